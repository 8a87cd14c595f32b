//! The boundaries `ARCHITECTURE.md` draws, checked: the front ends (the `muster` command line
//! and the Tauri shell) name no game and depend on the application layer alone (the shell
//! also on the command line, which its binary runs when given arguments); the rules
//! core depends on nothing that touches files, clocks, processes or the network. A crate
//! whose integration tests are one binary runs every test file it holds. And the docs a
//! newcomer reads stay true where a test can tell: their links, the README's length, and
//! ARCHITECTURE.md's line lengths and the paths it names.

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
    // The command line, which the app's one binary runs when given arguments; the dialogs,
    // and the opener only to show a saved file in the file manager.
    assert_eq!(
        shell,
        [
            "muster-service",
            "muster-cli",
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

/// Every Markdown file of the repository, outside what builds and installs make.
fn docs() -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![root()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy();
            if path.is_dir() {
                if !name.starts_with('.') && !["target", "node_modules", "build"].contains(&&*name)
                {
                    pending.push(path);
                }
            } else if name.ends_with(".md") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// A Markdown text without its fenced code blocks, which hold output, not links.
fn prose(text: &str) -> String {
    let mut fenced = false;
    let mut kept = String::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            kept.push_str(line);
            kept.push('\n');
        }
    }
    kept
}

/// The anchor GitHub gives a heading: lowercase, spaces as `-`, other punctuation dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

#[test]
fn every_link_between_the_docs_reaches_a_file_and_heading() {
    let mut checked = 0;
    for file in docs() {
        let text = prose(&std::fs::read_to_string(&file).unwrap());
        for (at, _) in text.match_indices("](") {
            let rest = &text[at + 2..];
            let Some(end) = rest.find(')') else { continue };
            let target = &rest[..end];
            if target.contains("://") || target.starts_with("mailto:") || target.contains(' ') {
                continue;
            }
            let (path, heading) = target.split_once('#').unwrap_or((target, ""));
            let linked = if path.is_empty() {
                file.clone()
            } else {
                file.parent().unwrap().join(path)
            };
            assert!(
                linked.exists(),
                "{}: links to `{target}`, which does not exist",
                file.display()
            );
            if !heading.is_empty() {
                let headings: Vec<String> = prose(&std::fs::read_to_string(&linked).unwrap())
                    .lines()
                    .filter(|l| l.starts_with('#'))
                    .map(|l| anchor(l.trim_start_matches('#')))
                    .collect();
                assert!(
                    headings.iter().any(|h| h == heading),
                    "{}: links to `{target}`, but {} has no such heading",
                    file.display(),
                    linked.display()
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 50, "only {checked} links checked");
}

/// Every file and folder of the repository, as paths from its root with `/` between names,
/// outside what builds and installs make.
fn repository_paths() -> Vec<String> {
    let mut paths = Vec::new();
    let mut pending = vec![root()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy();
            if name.starts_with('.') || ["target", "node_modules", "build"].contains(&&*name) {
                continue;
            }
            let relative = path.strip_prefix(root()).unwrap();
            paths.push(relative.to_string_lossy().replace('\\', "/"));
            if path.is_dir() {
                pending.push(path);
            }
        }
    }
    paths
}

/// Whether a text in backticks reads as a path: a file with an extension or names joined
/// by `/`, with no placeholder (`<game>`), wildcard, space or Rust path (`a::b`) in it.
fn looks_like_a_path(text: &str) -> bool {
    let plain = text
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "_-./[]+".contains(c));
    let extension = text.rsplit_once('.').is_some_and(|(stem, ext)| {
        !stem.is_empty()
            && [
                "rs", "md", "json", "ts", "svelte", "mjs", "toml", "sh", "csv",
            ]
            .contains(&ext)
    });
    // A format's name and version (`muster-list/1`) is not a path.
    let versioned = text
        .rsplit_once('/')
        .is_some_and(|(_, last)| !last.is_empty() && last.chars().all(|c| c.is_ascii_digit()));
    plain && !versioned && !text.starts_with(['/', '.', '-']) && (text.contains('/') || extension)
}

#[test]
fn architecture_md_is_short_lined_and_names_only_paths_that_exist() {
    let text = std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    for (n, line) in text.lines().enumerate() {
        let length = line.chars().count();
        assert!(
            length <= 300,
            "ARCHITECTURE.md:{}: {length} characters",
            n + 1
        );
    }
    let paths = repository_paths();
    let mut checked = 0;
    let mut missing = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for quoted in line.split('`').skip(1).step_by(2) {
            if !looks_like_a_path(quoted) {
                continue;
            }
            // A path from the root, or (inside a part's section) the end of one.
            let path = quoted.trim_end_matches('/');
            let found = paths
                .iter()
                .any(|p| p == path || p.ends_with(&format!("/{path}")));
            if !found {
                missing.push(format!("ARCHITECTURE.md:{}: `{quoted}`", n + 1));
            }
            checked += 1;
        }
    }
    assert!(
        missing.is_empty(),
        "named but no file or folder of the repository:\n{}",
        missing.join("\n")
    );
    assert!(checked >= 50, "only {checked} paths checked");
}

#[test]
fn the_readme_puts_the_user_first_in_at_most_160_lines() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let lines = readme.lines().count();
    assert!(
        lines <= 160,
        "README.md has {lines} lines; move reference to docs/cli.md or CONTRIBUTING.md"
    );
    // `.ci/run` and `scripts/test` send a reader to this heading and its command.
    assert!(
        readme.contains("## Run every test\n\n```sh\nscripts/test\n```"),
        "README.md no longer shows `scripts/test` under \"Run every test\""
    );
    for other in ["docs/cli.md", "CONTRIBUTING.md", "ARCHITECTURE.md"] {
        assert!(
            readme.contains(&format!("]({other}")),
            "README.md does not link {other}"
        );
    }
}

#[test]
fn the_shell_stays_under_300_lines_of_code() {
    // Lines of code, tests included: a comment or a blank line does no work in the shell.
    let lines: usize = sources(&root().join("src-tauri/src"))
        .iter()
        .flat_map(|(_, text)| text.lines())
        .filter(|line| !line.trim().is_empty() && !line.trim_start().starts_with("//"))
        .count();
    assert!(lines < 300, "src-tauri/src has {lines} lines of code");
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
