//! The community Warhammer Underworlds data (a folder of JSON gathered from the public card
//! database underworldsdb: `rivals/index.json` and `rivals/<deck>/deck.json`, the Rivals
//! decks with their cards; `warbands/index.json`, the warbands) into Underworlds catalogue
//! parts. Facts only: names, codes, kinds, glory values, which objectives score immediately
//! (surge) and which cards say they are Restricted (read from their texts, never copied),
//! which decks have a plot card, each warband's fighter count, grand alliance and whether it
//! is legal in organised play now; and, from `fighters/<warband>.json` where the data has
//! it (a later commit, its fighter cards read off card images by the community), each
//! fighter's name, leader and minion runemarks, both faces' characteristics and weapon
//! numbers, and the names of the weapons' abilities, with what the data calls doubtful
//! marked. The cards' and warscrolls' texts are never kept.
//!
//! What the rulebook itself says (`data/underworlds/sources/rulebook.json`: Spanish names,
//! the fighters and the warscroll ability it names) joins the records of the same id: a
//! name the two sources spell differently is a note, and the import keeps the community's.

mod decks;
mod fighters;
mod warbands;

use crate::error::ImportError;
use muster_core::games::underworlds::{CatalogParts, Legality, PlayFormat};
use muster_core::ids::kebab_id;
use serde::de::DeserializeOwned;
use std::path::Path;

/// What the import made: the catalogue parts, the commit of the data when its `SOURCE.txt`
/// names one, and notes for the reader (a name the rulebook spells otherwise).
#[derive(Clone, Debug, PartialEq)]
pub struct UnderworldsImport {
    /// Warbands, decks and the legality lists of organised play now.
    pub parts: CatalogParts,
    /// The data's commit, from `SOURCE.txt`.
    pub commit: Option<String>,
    /// The commit of the fighter cards (`fighters/`), when `SOURCE.txt` names one.
    pub fighters_commit: Option<String>,
    /// Where the community data and the rulebook disagree, and what was kept.
    pub notes: Vec<String>,
}

/// The season id of the organised-play lists the data's `opLegal` flags make: the month of
/// the data's snapshot, which says "legal now" as of then.
pub const ORGANISED_PLAY: &str = "organised-play-2026-04";

/// Reads one JSON file of the folder, naming the file and the line and column of a fault.
fn read<T: DeserializeOwned>(dir: &Path, relative: &str) -> Result<T, ImportError> {
    let text = crate::files::read_text(&dir.join(relative), relative)?;
    serde_json::from_str(&text).map_err(|e| ImportError::file(relative, e.to_string()))
}

/// The id of a name, as every Muster id is made; a name with no letter or digit to make one
/// from is refused at `place`.
fn id_of(name: &str, place: &str) -> Result<String, ImportError> {
    let id = kebab_id(name);
    if id.is_empty() {
        return Err(ImportError::file(
            place,
            format!("the name '{name}' has no letter or digit to make an id from"),
        ));
    }
    Ok(id)
}

/// Imports the community data of `dir`, joined to `rulebook`'s records of the same ids
/// (an empty `CatalogParts` when there is none).
pub fn import_underworlds(
    dir: &Path,
    rulebook: &CatalogParts,
) -> Result<UnderworldsImport, ImportError> {
    let source = crate::files::read_text(&dir.join("SOURCE.txt"), "SOURCE.txt").ok();
    let commit = source.as_deref().and_then(crate::source_commit);
    // The fighter cards come from a later commit, named in SOURCE.txt's own part on them.
    let fighters_commit = source
        .as_deref()
        .and_then(|text| text.split_once("\nfighters/"))
        .and_then(|(_, part)| crate::source_commit(part));
    let fighters_at = fighters_commit
        .as_deref()
        .map(|c| format!(" at commit {}", &c[..12]))
        .unwrap_or_default();
    let at = commit
        .as_deref()
        .map(|c| format!(" at commit {}", &c[..12]))
        .unwrap_or_default();
    let mut notes = Vec::new();
    let decks = decks::import(dir, &at, rulebook, &mut notes)?;
    let (warbands, legal) = warbands::import(dir, &at, &fighters_at, rulebook, &mut notes)?;
    let restricted: Vec<String> = decks
        .iter()
        .flat_map(|d| &d.cards)
        .filter(|c| c.restricted)
        .map(|c| c.id.clone())
        .collect();
    let legality = [PlayFormat::Rivals, PlayFormat::Nemesis]
        .into_iter()
        .map(|play_format| Legality {
            play_format,
            season: ORGANISED_PLAY.to_owned(),
            source: format!(
                "community data{at}: the warbands its warbands/index.json marks legal in \
                 organised play now (opLegal) and the cards whose text says Restricted; it \
                 names no banned card, no deck legality and no cap on restricted cards"
            ),
            warbands: Some(legal.clone()),
            decks: None,
            banned: Vec::new(),
            restricted: restricted.clone(),
            max_restricted: None,
        })
        .collect();
    Ok(UnderworldsImport {
        parts: CatalogParts {
            warbands,
            decks,
            legality,
            community: None,
        },
        commit,
        fighters_commit,
        notes,
    })
}
