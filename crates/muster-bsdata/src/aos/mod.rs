//! Age of Sigmar (fourth edition) BattleScribe data into Muster packs
//! (`muster_core::games::sigmar::Pack`), one per faction catalogue: facts only, never
//! ability or rule text (digest `shared/rules/sigmar.md` §3–5).
//!
//! # What is read
//!
//! - **Files**: the game system, the faction catalogues asked for, and what they reach
//!   through `catalogueLink`s in the same folder(s) (the faction's Library, `Lores.cat`),
//!   plus the Regiments of Renown catalogue the game system's forces name and what it links.
//!   Path to Glory catalogues are not read. Every definition is keyed by (file, id) and a
//!   link resolves in its own file, then in the catalogues that file links, then in the game
//!   system (digest P1, P5).
//! - **Conditions**: only the season gates and "a GHB force exists" are decided (see
//!   `aos/gate.rs`); everything else is left as the data's default.
//! - **Units**: every root link of the faction catalogue to a `unit` entry that is not
//!   hidden for the season, keyed by the link (one warscroll linked twice, e.g. Dracothian
//!   Guard Concussors and its "(1 model)" variant, gives two units; two links of one name
//!   are one unit, see `aos/twins.rs`); then the manifestations
//!   of the manifestation lores the faction may take. Id: kebab-case of the name. See
//!   `aos/units.rs` for each fact, `aos/sizes.rs` for points, models and caps,
//!   `aos/warscroll.rs` for weapons and ability names.
//! - **Regiment options, caps**: `aos/regiments.rs`.
//! - **Enhancements, formations, lores**: `aos/choices.rs`.
//! - **Regiments of Renown**: `aos/renown.rs`.
//!
//! Whatever is skipped or looks wrong is a note `file:line: text`; a malformed file is an
//! [`ImportError`] at the element, never a panic.

mod choices;
mod files;
pub(crate) mod gate;
mod index;
mod inputs;
mod pack;
mod regiments;
mod renown;
mod sizes;
mod twins;
mod units;
mod warscroll;

use crate::error::ImportError;
use files::Text;
use index::Index;
pub use inputs::{aos_faction_catalogues, aos_inputs, AosInputs, MAX_FILE_BYTES};
use muster_core::games::sigmar::{Pack, SEASONS};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// The id of the Age of Sigmar 4.0 game system (GST L2).
pub const AOS4_SYSTEM_ID: &str = "e51d-b1a3-75fc-dc3g";

/// One import's packs and notes.
#[derive(Clone, Debug, PartialEq)]
pub struct AosImport {
    /// One pack per faction catalogue, in the order asked.
    pub packs: Vec<Pack>,
    /// `file:line: text` notes on what was skipped or looked suspicious, in the order met,
    /// each once.
    pub notes: Vec<String>,
}

/// What to import from a set of in-memory files.
#[derive(Clone, Copy, Debug)]
pub struct AosRequest<'a> {
    /// The game system's file name among the files.
    pub game_system: &'a str,
    /// The faction catalogues' file names.
    pub factions: &'a [&'a str],
    /// The season (one of [`SEASONS`]).
    pub season: &'a str,
    /// Where the data comes from, for `Source::origin`.
    pub origin: &'a str,
    /// How the pack was made, for `Source::note`.
    pub note: &'a str,
}

