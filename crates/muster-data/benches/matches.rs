//! Benchmarks of the match tracker on a real library file (write-ahead log,
//! `synchronous = FULL`, so every commit includes an fsync), with the bundled RuneWars
//! catalogue and two example lists:
//!
//! - `record_event`: one entry recorded in a live match: checked and applied by the rules,
//!   stored in its own transaction (`LiveMatch::record`);
//! - `check_and_apply`: the rules' part of it alone, in memory (`Match::record`);
//! - `bare_commit`: one SQLite transaction inserting a row of the same JSON text into a
//!   plain table of the same file, through a plain connection with the library's settings;
//! - `rebuild_2000`: a stored 2,000-entry match opened from the file: events read, parsed and
//!   replayed (`LiveMatch::open`); `replay_2000` the replay alone, from parsed entries.

use muster_data::Pack;
use std::hint::black_box;
use std::path::{Path, PathBuf};

use criterion::{criterion_group, criterion_main, Criterion};
use muster_core::games::runewars::{RuneWars, RuneWarsEvent, RuneWarsSetup};
use muster_core::matches::{Entry, Match};
use muster_core::{parse_list, Lang, ListDocument};
use muster_store::{Library, LiveMatch, NewMatch};

const SHIELD_WALL: &str = include_str!("../../../examples/runewars-daqan-shield-wall.json");
const HOST_OF_CROWS: &str = include_str!("../../../examples/runewars-waiqar-host-of-crows.json");

/// The recorded token entry (and the bare row's text).
const TOKEN: &str = r#"{"type":"token","side":1,"unit":0,"token":"panic","change":1}"#;

struct Scratch(PathBuf);

