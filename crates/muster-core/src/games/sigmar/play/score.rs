//! The end of the game (digest §2.9, S1-VIC-1/2) and matched play's victory points.
//!
//! Open play: a major victory when no enemy model is left on the battlefield or the
//! outnumbered player achieves their sudden-death objective; when the players end the game
//! otherwise, a minor victory for the lower share of starting models lost, compared
//! exactly (`a.removed × b.starting` against `b.removed × a.starting`), equal shares a draw
//! [INTERP: the seed does not say], shares above 100% allowed (added models count as lost,
//! never as starting).
//!
//! Matched play (our reading; the digest's section 3 describes building, not scoring): the
//! players record each battle round's victory points as the battleplan scores them, and
//! when they end the game the most victory points win, equal totals draw. Annihilation
//! still ends the game at once with a win for the side left on the battlefield, as the
//! issue asks; fourth edition's battleplans would let the survivor keep scoring instead
//! [GK], which needs no tracker: the players would simply not record the last casualty
//! before the last round's points.

use super::matched::battleplan;
use super::refusals::Refusal;
use super::rules::{at, Refused};
use super::season::LAST_ROUND;
use super::state::{Ending, Matched, Side, SigmarMatch, Stage, VpSource};
use super::sudden_death::end;
use super::words::objective_name;
use crate::games::sigmar::list::Mode;
use crate::lang::Lang;
use crate::matches::{Outcome, ScorePart, SideScore};
use std::cmp::Ordering;

/// Matched play: the victory points a side scored in a battle round played or under way;
/// once per side and round.
pub(super) fn victory_points(
    state: &mut SigmarMatch,
    side: usize,
    round: u32,
    points: u32,
) -> Result<(), Refused> {
    if state.mode == Mode::Open {
        return Err(at(
            Refusal::MatchedPlayOnly {
                event: "victory_points",
            },
            "",
        ));
    }
    if state.round == 0 {
        return Err(state.not_now("victory_points"));
    }
    state.side_index(side, "/side")?;
    if round == 0 || round > state.round {
        return Err(at(
            Refusal::VpRound {
                round,
                now: state.round,
            },
            "/round",
        ));
    }
    let vp = &mut state.sides[side].victory_points;
    let place = round as usize - 1;
    if vp.len() <= place {
        vp.resize(place + 1, None);
    }
    if vp[place].is_some() {
        return Err(at(Refusal::VpAlready { side, round }, "/round"));
    }
    vp[place] = Some(points);
    Ok(())
}

/// The players end the game (S1-SD-7: the core rules set no round limit), any time once
/// the battle has begun; the result is worked out from what happened.
pub(super) fn end_game(state: &mut SigmarMatch) -> Result<(), Refused> {
    match state.stage {
        Stage::RollOff | Stage::FirstTurn | Stage::Turn if state.round > 0 => {}
        _ => return Err(state.not_now("end_game")),
    }
    end(state, Ending::Called);
    Ok(())
}

/// The share lost as a percentage with one decimal, for reading only (the comparison is
/// exact).
fn share(side: &Side) -> String {
    if side.starting == 0 {
        return "—".into();
    }
    format!(
        "{:.1}%",
        f64::from(side.removed) * 100.0 / f64::from(side.starting)
    )
}

fn side_score(state: &SigmarMatch, index: usize, lang: Lang) -> SideScore {
    let side = &state.sides[index];
    let parts = match state.mode {
        Mode::Open => {
            let (mut slain, mut fled, mut removed) = (0, 0, 0);
            for u in &side.units {
                slain += u.lost.slain;
                fled += u.lost.fled;
                removed += u.lost.removed;
            }
            let of = lang.pick(
                format!("of {} starting models", side.starting),
                format!("de {} miniaturas iniciales", side.starting),
            );
            vec![
                ScorePart {
                    label: lang.pick(format!("Slain ({of})"), format!("Muertas ({of})")),
                    points: i64::from(slain),
                },
                ScorePart {
                    label: lang.pick(format!("Fled ({of})"), format!("Huidas ({of})")),
                    points: i64::from(fled),
                },
                ScorePart {
                    label: lang.pick(
                        format!("Removed otherwise ({of})"),
                        format!("Retiradas de otro modo ({of})"),
                    ),
                    points: i64::from(removed),
                },
            ]
        }
        Mode::Matched => {
            let mut parts: Vec<ScorePart> = side
                .victory_points
                .iter()
                .enumerate()
                .filter_map(|(r, vp)| {
                    vp.map(|vp| ScorePart {
                        label: lang.pick(
                            format!("Battle round {}", r + 1),
                            format!("Ronda de batalla {}", r + 1),
                        ),
                        points: i64::from(vp),
                    })
                })
                .collect();
            if let Some(m) = &state.matched {
                parts.extend(matched_parts(m, index, lang));
            }
            parts
        }
    };
    SideScore {
        side: index,
        player: side.player.clone(),
        total: parts.iter().map(|p| p.points).sum(),
        parts,
    }
}

