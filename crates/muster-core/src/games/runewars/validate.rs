//! The RuneWars army-building rules (digest §1): a whole list in, every finding out.
//!
//! Each check names its rule id. Where the digest marks a reading as unclear, the reading
//! it recommends is the default and the other is an [`Options`] switch:
//! - E2 (R-UNQ-2): an army value that is not a multiple of 100 rounds the unique-unit cap
//!   **down** ([`UniqueCapRounding::Down`]) and says so in a warning.
//! - E3 (R-UPG-3): a faction-icon upgrade needs **both** a unit of that faction (the army
//!   building text) and an army of that faction (§22.7) ([`FactionUpgradeReading::Strict`]).

use super::catalog::{
    name_key, Catalog, Configuration, HeroEffect, SlotCounts, SlotIcon, UnitCard, UnitType,
};
use super::findings::Finding;
use super::list::{Mode, RuneWarsList};
use crate::diagnostic::{Diagnostic, Report};
use crate::lang::Lang;
use crate::suggest::closest;
use serde::Serialize;

/// How to round the unique-unit cap for army values that are not multiples of 100 (E2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum UniqueCapRounding {
    /// floor(value / 100): the digest's recommendation.
    #[default]
    Down,
    /// ceil(value / 100): what the community BattleScribe data does.
    Up,
}

/// Which units a faction-icon upgrade may be equipped on (E3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FactionUpgradeReading {
    /// The unit and the army must both be of the upgrade's faction (default).
    #[default]
    Strict,
    /// Only the unit must be of the faction (army-building text, FdE "Mejoras").
    Unit,
    /// Only the army must be of the faction (§22.7).
    Army,
}

/// Readings of unclear rules the players may choose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// E2.
    pub unique_cap_rounding: UniqueCapRounding,
    /// E3.
    pub faction_upgrades: FactionUpgradeReading,
}

/// Points spent, allowed and left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PointsTotals {
    /// Sum of every unit's row cost and every upgrade's cost (R-PTS-1).
    pub used: u32,
    /// The army value.
    pub limit: u32,
    /// `limit - used`; negative when over.
    pub left: i64,
}

/// Unique units used and allowed (R-UNQ-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct UniqueTotals {
    /// Unique units in the list.
    pub used: u32,
    /// The cap for the army value.
    pub allowed: u32,
}

/// Slots of one icon on one unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SlotUse {
    /// The icon.
    pub slot: SlotIcon,
    /// Upgrades of that icon equipped in those slots.
    pub used: u8,
    /// Slots of that icon the row gives (after hero effects).
    pub available: u8,
}

/// One unit's line of the totals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct UnitTotals {
    /// The unit card id as written.
    pub unit: String,
    /// The configuration in force, when it is known.
    pub config: Option<String>,
    /// Row cost plus upgrade costs.
    pub cost: u32,
    /// Slot use per icon (icons with no slot and no upgrade are left out).
    pub slots: Vec<SlotUse>,
}

/// What a RuneWars player reads next to the findings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Totals {
    /// Points.
    pub points: PointsTotals,
    /// Unique units.
    pub unique_units: UniqueTotals,
    /// Per unit, in list order.
    pub units: Vec<UnitTotals>,
}

/// Collects findings with their paths, rendered in one language.
struct Findings {
    lang: Lang,
    out: Vec<Diagnostic>,
}

impl Findings {
    fn push(&mut self, finding: Finding, path: String) {
        self.out.push(finding.at(path, self.lang));
    }
}

fn unit_path(i: usize) -> String {
    format!("/units/{i}")
}

fn upgrade_path(i: usize, j: usize) -> String {
    format!("/units/{i}/upgrades/{j}")
}

fn join_ids<'a>(ids: impl Iterator<Item = &'a str>) -> String {
    ids.collect::<Vec<_>>().join(", ")
}

/// A hero allowance for units of another faction that is still unused (R-FAC-2).
struct AllyAllowance<'c> {
    hero: &'c UnitCard,
    faction: Option<&'c str>,
    unit_types: &'c [UnitType],
    left: u32,
}

