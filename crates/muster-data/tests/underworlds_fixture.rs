//! The synthetic Underworlds data the CLI and app tests play with
//! (`tests/underworlds/fixture-data`, loaded with `--data`) and the sample plain-text decks
//! (`tests/underworlds/fixture-deck*.txt`): they load, are clearly labelled as not real
//! data, and are whole enough to build legal Rivals and Nemesis lists and play a match.

use muster_core::games::underworlds::deck_text::{read_deck, write_deck, DeckFault};
use muster_core::games::underworlds::{
    CardKind, Catalog, Deck, PlayFormat, Underworlds, UnderworldsList,
};
use muster_core::{Game, Lang, Severity};
use muster_data::{Pack, UserRecordText};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

const LABEL: &str = "fixture: synthetic values for tests, not real data";

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/underworlds")
}

fn fixture_catalog() -> Catalog {
    Underworlds::load_dir(&fixtures().join("fixture-data/underworlds")).unwrap()
}

/// (objectives, surge objectives, ploys, upgrades) of a deck.
fn counts(deck: &Deck) -> (usize, usize, usize, usize) {
    let of = |kind| deck.cards.iter().filter(|c| c.kind == kind).count();
    let surge = deck
        .cards
        .iter()
        .filter(|c| c.kind == CardKind::Objective && c.surge)
        .count();
    (
        of(CardKind::Objective),
        surge,
        of(CardKind::Ploy),
        of(CardKind::Upgrade),
    )
}

#[test]
fn the_fixture_pack_loads_and_says_it_is_not_real_data() {
    let catalog = fixture_catalog();
    assert_eq!(catalog.warbands().len(), 2);
    assert_eq!(catalog.decks().len(), 2);
    let records = catalog
        .warbands()
        .iter()
        .map(|w| (&w.id, &w.source))
        .chain(catalog.decks().iter().map(|d| (&d.id, &d.source)));
    for (id, source) in records {
        assert!(id.starts_with("fixture-"), "{id}");
        assert_eq!(source, LABEL);
    }
}

#[test]
fn the_fixture_warbands_are_complete_with_one_leader() {
    for warband in fixture_catalog().warbands() {
        assert!(warband.roster_complete);
        assert!((3..=4).contains(&warband.fighters.len()), "{}", warband.id);
        let leaders = warband.fighters.iter().filter(|f| f.is_leader()).count();
        assert_eq!(leaders, 1, "{}", warband.id);
        for fighter in &warband.fighters {
            for inspired in [false, true] {
                let face = fighter.face(inspired).expect("both faces");
                assert!(
                    face.moves.is_some() && face.save.is_some(),
                    "{}",
                    fighter.id
                );
                assert!(
                    face.health.is_some() && face.bounty.is_some(),
                    "{}",
                    fighter.id
                );
                assert!(!face.weapons.is_empty(), "{}", fighter.id);
            }
        }
        // A gated ability's runemark is on one of its fighters.
        for ability in &warband.abilities {
            if let Some(mark) = &ability.runemark {
                assert!(warband.fighters.iter().any(|f| f.runemarks.contains(mark)));
            }
        }
    }
}

#[test]
fn the_fixture_decks_are_whole_rivals_decks_one_with_a_plot() {
    let catalog = fixture_catalog();
    for deck in catalog.decks() {
        assert!(deck.cards_complete);
        assert_eq!(counts(deck), (12, 2, 10, 10), "{}", deck.id);
        for card in &deck.cards {
            match card.kind {
                CardKind::Upgrade => {
                    assert!(matches!(card.glory, Some(1..=2)), "{}", card.id);
                }
                CardKind::Objective => assert!(card.glory.is_some(), "{}", card.id),
                CardKind::Ploy => {}
            }
        }
    }
    let plots = catalog.decks().iter().filter(|d| d.plot.is_some()).count();
    assert_eq!(plots, 1);
    // No name twice across the two decks, so they make a Nemesis pool.
    let names: HashSet<&str> = catalog
        .decks()
        .iter()
        .flat_map(|d| d.cards.iter().map(|c| c.name.en.as_str()))
        .collect();
    assert_eq!(names.len(), 64);
}

/// The ids of a deck's cards of `kinds`, the first `n` of them.
fn ids(deck: &Deck, kinds: &[CardKind], n: usize) -> Vec<String> {
    let cards = deck.cards.iter().filter(|c| kinds.contains(&c.kind));
    cards.take(n).map(|c| c.id.clone()).collect()
}

