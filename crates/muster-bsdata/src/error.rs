//! The import error: which file, where in it, and what is wrong.

use std::fmt;

/// A fault in the BattleScribe input. It names the file and, where there is one, the line
/// and column of the XML element at fault (`Daqan_Lords_(2020).cat:53:5: unit 'Spearmen'
/// has no ' Unit Size' group`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportError {
    /// The file name (no directory), or the folder for a fault of the folder as a whole.
    pub file: String,
    /// Line and column (1-based) of the element at fault, when there is one.
    pub position: Option<(u32, u32)>,
    /// What is wrong.
    pub message: String,
}

impl ImportError {
    /// An error about a whole file (or folder), with no position.
    pub(crate) fn file(file: impl Into<String>, message: impl Into<String>) -> Self {
        ImportError {
            file: file.into(),
            position: None,
            message: message.into(),
        }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.position {
            Some((line, col)) => write!(f, "{}:{line}:{col}: {}", self.file, self.message),
            None => write!(f, "{}: {}", self.file, self.message),
        }
    }
}

impl std::error::Error for ImportError {}
