//! `muster match replay` as a user meets it: the match scenarios of
//! `tests/runewars/matches/`, `tests/diskwars/matches/` and `tests/sigmar/matches/` through the real binary (result or place of the fault, as each
//! `*.expect.json` says), those of `tests/underworlds/matches/` with the players' warbands
//! and decks (`records/`) in a library, and the ways a match file can fail to be one.

use crate::common;

use common::{json_files, read_json, root, stderr, stdout, Scratch};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn scenario_dir() -> PathBuf {
    root().join("tests/runewars/matches")
}

/// Runs `muster ARGS` from the repository root, with a library file that does not exist
/// (so no user's own library joins in).
fn muster(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_muster"))
        .args(args)
        .args(["--db", &no_library()])
        .current_dir(root())
        .output()
        .expect("muster runs")
}

fn no_library() -> String {
    std::env::temp_dir()
        .join(format!(
            "muster-cli-matches-no-library-{}",
            std::process::id()
        ))
        .join("library.sqlite")
        .to_string_lossy()
        .into_owned()
}

/// A valid scenario, to break in a test.
fn elimination() -> Value {
    read_json(&scenario_dir().join("daqan-eliminate-waiqar-in-round-3.json"))
}

/// Asserts a replay exited 2 with one line on stderr naming the file and `place`.
fn refused_at(out: &Output, file: &str, place: &str) -> String {
    let err = stderr(out);
    assert_eq!(out.status.code(), Some(2), "{err}{}", stdout(out));
    assert!(stdout(out).is_empty(), "nothing on stdout: {}", stdout(out));
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    assert!(err.contains(file), "names the file: {err}");
    assert!(err.contains(&format!("{place}: ")), "names {place}: {err}");
    err
}

#[test]
fn every_match_scenario_replays_to_its_expected_result_or_fault() {
    let mut files: Vec<(&str, PathBuf)> = Vec::new();
    for game in ["runewars", "diskwars", "sigmar"] {
        let dir = root().join("tests").join(game).join("matches");
        let found = json_files(&dir);
        assert!(found.len() >= 5, "{game} scenarios missing");
        files.extend(found.into_iter().map(|p| (game, p)));
    }
    files.sort();
    for (game, file) in files {
        let out = muster(&["match", "replay", &file.to_string_lossy()]);
        check_replay(game, &file, &out);
    }
}

/// Checks a replay of `file` against the `*.expect.json` beside it: the place, code and rule
/// of the fault (exit 2), or the head, events, winner, how it was decided and each side's
/// score with its parts.
fn check_replay(game: &str, file: &Path, out: &Output) {
    let name = file.file_name().unwrap().to_string_lossy().into_owned();
    let expect = read_json(&file.with_extension("expect.json"));
    if expect["exit"] == 2 {
        let err = refused_at(out, &name, expect["place"].as_str().unwrap());
        for field in ["code", "rule"] {
            if let Some(want) = expect[field].as_str() {
                assert!(err.contains(want), "{name}: {field} {want} in {err}");
            }
        }
        return;
    }
    assert_eq!(out.status.code(), Some(0), "{name}: {}", stderr(out));
    let replay: Value = serde_json::from_str(&stdout(out)).expect("JSON output");
    assert_eq!(replay["game"], game, "{name}");
    assert_eq!(replay["head"], expect["head"], "{name}");
    assert_eq!(replay["events"], expect["events"], "{name}");
    assert_eq!(replay["state"]["stage"], "over", "{name}");
    let result = &replay["result"];
    for field in ["winner", "decided_by", "rule"] {
        assert_eq!(result[field], expect[field], "{name}: {field}");
    }
    let scores: Vec<Value> = result["scores"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let parts: Vec<&Value> = s["parts"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| &p["points"])
                .collect();
            json!({"side": s["side"], "total": s["total"], "parts": parts})
        })
        .collect();
    let expected: Vec<Value> = expect["scores"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| json!({"side": s["side"], "total": s["total"], "parts": s["parts"]}))
        .collect();
    assert_eq!(scores, expected, "{name}");
    assert!(!result["reasoning"].as_array().unwrap().is_empty());
}

