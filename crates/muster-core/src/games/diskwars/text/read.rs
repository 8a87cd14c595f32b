//! Reading a list text back (see the parent module for the format): the header's fields,
//! the regiments' disc lines, the command hand and the notes; costs, points and totals are
//! ignored.

use super::{disc_line, find_disc, strip_cost};
use crate::game::LIST_FORMAT;
use crate::games::diskwars::catalog::{Catalog, DiscKind};
use crate::games::diskwars::list::{DiskwarsList, Mode, Regiment};
use crate::ids::name_key;
use crate::lang::Lang;
use crate::list_text::{find, is_totals, read_head, resolve, Found, Notes, TextError};
use crate::registry::GameId;

/// A Diskwars header as error messages show it.
const HEADER_EXAMPLE: &str = "Diskwars · Destruction · 2 regiments";

/// Every mode, in the order an error lists them.
const MODES: [Mode; 2] = [Mode::Standard, Mode::Introductory];

/// Spellings of each mode the reader accepts besides its English and Spanish names.
fn more_mode_names(mode: Mode) -> &'static [&'static str] {
    match mode {
        Mode::Standard => &["estandar", "normal"],
        Mode::Introductory => &["intro", "introduction", "introduccion", "introductoria"],
    }
}

/// Words that may follow the regiment count in the header.
const REGIMENT_WORDS: [&str; 4] = ["regiments", "regiment", "regimientos", "regimiento"];

/// Words that open the command hand's line (before its `:`), as name keys.
const HAND_WORDS: [&str; 8] = [
    "command",
    "commandcards",
    "commandhand",
    "hand",
    "mando",
    "cartasdemando",
    "manodemando",
    "mano",
];

/// The most copies one line may count (far above any legal regiment; it keeps a typo from
/// filling memory).
const MAX_COPIES: u32 = 99;

/// The rest of the command hand's opening line (`Command: 4/4 cards` → `4/4 cards`), or
/// `None` when the line is something else.
fn hand_line(text: &str) -> Option<&str> {
    let (word, rest) = text.split_once(':')?;
    HAND_WORDS
        .contains(&name_key(word).as_str())
        .then(|| rest.trim())
}

/// True when the rest of the hand's line only counts (`4/4 cards`, `3/?`, ``).
fn only_counts(rest: &str) -> bool {
    rest.split(|c: char| c.is_whitespace() || c == '/')
        .filter(|word| !word.is_empty())
        .all(|word| {
            word == "?"
                || word.chars().all(|c| c.is_ascii_digit())
                || ["cards", "card", "cartas", "carta"].contains(&word.to_lowercase().as_str())
        })
}

/// A header field after the game.
enum HeaderField {
    Count(u8),
    Mode(Mode),
    Faction,
}

/// What a header field says: a regiment count (`2 regiments`, `2`), a mode or the faction
/// (which the reader checks but does not keep: the discs decide it).
fn header_field(field: &str, catalog: &Catalog, line: usize) -> Result<HeaderField, TextError> {
    let mut words = field.split_whitespace();
    if let Some(number) = words
        .next()
        .filter(|w| w.chars().all(|c| c.is_ascii_digit()))
    {
        let unit_ok = match words.next() {
            None => true,
            Some(word) => REGIMENT_WORDS.contains(&word.to_lowercase().as_str()),
        };
        return match number.parse::<u8>() {
            Ok(count) if unit_ok && words.next().is_none() => Ok(HeaderField::Count(count)),
            _ => Err(TextError::new(
                line,
                format!("bad regiment count '{field}' (expected a number of regiments, like '2 regiments')"),
            )),
        };
    }
    let key = name_key(field);
    if let Some(mode) = MODES.into_iter().find(|&mode| {
        [mode.name(Lang::En), mode.name(Lang::Es)]
            .iter()
            .chain(more_mode_names(mode))
            .any(|spelling| name_key(spelling) == key)
    }) {
        return Ok(HeaderField::Mode(mode));
    }
    if let Found::One(_) = find(field, catalog.factions()) {
        return Ok(HeaderField::Faction);
    }
    let factions: Vec<&str> = catalog
        .factions()
        .iter()
        .map(|f| f.name.get(Lang::En))
        .collect();
    Err(TextError::new(
        line,
        format!(
            "'{field}' is neither a faction ({}), a regiment count ('2 regiments') nor a mode (Standard, Introductory)",
            factions.join(", ")
        ),
    ))
}

