//! Benchmarks: Underworlds data (see `BENCHMARKS.md` at the repository root).
//!
//! - `underworlds_packs/load`: the shipped pack from its compiled-in text, checked against
//!   the pack schema, read and indexed (`Underworlds::bundled`).
//! - `underworlds_packs/fixture`: the synthetic test pack (two complete warbands, two whole
//!   decks: `tests/underworlds/fixture-data`), the same way.
//! - `underworlds_user/merge`: the shipped pack plus a player's complete warband (replacing
//!   a shipped one) and a whole deck, each record checked against the schema
//!   (`Underworlds::with_user_data`): what every command that loads the catalogue pays.
//! - `underworlds_deck_text/read` and `write`: a 32-card deck typed as plain text
//!   (`tests/underworlds/fixture-deck.txt`) read into a deck record, and written back.
//!
//! - `underworlds_list`: the Nemesis list `tests/underworlds/nemesis-raiders-with-alpha-and-beta.json`
//!   (two decks, 32 cards) on the synthetic pack: `validate` and `validate_es` (list to
//!   `Report`), `sheet` (to the printed model) and `text_round_trip` (written and read back).
//! - `underworlds_match`: the 117-event game `tests/underworlds/matches/wardens-win-on-glory.json`
//!   on the shipped pack plus the players' records beside it: `replay` (set-up and every
//!   event through the rules) and `outcome`.
//!
//! - `underworlds_shipped`: on the shipped pack alone (the 12 Rivals decks and 68 warbands):
//!   `validate_nemesis`, the Nemesis list `examples/underworlds/emberwatch-nemesis.json` (two
//!   shipped decks, 32 cards); `validate_rivals`, the Rivals list
//!   `examples/underworlds/emberwatch-blazing-assault.json`; `link_to_list`, that list's deck
//!   link read back into a list (every code looked up).
//!
//! Run with `cargo bench -p muster-data --bench underworlds`.

use criterion::{criterion_group, criterion_main, Criterion};
use muster_core::games::underworlds::deck_text::{read_deck, write_deck};
use muster_core::games::underworlds::{Underworlds, UnderworldsList};
use muster_core::matches::MatchFile;
use muster_core::{parse_list, Game, Lang, ListDocument, Match, Play};
use muster_data::{Pack, UserRecordText};
use std::hint::black_box;

const FIXTURE: &str =
    include_str!("../../../tests/underworlds/fixture-data/underworlds/fixture.json");
const DECK_TEXT: &str = include_str!("../../../tests/underworlds/fixture-deck.txt");
const SOURCE: &str = "fixture: synthetic values for tests, not real data";
const NEMESIS: &str =
    include_str!("../../../tests/underworlds/nemesis-raiders-with-alpha-and-beta.json");
const GAME: &str = include_str!("../../../tests/underworlds/matches/wardens-win-on-glory.json");
const SHIPPED_NEMESIS: &str = include_str!("../../../examples/underworlds/emberwatch-nemesis.json");
const SHIPPED_RIVALS: &str =
    include_str!("../../../examples/underworlds/emberwatch-blazing-assault.json");
/// The players' records the match file is played with (`records/<kind>/<id>.json`).
const MATCH_RECORDS: [(&str, &str, &str); 4] = [
    (
        "warband",
        "fixture-wardens",
        include_str!("../../../tests/underworlds/matches/records/warband/fixture-wardens.json"),
    ),
    (
        "warband",
        "fixture-raiders",
        include_str!("../../../tests/underworlds/matches/records/warband/fixture-raiders.json"),
    ),
    (
        "deck",
        "fixture-deck-a",
        include_str!("../../../tests/underworlds/matches/records/deck/fixture-deck-a.json"),
    ),
    (
        "deck",
        "fixture-deck-b",
        include_str!("../../../tests/underworlds/matches/records/deck/fixture-deck-b.json"),
    ),
];

fn nemesis() -> UnderworldsList {
    list_of(NEMESIS)
}

fn list_of(text: &str) -> UnderworldsList {
    match parse_list(text).expect("the list parses") {
        ListDocument::Underworlds(list) => list,
        other => panic!("an Underworlds list, not {}", other.game()),
    }
}

