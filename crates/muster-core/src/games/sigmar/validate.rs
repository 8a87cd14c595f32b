//! The Age of Sigmar army-building rules: digest S1-* for open play (the core rules) and
//! S4-* for fourth-edition matched play. A whole list in, every finding out.
//!
//! Readings where the digest leaves room (each also in the coverage table):
//! - S1-ARMY-2: an open unit without `faction` is looked up in the list's faction first,
//!   then in every pack; an id in several packs and not the list's faction's is an error
//!   asking which.
//! - S1-GEN-1: the general may be named after deployment, so none is information; more
//!   than one unit holding it is an error (the general is one model).
//! - Open play needs a model's Wounds and a unit's Bravery in the tracker: the data gives
//!   Health for Wounds and no Bravery, so a unit with neither Health nor the player's Wounds
//!   is a warning, and a unit without the player's Bravery is information.
//! - S4-BF-3: the digest's "exactly one formation" is general knowledge, and the data only
//!   defaults one in; every BattleScribe roster therefore has one, and a list without one
//!   is missing an army choice, so no formation is an error when the pack offers any.
//! - S4-REG-5: a unit joins through an option of its leader matching its keyword, tag or
//!   id; a HERO only through a `hero` option, a non-HERO only through a plain one; the
//!   options' caps are met by the best assignment of units to options (a unit matching a
//!   capped and an uncapped option does not use up the cap).
//! - S4-REG-3: a regiment holding exactly one unit of a pack's regiment slot (the Cities of
//!   Sigmar's Freeguild Command Corps, GST L9644-9653) takes that many more units, as the
//!   data's own condition says ("equal to 1"; two copies give none).
//! - Unpriced items (S4-PTS-2) are warnings naming them, never errors, never guessed;
//!   enhancements, formations and lores without points cost none (the pack states points
//!   only "when it costs any"). A unit its leader must take and the data prices nowhere
//!   counts 0 in that leader's regiment: it is paid for in the leader's points (see
//!   `totals::comes_with`).
//! - S4-UNQ-1 with the data's per-unit caps (digest P4, `Unit::max_per`): the cap is `max`
//!   (0 when absent) plus one per unit of those ids anywhere in the army.
//! - S4-AUX-2's "heroes with compulsory regiment options cannot be auxiliaries" reads the
//!   pack's `RegimentOptions::required`: a hero that names any is no auxiliary.
//! - Legends warscrolls are information; the season of the list against the pack's is a
//!   warning (the pack holds one season's data, S4-SEASON-1).
//! - A rule that several copies break is reported at each copy that breaks it (the second
//!   UNIQUE copy, each unit beyond the regiment's size), so that a new copy always brings
//!   a new finding (the builder's choices rely on it).

use super::catalog::{Catalog, Pack, Unit, SEASONS};
use super::findings::Finding;
use super::list::{Mode, SigmarList};
use super::totals::{matched_totals, open_totals};
use crate::diagnostic::{Diagnostic, Explain, Report};
use crate::lang::Lang;
use crate::suggest::closest;

pub use super::totals::{RegimentTotals, Totals};

mod enhancements;
mod matched;
mod open;
mod regiments;

/// Readings of rules the digest leaves open. None is a setting yet: each reading is
/// stated in the module documentation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {}

/// One validation run: the inputs and the findings so far.
struct Checker<'c> {
    list: &'c SigmarList,
    catalog: &'c Catalog,
    /// The list's faction's pack, when loaded.
    pack: Option<&'c Pack>,
    lang: Lang,
    out: Vec<Diagnostic>,
}

impl<'c> Checker<'c> {
    fn push(&mut self, finding: Finding, path: impl Into<String>) {
        self.out.push(finding.diagnostic(path.into(), self.lang));
    }

    /// The list's faction when no pack is it: an error with the closest loaded faction.
    fn check_faction(&mut self, open: bool) {
        if self.pack.is_none() {
            let faction = self.list.faction.clone();
            let suggestion = self.closest_faction(&faction);
            self.push(
                Finding::UnknownFaction {
                    faction,
                    suggestion,
                    open,
                },
                "/faction",
            );
        }
    }

