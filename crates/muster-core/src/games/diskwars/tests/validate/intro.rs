//! The introductory armies (R-INTRO-1).

use super::*;

// R-INTRO-1 ---------------------------------------------------------------------------------------------

fn introductory(regiments: &[(&str, &[&str])], cards: &[&str]) -> DiskwarsList {
    let mut list = list_of(None, regiments, cards);
    list.mode = Mode::Introductory;
    list
}

#[test]
fn an_introductory_army_skips_the_building_rules() {
    // One small against... no matter: the size, copy and count rules do not apply.
    let list = introductory(
        &[("captain", &["militia", "militia", "militia", "knights"])],
        &["rally", "charge"],
    );
    let report = check(&list);
    assert!(report.diagnostics.is_empty(), "{:#?}", report.diagnostics);
    // The cards may come in any order, and the discs in any regiments.
    let list = introductory(
        &[
            ("militia", &["militia", "knights"]),
            ("captain", &["militia"]),
        ],
        &["charge", "rally"],
    );
    assert!(check(&list).diagnostics.is_empty());
}

#[test]
fn a_changed_introductory_army_is_a_warning_naming_the_closest_one() {
    let list = introductory(
        &[("warlord", &["boyz", "boyz", "militia"])],
        &["hold", "doom", "rally"],
    );
    let report = check(&list);
    assert!(report.legal);
    assert_eq!(
        warnings(&report),
        pairs(&[("diskwars.intro.not_an_introductory_army", "")])
    );
    let d = first(&report, "diskwars.intro.not_an_introductory_army");
    assert!(d.message.contains("Basic Orc army"), "{}", d.message);
    assert!(
        d.help.contains("Missing: Boyz.") && d.help.contains("Not in it: Militia, Rally."),
        "{}",
        d.help
    );
}

#[test]
fn ids_must_resolve_in_the_introductory_mode_too() {
    let list = introductory(
        &[("captain", &["militia", "militia", "militia", "knigths"])],
        &["rally", "charj"],
    );
    let report = check(&list);
    assert_eq!(
        errors(&report),
        pairs(&[
            ("diskwars.disc.unknown", "/regiments/0/units/3"),
            ("diskwars.command.unknown_card", "/command_cards/1"),
        ])
    );
}
