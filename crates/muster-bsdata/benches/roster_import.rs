//! Benchmark: importing a roster the size real ones reach (200 KB of XML), and rosters at the
//! documented size limit (`MAX_FILE_BYTES`, 4 MiB), in each form (see `BENCHMARKS.md` at the
//! repository root).
//!
//! The rosters are the fixtures `tests/sigmar/rosters/stormcast-vanguard.ros` and `.json`
//! (made here) with their first regiment repeated, each copy's ids made its own; the four
//! shipped packs are loaded once, outside the timed loops. Each iteration reads the bytes and
//! maps them to a list (`read_roster` then `sigmar_list`):
//!
//! - `roster_import`: `ros`, the XML past 200 KB; `rosz`, a `.rosz` of it (inflating first);
//!   `json`, New Recruit's JSON of the same army past 200 KB;
//! - `roster_at_limit`: `ros`, the XML grown to at most 4 MiB; `rosz`, a `.rosz` whose entry
//!   inflates to that XML (within the 100:1 ratio); `json`, the JSON grown to at most 4 MiB.
//!
//! Run with `cargo bench -p muster-bsdata --bench roster_import`.

use criterion::{criterion_group, criterion_main, Criterion};
use muster_bsdata::roster::MAX_FILE_BYTES;
use muster_bsdata::{read_roster, sigmar_list};
use muster_core::games::sigmar::{Catalog, Pack};
use muster_core::Lang;
use serde_json::Value;
use std::hint::black_box;
use std::io::Write;
use std::path::PathBuf;
use std::time::Duration;

/// The size real rosters reach.
const SIZE: usize = 200 * 1024;

/// The largest roster file read, in bytes.
const LIMIT: usize = MAX_FILE_BYTES as usize;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn fixture(name: &str) -> String {
    std::fs::read_to_string(root().join("tests/sigmar/rosters").join(name)).unwrap()
}

/// The `.ros` fixture with its first regiment repeated while `more(size now, size with the
/// next copy)` holds, and how many regiments it then has.
fn grown_ros(more: impl Fn(usize, usize) -> bool) -> (String, usize) {
    let text = fixture("stormcast-vanguard.ros");
    let start = text.find("<force id=\"f-2\"").expect("the first regiment");
    let end = start + text[start..].find("</force>").unwrap() + "</force>".len();
    let regiment = &text[start..end];
    let mut copies = 0;
    let mut body = String::new();
    loop {
        let copy = format!(
            "\n        {}",
            regiment.replace("id=\"", &format!("id=\"c{copies}-"))
        );
        let now = text.len() + body.len();
        if !more(now, now + copy.len()) {
            break;
        }
        body.push_str(&copy);
        copies += 1;
    }
    let mut large = text.clone();
    large.insert_str(end, &body);
    (large, copies + 2)
}

