//! What a Diskwars list needs from a collection: each disc (heroes and units, counted by
//! copies across the whole army) and each command card of the hand.
//!
//! The core set's per-disc contents are not stated by the rulebook (only its totals by
//! size), so owning a core set adds nothing per disc: a player records the discs they own
//! (or the app's "core set" entry, once its contents are known) and the check reads those.

use super::catalog::Catalog;
use super::list::DiskwarsList;
use crate::collection::{add_need, ItemKind, Need, BOX};
use crate::lang::Lang;

/// Discs (`disc` in the collection).
pub const DISCS: ItemKind = ItemKind {
    id: "disc",
    one_en: "disc",
    one_es: "disco",
    unit_en: "discs",
    unit_es: "discos",
};

/// Command cards (`command-card` in the collection).
pub const COMMAND_CARDS: ItemKind = ItemKind {
    id: "command-card",
    one_en: "card",
    one_es: "carta",
    unit_en: "cards",
    unit_es: "cartas",
};

/// Every kind of Diskwars item a list needs, and boxes.
pub const KINDS: [ItemKind; 3] = [DISCS, COMMAND_CARDS, BOX];

/// Everything `list` needs, summed per item, in list order. Ids the catalogue lacks are left
/// out: they are rule findings, not shortfalls.
pub fn needs(list: &DiskwarsList, catalog: &Catalog, lang: Lang) -> Vec<Need> {
    let mut needs = Vec::new();
    for (r, regiment) in list.regiments.iter().enumerate() {
        if let Some(hero) = catalog.disc(&regiment.hero) {
            add_need(&mut needs, DISCS, &hero.id, hero.name.get(lang), 1, || {
                format!("/regiments/{r}/hero")
            });
        }
        for (u, id) in regiment.units.iter().enumerate() {
            if let Some(disc) = catalog.disc(id) {
                add_need(&mut needs, DISCS, &disc.id, disc.name.get(lang), 1, || {
                    format!("/regiments/{r}/units/{u}")
                });
            }
        }
    }
    for (c, id) in list.command_cards.iter().enumerate() {
        if let Some(card) = catalog.command_card(id) {
            add_need(
                &mut needs,
                COMMAND_CARDS,
                &card.id,
                card.name.get(lang),
                1,
                || format!("/command_cards/{c}"),
            );
        }
    }
    needs
}
