//! `muster user-data …`: records the player enters because no pack ships them.

use crate::{record_texts, DataArg, DbArg};
use muster_data::user::{check_new_user_record, UserRecordText};
use muster_data::{check_new_diskwars_user_record, check_new_underworlds_user_record};
use std::path::PathBuf;
use std::process::ExitCode;

/// `muster user-data …`.
#[derive(clap::Subcommand)]
pub(crate) enum UserDataCommand {
    /// Add (or replace) a record from a JSON file shaped like the same record of a pack
    /// (see `data/schemas/`); it is checked before it is stored. Diskwars records fill in
    /// values the rulebook leaves unknown on a shipped disc or command card; an Underworlds
    /// warband or deck is a whole record that takes the place of a shipped one of its id.
    Add {
        /// The game (`runewars`, `diskwars`, `underworlds`).
        game: String,
        /// The kind: RuneWars faction, unit, upgrade or box; Diskwars disc or command-card;
        /// Underworlds warband or deck.
        kind: String,
        /// The record as JSON.
        file: PathBuf,
        #[command(flatten)]
        db: DbArg,
        #[command(flatten)]
        data: DataArg,
    },
    /// The records you entered.
    Show {
        #[command(flatten)]
        db: DbArg,
    },
    /// Remove a record.
    Remove {
        /// The game.
        game: String,
        /// The kind.
        kind: String,
        /// The record id.
        id: String,
        #[command(flatten)]
        db: DbArg,
    },
}

pub(crate) fn run(command: &UserDataCommand) -> Result<ExitCode, String> {
    match command {
        UserDataCommand::Add {
            game,
            kind,
            file,
            db,
            data,
        } => {
            if !["runewars", "diskwars", "underworlds"].contains(&game.as_str()) {
                return Err(format!(
                    "user data for '{game}' is not supported (runewars, diskwars, underworlds)"
                ));
            }
            let shown = file.display();
            let json =
                std::fs::read_to_string(file).map_err(|e| format!("{shown}: cannot read: {e}"))?;
            let value: serde_json::Value =
                serde_json::from_str(&json).map_err(|e| format!("{shown}: not valid JSON: {e}"))?;
            let id = value
                .get("id")
                .and_then(|v| v.as_str())
                .ok_or_else(|| format!("{shown}: the record needs a string \"id\""))?
                .to_owned();
            let mut library = db.open()?;
            let stored = library
                .user_records(Some(game))
                .map_err(|e| e.to_string())?;
            let texts = record_texts(&stored);
            let record = UserRecordText {
                kind,
                id: &id,
                json: &json,
            };
            let checked = match game.as_str() {
                "diskwars" => {
                    check_new_diskwars_user_record(&data.diskwars()?, &texts, record).map(drop)
                }
                "underworlds" => {
                    check_new_underworlds_user_record(&data.underworlds()?, &texts, record)
                        .map(drop)
                }
                _ => check_new_user_record(&data.runewars()?, &texts, record).map(drop),
            };
            checked.map_err(|e| format!("{shown}: {e}"))?;
            library
                .put_user_record(game, kind, &id, &json)
                .map_err(|e| e.to_string())?;
            outln!("{game} {kind} '{id}' saved as your own data");
        }
        UserDataCommand::Show { db } => {
            let library = db.open()?;
            let records = library.user_records(None).map_err(|e| e.to_string())?;
            if records.is_empty() {
                outln!("No user data.");
            }
            for r in records {
                outln!("{:<11} {:<12} {}", r.game, r.kind, r.id);
            }
        }
        UserDataCommand::Remove { game, kind, id, db } => {
            let mut library = db.open()?;
            library
                .delete_user_record(game, kind, id)
                .map_err(|e| e.to_string())?;
            outln!("{game} {kind} '{id}' removed");
        }
    }
    Ok(ExitCode::SUCCESS)
}
