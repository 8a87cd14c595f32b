//! Benchmarks: Age of Sigmar on the bundled packs (see `BENCHMARKS.md` at the repository
//! root).
//!
//! - `sigmar_packs`, the start and a faction opened, in one run:
//!   - `start_four_read`: what the start cost when four factions were shipped and all were
//!     read at once: the four packs (Stormcast Eternals, Seraphon, Skaven, Blades of Khorne)
//!     inflated beforehand, then each checked against the pack schema, read and indexed
//!     (`Sigmar::load_texts`);
//!   - `start_every_faction`: the start now, with every faction of the reference data
//!     shipped: the catalogue of them all, no pack read (`Sigmar::bundled`);
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
//! - `sigmar_app_text`: the same army as the official app exports it (with a Regiment of
//!   Renown, `docs/app-text.md`): `read` (the pasted text to a list document and its
//!   problems, none here) and `write` (the list to that text); `read_at_limit`, a pasted
//!   text at the documented size limit (`MAX_LINES` lines, within `MAX_BYTES`) whose every
//!   unit line is misspelt, so that each one is reported with the nearest name.
//!
//! Run with `cargo bench -p muster-data --bench sigmar`.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use muster_core::games::sigmar::app_text::{read_app_text, write_app_text, MAX_BYTES, MAX_LINES};
use muster_core::games::sigmar::Catalog;
use muster_core::games::sigmar::{choices, Sigmar, SigmarList};
use muster_core::{parse_list, Game, Lang, ListDocument};
use muster_data::Pack;
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
    let shipped = Sigmar::bundled().expect("the shipped packs load");
    assert!(shipped.factions().len() > 90, "every faction is shipped");

    let mut group = c.benchmark_group("sigmar_packs");
    group.bench_function("start_four_read", |b| {
        b.iter(|| Sigmar::load_texts(black_box(&four)).expect("four packs load"))
    });
    group.bench_function("start_every_faction", |b| {
        b.iter(|| Sigmar::bundled().expect("the shipped packs load"))
    });
    group.bench_function("open_faction", |b| {
        b.iter_batched(
            || Sigmar::bundled().expect("the shipped packs load"),
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
            || Sigmar::bundled().expect("the shipped packs load"),
            |catalog| {
                catalog.open_all().expect("every shipped pack reads");
                catalog
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();

    let catalog = Sigmar::bundled().expect("the bundled packs load");
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

    let mut pasted = list.clone();
    pasted.regiment_of_renown = Some("gotrek-gurnisson".into());
    let text = write_app_text(&pasted, &catalog).expect("a matched list");
    // The input is what the figures claim: a 2,000-point army's text that reads back whole.
    let read = read_app_text(&text, &catalog).expect("the text reads");
    assert!(read.problems.is_empty(), "{:?}", read.problems);
    assert_eq!(read.list.regiments.len(), 5);
    assert!(text.lines().count() > 40, "{text}");
    let mut group = c.benchmark_group("sigmar_app_text");
    group.bench_function("read", |b| {
        b.iter(|| read_app_text(black_box(&text), &catalog))
    });
    group.bench_function("write", |b| {
        b.iter(|| write_app_text(black_box(&pasted), &catalog))
    });
    let at_limit = misspelt_at_limit(&catalog);
    // The input is what the figures claim: the most lines the limit allows, every unit
    // line read, misspelt and reported (not refused as too large).
    let read = read_app_text(&at_limit, &catalog).expect("a text at the limit is read");
    assert_eq!(at_limit.lines().count(), MAX_LINES);
    assert!(at_limit.len() <= MAX_BYTES);
    let named = read.problems.iter().filter(|p| p.fault.nearest().is_some());
    assert_eq!(named.count(), MAX_LINES - 3, "{:?}", &read.problems[..3]);
    group.bench_function("read_at_limit", |b| {
        b.iter(|| read_app_text(black_box(&at_limit), &catalog))
    });
    group.finish();
}

/// A text of `MAX_LINES` lines: the title, the faction, a regiment heading, then the
/// Stormcast Eternals units over and over, each with its third letter doubled (a typo the
/// reader cannot match but finds the nearest name of) and a cost.
fn misspelt_at_limit(catalog: &Catalog) -> String {
    let pack = catalog.pack("stormcast-eternals").expect("a shipped pack");
    let mut text = String::from("At the limit 2000/2000 pts\nStormcast Eternals\nRegiment 1\n");
    let names = pack.units.iter().map(|u| &u.name).filter(|n| n.is_ascii());
    for name in names.cycle().take(MAX_LINES - 3) {
        let (head, tail) = name.split_at(3);
        let doubled = &head[2..];
        text.push_str(&format!("{head}{doubled}{tail} (140)\n"));
    }
    text
}

criterion_group!(benches, bench);
criterion_main!(benches);
