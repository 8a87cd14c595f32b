//! Matched play: regiments, their leaders and options, the Regiment of Renown, auxiliaries
//! and faction terrain (digest S4-REG-*, S4-ROR-*, S4-AUX-1, S4-TER-1).

use super::*;
use crate::games::sigmar::test_fixture::{legal_matched, matched, regiment};
use crate::games::sigmar::{ArmySlot, ExtraChoice};

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
fn a_second_regiment_of_renown_terrain_formation_or_lore_is_reported_at_itself() {
    let mut list = legal_matched();
    list.regiment_of_renown = Some("fixture-renown".into());
    list.faction_terrain = Some("fixture-altar".into());
    list.manifestation_lore = Some("fixture-free-spirits".into());
    let one_of_each = legal(&list).totals.points;
    // As a list from another builder can name them: each is kept, none counts as taken.
    let extra = |slot, id: &str| ExtraChoice {
        slot,
        id: id.into(),
    };
    list.extra_choices = vec![
        extra(ArmySlot::RegimentOfRenown, "fixture-renown"),
        extra(ArmySlot::FactionTerrain, "fixture-portal"),
        extra(ArmySlot::ManifestationLore, "fixture-paid-spirits"),
        extra(ArmySlot::BattleFormation, "fixture-vanguard-formation"),
    ];
    let report = check(&list);
    let at = |i: usize| ("sigmar.choice.extra", format!("/extra_choices/{i}"));
    assert_eq!(errors(&report), [at(0), at(1), at(2), at(3)]);
    let rules: Vec<&str> = report
        .with_severity(Severity::Error)
        .map(|d| d.rule)
        .collect();
    assert_eq!(
        rules,
        [
            "sigmar:S4-ROR-1",
            "sigmar:S4-TER-1",
            "sigmar:S4-LORE-1",
            "sigmar:S4-BF-1"
        ]
    );
    assert_eq!(report.verdict, crate::Verdict::Illegal);
    // The total is what the list as written costs: the renown's 300, the portal's 20
    // and the paid spirits' 20 (test_fixture.rs), the vanguard formation nothing.
    assert_eq!(report.totals.points, one_of_each + 300 + 20 + 20);
    let es = validate_list(&list, &catalog(), &Options::default(), Lang::Es);
    assert!(
        es.diagnostics[1].message.contains("Fixture Portal")
            && es.diagnostics[1].message.contains("terreno de facción"),
        "{}",
        es.diagnostics[1].message
    );
    assert!(report.diagnostics[0]
        .message
        .contains("Fixture Renown as its Regiment of Renown"));
}
