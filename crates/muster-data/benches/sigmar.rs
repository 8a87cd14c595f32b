//! Benchmarks: Age of Sigmar on the bundled packs (see `BENCHMARKS.md` at the repository
//! root).
//!
//! - `sigmar_packs/load`: the four shipped packs from their compiled-in text: each checked
//!   against the pack schema, read, and indexed into the catalogue (`bundled_sigmar`).
//! - `sigmar_2000`: a legal 1,950-point Stormcast Eternals army of five regiments (every
//!   regiment the rules allow, the general's full), an auxiliary, faction terrain, both
//!   enhancements, the formation and three lores (`benches/sigmar-2000.json`): `parse`
//!   (text to list), `validate` and `validate_es` (list to `Report`), and `choices` (every
//!   candidate for every place of the list, each judged by validating the list with it
//!   added: what the builder asks after every change).
//!
//! Run with `cargo bench -p muster-data --bench sigmar`.

use criterion::{criterion_group, criterion_main, Criterion};
use muster_core::games::sigmar::{choices, Sigmar, SigmarList};
use muster_core::{parse_list, Game, Lang, ListDocument};
use std::hint::black_box;

const ARMY: &str = include_str!("sigmar-2000.json");

fn army() -> SigmarList {
    match parse_list(ARMY).expect("the bench list parses") {
        ListDocument::Sigmar(list) => list,
        other => panic!("an Age of Sigmar list, not {}", other.game()),
    }
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("sigmar_packs");
    group.bench_function("load", |b| {
        b.iter(|| muster_data::bundled_sigmar().expect("the bundled packs load"))
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
