//! Age of Sigmar from the command line: every command that takes a list or a game, on the
//! example lists (`examples/sigmar/`) and the shipped packs, each run against a library of
//! its own.

use crate::common;

use common::{ok, read_json, root, stderr, stdout, Scratch};
use serde_json::Value;
use std::path::Path;

const MATCHED: &str = "examples/sigmar/stormcast-matched-2000.json";
const OPEN: &str = "examples/sigmar/open-play-mixed-shelf.json";
const OVER: &str = "tests/sigmar/matched-over-points.json";
const SYLVANETH: &str = "examples/sigmar/sylvaneth-matched-2000.json";

/// A list document as the reader gives it back: a points limit or season equal to the
/// default is the document's way of saying "the default".
fn normalised(mut doc: Value) -> Value {
    let object = doc.as_object_mut().unwrap();
    if object.get("points_limit") == Some(&Value::from(2000)) {
        object.remove("points_limit");
    }
    if object.get("season") == Some(&Value::from("ghb-2026-27")) {
        object.remove("season");
    }
    doc
}

#[test]
fn validate_exits_0_legal_1_broken_rule_3_unconfirmed_and_2_for_unreadable_input() {
    let scratch = Scratch::new("validate");
    let text = ok(scratch.muster(&["validate", MATCHED]));
    assert!(
        text.starts_with(
            "Hammers of Azyr — Age of Sigmar, Stormcast Eternals (Matched play): LEGAL\n\
             Points 1930/2000 (70 left)   Drops 4   Regiments 3/5   Auxiliary units 1   Models 69\n\
             \x20 Regiment 1 (general): Lord-Celestant — units 4/4, 670 points\n"
        ),
        "{text}"
    );
    // A faction beyond the first four shipped, from the box: 2,000 points spent and the
    // faction terrain the data lists no points for, which is free (BattleScribe: no cost
    // is 0), so the list is legal and says why the terrain costs nothing.
    let sylvaneth = ok(scratch.muster(&["validate", SYLVANETH]));
    assert!(
        sylvaneth.starts_with(
            "The Evergreen Wardens — Age of Sigmar, Sylvaneth (Matched play): LEGAL\n\
             Points 2000/2000 (0 left)   Drops 3   Regiments 3/5"
        ),
        "{sylvaneth}"
    );
    assert!(
        sylvaneth.contains("\n  Free (no points in the data): Awakened Wyldwood\n"),
        "{sylvaneth}"
    );
    let es = ok(scratch.muster(&["validate", MATCHED, "--lang", "es"]));
    assert!(es.contains("(Juego equilibrado): VÁLIDO\n"), "{es}");
    let open = ok(scratch.muster(&["validate", OPEN]));
    assert!(
        open.contains("(Open play): LEGAL\nUnits 4   Models 24\n"),
        "{open}"
    );

    let over = scratch.muster(&["validate", OVER, "--format", "json"]);
    assert_eq!(over.status.code(), Some(1), "{}", stderr(&over));
    let report: Value = serde_json::from_str(&stdout(&over)).unwrap();
    assert_eq!(report["game"], "sigmar");
    assert_eq!(report["totals"]["points_limit"], 500);
    assert_eq!(report["diagnostics"][0]["code"], "sigmar.points.over_limit");

    let modeless = scratch.file(
        "modeless.json",
        r#"{"format": "muster-list/1", "game": "sigmar", "name": "x", "faction": "stormcast-eternals"}"#,
    );
    let broken = scratch.muster(&["validate", &modeless]);
    assert_eq!(broken.status.code(), Some(2));
    assert!(
        stderr(&broken).contains("missing field `mode`"),
        "{}",
        stderr(&broken)
    );
    let nowhere = scratch.muster(&["validate", MATCHED, "--data", "/nonexistent"]);
    assert_eq!(nowhere.status.code(), Some(2));
    assert!(
        stderr(&nowhere).contains("broken data pack: /nonexistent/sigmar"),
        "{}",
        stderr(&nowhere)
    );
}

