//! The data's conditional rules: units a leader must take into its regiment (S4-REG-5,
//! S4-AUX-2, and their points under S4-PTS-2) and caps raised per unit of the army (S4-UNQ-1
//! with digest P4). Not game data: every unit and number is a fixture.

use super::*;
use crate::games::sigmar::test_fixture::{legal_matched, matched, regiment};

/// Fixture Talon's regiment with both units it must take, as the general's.
fn talon_whole() -> SigmarList {
    matched(vec![regiment(
        "fixture-talon",
        &["fixture-retinue", "fixture-familiar"],
        true,
    )])
}

fn message<'r>(report: &'r Report<Totals>, code: &str, path: &str) -> &'r str {
    report
        .diagnostics
        .iter()
        .find(|d| d.code == code && d.path == path)
        .map(|d| d.message.as_str())
        .unwrap_or_else(|| panic!("{code} at {path} in {:#?}", report.diagnostics))
}

#[test]
fn a_leader_s_regiment_must_hold_the_units_it_brings() {
    let report = legal(&talon_whole());
    assert!(report.totals.unpriced.is_empty(), "{:?}", report.totals);

    let alone = check(&matched(vec![regiment("fixture-talon", &[], true)]));
    let required = (
        "sigmar.regiment.required_missing",
        "/regiments/0".to_owned(),
    );
    assert_eq!(errors(&alone), [required.clone(), required.clone()]);
    let words: Vec<&str> = alone
        .diagnostics
        .iter()
        .filter(|d| d.code == required.0)
        .map(|d| d.message.as_str())
        .collect();
    assert_eq!(
        words,
        [
            "Fixture Talon's regiment must include Fixture Retinue.",
            "Fixture Talon's regiment must include Fixture Familiar.",
        ]
    );
    assert!(alone
        .diagnostics
        .iter()
        .filter(|d| d.code == required.0)
        .all(|d| d.rule == "sigmar:S4-REG-5"));

    let half = check(&matched(vec![regiment(
        "fixture-talon",
        &["fixture-retinue"],
        true,
    )]));
    assert_eq!(errors(&half), [required]);
    assert_eq!(
        message(&half, "sigmar.regiment.required_missing", "/regiments/0"),
        "Fixture Talon's regiment must include Fixture Familiar."
    );
}

#[test]
fn units_a_leader_brings_cost_nothing_in_its_regiment() {
    let report = legal(&talon_whole());
    // The leader's points pay for them: no unpriced warning, nothing added.
    assert!(report.with_severity(Severity::Warning).next().is_none());
    assert_eq!(report.totals.points, 200);
    assert_eq!(report.totals.regiment_slots[0].points, 200);
    assert_eq!(report.totals.models, 1 + 3 + 1);

    assert!(report.totals.free.is_empty(), "paid for, not free");

    // A copy beyond what the leader brings is paid for by no one: the data lists no points
    // for it, so it costs 0 (BattleScribe) and is named as free, never guessed.
    let mut extra = talon_whole();
    extra.regiments[0]
        .units
        .push(UnitChoice::new("fixture-retinue"));
    let report = check(&extra);
    assert!(report.awaited.is_empty(), "{:?}", report.awaited);
    assert!(report.totals.unpriced.is_empty());
    assert_eq!(report.totals.free, ["Fixture Retinue"]);
    assert_eq!(report.totals.points, 200);
}

#[test]
fn a_unit_that_comes_with_a_leader_is_taken_nowhere_else() {
    let mut list = legal_matched();
    list.auxiliaries = aux(&["fixture-retinue"]);
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.regiment.comes_with_leader",
            "/auxiliaries/0".to_owned()
        )]
    );
    assert_eq!(
        message(
            &report,
            "sigmar.regiment.comes_with_leader",
            "/auxiliaries/0"
        ),
        "Fixture Retinue comes with Fixture Talon and is taken only in that hero's regiment."
    );
    // Fixture Overlord's options admit any FIXTURE unit, the retinue included.
    let other = check(&matched(vec![regiment(
        "fixture-overlord",
        &["fixture-retinue"],
        true,
    )]));
    assert_eq!(
        errors(&other),
        [(
            "sigmar.regiment.comes_with_leader",
            "/regiments/0/units/0".to_owned()
        )]
    );
}

#[test]
fn a_hero_whose_regiment_must_hold_units_is_no_auxiliary() {
    let mut list = legal_matched();
    list.auxiliaries = aux(&["fixture-talon"]);
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.auxiliary.compulsory_regiment",
            "/auxiliaries/0".to_owned()
        )]
    );
    let finding = &report.with_severity(Severity::Error).next().unwrap();
    assert_eq!(finding.rule, "sigmar:S4-AUX-2");
    assert_eq!(
        finding.message,
        "Fixture Talon cannot be an auxiliary: the regiment it leads must include Fixture Retinue and Fixture Familiar."
    );
    // Any other hero may be one.
    list.auxiliaries = aux(&["fixture-herald"]);
    legal(&list);
}

#[test]
fn an_undersize_unit_is_allowed_once_per_unit_that_raises_its_cap() {
    let mut list = legal_matched();
    list.auxiliaries = aux(&["fixture-lone-rider"]);
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [("sigmar.unit.over_max", "/auxiliaries/0".to_owned())]
    );
    assert_eq!(
        message(&report, "sigmar.unit.over_max", "/auxiliaries/0"),
        "The army may include Fixture Lone Rider (1 model) once for each Fixture Rider Lord \
         in it; with 0 there, at most 0 times."
    );
    let help = &report.with_severity(Severity::Error).next().unwrap().help;
    assert_eq!(
        help,
        "Add one Fixture Rider Lord for each copy, or remove this copy."
    );

    // A Rider Lord later in the list allows the copy before it, and only one.
    list.regiments
        .push(regiment("fixture-rider-lord", &[], false));
    legal(&list);
    list.auxiliaries = aux(&["fixture-lone-rider", "fixture-lone-rider"]);
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [("sigmar.unit.over_max", "/auxiliaries/1".to_owned())]
    );
    assert!(message(&report, "sigmar.unit.over_max", "/auxiliaries/1")
        .ends_with("with 1 there, at most 1 time."));

    // Each Rider Lord allows one more, wherever the copies sit.
    list.regiments[1].units = vec![UnitChoice::new("fixture-lone-rider")];
    list.auxiliaries = aux(&["fixture-lone-rider"]);
    list.regiments
        .push(regiment("fixture-rider-lord", &[], false));
    legal(&list);
}
