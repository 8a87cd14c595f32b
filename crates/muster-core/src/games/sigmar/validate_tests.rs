//! The army-building rules on the hand-made fixture catalogue (`test_fixture.rs`): every
//! rule fired by a broken list and passed by a legal one. Not game data: every unit, name
//! and number here is a fixture.

use super::findings::{EnhancementKind, Finding, LoreKind};
use super::list::{OpenUnit, SigmarList, UnitChoice};
use super::test_fixture::{catalog, legal_matched, matched, open, regiment, RIVALS};
use super::validate::{validate_list, Options, Totals};
use crate::diagnostic::{Report, Severity};
use crate::lang::Lang;

fn check(list: &SigmarList) -> Report<Totals> {
    validate_list(list, &catalog(), &Options::default(), Lang::En)
}

/// The (code, path) of every finding.
fn found(report: &Report<Totals>) -> Vec<(&'static str, String)> {
    report
        .diagnostics
        .iter()
        .map(|d| (d.code, d.path.clone()))
        .collect()
}

/// The (code, path) of every error.
fn errors(report: &Report<Totals>) -> Vec<(&'static str, String)> {
    report
        .with_severity(Severity::Error)
        .map(|d| (d.code, d.path.clone()))
        .collect()
}

fn has(report: &Report<Totals>, code: &str, path: &str) -> bool {
    found(report).iter().any(|(c, p)| *c == code && p == path)
}

fn legal(list: &SigmarList) -> Report<Totals> {
    let report = check(list);
    assert!(report.legal, "{:#?}", report.diagnostics);
    report
}

fn aux(ids: &[&str]) -> Vec<UnitChoice> {
    ids.iter().map(|id| UnitChoice::new(*id)).collect()
}

// ---- Open play (S1-*) ----

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

// ---- Matched play (S4-*) ----

#[test]
fn a_legal_army_has_no_errors_and_shows_its_totals() {
    let report = legal(&legal_matched());
    let t = &report.totals;
    assert_eq!(
        (t.points, t.points_limit, t.points_left),
        (270, Some(2000), Some(1730))
    );
    assert_eq!(
        (t.models, t.units, t.regiments, t.auxiliaries, t.drops),
        (11, 3, 1, 0, 1)
    );
    let r = &t.regiment_slots[0];
    assert_eq!(
        (r.slots_used, r.slots_max, r.points, r.models),
        (2, 4, 270, 11)
    );
    assert!(t.unpriced.is_empty());
}

#[test]
fn the_points_limit_is_2000_unless_the_list_says_otherwise() {
    let mut list = legal_matched();
    assert_eq!(check(&list).totals.points_limit, Some(2000));
    list.points_limit = Some(1000);
    assert_eq!(check(&list).totals.points_left, Some(730));
}

#[test]
fn an_army_of_exactly_its_limit_is_legal_and_one_point_over_is_not() {
    let mut list = legal_matched();
    list.points_limit = Some(270);
    legal(&list);
    list.points_limit = Some(269);
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [("sigmar.points.over_limit", "/points_limit".to_owned())]
    );
    assert!(report.diagnostics[0].message.contains("270 points"));
}

#[test]
fn a_points_limit_of_zero_is_refused() {
    let mut list = legal_matched();
    list.points_limit = Some(0);
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [("sigmar.points.zero_limit", "/points_limit".to_owned())]
    );
}

#[test]
fn reinforced_units_cost_double_and_field_double_the_models() {
    let mut list = legal_matched();
    list.regiments[0].units[0].reinforced = true;
    let report = legal(&list);
    assert_eq!((report.totals.points, report.totals.models), (370, 16));
}

#[test]
fn a_unit_the_data_does_not_let_be_reinforced_cannot_be() {
    let mut list = legal_matched();
    list.regiments[0].units[1].reinforced = true;
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.reinforced.not_allowed",
            "/regiments/0/units/1/reinforced".to_owned()
        )]
    );
    assert_eq!(report.totals.points, 270, "counted at its normal size");
}

