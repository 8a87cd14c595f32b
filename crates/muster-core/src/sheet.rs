//! A list as a player reads it on paper: the game-neutral model that the printer lays out.
//!
//! Each game module turns its list, catalogue and validation report into a [`Sheet`]
//! ([`crate::Game::sheet`]): every name already in the reader's language, every cost already
//! summed, nothing left for the printer to know about the game. What the data does not give
//! stays `None` and prints as unknown; nothing is guessed.

use crate::diagnostic::Diagnostic;
use crate::lang::Lang;
use crate::verdict::{Awaited, Verdict};
use serde::Serialize;

/// The mark beside a printed value that comes from community data, not a rulebook; the
/// sheet's footnotes say so in words.
pub const COMMUNITY_MARK: &str = "*";

/// The mark beside a community value that its source calls doubtful.
pub const DOUBTFUL_MARK: &str = "*?";

/// A whole printed list.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Sheet {
    /// The game's name (`RuneWars: The Miniatures Game`).
    pub game: String,
    /// The game's id (`runewars`, `sigmar`…): what the printer knows the game's colour and
    /// emblem by.
    pub game_id: String,
    /// The faction's group where the game has one and the data gives it (Age of Sigmar's
    /// grand alliance keyword, `ORDER`…): the printer marks the faction line in its colour.
    pub faction_group: Option<String>,
    /// The list's name.
    pub list_name: String,
    /// The army's faction, in the reader's language (its id when the catalogue lacks it).
    pub faction: String,
    /// Short facts under the title: mode, army value… (label, value).
    pub facts: Vec<SheetFact>,
    /// The army, in groups (regiments, warbands); a game without groups has one untitled.
    pub groups: Vec<SheetGroup>,
    /// Whether the army has costs to print: false where no points exist (Age of Sigmar's
    /// open play), and then the cost column is left out rather than filled with unknowns.
    pub costed: bool,
    /// The totals against the limits (points used of the army value, unique units…).
    pub totals: Vec<SheetTotal>,
    /// Legal, not legal, or unconfirmed (the validator's verdict).
    pub verdict: Verdict,
    /// The values the checks wait for, each once with the rules waiting for it.
    pub awaited: Vec<Awaited>,
    /// Every finding of the validation, in document order.
    pub findings: Vec<Diagnostic>,
    /// The player's own notes on the list.
    pub notes: Option<String>,
    /// What the marks beside some values mean, a line each, printed at the end of the list
    /// and of the table page ([`COMMUNITY_MARK`]: a value from community data, unverified).
    pub footnotes: Vec<String>,
    /// What a player wants at the table: key numbers and blank tracking boxes.
    pub play: PlaySheet,
}

/// A label and its value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SheetFact {
    /// What the value is (`Mode`).
    pub label: String,
    /// The value (`Skirmish`).
    pub value: String,
}

impl SheetFact {
    /// A fact from any two strings.
    pub fn new(label: impl Into<String>, value: impl Into<String>) -> Self {
        SheetFact {
            label: label.into(),
            value: value.into(),
        }
    }
}

/// A group of entries with its own subtotal where the game has one.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SheetGroup {
    /// The group's title; `None` for a game whose army is one group.
    pub title: Option<String>,
    /// The units of the group, in list order.
    pub entries: Vec<SheetEntry>,
    /// The group's cost where the game sums per group.
    pub subtotal: Option<SheetCost>,
    /// Entries without items or costs (a deck's cards) printed one line each, two to a row,
    /// so that a whole deck fits on one page.
    pub compact: bool,
}

/// A cost as printed: a number, or unknown when the data does not give it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SheetCost {
    /// The sum of what is known.
    pub known: u32,
    /// True when some part of it is not known (an id the catalogue lacks).
    pub incomplete: bool,
}

impl SheetCost {
    /// As every game prints it: `13`, `13+?` when some part is unknown, `?` when no part
    /// is known.
    pub fn text(self) -> String {
        match (self.known, self.incomplete) {
            (known, false) => known.to_string(),
            (0, true) => "?".to_owned(),
            (known, true) => format!("{known}+?"),
        }
    }
}

/// A value, or `?` when the data does not give it.
pub fn or_unknown(value: Option<impl ToString>) -> String {
    value.map_or_else(|| "?".to_owned(), |v| v.to_string())
}

