//! Matches: start one from saved lists, open it, record what happens at the table, keep its
//! result; the history and the statistics.
//!
//! Every rule is `muster-core`'s (`Play for RuneWars`, `Play for Diskwars`, `Play for Sigmar`,
//! `Play for Underworlds`) and every write `muster-store`'s (`LiveMatch`: checked, stored in
//! one transaction, then taken). Each command
//! reopens the match from the library, a replay of its log that takes milliseconds, rather
//! than keeping it in memory: the window and the library can never disagree, and the `muster`
//! command line may use the same library meanwhile.
//!
//! **One dispatch by game.** A match's game is its lists' game: at the start, the saved lists'
//! documents decide (all of one game, or `match.game`); afterwards, the set-up, which keeps
//! those documents. The commands here are the same for every game; each game's set-up and
//! tracker view live beside this file (`matches/runewars.rs`, `matches/diskwars.rs`,
//! `matches/sigmar.rs`, `matches/underworlds.rs`), behind [`Tracked`]. A game's catalogue is
//! loaded before the library is taken for the match (Age of Sigmar's packs are found through the settings, which sit
//! under the same lock as the library).
//!
//! Besides the crate's `LiveView`, the tracker gets what the rules core says about the one-tap
//! actions of the moment (`checks`): for each unit or disc, whether an action would be taken
//! now or why not, from `Match::check` (a dry run that stores nothing). So the UI greys out a
//! button with Rust's reason instead of guessing the rule itself.

mod diskwars;
mod runewars;
mod sigmar;
mod underworlds;

#[cfg(test)]
mod diskwars_tests;
#[cfg(test)]
mod runewars_tests;
#[cfg(test)]
mod sigmar_tests;
#[cfg(test)]
mod tests_common;
#[cfg(test)]
mod underworlds_tests;

use crate::commands::parse_stored;
use crate::error::AppError;
use crate::state::AppState;
use muster_core::games::diskwars::Diskwars;
use muster_core::games::runewars::RuneWars;
use muster_core::games::sigmar::Sigmar;
use muster_core::games::underworlds::Underworlds;
use muster_core::matches::{Entry, Match, Outcome};
use muster_core::{Diagnostic, Lang, ListDocument, Play};
use muster_store::{
    Library, ListId, LiveError, LiveMatch, MatchId, MatchOutcome, NewMatch, Record, UnixMillis,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::borrow::Borrow;

/// A game whose matches the app tracks: the catalogue its matches are played with and the
/// tracker's view of a live match.
trait Tracked: Play + Sized {
    /// The game's name in messages ("not a Diskwars match event").
    const TITLE: &'static str;

    /// The catalogue as loaded: the game's own, or a shared copy of it.
    type Loaded: Borrow<Self::Catalog>;

    /// The bundled pack with the user's own records (or packs), loaded before the library is
    /// taken for the match.
    fn catalog(state: &AppState) -> Result<Self::Loaded, AppError>;

    /// What the tracker shows: the crate's `LiveView` and the game's own fields and checks.
    fn view(live: &LiveMatch<Self>, finished_at: Option<UnixMillis>, lang: Lang) -> Value;
}

/// The games with matches: a new game is one variant and one arm in [`dispatch!`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum GameKind {
    RuneWars,
    Diskwars,
    Sigmar,
    Underworlds,
}

/// Runs `$run::<G>($args…)` with `G` the game `$game` names.
macro_rules! dispatch {
    ($game:expr, $run:ident($($arg:expr),* $(,)?)) => {
        match $game {
            GameKind::RuneWars => $run::<RuneWars>($($arg),*),
            GameKind::Diskwars => $run::<Diskwars>($($arg),*),
            GameKind::Sigmar => $run::<Sigmar>($($arg),*),
            GameKind::Underworlds => $run::<Underworlds>($($arg),*),
        }
    };
}

/// A player at the start of a match: their name and their saved list.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Seat {
    /// The saved list they play.
    pub list_id: ListId,
    /// Their name.
    pub name: String,
}

/// A seat with its name trimmed and its list's document read (`L`: the game's own list).
struct Player<L = ListDocument> {
    list_id: ListId,
    name: String,
    list: L,
}

