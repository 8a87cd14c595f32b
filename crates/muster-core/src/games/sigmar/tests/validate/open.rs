//! Open play (digest S1-*): any army from the collection.

use super::*;
use crate::games::sigmar::test_fixture::{legal_matched, open, RIVALS};

#[test]
fn a_one_model_army_and_a_300_model_army_are_both_legal() {
    let small = legal(&open(&[("fixture-herald", 1)]));
    assert_eq!((small.totals.models, small.totals.units), (1, 1));
    let large = legal(&open(&[("fixture-infantry", 200), ("fixture-hounds", 100)]));
    assert_eq!(large.totals.models, 300);
    assert_eq!(large.totals.points_limit, None, "open play has no points");
}

#[test]
fn an_army_of_no_units_cannot_deploy() {
    let report = check(&open(&[]));
    assert_eq!(
        errors(&report),
        [("sigmar.army.empty", "/units".to_owned())]
    );
}

#[test]
fn a_warscroll_no_loaded_pack_holds_is_an_error_with_the_closest_id() {
    let report = check(&open(&[("fixture-hound", 5)]));
    assert_eq!(
        errors(&report),
        [("sigmar.unit.unknown", "/units/0/unit".to_owned())]
    );
    let help = &report.diagnostics[0].help;
    assert!(help.contains("'fixture-hounds'"), "{help}");
    assert_eq!(report.diagnostics[0].rule, "sigmar:S1-ARMY-2");
}

#[test]
fn a_warscroll_in_several_packs_asks_which_one_is_meant() {
    let report = check(&open(&[("fixture-beast", 1)]));
    assert_eq!(
        errors(&report),
        [("sigmar.unit.ambiguous", "/units/0/unit".to_owned())]
    );
    assert!(report.diagnostics[0]
        .message
        .contains("fixture-rivals, fixture-third"));
    let mut named = open(&[("fixture-beast", 1)]);
    named.units[0].faction = Some(RIVALS.into());
    legal(&named);
}

#[test]
fn a_warscroll_of_one_other_pack_needs_no_faction() {
    legal(&open(&[("fixture-stranger", 10)]));
}

#[test]
fn a_unit_naming_a_pack_that_is_not_loaded_is_an_error() {
    let mut list = open(&[("fixture-beast", 1)]);
    list.units[0].faction = Some("fixture-rival".into());
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [("sigmar.faction.unknown", "/units/0/faction".to_owned())]
    );
    assert!(report.diagnostics[0].help.contains("'fixture-rivals'"));
}

#[test]
fn a_unit_has_one_or_more_models() {
    let report = check(&open(&[("fixture-infantry", 0)]));
    assert_eq!(
        errors(&report),
        [("sigmar.unit.no_models", "/units/0/models".to_owned())]
    );
    legal(&open(&[("fixture-infantry", 1)]));
}

#[test]
fn units_of_several_factions_may_share_an_open_army() {
    let mut list = open(&[("fixture-lord", 1), ("fixture-beast", 1)]);
    list.units[1].faction = Some(RIVALS.into());
    let report = legal(&list);
    assert_eq!(report.totals.units, 2);
}

#[test]
fn the_general_may_be_named_after_deployment() {
    let report = legal(&open(&[("fixture-lord", 1)]));
    assert!(has(&report, "sigmar.general.after_deployment", "/units"));
    let d = &report.diagnostics[0];
    assert_eq!((d.severity, d.rule), (Severity::Info, "sigmar:S1-GEN-1"));
    assert!(d.message.contains("named after deployment"));

    let mut named = open(&[("fixture-lord", 1)]);
    named.units[0].general = true;
    let report = legal(&named);
    assert!(!has(&report, "sigmar.general.after_deployment", "/units"));
}

#[test]
fn only_one_unit_may_hold_the_general() {
    let mut list = open(&[
        ("fixture-lord", 1),
        ("fixture-captain", 1),
        ("fixture-herald", 1),
    ]);
    for unit in &mut list.units {
        unit.general = true;
    }
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [
            ("sigmar.general.several", "/units/1/general".to_owned()),
            ("sigmar.general.several", "/units/2/general".to_owned()),
        ]
    );
    assert_eq!(report.diagnostics.last().unwrap().rule, "sigmar:S1-GEN-1");
}

#[test]
fn a_warscroll_without_wounds_asks_the_player_for_them() {
    let mut list = open(&[("fixture-woundless", 2)]);
    let report = legal(&list);
    let warning = report
        .with_severity(Severity::Warning)
        .next()
        .expect("a warning");
    assert_eq!(
        (warning.code, warning.path.as_str()),
        ("sigmar.unit.wounds_unknown", "/units/0")
    );
    assert_eq!(warning.help, "Enter Wounds from your warscroll.");
    list.units[0].wounds = Some(2);
    let report = legal(&list);
    assert_eq!(report.with_severity(Severity::Warning).count(), 0);
}

#[test]
fn a_player_entered_wounds_of_zero_is_an_error() {
    let mut list = open(&[("fixture-infantry", 5)]);
    list.units[0].wounds = Some(0);
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [("sigmar.unit.zero_wounds", "/units/0/wounds".to_owned())]
    );
}

#[test]
fn without_bravery_the_battleshock_test_will_ask_for_it() {
    let mut list = open(&[("fixture-infantry", 5)]);
    list.units[0].bravery = None;
    let report = legal(&list);
    assert!(has(&report, "sigmar.unit.bravery_unknown", "/units/0"));
    let info = report
        .diagnostics
        .iter()
        .find(|d| d.code == "sigmar.unit.bravery_unknown")
        .unwrap();
    assert_eq!(
        (info.severity, info.rule),
        (Severity::Info, "sigmar:S1-BS-2")
    );
    assert!(info.message.contains("battleshock test will ask"));
}

#[test]
fn an_unknown_list_faction_is_an_error_with_the_closest() {
    let mut list = open(&[("fixture-lord", 1)]);
    list.faction = "fixture-hosts".into();
    let report = check(&list);
    assert!(has(&report, "sigmar.faction.unknown", "/faction"));
    assert!(report.diagnostics[0].help.contains("'fixture-host'"));
}

#[test]
fn fields_of_the_other_mode_are_a_warning() {
    let mut list = open(&[("fixture-lord", 1)]);
    list.regiments = legal_matched().regiments;
    list.battle_formation = Some("fixture-host-formation".into());
    let report = legal(&list);
    let d = &report.diagnostics[0];
    assert_eq!(
        (d.code, d.path.as_str()),
        ("sigmar.list.other_mode_fields", "/regiments")
    );
    assert!(d.message.contains("regiments, battle_formation"));

    let mut matched = legal_matched();
    matched.units = open(&[("fixture-lord", 1)]).units;
    let report = legal(&matched);
    assert!(has(&report, "sigmar.list.other_mode_fields", "/units"));
}
