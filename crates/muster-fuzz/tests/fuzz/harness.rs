//! The harness itself: the allocator counts what an input holds, the CPU clock what it
//! spends; a panic, a broken property or a cost past the budget is a failure naming its
//! target, and its input is saved to run again; an input past the hard limits ends the
//! process after saving its input (checked in a child process); the mutations do what they
//! say; the JSON tree reads and writes every seed as it is.

use crate::common::list_seeds;
use muster_fuzz::budget::{self, run, run_within, saved_name, Budget};
use muster_fuzz::json::Json;
use muster_fuzz::meter::CpuClock;
use muster_fuzz::mutate::{apply, Mutation, Odd};
use muster_fuzz::Input;
use std::hint::black_box;
use std::time::Duration;

const MIB: usize = 1024 * 1024;

fn input() -> Input {
    Input::new("list.json", b"{\"format\": \"muster-list/1\"}".to_vec())
}

/// Spends `cpu` of this thread's CPU time (no sleeping: the clock only moves while working).
fn spin(cpu: Duration) -> u64 {
    let clock = CpuClock::this_thread();
    let start = clock.nanos();
    let mut n = 0u64;
    while clock.nanos() - start < cpu.as_nanos() as u64 {
        n = black_box(n.wrapping_add(1));
    }
    n
}

#[test]
fn the_most_memory_an_input_holds_at_once_is_counted() {
    let cost = run("harness", &input(), |_| {
        let big = black_box(vec![7u8; 10 * MIB]);
        drop(big);
        let small = black_box(vec![7u8; MIB]);
        drop(small);
        Ok(())
    })
    .expect("within the budget");
    assert!(cost.peak >= 10 * MIB, "peak {}", cost.peak);
    assert!(cost.peak < 12 * MIB, "peak {}", cost.peak);
    let cost = run("harness", &input(), |_| Ok(())).expect("within the budget");
    assert!(cost.peak < 64 * 1024, "nothing held, peak {}", cost.peak);
}

#[test]
fn the_cpu_time_an_input_spends_is_counted() {
    let cost = run("harness", &input(), |_| {
        spin(Duration::from_millis(50));
        Ok(())
    })
    .expect("within the budget");
    assert!(cost.cpu >= Duration::from_millis(50), "{:?}", cost.cpu);
}

#[test]
fn the_budget_is_a_second_and_64_mib_or_64_bytes_a_byte() {
    let small = Budget::for_input(1000);
    assert_eq!(small.memory, 64 * MIB);
    assert_eq!(Budget::for_input(2 * MIB).memory, 128 * MIB);
    let second = if cfg!(debug_assertions) {
        budget::DEBUG_CPU_FACTOR
    } else {
        1
    };
    assert_eq!(small.cpu, Duration::from_secs(u64::from(second)));
}

#[test]
fn holding_more_than_the_budget_fails_and_names_the_target() {
    let failure = run("harness-memory", &input(), |_| {
        drop(black_box(vec![1u8; 65 * MIB]));
        Ok(())
    })
    .expect_err("over the budget");
    assert_eq!(failure.target, "harness-memory");
    assert_eq!(failure.reason, "over its memory budget");
    assert!(failure.to_string().contains("of 64.0 MiB"), "{failure}");
}

#[test]
fn spending_more_cpu_than_the_budget_fails() {
    let budget = Budget {
        cpu: Duration::from_millis(10),
        memory: 64 * MIB,
    };
    let failure = run_within("harness-cpu", &input(), budget, |_| {
        spin(Duration::from_millis(30));
        Ok(())
    })
    .expect_err("over the budget");
    assert_eq!(failure.reason, "over its CPU budget");
    assert!(failure.cost.cpu >= Duration::from_millis(30));
}

