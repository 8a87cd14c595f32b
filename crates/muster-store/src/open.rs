//! Opening a library file: telling a Muster library from anything else before touching it,
//! setting damaged files aside, and running the migrations.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::config::DbConfig;
use rusqlite::{Connection, ErrorCode, OpenFlags, TransactionBehavior};

use crate::schema::{APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION};
use crate::{now_ms, StoreError};

/// How long a write waits for another process (the app and the command line may share the
/// file) to finish its transaction before giving up with a "database is locked" error.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// The first 16 bytes of every SQLite 3 database file.
const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// The name errors use for a library without a file.
pub(crate) const IN_MEMORY: &str = "(library in memory)";

/// Opens (creating it and its folders if missing) the library file at `path`, and whether
/// it was opened only to read. A command that only reads (`may_move` false) and cannot open
/// the file to write (a read-only folder or file, a disk with no space left for SQLite's
/// log) opens it read-only instead ([`open_read_only`]).
pub(crate) fn open_file(path: &Path, may_move: bool) -> Result<(Connection, bool), StoreError> {
    match open_to_write(path, may_move) {
        Ok(conn) => Ok((conn, false)),
        Err(e) if !may_move && path.is_file() && cannot_write(&e) => {
            open_read_only(path).map(|conn| (conn, true))
        }
        Err(StoreError::Sqlite {
            library, source, ..
        }) if source.sqlite_error_code() == Some(ErrorCode::ReadOnly) => Err(StoreError::Invalid {
            library,
            message: "the library's file or folder is read-only: it can be read but not written"
                .into(),
        }),
        Err(e) => Err(e),
    }
}

/// Whether `e` says that the file or its folder cannot be written (permissions, a full
/// disk), rather than anything about what the file holds.
fn cannot_write(e: &StoreError) -> bool {
    match e {
        StoreError::Sqlite { source, .. } => matches!(
            source.sqlite_error_code(),
            Some(
                ErrorCode::ReadOnly
                    | ErrorCode::CannotOpen
                    | ErrorCode::SystemIoFailure
                    | ErrorCode::DiskFull
                    | ErrorCode::PermissionDenied
            )
        ),
        StoreError::DiskFull { .. } => true,
        StoreError::Io { source, .. } => matches!(
            source.kind(),
            std::io::ErrorKind::PermissionDenied
                | std::io::ErrorKind::ReadOnlyFilesystem
                | std::io::ErrorKind::StorageFull
        ),
        _ => false,
    }
}

/// Opens an existing library only to read, writing nothing beside it: as immutable when no
/// log with anything in it is beside it (then no lock and no `-shm` file is needed), else
/// read-only through its log. Checked as [`open_file`] checks a file; one that needs its schema updated is
/// refused, since that would write.
fn open_read_only(path: &Path) -> Result<Connection, StoreError> {
    check_header(path)?;
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
        | OpenFlags::SQLITE_OPEN_URI
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    // A log with something in it holds committed writes the file does not have yet; an
    // empty one (left by the connection that just failed) holds nothing.
    let [wal, _, journal] = companions(path);
    let logged = |p: &Path| fs::metadata(p).is_ok_and(|m| m.len() > 0);
    let target = if logged(&wal) || logged(&journal) {
        path.display().to_string()
    } else {
        immutable_uri(path)
    };
    let conn = match Connection::open_with_flags(&target, flags) {
        Ok(conn) => conn,
        Err(e) if is_damage(&e) => return Err(set_aside(path, describe_damage(&e), false)),
        Err(e) => return Err(sqlite_err(path, "open the library to read", e)),
    };
    let conn = check_existing(path, conn, false)?;
    let name = path.display().to_string();
    configure(&conn, &name, false)?;
    let version: u32 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .map_err(|e| sqlite_err(path, "read the library", e))?;
    if version != SCHEMA_VERSION {
        return Err(StoreError::Invalid {
            library: name,
            message: format!(
                "the library (schema {version}) must be updated to schema {SCHEMA_VERSION}, \
                 which writes to it, and it cannot be written here"
            ),
        });
    }
    Ok(conn)
}

