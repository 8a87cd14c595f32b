//! How the rules core grows with the size of its input (issue 22): RuneWars validation of
//! lists of thousands of units, and match replays with long runs of undo and redo. A small
//! timing binary with no framework (criterion would be a new dependency of this crate); see
//! `BENCHMARKS.md` at the repository root for the figures.
//!
//! The inputs are the shipped RuneWars pack (`data/runewars/catalog.json` and `rules.json`,
//! their envelope left out; no Spanish names, no schema check: what the timed code reads is
//! the same) and the example lists of `examples/`.
//!
//! - `validate_4000`, `validate_40000`: `RuneWars::validate` of the Shield wall example list
//!   (4 units) repeated to 4,000 and 40,000 units.
//! - `replay_2000`: `Match::replay` of a 2,000-entry game (set-up, rounds of dials and
//!   activations with token and wound events, an undo and a redo every round).
//! - `replay_undo_redo_30000`: the same game followed by 30,000 pairs of undo one event,
//!   redo it.
//! - `replay_undo_chain`: the same game followed by 8 chains of undoing one event at a time
//!   down to none, then redoing one at a time up to all of them.
//! - `replay_60000`: 60,000 events that count (token events in round 1), for the memory a
//!   long timeline keeps.
//! - `replay_60000_undo`: the same, then one undo of the last event, which keeps every
//!   64th state of the timeline on its way (the most the kept states hold).
//! - `replay_20000_undo_redo_30000`: 20,000 such events, then 30,000 pairs of undo one
//!   event, redo it.
//!
//! Run with `cargo bench -p muster-core --bench scale [-- <name>…]`: every case, or only the
//! ones named. Each case runs at least three times and until about three
//! seconds have passed (at most 100 times); the median and the fastest run are printed.

use muster_core::games::runewars::{
    Catalog, CatalogParts, Options, RuneWars, RuneWarsEvent, RuneWarsList, RuneWarsSetup,
    SetupPlayer,
};
use muster_core::matches::{Entry, Match};
use muster_core::{parse_list, Game, Lang, ListDocument};
use serde_json::Value;
use std::hint::black_box;
use std::time::{Duration, Instant};

const CATALOG: &str = include_str!("../../../data/runewars/catalog.json");
const RULES: &str = include_str!("../../../data/runewars/rules.json");
const SHIELD_WALL: &str = include_str!("../../../examples/runewars-daqan-shield-wall.json");
const HOST_OF_CROWS: &str = include_str!("../../../examples/runewars-waiqar-host-of-crows.json");

/// The shipped pack's catalogue and hero rules as one `CatalogParts`.
fn catalog() -> Catalog {
    let mut parts = serde_json::Map::new();
    for text in [CATALOG, RULES] {
        let Value::Object(file) = serde_json::from_str(text).unwrap() else {
            panic!("a pack file is an object");
        };
        for (key, value) in file {
            if !matches!(key.as_str(), "format" | "game" | "source") {
                parts.insert(key, value);
            }
        }
    }
    let parts: CatalogParts = serde_json::from_value(Value::Object(parts)).unwrap();
    Catalog::new(parts).unwrap()
}

fn list(text: &str) -> RuneWarsList {
    match parse_list(text).unwrap() {
        ListDocument::RuneWars(list) => list,
        other => panic!("a RuneWars list, not {}", other.game()),
    }
}

/// The Shield wall list with its units repeated to `units` units.
fn long_list(units: usize) -> RuneWarsList {
    let mut list = list(SHIELD_WALL);
    list.units = list.units.iter().cycle().take(units).cloned().collect();
    list
}

fn setup() -> RuneWarsSetup {
    RuneWarsSetup {
        players: vec![
            SetupPlayer {
                name: "Ana".into(),
                list: list(SHIELD_WALL),
            },
            SetupPlayer {
                name: "Ben".into(),
                list: list(HOST_OF_CROWS),
            },
        ],
    }
}

/// A match log.
type Log = Vec<Entry<RuneWarsEvent>>;