#[test]
fn a_panic_or_a_broken_property_fails_and_the_input_is_saved() {
    let failure = run("harness-panic", &input(), |_| panic!("boom")).expect_err("a panic");
    assert_eq!(failure.reason, "panicked: boom");
    let failure = run("harness-property", &input(), |_| Err("no place".to_owned()))
        .expect_err("a broken property")
        .save();
    assert_eq!(failure.reason, "no place");
    let saved = failure.saved.expect("saved");
    assert_eq!(
        std::fs::read(&saved).expect("the saved input"),
        input().bytes
    );
    let name = saved.file_name().unwrap().to_string_lossy().into_owned();
    assert_eq!(saved_name(&name), "list.json");
    assert!(saved.starts_with(budget::failures_dir().join("harness-property")));
    std::fs::remove_file(saved).expect("removed");
}

/// Set to run a probe below in a child process (each ends its process).
const PROBE: &str = "MUSTER_FUZZ_PROBE";

/// Runs probe `name` of this test binary in a child process: its status and standard error
/// (the input it saved is removed).
fn probe(name: &str) -> (std::process::ExitStatus, String) {
    let out = std::process::Command::new(std::env::current_exe().expect("the test binary"))
        .args(["--ignored", "--exact", "--nocapture", name])
        .env(PROBE, "1")
        .output()
        .expect("the probe runs");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    if let Some((_, saved)) = stderr.split_once("input saved as ") {
        let _ = std::fs::remove_file(saved.lines().next().unwrap_or("").trim());
    }
    (out.status, stderr)
}

#[test]
#[ignore = "a probe: ends its process; run by an_input_past_the_hard_limits_ends_the_process"]
fn probe_hard_memory() {
    if std::env::var_os(PROBE).is_none() {
        return;
    }
    let _ = run("harness-hard-memory", &input(), |_| {
        drop(black_box(vec![
            1u8;
            64 * MIB * budget::HARD_MEMORY_FACTOR + 1
        ]));
        Ok(())
    });
}

#[test]
#[ignore = "a probe: ends its process; run by an_input_past_the_hard_limits_ends_the_process"]
fn probe_hard_cpu() {
    if std::env::var_os(PROBE).is_none() {
        return;
    }
    let budget = Budget {
        cpu: Duration::from_millis(20),
        memory: 64 * MIB,
    };
    let _ = run_within("harness-hard-cpu", &input(), budget, |_| {
        spin(Duration::from_secs(60));
        Ok(())
    });
}

#[test]
fn an_input_past_the_hard_limits_ends_the_process() {
    let (status, stderr) = probe("harness::probe_hard_memory");
    assert!(!status.success(), "{stderr}");
    assert!(
        stderr.contains("fuzz target harness-hard-memory: asked for")
            && stderr.contains("input saved as"),
        "{stderr}"
    );
    let (status, stderr) = probe("harness::probe_hard_cpu");
    assert!(!status.success(), "{stderr}");
    assert!(
        stderr.contains("fuzz target harness-hard-cpu: still running after")
            && stderr.contains("input saved as"),
        "{stderr}"
    );
}

#[test]
fn every_seed_reads_and_writes_back_as_the_same_json() {
    for seed in list_seeds() {
        let tree = Json::parse(&seed.text()).unwrap_or_else(|| panic!("{} is JSON", seed.name));
        let written: serde_json::Value = serde_json::from_str(&tree.text()).expect("JSON written");
        let original: serde_json::Value = serde_json::from_str(&seed.text()).expect("JSON");
        assert_eq!(written, original, "{}", seed.name);
    }
    assert_eq!(Json::parse("{\"a\": 1} x"), None);
    assert_eq!(
        Json::parse("\"\\ud83d\\ude00\""),
        Some(Json::String("😀".to_owned()))
    );
}

fn mutated(seed: &str, mutation: Mutation) -> String {
    String::from_utf8(apply(seed.as_bytes(), b"[\"other\"]", &[mutation])).expect("UTF-8")
}

