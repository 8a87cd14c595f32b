//! A `.rosz`: a zip holding one `.ros`, inflated within the limits.
//!
//! The zip's own sizes are never trusted: the entry is inflated through a counter that stops
//! at [`MAX_EXPANDED_BYTES`] (and at [`MAX_RATIO`] times the file's real size past 1 MiB),
//! so a zip bomb costs at most that much memory and time.

use super::error::{RosterError, RosterFault};
use super::{MAX_EXPANDED_BYTES, MAX_RATIO};
use std::io::{Cursor, Read};

/// Below this many bytes inflated, no ratio is checked (a small file may compress well).
const RATIO_FROM: u64 = 1024 * 1024;

/// The one entry of the zip `bytes` (of the file named `file`): its name and its bytes.
pub(crate) fn inflate(file: &str, bytes: &[u8]) -> Result<(String, Vec<u8>), RosterError> {
    let bad =
        |e: zip::result::ZipError| RosterError::whole(file, RosterFault::BadZip(e.to_string()));
    let mut archive = zip::ZipArchive::new(Cursor::new(bytes)).map_err(bad)?;
    if archive.len() != 1 {
        return Err(RosterError::whole(
            file,
            RosterFault::ZipEntries(archive.len()),
        ));
    }
    let entry = archive.by_index(0).map_err(bad)?;
    let name = String::from_utf8_lossy(entry.name_raw()).into_owned();
    let plain = !name.is_empty()
        && !name.contains(['/', '\\', '\0'])
        && !name.contains("..")
        && !name.contains(':')
        && name.to_lowercase().ends_with(".ros")
        && !entry.is_dir();
    if !plain {
        return Err(RosterError::whole(file, RosterFault::ZipEntryName(name)));
    }
    let ceiling = cap(bytes.len() as u64);
    let mut out = Vec::new();
    let mut limited = entry.take(ceiling + 1);
    limited
        .read_to_end(&mut out)
        .map_err(|e| RosterError::at(file, name.clone(), RosterFault::BadZip(e.to_string())))?;
    let inflated = out.len() as u64;
    if inflated > MAX_EXPANDED_BYTES {
        return Err(RosterError::at(
            file,
            name,
            RosterFault::ZipTooLarge {
                limit: MAX_EXPANDED_BYTES,
            },
        ));
    }
    if inflated > ceiling {
        return Err(RosterError::at(
            file,
            name,
            RosterFault::ZipRatio { limit: MAX_RATIO },
        ));
    }
    Ok((name, out))
}

/// The most the entry of a zip of `file_len` bytes may inflate to.
fn cap(file_len: u64) -> u64 {
    let by_ratio = file_len.saturating_mul(MAX_RATIO).max(RATIO_FROM);
    by_ratio.min(MAX_EXPANDED_BYTES)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cap_is_the_smaller_of_the_size_limit_and_the_ratio_past_one_mebibyte() {
        assert_eq!(cap(100), RATIO_FROM);
        assert_eq!(cap(20_000), 20_000 * MAX_RATIO);
        assert_eq!(cap(1_000_000), MAX_EXPANDED_BYTES);
    }
}
