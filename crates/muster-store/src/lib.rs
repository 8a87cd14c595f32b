//! Muster's library on disk: the user's lists with their whole history, the collection of
//! models and cards they own, the records they typed in themselves, and the event logs of
//! their matches, all in one SQLite file that the desktop app and the `muster` command
//! line share.
//!
//! The library stores documents as JSON text and knows nothing of game rules: callers parse
//! and check a list with `muster-core` before saving it. What the library does guarantee:
//!
//! - **Every write is one transaction** on a write-ahead log with `synchronous = FULL`: a
//!   call that has returned `Ok` survives a killed process (and a power cut, as far as the
//!   disk honours `fsync`); one that was interrupted leaves nothing half-written.
//! - **Nothing is lost by saving**: each save of a list keeps the document it replaces as
//!   an earlier version, and restoring an old version saves it as a new one.
//! - **Match logs are append-only**: SQLite triggers refuse to change or delete an event.
//! - **Files it does not understand are never overwritten**: a file from a newer Muster is
//!   left byte-for-byte untouched; a damaged or non-SQLite file is moved aside, unchanged,
//!   and another application's database is refused where it is. See [`Library::open`].
//! - **A whole library can be exported to and imported from one JSON file**; an import
//!   replaces everything or, if the file has any fault, changes nothing.
//!
//! ```
//! use muster_store::{Library, ListMeta};
//!
//! let mut library = Library::open_in_memory()?;
//! let meta = ListMeta::new("Shield wall", "runewars", "daqan-lords");
//! let saved = library.save_list(None, &meta, r#"{"format":"muster-list/1"}"#)?;
//! library.save_list(Some(saved.id), &meta, r#"{"format":"muster-list/1","units":[]}"#)?;
//! assert_eq!(library.list_history(saved.id)?.len(), 2);
//! # Ok::<(), muster_store::StoreError>(())
//! ```

mod collection;
mod error;
mod export;
mod files;
mod lists;
mod live;
mod matches;
mod open;
mod records;
mod schema;
mod user_data;

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use rusqlite::{params, Connection, OptionalExtension, Row, Transaction, TransactionBehavior};

pub use error::StoreError;
pub use export::{
    ImportEntry, ImportFile, ImportList, ImportMatch, ImportRecord, ImportSummary, EXPORT_FORMAT,
};
pub use files::write_whole;
pub use live::{player_outcome, replay_stored, LiveError, LiveMatch};
pub use records::{
    CollectionEntry, FactionRecord, ListId, ListMeta, ListRecord, ListSummary, ListVersion,
    MatchId, MatchOutcome, MatchStats, MatchSummary, NewMatch, Record, SavedList, StoredEvent,
    StoredList, UnixMillis, UserRecord, MAX_ID,
};
pub use schema::SCHEMA_VERSION;

/// The user's library: one SQLite file (or an in-memory database for tests).
///
/// Reading methods take `&self`, writing ones `&mut self`; each writing method is one
/// transaction. Several `Library` values (in one process or several) may share a file:
/// SQLite's locks keep them consistent, and a writer waits up to 5 s for another.
#[derive(Debug)]
pub struct Library {
    conn: Connection,
    /// Opened only to read ([`Library::open_to_read`] where the file cannot be written).
    read_only: bool,
    /// The first stored value that does not read, found when the file was opened: while it is
    /// there every write is refused ([`StoreError::Damaged`]).
    damaged: Option<String>,
    path: Option<PathBuf>,
    /// The file's path as text, or `(library in memory)`: what errors name.
    name: String,
}

/// The current time for the library's records.
pub(crate) fn now_ms() -> UnixMillis {
    match SystemTime::now().duration_since(UNIX_EPOCH) {
        Ok(d) => d.as_millis() as UnixMillis,
        Err(e) => -(e.duration().as_millis() as UnixMillis),
    }
}

/// Adds "what was being done" to a rusqlite error.
trait Context<T> {
    fn ctx(self, library: &str, context: impl std::fmt::Display) -> Result<T, StoreError>;
}

