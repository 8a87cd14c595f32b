//! `muster match …`: matches from their event files.
//!
//! `muster match replay FILE` reads a match file (`muster-match/1`: the set-up and the log of
//! events, undo and redo included), replays it through the game's rules and prints the state
//! at the head of the timeline and, once the game is over, its result. A file that cannot be
//! read, or whose log holds an event the rules refuse, is named with the place of the fault.
//! `muster match history` lists the matches kept in the library and, with `--stats`, the
//! results per list and faction.

use crate::games::CliGame;
use crate::{DataArg, DbArg, Format, LangArg};
use muster_core::games::diskwars::Diskwars;
use muster_core::games::runewars::RuneWars;
use muster_core::games::sigmar::Sigmar;
use muster_core::games::underworlds::Underworlds;
use muster_core::matches::{match_file_game, match_file_json, under_event, MatchFile, ReplayFault};
use muster_core::{Diagnostic, Lang, Match, Play};
use muster_store::Record;
use serde_json::{json, Value};
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

pub(crate) fn run(command: &MatchCommand) -> Result<ExitCode, String> {
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

fn history(args: &HistoryArgs) -> Result<ExitCode, String> {
    let library = args.db.open()?;
    let matches = library.matches().map_err(|e| e.to_string())?;
    let stats = if args.stats {
        Some(library.match_stats().map_err(|e| e.to_string())?)
    } else {
        None
    };
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
            crate::text::timestamp(m.created_at),
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

fn replay_file(args: &ReplayArgs) -> Result<ExitCode, String> {
    let shown = args.file.display();
    let text =
        std::fs::read_to_string(&args.file).map_err(|e| format!("{shown}: cannot read: {e}"))?;
    let value = match_file_json(&text).map_err(|e| format!("{shown}: {e}"))?;
    let game = match_file_game(&value).map_err(|e| format!("{shown}: {e}"))?;
    let lang = Lang::from(args.lang);
    // The one place that knows which games have matches: a new game is one arm.
    let replayed = match game {
        RuneWars::ID => replay::<RuneWars>(value, args, lang),
        Diskwars::ID => replay::<Diskwars>(value, args, lang),
        Sigmar::ID => replay::<Sigmar>(value, args, lang),
        Underworlds::ID => replay::<Underworlds>(value, args, lang),
        other => Err(format!(
            "/game: Muster tracks no `{other}` matches (games with matches: {}, {}, {}, {})",
            RuneWars::ID,
            Diskwars::ID,
            Sigmar::ID,
            Underworlds::ID
        )),
    };
    let output = replayed.map_err(|e| format!("{shown}: {e}"))?;
    outln!(
        "{}",
        serde_json::to_string_pretty(&output).expect("a replay serializes")
    );
    Ok(ExitCode::SUCCESS)
}

/// Reads the file as a match of game `G` and replays its log on the catalogue a check uses:
/// the output object, or the first fault as `place: what is wrong` (the place a JSON pointer
/// into the file).
fn replay<G>(value: Value, args: &ReplayArgs, lang: Lang) -> Result<Value, String>
where
    G: CliGame + Play<Catalog = <G as muster_core::Game>::Catalog>,
{
    let catalog = G::catalog_for(&args.data, &args.db)?;
    let file = MatchFile::<G>::from_value(value).map_err(|e| e.to_string())?;
    let game = Match::<G>::replay(file.setup, &catalog, file.events, lang).map_err(fault_line)?;
    Ok(json!({
        "game": <G as Play>::ID,
        "head": game.head(),
        "events": game.log().len(),
        "state": game.state(),
        "result": game.outcome(lang),
    }))
}

/// Why a replay stopped, on one line: the place in the file, what is wrong, and the code and
/// rule of the refusal (every fault of a set-up, joined).
fn fault_line(fault: ReplayFault) -> String {
    let line = |place: &str, what: &str, d: &Diagnostic| {
        format!("{place}: {what}{} ({}, {})", d.message, d.code, d.rule)
    };
    match fault {
        ReplayFault::Setup(faults) => faults
            .iter()
            .map(|d| line(&format!("/setup{}", d.path), "", d))
            .collect::<Vec<_>>()
            .join("; "),
        ReplayFault::Event(fault) => {
            let index = fault.index;
            let d = under_event(fault.diagnostic, index);
            line(&d.path, &format!("event {index} refused: "), &d)
        }
    }
}