#[test]
fn any_number_of_units_may_be_reinforced() {
    let mut list = legal_matched();
    list.regiments[0].units[0].reinforced = true;
    list.auxiliaries = aux(&["fixture-infantry"]);
    list.auxiliaries[0].reinforced = true;
    let report = legal(&list);
    assert_eq!(report.totals.points, 570);
}

#[test]
fn an_unpriced_unit_is_a_warning_naming_it_never_an_error() {
    let mut list = legal_matched();
    list.auxiliaries = aux(&["fixture-unpriced", "fixture-unpriced"]);
    list.faction_terrain = Some("fixture-altar".into());
    list.regiment_of_renown = Some("fixture-unpriced-renown".into());
    let report = legal(&list);
    let warnings: Vec<_> = report
        .with_severity(Severity::Warning)
        .map(|d| (d.code, d.path.as_str(), d.message.as_str()))
        .collect();
    assert_eq!(warnings.len(), 3, "{warnings:?}");
    assert!(warnings.iter().all(|w| w.0 == "sigmar.points.unpriced"));
    assert_eq!(warnings[0].1, "/auxiliaries/0");
    assert!(warnings[0].2.contains("Fixture Unpriced"));
    assert_eq!(
        report.totals.unpriced,
        [
            "Fixture Unpriced",
            "Fixture Unpriced Renown",
            "Fixture Altar"
        ]
    );
    assert_eq!(report.totals.points, 270, "nothing guessed for them");
}

#[test]
fn a_regiment_of_renown_adds_its_points_and_units_and_is_a_regiment() {
    let mut list = legal_matched();
    list.regiment_of_renown = Some("fixture-renown".into());
    let report = legal(&list);
    let t = &report.totals;
    assert_eq!((t.points, t.renown_points), (570, Some(300)));
    assert_eq!((t.units, t.models, t.regiments, t.drops), (5, 15, 2, 2));
}

#[test]
fn paid_lores_and_enhancements_count_towards_the_points() {
    let mut list = legal_matched();
    list.manifestation_lore = Some("fixture-paid-spirits".into());
    list.regiments[0].leader.heroic_trait = Some("fixture-cunning".into());
    let report = legal(&list);
    assert_eq!(report.totals.points, 270 + 20 + 15);
    assert_eq!(report.totals.regiment_slots[0].points, 285);
    list.manifestation_lore = Some("fixture-free-spirits".into());
    assert_eq!(legal(&list).totals.points, 285);
}

#[test]
fn a_unit_of_another_faction_breaks_the_one_faction_rule() {
    let mut list = legal_matched();
    list.auxiliaries = aux(&["fixture-stranger"]);
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.faction.other_faction",
            "/auxiliaries/0/unit".to_owned()
        )]
    );
    assert_eq!(
        report.diagnostics[0].message,
        "Fixture Stranger is a unit of Fixture Rivals, not of the army's faction, Fixture Host."
    );
}

#[test]
fn an_unknown_unit_suggests_the_closest_id_of_the_army_faction() {
    let mut list = legal_matched();
    list.regiments[0].units[1] = UnitChoice::new("fixture-hound");
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.unit.unknown",
            "/regiments/0/units/1/unit".to_owned()
        )]
    );
    assert!(report.diagnostics[0].help.contains("'fixture-hounds'"));
    assert_eq!(report.diagnostics[0].rule, "sigmar:S4-REG-6");
}

#[test]
fn an_unknown_army_faction_is_an_error_and_no_unit_is_guessed() {
    let mut list = legal_matched();
    list.faction = "fixture-hosts".into();
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [("sigmar.faction.unknown", "/faction".to_owned())]
    );
    assert_eq!(report.totals.points, 0);
}

#[test]
fn an_army_needs_at_least_one_regiment() {
    let report = check(&matched(Vec::new()));
    assert_eq!(
        errors(&report),
        [
            ("sigmar.regiments.none", "/regiments".to_owned()),
            ("sigmar.general.missing", "/regiments".to_owned()),
        ]
    );
}

