//! `muster user-data …`: records the player enters because no pack ships them.

use crate::{muster, DataArg, DbArg};
use muster_service::AppError;
use std::path::PathBuf;
use std::process::ExitCode;

/// The example `muster user-data add --help` ends with.
const ADD_EXAMPLE: &str = r#"Example: a Diskwars disc (kind disc), every value optional, written bare or as the
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

/// `muster user-data …`.
#[derive(clap::Subcommand)]
pub(crate) enum UserDataCommand {
    /// Add (or replace) a record from a JSON file shaped like the same record of a pack
    /// (see `data/schemas/`), or an array of such records; each is checked before any is
    /// stored. Diskwars records fill in values the rulebook leaves unknown on a shipped disc
    /// or command card (`data/schemas/diskwars-user-record.schema.json`: a copy of the pack's
    /// record with its unknowns filled in will do); an Underworlds warband or deck is a whole
    /// record that takes the place of a shipped one of its id.
    #[command(after_help = ADD_EXAMPLE)]
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

pub(crate) fn run(command: &UserDataCommand) -> Result<ExitCode, AppError> {
    match command {
        UserDataCommand::Add {
            game,
            kind,
            file,
            db,
            data,
        } => {
            let shown = file.display().to_string();
            let json = std::fs::read_to_string(file).map_err(|e| AppError::unreadable(file, &e))?;
            let ids = muster(data, db).user_record_add(game, kind, &json, &shown)?;
            for id in ids {
                outln!("{game} {kind} '{id}' saved as your own data");
            }
        }
        UserDataCommand::Show { db } => {
            let records = muster(&DataArg::default(), db).user_records()?;
            if records.is_empty() {
                outln!("No user data.");
            }
            for r in records {
                outln!("{:<11} {:<12} {}", r.game, r.kind, r.id);
            }
        }
        UserDataCommand::Remove { game, kind, id, db } => {
            muster(&DataArg::default(), db).user_record_remove(game, kind, id)?;
            outln!("{game} {kind} '{id}' removed");
        }
    }
    Ok(ExitCode::SUCCESS)
}
