//! What `muster import bsdata` is given, sorted out on the real fourth-edition folder: a
//! folder gives every faction catalogue and names each other catalogue it skips; a path that
//! is not a regular file or folder is refused before it is opened.

use muster_bsdata::aos_inputs;
use std::path::PathBuf;

fn bsdata() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference/bsdata-aos4")
}

fn name(path: &std::path::Path) -> String {
    path.file_name().unwrap().to_string_lossy().into_owned()
}

#[test]
fn a_folder_gives_every_faction_and_a_note_for_each_catalogue_skipped() {
    let inputs = aos_inputs(&[bsdata()]).unwrap();
    assert_eq!(name(&inputs.game_system), "Age of Sigmar 4.0.gst");
    let factions: Vec<String> = inputs.factions.iter().map(|p| name(p)).collect();
    assert_eq!(factions.len(), 96);
    for faction in [
        "Stormcast Eternals.cat",
        "Cities of Sigmar.cat",
        "Beasts of Chaos.cat",
        "Cities of Sigmar - Lethis [LEGENDS.cat",
        "Blades of Khorne - Gorechosen Champions.cat",
    ] {
        assert!(factions.iter().any(|f| f == faction), "{faction}");
    }
    // Every .cat of the folder is either a faction or skipped with a note saying what it is.
    let cats = std::fs::read_dir(bsdata())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "cat")
        })
        .count();
    assert_eq!(factions.len() + inputs.skipped.len(), cats);
    let note = |file: &str| {
        inputs
            .skipped
            .iter()
            .find(|n| n.starts_with(&format!("{file}: skipped")))
            .unwrap_or_else(|| panic!("no note for {file}: {:?}", inputs.skipped))
            .clone()
    };
    assert!(note("Stormcast Eternals - Library.cat").contains("a library"));
    assert!(note("Regiments of Renown.cat").contains("Regiments of Renown"));
    assert!(note("Path to Glory - Ascension.cat").contains("Path to Glory"));
    assert!(note("Lores.cat").contains("lores"));
}

#[test]
fn named_catalogues_that_are_not_factions_are_skipped_not_refused() {
    let dir = bsdata();
    let inputs = aos_inputs(&[
        dir.join("Age of Sigmar 4.0.gst"),
        dir.join("Seraphon.cat"),
        dir.join("Seraphon - Library.cat"),
        dir.join("Regiments of Renown.cat"),
        dir.join("Seraphon.cat"),
    ])
    .unwrap();
    let factions: Vec<String> = inputs.factions.iter().map(|p| name(p)).collect();
    assert_eq!(factions, ["Seraphon.cat"]);
    assert_eq!(inputs.skipped.len(), 2, "{:?}", inputs.skipped);
}

#[test]
fn no_game_system_or_no_faction_is_refused_with_what_to_name() {
    let dir = bsdata();
    let err = aos_inputs(&[dir.join("Seraphon.cat")]).unwrap_err();
    assert!(err.message.contains("no BattleScribe game system"), "{err}");
    let err = aos_inputs(&[dir.join("Age of Sigmar 4.0.gst")]).unwrap_err();
    assert!(err.message.contains("no faction catalogue"), "{err}");
}

#[cfg(unix)]
#[test]
fn a_pipe_is_refused_before_it_is_opened() {
    let scratch = std::env::temp_dir().join(format!("muster-aos-inputs-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let fifo = scratch.join("Seraphon.cat");
    let _ = std::fs::remove_file(&fifo);
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    // Opening a pipe with no writer would block forever: the refusal must come first.
    let err = aos_inputs(&[bsdata().join("Age of Sigmar 4.0.gst"), fifo.clone()]).unwrap_err();
    assert!(err.message.contains("not a regular file"), "{err}");
    assert!(err.file.ends_with("Seraphon.cat"), "{err}");
    // In a folder too.
    let err = aos_inputs(std::slice::from_ref(&scratch)).unwrap_err();
    assert!(err.message.contains("not a regular file"), "{err}");
    std::fs::remove_dir_all(&scratch).unwrap();
}

/// The community Underworlds data's warbands file (`muster_bsdata::underworlds`).
const WARBANDS: &str = "warbands/index.json";

/// The RuneWars and Underworlds importers read their folder's files the same way: a pipe
/// named like one of their files is refused unread, never waited on.
#[cfg(unix)]
#[test]
fn the_other_importers_refuse_a_pipe_unread() {
    let scratch = std::env::temp_dir().join(format!("muster-other-inputs-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(scratch.join("rivals")).unwrap();
    std::fs::create_dir_all(scratch.join("warbands")).unwrap();
    for name in ["Runewars.gst", "rivals/index.json", WARBANDS] {
        let made = std::process::Command::new("mkfifo")
            .arg(scratch.join(name))
            .status()
            .unwrap();
        assert!(made.success());
    }
    let err = muster_bsdata::import_runewars_with_notes(&scratch).unwrap_err();
    assert!(err.message.contains("not a regular file"), "{err}");
    let err = muster_bsdata::import_underworlds(&scratch, &Default::default()).unwrap_err();
    assert!(err.message.contains("not a regular file"), "{err}");
    std::fs::remove_dir_all(&scratch).unwrap();
}

/// Issue 32: a file one byte past the limit is refused with its size and the limit exactly,
/// in the limit's unit ("33 MB, past the 32 MB" was said before); a sparse file, nothing read.
#[test]
fn a_file_past_the_limit_is_refused_with_exact_sizes() {
    let scratch = std::env::temp_dir().join(format!("muster-big-input-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&scratch);
    std::fs::create_dir_all(&scratch).unwrap();
    let big = scratch.join("Big.cat");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(muster_bsdata::MAX_FILE_BYTES + 1)
        .unwrap();
    let err = aos_inputs(&[bsdata().join("Age of Sigmar 4.0.gst"), big]).unwrap_err();
    assert_eq!(
        err.message,
        "33,554,433 bytes, past the 32 MiB (33,554,432 bytes) a BattleScribe file may have"
    );
    std::fs::remove_dir_all(&scratch).unwrap();
}
