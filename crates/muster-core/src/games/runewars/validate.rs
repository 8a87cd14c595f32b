//! The RuneWars army-building rules (digest §1): a whole list in, every finding out.
//!
//! Each check names its rule id. Where the digest marks a reading as unclear, the reading
//! it recommends is the default and the other is an [`Options`] switch:
//! - E2 (R-UNQ-2): an army value that is not a multiple of 100 rounds the unique-unit cap
//!   **down** and says so in a warning.
//! - E3 (R-UPG-3): a faction-icon upgrade needs **both** a unit of that faction (the
//!   army-building text) and an army of that faction (§22.7).

use super::catalog::{Catalog, Configuration, HeroEffect, SlotCounts, SlotIcon, UnitCard};
use super::findings::Finding;
use super::heroes::HeroEffects;
use super::list::{ListUnit, Mode, RuneWarsList};
use super::options::Options;
use super::totals::{PointsTotals, SlotUse, Totals, UniqueTotals, UnitTotals};
use crate::diagnostic::{Diagnostic, Explain, Report};
use crate::game::Game;
use crate::ids::name_key;
use crate::lang::Lang;
use crate::suggest::closest;
use std::collections::HashMap;

fn unit_path(i: usize) -> String {
    format!("/units/{i}")
}

fn upgrade_path(i: usize, j: usize) -> String {
    format!("/units/{i}/upgrades/{j}")
}

fn join_ids<'a>(ids: impl Iterator<Item = &'a str>) -> String {
    ids.collect::<Vec<_>>().join(", ")
}

/// One validation run: the inputs, and what has been found and counted so far.
struct Checker<'c> {
    list: &'c RuneWarsList,
    catalog: &'c Catalog,
    options: &'c Options,
    lang: Lang,
    heroes: HeroEffects<'c>,
    out: Vec<Diagnostic>,
    /// Name keys of the unique cards met so far (R-UNQ-1).
    unique_names: Vec<String>,
    /// Paths of the unique units met so far (R-UNQ-2).
    unique_units: Vec<String>,
    /// Team play: the players named so far.
    players: Vec<&'c str>,
}

impl<'c> Checker<'c> {
    fn push(&mut self, finding: Finding, path: String) {
        self.out.push(finding.diagnostic(path, self.lang));
    }

    fn faction_name(&self, id: &str) -> String {
        self.catalog
            .faction(id)
            .map_or_else(|| id.to_owned(), |f| f.name.get(self.lang).to_owned())
    }

    /// R-PTS-2: an agreed value; skirmish is 100 (§1.10).
    fn check_points_limit(&mut self, limit: u32) {
        let default = self.list.mode.default_points_limit();
        let finding = if limit == 0 {
            Finding::ZeroLimit
        } else if limit == default {
            return;
        } else if self.list.mode == Mode::Skirmish {
            Finding::SkirmishLimit { limit }
        } else {
            Finding::CustomLimit { limit, default }
        };
        self.push(finding, "/points_limit".into());
    }

    /// R-FAC-1: the army's faction must exist. Returns whether it does.
    fn check_army_faction(&mut self) -> bool {
        if self.catalog.faction(&self.list.faction).is_some() {
            return true;
        }
        let known = join_ids(self.catalog.factions().iter().map(|f| f.id.as_str()));
        let faction = self.list.faction.clone();
        self.push(
            Finding::UnknownFaction { faction, known },
            "/faction".into(),
        );
        false
    }

    /// R-UNQ-1: at most one card of each unique name, across units and upgrades.
    fn check_unique_name(&mut self, english_name: &str, shown_name: &str, path: String) {
        let key = name_key(english_name);
        if self.unique_names.contains(&key) {
            let name = shown_name.to_owned();
            self.push(Finding::DuplicateUniqueName { name }, path);
        } else {
            self.unique_names.push(key);
        }
    }

    fn push_unknown_upgrade(&mut self, id: &str, path: String) {
        let ids = self.catalog.upgrades().iter().map(|u| u.id.as_str());
        let suggestion = closest(id, ids).map(str::to_owned);
        let upgrade = id.to_owned();
        self.push(
            Finding::UnknownUpgrade {
                upgrade,
                suggestion,
            },
            path,
        );
    }