/// A hero allowance for extra upgrades beyond a unit's slots (R-FAC-2, hero overrides).
struct ExtraUpgrades<'c> {
    faction: &'c str,
    unit_types: &'c [UnitType],
    upgrades: &'c [String],
    count: u32,
}

/// The heroes' army-building effects in force in this list.
struct HeroEffects<'c> {
    allies: Vec<AllyAllowance<'c>>,
    extras: Vec<ExtraUpgrades<'c>>,
    slots_from_next_row: bool,
}

impl<'c> HeroEffects<'c> {
    fn gather(cards: &[Option<&'c UnitCard>], catalog: &'c Catalog) -> Self {
        let mut effects = HeroEffects {
            allies: Vec::new(),
            extras: Vec::new(),
            slots_from_next_row: false,
        };
        for card in cards.iter().flatten().filter(|c| c.unique) {
            for effect in catalog.hero_effects(&card.id) {
                match effect {
                    HeroEffect::AllowAlliedUnits {
                        faction,
                        unit_types,
                        count,
                    } => effects.allies.push(AllyAllowance {
                        hero: card,
                        faction: faction.as_deref(),
                        unit_types,
                        left: *count,
                    }),
                    HeroEffect::ExtraUpgrades {
                        faction,
                        unit_types,
                        upgrades,
                        count,
                    } => effects.extras.push(ExtraUpgrades {
                        faction,
                        unit_types,
                        upgrades,
                        count: *count,
                    }),
                    HeroEffect::SlotsFromNextRow => effects.slots_from_next_row = true,
                    HeroEffect::Reminder { .. } => {}
                }
            }
        }
        effects
    }

    /// Uses an ally allowance for `card`, if one fits; returns the hero that allows it.
    fn take_ally(&mut self, card: &UnitCard, army_faction: &str) -> Option<&'c UnitCard> {
        if card.unique {
            return None;
        }
        let allowance = self.allies.iter_mut().find(|a| {
            a.left > 0
                && (a.unit_types.is_empty() || a.unit_types.contains(&card.unit_type))
                && match a.faction {
                    Some(f) => f == card.faction,
                    None => card.faction != army_faction,
                }
        })?;
        allowance.left -= 1;
        Some(allowance.hero)
    }
}

/// The slots a unit may fill: its row's, or the next more expensive row's under a hero
/// that shifts slots (Ardus Ix'Erebus, digest §4.5).
fn effective_slots<'c>(
    card: &'c UnitCard,
    config: &'c Configuration,
    shifted: bool,
) -> &'c [SlotIcon] {
    if !shifted {
        return &config.slots;
    }
    card.configurations
        .iter()
        .filter(|c| c.cost > config.cost)
        .min_by_key(|c| c.cost)
        .map_or(&config.slots, |next| &next.slots)
}

