//! What a warscroll says besides its characteristics: its weapons, with their numbers as
//! printed, and its abilities by name. Never an ability's text: the pack holds the names a
//! player looks up on the warscroll, not the rules (the data's licence, digest P15).

use serde::{Deserialize, Serialize};

/// The most characters a weapon's or an ability's name, a weapon ability or a timing may
/// have in a pack (the longest in the data has 52): a name, never a sentence.
pub const LABEL_MAX_CHARS: usize = 80;

/// The most characters a weapon's characteristic may have (`3D6+3`, `18"`): a value, never
/// a sentence pointing at an ability.
pub const VALUE_MAX_CHARS: usize = 12;

/// One weapon of a warscroll, as its profile states it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarWeapon"))]
#[serde(deny_unknown_fields)]
pub struct Weapon {
    /// The name (`Warhammer`).
    pub name: String,
    /// A ranged weapon (the data's `Ranged Weapon` profile); a melee weapon otherwise.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ranged: bool,
    /// Range (`18"`), for a ranged weapon.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub range: Option<String>,
    /// Attacks (`2`, `D6`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attacks: Option<String>,
    /// Hit (`3+`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hit: Option<String>,
    /// Wound (`3+`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wound: Option<String>,
    /// Rend (`1`, or `-` as printed for none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rend: Option<String>,
    /// Damage (`2`, `D3`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage: Option<String>,
    /// Its weapon abilities by name, keywords in capitals (`Crit (Mortal)`,
    /// `Anti-INFANTRY (+1 Rend)`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<String>,
    /// Where the data states it: `file#profile id`.
    pub src: String,
}

/// One ability of a warscroll, by name.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarAbility"))]
#[serde(deny_unknown_fields)]
pub struct Ability {
    /// The name (`Stalwart Defenders`).
    pub name: String,
    /// Its kind as the data's profile type names it (`Passive`, `Activated`, `Spell`,
    /// `Prayer`, `Command`).
    pub kind: String,
    /// When it is used, in the words of its Timing (`Your Hero Phase`, `Once Per Turn
    /// (Army), Any Combat Phase`); a reaction is `Reaction` alone, without what it answers.
    /// Absent when the data states none (a passive ability).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timing: Option<String>,
    /// Where the data states it: `file#profile id`.
    pub src: String,
}
