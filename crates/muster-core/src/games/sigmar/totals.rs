//! What a player reads beside the findings: models and units in both modes; in matched
//! play the points against the limit (digest S4-PTS-1, S4-PTS-2), the regiments with their
//! slots, the auxiliaries and the drops (S4-DROP-1).
//!
//! Also the one walk over a matched army's unit choices (leaders, regiment units,
//! auxiliaries, in document order) that the totals and the rules share.

use super::catalog::{Catalog, Pack, Unit};
use super::list::{ArmySlot, Mode, Regiment, SigmarList, UnitChoice};
use serde::Serialize;

/// The units a regiment takes besides its leader (digest S4-REG-3: a HERO and up to 3).
pub const REGIMENT_UNITS: usize = 3;

/// The units the general's regiment takes besides its leader (S4-REG-3).
pub const GENERAL_REGIMENT_UNITS: usize = 4;

/// The most units a regiment takes besides its leader (S4-REG-3): 3, or 4 in the general's
/// regiment, plus what the pack's regiment slots give it.
pub(super) fn units_allowed(regiment: &Regiment, pack: Option<&Pack>) -> usize {
    let base = if regiment.general {
        GENERAL_REGIMENT_UNITS
    } else {
        REGIMENT_UNITS
    };
    base.saturating_add(extra_slots(regiment, pack))
}

/// S4-REG-3: the room the pack's regiment slots give a regiment: each slot's `extra` when
/// the regiment (its leader included, as the data counts the force's selections) holds
/// exactly one of its unit (Age of Sigmar 4.0.gst L9644-9653: Cities of Sigmar's
/// Freeguild Command Corps).
fn extra_slots(regiment: &Regiment, pack: Option<&Pack>) -> usize {
    let Some(pack) = pack else {
        return 0;
    };
    let members = || std::iter::once(&regiment.leader).chain(&regiment.units);
    pack.regiment_slots
        .iter()
        .filter(|slot| members().filter(|c| c.unit == slot.unit).count() == 1)
        .map(|slot| slot.extra as usize)
        .fold(0, usize::saturating_add)
}

/// One regiment's totals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarRegimentTotals"))]
pub struct RegimentTotals {
    /// The leader's unit id.
    pub leader: String,
    /// The regiment is the general's.
    pub general: bool,
    /// Units besides the leader.
    pub slots_used: u32,
    /// The most it may take besides the leader (3, or 4 in the general's regiment, plus
    /// what a regiment slot of the pack gives).
    pub slots_max: u32,
    /// Points of its priced units (Reinforced counted doubled).
    pub points: u32,
    /// Models, the leader included.
    pub models: u32,
}

/// What a player reads beside the findings.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarTotals"))]
pub struct Totals {
    /// The list's mode.
    pub mode: Mode,
    /// Models in the army (Reinforced units counted doubled; faction terrain left out).
    pub models: u32,
    /// Units in the army (a Regiment of Renown's units included, faction terrain left out).
    pub units: usize,
    /// Matched play: points spent, from every priced choice.
    pub points: u32,
    /// Matched play: the limit in force.
    pub points_limit: Option<u32>,
    /// Matched play: points left (negative when over).
    pub points_left: Option<i64>,
    /// Names of taken choices whose points the data does not give (a Regiment of Renown
    /// of a pack that states no cost for it): the total waits for them.
    pub unpriced: Vec<String>,
    /// Matched play: names of taken units (faction terrain too) that the data lists no
    /// points for, so they cost 0 ([`Unit::cost`]), once each; the units a leader brings
    /// into its regiment, paid for in its points, are not among them.
    pub free: Vec<String>,
    /// Matched play: regiments, the Regiment of Renown included.
    pub regiments: usize,
    /// Matched play: auxiliary units.
    pub auxiliaries: usize,
    /// Matched play: drops (regiments plus auxiliary units, digest S4-DROP-1).
    pub drops: usize,
    /// Matched play: each regiment the player wrote (the Regiment of Renown is not one).
    pub regiment_slots: Vec<RegimentTotals>,
    /// Matched play: the Regiment of Renown's points, when one is taken and priced.
    pub renown_points: Option<u32>,
}

