//! A RuneWars list as compact plain text, for pasting in chats, and that text read back
//! into the same list document.
//!
//! ```text
//! Everything in the Daqan half of a Core Set
//! RuneWars · Daqan Lords · Skirmish · 100 points
//!
//! Spearmen 2x2 (18)
//!   + Shield Wall (3)
//! Oathsworn Cavalry 2x1 (40)
//! Kari Wraithstalker 1x1 (35)
//!   + Wraith Step (4)
//!
//! Total: 100/100 points · legal
//! > a notes line, one per line of the list's notes
//! ```
//!
//! Written in the requested language (Spanish: `Señores de Daqan · Escaramuza · 100
//! puntos`, `Total: 100/100 puntos · legal`):
//!
//! - line 1, the list's name (left out when the list has none); line 2, the header:
//!   `RuneWars`, the faction, the mode (Standard, Skirmish, Team / Estándar, Escaramuza,
//!   Por equipos) and the army value in force (always written: the list's own or the
//!   mode's default);
//! - a line per unit: its name, its configuration id as the list writes it (left out when
//!   the list leaves it out), `(cost)` of its cost-table row (`?` when unknown) and, when a
//!   player commands it (team play), ` @Player`; under it a line per upgrade:
//!   `  + name (cost)`;
//! - the points used and the army value, and the verdict, from the validator;
//! - the notes, each line after `> `.
//!
//! A name is written as the catalogue gives it in the language; where that name would not
//! read back as the same card (two cards of one name, like a hero's cavalry and infantry
//! figure upgrades, when the unit's type does not tell them apart) the card's id is
//! written instead, and so is an id the catalogue does not know.
//!
//! Reading accepts both languages and any case, ignores blank lines and the whitespace
//! around lines, and **ignores every cost and the totals line**: the validator recomputes
//! them from the catalogue. A name matches a card's English or Spanish name (compared with
//! [`name_key`]: case, spaces and punctuation ignored) or its id. Text that matches
//! nothing is kept as an id when it already is one (lowercase kebab-case), so that the
//! validator reports it as it would in a JSON document; anything else is an error naming
//! the line, with the nearest name when one is close. An army value equal to the mode's
//! default reads as no `points_limit` (the document's way of saying "the default").
//!
//! Round trip: `read_text(write_text(list)) == list` for every list whose ids are known to
//! the catalogue or id-shaped, whose configuration ids have the `CxR` shape, whose texts
//! (name, players, notes) fit on their lines without surrounding spaces, and whose
//! explicit army value, if any, is not the mode's default. An unknown id that reads
//! as another card's name (`spear-men` for Spearmen) reads back as that card.

use super::catalog::{Catalog, Faction, UnitCard, UpgradeCard};
use super::list::{ListUnit, Mode, RuneWarsList};
use super::options::Options;
use super::validate::validate_list;
use crate::game::Game;
use crate::game::LIST_FORMAT;
use crate::ids::name_key;
use crate::lang::Lang;
use crate::list_text::{
    find, is_id_shaped, is_totals, named, one_line, read_head, resolve, write_end, written, Found,
    Notes, TextError, FIELD_SEPARATOR, HEADER_EXAMPLE,
};
use crate::registry::GameId;
use std::fmt::Write;

named!(Faction, UnitCard, UpgradeCard);

/// Every mode, in the order an error lists them.
const MODES: [Mode; 3] = [Mode::Standard, Mode::Skirmish, Mode::Team];

/// A mode's English and Spanish names (the ones written) and further spellings the reader
/// accepts.
fn mode_names(mode: Mode) -> (&'static str, &'static str, &'static [&'static str]) {
    let more: &'static [&'static str] = match mode {
        Mode::Standard => &["estandar"],
        Mode::Skirmish => &[],
        Mode::Team => &["equipos", "equipo"],
    };
    (mode.name(Lang::En), mode.name(Lang::Es), more)
}

/// Words that may follow the number of an army value.
const POINTS_WORDS: [&str; 6] = ["points", "point", "pts", "puntos", "punto", "ptos"];

/// True when an upgrade's type and unit restrictions let `card` carry it.
fn fits(upgrade: &UpgradeCard, card: &UnitCard) -> bool {
    let r = &upgrade.restrictions;
    (r.unit_types.is_empty() || r.unit_types.contains(&card.unit_type))
        && (r.units.is_empty() || r.units.contains(&card.id))
        && !r.not_units.contains(&card.id)
}

/// The upgrades `text` names on a unit: a name several cards share is narrowed to the
/// cards the unit may carry (a hero's cavalry or infantry figure upgrade).
fn find_upgrade<'c>(text: &str, catalog: &'c Catalog, card: Option<&UnitCard>) -> Found<'c> {
    match (find(text, catalog.upgrades()), card) {
        (Found::Several(ids), Some(card)) => {
            let fitting: Vec<&str> = ids
                .iter()
                .copied()
                .filter(|id| catalog.upgrade(id).is_some_and(|u| fits(u, card)))
                .collect();
            match fitting.as_slice() {
                [id] => Found::One(id),
                _ => Found::Several(ids),
            }
        }
        (found, _) => found,
    }
}

