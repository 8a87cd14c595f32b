//! Issue 32: nothing the player has is lost to a command's output. A file named for output
//! that is the library (or its `-wal`/`-shm`) or a file the command reads is refused with
//! both paths named, and every byte of the library and the input stays as it was.

use crate::common;

use common::{ok, stderr, Scratch};

const SHIELD_WALL: &str = "examples/runewars-daqan-shield-wall.json";

/// Every byte of the files at `paths`, to compare before and after a command.
fn bytes(paths: &[&str]) -> Vec<Vec<u8>> {
    paths.iter().map(|p| std::fs::read(p).unwrap()).collect()
}

/// Runs `args` in `s`, which must be refused (exit 2) naming both `output` and `kept`.
fn refused(s: &Scratch, args: &[&str], output: &str, kept: &str) {
    let o = s.muster(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains(&format!("{output}: refused: that is ")),
        "{err}"
    );
    assert!(err.contains(kept), "{err}");
    assert!(err.contains("nothing was written"), "{err}");
}

#[test]
fn output_over_the_library_or_an_input_is_refused_and_changes_no_byte() {
    let s = Scratch::new("overwrite");
    ok(s.muster(&["lists", "save", SHIELD_WALL]));
    let library = s.library();
    let list = s.file(
        "list.json",
        &std::fs::read_to_string(common::root().join(SHIELD_WALL)).unwrap(),
    );
    let kept = [library.as_str(), list.as_str()];
    let before = bytes(&kept);

    refused(
        &s,
        &["print", &list, "-o", &library],
        &library,
        &format!("the library {library}"),
    );
    refused(
        &s,
        &["library", "export", &library],
        &library,
        &format!("the library {library}"),
    );
    refused(
        &s,
        &["user-data", "export", "diskwars", "-o", &library],
        &library,
        "the library",
    );
    refused(
        &s,
        &["export", &list, "-o", &library],
        &library,
        "the library",
    );
    let wal = format!("{library}-wal");
    refused(
        &s,
        &["export", &list, "-o", &wal],
        &wal,
        "the library's log",
    );
    refused(
        &s,
        &["print", &list, "-o", &list],
        &list,
        &format!("{list}, which this command reads"),
    );
    refused(
        &s,
        &["export", &list, "--format", "json", "-o", &list],
        &list,
        "which this command reads",
    );
    // The same file by another path: a link, and `..`.
    let link = s.path("link.pdf");
    std::os::unix::fs::symlink(&library, &link).unwrap();
    refused(&s, &["print", &list, "-o", &link], &link, "the library");
    std::fs::create_dir_all(s.dir().join("sub")).unwrap();
    let dotted = s.path("sub/../list.json");
    refused(
        &s,
        &["print", &list, "-o", &dotted],
        &dotted,
        "which this command reads",
    );
    assert_eq!(bytes(&kept), before);

    // The library still opens with its list; any other file is written.
    assert!(ok(s.muster(&["lists"])).contains("Shield"));
    ok(s.muster(&["print", &list, "-o", &s.path("list.pdf")]));
    assert!(std::fs::read(s.path("list.pdf"))
        .unwrap()
        .starts_with(b"%PDF"));
}

/// Parses what a run printed as JSON, or fails naming the command.
fn parses(args: &[&str], o: &std::process::Output) -> serde_json::Value {
    let out = common::stdout(o);
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out:?}"))
}

/// DEL, the C1 controls (U+0085) and a right-to-left override in a list's texts: every JSON
/// output of every command still parses and gives the text back as it was, and the text a
/// terminal shows has them escaped (a name of U+202E then "LAGEL TON" does not read "NOT LEGAL").
#[test]
fn json_output_stays_json_and_terminal_text_is_shown_in_its_order() {
    let s = Scratch::new("json-output");
    let name = "\u{202e}LAGEL TON\u{85}\u{7f}\u{9b}31m\u{2066}";
    let mut document: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(common::root().join(SHIELD_WALL)).unwrap())
            .unwrap();
    document["name"] = name.into();
    document["notes"] = format!("notes {name}").into();
    let list = s.file(
        "list.json",
        &serde_json::to_string_pretty(&document).unwrap(),
    );
    ok(s.muster(&["lists", "save", &list]));
    let mut game: serde_json::Value = common::read_json(
        &common::root().join("tests/runewars/matches/daqan-eliminate-waiqar-in-round-3.json"),
    );
    game["setup"]["players"][0]["name"] = name.into();
    game["setup"]["players"][0]["list"]["name"] = name.into();
    let replay = s.file("match.json", &game.to_string());

    let v = parses(
        &["validate"],
        &s.muster(&["validate", &list, "--format", "json"]),
    );
    assert!(v["verdict"].is_string(), "{v}");
    let v = parses(&["lists"], &s.muster(&["lists", "--format", "json"]));
    assert_eq!(v[0]["name"], name);
    let v = parses(&["lists show"], &s.muster(&["lists", "show", "1"]));
    assert_eq!(v, document);
    let v = parses(
        &["export"],
        &s.muster(&["export", &list, "--format", "json"]),
    );
    assert_eq!(v["name"], name);
    assert_eq!(v["notes"], document["notes"]);
    let v = parses(&["match replay"], &s.muster(&["match", "replay", &replay]));
    assert!(v.to_string().contains(name), "{v}");
    parses(
        &["catalog"],
        &s.muster(&["catalog", "runewars", "--format", "json"]),
    );

    for args in [
        vec!["lists"],
        vec!["validate", list.as_str()],
        vec!["export", list.as_str()],
    ] {
        let o = s.muster(&args);
        let all = format!("{}{}", common::stdout(&o), stderr(&o));
        assert!(
            all.contains("\\u202eLAGEL TON\\u0085\\u007f\\u009b31m\\u2066"),
            "{args:?}: {all:?}"
        );
        assert!(
            !all.contains(['\u{202e}', '\u{85}', '\u{7f}', '\u{9b}', '\u{2066}']),
            "{args:?}"
        );
    }
}