fn open_to_write(path: &Path, may_move: bool) -> Result<Connection, StoreError> {
    let io_err = |action, source| StoreError::Io {
        path: path.to_path_buf(),
        action,
        source,
    };
    let conn = match fs::metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
                fs::create_dir_all(parent).map_err(|e| io_err("create the folder", e))?;
            }
            let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
                | OpenFlags::SQLITE_OPEN_CREATE
                | OpenFlags::SQLITE_OPEN_NO_MUTEX;
            let conn = Connection::open_with_flags(path, flags)
                .map_err(|e| sqlite_err(path, "create the library", e))?;
            // A brand-new file: nothing to check, but the same path as any other file
            // keeps one way through.
            check_existing(path, conn, may_move)?
        }
        Err(e) => return Err(io_err("read", e)),
        Ok(meta) if meta.is_dir() => {
            return Err(StoreError::NotALibrary {
                path: path.to_path_buf(),
                reason: "it is a folder".into(),
                set_aside: None,
            })
        }
        Ok(meta) if !meta.is_file() => {
            // A pipe would block the open forever, a device is nobody's library.
            return Err(foreign(
                path,
                "it is a pipe, a device or a socket, not a regular file".into(),
            ));
        }
        Ok(_) => {
            let wal = check_header(path)?;
            let read_write = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
            if wal && !companions(path).iter().any(|p| p.exists()) {
                // A write-ahead-log database with no log beside it: no connection has it
                // open and all its content is in the file. Inspect it as immutable, so that
                // a refused file does not even get a `-wal` or `-shm` companion.
                let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
                    | OpenFlags::SQLITE_OPEN_URI
                    | OpenFlags::SQLITE_OPEN_NO_MUTEX;
                let inspect = match Connection::open_with_flags(immutable_uri(path), flags) {
                    Ok(conn) => conn,
                    Err(e) if is_damage(&e) => {
                        return Err(set_aside(path, describe_damage(&e), may_move))
                    }
                    Err(e) => return Err(sqlite_err(path, "open the library", e)),
                };
                drop(check_existing(path, inspect, may_move)?);
                Connection::open_with_flags(path, read_write)
                    .map_err(|e| sqlite_err(path, "open the library", e))?
            } else {
                let conn = match Connection::open_with_flags(path, read_write) {
                    Ok(conn) => conn,
                    Err(e) if is_damage(&e) => {
                        return Err(set_aside(path, describe_damage(&e), may_move))
                    }
                    Err(e) => return Err(sqlite_err(path, "open the library", e)),
                };
                check_existing(path, conn, may_move)?
            }
        }
    };
    let name = path.display().to_string();
    configure(&conn, &name, true)?;
    migrate(&conn, MIGRATIONS, Some(path), &name)?;
    Ok(conn)
}

/// Opens a new, empty library that lives in memory.
pub(crate) fn open_memory() -> Result<Connection, StoreError> {
    let conn = Connection::open_in_memory().map_err(|e| StoreError::Sqlite {
        library: IN_MEMORY.into(),
        context: "open a library in memory".into(),
        source: e,
    })?;
    configure(&conn, IN_MEMORY, false)?;
    migrate(&conn, MIGRATIONS, None, IN_MEMORY)?;
    Ok(conn)
}

/// Reads the 100-byte header without SQLite, so that a file that is not SQLite, or that a
/// newer Muster or another application wrote, is refused before anything could write to it.
/// Returns whether the file is in write-ahead-log mode.
fn check_header(path: &Path) -> Result<bool, StoreError> {
    let mut header = Vec::with_capacity(100);
    fs::File::open(path)
        .and_then(|f| f.take(100).read_to_end(&mut header))
        .map_err(|e| StoreError::Io {
            path: path.to_path_buf(),
            action: "read",
            source: e,
        })?;
    if header.is_empty() {
        // An empty file: SQLite treats it as an empty database, which may be initialised.
        return Ok(false);
    }
    // Only a file Muster can tell is one of its libraries is ever moved aside: anything
    // else at the path (a note, a file named by mistake) stays exactly where it is.
    if !header.starts_with(SQLITE_MAGIC) {
        return Err(foreign(path, "it is not a SQLite database".into()));
    }
    if header.len() < 100 {
        return Err(foreign(
            path,
            format!(
                "a SQLite file cut short: {} bytes, less than its 100-byte header",
                header.len()
            ),
        ));
    }
    let be_u32 = |at: usize| {
        u32::from_be_bytes([header[at], header[at + 1], header[at + 2], header[at + 3]])
    };
    let (user_version, application_id) = (be_u32(60), be_u32(68));
    if application_id == APPLICATION_ID && user_version > SCHEMA_VERSION {
        return Err(StoreError::NewerSchema {
            path: path.to_path_buf(),
            found: user_version,
            supported: SCHEMA_VERSION,
        });
    }
    if application_id != 0 && application_id != APPLICATION_ID {
        return Err(foreign(
            path,
            format!("the database of another application, whose application id is {application_id:#010x}"),
        ));
    }
    // Bytes 18 and 19: the file format write and read versions, 2 for a write-ahead log.
    Ok(header[18] == 2 && header[19] == 2)
}