impl Scratch {
    fn new(tag: &str) -> Scratch {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join("muster-match-bench")
            .join(format!("{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn setup() -> RuneWarsSetup {
    let list = |text: &str| match parse_list(text).unwrap() {
        ListDocument::RuneWars(list) => list,
        other => panic!("a RuneWars list, not {}", other.game()),
    };
    RuneWarsSetup {
        players: vec![
            muster_core::games::runewars::SetupPlayer {
                name: "Ana".into(),
                list: list(SHIELD_WALL),
            },
            muster_core::games::runewars::SetupPlayer {
                name: "Ben".into(),
                list: list(HOST_OF_CROWS),
            },
        ],
    }
}

fn entry(json: &str) -> Entry<RuneWarsEvent> {
    Entry::from_value(serde_json::from_str(json).unwrap()).unwrap()
}

/// A 2,000-entry game: set-up, then rounds of dials and activations with tokens and wounds
/// recorded between activations, and an undo and a redo every round.
fn long_game(catalog: &muster_core::games::runewars::Catalog) -> Vec<Entry<RuneWarsEvent>> {
    let mut game = Match::<RuneWars>::new(setup(), catalog, Lang::En).unwrap();
    let push = |game: &mut Match<RuneWars>, entry: Entry<RuneWarsEvent>| {
        game.record(entry, Lang::En).unwrap();
    };
    // The lower spent total chooses (either on a tie).
    let chooser = game.state().may_choose_first().unwrap_or(0);
    push(
        &mut game,
        entry(&format!(
            r#"{{"type":"first_player","chooser":{chooser},"first":0}}"#
        )),
    );
    push(
        &mut game,
        entry(
            r#"{"type":"cards","first_pick":"deployment","deployment":"D","objective":"O","objective_value":2}"#,
        ),
    );
    push(
        &mut game,
        entry(r#"{"type":"zone","side":0,"colour":"red"}"#),
    );
    while let Some(side) = game.state().next_to_deploy() {
        let unit = game.state().sides[side]
            .units
            .iter()
            .position(|u| !u.deployed)
            .unwrap();
        push(
            &mut game,
            entry(&format!(
                r#"{{"type":"deploy","side":{side},"unit":{unit}}}"#
            )),
        );
    }
    'rounds: loop {
        for side in 0..2 {
            for unit in 0..game.state().sides[side].units.len() {
                let initiative = 1 + (unit % 9);
                push(
                    &mut game,
                    entry(&format!(
                        r#"{{"type":"dial","side":{side},"unit":{unit},"action":"march","initiative":{initiative}}}"#
                    )),
                );
            }
        }
        push(&mut game, entry(r#"{"type":"end_command"}"#));
        while let Some((_, side)) = game.state().next_activation {
            let count = game.state().next_activation.unwrap().0;
            let unit = game.state().sides[side]
                .units
                .iter()
                .position(|u| u.in_play() && !u.activated && u.dial.unwrap().initiative == count)
                .unwrap();
            push(
                &mut game,
                entry(&format!(
                    r#"{{"type":"activate","side":{side},"unit":{unit}}}"#
                )),
            );
            for k in 0..30 {
                let change = if k % 2 == 0 { 1 } else { -1 };
                let kind = if k % 4 < 2 { "token" } else { "wounds" };
                let json = if kind == "token" {
                    format!(
                        r#"{{"type":"token","side":{side},"unit":{unit},"token":"panic","change":{change}}}"#
                    )
                } else {
                    format!(r#"{{"type":"wounds","side":{side},"unit":{unit},"change":{change}}}"#)
                };
                push(&mut game, entry(&json));
                if game.log().len() >= 2000 {
                    break 'rounds;
                }
            }
        }
        let head = game.head();
        push(&mut game, Entry::Undo { to: head - 1 });
        push(&mut game, Entry::Redo { to: head });
        push(&mut game, entry(r#"{"type":"end_activation"}"#));
        push(&mut game, entry(r#"{"type":"end_round"}"#));
        assert!(game.state().round <= 8, "2,000 entries fit in 8 rounds");
    }
    game.log().to_vec()
}

fn matches(c: &mut Criterion) {
    let catalog = RuneWars::bundled().expect("the bundled RuneWars pack loads");
    let scratch = Scratch::new("matches");
    let path = scratch.0.join("library.sqlite");
    let mut library = Library::open(&path).unwrap();

    // A live match past set-up, in round 1: token entries are always allowed there.
    let log = long_game(&catalog);
    let mut live = LiveMatch::<RuneWars>::start(
        &mut library,
        NewMatch::default(),
        setup(),
        &catalog,
        Lang::En,
    )
    .unwrap();
    let set_up = log
        .iter()
        .position(|e| matches!(e, Entry::Play(RuneWarsEvent::Dial { .. })))
        .unwrap();
    for e in &log[..set_up] {
        live.record(&mut library, e.clone(), Lang::En).unwrap();
    }

    let mut group = c.benchmark_group("match");
    group.bench_function("record_event", |b| {
        b.iter(|| {
            live.record(&mut library, entry(TOKEN), Lang::En).unwrap();
        })
    });

    // The rules' part alone: check and take, no storage.
    let mut in_memory = live.game().clone();
    group.bench_function("check_and_apply", |b| {
        b.iter(|| in_memory.record(entry(TOKEN), Lang::En).unwrap())
    });

    // The same file, a plain connection with the library's own settings.
    let bare = rusqlite::Connection::open(&path).unwrap();
    bare.execute_batch(
        "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;
         CREATE TABLE IF NOT EXISTS bench_bare (x TEXT NOT NULL);",
    )
    .unwrap();
    let mut bare = bare;
    group.bench_function("bare_commit", |b| {
        b.iter(|| {
            let tx = bare.transaction().unwrap();
            tx.execute("INSERT INTO bench_bare (x) VALUES (?1)", [TOKEN])
                .unwrap();
            tx.commit().unwrap();
        })
    });

    // A stored 2,000-entry match, opened from the file.
    let mut stored = LiveMatch::<RuneWars>::start(
        &mut library,
        NewMatch::default(),
        setup(),
        &catalog,
        Lang::En,
    )
    .unwrap();
    for e in &log {
        stored.record(&mut library, e.clone(), Lang::En).unwrap();
    }
    assert_eq!(library.events(stored.id()).unwrap().len(), 2000);
    let id = stored.id();
    group.bench_function("rebuild_2000", |b| {
        b.iter(|| black_box(LiveMatch::<RuneWars>::open(&library, id, &catalog, Lang::En).unwrap()))
    });
    group.bench_function("replay_2000", |b| {
        b.iter(|| {
            black_box(Match::<RuneWars>::replay(setup(), &catalog, log.clone(), Lang::En).unwrap())
        })
    });
    group.finish();
}

criterion_group!(benches, matches);
criterion_main!(benches);
