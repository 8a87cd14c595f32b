//! Benchmarks of the library file: saving a list, reading 500 lists, opening a library,
//! adding and reading a 5,000-item collection. All on a real file (write-ahead log,
//! `synchronous = FULL`) under Cargo's target tmp dir, so each save includes an fsync.

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use muster_store::{CollectionEntry, Library, ListMeta};

/// A real RuneWars list (504 bytes).
const LIST: &str = include_str!("../../../examples/runewars-daqan-shield-wall.json");

struct Scratch(PathBuf);

impl Scratch {
    fn new(tag: &str) -> Scratch {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join("muster-store-bench")
            .join(format!("{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn file(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn meta() -> ListMeta {
    ListMeta::new("Shield wall of Terrinoth", "runewars", "daqan-lords")
}

/// 5,000 distinct collection entries over three kinds.
fn collection() -> Vec<CollectionEntry> {
    (0..5000)
        .map(|i| {
            let kind = ["unit", "upgrade", "box"][i % 3];
            CollectionEntry::new("runewars", kind, format!("item-{i:05}"), 1 + (i % 4) as u32)
        })
        .collect()
}

fn lists(c: &mut Criterion) {
    let scratch = Scratch::new("lists");
    let mut group = c.benchmark_group("lists");

    let mut library = Library::open(&scratch.file("save.sqlite")).unwrap();
    let first = library.save_list(None, &meta(), LIST).unwrap();
    group.bench_function("save_new_list", |b| {
        b.iter(|| {
            library
                .save_list(None, black_box(&meta()), black_box(LIST))
                .unwrap()
        })
    });
    group.bench_function("save_new_version", |b| {
        b.iter(|| {
            library
                .save_list(Some(first.id), black_box(&meta()), black_box(LIST))
                .unwrap()
        })
    });
    drop(library);

    let path = scratch.file("500.sqlite");
    let mut library = Library::open(&path).unwrap();
    for i in 0..500 {
        let mut m = meta();
        m.name = format!("List {i}");
        library.save_list(None, &m, LIST).unwrap();
    }
    assert_eq!(library.all_lists().unwrap().len(), 500);
    group.bench_function("all_lists_500", |b| b.iter(|| library.all_lists().unwrap()));
    drop(library);
    group.bench_function("open_500_lists", |b| {
        b.iter(|| Library::open(black_box(&path)).unwrap())
    });
    group.finish();
}

fn collection_bench(c: &mut Criterion) {
    let scratch = Scratch::new("collection");
    let entries = collection();
    let mut group = c.benchmark_group("collection");
    group.bench_function("add_5000", |b| {
        // Each timed call adds to an empty collection of a new file; making the file is
        // not timed.
        let mut n = 0u64;
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                n += 1;
                let path = scratch.file(&format!("add-{n}.sqlite"));
                let mut library = Library::open(&path).unwrap();
                let start = Instant::now();
                library.add_to_collection(black_box(&entries)).unwrap();
                total += start.elapsed();
                drop(library);
                for suffix in ["", "-wal", "-shm"] {
                    let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
                }
            }
            total
        })
    });
    let mut library = Library::open(&scratch.file("read.sqlite")).unwrap();
    library.add_to_collection(&entries).unwrap();
    group.bench_function("read_5000", |b| {
        b.iter(|| library.collection(black_box(None)).unwrap())
    });
    group.finish();
}

criterion_group!(benches, lists, collection_bench);
criterion_main!(benches);
