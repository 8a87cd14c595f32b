//! A battle round (digest §3.3, rulebook L307–347, L586–597, L649–683): the roll-off for the
//! first turn, four turns per player (an action step, then a power step), the end phase.

use super::events::Ability;
use super::refusals::Refusal;
use super::rules::{at, Refused, PLAYERS, ROUNDS, TURNS};
use super::setup::other;
use super::state::{FeatureFace, Note, PowerStep, Stage, UnderworldsMatch};

/// The roll-off at the start of a round (rulebook L323–329, E1, E2): the winner chooses who
/// takes the first turn and the loser draws 1 power card. A tie (`winner: None`) goes to the
/// underdog in rounds 2 and 3; otherwise the players roll again.
pub(super) fn roll_off(
    state: &mut UnderworldsMatch,
    winner: Option<usize>,
    first: usize,
) -> Result<(), Refused> {
    state.expect(Stage::RollOff, "round_roll_off")?;
    if let Some(w) = winner {
        state.side_index(w, "/winner")?;
    }
    state.side_index(first, "/first")?;
    let (winner, underdog) = match (winner, state.underdog) {
        (Some(w), _) => (w, false),
        (None, Some(u)) if state.round >= 2 => (u, true),
        (None, _) => {
            return Err(at(Refusal::RollOffTie { round: state.round }, "/winner"));
        }
    };
    let draws = other(winner);
    state.roll_off_winner = Some(winner);
    state.draws_power = Some(draws);
    state.first = Some(first);
    state.active = Some(first);
    state.next = Some(first);
    state.stage = Stage::Action;
    for side in &mut state.sides {
        side.turns = 0;
        side.end_phase_done = false;
    }
    state.notes.push(Note::RollOff {
        round: state.round,
        winner,
        underdog,
        first,
        draws,
    });
    Ok(())
}

/// The action step (rulebook L343–404, E6, E7, E10): the active player's one core ability.
/// Move gives a Move token; Charge needs neither a Move nor a Charge token, removes Guard and
/// gives a Charge token; Guard is refused on a guarded fighter; a fighter with a Charge token
/// may not Move, Attack or Guard unless every friendly fighter on the battlefield has one.
/// Whether the Charge's move and attack can be made is the players' to see (E7).
pub(super) fn action(
    state: &mut UnderworldsMatch,
    side: usize,
    ability: Ability,
    fighter: Option<&str>,
) -> Result<(), Refused> {
    state.expect(Stage::Action, "action")?;
    state.side_index(side, "/side")?;
    let active = state.active.unwrap_or(side);
    if side != active {
        return Err(at(
            Refusal::NotYourTurn {
                player: state.player(side),
                active: state.player(active),
            },
            "/side",
        ));
    }
    match (ability, fighter) {
        (Ability::Focus, Some(_)) => return Err(at(Refusal::FighterNotNeeded, "/fighter")),
        (Ability::Focus, None) => {}
        (_, None) => return Err(at(Refusal::FighterNeeded { ability }, "/fighter")),
        (_, Some(id)) => {
            let f = state.fighter_in_play(side, id)?;
            let all_charged = state.sides[side].on_battlefield().all(|f| f.tokens.charge);
            let fighter = &mut state.sides[side].fighters[f];
            let tokens = &mut fighter.tokens;
            let locked = tokens.charge && !all_charged;
            let refuse = |refusal| Err(at(refusal, "/fighter"));
            match ability {
                Ability::Move | Ability::Attack | Ability::Guard if locked => {
                    return refuse(Refusal::ChargeLocked {
                        fighter: fighter.name.clone(),
                        ability,
                    });
                }
                Ability::Move => tokens.moved = true,
                Ability::Attack | Ability::Focus => {}
                Ability::Guard if tokens.guard => {
                    return refuse(Refusal::AlreadyGuarded {
                        fighter: fighter.name.clone(),
                    });
                }
                Ability::Guard => tokens.guard = true,
                Ability::Charge => {
                    for token in [
                        super::events::TokenKind::Move,
                        super::events::TokenKind::Charge,
                    ] {
                        if tokens.has(token) {
                            return refuse(Refusal::CannotCharge {
                                fighter: fighter.name.clone(),
                                token,
                            });
                        }
                    }
                    tokens.guard = false;
                    tokens.charge = true;
                }
            }
        }
    }
    state.stage = Stage::Power;
    state.power = Some(PowerStep {
        opportunity: side,
        passes: 0,
        delved: vec![false; PLAYERS],
    });
    state.next = Some(side);
    Ok(())
}

/// Checks that `side` has the power step's opportunity now (E19), for `event`.
pub(super) fn opportunity(
    state: &UnderworldsMatch,
    side: usize,
    event: &'static str,
) -> Result<(), Refused> {
    let Some(power) = state.power.as_ref().filter(|_| state.stage == Stage::Power) else {
        return Err(state.not_now(event));
    };
    state.side_index(side, "/side")?;
    if side != power.opportunity {
        return Err(at(
            Refusal::NotYourOpportunity {
                player: state.player(side),
                opportunity: state.player(power.opportunity),
            },
            "/side",
        ));
    }
    Ok(())
}