#[test]
fn five_regiments_are_legal_but_six_are_not() {
    let five: Vec<_> = (0..5)
        .map(|r| regiment("fixture-lord", &[], r == 0))
        .collect();
    legal(&matched(five.clone()));
    let mut six = five;
    six.push(regiment("fixture-lord", &[], false));
    let report = check(&matched(six));
    assert_eq!(
        errors(&report),
        [("sigmar.regiments.too_many", "/regiments/5".to_owned())]
    );
}

#[test]
fn a_regiment_of_renown_counts_toward_the_five() {
    let regiments = |n| {
        (0..n)
            .map(|r| regiment("fixture-lord", &[], r == 0))
            .collect::<Vec<_>>()
    };
    let mut four = matched(regiments(4));
    four.regiment_of_renown = Some("fixture-renown".into());
    legal(&four);
    let mut five = matched(regiments(5));
    five.regiment_of_renown = Some("fixture-renown".into());
    let report = check(&five);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.regiments.too_many",
            "/regiment_of_renown".to_owned()
        )]
    );
    assert_eq!(report.diagnostics[0].rule, "sigmar:S4-REG-1");
}

#[test]
fn a_regiment_is_led_by_a_hero() {
    let report = check(&matched(vec![regiment("fixture-infantry", &[], true)]));
    assert_eq!(
        errors(&report),
        [(
            "sigmar.regiment.leader_not_a_hero",
            "/regiments/0/leader".to_owned()
        )]
    );
}

#[test]
fn a_hero_without_regiment_options_cannot_lead() {
    let report = check(&matched(vec![regiment("fixture-herald", &[], true)]));
    assert_eq!(
        errors(&report),
        [(
            "sigmar.regiment.cannot_lead",
            "/regiments/0/leader".to_owned()
        )]
    );
}

#[test]
fn a_regiment_takes_three_units_and_the_generals_takes_four() {
    let four = [
        "fixture-infantry",
        "fixture-infantry",
        "fixture-hounds",
        "fixture-hounds",
    ];
    let report = check(&matched(vec![
        regiment("fixture-lord", &four[..3], true),
        regiment("fixture-lord", &four, false),
    ]));
    assert_eq!(
        errors(&report),
        [(
            "sigmar.regiment.too_many_units",
            "/regiments/1/units/3".to_owned()
        )]
    );
    legal(&matched(vec![regiment("fixture-lord", &four, true)]));
    let mut five = four.to_vec();
    five.push("fixture-hounds");
    let report = check(&matched(vec![regiment("fixture-lord", &five, true)]));
    assert_eq!(
        errors(&report),
        [(
            "sigmar.regiment.too_many_units",
            "/regiments/0/units/4".to_owned()
        )]
    );
}

#[test]
fn faction_terrain_and_manifestations_sit_in_no_regiment_and_are_no_auxiliaries() {
    let mut list = matched(vec![regiment(
        "fixture-overlord",
        &["fixture-portal"],
        true,
    )]);
    list.auxiliaries = aux(&["fixture-spirit"]);
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [
            (
                "sigmar.regiment.terrain_or_manifestation",
                "/regiments/0/units/0".to_owned()
            ),
            (
                "sigmar.regiment.terrain_or_manifestation",
                "/auxiliaries/0".to_owned()
            ),
        ]
    );
}

#[test]
fn only_the_units_the_leaders_options_allow_may_join() {
    let report = check(&matched(vec![regiment(
        "fixture-lord",
        &["fixture-infantry", "fixture-cavalry", "fixture-hounds"],
        true,
    )]));
    assert_eq!(
        errors(&report),
        [(
            "sigmar.regiment.not_an_option",
            "/regiments/0/units/1".to_owned()
        )]
    );
    assert_eq!(
        report.diagnostics[0].message,
        "Fixture Cavalry is not one of Fixture Lord's regiment options."
    );
}