/// Checks a RuneWars list against every army-building rule of digest §1.
pub fn validate_list(
    list: &RuneWarsList,
    catalog: &Catalog,
    options: &Options,
    lang: Lang,
) -> Report<Totals> {
    let mut findings = Findings {
        lang,
        out: Vec::new(),
    };
    let limit = list.points_limit();
    let default_limit = list.mode.default_points_limit();

    // R-PTS-2: an agreed value; skirmish is 100 (§1.10).
    if limit == 0 {
        findings.push(Finding::ZeroLimit, "/points_limit".into());
    } else if limit != default_limit {
        if list.mode == Mode::Skirmish {
            findings.push(Finding::SkirmishLimit { limit }, "/points_limit".into());
        } else {
            findings.push(
                Finding::CustomLimit {
                    limit,
                    default: default_limit,
                },
                "/points_limit".into(),
            );
        }
    }

    // R-FAC-1: the army's faction must exist.
    let army_faction = catalog.faction(&list.faction);
    if army_faction.is_none() {
        findings.push(
            Finding::UnknownFaction {
                faction: list.faction.clone(),
                known: join_ids(catalog.factions().iter().map(|f| f.id.as_str())),
            },
            "/faction".into(),
        );
    }
    let faction_name = |id: &str| {
        catalog
            .faction(id)
            .map_or_else(|| id.to_owned(), |f| f.name.get(lang).to_owned())
    };

    let cards: Vec<Option<&UnitCard>> = list.units.iter().map(|u| catalog.unit(&u.unit)).collect();
    let mut heroes = HeroEffects::gather(&cards, catalog);
    if heroes.slots_from_next_row {
        for (i, card) in cards.iter().enumerate() {
            let Some(card) = card else { continue };
            if catalog
                .hero_effects(&card.id)
                .contains(&HeroEffect::SlotsFromNextRow)
            {
                findings.push(
                    Finding::SlotsFromNextRow {
                        hero: card.name.get(lang).to_owned(),
                    },
                    unit_path(i),
                );
            }
        }
    }

    let mut used = 0u32;
    let mut unique_units = 0u32;
    let mut unique_unit_paths: Vec<String> = Vec::new();
    let mut unique_names: Vec<String> = Vec::new();
    let mut unit_totals = Vec::with_capacity(list.units.len());
    let mut team_players: Vec<&str> = Vec::new();

    for (i, (entry, card)) in list.units.iter().zip(&cards).enumerate() {
        let mut unit_cost = 0u32;
        let Some(card) = card else {
            findings.push(
                Finding::UnknownUnit {
                    unit: entry.unit.clone(),
                    suggestion: closest(&entry.unit, catalog.units().iter().map(|u| u.id.as_str()))
                        .map(str::to_owned),
                },
                format!("/units/{i}/unit"),
            );
            // Upgrades still cost points and may still break unique names.
            for (j, id) in entry.upgrades.iter().enumerate() {
                match catalog.upgrade(id) {
                    Some(upgrade) => {
                        unit_cost += upgrade.cost;
                        check_unique_name(
                            &mut findings,
                            &mut unique_names,
                            catalog.upgrade_has_unique_name(&upgrade.id),
                            &upgrade.name.en,
                            upgrade.name.get(lang),
                            upgrade_path(i, j),
                        );
                    }
                    None => push_unknown_upgrade(&mut findings, catalog, id, upgrade_path(i, j)),
                }
            }
            used += unit_cost;
            unit_totals.push(UnitTotals {
                unit: entry.unit.clone(),
                config: entry.config.clone(),
                cost: unit_cost,
                slots: Vec::new(),
            });
            continue;
        };
        let unit_name = card.name.get(lang);

        // R-FAC-1 / R-FAC-2: one faction, unless a hero allows this unit.
        if army_faction.is_some() && card.faction != list.faction {
            match heroes.take_ally(card, &list.faction) {
                Some(hero) => findings.push(
                    Finding::AlliedUnitAllowed {
                        unit: unit_name.to_owned(),
                        hero: hero.name.get(lang).to_owned(),
                    },
                    unit_path(i),
                ),
                None => findings.push(
                    Finding::UnitOutOfFaction {
                        unit: unit_name.to_owned(),
                        unit_faction: faction_name(&card.faction),
                        army_faction: faction_name(&list.faction),
                    },
                    unit_path(i),
                ),
            }
        }

        // R-UNQ-1 and R-UNQ-2: unique units.
        if card.unique {
            unique_units += 1;
            unique_unit_paths.push(unit_path(i));
            check_unique_name(
                &mut findings,
                &mut unique_names,
                true,
                &card.name.en,
                unit_name,
                unit_path(i),
            );
        }

        // R-CFG-1: exactly one row of the cost table.
        let config = match &entry.config {
            Some(id) => {
                let found = card.configuration(id);
                if found.is_none() {
                    findings.push(
                        Finding::UnknownConfiguration {
                            unit: unit_name.to_owned(),
                            config: id.clone(),
                            choices: join_ids(card.configurations.iter().map(|c| c.id.as_str())),
                        },
                        format!("/units/{i}/config"),
                    );
                }
                found
            }
            None if card.configurations.len() == 1 => card.configurations.first(),
            None => {
                findings.push(
                    Finding::MissingConfiguration {
                        unit: unit_name.to_owned(),
                        choices: join_ids(card.configurations.iter().map(|c| c.id.as_str())),
                    },
                    unit_path(i),
                );
                None
            }
        };
        if let Some(config) = config {
            unit_cost += config.cost;
        }

        // R-UPG-1..3 and the card restrictions, upgrade by upgrade.
        let slots = config.map(|c| effective_slots(card, c, heroes.slots_from_next_row));
        let available = slots.map(SlotCounts::from_slots).unwrap_or_default();
        let mut taken = SlotCounts::default();
        let extras: Vec<(&ExtraUpgrades, u32)> = heroes
            .extras
            .iter()
            .filter(|x| {
                x.faction == card.faction
                    && (x.unit_types.is_empty() || x.unit_types.contains(&card.unit_type))
            })
            .map(|x| (x, x.count))
            .collect();
        let mut extras = extras;
        let mut figure_upgrades = 0u32;
        // Upgrades an extra allowance could take go last, so that they use a free slot
        // only when no other upgrade needs it.
        let mut order: Vec<usize> = (0..entry.upgrades.len()).collect();
        order.sort_by_key(|&j| {
            extras
                .iter()
                .any(|(x, _)| x.upgrades.contains(&entry.upgrades[j]))
        });
        let mut slot_findings: Vec<(usize, Finding)> = Vec::new();
        for &j in &order {
            let Some(upgrade) = catalog.upgrade(&entry.upgrades[j]) else {
                continue;
            };
            if config.is_none() {
                continue;
            }
            if taken.get(upgrade.slot) < available.get(upgrade.slot) {
                taken.add(upgrade.slot);
            } else if let Some((_, left)) = extras
                .iter_mut()
                .find(|(x, left)| *left > 0 && x.upgrades.contains(&upgrade.id))
            {
                *left -= 1;
            } else {
                slot_findings.push((
                    j,
                    Finding::NoFreeSlot {
                        upgrade: upgrade.name.get(lang).to_owned(),
                        slot: upgrade.slot.name(lang).to_owned(),
                        unit: unit_name.to_owned(),
                        config: config.map_or_else(String::new, |c| c.id.clone()),
                        available: available.get(upgrade.slot),
                    },
                ));
            }
        }
        slot_findings.sort_by_key(|(j, _)| *j);
        let mut slot_findings = slot_findings.into_iter().peekable();

        for (j, id) in entry.upgrades.iter().enumerate() {
            let path = || upgrade_path(i, j);
            let Some(upgrade) = catalog.upgrade(id) else {
                push_unknown_upgrade(&mut findings, catalog, id, path());
                continue;
            };
            unit_cost += upgrade.cost;
            let upgrade_name = upgrade.name.get(lang);
            while let Some((_, finding)) = slot_findings.next_if(|(k, _)| *k == j) {
                findings.push(finding, path());
            }
            let r = &upgrade.restrictions;
            if !r.unit_types.is_empty() && !r.unit_types.contains(&card.unit_type) {
                findings.push(
                    Finding::WrongUnitType {
                        upgrade: upgrade_name.to_owned(),
                        allowed: r
                            .unit_types
                            .iter()
                            .map(|t| t.name(lang))
                            .collect::<Vec<_>>()
                            .join(", "),
                        unit: unit_name.to_owned(),
                        unit_type: card.unit_type.name(lang).to_owned(),
                    },
                    path(),
                );
            }
            if let Some(faction) = &upgrade.faction {
                let unit_ok = *faction == card.faction;
                let army_ok = *faction == list.faction;
                let against = match options.faction_upgrades {
                    FactionUpgradeReading::Strict if !army_ok => Some(&list.faction),
                    FactionUpgradeReading::Strict | FactionUpgradeReading::Unit if !unit_ok => {
                        Some(&card.faction)
                    }
                    FactionUpgradeReading::Army if !army_ok => Some(&list.faction),
                    _ => None,
                };
                if let Some(against) = against {
                    findings.push(
                        Finding::WrongFaction {
                            upgrade: upgrade_name.to_owned(),
                            upgrade_faction: faction_name(faction),
                            unit: unit_name.to_owned(),
                            against: faction_name(against),
                        },
                        path(),
                    );
                }
            }
            let named_only = !r.units.is_empty() && !r.units.contains(&card.id);
            if named_only || r.not_units.contains(&card.id) {
                let allowed = if named_only {
                    join_ids(
                        r.units
                            .iter()
                            .map(|u| catalog.unit(u).map_or(u.as_str(), |c| c.name.get(lang))),
                    )
                } else {
                    String::new()
                };
                findings.push(
                    Finding::RestrictedUpgrade {
                        upgrade: upgrade_name.to_owned(),
                        unit: unit_name.to_owned(),
                        allowed,
                    },
                    path(),
                );
            }
            if upgrade.figure.is_some() {
                figure_upgrades += 1;
            }
            check_unique_name(
                &mut findings,
                &mut unique_names,
                catalog.upgrade_has_unique_name(&upgrade.id),
                &upgrade.name.en,
                upgrade_name,
                path(),
            );
        }

        // Digest §1.5 (V10): figure upgrades replace front-rank figures; checked only where
        // a source gives the figures per tray.
        if let (Some(config), Some(per_tray)) =
            (config, catalog.front_rank_figures_per_tray(card.unit_type))
        {
            let front = u32::from(config.columns) * u32::from(per_tray);
            if figure_upgrades > front {
                findings.push(
                    Finding::FrontRankFull {
                        unit: unit_name.to_owned(),
                        figures: figure_upgrades,
                        front,
                    },
                    unit_path(i),
                );
            }
        }

        if list.mode == Mode::Team {
            match entry.player.as_deref() {
                Some(p) if !team_players.contains(&p) => team_players.push(p),
                Some(_) => {}
                None => findings.push(
                    Finding::TeamUnitWithoutPlayer {
                        unit: unit_name.to_owned(),
                    },
                    unit_path(i),
                ),
            }
        }

        // Hero reminders for the table (digest §1.7).
        for effect in catalog.hero_effects(&card.id) {
            if let HeroEffect::Reminder { text } = effect {
                findings.push(
                    Finding::HeroReminder {
                        hero: unit_name.to_owned(),
                        text: text.get(lang).to_owned(),
                    },
                    unit_path(i),
                );
            }
        }

        used += unit_cost;
        unit_totals.push(UnitTotals {
            unit: entry.unit.clone(),
            config: config.map(|c| c.id.clone()),
            cost: unit_cost,
            slots: SlotIcon::ALL
                .into_iter()
                .filter(|s| available.get(*s) > 0 || taken.get(*s) > 0)
                .map(|slot| SlotUse {
                    slot,
                    used: taken.get(slot),
                    available: available.get(slot),
                })
                .collect(),
        });
    }

    // §1.8: ID tokens for several units of one card (a setup reminder).
    let mut seen: Vec<&str> = Vec::new();
    for (i, entry) in list.units.iter().enumerate() {
        if seen.contains(&entry.unit.as_str()) {
            continue;
        }
        seen.push(&entry.unit);
        let copies = list.units.iter().filter(|u| u.unit == entry.unit).count() as u32;
        if let (true, Some(card)) = (copies > 1, catalog.unit(&entry.unit)) {
            findings.push(
                Finding::IdTokens {
                    unit: card.name.get(lang).to_owned(),
                    copies,
                },
                unit_path(i),
            );
        }
    }

    // R-UNQ-2: one unique unit per 100 points of the *allowed* value (E2).
    let allowed = match options.unique_cap_rounding {
        UniqueCapRounding::Down => limit / 100,
        UniqueCapRounding::Up => limit.div_ceil(100),
    };
    if limit % 100 != 0 && unique_units > 0 {
        findings.push(
            Finding::UniqueCapRounded { limit, allowed },
            "/points_limit".into(),
        );
    }
    for path in unique_unit_paths.into_iter().skip(allowed as usize) {
        findings.push(Finding::TooManyUniqueUnits { allowed, limit }, path);
    }

    // R-PTS-1: the total may not exceed the army value.
    if used > limit && limit > 0 {
        let path = if list.points_limit.is_some() {
            "/points_limit"
        } else {
            "/units"
        };
        findings.push(Finding::OverLimit { used, limit }, path.into());
    }

    if list.mode == Mode::Team && team_players.len() < 2 {
        findings.push(Finding::TeamOnePlayer, "/mode".into());
    }

    let totals = Totals {
        points: PointsTotals {
            used,
            limit,
            left: i64::from(limit) - i64::from(used),
        },
        unique_units: UniqueTotals {
            used: unique_units,
            allowed,
        },
        units: unit_totals,
    };
    Report::new(
        <super::RuneWars as crate::game::Game>::ID,
        totals,
        findings.out,
    )
}

