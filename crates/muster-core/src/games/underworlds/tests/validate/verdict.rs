//! One verdict for a list: legal, illegal by what is known, or unconfirmed while the deck
//! rules wait for the cards of a deck the data does not hold in full. The fighters' cards
//! are the warband's own record, which the list does not choose: what is unknown of them
//! waits for nothing.

use super::*;
use crate::games::underworlds::catalog::{Card, CardKind};
use crate::games::underworlds::PlayFormat;
use crate::Verdict;

/// The Wardens with the partial deck, listing the 12 objectives and 20 ploys it would have.
fn partial_deck_list() -> UnderworldsList {
    let mut list = UnderworldsList::new("Fixture", PlayFormat::Rivals, WARDENS);
    list.decks = vec![DECK_PARTIAL.into()];
    list.objectives = ids("partial", "objective", 1..=12);
    list.power = ids("partial", "ploy", 1..=20);
    list
}

#[test]
fn a_rivals_list_of_a_deck_known_in_full_is_legal() {
    let report = clean(&rivals_list());
    assert_eq!(report.verdict, Verdict::Legal);
}

#[test]
fn a_list_that_breaks_a_deck_rule_with_known_cards_is_illegal() {
    let mut list = rivals_list();
    list.power.pop();
    assert_eq!(check(&list).verdict, Verdict::Illegal);
    // A card id no deck holds, every chosen deck known in full: not one of its cards.
    let mut list = rivals_list();
    list.objectives[0] = "fixture-nowhere".into();
    let report = check(&list);
    assert_eq!(report.verdict, Verdict::Illegal);
    one(
        &report,
        "underworlds.card.unknown",
        Severity::Error,
        "underworlds:V3",
        "/objectives/0",
    );
}

#[test]
fn a_deck_whose_cards_are_not_known_leaves_the_list_unconfirmed_until_they_are_entered() {
    let report = check(&partial_deck_list());
    assert_eq!(
        report.verdict,
        Verdict::Unconfirmed,
        "{:#?}",
        report.diagnostics
    );
    assert!(!report.legal);
    // The cards the deck's known part lacks may be its own: each waits, none is an error.
    assert!(report.with_severity(Severity::Error).next().is_none());
    assert_eq!(all(&report, "underworlds.card.unconfirmed").len(), 30);
    let d = &all(&report, "underworlds.card.unconfirmed")[0];
    assert_eq!(
        (d.path.as_str(), d.severity),
        ("/objectives/1", Severity::Warning)
    );
    let awaited: Vec<_> = report
        .awaited
        .iter()
        .map(|a| {
            (
                a.value.kind,
                a.value.id.as_str(),
                a.value.value,
                a.rules.clone(),
            )
        })
        .collect();
    assert_eq!(
        awaited,
        [("deck", DECK_PARTIAL, "cards", vec!["underworlds:V3"])]
    );

    // A card another deck holds may be the partial deck's too (Rivals decks share cards):
    // it waits as well, rather than being called a card of a deck the list did not choose.
    let mut shared = partial_deck_list();
    shared.power[19] = "fixture-a-ploy-1".into();
    let report = check(&shared);
    assert_eq!(
        report.verdict,
        Verdict::Unconfirmed,
        "{:#?}",
        report.diagnostics
    );
    assert!(all(&report, "underworlds.deck.foreign_card").is_empty());
    assert_eq!(all(&report, "underworlds.card.unconfirmed").len(), 30);

    // Once the player enters the deck's cards, the same list is checked in full.
    let entered = check_changed(&partial_deck_list(), |parts| {
        let deck = parts
            .decks
            .iter_mut()
            .find(|d| d.id == DECK_PARTIAL)
            .unwrap();
        let card = |kind: &str, n: usize, card_kind| Card {
            id: format!("fixture-partial-{kind}-{n}"),
            name: crate::games::underworlds::catalog::Name {
                en: format!("Fixture Partial {kind} {n}"),
                es: None,
            },
            code: None,
            kind: card_kind,
            surge: false,
            restricted: false,
            glory: Some(1),
            runemark: None,
        };
        deck.cards = (1..=12)
            .map(|n| card("objective", n, CardKind::Objective))
            .chain((1..=20).map(|n| card("ploy", n, CardKind::Ploy)))
            .collect();
        deck.cards_complete = true;
    });
    assert_eq!(
        entered.verdict,
        Verdict::Legal,
        "{:#?}",
        entered.diagnostics
    );
}

#[test]
fn fighters_the_data_does_not_give_wait_for_nothing_and_the_list_stays_legal() {
    // The Strays' roster, leader, faces and token count are not known: warnings for the
    // tracker, but no choice of the list depends on them.
    let report = check(&rivals_list_of(STRAYS, DECK_A));
    for code in [
        "underworlds.warband.leader_unknown",
        "underworlds.warband.roster_incomplete",
        "underworlds.warband.stats_unknown",
        "underworlds.warscroll.token_count_unknown",
    ] {
        assert!(report.codes().contains(&code), "{code}");
    }
    assert_eq!(report.verdict, Verdict::Legal, "{:#?}", report.diagnostics);
    assert!(report.awaited.is_empty());
}
