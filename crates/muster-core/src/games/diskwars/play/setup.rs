//! The set-up events (§2.1 normal game, §2.2 introductory scenario): initiative, the
//! scenario and secret objectives, deployment cards and deployment.

use super::events::Face;
use super::refusals::Refusal;
use super::rules::{at, Refused, HEROES_LOSE_VIGOR, PLAIN_FACE_VALUE};
use super::state::{DiskwarsMatch, Location, PlacedCard, Stage};
use crate::games::diskwars::list::Mode;

/// §2.1 step 4, §2.2 step 4: d6 (plus unspent recruitment points in a standard game); the
/// highest total gives out the tokens, a tie at the top rolls again.
pub(super) fn initiative(
    state: &mut DiskwarsMatch,
    rolls: &[Option<u8>],
    unspent: &[Option<u32>],
) -> Result<(), Refused> {
    state.expect(Stage::Initiative, "initiative")?;
    let players = state.sides.len();
    if rolls.len() != players {
        return Err(at(
            Refusal::RollCount {
                given: rolls.len(),
                players,
            },
            "/rolls",
        ));
    }
    if !unspent.is_empty() && unspent.len() != players {
        return Err(at(
            Refusal::RollCount {
                given: unspent.len(),
                players,
            },
            "/unspent",
        ));
    }
    // Everyone rolls first; after a tie only the tied players roll again.
    let rolling: Vec<usize> = if state.reroll.is_empty() {
        (0..players).collect()
    } else {
        state.reroll.clone()
    };
    for (side, roll) in rolls.iter().enumerate() {
        let path = format!("/rolls/{side}");
        match roll {
            Some(r) if !(1..=6).contains(r) => {
                return Err(at(Refusal::RollRange { roll: *r }, path))
            }
            Some(_) if !rolling.contains(&side) => {
                return Err(at(
                    Refusal::NotInReroll {
                        side,
                        tied: rolling.clone(),
                    },
                    path,
                ))
            }
            None if rolling.contains(&side) => return Err(at(Refusal::RollMissing { side }, path)),
            _ => {}
        }
    }
    let mut points = vec![0; players];
    for (side, points) in points.iter_mut().enumerate() {
        let typed = unspent.get(side).copied().flatten();
        let path = format!("/unspent/{side}");
        if state.mode == Mode::Introductory {
            if typed.is_some() {
                return Err(at(Refusal::IntroNoBonus, path));
            }
            continue;
        }
        *points = match (state.sides[side].unspent, typed) {
            (Some(known), Some(typed)) if known != typed => {
                return Err(at(Refusal::UnspentDiffers { side, typed, known }, path))
            }
            (Some(known), _) => known,
            (None, Some(typed)) => typed,
            (None, None) if rolling.contains(&side) => {
                return Err(at(Refusal::UnspentUnknown { side }, path))
            }
            (None, None) => 0,
        };
    }
    for &side in &rolling {
        let roll = rolls[side].expect("checked above");
        let s = &mut state.sides[side];
        if state.mode == Mode::Standard {
            s.unspent = Some(points[side]);
        }
        s.roll = Some(roll);
        s.initiative_total = Some(u32::from(roll) + points[side]);
    }
    let top = rolling
        .iter()
        .filter_map(|s| state.sides[*s].initiative_total)
        .max()
        .expect("someone rolled");
    let tied: Vec<usize> = rolling
        .iter()
        .copied()
        .filter(|s| state.sides[*s].initiative_total == Some(top))
        .collect();
    if tied.len() > 1 {
        state.reroll = tied;
        return Ok(());
    }
    let winner = tied[0];
    state.reroll.clear();
    state.initiative_winner = Some(winner);
    if state.mode == Mode::Introductory && players == 2 {
        // §2.2: the winner takes the large token; the other player has token 2.
        set_order(state, vec![winner, 1 - winner]);
    } else {
        state.stage = Stage::AssignInitiative;
        state.refresh_next();
    }
    Ok(())
}

