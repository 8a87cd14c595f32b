//! Diskwars from the command line: every command that takes a list or a game, on the
//! example lists (`examples/diskwars/`) and the bundled pack, each run against a library
//! of its own.

use crate::common;

use common::{exits, muster, ok, read_json, root, stderr, stdout, Scratch};
use serde_json::Value;

const DESTRUCTION: &str = "examples/diskwars/destruction-kairos-and-archaon.json";
const ORDER: &str = "examples/diskwars/order-karl-franz-and-teclis.json";
const EMPIRE: &str = "examples/diskwars/introductory-empire.json";
const ORCS: &str = "examples/diskwars/introductory-orcs.json";
const EXAMPLES: [&str; 4] = [DESTRUCTION, ORDER, EMPIRE, ORCS];

#[test]
fn the_examples_wait_for_values_and_the_report_shows_each_regiments_points_and_the_hand() {
    let scratch = Scratch::new("validate");
    // The pre-built armies break no rule with what the rulebook states, but their checks
    // wait for values it leaves out (exit 3); the introductory armies are legal (exit 0).
    for (file, code) in [(DESTRUCTION, 3), (ORDER, 3), (EMPIRE, 0), (ORCS, 0)] {
        exits(scratch.muster(&["validate", file]), code);
    }
    let text = exits(scratch.muster(&["validate", DESTRUCTION]), 3);
    assert!(text.starts_with("Kairos and Archaon — Diskwars, Destruction: UNCONFIRMED\n"));
    assert!(text.contains("Regiments 2/2   Unspent points (initiative) ?   Command cards 4/?"));
    // Kairos: 33 recruitment points and command 2 (rulebook p.17); the units' costs from
    // the rulebook (Kurgan Barbarians, Plaguebearers) and the community's list (the rest).
    assert!(text.contains("  Kairos Fateweaver: 33/33 points, 0 left   command 2\n"));
    assert!(text.contains("    2× Kurgan Barbarians (5 each)\n"));
    assert!(text.contains("    Hellcannon (12)\n"));
    assert!(text.contains("  Hand (4 of ?): Intimidate, Nurgle's Rot, Chaos Storm, Assault"));
    assert!(!text.contains("warning[diskwars.points.unknown_cost]"));
    // What to enter, a line per disc, each value with the rules that wait for it.
    assert!(text.contains("\nNot known yet (and the rules that wait for each value):\n"));
    assert!(text.contains("\n  Archaon the Everchosen: recruitment points (diskwars:R-REG-3)"));

    let text = exits(
        scratch.muster(&["validate", DESTRUCTION, "--lang", "es"]),
        3,
    );
    assert!(text.starts_with("Kairos and Archaon — Diskwars, Destrucción: SIN CONFIRMAR\n"));
    assert!(text.contains("Aún sin conocer (y las reglas que esperan cada valor):"));
    assert!(text.contains("  Kairos Tejedestinos: 33/33 puntos, 0 restantes   mando 2\n"));
    assert!(text.contains("    2× Bárbaros kurgan (5 c/u)\n"));

    let json: Value = serde_json::from_str(&exits(
        scratch.muster(&["validate", DESTRUCTION, "--format", "json"]),
        3,
    ))
    .unwrap();
    assert_eq!(
        (&json["legal"], &json["verdict"]),
        (&false.into(), &"unconfirmed".into())
    );
    let archaon: Vec<&Value> = json["awaited"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["id"] == "archaon-the-everchosen")
        .collect();
    assert_eq!(archaon[0]["kind"], "disc");
    assert_eq!(archaon[0]["value"], "recruitment_points");
    assert_eq!(archaon[0]["rules"], serde_json::json!(["diskwars:R-REG-3"]));
    let kairos = &json["totals"]["regiments"][0];
    assert_eq!(kairos["points"], 33);
    assert_eq!(kairos["spent"]["known"], 33);
    assert_eq!(kairos["spent"]["unknown"], 0);
    assert_eq!(kairos["left"], 0);
    assert_eq!(json["totals"]["hand"], 4);
    assert_eq!(json["totals"]["hand_limit"], Value::Null);
}

