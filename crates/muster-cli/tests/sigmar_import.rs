//! `muster import bsdata`: Age of Sigmar BattleScribe data into packs, as a user runs it.

use crate::common;

use common::{muster, stderr, Scratch};
use muster_core::games::sigmar::Pack;
use std::path::{Path, PathBuf};

fn bsdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference/bsdata-aos4")
}

fn path(file: &str) -> String {
    bsdata().join(file).to_string_lossy().into_owned()
}

fn read_pack(file: &str) -> Pack {
    let text = std::fs::read_to_string(file).unwrap();
    assert!(text.ends_with("}\n"), "a pack file ends with a newline");
    serde_json::from_str(&text).unwrap()
}

#[test]
fn one_faction_goes_to_the_named_file_with_notes_on_stderr() {
    let scratch = Scratch::new("one");
    let out_file = scratch.path("sce.json");
    let out = muster(&[
        "import",
        "bsdata",
        &path("Age of Sigmar 4.0.gst"),
        &path("Stormcast Eternals.cat"),
        "--season",
        "ghb-2025-26",
        "-o",
        &out_file,
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(out.stdout.is_empty());
    let pack = read_pack(&out_file);
    assert_eq!(pack.faction.id, "stormcast-eternals");
    assert_eq!(pack.season, "ghb-2025-26");
    assert!(pack.units.iter().any(|u| u.id == "liberators"));
    let notes = stderr(&out);
    assert!(notes.lines().all(|l| l.starts_with("note: ")), "{notes}");
    assert!(notes.contains("Domitan's Stormcoven"), "{notes}");
}

#[test]
fn several_factions_go_to_a_folder_one_file_each() {
    let scratch = Scratch::new("many");
    let folder = scratch.path("packs");
    let out = muster(&[
        "import",
        "bsdata",
        &path("Age of Sigmar 4.0.gst"),
        &path("Seraphon.cat"),
        &path("Skaven.cat"),
        "-o",
        &folder,
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    for id in ["seraphon", "skaven"] {
        let pack = read_pack(&format!("{folder}/{id}.json"));
        assert_eq!(pack.faction.id, id);
        assert_eq!(pack.season, "ghb-2026-27", "the default season");
    }
}

#[test]
fn one_faction_into_a_new_folder_is_named_by_its_id() {
    let scratch = Scratch::new("folder");
    let folder = scratch.path("new-packs");
    let out = muster(&[
        "import",
        "bsdata",
        &path("Age of Sigmar 4.0.gst"),
        &path("Blades of Khorne.cat"),
        "-o",
        &folder,
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        read_pack(&format!("{folder}/blades-of-khorne.json"))
            .faction
            .name,
        "Blades of Khorne"
    );
}

#[test]
fn several_factions_without_a_folder_are_refused() {
    let out = muster(&[
        "import",
        "bsdata",
        &path("Age of Sigmar 4.0.gst"),
        &path("Seraphon.cat"),
        &path("Skaven.cat"),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("name a folder with -o"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_game_system_that_is_not_age_of_sigmar_4_is_refused_clearly() {
    let scratch = Scratch::new("other");
    let gst = scratch.path("Other.gst");
    std::fs::write(
        &gst,
        r#"<?xml version="1.0"?><gameSystem id="1234-5678" name="Warhammer 40,000 10th Edition" xmlns="http://www.battlescribe.net/schema/gameSystemSchema"/>"#,
    )
    .unwrap();
    let out_file = scratch.path("x.json");
    let out = muster(&[
        "import",
        "bsdata",
        &gst,
        &path("Seraphon.cat"),
        "-o",
        &out_file,
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("Other.gst")
            && err.contains("'Warhammer 40,000 10th Edition'")
            && err.contains("not Age of Sigmar 4.0"),
        "{err}"
    );
    assert!(
        !Path::new(&out_file).exists(),
        "nothing is written on an error"
    );
}

#[test]
fn an_unknown_season_and_a_library_are_refused() {
    let out = muster(&[
        "import",
        "bsdata",
        &path("Age of Sigmar 4.0.gst"),
        &path("Seraphon.cat"),
        "--season",
        "ghb-2019",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("unknown season \"ghb-2019\""),
        "{}",
        stderr(&out)
    );
    let out = muster(&[
        "import",
        "bsdata",
        &path("Age of Sigmar 4.0.gst"),
        &path("Seraphon - Library.cat"),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("Seraphon - Library.cat: skipped, a library, not a faction"),
        "{}",
        stderr(&out)
    );
}
