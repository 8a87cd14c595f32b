//! Matches: start one from two saved lists, open it, record what happens at the table, keep
//! its result; the history and the statistics.
//!
//! Every rule is `muster-core`'s (`Play for RuneWars`) and every write `muster-store`'s
//! (`LiveMatch`: checked, stored in one transaction, then taken). Each command reopens the
//! match from the library, a replay of its log that takes milliseconds, rather than keeping
//! it in memory: the window and the library can never disagree, and the `muster` command line
//! may use the same library meanwhile.
//!
//! Besides the crate's `LiveView`, the tracker gets what the rules core says about the one-tap
//! actions of the moment (`checks`): for each unit, whether `deploy`, `activate` and `rally`
//! would be taken now or why not, from `Match::check` (a dry run that stores nothing). So the
//! UI greys out a button with Rust's reason instead of guessing the rule itself.

use crate::commands::parse_stored;
use crate::error::AppError;
use crate::state::AppState;
use muster_core::games::runewars::{
    RuneWars, RuneWarsEvent, RuneWarsList, RuneWarsSetup, SetupPlayer, Stage, ROUNDS,
};
use muster_core::matches::{Entry, Match, Outcome};
use muster_core::{Diagnostic, Lang, ListDocument, Play};
use muster_store::{
    Library, ListId, LiveError, LiveMatch, LiveView, MatchId, MatchOutcome, NewMatch, Record,
    UnixMillis,
};
use serde::Serialize;
use serde_json::Value;

/// What the tracker shows: the crate's `LiveView` (`id`, `game`, `state`, `outcome`,
/// `scores`, `head`, `timeline`, `log`, `canUndo`, `canRedo`) and, beside it, what the rules
/// core's methods and dry runs say of the moment.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MatchView<'a> {
    #[serde(flatten)]
    live: LiveView<'a, RuneWars>,
    /// Rounds in a game.
    rounds: u8,
    /// The side that chooses the first player (the lower spent total), or null on equal
    /// totals (either may: the winner of a random draw).
    may_choose_first: Option<usize>,
    /// Whose turn it is to deploy, during deployment.
    next_to_deploy: Option<usize>,
    /// When the result was kept in the history (`match_finish`); null while in progress.
    finished_at: Option<UnixMillis>,
    /// Whether each one-tap action would be taken now.
    checks: Checks,
}

/// For each one-tap action: `null` when the rules would take it now, otherwise the message of
/// their refusal (in the requested language). Per-unit entries are `[side][unit]`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Checks {
    deploy: Vec<Vec<Option<String>>>,
    activate: Vec<Vec<Option<String>>>,
    rally: Vec<Vec<Option<String>>>,
    end_command: Option<String>,
    end_activation: Option<String>,
    end_round: Option<String>,
}

/// Why `event` would be refused now (its message), or `None` when it would be taken.
fn refusal(game: &Match<RuneWars>, event: RuneWarsEvent, lang: Lang) -> Option<String> {
    game.check(Entry::Play(event), lang)
        .err()
        .map(|d| d.message)
}

fn checks(game: &Match<RuneWars>, lang: Lang) -> Checks {
    let per_unit = |make: fn(usize, usize) -> RuneWarsEvent| -> Vec<Vec<Option<String>>> {
        game.state()
            .sides
            .iter()
            .enumerate()
            .map(|(side, s)| {
                (0..s.units.len())
                    .map(|unit| refusal(game, make(side, unit), lang))
                    .collect()
            })
            .collect()
    };
    Checks {
        deploy: per_unit(|side, unit| RuneWarsEvent::Deploy { side, unit }),
        activate: per_unit(|side, unit| RuneWarsEvent::Activate { side, unit }),
        rally: per_unit(|side, unit| RuneWarsEvent::Rally { side, unit }),
        end_command: refusal(game, RuneWarsEvent::EndCommand, lang),
        end_activation: refusal(game, RuneWarsEvent::EndActivation, lang),
        end_round: refusal(game, RuneWarsEvent::EndRound, lang),
    }
}

/// When match `id`'s result was kept, if it was.
fn finished_at(library: &Library, id: MatchId) -> Result<Option<UnixMillis>, AppError> {
    Ok(library.match_finished_at(id)?)
}

