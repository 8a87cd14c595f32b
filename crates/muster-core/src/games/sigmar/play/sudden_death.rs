//! Sudden death (digest §1.3, S1-SD-1…7) and the checks that end a game at once: the
//! outnumbered player's objective, chosen after the generals are named and achieved at the
//! trigger points, and annihilation (S1-VIC-1).

use super::events::Objective;
use super::refusals::Refusal;
use super::rules::{at, Refused};
use super::setup;
use super::state::{Ending, SigmarMatch, Stage, SuddenDeath};

/// A keyword of the core rules, however the data qualifies it (`WIZARD (1)`).
fn has_core_keyword(keywords: &[String], keyword: &str) -> bool {
    keywords.iter().any(|k| {
        k == keyword
            || k.strip_prefix(keyword)
                .is_some_and(|rest| rest.starts_with(" ("))
    })
}

/// S1-SD-3: a unit Assassinate may target.
pub fn assassinate_target(keywords: &[String]) -> bool {
    ["HERO", "WIZARD", "PRIEST", "MONSTER"]
        .iter()
        .any(|k| has_core_keyword(keywords, k))
}

/// S1-SD-4: Blunt targets a unit of this many models or more.
pub(super) const BLUNT_MODELS: u32 = 5;

/// S1-SD-1…6: the outnumbered player chooses an objective (or none). The opponent picks
/// the target of Assassinate (one of their HERO, WIZARD, PRIEST or MONSTER units) and of
/// Blunt (one of their units of 5 or more models, counted now); Seize Ground names a
/// terrain feature in enemy territory, in the players' words.
pub(super) fn choose(
    state: &mut SigmarMatch,
    side: usize,
    objective: Option<Objective>,
    target: Option<usize>,
    terrain: Option<&str>,
) -> Result<(), Refused> {
    state.expect(Stage::SuddenDeath, "sudden_death")?;
    state.side_index(side, "/side")?;
    let outnumbered = state.outnumbered.expect("eligible");
    if side != outnumbered {
        return Err(at(Refusal::NotOutnumbered { side, outnumbered }, "/side"));
    }
    let enemy = 1 - side;
    let needs_target = matches!(objective, Some(Objective::Assassinate | Objective::Blunt));
    if target.is_some() && !needs_target {
        return Err(at(Refusal::TargetNotNeeded, "/target"));
    }
    if terrain.is_some() && objective != Some(Objective::SeizeGround) {
        return Err(at(Refusal::TerrainNotNeeded, "/terrain"));
    }
    let eligible = |state: &SigmarMatch, u: usize| {
        let unit = &state.sides[enemy].units[u];
        unit.in_play()
            && match objective {
                Some(Objective::Assassinate) => assassinate_target(&unit.keywords),
                _ => unit.models >= BLUNT_MODELS,
            }
    };
    if needs_target {
        let objective = objective.expect("needs a target");
        if !(0..state.sides[enemy].units.len()).any(|u| eligible(state, u)) {
            return Err(at(Refusal::NoTargetInArmy { objective }, "/objective"));
        }
        let Some(target) = target else {
            return Err(at(Refusal::TargetNeeded { objective }, "/target"));
        };
        let u = state
            .unit(enemy, target)
            .map_err(|(r, _)| at(r, "/target"))?;
        if !eligible(state, target) {
            return Err(at(
                Refusal::NotATarget {
                    objective,
                    unit: u.name.clone(),
                },
                "/target",
            ));
        }
    }
    let terrain = terrain.map(str::trim);
    if objective == Some(Objective::SeizeGround) && terrain.is_none_or(str::is_empty) {
        return Err(at(Refusal::TerrainNeeded, "/terrain"));
    }
    state.sudden_death = objective.map(|objective| SuddenDeath {
        side,
        objective,
        target,
        terrain: terrain.map(str::to_owned),
    });
    setup::after_sudden_death(state);
    Ok(())
}

/// After every event of the battle: the outnumbered player's target gone (S1-SD-3/4,
/// slain or fled alike [INTERP]) ends the game at once; so does a side with no model left
/// on the battlefield (S1-VIC-1; both at once is a draw [INTERP]).
pub(super) fn settle(state: &mut SigmarMatch) {
    if state.ending.is_some() || state.round == 0 {
        return;
    }
    if let Some(sd) = &state.sudden_death {
        if let Some(target) = sd.target {
            if state.sides[1 - sd.side].units[target].models == 0 {
                let winner = sd.side;
                return end(state, Ending::SuddenDeath { winner });
            }
        }
    }
    let empty: Vec<usize> = (0..state.sides.len())
        .filter(|s| state.sides[*s].on_battlefield == 0)
        .collect();
    match empty.as_slice() {
        [] => {}
        [side] => {
            let winner = Some(1 - side);
            end(state, Ending::Annihilation { winner });
        }
        _ => end(state, Ending::Annihilation { winner: None }),
    }
}

pub(super) fn end(state: &mut SigmarMatch, ending: Ending) {
    state.ending = Some(ending);
    state.stage = Stage::Over;
    state.next = None;
}

/// At the end of a battle round: Seize Ground waits for the player's word at the end of
/// round 4 (S1-SD-6); Endure is achieved at the end of round 6 when a model that began
/// the battle on the battlefield is still in play (S1-SD-5). True when the game does not
/// go on to the next round now.
pub(super) fn end_of_round(state: &mut SigmarMatch) -> bool {
    let Some(sd) = &state.sudden_death else {
        return false;
    };
    let side = sd.side;
    match (sd.objective, state.round) {
        (Objective::SeizeGround, 4) => {
            state.stage = Stage::SeizeGround;
            state.next = Some(side);
            true
        }
        (Objective::Endure, 6) if state.original_models(side) > 0 => {
            end(state, Ending::SuddenDeath { winner: side });
            true
        }
        _ => false,
    }
}

/// S1-SD-6: at the end of round 4 the outnumbered player says whether a friendly model is
/// within 3" of the feature: held, they win at once; otherwise round 5 begins.
pub(super) fn seize_ground(
    state: &mut SigmarMatch,
    side: usize,
    held: bool,
) -> Result<(), Refused> {
    state.expect(Stage::SeizeGround, "seize_ground")?;
    state.side_index(side, "/side")?;
    let outnumbered = state.sudden_death.as_ref().expect("seize ground").side;
    if side != outnumbered {
        return Err(at(Refusal::NotOutnumbered { side, outnumbered }, "/side"));
    }
    if held {
        end(state, Ending::SuddenDeath { winner: side });
    } else {
        super::round::begin_round(state, state.round + 1);
    }
    Ok(())
}
