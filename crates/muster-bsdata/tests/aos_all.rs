//! Every faction catalogue of the bundled BattleScribe data imports (issue #8: "every
//! bundled BattleScribe catalogue imports"), in one call so the folder is read once.

use muster_bsdata::{aos_faction_catalogues, import_aos};
use muster_core::games::sigmar::{Catalog, DEFAULT_SEASON};
use std::path::PathBuf;

fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference/bsdata-aos4")
}

/// The catalogues whose root says `library="false"`, except the Regiments of Renown one
/// (read through the game system's forces, never as a faction).
fn factions() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(data()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|x| x != "cat") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let head: String = text.chars().take(800).collect();
        if head.contains("library=\"false\"") && !head.contains("Regiments of Renown") {
            out.push(path);
        }
    }
    out.sort();
    out
}

#[test]
fn the_folder_lists_the_faction_catalogues_this_test_imports() {
    let listed = aos_faction_catalogues(&data()).unwrap();
    assert_eq!(listed.len(), 96);
    assert_eq!(listed, factions());
}

#[test]
fn every_faction_catalogue_imports() {
    // One season: the others differ only in which gated entries show (aos_golden.rs pins
    // 2025-26 against 2026-27), and a run over the whole folder takes a while.
    let factions = factions();
    assert!(
        factions.len() > 90,
        "only {} faction catalogues",
        factions.len()
    );
    let text = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../../data/schemas/sigmar-pack.schema.json"),
    )
    .unwrap();
    let schema = jsonschema::options()
        .build(&serde_json::from_str(&text).unwrap())
        .unwrap();
    for season in [DEFAULT_SEASON] {
        let import = import_aos(&data().join("Age of Sigmar 4.0.gst"), &factions, season)
            .unwrap_or_else(|e| panic!("{season}: {e}"));
        assert_eq!(import.packs.len(), factions.len());
        for pack in &import.packs {
            assert!(!pack.units.is_empty(), "{}: no units", pack.faction.id);
            assert!(
                pack.units.iter().any(|u| u.is_hero()),
                "{}: no hero",
                pack.faction.id
            );
            assert_eq!(pack.season, season);
            // What a player imports passes the loader's schema.
            let value = serde_json::to_value(pack).unwrap();
            let errors: Vec<String> = schema
                .iter_errors(&value)
                .map(|e| format!("{e} at {}", e.instance_path()))
                .collect();
            assert!(errors.is_empty(), "{}: {errors:?}", pack.faction.id);
            // Each pack on its own makes a catalogue: options and exclusions name units
            // of the pack, unit ids are unique.
            Catalog::new(vec![pack.clone()]).unwrap_or_else(|e| panic!("{season}: {e}"));
        }
        // Faction ids are unique across the whole folder.
        Catalog::new(import.packs.clone()).unwrap_or_else(|e| panic!("{season}: {e}"));
        // Every note says where: `file:line: text`.
        for note in &import.notes {
            let mut parts = note.splitn(3, ':');
            let (file, line) = (parts.next().unwrap(), parts.next().unwrap_or(""));
            assert!(
                (file.ends_with(".cat") || file.ends_with(".gst")) && line.parse::<u32>().is_ok(),
                "{note}"
            );
        }
    }
}