fn push_unknown_upgrade(findings: &mut Findings, catalog: &Catalog, id: &str, path: String) {
    findings.push(
        Finding::UnknownUpgrade {
            upgrade: id.to_owned(),
            suggestion: closest(id, catalog.upgrades().iter().map(|u| u.id.as_str()))
                .map(str::to_owned),
        },
        path,
    );
}

/// R-UNQ-1: at most one card of each unique name, across units and upgrades.
fn check_unique_name(
    findings: &mut Findings,
    seen: &mut Vec<String>,
    unique: bool,
    english_name: &str,
    shown_name: &str,
    path: String,
) {
    if !unique {
        return;
    }
    let key = name_key(english_name);
    if seen.contains(&key) {
        findings.push(
            Finding::DuplicateUniqueName {
                name: shown_name.to_owned(),
            },
            path,
        );
    } else {
        seen.push(key);
    }
}

#[cfg(test)]
mod tests {
    //! Checks that need a catalogue shaped for the case: a tiny fixture, not game data.
    use super::*;
    use crate::games::runewars::catalog::{
        CatalogParts, Faction, FigureProfile, HeroRule, UpgradeCard, UpgradeRestrictions,
    };
    use crate::games::runewars::list::ListUnit;
    use crate::lang::LocalizedName;

