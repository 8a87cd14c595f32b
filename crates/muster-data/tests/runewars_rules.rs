//! The RuneWars army-building rules (digest `shared/rules/runewars.md` §1), each shown
//! firing and passing, on the real data pack of this repository. Costs quoted in comments
//! come from the digest §4.4–4.6 and the BattleScribe data the pack is built from.

use muster_core::games::runewars::{
    Catalog, FactionUpgradeReading, Options, RuneWars, Totals, UniqueCapRounding,
};
use muster_core::{parse_list, Game, Lang, ListDocument, Report, Severity};
use muster_data::Pack;
use serde_json::{json, Value};
use std::sync::OnceLock;

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| RuneWars::bundled().expect("the bundled pack loads"))
}

/// A list document from a faction and `[unit, config, [upgrades]]` triples.
fn army(faction: &str, units: Value) -> Value {
    json!({"format": "muster-list/1", "game": "runewars", "name": "test", "faction": faction, "units": units})
}

/// Spearmen 3x3 twice (59 + 59), Oathsworn Cavalry 3x3 (68), Rune Golems 2x1 (28): 214.
fn army_of_214_points() -> Value {
    army(
        "daqan-lords",
        json!([
            {"unit": "spearmen", "config": "3x3"},
            {"unit": "spearmen", "config": "3x3"},
            {"unit": "oathsworn-cavalry", "config": "3x3"},
            {"unit": "rune-golems", "config": "2x1"}
        ]),
    )
}

fn check_with(doc: &Value, options: &Options, lang: Lang) -> Report<Totals> {
    match parse_list(&doc.to_string()).expect("a well-formed list") {
        ListDocument::RuneWars(list) => RuneWars::validate(&list, catalog(), options, lang),
        other => panic!("a RuneWars list, not {}", other.game()),
    }
}

fn check(doc: &Value) -> Report<Totals> {
    check_with(doc, &Options::default(), Lang::En)
}

fn errors(report: &Report<Totals>) -> Vec<(&'static str, &'static str, String)> {
    report
        .with_severity(Severity::Error)
        .map(|d| (d.code, d.rule, d.path.clone()))
        .collect()
}

/// The report's only error is `code` for `rule` at `path`.
fn assert_only_error(report: &Report<Totals>, code: &str, rule: &str, path: &str) {
    let found = errors(report);
    let only = matches!(found.as_slice(), [(c, r, p)] if *c == code && *r == rule && p == path);
    assert!(
        only,
        "expected only {code} ({rule}) at {path}, got {found:?}"
    );
}

fn assert_legal(report: &Report<Totals>) {
    assert!(
        report.legal,
        "expected legal, got {:#?}",
        report.diagnostics
    );
}

fn has(report: &Report<Totals>, code: &str, path: &str) -> bool {
    report
        .diagnostics
        .iter()
        .any(|d| d.code == code && d.path == path)
}

// R-PTS-1 ------------------------------------------------------------------------------

#[test]
fn a_daqan_list_of_exactly_200_points_is_legal_and_shows_its_totals() {
    // Spearmen 3x2 = 40, Oathsworn Cavalry 3x3 = 68, Rune Golems 3x2 = 74, Spearmen 2x1 = 18.
    let report = check(&army(
        "daqan-lords",
        json!([
            {"unit": "spearmen", "config": "3x2"},
            {"unit": "oathsworn-cavalry", "config": "3x3"},
            {"unit": "rune-golems", "config": "3x2"},
            {"unit": "spearmen", "config": "2x1"}
        ]),
    ));
    assert_legal(&report);
    assert_eq!(report.totals.points.used, 40 + 68 + 74 + 18);
    assert_eq!(report.totals.points.left, 0);
    let costs: Vec<u32> = report.totals.units.iter().map(|u| u.cost).collect();
    assert_eq!(costs, [40, 68, 74, 18]);
}