/// A play other than a pass was made on the opportunity: the passes start again and the
/// other player has the next opportunity.
pub(super) fn played(state: &mut UnderworldsMatch) {
    if let Some(power) = state.power.as_mut() {
        power.passes = 0;
        power.opportunity = other(power.opportunity);
        state.next = Some(power.opportunity);
    }
}

/// A pass (rulebook L586–597): two in a row end the power step, and with it the turn.
pub(super) fn pass(state: &mut UnderworldsMatch, side: usize) -> Result<(), Refused> {
    opportunity(state, side, "pass")?;
    let power = state.power.as_mut().expect("checked by opportunity");
    power.passes += 1;
    if power.passes < 2 {
        power.opportunity = other(power.opportunity);
        state.next = Some(power.opportunity);
        return Ok(());
    }
    // The turn is over: the other player's turn, or the end phase after the eighth.
    let active = state.active.unwrap_or(side);
    state.sides[active].turns += 1;
    state.power = None;
    if state.sides.iter().all(|s| s.turns >= TURNS) {
        state.stage = Stage::EndPhase;
        state.active = None;
        state.next = state.first;
    } else {
        let next = other(active);
        state.stage = Stage::Action;
        state.active = Some(next);
        state.next = Some(next);
    }
    Ok(())
}

/// Delve (rulebook L631–645, E19, E20): a friendly fighter standing on a feature token flips
/// it (treasure to cover, cover to treasure) and gets a Stagger token; each warband Delves at
/// most once per power step. A Charge token does not stop it.
pub(super) fn delve(
    state: &mut UnderworldsMatch,
    side: usize,
    fighter: &str,
) -> Result<(), Refused> {
    opportunity(state, side, "delve")?;
    let delved = state.power.as_ref().is_some_and(|p| p.delved[side]);
    if delved {
        return Err(at(
            Refusal::DelvedAlready {
                player: state.player(side),
            },
            "/side",
        ));
    }
    let f = state.fighter_in_play(side, fighter)?;
    let fighter = &mut state.sides[side].fighters[f];
    let Some(feature) = fighter.feature else {
        return Err(at(
            Refusal::NotOnFeature {
                fighter: fighter.name.clone(),
            },
            "/fighter",
        ));
    };
    fighter.tokens.stagger = true;
    let id = fighter.id.clone();
    let token = &mut state.features[feature];
    token.face = match token.face {
        FeatureFace::Treasure => FeatureFace::Cover,
        FeatureFace::Cover => FeatureFace::Treasure,
    };
    let face = token.face;
    if let Some(power) = state.power.as_mut() {
        power.delved[side] = true;
    }
    state.notes.push(Note::Delved {
        side,
        fighter: id,
        feature,
        face,
    });
    played(state);
    Ok(())
}

/// A warscroll ability used on the player's opportunity (told, not resolved: its effects are
/// recorded as their own events).
pub(super) fn use_ability(
    state: &mut UnderworldsMatch,
    side: usize,
    ability: &str,
) -> Result<(), Refused> {
    opportunity(state, side, "use_ability")?;
    if !state.sides[side].abilities.iter().any(|a| a == ability) {
        return Err(at(
            Refusal::UnknownAbility {
                ability: ability.to_owned(),
            },
            "/ability",
        ));
    }
    played(state);
    Ok(())
}

/// Checks that it is `side`'s end phase now (E22: the first player's, then the other's).
pub(super) fn end_phase_turn(
    state: &UnderworldsMatch,
    side: usize,
    event: &'static str,
) -> Result<(), Refused> {
    state.expect(Stage::EndPhase, event)?;
    state.side_index(side, "/side")?;
    let next = state.next.unwrap_or(side);
    if side != next {
        return Err(at(
            Refusal::EndPhaseTurn {
                player: state.player(side),
                next: state.player(next),
            },
            "/side",
        ));
    }
    Ok(())
}

/// A player has finished their end phase (rulebook L649–663, L681–683, E22). After both:
/// every Move, Charge, Guard and Stagger token is removed and the next round begins; after
/// round 3's final end phase the game is over.
pub(super) fn end_phase_done(state: &mut UnderworldsMatch, side: usize) -> Result<(), Refused> {
    end_phase_turn(state, side, "end_phase_done")?;
    state.sides[side].end_phase_done = true;
    if !state.sides[other(side)].end_phase_done {
        state.next = Some(other(side));
        return Ok(());
    }
    if state.round >= ROUNDS {
        state.stage = Stage::Over;
        state.next = None;
        state.notes.push(Note::GameOver);
        return Ok(());
    }
    for fighter in state.sides.iter_mut().flat_map(|s| s.fighters.iter_mut()) {
        let tokens = &mut fighter.tokens;
        tokens.moved = false;
        tokens.charge = false;
        tokens.guard = false;
        tokens.stagger = false;
    }
    state.notes.push(Note::RoundEnded { round: state.round });
    state.round += 1;
    state.stage = Stage::RollOff;
    state.next = None;
    state.roll_off_winner = None;
    state.draws_power = None;
    state.first = None;
    state.active = None;
    Ok(())
}
