//! The Diskwars army-building rules (digest §1). In progress: the totals only.

use super::catalog::Catalog;
use super::list::DiskwarsList;
use super::totals::{totals, Totals};
use crate::diagnostic::Report;
use crate::lang::Lang;

/// Every finding about `list`, with its totals.
pub fn validate_list(list: &DiskwarsList, catalog: &Catalog, _lang: Lang) -> Report<Totals> {
    Report::new("diskwars", totals(list, catalog), Vec::new())
}