/// Imports the faction catalogues `factions` against the game system file `game_system`
/// for `season`, reading the other catalogues of their folders as links need them. The
/// origin is `BSData/<repository>` when the game system's folder has a `SOURCE.txt` naming
/// one (its commit, when it gives one, goes into the note), else that folder.
pub fn import_aos(
    game_system: &Path,
    factions: &[PathBuf],
    season: &str,
) -> Result<AosImport, ImportError> {
    let shown = |p: &Path| {
        p.file_name().map_or_else(
            || p.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        )
    };
    let mut folders: Vec<PathBuf> = Vec::new();
    for path in std::iter::once(game_system).chain(factions.iter().map(PathBuf::as_path)) {
        let folder = path
            .parent()
            .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
        let folder = if folder.as_os_str().is_empty() {
            PathBuf::from(".")
        } else {
            folder
        };
        if !folders.contains(&folder) {
            folders.push(folder);
        }
    }
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    let mut add = |path: &Path| -> Result<(), ImportError> {
        let name = shown(path);
        if files.iter().any(|(n, _)| *n == name) {
            return Ok(());
        }
        if crate::files::check_path(path)? {
            return Err(ImportError::file(
                path.display().to_string(),
                "a folder, not a BattleScribe file",
            ));
        }
        let bytes = std::fs::read(path).map_err(|e| {
            ImportError::file(path.display().to_string(), format!("cannot read: {e}"))
        })?;
        files.push((name, bytes));
        Ok(())
    };
    add(game_system)?;
    for f in factions {
        add(f)?;
    }
    for folder in &folders {
        let entries = std::fs::read_dir(folder).map_err(|e| {
            ImportError::file(folder.display().to_string(), format!("cannot list: {e}"))
        })?;
        let mut paths: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "cat"))
            .collect();
        paths.sort();
        for p in paths {
            add(&p)?;
        }
    }
    let system_folder = &folders[0];
    let source = crate::files::read_text(&system_folder.join("SOURCE.txt"), "SOURCE.txt").ok();
    let (origin, commit) = describe_source(source.as_deref(), system_folder);
    let mut names: Vec<String> = Vec::new();
    for f in factions {
        let name = shown(f);
        if !names.contains(&name) {
            names.push(name);
        }
    }
    let name_refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let system_name = shown(game_system);
    let mut import = import_aos_texts(
        &files,
        &AosRequest {
            game_system: &system_name,
            factions: &name_refs,
            season,
            origin: &origin,
            note: "",
        },
    )?;
    // Each pack's note is the command that makes that pack alone.
    for (pack, faction) in import.packs.iter_mut().zip(&name_refs) {
        pack.source.note = note_for(&system_name, faction, season, &origin, commit.as_deref());
    }
    Ok(import)
}

/// The data's origin and commit from a `SOURCE.txt` text: `BSData/<name>` when it names
/// such a repository (else the folder), and a 40-hex-digit word.
fn describe_source(text: Option<&str>, folder: &Path) -> (String, Option<String>) {
    let text = text.unwrap_or("");
    let origin = text
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .find(|w| w.starts_with("BSData/") && w.len() > 7)
        .map(|w| w.trim_end_matches(['.', ',', ')']).to_owned())
        .unwrap_or_else(|| folder.display().to_string());
    let commit = crate::source_commit(text);
    (origin, commit)
}

/// The `Source::note` of an import: the command that makes the pack again.
fn note_for(
    system: &str,
    faction: &str,
    season: &str,
    origin: &str,
    commit: Option<&str>,
) -> String {
    format!(
        "Made by `muster import bsdata \"{system}\" \"{faction}\" --season {season}` from {origin}{}; facts only (names, points, unit sizes, keywords, profiles, weapons, ability names, Reinforced, regiment options, enhancements, lores), no rule text.",
        commit.map(|c| format!(" at commit {c}")).unwrap_or_default()
    )
}

