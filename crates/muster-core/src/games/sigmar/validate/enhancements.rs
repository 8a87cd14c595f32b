//! Enhancements (digest S4-ENH-1 to S4-ENH-4, S4-UNQ-2) and those of the faction's own
//! tables, the battle formation (S4-BF-1, S4-BF-3) and the lores (S4-LORE-1, S4-MAN-1).

use super::matched::Taken;
use super::*;
use crate::games::sigmar::catalog::{Choice, Enhancement};
use crate::games::sigmar::findings::{EnhancementKind, LoreKind, TableFinding};

/// One more of `key` in `counts`; the new count.
fn bump<'k>(counts: &mut Vec<(&'k str, u32)>, key: &'k str) -> u32 {
    match counts.iter_mut().find(|(k, _)| *k == key) {
        Some((_, n)) => {
            *n += 1;
            *n
        }
        None => {
            counts.push((key, 1));
            1
        }
    }
}

impl<'c> Checker<'c> {
    /// One heroic trait and one artefact per army, each on a HERO whose warscroll takes
    /// enhancements and that is not UNIQUE, each an id of the pack. One of each per hero
    /// is by the list format; a hero may hold both (S4-ENH-4).
    pub(super) fn check_enhancements(&mut self, taken: &[Taken<'c>]) {
        let Some(pack) = self.pack else {
            return;
        };
        for kind in [EnhancementKind::HeroicTrait, EnhancementKind::Artefact] {
            let (table, field): (&[Enhancement], &str) = match kind {
                EnhancementKind::HeroicTrait => (&pack.heroic_traits, "heroic_trait"),
                EnhancementKind::Artefact => (&pack.artefacts, "artefact"),
            };
            let mut first: Option<String> = None;
            for t in taken {
                let chosen = match kind {
                    EnhancementKind::HeroicTrait => &t.choice.heroic_trait,
                    EnhancementKind::Artefact => &t.choice.artefact,
                };
                let Some(id) = chosen else {
                    continue;
                };
                let path = format!("{}/{field}", t.place.path());
                let name = t
                    .unit
                    .map_or_else(|| t.choice.unit.clone(), |u| u.name.clone());
                if !table.iter().any(|e| &e.id == id) {
                    let ids = table.iter().map(|e| e.id.as_str());
                    let finding = Finding::UnknownEnhancement {
                        kind,
                        id: id.clone(),
                        suggestion: closest(id, ids).map(str::to_owned),
                    };
                    self.push(finding, path.clone());
                }
                match &first {
                    None => first = Some(name.clone()),
                    Some(first) => {
                        let finding = Finding::TooManyEnhancements {
                            kind,
                            unit: name.clone(),
                            first: first.clone(),
                        };
                        self.push(finding, path.clone());
                    }
                }
                let Some(unit) = t.unit else {
                    continue;
                };
                let finding = if !unit.is_hero() {
                    Finding::EnhancementNotEligible {
                        kind,
                        unit: name,
                        hero: false,
                    }
                } else if unit.is_unique() {
                    Finding::EnhancementOnUnique { kind, unit: name }
                } else if !unit.enhancements {
                    Finding::EnhancementNotEligible {
                        kind,
                        unit: name,
                        hero: true,
                    }
                } else {
                    continue;
                };
                self.push(finding, path);
            }
        }
    }

    /// The faction's own enhancement tables (`Pack::enhancement_tables`): each id one of
    /// theirs, on a unit its table names (S4-ENH-3, as the data links tables to units),
    /// within its table's caps per army and per unit (S4-ENH-1's pattern) and its own cap
    /// (S4-ENH-2's). Reported at each id beyond a cap, in list order. A HERO, UNIQUE or not,
    /// is not asked for: the table's units are who may take it.
    pub(super) fn check_tables(&mut self, taken: &[Taken<'c>]) {
        let Some(pack) = self.pack else {
            return;
        };
        let mut per_table: Vec<(&str, u32)> = Vec::new();
        let mut per_item: Vec<(&str, u32)> = Vec::new();
        for t in taken {
            let name = t
                .unit
                .map_or_else(|| t.choice.unit.clone(), |u| u.name.clone());
            let mut on_unit: Vec<(&str, u32)> = Vec::new();
            for (i, id) in t.choice.enhancements.iter().enumerate() {
                let path = format!("{}/enhancements/{i}", t.place.path());
                let Some((table, e)) = pack.table_enhancement(id) else {
                    let ids = (pack.enhancement_tables.iter())
                        .flat_map(|t| t.enhancements.iter().map(|e| e.id.as_str()));
                    let suggestion = closest(id, ids).map(str::to_owned);
                    let id = id.clone();
                    let finding = TableFinding::Unknown { id, suggestion };
                    self.push(Finding::Table(finding), path);
                    continue;
                };
                let mut found = Vec::new();
                if t.unit.is_some_and(|u| !table.units.contains(&u.id)) {
                    found.push(TableFinding::NotEligible {
                        enhancement: e.name.clone(),
                        table: table.name.clone(),
                        unit: name.clone(),
                    });
                }
                let in_army = bump(&mut per_table, &table.id);
                if let Some(max) = table.per_army.filter(|max| in_army > *max) {
                    let (table, unit) = (table.name.clone(), name.clone());
                    found.push(TableFinding::PerArmy { table, max, unit });
                }
                let on_this = bump(&mut on_unit, &table.id);
                if let Some(max) = table.per_unit.filter(|max| on_this > *max) {
                    let (table, unit) = (table.name.clone(), name.clone());
                    found.push(TableFinding::PerUnit { table, max, unit });
                }
                let copies = bump(&mut per_item, &e.id);
                if let Some(max) = e.max.filter(|max| copies > *max) {
                    let enhancement = e.name.clone();
                    found.push(TableFinding::Repeated { enhancement, max });
                }
                for finding in found {
                    self.push(Finding::Table(finding), path.clone());
                }
            }
        }
    }

    /// The battle formation (exactly one when the pack offers any: see the module
    /// documentation for why missing is an error) and the lores (at most one of each is by
    /// the list format), each an id of the pack.
    pub(super) fn check_formation_and_lores(&mut self) {
        let Some(pack) = self.pack else {
            return;
        };
        let list = self.list;
        match &list.battle_formation {
            Some(id) => {
                if let Some(suggestion) = missing(&pack.battle_formations, id) {
                    let id = id.clone();
                    let finding = Finding::UnknownFormation { id, suggestion };
                    self.push(finding, "/battle_formation");
                }
            }
            None if !pack.battle_formations.is_empty() => {
                self.push(Finding::NoFormation, "/battle_formation");
            }
            None => {}
        }
        let lores = [
            (
                LoreKind::Spell,
                &list.spell_lore,
                &pack.spell_lores,
                "spell_lore",
            ),
            (
                LoreKind::Prayer,
                &list.prayer_lore,
                &pack.prayer_lores,
                "prayer_lore",
            ),
            (
                LoreKind::Manifestation,
                &list.manifestation_lore,
                &pack.manifestation_lores,
                "manifestation_lore",
            ),
        ];
        for (kind, chosen, table, field) in lores {
            let Some(id) = chosen else {
                continue;
            };
            if let Some(suggestion) = missing(table, id) {
                let id = id.clone();
                let finding = Finding::UnknownLore {
                    kind,
                    id,
                    suggestion,
                };
                self.push(finding, format!("/{field}"));
            }
        }
    }
}

/// `None` when `id` is in `table`; else `Some` of the closest id there.
fn missing(table: &[Choice], id: &str) -> Option<Option<String>> {
    if table.iter().any(|c| c.id == id) {
        return None;
    }
    Some(closest(id, table.iter().map(|c| c.id.as_str())).map(str::to_owned))
}
