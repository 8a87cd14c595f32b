//! The discs of a regiment: sizes (R-SIZE-1, E2), copies (R-COPY-1, E3) and elite discs
//! (R-ELITE-1).

use super::*;

// R-SIZE-1 (E2) ----------------------------------------------------------------------------------

#[test]
fn one_small_disc_against_two_medium_is_illegal() {
    let list = army(
        &[("captain", &["militia", "knights", "knights"])],
        &["rally", "charge"],
    );
    let report = check(&list);
    assert_eq!(
        errors(&report),
        pairs(&[("diskwars.size.too_few_small", "/regiments/0/units")])
    );
}

#[test]
fn two_small_discs_against_one_medium_and_one_large_are_legal() {
    let list = army(&[CAPTAIN_FULL], &["rally", "charge"]);
    assert!(check(&list).legal);
}

#[test]
fn the_hero_does_not_count_as_a_small_disc() {
    let list = army(&[("captain", &["knights"])], &["rally", "charge"]);
    assert_eq!(
        errors(&check(&list)),
        pairs(&[("diskwars.size.too_few_small", "/regiments/0/units")])
    );
}

#[test]
fn discs_of_unknown_size_leave_the_balance_unconfirmed_unless_it_fails_anyway() {
    let list = army(
        &[("captain", &["militia", "knights", "wagon"])],
        &["rally", "charge"],
    );
    let report = check(&list);
    assert_eq!(
        unconfirmed(&report),
        [("wagon".into(), "size", vec!["diskwars:R-SIZE-1"])]
    );
    assert!(
        warnings(&report).contains(&("diskwars.size.unconfirmed", "/regiments/0/units".to_owned()))
    );

    // Even if the Wagon were small, 1 small against 2 medium fails.
    let list = army(
        &[("captain", &["knights", "knights", "wagon"])],
        &["rally", "charge"],
    );
    assert!(errors(&check(&list)).contains(&(
        "diskwars.size.too_few_small",
        "/regiments/0/units".to_owned()
    )));

    // Two known small discs cover one unknown and one medium, whatever the unknown is.
    let list = army(
        &[("captain", &["militia", "militia", "knights", "wagon"])],
        &["rally", "charge"],
    );
    assert!(!check(&list).codes().contains(&"diskwars.size.unconfirmed"));
}

// R-COPY-1 (E3) ------------------------------------------------------------------------------------

#[test]
fn four_small_discs_of_one_kind_in_a_regiment_are_too_many() {
    let list = army(
        &[("captain", &["militia", "militia", "militia", "militia"])],
        &["rally", "charge"],
    );
    assert_eq!(
        errors(&check(&list)),
        pairs(&[("diskwars.copies.over", "/regiments/0/units/3")])
    );
}

#[test]
fn three_copies_of_a_medium_disc_and_two_of_a_large_are_too_many() {
    let list = army(
        &[(
            "champion",
            &[
                "marauders",
                "marauders",
                "marauders",
                "daemon",
                "daemon",
                "daemon",
            ],
        )],
        &["rally", "charge", "hold"],
    );
    assert!(errors(&check(&list))
        .contains(&("diskwars.copies.over", "/regiments/0/units/5".to_owned())));

    let list = army(
        &[("captain", &["militia", "militia", "cannon", "cannon"])],
        &["rally", "charge"],
    );
    assert!(errors(&check(&list))
        .contains(&("diskwars.copies.over", "/regiments/0/units/3".to_owned())));

    let list = army(
        &[("captain", &["militia", "militia", "knights", "knights"])],
        &["rally", "charge"],
    );
    assert!(check(&list).legal);
}

#[test]
fn copies_of_a_disc_of_unknown_size_warn_from_two_and_are_illegal_from_four() {
    let two = army(
        &[("captain", &["militia", "militia", "wagon", "wagon"])],
        &["rally", "charge"],
    );
    let report = check(&two);
    assert_eq!(
        unconfirmed(&report),
        [("wagon".into(), "size", vec!["diskwars:R-COPY-1"])]
    );
    assert!(warnings(&report).contains(&(
        "diskwars.copies.unconfirmed",
        "/regiments/0/units/3".to_owned()
    )));

    let four = army(
        &[("champion", &["wagon", "wagon", "wagon", "wagon"])],
        &["rally", "charge", "hold"],
    );
    assert!(errors(&check(&four))
        .contains(&("diskwars.copies.over", "/regiments/0/units/3".to_owned())));
}

// R-ELITE-1 ------------------------------------------------------------------------------------------

#[test]
fn two_elite_discs_in_one_regiment_are_illegal() {
    let list = army(
        &[("captain", &["militia", "guard", "cannon"])],
        &["rally", "charge"],
    );
    let report = check(&list);
    assert_eq!(
        errors(&report),
        pairs(&[("diskwars.elite.too_many", "/regiments/0/units/2")])
    );
    let elite = first(&report, "diskwars.elite.too_many");
    assert!(
        elite
            .message
            .contains("2 elite discs, and it may have 1: Guard and Cannon."),
        "{}",
        elite.message
    );
}

#[test]
fn two_copies_of_one_elite_disc_are_named_once_with_their_count() {
    let list = army(
        &[("captain", &["militia", "militia", "guard", "guard"])],
        &["rally", "charge"],
    );
    let report = check(&list);
    let elite = first(&report, "diskwars.elite.too_many");
    assert!(elite.message.ends_with(": 2× Guard."), "{}", elite.message);
    let spanish = check_in(&list, Lang::Es);
    let es = first(&spanish, "diskwars.elite.too_many");
    assert!(
        es.message
            .ends_with("tiene 2 discos de élite, y puede tener 1: 2× Guardia."),
        "{}",
        es.message
    );
}

#[test]
fn an_elite_hero_counts_towards_the_elite_limit() {
    let list = army(
        &[("champion", &["marauders", "daemon"])],
        &["rally", "charge", "hold"],
    );
    let report = check(&list);
    assert_eq!(
        errors(&report),
        pairs(&[("diskwars.elite.too_many", "/regiments/0/units/1")])
    );
    assert_eq!(report.totals.regiments[0].elite, 2);
}

#[test]
fn unknown_elite_marks_leave_the_limit_unconfirmed() {
    let list = army(
        &[("captain", &["militia", "guard", "ogre"])],
        &["rally", "charge"],
    );
    let report = check(&list);
    assert_eq!(
        unconfirmed(&report),
        [("ogre".into(), "elite", vec!["diskwars:R-ELITE-1"])]
    );
    assert!(warnings(&report).contains(&("diskwars.elite.unconfirmed", "/regiments/0".to_owned())));
    // One disc: "whether it is"; several: "which of them are", in both languages.
    let one = first(&report, "diskwars.elite.unconfirmed");
    assert!(
        one.message
            .ends_with("the data does not say whether Ogre is elite."),
        "{}",
        one.message
    );
    let spanish = check_in(&list, Lang::Es);
    let es = first(&spanish, "diskwars.elite.unconfirmed");
    assert!(
        es.message
            .ends_with("los datos no dicen si Ogro es de élite."),
        "{}",
        es.message
    );
}
