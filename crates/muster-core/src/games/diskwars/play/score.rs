//! The end of a Diskwars game (digest §3.11): elimination, the secret objectives after
//! round 5, and the tie-break by initiative order.
//!
//! Only secret objectives score (the active scenario's objective never does). Where the
//! objective card's rule is in the data (victory points per enemy casualty, or per enemy
//! hero casualty) the engine counts it from the casualty piles; otherwise the players type
//! the victory points. In the introductory scenario every player scores 1 per disc in the
//! opponents' casualty piles (§2.2 step 7).

use super::refusals::Refusal;
use super::rules::{at, Refused};
use super::state::{DiskwarsMatch, Ending, Location, Side, Stage};
use crate::games::diskwars::catalog::ObjectiveCount;
use crate::games::diskwars::list::Mode;
use crate::lang::{plural, Lang};
use crate::matches::{Outcome, ScorePart, SideScore};

/// Victory points per disc of the introductory objective (§2.2 step 7).
pub const INTRO_VP_PER_CASUALTY: u32 = 1;

/// How a side's objective scores.
enum Rule {
    /// Victory points per counted casualty of the other players.
    Per { vp: u32, heroes_only: bool },
    /// Typed by the players (`None` until they do).
    Typed(Option<u32>),
    /// No objective recorded yet.
    Missing,
}

fn rule(state: &DiskwarsMatch, side: &Side) -> Rule {
    if state.mode == Mode::Introductory {
        return Rule::Per {
            vp: INTRO_VP_PER_CASUALTY,
            heroes_only: false,
        };
    }
    if !side.objective_recorded {
        return Rule::Missing;
    }
    let objective = side.objective.as_ref().and_then(|card| {
        state
            .scenario_cards
            .iter()
            .find(|c| &c.id == card)
            .and_then(|c| c.objective.as_ref())
    });
    match objective {
        Some(o) => Rule::Per {
            vp: u32::from(o.vp),
            heroes_only: o.per == ObjectiveCount::EnemyHeroCasualty,
        },
        None => Rule::Typed(side.objective_vp),
    }
}

/// A side's victory points, or `None` while they cannot be known.
fn vp(state: &DiskwarsMatch, side: usize) -> Option<u32> {
    match rule(state, &state.sides[side]) {
        Rule::Per { vp, heroes_only } => Some(vp * enemy_casualties(state, side, heroes_only)),
        Rule::Typed(typed) => typed,
        Rule::Missing => None,
    }
}

fn casualties(side: &Side, heroes_only: bool) -> u32 {
    side.discs
        .iter()
        .filter(|d| d.location == Location::Casualty && (d.hero || !heroes_only))
        .count() as u32
}

fn enemy_casualties(state: &DiskwarsMatch, side: usize, heroes_only: bool) -> u32 {
    (0..state.sides.len())
        .filter(|o| *o != side)
        .map(|o| casualties(&state.sides[o], heroes_only))
        .sum()
}

/// Ends the game once round 5 is over and every player still in it has a score.
pub(super) fn settle(state: &mut DiskwarsMatch) {
    if state.stage != Stage::Scoring {
        return;
    }
    let waiting =
        (0..state.sides.len()).any(|s| !state.sides[s].eliminated && vp(state, s).is_none());
    if !waiting {
        state.stage = Stage::Over;
        state.ending = Some(Ending::LastRound);
    }
}

/// The players type the victory points of an objective whose rule the data lacks.
pub(super) fn record_vp(state: &mut DiskwarsMatch, side: usize, vp: u32) -> Result<(), Refused> {
    state.expect(Stage::Scoring, "score")?;
    state.side_index(side, "/side")?;
    match rule(state, &state.sides[side]) {
        Rule::Missing => return Err(at(Refusal::ObjectiveMissing { side }, "/side")),
        Rule::Per { .. } => return Err(at(Refusal::VpComputed, "/vp")),
        Rule::Typed(Some(_)) => return Err(at(Refusal::VpAlready { side }, "/vp")),
        Rule::Typed(None) => {}
    }
    state.sides[side].objective_vp = Some(vp);
    settle(state);
    Ok(())
}

