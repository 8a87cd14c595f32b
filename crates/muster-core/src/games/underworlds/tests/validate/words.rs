//! Every finding's words in both languages, and its code documented in the enum's docs.

use super::*;
use crate::diagnostic::testing::explained;
use crate::diagnostic::Explain;
use crate::games::underworlds::catalog::{CardKind, PlayFormat};
use crate::games::underworlds::findings::{Finding, Stat};

/// One finding of each kind (and each reading of the ones that read two ways).
fn every_finding() -> Vec<Finding> {
    use Finding::*;
    let s = |t: &str| t.to_owned();
    let (rivals, nemesis) = (PlayFormat::Rivals, PlayFormat::Nemesis);
    vec![
        NoWarband,
        UnknownWarband {
            warband: s("x"),
            suggestion: Some(s("y")),
        },
        NoLeader { warband: s("W") },
        SeveralLeaders {
            warband: s("W"),
            leaders: s("A, B"),
        },
        LeaderUnknown { warband: s("W") },
        RosterIncomplete { warband: s("W") },
        StatsUnknown {
            fighter: s("F"),
            uninspired: vec![Stat::Move, Stat::Save],
            inspired: vec![Stat::Face],
        },
        StatZero {
            fighter: s("F"),
            inspired: true,
            stat: Stat::Range,
            weapon: Some(s("Bow")),
        },
        Doubtful {
            fighter: s("F"),
            doubts: vec![
                crate::games::underworlds::catalog::Doubt::LeaderAndMinion,
                crate::games::underworlds::catalog::Doubt::HealthUnusual,
            ],
        },
        NoWeapons {
            fighter: s("F"),
            inspired: false,
        },
        UnknownDeck {
            deck: s("x"),
            suggestion: None,
            format: rivals,
        },
        UnknownCard {
            card: s("x"),
            suggestion: None,
            format: nemesis,
        },
        WrongPile {
            card: s("C"),
            kind: CardKind::Ploy,
            format: rivals,
        },
        ForeignCard {
            card: s("C"),
            deck: s("D"),
            format: nemesis,
        },
        DuplicateCard {
            card: s("C"),
            format: rivals,
        },
        DeckCardsUnknown {
            deck: s("D"),
            id: s("d"),
            format: rivals,
        },
        CardUnconfirmed {
            card: s("c"),
            decks: vec![(s("d"), s("D"))],
            format: nemesis,
        },
        RivalsDecks { decks: 2 },
        RivalsSize {
            power: true,
            count: 19,
        },
        MissingCards {
            deck: s("D"),
            cards: s("C"),
            count: 1,
            power: false,
        },
        NemesisDecks { decks: 1 },
        SameDeck { deck: s("D") },
        TwoPlots {
            first: s("D"),
            second: s("E"),
        },
        NemesisSize {
            power: false,
            count: 11,
        },
        Surge { surge: 7 },
        Ploys {
            ploys: 11,
            upgrades: 9,
        },
        DuplicateName {
            card: s("C"),
            first_deck: s("D"),
            deck: s("E"),
        },
        UnknownSeason {
            season: s("x"),
            format: nemesis,
        },
        WarbandNotLegal {
            warband: s("W"),
            season: s("S"),
        },
        DeckNotLegal {
            deck: s("D"),
            season: s("S"),
        },
        Banned {
            card: s("C"),
            season: s("S"),
        },
        TooManyRestricted {
            count: 3,
            max: 1,
            cards: s("A, B, C"),
            season: s("S"),
        },
        TokenCountUnknown { ability: s("A") },
        TokenCountZero { ability: s("A") },
        RunemarkUnused {
            name: s("A"),
            runemark: s("m"),
            card: false,
        },
    ]
}

#[test]
fn every_finding_has_a_code_a_rule_and_words_in_english_and_spanish() {
    for (en, es) in explained("underworlds", &every_finding()) {
        let v: u8 = en
            .rule
            .strip_prefix("underworlds:V")
            .unwrap()
            .parse()
            .unwrap();
        assert!((1..=7).contains(&v), "{}: {}", en.code, en.rule);
        for d in [&en, &es] {
            assert!(d.message.ends_with('.'), "{}: {}", d.code, d.message);
        }
    }
}

