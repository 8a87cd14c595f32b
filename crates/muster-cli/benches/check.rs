//! `muster check` over an event's worth of lists: the real exports of
//! `../shared/reference/aos4-exports/` and `../shared/reference/newrecruit-aos4/` and the
//! project's `examples/`, copied at run time into a temporary folder and repeated to 500
//! list files, plus broken files; the built binary run under GNU time (`%e` seconds, `%M`
//! KB) for the table, JSON, CSV and the one PDF. `cargo bench -p muster-cli --bench check`
//! (an optimised build); the figures are kept in BENCHMARKS.md. The reference files are
//! never copied into the project: only into the temporary folder, which is removed.

mod common;

use common::{measure, root};
use std::path::{Path, PathBuf};

/// How many list files the folder holds (the broken ones come on top).
const LISTS: usize = 500;

/// Every list file under `dir` (`.json`, `.txt`, `.ros`, `.rosz`), but the READMEs and New
/// Recruit's `meta.json`, which are not lists.
fn lists_under(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        panic!(
            "{}: missing (the reference folder is read at run time)",
            dir.display()
        );
    };
    let mut entries: Vec<PathBuf> = entries.map(|e| e.unwrap().path()).collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            lists_under(&path, found);
        } else if name != "meta.json"
            && !name.ends_with(".expect.json")
            && ["json", "txt", "ros", "rosz"]
                .iter()
                .any(|x| path.extension().is_some_and(|e| e == *x))
        {
            found.push(path);
        }
    }
}

fn main() {
    let reference = root().join("../shared/reference");
    let mut sources = Vec::new();
    lists_under(&reference.join("aos4-exports"), &mut sources);
    lists_under(&reference.join("newrecruit-aos4"), &mut sources);
    lists_under(&root().join("examples"), &mut sources);
    assert!(!sources.is_empty());

    let dir = std::env::temp_dir().join(format!("muster-check-bench-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let lists = dir.join("lists");
    std::fs::create_dir_all(&lists).unwrap();
    for n in 0..LISTS {
        let source = &sources[n % sources.len()];
        // The name keeps the source's folder (`list.txt` is every official-app list's name).
        let parent = source
            .parent()
            .unwrap()
            .file_name()
            .unwrap()
            .to_string_lossy();
        let name = source.file_name().unwrap().to_string_lossy();
        std::fs::copy(source, lists.join(format!("{n:03}-{parent}-{name}"))).unwrap();
    }
    let broken: [(&str, &[u8]); 5] = [
        ("broken-1.json", b"{ \"format\": \"muster-list/1\", "),
        ("broken-2.txt", b"\xff\xfe\x00 not text"),
        ("broken-3.json", b""),
        ("broken-4.rosz", b"PK\x03\x04 not a zip"),
        ("broken-5.ros", b"<roster><unclosed>"),
    ];
    for (name, bytes) in broken {
        std::fs::write(lists.join(name), bytes).unwrap();
    }
    let db = dir.join("library.sqlite");
    let (db, folder) = (db.to_str().unwrap(), lists.to_str().unwrap());
    let pdf = dir.join("event.pdf");
    let pdf = pdf.to_str().unwrap();

    println!(
        "{LISTS} list files ({} distinct) and {} broken files",
        sources.len(),
        broken.len()
    );
    println!("| run | exit | time | peak memory |");
    println!("|---|---|---|---|");
    let runs: [(&str, Vec<&str>); 4] = [
        ("table", vec!["check", folder, "--db", db]),
        (
            "`--format json`",
            vec!["check", folder, "--format", "json", "--db", db],
        ),
        (
            "`--format csv`",
            vec!["check", folder, "--format", "csv", "--db", db],
        ),
        (
            "`--print event.pdf` (and the table)",
            vec![
                "check",
                folder,
                "--print",
                pdf,
                "--date",
                "2026-12-02",
                "--db",
                db,
            ],
        ),
    ];
    for (what, args) in runs {
        // The best of three, so a busy machine's one slow run does not count.
        let best = (0..3)
            .map(|_| measure(&args))
            .min_by(|a, b| a.seconds.total_cmp(&b.seconds))
            .unwrap();
        let code = best.code.map_or("signal".to_owned(), |c| c.to_string());
        println!(
            "| {what} | {code} | {:.2} s | {:.0} MB |",
            best.seconds, best.mb
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
