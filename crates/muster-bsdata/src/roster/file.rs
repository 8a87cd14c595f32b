//! A roster file from disk or from bytes: which form it is, within the limits.

use super::error::{RosterError, RosterFault};
use super::{json, rosz, xml, Roster, MAX_FILE_BYTES};
use std::io::Read;
use std::path::Path;

/// Reads the roster file at `path` (`.ros`, `.rosz` or New Recruit `.json`). A path that is
/// not a regular file (a folder, a FIFO, a device) is refused before it is opened, and a
/// file over [`MAX_FILE_BYTES`] before it is read (and again if it grew meanwhile).
pub fn read_roster_file(path: &Path) -> Result<Roster, RosterError> {
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let unreadable =
        |e: std::io::Error| RosterError::whole(&name, RosterFault::Unreadable(e.to_string()));
    let meta = std::fs::metadata(path).map_err(unreadable)?;
    if !meta.is_file() {
        return Err(RosterError::whole(&name, RosterFault::NotAFile));
    }
    let too_large = || {
        RosterError::whole(
            &name,
            RosterFault::TooLarge {
                limit: MAX_FILE_BYTES,
            },
        )
    };
    if meta.len() > MAX_FILE_BYTES {
        return Err(too_large());
    }
    let file = std::fs::File::open(path).map_err(unreadable)?;
    // The file may have been swapped since the check: what is read is checked again.
    if !file.metadata().map_err(unreadable)?.is_file() {
        return Err(RosterError::whole(&name, RosterFault::NotAFile));
    }
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(unreadable)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(too_large());
    }
    read_roster(&name, &bytes)
}

/// Reads a roster from the bytes of the file named `file`: a `.rosz` (zip) by its name or
/// its first bytes, a `.json` by its name or a leading `{`, otherwise XML.
pub fn read_roster(file: &str, bytes: &[u8]) -> Result<Roster, RosterError> {
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(RosterError::whole(
            file,
            RosterFault::TooLarge {
                limit: MAX_FILE_BYTES,
            },
        ));
    }
    let lower = file.to_lowercase();
    let first = bytes
        .iter()
        .copied()
        .find(|b| !b.is_ascii_whitespace() && *b != 0xEF && *b != 0xBB && *b != 0xBF);
    if lower.ends_with(".rosz") || bytes.starts_with(b"PK\x03\x04") {
        let (entry, text) = rosz::inflate(file, bytes)?;
        let shown = format!("{file}/{entry}");
        let text = std::str::from_utf8(&text)
            .map_err(|_| RosterError::whole(&shown, RosterFault::NotUtf8))?;
        let mut roster = xml::read(&shown, text)?;
        roster.file = file.to_owned();
        return Ok(roster);
    }
    let text =
        std::str::from_utf8(bytes).map_err(|_| RosterError::whole(file, RosterFault::NotUtf8))?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    match first {
        Some(b'{') => json::read(file, text),
        Some(b'<') => xml::read(file, text),
        _ if lower.ends_with(".json") => json::read(file, text),
        _ if lower.ends_with(".ros") => xml::read(file, text),
        _ => Err(RosterError::whole(file, RosterFault::UnknownForm)),
    }
}
