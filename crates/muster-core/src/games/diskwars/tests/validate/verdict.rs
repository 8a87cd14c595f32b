//! One verdict for a list: legal when every rule is checked and kept, illegal when what is
//! known breaks a rule, unconfirmed while a rule waits for a value the data leaves out, and
//! decided once the player enters it.

use super::*;

/// The fixture with `wagon`'s size given, as the player's own record would give it.
fn with_wagon_size(size: Size) -> Catalog {
    let mut parts = fixture().parts().clone();
    let wagon = parts.discs.iter_mut().find(|d| d.id == "wagon").unwrap();
    wagon.size = known(size);
    Catalog::new(parts).unwrap()
}

#[test]
fn a_list_that_keeps_every_rule_with_every_value_known_is_legal() {
    let report = check(&legal_army());
    assert_eq!(report.verdict, Verdict::Legal);
    assert!(report.legal && report.awaited.is_empty());
}

#[test]
fn a_list_that_breaks_a_rule_with_known_values_is_illegal_whatever_else_is_unknown() {
    // Four Militia break the copy cap; the Wagon's size is unknown besides.
    let list = army(
        &[(
            "captain",
            &["militia", "militia", "militia", "militia", "wagon"],
        )],
        &["rally", "charge"],
    );
    let report = check(&list);
    assert_eq!(report.verdict, Verdict::Illegal);
    assert!(!report.legal);
    assert!(errors(&report).contains(&("diskwars.copies.over", "/regiments/0/units/3".into())));
}

#[test]
fn a_list_whose_rule_waits_for_a_value_is_unconfirmed_until_the_value_decides_it() {
    // Two Wagons: two copies break the cap only if the Wagon is large.
    let list = army(
        &[("captain", &["militia", "militia", "wagon", "wagon"])],
        &["rally", "charge"],
    );
    let report = check(&list);
    assert!(errors(&report).is_empty());
    assert_eq!(
        unconfirmed(&report),
        [("wagon".into(), "size", vec!["diskwars:R-COPY-1"])]
    );
    let wagon = &report.awaited[0].value;
    assert_eq!((wagon.kind, wagon.name.as_str()), ("disc", "Wagon"));
    let es = check_in(&list, Lang::Es);
    assert_eq!(
        (
            es.awaited[0].value.name.as_str(),
            es.awaited[0].value.label.as_str()
        ),
        ("Carro", "tamaño")
    );

    // The player enters the size: a large Wagon breaks the cap, a small one keeps it.
    let large = validate_list(&list, &with_wagon_size(Size::Large), Lang::En);
    assert_eq!(large.verdict, Verdict::Illegal);
    assert!(errors(&large).contains(&("diskwars.copies.over", "/regiments/0/units/3".into())));
    let small = validate_list(&list, &with_wagon_size(Size::Small), Lang::En);
    assert_eq!(small.verdict, Verdict::Legal, "{:#?}", small.diagnostics);
}

#[test]
fn an_unknown_command_value_waits_only_when_the_hand_could_exceed_it() {
    // The Stranger's command value is unknown; the Captain's 2 are known.
    let within = army(&[CAPTAIN_FULL, ("stranger", &[])], &["rally", "charge"]);
    let report = check(&within);
    assert!(report.codes().contains(&"diskwars.command.unknown_value"));
    assert!(!report.awaited.iter().any(|a| a.value.value == "command"));
    let beyond = army(
        &[CAPTAIN_FULL, ("stranger", &[])],
        &["rally", "charge", "hold"],
    );
    let report = check(&beyond);
    let command: Vec<_> = report
        .awaited
        .iter()
        .filter(|a| a.value.value == "command")
        .map(|a| (a.value.id.as_str(), a.rules.clone()))
        .collect();
    assert_eq!(command, [("stranger", vec!["diskwars:R-CMD-1"])]);
    // The words say which: the hand cannot be checked, or only its size is unknown.
    let words = |report: &Report<Totals>| {
        first(report, "diskwars.command.unknown_value")
            .message
            .clone()
    };
    assert!(words(&report).ends_with("the hand size cannot be checked."));
    assert!(
        words(&check(&within)).ends_with("how many command cards the army may take is not known.")
    );
    let es = check_in(&within, Lang::Es);
    assert!(words(&es).ends_with("no se sabe cuántas cartas de Mando puede llevar el ejército."));
}

#[test]
fn unknown_recruitment_points_wait_only_when_the_hero_recruits_units() {
    // The Stranger leads a Militia in one list and nothing in the other.
    let recruits = check(&army(
        &[CAPTAIN_FULL, ("stranger", &["militia"])],
        &["rally"],
    ));
    let alone = check(&army(&[CAPTAIN_FULL, ("stranger", &[])], &["rally"]));
    let points = |report: &Report<Totals>| {
        let waits = report
            .awaited
            .iter()
            .any(|a| a.value.value == "recruitment_points");
        let words = first(report, "diskwars.points.unknown_hero_points")
            .message
            .clone();
        (waits, words)
    };
    let (waits, words) = points(&recruits);
    assert!(
        waits && words.ends_with("the regiment's cost cannot be checked."),
        "{words}"
    );
    let (waits, words) = points(&alone);
    assert!(
        !waits && words.ends_with("the points left for the initiative are not known."),
        "{words}"
    );
}
