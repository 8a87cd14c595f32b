//! The army-building rules on a small hand-made catalogue shaped for each case (costs,
//! sizes, elite and unique marks the real pack does not know yet). Not game data: every
//! value here is a test fixture. The rules on the real pack are tested in
//! `crates/muster-data/tests/diskwars_rules.rs`. The fixture and the legal baseline are here,
//! the rules in `validate/`, one file per group of rules.

use crate::diagnostic::testing::explained;
use crate::diagnostic::{Report, Severity};
use crate::games::diskwars::findings::{Finding, Named};
use crate::games::diskwars::validate::validate_list;
use crate::games::diskwars::*;
use crate::lang::Lang;
use crate::verdict::Verdict;
use std::collections::BTreeMap;

mod army;
mod discs;
mod hand;
mod intro;
mod regiments;
mod verdict;
mod words;

const SOURCE: &str = "test fixture";

fn known<T>(value: T) -> Option<Known<T>> {
    Some(Known {
        value,
        source: SOURCE.into(),
        doubt: None,
    })
}

fn name(en: &str, es: &str) -> Name {
    Name {
        es: es.into(),
        en: Some(en.into()),
        en_basis: Some(EnglishBasis::Literal),
    }
}

/// A disc with every value unknown but its kind and race.
fn disc(id: &str, en: &str, es: &str, kind: DiscKind, race: Option<&str>) -> Disc {
    Disc {
        id: id.into(),
        name: name(en, es),
        kind,
        race: race.and_then(|r| known(r.to_owned())),
        size: None,
        unique: None,
        elite: None,
        recruitment_points: None,
        command: None,
        cost: None,
        stats: Stats::default(),
        traits: Vec::new(),
        keywords: Vec::new(),
        ranged_attacks: Vec::new(),
        abilities: Vec::new(),
        hints: BTreeMap::new(),
        source: SOURCE.into(),
    }
}

/// A hero, not elite.
fn hero(id: &str, en: &str, es: &str, race: &str, unique: bool, points: u32, command: u32) -> Disc {
    Disc {
        unique: known(unique),
        elite: known(false),
        recruitment_points: known(points),
        command: known(command),
        ..disc(id, en, es, DiscKind::Hero, Some(race))
    }
}

/// A unit, neither unique nor elite.
fn unit(id: &str, en: &str, es: &str, race: &str, size: Option<Size>, cost: Option<u32>) -> Disc {
    Disc {
        size: size.and_then(known),
        unique: known(false),
        elite: known(false),
        cost: cost.and_then(known),
        ..disc(id, en, es, DiscKind::Unit, Some(race))
    }
}

fn card(id: &str, en: &str, es: &str, restriction: Option<Restriction>) -> CommandCard {
    CommandCard {
        id: id.into(),
        name: name(en, es),
        strategy: None,
        value: None,
        restriction: restriction.and_then(known),
        keywords: Vec::new(),
        abilities: Vec::new(),
        hints: BTreeMap::new(),
        source: SOURCE.into(),
    }
}

fn entry(disc: &str, count: u8) -> RegimentEntry {
    RegimentEntry {
        disc: disc.into(),
        count,
        printed_as: None,
    }
}

