//! What a RuneWars list needs from a collection (digest V12, collection mode): the trays of
//! each unit card's figures and each upgrade card.
//!
//! Unit figures are counted in **trays** because the cost table gives trays and no source
//! gives figures per tray; one tray of Spearmen is however many Spearmen fill a tray.
//! Unit cards and command tools are not counted (a later addition, as kinds of their own).

use super::catalog::Catalog;
use super::list::RuneWarsList;
use crate::collection::{add_need, ItemKind, Need, BOX};
use crate::lang::Lang;

/// Trays of a unit's figures (`unit` in the collection).
pub const UNIT_TRAYS: ItemKind = ItemKind {
    id: "unit",
    one_en: "tray",
    one_es: "bandeja",
    unit_en: "trays",
    unit_es: "bandejas",
};

/// Upgrade cards (`upgrade` in the collection).
pub const UPGRADE_CARDS: ItemKind = ItemKind {
    id: "upgrade",
    one_en: "card",
    one_es: "carta",
    unit_en: "cards",
    unit_es: "cartas",
};

/// Every kind of RuneWars item a collection may hold.
pub const KINDS: [ItemKind; 3] = [UNIT_TRAYS, UPGRADE_CARDS, BOX];

/// Everything `list` needs, summed per item, in list order. Ids the catalogue lacks and
/// rows that do not exist are left out: they are rule findings, not shortfalls.
pub fn needs(list: &RuneWarsList, catalog: &Catalog, lang: Lang) -> Vec<Need> {
    let mut needs = Vec::new();
    for (i, entry) in list.units.iter().enumerate() {
        if let Some(card) = catalog.unit(&entry.unit) {
            if let Some(config) = card.chosen_configuration(entry.config.as_deref()) {
                let name = card.name.get(lang);
                add_need(
                    &mut needs,
                    UNIT_TRAYS,
                    &card.id,
                    name,
                    config.trays(),
                    || format!("/units/{i}"),
                );
            }
        }
        for (j, id) in entry.upgrades.iter().enumerate() {
            if let Some(upgrade) = catalog.upgrade(id) {
                let name = upgrade.name.get(lang);
                add_need(&mut needs, UPGRADE_CARDS, id, name, 1, || {
                    format!("/units/{i}/upgrades/{j}")
                });
            }
        }
    }
    needs
}
