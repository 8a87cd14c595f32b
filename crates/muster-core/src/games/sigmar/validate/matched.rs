//! Matched play (digest §3): the army as a whole. Regiments are in `regiments.rs`,
//! enhancements, the formation and the lores in `enhancements.rs`.

use super::*;
use crate::games::sigmar::catalog::RegimentOfRenown;
use crate::games::sigmar::list::UnitChoice;
use crate::games::sigmar::totals::{taken, Place, Unpriced};

/// The most regiments an army takes, a Regiment of Renown included (S4-REG-1).
const MAX_REGIMENTS: usize = super::MAX_REGIMENTS as usize;

/// A unit choice of a matched list with its unit, when the id resolves in the army's pack.
pub(super) struct Taken<'c> {
    pub place: Place,
    pub choice: &'c UnitChoice,
    pub unit: Option<&'c Unit>,
}

/// The unit leading regiment `r`, when the pack holds it.
pub(super) fn leader_of<'c>(taken: &[Taken<'c>], r: usize) -> Option<&'c Unit> {
    taken
        .iter()
        .find(|t| t.place == Place::Leader(r))
        .and_then(|t| t.unit)
}

impl<'c> Checker<'c> {
    /// Every matched-play rule.
    pub(super) fn check_matched(&mut self, totals: &Totals, unpriced: &[Unpriced]) {
        self.check_faction(false);
        self.check_season();
        self.check_points(totals, unpriced);
        self.check_regiment_count();
        let taken = self.resolve_taken();
        self.check_regiments(&taken);
        self.check_auxiliaries(&taken);
        self.check_reinforced(&taken);
        let renown = self.resolve_renown();
        let terrain = self.resolve_terrain();
        self.check_copies(&taken, renown, terrain);
        self.check_enhancements(&taken);
        self.check_tables(&taken);
        self.check_formation_and_lores();
        self.check_extra_choices();
        self.check_general(&taken);
        self.check_legends(&taken, renown);
        if totals.drops > 0 {
            let finding = Finding::Drops {
                drops: totals.drops,
                regiments: totals.regiments,
                auxiliaries: totals.auxiliaries,
            };
            self.push(finding, "");
        }
    }

    /// S4-PTS-1 and S4-PTS-2: the priced choices within the limit; the unpriced named.
    fn check_points(&mut self, totals: &Totals, unpriced: &[Unpriced]) {
        let limit = self.list.points_limit();
        if limit == 0 {
            self.push(Finding::ZeroLimit, "/points_limit");
        } else if totals.points > limit {
            let points = totals.points;
            self.push(Finding::OverLimit { points, limit }, "/points_limit");
        }
        for item in unpriced {
            let finding = Finding::Unpriced {
                item: item.name.clone(),
                kind: item.kind,
                id: item.id.clone(),
            };
            self.push(finding, item.path.clone());
        }
    }

    /// S4-REG-1 and S4-ROR-1: 1 to 5 regiments, the Regiment of Renown counted among the
    /// five (at most one Regiment of Renown is by the list format). Each regiment beyond
    /// the five is reported at itself; a Regiment of Renown beside five regiments at it.
    fn check_regiment_count(&mut self) {
        let regiments = self.list.regiments.len();
        let renown = self.list.regiment_of_renown.is_some();
        if regiments == 0 {
            self.push(Finding::NoRegiment, "/regiments");
        }
        for r in MAX_REGIMENTS..regiments {
            let finding = Finding::TooManyRegiments { regiments, renown };
            self.push(finding, format!("/regiments/{r}"));
        }
        if renown && regiments == MAX_REGIMENTS {
            let finding = Finding::TooManyRegiments { regiments, renown };
            self.push(finding, "/regiment_of_renown");
        }
    }

    /// S4-ROR-1, S4-TER-1, S4-BF-1, S4-LORE-1: each army-wide choice at most once; every
    /// choice beyond the one its slot holds is reported at itself.
    fn check_extra_choices(&mut self) {
        for (i, extra) in self.list.extra_choices.iter().enumerate() {
            let record = self.pack.and_then(|p| extra.slot.record(p, &extra.id));
            let name = record.map_or_else(|| extra.id.clone(), |(name, _)| name.to_owned());
            let finding = Finding::ExtraChoice {
                slot: extra.slot,
                name,
            };
            self.push(finding, format!("/extra_choices/{i}"));
        }
    }