#[test]
fn the_json_mutations_change_the_tree() {
    let seed = r#"{"a": [1, 2], "b": "x"}"#;
    assert_eq!(
        mutated(seed, Mutation::JsonRepeat { which: 3, times: 1 }),
        r#"{"a":[1,2],"b":"x","b":"x"}"#,
        "a member repeated is a key given twice"
    );
    assert_eq!(
        mutated(seed, Mutation::JsonRepeat { which: 1, times: 2 }),
        r#"{"a":[1,1,1,2],"b":"x"}"#
    );
    assert_eq!(
        mutated(seed, Mutation::JsonDelete { which: 0 }),
        r#"{"b":"x"}"#
    );
    assert_eq!(
        mutated(
            seed,
            Mutation::JsonNumber {
                which: 1,
                number: 15
            }
        ),
        r#"{"a":[1,1e400],"b":"x"}"#
    );
    assert_eq!(
        mutated(
            seed,
            Mutation::JsonString {
                which: 0,
                with: Odd::Long(3)
            }
        ),
        r#"{"a":[1,2],"b":"WWW"}"#
    );
    assert_eq!(
        mutated(
            seed,
            Mutation::JsonString {
                which: 0,
                with: Odd::LoneSurrogate
            }
        ),
        r#"{"a":[1,2],"b":"a\ud800b"}"#
    );
    assert_eq!(
        mutated(
            seed,
            Mutation::JsonKey {
                which: 0,
                with: Odd::Empty
            }
        ),
        r#"{"":[1,2],"b":"x"}"#
    );
    assert_eq!(
        mutated(seed, Mutation::JsonValue { which: 4, value: 5 }),
        r#"{"a":[1,2],"b":[]}"#
    );
    assert_eq!(
        mutated(
            seed,
            Mutation::JsonNest {
                which: 4,
                depth: 3,
                objects: false
            }
        ),
        r#"{"a":[1,2],"b":[[["x"]]]}"#
    );
    assert_eq!(
        mutated(seed, Mutation::JsonGraft { which: 4, from: 1 }),
        r#"{"a":[1,2],"b":"other"}"#
    );
    assert_eq!(
        mutated("not json", Mutation::JsonDelete { which: 0 }),
        "not json"
    );
}

#[test]
fn the_text_mutations_change_bytes_lines_and_tokens() {
    let seed = "one 12\ntwo \"x\"\nthree";
    assert_eq!(mutated(seed, Mutation::Truncate { at: 3 }), "one");
    assert_eq!(
        mutated(seed, Mutation::FlipBit { at: 0, bit: 5 }),
        "One 12\ntwo \"x\"\nthree"
    );
    assert_eq!(
        mutated(seed, Mutation::DeleteLine { line: 1 }),
        "one 12\nthree"
    );
    assert_eq!(
        mutated(seed, Mutation::RepeatLine { line: 2, times: 1 }),
        "one 12\ntwo \"x\"\nthree\nthree"
    );
    assert_eq!(
        mutated(seed, Mutation::SwapLines { a: 0, b: 2 }),
        "three\ntwo \"x\"\none 12"
    );
    assert_eq!(
        mutated(
            seed,
            Mutation::ReplaceDigits {
                which: 0,
                number: 1
            }
        ),
        "one -1\ntwo \"x\"\nthree"
    );
    assert_eq!(
        mutated(
            seed,
            Mutation::ReplaceQuoted {
                which: 0,
                with: Odd::Text("y".into())
            }
        ),
        "one 12\ntwo \"y\"\nthree"
    );
    assert_eq!(
        mutated("ab", Mutation::Splice { at: 1, from: 2 }),
        "aother\"]"
    );
    assert_eq!(
        mutated(
            "ab",
            Mutation::Repeat {
                at: 0,
                len: 1,
                times: 2
            }
        ),
        "aaab"
    );
    assert_eq!(
        mutated("<r/>", Mutation::NestText { at: 0, depth: 2 }),
        "<x><x></x></x><r/>"
    );
}