#[test]
fn a_capped_option_admits_no_more_than_its_cap() {
    let report = check(&matched(vec![regiment(
        "fixture-captain",
        &[
            "fixture-infantry",
            "fixture-hounds",
            "fixture-infantry-variant",
        ],
        true,
    )]));
    let errs = errors(&report);
    assert!(errs.contains(&(
        "sigmar.regiment.option_full",
        "/regiments/0/units/2".to_owned()
    )));
    legal(&matched(vec![regiment(
        "fixture-captain",
        &["fixture-infantry", "fixture-hounds", "fixture-hounds"],
        true,
    )]));
}

#[test]
fn a_hero_joins_only_through_a_hero_option_within_its_cap() {
    legal(&matched(vec![regiment(
        "fixture-lord",
        &["fixture-exemplar"],
        true,
    )]));
    let report = check(&matched(vec![regiment(
        "fixture-lord",
        &["fixture-exemplar", "fixture-exemplar", "fixture-herald"],
        true,
    )]));
    assert_eq!(
        errors(&report),
        [
            (
                "sigmar.regiment.option_full",
                "/regiments/0/units/1".to_owned()
            ),
            (
                "sigmar.regiment.not_an_option",
                "/regiments/0/units/2".to_owned()
            ),
        ]
    );
    assert!(report.diagnostics[1].message.contains("admit no HERO"));
}

#[test]
fn a_plain_option_never_admits_a_hero() {
    // The Overlord takes "any FIXTURE" unit; the Exemplar has FIXTURE but is a HERO.
    let report = check(&matched(vec![regiment(
        "fixture-overlord",
        &["fixture-infantry", "fixture-exemplar"],
        true,
    )]));
    assert_eq!(
        errors(&report),
        [(
            "sigmar.regiment.not_an_option",
            "/regiments/0/units/1".to_owned()
        )]
    );
}

#[test]
fn a_regiment_of_renown_must_be_one_the_faction_offers() {
    let mut list = legal_matched();
    list.regiment_of_renown = Some("fixture-renowns".into());
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [("sigmar.renown.unknown", "/regiment_of_renown".to_owned())]
    );
    assert!(report.diagnostics[0].help.contains("'fixture-renown'"));
}

#[test]
fn auxiliaries_may_be_any_unit_of_the_faction_heroes_included() {
    let mut list = legal_matched();
    list.auxiliaries = aux(&["fixture-cavalry", "fixture-herald", "fixture-captain"]);
    let report = legal(&list);
    assert_eq!((report.totals.auxiliaries, report.totals.drops), (3, 4));
}

#[test]
fn the_faction_terrain_must_be_faction_terrain() {
    let mut list = legal_matched();
    list.faction_terrain = Some("fixture-cavalry".into());
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.terrain.not_faction_terrain",
            "/faction_terrain".to_owned()
        )]
    );
    list.faction_terrain = Some("fixture-portal".into());
    let report = legal(&list);
    assert_eq!((report.totals.points, report.totals.drops), (290, 1));
}

#[test]
fn a_unique_unit_may_appear_once() {
    let report = check(&matched(vec![
        regiment("fixture-champion", &[], true),
        regiment("fixture-champion", &[], false),
    ]));
    assert_eq!(
        errors(&report),
        [("sigmar.unique.duplicate", "/regiments/1/leader".to_owned())]
    );
}

#[test]
fn a_units_data_cap_limits_its_copies() {
    let mut list = legal_matched();
    list.auxiliaries = aux(&[
        "fixture-engine",
        "fixture-engine",
        "fixture-engine",
        "fixture-overlord",
        "fixture-overlord",
    ]);
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [
            ("sigmar.unit.over_max", "/auxiliaries/2".to_owned()),
            ("sigmar.unit.over_max", "/auxiliaries/4".to_owned()),
        ]
    );
}

#[test]
fn two_versions_of_one_warscroll_cannot_share_an_army() {
    let mut list = legal_matched();
    list.auxiliaries = aux(&["fixture-infantry-variant"]);
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [("sigmar.unit.excluded", "/auxiliaries/0".to_owned())]
    );
}

