//! Benchmark: importing one Age of Sigmar faction (Stormcast Eternals, season 2026-27) from
//! the BSData reference folder (see `BENCHMARKS.md` at the repository root).
//!
//! - `from_folder`: `import_aos` with paths, as `muster import bsdata` runs it: every
//!   catalogue of the folder read from disk, the ones the faction reaches parsed (the
//!   faction, its Library, Lores, the Regiments of Renown catalogue and the Libraries those
//!   link), and the pack built.
//! - `from_texts`: the same from the files already in memory (`import_aos_texts`): decoding,
//!   parsing and building only.
//!
//! - `whole_folder`: `muster import bsdata` of the whole reference folder: the files sorted
//!   out (`aos_inputs`: 96 factions, the other catalogues skipped) and every faction's pack
//!   built (`import_aos`), as `data/sigmar/` is made.
//!
//! Run with `cargo bench -p muster-bsdata --bench aos_import`.

use criterion::{criterion_group, criterion_main, Criterion};
use muster_bsdata::{aos_inputs, import_aos, import_aos_texts, AosRequest};
use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

fn bench(c: &mut Criterion) {
    let dir =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference/bsdata-aos4");
    let gst = dir.join("Age of Sigmar 4.0.gst");
    let faction = [dir.join("Stormcast Eternals.cat")];
    // The input is what the figures claim: the pack with its 115 units.
    let import = import_aos(&gst, &faction, "ghb-2026-27").expect("Stormcast imports");
    assert_eq!(import.packs[0].units.len(), 115);

    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.ends_with(".cat") || name.ends_with(".gst") {
            files.push((name, std::fs::read(&path).unwrap()));
        }
    }
    files.sort();
    let request = AosRequest {
        game_system: "Age of Sigmar 4.0.gst",
        factions: &["Stormcast Eternals.cat"],
        season: "ghb-2026-27",
        origin: "bench",
        note: "bench",
    };

    let mut group = c.benchmark_group("aos_import");
    group.sample_size(20);
    group.measurement_time(Duration::from_secs(20));
    group.bench_function("from_folder", |b| {
        b.iter(|| import_aos(black_box(&gst), &faction, "ghb-2026-27").unwrap())
    });
    group.bench_function("from_texts", |b| {
        b.iter(|| import_aos_texts(black_box(&files), &request).unwrap())
    });
    group.finish();

    let inputs = aos_inputs(std::slice::from_ref(&dir)).expect("the folder sorts out");
    assert_eq!(inputs.factions.len(), 96);
    let mut group = c.benchmark_group("aos_import");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(30));
    group.bench_function("whole_folder", |b| {
        b.iter(|| {
            let inputs = aos_inputs(std::slice::from_ref(black_box(&dir))).unwrap();
            import_aos(&inputs.game_system, &inputs.factions, "ghb-2026-27").unwrap()
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
