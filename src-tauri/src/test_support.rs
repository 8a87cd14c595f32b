//! Helpers for the unit tests: a temporary folder and a state whose library lives in it.

use crate::state::{AppState, Settings, Theme};
use muster_core::Lang;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A folder under the system's temporary folder, removed when dropped.
pub(crate) struct TempDir(PathBuf);

impl TempDir {
    pub(crate) fn new(tag: &str) -> Self {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "muster-app-test-{tag}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    pub(crate) fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A state with its settings file under `dir/config` and its library under `dir/data`.
pub(crate) fn state_in(dir: &TempDir) -> AppState {
    AppState::new(
        dir.path().join("config").join("settings.json"),
        Settings {
            lang: Lang::En,
            theme: Theme::Light,
            data_dir: dir.path().join("data"),
        },
    )
}

/// Every text of a printed layout, in drawing order.
pub(crate) fn layout_texts(layout: &muster_print::Layout) -> Vec<&str> {
    layout
        .pages
        .iter()
        .flat_map(|p| &p.items)
        .filter_map(|item| match item {
            muster_print::Item::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

/// An example list document of the repository (`examples/NAME`).
pub(crate) fn example(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The rulebook's worked example (p.16–17): Kairos Fateweaver's 33 recruitment points spent
/// on a Bloodthirster (15), Plaguebearers (8) and two Kurgan Barbarians (5 each), in a
/// two-regiment army with one regiment chosen so far.
pub(crate) const DISKWARS_KAIROS: &str = r#"{"format": "muster-list/1", "game": "diskwars",
    "name": "Fateweaver's host", "regiment_count": 2,
    "regiments": [{"hero": "kairos-fateweaver",
        "units": ["bloodthirster", "plaguebearers", "kurgan-barbarians", "kurgan-barbarians"]}],
    "command_cards": ["intimidate", "nurgles-rot"]}"#;
