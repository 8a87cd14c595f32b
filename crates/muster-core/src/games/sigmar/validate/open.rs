//! Open play (digest §1, the core rules): any army from the collection.

use super::*;
use crate::games::sigmar::list::OpenUnit;

impl<'c> Checker<'c> {
    /// Every open-play rule: S1-ARMY-1 to S1-ARMY-3, S1-GEN-1, and what the tracker will
    /// need (Wounds, S1-WND-1; Bravery, S1-BS-2). S1-ARMY-6 (any factions) needs no check.
    pub(super) fn check_open(&mut self) {
        self.check_faction(true);
        // S1-ARMY-1: no size limit and no points, but an army of nothing cannot deploy.
        if self.list.units.is_empty() {
            self.push(Finding::EmptyArmy, "/units");
        }
        let list = self.list;
        for (i, unit) in list.units.iter().enumerate() {
            let Some(warscroll) = self.resolve_open(i, unit) else {
                continue;
            };
            let name = warscroll.name.clone();
            let path = |field: &str| format!("/units/{i}/{field}");
            if unit.models == 0 {
                self.push(Finding::NoModels { unit: name.clone() }, path("models"));
            }
            match (unit.wounds, warscroll.profile.health) {
                (Some(0), _) => {
                    self.push(Finding::ZeroWounds { unit: name.clone() }, path("wounds"))
                }
                (None, None) => self.push(
                    Finding::WoundsUnknown { unit: name.clone() },
                    format!("/units/{i}"),
                ),
                _ => {}
            }
            if unit.bravery.is_none() {
                self.push(
                    Finding::BraveryUnknown { unit: name },
                    format!("/units/{i}"),
                );
            }
        }
        self.check_open_general();
    }

    /// S1-ARMY-2: the warscroll in a loaded pack: the unit's `faction`, else the list's,
    /// else the one pack holding the id.
    fn resolve_open(&mut self, i: usize, unit: &'c OpenUnit) -> Option<&'c Unit> {
        let id = unit.unit.as_str();
        let path = format!("/units/{i}/unit");
        if let Some(faction) = &unit.faction {
            let Some(pack) = self.catalog.pack(faction) else {
                let suggestion = self.closest_faction(faction);
                let finding = Finding::UnknownFaction {
                    faction: faction.clone(),
                    suggestion,
                    open: true,
                };
                self.push(finding, format!("/units/{i}/faction"));
                return None;
            };
            let found = self.catalog.unit(faction, id);
            if found.is_none() {
                let suggestion = Self::closest_unit(id, pack.units.iter());
                let unit = id.to_owned();
                let finding = Finding::UnknownUnit {
                    unit,
                    suggestion,
                    open: true,
                };
                self.push(finding, path);
            }
            return found;
        }
        if let Some(found) = self.catalog.unit(&self.list.faction, id) {
            return Some(found);
        }
        let holders = self
            .catalog
            .distinct_warscrolls(self.catalog.units_named(id));
        match holders.as_slice() {
            [(_, found)] => Some(found),
            [] => {
                let all = self.catalog.packs().flat_map(|p| &p.units);
                let suggestion = Self::closest_unit(id, all);
                let unit = id.to_owned();
                let finding = Finding::UnknownUnit {
                    unit,
                    suggestion,
                    open: true,
                };
                self.push(finding, path);
                None
            }
            several => {
                let factions: Vec<&str> = several.iter().map(|(f, _)| f.id.as_str()).collect();
                let finding = Finding::AmbiguousUnit {
                    unit: id.to_owned(),
                    factions: factions.join(", "),
                };
                self.push(finding, path);
                None
            }
        }
    }

    /// S1-GEN-1: the general is named after deployment (so may be missing) and is one
    /// model (so at most one unit holds it).
    fn check_open_general(&mut self) {
        let generals: Vec<usize> = (self.list.units.iter().enumerate())
            .filter(|(_, u)| u.general)
            .map(|(i, _)| i)
            .collect();
        if generals.is_empty() && !self.list.units.is_empty() {
            self.push(Finding::GeneralAfterDeployment, "/units");
        }
        for i in generals.into_iter().skip(1) {
            self.push(
                Finding::SeveralGenerals { open: true },
                format!("/units/{i}/general"),
            );
        }
    }
}
