//! What the rooms of the tracker share: a refusal at its place in the event, and the
//! rulebook's numbers.

use super::refusals::Refusal;

pub(super) use crate::matches::at;

/// Rounds in a game (§78.3).
pub const ROUNDS: u8 = 8;
/// The initiative of a unit with no action on its dial (§36.2).
pub const NO_ACTION_INITIATIVE: u8 = 10;

/// A refusal and the path inside the event it concerns.
pub(super) type Refused = crate::matches::Refused<Refusal>;