#[test]
fn the_catalog_lists_units_enhancements_lores_and_regiments_of_renown() {
    let scratch = Scratch::new("catalog");
    let text = ok(scratch.muster(&["catalog", "sigmar", "--faction", "stormcast-eternals"]));
    assert!(
        text.starts_with("Stormcast Eternals (stormcast-eternals) · ghb-2026-27 · "),
        "{text}"
    );
    let liberators = text
        .lines()
        .find(|l| l.trim_start().starts_with("liberators "))
        .expect("Liberators are listed");
    assert!(
        liberators.contains(" 90 pts  5 models  (reinforced 180 pts/10 models)"),
        "{liberators}"
    );
    for heading in [
        "  Heroic traits:",
        "  Artefacts of power:",
        "  Spell lores:",
        "  Regiments of Renown:",
    ] {
        assert!(text.contains(heading), "{heading} missing");
    }
    // Without a faction, every faction of the box, by grand alliance, no pack read.
    let all = ok(scratch.muster(&["catalog", "sigmar"]));
    assert!(all.starts_with("Age of Sigmar factions (96)"), "{all}");
    for line in [
        "  CHAOS:",
        "  ORDER:",
        "    cities-of-sigmar ",
        "    beasts-of-chaos-legends ",
    ] {
        assert!(all.contains(line), "{line} missing from:\n{all}");
    }
    let legends = all
        .lines()
        .find(|l| l.trim_start().starts_with("beasts-of-chaos-legends "))
        .unwrap();
    assert!(legends.ends_with("Beasts of Chaos  (Legends)"), "{legends}");
    let json: Value = serde_json::from_str(&ok(
        scratch.muster(&["catalog", "sigmar", "--format", "json"])
    ))
    .unwrap();
    assert_eq!(json["game"], "sigmar");
    assert_eq!(json["factions"].as_array().unwrap().len(), 96);
    assert!(json["packs"].as_array().unwrap().is_empty());
    let one: Value = serde_json::from_str(&ok(scratch.muster(&[
        "catalog",
        "sigmar",
        "--format",
        "json",
        "--faction",
        "cities-of-sigmar",
    ])))
    .unwrap();
    assert_eq!(one["packs"][0]["faction"]["name"], "Cities of Sigmar");
    let unknown = scratch.muster(&["catalog", "sigmar", "--faction", "nobody"]);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(
        stderr(&unknown).contains("unknown faction 'nobody' (`muster catalog sigmar` lists them)"),
        "{}",
        stderr(&unknown)
    );
    let typo = scratch.muster(&["catalog", "sigmar", "--faction", "seraphn"]);
    assert!(
        stderr(&typo).contains("did you mean 'seraphon'?"),
        "{}",
        stderr(&typo)
    );
}