    fn upgrade(id: &str, slot: SlotIcon, figure: bool) -> UpgradeCard {
        UpgradeCard {
            id: id.into(),
            name: LocalizedName::english(id),
            slot,
            cost: 1,
            faction: Some("fixture".into()),
            unique: false,
            figure: figure.then_some(FigureProfile {
                defense: 1,
                wounds: 1,
            }),
            restrictions: UpgradeRestrictions::default(),
            source: "test fixture".into(),
        }
    }

    fn fixture(front_rank: Option<u8>) -> Catalog {
        let config = |id: &str, columns, cost, slots: Vec<SlotIcon>| Configuration {
            id: id.into(),
            columns,
            ranks: 1,
            cost,
            slots,
        };
        let mut parts = CatalogParts {
            factions: vec![Faction {
                id: "fixture".into(),
                name: LocalizedName::english("Fixture"),
                source: "test fixture".into(),
            }],
            units: vec![
                UnitCard {
                    id: "line".into(),
                    name: LocalizedName::english("Line"),
                    faction: "fixture".into(),
                    unit_type: UnitType::Infantry,
                    unique: false,
                    configurations: vec![
                        config(
                            "1x1",
                            1,
                            10,
                            vec![SlotIcon::Champion, SlotIcon::Music, SlotIcon::Training],
                        ),
                        config("2x1", 2, 20, vec![SlotIcon::Champion, SlotIcon::Music]),
                    ],
                    source: "test fixture".into(),
                },
                UnitCard {
                    id: "witch".into(),
                    name: LocalizedName::english("Witch"),
                    faction: "fixture".into(),
                    unit_type: UnitType::Infantry,
                    unique: true,
                    configurations: vec![config("1x1", 1, 30, vec![])],
                    source: "test fixture".into(),
                },
            ],
            upgrades: vec![
                upgrade("hero-figure", SlotIcon::Champion, true),
                upgrade("piper", SlotIcon::Music, true),
                upgrade("drill", SlotIcon::Training, false),
                upgrade("apprentice", SlotIcon::Training, false),
            ],
            heroes: vec![HeroRule {
                unit: "witch".into(),
                effects: vec![HeroEffect::ExtraUpgrades {
                    faction: "fixture".into(),
                    unit_types: vec![UnitType::Infantry],
                    upgrades: vec!["apprentice".into()],
                    count: 1,
                }],
                source: "test fixture".into(),
            }],
            ..CatalogParts::default()
        };
        if let Some(n) = front_rank {
            parts
                .front_rank_figures_per_tray
                .insert(UnitType::Infantry, n);
        }
        Catalog::new(parts).expect("fixture is consistent")
    }

