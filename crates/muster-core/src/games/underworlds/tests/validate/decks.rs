//! The decks: Rivals' one deck used as printed (V3), Nemesis' two decks built into one (V4),
//! and the runemarks of cards (V7).

use super::*;

fn replace(pile: &mut [String], id: &str, with: &str) {
    let place = pile.iter().position(|c| c == id).expect(id);
    pile[place] = with.to_owned();
}

// V3: Rivals.

#[test]
fn a_rivals_list_uses_exactly_one_deck() {
    let mut list = rivals_list();
    list.decks.clear();
    let report = check(&list);
    let d = one(
        &report,
        "underworlds.deck.rivals_count",
        Severity::Error,
        "underworlds:V3",
        "/decks",
    );
    assert!(d.help.contains("Choose one Rivals deck"), "{}", d.help);
    // No deck chosen: the cards are not called foreign to it.
    assert!(all(&report, "underworlds.deck.foreign_card").is_empty());

    list.decks = vec![DECK_A.into(), DECK_B.into()];
    let report = check(&list);
    let d = one(
        &report,
        "underworlds.deck.rivals_count",
        Severity::Error,
        "underworlds:V3",
        "/decks",
    );
    assert!(d.message.contains("names 2"), "{}", d.message);
    assert!(d.help.contains("Nemesis"), "{}", d.help);
}

#[test]
fn a_rivals_deck_is_used_as_printed_so_a_card_left_out_is_named() {
    let mut list = rivals_list();
    list.objectives.retain(|c| c != "fixture-a-objective-7");
    let report = check(&list);
    let size = one(
        &report,
        "underworlds.deck.rivals_size",
        Severity::Error,
        "underworlds:V3",
        "/objectives",
    );
    assert!(size.message.contains("has 11 cards"), "{}", size.message);
    let missing = one(
        &report,
        "underworlds.deck.missing_cards",
        Severity::Error,
        "underworlds:V3",
        "/objectives",
    );
    assert!(
        missing
            .message
            .contains("1 card of the Fixture Deck A deck: Fixture A objective 7."),
        "{}",
        missing.message
    );
    assert_eq!(report.diagnostics.len(), 2, "{:#?}", report.diagnostics);
}

#[test]
fn a_rivals_list_with_a_card_of_another_deck_is_illegal() {
    let mut list = rivals_list();
    list.power.push("fixture-b-upgrade-1".into());
    let report = check(&list);
    let d = one(
        &report,
        "underworlds.deck.foreign_card",
        Severity::Error,
        "underworlds:V3",
        "/power/20",
    );
    assert!(d
        .message
        .contains("Fixture B upgrade 1 belongs to the Fixture Deck B deck"));
    let size = one(
        &report,
        "underworlds.deck.rivals_size",
        Severity::Error,
        "underworlds:V3",
        "/power",
    );
    assert!(size.message.contains("has 21 cards"), "{}", size.message);
}

#[test]
fn the_same_card_twice_is_illegal_and_the_card_it_replaced_is_missing() {
    let mut list = rivals_list();
    list.power[19] = list.power[0].clone();
    let report = check(&list);
    let d = one(
        &report,
        "underworlds.deck.duplicate_card",
        Severity::Error,
        "underworlds:V3",
        "/power/19",
    );
    assert!(d
        .message
        .contains("Fixture A ploy 1 is in the list more than once"));
    let missing = one(
        &report,
        "underworlds.deck.missing_cards",
        Severity::Error,
        "underworlds:V3",
        "/power",
    );
    assert!(
        missing.message.ends_with(": Fixture A upgrade 10."),
        "{}",
        missing.message
    );
    // 20 power cards: the size is right, the deck is not.
    assert!(all(&report, "underworlds.deck.rivals_size").is_empty());
}

