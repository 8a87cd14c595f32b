//! The shipped packs: loadable, current with their sources, and refused with the place of
//! the fault when broken.

use muster_core::games::runewars::RuneWars;
use muster_data::runewars::{catalog_json, FILES};
use muster_data::{Pack, RuneWarsPackTexts};
use serde_json::Value;
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn pack_text(name: &str) -> String {
    std::fs::read_to_string(repo().join("data/runewars").join(name)).unwrap()
}

/// Loads the shipped pack with one file replaced.
fn load_with(name: &str, text: &str) -> Result<(), muster_data::PackError> {
    let texts: Vec<(String, String)> = FILES
        .iter()
        .map(|f| {
            let body = if *f == name {
                text.to_owned()
            } else {
                pack_text(f)
            };
            ((*f).to_owned(), body)
        })
        .collect();
    RuneWars::load_texts(RuneWarsPackTexts {
        catalog: (&texts[0].0, &texts[0].1),
        rules: (&texts[1].0, &texts[1].1),
        names_es: (&texts[2].0, &texts[2].1),
        dials: None,
    })
    .map(|_| ())
}

#[test]
fn the_bundled_pack_and_the_folder_load_the_same_catalogue() {
    let bundled = RuneWars::bundled().expect("bundled pack");
    let folder = RuneWars::load_dir(&repo().join("data/runewars")).expect("folder pack");
    assert_eq!(bundled.parts(), folder.parts());
    assert_eq!(bundled.factions().len(), 4);
    assert!(bundled.units().len() >= 30 && bundled.upgrades().len() >= 150);
    assert_eq!(
        bundled.unit("spearmen").unwrap().name.es.as_deref(),
        Some("Lanceros")
    );
    assert_eq!(
        bundled
            .faction("waiqar-the-undying")
            .unwrap()
            .name
            .es
            .as_deref(),
        Some("Waiqar el Inmortal")
    );
}

#[test]
fn the_catalogue_is_what_the_importer_makes_of_the_battlescribe_data() {
    let source = repo().join("../shared/reference/bsdata-runewars");
    let parts = muster_bsdata::import_runewars(&source).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (CI has ../shared beside the repo)",
            source.display()
        )
    });
    let fresh: Value = serde_json::from_str(&catalog_json(&parts, "-")).unwrap();
    let committed: Value = serde_json::from_str(&pack_text("catalog.json")).unwrap();
    for key in ["factions", "units", "upgrades"] {
        assert!(
            fresh[key] == committed[key],
            "data/runewars/catalog.json is stale in '{key}': run \
             `muster import bsdata-runewars ../shared/reference/bsdata-runewars -o data/runewars/catalog.json`"
        );
    }
}

#[test]
fn every_record_says_where_it_comes_from() {
    let catalogue: Value = serde_json::from_str(&pack_text("catalog.json")).unwrap();
    for key in ["factions", "units", "upgrades"] {
        for record in catalogue[key].as_array().unwrap() {
            let source = record["source"].as_str().unwrap_or_default();
            assert!(source.starts_with("BSData/runewars@"), "{key}: {record}");
        }
    }
    let rules: Value = serde_json::from_str(&pack_text("rules.json")).unwrap();
    for hero in rules["heroes"].as_array().unwrap() {
        assert!(hero["source"]
            .as_str()
            .unwrap()
            .contains("shared/rules/runewars.md"));
    }
}

#[test]
fn broken_json_names_the_file_line_and_column() {
    let err = load_with(
        "catalog.json",
        "{\n  \"format\": \"muster-pack/1\",\n  oops\n}",
    )
    .unwrap_err();
    assert_eq!(err.file, "catalog.json");
    assert!(err.place.starts_with("line 3, column"), "{err}");
}

#[test]
fn a_schema_violation_names_the_json_pointer() {
    let text = pack_text("catalog.json").replacen(
        "\"unit_type\": \"cavalry\"",
        "\"unit_type\": \"dragon\"",
        1,
    );
    let err = load_with("catalog.json", &text).unwrap_err();
    assert_eq!(err.file, "catalog.json");
    assert!(
        err.place.starts_with("/units/") && err.place.ends_with("/unit_type"),
        "{err}"
    );
}

