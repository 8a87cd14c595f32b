//! Underworlds matches on the real catalogue: the match files of `tests/underworlds/matches/`
//! replayed on the bundled pack plus the players' own records beside them
//! (`tests/underworlds/matches/records/<kind>/*.json`, loaded as user data). The shipped pack
//! names the Embergard warbands and decks but none of their fighters' values or cards, so a
//! match needs a warband the player entered: the records are made up for the files (fixture,
//! not real data), and one file shows the shipped warbands refused at the set-up.

use muster_core::games::underworlds::{Catalog, Stage, Underworlds, UnderworldsList};
use muster_core::matches::{under_event, MatchFile, ReplayFault};
use muster_core::{Game, Lang, Match, Severity};
use muster_data::user::is_users;
use muster_data::{bundled_underworlds, underworlds_with_user_data, UserRecordText};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/underworlds/matches")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn read_json(path: &Path) -> Value {
    serde_json::from_str(&read(path)).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The JSON files of a folder, in name order.
fn json_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    files
}

/// The players' records: `(kind, id, json)` from `records/<kind>/<id>.json`.
fn records() -> Vec<(String, String, String)> {
    let mut records = Vec::new();
    for kind in ["warband", "deck"] {
        for path in json_files(&dir().join("records").join(kind)) {
            let id = path.file_stem().unwrap().to_string_lossy().into_owned();
            records.push((kind.to_owned(), id, read(&path)));
        }
    }
    assert!(records.len() >= 4, "records missing: {records:?}");
    records
}

/// The bundled pack plus the players' records.
fn catalog() -> Catalog {
    let records = records();
    let texts: Vec<UserRecordText<'_>> = records
        .iter()
        .map(|(kind, id, json)| UserRecordText { kind, id, json })
        .collect();
    underworlds_with_user_data(&bundled_underworlds().unwrap(), &texts)
        .unwrap_or_else(|e| panic!("the records load: {e}"))
}

