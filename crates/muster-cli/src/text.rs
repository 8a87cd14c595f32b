//! Plain-text rendering of reports and catalogues for the terminal, in either language.

use muster_core::games::diskwars::{self, DiskwarsList, Mode};
use muster_core::games::runewars::{Catalog, RuneWarsList, Totals};
use muster_core::games::sigmar::{self, SigmarList};
use muster_core::games::underworlds::{self, UnderworldsList};
use muster_core::sheet::{left_text, or_unknown};
use muster_core::{Diagnostic, Lang, Report, Severity};
use std::fmt::Write;

fn severity_word(severity: Severity, lang: Lang) -> &'static str {
    match severity {
        Severity::Error => lang.pick("error", "error"),
        Severity::Warning => lang.pick("warning", "aviso"),
        Severity::Info => lang.pick("info", "info"),
    }
}

/// The verdict that ends a report's first line.
fn verdict(legal: bool, lang: Lang) -> &'static str {
    if legal {
        lang.pick("LEGAL", "VÁLIDO")
    } else {
        lang.pick("NOT LEGAL", "NO VÁLIDO")
    }
}

/// Names joined with commas, `-` for none.
fn names_or_dash(names: &[&str]) -> String {
    if names.is_empty() {
        "-".to_owned()
    } else {
        names.join(", ")
    }
}

/// A report's lines, then its findings after a blank line (if any), without the trailing
/// newline.
fn with_findings(mut out: String, findings: &[Diagnostic], lang: Lang) -> String {
    if !findings.is_empty() {
        out.push('\n');
        out.push_str(&diagnostics(findings, lang));
    }
    out.trim_end().to_owned()
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
    let verdict = verdict(report.legal, lang);
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
    with_findings(out, &report.diagnostics, lang)
}

/// A Diskwars validation report as a player reads it: per regiment its hero, the points
/// its units use of the hero's and what is left, and its units; then the hand against the
/// heroes' command values.
pub(crate) fn diskwars_report(
    list: &DiskwarsList,
    catalog: &diskwars::Catalog,
    report: &Report<diskwars::Totals>,
    lang: Lang,
) -> String {
    let mut out = String::new();
    let t = &report.totals;
    let disc = |id: &str| {
        catalog
            .disc(id)
            .map_or(id.to_owned(), |d| d.name.get(lang).to_owned())
    };
    let verdict = verdict(report.legal, lang);
    let mut game = "Diskwars".to_owned();
    if list.mode == Mode::Introductory {
        game = format!("{game} ({})", list.mode.name(lang));
    }
    if let Some(faction) = t.faction.as_deref() {
        let name = catalog
            .factions()
            .iter()
            .find(|f| f.id == faction)
            .map_or(faction, |f| f.name.get(lang));
        game = format!("{game}, {name}");
    }
    let _ = writeln!(out, "{} — {game}: {verdict}", list.name);
    let regiments = match t.regiment_count {
        Some(agreed) => format!("{}/{agreed}", list.regiments.len()),
        None => list.regiments.len().to_string(),
    };
    let _ = writeln!(
        out,
        "{} {regiments}   {} {}   {} {}/{}",
        lang.pick("Regiments", "Regimientos"),
        lang.pick(
            "Unspent points (initiative)",
            "Puntos sin gastar (iniciativa)"
        ),
        or_unknown(t.unspent),
        lang.pick("Command cards", "Cartas de mando"),
        t.hand,
        or_unknown(t.hand_limit),
    );
    for (regiment, totals) in list.regiments.iter().zip(&t.regiments) {
        let command = catalog
            .disc(&regiment.hero)
            .and_then(|h| h.command.as_ref())
            .map(|k| k.value);
        let _ = writeln!(
            out,
            "  {}: {}/{} {}, {}   {} {}",
            disc(&regiment.hero),
            totals.spent.cost().text(),
            or_unknown(totals.points),
            lang.pick("points", "puntos"),
            left_text(totals.left, lang),
            lang.pick("command", "mando"),
            or_unknown(command),
        );
        let mut units = regiment.units.iter().peekable();
        while let Some(id) = units.next() {
            let mut count = 1;
            while units.next_if(|next| *next == id).is_some() {
                count += 1;
            }
            let cost = or_unknown(
                catalog
                    .disc(id)
                    .and_then(|d| d.cost.as_ref())
                    .map(|k| k.value),
            );
            if count == 1 {
                let _ = writeln!(out, "    {} ({cost})", disc(id));
            } else {
                let each = lang.pick("each", "c/u");
                let _ = writeln!(out, "    {count}× {} ({cost} {each})", disc(id));
            }
        }
    }
    let cards: Vec<&str> = list
        .command_cards
        .iter()
        .map(|id| {
            catalog
                .command_card(id)
                .map_or(id.as_str(), |c| c.name.get(lang))
        })
        .collect();
    let _ = writeln!(
        out,
        "  {} ({} {} {}): {}",
        lang.pick("Hand", "Mano"),
        t.hand,
        lang.pick("of", "de"),
        or_unknown(t.hand_limit),
        names_or_dash(&cards)
    );
    with_findings(out, &report.diagnostics, lang)
}

