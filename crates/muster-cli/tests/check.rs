//! `muster check FILE|FOLDER…`: an event's lists at once, through the real binary: the
//! table, JSON and CSV, every exit code and their order, a bad file as one row, folders
//! walked, the real exports read at test time, and the one PDF.

use crate::common;

use common::{exits, ok, root, stderr, stdout, Scratch};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

const LEGAL_RUNEWARS: &str = "examples/runewars-daqan-shield-wall.json";
const LEGAL_SIGMAR: &str = "examples/sigmar/stormcast-matched-2000.json";
const LEGAL_UNDERWORLDS: &str = "examples/underworlds/emberwatch-blazing-assault.json";
const ILLEGAL: &str = "examples/runewars-latari-over-budget.json";
const UNCONFIRMED: &str = "examples/diskwars/order-karl-franz-and-teclis.json";

fn reference() -> PathBuf {
    root().join("../shared/reference")
}

/// `muster check ARGS --format json`, its exit code and its JSON.
fn check_json(scratch: &Scratch, args: &[&str]) -> (i32, Value) {
    let mut all = vec!["check", "--format", "json"];
    all.extend_from_slice(args);
    let o = scratch.muster(&all);
    let json = serde_json::from_str(&stdout(&o))
        .unwrap_or_else(|e| panic!("{e}: {}{}", stdout(&o), stderr(&o)));
    (o.status.code().unwrap(), json)
}

fn rows(json: &Value) -> &Vec<Value> {
    json["rows"].as_array().unwrap()
}

/// The row of the file whose path ends in `end`.
fn row<'a>(json: &'a Value, end: &str) -> &'a Value {
    rows(json)
        .iter()
        .find(|r| r["file"].as_str().unwrap().ends_with(end))
        .unwrap_or_else(|| panic!("no row for {end}: {json:#}"))
}

#[test]
fn the_exit_code_is_the_worst_row_unreadable_then_illegal_then_unconfirmed() {
    let scratch = Scratch::new("check-exits");
    let broken = scratch.file("broken.json", "{ \"format\": ");
    for (files, code) in [
        (vec![LEGAL_RUNEWARS, LEGAL_SIGMAR, LEGAL_UNDERWORLDS], 0),
        (vec![LEGAL_RUNEWARS, UNCONFIRMED], 3),
        (vec![UNCONFIRMED, ILLEGAL, LEGAL_SIGMAR], 1),
        (vec![ILLEGAL, UNCONFIRMED, broken.as_str()], 2),
        (vec![broken.as_str()], 2),
    ] {
        let (exit, json) = check_json(&scratch, &files);
        assert_eq!(exit, code, "{files:?}: {json:#}");
        assert_eq!(rows(&json).len(), files.len(), "{json:#}");
        // The table run gives the same code.
        let mut args = vec!["check"];
        args.extend_from_slice(&files);
        exits(scratch.muster(&args), code);
    }
}

#[test]
fn the_table_has_a_row_per_file_with_its_verdict_and_a_line_of_counts() {
    let scratch = Scratch::new("check-table");
    let broken = scratch.file("broken.json", "not a list");
    let text = exits(
        scratch.muster(&["check", LEGAL_SIGMAR, ILLEGAL, UNCONFIRMED, &broken]),
        2,
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6, "{text}");
    for word in [
        "File", "List", "Game", "Faction", "Total", "Verdict", "Errors",
    ] {
        assert!(lines[0].contains(word), "{text}");
    }
    let legal = lines.iter().find(|l| l.starts_with(LEGAL_SIGMAR)).unwrap();
    for words in ["Age of Sigmar", "Stormcast Eternals", "/2000", "legal"] {
        assert!(legal.contains(words), "{words}: {legal}");
    }
    let illegal = lines.iter().find(|l| l.starts_with(ILLEGAL)).unwrap();
    assert!(
        illegal.contains("RuneWars") && illegal.contains("not legal"),
        "{illegal}"
    );
    let unconfirmed = lines.iter().find(|l| l.starts_with(UNCONFIRMED)).unwrap();
    assert!(unconfirmed.contains("unconfirmed"), "{unconfirmed}");
    let bad = lines.iter().find(|l| l.starts_with(&broken)).unwrap();
    assert!(bad.contains("unreadable"), "{bad}");
    assert!(bad.contains("line 1"), "the reason names the place: {bad}");
    assert_eq!(
        lines[5],
        "4 files: 1 legal, 1 not legal, 1 unconfirmed, 1 unreadable"
    );

    let text = exits(scratch.muster(&["check", ILLEGAL, "--lang", "es"]), 1);
    assert!(
        text.contains("Veredicto") && text.contains("no es legal"),
        "{text}"
    );
}

