//! Guarantee 4: export → import → export gives the same text; a bad file changes nothing.

mod common;

use common::{fill, meta, SHIELD_WALL};
use muster_store::{CollectionEntry, ImportSummary, Library, StoreError};
use serde_json::Value;

fn filled() -> Library {
    let mut library = Library::open_in_memory().unwrap();
    fill(&mut library);
    library
}

#[test]
fn export_then_import_then_export_gives_the_same_text() {
    let dir = common::TempDir::new("round-trip");
    let mut original = Library::open(&dir.join("a.sqlite")).unwrap();
    fill(&mut original);
    // A deleted list leaves a gap in the ids: ids are kept as they are.
    let gone = original.save_list(None, &meta("gone"), "{}").unwrap();
    original.delete_list(gone.id).unwrap();
    let first = original.export_json().unwrap();

    let mut copy = Library::open(&dir.join("b.sqlite")).unwrap();
    let summary = copy.import_json(&first).unwrap();
    assert_eq!(
        summary,
        ImportSummary {
            lists: 2,
            list_versions: 4,
            collection_entries: 4,
            user_records: 2,
            matches: 2,
            events: 3,
        }
    );
    let second = copy.export_json().unwrap();
    assert!(
        first == second,
        "the second export differs:\n{first}\n---\n{second}"
    );
    // And once more, through a library that had other content.
    let mut third = filled();
    third
        .save_list(None, &meta("to be replaced"), "[]")
        .unwrap();
    third.import_json(&second).unwrap();
    assert_eq!(third.export_json().unwrap(), first);
    // The same library exports the same text every time.
    assert_eq!(original.export_json().unwrap(), first);
}

#[test]
fn the_export_holds_everything_with_ids_and_times() {
    let library = filled();
    let text = library.export_json().unwrap();
    assert!(
        text.starts_with("{\n  \"format\": \"muster-library/1\",\n  \"schema_version\": 2,\n"),
        "{text}"
    );
    assert!(text.ends_with("}\n"));
    let v: Value = serde_json::from_str(&text).unwrap();
    let list = &v["lists"][0];
    assert_eq!(list["id"], 1);
    assert_eq!(list["name"], "Shield wall");
    assert_eq!(list["notes"], "for the club night");
    assert_eq!(list["versions"].as_array().unwrap().len(), 3);
    assert_eq!(list["versions"][0]["version"], 1);
    assert_eq!(
        list["versions"][0]["document"],
        serde_json::from_str::<Value>(SHIELD_WALL).unwrap()
    );
    assert!(
        list["versions"][2]["saved_at"].as_i64().unwrap() >= list["created_at"].as_i64().unwrap()
    );
    assert_eq!(list["updated_at"], list["versions"][2]["saved_at"]);
    assert_eq!(
        v["collection"][0]["game"], "diskwars",
        "ordered by game, kind, item"
    );
    assert_eq!(v["user_data"][0]["id"], "x/y~z");
    assert_eq!(v["user_data"][0]["record"], serde_json::json!([1, 2, 3]));
    assert_eq!(v["matches"][0]["result"]["winner"], "me");
    assert_eq!(v["matches"][0]["events"][1]["seq"], 2);
    assert_eq!(v["matches"][0]["events"][1]["event"]["note"], "é ü ✓");
    assert_eq!(v["matches"][1]["finished_at"], Value::Null);
    assert_eq!(v["matches"][0]["outcome"], "won");
    assert_eq!(v["matches"][0]["opponent"], "Ñuño");
    assert_eq!(v["matches"][0]["opponent_list_id"], 2);
    assert_eq!(v["matches"][0]["setup"]["players"][1]["name"], "Ñuño");
    assert_eq!(v["matches"][1]["outcome"], Value::Null);
    // Documents are embedded as they were stored, spacing included.
    assert!(
        text.contains("\"document\": {\n  \"format\": \"muster-list/1\",\n  \"v\": 3\n}"),
        "{text}"
    );
}

