//! Guarantee 2: a writer killed at any moment loses nothing it had reported saved, and the
//! file stays healthy.
//!
//! The test re-runs this test binary as a child process (only `crash_child`, selected with
//! `--exact … --ignored`), which saves lists and appends match events in a loop and prints
//! one line after each call has returned. The parent kills it with SIGKILL at a point counted
//! in that reported progress (after a random number of writes, never after a wall-clock
//! delay, so that the test means the same on a slow or busy machine), reopens the library,
//! runs SQLite's `integrity_check` and looks up every item the child reported. The child also
//! plays a live RuneWars match through `LiveMatch::record`, the path the app's tracker takes
//! (each entry checked by the rules and stored in its own transaction), which every later
//! child reopens by replaying its whole log, as the app does after a crash.

mod common;

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use common::{runewars_match, TempDir, RUNEWARS_SETUP_EVENTS};
use muster_core::games::runewars::RuneWars;
use muster_core::matches::Entry;
use muster_core::Lang;
use muster_store::{Library, ListId, ListMeta, LiveMatch, MatchId, NewMatch};

const LIBRARY_VAR: &str = "MUSTER_STORE_CRASH_LIBRARY";
const ROUND_VAR: &str = "MUSTER_STORE_CRASH_ROUND";
const ROUNDS: u64 = 200;

/// splitmix64: enough randomness for delays and choices, reproducible from the round.
struct Prng(u64);

