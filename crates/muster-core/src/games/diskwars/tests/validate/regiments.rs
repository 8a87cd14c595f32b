//! Regiments (R-REG-1 to R-REG-4, E1): how many were agreed, who leads and who is recruited,
//! unknown ids, and each hero's recruitment points, never pooled.

use super::*;

// R-REG-1 ---------------------------------------------------------------------------------

#[test]
fn a_standard_list_must_say_how_many_regiments_were_agreed() {
    let mut list = legal_army();
    list.regiment_count = None;
    assert_eq!(
        errors(&check(&list)),
        pairs(&[("diskwars.regiments.count_missing", "/regiment_count")])
    );
}

#[test]
fn two_regiments_when_three_were_agreed_is_illegal() {
    let mut list = legal_army();
    list.regiment_count = Some(3);
    assert_eq!(
        errors(&check(&list)),
        pairs(&[("diskwars.regiments.count_mismatch", "/regiments")])
    );
}

#[test]
fn one_or_four_agreed_regiments_are_legal_and_said_as_information() {
    let one = army(&[CAPTAIN_FULL], &["rally", "charge"]);
    let report = check(&one);
    assert!(report.legal);
    assert_eq!(
        found(&report, Severity::Info),
        pairs(&[("diskwars.regiments.unusual_count", "/regiment_count")])
    );
    let four = army(
        &[CAPTAIN_FULL, SERGEANT_FULL, SERGEANT_FULL, SERGEANT_FULL],
        &["rally", "charge", "valour", "hold", "riddle"],
    );
    let report = check(&four);
    assert!(report.codes().contains(&"diskwars.regiments.unusual_count"));
    assert!(!report
        .codes()
        .contains(&"diskwars.regiments.count_mismatch"));
}

// R-REG-2 and unknown ids -----------------------------------------------------------------

#[test]
fn a_unit_cannot_lead_a_regiment() {
    let list = army(
        &[CAPTAIN_FULL, ("militia", &["militia"])],
        &["rally", "charge"],
    );
    let report = check(&list);
    assert!(errors(&report).contains(&(
        "diskwars.regiment.leader_not_a_hero",
        "/regiments/1/hero".to_owned()
    )));
}

#[test]
fn a_hero_cannot_be_recruited_as_a_unit() {
    let list = army(
        &[("captain", &["militia", "militia", "knights", "sergeant"])],
        &["rally", "charge"],
    );
    assert!(errors(&check(&list)).contains(&(
        "diskwars.regiment.hero_as_unit",
        "/regiments/0/units/3".to_owned()
    )));
}

#[test]
fn an_unknown_disc_suggests_the_closest_id_and_the_rest_is_still_checked() {
    let list = army(
        &[
            ("captian", &["militia"]),
            ("sergeant", &["militai", "knights", "knights"]),
        ],
        &["rally", "charge", "valour"],
    );
    let report = check(&list);
    let unknown: Vec<_> = report
        .diagnostics
        .iter()
        .filter(|d| d.code == "diskwars.disc.unknown")
        .map(|d| (d.path.as_str(), d.help.as_str()))
        .collect();
    assert_eq!(unknown.len(), 2);
    assert_eq!(unknown[0].0, "/regiments/0/hero");
    assert!(unknown[0].1.contains("'captain'"), "{}", unknown[0].1);
    assert_eq!(unknown[1].0, "/regiments/1/units/0");
    assert!(unknown[1].1.contains("'militia'"), "{}", unknown[1].1);
    // The Sergeant's regiment is still checked: 0 small against 2 medium, and 12 > 10.
    let codes = report.codes();
    assert!(codes.contains(&"diskwars.size.too_few_small"));
    assert!(codes.contains(&"diskwars.points.over"));
}

#[test]
fn an_unknown_command_card_suggests_the_closest_id() {
    let list = army(
        &[CAPTAIN_FULL, SERGEANT_FULL],
        &["rally", "chrage", "valour"],
    );
    let report = check(&list);
    let d = first(&report, "diskwars.command.unknown_card");
    assert_eq!(
        (d.code, d.path.as_str(), d.severity),
        (
            "diskwars.command.unknown_card",
            "/command_cards/1",
            Severity::Error
        )
    );
    assert!(d.help.contains("'charge'"), "{}", d.help);
}

