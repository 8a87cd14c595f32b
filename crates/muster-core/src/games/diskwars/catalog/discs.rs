//! Discs and what describes them: factions, races, traits, keywords, ranged attacks,
//! abilities and stats.

use super::{Hints, Known, Name, Text};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Order or Destruction (R-FAC-1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsFaction"))]
#[serde(deny_unknown_fields)]
pub struct Faction {
    /// `order`, `destruction`.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Where the rulebook names it.
    pub source: String,
}

/// A race, the unit of recruitment (R-FAC-3), and the faction it belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsRace"))]
#[serde(deny_unknown_fields)]
pub struct Race {
    /// `high-elves`, `empire`, `chaos`, `orcs`.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// The faction id.
    pub faction: String,
    /// Where the rulebook names it.
    pub source: String,
}

/// A trait: an italic descriptor with no rules of its own, referred to by abilities.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsTrait"))]
#[serde(deny_unknown_fields)]
pub struct Trait {
    /// Kebab-case id (`infantry`).
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Where the rulebook names it.
    pub source: String,
}

/// What a keyword is printed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsUsedOn"))]
#[serde(rename_all = "kebab-case")]
pub enum UsedOn {
    /// Discs (p.21).
    Disc,
    /// Terrain (p.22).
    Terrain,
    /// Command cards (p.21).
    CommandCard,
}

/// The parameter a keyword takes where it is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsKeywordParameter"))]
#[serde(rename_all = "lowercase")]
pub enum KeywordParameter {
    /// None (`Volador`).
    None,
    /// A number X (`Acometida X`, `Magia X`).
    Number,
    /// What it guards against (`Inmune a X`, `Resistente a X`).
    Against,
    /// Which melee strengths (`Veloz`, `Lento`).
    Strengths,
    /// A damage type (`Peligroso`).
    Damage,
}

/// A keyword: a bold special ability with rules of its own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsKeyword"))]
#[serde(deny_unknown_fields)]
pub struct Keyword {
    /// Kebab-case id (`impact`).
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Discs, terrain or command cards.
    pub used_on: UsedOn,
    /// The parameter it takes.
    pub parameter: KeywordParameter,
    /// Where the rulebook defines it.
    pub source: String,
}

/// A trait a disc is stated to have.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsTraitUse"))]
#[serde(deny_unknown_fields)]
pub struct TraitUse {
    /// The trait id.
    pub id: String,
    /// Where the rulebook states it.
    pub source: String,
}

/// A melee strength, for `Veloz` and `Lento`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsMeleeStrength"))]
#[serde(rename_all = "lowercase")]
pub enum MeleeStrength {
    /// Fuerza de ataque.
    Attack,
    /// Fuerza de contraataque.
    Counterattack,
}

/// Physical (√) or arcane damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsDamageType"))]
#[serde(rename_all = "lowercase")]
pub enum DamageType {
    /// Daño físico; all melee damage is physical.
    Physical,
    /// Daño arcano.
    Arcane,
}

/// A keyword printed on a disc, terrain or card, with its parameter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsKeywordUse"))]
#[serde(deny_unknown_fields)]
pub struct KeywordUse {
    /// The keyword id.
    pub keyword: String,
    /// X of a number keyword; `None` when the keyword has none or X is unknown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x: Option<u8>,
    /// X of `Inmune a X`/`Resistente a X`: `arcane`, `physical`, `ranged` or a keyword id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub against: Option<String>,
    /// The strengths of `Veloz`/`Lento`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub strengths: Vec<MeleeStrength>,
    /// The damage type of `Peligroso`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage: Option<DamageType>,
    /// Where the rulebook states it.
    pub source: String,
}

/// Disc sizes (R-SIZE-1, R-COPY-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsSize"))]
#[serde(rename_all = "lowercase")]
pub enum Size {
    /// Pequeño.
    Small,
    /// Mediano.
    Medium,
    /// Grande.
    Large,
}

/// A hero leads a regiment and brings recruitment points; a unit is recruited with them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsDiscKind"))]
#[serde(rename_all = "lowercase")]
pub enum DiscKind {
    /// Héroe (R-REG-2).
    Hero,
    /// Unidad.
    Unit,
}

/// The four range bands (p.5, p.18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsRange"))]
#[serde(rename_all = "lowercase")]
pub enum Range {
    /// Corto.
    Short,
    /// Medio.
    Medium,
    /// Largo.
    Long,
    /// De asedio: beyond the whole ruler.
    Siege,
}

/// The strength of a ranged attack: a number, or a d6 rolled with the dice (p.11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsStrength"))]
#[serde(try_from = "StrengthRepr", into = "StrengthRepr")]
pub enum Strength {
    /// A printed number.
    Fixed(u8),
    /// "d6".
    D6,
}

#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsStrengthRepr"))]
#[serde(untagged)]
enum StrengthRepr {
    Fixed(u8),
    Roll(String),
}

impl TryFrom<StrengthRepr> for Strength {
    type Error = String;

    fn try_from(repr: StrengthRepr) -> Result<Self, String> {
        match repr {
            StrengthRepr::Fixed(n) => Ok(Strength::Fixed(n)),
            StrengthRepr::Roll(s) if s == "d6" => Ok(Strength::D6),
            StrengthRepr::Roll(s) => Err(format!("strength '{s}' is neither a number nor d6")),
        }
    }
}

impl From<Strength> for StrengthRepr {
    fn from(strength: Strength) -> Self {
        match strength {
            Strength::Fixed(n) => StrengthRepr::Fixed(n),
            Strength::D6 => StrengthRepr::Roll("d6".into()),
        }
    }
}

/// A ranged attack (`ß: range, dice, strength, damage`); each part may be unknown, and the
/// known parts come from `source`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsRangedAttack"))]
#[serde(deny_unknown_fields)]
pub struct RangedAttack {
    /// Maximum range.
    pub range: Option<Range>,
    /// Battle dice rolled (shot icons).
    pub dice: Option<u8>,
    /// Damage per hit.
    pub strength: Option<Strength>,
    /// Damage type.
    pub damage: Option<DamageType>,
    /// True when printed "ignores deviation".
    pub ignores_deviation: Option<bool>,
    /// Where the known parts are stated.
    pub source: String,
}

/// The kind of a special ability, where the rulebook says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsAbilityKind"))]
#[serde(rename_all = "lowercase")]
pub enum AbilityKind {
    /// A focus ability (≥), used as a disc's action.
    Focus,
    /// A command card's passive ability, lasting until the card is discarded.
    Passive,
    /// A command card's battle ability, used by the discs whose traits it names.
    Battle,
    /// A scenario card's scenario ability.
    Scenario,
}

/// A special ability, described in our own words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsAbility"))]
#[serde(deny_unknown_fields)]
pub struct Ability {
    /// Its kind, where stated.
    pub kind: Option<AbilityKind>,
    /// For a battle ability, the traits of the discs that may use it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub used_by: Vec<String>,
    /// What it does.
    pub summary: Text,
    /// Where the rulebook states it.
    pub source: String,
}

/// The printed stats of a disc (p.24); each unknown until stated.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsStats"))]
#[serde(deny_unknown_fields)]
pub struct Stats {
    /// Movimiento: flips per move.
    pub movement: Option<Known<u8>>,
    /// Fuerza de ataque.
    pub attack: Option<Known<u8>>,
    /// Fuerza de contraataque.
    pub counterattack: Option<Known<u8>>,
    /// Resistencia.
    pub toughness: Option<Known<u8>>,
    /// Vigor: wounds survived.
    pub vigor: Option<Known<u8>>,
}

/// A disc: a hero or a unit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsDisc"))]
#[serde(deny_unknown_fields)]
pub struct Disc {
    /// Kebab-case id of the English name, or of the Spanish one when no English name is
    /// known.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Hero or unit.
    pub kind: DiscKind,
    /// The race id.
    pub race: Option<Known<String>>,
    /// Small, medium or large.
    pub size: Option<Known<Size>>,
    /// Unique (ƒ, R-UNQ-1).
    pub unique: Option<Known<bool>>,
    /// Elite (», R-ELITE-1).
    pub elite: Option<Known<bool>>,
    /// A hero's recruitment points (R-REG-3).
    #[serde(default)]
    pub recruitment_points: Option<Known<u32>>,
    /// A hero's command value (R-CMD-1).
    #[serde(default)]
    pub command: Option<Known<u32>>,
    /// A unit's recruitment cost (R-REG-3).
    #[serde(default)]
    pub cost: Option<Known<u32>>,
    /// The printed stats.
    pub stats: Stats,
    /// Traits the rulebook states; the disc may have more.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub traits: Vec<TraitUse>,
    /// Keywords the rulebook states; the disc may have more.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<KeywordUse>,
    /// Ranged attacks the rulebook states.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ranged_attacks: Vec<RangedAttack>,
    /// Abilities the rulebook describes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<Ability>,
    /// Readings that are not facts.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints: Hints,
    /// Where the rulebook names the disc (and so its kind).
    pub source: String,
}

impl Disc {
    /// True when any of the disc's values was entered by the player.
    pub fn has_users_values(&self) -> bool {
        let stats = &self.stats;
        [
            self.race.as_ref().map(Known::is_users),
            self.size.as_ref().map(Known::is_users),
            self.unique.as_ref().map(Known::is_users),
            self.elite.as_ref().map(Known::is_users),
            self.recruitment_points.as_ref().map(Known::is_users),
            self.command.as_ref().map(Known::is_users),
            self.cost.as_ref().map(Known::is_users),
            stats.movement.as_ref().map(Known::is_users),
            stats.attack.as_ref().map(Known::is_users),
            stats.counterattack.as_ref().map(Known::is_users),
            stats.toughness.as_ref().map(Known::is_users),
            stats.vigor.as_ref().map(Known::is_users),
        ]
        .into_iter()
        .any(|user| user == Some(true))
    }
}
