//! A deck typed as plain text (`deck_text`): one card per line read into a deck record, every
//! bad line reported, and the record written back. Every card here is made up for the tests.

use crate::games::underworlds::catalog::{CardKind, Deck};
use crate::games::underworlds::deck_text::*;
use crate::lang::Lang;

const SOURCE: &str = "user: typed (fixture, not real data)";

fn read(text: &str) -> Result<Deck, Vec<DeckLineError>> {
    read_deck(text, "my-deck", "My Deck", SOURCE)
}

fn faults(text: &str) -> Vec<(usize, DeckFault)> {
    read(text)
        .unwrap_err()
        .into_iter()
        .map(|e| (e.line, e.fault))
        .collect()
}

#[test]
fn a_good_text_reads_every_card_with_its_type_glory_and_runemark() {
    let text = "# a made-up deck\n\nplot: Fixture Plot\nobjective · Hold Fast · 1\n\
                Objective Surge | Quick Win | 2\nploy ; Side Step\n\
                ploy surge\tFast Feet\t-\nupgrade · Sharp Eye · 2 · runemark: Leader\n";
    let deck = read(text).unwrap();
    assert_eq!(
        (deck.id.as_str(), deck.name.en.as_str()),
        ("my-deck", "My Deck")
    );
    assert_eq!(deck.source, SOURCE);
    assert!(deck.cards_complete);
    let plot = deck.plot.as_ref().unwrap();
    assert_eq!(
        (plot.id.as_str(), plot.name.en.as_str()),
        ("fixture-plot", "Fixture Plot")
    );
    type Row<'a> = (&'a str, CardKind, bool, Option<u8>, Option<&'a str>);
    let cards: Vec<Row<'_>> = deck
        .cards
        .iter()
        .map(|c| {
            (
                c.id.as_str(),
                c.kind,
                c.surge,
                c.glory,
                c.runemark.as_deref(),
            )
        })
        .collect();
    assert_eq!(
        cards,
        [
            ("hold-fast", CardKind::Objective, false, Some(1), None),
            ("quick-win", CardKind::Objective, true, Some(2), None),
            ("side-step", CardKind::Ploy, false, None, None),
            ("fast-feet", CardKind::Ploy, true, None, None),
            (
                "sharp-eye",
                CardKind::Upgrade,
                false,
                Some(2),
                Some("leader")
            ),
        ]
    );
    assert_eq!(deck.cards[2].name.en, "Side Step");
}

#[test]
fn spanish_types_read_like_english_ones() {
    let text = "objetivo · Aguantar · 1\nobjetivo súbito · Golpe rápido · 1\n\
                ARDID · Finta\nsúbito ardid · Pies ligeros · -\n\
                mejora · Ojo certero · 2 · runa: líder\n\
                trama: Cuenta atrás\n";
    let deck = read(text).unwrap();
    let kinds: Vec<(CardKind, bool)> = deck.cards.iter().map(|c| (c.kind, c.surge)).collect();
    assert_eq!(
        kinds,
        [
            (CardKind::Objective, false),
            (CardKind::Objective, true),
            (CardKind::Ploy, false),
            (CardKind::Ploy, true),
            (CardKind::Upgrade, false),
        ]
    );
    assert_eq!(deck.cards[1].id, "golpe-rapido");
    assert_eq!(deck.cards[4].runemark.as_deref(), Some("lider"));
    assert_eq!(deck.plot.unwrap().id, "cuenta-atras");
    assert!(read("ardid súbita · Otra finta").unwrap().cards[0].surge);
}

#[test]
fn every_bad_line_is_reported_at_once_with_its_number() {
    let text = "objective · Hold Fast · 1\n\
                gambit · Nothing · 1\n\
                objective · No Glory\n\
                upgrade · Bad Glory · two\n\
                ploy · Hold Fast\n\
                upgrade surge · Fast Blade · 1\n\
                ploy · Runed · - · mark leader\n\
                objective ·  · 1\n\
                ploy · A · - · runemark: x · extra\n\
                plot: First Plot\n\
                plot: Second Plot\n\
                upgrade · Heavy · 300\n\
                objective objective · Doubled · 1\n\
                ploy · ¡! \n\
                plot:\n";
    let found = faults(text);
    let expected = vec![
        (
            2,
            DeckFault::UnknownType {
                typed: "gambit".into(),
            },
        ),
        (
            3,
            DeckFault::MissingGlory {
                kind: CardKind::Objective,
            },
        ),
        (
            4,
            DeckFault::BadGlory {
                typed: "two".into(),
            },
        ),
        (
            5,
            DeckFault::Twice {
                name: "Hold Fast".into(),
                first: 1,
            },
        ),
        (6, DeckFault::SurgeUpgrade),
        (
            7,
            DeckFault::BadFourthField {
                typed: "mark leader".into(),
            },
        ),
        (8, DeckFault::NoName),
        (9, DeckFault::TooManyFields { count: 5 }),
        (11, DeckFault::SecondPlot { first: 10 }),
        (
            12,
            DeckFault::BadGlory {
                typed: "300".into(),
            },
        ),
        (
            13,
            DeckFault::UnknownType {
                typed: "objective objective".into(),
            },
        ),
        (14, DeckFault::NameWithoutId { name: "¡!".into() }),
        (15, DeckFault::SecondPlot { first: 10 }),
    ];
    assert_eq!(found, expected);
}