#[test]
fn an_imported_library_keeps_working() {
    let mut library = Library::open_in_memory().unwrap();
    library
        .import_json(&filled().export_json().unwrap())
        .unwrap();
    let lists = library.lists().unwrap();
    assert_eq!(
        lists.iter().map(|l| (l.id, l.version)).collect::<Vec<_>>(),
        [(1, 3), (2, 1)]
    );
    assert_eq!(library.list_history(1).unwrap().len(), 3);
    let next = library.save_list(None, &meta("new"), "{}").unwrap();
    assert_eq!(next.id, 3);
    assert_eq!(
        library
            .save_list(Some(1), &meta("x"), "{}")
            .unwrap()
            .version,
        4
    );
    assert_eq!(library.append_event(2, "{}").unwrap(), 2);
    assert_eq!(library.matches().unwrap()[0].events, 2);
    assert_eq!(
        library
            .remove_from_collection(&CollectionEntry::new("runewars", "unit", "spearmen", 1))
            .unwrap(),
        2
    );
}

/// Issue 32: the ids new lists and matches take start after the highest of the backup last
/// imported (not after the highest the library ever held), and a library whose ids an older
/// Muster let a backup use up says so, not "the disk is full", until a good backup is
/// imported.
#[test]
fn new_ids_follow_the_imported_backup_and_running_out_is_not_a_full_disk() {
    let dir = common::TempDir::new("import-ids");
    let path = dir.join("library.sqlite");
    let good = filled().export_json().unwrap();
    let mut v: Value = serde_json::from_str(&good).unwrap();
    let mut last = v["lists"][1].clone();
    last["id"] = muster_store::MAX_ID.into();
    v["lists"].as_array_mut().unwrap().push(last);
    v["matches"][1]["id"] = muster_store::MAX_ID.into();
    let highest = serde_json::to_string(&v).unwrap();

    let mut library = Library::open(&path).unwrap();
    library.import_json(&highest).unwrap();
    let at_the_top = library.save_list(None, &meta("after"), "{}").unwrap();
    assert_eq!(at_the_top.id, muster_store::MAX_ID + 1);
    library.import_json(&good).unwrap();
    assert_eq!(library.save_list(None, &meta("new"), "{}").unwrap().id, 3);
    let new_match = muster_store::NewMatch {
        game: "runewars".into(),
        ..Default::default()
    };
    assert_eq!(library.create_match(&new_match).unwrap(), 3);
    drop(library);

    // As an older Muster left it: every id used.
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(&format!(
        "UPDATE sqlite_sequence SET seq = {} WHERE name IN ('lists', 'matches')",
        i64::MAX
    ))
    .unwrap();
    drop(conn);
    let mut library = Library::open(&path).unwrap();
    let before = library.export_json().unwrap();
    for err in [
        library
            .save_list(None, &meta("one more"), "{}")
            .unwrap_err(),
        library.create_match(&new_match).unwrap_err(),
    ] {
        assert!(matches!(err, StoreError::Conflict { .. }), "{err:?}");
        let shown = err.to_string();
        assert!(
            shown.contains("id is left") && !shown.contains("disk"),
            "{shown}"
        );
    }
    assert_eq!(library.export_json().unwrap(), before);
    // Saving a new version of a list needs no new id.
    library.save_list(Some(1), &meta("again"), "{}").unwrap();
    library.import_json(&good).unwrap();
    assert_eq!(library.save_list(None, &meta("new"), "{}").unwrap().id, 3);
}

/// The import lifts the append-only triggers inside its transaction: they must be back.
#[test]
fn the_append_only_triggers_survive_an_import() {
    let dir = common::TempDir::new("import-triggers");
    let path = dir.join("library.sqlite");
    let mut library = Library::open(&path).unwrap();
    fill(&mut library);
    let text = library.export_json().unwrap();
    library.import_json(&text).unwrap();
    drop(library);
    let conn = rusqlite::Connection::open(&path).unwrap();
    let triggers: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM sqlite_schema WHERE type = 'trigger' AND tbl_name = 'match_events'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(triggers, 3);
    assert!(conn.execute("DELETE FROM match_events", []).is_err());
    assert!(conn
        .execute("UPDATE match_events SET event = '1'", [])
        .is_err());
}

/// Replaces the first occurrence of `from` in `text` (which must be there) with `to`.
fn edit(text: &str, from: &str, to: &str) -> String {
    assert!(text.contains(from), "{from:?} is not in the export");
    text.replacen(from, to, 1)
}

