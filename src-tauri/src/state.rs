//! The app's state: the settings, and the library they point at.
//!
//! **One library, opened once and kept behind a `Mutex`**, rather than opened per command:
//! opening a library runs its migrations check and SQLite's `quick_check`, which reads the
//! whole file (about half a millisecond for 500 lists, growing with the file; see
//! BENCHMARKS.md), and commands come at every edit. One connection also serialises the
//! app's own writes; the `muster` command line may still use the same file at the same
//! time, SQLite's locks keep the two consistent. The library is opened at the first
//! command that needs it (so a damaged file is reported to the UI, not a start-up crash)
//! and reopened when `dataDir` changes.
//!
//! The bundled RuneWars and Diskwars packs are loaded once each (they never change while the
//! app runs); the user's own records are merged into them at each command, as the CLI does,
//! so records added with `muster user-data` while the app is open are seen at once.

use crate::error::AppError;
use muster_core::games::diskwars::{self, Diskwars};
use muster_core::games::runewars::{Catalog, RuneWars};
use muster_core::{Game, Lang};
use muster_data::{PackError, UserRecordText};
use muster_store::Library;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, OnceLock, PoisonError};

/// The settings file's name, in the app's config folder.
pub const SETTINGS_FILE: &str = "settings.json";

/// The library file's name inside `dataDir` (the name `muster` uses by default).
pub const LIBRARY_FILE: &str = "library.sqlite";

/// Light or dark colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Dark text on a light background.
    #[default]
    Light,
    /// Light text on a dark background.
    Dark,
}

/// What the user sets: `{ "lang": "en"|"es", "theme": "light"|"dark", "dataDir": "…" }`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Settings {
    /// The language of everything the user reads.
    pub lang: Lang,
    /// Light or dark.
    pub theme: Theme,
    /// The folder holding `library.sqlite`; an absolute path.
    pub data_dir: PathBuf,
}

impl Settings {
    /// The settings of a first start: `lang`, light, and the folder `muster` uses.
    pub fn defaults(lang: Lang) -> Self {
        Settings {
            lang,
            theme: Theme::default(),
            data_dir: default_data_dir(),
        }
    }

    /// The library file these settings point at.
    pub fn library_path(&self) -> PathBuf {
        self.data_dir.join(LIBRARY_FILE)
    }

    /// Refuses settings the app cannot use (`settings.invalid`): for now a `dataDir` that
    /// is not an absolute path (a relative one would depend on where the app was started).
    pub fn check(&self) -> Result<(), AppError> {
        if self.data_dir.as_os_str().is_empty() || !self.data_dir.is_absolute() {
            return Err(AppError::settings(format!(
                "dataDir must be an absolute folder path, not '{}'",
                self.data_dir.display()
            )));
        }
        Ok(())
    }
}

/// The folder of `muster_store::Library::default_path()`: the same library the `muster`
/// command line uses by default (`~/.local/share/muster` on Linux).
pub fn default_data_dir() -> PathBuf {
    let file = Library::default_path();
    match file.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        // No data folder known at all: the current folder, made absolute.
        _ => std::env::current_dir().unwrap_or_else(|_| PathBuf::from(".")),
    }
}

/// The user's language from the POSIX locale variables (`LC_ALL`, then `LC_MESSAGES`, then
/// `LANG`): Spanish for `es*`, English otherwise. Systems without these variables (Windows,
/// macOS apps started from the Finder) get English, and the user can switch.
pub fn system_lang() -> Lang {
    lang_from_locale(|key| std::env::var(key).ok())
}

/// [`system_lang`] over any source of variables (for tests).
pub fn lang_from_locale(var: impl Fn(&str) -> Option<String>) -> Lang {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(var)
        .find(|value| !value.is_empty());
    match locale {
        Some(value) if value.starts_with("es") => Lang::Es,
        _ => Lang::En,
    }
}

/// Reads a settings file: `Ok(None)` when there is none.
pub fn read_settings(path: &Path) -> Result<Option<Settings>, AppError> {
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(AppError::file(path, "read", &e)),
    };
    let settings: Settings = serde_json::from_str(&text)
        .map_err(|e| AppError::settings(format!("{}: {e}", path.display())))?;
    settings.check()?;
    Ok(Some(settings))
}

/// Writes a settings file whole: to a temporary file beside it, then renamed over it, so a
/// crash never leaves half a file.
pub fn write_settings(path: &Path, settings: &Settings) -> Result<(), AppError> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| AppError::file(dir, "create the folder", &e))?;
    }
    let mut text = serde_json::to_string_pretty(settings).expect("settings serialize");
    text.push('\n');
    muster_store::write_whole(path, text.as_bytes()).map_err(|e| AppError::file(path, "write", &e))
}

/// The settings and the open library, behind one lock.
#[derive(Debug)]
pub(crate) struct Inner {
    /// The settings in force.
    pub(crate) settings: Settings,
    /// The library at `settings.library_path()`, once a command has opened it.
    pub(crate) library: Option<Library>,
}