fn fixture() -> Catalog {
    use DiscKind::Hero;
    use Size::{Large, Medium, Small};
    let faction = |id: &str, en: &str, es: &str| Faction {
        id: id.into(),
        name: name(en, es),
        source: SOURCE.into(),
    };
    let race = |id: &str, en: &str, es: &str, faction: &str| Race {
        id: id.into(),
        name: name(en, es),
        faction: faction.into(),
        source: SOURCE.into(),
    };
    let parts = CatalogParts {
        factions: vec![
            faction("order", "Order", "Orden"),
            faction("destruction", "Destruction", "Destrucción"),
        ],
        races: vec![
            race("empire", "Empire", "Imperio", "order"),
            race("elves", "Elves", "Elfos", "order"),
            race("chaos", "Chaos", "Caos", "destruction"),
            race("orcs", "Orcs", "Orcos", "destruction"),
        ],
        discs: vec![
            hero("captain", "Captain", "Capitán", "empire", true, 20, 2),
            hero("sergeant", "Sergeant", "Sargento", "empire", false, 10, 1),
            hero("prince", "Prince", "Príncipe", "elves", true, 20, 2),
            hero("warlord", "Warlord", "Caudillo", "orcs", true, 20, 2),
            Disc {
                elite: known(true),
                ..hero("champion", "Champion", "Campeón", "chaos", true, 30, 3)
            },
            disc("stranger", "Stranger", "Forastero", Hero, None),
            unit(
                "militia",
                "Militia",
                "Milicia",
                "empire",
                Some(Small),
                Some(3),
            ),
            unit(
                "knights",
                "Knights",
                "Caballeros",
                "empire",
                Some(Medium),
                Some(6),
            ),
            Disc {
                elite: known(true),
                ..unit("cannon", "Cannon", "Cañón", "empire", Some(Large), Some(8))
            },
            Disc {
                elite: known(true),
                ..unit("guard", "Guard", "Guardia", "empire", Some(Small), Some(4))
            },
            Disc {
                unique: known(true),
                ..unit(
                    "gryphon",
                    "Gryphon",
                    "Grifo",
                    "empire",
                    Some(Large),
                    Some(10),
                )
            },
            unit(
                "scouts",
                "Scouts",
                "Exploradores",
                "empire",
                Some(Small),
                None,
            ),
            unit("wagon", "Wagon", "Carro", "empire", None, Some(5)),
            Disc {
                unique: None,
                elite: None,
                ..unit("ogre", "Ogre", "Ogro", "empire", Some(Medium), Some(5))
            },
            unit(
                "archers",
                "Archers",
                "Arqueros",
                "elves",
                Some(Small),
                Some(4),
            ),
            unit("boyz", "Boyz", "Muchachoz", "orcs", Some(Small), Some(3)),
            unit(
                "marauders",
                "Marauders",
                "Merodeadores",
                "chaos",
                Some(Small),
                Some(3),
            ),
            Disc {
                elite: known(true),
                ..unit(
                    "daemon",
                    "Daemon",
                    "Demonio",
                    "chaos",
                    Some(Medium),
                    Some(9),
                )
            },
            Disc {
                race: None,
                ..unit(
                    "stray",
                    "Stray",
                    "Extraviado",
                    "empire",
                    Some(Small),
                    Some(2),
                )
            },
        ],
        command_cards: vec![
            card("rally", "Rally", "Reunión", Some(Restriction::None)),
            card("charge", "Charge", "Carga", Some(Restriction::None)),
            card("hold", "Hold", "Resistir", Some(Restriction::None)),
            card("valour", "Valour", "Valor", Some(Restriction::OrderOnly)),
            card(
                "doom",
                "Doom",
                "Perdición",
                Some(Restriction::DestructionOnly),
            ),
            card("riddle", "Riddle", "Acertijo", None),
        ],
        introductory_armies: vec![
            IntroductoryArmy {
                id: "intro-empire".into(),
                name: name("Basic Empire army", "Ejército básico del Imperio"),
                discs: vec![
                    entry("captain", 1),
                    entry("militia", 3),
                    entry("knights", 1),
                ],
                command_cards: vec!["rally".into(), "charge".into()],
                hints: BTreeMap::new(),
                source: SOURCE.into(),
            },
            IntroductoryArmy {
                id: "intro-orcs".into(),
                name: name("Basic Orc army", "Ejército básico orco"),
                discs: vec![entry("warlord", 1), entry("boyz", 3)],
                command_cards: vec!["hold".into(), "doom".into()],
                hints: BTreeMap::new(),
                source: SOURCE.into(),
            },
        ],
        ..CatalogParts::default()
    };
    Catalog::new(parts).expect("the fixture catalogue is consistent")
}

/// A standard list with `count` agreed.
fn list_of(count: Option<u8>, regiments: &[(&str, &[&str])], cards: &[&str]) -> DiskwarsList {
    let mut list = DiskwarsList::new("test", 2);
    list.regiment_count = count;
    list.regiments = regiments
        .iter()
        .map(|(hero, units)| Regiment {
            hero: (*hero).to_owned(),
            units: units.iter().map(|u| (*u).to_owned()).collect(),
        })
        .collect();
    list.command_cards = cards.iter().map(|c| (*c).to_owned()).collect();
    list
}

/// A standard list that agreed as many regiments as it has.
fn army(regiments: &[(&str, &[&str])], cards: &[&str]) -> DiskwarsList {
    list_of(Some(regiments.len() as u8), regiments, cards)
}

fn check_in(list: &DiskwarsList, lang: Lang) -> Report<Totals> {
    validate_list(list, &fixture(), lang)
}

