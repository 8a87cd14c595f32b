//! Underworlds lists on the shipped pack alone: every warband with every Rivals deck as
//! printed is legal (V3), a Nemesis deck built from two of the shipped decks follows V4, and
//! the organised-play season decides which warbands are legal (V5).

use muster_core::games::underworlds::{
    Card, CardKind, Catalog, PlayFormat, Underworlds, UnderworldsList,
};
use muster_core::{Game, Lang, Severity};
use muster_data::Pack;

fn catalog() -> Catalog {
    Underworlds::bundled().unwrap()
}

fn errors(list: &UnderworldsList, catalog: &Catalog) -> Vec<&'static str> {
    let report = Underworlds::validate(list, catalog, &(), Lang::En);
    report
        .with_severity(Severity::Error)
        .map(|d| d.code)
        .collect()
}

/// A Rivals list of `warband` with the deck `deck` as printed.
fn rivals(warband: &str, deck: &str, catalog: &Catalog) -> UnderworldsList {
    let mut list = UnderworldsList::new("Test", PlayFormat::Rivals, warband);
    let cards = &catalog.deck(deck).unwrap().cards;
    list.decks = vec![deck.to_owned()];
    list.objectives = ids(cards.iter().filter(|c| c.kind == CardKind::Objective));
    list.power = ids(cards.iter().filter(|c| c.kind.is_power()));
    list
}

fn ids<'a>(cards: impl Iterator<Item = &'a Card>) -> Vec<String> {
    cards.map(|c| c.id.clone()).collect()
}

#[test]
fn every_warband_with_every_rivals_deck_as_printed_is_legal() {
    let catalog = catalog();
    assert_eq!(catalog.warbands().len(), 68);
    assert_eq!(catalog.decks().len(), 12);
    for warband in catalog.warbands() {
        for deck in catalog.decks() {
            let list = rivals(&warband.id, &deck.id, &catalog);
            assert_eq!(
                errors(&list, &catalog),
                Vec::<&str>::new(),
                "{} with {}",
                warband.id,
                deck.id
            );
        }
    }
}

/// A Nemesis deck of the two decks: the first 12 objectives with at most 6 surge, and 20 power
/// cards with as many ploys as upgrades, no name twice.
fn nemesis(first: &str, second: &str, catalog: &Catalog) -> UnderworldsList {
    let mut list = UnderworldsList::new("Nemesis", PlayFormat::Nemesis, "the-emberwatch");
    list.decks = vec![first.to_owned(), second.to_owned()];
    let pool: Vec<&Card> = list
        .decks
        .iter()
        .flat_map(|d| &catalog.deck(d).unwrap().cards)
        .collect();
    let mut names = std::collections::HashSet::new();
    let mut surge = 0;
    let (mut ploys, mut upgrades) = (0, 0);
    for card in pool {
        if !names.insert(card.name.en.clone()) {
            continue;
        }
        match card.kind {
            CardKind::Objective if list.objectives.len() < 12 && (!card.surge || surge < 6) => {
                surge += usize::from(card.surge);
                list.objectives.push(card.id.clone());
            }
            CardKind::Ploy if ploys < 10 => {
                ploys += 1;
                list.power.push(card.id.clone());
            }
            CardKind::Upgrade if upgrades < 10 => {
                upgrades += 1;
                list.power.push(card.id.clone());
            }
            _ => {}
        }
    }
    list
}

#[test]
fn a_nemesis_deck_of_two_shipped_decks_follows_v4() {
    let catalog = catalog();
    let list = nemesis("blazing-assault", "emberstone-sentinels", &catalog);
    assert_eq!((list.objectives.len(), list.power.len()), (12, 20));
    assert_eq!(errors(&list, &catalog), Vec::<&str>::new());

    // Two decks with a plot card each (Countdown to Cataclysm and Nexus of Power).
    let plots = nemesis("countdown-to-cataclysm", "nexus-of-power", &catalog);
    assert!(errors(&plots, &catalog).contains(&"underworlds.deck.plots"));

    // A seventh surge objective.
    let mut seven = list.clone();
    let pool = &catalog.deck("emberstone-sentinels").unwrap().cards;
    let more_surge = pool
        .iter()
        .find(|c| c.surge && !seven.objectives.contains(&c.id))
        .expect("another surge objective");
    let plain = seven
        .objectives
        .iter()
        .position(|id| {
            catalog
                .decks()
                .iter()
                .flat_map(|d| &d.cards)
                .any(|c| &c.id == id && !c.surge)
        })
        .unwrap();
    seven.objectives[plain] = more_surge.id.clone();
    assert!(errors(&seven, &catalog).contains(&"underworlds.deck.surge"));

    // One power card short.
    let mut short = list.clone();
    short.power.pop();
    assert!(errors(&short, &catalog).contains(&"underworlds.deck.nemesis_size"));

    // A name twice: Sidestep is in both decks, one card id (ids are the names' ids), so the
    // second is the same card twice.
    let mut twice = nemesis("blazing-assault", "emberstone-sentinels", &catalog);
    let sidestep = catalog.deck("emberstone-sentinels").unwrap();
    let sidestep = sidestep
        .cards
        .iter()
        .find(|c| c.name.en == "Sidestep")
        .unwrap();
    twice.power.push(sidestep.id.clone());
    let found = errors(&twice, &catalog);
    assert!(
        found.contains(&"underworlds.deck.duplicate_card"),
        "{found:?}"
    );
}

#[test]
fn the_organised_play_season_decides_which_warbands_are_legal() {
    let catalog = catalog();
    let mut legal = rivals("the-emberwatch", "blazing-assault", &catalog);
    legal.season = Some("organised-play-2026-04".into());
    assert_eq!(errors(&legal, &catalog), Vec::<&str>::new());
    // Garrek's Reavers are not legal in organised play now.
    let mut retired = rivals("garreks-reavers", "blazing-assault", &catalog);
    retired.season = Some("organised-play-2026-04".into());
    assert_eq!(errors(&retired, &catalog), ["underworlds.legality.warband"]);
}
