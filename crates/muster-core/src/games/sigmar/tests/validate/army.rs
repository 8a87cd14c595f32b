//! Matched play: the army as a whole: unique units and caps, enhancements, formation and
//! lores, the general, season, Legends and drops (digest S4-UNQ-*, S4-ENH-*, S4-BF-*,
//! S4-LORE-1, S4-GEN-*, S4-WM-1, S4-SEASON-1, S4-DROP-1).

use super::*;
use crate::games::sigmar::test_fixture::{legal_matched, matched, regiment};

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
