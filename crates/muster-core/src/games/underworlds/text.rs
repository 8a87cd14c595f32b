//! An Underworlds list as compact plain text, for pasting in chats, and that text read back
//! into the same list document.
//!
//! ```text
//! Embers and tunnels
//! Underworlds · The Emberwatch · Rivals · Blazing Assault
//!
//! Fighters (4)
//!   Ardorn (leader)
//!   …
//!
//! Objectives (12)
//!   An objective · surge · glory 1
//!   …
//!
//! Ploys (10)
//!   A ploy · surge
//!   …
//!
//! Upgrades (10)
//!   An upgrade · glory ?
//!   …
//!
//! Plot: a plot card
//!
//! Total: 12 objectives (3 surge) · 20 power cards (10 ploys / 10 upgrades) · legal
//! > a notes line, one per line of the list's notes
//! ```
//!
//! Written in the requested language (Spanish: `Rivales`, `Guerreros (4)`, `(líder)`,
//! `Objetivos`, `súbita`, `gloria 1`, `Ardides`, `Mejoras`, `Trama:`, `temporada`):
//!
//! - line 1, the list's name (left out when the list has none); line 2, the header:
//!   `Underworlds`, the warband, the play format, each Rivals deck in the list's order, and
//!   `season <id>` when the list names a season;
//! - the warband's fighters, one line each, the leader marked (digest V1);
//! - the deck by type: the objective deck in list order, then the power deck's ploys and
//!   upgrades, each in list order, then `Other power cards` for what is neither (an id no
//!   deck has, an objective among the power cards); one card per line, its name, then
//!   `surge` for a surge card and the glory value of an objective or upgrade (`glory ?`
//!   when the data does not give it);
//! - the plot card of each chosen deck that has one (it comes with the deck, §1.1);
//! - the validator's counts and verdict; the notes, each line after `> `.
//!
//! A name is written as the catalogue gives it in the language (the English one when there
//! is no Spanish one); where that name would not read back as the same warband, deck or
//! card the id is written instead, and so is an id the catalogue does not know.
//!
//! Reading accepts both languages and any case, ignores blank lines, the whitespace around
//! lines, **the fighters' lines, the plot lines, every count (the headings' and the
//! totals line) and every field after a card's name**: the warband decides its fighters,
//! the decks their plots and the catalogue each card's surge and glory. The header's fields
//! may come in any order; a field that is neither the format, a season, nor names a
//! warband or deck is kept as the warband's id when it is id-shaped and no other field
//! names the warband, as a deck's id when it is id-shaped otherwise. Without a format, two
//! decks or more read as Nemesis and one as Rivals. A card is looked for among the decks
//! the header names, then among every other deck (the validator then says the card is not
//! from a chosen deck): by its id or either of its names ([`name_key`]: case, spaces and
//! punctuation ignored). Typed by hand, card lines may start with a bullet (`- `) and may
//! come without a heading: a card then goes to the objective or power deck its kind says.
//! Text that matches nothing is kept as an id when it already is one, so that the validator
//! reports it as it would in a JSON document; anything else is an error naming the line,
//! with the nearest name when one is close.
//!
//! Round trip: `read_text(write_text(list)) == list` for every list whose ids are known to
//! the catalogue or id-shaped, whose texts (name, notes, season) fit on their lines without
//! surrounding spaces, and whose power deck lists its ploys before its upgrades and those
//! before any other power card (the order the text writes them in; a deck is shuffled
//! before play, so the order is the player's only).
//!
//! [`name_key`]: crate::ids::name_key

mod lines;
mod read;

pub(crate) use read::read_text;

use self::lines::plain_name;
use self::read::{header_field, HeaderField};
use super::catalog::{Card, Catalog, Deck, Warband};
use super::list::UnderworldsList;
use super::sheet::{card_marks, fighter_name, kind_heading, other_power_heading, sections, Placed};
use super::validate::validate_list;
use super::CardKind;
use crate::game::Game;
use crate::lang::Lang;
use crate::list_text::{find, named, one_line, write_end, Found, FIELD_SEPARATOR};
use std::fmt::Write;

named!(Warband, Deck, Card);

/// The cards `text` names among `decks`: by id or name, one card when every match is the
/// same id.
fn find_among<'c>(text: &str, decks: &[&'c Deck]) -> Found<'c> {
    let mut ids: Vec<&'c str> = Vec::new();
    for deck in decks {
        let found = match find(text, &deck.cards) {
            Found::One(id) => vec![id],
            Found::Several(more) => more,
            Found::Nothing => Vec::new(),
        };
        for id in found {
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
    }
    match ids.as_slice() {
        [] => Found::Nothing,
        [id] => Found::One(id),
        _ => Found::Several(ids),
    }
}

/// The decks a card name is looked for in first: the list's (those the catalogue has).
fn own_decks<'c>(decks: &[String], catalog: &'c Catalog) -> Vec<&'c Deck> {
    decks.iter().filter_map(|id| catalog.deck(id)).collect()
}

/// The cards `text` names: among the list's decks `decks`, then, when none of them has it,
/// among every other deck of the catalogue.
pub(super) fn find_card_named<'c>(text: &str, decks: &[String], catalog: &'c Catalog) -> Found<'c> {
    match find_among(text, &own_decks(decks, catalog)) {
        Found::Nothing => {
            let others: Vec<&Deck> = catalog
                .decks()
                .iter()
                .filter(|d| !decks.contains(&d.id))
                .collect();
            find_among(text, &others)
        }
        found => found,
    }
}