/// Where a unit choice sits in a matched list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Place {
    /// Leading regiment `r`.
    Leader(usize),
    /// Unit `u` of regiment `r`.
    Unit(usize, usize),
    /// Auxiliary unit `a`.
    Auxiliary(usize),
}

impl Place {
    /// The JSON pointer of the choice.
    pub(super) fn path(self) -> String {
        match self {
            Place::Leader(r) => format!("/regiments/{r}/leader"),
            Place::Unit(r, u) => format!("/regiments/{r}/units/{u}"),
            Place::Auxiliary(a) => format!("/auxiliaries/{a}"),
        }
    }
}

/// Every unit choice of a matched list, in document order.
pub(super) fn taken(list: &SigmarList) -> impl Iterator<Item = (Place, &UnitChoice)> {
    let regiments = list.regiments.iter().enumerate().flat_map(|(r, regiment)| {
        let units = regiment
            .units
            .iter()
            .enumerate()
            .map(move |(u, c)| (Place::Unit(r, u), c));
        std::iter::once((Place::Leader(r), &regiment.leader)).chain(units)
    });
    let auxiliaries = list
        .auxiliaries
        .iter()
        .enumerate()
        .map(|(a, c)| (Place::Auxiliary(a), c));
    regiments.chain(auxiliaries)
}

/// A unit's points and models as taken: Reinforced doubles both where the data allows
/// it (S4-RNF-3, S4-RNF-4; the Reinforced points are the data's, else twice the unit's as
/// S4-RNF-3 says). Reinforced where the data does not allow it is an error elsewhere and
/// counts the unit at its normal size here. A unit the data lists no points for costs 0
/// ([`Unit::cost`]).
pub(super) fn as_taken(unit: &Unit, reinforced: bool) -> (u32, u32) {
    match (&unit.reinforced, reinforced) {
        (Some(r), true) => (
            r.points.unwrap_or_else(|| unit.cost().saturating_mul(2)),
            r.models,
        ),
        _ => (unit.cost(), unit.models),
    }
}

/// The units `leader`'s regiment must hold (once per copy), none for a unit that leads no
/// regiment.
pub(super) fn required_of(leader: &Unit) -> &[String] {
    leader.regiment.as_ref().map_or(&[], |r| &r.required)
}

/// The leaders of `pack` that `unit` comes with: each must take it into its regiment, and
/// the data gives the unit no points of its own. BattleScribe has no cost element for
/// Neave Blacktalon's Companions and Lorai (the links at Stormcast Eternals.cat:3008-3044
/// and :58-86 have none, beside Neave's 280 at :5-8): they are paid for in Neave's points,
/// so in her regiment they cost 0, not "unknown". Empty for a priced unit, or one no
/// leader requires.
pub(super) fn comes_with<'p>(pack: &'p Pack, unit: &'p Unit) -> impl Iterator<Item = &'p Unit> {
    let unpriced = unit.points.is_none();
    pack.units
        .iter()
        .filter(move |leader| unpriced && required_of(leader).contains(&unit.id))
}

/// A unit's points in a regiment led by `leader`, as printed: its own, which is 0 when
/// the data gives it none (free, or paid for by that leader: [`comes_with`]).
pub(crate) fn in_regiment(unit: &Unit, reinforced: bool) -> u32 {
    as_taken(unit, reinforced).0
}

/// A priced item whose points the data does not give, with where it is taken.
pub(super) struct Unpriced {
    /// What it is, as a record's kind: `unit` (faction terrain too) or
    /// `regiment-of-renown`.
    pub kind: &'static str,
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The JSON pointer of its first choice.
    pub path: String,
}

/// The totals of an open list.
pub(super) fn open_totals(list: &SigmarList) -> Totals {
    Totals {
        mode: list.mode,
        models: list
            .units
            .iter()
            .map(|u| u.models)
            .fold(0, u32::saturating_add),
        units: list.units.len(),
        points: 0,
        points_limit: None,
        points_left: None,
        unpriced: Vec::new(),
        free: Vec::new(),
        regiments: 0,
        auxiliaries: 0,
        drops: 0,
        regiment_slots: Vec::new(),
        renown_points: None,
    }
}

