//! Reading a file a path names, the same way for every input of the command line and the
//! app: a pipe, a device, a socket or a folder is refused unread (reading a pipe could wait
//! forever), and a file past the limit of what it holds is refused before a byte of it is
//! read (docs/limits.md). What it holds is then checked by its own reader.
//!
//! Writing a file the user named goes through [`write_output`]: never over the library (its
//! `-wal` and `-shm` files too) nor over a file the command reads.

use crate::error::{AppError, ErrorCode};
use muster_core::json::thousands;
pub use muster_core::json::{Limits, LIBRARY_LIMITS, LIST_LIMITS, MATCH_LIMITS, RECORD_LIMITS};
use std::io::Read;
use std::path::Path;

/// The largest list pasted from Age of Sigmar's app, read from a file: the reader's own limit.
pub const PASTED_LIST_MAX_BYTES: usize = muster_core::games::sigmar::app_text::MAX_BYTES;

/// The largest settings file read: 64 KiB (a real one is a few hundred bytes).
pub const SETTINGS_MAX_BYTES: usize = 64 * 1024;

/// The largest pack file read (the data loader's own limit).
pub const PACK_MAX: usize = muster_data::PACK_FILE_MAX_BYTES as usize;

/// The largest collection table (CSV) read: 1 MiB (some 25,000 lines; a large collection
/// is a few hundred).
pub const TABLE_MAX_BYTES: usize = 1024 * 1024;

/// The largest typed deck read from a file: the deck reader's own limit, 256 KiB (a Rivals
/// deck typed out is about 2 KB).
pub const TEXT_MAX_BYTES: usize = muster_core::games::underworlds::deck_text::MAX_BYTES;

/// The text of the JSON document at `path` within the byte limit of its kind (the rest of
/// `limits` is its reader's to check).
pub fn read_document(path: &Path, limits: &Limits) -> Result<String, AppError> {
    read_text(path, limits.max_bytes, limits.what)
}

/// The text of the regular file at `path`, at most `max_bytes` long; `what` names its
/// contents in a refusal ("a list document"). A path that is not a regular file, a longer
/// file or one that is not UTF-8 is `file.io` naming the path.
pub fn read_text(path: &Path, max_bytes: usize, what: &str) -> Result<String, AppError> {
    let bytes = read_bytes(path, max_bytes, what)?;
    String::from_utf8(bytes).map_err(|_| not_utf8(path))
}

/// The refusal of a file whose bytes are not UTF-8 text (`file.io` naming the path).
pub fn not_utf8(path: &Path) -> AppError {
    let error = std::io::Error::new(
        std::io::ErrorKind::InvalidData,
        "stream did not contain valid UTF-8",
    );
    AppError::unreadable(path, &error)
}

/// The bytes of the regular file at `path`, at most `max_bytes` long, refused as
/// [`read_text`] refuses (a file that may be binary, such as a `.rosz`, is read this way).
pub fn read_bytes(path: &Path, max_bytes: usize, what: &str) -> Result<Vec<u8>, AppError> {
    let meta = std::fs::metadata(path).map_err(|e| AppError::unreadable(path, &e))?;
    if !meta.is_file() {
        let kind = if meta.is_dir() {
            "a folder"
        } else {
            "a pipe, a device or a socket"
        };
        return Err(AppError::new(
            ErrorCode::FileIo,
            format!(
                "{}: cannot read: {kind}, not a file; refused unread",
                path.display()
            ),
        ));
    }
    let too_large = |bytes: u64| {
        AppError::new(
            ErrorCode::FileIo,
            format!(
                "{}: {what} of {} bytes is past the {} Muster reads",
                path.display(),
                thousands(bytes),
                muster_core::json::size_limit(max_bytes as u64)
            ),
        )
    };
    if meta.len() > max_bytes as u64 {
        return Err(too_large(meta.len()));
    }
    let mut bytes = Vec::new();
    // A file that grows while it is read stops one byte past the limit.
    std::fs::File::open(path)
        .and_then(|file| file.take(max_bytes as u64 + 1).read_to_end(&mut bytes))
        .map_err(|e| AppError::unreadable(path, &e))?;
    if bytes.len() > max_bytes {
        return Err(too_large(bytes.len() as u64));
    }
    Ok(bytes)
}

/// Refuses to write `output` when it is the library `library` (or its `-wal`, `-shm` or
/// `-journal` file) or one of `inputs`, the files the command reads: the same path once resolved (links
/// followed, `..` taken away) or the same file on the disk (device and inode, a hard link).
/// The refusal (`file.io`) names both paths; nothing is written.
pub fn check_output(
    output: &Path,
    library: Option<&Path>,
    inputs: &[&Path],
) -> Result<(), AppError> {
    let Some(out) = Place::of(output) else {
        return Ok(());
    };
    if let Some(library) = library {
        for (suffix, what) in [
            ("", "the library"),
            ("-wal", "the library's log"),
            ("-shm", "the library's shared memory"),
            ("-journal", "the library's journal"),
        ] {
            let mut name = library.as_os_str().to_os_string();
            name.push(suffix);
            let kept = Path::new(&name);
            if Place::of(kept).is_some_and(|p| p.same_as(&out)) {
                return Err(overwrite(output, &format!("{what} {}", kept.display())));
            }
        }
    }
    for input in inputs {
        if Place::of(input).is_some_and(|p| p.same_as(&out)) {
            return Err(overwrite(
                output,
                &format!("{}, which this command reads", input.display()),
            ));
        }
    }
    Ok(())
}

