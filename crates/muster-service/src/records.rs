//! The records a player enters because no pack ships them (RuneWars units, upgrades,
//! factions and boxes; Diskwars values; Underworlds warbands and decks), each checked as
//! shipped data is before it is stored; and the whole library as one file.

use crate::collection::game_named;
use crate::error::{AppError, ErrorCode};
pub use crate::games::underworlds::deck_counts;
use crate::games::CatalogOf;
use crate::games::{record_texts, Served};
use crate::lists::parse_document;
use crate::muster::{Muster, Session};
use muster_core::games::underworlds::{deck_text, Deck, Underworlds};
use muster_core::{with_game, Game, GameId, Lang};
use muster_data::{Pack, UserRecordText};
use muster_store::{ImportFile, ImportRecord, ImportSummary, StoreError, UserRecord};
use std::path::Path;

/// The example `muster user-data add --help` ends with: a Diskwars disc record the command
/// accepts (tested), and the other fields in words.
pub const USER_RECORD_EXAMPLE: &str = r#"Example: a Diskwars disc (kind disc), every value optional, written bare or as the
pack writes it ({"value": …, "source": …}); these two are the rulebook's (p.17):
  {
    "id": "kurgan-barbarians",
    "source": "my own disc",
    "size": "small",
    "cost": { "value": 5, "source": "rulebook p.17" }
  }
The other fields: "race", "unique", "elite", "stats" {"movement", "attack",
"counterattack", "toughness", "vigor"}; a hero takes "recruitment_points" and "command"
instead of "cost"; a command card (kind command-card) takes "strategy", "value" and
"restriction" ("none", "order-only", "destruction-only"). A copy of the pack's record
(`muster catalog diskwars --format json`) with its unknowns filled in is a record too. Several
records: one array, [ {...}, {...} ]. Many values at once: `muster user-data import
diskwars values.csv`."#;

/// The largest table of values `user_values_import` reads, in bytes.
pub const VALUES_TABLE_MAX_BYTES: usize = muster_data::DISKWARS_TABLE_MAX_BYTES;

/// Only Diskwars keeps its values as a table.
fn values_game(game: &str) -> Result<(), AppError> {
    if game == <muster_core::games::diskwars::Diskwars as Game>::ID {
        Ok(())
    } else {
        Err(AppError::args(format!(
            "only diskwars has a table of values (not '{game}'); enter other records with `muster user-data add`"
        )))
    }
}

/// The games whose records a player may enter.
fn record_games() -> Vec<&'static str> {
    GameId::ALL
        .into_iter()
        .filter(|g| with_game!(*g, |G| !G::RECORD_KINDS.is_empty()))
        .map(GameId::id)
        .collect()
}

fn add<G: Served>(
    session: &mut Session<'_>,
    kind: &str,
    id: &str,
    json: &str,
) -> Result<(), AppError> {
    add_all::<G>(session, kind, &[(id.to_owned(), json.to_owned())], "")
}

