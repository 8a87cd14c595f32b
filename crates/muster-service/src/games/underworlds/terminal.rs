//! Underworlds in a terminal: a validation report, and the catalogue (`muster catalog underworlds`).

use crate::terminal::{names_or_dash, verdict, with_findings};
use muster_core::games::underworlds::{self, UnderworldsList};
use muster_core::games::underworlds::{Card, CardKind, Catalog, Deck, Face, Fighter, Warband};
use muster_core::sheet::or_unknown;
use muster_core::Lang;
use muster_core::Report;
use serde::Serialize;
use std::fmt::Write;

#[derive(Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "UnderworldsView"))]
struct View<'a> {
    game: &'static str,
    warbands: Vec<&'a Warband>,
    decks: &'a [Deck],
    legality: &'a [muster_core::games::underworlds::Legality],
}

/// The warbands of `only` (every warband without a filter).
fn warbands<'c>(catalog: &'c Catalog, only: Option<&'c str>) -> impl Iterator<Item = &'c Warband> {
    catalog
        .warbands()
        .iter()
        .filter(move |w| only.is_none_or(|id| w.id == id))
}

/// The catalogue as JSON, as the pack and the player's records hold it (a warband filter
/// keeps every deck: any warband may use any deck).
pub(super) fn json(catalog: &Catalog, only: Option<&str>) -> String {
    let view = View {
        game: "underworlds",
        warbands: warbands(catalog, only).collect(),
        decks: catalog.decks(),
        legality: catalog.legality(),
    };
    serde_json::to_string_pretty(&view).expect("catalogues serialize")
}

fn not_known(lang: Lang) -> &'static str {
    lang.pick("not known", "desconocido")
}

/// A warband's or deck's first line: `  id — Name (playstyle Strike; yours)`, the playstyle
/// `?` when unknown, `; yours` for a record the player entered (source `user: …`).
fn record_line(
    out: &mut String,
    id: &str,
    name: &str,
    playstyle: Option<&str>,
    source: &str,
    lang: Lang,
) {
    let yours = if muster_data::user::is_users(source) {
        lang.pick("; yours", "; tuyo")
    } else {
        ""
    };
    let _ = writeln!(
        out,
        "  {id} — {name} ({} {}{yours})",
        lang.pick("playstyle", "estilo de juego"),
        playstyle.unwrap_or("?"),
    );
}

/// `move 3, save 1 shield, health 4, bounty 1, 2 weapons`, each unknown value `?`.
fn face_text(face: Option<&Face>, lang: Lang) -> String {
    let Some(face) = face else {
        return not_known(lang).to_owned();
    };
    let save = face.save.map_or_else(
        || "?".to_owned(),
        |s| {
            let symbol = match s.symbol {
                muster_core::games::underworlds::SaveSymbol::Shield => {
                    lang.pick("shield", "escudo")
                }
                muster_core::games::underworlds::SaveSymbol::Dodge => lang.pick("dodge", "esquiva"),
            };
            format!("{} {symbol}", s.dice)
        },
    );
    format!(
        "{} {}, {} {save}, {} {}, {} {}, {} {}",
        lang.pick("move", "movimiento"),
        or_unknown(face.moves),
        lang.pick("save", "salvación"),
        lang.pick("health", "salud"),
        or_unknown(face.health),
        lang.pick("bounty", "recompensa"),
        or_unknown(face.bounty),
        lang.pick("weapons", "armas"),
        face.weapons.len(),
    )
}

fn fighter_lines(out: &mut String, fighter: &Fighter, lang: Lang) {
    let leader = if fighter.is_leader() {
        format!(" ({})", lang.pick("leader", "líder"))
    } else {
        String::new()
    };
    let _ = writeln!(
        out,
        "      {} — {}{leader}",
        fighter.id,
        fighter.name.get(lang)
    );
    let _ = writeln!(
        out,
        "        {}: {}",
        lang.pick("uninspired", "no inspirado"),
        face_text(fighter.uninspired.as_ref(), lang)
    );
    let _ = writeln!(
        out,
        "        {}: {}",
        lang.pick("inspired", "inspirado"),
        face_text(fighter.inspired.as_ref(), lang)
    );
    // What the community data may have misread is said where the card is listed.
    if !fighter.doubts.is_empty() {
        let doubts: Vec<&str> = fighter.doubts.iter().map(|d| d.words(lang)).collect();
        let _ = writeln!(
            out,
            "        {}: {}",
            lang.pick("check the card", "comprueba la tarjeta"),
            doubts.join("; ")
        );
    }
}

