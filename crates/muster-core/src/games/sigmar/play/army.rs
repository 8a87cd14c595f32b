//! The armies as a match starts (digest S1-ARMY-*, S4-DROP-1): each list's units with
//! their size (open play: the list's models; matched play: the pack's, Reinforced
//! doubled), Wounds and Bravery where known, the drops of matched play, and the general
//! the list names.

use super::refusals::Refusal;
use super::rules::PLAYERS;
use super::state::{
    Drop, DropKind, Location, Losses, Matched, MatchedSide, Side, SigmarMatch, Stage, UnitState,
};
use super::{SetupPlayer, SigmarSetup};
use crate::diagnostic::{json_pointer, Diagnostic, Explain};
use crate::games::sigmar::catalog::{Catalog, Unit};
use crate::games::sigmar::list::{Mode, UnitChoice};
use crate::lang::Lang;
use crate::matches::player_count;

/// Builds the starting state: every unit of both lists with its size, Wounds and Bravery
/// where known, the drops of matched play, the general the list names.
pub(super) fn start(
    setup: &SigmarSetup,
    catalog: &Catalog,
    lang: Lang,
) -> Result<SigmarMatch, Vec<Diagnostic>> {
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
        let base = json_pointer(["players", &p.to_string(), "list"]);
        let mut fault = |refusal: Refusal, path: String| {
            faults.push(refusal.diagnostic(format!("{base}{path}"), lang));
        };
        sides.push(side(player, catalog, &mut fault));
    }
    if let Some(first) = setup.players.first() {
        if let Some(other) = setup
            .players
            .iter()
            .position(|p| p.list.mode != first.list.mode)
        {
            faults
                .push(Refusal::ModesDiffer.diagnostic(format!("/players/{other}/list/mode"), lang));
        }
    }
    if !faults.is_empty() {
        return Err(faults);
    }
    let mode = setup.players[0].list.mode;
    let command_point_bonus = match mode {
        Mode::Open => None,
        Mode::Matched => {
            let (a, b) = (sides[0].auxiliaries, sides[1].auxiliaries);
            match a.cmp(&b) {
                std::cmp::Ordering::Less => Some(0),
                std::cmp::Ordering::Greater => Some(1),
                std::cmp::Ordering::Equal => None,
            }
        }
    };
    Ok(SigmarMatch {
        mode,
        options: setup.options,
        sides,
        stage: Stage::Territories,
        round: 0,
        realm: None,
        rolls: None,
        tied: false,
        territories_winner: None,
        next: None,
        finished_first: None,
        chooser: None,
        first: None,
        last_turn: None,
        turn: None,
        outnumbered: None,
        sudden_death: None,
        command_point_bonus,
        pending_tests: Vec::new(),
        ending: None,
        matched: (mode == Mode::Matched).then(|| Matched {
            season: setup.players[0].list.season().to_owned(),
            battleplan: None,
            objectives: Vec::new(),
            held_at_start: Vec::new(),
            controlled: false,
            underdog: None,
            seized: None,
            underdog_since_seized: None,
            previous_first: None,
            sides: vec![MatchedSide::default(); PLAYERS],
        }),
    })
}

