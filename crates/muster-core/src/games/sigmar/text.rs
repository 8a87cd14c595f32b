//! An Age of Sigmar list as compact plain text, for pasting in chats, and that text read
//! back into the same list document.
//!
//! Matched play:
//!
//! ```text
//! Hammers of the storm
//! Age of Sigmar · Stormcast Eternals · Matched play · 2000 points · General's Handbook 2026-27
//!
//! Regiment 1 (general) — 410 points
//!   Lord-Celestant (140)
//!     + Heroic trait: Astral Nimbus
//!     + Artefact: Null Pendant
//!   Liberators [Reinforced] (220)
//!     + Scars of War: Veterans of Amberstone Watch (10)
//!   Prosecutors (?)
//!
//! Regiment of Renown: The Blacktalons (320)
//!
//! Auxiliaries — 80 points
//!   Gryph-hounds (80)
//!
//! Faction terrain: Stormreach Portal (20)
//! Battle formation: Thunderhead Host
//! Spell lore: Lore of the Storm
//! Manifestation lore: Forbidden Power (20)
//!
//! Total: 830+?/2000 points, ? left · 3 drops · 2 regiments · 1 auxiliary unit · 14 models · not legal
//! > a notes line, one per line of the list's notes
//! ```
//!
//! Open play:
//!
//! ```text
//! Everything on the shelf
//! Age of Sigmar · Stormcast Eternals · Open play
//!
//! 10× Liberators · Wounds 2 · Bravery 7 · general
//! 5× Bloodletters · Blades of Khorne
//!
//! Total: 15 models · legal
//! ```
//!
//! Written in the requested language (Spanish: `Juego equilibrado · 2000 puntos`,
//! `Regimiento 1 (general) — 410 puntos`, `[Reforzada]`, `+ Rasgo heroico:`, `+ Mejora:`,
//! `Regimiento de Renombre:`, `Auxiliares`, `Terreno de facción:`, `Formación de batalla:`,
//! `Saber de hechizos:`, `Saber de plegarias:`, `Saber de manifestaciones:`). Wounds and
//! Bravery stay in English in both: the Spanish core rules keep the characteristics'
//! English names (digest §6).
//!
//! - line 1, the list's name (left out when the list has none); line 2, the header: `Age of
//!   Sigmar`, the faction, the mode and, in matched play, the points limit and the season
//!   in force (always written);
//! - matched play: per regiment a heading with the points of its lines, its leader (with
//!   `+ Heroic trait:` and `+ Artefact:` lines), its units (`[Reinforced]` when reinforced)
//!   each with its points; under a unit, an enhancement of the faction's own tables on a
//!   `+` line labelled by its table's name (`+ Monstrous Traits:`), or by `+ Enhancement:`
//!   when the table's name reads as another label or no table holds it; the Regiment of
//!   Renown; the auxiliary units; one line per army choice (faction terrain, formation,
//!   lores); a value the data does not give is `?`;
//! - open play: a line per unit: its models, `×`, the warscroll, and, separated by `·`, the
//!   player's Wounds and Bravery, the pack when it is not the list's faction, `general`;
//! - the totals and the verdict, from the validator; the notes, each line after `> `.
//!
//! A name is written as the pack gives it where it reads back as the same record on its
//! line, its id otherwise (and so is an id the pack does not know).
//!
//! Reading accepts both languages and any case, ignores blank lines, the whitespace around
//! lines, **every cost, every heading's points and the totals line**: the validator
//! recomputes them. The header's fields may come in any order. A name matches a record's
//! name (compared with [`name_key`](crate::ids::name_key)) or its id. In
//! matched play the first unit line under a `Regiment` heading is its leader; in open play
//! a warscroll the list's faction lacks is looked up in the other packs when its name is
//! not an id. Text that matches nothing is kept as an id when it already is one, so that
//! the validator reports it as it would in a JSON document; anything else is an error
//! naming the line, with the nearest name when one is close.
//!
//! Round trip: `read_text(write_text(list)) == list` for every list whose ids are known to
//! the catalogue or id-shaped, whose texts (name, notes) fit on their lines without
//! surrounding spaces, whose explicit points limit and season, if any, are not the
//! defaults, and whose open-play lists set no points limit or season.

