//! The warbands: `warbands/index.json` (name, fighter count, grand alliance, whether legal
//! in organised play now), with their fighter cards where the data has them
//! (`fighters.rs`). The warscrolls' texts are not read.

use super::{id_of, read};
use crate::error::ImportError;
use muster_core::games::underworlds::{
    Alliance, CatalogParts, Fighter, Name, Warband, COMMUNITY_CARDS,
};
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
    fighters_at: &str,
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
        let cards = super::fighters::import(dir, &entry.slug, entry.fighters)?;
        let gives = if cards.is_some() {
            ""
        } else {
            "; it names no fighter and gives no fighter card"
        };
        let mut warband = Warband {
            id: id.clone(),
            name: Name {
                en: entry.name.trim().to_owned(),
                es: None,
            },
            source: format!(
                "community data{at}: {FILE} (name, fighter count, grand alliance, organised \
                 play){gives}"
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
        if let Some(cards) = cards {
            join_fighters(&mut warband, cards, notes);
            warband.source = format!(
                "{}; {COMMUNITY_CARDS}{fighters_at} (fighters/{}.json: names, \
                 leader and minion, both faces' Move, Save, Health, Bounty and weapons, \
                 ability names), read off the card images by the community, not checked \
                 against the cards",
                warband.source, entry.slug
            );
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

/// The community's fighter cards in place of the fighters the rulebook names: a fighter of
/// the same id keeps the rulebook's Spanish name and gains its runemarks (the rulebook wins
/// where it says something); one the cards do not hold is a note, and kept.
fn join_fighters(warband: &mut Warband, mut cards: Vec<Fighter>, notes: &mut Vec<String>) {
    for book in &warband.fighters {
        let Some(card) = cards.iter_mut().find(|f| f.id == book.id) else {
            notes.push(format!(
                "warband '{}': the rulebook names the fighter '{}' and the fighter cards do \
                 not; the rulebook's is kept",
                warband.id, book.id
            ));
            cards.push(book.clone());
            continue;
        };
        if book.name.en != card.name.en {
            notes.push(format!(
                "warband '{}': the rulebook's fighter '{}' is '{}' on the community's card; \
                 the card's is kept",
                warband.id, book.name.en, card.name.en
            ));
        }
        if card.name.es.is_none() {
            card.name.es = book.name.es.clone();
        }
        for mark in &book.runemarks {
            if !card.runemarks.contains(mark) {
                card.runemarks.push(mark.clone());
            }
        }
    }
    warband.roster_complete = true;
    warband.fighters = cards;
}
