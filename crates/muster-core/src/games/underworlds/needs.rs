//! What an Underworlds list needs from a collection: its warband (the fighters' miniatures,
//! which come as one fixed roster, digest §1.1) and each Rivals deck its cards come from
//! (one in Rivals, two in Nemesis, digest §1.2), one of each.
//!
//! A warband or deck id the catalogue lacks is left out: it is a rule finding, not a
//! shortfall.

use super::catalog::Catalog;
use super::list::UnderworldsList;
use crate::collection::{add_need, ItemKind, Need};
use crate::lang::Lang;

/// Warbands (`warband` in the collection): a warband's miniatures, counted as one.
pub const WARBANDS: ItemKind = ItemKind {
    id: "warband",
    one_en: "warband",
    one_es: "banda",
    unit_en: "warbands",
    unit_es: "bandas",
};

/// Rivals decks (`deck` in the collection), counted as whole decks.
pub const DECKS: ItemKind = ItemKind {
    id: "deck",
    one_en: "Rivals deck",
    one_es: "mazo Rivales",
    unit_en: "Rivals decks",
    unit_es: "mazos Rivales",
};

/// Every kind of Underworlds item a list needs (the pack describes no boxes).
pub const KINDS: &[ItemKind] = &[WARBANDS, DECKS];

/// Everything `list` needs, in list order: its warband once, then each deck once per time
/// the list names it.
pub(crate) fn needs(list: &UnderworldsList, catalog: &Catalog, lang: Lang) -> Vec<Need> {
    let mut needs = Vec::new();
    if let Some(warband) = catalog.warband(&list.warband) {
        add_need(
            &mut needs,
            WARBANDS,
            &warband.id,
            warband.name.get(lang),
            1,
            || "/warband".to_owned(),
        );
    }
    for (d, id) in list.decks.iter().enumerate() {
        if let Some(deck) = catalog.deck(id) {
            add_need(&mut needs, DECKS, &deck.id, deck.name.get(lang), 1, || {
                format!("/decks/{d}")
            });
        }
    }
    needs
}
