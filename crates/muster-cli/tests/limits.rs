//! Every input has a size limit (docs/limits.md), far past any real use: past it, the
//! command refuses at once with the limit named and the place of the fault, and changes
//! nothing. A path that is not a regular file is refused without being opened.

use crate::common;

use common::*;
use serde_json::{json, Value};
use std::process::Output;

/// The stderr of a run that must be refused (exit 2, nothing on stdout).
fn refused(o: Output) -> String {
    assert_eq!(o.status.code(), Some(2), "{}{}", stdout(&o), stderr(&o));
    assert_eq!(stdout(&o), "");
    stderr(&o)
}

/// The shield wall example with `units` copies of its first unit.
fn runewars_with_units(units: usize) -> Value {
    let mut list = read_json(&root().join("examples/runewars-daqan-shield-wall.json"));
    let first = list["units"][0].clone();
    list["units"] = Value::Array(vec![first; units]);
    list
}

#[test]
fn a_list_past_its_limits_is_refused_at_the_place_and_one_at_them_is_read() {
    let s = Scratch::new("limits-list");
    // 200 units: read and judged (illegal, of course), in any case not refused.
    let at = s.file("at.json", &runewars_with_units(200).to_string());
    let out = s.muster(&["validate", &at]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    // 201: refused where the array is, naming the limit.
    let past = s.file("past.json", &runewars_with_units(201).to_string());
    let err = refused(s.muster(&["validate", &past]));
    assert!(
        err.contains("at /units: more than 200 items here; Muster reads at most that many"),
        "{err}"
    );
    // A name of 4,001 characters.
    let mut list = runewars_with_units(1);
    list["name"] = Value::from("x".repeat(4_001));
    let long = s.file("long.json", &list.to_string());
    let err = refused(s.muster(&["validate", &long]));
    assert!(
        err.contains("at /name: a text longer than 4,000 characters"),
        "{err}"
    );
    // A file past 256 KiB is refused before it is read.
    let mut list = runewars_with_units(1);
    list["notes"] = Value::from("x".repeat(4_000));
    list["units"][0]["upgrades"] = Value::Array(vec![Value::from("y".repeat(3_000)); 100]);
    let big = s.file("big.json", &list.to_string());
    let err = refused(s.muster(&["validate", &big]));
    assert!(
        err.contains("a list document of 30")
            && err.contains("past the 256 KiB (262,144 bytes) Muster reads"),
        "{err}"
    );
    // Saved: the same refusal, nothing stored.
    refused(s.muster(&["lists", "save", &past]));
    let listed = ok(s.muster(&["lists"]));
    assert!(!listed.contains("Shield wall"), "{listed}");
}

#[test]
fn a_pipe_or_a_device_is_refused_unread() {
    let s = Scratch::new("limits-pipe");
    let fifo = s.path("list.json");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    // Nothing writes to the pipe: reading it would wait forever.
    for args in [
        vec!["validate", fifo.as_str()],
        vec!["match", "replay", fifo.as_str()],
        vec!["user-data", "add", "underworlds", "deck", fifo.as_str()],
        vec!["library", "import", fifo.as_str()],
    ] {
        let err = refused(s.muster(&args));
        assert!(
            err.contains("a pipe, a device or a socket, not a file; refused unread"),
            "{args:?}: {err}"
        );
    }
    let err = refused(s.muster(&["validate", "/dev/zero"]));
    assert!(err.contains("refused unread"), "{err}");
}

#[test]
fn a_match_file_with_too_many_events_is_refused() {
    let s = Scratch::new("limits-match");
    let scenario =
        read_json(&root().join("tests/runewars/matches/daqan-eliminate-waiqar-in-round-3.json"));
    let mut file = scenario.clone();
    let event = file["events"][0].clone();
    file["events"] = Value::Array(vec![event; 20_001]);
    let path = s.file("long.json", &file.to_string());
    let err = refused(muster(&["match", "replay", &path]));
    assert!(
        err.contains("/events: more than 20,000 items here"),
        "{err}"
    );
}

#[test]
fn a_record_past_its_limits_is_refused_and_nothing_is_stored() {
    let s = Scratch::new("limits-record");
    let cards: Vec<Value> = (0..201).map(|i| json!(format!("card-{i}"))).collect();
    let deck = json!({"id": "huge", "name": "Huge", "cards": cards});
    let path = s.file("huge.json", &deck.to_string());
    let err = refused(s.muster(&["user-data", "add", "underworlds", "deck", &path]));
    assert!(err.contains("at /cards: more than 200 items here"), "{err}");
    let listed = ok(s.muster(&["user-data", "show"]));
    assert!(!listed.contains("huge"), "{listed}");
    // A typed deck past 256 KiB is refused before it is read.
    let typed = s.file("deck.txt", &"1x Some Card\n".repeat(30_000));
    let err = refused(s.muster(&["import", "deck", &typed, "--id", "x", "--name", "X"]));
    assert!(
        err.contains("a typed deck of 390,000 bytes is past the 256 KiB (262,144 bytes)"),
        "{err}"
    );
}