/// Guarantee 4: each bad file is refused naming its place, and the library it was imported
/// into is exactly as it was.
#[test]
fn a_bad_file_is_refused_at_its_place_and_changes_nothing() {
    let good = filled().export_json().unwrap();
    let v: Value = serde_json::from_str(&good).unwrap();
    let with = |f: &dyn Fn(&mut Value)| {
        let mut v = v.clone();
        f(&mut v);
        serde_json::to_string_pretty(&v).unwrap()
    };
    let deep = format!("{}{}", "[".repeat(1500), "]".repeat(1500));
    let cases: Vec<(&str, String, &str, &str)> = vec![
        (
            "syntax",
            edit(&good, "\"lists\": [", "\"lists\": [,"),
            "line 4, column ",
            "expected value",
        ),
        (
            "truncated",
            good[..good.len() / 2].to_string(),
            "line ",
            "EOF",
        ),
        (
            "not an export",
            SHIELD_WALL.to_string(),
            "/format",
            "muster-library/1",
        ),
        (
            "no format",
            "{}".into(),
            "the top level",
            "missing field `format`",
        ),
        ("array", "[]".into(), "the top level", ""),
        (
            "format",
            edit(&good, "muster-library/1", "muster-library/2"),
            "/format",
            "expected \"muster-library/1\"",
        ),
        (
            "schema",
            edit(&good, "\"schema_version\": 2", "\"schema_version\": 7"),
            "/schema_version",
            "schema 7",
        ),
        (
            "missing field",
            with(&|v| drop(v["lists"][1].as_object_mut().unwrap().remove("name"))),
            "/lists/1",
            "missing field `name`",
        ),
        (
            "unknown field",
            with(&|v| v["user_data"][0]["colour"] = "red".into()),
            "/user_data/0",
            "unknown field `colour`",
        ),
        (
            "wrong type",
            with(&|v| v["lists"][0]["created_at"] = "yesterday".into()),
            "/lists/0/created_at",
            "invalid type",
        ),
        (
            "duplicate list",
            with(&|v| v["lists"][1]["id"] = 1.into()),
            "/lists/1/id",
            "also used at /lists/0",
        ),
        (
            "list id 0",
            with(&|v| v["lists"][0]["id"] = 0.into()),
            "/lists/0/id",
            "a list id is 1 to 2,147,483,647, not 0",
        ),
        (
            "list id past the range",
            with(&|v| {
                v["lists"][1]["id"] = i64::MAX.into();
                v["matches"][0]["list_id"] = i64::MAX.into();
            }),
            "/lists/1/id",
            "a list id is 1 to 2,147,483,647, not 9223372036854775807",
        ),
        (
            "match id past the range",
            with(&|v| v["matches"][1]["id"] = (muster_store::MAX_ID + 1).into()),
            "/matches/1/id",
            "a match id is 1 to 2,147,483,647, not 2147483648",
        ),
        (
            "no versions",
            with(&|v| v["lists"][1]["versions"] = Value::Array(vec![])),
            "/lists/1/versions",
            "at least one version",
        ),
        (
            "versions order",
            with(&|v| v["lists"][0]["versions"][1]["version"] = 3.into()),
            "/lists/0/versions/1/version",
            "expected 2, found 3",
        ),
        (
            "negative count",
            with(&|v| v["collection"][2]["count"] = (-1).into()),
            "/collection/2/count",
            "invalid value: integer `-1`",
        ),
        (
            "zero count",
            with(&|v| v["collection"][1]["count"] = 0.into()),
            "/collection/1/count",
            "1 or more",
        ),
        (
            "duplicate entry",
            with(&|v| v["collection"][3] = v["collection"][2].clone()),
            "/collection/3",
            "/collection/2",
        ),
        (
            "empty item",
            with(&|v| v["collection"][0]["item"] = "".into()),
            "/collection/0/item",
            "must not be empty",
        ),
        (
            "duplicate record",
            with(&|v| v["user_data"][1] = v["user_data"][0].clone()),
            "/user_data/1",
            "/user_data/0",
        ),
        (
            "duplicate match",
            with(&|v| v["matches"][1]["id"] = 1.into()),
            "/matches/1/id",
            "used twice",
        ),
        (
            "dangling list",
            with(&|v| v["matches"][1]["list_id"] = 9.into()),
            "/matches/1/list_id",
            "no list 9",
        ),
        (
            "dangling opponent list",
            with(&|v| v["matches"][0]["opponent_list_id"] = 9.into()),
            "/matches/0/opponent_list_id",
            "no list 9",
        ),
        (
            "outcome of an unfinished match",
            with(&|v| v["matches"][1]["outcome"] = "won".into()),
            "/matches/1/outcome",
            "only a finished match",
        ),
        (
            "unknown outcome",
            with(&|v| v["matches"][0]["outcome"] = "tie".into()),
            "/matches/0/outcome",
            "unknown variant",
        ),
        (
            "dangling list again",
            with(&|v| v["matches"][1]["list_id"] = 9.into()),
            "/matches/1/list_id",
            "no list 9",
        ),
        (
            "events order",
            with(&|v| v["matches"][0]["events"][1]["seq"] = 1.into()),
            "/matches/0/events/1/seq",
            "expected 2, found 1",
        ),
        (
            "result without end",
            with(&|v| v["matches"][0]["finished_at"] = Value::Null),
            "/matches/0/finished_at",
            "finish time",
        ),
        (
            "duplicate key",
            edit(
                &good,
                "\"name\": \"Crows\",",
                "\"name\": \"Crows\", \"name\": \"Again\",",
            ),
            "/lists/1/name",
            "the key \"name\" is given twice",
        ),
    ];
    for (label, text, place, message) in cases {
        let mut library = filled();
        library
            .save_list(None, &meta("mine"), "[\"keep me\"]")
            .unwrap();
        let before = library.export_json().unwrap();
        let err = library.import_json(&text).unwrap_err();
        let StoreError::BadImport {
            place: p,
            message: m,
            ..
        } = &err
        else {
            panic!("{label}: expected BadImport, got {err:?}");
        };
        assert!(
            p.starts_with(place),
            "{label}: place {p:?}, expected {place:?} ({m})"
        );
        assert!(
            m.contains(message),
            "{label}: message {m:?} should contain {message:?}"
        );
        let shown = err.to_string();
        assert!(
            !shown.contains('\n') && shown.contains(p.as_str()),
            "{label}: {shown}"
        );
        assert!(
            library.export_json().unwrap() == before,
            "{label}: the library changed"
        );
    }

    let mut library = filled();
    let err = library
        .import_json(&edit(
            &good,
            "\"event\": true",
            &format!("\"event\": {deep}"),
        ))
        .unwrap_err();
    assert!(
        matches!(&err, StoreError::BadImport { place, .. } if place == "/matches/1/events/0/event"),
        "{err:?}"
    );
}