/// What the data leaves unknown about a warband, in words.
fn warband_unknowns(warband: &Warband, lang: Lang) -> Vec<String> {
    let mut unknown = Vec::new();
    if !warband.roster_complete {
        unknown.push(
            lang.pick("the full roster", "la lista completa de guerreros")
                .to_owned(),
        );
    }
    if !warband.roster_complete && !warband.fighters.iter().any(Fighter::is_leader) {
        unknown.push(lang.pick("the leader", "el líder").to_owned());
    }
    let faceless: Vec<&str> = warband
        .fighters
        .iter()
        .filter(|f| f.uninspired.is_none() || f.inspired.is_none())
        .map(|f| f.name.get(lang))
        .collect();
    if !faceless.is_empty() {
        unknown.push(format!(
            "{} {}",
            lang.pick("the fighter cards of", "las tarjetas de guerrero de"),
            faceless.join(", ")
        ));
    }
    if warband.playstyle.is_none() {
        unknown.push(lang.pick("the playstyle", "el estilo de juego").to_owned());
    }
    if warband.inspire.is_none() {
        unknown.push(
            lang.pick("the inspire condition", "la condición de inspiración")
                .to_owned(),
        );
    }
    unknown
}

fn warband_text(out: &mut String, catalog: &Catalog, warband: &Warband, lang: Lang) {
    record_line(
        out,
        &warband.id,
        warband.name.get(lang),
        warband.playstyle.as_deref(),
        &warband.source,
        lang,
    );
    let mut facts = Vec::new();
    if let Some(alliance) = warband.alliance {
        facts.push(alliance.name(lang).to_owned());
    }
    if let Some(count) = warband.fighter_count {
        facts.push(match lang {
            Lang::En => format!("{count} fighters"),
            Lang::Es => format!("{count} guerreros"),
        });
    }
    let seasons: Vec<&str> = catalog
        .legality()
        .iter()
        .filter(|l| l.warbands.as_ref().is_some_and(|w| w.contains(&warband.id)))
        .map(|l| l.season.as_str())
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    if !seasons.is_empty() {
        facts.push(format!(
            "{} {}",
            lang.pick("legal in", "legal en"),
            seasons.join(", ")
        ));
    }
    if !facts.is_empty() {
        let _ = writeln!(out, "    {}", facts.join("; "));
    }
    let leader = warband
        .fighters
        .iter()
        .filter(|f| f.is_leader())
        .map(|f| f.name.get(lang))
        .collect::<Vec<_>>();
    let leader = match (leader.is_empty(), warband.roster_complete) {
        (false, _) => leader.join(", "),
        (true, true) => lang.pick("none", "ninguno").to_owned(),
        (true, false) => not_known(lang).to_owned(),
    };
    let _ = writeln!(out, "    {}: {leader}", lang.pick("Leader", "Líder"));
    let fighters = if warband.roster_complete {
        lang.pick("Fighters", "Guerreros")
    } else {
        lang.pick("Fighters known", "Guerreros conocidos")
    };
    let _ = writeln!(out, "    {fighters} ({}):", warband.fighters.len());
    if warband.fighters.is_empty() {
        let _ = writeln!(
            out,
            "      {}",
            lang.pick("none named", "ninguno con nombre")
        );
    }
    for fighter in &warband.fighters {
        fighter_lines(out, fighter, lang);
    }
    if !warband.abilities.is_empty() {
        let _ = writeln!(out, "    {}:", lang.pick("Abilities", "Habilidades"));
        for a in &warband.abilities {
            let mut notes = Vec::new();
            if let Some(mark) = &a.runemark {
                notes.push(format!("{} {mark}", lang.pick("runemark", "runa")));
            }
            if a.generic_tokens {
                notes.push(format!(
                    "{} {}",
                    lang.pick("generic tokens", "marcadores genéricos"),
                    or_unknown(a.token_count)
                ));
            }
            let notes = if notes.is_empty() {
                String::new()
            } else {
                format!(" ({})", notes.join("; "))
            };
            let _ = writeln!(out, "      {} — {}{notes}", a.id, a.name.get(lang));
        }
    }
    let unknown = warband_unknowns(warband, lang);
    if !unknown.is_empty() {
        let _ = writeln!(
            out,
            "    {}: {}",
            lang.pick("Not known", "Desconocido"),
            unknown.join(", ")
        );
    }
}

