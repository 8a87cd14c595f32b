//! What the command-line tests share: the repository root, running the real `muster`
//! binary, reading what it printed, JSON files, and a scratch folder with a library file of
//! its own, and a backup of a player's records (`backup.rs`). Each test file takes the part
//! it needs.

#![allow(dead_code)]

pub mod backup;

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The repository root: the tests run `muster` from there, so example paths are relative.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `muster ARGS` from the repository root, for a command that reads no library.
pub fn muster(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_muster"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("muster runs")
}

/// What a run printed on stdout.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// What a run printed on stderr.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The stdout of a run that must succeed (a failure shows both outputs).
pub fn ok(o: Output) -> String {
    assert!(o.status.success(), "{}{}", stdout(&o), stderr(&o));
    stdout(&o)
}

/// The stdout of a run that must end with exit `code` (0 legal, 1 illegal, 3 unconfirmed
/// for `validate`; a mismatch shows both outputs).
pub fn exits(o: Output, code: i32) -> String {
    assert_eq!(o.status.code(), Some(code), "{}{}", stdout(&o), stderr(&o));
    stdout(&o)
}

/// A JSON file, or a panic naming it.
pub fn read_json(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The JSON files of a folder other than expectations (`*.expect.json`), in name order.
pub fn json_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("readable entry").path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "json")
                && !p.to_string_lossy().ends_with(".expect.json")
        })
        .collect();
    files.sort();
    files
}

/// A scratch folder for the files a test writes, with a library file of its own; removed
/// when dropped.
pub struct Scratch(PathBuf);

impl Scratch {
    /// A new, empty folder (`name` tells the test's folders apart).
    pub fn new(name: &str) -> Self {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "muster-cli-{name}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.0
    }

    /// The path of `name` in the folder (nothing is written).
    pub fn path(&self, name: &str) -> String {
        self.0.join(name).to_string_lossy().into_owned()
    }

    /// Writes `text` to `name` in the folder (and the folders on the way), giving its path.
    pub fn file(&self, name: &str, text: &str) -> String {
        let path = self.0.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        path.to_string_lossy().into_owned()
    }

    /// This folder's library file (it exists once a command has created it).
    pub fn library(&self) -> String {
        self.path("library.sqlite")
    }

    /// Runs `muster ARGS --db <this library>` from the repository root.
    pub fn muster(&self, args: &[&str]) -> Output {
        Command::new(env!("CARGO_BIN_EXE_muster"))
            .args(args)
            .args(["--db", &self.library()])
            .current_dir(root())
            .output()
            .expect("muster runs")
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