#[test]
fn the_json_gives_every_row_with_its_findings_and_the_counts() {
    let scratch = Scratch::new("check-json");
    let (exit, json) = check_json(&scratch, &[LEGAL_SIGMAR, ILLEGAL, UNCONFIRMED]);
    assert_eq!(exit, 1);
    assert_eq!(json["files"], 3);
    assert_eq!(
        (
            &json["legal"],
            &json["illegal"],
            &json["unconfirmed"],
            &json["unreadable"]
        ),
        (
            &Value::from(1),
            &Value::from(1),
            &Value::from(1),
            &Value::from(0)
        )
    );
    let sigmar = row(&json, LEGAL_SIGMAR);
    assert_eq!(sigmar["read_as"], "document");
    assert_eq!(sigmar["game"], "sigmar");
    assert_eq!(sigmar["verdict"], "legal");
    assert_eq!(sigmar["total"]["limit"], 2000);
    assert_eq!(sigmar["errors"], 0);
    let illegal = row(&json, ILLEGAL);
    assert_eq!(illegal["verdict"], "illegal");
    let errors = illegal["errors"].as_u64().unwrap();
    assert!(errors > 0);
    let diagnostics = illegal["diagnostics"].as_array().unwrap();
    assert_eq!(
        diagnostics
            .iter()
            .filter(|d| d["severity"] == "error")
            .count() as u64,
        errors
    );
    // The same findings `muster validate --format json` gives.
    let validated: Value = serde_json::from_str(&exits(
        scratch.muster(&["validate", ILLEGAL, "--format", "json"]),
        1,
    ))
    .unwrap();
    assert_eq!(illegal["diagnostics"], validated["diagnostics"]);
    assert_eq!(row(&json, UNCONFIRMED)["verdict"], "unconfirmed");
}

#[test]
fn the_csv_has_a_header_and_a_line_per_file() {
    let scratch = Scratch::new("check-csv");
    let named = scratch.file(
        "named.json",
        &std::fs::read_to_string(root().join(LEGAL_RUNEWARS))
            .unwrap()
            .replacen("\"name\": \"", "\"name\": \"=SUM(1), \\\"quoted\\\" ", 1),
    );
    let o = scratch.muster(&["check", "--format", "csv", &named, ILLEGAL]);
    let text = exits(o, 1);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert_eq!(
        lines[0],
        "file,name,game,faction,total,used,used_incomplete,limit,verdict,errors,warnings,not_read,reason"
    );
    let first = lines.iter().find(|l| l.starts_with(&named)).unwrap();
    // A player's name is one quoted cell, never a formula.
    assert!(first.contains(",\"'=SUM(1), \"\"quoted\"\" "), "{first}");
    assert!(first.contains(",runewars,"), "{first}");
    assert!(first.contains(",legal,0,"), "{first}");
    let second = lines.iter().find(|l| l.starts_with(ILLEGAL)).unwrap();
    assert!(second.contains(",illegal,"), "{second}");
}