/// Every match file with its expectation, in name order.
fn scenarios() -> Vec<(String, Value, Value)> {
    let files: Vec<PathBuf> = json_files(&dir())
        .into_iter()
        .filter(|p| !p.to_string_lossy().ends_with(".expect.json"))
        .collect();
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

fn lists(file: &Value) -> Vec<UnderworldsList> {
    file["setup"]["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| serde_json::from_value(p["list"].clone()).expect("an Underworlds list"))
        .collect()
}

/// Each file replays to the result or the fault its `*.expect.json` says, as
/// `muster match replay` reports them (the place a JSON pointer into the file).
#[test]
fn every_scenario_replays_to_its_expected_result_or_fault() {
    let catalog = catalog();
    let (mut results, mut faults) = (0, 0);
    for (name, file, expect) in scenarios() {
        let file = MatchFile::<Underworlds>::from_value(file)
            .unwrap_or_else(|e| panic!("{name}: not a match file: {e}"));
        let replayed = Match::<Underworlds>::replay(file.setup, &catalog, file.events, Lang::En);
        if expect["exit"] == 2 {
            let place = expect["place"].as_str().unwrap();
            let found = match replayed {
                Ok(_) => panic!("{name}: replays, but {place} should be refused"),
                Err(ReplayFault::Setup(all)) => all
                    .into_iter()
                    .map(|mut d| {
                        d.path = format!("/setup{}", d.path);
                        d
                    })
                    .find(|d| d.path == place)
                    .unwrap_or_else(|| panic!("{name}: no fault at {place}")),
                Err(ReplayFault::Event(fault)) => under_event(fault.diagnostic, fault.index),
            };
            assert_eq!(found.path, place, "{name}: {}", found.message);
            assert_eq!(found.code, expect["code"], "{name}: {}", found.message);
            assert_eq!(found.rule, expect["rule"], "{name}");
            faults += 1;
            continue;
        }
        let game = replayed.unwrap_or_else(|e| panic!("{name}: {e:?}"));
        assert_eq!(game.head(), expect["head"], "{name}");
        assert_eq!(game.log().len(), expect["events"], "{name}");
        assert_eq!(game.state().stage, Stage::Finished, "{name}");
        let outcome = game.outcome(Lang::En).expect("the game is over");
        assert_eq!(json!(outcome.winner), expect["winner"], "{name}");
        assert_eq!(outcome.decided_by, expect["decided_by"], "{name}");
        assert_eq!(outcome.rule, expect["rule"], "{name}");
        let scores: Vec<Value> = outcome
            .scores
            .iter()
            .map(|s| {
                let parts: Vec<i64> = s.parts.iter().map(|p| p.points).collect();
                json!({"side": s.side, "total": s.total, "parts": parts})
            })
            .collect();
        let expected: Vec<Value> = expect["scores"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| json!({"side": s["side"], "total": s["total"], "parts": s["parts"]}))
            .collect();
        assert_eq!(scores, expected, "{name}: {:?}", outcome.reasoning);
        let reasoning: Vec<Value> = expect["reasoning"].as_array().unwrap().clone();
        assert_eq!(json!(outcome.reasoning), json!(reasoning), "{name}");
        results += 1;
    }
    assert!(
        results >= 2 && faults >= 3,
        "{results} results, {faults} faults"
    );
}

/// Every list of a file that starts is one the builder accepts on the same catalogue: a
/// Rivals deck of 12 objectives and 20 power cards, one leader, every value known.
#[test]
fn every_scenario_list_is_one_the_builder_accepts() {
    let catalog = catalog();
    let mut checked = 0;
    for (name, file, expect) in scenarios() {
        if expect["place"]
            .as_str()
            .is_some_and(|p| p.starts_with("/setup"))
        {
            continue;
        }
        for list in lists(&file) {
            let report = Underworlds::validate(&list, &catalog, &(), Lang::En);
            let errors: Vec<&str> = report
                .with_severity(Severity::Error)
                .map(|d| d.code)
                .collect();
            assert!(errors.is_empty(), "{name}: {}: {errors:?}", list.name);
            checked += 1;
        }
    }
    assert!(checked >= 8, "{checked} lists checked");
}

/// The tracker fields each fighter with the values of the player's record: the Health and
/// Bounty of both faces, the uninspired face up at the start.
#[test]
fn the_tracker_fields_each_fighter_with_the_players_values() {
    let catalog = catalog();
    let mut fighters = 0;
    for (name, file, _) in scenarios() {
        let file = MatchFile::<Underworlds>::from_value(file).expect("a match file");
        let Ok(game) = Match::<Underworlds>::new(file.setup, &catalog, Lang::En) else {
            continue;
        };
        for side in &game.state().sides {
            let warband = catalog.warband(&side.warband).expect("a known warband");
            assert!(is_users(&warband.source), "{name}: {}", warband.source);
            assert_eq!(side.fighters.len(), warband.fighters.len(), "{name}");
            for (state, data) in side.fighters.iter().zip(&warband.fighters) {
                let (grey, gold) = (data.face(false).unwrap(), data.face(true).unwrap());
                assert_eq!(Some(state.health), grey.health, "{name}: {}", data.id);
                assert_eq!(Some(state.bounty), grey.bounty, "{name}: {}", data.id);
                assert_eq!(Some(state.inspired_face.health), gold.health, "{name}");
                assert_eq!(Some(state.inspired_face.bounty), gold.bounty, "{name}");
                assert_eq!(state.leader, data.is_leader(), "{name}");
                fighters += 1;
            }
        }
    }
    assert!(fighters >= 14, "{fighters} fighters checked");
}

/// The shipped pack alone starts no match: its warbands' rosters are not complete, so each
/// is refused at the set-up and the help sends the player to the warband editor.
#[test]
fn the_shipped_warbands_start_no_match_until_the_player_enters_them() {
    let shipped = bundled_underworlds().unwrap();
    assert!(!shipped.warbands().is_empty());
    for warband in shipped.warbands() {
        let list = json!({"format": "muster-list/1", "game": "underworlds", "name": "Shipped",
                          "play_format": "rivals", "warband": warband.id});
        let setup = serde_json::from_value(json!({"players": [
            {"name": "Ana", "list": list}, {"name": "Ben", "list": list}
        ]}))
        .unwrap();
        let faults = match Match::<Underworlds>::new(setup, &shipped, Lang::En) {
            Ok(_) => panic!("{}: a shipped warband starts a match", warband.id),
            Err(faults) => faults,
        };
        let first = &faults[0];
        assert_eq!(
            first.code, "underworlds.match.roster_incomplete",
            "{}",
            warband.id
        );
        assert_eq!(first.path, "/players/0/list/warband");
        assert!(first.help.contains("warband editor"), "{}", first.help);
    }
}

/// Breaks a valid match file in one place.
type Break = fn(&mut Value);

/// The match-file schema (`data/schemas/muster-match.schema.json`) accepts every file the
/// parser reads and every kind of Underworlds entry, and refuses the faults the parser
/// refuses.
#[test]
fn the_match_file_schema_accepts_every_underworlds_file_the_parser_accepts() {
    use muster_core::games::underworlds::UnderworldsEvent;
    use muster_core::matches::Entry;
    let schema = muster_data::schemas::match_file();
    let schema_errors = |file: &Value| -> Vec<String> {
        schema
            .iter_errors(file)
            .map(|e| format!("{}: {e}", e.instance_path()))
            .take(3)
            .collect()
    };
    let mut every = None;
    for (name, file, _) in scenarios() {
        MatchFile::<Underworlds>::from_value(file.clone())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            schema_errors(&file).is_empty(),
            "{name}: {:?}",
            schema_errors(&file)
        );
        if name == "wardens-win-on-glory.json" {
            every = Some(file);
        }
    }
    // Every kind of entry, once, each read by the parser and accepted by the schema.
    let mut every = every.expect("the whole game's file");
    let entries = [
        json!({"type": "territory_roll_off", "winner": 1}),
        json!({"type": "redraw", "side": 0, "objectives": true, "power": false}),
        json!({"type": "place_feature", "side": 0, "territory": null, "number": 3}),
        json!({"type": "deploy", "side": 1, "fighter": "fixture-chief"}),
        json!({"type": "round_roll_off", "winner": null, "first": 0}),
        json!({"type": "action", "side": 0, "ability": "focus", "fighter": null}),
        json!({"type": "action", "side": 0, "ability": "charge", "fighter": "fixture-captain"}),
        json!({"type": "pass", "side": 1}),
        json!({"type": "play_ploy", "side": 1, "card": "fixture-b-ploy-1"}),
        json!({"type": "equip", "side": 0, "fighter": "fixture-warden", "card": "fixture-a-upgrade-1"}),
        json!({"type": "delve", "side": 0, "fighter": "fixture-warden"}),
        json!({"type": "use_ability", "side": 0, "ability": "fixture-rally"}),
        json!({"type": "damage", "side": 1, "fighter": "fixture-hound", "amount": 2}),
        json!({"type": "heal", "side": 1, "fighter": "fixture-hound"}),
        json!({"type": "inspire", "side": 0, "fighter": "fixture-captain"}),
        json!({"type": "uninspire", "side": 0, "fighter": "fixture-captain"}),
        json!({"type": "token", "side": 0, "fighter": "fixture-captain", "token": "stagger", "present": true}),
        json!({"type": "stand", "side": 0, "fighter": "fixture-captain", "feature": 2}),
        json!({"type": "stand", "side": 0, "fighter": "fixture-captain", "feature": null}),
        json!({"type": "score_objective", "side": 1, "card": "fixture-b-objective-1"}),
        json!({"type": "raise", "side": 1, "fighter": "fixture-hound"}),
        json!({"type": "end_phase_done", "side": 0}),
        json!({"type": "undo", "to": 0}),
        json!({"type": "redo", "to": 3}),
    ];
    for entry in &entries {
        Entry::<UnderworldsEvent>::from_value(entry.clone())
            .unwrap_or_else(|e| panic!("{entry}: {e:?}"));
        every["events"].as_array_mut().unwrap().push(entry.clone());
    }
    assert!(
        schema_errors(&every).is_empty(),
        "{:?}",
        schema_errors(&every)
    );
    // Faults both refuse, the parser naming the place.
    let broken: [(&str, Break); 5] = [
        ("/events/0", |f| {
            f["events"][0] = json!({"type": "activate"})
        }),
        ("/events/1/ability", |f| {
            f["events"][1] = json!({"type": "action", "side": 0, "ability": "shoot"})
        }),
        ("/events/2/extra", |f| {
            f["events"][2] = json!({"type": "pass", "side": 0, "extra": 1})
        }),
        (
            "/events/3/amount",
            |f| {
                f["events"][3] = json!({"type": "damage", "side": 0, "fighter": "x", "amount": 300})
            },
        ),
        ("/setup/players/0/list/warband", |f| {
            f["setup"]["players"][0]["list"]["warband"] = json!(7)
        }),
    ];
    for (place, breaks) in broken {
        let mut file = every.clone();
        breaks(&mut file);
        assert!(
            !schema.is_valid(&file),
            "the schema accepted a fault at {place}"
        );
        let error = MatchFile::<Underworlds>::from_value(file)
            .expect_err(&format!("the parser accepted a fault at {place}"));
        assert_eq!(error.path, place, "the parser says {error}");
    }
}