impl Prng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The document a child saves at `step` of `round`: 100 bytes to 10 kB, so that a save
/// writes one to several pages.
fn document(round: u64, step: u64) -> String {
    let pad = "x".repeat(100 + ((round * 7919 + step * 104_729) % 10_000) as usize);
    format!(r#"{{"format":"muster-list/1","round":{round},"step":{step},"pad":"{pad}"}}"#)
}

fn event(round: u64, step: u64) -> String {
    format!(r#"{{"round":{round},"step":{step}}}"#)
}

/// The child: writes until it is killed. Does nothing when run without the parent.
#[test]
#[ignore = "run by killed_writers_lose_nothing_reported_saved as a child process"]
fn crash_child() {
    let Some(path) = std::env::var_os(LIBRARY_VAR) else {
        return;
    };
    let round: u64 = std::env::var(ROUND_VAR).unwrap().parse().unwrap();
    let mut rng = Prng(round);
    let mut library = Library::open(Path::new(&path)).unwrap();
    let meta = ListMeta::new(format!("round {round}"), "runewars", "daqan-lords");
    let m = library
        .create_match(&NewMatch {
            game: "runewars".into(),
            list_id: None,
            ..NewMatch::default()
        })
        .unwrap();
    // The harness has printed "test crash_child ... " without a newline: end that line.
    println!();
    println!("match {m}");
    let mut ids: Vec<ListId> = library.lists().unwrap().iter().map(|l| l.id).collect();
    let mut live = live_match(&mut library);
    println!("ready");
    for step in 0.. {
        let id = if ids.is_empty() || rng.below(3) == 0 {
            None
        } else {
            Some(ids[rng.below(ids.len() as u64) as usize])
        };
        let saved = library
            .save_list(id, &meta, &document(round, step))
            .unwrap();
        if id.is_none() {
            ids.push(saved.id);
        }
        println!("saved {} {} {round} {step}", saved.id, saved.version);
        let seq = library.append_event(m, &event(round, step)).unwrap();
        println!("event {m} {seq} {round} {step}");
        let panic = live.game().state().sides[1].units[0].tokens.panic;
        let change = if panic == 0 { 1 } else { -1 };
        let token =
            format!(r#"{{"type":"token","side":1,"unit":0,"token":"panic","change":{change}}}"#);
        let entry = Entry::from_value(serde_json::from_str(&token).unwrap()).unwrap();
        let seq = live.record(&mut library, entry, Lang::En).unwrap();
        println!("live {} {seq}", live.id());
    }
}

/// The live match of the crash test: started (and set up) by the first child, reopened by
/// replaying its log by the others.
fn live_match(library: &mut Library) -> LiveMatch<RuneWars> {
    let (catalog, setup) = runewars_match();
    let existing = library
        .matches()
        .unwrap()
        .into_iter()
        .find(|m| m.opponent.as_deref() == Some("live"));
    if let Some(m) = existing {
        return LiveMatch::open(library, m.id, &catalog, Lang::En).unwrap();
    }
    let new = NewMatch {
        opponent: Some("live".into()),
        ..NewMatch::default()
    };
    let mut live = LiveMatch::start(library, new, setup, &catalog, Lang::En).unwrap();
    println!("match {}", live.id());
    for event in RUNEWARS_SETUP_EVENTS {
        let entry = Entry::from_value(serde_json::from_str(event).unwrap()).unwrap();
        let seq = live.record(library, entry, Lang::En).unwrap();
        println!("live {} {seq}", live.id());
    }
    live
}

#[derive(Default, Clone)]
struct Reported {
    matches: Vec<MatchId>,
    /// (list, version, round, step)
    saves: Vec<(ListId, u32, u64, u64)>,
    /// (match, seq, round, step)
    events: Vec<(MatchId, u32, u64, u64)>,
    /// (live match, seq)
    live: Vec<(MatchId, u32)>,
}

impl Reported {
    /// Adds what `other` holds.
    fn extend(&mut self, other: &Reported) {
        self.matches.extend(&other.matches);
        self.saves.extend(&other.saves);
        self.events.extend(&other.events);
        self.live.extend(&other.live);
    }

    fn take(&mut self, line: &str) {
        let words: Vec<&str> = line.split(' ').collect();
        let n = |i: usize| words[i].parse::<i64>().unwrap();
        match words[0] {
            "match" => self.matches.push(n(1)),
            "saved" => self
                .saves
                .push((n(1), n(2) as u32, n(3) as u64, n(4) as u64)),
            "event" => self
                .events
                .push((n(1), n(2) as u32, n(3) as u64, n(4) as u64)),
            "live" => self.live.push((n(1), n(2) as u32)),
            _ => {} // "ready", and the test harness's own lines
        }
    }

    /// Everything reported is in the library, with the content it was saved with.
    fn check(&self, path: &Path, round: u64) {
        let conn = rusqlite::Connection::open(path).unwrap();
        let integrity: String = conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .unwrap();
        assert_eq!(integrity, "ok", "round {round}");
        drop(conn);
        let library = Library::open(path).unwrap();
        let matches: Vec<MatchId> = library.matches().unwrap().iter().map(|m| m.id).collect();
        for m in &self.matches {
            assert!(
                matches.contains(m),
                "round {round}: match {m} was reported created"
            );
        }
        for &(id, version, r, step) in &self.saves {
            let history = library.list_history(id).unwrap();
            let kept = history
                .get(version as usize - 1)
                .unwrap_or_else(|| panic!("round {round}: list {id} has no version {version}"));
            assert_eq!(kept.version, version);
            assert_eq!(
                kept.document,
                document(r, step),
                "round {round}: list {id} v{version}"
            );
        }
        for &(m, seq, r, step) in &self.events {
            let events = library.events(m).unwrap();
            let kept = events
                .get(seq as usize - 1)
                .unwrap_or_else(|| panic!("round {round}: match {m} has no event {seq}"));
            assert_eq!(
                (kept.seq, kept.event.as_str()),
                (seq, event(r, step).as_str())
            );
        }
        // The live match replays whole, with every entry reported recorded.
        if let Some(&(m, _)) = self.live.first() {
            let (catalog, _) = runewars_match();
            let live = LiveMatch::<RuneWars>::open(&library, m, &catalog, Lang::En)
                .unwrap_or_else(|e| panic!("round {round}: the live match does not replay: {e}"));
            let reported = self.live.iter().map(|(_, seq)| *seq).max().unwrap();
            assert!(
                live.game().log().len() >= reported as usize,
                "round {round}: {} entries replayed, {reported} reported",
                live.game().log().len()
            );
        }
    }
}

/// What the parent waits for before it kills a child.
enum KillAt {
    /// At once: while the child starts, possibly while it creates the file.
    Start,
    /// Once the child has said it opened the library and made its match.
    Opened,
    /// After `live` entries of the live match, then `more` of the other writes.
    Writes { live: usize, more: usize },
}

/// Guarantee 2. Round 0 is killed at the child's start, so possibly while it creates the
/// file; the others after a random number of the child's reported writes.
#[test]
fn killed_writers_lose_nothing_reported_saved() {
    let dir = TempDir::new("crash");
    let path = dir.join("library.sqlite");
    let exe = std::env::current_exe().unwrap();
    let started = Instant::now();
    let mut reported = Reported::default();
    // The rounds killed only after writes, and the live entries they were waited for.
    let (mut writing_rounds, mut awaited_live) = (0usize, 0usize);
    for round in 0..ROUNDS {
        let mut rng = Prng(1000 + round);
        let kill_at = match round {
            0 => KillAt::Start,
            _ if rng.below(10) == 0 => KillAt::Opened,
            _ => KillAt::Writes {
                live: 1 + rng.below(4) as usize,
                more: rng.below(3) as usize,
            },
        };
        let stderr = std::fs::File::create(dir.join("child-stderr.txt")).unwrap();
        let mut child = Command::new(&exe)
            .args([
                "--exact",
                "crash_child",
                "--nocapture",
                "--ignored",
                "--test-threads=1",
            ])
            .env(LIBRARY_VAR, &path)
            .env(ROUND_VAR, round.to_string())
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (send, lines) = mpsc::channel::<String>();
        let reader = std::thread::spawn(move || {
            let mut stdout = BufReader::new(stdout);
            let mut line = Vec::new();
            // Only whole lines count: a line cut by the kill was not fully reported.
            while stdout.read_until(b'\n', &mut line).unwrap_or(0) > 0 && line.ends_with(b"\n") {
                let text = String::from_utf8_lossy(&line[..line.len() - 1]).into_owned();
                if send.send(text).is_err() {
                    break;
                }
                line.clear();
            }
        });
        let mut this_round = Reported::default();
        // Waits on the child's progress only: a child that stops reporting fails the test
        // after a long grace (it is stuck, not slow).
        let mut next =
            |this_round: &mut Reported| match lines.recv_timeout(Duration::from_secs(120)) {
                Ok(line) => {
                    this_round.take(&line);
                    line
                }
                Err(e) => {
                    let _ = child.kill();
                    let _ = child.wait();
                    let stderr = std::fs::read_to_string(dir.join("child-stderr.txt")).unwrap();
                    panic!("round {round}: the child stopped reporting ({e}):\n{stderr}");
                }
            };
        match kill_at {
            KillAt::Start => {}
            KillAt::Opened => while next(&mut this_round) != "ready" {},
            KillAt::Writes { live, more } => {
                writing_rounds += 1;
                awaited_live += live;
                while next(&mut this_round) != "ready" {}
                // The live entries of the loop (the first child also reports its set-up).
                let before = this_round.live.len();
                while this_round.live.len() < before + live {
                    next(&mut this_round);
                }
                for _ in 0..more {
                    next(&mut this_round);
                }
            }
        }
        child.kill().unwrap();
        let status = child.wait().unwrap();
        assert!(
            !status.success(),
            "round {round}: the child ended by itself: {status}"
        );
        reader.join().unwrap();
        for line in lines.try_iter() {
            this_round.take(&line);
        }
        // This round's reports at once; everything reported, kept through every later kill, at
        // the end.
        this_round.check(&path, round);
        reported.extend(&this_round);
    }
    reported.check(&path, ROUNDS);
    eprintln!(
        "{ROUNDS} kills: {} list saves, {} events, {} live-match entries, {} matches reported and found, in {:.1} s",
        reported.saves.len(),
        reported.events.len(),
        reported.live.len(),
        reported.matches.len(),
        started.elapsed().as_secs_f64()
    );
    // Each round killed after writes got at least the writes it was waited for, however slow
    // the machine: the kill waited for them (and each loop saves a list before its entry).
    assert!(
        writing_rounds >= (ROUNDS as usize) * 3 / 4,
        "{writing_rounds} rounds"
    );
    assert!(
        reported.live.len() >= awaited_live,
        "{} live-match entries, {awaited_live} awaited",
        reported.live.len()
    );
    assert!(
        reported.saves.len() >= awaited_live,
        "{} saves, {awaited_live} awaited",
        reported.saves.len()
    );
    assert!(reported.matches.len() >= ROUNDS as usize - 1);
}