#[test]
fn spearmen_3x3_twice_plus_cavalry_and_golems_over_200_points_is_illegal() {
    // 59 + 59 + 68 + 28 = 214.
    let report = check(&army_of_214_points());
    assert_only_error(
        &report,
        "runewars.points.over_limit",
        "runewars:R-PTS-1",
        "/units",
    );
    assert_eq!(report.totals.points.used, 214);
    assert_eq!(report.totals.points.left, -14);
}

#[test]
fn upgrade_costs_count_towards_the_army_value() {
    // Spearmen 3x3 (59) + Oathsworn 3x3 (68) + Rune Golems 2x2 (50) = 177; Heartseeker 10,
    // Shield Wall 5, Master Crafted Weapons 4, Trumpets 2, Bull Pennon 3 = 24 → 201.
    let report = check(&army(
        "daqan-lords",
        json!([
            {"unit": "spearmen", "config": "3x3", "upgrades": ["shield-wall", "trumpets", "bull-pennon"]},
            {"unit": "oathsworn-cavalry", "config": "3x3", "upgrades": ["master-crafted-weapons"]},
            {"unit": "rune-golems", "config": "2x2"},
            {"unit": "kari-wraithstalker", "upgrades": ["heartseeker"]}
        ]),
    ));
    // Kari (32) makes it 233.
    assert_eq!(
        report.totals.points.used,
        59 + 5 + 2 + 3 + 68 + 4 + 50 + 32 + 10
    );
    assert!(has(&report, "runewars.points.over_limit", "/units"));
}

// R-PTS-2 ------------------------------------------------------------------------------

#[test]
fn players_may_agree_a_larger_army_value() {
    let mut doc = army_of_214_points();
    doc["points_limit"] = json!(300);
    let report = check(&doc);
    assert_legal(&report);
    assert!(has(
        &report,
        "runewars.points.custom_limit",
        "/points_limit"
    ));
    assert_eq!(report.totals.points.limit, 300);
    assert_eq!(report.totals.unique_units.allowed, 3);
}

#[test]
fn an_army_value_of_zero_is_refused() {
    let mut doc = army("daqan-lords", json!([]));
    doc["points_limit"] = json!(0);
    assert_only_error(
        &check(&doc),
        "runewars.points.zero_limit",
        "runewars:R-PTS-2",
        "/points_limit",
    );
}

// §1.10 skirmish and team play ---------------------------------------------------------

#[test]
fn a_skirmish_army_is_worth_100_points_and_one_unique_unit() {
    let mut doc = army(
        "daqan-lords",
        json!([
            {"unit": "kari-wraithstalker"},
            {"unit": "lord-hawthorne"},
            {"unit": "spearmen", "config": "2x2"}
        ]),
    );
    doc["mode"] = json!("skirmish");
    let report = check(&doc);
    assert_eq!(report.totals.points.limit, 100);
    assert_eq!(report.totals.unique_units.allowed, 1);
    // 32 + 34 + 30 = 96 fits, but the second hero does not.
    assert_only_error(
        &report,
        "runewars.unique.too_many_units",
        "runewars:R-UNQ-2",
        "/units/1",
    );

    doc["points_limit"] = json!(150);
    let report = check(&doc);
    assert!(has(
        &report,
        "runewars.skirmish.points_limit",
        "/points_limit"
    ));
}

#[test]
fn a_team_army_shares_one_budget_and_names_who_commands_each_unit() {
    let doc = json!({"format": "muster-list/1", "game": "runewars", "name": "team", "faction": "daqan-lords",
    "mode": "team", "units": [
        {"unit": "kari-wraithstalker", "player": "Ana"},
        {"unit": "lord-hawthorne", "player": "Luis"},
        {"unit": "baron-zachareth", "player": "Luis"},
        {"unit": "spearmen", "config": "2x1"}
    ]});
    let report = check(&doc);
    // One unique-unit budget for the whole team (E21): the third hero is one too many.
    assert!(has(&report, "runewars.unique.too_many_units", "/units/2"));
    assert!(has(
        &report,
        "runewars.team.unit_without_player",
        "/units/3"
    ));
    assert!(!report.codes().contains(&"runewars.team.one_player"));

    let solo = json!({"format": "muster-list/1", "game": "runewars", "name": "team", "faction": "daqan-lords",
        "mode": "team", "units": [{"unit": "spearmen", "config": "2x1", "player": "Ana"}]});
    assert!(has(&check(&solo), "runewars.team.one_player", "/mode"));
}

