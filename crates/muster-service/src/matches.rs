//! Matches: start one from saved lists, open it, record what happens at the table, keep its
//! result; the history, the statistics, and a match file replayed.
//!
//! Every rule is the core's (`Play` for each game) and every write the library's
//! (`muster_store::LiveMatch`: checked, stored in one transaction, then taken). Each job reopens
//! the match from the library, a replay of its log that takes milliseconds, rather than
//! keeping it in memory: the window and the library can never disagree, and the `muster`
//! command line may use the same library meanwhile.
//!
//! A match's game is its lists' game: at the start, the saved lists' documents decide (all of
//! one game, or `match.game`); afterwards, the set-up, which keeps those documents. Besides
//! the state, the tracker gets what the rules say of the one-tap actions of the moment (each
//! game's `checks`, dry runs of `Match::check` that store nothing), so the UI greys out a
//! button with Rust's reason instead of guessing the rule itself.

use crate::error::{AppError, ErrorCode};
pub use crate::games::TrackerView;
use crate::muster::{Muster, Session};
use crate::served::{CatalogOf, ListOf, Served};
pub use crate::served::{Live, Seated};
use muster_core::matches::{
    match_file_game, match_file_json, under_event, Entry, Match, MatchFile, ReplayFault,
};
use muster_core::{with_game, Diagnostic, GameId, Lang, ListDocument, Play};
use muster_store::{Library, ListId, LiveError, LiveMatch, MatchId, NewMatch};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

mod history;

pub use history::{FactionRecordView, ListRecordView, MatchRow, RecordView, StatsView};

/// A player at the start of a match: their name and their saved list.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Seat {
    /// The saved list they play.
    pub list_id: ListId,
    /// Their name.
    pub name: String,
}

/// `match_record`'s answer: the view after the entry, and the rules' refusal when they did
/// not take it (then nothing changed).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct Recorded {
    /// The match as it is now.
    pub view: TrackerView,
    /// Why the entry was not taken (`code`, `severity`, `rule`, `path` inside the entry,
    /// `message`, `help`), or null.
    pub refused: Option<Diagnostic>,
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

/// Match `id`'s game: the game of the lists its set-up holds (`store.not_found` for no such
/// match, `match.stored` for a set-up that names no game Muster tracks).
fn stored_game(library: &Library, id: MatchId) -> Result<GameId, AppError> {
    let setup = library.match_setup(id)?;
    let game = setup
        .as_deref()
        .and_then(|text| serde_json::from_str::<Value>(text).ok())
        .and_then(|setup| {
            setup
                .pointer("/players/0/list/game")
                .and_then(Value::as_str)
                .and_then(|game| game.parse().ok())
        });
    game.ok_or_else(|| {
        AppError::new(
            ErrorCode::MatchStored,
            format!("match {id}: its stored set-up names no game Muster tracks"),
        )
    })
}

/// Refuses to change a match whose result is kept (`match.finished`).
fn not_finished(library: &Library, id: MatchId, lang: Lang) -> Result<(), AppError> {
    if library.match_finished_at(id)?.is_some() {
        return Err(AppError::new(
            ErrorCode::MatchFinished,
            lang.pick(
                format!("match {id} is finished: its result is in the history"),
                format!("la partida {id} ha terminado: su resultado está en el historial"),
            ),
        ));
    }
    Ok(())
}

/// A game whose tracker is one of [`TrackerView`]'s: the bound stays here, so `Served` names
/// no job's type.
trait Tracked: Served<Tracker: Into<TrackerView>> {}

impl<G: Served<Tracker: Into<TrackerView>>> Tracked for G {}

/// The tracker's view of `live`, as the game shows it.
fn view<G: Tracked>(
    library: &Library,
    live: &LiveMatch<G>,
    lang: Lang,
) -> Result<TrackerView, AppError> {
    let finished_at = library.match_finished_at(live.id())?;
    Ok(G::tracker(live, finished_at, lang).into())
}