    /// A unit id the catalogue lacks: its upgrades still cost points and still carry names.
    fn check_unknown_unit(&mut self, i: usize, entry: &ListUnit) -> UnitTotals {
        let ids = self.catalog.units().iter().map(|u| u.id.as_str());
        let suggestion = closest(&entry.unit, ids).map(str::to_owned);
        let unit = entry.unit.clone();
        self.push(
            Finding::UnknownUnit { unit, suggestion },
            format!("/units/{i}/unit"),
        );
        let mut cost = 0;
        for (j, id) in entry.upgrades.iter().enumerate() {
            match self.catalog.upgrade(id) {
                Some(upgrade) => {
                    cost += upgrade.cost;
                    if self.catalog.upgrade_has_unique_name(id) {
                        self.check_unique_name(
                            &upgrade.name.en,
                            upgrade.name.get(self.lang),
                            upgrade_path(i, j),
                        );
                    }
                }
                None => self.push_unknown_upgrade(id, upgrade_path(i, j)),
            }
        }
        UnitTotals {
            unit: entry.unit.clone(),
            config: entry.config.clone(),
            cost,
            slots: Vec::new(),
        }
    }

    /// R-FAC-1 / R-FAC-2: one faction, unless a hero allows this unit.
    fn check_unit_faction(&mut self, i: usize, card: &'c UnitCard) {
        if card.faction == self.list.faction {
            return;
        }
        let unit = card.name.get(self.lang).to_owned();
        let finding = match self.heroes.take_ally(card, &self.list.faction) {
            Some(hero) => Finding::AlliedUnitAllowed {
                unit,
                hero: hero.name.get(self.lang).to_owned(),
            },
            None => Finding::UnitOutOfFaction {
                unit,
                unit_faction: self.faction_name(&card.faction),
                army_faction: self.faction_name(&self.list.faction),
            },
        };
        self.push(finding, unit_path(i));
    }