// R-FAC-1 ------------------------------------------------------------------------------

#[test]
fn a_waiqar_unit_in_a_daqan_army_breaks_the_one_faction_rule() {
    let report = check(&army(
        "daqan-lords",
        json!([{"unit": "spearmen", "config": "2x2"}, {"unit": "reanimates", "config": "2x2"}]),
    ));
    assert_only_error(
        &report,
        "runewars.faction.mismatch",
        "runewars:R-FAC-1",
        "/units/1",
    );
}

#[test]
fn an_unknown_faction_is_named_with_the_known_ones() {
    let report = check(&army("orcs", json!([])));
    let d = report
        .diagnostics
        .iter()
        .find(|d| d.code == "runewars.faction.unknown")
        .expect("finding");
    assert_eq!(d.path, "/faction");
    assert!(
        d.help.contains("daqan-lords") && d.help.contains("uthuk-yllan"),
        "{}",
        d.help
    );
}

// R-FAC-2 (hero overrides) --------------------------------------------------------------

#[test]
fn kari_wraithstalker_brings_one_non_unique_latari_infantry_unit() {
    let report = check(&army(
        "daqan-lords",
        json!([{"unit": "kari-wraithstalker"}, {"unit": "deepwood-archers", "config": "2x1"}]),
    ));
    assert_legal(&report);
    let ally = report
        .diagnostics
        .iter()
        .find(|d| d.code == "runewars.faction.hero_ally")
        .expect("info");
    assert_eq!(
        (ally.rule, ally.severity, ally.path.as_str()),
        ("runewars:R-FAC-2", Severity::Info, "/units/1")
    );
}

#[test]
fn kari_allows_only_one_ally_and_only_infantry() {
    let report = check(&army(
        "daqan-lords",
        json!([
            {"unit": "kari-wraithstalker"},
            {"unit": "deepwood-archers", "config": "2x1"},
            {"unit": "darnati-warriors", "config": "2x1"},
            {"unit": "leonx-riders", "config": "2x1"}
        ]),
    ));
    assert_eq!(
        errors(&report),
        [
            (
                "runewars.faction.mismatch",
                "runewars:R-FAC-1",
                "/units/2".to_owned()
            ),
            (
                "runewars.faction.mismatch",
                "runewars:R-FAC-1",
                "/units/3".to_owned()
            ),
        ]
    );
}

#[test]
fn without_its_hero_the_ally_is_out_of_faction() {
    let report = check(&army(
        "daqan-lords",
        json!([{"unit": "deepwood-archers", "config": "2x1"}]),
    ));
    assert!(has(&report, "runewars.faction.mismatch", "/units/0"));
}

#[test]
fn ankaur_maro_brings_one_non_unique_unit_of_any_other_faction_but_not_a_hero() {
    let ok = check(&army(
        "waiqar-the-undying",
        json!([{"unit": "ankaur-maro"}, {"unit": "oathsworn-cavalry", "config": "2x1"}]),
    ));
    assert_legal(&ok);
    assert!(ok.codes().contains(&"runewars.hero.reminder"));
    let hero = check(&army(
        "waiqar-the-undying",
        json!([{"unit": "ankaur-maro"}, {"unit": "kari-wraithstalker"}]),
    ));
    assert!(has(&hero, "runewars.faction.mismatch", "/units/1"));
}

// R-CFG-1 ------------------------------------------------------------------------------

#[test]
fn a_configuration_must_be_a_row_of_the_cost_table() {
    let report = check(&army(
        "daqan-lords",
        json!([{"unit": "spearmen", "config": "4x4"}]),
    ));
    let d = &report.diagnostics[0];
    assert_eq!(
        (d.code, d.rule, d.path.as_str()),
        (
            "runewars.config.unknown",
            "runewars:R-CFG-1",
            "/units/0/config"
        )
    );
    assert!(
        d.help.contains("2x1") && d.help.contains("3x3"),
        "{}",
        d.help
    );
}

