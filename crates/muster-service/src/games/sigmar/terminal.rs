//! Age of Sigmar in a terminal: a validation report, and the catalogue (`muster catalog sigmar`).

use crate::terminal::{verdict, with_findings};
use muster_core::games::sigmar::{self, SigmarList};
use muster_core::games::sigmar::{models_text, Catalog, Choice, Enhancement, Faction, Pack, Unit};
use muster_core::sheet::left_text;
use muster_core::sheet::or_unknown;
use muster_core::Lang;
use muster_core::Report;
use serde::Serialize;
use std::fmt::Write;

/// The keywords a list builder looks for, in the order shown.
const SHOWN_KEYWORDS: [&str; 5] = [
    "HERO",
    "UNIQUE",
    "WARMASTER",
    "FACTION TERRAIN",
    "MANIFESTATION",
];

#[derive(Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarView"))]
struct View<'a> {
    game: &'static str,
    /// Every faction (no pack read).
    factions: &'a [Faction],
    /// The faction asked for's pack; none when none was asked.
    packs: Vec<&'a Pack>,
}

/// The factions as JSON, with the pack of `faction` when one is asked for, as the pack holds
/// it.
pub(super) fn json(catalog: &Catalog, faction: Option<&str>) -> String {
    let view = View {
        game: "sigmar",
        factions: catalog.factions(),
        packs: faction.and_then(|f| catalog.pack(f)).into_iter().collect(),
    };
    serde_json::to_string_pretty(&view).expect("packs serialize")
}

/// Every faction, by grand alliance (those the data gives none last), then how to see one.
fn faction_lines(out: &mut String, catalog: &Catalog, lang: Lang) {
    let mut factions: Vec<&Faction> = catalog.factions().iter().collect();
    factions.sort_by(|a, b| {
        (a.grand_alliance.is_none(), &a.grand_alliance, &a.name).cmp(&(
            b.grand_alliance.is_none(),
            &b.grand_alliance,
            &b.name,
        ))
    });
    let _ = writeln!(
        out,
        "{} ({})",
        lang.pick("Age of Sigmar factions", "Facciones de Age of Sigmar"),
        factions.len()
    );
    let mut alliance = None;
    for faction in factions {
        if alliance != Some(&faction.grand_alliance) {
            alliance = Some(&faction.grand_alliance);
            let shown = faction
                .grand_alliance
                .as_deref()
                .unwrap_or_else(|| lang.pick("No grand alliance", "Sin gran alianza"));
            let _ = writeln!(out, "  {shown}:");
        }
        let mut marks = Vec::new();
        if faction.legends {
            marks.push(lang.pick("Legends", "Leyendas"));
        }
        if catalog.is_users(&faction.id) {
            marks.push(lang.pick("your pack", "tu pack"));
        }
        let marks = if marks.is_empty() {
            String::new()
        } else {
            format!("  ({})", marks.join(", "))
        };
        let _ = writeln!(out, "    {:<52} {}{marks}", faction.id, faction.name);
    }
    let _ = writeln!(
        out,
        "{}",
        lang.pick(
            "`muster catalog sigmar --faction ID` lists a faction's units, enhancements and lores.",
            "`muster catalog sigmar --faction ID` muestra las unidades, mejoras y saberes de una facción."
        )
    );
}

/// Why a unit costs 0: the data lists no points for it, which BattleScribe reads as 0.
fn free_words(lang: Lang) -> &'static str {
    lang.pick(
        "no points in the data: free",
        "sin puntos en los datos: gratis",
    )
}

/// `2 models`, `1 miniatura`.
fn unit_line(out: &mut String, unit: &Unit, lang: Lang) {
    let mut notes = Vec::new();
    if let Some(r) = &unit.reinforced {
        notes.push(format!(
            "{} {} pts/{}",
            lang.pick("reinforced", "reforzada"),
            r.points.unwrap_or_else(|| unit.cost().saturating_mul(2)),
            models_text(r.models, lang)
        ));
    }
    if unit.free() {
        notes.push(free_words(lang).to_owned());
    }
    let mut keywords: Vec<&str> = SHOWN_KEYWORDS
        .into_iter()
        .filter(|k| unit.has_keyword(k))
        .collect();
    if unit.legends {
        keywords.push("Legends");
    }
    if !keywords.is_empty() {
        notes.push(keywords.join(", "));
    }
    let notes = if notes.is_empty() {
        String::new()
    } else {
        format!("  ({})", notes.join("; "))
    };
    let _ = writeln!(
        out,
        "    {:<44} {:>4} pts  {}{notes}",
        unit.id,
        unit.cost(),
        models_text(unit.models, lang)
    );
}

fn enhancement_lines(out: &mut String, title: &str, items: &[Enhancement]) {
    if items.is_empty() {
        return;
    }
    let _ = writeln!(out, "  {title}:");
    for e in items {
        let group = e
            .group
            .as_deref()
            .map(|g| format!(" [{g}]"))
            .unwrap_or_default();
        let points = e.points.map(|p| format!("  {p} pts")).unwrap_or_default();
        let _ = writeln!(out, "    {:<44} {}{group}{points}", e.id, e.name);
    }
}

fn choice_lines(out: &mut String, title: &str, items: &[Choice]) {
    if items.is_empty() {
        return;
    }
    let _ = writeln!(out, "  {title}:");
    for c in items {
        let points = c.points.map(|p| format!("  {p} pts")).unwrap_or_default();
        let _ = writeln!(out, "    {:<44} {}{points}", c.id, c.name);
    }
}

