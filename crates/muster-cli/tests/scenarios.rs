//! Scenario files of `tests/runewars/`, `tests/sigmar/` and `tests/underworlds/`: a list a
//! player could write, and beside it (`*.expect.json`) the verdict and findings the rules
//! give, checked through the real `muster validate --format json`. An expectation with a
//! `data` folder (relative to the repository) is checked on that data (`--data`) and no
//! library: the Underworlds scenarios run on synthetic packs, since the shipped one holds
//! no fighter card or deck list.

mod common;

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
    for list in lists {
        let expect = read_json(&list.with_extension("expect.json"));
        let mut command = Command::new(env!("CARGO_BIN_EXE_muster"));
        command.args(["validate", "--format", "json"]).arg(&list);
        if let Some(data) = expect["data"].as_str() {
            let no_library = std::env::temp_dir().join("muster-scenarios-no-library.sqlite");
            command.arg("--data").arg(root().join(data));
            command.arg("--db").arg(no_library);
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
}
