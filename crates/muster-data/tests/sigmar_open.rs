//! Age of Sigmar open play (digest `shared/rules/sigmar.md` §1, the core rules, S1-*) on the
//! packs this repository ships: any army from the collection, units of any faction, the
//! data's Health standing in for Wounds, Bravery from the player, and sudden death worked out
//! from the models two real armies field.

use crate::sigmar_common;

use muster_core::games::sigmar::sudden_death_eligible;
use muster_core::{Lang, Severity};
use serde_json::{json, Value};
use sigmar_common::*;

/// An open unit of `models` models.
fn models(unit: &str, models: u32) -> Value {
    json!({"unit": unit, "models": models})
}

/// The information findings as `(code, path)`.
fn infos(report: &muster_core::Report<muster_core::games::sigmar::Totals>) -> Vec<(&str, &str)> {
    report
        .with_severity(Severity::Info)
        .map(|d| (d.code, d.path.as_str()))
        .collect()
}

#[test]
fn a_mixed_faction_collection_is_a_legal_open_army() {
    let mut units = json!([
        models("liberators", 10),
        {"unit": "bloodletters", "faction": BOK, "models": 10, "bravery": 10},
        // Clanrats are in the Skaven pack alone, so no faction needs naming.
        {"unit": "clanrats", "models": 20, "bravery": 4},
        {"unit": "kroxigor", "faction": "seraphon", "models": 3, "bravery": 6},
    ]);
    units[0]["general"] = json!(true);
    let report = check(&open(SCE, units));
    assert!(report.legal, "{:?}", report.diagnostics);
    // The data's Health stands in for Wounds, so no unit asks for them.
    assert!(warnings(&report).is_empty(), "{:?}", report.diagnostics);
    assert!(unit(SCE, "liberators").profile.health.is_some());
    // Only the Liberators lack the player's Bravery (the data has none).
    assert_eq!(
        infos(&report),
        [("sigmar.unit.bravery_unknown", "/units/0")]
    );
    assert_eq!(
        message(&report, "sigmar.unit.bravery_unknown"),
        "No Bravery for Liberators: the battleshock test will ask for it."
    );
    assert_eq!(report.totals.models, 10 + 10 + 20 + 3);
    assert_eq!((report.totals.units, report.totals.points), (4, 0));
}

#[test]
fn an_unknown_warscroll_or_pack_suggests_the_closest() {
    let report = check(&open(SCE, json!([models("liberator", 5)])));
    assert_eq!(
        errors(&report),
        error("sigmar.unit.unknown", "/units/0/unit")
    );
    let unknown = report
        .diagnostics
        .iter()
        .find(|d| d.code == "sigmar.unit.unknown")
        .unwrap();
    assert_eq!(
        unknown.message,
        "No loaded pack holds the warscroll 'liberator'."
    );
    assert!(unknown.help.contains("liberators"), "{}", unknown.help);

    let doc = open(
        SCE,
        json!([{"unit": "bloodletters", "faction": "blade-of-khorne", "models": 10}]),
    );
    let report = check(&doc);
    assert_eq!(
        errors(&report),
        error("sigmar.faction.unknown", "/units/0/faction")
    );
    let help = &report.diagnostics[0].help;
    assert!(help.contains(BOK), "{help}");
}

#[test]
fn any_size_from_one_model_but_never_none() {
    // S1-ARMY-1: no limit; a 300-model horde and a lone hero are both armies.
    let horde = check(&open("skaven", json!([models("clanrats", 300)])));
    assert!(horde.legal, "{:?}", horde.diagnostics);
    assert_eq!(horde.totals.models, 300);
    let lone = check(&open(SCE, json!([models("lord-celestant", 1)])));
    assert!(lone.legal);

    let empty = check(&open(SCE, json!([])));
    assert_eq!(errors(&empty), error("sigmar.army.empty", "/units"));
    // S1-ARMY-3: a unit has one or more models.
    let none = check(&open(SCE, json!([models("liberators", 0)])));
    assert_eq!(
        errors(&none),
        error("sigmar.unit.no_models", "/units/0/models")
    );
    // S1-WND-1: the player's Wounds override the data's Health, but never 0.
    let zero = json!([{"unit": "liberators", "models": 5, "wounds": 0}]);
    assert_eq!(
        errors(&check(&open(SCE, zero))),
        error("sigmar.unit.zero_wounds", "/units/0/wounds")
    );
}

#[test]
fn the_general_is_named_after_deployment_and_is_one_model() {
    let doc = open(
        SCE,
        json!([models("lord-celestant", 1), models("liberators", 5)]),
    );
    let report = check(&doc);
    assert!(report.legal);
    assert!(infos(&report).contains(&("sigmar.general.after_deployment", "/units")));

    let mut both = doc.clone();
    both["units"][0]["general"] = json!(true);
    both["units"][1]["general"] = json!(true);
    assert_eq!(
        errors(&check(&both)),
        error("sigmar.general.several", "/units/1/general")
    );
}

#[test]
fn matched_play_choices_in_an_open_list_are_not_read() {
    let mut doc = open(SCE, json!([models("liberators", 5)]));
    doc["faction_terrain"] = json!("stormreach-portal");
    let report = check(&doc);
    assert!(report.legal);
    assert_eq!(warnings(&report), ["sigmar.list.other_mode_fields"]);
}

#[test]
fn sudden_death_from_the_models_two_real_armies_field() {
    // Thirty Liberators against forty Bloodletters: exactly a third more (3·40 ≥ 4·30).
    let storm = check(&open(SCE, json!([models("liberators", 30)])));
    let khorne = check(&open(BOK, json!([models("bloodletters", 40)])));
    let (a, b) = (storm.totals.models, khorne.totals.models);
    assert_eq!((a, b), (30, 40));
    assert_eq!(sudden_death_eligible(a, b), Some(0));
    // One Bloodletter fewer and nobody may pick an objective.
    let fewer = check(&open(BOK, json!([models("bloodletters", 39)])));
    assert_eq!(sudden_death_eligible(a, fewer.totals.models), None);
}

#[test]
fn an_open_army_reads_in_spanish() {
    let report = check_in(&open(SCE, json!([models("liberators", 5)])), Lang::Es);
    let bravery = report
        .diagnostics
        .iter()
        .find(|d| d.code == "sigmar.unit.bravery_unknown")
        .unwrap();
    assert_eq!(
        bravery.message,
        "No hay atributo Bravery para Liberators: el chequeo de acobardamiento lo pedirá."
    );
}
