//! `muster print LIST -o FILE.pdf`: the tournament-ready PDF of a list.

use crate::games::CliGame;
use crate::validate::RulesArgs;
use crate::{DataArg, DbArg, LangArg};
use clap::ValueEnum;
use muster_core::games::diskwars::Diskwars;
use muster_core::games::runewars::RuneWars;
use muster_core::games::sigmar::Sigmar;
use muster_core::games::underworlds::Underworlds;
use muster_core::{parse_list, Lang, ListDocument, Sheet};
use muster_print::{Paper, PrintOptions};
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
enum PaperArg {
    /// ISO A4.
    #[default]
    A4,
    /// US Letter.
    Letter,
}

pub(crate) fn run(args: &Args) -> Result<ExitCode, String> {
    let shown = args.list.display();
    let text =
        std::fs::read_to_string(&args.list).map_err(|e| format!("{shown}: cannot read: {e}"))?;
    let document = parse_list(&text).map_err(|e| format!("{shown}: {e}"))?;
    let lang = Lang::from(args.lang);
    let (sheet, data_pack) = match &document {
        ListDocument::RuneWars(list) => sheet::<RuneWars>(list, args, lang)?,
        ListDocument::Diskwars(list) => sheet::<Diskwars>(list, args, lang)?,
        ListDocument::Sigmar(list) => sheet::<Sigmar>(list, args, lang)?,
        ListDocument::Underworlds(list) => sheet::<Underworlds>(list, args, lang)?,
    };
    let options = PrintOptions {
        lang,
        paper: match args.paper {
            PaperArg::A4 => Paper::A4,
            PaperArg::Letter => Paper::Letter,
        },
        player: args.player.clone(),
        date: args
            .date
            .clone()
            .unwrap_or_else(|| crate::text::timestamp(now_ms())[..10].to_owned()),
        muster_version: env!("CARGO_PKG_VERSION").to_owned(),
        data_pack,
        play_sheet: !args.no_table_page,
    };
    let bytes = muster_print::print(&sheet, &options);
    let out = &args.output;
    muster_store::write_whole(out, &bytes)
        .map_err(|e| format!("{}: cannot write: {e}", out.display()))?;
    let verdict = if sheet.legal {
        lang.pick("legal", "legal")
    } else {
        lang.pick("NOT legal", "NO es legal")
    };
    eprintln!(
        "{}: {} ({verdict})",
        out.display(),
        lang.pick("written", "escrito")
    );
    Ok(ExitCode::SUCCESS)
}

/// The printed form of a list of game `G`, and the data its footer names.
fn sheet<G: CliGame>(list: &G::List, args: &Args, lang: Lang) -> Result<(Sheet, String), String> {
    let catalog = G::catalog_for(&args.data, &args.db)?;
    let sheet = G::sheet(list, &catalog, &G::options(&args.rules), lang);
    Ok((sheet, G::pack_label(&catalog, lang)))
}

fn now_ms() -> i64 {
    match std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        Ok(d) => d.as_millis() as i64,
        Err(_) => 0,
    }
}
