//! Hostile and broken roster files are refused with a message naming the file and the place,
//! before anything is mapped: malformed XML or JSON, a DTD or an entity, a zip of several
//! entries or with a path in its entry's name, a zip that inflates past the limits, another
//! game system, a path that is no regular file (never opened), a file past the size limit.
//! Every file here is made in the test.

use crate::common;

use common::{fixture, shipped, zip_of};
use muster_bsdata::roster::{MAX_EXPANDED_BYTES, MAX_FILE_BYTES, MAX_RATIO};
use muster_bsdata::{read_roster, read_roster_file, sigmar_list, RosterError};
use muster_core::Lang;
use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;

fn refused(file: &str, bytes: &[u8]) -> RosterError {
    read_roster(file, bytes).expect_err("refused")
}

/// A fresh folder for this test's files.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("muster-roster-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

const ROSTER_HEAD: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<roster id="r" name="x" gameSystemId="e51d-b1a3-75fc-dc3g" xmlns="http://www.battlescribe.net/schema/rosterSchema">"#;

#[test]
fn malformed_xml_is_refused_at_its_line_and_column() {
    let text =
        format!("{ROSTER_HEAD}\n  <forces>\n    <force name=\"a\">\n  </forces>\n</roster>\n");
    let error = refused("broken.ros", text.as_bytes());
    assert_eq!(error.place, "5:3", "{error}");
    assert!(
        error
            .to_string()
            .starts_with("broken.ros:5:3: malformed XML: expected 'force' tag, not 'forces'"),
        "{error}"
    );
    assert!(error
        .message(Lang::Es)
        .starts_with("broken.ros:5:3: XML mal formado"));
}

#[test]
fn a_dtd_or_an_entity_is_refused_and_never_expanded() {
    let dtd = "<?xml version=\"1.0\"?>\n<!DOCTYPE roster [\n <!ENTITY lol \"lol\">\n]>\n<roster name=\"&lol;\"/>\n";
    let error = refused("billion.ros", dtd.as_bytes());
    assert_eq!(
        error.to_string(),
        "billion.ros:2:1: the XML declares a DTD or uses an entity; a roster has neither, and \
         they are never expanded"
    );
    let entity = format!("{ROSTER_HEAD}\n  <forces><force name=\"&xxe;\"/></forces>\n</roster>\n");
    let error = refused("entity.ros", entity.as_bytes());
    assert_eq!(error.place, "3:24");
    assert!(error.to_string().contains("DTD or uses an entity"));
}

#[test]
fn malformed_json_is_refused_at_its_line_and_column() {
    let error = refused(
        "broken.json",
        b"{\n  \"roster\": {\n    \"name\": \"x\",\n  }\n}\n",
    );
    assert_eq!(error.place, "4:3", "{error}");
    assert!(
        error.to_string().contains("malformed JSON: trailing comma"),
        "{error}"
    );
    let error = refused("list.json", br#"{"format": "muster-list/1"}"#);
    assert!(error.to_string().contains("not a roster"), "{error}");
}

#[test]
fn a_rosz_of_several_entries_is_refused() {
    let ros = std::fs::read(fixture("seraphon-starhost.ros")).unwrap();
    let zip = zip_of(&[("a.ros", &ros), ("b.ros", &ros)]);
    let error = refused("two.rosz", &zip);
    assert_eq!(
        error.to_string(),
        "two.rosz: a .rosz holds exactly one .ros file; this one holds 2 entries"
    );
    let error = refused("none.rosz", &zip_of(&[]));
    assert!(error.to_string().contains("holds 0 entries"), "{error}");
}

#[test]
fn a_rosz_entry_with_a_path_in_its_name_is_refused() {
    let ros = std::fs::read(fixture("seraphon-starhost.ros")).unwrap();
    for name in [
        "../evil.ros",
        "dir/list.ros",
        "dir\\list.ros",
        "/etc/list.ros",
        "list.txt",
    ] {
        let error = refused("path.rosz", &zip_of(&[(name, &ros)]));
        assert_eq!(
            error.to_string(),
            format!(
                "path.rosz: the entry \"{name}\" is not a plain .ros file name (no folders, '/', \
                 '\\' or '..')"
            )
        );
    }
}

#[test]
fn a_rosz_that_inflates_too_much_for_its_size_is_refused_while_inflating() {
    // Two mebibytes of one byte deflate to a few kilobytes: far past the ratio.
    let bomb = vec![b' '; 2 * 1024 * 1024];
    let zip = zip_of(&[("bomb.ros", &bomb)]);
    assert!((zip.len() as u64) * MAX_RATIO < 1024 * 1024);
    let error = refused("bomb.rosz", &zip);
    assert_eq!(
        error.to_string(),
        format!(
            "bomb.rosz:bomb.ros: the .ros inside expands more than {MAX_RATIO} times the file's \
             size (a roster compresses about 11 to 1); refused before reading further"
        )
    );
}

#[test]
fn a_rosz_that_inflates_past_the_size_limit_is_refused_while_inflating() {
    // Digits from a simple generator compress only about two to one, so the ratio holds.
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let big: Vec<u8> = (0..MAX_EXPANDED_BYTES + 1024)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            b'0' + (state % 10) as u8
        })
        .collect();
    let zip = zip_of(&[("big.ros", &big)]);
    assert!((zip.len() as u64) < MAX_FILE_BYTES);
    let error = refused("big.rosz", &zip);
    assert_eq!(
        error.to_string(),
        "big.rosz:big.ros: the .ros inside expands past 4 MiB (4,194,304 bytes); refused before reading further"
    );
}