/// Where a side's matched-play points came from, round by round: the battleplan's lines,
/// the tactics completed (named), each adjustment with its reason, the end of the battle.
fn matched_parts(m: &Matched, side: usize, lang: Lang) -> Vec<ScorePart> {
    let plan = battleplan(m).map_or("", |p| p.name);
    let cards = &m.sides[side].cards;
    let mut parts: Vec<ScorePart> = Vec::new();
    let mut add = |label: String, points: i64| match parts.last_mut() {
        Some(last) if last.label == label => last.points += points,
        _ => parts.push(ScorePart { label, points }),
    };
    let mut tactics: Vec<(u32, Vec<String>, i64)> = Vec::new();
    for s in &m.sides[side].scored {
        let r = s.round;
        match &s.source {
            VpSource::Line { .. } if s.turn == 0 => add(
                lang.pick(
                    format!("End of the battle · {plan}"),
                    format!("Final de la batalla · {plan}"),
                ),
                s.points,
            ),
            VpSource::Line { .. } => add(
                lang.pick(
                    format!("Round {r} · objectives ({plan})"),
                    format!("Ronda {r} · objetivos ({plan})"),
                ),
                s.points,
            ),
            VpSource::Tactic { card, tier } => {
                let name = cards[*card].tactics[*tier].clone();
                match tactics.iter_mut().find(|t| t.0 == r) {
                    Some(t) => {
                        t.1.push(name);
                        t.2 += s.points;
                    }
                    None => tactics.push((r, vec![name], s.points)),
                }
            }
            VpSource::Adjusted { reason } => add(
                lang.pick(
                    format!("Round {r} · adjusted: {reason}"),
                    format!("Ronda {r} · corregido: {reason}"),
                ),
                s.points,
            ),
        }
    }
    for (r, names, points) in tactics {
        let names = names.join(", ");
        parts.push(ScorePart {
            label: lang.pick(
                format!("Round {r} · battle tactics ({names})"),
                format!("Ronda {r} · tácticas de batalla ({names})"),
            ),
            points,
        });
    }
    parts
}

/// Each side's score as it stands: open play, the models lost (fewer is better, as a share
/// of the starting models); matched play, the victory points recorded.
pub fn scores(state: &SigmarMatch, lang: Lang) -> Vec<SideScore> {
    (0..state.sides.len())
        .map(|s| side_score(state, s, lang))
        .collect()
}

/// S1-VIC-2: the side that lost the lower share of its starting models, compared exactly;
/// `None` for equal shares.
pub fn lower_share(
    a_removed: u32,
    a_starting: u32,
    b_removed: u32,
    b_starting: u32,
) -> Option<usize> {
    let lhs = u64::from(a_removed) * u64::from(b_starting);
    let rhs = u64::from(b_removed) * u64::from(a_starting);
    match lhs.cmp(&rhs) {
        Ordering::Less => Some(0),
        Ordering::Greater => Some(1),
        Ordering::Equal => None,
    }
}

/// `decided_by` of a major victory by annihilation (S1-VIC-1).
pub const ANNIHILATION: &str = "annihilation";
/// `decided_by` of a major victory by a sudden-death objective (S1-SD-2).
pub const SUDDEN_DEATH: &str = "sudden_death";

/// Whether a kept result was a major victory for its winner (S1-VIC-1, S1-SD-2): what
/// S1-TRI-1 asks of an army's previous battle.
pub fn is_major_victory(outcome: &Outcome) -> bool {
    outcome.winner.is_some() && [ANNIHILATION, SUDDEN_DEATH].contains(&outcome.decided_by.as_str())
}

/// The most victory points win (MP-END-2); equal totals draw, the tracker's reading (not
/// found in a source). Each player's total is said with where it came from.
fn by_victory_points(
    state: &SigmarMatch,
    scores: &[SideScore],
    lang: Lang,
    reasoning: &mut Vec<String>,
) -> (Option<usize>, &'static str) {
    for s in scores {
        let from: Vec<String> = s
            .parts
            .iter()
            .map(|p| format!("{} {}", p.points, p.label))
            .collect();
        let from = if from.is_empty() {
            String::new()
        } else {
            format!(": {}", from.join("; "))
        };
        reasoning.push(lang.pick(
            format!("{} scored {} victory points{from}.", s.player, s.total),
            format!("{} sumó {} puntos de victoria{from}.", s.player, s.total),
        ));
    }
    let name = |s: usize| state.sides[s].player.as_str();
    let winner = match scores[0].total.cmp(&scores[1].total) {
        Ordering::Greater => Some(0),
        Ordering::Less => Some(1),
        Ordering::Equal => None,
    };
    match winner {
        Some(w) => reasoning.push(lang.pick(
            format!("{} has more victory points and wins.", name(w)),
            format!("{} tiene más puntos de victoria y gana.", name(w)),
        )),
        None => reasoning.push(
            lang.pick(
                "Equal victory points: a draw (the tracker's reading; no source says).".to_owned(),
                "Empate a puntos de victoria (lectura del marcador; ninguna fuente lo dice)."
                    .to_owned(),
            ),
        ),
    }
    (
        winner,
        if winner.is_some() {
            "victory_points"
        } else {
            "draw"
        },
    )
}