#[test]
fn print_writes_a_pdf_of_each_example_in_both_languages() {
    let scratch = Scratch::new("print");
    for (example, lang) in [(MATCHED, "en"), (OPEN, "es")] {
        let pdf = scratch.path("list.pdf");
        let o = scratch.muster(&[
            "print",
            example,
            "-o",
            &pdf,
            "--lang",
            lang,
            "--date",
            "2026-11-23",
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        assert!(stderr(&o).contains(if lang == "en" {
            "written (legal)"
        } else {
            "escrito (legal)"
        }));
        let bytes = std::fs::read(&pdf).unwrap();
        assert!(bytes.starts_with(b"%PDF-"), "{example}");
    }
}

#[test]
fn an_exported_text_reads_back_as_the_same_list_in_either_language() {
    let scratch = Scratch::new("text");
    for example in [MATCHED, OPEN] {
        let original: Value = read_json(&root().join(example));
        for lang in ["en", "es"] {
            let text = scratch.path(&format!("list-{lang}.txt"));
            ok(scratch.muster(&["export", example, "--lang", lang, "-o", &text]));
            let written = std::fs::read_to_string(&text).unwrap();
            assert!(
                written.contains("Age of Sigmar · Stormcast Eternals · "),
                "{written}"
            );
            let back: Value =
                serde_json::from_str(&ok(scratch.muster(&["import", "text", &text]))).unwrap();
            assert_eq!(
                normalised(back),
                normalised(original.clone()),
                "{example} {lang}:\n{written}"
            );
        }
    }
    let typo = scratch.file(
        "typo.txt",
        "Mine\nAge of Sigmar · Stormcast Eternals · Matched play\n\nRegiment 1\n  Lord-Celestnat\n",
    );
    let o = scratch.muster(&["import", "text", &typo]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o)
            .contains("line 5: unknown unit 'Lord-Celestnat'; did you mean 'Lord-Celestant'?"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn the_library_and_the_collection_take_sigmar_lists_counted_in_models() {
    let scratch = Scratch::new("collection");
    let saved = ok(scratch.muster(&["lists", "save", MATCHED]));
    assert!(saved.contains("(legal)"), "{saved}");
    let lists = ok(scratch.muster(&["lists"]));
    assert!(lists.contains("sigmar      stormcast-eternals"), "{lists}");

    let short = scratch.muster(&["can-field", OPEN]);
    assert_eq!(short.status.code(), Some(1));
    assert!(
        stdout(&short).contains("Liberators: you own 0 models, the list needs 10."),
        "{}",
        stdout(&short)
    );
    ok(scratch.muster(&["collection", "add", "sigmar", "unit", "liberators", "10"]));
    ok(scratch.muster(&["collection", "add", "sigmar", "unit", "lord-celestant", "1"]));
    ok(scratch.muster(&["collection", "add", "sigmar", "unit", "prosecutors", "3"]));
    ok(scratch.muster(&["collection", "add", "sigmar", "unit", "bloodletters", "10"]));
    assert!(ok(scratch.muster(&["can-field", OPEN])).contains("you can field it."));

    let typo = scratch.muster(&["collection", "add", "sigmar", "unit", "liberatorz", "1"]);
    assert_eq!(typo.status.code(), Some(2));
    assert!(
        stderr(&typo).contains("no Age of Sigmar unit 'liberatorz'"),
        "{}",
        stderr(&typo)
    );
    let kind = scratch.muster(&["collection", "add", "sigmar", "box", "starter", "1"]);
    assert!(
        stderr(&kind).contains("unknown kind 'box' (Age of Sigmar: unit)"),
        "{}",
        stderr(&kind)
    );
}

#[test]
fn packs_beside_the_library_join_the_shipped_ones_and_the_label_says_so() {
    let scratch = Scratch::new("packs");
    scratch.file(
        "sigmar-packs/seraphon.json",
        r#"{"format": "muster-sigmar-pack/1",
            "source": {"origin": "my BattleScribe folder", "files": [{"file": "Seraphon.cat"}], "note": "made up for a test"},
            "season": "ghb-2026-27",
            "faction": {"id": "seraphon", "name": "Seraphon"},
            "units": [{"id": "saurus-warriors", "name": "Saurus Warriors", "points": 100, "models": 10,
                       "keywords": ["INFANTRY"], "src": "Seraphon.cat#1"}]}"#,
    );
    let text = ok(scratch.muster(&["catalog", "sigmar", "--faction", "seraphon"]));
    assert!(
        text.starts_with("Seraphon (seraphon) · ghb-2026-27 · user: my BattleScribe folder"),
        "{text}"
    );
    let list = scratch.file(
        "seraphon.json",
        r#"{"format": "muster-list/1", "game": "sigmar", "name": "Lizards", "faction": "seraphon",
            "mode": "open", "units": [{"unit": "saurus-warriors", "models": 10, "bravery": 5}]}"#,
    );
    assert!(ok(scratch.muster(&["validate", &list])).contains(": LEGAL"));
    let broken = scratch.file("sigmar-packs/broken.json", "{");
    let o = scratch.muster(&["validate", &list]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains(&broken), "{}", stderr(&o));
}

#[test]
fn the_official_apps_text_is_exported_for_matched_play_and_imported_back() {
    let scratch = Scratch::new("app-text");
    let written = ok(scratch.muster(&["export", MATCHED, "--format", "app-text"]));
    assert!(
        written.starts_with("Hammers of Azyr 1930/2000 pts\n\nStormcast Eternals\n"),
        "{written}"
    );
    assert!(
        written.contains("General's Regiment\nLord-Celestant (100)\n• General\n"),
        "{written}"
    );
    let pasted = scratch.file("pasted.txt", &written);
    let back: Value =
        serde_json::from_str(&ok(scratch.muster(&["import", "text", &pasted]))).unwrap();
    let mut original: Value =
        serde_json::from_str(&std::fs::read_to_string(root().join(MATCHED)).unwrap()).unwrap();
    // The app's text holds no notes.
    original.as_object_mut().unwrap().remove("notes");
    assert_eq!(normalised(back), normalised(original));

    // A misspelt unit: the line and the nearest name on standard error, the rest written.
    let typo = scratch.file("typo.txt", &written.replace("Vanquishers", "Vanquishrs"));
    let out = scratch.path("typo.json");
    let o = scratch.muster(&["import", "text", &typo, "-o", &out, "--lang", "es"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let line = written
        .lines()
        .position(|l| l.starts_with("Vanquishers"))
        .unwrap()
        + 1;
    assert!(
        stderr(&o).contains(&format!("línea {line}: 'Vanquishrs (90)'"))
            && stderr(&o).contains("«Vanquishers»"),
        "{}",
        stderr(&o)
    );
    let read = read_json(Path::new(&out));
    assert_eq!(read["regiments"][1]["units"].as_array().unwrap().len(), 2);

    // Open play and other games have no app text.
    let open = scratch.muster(&["export", OPEN, "--format", "app-text"]);
    assert_eq!(open.status.code(), Some(2));
    assert!(
        stderr(&open).contains("matched play only"),
        "{}",
        stderr(&open)
    );
    let other = scratch.muster(&[
        "export",
        "examples/runewars-daqan-shield-wall.json",
        "--format",
        "app-text",
    ]);
    assert_eq!(other.status.code(), Some(2));
    assert!(
        stderr(&other).contains("only an Age of Sigmar list"),
        "{}",
        stderr(&other)
    );
}

#[test]
fn a_pasted_text_over_the_size_limit_is_refused() {
    let scratch = Scratch::new("app-text-big");
    let huge = format!(
        "Big 0/2000 pts\nStormcast Eternals\nGeneral's Regiment\n{}",
        "Liberators (90)\n".repeat(6_000)
    );
    let file = scratch.file("huge.txt", &huge);
    let o = scratch.muster(&["import", "text", &file]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("too large"), "{}", stderr(&o));
    assert_eq!(stdout(&o), "");
}