#[test]
fn a_regiment_over_its_heros_points_is_illegal() {
    let scratch = Scratch::new("over");
    let list = scratch.file(
        "over.json",
        r#"{"format": "muster-list/1", "game": "diskwars", "name": "Too much", "regiment_count": 1,
            "regiments": [{"hero": "kairos-fateweaver",
                           "units": ["bloodthirster", "bloodthirster", "bloodcrushers"]}]}"#,
    );
    let o = scratch.muster(&["validate", &list]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    assert!(stdout(&o).contains("Kairos Fateweaver: 40/33 points, 7 over"));
}

#[test]
fn the_catalogue_shows_what_the_pack_knows_and_question_marks_for_the_rest() {
    let text = ok(muster(&["catalog", "diskwars"]));
    for line in [
        "Destruction (destruction)",
        "  Chaos (chaos)",
        "      kairos-fateweaver — Kairos Fateweaver: recruitment points 33, command 2, unique ?",
        "      kurgan-barbarians — Kurgan Barbarians: cost 5, size small, unique ?, elite no",
        "      flamers — Flamers: cost 8, size small, unique ?, elite no",
        "      escolta-celeste — Celestial Escort: cost ?, size ?, unique ?, elite ?",
        "    corner — Corner: strategy cunning, value 4, restriction ?",
        "    core-set — Core Set",
    ] {
        assert!(text.contains(line), "'{line}' not in:\n{text}");
    }
    let order = ok(muster(&[
        "catalog",
        "diskwars",
        "--faction",
        "order",
        "--lang",
        "es",
    ]));
    assert!(order.contains("Orden (order)") && !order.contains("kairos-fateweaver"));
    assert!(order.contains("    teclis-regiment — Teclis + 2× Lanceros de la milicia"));

    let json: Value =
        serde_json::from_str(&ok(muster(&["catalog", "diskwars", "--format", "json"]))).unwrap();
    assert_eq!(json["game"], "diskwars");
    let escolta = json["discs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["id"] == "escolta-celeste")
        .unwrap();
    assert_eq!(
        escolta["cost"],
        Value::Null,
        "unknown is null, never a number"
    );

    let o = muster(&["catalog", "diskwars", "--faction", "chaos"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("unknown faction 'chaos' (known: order, destruction)"));
}

#[test]
fn every_example_reads_back_from_its_text_in_both_languages() {
    let scratch = Scratch::new("text");
    for file in EXAMPLES {
        let document: Value = read_json(&root().join(file));
        for lang in ["en", "es"] {
            let text = ok(scratch.muster(&["export", file, "--format", "text", "--lang", lang]));
            let pasted = scratch.file("pasted.txt", &text);
            let back: Value =
                serde_json::from_str(&ok(scratch.muster(&["import", "text", &pasted]))).unwrap();
            assert_eq!(back, document, "{file} {lang}:\n{text}");
        }
    }
    let text = ok(scratch.muster(&["export", ORCS, "--format", "text"]));
    assert!(text.starts_with("Basic Orc army\nDiskwars · Destruction · Introductory\n\n"));
    assert!(text.contains("Grom the Paunch — 56/? points, ? left\n  2× Orc Arrer Boyz (6)\n"));
    let json = ok(scratch.muster(&["export", ORDER, "--format", "json"]));
    assert!(json.contains("\"game\": \"diskwars\""));
}

#[test]
fn a_pasted_text_that_is_not_a_list_names_the_file_and_line() {
    let scratch = Scratch::new("bad-text");
    let pasted = scratch.file(
        "pasted.txt",
        "My army\nDiskwars · Destruction · 2 regiments\n\nKairos Fateweaver\n  1× Plaguebearer\n",
    );
    let o = scratch.muster(&["import", "text", &pasted]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains(&format!(
            "{pasted}: line 5: unknown disc 'Plaguebearer'; did you mean 'Plaguebearers'?"
        )),
        "{}",
        stderr(&o)
    );
}

#[test]
fn print_writes_a_pdf_of_a_diskwars_list() {
    let scratch = Scratch::new("print");
    let pdf = scratch.path("list.pdf");
    let o = scratch.muster(&["print", DESTRUCTION, "-o", &pdf, "--date", "2026-11-23"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("written (unconfirmed)"),
        "{}",
        stderr(&o)
    );
    let bytes = std::fs::read(&pdf).unwrap();
    assert!(bytes.starts_with(b"%PDF"));
}

#[test]
fn the_collection_counts_discs_cards_and_boxes_and_can_field_names_what_is_short() {
    let scratch = Scratch::new("collection");
    let mut lines = vec!["game,kind,item,count".to_owned()];
    for (disc, count) in [
        ("grom-the-paunch", 1),
        ("orc-arrer-boyz", 2),
        ("orc-boar-boyz", 1),
        ("orc-boyz", 2),
        ("chaman-de-los-pinoz-petreoz", 1),
        ("wolf-riders", 1),
    ] {
        lines.push(format!("diskwars,disc,{disc},{count}"));
    }
    for card in ["approach", "bait", "eager-troops", "waaagh"] {
        lines.push(format!("diskwars,command-card,{card},1"));
    }
    let csv = scratch.file("collection.csv", &(lines.join("\n") + "\n"));
    ok(scratch.muster(&["collection", "import", &csv]));
    let o = scratch.muster(&["can-field", ORCS]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("Orc Boyz: you own 2 discs, the list needs 3."));
    ok(scratch.muster(&["collection", "add", "diskwars", "disc", "orc-boyz"]));
    let o = scratch.muster(&["can-field", ORCS]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    // A core set is accepted; its per-disc contents are not known, so it adds no disc.
    ok(scratch.muster(&["collection", "add", "diskwars", "box", "core-set"]));
    let o = scratch.muster(&["collection", "add", "diskwars", "unit", "orc-boyz"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("unknown kind 'unit' (Diskwars: disc, command-card, box)"));
    let o = scratch.muster(&["collection", "add", "diskwars", "disc", "orc-boys"]);
    assert!(stderr(&o).contains("no Diskwars disc 'orc-boys'"));
}

#[test]
fn saved_diskwars_lists_are_filed_under_their_faction_and_checked_with_the_rest() {
    let scratch = Scratch::new("lists");
    let saved = ok(scratch.muster(&["lists", "save", DESTRUCTION]));
    assert!(
        saved.starts_with("saved list 1 version 1 (unconfirmed: "),
        "{saved}"
    );
    ok(scratch.muster(&["lists", "save", "examples/runewars-daqan-shield-wall.json"]));
    let lists = ok(scratch.muster(&["lists"]));
    assert!(lists.contains("diskwars    destruction"), "{lists}");
    let all = ok(scratch.muster(&["can-field", "--all", "--format", "json"]));
    let rows: Value = serde_json::from_str(&all).unwrap();
    assert_eq!(rows.as_array().unwrap().len(), 2);
    assert_eq!(rows[0]["name"], "Kairos and Archaon");
    assert_eq!(rows[0]["can_field"], false);
    assert_eq!(rows[0]["verdict"], "unconfirmed");
    assert_eq!(rows[1]["verdict"], "legal");
}

#[test]
fn values_the_player_enters_join_the_checks_and_the_print() {
    let scratch = Scratch::new("user-data");
    let record = scratch.file(
        "archaon.json",
        r#"{"id": "archaon-the-everchosen", "source": "my own disc", "recruitment_points": 40, "command": 2}"#,
    );
    ok(scratch.muster(&["user-data", "add", "diskwars", "disc", &record]));
    let text = exits(scratch.muster(&["validate", DESTRUCTION]), 3);
    assert!(text.contains("  Archaon the Everchosen: 33/40 points, 7 left   command 2\n"));
    assert!(text.contains("Command cards 4/4"));
    let wrong = scratch.file(
        "wrong.json",
        r#"{"id": "archaon-the-everchosen", "source": "x", "cost": 3}"#,
    );
    let o = scratch.muster(&["user-data", "add", "diskwars", "disc", &wrong]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("a hero has recruitment points, not a cost"));
}

/// The pack's own record of a disc, as `muster catalog diskwars --format json` prints it.
fn catalog_disc(id: &str) -> Value {
    let text = ok(muster(&["catalog", "diskwars", "--format", "json"]));
    let catalog: Value = serde_json::from_str(&text).unwrap();
    catalog["discs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["id"] == id)
        .unwrap_or_else(|| panic!("{id} in the catalogue"))
        .clone()
}

#[test]
fn the_example_of_the_help_is_a_record_the_command_accepts() {
    let help = ok(muster(&["user-data", "add", "--help"]));
    let start = help.find("  {\n").expect("an example in the help");
    let end = start + help[start..].find("\n  }\n").expect("the example's end") + 4;
    let scratch = Scratch::new("help-example");
    let record = scratch.file("example.json", &help[start..end]);
    let saved = ok(scratch.muster(&["user-data", "add", "diskwars", "disc", &record]));
    assert_eq!(
        saved,
        "diskwars disc 'kurgan-barbarians' saved as your own data\n"
    );
}

#[test]
fn an_array_of_copies_of_the_packs_records_is_stored_whole_or_not_at_all() {
    let scratch = Scratch::new("user-data-array");
    // A command value a player might read from each disc (test input, not data).
    let mut franz = catalog_disc("karl-franz");
    franz["command"] = serde_json::json!({"value": 2, "source": "my own disc"});
    let mut teclis = catalog_disc("teclis");
    teclis["command"] = serde_json::json!(2);
    let file = scratch.file(
        "heroes.json",
        &Value::Array(vec![franz.clone(), teclis.clone()]).to_string(),
    );
    let saved = ok(scratch.muster(&["user-data", "add", "diskwars", "disc", &file]));
    assert_eq!(
        saved,
        "diskwars disc 'karl-franz' saved as your own data\n\
         diskwars disc 'teclis' saved as your own data\n"
    );
    // Unconfirmed still (the discs' other values are unknown), with the heroes' command known.
    let text = exits(
        scratch.muster(&[
            "validate",
            "examples/diskwars/order-karl-franz-and-teclis.json",
        ]),
        3,
    );
    assert!(text.contains("Command cards 4/4"), "{text}");

    // One bad record in the array: nothing of the file is stored.
    let mut boyz = catalog_disc("orc-boyz");
    boyz["cost"] = serde_json::json!(6);
    franz["name"]["en"] = serde_json::json!("Carl Franz");
    let file = scratch.file("bad.json", &Value::Array(vec![boyz, franz]).to_string());
    let o = scratch.muster(&["user-data", "add", "diskwars", "disc", &file]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("record 2 of") && err.contains("karl-franz/name"),
        "{err}"
    );
    let shown = ok(scratch.muster(&["user-data", "show"]));
    assert!(!shown.contains("orc-boyz"), "{shown}");
}

/// The table with `cells` (`id`, column, value) changed, as a spreadsheet would save it.
fn table_with(table: &str, cells: &[(&str, &str, &str)]) -> String {
    let mut lines: Vec<Vec<String>> = table
        .lines()
        .map(|l| l.split(',').map(str::to_owned).collect())
        .collect();
    let header = lines[0].clone();
    for (id, column, value) in cells {
        let at = header.iter().position(|h| h == column).expect("a column");
        let row = lines
            .iter_mut()
            .find(|l| l[1] == *id)
            .unwrap_or_else(|| panic!("a row for {id}"));
        row[at] = (*value).to_owned();
    }
    lines.iter().map(|l| l.join(",") + "\n").collect()
}

#[test]
fn the_values_table_round_trips_and_a_bad_cell_stores_nothing() {
    let scratch = Scratch::new("values-table");
    let table = ok(scratch.muster(&["user-data", "export", "diskwars"]));
    assert!(
        table.starts_with("kind,id,name,race,size,unique,elite,"),
        "{table}"
    );
    // The pack's own table stores nothing.
    let file = scratch.file("pack.csv", &table);
    let stored = ok(scratch.muster(&["user-data", "import", "diskwars", &file]));
    assert!(stored.ends_with(": 0 of your records stored\n"), "{stored}");

    // Values a player might read from their discs and cards (test input, not data).
    let filled = table_with(
        &table,
        &[
            ("orc-boyz", "size", "small"),
            // The community's list says 6: the player's own disc replaces it.
            ("orc-boyz", "cost", "7"),
            ("orc-boyz", "unique", "no"),
            ("grom-the-paunch", "command", "2"),
            ("eager-troops", "restriction", "none"),
        ],
    );
    let file = scratch.file("filled.csv", &filled);
    let stored = ok(scratch.muster(&["user-data", "import", "diskwars", &file]));
    assert!(stored.ends_with(": 3 of your records stored\n"), "{stored}");
    let back = ok(scratch.muster(&["user-data", "export", "diskwars"]));
    assert_eq!(back, filled);

    // Every bad cell named by row and column, and nothing of the file stored.
    let bad = table_with(
        &back,
        &[
            ("orc-boyz", "cost", "seven"),
            ("orc-arrer-boyz", "size", "tiny"),
            ("kurgan-barbarians", "cost", "9"),
        ],
    );
    let file = scratch.file("bad.csv", &bad);
    let o = scratch.muster(&["user-data", "import", "diskwars", &file]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    let row = |id: &str| {
        bad.lines()
            .position(|l| l.contains(&format!(",{id},")))
            .unwrap()
            + 1
    };
    for (id, column) in [
        ("orc-boyz", "cost"),
        ("orc-arrer-boyz", "size"),
        ("kurgan-barbarians", "cost"),
    ] {
        let place = format!("row {}, column {column}: ", row(id));
        assert!(err.contains(&place), "{place} in {err}");
    }
    assert!(err.contains("rulebook p.17"), "{err}");
    assert_eq!(
        ok(scratch.muster(&["user-data", "export", "diskwars"])),
        filled
    );

    // An empty cell takes the player's value off again.
    let emptied = table_with(&filled, &[("orc-boyz", "cost", "")]);
    let file = scratch.file("emptied.csv", &emptied);
    ok(scratch.muster(&["user-data", "import", "diskwars", &file]));
    // The community's value is back.
    assert_eq!(
        ok(scratch.muster(&["user-data", "export", "diskwars"])),
        table_with(&filled, &[("orc-boyz", "cost", "6")])
    );

    let o = scratch.muster(&["user-data", "import", "runewars", &file]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn a_values_table_over_its_limit_is_refused_before_it_is_read() {
    let scratch = Scratch::new("values-table-limit");
    let big = format!("kind,id,name\n{}\n", "x".repeat(64 * 1024));
    let file = scratch.file("big.csv", &big);
    let o = scratch.muster(&["user-data", "import", "diskwars", &file]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains(
            "a values table of 65,550 bytes is past the 64 KiB (65,536 bytes) Muster reads"
        ),
        "{}",
        stderr(&o)
    );
}

/// The issue's army: six Steam Tanks and three Knights Panther, no command card.
const STEAM_TANKS: &str = r#"{"format": "muster-list/1", "game": "diskwars", "name": "Steam",
    "regiment_count": 2,
    "regiments": [
        {"hero": "karl-franz", "units": ["steam-tank", "steam-tank", "steam-tank",
            "knights-panther", "knights-panther", "knights-panther"]},
        {"hero": "luthor-huss", "units": ["steam-tank", "steam-tank", "steam-tank"]}],
    "command_cards": []}"#;

/// The player's record of a disc's values, as `muster user-data add diskwars disc` takes it.
fn enter(scratch: &Scratch, id: &str, values: &str) {
    let record = scratch.file(
        &format!("{id}.json"),
        &format!(r#"{{"id": "{id}", "source": "my own disc", {values}}}"#),
    );
    ok(scratch.muster(&["user-data", "add", "diskwars", "disc", &record]));
}

#[test]
fn six_steam_tanks_break_the_rules_on_the_community_sizes() {
    let scratch = Scratch::new("steam-tanks");
    let list = scratch.file("steam.json", STEAM_TANKS);
    // The rulebook leaves the sizes out; the community's list gives them (Steam Tank large,
    // Knights Panther medium), and with them the army breaks the size and copy rules.
    let json: Value = serde_json::from_str(&exits(
        scratch.muster(&["validate", &list, "--format", "json"]),
        1,
    ))
    .unwrap();
    assert_eq!(json["verdict"], "illegal");
    let errors: Vec<(&str, &str)> = json["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["severity"] == "error")
        .map(|d| (d["rule"].as_str().unwrap(), d["path"].as_str().unwrap()))
        .collect();
    for broken in [
        ("diskwars:R-SIZE-1", "/regiments/0/units"),
        ("diskwars:R-COPY-1", "/regiments/0/units/1"),
        ("diskwars:R-COPY-1", "/regiments/0/units/5"),
        ("diskwars:R-SIZE-1", "/regiments/1/units"),
        ("diskwars:R-COPY-1", "/regiments/1/units/1"),
    ] {
        assert!(errors.contains(&broken), "{broken:?} not in {errors:?}");
    }
    // Still waiting for what no source gives: the heroes' points and the units' marks.
    let waits = |id: &str, value: &str| {
        json["awaited"]
            .as_array()
            .unwrap()
            .iter()
            .any(|a| a["id"] == id && a["value"] == value)
    };
    assert!(waits("karl-franz", "recruitment_points"));
    assert!(waits("steam-tank", "unique"));
    assert!(!waits("steam-tank", "size"));

    // A player whose discs say otherwise replaces the community's value with their own.
    enter(&scratch, "steam-tank", r#""size": "small", "elite": false"#);
    enter(&scratch, "knights-panther", r#""size": "small""#);
    let text = exits(scratch.muster(&["validate", &list]), 3);
    assert!(
        text.starts_with("Steam — Diskwars, Order: UNCONFIRMED\n"),
        "{text}"
    );
}

#[test]
fn a_list_is_legal_once_every_value_its_rules_need_is_known() {
    let scratch = Scratch::new("all-known");
    let list = scratch.file(
        "kairos.json",
        r#"{"format": "muster-list/1", "game": "diskwars", "name": "Kairos alone",
            "regiment_count": 1, "command_cards": [],
            "regiments": [{"hero": "kairos-fateweaver",
                           "units": ["kurgan-barbarians", "kurgan-barbarians"]}]}"#,
    );
    // Kairos' points and the Barbarians' cost and size are in the pack; their marks are not.
    let text = exits(scratch.muster(&["validate", &list]), 3);
    assert!(
        text.contains("  Kairos Fateweaver: unique (diskwars:R-UNQ-2)"),
        "{text}"
    );
    enter(
        &scratch,
        "kairos-fateweaver",
        r#""unique": true, "elite": false"#,
    );
    enter(
        &scratch,
        "kurgan-barbarians",
        r#""unique": false, "elite": false"#,
    );
    let text = exits(scratch.muster(&["validate", &list]), 0);
    assert!(
        text.starts_with("Kairos alone — Diskwars, Destruction: LEGAL\n"),
        "{text}"
    );
    assert!(!text.contains("Not known yet"), "{text}");
}

/// Issue 32: a pipe named as the table is refused unread (it used to be opened first, and
/// waited for a writer forever), the same way every file a command reads is checked.
#[cfg(unix)]
#[test]
fn a_pipe_named_as_a_values_table_is_refused_unread() {
    let scratch = Scratch::new("values-table-fifo");
    let fifo = scratch.path("table.csv");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let o = scratch.muster(&["user-data", "import", "diskwars", &fifo]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("a pipe, a device or a socket, not a file; refused unread"),
        "{}",
        stderr(&o)
    );
}
