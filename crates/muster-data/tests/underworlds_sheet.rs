//! The printed form (`Underworlds::sheet`), the plain text (`write_text`, `read_text`) and
//! the collection needs of Underworlds lists, on the shipped Embergard pack (the community's
//! fighter cards of the organised-play warbands, none of the others') and on the
//! synthetic fixture pack of `tests/underworlds/fixture-data` (made-up values, not real
//! data).

use muster_core::games::underworlds::{
    CardKind, Catalog, Deck, PlayFormat, Underworlds, UnderworldsList,
};
use muster_core::sheet::{or_unknown, Sheet, SheetGroup};
use muster_core::{Game, Lang, Verdict};
use muster_data::Pack;
use std::path::Path;

fn shipped() -> Catalog {
    Underworlds::bundled().expect("the shipped pack loads")
}

fn fixture() -> Catalog {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/underworlds/fixture-data/underworlds");
    Underworlds::load_dir(&dir).expect("the fixture pack loads")
}

fn group<'s>(sheet: &'s Sheet, title: &str) -> &'s SheetGroup {
    sheet
        .groups
        .iter()
        .find(|g| g.title.as_deref() == Some(title))
        .unwrap_or_else(|| {
            let titles: Vec<_> = sheet.groups.iter().map(|g| &g.title).collect();
            panic!("no group '{title}' in {titles:?}")
        })
}

/// The list's text in each language reads back as the very same list.
fn reads_back(list: &UnderworldsList, catalog: &Catalog) {
    for lang in Lang::ALL {
        let text = Underworlds::write_text(list, catalog, &(), lang);
        assert_eq!(
            Underworlds::read_text(&text, catalog),
            Ok(list.clone()),
            "{lang}:\n{text}"
        );
    }
}

fn list_of(warband: &str, format: PlayFormat, decks: &[&str]) -> UnderworldsList {
    let mut list = UnderworldsList::new("Shelf test", format, warband);
    list.decks = decks.iter().map(|d| (*d).to_owned()).collect();
    list
}

/// A Rivals list of a whole deck, ploys before upgrades as the text writes them.
fn whole_deck(warband: &str, deck: &Deck) -> UnderworldsList {
    let mut list = list_of(warband, PlayFormat::Rivals, &[&deck.id]);
    let of = |kind| {
        deck.cards
            .iter()
            .filter(move |c| c.kind == kind)
            .map(|c| c.id.clone())
    };
    list.objectives = of(CardKind::Objective).collect();
    list.power = of(CardKind::Ploy).chain(of(CardKind::Upgrade)).collect();
    list
}

#[test]
fn a_shipped_warband_without_fighter_cards_prints_every_value_as_unknown() {
    let catalog = shipped();
    let unknown = or_unknown(None::<u8>);
    let without: Vec<_> = catalog
        .warbands()
        .iter()
        .filter(|w| w.fighters.is_empty())
        .collect();
    assert_eq!(without.len(), 18, "the warbands out of organised play");
    for warband in without {
        let list = list_of(&warband.id, PlayFormat::Rivals, &["blazing-assault"]);
        let report = Underworlds::validate(&list, &catalog, &(), Lang::En);
        let sheet = Underworlds::sheet(&list, &catalog, &(), Lang::En);
        assert_eq!(sheet.faction, warband.name.en);
        assert!(!sheet.costed);
        // The rulebook prints no roster: the pack says so and the sheet repeats it.
        let title = format!(
            "Fighters ({}) — the data does not hold the whole roster",
            warband.fighters.len()
        );
        let fighters = group(&sheet, &title);
        for (fighter, entry) in warband.fighters.iter().zip(&fighters.entries) {
            assert_eq!(entry.name, fighter.name.en);
            let faces: Vec<&str> = entry
                .detail
                .lines()
                .filter(|l| l.contains("spired: "))
                .collect();
            assert_eq!(
                faces,
                [
                    format!("Uninspired: Move {unknown} · Save {unknown} · Health {unknown} · Bounty {unknown} · Weapons {unknown}"),
                    format!("Inspired: Move {unknown} · Save {unknown} · Health {unknown} · Bounty {unknown} · Weapons {unknown}"),
                ],
                "{}",
                fighter.id
            );
        }
        // No Health known: damage is counted in one wide box.
        assert!(sheet.play.units.iter().all(|u| u.tracks[0].boxes == 0));
        // No card of the deck is known: no card group, and the verdict is the validator's.
        assert!(sheet.groups.iter().all(|g| !g
            .title
            .as_deref()
            .unwrap_or_default()
            .starts_with("Objectives")));
        assert_eq!(sheet.verdict, report.verdict);
        assert_eq!(sheet.findings, report.diagnostics);
    }
}

