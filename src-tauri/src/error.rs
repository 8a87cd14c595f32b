//! [`AppError`]: how every failing command rejects, `{ code, message }`.
//!
//! `code` is stable and is what the UI branches on (and translates); `message` is one line
//! for the user, in the crates' words (English unless the crate speaks the user's language).

use muster_core::ListError;
use muster_data::PackError;
use muster_store::{LiveError, StoreError};
use serde::Serialize;
use std::fmt;
use std::path::Path;

/// A command's failure as the UI receives it: `{ "code": "...", "message": "..." }`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
        AppError::new(
            "file.io",
            format!("{}: cannot {action}: {error}", path.display()),
        )
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
            StoreError::Io { .. } | StoreError::Sqlite { .. } => "store.io",
            StoreError::NotALibrary { .. } => "store.not_a_library",
            StoreError::NewerSchema { .. } => "store.newer_schema",
            StoreError::NotFound { .. } => "store.not_found",
            StoreError::BadImport { .. } => "store.bad_import",
            StoreError::Conflict { .. } => "store.conflict",
            StoreError::Invalid { .. } => "store.invalid",
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

#[cfg(test)]
mod tests {
    //! The JSON the UI receives for the failures it must handle.
    use crate::commands::catalog::check_list;
    use crate::commands::lists::{list_open, lists_all};
    use crate::test_support::{state_in, TempDir};
    use muster_core::Lang;
    use serde_json::json;

    #[test]
    fn a_list_that_does_not_exist() {
        let dir = TempDir::new("error-not-found");
        let state = state_in(&dir);
        let library = dir.path().join("data").join("library.sqlite");
        let err = list_open(&state, 99).unwrap_err();
        assert_eq!(
            serde_json::to_value(err).unwrap(),
            json!({"code": "store.not_found", "message": format!("{}: no list 99", library.display())})
        );
    }

    #[test]
    fn a_document_that_is_not_a_list() {
        let dir = TempDir::new("error-not-a-list");
        let state = state_in(&dir);
        let err = check_list(&state, r#"{"name": "My army"}"#, Lang::En).unwrap_err();
        assert_eq!(
            serde_json::to_value(err).unwrap(),
            json!({"code": "list.invalid",
                   "message": "missing \"format\": \"muster-list/1\" (is this a Muster list?)"})
        );
        let err = check_list(&state, "[1]", Lang::En).unwrap_err();
        assert_eq!(
            serde_json::to_value(err).unwrap(),
            json!({"code": "list.invalid", "message": "a list document is a JSON object"})
        );
    }

    #[test]
    fn a_corrupt_library_file_is_set_aside_and_named() {
        let dir = TempDir::new("error-corrupt");
        let state = state_in(&dir);
        let data = dir.path().join("data");
        std::fs::create_dir_all(&data).unwrap();
        let library = data.join("library.sqlite");
        let garbage = b"this is not a database, it is a shopping list".repeat(200);
        std::fs::write(&library, &garbage).unwrap();

        let err = lists_all(&state).unwrap_err();
        let aside: Vec<_> = std::fs::read_dir(&data)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.to_string_lossy().contains(".corrupt-"))
            .collect();
        assert_eq!(aside.len(), 1, "{aside:?}");
        assert_eq!(std::fs::read(&aside[0]).unwrap(), garbage);
        assert_eq!(
            serde_json::to_value(&err).unwrap(),
            json!({"code": "store.not_a_library", "message": format!(
                "{}: not a Muster library (it is not a SQLite database); the file was moved, \
                 unchanged, to {} so that a new library can be made in its place",
                library.display(), aside[0].display())})
        );
        // The next command starts a new, empty library in its place.
        assert!(lists_all(&state).unwrap().is_empty());
    }
}
