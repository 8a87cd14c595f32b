//! The army-building rules on a small hand-made catalogue shaped for each case (costs,
//! sizes, elite and unique marks the real pack does not know yet). Not game data: every
//! value here is a test fixture. The rules on the real pack are tested in
//! `crates/muster-data/tests/diskwars_rules.rs`.

use super::findings::Finding;
use super::validate::validate_list;
use super::*;
use crate::diagnostic::testing::explained;
use crate::diagnostic::{Report, Severity};
use crate::lang::Lang;
use std::collections::BTreeMap;

const SOURCE: &str = "test fixture";

fn known<T>(value: T) -> Option<Known<T>> {
    Some(Known {
        value,
        source: SOURCE.into(),
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
    assert!(report.legal, "{:#?}", report.diagnostics);
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

// R-FAC-2 and R-FAC-3 (E4) ------------------------------------------------------------------

#[test]
fn order_and_destruction_discs_cannot_share_an_army() {
    let list = army(
        &[CAPTAIN_FULL, ("warlord", &["boyz", "boyz"])],
        &["rally", "charge", "hold", "valour"],
    );
    let report = check(&list);
    // The Orc regiment is reported once, at its hero.
    assert_eq!(
        errors(&report),
        pairs(&[("diskwars.faction.mixed", "/regiments/1/hero")])
    );
    assert_eq!(report.totals.faction, None);
}

#[test]
fn empire_and_elf_regiments_may_share_an_army_but_not_a_regiment() {
    let list = army(
        &[CAPTAIN_FULL, ("prince", &["archers", "archers"])],
        &["rally", "charge", "valour", "hold"],
    );
    let report = check(&list);
    assert!(report.legal, "{:#?}", report.diagnostics);

    let list = army(
        &[("captain", &["militia", "archers"])],
        &["rally", "charge"],
    );
    assert_eq!(
        errors(&check(&list)),
        pairs(&[("diskwars.race.mismatch", "/regiments/0/units/1")])
    );
}

#[test]
fn a_hero_recruits_only_its_own_race_and_a_destruction_unit_also_breaks_the_faction() {
    let list = army(&[("captain", &["militia", "boyz"])], &["rally", "charge"]);
    let report = check(&list);
    assert_eq!(
        errors(&report),
        pairs(&[
            ("diskwars.race.mismatch", "/regiments/0/units/1"),
            ("diskwars.faction.mixed", "/regiments/0/units/1"),
        ])
    );
    let race = first(&report, "diskwars.race.mismatch");
    assert!(race.message.contains("Boyz is Orcs"), "{}", race.message);
}

#[test]
fn an_unknown_race_is_a_warning_that_it_cannot_be_checked() {
    let list = army(
        &[
            ("captain", &["militia", "stray"]),
            ("stranger", &["militia"]),
        ],
        &["rally", "charge"],
    );
    let report = check(&list);
    assert!(report.legal, "{:#?}", report.diagnostics);
    let w = warnings(&report);
    assert!(w.contains(&("diskwars.race.unknown", "/regiments/0/units/1".to_owned())));
    assert!(w.contains(&("diskwars.race.unknown", "/regiments/1/hero".to_owned())));
}

#[test]
fn command_cards_are_not_race_locked() {
    let list = army(&[("warlord", &["boyz", "boyz"])], &["rally", "charge"]);
    assert!(check(&list).legal);
}

// R-UNQ-1 and R-UNQ-2 (E3) ---------------------------------------------------------------------

#[test]
fn a_unique_disc_may_appear_once_per_army_heroes_included() {
    let list = army(
        &[
            ("captain", &["militia", "gryphon"]),
            ("captain", &["militia", "gryphon"]),
        ],
        &["rally", "charge", "valour", "hold"],
    );
    let report = check(&list);
    assert_eq!(
        errors(&report),
        pairs(&[
            ("diskwars.unique.duplicate", "/regiments/1/hero"),
            ("diskwars.unique.duplicate", "/regiments/1/units/1"),
        ])
    );
}

#[test]
fn copy_caps_are_per_regiment_and_the_unique_cap_per_army() {
    // Three Militia in each regiment is legal; the unique Gryphon once in the army is too.
    let list = army(
        &[
            ("captain", &["militia", "militia", "militia", "gryphon"]),
            ("sergeant", &["militia", "militia", "militia"]),
        ],
        &["rally", "charge", "valour"],
    );
    let report = check(&list);
    assert!(report.legal, "{:#?}", report.diagnostics);
}

#[test]
fn copies_of_a_disc_whose_uniqueness_is_unknown_are_a_warning() {
    let list = army(
        &[("captain", &["militia", "militia", "ogre", "ogre"])],
        &["rally", "charge"],
    );
    let report = check(&list);
    assert!(report.legal, "{:#?}", report.diagnostics);
    assert!(warnings(&report).contains(&(
        "diskwars.unique.unconfirmed",
        "/regiments/0/units/3".to_owned()
    )));
}

#[test]
fn an_army_needs_a_unique_hero() {
    let list = army(&[SERGEANT_FULL], &["rally"]);
    assert_eq!(
        errors(&check(&list)),
        pairs(&[("diskwars.unique.no_unique_hero", "/regiments")])
    );
}

#[test]
fn heroes_of_unknown_uniqueness_leave_the_unique_hero_unconfirmed() {
    let list = army(&[SERGEANT_FULL, ("stranger", &[])], &["rally"]);
    let report = check(&list);
    assert!(report.legal);
    assert!(
        warnings(&report).contains(&("diskwars.unique.hero_unconfirmed", "/regiments".to_owned()))
    );
}

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
    assert!(report.legal);
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
    assert!(report.legal);
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
    assert!(elite.message.contains("Guard, Cannon"), "{}", elite.message);
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
    assert!(report.legal);
    assert!(warnings(&report).contains(&("diskwars.elite.unconfirmed", "/regiments/0".to_owned())));
}

// R-CMD-1 to R-CMD-3 (E5) --------------------------------------------------------------------------------

#[test]
fn more_command_cards_than_the_heroes_command_values_is_illegal() {
    let list = army(
        &[CAPTAIN_FULL, SERGEANT_FULL],
        &["rally", "charge", "valour", "hold"],
    );
    assert_eq!(
        errors(&check(&list)),
        pairs(&[("diskwars.command.hand_over", "/command_cards/3")])
    );
}

#[test]
fn fewer_command_cards_than_allowed_is_a_warning() {
    let list = army(&[CAPTAIN_FULL, SERGEANT_FULL], &["rally"]);
    let report = check(&list);
    assert!(report.legal);
    assert_eq!(
        warnings(&report),
        pairs(&[("diskwars.command.hand_short", "/command_cards")])
    );
}

#[test]
fn an_unknown_command_value_is_a_warning_and_the_hand_is_not_judged() {
    let list = army(
        &[CAPTAIN_FULL, ("stranger", &[])],
        &["rally", "charge", "valour", "hold", "riddle"],
    );
    let report = check(&list);
    let w = warnings(&report);
    assert!(w.contains(&(
        "diskwars.command.unknown_value",
        "/regiments/1/hero".to_owned()
    )));
    assert!(!report.codes().contains(&"diskwars.command.hand_over"));
    assert_eq!(report.totals.hand_limit, None);
}

#[test]
fn the_same_command_card_twice_is_illegal() {
    let list = army(
        &[CAPTAIN_FULL, SERGEANT_FULL],
        &["rally", "charge", "rally"],
    );
    assert_eq!(
        errors(&check(&list)),
        pairs(&[("diskwars.command.duplicate", "/command_cards/2")])
    );
}

#[test]
fn a_destruction_only_card_needs_a_destruction_hero() {
    let list = army(&[CAPTAIN_FULL], &["rally", "doom"]);
    assert_eq!(
        errors(&check(&list)),
        pairs(&[("diskwars.command.wrong_faction", "/command_cards/1")])
    );
    let list = army(&[("warlord", &["boyz", "boyz"])], &["rally", "doom"]);
    assert!(check(&list).legal);
}

#[test]
fn an_order_only_card_without_a_known_order_hero_is_unconfirmed_when_a_race_is_unknown() {
    let list = army(&[("stranger", &[])], &["valour"]);
    let report = check(&list);
    assert!(report.legal);
    assert!(warnings(&report).contains(&(
        "diskwars.command.faction_unconfirmed",
        "/command_cards/0".to_owned()
    )));
}

#[test]
fn a_card_whose_restriction_is_unknown_is_a_warning() {
    let list = army(&[CAPTAIN_FULL], &["rally", "riddle"]);
    let report = check(&list);
    assert!(report.legal);
    assert_eq!(
        warnings(&report),
        pairs(&[("diskwars.command.faction_unconfirmed", "/command_cards/1")])
    );
}

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
        Finding::UnknownHeroPoints { hero: s() },
        Finding::UnknownCost { disc: s() },
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
            leader: true,
        },
        Finding::DuplicateUnique { disc: s() },
        Finding::UniqueUnconfirmed {
            disc: s(),
            copies: 2,
        },
        Finding::NoUniqueHero,
        Finding::UniqueHeroUnconfirmed { heroes: s() },
        Finding::TooFewSmall {
            hero: s(),
            small: 1,
            larger: 2,
        },
        Finding::SizeUnconfirmed {
            hero: s(),
            discs: s(),
        },
        Finding::TooManyCopies {
            disc: s(),
            size: Some(Size::Medium),
            copies: 3,
            limit: 2,
        },
        Finding::CopiesUnconfirmed {
            disc: s(),
            copies: 2,
        },
        Finding::TooManyElite {
            hero: s(),
            discs: s(),
        },
        Finding::EliteUnconfirmed {
            hero: s(),
            discs: s(),
        },
        Finding::HandOver { hand: 3, limit: 2 },
        Finding::HandShort { hand: 1, limit: 2 },
        Finding::UnknownCommand { hero: s() },
        Finding::DuplicateCard { card: s() },
        Finding::CardWrongFaction {
            card: s(),
            faction: s(),
        },
        Finding::CardFactionUnconfirmed {
            card: s(),
            faction: None,
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