fn card_name(state: &DiskwarsMatch, card: &str, lang: Lang) -> String {
    state
        .scenario_cards
        .iter()
        .find(|c| c.id == card)
        .map_or_else(|| card.to_owned(), |c| c.name.get(lang).to_owned())
}

/// One side's score and what it is made of.
fn side_score(state: &DiskwarsMatch, index: usize, lang: Lang) -> SideScore {
    let side = &state.sides[index];
    let mut parts = Vec::new();
    let objective = match side.objective.as_deref() {
        Some(card) => card_name(state, card, lang),
        None => lang
            .pick(
                "Secret objective (a card the pack does not hold)",
                "Objetivo secreto (una carta que el paquete no contiene)",
            )
            .to_owned(),
    };
    match rule(state, side) {
        Rule::Per { vp, heroes_only } => {
            let others = state.sides.iter().enumerate().filter(|(o, _)| *o != index);
            for (_, other) in others {
                let n = casualties(other, heroes_only);
                let what = match (heroes_only, lang) {
                    (false, Lang::En) => "discs",
                    (false, Lang::Es) => "discos",
                    (true, Lang::En) => "heroes",
                    (true, Lang::Es) => "héroes",
                };
                let label = match state.mode {
                    Mode::Introductory => lang.pick(
                        format!("{}'s casualty pile: {n} {what} × {vp}", other.player),
                        format!("Pila de bajas de {}: {n} {what} × {vp}", other.player),
                    ),
                    Mode::Standard => lang.pick(
                        format!(
                            "{objective}: {}'s casualty pile, {n} {what} × {vp}",
                            other.player
                        ),
                        format!(
                            "{objective}: pila de bajas de {}, {n} {what} × {vp}",
                            other.player
                        ),
                    ),
                };
                parts.push(ScorePart {
                    label,
                    points: i64::from(n * vp),
                });
            }
        }
        Rule::Typed(Some(vp)) => parts.push(ScorePart {
            label: lang.pick(
                format!("{objective}: victory points as the players recorded them"),
                format!("{objective}: puntos de victoria según los anotaron los jugadores"),
            ),
            points: i64::from(vp),
        }),
        Rule::Typed(None) => parts.push(ScorePart {
            label: lang.pick(
                format!("{objective}: victory points to be recorded at the end"),
                format!("{objective}: puntos de victoria por anotar al final"),
            ),
            points: 0,
        }),
        Rule::Missing => parts.push(ScorePart {
            label: lang
                .pick(
                    "Secret objective not recorded yet",
                    "Objetivo secreto aún sin anotar",
                )
                .to_owned(),
            points: 0,
        }),
    }
    SideScore {
        side: index,
        player: side.player.clone(),
        total: parts.iter().map(|p| p.points).sum(),
        parts,
    }
}

/// Each side's victory points as they stand (casualty piles as they are now).
pub fn scores(state: &DiskwarsMatch, lang: Lang) -> Vec<SideScore> {
    (0..state.sides.len())
        .map(|s| side_score(state, s, lang))
        .collect()
}

fn names(state: &DiskwarsMatch, sides: &[usize], lang: Lang) -> String {
    let names: Vec<&str> = sides
        .iter()
        .map(|s| state.sides[*s].player.as_str())
        .collect();
    lang.and_list(&names)
}

/// An initiative token as the rulebook names them: the large one (the first player's), then
/// 2, 3 and 4 (§2.4).
pub fn token_name(token: u8, lang: Lang) -> String {
    match token {
        1 => lang
            .pick(
                "the large initiative token",
                "la ficha de Iniciativa grande",
            )
            .to_owned(),
        n => lang.pick(
            format!("initiative token {n}"),
            format!("la ficha de Iniciativa {n}"),
        ),
    }
}