#[test]
fn a_warband_of_the_community_cards_prints_its_fighters_by_name_with_their_numbers() {
    let catalog = shipped();
    let list = list_of("the-grymwatch", PlayFormat::Rivals, &["blazing-assault"]);
    let report = Underworlds::validate(&list, &catalog, &(), Lang::En);
    let warband = report
        .diagnostics
        .iter()
        .filter(|d| d.path == "/warband")
        .count();
    assert_eq!(warband, 0, "{:#?}", report.diagnostics);
    let sheet = Underworlds::sheet(&list, &catalog, &(), Lang::En);
    let fighters = group(&sheet, "Fighters (7) *");
    let leader = &fighters.entries[0];
    assert_eq!(leader.name, "Crakmarrow (leader)");
    // The community data's values for its card (fighters/the-grymwatch.json); it names no
    // weapon, so each reads as its kind.
    assert!(
        leader.detail.contains(
            "Uninspired: Move 4 · Save 1 shield · Health 4 · Bounty 1 · Melee (range 1, 2 \
             hammer dice, damage 2) · Melee (range 2, 2 hammer dice, damage 1)"
        ),
        "{}",
        leader.detail
    );
    assert!(
        leader
            .detail
            .contains("Inspired: Move 4 · Save 2 dodge · Health 4 · Bounty 1"),
        "{}",
        leader.detail
    );
    // The table page boxes each fighter's damage up to its Health.
    let block = &sheet.play.units[0];
    assert_eq!(block.name, "Crakmarrow (leader) *");
    assert_eq!(block.tracks[0].boxes, 4);
    let es = Underworlds::sheet(&list, &catalog, &(), Lang::Es);
    let leader = &group(&es, "Guerreros (7) *").entries[0];
    assert_eq!(leader.name, "Crakmarrow (líder)");
    assert!(
        leader
            .detail
            .contains("No inspirado: Movimiento 4 · Salvación 1 escudo · Salud 4"),
        "{}",
        leader.detail
    );
}

