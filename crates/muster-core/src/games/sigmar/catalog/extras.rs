//! What a pack holds besides its units: the army-wide choices (enhancements, formations,
//! lores), Regiments of Renown, a faction's own enhancement tables and the regiment slots
//! some units give (digest S4-REG-3).

use super::Unit;
use serde::{Deserialize, Serialize};

/// A heroic trait or an artefact.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarEnhancement"))]
#[serde(deny_unknown_fields)]
pub struct Enhancement {
    /// Kebab-case of the name; unique within its kind in the pack.
    pub id: String,
    /// The name.
    pub name: String,
    /// The table it is in (`Relics of Sigmaron`), when the data groups them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// Points, when it costs any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<u32>,
    /// The most copies of it in an army (its roster `max`), when the data caps it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<u32>,
    /// `file#entry id`.
    pub src: String,
}

/// A battle formation or a lore.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarChoice"))]
#[serde(deny_unknown_fields)]
pub struct Choice {
    /// Kebab-case of the name.
    pub id: String,
    /// The name.
    pub name: String,
    /// Points, when it costs any (some manifestation lores).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<u32>,
    /// `file#entry id`.
    pub src: String,
}

/// A Regiment of Renown the faction may take: a fixed set of units at one cost.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarRegimentOfRenown"))]
#[serde(deny_unknown_fields)]
pub struct RegimentOfRenown {
    /// Kebab-case of the name (`the-blacktalons`).
    pub id: String,
    /// The name.
    pub name: String,
    /// The regiment's points.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<u32>,
    /// Its units, as fielded (none may be the general).
    pub units: Vec<Unit>,
    /// `file#entry id`.
    pub src: String,
}

/// A unit whose presence gives its regiment room for more units: the game system's
/// Regiment force raises its size when it holds exactly one of certain units (Age of
/// Sigmar 4.0.gst L9644-9653: one more unit each for Cities of Sigmar's Freeguild Command
/// Corps Auxiliaries and Whisperblade, digest S4-REG-3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarRegimentSlot"))]
#[serde(deny_unknown_fields)]
pub struct RegimentSlot {
    /// The unit, by id.
    pub unit: String,
    /// How many more units the regiment may take besides its leader when it holds exactly
    /// one of this unit (the data's condition is "equal to 1").
    pub extra: u32,
    /// `file#entry id`: the Regiment force whose modifier says so.
    pub src: String,
}

/// A faction's own enhancement table beyond heroic traits and artefacts (Monstrous Traits,
/// Big Names, Special Knick-knacks…): a group the data links from the units that may take
/// from it, with the limits its constraints state (the same pattern as digest S4-ENH-1 and
/// S4-ENH-2: at most so many per army, so many per unit).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarEnhancementTable"))]
#[serde(deny_unknown_fields)]
pub struct EnhancementTable {
    /// Kebab-case of the name; unique among the pack's tables.
    pub id: String,
    /// The table's name as the data writes it (`Monstrous Traits`).
    pub name: String,
    /// Its enhancements; their ids are unique among all the pack's tables, so a list names
    /// one without its table.
    pub enhancements: Vec<Enhancement>,
    /// The units that may take from it (their links carry the table), by id.
    pub units: Vec<String>,
    /// At most this many from the table in an army (its roster `max`), when capped.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_army: Option<u32>,
    /// At most this many from the table on one unit (its `max` at the unit), when capped.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub per_unit: Option<u32>,
    /// `file#entry id` of the table's group.
    pub src: String,
}
