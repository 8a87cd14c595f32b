//! The building rules (V1–V7) on the hand-made fixture catalogue (`test_fixture.rs`): every
//! rule fired by a broken list and passed by a legal one. Not game data: every warband,
//! card and number here is a fixture.

use crate::diagnostic::{Diagnostic, Report, Severity};
use crate::games::underworlds::catalog::{Catalog, CatalogParts};
use crate::games::underworlds::list::UnderworldsList;
use crate::games::underworlds::test_fixture::*;
use crate::games::underworlds::totals::Totals;
use crate::games::underworlds::validate::validate_list;
use crate::lang::Lang;

mod decks;
mod season;
mod verdict;
mod warband;
mod words;

/// The list checked against the fixture catalogue, in English.
fn check(list: &UnderworldsList) -> Report<Totals> {
    validate_list(list, &catalog(), Lang::En)
}

/// The list checked against the fixture's parts after `change`.
fn check_changed(list: &UnderworldsList, change: impl FnOnce(&mut CatalogParts)) -> Report<Totals> {
    let mut parts = parts();
    change(&mut parts);
    let catalog = Catalog::new(parts).expect("the changed fixture is a catalogue");
    validate_list(list, &catalog, Lang::En)
}

/// The (code, path) of every finding.
fn found(report: &Report<Totals>) -> Vec<(&'static str, String)> {
    report
        .diagnostics
        .iter()
        .map(|d| (d.code, d.path.clone()))
        .collect()
}

/// The findings of one code.
fn all<'r>(report: &'r Report<Totals>, code: &str) -> Vec<&'r Diagnostic> {
    report
        .diagnostics
        .iter()
        .filter(|d| d.code == code)
        .collect()
}

/// The one finding of `code`, checked for its severity, rule and path.
fn one<'r>(
    report: &'r Report<Totals>,
    code: &str,
    severity: Severity,
    rule: &str,
    path: &str,
) -> &'r Diagnostic {
    let found = all(report, code);
    assert_eq!(found.len(), 1, "one {code}: {:#?}", report.diagnostics);
    let d = found[0];
    assert_eq!(
        (d.severity, d.rule, d.path.as_str()),
        (severity, rule, path),
        "{code}"
    );
    d
}

/// A report with no finding at all.
fn clean(list: &UnderworldsList) -> Report<Totals> {
    let report = check(list);
    assert!(report.diagnostics.is_empty(), "{:#?}", report.diagnostics);
    assert!(report.legal);
    report
}

#[test]
fn the_fixture_rivals_and_nemesis_lists_are_legal_with_no_finding() {
    let rivals = clean(&rivals_list());
    assert_eq!(
        (
            rivals.totals.objectives,
            rivals.totals.power,
            rivals.totals.fighters
        ),
        (12, 20, 3)
    );
    assert_eq!(rivals.totals.plots, ["fixture-deck-a-plot"]);
    let nemesis = clean(&nemesis_list());
    assert_eq!(nemesis.totals.surge_objectives, 4);
    assert_eq!((nemesis.totals.ploys, nemesis.totals.upgrades), (10, 10));
    clean(&rivals_list_of(RAIDERS, DECK_B));
}

#[test]
fn an_unknown_warband_suggests_the_closest_id_and_the_decks_are_still_checked() {
    let mut list = rivals_list();
    list.warband = "fixture-warden".into();
    list.power.pop();
    let report = check(&list);
    let d = one(
        &report,
        "underworlds.warband.unknown",
        Severity::Error,
        "underworlds:V1",
        "/warband",
    );
    assert!(d.help.contains("'fixture-wardens'"), "{}", d.help);
    assert!(d.message.contains("fixture-warden"), "{}", d.message);
    assert!(!report.legal);
    assert!(report.codes().contains(&"underworlds.deck.rivals_size"));
    assert_eq!(report.totals.fighters, 0);
}

#[test]
fn a_list_with_no_warband_chosen_yet_says_so_without_a_command_line_hint() {
    let mut list = rivals_list();
    list.warband = String::new();
    list.power.pop();
    let mut words = Vec::new();
    for lang in [Lang::En, Lang::Es] {
        let report = validate_list(&list, &catalog(), lang);
        let d = one(
            &report,
            "underworlds.list.no_warband",
            Severity::Error,
            "underworlds:V1",
            "/warband",
        );
        assert!(!report.codes().contains(&"underworlds.warband.unknown"));
        assert!(!d.help.contains("muster catalog"), "{}", d.help);
        assert!(
            !d.message.contains("''") && !d.message.contains("«»"),
            "{}",
            d.message
        );
        assert!(!report.legal);
        assert!(report.codes().contains(&"underworlds.deck.rivals_size"));
        words.push((d.message.clone(), d.help.clone()));
    }
    assert!(words[0].0.contains("warband"), "{:?}", words[0]);
    assert!(words[1].0.contains("banda"), "{:?}", words[1]);
    assert_ne!(words[0], words[1]);
}

