//! Diskwars in a terminal: a validation report, and the catalogue (`muster catalog diskwars`).

use crate::terminal::{names_or_dash, verdict, with_findings};
use muster_core::games::diskwars::{self, DiskwarsList, Mode};
use muster_core::games::diskwars::{
    Catalog, CommandCard, Disc, DiscKind, IntroductoryArmy, Known, PreBuiltRegiment, RegimentEntry,
    Restriction, Size, Strategy,
};
use muster_core::sheet::left_text;
use muster_core::sheet::or_unknown;
use muster_core::Lang;
use muster_core::Report;
use serde::Serialize;
use std::fmt::Write;

/// The faction id of a disc, when its race is known.
fn faction_of<'c>(catalog: &'c Catalog, disc: &Disc) -> Option<&'c str> {
    let race = disc.race.as_ref()?;
    catalog.faction_of_race(&race.value).map(|f| f.id.as_str())
}

/// True when a disc belongs to `faction` (or its faction is unknown, or there is no filter).
fn disc_in(catalog: &Catalog, faction: Option<&str>, disc: &Disc) -> bool {
    match (faction, faction_of(catalog, disc)) {
        (None, _) | (_, None) => true,
        (Some(f), Some(of)) => f == of,
    }
}

/// True when a card may be chosen by an army of `faction` as far as the pack knows.
fn card_in(faction: Option<&str>, card: &CommandCard) -> bool {
    match (faction, card.restriction.as_ref().map(|k| k.value)) {
        (None, _) | (_, None | Some(Restriction::None)) => true,
        (Some(f), Some(Restriction::OrderOnly)) => f == "order",
        (Some(f), Some(Restriction::DestructionOnly)) => f == "destruction",
    }
}

/// True when a fixed army's first disc belongs to `faction` (or nothing says otherwise).
fn entries_in(catalog: &Catalog, faction: Option<&str>, first: Option<&str>) -> bool {
    first
        .and_then(|id| catalog.disc(id))
        .is_none_or(|disc| disc_in(catalog, faction, disc))
}

#[derive(Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "DiskwarsView"))]
struct View<'a> {
    game: &'static str,
    factions: Vec<&'a muster_core::games::diskwars::Faction>,
    races: Vec<&'a muster_core::games::diskwars::Race>,
    discs: Vec<&'a Disc>,
    command_cards: Vec<&'a CommandCard>,
    pre_built_regiments: Vec<&'a PreBuiltRegiment>,
    introductory_armies: Vec<&'a IntroductoryArmy>,
    boxes: Vec<&'a muster_core::games::diskwars::GameBox>,
}

/// The catalogue (or one faction of it) as JSON, unknown values `null`.
pub(super) fn json(catalog: &Catalog, faction: Option<&str>) -> String {
    let view = View {
        game: "diskwars",
        factions: catalog
            .factions()
            .iter()
            .filter(|f| faction.is_none_or(|only| only == f.id))
            .collect(),
        races: catalog
            .races()
            .iter()
            .filter(|r| faction.is_none_or(|only| only == r.faction))
            .collect(),
        discs: catalog
            .discs()
            .iter()
            .filter(|d| disc_in(catalog, faction, d))
            .collect(),
        command_cards: catalog
            .command_cards()
            .iter()
            .filter(|c| card_in(faction, c))
            .collect(),
        pre_built_regiments: catalog
            .pre_built_regiments()
            .iter()
            .filter(|r| entries_in(catalog, faction, Some(&r.hero)))
            .collect(),
        introductory_armies: catalog
            .introductory_armies()
            .iter()
            .filter(|a| entries_in(catalog, faction, a.discs.first().map(|e| e.disc.as_str())))
            .collect(),
        boxes: catalog.boxes().iter().collect(),
    };
    serde_json::to_string_pretty(&view).expect("catalogues serialize")
}

fn yes_no(value: Option<&Known<bool>>, lang: Lang) -> &'static str {
    match value.map(|k| k.value) {
        Some(true) => lang.pick("yes", "sí"),
        Some(false) => "no",
        None => "?",
    }
}

fn size_name(size: Option<&Known<Size>>, lang: Lang) -> &'static str {
    match size.map(|k| k.value) {
        Some(Size::Small) => lang.pick("small", "pequeño"),
        Some(Size::Medium) => lang.pick("medium", "mediano"),
        Some(Size::Large) => lang.pick("large", "grande"),
        None => "?",
    }
}

