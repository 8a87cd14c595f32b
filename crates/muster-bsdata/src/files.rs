//! Reading the files a path names, the same way in every importer: a pipe, a device or a
//! socket is refused unread (reading one could wait forever), and so is a file past
//! [`MAX_FILE_BYTES`].

use crate::aos::MAX_FILE_BYTES;
use crate::error::ImportError;
use std::path::Path;

/// Refuses a path that is neither a regular file nor a folder, or a file past the limit,
/// before opening it; a folder is `Ok(true)`.
pub(crate) fn check_path(path: &Path) -> Result<bool, ImportError> {
    let meta = std::fs::metadata(path)
        .map_err(|e| ImportError::file(path.display().to_string(), format!("cannot read: {e}")))?;
    if meta.is_dir() {
        return Ok(true);
    }
    if !meta.is_file() {
        return Err(ImportError::file(
            path.display().to_string(),
            "not a regular file or a folder (a pipe, a device or a socket); refused unread",
        ));
    }
    if meta.len() > MAX_FILE_BYTES {
        return Err(ImportError::file(
            path.display().to_string(),
            format!(
                "{} bytes, past the {} a BattleScribe file may have",
                muster_core::json::thousands(meta.len()),
                muster_core::json::size_limit(MAX_FILE_BYTES)
            ),
        ));
    }
    Ok(false)
}

/// The text of the regular file at `path` (`shown` names it in a refusal), checked first.
pub(crate) fn read_text(path: &Path, shown: &str) -> Result<String, ImportError> {
    if check_path(path)? {
        return Err(ImportError::file(shown, "a folder, not a file"));
    }
    std::fs::read_to_string(path).map_err(|e| ImportError::file(shown, format!("cannot read: {e}")))
}
