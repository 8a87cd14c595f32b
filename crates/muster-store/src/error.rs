//! [`StoreError`]: every way a library operation can fail, each with a one-line message.

use std::fmt;
use std::path::PathBuf;

/// Why a library operation failed.
///
/// Every variant names the library it happened in (`library`: the file's path, or
/// `(library in memory)`), so that its [`Display`](fmt::Display) form is a complete
/// one-line message a command line or an app can show as it is.
#[derive(Debug)]
#[non_exhaustive]
pub enum StoreError {
    /// The file system refused something: creating the folder, reading the file's header,
    /// moving a damaged file aside.
    Io {
        /// The path the operation was about.
        path: PathBuf,
        /// What was being done, as a verb phrase ("create the folder", "read").
        action: &'static str,
        /// The operating system's error.
        source: std::io::Error,
    },
    /// The file is not a Muster library: not SQLite at all, a damaged SQLite file, or the
    /// database of some other application.
    NotALibrary {
        /// The file that was opened.
        path: PathBuf,
        /// What is wrong with it.
        reason: String,
        /// Where the file was moved so that a new library can be made at `path`, with its
        /// bytes unchanged; `None` when it was left where it was (another application's
        /// database is never moved).
        set_aside: Option<PathBuf>,
    },
    /// The file was written by a newer Muster whose schema this one does not know. The
    /// file is left untouched.
    NewerSchema {
        /// The file that was opened.
        path: PathBuf,
        /// The schema version found in the file.
        found: u32,
        /// The newest schema version this build reads.
        supported: u32,
    },
    /// A list, list version, match or user record that does not exist.
    NotFound {
        /// The library that was asked.
        library: String,
        /// What was looked for, e.g. `list 7` or `version 3 of list 7`.
        what: String,
    },
    /// An import file was refused; the library was left as it was.
    BadImport {
        /// The library that was to be replaced.
        library: String,
        /// Where the fault is: a JSON pointer into the import file (`/lists/0/versions/1/version`)
        /// or, for a syntax error, `line L, column C`.
        place: String,
        /// What is wrong there.
        message: String,
    },
    /// The request contradicts what the library holds, e.g. removing more copies than are
    /// owned or adding an event to a finished match. Nothing was changed.
    Conflict {
        /// The library that was asked.
        library: String,
        /// What the conflict is.
        message: String,
    },
    /// The request itself is malformed, e.g. a document that is not JSON or an empty game
    /// id. Nothing was changed.
    Invalid {
        /// The library that was asked.
        library: String,
        /// What is wrong with the request.
        message: String,
    },
    /// SQLite reported an error that none of the variants above describes (a locked file,
    /// …).
    Sqlite {
        /// The library it happened in.
        library: String,
        /// What was being done, as a verb phrase ("save list 3").
        context: String,
        /// SQLite's error.
        source: rusqlite::Error,
    },
    /// The library holds a stored value that does not read (text that is not UTF-8, which
    /// SQLite's own check does not see): every write is refused, so that nothing is written
    /// over the player's rows; the file is left as it is.
    Damaged {
        /// The library it happened in.
        library: String,
        /// The first value that does not read, e.g. `the name of list 19`.
        row: String,
    },
    /// The disk holding the library is full: the write was undone.
    DiskFull {
        /// The library it happened in.
        library: String,
        /// What was being done, as a verb phrase ("save list 3").
        context: String,
    },
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Io {
                path,
                action,
                source,
            } => write!(f, "{}: cannot {action}: {source}", path.display()),
            StoreError::NotALibrary {
                path,
                reason,
                set_aside: Some(aside),
            } => write!(
                f,
                "{}: not a Muster library ({reason}); the file was moved, unchanged, to {} \
                 so that a new library can be made in its place",
                path.display(),
                aside.display()
            ),
            StoreError::NotALibrary {
                path,
                reason,
                set_aside: None,
            } => write!(
                f,
                "{}: not a Muster library ({reason}); the file was left untouched",
                path.display()
            ),
            StoreError::NewerSchema {
                path,
                found,
                supported,
            } => write!(
                f,
                "{}: written by a newer Muster (schema {found}, this one reads up to \
                 {supported}); the file was left untouched",
                path.display()
            ),
            StoreError::NotFound { library, what } => write!(f, "{library}: no {what}"),
            StoreError::BadImport {
                library,
                place,
                message,
            } => write!(
                f,
                "{library}: import refused, at {place}: {message}; the library was not changed"
            ),
            StoreError::Conflict { library, message }
            | StoreError::Invalid { library, message } => {
                write!(f, "{library}: {message}; nothing was changed")
            }
            StoreError::Sqlite {
                library,
                context,
                source,
            } => write!(f, "{library}: cannot {context}: {source}"),
            StoreError::Damaged { library, row } => write!(
                f,
                "{library}: {row} does not read (it is not UTF-8 text): the library is damaged, \
                 so nothing is written to it and the file is left as it is; move the file \
                 elsewhere to start a new library (nothing was changed)"
            ),
            StoreError::DiskFull { library, context } => write!(
                f,
                "{library}: cannot {context}: the disk is full; free some space and try again \
                 (nothing was changed)"
            ),
        }
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Io { source, .. } => Some(source),
            StoreError::Sqlite { source, .. } => Some(source),
            _ => None,
        }
    }
}