mod lines;
mod read;
mod slots;

pub(crate) use read::read_text;
pub(crate) use slots::{Enhance, EnhanceLabel, Slot};

use lines::{heading, open_field, strip_points, unit_line};

use super::catalog::{season_name, Catalog, Pack, DEFAULT_POINTS_LIMIT};
use super::list::{Mode, OpenUnit, SigmarList, UnitChoice};
use super::sheet::line_cost;
use super::totals::in_regiment;
use super::validate::{validate_list, Options, Totals};
use crate::game::Game;
use crate::lang::Lang;
use crate::list_text::{find, one_line, split_count, write_end, written, Found, FIELD_SEPARATOR};
use crate::sheet::SheetCost;
use crate::sheet::{left_text, or_unknown};
use std::fmt::Write;

/// The marker of a Reinforced unit, in each language.
pub(super) fn reinforced_word(lang: Lang) -> &'static str {
    lang.pick("Reinforced", "Reforzada")
}

/// True when `shown`, as the name on a line of its own, reads as nothing but a name: no
/// cost, marker, label, heading, count or field separator a reader would take apart.
fn plain_name(shown: &str) -> bool {
    shown == shown.trim()
        && !shown.is_empty()
        && unit_line(shown) == (shown, false)
        && split_count(shown).0.is_none()
        && !shown.contains(':')
        && !shown.contains(FIELD_SEPARATOR)
        && !shown.starts_with(['+', '>'])
        && heading(shown).is_none()
        && strip_points(shown) == shown
        && !crate::list_text::is_totals(shown)
}

/// A unit of the pack as a line writes it.
fn unit_name<'c>(pack: Option<&'c Pack>, id: &'c str) -> &'c str {
    let unit = pack.and_then(|p| p.units.iter().find(|u| u.id == id));
    match (pack, unit) {
        (Some(pack), Some(unit)) => written(&unit.id, &unit.name, |shown| {
            plain_name(shown) && find(shown, &pack.units) == Found::One(&unit.id)
        }),
        _ => id,
    }
}

/// A faction as the header or an open-play line writes it.
fn faction_name<'c>(catalog: &'c Catalog, id: &'c str) -> &'c str {
    match catalog.pack(id) {
        Some(pack) => written(id, &pack.faction.name, |shown| {
            plain_name(shown) && find(shown, catalog.factions()) == Found::One(id)
        }),
        None => id,
    }
}

/// `480`, `480+?` when some cost is unknown, `?` when none is known.
/// `1 auxiliary unit`, `3 regimientos`: a count and its noun, singular for one.
pub(crate) fn counted(count: usize, one: (&str, &str), many: (&str, &str), lang: Lang) -> String {
    let (en, es) = if count == 1 { one } else { many };
    format!("{count} {}", lang.pick(en, es))
}

/// `20 models`, `1 miniatura`.
pub fn models_text(count: u32, lang: Lang) -> String {
    counted(
        count as usize,
        ("model", "miniatura"),
        ("models", "miniaturas"),
        lang,
    )
}

/// Writes a list as text (see the module documentation).
pub(crate) fn write_text(
    list: &SigmarList,
    catalog: &Catalog,
    options: &Options,
    lang: Lang,
) -> String {
    let report = validate_list(list, catalog, options, lang);
    let mut out = String::new();
    if !list.name.trim().is_empty() {
        let _ = writeln!(out, "{}", one_line(&list.name));
    }
    let mut header = vec![
        <super::Sigmar as Game>::NAME.to_owned(),
        faction_name(catalog, &list.faction).to_owned(),
        list.mode.name(lang).to_owned(),
    ];
    if list.mode == Mode::Matched || list.points_limit.is_some() {
        header.push(format!(
            "{} {}",
            list.points_limit(),
            lang.pick("points", "puntos")
        ));
    }
    if list.mode == Mode::Matched || list.season.is_some() {
        // The book's title, as a player names the season (the reader takes it back).
        header.push(season_name(list.season()));
    }
    let _ = writeln!(out, "{}", header.join(&format!(" {FIELD_SEPARATOR} ")));
    match list.mode {
        Mode::Matched => write_matched(&mut out, list, catalog, lang),
        Mode::Open => write_open(&mut out, list, catalog),
    }
    out.push('\n');
    let total = totals_text(list.mode, &report.totals, lang);
    write_end(
        &mut out,
        &total,
        report.verdict,
        list.notes.as_deref(),
        lang,
    );
    out
}

