//! The battleshock phase of open play (digest §2.6, S1-BS-1, S1-BS-2): who tests, and the
//! test worked out.

use super::damage::take_models;
use super::events::{ModelPick, Phase, Removal};
use super::refusals::Refusal;
use super::rules::{at, d6, Refused};
use super::state::{BattleshockTest, SigmarMatch};
use crate::games::sigmar::list::Mode;

/// S1-BS-2: Bravery used is the unit's highest Bravery, +1 per full 10 models alive at the
/// test, plus modifiers; the total is the D6 plus the models slain this turn; each point
/// by which the total exceeds the Bravery used is one model fleeing, never more than the
/// models left.
pub fn battleshock_test(
    roll: u8,
    slain: u32,
    bravery: u32,
    models: u32,
    modifier: i32,
) -> BattleshockTest {
    let per_ten = models / 10;
    let bravery_used = i64::from(bravery) + i64::from(per_ten) + i64::from(modifier);
    let total = i64::from(roll) + i64::from(slain);
    let over = (total - bravery_used).max(0);
    let fled = u32::try_from(over).unwrap_or(u32::MAX).min(models);
    BattleshockTest {
        roll,
        slain,
        bravery,
        per_ten,
        modifier,
        bravery_used,
        total,
        fled,
    }
}

/// S1-BS-1: in the battleshock phase every unit that had models slain this turn tests,
/// the active player's first; a unit wiped out, or under Inspiring Presence, does not.
/// The Bravery comes from the list, or from the event where the list has none (and is
/// kept for later tests); the owner may say which models flee.
#[allow(clippy::too_many_arguments)]
pub(super) fn test(
    state: &mut SigmarMatch,
    side: usize,
    unit: usize,
    roll: u8,
    bravery: Option<u32>,
    modifier: i32,
    flee: &[ModelPick],
) -> Result<(), Refused> {
    if state.mode == Mode::Matched {
        return Err(at(
            Refusal::OpenPlayOnly {
                event: "battleshock",
            },
            "",
        ));
    }
    let turn = state.in_turn("battleshock")?;
    if turn.phase != Phase::Battleshock {
        return Err(at(
            Refusal::WrongPhase {
                event: "battleshock",
                phase: turn.phase,
                needed: Phase::Battleshock,
            },
            "",
        ));
    }
    let u = state.unit_in_play(side, unit)?;
    if u.tested {
        return Err(at(
            Refusal::AlreadyTested {
                unit: u.name.clone(),
            },
            "/unit",
        ));
    }
    if u.slain_this_turn == 0 {
        return Err(at(
            Refusal::NoLosses {
                unit: u.name.clone(),
            },
            "/unit",
        ));
    }
    if state.sides[side].inspiring == Some(unit) {
        return Err(at(
            Refusal::Inspired {
                unit: u.name.clone(),
            },
            "/unit",
        ));
    }
    if side != turn.side {
        if let Some(&(_, first)) = state.pending_tests.iter().find(|(s, _)| *s == turn.side) {
            return Err(at(
                Refusal::ActiveFirst {
                    unit: state.sides[turn.side].units[first].name.clone(),
                },
                "/side",
            ));
        }
    }
    let roll = d6(roll, "/roll")?;
    let bravery = match (u.bravery, bravery) {
        (Some(known), Some(given)) if known != given => {
            return Err(at(
                Refusal::BraveryDiffers {
                    unit: u.name.clone(),
                    known,
                    given,
                },
                "/bravery",
            ))
        }
        (Some(known), _) => known,
        (None, Some(given)) => given,
        (None, None) => {
            return Err(at(
                Refusal::BraveryUnknown {
                    unit: u.name.clone(),
                },
                "/bravery",
            ))
        }
    };
    let result = battleshock_test(roll, u.slain_this_turn, bravery, u.models, modifier);
    if result.fled > 0 {
        take_models(state, side, unit, result.fled, Removal::Fled, flee, "/flee")?;
    } else if !flee.is_empty() {
        return Err(at(Refusal::PicksUnused, "/flee/0"));
    }
    let u = &mut state.sides[side].units[unit];
    u.bravery = Some(bravery);
    u.tested = true;
    u.last_test = Some(result);
    Ok(())
}