/// Why `record` cannot be stored beside `texts`, if it cannot: past a record's limits (a
/// deck of a million cards) it is refused before it is read; else the game checks it.
fn record_fault<G: Served>(
    pack: &CatalogOf<G>,
    texts: &[UserRecordText<'_>],
    record: UserRecordText<'_>,
) -> Result<(), String> {
    match muster_core::json::check(record.json, &crate::files::RECORD_LIMITS) {
        Some(fault) => Err(fault.with_place()),
        None => G::check_new_user_record(pack, texts, record)
            .map(drop)
            .map_err(|e| e.to_string()),
    }
}

/// Checks every record (id, JSON) of one kind, each beside the stored ones and those before
/// it, then stores them all in one transaction: on any refusal nothing is stored. `shown`
/// names the file in a refusal of one of several records.
fn add_all<G: Served>(
    session: &mut Session<'_>,
    kind: &str,
    records: &[(String, String)],
    shown: &str,
) -> Result<(), AppError> {
    let pack = session.pack::<G>()?;
    let stored = session.library()?.user_records(Some(<G as Game>::ID))?;
    let mut texts = record_texts(&stored);
    for (n, (id, json)) in records.iter().enumerate() {
        let record = UserRecordText { kind, id, json };
        record_fault::<G>(&pack, &texts, record).map_err(|e| {
            let message = if records.len() > 1 {
                format!("record {} of {shown} ('{id}'): {e}", n + 1)
            } else {
                e
            };
            AppError::new(ErrorCode::DataRefused, message)
        })?;
        texts.retain(|r| !(r.kind == kind && r.id == id.as_str()));
        texts.push(record);
    }
    let rows: Vec<(&str, &str, &str)> = records
        .iter()
        .map(|(id, json)| (kind, id.as_str(), json.as_str()))
        .collect();
    session
        .library()?
        .put_user_records(<G as Game>::ID, &rows)?;
    session.forget::<G>();
    Ok(())
}

/// The records of a file: one object, or an array of objects, each with a string `id`
/// (given twice in one file is refused). Each record as its JSON text.
fn records_of(json: &str, shown: &str) -> Result<Vec<(String, String)>, AppError> {
    if let Some(fault) = muster_core::json::check(json, &crate::files::RECORD_LIMITS) {
        return Err(AppError::args(format!("{shown}: {}", fault.with_place())));
    }
    let value: serde_json::Value = serde_json::from_str(json)
        .map_err(|e| AppError::args(format!("{shown}: not valid JSON: {e}")))?;
    let (items, one) = match value {
        serde_json::Value::Array(items) => (items, false),
        other => (vec![other], true),
    };
    if items.is_empty() {
        return Err(AppError::args(format!(
            "{shown}: the array holds no record"
        )));
    }
    let mut records: Vec<(String, String)> = Vec::with_capacity(items.len());
    for (n, item) in items.into_iter().enumerate() {
        let which = if one {
            shown.to_owned()
        } else {
            format!("{shown}: record {}", n + 1)
        };
        let id = item
            .get("id")
            .and_then(|v| v.as_str())
            .ok_or_else(|| AppError::args(format!("{which}: the record needs a string \"id\"")))?
            .to_owned();
        if records.iter().any(|(other, _)| *other == id) {
            return Err(AppError::args(format!(
                "{which}: '{id}' is given twice in one file"
            )));
        }
        let text = if one {
            json.to_owned()
        } else {
            item.to_string()
        };
        records.push((id, text));
    }
    Ok(records)
}

impl Muster {
    /// `muster user-data add`: a record of `game` and `kind` as JSON text, or an array of
    /// such records (`shown` names the file in errors), each checked against the pack and the
    /// player's other records, then all stored in place of any of the same kind and id, or
    /// none when one is refused. Their ids.
    pub fn user_record_add(
        &self,
        game: &str,
        kind: &str,
        json: &str,
        shown: &str,
    ) -> Result<Vec<String>, AppError> {
        let games = record_games();
        let Some(game) = game
            .parse::<GameId>()
            .ok()
            .filter(|g| games.contains(&g.id()))
        else {
            return Err(AppError::args(format!(
                "user data for '{game}' is not supported ({})",
                games.join(", ")
            )));
        };
        let records = records_of(json, shown)?;
        self.session(|session| with_game!(game, |G| add_all::<G>(session, kind, &records, shown)))
            .map_err(|e| {
                if e.code == "data.refused" && records.len() == 1 {
                    e.at(shown)
                } else {
                    e
                }
            })?;
        Ok(records.into_iter().map(|(id, _)| id).collect())
    }

    /// `muster user-data import GAME FILE`: a table of values (CSV) stored as the player's
    /// records; only Diskwars has one (`docs/diskwars-values-csv.md`).
    pub fn user_values_import(
        &self,
        game: &str,
        text: &str,
        shown: &str,
    ) -> Result<usize, AppError> {
        values_game(game)?;
        self.diskwars_values_import(text, shown)
    }

    /// `muster user-data export GAME`: the table of values `user_values_import` reads.
    pub fn user_values_export(&self, game: &str, lang: Lang) -> Result<String, AppError> {
        values_game(game)?;
        self.diskwars_values_export(lang)
    }

    /// The records the player entered, of every game.
    pub fn user_records(&self) -> Result<Vec<UserRecord>, AppError> {
        self.with_reading(|library| Ok(library.user_records(None)?))
    }

    /// Removes one of the player's records.
    pub fn user_record_remove(&self, game: &str, kind: &str, id: &str) -> Result<(), AppError> {
        self.with_library(|library| Ok(library.delete_user_record(game, kind, id)?))
    }

    /// `muster import deck`: an Underworlds deck, typed one card per line or given as a deck
    /// link or its card codes (then a deck of the shipped cards), read into the player's own
    /// `deck` record `id` named `name`, not stored yet. Every bad line or code is named
    /// (`line N: …`, `card N: …` in `lang`).
    pub fn underworlds_import_deck(
        &self,
        text: &str,
        id: &str,
        name: &str,
        source: &str,
        lang: Lang,
    ) -> Result<Deck, Vec<String>> {
        if crate::games::underworlds::is_deck_link(text) {
            return self
                .underworlds_deck_of_link(text, id, name, lang)
                .map_err(|e| e.message.lines().map(str::to_owned).collect());
        }
        deck_text::read_deck(text, id, name, source)
            .map_err(|errors| errors.iter().map(|e| e.text(lang)).collect())
    }

    /// Stores an Underworlds deck as the player's own `deck` record, checked as every record
    /// is (`data.refused` with the checker's place and message when it does not load).
    pub fn underworlds_store_deck(&self, deck: &Deck) -> Result<(), AppError> {
        let json = deck_json(deck);
        self.session(|session| add::<Underworlds>(session, "deck", &deck.id, &json))
    }

    /// `muster library export`: the whole library (lists with their history, collection, user
    /// data, matches) written to one JSON file.
    /// Never written over the library itself (refused before it is read).
    pub fn library_export(&self, path: &Path) -> Result<(), AppError> {
        let library = self.library_path();
        crate::files::check_output(path, Some(&library), &[])?;
        let text = self.with_reading(|library| Ok(library.export_json()?))?;
        crate::files::write_output(path, text.as_bytes(), Some(&library), &[])
    }

    /// `muster library import`: the whole library replaced with an exported file; a bad file
    /// changes nothing. Besides the file's own shape, every version of every list is read as
    /// `lists save` reads a document, every user record is checked as `user-data add`
    /// checks one (beside the file's other records, which replace the stored ones), and each
    /// list's columns, collection line and match as [`crate::backup`] checks them: the first
    /// that fails is `store.bad_import` naming its place in the file.
    pub fn library_import(&self, path: &Path) -> Result<ImportSummary, AppError> {
        let text = crate::files::read_document(path, &crate::files::LIBRARY_LIMITS)?;
        let shown = path.display().to_string();
        let refused = |place: &str, message: String| {
            AppError::from(StoreError::BadImport {
                library: shown.clone(),
                place: place.to_owned(),
                message,
            })
        };
        let file = ImportFile::read(&text, &shown).map_err(AppError::from)?;
        for (place, document) in file.documents() {
            parse_document(document).map_err(|e| refused(&place, e.message))?;
        }
        let records: Vec<ImportRecord<'_>> = file.records().collect();
        if let Some(bad) = records.iter().find(|r| game_named(r.game).is_err()) {
            return Err(refused(&bad.place(), format!("no game '{}'", bad.game)));
        }
        self.session(|session| {
            for game in GameId::ALL {
                let of_game: Vec<&ImportRecord<'_>> =
                    records.iter().filter(|r| r.game == game.id()).collect();
                with_game!(game, |G| check_imported::<G>(session, &of_game))
                    .map_err(|(place, message)| refused(&place, message))?;
            }
            crate::backup::check_backup(session, &file)
                .map_err(|(place, message)| refused(&place, message))?;
            session
                .library()?
                .import(&file)
                .map_err(|e| AppError::from(e).at(path.display()))
        })
    }
}

/// Checks the records of game `G` an import brings, as `user-data add` checks one, all
/// together (they replace the stored ones, whatever their order in the file): the place and
/// message of the first refused. The catalogue is built once for all of them, not once per
/// record, so a backup of thousands of records imports in linear time.
fn check_imported<G: Served>(
    session: &mut Session<'_>,
    records: &[&ImportRecord<'_>],
) -> Result<(), (String, String)> {
    if records.is_empty() {
        return Ok(());
    }
    let pack = session
        .pack::<G>()
        .map_err(|e| ("the data".to_owned(), e.message))?;
    // Every record within a record's limits and of a kind the game keeps before any is read:
    // they are read together, which must not be a huge one.
    for record in records {
        if let Some(fault) = muster_core::json::check(record.json, &crate::files::RECORD_LIMITS) {
            return Err((record.place(), fault.with_place()));
        }
        if !G::RECORD_KINDS.contains(&record.kind) {
            return Err((
                record.place(),
                format!("{} keeps no records of kind '{}'", G::NAME, record.kind),
            ));
        }
    }
    let texts: Vec<UserRecordText<'_>> = records
        .iter()
        .map(|r| UserRecordText {
            kind: r.kind,
            id: r.id,
            json: r.json,
        })
        .collect();
    G::with_user_data(&pack, &texts)
        .map(drop)
        .map_err(|e| (fault_place::<G>(records, &e), e.to_string()))
}

/// The place in the backup of the record a fault names (`<game>/<kind>/<id>…`); a fault of
/// the records together that names none (two records giving one id) is placed at the first.
fn fault_place<G: Served>(records: &[&ImportRecord<'_>], fault: &muster_data::PackError) -> String {
    let named = |r: &&&ImportRecord<'_>| {
        let prefix = format!("{}/{}/{}", <G as Game>::ID, r.kind, r.id);
        fault.place == prefix
            || fault
                .place
                .strip_prefix(&prefix)
                .is_some_and(|rest| rest.starts_with('/'))
    };
    records
        .iter()
        .filter(named)
        .max_by_key(|r| r.id.len())
        .unwrap_or(&records[0])
        .place()
}

/// A deck record as a file holds it: pretty JSON with a final newline.
pub fn deck_json(deck: &Deck) -> String {
    let mut json = serde_json::to_string_pretty(deck).expect("decks serialize");
    json.push('\n');
    json
}