/// The result once the game is over.
pub fn outcome(state: &DiskwarsMatch, lang: Lang) -> Option<Outcome> {
    let ending = state.ending.as_ref()?;
    let scores = scores(state, lang);
    let rule = "diskwars:§3.11".to_owned();
    let mut reasoning = Vec::new();
    if let Ending::Elimination {
        winner,
        last_eliminated,
    } = ending
    {
        let out = names(state, last_eliminated, lang);
        let several = last_eliminated.len();
        let (decided_by, line) = match winner {
            Some(w) => (
                "elimination",
                lang.pick(
                    format!(
                        "{out} {} no disc left on the battlefield and {} out at once (the reserve does not count): {} is the last player left and wins (§3.11).",
                        plural(several, "has", "have"),
                        plural(several, "is", "are"),
                        state.sides[*w].player
                    ),
                    format!(
                        "{out} no {} discos en el campo de batalla y {} al instante (la reserva no cuenta): {} es el único jugador que queda y gana (§3.11).",
                        plural(several, "tiene", "tienen"),
                        plural(several, "queda eliminado", "quedan eliminados"),
                        state.sides[*w].player
                    ),
                ),
            ),
            None => (
                "no_winner",
                lang.pick(
                    format!("The last discs of {out} left the battlefield at the same moment: nobody wins (§3.11)."),
                    format!("Los últimos discos de {out} salieron del campo de batalla a la vez: nadie gana (§3.11)."),
                ),
            ),
        };
        reasoning.push(line);
        return Some(Outcome {
            winner: *winner,
            scores,
            decided_by: decided_by.into(),
            rule,
            reasoning,
        });
    }
    reasoning.push(lang.pick(
        "Round 5 is over: every disc still in a reserve went to its owner's casualty pile before scoring (§3.11).".into(),
        "Ha terminado la ronda 5: todos los discos que quedaban en reserva pasaron a la pila de bajas de su propietario antes de puntuar (§3.11).".into(),
    ));
    for side in state.sides.iter().filter(|s| s.reserve_lost > 0) {
        reasoning.push(lang.pick(
            format!(
                "{}: {} reserve discs became casualties.",
                side.player, side.reserve_lost
            ),
            format!(
                "{}: {} discos de la reserva pasaron a ser bajas.",
                side.player, side.reserve_lost
            ),
        ));
    }
    for s in &scores {
        let line = if state.sides[s.side].eliminated {
            lang.pick(
                format!(
                    "{} was eliminated and cannot win ({} VP).",
                    s.player, s.total
                ),
                format!(
                    "{} fue eliminado y no puede ganar ({} PV).",
                    s.player, s.total
                ),
            )
        } else {
            lang.pick(
                format!("{} scores {} VP.", s.player, s.total),
                format!("{} suma {} PV.", s.player, s.total),
            )
        };
        reasoning.push(line);
    }
    let mut contenders: Vec<usize> = (0..state.sides.len())
        .filter(|s| !state.sides[*s].eliminated)
        .collect();
    contenders.sort_by_key(|s| {
        (
            std::cmp::Reverse(scores[*s].total),
            state.initiative_place(*s),
        )
    });
    let winner = contenders[0];
    let top = scores[winner].total;
    let tied: Vec<usize> = contenders
        .iter()
        .copied()
        .filter(|s| scores[*s].total == top)
        .collect();
    let token = |s: usize| state.sides[s].initiative.unwrap_or_default();
    let decided_by = if tied.len() > 1 {
        let all = names(state, &tied, lang);
        let holder = &state.sides[winner].player;
        let held = token_name(token(winner), lang);
        let behind: Vec<String> = tied[1..]
            .iter()
            .map(|s| token_name(token(*s), lang))
            .collect();
        let behind = lang.and_list(&behind);
        reasoning.push(lang.pick(
            format!(
                "{all} tie on {top} VP; ties go by initiative order, and {holder} holds {held}, ahead of {behind}: {holder} wins (§3.11)."
            ),
            format!(
                "{all} empatan a {top} PV; los empates se resuelven por orden de iniciativas, y {holder} tiene {held}, por delante de {behind}: gana {holder} (§3.11)."
            ),
        ));
        "initiative"
    } else {
        reasoning.push(lang.pick(
            format!(
                "{} has the most victory points and wins (§3.11).",
                state.sides[winner].player
            ),
            format!(
                "{} tiene más puntos de victoria y gana (§3.11).",
                state.sides[winner].player
            ),
        ));
        "score"
    };
    Some(Outcome {
        winner: Some(winner),
        scores,
        decided_by: decided_by.into(),
        rule,
        reasoning,
    })
}