/// [`import_aos`] from in-memory files `(file name, bytes)`: the game system, the faction
/// catalogues and every catalogue links may reach. The fuzzer's entry point.
pub fn import_aos_texts(
    files: &[(String, Vec<u8>)],
    request: &AosRequest<'_>,
) -> Result<AosImport, ImportError> {
    let season_force = gate::season_force(request.season).ok_or_else(|| {
        ImportError::file(
            request.game_system,
            format!(
                "unknown season \"{}\" (known: {})",
                request.season,
                SEASONS.join(", ")
            ),
        )
    })?;
    let texts: Vec<Result<Text, ImportError>> = files
        .iter()
        .map(|(name, bytes)| files::decode(name, bytes))
        .collect();
    let find = |name: &str| {
        files
            .iter()
            .position(|(n, _)| n == name)
            .ok_or_else(|| ImportError::file(name, "not among the files given"))
    };
    let text_of =
        |i: usize| -> Result<&Text, ImportError> { texts[i].as_ref().map_err(Clone::clone) };
    let system = find(request.game_system)?;
    let mut faction_files = Vec::new();
    for name in request.factions {
        let i = find(name)?;
        if !faction_files.contains(&i) {
            faction_files.push(i);
        }
    }
    let empty = Text {
        name: String::new(),
        text: String::new(),
    };
    let scan: Vec<&Text> = texts.iter().map(|t| t.as_ref().unwrap_or(&empty)).collect();
    let headers: Vec<files::Header> = scan.iter().map(|t| files::header(&t.text)).collect();

    // The game system is parsed first: it names the Regiments of Renown catalogue.
    let system_file = files::parse(text_of(system)?)?;
    check_system(&system_file)?;
    files::check_numbers(&system_file)?;
    let renown_ids = files::renown_catalogues(&system_file);
    let mut requested = vec![system];
    requested.extend(&faction_files);
    for (i, h) in headers.iter().enumerate() {
        if h.tag == "catalogue" && renown_ids.contains(&h.id) {
            requested.push(i);
        }
    }
    let order = files::reachable(&scan, &headers, &requested);
    let mut parsed = Vec::with_capacity(order.len());
    parsed.push(system_file);
    for &i in order.iter().skip(1) {
        let file = files::parse(text_of(i)?)?;
        files::check_numbers(&file)?;
        parsed.push(file);
    }
    let mut notes: Vec<String> = Vec::new();
    let ix = Index::new(&parsed, 0, &mut |n| notes.push(n))?;
    let mut faction_at = Vec::new();
    for &f in &faction_files {
        let at = order.iter().position(|&o| o == f).unwrap_or(0);
        check_faction(&parsed[at], &renown_ids)?;
        faction_at.push(at);
    }
    let renown_files: Vec<usize> = renown_ids
        .iter()
        .filter_map(|id| ix.catalogue(id))
        .collect();
    let system_forces: HashSet<String> = ix.system_forces().map(|f| xml_id(f)).collect();
    let catalogues: HashSet<String> = headers
        .iter()
        .filter(|h| h.tag == "catalogue" && !h.id.is_empty())
        .map(|h| h.id.clone())
        .collect();
    let setting = pack::Setting {
        season: request.season,
        season_force,
        renown_files: &renown_files,
        origin: request.origin,
        note: request.note,
    };
    let mut packs = Vec::new();
    for &at in &faction_at {
        let faction_id = parsed[at].doc.root_element().attribute("id").unwrap_or("");
        let gate = gate::Gate::new(
            season_force,
            system_forces.clone(),
            catalogues.clone(),
            faction_id,
        );
        let pack = pack::build(&ix, &gate, at, &setting, &mut notes);
        // A pack with no units would take the place of the shipped faction of its id and
        // leave the player nothing to field.
        if pack.units.is_empty() {
            return Err(ImportError::file(
                parsed[at].name,
                format!(
                    "no unit of '{}' can be read from it for {}; not a faction pack (nothing was made)",
                    pack.faction.name, request.season
                ),
            ));
        }
        packs.push(pack);
    }
    let mut seen = HashSet::new();
    notes.retain(|n| seen.insert(n.clone()));
    Ok(AosImport { packs, notes })
}

fn xml_id(node: crate::xml::Node<'_, '_>) -> String {
    crate::xml::attr(node, "id").to_owned()
}

/// Refuses a game system other than Age of Sigmar 4.0.
fn check_system(parsed: &crate::xml::Parsed<'_>) -> Result<(), ImportError> {
    let root = parsed.doc.root_element();
    let id = root.attribute("id").unwrap_or("");
    if !parsed.is_system {
        return Err(ImportError::file(
            parsed.name,
            "not a game system (.gst) file",
        ));
    }
    if id != AOS4_SYSTEM_ID {
        let pos = parsed.doc.text_pos_at(root.range().start);
        return Err(ImportError {
            file: parsed.name.to_owned(),
            position: Some((pos.row, pos.col)),
            message: format!(
                "the game system is '{}' (id {id}), not Age of Sigmar 4.0 (id {AOS4_SYSTEM_ID}); \
                 this importer reads BSData/age-of-sigmar-4th",
                root.attribute("name").unwrap_or("?")
            ),
        });
    }
    Ok(())
}

/// Refuses a library, the Regiments of Renown catalogue, or a catalogue of another game
/// system as a faction.
fn check_faction(
    parsed: &crate::xml::Parsed<'_>,
    renown_ids: &[String],
) -> Result<(), ImportError> {
    let root = parsed.doc.root_element();
    let pos = parsed.doc.text_pos_at(root.range().start);
    let fault = |message: String| ImportError {
        file: parsed.name.to_owned(),
        position: Some((pos.row, pos.col)),
        message,
    };
    if parsed.is_system {
        return Err(fault(
            "a game system, not a faction catalogue (.cat)".into(),
        ));
    }
    if root.attribute("library") == Some("true") {
        return Err(fault(
            "a library catalogue (library=\"true\"), not a faction; name the faction's own catalogue".into(),
        ));
    }
    if renown_ids
        .iter()
        .any(|r| Some(r.as_str()) == root.attribute("id"))
    {
        return Err(fault(
            "the Regiments of Renown catalogue, not a faction; its regiments come with the factions that may take them".into(),
        ));
    }
    match root.attribute("gameSystemId") {
        Some(id) if id != AOS4_SYSTEM_ID => Err(fault(format!(
            "a catalogue of game system {id}, not Age of Sigmar 4.0 ({AOS4_SYSTEM_ID})"
        ))),
        _ => Ok(()),
    }
}
