//! The building rules (placeholder).
use super::{Catalog, Totals, UnderworldsList};
use crate::diagnostic::Report;
use crate::lang::Lang;

pub(crate) fn validate_list(
    list: &UnderworldsList,
    catalog: &Catalog,
    _lang: Lang,
) -> Report<Totals> {
    Report::new(
        "underworlds",
        super::totals::totals(list, catalog),
        Vec::new(),
    )
}
