//! What the library holds and gives back, as plain values: lists and their versions, user
//! records, matches with their events and results, and the statistics.

use serde::Serialize;

/// The id of a saved list. Ids are never reused within a library file, even after a list
/// is deleted.
pub type ListId = i64;

/// The id of a match. Like [`ListId`], never reused within a library file.
pub type MatchId = i64;

/// The highest list or match id a library backup may give (2,147,483,647): a library made
/// by Muster counts its ids from 1, one per list or match saved, so a backup past this was
/// not made by saving; refused, it cannot use up the ids that new lists and matches take
/// after the highest one (SQLite never goes back), and every id stays a number the app's
/// window holds exactly (up to 2⁵³).
pub const MAX_ID: i64 = 2_147_483_647;

/// A moment, as milliseconds since 1970-01-01 00:00 UTC (the library's clock is the
/// system clock).
pub type UnixMillis = i64;

/// What describes a list besides its document: shown in the list of lists and used to
/// filter it. Not versioned: a save replaces it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ListMeta {
    /// The name the player gave the list.
    pub name: String,
    /// The game id (`runewars`, …); must not be empty.
    pub game: String,
    /// The faction id within the game.
    pub faction: String,
    /// The player's notes, if any.
    pub notes: Option<String>,
}

impl ListMeta {
    /// Metadata without notes.
    pub fn new(
        name: impl Into<String>,
        game: impl Into<String>,
        faction: impl Into<String>,
    ) -> Self {
        ListMeta {
            name: name.into(),
            game: game.into(),
            faction: faction.into(),
            notes: None,
        }
    }
}

/// What a save produced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SavedList {
    /// The list's id (new for a new list).
    pub id: ListId,
    /// The version number the document was saved as (1 for a new list).
    pub version: u32,
    /// When it was saved.
    pub saved_at: UnixMillis,
}

/// A list without its document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ListSummary {
    /// The list's id.
    pub id: ListId,
    /// The list's name.
    pub name: String,
    /// The game id.
    pub game: String,
    /// The faction id.
    pub faction: String,
    /// The player's notes.
    pub notes: Option<String>,
    /// The current version number (1 + the number of earlier versions).
    pub version: u32,
    /// When version 1 was saved.
    pub created_at: UnixMillis,
    /// When the current version was saved.
    pub updated_at: UnixMillis,
}

/// A list with its current document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct StoredList {
    /// Everything but the document.
    #[serde(flatten)]
    pub summary: ListSummary,
    /// The current document, as JSON text.
    pub document: String,
}

/// One version in a list's history.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ListVersion {
    /// 1 for the first save, then 2, 3, …
    pub version: u32,
    /// The document as it was saved, as JSON text.
    pub document: String,
    /// When it was saved.
    pub saved_at: UnixMillis,
}

/// How many of one thing the player owns, or (as an argument) how many to add or remove:
/// the core's plain [`muster_core::collection::Owned`] line, stored as it is. The library
/// does not interpret `kind` (`unit` trays, `upgrade` cards, `box`, …).
pub use muster_core::collection::Owned as CollectionEntry;

/// A record the player entered because no data pack ships it (a unit, a card, …).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct UserRecord {
    /// The game id.
    pub game: String,
    /// What kind of record, in the data pack's terms (`unit`, `upgrade`, …).
    pub kind: String,
    /// The record's id within its game and kind.
    pub id: String,
    /// The record, as JSON text. The library does not check it against any schema.
    pub record: String,
    /// When this content was stored (a replacement resets it).
    pub added_at: UnixMillis,
}

/// One entry of a match's event log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct StoredEvent {
    /// The event's place in its match: 1, 2, 3, …
    pub seq: u32,
    /// The event, as JSON text.
    pub event: String,
    /// When it was recorded.
    pub recorded_at: UnixMillis,
}

/// A match without its events.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MatchSummary {
    /// The match's id.
    pub id: MatchId,
    /// The game id.
    pub game: String,
    /// The list played, if one was given and it has not been deleted since.
    pub list_id: Option<ListId>,
    /// The opponent's name, when given.
    pub opponent: Option<String>,
    /// The opponent's saved list, if it was one and still exists.
    pub opponent_list_id: Option<ListId>,
    /// The player's faction, when given.
    pub faction: Option<String>,
    /// The opponent's faction, when given.
    pub opponent_faction: Option<String>,
    /// When the match was created.
    pub created_at: UnixMillis,
    /// When it was finished, if it was.
    pub finished_at: Option<UnixMillis>,
    /// Its result, as JSON text, once finished.
    pub result: Option<String>,
    /// Won, lost or drawn for the player, once finished (none for a match finished by an
    /// older Muster).
    pub outcome: Option<MatchOutcome>,
    /// How many events its log holds.
    pub events: u32,
}

/// A new match: what the history and the statistics keep besides the events.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NewMatch {
    /// The game id.
    pub game: String,
    /// The player's saved list, if the match is played with one.
    pub list_id: Option<ListId>,
    /// The opponent's saved list, if any.
    pub opponent_list_id: Option<ListId>,
    /// The opponent's name.
    pub opponent: Option<String>,
    /// The player's faction.
    pub faction: Option<String>,
    /// The opponent's faction.
    pub opponent_faction: Option<String>,
    /// The set-up as JSON text (the rules core's match set-up, lists included).
    pub setup: Option<String>,
}

/// How a finished match went for the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum MatchOutcome {
    /// The player won.
    Won,
    /// The player lost.
    Lost,
    /// A draw.
    Drawn,
}

impl MatchOutcome {
    /// The word stored in the database.
    pub fn as_str(self) -> &'static str {
        match self {
            MatchOutcome::Won => "won",
            MatchOutcome::Lost => "lost",
            MatchOutcome::Drawn => "drawn",
        }
    }

    /// Reads the stored word.
    pub fn parse(word: &str) -> Option<Self> {
        match word {
            "won" => Some(MatchOutcome::Won),
            "lost" => Some(MatchOutcome::Lost),
            "drawn" => Some(MatchOutcome::Drawn),
            _ => None,
        }
    }
}

/// Finished matches counted: played, won, lost, drawn.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Record {
    /// Finished matches.
    pub played: u32,
    /// Won.
    pub won: u32,
    /// Lost.
    pub lost: u32,
    /// Drawn.
    pub drawn: u32,
}

/// The record of one saved list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ListRecord {
    /// The list.
    pub list_id: ListId,
    /// Its name now.
    pub name: String,
    /// Its game.
    pub game: String,
    /// Its results.
    #[serde(flatten)]
    pub record: Record,
}

/// The record of one faction (of the player's armies).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct FactionRecord {
    /// The game.
    pub game: String,
    /// The faction id.
    pub faction: String,
    /// Its results.
    #[serde(flatten)]
    pub record: Record,
}

/// Statistics of finished matches, per list and per faction (the player's side).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MatchStats {
    /// Per saved list that played, by list id.
    pub lists: Vec<ListRecord>,
    /// Per faction, by game and faction id.
    pub factions: Vec<FactionRecord>,
}
