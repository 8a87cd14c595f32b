//! `muster print LIST -o FILE.pdf`: the tournament-ready PDF of a list.

use crate::validate::RulesArgs;
use crate::{muster, DataArg, DbArg, LangArg};
use clap::ValueEnum;
use muster_service::lists::read_list_file;
use muster_service::printing::PrintRequest;
use muster_service::terminal::timestamp;
use muster_service::{files, AppError, Lang, Paper};
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
    /// Paper size.
    #[arg(long, value_enum, default_value_t)]
    paper: PaperArg,
    /// The player's name, printed in the header.
    #[arg(long)]
    player: Option<String>,
    /// The date printed in the header (default: today, UTC, as YYYY-MM-DD).
    #[arg(long, value_name = "DATE")]
    date: Option<String>,
    /// Leave out the table page (key numbers and tracking boxes for play on paper).
    #[arg(long)]
    no_table_page: bool,
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    data: DataArg,
    #[command(flatten)]
    db: DbArg,
}

/// Paper argument (a clap wrapper around [`Paper`]).
#[derive(Clone, Copy, Debug, Default, ValueEnum)]
pub(crate) enum PaperArg {
    /// ISO A4.
    #[default]
    A4,
    /// US Letter.
    Letter,
}

impl From<PaperArg> for Paper {
    fn from(paper: PaperArg) -> Self {
        match paper {
            PaperArg::A4 => Paper::A4,
            PaperArg::Letter => Paper::Letter,
        }
    }
}

pub(crate) fn run(args: &Args) -> Result<ExitCode, AppError> {
    let (_, document) = read_list_file(&args.list)?;
    let lang = Lang::from(args.lang);
    let request = PrintRequest {
        lang,
        paper: args.paper.into(),
        player: args.player.clone(),
        date: args
            .date
            .clone()
            .unwrap_or_else(|| timestamp(now_ms())[..10].to_owned()),
        play_sheet: !args.no_table_page,
    };
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

pub(crate) fn now_ms() -> i64 {
    match std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        Ok(d) => d.as_millis() as i64,
        Err(_) => 0,
    }
}
