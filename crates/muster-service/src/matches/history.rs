//! The history of matches and their statistics, as the app and `muster match history` show
//! them: only read from the library.

use crate::error::AppError;
use crate::muster::Muster;
use muster_core::Outcome;
use muster_store::{ListId, MatchId, MatchOutcome, MatchStats, MatchSummary, Record, UnixMillis};
use serde::{Deserialize, Serialize};

/// One match of the history, as the app lists it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct MatchRow {
    /// The match's id.
    pub id: MatchId,
    /// The game id.
    pub game: String,
    /// When it was started (unix ms).
    pub created_at: UnixMillis,
    /// When its result was kept, or null while it is in progress.
    pub finished_at: Option<UnixMillis>,
    /// The player's name, from the set-up.
    pub player: Option<String>,
    /// The opponent's name (the other players', comma-separated, in a Diskwars match of
    /// three or four).
    pub opponent: Option<String>,
    /// The player's saved list, if it still exists.
    pub list_id: Option<ListId>,
    /// The player's list's name as played (from the set-up).
    pub list_name: Option<String>,
    /// The opponent's saved list, if it still exists.
    pub opponent_list_id: Option<ListId>,
    /// The opponent's list's name as played (the other players', comma-separated).
    pub opponent_list_name: Option<String>,
    /// The player's faction id.
    pub faction: Option<String>,
    /// The opponent's faction id.
    pub opponent_faction: Option<String>,
    /// `won`, `lost` or `drawn` for the player, once finished.
    pub outcome: Option<MatchOutcome>,
    /// The kept result (winner, scores with their parts, reasoning in the language of the
    /// moment it was kept), once finished.
    pub result: Option<Outcome>,
    /// Entries in its log.
    pub events: u32,
}

/// The players of a stored set-up as played: every game's set-up is its players in order,
/// each with a name and a list document that has a name.
#[derive(Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
struct PlayedSetup {
    players: Vec<PlayedSeat>,
}

#[derive(Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
struct PlayedSeat {
    name: String,
    list: PlayedList,
}

#[derive(Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
struct PlayedList {
    name: String,
}

/// Played, won, lost and drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct RecordView {
    /// Finished matches.
    pub played: u32,
    /// Won.
    pub won: u32,
    /// Lost.
    pub lost: u32,
    /// Drawn.
    pub drawn: u32,
}

impl From<Record> for RecordView {
    fn from(r: Record) -> Self {
        RecordView {
            played: r.played,
            won: r.won,
            lost: r.lost,
            drawn: r.drawn,
        }
    }
}

/// One saved list's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ListRecordView {
    /// The list.
    pub list_id: ListId,
    /// Its name now.
    pub name: String,
    /// Its game.
    pub game: String,
    /// Its results.
    #[serde(flatten)]
    pub record: RecordView,
}

/// One faction's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct FactionRecordView {
    /// The game.
    pub game: String,
    /// The faction id.
    pub faction: String,
    /// Its results.
    #[serde(flatten)]
    pub record: RecordView,
}

/// `match_stats`'s answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct StatsView {
    /// Per saved list that played a finished match.
    pub lists: Vec<ListRecordView>,
    /// Per faction of the player's armies.
    pub factions: Vec<FactionRecordView>,
}

impl Muster {
    /// `matches_list`: every match, newest first, with the names as played.
    pub fn matches_list(&self) -> Result<Vec<MatchRow>, AppError> {
        self.with_reading(|library| {
            let mut rows = Vec::new();
            for m in library.matches()? {
                let players = library
                    .match_setup(m.id)?
                    .and_then(|text| serde_json::from_str::<PlayedSetup>(&text).ok())
                    .map(|s| s.players)
                    .unwrap_or_default();
                let others: Vec<&str> = players
                    .iter()
                    .skip(1)
                    .map(|p| p.list.name.as_str())
                    .collect();
                rows.push(MatchRow {
                    id: m.id,
                    game: m.game.clone(),
                    created_at: m.created_at,
                    finished_at: m.finished_at,
                    player: players.first().map(|p| p.name.clone()),
                    opponent: m.opponent.clone(),
                    list_id: m.list_id,
                    list_name: players.first().map(|p| p.list.name.clone()),
                    opponent_list_id: m.opponent_list_id,
                    opponent_list_name: (!others.is_empty()).then(|| others.join(", ")),
                    faction: m.faction.clone(),
                    opponent_faction: m.opponent_faction.clone(),
                    outcome: m.outcome,
                    result: m
                        .result
                        .as_deref()
                        .and_then(|text| serde_json::from_str(text).ok()),
                    events: m.events,
                });
            }
            rows.reverse();
            Ok(rows)
        })
    }

    /// `match_stats`: finished matches per saved list and per faction (the player's side).
    pub fn match_stats(&self) -> Result<StatsView, AppError> {
        self.with_reading(|library| {
            let stats = library.match_stats()?;
            Ok(StatsView {
                lists: stats
                    .lists
                    .into_iter()
                    .map(|l| ListRecordView {
                        list_id: l.list_id,
                        name: l.name,
                        game: l.game,
                        record: l.record.into(),
                    })
                    .collect(),
                factions: stats
                    .factions
                    .into_iter()
                    .map(|f| FactionRecordView {
                        game: f.game,
                        faction: f.faction,
                        record: f.record.into(),
                    })
                    .collect(),
            })
        })
    }

    /// The matches kept in the library, oldest first, and with `stats` the results per list
    /// and faction (`muster match history`).
    pub fn match_history(
        &self,
        stats: bool,
    ) -> Result<(Vec<MatchSummary>, Option<MatchStats>), AppError> {
        self.with_reading(|library| {
            let matches = library.matches()?;
            let stats = if stats {
                Some(library.match_stats()?)
            } else {
                None
            };
            Ok((matches, stats))
        })
    }
}
