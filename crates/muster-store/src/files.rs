//! Writing a file the user asked for (a PDF, an export, a settings file) whole or not at all.

use std::io::{self, Write};
use std::path::Path;

/// The end of the name of a file Muster is writing (`list.pdf.muster-partial`): what tells
/// its own temporary files from anyone else's.
pub const PARTIAL_SUFFIX: &str = ".muster-partial";

/// How old a temporary file of Muster's must be to be taken for one a killed write left
/// (a write of the largest file Muster makes takes well under a second).
const STALE_AFTER: std::time::Duration = std::time::Duration::from_secs(10 * 60);

/// Writes `bytes` to `path` whole or not at all: first to `<name>.muster-partial` beside it,
/// created new (whatever was left there before, a file or a link, is removed, never
/// followed), its data flushed to the disk, then renamed over `path` and the folder flushed
/// too, so a crash, a power cut or a full disk leaves neither half a file nor the temporary
/// one, and an existing file at `path` stays as it was until the new one is complete and on
/// the disk. A file it replaces keeps its permissions (a backup kept private stays so).
/// Temporary files of Muster's own that a killed write left in the folder (older than ten
/// minutes) are removed.
///
/// The one way Muster writes such a file; the command line and the app both call it.
pub fn write_whole(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let Some(name) = path.file_name() else {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a file name",
        ));
    };
    let mut partial_name = name.to_os_string();
    partial_name.push(PARTIAL_SUFFIX);
    let partial = path.with_file_name(partial_name);
    remove_stale(path);
    // A link placed there would send the bytes elsewhere: take it away, do not follow it.
    if let Ok(meta) = std::fs::symlink_metadata(&partial) {
        if !meta.is_dir() {
            std::fs::remove_file(&partial)?;
        }
    }
    let replaced = std::fs::metadata(path)
        .ok()
        .filter(std::fs::Metadata::is_file);
    let written = (|| {
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&partial)?;
        if let Some(old) = &replaced {
            file.set_permissions(old.permissions())?;
        }
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&partial, path)?;
        sync_folder(path)
    })();
    written.inspect_err(|_| {
        let _ = std::fs::remove_file(&partial);
    })
}

/// Removes the temporary files of Muster's own that a killed write left in `path`'s folder
/// (any error is left for the write itself to meet).
fn remove_stale(path: &Path) {
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    let now = std::time::SystemTime::now();
    for entry in entries.filter_map(Result::ok) {
        if !entry
            .file_name()
            .to_string_lossy()
            .ends_with(PARTIAL_SUFFIX)
        {
            continue;
        }
        // Not followed: a link is looked at, and removed, itself.
        let Ok(meta) = std::fs::symlink_metadata(entry.path()) else {
            continue;
        };
        let old = meta
            .modified()
            .ok()
            .and_then(|at| now.duration_since(at).ok())
            .is_some_and(|age| age > STALE_AFTER);
        if old && !meta.is_dir() {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Flushes the folder holding `path`, so that the rename itself survives a power cut.
fn sync_folder(path: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        let folder = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        std::fs::File::open(folder)?.sync_all()?;
    }
    #[cfg(not(unix))]
    let _ = path;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("muster-files-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn writes_the_whole_file_and_leaves_no_partial() {
        let dir = dir("whole");
        let path = dir.join("list.pdf");
        std::fs::write(&path, b"old").unwrap();
        write_whole(&path, b"new contents").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"new contents");
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("list.pdf")]);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_failed_write_changes_nothing() {
        let dir = dir("failed");
        // The target is a folder that is not empty: the rename fails.
        let path = dir.join("taken");
        std::fs::create_dir_all(path.join("inside")).unwrap();
        assert!(write_whole(&path, b"x").is_err());
        assert!(path.join("inside").is_dir());
        assert!(!dir.join("taken.muster-partial").exists());
        // A folder that does not exist: nothing is created.
        assert!(write_whole(&dir.join("missing/list.pdf"), b"x").is_err());
        assert!(!dir.join("missing").exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_link_left_at_the_partial_name_is_not_followed() {
        let dir = dir("link");
        let victim = dir.join("victim.txt");
        std::fs::write(&victim, b"keep me").unwrap();
        let path = dir.join("list.pdf");
        std::os::unix::fs::symlink(&victim, dir.join("list.pdf.muster-partial")).unwrap();
        write_whole(&path, b"new contents").unwrap();
        assert_eq!(std::fs::read(&victim).unwrap(), b"keep me");
        assert_eq!(std::fs::read(&path).unwrap(), b"new contents");
        assert!(!dir.join("list.pdf.muster-partial").exists());
        // A stale partial file from a crash is replaced too.
        std::fs::write(dir.join("list.pdf.muster-partial"), b"half").unwrap();
        write_whole(&path, b"again").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"again");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Issue 32: a file replaced keeps its mode (a 0600 backup stays 0600); a new one gets
    /// the usual mode.
    #[cfg(unix)]
    #[test]
    fn a_replaced_file_keeps_its_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = dir("mode");
        let path = dir.join("backup.json");
        std::fs::write(&path, b"old").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        write_whole(&path, b"new").unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&path), 0o600);
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).unwrap();
        write_whole(&path, b"newer").unwrap();
        assert_eq!(mode(&path), 0o640);
        assert_eq!(std::fs::read(&path).unwrap(), b"newer");
        let fresh = dir.join("fresh.json");
        write_whole(&fresh, b"x").unwrap();
        assert_ne!(mode(&fresh) & 0o600, 0);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Issue 32: a temporary file a killed write left (`ulimit -f`) is removed by the next
    /// write into its folder, whatever file that writes; a recent one (a write going on now)
    /// and anyone else's are left.
    #[test]
    fn temporary_files_a_killed_write_left_are_removed_next_time() {
        let dir = dir("stale");
        let stale = dir.join("list.pdf.muster-partial");
        std::fs::write(&stale, b"half a pdf").unwrap();
        let long_ago = std::time::SystemTime::now() - STALE_AFTER * 2;
        std::fs::File::options()
            .write(true)
            .open(&stale)
            .unwrap()
            .set_modified(long_ago)
            .unwrap();
        let recent = dir.join("other.pdf.muster-partial");
        std::fs::write(&recent, b"being written").unwrap();
        let foreign = dir.join("download.partial");
        std::fs::write(&foreign, b"not ours").unwrap();
        std::fs::File::options()
            .write(true)
            .open(&foreign)
            .unwrap()
            .set_modified(long_ago)
            .unwrap();
        write_whole(&dir.join("export.json"), b"{}").unwrap();
        assert!(!stale.exists());
        assert!(recent.exists());
        assert!(foreign.exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