/// The files SQLite may keep beside a database: its write-ahead log, the log's index and
/// the rollback journal.
fn companions(path: &Path) -> [PathBuf; 3] {
    ["-wal", "-shm", "-journal"].map(|suffix| {
        let mut name = path.as_os_str().to_os_string();
        name.push(suffix);
        PathBuf::from(name)
    })
}

/// A `file:` URI that opens `path` read-only as immutable: SQLite takes no locks and
/// creates no companion files.
fn immutable_uri(path: &Path) -> String {
    let mut uri = String::from("file:");
    for &b in path.as_os_str().as_encoded_bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            uri.push(b as char);
        } else {
            uri.push_str(&format!("%{b:02X}"));
        }
    }
    uri.push_str("?immutable=1");
    uri
}

/// Checks, through SQLite and without writing to the database file, that the file is a
/// healthy Muster library of a schema this build reads, or an empty database.
///
/// Checkpoint-on-close is turned off first, so that even a connection that is refused here
/// never copies a write-ahead log into the database file when it closes.
fn check_existing(path: &Path, conn: Connection, may_move: bool) -> Result<Connection, StoreError> {
    let checked = (|| {
        conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        let application_id: u32 = conn.pragma_query_value(None, "application_id", |r| r.get(0))?;
        let user_version: u32 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
        let mut stmt = conn.prepare(
            "SELECT name FROM sqlite_schema WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
        )?;
        let objects = stmt
            .query_map([], |r| r.get::<_, String>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        drop(stmt);
        let mut stmt = conn.prepare("PRAGMA quick_check")?;
        let problems = stmt
            .query_map([], |r| r.get::<_, String>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        drop(stmt);
        Ok::<_, rusqlite::Error>((application_id, user_version, objects, problems))
    })();
    let (application_id, user_version, objects, problems) = match checked {
        Ok(facts) => facts,
        Err(e) if is_damage(&e) => {
            drop(conn);
            return Err(set_aside(path, describe_damage(&e), may_move));
        }
        Err(e) => return Err(sqlite_err(path, "read the library", e)),
    };
    if application_id == APPLICATION_ID && user_version > SCHEMA_VERSION {
        // The header said otherwise: the newer schema is still in the write-ahead log.
        return Err(StoreError::NewerSchema {
            path: path.to_path_buf(),
            found: user_version,
            supported: SCHEMA_VERSION,
        });
    }
    if application_id != APPLICATION_ID {
        if application_id != 0 {
            return Err(foreign(
                path,
                format!(
                    "the database of another application, whose application id is {application_id:#010x}"
                ),
            ));
        }
        if user_version != 0 || !objects.is_empty() {
            let shown = if objects.is_empty() {
                format!("with user_version {user_version}")
            } else {
                let mut names = objects
                    .iter()
                    .take(5)
                    .cloned()
                    .collect::<Vec<_>>()
                    .join(", ");
                if objects.len() > 5 {
                    names.push_str(", …");
                }
                format!("holding {names}")
            };
            return Err(foreign(
                path,
                format!("a SQLite database of another application, {shown}"),
            ));
        }
    }
    if problems != ["ok"] {
        drop(conn);
        let first = problems.first().map(String::as_str).unwrap_or("no answer");
        return Err(set_aside(
            path,
            format!("the database is damaged: {first}"),
            may_move,
        ));
    }
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, false)
        .map_err(|e| sqlite_err(path, "open the library", e))?;
    Ok(conn)
}

/// Sets the per-connection pragmas; `file` turns on the write-ahead log with full sync.
///
/// `journal_mode = WAL` survives a killed process and lets the app read while the command
/// line writes; `synchronous = FULL` syncs the log at every commit, so a commit that has
/// returned also survives a power cut.
fn configure(conn: &Connection, name: &str, file: bool) -> Result<(), StoreError> {
    let sql = |e| StoreError::Sqlite {
        library: name.into(),
        context: "set up the connection".into(),
        source: e,
    };
    conn.busy_timeout(BUSY_TIMEOUT).map_err(sql)?;
    conn.pragma_update(None, "foreign_keys", true)
        .map_err(sql)?;
    if file {
        let mode: String = conn
            .pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))
            .map_err(sql)?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(StoreError::Invalid {
                library: name.into(),
                message: format!("cannot use a write-ahead log here (journal mode stays {mode})"),
            });
        }
        conn.pragma_update(None, "synchronous", "FULL")
            .map_err(sql)?;
    }
    Ok(())
}

