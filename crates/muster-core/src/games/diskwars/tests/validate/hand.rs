//! The hand of command cards (R-CMD-1 to R-CMD-3, E5).

use super::*;

// R-CMD-1 to R-CMD-3 (E5) --------------------------------------------------------------------------------

#[test]
fn more_command_cards_than_the_heroes_command_values_is_illegal() {
    let list = army(
        &[CAPTAIN_FULL, SERGEANT_FULL],
        &["rally", "charge", "valour", "hold"],
    );
    assert_eq!(
        errors(&check(&list)),
        pairs(&[("diskwars.command.hand_over", "/command_cards/3")])
    );
}

#[test]
fn fewer_command_cards_than_allowed_is_a_warning() {
    let list = army(&[CAPTAIN_FULL, SERGEANT_FULL], &["rally"]);
    let report = check(&list);
    assert!(report.legal);
    assert_eq!(
        warnings(&report),
        pairs(&[("diskwars.command.hand_short", "/command_cards")])
    );
}

#[test]
fn an_unknown_command_value_is_a_warning_and_the_hand_is_not_judged() {
    let list = army(
        &[CAPTAIN_FULL, ("stranger", &[])],
        &["rally", "charge", "valour", "hold", "riddle"],
    );
    let report = check(&list);
    let w = warnings(&report);
    assert!(w.contains(&(
        "diskwars.command.unknown_value",
        "/regiments/1/hero".to_owned()
    )));
    assert!(!report.codes().contains(&"diskwars.command.hand_over"));
    assert_eq!(report.totals.hand_limit, None);
}

#[test]
fn the_same_command_card_twice_is_illegal() {
    let list = army(
        &[CAPTAIN_FULL, SERGEANT_FULL],
        &["rally", "charge", "rally"],
    );
    assert_eq!(
        errors(&check(&list)),
        pairs(&[("diskwars.command.duplicate", "/command_cards/2")])
    );
}

#[test]
fn a_destruction_only_card_needs_a_destruction_hero() {
    let list = army(&[CAPTAIN_FULL], &["rally", "doom"]);
    assert_eq!(
        errors(&check(&list)),
        pairs(&[("diskwars.command.wrong_faction", "/command_cards/1")])
    );
    let list = army(&[("warlord", &["boyz", "boyz"])], &["rally", "doom"]);
    assert!(check(&list).legal);
}

#[test]
fn an_order_only_card_without_a_known_order_hero_is_unconfirmed_when_a_race_is_unknown() {
    let list = army(&[("stranger", &[])], &["valour"]);
    let report = check(&list);
    // The Stranger's race decides the card, and its command value the hand of one card.
    assert_eq!(
        unconfirmed(&report),
        [
            (
                "stranger".into(),
                "race",
                vec!["diskwars:R-FAC-3", "diskwars:R-CMD-3"]
            ),
            ("stranger".into(), "unique", vec!["diskwars:R-UNQ-2"]),
            ("stranger".into(), "command", vec!["diskwars:R-CMD-1"]),
        ]
    );
    assert!(warnings(&report).contains(&(
        "diskwars.command.faction_unconfirmed",
        "/command_cards/0".to_owned()
    )));
}

#[test]
fn a_card_whose_restriction_is_unknown_is_a_warning() {
    let list = army(&[CAPTAIN_FULL], &["rally", "riddle"]);
    let report = check(&list);
    assert_eq!(
        unconfirmed(&report),
        [("riddle".into(), "restriction", vec!["diskwars:R-CMD-3"])]
    );
    assert_eq!(report.awaited[0].value.kind, "command-card");
    assert_eq!(
        warnings(&report),
        pairs(&[("diskwars.command.faction_unconfirmed", "/command_cards/1")])
    );
}