/// A header field as written: the name in `lang` when it reads back as `wanted` (the
/// record's own field), the id otherwise.
fn header_name<'c>(
    id: &'c str,
    name: &'c super::Name,
    lang: Lang,
    catalog: &Catalog,
    wanted: HeaderField<'_>,
) -> &'c str {
    let shown = name.get(lang);
    let reads_back = shown == shown.trim()
        && !shown.contains(FIELD_SEPARATOR)
        && header_field(shown, catalog).ok() == Some(wanted);
    if reads_back {
        shown
    } else {
        id
    }
}

/// A card's line: its name (or id) with its surge and glory.
fn card_line(placed: &Placed<'_>, list: &UnderworldsList, catalog: &Catalog, lang: Lang) -> String {
    let Some((_, card)) = placed.found else {
        return placed.id.to_owned();
    };
    let shown = card.name.get(lang);
    let name = if plain_name(shown)
        && find_card_named(shown, &list.decks, catalog) == Found::One(&card.id)
    {
        shown
    } else {
        placed.id
    };
    let mut fields = vec![name.to_owned()];
    fields.extend(card_marks(card, lang));
    fields.join(&format!(" {FIELD_SEPARATOR} "))
}

/// `12 objectives`, `1 mejora`: a count and its noun, singular for one.
fn counted(count: usize, one: (&str, &str), many: (&str, &str), lang: Lang) -> String {
    let (en, es) = if count == 1 { one } else { many };
    format!("{count} {}", lang.pick(en, es))
}

/// Writes a list as text (see the module documentation).
pub(crate) fn write_text(list: &UnderworldsList, catalog: &Catalog, lang: Lang) -> String {
    let report = validate_list(list, catalog, lang);
    let mut out = String::new();
    if !list.name.trim().is_empty() {
        let _ = writeln!(out, "{}", one_line(&list.name));
    }
    let warband = catalog.warband(&list.warband);
    let mut header = vec![
        <super::Underworlds as Game>::NAME.to_owned(),
        warband
            .map_or(list.warband.as_str(), |w| {
                header_name(&w.id, &w.name, lang, catalog, HeaderField::Warband(&w.id))
            })
            .to_owned(),
        list.play_format.name(lang).to_owned(),
    ];
    header.extend(list.decks.iter().map(|id| {
        catalog
            .deck(id)
            .map_or(id.as_str(), |d| {
                header_name(&d.id, &d.name, lang, catalog, HeaderField::Deck(&d.id))
            })
            .to_owned()
    }));
    if let Some(season) = &list.season {
        header.push(format!("{} {season}", lang.pick("season", "temporada")));
    }
    let _ = writeln!(out, "{}", header.join(&format!(" {FIELD_SEPARATOR} ")));

    if let Some(warband) = warband.filter(|w| !w.fighters.is_empty()) {
        out.push('\n');
        let _ = writeln!(
            out,
            "{} ({})",
            lang.pick("Fighters", "Guerreros"),
            warband.fighters.len()
        );
        for fighter in &warband.fighters {
            let shown = fighter_name(fighter, lang);
            let shown = if plain_name(&shown) {
                shown.as_str()
            } else {
                fighter.id.as_str()
            };
            let _ = writeln!(out, "  {shown}");
        }
    }

    let s = sections(list, catalog);
    for (heading, cards) in [
        (kind_heading(CardKind::Objective, lang), &s.objectives),
        (kind_heading(CardKind::Ploy, lang), &s.ploys),
        (kind_heading(CardKind::Upgrade, lang), &s.upgrades),
        (other_power_heading(lang), &s.other_power),
    ] {
        if cards.is_empty() {
            continue;
        }
        out.push('\n');
        let _ = writeln!(out, "{heading} ({})", cards.len());
        for placed in cards {
            let _ = writeln!(out, "  {}", card_line(placed, list, catalog, lang));
        }
    }

    let plots: Vec<&str> = own_decks(&list.decks, catalog)
        .into_iter()
        .filter_map(|d| d.plot.as_ref().map(|p| p.name.get(lang)))
        .collect();
    if !plots.is_empty() {
        out.push('\n');
        for plot in plots {
            let _ = writeln!(out, "{}: {}", lang.pick("Plot", "Trama"), one_line(plot));
        }
    }

    let t = &report.totals;
    out.push('\n');
    let total = format!(
        "{} ({} {}) {FIELD_SEPARATOR} {} ({} / {})",
        counted(
            t.objectives,
            ("objective", "objetivo"),
            ("objectives", "objetivos"),
            lang
        ),
        t.surge_objectives,
        lang.pick("surge", "súbitas"),
        counted(
            t.power,
            ("power card", "carta de poder"),
            ("power cards", "cartas de poder"),
            lang
        ),
        counted(t.ploys, ("ploy", "ardid"), ("ploys", "ardides"), lang),
        counted(
            t.upgrades,
            ("upgrade", "mejora"),
            ("upgrades", "mejoras"),
            lang
        ),
    );
    write_end(
        &mut out,
        &total,
        report.verdict,
        list.notes.as_deref(),
        lang,
    );
    out
}
