//! The `muster` command line as a user meets it: exit codes, outputs and errors.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn muster(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_muster"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("muster runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A scratch folder for files a test writes, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Self {
        let dir = std::env::temp_dir().join(format!("muster-cli-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn file(&self, name: &str, text: &str) -> String {
        let path = self.0.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        path.to_string_lossy().into_owned()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn the_examples_get_their_verdicts() {
    for (file, code) in [
        ("examples/runewars-daqan-shield-wall.json", 0),
        ("examples/runewars-waiqar-host-of-crows.json", 0),
        ("examples/runewars-uthuk-skirmish.json", 0),
        ("examples/runewars-latari-over-budget.json", 1),
    ] {
        let out = muster(&["validate", file]);
        assert_eq!(
            out.status.code(),
            Some(code),
            "{file}: {}{}",
            stdout(&out),
            stderr(&out)
        );
    }
}

#[test]
fn json_output_has_the_verdict_the_totals_and_every_diagnostic_field() {
    let out = muster(&[
        "validate",
        "examples/runewars-latari-over-budget.json",
        "--format",
        "json",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let report: Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    assert_eq!(report["legal"], false);
    assert_eq!(report["game"], "runewars");
    assert_eq!(report["totals"]["points"]["limit"], 200);
    assert_eq!(report["totals"]["points"]["used"], 201);
    assert_eq!(report["totals"]["unique_units"]["allowed"], 2);
    let diagnostics = report["diagnostics"].as_array().unwrap();
    assert!(diagnostics.len() >= 4);
    for d in diagnostics {
        for key in ["code", "severity", "rule", "path", "message", "help"] {
            assert!(d[key].is_string(), "{key} missing in {d}");
        }
        assert!(d["rule"].as_str().unwrap().starts_with("runewars:"));
    }
}

#[test]
fn spanish_output_speaks_spanish() {
    let out = muster(&[
        "validate",
        "examples/runewars-latari-over-budget.json",
        "--lang",
        "es",
    ]);
    let text = stdout(&out);
    assert!(
        text.contains("NO VÁLIDO") && text.contains("ayuda:"),
        "{text}"
    );
    assert!(text.contains("El ejército cuesta 201 puntos"), "{text}");
}

#[test]
fn a_missing_file_exits_2_naming_it() {
    let out = muster(&["validate", "examples/nope.json"]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("examples/nope.json") && err.contains("cannot read"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn broken_json_exits_2_with_line_and_column() {
    let scratch = Scratch::new("broken");
    let file = scratch.file(
        "broken.json",
        "{\n  \"format\": \"muster-list/1\",\n  \"game\": \"runewars\",,\n}",
    );
    let out = muster(&["validate", &file]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("broken.json") && err.contains("line 3, column"),
        "{err}"
    );
}

#[test]
fn a_json_file_that_is_not_a_list_exits_2_with_the_place_of_the_fault() {
    let scratch = Scratch::new("shape");
    let not_list = scratch.file("package.json", r#"{"name": "left-pad"}"#);
    let out = muster(&["validate", &not_list]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("muster-list/1"), "{}", stderr(&out));

    let wrong_type = scratch.file(
        "wrong.json",
        r#"{"format": "muster-list/1", "game": "runewars", "name": "x", "faction": "daqan-lords",
            "units": [{"unit": "spearmen", "config": "3x3", "upgrades": "shield-wall"}]}"#,
    );
    let out = muster(&["validate", &wrong_type]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("at /units/0/upgrades"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_broken_data_pack_exits_2_naming_the_file_and_pointer() {
    let scratch = Scratch::new("pack");
    let pack = root().join("data/runewars");
    for name in ["rules.json", "names-es.json"] {
        scratch.file(
            &format!("runewars/{name}"),
            &std::fs::read_to_string(pack.join(name)).unwrap(),
        );
    }
    let catalog = std::fs::read_to_string(pack.join("catalog.json")).unwrap();
    let broken = catalog.replacen("\"cost\": 18", "\"cost\": \"eighteen\"", 1);
    assert_ne!(
        broken, catalog,
        "the first 18-point cost is the Spearmen 2x1 row"
    );
    scratch.file("runewars/catalog.json", &broken);
    let data = scratch.0.to_string_lossy().into_owned();
    let out = muster(&[
        "validate",
        "examples/runewars-daqan-shield-wall.json",
        "--data",
        &data,
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("catalog.json at /units/") && err.contains("/cost"),
        "{err}"
    );

    // The same folder, mended, validates like the built-in pack.
    scratch.file("runewars/catalog.json", &catalog);
    let out = muster(&[
        "validate",
        "examples/runewars-daqan-shield-wall.json",
        "--data",
        &data,
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
}

#[test]
fn catalog_lists_ids_configurations_costs_and_slots() {
    let out = muster(&["catalog", "runewars", "--faction", "daqan-lords"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(
        text.contains("spearmen") && text.contains("3x3") && text.contains("59 pts"),
        "{text}"
    );
    assert!(!text.contains("reanimates"), "another faction leaked in");

    let out = muster(&["catalog", "runewars", "--format", "json"]);
    let json: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(json["factions"].as_array().unwrap().len(), 4);
    let spearmen = json["units"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["id"] == "spearmen")
        .unwrap();
    assert_eq!(spearmen["configurations"][0]["id"], "2x1");

    let out = muster(&["catalog", "runewars", "--faction", "orcs"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("daqan-lords"));
    let out = muster(&["catalog", "chess"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("unknown game 'chess'"));
}

#[test]
fn import_of_a_folder_that_is_not_bsdata_fails_clearly_and_writes_nothing() {
    let scratch = Scratch::new("import");
    scratch.file(
        "bad/Broken.cat",
        "<catalogue name=\"x\"><unclosed></catalogue>",
    );
    let target = scratch.0.join("out.json");
    let bad = scratch.0.join("bad").to_string_lossy().into_owned();
    let out = muster(&[
        "import",
        "bsdata-runewars",
        &bad,
        "-o",
        target.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("Broken.cat:1:"), "{}", stderr(&out));
    assert!(!target.exists());
}
