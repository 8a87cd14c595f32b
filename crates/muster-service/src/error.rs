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

/// A job's failure, as the UI receives it: `{ "code": "...", "message": "..." }`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct AppError {
    /// Stable code, `area.what` (`store.not_found`, `list.invalid`…).
    pub code: &'static str,
    /// One line for the user.
    pub message: String,
}

impl AppError {
    /// An error from its parts.
    pub fn new(code: &'static str, message: impl Into<String>) -> Self {
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
            "file.io",
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
        AppError::new("data.broken", message)
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
        AppError::new("list.invalid", message)
    }

    /// Settings that cannot be used (`settings.invalid`).
    pub fn settings(message: impl Into<String>) -> Self {
        AppError::new("settings.invalid", message)
    }

    /// A command argument the crates cannot take (`args.invalid`): an unknown language,
    /// game, kind or item.
    pub fn args(message: impl Into<String>) -> Self {
        AppError::new("args.invalid", message)
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
                "store.io"
            }
            StoreError::NotALibrary { .. } => "store.not_a_library",
            StoreError::NewerSchema { .. } => "store.newer_schema",
            StoreError::NotFound { .. } => "store.not_found",
            StoreError::BadImport { .. } => "store.bad_import",
            StoreError::Conflict { .. } => "store.conflict",
            StoreError::Invalid { .. } => "store.invalid",
            StoreError::Damaged { .. } => "store.damaged",
            _ => "store.error",
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
        AppError::new("data.broken", format!("{what}: {error}"))
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
            LiveError::Setup(_) => AppError::new("match.setup", error.to_string()),
            LiveError::Refused(_) => AppError::new("match.refused", error.to_string()),
            LiveError::Stored { .. } => AppError::new("match.stored", error.to_string()),
            LiveError::NotOver => AppError::new("match.not_over", error.to_string()),
        }
    }
}
