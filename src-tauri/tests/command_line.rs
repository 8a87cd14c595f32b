//! The app's one binary as the `muster` command line: given any argument, or called by the
//! name `muster` (the packages' `/usr/bin/muster` is a link to `muster-app`), it runs the
//! command line, with no display, and never starts the window. Every run here has neither
//! X11's nor Wayland's display, where starting GTK would fail: each exit code and output
//! below is also proof that the window was not begun. What the command line answers is held
//! to the same scenario files (`tests/<game>/*.expect.json`) as the `muster` binary's tests.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The app's binary, as Cargo built it.
const APP: &str = env!("CARGO_BIN_EXE_muster-app");

/// The repository's root: the example paths are relative to it.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A new scratch folder holding `muster`, a link to the app's binary as the packages install
/// it, and a data folder of its own (so no run reads the user's library).
struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    fn new() -> Self {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "muster-app-command-line-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("data")).unwrap();
        std::os::unix::fs::symlink(APP, dir.join("muster")).unwrap();
        Scratch { dir }
    }

    /// The link named `muster`.
    fn muster(&self) -> PathBuf {
        self.dir.join("muster")
    }

    /// Runs `program ARGS` from the repository's root, with no display and this folder's
    /// data folder.
    fn run(&self, program: &Path, args: &[&str]) -> Output {
        Command::new(program)
            .args(args)
            .current_dir(root())
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .env("XDG_DATA_HOME", self.dir.join("data"))
            .output()
            .unwrap_or_else(|e| panic!("{}: {e}", program.display()))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn validate_gives_the_verdict_and_report_under_either_name_without_a_display() {
    let scratch = Scratch::new();
    let app = Path::new(APP);
    for (list, code, verdict, said) in [
        (
            "examples/runewars-daqan-shield-wall.json",
            0,
            "legal",
            "LEGAL",
        ),
        (
            "examples/runewars-latari-over-budget.json",
            1,
            "illegal",
            "NOT LEGAL",
        ),
    ] {
        let by_app = scratch.run(app, &["validate", list]);
        let by_link = scratch.run(&scratch.muster(), &["validate", list]);
        for (name, out) in [("muster-app", &by_app), ("muster", &by_link)] {
            assert_eq!(
                out.status.code(),
                Some(code),
                "{name} validate {list}: {}{}",
                text(&out.stdout),
                text(&out.stderr)
            );
            assert!(out.stderr.is_empty(), "{name}: {}", text(&out.stderr));
        }
        // The report's first line ends with its verdict.
        let first = text(&by_app.stdout)
            .lines()
            .next()
            .unwrap_or_default()
            .to_owned();
        assert!(
            first.ends_with(said) && (code == 1 || !first.ends_with("NOT LEGAL")),
            "{list}: {first}"
        );
        assert_eq!(text(&by_app.stdout), text(&by_link.stdout), "{list}");

        let json = scratch.run(app, &["validate", list, "--format", "json"]);
        assert_eq!(json.status.code(), Some(code), "{list}");
        let report: Value = serde_json::from_slice(&json.stdout).expect("a JSON report");
        assert_eq!(report["verdict"], verdict, "{list}");
    }
}

#[test]
fn the_runewars_scenarios_get_the_exit_codes_and_errors_muster_is_held_to() {
    let scratch = Scratch::new();
    let dir = root().join("tests/runewars");
    let mut lists: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".json") && !name.ends_with(".expect.json")
        })
        .collect();
    lists.sort();
    assert!(lists.len() >= 5, "scenarios missing: {lists:?}");
    let key = |d: &Value| (d["code"].clone(), d["rule"].clone(), d["path"].clone());
    for list in lists {
        let expect: Value = serde_json::from_str(
            &std::fs::read_to_string(list.with_extension("expect.json")).unwrap(),
        )
        .unwrap();
        let path = list.to_str().unwrap();
        let out = scratch.run(Path::new(APP), &["validate", "--format", "json", path]);
        let name = list.file_name().unwrap().to_string_lossy();
        assert_eq!(
            out.status.code().map(i64::from),
            expect["exit"].as_i64(),
            "{name}: {}",
            text(&out.stderr)
        );
        let report: Value = serde_json::from_slice(&out.stdout).expect("a JSON report");
        let errors: Vec<_> = report["diagnostics"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|d| d["severity"] == "error")
            .map(key)
            .collect();
        let expected: Vec<_> = expect["errors"]
            .as_array()
            .unwrap()
            .iter()
            .map(key)
            .collect();
        assert_eq!(errors, expected, "{name}: {}", expect["why"]);
    }
}

#[test]
fn version_and_help_are_the_command_lines() {
    let scratch = Scratch::new();
    let app = Path::new(APP);
    for program in [app, &scratch.muster()] {
        let out = scratch.run(program, &["--version"]);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        assert_eq!(
            text(&out.stdout),
            format!("muster {}\n", env!("CARGO_PKG_VERSION"))
        );
    }
    let by_app = scratch.run(app, &["--help"]);
    let by_link = scratch.run(&scratch.muster(), &["--help"]);
    assert_eq!(by_app.status.code(), Some(0), "{}", text(&by_app.stderr));
    assert_eq!(by_link.status.code(), Some(0), "{}", text(&by_link.stderr));
    // The usage names the program as it was called; the rest is the same.
    let help = text(&by_link.stdout);
    assert!(help.contains("Usage: muster <COMMAND>"), "{help}");
    for command in ["validate", "check", "print", "catalog", "lists", "match"] {
        assert!(
            help.contains(&format!("\n  {command} ")),
            "{command}: {help}"
        );
    }
    assert_eq!(
        text(&by_app.stdout),
        help.replace("Usage: muster ", "Usage: muster-app ")
    );
}

#[test]
fn called_muster_with_no_argument_it_is_the_command_lines_usage_not_the_window() {
    let scratch = Scratch::new();
    let out = scratch.run(&scratch.muster(), &[]);
    // clap's answer to a missing subcommand: the usage on stderr, exit 2.
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).contains("Usage: muster <COMMAND>"),
        "{}",
        text(&out.stderr)
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn a_list_saved_by_one_name_is_in_the_library_the_other_reads() {
    let scratch = Scratch::new();
    let saved = scratch.run(
        Path::new(APP),
        &["lists", "save", "examples/runewars-daqan-shield-wall.json"],
    );
    assert_eq!(saved.status.code(), Some(0), "{}", text(&saved.stderr));
    assert!(scratch.dir.join("data/muster/library.sqlite").is_file());
    let example: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("examples/runewars-daqan-shield-wall.json")).unwrap(),
    )
    .unwrap();
    let listed = scratch.run(&scratch.muster(), &["lists"]);
    assert_eq!(listed.status.code(), Some(0), "{}", text(&listed.stderr));
    let name = example["name"].as_str().unwrap();
    assert!(
        text(&listed.stdout).contains(name),
        "{}",
        text(&listed.stdout)
    );
}
