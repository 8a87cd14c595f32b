//! RuneWars matches on the real data pack: the scenario files of `tests/runewars/matches/`
//! replayed through the core with the bundled catalogue, each against its expectation
//! (`*.expect.json`), and the match-file schema (`data/schemas/muster-match.schema.json`)
//! agreeing with the parser on what a match file is.

use crate::common;
use muster_core::games::runewars::{Catalog, RuneWars, RuneWarsMatch};
use muster_data::Pack;

use common::matches::{
    check_broken, check_fault, check_result, check_schema_on_scenarios, faults, with_entries, Break,
};
use muster_core::matches::{MatchFile, ReplayFault};
use muster_core::Match;
use serde_json::{json, Value};
use std::sync::OnceLock;

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| RuneWars::bundled().expect("the bundled pack loads"))
}

/// Every scenario of `tests/runewars/matches/` with its expectation, in name order.
fn scenarios() -> Vec<(String, Value, Value)> {
    common::matches::scenarios("runewars", 5)
}

fn replay(file: Value) -> Result<Match<RuneWars>, ReplayFault> {
    common::matches::replay(file, catalog())
}

#[test]
fn every_valid_scenario_ends_as_its_expectation_says_with_the_real_catalogue() {
    let mut played = 0;
    for (name, file, expect) in scenarios() {
        if expect["exit"] != 0 {
            continue;
        }
        played += 1;
        let game = replay(file).unwrap_or_else(|f| panic!("{name}: {f:?}"));
        check_result(&name, &game, catalog(), &expect);
    }
    assert!(played >= 3, "valid scenarios missing");
}

#[test]
fn every_refused_scenario_is_refused_where_its_expectation_says() {
    let mut refused = 0;
    for (name, file, expect) in scenarios() {
        if expect["fault"] != "rules" {
            continue;
        }
        refused += 1;
        let faults = faults(&name, replay(file));
        assert_eq!(faults.len(), 1, "{name}: {faults:?}");
        check_fault(&name, &faults, &expect);
    }
    assert!(refused >= 2, "refused scenarios missing");
}

/// §74.4, E6 on real data: what a reduced unit scores is the catalogue's row for the trays
/// left, rounded down. Derived here from `catalog.json`'s own rows, not from the engine.
#[test]
fn a_reduced_unit_scores_its_catalogue_row_rounded_down() {
    let (_, file, _) = scenarios()
        .into_iter()
        .find(|(name, _, _)| name == "shield-wall-holds-eight-rounds.json")
        .expect("the eight-round scenario");
    let game = replay(file).unwrap();
    let state: &RuneWarsMatch = game.state();
    let mut reduced = 0;
    for unit in state.sides.iter().flat_map(|s| &s.units) {
        if unit.destroyed || unit.trays == unit.trays_bought {
            continue;
        }
        reduced += 1;
        let card = catalog().unit(&unit.card).expect("a catalogue unit");
        let row = card
            .configurations
            .iter()
            .filter(|c| c.trays() <= unit.trays)
            .max_by_key(|c| (c.trays(), std::cmp::Reverse(c.cost)))
            .map_or(0, |c| c.cost);
        assert_eq!(
            unit.value_now, row,
            "{} with {} trays",
            unit.card, unit.trays
        );
    }
    assert!(reduced >= 3, "the scenario reduces several units");
    // The digest's own example is among them: Spearmen bought 3x3, 7 trays left.
    let spearmen = &state.sides[0].units[0];
    assert_eq!(
        (
            spearmen.card.as_str(),
            spearmen.trays_bought,
            spearmen.trays
        ),
        ("spearmen", 9, 7)
    );
}

#[test]
fn the_match_file_schema_accepts_what_the_parser_accepts_and_refuses_what_it_refuses() {
    let schema = muster_data::schemas::match_file();
    let scenarios = scenarios();
    check_schema_on_scenarios::<RuneWars>(&scenarios);

    // Every kind of entry the schema names, once, on top of a valid file.
    let valid = scenarios
        .into_iter()
        .rev()
        .find(|(_, _, expect)| expect["exit"] == 0)
        .map(|(_, file, _)| file)
        .expect("a valid scenario");
    let entries = [
        json!({"type": "cannot_deploy", "side": 1, "unit": 4}),
        json!({"type": "dial", "side": 0, "unit": 0}),
        json!({"type": "dial", "side": 0, "unit": 0, "action": null, "initiative": null}),
        json!({"type": "dial", "side": 0, "unit": 0, "action": "skill", "initiative": 3,
               "modifier": "turning_charge"}),
        json!({"type": "destroyed", "units": [{"side": 0, "unit": 1}]}),
        json!({"type": "token", "side": 0, "unit": 1, "token": "inspiration", "change": -1}),
        json!({"type": "morale", "side": 1, "unit": 0, "icons": 2}),
        json!({"type": "objective", "side": 1, "change": 2}),
        json!({"type": "condition", "side": 1, "unit": 0, "name": "Mark", "present": true}),
        json!({"type": "undo", "to": 0}),
        json!({"type": "redo", "to": 3}),
    ];
    let every = with_entries::<RuneWars>(valid, &entries);
    let mut no_events = every.clone();
    no_events.as_object_mut().unwrap().remove("events");
    assert!(schema.is_valid(&no_events));
    assert!(MatchFile::<RuneWars>::from_value(no_events).is_ok());

    // Broken files: both refuse each, and the parser names the place.
    let broken: [(&str, Break); 10] = [
        ("/format", |f| f["format"] = json!("muster-match/2")),
        ("/game", |f| f["game"] = json!(7)),
        ("/surprise", |f| f["surprise"] = json!(true)),
        ("/setup/players/0/name", |f| {
            f["setup"]["players"][0]["name"] = json!(["Ana"])
        }),
        ("/setup/players/1/list/units/0", |f| {
            f["setup"]["players"][1]["list"]["units"][0] = json!({"config": "3x3"})
        }),
        ("/events/0", |f| f["events"][0] = json!({"type": "charge"})),
        ("/events/1", |f| f["events"][1] = json!({"type": "undo"})),
        ("/events/2/colour", |f| {
            f["events"][2]["colour"] = json!("green")
        }),
        ("/events/3/extra", |f| f["events"][3]["extra"] = json!(1)),
        ("/events/4/unit", |f| f["events"][4]["unit"] = json!(-1)),
    ];
    check_broken::<RuneWars>(&every, &broken);
}
