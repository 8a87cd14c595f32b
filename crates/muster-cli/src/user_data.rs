//! `muster user-data …`: records the player enters because no pack ships them.

use crate::export::write_out;
use crate::{muster, DataArg, DbArg, LangArg};
use muster_service::{files, AppError};
use std::path::PathBuf;
use std::process::ExitCode;

/// `muster user-data …`.
#[derive(clap::Subcommand)]
pub(crate) enum UserDataCommand {
    /// Add (or replace) a record from a JSON file shaped like the same record of a pack
    /// (see `data/schemas/`), or an array of such records; each is checked before any is
    /// stored. Diskwars records fill in values the rulebook leaves unknown on a shipped disc
    /// or command card (`data/schemas/diskwars-user-record.schema.json`: a copy of the pack's
    /// record with its unknowns filled in will do); an Underworlds warband or deck is a whole
    /// record that takes the place of a shipped one of its id.
    #[command(after_help = muster_service::USER_RECORD_EXAMPLE)]
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
    /// Store many values at once from a table (CSV): one row per disc or command card, a
    /// header naming the columns (kind, id, then any of name, race, size, unique, elite,
    /// recruitment_points, command, cost, movement, attack, counterattack, toughness, vigor,
    /// strategy, value, restriction). Every bad cell is named by row and column, and nothing
    /// is stored on any. At most 64 KiB. See docs/diskwars-values-csv.md.
    Import {
        /// The game (`diskwars`: the only game whose values are a table).
        game: String,
        /// The table, CSV (`muster user-data export diskwars` writes one to start from).
        file: PathBuf,
        #[command(flatten)]
        db: DbArg,
        #[command(flatten)]
        data: DataArg,
    },
    /// The table of every disc and command card with every value known, the pack's and
    /// yours, unknown ones empty: fill it in and import it again.
    Export {
        /// The game (`diskwars`).
        game: String,
        /// Language of the names column.
        #[arg(long, value_enum, default_value_t)]
        lang: LangArg,
        /// Where to write (standard output when absent).
        #[arg(short, long, value_name = "FILE")]
        out: Option<PathBuf>,
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
            let json = files::read_document(file, &files::RECORD_LIMITS)?;
            let ids = muster(data, db).user_record_add(game, kind, &json, &shown)?;
            for id in ids {
                outln!("{game} {kind} '{id}' saved as your own data");
            }
        }
        UserDataCommand::Import {
            game,
            file,
            db,
            data,
        } => {
            let shown = file.display().to_string();
            let text = files::read_text(
                file,
                muster_service::VALUES_TABLE_MAX_BYTES,
                "a values table",
            )?;
            let changed = muster(data, db).user_values_import(game, &text, &shown)?;
            outln!("{shown}: {changed} of your records stored");
        }
        UserDataCommand::Export {
            game,
            lang,
            out,
            db,
            data,
        } => {
            let table = muster(data, db).user_values_export(game, (*lang).into())?;
            write_out(out.as_deref(), &table, &db.path(), &[])?;
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
