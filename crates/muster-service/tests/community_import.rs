//! The community values of Diskwars into the shipped files: the import of the reference
//! folder (read from `../shared/reference/diskwars-community` at test time) is the shipped
//! file byte for byte, it keeps every value of the reference for the discs it matches with
//! its line, and a broken folder is refused naming the file.

use muster_service::imports::diskwars_community;
use serde_json::Value;
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn diskwars_reference() -> PathBuf {
    repo().join("../shared/reference/diskwars-community")
}

fn json(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn the_shipped_diskwars_values_are_the_import_of_the_reference_byte_for_byte() {
    let import = diskwars_community(&diskwars_reference()).unwrap();
    let shipped = std::fs::read_to_string(repo().join("data/diskwars/community.json")).unwrap();
    assert!(
        import.made == shipped,
        "data/diskwars/community.json is not the import of the reference: run `muster import \
         diskwars-community ../shared/reference/diskwars-community -o \
         data/diskwars/community.json`"
    );
    // The community agrees with every value the rulebook states (SOURCE.txt says so).
    assert!(import.notes.is_empty(), "{:?}", import.notes);
}

#[test]
fn every_matched_disc_keeps_the_references_values_and_line() {
    let made: Value =
        serde_json::from_str(&diskwars_community(&diskwars_reference()).unwrap().made).unwrap();
    let reference = json(&diskwars_reference().join("discs.json"));
    let rows = reference["discs"].as_array().unwrap();
    let discs = made["discs"].as_array().unwrap();
    // 34 of the pack's 35 unit discs: 25 by name, 9 by alias (SOURCE.txt).
    assert_eq!(discs.len(), 34);
    let by_name = discs.iter().filter(|d| d["matched"] == "name").count();
    assert_eq!(by_name, 25);
    assert_eq!(
        made["unmatched"].as_array().unwrap().len() + discs.len(),
        rows.len()
    );
    for disc in discs {
        let row = rows
            .iter()
            .find(|r| r["name"] == disc["name"])
            .unwrap_or_else(|| panic!("{disc}"));
        assert_eq!(disc["line"], row["source_line"]);
        assert_eq!(disc["cost"], row["command_value"]);
        assert_eq!(disc["copies"], row["num_of_disks"]);
        let size = match row["size"].as_str().unwrap() {
            "S" => "small",
            "M" => "medium",
            _ => "large",
        };
        assert_eq!(disc["size"], size);
        assert_eq!(disc["elite"], row["elite"] == "elite");
    }
    // The two doubts SOURCE.txt names, and the probable alias.
    let of = |id: &str| discs.iter().find(|d| d["id"] == id).unwrap();
    assert_eq!(of("plaguebearers")["doubts"]["size"], "hint-disagrees");
    assert_eq!(
        of("hochland-pistoliers")["doubts"]["copies"],
        "regiments-use-more"
    );
    assert_eq!(of("cruzainfiernos")["matched"], "probable-alias");
    assert!(made["reference"]["commit"]
        .as_str()
        .unwrap()
        .starts_with("df47244"));
}

#[test]
fn a_folder_without_the_discs_is_refused_naming_the_file() {
    let empty = std::env::temp_dir().join(format!("muster-dw-empty-{}", std::process::id()));
    std::fs::create_dir_all(&empty).unwrap();
    let err = diskwars_community(&empty).unwrap_err();
    assert!(err.message.contains("discs.json"), "{}", err.message);
    std::fs::remove_dir_all(&empty).unwrap();
}

fn runewars_reference() -> PathBuf {
    repo().join("../shared/reference/runewars-community")
}

#[test]
fn the_shipped_runewars_dials_are_the_import_of_the_reference_byte_for_byte() {
    let import = muster_service::imports::runewars_community(&runewars_reference()).unwrap();
    let shipped = std::fs::read_to_string(repo().join("data/runewars/dials.json")).unwrap();
    assert!(
        import.made == shipped,
        "data/runewars/dials.json is not the import of the reference: run `muster import \
         runewars-community ../shared/reference/runewars-community -o data/runewars/dials.json`"
    );
    assert!(import.notes.is_empty(), "{:?}", import.notes);
}

#[test]
fn every_dial_keeps_the_references_faces_and_marks_its_doubts() {
    let made: Value = serde_json::from_str(
        &muster_service::imports::runewars_community(&runewars_reference())
            .unwrap()
            .made,
    )
    .unwrap();
    let reference = json(&runewars_reference().join("dials.json"));
    let rows = reference["units"].as_array().unwrap();
    let dials = made["dials"].as_array().unwrap();
    // 22 of the catalogue's units (SOURCE.txt), 3 of them by another spelling.
    assert_eq!(dials.len(), rows.len());
    let aliases = dials
        .iter()
        .filter(|d| {
            d["doubts"]
                .as_array()
                .is_some_and(|a| a.contains(&"alias".into()))
        })
        .count();
    assert_eq!(aliases, 3);
    let mut blanks = 0;
    for (dial, row) in dials.iter().zip(rows) {
        let faces: Vec<&Value> = row["action_faces"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|f| f["blank_placeholder"] != true)
            .collect();
        let shipped = dial["faces"].as_array().unwrap();
        assert_eq!(shipped.len(), faces.len(), "{}", dial["unit"]);
        for (face, from) in shipped.iter().zip(faces) {
            assert_eq!(face["initiative"], from["initiative"]);
            assert_eq!(face["line"], from["line"]);
        }
        let blank = dial["blank_faces"].as_u64().unwrap();
        blanks += blank;
        let doubtful = |what: &str| {
            dial["doubts"]
                .as_array()
                .is_some_and(|a| a.contains(&what.into()))
        };
        assert_eq!(blank > 0, doubtful("blank-faces"), "{}", dial["unit"]);
    }
    assert!(blanks > 0);
    // The copies SOURCE.txt names are marked.
    for copied in [
        "oathsworn-cavalry",
        "death-knights",
        "rune-golems",
        "spined-threshers",
    ] {
        let dial = dials.iter().find(|d| d["unit"] == copied).unwrap();
        assert!(
            dial["doubts"]
                .as_array()
                .unwrap()
                .contains(&"copied".into()),
            "{copied}"
        );
    }
    let spearmen = dials.iter().find(|d| d["unit"] == "spearmen").unwrap();
    assert!(spearmen.get("doubts").is_none());
}