/// An Age of Sigmar validation report as a player reads it: the verdict; in matched play
/// the points against the limit, the drops, regiments, auxiliary units and models, then
/// each regiment's leader, units used of its slots and points; in open play the units and
/// models.
pub(crate) fn sigmar_report(
    list: &SigmarList,
    catalog: &sigmar::Catalog,
    report: &Report<sigmar::Totals>,
    lang: Lang,
) -> String {
    let mut out = String::new();
    let t = &report.totals;
    let pack = catalog.pack(&list.faction);
    let faction = pack.map_or(list.faction.as_str(), |p| p.faction.name.as_str());
    let verdict = verdict(report.legal, lang);
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
        }
    }
    with_findings(out, &report.diagnostics, lang)
}

/// An Underworlds validation report as a player reads it: the verdict with the warband and
/// format, the decks the cards come from (and their plot cards), then the deck's counts:
/// fighters, objectives with the surge objectives among them, power cards split into ploys
/// and upgrades.
pub(crate) fn underworlds_report(
    list: &UnderworldsList,
    catalog: &underworlds::Catalog,
    report: &Report<underworlds::Totals>,
    lang: Lang,
) -> String {
    let mut out = String::new();
    let t = &report.totals;
    let warband = catalog.warband(&list.warband);
    let warband_name = warband.map_or(list.warband.as_str(), |w| w.name.get(lang));
    let verdict = verdict(report.legal, lang);
    let _ = writeln!(
        out,
        "{} — Underworlds, {warband_name} ({}): {verdict}",
        list.name,
        list.play_format.name(lang)
    );
    let decks: Vec<&str> = list
        .decks
        .iter()
        .map(|id| catalog.deck(id).map_or(id.as_str(), |d| d.name.get(lang)))
        .collect();
    let decks = names_or_dash(&decks);
    // A roster the data does not give in full has no known fighter count.
    let fighters = match warband {
        Some(w) if w.roster_complete => t.fighters.to_string(),
        _ => "?".to_owned(),
    };
    let _ = writeln!(
        out,
        "{} {decks}   {} {fighters}",
        lang.pick("Decks", "Mazos"),
        lang.pick("Fighters", "Guerreros"),
    );
    let _ = writeln!(
        out,
        "{} {} ({} {})   {} {} ({} {} / {} {})",
        lang.pick("Objectives", "Objetivos"),
        t.objectives,
        lang.pick("surge", "súbitos"),
        t.surge_objectives,
        lang.pick("Power cards", "Cartas de poder"),
        t.power,
        lang.pick("ploys", "ardides"),
        t.ploys,
        lang.pick("upgrades", "mejoras"),
        t.upgrades,
    );
    let plots: Vec<&str> = list
        .decks
        .iter()
        .filter_map(|id| catalog.deck(id)?.plot.as_ref())
        .filter(|p| t.plots.contains(&p.id))
        .map(|p| p.name.get(lang))
        .collect();
    if !plots.is_empty() {
        let _ = writeln!(out, "{}: {}", lang.pick("Plot", "Trama"), plots.join(", "));
    }
    with_findings(out, &report.diagnostics, lang)
}

/// Findings, one block each: severity, code, rule, place, message, then the help.
pub(crate) fn diagnostics(diagnostics: &[Diagnostic], lang: Lang) -> String {
    let mut out = String::new();
    for d in diagnostics {
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
    out
}

/// A moment stored as unix milliseconds, as `YYYY-MM-DD HH:MM` UTC.
pub(crate) fn timestamp(unix_ms: i64) -> String {
    let secs = unix_ms.div_euclid(1000);
    let (days, rest) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        rest / 3600,
        rest % 3600 / 60
    )
}

#[cfg(test)]
mod tests {
    use super::timestamp;

    #[test]
    fn timestamps_read_as_utc_dates() {
        assert_eq!(timestamp(0), "1970-01-01 00:00");
        assert_eq!(timestamp(951_782_400_000), "2000-02-29 00:00");
        assert_eq!(timestamp(1_795_305_600_000 + 3_660_000), "2026-11-22 01:01");
    }
}
