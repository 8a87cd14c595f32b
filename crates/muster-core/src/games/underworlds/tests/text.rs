//! The plain-text form of an Underworlds list on the synthetic fixture catalogue
//! (`test_fixture`: every warband, fighter, card and number there is a fixture, not real
//! data), and catalogues changed from it for names that would not read back.

use crate::games::underworlds::test_fixture::{
    self as fx, catalog, nemesis_list, parts, rivals_list,
};
use crate::games::underworlds::*;
use crate::list_text::TextError;
use crate::text_game;
use crate::{GameId, Lang};

fn write(list: &UnderworldsList, catalog: &Catalog, lang: Lang) -> String {
    Underworlds::write_text(list, catalog, &(), lang)
}

fn read(text: &str, catalog: &Catalog) -> Result<UnderworldsList, TextError> {
    Underworlds::read_text(text, catalog)
}

fn with_parts(change: impl FnOnce(&mut CatalogParts)) -> Catalog {
    let mut parts = parts();
    change(&mut parts);
    Catalog::new(parts).expect("the changed fixture is a catalogue")
}

/// The lines of a section: those after its heading, up to the next blank line.
fn section<'t>(text: &'t str, heading: &str) -> Vec<&'t str> {
    let mut lines = text.lines().skip_while(|l| *l != heading);
    assert!(lines.next().is_some(), "no '{heading}' in:\n{text}");
    lines.take_while(|l| !l.is_empty()).collect()
}

/// The list with its power deck's ploys first, then its upgrades, then the rest, each in
/// the list's order: the order the text writes them in.
fn by_type(mut list: UnderworldsList, catalog: &Catalog) -> UnderworldsList {
    let kind = |id: &String| find_card(&list, catalog, id).map(|(_, c)| c.kind);
    let rank = |id: &String| match kind(id) {
        Some(CardKind::Ploy) => 0,
        Some(CardKind::Upgrade) => 1,
        _ => 2,
    };
    let mut power = list.power.clone();
    power.sort_by_key(rank);
    list.power = power;
    list
}

#[test]
fn a_rivals_list_reads_as_its_header_fighters_and_deck_by_type() {
    let catalog = catalog();
    let list = rivals_list();
    let text = write(&list, &catalog, Lang::En);
    let report = Underworlds::validate(&list, &catalog, &(), Lang::En);
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("Fixture Rivals list"));
    assert_eq!(
        lines.next(),
        Some("Underworlds · Fixture Wardens · Rivals · Fixture Deck A")
    );
    assert_eq!(text_game(&text), Ok(GameId::Underworlds));
    assert_eq!(
        section(&text, "Fighters (3)"),
        [
            "  Fixture Captain (leader)",
            "  Fixture Marksman",
            "  Fixture Warden"
        ]
    );
    let objectives = section(&text, "Objectives (12)");
    assert_eq!(objectives.len(), 12);
    assert_eq!(objectives[0], "  Fixture A objective 1 · surge · glory 1");
    assert_eq!(objectives[2], "  Fixture A objective 3 · glory 1");
    let ploys = section(&text, "Ploys (10)");
    assert_eq!(ploys[0], "  Fixture A ploy 1");
    assert_eq!(ploys.len(), 10);
    let upgrades = section(&text, "Upgrades (10)");
    assert_eq!(upgrades[9], "  Fixture A upgrade 10 · glory 1");
    assert!(text.contains("\n\nPlot: Fixture A plot\n\n"), "{text}");
    let t = &report.totals;
    let verdict = if report.legal { "legal" } else { "not legal" };
    assert_eq!(
        text.lines().last(),
        Some(
            format!(
                "Total: {} objectives ({} surge) · {} power cards ({} ploys / {} upgrades) · {verdict}",
                t.objectives, t.surge_objectives, t.power, t.ploys, t.upgrades
            )
            .as_str()
        )
    );
}

#[test]
fn in_spanish_the_format_headings_and_marks_are_spanish() {
    let catalog = catalog();
    let mut list = rivals_list();
    list.season = Some(fx::SEASON.into());
    let text = write(&list, &catalog, Lang::Es);
    let report = Underworlds::validate(&list, &catalog, &(), Lang::Es);
    assert_eq!(
        text.lines().nth(1),
        Some(
            format!(
                "Underworlds · Fixture Wardens · Rivales · Fixture Deck A · temporada {}",
                fx::SEASON
            )
            .as_str()
        )
    );
    assert_eq!(
        section(&text, "Guerreros (3)")[0],
        "  Fixture Captain (líder)"
    );
    assert_eq!(
        section(&text, "Objetivos (12)")[0],
        "  Fixture A objective 1 · súbita · gloria 1"
    );
    assert_eq!(section(&text, "Ardides (10)").len(), 10);
    assert_eq!(
        section(&text, "Mejoras (10)")[0],
        "  Fixture A upgrade 1 · gloria 1"
    );
    assert!(text.contains("\nTrama: Fixture A plot\n"), "{text}");
    let t = &report.totals;
    let verdict = if report.legal { "legal" } else { "no es legal" };
    assert!(
        text.ends_with(&format!(
            "Total: {} objetivos ({} súbitas) · {} cartas de poder ({} ardides / {} mejoras) · {verdict}\n",
            t.objectives, t.surge_objectives, t.power, t.ploys, t.upgrades
        )),
        "{text}"
    );
}