/// A file that passes every check but that SQLite refuses half-way through writing (here
/// a trigger added for the test refuses one user record): the transaction is rolled back,
/// the deletions included.
#[test]
fn a_write_that_fails_half_way_is_rolled_back() {
    let dir = common::TempDir::new("import-rollback");
    let path = dir.join("library.sqlite");
    let mut library = Library::open(&path).unwrap();
    fill(&mut library);
    let text = edit(
        &library.export_json().unwrap(),
        "\"id\": \"home-made\"",
        "\"id\": \"boom\"",
    );
    library
        .save_list(None, &meta("mine"), "[\"keep me\"]")
        .unwrap();
    let before = library.export_json().unwrap();
    rusqlite::Connection::open(&path)
        .unwrap()
        .execute_batch(
            "CREATE TRIGGER boom BEFORE INSERT ON user_data WHEN NEW.id = 'boom'
             BEGIN SELECT RAISE(ABORT, 'boom'); END;",
        )
        .unwrap();
    let err = library.import_json(&text).unwrap_err();
    assert!(matches!(err, StoreError::Sqlite { .. }), "{err:?}");
    assert!(err.to_string().contains("boom"), "{err}");
    assert!(
        library.export_json().unwrap() == before,
        "a failed write was not rolled back"
    );
    // The append-only triggers, lifted during the import, are back.
    drop(library);
    let conn = rusqlite::Connection::open(&path).unwrap();
    assert!(conn.execute("DELETE FROM match_events", []).is_err());
}

#[test]
fn a_bad_import_message_reads_as_one_line() {
    let mut library = Library::open_in_memory().unwrap();
    let err = library
        .import_json("{\"format\": \"muster-library/1\",")
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "(library in memory): import refused, at line 1, column 30: EOF while parsing a value; the library was not changed"
    );
}