#[test]
fn one_heroic_trait_and_one_artefact_per_army_a_hero_may_hold_both() {
    let mut list = matched(vec![regiment("fixture-lord", &["fixture-exemplar"], true)]);
    list.regiments[0].leader.heroic_trait = Some("fixture-bold".into());
    list.regiments[0].leader.artefact = Some("fixture-blade".into());
    legal(&list);
    list.regiments[0].units[0].heroic_trait = Some("fixture-cunning".into());
    list.regiments[0].units[0].artefact = Some("fixture-crown".into());
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [
            (
                "sigmar.enhancement.too_many",
                "/regiments/0/units/0/heroic_trait".to_owned()
            ),
            (
                "sigmar.enhancement.too_many",
                "/regiments/0/units/0/artefact".to_owned()
            ),
        ]
    );
    let rules: Vec<_> = report.diagnostics.iter().map(|d| d.rule).collect();
    assert!(rules.contains(&"sigmar:S4-ENH-1") && rules.contains(&"sigmar:S4-ENH-2"));
}

#[test]
fn enhancements_go_on_heroes_whose_warscroll_takes_them() {
    let mut list = legal_matched();
    list.regiments[0].units[0].artefact = Some("fixture-blade".into());
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.enhancement.not_eligible",
            "/regiments/0/units/0/artefact".to_owned()
        )]
    );
    assert!(report.diagnostics[0].message.contains("is not a HERO"));

    let mut list = legal_matched();
    list.auxiliaries = aux(&["fixture-herald"]);
    list.auxiliaries[0].heroic_trait = Some("fixture-bold".into());
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.enhancement.not_eligible",
            "/auxiliaries/0/heroic_trait".to_owned()
        )]
    );
}

#[test]
fn a_unique_hero_takes_no_enhancement() {
    let mut list = matched(vec![regiment("fixture-champion", &[], true)]);
    list.regiments[0].leader.artefact = Some("fixture-crown".into());
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.enhancement.unique_hero",
            "/regiments/0/leader/artefact".to_owned()
        )]
    );
    assert_eq!(report.diagnostics[0].rule, "sigmar:S4-UNQ-2");
}

#[test]
fn an_unknown_enhancement_suggests_the_closest() {
    let mut list = legal_matched();
    list.regiments[0].leader.heroic_trait = Some("fixture-bolt".into());
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.enhancement.unknown",
            "/regiments/0/leader/heroic_trait".to_owned()
        )]
    );
    assert!(report.diagnostics[0].help.contains("'fixture-bold'"));
}

#[test]
fn an_army_picks_one_battle_formation_of_its_faction() {
    let mut list = legal_matched();
    list.battle_formation = None;
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [("sigmar.formation.missing", "/battle_formation".to_owned())]
    );
    list.battle_formation = Some("fixture-formation".into());
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [("sigmar.formation.unknown", "/battle_formation".to_owned())]
    );
}

#[test]
fn each_lore_is_one_of_the_factions() {
    let mut list = legal_matched();
    list.spell_lore = Some("fixture-spells".into());
    list.prayer_lore = Some("fixture-prayers".into());
    list.manifestation_lore = Some("fixture-free-spirits".into());
    legal(&list);
    list.spell_lore = Some("fixture-spell".into());
    list.prayer_lore = Some("fixture-prayer".into());
    list.manifestation_lore = Some("fixture-spirits".into());
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [
            ("sigmar.lore.unknown", "/spell_lore".to_owned()),
            ("sigmar.lore.unknown", "/prayer_lore".to_owned()),
            ("sigmar.lore.unknown", "/manifestation_lore".to_owned()),
        ]
    );
    let rules: Vec<_> = report.diagnostics.iter().map(|d| d.rule).collect();
    assert_eq!(rules[2], "sigmar:S4-MAN-1");
}

#[test]
fn an_army_has_exactly_one_general_who_leads_a_regiment() {
    let mut list = legal_matched();
    list.regiments[0].general = false;
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [("sigmar.general.missing", "/regiments".to_owned())]
    );
    let report = check(&matched(vec![
        regiment("fixture-lord", &[], true),
        regiment("fixture-captain", &[], true),
    ]));
    assert_eq!(
        errors(&report),
        [("sigmar.general.several", "/regiments/1/general".to_owned())]
    );
}

