//! The `•` lines under a unit (the general, Reinforced, enhancements) and the lines under
//! `Regiments of Renown`.

use super::{find_as, Reader, Renown, Target};
use crate::games::sigmar::app_text::lines::strip_cost;
use crate::games::sigmar::app_text::names::plain_characters;
use crate::games::sigmar::app_text::problems::{Fault, What};
use crate::games::sigmar::catalog::{Enhancement, RegimentOfRenown};
use crate::games::sigmar::text::Slot;
use crate::ids::name_key;
use crate::list_text::{closest_spelling, find, split_count, Found};

impl<'c> Reader<'c> {
    /// A `•` line under a unit: `General`, `Reinforced`, an enhancement (`Heroic Trait -`
    /// or `Artefact of Power -` before its name when the line says which), `Legends` and
    /// a model count (`1x Champion`), which are not read.
    pub(super) fn mark(&mut self, mark: &str, n: usize, text: &str) {
        let key = name_key(mark);
        if key == "legends" {
            return;
        }
        if split_count(mark).0.is_some() || is_wargear(mark) {
            // Listbot writes a regiment's units as `- 6 x Stormfiends (520)`; anything else
            // counted (`• 2x Grinderfists`, `• 1 Shock Gauntlets`) is the unit's wargear.
            let (_, rest) = split_count(mark);
            let units = self.pack.map_or(&[][..], |p| &p.units[..]);
            let clean = plain_characters(rest);
            if text.starts_with(['-', '–']) && find_as(strip_cost(&clean), units) != Found::Nothing
            {
                return self.unit(n, mark);
            }
            return;
        }
        match self.target {
            Target::None => return self.problem(n, text, Fault::NoUnitAbove),
            Target::LeftOut(line) => return self.problem(n, text, Fault::LeftOutWith { line }),
            _ => {}
        }
        match key.as_str() {
            "general" => self.general(n, text),
            "reinforced" => {
                if let Some(unit) = self.target_unit() {
                    unit.reinforced = true;
                }
            }
            _ => self.enhancement(mark, n, text),
        }
    }

    /// `• General`: the unit above leads its regiment.
    fn general(&mut self, n: usize, text: &str) {
        let Target::Leader(r) = self.target else {
            return self.problem(n, text, Fault::GeneralNotLeader);
        };
        // A second general is kept: the check says an army has one (S4-GEN-1).
        self.regiments[r].general = true;
    }