#[test]
fn a_unit_with_several_rows_needs_its_configuration_but_a_hero_does_not() {
    let report = check(&army(
        "daqan-lords",
        json!([{"unit": "spearmen"}, {"unit": "kari-wraithstalker"}]),
    ));
    assert_only_error(
        &report,
        "runewars.config.missing",
        "runewars:R-CFG-1",
        "/units/0",
    );
    assert_eq!(report.totals.units[1].config.as_deref(), Some("1x1"));
}

#[test]
fn two_rows_of_one_shape_are_told_apart_by_suffix() {
    // Deepwood Archers have two 4-tray rows at 30 points with different slots (E5).
    let banner = check(&army(
        "latari-elves",
        json!([{"unit": "deepwood-archers", "config": "2x2-banner", "upgrades": ["honor-markings"]}]),
    ));
    assert_legal(&banner);
    let champion = check(&army(
        "latari-elves",
        json!([{"unit": "deepwood-archers", "config": "2x2-champion", "upgrades": ["honor-markings"]}]),
    ));
    assert!(has(
        &champion,
        "runewars.upgrade.no_free_slot",
        "/units/0/upgrades/0"
    ));
}

#[test]
fn an_unknown_unit_suggests_the_closest_id() {
    let report = check(&army(
        "daqan-lords",
        json!([{"unit": "spearman", "config": "2x1"}]),
    ));
    let d = &report.diagnostics[0];
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.unit.unknown", "/units/0/unit")
    );
    assert!(d.help.contains("'spearmen'"), "{}", d.help);
}

// R-UPG-1 ------------------------------------------------------------------------------

#[test]
fn an_upgrade_needs_a_free_slot_of_its_icon_in_the_chosen_row() {
    // Oathsworn Cavalry 2x1 has no champion slot; 2x3 has one.
    let small = check(&army(
        "daqan-lords",
        json!([{"unit": "oathsworn-cavalry", "config": "2x1", "upgrades": ["war-crier"]}]),
    ));
    assert_only_error(
        &small,
        "runewars.upgrade.no_free_slot",
        "runewars:R-UPG-1",
        "/units/0/upgrades/0",
    );
    let large = check(&army(
        "daqan-lords",
        json!([{"unit": "oathsworn-cavalry", "config": "2x3", "upgrades": ["war-crier"]}]),
    ));
    assert_legal(&large);
    let slots = &large.totals.units[0].slots;
    let champion = slots
        .iter()
        .find(|s| s.slot.id() == "champion")
        .expect("champion slot");
    assert_eq!((champion.used, champion.available), (1, 1));
}

#[test]
fn one_slot_takes_one_upgrade() {
    let report = check(&army(
        "daqan-lords",
        json!([{"unit": "spearmen", "config": "2x1", "upgrades": ["shield-wall", "master-crafted-weapons"]}]),
    ));
    assert_only_error(
        &report,
        "runewars.upgrade.no_free_slot",
        "runewars:R-UPG-1",
        "/units/0/upgrades/1",
    );
}

#[test]
fn an_unknown_upgrade_is_named_and_the_rest_is_still_checked() {
    let report = check(&army(
        "daqan-lords",
        json!([{"unit": "spearmen", "config": "2x1", "upgrades": ["sheild-wall", "war-crier"]}]),
    ));
    assert_eq!(
        errors(&report),
        [
            (
                "runewars.upgrade.unknown",
                "runewars:R-UPG-1",
                "/units/0/upgrades/0".to_owned()
            ),
            (
                "runewars.upgrade.no_free_slot",
                "runewars:R-UPG-1",
                "/units/0/upgrades/1".to_owned()
            ),
        ]
    );
    assert!(report.diagnostics[0].help.contains("'shield-wall'"));
}

// R-UPG-2 ------------------------------------------------------------------------------

