//! The RuneWars pack: `catalog.json` (generated from BattleScribe data by
//! `muster import bsdata-runewars`), `rules.json` (hand-written card effects) and
//! `names-es.json` (Spanish names the rulebook gives).

use crate::bundled;
use crate::pack::{read_checked, read_pack_file, Origin, PackError};
use crate::provenance::Shipped;
use crate::schemas;
use muster_core::collection::BoxContents;
use muster_core::games::runewars::{
    Catalog, CatalogParts, Faction, HeroRule, UnitCard, UnitType, UpgradeCard,
};
use serde::Deserialize;
use std::collections::{BTreeMap, HashMap};
use std::path::Path;

/// The file names of a RuneWars pack folder.
pub const FILES: [&str; 3] = ["catalog.json", "rules.json", "names-es.json"];

/// The texts of a RuneWars pack, each with the name errors should show.
#[derive(Clone, Copy, Debug)]
pub struct RuneWarsPackTexts<'a> {
    /// `catalog.json`: (shown name, text).
    pub catalog: (&'a str, &'a str),
    /// `rules.json`.
    pub rules: (&'a str, &'a str),
    /// `names-es.json`.
    pub names_es: (&'a str, &'a str),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CatalogFile {
    #[allow(dead_code)]
    format: String,
    #[allow(dead_code)]
    game: String,
    #[allow(dead_code)]
    source: String,
    factions: Vec<Faction>,
    units: Vec<UnitCard>,
    upgrades: Vec<UpgradeCard>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RulesFile {
    #[allow(dead_code)]
    format: String,
    #[allow(dead_code)]
    game: String,
    heroes: Vec<HeroRule>,
    #[serde(default)]
    front_rank_figures_per_tray: BTreeMap<UnitType, u8>,
    #[serde(default)]
    boxes: Vec<BoxContents>,
}

#[derive(Deserialize)]
struct NamesFile {
    names: NameTables,
}

#[derive(Deserialize, Default)]
struct NameTables {
    #[serde(default)]
    factions: HashMap<String, NameEntry>,
    #[serde(default)]
    units: HashMap<String, NameEntry>,
    #[serde(default)]
    upgrades: HashMap<String, NameEntry>,
}

#[derive(Deserialize)]
struct NameEntry {
    name: String,
}

/// Loads a RuneWars pack from its texts (no file access: the caller reads them).
pub fn load_runewars_texts(texts: RuneWarsPackTexts<'_>) -> Result<Catalog, PackError> {
    load(Origin::Given, texts)
}

/// Loads a RuneWars pack from its texts, checked against the schemas unless shipped.
fn load(origin: Origin, texts: RuneWarsPackTexts<'_>) -> Result<Catalog, PackError> {
    let (catalog_file, catalog_text) = texts.catalog;
    let (rules_file, rules_text) = texts.rules;
    let (names_file, names_text) = texts.names_es;
    let catalog: CatalogFile = read_checked(
        origin,
        catalog_file,
        catalog_text,
        schemas::runewars_catalog,
    )?;
    let rules: RulesFile = read_checked(origin, rules_file, rules_text, schemas::runewars_rules)?;
    let names: NamesFile = read_checked(origin, names_file, names_text, schemas::names)?;

    let mut parts = CatalogParts {
        factions: catalog.factions,
        units: catalog.units,
        upgrades: catalog.upgrades,
        heroes: rules.heroes,
        front_rank_figures_per_tray: rules.front_rank_figures_per_tray,
        boxes: rules.boxes,
    };
    merge_names(
        &mut parts.factions,
        &names.names.factions,
        |f| (&f.id, &mut f.name.es),
        names_file,
        "factions",
    )?;
    merge_names(
        &mut parts.units,
        &names.names.units,
        |u| (&u.id, &mut u.name.es),
        names_file,
        "units",
    )?;
    merge_names(
        &mut parts.upgrades,
        &names.names.upgrades,
        |u| (&u.id, &mut u.name.es),
        names_file,
        "upgrades",
    )?;

    Catalog::new(parts).map_err(|e| {
        let file = if e.path.starts_with("/heroes") {
            rules_file
        } else {
            catalog_file
        };
        PackError::new(file, e.path, e.message)
    })
}

/// Sets the Spanish names; a name for an id the catalogue lacks is an error, so a renamed
/// id cannot silently lose its translation.
fn merge_names<T>(
    items: &mut [T],
    table: &HashMap<String, NameEntry>,
    fields: impl Fn(&mut T) -> (&String, &mut Option<String>),
    file: &str,
    section: &str,
) -> Result<(), PackError> {
    let mut known = Vec::with_capacity(items.len());
    for item in items.iter_mut() {
        let (id, es) = fields(item);
        if let Some(entry) = table.get(id.as_str()) {
            *es = Some(entry.name.clone());
        }
        known.push(id.clone());
    }
    let mut unknown: Vec<&String> = table.keys().filter(|k| !known.contains(k)).collect();
    unknown.sort();
    if let Some(id) = unknown.first() {
        return Err(PackError::new(
            file,
            format!("/names/{section}/{id}"),
            format!("no {section} entry has the id '{id}'"),
        ));
    }
    Ok(())
}

/// Loads a RuneWars pack folder (`data/runewars`).
pub fn load_runewars_dir(dir: &Path) -> Result<Catalog, PackError> {
    let catalog = read_pack_file(dir, FILES[0])?;
    let rules = read_pack_file(dir, FILES[1])?;
    let names = read_pack_file(dir, FILES[2])?;
    load_runewars_texts(RuneWarsPackTexts {
        catalog: (&catalog.0, &catalog.1),
        rules: (&rules.0, &rules.1),
        names_es: (&names.0, &names.1),
    })
}

/// The RuneWars pack of this repository, compiled in (deflated, `crate::bundled`).
pub fn bundled_runewars() -> Result<Catalog, PackError> {
    let catalog = bundled::RUNEWARS_CATALOG.text()?;
    let rules = bundled::RUNEWARS_RULES.text()?;
    let names = bundled::RUNEWARS_NAMES_ES.text()?;
    load(
        Origin::Shipped,
        RuneWarsPackTexts {
            catalog: (bundled::RUNEWARS_CATALOG.file, &catalog),
            rules: (bundled::RUNEWARS_RULES.file, &rules),
            names_es: (bundled::RUNEWARS_NAMES_ES.file, &names),
        },
    )
}

/// Where the shipped pack comes from, as its `catalog.json` states it.
pub fn shipped_packs() -> Result<Shipped, PackError> {
    let catalog = bundled::RUNEWARS_CATALOG.text()?;
    Shipped::of_sentences(&[(bundled::RUNEWARS_CATALOG.file, &catalog)])
}

#[derive(serde::Serialize)]
struct CatalogFileOut<'a> {
    format: &'static str,
    game: &'static str,
    source: &'a str,
    factions: &'a [Faction],
    units: &'a [UnitCard],
    upgrades: &'a [UpgradeCard],
}

/// Writes the `catalog.json` of a pack from imported parts (factions, units, upgrades;
/// heroes and names live in their own hand-written files). `source` says where the whole
/// file comes from. The output is pretty JSON with a final newline, stable for diffs.
pub fn catalog_json(parts: &CatalogParts, source: &str) -> String {
    let file = CatalogFileOut {
        format: "muster-pack/1",
        game: "runewars",
        source,
        factions: &parts.factions,
        units: &parts.units,
        upgrades: &parts.upgrades,
    };
    let mut text = serde_json::to_string_pretty(&file).expect("catalogue parts always serialize");
    text.push('\n');
    text
}
