//! The Rivals decks: `rivals/index.json` and each deck's `rivals/<slug>/deck.json`.

use super::{id_of, read};
use crate::error::ImportError;
use muster_core::games::underworlds::{Card, CardKind, CatalogParts, Deck, Name, Plot};
use serde::Deserialize;
use std::collections::HashSet;
use std::path::Path;

/// A deck as the index lists it.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Listed {
    slug: String,
}

/// A deck file: what the import reads of it (its rules texts are read for two facts and
/// never kept).
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DeckFile {
    slug: String,
    code: String,
    name: String,
    plot: Option<String>,
    cards: Vec<CardFile>,
}

/// A card as the deck file gives it.
#[derive(Deserialize)]
struct CardFile {
    id: String,
    name: String,
    #[serde(rename = "type")]
    kind: String,
    text: String,
    value: Option<String>,
}

/// The words that end a deck's name in the data ("Blazing Assault Rivals Deck").
const DECK_SUFFIX: &str = " Rivals Deck";

/// The words that open the text of an objective scored the moment its condition is met: a
/// surge objective (rulebook L665-667).
const SCORED_IMMEDIATELY: &str = "Score this immediately";

/// The word that closes the text of a Restricted card.
const RESTRICTED: &str = "Restricted";

fn card(file: &str, deck: &str, index: usize, card: &CardFile) -> Result<Card, ImportError> {
    let place = |what: String| ImportError::file(file, format!("/cards/{index}: {what}"));
    let kind = match card.kind.as_str() {
        "Objective" => CardKind::Objective,
        "Ploy" => CardKind::Ploy,
        "Upgrade" => CardKind::Upgrade,
        other => return Err(place(format!("unknown card type '{other}'"))),
    };
    if !card.id.starts_with(deck) || card.id[deck.len()..].parse::<u32>().is_err() {
        return Err(place(format!(
            "code '{}' is not the deck's code '{deck}' and a number",
            card.id
        )));
    }
    let glory = match (&card.value, kind) {
        (_, CardKind::Ploy) => None,
        (Some(value), _) => Some(
            value
                .parse::<u8>()
                .map_err(|_| place(format!("glory value '{value}' is not a whole number")))?,
        ),
        (None, _) => None,
    };
    let text = card.text.trim();
    Ok(Card {
        id: id_of(&card.name, file)?,
        name: Name {
            en: card.name.trim().to_owned(),
            es: None,
        },
        code: Some(card.id.clone()),
        kind,
        surge: kind == CardKind::Objective && text.starts_with(SCORED_IMMEDIATELY),
        restricted: text.ends_with(RESTRICTED),
        glory,
        runemark: None,
    })
}

/// Every deck of the index, in the index's order, each joined to the rulebook's deck of the
/// same id.
pub(super) fn import(
    dir: &Path,
    at: &str,
    rulebook: &CatalogParts,
    notes: &mut Vec<String>,
) -> Result<Vec<Deck>, ImportError> {
    let listed: Vec<Listed> = read(dir, "rivals/index.json")?;
    let mut decks = Vec::new();
    for entry in &listed {
        let file = format!("rivals/{}/deck.json", entry.slug);
        let data: DeckFile = read(dir, &file)?;
        let name = data
            .name
            .strip_suffix(DECK_SUFFIX)
            .unwrap_or(&data.name)
            .trim()
            .to_owned();
        let id = id_of(&name, &file)?;
        if decks.iter().any(|d: &Deck| d.id == id) {
            notes.push(format!(
                "{file}: the deck '{name}' is listed again in rivals/index.json; read once"
            ));
            continue;
        }
        if id != data.slug {
            notes.push(format!(
                "{file}: the deck's id '{id}' (from its name) is not its slug '{}'",
                data.slug
            ));
        }
        let mut cards = Vec::new();
        let mut seen = HashSet::new();
        for (index, c) in data.cards.iter().enumerate() {
            let card = card(&file, &data.code, index, c)?;
            if !seen.insert(card.id.clone()) {
                return Err(ImportError::file(
                    &file,
                    format!("/cards/{index}: a second card named '{}'", card.name.en),
                ));
            }
            cards.push(card);
        }
        let mut deck = Deck {
            id: id.clone(),
            plot: data.plot.as_ref().map(|_| Plot {
                id: format!("{id}-plot"),
                name: Name {
                    en: name.clone(),
                    es: None,
                },
            }),
            name: Name { en: name, es: None },
            source: format!(
                "community data{at}: {file} (names, codes, kinds, glory values; surge and \
                 Restricted read from the cards' texts, which are not kept; the plot card, \
                 which the data does not title, is named after its deck)"
            ),
            playstyle: None,
            code: Some(data.code.clone()),
            cards_complete: true,
            cards,
        };
        if let Some(book) = rulebook.decks.iter().find(|d| d.id == deck.id) {
            if book.name.en != deck.name.en {
                notes.push(format!(
                    "deck '{}': the rulebook's English name is '{}', the community data's \
                     '{}'; the community's is kept",
                    deck.id, book.name.en, deck.name.en
                ));
            }
            deck.name.es = book.name.es.clone();
            if let Some(plot) = deck.plot.as_mut() {
                plot.name.es = book.name.es.clone();
            }
            deck.playstyle = book.playstyle.clone();
            deck.source = format!("{}; {}", deck.source, book.source);
        }
        decks.push(deck);
    }
    for book in &rulebook.decks {
        if !decks.iter().any(|d| d.id == book.id) {
            notes.push(format!(
                "deck '{}': the rulebook names it and the community data does not; the \
                 rulebook's record is kept",
                book.id
            ));
            decks.push(book.clone());
        }
    }
    Ok(decks)
}
