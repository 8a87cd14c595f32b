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
pub(crate) const MIGRATIONS: &[&str] = &[V1, V2];

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

/// Schema 2: what a match history needs.
///
/// - `setup`: the match's set-up as the rules core reads it (players, their lists as played,
///   and the choices known before the first event), so a match replays without the lists
///   it was made from;
/// - `opponent`, `opponent_list_id`: who was played and, when it is a saved list, which;
/// - `faction`, `opponent_faction`: the armies' factions, for statistics;
/// - `outcome`: `won`, `lost` or `drawn` for the player (side 0), set when the match is
///   finished (the code keeps it NULL exactly while `finished_at` is).
///
/// Matches from schema 1 keep NULL in all of them.
const V2: &str = "
ALTER TABLE matches ADD COLUMN setup TEXT CHECK (setup IS NULL OR json_valid(setup));
ALTER TABLE matches ADD COLUMN opponent TEXT;
ALTER TABLE matches ADD COLUMN opponent_list_id INTEGER REFERENCES lists(id) ON DELETE SET NULL;
ALTER TABLE matches ADD COLUMN faction TEXT;
ALTER TABLE matches ADD COLUMN opponent_faction TEXT;
ALTER TABLE matches ADD COLUMN outcome TEXT CHECK (outcome IS NULL OR outcome IN ('won', 'lost', 'drawn'));
CREATE INDEX matches_by_opponent_list ON matches(opponent_list_id);
";

#[cfg(test)]
mod tests {
    use super::*;

    /// A library of schema 1 with a match opens at schema 2 with the match as it was and
    /// the new columns empty.
    #[test]
    fn schema_1_matches_survive_the_move_to_schema_2() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        crate::open::migrate(&conn, &MIGRATIONS[..1], None, "test").unwrap();
        conn.execute_batch(
            "INSERT INTO matches (game, created_at, finished_at, result) VALUES ('runewars', 1, 2, '{}');
             INSERT INTO match_events (match_id, seq, event, recorded_at) VALUES (1, 1, '{}', 1);",
        )
        .unwrap();
        crate::open::migrate(&conn, MIGRATIONS, None, "test").unwrap();
        let row: (String, Option<String>, Option<String>, i64) = conn
            .query_row(
                "SELECT game, setup, outcome, (SELECT COUNT(*) FROM match_events) FROM matches",
                [],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .unwrap();
        assert_eq!(row, ("runewars".into(), None, None, 1));
        let bad = conn.execute("UPDATE matches SET outcome = 'maybe'", []);
        assert!(bad.is_err(), "outcome is won, lost or drawn");
    }

    #[test]
    fn application_id_is_must() {
        assert_eq!(APPLICATION_ID, 1_297_437_524);
        assert!(V1.contains(&format!("application_id = {APPLICATION_ID};")));
    }
}