    /// S4-REG-6: every unit from the army's own pack; an id of another pack says whose.
    fn resolve_taken(&mut self) -> Vec<Taken<'c>> {
        let list = self.list;
        let mut out = Vec::new();
        for (place, choice) in taken(list) {
            let unit = self.resolve_unit(&choice.unit, format!("{}/unit", place.path()));
            out.push(Taken {
                place,
                choice,
                unit,
            });
        }
        out
    }

    /// A unit id in the army's pack, or the finding that says why not (none when the
    /// army's faction itself is unknown: that error says it).
    fn resolve_unit(&mut self, id: &str, path: String) -> Option<&'c Unit> {
        let pack = self.pack?;
        if let Some(unit) = self.catalog.unit(&pack.faction.id, id) {
            return Some(unit);
        }
        let elsewhere = self.catalog.units_named(id).next();
        let finding = match elsewhere {
            Some((faction, unit)) => Finding::OtherFaction {
                unit: unit.name.clone(),
                faction: faction.name.clone(),
                army_faction: pack.faction.name.clone(),
            },
            None => Finding::UnknownUnit {
                unit: id.to_owned(),
                suggestion: Self::closest_unit(id, pack.units.iter()),
                open: false,
            },
        };
        self.push(finding, path);
        None
    }

    /// S4-ROR-2: the Regiment of Renown is one the faction's pack offers.
    fn resolve_renown(&mut self) -> Option<&'c RegimentOfRenown> {
        let id = self.list.regiment_of_renown.as_deref()?;
        let pack = self.pack?;
        let found = pack.renown(id);
        if found.is_none() {
            let ids = pack.regiments_of_renown.iter().map(|r| r.id.as_str());
            let finding = Finding::UnknownRenown {
                renown: id.to_owned(),
                suggestion: closest(id, ids).map(str::to_owned),
            };
            self.push(finding, "/regiment_of_renown");
        }
        found
    }

    /// S4-TER-1: the faction terrain is the army's faction's FACTION TERRAIN (at most one
    /// is by the list format).
    fn resolve_terrain(&mut self) -> Option<&'c Unit> {
        let id = self.list.faction_terrain.as_deref()?;
        let unit = self.resolve_unit(id, "/faction_terrain".to_owned())?;
        if !unit.is_faction_terrain() {
            let finding = Finding::NotFactionTerrain {
                unit: unit.name.clone(),
            };
            self.push(finding, "/faction_terrain");
        }
        Some(unit)
    }

    /// S4-UNQ-1 and S4-UNQ-3: a UNIQUE unit once (from the keyword), no unit beyond the
    /// data's cap, and never two units the data makes exclusive; the Regiment of Renown's
    /// units and the faction terrain count too. Reported at each copy beyond the cap.
    fn check_copies(
        &mut self,
        taken: &[Taken<'c>],
        renown: Option<&'c RegimentOfRenown>,
        terrain: Option<&'c Unit>,
    ) {
        let mut all: Vec<(String, &'c Unit)> = taken
            .iter()
            .filter_map(|t| t.unit.map(|u| (t.place.path(), u)))
            .collect();
        for unit in renown.iter().flat_map(|r| &r.units) {
            all.push(("/regiment_of_renown".to_owned(), unit));
        }
        all.extend(terrain.map(|u| ("/faction_terrain".to_owned(), u)));

        // Digest P4: a cap that grows by one per unit of `max_per` counts every such unit
        // of the army, wherever it sits (the data's repeat is roster-wide), so a copy taken
        // before its raiser in the list is still allowed.
        let raisers = |unit: &Unit| -> u32 {
            let n = all
                .iter()
                .filter(|(_, u)| unit.max_per.contains(&u.id))
                .count();
            u32::try_from(n).unwrap_or(u32::MAX)
        };
        let mut firsts: Vec<(&str, &'c Unit)> = Vec::new();
        let mut seen: Vec<(&str, u32)> = Vec::new();
        for (path, unit) in &all {
            let copies = match seen.iter_mut().find(|(id, _)| *id == unit.id) {
                Some((_, n)) => {
                    *n += 1;
                    *n
                }
                None => {
                    seen.push((&unit.id, 1));
                    firsts.push((path, unit));
                    1
                }
            };
            // `max` is the cap with no raiser when `max_per` names some (absent is 0 then,
            // as `Unit::max_per` says); UNIQUE caps at one whatever the data says.
            let raised = (!unit.max_per.is_empty()).then(|| raisers(unit));
            let data_cap = match raised {
                Some(n) => Some(unit.max.unwrap_or(0).saturating_add(n)),
                None => unit.max,
            };
            let cap = match (unit.is_unique(), data_cap) {
                (true, max) => Some(max.map_or(1, |m| m.min(1))),
                (false, max) => max,
            };
            match cap {
                Some(1) if unit.is_unique() && copies > 1 => {
                    let finding = Finding::DuplicateUnique {
                        unit: unit.name.clone(),
                    };
                    self.push(finding, path.clone());
                }
                Some(max) if copies > max => {
                    let finding = Finding::OverMax {
                        unit: unit.name.clone(),
                        max,
                        per: self.unit_names(&unit.max_per),
                        raisers: raised.unwrap_or(0),
                    };
                    self.push(finding, path.clone());
                }
                _ => {}
            }
        }
        for (j, (path, later)) in firsts.iter().enumerate() {
            for (_, earlier) in &firsts[..j] {
                if later.excludes.contains(&earlier.id) || earlier.excludes.contains(&later.id) {
                    let finding = Finding::Excluded {
                        unit: later.name.clone(),
                        other: earlier.name.clone(),
                    };
                    self.push(finding, path.to_string());
                }
            }
        }
    }

    /// S4-GEN-1 and S4-WM-1: exactly one regiment is the general's (that the general
    /// leads a regiment, S4-GEN-2, is by the list format), and a WARMASTER outside a
    /// Regiment of Renown makes the general a WARMASTER.
    fn check_general(&mut self, taken: &[Taken<'c>]) {
        let generals: Vec<usize> = (self.list.regiments.iter().enumerate())
            .filter(|(_, r)| r.general)
            .map(|(r, _)| r)
            .collect();
        let Some(&g) = generals.first() else {
            self.push(Finding::NoGeneral, "/regiments");
            return;
        };
        for r in &generals[1..] {
            let finding = Finding::SeveralGenerals { open: false };
            self.push(finding, format!("/regiments/{r}/general"));
        }
        let general = leader_of(taken, g);
        let warmaster = taken
            .iter()
            .filter_map(|t| t.unit)
            .find(|u| u.is_warmaster());
        if let (Some(general), Some(warmaster)) = (general, warmaster) {
            if !general.is_warmaster() {
                let finding = Finding::GeneralNotWarmaster {
                    general: general.name.clone(),
                    warmaster: warmaster.name.clone(),
                };
                self.push(finding, format!("/regiments/{g}/general"));
            }
        }
    }

    /// Legends warscrolls, once each, as information.
    fn check_legends(&mut self, taken: &[Taken<'c>], renown: Option<&'c RegimentOfRenown>) {
        let mut named: Vec<&str> = Vec::new();
        let units = taken
            .iter()
            .filter_map(|t| t.unit.map(|u| (t.place.path(), u)));
        let renown_units = renown
            .iter()
            .flat_map(|r| &r.units)
            .map(|u| ("/regiment_of_renown".to_owned(), u));
        let legends: Vec<(String, &Unit)> = units
            .chain(renown_units)
            .filter(|(_, u)| u.legends)
            .collect();
        for (path, unit) in legends {
            if !named.contains(&unit.id.as_str()) {
                named.push(&unit.id);
                let unit = unit.name.clone();
                self.push(Finding::Legends { unit }, path);
            }
        }
    }
}
