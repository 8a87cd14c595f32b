//! Benchmarks: Age of Sigmar on the bundled packs (see `BENCHMARKS.md` at the repository
//! root).
//!
//! - `sigmar_packs`, the start and a faction opened, in one run:
//!   - `start_four_read`: what the start cost when four factions were shipped and all were
//!     read at once: the four packs (Stormcast Eternals, Seraphon, Skaven, Blades of Khorne)
//!     inflated beforehand, then each checked against the pack schema, read and indexed
//!     (`load_sigmar_texts`);
//!   - `start_every_faction`: the start now, with every faction of the reference data
//!     shipped: the catalogue of them all, no pack read (`bundled_sigmar`);
//!   - `open_faction`: opening one faction in that catalogue (Stormcast Eternals, the largest
//!     pack): inflated, checked against the schema, read and indexed;
//!   - `open_every_faction`: every pack opened (what an open-play unit named without its
//!     faction costs the first time).
//! - `sigmar_2000`: a legal 1,950-point Stormcast Eternals army of five regiments (every
//!   regiment the rules allow, the general's full), an auxiliary, faction terrain, both
//!   enhancements, the formation and three lores (`benches/sigmar-2000.json`): `parse`
//!   (text to list), `validate` and `validate_es` (list to `Report`), and `choices` (every
//!   candidate for every place of the list, each judged by validating the list with it
//!   added: what the builder asks after every change).
//!
//! Run with `cargo bench -p muster-data --bench sigmar`.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use muster_core::games::sigmar::{choices, Sigmar, SigmarList};
use muster_core::{parse_list, Game, Lang, ListDocument};
use std::hint::black_box;

const ARMY: &str = include_str!("sigmar-2000.json");

/// The four factions shipped before every faction was.
const FOUR: [&str; 4] = [
    "stormcast-eternals.json",
    "seraphon.json",
    "skaven.json",
    "blades-of-khorne.json",
];

fn army() -> SigmarList {
    match parse_list(ARMY).expect("the bench list parses") {
        ListDocument::Sigmar(list) => list,
        other => panic!("an Age of Sigmar list, not {}", other.game()),
    }
}

fn bench(c: &mut Criterion) {
    let four: Vec<(&str, String)> = muster_data::sigmar::bundled_texts()
        .expect("the shipped packs inflate")
        .into_iter()
        .filter(|(file, _)| FOUR.iter().any(|f| file.ends_with(f)))
        .collect();
    assert_eq!(four.len(), FOUR.len());
    let four: Vec<(&str, &str)> = four.iter().map(|(f, t)| (*f, t.as_str())).collect();
    let shipped = muster_data::bundled_sigmar().expect("the shipped packs load");
    assert!(shipped.factions().len() > 90, "every faction is shipped");

    let mut group = c.benchmark_group("sigmar_packs");
    group.bench_function("start_four_read", |b| {
        b.iter(|| muster_data::load_sigmar_texts(black_box(&four)).expect("four packs load"))
    });
    group.bench_function("start_every_faction", |b| {
        b.iter(|| muster_data::bundled_sigmar().expect("the shipped packs load"))
    });
    group.bench_function("open_faction", |b| {
        b.iter_batched(
            || muster_data::bundled_sigmar().expect("the shipped packs load"),
            |catalog| {
                assert!(catalog.pack(black_box("stormcast-eternals")).is_some());
                catalog
            },
            BatchSize::SmallInput,
        )
    });
    group.sample_size(20);
    group.bench_function("open_every_faction", |b| {
        b.iter_batched(
            || muster_data::bundled_sigmar().expect("the shipped packs load"),
            |catalog| {
                catalog.open_all().expect("every shipped pack reads");
                catalog
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();

    let catalog = muster_data::bundled_sigmar().expect("the bundled packs load");
    let list = army();
    // The input is what the figures claim: a legal army of five regiments near 2,000 points.
    let report = Sigmar::validate(&list, &catalog, &Default::default(), Lang::En);
    assert!(report.legal, "{:?}", report.diagnostics);
    assert_eq!(report.totals.regiments, 5);
    assert!((1900..=2000).contains(&report.totals.points));
    let offered = choices(&list, &catalog, Lang::En);
    assert_eq!(offered.regiments.len(), 5);
    assert!(
        offered.regiments[0].units.len() > 50,
        "every unit is a candidate"
    );

    let mut group = c.benchmark_group("sigmar_2000");
    group.bench_function("parse", |b| b.iter(|| parse_list(black_box(ARMY))));
    group.bench_function("validate", |b| {
        b.iter(|| Sigmar::validate(black_box(&list), &catalog, &Default::default(), Lang::En))
    });
    group.bench_function("validate_es", |b| {
        b.iter(|| Sigmar::validate(black_box(&list), &catalog, &Default::default(), Lang::Es))
    });
    group.bench_function("choices", |b| {
        b.iter(|| choices(black_box(&list), &catalog, Lang::En))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
