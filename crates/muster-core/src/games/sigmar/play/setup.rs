//! The pre-game events (digest §2.1): the realm, the territories roll-off, deployment by
//! units or drops, the generals, and the triumphs. Sudden death is in `sudden_death.rs`.

use super::events::Triumph;
use super::refusals::Refusal;
use super::round;
use super::rules::{at, d6, Refused};
use super::state::{General, Location, SigmarMatch, Stage, TriumphState};
use crate::games::sigmar::list::Mode;
use crate::games::sigmar::sudden_death_eligible;

/// S1-SET-1: the Mortal Realm, in the players' words, any time before round 1.
pub(super) fn realm(state: &mut SigmarMatch, realm: &str) -> Result<(), Refused> {
    if state.round > 0 || state.stage == Stage::Over {
        return Err(state.not_now("realm"));
    }
    let realm = realm.trim();
    if realm.is_empty() {
        return Err(at(Refusal::Blank, "/realm"));
    }
    state.realm = Some(realm.to_owned());
    Ok(())
}

/// The winner of a roll-off (S1-SET-4, S1-RND-2: ties roll again), after checking the dice.
pub(super) fn roll_off_winner(
    state: &mut SigmarMatch,
    rolls: [u8; 2],
) -> Result<Option<usize>, Refused> {
    d6(rolls[0], "/rolls/0")?;
    d6(rolls[1], "/rolls/1")?;
    state.rolls = Some(rolls);
    state.tied = rolls[0] == rolls[1];
    Ok(match rolls[0].cmp(&rolls[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    })
}

/// S1-SET-4: the winner splits the battlefield, the opponent picks a territory, and the
/// winner sets up first (S1-SET-5).
pub(super) fn territories(state: &mut SigmarMatch, rolls: [u8; 2]) -> Result<(), Refused> {
    state.expect(Stage::Territories, "territories")?;
    let Some(winner) = roll_off_winner(state, rolls)? else {
        return Ok(());
    };
    state.territories_winner = Some(winner);
    state.stage = Stage::Deployment;
    state.next = Some(winner);
    Ok(())
}

/// The side whose turn it is to deploy.
fn deploying(state: &SigmarMatch, side: usize, event: &'static str) -> Result<(), Refused> {
    state.expect(Stage::Deployment, event)?;
    state.side_index(side, "/side")?;
    let next = state.next.expect("someone deploys");
    if side != next {
        return Err(at(Refusal::DeployTurn { side, next }, "/side"));
    }
    Ok(())
}

/// S1-SET-5, open play: one unit at a time.
pub(super) fn deploy(state: &mut SigmarMatch, side: usize, unit: usize) -> Result<(), Refused> {
    if state.mode == Mode::Matched {
        return Err(at(Refusal::DeployByDrops, ""));
    }
    deploying(state, side, "deploy")?;
    let u = state.unit(side, unit)?;
    if u.location != Location::Undeployed {
        return Err(at(
            Refusal::AlreadyDeployed {
                unit: u.name.clone(),
            },
            "/unit",
        ));
    }
    state.sides[side].units[unit].location = Location::Battlefield;
    after_deploying(state, side);
    Ok(())
}

/// S4-DROP-1, matched play: one drop at a time, some of its units perhaps in reserve.
pub(super) fn deploy_drop(
    state: &mut SigmarMatch,
    side: usize,
    drop: usize,
    reserve: &[usize],
) -> Result<(), Refused> {
    if state.mode == Mode::Open {
        return Err(at(Refusal::NoDrops, ""));
    }
    deploying(state, side, "deploy_drop")?;
    let drops = &state.sides[side].drops;
    let Some(d) = drops.get(drop) else {
        return Err(at(
            Refusal::NoDrop {
                side,
                drop,
                count: drops.len(),
            },
            "/drop",
        ));
    };
    if d.deployed {
        return Err(at(Refusal::DropDeployed { drop }, "/drop"));
    }
    for (i, unit) in reserve.iter().enumerate() {
        let path = format!("/reserve/{i}");
        if !d.units.contains(unit) {
            return Err(at(Refusal::NotInDrop { unit: *unit, drop }, path));
        }
        if reserve[..i].contains(unit) {
            return Err(at(Refusal::Twice, path));
        }
    }
    if d.units.iter().all(|u| reserve.contains(u)) {
        return Err(at(Refusal::DropAllInReserve, "/reserve"));
    }
    let units = d.units.clone();
    let s = &mut state.sides[side];
    s.drops[drop].deployed = true;
    for unit in units {
        s.units[unit].location = if reserve.contains(&unit) {
            Location::Reserve
        } else {
            Location::Battlefield
        };
    }
    after_deploying(state, side);
    Ok(())
}

/// S1-SET-5: a player stops setting up; the rest of their units stay in reserve. They must
/// have set up one unit at least, for the general is one of its models (S1-GEN-1).
pub(super) fn done_deploying(state: &mut SigmarMatch, side: usize) -> Result<(), Refused> {
    deploying(state, side, "done_deploying")?;
    let s = &state.sides[side];
    if !s.units.iter().any(|u| u.location == Location::Battlefield) {
        return Err(at(Refusal::NothingDeployed, "/side"));
    }
    finish(state, side);
    advance(state, side);
    Ok(())
}

/// After a unit or drop: a side with nothing left to set up has finished.
fn after_deploying(state: &mut SigmarMatch, side: usize) {
    let left = state.sides[side]
        .units
        .iter()
        .any(|u| u.location == Location::Undeployed);
    if !left {
        finish(state, side);
    }
    advance(state, side);
}

fn finish(state: &mut SigmarMatch, side: usize) {
    let s = &mut state.sides[side];
    s.done_deploying = true;
    for u in &mut s.units {
        if u.location == Location::Undeployed {
            u.location = Location::Reserve;
        }
    }
    for d in &mut s.drops {
        d.deployed = true;
    }
    state.finished_first.get_or_insert(side);
}

/// The players alternate; one who has finished is skipped (S1-SET-5: the other may keep
/// deploying). When both have finished, deployment is over.
fn advance(state: &mut SigmarMatch, side: usize) {
    let other = 1 - side;
    state.next = if !state.sides[other].done_deploying {
        Some(other)
    } else if !state.sides[side].done_deploying {
        Some(side)
    } else {
        None
    };
    if state.next.is_none() {
        end_deployment(state);
    }
}

/// S1-ARMY-5: each side counts the models it set up (reserves excluded) and the count is
/// frozen. The general the list names is taken when its unit was set up (S1-GEN-1).
fn end_deployment(state: &mut SigmarMatch) {
    for s in &mut state.sides {
        for u in &mut s.units {
            if u.location == Location::Battlefield {
                u.starting = u.models;
            }
        }
        s.starting = s.units.iter().map(|u| u.starting).sum();
        if let Some(unit) = s.list_general {
            if s.units[unit].location == Location::Battlefield {
                s.general = Some(General {
                    unit,
                    slain: false,
                    empowered: false,
                });
                s.units[unit].general = Some(0);
            }
        }
    }
    state.stage = Stage::General;
    after_general(state);
}

/// S1-GEN-1: the general is a model of a unit the player set up; in matched play the
/// leader of a regiment (S4-GEN-2: not an auxiliary, nor a Regiment of Renown's unit).
pub(super) fn general(state: &mut SigmarMatch, side: usize, unit: usize) -> Result<(), Refused> {
    state.expect(Stage::General, "general")?;
    state.side_index(side, "/side")?;
    if state.sides[side].general.is_some() {
        return Err(at(Refusal::GeneralAlready { side }, "/side"));
    }
    let u = state.unit(side, unit)?;
    if u.location != Location::Battlefield {
        return Err(at(
            Refusal::GeneralNotDeployed {
                unit: u.name.clone(),
                location: u.location,
            },
            "/unit",
        ));
    }
    if state.mode == Mode::Matched && !u.leader {
        return Err(at(
            Refusal::GeneralNotLeader {
                unit: u.name.clone(),
            },
            "/unit",
        ));
    }
    state.sides[side].general = Some(General {
        unit,
        slain: false,
        empowered: false,
    });
    state.sides[side].units[unit].general = Some(0);
    after_general(state);
    Ok(())
}

/// Once both generals are named: sudden death (open play), then triumphs, then round 1.
fn after_general(state: &mut SigmarMatch) {
    state.next = state.sides.iter().position(|s| s.general.is_none());
    if state.next.is_some() {
        return;
    }
    if state.mode == Mode::Open {
        // S1-SD-1, worked out by the army-building rules' one function.
        state.outnumbered = sudden_death_eligible(state.sides[0].starting, state.sides[1].starting);
        if let Some(side) = state.outnumbered {
            state.stage = Stage::SuddenDeath;
            state.next = Some(side);
            return;
        }
    }
    after_sudden_death(state);
}

/// S1-TRI-1: triumphs come after the sudden-death objectives are chosen.
pub(super) fn after_sudden_death(state: &mut SigmarMatch) {
    state.next = None;
    if state.mode == Mode::Open && state.sides.iter().any(|s| s.last_major_victory) {
        state.stage = Stage::Triumphs;
        refresh_triumphs(state);
        return;
    }
    round::begin_round(state, 1);
}

fn refresh_triumphs(state: &mut SigmarMatch) {
    state.next = state
        .sides
        .iter()
        .position(|s| s.last_major_victory && s.triumph.is_none());
    if state.next.is_none() {
        round::begin_round(state, 1);
    }
}

/// S1-TRI-2: the triumph table, the D6 rolls that give each triumph.
pub const TRIUMPHS: [(std::ops::RangeInclusive<u8>, Triumph); 3] = [
    (1..=2, Triumph::Blessed),
    (3..=4, Triumph::Inspired),
    (5..=6, Triumph::Empowered),
];

/// S1-TRI-2: the triumph a roll gives.
pub fn triumph_for(roll: u8) -> Triumph {
    TRIUMPHS
        .iter()
        .find(|(rolls, _)| rolls.contains(&roll))
        .map_or(Triumph::Empowered, |(_, triumph)| *triumph)
}

/// S1-TRI-1: a player whose army won a major victory in its last battle rolls a D6 on the
/// triumph table; Empowered adds 1 to the general's Wounds.
pub(super) fn triumph(state: &mut SigmarMatch, side: usize, roll: u8) -> Result<(), Refused> {
    state.expect(Stage::Triumphs, "triumph")?;
    state.side_index(side, "/side")?;
    let s = &state.sides[side];
    if !s.last_major_victory {
        return Err(at(Refusal::NoTriumph { side }, "/side"));
    }
    if s.triumph.is_some() {
        return Err(at(Refusal::TriumphRolled { side }, "/side"));
    }
    let roll = d6(roll, "/roll")?;
    let kind = triumph_for(roll);
    let s = &mut state.sides[side];
    s.triumph = Some(TriumphState {
        roll,
        kind,
        spent: false,
    });
    if kind == Triumph::Empowered {
        if let Some(g) = s.general.as_mut() {
            g.empowered = true;
        }
    }
    refresh_triumphs(state);
    Ok(())
}
