//! `muster validate LIST`.

use crate::{muster, DataArg, DbArg, Format, LangArg};
use clap::ValueEnum;
use muster_service::lists::read_list_file;
use muster_service::{AppError, FactionUpgradeReading, Readings, UniqueCapRounding, Verdict};
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
    /// The readings these arguments choose.
    pub(crate) fn readings(&self) -> Readings {
        Readings {
            faction_upgrades: match self.faction_upgrades {
                FactionUpgradesArg::Strict => FactionUpgradeReading::Strict,
                FactionUpgradesArg::Unit => FactionUpgradeReading::Unit,
                FactionUpgradesArg::Army => FactionUpgradeReading::Army,
            },
            unique_rounding: match self.unique_rounding {
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

pub(crate) fn run(args: &Args) -> Result<ExitCode, AppError> {
    let (_, document) = read_list_file(&args.list)?;
    let (verdict, output) = muster(&args.data, &args.db).validate(
        &document,
        &args.rules.readings(),
        args.lang.into(),
        args.format.form(),
    )?;
    outln!("{output}");
    // 2 is an unreadable list (the error's own exit code).
    Ok(ExitCode::from(match verdict {
        Verdict::Legal => 0,
        Verdict::Illegal => 1,
        Verdict::Unconfirmed => 3,
    }))
}