#[test]
fn an_infantry_upgrade_cannot_go_on_cavalry() {
    // Citadel Weapons Master is an infantry champion; Oathsworn Cavalry 2x3 has a champion slot.
    let report = check(&army(
        "daqan-lords",
        json!([{"unit": "oathsworn-cavalry", "config": "2x3", "upgrades": ["citadel-weapons-master"]}]),
    ));
    assert_only_error(
        &report,
        "runewars.upgrade.wrong_unit_type",
        "runewars:R-UPG-2",
        "/units/0/upgrades/0",
    );
    let infantry = check(&army(
        "daqan-lords",
        json!([{"unit": "spearmen", "config": "2x2", "upgrades": ["citadel-weapons-master"]}]),
    ));
    assert_legal(&infantry);
}

// R-UPG-3 and E3 -----------------------------------------------------------------------

#[test]
fn a_daqan_upgrade_cannot_be_equipped_in_a_waiqar_army() {
    let report = check(&army(
        "waiqar-the-undying",
        json!([{"unit": "reanimate-archers", "config": "2x2", "upgrades": ["visored-helms"]}]),
    ));
    assert_only_error(
        &report,
        "runewars.upgrade.wrong_faction",
        "runewars:R-UPG-3",
        "/units/0/upgrades/0",
    );
}

#[test]
fn faction_upgrades_on_an_allied_unit_follow_the_chosen_reading() {
    // A Latari ally (via Kari) carrying a Latari upgrade, and one carrying a Daqan upgrade.
    let doc = army(
        "daqan-lords",
        json!([
            {"unit": "kari-wraithstalker"},
            {"unit": "deepwood-archers", "config": "2x1", "upgrades": ["hedge-shroud", "visored-helms"]}
        ]),
    );
    let reading = |faction_upgrades| Options {
        faction_upgrades,
        ..Options::default()
    };
    let paths = |r: FactionUpgradeReading| -> Vec<String> {
        check_with(&doc, &reading(r), Lang::En)
            .diagnostics
            .into_iter()
            .filter(|d| d.code == "runewars.upgrade.wrong_faction")
            .map(|d| d.path)
            .collect()
    };
    // Strict (default): unit and army must both match, so both fail.
    assert_eq!(
        paths(FactionUpgradeReading::Strict),
        ["/units/1/upgrades/0", "/units/1/upgrades/1"]
    );
    // Unit reading: the Latari upgrade fits the Latari unit; the Daqan one does not.
    assert_eq!(paths(FactionUpgradeReading::Unit), ["/units/1/upgrades/1"]);
    // Army reading (§22.7): the Daqan upgrade fits the Daqan army; the Latari one does not.
    assert_eq!(paths(FactionUpgradeReading::Army), ["/units/1/upgrades/0"]);
}

// R-UPG-4 ------------------------------------------------------------------------------

#[test]
fn an_upgrade_outside_any_unit_is_not_a_list_document() {
    let mut doc = army("daqan-lords", json!([]));
    doc["upgrades"] = json!(["shield-wall"]);
    let err = parse_list(&doc.to_string()).unwrap_err();
    assert!(err.to_string().contains("/upgrades"), "{err}");
}

// Card restrictions (component text, digest §1.7) ----------------------------------------

#[test]
fn a_hero_specific_unique_upgrade_goes_only_on_its_hero() {
    let report = check(&army(
        "daqan-lords",
        json!([{"unit": "lord-hawthorne", "upgrades": ["wraith-step"]}, {"unit": "kari-wraithstalker", "upgrades": ["latari-training"]}]),
    ));
    assert_only_error(
        &report,
        "runewars.upgrade.restricted",
        "runewars:1.7",
        "/units/0/upgrades/0",
    );
}

// R-UNQ-1 ------------------------------------------------------------------------------

#[test]
fn kari_as_a_unit_and_as_a_champion_share_one_unique_name() {
    let report = check(&army(
        "daqan-lords",
        json!([{"unit": "kari-wraithstalker"}, {"unit": "spearmen", "config": "2x2", "upgrades": ["kari-wraithstalker"]}]),
    ));
    assert_only_error(
        &report,
        "runewars.unique.duplicate_name",
        "runewars:R-UNQ-1",
        "/units/1/upgrades/0",
    );
}

