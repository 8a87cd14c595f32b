//! The set-up (digest §2, rulebook L233–305): the match's start from the two lists, the
//! territory roll-off, the redraws, the five feature tokens and the deployment.

use super::refusals::{FaceName, Needed, Refusal};
use super::rules::{at, Refused, FEATURES, PLAYERS};
use super::state::{
    CardPlace, CardState, FaceStats, FeatureFace, FeatureToken, FighterState, Glory, Note, Side,
    Stage, Tokens, UnderworldsMatch,
};
use super::UnderworldsSetup;
use crate::diagnostic::{json_pointer, Diagnostic, Explain};
use crate::games::underworlds::catalog::{Catalog, Face, Fighter};
use crate::games::underworlds::totals::find_card;
use crate::lang::Lang;
use crate::matches::player_count;
use std::collections::HashSet;

/// The other side of a two-player match.
pub(super) fn other(side: usize) -> usize {
    1 - side
}

/// Builds the starting state from the two lists, or every fault of the set-up: an unknown
/// warband, deck or card, a roster that is not complete, a fighter whose Health or Bounty is
/// unknown on either face (the tracker needs them to slay and to pay Bounty).
pub(super) fn start(
    setup: &UnderworldsSetup,
    catalog: &Catalog,
    lang: Lang,
) -> Result<UnderworldsMatch, Vec<Diagnostic>> {
    let mut faults = Vec::new();
    let count = |count| Refusal::PlayerCount { count };
    faults.extend(player_count(
        setup.players.len(),
        PLAYERS..=PLAYERS,
        count,
        lang,
    ));
    let mut sides = Vec::new();
    for (p, player) in setup.players.iter().enumerate() {
        let list = &player.list;
        let base = json_pointer(["players", &p.to_string(), "list"]);
        let mut fault =
            |refusal: Refusal, path: String| faults.push(refusal.diagnostic(path, lang));
        if list.game != <super::super::Underworlds as crate::game::Game>::ID
            || list.format != crate::game::LIST_FORMAT
        {
            fault(Refusal::NotAnUnderworldsList, format!("{base}/game"));
        }
        let mut fighters = Vec::new();
        let mut abilities = Vec::new();
        let mut warband_name = None;
        match catalog.warband(&list.warband) {
            None => fault(
                Refusal::UnknownWarband {
                    id: list.warband.clone(),
                },
                format!("{base}/warband"),
            ),
            Some(warband) => {
                warband_name = Some(warband.name.clone());
                abilities = warband.abilities.iter().map(|a| a.id.clone()).collect();
                if !warband.roster_complete {
                    fault(
                        Refusal::RosterIncomplete {
                            warband: warband.name.clone(),
                        },
                        format!("{base}/warband"),
                    );
                } else if warband.fighters.is_empty() {
                    fault(
                        Refusal::NoFighters {
                            warband: warband.name.clone(),
                        },
                        format!("{base}/warband"),
                    );
                }
                for fighter in &warband.fighters {
                    match fighter_state(fighter) {
                        Ok(state) => fighters.push(state),
                        Err(refusals) => {
                            for r in refusals {
                                fault(r, format!("{base}/warband"));
                            }
                        }
                    }
                }
            }
        }
        for (k, deck) in list.decks.iter().enumerate() {
            if catalog.deck(deck).is_none() {
                fault(
                    Refusal::UnknownDeck { id: deck.clone() },
                    format!("{base}/decks/{k}"),
                );
            }
        }
        let mut cards = Vec::new();
        let mut seen = HashSet::new();
        let named = [("objectives", &list.objectives), ("power", &list.power)];
        for (field, ids) in named {
            for (k, id) in ids.iter().enumerate() {
                let path = format!("{base}/{field}/{k}");
                if !seen.insert(id.as_str()) {
                    fault(Refusal::CardTwice { id: id.clone() }, path);
                    continue;
                }
                match find_card(list, catalog, id) {
                    Some((_, card)) => cards.push(CardState {
                        id: card.id.clone(),
                        name: card.name.clone(),
                        kind: card.kind,
                        glory: card.glory,
                        surge: card.surge,
                        state: CardPlace::InDeck,
                    }),
                    None => fault(Refusal::UnknownCard { id: id.clone() }, path),
                }
            }
        }
        sides.push(Side {
            player: player.name.trim().to_owned(),
            list: list.name.clone(),
            warband: list.warband.clone(),
            warband_name: warband_name.unwrap_or_else(|| crate::games::underworlds::Name {
                en: list.warband.clone(),
                es: None,
            }),
            abilities,
            glory: Glory::default(),
            capacity: Default::default(),
            redraw: None,
            cards,
            fighters,
            turns: 0,
            end_phase_done: false,
        });
    }
    if !faults.is_empty() {
        return Err(faults);
    }
    Ok(UnderworldsMatch {
        sides,
        stage: Stage::Territories,
        round: 0,
        territory_winner: None,
        features: Vec::new(),
        next: None,
        roll_off_winner: None,
        draws_power: None,
        first: None,
        active: None,
        power: None,
        underdog: None,
        notes: Vec::new(),
        log: Vec::new(),
        prompt: String::new(),
    })
}