// R-REG-3 and R-REG-4 (E1) -----------------------------------------------------------------

#[test]
fn units_costing_more_than_the_heros_recruitment_points_are_illegal() {
    // 3 + 3 + 6 + 8 + 4 = 24 > 20.
    let list = army(
        &[(
            "captain",
            &["militia", "militia", "knights", "cannon", "militia"],
        )],
        &["rally", "charge"],
    );
    let report = check(&list);
    assert_eq!(
        errors(&report),
        pairs(&[("diskwars.points.over", "/regiments/0/units")])
    );
    assert_eq!(report.totals.regiments[0].left, Some(-3));
    let over = first(&report, "diskwars.points.over");
    assert!(
        over.message.contains("23 points, 3 over"),
        "{}",
        over.message
    );
}

#[test]
fn points_do_not_pool_between_regiments() {
    // The Captain is 3 over; the Sergeant leaves 3 unspent: still illegal.
    let list = army(
        &[
            (
                "captain",
                &["militia", "militia", "knights", "cannon", "militia"],
            ),
            ("sergeant", &["militia", "guard"]),
        ],
        &["rally", "charge", "valour"],
    );
    let report = check(&list);
    assert_eq!(
        errors(&report),
        pairs(&[("diskwars.points.over", "/regiments/0/units")])
    );
    assert_eq!(
        found(&report, Severity::Info),
        pairs(&[("diskwars.points.unspent", "/regiments/1")])
    );
}

#[test]
fn unspent_points_are_legal_and_reported_for_the_initiative_roll() {
    let list = army(
        &[
            ("captain", &["militia", "militia", "knights"]),
            ("sergeant", &["militia"]),
        ],
        &["rally", "charge", "valour"],
    );
    let report = check(&list);
    assert!(report.legal);
    assert_eq!(
        found(&report, Severity::Info),
        pairs(&[
            ("diskwars.points.unspent", "/regiments/0"),
            ("diskwars.points.unspent", "/regiments/1"),
        ])
    );
    assert_eq!(report.totals.unspent, Some(8 + 7));
    let unspent = first(&report, "diskwars.points.unspent");
    assert!(
        unspent.message.contains("8 recruitment points"),
        "{}",
        unspent.message
    );
}

#[test]
fn an_unknown_cost_or_hero_points_is_a_warning_naming_the_disc_never_an_error() {
    let list = army(
        &[
            ("captain", &["scouts", "scouts", "knights"]),
            ("stranger", &[]),
        ],
        &["rally", "charge"],
    );
    let report = check(&list);
    // The Stranger recruits nothing: no cost waits for its points (its race still counts).
    assert_eq!(
        unconfirmed(&report),
        [
            ("scouts".into(), "cost", vec!["diskwars:R-REG-3"]),
            ("stranger".into(), "race", vec!["diskwars:R-FAC-3"]),
        ]
    );
    let w = warnings(&report);
    assert!(w.contains(&(
        "diskwars.points.unknown_cost",
        "/regiments/0/units/0".to_owned()
    )));
    assert!(w.contains(&(
        "diskwars.points.unknown_hero_points",
        "/regiments/1/hero".to_owned()
    )));
    // One warning per disc, not per copy.
    let costs = w
        .iter()
        .filter(|(c, _)| *c == "diskwars.points.unknown_cost")
        .count();
    assert_eq!(costs, 1);
    let d = first(&report, "diskwars.points.unknown_cost");
    assert!(d.message.contains("Scouts") && d.help.contains("Enter"));
    assert_eq!(report.totals.regiments[0].left, None);
}

#[test]
fn known_costs_over_the_points_are_illegal_even_beside_an_unknown_cost() {
    let list = army(
        &[(
            "captain",
            &[
                "scouts", "militia", "militia", "militia", "knights", "knights",
            ],
        )],
        &["rally", "charge"],
    );
    let report = check(&list);
    assert_eq!(
        errors(&report),
        pairs(&[("diskwars.points.over", "/regiments/0/units")])
    );
}
