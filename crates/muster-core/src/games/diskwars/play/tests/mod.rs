//! Diskwars match rules (digest §2–3), each shown refusing what it forbids and taking what it
//! allows. The catalogue is a test fixture: its costs, Toughness, Vigor, card strategies and
//! values and objectives are made up for the cases, not game data (the real pack knows few
//! of them; `crates/muster-data/tests/diskwars_matches.rs` plays on it).

mod end;
mod order;
mod rounds;
mod setup;

use super::rules::HEROES_LOSE_VIGOR;
use super::*;
use crate::games::diskwars::catalog::{
    CatalogParts, CommandCard, DeploymentCard, Disc, DiscKind, EnglishBasis, Known, Name,
    Objective, ObjectiveCount, ScenarioCard, Stats, Strategy,
};
use crate::games::diskwars::Diskwars;
use crate::matches::{Entry, Match};
use serde_json::{json, Value};
use std::collections::BTreeMap;

const SOURCE: &str = "test fixture";

fn known<T>(value: T) -> Option<Known<T>> {
    Some(Known {
        value,
        source: SOURCE.into(),
        doubt: None,
    })
}

fn name(en: &str) -> Name {
    Name {
        es: format!("{en} (es)"),
        en: Some(en.into()),
        en_basis: Some(EnglishBasis::Literal),
    }
}

/// A disc: hero or unit, its recruitment points or cost, Toughness and Vigor (`None`:
/// unknown).
fn disc(
    id: &str,
    kind: DiscKind,
    points: Option<u32>,
    toughness: Option<u8>,
    vigor: Option<u8>,
) -> Disc {
    let hero = kind == DiscKind::Hero;
    Disc {
        id: id.into(),
        name: name(id),
        kind,
        race: None,
        size: None,
        unique: None,
        elite: None,
        recruitment_points: if hero { points.and_then(known) } else { None },
        command: None,
        cost: if hero { None } else { points.and_then(known) },
        stats: Stats {
            toughness: toughness.and_then(known),
            vigor: vigor.and_then(known),
            ..Stats::default()
        },
        traits: Vec::new(),
        keywords: Vec::new(),
        ranged_attacks: Vec::new(),
        abilities: Vec::new(),
        hints: BTreeMap::new(),
        source: SOURCE.into(),
    }
}

fn card(id: &str, strategy: Option<Strategy>, value: Option<u8>) -> CommandCard {
    CommandCard {
        id: id.into(),
        name: name(id),
        strategy: strategy.and_then(known),
        value: value.and_then(known),
        restriction: None,
        keywords: Vec::new(),
        abilities: Vec::new(),
        hints: BTreeMap::new(),
        source: SOURCE.into(),
    }
}

fn scenario(id: &str, special: bool, objective: Option<(u8, ObjectiveCount)>) -> ScenarioCard {
    ScenarioCard {
        id: id.into(),
        name: name(id),
        special,
        abilities: Vec::new(),
        objective: objective.map(|(vp, per)| Objective {
            vp,
            per,
            source: SOURCE.into(),
        }),
        needs_own_core_box: None,
        terrain_attack: None,
        hints: BTreeMap::new(),
        source: SOURCE.into(),
    }
}

fn deployment(id: &str, value: Option<u8>) -> DeploymentCard {
    DeploymentCard {
        id: id.into(),
        name: name(id),
        value: value.and_then(known),
        abilities: Vec::new(),
        hints: BTreeMap::new(),
        source: SOURCE.into(),
    }
}