/// An item that may be priced: its kind (as [`Unpriced::kind`]), id and name.
type Item<'a> = (&'static str, &'a str, &'a str);

/// Adds an item's points, or records it as unpriced once.
fn price(points: Option<u32>, item: Item, path: String, sum: &mut u32, out: &mut Vec<Unpriced>) {
    let (kind, id, name) = item;
    match points {
        Some(p) => *sum = sum.saturating_add(p),
        None if out.iter().any(|u| u.name == name) => {}
        None => out.push(Unpriced {
            kind,
            id: id.to_owned(),
            name: name.to_owned(),
            path,
        }),
    }
}

/// The totals of a matched list and the unpriced items with their places. Ids that do not
/// resolve count nothing (their own errors say so).
pub(super) fn matched_totals(list: &SigmarList, catalog: &Catalog) -> (Totals, Vec<Unpriced>) {
    let pack = catalog.pack(&list.faction);
    let mut unpriced = Vec::new();
    let mut free = Vec::new();
    let mut points = 0u32;
    let mut models = 0u32;
    let mut units = 0usize;
    let mut regiment_slots: Vec<RegimentTotals> = list
        .regiments
        .iter()
        .map(|regiment| RegimentTotals {
            leader: regiment.leader.unit.clone(),
            general: regiment.general,
            slots_used: regiment.units.len() as u32,
            slots_max: units_allowed(regiment, pack) as u32,
            points: 0,
            models: 0,
        })
        .collect();
    // The units the current regiment's leader brings, each not yet matched by a unit.
    let mut brought: Vec<&String> = Vec::new();
    for (place, choice) in taken(list) {
        let Some(unit) = catalog.unit(&list.faction, &choice.unit) else {
            if let Place::Leader(_) = place {
                brought.clear();
            }
            continue;
        };
        units += 1;
        let (cost, size) = as_taken(unit, choice.reinforced);
        // A unit its leader brings is paid for in the leader's points (see `comes_with`).
        let brought_here = match place {
            Place::Leader(_) => {
                brought = required_of(unit).iter().collect();
                false
            }
            Place::Unit(..) => match brought.iter().position(|id| **id == unit.id) {
                Some(i) if unit.free() => {
                    brought.remove(i);
                    true
                }
                _ => false,
            },
            Place::Auxiliary(_) => false,
        };
        if unit.free() && !brought_here {
            note_free(&mut free, unit);
        }
        models = models.saturating_add(size);
        let mut sum = 0;
        let item = ("unit", unit.id.as_str(), unit.name.as_str());
        price(Some(cost), item, place.path(), &mut sum, &mut unpriced);
        if let Some(pack) = pack {
            sum = sum.saturating_add(enhancement_points(pack, choice));
        }
        points = points.saturating_add(sum);
        if let Place::Leader(r) | Place::Unit(r, _) = place {
            let totals = &mut regiment_slots[r];
            totals.points = totals.points.saturating_add(sum);
            totals.models = totals.models.saturating_add(size);
        }
    }
    let mut renown_points = None;
    let renown = list
        .regiment_of_renown
        .as_deref()
        .and_then(|id| pack.and_then(|p| p.renown(id)));
    if let Some(renown) = renown {
        renown_points = renown.points;
        let path = "/regiment_of_renown".to_owned();
        price(
            renown.points,
            ("regiment-of-renown", &renown.id, &renown.name),
            path,
            &mut points,
            &mut unpriced,
        );
        units += renown.units.len();
        models = renown
            .units
            .iter()
            .fold(models, |m, u| m.saturating_add(u.models));
    }
    if let Some(terrain) = list
        .faction_terrain
        .as_deref()
        .and_then(|id| catalog.unit(&list.faction, id))
    {
        let path = "/faction_terrain".to_owned();
        if terrain.free() {
            note_free(&mut free, terrain);
        }
        price(
            Some(terrain.cost()),
            ("unit", &terrain.id, &terrain.name),
            path,
            &mut points,
            &mut unpriced,
        );
    }
    if let Some(pack) = pack {
        points = points.saturating_add(choice_points(pack, list));
        extra_points(pack, catalog, list, &mut points, &mut unpriced);
    }
    let limit = list.points_limit();
    let regiments = list.regiments.len() + usize::from(renown.is_some());
    let totals = Totals {
        mode: list.mode,
        models,
        units,
        points,
        points_limit: Some(limit),
        points_left: Some(i64::from(limit) - i64::from(points)),
        unpriced: unpriced.iter().map(|u| u.name.clone()).collect(),
        free,
        regiments,
        auxiliaries: list.auxiliaries.len(),
        drops: regiments + list.auxiliaries.len(),
        regiment_slots,
        renown_points,
    };
    (totals, unpriced)
}