#[test]
fn lists_read_back_in_both_languages() {
    let catalog = catalog();
    let mut noted = rivals_list();
    noted.season = Some(fx::SEASON.into());
    noted.notes = Some("first line\n\nthird · line".into());
    let mut nameless = rivals_list_of_raiders();
    nameless.name = String::new();
    let lists = [
        rivals_list(),
        noted,
        nameless,
        by_type(nemesis_list(), &catalog),
        fx::rivals_list_of(fx::STRAYS, fx::DECK_B),
        fx::rivals_list_of(fx::WARDENS, fx::DECK_PARTIAL),
    ];
    for list in lists {
        for lang in Lang::ALL {
            let text = write(&list, &catalog, lang);
            assert_eq!(read(&text, &catalog), Ok(list.clone()), "{lang}:\n{text}");
        }
    }
}

fn rivals_list_of_raiders() -> UnderworldsList {
    fx::rivals_list_of(fx::RAIDERS, fx::DECK_C)
}

#[test]
fn a_power_deck_read_back_has_its_ploys_before_its_upgrades() {
    let catalog = catalog();
    let list = nemesis_list();
    // The fixture's Nemesis list takes A's ploys, A's upgrades, B's ploys, B's upgrades.
    let read_back = read(&write(&list, &catalog, Lang::En), &catalog).unwrap();
    assert_ne!(read_back.power, list.power);
    assert_eq!(read_back, by_type(list.clone(), &catalog));
    let mut sorted = read_back.power.clone();
    let mut original = list.power.clone();
    sorted.sort();
    original.sort();
    assert_eq!(sorted, original, "the same cards");
}

#[test]
fn ids_the_catalogue_lacks_are_written_as_ids_and_read_back_for_the_validator() {
    let catalog = catalog();
    let mut list = rivals_list();
    list.warband = "fixture-nobody".into();
    list.decks.push("fixture-no-such-deck".into());
    list.objectives[4] = "fixture-no-such-card".into();
    list.power.push("fixture-no-such-power".into());
    let text = write(&list, &catalog, Lang::En);
    assert_eq!(
        text.lines().nth(1),
        Some("Underworlds · fixture-nobody · Rivals · Fixture Deck A · fixture-no-such-deck")
    );
    assert!(!text.contains("Fighters"), "{text}");
    assert_eq!(
        section(&text, "Objectives (12)")[4],
        "  fixture-no-such-card"
    );
    assert_eq!(
        section(&text, "Other power cards (1)"),
        ["  fixture-no-such-power"]
    );
    for lang in Lang::ALL {
        let text = write(&list, &catalog, lang);
        assert_eq!(read(&text, &catalog), Ok(list.clone()), "{lang}:\n{text}");
    }
}

#[test]
fn a_name_two_chosen_decks_share_is_written_as_the_cards_id() {
    let catalog = catalog();
    // Deck A's "Fixture shared ploy" and deck B's "fixture Shared  Ploy" are one name but
    // for case and spaces: in a list of both decks, the name alone is not enough.
    let mut list = nemesis_list();
    list.power[0] = "fixture-a-ploy-10".into();
    list.power[10] = "fixture-b-ploy-12".into();
    let list = by_type(list, &catalog);
    let text = write(&list, &catalog, Lang::En);
    let ploys = section(&text, "Ploys (10)");
    assert!(ploys.contains(&"  fixture-a-ploy-10"), "{text}");
    assert!(ploys.contains(&"  fixture-b-ploy-12"), "{text}");
    assert_eq!(read(&text, &catalog), Ok(list));
    // With deck A alone, the name is the card's.
    let text = write(&rivals_list(), &catalog, Lang::En);
    assert!(section(&text, "Ploys (10)").contains(&"  Fixture shared ploy"));
    // Typed by hand in a Nemesis list, the name is refused, naming both cards.
    let typed = "Both\nUnderworlds · Fixture Wardens · Nemesis · Fixture Deck A · Fixture Deck B\nPloys\n  FIXTURE SHARED PLOY\n";
    let err = read(typed, &catalog).unwrap_err();
    assert_eq!(err.line, 4);
    assert!(
        err.message.contains("more than one card")
            && err.message.contains("fixture-a-ploy-10")
            && err.message.contains("fixture-b-ploy-12"),
        "{err}"
    );
}

