//! `muster export LIST --format text|json|link|app-text`: a list as plain text for pasting in
//! chats (it reads back with `muster import text`), as its list document, as an Underworlds
//! deck link, or, for a matched-play Age of Sigmar list, as the official app exports it.

use crate::validate::RulesArgs;
use crate::{muster, DataArg, DbArg, LangArg};
use clap::ValueEnum;
use muster_service::lists::read_list_file;
use muster_service::{files, AppError};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Arguments of `muster export`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The list document (JSON, `"format": "muster-list/1"`).
    list: PathBuf,
    /// `text`: the compact text for chats, with costs, totals and verdict (reads back with
    /// `muster import text`); `json`: the list document, pretty-printed; `link`: an
    /// Underworlds list's deck link, to open in the community card database (reads back with
    /// `muster import deck`); `app-text`: a matched-play Age of Sigmar list as the official
    /// app exports it, with the packs' names and points (reads back with `muster import
    /// text`).
    #[arg(long, value_enum, default_value_t)]
    format: ExportFormat,
    /// Language of the text (names, mode, points); the JSON document has none, and the
    /// official app's text is in English as the app writes it.
    #[arg(long, value_enum, default_value_t)]
    lang: LangArg,
    /// Where to write (standard output when absent).
    #[arg(short, long, value_name = "FILE")]
    out: Option<PathBuf>,
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    data: DataArg,
    /// The library whose user data joins the catalogue (names of your own units); the
    /// default library is used when its file exists.
    #[command(flatten)]
    db: DbArg,
}

/// What `muster export` writes.
#[derive(Clone, Copy, Debug, Default, ValueEnum)]
enum ExportFormat {
    /// The compact text for chats.
    #[default]
    Text,
    /// The list document.
    Json,
    /// An Underworlds list's deck link.
    Link,
    /// A matched-play Age of Sigmar list as the official app exports it.
    AppText,
}

pub(crate) fn run(args: &Args) -> Result<ExitCode, AppError> {
    let (_, document) = read_list_file(&args.list)?;
    let muster = muster(&args.data, &args.db);
    let output = match args.format {
        ExportFormat::Json => document.to_pretty_json(),
        ExportFormat::Text => {
            muster.list_text(&document, &args.rules.readings(), args.lang.into())?
        }
        ExportFormat::Link => format!("{}\n", muster.deck_link(&document, args.lang.into())?),
        ExportFormat::AppText => muster.official_app_text(&document)?,
    };
    write_out(args.out.as_deref(), &output, &args.db.path(), &[&args.list])?;
    Ok(ExitCode::SUCCESS)
}

/// Writes `text` to the file, or to standard output when there is none; never over the
/// library `library` nor one of `inputs`, the files the command read.
pub(crate) fn write_out(
    out: Option<&Path>,
    text: &str,
    library: &Path,
    inputs: &[&Path],
) -> Result<(), AppError> {
    match out {
        Some(path) => files::write_output(path, text.as_bytes(), Some(library), inputs),
        None => {
            out!("{text}");
            Ok(())
        }
    }
}
