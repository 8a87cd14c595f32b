//! `muster lists …` and `muster library …`: saved lists with their history, and the whole
//! library as one JSON file.

use crate::{muster, DataArg, DbArg, Format};
use muster_service::lists::read_list_file;
use muster_service::terminal::timestamp;
use muster_service::AppError;
use std::path::PathBuf;
use std::process::ExitCode;

/// `muster lists`: without a subcommand, the saved lists.
#[derive(clap::Args)]
pub(crate) struct ListsArgs {
    #[command(subcommand)]
    command: Option<ListsCommand>,
    #[command(flatten)]
    db: DbArg,
    /// Output format (for the table of lists).
    #[arg(long, value_enum, default_value_t)]
    format: Format,
}

#[derive(clap::Subcommand)]
enum ListsCommand {
    /// Save a list document: a new list, or with --id a new version of a saved one.
    Save {
        /// The list document.
        file: PathBuf,
        /// Save as a new version of this saved list.
        #[arg(long)]
        id: Option<i64>,
        #[command(flatten)]
        data: DataArg,
    },
    /// Print a saved list's document (the current version, or --version N).
    Show {
        /// The list id.
        id: i64,
        /// An earlier version.
        #[arg(long)]
        version: Option<u32>,
    },
    /// Every version of a saved list, oldest first.
    History {
        /// The list id.
        id: i64,
    },
    /// Make an earlier version current again (saved as a new version; nothing is lost).
    Restore {
        /// The list id.
        id: i64,
        /// The version to bring back.
        version: u32,
    },
    /// Delete a saved list and its history.
    Delete {
        /// The list id.
        id: i64,
    },
}

/// `muster library …`.
#[derive(clap::Subcommand)]
pub(crate) enum LibraryCommand {
    /// Write the whole library (lists with their history, collection, user data, matches)
    /// to one JSON file.
    Export {
        /// Where to write.
        file: PathBuf,
        #[command(flatten)]
        db: DbArg,
    },
    /// Replace the whole library with an exported file; a bad file changes nothing.
    Import {
        /// The exported file.
        file: PathBuf,
        #[command(flatten)]
        db: DbArg,
    },
}

pub(crate) fn run_lists(args: &ListsArgs) -> Result<ExitCode, AppError> {
    let no_data = DataArg::default();
    let data = match &args.command {
        Some(ListsCommand::Save { data, .. }) => data,
        _ => &no_data,
    };
    let muster = muster(data, &args.db);
    match &args.command {
        None => {
            let lists = muster.lists_all()?;
            match args.format {
                Format::Json => {
                    let rows: Vec<serde_json::Value> = lists
                        .iter()
                        .map(|l| {
                            serde_json::json!({"id": l.id, "name": l.name, "game": l.game, "faction": l.faction,
                                "version": l.version, "created_at": l.created_at, "updated_at": l.updated_at})
                        })
                        .collect();
                    outln!(
                        "{}",
                        serde_json::to_string_pretty(&rows).expect("rows serialize")
                    );
                }
                Format::Text if lists.is_empty() => {
                    outln!("No saved lists. Save one with `muster lists save FILE`.")
                }
                Format::Text => {
                    for l in &lists {
                        outln!(
                            "{:>4}  {:<11} {:<20} v{:<3} {}  {}",
                            l.id,
                            l.game,
                            l.faction,
                            l.version,
                            timestamp(l.updated_at),
                            l.name
                        );
                    }
                }
            }
        }
        Some(ListsCommand::Save { file, id, .. }) => {
            let (text, document) = read_list_file(file)?;
            let (saved, verdict) = muster.list_save_checked(*id, &text, &document)?;
            outln!(
                "saved list {} version {} ({verdict})",
                saved.id,
                saved.version
            );
        }
        Some(ListsCommand::Show { id, version }) => {
            let document = muster.list_document(*id, *version)?;
            outln!("{}", document.trim_end());
        }
        Some(ListsCommand::History { id }) => {
            for v in muster.list_history(*id)? {
                outln!("v{:<3} {}  {}", v.version, timestamp(v.saved_at), v.name);
            }
        }
        Some(ListsCommand::Restore { id, version }) => {
            // Saved as a new version with the old document's own name, faction and notes,
            // so the list of lists agrees with the document.
            let saved = muster.list_restore(*id, *version)?;
            outln!(
                "list {} restored from version {version} as version {}",
                saved.id,
                saved.version
            );
        }
        Some(ListsCommand::Delete { id }) => {
            muster.list_delete(*id)?;
            outln!("list {id} deleted");
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn run_library(command: &LibraryCommand) -> Result<ExitCode, AppError> {
    match command {
        LibraryCommand::Export { file, db } => {
            muster(&DataArg::default(), db).library_export(file)?;
            outln!("library written to {}", file.display());
        }
        LibraryCommand::Import { file, db } => {
            let summary = muster(&DataArg::default(), db).library_import(file)?;
            outln!(
                "library replaced from {}: {} lists ({} versions), {} collection lines, {} user records, {} matches",
                file.display(),
                summary.lists,
                summary.list_versions,
                summary.collection_entries,
                summary.user_records,
                summary.matches
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}