/// The totals line's fields before the verdict.
fn totals_text(mode: Mode, t: &Totals, lang: Lang) -> String {
    let models = models_text(t.models, lang);
    if mode == Mode::Open {
        return models;
    }
    let points = SheetCost {
        known: t.points,
        incomplete: !t.unpriced.is_empty(),
    };
    let left = if t.unpriced.is_empty() {
        t.points_left
    } else {
        None
    };
    [
        format!(
            "{}/{} {}, {}",
            points.text(),
            t.points_limit.unwrap_or(DEFAULT_POINTS_LIMIT),
            lang.pick("points", "puntos"),
            left_text(left, lang)
        ),
        counted(
            t.drops,
            ("drop", "despliegue"),
            ("drops", "despliegues"),
            lang,
        ),
        counted(
            t.regiments,
            ("regiment", "regimiento"),
            ("regiments", "regimientos"),
            lang,
        ),
        counted(
            t.auxiliaries,
            ("auxiliary unit", "unidad auxiliar"),
            ("auxiliary units", "unidades auxiliares"),
            lang,
        ),
        models,
    ]
    .join(&format!(" {FIELD_SEPARATOR} "))
}

/// A matched-play unit's line (`Liberators [Reinforced] (220)`) and its enhancements.
fn write_unit(out: &mut String, pack: Option<&Pack>, choice: &UnitChoice, lang: Lang) {
    let unit = pack.and_then(|p| p.units.iter().find(|u| u.id == choice.unit));
    let name = unit_name(pack, &choice.unit);
    let marker = if choice.reinforced {
        format!(" [{}]", reinforced_word(lang))
    } else {
        String::new()
    };
    let cost = or_unknown(unit.map(|u| in_regiment(u, choice.reinforced)));
    let _ = writeln!(out, "  {name}{marker} ({cost})");
    for kind in [Enhance::HeroicTrait, Enhance::Artefact] {
        let Some(id) = kind.chosen(choice) else {
            continue;
        };
        let record = pack.and_then(|p| kind.of_pack(p).iter().find(|e| e.id == id));
        let shown = match (pack, record) {
            (Some(pack), Some(e)) => written(&e.id, &e.name, |shown| {
                plain_name(shown) && find(shown, kind.of_pack(pack)) == Found::One(&e.id)
            }),
            _ => id,
        };
        let cost = record
            .and_then(|e| e.points)
            .map(|p| format!(" ({p})"))
            .unwrap_or_default();
        let _ = writeln!(out, "    + {}: {shown}{cost}", kind.label(lang));
    }
    // The faction's own tables, each line labelled by its table's name; an id no table
    // holds goes under the label of any table, which reads it back as it is.
    for id in &choice.enhancements {
        let found = pack.and_then(|p| Some((p, p.table_enhancement(id)?)));
        let Some((pack, (table, e))) = found else {
            let _ = writeln!(out, "    + {}: {id}", EnhanceLabel::any_table(lang));
            continue;
        };
        let label = EnhanceLabel::for_table(table, pack, lang);
        let records = match EnhanceLabel::of_label(label, Some(pack)) {
            Some(kind) => kind.records(Some(pack)),
            None => Vec::new(),
        };
        let shown = written(&e.id, &e.name, |shown| {
            plain_name(shown) && find(shown, &records) == Found::One(&e.id)
        });
        let cost = e.points.map(|p| format!(" ({p})")).unwrap_or_default();
        let _ = writeln!(out, "    + {label}: {shown}{cost}");
    }
}