#[test]
fn a_bad_file_is_one_row_with_its_reason_and_the_run_goes_on() {
    let scratch = Scratch::new("check-bad");
    let not_json = scratch.file("lists/not-json.json", "{ \"format\": \"muster-list/1\",");
    let empty = scratch.file("lists/empty.txt", "");
    let junk = scratch.file("lists/junk.rosz", "PK\u{3}\u{4} not a zip");
    std::fs::write(scratch.dir().join("lists/binary.txt"), [0xff, 0xfe, 0x00]).unwrap();
    let large = scratch.file("lists/large.json", &" ".repeat(300 * 1024));
    let missing = scratch.path("no-such-file.json");
    let empty_folder = scratch.path("nothing");
    std::fs::create_dir_all(&empty_folder).unwrap();
    let lists = scratch.path("lists");
    let (exit, json) = check_json(&scratch, &[&lists, LEGAL_SIGMAR, &missing, &empty_folder]);
    assert_eq!(exit, 2, "{json:#}");
    assert_eq!(json["files"], 8, "{json:#}");
    assert_eq!(json["unreadable"], 7);
    assert_eq!(row(&json, LEGAL_SIGMAR)["verdict"], "legal");
    for (file, words) in [
        (not_json.as_str(), "not-json.json"),
        (empty.as_str(), "empty"),
        (junk.as_str(), "junk.rosz"),
        (large.as_str(), "past the 256 KiB"),
        ("binary.txt", "UTF-8"),
        (missing.as_str(), "No such file"),
        (empty_folder.as_str(), "no list files"),
    ] {
        let bad = row(&json, file);
        assert_eq!(bad["verdict"], "unreadable", "{bad:#}");
        let reason = bad["reason"].as_str().unwrap();
        assert!(reason.contains(words), "{file}: {reason}");
    }
}

#[test]
fn a_folder_is_walked_to_every_depth_past_hidden_files_links_and_other_files() {
    let scratch = Scratch::new("check-walk");
    let lists = scratch.dir().join("event");
    let list = std::fs::read_to_string(root().join(LEGAL_SIGMAR)).unwrap();
    scratch.file("event/round-1/a.json", &list);
    scratch.file("event/round-1/deeper/b.JSON", &list);
    scratch.file("event/.hidden.json", "not a list");
    scratch.file("event/.git/c.json", "not a list");
    scratch.file("event/README.md", "not a list");
    scratch.file("event/scores.pdf", "not a list");
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(root().join(ILLEGAL), lists.join("link.json")).unwrap();
        std::os::unix::fs::symlink(root().join("examples"), lists.join("linked-folder")).unwrap();
    }
    let (exit, json) = check_json(&scratch, &[lists.to_str().unwrap()]);
    assert_eq!(exit, 0, "{json:#}");
    let files: Vec<&str> = rows(&json)
        .iter()
        .map(|r| r["file"].as_str().unwrap())
        .collect();
    assert_eq!(files.len(), 2, "{files:?}");
    assert!(files[0].ends_with("round-1/a.json"), "{files:?}");
    assert!(files[1].ends_with("round-1/deeper/b.JSON"), "{files:?}");
    // A link named on the command line is read.
    #[cfg(unix)]
    {
        let (exit, json) = check_json(&scratch, &[lists.join("link.json").to_str().unwrap()]);
        assert_eq!((exit, json["illegal"].as_u64()), (1, Some(1)));
    }
}

#[test]
fn pasted_texts_and_rosters_are_read_by_their_readers() {
    let scratch = Scratch::new("check-kinds");
    let app_text = ok(scratch.muster(&["export", LEGAL_SIGMAR, "--format", "app-text"]));
    let app = scratch.file("app.txt", &app_text);
    let own_text = ok(scratch.muster(&["export", LEGAL_RUNEWARS, "--format", "text"]));
    let own = scratch.file("own.txt", &own_text);
    let roster = reference().join("newrecruit-aos4/sce-001-minimal.rosz");
    let nr_json = reference().join("newrecruit-aos4/sce-001-minimal.json");
    let (_, json) = check_json(
        &scratch,
        &[
            &app,
            &own,
            roster.to_str().unwrap(),
            nr_json.to_str().unwrap(),
        ],
    );
    assert_eq!(json["unreadable"], 0, "{json:#}");
    let app_row = row(&json, "app.txt");
    assert_eq!(app_row["read_as"], "text");
    assert_eq!(app_row["game"], "sigmar");
    assert_eq!(app_row["verdict"], "legal", "{app_row:#}");
    assert_eq!(row(&json, "own.txt")["game"], "runewars");
    for end in ["sce-001-minimal.rosz", "sce-001-minimal.json"] {
        let roster_row = row(&json, end);
        assert_eq!(roster_row["read_as"], "roster", "{roster_row:#}");
        assert_eq!(
            roster_row["faction"], "Stormcast Eternals",
            "{roster_row:#}"
        );
        // Its empty formation and manifestation lore slots are roster notes, not lines
        // not read.
        assert_eq!(
            roster_row["not_read"],
            serde_json::json!([]),
            "{roster_row:#}"
        );
    }
}