/// Reads a list text back into a list document (see the module documentation). Costs,
/// points and the totals line are ignored: the validator recomputes them.
pub(crate) fn read_text(text: &str, catalog: &Catalog) -> Result<DiskwarsList, TextError> {
    let head = read_head::<GameId>(text)?;
    let line = head.header_line;
    if head.game != GameId::Diskwars {
        return Err(TextError::new(
            line,
            format!("this is a {} list, not a Diskwars one", head.game.product()),
        ));
    }
    let (mut count, mut mode, mut faction) = (None, None, false);
    for field in head.fields.iter().copied().filter(|f| !f.is_empty()) {
        let twice = match header_field(field, catalog, line)? {
            HeaderField::Count(n) => count.replace(n).is_some(),
            HeaderField::Mode(m) => mode.replace(m).is_some(),
            HeaderField::Faction => std::mem::replace(&mut faction, true),
        };
        if twice {
            return Err(TextError::new(
                line,
                format!("the header gives '{field}' and another field of its kind: it reads like '{HEADER_EXAMPLE}'"),
            ));
        }
    }

    let raw: Vec<&str> = text.lines().collect();
    let indented = |number: usize| {
        raw.get(number - 1)
            .is_some_and(|l| l.starts_with(char::is_whitespace))
    };
    let mut regiments: Vec<Regiment> = Vec::new();
    let mut cards: Vec<String> = Vec::new();
    let mut in_hand = false;
    let mut notes = Notes::default();
    let mut read_card = |name: &str, line: usize| -> Result<(), TextError> {
        let name = strip_cost(name.trim());
        if name.is_empty() {
            return Err(TextError::new(
                line,
                "a command card line needs the card's name",
            ));
        }
        let found = find(name, catalog.command_cards());
        cards.push(resolve(
            name,
            found,
            catalog.command_cards(),
            "command card",
            line,
        )?);
        Ok(())
    };
    for body in &head.body {
        let (text, line) = (body.text, body.number);
        if notes.take(text) || is_totals(text) {
            continue;
        }
        if let Some(rest) = hand_line(text) {
            in_hand = true;
            if !only_counts(rest) {
                for name in rest.split(',') {
                    read_card(name, line)?;
                }
            }
        } else if let Some(card) = text.strip_prefix('+') {
            read_card(card, line)?;
        } else if in_hand {
            read_card(text, line)?;
        } else {
            read_disc(text, line, indented(line), catalog, &mut regiments)?;
        }
    }
    Ok(DiskwarsList {
        format: LIST_FORMAT.to_owned(),
        game: <super::super::Diskwars as crate::game::Game>::ID.to_owned(),
        name: head.name.to_owned(),
        mode: mode.unwrap_or_default(),
        regiment_count: count,
        regiments,
        command_cards: cards,
        notes: notes.text(),
    })
}

/// Reads a hero or unit line into the regiments.
fn read_disc(
    text: &str,
    line: usize,
    indented: bool,
    catalog: &Catalog,
    regiments: &mut Vec<Regiment>,
) -> Result<(), TextError> {
    let (count, name) = disc_line(text);
    if name.is_empty() {
        return Err(TextError::new(line, "a disc line needs the disc's name"));
    }
    match count {
        Some(0) => {
            return Err(TextError::new(
                line,
                format!("'{text}' counts no disc: write 1× or more, or leave the line out"),
            ))
        }
        Some(n) if n > MAX_COPIES => {
            return Err(TextError::new(
                line,
                format!("'{text}' counts {n} discs: a line holds at most {MAX_COPIES}"),
            ))
        }
        _ => {}
    }
    let hint = if count.is_some() || indented {
        DiscKind::Unit
    } else {
        DiscKind::Hero
    };
    let found = find_disc(name, catalog, Some(hint));
    let id = resolve(name, found, catalog.discs(), "disc", line)?;
    let kind = catalog.disc(&id).map_or(hint, |d| d.kind);
    match kind {
        DiscKind::Hero if count.unwrap_or(1) > 1 => Err(TextError::new(
            line,
            format!(
                "'{name}' is a hero: each hero leads one regiment, so write it once per regiment"
            ),
        )),
        DiscKind::Hero => {
            regiments.push(Regiment {
                hero: id,
                units: Vec::new(),
            });
            Ok(())
        }
        DiscKind::Unit => {
            let Some(regiment) = regiments.last_mut() else {
                return Err(TextError::new(
                    line,
                    format!("'{name}' is a unit before any hero: a unit line goes under the hero whose regiment recruits it"),
                ));
            };
            for _ in 0..count.unwrap_or(1) {
                regiment.units.push(id.clone());
            }
            Ok(())
        }
    }
}
