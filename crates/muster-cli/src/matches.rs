//! `muster match …`: matches from their event files.
//!
//! `muster match replay FILE` reads a match file (`muster-match/1`: the set-up and the log of
//! events, undo and redo included), replays it through the game's rules and prints the state
//! at the head of the timeline and, once the game is over, its result. A file that cannot be
//! read, or whose log holds an event the rules refuse, is named with the place of the fault.
//! `muster match history` lists the matches kept in the library and, with `--stats`, the
//! results per list and faction.

use crate::{muster, DataArg, DbArg, Format, LangArg};
use muster_service::files;
use muster_service::terminal::timestamp;
use muster_service::{AppError, ErrorCode, Record};
use serde_json::json;
use std::path::PathBuf;
use std::process::ExitCode;

/// `muster match …`.
#[derive(clap::Subcommand)]
pub(crate) enum MatchCommand {
    /// Replay a match file: its state and result, as JSON.
    ///
    /// Exit 0 when the rules take every event; 2 names the first fault (broken JSON by line
    /// and column, anything else by JSON pointer: `/events/4/side`, `/setup/…`).
    Replay(ReplayArgs),
    /// The matches kept in the library: date, game, opponent, result; with --stats, played,
    /// won, lost and drawn per saved list and per faction.
    History(HistoryArgs),
}

/// Arguments of `muster match history`.
#[derive(clap::Args)]
pub(crate) struct HistoryArgs {
    /// Also count the results per list and per faction.
    #[arg(long)]
    stats: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    #[command(flatten)]
    db: DbArg,
}

/// Arguments of `muster match replay`.
#[derive(clap::Args)]
pub(crate) struct ReplayArgs {
    /// The match file (JSON, `"format": "muster-match/1"`).
    file: PathBuf,
    /// Language of names, scores, reasoning and refusals.
    #[arg(long, value_enum, default_value_t)]
    lang: LangArg,
    #[command(flatten)]
    data: DataArg,
    /// The library whose user data (units, upgrades… you entered) joins the catalogue;
    /// the default library is used when its file exists.
    #[command(flatten)]
    db: DbArg,
}

pub(crate) fn run(command: &MatchCommand) -> Result<ExitCode, AppError> {
    match command {
        MatchCommand::Replay(args) => replay_file(args),
        MatchCommand::History(args) => history(args),
    }
}

/// A table of results under a blank line: one row per name.
fn print_records<'a>(heading: &str, rows: impl Iterator<Item = (String, &'a Record)>) {
    outln!();
    outln!(
        "{heading:<32} {:>6} {:>4} {:>5} {:>6}",
        "played",
        "won",
        "lost",
        "drawn"
    );
    for (name, r) in rows {
        outln!(
            "{name:<32} {:>6} {:>4} {:>5} {:>6}",
            r.played,
            r.won,
            r.lost,
            r.drawn
        );
    }
}

fn history(args: &HistoryArgs) -> Result<ExitCode, AppError> {
    let (matches, stats) = muster(&DataArg::default(), &args.db).match_history(args.stats)?;
    if let Format::Json = args.format {
        let output = json!({"matches": matches, "stats": stats});
        outln!(
            "{}",
            serde_json::to_string_pretty(&output).expect("a history serializes")
        );
        return Ok(ExitCode::SUCCESS);
    }
    if matches.is_empty() {
        outln!("No matches yet. Play one in the app.");
    }
    for m in &matches {
        let result = match (m.outcome, m.finished_at) {
            (Some(outcome), _) => outcome.as_str(),
            (None, Some(_)) => "finished",
            (None, None) => "in progress",
        };
        outln!(
            "{:>4}  {}  {:<11} {:<20} vs {:<20} {:<11} {} events",
            m.id,
            timestamp(m.created_at),
            m.game,
            m.faction.as_deref().unwrap_or("-"),
            m.opponent.as_deref().unwrap_or("-"),
            result,
            m.events
        );
    }
    if let Some(stats) = stats {
        let lists = stats.lists.iter().map(|l| (l.name.clone(), &l.record));
        print_records("list", lists);
        let factions = stats
            .factions
            .iter()
            .map(|f| (format!("{} {}", f.game, f.faction), &f.record));
        print_records("faction", factions);
    }
    Ok(ExitCode::SUCCESS)
}

fn replay_file(args: &ReplayArgs) -> Result<ExitCode, AppError> {
    let shown = args.file.display();
    let text = files::read_document(&args.file, &files::MATCH_LIMITS)?;
    let output = muster(&args.data, &args.db)
        .replay_match(&text, args.lang.into())
        .map_err(|e| AppError::new(ErrorCode::MatchFile, format!("{shown}: {e}")))?;
    outln!(
        "{}",
        serde_json::to_string_pretty(&output).expect("a replay serializes")
    );
    Ok(ExitCode::SUCCESS)
}