/// The regiments, the Regiment of Renown, the auxiliaries and the army's choices.
fn write_matched(out: &mut String, list: &SigmarList, catalog: &Catalog, lang: Lang) {
    let pack = catalog.pack(&list.faction);
    let points = lang.pick("points", "puntos");
    for (r, regiment) in list.regiments.iter().enumerate() {
        out.push('\n');
        let general = if regiment.general { " (general)" } else { "" };
        let choices = std::iter::once(&regiment.leader).chain(&regiment.units);
        let _ = writeln!(
            out,
            "{} {}{general} — {} {points}",
            lang.pick("Regiment", "Regimiento"),
            r + 1,
            line_cost(pack, choices).text()
        );
        write_unit(out, pack, &regiment.leader, lang);
        for choice in &regiment.units {
            write_unit(out, pack, choice, lang);
        }
    }
    let mut slots = Slot::ALL.into_iter();
    if let Some(renown) = slots.next() {
        let lines = slot_lines(renown, list, pack, lang);
        if !lines.is_empty() {
            out.push('\n');
        }
        for line in lines {
            let _ = writeln!(out, "{line}");
        }
    }
    if !list.auxiliaries.is_empty() {
        out.push('\n');
        let _ = writeln!(
            out,
            "{} — {} {points}",
            lang.pick("Auxiliaries", "Auxiliares"),
            line_cost(pack, &list.auxiliaries).text()
        );
        for choice in &list.auxiliaries {
            write_unit(out, pack, choice, lang);
        }
    }
    let lines: Vec<String> = slots
        .flat_map(|slot| slot_lines(slot, list, pack, lang))
        .collect();
    if !lines.is_empty() {
        out.push('\n');
        for line in lines {
            let _ = writeln!(out, "{line}");
        }
    }
}

/// `Label: name (cost)` for a slot's choice, and a line more for each choice beyond it
/// (which the check reports).
fn slot_lines(slot: Slot, list: &SigmarList, pack: Option<&Pack>, lang: Lang) -> Vec<String> {
    slot.ids(list)
        .map(|id| slot_line(slot, id, pack, lang))
        .collect()
}

/// `Label: name (cost)` for one choice of a slot.
fn slot_line(slot: Slot, id: &str, pack: Option<&Pack>, lang: Lang) -> String {
    let record = pack.and_then(|p| slot.record(p, id));
    let shown = match record {
        Some((name, _)) => written(id, name, |shown| {
            plain_name(shown) && slot.find(shown, pack) == Found::One(id)
        }),
        None => id,
    };
    let cost = slot
        .cost_text(record.and_then(|(_, points)| points))
        .map(|c| format!(" ({c})"))
        .unwrap_or_default();
    format!("{}: {shown}{cost}", slot.label(lang))
}

/// The open-play units, one line each.
fn write_open(out: &mut String, list: &SigmarList, catalog: &Catalog) {
    if !list.units.is_empty() {
        out.push('\n');
    }
    for unit in &list.units {
        let _ = writeln!(out, "{}", open_line(unit, list, catalog));
    }
}

/// `10× Liberators · Wounds 2 · Bravery 7 · Blades of Khorne · general`.
fn open_line(unit: &OpenUnit, list: &SigmarList, catalog: &Catalog) -> String {
    let faction = unit.faction.as_deref().unwrap_or(&list.faction);
    let pack = catalog.pack(faction);
    let name = unit_name(pack, &unit.unit);
    let mut fields = vec![format!("{}× {name}", unit.models)];
    if let Some(wounds) = unit.wounds {
        fields.push(format!("Wounds {wounds}"));
    }
    if let Some(bravery) = unit.bravery {
        fields.push(format!("Bravery {bravery}"));
    }
    if let Some(faction) = &unit.faction {
        let shown = faction_name(catalog, faction);
        // A faction whose name reads as another field is written as its id.
        let shown = if open_field(shown).is_some() && shown != faction.as_str() {
            faction.as_str()
        } else {
            shown
        };
        fields.push(shown.to_owned());
    }
    if unit.general {
        fields.push("general".to_owned());
    }
    fields.join(&format!(" {FIELD_SEPARATOR} "))
}