#[test]
fn names_that_would_read_as_something_else_are_written_as_ids() {
    let catalog = with_parts(|parts| {
        let wardens = &mut parts.warbands[0];
        wardens.name.en = "Rivals".into();
        wardens.fighters[1].name.en = "Upgrades".into();
        wardens.fighters[2].name.en = "> not a note".into();
        let deck = &mut parts.decks[0];
        deck.name.en = "Fixture · Deck".into();
        deck.cards[0].name.en = "Ploys".into();
        deck.cards[1].name.en = "Plot: twist".into();
        deck.cards[2].name.en = "Total: 3".into();
        deck.cards[3].name.en = "Dot · dot".into();
        deck.cards[4].name.en = "- dash".into();
    });
    let list = rivals_list();
    let text = write(&list, &catalog, Lang::En);
    assert_eq!(
        text.lines().nth(1),
        Some(format!("Underworlds · {} · Rivals · {}", fx::WARDENS, fx::DECK_A).as_str())
    );
    let fighters = section(&text, "Fighters (3)");
    assert_eq!(
        fighters,
        [
            "  Fixture Captain (leader)",
            "  fixture-marksman",
            "  fixture-warden"
        ]
    );
    let objectives = section(&text, "Objectives (12)");
    for (n, line) in objectives.iter().take(5).enumerate() {
        let id = format!("fixture-a-objective-{}", n + 1);
        assert!(line.starts_with(&format!("  {id} · ")), "{line}");
    }
    assert!(objectives[5].starts_with("  Fixture A objective 6 · "));
    assert_eq!(read(&text, &catalog), Ok(list));
}

#[test]
fn typed_by_hand_names_ids_bullets_and_any_case_are_read() {
    let catalog = catalog();
    let typed = "\
  My hand-typed list

underworlds · fixture deck a · FIXTURE WARDENS

objetivos:
- fixture a objective 1 · whatever follows is ignored
* Fixture-A-Objective-2
fixture-a-objective-3

ardides (2)
  fixture a PLOY 1
mejoras
  • Fixture A upgrade 1
Total: ignored · 3 objectives
> a note
";
    let list = read(typed, &catalog).unwrap();
    assert_eq!(list.name, "My hand-typed list");
    assert_eq!(list.play_format, PlayFormat::Rivals, "one deck: Rivals");
    assert_eq!(list.warband, fx::WARDENS);
    assert_eq!(list.decks, [fx::DECK_A]);
    assert_eq!(
        list.objectives,
        [
            "fixture-a-objective-1",
            "fixture-a-objective-2",
            "fixture-a-objective-3"
        ]
    );
    assert_eq!(list.power, ["fixture-a-ploy-1", "fixture-a-upgrade-1"]);
    assert_eq!(list.notes.as_deref(), Some("a note"));
    assert_eq!(list.season, None);
}

#[test]
fn without_headings_each_card_goes_where_its_kind_says_and_two_decks_are_nemesis() {
    let catalog = catalog();
    let typed = "\
Quick
Underworlds · Fixture Wardens · Fixture Deck A · Fixture Deck B · Temporada s1
Fixture A ploy 3
Fixture B objective 9
Fixture B upgrade 2
Fighters
  anything at all: the warband decides its fighters
Objectives
Fixture A objective 4
";
    let list = read(typed, &catalog).unwrap();
    assert_eq!(list.play_format, PlayFormat::Nemesis);
    assert_eq!(list.season.as_deref(), Some("s1"));
    assert_eq!(list.decks, [fx::DECK_A, fx::DECK_B]);
    assert_eq!(
        list.objectives,
        ["fixture-b-objective-9", "fixture-a-objective-4"]
    );
    assert_eq!(list.power, ["fixture-a-ploy-3", "fixture-b-upgrade-2"]);
}

#[test]
fn a_card_of_a_deck_the_header_does_not_name_is_read_for_the_validator_to_report() {
    let catalog = catalog();
    let typed = "Foreign\nUnderworlds · Fixture Wardens · Rivals · Fixture Deck A\nObjectives\nFixture C objective 2\n";
    let list = read(typed, &catalog).unwrap();
    assert_eq!(list.objectives, ["fixture-c-objective-2"]);
}

#[test]
fn unknown_ids_in_the_header_are_the_warband_first_then_decks() {
    let catalog = catalog();
    let list = read(
        "X\nUnderworlds · Rivals · fixture-deck-z · Fixture Deck A\n",
        &catalog,
    )
    .unwrap();
    assert_eq!(
        (list.warband.as_str(), list.decks.as_slice()),
        ("fixture-deck-z", &[fx::DECK_A.to_owned()][..])
    );
    let list = read(
        "X\nUnderworlds · fixture-deck-z · Fixture Wardens · Nemesis\n",
        &catalog,
    )
    .unwrap();
    assert_eq!(list.warband, fx::WARDENS);
    assert_eq!(list.decks, ["fixture-deck-z"]);
    assert_eq!(list.play_format, PlayFormat::Nemesis);
}