/// A match case: its name and how its log is made.
type MatchCase = (&'static str, fn(&Catalog) -> Log);

fn entry(json: &str) -> Entry<RuneWarsEvent> {
    Entry::from_value(serde_json::from_str(json).unwrap()).unwrap()
}

fn record(game: &mut Match<RuneWars>, entry: Entry<RuneWarsEvent>) {
    game.record(entry, Lang::En).unwrap();
}

/// First player, cards, zone and every unit deployed.
fn set_up(catalog: &Catalog) -> Match<RuneWars> {
    let mut game = Match::<RuneWars>::new(setup(), catalog, Lang::En).unwrap();
    let chooser = game.state().may_choose_first().unwrap_or(0);
    record(
        &mut game,
        entry(&format!(
            r#"{{"type":"first_player","chooser":{chooser},"first":0}}"#
        )),
    );
    record(
        &mut game,
        entry(
            r#"{"type":"cards","first_pick":"deployment","deployment":"D","objective":"O","objective_value":2}"#,
        ),
    );
    record(
        &mut game,
        entry(r#"{"type":"zone","side":0,"colour":"red"}"#),
    );
    while let Some(side) = game.state().next_to_deploy() {
        let unit = game.state().sides[side]
            .units
            .iter()
            .position(|u| !u.deployed)
            .unwrap();
        record(
            &mut game,
            entry(&format!(
                r#"{{"type":"deploy","side":{side},"unit":{unit}}}"#
            )),
        );
    }
    game
}

/// Every unit's dial set, then the command phase ended.
fn dials(game: &mut Match<RuneWars>) {
    for side in 0..2 {
        for unit in 0..game.state().sides[side].units.len() {
            let initiative = 1 + (unit % 9);
            record(
                game,
                entry(&format!(
                    r#"{{"type":"dial","side":{side},"unit":{unit},"action":"march","initiative":{initiative}}}"#
                )),
            );
        }
    }
    record(game, entry(r#"{"type":"end_command"}"#));
}

/// The next unit to activate, activated; its side and index.
fn activate(game: &mut Match<RuneWars>) -> Option<(usize, usize)> {
    let (count, side) = game.state().next_activation?;
    let unit = game.state().sides[side]
        .units
        .iter()
        .position(|u| u.in_play() && !u.activated && u.dial.unwrap().initiative == count)
        .unwrap();
    record(
        game,
        entry(&format!(
            r#"{{"type":"activate","side":{side},"unit":{unit}}}"#
        )),
    );
    Some((side, unit))
}

/// A 2,000-entry game (the one of `crates/muster-data/benches/matches.rs`).
fn long_game(catalog: &Catalog) -> Log {
    let mut game = set_up(catalog);
    'rounds: loop {
        dials(&mut game);
        while let Some((side, unit)) = activate(&mut game) {
            for k in 0..30 {
                let change = if k % 2 == 0 { 1 } else { -1 };
                let json = if k % 4 < 2 {
                    format!(
                        r#"{{"type":"token","side":{side},"unit":{unit},"token":"panic","change":{change}}}"#
                    )
                } else {
                    format!(r#"{{"type":"wounds","side":{side},"unit":{unit},"change":{change}}}"#)
                };
                record(&mut game, entry(&json));
                if game.log().len() >= 2000 {
                    break 'rounds;
                }
            }
        }
        let head = game.head();
        record(&mut game, Entry::Undo { to: head - 1 });
        record(&mut game, Entry::Redo { to: head });
        record(&mut game, entry(r#"{"type":"end_activation"}"#));
        record(&mut game, entry(r#"{"type":"end_round"}"#));
    }
    game.log().to_vec()
}

/// How many events of the timeline count at the end of `log`.
fn head_after(log: &[Entry<RuneWarsEvent>]) -> usize {
    let mut head = 0;
    for entry in log {
        head = match entry {
            Entry::Play(_) => head + 1,
            Entry::Undo { to } | Entry::Redo { to } => *to,
        };
    }
    head
}

/// `log` followed by `pairs` pairs of undo one event, redo it.
fn undo_redo_pairs(mut log: Log, pairs: usize) -> Log {
    let head = head_after(&log);
    for _ in 0..pairs {
        log.push(Entry::Undo { to: head - 1 });
        log.push(Entry::Redo { to: head });
    }
    log
}

/// `log` followed by `chains` chains of undo one at a time to none, redo one at a time.
fn undo_chains(mut log: Log, chains: usize) -> Log {
    let head = head_after(&log);
    for _ in 0..chains {
        log.extend((0..head).rev().map(|to| Entry::Undo { to }));
        log.extend((1..=head).map(|to| Entry::Redo { to }));
    }
    log
}

/// Set-up, then `events` token events in round 1 (the first unit's panic up and down).
fn long_timeline(catalog: &Catalog, events: usize) -> Log {
    let mut game = set_up(catalog);
    dials(&mut game);
    let (side, unit) = activate(&mut game).unwrap();
    let first = game.head();
    while game.head() < events {
        let change = if (game.head() - first).is_multiple_of(2) {
            1
        } else {
            -1
        };
        record(
            &mut game,
            entry(&format!(
                r#"{{"type":"token","side":{side},"unit":{unit},"token":"panic","change":{change}}}"#
            )),
        );
    }
    game.log().to_vec()
}

/// Runs `f` at least three times and until about three seconds have passed (at most 100
/// times), and prints the median and the fastest run.
fn time(name: &str, mut f: impl FnMut()) {
    let mut runs: Vec<Duration> = Vec::new();
    let started = Instant::now();
    while runs.len() < 3 || (started.elapsed() < Duration::from_secs(3) && runs.len() < 100) {
        let at = Instant::now();
        f();
        runs.push(at.elapsed());
    }
    runs.sort();
    let median = runs[runs.len() / 2];
    println!(
        "{name:<24} median {median:>12.3?}   fastest {:>12.3?}   ({} runs)",
        runs[0],
        runs.len()
    );
}

fn main() {
    let names: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let wanted = |name: &str| names.is_empty() || names.iter().any(|f| f == name);
    let catalog = catalog();

    for units in [4_000, 40_000] {
        let name = format!("validate_{units}");
        if !wanted(&name) {
            continue;
        }
        let list = long_list(units);
        let report = RuneWars::validate(&list, &catalog, &Options::default(), Lang::En);
        let id_tokens = report
            .diagnostics
            .iter()
            .filter(|d| d.code == "runewars.setup.id_tokens")
            .count();
        // Spearmen, Oathsworn Cavalry and Kari Wraithstalker: each more than once.
        assert_eq!(id_tokens, 3, "{name}: one ID-token note per repeated card");
        time(&name, || {
            black_box(RuneWars::validate(
                &list,
                &catalog,
                &Options::default(),
                Lang::En,
            ));
        });
    }

    let matches: [MatchCase; 6] = [
        ("replay_2000", long_game),
        ("replay_undo_redo_30000", |c| {
            undo_redo_pairs(long_game(c), 30_000)
        }),
        ("replay_undo_chain", |c| undo_chains(long_game(c), 8)),
        ("replay_60000", |c| long_timeline(c, 60_000)),
        ("replay_60000_undo", |c| {
            let mut log = long_timeline(c, 60_000);
            log.push(Entry::Undo { to: 60_000 - 1 });
            log
        }),
        ("replay_20000_undo_redo_30000", |c| {
            undo_redo_pairs(long_timeline(c, 20_000), 30_000)
        }),
    ];
    for (name, log) in matches {
        if !wanted(name) {
            continue;
        }
        let log = log(&catalog);
        let replay = || Match::<RuneWars>::replay(setup(), &catalog, log.iter().cloned(), Lang::En);
        let game = replay().unwrap();
        assert_eq!(game.head(), head_after(&log), "{name}: replayed to the end");
        println!(
            "{name}: {} entries, {} events in the timeline",
            log.len(),
            game.timeline().len()
        );
        time(name, || {
            black_box(replay().unwrap());
        });
    }
}
