//! RuneWars matches in the app: the set-up from two saved lists and the tracker's view.
//!
//! Besides the crate's `LiveView`, the view says who chooses the first player and who deploys
//! next (the rules core's methods), and for each unit whether `deploy`, `activate` and `rally`
//! would be taken now or why not (dry runs of `Match::check`).

use super::{new_match, refusal, refusals, seats, view, Player, Tracked};
use crate::error::AppError;
use crate::state::AppState;
use muster_core::games::runewars::{
    RuneWars, RuneWarsEvent, RuneWarsList, RuneWarsSetup, SetupPlayer, Stage, ROUNDS,
};
use muster_core::matches::Match;
use muster_core::Lang;
use muster_store::{Library, LiveMatch, LiveView, UnixMillis};
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

impl Tracked for RuneWars {
    const TITLE: &'static str = "RuneWars";

    type Loaded = Self::Catalog;

    fn catalog(state: &AppState) -> Result<Self::Catalog, AppError> {
        state.with_library(|library| state.runewars_catalog(library))
    }

    fn view(live: &LiveMatch<Self>, finished_at: Option<UnixMillis>, lang: Lang) -> Value {
        let state = live.game().state();
        let view = MatchView {
            live: live.view(lang),
            rounds: ROUNDS,
            may_choose_first: state.may_choose_first(),
            next_to_deploy: (state.stage == Stage::Deploy)
                .then(|| state.next_to_deploy())
                .flatten(),
            finished_at,
            checks: checks(live.game(), lang),
        };
        serde_json::to_value(view).expect("a match view serializes")
    }
}

/// A RuneWars match between the player's list and the opponent's (exactly two players).
pub(super) fn start(
    state: &AppState,
    library: &mut Library,
    players: Vec<Player<RuneWarsList>>,
    lang: Lang,
) -> Result<Value, AppError> {
    if players.len() != 2 {
        return Err(AppError::args(lang.pick(
            format!("a RuneWars match has two players, not {}", players.len()),
            format!(
                "una partida de RuneWars tiene dos jugadores, no {}",
                players.len()
            ),
        )));
    }
    let catalog = state.runewars_catalog(library)?;
    let new = new_match(&players, |list| Some(list.faction.clone()));
    let players = seats(players, |name, list| SetupPlayer { name, list });
    let setup = RuneWarsSetup { players };
    let live = LiveMatch::<RuneWars>::start(library, new, setup, &catalog, lang)?;
    view(library, &live, lang)
}
