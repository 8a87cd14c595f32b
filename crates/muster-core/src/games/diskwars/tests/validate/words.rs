//! Every finding at once, in both languages, each with its code, rule and words.

use super::*;
use crate::diagnostic::Explain;

// Every finding at once, in both languages -------------------------------------------------------------

#[test]
fn every_finding_is_reported_at_once() {
    let list = list_of(
        Some(3),
        &[
            (
                "captain",
                &["militia", "boyz", "knights", "knights", "knights"],
            ),
            ("warlord", &["boyz"]),
        ],
        &["rally", "rally", "doom", "valour", "hold"],
    );
    let report = check(&list);
    let codes = report.codes();
    for code in [
        "diskwars.regiments.count_mismatch",
        "diskwars.points.over",
        "diskwars.race.mismatch",
        "diskwars.size.too_few_small",
        "diskwars.copies.over",
        "diskwars.faction.mixed",
        "diskwars.command.duplicate",
        "diskwars.command.hand_over",
    ] {
        assert!(codes.contains(&code), "{code} missing from {codes:?}");
    }
}

#[test]
fn findings_speak_spanish_with_the_rulebooks_words() {
    let list = army(
        &[("captain", &["militia", "knights", "knights", "cannon"])],
        &["rally", "rally", "doom"],
    );
    let report = check_in(&list, Lang::Es);
    let text: String = report
        .diagnostics
        .iter()
        .map(|d| format!("{} {}\n", d.message, d.help))
        .collect();
    for words in [
        "puntos de reclutamiento",
        "Capitán",
        "discos pequeños",
        "cartas de Mando",
        "«Sólo Destrucción»",
        "regimiento",
    ] {
        assert!(text.contains(words), "«{words}» missing from:\n{text}");
    }
}

#[test]
fn every_finding_has_a_code_a_rule_and_words_in_both_languages() {
    let s = || "X".to_owned();
    let named = || vec![Named { id: s(), name: s() }];
    let all = [
        Finding::UnknownDisc {
            disc: s(),
            suggestion: None,
        },
        Finding::UnknownCard {
            card: s(),
            suggestion: Some(s()),
        },
        Finding::CountMissing,
        Finding::CountMismatch {
            written: 1,
            agreed: 2,
        },
        Finding::UnusualCount { count: 4 },
        Finding::LeaderNotAHero { disc: s() },
        Finding::HeroAsUnit { disc: s() },
        Finding::OverPoints {
            hero: s(),
            spent: 35,
            points: 33,
        },
        Finding::UnknownHeroPoints {
            hero: s(),
            id: s(),
            waits: true,
        },
        Finding::UnknownCost { disc: s(), id: s() },
        Finding::Unspent { hero: s(), left: 1 },
        Finding::MixedFactions {
            disc: s(),
            faction: s(),
            army_faction: s(),
        },
        Finding::RaceMismatch {
            disc: s(),
            race: s(),
            hero: s(),
            hero_race: s(),
        },
        Finding::UnknownRace {
            disc: s(),
            id: s(),
            leader: true,
        },
        Finding::DuplicateUnique { disc: s() },
        Finding::UniqueUnconfirmed {
            disc: s(),
            id: s(),
            copies: 2,
        },
        Finding::NoUniqueHero,
        Finding::UniqueHeroUnconfirmed { heroes: named() },
        Finding::TooFewSmall {
            hero: s(),
            small: 1,
            larger: 2,
        },
        Finding::SizeUnconfirmed {
            hero: s(),
            discs: named(),
        },
        Finding::TooManyCopies {
            disc: s(),
            size: Some(Size::Medium),
            copies: 3,
            limit: 2,
        },
        Finding::CopiesUnconfirmed {
            disc: s(),
            id: s(),
            copies: 2,
        },
        Finding::TooManyElite {
            hero: s(),
            discs: vec![(s(), 2)],
        },
        Finding::EliteUnconfirmed {
            hero: s(),
            discs: named(),
        },
        Finding::HandOver { hand: 3, limit: 2 },
        Finding::HandShort { hand: 1, limit: 2 },
        Finding::UnknownCommand {
            hero: s(),
            id: s(),
            waits: true,
        },
        Finding::DuplicateCard { card: s() },
        Finding::CardWrongFaction {
            card: s(),
            faction: s(),
        },
        Finding::CardFactionUnconfirmed {
            card: s(),
            id: s(),
            faction: None,
            heroes: Vec::new(),
        },
        Finding::NotAnIntroductoryArmy {
            closest: Some(s()),
            missing: String::new(),
            extra: s(),
        },
    ];
    for (en, _) in explained("diskwars", &all) {
        assert!(en.rule.starts_with("diskwars:R-"), "{}", en.rule);
    }
}

#[test]
fn a_list_of_several_discs_takes_the_plural_and_one_disc_the_singular() {
    let named = |names: &[&str]| -> Vec<Named> {
        names
            .iter()
            .map(|n| Named {
                id: n.to_lowercase(),
                name: (*n).to_owned(),
            })
            .collect()
    };
    let say = |finding: Finding, lang: Lang| finding.message(lang);
    let elite = |discs: &[&str]| Finding::EliteUnconfirmed {
        hero: "Karl Franz".into(),
        discs: named(discs),
    };
    let size = |discs: &[&str]| Finding::SizeUnconfirmed {
        hero: "Karl Franz".into(),
        discs: named(discs),
    };
    let three = ["Huntsmen", "Spearmen", "Sun Dragon"];
    assert!(say(elite(&three), Lang::En)
        .ends_with("the data does not say which of Huntsmen, Spearmen and Sun Dragon are elite."));
    assert!(say(elite(&three), Lang::Es)
        .ends_with("los datos no dicen cuáles de Huntsmen, Spearmen y Sun Dragon son de élite."));
    assert!(
        say(size(&["Huntsmen"]), Lang::En).ends_with("the size of Huntsmen is not in the data.")
    );
    assert!(say(size(&three[..2]), Lang::En)
        .ends_with("the sizes of Huntsmen and Spearmen are not in the data."));
    assert!(say(size(&three[..2]), Lang::Es)
        .ends_with("los tamaños de Huntsmen y Spearmen no están en los datos."));
    let heroes = Finding::UniqueHeroUnconfirmed {
        heroes: named(&["Karl Franz", "Teclis"]),
    };
    assert!(say(heroes.clone(), Lang::En).ends_with("whether any of Karl Franz and Teclis is."));
    assert!(say(heroes, Lang::Es).ends_with("si alguno de Karl Franz y Teclis lo es."));
}
