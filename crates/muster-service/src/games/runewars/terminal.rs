//! RuneWars in a terminal: a validation report, and the catalogue (`muster catalog runewars`).

use crate::terminal::{verdict, with_findings};
use muster_core::games::runewars::{Catalog, RuneWarsList, SlotIcon, Totals};
use muster_core::sheet::{left_text, or_unknown};
use muster_core::{Lang, Report};
use serde::Serialize;
use std::fmt::Write;

/// A RuneWars validation report as a player reads it.
pub(super) fn report(
    list: &RuneWarsList,
    catalog: &Catalog,
    report: &Report<Totals>,
    lang: Lang,
) -> String {
    let mut out = String::new();
    let faction = catalog
        .faction(&list.faction)
        .map_or(list.faction.as_str(), |f| f.name.get(lang));
    let verdict = verdict(report.verdict, lang);
    let _ = writeln!(out, "{} — RuneWars, {faction}: {verdict}", list.name);
    let t = &report.totals;
    let left = left_text(Some(t.points.left), lang);
    let _ = writeln!(
        out,
        "{} {}/{} ({left})   {} {}/{}",
        lang.pick("Points", "Puntos"),
        t.points.used,
        t.points.limit,
        lang.pick("Unique units", "Unidades únicas"),
        t.unique_units.used,
        t.unique_units.allowed,
    );
    for (entry, totals) in list.units.iter().zip(&t.units) {
        let name = catalog
            .unit(&entry.unit)
            .map_or(entry.unit.as_str(), |u| u.name.get(lang));
        let config = totals.config.as_deref().unwrap_or("?");
        let slots: Vec<String> = totals
            .slots
            .iter()
            .map(|s| format!("{} {}/{}", s.slot.name(lang), s.used, s.available))
            .collect();
        let _ = writeln!(
            out,
            "  {name} {config}: {} pts  [{}]",
            totals.cost,
            slots.join(", ")
        );
        for id in &entry.upgrades {
            let upgrade = catalog.upgrade(id);
            let shown = upgrade.map_or(id.as_str(), |u| u.name.get(lang));
            let cost = or_unknown(upgrade.map(|u| u.cost));
            let _ = writeln!(out, "    + {shown} ({cost})");
        }
    }
    with_findings(out, report, lang)
}

fn in_faction(faction: Option<&str>, item: Option<&str>) -> bool {
    match (faction, item) {
        (None, _) | (_, None) => true,
        (Some(f), Some(i)) => f == i,
    }
}

#[derive(Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "RuneWarsCatalogView"))]
struct CatalogView<'a> {
    game: &'static str,
    factions: Vec<&'a muster_core::games::runewars::Faction>,
    units: Vec<&'a muster_core::games::runewars::UnitCard>,
    upgrades: Vec<&'a muster_core::games::runewars::UpgradeCard>,
}

pub(super) fn json(catalog: &Catalog, faction: Option<&str>) -> String {
    let view = CatalogView {
        game: "runewars",
        factions: catalog
            .factions()
            .iter()
            .filter(|f| in_faction(faction, Some(&f.id)))
            .collect(),
        units: catalog
            .units()
            .iter()
            .filter(|u| in_faction(faction, Some(&u.faction)))
            .collect(),
        upgrades: catalog
            .upgrades()
            .iter()
            .filter(|u| in_faction(faction, u.faction.as_deref()))
            .collect(),
    };
    serde_json::to_string_pretty(&view).expect("catalogues serialize")
}

fn slot_list(slots: &[SlotIcon], lang: Lang) -> String {
    if slots.is_empty() {
        return "-".to_owned();
    }
    slots
        .iter()
        .map(|s| s.name(lang))
        .collect::<Vec<_>>()
        .join(", ")
}

pub(super) fn text(catalog: &Catalog, faction: Option<&str>, lang: Lang) -> String {
    let mut out = String::new();
    for f in catalog
        .factions()
        .iter()
        .filter(|f| in_faction(faction, Some(&f.id)))
    {
        let _ = writeln!(out, "{} ({})", f.name.get(lang), f.id);
        let _ = writeln!(out, "  {}:", lang.pick("Units", "Unidades"));
        for u in catalog.units().iter().filter(|u| u.faction == f.id) {
            let unique = if u.unique {
                lang.pick(", unique", ", única")
            } else {
                ""
            };
            let _ = writeln!(
                out,
                "    {} — {} ({}{unique})",
                u.id,
                u.name.get(lang),
                u.unit_type.name(lang)
            );
            for c in &u.configurations {
                let _ = writeln!(
                    out,
                    "      {:<14} {:>3} pts  {}",
                    c.id,
                    c.cost,
                    slot_list(&c.slots, lang)
                );
            }
        }
        write_upgrades(&mut out, catalog, Some(&f.id), lang);
    }
    let _ = writeln!(
        out,
        "{}",
        lang.pick("Neutral upgrades", "Mejoras neutrales")
    );
    write_upgrades(&mut out, catalog, None, lang);
    out.trim_end().to_owned()
}

fn write_upgrades(out: &mut String, catalog: &Catalog, faction: Option<&str>, lang: Lang) {
    let _ = writeln!(out, "  {}:", lang.pick("Upgrades", "Mejoras"));
    for u in catalog
        .upgrades()
        .iter()
        .filter(|u| u.faction.as_deref() == faction)
    {
        let mut notes = Vec::new();
        if u.unique {
            notes.push(lang.pick("unique", "única").to_owned());
        }
        if let Some(fig) = u.figure {
            notes.push(format!(
                "{} {}/{}",
                lang.pick("figure", "miniatura"),
                fig.defense,
                fig.wounds
            ));
        }
        if !u.restrictions.unit_types.is_empty() {
            notes.push(
                u.restrictions
                    .unit_types
                    .iter()
                    .map(|t| t.name(lang))
                    .collect::<Vec<_>>()
                    .join("/"),
            );
        }
        if !u.restrictions.units.is_empty() {
            notes.push(format!(
                "{} {}",
                lang.pick("only", "solo"),
                u.restrictions.units.join("/")
            ));
        }
        let notes = if notes.is_empty() {
            String::new()
        } else {
            format!("  ({})", notes.join("; "))
        };
        let _ = writeln!(
            out,
            "    {:<32} {:<10} {:>3} pts{notes}",
            u.id,
            u.slot.name(lang),
            u.cost
        );
    }
}