#[test]
fn another_game_system_is_refused() {
    let text = std::fs::read_to_string(fixture("seraphon-starhost.ros"))
        .unwrap()
        .replace("e51d-b1a3-75fc-dc3g", "e51d-b1a3-75fc-dc33")
        .replace("Age of Sigmar 4.0", "Age of Sigmar");
    let roster = read_roster("old.ros", text.as_bytes()).unwrap();
    let error = sigmar_list(&roster, &shipped(), Lang::En).unwrap_err();
    assert_eq!(
        error.to_string(),
        "old.ros: a roster of another game system (Age of Sigmar); Muster reads Age of Sigmar \
         4.0 rosters"
    );
    assert_eq!(
        error.message(Lang::Es),
        "old.ros: una lista de otro sistema de juego (Age of Sigmar); Muster lee listas de Age \
         of Sigmar 4.0"
    );
}

#[test]
fn a_fifo_is_refused_without_being_opened() {
    let dir = scratch("fifo");
    let fifo = dir.join("list.ros");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    // Opening a FIFO with no writer would block: the read runs aside, and a hang fails.
    let (send, receive) = mpsc::channel();
    let path = fifo.clone();
    std::thread::spawn(move || send.send(read_roster_file(&path).map(|_| ())));
    let result = receive
        .recv_timeout(Duration::from_secs(10))
        .expect("refused at once, not blocked opening the FIFO");
    let error = result.unwrap_err();
    assert_eq!(
        error.to_string(),
        "list.ros: not a regular file (a folder, pipe or device is never read); choose a .ros, \
         .rosz or .json roster file"
    );
    let error = read_roster_file(&dir).unwrap_err();
    assert!(error.to_string().contains("not a regular file"), "{error}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_past_the_size_limit_is_refused_before_it_is_read() {
    let dir = scratch("large");
    let path = dir.join("huge.ros");
    let file = std::fs::File::create(&path).unwrap();
    file.set_len(MAX_FILE_BYTES + 1).unwrap();
    let error = read_roster_file(&path).unwrap_err();
    assert_eq!(
        error.to_string(),
        "huge.ros: larger than 4 MiB (4,194,304 bytes); a roster file is far smaller, so this is not one"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_tree_nested_too_deep_is_refused() {
    let deep = "<selections><selection name=\"x\" type=\"upgrade\">".repeat(70);
    let text = format!(
        "{ROSTER_HEAD}<forces><force name=\"f\">{deep}{}</force></forces></roster>",
        "</selection></selections>".repeat(70)
    );
    let error = refused("deep.ros", text.as_bytes());
    assert!(
        error.to_string().contains("nest deeper than 64 levels"),
        "{error}"
    );
}

#[test]
fn a_file_of_another_kind_is_refused() {
    let error = refused("notes.txt", b"just some words");
    assert!(
        error
            .to_string()
            .starts_with("notes.txt: not a roster file"),
        "{error}"
    );
    let catalogue = "<?xml version=\"1.0\"?>\n<catalogue id=\"c\" name=\"x\"/>\n";
    let error = refused("faction.cat", catalogue.as_bytes());
    assert_eq!(
        error.to_string(),
        "faction.cat:2:1: not a roster: the file holds <catalogue>, not a roster"
    );
}
