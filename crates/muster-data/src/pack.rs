//! Reading one pack file: JSON syntax, JSON Schema, then the typed form.

use serde::de::DeserializeOwned;
use serde_json::Value;
use std::fmt;
use std::path::Path;

/// A data pack that cannot be loaded, with the place of the fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackError {
    /// The file, as given to the loader (`data/runewars/catalog.json`).
    pub file: String,
    /// Where in the file: a JSON pointer, or `line L, column C` for broken JSON.
    pub place: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for PackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.place.is_empty() {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(f, "{} at {}: {}", self.file, self.place, self.message)
        }
    }
}

impl std::error::Error for PackError {}

impl PackError {
    pub(crate) fn new(file: &str, place: impl Into<String>, message: impl Into<String>) -> Self {
        PackError {
            file: file.to_owned(),
            place: place.into(),
            message: message.into(),
        }
    }
}

/// The largest pack file read: 4 MiB (the largest shipped, Underworlds' Embergard pack, is
/// about 125 KB; a faction imported from BattleScribe about 110 KB). A pack is read into a
/// JSON tree before its schema is checked, which can take some 50 bytes per byte of a
/// file of nested arrays: 4 MiB keeps that near 200 MB and half a second.
pub const PACK_FILE_MAX_BYTES: u64 = 4 * 1024 * 1024;

/// Reads one file of a pack folder: its shown name (the path) and its text, or an error
/// naming it. Anything but a regular file (a pipe could be waited on forever), or a file past
/// [`PACK_FILE_MAX_BYTES`], is refused unread.
pub(crate) fn read_pack_file(
    dir: &std::path::Path,
    name: &str,
) -> Result<(String, String), PackError> {
    let path = dir.join(name);
    let shown = path.display().to_string();
    let meta = std::fs::metadata(&path)
        .map_err(|e| PackError::new(&shown, "", format!("cannot read: {e}")))?;
    if !meta.is_file() {
        return Err(PackError::new(
            &shown,
            "",
            "not a regular file; refused unread",
        ));
    }
    if meta.len() > PACK_FILE_MAX_BYTES {
        return Err(PackError::new(
            &shown,
            "",
            format!(
                "{} bytes, past the {} bytes a pack file may have",
                meta.len(),
                PACK_FILE_MAX_BYTES
            ),
        ));
    }
    std::fs::read_to_string(&path)
        .map(|text| (shown.clone(), text))
        .map_err(|e| PackError::new(&shown, "", format!("cannot read: {e}")))
}

/// The `*.json` files of a folder, sorted by name, each as (shown path, text).
pub(crate) fn folder_texts(dir: &Path) -> Result<Vec<(String, String)>, PackError> {
    let shown = dir.display().to_string();
    let entries = std::fs::read_dir(dir)
        .map_err(|e| PackError::new(&shown, "", format!("cannot read: {e}")))?;
    let mut names = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| PackError::new(&shown, "", format!("cannot read: {e}")))?;
        let path = entry.path();
        if path.is_file() && path.extension().is_some_and(|e| e == "json") {
            names.push(entry.file_name().to_string_lossy().into_owned());
        }
    }
    names.sort();
    names.iter().map(|name| read_pack_file(dir, name)).collect()
}

/// Where a pack's text comes from, which says whether it is checked against its schema.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Origin {
    /// Compiled into the binary (`crate::bundled`, the Age of Sigmar packs of
    /// `crate::sigmar`): it cannot change after the build and the tests check it against its
    /// schema (`shipped_texts_match_their_schemas`), so it is not checked again at every
    /// start. Its JSON and its typed form are still read the same way, with the same faults.
    Shipped,
    /// Anything else (a folder, a player's import, a caller's text): checked against its
    /// schema before it is read.
    Given,
}

/// Parses `text` (named `file`), checks it against `schema` unless it was shipped, and
/// deserializes it.
pub(crate) fn read_checked<T: DeserializeOwned>(
    origin: Origin,
    file: &str,
    text: &str,
    schema: fn() -> &'static jsonschema::Validator,
) -> Result<T, PackError> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        PackError::new(
            file,
            {
                let (line, column) = muster_core::json::position(&e);
                format!("line {line}, column {column}")
            },
            format!("not valid JSON: {}", strip_position(&e.to_string())),
        )
    })?;
    if origin == Origin::Given {
        check(file, &value, schema())?;
    }
    serde_path_to_error::deserialize(value).map_err(|e| {
        let place = muster_core::json::path_pointer(e.path());
        PackError::new(file, place, e.into_inner().to_string())
    })
}

/// The first place where `value` (the text of `file`) does not match `schema`.
fn check(file: &str, value: &Value, schema: &jsonschema::Validator) -> Result<(), PackError> {
    match schema.iter_errors(value).next() {
        None => Ok(()),
        Some(error) => {
            let pointer = error.instance_path().to_string();
            let place = if pointer.is_empty() {
                "/".to_owned()
            } else {
                pointer
            };
            Err(PackError::new(
                file,
                place,
                format!("does not match its schema: {error}"),
            ))
        }
    }
}

fn strip_position(message: &str) -> String {
    match message.rfind(" at line ") {
        Some(i) => message[..i].to_owned(),
        None => message.to_owned(),
    }
}