#[test]
fn lists_built_from_the_fixture_are_legal_in_rivals_and_nemesis() {
    let catalog = fixture_catalog();
    let power = [CardKind::Ploy, CardKind::Upgrade];
    let (alpha, beta) = (&catalog.decks()[0], &catalog.decks()[1]);
    for warband in catalog.warbands() {
        let mut rivals = UnderworldsList::new("Fixture Rivals", PlayFormat::Rivals, &warband.id);
        rivals.decks = vec![alpha.id.clone()];
        rivals.objectives = ids(alpha, &[CardKind::Objective], 12);
        rivals.power = ids(alpha, &power, 20);

        // Nemesis: 6 objectives and 5 ploys and 5 upgrades from each deck.
        let mut nemesis = UnderworldsList::new("Fixture Nemesis", PlayFormat::Nemesis, &warband.id);
        nemesis.decks = vec![alpha.id.clone(), beta.id.clone()];
        for deck in [alpha, beta] {
            nemesis
                .objectives
                .extend(ids(deck, &[CardKind::Objective], 6));
            nemesis.power.extend(ids(deck, &[CardKind::Ploy], 5));
            nemesis.power.extend(ids(deck, &[CardKind::Upgrade], 5));
        }
        for list in [rivals, nemesis] {
            let report = Underworlds::validate(&list, &catalog, &(), Lang::En);
            let errors: Vec<&str> = report
                .diagnostics
                .iter()
                .filter(|d| d.severity == Severity::Error)
                .map(|d| d.code)
                .collect();
            assert!(report.legal, "{} {}: {errors:?}", warband.id, list.name);
            assert_eq!(report.totals.objectives, 12);
            assert_eq!(report.totals.power, 20);
            // One objective fewer is no longer a legal deck.
            let mut short = list.clone();
            short.objectives.pop();
            assert!(!Underworlds::validate(&short, &catalog, &(), Lang::En).legal);
        }
    }
}

#[test]
fn the_sample_text_deck_reads_as_a_whole_deck_and_stores_as_the_players_record() {
    let text = std::fs::read_to_string(fixtures().join("fixture-deck.txt")).unwrap();
    let deck = read_deck(&text, "fixture-gamma-deck", "Fixture Gamma Deck", LABEL).unwrap();
    assert_eq!(counts(&deck), (12, 2, 10, 10));
    assert_eq!(deck.cards.iter().filter(|c| c.surge).count(), 4);
    assert_eq!(deck.plot.as_ref().unwrap().id, "fixture-gamma-plot");
    assert_eq!(
        read_deck(&write_deck(&deck), &deck.id, "Fixture Gamma Deck", LABEL),
        Ok(deck.clone())
    );

    // As the player's deck record, beside the fixture pack.
    let json = serde_json::to_string(&deck).unwrap();
    let record = UserRecordText {
        kind: "deck",
        id: &deck.id,
        json: &json,
    };
    let catalog = Underworlds::check_new_user_record(&fixture_catalog(), &[], record).unwrap();
    let stored = catalog.deck("fixture-gamma-deck").unwrap();
    assert_eq!(stored.source, format!("user: {LABEL}"));
    assert_eq!(stored.cards, deck.cards);
    assert!(Underworlds::with_user_data(&fixture_catalog(), &[record]).is_ok());
}

#[test]
fn the_broken_sample_deck_reports_every_bad_line() {
    let text = std::fs::read_to_string(fixtures().join("fixture-deck-broken.txt")).unwrap();
    let errors = read_deck(&text, "fixture-broken", "Fixture Broken", LABEL).unwrap_err();
    let lines: Vec<usize> = errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, [4, 5, 6, 7, 8, 9, 10]);
    assert!(matches!(errors[0].fault, DeckFault::UnknownType { .. }));
    assert!(matches!(errors[1].fault, DeckFault::MissingGlory { .. }));
    assert!(matches!(errors[2].fault, DeckFault::BadGlory { .. }));
    assert!(matches!(errors[3].fault, DeckFault::Twice { first: 3, .. }));
    assert_eq!(errors[4].fault, DeckFault::SurgeUpgrade);
    assert!(matches!(errors[5].fault, DeckFault::BadFourthField { .. }));
    assert_eq!(errors[6].fault, DeckFault::SecondPlot { first: 2 });
    for error in &errors {
        assert!(error
            .to_string()
            .starts_with(&format!("line {}: ", error.line)));
    }
}
