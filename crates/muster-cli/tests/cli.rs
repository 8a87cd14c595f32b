//! The `muster` command line as a user meets it: exit codes, outputs and errors.

use crate::common;

use common::{muster, read_json, root, stderr, stdout, Scratch};
use serde_json::Value;
use std::process::Command;

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
fn validate_exits_0_legal_1_illegal_3_unconfirmed_and_2_unreadable_in_every_game() {
    let scratch = Scratch::new("verdicts");
    let rules_data = ["--data", "tests/underworlds/rules-data"];
    for (file, data, code, verdict, word) in [
        (
            "examples/runewars-daqan-shield-wall.json",
            &[][..],
            0,
            "legal",
            "LEGAL",
        ),
        (
            "examples/runewars-latari-over-budget.json",
            &[],
            1,
            "illegal",
            "NOT LEGAL",
        ),
        (
            "examples/diskwars/introductory-empire.json",
            &[],
            0,
            "legal",
            "LEGAL",
        ),
        (
            "tests/diskwars/kairos-over-his-recruitment-points.json",
            &[],
            1,
            "illegal",
            "NOT LEGAL",
        ),
        (
            "examples/diskwars/order-karl-franz-and-teclis.json",
            &[],
            3,
            "unconfirmed",
            "UNCONFIRMED",
        ),
        (
            "examples/sigmar/stormcast-matched-2000.json",
            &[],
            0,
            "legal",
            "LEGAL",
        ),
        (
            "tests/sigmar/matched-over-points.json",
            &[],
            1,
            "illegal",
            "NOT LEGAL",
        ),
        (
            // Its faction terrain has no points in the data: free, so legal.
            "examples/sigmar/sylvaneth-matched-2000.json",
            &[],
            0,
            "legal",
            "LEGAL",
        ),
        (
            // The same army without the faction terrain: every check made and kept, a
            // faction beyond the four shipped before.
            "examples/sigmar/sylvaneth-matched-2000-legal.json",
            &[],
            0,
            "legal",
            "LEGAL",
        ),
        (
            "examples/underworlds/emberwatch-blazing-assault.json",
            &[],
            0,
            "legal",
            "LEGAL",
        ),
        (
            "tests/underworlds/v4-nemesis-seven-surge-objectives.json",
            &rules_data[..],
            1,
            "illegal",
            "NOT LEGAL",
        ),
        (
            "tests/underworlds/v5-a-season-without-a-legality-list.json",
            &rules_data[..],
            3,
            "unconfirmed",
            "UNCONFIRMED",
        ),
    ] {
        let args = [&["validate", file, "--format", "json"][..], data].concat();
        let out = scratch.muster(&args);
        assert_eq!(out.status.code(), Some(code), "{file}: {}", stderr(&out));
        let report: Value = serde_json::from_str(&stdout(&out)).expect("JSON");
        assert_eq!(report["verdict"], verdict, "{file}");
        assert_eq!(
            report["legal"],
            code == 0,
            "{file}: legal only when confirmed"
        );
        // Only an unconfirmed list waits for values, and it names at least one.
        let awaited = report["awaited"].as_array().expect("awaited").len();
        if verdict == "unconfirmed" {
            assert!(awaited > 0, "{file}");
        }
        if verdict == "legal" {
            assert_eq!(awaited, 0, "{file}");
        }
        let args = [&["validate", file][..], data].concat();
        let text = stdout(&scratch.muster(&args));
        let first = text.lines().next().unwrap_or_default();
        assert!(first.ends_with(&format!(": {word}")), "{file}: {first}");
    }
    let out = scratch.muster(&["validate", "examples/no-such-list.json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stdout(&out).is_empty());
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
    assert_eq!(report["verdict"], "illegal");
    assert_eq!(report["awaited"], serde_json::json!([]));
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
        assert_eq!(
            d["waits_for"],
            serde_json::json!([]),
            "RuneWars waits for nothing"
        );
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
    let data = scratch.dir().to_string_lossy().into_owned();
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
    let target = scratch.dir().join("out.json");
    let bad = scratch.dir().join("bad").to_string_lossy().into_owned();
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

/// A list document file as JSON, with an explicit army value equal to the mode's default
/// left out: the text always writes the army value, so `"points_limit": 200` on a standard
/// list and no value at all read back the same way (as absent), meaning the same army.
fn document_with_default_value_implicit(file: &str) -> Value {
    let mut doc: Value = read_json(&root().join(file));
    let default = if doc["mode"] == "skirmish" { 100 } else { 200 };
    if doc["points_limit"] == default {
        doc.as_object_mut().unwrap().remove("points_limit");
    }
    doc
}

const EXAMPLES: [&str; 4] = [
    "examples/runewars-daqan-shield-wall.json",
    "examples/runewars-latari-over-budget.json",
    "examples/runewars-uthuk-skirmish.json",
    "examples/runewars-waiqar-host-of-crows.json",
];

#[test]
fn export_text_then_import_text_gives_back_the_document_in_both_languages() {
    let scratch = Scratch::new("export-text");
    let db = scratch.dir().join("no-library.sqlite");
    let db = db.to_str().unwrap();
    for file in EXAMPLES {
        for lang in ["en", "es"] {
            let text_file = scratch.dir().join(format!("list-{lang}.txt"));
            let text_path = text_file.to_str().unwrap();
            let out = muster(&[
                "export", file, "--format", "text", "--lang", lang, "-o", text_path, "--db", db,
            ]);
            assert_eq!(out.status.code(), Some(0), "{file}: {}", stderr(&out));
            assert!(stdout(&out).is_empty(), "-o writes the file, not stdout");
            let text = std::fs::read_to_string(&text_file).unwrap();
            let points = if lang == "es" { "puntos" } else { "points" };
            assert!(
                text.lines().nth(1).unwrap().starts_with("RuneWars · ")
                    && text.contains(&format!(" {points} · ")),
                "{file} ({lang}):\n{text}"
            );

            let out = muster(&["import", "text", text_path, "--db", db]);
            assert_eq!(out.status.code(), Some(0), "{file}: {}", stderr(&out));
            let read: Value = serde_json::from_str(&stdout(&out)).expect("a JSON document");
            assert_eq!(
                read,
                document_with_default_value_implicit(file),
                "{file} ({lang}):\n{text}"
            );
        }
    }
}

#[test]
fn the_spanish_text_imports_to_the_same_document_as_the_english_one() {
    let scratch = Scratch::new("export-es");
    let file = "examples/runewars-daqan-shield-wall.json";
    let mut documents = Vec::new();
    for lang in ["en", "es"] {
        let out = muster(&["export", file, "--lang", lang]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let text = scratch.file(&format!("{lang}.txt"), &stdout(&out));
        let json_file = scratch.dir().join(format!("{lang}.json"));
        let out = muster(&["import", "text", &text, "-o", json_file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
        let json = std::fs::read_to_string(&json_file).unwrap();
        documents.push((stdout(&out), serde_json::from_str::<Value>(&json).unwrap()));
    }
    assert!(documents[0].0.is_empty(), "-o writes the file, not stdout");
    assert_eq!(documents[0].1, documents[1].1);
    // The imported document is a list Muster validates like the original.
    let imported = scratch.file("imported.json", &documents[1].1.to_string());
    assert_eq!(muster(&["validate", &imported]).status.code(), Some(0));
}

#[test]
fn export_json_prints_the_list_document() {
    let file = "examples/runewars-waiqar-host-of-crows.json";
    let out = muster(&["export", file, "--format", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let printed: Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    let original: Value = read_json(&root().join(file));
    assert_eq!(printed, original);
    assert!(stdout(&out).contains("\n  \"units\": ["), "pretty-printed");
}

#[test]
fn importing_a_bad_text_exits_2_naming_the_file_and_line() {
    let scratch = Scratch::new("import-text");
    let bad = scratch.file(
        "bad.txt",
        "My list\nRuneWars · Daqan Lords · Standard · 200 points\n\n  + Shield Wall (5)\nSpearmen 3x3 (59)\n",
    );
    let out = muster(&["import", "text", &bad]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("bad.txt: line 4: an upgrade line before any unit"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(stdout(&out).is_empty());

    let chess = scratch.file("chess.txt", "My list\nChess · White\n");
    let out = muster(&["import", "text", &chess]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("chess.txt: line 2: unknown game 'Chess'"),
        "{}",
        stderr(&out)
    );

    let out = muster(&["import", "text", "examples/nope.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("examples/nope.txt: cannot read"));
}

/// `muster … | head`: the reader stops early, and the rest of the output finds no reader.
/// The output stops there and the command ends as it would have, with its own exit code
/// and nothing on stderr, instead of panicking: whatever it prints, for every game.
#[test]
fn a_reader_that_stops_early_ends_the_output_quietly_with_the_commands_exit_code() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    // No reader at all, before the first write: reports, a catalogue, a list's text.
    for (args, code) in [
        (
            &["validate", "examples/runewars-latari-over-budget.json"][..],
            1,
        ),
        (
            &["validate", "examples/diskwars/introductory-empire.json"],
            0,
        ),
        (
            &[
                "validate",
                "examples/diskwars/order-karl-franz-and-teclis.json",
            ],
            3,
        ),
        (&["catalog", "sigmar"], 0),
        (
            &[
                "export",
                "examples/underworlds/fixture-wardens-alpha-rivals.json",
                "--data",
                "tests/underworlds/fixture-data",
            ],
            0,
        ),
        (&["catalog", "underworlds", "--format", "json"], 0),
        (&["--help"], 0),
    ] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = Command::new(env!("CARGO_BIN_EXE_muster"))
            .args(args)
            .current_dir(root())
            .stdout(writer)
            .output()
            .expect("muster runs");
        assert_eq!(out.status.code(), Some(code), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).is_empty(), "{args:?}: {}", stderr(&out));
    }
    // `| head -1` on an output larger than a pipe holds: the write that finds no reader
    // always comes.
    let mut child = Command::new(env!("CARGO_BIN_EXE_muster"))
        .args(["catalog", "sigmar", "--format", "json"])
        .current_dir(root())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("muster runs");
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(first.trim(), "{", "the output had begun");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stderr(&out).is_empty(), "{}", stderr(&out));
}

/// Output that cannot be written for another reason (a full disk) is said once on stderr,
/// and the command exits 2.
#[test]
fn output_that_cannot_be_written_exits_2_saying_so() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return; // no /dev/full on this system
    };
    let out = Command::new(env!("CARGO_BIN_EXE_muster"))
        .args(["catalog", "sigmar"])
        .current_dir(root())
        .stdout(full)
        .output()
        .expect("muster runs");
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("muster: cannot write the output: "),
        "{err}"
    );
}

/// A list whose name carries terminal escape sequences (clear the line, go back to its start,
/// write a fake verdict) is printed with them escaped: the terminal shows them, never obeys.
#[test]
fn control_characters_from_a_list_are_printed_escaped() {
    let s = Scratch::new("escapes");
    let list =
        std::fs::read_to_string(root().join("examples/runewars-latari-over-budget.json")).unwrap();
    let mut document: serde_json::Value = serde_json::from_str(&list).unwrap();
    document["name"] = "Mine\u{1b}[2K\rFAKE: LEGAL\u{7}".into();
    let file = s.file("escapes.json", &document.to_string());
    s.muster(&["lists", "save", file.as_str()]);
    for args in [vec!["validate", file.as_str()], vec!["lists"]] {
        let o = s.muster(&args);
        let all = format!("{}{}", stdout(&o), stderr(&o));
        assert!(
            !all.contains('\u{1b}') && !all.contains('\r') && !all.contains('\u{7}'),
            "{args:?}: {all:?}"
        );
        assert!(
            all.contains("Mine\\u001b[2K\\u000dFAKE: LEGAL\\u0007"),
            "{args:?}: {all:?}"
        );
    }
}

/// One rule for every document: a key given twice in one object is refused, naming the key
/// and its place, whatever the key (a list's `game` is not "not an object"; a match file does
/// not keep the last; a backup is not half-read).
#[test]
fn a_key_given_twice_is_refused_in_every_document() {
    let s = Scratch::new("duplicate-keys");
    let list = s.file(
        "list.json",
        r#"{"format": "muster-list/1", "game": "runewars", "game": "diskwars", "name": "x",
            "faction": "daqan-lords", "units": []}"#,
    );
    let units = s.file(
        "units.json",
        r#"{"format": "muster-list/1", "game": "runewars", "name": "x", "faction": "daqan-lords",
            "units": [{"unit": "spearmen", "config": "2x2", "config": "3x3", "upgrades": []}]}"#,
    );
    let replay = s.file(
        "match.json",
        r#"{"format": "muster-match/1", "game": "runewars", "setup": {}, "events": [],
            "events": []}"#,
    );
    let backup = s.file(
        "backup.json",
        r#"{"format": "muster-library/1", "schema_version": 2, "lists": [], "lists": [],
            "collection": [], "user_data": [], "matches": []}"#,
    );
    for (args, place, key) in [
        (vec!["validate", list.as_str()], "/game", "game"),
        (
            vec!["validate", units.as_str()],
            "/units/0/config",
            "config",
        ),
        (
            vec!["match", "replay", replay.as_str()],
            "/events",
            "events",
        ),
        (
            vec!["library", "import", backup.as_str()],
            "/lists",
            "lists",
        ),
    ] {
        let o = s.muster(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let said = stderr(&o);
        assert!(
            said.contains(place) && said.contains(&format!("the key \"{key}\" is given twice")),
            "{args:?}: {said}"
        );
    }
}
