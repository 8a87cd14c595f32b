//! The Age of Sigmar packs shipped in `data/sigmar/` are what the importer makes of the
//! BSData folder today, one per faction catalogue of it (so they cannot drift from the
//! importer), and they, like every pack the importer writes, follow
//! `data/schemas/sigmar-pack.schema.json`.

use muster_bsdata::{aos_inputs, import_aos};
use muster_core::games::sigmar::{Pack, DEFAULT_SEASON};
use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn bsdata() -> PathBuf {
    root().join("../shared/reference/bsdata-aos4")
}

fn schema() -> jsonschema::Validator {
    let text =
        std::fs::read_to_string(root().join("data/schemas/sigmar-pack.schema.json")).unwrap();
    let schema: serde_json::Value = serde_json::from_str(&text).unwrap();
    jsonschema::options()
        .build(&schema)
        .expect("the schema compiles")
}

/// The text `muster import bsdata` writes for a pack.
fn written(pack: &Pack) -> String {
    let mut text = serde_json::to_string_pretty(pack).unwrap();
    text.push('\n');
    text
}

/// The shipped pack files, by name.
fn shipped_files() -> Vec<String> {
    let mut files: Vec<String> = std::fs::read_dir(root().join("data/sigmar"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".json"))
        .collect();
    files.sort();
    files
}

#[test]
fn the_shipped_packs_are_what_the_importer_makes_of_the_whole_folder_now() {
    let inputs = aos_inputs(&[bsdata()]).unwrap();
    assert_eq!(inputs.factions.len(), 96, "{:?}", inputs.factions);
    let import = import_aos(&inputs.game_system, &inputs.factions, DEFAULT_SEASON).unwrap();
    let mut made: Vec<String> = Vec::new();
    for (pack, cat) in import.packs.iter().zip(&inputs.factions) {
        let file = format!("{}.json", pack.faction.id);
        let shipped = std::fs::read_to_string(root().join("data/sigmar").join(&file))
            .unwrap_or_else(|e| panic!("data/sigmar/{file}: {e}; regenerate data/sigmar"));
        let cat = cat.file_name().unwrap().to_string_lossy();
        assert!(
            written(pack) == shipped,
            "data/sigmar/{file} differs from an import of {cat}; regenerate it with the command in its source.note"
        );
        assert_eq!(pack.source.origin, "BSData/age-of-sigmar-4th");
        assert!(pack
            .source
            .note
            .contains("6c4bfee3111407c2606f502f95c6cc1b6a7d74a3"));
        assert!(pack
            .source
            .note
            .contains(&format!("\"{cat}\" --season {DEFAULT_SEASON}")));
        made.push(file);
    }
    made.sort();
    assert_eq!(
        made,
        shipped_files(),
        "data/sigmar holds exactly the imported packs"
    );
}

#[test]
fn the_shipped_packs_follow_the_schema_and_read_back_unchanged() {
    let schema = schema();
    for file in shipped_files() {
        let text = std::fs::read_to_string(root().join("data/sigmar").join(&file)).unwrap();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        let errors: Vec<String> = schema
            .iter_errors(&value)
            .map(|e| format!("{} at {}", e, e.instance_path()))
            .collect();
        assert!(errors.is_empty(), "{file}: {errors:?}");
        let pack: Pack = serde_json::from_str(&text).unwrap();
        assert_eq!(written(&pack), text, "{file} does not read back to itself");
    }
}

#[test]
fn the_schema_refuses_what_the_pack_type_refuses() {
    let schema = schema();
    let text = std::fs::read_to_string(root().join("data/sigmar/seraphon.json")).unwrap();
    let good: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert!(schema.is_valid(&good));
    let mut bad = Vec::new();
    let mut extra = good.clone();
    extra["units"][0]["ability_text"] = "no rule text in packs".into();
    bad.push(extra);
    let mut no_src = good.clone();
    no_src["units"][0].as_object_mut().unwrap().remove("src");
    bad.push(no_src);
    let mut both = good.clone();
    both["units"][0]["regiment"] =
        serde_json::json!({"options": [{"keyword": "SAURUS", "unit": "kroxigor"}]});
    bad.push(both);
    let mut season = good.clone();
    season["season"] = "ghb-1999".into();
    bad.push(season);
    let mut negative = good.clone();
    negative["units"][0]["points"] = (-5).into();
    bad.push(negative);
    for value in bad {
        assert!(!schema.is_valid(&value), "the schema accepted a bad pack");
    }
}
