//! The builder's choices on the fixture catalogue: each candidate's verdict is the
//! validator's. Not game data: every unit and number is a fixture.

use crate::games::sigmar::choices::{choices, Choices, Pick};
use crate::games::sigmar::list::UnitChoice;
use crate::games::sigmar::test_fixture::{catalog, legal_matched, matched, open, regiment};
use crate::games::sigmar::validate::{validate_list, Options};
use crate::lang::Lang;

fn pick<'a>(picks: &'a [Pick], id: &str) -> &'a Pick {
    picks
        .iter()
        .find(|p| p.id == id)
        .unwrap_or_else(|| panic!("no pick {id}"))
}

#[test]
fn a_regiment_offers_what_its_leaders_options_allow_with_the_validators_reason() {
    let list = legal_matched();
    let catalog = catalog();
    let choices = choices(&list, &catalog, Lang::En);
    let regiment = &choices.regiments[0];
    assert_eq!((regiment.slots_used, regiment.slots_max), (2, 4));
    let infantry = pick(&regiment.units, "fixture-infantry");
    assert!(infantry.allowed && infantry.reason.is_none());
    assert_eq!(
        (infantry.points, infantry.reinforced_points),
        (Some(100), Some(200))
    );
    let cavalry = pick(&regiment.units, "fixture-cavalry");
    assert!(!cavalry.allowed);
    // The reason is the validator's own message for that list.
    let mut with = list.clone();
    with.regiments[0]
        .units
        .push(UnitChoice::new("fixture-cavalry"));
    let report = validate_list(&with, &catalog, &Options::default(), Lang::En);
    let message = &report.diagnostics[0].message;
    assert_eq!(cavalry.reason.as_ref(), Some(message));
    assert_eq!(
        message,
        "Fixture Cavalry is not one of Fixture Lord's regiment options."
    );
    assert!(pick(&regiment.units, "fixture-exemplar").hero);
    assert!(
        !regiment.units.iter().any(|p| p.id == "fixture-portal"),
        "faction terrain is no regiment candidate"
    );
}

#[test]
fn a_full_regiment_allows_no_more_units() {
    let list = matched(vec![regiment(
        "fixture-lord",
        &["fixture-hounds", "fixture-hounds", "fixture-hounds"],
        false,
    )]);
    let choices = choices(&list, &catalog(), Lang::Es);
    let regiment = &choices.regiments[0];
    assert_eq!((regiment.slots_used, regiment.slots_max), (3, 3));
    assert!(regiment.units.iter().all(|p| !p.allowed));
    let reason = pick(&regiment.units, "fixture-infantry").reason.as_deref();
    assert!(
        reason.is_some_and(|r| r.contains("unidades además de su líder")),
        "{reason:?}"
    );
}

#[test]
fn a_unique_leader_already_in_the_army_is_not_offered_again() {
    let list = matched(vec![regiment("fixture-champion", &[], true)]);
    let choices = choices(&list, &catalog(), Lang::En);
    let champion = pick(&choices.leaders, "fixture-champion");
    assert!(!champion.allowed);
    assert!(champion.reason.as_deref().unwrap().contains("UNIQUE"));
    assert!(pick(&choices.leaders, "fixture-lord").allowed);
    let herald = pick(&choices.leaders, "fixture-herald");
    assert!(
        !herald.allowed,
        "a HERO without regiment options cannot lead"
    );
}

#[test]
fn a_sixth_regiment_or_a_renown_beside_five_is_not_allowed() {
    let five: Vec<_> = (0..5)
        .map(|r| regiment("fixture-lord", &[], r == 0))
        .collect();
    let choices = choices(&matched(five), &catalog(), Lang::En);
    assert!(choices.leaders.iter().all(|p| !p.allowed));
    assert!(choices.regiments_of_renown.iter().all(|p| !p.allowed));
    let four = choices_for_regiments(4);
    let renown = pick(&four.regiments_of_renown, "fixture-renown");
    assert!(renown.allowed);
    assert_eq!(renown.points, Some(300));
}

fn choices_for_regiments(n: usize) -> Choices {
    let regiments = (0..n)
        .map(|r| regiment("fixture-lord", &[], r == 0))
        .collect();
    choices(&matched(regiments), &catalog(), Lang::En)
}

#[test]
fn auxiliaries_terrain_formations_and_lores_are_offered() {
    let choices = choices(&legal_matched(), &catalog(), Lang::En);
    assert!(pick(&choices.auxiliaries, "fixture-cavalry").allowed);
    assert!(
        !pick(&choices.auxiliaries, "fixture-infantry-variant").allowed,
        "the variant excludes the infantry already taken"
    );
    let terrain: Vec<_> = choices
        .faction_terrain
        .iter()
        .map(|p| p.id.as_str())
        .collect();
    assert_eq!(terrain, ["fixture-portal", "fixture-altar"]);
    assert!(choices.faction_terrain.iter().all(|p| p.allowed));
    assert_eq!(choices.battle_formations.len(), 2);
    assert!(choices.battle_formations.iter().all(|p| p.allowed));
    assert_eq!(
        pick(&choices.manifestation_lores, "fixture-paid-spirits").points,
        Some(20)
    );
    assert!(pick(&choices.spell_lores, "fixture-spells").allowed);
    assert!(pick(&choices.prayer_lores, "fixture-prayers").allowed);
}