/// Notes a free unit's name once.
fn note_free(free: &mut Vec<String>, unit: &Unit) {
    if !free.contains(&unit.name) {
        free.push(unit.name.clone());
    }
}

/// The points of a unit's enhancements that resolve and cost any (its heroic trait, its
/// artefact and those from the faction's own tables).
pub(crate) fn enhancement_points(pack: &Pack, choice: &UnitChoice) -> u32 {
    let find = |table: &[super::catalog::Enhancement], id: &Option<String>| {
        id.as_deref()
            .and_then(|id| table.iter().find(|e| e.id == id))
            .and_then(|e| e.points)
            .unwrap_or(0)
    };
    let tables = (choice.enhancements.iter())
        .filter_map(|id| pack.table_enhancement(id))
        .filter_map(|(_, e)| e.points)
        .fold(0, u32::saturating_add);
    find(&pack.heroic_traits, &choice.heroic_trait)
        .saturating_add(find(&pack.artefacts, &choice.artefact))
        .saturating_add(tables)
}

/// The points of the battle formation and the lores that resolve and cost any (some
/// manifestation lores do, digest S4-MAN-1).
/// What the army-wide choices beyond one a slot cost: an illegal list's total is still what
/// it names (a terrain without points in the data is free, S4-TER-1 as `Unit::cost`).
fn extra_points(
    pack: &Pack,
    catalog: &Catalog,
    list: &SigmarList,
    points: &mut u32,
    unpriced: &mut Vec<Unpriced>,
) {
    for (i, extra) in list.extra_choices.iter().enumerate() {
        let path = format!("/extra_choices/{i}");
        match extra.slot {
            ArmySlot::FactionTerrain => {
                if let Some(terrain) = catalog.unit(&list.faction, &extra.id) {
                    let item = ("unit", terrain.id.as_str(), terrain.name.as_str());
                    price(Some(terrain.cost()), item, path, points, unpriced);
                }
            }
            ArmySlot::RegimentOfRenown => {
                if let Some(renown) = pack.renown(&extra.id) {
                    let item = (
                        "regiment-of-renown",
                        renown.id.as_str(),
                        renown.name.as_str(),
                    );
                    price(renown.points, item, path, points, unpriced);
                }
            }
            slot => {
                let cost = slot.record(pack, &extra.id).and_then(|(_, p)| p);
                *points = points.saturating_add(cost.unwrap_or(0));
            }
        }
    }
}

fn choice_points(pack: &Pack, list: &SigmarList) -> u32 {
    let find = |table: &[super::catalog::Choice], id: &Option<String>| {
        id.as_deref()
            .and_then(|id| table.iter().find(|c| c.id == id))
            .and_then(|c| c.points)
            .unwrap_or(0)
    };
    [
        find(&pack.battle_formations, &list.battle_formation),
        find(&pack.spell_lores, &list.spell_lore),
        find(&pack.prayer_lores, &list.prayer_lore),
        find(&pack.manifestation_lores, &list.manifestation_lore),
    ]
    .into_iter()
    .fold(0, u32::saturating_add)
}
