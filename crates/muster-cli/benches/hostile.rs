//! The hostile run: the built `muster` binary fed mutated real inputs — every example list
//! (`validate` and `print`), every match file of `tests/*/matches` (`match replay`) and a
//! library backup holding lists of every game, a collection and records (`library import`,
//! then reading the library back) — each run timed and measured by GNU time. A finding is
//! a run over one second or 500 MB, a run killed by a signal or ending with an exit code
//! the command does not give, or an import that was accepted and left a library that
//! `lists`, `can-field --all` or `catalog underworlds` can no longer read.
//!
//! `cargo bench -p muster-cli --bench hostile` (`MUSTER_HOSTILE_INPUTS`, default 600, and
//! `MUSTER_HOSTILE_SEED`); the figures are kept in docs/robustness.md.

mod common;

use common::{measure, root};
use serde_json::{json, Value};
use std::path::PathBuf;

const MAX_SECONDS: f64 = 1.0;
const MAX_MB: f64 = 500.0;

/// A small deterministic generator (xorshift64*), so a run can be repeated from its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// One mutation of a JSON text: bytes changed, cut, repeated, or a value somewhere swapped
/// for a hostile one (huge, negative, long, deep, a key repeated, an array multiplied).
fn mutate(text: &str, rng: &mut Rng) -> String {
    let bytes = text.as_bytes();
    match rng.below(9) {
        0 => {
            let mut out = bytes.to_vec();
            for _ in 0..=rng.below(8) {
                let i = rng.below(out.len());
                out[i] = rng.next() as u8;
            }
            String::from_utf8_lossy(&out).into_owned()
        }
        1 => String::from_utf8_lossy(&bytes[..rng.below(bytes.len())]).into_owned(),
        2 => {
            let (a, b) = (rng.below(bytes.len()), rng.below(bytes.len()));
            let (a, b) = (a.min(b), a.max(b));
            let mut out = bytes[..b].to_vec();
            out.extend_from_slice(&bytes[a..]);
            String::from_utf8_lossy(&out).into_owned()
        }
        _ => match serde_json::from_str::<Value>(text) {
            Ok(mut value) => {
                swap_somewhere(&mut value, rng);
                value.to_string()
            }
            Err(_) => text.to_owned(),
        },
    }
}

/// Replaces one value of `value`, found by a random walk, with a hostile one.
fn swap_somewhere(value: &mut Value, rng: &mut Rng) {
    let depth = rng.below(6);
    swap_at(value, depth, rng);
}

fn swap_at(value: &mut Value, depth: usize, rng: &mut Rng) {
    if depth > 0 {
        match value {
            Value::Array(items) if !items.is_empty() => {
                let i = rng.below(items.len());
                return swap_at(&mut items[i], depth - 1, rng);
            }
            Value::Object(map) if !map.is_empty() => {
                let i = rng.below(map.len());
                if let Some((_, inner)) = map.iter_mut().nth(i) {
                    return swap_at(inner, depth - 1, rng);
                }
            }
            _ => {}
        }
    }
    *value = hostile(value.take(), rng);
}

/// A hostile value in place of `old`: huge, negative, long, deep, multiplied or emptied.
fn hostile(old: Value, rng: &mut Rng) -> Value {
    match rng.below(10) {
        0 => json!(u64::MAX),
        1 => json!(-1),
        2 => json!(1e308),
        3 => json!("\u{1b}[2K\rLEGAL\u{7}".repeat(1 + rng.below(2000))),
        4 => {
            let mut deep = json!(0);
            for _ in 0..rng.below(200) {
                deep = json!([deep]);
            }
            deep
        }
        5 => match old {
            Value::Array(items) if !items.is_empty() => {
                let n = 1 + rng.below(400);
                Value::Array(
                    items
                        .iter()
                        .cycle()
                        .take(items.len() * n)
                        .cloned()
                        .collect(),
                )
            }
            other => Value::Array(vec![other; 300]),
        },
        6 => Value::Null,
        7 => json!({}),
        8 => json!("x".repeat(rng.below(300_000))),
        _ => json!(true),
    }
}

/// Runs `muster ARGS` under GNU time: (exit code or None for a signal, seconds, MB).
fn run(args: &[&str]) -> (Option<i32>, f64, f64) {
    let run = measure(args);
    (run.code, run.seconds, run.mb)
}