fn strategy_name(strategy: Option<&Known<Strategy>>, lang: Lang) -> &'static str {
    match strategy.map(|k| k.value) {
        Some(Strategy::Bold) => lang.pick("bold", "audaz"),
        Some(Strategy::Direct) => lang.pick("direct", "directa"),
        Some(Strategy::Cunning) => lang.pick("cunning", "astuta"),
        Some(Strategy::Slow) => lang.pick("slow", "lenta"),
        None => "?",
    }
}

fn restriction_name(restriction: Option<&Known<Restriction>>, lang: Lang) -> &'static str {
    match restriction.map(|k| k.value) {
        Some(Restriction::None) => lang.pick("none", "ninguna"),
        Some(Restriction::OrderOnly) => lang.pick("Order only", "Sólo Orden"),
        Some(Restriction::DestructionOnly) => lang.pick("Destruction only", "Sólo Destrucción"),
        None => "?",
    }
}

/// A hero's or unit's line: id, name and what the pack knows of it.
fn disc_line(out: &mut String, disc: &Disc, lang: Lang) {
    let known = |k: Option<&Known<u32>>| or_unknown(k.map(|k| k.value));
    let values = match disc.kind {
        DiscKind::Hero => format!(
            "{} {}, {} {}, {} {}",
            lang.pick("recruitment points", "puntos de reclutamiento"),
            known(disc.recruitment_points.as_ref()),
            lang.pick("command", "mando"),
            known(disc.command.as_ref()),
            lang.pick("unique", "único"),
            yes_no(disc.unique.as_ref(), lang),
        ),
        DiscKind::Unit => format!(
            "{} {}, {} {}, {} {}, {} {}",
            lang.pick("cost", "coste"),
            known(disc.cost.as_ref()),
            lang.pick("size", "tamaño"),
            size_name(disc.size.as_ref(), lang),
            lang.pick("unique", "único"),
            yes_no(disc.unique.as_ref(), lang),
            lang.pick("elite", "élite"),
            yes_no(disc.elite.as_ref(), lang),
        ),
    };
    let _ = writeln!(out, "      {} — {}: {values}", disc.id, disc.name.get(lang));
}

/// Heroes, then units, of the discs `pick` chooses.
fn discs(out: &mut String, catalog: &Catalog, lang: Lang, pick: impl Fn(&Disc) -> bool) {
    for (kind, en, es) in [
        (DiscKind::Hero, "Heroes", "Héroes"),
        (DiscKind::Unit, "Units", "Unidades"),
    ] {
        let of_kind: Vec<&Disc> = catalog
            .discs()
            .iter()
            .filter(|d| d.kind == kind && pick(d))
            .collect();
        if of_kind.is_empty() {
            continue;
        }
        let _ = writeln!(out, "    {}:", lang.pick(en, es));
        for disc in of_kind {
            disc_line(out, disc, lang);
        }
    }
}

/// `2× Kurgan Barbarians, Flamers`.
fn entries(catalog: &Catalog, entries: &[RegimentEntry], lang: Lang) -> String {
    let names: Vec<String> = entries
        .iter()
        .map(|e| {
            let name = catalog
                .disc(&e.disc)
                .map_or(e.disc.as_str(), |d| d.name.get(lang));
            if e.count == 1 {
                name.to_owned()
            } else {
                format!("{}× {name}", e.count)
            }
        })
        .collect();
    names.join(", ")
}

fn cards(catalog: &Catalog, ids: &[String], lang: Lang) -> String {
    let names: Vec<&str> = ids
        .iter()
        .map(|id| {
            catalog
                .command_card(id)
                .map_or(id.as_str(), |c| c.name.get(lang))
        })
        .collect();
    names.join(", ")
}

