//! The whole library as one JSON file (`"format": "muster-library/1"`), and back.
//!
//! Documents, records, events and results are stored as JSON text; the export embeds each
//! as the JSON value it is, character for character (so a document keeps its own
//! spacing), which makes `export → import → export` give identical text.

use std::collections::{HashMap, HashSet};

use rusqlite::{params, Connection};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::schema::SCHEMA_VERSION;
use crate::{
    begin, json_depth, Context, Library, MatchOutcome, StoreError, MAX_ID, MAX_JSON_DEPTH,
};

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

/// An export file read and checked for its own shape (everything [`Library::import_json`]
/// refuses), not yet written anywhere. What only the game rules can judge is given with its
/// place in the file (a JSON pointer): every version of every list ([`ImportFile::documents`])
/// and every user record ([`ImportFile::records`]). The caller checks them as a save and a
/// record added one by one are checked, then [`Library::import`] writes the file read once.
pub struct ImportFile {
    file: LibraryFile,
}

/// A user record of an export file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImportRecord<'f> {
    /// Its index in the file's `user_data` (its place is `/user_data/<index>/record`).
    pub index: usize,
    /// Its game's id.
    pub game: &'f str,
    /// Its kind (`unit`, `deck`…).
    pub kind: &'f str,
    /// Its id.
    pub id: &'f str,
    /// The record, as JSON text.
    pub json: &'f str,
}

/// A list of an export file: its columns and its current document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImportList<'f> {
    /// Its index in the file's `lists` (its place is `/lists/<index>`).
    pub index: usize,
    /// Its `name` column.
    pub name: &'f str,
    /// Its `game` column.
    pub game: &'f str,
    /// Its `faction` column.
    pub faction: &'f str,
    /// Its `notes` column.
    pub notes: Option<&'f str>,
    /// Its current (last) version's document, as JSON text.
    pub document: &'f str,
}

/// A collection line of an export file (its place is `/collection/<index>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImportEntry<'f> {
    /// Its index in the file's `collection`.
    pub index: usize,
    /// Its game's id.
    pub game: &'f str,
    /// Its kind.
    pub kind: &'f str,
    /// The item's id.
    pub item: &'f str,
}

/// A match of an export file (its place is `/matches/<index>`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportMatch<'f> {
    /// Its index in the file's `matches`.
    pub index: usize,
    /// Its game's id.
    pub game: &'f str,
    /// Its set-up, as JSON text (none in a file of schema 1).
    pub setup: Option<&'f str>,
    /// Its events in order, as JSON text.
    pub events: Vec<&'f str>,
}

impl ImportRecord<'_> {
    /// Its place in the file.
    pub fn place(&self) -> String {
        format!("/user_data/{}/record", self.index)
    }
}

impl ImportFile {
    /// Reads an export file (`library` names the library it is for, in a refusal): every
    /// fault of its shape is a [`StoreError::BadImport`] at its place.
    pub fn read(text: &str, library: &str) -> Result<ImportFile, StoreError> {
        let file = parse(text).map_err(|(place, message)| StoreError::BadImport {
            library: library.into(),
            place,
            message,
        })?;
        Ok(ImportFile { file })
    }

    /// `(place, document)` of every list version, oldest first within each list.
    pub fn documents(&self) -> impl Iterator<Item = (String, &str)> {
        self.file.lists.iter().enumerate().flat_map(|(l, list)| {
            list.versions.iter().enumerate().map(move |(v, version)| {
                (
                    format!("/lists/{l}/versions/{v}/document"),
                    version.document.get(),
                )
            })
        })
    }

    /// Every list with its columns and current document.
    pub fn lists(&self) -> impl Iterator<Item = ImportList<'_>> {
        self.file
            .lists
            .iter()
            .enumerate()
            .map(|(index, l)| ImportList {
                index,
                name: &l.name,
                game: &l.game,
                faction: &l.faction,
                notes: l.notes.as_deref(),
                document: l.versions.last().map_or("", |v| v.document.get()),
            })
    }

    /// Every collection line.
    pub fn collection(&self) -> impl Iterator<Item = ImportEntry<'_>> {
        self.file
            .collection
            .iter()
            .enumerate()
            .map(|(index, e)| ImportEntry {
                index,
                game: &e.game,
                kind: &e.kind,
                item: &e.item,
            })
    }

    /// Every match with its set-up and events.
    pub fn matches(&self) -> impl Iterator<Item = ImportMatch<'_>> {
        self.file
            .matches
            .iter()
            .enumerate()
            .map(|(index, m)| ImportMatch {
                index,
                game: &m.game,
                setup: m.setup.as_deref().map(RawValue::get),
                events: m.events.iter().map(|e| e.event.get()).collect(),
            })
    }

    /// Every user record.
    pub fn records(&self) -> impl Iterator<Item = ImportRecord<'_>> {
        self.file
            .user_data
            .iter()
            .enumerate()
            .map(|(index, record)| ImportRecord {
                index,
                game: &record.game,
                kind: &record.kind,
                id: &record.id,
                json: record.record.get(),
            })
    }
}