/// The winner gives out the tokens: `order` is every side, the first player first.
pub(super) fn assign_initiative(
    state: &mut DiskwarsMatch,
    side: usize,
    order: &[usize],
) -> Result<(), Refused> {
    state.expect(Stage::AssignInitiative, "assign_initiative")?;
    state.side_index(side, "/side")?;
    let winner = state.initiative_winner.expect("rolled before");
    if side != winner {
        return Err(at(
            Refusal::NotTheInitiativeWinner { side, winner },
            "/side",
        ));
    }
    let mut sorted = order.to_vec();
    sorted.sort_unstable();
    if sorted != (0..state.sides.len()).collect::<Vec<_>>() {
        return Err(at(
            Refusal::NotAnOrder {
                players: state.sides.len(),
            },
            "/order",
        ));
    }
    if state.mode == Mode::Introductory && order[0] != winner {
        return Err(at(Refusal::IntroWinnerFirst { winner }, "/order/0"));
    }
    set_order(state, order.to_vec());
    Ok(())
}

fn set_order(state: &mut DiskwarsMatch, order: Vec<usize>) {
    for (place, side) in order.iter().enumerate() {
        state.sides[*side].initiative = Some(place as u8 + 1);
    }
    state.initiative_order = order;
    state.stage = match state.mode {
        Mode::Standard => Stage::Scenario,
        Mode::Introductory => Stage::Deploy,
    };
    state.refresh_next();
}

/// §2.1 step 5: the last player keeps one scenario card face up: the active scenario.
pub(super) fn scenario(
    state: &mut DiskwarsMatch,
    side: usize,
    card: Option<&str>,
) -> Result<(), Refused> {
    state.expect(Stage::Scenario, "scenario")?;
    state.side_index(side, "/side")?;
    let last = *state.initiative_order.last().expect("assigned before");
    if side != last {
        return Err(at(Refusal::NotTheLastPlayer { side, last }, "/side"));
    }
    if let Some(card) = card {
        scenario_card(state, card)?;
    }
    state.heroes_lose_vigor = card == Some(HEROES_LOSE_VIGOR);
    state.active_scenario = card.map(str::to_owned);
    state.stage = Stage::DeploymentCards;
    state.refresh_next();
    Ok(())
}

/// A normal scenario card the pack holds (the special one is chosen before the set-up and
/// is not tracked).
fn scenario_card(state: &DiskwarsMatch, card: &str) -> Result<(), Refused> {
    match state.scenario_cards.iter().find(|c| c.id == card) {
        None => Err(at(
            Refusal::UnknownCard {
                id: card.to_owned(),
            },
            "/card",
        )),
        Some(c) if c.special => Err(at(
            Refusal::SpecialScenario {
                card: card.to_owned(),
            },
            "/card",
        )),
        Some(_) => Ok(()),
    }
}

/// §2.1 step 5: a secret objective, dealt from the scenario cards left once the active one
/// is out; each player has one. It may be recorded at once or when the game ends.
pub(super) fn objective(
    state: &mut DiskwarsMatch,
    side: usize,
    card: Option<&str>,
) -> Result<(), Refused> {
    if state.mode == Mode::Introductory {
        return Err(at(Refusal::IntroNoScenario, ""));
    }
    if matches!(
        state.stage,
        Stage::Initiative | Stage::AssignInitiative | Stage::Scenario | Stage::Over
    ) {
        return Err(at(
            Refusal::NotNow {
                event: "objective",
                stage: state.stage,
            },
            "",
        ));
    }
    state.side_index(side, "/side")?;
    if state.sides[side].objective_recorded {
        return Err(at(Refusal::ObjectiveAlready { side }, "/side"));
    }
    if let Some(card) = card {
        scenario_card(state, card)?;
        if state.active_scenario.as_deref() == Some(card) {
            return Err(at(Refusal::ObjectiveIsActive, "/card"));
        }
        if let Some(other) = state
            .sides
            .iter()
            .position(|s| s.objective.as_deref() == Some(card))
        {
            return Err(at(Refusal::ObjectiveTaken { other }, "/card"));
        }
    }
    state.sides[side].objective_recorded = true;
    state.sides[side].objective = card.map(str::to_owned);
    super::score::settle(state);
    Ok(())
}