/// The catalogue (or one faction of it) as text, unknown values `?`.
pub(super) fn text(catalog: &Catalog, faction: Option<&str>, lang: Lang) -> String {
    let mut out = String::new();
    for f in catalog
        .factions()
        .iter()
        .filter(|f| faction.is_none_or(|only| only == f.id))
    {
        let _ = writeln!(out, "{} ({})", f.name.get(lang), f.id);
        for race in catalog.races().iter().filter(|r| r.faction == f.id) {
            let _ = writeln!(out, "  {} ({})", race.name.get(lang), race.id);
            discs(&mut out, catalog, lang, |d| {
                d.race.as_ref().is_some_and(|r| r.value == race.id)
            });
        }
        let regiments: Vec<&PreBuiltRegiment> = catalog
            .pre_built_regiments()
            .iter()
            .filter(|r| {
                catalog.disc(&r.hero).and_then(|h| faction_of(catalog, h)) == Some(f.id.as_str())
            })
            .collect();
        if !regiments.is_empty() {
            let _ = writeln!(
                out,
                "  {}:",
                lang.pick("Pre-built regiments", "Regimientos pregenerados")
            );
            for r in regiments {
                let hero = catalog
                    .disc(&r.hero)
                    .map_or(r.hero.as_str(), |h| h.name.get(lang));
                let _ = writeln!(
                    out,
                    "    {} — {hero} + {}; {}: {}",
                    r.id,
                    entries(catalog, &r.units, lang),
                    lang.pick("cards", "cartas"),
                    cards(catalog, &r.command_cards, lang)
                );
            }
        }
    }
    let unplaced = |d: &Disc| faction_of(catalog, d).is_none();
    if catalog.discs().iter().any(unplaced) {
        let _ = writeln!(out, "{}", lang.pick("Race not known", "Raza desconocida"));
        discs(&mut out, catalog, lang, unplaced);
    }
    let _ = writeln!(out, "{}", lang.pick("Command cards", "Cartas de Mando"));
    for card in catalog
        .command_cards()
        .iter()
        .filter(|c| card_in(faction, c))
    {
        let _ = writeln!(
            out,
            "    {} — {}: {} {}, {} {}, {} {}",
            card.id,
            card.name.get(lang),
            lang.pick("strategy", "estrategia"),
            strategy_name(card.strategy.as_ref(), lang),
            lang.pick("value", "valor"),
            or_unknown(card.value.as_ref().map(|k| k.value)),
            lang.pick("restriction", "restricción"),
            restriction_name(card.restriction.as_ref(), lang),
        );
    }
    let armies: Vec<&IntroductoryArmy> = catalog
        .introductory_armies()
        .iter()
        .filter(|a| entries_in(catalog, faction, a.discs.first().map(|e| e.disc.as_str())))
        .collect();
    if !armies.is_empty() {
        let _ = writeln!(
            out,
            "{}",
            lang.pick("Introductory armies", "Ejércitos introductorios")
        );
        for army in armies {
            let _ = writeln!(
                out,
                "    {} — {}: {}; {}: {}",
                army.id,
                army.name.get(lang),
                entries(catalog, &army.discs, lang),
                lang.pick("cards", "cartas"),
                cards(catalog, &army.command_cards, lang)
            );
        }
    }
    let _ = writeln!(out, "{}", lang.pick("Boxes", "Cajas"));
    for b in catalog.boxes() {
        let _ = writeln!(out, "    {} — {}", b.id, b.name.get(lang));
    }
    out.trim_end().to_owned()
}

/// A Diskwars validation report as a player reads it: per regiment its hero, the points
/// its units use of the hero's and what is left, and its units; then the hand against the
/// heroes' command values.
pub(super) fn report(
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
    let verdict = verdict(report.verdict, lang);
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
    // The introductory armies come as they are: no recruitment points, no unspent points
    // for the initiative (its roll has no bonus), no hand size from command values.
    let intro = list.mode == Mode::Introductory;
    if intro {
        let _ = writeln!(
            out,
            "{} {regiments}   {} {}",
            lang.pick("Regiments", "Regimientos"),
            lang.pick("Command cards", "Cartas de Mando"),
            t.hand,
        );
    } else {
        let _ = writeln!(
            out,
            "{} {regiments}   {} {}   {} {}/{}",
            lang.pick("Regiments", "Regimientos"),
            lang.pick(
                "Unspent points (initiative)",
                "Puntos sin gastar (iniciativa)"
            ),
            or_unknown(t.unspent),
            lang.pick("Command cards", "Cartas de Mando"),
            t.hand,
            or_unknown(t.hand_limit),
        );
    }
    for (regiment, totals) in list.regiments.iter().zip(&t.regiments) {
        if intro {
            let _ = writeln!(out, "  {}", disc(&regiment.hero));
        } else {
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
        }
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
            let _ = match (count, intro) {
                (1, true) => writeln!(out, "    {}", disc(id)),
                (_, true) => writeln!(out, "    {count}× {}", disc(id)),
                (1, false) => writeln!(out, "    {} ({cost})", disc(id)),
                (_, false) => writeln!(
                    out,
                    "    {count}× {} ({cost} {})",
                    disc(id),
                    lang.pick("each", "c/u")
                ),
            };
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
    let hand = if intro {
        t.hand.to_string()
    } else {
        format!(
            "{} {} {}",
            t.hand,
            lang.pick("of", "de"),
            or_unknown(t.hand_limit)
        )
    };
    let _ = writeln!(
        out,
        "  {} ({hand}): {}",
        lang.pick("Hand", "Mano"),
        names_or_dash(&cards)
    );
    with_findings(out, report, lang)
}
