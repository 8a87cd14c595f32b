//! Every command at the documented limits of its input (docs/limits.md), and just past them:
//! the built `muster` binary run on inputs made here, each timed and its peak memory taken
//! by `/usr/bin/time` (GNU time, `%e` seconds and `%M` KB). The promise is that no command
//! takes more than a second or a few hundred MB at a limit, and that past it the refusal is
//! quicker still. `cargo bench -p muster-cli --bench limits`; the figures are kept in
//! docs/robustness.md.

mod common;

use common::{measure, root, MUSTER};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::Command;

fn read_json(relative: &str) -> Value {
    let text = std::fs::read_to_string(root().join(relative)).expect(relative);
    serde_json::from_str(&text).expect(relative)
}

/// One row of the table: what, the input's size, and the run.
fn row(what: &str, input: &Path, args: &[&str]) {
    let bytes = std::fs::metadata(input).map_or(0, |m| m.len());
    let common::Run {
        code, seconds, mb, ..
    } = measure(args);
    let code = code.map_or("signal".to_owned(), |c| c.to_string());
    println!(
        "| {what} | {:.1} KB | {code} | {seconds:.2} s | {mb:.0} MB |",
        bytes as f64 / 1024.0
    );
}

/// The shield wall example with `units` units of `upgrades` upgrades each.
fn runewars(units: usize, upgrades: usize) -> Value {
    let mut list = read_json("examples/runewars-daqan-shield-wall.json");
    let names = [
        "shield-wall",
        "war-crier",
        "front-line-rune-golem",
        "trumpets",
    ];
    let unit = json!({
        "unit": "spearmen", "config": "3x3",
        "upgrades": (0..upgrades).map(|i| names[i % names.len()]).collect::<Vec<_>>(),
    });
    list["units"] = Value::Array(vec![unit; units]);
    list
}

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn main() {
    let dir = std::env::temp_dir().join(format!("muster-limits-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("library.sqlite");
    let db = db.to_str().unwrap();
    let s = |p: &Path| p.to_str().unwrap().to_owned();

    println!("| command and input | input | exit | time | peak memory |");
    println!("|---|---|---|---|---|");

    // Lists: 200 units (the most items of one array), and 256 KiB (the most bytes).
    let many = write(&dir, "units-200.json", &runewars(200, 3).to_string());
    row(
        "`validate`, RuneWars list of 200 units",
        &many,
        &["validate", &s(&many)],
    );
    let mut big = runewars(200, 200);
    while big.to_string().len() > 256 * 1024 {
        let units = big["units"].as_array_mut().unwrap();
        units.pop();
    }
    let units = big["units"].as_array().map_or(0, Vec::len);
    let big = write(&dir, "list-256kib.json", &big.to_string());
    row(
        &format!("`validate`, RuneWars list of 256 KiB ({units} units of 200 upgrades)"),
        &big,
        &["validate", &s(&big)],
    );
    let pdf = dir.join("out.pdf");
    row(
        "`print`, the 200-unit list (800 lines)",
        &many,
        &["print", &s(&many), "-o", &s(&pdf)],
    );
    let most = write(&dir, "units-950-lines.json", &runewars(190, 4).to_string());
    row(
        "`print`, 190 units of 4 upgrades (950 lines and its findings: near the most printed)",
        &most,
        &["print", &s(&most), "-o", &s(&pdf)],
    );
    row(
        "`print`, the 256 KiB list (refused: too many lines)",
        &big,
        &["print", &s(&big), "-o", &s(&pdf)],
    );
    row(
        "`lists save`, the 256 KiB list",
        &big,
        &["lists", "save", &s(&big), "--db", db],
    );
    let past = write(&dir, "units-201.json", &runewars(201, 3).to_string());
    row(
        "`validate`, 201 units (refused)",
        &past,
        &["validate", &s(&past)],
    );

    // Underworlds: a list naming 200 cards and 200 decks.
    let mut uw = read_json("examples/underworlds/emberwatch-blazing-assault.json");
    let power = uw["power"].as_array().unwrap().clone();
    uw["power"] = Value::Array(power.iter().cycle().take(200).cloned().collect());
    uw["decks"] = Value::Array((0..200).map(|i| json!(format!("deck-{i}"))).collect());
    let uw = write(&dir, "underworlds-200.json", &uw.to_string());
    row(
        "`validate`, Underworlds list of 200 power cards and 200 decks",
        &uw,
        &["validate", &s(&uw)],
    );
    row(
        "`print`, that list",
        &uw,
        &["print", &s(&uw), "-o", &s(&pdf)],
    );

    // A match file of 20,000 entries: a real game's, then undo and redo in turn.
    const GAME: &str = "tests/runewars/matches/daqan-eliminate-waiqar-in-round-3.json";
    let replayed = Command::new(MUSTER)
        .args(["match", "replay", GAME])
        .current_dir(root())
        .output()
        .unwrap();
    let replayed: Value = serde_json::from_slice(&replayed.stdout).expect("the game replays");
    // The entries that count at its end (its own undos left some out).
    let played = replayed["head"].as_u64().expect("a head") as usize;
    let mut game = read_json(GAME);
    let events = game["events"].as_array_mut().unwrap();
    while events.len() < 20_000 {
        events.push(json!({"type": "undo", "to": played - 1}));
        events.push(json!({"type": "redo", "to": played}));
    }
    events.truncate(20_000);
    let long = write(&dir, "match-20000.json", &game.to_string());
    row(
        "`match replay`, 20,000 entries (undo and redo in turn)",
        &long,
        &["match", "replay", &s(&long)],
    );
    let mut chain = read_json(GAME);
    let events = chain["events"].as_array_mut().unwrap();
    while events.len() < 20_000 {
        events.push(json!({"type": "undo", "to": 0}));
        events.push(json!({"type": "redo", "to": played}));
    }
    events.truncate(20_000);
    let chain = write(&dir, "match-20000-whole.json", &chain.to_string());
    row(
        "`match replay`, 20,000 entries (undo to the start, redo to the end)",
        &chain,
        &["match", "replay", &s(&chain)],
    );

    // A library backup near 16 MiB: the 256 KiB list in 60 lists.
    let export = dir.join("export.json");
    let _ = measure(&["library", "export", &s(&export), "--db", db]);
    let mut backup: Value =
        serde_json::from_str(&std::fs::read_to_string(&export).unwrap()).unwrap();
    let first = backup["lists"][0].clone();
    backup["lists"] = Value::Array(
        (1..=60)
            .map(|id| {
                let mut list = first.clone();
                list["id"] = json!(id);
                list
            })
            .collect(),
    );
    let backup = write(&dir, "backup-15mib.json", &backup.to_string());
    row(
        "`library import`, 60 lists of 256 KiB",
        &backup,
        &["library", "import", &s(&backup), "--db", db],
    );
    row(
        "`can-field --all` on those 60 lists",
        &backup,
        &["can-field", "--all", "--db", db],
    );

    // A deck record of 200 cards, and a typed deck at 256 KiB.
    let cards: Vec<Value> = (0..200).map(|i| json!(format!("card-{i}"))).collect();
    let deck = json!({"id": "huge", "name": "Huge", "cards": cards});
    let deck = write(&dir, "deck-200.json", &deck.to_string());
    row(
        "`user-data add`, a deck of 200 cards (refused: unknown cards)",
        &deck,
        &[
            "user-data",
            "add",
            "underworlds",
            "deck",
            &s(&deck),
            "--db",
            db,
        ],
    );
    let typed: String = (1..)
        .map(|i| format!("ploy · Card {i}\n"))
        .scan(0usize, |len, line| {
            *len += line.len();
            (*len <= 256 * 1024).then_some(line)
        })
        .collect();
    let typed = write(&dir, "deck-256kib.txt", &typed);
    row(
        "`import deck`, a typed deck of 256 KiB (refused past 200 cards)",
        &typed,
        &[
            "import",
            "deck",
            &s(&typed),
            "--id",
            "x",
            "--name",
            "X",
            "--db",
            db,
        ],
    );

    // A collection table of 1 MiB.
    let mut csv = String::from("game,kind,item,count\n");
    while csv.len() < 1024 * 1024 - 40 {
        csv.push_str("runewars,unit,spearmen,1\n");
    }
    let csv = write(&dir, "collection-1mib.csv", &csv);
    row(
        "`collection import`, 1 MiB of lines",
        &csv,
        &["collection", "import", &s(&csv), "--db", db],
    );

    let _ = std::fs::remove_dir_all(&dir);
}
