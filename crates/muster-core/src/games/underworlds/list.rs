//! The Underworlds list document (`"game": "underworlds"`): a warband and its deck, in the
//! Rivals or Nemesis format (digest §1.2).
//!
//! The issue asked for the format under `"format"`, but every list document's `"format"`
//! is already the envelope's `"muster-list/1"`; the play format is `"play_format"`.

use super::catalog::PlayFormat;
use serde::{Deserialize, Serialize};

/// An Underworlds warband and deck.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct UnderworldsList {
    /// Always `muster-list/1`.
    pub format: String,
    /// Always `underworlds`.
    pub game: String,
    /// The list's name.
    pub name: String,
    /// Rivals or Nemesis.
    pub play_format: PlayFormat,
    /// The season whose legality list applies (none checked when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub season: Option<String>,
    /// The warband, by id.
    pub warband: String,
    /// The Rivals decks the cards come from (one in Rivals, two in Nemesis).
    #[serde(default)]
    pub decks: Vec<String>,
    /// The objective deck, by card id.
    #[serde(default)]
    pub objectives: Vec<String>,
    /// The power deck (ploys and upgrades), by card id.
    #[serde(default)]
    pub power: Vec<String>,
    /// Free notes for the player; never read by the rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
}

impl UnderworldsList {
    /// An empty list of `warband` in `play_format`.
    pub fn new(
        name: impl Into<String>,
        play_format: PlayFormat,
        warband: impl Into<String>,
    ) -> Self {
        UnderworldsList {
            format: crate::game::LIST_FORMAT.to_owned(),
            game: "underworlds".to_owned(),
            name: name.into(),
            play_format,
            season: None,
            warband: warband.into(),
            decks: Vec::new(),
            objectives: Vec::new(),
            power: Vec::new(),
            notes: None,
        }
    }
}
