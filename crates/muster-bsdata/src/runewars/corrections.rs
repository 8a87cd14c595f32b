//! Slot corrections: the few places where the BattleScribe data is known to be wrong and a
//! named second source says what is right. Each correction says why; nothing else is
//! changed (see also [`crate::NAME_CORRECTIONS`]).

use muster_core::games::runewars::{CatalogParts, SlotIcon};

/// A slot the BattleScribe data gives to rows of a unit that should not have it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SlotCorrection {
    /// The unit id.
    pub unit: &'static str,
    /// The slot icon.
    pub slot: SlotIcon,
    /// The only configurations that keep the slot.
    pub only_in: &'static [&'static str],
    /// Why, and which source says so.
    pub reason: &'static str,
}

/// Every slot correction the importer applies.
pub const SLOT_CORRECTIONS: &[SlotCorrection] = &[SlotCorrection {
    unit: "spearmen",
    slot: SlotIcon::Heavy,
    only_in: &["3x3"],
    reason: "the Heavy link's modifier sets hidden=false for the 2x1, 2x2 and 3x2 rows of an \
             entry that is already visible, so BSData shows Heavy on every row; the rules \
             digest (shared/rules/runewars.md §4.4, citing the brianries list builder) calls \
             this a known BSData bug and gives Heavy on the 9-tray row only",
}];

/// Applies [`SLOT_CORRECTIONS`]; returns a note for each change made.
pub(crate) fn apply(parts: &mut CatalogParts) -> Vec<String> {
    let mut notes = Vec::new();
    for correction in SLOT_CORRECTIONS {
        let Some(unit) = parts.units.iter_mut().find(|u| u.id == correction.unit) else {
            notes.push(format!(
                "slot correction for '{}' found no such unit",
                correction.unit
            ));
            continue;
        };
        for config in &mut unit.configurations {
            if correction.only_in.contains(&config.id.as_str()) {
                continue;
            }
            let before = config.slots.len();
            config.slots.retain(|s| *s != correction.slot);
            if config.slots.len() != before {
                notes.push(format!(
                    "corrected: {} {} loses its {} slot ({})",
                    correction.unit, config.id, correction.slot, correction.reason
                ));
            }
        }
    }
    notes
}
