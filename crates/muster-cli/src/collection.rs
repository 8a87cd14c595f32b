//! `muster collection …` and `muster can-field …`: what the player owns, and whether a
//! list can be fielded from it.

use crate::{muster, DataArg, DbArg, Format, LangArg};
use muster_service::collection::CollectionEntry;
use muster_service::files;
use muster_service::lists::read_list_file;
use muster_service::terminal::diagnostics;
use muster_service::{AppError, Lang};
use std::path::PathBuf;
use std::process::ExitCode;

/// `muster collection …`.
#[derive(clap::Subcommand)]
pub(crate) enum CollectionCommand {
    /// What you own (one game, or all).
    Show {
        /// Only this game.
        game: Option<String>,
        #[command(flatten)]
        db: DbArg,
        /// Output format.
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
    /// Add items: `muster collection add runewars unit spearmen 4` (trays), `… upgrade
    /// shield-wall 2` (cards), `… box ID 1`; `muster collection add diskwars disc
    /// kurgan-barbarians 3`, `… command-card intimidate 1`, `… box core-set 1`; `muster
    /// collection add sigmar unit liberators 10` (models); `muster collection add
    /// underworlds warband the-emberwatch 1`, `… deck blazing-assault 1`.
    Add {
        #[command(flatten)]
        what: ItemArgs,
        #[command(flatten)]
        db: DbArg,
        #[command(flatten)]
        data: DataArg,
    },
    /// Remove items (never below zero: removing more than you own changes nothing).
    Remove {
        #[command(flatten)]
        what: ItemArgs,
        #[command(flatten)]
        db: DbArg,
    },
    /// Add every line of a CSV file `game,kind,item,count` (a header line is allowed); a
    /// bad line changes nothing and is named with its line number.
    Import {
        /// The CSV file.
        file: PathBuf,
        #[command(flatten)]
        db: DbArg,
        #[command(flatten)]
        data: DataArg,
    },
}

/// Which item, and how many.
#[derive(clap::Args)]
pub(crate) struct ItemArgs {
    /// The game.
    game: String,
    /// The kind of item (RuneWars: unit, upgrade, box; Diskwars: disc, command-card, box;
    /// Age of Sigmar: unit, counted in models; Underworlds: warband, deck).
    kind: String,
    /// The item id (`muster catalog GAME`).
    item: String,
    /// How many (default 1).
    #[arg(default_value_t = 1)]
    count: u32,
}

impl ItemArgs {
    fn entry(&self) -> CollectionEntry {
        CollectionEntry::new(&self.game, &self.kind, &self.item, self.count)
    }
}

/// Arguments of `muster can-field`.
#[derive(clap::Args)]
pub(crate) struct CanFieldArgs {
    /// A list document; or use --id for a saved list, or --all for every saved list.
    list: Option<PathBuf>,
    /// A saved list.
    #[arg(long, conflicts_with_all = ["list", "all"])]
    id: Option<i64>,
    /// Every saved list: which can I field right now?
    #[arg(long, conflicts_with = "list")]
    all: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    /// Language of messages.
    #[arg(long, value_enum, default_value_t)]
    lang: LangArg,
    #[command(flatten)]
    db: DbArg,
    #[command(flatten)]
    data: DataArg,
}

pub(crate) fn run_collection(command: &CollectionCommand) -> Result<ExitCode, AppError> {
    match command {
        CollectionCommand::Show { game, db, format } => {
            let entries = muster(&DataArg::default(), db).collection_get(game.as_deref())?;
            match format {
                Format::Json => {
                    outln!(
                        "{}",
                        serde_json::to_string_pretty(&entries).expect("rows serialize")
                    );
                }
                Format::Text if entries.is_empty() => outln!("The collection is empty."),
                Format::Text => {
                    for e in entries {
                        outln!(
                            "{:<11} {:<12} {:<32} {:>5}",
                            e.game,
                            e.kind,
                            e.item,
                            e.count
                        );
                    }
                }
            }
        }
        CollectionCommand::Add { what, db, data } => {
            let now = muster(data, db).collection_add(&what.entry())?;
            outln!("{} {} {}: {now}", what.game, what.kind, what.item);
        }
        CollectionCommand::Remove { what, db } => {
            let left = muster(&DataArg::default(), db).collection_remove(&what.entry())?;
            outln!("{} {} {}: {left}", what.game, what.kind, what.item);
        }
        CollectionCommand::Import { file, db, data } => {
            let shown = file.display().to_string();
            let text = files::read_text(file, files::TABLE_MAX_BYTES, "a collection table")?;
            let added = muster(data, db).collection_import(&text, &shown)?;
            outln!("{added} lines added from {shown}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub(crate) fn run_can_field(args: &CanFieldArgs) -> Result<ExitCode, AppError> {
    let lang: Lang = args.lang.into();
    let muster = muster(&args.data, &args.db);
    if args.all {
        let rows = muster.can_field_every(lang)?;
        match args.format {
            Format::Json => {
                let json: Vec<serde_json::Value> = rows
                    .iter()
                    .map(|row| {
                        let s = &row.list.summary;
                        serde_json::json!({"id": s.id, "name": s.name,
                            "can_field": row.shortfalls.is_empty(), "verdict": row.verdict,
                            "diagnostics": row.shortfalls})
                    })
                    .collect();
                outln!(
                    "{}",
                    serde_json::to_string_pretty(&json).expect("rows serialize")
                );
            }
            Format::Text => {
                for row in &rows {
                    let short = &row.shortfalls;
                    let verdict = if short.is_empty() {
                        lang.pick("can field", "se puede desplegar").to_owned()
                    } else {
                        match lang {
                            Lang::En => format!("{} short", short.len()),
                            Lang::Es => format!("faltan {}", short.len()),
                        }
                    };
                    let s = &row.list.summary;
                    let legality = row.verdict.word(lang);
                    outln!("{:>4}  {:<20} {:<14} {}", s.id, verdict, legality, s.name);
                }
            }
        }
        return Ok(ExitCode::SUCCESS);
    }
    let (document, short) = match (&args.list, args.id) {
        (Some(file), _) => {
            let document = read_list_file(file)?.1;
            let short = muster.can_field(&document, lang)?;
            (document, short)
        }
        (None, Some(id)) => muster.can_field_saved(id, lang)?,
        (None, None) => return Err(AppError::args("give a list file, --id ID or --all")),
    };
    match args.format {
        Format::Json => {
            let json = serde_json::json!({"can_field": short.is_empty(), "diagnostics": short});
            outln!(
                "{}",
                serde_json::to_string_pretty(&json).expect("report serializes")
            );
        }
        Format::Text if short.is_empty() => {
            outln!(
                "{}: {}",
                document.name(),
                lang.pick("you can field it.", "puedes desplegarla.")
            );
        }
        Format::Text => {
            outln!(
                "{}: {}\n",
                document.name(),
                lang.pick(
                    "your collection falls short.",
                    "a tu colección le falta material."
                )
            );
            out!("{}", diagnostics(&short, lang));
        }
    }
    Ok(if short.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
