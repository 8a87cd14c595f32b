//! `muster print LIST -o FILE.pdf`: the tournament-ready PDF of a list.

use crate::print_args::PrintArgs;
use crate::validate::RulesArgs;
use crate::{muster, DataArg, DbArg, LangArg};
use muster_service::lists::read_list_file;
use muster_service::{files, AppError, Lang};
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `muster print`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The list document (JSON, `"format": "muster-list/1"`).
    list: PathBuf,
    /// Where to write the PDF.
    #[arg(short, long, value_name = "FILE.pdf")]
    output: PathBuf,
    /// Language of the printed list.
    #[arg(long, value_enum, default_value_t)]
    lang: LangArg,
    /// The player's name, printed in the header.
    #[arg(long)]
    player: Option<String>,
    #[command(flatten)]
    printing: PrintArgs,
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    data: DataArg,
    #[command(flatten)]
    db: DbArg,
}

pub(crate) fn run(args: &Args) -> Result<ExitCode, AppError> {
    let (_, document) = read_list_file(&args.list)?;
    let lang = Lang::from(args.lang);
    let request = args.printing.request(lang, args.player.clone());
    let out = &args.output;
    let library = args.db.path();
    // Refused before the list is printed: nothing is laid out for a file never written.
    files::check_output(out, Some(&library), &[&args.list])?;
    let printed =
        muster(&args.data, &args.db).print(&document, &args.rules.readings(), &request)?;
    files::write_output(out, &printed.pdf(), Some(&library), &[&args.list])?;
    let verdict = printed.sheet.verdict.word(lang);
    errln!(
        "{}: {} ({verdict})",
        out.display(),
        lang.pick("written", "escrito")
    );
    Ok(ExitCode::SUCCESS)
}
