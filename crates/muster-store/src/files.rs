//! Writing a file the user asked for (a PDF, an export, a settings file) whole or not at all.

use std::io::{self, Write};
use std::path::Path;

/// Writes `bytes` to `path` whole or not at all: first to `<name>.partial` beside it, created
/// new (whatever was left there before, a file or a link, is removed, never followed), its data
/// flushed to the disk, then renamed over `path` and the folder flushed too, so a crash, a
/// power cut or a full disk leaves neither half a file nor the temporary one, and an existing
/// file at `path` stays as it was until the new one is complete and on the disk.
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
    partial_name.push(".partial");
    let partial = path.with_file_name(partial_name);
    // A link placed there would send the bytes elsewhere: take it away, do not follow it.
    if let Ok(meta) = std::fs::symlink_metadata(&partial) {
        if !meta.is_dir() {
            std::fs::remove_file(&partial)?;
        }
    }
    let written = (|| {
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&partial)?;
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
        assert!(!dir.join("taken.partial").exists());
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
        std::os::unix::fs::symlink(&victim, dir.join("list.pdf.partial")).unwrap();
        write_whole(&path, b"new contents").unwrap();
        assert_eq!(std::fs::read(&victim).unwrap(), b"keep me");
        assert_eq!(std::fs::read(&path).unwrap(), b"new contents");
        assert!(!dir.join("list.pdf.partial").exists());
        // A stale partial file from a crash is replaced too.
        std::fs::write(dir.join("list.pdf.partial"), b"half").unwrap();
        write_whole(&path, b"again").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"again");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