/// The result once the game is over.
pub fn outcome(state: &SigmarMatch, lang: Lang) -> Option<Outcome> {
    let ending = state.ending.as_ref()?;
    let scores = scores(state, lang);
    let name = |s: usize| state.sides[s].player.as_str();
    let mut reasoning = Vec::new();
    let (winner, decided_by, rule) = match ending {
        Ending::Annihilation { winner: Some(w) } => {
            reasoning.push(lang.pick(
                format!("{} has no model left on the battlefield (reserves do not count): {} wins a major victory (S1-VIC-1).", name(1 - w), name(*w)),
                format!("{} no tiene miniaturas en el campo de batalla (la reserva no cuenta): {} obtiene una victoria mayor (S1-VIC-1).", name(1 - w), name(*w)),
            ));
            (Some(*w), ANNIHILATION, "sigmar:S1-VIC-1")
        }
        Ending::Annihilation { winner: None } => {
            reasoning.push(lang.pick(
                "Both armies lost their last models on the battlefield at the same moment: a draw (the digest's reading; the rules do not say).".to_owned(),
                "Los dos ejércitos perdieron sus últimas miniaturas en el campo de batalla a la vez: empate (lectura del resumen; las reglas no lo dicen).".to_owned(),
            ));
            (None, "mutual_annihilation", "sigmar:S1-VIC-1")
        }
        Ending::SuddenDeath { winner } => {
            let objective = state
                .sudden_death
                .as_ref()
                .map(|sd| objective_name(sd.objective, lang))
                .unwrap_or_default();
            reasoning.push(lang.pick(
                format!("{}, the outnumbered player, achieved {objective}: an immediate major victory (S1-SD-2).", name(*winner)),
                format!("{}, el jugador en inferioridad numérica, cumplió {objective}: victoria mayor inmediata (S1-SD-2).", name(*winner)),
            ));
            (Some(*winner), SUDDEN_DEATH, "sigmar:S1-SD-2")
        }
        Ending::LastRound => {
            reasoning.push(lang.pick(
                format!("The battle ended after battle round {LAST_ROUND} (MP-END-1)."),
                format!("La batalla terminó tras la ronda de batalla {LAST_ROUND} (MP-END-1)."),
            ));
            let (winner, decided_by) = by_victory_points(state, &scores, lang, &mut reasoning);
            (winner, decided_by, "sigmar:MP-END-2")
        }
        Ending::Called => match state.mode {
            Mode::Open => {
                for side in &state.sides {
                    reasoning.push(lang.pick(
                        format!(
                            "{} lost {} of {} starting models ({}).",
                            side.player,
                            side.removed,
                            side.starting,
                            share(side)
                        ),
                        format!(
                            "{} perdió {} de {} miniaturas iniciales ({}).",
                            side.player,
                            side.removed,
                            side.starting,
                            share(side)
                        ),
                    ));
                }
                let (a, b) = (&state.sides[0], &state.sides[1]);
                let winner = lower_share(a.removed, a.starting, b.removed, b.starting);
                match winner {
                    Some(w) => reasoning.push(lang.pick(
                        format!("The game was ended before either army was destroyed: {} lost the lower share and wins a minor victory (S1-VIC-2).", name(w)),
                        format!("La partida terminó antes de destruir a ningún ejército: {} perdió la menor proporción y obtiene una victoria menor (S1-VIC-2).", name(w)),
                    )),
                    None => reasoning.push(lang.pick(
                        "Both armies lost the same share of their starting models: a draw (the digest's reading; the rules do not say).".to_owned(),
                        "Los dos ejércitos perdieron la misma proporción de sus miniaturas iniciales: empate (lectura del resumen; las reglas no lo dicen).".to_owned(),
                    )),
                }
                (
                    winner,
                    if winner.is_some() {
                        "minor_victory"
                    } else {
                        "draw"
                    },
                    "sigmar:S1-VIC-2",
                )
            }
            Mode::Matched => {
                let (winner, decided_by) = by_victory_points(state, &scores, lang, &mut reasoning);
                (winner, decided_by, "sigmar:matched-victory-points")
            }
        },
    };
    Some(Outcome {
        winner,
        scores,
        decided_by: decided_by.into(),
        rule: rule.into(),
        reasoning,
    })
}
