//! What the matched-play builder may add next: for each slot of the list (a new regiment's
//! leader, each regiment's units, the auxiliaries, the Regiment of Renown, the faction
//! terrain, the enhancements and the faction's own enhancement tables, the formation and
//! the lores) every candidate of the army's pack, and whether the rules allow it.
//!
//! The rules are never restated here: each candidate is added to a copy of the list, the
//! copy is validated, and the candidate is allowed unless an error appears that the list
//! did not have (same code at the same place). The first such error's message is the
//! reason. Candidates are grouped by what the pack says a unit is (HERO for leaders,
//! FACTION TERRAIN for the terrain, neither terrain nor MANIFESTATION for regiments and
//! auxiliaries), so every candidate is one the slot is meant for.
//!
//! A leader whose regiment must hold certain units (Neave Blacktalon's Companions and
//! Lorai) is judged with them in its new regiment, as the builder adds them with it
//! (`Pick::required` names them); judged alone, the units it lacks would refuse it.

use super::catalog::{Catalog, Choice, Enhancement, EnhancementTable, Unit};
use super::list::{Mode, Regiment, SigmarList, UnitChoice};
use super::totals::{required_of, taken, units_allowed, Place};
use super::validate::{validate_list, Options};
use crate::diagnostic::Severity;
use crate::lang::Lang;
use serde::Serialize;
use std::collections::HashSet;

/// Every candidate for every slot of a matched list.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarChoices"))]
#[serde(rename_all = "camelCase")]
pub struct Choices {
    /// HEROES that could lead a new regiment.
    pub leaders: Vec<Pick>,
    /// For each regiment of the list, in order: its slots and the units it could take.
    pub regiments: Vec<RegimentChoices>,
    /// Units that could join the auxiliaries.
    pub auxiliaries: Vec<Pick>,
    /// The Regiments of Renown the faction offers (choosing one replaces the list's).
    pub regiments_of_renown: Vec<Pick>,
    /// The faction terrain (choosing one replaces the list's).
    pub faction_terrain: Vec<Pick>,
    /// Heroic traits: allowed when some unit of the list could take it.
    pub heroic_traits: Vec<Pick>,
    /// Artefacts of power: allowed when some unit of the list could take it.
    pub artefacts: Vec<Pick>,
    /// The faction's own enhancement tables (Monstrous Traits, Big Names…), each with its
    /// enhancements: allowed when some unit of the list could take it.
    pub enhancement_tables: Vec<TableChoices>,
    /// Battle formations (choosing one replaces the list's).
    pub battle_formations: Vec<Pick>,
    /// Spell lores (choosing one replaces the list's).
    pub spell_lores: Vec<Pick>,
    /// Prayer lores (choosing one replaces the list's).
    pub prayer_lores: Vec<Pick>,
    /// Manifestation lores (choosing one replaces the list's).
    pub manifestation_lores: Vec<Pick>,
}

/// One of the faction's own enhancement tables, with what the builder needs to offer it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarTableChoices"))]
#[serde(rename_all = "camelCase")]
pub struct TableChoices {
    /// The table's id in the pack.
    pub id: String,
    /// Its name (`Monstrous Traits`).
    pub name: String,
    /// At most this many from it in an army, when capped.
    pub per_army: Option<u32>,
    /// At most this many from it on one unit, when capped.
    pub per_unit: Option<u32>,
    /// The units that may take from it, by id (a list's unit choice holds the chosen ids in
    /// its `enhancements`).
    pub units: Vec<String>,
    /// Its enhancements.
    pub enhancements: Vec<Pick>,
}

/// One regiment's slots and the units it could take.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarRegimentChoices"))]
#[serde(rename_all = "camelCase")]
pub struct RegimentChoices {
    /// Units besides the leader.
    pub slots_used: u32,
    /// The most it may take besides the leader (3, or 4 in the general's regiment, plus
    /// what a regiment slot of the pack gives).
    pub slots_max: u32,
    /// Every unit of the pack that is neither faction terrain nor a manifestation.
    pub units: Vec<Pick>,
}

/// One candidate.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarPick"))]
#[serde(rename_all = "camelCase")]
pub struct Pick {
    /// Its id in the pack.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its points, when the data gives any.
    pub points: Option<u32>,
    /// Its points when Reinforced, when it may be.
    pub reinforced_points: Option<u32>,
    /// A HERO.
    pub hero: bool,
    /// Adding it brings no new error.
    pub allowed: bool,
    /// When not allowed: the first new error's message.
    pub reason: Option<String>,
    /// The units (ids, once per copy) a regiment it leads must hold, which the builder
    /// adds with it as leader; empty for most units.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub required: Vec<String>,
}

/// Asks the validator about candidates: what the list's errors are, then whether a
/// changed copy has any other.
struct Judge<'c> {
    catalog: &'c Catalog,
    lang: Lang,
    options: Options,
    before: HashSet<(&'static str, String)>,
}