/// `glory 1, surge`, or nothing to add.
fn card_notes(card: &Card, lang: Lang) -> String {
    let mut notes = Vec::new();
    if let Some(code) = &card.code {
        notes.push(code.clone());
    }
    if card.kind != CardKind::Ploy {
        notes.push(format!(
            "{} {}",
            lang.pick("glory", "gloria"),
            or_unknown(card.glory)
        ));
    }
    if card.surge {
        notes.push(lang.pick("surge", "súbito").to_owned());
    }
    if card.restricted {
        notes.push(lang.pick("restricted", "restringida").to_owned());
    }
    if let Some(mark) = &card.runemark {
        notes.push(format!("{} {mark}", lang.pick("runemark", "runa")));
    }
    if notes.is_empty() {
        String::new()
    } else {
        format!(": {}", notes.join(", "))
    }
}

fn deck_text(out: &mut String, deck: &Deck, lang: Lang) {
    record_line(
        out,
        &deck.id,
        deck.name.get(lang),
        deck.playstyle.as_deref(),
        &deck.source,
        lang,
    );
    if let Some(plot) = &deck.plot {
        let _ = writeln!(
            out,
            "    {}: {} — {}",
            lang.pick("Plot card", "Carta de trama"),
            plot.id,
            plot.name.get(lang)
        );
    }
    if deck.cards.is_empty() {
        let _ = writeln!(
            out,
            "    {}",
            lang.pick("cards not known", "cartas desconocidas")
        );
        return;
    }
    for (kind, plural) in [
        (CardKind::Objective, lang.pick("Objectives", "Objetivos")),
        (CardKind::Ploy, lang.pick("Ploys", "Ardides")),
        (CardKind::Upgrade, lang.pick("Upgrades", "Mejoras")),
    ] {
        let cards: Vec<&Card> = deck.cards.iter().filter(|c| c.kind == kind).collect();
        let surge = cards.iter().filter(|c| c.surge).count();
        let count = if surge > 0 {
            format!("{}, {} {surge}", cards.len(), lang.pick("surge", "súbitos"))
        } else {
            cards.len().to_string()
        };
        let _ = writeln!(out, "    {plural} ({count}):");
        for card in cards {
            let _ = writeln!(
                out,
                "      {} — {}{}",
                card.id,
                card.name.get(lang),
                card_notes(card, lang)
            );
        }
    }
    if !deck.cards_complete {
        let _ = writeln!(
            out,
            "    {}",
            lang.pick("more cards not known", "hay más cartas desconocidas")
        );
    }
}

/// The catalogue (or one warband and every deck) as text for the terminal.
pub(super) fn text(catalog: &Catalog, only: Option<&str>, lang: Lang) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", lang.pick("Warbands", "Bandas"));
    for warband in warbands(catalog, only) {
        warband_text(&mut out, catalog, warband, lang);
    }
    let _ = writeln!(out, "{}", lang.pick("Rivals decks", "Mazos Rivales"));
    for deck in catalog.decks() {
        deck_text(&mut out, deck, lang);
    }
    for l in catalog.legality() {
        let _ = writeln!(
            out,
            "{} {} {} ({})",
            lang.pick("Legality", "Legalidad"),
            l.play_format.name(lang),
            l.season,
            l.source
        );
    }
    out.trim_end().to_owned()
}

/// An Underworlds validation report as a player reads it: the verdict with the warband and
/// format, the decks the cards come from (and their plot cards), then the deck's counts:
/// fighters, objectives with the surge objectives among them, power cards split into ploys
/// and upgrades.
pub(super) fn report(
    list: &UnderworldsList,
    catalog: &underworlds::Catalog,
    report: &Report<underworlds::Totals>,
    lang: Lang,
) -> String {
    let mut out = String::new();
    let t = &report.totals;
    let warband = catalog.warband(&list.warband);
    let warband_name = warband.map_or(list.warband.as_str(), |w| w.name.get(lang));
    let verdict = verdict(report.verdict, lang);
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
    // A roster the data does not give in full counts the fighters the data counts, if any.
    let fighters = match warband {
        Some(w) if w.roster_complete => t.fighters.to_string(),
        Some(w) => or_unknown(w.fighter_count),
        None => "?".to_owned(),
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
    with_findings(out, report, lang)
}