/// Only the format tag, read first so that a file of another kind is named as such rather
/// than as a list of missing fields.
#[derive(Deserialize)]
struct Probe {
    format: Option<serde_json::Value>,
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

    /// Replaces the library's whole content with an export file's, in one transaction.
    ///
    /// The file is checked completely before anything is written: a syntax error, another
    /// `format` tag, a missing or unknown field, a negative or zero count, a duplicate id or
    /// key, versions or event numbers that are not 1, 2, 3, …, a match naming a list the
    /// file does not have, are each a [`StoreError::BadImport`] naming the place (a JSON
    /// pointer, or line and column for a syntax error), and the library is left exactly as
    /// it was.
    ///
    /// Ids are kept. Because an import replaces the matches too, it is the one operation
    /// that removes match events: it lifts the append-only triggers inside its transaction
    /// and puts them back before committing.
    pub fn import_json(&mut self, text: &str) -> Result<ImportSummary, StoreError> {
        let file = ImportFile::read(text, &self.name)?;
        self.import(&file)
    }

    /// Replaces the library's whole content with a file already read (and checked by the
    /// caller), in one transaction, as [`Library::import_json`] does.
    pub fn import(&mut self, file: &ImportFile) -> Result<ImportSummary, StoreError> {
        let name = &self.name;
        let tx = begin(&mut self.conn, name)?;
        let summary = write_file(&tx, &file.file).ctx(name, "import the library")?;
        tx.commit().ctx(name, "import the library")?;
        Ok(summary)
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

/// `n` with a comma between thousands (`2,147,483,647`).
fn thousands(n: i64) -> String {
    muster_core::json::thousands(n.unsigned_abs())
}

/// A JSON pointer token: `~` and `/` escaped.
fn token(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

/// The place and message of a serde_json error met at `path`.
fn place_of(path: Option<&serde_path_to_error::Path>, e: &serde_json::Error) -> (String, String) {
    use serde_json::error::Category;
    let message = e.to_string();
    // serde_json ends its messages with " at line L column C"; the place says where.
    let message = match message.rfind(" at line ") {
        Some(at) => message[..at].to_string(),
        None => message,
    };
    match e.classify() {
        Category::Syntax | Category::Eof | Category::Io => {
            let (line, column) = muster_core::json::position(e);
            (format!("line {line}, column {column}"), message)
        }
        Category::Data => {
            let mut pointer = String::new();
            for segment in path.into_iter().flat_map(|p| p.iter()) {
                use serde_path_to_error::Segment;
                pointer.push('/');
                match segment {
                    Segment::Seq { index } => pointer.push_str(&index.to_string()),
                    Segment::Map { key } => pointer.push_str(&token(key)),
                    Segment::Enum { variant } => pointer.push_str(&token(variant)),
                    Segment::Unknown => pointer.push('?'),
                }
            }
            (pointer_or_top(pointer), message)
        }
    }
}

fn pointer_or_top(pointer: String) -> String {
    if pointer.is_empty() {
        "the top level".into()
    } else {
        pointer
    }
}

type Fault = (String, String);

fn fault(place: impl Into<String>, message: impl Into<String>) -> Fault {
    (place.into(), message.into())
}

/// Reads and checks an export file completely, without touching any library.
fn parse(text: &str) -> Result<LibraryFile, Fault> {
    let probe: Probe = serde_json::from_str(text).map_err(|e| place_of(None, &e))?;
    match probe.format {
        Some(serde_json::Value::String(tag)) if tag == EXPORT_FORMAT => {}
        Some(other) => {
            return Err(fault(
                "/format",
                format!("expected \"{EXPORT_FORMAT}\", found {other}"),
            ))
        }
        None => {
            return Err(fault(
                "the top level",
                format!("missing field `format` (this is not a Muster library export, whose format is \"{EXPORT_FORMAT}\")"),
            ))
        }
    }
    if let Some(refused) = muster_core::json::check(text, &muster_core::json::LIBRARY_LIMITS) {
        return Err(fault(refused.path(), refused.to_string()));
    }
    let de = &mut serde_json::Deserializer::from_str(text);
    let file: LibraryFile =
        serde_path_to_error::deserialize(de).map_err(|e| place_of(Some(e.path()), e.inner()))?;
    check(&file)?;
    Ok(file)
}

/// The rules a file must follow beyond its shape.
fn check(file: &LibraryFile) -> Result<(), Fault> {
    if file.schema_version == 0 || file.schema_version > SCHEMA_VERSION {
        return Err(fault(
            "/schema_version",
            format!(
                "schema {} is not one this Muster reads (1 to {SCHEMA_VERSION})",
                file.schema_version
            ),
        ));
    }
    let non_empty = |place: String, value: &str| {
        if value.is_empty() {
            Err(fault(place, "must not be empty"))
        } else {
            Ok(())
        }
    };
    let mut list_ids = HashMap::new();
    for (i, list) in file.lists.iter().enumerate() {
        let at = format!("/lists/{i}");
        if !(1..=MAX_ID).contains(&list.id) {
            return Err(fault(
                format!("{at}/id"),
                format!("a list id is 1 to {}, not {}", thousands(MAX_ID), list.id),
            ));
        }
        if let Some(first) = list_ids.insert(list.id, i) {
            return Err(fault(
                format!("{at}/id"),
                format!("list id {} is also used at /lists/{first}", list.id),
            ));
        }
        non_empty(format!("{at}/game"), &list.game)?;
        if list.versions.is_empty() {
            return Err(fault(
                format!("{at}/versions"),
                "a list has at least one version",
            ));
        }
        for (j, version) in list.versions.iter().enumerate() {
            shallow(format!("{at}/versions/{j}/document"), &version.document)?;
            if version.version as usize != j + 1 {
                return Err(fault(
                    format!("{at}/versions/{j}/version"),
                    format!(
                        "versions are numbered 1, 2, 3, … in order: expected {}, found {}",
                        j + 1,
                        version.version
                    ),
                ));
            }
        }
    }
    let mut keys = HashMap::new();
    for (i, entry) in file.collection.iter().enumerate() {
        let at = format!("/collection/{i}");
        non_empty(format!("{at}/game"), &entry.game)?;
        non_empty(format!("{at}/kind"), &entry.kind)?;
        non_empty(format!("{at}/item"), &entry.item)?;
        if entry.count == 0 {
            return Err(fault(
                format!("{at}/count"),
                "a count is 1 or more (what is not owned is left out)",
            ));
        }
        if let Some(first) = keys.insert((&entry.game, &entry.kind, &entry.item), i) {
            return Err(fault(
                at,
                format!("the same game, kind and item as /collection/{first}"),
            ));
        }
    }
    let mut keys = HashMap::new();
    for (i, record) in file.user_data.iter().enumerate() {
        let at = format!("/user_data/{i}");
        non_empty(format!("{at}/game"), &record.game)?;
        non_empty(format!("{at}/kind"), &record.kind)?;
        non_empty(format!("{at}/id"), &record.id)?;
        shallow(format!("{at}/record"), &record.record)?;
        if let Some(first) = keys.insert((&record.game, &record.kind, &record.id), i) {
            return Err(fault(
                at,
                format!("the same game, kind and id as /user_data/{first}"),
            ));
        }
    }
    let mut match_ids = HashSet::new();
    for (i, m) in file.matches.iter().enumerate() {
        let at = format!("/matches/{i}");
        if !(1..=MAX_ID).contains(&m.id) {
            return Err(fault(
                format!("{at}/id"),
                format!("a match id is 1 to {}, not {}", thousands(MAX_ID), m.id),
            ));
        }
        if !match_ids.insert(m.id) {
            return Err(fault(
                format!("{at}/id"),
                format!("match id {} is used twice", m.id),
            ));
        }
        non_empty(format!("{at}/game"), &m.game)?;
        for (field, list) in [
            ("list_id", m.list_id),
            ("opponent_list_id", m.opponent_list_id),
        ] {
            if let Some(list) = list {
                if !list_ids.contains_key(&list) {
                    return Err(fault(
                        format!("{at}/{field}"),
                        format!("there is no list {list} in the file"),
                    ));
                }
            }
        }
        if let Some(setup) = &m.setup {
            shallow(format!("{at}/setup"), setup)?;
        }
        match (&m.finished_at, &m.result) {
            (Some(_), None) => {
                return Err(fault(
                    format!("{at}/result"),
                    "a finished match has a result (not null)",
                ))
            }
            (None, Some(_)) => {
                return Err(fault(
                    format!("{at}/finished_at"),
                    "a match with a result has a finish time",
                ))
            }
            _ => {}
        }
        if let Some(result) = &m.result {
            shallow(format!("{at}/result"), result)?;
        }
        if m.outcome.is_some() && m.finished_at.is_none() {
            return Err(fault(
                format!("{at}/outcome"),
                "only a finished match has an outcome",
            ));
        }
        for (j, event) in m.events.iter().enumerate() {
            shallow(format!("{at}/events/{j}/event"), &event.event)?;
            if event.seq as usize != j + 1 {
                return Err(fault(
                    format!("{at}/events/{j}/seq"),
                    format!(
                        "events are numbered 1, 2, 3, … in order: expected {}, found {}",
                        j + 1,
                        event.seq
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Refuses a value nested deeper than SQLite's JSON checks accept.
fn shallow(place: String, value: &RawValue) -> Result<(), Fault> {
    if json_depth(value.get()) > MAX_JSON_DEPTH {
        return Err(fault(
            place,
            format!("arrays and objects nest deeper than {MAX_JSON_DEPTH} levels"),
        ));
    }
    Ok(())
}

/// Replaces the content of the library with `file`'s (inside the caller's transaction).
fn write_file(conn: &Connection, file: &LibraryFile) -> rusqlite::Result<ImportSummary> {
    // The append-only triggers must step aside for the old events to go; they are put back,
    // exactly as they were, before the transaction ends.
    let triggers: Vec<(String, String)> = {
        let mut stmt = conn.prepare(
            "SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' AND tbl_name = 'match_events' ORDER BY name",
        )?;
        let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
        rows.collect::<Result<_, _>>()?
    };
    for (name, _) in &triggers {
        conn.execute_batch(&format!("DROP TRIGGER \"{}\"", name.replace('"', "\"\"")))?;
    }
    // The ids new lists and matches take start again after the backup's highest, as in a
    // library that was made by saving what the backup holds (also when an older Muster let a
    // backup use up every id).
    conn.execute_batch(
        "DELETE FROM match_events; DELETE FROM matches; DELETE FROM list_versions;
         DELETE FROM lists; DELETE FROM collection; DELETE FROM user_data;
         DELETE FROM sqlite_sequence WHERE name IN ('lists', 'matches');",
    )?;
    let mut summary = ImportSummary::default();
    {
        let mut list = conn.prepare(
            "INSERT INTO lists (id, name, game, faction, notes, document, version, created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        )?;
        let mut version = conn.prepare(
            "INSERT INTO list_versions (list_id, version, document, saved_at) VALUES (?1, ?2, ?3, ?4)",
        )?;
        for l in &file.lists {
            let (current, earlier) = l
                .versions
                .split_last()
                .expect("checked: at least one version");
            list.execute(params![
                l.id,
                l.name,
                l.game,
                l.faction,
                l.notes,
                current.document.get(),
                current.version,
                l.created_at,
                l.updated_at
            ])?;
            for v in earlier {
                version.execute(params![l.id, v.version, v.document.get(), v.saved_at])?;
            }
            summary.lists += 1;
            summary.list_versions += l.versions.len();
        }
        let mut entry = conn
            .prepare("INSERT INTO collection (game, kind, item, count) VALUES (?1, ?2, ?3, ?4)")?;
        for e in &file.collection {
            entry.execute(params![e.game, e.kind, e.item, e.count])?;
            summary.collection_entries += 1;
        }
        let mut record = conn.prepare(
            "INSERT INTO user_data (game, kind, id, record, added_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        )?;
        for r in &file.user_data {
            record.execute(params![r.game, r.kind, r.id, r.record.get(), r.added_at])?;
            summary.user_records += 1;
        }
        let mut game = conn.prepare(
            "INSERT INTO matches (id, game, list_id, created_at, finished_at, result, opponent,
                                  opponent_list_id, faction, opponent_faction, setup, outcome)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
        )?;
        let mut event = conn.prepare(
            "INSERT INTO match_events (match_id, seq, event, recorded_at) VALUES (?1, ?2, ?3, ?4)",
        )?;
        for m in &file.matches {
            game.execute(params![
                m.id,
                m.game,
                m.list_id,
                m.created_at,
                m.finished_at,
                m.result.as_deref().map(RawValue::get),
                m.opponent,
                m.opponent_list_id,
                m.faction,
                m.opponent_faction,
                m.setup.as_deref().map(RawValue::get),
                m.outcome.map(MatchOutcome::as_str)
            ])?;
            for e in &m.events {
                event.execute(params![m.id, e.seq, e.event.get(), e.recorded_at])?;
            }
            summary.matches += 1;
            summary.events += m.events.len();
        }
    }
    for (_, sql) in &triggers {
        conn.execute_batch(sql)?;
    }
    Ok(summary)
}
