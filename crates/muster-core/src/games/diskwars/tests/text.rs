//! The plain-text form of a Diskwars list on a fixture catalogue shaped for the cases:
//! known and unknown costs and recruitment points, names with no English form, one name on
//! two discs, a name that reads as a count. Every value here is made up for the tests.

use crate::games::diskwars::text::{read_text, write_text};
use crate::games::diskwars::*;
use crate::lang::Lang;
use crate::list_text::TextError;

fn known<T>(value: T) -> Option<Known<T>> {
    Some(Known {
        value,
        source: "test fixture".into(),
        doubt: None,
    })
}

fn name(en: Option<&str>, es: &str) -> Name {
    Name {
        es: es.into(),
        en: en.map(Into::into),
        en_basis: en.map(|_| EnglishBasis::Literal),
    }
}

fn disc(id: &str, name: Name, kind: DiscKind, race: &str) -> Disc {
    Disc {
        id: id.into(),
        name,
        kind,
        race: known(race.to_owned()),
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
        hints: Hints::new(),
        source: "test fixture".into(),
    }
}

fn hero(id: &str, name: Name, race: &str, points: Option<u32>, command: Option<u32>) -> Disc {
    Disc {
        recruitment_points: points.and_then(known),
        command: command.and_then(known),
        unique: known(true),
        ..disc(id, name, DiscKind::Hero, race)
    }
}

fn unit(id: &str, name: Name, race: &str, cost: Option<u32>) -> Disc {
    Disc {
        cost: cost.and_then(known),
        size: known(Size::Small),
        ..disc(id, name, DiscKind::Unit, race)
    }
}

fn card(id: &str, name: Name) -> CommandCard {
    CommandCard {
        id: id.into(),
        name,
        strategy: None,
        value: None,
        restriction: None,
        keywords: Vec::new(),
        abilities: Vec::new(),
        hints: Hints::new(),
        source: "test fixture".into(),
    }
}

fn faction(id: &str, name: Name) -> Faction {
    Faction {
        id: id.into(),
        name,
        source: "test fixture".into(),
    }
}

fn race(id: &str, name: Name, faction: &str) -> Race {
    Race {
        id: id.into(),
        name,
        faction: faction.into(),
        source: "test fixture".into(),
    }
}

fn fixture() -> Catalog {
    let parts = CatalogParts {
        factions: vec![
            faction("order", name(Some("Order"), "Orden")),
            faction("destruction", name(Some("Destruction"), "Destrucción")),
        ],
        races: vec![
            race("chaos", name(Some("Chaos"), "Caos"), "destruction"),
            race("orcs", name(Some("Orcs"), "Orcos"), "destruction"),
            race("empire", name(Some("Empire"), "Imperio"), "order"),
        ],
        discs: vec![
            hero(
                "kairos-fateweaver",
                name(Some("Kairos Fateweaver"), "Kairos Tejedestinos"),
                "chaos",
                Some(33),
                Some(2),
            ),
            hero(
                "archaon-the-everchosen",
                name(Some("Archaon the Everchosen"), "Archaón el Elegido"),
                "chaos",
                None,
                None,
            ),
            hero(
                "grom-the-paunch",
                name(Some("Grom the Paunch"), "Grom el Panzudo"),
                "orcs",
                Some(20),
                Some(2),
            ),
            hero(
                "karl-franz",
                name(Some("Karl Franz"), "Karl Franz"),
                "empire",
                None,
                None,
            ),
            unit(
                "kurgan-barbarians",
                name(Some("Kurgan Barbarians"), "Bárbaros kurgan"),
                "chaos",
                Some(5),
            ),
            unit(
                "plaguebearers",
                name(Some("Plaguebearers"), "Portadores de plaga"),
                "chaos",
                Some(8),
            ),
            unit(
                "hellcannon",
                name(Some("Hellcannon"), "Cañón infernal"),
                "chaos",
                None,
            ),
            unit(
                "chaman-de-los-pinoz-petreoz",
                name(None, "Chamán de los Piñoz Pétreoz"),
                "orcs",
                None,
            ),
            unit(
                "orc-archers",
                name(Some("Archers"), "Arkeroz"),
                "orcs",
                Some(4),
            ),
            unit(
                "empire-archers",
                name(Some("Archers"), "Arqueros"),
                "empire",
                Some(4),
            ),
            unit(
                "three-gobbos",
                name(Some("3x Gobbos"), "3x Gobbos"),
                "orcs",
                Some(2),
            ),
        ],
        command_cards: vec![
            card("intimidate", name(Some("Intimidate"), "Intimidar")),
            card(
                "nurgles-rot",
                name(Some("Nurgle's Rot"), "Podredumbre de Nurgle"),
            ),
            card("assault", name(Some("Assault"), "Asalto")),
            card("ataque", name(None, "Ataque")),
        ],
        ..CatalogParts::default()
    };
    Catalog::new(parts).expect("the fixture is consistent")
}

