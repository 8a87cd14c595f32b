//! Benchmarks: validating a RuneWars list against the bundled catalogue, side by side with
//! parsing the same JSON (see `BENCHMARKS.md` at the repository root).
//!
//! Three lists, each a criterion group with the same functions:
//! - `list_200`: a legal 200-point Daqan Lords list (`benches/list-200.json`).
//! - `list_2000`: a legal 2,000-point stress list, 40 units (`benches/list-2000.json`).
//! - `list_200_illegal`: a 200-point list that breaks many rules (`benches/list-200-illegal.json`).
//!
//! Functions: `json_value_parse` (text to `serde_json::Value`, a reference point), `parse`
//! (text to `ListDocument`), `validate` and `validate_es` (`ListDocument` to `Report`, in
//! English and Spanish) and `parse_and_validate` (text to `Report`, English). The catalogue
//! is loaded once, outside the timed loops.
//!
//! Run with `cargo bench -p muster-data`.

use criterion::{criterion_group, criterion_main, Criterion};
use muster_core::games::runewars::{Catalog, Options, RuneWars, RuneWarsList};
use muster_core::{parse_list, Game, Lang, ListDocument, Report, Severity};
use muster_data::Pack;
use std::hint::black_box;

/// One benchmark input: a list document's text and what validation must say about it.
struct Case {
    group: &'static str,
    text: &'static str,
    /// Whether the list is legal (no errors; a legal list may still get warnings and notes).
    legal: bool,
    /// At least this many errors (the illegal list is meant to have about a dozen).
    min_errors: usize,
}

const CASES: [Case; 3] = [
    Case {
        group: "list_200",
        text: include_str!("list-200.json"),
        legal: true,
        min_errors: 0,
    },
    Case {
        group: "list_2000",
        text: include_str!("list-2000.json"),
        legal: true,
        min_errors: 0,
    },
    Case {
        group: "list_200_illegal",
        text: include_str!("list-200-illegal.json"),
        legal: false,
        min_errors: 10,
    },
];

fn runewars(document: &ListDocument) -> &RuneWarsList {
    match document {
        ListDocument::RuneWars(list) => list,
        other => panic!("a RuneWars list, not {}", other.game()),
    }
}

fn validate(
    document: &ListDocument,
    catalog: &Catalog,
    options: &Options,
    lang: Lang,
) -> Report<muster_core::games::runewars::Totals> {
    RuneWars::validate(runewars(document), catalog, options, lang)
}

fn bench_lists(c: &mut Criterion) {
    let catalog = RuneWars::bundled().expect("the bundled RuneWars pack loads");
    let options = Options::default();

    for case in &CASES {
        let document = parse_list(case.text).expect("the bench list parses");
        // The inputs are what the figures claim they are.
        for lang in Lang::ALL {
            let report = validate(&document, &catalog, &options, lang);
            let errors = report.with_severity(Severity::Error).count();
            assert!(
                report.legal == case.legal && errors >= case.min_errors,
                "{} ({lang:?}): {:#?}",
                case.group,
                report.diagnostics
            );
        }

        let mut group = c.benchmark_group(case.group);
        group.bench_function("json_value_parse", |b| {
            b.iter(|| serde_json::from_str::<serde_json::Value>(black_box(case.text)).unwrap())
        });
        group.bench_function("parse", |b| {
            b.iter(|| parse_list(black_box(case.text)).unwrap())
        });
        group.bench_function("validate", |b| {
            b.iter(|| validate(black_box(&document), &catalog, &options, Lang::En))
        });
        group.bench_function("validate_es", |b| {
            b.iter(|| validate(black_box(&document), &catalog, &options, Lang::Es))
        });
        group.bench_function("parse_and_validate", |b| {
            b.iter(|| {
                let document = parse_list(black_box(case.text)).unwrap();
                validate(&document, &catalog, &options, Lang::En)
            })
        });
        group.finish();
    }
}

criterion_group!(benches, bench_lists);
criterion_main!(benches);
