//! `muster`: the headless command line over the same core as the desktop app.
//!
//! Exit codes follow the product contract: `validate` exits 0 for a legal list, 1 for a
//! list that breaks a rule and 2 for input that cannot be read (unreadable file, not a list
//! document, broken data pack, bad arguments); `match replay` exits 0 for a match file
//! whose every event the rules take and 2 otherwise.

#[macro_use]
mod out;

mod catalog;
mod collection;
mod export;
mod games;
mod import;
mod library;
mod matches;
mod print;
mod text;
mod user_data;
mod validate;

use clap::{Parser, Subcommand, ValueEnum};
use muster_core::Lang;
use muster_data::PackError;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Muster: build legal armies for RuneWars, Diskwars and Age of Sigmar, and warbands and decks
/// for Underworlds; keep your lists and collection, and check what you can field.
#[derive(Parser)]
#[command(name = "muster", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Check a list document against the army-building rules.
    Validate(validate::Args),
    /// Print a list: a PDF for an opponent or a tournament organiser.
    Print(print::Args),
    /// Show the ids, configurations, costs and slots needed to write a list.
    Catalog(catalog::Args),
    /// A list as plain text for chats (or as its JSON document).
    Export(export::Args),
    /// Convert foreign data into Muster data packs, a list pasted as text into a list, or a
    /// typed Underworlds deck into your own deck.
    #[command(subcommand)]
    Import(import::Command),
    /// Saved lists and their history (`muster lists` shows them).
    Lists(library::ListsArgs),
    /// What you own: units, upgrade cards, boxes; Underworlds warbands and Rivals decks.
    #[command(subcommand)]
    Collection(collection::CollectionCommand),
    /// Can I field this list from my collection? (`--all`: which saved lists can I field?)
    CanField(collection::CanFieldArgs),
    /// Units, upgrades, factions and boxes (Underworlds: warbands and decks) you enter yourself.
    #[command(subcommand)]
    UserData(user_data::UserDataCommand),
    /// The whole library as one JSON file: export and import.
    #[command(subcommand)]
    Library(library::LibraryCommand),
    /// Matches: replay a match file (set-up and events) to its state and result.
    #[command(subcommand)]
    Match(matches::MatchCommand),
}

/// Output format.
#[derive(Clone, Copy, Debug, Default, ValueEnum)]
pub(crate) enum Format {
    /// Human-readable text.
    #[default]
    Text,
    /// JSON for tools.
    Json,
}

/// Language argument (a clap wrapper around [`Lang`]).
#[derive(Clone, Copy, Debug, Default, ValueEnum)]
pub(crate) enum LangArg {
    /// English.
    #[default]
    En,
    /// Spanish.
    Es,
}

impl From<LangArg> for Lang {
    fn from(value: LangArg) -> Self {
        match value {
            LangArg::En => Lang::En,
            LangArg::Es => Lang::Es,
        }
    }
}

/// Where the game data comes from: the packs built into the binary, or a folder.
#[derive(clap::Args, Clone, Debug, Default)]
pub(crate) struct DataArg {
    /// Load game data from this folder (holding `runewars/…`, `diskwars/…`, `sigmar/…`,
    /// `underworlds/…`) instead of the built-in packs.
    #[arg(long, value_name = "DIR")]
    data: Option<PathBuf>,
}

impl DataArg {
    /// A game's pack without user data: `DIR/<folder>` read by `load_dir` with `--data DIR`,
    /// else the built-in one (`bundled`); or a one-line error naming the faulty file.
    fn pack<C>(
        &self,
        folder: &str,
        load_dir: impl FnOnce(&Path) -> Result<C, PackError>,
        bundled: impl FnOnce() -> Result<C, PackError>,
    ) -> Result<C, String> {
        let loaded = match &self.data {
            Some(dir) => load_dir(&dir.join(folder)),
            None => bundled(),
        };
        loaded.map_err(|e| format!("broken data pack: {e}"))
    }

    /// The RuneWars pack without user data, or a one-line error naming the faulty file.
    pub(crate) fn runewars(&self) -> Result<muster_core::games::runewars::Catalog, String> {
        self.pack(
            "runewars",
            muster_data::load_runewars_dir,
            muster_data::bundled_runewars,
        )
    }

    /// The RuneWars pack plus the user's own records from the library.
    pub(crate) fn runewars_with_user(
        &self,
        library: &muster_store::Library,
    ) -> Result<muster_core::games::runewars::Catalog, String> {
        let base = self.runewars()?;
        with_records(library, "runewars", &base, muster_data::with_user_data)
    }

    /// The Diskwars pack without user data, or a one-line error naming the faulty file.
    pub(crate) fn diskwars(&self) -> Result<muster_core::games::diskwars::Catalog, String> {
        self.pack(
            "diskwars",
            muster_data::load_diskwars_dir,
            muster_data::bundled_diskwars,
        )
    }

