//! Age of Sigmar match rules (digest §1.2–1.4, §2), each shown refusing what it forbids and
//! taking what it allows. The catalogue is a test fixture: its units, sizes and Health are
//! made up for the cases, not game data (`tests/sigmar/matches/` plays on the real packs).

mod battleshock;
mod damage;
mod end;
mod matched;
mod rounds;
mod setup;
mod sudden_death;

use super::*;
use crate::games::sigmar::{Mode, Sigmar};
use crate::matches::Match;
use serde_json::{json, Value};

/// One faction, `fixture`: `lord` (HERO, 1 model, Health 5, leads INFANTRY), `mage`
/// (`WIZARD (1)`, 1 model, Health 4), `warriors` (INFANTRY, 10 models, Health 1,
/// Reinforced 20), `knights` (CAVALRY, 5 models, Health 3), `beast` (MONSTER, 1 model,
/// Health 8), `horde` (INFANTRY, 20 models, Health unknown); the Regiment of Renown
/// `the-band` (`champion`, HERO, 1 model, Health 4).
pub(super) fn catalog() -> Catalog {
    let unit = |id: &str, models: u32, keywords: &[&str], health: Option<u32>| {
        let mut u = json!({"id": id, "name": format!("{id} (fixture)"), "models": models,
                           "keywords": keywords, "src": "fixture"});
        if let Some(h) = health {
            u["profile"] = json!({"health": h});
        }
        u
    };
    let mut warriors = unit("warriors", 10, &["INFANTRY"], Some(1));
    warriors["reinforced"] = json!({"models": 20, "points": 200});
    let mut lord = unit("lord", 1, &["HERO", "INFANTRY"], Some(5));
    lord["regiment"] = json!({"options": [{"keyword": "INFANTRY"}, {"keyword": "CAVALRY"}]});
    let pack = json!({
        "format": PACK_FORMAT_FOR_TESTS,
        "source": {"origin": "test fixture", "files": [], "note": "made up for the tests"},
        "season": crate::games::sigmar::DEFAULT_SEASON,
        "faction": {"id": "fixture", "name": "Fixture"},
        "units": [lord, unit("mage", 1, &["WIZARD (1)", "HERO"], Some(4)), warriors,
                  unit("knights", 5, &["CAVALRY"], Some(3)), unit("beast", 1, &["MONSTER"], Some(8)),
                  unit("horde", 20, &["INFANTRY"], None)],
        "regiments_of_renown": [{"id": "the-band", "name": "The Band", "points": 100, "src": "fixture",
                                 "units": [unit("champion", 1, &["HERO"], Some(4))]}]
    });
    Catalog::new(vec![serde_json::from_value(pack).unwrap()]).expect("the fixture is consistent")
}

const PACK_FORMAT_FOR_TESTS: &str = crate::games::sigmar::PACK_FORMAT;

/// An open-play list of `units`: `(unit, models, bravery, general)`.
pub(super) fn open(units: &[(&str, u32, Option<u32>, bool)]) -> Value {
    let units: Vec<Value> = units
        .iter()
        .map(|(unit, models, bravery, general)| {
            let mut u = json!({"unit": unit, "models": models});
            if let Some(b) = bravery {
                u["bravery"] = json!(b);
            }
            if *general {
                u["general"] = json!(true);
            }
            u
        })
        .collect();
    json!({"format": "muster-list/1", "game": "sigmar", "name": "Open", "faction": "fixture",
           "mode": "open", "units": units})
}

/// A matched-play list from its regiments, Regiment of Renown and auxiliaries.
pub(super) fn matched(regiments: Value, renown: Option<&str>, auxiliaries: Value) -> Value {
    let mut list = json!({"format": "muster-list/1", "game": "sigmar", "name": "Matched",
                          "faction": "fixture", "mode": "matched", "regiments": regiments,
                          "auxiliaries": auxiliaries});
    if let Some(r) = renown {
        list["regiment_of_renown"] = json!(r);
    }
    list
}

const NAMES: [&str; 3] = ["Ana", "Ben", "Cleo"];