/// What is left of some points: `0 left`, `3 over`, `? left` (Spanish `0 restantes`,
/// `3 de más`).
pub fn left_text(left: Option<i64>, lang: Lang) -> String {
    match (left, lang) {
        (Some(n), _) if n < 0 => format!("{} {}", -n, lang.pick("over", "de más")),
        (Some(1), Lang::Es) => "1 restante".to_owned(),
        (left, _) => format!("{} {}", or_unknown(left), lang.pick("left", "restantes")),
    }
}

/// One unit of the army.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SheetEntry {
    /// The unit's name.
    pub name: String,
    /// How it is fielded, one short line (`Infantry · 3×2 · 6 trays`).
    pub detail: String,
    /// The unit's own cost (without its items); `None` when unknown.
    pub cost: Option<u32>,
    /// Upgrades, cards or enhancements on the unit, each with its cost.
    pub items: Vec<SheetItem>,
}

/// An upgrade, card or enhancement carried by a unit.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SheetItem {
    /// The item's name.
    pub name: String,
    /// Where it sits (`Equipment`), when the game says.
    pub kind: Option<String>,
    /// Its cost; `None` when unknown.
    pub cost: Option<u32>,
}

/// One line of totals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SheetTotal {
    /// What is counted (`Points`).
    pub label: String,
    /// How much is used (of what is known).
    pub used: u32,
    /// True when some of what is used is not known (`used` is then a lower bound).
    pub used_incomplete: bool,
    /// The limit, when there is one.
    pub limit: Option<u32>,
    /// True when there is a limit but the data does not give it (`limit` is then `None`).
    pub limit_unknown: bool,
}

/// The table page: per unit, its key numbers and blank boxes to track play on paper.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlaySheet {
    /// Tracks for the whole game (rounds, objective tokens…).
    pub game_tracks: Vec<Track>,
    /// One block per unit, in list order.
    pub units: Vec<PlayUnit>,
}

/// A unit's block on the table page.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayUnit {
    /// The unit's name.
    pub name: String,
    /// Key numbers the data pack holds (label, value).
    pub facts: Vec<SheetFact>,
    /// Blank boxes to mark during play.
    pub tracks: Vec<Track>,
}

/// A row of boxes to mark with a pencil.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Track {
    /// What the boxes count (`Trays`).
    pub label: String,
    /// How many boxes; `0` is one wide box to write a number in.
    pub boxes: u32,
    /// Labels printed inside the boxes (round numbers); empty for blank boxes.
    pub marks: Vec<String>,
}

impl Track {
    /// `boxes` blank boxes.
    pub fn boxes(label: impl Into<String>, boxes: u32) -> Self {
        Track {
            label: label.into(),
            boxes,
            marks: Vec::new(),
        }
    }

    /// One wide box to write a running count in.
    pub fn tally(label: impl Into<String>) -> Self {
        Track::boxes(label, 0)
    }

    /// One box per mark, the mark printed small inside (`1`…`8` for rounds).
    pub fn marked(label: impl Into<String>, marks: Vec<String>) -> Self {
        Track {
            label: label.into(),
            boxes: marks.len() as u32,
            marks,
        }
    }

    /// The battle rounds of a game: `Round`, one box per round numbered from 1.
    pub fn rounds(rounds: u8, lang: Lang) -> Self {
        let marks = (1..=rounds).map(|r| r.to_string()).collect();
        Track::marked(lang.pick("Round", "Ronda"), marks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cost_reads_as_its_sum_with_a_question_mark_for_what_is_unknown() {
        let cost = |known, incomplete| SheetCost { known, incomplete }.text();
        assert_eq!(cost(13, false), "13");
        assert_eq!(cost(0, false), "0");
        assert_eq!(cost(13, true), "13+?");
        assert_eq!(cost(0, true), "?");
        assert_eq!(or_unknown(Some(4)), "4");
        assert_eq!(or_unknown(None::<u32>), "?");
        assert_eq!(left_text(Some(-3), Lang::En), "3 over");
        assert_eq!(left_text(Some(1), Lang::Es), "1 restante");
        assert_eq!(left_text(None, Lang::Es), "? restantes");
    }
}