#[test]
fn unknown_deck_and_card_ids_are_errors_at_their_place_with_the_closest_id() {
    let mut list = nemesis_list();
    list.decks[1] = "fixture-deck-bb".into();
    list.objectives[2] = "fixture-a-objectiv-3".into();
    let report = check(&list);
    let deck = one(
        &report,
        "underworlds.deck.unknown",
        Severity::Error,
        "underworlds:V4",
        "/decks/1",
    );
    assert!(deck.help.contains("'fixture-deck-b'"), "{}", deck.help);
    let card = one(
        &report,
        "underworlds.card.unknown",
        Severity::Error,
        "underworlds:V4",
        "/objectives/2",
    );
    assert!(
        card.help.contains("'fixture-a-objective-3'"),
        "{}",
        card.help
    );
    // The cards of the mistyped deck are not called foreign: the deck's own error says it.
    assert!(all(&report, "underworlds.deck.foreign_card").is_empty());

    let mut rivals = rivals_list();
    rivals.power[0] = "no-such-card".into();
    let report = check(&rivals);
    one(
        &report,
        "underworlds.card.unknown",
        Severity::Error,
        "underworlds:V3",
        "/power/0",
    );
}

#[test]
fn an_objective_among_the_power_cards_and_a_power_card_among_the_objectives_are_errors() {
    let mut list = rivals_list();
    let objective = list.objectives[0].clone();
    list.objectives[0] = list.power[0].clone();
    list.power[0] = objective;
    let report = check(&list);
    let wrong = all(&report, "underworlds.card.wrong_pile");
    let places: Vec<&str> = wrong.iter().map(|d| d.path.as_str()).collect();
    assert_eq!(places, ["/objectives/0", "/power/0"]);
    assert!(wrong
        .iter()
        .all(|d| d.severity == Severity::Error && d.rule == "underworlds:V3"));
    assert!(
        wrong[0].message.contains("Fixture A ploy 1"),
        "{}",
        wrong[0].message
    );
    assert!(wrong[0].help.contains("\"power\""), "{}", wrong[0].help);
    assert!(
        wrong[1].help.contains("\"objectives\""),
        "{}",
        wrong[1].help
    );
    // Each card is still in the list once: nothing is missing from the deck.
    assert!(all(&report, "underworlds.deck.missing_cards").is_empty());
}

#[test]
fn every_finding_comes_at_once() {
    let mut list = nemesis_list();
    list.warband = STRAYS.into();
    list.season = Some("fixture-unknown-season".into());
    list.decks = vec![DECK_A.into(), DECK_C.into(), "fixture-deck-z".into()];
    list.objectives.truncate(5);
    list.objectives.push("fixture-c-objective-1".into());
    list.power.push(list.power[0].clone());
    list.power.push("fixture-b-ploy-12".into());
    let report = check(&list);
    let codes = report.codes();
    for code in [
        "underworlds.warband.leader_unknown",
        "underworlds.warband.roster_incomplete",
        "underworlds.warband.stats_unknown",
        "underworlds.warscroll.token_count_unknown",
        "underworlds.runemark.no_fighter",
        "underworlds.deck.unknown",
        "underworlds.deck.nemesis_count",
        "underworlds.deck.plots",
        "underworlds.deck.nemesis_size",
        "underworlds.deck.duplicate_card",
        "underworlds.legality.unknown_season",
    ] {
        assert!(codes.contains(&code), "{code} missing from {codes:?}");
    }
    // The runemark warning is said for the ability and for each card, each at its place
    // (deck C's objective and deck A's upgrade need marks no Stray carries).
    let runemarks: Vec<&str> = all(&report, "underworlds.runemark.no_fighter")
        .iter()
        .map(|d| d.path.as_str())
        .collect();
    assert_eq!(runemarks, ["/warband", "/objectives/5", "/power/5"]);
    assert!(!report.legal);
    // The same list, checked twice, gives the same report (the core is pure).
    assert_eq!(check(&list), report);
}

#[test]
fn an_empty_list_is_reported_not_a_panic() {
    let list = UnderworldsList::new("", crate::games::underworlds::PlayFormat::Rivals, "");
    let report = check(&list);
    let found = found(&report);
    for expected in [
        ("underworlds.list.no_warband", "/warband"),
        ("underworlds.deck.rivals_count", "/decks"),
        ("underworlds.deck.rivals_size", "/objectives"),
        ("underworlds.deck.rivals_size", "/power"),
    ] {
        assert!(
            found.contains(&(expected.0, expected.1.to_owned())),
            "{expected:?} in {found:?}"
        );
    }
    assert!(!report.legal);
}
