//! Every finding's words in both languages.

use super::*;
use crate::games::sigmar::findings::{EnhancementKind, Finding, LoreKind};
use crate::games::sigmar::list::OpenUnit;
use crate::games::sigmar::test_fixture::open;

/// One finding of each kind.
fn every_finding() -> Vec<Finding> {
    use Finding::*;
    let s = |t: &str| t.to_owned();
    let trait_ = EnhancementKind::HeroicTrait;
    vec![
        UnknownFaction {
            faction: s("x"),
            suggestion: Some(s("y")),
            open: true,
        },
        UnknownUnit {
            unit: s("x"),
            suggestion: None,
            open: false,
        },
        OtherModeFields {
            fields: s("units"),
            open: false,
        },
        UnknownSeason { season: s("x") },
        SeasonMismatch {
            season: s("a"),
            pack_season: s("b"),
            faction: s("F"),
        },
        EmptyArmy,
        AmbiguousUnit {
            unit: s("x"),
            factions: s("a, b"),
        },
        NoModels { unit: s("U") },
        GeneralAfterDeployment,
        SeveralGenerals { open: true },
        WoundsUnknown { unit: s("U") },
        ZeroWounds { unit: s("U") },
        BraveryUnknown { unit: s("U") },
        ZeroLimit,
        OverLimit {
            points: 2010,
            limit: 2000,
        },
        Unpriced { item: s("U") },
        OtherFaction {
            unit: s("U"),
            faction: s("F"),
            army_faction: s("G"),
        },
        NoRegiment,
        TooManyRegiments {
            regiments: 5,
            renown: true,
        },
        LeaderNotAHero { unit: s("U") },
        CannotLead { unit: s("U") },
        TooManyUnits {
            leader: s("L"),
            units: 4,
            limit: 3,
        },
        NotARegimentUnit {
            unit: s("U"),
            terrain: true,
        },
        NotAnOption {
            unit: s("U"),
            leader: s("L"),
            hero: false,
        },
        OptionFull {
            unit: s("U"),
            leader: s("L"),
            max: 1,
        },
        UnknownRenown {
            renown: s("x"),
            suggestion: None,
        },
        NotReinforceable { unit: s("U") },
        NotFactionTerrain { unit: s("U") },
        DuplicateUnique { unit: s("U") },
        OverMax {
            unit: s("U"),
            max: 2,
        },
        Excluded {
            unit: s("U"),
            other: s("V"),
        },
        UnknownEnhancement {
            kind: trait_,
            id: s("x"),
            suggestion: None,
        },
        TooManyEnhancements {
            kind: EnhancementKind::Artefact,
            unit: s("U"),
            first: s("V"),
        },
        EnhancementNotEligible {
            kind: trait_,
            unit: s("U"),
            hero: true,
        },
        EnhancementOnUnique {
            kind: trait_,
            unit: s("U"),
        },
        UnknownFormation {
            id: s("x"),
            suggestion: None,
        },
        NoFormation,
        UnknownLore {
            kind: LoreKind::Prayer,
            id: s("x"),
            suggestion: None,
        },
        NoGeneral,
        GeneralNotWarmaster {
            general: s("G"),
            warmaster: s("W"),
        },
        Legends { unit: s("U") },
        Drops {
            drops: 3,
            regiments: 2,
            auxiliaries: 1,
        },
    ]
}

#[test]
fn every_finding_has_a_code_a_rule_and_words_in_english_and_spanish() {
    let findings = every_finding();
    let mut codes: Vec<&str> = findings.iter().map(Finding::code).collect();
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(codes.len(), findings.len(), "one code per kind of finding");
    for finding in findings {
        let en = finding.at("/x".into(), Lang::En);
        let es = finding.at("/x".into(), Lang::Es);
        assert!(en.code.starts_with("sigmar."), "{}", en.code);
        assert!(en.rule.starts_with("sigmar:S1-") || en.rule.starts_with("sigmar:S4-"));
        for d in [&en, &es] {
            assert!(!d.message.is_empty() && !d.help.is_empty(), "{}", d.code);
        }
        assert_ne!(en.message, es.message, "{}", en.code);
        assert_ne!(en.help, es.help, "{}", en.code);
    }
}

#[test]
fn an_open_list_in_spanish_reads_in_spanish() {
    let mut list = open(&[("fixture-lord", 1)]);
    list.units.push(OpenUnit {
        bravery: None,
        ..list.units[0].clone()
    });
    let report = validate_list(&list, &catalog(), &Options::default(), Lang::Es);
    let bravery = report
        .diagnostics
        .iter()
        .find(|d| d.code == "sigmar.unit.bravery_unknown")
        .expect("the missing Bravery is said");
    assert!(
        bravery.message.contains("chequeo de acobardamiento"),
        "{}",
        bravery.message
    );
}
