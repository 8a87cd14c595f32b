//! `muster library import` of a backup of user records at the 16 MiB limit of a backup
//! (docs/limits.md): thousands of Underworlds decks and RuneWars units a player entered,
//! each a copy of a real record under its own id. The built `muster` binary is run under
//! GNU time, and the library it leaves is read back (`user-data show`, `catalog
//! underworlds`), so a fast refusal cannot pass for a fast import.
//!
//! `cargo bench -p muster-cli --bench import`; the figure is kept in BENCHMARKS.md
//! ("Library import"). Checking each record beside all the others built the catalogue once
//! per record: quadratic, hours at this size. The promise is under 2 s in release.

mod common;
// The one way the CLI tests build a backup of a player's records.
#[path = "../tests/common/backup.rs"]
mod backup;

use backup::{backup, shipped_deck, UNIT};
use common::{measure, root};
use serde_json::{json, Value};
use std::path::Path;
use std::process::Command;

/// A backup's size limit (`muster_core::json::LIBRARY_LIMITS`: 16 MiB), less room for the
/// file's own frame.
const TARGET_BYTES: usize = 16 * 1024 * 1024 - 64 * 1024;

fn muster(db: &Path, args: &[&str]) -> std::process::Output {
    Command::new(common::MUSTER)
        .args(args)
        .arg("--db")
        .arg(db)
        .current_dir(root())
        .output()
        .expect("muster runs")
}

fn ok(db: &Path, args: &[&str]) -> String {
    let out = muster(db, args);
    assert!(
        out.status.success(),
        "muster {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn main() {
    let dir = std::env::temp_dir().join(format!("muster-import-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let seed_db = dir.join("seed.sqlite");
    let s = |p: &Path| p.to_str().unwrap().to_owned();

    // One deck of the shipped pack and one unit, entered as a player does, then exported:
    // the backup's records are copies of those two under new ids.
    let deck = shipped_deck(&root(), "blazing-assault").to_string();
    let (_, mut backup) = backup(
        &|args| ok(&seed_db, args),
        &dir,
        &[("underworlds", "deck", &deck), ("runewars", "unit", UNIT)],
    );
    let records = backup["user_data"].as_array().unwrap().clone();
    let of = |game: &str| {
        records
            .iter()
            .find(|r| r["game"] == game)
            .expect("the record was exported")
            .clone()
    };
    let (deck, unit) = (of("underworlds"), of("runewars"));

    // Half the bytes in decks, half in units, each under its own id.
    let mut out = Vec::new();
    let mut bytes = backup.to_string().len();
    let (mut decks, mut units) = (0usize, 0usize);
    while bytes < TARGET_BYTES {
        let (template, id) = if decks * 4_400 <= units * 420 {
            decks += 1;
            (&deck, format!("my-deck-{decks:05}"))
        } else {
            units += 1;
            (&unit, format!("my-unit-{units:05}"))
        };
        let mut record = template.clone();
        record["id"] = json!(id);
        record["record"]["id"] = json!(id);
        // Names are given per language, as the pack writes them.
        record["record"]["name"] = if record["game"] == "underworlds" {
            json!({"en": format!("My deck {decks}")})
        } else {
            json!({"en": format!("My unit {units}")})
        };
        bytes += record.to_string().len() + 1;
        if bytes >= TARGET_BYTES {
            break;
        }
        out.push(record);
    }
    let (decks, units) = (
        out.iter().filter(|r| r["game"] == "underworlds").count(),
        out.iter().filter(|r| r["game"] == "runewars").count(),
    );
    backup["user_data"] = Value::Array(out);
    let backup_file = dir.join("backup-16mib.json");
    let text = backup.to_string();
    std::fs::write(&backup_file, &text).unwrap();

    println!("| command and input | input | exit | elapsed | CPU (user + system) | peak memory |");
    println!("|---|---|---|---|---|---|");
    let db = dir.join("library.sqlite");
    for run in 1..=3 {
        let _ = std::fs::remove_file(&db);
        let common::Run {
            code,
            seconds: elapsed,
            cpu,
            mb,
        } = measure(&["library", "import", &s(&backup_file), "--db", &s(&db)]);
        assert_eq!(code, Some(0), "the backup imports");
        println!(
            "| `library import` (run {run}), {decks} Underworlds decks and {units} RuneWars units | {:.2} MiB | 0 | {elapsed:.2} s | {cpu:.2} s | {mb:.0} MB |",
            text.len() as f64 / (1024.0 * 1024.0)
        );
    }
    // The library holds every record and still reads.
    let shown = ok(&db, &["user-data", "show"]);
    assert!(
        shown.contains(&format!("my-deck-{decks:05}")),
        "the last deck"
    );
    assert!(
        shown.contains(&format!("my-unit-{units:05}")),
        "the last unit"
    );
    ok(&db, &["catalog", "underworlds"]);
    let _ = std::fs::remove_dir_all(&dir);
}