    fn closest_faction(&self, id: &str) -> Option<String> {
        let ids = self.catalog.factions().iter().map(|f| f.id.as_str());
        closest(id, ids).map(str::to_owned)
    }

    /// The closest unit id among `units`.
    fn closest_unit<'u>(id: &str, units: impl Iterator<Item = &'u Unit>) -> Option<String> {
        closest(id, units.map(|u| u.id.as_str())).map(str::to_owned)
    }

    /// The name of a unit of the army's pack, or its id when the pack lacks it.
    fn unit_name(&self, id: &str) -> String {
        let unit = self.pack.and_then(|p| self.catalog.unit(&p.faction.id, id));
        unit.map_or_else(|| id.to_owned(), |u| u.name.clone())
    }

    /// The names of units of the army's pack, in order.
    fn unit_names(&self, ids: &[String]) -> Vec<String> {
        ids.iter().map(|id| self.unit_name(id)).collect()
    }

    /// Fields of the other mode the list fills in (never read, so likely a mistake).
    fn check_other_mode_fields(&mut self) {
        let list = self.list;
        let open = list.mode == Mode::Open;
        let fields: Vec<&str> = if open {
            [
                ("regiments", !list.regiments.is_empty()),
                ("regiment_of_renown", list.regiment_of_renown.is_some()),
                ("auxiliaries", !list.auxiliaries.is_empty()),
                ("faction_terrain", list.faction_terrain.is_some()),
                ("battle_formation", list.battle_formation.is_some()),
                ("spell_lore", list.spell_lore.is_some()),
                ("prayer_lore", list.prayer_lore.is_some()),
                ("manifestation_lore", list.manifestation_lore.is_some()),
                ("extra_choices", !list.extra_choices.is_empty()),
            ]
            .into_iter()
            .filter(|(_, set)| *set)
            .map(|(name, _)| name)
            .collect()
        } else if list.units.is_empty() {
            Vec::new()
        } else {
            vec!["units"]
        };
        if let Some(first) = fields.first() {
            let path = format!("/{first}");
            let fields = fields.join(", ");
            self.push(Finding::OtherModeFields { fields, open }, path);
        }
    }

    /// S4-SEASON-1: a season the data knows, and the pack's.
    fn check_season(&mut self) {
        if let Some(season) = &self.list.season {
            if !SEASONS.contains(&season.as_str()) {
                let season = season.clone();
                self.push(Finding::UnknownSeason { season }, "/season");
                return;
            }
        }
        let Some(pack) = self.pack else {
            return;
        };
        let season = self.list.season();
        if pack.season != season {
            let finding = Finding::SeasonMismatch {
                season: season.to_owned(),
                pack_season: pack.season.clone(),
                faction: pack.faction.name.clone(),
            };
            self.push(finding, "/season");
        }
    }
}

/// The most regiments an army fields, the Regiment of Renown included (digest S4-REG-1).
pub const MAX_REGIMENTS: u32 = 5;

/// Checks a whole list against the rules of its mode: every finding at once, with the
/// totals a player reads. `options` holds readings of unclear rules (none yet).
pub fn validate_list(
    list: &SigmarList,
    catalog: &Catalog,
    options: &Options,
    lang: Lang,
) -> Report<Totals> {
    let _ = options;
    let mut checker = Checker {
        list,
        catalog,
        pack: catalog.pack(&list.faction),
        lang,
        out: Vec::new(),
    };
    checker.check_other_mode_fields();
    let totals = match list.mode {
        Mode::Open => {
            checker.check_open();
            open_totals(list)
        }
        Mode::Matched => {
            let (totals, unpriced) = matched_totals(list, catalog);
            checker.check_matched(&totals, &unpriced);
            totals
        }
    };
    Report::new("sigmar", totals, checker.out)
}
