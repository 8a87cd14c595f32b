//! Every `--format json` output parses as JSON, whatever characters the list's texts hold (a
//! property test, and the fuzz target of the command line's output layer: its cases are
//! `MUSTER_FUZZ_CASES`, 16 unless set; docs/robustness.md). The texts are drawn from the
//! characters that have broken output before (DEL, U+0080–U+009F, the bidirectional
//! overrides, escapes, quotes, backslashes, NUL, line breaks) mixed with any character at
//! all; they go into a list's name, notes and a unit's id (which its finding quotes), and
//! into a match's player names.

use crate::common::{root, Scratch};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use serde_json::Value;
use std::process::Output;

fn cases() -> u32 {
    std::env::var("MUSTER_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(16)
}

/// A character that has broken a terminal or JSON output, or any at all.
fn hostile_char() -> impl Strategy<Value = char> {
    prop_oneof![
        Just('\u{7f}'),
        prop::char::range('\u{80}', '\u{9f}'),
        prop::char::range('\u{202a}', '\u{202e}'),
        prop::char::range('\u{2066}', '\u{2069}'),
        prop::sample::select(vec![
            '\u{0}', '\u{1b}', '\u{7}', '\r', '\n', '\t', '"', '\\', '/', '\u{2028}', '\u{2029}',
            '\u{feff}', '\u{fffd}'
        ]),
        any::<char>(),
        prop::char::range('a', 'z'),
    ]
}

fn hostile_text() -> impl Strategy<Value = String> {
    prop::collection::vec(hostile_char(), 1..24).prop_map(|chars| chars.into_iter().collect())
}

/// The command's standard output parses as JSON (a finding or refusal exits non-zero, but
/// what it prints is still JSON).
fn parses(what: &str, o: &Output) -> Result<(), TestCaseError> {
    let out = String::from_utf8(o.stdout.clone())
        .map_err(|e| TestCaseError::fail(format!("{what}: not UTF-8: {e}")))?;
    if let Err(e) = serde_json::from_str::<Value>(&out) {
        return Err(TestCaseError::fail(format!(
            "{what} (exit {:?}): not JSON ({e}): {out:?}; stderr {}",
            o.status.code(),
            String::from_utf8_lossy(&o.stderr)
        )));
    }
    Ok(())
}

#[test]
fn every_json_output_parses_whatever_the_texts_hold() {
    let list: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("examples/runewars-daqan-shield-wall.json")).unwrap(),
    )
    .unwrap();
    let game: Value = serde_json::from_str(
        &std::fs::read_to_string(
            root().join("tests/runewars/matches/daqan-eliminate-waiqar-in-round-3.json"),
        )
        .unwrap(),
    )
    .unwrap();
    // A long run (`MUSTER_FUZZ_MINUTES`, as the fuzz targets take it) repeats the rounds,
    // each with new texts, until its time is up; the time never judges an output.
    let until = std::env::var("MUSTER_FUZZ_MINUTES")
        .ok()
        .and_then(|m| m.parse::<u64>().ok())
        .map(|m| std::time::Instant::now() + std::time::Duration::from_secs(m * 60));
    loop {
        round(&list, &game);
        if until.is_none_or(|t| std::time::Instant::now() >= t) {
            break;
        }
    }
}

/// One round of [`cases`] texts.
fn round(list: &Value, game: &Value) {
    let mut runner = TestRunner::new(Config {
        cases: cases(),
        failure_persistence: None,
        max_shrink_iters: 64,
        ..Config::default()
    });
    let strategy = (hostile_text(), hostile_text(), hostile_text());
    let outcome = runner.run(&strategy, |(name, notes, unit)| {
        let s = Scratch::new("json-output");
        let mut doc = list.clone();
        doc["name"] = name.clone().into();
        doc["notes"] = notes.into();
        doc["units"]
            .as_array_mut()
            .unwrap()
            .push(serde_json::json!({"unit": unit, "config": "1x1", "upgrades": [unit]}));
        let file = s.file("list.json", &doc.to_string());
        parses(
            "validate",
            &s.muster(&["validate", &file, "--format", "json"]),
        )?;
        parses("export", &s.muster(&["export", &file, "--format", "json"]))?;
        parses("check", &s.muster(&["check", &file, "--format", "json"]))?;
        let saved = s.muster(&["lists", "save", &file]);
        prop_assert!(
            saved.status.code().is_some(),
            "lists save ended by a signal"
        );
        if s.dir().join("library.sqlite").exists() && saved.status.code() != Some(2) {
            parses("lists", &s.muster(&["lists", "--format", "json"]))?;
            parses("lists show", &s.muster(&["lists", "show", "1"]))?;
            parses(
                "can-field",
                &s.muster(&["can-field", "--all", "--format", "json"]),
            )?;
        }
        let mut played = game.clone();
        for player in played["setup"]["players"].as_array_mut().unwrap() {
            player["name"] = name.clone().into();
            player["list"]["name"] = name.clone().into();
        }
        let played = s.file("match.json", &played.to_string());
        parses("match replay", &s.muster(&["match", "replay", &played]))?;
        Ok(())
    });
    if let Err(e) = outcome {
        panic!("{e}");
    }
}
