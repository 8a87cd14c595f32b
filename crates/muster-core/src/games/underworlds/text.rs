//! The list as plain text (placeholder).
use super::{Catalog, UnderworldsList};
use crate::lang::Lang;
use crate::list_text::TextError;

pub(crate) fn write_text(_list: &UnderworldsList, _catalog: &Catalog, _lang: Lang) -> String {
    todo!("underworlds text")
}

pub(crate) fn read_text(_text: &str, _catalog: &Catalog) -> Result<UnderworldsList, TextError> {
    todo!("underworlds text")
}
