//! What `muster import bsdata` and the app's folder import are given, sorted out before
//! anything is parsed: the game system, the faction catalogues, and the other catalogues
//! named (or met in a folder) that are not factions, each skipped with a note saying what
//! it is. Only each file's root start tag is read for that.
//!
//! A path that is neither a regular file nor a folder (a FIFO, a device, a socket) is
//! refused at once, before it is opened: reading one could block or never end. A file past
//! [`MAX_FILE_BYTES`] is refused too; the largest file of the reference data is a tenth of
//! it.

use super::files;
use super::index;
use crate::error::ImportError;
use crate::files::check_path;
use std::io::Read;
use std::path::{Path, PathBuf};

/// The largest BattleScribe file an import reads (32 MiB; the largest of the fourth
/// edition's files, `Lores.cat`, is 2 MB).
pub const MAX_FILE_BYTES: u64 = 32 * 1024 * 1024;

/// Enough of a file for its root start tag (BSData writes it on the second line).
const HEAD: u64 = 64 * 1024;

/// The files of an import, sorted out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AosInputs {
    /// The game system (`Age of Sigmar 4.0.gst`).
    pub game_system: PathBuf,
    /// The faction catalogues, each once, in the order given (a folder's by file name).
    pub factions: Vec<PathBuf>,
    /// One note per catalogue skipped as not a faction: `file: why`.
    pub skipped: Vec<String>,
}

/// What a catalogue's root tag says it is.
enum Kind {
    GameSystem,
    Faction,
    /// Not a faction: why, as a note says it.
    Other(&'static str),
}

/// The shown name of a path: its file name.
fn shown(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// Reads the start of a regular file, up to its root start tag.
fn kind(path: &Path) -> Result<Kind, ImportError> {
    let mut head = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(HEAD).read_to_end(&mut head))
        .map_err(|e| ImportError::file(path.display().to_string(), format!("cannot read: {e}")))?;
    let h = files::header(&String::from_utf8_lossy(&head));
    let unmarked = index::display_name(&h.name) == crate::names::clean(&h.name);
    let named = |part: &str| h.name.contains(part);
    Ok(match h.tag.as_str() {
        "gameSystem" => Kind::GameSystem,
        "catalogue" if named("Regiments of Renown") => Kind::Other(
            "the Regiments of Renown, not a faction (they come with the factions that may take them)",
        ),
        "catalogue" if named("Path to Glory") => {
            Kind::Other("Path to Glory, narrative play (a matched-play pack takes nothing of it)")
        }
        "catalogue" if named("Lores") && !unmarked => {
            Kind::Other("the shared lores, not a faction (read as the factions link them)")
        }
        "catalogue" if h.library => {
            Kind::Other("a library, not a faction (read as the factions link it)")
        }
        "catalogue" if h.name.is_empty() || !unmarked => {
            Kind::Other("not a faction catalogue (no name, or the data's mark of its other catalogues)")
        }
        "catalogue" => Kind::Faction,
        _ => Kind::Other("not a BattleScribe catalogue (no <catalogue> root)"),
    })
}

/// The `.gst` and `.cat` entries of a folder, by name (each is checked before it is read).
fn folder_files(dir: &Path) -> Result<Vec<PathBuf>, ImportError> {
    let entries = std::fs::read_dir(dir)
        .map_err(|e| ImportError::file(dir.display().to_string(), format!("cannot list: {e}")))?;
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "cat" || x == "gst"))
        .collect();
    paths.sort();
    Ok(paths)
}

/// Sorts out `paths` (game system files, catalogues, folders of them): exactly one game
/// system, given or found in a folder; the faction catalogues among the catalogues given
/// or met in the folders; a note for each catalogue that is not a faction. Refuses a path
/// that is not a regular file or folder, a second game system, and an import with no
/// faction.
pub fn aos_inputs(paths: &[PathBuf]) -> Result<AosInputs, ImportError> {
    let mut inputs = AosInputs::default();
    let mut systems: Vec<PathBuf> = Vec::new();
    let mut seen: Vec<PathBuf> = Vec::new();
    for path in paths {
        let named = if check_path(path)? {
            folder_files(path)?
        } else {
            vec![path.clone()]
        };
        for file in named {
            if check_path(&file)? {
                continue;
            }
            let key = file.canonicalize().unwrap_or_else(|_| file.clone());
            if seen.contains(&key) {
                continue;
            }
            seen.push(key);
            match kind(&file)? {
                Kind::GameSystem => systems.push(file),
                Kind::Faction => inputs.factions.push(file),
                Kind::Other(why) => inputs
                    .skipped
                    .push(format!("{}: skipped, {why}", shown(&file))),
            }
        }
    }
    inputs.game_system = match systems.as_slice() {
        [one] => one.clone(),
        [] => {
            return Err(ImportError::file(
                paths.first().map_or_else(String::new, |p| p.display().to_string()),
                "no BattleScribe game system (.gst): name `Age of Sigmar 4.0.gst` or the folder holding it",
            ))
        }
        many => {
            let names: Vec<String> = many.iter().map(|p| shown(p)).collect();
            return Err(ImportError::file(
                paths.first().map_or_else(String::new, |p| p.display().to_string()),
                format!("more than one game system ({}); name one", names.join(", ")),
            ));
        }
    };
    if inputs.factions.is_empty() {
        // Say why each catalogue given was not taken, so that a library named by mistake
        // is named in the refusal.
        let why = if inputs.skipped.is_empty() {
            String::new()
        } else {
            format!(" ({})", inputs.skipped.join("; "))
        };
        return Err(ImportError::file(
            inputs.game_system.display().to_string(),
            format!("no faction catalogue (.cat) among the files given{why}: name one, or the folder holding them"),
        ));
    }
    Ok(inputs)
}

/// The faction catalogues of a BattleScribe folder, sorted by path (see [`aos_inputs`]).
pub fn aos_faction_catalogues(dir: &Path) -> Result<Vec<PathBuf>, ImportError> {
    let mut factions = Vec::new();
    for file in folder_files(dir)? {
        if !check_path(&file)? && matches!(kind(&file)?, Kind::Faction) {
            factions.push(file);
        }
    }
    Ok(factions)
}