#[test]
fn fighter_cards_from_the_community_are_marked_and_the_mark_said_in_words() {
    let catalog = shipped();
    let list = list_of("the-grymwatch", PlayFormat::Rivals, &["blazing-assault"]);
    assert!(catalog
        .warband("the-grymwatch")
        .unwrap()
        .cards_from_community());
    // Which community data and its date, as the pack's reference says it; no commit.
    let reference = catalog.parts().community.clone().unwrap();
    for (lang, words) in [
        (
            Lang::En,
            format!(
                "* Fighter cards from community data ({}; its date is not recorded), not checked",
                reference.what.en
            ),
        ),
        (
            Lang::Es,
            format!(
                "* Tarjetas de guerrero de datos de la comunidad ({}; su fecha no consta), sin comprobar",
                reference.what.es
            ),
        ),
    ] {
        let sheet = Underworlds::sheet(&list, &catalog, &(), lang);
        assert!(sheet.groups[0].title.as_deref().unwrap().ends_with(" *"));
        assert!(sheet.play.units.iter().all(|u| u.name.ends_with(" *")));
        assert_eq!(sheet.footnotes.len(), 1, "{:?}", sheet.footnotes);
        assert!(
            sheet.footnotes[0].starts_with(&words),
            "{:?}",
            sheet.footnotes
        );
        assert!(
            !sheet.footnotes[0].contains(&reference.commit[..7])
                && !sheet.footnotes[0].contains(&reference.repository),
            "{:?}",
            sheet.footnotes
        );
    }
    // A warband with no community card, and the fixture's made-up ones: no mark.
    let none = list_of("garreks-reavers", PlayFormat::Rivals, &["blazing-assault"]);
    let sheet = Underworlds::sheet(&none, &catalog, &(), Lang::En);
    assert!(sheet.footnotes.is_empty());
    assert!(!sheet.groups[0].title.as_deref().unwrap().contains('*'));
    let fixture = fixture();
    let warband = &fixture.warbands()[0];
    assert!(!warband.cards_from_community());
    let list = list_of(&warband.id, PlayFormat::Rivals, &[]);
    let sheet = Underworlds::sheet(&list, &fixture, &(), Lang::En);
    assert!(sheet.footnotes.is_empty() && sheet.play.units.iter().all(|u| !u.name.contains('*')));
}

#[test]
fn a_fighter_the_community_data_may_have_misread_says_so_on_paper() {
    let catalog = shipped();
    let list = list_of("zarbags-gitz", PlayFormat::Rivals, &["blazing-assault"]);
    for (lang, title, line) in [
        (
            Lang::En,
            "Fighters (9) *",
            "Check the card: tagged both leader and minion",
        ),
        (
            Lang::Es,
            "Guerreros (9) *",
            "Comprueba la tarjeta: marcado a la vez como líder y como esbirro",
        ),
    ] {
        let sheet = Underworlds::sheet(&list, &catalog, &(), lang);
        let fighters = group(&sheet, title);
        let zarbag = fighters
            .entries
            .iter()
            .find(|e| e.name.starts_with("Zarbag"))
            .unwrap();
        assert!(
            zarbag.detail.lines().any(|l| l == line),
            "{}",
            zarbag.detail
        );
        // A card read plainly says nothing of the kind.
        assert!(fighters.entries[1..]
            .iter()
            .all(|e| !e.detail.contains(line.split(':').next().unwrap())));
    }
}

#[test]
fn in_spanish_the_shipped_names_are_the_rulebooks() {
    let catalog = shipped();
    let list = list_of(
        "zikkits-tunnelpack",
        PlayFormat::Nemesis,
        &["pillage-and-plunder", "countdown-to-cataclysm"],
    );
    let sheet = Underworlds::sheet(&list, &catalog, &(), Lang::Es);
    assert_eq!(sheet.faction, "Los Tuneladores de Zikkít");
    let fact = |label: &str| {
        sheet
            .facts
            .iter()
            .find(|f| f.label == label)
            .map(|f| f.value.as_str())
    };
    assert_eq!(fact("Formato"), Some("Némesis"));
    assert_eq!(
        fact("Mazos Rivales"),
        Some("Pillaje y saqueo, Cuenta atrás al Cataclismo")
    );
    // ¡Boom! needs the runemark only Tik Tik carries (rulebook L231).
    let boom = &group(&sheet, "Hoja de unidad").entries[0];
    assert_eq!(
        (boom.name.as_str(), boom.detail.as_str()),
        ("¡Boom!", "Runa: Tik Tik")
    );
    let needs = Underworlds::needs(&list, &catalog, Lang::Es);
    let names: Vec<(&str, &str)> = needs.iter().map(|n| (n.kind.id, n.name.as_str())).collect();
    assert_eq!(
        names,
        [
            ("warband", "Los Tuneladores de Zikkít"),
            ("deck", "Pillaje y saqueo"),
            ("deck", "Cuenta atrás al Cataclismo"),
        ]
    );
}