#[test]
fn a_unique_artifact_may_appear_once() {
    let report = check(&army(
        "daqan-lords",
        json!([{"unit": "kari-wraithstalker", "upgrades": ["heartseeker"]}, {"unit": "lord-hawthorne", "upgrades": ["heartseeker"]}]),
    ));
    assert_only_error(
        &report,
        "runewars.unique.duplicate_name",
        "runewars:R-UNQ-1",
        "/units/1/upgrades/0",
    );
}

#[test]
fn two_versions_of_one_hero_champion_are_one_name() {
    let report = check(&army(
        "daqan-lords",
        json!([
            {"unit": "spearmen", "config": "2x2", "upgrades": ["lord-hawthorne-infantry"]},
            {"unit": "oathsworn-cavalry", "config": "2x3", "upgrades": ["lord-hawthorne-cavalry"]}
        ]),
    ));
    assert_only_error(
        &report,
        "runewars.unique.duplicate_name",
        "runewars:R-UNQ-1",
        "/units/1/upgrades/0",
    );
}

// R-UNQ-2 and E2 -----------------------------------------------------------------------

#[test]
fn a_200_point_army_may_include_two_unique_units_but_not_three() {
    let two = check(&army(
        "daqan-lords",
        json!([{"unit": "kari-wraithstalker"}, {"unit": "lord-hawthorne"}]),
    ));
    assert_legal(&two);
    assert_eq!(
        (
            two.totals.unique_units.used,
            two.totals.unique_units.allowed
        ),
        (2, 2)
    );
    let three = check(&army(
        "daqan-lords",
        json!([{"unit": "kari-wraithstalker"}, {"unit": "lord-hawthorne"}, {"unit": "baron-zachareth"}]),
    ));
    assert_only_error(
        &three,
        "runewars.unique.too_many_units",
        "runewars:R-UNQ-2",
        "/units/2",
    );
}

#[test]
fn unique_upgrades_do_not_count_towards_the_unique_unit_cap() {
    let report = check(&army(
        "daqan-lords",
        json!([
            {"unit": "kari-wraithstalker", "upgrades": ["heartseeker"]},
            {"unit": "lord-hawthorne", "upgrades": ["the-dawnblade"]}
        ]),
    ));
    assert_legal(&report);
    assert_eq!(report.totals.unique_units.used, 2);
}

#[test]
fn a_150_point_army_rounds_the_unique_cap_down_unless_told_otherwise() {
    let mut doc = army(
        "daqan-lords",
        json!([{"unit": "kari-wraithstalker"}, {"unit": "lord-hawthorne"}]),
    );
    doc["points_limit"] = json!(150);
    let down = check(&doc);
    assert!(has(&down, "runewars.unique.cap_rounded", "/points_limit"));
    assert!(has(&down, "runewars.unique.too_many_units", "/units/1"));
    let up = check_with(
        &doc,
        &Options {
            unique_cap_rounding: UniqueCapRounding::Up,
            ..Options::default()
        },
        Lang::En,
    );
    assert_eq!(up.totals.unique_units.allowed, 2);
    assert_legal(&up);
}

// Hero overrides of slots (digest §1.7, §4.5) ---------------------------------------------

#[test]
fn ardus_ix_erebus_gives_every_unit_the_slots_of_its_next_row() {
    // Reanimates 2x1 has only a music slot; 2x2 adds a banner slot.
    let without = check(&army(
        "waiqar-the-undying",
        json!([{"unit": "reanimates", "config": "2x1", "upgrades": ["cursed-signets"]}]),
    ));
    assert!(has(
        &without,
        "runewars.upgrade.no_free_slot",
        "/units/0/upgrades/0"
    ));
    let with = check(&army(
        "waiqar-the-undying",
        json!([{"unit": "ardus-ixerebus"}, {"unit": "reanimates", "config": "2x1", "upgrades": ["cursed-signets"]}]),
    ));
    assert_legal(&with);
    assert!(has(&with, "runewars.hero.slots_from_next_row", "/units/0"));
}

