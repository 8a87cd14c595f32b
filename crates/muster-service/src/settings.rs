//! The app's settings (language, theme, the library's folder), kept in `settings.json` in
//! the app's config folder.

use crate::error::AppError;
use muster_core::Lang;
use muster_store::Library;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The settings file's name, in the app's config folder.
pub const SETTINGS_FILE: &str = "settings.json";

/// The library file's name inside `dataDir` (the name `muster` uses by default).
pub const LIBRARY_FILE: &str = "library.sqlite";

/// Light or dark colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Dark text on a light background.
    #[default]
    Light,
    /// Light text on a dark background.
    Dark,
}

/// When a list is checked against the player's collection ("can I field it?").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum CollectionChecks {
    /// Once the player owns something of the list's game: a player who entered no
    /// collection is not told on every unit that they own none of it.
    #[default]
    Auto,
    /// Always.
    On,
    /// Never.
    Off,
}

impl CollectionChecks {
    /// Whether a list of a game whose collection `owns_anything` is checked against it.
    pub fn applies(self, owns_anything: bool) -> bool {
        match self {
            CollectionChecks::Auto => owns_anything,
            CollectionChecks::On => true,
            CollectionChecks::Off => false,
        }
    }
}

/// The longest default player name, in characters (a name on a printed list's header).
pub const PLAYER_NAME_MAX_CHARS: usize = 60;

/// What the user sets: `{ "lang": "en"|"es", "theme": "light"|"dark", "dataDir": "…",
/// "collectionChecks": "auto"|"on"|"off", "playerName": "…", "paper": "a4"|"letter",
/// "printLang": "en"|"es"|null }` (the last four may be left out: `auto`, no name, A4, prints
/// in the app's language).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Settings {
    /// The language of everything the user reads.
    pub lang: Lang,
    /// Light or dark.
    pub theme: Theme,
    /// The folder holding `library.sqlite`; an absolute path.
    pub data_dir: PathBuf,
    /// When lists are checked against the collection.
    #[serde(default)]
    pub collection_checks: CollectionChecks,
    /// The name printed on a list's header unless the print view says another (empty: none).
    #[serde(default)]
    pub player_name: String,
    /// The paper lists are printed on unless the print view says another.
    #[serde(default)]
    pub paper: muster_print::Paper,
    /// The language lists are printed in unless the print view says another; `None`: the
    /// app's language (`lang`).
    #[serde(default)]
    pub print_lang: Option<Lang>,
}

impl Settings {
    /// The settings of a first start: `lang`, light, and the folder `muster` uses.
    pub fn defaults(lang: Lang) -> Self {
        Settings {
            lang,
            theme: Theme::default(),
            data_dir: default_data_dir(),
            collection_checks: CollectionChecks::default(),
            player_name: String::new(),
            paper: muster_print::Paper::default(),
            print_lang: None,
        }
    }

    /// The library file these settings point at.
    pub fn library_path(&self) -> PathBuf {
        self.data_dir.join(LIBRARY_FILE)
    }

    /// Refuses settings the app cannot use (`settings.invalid`): a `dataDir` that is not an
    /// absolute path (a relative one would depend on where the app was started), a player
    /// name over [`PLAYER_NAME_MAX_CHARS`] or on more than one line.
    pub fn check(&self) -> Result<(), AppError> {
        let name = self.player_name.chars().count();
        if name > PLAYER_NAME_MAX_CHARS || self.player_name.chars().any(char::is_control) {
            return Err(AppError::settings(format!(
                "playerName must be at most {PLAYER_NAME_MAX_CHARS} characters on one line ({name} given)"
            )));
        }
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
    if !path.exists() {
        return Ok(None);
    }
    let text = crate::files::read_text(path, crate::files::SETTINGS_MAX_BYTES, "a settings file")?;
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
