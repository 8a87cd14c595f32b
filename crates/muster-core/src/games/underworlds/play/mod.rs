//! Underworlds matches (digest §2 set-up, §3 game state): the state a tracker shows, the
//! events that change it and the rules that allow or refuse each one.
//!
//! The tracker cannot see the table or the hands: the players record what happened (roll-offs,
//! feature tokens, deployments, the core ability of each action step, each power-step play,
//! damage, objectives scored) and the engine keeps the state, computes what the rules compute
//! (turn order, the power step's passes, tokens, slaying and Bounty, the glory cap on
//! upgrades (V8), the underdog, the end-of-round clean-up, the result) and refuses what they
//! forbid.
//!
//! - `events`: the events; `state`: the state and its bookkeeping;
//! - `setup`: the set-up (§2): the start, territories, redraws, feature tokens, deployment;
//! - `round`: roll-offs, turns, action and power steps, the end phase (§3.3, §3.4);
//! - `fighters`: damage, slaying, Bounty, healing, inspiring, tokens, raising (§3.5–§3.7);
//! - `cards`: ploys, upgrades (V8) and objectives (§3.8);
//! - `score`: the end of the game and its tie-breaks (§3.9);
//! - `refusals`: every refusal's code and rule; `words`: its message and help, and the
//!   prompt and log, English and Spanish side by side.

mod cards;
mod events;
mod fighters;
mod refusals;
mod round;
mod rules;
mod score;
mod setup;
mod state;
mod words;

#[cfg(test)]
mod tests;

pub use events::{Ability, TokenKind, UnderworldsEvent};
pub use refusals::{FaceName, Needed, Refusal};
pub use rules::{FEATURES, PLAYERS, ROUNDS, TURNS};
pub use state::{
    Capacity, CardPlace, CardState, FaceStats, FeatureFace, FeatureToken, FighterState, Glory,
    Note, PowerStep, Redraw, Side, Stage, Tokens, UnderworldsMatch,
};

use super::catalog::Catalog;
use super::list::UnderworldsList;
use crate::diagnostic::{Diagnostic, Explain};
use crate::lang::Lang;
use crate::matches::{Outcome, Play, SideScore};
use rules::Refused;
use serde::{Deserialize, Serialize};

/// What an Underworlds match starts from: the two players and their lists.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct UnderworldsSetup {
    /// The two players, first the one who created the match.
    pub players: Vec<SetupPlayer>,
}

/// A player and the list they play.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsSetupPlayer"))]
#[serde(deny_unknown_fields)]
pub struct SetupPlayer {
    /// The player's name.
    pub name: String,
    /// Their list document (warband and decks).
    pub list: UnderworldsList,
}

/// Underworlds matches.
impl Play for super::Underworlds {
    const ID: &'static str = <super::Underworlds as crate::game::Game>::ID;
    const PLAYERS: std::ops::RangeInclusive<usize> = PLAYERS..=PLAYERS;
    type Catalog = Catalog;
    type Setup = UnderworldsSetup;
    type Event = UnderworldsEvent;
    type State = UnderworldsMatch;

    fn start(
        setup: &UnderworldsSetup,
        catalog: &Catalog,
        lang: Lang,
    ) -> Result<UnderworldsMatch, Vec<Diagnostic>> {
        let mut state = setup::start(setup, catalog, lang)?;
        state.refresh();
        words::render(&mut state, lang);
        Ok(state)
    }

    fn apply(
        state: &mut UnderworldsMatch,
        event: &UnderworldsEvent,
        lang: Lang,
    ) -> Result<(), Diagnostic> {
        apply(state, event).map_err(|(refusal, path)| refusal.diagnostic(path, lang))?;
        state.refresh();
        words::render(state, lang);
        Ok(())
    }

    fn outcome(state: &UnderworldsMatch, lang: Lang) -> Option<Outcome> {
        score::outcome(state, lang)
    }

    fn scores(state: &UnderworldsMatch, lang: Lang) -> Vec<SideScore> {
        score::scores(state, lang)
    }
}

/// Applies one event, or says why not (and where in the event).
fn apply(state: &mut UnderworldsMatch, event: &UnderworldsEvent) -> Result<(), Refused> {
    use UnderworldsEvent as E;
    match event {
        E::TerritoryRollOff { winner } => setup::territory_roll_off(state, *winner),
        E::Redraw {
            side,
            objectives,
            power,
        } => setup::redraw(state, *side, *objectives, *power),
        E::PlaceFeature {
            side,
            territory,
            number,
        } => setup::place_feature(state, *side, *territory, *number),
        E::Deploy { side, fighter } => setup::deploy(state, *side, fighter),
        E::RoundRollOff { winner, first } => round::roll_off(state, *winner, *first),
        E::Action {
            side,
            ability,
            fighter,
        } => round::action(state, *side, *ability, fighter.as_deref()),
        E::Pass { side } => round::pass(state, *side),
        E::PlayPloy { side, card } => cards::play_ploy(state, *side, card),
        E::Equip {
            side,
            fighter,
            card,
        } => cards::equip(state, *side, fighter, card),
        E::Delve { side, fighter } => round::delve(state, *side, fighter),
        E::UseAbility { side, ability } => round::use_ability(state, *side, ability),
        E::Damage {
            side,
            fighter,
            amount,
        } => fighters::damage(state, *side, fighter, *amount),
        E::Heal { side, fighter } => fighters::heal(state, *side, fighter),
        E::Inspire { side, fighter } => fighters::inspire(state, *side, fighter, true),
        E::Uninspire { side, fighter } => fighters::inspire(state, *side, fighter, false),
        E::Token {
            side,
            fighter,
            token,
            present,
        } => fighters::token(state, *side, fighter, *token, *present),
        E::Stand {
            side,
            fighter,
            feature,
        } => fighters::stand(state, *side, fighter, *feature),
        E::ScoreObjective { side, card } => cards::score_objective(state, *side, card),
        E::Raise { side, fighter } => fighters::raise(state, *side, fighter),
        E::EndPhaseDone { side } => round::end_phase_done(state, *side),
    }
}