impl<'c> Judge<'c> {
    fn new(list: &SigmarList, catalog: &'c Catalog, lang: Lang) -> Self {
        let options = Options::default();
        let before = validate_list(list, catalog, &options, lang)
            .diagnostics
            .into_iter()
            .filter(|d| d.severity == Severity::Error)
            .map(|d| (d.code, d.path))
            .collect();
        Judge {
            catalog,
            lang,
            options,
            before,
        }
    }

    /// `None` when `changed` has no new error; else the first new error's message.
    fn verdict(&self, changed: &SigmarList) -> Option<String> {
        validate_list(changed, self.catalog, &self.options, self.lang)
            .diagnostics
            .into_iter()
            .find(|d| {
                d.severity == Severity::Error && !self.before.contains(&(d.code, d.path.clone()))
            })
            .map(|d| d.message)
    }
}

fn unit_pick(unit: &Unit, verdict: Option<String>) -> Pick {
    Pick {
        id: unit.id.clone(),
        name: unit.name.clone(),
        // A unit the data lists no points for is free (`Unit::cost`).
        points: Some(unit.cost()),
        reinforced_points: (unit.reinforced.as_ref())
            .map(|r| r.points.unwrap_or_else(|| unit.cost().saturating_mul(2))),
        hero: unit.is_hero(),
        allowed: verdict.is_none(),
        reason: verdict,
        required: required_of(unit).to_vec(),
    }
}

fn plain_pick(id: &str, name: &str, points: Option<u32>, verdict: Option<String>) -> Pick {
    Pick {
        id: id.to_owned(),
        name: name.to_owned(),
        points,
        reinforced_points: None,
        hero: false,
        allowed: verdict.is_none(),
        reason: verdict,
        required: Vec::new(),
    }
}

/// Picks for a replaceable field of the list: `set` puts a candidate id in the copy.
fn field_picks<'a>(
    judge: &Judge,
    scratch: &mut SigmarList,
    candidates: impl Iterator<Item = (&'a str, &'a str, Option<u32>)>,
    set: fn(&mut SigmarList, Option<String>) -> Option<String>,
) -> Vec<Pick> {
    candidates
        .map(|(id, name, points)| {
            let old = set(scratch, Some(id.to_owned()));
            let verdict = judge.verdict(scratch);
            set(scratch, old);
            plain_pick(id, name, points, verdict)
        })
        .collect()
}

fn choice_rows(table: &[Choice]) -> impl Iterator<Item = (&str, &str, Option<u32>)> {
    table
        .iter()
        .map(|c| (c.id.as_str(), c.name.as_str(), c.points))
}

/// Picks for an enhancement table: allowed when putting it on some unit of the list (in
/// place of that unit's own, if any) brings no new error.
fn enhancement_picks(
    judge: &Judge,
    scratch: &mut SigmarList,
    table: &[Enhancement],
    slot: fn(&mut UnitChoice) -> &mut Option<String>,
    lang: Lang,
) -> Vec<Pick> {
    let places: Vec<Place> = taken(scratch).map(|(place, _)| place).collect();
    table
        .iter()
        .map(|e| {
            let mut reason = None;
            for &place in &places {
                let choice = choice_at(scratch, place);
                let old = slot(choice).replace(e.id.clone());
                let verdict = judge.verdict(scratch);
                *slot(choice_at(scratch, place)) = old;
                match verdict {
                    None => return plain_pick(&e.id, &e.name, e.points, None),
                    Some(message) => {
                        reason.get_or_insert(message);
                    }
                }
            }
            let reason = reason.unwrap_or_else(|| {
                lang.pick("Add a HERO first.", "Añade primero un HERO.")
                    .to_owned()
            });
            plain_pick(&e.id, &e.name, e.points, Some(reason))
        })
        .collect()
}

/// Picks for a faction's own table: an enhancement is allowed when adding it to some unit
/// of the list (beside that unit's others) brings no new error.
fn table_picks(
    judge: &Judge,
    scratch: &mut SigmarList,
    table: &EnhancementTable,
    lang: Lang,
) -> TableChoices {
    let places: Vec<Place> = taken(scratch).map(|(place, _)| place).collect();
    let enhancements = (table.enhancements.iter())
        .map(|e| {
            let mut reason = None;
            for &place in &places {
                choice_at(scratch, place).enhancements.push(e.id.clone());
                let verdict = judge.verdict(scratch);
                choice_at(scratch, place).enhancements.pop();
                match verdict {
                    None => return plain_pick(&e.id, &e.name, e.points, None),
                    Some(message) => {
                        reason.get_or_insert(message);
                    }
                }
            }
            let reason = reason.unwrap_or_else(|| {
                lang.pick(
                    "Add a unit that can take it first.",
                    "Añade primero una unidad que pueda llevarla.",
                )
                .to_owned()
            });
            plain_pick(&e.id, &e.name, e.points, Some(reason))
        })
        .collect();
    TableChoices {
        id: table.id.clone(),
        name: table.name.clone(),
        per_army: table.per_army,
        per_unit: table.per_unit,
        units: table.units.clone(),
        enhancements,
    }
}