#[test]
fn battle_tactic_cards_are_a_roster_note_not_a_line_not_read() {
    let scratch = Scratch::new("check-tactics");
    let text = ok(scratch.muster(&["export", LEGAL_SIGMAR, "--format", "app-text"]));
    let (head, rest) = text.split_once("General's Handbook").unwrap();
    let with_cards = format!("{head}Battle Tactics Cards: Smokescreen\nGeneral's Handbook{rest}");
    let app = scratch.file("tactics.txt", &with_cards);
    let (code, json) = check_json(&scratch, &[&app]);
    let row = row(&json, "tactics.txt");
    assert_eq!(row["verdict"], "legal", "{row:#}");
    assert_eq!(row["not_read"], serde_json::json!([]), "{row:#}");
    assert_eq!(code, 0, "{json:#}");
}

#[test]
fn every_real_export_is_one_readable_row() {
    let scratch = Scratch::new("check-corpus");
    let exports = reference().join("aos4-exports");
    let folders = [
        exports.join("official-app/lists"),
        exports.join("sigdex/lists"),
        exports.join("listbot"),
        exports.join("new-recruit/lists"),
        reference().join("newrecruit-aos4"),
    ];
    let args: Vec<&str> = folders.iter().map(|f| f.to_str().unwrap()).collect();
    let (_, json) = check_json(&scratch, &args);
    let mut expected = 0;
    for folder in &folders {
        expected += count_list_files(folder);
    }
    assert_eq!(rows(&json).len(), expected, "{json:#}");
    for row in rows(&json) {
        let file = row["file"].as_str().unwrap();
        // New Recruit's meta.json and the folders' SOURCE.txt are not lists: one unreadable
        // row each, with its reason, the run going on.
        if file.ends_with("meta.json") || file.ends_with("SOURCE.txt") {
            assert_eq!(row["verdict"], "unreadable", "{row:#}");
            assert!(row["reason"].as_str().is_some_and(|r| !r.is_empty()));
            continue;
        }
        let kind = if file.ends_with(".txt") {
            "text"
        } else {
            "roster"
        };
        assert_eq!(row["read_as"], kind, "{row:#}");
        assert_eq!(row["game"], "sigmar", "{row:#}");
        assert!(
            row["faction"].as_str().is_some_and(|f| !f.is_empty()),
            "{row:#}"
        );
    }
}

fn count_list_files(dir: &Path) -> usize {
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        if path.is_dir() {
            n += count_list_files(&path);
        } else if ["json", "txt", "ros", "rosz"]
            .iter()
            .any(|x| path.extension().is_some_and(|e| e.eq_ignore_ascii_case(x)))
        {
            n += 1;
        }
    }
    n
}

fn pdf_pages(pdf: &str) -> usize {
    let out = Command::new("pdfinfo")
        .arg(pdf)
        .output()
        .expect("pdfinfo runs");
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .find_map(|l| l.strip_prefix("Pages:").map(|s| s.trim().parse().unwrap()))
        .unwrap()
}

/// The text of each page, in order (pdftotext ends each page with a form feed).
fn pdf_page_texts(pdf: &str) -> Vec<String> {
    let out = Command::new("pdftotext")
        .args([pdf, "-"])
        .output()
        .expect("pdftotext (poppler-utils) must be installed");
    let text = String::from_utf8(out.stdout).unwrap();
    let mut pages: Vec<String> = text.split('\u{c}').map(str::to_owned).collect();
    pages.pop();
    pages
}

