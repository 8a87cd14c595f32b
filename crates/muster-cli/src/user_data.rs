//! `muster user-data …`: records the player enters because no pack ships them.

use crate::{DataArg, DbArg};
use muster_data::user::{check_new_user_record, UserRecordText};
use std::path::PathBuf;
use std::process::ExitCode;

/// `muster user-data …`.
#[derive(clap::Subcommand)]
pub(crate) enum UserDataCommand {
    /// Add (or replace) a record from a JSON file shaped like the same record of a pack
    /// (see `data/schemas/`); it is checked before it is stored.
    Add {
        /// The game (`runewars`).
        game: String,
        /// The kind: faction, unit, upgrade or box.
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
            if game != "runewars" {
                return Err(format!(
                    "user data for '{game}' is not supported yet (runewars only)"
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
            let texts: Vec<UserRecordText<'_>> = stored
                .iter()
                .map(|r| UserRecordText {
                    kind: &r.kind,
                    id: &r.id,
                    json: &r.record,
                })
                .collect();
            let record = UserRecordText {
                kind,
                id: &id,
                json: &json,
            };
            check_new_user_record(&data.runewars()?, &texts, record)
                .map_err(|e| format!("{shown}: {e}"))?;
            library
                .put_user_record(game, kind, &id, &json)
                .map_err(|e| e.to_string())?;
            println!("{game} {kind} '{id}' saved as your own data");
        }
        UserDataCommand::Show { db } => {
            let library = db.open()?;
            let records = library.user_records(None).map_err(|e| e.to_string())?;
            if records.is_empty() {
                println!("No user data.");
            }
            for r in records {
                println!("{:<10} {:<8} {}", r.game, r.kind, r.id);
            }
        }
        UserDataCommand::Remove { game, kind, id, db } => {
            let mut library = db.open()?;
            library
                .delete_user_record(game, kind, id)
                .map_err(|e| e.to_string())?;
            println!("{game} {kind} '{id}' removed");
        }
    }
    Ok(ExitCode::SUCCESS)
}