fn regiment(hero: &str, units: &[&str]) -> Regiment {
    Regiment {
        hero: hero.into(),
        units: units.iter().map(|&u| u.to_owned()).collect(),
    }
}

/// Two Chaos regiments: one with every value known, one with unknowns.
fn chaos() -> DiskwarsList {
    DiskwarsList {
        regiments: vec![
            regiment("kairos-fateweaver", &["kurgan-barbarians", "plaguebearers"]),
            regiment(
                "archaon-the-everchosen",
                &["kurgan-barbarians", "kurgan-barbarians", "hellcannon"],
            ),
        ],
        command_cards: vec!["intimidate".into(), "nurgles-rot".into()],
        notes: Some("Kairos goes first.\n\nKeep the cannon back.".into()),
        ..DiskwarsList::new("Chaos in two", 2)
    }
}

fn write(list: &DiskwarsList, lang: Lang) -> String {
    write_text(list, &fixture(), lang)
}

fn read(text: &str) -> Result<DiskwarsList, TextError> {
    read_text(text, &fixture())
}

/// The text's lines with the totals line cut after its points: its verdict is the
/// validator's, tested with the validator.
fn without_verdict(text: &str) -> String {
    text.lines()
        .map(|line| match line.split_once(" · ") {
            Some((points, _)) if line.starts_with("Total:") => points,
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_text_has_name_header_regiments_with_points_used_and_left_hand_totals_and_notes() {
    let text = write(&chaos(), Lang::En);
    assert_eq!(
        without_verdict(&text),
        "Chaos in two
Diskwars · Destruction · 2 regiments

Kairos Fateweaver — 13/33 points, 20 left
  1× Kurgan Barbarians (5)
  1× Plaguebearers (8)

Archaon the Everchosen — 10+?/? points, ? left
  2× Kurgan Barbarians (5)
  1× Hellcannon (?)

Command: 2/? cards
  + Intimidate
  + Nurgle's Rot

Total: 23+?/? points, ? left
> Kairos goes first.
>
> Keep the cannon back."
    );
    // The verdict is the validator's: Archaon's points are unknown, so it waits.
    let report = crate::games::diskwars::validate::validate_list(&chaos(), &fixture(), Lang::En);
    assert_eq!(report.verdict, crate::Verdict::Unconfirmed);
    let total = text.lines().find(|l| l.starts_with("Total:")).unwrap();
    assert!(total.ends_with(" · unconfirmed"), "{total}");
}

#[test]
fn the_spanish_text_uses_spanish_names_and_words() {
    let text = write(&chaos(), Lang::Es);
    assert_eq!(
        without_verdict(&text),
        "Chaos in two
Diskwars · Destrucción · 2 regimientos

Kairos Tejedestinos — 13/33 puntos, 20 restantes
  1× Bárbaros kurgan (5)
  1× Portadores de plaga (8)

Archaón el Elegido — 10+?/? puntos, ? restantes
  2× Bárbaros kurgan (5)
  1× Cañón infernal (?)

Mando: 2/? cartas
  + Intimidar
  + Podredumbre de Nurgle

Total: 23+?/? puntos, ? restantes
> Kairos goes first.
>
> Keep the cannon back."
    );
}

#[test]
fn points_over_the_heros_read_as_over_and_one_point_left_is_singular_in_spanish() {
    let over = DiskwarsList {
        regiments: vec![regiment("grom-the-paunch", &["orc-archers"; 6])],
        ..DiskwarsList::new("Too many archers", 1)
    };
    assert!(write(&over, Lang::En)
        .contains("Grom the Paunch — 24/20 points, 4 over\n  6× orc-archers (4)\n"));
    assert!(write(&over, Lang::Es).contains("Grom el Panzudo — 24/20 puntos, 4 de más\n"));
    let one_left = DiskwarsList {
        regiments: vec![regiment(
            "grom-the-paunch",
            &[
                "orc-archers",
                "orc-archers",
                "orc-archers",
                "three-gobbos",
                "three-gobbos",
                "three-gobbos",
            ],
        )],
        ..DiskwarsList::new("", 1)
    };
    let text = write(&one_left, Lang::Es);
    assert!(
        text.starts_with("Diskwars · Destrucción · 1 regimiento\n"),
        "{text}"
    );
    assert!(text.contains("— 18/20 puntos, 2 restantes"), "{text}");
}

fn lists() -> Vec<DiskwarsList> {
    let introductory = DiskwarsList {
        mode: Mode::Introductory,
        regiment_count: None,
        regiments: vec![regiment(
            "grom-the-paunch",
            &[
                "chaman-de-los-pinoz-petreoz",
                "orc-archers",
                "orc-archers",
                "chaman-de-los-pinoz-petreoz",
            ],
        )],
        command_cards: vec!["ataque".into(), "assault".into()],
        ..DiskwarsList::new("Basic orcs", 0)
    };
    let unknown_ids = DiskwarsList {
        regiments: vec![
            regiment("not-a-hero", &["not-a-unit", "not-a-unit"]),
            regiment("grom-the-paunch", &["three-gobbos", "mystery-disc"]),
            regiment("karl-franz", &[]),
        ],
        command_cards: vec!["no-such-card".into()],
        ..DiskwarsList::new("", 3)
    };
    let no_count = DiskwarsList {
        regiment_count: None,
        regiments: vec![regiment(
            "kairos-fateweaver",
            &["kurgan-barbarians", "plaguebearers", "kurgan-barbarians"],
        )],
        ..DiskwarsList::new("No count agreed", 0)
    };
    let introductory_with_count = DiskwarsList {
        mode: Mode::Introductory,
        ..chaos()
    };
    vec![
        chaos(),
        introductory,
        unknown_ids,
        no_count,
        introductory_with_count,
        DiskwarsList::new("Empty", 2),
    ]
}

#[test]
fn fixture_lists_read_back_as_written_in_both_languages() {
    for list in lists() {
        for lang in Lang::ALL {
            let text = write(&list, lang);
            assert_eq!(read(&text), Ok(list.clone()), "{lang}:\n{text}");
        }
    }
}

#[test]
fn a_name_that_would_not_read_back_is_written_as_its_id_and_a_spanish_only_name_as_is() {
    let text = write(&lists()[2], Lang::En);
    assert!(text.contains("  1× three-gobbos (2)\n"), "{text}");
    assert!(
        text.contains("not-a-hero — ?/? points, ? left\n  2× not-a-unit (?)\n"),
        "{text}"
    );
    assert!(text.contains("  + no-such-card\n"), "{text}");
    let text = write(&lists()[1], Lang::En);
    assert!(
        text.starts_with("Basic orcs\nDiskwars · Destruction · Introductory\n"),
        "{text}"
    );
    assert!(
        text.contains("  1× Chamán de los Piñoz Pétreoz (?)\n"),
        "{text}"
    );
    assert!(text.contains("  + Ataque\n"), "{text}");
}

#[test]
fn reading_ignores_case_spacing_costs_points_and_totals_and_takes_ids_and_counts_typed_by_hand() {
    let typed = "\u{feff}  Chaos in two  \n\n diskwars ·  destruccion ·2 REGIMIENTOS\n\
        KAIROS TEJEDESTINOS — 999/1 points\n\
        kurgan-barbarians\n\
        Portadores de plaga (3)\n\n\
        archaon-the-everchosen (7)\n\
        2x kurgan barbarians\n\
        1 × Hellcannon (?)\n\
        mano: Intimidate, podredumbre de nurgle\n\
        total: whatever · legal\n\
        > Kairos goes first.\n>\n> Keep the cannon back.\n";
    // `destruccion` without its accent is no faction: the header says so.
    let err = read(typed).unwrap_err();
    assert_eq!(err.line, 3, "{err}");
    let typed = typed.replace("destruccion", "Destrucción");
    assert_eq!(read(&typed), Ok(chaos()));
}

#[test]
fn a_unit_the_catalogue_lacks_is_a_unit_when_counted_or_indented_and_a_hero_otherwise() {
    let list =
        read("X\nDiskwars · 2 regiments\nnew-hero\n  new-unit\n3x other-unit\nanother-hero\n")
            .unwrap();
    assert_eq!(
        list.regiments,
        vec![
            regiment(
                "new-hero",
                &["new-unit", "other-unit", "other-unit", "other-unit"]
            ),
            regiment("another-hero", &[]),
        ]
    );
    // A known disc is what the catalogue says, indented or not.
    let list = read("X\nDiskwars · 1 regiment\n  Grom the Paunch\nArchers (4)\n").unwrap_err();
    assert!(list.message.contains("more than one disc"), "{list}");
    let list = read("X\nDiskwars · 1 regiment\n  Grom the Paunch\nArkeroz (4)\n").unwrap();
    assert_eq!(
        list.regiments,
        vec![regiment("grom-the-paunch", &["orc-archers"])]
    );
}

#[test]
fn each_fault_names_its_line() {
    let cases: [(&str, usize, &str); 10] = [
        ("", 1, "empty"),
        ("X\nRuneWars · Daqan Lords\n", 2, "not a Diskwars one"),
        (
            "X\nDiskwars · Destruction · Order\n",
            2,
            "another field of its kind",
        ),
        ("X\nDiskwars · two regiments\n", 2, "neither a faction"),
        ("X\nDiskwars · 2 armies\n", 2, "bad regiment count"),
        ("X\nDiskwars\n", 2, "missing header"),
        (
            "X\nDiskwars · 2 regiments\n\n  2× Kurgan Barbarians\n",
            4,
            "before any hero",
        ),
        (
            "X\nDiskwars · 2 regiments\nKairos Fateweaver\n0× Plaguebearers\n",
            4,
            "counts no disc",
        ),
        (
            "X\nDiskwars · 2 regiments\n2× Kairos Fateweaver\n",
            3,
            "is a hero",
        ),
        (
            "X\nDiskwars · 2 regiments\nKairos Fateweaver\n  + Intimidate\n  + Nurgle Rot!\n",
            5,
            "unknown command card",
        ),
    ];
    for (text, line, words) in cases {
        let err = read(text).unwrap_err();
        assert_eq!(err.line, line, "{text:?}: {err}");
        assert!(err.message.contains(words), "{text:?}: {err}");
    }
    let err =
        read("X\nDiskwars · 2 regiments\nKairos Fateweaver\n  100× Plaguebearers\n").unwrap_err();
    assert_eq!(
        (err.line, err.message.contains("at most 99")),
        (4, true),
        "{err}"
    );
}

#[test]
fn a_name_that_is_neither_known_nor_an_id_is_an_error_with_the_nearest_name() {
    let err = read("X\nDiskwars · 1 regiment\nKairos Fateweaver\n  1× Plaguebearer\n").unwrap_err();
    assert_eq!(err.line, 4);
    assert_eq!(
        err.message,
        "unknown disc 'Plaguebearer'; did you mean 'Plaguebearers'?"
    );
    let err =
        read("X\nDiskwars · 1 regiment\nKairos Fateweaver\nCommand:\n  Intimidatte\n").unwrap_err();
    assert_eq!(
        err,
        TextError::new(
            5,
            "unknown command card 'Intimidatte'; did you mean 'Intimidate'?"
        )
    );
}

#[test]
fn one_name_on_two_discs_is_an_error_listing_their_ids() {
    let err = read("X\nDiskwars · 1 regiment\nGrom the Paunch\n  1× Archers\n").unwrap_err();
    assert_eq!(err.line, 4);
    assert!(
        err.message.contains("orc-archers") && err.message.contains("empire-archers"),
        "{err}"
    );
    // Written, such a disc is its id, so that it reads back.
    let list = DiskwarsList {
        regiments: vec![regiment("grom-the-paunch", &["orc-archers"])],
        ..DiskwarsList::new("X", 1)
    };
    assert!(write(&list, Lang::En).contains("  1× orc-archers (4)\n"));
    assert!(write(&list, Lang::Es).contains("  1× Arkeroz (4)\n"));
}