#[test]
fn a_deck_whose_cards_are_not_known_is_a_warning_to_enter_them() {
    let mut list = UnderworldsList::new(
        "Fixture",
        crate::games::underworlds::PlayFormat::Rivals,
        WARDENS,
    );
    list.decks = vec![DECK_PARTIAL.into()];
    list.objectives = vec!["fixture-partial-objective-1".into()];
    list.power = vec!["fixture-partial-ploy-1".into()];
    let report = check(&list);
    let d = one(
        &report,
        "underworlds.deck.cards_unknown",
        Severity::Warning,
        "underworlds:V3",
        "/decks/0",
    );
    assert!(d.message.contains("Fixture Deck Partial"), "{}", d.message);
    assert!(d.help.contains("Enter the deck's cards"), "{}", d.help);
    // Its cards cannot be said missing; the sizes are still counted.
    assert!(all(&report, "underworlds.deck.missing_cards").is_empty());
    assert_eq!(all(&report, "underworlds.deck.rivals_size").len(), 2);
}

#[test]
fn rivals_says_nothing_of_the_plot_card_that_comes_with_the_deck() {
    // Deck A has a plot card; the list has no place for it and needs none.
    let report = clean(&rivals_list());
    assert_eq!(report.totals.plots, ["fixture-deck-a-plot"]);
}

// V4: Nemesis.

#[test]
fn a_nemesis_list_uses_two_different_decks() {
    let mut list = nemesis_list();
    list.decks.pop();
    let report = check(&list);
    one(
        &report,
        "underworlds.deck.nemesis_count",
        Severity::Error,
        "underworlds:V4",
        "/decks",
    );
    // Deck B's cards (6 objectives, 10 power cards) are now foreign to the list.
    assert_eq!(all(&report, "underworlds.deck.foreign_card").len(), 16);

    list.decks = vec![DECK_A.into(), DECK_A.into()];
    list.objectives.truncate(6);
    list.objectives.extend(ids("a", "objective", 7..=12));
    list.power = [ids("a", "ploy", 1..=10), ids("a", "upgrade", 1..=10)].concat();
    let report = check(&list);
    let d = one(
        &report,
        "underworlds.deck.same_deck",
        Severity::Error,
        "underworlds:V4",
        "/decks/1",
    );
    assert!(d.message.contains("Fixture Deck A deck is chosen twice"));
    assert_eq!(report.diagnostics.len(), 1, "{:#?}", report.diagnostics);
}

#[test]
fn at_most_one_of_the_two_decks_has_a_plot_card() {
    let report = check(&nemesis_list_of(DECK_A, DECK_C));
    let d = one(
        &report,
        "underworlds.deck.plots",
        Severity::Error,
        "underworlds:V4",
        "/decks",
    );
    assert!(d.message.contains("Both Fixture Deck A and Fixture Deck C"));
    assert_eq!(report.diagnostics.len(), 1, "{:#?}", report.diagnostics);
    // A (plot) with B (no plot) is the legal fixture list.
    clean(&nemesis_list());
}

#[test]
fn a_nemesis_objective_deck_has_at_least_12_cards_with_at_most_6_surge() {
    let mut list = nemesis_list();
    list.objectives.pop();
    let report = check(&list);
    let d = one(
        &report,
        "underworlds.deck.nemesis_size",
        Severity::Error,
        "underworlds:V4",
        "/objectives",
    );
    assert!(d.message.contains("has 11 cards"), "{}", d.message);

    // 4 surge objectives in the fixture list; two more make 6, legal.
    let mut list = nemesis_list();
    replace(
        &mut list.objectives,
        "fixture-a-objective-3",
        "fixture-b-objective-1",
    );
    replace(
        &mut list.objectives,
        "fixture-a-objective-4",
        "fixture-b-objective-2",
    );
    let report = clean(&list);
    assert_eq!(report.totals.surge_objectives, 6);
    // A seventh is one too many; 13 objectives are fine.
    list.objectives.push("fixture-b-objective-3".into());
    let report = check(&list);
    let d = one(
        &report,
        "underworlds.deck.surge",
        Severity::Error,
        "underworlds:V4",
        "/objectives",
    );
    assert!(d.message.contains("7 surge objectives"), "{}", d.message);
    assert!(d.help.contains("Swap 1 surge"), "{}", d.help);
    assert_eq!(report.diagnostics.len(), 1, "{:#?}", report.diagnostics);
}

