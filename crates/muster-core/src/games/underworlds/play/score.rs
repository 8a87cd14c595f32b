//! The end of the game (digest §3.9, rulebook L685–694, E28): the most glory wins a major
//! victory; on a tie, the first of these that separates the players gives a minor victory:
//! exactly one side still has fighters on the battlefield; the higher sum of the numbers of
//! the treasure tokens its fighters stand on; the higher sum of the Bounty of its fighters on
//! the battlefield (a raised fighter's is 0). Otherwise the game is a draw.

use super::state::{FeatureFace, Side, Stage, UnderworldsMatch};
use crate::lang::Lang;
use crate::matches::{Outcome, ScorePart, SideScore};

/// The rule every outcome cites.
pub const RULE: &str = "underworlds:§3.9";

/// Each side's glory as it stands, in parts: objectives and Bounty.
pub fn scores(state: &UnderworldsMatch, lang: Lang) -> Vec<SideScore> {
    state
        .sides
        .iter()
        .enumerate()
        .map(|(index, side)| SideScore {
            side: index,
            player: side.player.clone(),
            total: i64::from(side.glory.total),
            parts: vec![
                ScorePart {
                    label: lang.pick("Objectives", "Objetivos").to_owned(),
                    points: i64::from(side.glory.objectives),
                },
                ScorePart {
                    label: lang
                        .pick(
                            "Bounty of enemy fighters slain",
                            "Recompensa de enemigos muertos",
                        )
                        .to_owned(),
                    points: i64::from(side.glory.bounty),
                },
            ],
        })
        .collect()
}

/// The sum of the numbers of the treasure tokens the side's fighters stand on (cover tokens
/// count nothing, E28).
pub fn treasure(state: &UnderworldsMatch, side: &Side) -> u32 {
    side.on_battlefield()
        .filter_map(|f| f.feature)
        .filter_map(|i| state.features.get(i))
        .filter(|t| t.face == FeatureFace::Treasure)
        .map(|t| u32::from(t.number))
        .sum()
}

/// The sum of the Bounty of the side's fighters on the battlefield (0 for a raised one).
pub fn bounty_on_battlefield(side: &Side) -> u32 {
    side.on_battlefield().map(|f| u32::from(f.bounty)).sum()
}

/// The result once the final end phase is over.
pub fn outcome(state: &UnderworldsMatch, lang: Lang) -> Option<Outcome> {
    if state.stage != Stage::Over {
        return None;
    }
    let [a, b] = [&state.sides[0], &state.sides[1]];
    let mut reasoning = Vec::new();
    let names = (&a.player, &b.player);
    let glory = (a.glory.total, b.glory.total);
    let (winner, decided_by) = if glory.0 != glory.1 {
        let w = usize::from(glory.1 > glory.0);
        reasoning.push(lang.pick(
            format!(
                "{} has {} glory and {} has {}: {} wins a major victory.",
                names.0, glory.0, names.1, glory.1, state.sides[w].player
            ),
            format!(
                "{} tiene {} puntos de gloria y {}, {}: {} logra una victoria mayor.",
                names.0, glory.0, names.1, glory.1, state.sides[w].player
            ),
        ));
        (Some(w), "glory")
    } else {
        reasoning.push(lang.pick(
            format!("Both players have {} glory.", glory.0),
            format!("Ambos jugadores tienen {} puntos de gloria.", glory.0),
        ));
        tie_break(state, lang, &mut reasoning)
    };
    Some(Outcome {
        winner,
        scores: scores(state, lang),
        decided_by: decided_by.to_owned(),
        rule: RULE.to_owned(),
        reasoning,
    })
}

/// The tie-breaks in order (E28).
fn tie_break(
    state: &UnderworldsMatch,
    lang: Lang,
    reasoning: &mut Vec<String>,
) -> (Option<usize>, &'static str) {
    let [a, b] = [&state.sides[0], &state.sides[1]];
    let minor = |w: usize| {
        lang.pick(
            format!("{} wins a minor victory.", state.sides[w].player),
            format!("{} logra una victoria menor.", state.sides[w].player),
        )
    };
    let left = (a.on_battlefield().count(), b.on_battlefield().count());
    match left {
        (0, 0) => reasoning.push(
            lang.pick(
                "Neither player has fighters left on the battlefield.",
                "A ningún jugador le quedan guerreros en el campo de batalla.",
            )
            .to_owned(),
        ),
        (_, 0) | (0, _) => {
            let w = usize::from(left.0 == 0);
            reasoning.push(lang.pick(
                format!(
                    "Only {} has fighters left on the battlefield.",
                    state.sides[w].player
                ),
                format!(
                    "Solo a {} le quedan guerreros en el campo de batalla.",
                    state.sides[w].player
                ),
            ));
            reasoning.push(minor(w));
            return (Some(w), "fighters");
        }
        _ => reasoning.push(
            lang.pick(
                "Both players have fighters left on the battlefield.",
                "A ambos jugadores les quedan guerreros en el campo de batalla.",
            )
            .to_owned(),
        ),
    }
    // Then the sums, in order: treasure held, Bounty on the battlefield.
    let sums = [
        (
            "treasure",
            (treasure(state, a), treasure(state, b)),
            lang.pick("Treasure tokens held", "Marcadores de tesoro controlados"),
        ),
        (
            "bounty",
            (bounty_on_battlefield(a), bounty_on_battlefield(b)),
            lang.pick(
                "Bounty of the fighters on the battlefield",
                "Recompensa de los guerreros en el campo de batalla",
            ),
        ),
    ];
    for (decided_by, (x, y), label) in sums {
        reasoning.push(format!("{label}: {} {x}, {} {y}.", a.player, b.player));
        if x != y {
            let w = usize::from(y > x);
            reasoning.push(minor(w));
            return (Some(w), decided_by);
        }
    }
    reasoning.push(
        lang.pick("The game is a draw.", "La partida termina en empate.")
            .to_owned(),
    );
    (None, "draw")
}