#[test]
fn a_match_still_going_has_its_state_and_no_result() {
    let s = Scratch::new("going");
    let mut file = elimination();
    // Set-up, round 1's dials and the first activation.
    file["events"].as_array_mut().unwrap().truncate(23);
    let path = s.file("going.json", &file.to_string());
    let out = muster(&["match", "replay", &path]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let replay: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(
        (replay["head"].as_u64(), replay["events"].as_u64()),
        (Some(23), Some(23))
    );
    assert_eq!(replay["result"], Value::Null);
    let state = &replay["state"];
    assert_eq!(
        (state["stage"].as_str(), state["round"].as_u64()),
        (Some("activation"), Some(1))
    );
    assert_eq!(state["active"], json!({"side": 1, "unit": 4}));
    assert_eq!(state["sides"][1]["units"][4]["card"], "carrion-lancers");
}

#[test]
fn the_result_and_refusals_speak_spanish() {
    let file = scenario_dir().join("daqan-eliminate-waiqar-in-round-3.json");
    let out = muster(&["match", "replay", &file.to_string_lossy(), "--lang", "es"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let replay: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let reasoning = replay["result"]["reasoning"].to_string();
    assert!(reasoning.contains("eliminación"), "{reasoning}");

    let file = scenario_dir().join("broken-activation-out-of-order.json");
    let out = muster(&["match", "replay", &file.to_string_lossy(), "--lang", "es"]);
    let err = refused_at(
        &out,
        "broken-activation-out-of-order.json",
        "/events/23/unit",
    );
    assert!(err.contains("iniciativa"), "{err}");
}

#[test]
fn a_missing_or_broken_file_exits_2_naming_the_place() {
    let s = Scratch::new("broken");
    let missing = s.path("nowhere.json");
    let out = muster(&["match", "replay", &missing]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err.contains("nowhere.json") && err.contains("cannot read"),
        "{err}"
    );

    let broken = s.file(
        "broken.json",
        "{\n  \"format\": \"muster-match/1\",\n  \"game\": }",
    );
    let out = muster(&["match", "replay", &broken]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2));
    assert!(err.contains("broken.json: line 3, column"), "{err}");

    let mut file = elimination();
    file["game"] = json!("chess");
    let chess = s.file("chess.json", &file.to_string());
    let err = refused_at(&muster(&["match", "replay", &chess]), "chess.json", "/game");
    assert!(err.contains("chess") && err.contains("runewars"), "{err}");

    let list = root().join("examples/runewars-daqan-shield-wall.json");
    let out = muster(&["match", "replay", &list.to_string_lossy()]);
    refused_at(&out, "runewars-daqan-shield-wall.json", "/format");
}

#[test]
fn undo_and_redo_out_of_range_are_refused_with_the_engines_code() {
    let s = Scratch::new("undo");
    let mut file = elimination();
    let events = file["events"].as_array_mut().unwrap();
    let at = events.len();
    events.push(json!({"type": "redo", "to": 500}));
    let path = s.file("redo.json", &file.to_string());
    let err = refused_at(
        &muster(&["match", "replay", &path]),
        "redo.json",
        &format!("/events/{at}/to"),
    );
    assert!(
        err.contains("match.redo.out_of_range") && err.contains("muster:match-log"),
        "{err}"
    );
}

#[test]
fn a_match_over_takes_no_event_until_undone() {
    let s = Scratch::new("over");
    let mut file = elimination();
    let events = file["events"].as_array_mut().unwrap();
    let at = events.len();
    events.push(json!({"type": "end_activation"}));
    let path = s.file("over.json", &file.to_string());
    let err = refused_at(
        &muster(&["match", "replay", &path]),
        "over.json",
        &format!("/events/{at}"),
    );
    assert!(err.contains("match.over"), "{err}");

    // Undoing the destruction of the last unit takes the match back into play.
    let events = file["events"].as_array_mut().unwrap();
    events.pop();
    let head = 82;
    events.push(json!({"type": "undo", "to": head - 1}));
    let path = s.file("undone.json", &file.to_string());
    let out = muster(&["match", "replay", &path]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let replay: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(replay["head"], head - 1);
    assert_eq!(replay["result"], Value::Null);
    assert_eq!(replay["state"]["stage"], "activation");
}

#[test]
fn the_libraries_own_units_join_the_catalogue_of_a_replay() {
    let s = Scratch::new("user");
    let unit = s.file(
        "unit.json",
        r#"{"id": "stone-giants", "name": {"en": "Stone Giants"}, "faction": "daqan-lords",
            "unit_type": "siege", "unique": false, "source": "my own cards",
            "configurations": [{"id": "1x1", "columns": 1, "ranks": 1, "cost": 20, "slots": ["equipment"]}]}"#,
    );
    let add = s.muster(&["user-data", "add", "runewars", "unit", &unit]);
    assert_eq!(add.status.code(), Some(0), "{}", stderr(&add));

    let mut file = elimination();
    file["setup"]["players"][0]["list"]["units"][0] = json!({"unit": "stone-giants"});
    file["events"].as_array_mut().unwrap().truncate(3);
    let path = s.file("giants.json", &file.to_string());
    let with_library = s.muster(&["match", "replay", &path]);
    assert_eq!(
        with_library.status.code(),
        Some(0),
        "{}",
        stderr(&with_library)
    );
    let replay: Value = serde_json::from_str(&stdout(&with_library)).unwrap();
    assert_eq!(
        replay["state"]["sides"][0]["units"][0]["cost_bought"], 20,
        "the user's own cost table"
    );

    let without = muster(&["match", "replay", &path]);
    let err = refused_at(
        &without,
        "giants.json",
        "/setup/players/0/list/units/0/unit",
    );
    assert!(err.contains("runewars.match.unknown_card"), "{err}");
    assert!(
        !Path::new(&no_library()).exists(),
        "a replay never creates a library"
    );
}

#[test]
fn an_age_of_sigmar_match_replays_in_spanish_and_stops_at_a_refused_event() {
    let dir = root().join("tests/sigmar/matches");
    let file = dir.join("open-minor-victory-after-two-rounds.json");
    let out = muster(&["match", "replay", &file.to_string_lossy(), "--lang", "es"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let replay: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let reasoning = replay["result"]["reasoning"].to_string();
    assert!(reasoning.contains("victoria menor"), "{reasoning}");
    assert_eq!(replay["state"]["sides"][1]["triumph"]["kind"], "inspired");

    let file = dir.join("broken-charge-after-a-run.json");
    let out = muster(&["match", "replay", &file.to_string_lossy(), "--lang", "es"]);
    let err = refused_at(&out, "broken-charge-after-a-run.json", "/events/14/unit");
    assert!(err.contains("no puede cargar"), "{err}");
}

#[test]
fn the_match_file_schema_accepts_every_age_of_sigmar_file_and_every_kind_of_entry() {
    use muster_core::games::sigmar::SigmarEvent;
    use muster_core::matches::Entry;
    let schema = muster_data::schemas::match_file();
    let dir = root().join("tests/sigmar/matches");
    let errors = |file: &Value| -> Vec<String> {
        schema
            .iter_errors(file)
            .map(|e| format!("{}: {e}", e.instance_path()))
            .take(3)
            .collect()
    };
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.to_string_lossy().into_owned();
        if name.ends_with(".expect.json") || !name.ends_with(".json") {
            continue;
        }
        let file = read_json(&path);
        assert!(errors(&file).is_empty(), "{name}: {:?}", errors(&file));
    }
    let mut every = read_json(&dir.join("open-minor-victory-after-two-rounds.json"));
    let entries = [
        json!({"type": "realm", "realm": "Realm of Fire"}),
        json!({"type": "territories", "rolls": [3, 3]}),
        json!({"type": "deploy", "side": 0, "unit": 1}),
        json!({"type": "deploy_drop", "side": 1, "drop": 0, "reserve": [2]}),
        json!({"type": "done_deploying", "side": 0}),
        json!({"type": "general", "side": 1, "unit": 0}),
        json!({"type": "sudden_death", "side": 1, "objective": "assassinate", "target": 0}),
        json!({"type": "sudden_death", "side": 1, "objective": null}),
        json!({"type": "triumph", "side": 0, "roll": 5}),
        json!({"type": "roll_off", "rolls": [6, 2]}),
        json!({"type": "first_turn", "side": 0, "first": 1}),
        json!({"type": "phase", "phase": "end_of_turn"}),
        json!({"type": "end_turn"}),
        json!({"type": "ran", "side": 0, "unit": 1}),
        json!({"type": "retreated", "side": 0, "unit": 1}),
        json!({"type": "charged", "side": 0, "unit": 1}),
        json!({"type": "damage", "side": 1, "unit": 2, "wounds": 3, "mortal": true,
               "onto": [{"damaged": 0}, "fresh", "general"]}),
        json!({"type": "heal", "side": 1, "unit": 2, "wounds": 1, "model": "general"}),
        json!({"type": "remove", "side": 1, "unit": 2, "models": 1, "how": "fled", "picks": ["fresh"]}),
        json!({"type": "add_models", "side": 1, "unit": 2, "models": 2}),
        json!({"type": "summon", "side": 1, "name": "Spirits", "models": 3, "wounds": null, "bravery": 6}),
        json!({"type": "arrive", "side": 0, "unit": 2}),
        json!({"type": "set_wounds", "side": 0, "unit": 2, "wounds": 2}),
        json!({"type": "battleshock", "side": 0, "unit": 1, "roll": 4, "bravery": 6, "modifier": -1,
               "flee": [{"damaged": 1}]}),
        json!({"type": "inspiring_presence", "side": 0, "unit": 1}),
        json!({"type": "command_ability", "side": 0, "ability": "Rally"}),
        json!({"type": "use_triumph", "side": 0, "unit": null}),
        json!({"type": "seize_ground", "side": 1, "held": false}),
        json!({"type": "victory_points", "side": 0, "round": 2, "points": 5}),
        json!({"type": "end_game"}),
        json!({"type": "battleplan", "battleplan": "Caverns of Slaughter"}),
        json!({"type": "battleplan", "battleplan": "Seize the Embers",
               "objectives": ["Sun Seekers", "Golden Lions"]}),
        json!({"type": "battleplan_roll", "rolls": [2, 4], "objectives": []}),
        json!({"type": "tactic_cards", "side": 1, "cards": ["Smokescreen", "Siege of Ashes"]}),
        json!({"type": "command", "side": 0, "command": "counter_charge"}),
        json!({"type": "command", "side": 1, "command": null, "other": "Bloodthirsty Charge",
               "cost": 2, "unit": 3, "exception": null}),
        json!({"type": "command", "side": 1, "command": "rally", "unit": null,
               "exception": "Ability that allows a second use"}),
        json!({"type": "control", "held": [0, null, 1]}),
        json!({"type": "control", "held": [1, 1], "answers": [{"question": "back_to_base_camp", "value": 1}]}),
        json!({"type": "tactic", "side": 0, "card": 1, "tier": 2}),
        json!({"type": "adjust_vp", "side": 1, "points": -3, "reason": "an objective counted twice"}),
        json!({"type": "undo", "to": 0}),
    ];
    for entry in &entries {
        Entry::<SigmarEvent>::from_value(entry.clone())
            .unwrap_or_else(|e| panic!("{entry}: {e:?}"));
        every["events"].as_array_mut().unwrap().push(entry.clone());
    }
    assert!(errors(&every).is_empty(), "{:?}", errors(&every));
    // A shape the parser refuses, the schema refuses too.
    for (entry, place) in [
        (
            json!({"type": "damage", "side": 0, "unit": 1, "wounds": -1}),
            "/wounds",
        ),
        (json!({"type": "phase", "phase": "lunch"}), "/phase"),
        (
            json!({"type": "command", "side": 0, "command": "shout"}),
            "/command",
        ),
        (
            json!({"type": "tactic", "side": 0, "card": 0, "tier": -1}),
            "/tier",
        ),
        (
            json!({"type": "control", "held": [0], "answers": [{"question": "why", "value": 1}]}),
            "/answers/0/question",
        ),
        (
            json!({"type": "damage", "side": 0, "unit": 1, "wounds": 1, "onto": ["any"]}),
            "/onto/0",
        ),
    ] {
        let parsed = Entry::<SigmarEvent>::from_value(entry.clone()).expect_err("a bad shape");
        assert_eq!(parsed.0, place, "{entry}");
        let mut file = read_json(&dir.join("open-minor-victory-after-two-rounds.json"));
        file["events"] = json!([entry]);
        assert!(!schema.is_valid(&file), "{entry}: the schema accepted it");
    }
}

/// The Underworlds match files' warbands and decks are the players' own records: each is
/// added with `muster user-data add` to a library the replays use.
#[test]
fn every_underworlds_match_replays_with_the_players_warbands_and_decks_from_the_library() {
    let s = Scratch::new("underworlds");
    let dir = root().join("tests/underworlds/matches");
    let wardens = dir.join("wardens-win-on-glory.json");
    // Before the records are entered the shipped pack has no such warband.
    let without = muster(&["match", "replay", &wardens.to_string_lossy()]);
    let err = refused_at(
        &without,
        "wardens-win-on-glory.json",
        "/setup/players/0/list/warband",
    );
    assert!(err.contains("fixture-wardens"), "{err}");

    let mut records = 0;
    for kind in ["warband", "deck"] {
        for record in json_files(&dir.join("records").join(kind)) {
            let add = s.muster(&[
                "user-data",
                "add",
                "underworlds",
                kind,
                &record.to_string_lossy(),
            ]);
            assert_eq!(add.status.code(), Some(0), "{}", stderr(&add));
            records += 1;
        }
    }
    assert!(records >= 4, "the match files' warbands and decks");
    let files = json_files(&dir);
    assert!(files.len() >= 5, "underworlds scenarios missing: {files:?}");
    for file in files {
        let out = s.muster(&["match", "replay", &file.to_string_lossy()]);
        check_replay("underworlds", &file, &out);
    }
}