/// The players with their game's own lists (`pick` gives it; the caller has checked that
/// every list is of that game).
fn lists_of<L>(players: Vec<Player>, pick: fn(ListDocument) -> Option<L>) -> Vec<Player<L>> {
    players
        .into_iter()
        .filter_map(|p| {
            Some(Player {
                list_id: p.list_id,
                name: p.name,
                list: pick(p.list)?,
            })
        })
        .collect()
}

/// The game of a list document.
fn game_of(document: &ListDocument) -> (GameKind, &'static str) {
    match document {
        ListDocument::RuneWars(_) => (GameKind::RuneWars, "RuneWars"),
        ListDocument::Diskwars(_) => (GameKind::Diskwars, "Diskwars"),
        ListDocument::Sigmar(_) => (GameKind::Sigmar, "Age of Sigmar"),
        ListDocument::Underworlds(_) => (GameKind::Underworlds, "Underworlds"),
    }
}

/// Match `id`'s game: the game of the lists its set-up holds (`store.not_found` for no such
/// match, `match.stored` for a set-up that names no game the app tracks).
fn stored_game(library: &Library, id: MatchId) -> Result<GameKind, AppError> {
    let setup = library.match_setup(id)?;
    let game = setup
        .as_deref()
        .and_then(|text| serde_json::from_str::<Value>(text).ok())
        .and_then(|setup| {
            setup
                .pointer("/players/0/list/game")
                .and_then(Value::as_str)
                .map(str::to_owned)
        });
    match game.as_deref() {
        Some(<RuneWars as Play>::ID) => Ok(GameKind::RuneWars),
        Some(<Diskwars as Play>::ID) => Ok(GameKind::Diskwars),
        Some(<Sigmar as Play>::ID) => Ok(GameKind::Sigmar),
        Some(<Underworlds as Play>::ID) => Ok(GameKind::Underworlds),
        _ => Err(AppError::new(
            "match.stored",
            format!("match {id}: its stored set-up names no game Muster tracks"),
        )),
    }
}

/// When match `id`'s result was kept, if it was.
fn finished_at(library: &Library, id: MatchId) -> Result<Option<UnixMillis>, AppError> {
    Ok(library.match_finished_at(id)?)
}

/// The tracker's view of a live match, as JSON.
fn view<G: Tracked>(library: &Library, live: &LiveMatch<G>, lang: Lang) -> Result<Value, AppError> {
    Ok(G::view(live, finished_at(library, live.id())?, lang))
}

/// Why `event` would be refused now (its message), or `None` when it would be taken: a dry
/// run of the rules' own check, which stores nothing.
fn refusal<G: Play>(game: &Match<G>, event: G::Event, lang: Lang) -> Option<String> {
    game.check(Entry::Play(event), lang)
        .err()
        .map(|d| d.message)
}

/// For each of `items`, the [`refusal`] of the event `make` builds from it.
fn refusals<G: Play, T>(
    game: &Match<G>,
    lang: Lang,
    items: impl IntoIterator<Item = T>,
    make: impl Fn(T) -> G::Event,
) -> Vec<Option<String>> {
    items
        .into_iter()
        .map(|item| refusal(game, make(item), lang))
        .collect()
}

/// The timeline's events, oldest first, each written flat as in the match file (the view's
/// `events`: the first `head` count, the rest were undone).
fn timeline<G: Play>(game: &Match<G>) -> Vec<Value> {
    game.timeline()
        .iter()
        .map(|event| {
            Entry::Play(event.clone())
                .to_value()
                .expect("an event serializes")
        })
        .collect()
}

/// The players as the game's set-up seats them (`seat` makes one of a name and a list).
fn seats<L, S>(players: Vec<Player<L>>, seat: impl Fn(String, L) -> S) -> Vec<S> {
    players.into_iter().map(|p| seat(p.name, p.list)).collect()
}

/// What the history keeps of a new match of `players`: the first two list ids, the other
/// players' names (comma-separated), and the first two factions (`faction` gives a list's).
fn new_match<L>(players: &[Player<L>], faction: impl Fn(&L) -> Option<String>) -> NewMatch {
    let others: Vec<&str> = players.iter().skip(1).map(|p| p.name.as_str()).collect();
    NewMatch {
        list_id: players.first().map(|p| p.list_id),
        opponent_list_id: players.get(1).map(|p| p.list_id),
        opponent: Some(others.join(", ")),
        faction: players.first().and_then(|p| faction(&p.list)),
        opponent_faction: players.get(1).and_then(|p| faction(&p.list)),
        ..NewMatch::default()
    }
}

