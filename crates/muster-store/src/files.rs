//! Writing a file the user asked for (a PDF, an export, a settings file) whole or not at all.

use std::io;
use std::path::Path;

/// Writes `bytes` to `path` whole or not at all: first to `<name>.partial` beside it, then
/// renamed over it, so a crash or a full disk leaves neither half a file nor the temporary
/// one, and an existing file at `path` stays as it was until the new one is complete.
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
    std::fs::write(&partial, bytes)
        .and_then(|()| std::fs::rename(&partial, path))
        .inspect_err(|_| {
            let _ = std::fs::remove_file(&partial);
        })
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
}
