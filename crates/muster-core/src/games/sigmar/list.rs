//! The Age of Sigmar list document (`"game": "sigmar"`), in one of two modes:
//!
//! - **open** play (digest §1, the core rules): units from the collection, each one
//!   warscroll and a number of models, any size, any factions; the general may be named
//!   here or after deployment;
//! - **matched** play (digest §3, fourth edition): one faction, regiments each led by a
//!   hero, auxiliaries, a Regiment of Renown, faction terrain, enhancements, formation and
//!   lores, against a points limit.

use serde::{Deserialize, Serialize};

/// How the army will be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarMode"))]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// The core rules: any army from the collection (S1-*).
    Open,
    /// Fourth-edition matched play (S4-*).
    Matched,
}

impl Mode {
    /// The mode's name as a player reads it.
    pub fn name(self, lang: crate::Lang) -> &'static str {
        match self {
            Mode::Open => lang.pick("Open play", "Juego abierto"),
            Mode::Matched => lang.pick("Matched play", "Juego equilibrado"),
        }
    }
}

/// An Age of Sigmar army list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct SigmarList {
    /// Always `muster-list/1`.
    pub format: String,
    /// Always `sigmar`.
    pub game: String,
    /// The list's name.
    pub name: String,
    /// The army's faction (pack id). In open play, the faction a unit belongs to when it
    /// names none.
    pub faction: String,
    /// Open or matched play.
    pub mode: Mode,
    /// Matched play: the points limit (2,000 when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points_limit: Option<u32>,
    /// Matched play: the season (the newest when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub season: Option<String>,
    /// Matched play: the regiments, in the order the player wrote them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub regiments: Vec<Regiment>,
    /// Matched play: the Regiment of Renown taken, by id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regiment_of_renown: Option<String>,
    /// Matched play: auxiliary units (each deployed on its own).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub auxiliaries: Vec<UnitChoice>,
    /// Matched play: the faction terrain, by unit id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub faction_terrain: Option<String>,
    /// Matched play: the battle formation, by id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub battle_formation: Option<String>,
    /// Matched play: the spell lore, by id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spell_lore: Option<String>,
    /// Matched play: the prayer lore, by id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prayer_lore: Option<String>,
    /// Matched play: the manifestation lore, by id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub manifestation_lore: Option<String>,
    /// Matched play: army-wide choices beyond the one each slot holds, as an imported list
    /// names them (a second Regiment of Renown, terrain, formation or lore). They are kept,
    /// not dropped, so that the check says the list breaks the one-of-each rule.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extra_choices: Vec<ExtraChoice>,
    /// Open play: the units.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub units: Vec<OpenUnit>,
    /// Free notes for the player; never read by the rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
}

/// An army-wide choice of matched play: a slot the army fills at most once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarArmySlot"))]
#[serde(rename_all = "snake_case")]
pub enum ArmySlot {
    /// The Regiment of Renown (digest S4-ROR-*).
    RegimentOfRenown,
    /// The faction terrain (S4-TER-1).
    FactionTerrain,
    /// The battle formation (S4-BF-1).
    BattleFormation,
    /// The spell lore (S4-LORE-1).
    SpellLore,
    /// The prayer lore (S4-LORE-1).
    PrayerLore,
    /// The manifestation lore (S4-MAN-1).
    ManifestationLore,
}

/// A second (or further) choice for a slot the army fills once: what the list names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarExtraChoice"))]
#[serde(deny_unknown_fields)]
pub struct ExtraChoice {
    /// The slot it would fill.
    pub slot: ArmySlot,
    /// The record's id in the faction's pack.
    pub id: String,
}

/// A matched-play regiment: its leader and the units it takes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarRegiment"))]
#[serde(deny_unknown_fields)]
pub struct Regiment {
    /// The leading HERO.
    pub leader: UnitChoice,
    /// The other units (Regimental Heroes included).
    #[serde(default)]
    pub units: Vec<UnitChoice>,
    /// This regiment's leader is the army's general.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub general: bool,
}

/// A unit taken in matched play.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarUnitChoice"))]
#[serde(deny_unknown_fields)]
pub struct UnitChoice {
    /// The unit's id in the faction's pack.
    pub unit: String,
    /// Reinforced: twice the models for twice the points.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reinforced: bool,
    /// A heroic trait, by id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub heroic_trait: Option<String>,
    /// An artefact of power, by id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub artefact: Option<String>,
    /// Enhancements from the faction's own tables (`Pack::enhancement_tables`: Monstrous
    /// Traits, Big Names…), by id; absent when none (older lists read unchanged).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub enhancements: Vec<String>,
}

/// A unit taken in open play: one warscroll, some models.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarOpenUnit"))]
#[serde(deny_unknown_fields)]
pub struct OpenUnit {
    /// The warscroll: a unit id in a pack.
    pub unit: String,
    /// The pack (faction id) holding the warscroll, when not the list's faction.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub faction: Option<String>,
    /// How many models.
    pub models: u32,
    /// The player's value for Wounds per model, from their warscroll (the data gives
    /// Health, which stands in when this is absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wounds: Option<u32>,
    /// The player's value for Bravery, from their warscroll (the data has none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bravery: Option<u32>,
    /// The general is a model of this unit (may be left for after deployment).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub general: bool,
}

impl SigmarList {
    /// An empty list of `faction` in `mode`.
    pub fn new(name: impl Into<String>, faction: impl Into<String>, mode: Mode) -> Self {
        SigmarList {
            format: crate::game::LIST_FORMAT.to_owned(),
            game: "sigmar".to_owned(),
            name: name.into(),
            faction: faction.into(),
            mode,
            points_limit: None,
            season: None,
            regiments: Vec::new(),
            regiment_of_renown: None,
            auxiliaries: Vec::new(),
            faction_terrain: None,
            battle_formation: None,
            spell_lore: None,
            prayer_lore: None,
            manifestation_lore: None,
            extra_choices: Vec::new(),
            units: Vec::new(),
            notes: None,
        }
    }

    /// The points limit in force (the list's, or 2,000).
    pub fn points_limit(&self) -> u32 {
        self.points_limit
            .unwrap_or(super::catalog::DEFAULT_POINTS_LIMIT)
    }

    /// The season in force (the list's, or the newest).
    pub fn season(&self) -> &str {
        self.season
            .as_deref()
            .unwrap_or(super::catalog::DEFAULT_SEASON)
    }
}

impl UnitChoice {
    /// A plain unit.
    pub fn new(unit: impl Into<String>) -> Self {
        UnitChoice {
            unit: unit.into(),
            reinforced: false,
            heroic_trait: None,
            artefact: None,
            enhancements: Vec::new(),
        }
    }
}
