//! What an Age of Sigmar list needs from a collection: the models of each warscroll
//! (digest S1-ARMY-1: an army is built from the models in the player's collection),
//! counted across the whole army under the unit's pack id.
//!
//! Open play counts the models the list gives each unit. Matched play counts each unit as
//! fielded (its models, or its Reinforced models), the Regiment of Renown's units and the
//! faction terrain. The collection records models per unit id (`unit` in the collection);
//! a unit id the catalogue lacks is left out: it is a rule finding, not a shortfall.

use super::catalog::{Catalog, Unit};
use super::list::{Mode, SigmarList, UnitChoice};
use super::totals::as_taken;
use crate::collection::{add_need, ItemKind, Need};
use crate::lang::Lang;

/// Models of a warscroll (`unit` in the collection, counted in models).
pub const MODELS: ItemKind = ItemKind {
    id: "unit",
    one_en: "model",
    one_es: "miniatura",
    unit_en: "models",
    unit_es: "miniaturas",
};

/// Every kind of Age of Sigmar item a list needs (the packs describe no boxes).
pub const KINDS: [ItemKind; 1] = [MODELS];

/// Everything `list` needs, summed per unit id, in list order.
pub fn needs(list: &SigmarList, catalog: &Catalog, _lang: Lang) -> Vec<Need> {
    let mut needs = Vec::new();
    // What the data fields without models (faction terrain) needs none.
    let mut add = |unit: &Unit, models: u32, path: String| {
        if models > 0 {
            add_need(&mut needs, MODELS, &unit.id, &unit.name, models, || path);
        }
    };
    match list.mode {
        Mode::Open => {
            for (u, open) in list.units.iter().enumerate() {
                let faction = open.faction.as_deref().unwrap_or(&list.faction);
                if let Some(unit) = catalog.unit(faction, &open.unit) {
                    add(unit, open.models, format!("/units/{u}"));
                }
            }
        }
        Mode::Matched => {
            let faction = list.faction.as_str();
            let mut fielded = |choice: &UnitChoice, path: String| {
                if let Some(unit) = catalog.unit(faction, &choice.unit) {
                    add(unit, as_taken(unit, choice.reinforced).1, path);
                }
            };
            for (r, regiment) in list.regiments.iter().enumerate() {
                fielded(&regiment.leader, format!("/regiments/{r}/leader"));
                for (u, choice) in regiment.units.iter().enumerate() {
                    fielded(choice, format!("/regiments/{r}/units/{u}"));
                }
            }
            for (a, choice) in list.auxiliaries.iter().enumerate() {
                fielded(choice, format!("/auxiliaries/{a}"));
            }
            if let Some(terrain) = &list.faction_terrain {
                fielded(&UnitChoice::new(terrain.clone()), "/faction_terrain".into());
            }
            let renown = list
                .regiment_of_renown
                .as_deref()
                .and_then(|id| catalog.pack(faction)?.renown(id));
            for unit in renown.iter().flat_map(|r| &r.units) {
                add(unit, unit.models, "/regiment_of_renown".into());
            }
        }
    }
    needs
}

/// True when the collection can count models of `id`: a warscroll of a loaded pack, a
/// Regiment of Renown's included (the ids [`needs`] counts under).
pub fn is_collected_unit(catalog: &Catalog, id: &str) -> bool {
    catalog.units_named(id).next().is_some()
        || catalog.packs().any(|pack| {
            pack.regiments_of_renown
                .iter()
                .any(|r| r.units.iter().any(|u| u.id == id))
        })
}