/// Heroes `captain` (20 points, Toughness 5, Vigor 1) and `warlord` (20, T5, Vigor unknown);
/// units `knight` (cost 8, T4, Vigor 0), `boy` (5, T4, Vigor 0), `spearman` (5, T3, Vigor
/// unknown) and `shade` (all unknown). Cards `charge` (Bold, 2), `flank` (Cunning, 2),
/// `hold` (Direct, 2), `wait` (Slow, 1), `mystery` (all unknown).
pub(super) fn catalog() -> Catalog {
    use DiscKind::{Hero, Unit};
    use ObjectiveCount::{EnemyCasualty, EnemyHeroCasualty};
    Catalog::new(CatalogParts {
        discs: vec![
            disc("captain", Hero, Some(20), Some(5), Some(1)),
            disc("warlord", Hero, Some(20), Some(5), None),
            disc("knight", Unit, Some(8), Some(4), Some(0)),
            disc("boy", Unit, Some(5), Some(4), Some(0)),
            disc("spearman", Unit, Some(5), Some(3), None),
            disc("shade", Unit, None, None, None),
        ],
        command_cards: vec![
            card("charge", Some(Strategy::Bold), Some(2)),
            card("flank", Some(Strategy::Cunning), Some(2)),
            card("hold", Some(Strategy::Direct), Some(2)),
            card("wait", Some(Strategy::Slow), Some(1)),
            card("mystery", None, None),
        ],
        deployment_cards: vec![
            deployment("wide", Some(3)),
            deployment("narrow", Some(1)),
            deployment("hidden", None),
            deployment("far", Some(2)),
        ],
        scenario_cards: vec![
            scenario("conquest", false, Some((1, EnemyCasualty))),
            scenario(HEROES_LOSE_VIGOR, false, Some((5, EnemyHeroCasualty))),
            scenario("riddle", false, None),
            scenario("skirmish", false, None),
            scenario("fortress", true, None),
        ],
        ..CatalogParts::default()
    })
    .expect("the fixture is consistent")
}

pub(super) fn list(regiments: Value, cards: &[&str]) -> Value {
    json!({"format": "muster-list/1", "game": "diskwars", "name": "L", "regiment_count": 1,
           "regiments": regiments, "command_cards": cards})
}

pub(super) fn intro(regiments: Value, cards: &[&str]) -> Value {
    json!({"format": "muster-list/1", "game": "diskwars", "name": "Intro",
           "mode": "introductory", "regiments": regiments, "command_cards": cards})
}

/// Ana: captain, knight, spearman, boy (20 − 18: 2 unspent); Ben: warlord and three boys
/// (5 unspent); Cleo: captain and a knight (12); Dan: warlord and a spearman (15).
pub(super) fn army(player: usize) -> Value {
    match player {
        0 => list(
            json!([{"hero": "captain", "units": ["knight", "spearman", "boy"]}]),
            &["charge", "hold"],
        ),
        1 => list(
            json!([{"hero": "warlord", "units": ["boy", "boy", "boy"]}]),
            &["flank", "wait"],
        ),
        2 => list(
            json!([{"hero": "captain", "units": ["knight"]}]),
            &["hold", "charge"],
        ),
        _ => list(
            json!([{"hero": "warlord", "units": ["spearman"]}]),
            &["wait", "flank"],
        ),
    }
}

pub(super) const NAMES: [&str; 5] = ["Ana", "Ben", "Cleo", "Dan", "Eve"];

pub(super) fn setup_of(lists: Vec<Value>) -> DiskwarsSetup {
    let players: Vec<Value> = lists
        .into_iter()
        .enumerate()
        .map(|(i, list)| json!({"name": NAMES[i], "list": list}))
        .collect();
    serde_json::from_value(json!({ "players": players })).unwrap()
}

pub(super) struct Table(pub Match<Diskwars>);

impl Table {
    pub fn new(setup: DiskwarsSetup) -> Self {
        Table(Match::new(setup, &catalog(), Lang::En).unwrap_or_else(|f| panic!("{f:?}")))
    }

    /// Standard game with the first `players` armies.
    pub fn standard(players: usize) -> Self {
        Table::new(setup_of((0..players).map(army).collect()))
    }

    pub fn state(&self) -> &DiskwarsMatch {
        self.0.state()
    }

    pub fn ok(&mut self, event: Value) -> &mut Self {
        crate::matches::testing::ok(&mut self.0, event);
        self
    }

    pub fn refused(&mut self, event: Value) -> Diagnostic {
        crate::matches::testing::refused(&mut self.0, event)
    }