/// A fighter as the match starts, or why its card lacks what the tracker needs.
fn fighter_state(fighter: &Fighter) -> Result<FighterState, Vec<Refusal>> {
    let mut missing = Vec::new();
    let mut stats = |face: Option<&Face>, name: FaceName| -> Option<FaceStats> {
        let unknown = |needed| Refusal::FighterValueUnknown {
            fighter: fighter.name.clone(),
            face: name,
            needed,
        };
        let Some(face) = face else {
            missing.push(unknown(Needed::Face));
            return None;
        };
        if face.health.is_none() {
            missing.push(unknown(Needed::Health));
        }
        if face.bounty.is_none() {
            missing.push(unknown(Needed::Bounty));
        }
        Some(FaceStats {
            moves: face.moves,
            save: face.save,
            health: face.health?,
            bounty: face.bounty?,
        })
    };
    let uninspired = stats(fighter.uninspired.as_ref(), FaceName::Uninspired);
    let inspired = stats(fighter.inspired.as_ref(), FaceName::Inspired);
    match (uninspired, inspired) {
        (Some(uninspired_face), Some(inspired_face)) if missing.is_empty() => {
            let mut state = FighterState {
                id: fighter.id.clone(),
                name: fighter.name.clone(),
                leader: fighter.is_leader(),
                deployed: false,
                slain: false,
                inspired: false,
                damage: 0,
                health: 0,
                bounty: 0,
                moves: None,
                save: None,
                tokens: Tokens::default(),
                upgrades: Vec::new(),
                feature: None,
                uninspired_face,
                inspired_face,
            };
            state.refresh();
            Ok(state)
        }
        _ => Err(missing),
    }
}

/// Set-up step 3 (rulebook L263–267): the roll-off's winner picks the board and territory;
/// the loser places the first feature token (E3).
pub(super) fn territory_roll_off(
    state: &mut UnderworldsMatch,
    winner: usize,
) -> Result<(), Refused> {
    state.expect(Stage::Territories, "territory_roll_off")?;
    state.side_index(winner, "/winner")?;
    state.territory_winner = Some(winner);
    state.stage = Stage::Features;
    state.next = Some(other(winner));
    state.notes.push(Note::Territories { winner });
    Ok(())
}

/// Set-up step 2 (rulebook L249–255, E5): a redraw, once per player, any time in set-up.
pub(super) fn redraw(
    state: &mut UnderworldsMatch,
    side: usize,
    objectives: bool,
    power: bool,
) -> Result<(), Refused> {
    if !matches!(
        state.stage,
        Stage::Territories | Stage::Features | Stage::Deployment
    ) {
        return Err(state.not_now("redraw"));
    }
    state.side_index(side, "/side")?;
    if state.sides[side].redraw.is_some() {
        return Err(at(
            Refusal::RedrawTwice {
                player: state.player(side),
            },
            "/side",
        ));
    }
    if !objectives && !power {
        return Err(at(Refusal::RedrawNothing, ""));
    }
    state.sides[side].redraw = Some(super::state::Redraw { objectives, power });
    Ok(())
}

/// Set-up step 4 (rulebook L280–290, E3, E4): the loser of the territory roll-off places
/// the 1st, 3rd and 5th tokens, the winner the 2nd and 4th; a placement that leaves a
/// territory with no token and too few tokens left to give it one is refused (so is the 5th
/// while a territory is still empty). The hexes themselves are the players' to check.
pub(super) fn place_feature(
    state: &mut UnderworldsMatch,
    side: usize,
    territory: Option<usize>,
    number: u8,
) -> Result<(), Refused> {
    state.expect(Stage::Features, "place_feature")?;
    state.side_index(side, "/side")?;
    let next = state.next.unwrap_or(side);
    if side != next {
        return Err(at(
            Refusal::PlaceTurn {
                player: state.player(side),
                next: state.player(next),
            },
            "/side",
        ));
    }
    if let Some(t) = territory {
        state.side_index(t, "/territory")?;
    }
    let placed = state.features.len() + 1;
    let left = FEATURES - placed;
    let empty: Vec<usize> = (0..PLAYERS)
        .filter(|t| {
            territory != Some(*t) && !state.features.iter().any(|f| f.territory == Some(*t))
        })
        .collect();
    if empty.len() > left {
        return Err(at(
            Refusal::TerritoryLeftEmpty {
                territory: state.player(empty[0]),
                left,
            },
            "/territory",
        ));
    }
    state.features.push(FeatureToken {
        placed_by: side,
        territory,
        number,
        face: FeatureFace::Treasure,
    });
    if placed == FEATURES {
        state.stage = Stage::Deployment;
        state.next = Some(side);
        state.notes.push(Note::DeployFirst { side });
    } else {
        state.next = Some(other(side));
    }
    Ok(())
}

/// Set-up step 5 (rulebook L292–305): the players alternate, starting with the player who
/// placed the last feature token; once one has deployed every fighter, the other deploys the
/// rest. After the last fighter, battle round 1 begins with its roll-off.
pub(super) fn deploy(
    state: &mut UnderworldsMatch,
    side: usize,
    fighter: &str,
) -> Result<(), Refused> {
    state.expect(Stage::Deployment, "deploy")?;
    state.side_index(side, "/side")?;
    let next = state.next.unwrap_or(side);
    if side != next {
        return Err(at(
            Refusal::DeployTurn {
                player: state.player(side),
                next: state.player(next),
            },
            "/side",
        ));
    }
    let f = state.fighter_index(side, fighter)?;
    let fighter = &mut state.sides[side].fighters[f];
    if fighter.deployed {
        return Err(at(
            Refusal::AlreadyDeployed {
                fighter: fighter.name.clone(),
            },
            "/fighter",
        ));
    }
    fighter.deployed = true;
    let waiting = |s: usize| state.sides[s].fighters.iter().any(|f| !f.deployed);
    state.next = if waiting(other(side)) {
        Some(other(side))
    } else if waiting(side) {
        Some(side)
    } else {
        None
    };
    if state.next.is_none() {
        state.stage = Stage::RollOff;
        state.round = 1;
    }
    Ok(())
}