#[test]
fn a_reference_to_nothing_is_refused_in_the_file_that_makes_it() {
    let rules = pack_text("rules.json").replacen("\"storm-sorceress\"", "\"storm-sorcerer\"", 1);
    let err = load_with("rules.json", &rules).unwrap_err();
    assert_eq!(err.file, "rules.json");
    assert!(
        err.place.starts_with("/heroes/") && err.message.contains("storm-sorcerer"),
        "{err}"
    );

    let names = pack_text("names-es.json").replacen("\"spearmen\"", "\"spearman\"", 1);
    let err = load_with("names-es.json", &names).unwrap_err();
    assert_eq!(
        (err.file.as_str(), err.place.as_str()),
        ("names-es.json", "/names/units/spearman")
    );

    let catalogue = pack_text("catalog.json").replacen(
        "\"faction\": \"daqan-lords\"",
        "\"faction\": \"daqan\"",
        1,
    );
    let err = load_with("catalog.json", &catalogue).unwrap_err();
    assert!(
        err.place.ends_with("/faction") && err.message.contains("daqan"),
        "{err}"
    );
}

#[test]
fn a_duplicate_id_is_refused() {
    let catalogue: Value = serde_json::from_str(&pack_text("catalog.json")).unwrap();
    let mut doubled = catalogue.clone();
    let first = doubled["units"][0].clone();
    doubled["units"].as_array_mut().unwrap().push(first);
    let err = load_with("catalog.json", &doubled.to_string()).unwrap_err();
    assert!(err.message.contains("duplicate id"), "{err}");
}

#[test]
fn a_missing_pack_file_is_named() {
    let err = RuneWars::load_dir(Path::new("/nonexistent/runewars")).unwrap_err();
    assert!(
        err.file.ends_with("catalog.json") && err.message.contains("cannot read"),
        "{err}"
    );
}

#[test]
fn the_list_schema_accepts_the_examples_and_refuses_what_the_parser_refuses() {
    let schema = muster_data::schemas::list();
    let mut paths = Vec::new();
    let mut folders = vec![repo().join("examples")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "json") {
                paths.push(path);
            }
        }
    }
    assert!(paths.len() > 3, "examples found: {paths:?}");
    for path in paths {
        let doc: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert!(schema.is_valid(&doc), "{}", path.display());
        assert!(muster_core::parse_list(&doc.to_string()).is_ok());
    }
    let bad = [
        r#"{"format": "muster-list/1", "game": "runewars", "name": "x", "faction": "f", "units": [], "upgrades": []}"#,
        r#"{"format": "muster-list/1", "game": "runewars", "name": "x", "faction": "f", "units": [{"config": "3x3"}]}"#,
        r#"{"format": "muster-list/2", "game": "runewars", "name": "x", "faction": "f", "units": []}"#,
        r#"{"format": "muster-list/1", "game": "runewars", "name": "x", "faction": "f", "units": [], "points_limit": -5}"#,
        r#"{"format": "muster-list/1", "game": "diskwars", "name": "x", "regiments": [{"units": ["orc-boyz"]}]}"#,
        r#"{"format": "muster-list/1", "game": "diskwars", "name": "x", "regiments": [], "command_card": []}"#,
        r#"{"format": "muster-list/1", "game": "diskwars", "name": "x", "regiments": [], "mode": "campaign"}"#,
        r#"{"format": "muster-list/1", "game": "sigmar", "name": "x", "faction": "seraphon"}"#,
        r#"{"format": "muster-list/1", "game": "sigmar", "name": "x", "faction": "seraphon", "mode": "campaign"}"#,
        r#"{"format": "muster-list/1", "game": "sigmar", "name": "x", "faction": "seraphon", "mode": "open", "units": [{"unit": "saurus-warriors"}]}"#,
        r#"{"format": "muster-list/1", "game": "sigmar", "name": "x", "faction": "seraphon", "mode": "open", "units": [{"unit": "saurus-warriors", "models": -1}]}"#,
        r#"{"format": "muster-list/1", "game": "sigmar", "name": "x", "faction": "seraphon", "mode": "matched", "regiments": [{"units": []}]}"#,
        r#"{"format": "muster-list/1", "game": "sigmar", "name": "x", "faction": "seraphon", "mode": "matched", "auxiliaries": [{"unit": "a", "reinforce": true}]}"#,
        r#"{"format": "muster-list/1", "game": "sigmar", "name": "x", "faction": "seraphon", "mode": "matched", "generals": []}"#,
    ];
    for text in bad {
        let doc: Value = serde_json::from_str(text).unwrap();
        assert!(!schema.is_valid(&doc), "schema accepted {text}");
        assert!(
            muster_core::parse_list(text).is_err(),
            "parser accepted {text}"
        );
    }
}
