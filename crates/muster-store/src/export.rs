//! The whole library as one JSON file (`"format": "muster-library/1"`), and back.
//!
//! Documents, records, events and results are stored as JSON text; the export embeds each
//! as the JSON value it is, character for character (so a document keeps its own
//! spacing), which makes `export → import → export` give identical text.

use std::collections::HashMap;

use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::schema::SCHEMA_VERSION;
use crate::{Context, Library, MatchOutcome, StoreError};

mod import;

pub use import::{ImportEntry, ImportFile, ImportList, ImportMatch, ImportRecord};

/// The `format` tag of an export file.
pub const EXPORT_FORMAT: &str = "muster-library/1";

/// How much an import brought in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct ImportSummary {
    /// Lists.
    pub lists: usize,
    /// List versions, the current ones included.
    pub list_versions: usize,
    /// Collection entries.
    pub collection_entries: usize,
    /// User records.
    pub user_records: usize,
    /// Matches.
    pub matches: usize,
    /// Match events.
    pub events: usize,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct LibraryFile {
    format: String,
    schema_version: u32,
    lists: Vec<FileList>,
    collection: Vec<FileEntry>,
    user_data: Vec<FileRecord>,
    matches: Vec<FileMatch>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileList {
    id: i64,
    name: String,
    game: String,
    faction: String,
    notes: Option<String>,
    created_at: i64,
    updated_at: i64,
    /// Oldest first; the last is the current document.
    versions: Vec<FileVersion>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileVersion {
    version: u32,
    saved_at: i64,
    document: Box<RawValue>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileEntry {
    game: String,
    kind: String,
    item: String,
    count: u32,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileRecord {
    game: String,
    kind: String,
    id: String,
    added_at: i64,
    record: Box<RawValue>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileMatch {
    id: i64,
    game: String,
    list_id: Option<i64>,
    // Schema 2; absent from files of schema 1.
    #[serde(default)]
    opponent: Option<String>,
    #[serde(default)]
    opponent_list_id: Option<i64>,
    #[serde(default)]
    faction: Option<String>,
    #[serde(default)]
    opponent_faction: Option<String>,
    #[serde(default)]
    setup: Option<Box<RawValue>>,
    #[serde(default)]
    outcome: Option<MatchOutcome>,
    created_at: i64,
    finished_at: Option<i64>,
    result: Option<Box<RawValue>>,
    events: Vec<FileEvent>,
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileEvent {
    seq: u32,
    recorded_at: i64,
    event: Box<RawValue>,
}

impl Library {
    /// The whole library as pretty JSON text (ending in a newline): every list with all its
    /// versions, the collection, the user records and every match with its events, each
    /// with its ids and times. The order is fixed (lists and matches by id, versions and
    /// events by number, the rest by their keys), so the same library always gives the same
    /// text. The file is read in one transaction, so the export is a consistent snapshot.
    pub fn export_json(&self) -> Result<String, StoreError> {
        let name = self.name.as_str();
        let tx = self
            .conn
            .unchecked_transaction()
            .ctx(name, "start a transaction")?;
        let file = read_file(&tx, name)?;
        drop(tx);
        let mut text = serde_json::to_string_pretty(&file).map_err(|e| StoreError::Invalid {
            library: name.into(),
            message: format!("cannot write the export: {e}"),
        })?;
        text.push('\n');
        Ok(text)
    }
}

fn raw(
    library: &str,
    what: impl std::fmt::Display,
    text: String,
) -> Result<Box<RawValue>, StoreError> {
    RawValue::from_string(text).map_err(|e| StoreError::Invalid {
        library: library.into(),
        message: format!("{what} in the library is not JSON ({e}); it cannot be exported"),
    })
}

fn read_file(conn: &Connection, name: &str) -> Result<LibraryFile, StoreError> {
    let sql = |e| StoreError::Sqlite {
        library: name.into(),
        context: "export the library".into(),
        source: e,
    };
    // Every version of every list, in (list, version) order, the current ones included.
    let mut versions: HashMap<i64, Vec<FileVersion>> = HashMap::new();
    {
        let mut stmt = conn
            .prepare(
                "SELECT list_id, version, saved_at, document FROM list_versions
                 UNION ALL SELECT id, version, updated_at, document FROM lists
                 ORDER BY 1, 2",
            )
            .map_err(sql)?;
        let mut rows = stmt.query([]).map_err(sql)?;
        while let Some(r) = rows.next().map_err(sql)? {
            let list: i64 = r.get(0).map_err(sql)?;
            let version: u32 = r.get(1).map_err(sql)?;
            let document = raw(
                name,
                format_args!("version {version} of list {list}"),
                r.get(3).map_err(sql)?,
            )?;
            versions.entry(list).or_default().push(FileVersion {
                version,
                saved_at: r.get(2).map_err(sql)?,
                document,
            });
        }
    }
    let mut lists = Vec::new();
    {
        let mut stmt = conn
            .prepare(
                "SELECT id, name, game, faction, notes, created_at, updated_at FROM lists ORDER BY id",
            )
            .map_err(sql)?;
        let mut rows = stmt.query([]).map_err(sql)?;
        while let Some(r) = rows.next().map_err(sql)? {
            let id: i64 = r.get(0).map_err(sql)?;
            lists.push(FileList {
                id,
                name: r.get(1).map_err(sql)?,
                game: r.get(2).map_err(sql)?,
                faction: r.get(3).map_err(sql)?,
                notes: r.get(4).map_err(sql)?,
                created_at: r.get(5).map_err(sql)?,
                updated_at: r.get(6).map_err(sql)?,
                versions: versions.remove(&id).unwrap_or_default(),
            });
        }
    }
    let collection = {
        let mut stmt = conn
            .prepare("SELECT game, kind, item, count FROM collection ORDER BY game, kind, item")
            .map_err(sql)?;
        let rows = stmt
            .query_map([], |r| {
                Ok(FileEntry {
                    game: r.get(0)?,
                    kind: r.get(1)?,
                    item: r.get(2)?,
                    count: r.get(3)?,
                })
            })
            .map_err(sql)?;
        rows.collect::<Result<Vec<_>, _>>().map_err(sql)?
    };
    let mut user_data = Vec::new();
    {
        let mut stmt = conn
            .prepare(
                "SELECT game, kind, id, added_at, record FROM user_data ORDER BY game, kind, id",
            )
            .map_err(sql)?;
        let mut rows = stmt.query([]).map_err(sql)?;
        while let Some(r) = rows.next().map_err(sql)? {
            let (game, kind, id): (String, String, String) = (
                r.get(0).map_err(sql)?,
                r.get(1).map_err(sql)?,
                r.get(2).map_err(sql)?,
            );
            let record = raw(
                name,
                format_args!("user record {game}/{kind}/{id}"),
                r.get(4).map_err(sql)?,
            )?;
            user_data.push(FileRecord {
                game,
                kind,
                id,
                added_at: r.get(3).map_err(sql)?,
                record,
            });
        }
    }
    let mut events: HashMap<i64, Vec<FileEvent>> = HashMap::new();
    {
        let mut stmt = conn
            .prepare(
                "SELECT match_id, seq, recorded_at, event FROM match_events ORDER BY match_id, seq",
            )
            .map_err(sql)?;
        let mut rows = stmt.query([]).map_err(sql)?;
        while let Some(r) = rows.next().map_err(sql)? {
            let m: i64 = r.get(0).map_err(sql)?;
            let seq: u32 = r.get(1).map_err(sql)?;
            let event = raw(
                name,
                format_args!("event {seq} of match {m}"),
                r.get(3).map_err(sql)?,
            )?;
            events.entry(m).or_default().push(FileEvent {
                seq,
                recorded_at: r.get(2).map_err(sql)?,
                event,
            });
        }
    }
    let mut matches = Vec::new();
    {
        let mut stmt = conn
            .prepare(
                "SELECT id, game, list_id, created_at, finished_at, result, opponent,
                        opponent_list_id, faction, opponent_faction, setup, outcome
                 FROM matches ORDER BY id",
            )
            .map_err(sql)?;
        let mut rows = stmt.query([]).map_err(sql)?;
        while let Some(r) = rows.next().map_err(sql)? {
            let id: i64 = r.get(0).map_err(sql)?;
            let result = match r.get::<_, Option<String>>(5).map_err(sql)? {
                Some(text) => Some(raw(name, format_args!("the result of match {id}"), text)?),
                None => None,
            };
            let setup = match r.get::<_, Option<String>>(10).map_err(sql)? {
                Some(text) => Some(raw(name, format_args!("the set-up of match {id}"), text)?),
                None => None,
            };
            let outcome: Option<String> = r.get(11).map_err(sql)?;
            matches.push(FileMatch {
                id,
                game: r.get(1).map_err(sql)?,
                list_id: r.get(2).map_err(sql)?,
                opponent: r.get(6).map_err(sql)?,
                opponent_list_id: r.get(7).map_err(sql)?,
                faction: r.get(8).map_err(sql)?,
                opponent_faction: r.get(9).map_err(sql)?,
                setup,
                outcome: outcome.as_deref().and_then(MatchOutcome::parse),
                created_at: r.get(3).map_err(sql)?,
                finished_at: r.get(4).map_err(sql)?,
                result,
                events: events.remove(&id).unwrap_or_default(),
            });
        }
    }
    Ok(LibraryFile {
        format: EXPORT_FORMAT.into(),
        schema_version: SCHEMA_VERSION,
        lists,
        collection,
        user_data,
        matches,
    })
}
