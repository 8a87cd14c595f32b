//! Every finding's words in both languages.

use super::*;
use crate::diagnostic::testing::explained;
use crate::diagnostic::Explain;
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
        Unpriced {
            item: s("U"),
            kind: "unit",
            id: s("u"),
        },
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
            per: Vec::new(),
            raisers: 0,
        },
        RequiredMissing {
            unit: s("U"),
            leader: s("L"),
        },
        CompulsoryAuxiliary {
            unit: s("U"),
            required: vec![s("V"), s("W")],
        },
        ComesWithLeader {
            unit: s("U"),
            leaders: vec![s("L")],
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
    for (en, _) in explained("sigmar", &every_finding()) {
        assert!(en.rule.starts_with("sigmar:S1-") || en.rule.starts_with("sigmar:S4-"));
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

#[test]
fn counts_read_in_the_singular_for_one_in_both_languages() {
    let one = Finding::Drops {
        drops: 1,
        regiments: 1,
        auxiliaries: 0,
    };
    assert_eq!(
        one.message(Lang::En),
        "The army deploys in 1 drop (1 regiment, 0 auxiliary units)."
    );
    assert_eq!(
        one.message(Lang::Es),
        "El ejército se despliega en 1 despliegue (1 regimiento, 0 unidades auxiliares)."
    );
    let mixed = Finding::Drops {
        drops: 2,
        regiments: 1,
        auxiliaries: 1,
    };
    assert_eq!(
        mixed.message(Lang::En),
        "The army deploys in 2 drops (1 regiment, 1 auxiliary unit)."
    );
    assert_eq!(
        mixed.message(Lang::Es),
        "El ejército se despliega en 2 despliegues (1 regimiento, 1 unidad auxiliar)."
    );
    let cap = |max| Finding::OverMax {
        unit: "U".into(),
        max,
        per: Vec::new(),
        raisers: 0,
    };
    assert_eq!(
        cap(1).message(Lang::En),
        "The army may include U at most 1 time."
    );
    assert_eq!(
        cap(2).message(Lang::Es),
        "El ejército puede incluir U como mucho 2 veces."
    );
}

#[test]
fn an_artefact_takes_an_and_a_heroic_trait_takes_a() {
    let on = |kind| Finding::EnhancementOnUnique {
        kind,
        unit: "U".into(),
    };
    assert_eq!(
        on(EnhancementKind::Artefact).message(Lang::En),
        "U is UNIQUE and cannot take an artefact of power."
    );
    assert_eq!(
        on(EnhancementKind::HeroicTrait).message(Lang::En),
        "U is UNIQUE and cannot take a heroic trait."
    );
    let not_hero = Finding::EnhancementNotEligible {
        kind: EnhancementKind::Artefact,
        unit: "U".into(),
        hero: false,
    };
    assert_eq!(
        not_hero.message(Lang::En),
        "U is not a HERO and cannot take an artefact of power."
    );
    assert_eq!(
        not_hero.message(Lang::Es),
        "U no es HERO y no puede llevar un artefacto de poder."
    );
}

#[test]
fn a_cap_raised_per_unit_names_the_units_that_raise_it() {
    let finding = Finding::OverMax {
        unit: "U".into(),
        max: 3,
        per: vec!["A".into(), "B".into()],
        raisers: 2,
    };
    assert_eq!(
        finding.message(Lang::En),
        "The army may include U 1 time, and once for each A or B in it; with 2 there, at most 3 times."
    );
    assert_eq!(
        finding.message(Lang::Es),
        "El ejército puede incluir U 1 vez, y una vez por cada A o B que tenga; con 2, como mucho 3 veces."
    );
    assert_eq!(
        finding.help(Lang::En),
        "Add one A or B for each copy, or remove this copy."
    );
}

#[test]
fn a_season_is_named_by_the_books_title_in_a_finding_never_by_its_id() {
    use crate::games::sigmar::SEASONS;
    let findings = [
        Finding::SeasonMismatch {
            season: SEASONS[0].to_owned(),
            pack_season: SEASONS[2].to_owned(),
            faction: "Seraphon".to_owned(),
        },
        Finding::UnknownSeason {
            season: "Path to Glory".to_owned(),
        },
    ];
    for finding in &findings {
        for lang in [Lang::En, Lang::Es] {
            let d = finding.diagnostic("/season".into(), lang);
            for text in [&d.message, &d.help] {
                assert!(!text.contains("ghb-"), "a season id shown: {text}");
            }
        }
    }
    let d = findings[0].diagnostic("/season".into(), Lang::En);
    assert!(
        d.message.contains("General's Handbook 2024-25")
            && d.message.contains("General's Handbook 2026-27"),
        "{}",
        d.message
    );
}
