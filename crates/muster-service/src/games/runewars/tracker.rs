//! RuneWars matches: the set-up from two saved lists and the tracker's view.
//!
//! Besides the state, the view says who chooses the first player and who deploys next (the
//! rules core's methods), and for each unit whether `deploy`, `activate` and `rally` would
//! be taken now or why not (dry runs of `Match::check`).

use crate::error::AppError;
use crate::games::TrackerView;
use crate::served::{refusal, refusals, seat_lists, Live, Seated};
use muster_core::games::runewars::{
    RuneWars, RuneWarsEvent, RuneWarsList, RuneWarsMatch, RuneWarsSetup, SetupPlayer, Stage, ROUNDS,
};
use muster_core::matches::Match;
use muster_core::Lang;
use muster_store::{LiveMatch, UnixMillis};
use serde::Serialize;

/// What the tracker shows: the match now (`id`, `state`, `outcome`, `scores`, `head`,
/// `timeline`, `log`, `canUndo`, `canRedo`, `finishedAt`) and, beside it, what the rules
/// core's methods and dry runs say of the moment.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct RuneWarsTracker {
    #[serde(flatten)]
    live: Live<RuneWarsMatch>,
    /// Rounds in a game.
    rounds: u8,
    /// The side that chooses the first player (the lower spent total), or null on equal
    /// totals (either may: the winner of a random draw).
    may_choose_first: Option<usize>,
    /// Whose turn it is to deploy, during deployment.
    next_to_deploy: Option<usize>,
    /// Whether each one-tap action would be taken now.
    checks: Checks,
}

/// For each one-tap action: `null` when the rules would take it now, otherwise the message of
/// their refusal (in the requested language). Per-unit entries are `[side][unit]`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "RuneWarsChecks"))]
#[serde(rename_all = "camelCase")]
pub struct Checks {
    deploy: Vec<Vec<Option<String>>>,
    activate: Vec<Vec<Option<String>>>,
    rally: Vec<Vec<Option<String>>>,
    end_command: Option<String>,
    end_activation: Option<String>,
    end_round: Option<String>,
}

fn checks(game: &Match<RuneWars>, lang: Lang) -> Checks {
    let per_unit = |make: fn(usize, usize) -> RuneWarsEvent| -> Vec<Vec<Option<String>>> {
        game.state()
            .sides
            .iter()
            .enumerate()
            .map(|(side, s)| refusals(game, lang, 0..s.units.len(), |unit| make(side, unit)))
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

/// The tracker's view of `live`.
pub(super) fn tracker(
    live: &LiveMatch<RuneWars>,
    finished_at: Option<UnixMillis>,
    lang: Lang,
) -> RuneWarsTracker {
    let state = live.game().state();
    RuneWarsTracker {
        live: Live::of(live, finished_at, lang),
        rounds: ROUNDS,
        may_choose_first: state.may_choose_first(),
        next_to_deploy: (state.stage == Stage::Deploy)
            .then(|| state.next_to_deploy())
            .flatten(),
        checks: checks(live.game(), lang),
    }
}

impl From<RuneWarsTracker> for TrackerView {
    fn from(view: RuneWarsTracker) -> Self {
        TrackerView::RuneWars(view)
    }
}

/// The set-up of a RuneWars match between the player's list and the opponent's (exactly two
/// players).
pub(super) fn setup(
    players: Vec<Seated<RuneWarsList>>,
    lang: Lang,
) -> Result<RuneWarsSetup, AppError> {
    if players.len() != 2 {
        return Err(AppError::args(lang.pick(
            format!("a RuneWars match has two players, not {}", players.len()),
            format!(
                "una partida de RuneWars tiene dos jugadores, no {}",
                players.len()
            ),
        )));
    }
    let players = seat_lists(players, |name, list| SetupPlayer { name, list });
    Ok(RuneWarsSetup { players })
}
