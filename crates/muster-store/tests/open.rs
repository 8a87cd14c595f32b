//! Opening files: migrations, a newer schema, damaged files, other applications' databases.

mod common;

use std::path::Path;

use common::{fill, names, snapshot, TempDir};
use muster_store::{Library, StoreError, SCHEMA_VERSION};
use rusqlite::Connection;

fn pragma_u32(conn: &Connection, name: &str) -> u32 {
    conn.pragma_query_value(None, name, |r| r.get(0)).unwrap()
}

#[test]
fn a_missing_file_and_its_folders_are_created_at_the_current_schema() {
    let dir = TempDir::new("create");
    let path = dir.join("a/b/library.sqlite");
    let library = Library::open(&path).unwrap();
    assert_eq!(library.path(), Some(path.as_path()));
    assert_eq!(library.schema_version().unwrap(), SCHEMA_VERSION);
    assert_eq!(SCHEMA_VERSION, 2);
    drop(library);
    let conn = Connection::open(&path).unwrap();
    assert_eq!(pragma_u32(&conn, "user_version"), 2);
    assert_eq!(
        pragma_u32(&conn, "application_id"),
        u32::from_be_bytes(*b"MUST")
    );
    let mode: String = conn
        .pragma_query_value(None, "journal_mode", |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(
        tables,
        [
            "collection",
            "list_versions",
            "lists",
            "match_events",
            "matches",
            "user_data"
        ]
    );
}

#[test]
fn reopening_keeps_everything() {
    let dir = TempDir::new("reopen");
    let path = dir.join("library.sqlite");
    let mut library = Library::open(&path).unwrap();
    fill(&mut library);
    let before = library.export_json().unwrap();
    drop(library);
    let library = Library::open(&path).unwrap();
    assert_eq!(library.export_json().unwrap(), before);
    assert_eq!(library.schema_version().unwrap(), SCHEMA_VERSION);
}

#[test]
fn two_libraries_can_share_a_file() {
    let dir = TempDir::new("share");
    let path = dir.join("library.sqlite");
    let mut app = Library::open(&path).unwrap();
    let mut cli = Library::open(&path).unwrap();
    let saved = cli
        .save_list(None, &common::meta("From the CLI"), "{}")
        .unwrap();
    assert_eq!(app.list(saved.id).unwrap().summary.name, "From the CLI");
    app.save_list(Some(saved.id), &common::meta("From the app"), "[]")
        .unwrap();
    assert_eq!(cli.list(saved.id).unwrap().document, "[]");
}

/// Guarantee 1: a file from a newer Muster is refused and nothing in its folder changes,
/// not a byte and not a new companion file, whichever journal mode the file is in.
#[test]
fn a_newer_schema_is_refused_and_the_folder_is_unchanged() {
    let dir = TempDir::new("newer");
    let path = dir.join("library.sqlite");
    let mut library = Library::open(&path).unwrap();
    fill(&mut library);
    drop(library);
    for journal in ["WAL", "DELETE"] {
        {
            let conn = Connection::open(&path).unwrap();
            conn.pragma_update(None, "journal_mode", journal).unwrap();
            conn.pragma_update(None, "user_version", 7).unwrap();
        }
        let before = snapshot(dir.path());
        assert_eq!(names(dir.path()), ["library.sqlite"], "no log is left");

        let err = Library::open(&path).unwrap_err();
        assert!(
            matches!(
                err,
                StoreError::NewerSchema {
                    found: 7,
                    supported: SCHEMA_VERSION,
                    ..
                }
            ),
            "{err:?}"
        );
        assert_eq!(
            err.to_string(),
            format!(
                "{}: written by a newer Muster (schema 7, this one reads up to 2); the file was left untouched",
                path.display()
            )
        );
        assert!(
            snapshot(dir.path()) == before,
            "the folder changed ({journal})"
        );
    }
}

/// Guarantee 1, when the newer schema is still in the write-ahead log (a newer Muster is
/// running): the file and its log are unchanged (only the log's shared-memory index, which
/// SQLite rebuilds at will, may be touched).
#[test]
fn a_newer_schema_still_in_the_log_is_refused_without_a_checkpoint() {
    let dir = TempDir::new("newer-wal");
    let path = dir.join("library.sqlite");
    let mut library = Library::open(&path).unwrap();
    fill(&mut library);
    drop(library);
    let newer = Connection::open(&path).unwrap();
    newer.pragma_update(None, "wal_autocheckpoint", 0).unwrap();
    newer.pragma_update(None, "user_version", 7).unwrap();
    let wal = dir.join("library.sqlite-wal");
    let (main_before, wal_before) = (std::fs::read(&path).unwrap(), std::fs::read(&wal).unwrap());
    assert!(!wal_before.is_empty());
    assert_eq!(
        &main_before[60..64],
        &SCHEMA_VERSION.to_be_bytes(),
        "the file itself still says the current schema"
    );

    let err = Library::open(&path).unwrap_err();
    assert!(
        matches!(err, StoreError::NewerSchema { found: 7, .. }),
        "{err:?}"
    );
    assert!(
        std::fs::read(&path).unwrap() == main_before,
        "the file changed"
    );
    assert!(
        std::fs::read(&wal).unwrap() == wal_before,
        "the log changed"
    );
    drop(newer);
}

/// Opens `path`, expects it to be set aside, and checks where it went and that its bytes
/// (and those of every companion file) are unchanged; then checks that a new library can be
/// made at `path` without touching the set-aside file.
fn expect_set_aside(dir: &TempDir, path: &Path, reason_part: &str) {
    let before = snapshot(dir.path());
    let original = std::fs::read(path).unwrap();
    let err = Library::open(path).unwrap_err();
    let StoreError::NotALibrary {
        set_aside: Some(aside),
        reason,
        ..
    } = &err
    else {
        panic!("expected a file set aside, got {err:?}");
    };
    assert!(
        reason.contains(reason_part),
        "{reason:?} should mention {reason_part:?}"
    );
    let message = err.to_string();
    assert!(
        message.starts_with(&format!("{}: not a Muster library (", path.display())),
        "{message}"
    );
    assert!(message.contains(&aside.display().to_string()), "{message}");
    assert!(!message.contains('\n'));
    assert!(!path.exists(), "the damaged file is still in the way");
    assert_eq!(aside.parent(), path.parent());
    let aside_name = aside.file_name().unwrap().to_str().unwrap();
    assert!(
        aside_name.starts_with("library.sqlite.corrupt-"),
        "{aside_name}"
    );
    assert_eq!(
        std::fs::read(aside).unwrap(),
        original,
        "the set-aside bytes differ"
    );
    // Every byte of the folder is still there, under the new names.
    let after = snapshot(dir.path());
    let rename = |name: &str| name.replacen("library.sqlite", aside_name, 1);
    let expected: std::collections::BTreeMap<_, _> =
        before.into_iter().map(|(k, v)| (rename(&k), v)).collect();
    assert!(
        after == expected,
        "files changed: before {:?}, after {:?}",
        expected.keys(),
        after.keys()
    );

    let library = Library::open(path).unwrap();
    assert!(library.lists().unwrap().is_empty());
    drop(library);
    assert_eq!(
        std::fs::read(aside).unwrap(),
        original,
        "the new library touched the old file"
    );
}

/// Opens `path`, expects it refused and left exactly where and as it was, with no companion
/// file made beside it.
fn expect_left(dir: &TempDir, path: &Path, reason_part: &str) {
    let before = snapshot(dir.path());
    let err = Library::open(path).unwrap_err();
    let StoreError::NotALibrary {
        set_aside: None,
        reason,
        ..
    } = &err
    else {
        panic!("expected a file left alone, got {err:?}");
    };
    assert!(
        reason.contains(reason_part),
        "{reason:?} should mention {reason_part:?}"
    );
    assert!(
        err.to_string().ends_with("the file was left untouched"),
        "{err}"
    );
    assert_eq!(snapshot(dir.path()), before, "the folder changed");
}

/// Guarantee 3: a file that is not a Muster library (a note given as the library by mistake)
/// is refused and left where it is, never moved, never overwritten.
#[test]
fn a_text_file_is_refused_and_left_alone() {
    let dir = TempDir::new("text");
    let path = dir.join("library.sqlite");
    std::fs::write(&path, "my shopping list\neggs\n").unwrap();
    expect_left(&dir, &path, "not a SQLite database");
    // A SQLite file cut inside its header cannot be told to be Muster's: left alone too.
    let dir = TempDir::new("truncated-header");
    let path = dir.join("library.sqlite");
    drop(Library::open(&path).unwrap());
    let bytes = std::fs::read(&path).unwrap();
    std::fs::write(&path, &bytes[..50]).unwrap();
    expect_left(&dir, &path, "cut short");
}

/// A pipe (or a device) given as the library is refused at once, never opened: opening a
/// pipe would wait for a writer forever.
#[cfg(unix)]
#[test]
fn a_pipe_is_refused_at_once() {
    use std::os::unix::fs::FileTypeExt;
    let dir = TempDir::new("fifo");
    let path = dir.join("library.sqlite");
    let made = std::process::Command::new("mkfifo")
        .arg(&path)
        .status()
        .unwrap();
    assert!(made.success());
    // (Not read back: reading a pipe would wait too.)
    let err = Library::open(&path).unwrap_err();
    assert!(
        matches!(&err, StoreError::NotALibrary { set_aside: None, reason, .. } if reason.contains("not a regular file")),
        "{err:?}"
    );
    assert!(std::fs::symlink_metadata(&path)
        .unwrap()
        .file_type()
        .is_fifo());
    let beside: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(beside, ["library.sqlite"], "nothing made beside it");
    // Taken away before the folder is: a pipe is no file to read.
    std::fs::remove_file(&path).unwrap();
    let err = Library::open(Path::new("/dev/null")).unwrap_err();
    assert!(err.to_string().contains("not a regular file"), "{err}");
}

/// A library of 200 lists at `path`, then cut short half-way through its pages; the bytes
/// left.
fn cut_library(dir: &TempDir, path: &Path) -> Vec<u8> {
    let mut library = Library::open(path).unwrap();
    for i in 0..200 {
        let doc = format!(r#"{{"n":{i},"pad":"{}"}}"#, "x".repeat(500));
        library
            .save_list(None, &common::meta(&format!("list {i}")), &doc)
            .unwrap();
    }
    drop(library);
    assert_eq!(names(dir.path()), ["library.sqlite"]);
    let bytes = std::fs::read(path).unwrap();
    let cut = bytes[..bytes.len() / 2].to_vec();
    std::fs::write(path, &cut).unwrap();
    cut
}

/// Guarantee 3: a Muster library cut short half-way through its pages is set aside.
#[test]
fn a_truncated_sqlite_file_is_set_aside() {
    let dir = TempDir::new("truncated-pages");
    let path = dir.join("library.sqlite");
    cut_library(&dir, &path);
    expect_set_aside(&dir, &path, "damaged");
}

/// Only a command that writes sets a damaged library aside: opened to read, it is refused,
/// left where it is byte for byte, and the refusal says what a writing command will do.
#[test]
fn a_damaged_library_opened_to_read_is_refused_and_left_in_place() {
    let dir = TempDir::new("damaged-read");
    let path = dir.join("library.sqlite");
    let cut = cut_library(&dir, &path);
    for _ in 0..2 {
        let err = Library::open_to_read(&path).unwrap_err();
        assert!(
            matches!(&err, StoreError::NotALibrary { set_aside: None, reason, .. }
                if reason.contains("a command that changes the library will set it aside")),
            "{err:?}"
        );
        assert_eq!(names(dir.path()), ["library.sqlite"]);
        assert_eq!(std::fs::read(&path).unwrap(), cut);
    }
    // A command that writes sets it aside and starts anew.
    expect_set_aside(&dir, &path, "damaged");
}

/// Guarantee 3: a page of garbage in the middle of a healthy library.
#[test]
fn a_garbled_page_is_set_aside() {
    let dir = TempDir::new("garbled");
    let path = dir.join("library.sqlite");
    let mut library = Library::open(&path).unwrap();
    for i in 0..50 {
        let doc = format!(r#"{{"n":{i},"pad":"{}"}}"#, "x".repeat(500));
        library
            .save_list(None, &common::meta(&format!("list {i}")), &doc)
            .unwrap();
    }
    drop(library);
    let mut bytes = std::fs::read(&path).unwrap();
    let page_size = u16::from_be_bytes([bytes[16], bytes[17]]) as usize;
    assert!(bytes.len() >= 4 * page_size);
    // Page 3 (pages count from 1): a b-tree page of the schema's first tables.
    bytes[2 * page_size..3 * page_size].fill(0xA5);
    std::fs::write(&path, &bytes).unwrap();
    expect_set_aside(&dir, &path, "damaged");
}

/// Guarantee 3: the healthy database of another application is refused and left where it
/// is, unchanged and without companion files, in either journal mode.
#[test]
fn another_applications_database_is_refused_and_left_alone() {
    for wal in [false, true] {
        let dir = TempDir::new("foreign");
        let path = dir.join("library.sqlite");
        {
            let conn = Connection::open(&path).unwrap();
            if wal {
                conn.pragma_update(None, "journal_mode", "WAL").unwrap();
            }
            conn.execute_batch(
                "CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT);
                 INSERT INTO moz_places (url) VALUES ('https://example.org');",
            )
            .unwrap();
        }
        let before = snapshot(dir.path());
        assert_eq!(names(dir.path()), ["library.sqlite"]);
        let err = Library::open(&path).unwrap_err();
        assert!(
            matches!(&err, StoreError::NotALibrary { set_aside: None, reason, .. } if reason.contains("moz_places")),
            "{err:?}"
        );
        assert!(
            err.to_string().ends_with("the file was left untouched"),
            "{err}"
        );
        assert!(
            snapshot(dir.path()) == before,
            "the folder changed (wal: {wal})"
        );
    }
}

#[test]
fn a_database_with_another_application_id_is_refused_from_its_header() {
    let dir = TempDir::new("foreign-id");
    let path = dir.join("library.sqlite");
    {
        let conn = Connection::open(&path).unwrap();
        conn.pragma_update(None, "application_id", 0x1234_5678)
            .unwrap();
    }
    let before = snapshot(dir.path());
    let err = Library::open(&path).unwrap_err();
    assert!(
        err.to_string().contains("application id is 0x12345678"),
        "{err}"
    );
    assert!(snapshot(dir.path()) == before);
}

#[test]
fn an_empty_file_or_an_empty_database_becomes_a_library() {
    let dir = TempDir::new("empty");
    let path = dir.join("library.sqlite");
    std::fs::write(&path, b"").unwrap();
    let mut library = Library::open(&path).unwrap();
    library.save_list(None, &common::meta("x"), "{}").unwrap();
    drop(library);

    let path = dir.join("empty-db.sqlite");
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch("CREATE TABLE t (x); DROP TABLE t;")
            .unwrap();
    }
    assert!(std::fs::metadata(&path).unwrap().len() > 0);
    let library = Library::open(&path).unwrap();
    assert_eq!(library.schema_version().unwrap(), SCHEMA_VERSION);
}

#[test]
fn a_folder_is_not_a_library() {
    let dir = TempDir::new("folder");
    let err = Library::open(dir.path()).unwrap_err();
    assert!(
        matches!(
            err,
            StoreError::NotALibrary {
                set_aside: None,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(dir.path().is_dir());
}

#[test]
fn a_locked_library_is_not_mistaken_for_a_damaged_one() {
    let dir = TempDir::new("locked");
    let path = dir.join("library.sqlite");
    drop(Library::open(&path).unwrap());
    let other = Connection::open(&path).unwrap();
    other.execute_batch("BEGIN EXCLUSIVE").unwrap();
    // Opening reads only; in write-ahead-log mode a reader is not blocked by a writer.
    let mut library = Library::open(&path).unwrap();
    assert!(path.exists());
    other.execute_batch("ROLLBACK").unwrap();
    library.save_list(None, &common::meta("x"), "{}").unwrap();
}

/// Finding 12 of docs/robustness.md: a stored text that is not UTF-8 (one byte changed in a
/// list's name passes SQLite's `quick_check`) is named when the lists are read, and every
/// write is refused naming it, so that nothing is written over the player's rows.
#[test]
fn a_row_that_does_not_read_stops_every_write_and_is_named() {
    let dir = TempDir::new("unreadable-row");
    let path = dir.join("library.sqlite");
    let mut library = Library::open(&path).unwrap();
    fill(&mut library);
    let backup = library.export_json().unwrap();
    drop(library);
    let conn = Connection::open(&path).unwrap();
    // 0xD3 begins a two-byte sequence the end of the name does not finish.
    conn.execute(
        "UPDATE lists SET name = CAST(CAST(name AS BLOB) || x'd3' AS TEXT) WHERE id = 2",
        [],
    )
    .unwrap();
    drop(conn);
    let before = snapshot(dir.path());
    let damaged = |e: &StoreError| {
        matches!(e, StoreError::Damaged { row, .. } if row == "the name of list 2")
            && e.to_string().contains("the name of list 2 does not read")
    };
    for open in [Library::open, Library::open_to_read] {
        let mut library = open(&path).unwrap();
        let err = library.lists().unwrap_err();
        assert!(damaged(&err), "{err:?}");
        assert!(damaged(&library.all_lists().unwrap_err()));
        let err = library
            .save_list(None, &common::meta("New"), "{}")
            .unwrap_err();
        assert!(damaged(&err), "{err}");
        assert!(damaged(&library.delete_list(2).unwrap_err()));
        assert!(damaged(&library.import_json(&backup).unwrap_err()));
        // What reads still reads: the other list, the collection.
        assert_eq!(library.list(1).unwrap().summary.name, "Shield wall");
        assert_eq!(library.collection(None).unwrap().len(), 4);
        drop(library);
        assert_eq!(snapshot(dir.path()), before, "the file is left as it is");
    }
}

/// The long run of 2026-12-03 (docs/robustness.md): a damaged schema whose column name is
/// not UTF-8 made opening the library panic (rusqlite's `column_names`). It is named as the
/// damage instead, every write is refused, and the file is left as it is.
#[test]
fn a_column_name_that_does_not_read_is_named_not_a_panic() {
    let dir = TempDir::new("unreadable-column");
    let path = dir.join("library.sqlite");
    let mut library = Library::open(&path).unwrap();
    fill(&mut library);
    drop(library);
    let conn = Connection::open(&path).unwrap();
    // 0xFF never begins a UTF-8 sequence: the column `notes` becomes `\xFFotes`.
    conn.execute_batch(
        "PRAGMA writable_schema = ON;
         UPDATE sqlite_master
            SET sql = replace(sql, ' notes ', CAST(x'20ff6f74657320' AS TEXT))
          WHERE name = 'lists';",
    )
    .unwrap();
    drop(conn);
    let before = snapshot(dir.path());
    for open in [Library::open_to_read, Library::open] {
        let mut library = open(&path).unwrap();
        let err = library
            .save_list(None, &common::meta("New"), "{}")
            .unwrap_err();
        assert!(
            matches!(&err, StoreError::Damaged { row, .. } if row == "the name of a column of the lists table"),
            "{err:?}"
        );
        drop(library);
        assert_eq!(snapshot(dir.path()), before, "the file is left as it is");
    }
}
