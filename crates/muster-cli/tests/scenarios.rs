//! Scenario files of `tests/runewars/`, `tests/diskwars/`, `tests/sigmar/` and
//! `tests/underworlds/`: a list a player could write, and beside it (`*.expect.json`) the
//! verdict and findings the rules give, checked through the real `muster validate --format
//! json`: the exit code (0 legal, 1 illegal, 3 unconfirmed) and the JSON's `verdict`, the
//! errors, findings that must be present, and for an unconfirmed list the values its checks
//! wait for (`awaited`, each with the rules waiting for it) and any they must not wait for
//! (`not_awaited`). An expectation with a `data` folder (relative to the repository) is
//! checked on that data (`--data`) and no library: the Underworlds scenarios run on
//! synthetic packs, since the shipped one holds no fighter card or deck list; the others
//! run with no library, on the shipped packs alone.

use crate::common;

use common::{json_files, read_json, root};
use serde_json::Value;
use std::process::Command;

fn findings(list: &Value, filter: impl Fn(&Value) -> bool) -> Vec<(String, String, String)> {
    list.as_array()
        .expect("an array")
        .iter()
        .filter(|d| filter(d))
        .map(|d| {
            let field = |k: &str| d[k].as_str().expect("a string field").to_owned();
            (field("code"), field("rule"), field("path"))
        })
        .collect()
}

#[test]
fn every_runewars_scenario_gets_its_verdict_and_findings() {
    check_scenarios("runewars", 5);
}

#[test]
fn every_diskwars_scenario_gets_its_verdict_and_findings() {
    check_scenarios("diskwars", 2);
}

#[test]
fn every_sigmar_scenario_gets_its_verdict_and_findings() {
    check_scenarios("sigmar", 4);
}

#[test]
fn every_underworlds_scenario_gets_its_verdict_and_findings() {
    check_scenarios("underworlds", 13);
}

/// Validates every list of `tests/<game>/` (at least `least` of them) and compares the
/// exit code, the verdict, the errors and the findings that must be present.
fn check_scenarios(game: &str, least: usize) {
    let lists = json_files(&root().join("tests").join(game));
    assert!(lists.len() >= least, "scenarios missing: {lists:?}");
    let no_library = std::env::temp_dir().join(format!(
        "muster-scenarios-{game}-{}-no-library.sqlite",
        std::process::id()
    ));
    for list in lists {
        let expect = read_json(&list.with_extension("expect.json"));
        let mut command = Command::new(env!("CARGO_BIN_EXE_muster"));
        command.args(["validate", "--format", "json"]).arg(&list);
        // No library: the player's own values would change what is known.
        command.arg("--db").arg(&no_library);
        if let Some(data) = expect["data"].as_str() {
            command.arg("--data").arg(root().join(data));
        }
        let output = command.output().expect("muster runs");
        let name = list.file_name().unwrap().to_string_lossy().into_owned();
        assert_eq!(
            output.status.code(),
            expect["exit"].as_i64().map(|c| c as i32),
            "{name}: {}",
            String::from_utf8_lossy(&output.stdout)
        );
        let report: Value = serde_json::from_slice(&output.stdout).expect("JSON report");
        assert_eq!(report["legal"], expect["exit"] == 0, "{name}");
        let verdict = match expect["exit"].as_i64() {
            Some(0) => "legal",
            Some(1) => "illegal",
            Some(3) => "unconfirmed",
            other => panic!("{name}: no verdict exits {other:?}"),
        };
        assert_eq!(report["verdict"], verdict, "{name}");
        let awaited = |a: &Value| (a["id"].clone(), a["value"].clone());
        let waits: Vec<&Value> = report["awaited"]
            .as_array()
            .expect("awaited")
            .iter()
            .collect();
        for wanted in expect["awaited"].as_array().into_iter().flatten() {
            let found = waits.iter().find(|a| awaited(a) == awaited(wanted));
            let found = found.unwrap_or_else(|| panic!("{name}: {wanted} not awaited"));
            assert_eq!(found["rules"], wanted["rules"], "{name}: {wanted}");
        }
        for unwanted in expect["not_awaited"].as_array().into_iter().flatten() {
            let found = waits.iter().any(|a| awaited(a) == awaited(unwanted));
            assert!(!found, "{name}: {unwanted} awaited");
        }
        let errors = findings(&report["diagnostics"], |d| d["severity"] == "error");
        let expected = findings(&expect["errors"], |_| true);
        assert_eq!(errors, expected, "{name}: {}", expect["why"]);
        let all = findings(&report["diagnostics"], |_| true);
        for present in findings(&expect["present"], |_| true) {
            assert!(
                all.contains(&present),
                "{name}: {present:?} missing from {all:?}"
            );
        }
    }
    let _ = std::fs::remove_file(&no_library);
}