fn check(list: &DiskwarsList) -> Report<Totals> {
    check_in(list, Lang::En)
}

/// (code, path) of every finding of `severity`.
fn found(report: &Report<Totals>, severity: Severity) -> Vec<(&'static str, String)> {
    report
        .with_severity(severity)
        .map(|d| (d.code, d.path.clone()))
        .collect()
}

fn errors(report: &Report<Totals>) -> Vec<(&'static str, String)> {
    found(report, Severity::Error)
}

fn warnings(report: &Report<Totals>) -> Vec<(&'static str, String)> {
    found(report, Severity::Warning)
}

/// The first finding with `code`.
fn first<'r>(report: &'r Report<Totals>, code: &str) -> &'r crate::diagnostic::Diagnostic {
    report
        .diagnostics
        .iter()
        .find(|d| d.code == code)
        .unwrap_or_else(|| panic!("no {code} in {:#?}", report.diagnostics))
}

/// The list is unconfirmed: nothing known breaks a rule, something waits for a value.
/// Gives each value waited for as `(disc id, value, rules)`.
fn unconfirmed(report: &Report<Totals>) -> Vec<(String, &'static str, Vec<&'static str>)> {
    assert_eq!(
        report.verdict,
        Verdict::Unconfirmed,
        "{:#?}",
        report.diagnostics
    );
    assert!(!report.legal);
    report
        .awaited
        .iter()
        .map(|a| (a.value.id.clone(), a.value.value, a.rules.clone()))
        .collect()
}

fn pairs(expected: &[(&'static str, &str)]) -> Vec<(&'static str, String)> {
    expected.iter().map(|&(c, p)| (c, p.to_owned())).collect()
}

/// Militia ×2, Knights and a Cannon: 20 of the Captain's 20 points, 2 small against 2
/// larger, one elite disc.
const CAPTAIN_FULL: (&str, &[&str]) = ("captain", &["militia", "militia", "knights", "cannon"]);
/// Militia ×2 and a Guard: 10 of the Sergeant's 10 points.
const SERGEANT_FULL: (&str, &[&str]) = ("sergeant", &["militia", "militia", "guard"]);

fn legal_army() -> DiskwarsList {
    army(
        &[CAPTAIN_FULL, SERGEANT_FULL],
        &["rally", "charge", "valour"],
    )
}

// The legal baseline ---------------------------------------------------------------------

#[test]
fn a_two_regiment_army_spending_every_point_has_no_findings() {
    let report = check(&legal_army());
    assert!(report.legal);
    assert_eq!(report.verdict, Verdict::Legal);
    assert!(report.awaited.is_empty());
    assert!(report.diagnostics.is_empty(), "{:#?}", report.diagnostics);
    let t = &report.totals;
    assert_eq!(t.faction.as_deref(), Some("order"));
    assert_eq!(
        (t.hand, t.hand_limit, t.unspent, t.discs),
        (3, Some(3), Some(0), 9)
    );
    let captain = &t.regiments[0];
    assert_eq!(
        (captain.points, captain.spent.known, captain.left),
        (Some(20), 20, Some(0))
    );
    assert_eq!((captain.small, captain.larger, captain.elite), (2, 2, 1));
}

#[test]
fn the_words_agree_with_their_numbers_and_spanish_names_the_factions_with_their_article() {
    use crate::diagnostic::Explain;
    let one = Finding::UnusualCount { count: 1 };
    assert!(one.message(Lang::En).starts_with("1 regiment per player"));
    assert!(one
        .message(Lang::Es)
        .starts_with("1 regimiento por jugador"));
    let four = Finding::UnusualCount { count: 4 };
    assert!(four.message(Lang::En).starts_with("4 regiments per player"));
    let mixed = Finding::MixedFactions {
        disc: "Grom".into(),
        faction: "Destrucción".into(),
        army_faction: "Orden".into(),
    };
    assert!(
        mixed
            .message(Lang::Es)
            .starts_with("Grom pertenece a la Destrucción, pero el ejército es del Orden:"),
        "{}",
        mixed.message(Lang::Es)
    );
    let card = Finding::CardWrongFaction {
        card: "Inspirar".into(),
        faction: "Orden".into(),
    };
    assert!(
        card.message(Lang::Es).ends_with("ningún héroe del Orden."),
        "{}",
        card.message(Lang::Es)
    );
}