/// Every `"id"` of `value` prefixed with `prefix`, so that copies stay distinct.
fn prefix_ids(value: &mut Value, prefix: &str) {
    match value {
        Value::Object(object) => {
            for (key, inner) in object.iter_mut() {
                match inner {
                    Value::String(id) if key == "id" => *id = format!("{prefix}{id}"),
                    _ => prefix_ids(inner, prefix),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|v| prefix_ids(v, prefix)),
        _ => {}
    }
}

/// The `.json` fixture, pretty-printed, with its first regiment repeated `copies` times.
fn json_with(copies: usize) -> String {
    let mut value: Value = serde_json::from_str(&fixture("stormcast-vanguard.json")).unwrap();
    let forces = value["roster"]["forces"][0]["forces"]
        .as_array_mut()
        .expect("nested forces");
    let regiment = forces[0].clone();
    assert_eq!(regiment["name"], "Regiment");
    for n in 0..copies {
        let mut copy = regiment.clone();
        prefix_ids(&mut copy, &format!("c{n}-"));
        forces.insert(1 + n, copy);
    }
    serde_json::to_string_pretty(&value).unwrap()
}

/// The `.json` fixture with the fewest copies of its first regiment that bring it to
/// `at_least` bytes, and how many regiments it then has.
fn json_at_least(at_least: usize) -> (String, usize) {
    let mut copies = 0;
    let mut text = json_with(copies);
    while text.len() < at_least {
        copies += 1;
        text = json_with(copies);
    }
    (text, copies + 2)
}

/// The `.json` fixture with the most copies of its first regiment that keep it within
/// `at_most` bytes, and how many regiments it then has.
fn json_at_most(at_most: usize) -> (String, usize) {
    // Start from an estimate (a copy's bytes near that size), then step to the answer.
    let base = json_with(0).len();
    let per_copy = (json_with(1000).len() - base) / 1000;
    let mut copies = (at_most - base) / per_copy;
    while json_with(copies + 1).len() <= at_most {
        copies += 1;
    }
    while json_with(copies).len() > at_most {
        copies -= 1;
    }
    (json_with(copies), copies + 2)
}

/// A `.rosz` holding `text` as its one `.ros`, deflated.
fn rosz_of(text: &str) -> Vec<u8> {
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    zip.start_file(
        "large.ros",
        zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated),
    )
    .unwrap();
    zip.write_all(text.as_bytes()).unwrap();
    zip.finish().unwrap().into_inner()
}

fn shipped() -> Catalog {
    let packs = [
        "stormcast-eternals",
        "seraphon",
        "skaven",
        "blades-of-khorne",
    ]
    .iter()
    .map(|f| {
        let text = std::fs::read_to_string(root().join(format!("data/sigmar/{f}.json"))).unwrap();
        serde_json::from_str::<Pack>(&text).unwrap()
    })
    .collect();
    Catalog::new(packs).unwrap()
}

/// Checks that `bytes` import whole, with `regiments` regiments, before they are timed: the
/// input is what the figures claim.
fn check(file: &str, bytes: &[u8], regiments: usize, catalog: &Catalog) {
    let roster = read_roster(file, bytes).unwrap_or_else(|e| panic!("{file}: {e}"));
    let import = sigmar_list(&roster, catalog, Lang::En).unwrap();
    assert_eq!(import.list.regiments.len(), regiments, "{file}");
}

/// Times `read_roster` then `sigmar_list` of each input in `group_name`.
fn time(c: &mut Criterion, group_name: &str, inputs: &[(&str, &str, &[u8])], catalog: &Catalog) {
    let mut group = c.benchmark_group(group_name);
    group.sample_size(20);
    group.measurement_time(Duration::from_secs(10));
    for &(function, file, bytes) in inputs {
        group.bench_function(function, |b| {
            b.iter(|| {
                let roster = read_roster(file, black_box(bytes)).unwrap();
                sigmar_list(&roster, catalog, Lang::En).unwrap()
            })
        });
    }
    group.finish();
}

fn bench(c: &mut Criterion) {
    let catalog = shipped();

    let (ros, regiments) = grown_ros(|now, _| now < SIZE);
    let rosz = rosz_of(&ros);
    let (json, json_regiments) = json_at_least(SIZE);
    assert!(ros.len() >= SIZE && json.len() >= SIZE);
    check("large.ros", ros.as_bytes(), regiments, &catalog);
    check("large.rosz", &rosz, regiments, &catalog);
    check("large.json", json.as_bytes(), json_regiments, &catalog);
    eprintln!(
        "roster: {} bytes of XML, {} as .rosz, {regiments} regiments; {} bytes of JSON, \
         {json_regiments} regiments",
        ros.len(),
        rosz.len(),
        json.len()
    );
    time(
        c,
        "roster_import",
        &[
            ("ros", "large.ros", ros.as_bytes()),
            ("rosz", "large.rosz", &rosz),
            ("json", "large.json", json.as_bytes()),
        ],
        &catalog,
    );

    let (ros, regiments) = grown_ros(|_, next| next <= LIMIT);
    let rosz = rosz_of(&ros);
    let (json, json_regiments) = json_at_most(LIMIT);
    // At the limit: within it, and no regiment more would fit.
    assert!(
        ros.len() <= LIMIT && ros.len() > LIMIT - 4 * 1024,
        "{}",
        ros.len()
    );
    assert!(
        json.len() <= LIMIT && json.len() > LIMIT - 8 * 1024,
        "{}",
        json.len()
    );
    check("limit.ros", ros.as_bytes(), regiments, &catalog);
    check("limit.rosz", &rosz, regiments, &catalog);
    check("limit.json", json.as_bytes(), json_regiments, &catalog);
    eprintln!(
        "at the limit: {} bytes of XML, {} as .rosz ({:.0}:1), {regiments} regiments; {} bytes \
         of JSON, {json_regiments} regiments",
        ros.len(),
        rosz.len(),
        ros.len() as f64 / rosz.len() as f64,
        json.len()
    );
    time(
        c,
        "roster_at_limit",
        &[
            ("ros", "limit.ros", ros.as_bytes()),
            ("rosz", "limit.rosz", &rosz),
            ("json", "limit.json", json.as_bytes()),
        ],
        &catalog,
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