/// What the history keeps of a new match of `players`: the first two list ids, the other
/// players' names (comma-separated), and the first two factions.
fn new_match<G: Served>(players: &[Seated<ListOf<G>>], catalog: &CatalogOf<G>) -> NewMatch {
    let others: Vec<&str> = players.iter().skip(1).map(|p| p.name.as_str()).collect();
    let faction =
        |p: &Seated<ListOf<G>>| Some(G::faction(&p.list, catalog)).filter(|f| !f.is_empty());
    NewMatch {
        list_id: players.first().map(|p| p.list_id),
        opponent_list_id: players.get(1).map(|p| p.list_id),
        opponent: Some(others.join(", ")),
        faction: players.first().and_then(faction),
        opponent_faction: players.get(1).and_then(faction),
        ..NewMatch::default()
    }
}

/// Starts a match of game `G` between `players`, whose lists are all of `G`.
fn start<G: Tracked>(
    session: &mut Session<'_>,
    players: Vec<Seated<ListDocument>>,
    lang: Lang,
) -> Result<TrackerView, AppError> {
    let players: Vec<Seated<ListOf<G>>> = players
        .into_iter()
        .filter_map(|p| {
            Some(Seated {
                list_id: p.list_id,
                name: p.name,
                list: p.list.try_into().ok()?,
            })
        })
        .collect();
    let catalog = session.catalog::<G>()?;
    let new = new_match::<G>(&players, &catalog);
    let setup = G::setup(session, players, lang)?;
    let library = session.library()?;
    let live = LiveMatch::<G>::start(library, new, setup, &catalog, lang)?;
    view(library, &live, lang)
}

fn open<G: Tracked>(
    session: &mut Session<'_>,
    id: MatchId,
    lang: Lang,
) -> Result<TrackerView, AppError> {
    let catalog = session.catalog::<G>()?;
    let library = session.library()?;
    let live = LiveMatch::<G>::open(library, id, &catalog, lang)?;
    view(library, &live, lang)
}

fn record<G: Tracked>(
    session: &mut Session<'_>,
    id: MatchId,
    entry: Value,
    lang: Lang,
) -> Result<Recorded, AppError> {
    let entry = Entry::<G::Event>::from_value(entry).map_err(|(path, message)| {
        AppError::args(if path.is_empty() {
            format!("not a {} match event: {message}", G::NAME)
        } else {
            format!("not a {} match event: {path}: {message}", G::NAME)
        })
    })?;
    let catalog = session.catalog::<G>()?;
    let library = session.library()?;
    not_finished(library, id, lang)?;
    let mut live = LiveMatch::<G>::open(library, id, &catalog, lang)?;
    let refused = match live.record(library, entry, lang) {
        Ok(_) => None,
        Err(LiveError::Refused(diagnostic)) => Some(diagnostic),
        Err(other) => return Err(other.into()),
    };
    Ok(Recorded {
        view: view(library, &live, lang)?,
        refused,
    })
}

fn finish<G: Tracked>(
    session: &mut Session<'_>,
    id: MatchId,
    lang: Lang,
) -> Result<TrackerView, AppError> {
    let catalog = session.catalog::<G>()?;
    let library = session.library()?;
    not_finished(library, id, lang)?;
    let live = LiveMatch::<G>::open(library, id, &catalog, lang)?;
    live.finish(library, lang)?;
    view(library, &live, lang)
}

/// Reads a match file of game `G` and replays its log: the output object, or the first fault
/// as `place: what is wrong` (the place a JSON pointer into the file).
fn replay<G: Served>(session: &mut Session<'_>, value: Value, lang: Lang) -> Result<Value, String> {
    let catalog = session.catalog::<G>().map_err(|e| e.message)?;
    let file = MatchFile::<G>::from_value(value).map_err(|e| e.to_string())?;
    let game = Match::<G>::replay(file.setup, &catalog, file.events, lang).map_err(fault_line)?;
    Ok(json!({
        "game": <G as Play>::ID,
        "head": game.head(),
        "events": game.log().len(),
        "state": game.state(),
        "result": game.outcome(lang),
    }))
}

