//! `muster import …`: foreign data into Muster data packs, and lists pasted as text into
//! list documents.

use crate::export::write_out;
use crate::{muster, DataArg, DbArg, LangArg};
use muster_service::records::deck_json;
use muster_service::{files, imports, AppError, ErrorCode, Lang};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Import commands.
#[derive(clap::Subcommand)]
pub(crate) enum Command {
    /// Read the community BattleScribe RuneWars data (a folder of .gst/.cat files) and write
    /// a RuneWars `catalog.json`.
    BsdataRunewars {
        /// The BattleScribe folder.
        dir: PathBuf,
        /// Where to write the catalogue (standard output when absent).
        #[arg(short, long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Read fourth-edition Age of Sigmar BattleScribe data (BSData/age-of-sigmar-4th) and
    /// write one Muster data pack per faction. Name the game system and the faction
    /// catalogues, or a folder holding them (every faction of it; `*.cat` works too): the
    /// other catalogues of their folder are read as links need them, and a catalogue that is
    /// not a faction (a library, the Regiments of Renown, Path to Glory, the lores) is
    /// skipped with a note. A path that is not a regular file or folder is refused unread.
    Bsdata {
        /// `Age of Sigmar 4.0.gst` and the faction catalogues (`Stormcast Eternals.cat` …),
        /// or the folder holding them.
        #[arg(required = true, value_name = "PATH")]
        paths: Vec<PathBuf>,
        /// The matched-play season (ghb-2024-25, ghb-2025-26, ghb-2026-27).
        #[arg(long, default_value = imports::DEFAULT_SEASON)]
        season: String,
        /// Where to write: a `.json` file for one faction, or a folder that gets
        /// `<faction-id>.json` per faction (standard output for one faction when absent).
        #[arg(short, long, value_name = "PACK")]
        out: Option<PathBuf>,
    },
    /// Read a list pasted as text and write its list document (JSON): Muster's own text (as
    /// `muster export --format text` writes it, in English or Spanish), or an Age of Sigmar
    /// list as the official app exports it (its "Created with Warhammer Age of Sigmar"
    /// footer, or a `Name 1000/2000 pts` title over `General's Regiment` / `Regiment 1`
    /// headings). Costs and totals in the text are ignored. Each line of the app's text that
    /// names nothing Muster knows is reported on standard error with its line number and
    /// the nearest known name, the rest is written, and the exit code is 1; a text over
    /// 256 KiB or 5,000 lines is refused (exit code 2).
    Text {
        /// The text file.
        file: PathBuf,
        /// Where to write the list document (standard output when absent).
        #[arg(short, long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// Language of the messages about lines left out.
        #[arg(long, value_enum, default_value_t)]
        lang: LangArg,
        #[command(flatten)]
        data: DataArg,
        /// The library whose user data joins the catalogue (names of your own units); the
        /// default library is used when its file exists.
        #[command(flatten)]
        db: DbArg,
    },
    /// Read the community Warhammer Underworlds data (a folder with `rivals/` and
    /// `warbands/`, gathered from underworldsdb) and write one Underworlds pack: every Rivals
    /// deck with its cards and every warband, facts only.
    #[command(name = "underworlds-community")]
    CommunityData {
        /// The community data's folder.
        dir: PathBuf,
        /// The rulebook's own facts to join (`data/underworlds/sources/rulebook.json`):
        /// Spanish names, the fighters it names.
        #[arg(long, value_name = "FILE")]
        rulebook: Option<PathBuf>,
        /// Where to write the pack (standard output when absent).
        #[arg(short, long, value_name = "PACK")]
        out: Option<PathBuf>,
    },
    /// Read the community Diskwars data (a folder with `discs.json`, the unit-disc tables of
    /// a fan-made regiment builder) and write the values it gives for the discs of the
    /// shipped pack (`data/diskwars/community.json`): facts only, each marked as the
    /// community's, filling only what the rulebook leaves unknown.
    #[command(name = "diskwars-community")]
    DiscValues {
        /// The community data's folder.
        dir: PathBuf,
        /// Where to write the values (standard output when absent).
        #[arg(short, long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Read the community RuneWars dials (a folder with `dials.json`, the command dials of a
    /// fan-made combat simulator) and write each unit's dial faces for the shipped catalogue
    /// (`data/runewars/dials.json`): facts only, marked as the community's.
    #[command(name = "runewars-community")]
    RunewarsCommunity {
        /// The community data's folder.
        dir: PathBuf,
        /// Where to write the dials (standard output when absent).
        #[arg(short, long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Read an Underworlds deck typed as plain text (one card per line: `TYPE · NAME ·
    /// GLORY`), or an underworldsdb deck link or its card codes (`deck=0,BL1,BL2,…`: a deck of
    /// the shipped cards), and store it in the library as your own `deck` record, checked like
    /// every record (or, with `-o FILE`, write the record there and store nothing). Every bad
    /// line or code is named with its place; then nothing is stored and the exit code is 2.
    Deck(DeckArgs),
    /// Read a BattleScribe or New Recruit roster file of Age of Sigmar 4.0 (`.ros`, `.rosz`
    /// or New Recruit's `.json`) and write its matched-play list document (JSON). Every
    /// selection it could not map is named on standard error with its place; a list that
    /// breaks rules is written as it is (`muster validate` says what it breaks). A file that
    /// is not a roster of Age of Sigmar 4.0, is past 4 MB or is unsafe to read is refused
    /// (exit code 2) and nothing is written.
    Roster(RosterArgs),
}

/// Arguments of `muster import roster`.
#[derive(clap::Args)]
pub(crate) struct RosterArgs {
    /// The roster file (`.ros`, `.rosz` or `.json`).
    file: PathBuf,
    /// Where to write the list document (standard output when absent).
    #[arg(short, long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Language of the notes and refusals.
    #[arg(long, value_enum, default_value_t)]
    lang: LangArg,
    #[command(flatten)]
    data: DataArg,
    /// The library whose imported packs join the shipped ones (`sigmar-packs/` beside it).
    #[command(flatten)]
    db: DbArg,
}

/// Arguments of `muster import deck`.
#[derive(clap::Args)]
pub(crate) struct DeckArgs {
    /// The text file: one card per line, `TYPE · NAME · GLORY` (TYPE objective, ploy or
    /// upgrade, in English or Spanish, with `surge` for a surge objective or ploy; GLORY `-`
    /// for a ploy; `|`, `;` or a tab also separate the fields; a fourth field
    /// `runemark: X`), a line `plot: NAME` for the deck's plot card, `#` comments; or a deck
    /// link (`https://www.underworldsdb.com/shared.php?deck=0,BL1,…`) or its card codes.
    file: PathBuf,
    /// The deck's id (kebab-case, e.g. `my-blazing-assault`); a shipped deck's id replaces
    /// that deck with yours.
    #[arg(long)]
    id: String,
    /// The deck's name.
    #[arg(long)]
    name: String,
    /// Write the deck record (JSON) to this file instead of storing it in the library; add
    /// it later with `muster user-data add underworlds deck FILE`.
    #[arg(short, long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Language of the messages about bad lines.
    #[arg(long, value_enum, default_value_t)]
    lang: LangArg,
    #[command(flatten)]
    data: DataArg,
    /// The library that keeps the deck as your own Underworlds `deck` record.
    #[command(flatten)]
    db: DbArg,
}

pub(crate) fn run(command: &Command) -> Result<ExitCode, AppError> {
    match command {
        Command::BsdataRunewars { dir, out } => {
            let import = imports::bsdata_runewars(dir)?;
            for note in &import.notes {
                errln!("note: {note}");
            }
            write_out(out.as_deref(), &import.made, &default_library(), &[dir])?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Bsdata { paths, season, out } => bsdata_sigmar(paths, season, out.as_deref()),
        Command::Deck(args) => deck(args),
        Command::Roster(args) => roster(args),
        Command::CommunityData { dir, rulebook, out } => {
            let import = imports::underworlds_community(dir, rulebook.as_deref())?;
            for note in &import.notes {
                errln!("note: {note}");
            }
            let mut inputs: Vec<&Path> = vec![dir];
            inputs.extend(rulebook.as_deref());
            write_out(out.as_deref(), &import.made, &default_library(), &inputs)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::RunewarsCommunity { dir, out } => {
            let import = imports::runewars_community(dir)?;
            for note in &import.notes {
                errln!("note: {note}");
            }
            write_out(out.as_deref(), &import.made, &default_library(), &[dir])?;
            Ok(ExitCode::SUCCESS)
        }
        Command::DiscValues { dir, out } => {
            let import = imports::diskwars_community(dir)?;
            for note in &import.notes {
                errln!("note: {note}");
            }
            write_out(out.as_deref(), &import.made, &default_library(), &[dir])?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Text {
            file,
            out,
            lang,
            data,
            db,
        } => {
            let text = files::read_text(file, files::PASTED_LIST_MAX_BYTES, "a pasted list")?;
            let pasted = muster(data, db)
                .read_pasted_text(&text, Lang::from(*lang))
                .map_err(|e| e.at(file.display()))?;
            for problem in &pasted.problems {
                errln!("muster: {}: {problem}", file.display());
            }
            let note = Lang::from(*lang).pick("note", "nota");
            for line in &pasted.notes {
                errln!("{note}: {}: {line}", file.display());
            }
            write_out(
                out.as_deref(),
                &pasted.document.to_pretty_json(),
                &db.path(),
                &[file],
            )?;
            Ok(if pasted.problems.is_empty() {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            })
        }
    }
}

/// `muster import bsdata`: Age of Sigmar packs, notes to standard error.
fn bsdata_sigmar(
    paths: &[PathBuf],
    season: &str,
    out: Option<&Path>,
) -> Result<ExitCode, AppError> {
    let import = imports::bsdata_sigmar(paths, season)?;
    for note in &import.notes {
        errln!("note: {note}");
    }
    let packs = import.made;
    let inputs: Vec<&Path> = paths.iter().map(PathBuf::as_path).collect();
    let library = default_library();
    let to_folder = match out {
        // A `.json` path is the one pack's file; anything else names a folder.
        Some(path) => {
            path.is_dir() || packs.len() > 1 || path.extension().is_none_or(|x| x != "json")
        }
        None if packs.len() > 1 => {
            return Err(AppError::args(
                "several factions: name a folder with -o to write one pack each",
            ))
        }
        None => false,
    };
    if !to_folder {
        return write_out(out, &packs[0].1, &library, &inputs).map(|()| ExitCode::SUCCESS);
    }
    let folder = out.expect("a folder was named");
    std::fs::create_dir_all(folder).map_err(|e| AppError::file(folder, "create the folder", &e))?;
    for (faction, json) in &packs {
        let path = folder.join(format!("{faction}.json"));
        write_out(Some(&path), json, &library, &inputs)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `muster import deck`: a typed Rivals deck into the player's `deck` record (or a file).
fn deck(args: &DeckArgs) -> Result<ExitCode, AppError> {
    let shown = args.file.display();
    let lang = Lang::from(args.lang);
    let text = files::read_text(&args.file, files::TEXT_MAX_BYTES, "a typed deck")?;
    let file_name = args
        .file
        .file_name()
        .map_or_else(|| shown.to_string(), |n| n.to_string_lossy().into_owned());
    let source = format!(
        "{} typed deck list {file_name}",
        muster_service::USER_SOURCE
    );
    let muster = muster(&args.data, &args.db);
    let deck = match muster.underworlds_import_deck(&text, &args.id, &args.name, &source, lang) {
        Ok(deck) => deck,
        Err(lines) => {
            for line in &lines {
                errln!("muster: {shown}: {line}");
            }
            return Ok(ExitCode::from(2));
        }
    };
    let counts = muster_service::records::deck_counts(&deck, lang);
    if let Some(out) = &args.out {
        write_out(Some(out), &deck_json(&deck), &args.db.path(), &[&args.file])?;
        outln!(
            "{}: {} '{}': {counts}",
            out.display(),
            lang.pick("deck", "mazo"),
            deck.id
        );
        return Ok(ExitCode::SUCCESS);
    }
    muster.underworlds_store_deck(&deck).map_err(|e| {
        if e.code == ErrorCode::DataRefused {
            e.at(&shown)
        } else {
            e
        }
    })?;
    outln!(
        "underworlds deck '{}' {}: {counts}",
        deck.id,
        lang.pick("saved as your own data", "guardado como datos propios")
    );
    Ok(ExitCode::SUCCESS)
}

/// `muster import roster`: a roster file into a list document, notes to standard error.
fn roster(args: &RosterArgs) -> Result<ExitCode, AppError> {
    let lang = Lang::from(args.lang);
    let read = muster(&args.data, &args.db).sigmar_read_roster(&args.file, lang)?;
    for note in &read.notes {
        errln!(
            "{}: {}:{}: {}: {}",
            lang.pick("note", "nota"),
            read.file,
            note.place,
            note.name,
            note.message
        );
    }
    let mut document =
        serde_json::to_string_pretty(&read.list).map_err(|e| AppError::args(e.to_string()))?;
    document.push('\n');
    write_out(
        args.out.as_deref(),
        &document,
        &args.db.path(),
        &[&args.file],
    )?;
    Ok(ExitCode::SUCCESS)
}

/// The library a command without `--db` must not write over: the default one.
fn default_library() -> PathBuf {
    muster_service::default_library_path()
}
