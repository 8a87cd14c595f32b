//! Command, deployment, terrain and scenario cards.

use super::{Ability, Hints, KeywordUse, Known, Name, RangedAttack};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The four strategies of command cards (p.7): Bold beats Direct beats Cunning beats Bold;
/// Slow goes last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsStrategy"))]
#[serde(rename_all = "lowercase")]
pub enum Strategy {
    /// Audaz.
    Bold,
    /// Directa.
    Direct,
    /// Astuta.
    Cunning,
    /// Lenta.
    Slow,
}

/// Who may choose a command card (R-CMD-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsRestriction"))]
#[serde(rename_all = "kebab-case")]
pub enum Restriction {
    /// Any army.
    None,
    /// Sólo Orden.
    OrderOnly,
    /// Sólo Destrucción.
    DestructionOnly,
}

/// A command card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsCommandCard"))]
#[serde(deny_unknown_fields)]
pub struct CommandCard {
    /// Kebab-case id.
    pub id: String,
    /// Its title.
    pub name: Name,
    /// Its strategy.
    pub strategy: Option<Known<Strategy>>,
    /// Its activation value.
    pub value: Option<Known<u8>>,
    /// Order-only, Destruction-only or none.
    pub restriction: Option<Known<Restriction>>,
    /// Keywords the rulebook states.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<KeywordUse>,
    /// Abilities the rulebook describes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<Ability>,
    /// Readings that are not facts.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints: Hints,
    /// Where the rulebook names it.
    pub source: String,
}

/// A deployment card (its text face).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsDeploymentCard"))]
#[serde(deny_unknown_fields)]
pub struct DeploymentCard {
    /// Kebab-case id.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Its deployment value.
    pub value: Option<Known<u8>>,
    /// Abilities the rulebook describes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<Ability>,
    /// Readings that are not facts.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints: Hints,
    /// Where the rulebook names it.
    pub source: String,
}

/// One side of a double-sided terrain piece, with its terrain card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsTerrain"))]
#[serde(deny_unknown_fields)]
pub struct Terrain {
    /// Kebab-case id.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Keywords the rulebook states.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<KeywordUse>,
    /// The terrain on the other side of the same piece and card.
    pub other_side: Option<Known<String>>,
    /// Abilities the rulebook describes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<Ability>,
    /// Readings that are not facts.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints: Hints,
    /// Where the rulebook names it.
    pub source: String,
}

/// What an objective counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsObjectiveCount"))]
#[serde(rename_all = "kebab-case")]
pub enum ObjectiveCount {
    /// Each enemy disc in a casualty pile.
    EnemyCasualty,
    /// Each enemy hero in a casualty pile.
    EnemyHeroCasualty,
}

/// A scenario card's objective: victory points per counted casualty.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsObjective"))]
#[serde(deny_unknown_fields)]
pub struct Objective {
    /// Victory points for each.
    pub vp: u8,
    /// What is counted.
    pub per: ObjectiveCount,
    /// Where it is stated.
    pub source: String,
}

/// A ranged attack a scenario gives to a terrain piece (the Watchtower of Fortalezas).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsTerrainAttack"))]
#[serde(deny_unknown_fields)]
pub struct TerrainAttack {
    /// The terrain id.
    pub terrain: String,
    /// The attack.
    pub attack: RangedAttack,
}

/// A scenario card, or the special scenario card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsScenarioCard"))]
#[serde(deny_unknown_fields)]
pub struct ScenarioCard {
    /// Kebab-case id.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// True for a special scenario card (p.15).
    pub special: bool,
    /// Abilities the rulebook describes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<Ability>,
    /// The objective of a scenario card; `None` when unknown (or for a special card).
    #[serde(default)]
    pub objective: Option<Objective>,
    /// True when every player must own a core set to play it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub needs_own_core_box: Option<Known<bool>>,
    /// A ranged attack it gives to terrain.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub terrain_attack: Option<TerrainAttack>,
    /// Readings that are not facts.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints: Hints,
    /// Where the rulebook names it.
    pub source: String,
}

impl CommandCard {
    /// True when any of the card's values was entered by the player.
    pub fn has_users_values(&self) -> bool {
        [
            self.strategy.as_ref().map(Known::is_users),
            self.value.as_ref().map(Known::is_users),
            self.restriction.as_ref().map(Known::is_users),
        ]
        .into_iter()
        .any(|user| user == Some(true))
    }
}
