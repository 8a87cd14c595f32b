//! Battle rounds and turns (digest §2.2–2.4): the roll-off and who chooses the first turn,
//! the six phases in order, the movement and charge flags, the general's command ability
//! and Inspiring Presence, and the once-per-battle triumphs.

use super::events::{Phase, Triumph};
use super::refusals::Refusal;
use super::rules::{at, Refused};
use super::state::{SigmarMatch, Stage, Turn};
use super::{matched, setup, sudden_death};
use crate::games::sigmar::list::Mode;

/// S1-RND-2: round 1's first turn is chosen by the player who finished deploying first
/// (S1-SET-5; S4-DROP-1 in matched play), unless the players chose a roll-off for round 1
/// too; every later round starts with a roll-off whose winner chooses.
pub(super) fn begin_round(state: &mut SigmarMatch, round: u32) {
    state.round = round;
    state.turn = None;
    state.first = None;
    state.tied = false;
    if round == 1 && !state.options.round1_rolloff {
        state.stage = Stage::FirstTurn;
        state.chooser = state.finished_first;
    } else {
        state.stage = Stage::RollOff;
        state.chooser = None;
    }
    state.next = state.chooser;
}

/// S1-RND-2: both roll a D6, ties roll again; the winner chooses. Matched play's priority
/// roll is not rolled again: on a tie the player who took the first turn of the previous
/// round decides (MP-PRI-2).
pub(super) fn roll_off(state: &mut SigmarMatch, rolls: [u8; 2]) -> Result<(), Refused> {
    state.expect(Stage::RollOff, "roll_off")?;
    let winner = setup::roll_off_winner(state, rolls)?;
    let previous = state.matched.as_ref().and_then(|m| m.previous_first);
    if let Some(winner) = winner.or(previous) {
        state.chooser = Some(winner);
        state.next = Some(winner);
        state.stage = Stage::FirstTurn;
    }
    Ok(())
}

/// The chooser picks who takes the first turn of the round (either player: the same
/// player may take two turns in a row, S1-RND-3).
pub(super) fn first_turn(
    state: &mut SigmarMatch,
    side: usize,
    first: usize,
) -> Result<(), Refused> {
    state.expect(Stage::FirstTurn, "first_turn")?;
    state.side_index(side, "/side")?;
    let chooser = state.chooser.expect("someone chooses");
    if side != chooser {
        return Err(at(
            Refusal::NotTheChooser {
                side,
                chooser,
                round: state.round,
            },
            "/side",
        ));
    }
    state.side_index(first, "/first")?;
    state.first = Some(first);
    matched::round_begins(state, first);
    begin_turn(state, first, 1);
    Ok(())
}

/// A turn begins in its hero phase: this turn's flags and losses start from nothing, and
/// the active player's Inspiring Presence ends, for it lasts until their next hero phase
/// (S1-IP-1, S1-RND-3).
fn begin_turn(state: &mut SigmarMatch, side: usize, number: u8) {
    for s in &mut state.sides {
        s.command_used = false;
        for u in &mut s.units {
            u.ran = false;
            u.retreated = false;
            u.charged = false;
            u.slain_this_turn = 0;
            u.tested = false;
        }
    }
    state.sides[side].inspiring = None;
    state.turn = Some(Turn {
        side,
        number,
        phase: Phase::Hero,
        double: state.last_turn == Some(side),
    });
    state.stage = Stage::Turn;
    state.next = Some(side);
    matched::turn_begins(state);
}

/// The turn moves on to a later phase of this mode (§2.3: in order, never back).
pub(super) fn phase(state: &mut SigmarMatch, phase: Phase) -> Result<(), Refused> {
    let turn = state.in_turn("phase")?;
    if !state.phases().contains(&phase) {
        return Err(at(
            Refusal::PhaseNotInMode {
                phase,
                mode: state.mode,
            },
            "/phase",
        ));
    }
    if phase <= turn.phase {
        return Err(at(
            Refusal::PhaseBackwards {
                phase,
                now: turn.phase,
            },
            "/phase",
        ));
    }
    state.turn = Some(Turn { phase, ..turn });
    Ok(())
}

/// The active player's turn ends from its last phase, once every battleshock test is
/// taken (S1-BS-1). After the second turn the round ends: Seize Ground is checked at the
/// end of round 4 and Endure at the end of round 6 (S1-SD-5, S1-SD-6).
pub(super) fn end_turn(state: &mut SigmarMatch) -> Result<(), Refused> {
    let turn = state.in_turn("end_turn")?;
    let last = state.phases()[5];
    if turn.phase != last {
        return Err(at(
            Refusal::NotLastPhase {
                phase: turn.phase,
                last,
            },
            "",
        ));
    }
    if let Some(&(side, unit)) = state.pending_tests.first() {
        return Err(at(
            Refusal::TestsPending {
                unit: state.sides[side].units[unit].name.clone(),
                side,
            },
            "",
        ));
    }
    matched::may_end_turn(state)?;
    state.last_turn = Some(turn.side);
    if turn.number == 1 {
        begin_turn(state, 1 - turn.side, 2);
        return Ok(());
    }
    state.turn = None;
    if matched::round_ends(state) || sudden_death::end_of_round(state) {
        return Ok(());
    }
    begin_round(state, state.round + 1);
    Ok(())
}