#[test]
fn lists_on_the_shipped_pack_read_back_from_their_text() {
    let catalog = shipped();
    let mut seasoned = list_of("the-emberwatch", PlayFormat::Rivals, &["blazing-assault"]);
    seasoned.season = Some("a-season".into());
    let lists = [
        seasoned,
        list_of(
            "zikkits-tunnelpack",
            PlayFormat::Nemesis,
            &["emberstone-sentinels", "countdown-to-cataclysm"],
        ),
    ];
    for list in lists {
        reads_back(&list, &catalog);
    }
    let text = Underworlds::write_text(
        &list_of("the-emberwatch", PlayFormat::Rivals, &["blazing-assault"]),
        &catalog,
        &(),
        Lang::Es,
    );
    assert_eq!(
        text.lines().nth(1),
        Some("Underworlds · La Guardiascua · Rivales · Asalto implacable")
    );
    assert!(
        text.contains("\nGuerreros (3)\n  Ardorn (líder)\n  Farasa\n  Yurik\n"),
        "{text}"
    );
    // Typed by hand with the English names, in any case.
    let typed = "Mine\nunderworlds · the emberwatch · pillage and plunder\n";
    let list = Underworlds::read_text(typed, &catalog).unwrap();
    assert_eq!(
        (
            list.warband.as_str(),
            list.decks.as_slice(),
            list.play_format
        ),
        (
            "the-emberwatch",
            &["pillage-and-plunder".to_owned()][..],
            PlayFormat::Rivals
        )
    );
}

#[test]
fn a_whole_fixture_deck_prints_by_type_and_reads_back_in_both_languages() {
    let catalog = fixture();
    let deck = catalog.decks().iter().find(|d| d.plot.is_some()).unwrap();
    let warband = &catalog.warbands()[0];
    let list = whole_deck(&warband.id, deck);
    let report = Underworlds::validate(&list, &catalog, &(), Lang::En);
    assert!(report.legal, "{:?}", report.diagnostics);
    let sheet = Underworlds::sheet(&list, &catalog, &(), Lang::En);
    assert_eq!(sheet.verdict, Verdict::Legal);
    for (title, kind) in [
        ("Objectives (12)", CardKind::Objective),
        ("Ploys (10)", CardKind::Ploy),
        ("Upgrades (10)", CardKind::Upgrade),
    ] {
        let printed: Vec<&str> = group(&sheet, title)
            .entries
            .iter()
            .map(|e| e.name.as_str())
            .collect();
        let cards: Vec<&str> = deck
            .cards
            .iter()
            .filter(|c| c.kind == kind)
            .map(|c| c.name.en.as_str())
            .collect();
        assert_eq!(printed, cards, "{title}");
    }
    // Every upgrade and objective of the fixture states its glory.
    for entry in &group(&sheet, "Upgrades (10)").entries {
        assert!(entry.detail.starts_with("glory "), "{}", entry.detail);
        assert!(!entry.detail.contains(&or_unknown(None::<u8>)));
    }
    let plot = &group(&sheet, "Plot card").entries[0];
    assert_eq!(plot.name, deck.plot.as_ref().unwrap().name.en);
    let leader = warband.fighters.iter().find(|f| f.is_leader()).unwrap();
    assert!(sheet
        .play
        .units
        .iter()
        .any(|u| u.name == format!("{} (leader)", leader.name.en)));
    reads_back(&list, &catalog);
    // The Spanish text names the cards in Spanish where the fixture gives a Spanish name.
    let text = Underworlds::write_text(&list, &catalog, &(), Lang::Es);
    for card in deck.cards.iter().filter(|c| c.name.es.is_some()) {
        assert!(
            text.contains(&format!("  {}", card.name.es.as_deref().unwrap())),
            "{}",
            card.id
        );
    }
}
