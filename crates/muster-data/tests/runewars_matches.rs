//! RuneWars matches on the real data pack: the scenario files of `tests/runewars/matches/`
//! replayed through the core with the bundled catalogue, each against its expectation
//! (`*.expect.json`), and the match-file schema (`data/schemas/muster-match.schema.json`)
//! agreeing with the parser on what a match file is.

use muster_core::games::runewars::{Catalog, RuneWars, RuneWarsMatch};
use muster_core::matches::{under_event, Entry, MatchFile, ReplayFault};
use muster_core::{Lang, Match};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| muster_data::bundled_runewars().expect("the bundled pack loads"))
}

fn read_json(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every scenario of `tests/runewars/matches/` with its expectation, in name order.
fn scenarios() -> Vec<(String, Value, Value)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/runewars/matches");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/runewars/matches exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "json")
                && !p.to_string_lossy().ends_with(".expect.json")
        })
        .collect();
    files.sort();
    assert!(files.len() >= 5, "scenarios missing: {files:?}");
    files
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let expect = read_json(&path.with_extension("expect.json"));
            (name, read_json(&path), expect)
        })
        .collect()
}

fn replay(file: Value) -> Result<Match<RuneWars>, ReplayFault> {
    let file = MatchFile::<RuneWars>::from_value(file).expect("a well-formed match file");
    Match::<RuneWars>::replay(file.setup, catalog(), file.events, Lang::En)
}

/// The expectation's scores as `(side, total, parts)`.
fn expected_scores(expect: &Value) -> Vec<(u64, i64, Vec<i64>)> {
    expect["scores"]
        .as_array()
        .expect("scores")
        .iter()
        .map(|s| {
            let parts = s["parts"].as_array().expect("parts");
            let parts: Vec<i64> = parts.iter().map(|p| p.as_i64().unwrap()).collect();
            assert_eq!(
                parts.iter().sum::<i64>(),
                s["total"].as_i64().unwrap(),
                "an expectation's parts add up to its total: {s}"
            );
            (
                s["side"].as_u64().unwrap(),
                s["total"].as_i64().unwrap(),
                parts,
            )
        })
        .collect()
}

#[test]
fn every_valid_scenario_ends_as_its_expectation_says_with_the_real_catalogue() {
    let mut played = 0;
    for (name, file, expect) in scenarios() {
        if expect["exit"] != 0 {
            continue;
        }
        played += 1;
        let game = replay(file.clone()).unwrap_or_else(|f| panic!("{name}: {f:?}"));
        assert_eq!(game.head() as u64, expect["head"], "{name}: head");
        assert_eq!(game.log().len() as u64, expect["events"], "{name}: log");
        let outcome = game
            .outcome(Lang::En)
            .unwrap_or_else(|| panic!("{name}: the match is not over"));
        assert_eq!(
            outcome.winner.map(|w| w as u64),
            expect["winner"].as_u64(),
            "{name}: winner"
        );
        assert_eq!(outcome.decided_by, expect["decided_by"], "{name}");
        assert_eq!(outcome.rule, expect["rule"], "{name}");
        let scores: Vec<(u64, i64, Vec<i64>)> = outcome
            .scores
            .iter()
            .map(|s| {
                let parts = s.parts.iter().map(|p| p.points).collect();
                (s.side as u64, s.total, parts)
            })
            .collect();
        assert_eq!(
            scores,
            expected_scores(&expect),
            "{name}: {:?}",
            outcome.scores
        );

        // The log the match keeps replays to the very same state.
        let again = Match::<RuneWars>::replay(
            game.setup().clone(),
            catalog(),
            game.log().to_vec(),
            Lang::En,
        )
        .unwrap();
        assert_eq!(again.state(), game.state(), "{name}: replaying the log");
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
        let (place, code, rule) = match replay(file) {
            Err(ReplayFault::Event(fault)) => {
                let d = under_event(fault.diagnostic, fault.index);
                (d.path, d.code, d.rule)
            }
            Err(ReplayFault::Setup(faults)) => {
                assert_eq!(faults.len(), 1, "{name}: {faults:?}");
                let d = &faults[0];
                (format!("/setup{}", d.path), d.code, d.rule)
            }
            Ok(_) => panic!("{name}: replayed without a refusal"),
        };
        assert_eq!(place, expect["place"], "{name}");
        assert_eq!(code, expect["code"], "{name}");
        assert_eq!(rule, expect["rule"], "{name}");
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

/// Breaks a valid match file in one place.
type Break = fn(&mut Value);

#[test]
fn the_match_file_schema_accepts_what_the_parser_accepts_and_refuses_what_it_refuses() {
    let schema = muster_data::schemas::match_file();
    let mut valid = None;
    for (name, file, expect) in scenarios() {
        let parsed = MatchFile::<RuneWars>::from_value(file.clone());
        if expect["fault"] == "shape" {
            let error = parsed.expect_err(&name);
            assert_eq!(error.path, expect["place"], "{name}: {error}");
            assert!(!schema.is_valid(&file), "{name}: the schema accepted it");
        } else {
            parsed.unwrap_or_else(|e| panic!("{name}: {e}"));
            let errors: Vec<String> = schema
                .iter_errors(&file)
                .map(|e| format!("{}: {e}", e.instance_path()))
                .take(3)
                .collect();
            assert!(errors.is_empty(), "{name}: {errors:?}");
            if expect["exit"] == 0 {
                valid = Some(file);
            }
        }
    }

    // Every kind of entry the schema names, once, on top of a valid file.
    let mut every = valid.expect("a valid scenario");
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
    for entry in &entries {
        Entry::<muster_core::games::runewars::RuneWarsEvent>::from_value(entry.clone())
            .unwrap_or_else(|e| panic!("{entry}: {e:?}"));
        every["events"].as_array_mut().unwrap().push(entry.clone());
    }
    assert!(schema.is_valid(&every));
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
    let valid = every;
    for (place, breaks) in broken {
        let mut file = valid.clone();
        breaks(&mut file);
        assert!(
            !schema.is_valid(&file),
            "the schema accepted a fault at {place}"
        );
        let error = MatchFile::<RuneWars>::from_value(file)
            .expect_err(&format!("the parser accepted a fault at {place}"));
        assert_eq!(error.path, place, "the parser says {error}");
    }
}
