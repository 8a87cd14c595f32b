//! The start of a match from the two lists and the set-up events (digest §2): who chooses the
//! first player, the deployment and objective draft, the zones and alternating deployment.

use super::events::{CardKind, CardState, Colour, UnitRef};
use super::refusals::Refusal;
use super::rules::{at, Refused};
use super::state::{RuneWarsMatch, Side, Stage, Tokens, UnitState, UpgradeState};
use super::RuneWarsSetup;
use crate::diagnostic::{json_pointer, Diagnostic, Explain};
use crate::games::runewars::catalog::Catalog;
use crate::games::runewars::list::Mode;
use crate::games::runewars::options::Options;
use crate::games::runewars::validate::validate_list;
use crate::games::runewars::RuneWars;
use crate::lang::{Lang, LocalizedName};
use crate::matches::{player_count, Play};

/// Builds the starting state: each unit's cost table and upgrades from the catalogue, each
/// side's spent total as the validator counts it.
pub(super) fn start(
    setup: &RuneWarsSetup,
    catalog: &Catalog,
    lang: Lang,
) -> Result<RuneWarsMatch, Vec<Diagnostic>> {
    let mut faults = Vec::new();
    let count = |count| Refusal::PlayerCount { count };
    faults.extend(player_count(
        setup.players.len(),
        <RuneWars as crate::matches::Play>::PLAYERS,
        count,
        lang,
    ));
    let mut sides = Vec::new();
    for (p, player) in setup.players.iter().enumerate() {
        let list = &player.list;
        if list.game != RuneWars::ID || list.format != crate::game::LIST_FORMAT {
            faults.push(
                Refusal::NotARuneWarsList.diagnostic(format!("/players/{p}/list/game"), lang),
            );
        }
        let mut units = Vec::new();
        for (u, entry) in list.units.iter().enumerate() {
            let path = json_pointer(["players", &p.to_string(), "list", "units", &u.to_string()]);
            let Some(card) = catalog.unit(&entry.unit) else {
                faults.push(
                    Refusal::UnknownCard {
                        id: entry.unit.clone(),
                    }
                    .diagnostic(format!("{path}/unit"), lang),
                );
                continue;
            };
            let Some(config) = card.chosen_configuration(entry.config.as_deref()) else {
                let id = entry.config.clone().unwrap_or_default();
                faults.push(Refusal::UnknownCard { id }.diagnostic(format!("{path}/config"), lang));
                continue;
            };
            let mut upgrades = Vec::new();
            for (k, id) in entry.upgrades.iter().enumerate() {
                match catalog.upgrade(id) {
                    Some(card) => upgrades.push(UpgradeState {
                        id: id.clone(),
                        name: card.name.clone(),
                        cost: card.cost,
                        figure: card.figure.is_some(),
                        state: CardState::Ready,
                    }),
                    None => faults.push(
                        Refusal::UnknownCard { id: id.clone() }
                            .diagnostic(format!("{path}/upgrades/{k}"), lang),
                    ),
                }
            }
            let mut cost_table: Vec<(u32, u32)> = card
                .configurations
                .iter()
                .map(|c| (c.trays(), c.cost))
                .collect();
            cost_table.sort_unstable();
            let trays = config.trays();
            units.push(UnitState {
                card: card.id.clone(),
                name: card.name.clone(),
                config: config.id.clone(),
                config_label: LocalizedName {
                    en: config.label(Lang::En),
                    es: Some(config.label(Lang::Es)),
                },
                trays_bought: trays,
                trays,
                cost_table,
                cost_bought: config.cost,
                value_now: config.cost,
                wounds: 0,
                tokens: Tokens::default(),
                upgrades,
                conditions: Vec::new(),
                deployed: false,
                destroyed: false,
                dial: None,
                dial_faces: catalog
                    .dial(&card.id)
                    .map(|d| d.faces.clone())
                    .unwrap_or_default(),
                dial_doubts: catalog
                    .dial(&card.id)
                    .map(|d| d.doubts.clone())
                    .unwrap_or_default(),
                activated: false,
            });
        }
        if units.is_empty() && !list.units.is_empty() {
            continue;
        }
        if list.units.is_empty() {
            faults.push(Refusal::EmptyList.diagnostic(format!("/players/{p}/list/units"), lang));
        }
        let spent = validate_list(list, catalog, &Options::default(), lang)
            .totals
            .points
            .used;
        sides.push(Side {
            player: player.name.trim().to_owned(),
            faction: list.faction.clone(),
            spent,
            objectives: 0,
            zone: None,
            units,
        });
    }
    let modes: Vec<Mode> = setup.players.iter().map(|p| p.list.mode).collect();
    if let Some(other) = modes.iter().position(|m| *m != modes[0]) {
        faults.push(Refusal::ModesDiffer.diagnostic(format!("/players/{other}/list/mode"), lang));
    }
    let skirmish = modes.first() == Some(&Mode::Skirmish);
    if !faults.is_empty() {
        return Err(faults);
    }
    Ok(RuneWarsMatch {
        sides,
        stage: Stage::FirstPlayer,
        round: 0,
        chooser: None,
        first_player: None,
        deployment: None,
        objective: None,
        objective_value: None,
        skirmish,
        deployment_chooser: None,
        last_deployed: None,
        active: None,
        last_activation: None,
        next_activation: None,
        last_morale: None,
        ending: None,
    })
}