impl<T> Context<T> for rusqlite::Result<T> {
    fn ctx(self, library: &str, context: impl std::fmt::Display) -> Result<T, StoreError> {
        self.map_err(|source| sqlite_error(library, context, source))
    }
}

/// A rusqlite error as the library's error, with what was being done.
fn sqlite_error(
    library: &str,
    context: impl std::fmt::Display,
    source: rusqlite::Error,
) -> StoreError {
    if disk_full(&source) {
        StoreError::DiskFull {
            library: library.into(),
            context: context.to_string(),
        }
    } else {
        StoreError::Sqlite {
            library: library.into(),
            context: context.to_string(),
            source,
        }
    }
}

/// SQLite says the disk is full as "database or disk is full", or, when a write of its
/// journal fails, as a plain "disk I/O error" while the system's own error says no space
/// is left: both are a full disk to the player.
fn disk_full(error: &rusqlite::Error) -> bool {
    match error.sqlite_error_code() {
        Some(rusqlite::ErrorCode::DiskFull) => true,
        Some(rusqlite::ErrorCode::SystemIoFailure) => {
            std::io::Error::last_os_error().kind() == std::io::ErrorKind::StorageFull
        }
        _ => false,
    }
}

/// How deep SQLite's JSON functions (and so the `json_valid` checks of the schema) let
/// arrays and objects nest.
pub(crate) const MAX_JSON_DEPTH: usize = 1000;

/// `text` without the surrounding whitespace, if it is one JSON value that SQLite accepts.
fn json_text<'t>(library: &str, what: &str, text: &'t str) -> Result<&'t str, StoreError> {
    let invalid = |message| StoreError::Invalid {
        library: library.into(),
        message,
    };
    if let Err(e) = serde_json::from_str::<serde::de::IgnoredAny>(text) {
        return Err(invalid(format!("{what} is not JSON: {e}")));
    }
    if json_depth(text) > MAX_JSON_DEPTH {
        return Err(invalid(format!(
            "{what} nests arrays and objects deeper than {MAX_JSON_DEPTH} levels"
        )));
    }
    Ok(text.trim_matches([' ', '\t', '\n', '\r']))
}

