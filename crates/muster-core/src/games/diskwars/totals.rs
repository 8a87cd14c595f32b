//! What a player reads beside the findings: per regiment, the hero's recruitment points,
//! what the units cost and what is left (unspent points add to the initiative roll,
//! R-REG-4), the size balance and the elite count; for the army, the hand against the
//! heroes' command values.

use crate::sheet::SheetCost;
use serde::Serialize;

/// A sum of costs where some may be unknown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsSpent"))]
pub struct Spent {
    /// The sum of the known costs.
    pub known: u32,
    /// How many discs have no known cost (the sum is then a lower bound).
    pub unknown: u32,
}

impl Spent {
    /// As printed (`13`, `13+?`, `?`: [`SheetCost::text`]).
    pub fn cost(self) -> SheetCost {
        SheetCost {
            known: self.known,
            incomplete: self.unknown > 0,
        }
    }
}

/// One regiment's totals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsRegimentTotals"))]
pub struct RegimentTotals {
    /// The hero's id.
    pub hero: String,
    /// The hero's race id, when known.
    pub race: Option<String>,
    /// The hero's recruitment points, when known.
    pub points: Option<u32>,
    /// What the units cost.
    pub spent: Spent,
    /// Points left (`points − spent`), when both are fully known; negative when over.
    pub left: Option<i64>,
    /// Small units (R-SIZE-1; the hero not counted).
    pub small: u32,
    /// Medium and large units.
    pub larger: u32,
    /// Units whose size is unknown.
    pub unknown_size: u32,
    /// Elite discs known to be elite (R-ELITE-1), the hero included: the rule limits the
    /// regiment, and only the size rule leaves the hero out.
    pub elite: u32,
    /// Units in the regiment.
    pub units: u32,
}

/// The whole list's totals.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsTotals"))]
pub struct Totals {
    /// The army's faction id (`order`, `destruction`), when its discs name exactly one.
    pub faction: Option<String>,
    /// The agreed regiment count.
    pub regiment_count: Option<u8>,
    /// Per regiment, in list order.
    pub regiments: Vec<RegimentTotals>,
    /// Unspent points of the whole army (added to the initiative roll), when every
    /// regiment's are known.
    pub unspent: Option<u32>,
    /// Cards in the hand.
    pub hand: u32,
    /// The hand size the heroes allow (Σ command values), when every value is known.
    pub hand_limit: Option<u32>,
    /// Discs in the army, heroes included.
    pub discs: u32,
}

use super::catalog::{Catalog, Disc, DiscKind, Size};
use super::list::DiskwarsList;

fn is_elite(disc: &Disc) -> bool {
    disc.elite.as_ref().is_some_and(|k| k.value)
}

/// The totals of `list`. An id the catalogue lacks, or a hero written as a unit, makes the
/// regiment's cost unknown (it must be fixed before the sum means anything) but has no size
/// or elite mark to count: those totals count the regiment's units only.
pub fn totals(list: &DiskwarsList, catalog: &Catalog) -> Totals {
    let regiments: Vec<RegimentTotals> = list
        .regiments
        .iter()
        .map(|regiment| {
            let hero = catalog.disc(&regiment.hero);
            let points = hero
                .and_then(|h| h.recruitment_points.as_ref())
                .map(|k| k.value);
            let mut totals = RegimentTotals {
                hero: regiment.hero.clone(),
                race: hero.and_then(|h| h.race.as_ref()).map(|k| k.value.clone()),
                points,
                spent: Spent::default(),
                left: None,
                small: 0,
                larger: 0,
                unknown_size: 0,
                elite: u32::from(hero.is_some_and(|h| h.kind == DiscKind::Hero && is_elite(h))),
                units: regiment.units.len() as u32,
            };
            for id in &regiment.units {
                let disc = catalog.disc(id);
                match disc.and_then(|d| d.cost.as_ref()) {
                    Some(cost) => totals.spent.known += cost.value,
                    None => totals.spent.unknown += 1,
                }
                let Some(unit) = disc.filter(|d| d.kind == DiscKind::Unit) else {
                    continue;
                };
                match unit.size.as_ref().map(|k| k.value) {
                    Some(Size::Small) => totals.small += 1,
                    Some(Size::Medium | Size::Large) => totals.larger += 1,
                    None => totals.unknown_size += 1,
                }
                if is_elite(unit) {
                    totals.elite += 1;
                }
            }
            totals.left = match (points, totals.spent.unknown) {
                (Some(points), 0) => Some(i64::from(points) - i64::from(totals.spent.known)),
                _ => None,
            };
            totals
        })
        .collect();
    let unspent = regiments
        .iter()
        .map(|r| r.left.map(|left| left.max(0) as u32))
        .sum::<Option<u32>>();
    let hand_limit = list
        .regiments
        .iter()
        .map(|r| {
            catalog
                .disc(&r.hero)
                .and_then(|h| h.command.as_ref())
                .map(|k| k.value)
        })
        .sum::<Option<u32>>();
    let faction = list.faction(catalog);
    Totals {
        faction,
        regiment_count: list.regiment_count,
        discs: regiments.iter().map(|r| r.units + 1).sum(),
        regiments,
        unspent,
        hand: list.command_cards.len() as u32,
        hand_limit,
    }
}