/// Set-up step 3 (E7): the side with the lower spent total (either on a tie) makes a side the
/// first player.
pub(super) fn first_player(
    state: &mut RuneWarsMatch,
    chooser: usize,
    first: usize,
) -> Result<(), Refused> {
    state.expect(Stage::FirstPlayer, "first_player")?;
    state.side_index(chooser, "/chooser")?;
    state.side_index(first, "/first")?;
    if let Some(lower) = state.may_choose_first() {
        if chooser != lower {
            return Err(at(
                Refusal::NotTheChooser {
                    chooser,
                    lower,
                    spent: [state.sides[0].spent, state.sides[1].spent],
                },
                "/chooser",
            ));
        }
    }
    state.chooser = Some(chooser);
    state.first_player = Some(first);
    state.stage = Stage::Cards;
    Ok(())
}

/// Set-up step 4 (E8): the deployment and objective cards kept; the objective value halved,
/// rounding up, in a skirmish (E21).
pub(super) fn cards(
    state: &mut RuneWarsMatch,
    first_pick: CardKind,
    deployment: &str,
    objective: &str,
    objective_value: u32,
) -> Result<(), Refused> {
    state.expect(Stage::Cards, "cards")?;
    if deployment.trim().is_empty() {
        return Err(at(Refusal::EmptyName, "/deployment"));
    }
    if objective.trim().is_empty() {
        return Err(at(Refusal::EmptyName, "/objective"));
    }
    let first = state.first_player.expect("chosen before the cards");
    state.deployment_chooser = Some(match first_pick {
        CardKind::Deployment => first,
        CardKind::Objective => 1 - first,
    });
    state.deployment = Some(deployment.trim().to_owned());
    state.objective = Some(objective.trim().to_owned());
    state.objective_value = Some(if state.skirmish {
        objective_value.div_ceil(2)
    } else {
        objective_value
    });
    state.stage = Stage::Zone;
    Ok(())
}

/// Set-up step 4 (E8): the deployment card's chooser takes a colour, the opponent the other.
pub(super) fn zone(state: &mut RuneWarsMatch, side: usize, colour: Colour) -> Result<(), Refused> {
    state.expect(Stage::Zone, "zone")?;
    state.side_index(side, "/side")?;
    let chooser = state.deployment_chooser.expect("set with the cards");
    if side != chooser {
        return Err(at(Refusal::NotTheZoneChooser { chooser }, "/side"));
    }
    state.sides[side].zone = Some(colour);
    state.sides[1 - side].zone = Some(match colour {
        Colour::Red => Colour::Blue,
        Colour::Blue => Colour::Red,
    });
    state.stage = Stage::Deploy;
    Ok(())
}

/// Set-up step 7 (E24): a unit placed, or (`placed` false) one that could not be placed and is
/// destroyed (§91.2); the players alternate from the first player, and the last unit placed
/// starts round 1.
pub(super) fn deploy(
    state: &mut RuneWarsMatch,
    side: usize,
    unit: usize,
    placed: bool,
) -> Result<(), Refused> {
    state.expect(Stage::Deploy, "deploy")?;
    let u = state.unit(side, unit)?;
    if u.deployed || u.destroyed {
        return Err(at(
            Refusal::AlreadyDeployed {
                unit: u.name.clone(),
            },
            "/unit",
        ));
    }
    let next = state.next_to_deploy().expect("a unit waits");
    if side != next {
        return Err(at(Refusal::NotYourDeployment { side, next }, "/side"));
    }
    state.last_deployed = Some(side);
    if placed {
        state.sides[side].units[unit].deployed = true;
    } else {
        state.destroy(&[UnitRef { side, unit }]);
        if state.stage == Stage::Over {
            return Ok(());
        }
    }
    if state.next_to_deploy().is_none() {
        state.round = 1;
        state.stage = Stage::Command;
    }
    Ok(())
}
