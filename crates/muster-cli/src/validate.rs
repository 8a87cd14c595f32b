//! `muster validate LIST`.

use crate::games::CliGame;
use crate::{DataArg, DbArg, Format, LangArg};
use clap::ValueEnum;
use muster_core::games::diskwars::Diskwars;
use muster_core::games::runewars::{FactionUpgradeReading, Options, RuneWars, UniqueCapRounding};
use muster_core::games::sigmar::Sigmar;
use muster_core::games::underworlds::Underworlds;
use muster_core::{parse_list, Lang, ListDocument};
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `muster validate`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The list document (JSON, `"format": "muster-list/1"`).
    list: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    /// Language of messages.
    #[arg(long, value_enum, default_value_t)]
    lang: LangArg,
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    data: DataArg,
    /// The library whose user data (units, upgrades… you entered) joins the catalogue;
    /// the default library is used when its file exists.
    #[command(flatten)]
    db: DbArg,
}

/// The readings of unclear rules a check uses (shared by every command that validates).
#[derive(clap::Args, Clone, Debug, Default)]
pub(crate) struct RulesArgs {
    /// RuneWars, edge case E3: which faction a faction-icon upgrade must match.
    #[arg(long, value_enum, default_value_t)]
    faction_upgrades: FactionUpgradesArg,
    /// RuneWars, edge case E2: rounding of the unique-unit cap for values not a multiple of 100.
    #[arg(long, value_enum, default_value_t)]
    unique_rounding: UniqueRoundingArg,
}

impl RulesArgs {
    /// The RuneWars options these arguments choose.
    pub(crate) fn runewars(&self) -> Options {
        Options {
            faction_upgrades: match self.faction_upgrades {
                FactionUpgradesArg::Strict => FactionUpgradeReading::Strict,
                FactionUpgradesArg::Unit => FactionUpgradeReading::Unit,
                FactionUpgradesArg::Army => FactionUpgradeReading::Army,
            },
            unique_cap_rounding: match self.unique_rounding {
                UniqueRoundingArg::Down => UniqueCapRounding::Down,
                UniqueRoundingArg::Up => UniqueCapRounding::Up,
            },
        }
    }
}

/// E3 readings.
#[derive(Clone, Copy, Debug, Default, ValueEnum)]
enum FactionUpgradesArg {
    /// Unit and army must both be of the upgrade's faction.
    #[default]
    Strict,
    /// Only the unit must be.
    Unit,
    /// Only the army must be.
    Army,
}

/// E2 readings.
#[derive(Clone, Copy, Debug, Default, ValueEnum)]
enum UniqueRoundingArg {
    /// floor(value / 100).
    #[default]
    Down,
    /// ceil(value / 100).
    Up,
}

pub(crate) fn run(args: &Args) -> Result<ExitCode, String> {
    let shown = args.list.display();
    let text =
        std::fs::read_to_string(&args.list).map_err(|e| format!("{shown}: cannot read: {e}"))?;
    let document = parse_list(&text).map_err(|e| format!("{shown}: {e}"))?;
    let lang = Lang::from(args.lang);
    let (legal, output) = match &document {
        ListDocument::RuneWars(list) => check::<RuneWars>(list, args, lang)?,
        ListDocument::Diskwars(list) => check::<Diskwars>(list, args, lang)?,
        ListDocument::Sigmar(list) => check::<Sigmar>(list, args, lang)?,
        ListDocument::Underworlds(list) => check::<Underworlds>(list, args, lang)?,
    };
    outln!("{output}");
    Ok(if legal {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Validates a list of game `G`: the verdict, and the report as JSON or text.
fn check<G: CliGame>(list: &G::List, args: &Args, lang: Lang) -> Result<(bool, String), String> {
    let catalog = G::catalog_for(&args.data, &args.db)?;
    let report = G::validate(list, &catalog, &G::options(&args.rules), lang);
    let output = match args.format {
        Format::Json => serde_json::to_string_pretty(&report).expect("reports serialize"),
        Format::Text => G::report_text(list, &catalog, &report, lang),
    };
    Ok((report.legal, output))
}
