//! `muster export LIST --format text|json`: a list as plain text for pasting in chats (it
//! reads back with `muster import text`), or as its list document.

use crate::games::CliGame;
use crate::validate::RulesArgs;
use crate::{DataArg, DbArg, Format, LangArg};
use muster_core::games::diskwars::Diskwars;
use muster_core::games::runewars::RuneWars;
use muster_core::games::sigmar::Sigmar;
use muster_core::games::underworlds::Underworlds;
use muster_core::ListDocument;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Arguments of `muster export`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The list document (JSON, `"format": "muster-list/1"`).
    list: PathBuf,
    /// `text`: the compact text for chats, with costs, totals and verdict (reads back with
    /// `muster import text`); `json`: the list document, pretty-printed.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    /// Language of the text (names, mode, points); the JSON document has none.
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

pub(crate) fn run(args: &Args) -> Result<ExitCode, String> {
    let (_, document) = crate::library::read_list(&args.list)?;
    let output = match &document {
        ListDocument::RuneWars(list) => export::<RuneWars>(list, args)?,
        ListDocument::Diskwars(list) => export::<Diskwars>(list, args)?,
        ListDocument::Sigmar(list) => export::<Sigmar>(list, args)?,
        ListDocument::Underworlds(list) => export::<Underworlds>(list, args)?,
    };
    write_out(args.out.as_deref(), &output)?;
    Ok(ExitCode::SUCCESS)
}

/// A list of game `G` as text for chats, or as its document.
fn export<G: CliGame>(list: &G::List, args: &Args) -> Result<String, String>
where
    G::List: serde::Serialize,
{
    Ok(match args.format {
        Format::Json => list_json(list),
        Format::Text => {
            let catalog = G::catalog_for(&args.data, &args.db)?;
            G::write_text(list, &catalog, &G::options(&args.rules), args.lang.into())
        }
    })
}

/// A list document as pretty-printed JSON, ending with a line break.
pub(crate) fn list_json<T: serde::Serialize>(list: &T) -> String {
    let mut json = serde_json::to_string_pretty(list).expect("list documents serialize");
    json.push('\n');
    json
}

/// Writes `text` to the file, or to standard output when there is none.
pub(crate) fn write_out(out: Option<&Path>, text: &str) -> Result<(), String> {
    match out {
        Some(path) => muster_store::write_whole(path, text.as_bytes())
            .map_err(|e| format!("{}: cannot write: {e}", path.display())),
        None => {
            out!("{text}");
            Ok(())
        }
    }
}
