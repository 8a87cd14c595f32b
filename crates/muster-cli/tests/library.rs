//! The library from the command line: saved lists and their history, the collection,
//! "can I field this?", user data, and the whole library as one file.

use crate::common;

use common::backup::{backup, shipped_deck, UNIT};
use common::{ok, root, stderr, stdout, Scratch};
use serde_json::Value;

const SHIELD_WALL: &str = "examples/runewars-daqan-shield-wall.json";

#[test]
fn a_saved_list_keeps_its_earlier_versions_and_can_go_back() {
    let s = Scratch::new("lists");
    let first = ok(s.muster(&["lists", "save", SHIELD_WALL]));
    assert!(first.contains("saved list 1 version 1 (legal)"), "{first}");

    let edited = std::fs::read_to_string(root().join(SHIELD_WALL))
        .unwrap()
        .replace(
            "\"config\": \"2x2\", \"upgrades\": [\"trumpets\"]",
            "\"config\": \"3x3\"",
        );
    let edited = s.file("edited.json", &edited);
    let second = ok(s.muster(&["lists", "save", &edited, "--id", "1"]));
    assert!(second.contains("saved list 1 version 2"), "{second}");

    let history = ok(s.muster(&["lists", "history", "1"]));
    assert_eq!(history.lines().count(), 2, "{history}");
    let old = ok(s.muster(&["lists", "show", "1", "--version", "1"]));
    assert!(old.contains("trumpets"));
    assert!(!ok(s.muster(&["lists", "show", "1"])).contains("trumpets"));

    let renamed = std::fs::read_to_string(&edited)
        .unwrap()
        .replace("Shield wall of Terrinoth", "Renamed wall");
    let renamed = s.file("renamed.json", &renamed);
    ok(s.muster(&["lists", "save", &renamed, "--id", "1"]));
    let restored = ok(s.muster(&["lists", "restore", "1", "1"]));
    assert!(restored.contains("as version 4"), "{restored}");
    assert!(ok(s.muster(&["lists", "show", "1"])).contains("trumpets"));

    let table = ok(s.muster(&["lists", "--format", "json"]));
    let rows: Value = serde_json::from_str(&table).unwrap();
    assert_eq!(rows[0]["version"], 4);
    assert_eq!(rows[0]["name"], "Shield wall of Terrinoth");

    ok(s.muster(&["lists", "delete", "1"]));
    let gone = s.muster(&["lists", "show", "1"]);
    assert_eq!(gone.status.code(), Some(2));
}

#[test]
fn a_file_that_is_not_a_list_is_not_saved() {
    let s = Scratch::new("notalist");
    let bad = s.file(
        "bad.json",
        "{\"format\": \"muster-list/1\", \"game\": \"runewars\"}",
    );
    let o = s.muster(&["lists", "save", &bad]);
    assert_eq!(o.status.code(), Some(2));
    assert!(ok(s.muster(&["lists"])).contains("No saved lists"));
}

#[test]
fn can_field_names_each_shortfall_and_passes_once_the_collection_covers_the_list() {
    let s = Scratch::new("field");
    // The list needs Spearmen 3x3 + 2x2 = 13 trays, Oathsworn 2x2 = 4, Kari 1, and one of
    // each of six upgrade cards.
    let o = s.muster(&["can-field", SHIELD_WALL, "--format", "json"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let report: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(report["can_field"], false);
    let findings = report["diagnostics"].as_array().unwrap();
    assert_eq!(findings.len(), 3 + 6);
    assert!(findings
        .iter()
        .all(|d| d["code"] == "collection.short" && d["severity"] == "warning"));
    assert!(findings.iter().all(|d| d["rule"] == "runewars:V12"));

    let csv = s.file(
        "mine.csv",
        "game,kind,item,count\nrunewars,unit,spearmen,12\nrunewars,unit,oathsworn-cavalry,4\n\
         runewars,unit,kari-wraithstalker,1\n# cards\nrunewars,upgrade,shield-wall,1\n\
         runewars,upgrade,war-crier,1\nrunewars,upgrade,front-line-rune-golem,1\n\
         runewars,upgrade,master-crafted-weapons,1\nrunewars,upgrade,heartseeker,1\nrunewars,upgrade,trumpets,1\n",
    );
    assert!(ok(s.muster(&["collection", "import", &csv])).contains("9 lines added"));
    // One Spearmen tray short: 12 owned, 13 needed.
    let o = s.muster(&["can-field", SHIELD_WALL]);
    assert_eq!(o.status.code(), Some(1));
    let text = stdout(&o);
    assert!(
        text.contains("you own 12 trays, the list needs 13"),
        "{text}"
    );
    assert!(
        text.contains("collection.short") && text.contains("/units/0"),
        "{text}"
    );

    ok(s.muster(&["collection", "add", "runewars", "unit", "spearmen"]));
    let o = s.muster(&["can-field", SHIELD_WALL]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));

    let es = s.muster(&[
        "can-field",
        "examples/runewars-waiqar-host-of-crows.json",
        "--lang",
        "es",
    ]);
    assert!(stdout(&es).contains("tienes 0 bandejas"), "{}", stdout(&es));
}

#[test]
fn two_copies_of_a_card_owned_once_is_one_short() {
    let s = Scratch::new("copies");
    let list = s.file(
        "two.json",
        r#"{"format": "muster-list/1", "game": "runewars", "name": "two walls", "faction": "daqan-lords",
            "units": [{"unit": "spearmen", "config": "2x1", "upgrades": ["shield-wall"]},
                      {"unit": "spearmen", "config": "2x1", "upgrades": ["shield-wall"]}]}"#,
    );
    ok(s.muster(&["collection", "add", "runewars", "unit", "spearmen", "4"]));
    ok(s.muster(&[
        "collection",
        "add",
        "runewars",
        "upgrade",
        "shield-wall",
        "1",
    ]));
    let o = s.muster(&["can-field", &list, "--format", "json"]);
    let report: Value = serde_json::from_str(&stdout(&o)).unwrap();
    let findings = report["diagnostics"].as_array().unwrap();
    assert_eq!(findings.len(), 1, "{findings:?}");
    assert_eq!(findings[0]["path"], "/units/0/upgrades/0");
    assert!(findings[0]["message"]
        .as_str()
        .unwrap()
        .contains("you own 1 card, the list needs 2"));
}