/// One player's side from their list; faults go to `fault` with a path inside the list.
fn side(player: &SetupPlayer, catalog: &Catalog, fault: &mut impl FnMut(Refusal, String)) -> Side {
    let list = &player.list;
    if list.game != <crate::games::sigmar::Sigmar as crate::game::Game>::ID
        || list.format != crate::game::LIST_FORMAT
    {
        fault(Refusal::NotASigmarList, "/game".into());
    }
    let mut units = Vec::new();
    let mut drops = Vec::new();
    let mut list_general = None;
    match list.mode {
        Mode::Open => {
            for (u, open) in list.units.iter().enumerate() {
                let faction = open.faction.as_deref().unwrap_or(&list.faction);
                let Some(data) = catalog.unit(faction, &open.unit) else {
                    fault(
                        Refusal::UnknownUnit {
                            id: open.unit.clone(),
                            faction: faction.to_owned(),
                        },
                        format!("/units/{u}/unit"),
                    );
                    continue;
                };
                if open.models == 0 {
                    fault(Refusal::NoModels, format!("/units/{u}/models"));
                }
                if open.general && list_general.is_none() {
                    list_general = Some(units.len());
                }
                let mut unit = unit_state(data, faction, open.models, None);
                // The player's warscroll wins over the fourth-edition Health that stands in.
                if let Some(w) = open.wounds.filter(|w| *w > 0) {
                    unit.wounds = Some(w);
                }
                unit.bravery = open.bravery;
                units.push(unit);
            }
            if list.units.is_empty() {
                fault(Refusal::EmptyList, "/units".into());
            }
        }
        Mode::Matched => {
            let faction = list.faction.as_str();
            if catalog.pack(faction).is_none() {
                fault(
                    Refusal::UnknownFaction {
                        faction: faction.to_owned(),
                    },
                    "/faction".into(),
                );
            } else {
                for (r, regiment) in list.regiments.iter().enumerate() {
                    let drop = drops.len();
                    let mut members = Vec::new();
                    let path = format!("/regiments/{r}");
                    if let Some(mut leader) = matched_unit(
                        catalog,
                        faction,
                        &regiment.leader,
                        format!("{path}/leader"),
                        drop,
                        fault,
                    ) {
                        leader.leader = true;
                        if regiment.general && list_general.is_none() {
                            list_general = Some(units.len());
                        }
                        members.push(units.len());
                        units.push(leader);
                    }
                    for (k, choice) in regiment.units.iter().enumerate() {
                        if let Some(unit) = matched_unit(
                            catalog,
                            faction,
                            choice,
                            format!("{path}/units/{k}"),
                            drop,
                            fault,
                        ) {
                            members.push(units.len());
                            units.push(unit);
                        }
                    }
                    drops.push(Drop {
                        kind: DropKind::Regiment,
                        units: members,
                        deployed: false,
                    });
                }
                if let Some(id) = &list.regiment_of_renown {
                    let renown = catalog.pack(faction).and_then(|p| p.renown(id));
                    match renown {
                        None => fault(
                            Refusal::UnknownRenown { id: id.clone() },
                            "/regiment_of_renown".into(),
                        ),
                        Some(renown) => {
                            let drop = drops.len();
                            let start = units.len();
                            units.extend(
                                renown
                                    .units
                                    .iter()
                                    .map(|u| unit_state(u, faction, u.models, Some(drop))),
                            );
                            drops.push(Drop {
                                kind: DropKind::Renown,
                                units: (start..units.len()).collect(),
                                deployed: false,
                            });
                        }
                    }
                }
                for (a, choice) in list.auxiliaries.iter().enumerate() {
                    let drop = drops.len();
                    if let Some(unit) = matched_unit(
                        catalog,
                        faction,
                        choice,
                        format!("/auxiliaries/{a}"),
                        drop,
                        fault,
                    ) {
                        drops.push(Drop {
                            kind: DropKind::Auxiliary,
                            units: vec![units.len()],
                            deployed: false,
                        });
                        units.push(unit);
                    }
                }
                if list.regiments.is_empty() && list.regiment_of_renown.is_none() {
                    fault(Refusal::EmptyList, "/regiments".into());
                }
            }
        }
    }
    Side {
        player: player.name.trim().to_owned(),
        list: list.name.clone(),
        faction: list.faction.clone(),
        units,
        drops,
        auxiliaries: list.auxiliaries.len(),
        done_deploying: false,
        list_general,
        general: None,
        last_major_victory: player.last_major_victory,
        triumph: None,
        inspiring: None,
        command_used: false,
        victory_points: Vec::new(),
        starting: 0,
        on_battlefield: 0,
        removed: 0,
        added: 0,
    }
}

/// A unit of a matched-play list as it starts: its size Reinforced or not.
fn matched_unit(
    catalog: &Catalog,
    faction: &str,
    choice: &UnitChoice,
    path: String,
    drop: usize,
    fault: &mut impl FnMut(Refusal, String),
) -> Option<UnitState> {
    let Some(data) = catalog.unit(faction, &choice.unit) else {
        fault(
            Refusal::UnknownUnit {
                id: choice.unit.clone(),
                faction: faction.to_owned(),
            },
            format!("{path}/unit"),
        );
        return None;
    };
    let size = match (&data.reinforced, choice.reinforced) {
        (_, false) => data.models,
        (Some(r), true) => r.models,
        (None, true) => {
            fault(
                Refusal::NotReinforceable {
                    unit: data.name.clone(),
                },
                format!("{path}/reinforced"),
            );
            data.models
        }
    };
    let mut unit = unit_state(data, faction, size, Some(drop));
    unit.reinforced = choice.reinforced;
    Some(unit)
}

/// A unit of the data as it starts a match: `size` models, Wounds from its Health.
fn unit_state(data: &Unit, faction: &str, size: u32, drop: Option<usize>) -> UnitState {
    UnitState {
        id: data.id.clone(),
        name: data.name.clone(),
        faction: Some(faction.to_owned()),
        keywords: data.keywords.clone(),
        drop,
        leader: false,
        reinforced: false,
        summoned: false,
        size,
        wounds: data.profile.health.filter(|h| *h > 0),
        bravery: None,
        save: data.profile.save.clone(),
        control: data.profile.control,
        location: Location::Undeployed,
        starting: 0,
        models: size,
        damaged: Vec::new(),
        general: None,
        added: 0,
        added_alive: 0,
        lost: Losses::default(),
        slain_this_turn: 0,
        ran: false,
        retreated: false,
        charged: false,
        tested: false,
        last_test: None,
    }
}
