//! An export file read back: checked whole for its shape and the rules beyond it, every
//! fault at its place, then written into the library in one transaction.

use std::collections::{HashMap, HashSet};

use rusqlite::{params, Connection};
use serde::Deserialize;
use serde_json::value::RawValue;

use super::{ImportSummary, LibraryFile, EXPORT_FORMAT};
use crate::schema::SCHEMA_VERSION;
use crate::{
    begin, json_depth, Context, Library, MatchOutcome, StoreError, MAX_ID, MAX_JSON_DEPTH,
};

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
        let tx = begin(&mut self.conn, name, self.damaged.as_deref())?;
        let summary = write_file(&tx, &file.file).ctx(name, "import the library")?;
        tx.commit().ctx(name, "import the library")?;
        Ok(summary)
    }
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