#[test]
fn the_print_puts_every_readable_list_in_one_pdf_each_from_a_new_page() {
    let scratch = Scratch::new("check-print");
    let broken = scratch.file("broken.json", "{");
    let lists = [LEGAL_RUNEWARS, LEGAL_SIGMAR, LEGAL_UNDERWORLDS, ILLEGAL];
    let names: Vec<String> = lists
        .iter()
        .map(|l| {
            let doc: Value =
                serde_json::from_str(&std::fs::read_to_string(root().join(l)).unwrap()).unwrap();
            doc["name"].as_str().unwrap().to_owned()
        })
        .collect();
    // Each list alone, as `muster print` prints it.
    let mut alone = Vec::new();
    for (n, list) in lists.iter().enumerate() {
        let out = scratch.path(&format!("alone-{n}.pdf"));
        let o = scratch.muster(&["print", list, "-o", &out, "--date", "2026-12-02"]);
        assert!(o.status.success(), "{}", stderr(&o));
        alone.push(pdf_pages(&out));
    }
    let pdf = scratch.path("event.pdf");
    let mut args = vec!["check", "--print", &pdf, "--date", "2026-12-02"];
    args.extend_from_slice(&lists);
    args.push(&broken);
    let o = scratch.muster(&args);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("written (4 lists)"), "{}", stderr(&o));
    let pages = pdf_page_texts(&pdf);
    assert_eq!(pdf_pages(&pdf), alone.iter().sum::<usize>());
    assert_eq!(pages.len(), pdf_pages(&pdf));
    // The pages run list by list: each list's own pages, holding its name and no other's.
    let mut page = 0;
    for (n, count) in alone.iter().enumerate() {
        for _ in 0..*count {
            let text = &pages[page];
            assert!(text.contains(&names[n]), "page {}: {text}", page + 1);
            for (m, other) in names.iter().enumerate() {
                assert!(
                    m == n || !text.contains(other.as_str()),
                    "page {}: {text}",
                    page + 1
                );
            }
            page += 1;
        }
    }
}

#[test]
fn the_print_never_writes_over_a_list_checked_or_the_library() {
    let scratch = Scratch::new("check-guard");
    let list = scratch.file(
        "list.json",
        &std::fs::read_to_string(root().join(ILLEGAL)).unwrap(),
    );
    let before = std::fs::read(&list).unwrap();
    let o = scratch.muster(&["check", &list, "--print", &list]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("which this command reads"),
        "{}",
        stderr(&o)
    );
    assert_eq!(
        std::fs::read(&list).unwrap(),
        before,
        "the list is untouched"
    );
    // Another name for the same file is the same file.
    #[cfg(unix)]
    {
        let other = scratch.path("other-name.pdf");
        std::fs::hard_link(&list, &other).unwrap();
        let o = scratch.muster(&["check", scratch.dir().to_str().unwrap(), "--print", &other]);
        assert_eq!(o.status.code(), Some(2));
        assert!(
            stderr(&o).contains("which this command reads"),
            "{}",
            stderr(&o)
        );
        assert_eq!(std::fs::read(&list).unwrap(), before);
    }
    // The library, before it is made and once it is.
    let o = scratch.muster(&["check", &list, "--print", &scratch.library()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("library"), "{}", stderr(&o));
    assert!(!Path::new(&scratch.library()).exists());
    ok(scratch.muster(&["lists"]));
    let library = scratch.library();
    let kept = std::fs::read(&library).unwrap();
    let o = scratch.muster(&["check", &list, "--print", &library]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("library"), "{}", stderr(&o));
    assert_eq!(std::fs::read(&library).unwrap(), kept);
}

#[test]
fn more_files_than_one_run_checks_are_refused_before_any_is_read() {
    let scratch = Scratch::new("check-many");
    // One file named 10,001 times counts as many files as a folder of them (and is quicker
    // to make).
    let file = scratch.file("a.json", "");
    let mut args = vec!["check"];
    args.extend(std::iter::repeat_n(file.as_str(), 10_001));
    let o = scratch.muster(&args);
    assert_eq!(o.status.code(), Some(2));
    assert!(stdout(&o).is_empty(), "{}", stdout(&o));
    assert!(
        stderr(&o).contains("more than 10,000 list files"),
        "{}",
        stderr(&o)
    );
    // 10,000 are checked, each a row.
    args.pop();
    args.extend(["--format", "csv"]);
    let o = scratch.muster(&args);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stdout(&o).lines().count(),
        10_001,
        "a header and 10,000 rows"
    );
}
