//! Decks as players share them: the community card database's deck links
//! (`https://www.underworldsdb.com/shared.php?deck=0,BL1,BL2,…&format=rivals&deckname=…`), the
//! `deck=0,BL1,…` part alone, or the card codes alone (`BL1, BL2, …`). A link names its cards
//! by their codes (`BL1`), which the catalogue's cards carry; reading one needs no network.
//!
//! A link read against the catalogue gives a deck of the catalogue's cards, which becomes a
//! list's decks and cards ([`list_of_link`]) or the player's own deck record
//! ([`deck_of_link`]); a list's cards give its link back ([`link_of`]). Every code the
//! catalogue does not know is named with its place in the link, and nothing is made.

use super::catalog::{Card, CardKind, Catalog, Deck, Name, PlayFormat};
use super::list::UnderworldsList;
use super::totals::find_card;
use crate::lang::Lang;
use std::fmt;

/// Where a shared deck link points.
pub const LINK_BASE: &str = "https://www.underworldsdb.com/shared.php";

/// The most codes a link may hold (two whole decks; a Nemesis deck takes 32).
pub const MAX_CODES: usize = 64;

/// A deck link taken apart: its card codes in order, and the format and name it gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckLink {
    /// The card codes (`BL1`), in the link's order.
    pub codes: Vec<String>,
    /// `format=rivals` or `nemesis`, when the link gives it.
    pub format: Option<PlayFormat>,
    /// `deckname=…`, when the link gives it.
    pub name: Option<String>,
}

/// Why a text is not a deck link, or a code of one names no card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkFault {
    /// No card code at all.
    Empty,
    /// More codes than two whole decks.
    TooMany {
        /// How many.
        count: usize,
    },
    /// Something that is not a card code, at its 1-based place among the codes.
    NotACode {
        /// Its place.
        place: usize,
        /// What was written.
        text: String,
    },
    /// A code no card of the catalogue carries.
    UnknownCode {
        /// Its place.
        place: usize,
        /// The code.
        code: String,
    },
    /// A card of the list whose code the catalogue does not know (a card the player typed).
    NoCode {
        /// The card's name.
        card: String,
    },
}

impl LinkFault {
    /// What is wrong, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match (self, lang) {
            (LinkFault::Empty, Lang::En) => "the link names no card code (BL1, BL2…)".into(),
            (LinkFault::Empty, Lang::Es) => {
                "el enlace no nombra ningún código de carta (BL1, BL2…)".into()
            }
            (LinkFault::TooMany { count }, Lang::En) => {
                format!("the link names {count} cards; a deck link holds at most {MAX_CODES}")
            }
            (LinkFault::TooMany { count }, Lang::Es) => format!(
                "el enlace nombra {count} cartas; un enlace de mazo tiene como mucho {MAX_CODES}"
            ),
            (LinkFault::NotACode { place, text }, Lang::En) => {
                format!("card {place}: '{text}' is not a card code such as BL1")
            }
            (LinkFault::NotACode { place, text }, Lang::Es) => {
                format!("carta {place}: «{text}» no es un código de carta como BL1")
            }
            (LinkFault::UnknownCode { place, code }, Lang::En) => {
                format!("card {place}: no card of the Rivals decks has the code {code}")
            }
            (LinkFault::UnknownCode { place, code }, Lang::Es) => {
                format!("carta {place}: ninguna carta de los mazos Rivales tiene el código {code}")
            }
            (LinkFault::NoCode { card }, Lang::En) => {
                format!("{card} has no card code, so no link can name it")
            }
            (LinkFault::NoCode { card }, Lang::Es) => {
                format!("{card} no tiene código de carta: ningún enlace puede nombrarla")
            }
        }
    }
}

impl fmt::Display for LinkFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

/// True for a card code: capital letters, then digits (`BL1`, `NP32`).
fn is_code(text: &str) -> bool {
    let letters = text.bytes().take_while(u8::is_ascii_uppercase).count();
    letters > 0 && letters < text.len() && text.bytes().skip(letters).all(|b| b.is_ascii_digit())
}

