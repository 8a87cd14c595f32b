//! [`AppError`]: how every job fails, `{ code, message }`.
//!
//! `code` is stable and is what the app's UI branches on (and translates); `message` is one
//! line for the user, in the crates' words (English unless the crate speaks the user's
//! language), and is what the command line prints after `muster: `.

use muster_core::ListError;
use muster_data::PackError;
use muster_store::{LiveError, StoreError};
use serde::Serialize;
use std::fmt;
use std::path::Path;

/// Declares [`ErrorCode`] from each code's variant and text, written once.
macro_rules! error_codes {
    ($( $(#[doc = $doc:literal])* $variant:ident = $code:literal, )*) => {
        /// Why a job failed, stable and `area.what`: what the UI branches on and translates
        /// (generated into `ui/src/lib/bindings.ts` as `ErrorCode`), written as its text.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
        #[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
        pub enum ErrorCode {
            $( $(#[doc = $doc])* #[serde(rename = $code)] $variant, )*
        }

        impl ErrorCode {
            /// Every code, in the order declared.
            pub const ALL: &'static [ErrorCode] = &[$(ErrorCode::$variant),*];

            /// The code as the UI and its JSON write it (`store.not_found`).
            pub fn as_str(self) -> &'static str {
                match self {
                    $(ErrorCode::$variant => $code,)*
                }
            }
        }
    };
}

error_codes! {
    /// A command argument the crates cannot take: an unknown language, game, kind or item.
    ArgsInvalid = "args.invalid",
    /// A pack, folder or import that cannot be read, the message naming the place.
    DataBroken = "data.broken",
    /// Data the player gave (a record, a values table) refused, naming the place.
    DataRefused = "data.refused",
    /// An Underworlds deck link with codes no card has, one line per bad code.
    DeckLink = "deck.link",
    /// An Underworlds deck typed as text with lines that do not read, one line per line.
    DeckText = "deck.text",
    /// A file the user chose could not be read or written.
    FileIo = "file.io",
    /// A text that is not a list document.
    ListInvalid = "list.invalid",
    /// A list pasted as text that does not read.
    ListText = "list.text",
    /// A match file that does not read.
    MatchFile = "match.file",
    /// An event for a match that is over.
    MatchFinished = "match.finished",
    /// A match of a game Muster does not track.
    MatchGame = "match.game",
    /// A result asked of a match that is not over.
    MatchNotOver = "match.not_over",
    /// An entry the match's rules refuse.
    MatchRefused = "match.refused",
    /// A match that cannot start: its set-up's faults with their places.
    MatchSetup = "match.setup",
    /// A stored match that cannot be replayed.
    MatchStored = "match.stored",
    /// A player's own record the checker refuses, naming the place.
    RecordInvalid = "record.invalid",
    /// A roster file refused.
    RosterRefused = "roster.refused",
    /// Settings that cannot be used.
    SettingsInvalid = "settings.invalid",
    /// A backup refused at its place; the library unchanged.
    StoreBadImport = "store.bad_import",
    /// The request contradicts what the library holds; nothing changed.
    StoreConflict = "store.conflict",
    /// The library holds a value that does not read; nothing is written to it.
    StoreDamaged = "store.damaged",
    /// A failure of the library no other code describes.
    StoreError = "store.error",
    /// A request the library cannot take; nothing changed.
    StoreInvalid = "store.invalid",
    /// The library's file could not be read or written (a locked file, a full disk).
    StoreIo = "store.io",
    /// A library written by a newer Muster, left untouched.
    StoreNewerSchema = "store.newer_schema",
    /// A file that is not a Muster library.
    StoreNotALibrary = "store.not_a_library",
    /// A list, version, match or record that is not in the library.
    StoreNotFound = "store.not_found",
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A code equals its text, so that a test states the code as the UI receives it.
impl PartialEq<&str> for ErrorCode {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// A job's failure, as the UI receives it: `{ "code": "...", "message": "..." }`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct AppError {
    /// Stable code, `area.what` (`store.not_found`, `list.invalid`…).
    pub code: ErrorCode,
    /// One line for the user.
    pub message: String,
}

impl AppError {
    /// An error from its parts.
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        AppError {
            code,
            message: message.into(),
        }
    }

    /// A file the user chose could not be read or written (`file.io`).
    pub fn file(path: &Path, action: &str, error: &std::io::Error) -> Self {
        let why = if error.kind() == std::io::ErrorKind::StorageFull {
            "the disk is full; free some space and try again".to_owned()
        } else {
            error.to_string()
        };
        AppError::new(
            ErrorCode::FileIo,
            format!("{}: cannot {action}: {why}", path.display()),
        )
    }

    /// A file the user named could not be read (`file.io`).
    pub fn unreadable(path: &Path, error: &std::io::Error) -> Self {
        AppError::file(path, "read", error)
    }

    /// A file could not be written (`file.io`).
    pub fn unwritable(path: &Path, error: &std::io::Error) -> Self {
        AppError::file(path, "write", error)
    }

    /// Data that cannot be read: a broken pack, folder or import (`data.broken`), the
    /// message naming the place.
    pub fn broken(message: impl Into<String>) -> Self {
        AppError::new(ErrorCode::DataBroken, message)
    }

    /// The same error with `place: ` in front of its message (a file, a record).
    pub fn at(mut self, place: impl fmt::Display) -> Self {
        self.message = format!("{place}: {}", self.message);
        self
    }

    /// A text that is not a list document (`list.invalid`), `place` naming where it came
    /// from (a file, a saved list) or empty for a document the UI sent.
    pub fn list(place: &str, error: &ListError) -> Self {
        let message = if place.is_empty() {
            error.to_string()
        } else {
            format!("{place}: {error}")
        };
        AppError::new(ErrorCode::ListInvalid, message)
    }

    /// Settings that cannot be used (`settings.invalid`).
    pub fn settings(message: impl Into<String>) -> Self {
        AppError::new(ErrorCode::SettingsInvalid, message)
    }

    /// A command argument the crates cannot take (`args.invalid`): an unknown language,
    /// game, kind or item.
    pub fn args(message: impl Into<String>) -> Self {
        AppError::new(ErrorCode::ArgsInvalid, message)
    }
}

impl fmt::Display for AppError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl std::error::Error for AppError {}

impl From<StoreError> for AppError {
    fn from(error: StoreError) -> Self {
        let code = match &error {
            StoreError::Io { .. } | StoreError::Sqlite { .. } | StoreError::DiskFull { .. } => {
                ErrorCode::StoreIo
            }
            StoreError::NotALibrary { .. } => ErrorCode::StoreNotALibrary,
            StoreError::NewerSchema { .. } => ErrorCode::StoreNewerSchema,
            StoreError::NotFound { .. } => ErrorCode::StoreNotFound,
            StoreError::BadImport { .. } => ErrorCode::StoreBadImport,
            StoreError::Conflict { .. } => ErrorCode::StoreConflict,
            StoreError::Invalid { .. } => ErrorCode::StoreInvalid,
            StoreError::Damaged { .. } => ErrorCode::StoreDamaged,
            _ => ErrorCode::StoreError,
        };
        AppError::new(code, error.to_string())
    }
}

impl From<PackError> for AppError {
    /// The bundled pack or the user's own records cannot be loaded (`data.broken`); the
    /// message names the file or record and the place of the fault.
    fn from(error: PackError) -> Self {
        let what = if error.file == "user data" {
            "broken user data"
        } else {
            "broken data pack"
        };
        AppError::new(ErrorCode::DataBroken, format!("{what}: {error}"))
    }
}

impl From<ListError> for AppError {
    fn from(error: ListError) -> Self {
        AppError::list("", &error)
    }
}

impl From<LiveError> for AppError {
    /// A match that cannot start (`match.setup`: the set-up's faults with their places), a
    /// stored match that cannot be replayed (`match.stored`), no result yet
    /// (`match.not_over`), or the library's own failures.
    fn from(error: LiveError) -> Self {
        match error {
            LiveError::Store(e) => e.into(),
            LiveError::Setup(_) => AppError::new(ErrorCode::MatchSetup, error.to_string()),
            LiveError::Refused(_) => AppError::new(ErrorCode::MatchRefused, error.to_string()),
            LiveError::Stored { .. } => AppError::new(ErrorCode::MatchStored, error.to_string()),
            LiveError::NotOver => AppError::new(ErrorCode::MatchNotOver, error.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every code is `area.what` in lower case, written as its text, and said once.
    #[test]
    fn every_code_is_area_dot_what_and_serializes_as_its_text() {
        let mut seen = std::collections::HashSet::new();
        for code in ErrorCode::ALL {
            let text = code.as_str();
            let (area, what) = text.split_once('.').expect(text);
            let word =
                |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_lowercase() || c == '_');
            assert!(word(area) && word(what), "{text} is not area.what");
            assert_eq!(serde_json::to_value(code).unwrap(), text);
            assert!(seen.insert(text), "{text} twice");
        }
        let error = AppError::new(ErrorCode::StoreIo, "disk");
        assert_eq!(
            serde_json::to_string(&error).unwrap(),
            r#"{"code":"store.io","message":"disk"}"#
        );
    }
}
