//! Cards in play (digest §3.8, rulebook L603–629, L655–669): ploys, upgrades within the glory
//! cap (V8) and objectives.

use super::refusals::Refusal;
use super::round::{end_phase_turn, opportunity, played};
use super::rules::{at, Refused};
use super::state::{CardPlace, Note, Stage, UnderworldsMatch};
use crate::games::underworlds::catalog::CardKind;

/// The card of `side`'s decks, which must be of `kind` and still in the deck or the hand.
fn unused_card(
    state: &UnderworldsMatch,
    side: usize,
    card: &str,
    kind: CardKind,
) -> Result<usize, Refused> {
    let c = state.card_index(side, card)?;
    let info = &state.sides[side].cards[c];
    if info.kind != kind {
        return Err(at(
            Refusal::WrongKind {
                card: info.name.clone(),
                kind: info.kind,
                needed: kind,
            },
            "/card",
        ));
    }
    if info.state != CardPlace::InDeck {
        return Err(at(
            Refusal::CardUsed {
                card: info.name.clone(),
                place: info.state.clone(),
            },
            "/card",
        ));
    }
    Ok(c)
}

/// The card's glory value, or the refusal when the data does not know it.
fn glory_of(state: &UnderworldsMatch, side: usize, c: usize) -> Result<u8, Refused> {
    let info = &state.sides[side].cards[c];
    info.glory.ok_or_else(|| {
        at(
            Refusal::GloryUnknown {
                card: info.name.clone(),
                kind: info.kind,
            },
            "/card",
        )
    })
}

/// A ploy played (rulebook L611–621): on the player's opportunity in a power step; a surge
/// ploy also any time in the action step, by either player (its moment is the players' to
/// judge).
pub(super) fn play_ploy(
    state: &mut UnderworldsMatch,
    side: usize,
    card: &str,
) -> Result<(), Refused> {
    let in_power_step = state.stage == Stage::Power;
    match state.stage {
        Stage::Power => opportunity(state, side, "play_ploy")?,
        Stage::Action => {}
        _ => return Err(state.not_now("play_ploy")),
    }
    let c = unused_card(state, side, card, CardKind::Ploy)?;
    let info = &mut state.sides[side].cards[c];
    if !in_power_step && !info.surge {
        return Err(at(
            Refusal::PloyNotSurge {
                card: info.name.clone(),
            },
            "/card",
        ));
    }
    info.state = CardPlace::Played;
    if in_power_step {
        played(state);
    }
    Ok(())
}

/// An upgrade equipped on a friendly fighter on the battlefield (rulebook L623–629, V8): on
/// the player's opportunity in a power step, or in their end phase; the glory values of the
/// side's equipped upgrades and this one together may not exceed the side's glory.
pub(super) fn equip(
    state: &mut UnderworldsMatch,
    side: usize,
    fighter: &str,
    card: &str,
) -> Result<(), Refused> {
    let in_power_step = state.stage == Stage::Power;
    match state.stage {
        Stage::Power => opportunity(state, side, "equip")?,
        Stage::EndPhase => end_phase_turn(state, side, "equip")?,
        _ => return Err(state.not_now("equip")),
    }
    let c = unused_card(state, side, card, CardKind::Upgrade)?;
    let f = state.fighter_in_play(side, fighter)?;
    let glory = glory_of(state, side, c)?;
    let capacity = state.sides[side].capacity;
    if capacity.used + u32::from(glory) > capacity.total {
        return Err(at(
            Refusal::OverCap {
                card: state.sides[side].cards[c].name.clone(),
                glory,
                used: capacity.used,
                total: capacity.total,
            },
            "/card",
        ));
    }
    let s = &mut state.sides[side];
    s.cards[c].state = CardPlace::Equipped {
        fighter: s.fighters[f].id.clone(),
    };
    s.fighters[f].upgrades.push(s.cards[c].id.clone());
    if in_power_step {
        played(state);
    }
    Ok(())
}

/// An objective scored (rulebook L655, L665–669, E21): in the action phase only a surge
/// objective, by either player; in the end phase any objective of the player whose end phase
/// it is. Its glory value must be known.
pub(super) fn score_objective(
    state: &mut UnderworldsMatch,
    side: usize,
    card: &str,
) -> Result<(), Refused> {
    let surge_only = match state.stage {
        Stage::Action | Stage::Power => true,
        Stage::EndPhase => {
            end_phase_turn(state, side, "score_objective")?;
            false
        }
        _ => return Err(state.not_now("score_objective")),
    };
    let c = unused_card(state, side, card, CardKind::Objective)?;
    let info = &state.sides[side].cards[c];
    if surge_only && !info.surge {
        return Err(at(
            Refusal::SurgeOnly {
                card: info.name.clone(),
            },
            "/card",
        ));
    }
    let glory = glory_of(state, side, c)?;
    let s = &mut state.sides[side];
    s.cards[c].state = CardPlace::Scored { round: state.round };
    s.glory.objectives += u32::from(glory);
    state.notes.push(Note::Scored {
        side,
        card: card.to_owned(),
        glory,
    });
    Ok(())
}