/// True for a configuration id: `CxR`, optionally with a kebab-case suffix
/// (`3x2`, `2x2-champion`).
fn is_config(token: &str) -> bool {
    let (shape, suffix) = match token.split_once('-') {
        Some((shape, suffix)) => (shape, Some(suffix)),
        None => (token, None),
    };
    let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    shape
        .split_once('x')
        .is_some_and(|(columns, ranks)| digits(columns) && digits(ranks))
        && suffix.is_none_or(is_id_shaped)
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

/// A unit line taken apart: name, configuration, player.
#[derive(Debug, PartialEq)]
struct UnitLine<'a> {
    name: &'a str,
    config: Option<String>,
    player: Option<&'a str>,
}

/// Splits `Name CxR (cost) @Player`; everything but the name is optional.
fn unit_line(text: &str) -> UnitLine<'_> {
    let at = text
        .char_indices()
        .find(|&(i, c)| c == '@' && (i == 0 || text[..i].ends_with(char::is_whitespace)))
        .map(|(i, _)| i);
    let (rest, player) = match at {
        Some(i) => (text[..i].trim_end(), Some(text[i + 1..].trim())),
        None => (text, None),
    };
    let rest = strip_cost(rest);
    let (name, config) = match rest.rsplit_once(char::is_whitespace) {
        Some((name, token)) if is_config(&token.to_lowercase()) && !name.trim().is_empty() => {
            (name.trim_end(), Some(token.to_lowercase()))
        }
        _ => (rest, None),
    };
    UnitLine {
        name,
        config,
        player,
    }
}

/// The mode a header field names.
fn read_mode(field: &str, line: usize) -> Result<Mode, TextError> {
    let key = name_key(field);
    MODES
        .into_iter()
        .find(|&mode| {
            let (en, es, more) = mode_names(mode);
            [en, es]
                .iter()
                .chain(more)
                .any(|spelling| name_key(spelling) == key)
        })
        .ok_or_else(|| {
            let names = |lang: Lang| {
                let words: Vec<&str> = MODES.iter().map(|&m| m.name(lang)).collect();
                words.join(", ")
            };
            TextError::new(
                line,
                format!(
                    "unknown mode '{field}' (expected {}; {})",
                    names(Lang::En),
                    names(Lang::Es)
                ),
            )
        })
}

/// True when a header field is meant as an army value (`200 points`, `200`, `x points`).
fn is_army_value(field: &str) -> bool {
    field.starts_with(|c: char| c.is_ascii_digit())
        || field
            .split_whitespace()
            .last()
            .is_some_and(|word| POINTS_WORDS.contains(&word.to_lowercase().as_str()))
}

/// The army value of a header field: a number, optionally followed by `points`/`puntos`.
fn read_army_value(field: &str, line: usize) -> Result<u32, TextError> {
    let bad = || {
        TextError::new(
            line,
            format!("bad army value '{field}' (expected a number of points, like '200 points')"),
        )
    };
    let mut words = field.split_whitespace();
    let number = words.next().ok_or_else(bad)?;
    let unit_ok = match words.next() {
        None => true,
        Some(word) => POINTS_WORDS.contains(&word.to_lowercase().as_str()),
    };
    if !unit_ok || words.next().is_some() || !number.chars().all(|c| c.is_ascii_digit()) {
        return Err(bad());
    }
    number.parse().map_err(|_| bad())
}

