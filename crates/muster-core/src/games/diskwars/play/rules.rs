//! What the rooms of the tracker share: a refusal at its place in the event, and the
//! rulebook's numbers.

use super::refusals::Refusal;

pub(super) use crate::matches::at;

/// Rounds in a game (§3.3, p.11).
pub const ROUNDS: u8 = 5;
/// The fewest and most players (R-REG-1: up to 4, p.12 and p.15).
pub const PLAYERS: std::ops::RangeInclusive<usize> = 2..=4;
/// The deployment value of a deployment card's plain face (§2.2: the introductory zone of
/// three plain cards holds 9 discs, p.4).
pub const PLAIN_FACE_VALUE: u8 = 3;
/// The plain deployment cards each player lays in the introductory scenario (§2.2, p.4).
pub const INTRO_DEPLOYMENT_CARDS: usize = 3;
/// The scenario card whose scenario ability takes 1 Vigor from every hero (p.12).
pub const HEROES_LOSE_VIGOR: &str = "generalicide";

/// A refusal and the path inside the event (or set-up) it concerns.
pub(super) type Refused = crate::matches::Refused<Refusal>;
