//! The native dialogs behind the app's file commands, opened from Rust.
//!
//! The window never names a file: a command that reads or writes one (`list_import_file`,
//! `list_export_file`, `list_print_save`, `sigmar_import_folder`, `sigmar_read_roster`,
//! `settings_choose_data_folder`) asks the player through [`Dialogs`] and works on the
//! answer, so script in the window can neither read nor overwrite a file the player did not
//! choose. The window gives only the dialog's title and, for a save, the suggested file name
//! (both plain text, shortened to [`TITLE_MAX_CHARS`] and [`NAME_MAX_CHARS`]). A file the app
//! wrote may then be shown in the file manager (`reveal_saved`), and no other.
//!
//! The desktop shell implements [`Dialogs`] with the system's dialogs; [`Scripted`] answers
//! from a list given in advance (tests).

use muster_core::Lang;
use std::collections::VecDeque;
use std::fmt::Debug;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

/// The longest dialog title the window may give, in characters (longer is cut).
pub const TITLE_MAX_CHARS: usize = 200;
/// The longest suggested file name the window may give, in characters (longer is cut).
pub const NAME_MAX_CHARS: usize = 120;

/// What kind of file a dialog offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// A Muster list document (`.json`).
    List,
    /// A printed list (`.pdf`).
    Pdf,
    /// A BattleScribe or New Recruit roster (`.ros`, `.rosz`, `.json`).
    Roster,
}

impl FileKind {
    /// The dialog's filter: its name in `lang` and the extensions it shows.
    pub fn filter(self, lang: Lang) -> (&'static str, &'static [&'static str]) {
        let es = lang == Lang::Es;
        match self {
            FileKind::List => (
                if es {
                    "Lista de Muster (JSON)"
                } else {
                    "Muster list (JSON)"
                },
                &["json"],
            ),
            FileKind::Pdf => ("PDF", &["pdf"]),
            FileKind::Roster => (
                if es {
                    "Lista de BattleScribe / New Recruit"
                } else {
                    "BattleScribe / New Recruit roster"
                },
                &["ros", "rosz", "json"],
            ),
        }
    }
}

/// One question to the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// An existing file of `kind` to read.
    Open {
        /// The dialog's title.
        title: String,
        /// What it offers.
        kind: FileKind,
    },
    /// A folder.
    Folder {
        /// The dialog's title.
        title: String,
        /// Where it starts, when somewhere.
        start: Option<PathBuf>,
    },
    /// Where to write a file of `kind`.
    Save {
        /// The dialog's title.
        title: String,
        /// The file name it proposes.
        suggested: String,
        /// What it offers.
        kind: FileKind,
    },
}

impl Ask {
    /// An open dialog, the window's title shortened.
    pub fn open(title: &str, kind: FileKind) -> Ask {
        Ask::Open {
            title: cut(title, TITLE_MAX_CHARS),
            kind,
        }
    }

    /// A folder dialog, the window's title shortened.
    pub fn folder(title: &str, start: Option<&Path>) -> Ask {
        Ask::Folder {
            title: cut(title, TITLE_MAX_CHARS),
            start: start.map(Path::to_path_buf),
        }
    }

    /// A save dialog, the window's title and suggested name shortened; a suggested name is
    /// only a name (any folder part of it is dropped).
    pub fn save(title: &str, suggested: &str, kind: FileKind) -> Ask {
        let name = suggested.rsplit(['/', '\\']).next().unwrap_or_default();
        Ask::Save {
            title: cut(title, TITLE_MAX_CHARS),
            suggested: cut(name, NAME_MAX_CHARS),
            kind,
        }
    }
}

/// `text` without control characters, at most `max` characters.
fn cut(text: &str, max: usize) -> String {
    text.chars().filter(|c| !c.is_control()).take(max).collect()
}

/// The system's dialogs, as the app's commands use them.
pub trait Dialogs: Send + Sync + Debug {
    /// Asks the player, the filters named in `lang`; `None` when they cancel.
    fn choose(&self, ask: &Ask, lang: Lang) -> Option<PathBuf>;
    /// Shows `path` selected in the system's file manager.
    fn reveal(&self, path: &Path) -> Result<(), String>;
}

/// Dialogs that answer from a list given in advance, in order (`None` = cancelled; cancelled
/// too once the list is used up), and remember what they were asked and shown.
#[derive(Debug, Default)]
pub struct Scripted {
    answers: Mutex<VecDeque<Option<PathBuf>>>,
    asked: Mutex<Vec<Ask>>,
    revealed: Mutex<Vec<PathBuf>>,
}

impl Scripted {
    /// Dialogs that will answer `answers`, one per question.
    pub fn new(answers: impl IntoIterator<Item = Option<PathBuf>>) -> Self {
        Scripted {
            answers: Mutex::new(answers.into_iter().collect()),
            ..Scripted::default()
        }
    }

    /// Adds the answer to the next question not yet answered.
    pub fn answer(&self, answer: Option<PathBuf>) {
        lock(&self.answers).push_back(answer);
    }

    /// Every question asked so far.
    pub fn asked(&self) -> Vec<Ask> {
        lock(&self.asked).clone()
    }

    /// Every file shown in the file manager so far.
    pub fn revealed(&self) -> Vec<PathBuf> {
        lock(&self.revealed).clone()
    }
}

impl Dialogs for Scripted {
    fn choose(&self, ask: &Ask, _lang: Lang) -> Option<PathBuf> {
        lock(&self.asked).push(ask.clone());
        lock(&self.answers).pop_front().flatten()
    }

    fn reveal(&self, path: &Path) -> Result<(), String> {
        lock(&self.revealed).push(path.to_path_buf());
        Ok(())
    }
}

impl<T: Dialogs> Dialogs for std::sync::Arc<T> {
    fn choose(&self, ask: &Ask, lang: Lang) -> Option<PathBuf> {
        (**self).choose(ask, lang)
    }

    fn reveal(&self, path: &Path) -> Result<(), String> {
        (**self).reveal(path)
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_suggested_name_is_only_a_name_and_titles_are_cut() {
        let ask = Ask::save(&"t\u{1b}".repeat(500), "../../.bashrc", FileKind::Pdf);
        let Ask::Save {
            title, suggested, ..
        } = ask
        else {
            panic!("a save dialog")
        };
        assert_eq!(suggested, ".bashrc");
        assert_eq!(title.chars().count(), TITLE_MAX_CHARS);
        assert!(!title.contains('\u{1b}'));
        let Ask::Save { suggested, .. } = Ask::save("x", "a\\b\\lista.json", FileKind::List) else {
            panic!("a save dialog")
        };
        assert_eq!(suggested, "lista.json");
    }

    #[test]
    fn scripted_dialogs_answer_in_order_then_cancel() {
        let dialogs = Scripted::new([Some(PathBuf::from("/a")), None]);
        let ask = Ask::open("Import", FileKind::List);
        assert_eq!(dialogs.choose(&ask, Lang::En), Some(PathBuf::from("/a")));
        assert_eq!(dialogs.choose(&ask, Lang::En), None);
        assert_eq!(dialogs.choose(&ask, Lang::Es), None);
        assert_eq!(dialogs.asked().len(), 3);
    }
}