/// Brings the schema up to `migrations.len()`, all missing steps in one transaction.
pub(crate) fn migrate(
    conn: &Connection,
    migrations: &[&str],
    path: Option<&Path>,
    name: &str,
) -> Result<(), StoreError> {
    let sql = |e| StoreError::Sqlite {
        library: name.into(),
        context: "update the library's schema".into(),
        source: e,
    };
    let target = migrations.len() as u32;
    let newer = |found| StoreError::NewerSchema {
        path: path.map_or_else(|| PathBuf::from(IN_MEMORY), Path::to_path_buf),
        found,
        supported: target,
    };
    let current: u32 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .map_err(sql)?;
    if current == target {
        return Ok(());
    }
    if current > target {
        return Err(newer(current));
    }
    let tx =
        rusqlite::Transaction::new_unchecked(conn, TransactionBehavior::Immediate).map_err(sql)?;
    // Another process may have migrated between the read above and the lock.
    let current: u32 = tx
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .map_err(sql)?;
    if current > target {
        return Err(newer(current));
    }
    for (done, step) in migrations.iter().enumerate().skip(current as usize) {
        tx.execute_batch(step).map_err(sql)?;
        tx.pragma_update(None, "user_version", done as u32 + 1)
            .map_err(sql)?;
    }
    tx.commit().map_err(sql)
}

/// Each table's rows as a message names them (SQL giving the name), in the tables' order.
const ROW_NAMES: &[(&str, &str)] = &[
    ("lists", "'list ' || id"),
    (
        "list_versions",
        "'version ' || version || ' of list ' || list_id",
    ),
    (
        "collection",
        "'collection line ' || ROW_NUMBER() OVER (ORDER BY game, kind, item)",
    ),
    (
        "user_data",
        "'user record ' || ROW_NUMBER() OVER (ORDER BY game, kind, id)",
    ),
    ("matches", "'match ' || id"),
    (
        "match_events",
        "'entry ' || seq || ' of match ' || match_id",
    ),
];

/// The first stored text that is not UTF-8 (`the name of list 19`), or `None`: SQLite's
/// `quick_check` does not look at encodings, and such a value reads as no string.
pub(crate) fn unreadable(conn: &Connection) -> rusqlite::Result<Option<String>> {
    for (table, name) in ROW_NAMES {
        // The columns' names as stored bytes: a damaged schema may hold a name that is not
        // UTF-8, which rusqlite's own `column_names` would panic on.
        let mut names = conn.prepare("SELECT name FROM pragma_table_info(?1) ORDER BY cid")?;
        let mut columns = vec![String::new()];
        let mut listed = names.query([table])?;
        while let Some(row) = listed.next()? {
            match std::str::from_utf8(row.get_ref(0)?.as_bytes()?) {
                Ok(column) => columns.push(column.to_owned()),
                Err(_) => return Ok(Some(format!("the name of a column of the {table} table"))),
            }
        }
        let mut stmt = conn.prepare(&format!("SELECT {name}, * FROM {table}"))?;
        let mut rows = stmt.query([])?;
        while let Some(row) = rows.next()? {
            for (i, column) in columns.iter().enumerate().skip(1) {
                if let rusqlite::types::ValueRef::Text(text) = row.get_ref(i)? {
                    if std::str::from_utf8(text).is_err() {
                        let what: String = row.get(0)?;
                        return Ok(Some(format!("the {column} of {what}")));
                    }
                }
            }
        }
    }
    Ok(None)
}

/// Is this error SQLite's way of saying the file is damaged or not a database?
/// (A locked file, a full disk or a permission problem is not damage.)
fn is_damage(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase)
    )
}

fn describe_damage(e: &rusqlite::Error) -> String {
    match e.sqlite_error_code() {
        Some(ErrorCode::NotADatabase) => format!("SQLite does not read it as a database: {e}"),
        _ => format!("the database is damaged: {e}"),
    }
}

fn foreign(path: &Path, reason: String) -> StoreError {
    StoreError::NotALibrary {
        path: path.to_path_buf(),
        reason,
        set_aside: None,
    }
}