/// The tracker's view of a live match, as JSON.
fn view(library: &Library, live: &LiveMatch<RuneWars>, lang: Lang) -> Result<Value, AppError> {
    let state = live.game().state();
    let view = MatchView {
        live: live.view(lang),
        rounds: ROUNDS,
        may_choose_first: state.may_choose_first(),
        next_to_deploy: (state.stage == Stage::Deploy)
            .then(|| state.next_to_deploy())
            .flatten(),
        finished_at: finished_at(library, live.id())?,
        checks: checks(live.game(), lang),
    };
    Ok(serde_json::to_value(view).expect("a match view serializes"))
}

/// A saved list's RuneWars document.
fn runewars_list(library: &Library, id: ListId) -> Result<RuneWarsList, AppError> {
    let stored = library.list(id)?;
    // The one place that knows which games have matches: a new game is one arm (and a
    // `match.game` refusal for a list of a game without matches).
    match parse_stored(&stored)? {
        ListDocument::RuneWars(list) => Ok(list),
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

/// `match_start`: a RuneWars match between the player's saved list and the opponent's, with
/// both players' names. The set-up holds the lists' documents as they are now; the history
/// keeps both list ids, the opponent's name and both factions.
pub fn match_start(
    state: &AppState,
    list_id: ListId,
    opponent_list_id: ListId,
    player: &str,
    opponent: &str,
    lang: Lang,
) -> Result<Value, AppError> {
    let player = player_name(player, lang)?;
    let opponent = player_name(opponent, lang)?;
    state.with_library(|library| {
        let catalog = state.runewars_catalog(library)?;
        let mine = runewars_list(library, list_id)?;
        let theirs = runewars_list(library, opponent_list_id)?;
        let new = NewMatch {
            list_id: Some(list_id),
            opponent_list_id: Some(opponent_list_id),
            opponent: Some(opponent.clone()),
            faction: Some(mine.faction.clone()),
            opponent_faction: Some(theirs.faction.clone()),
            ..NewMatch::default()
        };
        let setup = RuneWarsSetup {
            players: vec![
                SetupPlayer {
                    name: player,
                    list: mine,
                },
                SetupPlayer {
                    name: opponent,
                    list: theirs,
                },
            ],
        };
        let live = LiveMatch::<RuneWars>::start(library, new, setup, &catalog, lang)?;
        view(library, &live, lang)
    })
}

/// `match_open`: a stored match, replayed from its log.
pub fn match_open(state: &AppState, id: MatchId, lang: Lang) -> Result<Value, AppError> {
    state.with_library(|library| {
        let catalog = state.runewars_catalog(library)?;
        let live = LiveMatch::<RuneWars>::open(library, id, &catalog, lang)?;
        view(library, &live, lang)
    })
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

/// `match_record`: one entry (a game event, `{"type": "undo", "to": n}` or
/// `{"type": "redo", "to": n}`), checked by the rules, stored, then taken; or refused.
pub fn match_record(
    state: &AppState,
    id: MatchId,
    entry: Value,
    lang: Lang,
) -> Result<Recorded, AppError> {
    let entry =
        Entry::<<RuneWars as Play>::Event>::from_value(entry).map_err(|(path, message)| {
            AppError::args(if path.is_empty() {
                format!("not a RuneWars match event: {message}")
            } else {
                format!("not a RuneWars match event: {path}: {message}")
            })
        })?;
    state.with_library(|library| {
        not_finished(library, id, lang)?;
        let catalog = state.runewars_catalog(library)?;
        let mut live = LiveMatch::<RuneWars>::open(library, id, &catalog, lang)?;
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

/// `match_finish`: keeps the result of a match that is over in the history (`match.not_over`
/// before that); afterwards the match takes nothing more.
pub fn match_finish(state: &AppState, id: MatchId, lang: Lang) -> Result<Value, AppError> {
    state.with_library(|library| {
        not_finished(library, id, lang)?;
        let catalog = state.runewars_catalog(library)?;
        let live = LiveMatch::<RuneWars>::open(library, id, &catalog, lang)?;
        live.finish(library, lang)?;
        view(library, &live, lang)
    })
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
    /// The opponent's name.
    pub opponent: Option<String>,
    /// The player's saved list, if it still exists.
    pub list_id: Option<ListId>,
    /// The player's list's name as played (from the set-up).
    pub list_name: Option<String>,
    /// The opponent's saved list, if it still exists.
    pub opponent_list_id: Option<ListId>,
    /// The opponent's list's name as played.
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

/// `matches_list`: every match, newest first.
pub fn matches_list(state: &AppState) -> Result<Vec<MatchRow>, AppError> {
    state.with_library(|library| {
        let mut rows = Vec::new();
        for m in library.matches()? {
            // The names as played: the set-up keeps the players and their lists' documents.
            let setup = match m.game.as_str() {
                RuneWars::ID => library
                    .match_setup(m.id)?
                    .and_then(|text| serde_json::from_str::<RuneWarsSetup>(&text).ok()),
                _ => None,
            };
            let player = |i: usize| setup.as_ref().and_then(|s| s.players.get(i));
            rows.push(MatchRow {
                id: m.id,
                game: m.game.clone(),
                created_at: m.created_at,
                finished_at: m.finished_at,
                player: player(0).map(|p| p.name.clone()),
                opponent: m.opponent.clone(),
                list_id: m.list_id,
                list_name: player(0).map(|p| p.list.name.clone()),
                opponent_list_id: m.opponent_list_id,
                opponent_list_name: player(1).map(|p| p.list.name.clone()),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::lists::list_save;
    use crate::test_support::{example, state_in, TempDir};
    use serde_json::json;

    /// Ana's Shield wall (list 1) against Ben's Host of Crows (list 2).
    fn started(state: &AppState) -> Value {
        let daqan = list_save(state, None, &example("runewars-daqan-shield-wall.json")).unwrap();
        let waiqar =
            list_save(state, None, &example("runewars-waiqar-host-of-crows.json")).unwrap();
        match_start(state, daqan.id, waiqar.id, " Ana ", "Ben", Lang::En).unwrap()
    }

    fn ok(state: &AppState, id: MatchId, entry: Value) -> Value {
        let recorded = match_record(state, id, entry.clone(), Lang::En).unwrap();
        if let Some(d) = recorded.refused {
            panic!("{entry} refused: {} ({})", d.message, d.code);
        }
        recorded.view
    }

    /// First player, cards, zone and every unit deployed, alternating from Ben (first).
    fn set_up(state: &AppState, id: MatchId) -> Value {
        let view = match_open(state, id, Lang::En).unwrap();
        let chooser = view["mayChooseFirst"].as_u64().unwrap();
        ok(
            state,
            id,
            json!({"type": "first_player", "chooser": chooser, "first": 1}),
        );
        ok(
            state,
            id,
            json!({"type": "cards", "first_pick": "objective", "deployment": "D",
                   "objective": "O", "objective_value": 2}),
        );
        let mut view = ok(
            state,
            id,
            json!({"type": "zone", "side": 0, "colour": "blue"}),
        );
        while view["state"]["stage"] == "deploy" {
            let side = view["nextToDeploy"].as_u64().unwrap() as usize;
            let unit = view["checks"]["deploy"][side]
                .as_array()
                .unwrap()
                .iter()
                .position(Value::is_null)
                .expect("a unit of the side to deploy may deploy");
            view = ok(
                state,
                id,
                json!({"type": "deploy", "side": side, "unit": unit}),
            );
        }
        view
    }

    #[test]
    fn a_match_starts_from_two_saved_lists_and_is_in_the_history() {
        let dir = TempDir::new("match-start");
        let state = state_in(&dir);
        let view = started(&state);
        assert_eq!(view["game"], "runewars");
        assert_eq!(view["rounds"], 8);
        assert_eq!(view["state"]["stage"], "first_player");
        assert_eq!(view["state"]["sides"][0]["player"], "Ana");
        assert_eq!(view["state"]["sides"][1]["faction"], "waiqar-the-undying");
        assert_eq!(
            view["state"]["sides"][0]["units"].as_array().unwrap().len(),
            4
        );
        assert_eq!(
            (view["head"].clone(), view["canUndo"].clone()),
            (json!(0), json!(false))
        );
        assert_eq!(view["finishedAt"], Value::Null);
        assert!(view["scores"][0]["total"].as_i64().unwrap() > 0);
        // The lower spent total chooses the first player: the rules core says which side.
        let spent: Vec<u64> = (0..2)
            .map(|s| view["state"]["sides"][s]["spent"].as_u64().unwrap())
            .collect();
        let lower = if spent[0] < spent[1] { 0 } else { 1 };
        assert_ne!(spent[0], spent[1]);
        assert_eq!(view["mayChooseFirst"], lower);

        let rows = matches_list(&state).unwrap();
        assert_eq!(rows.len(), 1);
        let row = serde_json::to_value(&rows[0]).unwrap();
        assert_eq!(row["player"], "Ana");
        assert_eq!(row["opponent"], "Ben");
        assert_eq!(row["listName"], "Shield wall of Terrinoth");
        assert_eq!(row["opponentListName"], "Host of Crows");
        assert_eq!(
            (row["listId"].clone(), row["opponentListId"].clone()),
            (json!(1), json!(2))
        );
        assert_eq!(row["faction"], "daqan-lords");
        assert_eq!(row["finishedAt"], Value::Null);
        assert_eq!(row["outcome"], Value::Null);
        assert!(row["createdAt"].is_i64());
    }

    #[test]
    fn a_match_needs_two_saved_lists_and_two_names() {
        let dir = TempDir::new("match-start-errors");
        let state = state_in(&dir);
        let daqan = list_save(&state, None, &example("runewars-daqan-shield-wall.json")).unwrap();
        let err = match_start(&state, daqan.id, 99, "Ana", "Ben", Lang::En).unwrap_err();
        assert_eq!(err.code, "store.not_found");
        let err = match_start(&state, daqan.id, daqan.id, "Ana", "  ", Lang::Es).unwrap_err();
        assert_eq!(
            err,
            AppError::new("args.invalid", "cada jugador necesita un nombre")
        );
        // A list whose units the data does not know cannot be played: the set-up's faults.
        let unknown = r#"{"format": "muster-list/1", "game": "runewars", "name": "X",
                          "faction": "daqan-lords", "units": [{"unit": "dragons"}]}"#;
        let odd = list_save(&state, None, unknown).unwrap();
        let err = match_start(&state, daqan.id, odd.id, "Ana", "Ben", Lang::En).unwrap_err();
        assert_eq!(err.code, "match.setup");
        assert!(
            err.message.contains("/players/1/list/units/0/unit"),
            "{}",
            err.message
        );
        assert!(matches_list(&state).unwrap().is_empty());
        assert_eq!(
            match_open(&state, 7, Lang::En).unwrap_err().code,
            "store.not_found"
        );
    }

    #[test]
    fn a_refused_event_comes_back_as_a_diagnostic_and_changes_nothing() {
        let dir = TempDir::new("match-refused");
        let state = state_in(&dir);
        let id = started(&state)["id"].as_i64().unwrap();
        // Ben (the higher total) may not choose the first player.
        let view = match_open(&state, id, Lang::En).unwrap();
        let higher = 1 - view["mayChooseFirst"].as_u64().unwrap();
        let recorded = match_record(
            &state,
            id,
            json!({"type": "first_player", "chooser": higher, "first": 0}),
            Lang::Es,
        )
        .unwrap();
        let refused = serde_json::to_value(recorded.refused.unwrap()).unwrap();
        assert_eq!(refused["code"], "runewars.setup.first_player_chooser");
        assert_eq!(refused["rule"], "runewars:Prep-3");
        assert_eq!(refused["path"], "/chooser");
        assert_eq!(refused["severity"], "error");
        assert!(refused["help"].is_string());
        assert!(
            refused["message"].as_str().unwrap().contains(" contra "),
            "in Spanish: {}",
            refused["message"]
        );
        assert_eq!(recorded.view["head"], 0);
        assert_eq!(recorded.view["log"], 0, "nothing was stored");
        assert_eq!(recorded.view["state"]["stage"], "first_player");

        // Something that is no event at all is the UI's mistake, not a rule's refusal.
        let err = match_record(&state, id, json!({"type": "teleport"}), Lang::En).unwrap_err();
        assert_eq!(err.code, "args.invalid");
        let err = match_record(&state, id, json!({"type": "undo", "to": 3}), Lang::En).unwrap();
        assert_eq!(err.refused.unwrap().code, "match.undo.out_of_range");
    }

    #[test]
    fn a_match_is_set_up_played_undone_reopened_won_and_kept() {
        let dir = TempDir::new("match-play");
        let state = state_in(&dir);
        let id = started(&state)["id"].as_i64().unwrap();
        let view = set_up(&state, id);
        assert_eq!(
            (
                view["state"]["stage"].clone(),
                view["state"]["round"].clone()
            ),
            (json!("command"), json!(1))
        );
        assert_eq!(
            view["checks"]["endCommand"].as_str().map(|m| m.is_empty()),
            Some(false)
        );

        // Dials: every unit marches at its place in the list + 1.
        for side in 0..2 {
            let count = view["state"]["sides"][side]["units"]
                .as_array()
                .unwrap()
                .len();
            for unit in 0..count {
                ok(
                    &state,
                    id,
                    json!({"type": "dial", "side": side, "unit": unit, "action": "march",
                           "initiative": unit + 1}),
                );
            }
        }
        let view = ok(&state, id, json!({"type": "end_command"}));
        assert_eq!(view["state"]["stage"], "activation");
        // Initiative 1: Ben is the first player, so his first unit activates first.
        assert_eq!(view["state"]["next_activation"], json!([1, 1]));
        assert_eq!(view["checks"]["activate"][1][0], Value::Null);
        let why = view["checks"]["activate"][0][0].as_str().unwrap();
        assert!(!why.is_empty());
        assert!(view["checks"]["activate"][1][1].is_string());
        ok(
            &state,
            id,
            json!({"type": "activate", "side": 1, "unit": 0}),
        );
        let view = ok(
            &state,
            id,
            json!({"type": "token", "side": 1, "unit": 0, "token": "panic", "change": 2}),
        );
        assert_eq!(
            view["checks"]["rally"][1][0],
            Value::Null,
            "the active unit may rally"
        );
        assert!(view["checks"]["rally"][0][0].is_string());

        // Undo the token, redo it, undo it again.
        let head = view["head"].as_u64().unwrap();
        let undone = ok(&state, id, json!({"type": "undo", "to": head - 1}));
        assert_eq!(
            undone["state"]["sides"][1]["units"][0]["tokens"]["panic"],
            0
        );
        assert_eq!(
            (undone["canUndo"].clone(), undone["canRedo"].clone()),
            (json!(true), json!(true))
        );
        let redone = ok(&state, id, json!({"type": "redo", "to": head}));
        assert_eq!(
            redone["state"]["sides"][1]["units"][0]["tokens"]["panic"],
            2
        );
        let undone = ok(&state, id, json!({"type": "undo", "to": head - 1}));

        // Reopened from the library (as after a restart): exactly where it was.
        let reopened = match_open(&state, id, Lang::En).unwrap();
        assert_eq!(reopened, undone);

        // Ben's army is destroyed: Ana wins by elimination; the result is kept.
        let count = reopened["state"]["sides"][1]["units"]
            .as_array()
            .unwrap()
            .len();
        let units: Vec<Value> = (0..count).map(|u| json!({"side": 1, "unit": u})).collect();
        let over = ok(&state, id, json!({"type": "destroyed", "units": units}));
        assert_eq!(over["state"]["stage"], "over");
        assert_eq!(over["outcome"]["winner"], 0);
        assert_eq!(over["outcome"]["decided_by"], "elimination");
        assert_eq!(over["outcome"]["rule"], "runewars:§44.1");
        assert_eq!(over["finishedAt"], Value::Null);

        let kept = match_finish(&state, id, Lang::En).unwrap();
        assert!(kept["finishedAt"].is_i64());
        assert_eq!(kept["outcome"], over["outcome"]);
        let err = match_record(&state, id, json!({"type": "undo", "to": 1}), Lang::En);
        assert_eq!(err.unwrap_err().code, "match.finished");
        assert_eq!(
            match_finish(&state, id, Lang::En).unwrap_err().code,
            "match.finished"
        );

        let row = serde_json::to_value(&matches_list(&state).unwrap()[0]).unwrap();
        assert_eq!(row["outcome"], "won");
        assert_eq!(row["result"]["winner"], 0);
        assert!(row["finishedAt"].is_i64());
        let stats = serde_json::to_value(match_stats(&state).unwrap()).unwrap();
        assert_eq!(
            stats["lists"],
            json!([{"listId": 1, "name": "Shield wall of Terrinoth", "game": "runewars",
                    "played": 1, "won": 1, "lost": 0, "drawn": 0}])
        );
        assert_eq!(
            stats["factions"],
            json!([{"game": "runewars", "faction": "daqan-lords",
                    "played": 1, "won": 1, "lost": 0, "drawn": 0}])
        );
    }

    #[test]
    fn a_match_that_is_not_over_has_no_result_to_keep() {
        let dir = TempDir::new("match-not-over");
        let state = state_in(&dir);
        let id = started(&state)["id"].as_i64().unwrap();
        assert_eq!(
            match_finish(&state, id, Lang::En).unwrap_err().code,
            "match.not_over"
        );
        assert_eq!(matches_list(&state).unwrap()[0].finished_at, None);
        let stats = match_stats(&state).unwrap();
        assert!(stats.lists.is_empty() && stats.factions.is_empty());
    }
}