#[test]
fn an_enhancement_is_allowed_when_some_hero_of_the_army_can_take_it() {
    let choices_lord = choices(&legal_matched(), &catalog(), Lang::En);
    assert!(choices_lord.heroic_traits.iter().all(|p| p.allowed));
    assert!(choices_lord.artefacts.iter().all(|p| p.allowed));

    let unique_only = matched(vec![regiment(
        "fixture-champion",
        &["fixture-infantry"],
        true,
    )]);
    let unique_choices = choices(&unique_only, &catalog(), Lang::En);
    let bold = pick(&unique_choices.heroic_traits, "fixture-bold");
    assert!(!bold.allowed);
    assert!(
        bold.reason.as_deref().unwrap().contains("UNIQUE"),
        "{bold:?}"
    );

    let mut taken = legal_matched();
    taken.regiments[0].leader.heroic_trait = Some("fixture-bold".into());
    let choices = choices(&taken, &catalog(), Lang::En);
    assert!(
        pick(&choices.heroic_traits, "fixture-cunning").allowed,
        "choosing another trait replaces the army's one"
    );
}

#[test]
fn an_open_list_or_an_unknown_faction_has_no_choices() {
    assert_eq!(
        choices(&open(&[("fixture-lord", 1)]), &catalog(), Lang::En),
        Choices::default()
    );
    let mut list = legal_matched();
    list.faction = "nobody".into();
    assert_eq!(choices(&list, &catalog(), Lang::En), Choices::default());
}

#[test]
fn choices_serialize_in_camel_case_for_the_app() {
    let json = serde_json::to_value(choices(&legal_matched(), &catalog(), Lang::En)).unwrap();
    let keys: Vec<_> = json.as_object().unwrap().keys().cloned().collect();
    for key in [
        "leaders",
        "regiments",
        "auxiliaries",
        "regimentsOfRenown",
        "factionTerrain",
        "heroicTraits",
        "artefacts",
        "battleFormations",
        "spellLores",
        "prayerLores",
        "manifestationLores",
    ] {
        assert!(keys.iter().any(|k| k == key), "{key} in {keys:?}");
    }
    let regiment = &json["regiments"][0];
    assert_eq!(regiment["slotsUsed"], 2);
    assert_eq!(regiment["slotsMax"], 4);
    let unit = &regiment["units"][0];
    for key in [
        "id",
        "name",
        "points",
        "reinforcedPoints",
        "hero",
        "allowed",
        "reason",
    ] {
        assert!(unit.get(key).is_some(), "{key} in {unit}");
    }
}

/// A full five-regiment army on the fixture: every regiment gets its choices, each slot judged
/// by a whole validation (how long that takes is measured by `cargo bench -p muster-data
/// --bench sigmar`, `choices`).
#[test]
fn a_full_army_gets_the_choices_of_every_regiment() {
    let units = ["fixture-infantry", "fixture-hounds", "fixture-hounds"];
    let mut regiments: Vec<_> = (0..5)
        .map(|r| regiment("fixture-lord", &units, r == 0))
        .collect();
    regiments[0].leader.heroic_trait = Some("fixture-bold".into());
    let mut list = matched(regiments);
    list.auxiliaries = ["fixture-cavalry", "fixture-engine"]
        .iter()
        .map(|id| UnitChoice::new(*id))
        .collect();
    let catalog = catalog();
    let choices = choices(&list, &catalog, Lang::En);
    assert_eq!(choices.regiments.len(), 5);
    assert!(choices.regiments.iter().all(|r| !r.units.is_empty()));
}

#[test]
fn a_leader_that_brings_units_is_offered_with_them_and_never_as_an_auxiliary() {
    let choices = choices(&legal_matched(), &catalog(), Lang::En);
    let talon = pick(&choices.leaders, "fixture-talon");
    assert!(talon.allowed, "{talon:?}");
    assert_eq!(talon.required, ["fixture-retinue", "fixture-familiar"]);
    assert!(pick(&choices.leaders, "fixture-lord").required.is_empty());

    let auxiliary = pick(&choices.auxiliaries, "fixture-talon");
    assert!(!auxiliary.allowed);
    assert_eq!(
        auxiliary.reason.as_deref(),
        Some("Fixture Talon cannot be an auxiliary: the regiment it leads must include Fixture Retinue and Fixture Familiar.")
    );
    for id in ["fixture-retinue", "fixture-familiar"] {
        let unit = pick(&choices.auxiliaries, id);
        assert!(!unit.allowed, "{id} comes with its leader, not alone");
        assert!(
            pick(&choices.regiments[0].units, id).reason.is_some(),
            "{id} is no unit of Fixture Lord's regiment"
        );
    }
}

#[test]
fn a_regiment_missing_the_units_its_leader_brings_offers_them() {
    let list = matched(vec![
        regiment("fixture-lord", &[], true),
        regiment("fixture-talon", &[], false),
    ]);
    let choices = choices(&list, &catalog(), Lang::En);
    let regiment = &choices.regiments[1];
    for id in ["fixture-retinue", "fixture-familiar"] {
        let unit = pick(&regiment.units, id);
        assert!(unit.allowed, "{unit:?}");
        assert_eq!(unit.points, Some(0), "paid for in the leader's points");
    }
    assert!(pick(&regiment.units, "fixture-infantry").allowed);
}

#[test]
fn an_undersize_unit_is_offered_only_beside_the_unit_that_raises_its_cap() {
    let choices_without = choices(&legal_matched(), &catalog(), Lang::En);
    let rider = pick(&choices_without.auxiliaries, "fixture-lone-rider");
    assert!(!rider.allowed);
    assert!(rider
        .reason
        .as_deref()
        .is_some_and(|r| r.contains("once for each Fixture Rider Lord")));

    let mut list = legal_matched();
    list.regiments
        .push(regiment("fixture-rider-lord", &[], false));
    let choices_with = choices(&list, &catalog(), Lang::En);
    assert!(pick(&choices_with.auxiliaries, "fixture-lone-rider").allowed);
    assert!(pick(&choices_with.regiments[1].units, "fixture-lone-rider").allowed);
}
