//! The printed list (placeholder).
use super::{Catalog, UnderworldsList};
use crate::lang::Lang;
use crate::sheet::Sheet;

pub(crate) fn sheet(_list: &UnderworldsList, _catalog: &Catalog, _lang: Lang) -> Sheet {
    todo!("underworlds sheet")
}