    /// R-CFG-1: exactly one row of the cost table.
    fn configuration(
        &mut self,
        i: usize,
        entry: &ListUnit,
        card: &'c UnitCard,
    ) -> Option<&'c Configuration> {
        let choices = || join_ids(card.configurations.iter().map(|c| c.id.as_str()));
        let unit = || card.name.get(self.lang).to_owned();
        match &entry.config {
            Some(id) => {
                let found = card.configuration(id);
                if found.is_none() {
                    let finding = Finding::UnknownConfiguration {
                        unit: unit(),
                        config: id.clone(),
                        choices: choices(),
                    };
                    self.push(finding, format!("/units/{i}/config"));
                }
                found
            }
            None if card.configurations.len() == 1 => card.configurations.first(),
            None => {
                let finding = Finding::MissingConfiguration {
                    unit: unit(),
                    choices: choices(),
                };
                self.push(finding, unit_path(i));
                None
            }
        }
    }

    /// R-UPG-1: every upgrade needs a free slot of its icon (or a hero's extra allowance).
    /// Upgrades an extra allowance could take are placed last, so they use a slot only when
    /// no other upgrade needs it. Returns the slots available and taken, and the upgrades
    /// (by index) left without a slot.
    fn assign_slots(
        &self,
        entry: &ListUnit,
        card: &UnitCard,
        config: &Configuration,
    ) -> (SlotCounts, SlotCounts, Vec<usize>) {
        let available = SlotCounts::from_slots(self.heroes.slots(card, config));
        let mut taken = SlotCounts::default();
        let mut extras = self.heroes.extras_for(card);
        let mut order: Vec<usize> = (0..entry.upgrades.len()).collect();
        order.sort_by_key(|&j| extras.iter().any(|(x, _)| x.covers(&entry.upgrades[j])));
        let mut homeless = Vec::new();
        for j in order {
            let Some(upgrade) = self.catalog.upgrade(&entry.upgrades[j]) else {
                continue;
            };
            if taken.get(upgrade.slot) < available.get(upgrade.slot) {
                taken.add(upgrade.slot);
            } else if let Some((_, left)) = extras
                .iter_mut()
                .find(|(x, left)| *left > 0 && x.covers(&upgrade.id))
            {
                *left -= 1;
            } else {
                homeless.push(j);
            }
        }
        (available, taken, homeless)
    }

    /// R-UPG-1..3, card restrictions and R-UNQ-1 for the upgrades of one unit; returns
    /// their cost and slot use.
    fn check_upgrades(
        &mut self,
        i: usize,
        entry: &ListUnit,
        card: &'c UnitCard,
        config: Option<&'c Configuration>,
    ) -> (u32, Vec<SlotUse>) {
        let lang = self.lang;
        let unit_name = card.name.get(lang);
        let (available, taken, homeless) = match config {
            Some(config) => self.assign_slots(entry, card, config),
            None => Default::default(),
        };
        let mut cost = 0;
        let mut figures = 0u32;
        for (j, id) in entry.upgrades.iter().enumerate() {
            let path = || upgrade_path(i, j);
            let Some(upgrade) = self.catalog.upgrade(id) else {
                self.push_unknown_upgrade(id, path());
                continue;
            };
            cost += upgrade.cost;
            let upgrade_name = upgrade.name.get(lang);
            if let (Some(config), true) = (config, homeless.contains(&j)) {
                let finding = Finding::NoFreeSlot {
                    upgrade: upgrade_name.to_owned(),
                    slot: upgrade.slot.name(lang).to_owned(),
                    unit: unit_name.to_owned(),
                    config: config.label(lang),
                    available: available.get(upgrade.slot),
                };
                self.push(finding, path());
            }
            // R-UPG-2: a unit-type icon.
            let r = &upgrade.restrictions;
            if !r.unit_types.is_empty() && !r.unit_types.contains(&card.unit_type) {
                let allowed: Vec<&str> = r.unit_types.iter().map(|t| t.name(lang)).collect();
                let finding = Finding::WrongUnitType {
                    upgrade: upgrade_name.to_owned(),
                    allowed: allowed.join(", "),
                    unit: unit_name.to_owned(),
                    unit_type: card.unit_type.name(lang).to_owned(),
                };
                self.push(finding, path());
            }
            // R-UPG-3: a faction icon, per the chosen reading of E3.
            if let Some(faction) = &upgrade.faction {
                let reading = self.options.faction_upgrades;
                if let Some(against) = reading.mismatch(faction, &card.faction, &self.list.faction)
                {
                    let finding = Finding::WrongFaction {
                        upgrade: upgrade_name.to_owned(),
                        upgrade_faction: self.faction_name(faction),
                        unit: unit_name.to_owned(),
                        against: self.faction_name(against),
                    };
                    self.push(finding, path());
                }
            }
            // Component text (digest §1.7): upgrades for named units only.
            let named_only = !r.units.is_empty() && !r.units.contains(&card.id);
            if named_only || r.not_units.contains(&card.id) {
                let allowed = if named_only {
                    let names = r.units.iter().map(|u| {
                        self.catalog
                            .unit(u)
                            .map_or(u.as_str(), |c| c.name.get(lang))
                    });
                    join_ids(names)
                } else {
                    String::new()
                };
                let finding = Finding::RestrictedUpgrade {
                    upgrade: upgrade_name.to_owned(),
                    unit: unit_name.to_owned(),
                    allowed,
                };
                self.push(finding, path());
            }
            if upgrade.figure.is_some() {
                figures += 1;
            }
            if self.catalog.upgrade_has_unique_name(id) {
                self.check_unique_name(&upgrade.name.en, upgrade_name, path());
            }
        }
        if let Some(config) = config {
            self.check_front_rank(i, card, config, figures);
        }
        let slots = SlotIcon::ALL
            .into_iter()
            .filter(|s| available.get(*s) > 0 || taken.get(*s) > 0)
            .map(|slot| SlotUse {
                slot,
                used: taken.get(slot),
                available: available.get(slot),
            })
            .collect();
        (cost, slots)
    }

    /// Digest §1.5 (V10): figure upgrades replace front-rank figures; checked only where a
    /// source gives the figures per tray.
    fn check_front_rank(
        &mut self,
        i: usize,
        card: &UnitCard,
        config: &Configuration,
        figures: u32,
    ) {
        let Some(per_tray) = self.catalog.front_rank_figures_per_tray(card.unit_type) else {
            return;
        };
        let front = u32::from(config.columns) * u32::from(per_tray);
        if figures > front {
            let unit = card.name.get(self.lang).to_owned();
            self.push(
                Finding::FrontRankFull {
                    unit,
                    figures,
                    front,
                },
                unit_path(i),
            );
        }
    }

    /// One unit: faction, uniqueness, row, upgrades, team player, hero reminders.
    fn check_unit(
        &mut self,
        i: usize,
        entry: &'c ListUnit,
        card: Option<&'c UnitCard>,
        faction_known: bool,
    ) -> UnitTotals {
        let Some(card) = card else {
            return self.check_unknown_unit(i, entry);
        };
        let lang = self.lang;
        if faction_known {
            self.check_unit_faction(i, card);
        }
        if card.unique {
            self.unique_units.push(unit_path(i));
            self.check_unique_name(&card.name.en, card.name.get(lang), unit_path(i));
        }
        let config = self.configuration(i, entry, card);
        let (upgrade_cost, slots) = self.check_upgrades(i, entry, card, config);
        if self.list.mode == Mode::Team {
            match entry.player.as_deref() {
                Some(p) if !self.players.contains(&p) => self.players.push(p),
                Some(_) => {}
                None => {
                    let unit = card.name.get(lang).to_owned();
                    self.push(Finding::TeamUnitWithoutPlayer { unit }, unit_path(i));
                }
            }
        }
        for effect in self.catalog.hero_effects(&card.id) {
            if let HeroEffect::Reminder { text } = effect {
                let finding = Finding::HeroReminder {
                    hero: card.name.get(lang).to_owned(),
                    text: text.get(lang).to_owned(),
                };
                self.push(finding, unit_path(i));
            }
        }
        UnitTotals {
            unit: entry.unit.clone(),
            config: config.map(|c| c.id.clone()),
            cost: config.map_or(0, |c| c.cost) + upgrade_cost,
            slots,
        }
    }

    /// §1.8: several units of one card need ID tokens (a set-up reminder, at the first).
    ///
    /// One count per id, then one pass in list order, so a list of many units is checked in
    /// linear time (it compared every unit with every other).
    fn check_id_tokens(&mut self) {
        let units = &self.list.units;
        let mut copies: HashMap<&str, u32> = HashMap::new();
        for entry in units {
            *copies.entry(entry.unit.as_str()).or_default() += 1;
        }
        for (i, entry) in units.iter().enumerate() {
            // Taking the count out marks the id as met: only its first unit gets the note.
            let Some(copies) = copies.remove(entry.unit.as_str()) else {
                continue;
            };
            if let (true, Some(card)) = (copies > 1, self.catalog.unit(&entry.unit)) {
                let unit = card.name.get(self.lang).to_owned();
                self.push(Finding::IdTokens { unit, copies }, unit_path(i));
            }
        }
    }

    /// R-UNQ-2: one unique unit per 100 points of the *allowed* value (E2). Returns the cap.
    fn check_unique_cap(&mut self, limit: u32) -> u32 {
        let allowed = self.options.unique_cap_rounding.cap(limit);
        if !limit.is_multiple_of(100) && !self.unique_units.is_empty() {
            self.push(
                Finding::UniqueCapRounded { limit, allowed },
                "/points_limit".into(),
            );
        }
        let over: Vec<String> = self
            .unique_units
            .iter()
            .skip(allowed as usize)
            .cloned()
            .collect();
        for path in over {
            self.push(Finding::TooManyUniqueUnits { allowed, limit }, path);
        }
        allowed
    }
}