#[test]
fn a_missing_plot_name_and_an_empty_runemark_are_refused() {
    assert_eq!(faults("plot:  \nploy · A"), [(1, DeckFault::EmptyPlot)]);
    assert_eq!(
        faults("ploy · A · - · runemark: ¡!"),
        [(1, DeckFault::EmptyRunemark)]
    );
    assert_eq!(
        faults("upgrade · A · -"),
        [(
            1,
            DeckFault::MissingGlory {
                kind: CardKind::Upgrade
            }
        )]
    );
}

#[test]
fn a_text_without_cards_and_a_bad_id_or_name_are_refused() {
    assert_eq!(faults("# only a comment\n\n"), [(2, DeckFault::NoCards)]);
    assert_eq!(faults(""), [(1, DeckFault::NoCards)]);
    let errors = read_deck("ploy · A", "My Deck", " ", SOURCE).unwrap_err();
    let found: Vec<(usize, DeckFault)> = errors.into_iter().map(|e| (e.line, e.fault)).collect();
    assert_eq!(
        found,
        [
            (
                0,
                DeckFault::BadDeckId {
                    id: "My Deck".into()
                }
            ),
            (0, DeckFault::NoDeckName)
        ]
    );
}

#[test]
fn messages_come_in_english_and_spanish_with_the_line() {
    let errors = read("upgrade · Sharp Eye\nobjetivo · Otro · x").unwrap_err();
    assert_eq!(
        errors[0].text(Lang::En),
        "line 1: an upgrade needs its glory value (a number after the name)"
    );
    assert_eq!(
        errors[0].text(Lang::Es),
        "línea 1: una mejora necesita su valor de gloria (un número tras el nombre)"
    );
    assert_eq!(errors[0].to_string(), errors[0].text(Lang::En));
    assert!(errors[1].message(Lang::Es).contains("'x' no es un número"));
    // Every fault has words in both languages, and they differ.
    let every = [
        DeckFault::BadDeckId { id: "X".into() },
        DeckFault::NoDeckName,
        DeckFault::NoCards,
        DeckFault::UnknownType { typed: "x".into() },
        DeckFault::SurgeUpgrade,
        DeckFault::NoName,
        DeckFault::NameWithoutId { name: "!".into() },
        DeckFault::MissingGlory {
            kind: CardKind::Objective,
        },
        DeckFault::BadGlory { typed: "x".into() },
        DeckFault::BadFourthField { typed: "x".into() },
        DeckFault::EmptyRunemark,
        DeckFault::TooManyFields { count: 5 },
        DeckFault::Twice {
            name: "x".into(),
            first: 1,
        },
        DeckFault::EmptyPlot,
        DeckFault::SecondPlot { first: 1 },
    ];
    for fault in every {
        let (en, es) = (fault.message(Lang::En), fault.message(Lang::Es));
        assert!(!en.is_empty() && !es.is_empty() && en != es, "{fault:?}");
    }
    assert_eq!(
        DeckFault::MissingGlory {
            kind: CardKind::Objective
        }
        .message(Lang::Es),
        "un objetivo necesita su valor de gloria (un número tras el nombre)"
    );
}

#[test]
fn a_written_deck_reads_back_the_same() {
    let text = "plot: Fixture Plot\nobjective surge · Quick Win · 2\nploy · Side Step\n\
                ploy surge · Fast Feet\nupgrade · Sharp Eye · 0 · runemark: leader\n";
    let deck = read(text).unwrap();
    let written = write_deck(&deck);
    assert!(
        written.starts_with("# My Deck\nplot: Fixture Plot\n"),
        "{written}"
    );
    assert!(
        written.contains("ploy surge · Fast Feet · -\n"),
        "{written}"
    );
    assert_eq!(read(&written).unwrap(), deck);
    // Without a plot, too.
    let plain = read("objective · Hold · 1").unwrap();
    assert_eq!(read(&write_deck(&plain)).unwrap(), plain);
}

#[test]
fn a_text_past_its_limits_is_refused_and_one_at_them_is_read() {
    // 200 cards are read; the 201st is refused at its line and nothing more is read.
    let lines = |n: usize| -> String { (1..=n).map(|i| format!("ploy · Card {i}\n")).collect() };
    assert_eq!(read(&lines(MAX_CARDS)).unwrap().cards.len(), MAX_CARDS);
    assert_eq!(
        faults(&lines(MAX_CARDS + 50)),
        [(MAX_CARDS + 1, DeckFault::TooManyCards)]
    );
    // A text past 256 KiB is refused whole, before a line of it is read.
    let long = "#".repeat(MAX_BYTES + 1);
    let refused = faults(&long);
    assert_eq!(
        refused,
        [(
            0,
            DeckFault::TextTooLong {
                bytes: MAX_BYTES + 1
            }
        )]
    );
    assert_eq!(
        refused[0].1.message(Lang::En),
        "the text is 262,145 bytes long; a deck text is read up to 256 KiB (262,144 bytes)"
    );
    assert!(DeckFault::TooManyCards
        .message(Lang::Es)
        .starts_with("más de 200 cartas"));
}