    /// Refused with `code` at `path`.
    pub fn refuses(&mut self, event: Value, code: &str, path: &str) -> Diagnostic {
        let d = self.refused(event);
        assert_eq!((d.code, d.path.as_str()), (code, path), "{}", d.message);
        d
    }

    /// Set-up up to round 1: the sides roll 6, 1, 1, 1 and the highest total gives the
    /// tokens in set-up order (side 0 first); the last player keeps Skirmish (an objective the data lacks); every
    /// deployment card is plain (3 discs each); each player deploys its first discs.
    pub fn through_set_up(&mut self) -> &mut Self {
        let n = self.state().sides.len();
        if self.state().stage == Stage::Initiative {
            let rolls: Vec<u8> = (0..n).map(|s| if s == 0 { 6 } else { 1 }).collect();
            self.ok(json!({"type": "initiative", "rolls": rolls}));
        }
        if self.state().stage == Stage::AssignInitiative {
            let winner = self.state().initiative_winner.unwrap();
            let order: Vec<usize> = (0..n).collect();
            self.ok(json!({"type": "assign_initiative", "side": winner, "order": order}));
        }
        if self.state().stage == Stage::Scenario {
            self.ok(json!({"type": "scenario", "side": n - 1, "card": "skirmish"}));
        }
        let cards = ["wide", "narrow", "hidden", "far"];
        let mut k = 0;
        while self.state().stage == Stage::DeploymentCards {
            let side = self.state().next.unwrap();
            self.ok(
                json!({"type": "deployment_card", "side": side, "card": cards[k], "face": "plain"}),
            );
            k += 1;
        }
        while self.state().stage == Stage::Deploy {
            let side = self.state().next.unwrap();
            let count = self.state().sides[side].deployment_value as usize;
            let count = count.min(self.state().sides[side].discs.len());
            self.ok(
                json!({"type": "deploy", "side": side, "discs": (0..count).collect::<Vec<_>>()}),
            );
        }
        self
    }

    /// Plays the Activation phase out: each player reveals the first card in hand, each card
    /// activates (passing) as many discs as it can and is resolved.
    pub fn activation_phase(&mut self) -> &mut Self {
        while self.state().stage == Stage::Choose {
            let cards: Vec<Option<String>> = self
                .state()
                .sides
                .iter()
                .map(|s| {
                    if s.eliminated {
                        None
                    } else {
                        s.hand.first().cloned()
                    }
                })
                .collect();
            let unknown = cards.iter().enumerate().any(|(s, c)| {
                c.as_ref()
                    .is_some_and(|c| self.state().sides[s].card(c).unwrap().strategy.is_none())
            });
            let mut event = json!({"type": "reveal", "cards": cards});
            if unknown {
                let order: Vec<usize> = self
                    .state()
                    .initiative_order
                    .iter()
                    .copied()
                    .filter(|s| cards[*s].is_some())
                    .collect();
                event["order"] = json!(order);
            }
            self.ok(event);
            while self.state().stage == Stage::Resolve {
                let side = self.state().resolving().unwrap();
                let step = self.state().step.clone().unwrap();
                let card = step.revealed[side].clone().unwrap();
                let value = self.state().sides[side]
                    .card(&card)
                    .unwrap()
                    .value
                    .unwrap_or(1);
                for _ in 0..value {
                    let ready = self.state().sides[side].discs.iter().position(|d| {
                        d.location == Location::Battlefield && !d.activated && !d.pinned
                    });
                    if let Some(disc) = ready {
                        self.ok(json!({"type": "activate", "side": side, "disc": disc, "action": "pass"}));
                    }
                }
                self.ok(json!({"type": "resolved", "side": side}));
            }
        }
        self
    }

    /// A whole round with nothing but passes; the End phase included.
    pub fn quiet_round(&mut self) -> &mut Self {
        self.activation_phase();
        assert_eq!(self.state().stage, Stage::Melee);
        self.ok(json!({"type": "end_round"}))
    }

    pub fn disc(&self, side: usize, disc: usize) -> &DiscState {
        &self.state().sides[side].discs[disc]
    }
}