/// Runs `muster ARGS` as a user the permissions bind: this one, or when the tests run as
/// root (whom no permission stops), as `nobody` through `setpriv`. `None` when neither can.
#[cfg(unix)]
fn as_a_user(args: &[&str]) -> Option<std::process::Output> {
    use std::os::unix::fs::MetadataExt;
    let root = std::fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0);
    let mut command = if root {
        let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"]
            .into_iter()
            .find(|p| std::path::Path::new(p).exists())?;
        let mut c = std::process::Command::new(setpriv);
        c.args(["--reuid=65534", "--regid=65534", "--clear-groups"]);
        c.arg(env!("CARGO_BIN_EXE_muster"));
        c
    } else {
        std::process::Command::new(env!("CARGO_BIN_EXE_muster"))
    };
    Some(
        command
            .args(args)
            .current_dir(common::root())
            .output()
            .unwrap(),
    )
}

/// A library in a folder that cannot be written: the commands that only read it work (it
/// is opened read-only, nothing is written beside it), and one that writes says why not.
#[cfg(unix)]
#[test]
fn a_library_in_a_read_only_folder_can_still_be_read() {
    use std::os::unix::fs::PermissionsExt;
    let s = Scratch::new("read-only");
    let folder = s.dir().join("library");
    std::fs::create_dir_all(&folder).unwrap();
    let library = folder.join("library.sqlite").to_string_lossy().into_owned();
    let list = common::root()
        .join(SHIELD_WALL)
        .to_string_lossy()
        .into_owned();
    ok(common::muster(&["lists", "save", &list, "--db", &library]));
    let set = |path: &std::path::Path, mode: u32| {
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap()
    };
    set(s.dir(), 0o777);
    set(&folder, 0o555);
    set(std::path::Path::new(&library), 0o444);
    let before = std::fs::read(&library).unwrap();
    let export = s.path("backup.json");
    let runs = [
        vec!["lists", "--db", &library],
        vec!["lists", "show", "1", "--db", &library],
        vec!["validate", &list, "--db", &library],
        vec!["library", "export", &export, "--db", &library],
    ];
    for args in &runs {
        let Some(o) = as_a_user(args) else {
            eprintln!("no way to run as a user whom permissions bind; not checked");
            set(&folder, 0o755);
            return;
        };
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    }
    assert!(std::fs::read_to_string(&export)
        .unwrap()
        .contains("Shield wall of Terrinoth"));
    let o = as_a_user(&["lists", "save", &list, "--db", &library]).unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("read-only: it can be read but not written; nothing was changed"),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read(&library).unwrap(), before);
    let names: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["library.sqlite"]);
    set(&folder, 0o755);
}

/// A small file system of its own, unmounted when dropped (a test that fills it up).
#[cfg(target_os = "linux")]
struct Mounted(std::path::PathBuf);

#[cfg(target_os = "linux")]
impl Mounted {
    /// A tmpfs of `kib` KiB at `dir`, when this process may mount one (root).
    fn tmpfs(dir: &std::path::Path, kib: u32) -> Option<Mounted> {
        std::fs::create_dir_all(dir).unwrap();
        let mounted = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={kib}k"), "tmpfs"])
            .arg(dir)
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        mounted.then(|| Mounted(dir.to_path_buf()))
    }
}

#[cfg(target_os = "linux")]
impl Drop for Mounted {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount").arg(&self.0).status();
    }
}

/// A library on a disk with no byte left: reading commands work, a write says the disk is
/// full (not "disk I/O error"), and the library keeps every byte.
#[cfg(target_os = "linux")]
#[test]
fn on_a_full_disk_reads_work_and_writes_say_the_disk_is_full() {
    let s = Scratch::new("full-disk");
    let Some(disk) = Mounted::tmpfs(&s.dir().join("disk"), 256) else {
        eprintln!("no small file system can be mounted here; not checked");
        return;
    };
    let library = disk.0.join("library.sqlite").to_string_lossy().into_owned();
    let list = common::root()
        .join(SHIELD_WALL)
        .to_string_lossy()
        .into_owned();
    ok(common::muster(&["lists", "save", &list, "--db", &library]));
    // Fill what is left, to the last byte.
    let mut filler = std::fs::File::create(disk.0.join("filler")).unwrap();
    let block = vec![0u8; 4096];
    while std::io::Write::write_all(&mut filler, &block).is_ok() {}
    for byte in 0..4096 {
        if std::io::Write::write_all(&mut filler, &[byte as u8]).is_err() {
            break;
        }
    }
    drop(filler);
    let before = std::fs::read(&library).unwrap();
    let export = s.path("backup.json");
    for args in [
        vec!["lists", "--db", &library],
        vec!["validate", &list, "--db", &library],
        vec!["library", "export", &export, "--db", &library],
    ] {
        let o = common::muster(&args);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    }
    let o = common::muster(&["lists", "save", &list, "--db", &library]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("the disk is full"), "{}", stderr(&o));
    assert_eq!(std::fs::read(&library).unwrap(), before);
}
