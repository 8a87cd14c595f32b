//! The season (V5): the legality list of the list's format and season, data only.

use super::*;

fn in_season(mut list: UnderworldsList) -> UnderworldsList {
    list.season = Some(SEASON.into());
    list
}

#[test]
fn a_list_legal_in_its_season_has_no_finding() {
    // Deck A holds one of the restricted cards, and the season allows one.
    clean(&in_season(rivals_list()));
    // The Raiders are legal too (their only finding is deck A's upgrade needing a mark).
    let report = check(&in_season(rivals_list_of(RAIDERS, DECK_A)));
    assert_eq!(report.codes(), ["underworlds.runemark.no_fighter"]);
}

#[test]
fn a_season_without_a_legality_list_is_a_warning_and_nothing_is_checked() {
    let mut list = rivals_list_of(STRAYS, DECK_C);
    list.season = Some("fixture-other-season".into());
    let report = check(&list);
    let d = one(
        &report,
        "underworlds.legality.unknown_season",
        Severity::Warning,
        "underworlds:V5",
        "/season",
    );
    assert!(d.message.contains("Rivals"), "{}", d.message);
    assert!(!report
        .codes()
        .iter()
        .any(|c| c.starts_with("underworlds.legality.")
            && *c != "underworlds.legality.unknown_season"));
    // The fixture's season has a list for Rivals only: a Nemesis list is not checked.
    let report = check(&in_season(nemesis_list()));
    let d = one(
        &report,
        "underworlds.legality.unknown_season",
        Severity::Warning,
        "underworlds:V5",
        "/season",
    );
    assert!(d.message.contains("Nemesis"), "{}", d.message);
    // Nothing known breaks a rule, but V5 waits for the season's list: unconfirmed.
    assert_eq!(report.verdict, crate::Verdict::Unconfirmed);
    assert!(!report.legal);
    let awaited = &report.awaited[0];
    assert_eq!(
        (
            awaited.value.kind,
            awaited.value.id.as_str(),
            &awaited.rules[..]
        ),
        ("legality", SEASON, &["underworlds:V5"][..])
    );
}

#[test]
fn a_warband_or_deck_missing_from_the_seasons_list_is_illegal() {
    let report = check(&in_season(rivals_list_of(STRAYS, DECK_C)));
    let d = one(
        &report,
        "underworlds.legality.warband",
        Severity::Error,
        "underworlds:V5",
        "/warband",
    );
    assert!(d
        .message
        .contains("Fixture Strays is not legal in the season 'fixture-season'"));
    let d = one(
        &report,
        "underworlds.legality.deck",
        Severity::Error,
        "underworlds:V5",
        "/decks/0",
    );
    assert!(d.message.contains("Fixture Deck C"), "{}", d.message);
    assert!(!report.legal);
}

#[test]
fn a_banned_card_is_illegal_at_its_place() {
    let report = check(&in_season(rivals_list_of(RAIDERS, DECK_B)));
    let d = one(
        &report,
        "underworlds.legality.banned",
        Severity::Error,
        "underworlds:V5",
        "/objectives/0",
    );
    assert!(
        d.message.contains("Fixture B objective 1 is banned"),
        "{}",
        d.message
    );
    assert!(!report.legal);
}

#[test]
fn restricted_cards_over_the_seasons_cap_are_illegal_and_the_cap_is_data() {
    // Deck B holds two restricted cards (ploys 1 and 2), the season allows one.
    let list = in_season(rivals_list_of(RAIDERS, DECK_B));
    let report = check(&list);
    let d = one(
        &report,
        "underworlds.legality.restricted",
        Severity::Error,
        "underworlds:V5",
        "/power/1",
    );
    assert!(
        d.message
            .contains("2 restricted cards (Fixture B ploy 1, Fixture B ploy 2)"),
        "{}",
        d.message
    );
    assert!(d.message.contains("allows 1"), "{}", d.message);
    // The cap comes from the legality list: raised to 2, or not stated, there is no error.
    for cap in [Some(2), None] {
        let report = check_changed(&list, |parts| parts.legality[0].max_restricted = cap);
        assert!(
            all(&report, "underworlds.legality.restricted").is_empty(),
            "{cap:?}"
        );
    }
    // And a list with no warband or deck list legalises every warband and deck.
    let report = check_changed(&in_season(rivals_list_of(STRAYS, DECK_C)), |parts| {
        parts.legality[0].warbands = None;
        parts.legality[0].decks = None;
    });
    assert!(!report
        .codes()
        .iter()
        .any(|c| *c == "underworlds.legality.warband" || *c == "underworlds.legality.deck"));
}
