//! The deck's counts a player reads while building (objectives, surge, power, ploys and
//! upgrades), and the one way a list's card id is found among its decks.

use super::catalog::{Card, CardKind, Catalog, Deck};
use super::list::UnderworldsList;
use serde::Serialize;

/// What the builder shows beside the findings.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsTotals"))]
pub struct Totals {
    /// Fighters in the warband.
    pub fighters: usize,
    /// Cards in the objective deck.
    pub objectives: usize,
    /// Surge objectives among them.
    pub surge_objectives: usize,
    /// Cards in the power deck.
    pub power: usize,
    /// Ploys among them.
    pub ploys: usize,
    /// Upgrades among them.
    pub upgrades: usize,
    /// The plot cards the chosen decks bring, by id.
    pub plots: Vec<String>,
}

/// A card the list names, looked up in the list's own decks first (in their order), then
/// in every other deck of the catalogue; `None` when no deck has it.
pub fn find_card<'c>(
    list: &UnderworldsList,
    catalog: &'c Catalog,
    id: &str,
) -> Option<(&'c Deck, &'c Card)> {
    let own = list.decks.iter().filter_map(|d| catalog.deck(d));
    let others = catalog
        .decks()
        .iter()
        .filter(|d| !list.decks.contains(&d.id));
    own.chain(others)
        .find_map(|deck| deck.card(id).map(|card| (deck, card)))
}

/// The counts of `list` (a card no deck has counts where the list put it, of no kind).
pub fn totals(list: &UnderworldsList, catalog: &Catalog) -> Totals {
    let kind = |id: &String| find_card(list, catalog, id).map(|(_, c)| c);
    let mut totals = Totals {
        // A warband the data counts but names only in part has its count of fighters.
        fighters: catalog.warband(&list.warband).map_or(0, |w| {
            if w.roster_complete {
                w.fighters.len()
            } else {
                w.fighters.len().max(w.fighter_count.map_or(0, usize::from))
            }
        }),
        objectives: list.objectives.len(),
        power: list.power.len(),
        plots: list
            .decks
            .iter()
            .filter_map(|d| catalog.deck(d)?.plot.as_ref().map(|p| p.id.clone()))
            .collect(),
        ..Totals::default()
    };
    totals.surge_objectives = list
        .objectives
        .iter()
        .filter_map(kind)
        .filter(|c| c.kind == CardKind::Objective && c.surge)
        .count();
    for card in list.power.iter().filter_map(kind) {
        match card.kind {
            CardKind::Ploy => totals.ploys += 1,
            CardKind::Upgrade => totals.upgrades += 1,
            CardKind::Objective => {}
        }
    }
    totals
}