/// Writes `bytes` to `output` whole or not at all ([`muster_store::write_whole`]), after
/// [`check_output`]: the one way a command writes a file the user named.
pub fn write_output(
    output: &Path,
    bytes: &[u8],
    library: Option<&Path>,
    inputs: &[&Path],
) -> Result<(), AppError> {
    check_output(output, library, inputs)?;
    muster_store::write_whole(output, bytes).map_err(|e| AppError::unwritable(output, &e))
}

fn overwrite(output: &Path, what: &str) -> AppError {
    AppError::new(
        ErrorCode::FileIo,
        format!(
            "{}: refused: that is {what}; write elsewhere (nothing was written)",
            output.display()
        ),
    )
}

/// Where a path leads: its resolved form and, when it exists, the file on the disk.
struct Place {
    resolved: std::path::PathBuf,
    file: Option<(u64, u64)>,
}

impl Place {
    /// `None` for a path whose folder cannot be resolved (then nothing can be there).
    fn of(path: &Path) -> Option<Place> {
        let resolved = match std::fs::canonicalize(path) {
            Ok(resolved) => resolved,
            Err(_) => {
                let folder = match path.parent() {
                    Some(p) if !p.as_os_str().is_empty() => p,
                    _ => Path::new("."),
                };
                std::fs::canonicalize(folder).ok()?.join(path.file_name()?)
            }
        };
        let file = std::fs::metadata(path)
            .ok()
            .and_then(|meta| identity(&meta));
        Some(Place { resolved, file })
    }

    fn same_as(&self, other: &Place) -> bool {
        self.resolved == other.resolved
            || matches!((self.file, other.file), (Some(a), Some(b)) if a == b)
    }
}

#[cfg(unix)]
fn identity(meta: &std::fs::Metadata) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    Some((meta.dev(), meta.ino()))
}

#[cfg(not(unix))]
fn identity(_: &std::fs::Metadata) -> Option<(u64, u64)> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_within_its_limit_is_read_and_anything_else_refused_unread() {
        let dir = std::env::temp_dir().join(format!("muster-files-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("list.json");
        std::fs::write(&file, "{}").unwrap();
        assert_eq!(read_text(&file, 2, "a list document").unwrap(), "{}");

        let err = read_text(&file, 1, "a list document").unwrap_err();
        assert_eq!(err.code, "file.io");
        assert!(
            err.message.ends_with(
                "list.json: a list document of 2 bytes is past the 1 bytes Muster reads"
            ),
            "{}",
            err.message
        );
        let err = read_text(&dir, 10, "a list document").unwrap_err();
        assert!(
            err.message.contains("a folder, not a file"),
            "{}",
            err.message
        );
        let err = read_text(Path::new("/dev/zero"), 10, "a list document").unwrap_err();
        assert!(
            err.message.contains("a pipe, a device or a socket"),
            "{}",
            err.message
        );
        std::fs::write(&file, [0xff, 0xfe]).unwrap();
        assert_eq!(
            read_text(&file, 10, "a list document").unwrap_err().code,
            "file.io"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[cfg(test)]
mod output_tests {
    use super::*;

    #[test]
    fn the_library_and_the_inputs_are_never_written_over() {
        let dir = std::env::temp_dir().join(format!("muster-output-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        let library = dir.join("lib.sqlite");
        let list = dir.join("list.json");
        std::fs::write(&library, b"SQLite format 3\0library").unwrap();
        std::fs::write(dir.join("lib.sqlite-wal"), b"log").unwrap();
        std::fs::write(&list, b"{}").unwrap();
        let refused = |output: &Path| {
            let err = write_output(output, b"%PDF", Some(&library), &[&list]).unwrap_err();
            assert_eq!(err.code, "file.io");
            assert!(
                err.message
                    .starts_with(&format!("{}: refused: that is ", output.display())),
                "{}",
                err.message
            );
            err.message
        };
        let message = refused(&library);
        assert!(
            message.contains(&format!("the library {}", library.display())),
            "{message}"
        );
        // The same file by another spelling, a link or a second name.
        refused(&dir.join("sub/../lib.sqlite"));
        let message = refused(&dir.join("lib.sqlite-wal"));
        assert!(message.contains("the library's log"), "{message}");
        refused(&dir.join("lib.sqlite-shm"));
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(&library, dir.join("link.pdf")).unwrap();
            refused(&dir.join("link.pdf"));
            std::fs::hard_link(&list, dir.join("sub/second.json")).unwrap();
            let message = refused(&dir.join("sub/second.json"));
            assert!(
                message.contains(&format!("{}, which this command reads", list.display())),
                "{message}"
            );
        }
        let message = refused(&list);
        assert!(message.contains("which this command reads"), "{message}");
        assert_eq!(
            std::fs::read(&library).unwrap(),
            b"SQLite format 3\0library"
        );
        assert_eq!(std::fs::read(dir.join("lib.sqlite-wal")).unwrap(), b"log");
        assert_eq!(std::fs::read(&list).unwrap(), b"{}");
        assert!(!dir.join("lib.sqlite-shm").exists());

        // Any other file is written.
        write_output(&dir.join("list.pdf"), b"%PDF", Some(&library), &[&list]).unwrap();
        assert_eq!(std::fs::read(dir.join("list.pdf")).unwrap(), b"%PDF");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