/// Why a replay stopped, on one line: the place in the file, what is wrong, and the code and
/// rule of the refusal (every fault of a set-up, joined).
fn fault_line(fault: ReplayFault) -> String {
    let line = |place: &str, what: &str, d: &Diagnostic| {
        format!("{place}: {what}{} ({}, {})", d.message, d.code, d.rule)
    };
    match fault {
        ReplayFault::Setup(faults) => faults
            .iter()
            .map(|d| line(&format!("/setup{}", d.path), "", d))
            .collect::<Vec<_>>()
            .join("; "),
        ReplayFault::Event(fault) => {
            let index = fault.index;
            let d = under_event(fault.diagnostic, index);
            line(&d.path, &format!("event {index} refused: "), &d)
        }
    }
}

impl Muster {
    /// `match_start`: a match between the players' saved lists, the player who keeps the
    /// library first. The lists' game decides the game (every list of one game, or
    /// `match.game`); the game's rules refuse a count of players or lists they cannot start
    /// from, with every fault's place (`match.setup`). The set-up holds the lists' documents
    /// as they are now; the history keeps the first two list ids, the other players' names
    /// and the first two factions.
    pub fn match_start(&self, seats: &[Seat], lang: Lang) -> Result<TrackerView, AppError> {
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
        self.session(|session| {
            let library = session.library()?;
            let mut players = Vec::new();
            for (seat, name) in seats.iter().zip(names) {
                let list = crate::lists::parse_stored(&library.list(seat.list_id)?)?;
                players.push(Seated {
                    list_id: seat.list_id,
                    name,
                    list,
                });
            }
            let first = players[0].list.game();
            if let Some(other) = players.iter().find(|p| p.list.game() != first) {
                let (theirs, ours) = (other.list.game().name(), first.name());
                return Err(AppError::new(
                    ErrorCode::MatchGame,
                    lang.pick(
                        format!(
                            "list {} is a {theirs} list and list {} a {ours} list: every player of a match plays the same game",
                            other.list_id, players[0].list_id
                        ),
                        format!(
                            "la lista {} es de {theirs} y la lista {} de {ours}: todos los jugadores de una partida juegan al mismo juego",
                            other.list_id, players[0].list_id
                        ),
                    ),
                ));
            }
            with_game!(first, |G| start::<G>(session, players, lang))
        })
    }

    /// `match_open`: a stored match, replayed from its log.
    pub fn match_open(&self, id: MatchId, lang: Lang) -> Result<TrackerView, AppError> {
        self.session(|session| {
            let game = stored_game(session.library()?, id)?;
            with_game!(game, |G| open::<G>(session, id, lang))
        })
    }

    /// `match_record`: one entry (a game event, `{"type": "undo", "to": n}` or
    /// `{"type": "redo", "to": n}`), checked by the rules, stored, then taken; or refused.
    pub fn match_record(
        &self,
        id: MatchId,
        entry: Value,
        lang: Lang,
    ) -> Result<Recorded, AppError> {
        self.session(|session| {
            let game = stored_game(session.library()?, id)?;
            with_game!(game, |G| record::<G>(session, id, entry, lang))
        })
    }

    /// `match_finish`: keeps the result of a match that is over in the history
    /// (`match.not_over` before that); afterwards the match takes nothing more.
    pub fn match_finish(&self, id: MatchId, lang: Lang) -> Result<TrackerView, AppError> {
        self.session(|session| {
            let game = stored_game(session.library()?, id)?;
            with_game!(game, |G| finish::<G>(session, id, lang))
        })
    }

    /// `muster match replay`: a match file's text replayed through its game's rules, with
    /// the catalogue a check uses. The output object (`game`, `head`, `events`, `state`,
    /// `result`), or one line naming the first fault (broken JSON by line and column,
    /// anything else by JSON pointer: `/events/4/side`, `/setup/…`).
    pub fn replay_match(&self, text: &str, lang: Lang) -> Result<Value, String> {
        let value = match_file_json(text).map_err(|e| e.to_string())?;
        let game = match_file_game(&value).map_err(|e| e.to_string())?;
        let Ok(game) = game.parse::<GameId>() else {
            let known: Vec<&str> = GameId::ALL.iter().map(|g| g.id()).collect();
            return Err(format!(
                "/game: Muster tracks no `{game}` matches (games with matches: {})",
                known.join(", ")
            ));
        };
        self.session(|session| Ok(with_game!(game, |G| replay::<G>(session, value, lang))))
            .map_err(|e| e.message)?
    }
}
