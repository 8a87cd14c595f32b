//! `muster check FILE|FOLDER…`: every list file of an event in one table (or JSON, CSV), and
//! with `--print`, every readable list in one PDF.

use crate::print_args::PrintArgs;
use crate::validate::RulesArgs;
use crate::{muster, DataArg, DbArg, LangArg};
use clap::ValueEnum;
use muster_service::batch::CheckFiles;
use muster_service::{AppError, Lang};
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `muster check`. The print options speak of the one PDF of every list.
#[derive(clap::Args)]
#[command(
    mut_arg("paper", |a| a.help("Paper size of the PDF")),
    mut_arg("date", |a| a.help("The date printed in the PDF's headers (default: today, UTC, as YYYY-MM-DD)")),
    mut_arg("no_table_page", |a| a.help("Leave out each list's table page in the PDF"))
)]
pub(crate) struct Args {
    /// List files (Muster list documents, pasted texts of the official app or another
    /// builder, `.ros`/`.rosz`/New Recruit `.json` rosters; any game) and folders of them: a
    /// folder is walked to every depth in name order, its `.json`, `.txt`, `.ros` and `.rosz`
    /// files read, hidden files and folders and symbolic links passed over (at most 10,000
    /// files in one run).
    #[arg(required = true, value_name = "FILE|FOLDER")]
    paths: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    format: TableFormat,
    /// Language of the table's words and of the PDF.
    #[arg(long, value_enum, default_value_t)]
    lang: LangArg,
    /// Also write every readable list into this one PDF, each starting on a new page.
    #[arg(long, value_name = "FILE.pdf")]
    print: Option<PathBuf>,
    #[command(flatten)]
    printing: PrintArgs,
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    data: DataArg,
    /// The library whose user data joins the catalogue; the default library is used when
    /// its file exists.
    #[command(flatten)]
    db: DbArg,
}

/// How the rows are written.
#[derive(Clone, Copy, Debug, Default, ValueEnum)]
enum TableFormat {
    /// A table for a terminal.
    #[default]
    Text,
    /// JSON for tools.
    Json,
    /// CSV for a spreadsheet.
    Csv,
}

pub(crate) fn run(args: &Args) -> Result<ExitCode, AppError> {
    let lang = Lang::from(args.lang);
    let print = args
        .print
        .as_ref()
        .map(|out| (out.clone(), args.printing.request(lang, None)));
    let muster = muster(&args.data, &args.db);
    let checked = muster.check_files(&CheckFiles {
        paths: args.paths.clone(),
        lang,
        readings: args.rules.readings(),
        print,
    })?;
    match args.format {
        TableFormat::Text => outln!("{}", checked.table()),
        TableFormat::Json => outln!("{}", checked.json()),
        TableFormat::Csv => out!("{}", checked.csv()),
    }
    if let Some(out) = &args.print {
        if checked.write_pdf(&muster, out)? {
            errln!(
                "{}: {} ({} {})",
                out.display(),
                lang.pick("written", "escrito"),
                checked.printed(),
                lang.pick("lists", "listas")
            );
        } else {
            errln!(
                "{}: {}",
                out.display(),
                lang.pick(
                    "not written: no list could be read",
                    "no escrito: no se pudo leer ninguna lista"
                )
            );
        }
    }
    Ok(ExitCode::from(checked.exit_code()))
}
