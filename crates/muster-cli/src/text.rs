//! Plain-text rendering of reports and catalogues for the terminal, in either language.

use muster_core::games::runewars::{Catalog, RuneWarsList, Totals};
use muster_core::{Lang, Report, Severity};
use std::fmt::Write;

fn severity_word(severity: Severity, lang: Lang) -> &'static str {
    match severity {
        Severity::Error => lang.pick("error", "error"),
        Severity::Warning => lang.pick("warning", "aviso"),
        Severity::Info => lang.pick("info", "info"),
    }
}

/// A RuneWars validation report as a player reads it.
pub(crate) fn runewars_report(
    list: &RuneWarsList,
    catalog: &Catalog,
    report: &Report<Totals>,
    lang: Lang,
) -> String {
    let mut out = String::new();
    let faction = catalog
        .faction(&list.faction)
        .map_or(list.faction.as_str(), |f| f.name.get(lang));
    let verdict = if report.legal {
        lang.pick("LEGAL", "VÁLIDO")
    } else {
        lang.pick("NOT LEGAL", "NO VÁLIDO")
    };
    let _ = writeln!(out, "{} — RuneWars, {faction}: {verdict}", list.name);
    let t = &report.totals;
    let left = if t.points.left >= 0 {
        format!("{} {}", t.points.left, lang.pick("left", "restantes"))
    } else {
        format!("{} {}", -t.points.left, lang.pick("over", "de más"))
    };
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
            let cost = upgrade.map_or_else(|| "?".to_owned(), |u| u.cost.to_string());
            let _ = writeln!(out, "    + {shown} ({cost})");
        }
    }
    if !report.diagnostics.is_empty() {
        out.push('\n');
    }
    for d in &report.diagnostics {
        let place = if d.path.is_empty() { "/" } else { &d.path };
        let _ = writeln!(
            out,
            "{}[{}] {} {place}: {}\n  {}: {}",
            severity_word(d.severity, lang),
            d.code,
            d.rule,
            d.message,
            lang.pick("help", "ayuda"),
            d.help
        );
    }
    out.trim_end().to_owned()
}
