//! A Diskwars list as compact plain text, for pasting in chats, and that text read back
//! into the same list document.
//!
//! ```text
//! Two Destruction regiments
//! Diskwars · Destruction · 2 regiments
//!
//! Kairos Fateweaver — 13+?/33 points, ? left
//!   1× Kurgan Barbarians (5)
//!   1× Plaguebearers (8)
//!   1× Hellcannon (?)
//!
//! Archaon the Everchosen — 25+?/? points, ? left
//!   2× Kurgan Barbarians (5)
//!   1× Bloodthirster (15)
//!
//! Command: 4/? cards
//!   + Intimidate
//!   + Nurgle's Rot
//!   + Chaos Storm
//!   + Assault
//!
//! Total: 38+?/? points, ? left · unconfirmed
//! > a notes line, one per line of the list's notes
//! ```
//!
//! Written in the requested language (Spanish: `Destrucción · 2 regimientos`,
//! `— 13+?/33 puntos, ? restantes`, `Mando: 4/? cartas`):
//!
//! - line 1, the list's name (left out when the list has none); line 2, the header:
//!   `Diskwars`, the army's faction when its discs name one, then the agreed regiment
//!   count (`2 regiments`) and `Introductory` for the introductory mode (`Standard` when a
//!   standard list agrees no count);
//! - per regiment, after a blank line, its hero with the points its units use of the
//!   hero's recruitment points and what is left (unspent points add to the initiative
//!   roll, R-REG-4), or how far over; then a line per run of one disc: `N× name (cost of
//!   one disc)`. A value the data does not give is `?` (`13+?` when some costs are
//!   unknown), never a guess;
//! - the command hand: a line with its size against the heroes' command values, then
//!   `  + card` per card;
//! - the points of the whole army and the verdict, from the validator;
//! - the notes, each line after `> `.
//!
//! A name is written as the catalogue gives it in the language (the Spanish name when the
//! pack has no English one); where that name would not read back as the same disc or card
//! the id is written instead, and so is an id the catalogue does not know.
//!
//! Reading accepts both languages and any case, ignores blank lines, the whitespace
//! around lines, **every cost and count of points, the hand's size and the totals line**:
//! the validator recomputes them. A name matches a disc's or card's English or Spanish
//! name (compared with [`name_key`](crate::ids::name_key): case, spaces and punctuation ignored) or its id. A
//! disc line is a hero (a new regiment) or a unit of the regiment above as the catalogue
//! says; a disc it does not know is a unit when the line starts with a count (`2×`, `2x`)
//! or is indented, a hero otherwise. Typed by hand, the hand may also be one line:
//! `Command: Intimidate, Assault`. Text that matches nothing is kept as an id when it
//! already is one (lowercase kebab-case), so that the validator reports it as it would
//! in a JSON document; anything else is an error naming the line, with the nearest name
//! when one is close.
//!
//! Round trip: `read_text(write_text(list)) == list` for every list whose ids are known to
//! the catalogue or id-shaped and whose texts (name, notes) fit on their lines without
//! surrounding spaces.

mod read;

pub(crate) use read::read_text;

use super::catalog::{Catalog, CommandCard, Disc, DiscKind, Faction};
use super::list::{DiskwarsList, Mode};
use super::totals::Spent;
use super::validate::validate_list;
use crate::game::Game;
use crate::lang::Lang;
use crate::list_text::{
    find, named, one_line, split_count, write_end, written, Found, FIELD_SEPARATOR,
};
use crate::sheet::{left_text, or_unknown};
use std::fmt::Write;

named!(Disc, CommandCard, Faction);

/// The discs `text` names; several of one name are narrowed to those of `kind` when that
/// settles it.
fn find_disc<'c>(text: &str, catalog: &'c Catalog, kind: Option<DiscKind>) -> Found<'c> {
    match (find(text, catalog.discs()), kind) {
        (Found::Several(ids), Some(kind)) => {
            let of_kind: Vec<&str> = ids
                .iter()
                .copied()
                .filter(|id| catalog.disc(id).is_some_and(|d| d.kind == kind))
                .collect();
            match of_kind.as_slice() {
                [id] => Found::One(id),
                _ => Found::Several(ids),
            }
        }
        (found, _) => found,
    }
}

/// The line without a trailing `(cost)` (digits or `?`), which the reader ignores.
fn strip_cost(text: &str) -> &str {
    let Some(inner) = text.strip_suffix(')') else {
        return text;
    };
    let Some(open) = inner.rfind('(') else {
        return text;
    };
    let cost = inner[open + 1..].trim();
    if cost == "?" || (!cost.is_empty() && cost.chars().all(|c| c.is_ascii_digit())) {
        inner[..open].trim_end()
    } else {
        text
    }
}

/// The dashes that may separate a hero's name from its points.
const DASHES: [&str; 3] = [" — ", " – ", " - "];