/// §2.4, movement phase: a unit runs or retreats (one move per phase, so not both).
pub(super) fn moved(
    state: &mut SigmarMatch,
    side: usize,
    unit: usize,
    retreat: bool,
) -> Result<(), Refused> {
    let event = if retreat { "retreated" } else { "ran" };
    state.active_in(event, Phase::Movement, side)?;
    let u = state.unit_in_play(side, unit)?;
    if u.ran || u.retreated {
        return Err(at(
            Refusal::AlreadyMoved {
                unit: u.name.clone(),
            },
            "/unit",
        ));
    }
    let u = &mut state.sides[side].units[unit];
    if retreat {
        u.retreated = true;
    } else {
        u.ran = true;
    }
    Ok(())
}

/// §2.4, charge phase: a unit that ran or retreated this turn cannot charge.
pub(super) fn charged(state: &mut SigmarMatch, side: usize, unit: usize) -> Result<(), Refused> {
    state.active_in("charged", Phase::Charge, side)?;
    let u = state.unit_in_play(side, unit)?;
    if u.ran || u.retreated {
        return Err(at(
            Refusal::CannotCharge {
                unit: u.name.clone(),
                ran: u.ran,
            },
            "/unit",
        ));
    }
    if u.charged {
        return Err(at(
            Refusal::AlreadyCharged {
                unit: u.name.clone(),
            },
            "/unit",
        ));
    }
    state.sides[side].units[unit].charged = true;
    Ok(())
}

/// The general's command ability in the active player's hero phase (S1-GEN-2): open play
/// only (fourth edition spends command points instead), one per hero phase [INTERP], and
/// the general must be alive [INTERP].
fn command(state: &SigmarMatch, side: usize, event: &'static str) -> Result<(), Refused> {
    if state.mode == Mode::Matched {
        return Err(at(Refusal::OpenPlayOnly { event }, ""));
    }
    state.active_in(event, Phase::Hero, side)?;
    let s = &state.sides[side];
    match s.general {
        Some(g) if !g.slain => {}
        _ => return Err(at(Refusal::GeneralSlain { side }, "/side")),
    }
    if s.command_used {
        return Err(at(Refusal::CommandUsed, ""));
    }
    Ok(())
}

/// S1-IP-1: one friendly unit skips battleshock tests until this player's next hero
/// phase (this turn's and the opponent's turns before it, a double turn's included).
pub(super) fn inspiring_presence(
    state: &mut SigmarMatch,
    side: usize,
    unit: usize,
) -> Result<(), Refused> {
    command(state, side, "inspiring_presence")?;
    state.unit_in_play(side, unit)?;
    let s = &mut state.sides[side];
    s.inspiring = Some(unit);
    s.command_used = true;
    Ok(())
}

/// S1-GEN-2: a command ability of the general's warscroll, in the players' words.
pub(super) fn command_ability(
    state: &mut SigmarMatch,
    side: usize,
    ability: &str,
) -> Result<(), Refused> {
    command(state, side, "command_ability")?;
    if ability.trim().is_empty() {
        return Err(at(Refusal::Blank, "/ability"));
    }
    state.sides[side].command_used = true;
    Ok(())
}

/// S1-TRI-2: Blessed is spent once per battle; Inspired once, on one unit in a combat
/// phase; Empowered is never spent (it is the general's +1 Wounds).
pub(super) fn use_triumph(
    state: &mut SigmarMatch,
    side: usize,
    unit: Option<usize>,
) -> Result<(), Refused> {
    let turn = state.in_turn("use_triumph")?;
    state.side_index(side, "/side")?;
    let Some(triumph) = state.sides[side].triumph else {
        return Err(at(Refusal::NoTriumph { side }, "/side"));
    };
    if triumph.spent {
        return Err(at(Refusal::TriumphSpent { side }, "/side"));
    }
    match (triumph.kind, unit) {
        (Triumph::Empowered, _) => return Err(at(Refusal::TriumphPermanent, "")),
        (Triumph::Blessed, Some(_)) => return Err(at(Refusal::TriumphNoUnit, "/unit")),
        (Triumph::Blessed, None) => {}
        (Triumph::Inspired, None) => return Err(at(Refusal::TriumphNeedsUnit, "/unit")),
        (Triumph::Inspired, Some(unit)) => {
            if turn.phase != Phase::Combat {
                return Err(at(
                    Refusal::WrongPhase {
                        event: "use_triumph",
                        phase: turn.phase,
                        needed: Phase::Combat,
                    },
                    "",
                ));
            }
            state.unit_in_play(side, unit)?;
        }
    }
    if let Some(t) = state.sides[side].triumph.as_mut() {
        t.spent = true;
    }
    Ok(())
}