/// §2.1 step 6: a deployment card picked in reverse initiative order and laid with either
/// face up; the text face has the card's value, the plain face 3.
pub(super) fn deployment_card(
    state: &mut DiskwarsMatch,
    side: usize,
    card: Option<&str>,
    face: Face,
    typed: Option<u8>,
) -> Result<(), Refused> {
    state.expect(Stage::DeploymentCards, "deployment_card")?;
    state.side_index(side, "/side")?;
    let next = state.next.expect("a pick waits");
    if side != next {
        return Err(at(Refusal::PickTurn { side, next }, "/side"));
    }
    let known = match card {
        None => None,
        Some(card) => {
            let Some(known) = state.deployment_deck.iter().find(|c| c.id == card) else {
                return Err(at(
                    Refusal::UnknownCard {
                        id: card.to_owned(),
                    },
                    "/card",
                ));
            };
            let taken = state
                .sides
                .iter()
                .flat_map(|s| &s.deployment_cards)
                .any(|c| c.card.as_deref() == Some(card));
            if taken {
                return Err(at(
                    Refusal::CardTaken {
                        card: card.to_owned(),
                    },
                    "/card",
                ));
            }
            known.value
        }
    };
    let value = match (face, known, typed) {
        (Face::Plain, _, Some(t)) if t != PLAIN_FACE_VALUE => {
            return Err(at(
                Refusal::ValueDiffers {
                    typed: t,
                    value: PLAIN_FACE_VALUE,
                },
                "/value",
            ))
        }
        (Face::Plain, _, _) => PLAIN_FACE_VALUE,
        (Face::Text, Some(v), Some(t)) if t != v => {
            return Err(at(Refusal::ValueDiffers { typed: t, value: v }, "/value"))
        }
        (Face::Text, Some(v), _) => v,
        (Face::Text, None, Some(t)) => t,
        (Face::Text, None, None) => {
            return Err(at(
                Refusal::ValueUnknown {
                    card: card.map(str::to_owned),
                },
                "/value",
            ))
        }
    };
    let s = &mut state.sides[side];
    s.deployment_cards.push(PlacedCard {
        card: card.map(str::to_owned),
        face,
        value,
    });
    s.deployment_value += u32::from(value);
    let picked: usize = state.sides.iter().map(|s| s.deployment_cards.len()).sum();
    if picked == state.regiments {
        state.stage = Stage::Deploy;
    }
    state.refresh_next();
    Ok(())
}

/// §2.1 step 8, §2.2 step 6: a player deploys exactly the sum of their deployment values
/// (all their discs when they have fewer, per the official FAQ), every hero among them;
/// the rest go to the reserve. After the last player, round 1 begins.
pub(super) fn deploy(
    state: &mut DiskwarsMatch,
    side: usize,
    discs: &[usize],
) -> Result<(), Refused> {
    state.expect(Stage::Deploy, "deploy")?;
    state.side_index(side, "/side")?;
    let next = state.next.expect("a player waits to deploy");
    if side != next {
        return Err(at(Refusal::DeployTurn { side, next }, "/side"));
    }
    let s = &state.sides[side];
    for (i, disc) in discs.iter().enumerate() {
        if *disc >= s.discs.len() {
            return Err(at(
                Refusal::NoDisc {
                    side,
                    disc: *disc,
                    count: s.discs.len(),
                },
                format!("/discs/{i}"),
            ));
        }
        if discs[..i].contains(disc) {
            return Err(at(Refusal::Twice, format!("/discs/{i}")));
        }
    }
    let expected = s.deploy_count();
    if discs.len() != expected {
        return Err(at(
            Refusal::DeployCount {
                count: discs.len(),
                expected,
                value: s.deployment_value,
            },
            "/discs",
        ));
    }
    let heroes: Vec<usize> = (0..s.discs.len()).filter(|d| s.discs[*d].hero).collect();
    // Every hero is deployed, as far as the count allows (it always does with values ≥ 1:
    // each player picks as many cards as they have regiments).
    let room = heroes.len() <= expected;
    if let Some(&hero) = heroes
        .iter()
        .find(|h| !discs.contains(h) && (room || discs.iter().any(|d| !s.discs[*d].hero)))
    {
        return Err(at(
            Refusal::HeroNotDeployed {
                hero: s.discs[hero].name.clone(),
            },
            "/discs",
        ));
    }
    let s = &mut state.sides[side];
    for (d, disc) in s.discs.iter_mut().enumerate() {
        disc.location = if discs.contains(&d) {
            Location::Battlefield
        } else {
            Location::Reserve
        };
    }
    s.deployed = true;
    state.refresh_next();
    if state.next.is_none() {
        state.round = 1;
        state.begin_step();
    }
    Ok(())
}
