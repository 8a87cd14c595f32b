//! RuneWars matches (digest §2 set-up, §3 match tracker): the state a tracker shows, the
//! events that change it and the rules that allow or refuse each one.
//!
//! What is tracked is what the rules count: who chooses the first player, the deployment and
//! objective draft, alternating deployment, the 8 rounds with their Command, Activation and
//! End phases, each unit's dial, activation in initiative order with the first player's
//! precedence, trays and wound tokens, banes and boons, upgrade cards (ready, exhausted,
//! discarded), conditions, morale tests, objective tokens, destruction and elimination, and
//! at the end the score with its reasoning (`score`). What happens on the table between
//! those (movement, dice, damage assignment) is the players' to resolve; they record the
//! result.
//!
//! Sides and units are numbered from 0: `side` is the player's place in the set-up, `unit`
//! the unit's place in that player's list document.
//!
//! - `events`: the events; `state`: the state and its bookkeeping;
//! - `setup`: the start from the two lists and the set-up events (digest §2);
//! - `round`: dials, activation in initiative order and the end of each round (§3.3);
//! - `units`: wounds, trays, destruction, tokens, rally, morale, upgrade cards, conditions and
//!   objective tokens (§3.2, §3.4–3.5);
//! - `score`: the end of the game (§3.7);
//! - `refusals`: every refusal's code and rule; `words`: its message and help, English and
//!   Spanish side by side.

mod events;
mod refusals;
mod round;
mod rules;
mod score;
mod setup;
mod state;
mod units;
mod words;

#[cfg(test)]
mod tests;

pub use events::{Action, CardKind, CardState, Colour, Modifier, RuneWarsEvent, Token, UnitRef};
pub use refusals::Refusal;
pub use rules::{NO_ACTION_INITIATIVE, ROUNDS};
pub use state::{
    Dial, Ending, MoraleTest, RuneWarsMatch, Side, Stage, Tokens, UnitState, UpgradeState,
};

use super::catalog::Catalog;
use super::list::RuneWarsList;
use crate::diagnostic::{Diagnostic, Explain};
use crate::lang::Lang;
use crate::matches::{Outcome, Play, SideScore};
use rules::Refused;
use serde::{Deserialize, Serialize};

/// What a RuneWars match starts from: the two players and their lists.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct RuneWarsSetup {
    /// The players, first the one who created the match.
    pub players: Vec<SetupPlayer>,
}

/// A player and the list they play.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsSetupPlayer"))]
#[serde(deny_unknown_fields)]
pub struct SetupPlayer {
    /// The player's name.
    pub name: String,
    /// Their list document.
    pub list: RuneWarsList,
}

/// RuneWars matches.
impl Play for super::RuneWars {
    const ID: &'static str = <super::RuneWars as crate::game::Game>::ID;
    /// A battle between two armies (team play is two armies of two players each, one list).
    const PLAYERS: std::ops::RangeInclusive<usize> = 2..=2;
    type Catalog = Catalog;
    type Setup = RuneWarsSetup;
    type Event = RuneWarsEvent;
    type State = RuneWarsMatch;

    fn start(
        setup: &RuneWarsSetup,
        catalog: &Catalog,
        lang: Lang,
    ) -> Result<RuneWarsMatch, Vec<Diagnostic>> {
        setup::start(setup, catalog, lang)
    }

    fn apply(
        state: &mut RuneWarsMatch,
        event: &RuneWarsEvent,
        lang: Lang,
    ) -> Result<(), Diagnostic> {
        apply(state, event).map_err(|(refusal, path)| refusal.diagnostic(path, lang))
    }

    fn outcome(state: &RuneWarsMatch, lang: Lang) -> Option<Outcome> {
        score::outcome(state, lang)
    }

    fn scores(state: &RuneWarsMatch, lang: Lang) -> Vec<SideScore> {
        score::scores(state, lang)
    }
}

/// Applies one event, or says why not (and where in the event).
fn apply(state: &mut RuneWarsMatch, event: &RuneWarsEvent) -> Result<(), Refused> {
    use RuneWarsEvent as E;
    match event {
        E::FirstPlayer { chooser, first } => setup::first_player(state, *chooser, *first),
        E::Cards {
            first_pick,
            deployment,
            objective,
            objective_value,
        } => setup::cards(state, *first_pick, deployment, objective, *objective_value),
        E::Zone { side, colour } => setup::zone(state, *side, *colour),
        E::Deploy { side, unit } => setup::deploy(state, *side, *unit, true),
        E::CannotDeploy { side, unit } => setup::deploy(state, *side, *unit, false),
        E::Dial {
            side,
            unit,
            action,
            initiative,
            face,
            modifier,
        } => round::dial(state, *side, *unit, *action, *initiative, *face, *modifier),
        E::EndCommand => round::end_command(state),
        E::Activate { side, unit } => round::activate(state, *side, *unit),
        E::EndActivation => round::end_activation(state),
        E::EndRound => round::end_round(state),
        E::Wounds { side, unit, change } => units::wounds(state, *side, *unit, *change),
        E::TraysLost { side, unit, count } => units::trays_lost(state, *side, *unit, *count),
        E::Destroyed { units } => units::destroyed(state, units),
        E::Token {
            side,
            unit,
            token,
            change,
        } => units::token(state, *side, *unit, *token, *change),
        E::Rally { side, unit } => units::rally(state, *side, *unit),
        E::Morale {
            side,
            unit,
            icons,
            panic_spent,
        } => units::morale(state, *side, *unit, *icons, *panic_spent),
        E::Upgrade {
            side,
            unit,
            upgrade,
            state: to,
        } => units::upgrade(state, *side, *unit, upgrade, *to),
        E::Objective { side, change } => units::objective(state, *side, *change),
        E::Condition {
            side,
            unit,
            name,
            present,
        } => units::condition(state, *side, *unit, name, *present),
    }
}