    /// A heroic trait or artefact on the unit above, by its name.
    fn enhancement(&mut self, mark: &str, n: usize, text: &str) {
        let Some(pack) = self.pack else {
            return;
        };
        let (kinds, name) = match enhancement_label(mark) {
            Some((kind, name)) => (vec![kind], name),
            None => (vec![What::HeroicTrait, What::Artefact], mark),
        };
        let clean = plain_characters(name);
        let name = strip_cost(&clean);
        let items = |kind: What| match kind {
            What::HeroicTrait => &pack.heroic_traits[..],
            _ => &pack.artefacts[..],
        };
        let found: Vec<(What, Found<'_>)> = kinds
            .iter()
            .map(|&kind| (kind, find_as(name, items(kind))))
            .filter(|(_, found)| *found != Found::Nothing)
            .collect();
        let (kind, id) = match found.as_slice() {
            [(kind, Found::One(id))] => (*kind, (*id).to_owned()),
            [] if kinds.len() > 1 && self.table_enhancement(name, n, text) => return,
            [] => {
                let names = kinds
                    .iter()
                    .flat_map(|&k| items(k))
                    .map(|e| e.name.as_str());
                let nearest = closest_spelling(name, names).map(str::to_owned);
                let what = if kinds.len() == 1 {
                    kinds[0]
                } else {
                    What::Enhancement
                };
                return self.problem(n, text, Fault::Unknown { what, nearest });
            }
            several => {
                let ids = several
                    .iter()
                    .flat_map(|(_, found)| match found {
                        Found::One(id) => vec![(*id).to_owned()],
                        Found::Several(ids) => ids.iter().map(|id| (*id).to_owned()).collect(),
                        Found::Nothing => Vec::new(),
                    })
                    .collect();
                let what = if kinds.len() == 1 {
                    kinds[0]
                } else {
                    What::Enhancement
                };
                return self.problem(n, text, Fault::Several { what, ids });
            }
        };
        let Some(unit) = self.target_unit() else {
            return;
        };
        let slot = match kind {
            What::HeroicTrait => &mut unit.heroic_trait,
            _ => &mut unit.artefact,
        };
        if slot.is_some() {
            return self.problem(n, text, Fault::SecondEnhancement { what: kind });
        }
        *slot = Some(id);
    }

    /// An enhancement of one of the faction's own tables (monstrous traits, big names…) on
    /// the unit above, by its name: true when a table has it (taken, or its problem).
    fn table_enhancement(&mut self, name: &str, n: usize, text: &str) -> bool {
        let Some(pack) = self.pack else {
            return false;
        };
        let all: Vec<&Enhancement> = (pack.enhancement_tables.iter())
            .flat_map(|t| &t.enhancements)
            .collect();
        let id = match find_as(name, &all) {
            Found::One(id) => id.to_owned(),
            Found::Nothing => return false,
            Found::Several(ids) => {
                let ids = ids.into_iter().map(str::to_owned).collect();
                self.problem(
                    n,
                    text,
                    Fault::Several {
                        what: What::Enhancement,
                        ids,
                    },
                );
                return true;
            }
        };
        if let Some(unit) = self.target_unit() {
            if !unit.enhancements.contains(&id) {
                unit.enhancements.push(id);
            }
        }
        true
    }

    /// A line under `Regiments of Renown`: the regiment (with its cost), or one of its units.
    pub(super) fn renown(&mut self, name: &str, n: usize, text: &str) {
        let name = strip_cost(name);
        self.target = Target::None;
        if name_key(name) == "legends" {
            return;
        }
        match self.renown {
            Renown::Chosen(ror) if find(name, &ror.units) != Found::Nothing => return,
            Renown::LeftOut(line) if self.renown_named(name).is_none() => {
                return self.problem(n, text, Fault::LeftOutWith { line })
            }
            _ => {}
        }
        match self.renown_named(name) {
            Some(ror) => {
                // A second one is kept beside the first, its units with it (S4-ROR-1 is the
                // check's to say).
                self.take_choice(Slot::RegimentOfRenown, ror.id.clone(), n);
                self.renown = Renown::Chosen(ror);
            }
            None => {
                let before = self.taken_renown();
                self.choice(Slot::RegimentOfRenown, name, n, text);
                let after = self.taken_renown();
                let changed = after != before;
                self.renown = match after.filter(|_| changed) {
                    Some((id, _)) => self
                        .pack
                        .and_then(|p| p.renown(&id))
                        .map_or(Renown::LeftOut(n), Renown::Chosen),
                    None => Renown::LeftOut(n),
                };
            }
        }
    }

    /// The id of the Regiment of Renown taken last, and how many are taken.
    fn taken_renown(&self) -> Option<(String, usize)> {
        let extras = self
            .list
            .extra_choices
            .iter()
            .filter(|e| e.slot == Slot::RegimentOfRenown);
        let last = extras.clone().next_back().map(|e| e.id.clone());
        let count = extras.count();
        last.or_else(|| self.list.regiment_of_renown.clone())
            .map(|id| (id, count))
    }

    /// The Regiment of Renown a name names, when exactly one does.
    fn renown_named(&self, name: &str) -> Option<&'c RegimentOfRenown> {
        let pack = self.pack?;
        match find(name, &pack.regiments_of_renown) {
            Found::One(id) => pack.renown(id),
            _ => None,
        }
    }
}

/// A mark that is the unit's wargear rather than a choice: a count before the weapon
/// (`1 Shock Gauntlets`) or after it (`Grinderfists x2`).
fn is_wargear(mark: &str) -> bool {
    let mut words = mark.split_whitespace();
    let leading = words
        .next()
        .is_some_and(|w| w.chars().all(|c| c.is_ascii_digit()));
    let trailing = mark.split_whitespace().any(|w| {
        w.strip_prefix(['x', 'X', '×'])
            .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
    });
    leading || trailing
}

/// `Heroic Trait - Name` or `Artefact of Power - Name`: the kind the line states, and the name.
fn enhancement_label(mark: &str) -> Option<(What, &str)> {
    let (label, name) = mark
        .split_once(" - ")
        .or_else(|| mark.split_once(" – "))
        .or_else(|| mark.split_once(':'))?;
    let kind = match name_key(label).as_str() {
        "heroictrait" => What::HeroicTrait,
        "artefactofpower" | "artefact" | "artifactofpower" | "artifact" => What::Artefact,
        _ => return None,
    };
    Some((kind, name.trim()))
}