fn rules(c: &mut Criterion) {
    let catalog = Underworlds::load_texts(&[("fixture.json", FIXTURE)]).expect("the fixture loads");
    let list = nemesis();
    // The input is what the figures claim: a legal Nemesis list of 32 cards.
    assert!(Underworlds::validate(&list, &catalog, &(), Lang::En).legal);
    assert_eq!(
        list.decks.len() + list.objectives.len() + list.power.len(),
        34
    );
    let text = Underworlds::write_text(&list, &catalog, &(), Lang::En);
    let read = Underworlds::read_text(&text, &catalog).expect("the text reads back");
    assert_eq!(read.objectives, list.objectives);

    let mut group = c.benchmark_group("underworlds_list");
    group.bench_function("validate", |b| {
        b.iter(|| Underworlds::validate(black_box(&list), &catalog, &(), Lang::En))
    });
    group.bench_function("validate_es", |b| {
        b.iter(|| Underworlds::validate(black_box(&list), &catalog, &(), Lang::Es))
    });
    group.bench_function("sheet", |b| {
        b.iter(|| Underworlds::sheet(black_box(&list), &catalog, &(), Lang::En))
    });
    group.bench_function("text_round_trip", |b| {
        b.iter(|| {
            let text = Underworlds::write_text(black_box(&list), &catalog, &(), Lang::En);
            Underworlds::read_text(&text, &catalog).unwrap()
        })
    });
    group.finish();

    let shipped = Underworlds::bundled().expect("the shipped pack loads");
    let records: Vec<UserRecordText<'_>> = MATCH_RECORDS
        .iter()
        .map(|&(kind, id, json)| UserRecordText { kind, id, json })
        .collect();
    let catalog = Underworlds::with_user_data(&shipped, &records).expect("the records load");
    let file: MatchFile<Underworlds> =
        MatchFile::from_value(serde_json::from_str(GAME).unwrap()).expect("the match file reads");
    let replay = || {
        Match::<Underworlds>::replay(file.setup.clone(), &catalog, file.events.clone(), Lang::En)
            .expect("the game replays")
    };
    let played = replay();
    assert_eq!(file.events.len(), 117);
    assert!(Underworlds::outcome(played.state(), Lang::En).is_some());

    let mut group = c.benchmark_group("underworlds_match");
    group.bench_function("replay", |b| b.iter(replay));
    group.bench_function("outcome", |b| {
        b.iter(|| Underworlds::outcome(black_box(played.state()), Lang::En))
    });
    group.finish();
}

fn bench(c: &mut Criterion) {
    let fixture = Underworlds::load_texts(&[("fixture.json", FIXTURE)]).expect("the fixture loads");
    let shipped = Underworlds::bundled().expect("the shipped pack loads");

    // A player's records: a fixture warband under a shipped id, and a fixture deck.
    let mut warband = fixture.warbands()[0].clone();
    warband.id = "the-emberwatch".to_owned();
    let warband = serde_json::to_string(&warband).unwrap();
    let deck = serde_json::to_string(&fixture.decks()[0]).unwrap();
    let records = [
        UserRecordText {
            kind: "warband",
            id: "the-emberwatch",
            json: &warband,
        },
        UserRecordText {
            kind: "deck",
            id: &fixture.decks()[0].id,
            json: &deck,
        },
    ];
    // The inputs are what the figures claim.
    let merged = Underworlds::with_user_data(&shipped, &records).expect("the records load");
    assert_eq!(merged.warband("the-emberwatch").unwrap().fighters.len(), 3);
    assert_eq!(merged.decks().len(), shipped.decks().len() + 1);
    let typed = read_deck(DECK_TEXT, "fixture-gamma-deck", "Fixture Gamma", SOURCE).unwrap();
    assert_eq!(typed.cards.len(), 32);

    let mut group = c.benchmark_group("underworlds_packs");
    group.bench_function("load", |b| b.iter(Underworlds::bundled));
    group.bench_function("fixture", |b| {
        b.iter(|| Underworlds::load_texts(&[("fixture.json", black_box(FIXTURE))]))
    });
    group.finish();

    let mut group = c.benchmark_group("underworlds_user");
    group.bench_function("merge", |b| {
        b.iter(|| Underworlds::with_user_data(&shipped, black_box(&records)))
    });
    group.finish();

    let mut group = c.benchmark_group("underworlds_deck_text");
    group.bench_function("read", |b| {
        b.iter(|| {
            read_deck(
                black_box(DECK_TEXT),
                "fixture-gamma-deck",
                "Fixture Gamma",
                SOURCE,
            )
        })
    });
    group.bench_function("write", |b| b.iter(|| write_deck(black_box(&typed))));
    group.finish();
}

fn shipped(c: &mut Criterion) {
    use muster_core::games::underworlds::deck_link::{link_of, list_of_link, parse_link};
    let catalog = Underworlds::bundled().expect("the shipped pack loads");
    let (nemesis, rivals) = (list_of(SHIPPED_NEMESIS), list_of(SHIPPED_RIVALS));
    // The inputs are what the figures claim: legal lists of 32 shipped cards each.
    assert_eq!((catalog.warbands().len(), catalog.decks().len()), (68, 12));
    for list in [&nemesis, &rivals] {
        assert!(Underworlds::validate(list, &catalog, &(), Lang::En).legal);
        assert_eq!(list.objectives.len() + list.power.len(), 32);
    }
    let link = link_of(&rivals, &catalog).expect("every card has a code");
    let read = |link: &str| {
        list_of_link(
            &parse_link(link).unwrap(),
            &catalog,
            "Read",
            "the-emberwatch",
        )
        .expect("every code is known")
    };
    assert_eq!(read(&link).power, rivals.power);

    let mut group = c.benchmark_group("underworlds_shipped");
    group.bench_function("validate_nemesis", |b| {
        b.iter(|| Underworlds::validate(black_box(&nemesis), &catalog, &(), Lang::En))
    });
    group.bench_function("validate_rivals", |b| {
        b.iter(|| Underworlds::validate(black_box(&rivals), &catalog, &(), Lang::En))
    });
    group.bench_function("link_to_list", |b| b.iter(|| read(black_box(&link))));
    group.finish();
}

criterion_group!(benches, bench, rules, shipped);
criterion_main!(benches);
