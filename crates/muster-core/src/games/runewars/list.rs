//! The RuneWars list document (`"game": "runewars"`).

use serde::{Deserialize, Serialize};

/// How the army will be played (digest §1.10).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsMode"))]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// A normal battle: 200 points unless agreed otherwise (R-PTS-1, R-PTS-2).
    #[default]
    Standard,
    /// Skirmish: 100-point armies (Reglas opcionales, "Escaramuza").
    Skirmish,
    /// Team play: one army per team at the normal value, units shared out among the
    /// team's players (Reglas opcionales, "Juego en equipo").
    Team,
}

impl Mode {
    /// The mode's name as a player reads it (rulebook "Escaramuza", "Juego en equipo").
    pub fn name(self, lang: crate::Lang) -> &'static str {
        match self {
            Mode::Standard => lang.pick("Standard", "Estándar"),
            Mode::Skirmish => lang.pick("Skirmish", "Escaramuza"),
            Mode::Team => lang.pick("Team", "Por equipos"),
        }
    }

    /// The army value when the list does not give one.
    pub fn default_points_limit(self) -> u32 {
        match self {
            Mode::Skirmish => 100,
            Mode::Standard | Mode::Team => 200,
        }
    }
}

/// A RuneWars army list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct RuneWarsList {
    /// Always `muster-list/1`.
    pub format: String,
    /// Always `runewars`.
    pub game: String,
    /// The list's name.
    pub name: String,
    /// The army's faction id (`daqan-lords`).
    pub faction: String,
    /// The agreed army value; the mode's default (200, or 100 in skirmish) when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points_limit: Option<u32>,
    /// Standard, skirmish or team play.
    #[serde(default, skip_serializing_if = "is_standard")]
    pub mode: Mode,
    /// The units, in the order the player wrote them.
    pub units: Vec<ListUnit>,
    /// Free notes for the player; never read by the rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
}

fn is_standard(mode: &Mode) -> bool {
    *mode == Mode::Standard
}

impl RuneWarsList {
    /// The army value in force: the list's own, or the mode's default.
    pub fn points_limit(&self) -> u32 {
        self.points_limit
            .unwrap_or_else(|| self.mode.default_points_limit())
    }
}

/// One unit of a list: a unit card, the chosen row of its cost table and its upgrades.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsListUnit"))]
#[serde(deny_unknown_fields)]
pub struct ListUnit {
    /// The unit card id (`spearmen`).
    pub unit: String,
    /// The configuration id (`3x3`); may be left out when the card has only one row.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config: Option<String>,
    /// Upgrade card ids equipped on this unit. Each card sits on exactly one unit because
    /// the document nests upgrades under their unit (R-UPG-4).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub upgrades: Vec<String>,
    /// Team play: the player of the team who commands this unit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<String>,
}
