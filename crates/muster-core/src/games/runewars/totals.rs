//! What a RuneWars player reads next to the findings.

use super::catalog::SlotIcon;
use serde::Serialize;

/// Points spent, allowed and left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsPointsTotals"))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsUniqueTotals"))]
pub struct UniqueTotals {
    /// Unique units in the list.
    pub used: u32,
    /// The cap for the army value.
    pub allowed: u32,
}

/// Slots of one icon on one unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsSlotUse"))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsUnitTotals"))]
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

/// The totals of a RuneWars list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsTotals"))]
pub struct Totals {
    /// Points.
    pub points: PointsTotals,
    /// Unique units.
    pub unique_units: UniqueTotals,
    /// Per unit, in list order.
    pub units: Vec<UnitTotals>,
}
