//! What a list needs from a collection (placeholder).
use super::{Catalog, UnderworldsList};
use crate::collection::{ItemKind, Need};
use crate::lang::Lang;

/// The kinds of item an Underworlds collection counts.
pub const KINDS: &[ItemKind] = &[];

pub(crate) fn needs(_list: &UnderworldsList, _catalog: &Catalog, _lang: Lang) -> Vec<Need> {
    Vec::new()
}
