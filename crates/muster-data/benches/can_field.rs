//! Benchmark: "which of my lists can I field right now?" over a library of 500 saved lists
//! and a 5,000-line collection (see `BENCHMARKS.md`).
//!
//! - `can_field_all_500/from_disk`: what `muster can-field --all` does after start-up:
//!   read every saved list and the collection from the SQLite file, parse each list, and
//!   compare its needs with the collection.
//! - `can_field_all_500/in_memory`: the same comparison with lists and collection already
//!   loaded (the rules part alone).

use criterion::{criterion_group, criterion_main, Criterion};
use muster_core::collection::{Collection, Owned};
use muster_core::games::runewars::RuneWars;
use muster_core::{parse_list, Game, Lang, ListDocument};
use muster_data::Pack;
use muster_store::{CollectionEntry, Library, ListMeta};
use std::hint::black_box;

const LISTS: [&str; 7] = [
    include_str!("../../../examples/runewars-daqan-shield-wall.json"),
    include_str!("../../../examples/runewars-waiqar-host-of-crows.json"),
    include_str!("../../../examples/runewars-latari-over-budget.json"),
    include_str!("../../../examples/runewars-uthuk-skirmish.json"),
    include_str!("list-200.json"),
    include_str!("list-2000.json"),
    include_str!("list-200-illegal.json"),
];

/// A library file with 500 lists and a 5,000-line collection: every real unit and upgrade
/// of the pack, and numbered extra lines standing for a large collection.
fn library(dir: &std::path::Path) -> Library {
    let catalog = RuneWars::bundled().expect("bundled pack");
    let mut library = Library::open(&dir.join("bench.sqlite")).expect("library");
    for i in 0..500 {
        let text = LISTS[i % LISTS.len()];
        let ListDocument::RuneWars(list) = parse_list(text).expect("bench lists parse") else {
            panic!("a RuneWars list")
        };
        let meta = ListMeta::new(list.name.clone(), "runewars", list.faction.clone());
        library.save_list(None, &meta, text).expect("save");
    }
    let mut entries: Vec<CollectionEntry> = Vec::with_capacity(5_000);
    for (i, unit) in catalog.units().iter().enumerate() {
        entries.push(CollectionEntry::new(
            "runewars",
            "unit",
            unit.id.clone(),
            1 + (i as u32 % 12),
        ));
    }
    for (i, upgrade) in catalog.upgrades().iter().enumerate() {
        entries.push(CollectionEntry::new(
            "runewars",
            "upgrade",
            upgrade.id.clone(),
            1 + (i as u32 % 3),
        ));
    }
    let mut n = 0;
    while entries.len() < 5_000 {
        entries.push(CollectionEntry::new(
            "runewars",
            "upgrade",
            format!("extra-card-{n}"),
            1,
        ));
        n += 1;
    }
    library.add_to_collection(&entries).expect("collection");
    library
}

fn owned(library: &Library) -> Vec<Owned> {
    library.collection(Some("runewars")).expect("collection")
}

/// How many saved lists can be fielded.
fn fieldable(
    documents: &[ListDocument],
    catalog: &muster_core::games::runewars::Catalog,
    collection: &Collection,
) -> usize {
    documents
        .iter()
        .filter(|d| match d {
            ListDocument::RuneWars(list) => {
                RuneWars::can_field(list, catalog, collection, Lang::En).is_empty()
            }
            _ => false,
        })
        .count()
}

fn bench(c: &mut Criterion) {
    let dir = std::env::temp_dir().join(format!("muster-bench-can-field-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let library = library(&dir);
    let catalog = RuneWars::bundled().expect("bundled pack");

    let mut group = c.benchmark_group("can_field_all_500");
    group.bench_function("from_disk", |b| {
        b.iter(|| {
            let lists = library.all_lists().expect("lists");
            let documents: Vec<ListDocument> = lists
                .iter()
                .map(|l| parse_list(&l.document).expect("parses"))
                .collect();
            let collection = Collection::new("runewars", &owned(&library), catalog.boxes());
            black_box(fieldable(&documents, &catalog, &collection))
        })
    });
    let documents: Vec<ListDocument> = library
        .all_lists()
        .expect("lists")
        .iter()
        .map(|l| parse_list(&l.document).expect("parses"))
        .collect();
    let collection = Collection::new("runewars", &owned(&library), catalog.boxes());
    assert_eq!(documents.len(), 500);
    group.bench_function("in_memory", |b| {
        b.iter(|| black_box(fieldable(&documents, &catalog, &collection)))
    });
    group.finish();
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, bench);
criterion_main!(benches);