    fn list(units: Vec<ListUnit>) -> RuneWarsList {
        RuneWarsList {
            format: "muster-list/1".into(),
            game: "runewars".into(),
            name: "fixture".into(),
            faction: "fixture".into(),
            points_limit: None,
            mode: Mode::Standard,
            units,
            notes: None,
        }
    }

    fn unit(id: &str, config: &str, upgrades: &[&str]) -> ListUnit {
        ListUnit {
            unit: id.into(),
            config: Some(config.into()),
            upgrades: upgrades.iter().map(|u| (*u).to_owned()).collect(),
            player: None,
        }
    }

    #[test]
    fn more_figure_upgrades_than_front_rank_figures_is_a_warning_where_the_count_is_known() {
        let army = list(vec![unit("line", "1x1", &["hero-figure", "piper"])]);
        let known = validate_list(&army, &fixture(Some(1)), &Options::default(), Lang::En);
        let finding = known
            .diagnostics
            .iter()
            .find(|d| d.code == "runewars.upgrade.front_rank_full")
            .expect("V10 fires");
        assert_eq!(
            (finding.rule, finding.severity),
            ("runewars:1.5", crate::Severity::Warning)
        );
        assert!(known.legal, "a warning keeps the list legal");

        let wider = list(vec![unit("line", "2x1", &["hero-figure", "piper"])]);
        let fits = validate_list(&wider, &fixture(Some(1)), &Options::default(), Lang::En);
        assert!(!fits.codes().contains(&"runewars.upgrade.front_rank_full"));

        let unknown = validate_list(&army, &fixture(None), &Options::default(), Lang::En);
        assert!(!unknown
            .codes()
            .contains(&"runewars.upgrade.front_rank_full"));
    }

    #[test]
    fn an_extra_upgrade_allowance_leaves_the_slot_to_the_upgrade_that_needs_it() {
        // The eligible upgrade is listed first; a greedy pass would give it the only
        // training slot and leave "drill" without one.
        let army = list(vec![
            ListUnit {
                unit: "witch".into(),
                config: None,
                upgrades: vec![],
                player: None,
            },
            unit("line", "1x1", &["apprentice", "drill"]),
        ]);
        let report = validate_list(&army, &fixture(None), &Options::default(), Lang::En);
        assert!(report.legal, "{:#?}", report.diagnostics);
    }

    #[test]
    fn the_next_row_of_the_most_expensive_row_is_itself() {
        let catalog = fixture(None);
        let card = catalog.unit("line").unwrap();
        let top = card.configuration("2x1").unwrap();
        assert_eq!(effective_slots(card, top, true), top.slots.as_slice());
        let bottom = card.configuration("1x1").unwrap();
        assert_eq!(effective_slots(card, bottom, true), top.slots.as_slice());
    }
}