#[test]
fn which_saved_lists_can_i_field_right_now() {
    let s = Scratch::new("all");
    ok(s.muster(&["lists", "save", "examples/runewars-uthuk-skirmish.json"]));
    ok(s.muster(&["lists", "save", SHIELD_WALL]));
    for (item, count) in [
        ("kethra-alaak", "1"),
        ("berserkers", "6"),
        ("flesh-rippers", "2"),
    ] {
        ok(s.muster(&["collection", "add", "runewars", "unit", item, count]));
    }
    for card in ["ritual-venom", "trumpets"] {
        ok(s.muster(&["collection", "add", "runewars", "upgrade", card]));
    }
    let o = ok(s.muster(&["can-field", "--all", "--format", "json"]));
    let rows: Value = serde_json::from_str(&o).unwrap();
    assert_eq!(rows[0]["can_field"], true, "{rows}");
    assert_eq!(rows[1]["can_field"], false, "{rows}");
}

#[test]
fn a_bad_collection_line_is_named_and_changes_nothing() {
    let s = Scratch::new("csv");
    let csv = s.file(
        "bad.csv",
        "runewars,unit,spearmen,4\nrunewars,upgrade,sheild-wall,1\n",
    );
    let o = s.muster(&["collection", "import", &csv]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("bad.csv:2:") && stderr(&o).contains("sheild-wall"),
        "{}",
        stderr(&o)
    );
    assert!(ok(s.muster(&["collection", "show"])).contains("empty"));

    let o = s.muster(&["collection", "add", "runewars", "unit", "dragons", "1"]);
    assert_eq!(o.status.code(), Some(2));
    let o = s.muster(&["collection", "remove", "runewars", "unit", "spearmen", "1"]);
    assert_eq!(
        o.status.code(),
        Some(2),
        "removing what is not owned changes nothing"
    );
}