#[test]
fn maegan_cyndewin_lets_latari_infantry_take_one_sorceress_beyond_its_slots() {
    // Deepwood Archers 2x1 has no champion slot; Storm Sorceress is a Latari champion.
    let without = check(&army(
        "latari-elves",
        json!([{"unit": "deepwood-archers", "config": "2x1", "upgrades": ["storm-sorceress"]}]),
    ));
    assert!(has(
        &without,
        "runewars.upgrade.no_free_slot",
        "/units/0/upgrades/0"
    ));
    let with = check(&army(
        "latari-elves",
        json!([{"unit": "maegan-cyndewin"}, {"unit": "deepwood-archers", "config": "2x1", "upgrades": ["storm-sorceress"]}]),
    ));
    assert_legal(&with);
    // Only one extra per unit.
    let two = check(&army(
        "latari-elves",
        json!([{"unit": "maegan-cyndewin"}, {"unit": "deepwood-archers", "config": "2x1", "upgrades": ["storm-sorceress", "verdant-sorceress"]}]),
    ));
    assert!(has(
        &two,
        "runewars.upgrade.no_free_slot",
        "/units/1/upgrades/1"
    ));
}

// §1.8 ID tokens ----------------------------------------------------------------------

#[test]
fn two_units_of_one_card_get_an_id_token_reminder() {
    let report = check(&army(
        "daqan-lords",
        json!([{"unit": "spearmen", "config": "2x1"}, {"unit": "spearmen", "config": "2x2"}]),
    ));
    assert_legal(&report);
    let d = report
        .diagnostics
        .iter()
        .find(|d| d.code == "runewars.setup.id_tokens")
        .expect("reminder");
    assert_eq!(
        (d.rule, d.severity, d.path.as_str()),
        ("runewars:1.8", Severity::Info, "/units/0")
    );
}

// The contract: every finding at once, in both languages ---------------------------------

#[test]
fn every_finding_comes_at_once() {
    let report = check(&army(
        "daqan-lords",
        json!([
            {"unit": "spearmen", "config": "9x9"},
            {"unit": "reanimates", "config": "2x1"},
            {"unit": "oathsworn-cavalry", "config": "2x1", "upgrades": ["war-crier"]},
            {"unit": "kari-wraithstalker"}, {"unit": "lord-hawthorne"}, {"unit": "baron-zachareth"}
        ]),
    ));
    let codes: Vec<_> = errors(&report).into_iter().map(|(c, _, _)| c).collect();
    for code in [
        "runewars.config.unknown",
        "runewars.faction.mismatch",
        "runewars.upgrade.no_free_slot",
        "runewars.unique.too_many_units",
    ] {
        assert!(codes.contains(&code), "{code} missing from {codes:?}");
    }
}

#[test]
fn spanish_and_english_reports_agree_on_everything_but_the_words() {
    let doc = army_of_214_points();
    let en = check_with(&doc, &Options::default(), Lang::En);
    let es = check_with(&doc, &Options::default(), Lang::Es);
    assert_eq!(en.totals, es.totals);
    assert_eq!(en.diagnostics.len(), es.diagnostics.len());
    for (a, b) in en.diagnostics.iter().zip(&es.diagnostics) {
        assert_eq!(
            (a.code, a.rule, &a.path, a.severity),
            (b.code, b.rule, &b.path, b.severity)
        );
        assert_ne!(a.message, b.message);
        assert_ne!(a.help, b.help);
    }
    let over = es
        .diagnostics
        .iter()
        .find(|d| d.code == "runewars.points.over_limit")
        .expect("over");
    assert!(over.message.contains("214 puntos"), "{}", over.message);
}

#[test]
fn spanish_names_from_the_rulebook_appear_in_spanish_messages() {
    let report = check_with(
        &army(
            "waiqar-the-undying",
            json!([{"unit": "spearmen", "config": "2x1"}]),
        ),
        &Options::default(),
        Lang::Es,
    );
    let d = &report.diagnostics[0];
    assert!(
        d.message.contains("Lanceros") && d.message.contains("Señores de Daqan"),
        "{}",
        d.message
    );
}