#[test]
fn bad_text_is_refused_naming_its_line() {
    let catalog = catalog();
    let cases: [(&str, usize, &str); 9] = [
        (
            "My list\nDiskwars · Destruction\n",
            2,
            "this is a Warhammer: Diskwars list, not an Underworlds one",
        ),
        (
            "My list\nUnderworlds · Rivals · Fixture Deck A\n",
            2,
            "missing warband",
        ),
        (
            "My list\nUnderworlds · Fixture Wardens · Rivals · Nemesis\n",
            2,
            "another field of its kind",
        ),
        (
            "My list\nUnderworlds · Fixture Wardens · Fixture Raiders\n",
            2,
            "another field of its kind",
        ),
        (
            "My list\nUnderworlds · Fixture Wardnes · Rivals\n",
            2,
            "did you mean 'Fixture Wardens'?",
        ),
        (
            "My list\nUnderworlds · Fixture Wardens · Rivals · Fixture Deck A\n\nObjectives\n  Fixture A objectve 1 · glory 1\n",
            5,
            "unknown card 'Fixture A objectve 1'; did you mean 'Fixture A objective 1'?",
        ),
        (
            "My list\nUnderworlds · Fixture Wardens · Rivals · Fixture Deck A\nObjectives\n  No Such Card\n",
            4,
            "unknown card 'No Such Card'",
        ),
        (
            "My list\nUnderworlds · Fixture Wardens · Rivals · Fixture Deck A\n\n\nfixture-not-a-card\n",
            5,
            "'fixture-not-a-card' is under no heading and no deck has it",
        ),
        (
            "My list\nUnderworlds · Fixture Wardens · Rivals · Fixture Deck A\nPloys\n  · glory 1\n",
            4,
            "a card line needs the card's name",
        ),
    ];
    for (text, line, message) in cases {
        let err = read(text, &catalog).unwrap_err();
        assert_eq!(err.line, line, "{text}: {err}");
        assert!(err.message.contains(message), "{text}: {err}");
    }
    // The shared head's errors name their line too.
    assert_eq!(read("", &catalog).unwrap_err().line, 1);
    let err = read("My list\nUnderworlds Fixture Wardens\n", &catalog).unwrap_err();
    assert_eq!(err.line, 2);
    assert!(err.message.starts_with("missing header"), "{err}");
}

#[test]
fn a_field_naming_both_a_warband_and_a_deck_is_refused() {
    let catalog = with_parts(|parts| parts.decks[1].name.en = "Fixture Raiders".into());
    let err = read("X\nUnderworlds · Fixture Raiders · Rivals\n", &catalog).unwrap_err();
    assert_eq!(err.line, 2);
    assert!(
        err.message.contains("more than one warband or deck")
            && err.message.contains(fx::RAIDERS)
            && err.message.contains(fx::DECK_B),
        "{err}"
    );
    // Written, the deck's name would be read as the warband: its id is written instead.
    let list = fx::rivals_list_of(fx::WARDENS, fx::DECK_B);
    let text = write(&list, &catalog, Lang::En);
    assert_eq!(
        text.lines().nth(1),
        Some(format!("Underworlds · Fixture Wardens · Rivals · {}", fx::DECK_B).as_str())
    );
    assert_eq!(read(&text, &catalog), Ok(list));
}

#[test]
fn spanish_names_are_written_in_spanish_and_both_are_read() {
    let catalog = with_parts(|parts| {
        parts.warbands[0].name.es = Some("Guardianes de prueba".into());
        parts.decks[0].name.es = Some("Mazo de prueba A".into());
        parts.decks[0].cards[0].name.es = Some("Objetivo de prueba uno".into());
        parts.decks[0].plot.as_mut().unwrap().name.es = Some("Trama de prueba".into());
    });
    let list = rivals_list();
    let text = write(&list, &catalog, Lang::Es);
    assert_eq!(
        text.lines().nth(1),
        Some("Underworlds · Guardianes de prueba · Rivales · Mazo de prueba A")
    );
    assert_eq!(
        section(&text, "Objetivos (12)")[0],
        "  Objetivo de prueba uno · súbita · gloria 1"
    );
    assert!(text.contains("\nTrama: Trama de prueba\n"), "{text}");
    assert_eq!(read(&text, &catalog), Ok(list.clone()));
    // English names read into the same list.
    let english = write(&list, &catalog, Lang::En);
    assert!(english.contains("Fixture Wardens · Rivals · Fixture Deck A"));
    assert_eq!(read(&english, &catalog), Ok(list));
}
