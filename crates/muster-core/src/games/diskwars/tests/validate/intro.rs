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
fn a_changed_introductory_army_is_illegal_naming_the_closest_one() {
    let list = introductory(
        &[("warlord", &["boyz", "boyz", "militia"])],
        &["hold", "doom", "rally"],
    );
    let report = check(&list);
    assert!(!report.legal);
    assert_eq!(
        errors(&report),
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

#[test]
fn any_army_in_the_introductory_mode_that_is_not_one_of_the_two_is_illegal_in_both_languages() {
    // The rulebook exempts the two fixed armies of p.4, not the mode: a hero of each
    // faction with a handful of discs is no introductory army, whatever the mode says.
    let list = introductory(
        &[("captain", &["boyz", "boyz", "boyz"]), ("warlord", &[])],
        &["rally", "rally"],
    );
    for lang in [Lang::En, Lang::Es] {
        let report = check_in(&list, lang);
        assert!(!report.legal, "{lang:?}");
        assert_eq!(report.diagnostics.len(), 1, "{:#?}", report.diagnostics);
        let d = &report.diagnostics[0];
        assert_eq!(
            (d.code, d.rule, d.severity),
            (
                "diskwars.intro.not_an_introductory_army",
                "diskwars:R-INTRO-1",
                Severity::Error
            )
        );
        assert!(!d.help.is_empty());
        let words = match lang {
            Lang::En => ("only those two armies", "Or switch to the standard mode"),
            Lang::Es => ("solo esos dos ejércitos", "O cambia al modo estándar"),
        };
        assert!(d.message.contains(words.0), "{}", d.message);
        assert!(d.help.contains(words.1), "{}", d.help);
    }
}
