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

mod events;
mod state;

pub use events::{Ability, TokenKind, UnderworldsEvent};
pub use state::{
    Capacity, CardPlace, CardState, FaceStats, FeatureFace, FeatureToken, FighterState, Glory,
    Note, PowerStep, Redraw, Side, Stage, Tokens, UnderworldsMatch,
};

use super::list::UnderworldsList;
use serde::{Deserialize, Serialize};

/// Players in a match.
pub const PLAYERS: usize = 2;
/// Battle rounds in a game (rulebook L309).
pub const ROUNDS: u8 = 3;
/// Turns per player per round (rulebook L317).
pub const TURNS: u8 = 4;
/// Feature tokens placed at set-up (rulebook L280–288).
pub const FEATURES: usize = 5;

/// What an Underworlds match starts from: the two players and their lists.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnderworldsSetup {
    /// The two players, first the one who created the match.
    pub players: Vec<SetupPlayer>,
}

/// A player and the list they play.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupPlayer {
    /// The player's name.
    pub name: String,
    /// Their list document (warband and decks).
    pub list: UnderworldsList,
}
