//! `muster catalog GAME`: the ids a user needs to write a list.

use crate::{muster, DataArg, DbArg, Format, LangArg};
use muster_service::AppError;
use std::process::ExitCode;

/// Arguments of `muster catalog`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The game (`runewars`, `diskwars`, `sigmar`, `underworlds`).
    game: String,
    /// Only this faction (RuneWars: and the neutral upgrades; Diskwars: `order` or
    /// `destruction`, and what no faction restricts; Age of Sigmar: a pack's faction id;
    /// Underworlds: a warband id, with every deck).
    #[arg(long, value_name = "FACTION")]
    faction: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    /// Language of names.
    #[arg(long, value_enum, default_value_t)]
    lang: LangArg,
    #[command(flatten)]
    data: DataArg,
    /// The library whose own records (your units, Diskwars values, Underworlds warbands and
    /// decks) join the catalogue, and beside which the Age of Sigmar packs you imported sit
    /// (folder `sigmar-packs`).
    #[command(flatten)]
    db: DbArg,
}

pub(crate) fn run(args: &Args) -> Result<ExitCode, AppError> {
    let output = muster(&args.data, &args.db).catalog_listing(
        &args.game,
        args.faction.as_deref(),
        args.format.form(),
        args.lang.into(),
    )?;
    outln!("{output}");
    Ok(ExitCode::SUCCESS)
}
