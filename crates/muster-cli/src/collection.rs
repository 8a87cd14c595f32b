//! `muster collection …` and `muster can-field …`: what the player owns, and whether a
//! list can be fielded from it.

use crate::games::{check_item, fielding, CliGame, Fielding};
use crate::library::{parse_stored, read_list};
use crate::{text, DataArg, DbArg, Format, LangArg};
use muster_core::games::diskwars::{self, Diskwars};
use muster_core::games::runewars::{self, RuneWars};
use muster_core::games::sigmar::{self, Sigmar};
use muster_core::games::underworlds::{self, Underworlds};
use muster_core::{Diagnostic, GameId, Lang, ListDocument};
use muster_store::{CollectionEntry, Library};
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

/// Catalogues loaded on first use, to check items of any game before they are stored.
struct Catalogs<'a> {
    data: &'a DataArg,
    library: &'a Library,
    runewars: Option<runewars::Catalog>,
    diskwars: Option<diskwars::Catalog>,
    sigmar: Option<sigmar::Catalog>,
    underworlds: Option<underworlds::Catalog>,
}

impl<'a> Catalogs<'a> {
    fn new(data: &'a DataArg, library: &'a Library) -> Self {
        Catalogs {
            data,
            library,
            runewars: None,
            diskwars: None,
            sigmar: None,
            underworlds: None,
        }
    }

    /// Checks that an item exists before it is stored, so a typo cannot enter the
    /// collection.
    fn check(&mut self, game: &str, kind: &str, item: &str) -> Result<(), String> {
        let game: GameId = game.parse().map_err(|e| format!("{e}"))?;
        match game {
            GameId::RuneWars => {
                check::<RuneWars>(&mut self.runewars, self.data, self.library, kind, item)
            }
            GameId::Diskwars => {
                check::<Diskwars>(&mut self.diskwars, self.data, self.library, kind, item)
            }
            GameId::Sigmar => {
                check::<Sigmar>(&mut self.sigmar, self.data, self.library, kind, item)
            }
            GameId::Underworlds => {
                check::<Underworlds>(&mut self.underworlds, self.data, self.library, kind, item)
            }
        }
    }
}

fn check<G: CliGame>(
    slot: &mut Option<G::Catalog>,
    data: &DataArg,
    library: &Library,
    kind: &str,
    item: &str,
) -> Result<(), String> {
    if slot.is_none() {
        *slot = Some(G::with_user(data, library)?);
    }
    check_item::<G>(slot.as_ref().expect("loaded just above"), kind, item)
}

/// Reads `game,kind,item,count` lines; the first fault is named by line number.
fn read_csv(
    text: &str,
    shown: &str,
    catalogs: &mut Catalogs<'_>,
) -> Result<Vec<CollectionEntry>, String> {
    let mut entries = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let at = |message: String| format!("{shown}:{}: {message}", n + 1);
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(',').map(str::trim).collect();
        if n == 0 && fields.first() == Some(&"game") {
            continue;
        }
        let [game, kind, item, count] = fields[..] else {
            return Err(at(format!(
                "expected 4 fields game,kind,item,count, found {}",
                fields.len()
            )));
        };
        let count: u32 = match count.parse() {
            Ok(c) if c > 0 => c,
            _ => return Err(at(format!("count '{count}' is not a whole number above 0"))),
        };
        catalogs.check(game, kind, item).map_err(at)?;
        entries.push(CollectionEntry {
            game: game.to_owned(),
            kind: kind.to_owned(),
            item: item.to_owned(),
            count,
        });
    }
    Ok(entries)
}

