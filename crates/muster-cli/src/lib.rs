//! `muster`: the headless command line over the same core as the desktop app, as a library
//! so that the desktop app's one binary runs it too ([`run`]); `src/main.rs` is the `muster`
//! binary, which only calls it.
//!
//! Exit codes follow the product contract: `validate` exits 0 for a legal list, 1 for a
//! list that breaks a rule, 3 for an unconfirmed one (nothing known breaks a rule, but some
//! checks wait for values the player has not entered) and 2 for input that cannot be read
//! (unreadable file, not a list document, broken data pack, bad arguments); `match replay`
//! exits 0 for a match file whose every event the rules take and 2 otherwise; `check`
//! exits 2 when any file is unreadable, else 1 when any list is illegal, else 3 when any is
//! unconfirmed, else 0.

#[macro_use]
mod out;

mod catalog;
mod check;
mod collection;
mod export;
mod import;
mod library;
mod matches;
mod print;
mod print_args;
mod user_data;
mod validate;

use clap::{Parser, Subcommand, ValueEnum};
use muster_service::{AppError, Lang, Muster};
use std::path::PathBuf;
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
    /// Check a list document against the army-building rules: exit 0 legal, 1 illegal,
    /// 3 unconfirmed (some checks wait for values not entered yet), 2 unreadable.
    Validate(validate::Args),
    /// Check every list file of an event at once (files and folders; any game, any list
    /// format Muster reads): one table, exit 0 all legal, 1 any illegal, 3 any unconfirmed,
    /// 2 any unreadable (2 first, then 1, then 3); `--print` puts them all in one PDF.
    Check(check::Args),
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

impl Format {
    /// The service's form of a report or catalogue.
    pub(crate) fn form(self) -> muster_service::check::ReportForm {
        match self {
            Format::Text => muster_service::check::ReportForm::Text,
            Format::Json => muster_service::check::ReportForm::Json,
        }
    }
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

/// Where the library is: `--db PATH`, or the user's data folder.
#[derive(clap::Args, Clone, Debug, Default)]
pub(crate) struct DbArg {
    /// The library file (default: the user's data folder, e.g. ~/.local/share/muster/library.sqlite).
    #[arg(long, value_name = "PATH", global = true)]
    db: Option<PathBuf>,
}

impl DbArg {
    /// The library file these arguments name.
    pub(crate) fn path(&self) -> PathBuf {
        self.db
            .clone()
            .unwrap_or_else(muster_service::default_library_path)
    }
}

/// Muster over the packs `data` names and the library `db` names: a library named with
/// `--db` is made only in a folder that exists (a typo is not a new, empty library
/// somewhere); the default one's folder is made on first use.
pub(crate) fn muster(data: &DataArg, db: &DbArg) -> Muster {
    match &db.db {
        Some(named) => Muster::named(data.data.clone(), named.clone()),
        None => Muster::new(data.data.clone(), db.path()),
    }
}

/// Runs the command line on `args` (the program's name first, as `std::env::args_os` gives
/// them) and says how it ended; clap's own answers (`--help`, `--version`, a bad argument)
/// are printed and end the process, as in any clap program.
pub fn run<I, T>(args: I) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let cli = Cli::parse_from(args);
    let result = match cli.command {
        Command::Validate(args) => validate::run(&args),
        Command::Check(args) => check::run(&args),
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
        Err(AppError { message, .. }) => {
            errln!("muster: {message}");
            ExitCode::from(2)
        }
    };
    out::finish(code)
}
