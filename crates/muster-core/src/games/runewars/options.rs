//! Readings of unclear rules that the players may choose. The defaults are the digest's
//! recommendations.

/// How to round the unique-unit cap for army values that are not multiples of 100 (E2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum UniqueCapRounding {
    /// floor(value / 100): the digest's recommendation.
    #[default]
    Down,
    /// ceil(value / 100).
    Up,
}

/// Which units a faction-icon upgrade may be equipped on (E3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FactionUpgradeReading {
    /// The unit and the army must both be of the upgrade's faction (default).
    #[default]
    Strict,
    /// Only the unit must be of the faction (army-building text, "Mejoras").
    Unit,
    /// Only the army must be of the faction (§22.7).
    Army,
}

/// Readings of unclear rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// E2.
    pub unique_cap_rounding: UniqueCapRounding,
    /// E3.
    pub faction_upgrades: FactionUpgradeReading,
}

impl UniqueCapRounding {
    /// Unique units allowed for an army value (R-UNQ-2: one per 100 points allowed).
    pub fn cap(self, limit: u32) -> u32 {
        match self {
            UniqueCapRounding::Down => limit / 100,
            UniqueCapRounding::Up => limit.div_ceil(100),
        }
    }
}

impl FactionUpgradeReading {
    /// The faction a faction-icon upgrade fails against, if it fails: the army's or the
    /// unit's.
    pub fn mismatch<'a>(
        self,
        upgrade_faction: &str,
        unit_faction: &'a str,
        army_faction: &'a str,
    ) -> Option<&'a str> {
        let unit_ok = upgrade_faction == unit_faction;
        let army_ok = upgrade_faction == army_faction;
        match self {
            FactionUpgradeReading::Strict if !army_ok => Some(army_faction),
            FactionUpgradeReading::Strict | FactionUpgradeReading::Unit if !unit_ok => {
                Some(unit_faction)
            }
            FactionUpgradeReading::Army if !army_ok => Some(army_faction),
            _ => None,
        }
    }
}
