//! RuneWars match rules (digest §2–3), each shown refusing what it forbids and taking what it
//! allows. The catalogue is a fixture; the one cost table that matters for scoring is the
//! rulebook's own example (digest §1.3: 2/4/6/9 trays for 18/30/40/59 points).
//!
//! - `setup`: the start from the lists and the set-up steps (Prep 3, 4, 7; skirmish);
//! - `rounds`: dials, activation order and the rounds (§36–§38, §53, §78);
//! - `units`: rally, morale, counts and conditions (§73, §75);
//! - `end`: scoring, destruction, elimination and draws (§30, §44, §74).

mod end;
mod rounds;
mod setup;
mod units;

use super::*;
use crate::games::runewars::{
    CatalogParts, Configuration, Faction, FigureProfile, RuneWars, SlotIcon, UnitCard, UnitType,
    UpgradeCard, UpgradeRestrictions,
};
use crate::lang::LocalizedName;
use crate::matches::{Entry, Match};
use serde_json::{json, Value};

fn config(id: &str, columns: u8, ranks: u8, cost: u32) -> Configuration {
    Configuration {
        id: id.into(),
        columns,
        ranks,
        cost,
        slots: vec![SlotIcon::Champion, SlotIcon::Training],
    }
}

fn catalog() -> Catalog {
    let upgrade = |id: &str, slot, cost, figure: bool| UpgradeCard {
        id: id.into(),
        name: LocalizedName::english(id),
        slot,
        cost,
        faction: None,
        unique: false,
        figure: figure.then_some(FigureProfile {
            defense: 1,
            wounds: 1,
        }),
        restrictions: UpgradeRestrictions::default(),
        source: "test fixture".into(),
    };
    let unit = |id: &str, configurations| UnitCard {
        id: id.into(),
        name: LocalizedName::english(id),
        faction: "fixture".into(),
        unit_type: UnitType::Infantry,
        unique: false,
        configurations,
        source: "test fixture".into(),
    };
    Catalog::new(CatalogParts {
        factions: vec![Faction {
            id: "fixture".into(),
            name: LocalizedName::english("Fixture"),
            source: "test fixture".into(),
        }],
        units: vec![
            // The rulebook's cost-table example (§74 scoring example uses it too).
            unit(
                "spearmen",
                vec![
                    config("2x1", 2, 1, 18),
                    config("2x2", 2, 2, 30),
                    config("3x2", 3, 2, 40),
                    config("3x3", 3, 3, 59),
                ],
            ),
            unit(
                "scouts",
                vec![config("1x1", 1, 1, 10), config("2x1", 2, 1, 20)],
            ),
        ],
        upgrades: vec![
            upgrade("captain", SlotIcon::Champion, 5, true),
            upgrade("drill", SlotIcon::Training, 3, false),
        ],
        ..CatalogParts::default()
    })
    .expect("fixture is consistent")
}

fn list(units: Value) -> Value {
    json!({"format": "muster-list/1", "game": "runewars", "name": "L", "faction": "fixture",
           "units": units})
}

/// Side 0: spearmen 3x3 with captain and drill (67) and scouts 1x1 (10) = 77.
/// Side 1: spearmen 2x2 (30) and two scouts 2x1 (40) = 70.
fn setup() -> RuneWarsSetup {
    serde_json::from_value(json!({"players": [
        {"name": "Ana", "list": list(json!([
            {"unit": "spearmen", "config": "3x3", "upgrades": ["captain", "drill"]},
            {"unit": "scouts", "config": "1x1"}]))},
        {"name": "Ben", "list": list(json!([
            {"unit": "spearmen", "config": "2x2"},
            {"unit": "scouts", "config": "2x1"},
            {"unit": "scouts", "config": "2x1"}]))}
    ]}))
    .unwrap()
}

struct Table(Match<RuneWars>);

impl Table {
    fn new() -> Self {
        Table(Match::new(setup(), &catalog(), Lang::En).unwrap())
    }

    fn ok(&mut self, event: Value) -> &mut Self {
        crate::matches::testing::ok(&mut self.0, event);
        self
    }

    fn refused(&mut self, event: Value) -> Diagnostic {
        crate::matches::testing::refused(&mut self.0, event)
    }

    fn state(&self) -> &RuneWarsMatch {
        self.0.state()
    }

    fn unit(&self, side: usize, unit: usize) -> &UnitState {
        &self.0.state().sides[side].units[unit]
    }

    /// Set-up done the usual way: Ben (lower total) makes Ana first, Ana takes the
    /// deployment card, picks red, and both deploy everything.
    fn set_up() -> Self {
        let mut t = Table::new();
        t.ok(json!({"type": "first_player", "chooser": 1, "first": 0}))
            .ok(
                json!({"type": "cards", "first_pick": "deployment", "deployment": "D",
                       "objective": "O", "objective_value": 3}),
            )
            .ok(json!({"type": "zone", "side": 0, "colour": "red"}));
        for (side, unit) in [(0, 0), (1, 0), (0, 1), (1, 1), (1, 2)] {
            t.ok(json!({"type": "deploy", "side": side, "unit": unit}));
        }
        t
    }

    fn dial(&mut self, side: usize, unit: usize, initiative: u8) -> &mut Self {
        self.ok(
            json!({"type": "dial", "side": side, "unit": unit, "action": "march",
                       "initiative": initiative, "modifier": "turn"}),
        )
    }

    /// Dials every unit in play at `initiative` and activates them all in the allowed
    /// order, then ends the round.
    fn play_round(&mut self) -> &mut Self {
        let units: Vec<(usize, usize)> = self
            .state()
            .sides
            .iter()
            .enumerate()
            .flat_map(|(s, side)| {
                side.units
                    .iter()
                    .enumerate()
                    .filter(|(_, u)| u.in_play())
                    .map(move |(u, _)| (s, u))
            })
            .collect();
        for (s, u) in &units {
            self.dial(*s, *u, 5);
        }
        self.ok(json!({"type": "end_command"}));
        while let Some((_, side)) = self.state().next_activation {
            let unit = self.state().sides[side]
                .units
                .iter()
                .position(|u| u.in_play() && !u.activated)
                .unwrap();
            self.ok(json!({"type": "activate", "side": side, "unit": unit}));
        }
        self.ok(json!({"type": "end_activation"}))
            .ok(json!({"type": "end_round"}))
    }
}