pub(super) fn setup_of(lists: Vec<Value>) -> SigmarSetup {
    let players: Vec<Value> = lists
        .into_iter()
        .enumerate()
        .map(|(i, list)| json!({"name": NAMES[i], "list": list}))
        .collect();
    serde_json::from_value(json!({ "players": players })).unwrap()
}

pub(super) struct Table(pub Match<Sigmar>);

impl Table {
    pub fn new(setup: SigmarSetup) -> Self {
        Table(Match::new(setup, &catalog(), Lang::En).unwrap_or_else(|f| panic!("{f:?}")))
    }

    /// Open play: Ana fields a lord (Bravery 7, general) and 10 warriors (Bravery 6); Ben
    /// a lord (general), 5 knights (Bravery 6) and a mage (Bravery 7). 11 models v 7.
    pub fn open_armies() -> Self {
        Table::new(setup_of(vec![
            open(&[("lord", 1, Some(7), true), ("warriors", 10, Some(6), false)]),
            open(&[
                ("lord", 1, Some(7), true),
                ("knights", 5, Some(6), false),
                ("mage", 1, Some(7), false),
            ]),
        ]))
    }

    pub fn state(&self) -> &SigmarMatch {
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

    /// Territories to side 0 (6 v 1), then every unit set up in turn, side 0 first; open
    /// play unit by unit, matched play drop by drop. Generals the lists name are taken.
    pub fn deploy_all(&mut self) -> &mut Self {
        self.ok(json!({"type": "territories", "rolls": [6, 1]}));
        while self.state().stage == Stage::Deployment {
            let side = self.state().next.unwrap();
            let s = &self.state().sides[side];
            let event = match self.state().mode {
                Mode::Open => {
                    let unit = s
                        .units
                        .iter()
                        .position(|u| u.location == Location::Undeployed)
                        .unwrap();
                    json!({"type": "deploy", "side": side, "unit": unit})
                }
                Mode::Matched => {
                    let drop = s.drops.iter().position(|d| !d.deployed).unwrap();
                    json!({"type": "deploy_drop", "side": side, "drop": drop})
                }
            };
            self.ok(event);
        }
        self
    }

    /// From the set-up to round 1's hero phase with side `first` active (generals named as
    /// the lists say, no sudden-death objective, no triumph).
    pub fn battle(&mut self, first: usize) -> &mut Self {
        self.deploy_all();
        for side in 0..2 {
            if self.state().stage == Stage::General && self.state().sides[side].general.is_none() {
                self.ok(json!({"type": "general", "side": side, "unit": 0}));
            }
        }
        if self.state().stage == Stage::SuddenDeath {
            let side = self.state().next.unwrap();
            self.ok(json!({"type": "sudden_death", "side": side, "objective": null}));
        }
        let chooser = self.state().chooser.unwrap();
        self.ok(json!({"type": "first_turn", "side": chooser, "first": first}))
    }

    /// Moves the turn on to `phase`.
    pub fn phase(&mut self, phase: &str) -> &mut Self {
        self.ok(json!({"type": "phase", "phase": phase}))
    }

    /// Ends the turn from its last phase (no battleshock test pending).
    pub fn end_turn(&mut self) -> &mut Self {
        let last = self.state().phases()[5];
        if self.state().turn.unwrap().phase != last {
            self.ok(json!({"type": "phase", "phase": last}));
        }
        self.ok(json!({"type": "end_turn"}))
    }

    /// Ends the round and starts the next with a roll-off side `first` wins and takes.
    pub fn next_round(&mut self, first: usize) -> &mut Self {
        while self.state().stage == Stage::Turn {
            self.end_turn();
        }
        let rolls = if first == 0 { [5, 2] } else { [2, 5] };
        self.ok(json!({"type": "roll_off", "rolls": rolls}));
        self.ok(json!({"type": "first_turn", "side": first, "first": first}))
    }

    pub fn unit(&self, side: usize, unit: usize) -> &UnitState {
        &self.state().sides[side].units[unit]
    }
}