#[test]
fn the_unique_slot_icon_is_not_a_unique_name() {
    // Edge case E4: Nerekhall Training needs a Unique slot but its name is not unique, so two
    // heroes may each carry one.
    let report = check(&army(
        "daqan-lords",
        json!([
            {"unit": "kari-wraithstalker", "upgrades": ["nerekhall-training"]},
            {"unit": "lord-hawthorne", "upgrades": ["nerekhall-training"]}
        ]),
    ));
    assert_legal(&report);
    assert!(!catalog().upgrade("nerekhall-training").unwrap().unique);
}

#[test]
fn a_hero_figure_upgrade_shares_the_heros_unique_name_even_when_the_data_does_not_mark_it() {
    // The BattleScribe data does not mark the Baron Zachareth figure upgrades unique, but
    // the name is unique because the hero's card is (R-UNQ-1 counts names across cards).
    assert!(
        !catalog()
            .upgrade("baron-zachareth-infantry")
            .unwrap()
            .unique
    );
    let report = check(&army(
        "daqan-lords",
        json!([{"unit": "baron-zachareth"}, {"unit": "spearmen", "config": "2x2", "upgrades": ["baron-zachareth-infantry"]}]),
    ));
    assert_only_error(
        &report,
        "runewars.unique.duplicate_name",
        "runewars:R-UNQ-1",
        "/units/1/upgrades/0",
    );
    let alone = check(&army(
        "daqan-lords",
        json!([{"unit": "spearmen", "config": "2x2", "upgrades": ["baron-zachareth-infantry"]}]),
    ));
    assert_legal(&alone);
}

#[test]
fn one_point_over_the_agreed_value_is_illegal() {
    // 59 + 59 + 68 + 28 = 214 against an agreed 213.
    let mut doc = army_of_214_points();
    doc["points_limit"] = json!(213);
    assert_only_error(
        &check(&doc),
        "runewars.points.over_limit",
        "runewars:R-PTS-1",
        "/points_limit",
    );
    doc["points_limit"] = json!(214);
    assert_legal(&check(&doc));
}

#[test]
fn the_builder_offers_only_upgrades_the_rules_accept() {
    use muster_core::games::runewars::eligible_upgrades;
    let doc = army(
        "daqan-lords",
        json!([{"unit": "oathsworn-cavalry", "config": "2x1", "upgrades": ["shield-wall"]}, {"unit": "kari-wraithstalker"}]),
    );
    let ListDocument::RuneWars(list) = parse_list(&doc.to_string()).unwrap() else {
        panic!("a RuneWars list")
    };
    let offered: Vec<&str> = eligible_upgrades(&list, 0, catalog(), &Options::default())
        .iter()
        .map(|u| u.id.as_str())
        .collect();
    // 2x1 Oathsworn: Training and Equipment slots; the Equipment slot is taken.
    assert!(offered.contains(&"rank-discipline"), "{offered:?}");
    assert!(
        !offered.contains(&"master-crafted-weapons"),
        "equipment slot taken"
    );
    assert!(!offered.contains(&"war-crier"), "no champion slot");
    let slots: Vec<String> = offered
        .iter()
        .map(|id| catalog().upgrade(id).unwrap().slot.id().to_owned())
        .collect();
    assert!(slots.iter().all(|s| s == "training"), "{slots:?}");
    // Kari may not take her own champion card (unique name) nor another hero's unique card.
    let kari: Vec<&str> = eligible_upgrades(&list, 1, catalog(), &Options::default())
        .iter()
        .map(|u| u.id.as_str())
        .collect();
    assert!(
        kari.contains(&"wraith-step") && kari.contains(&"heartseeker"),
        "{kari:?}"
    );
    assert!(!kari.contains(&"might-of-daqan"), "Lord Hawthorne's card");
    assert!(eligible_upgrades(&list, 9, catalog(), &Options::default()).is_empty());
}
