//! The Diskwars list document (`"game": "diskwars"`): regiments, each a hero and the units
//! its recruitment points pay for, and the command hand.

use serde::{Deserialize, Serialize};

/// How the army will be played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsMode"))]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// A normal game: every army-building rule of §1 applies (p.16).
    #[default]
    Standard,
    /// The introductory scenario (p.4): one of the two fixed armies, exempt from the
    /// army-building rules (R-INTRO-1).
    Introductory,
}

impl Mode {
    /// The mode's name as a player reads it.
    pub fn name(self, lang: crate::Lang) -> &'static str {
        match self {
            Mode::Standard => lang.pick("Standard", "Estándar"),
            Mode::Introductory => lang.pick("Introductory", "Introductorio"),
        }
    }
}

/// A Diskwars army list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct DiskwarsList {
    /// Always `muster-list/1`.
    pub format: String,
    /// Always `diskwars`.
    pub game: String,
    /// The list's name.
    pub name: String,
    /// Standard, or one of the introductory armies.
    #[serde(default, skip_serializing_if = "is_standard")]
    pub mode: Mode,
    /// The regiment count the players agreed (R-REG-1: 2 for a short game, 3 for a long
    /// one; the same for every player). Not needed in the introductory mode.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regiment_count: Option<u8>,
    /// The regiments, in the order the player wrote them.
    pub regiments: Vec<Regiment>,
    /// The command hand: card ids, each at most once (R-CMD-2).
    #[serde(default)]
    pub command_cards: Vec<String>,
    /// Free notes for the player; never read by the rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
}

fn is_standard(mode: &Mode) -> bool {
    *mode == Mode::Standard
}

/// One regiment: its hero and the units recruited with the hero's points, one id per disc
/// (three Orc Boyz are the id three times).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsRegiment"))]
#[serde(deny_unknown_fields)]
pub struct Regiment {
    /// The leading hero's disc id.
    pub hero: String,
    /// The recruited units, one id per disc.
    #[serde(default)]
    pub units: Vec<String>,
}

impl DiskwarsList {
    /// An empty standard list with `regiment_count` agreed.
    pub fn new(name: impl Into<String>, regiment_count: u8) -> Self {
        DiskwarsList {
            format: crate::game::LIST_FORMAT.to_owned(),
            game: "diskwars".to_owned(),
            name: name.into(),
            mode: Mode::Standard,
            regiment_count: Some(regiment_count),
            regiments: Vec::new(),
            command_cards: Vec::new(),
            notes: None,
        }
    }

    /// The army's faction id (`order`, `destruction`) when the races of its discs the
    /// catalogue knows name exactly one faction; `None` for none or for a mixed army (the
    /// validator's `faction.mixed` says why). What the library files a list under.
    pub fn faction(&self, catalog: &super::catalog::Catalog) -> Option<String> {
        let mut factions = self
            .regiments
            .iter()
            .flat_map(|r| std::iter::once(&r.hero).chain(&r.units))
            .filter_map(|id| catalog.disc(id)?.race.as_ref())
            .filter_map(|race| catalog.faction_of_race(&race.value))
            .map(|f| f.id.as_str());
        let first = factions.next()?;
        factions
            .all(|other| other == first)
            .then(|| first.to_owned())
    }
}
