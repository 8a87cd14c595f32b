//! The order in which revealed command cards resolve (§3.3, p.7, p.15, p.18).
//!
//! Bold beats Direct, Direct beats Cunning, Cunning beats Bold; Slow goes last. With two
//! players the card that beats the other goes first and equal strategies go by initiative.
//! With more, every card is compared with the first player's card (or, if the first player
//! played none, the card of the next player in initiative order who did): first the cards
//! that beat it, then it and the cards of its strategy, then the cards it beats, then the
//! Slow cards; each group in initiative order. If that card is Slow, the other cards are
//! compared among themselves; Bold, Direct and Cunning all present make a loop, resolved as a
//! tie in initiative order; the Slow cards come last.

use crate::games::diskwars::catalog::Strategy;

/// True when `a` resolves before `b` because it beats it.
fn beats(a: Strategy, b: Strategy) -> bool {
    use Strategy::*;
    matches!((a, b), (Bold, Direct) | (Direct, Cunning) | (Cunning, Bold))
}

/// The sides in resolution order, from the cards played listed in initiative order as
/// `(side, strategy)`.
pub fn resolution_order(played: &[(usize, Strategy)]) -> Vec<usize> {
    let Some(&(_, reference)) = played.first() else {
        return Vec::new();
    };
    let group = |s: Strategy| -> u8 {
        if s == Strategy::Slow {
            return 3;
        }
        if reference != Strategy::Slow {
            return if beats(s, reference) {
                0
            } else if s == reference {
                1
            } else {
                2
            };
        }
        // The reference card is Slow: the others compare among themselves.
        let present: Vec<Strategy> = played
            .iter()
            .map(|(_, s)| *s)
            .filter(|s| *s != Strategy::Slow)
            .collect();
        let loop_of_three = [Strategy::Bold, Strategy::Direct, Strategy::Cunning]
            .iter()
            .all(|k| present.contains(k));
        if loop_of_three {
            return 0;
        }
        // At most two strategies: the beaten one waits for the other.
        if present.iter().any(|other| beats(*other, s)) {
            1
        } else {
            0
        }
    };
    let mut order: Vec<(u8, usize, usize)> = played
        .iter()
        .enumerate()
        .map(|(place, (side, s))| (group(*s), place, *side))
        .collect();
    order.sort();
    order.into_iter().map(|(_, _, side)| side).collect()
}
