//! `muster lists …` and `muster library …`: saved lists with their history, and the whole
//! library as one JSON file.

use crate::games::CliGame;
use crate::{text, DataArg, DbArg, Format};
use muster_core::games::diskwars::Diskwars;
use muster_core::games::runewars::RuneWars;
use muster_core::games::sigmar::Sigmar;
use muster_core::games::underworlds::Underworlds;
use muster_core::{parse_list, Lang, ListDocument};
use muster_store::{Library, ListMeta, StoredList};
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

/// Reads and parses a list document file, or a one-line error naming it.
pub(crate) fn read_list(file: &std::path::Path) -> Result<(String, ListDocument), String> {
    let shown = file.display();
    let text = std::fs::read_to_string(file).map_err(|e| format!("{shown}: cannot read: {e}"))?;
    let document = parse_list(&text).map_err(|e| format!("{shown}: {e}"))?;
    Ok((text, document))
}

/// The metadata the library keeps beside a document. A Diskwars list names no faction: it
/// is filed under the faction its discs belong to.
pub(crate) fn meta_of(
    document: &ListDocument,
    data: &DataArg,
    library: &Library,
) -> Result<ListMeta, String> {
    let (faction, notes) = match document {
        ListDocument::RuneWars(list) => (list.faction.clone(), list.notes.clone()),
        ListDocument::Diskwars(list) => {
            let catalog = data.diskwars_with_user(library)?;
            (Diskwars::faction(list, &catalog), list.notes.clone())
        }
        ListDocument::Sigmar(list) => (list.faction.clone(), list.notes.clone()),
        ListDocument::Underworlds(list) => (list.warband.clone(), list.notes.clone()),
    };
    Ok(ListMeta {
        name: document.name().to_owned(),
        game: document.game().id().to_owned(),
        faction,
        notes,
    })
}

/// `legal`, or `not legal: N errors`, for a list of game `G` checked with the default
/// readings of unclear rules.
fn verdict<G: CliGame>(
    list: &G::List,
    data: &DataArg,
    library: &Library,
) -> Result<String, String> {
    let catalog = G::with_user(data, library)?;
    let report = G::validate(list, &catalog, &G::Options::default(), Lang::En);
    let errors = report.with_severity(muster_core::Severity::Error).count();
    Ok(if report.legal {
        "legal".to_owned()
    } else {
        format!("not legal: {errors} errors")
    })
}

/// Parses a stored list's document (stored documents were parsed before saving).
pub(crate) fn parse_stored(list: &StoredList) -> Result<ListDocument, String> {
    parse_list(&list.document).map_err(|e| format!("saved list {}: {e}", list.summary.id))
}

pub(crate) fn run_lists(args: &ListsArgs) -> Result<ExitCode, String> {
    let mut library = args.db.open()?;
    match &args.command {
        None => {
            let lists = library.lists().map_err(|e| e.to_string())?;
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
                            text::timestamp(l.updated_at),
                            l.name
                        );
                    }
                }
            }
        }
        Some(ListsCommand::Save { file, id, data }) => {
            let (text, document) = read_list(file)?;
            let meta = meta_of(&document, data, &library)?;
            let saved = library
                .save_list(*id, &meta, &text)
                .map_err(|e| e.to_string())?;
            let verdict = match &document {
                ListDocument::RuneWars(list) => verdict::<RuneWars>(list, data, &library)?,
                ListDocument::Diskwars(list) => verdict::<Diskwars>(list, data, &library)?,
                ListDocument::Sigmar(list) => verdict::<Sigmar>(list, data, &library)?,
                ListDocument::Underworlds(list) => verdict::<Underworlds>(list, data, &library)?,
            };
            outln!(
                "saved list {} version {} ({verdict})",
                saved.id,
                saved.version
            );
        }
        Some(ListsCommand::Show { id, version }) => {
            let document = match version {
                None => library.list(*id).map_err(|e| e.to_string())?.document,
                Some(v) => {
                    library
                        .list_history(*id)
                        .map_err(|e| e.to_string())?
                        .into_iter()
                        .find(|h| h.version == *v)
                        .ok_or_else(|| format!("list {id} has no version {v}"))?
                        .document
                }
            };
            outln!("{}", document.trim_end());
        }
        Some(ListsCommand::History { id }) => {
            for v in library.list_history(*id).map_err(|e| e.to_string())? {
                let name = parse_list(&v.document)
                    .map(|d| d.name().to_owned())
                    .unwrap_or_default();
                outln!("v{:<3} {}  {name}", v.version, text::timestamp(v.saved_at));
            }
        }
        Some(ListsCommand::Restore { id, version }) => {
            // Saved as a new version with the old document's own name, faction and notes,
            // so the list of lists agrees with the document.
            let old = library
                .list_history(*id)
                .map_err(|e| e.to_string())?
                .into_iter()
                .find(|h| h.version == *version)
                .ok_or_else(|| format!("list {id} has no version {version}"))?;
            let document = parse_list(&old.document)
                .map_err(|e| format!("list {id} version {version}: {e}"))?;
            let meta = meta_of(&document, &DataArg::default(), &library)?;
            let saved = library
                .save_list(Some(*id), &meta, &old.document)
                .map_err(|e| e.to_string())?;
            outln!(
                "list {} restored from version {version} as version {}",
                saved.id,
                saved.version
            );
        }
        Some(ListsCommand::Delete { id }) => {
            library.delete_list(*id).map_err(|e| e.to_string())?;
            outln!("list {id} deleted");
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn run_library(command: &LibraryCommand) -> Result<ExitCode, String> {
    match command {
        LibraryCommand::Export { file, db } => {
            let library = db.open()?;
            let text = library.export_json().map_err(|e| e.to_string())?;
            muster_store::write_whole(file, text.as_bytes())
                .map_err(|e| format!("{}: cannot write: {e}", file.display()))?;
            outln!("library written to {}", file.display());
        }
        LibraryCommand::Import { file, db } => {
            let text = std::fs::read_to_string(file)
                .map_err(|e| format!("{}: cannot read: {e}", file.display()))?;
            let mut library = db.open()?;
            let summary = library
                .import_json(&text)
                .map_err(|e| format!("{}: {e}", file.display()))?;
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