/// A player's name without surrounding spaces (`args.invalid` if nothing is left).
fn player_name(name: &str, lang: Lang) -> Result<String, AppError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(AppError::args(lang.pick(
            "each player needs a name",
            "cada jugador necesita un nombre",
        )));
    }
    Ok(name.to_owned())
}

/// Refuses to change a match whose result is kept (`match.finished`).
fn not_finished(library: &Library, id: MatchId, lang: Lang) -> Result<(), AppError> {
    if finished_at(library, id)?.is_some() {
        return Err(AppError::new(
            "match.finished",
            lang.pick(
                format!("match {id} is finished: its result is in the history"),
                format!("la partida {id} ha terminado: su resultado está en el historial"),
            ),
        ));
    }
    Ok(())
}

/// `match_start` with two players: the player's saved list and the opponent's, with both
/// names (see [`match_start_seats`]).
pub fn match_start(
    state: &AppState,
    list_id: ListId,
    opponent_list_id: ListId,
    player: &str,
    opponent: &str,
    lang: Lang,
) -> Result<Value, AppError> {
    let seats = [
        Seat {
            list_id,
            name: player.to_owned(),
        },
        Seat {
            list_id: opponent_list_id,
            name: opponent.to_owned(),
        },
    ];
    match_start_seats(state, &seats, lang)
}

/// `match_start`: a match between the players' saved lists, the player who keeps the library
/// first. The lists' game decides the game (every list of one game, or `match.game`): a
/// RuneWars match has two players, a Diskwars match two to four (the rules core refuses
/// other counts, and lists of different modes, with `match.setup`). The set-up holds the
/// lists' documents as they are now; the history keeps the first two list ids, the other
/// players' names and the first two factions.
pub fn match_start_seats(state: &AppState, seats: &[Seat], lang: Lang) -> Result<Value, AppError> {
    let names = seats
        .iter()
        .map(|seat| player_name(&seat.name, lang))
        .collect::<Result<Vec<_>, _>>()?;
    if seats.len() < 2 {
        return Err(AppError::args(lang.pick(
            "a match needs at least two players",
            "una partida necesita al menos dos jugadores",
        )));
    }
    let (first, players) = state.with_library(|library| {
        let mut players = Vec::new();
        for (seat, name) in seats.iter().zip(names) {
            let list = parse_stored(&library.list(seat.list_id)?)?;
            players.push(Player {
                list_id: seat.list_id,
                name,
                list,
            });
        }
        let (first, first_title) = game_of(&players[0].list);
        if let Some(other) = players.iter().find(|p| game_of(&p.list).0 != first) {
            return Err(AppError::new(
                "match.game",
                lang.pick(
                    format!(
                        "list {} is a {} list and list {} a {first_title} list: every player of a match plays the same game",
                        other.list_id,
                        game_of(&other.list).1,
                        players[0].list_id
                    ),
                    format!(
                        "la lista {} es de {} y la lista {} de {first_title}: todos los jugadores de una partida juegan al mismo juego",
                        other.list_id,
                        game_of(&other.list).1,
                        players[0].list_id
                    ),
                ),
            ));
        }
        Ok((first, players))
    })?;
    match first {
        GameKind::RuneWars => {
            let players = lists_of(players, |list| match list {
                ListDocument::RuneWars(list) => Some(list),
                _ => None,
            });
            state.with_library(|library| runewars::start(state, library, players, lang))
        }
        GameKind::Diskwars => {
            let players = lists_of(players, |list| match list {
                ListDocument::Diskwars(list) => Some(list),
                _ => None,
            });
            state.with_library(|library| diskwars::start(state, library, players, lang))
        }
        GameKind::Sigmar => {
            let players = lists_of(players, |list| match list {
                ListDocument::Sigmar(list) => Some(list),
                _ => None,
            });
            sigmar::start(state, players, lang)
        }
        GameKind::Underworlds => {
            let players = lists_of(players, |list| match list {
                ListDocument::Underworlds(list) => Some(list),
                _ => None,
            });
            underworlds::start(state, players, lang)
        }
    }
}

