//! One verdict for a list: legal, illegal by what is known, or unconfirmed while the points
//! limit waits for the points of a choice the data does not price.

use super::*;
use crate::games::sigmar::test_fixture::{legal_matched, open};
use crate::Verdict;

#[test]
fn a_matched_army_of_priced_choices_within_its_limit_is_legal() {
    let report = legal(&legal_matched());
    assert!(report.awaited.is_empty());
}

#[test]
fn a_matched_army_over_its_limit_is_illegal_even_with_an_unpriced_choice() {
    let mut list = legal_matched();
    list.points_limit = Some(100);
    list.regiment_of_renown = Some("fixture-unpriced-renown".into());
    let report = check(&list);
    assert_eq!(report.verdict, Verdict::Illegal);
    assert_eq!(
        errors(&report),
        [("sigmar.points.over_limit", "/points_limit".to_owned())]
    );
}

#[test]
fn an_unpriced_choice_leaves_the_limit_unconfirmed_naming_its_points() {
    let mut list = legal_matched();
    list.regiment_of_renown = Some("fixture-unpriced-renown".into());
    let report = unconfirmed(&list);
    let a = &report.awaited[..];
    assert_eq!(a.len(), 1);
    assert_eq!(
        (
            a[0].value.kind,
            a[0].value.id.as_str(),
            a[0].value.name.as_str()
        ),
        (
            "regiment-of-renown",
            "fixture-unpriced-renown",
            "Fixture Unpriced Renown"
        )
    );
    assert_eq!(
        (a[0].value.value, a[0].value.label.as_str()),
        ("points", "points")
    );
    assert_eq!(a[0].rules, ["sigmar:S4-PTS-2"]);
    // The finding that waits says so in its own words too.
    let d = &report
        .diagnostics
        .iter()
        .find(|d| !d.waits_for.is_empty())
        .unwrap();
    assert_eq!(
        (d.code, d.path.as_str()),
        ("sigmar.points.unpriced", "/regiment_of_renown")
    );
}

#[test]
fn open_play_waits_for_nothing_the_players_wounds_and_bravery_are_for_the_table() {
    // No Wounds in the data nor from the player, no Bravery: the tracker asks for them,
    // but no building rule of open play needs them.
    let mut list = open(&[("fixture-woundless", 2), ("fixture-infantry", 5)]);
    list.units[1].bravery = None;
    let report = legal(&list);
    assert!(report.awaited.is_empty());
    assert!(report.codes().contains(&"sigmar.unit.wounds_unknown"));
}
