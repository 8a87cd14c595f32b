//! What a pack holds beyond units and the choices every faction has: the regiment slots
//! some units give (digest S4-REG-3) and a faction's own enhancement tables.

use serde::{Deserialize, Serialize};

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
