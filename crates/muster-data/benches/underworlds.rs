//! Benchmarks: Underworlds data (see `BENCHMARKS.md` at the repository root).
//!
//! - `underworlds_packs/load`: the shipped pack from its compiled-in text, checked against
//!   the pack schema, read and indexed (`bundled_underworlds`).
//! - `underworlds_packs/fixture`: the synthetic test pack (two complete warbands, two whole
//!   decks: `tests/underworlds/fixture-data`), the same way.
//! - `underworlds_user/merge`: the shipped pack plus a player's complete warband (replacing
//!   a shipped one) and a whole deck, each record checked against the schema
//!   (`underworlds_with_user_data`): what every command that loads the catalogue pays.
//! - `underworlds_deck_text/read` and `write`: a 32-card deck typed as plain text
//!   (`tests/underworlds/fixture-deck.txt`) read into a deck record, and written back.
//!
//! Run with `cargo bench -p muster-data --bench underworlds`.

use criterion::{criterion_group, criterion_main, Criterion};
use muster_core::games::underworlds::deck_text::{read_deck, write_deck};
use muster_data::{
    bundled_underworlds, load_underworlds_texts, underworlds_with_user_data, UserRecordText,
};
use std::hint::black_box;

const FIXTURE: &str =
    include_str!("../../../tests/underworlds/fixture-data/underworlds/fixture.json");
const DECK_TEXT: &str = include_str!("../../../tests/underworlds/fixture-deck.txt");
const SOURCE: &str = "fixture: synthetic values for tests, not real data";

fn bench(c: &mut Criterion) {
    let fixture = load_underworlds_texts(&[("fixture.json", FIXTURE)]).expect("the fixture loads");
    let shipped = bundled_underworlds().expect("the shipped pack loads");

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
    let merged = underworlds_with_user_data(&shipped, &records).expect("the records load");
    assert_eq!(merged.warband("the-emberwatch").unwrap().fighters.len(), 3);
    assert_eq!(merged.decks().len(), shipped.decks().len() + 1);
    let typed = read_deck(DECK_TEXT, "fixture-gamma-deck", "Fixture Gamma", SOURCE).unwrap();
    assert_eq!(typed.cards.len(), 32);

    let mut group = c.benchmark_group("underworlds_packs");
    group.bench_function("load", |b| b.iter(bundled_underworlds));
    group.bench_function("fixture", |b| {
        b.iter(|| load_underworlds_texts(&[("fixture.json", black_box(FIXTURE))]))
    });
    group.finish();

    let mut group = c.benchmark_group("underworlds_user");
    group.bench_function("merge", |b| {
        b.iter(|| underworlds_with_user_data(&shipped, black_box(&records)))
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

criterion_group!(benches, bench);
criterion_main!(benches);
