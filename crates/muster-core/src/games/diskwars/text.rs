//! The Diskwars list as plain text. In progress.

use super::catalog::Catalog;
use super::list::DiskwarsList;
use crate::lang::Lang;
use crate::list_text::TextError;

/// The list as text.
pub fn write_text(list: &DiskwarsList, _catalog: &Catalog, _lang: Lang) -> String {
    format!("{}\nDiskwars\n", list.name)
}

/// Reads a text back.
pub fn read_text(_text: &str, _catalog: &Catalog) -> Result<DiskwarsList, TextError> {
    Err(TextError::new(1, "not yet"))
}
