//! The end of a RuneWars game (digest §3.7): elimination, scoring after round 8, draws.

use super::events::CardState;
use super::state::{Ending, RuneWarsMatch, Side};
use crate::lang::Lang;
use crate::matches::{Outcome, ScorePart, SideScore};

/// What a unit with `trays` left scores (§74.3–74.4, edge case E6): its cost-table row for
/// that tray count, rounding down to the nearest row with fewer trays, 0 below the smallest.
/// A unit with all the trays it was bought with scores the row it was bought in; where two
/// rows share the tray count it was reduced to, the cheaper one counts (the rules do not say;
/// this never scores a unit above a row it could have been bought in).
pub fn table_value(
    cost_table: &[(u32, u32)],
    trays: u32,
    trays_bought: u32,
    cost_bought: u32,
) -> u32 {
    if trays == trays_bought {
        return cost_bought;
    }
    let Some(row_trays) = cost_table
        .iter()
        .map(|(t, _)| *t)
        .filter(|t| *t <= trays)
        .max()
    else {
        return 0;
    };
    cost_table
        .iter()
        .filter(|(t, _)| *t == row_trays)
        .map(|(_, cost)| *cost)
        .min()
        .unwrap_or(0)
}

/// One side's score: surviving units at their current value, their upgrades that are not
/// discarded, and objective tokens at the objective card's value (§74, §23.4).
fn side_score(index: usize, side: &Side, objective_value: u32, lang: Lang) -> SideScore {
    let mut parts = Vec::new();
    for unit in side.units.iter().filter(|u| !u.destroyed) {
        let name = unit.name.get(lang);
        let label = match (unit.trays == unit.trays_bought, unit.value_now) {
            (true, _) if unit.trays == 1 => lang.pick(
                format!("{name}, its one tray"),
                format!("{name}, su única bandeja"),
            ),
            (true, _) => lang.pick(
                format!("{name}, all {} trays", unit.trays),
                format!("{name}, sus {} bandejas", unit.trays),
            ),
            (false, 0) => lang.pick(
                format!(
                    "{name}, {} of {} trays: below the smallest row",
                    unit.trays, unit.trays_bought
                ),
                format!(
                    "{name}, {} de {} bandejas: por debajo de la fila menor",
                    unit.trays, unit.trays_bought
                ),
            ),
            (false, _) => lang.pick(
                format!(
                    "{name}, {} of {} trays (row rounded down)",
                    unit.trays, unit.trays_bought
                ),
                format!(
                    "{name}, {} de {} bandejas (fila redondeada hacia abajo)",
                    unit.trays, unit.trays_bought
                ),
            ),
        };
        parts.push(ScorePart {
            label,
            points: i64::from(unit.value_now),
        });
        for card in unit
            .upgrades
            .iter()
            .filter(|c| c.state != CardState::Discarded)
        {
            parts.push(ScorePart {
                label: format!("{} ({name})", card.name.get(lang)),
                points: i64::from(card.cost),
            });
        }
    }
    if side.objectives > 0 {
        parts.push(ScorePart {
            label: lang.pick(
                format!("Objective tokens: {} × {objective_value}", side.objectives),
                format!(
                    "Fichas de objetivo: {} × {objective_value}",
                    side.objectives
                ),
            ),
            points: i64::from(side.objectives) * i64::from(objective_value),
        });
    }
    SideScore {
        side: index,
        player: side.player.clone(),
        total: parts.iter().map(|p| p.points).sum(),
        parts,
    }
}

/// Each side's score as it stands (objective tokens count at the card's value once known).
pub fn scores(state: &RuneWarsMatch, lang: Lang) -> Vec<SideScore> {
    let value = state.objective_value.unwrap_or(0);
    state
        .sides
        .iter()
        .enumerate()
        .map(|(i, side)| side_score(i, side, value, lang))
        .collect()
}

/// The result once the game is over.
pub fn outcome(state: &RuneWarsMatch, lang: Lang) -> Option<Outcome> {
    let ending = state.ending.as_ref()?;
    let scores = scores(state, lang);
    let mut reasoning: Vec<String> = scores
        .iter()
        .map(|s| {
            lang.pick(
                format!("{} scores {} points.", s.player, s.total),
                format!("{} suma {} puntos.", s.player, s.total),
            )
        })
        .collect();
    let name = |side: usize| state.sides[side].player.as_str();
    if let Ending::Elimination { sides } = ending {
        if let [loser] = sides.as_slice() {
            let winner = 1 - loser;
            reasoning.push(lang.pick(
                format!(
                    "{} has no units left: {} wins at once by elimination (§44.1).",
                    name(*loser),
                    name(winner)
                ),
                format!(
                    "{} no tiene unidades: {} gana al instante por eliminación (§44.1).",
                    name(*loser),
                    name(winner)
                ),
            ));
            return Some(Outcome {
                winner: Some(winner),
                scores,
                decided_by: "elimination".into(),
                rule: "runewars:§44.1".into(),
                reasoning,
            });
        }
        reasoning.push(lang.pick(
            "Both armies lost their last units at the same time: the scores decide (§44.4).".into(),
            "Ambos ejércitos perdieron sus últimas unidades a la vez: deciden los puntos (§44.4).".into(),
        ));
    } else {
        reasoning.push(lang.pick(
            "Round 8 is over: the scores decide (§44.2).".into(),
            "Ha terminado la ronda 8: deciden los puntos (§44.2).".into(),
        ));
    }
    let (a, b) = (scores[0].total, scores[1].total);
    let rule_by_score = if matches!(ending, Ending::LastRound) {
        "runewars:§44.2"
    } else {
        "runewars:§44.4"
    };
    if a == b {
        reasoning.push(lang.pick(
            "Equal scores: the game is a draw; the rules give no tie-break (§44.3).".into(),
            "Empate a puntos: la partida es un empate; las reglas no dan desempate (§44.3).".into(),
        ));
        return Some(Outcome {
            winner: None,
            scores,
            decided_by: "draw".into(),
            rule: "runewars:§44.3".into(),
            reasoning,
        });
    }
    let winner = if a > b { 0 } else { 1 };
    reasoning.push(lang.pick(
        format!(
            "{} wins on score, {} to {}.",
            name(winner),
            a.max(b),
            a.min(b)
        ),
        format!(
            "{} gana a los puntos, {} a {}.",
            name(winner),
            a.max(b),
            a.min(b)
        ),
    ));
    Some(Outcome {
        winner: Some(winner),
        scores,
        decided_by: "score".into(),
        rule: rule_by_score.into(),
        reasoning,
    })
}
