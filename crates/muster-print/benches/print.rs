//! Benchmarks: producing the PDF of a list (see `BENCHMARKS.md` at the repository root).
//!
//! Three lists: the largest of `examples/` (`example_host_of_crows`, 5 units and 6
//! upgrades), the 200-point Daqan Lords benchmark list (`list_200`) and the 2,000-point
//! stress list of 40 units (`list_2000`, five list pages and six table pages), the last two
//! from `muster-data/benches/`. For each: `sheet` (validation and the
//! printable model), `layout` (placing every line), `pdf` (writing the file with its
//! subset fonts) and `whole` (list to PDF bytes, what `muster print` and the app do once
//! the list is parsed), with and without the table page. The catalogue is loaded once.
//!
//! Run with `cargo bench -p muster-print`.

use criterion::{criterion_group, criterion_main, Criterion};
use muster_core::games::runewars::{Options, RuneWars};
use muster_core::{parse_list, Game, Lang, ListDocument};
use muster_data::Pack;
use muster_print::{layout, pdf, print, Paper, PrintOptions};
use std::hint::black_box;

const LISTS: [(&str, &str); 3] = [
    (
        "example_host_of_crows",
        include_str!("../../../examples/runewars-waiqar-host-of-crows.json"),
    ),
    (
        "list_200",
        include_str!("../../muster-data/benches/list-200.json"),
    ),
    (
        "list_2000",
        include_str!("../../muster-data/benches/list-2000.json"),
    ),
];

fn options(play_sheet: bool) -> PrintOptions {
    PrintOptions {
        lang: Lang::En,
        paper: Paper::A4,
        player: Some("Bench Player".into()),
        date: "2026-11-23".into(),
        muster_version: env!("CARGO_PKG_VERSION").into(),
        data_pack: "runewars data (bench)".into(),
        play_sheet,
    }
}

fn bench(c: &mut Criterion) {
    let catalog = RuneWars::bundled().expect("bundled pack loads");
    for (name, text) in LISTS {
        let ListDocument::RuneWars(list) = parse_list(text).expect("bench list parses") else {
            panic!("a RuneWars list")
        };
        let mut group = c.benchmark_group(name);
        let sheet = RuneWars::sheet(&list, &catalog, &Options::default(), Lang::En);
        let laid_out = layout(&sheet, &options(false));
        group.bench_function("sheet", |b| {
            b.iter(|| RuneWars::sheet(black_box(&list), &catalog, &Options::default(), Lang::En))
        });
        group.bench_function("layout", |b| {
            b.iter(|| layout(black_box(&sheet), &options(false)))
        });
        group.bench_function("pdf", |b| {
            b.iter(|| {
                pdf(
                    black_box(&laid_out),
                    &sheet.list_name,
                    "2026-11-23",
                    "bench",
                )
            })
        });
        for (label, play) in [("whole", false), ("whole_with_table_page", true)] {
            group.bench_function(label, |b| {
                b.iter(|| {
                    let sheet =
                        RuneWars::sheet(black_box(&list), &catalog, &Options::default(), Lang::En);
                    print(&sheet, &options(play))
                })
            });
        }
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