fn choice_at(list: &mut SigmarList, place: Place) -> &mut UnitChoice {
    match place {
        Place::Leader(r) => &mut list.regiments[r].leader,
        Place::Unit(r, u) => &mut list.regiments[r].units[u],
        Place::Auxiliary(a) => &mut list.auxiliaries[a],
    }
}

/// Every candidate for every slot of a matched list, each judged by [`validate_list`].
/// Open lists, and lists whose faction is no loaded pack, have no choices.
pub fn choices(list: &SigmarList, catalog: &Catalog, lang: Lang) -> Choices {
    let Some(pack) = catalog.pack(&list.faction) else {
        return Choices::default();
    };
    if list.mode != Mode::Matched {
        return Choices::default();
    }
    let judge = Judge::new(list, catalog, lang);
    let mut scratch = list.clone();
    let regiment_units: Vec<&Unit> = pack
        .units
        .iter()
        .filter(|u| !u.is_faction_terrain() && !u.is_manifestation())
        .collect();

    let leaders = (pack.units.iter().filter(|u| u.is_hero()))
        .map(|unit| {
            let required = required_of(unit).iter().map(UnitChoice::new).collect();
            scratch.regiments.push(Regiment {
                leader: UnitChoice::new(unit.id.clone()),
                units: required,
                general: false,
            });
            let verdict = judge.verdict(&scratch);
            scratch.regiments.pop();
            unit_pick(unit, verdict)
        })
        .collect();

    let regiments = (0..list.regiments.len())
        .map(|r| {
            let units = regiment_units
                .iter()
                .map(|unit| {
                    scratch.regiments[r]
                        .units
                        .push(UnitChoice::new(unit.id.clone()));
                    let verdict = judge.verdict(&scratch);
                    scratch.regiments[r].units.pop();
                    unit_pick(unit, verdict)
                })
                .collect();
            let regiment = &list.regiments[r];
            RegimentChoices {
                slots_used: regiment.units.len() as u32,
                slots_max: units_allowed(regiment, Some(pack)) as u32,
                units,
            }
        })
        .collect();

    let auxiliaries = regiment_units
        .iter()
        .map(|unit| {
            scratch.auxiliaries.push(UnitChoice::new(unit.id.clone()));
            let verdict = judge.verdict(&scratch);
            scratch.auxiliaries.pop();
            unit_pick(unit, verdict)
        })
        .collect();

    let renown = pack
        .regiments_of_renown
        .iter()
        .map(|r| (r.id.as_str(), r.name.as_str(), r.points));
    let regiments_of_renown = field_picks(&judge, &mut scratch, renown, |l, v| {
        std::mem::replace(&mut l.regiment_of_renown, v)
    });

    let faction_terrain = (pack.units.iter().filter(|u| u.is_faction_terrain()))
        .map(|unit| {
            let old = scratch.faction_terrain.replace(unit.id.clone());
            let verdict = judge.verdict(&scratch);
            scratch.faction_terrain = old;
            unit_pick(unit, verdict)
        })
        .collect();

    let heroic_traits = enhancement_picks(
        &judge,
        &mut scratch,
        &pack.heroic_traits,
        |c| &mut c.heroic_trait,
        lang,
    );
    let artefacts = enhancement_picks(
        &judge,
        &mut scratch,
        &pack.artefacts,
        |c| &mut c.artefact,
        lang,
    );

    let enhancement_tables = (pack.enhancement_tables.iter())
        .map(|table| table_picks(&judge, &mut scratch, table, lang))
        .collect();

    let battle_formations = field_picks(
        &judge,
        &mut scratch,
        choice_rows(&pack.battle_formations),
        |l, v| std::mem::replace(&mut l.battle_formation, v),
    );
    let spell_lores = field_picks(
        &judge,
        &mut scratch,
        choice_rows(&pack.spell_lores),
        |l, v| std::mem::replace(&mut l.spell_lore, v),
    );
    let prayer_lores = field_picks(
        &judge,
        &mut scratch,
        choice_rows(&pack.prayer_lores),
        |l, v| std::mem::replace(&mut l.prayer_lore, v),
    );
    let manifestation_lores = field_picks(
        &judge,
        &mut scratch,
        choice_rows(&pack.manifestation_lores),
        |l, v| std::mem::replace(&mut l.manifestation_lore, v),
    );

    Choices {
        leaders,
        regiments,
        auxiliaries,
        regiments_of_renown,
        faction_terrain,
        heroic_traits,
        artefacts,
        enhancement_tables,
        battle_formations,
        spell_lores,
        prayer_lores,
        manifestation_lores,
    }
}