/// The deepest nesting of arrays and objects in `json`, which must be valid JSON.
pub(crate) fn json_depth(json: &str) -> usize {
    let (mut depth, mut deepest) = (0usize, 0usize);
    let (mut in_string, mut escaped) = (false, false);
    for b in json.bytes() {
        if in_string {
            match b {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                deepest = deepest.max(depth);
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    deepest
}

fn not_empty(library: &str, what: &str, value: &str) -> Result<(), StoreError> {
    if value.is_empty() {
        return Err(StoreError::Invalid {
            library: library.into(),
            message: format!("{what} must not be empty"),
        });
    }
    Ok(())
}

const LIST_COLUMNS: &str = "id, name, game, faction, notes, version, created_at, updated_at";

fn list_summary(row: &Row<'_>) -> rusqlite::Result<ListSummary> {
    Ok(ListSummary {
        id: row.get(0)?,
        name: row.get(1)?,
        game: row.get(2)?,
        faction: row.get(3)?,
        notes: row.get(4)?,
        version: row.get(5)?,
        created_at: row.get(6)?,
        updated_at: row.get(7)?,
    })
}

fn stored_list(row: &Row<'_>) -> rusqlite::Result<StoredList> {
    Ok(StoredList {
        summary: list_summary(row)?,
        document: row.get(8)?,
    })
}

/// The path the library lives at when none is given, from these environment variables.
fn default_path_from(var: impl Fn(&str) -> Option<OsString>) -> PathBuf {
    let set = |key: &str| var(key).filter(|v| !v.is_empty()).map(PathBuf::from);
    // The XDG spec says a relative XDG_DATA_HOME is to be ignored.
    if let Some(data) = set("XDG_DATA_HOME").filter(|p| p.is_absolute()) {
        return data.join("muster").join("library.sqlite");
    }
    if let Some(home) = set("HOME") {
        return home
            .join(".local")
            .join("share")
            .join("muster")
            .join("library.sqlite");
    }
    if let Some(appdata) = set("APPDATA") {
        return appdata.join("muster").join("library.sqlite");
    }
    PathBuf::from("muster-library.sqlite")
}

impl Library {
    /// Opens the library file at `path`, creating it (and its folders) if it is missing and
    /// bringing its schema up to date, all missing steps in one transaction.
    ///
    /// What is refused, and what happens to the file:
    ///
    /// - a file from a newer Muster ([`StoreError::NewerSchema`]): untouched, byte for byte;
    /// - a damaged Muster library (its header carries Muster's application id, but SQLite's
    ///   `quick_check` fails or the file is cut short) ([`StoreError::NotALibrary`] with
    ///   `set_aside`): moved, bytes unchanged, to `<name>.corrupt-<unix ms>` beside it, never
    ///   onto an existing file, so that the next `open` starts a new library;
    /// - anything else that is not a Muster library — a file that is not SQLite, a SQLite file
    ///   that cannot be told to be Muster's, a healthy database of another application, a
    ///   pipe or a device ([`StoreError::NotALibrary`] without `set_aside`): left where it
    ///   is, untouched (a pipe is not even opened).
    ///
    /// An empty (0-byte) file, or an empty SQLite database, becomes a new library.
    pub fn open(path: &Path) -> Result<Library, StoreError> {
        Library::open_as(path, true)
    }

    /// As [`Library::open`], for a command that only reads: a damaged Muster library is
    /// refused and left where it is (only a command that writes sets one aside), and a
    /// library that cannot be written (a read-only folder or file, a full disk) is opened
    /// read-only, so reading it still works ([`Library::is_read_only`]).
    pub fn open_to_read(path: &Path) -> Result<Library, StoreError> {
        Library::open_as(path, false)
    }

    fn open_as(path: &Path, may_move: bool) -> Result<Library, StoreError> {
        let (conn, read_only) = open::open_file(path, may_move)?;
        let name = path.display().to_string();
        let damaged = open::unreadable(&conn).ctx(&name, "read the library")?;
        Ok(Library {
            conn,
            read_only,
            damaged,
            path: Some(path.to_path_buf()),
            name,
        })
    }

    /// Whether the library was opened only to read ([`Library::open_to_read`] on a file
    /// that cannot be written): every write to it is refused.
    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// A new, empty library in memory, gone when dropped: for tests and previews.
    pub fn open_in_memory() -> Result<Library, StoreError> {
        Ok(Library {
            conn: open::open_memory()?,
            read_only: false,
            damaged: None,
            path: None,
            name: open::IN_MEMORY.into(),
        })
    }

    /// Where the library lives when the user names none: `$XDG_DATA_HOME/muster/library.sqlite`,
    /// else `$HOME/.local/share/muster/library.sqlite`, else `%APPDATA%\muster\library.sqlite`,
    /// else `muster-library.sqlite` in the current folder.
    pub fn default_path() -> PathBuf {
        default_path_from(|key| std::env::var_os(key))
    }

    /// The file this library lives in; `None` in memory.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The schema version of the file (`PRAGMA user_version`); [`SCHEMA_VERSION`] once opened.
    pub fn schema_version(&self) -> Result<u32, StoreError> {
        self.conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .ctx(&self.name, "read the schema version")
    }
}

impl Library {
    /// Runs a query and collects its rows, naming `context` in the error, or the value that
    /// does not read when that is why.
    fn query_all<T, P: rusqlite::Params>(
        &self,
        sql: &str,
        params: P,
        row: impl FnMut(&Row<'_>) -> rusqlite::Result<T>,
        context: impl std::fmt::Display,
    ) -> Result<Vec<T>, StoreError> {
        (|| {
            let mut stmt = self.conn.prepare(sql)?;
            let rows = stmt.query_map(params, row)?;
            rows.collect::<rusqlite::Result<Vec<T>>>()
        })()
        .map_err(|e| match (&self.damaged, &e) {
            (
                Some(row),
                rusqlite::Error::Utf8Error(..) | rusqlite::Error::FromSqlConversionFailure(..),
            ) => StoreError::Damaged {
                library: self.name.clone(),
                row: row.clone(),
            },
            _ => sqlite_error(&self.name, context, e),
        })
    }
}

/// `Some(finished_at)` or `None` for a match that exists; NotFound otherwise.
fn match_finished(
    conn: &Connection,
    name: &str,
    m: MatchId,
) -> Result<Option<UnixMillis>, StoreError> {
    conn.query_row("SELECT finished_at FROM matches WHERE id = ?1", [m], |r| {
        r.get(0)
    })
    .optional()
    .ctx(name, format!("read match {m}"))?
    .ok_or_else(|| not_found(name, format!("match {m}")))
}

/// Starts a write transaction, taking the write lock at once (so that two processes never
/// both read and then fail to upgrade); refused while the library holds a value that does
/// not read (`damaged`), so that nothing is written over it.
fn begin<'c>(
    conn: &'c mut Connection,
    name: &str,
    damaged: Option<&str>,
) -> Result<Transaction<'c>, StoreError> {
    if let Some(row) = damaged {
        return Err(StoreError::Damaged {
            library: name.into(),
            row: row.into(),
        });
    }
    conn.transaction_with_behavior(TransactionBehavior::Immediate)
        .ctx(name, "start a transaction")
}

/// Refuses a new row of `table` (`lists`, `matches`) when no id is left after the highest
/// ever given (a library filled by an older Muster from a backup with such an id): SQLite
/// would say "database or disk is full", which would be untrue.
fn id_left(conn: &Connection, library: &str, table: &str, what: &str) -> Result<(), StoreError> {
    let highest: Option<i64> = conn
        .query_row(
            "SELECT seq FROM sqlite_sequence WHERE name = ?1",
            [table],
            |r| r.get(0),
        )
        .optional()
        .ctx(library, format!("read the {what} ids"))?;
    match highest {
        Some(i64::MAX) => Err(conflict(
            library,
            format!(
                "no new {what} id is left (a backup brought in id {}); import a backup whose ids \
                 are 1 to {MAX_ID} to go on",
                i64::MAX
            ),
        )),
        _ => Ok(()),
    }
}

fn not_found(library: &str, what: String) -> StoreError {
    StoreError::NotFound {
        library: library.into(),
        what,
    }
}

fn conflict(library: &str, message: String) -> StoreError {
    StoreError::Conflict {
        library: library.into(),
        message,
    }
}

/// Moves list `id`'s current document into its history and saves `document` as the next
/// version (replacing the metadata when `meta` is given). `None` if there is no such list.
fn new_version(
    tx: &Transaction<'_>,
    name: &str,
    id: ListId,
    meta: Option<&ListMeta>,
    document: &str,
    now: UnixMillis,
) -> Result<Option<SavedList>, StoreError> {
    let kept = tx
        .execute(
            "INSERT INTO list_versions (list_id, version, document, saved_at)
             SELECT id, version, document, updated_at FROM lists WHERE id = ?1",
            [id],
        )
        .ctx(name, format!("keep the current version of list {id}"))?;
    if kept == 0 {
        return Ok(None);
    }
    let version: u32 = match meta {
        Some(meta) => tx.query_row(
            "UPDATE lists SET name = ?2, game = ?3, faction = ?4, notes = ?5, document = ?6,
                              version = version + 1, updated_at = ?7
             WHERE id = ?1 RETURNING version",
            params![
                id,
                meta.name,
                meta.game,
                meta.faction,
                meta.notes,
                document,
                now
            ],
            |r| r.get(0),
        ),
        None => tx.query_row(
            "UPDATE lists SET document = ?2, version = version + 1, updated_at = ?3
             WHERE id = ?1 RETURNING version",
            params![id, document, now],
            |r| r.get(0),
        ),
    }
    .ctx(name, format!("save list {id}"))?;
    Ok(Some(SavedList {
        id,
        version,
        saved_at: now,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<OsString> + 'a {
        move |key| {
            vars.iter()
                .find(|(k, _)| *k == key)
                .map(|(_, v)| OsString::from(v))
        }
    }

    #[test]
    fn default_path_follows_xdg_then_home_then_appdata() {
        let p = default_path_from(env(&[("XDG_DATA_HOME", "/x/data"), ("HOME", "/home/u")]));
        assert_eq!(p, Path::new("/x/data/muster/library.sqlite"));
        let p = default_path_from(env(&[("XDG_DATA_HOME", "relative"), ("HOME", "/home/u")]));
        assert_eq!(p, Path::new("/home/u/.local/share/muster/library.sqlite"));
        let p = default_path_from(env(&[("XDG_DATA_HOME", ""), ("HOME", "/home/u")]));
        assert_eq!(p, Path::new("/home/u/.local/share/muster/library.sqlite"));
        let p = default_path_from(env(&[("APPDATA", "C:\\Users\\u\\AppData\\Roaming")]));
        assert_eq!(
            p,
            PathBuf::from("C:\\Users\\u\\AppData\\Roaming")
                .join("muster")
                .join("library.sqlite")
        );
        let p = default_path_from(env(&[]));
        assert_eq!(p, Path::new("muster-library.sqlite"));
    }

    #[test]
    fn json_text_trims_and_refuses_non_json() {
        assert_eq!(json_text("l", "x", " {\"a\":1}\n").unwrap(), "{\"a\":1}");
        let err = json_text("l", "the list document", "{oops").unwrap_err();
        assert!(
            err.to_string()
                .starts_with("l: the list document is not JSON: "),
            "{err}"
        );
        assert!(json_text("l", "x", "{} {}").is_err());
        let deep = |n| format!("{}{}", "[".repeat(n), "]".repeat(n));
        assert!(json_text("l", "x", &deep(MAX_JSON_DEPTH)).is_ok());
        let err = json_text("l", "the event", &deep(MAX_JSON_DEPTH + 1)).unwrap_err();
        assert!(err.to_string().contains("deeper than 1000 levels"), "{err}");
    }

    /// Guarantee 2's settings: every connection to a file uses the write-ahead log with
    /// full sync, and enforces foreign keys.
    #[test]
    fn a_file_library_uses_the_log_with_full_sync() {
        let dir = std::env::temp_dir().join(format!("muster-store-unit-{}", std::process::id()));
        let path = dir.join("library.sqlite");
        let library = Library::open(&path).unwrap();
        let pragma = |name: &str| -> String {
            library
                .conn
                .query_row(&format!("PRAGMA {name}"), [], |r| {
                    r.get::<_, rusqlite::types::Value>(0)
                })
                .map(|v| format!("{v:?}"))
                .unwrap()
        };
        assert_eq!(pragma("journal_mode"), "Text(\"wal\")");
        assert_eq!(pragma("synchronous"), "Integer(2)", "2 is FULL");
        assert_eq!(pragma("foreign_keys"), "Integer(1)");
        drop(library);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn json_depth_ignores_brackets_in_strings() {
        assert_eq!(json_depth(r#"{"a":[1,{"b":"[[[{{\"]]"}]}"#), 3);
        assert_eq!(json_depth("1"), 0);
    }
}

#[cfg(test)]
mod disk_full_tests {
    use super::*;

    /// SQLite's "database or disk is full" reaches the player as a full disk, with what was
    /// being done; any other failure keeps SQLite's words.
    #[test]
    fn a_full_disk_is_said_in_words() {
        let full = rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(13), None);
        let err = Err::<(), _>(full)
            .ctx("library.sqlite", "save list 3")
            .unwrap_err();
        assert!(matches!(err, StoreError::DiskFull { .. }), "{err:?}");
        assert_eq!(
            err.to_string(),
            "library.sqlite: cannot save list 3: the disk is full; free some space and try again (nothing was changed)"
        );
        let busy = rusqlite::Error::SqliteFailure(rusqlite::ffi::Error::new(5), None);
        let err = Err::<(), _>(busy)
            .ctx("library.sqlite", "save list 3")
            .unwrap_err();
        assert!(matches!(err, StoreError::Sqlite { .. }), "{err:?}");
    }
}