/// Every faction as text for the terminal, or one faction's pack.
pub(super) fn text(catalog: &Catalog, faction: Option<&str>, lang: Lang) -> String {
    let mut out = String::new();
    let Some(pack) = faction.and_then(|f| catalog.pack(f)) else {
        faction_lines(&mut out, catalog, lang);
        return out.trim_end().to_owned();
    };
    {
        let legends = if pack.faction.legends {
            format!(" · {}", lang.pick("Legends", "Leyendas"))
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "{} ({}) · {} · {}{legends}",
            pack.faction.name, pack.faction.id, pack.season, pack.source.origin
        );
        let _ = writeln!(out, "  {}:", lang.pick("Units", "Unidades"));
        for unit in &pack.units {
            unit_line(&mut out, unit, lang);
        }
        enhancement_lines(
            &mut out,
            lang.pick("Heroic traits", "Rasgos heroicos"),
            &pack.heroic_traits,
        );
        enhancement_lines(
            &mut out,
            lang.pick("Artefacts of power", "Artefactos de poder"),
            &pack.artefacts,
        );
        choice_lines(
            &mut out,
            lang.pick("Battle formations", "Formaciones de batalla"),
            &pack.battle_formations,
        );
        choice_lines(
            &mut out,
            lang.pick("Spell lores", "Saberes de hechizos"),
            &pack.spell_lores,
        );
        choice_lines(
            &mut out,
            lang.pick("Prayer lores", "Saberes de plegarias"),
            &pack.prayer_lores,
        );
        choice_lines(
            &mut out,
            lang.pick("Manifestation lores", "Saberes de manifestaciones"),
            &pack.manifestation_lores,
        );
        if !pack.regiments_of_renown.is_empty() {
            let _ = writeln!(
                out,
                "  {}:",
                lang.pick("Regiments of Renown", "Regimientos de Renombre")
            );
            for r in &pack.regiments_of_renown {
                let units: Vec<String> = r
                    .units
                    .iter()
                    .map(|u| format!("{} ({})", u.id, u.models))
                    .collect();
                let _ = writeln!(
                    out,
                    "    {:<44} {:>4} pts  {}",
                    r.id,
                    or_unknown(r.points),
                    units.join(", ")
                );
            }
        }
    }
    out.trim_end().to_owned()
}

/// An Age of Sigmar validation report as a player reads it: the verdict; in matched play
/// the points against the limit, the drops, regiments, auxiliary units and models, then
/// each regiment's leader, units used of its slots and points; in open play the units and
/// models.
pub(super) fn report(
    list: &SigmarList,
    catalog: &sigmar::Catalog,
    report: &Report<sigmar::Totals>,
    lang: Lang,
) -> String {
    let mut out = String::new();
    let t = &report.totals;
    let pack = catalog.pack(&list.faction);
    let faction = pack.map_or(list.faction.as_str(), |p| p.faction.name.as_str());
    let verdict = verdict(report.verdict, lang);
    let _ = writeln!(
        out,
        "{} — Age of Sigmar, {faction} ({}): {verdict}",
        list.name,
        list.mode.name(lang)
    );
    let models = lang.pick("Models", "Miniaturas");
    match list.mode {
        sigmar::Mode::Open => {
            let _ = writeln!(
                out,
                "{} {}   {models} {}",
                lang.pick("Units", "Unidades"),
                t.units,
                t.models
            );
        }
        sigmar::Mode::Matched => {
            let points = if t.unpriced.is_empty() {
                t.points.to_string()
            } else {
                format!("{}+?", t.points)
            };
            let left = left_text(t.points_left.filter(|_| t.unpriced.is_empty()), lang);
            let _ = writeln!(
                out,
                "{} {points}/{} ({left})   {} {}   {} {}/{}   {} {}   {models} {}",
                lang.pick("Points", "Puntos"),
                or_unknown(t.points_limit),
                lang.pick("Drops", "Despliegues"),
                t.drops,
                lang.pick("Regiments", "Regimientos"),
                t.regiments,
                sigmar::MAX_REGIMENTS,
                lang.pick("Auxiliary units", "Unidades auxiliares"),
                t.auxiliaries,
                t.models,
            );
            for (r, regiment) in t.regiment_slots.iter().enumerate() {
                let leader = catalog
                    .unit(&list.faction, &regiment.leader)
                    .map_or(regiment.leader.as_str(), |u| u.name.as_str());
                let general = if regiment.general { " (general)" } else { "" };
                let _ = writeln!(
                    out,
                    "  {} {}{general}: {leader} — {} {}/{}, {} {}",
                    lang.pick("Regiment", "Regimiento"),
                    r + 1,
                    lang.pick("units", "unidades"),
                    regiment.slots_used,
                    regiment.slots_max,
                    regiment.points,
                    lang.pick("points", "puntos"),
                );
            }
            if !t.unpriced.is_empty() {
                let _ = writeln!(
                    out,
                    "  {}: {}",
                    lang.pick("Points not in the data", "Puntos que faltan en los datos"),
                    t.unpriced.join(", ")
                );
            }
            if !t.free.is_empty() {
                let _ = writeln!(
                    out,
                    "  {}: {}",
                    lang.pick(
                        "Free (no points in the data)",
                        "Gratis (sin puntos en los datos)"
                    ),
                    t.free.join(", ")
                );
            }
        }
    }
    with_findings(out, report, lang)
}
