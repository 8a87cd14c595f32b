//! The desktop app's side of the application layer: [`App`], the settings and the
//! [`Muster`] they point at, kept for the window's life. Its commands are
//! [`app_commands!`](crate::app_commands) (`commands.rs`).

use crate::dialogs::{Ask, Dialogs, Scripted};
use crate::error::AppError;
use crate::muster::Muster;
use crate::settings::{read_settings, write_settings, Settings};
use muster_core::Lang;
use muster_store::Library;
use std::collections::VecDeque;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

/// The app's settings and the [`Muster`] they point at. The window keeps one for its life,
/// and every command borrows it.
#[derive(Debug)]
pub struct App {
    settings_file: PathBuf,
    settings: Mutex<Settings>,
    muster: Muster,
    /// The player's dialogs: every file a command reads or writes is chosen in one.
    pub(crate) dialogs: Box<dyn Dialogs>,
    /// The files the app wrote where the player chose (the newest [`WRITTEN_KEPT`]): the
    /// only ones `reveal_saved` shows.
    pub(crate) written: Mutex<VecDeque<PathBuf>>,
    /// The roster file the player last chose, read again when the language changes.
    pub(crate) roster: Mutex<Option<PathBuf>>,
}

/// How many written files `reveal_saved` remembers.
const WRITTEN_KEPT: usize = 64;

impl App {
    /// The app with these settings, saved to `settings_file` when they change; the shipped
    /// packs and the library the settings name. Until [`App::with_dialogs`], every dialog
    /// is cancelled (there is no window to show one).
    pub fn new(settings_file: PathBuf, settings: Settings) -> Self {
        App {
            settings_file,
            muster: Muster::new(None, settings.library_path()),
            settings: Mutex::new(settings),
            dialogs: Box::new(Scripted::default()),
            written: Mutex::new(VecDeque::new()),
            roster: Mutex::new(None),
        }
    }

    /// The app asking the player through `dialogs`.
    pub fn with_dialogs(mut self, dialogs: impl Dialogs + 'static) -> Self {
        self.dialogs = Box::new(dialogs);
        self
    }

    /// Asks the player (see [`crate::dialogs`]).
    pub(crate) fn choose(&self, ask: &Ask) -> Option<PathBuf> {
        self.dialogs.choose(ask, self.lang())
    }

    /// The language of the app's own words (the dialogs' filters), as the settings say.
    fn lang(&self) -> Lang {
        self.settings().lang
    }

    /// Refuses a file the player chose to write that is the library (or its `-wal`, `-shm`)
    /// or the settings file: the app's own files are never written over from a save dialog.
    pub(crate) fn may_write(&self, path: &Path) -> Result<(), AppError> {
        crate::files::check_output(
            path,
            Some(&self.muster.library_path()),
            &[&self.settings_file],
        )
    }

    /// Remembers a file the app wrote where the player chose, for `reveal_saved`.
    pub(crate) fn wrote(&self, path: &Path) {
        let mut written = self.written.lock().unwrap_or_else(PoisonError::into_inner);
        written.retain(|p| p != path);
        if written.len() == WRITTEN_KEPT {
            written.pop_front();
        }
        written.push_back(path.to_path_buf());
    }

    /// The app at start-up: the settings from `settings_file`, or the defaults (with `lang`)
    /// when there is none. A file that cannot be used is reported on stderr and left alone
    /// until the user saves settings again.
    pub fn load(settings_file: PathBuf, lang: Lang) -> Self {
        let settings = match read_settings(&settings_file) {
            Ok(Some(settings)) => settings,
            Ok(None) => Settings::defaults(lang),
            Err(e) => {
                eprintln!("muster-app: {}; using the default settings", e.message);
                Settings::defaults(lang)
            }
        };
        App::new(settings_file, settings)
    }

    /// Where the settings are saved.
    pub fn settings_file(&self) -> &Path {
        &self.settings_file
    }

    /// The jobs, on the library the settings name.
    pub fn muster(&self) -> &Muster {
        &self.muster
    }

    /// The settings in force.
    pub fn settings(&self) -> Settings {
        self.settings
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Checks and saves new settings and returns them. Anything that is not
    /// `{ lang: "en"|"es", theme: "light"|"dark", dataDir: absolute path,
    /// collectionChecks?: "auto"|"on"|"off" }` is
    /// `settings.invalid` and changes nothing. The window may keep `dataDir` or put back the
    /// default folder; any other folder is chosen in the folder dialog
    /// (`settings_choose_data_folder`), never named by the window. A new `dataDir` opens (or
    /// creates) the library there first; if that fails, the error is returned and the old
    /// settings stay.
    pub(crate) fn set_settings(&self, input: serde_json::Value) -> Result<Settings, AppError> {
        let settings: Settings =
            serde_json::from_value(input).map_err(|e| AppError::settings(e.to_string()))?;
        let current = self.settings();
        if settings.data_dir != current.data_dir
            && settings.data_dir != crate::settings::default_data_dir()
        {
            return Err(AppError::settings(
                "the data folder is chosen with the folder dialog (Choose…), not typed",
            ));
        }
        self.apply_settings(settings)
    }

    /// Checks, saves and applies `settings` (see [`App::set_settings`]).
    pub(crate) fn apply_settings(&self, settings: Settings) -> Result<Settings, AppError> {
        settings.check()?;
        let mut current = self.settings.lock().unwrap_or_else(PoisonError::into_inner);
        // Opened first: a folder the library cannot live in changes nothing.
        let library = if current.data_dir != settings.data_dir {
            Some(Library::open(&settings.library_path())?)
        } else {
            None
        };
        write_settings(&self.settings_file, &settings)?;
        if let Some(library) = library {
            self.muster.use_library(settings.library_path(), library);
        }
        *current = settings.clone();
        Ok(settings)
    }
}