/// Checks a RuneWars list against every army-building rule of digest §1.
pub fn validate_list(
    list: &RuneWarsList,
    catalog: &Catalog,
    options: &Options,
    lang: Lang,
) -> Report<Totals> {
    let cards: Vec<Option<&UnitCard>> = list.units.iter().map(|u| catalog.unit(&u.unit)).collect();
    let mut checker = Checker {
        list,
        catalog,
        options,
        lang,
        heroes: HeroEffects::gather(&cards, catalog),
        out: Vec::new(),
        unique_names: Vec::new(),
        unique_units: Vec::new(),
        players: Vec::new(),
    };
    let limit = list.points_limit();
    checker.check_points_limit(limit);
    let faction_known = checker.check_army_faction();
    if let Some(hero) = checker.heroes.slots_from_next_row {
        let at = cards
            .iter()
            .position(|c| c.is_some_and(|c| c.id == hero.id))
            .unwrap_or(0);
        let hero = hero.name.get(lang).to_owned();
        checker.push(Finding::SlotsFromNextRow { hero }, unit_path(at));
    }

    let units: Vec<UnitTotals> = list
        .units
        .iter()
        .zip(&cards)
        .enumerate()
        .map(|(i, (entry, card))| checker.check_unit(i, entry, *card, faction_known))
        .collect();
    let used: u32 = units.iter().map(|u| u.cost).sum();

    checker.check_id_tokens();
    let allowed = checker.check_unique_cap(limit);
    // R-PTS-1: the total may not exceed the army value.
    if used > limit && limit > 0 {
        let path = if list.points_limit.is_some() {
            "/points_limit"
        } else {
            "/units"
        };
        checker.push(Finding::OverLimit { used, limit }, path.into());
    }
    if list.mode == Mode::Team && checker.players.len() < 2 {
        checker.push(Finding::TeamOnePlayer, "/mode".into());
    }

    let totals = Totals {
        points: PointsTotals {
            used,
            limit,
            left: i64::from(limit) - i64::from(used),
        },
        unique_units: UniqueTotals {
            used: checker.unique_units.len() as u32,
            allowed,
        },
        units,
    };
    Report::new(super::RuneWars::ID, totals, checker.out)
}
