//! The boundaries `ARCHITECTURE.md` draws, checked: the front ends (the `muster` command line
//! and the Tauri shell) name no game and depend on the application layer alone; the rules
//! core depends on nothing that touches files, clocks, processes or the network. And a crate
//! whose integration tests are one binary runs every test file it holds.

use std::path::{Path, PathBuf};

/// The repository's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.rs` file under `dir`, with its text.
fn sources(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.unwrap().path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                files.push((path, text));
            }
        }
    }
    files.sort();
    files
}

/// The names of a crate's `[dependencies]` (not dev- or build-dependencies), each with
/// whether it is optional.
fn dependencies(manifest: &Path) -> Vec<(String, bool)> {
    let text = std::fs::read_to_string(manifest).unwrap();
    let mut in_dependencies = false;
    let mut found = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_dependencies = line == "[dependencies]";
            continue;
        }
        if in_dependencies && !line.is_empty() && !line.starts_with('#') {
            let name = line.split(['=', '.']).next().unwrap().trim().to_owned();
            found.push((name, line.contains("optional = true")));
        }
    }
    found
}

/// What a front end may not name: a game's module or type, or a crate under the
/// application layer.
const FOR_THE_APPLICATION_LAYER: [&str; 9] = [
    "games::",
    "RuneWars",
    "Diskwars",
    "Sigmar",
    "Underworlds",
    "muster_core",
    "muster_data",
    "muster_store",
    "muster_print",
];

#[test]
fn the_front_ends_name_no_game_and_call_only_the_application_layer() {
    for dir in ["crates/muster-cli/src", "src-tauri/src"] {
        for (path, text) in sources(&root().join(dir)) {
            for (n, line) in text.lines().enumerate() {
                // Doc comments may say what a command is for ("Age of Sigmar: unit, counted in
                // models"); code may not name a game.
                let code = line.trim_start();
                if code.starts_with("//") || code.starts_with("///") {
                    continue;
                }
                for word in FOR_THE_APPLICATION_LAYER {
                    assert!(
                        !code.contains(word),
                        "{}:{}: a front end names `{word}`, which belongs in muster-service: {line}",
                        path.display(),
                        n + 1
                    );
                }
            }
        }
    }
    let cli: Vec<String> = dependencies(&root().join("crates/muster-cli/Cargo.toml"))
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    assert_eq!(cli, ["muster-service", "serde_json", "clap"]);
    let shell: Vec<String> = dependencies(&root().join("src-tauri/Cargo.toml"))
        .into_iter()
        .map(|(name, _)| name)
        .collect();
    // The dialogs, and the opener only to show a saved file in the file manager.
    assert_eq!(
        shell,
        [
            "muster-service",
            "tauri",
            "tauri-plugin-dialog",
            "tauri-plugin-opener"
        ]
    );
}

#[test]
fn the_rules_core_touches_no_file_clock_process_or_network() {
    let core = root().join("crates/muster-core");
    let required: Vec<String> = dependencies(&core.join("Cargo.toml"))
        .into_iter()
        .filter(|(_, optional)| !optional)
        .map(|(name, _)| name)
        .collect();
    assert_eq!(required, ["serde", "serde_json", "serde_path_to_error"]);
    for (path, text) in sources(&core.join("src")) {
        for word in [
            "std::fs",
            "std::net",
            "std::process",
            "std::env",
            "SystemTime",
            "Instant",
            "std::thread",
        ] {
            assert!(
                !text.contains(word),
                "{}: the rules core uses `{word}`",
                path.display()
            );
        }
    }
}

#[test]
fn the_shell_is_thin() {
    let lines: usize = sources(&root().join("src-tauri/src"))
        .iter()
        .map(|(_, text)| text.lines().count())
        .sum();
    assert!(lines < 2000, "src-tauri/src has {lines} lines");
}

#[test]
fn a_crate_with_one_test_binary_runs_every_test_file() {
    let mut checked = 0;
    for entry in std::fs::read_dir(root().join("crates")).unwrap() {
        let dir = entry.unwrap().path();
        let Ok(manifest) = std::fs::read_to_string(dir.join("Cargo.toml")) else {
            continue;
        };
        if !manifest.contains("autotests = false") {
            continue;
        }
        // The test target's root: `tests/main.rs`, whose modules must be every file beside it.
        assert!(
            manifest.contains("path = \"tests/main.rs\""),
            "{}: tests are not found by Cargo and no `tests/main.rs` target is declared",
            dir.display()
        );
        let main = std::fs::read_to_string(dir.join("tests/main.rs")).unwrap();
        let declared: Vec<&str> = main
            .lines()
            .filter_map(|l| l.strip_prefix("mod ")?.strip_suffix(';'))
            .collect();
        for entry in std::fs::read_dir(dir.join("tests")).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_stem().unwrap().to_str().unwrap().to_owned();
            let module = if path.is_dir() {
                path.join("mod.rs").exists()
            } else {
                path.extension().is_some_and(|x| x == "rs") && name != "main"
            };
            if module {
                assert!(
                    declared.contains(&name.as_str()),
                    "{}: not a module of tests/main.rs, so its tests never run",
                    path.display()
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 40, "only {checked} test files checked");
}
