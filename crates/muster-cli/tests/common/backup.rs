//! A library backup of a player's own records, made as a player makes one: each record
//! entered with `muster user-data add`, then the library exported. The CLI tests and the
//! import bench (`benches/import.rs`, through `#[path]`) build their backups this one way.

use serde_json::Value;
use std::path::{Path, PathBuf};

/// A player's own RuneWars unit (a made-up card, as a player would enter it).
pub const UNIT: &str = r#"{"id": "stone-giants", "name": {"en": "Stone Giants"}, "faction": "daqan-lords",
    "unit_type": "siege", "unique": false, "source": "my own cards",
    "configurations": [{"id": "1x1", "columns": 1, "ranks": 1, "cost": 20, "slots": ["equipment"]}]}"#;

/// The Rivals deck `id` of the shipped Underworlds pack (`data/underworlds/embergard.json`
/// under `root`), to enter as a player's own deck.
pub fn shipped_deck(root: &Path, id: &str) -> Value {
    let path = root.join("data/underworlds/embergard.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let pack: Value =
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    pack["decks"]
        .as_array()
        .expect("the pack has decks")
        .iter()
        .find(|d| d["id"] == id)
        .unwrap_or_else(|| panic!("no deck {id} in the shipped pack"))
        .clone()
}

/// Enters each `(game, kind, record as JSON text)` with `muster user-data add` (the record's
/// file written in `dir`), then exports the library to `dir/backup.json`: its path and what
/// it holds. `muster` runs the binary on the one library and gives what a successful run
/// printed.
pub fn backup(
    muster: &dyn Fn(&[&str]) -> String,
    dir: &Path,
    records: &[(&str, &str, &str)],
) -> (PathBuf, Value) {
    for (n, (game, kind, record)) in records.iter().enumerate() {
        let file = dir.join(format!("record-{n}.json"));
        std::fs::write(&file, record).unwrap();
        muster(&["user-data", "add", game, kind, file.to_str().unwrap()]);
    }
    let path = dir.join("backup.json");
    muster(&["library", "export", path.to_str().unwrap()]);
    let text = std::fs::read_to_string(&path).unwrap();
    (path, serde_json::from_str(&text).unwrap())
}
