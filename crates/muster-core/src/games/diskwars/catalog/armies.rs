//! The fixed armies of the rulebook (pre-built regiments, introductory armies) and boxes.

use super::{Hints, Name};
use crate::collection::{BoxContents, BoxItem};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Copies of one disc in a regiment or army.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsRegimentEntry"))]
#[serde(deny_unknown_fields)]
pub struct RegimentEntry {
    /// The disc id.
    pub disc: String,
    /// How many.
    pub count: u8,
    /// The name the list prints when it differs from the disc's (a misprint).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub printed_as: Option<String>,
}

/// One of the twelve pre-built regiments (R-PRE-1, p.17).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsPreBuiltRegiment"))]
#[serde(deny_unknown_fields)]
pub struct PreBuiltRegiment {
    /// `<hero id>-regiment`.
    pub id: String,
    /// The leading hero's disc id.
    pub hero: String,
    /// The units it recruits.
    pub units: Vec<RegimentEntry>,
    /// The command cards it brings.
    pub command_cards: Vec<String>,
    /// Readings that are not facts.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints: Hints,
    /// Where the rulebook lists it.
    pub source: String,
}

/// One of the two introductory armies (R-INTRO-1, p.4), exempt from the building rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsIntroductoryArmy"))]
#[serde(deny_unknown_fields)]
pub struct IntroductoryArmy {
    /// Kebab-case id.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Its discs, hero included.
    pub discs: Vec<RegimentEntry>,
    /// Its hand of command cards.
    pub command_cards: Vec<String>,
    /// Readings that are not facts.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints: Hints,
    /// Where the rulebook lists it.
    pub source: String,
}

/// What a box total counts (the contents list of p.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsTally"))]
#[serde(rename_all = "kebab-case")]
#[allow(missing_docs)]
pub enum Tally {
    SmallDiscs,
    MediumDiscs,
    LargeDiscs,
    CommandCards,
    DeploymentCards,
    TerrainCards,
    ScenarioCards,
    SpecialScenarioCards,
    TerrainPieces,
    SixSidedDice,
    BattleDice,
    ActivationTokens,
    DamageTokens,
    WoundTokens,
    PowerTokens,
    InitiativeTokens,
    BattleAbilityTokens,
    BattlefieldCorners,
    RangeRulers,
}

/// A counted total of a box.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsBoxTotal"))]
#[serde(deny_unknown_fields)]
pub struct BoxTotal {
    /// What is counted.
    pub what: Tally,
    /// How many.
    pub count: u32,
    /// Where it is stated.
    pub source: String,
}

/// The kinds of item a box's `contents` may hold, as the collection counts them.
pub const BOX_ITEM_KINDS: [&str; 5] = [
    "disc",
    "command-card",
    "deployment-card",
    "terrain",
    "scenario-card",
];

/// A box: what it holds per catalogue item where stated, and its stated totals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsGameBox"))]
#[serde(deny_unknown_fields)]
pub struct GameBox {
    /// Kebab-case id (`core-set`).
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Items per catalogue id, in the collection's shape; only those the rulebook ties to
    /// a named item.
    pub contents: Vec<BoxItem>,
    /// False when `contents` does not account for every item of the box (see `totals`).
    pub contents_complete: bool,
    /// Totals by kind of component.
    pub totals: Vec<BoxTotal>,
    /// Readings that are not facts.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints: Hints,
    /// Where the rulebook lists the contents.
    pub source: String,
}

impl GameBox {
    /// The box in the shape the collection expands (`collection::Collection::new`).
    pub fn contents(&self) -> BoxContents {
        BoxContents {
            id: self.id.clone(),
            contents: self.contents.clone(),
            source: self.source.clone(),
        }
    }

    /// A stated total.
    pub fn total(&self, what: Tally) -> Option<u32> {
        self.totals.iter().find(|t| t.what == what).map(|t| t.count)
    }
}