/// A query value with its `%XX` escapes and `+` read back.
fn unescape(value: &str) -> String {
    let bytes = value.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => match value
                .get(i + 1..i + 3)
                .and_then(|hex| u8::from_str_radix(hex, 16).ok())
            {
                Some(byte) => {
                    out.push(byte);
                    i += 2;
                }
                None => out.push(b'%'),
            },
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A text for a query value: letters, digits and `-_.~` as they are, every other byte
/// escaped.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Reads a deck link, its `deck=…` part, or a list of card codes (separated by commas,
/// spaces or line breaks). The leading `0` a link writes before its codes is skipped.
pub fn parse_link(text: &str) -> Result<DeckLink, LinkFault> {
    let text = text.trim();
    let query = text.split_once('?').map_or(text, |(_, q)| q);
    let mut codes_text = None;
    let mut format = None;
    let mut name = None;
    if query.contains("deck=") {
        for pair in query.split('&') {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            match key.trim() {
                "deck" => codes_text = Some(unescape(value)),
                "format" => {
                    format = match unescape(value).trim() {
                        "rivals" => Some(PlayFormat::Rivals),
                        "nemesis" => Some(PlayFormat::Nemesis),
                        _ => None,
                    }
                }
                "deckname" => {
                    name = Some(unescape(value).trim().to_owned()).filter(|n| !n.is_empty())
                }
                _ => {}
            }
        }
    }
    let codes_text = codes_text.unwrap_or_else(|| query.to_owned());
    let mut codes = Vec::new();
    for (i, word) in codes_text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .enumerate()
    {
        if i == 0 && word == "0" {
            continue;
        }
        if !is_code(word) {
            return Err(LinkFault::NotACode {
                place: codes.len() + 1,
                text: word.chars().take(24).collect(),
            });
        }
        codes.push(word.to_owned());
        if codes.len() > MAX_CODES {
            break;
        }
    }
    match codes.len() {
        0 => Err(LinkFault::Empty),
        count if count > MAX_CODES => Err(LinkFault::TooMany { count }),
        _ => Ok(DeckLink {
            codes,
            format,
            name,
        }),
    }
}

/// Each code's card and the deck it is in, every unknown code a fault at its place.
fn resolve<'c>(
    link: &DeckLink,
    catalog: &'c Catalog,
) -> Result<Vec<(&'c Deck, &'c Card)>, Vec<LinkFault>> {
    let mut found = Vec::new();
    let mut faults = Vec::new();
    for (i, code) in link.codes.iter().enumerate() {
        let card = catalog.decks().iter().find_map(|deck| {
            deck.cards
                .iter()
                .find(|c| c.code.as_deref() == Some(code))
                .map(|card| (deck, card))
        });
        match card {
            Some(card) => found.push(card),
            None => faults.push(LinkFault::UnknownCode {
                place: i + 1,
                code: code.clone(),
            }),
        }
    }
    if faults.is_empty() {
        Ok(found)
    } else {
        Err(faults)
    }
}

/// The list a link makes for `warband`: the decks its cards come from, in the order they
/// first appear, and its cards in the objective and power decks. The format is the link's,
/// or Rivals for the cards of one deck and Nemesis for two.
pub fn list_of_link(
    link: &DeckLink,
    catalog: &Catalog,
    name: &str,
    warband: &str,
) -> Result<UnderworldsList, Vec<LinkFault>> {
    let cards = resolve(link, catalog)?;
    let mut decks: Vec<String> = Vec::new();
    for (deck, _) in &cards {
        if !decks.contains(&deck.id) {
            decks.push(deck.id.clone());
        }
    }
    let format = link.format.unwrap_or(if decks.len() > 1 {
        PlayFormat::Nemesis
    } else {
        PlayFormat::Rivals
    });
    let mut list = UnderworldsList::new(name, format, warband);
    list.decks = decks;
    for (_, card) in cards {
        let pile = if card.kind == CardKind::Objective {
            &mut list.objectives
        } else {
            &mut list.power
        };
        if !pile.contains(&card.id) {
            pile.push(card.id.clone());
        }
    }
    Ok(list)
}

/// The player's own deck record `id` named `name` holding a link's cards (each a copy of the
/// catalogue's, with its code): the deck as the link has it, to use or edit as theirs. It
/// keeps the plot card of a deck the link copies whole.
pub fn deck_of_link(
    link: &DeckLink,
    catalog: &Catalog,
    id: &str,
    name: &str,
    source: &str,
) -> Result<Deck, Vec<LinkFault>> {
    let cards = resolve(link, catalog)?;
    let mut copied: Vec<Card> = Vec::new();
    for (_, card) in &cards {
        if !copied.iter().any(|c| c.id == card.id) {
            copied.push((*card).clone());
        }
    }
    let whole = cards.first().map(|(deck, _)| *deck).filter(|deck| {
        deck.cards.len() == copied.len() && cards.iter().all(|(d, _)| d.id == deck.id)
    });
    Ok(Deck {
        id: id.to_owned(),
        name: Name {
            en: name.trim().to_owned(),
            es: None,
        },
        source: source.to_owned(),
        playstyle: None,
        code: None,
        cards_complete: true,
        cards: copied,
        plot: whole.and_then(|deck| deck.plot.clone()),
    })
}

/// The link of a list's cards, objectives first, as the community card database writes it,
/// with the list's format and name; or every card of the list that has no code.
pub fn link_of(list: &UnderworldsList, catalog: &Catalog) -> Result<String, Vec<LinkFault>> {
    let mut codes = Vec::new();
    let mut faults = Vec::new();
    for id in list.objectives.iter().chain(&list.power) {
        match find_card(list, catalog, id).and_then(|(_, card)| card.code.as_deref()) {
            Some(code) => codes.push(code.to_owned()),
            None => faults.push(LinkFault::NoCode {
                card: find_card(list, catalog, id).map_or(id.clone(), |(_, c)| c.name.en.clone()),
            }),
        }
    }
    if !faults.is_empty() {
        return Err(faults);
    }
    if codes.is_empty() {
        return Err(vec![LinkFault::Empty]);
    }
    Ok(format!(
        "{LINK_BASE}?deck=0,{}&format={}&deckname={}",
        codes.join(","),
        list.play_format.id(),
        escape(&list.name)
    ))
}