/// The seeds of one kind: every file of `dirs` ending `.json`, not `.expect.json`.
fn seeds(dirs: &[&str]) -> Vec<String> {
    let mut texts = Vec::new();
    for dir in dirs {
        let Ok(entries) = std::fs::read_dir(root().join(dir)) else {
            continue;
        };
        let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        paths.sort();
        for path in paths {
            let name = path.to_string_lossy();
            if name.ends_with(".json") && !name.ends_with(".expect.json") {
                texts.push(std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    texts
}

struct Tally {
    runs: usize,
    slowest: f64,
    largest: f64,
    findings: Vec<String>,
}

impl Tally {
    fn check(&mut self, what: &str, codes: &[i32], run: (Option<i32>, f64, f64)) -> Option<i32> {
        let (code, seconds, mb) = run;
        self.runs += 1;
        self.slowest = self.slowest.max(seconds);
        self.largest = self.largest.max(mb);
        if seconds > MAX_SECONDS || mb > MAX_MB {
            self.findings
                .push(format!("{what}: {seconds:.2} s, {mb:.0} MB"));
        }
        match code {
            Some(c) if codes.contains(&c) => {}
            other => self.findings.push(format!("{what}: ended with {other:?}")),
        }
        code
    }
}

fn main() {
    let inputs: usize = std::env::var("MUSTER_HOSTILE_INPUTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(600);
    let seed: u64 = std::env::var("MUSTER_HOSTILE_SEED")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0x5eed_1234);
    let mut rng = Rng(seed | 1);
    let dir = std::env::temp_dir().join(format!("muster-hostile-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("input.json");
    let file_s = file.to_str().unwrap().to_owned();
    let pdf = dir.join("out.pdf");
    let pdf_s = pdf.to_str().unwrap().to_owned();

    let lists = seeds(&[
        "examples",
        "examples/diskwars",
        "examples/sigmar",
        "examples/underworlds",
    ]);
    let matches = seeds(&[
        "tests/runewars/matches",
        "tests/diskwars/matches",
        "tests/sigmar/matches",
        "tests/underworlds/matches",
    ]);
    // A backup of a library holding every example list (each saved twice: two versions).
    let seeded = dir.join("seeded.sqlite");
    let seeded_s = seeded.to_str().unwrap().to_owned();
    for text in &lists {
        std::fs::write(&file, text).unwrap();
        let _ = run(&["lists", "save", &file_s, "--db", &seeded_s]);
    }
    let backup = dir.join("backup.json");
    let _ = run(&[
        "library",
        "export",
        backup.to_str().unwrap(),
        "--db",
        &seeded_s,
    ]);
    let backup = std::fs::read_to_string(&backup).expect("the seeded library exports");

    let mut tally = Tally {
        runs: 0,
        slowest: 0.0,
        largest: 0.0,
        findings: Vec::new(),
    };
    let mut accepted_imports = 0;
    for n in 0..inputs {
        match n % 3 {
            0 => {
                let text = mutate(&lists[rng.below(lists.len())], &mut rng);
                std::fs::write(&file, &text).unwrap();
                let what = format!("input {n} (list)");
                tally.check(&what, &[0, 1, 2, 3], run(&["validate", &file_s]));
                tally.check(&what, &[0, 2], run(&["print", &file_s, "-o", &pdf_s]));
            }
            1 => {
                let text = mutate(&matches[rng.below(matches.len())], &mut rng);
                std::fs::write(&file, &text).unwrap();
                let what = format!("input {n} (match file)");
                tally.check(&what, &[0, 2], run(&["match", "replay", &file_s]));
            }
            _ => {
                let text = mutate(&backup, &mut rng);
                std::fs::write(&file, &text).unwrap();
                let what = format!("input {n} (library backup)");
                let db = dir.join(format!("import-{n}.sqlite"));
                let db_s = db.to_str().unwrap().to_owned();
                let imported = tally.check(
                    &what,
                    &[0, 2],
                    run(&["library", "import", &file_s, "--db", &db_s]),
                );
                if imported == Some(0) {
                    accepted_imports += 1;
                    let after = format!("{what}, read back after its import");
                    tally.check(&after, &[0], run(&["lists", "--db", &db_s]));
                    tally.check(&after, &[0, 1], run(&["can-field", "--all", "--db", &db_s]));
                    tally.check(
                        &after,
                        &[0],
                        run(&["catalog", "underworlds", "--db", &db_s]),
                    );
                }
                let _ = std::fs::remove_file(&db);
            }
        }
    }
    println!(
        "hostile run, seed {seed:#x}: {inputs} inputs, {} runs ({accepted_imports} imports accepted and read back); slowest {:.2} s, largest {:.0} MB; {} findings",
        tally.runs,
        tally.slowest,
        tally.largest,
        tally.findings.len()
    );
    for finding in &tally.findings {
        println!("  finding: {finding}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