#[test]
fn a_warmaster_in_the_army_must_be_the_general() {
    let report = check(&matched(vec![
        regiment("fixture-lord", &[], true),
        regiment("fixture-warmaster", &[], false),
    ]));
    assert_eq!(
        errors(&report),
        [(
            "sigmar.general.not_warmaster",
            "/regiments/0/general".to_owned()
        )]
    );
    legal(&matched(vec![
        regiment("fixture-lord", &[], false),
        regiment("fixture-warmaster", &[], true),
    ]));
}

#[test]
fn a_warmaster_in_a_regiment_of_renown_does_not_bind_the_general() {
    let mut list = legal_matched();
    list.regiment_of_renown = Some("fixture-renown".into());
    legal(&list);
}

#[test]
fn a_season_other_than_the_packs_is_a_warning_and_an_unknown_season_an_error() {
    let mut list = legal_matched();
    list.season = Some("ghb-2024-25".into());
    let report = legal(&list);
    assert!(has(&report, "sigmar.season.mismatch", "/season"));
    list.season = Some("ghb-2030-31".into());
    let report = check(&list);
    assert_eq!(
        errors(&report),
        [("sigmar.season.unknown", "/season".to_owned())]
    );
}

#[test]
fn a_legends_warscroll_is_information() {
    let report = legal(&matched(vec![regiment("fixture-warmaster", &[], true)]));
    let legends = report
        .diagnostics
        .iter()
        .find(|d| d.code == "sigmar.unit.legends")
        .expect("a Legends note");
    assert_eq!(
        (legends.severity, legends.path.as_str()),
        (Severity::Info, "/regiments/0/leader")
    );
}

#[test]
fn drops_are_the_regiments_with_the_renown_plus_each_auxiliary_unit() {
    let mut list = matched(vec![
        regiment("fixture-lord", &["fixture-infantry"], true),
        regiment("fixture-captain", &["fixture-hounds"], false),
    ]);
    list.regiment_of_renown = Some("fixture-renown".into());
    list.auxiliaries = aux(&["fixture-cavalry", "fixture-engine"]);
    list.faction_terrain = Some("fixture-portal".into());
    let report = legal(&list);
    assert_eq!(report.totals.drops, 5);
    let drops = report
        .diagnostics
        .iter()
        .find(|d| d.code == "sigmar.deployment.drops")
        .expect("the drops are said");
    assert_eq!(drops.severity, Severity::Info);
    assert!(drops
        .message
        .contains("5 drops (3 regiments, 2 auxiliary units)"));
}

#[test]
fn every_finding_is_reported_at_once() {
    let mut list = matched(vec![
        regiment("fixture-champion", &["fixture-cavalry"], false),
        regiment("fixture-champion", &["fixture-portal"], false),
    ]);
    list.battle_formation = None;
    list.points_limit = Some(100);
    let codes = check(&list).codes();
    for code in [
        "sigmar.points.over_limit",
        "sigmar.regiment.not_an_option",
        "sigmar.regiment.terrain_or_manifestation",
        "sigmar.unique.duplicate",
        "sigmar.formation.missing",
        "sigmar.general.missing",
    ] {
        assert!(codes.contains(&code), "{code} in {codes:?}");
    }
}

// ---- Words ----