/// Writes a list as text (see the module documentation).
pub(crate) fn write_text(
    list: &RuneWarsList,
    catalog: &Catalog,
    options: &Options,
    lang: Lang,
) -> String {
    let report = validate_list(list, catalog, options, lang);
    let points = lang.pick("points", "puntos");
    let mut out = String::new();
    if !list.name.trim().is_empty() {
        let _ = writeln!(out, "{}", one_line(&list.name));
    }
    let faction = match catalog.faction(&list.faction) {
        Some(f) => written(&f.id, f.name.get(lang), |shown| {
            find(shown, catalog.factions()) == Found::One(&f.id)
        }),
        None => &list.faction,
    };
    let _ = writeln!(
        out,
        "{game} {FIELD_SEPARATOR} {faction} {FIELD_SEPARATOR} {mode} {FIELD_SEPARATOR} {value} {points}",
        game = <super::RuneWars as Game>::NAME,
        mode = list.mode.name(lang),
        value = list.points_limit(),
    );
    out.push('\n');
    for (i, unit) in list.units.iter().enumerate() {
        let card = catalog.unit(&unit.unit);
        let name = match card {
            Some(c) => written(&c.id, c.name.get(lang), |shown| {
                unit_line(shown).name == shown && find(shown, catalog.units()) == Found::One(&c.id)
            }),
            None => &unit.unit,
        };
        let row = report
            .totals
            .units
            .get(i)
            .and_then(|t| t.config.as_deref())
            .zip(card)
            .and_then(|(config, card)| card.configuration(config));
        let _ = write!(out, "{name}");
        if let Some(config) = &unit.config {
            let _ = write!(out, " {config}");
        }
        let _ = write!(
            out,
            " ({})",
            row.map_or_else(|| "?".to_owned(), |r| r.cost.to_string())
        );
        if let Some(player) = &unit.player {
            let _ = write!(out, " @{}", one_line(player));
        }
        out.push('\n');
        for id in &unit.upgrades {
            let upgrade = catalog.upgrade(id);
            let name = match upgrade {
                Some(u) => written(&u.id, u.name.get(lang), |shown| {
                    strip_cost(shown) == shown
                        && find_upgrade(shown, catalog, card) == Found::One(&u.id)
                }),
                None => id,
            };
            let cost = upgrade.map_or_else(|| "?".to_owned(), |u| u.cost.to_string());
            let _ = writeln!(out, "  + {name} ({cost})");
        }
    }
    if !list.units.is_empty() {
        out.push('\n');
    }
    let totals = &report.totals.points;
    let total = format!("{}/{} {points}", totals.used, totals.limit);
    write_end(
        &mut out,
        &total,
        report.verdict,
        list.notes.as_deref(),
        lang,
    );
    out
}

/// Reads a list text back into a list document (see the module documentation). Costs and
/// the totals line are ignored: the validator recomputes them.
pub(crate) fn read_text(text: &str, catalog: &Catalog) -> Result<RuneWarsList, TextError> {
    let head = read_head::<GameId>(text)?;
    let line = head.header_line;
    if head.game != GameId::RuneWars {
        return Err(TextError::new(
            line,
            format!("this is a {} list, not a RuneWars one", head.game.product()),
        ));
    }
    if head.fields.len() > 3 {
        return Err(TextError::new(
            line,
            format!("too many fields in the header: it reads like '{HEADER_EXAMPLE}'"),
        ));
    }
    let mut fields = head.fields.iter().copied();
    let faction_text = fields.next().filter(|f| !f.is_empty()).ok_or_else(|| {
        TextError::new(
            line,
            format!("missing faction: the header reads like '{HEADER_EXAMPLE}'"),
        )
    })?;
    let found = find(faction_text, catalog.factions());
    let faction = resolve(faction_text, found, catalog.factions(), "faction", line)?;
    let (mut mode, mut value) = (None, None);
    for field in fields {
        if is_army_value(field) {
            if value.replace(read_army_value(field, line)?).is_some() {
                return Err(TextError::new(
                    line,
                    "the header gives the army value twice",
                ));
            }
        } else if mode.replace(read_mode(field, line)?).is_some() {
            return Err(TextError::new(line, "the header gives the mode twice"));
        }
    }
    let mode: Mode = mode.unwrap_or_default();

    let mut units: Vec<ListUnit> = Vec::new();
    let mut cards: Vec<Option<&UnitCard>> = Vec::new();
    let mut notes = Notes::default();
    for body in &head.body {
        let (text, line) = (body.text, body.number);
        if notes.take(text) || is_totals(text) {
            continue;
        }
        if let Some(upgrade) = text.strip_prefix('+') {
            let (Some(unit), Some(card)) = (units.last_mut(), cards.last()) else {
                return Err(TextError::new(
                    line,
                    "an upgrade line before any unit: each '+ upgrade' line goes under the unit that carries it",
                ));
            };
            let name = strip_cost(upgrade.trim());
            if name.is_empty() {
                return Err(TextError::new(
                    line,
                    "an upgrade line needs the upgrade's name",
                ));
            }
            let found = find_upgrade(name, catalog, *card);
            unit.upgrades
                .push(resolve(name, found, catalog.upgrades(), "upgrade", line)?);
        } else {
            let parts = unit_line(text);
            if parts.name.is_empty() {
                return Err(TextError::new(line, "a unit line needs the unit's name"));
            }
            let found = find(parts.name, catalog.units());
            let id = resolve(parts.name, found, catalog.units(), "unit", line)?;
            cards.push(catalog.unit(&id));
            units.push(ListUnit {
                unit: id,
                config: parts.config,
                upgrades: Vec::new(),
                player: parts.player.map(str::to_owned),
            });
        }
    }
    Ok(RuneWarsList {
        format: LIST_FORMAT.to_owned(),
        game: <super::RuneWars as Game>::ID.to_owned(),
        name: head.name.to_owned(),
        faction,
        points_limit: value.filter(|&v| v != mode.default_points_limit()),
        mode,
        units,
        notes: notes.text(),
    })
}