pub(crate) fn run_collection(command: &CollectionCommand) -> Result<ExitCode, String> {
    match command {
        CollectionCommand::Show { game, db, format } => {
            let library = db.open()?;
            let entries = library
                .collection(game.as_deref())
                .map_err(|e| e.to_string())?;
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
            let mut library = db.open()?;
            Catalogs::new(data, &library).check(&what.game, &what.kind, &what.item)?;
            library
                .add_to_collection(&[what.entry()])
                .map_err(|e| e.to_string())?;
            let now = library
                .collection(Some(&what.game))
                .map_err(|e| e.to_string())?
                .into_iter()
                .find(|e| e.kind == what.kind && e.item == what.item)
                .map_or(0, |e| e.count);
            outln!("{} {} {}: {now}", what.game, what.kind, what.item);
        }
        CollectionCommand::Remove { what, db } => {
            let mut library = db.open()?;
            let left = library
                .remove_from_collection(&what.entry())
                .map_err(|e| e.to_string())?;
            outln!("{} {} {}: {left}", what.game, what.kind, what.item);
        }
        CollectionCommand::Import { file, db, data } => {
            let shown = file.display().to_string();
            let text =
                std::fs::read_to_string(file).map_err(|e| format!("{shown}: cannot read: {e}"))?;
            let mut library = db.open()?;
            let entries = read_csv(&text, &shown, &mut Catalogs::new(data, &library))?;
            library
                .add_to_collection(&entries)
                .map_err(|e| e.to_string())?;
            outln!("{} lines added from {shown}", entries.len());
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The catalogue and collection of each game, loaded when a list of that game needs them.
struct Fieldings<'a> {
    data: &'a DataArg,
    library: &'a Library,
    runewars: Option<Fielding<RuneWars>>,
    diskwars: Option<Fielding<Diskwars>>,
    sigmar: Option<Fielding<Sigmar>>,
    underworlds: Option<Fielding<Underworlds>>,
}

impl Fieldings<'_> {
    /// The shortfalls of one parsed list.
    fn shortfalls(
        &mut self,
        document: &ListDocument,
        lang: Lang,
    ) -> Result<Vec<Diagnostic>, String> {
        let (data, library) = (self.data, self.library);
        Ok(match document {
            ListDocument::RuneWars(list) => {
                fielding(&mut self.runewars, data, library)?.shortfalls(list, lang)
            }
            ListDocument::Diskwars(list) => {
                fielding(&mut self.diskwars, data, library)?.shortfalls(list, lang)
            }
            ListDocument::Sigmar(list) => {
                fielding(&mut self.sigmar, data, library)?.shortfalls(list, lang)
            }
            ListDocument::Underworlds(list) => {
                fielding(&mut self.underworlds, data, library)?.shortfalls(list, lang)
            }
        })
    }
}

pub(crate) fn run_can_field(args: &CanFieldArgs) -> Result<ExitCode, String> {
    let lang: Lang = args.lang.into();
    let library = args.db.open()?;
    let mut fieldings = Fieldings {
        data: &args.data,
        library: &library,
        runewars: None,
        diskwars: None,
        sigmar: None,
        underworlds: None,
    };
    if args.all {
        let lists = library.all_lists().map_err(|e| e.to_string())?;
        let mut rows = Vec::new();
        for stored in &lists {
            let short = fieldings.shortfalls(&parse_stored(stored)?, lang)?;
            rows.push((stored, short));
        }
        match args.format {
            Format::Json => {
                let json: Vec<serde_json::Value> = rows
                    .iter()
                    .map(|(s, short)| {
                        serde_json::json!({"id": s.summary.id, "name": s.summary.name,
                            "can_field": short.is_empty(), "diagnostics": short})
                    })
                    .collect();
                outln!(
                    "{}",
                    serde_json::to_string_pretty(&json).expect("rows serialize")
                );
            }
            Format::Text => {
                for (s, short) in &rows {
                    let verdict = if short.is_empty() {
                        lang.pick("can field", "se puede desplegar").to_owned()
                    } else {
                        match lang {
                            Lang::En => format!("{} short", short.len()),
                            Lang::Es => format!("faltan {}", short.len()),
                        }
                    };
                    outln!("{:>4}  {:<20} {}", s.summary.id, verdict, s.summary.name);
                }
            }
        }
        return Ok(ExitCode::SUCCESS);
    }
    let document = match (&args.list, args.id) {
        (Some(file), _) => read_list(file)?.1,
        (None, Some(id)) => parse_stored(&library.list(id).map_err(|e| e.to_string())?)?,
        (None, None) => return Err("give a list file, --id ID or --all".to_owned()),
    };
    let short = fieldings.shortfalls(&document, lang)?;
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
            out!("{}", text::diagnostics(&short, lang));
        }
    }
    Ok(if short.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
