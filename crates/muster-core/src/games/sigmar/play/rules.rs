//! What the rooms of the tracker share: a refusal at its place in the event, and the
//! rulebook's numbers.

use super::refusals::Refusal;

pub(super) use crate::matches::at;

/// Players in a battle (S1-RND-1: a round is two turns, one per player).
pub const PLAYERS: usize = 2;

/// A refusal and the path inside the event (or set-up) it concerns.
pub(super) type Refused = crate::matches::Refused<Refusal>;

/// A D6 result, or the refusal at `path`.
pub(super) fn d6(roll: u8, path: &str) -> Result<u8, Refused> {
    if (1..=6).contains(&roll) {
        Ok(roll)
    } else {
        Err(at(Refusal::RollRange { roll }, path))
    }
}