/// One finding of each kind.
fn every_finding() -> Vec<Finding> {
    use Finding::*;
    let s = |t: &str| t.to_owned();
    let trait_ = EnhancementKind::HeroicTrait;
    vec![
        UnknownFaction {
            faction: s("x"),
            suggestion: Some(s("y")),
            open: true,
        },
        UnknownUnit {
            unit: s("x"),
            suggestion: None,
            open: false,
        },
        OtherModeFields {
            fields: s("units"),
            open: false,
        },
        UnknownSeason { season: s("x") },
        SeasonMismatch {
            season: s("a"),
            pack_season: s("b"),
            faction: s("F"),
        },
        EmptyArmy,
        AmbiguousUnit {
            unit: s("x"),
            factions: s("a, b"),
        },
        NoModels { unit: s("U") },
        GeneralAfterDeployment,
        SeveralGenerals { open: true },
        WoundsUnknown { unit: s("U") },
        ZeroWounds { unit: s("U") },
        BraveryUnknown { unit: s("U") },
        ZeroLimit,
        OverLimit {
            points: 2010,
            limit: 2000,
        },
        Unpriced { item: s("U") },
        OtherFaction {
            unit: s("U"),
            faction: s("F"),
            army_faction: s("G"),
        },
        NoRegiment,
        TooManyRegiments {
            regiments: 5,
            renown: true,
        },
        LeaderNotAHero { unit: s("U") },
        CannotLead { unit: s("U") },
        TooManyUnits {
            leader: s("L"),
            units: 4,
            limit: 3,
        },
        NotARegimentUnit {
            unit: s("U"),
            terrain: true,
        },
        NotAnOption {
            unit: s("U"),
            leader: s("L"),
            hero: false,
        },
        OptionFull {
            unit: s("U"),
            leader: s("L"),
            max: 1,
        },
        UnknownRenown {
            renown: s("x"),
            suggestion: None,
        },
        NotReinforceable { unit: s("U") },
        NotFactionTerrain { unit: s("U") },
        DuplicateUnique { unit: s("U") },
        OverMax {
            unit: s("U"),
            max: 2,
        },
        Excluded {
            unit: s("U"),
            other: s("V"),
        },
        UnknownEnhancement {
            kind: trait_,
            id: s("x"),
            suggestion: None,
        },
        TooManyEnhancements {
            kind: EnhancementKind::Artefact,
            unit: s("U"),
            first: s("V"),
        },
        EnhancementNotEligible {
            kind: trait_,
            unit: s("U"),
            hero: true,
        },
        EnhancementOnUnique {
            kind: trait_,
            unit: s("U"),
        },
        UnknownFormation {
            id: s("x"),
            suggestion: None,
        },
        NoFormation,
        UnknownLore {
            kind: LoreKind::Prayer,
            id: s("x"),
            suggestion: None,
        },
        NoGeneral,
        GeneralNotWarmaster {
            general: s("G"),
            warmaster: s("W"),
        },
        Legends { unit: s("U") },
        Drops {
            drops: 3,
            regiments: 2,
            auxiliaries: 1,
        },
    ]
}

#[test]
fn every_finding_has_a_code_a_rule_and_words_in_english_and_spanish() {
    let findings = every_finding();
    let mut codes: Vec<&str> = findings.iter().map(Finding::code).collect();
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(codes.len(), findings.len(), "one code per kind of finding");
    for finding in findings {
        let en = finding.at("/x".into(), Lang::En);
        let es = finding.at("/x".into(), Lang::Es);
        assert!(en.code.starts_with("sigmar."), "{}", en.code);
        assert!(en.rule.starts_with("sigmar:S1-") || en.rule.starts_with("sigmar:S4-"));
        for d in [&en, &es] {
            assert!(!d.message.is_empty() && !d.help.is_empty(), "{}", d.code);
        }
        assert_ne!(en.message, es.message, "{}", en.code);
        assert_ne!(en.help, es.help, "{}", en.code);
    }
}

#[test]
fn an_open_list_in_spanish_reads_in_spanish() {
    let mut list = open(&[("fixture-lord", 1)]);
    list.units.push(OpenUnit {
        bravery: None,
        ..list.units[0].clone()
    });
    let report = validate_list(&list, &catalog(), &Options::default(), Lang::Es);
    let bravery = report
        .diagnostics
        .iter()
        .find(|d| d.code == "sigmar.unit.bravery_unknown")
        .expect("the missing Bravery is said");
    assert!(
        bravery.message.contains("chequeo de acobardamiento"),
        "{}",
        bravery.message
    );
}
