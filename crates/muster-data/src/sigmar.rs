//! The Age of Sigmar packs: one file per faction (`data/sigmar/<faction>.json`), made by
//! `muster import bsdata` from the community BattleScribe data (facts only), each checked
//! against `data/schemas/sigmar-pack.schema.json` and then indexed together.
//!
//! A player may import more factions from their own BattleScribe folder into a folder of
//! their own ([`USER_FOLDER`] beside their library): [`sigmar_with_user_packs`] loads the
//! shipped packs and theirs, theirs replacing a shipped pack of the same faction. Their
//! packs are marked as the user's (`source.origin` starting `user:`), so the printed data
//! label can say which factions are theirs and which of those replaced a shipped one.

use crate::pack::{folder_texts, read_checked, PackError};
use crate::schemas;
use muster_core::games::sigmar::{Catalog, Pack};
use muster_core::USER_SOURCE;
use std::path::Path;

/// The packs this repository ships, by file name in `data/sigmar/` (each is
/// `<faction id>.json`).
pub const FILES: [&str; 4] = [
    "blades-of-khorne.json",
    "seraphon.json",
    "skaven.json",
    "stormcast-eternals.json",
];

/// The folder, beside the library file, holding the packs a player imported.
pub const USER_FOLDER: &str = "sigmar-packs";

/// A shipped pack's text, compiled in, with its shown name.
macro_rules! bundled {
    ($($file:literal),+ $(,)?) => {
        [$((
            concat!("data/sigmar/", $file),
            include_str!(concat!("../../../data/sigmar/", $file)),
        )),+]
    };
}

/// The shipped packs' texts, compiled in, with their shown names (the files of [`FILES`],
/// in its order; a test checks the two agree with the folder).
const BUNDLED: [(&str, &str); FILES.len()] = bundled!(
    "blades-of-khorne.json",
    "seraphon.json",
    "skaven.json",
    "stormcast-eternals.json",
);

/// Reads each pack text, checked against its schema.
fn read_packs(texts: &[(&str, &str)]) -> Result<Vec<Pack>, PackError> {
    texts
        .iter()
        .map(|&(file, text)| read_checked::<Pack>(file, text, schemas::sigmar_pack()))
        .collect()
}

/// Indexes packs into a catalogue; a fault names the file of the pack at fault.
fn catalog(packs: Vec<Pack>, files: &[String]) -> Result<Catalog, PackError> {
    let factions: Vec<String> = packs.iter().map(|p| p.faction.id.clone()).collect();
    Catalog::new(packs).map_err(|e| {
        // A second pack of a faction is the later file; any other fault is the pack's own.
        let at = if e.path == "/faction/id" {
            factions.iter().rposition(|f| *f == e.pack)
        } else {
            factions.iter().position(|f| *f == e.pack)
        };
        let file = at
            .and_then(|i| files.get(i))
            .map_or("sigmar packs", String::as_str);
        PackError::new(file, e.path, e.message)
    })
}

/// Loads Age of Sigmar packs from their texts (no file access: the caller reads them),
/// each `(shown name, text)`: every pack against the schema, then the catalogue (one pack
/// per faction, references inside each pack).
pub fn load_sigmar_texts(texts: &[(&str, &str)]) -> Result<Catalog, PackError> {
    let files: Vec<String> = texts.iter().map(|(file, _)| (*file).to_owned()).collect();
    catalog(read_packs(texts)?, &files)
}

/// Loads every `*.json` pack of a folder (`data/sigmar`), in name order.
pub fn load_sigmar_dir(dir: &Path) -> Result<Catalog, PackError> {
    let texts = folder_texts(dir)?;
    let borrowed: Vec<(&str, &str)> = texts
        .iter()
        .map(|(f, t)| (f.as_str(), t.as_str()))
        .collect();
    load_sigmar_texts(&borrowed)
}

/// The Age of Sigmar packs of this repository, compiled in.
pub fn bundled_sigmar() -> Result<Catalog, PackError> {
    load_sigmar_texts(&BUNDLED)
}

/// The faction ids of the shipped packs (their file names).
pub fn bundled_factions() -> impl Iterator<Item = &'static str> {
    FILES.iter().map(|f| f.trim_end_matches(".json"))
}

/// The shipped packs and those a player imported into `dir`: a player's pack of a faction
/// the bundle has replaces the shipped one. The player's packs are marked as theirs
/// (`source.origin` starts with `user:`). A folder that does not exist holds no packs; any
/// pack of it that does not load is an error naming it, and nothing is loaded.
pub fn sigmar_with_user_packs(dir: &Path) -> Result<Catalog, PackError> {
    let mut packs = read_packs(&BUNDLED)?;
    let mut files: Vec<String> = BUNDLED.iter().map(|(f, _)| (*f).to_owned()).collect();
    if dir.is_dir() {
        let texts = folder_texts(dir)?;
        let borrowed: Vec<(&str, &str)> = texts
            .iter()
            .map(|(f, t)| (f.as_str(), t.as_str()))
            .collect();
        for (mut pack, (file, _)) in read_packs(&borrowed)?.into_iter().zip(&texts) {
            if !pack.source.origin.starts_with(USER_SOURCE) {
                pack.source.origin = format!("{USER_SOURCE} {}", pack.source.origin);
            }
            match packs
                .iter()
                .position(|p| p.faction.id == pack.faction.id && !is_users(p))
            {
                Some(shipped) => {
                    packs[shipped] = pack;
                    files[shipped] = file.clone();
                }
                None => {
                    packs.push(pack);
                    files.push(file.clone());
                }
            }
        }
    }
    catalog(packs, &files)
}

/// A pack's file text, as `muster import bsdata` writes it and `data/sigmar/` holds it:
/// pretty JSON with a final newline.
pub fn pack_json(pack: &Pack) -> String {
    let mut text = serde_json::to_string_pretty(pack).expect("a pack serialises");
    text.push('\n');
    text
}

/// True for a pack a player imported (marked by [`sigmar_with_user_packs`]).
pub fn is_users(pack: &Pack) -> bool {
    pack.source.origin.starts_with(USER_SOURCE)
}
