//! The printed Underworlds list.
//!
//! Under the title: the warband (where other games print the faction), the play format
//! (Rivals or Nemesis, digest §1.2), the Rivals deck or decks and the season when the list
//! names one. Then the groups:
//!
//! - the fighters (`fighters`): each with its leader marked and one compact line per face
//!   of its card, uninspired and inspired (Move, Save, Health, Bounty and each weapon with
//!   its kind, range, dice, symbol, damage and abilities, critical ones marked, digest V2);
//!   a value the data does not give is the shared unknown word, never a guess;
//! - the warscroll: its abilities (runemark, generic tokens, digest V6–V7) and the inspire
//!   condition the player entered;
//! - the deck by type (`deck`): objectives (surge and glory), ploys (surge), upgrades
//!   (glory), any power card the data cannot sort, and the plot card the decks bring.
//!
//! Underworlds has no points (digest §1.1: no points, no options), so the sheet has no cost
//! column (`costed` false); the totals count the deck's cards against the format's limits,
//! and the verdict is the validator's. The table page carries the rounds (3, rulebook
//! L309), the turns of a round (4, L317), the glory and the glory of equipped upgrades
//! (which may not exceed it, L629), and per fighter its characteristics with boxes for its
//! damage and tokens.

mod deck;
mod fighters;

pub(crate) use deck::{card_marks, kind_heading, other_power_heading, sections, Placed};
pub(crate) use fighters::fighter_name;

use super::catalog::{CardKind, Catalog, PlayFormat};
use super::list::UnderworldsList;
use super::play::{ROUNDS, TURNS};
use super::totals::Totals;
use super::validate::{
    validate_list, MAX_SURGE, NEMESIS_OBJECTIVES, NEMESIS_POWER, RIVALS_OBJECTIVES, RIVALS_POWER,
};
use crate::lang::Lang;
use crate::sheet::{PlaySheet, Sheet, SheetFact, SheetTotal, Track, COMMUNITY_MARK};

/// Builds the printed form of a list from the validator's report.
pub(crate) fn sheet(list: &UnderworldsList, catalog: &Catalog, lang: Lang) -> Sheet {
    let report = validate_list(list, catalog, lang);
    let warband = catalog.warband(&list.warband);
    let faction = warband.map_or_else(|| list.warband.clone(), |w| w.name.get(lang).to_owned());

    let mut groups = vec![fighters::group(&list.warband, warband, lang)];
    groups.extend(warband.and_then(|w| fighters::warscroll(w, lang)));
    groups.extend(deck::groups(list, catalog, lang));

    let totals = totals(list.play_format, &report.totals, lang);

    let units = warband
        .map(|w| {
            w.fighters
                .iter()
                .map(|f| {
                    let mut unit = fighters::play_fighter(f, lang);
                    if w.cards_from_community() {
                        unit.name = format!("{} {COMMUNITY_MARK}", unit.name);
                    }
                    unit
                })
                .collect()
        })
        .unwrap_or_default();
    Sheet {
        game: <super::Underworlds as crate::game::Game>::PRODUCT.to_owned(),
        game_id: <super::Underworlds as crate::game::Game>::ID.to_owned(),
        faction_group: None,
        list_name: list.name.clone(),
        faction,
        facts: facts(list, catalog, lang),
        groups,
        costed: false,
        totals,
        verdict: report.verdict,
        awaited: report.awaited.clone(),
        findings: report.diagnostics,
        notes: list.notes.clone(),
        footnotes: warband
            .and_then(|w| fighters::community_footnote(w, catalog.parts().community.as_ref(), lang))
            .into_iter()
            .collect(),
        play: PlaySheet {
            game_tracks: vec![
                Track::rounds(ROUNDS, lang),
                Track::boxes(
                    lang.pick("Turns this round", "Turnos de la ronda"),
                    u32::from(TURNS),
                ),
                Track::tally(lang.pick("Glory points", "Puntos de gloria")),
                Track::tally(lang.pick(
                    "Glory of equipped upgrades",
                    "Gloria de las mejoras equipadas",
                )),
            ],
            units,
        },
    }
}

/// The facts under the title: the play format, the deck or decks, and the season.
fn facts(list: &UnderworldsList, catalog: &Catalog, lang: Lang) -> Vec<SheetFact> {
    let decks: Vec<&str> = list
        .decks
        .iter()
        .map(|id| catalog.deck(id).map_or(id.as_str(), |d| d.name.get(lang)))
        .collect();
    let deck_label = match decks.len() {
        1 => lang.pick("Rivals deck", "Mazo Rivales"),
        _ => lang.pick("Rivals decks", "Mazos Rivales"),
    };
    let mut facts = vec![
        SheetFact::new(lang.pick("Format", "Formato"), list.play_format.name(lang)),
        SheetFact::new(
            deck_label,
            if decks.is_empty() {
                "—".to_owned()
            } else {
                decks.join(", ")
            },
        ),
    ];
    if let Some(season) = &list.season {
        facts.push(SheetFact::new(
            lang.pick("Season", "Temporada"),
            season.clone(),
        ));
    }
    facts
}

/// The deck's counts against the format's limits: in Rivals the exact 12 objectives and 20
/// power cards of a printed deck (V3); in Nemesis the least of each, the most surge
/// objectives and no more ploys than upgrades (V4). The numbers are the validator's.
fn totals(format: PlayFormat, t: &Totals, lang: Lang) -> Vec<SheetTotal> {
    let objectives = format!(
        "{} ({} {})",
        kind_heading(CardKind::Objective, lang),
        t.surge_objectives,
        lang.pick("surge", "súbitas")
    );
    let power = format!(
        "{} ({} {} / {} {})",
        lang.pick("Power cards", "Cartas de poder"),
        t.ploys,
        lang.pick("ploys", "ardides"),
        t.upgrades,
        lang.pick("upgrades", "mejoras")
    );
    let at_least = lang.pick("at least", "al menos");
    match format {
        PlayFormat::Rivals => vec![
            count_total(objectives, t.objectives, Some(RIVALS_OBJECTIVES)),
            count_total(power, t.power, Some(RIVALS_POWER)),
        ],
        PlayFormat::Nemesis => vec![
            count_total(
                format!("{objectives}, {at_least} {NEMESIS_OBJECTIVES}"),
                t.objectives,
                None,
            ),
            count_total(
                lang.pick("Surge objectives", "Objetivos súbitos")
                    .to_owned(),
                t.surge_objectives,
                Some(MAX_SURGE),
            ),
            count_total(
                format!("{power}, {at_least} {NEMESIS_POWER}"),
                t.power,
                None,
            ),
            count_total(
                lang.pick(
                    "Ploys, no more than upgrades",
                    "Ardides, no más que mejoras",
                )
                .to_owned(),
                t.ploys,
                Some(t.upgrades),
            ),
        ],
    }
}

/// A count and, where the format has one, the most it may reach.
fn count_total(label: String, used: usize, limit: Option<usize>) -> SheetTotal {
    let number = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    SheetTotal {
        label,
        used: number(used),
        used_incomplete: false,
        limit: limit.map(number),
        limit_unknown: false,
    }
}

/// `not in the data`, for an id the catalogue lacks.
fn not_in_data(lang: Lang) -> &'static str {
    lang.pick("not in the data", "no está en los datos")
}
