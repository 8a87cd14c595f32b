//! What the rooms of the tracker share: a refusal at its place in the event, and the
//! rulebook's numbers.

use super::refusals::Refusal;

pub(super) use crate::matches::at;

/// Players in a match.
pub const PLAYERS: usize = 2;
/// Battle rounds in a game (rulebook L309).
pub const ROUNDS: u8 = 3;
/// Turns per player per round (rulebook L317).
pub const TURNS: u8 = 4;
/// Feature tokens placed at set-up (rulebook L280–288).
pub const FEATURES: usize = 5;

/// A refusal and the path inside the event (or set-up) it concerns.
pub(super) type Refused = crate::matches::Refused<Refusal>;