fn sqlite_err(path: &Path, context: &str, e: rusqlite::Error) -> StoreError {
    if crate::disk_full(&e) {
        return StoreError::DiskFull {
            library: path.display().to_string(),
            context: context.into(),
        };
    }
    StoreError::Sqlite {
        library: path.display().to_string(),
        context: context.into(),
        source: e,
    }
}

/// A damaged file: moved aside ([`move_aside`]) when its header says it is a Muster library
/// and the command will write (`may_move`), else refused and left where it is (a damaged
/// library opened only to read says that a command that changes it will set it aside).
fn set_aside(path: &Path, reason: String, may_move: bool) -> StoreError {
    match (is_muster_file(path), may_move) {
        (true, true) => move_aside(path, reason),
        (true, false) => StoreError::NotALibrary {
            path: path.to_path_buf(),
            reason: format!(
                "{reason}; it is left as it is: a command that changes the library will set it \
                 aside and start a new one"
            ),
            set_aside: None,
        },
        (false, _) => foreign(path, reason),
    }
}

/// Whether the file's header carries Muster's application id.
fn is_muster_file(path: &Path) -> bool {
    let mut header = Vec::with_capacity(100);
    let read = fs::File::open(path).and_then(|f| f.take(100).read_to_end(&mut header));
    read.is_ok()
        && header.len() == 100
        && header.starts_with(SQLITE_MAGIC)
        && u32::from_be_bytes([header[68], header[69], header[70], header[71]]) == APPLICATION_ID
}

/// Moves a damaged file to `<name>.corrupt-<unix ms>` (never onto an existing file) with its
/// `-wal`, `-shm` and `-journal` companions, and returns the error that says where it went.
fn move_aside(path: &Path, reason: String) -> StoreError {
    let Some(file_name) = path.file_name() else {
        return foreign(path, reason);
    };
    let stamp = now_ms();
    let mut target = None;
    for n in 0..100u32 {
        let mut name = file_name.to_os_string();
        name.push(format!(".corrupt-{stamp}"));
        if n > 0 {
            name.push(format!("-{n}"));
        }
        let candidate = path.with_file_name(name);
        if fs::symlink_metadata(&candidate).is_err() {
            target = Some(candidate);
            break;
        }
    }
    let Some(target) = target else {
        return foreign(path, format!("{reason}; no free name to move it to"));
    };
    if let Err(e) = fs::rename(path, &target) {
        return foreign(path, format!("{reason}; it could not be moved aside: {e}"));
    }
    for (side, side_target) in companions(path).into_iter().zip(companions(&target)) {
        if side.exists() && !side_target.exists() {
            // Best effort: SQLite deletes a log it finds beside an empty new file rather
            // than apply it, so a companion left behind cannot leak into a new library.
            let _ = fs::rename(&side, &side_target);
        }
    }
    StoreError::NotALibrary {
        path: path.to_path_buf(),
        reason,
        set_aside: Some(target),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A migration that fails half-way leaves the schema as it was: no table of the failed
    /// step remains and `user_version` is unchanged.
    #[test]
    fn failed_migration_changes_nothing() {
        let conn = Connection::open_in_memory().unwrap();
        let steps = [
            "CREATE TABLE a (x INTEGER);",
            "CREATE TABLE b (x INTEGER); THIS IS NOT SQL;",
        ];
        let err = migrate(&conn, &steps, None, IN_MEMORY).unwrap_err();
        assert!(matches!(err, StoreError::Sqlite { .. }), "{err}");
        let version: u32 = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .unwrap();
        assert_eq!(version, 0);
        let tables: i64 = conn
            .query_row("SELECT COUNT(*) FROM sqlite_schema", [], |r| r.get(0))
            .unwrap();
        assert_eq!(
            tables, 0,
            "the first step must be rolled back with the second"
        );
        migrate(&conn, &steps[..1], None, IN_MEMORY).unwrap();
        let version: u32 = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .unwrap();
        assert_eq!(version, 1);
    }

    #[test]
    fn migrations_refuse_a_newer_schema() {
        let conn = Connection::open_in_memory().unwrap();
        conn.pragma_update(None, "user_version", 9).unwrap();
        let err = migrate(&conn, MIGRATIONS, None, IN_MEMORY).unwrap_err();
        assert!(
            matches!(err, StoreError::NewerSchema { found: 9, .. }),
            "{err}"
        );
    }
}