#[test]
fn a_nemesis_power_deck_has_at_least_20_cards_with_no_more_ploys_than_upgrades() {
    let mut list = nemesis_list();
    list.power.pop();
    let report = check(&list);
    let d = one(
        &report,
        "underworlds.deck.nemesis_size",
        Severity::Error,
        "underworlds:V4",
        "/power",
    );
    assert!(d.message.contains("has 19 cards"), "{}", d.message);

    // 10 ploys and 10 upgrades is legal (the fixture list); a ploy for an upgrade is not.
    let mut list = nemesis_list();
    replace(&mut list.power, "fixture-b-upgrade-5", "fixture-b-ploy-6");
    let report = check(&list);
    let d = one(
        &report,
        "underworlds.deck.ploys",
        Severity::Error,
        "underworlds:V4",
        "/power",
    );
    assert!(
        d.message.contains("11 ploys and 9 upgrades"),
        "{}",
        d.message
    );
    // Two more upgrades make 22 cards, 11 ploys and 11 upgrades: legal.
    list.power.push("fixture-b-upgrade-5".into());
    list.power.push("fixture-b-upgrade-6".into());
    clean(&list);
}

#[test]
fn no_two_nemesis_cards_share_a_name_whatever_their_case_and_spaces() {
    let mut list = nemesis_list();
    list.power.extend(
        [
            "fixture-a-ploy-10",
            "fixture-b-ploy-12",
            "fixture-b-upgrade-6",
            "fixture-b-upgrade-7",
        ]
        .map(String::from),
    );
    let report = check(&list);
    let d = one(
        &report,
        "underworlds.deck.duplicate_name",
        Severity::Error,
        "underworlds:V4",
        "/power/21",
    );
    assert!(
        d.message.contains("fixture Shared  Ploy of the Fixture Deck B deck has the same name as a card of the Fixture Deck A deck"),
        "{}",
        d.message
    );
    assert_eq!(report.diagnostics.len(), 1, "{:#?}", report.diagnostics);

    // The same id twice is a duplicate too, under V4.
    let mut list = nemesis_list();
    list.power.push(list.power[7].clone());
    let report = check(&list);
    one(
        &report,
        "underworlds.deck.duplicate_card",
        Severity::Error,
        "underworlds:V4",
        "/power/20",
    );
    assert!(all(&report, "underworlds.deck.duplicate_name").is_empty());
}

#[test]
fn every_nemesis_card_comes_from_one_of_the_two_decks() {
    let mut list = nemesis_list();
    list.power.push("fixture-c-upgrade-1".into());
    let report = check(&list);
    let d = one(
        &report,
        "underworlds.deck.foreign_card",
        Severity::Error,
        "underworlds:V4",
        "/power/20",
    );
    assert!(d.message.contains("Fixture Deck C"), "{}", d.message);
    assert!(d.help.contains("choose its deck"), "{}", d.help);
    assert_eq!(report.diagnostics.len(), 1, "{:#?}", report.diagnostics);
}

// V7: cards.

#[test]
fn a_card_limited_to_a_runemark_no_fighter_carries_is_a_warning_at_its_place() {
    let report = check(&rivals_list_of(WARDENS, DECK_C));
    let d = one(
        &report,
        "underworlds.runemark.no_fighter",
        Severity::Warning,
        "underworlds:V7",
        "/objectives/0",
    );
    assert!(d.message.contains("Fixture C objective 1"), "{}", d.message);
    assert!(report.legal);
    // Deck A's upgrade needs the mark the Wardens' Marksman carries, but the Raiders lack it.
    clean(&rivals_list());
    let report = check(&rivals_list_of(RAIDERS, DECK_A));
    one(
        &report,
        "underworlds.runemark.no_fighter",
        Severity::Warning,
        "underworlds:V7",
        "/power/10",
    );
}
