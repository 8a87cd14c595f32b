//! The army as a whole: factions and races (R-FAC-2, R-FAC-3, E4) and unique discs
//! (R-UNQ-1, R-UNQ-2, E3).

use super::*;

// R-FAC-2 and R-FAC-3 (E4) ------------------------------------------------------------------

#[test]
fn order_and_destruction_discs_cannot_share_an_army() {
    let list = army(
        &[CAPTAIN_FULL, ("warlord", &["boyz", "boyz"])],
        &["rally", "charge", "hold", "valour"],
    );
    let report = check(&list);
    // The Orc regiment is reported once, at its hero.
    assert_eq!(
        errors(&report),
        pairs(&[("diskwars.faction.mixed", "/regiments/1/hero")])
    );
    assert_eq!(report.totals.faction, None);
}

#[test]
fn empire_and_elf_regiments_may_share_an_army_but_not_a_regiment() {
    let list = army(
        &[CAPTAIN_FULL, ("prince", &["archers", "archers"])],
        &["rally", "charge", "valour", "hold"],
    );
    let report = check(&list);
    assert!(report.legal, "{:#?}", report.diagnostics);

    let list = army(
        &[("captain", &["militia", "archers"])],
        &["rally", "charge"],
    );
    assert_eq!(
        errors(&check(&list)),
        pairs(&[("diskwars.race.mismatch", "/regiments/0/units/1")])
    );
}

#[test]
fn a_hero_recruits_only_its_own_race_and_a_destruction_unit_also_breaks_the_faction() {
    let list = army(&[("captain", &["militia", "boyz"])], &["rally", "charge"]);
    let report = check(&list);
    assert_eq!(
        errors(&report),
        pairs(&[
            ("diskwars.race.mismatch", "/regiments/0/units/1"),
            ("diskwars.faction.mixed", "/regiments/0/units/1"),
        ])
    );
    let race = first(&report, "diskwars.race.mismatch");
    assert!(race.message.contains("Boyz is Orcs"), "{}", race.message);
}

#[test]
fn an_unknown_race_is_a_warning_that_it_cannot_be_checked() {
    let list = army(
        &[
            ("captain", &["militia", "stray"]),
            ("stranger", &["militia"]),
        ],
        &["rally", "charge"],
    );
    let report = check(&list);
    assert_eq!(
        unconfirmed(&report),
        [
            ("stray".into(), "race", vec!["diskwars:R-FAC-3"]),
            (
                "stranger".into(),
                "recruitment_points",
                vec!["diskwars:R-REG-3"]
            ),
            ("stranger".into(), "race", vec!["diskwars:R-FAC-3"]),
        ]
    );
    let w = warnings(&report);
    assert!(w.contains(&("diskwars.race.unknown", "/regiments/0/units/1".to_owned())));
    assert!(w.contains(&("diskwars.race.unknown", "/regiments/1/hero".to_owned())));
}

#[test]
fn command_cards_are_not_race_locked() {
    let list = army(&[("warlord", &["boyz", "boyz"])], &["rally", "charge"]);
    assert!(check(&list).legal);
}

// R-UNQ-1 and R-UNQ-2 (E3) ---------------------------------------------------------------------

#[test]
fn a_unique_disc_may_appear_once_per_army_heroes_included() {
    let list = army(
        &[
            ("captain", &["militia", "gryphon"]),
            ("captain", &["militia", "gryphon"]),
        ],
        &["rally", "charge", "valour", "hold"],
    );
    let report = check(&list);
    assert_eq!(
        errors(&report),
        pairs(&[
            ("diskwars.unique.duplicate", "/regiments/1/hero"),
            ("diskwars.unique.duplicate", "/regiments/1/units/1"),
        ])
    );
}

#[test]
fn copy_caps_are_per_regiment_and_the_unique_cap_per_army() {
    // Three Militia in each regiment is legal; the unique Gryphon once in the army is too.
    let list = army(
        &[
            ("captain", &["militia", "militia", "militia", "gryphon"]),
            ("sergeant", &["militia", "militia", "militia"]),
        ],
        &["rally", "charge", "valour"],
    );
    let report = check(&list);
    assert!(report.legal, "{:#?}", report.diagnostics);
}

#[test]
fn copies_of_a_disc_whose_uniqueness_is_unknown_are_a_warning() {
    let list = army(
        &[("captain", &["militia", "militia", "ogre", "ogre"])],
        &["rally", "charge"],
    );
    let report = check(&list);
    assert_eq!(
        unconfirmed(&report),
        [
            ("ogre".into(), "elite", vec!["diskwars:R-ELITE-1"]),
            ("ogre".into(), "unique", vec!["diskwars:R-UNQ-1"]),
        ]
    );
    assert!(warnings(&report).contains(&(
        "diskwars.unique.unconfirmed",
        "/regiments/0/units/3".to_owned()
    )));
}

#[test]
fn an_army_needs_a_unique_hero() {
    let list = army(&[SERGEANT_FULL], &["rally"]);
    assert_eq!(
        errors(&check(&list)),
        pairs(&[("diskwars.unique.no_unique_hero", "/regiments")])
    );
}

#[test]
fn heroes_of_unknown_uniqueness_leave_the_unique_hero_unconfirmed() {
    let list = army(&[SERGEANT_FULL, ("stranger", &[])], &["rally"]);
    let report = check(&list);
    // The Stranger leads no unit, so no cost waits for its recruitment points.
    assert_eq!(
        unconfirmed(&report),
        [
            ("stranger".into(), "race", vec!["diskwars:R-FAC-3"]),
            ("stranger".into(), "unique", vec!["diskwars:R-UNQ-2"]),
        ]
    );
    assert!(
        warnings(&report).contains(&("diskwars.unique.hero_unconfirmed", "/regiments".to_owned()))
    );
}
