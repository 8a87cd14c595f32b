//! `muster`: the headless command line over the same core as the desktop app.
//!
//! Exit codes follow the product contract: `validate` exits 0 for a legal list, 1 for a
//! list that breaks a rule and 2 for input that cannot be read (unreadable file, not a list
//! document, broken data pack, bad arguments).

mod catalog;
mod import;
mod text;
mod validate;

use clap::{Parser, Subcommand, ValueEnum};
use muster_core::Lang;
use std::path::PathBuf;
use std::process::ExitCode;

/// Muster: build legal armies for RuneWars (and, soon, Diskwars, Age of Sigmar and Underworlds).
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
    /// Show the ids, configurations, costs and slots needed to write a list.
    Catalog(catalog::Args),
    /// Convert foreign data into Muster data packs.
    #[command(subcommand)]
    Import(import::Command),
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
    /// Load game data from this folder (holding `runewars/…`) instead of the built-in packs.
    #[arg(long, value_name = "DIR")]
    data: Option<PathBuf>,
}

impl DataArg {
    /// The RuneWars catalogue, or a one-line error naming the faulty file.
    pub(crate) fn runewars(&self) -> Result<muster_core::games::runewars::Catalog, String> {
        let loaded = match &self.data {
            Some(dir) => muster_data::load_runewars_dir(&dir.join("runewars")),
            None => muster_data::bundled_runewars(),
        };
        loaded.map_err(|e| format!("broken data pack: {e}"))
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Validate(args) => validate::run(&args),
        Command::Catalog(args) => catalog::run(&args),
        Command::Import(command) => import::run(&command),
    };
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("muster: {message}");
            ExitCode::from(2)
        }
    }
}
