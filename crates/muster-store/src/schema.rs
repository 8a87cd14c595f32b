//! The schema, as numbered migrations. Migration `n` (1-based) takes a file from
//! `PRAGMA user_version = n - 1` to `n`; [`crate::open`] runs the missing ones in one
//! transaction when a library is opened.
//!
//! A migration, once released, is never edited: a change to the schema is a new entry at
//! the end of [`MIGRATIONS`].

/// `PRAGMA application_id` of a Muster library: the bytes `MUST`. SQLite keeps it at offset
/// 68 of the file header, so a Muster library can be told from another application's
/// database before anything else is read.
pub(crate) const APPLICATION_ID: u32 = u32::from_be_bytes(*b"MUST");

/// The migrations, oldest first.
pub(crate) const MIGRATIONS: &[&str] = &[V1];

/// The newest schema version this build reads and writes.
pub const SCHEMA_VERSION: u32 = MIGRATIONS.len() as u32;

/// Schema 1.
///
/// - Every table is `STRICT`; every JSON column has `CHECK (json_valid(..))`.
/// - `lists` holds each list's current document; `list_versions` the earlier ones, whose
///   rows are never updated.
/// - `collection` keeps only positive counts (a count that reaches 0 is deleted).
/// - `match_events` is append-only: triggers refuse UPDATE and DELETE, and an INSERT must
///   take the next `seq` of its match (1, 2, 3, …). A match that has events cannot be
///   deleted either (a trigger, which holds even on a connection without foreign keys).
const V1: &str = "
PRAGMA application_id = 1297437524; -- b\"MUST\"

CREATE TABLE lists (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    name        TEXT    NOT NULL,
    game        TEXT    NOT NULL CHECK (game <> ''),
    faction     TEXT    NOT NULL,
    notes       TEXT,
    document    TEXT    NOT NULL CHECK (json_valid(document)),
    version     INTEGER NOT NULL CHECK (version >= 1),
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
) STRICT;

CREATE TABLE list_versions (
    list_id   INTEGER NOT NULL REFERENCES lists(id) ON DELETE CASCADE,
    version   INTEGER NOT NULL CHECK (version >= 1),
    document  TEXT    NOT NULL CHECK (json_valid(document)),
    saved_at  INTEGER NOT NULL,
    PRIMARY KEY (list_id, version)
) STRICT, WITHOUT ROWID;

CREATE TRIGGER list_versions_never_updated BEFORE UPDATE ON list_versions
BEGIN
    SELECT RAISE(ABORT, 'list_versions: earlier versions of a list are never changed');
END;

CREATE TABLE collection (
    game   TEXT    NOT NULL CHECK (game <> ''),
    kind   TEXT    NOT NULL CHECK (kind <> ''),
    item   TEXT    NOT NULL CHECK (item <> ''),
    count  INTEGER NOT NULL CHECK (count > 0 AND count <= 4294967295),
    PRIMARY KEY (game, kind, item)
) STRICT, WITHOUT ROWID;

CREATE TABLE user_data (
    game      TEXT    NOT NULL CHECK (game <> ''),
    kind      TEXT    NOT NULL CHECK (kind <> ''),
    id        TEXT    NOT NULL CHECK (id <> ''),
    record    TEXT    NOT NULL CHECK (json_valid(record)),
    added_at  INTEGER NOT NULL,
    PRIMARY KEY (game, kind, id)
) STRICT, WITHOUT ROWID;

CREATE TABLE matches (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    game         TEXT    NOT NULL CHECK (game <> ''),
    list_id      INTEGER REFERENCES lists(id) ON DELETE SET NULL,
    created_at   INTEGER NOT NULL,
    finished_at  INTEGER,
    result       TEXT CHECK (result IS NULL OR json_valid(result)),
    CHECK ((finished_at IS NULL) = (result IS NULL))
) STRICT;

CREATE INDEX matches_by_list ON matches(list_id);

CREATE TABLE match_events (
    match_id     INTEGER NOT NULL REFERENCES matches(id),
    seq          INTEGER NOT NULL CHECK (seq >= 1),
    event        TEXT    NOT NULL CHECK (json_valid(event)),
    recorded_at  INTEGER NOT NULL,
    PRIMARY KEY (match_id, seq)
) STRICT, WITHOUT ROWID;

CREATE TRIGGER match_events_no_update BEFORE UPDATE ON match_events
BEGIN
    SELECT RAISE(ABORT, 'match_events is append-only: an event cannot be changed');
END;

CREATE TRIGGER match_events_no_delete BEFORE DELETE ON match_events
BEGIN
    SELECT RAISE(ABORT, 'match_events is append-only: an event cannot be deleted');
END;

CREATE TRIGGER matches_with_events_stay BEFORE DELETE ON matches
WHEN EXISTS (SELECT 1 FROM match_events WHERE match_id = OLD.id)
BEGIN
    SELECT RAISE(ABORT, 'match_events is append-only: a match with events cannot be deleted');
END;

CREATE TRIGGER match_events_in_order BEFORE INSERT ON match_events
WHEN NEW.seq <> (SELECT COALESCE(MAX(seq), 0) + 1 FROM match_events WHERE match_id = NEW.match_id)
BEGIN
    SELECT RAISE(ABORT, 'match_events: seq must be the next number of its match');
END;
";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn application_id_is_must() {
        assert_eq!(APPLICATION_ID, 1_297_437_524);
        assert!(V1.contains(&format!("application_id = {APPLICATION_ID};")));
    }
}