fn open<G: Tracked>(state: &AppState, id: MatchId, lang: Lang) -> Result<Value, AppError> {
    let catalog = G::catalog(state)?;
    state.with_library(|library| {
        let live = LiveMatch::<G>::open(library, id, catalog.borrow(), lang)?;
        view(library, &live, lang)
    })
}

/// `match_open`: a stored match, replayed from its log.
pub fn match_open(state: &AppState, id: MatchId, lang: Lang) -> Result<Value, AppError> {
    let game = state.with_library(|library| stored_game(library, id))?;
    dispatch!(game, open(state, id, lang))
}

/// `match_record`'s answer: the view after the entry, and the rules' refusal when they did
/// not take it (then nothing changed).
#[derive(Debug, Serialize)]
pub struct Recorded {
    /// The match as it is now.
    pub view: Value,
    /// Why the entry was not taken (`code`, `severity`, `rule`, `path` inside the entry,
    /// `message`, `help`), or null.
    pub refused: Option<Diagnostic>,
}

fn record<G: Tracked>(
    state: &AppState,
    id: MatchId,
    entry: Value,
    lang: Lang,
) -> Result<Recorded, AppError> {
    let entry = Entry::<G::Event>::from_value(entry).map_err(|(path, message)| {
        AppError::args(if path.is_empty() {
            format!("not a {} match event: {message}", G::TITLE)
        } else {
            format!("not a {} match event: {path}: {message}", G::TITLE)
        })
    })?;
    let catalog = G::catalog(state)?;
    state.with_library(|library| {
        not_finished(library, id, lang)?;
        let mut live = LiveMatch::<G>::open(library, id, catalog.borrow(), lang)?;
        let refused = match live.record(library, entry, lang) {
            Ok(_) => None,
            Err(LiveError::Refused(diagnostic)) => Some(diagnostic),
            Err(other) => return Err(other.into()),
        };
        Ok(Recorded {
            view: view(library, &live, lang)?,
            refused,
        })
    })
}

/// `match_record`: one entry (a game event, `{"type": "undo", "to": n}` or
/// `{"type": "redo", "to": n}`), checked by the rules, stored, then taken; or refused.
pub fn match_record(
    state: &AppState,
    id: MatchId,
    entry: Value,
    lang: Lang,
) -> Result<Recorded, AppError> {
    let game = state.with_library(|library| stored_game(library, id))?;
    dispatch!(game, record(state, id, entry, lang))
}

fn finish<G: Tracked>(state: &AppState, id: MatchId, lang: Lang) -> Result<Value, AppError> {
    let catalog = G::catalog(state)?;
    state.with_library(|library| {
        not_finished(library, id, lang)?;
        let live = LiveMatch::<G>::open(library, id, catalog.borrow(), lang)?;
        live.finish(library, lang)?;
        view(library, &live, lang)
    })
}

/// `match_finish`: keeps the result of a match that is over in the history (`match.not_over`
/// before that); afterwards the match takes nothing more.
pub fn match_finish(state: &AppState, id: MatchId, lang: Lang) -> Result<Value, AppError> {
    let game = state.with_library(|library| stored_game(library, id))?;
    dispatch!(game, finish(state, id, lang))
}

/// One match of the history.
#[derive(Clone, Debug, PartialEq, Serialize)]
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
struct PlayedSetup {
    players: Vec<PlayedSeat>,
}

#[derive(Deserialize)]
struct PlayedSeat {
    name: String,
    list: PlayedList,
}

#[derive(Deserialize)]
struct PlayedList {
    name: String,
}

/// `matches_list`: every match, newest first.
pub fn matches_list(state: &AppState) -> Result<Vec<MatchRow>, AppError> {
    state.with_library(|library| {
        let mut rows = Vec::new();
        for m in library.matches()? {
            // The names as played: the set-up keeps the players and their lists' documents.
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

/// Played, won, lost and drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
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
pub struct StatsView {
    /// Per saved list that played a finished match.
    pub lists: Vec<ListRecordView>,
    /// Per faction of the player's armies.
    pub factions: Vec<FactionRecordView>,
}

/// `match_stats`: finished matches per saved list and per faction (the player's side).
pub fn match_stats(state: &AppState) -> Result<StatsView, AppError> {
    state.with_library(|library| {
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