#[test]
fn a_unit_the_user_enters_is_validated_and_counted_like_shipped_data() {
    let s = Scratch::new("user");
    let unit = s.file("giants.json", UNIT);
    ok(s.muster(&["user-data", "add", "runewars", "unit", &unit]));
    assert!(ok(s.muster(&["user-data", "show"])).contains("stone-giants"));
    let list = s.file(
        "giants-list.json",
        r#"{"format": "muster-list/1", "game": "runewars", "name": "giants", "faction": "daqan-lords",
            "units": [{"unit": "stone-giants", "upgrades": ["shield-wall", "trumpets"]}]}"#,
    );
    let o = s.muster(&["validate", &list, "--format", "json"]);
    let report: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(report["totals"]["points"]["used"], 20 + 5 + 2);
    let codes: Vec<&str> = report["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["code"].as_str().unwrap())
        .collect();
    assert_eq!(
        codes,
        ["runewars.upgrade.no_free_slot"],
        "trumpets need a music slot"
    );

    let broken = s.file(
        "broken.json",
        &std::fs::read_to_string(&unit)
            .unwrap()
            .replace("\"siege\"", "\"dragon\""),
    );
    let o = s.muster(&["user-data", "add", "runewars", "unit", &broken]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("runewars/unit/stone-giants/unit_type"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn the_library_exports_and_imports_as_one_file() {
    let s = Scratch::new("export");
    ok(s.muster(&["lists", "save", SHIELD_WALL]));
    ok(s.muster(&[
        "collection",
        "add",
        "runewars",
        "upgrade",
        "shield-wall",
        "3",
    ]));
    let first = s.path("first.json");
    ok(s.muster(&["library", "export", &first]));

    let other = Scratch::new("export-into");
    ok(other.muster(&["library", "import", &first]));
    let second = other.path("second.json");
    ok(other.muster(&["library", "export", &second]));
    assert_eq!(
        std::fs::read_to_string(&first).unwrap(),
        std::fs::read_to_string(&second).unwrap()
    );

    let bad = other.file(
        "bad.json",
        "{\"format\": \"muster-library/1\", \"lists\": 7}",
    );
    let o = other.muster(&["library", "import", &bad]);
    assert_eq!(o.status.code(), Some(2));
    let third = other.path("third.json");
    ok(other.muster(&["library", "export", &third]));
    assert_eq!(
        std::fs::read_to_string(&second).unwrap(),
        std::fs::read_to_string(&third).unwrap()
    );
}

/// A backup whose every part has the file's shape but one record or list its game refuses
/// (a card's glory below zero, a list's units null) is refused at its place, and the library
/// keeps what it had: it never holds what `user-data add` or `lists save` would refuse.
#[test]
fn a_backup_with_a_record_or_list_the_game_refuses_changes_nothing() {
    let s = Scratch::new("import-checked");
    ok(s.muster(&["lists", "save", SHIELD_WALL]));
    let (backup, good) = deck_backup(&s);

    let other = Scratch::new("import-checked-into");
    ok(other.muster(&["lists", "save", SHIELD_WALL]));
    let before = other.path("before.json");
    ok(other.muster(&["library", "export", &before]));

    let mut glory = good.clone();
    below_zero_glory(&mut glory["user_data"][0]["record"]);
    let mut units = good.clone();
    units["lists"][0]["versions"][0]["document"]["units"] = Value::Null;
    for (name, file, place) in [
        ("glory.json", glory, "/user_data/0/record"),
        ("units.json", units, "/lists/0/versions/0/document"),
    ] {
        let path = other.file(name, &file.to_string());
        let o = other.muster(&["library", "import", &path]);
        assert_eq!(o.status.code(), Some(2), "{name}: {}", stdout(&o));
        assert!(stderr(&o).contains(place), "{name}: {}", stderr(&o));
        assert!(stderr(&o).contains("not changed"), "{name}: {}", stderr(&o));
        let after = other.path("after.json");
        ok(other.muster(&["library", "export", &after]));
        assert_eq!(
            std::fs::read_to_string(&before).unwrap(),
            std::fs::read_to_string(&after).unwrap(),
            "{name}: the library changed"
        );
        // And everything still reads.
        ok(other.muster(&["catalog", "underworlds"]));
        ok(other.muster(&["can-field", "--all"]));
    }
    // The backup as exported imports whole.
    ok(other.muster(&["library", "import", backup.to_str().unwrap()]));
    ok(other.muster(&["catalog", "underworlds"]));
}

/// The records of a backup are checked together, once (not each beside all the others, which
/// made an import quadratic): a refusal still names the record at fault, not the first one.
#[test]
fn a_backups_bad_record_is_refused_at_its_own_place() {
    let s = Scratch::new("import-record-place");
    let (_, mut file) = deck_backup(&s);
    let mut bad = file["user_data"][0].clone();
    bad["id"] = "zz-my-copy".into();
    bad["record"]["id"] = "zz-my-copy".into();
    below_zero_glory(&mut bad["record"]);
    file["user_data"].as_array_mut().unwrap().push(bad);
    let path = s.file("bad.json", &file.to_string());
    let o = s.muster(&["library", "import", &path]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    assert!(stderr(&o).contains("/user_data/1/record"), "{}", stderr(&o));
    assert!(stderr(&o).contains("zz-my-copy"), "{}", stderr(&o));
}

/// A backup of `s`'s library once the shipped Blazing Assault deck is entered as the
/// player's own: its path and what it holds.
fn deck_backup(s: &Scratch) -> (std::path::PathBuf, Value) {
    let deck = shipped_deck(&root(), "blazing-assault").to_string();
    backup(
        &|args| ok(s.muster(args)),
        s.dir(),
        &[("underworlds", "deck", &deck)],
    )
}

/// Gives the first card of Underworlds deck `record` that has glory a glory below zero,
/// which the game refuses.
fn below_zero_glory(record: &mut Value) {
    let card = record["cards"]
        .as_array_mut()
        .unwrap()
        .iter_mut()
        .find(|c| c.get("glory").is_some())
        .unwrap();
    card["glory"] = (-2).into();
}

#[test]
fn a_file_that_is_not_a_library_is_refused_and_kept() {
    let s = Scratch::new("corrupt");
    std::fs::write(
        s.library(),
        "these are my notes, not a database\n".repeat(50),
    )
    .unwrap();
    let o = s.muster(&["lists"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("library.sqlite"), "{}", stderr(&o));
    let kept: Vec<_> = std::fs::read_dir(s.dir())
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap_or_default())
        .filter(|t| t.starts_with("these are my notes"))
        .collect();
    assert_eq!(kept.len(), 1, "the notes survive, once");
    // Where they were, under their own name: a file that is not a Muster library is never
    // moved, even by the next command.
    ok_or_refused_again(&s);
    assert!(std::fs::read_to_string(s.library())
        .unwrap()
        .starts_with("these are my notes"));

    // A library in a folder that does not exist is a typo, not a new library.
    let missing = s.path("no-such-folder/library.sqlite");
    let o = common::muster(&["lists", "--db", &missing]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("does not exist"), "{}", stderr(&o));
    assert!(!std::path::Path::new(&s.path("no-such-folder")).exists());
}

/// The same refusal a second time: the notes are still in the way, untouched.
fn ok_or_refused_again(s: &Scratch) {
    let o = s.muster(&["lists"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("left untouched"), "{}", stderr(&o));
}

/// A library with a list and three matches: won and lost with the list, one in progress.
const HISTORY: &str = r#"{
  "format": "muster-library/1", "schema_version": 2,
  "lists": [{"id": 1, "name": "Shield wall", "game": "runewars", "faction": "daqan-lords",
             "notes": null, "created_at": 0, "updated_at": 0,
             "versions": [{"version": 1, "saved_at": 0, "document": {"format": "muster-list/1",
               "game": "runewars", "name": "Shield wall", "faction": "daqan-lords", "units": []}}]}],
  "collection": [], "user_data": [],
  "matches": [
    {"id": 1, "game": "runewars", "list_id": 1, "opponent": "Ben", "faction": "daqan-lords",
     "opponent_faction": "waiqar-the-undying", "outcome": "won", "created_at": 1795305600000,
     "finished_at": 1795309200000, "result": {"winner": 0}, "events": []},
    {"id": 2, "game": "runewars", "list_id": 1, "opponent": "Cai", "faction": "daqan-lords",
     "outcome": "lost", "created_at": 1795392000000, "finished_at": 1795395600000,
     "result": {"winner": 1}, "events": []},
    {"id": 3, "game": "runewars", "list_id": null, "opponent": "Dee", "faction": "uthuk-yllan",
     "created_at": 1795478400000, "finished_at": null, "result": null, "events": []}
  ]
}"#;

#[test]
fn match_history_lists_the_matches_and_counts_results_per_list_and_faction() {
    let s = Scratch::new("history");
    let empty = s.muster(&["match", "history"]);
    assert!(
        stdout(&empty).contains("No matches yet"),
        "{}",
        stdout(&empty)
    );
    let file = s.file("history.json", HISTORY);
    ok(s.muster(&["library", "import", &file]));

    let text = ok(s.muster(&["match", "history", "--stats"]));
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].contains("2026-11-22") && lines[0].contains("Ben") && lines[0].contains("won"),
        "{text}"
    );
    assert!(
        lines[1].contains("Cai") && lines[1].contains("lost"),
        "{text}"
    );
    assert!(
        lines[2].contains("Dee") && lines[2].contains("in progress"),
        "{text}"
    );
    let list_row = lines
        .iter()
        .find(|l| l.starts_with("Shield wall"))
        .expect(&text);
    assert_eq!(
        list_row.split_whitespace().skip(2).collect::<Vec<_>>(),
        ["2", "1", "1", "0"]
    );
    let faction_row = lines
        .iter()
        .find(|l| l.starts_with("runewars daqan-lords"))
        .expect(&text);
    assert_eq!(
        faction_row.split_whitespace().skip(2).collect::<Vec<_>>(),
        ["2", "1", "1", "0"]
    );
    assert!(
        !text.contains("runewars uthuk-yllan"),
        "an unfinished match is not counted: {text}"
    );

    let json: Value = serde_json::from_str(&ok(
        s.muster(&["match", "history", "--stats", "--format", "json"])
    ))
    .unwrap();
    assert_eq!(json["matches"].as_array().unwrap().len(), 3);
    assert_eq!(json["matches"][1]["outcome"], "lost");
    assert_eq!(json["stats"]["lists"][0]["won"], 1);
    assert_eq!(json["stats"]["factions"].as_array().unwrap().len(), 1);
}