#[test]
fn every_code_is_documented_with_its_rule_and_severity_in_the_findings_docs() {
    let docs: Vec<&str> = include_str!("../../findings.rs")
        .lines()
        .filter_map(|l| l.strip_prefix("//! | `"))
        .collect();
    for finding in every_finding() {
        let row = docs
            .iter()
            .find(|row| row.starts_with(&format!("{}` |", finding.code())))
            .unwrap_or_else(|| panic!("no docs row for {}", finding.code()));
        let v = finding.rule().trim_start_matches("underworlds:");
        assert!(row.contains(v), "{row}: {v}");
        let severity = format!("{:?}", finding.severity()).to_lowercase();
        assert!(
            row.contains(&format!("| {severity} |")),
            "{row}: {severity}"
        );
        // The last column names what a warning waits for, `—` for nothing.
        let waits = !row.ends_with("| — |");
        assert_eq!(
            waits,
            !finding.waits_for(crate::Lang::En).is_empty(),
            "{row}"
        );
    }
    assert_eq!(docs.len(), every_finding().len(), "a docs row per code");
}

#[test]
fn the_format_picks_the_rule_of_a_finding_both_formats_share() {
    let card = |format| Finding::DuplicateCard {
        card: "C".into(),
        format,
    };
    assert_eq!(card(PlayFormat::Rivals).rule(), "underworlds:V3");
    assert_eq!(card(PlayFormat::Nemesis).rule(), "underworlds:V4");
}

#[test]
fn a_list_checked_in_spanish_reads_in_spanish_with_the_same_findings() {
    let mut list = nemesis_list();
    list.warband = "fixture-warden".into();
    list.objectives.push("fixture-b-objective-1".into());
    list.objectives.push("fixture-b-objective-2".into());
    list.objectives.push("fixture-b-objective-3".into());
    let es = validate_list(&list, &catalog(), Lang::Es);
    let en = check(&list);
    assert_eq!(found(&es), found(&en));
    let message = |code: &str| {
        all(&es, code)
            .first()
            .map(|d| (d.message.clone(), d.help.clone()))
            .unwrap_or_else(|| panic!("{code}"))
    };
    let (warband, help) = message("underworlds.warband.unknown");
    assert!(
        warband.contains("Banda desconocida «fixture-warden»"),
        "{warband}"
    );
    assert!(
        help.contains("¿Quisiste decir «fixture-wardens»?"),
        "{help}"
    );
    let (surge, help) = message("underworlds.deck.surge");
    assert!(surge.contains("7 objetivos súbitos"), "{surge}");
    assert!(help.starts_with("Cambia 1 objetivo súbito"), "{help}");
}

#[test]
fn counts_of_one_read_in_the_singular() {
    let one = Finding::RivalsSize {
        power: false,
        count: 1,
    };
    assert!(one.message(Lang::En).contains("has 1 card;"));
    assert!(one.message(Lang::Es).contains("tiene 1 carta;"));
    let many = Finding::RivalsSize {
        power: true,
        count: 21,
    };
    assert!(many.message(Lang::En).contains("has 21 cards;"));
    assert!(many.message(Lang::Es).contains("tiene 21 cartas;"));
    let missing = Finding::MissingCards {
        deck: "D".into(),
        cards: "C".into(),
        count: 1,
        power: true,
    };
    assert!(missing.message(Lang::En).contains("leaves out 1 card of"));
    assert!(missing.message(Lang::Es).contains("le falta 1 carta del"));
    let surge = Finding::Surge { surge: 7 };
    assert!(surge
        .help(Lang::En)
        .starts_with("Swap 1 surge objective for"));
    assert!(surge
        .help(Lang::Es)
        .starts_with("Cambia 1 objetivo súbito por"));
    let restricted = Finding::TooManyRestricted {
        count: 2,
        max: 1,
        cards: "A, B".into(),
        season: "S".into(),
    };
    assert_eq!(restricted.help(Lang::En), "Remove 1 restricted card.");
    assert_eq!(restricted.help(Lang::Es), "Quita 1 carta restringida.");
    let ploys = Finding::Ploys {
        ploys: 1,
        upgrades: 0,
    };
    assert!(ploys
        .message(Lang::En)
        .contains("has 1 ploy and 0 upgrades;"));
    assert!(ploys
        .message(Lang::Es)
        .contains("tiene 1 ardid y 0 mejoras;"));
}
