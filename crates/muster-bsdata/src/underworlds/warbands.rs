//! The warbands: `warbands/index.json` (name, fighter count, grand alliance, whether legal
//! in organised play now). The warscrolls' texts are not read.

use super::{id_of, read};
use crate::error::ImportError;
use muster_core::games::underworlds::{Alliance, CatalogParts, Name, Warband};
use serde::Deserialize;
use std::path::Path;

/// A warband as the index lists it.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Listed {
    slug: String,
    name: String,
    fighters: u8,
    op_legal: bool,
    grand_alliance: String,
}

const FILE: &str = "warbands/index.json";

/// Every warband of the index in the index's order, each joined to the rulebook's warband
/// of the same id, and the ids of those legal in organised play now.
pub(super) fn import(
    dir: &Path,
    at: &str,
    rulebook: &CatalogParts,
    notes: &mut Vec<String>,
) -> Result<(Vec<Warband>, Vec<String>), ImportError> {
    let listed: Vec<Listed> = read(dir, FILE)?;
    let mut warbands = Vec::new();
    let mut legal = Vec::new();
    for (index, entry) in listed.iter().enumerate() {
        let place = |what: String| ImportError::file(FILE, format!("/{index}: {what}"));
        let alliance = match entry.grand_alliance.as_str() {
            "Order" => Alliance::Order,
            "Chaos" => Alliance::Chaos,
            "Death" => Alliance::Death,
            "Destruction" => Alliance::Destruction,
            other => return Err(place(format!("unknown grand alliance '{other}'"))),
        };
        if entry.fighters == 0 {
            return Err(place("a warband of no fighter".to_owned()));
        }
        let id = id_of(&entry.name, FILE)?;
        if id != entry.slug {
            notes.push(format!(
                "{FILE}: warband '{}': its id '{id}' (from its name) is not its slug '{}'",
                entry.name, entry.slug
            ));
        }
        if warbands.iter().any(|w: &Warband| w.id == id) {
            return Err(place(format!("a second warband '{id}'")));
        }
        let mut warband = Warband {
            id: id.clone(),
            name: Name {
                en: entry.name.trim().to_owned(),
                es: None,
            },
            source: format!(
                "community data{at}: {FILE} (name, fighter count, grand alliance, organised \
                 play); it names no fighter and gives no fighter card"
            ),
            playstyle: None,
            alliance: Some(alliance),
            fighter_count: Some(entry.fighters),
            roster_complete: false,
            fighters: Vec::new(),
            abilities: Vec::new(),
            inspire: None,
        };
        if let Some(book) = rulebook.warbands.iter().find(|w| w.id == id) {
            if book.name.en != warband.name.en {
                notes.push(format!(
                    "warband '{id}': the rulebook's English name is '{}', the community \
                     data's '{}'; the community's is kept",
                    book.name.en, warband.name.en
                ));
            }
            if book.fighters.len() > usize::from(entry.fighters) {
                return Err(place(format!(
                    "the rulebook names {} fighters of '{id}', the data counts {}",
                    book.fighters.len(),
                    entry.fighters
                )));
            }
            warband.name.es = book.name.es.clone();
            warband.playstyle = book.playstyle.clone();
            warband.fighters = book.fighters.clone();
            warband.abilities = book.abilities.clone();
            warband.inspire = book.inspire.clone();
            warband.roster_complete =
                book.fighters.len() == usize::from(entry.fighters) && book.roster_complete;
            warband.source = format!("{}; {}", warband.source, book.source);
        }
        if entry.op_legal {
            legal.push(id);
        }
        warbands.push(warband);
    }
    for book in &rulebook.warbands {
        if !warbands.iter().any(|w| w.id == book.id) {
            notes.push(format!(
                "warband '{}': the rulebook names it and the community data does not; the \
                 rulebook's record is kept",
                book.id
            ));
            warbands.push(book.clone());
        }
    }
    Ok((warbands, legal))
}
