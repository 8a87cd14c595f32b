//! Deck links (`muster_core::games::underworlds::deck_link`): a link pasted into the builder
//! becomes the list's decks and cards, a link pasted into the deck editor becomes a deck of
//! the shipped cards, and a list's cards give its link to share. A bad link is `deck.link`,
//! one line per fault naming its place, in the reader's language; nothing is stored.

use super::Underworlds;
use crate::error::{AppError, ErrorCode};
use crate::muster::Muster;
use muster_core::games::underworlds::deck_link::{
    deck_of_link, link_of, list_of_link, parse_link, LinkFault,
};
use muster_core::games::underworlds::{Deck, UnderworldsList};
use muster_core::{Lang, ListDocument};

/// Every fault, one line each, in `lang`.
fn refused(faults: &[LinkFault], lang: Lang) -> AppError {
    let lines: Vec<String> = faults.iter().map(|f| f.message(lang)).collect();
    AppError::new(ErrorCode::DeckLink, lines.join("\n"))
}

/// Where a deck typed or linked by the player says it comes from.
pub(super) fn link_source(name: &str) -> String {
    format!("{} deck link {name}", muster_core::USER_SOURCE)
}

impl Muster {
    /// `underworlds_apply_link`: the list `document` with the decks and cards of a deck link
    /// (its name and warband kept; the format the link's, or Rivals for one deck and Nemesis
    /// for two).
    pub fn underworlds_apply_link(
        &self,
        document: &str,
        link: &str,
        lang: Lang,
    ) -> Result<UnderworldsList, AppError> {
        let ListDocument::Underworlds(list) = crate::lists::parse_document(document)? else {
            return Err(AppError::args("not an Underworlds list"));
        };
        let parsed = parse_link(link).map_err(|f| refused(&[f], lang))?;
        self.session(|session| {
            let catalog = session.catalog::<Underworlds>()?;
            let mut made = list_of_link(&parsed, &catalog, &list.name, &list.warband)
                .map_err(|faults| refused(&faults, lang))?;
            made.season = list.season.clone();
            made.notes = list.notes.clone();
            Ok(made)
        })
    }

    /// `underworlds_deck_of_link` and `muster import deck`: the player's own deck record `id`
    /// named `name` with the cards of a deck link, not stored.
    pub fn underworlds_deck_of_link(
        &self,
        link: &str,
        id: &str,
        name: &str,
        lang: Lang,
    ) -> Result<Deck, AppError> {
        let parsed = parse_link(link).map_err(|f| refused(&[f], lang))?;
        self.session(|session| {
            let catalog = session.catalog::<Underworlds>()?;
            deck_of_link(&parsed, &catalog, id, name, &link_source(name))
                .map_err(|faults| refused(&faults, lang))
        })
    }

    /// `deck_link` and `muster export --format link`: the deck link of a list's cards, to
    /// share in a chat or open in the web tools players use (only Underworlds lists have one).
    pub fn deck_link(&self, document: &ListDocument, lang: Lang) -> Result<String, AppError> {
        let ListDocument::Underworlds(list) = document else {
            return Err(AppError::args(lang.pick(
                "only an Underworlds list has a deck link",
                "solo una lista de Underworlds tiene enlace de mazo",
            )));
        };
        self.session(|session| {
            let catalog = session.catalog::<Underworlds>()?;
            link_of(list, &catalog).map_err(|faults| refused(&faults, lang))
        })
    }
}

/// True when a text reads as a deck link or a list of card codes rather than a deck typed
/// one card per line: it has a `deck=` part or starts with a card code.
pub fn is_deck_link(text: &str) -> bool {
    let text = text.trim_start();
    text.contains("deck=")
        || text
            .split(|c: char| c == ',' || c.is_whitespace())
            .next()
            .is_some_and(|first| parse_link(first).is_ok())
}