    /// The Diskwars pack with the values the user entered (records under game `diskwars`).
    pub(crate) fn diskwars_with_user(
        &self,
        library: &muster_store::Library,
    ) -> Result<muster_core::games::diskwars::Catalog, String> {
        let base = self.diskwars()?;
        with_records(
            library,
            "diskwars",
            &base,
            muster_data::diskwars_with_user_data,
        )
    }
}

impl DataArg {
    /// The Age of Sigmar packs without the player's own: the packs of `--data DIR/sigmar`,
    /// or the shipped ones; or a one-line error naming the faulty file.
    pub(crate) fn sigmar(&self) -> Result<muster_core::games::sigmar::Catalog, String> {
        self.pack(
            "sigmar",
            muster_data::load_sigmar_dir,
            muster_data::bundled_sigmar,
        )
    }

    /// The Age of Sigmar packs a check uses: the shipped ones plus the packs the player
    /// imported into the folder `sigmar-packs` beside the library file `library` (theirs
    /// replacing a shipped pack of the same faction); with `--data DIR`, the packs of
    /// `DIR/sigmar` only.
    pub(crate) fn sigmar_beside(
        &self,
        library: Option<&std::path::Path>,
    ) -> Result<muster_core::games::sigmar::Catalog, String> {
        let folder = library
            .and_then(std::path::Path::parent)
            .map(|dir| dir.join(muster_data::sigmar::USER_FOLDER));
        match (&self.data, folder) {
            (None, Some(folder)) => muster_data::sigmar_with_user_packs(&folder)
                .map_err(|e| format!("broken data pack: {e}")),
            _ => self.sigmar(),
        }
    }
}

impl DataArg {
    /// The Underworlds pack without the player's warbands and decks: the pack of
    /// `--data DIR/underworlds`, or the shipped one; or a one-line error naming the faulty file.
    pub(crate) fn underworlds(&self) -> Result<muster_core::games::underworlds::Catalog, String> {
        self.pack(
            "underworlds",
            muster_data::load_underworlds_dir,
            muster_data::bundled_underworlds,
        )
    }

    /// The Underworlds pack with the player's own warbands and decks (records under game
    /// `underworlds`, a record with a shipped id taking its place).
    pub(crate) fn underworlds_with_user(
        &self,
        library: &muster_store::Library,
    ) -> Result<muster_core::games::underworlds::Catalog, String> {
        let base = self.underworlds()?;
        with_records(
            library,
            "underworlds",
            &base,
            muster_data::underworlds_with_user_data,
        )
    }
}

/// `base` with the user's records of `game` from the library, as `merge` adds them; or a
/// one-line error naming the faulty record.
fn with_records<C>(
    library: &muster_store::Library,
    game: &str,
    base: &C,
    merge: impl FnOnce(&C, &[muster_data::UserRecordText<'_>]) -> Result<C, PackError>,
) -> Result<C, String> {
    let records = library
        .user_records(Some(game))
        .map_err(|e| e.to_string())?;
    merge(base, &record_texts(&records)).map_err(|e| format!("broken user data: {e}"))
}

/// Stored user records in the shape the loaders read.
pub(crate) fn record_texts(
    records: &[muster_store::UserRecord],
) -> Vec<muster_data::UserRecordText<'_>> {
    records
        .iter()
        .map(|r| muster_data::UserRecordText {
            kind: &r.kind,
            id: &r.id,
            json: &r.record,
        })
        .collect()
}

/// Where the library is: `--db PATH`, or the user's data folder.
#[derive(clap::Args, Clone, Debug, Default)]
pub(crate) struct DbArg {
    /// The library file (default: the user's data folder, e.g. ~/.local/share/muster/library.sqlite).
    #[arg(long, value_name = "PATH", global = true)]
    db: Option<PathBuf>,
}

impl DbArg {
    fn path(&self) -> PathBuf {
        self.db
            .clone()
            .unwrap_or_else(muster_store::Library::default_path)
    }

    /// Opens (or creates) the library, or a one-line error naming the file.
    pub(crate) fn open(&self) -> Result<muster_store::Library, String> {
        muster_store::Library::open(&self.path()).map_err(|e| e.to_string())
    }

    /// Opens the library only if its file exists (reading never creates one).
    pub(crate) fn open_existing(&self) -> Result<Option<muster_store::Library>, String> {
        if self.path().exists() {
            self.open().map(Some)
        } else {
            Ok(None)
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Validate(args) => validate::run(&args),
        Command::Catalog(args) => catalog::run(&args),
        Command::Print(args) => print::run(&args),
        Command::Export(args) => export::run(&args),
        Command::Import(command) => import::run(&command),
        Command::Lists(args) => library::run_lists(&args),
        Command::Collection(command) => collection::run_collection(&command),
        Command::CanField(args) => collection::run_can_field(&args),
        Command::UserData(command) => user_data::run(&command),
        Command::Library(command) => library::run_library(&command),
        Command::Match(command) => matches::run(&command),
    };
    let code = match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("muster: {message}");
            ExitCode::from(2)
        }
    };
    out::finish(code)
}