/// The line without a hero's points (`— 33/33 points, 0 left`), which the reader ignores:
/// whatever follows the first spaced dash when it holds a number or `?`.
fn strip_points(text: &str) -> &str {
    let cut = DASHES
        .iter()
        .filter_map(|dash| text.find(dash).map(|at| (at, dash.len())))
        .min();
    match cut {
        Some((at, len))
            if text[at + len..]
                .chars()
                .any(|c| c.is_ascii_digit() || c == '?') =>
        {
            text[..at].trim_end()
        }
        _ => text,
    }
}

/// A disc line taken apart: its count (when written) and name.
fn disc_line(text: &str) -> (Option<u32>, &str) {
    let (count, rest) = split_count(text);
    (count, strip_points(strip_cost(rest)))
}

/// A disc as a line writes it.
fn disc_name<'c>(id: &'c str, catalog: &'c Catalog, kind: DiscKind, lang: Lang) -> &'c str {
    match catalog.disc(id) {
        Some(d) => written(&d.id, d.name.get(lang), |shown| {
            disc_line(shown) == (None, shown)
                && !shown.contains(':')
                && !shown.starts_with(['+', '>'])
                && find_disc(shown, catalog, Some(kind)) == Found::One(&d.id)
        }),
        None => id,
    }
}

/// `2 regiments`, `1 regimiento`.
pub(crate) fn regiments_text(count: u32, lang: Lang) -> String {
    let word = match (count, lang) {
        (1, _) => lang.pick("regiment", "regimiento"),
        _ => lang.pick("regiments", "regimientos"),
    };
    format!("{count} {word}")
}

/// Writes a list as text (see the module documentation).
pub(crate) fn write_text(list: &DiskwarsList, catalog: &Catalog, lang: Lang) -> String {
    let report = validate_list(list, catalog, lang);
    let totals = &report.totals;
    let points = lang.pick("points", "puntos");
    let mut out = String::new();
    if !list.name.trim().is_empty() {
        let _ = writeln!(out, "{}", one_line(&list.name));
    }
    let mut header = vec![<super::Diskwars as Game>::NAME.to_owned()];
    if let Some(faction) = totals
        .faction
        .as_deref()
        .and_then(|id| catalog.factions().iter().find(|f| f.id == id))
    {
        header.push(
            written(&faction.id, faction.name.get(lang), |shown| {
                find(shown, catalog.factions()) == Found::One(&faction.id)
            })
            .to_owned(),
        );
    }
    if let Some(count) = list.regiment_count {
        header.push(regiments_text(u32::from(count), lang));
    }
    if list.mode == Mode::Introductory || list.regiment_count.is_none() {
        header.push(list.mode.name(lang).to_owned());
    }
    let _ = writeln!(out, "{}", header.join(&format!(" {FIELD_SEPARATOR} ")));

    for (r, regiment) in list.regiments.iter().enumerate() {
        out.push('\n');
        let hero = disc_name(&regiment.hero, catalog, DiscKind::Hero, lang);
        match totals.regiments.get(r) {
            Some(t) => {
                let _ = writeln!(
                    out,
                    "{hero} — {}/{} {points}, {}",
                    t.spent.cost().text(),
                    or_unknown(t.points),
                    left_text(t.left, lang)
                );
            }
            None => {
                let _ = writeln!(out, "{hero}");
            }
        }
        let mut units = regiment.units.iter().peekable();
        while let Some(id) = units.next() {
            let mut count = 1;
            while units.next_if(|next| *next == id).is_some() {
                count += 1;
            }
            let name = disc_name(id, catalog, DiscKind::Unit, lang);
            let cost = or_unknown(
                catalog
                    .disc(id)
                    .and_then(|d| d.cost.as_ref())
                    .map(|k| k.value),
            );
            let _ = writeln!(out, "  {count}× {name} ({cost})");
        }
    }

    out.push('\n');
    let _ = writeln!(
        out,
        "{}: {}/{} {}",
        lang.pick("Command", "Mando"),
        totals.hand,
        or_unknown(totals.hand_limit),
        lang.pick("cards", "cartas")
    );
    for id in &list.command_cards {
        let name = match catalog.command_card(id) {
            Some(card) => written(&card.id, card.name.get(lang), |shown| {
                strip_cost(shown) == shown
                    && find(shown, catalog.command_cards()) == Found::One(&card.id)
            }),
            None => id,
        };
        let _ = writeln!(out, "  + {name}");
    }

    let spent = Spent {
        known: totals.regiments.iter().map(|t| t.spent.known).sum(),
        unknown: totals.regiments.iter().map(|t| t.spent.unknown).sum(),
    };
    let limit = totals
        .regiments
        .iter()
        .map(|t| t.points)
        .sum::<Option<u32>>();
    out.push('\n');
    let total = format!(
        "{}/{} {points}, {}",
        spent.cost().text(),
        or_unknown(limit),
        left_text(totals.unspent.map(i64::from), lang),
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