/// Everything the commands share. Tauri keeps one, and every command borrows it.
#[derive(Debug)]
pub struct AppState {
    settings_file: PathBuf,
    inner: Mutex<Inner>,
    bundled: OnceLock<Result<Catalog, PackError>>,
    bundled_diskwars: OnceLock<Result<diskwars::Catalog, PackError>>,
}

impl AppState {
    /// A state with these settings, saved to `settings_file` when they change.
    pub fn new(settings_file: PathBuf, settings: Settings) -> Self {
        AppState {
            settings_file,
            inner: Mutex::new(Inner {
                settings,
                library: None,
            }),
            bundled: OnceLock::new(),
            bundled_diskwars: OnceLock::new(),
        }
    }

    /// The state at start-up: the settings from `settings_file`, or the defaults (with
    /// `lang`) when there is none. A file that cannot be used is reported on stderr and
    /// left alone until the user saves settings again.
    pub fn load(settings_file: PathBuf, lang: Lang) -> Self {
        let settings = match read_settings(&settings_file) {
            Ok(Some(settings)) => settings,
            Ok(None) => Settings::defaults(lang),
            Err(e) => {
                eprintln!("muster-app: {}; using the default settings", e.message);
                Settings::defaults(lang)
            }
        };
        AppState::new(settings_file, settings)
    }

    /// Where the settings are saved.
    pub fn settings_file(&self) -> &Path {
        &self.settings_file
    }

    /// The settings in force.
    pub fn settings(&self) -> Settings {
        self.lock().settings.clone()
    }

    /// The lock. A command that panicked cannot leave the library half-written (each write
    /// is one transaction), so a poisoned lock is taken over rather than kept broken.
    pub(crate) fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs `f` on the library, opening it first if no command has yet.
    pub fn with_library<T>(
        &self,
        f: impl FnOnce(&mut Library) -> Result<T, AppError>,
    ) -> Result<T, AppError> {
        static FIRST_USE: std::sync::Once = std::sync::Once::new();
        crate::trace_startup(&FIRST_USE, "first library command");
        let mut guard = self.lock();
        let inner = &mut *guard;
        let library = match inner.library.take() {
            Some(library) => library,
            None => Library::open(&inner.settings.library_path())?,
        };
        f(inner.library.insert(library))
    }

    /// The bundled RuneWars pack, loaded once.
    pub fn runewars_base(&self) -> Result<&Catalog, AppError> {
        self.bundled
            .get_or_init(muster_data::bundled_runewars)
            .as_ref()
            .map_err(|e| AppError::from(e.clone()))
    }

    /// The bundled RuneWars pack plus the user's records from `library` (the CLI's
    /// `runewars_with_user`: `muster_data::with_user_data` over `Library::user_records`).
    pub fn runewars_catalog(&self, library: &Library) -> Result<Catalog, AppError> {
        let base = self.runewars_base()?;
        let records = library.user_records(Some(RuneWars::ID))?;
        Ok(muster_data::with_user_data(base, &record_texts(&records))?)
    }

    /// The bundled Diskwars pack, loaded once.
    pub fn diskwars_base(&self) -> Result<&diskwars::Catalog, AppError> {
        self.bundled_diskwars
            .get_or_init(muster_data::bundled_diskwars)
            .as_ref()
            .map_err(|e| AppError::from(e.clone()))
    }

    /// The bundled Diskwars pack with the values the user entered from their own discs and
    /// cards filled in (`muster_data::diskwars_with_user_data` over `Library::user_records`).
    pub fn diskwars_catalog(&self, library: &Library) -> Result<diskwars::Catalog, AppError> {
        let base = self.diskwars_base()?;
        let records = library.user_records(Some(Diskwars::ID))?;
        Ok(muster_data::diskwars_with_user_data(
            base,
            &record_texts(&records),
        )?)
    }
}

/// The stored records as the data loader reads them.
pub(crate) fn record_texts(records: &[muster_store::UserRecord]) -> Vec<UserRecordText<'_>> {
    records
        .iter()
        .map(|r| UserRecordText {
            kind: &r.kind,
            id: &r.id,
            json: &r.record,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spanish_locales_give_spanish_and_everything_else_english() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |key: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == key)
                    .map(|(_, v)| (*v).to_owned())
            }
        };
        assert_eq!(lang_from_locale(env(&[("LANG", "es_ES.UTF-8")])), Lang::Es);
        assert_eq!(lang_from_locale(env(&[("LANG", "es_AR")])), Lang::Es);
        assert_eq!(lang_from_locale(env(&[("LANG", "en_GB.UTF-8")])), Lang::En);
        assert_eq!(lang_from_locale(env(&[])), Lang::En);
        assert_eq!(
            lang_from_locale(env(&[("LC_ALL", "en_US.UTF-8"), ("LANG", "es_ES.UTF-8")])),
            Lang::En
        );
        assert_eq!(
            lang_from_locale(env(&[("LC_ALL", ""), ("LANG", "es_ES.UTF-8")])),
            Lang::Es
        );
    }
}
