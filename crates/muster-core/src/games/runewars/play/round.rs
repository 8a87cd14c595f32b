//! A round's events (digest §3.3): dials in the Command phase, activation in initiative
//! order with the first player's precedence, and the End phase passing the round counter.

use super::events::{Action, Modifier, UnitRef};
use super::refusals::Refusal;
use super::rules::{at, Refused, NO_ACTION_INITIATIVE, ROUNDS};
use super::state::{Dial, Ending, RuneWarsMatch, Stage};
use crate::lang::LocalizedName;

/// Command phase: a unit's dial; an action needs its initiative, no action means 10 (§53.2,
/// §36.2).
pub(super) fn dial(
    state: &mut RuneWarsMatch,
    side: usize,
    unit: usize,
    action: Option<Action>,
    initiative: Option<u8>,
    face: Option<u8>,
    modifier: Option<Modifier>,
) -> Result<(), Refused> {
    state.expect(Stage::Command, "dial")?;
    let u = state.unit_in_play(side, unit)?;
    // A face of the unit's known dial carries its action and initiative (§53.2): nothing is
    // typed, and a face given beside an action or an initiative is one thing said twice.
    let (action, initiative) = match face {
        None => (action, initiative),
        Some(_) if action.is_some() || initiative.is_some() => {
            return Err(at(Refusal::FaceAndInitiative, "/face"))
        }
        Some(f) => match u.dial_faces.get(usize::from(f)) {
            Some(known) => (Some(known.action), Some(known.initiative)),
            None => {
                return Err(at(
                    Refusal::NoSuchFace {
                        unit: u.name.clone(),
                        face: f,
                        faces: u.dial_faces.len(),
                    },
                    "/face",
                ))
            }
        },
    };
    let initiative = match (action, initiative) {
        (Some(_), Some(i)) if (1..=9).contains(&i) => i,
        (Some(_), Some(i)) => {
            return Err(at(
                Refusal::InitiativeRange { initiative: i },
                "/initiative",
            ))
        }
        (Some(_), None) => return Err(at(Refusal::InitiativeMissing, "/initiative")),
        (None, Some(_)) => return Err(at(Refusal::InitiativeWithoutAction, "/initiative")),
        (None, None) => NO_ACTION_INITIATIVE,
    };
    state.sides[side].units[unit].dial = Some(Dial {
        action,
        initiative,
        modifier,
    });
    Ok(())
}

/// Command phase: ends once every unit on the table has a dial (§37.2).
pub(super) fn end_command(state: &mut RuneWarsMatch) -> Result<(), Refused> {
    state.expect(Stage::Command, "end_command")?;
    let missing: Vec<LocalizedName> = state
        .sides
        .iter()
        .flat_map(|s| &s.units)
        .filter(|u| u.in_play() && u.dial.is_none())
        .map(|u| u.name.clone())
        .collect();
    if !missing.is_empty() {
        return Err(at(Refusal::DialsMissing { units: missing }, ""));
    }
    state.stage = Stage::Activation;
    state.last_activation = None;
    state.next_activation = state.compute_next_activation();
    Ok(())
}

/// Activation phase: a unit activates at the lowest initiative left, the first player first at
/// each number, then alternating (§53, §53.4, §71.2).
pub(super) fn activate(state: &mut RuneWarsMatch, side: usize, unit: usize) -> Result<(), Refused> {
    state.expect(Stage::Activation, "activate")?;
    let u = state.unit_in_play(side, unit)?;
    if u.activated {
        return Err(at(
            Refusal::AlreadyActivated {
                unit: u.name.clone(),
            },
            "/unit",
        ));
    }
    let initiative = u.dial.expect("dials are set before activation").initiative;
    let (count, next) = state.next_activation.expect("a unit waits to activate");
    if initiative != count {
        return Err(at(
            Refusal::NotItsInitiative {
                unit: u.name.clone(),
                initiative,
                count,
            },
            "/unit",
        ));
    }
    if side != next {
        return Err(at(Refusal::OtherPlayersActivation { next, count }, "/side"));
    }
    state.sides[side].units[unit].activated = true;
    state.active = Some(UnitRef { side, unit });
    state.last_activation = Some((count, side));
    state.next_activation = state.compute_next_activation();
    Ok(())
}

/// Activation phase: ends once every unit on the table has activated (§36).
pub(super) fn end_activation(state: &mut RuneWarsMatch) -> Result<(), Refused> {
    state.expect(Stage::Activation, "end_activation")?;
    let waiting: Vec<LocalizedName> = state
        .sides
        .iter()
        .flat_map(|s| &s.units)
        .filter(|u| u.in_play() && !u.activated)
        .map(|u| u.name.clone())
        .collect();
    if !waiting.is_empty() {
        return Err(at(Refusal::UnitsWaiting { units: waiting }, ""));
    }
    state.stage = Stage::End;
    state.active = None;
    state.next_activation = None;
    Ok(())
}

/// End phase: the round counter goes up and passes to the other player; round 8 ends the game
/// (§38, §78).
pub(super) fn end_round(state: &mut RuneWarsMatch) -> Result<(), Refused> {
    state.expect(Stage::End, "end_round")?;
    if state.round >= ROUNDS {
        state.stage = Stage::Over;
        state.ending = Some(Ending::LastRound);
        return Ok(());
    }
    state.round += 1;
    state.first_player = state.first_player.map(|f| 1 - f);
    for u in state.sides.iter_mut().flat_map(|s| &mut s.units) {
        u.dial = None;
        u.activated = false;
    }
    state.last_activation = None;
    state.stage = Stage::Command;
    Ok(())
}
