//! The Diskwars pack: `catalog.json`, written by hand from the Spanish rulebook. Spanish
//! and English names sit in each record (the rulebook is the source of the Spanish ones),
//! so the pack has no separate names file.

use crate::bundled;
use crate::pack::{read_checked, read_pack_file, Origin, PackError};
use crate::provenance::Shipped;
use crate::schemas;
use muster_core::games::diskwars::{
    Catalog, CatalogParts, CommandCard, DeploymentCard, Disc, Faction, GameBox, IntroductoryArmy,
    Keyword, PreBuiltRegiment, Race, ScenarioCard, Terrain, Trait,
};
use serde::Deserialize;
use std::path::Path;

/// The file names of a Diskwars pack folder.
pub const FILES: [&str; 1] = ["catalog.json"];

/// The texts of a Diskwars pack, each with the name errors should show.
#[derive(Clone, Copy, Debug)]
pub struct DiskwarsPackTexts<'a> {
    /// `catalog.json`: (shown name, text).
    pub catalog: (&'a str, &'a str),
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
    races: Vec<Race>,
    traits: Vec<Trait>,
    keywords: Vec<Keyword>,
    discs: Vec<Disc>,
    command_cards: Vec<CommandCard>,
    deployment_cards: Vec<DeploymentCard>,
    terrain: Vec<Terrain>,
    scenario_cards: Vec<ScenarioCard>,
    pre_built_regiments: Vec<PreBuiltRegiment>,
    introductory_armies: Vec<IntroductoryArmy>,
    boxes: Vec<GameBox>,
}

impl CatalogFile {
    fn parts(self) -> CatalogParts {
        CatalogParts {
            factions: self.factions,
            races: self.races,
            traits: self.traits,
            keywords: self.keywords,
            discs: self.discs,
            command_cards: self.command_cards,
            deployment_cards: self.deployment_cards,
            terrain: self.terrain,
            scenario_cards: self.scenario_cards,
            pre_built_regiments: self.pre_built_regiments,
            introductory_armies: self.introductory_armies,
            boxes: self.boxes,
        }
    }
}

/// Loads a Diskwars pack from its texts (no file access: the caller reads them): the
/// schema first, then the typed catalogue and its references.
pub fn load_diskwars_texts(texts: DiskwarsPackTexts<'_>) -> Result<Catalog, PackError> {
    load(Origin::Given, texts)
}

/// Loads a Diskwars pack from its texts, checked against the schema unless shipped.
fn load(origin: Origin, texts: DiskwarsPackTexts<'_>) -> Result<Catalog, PackError> {
    let (file, text) = texts.catalog;
    let catalog: CatalogFile = read_checked(origin, file, text, schemas::diskwars_catalog)?;
    Catalog::new(catalog.parts()).map_err(|e| PackError::new(file, e.path, e.message))
}

/// Loads a Diskwars pack folder (`data/diskwars`).
pub fn load_diskwars_dir(dir: &Path) -> Result<Catalog, PackError> {
    let (shown, text) = read_pack_file(dir, FILES[0])?;
    load_diskwars_texts(DiskwarsPackTexts {
        catalog: (&shown, &text),
    })
}

/// The Diskwars pack of this repository, compiled in (deflated, `crate::bundled`).
pub fn bundled_diskwars() -> Result<Catalog, PackError> {
    let catalog = bundled::DISKWARS_CATALOG.text()?;
    load(
        Origin::Shipped,
        DiskwarsPackTexts {
            catalog: (bundled::DISKWARS_CATALOG.file, &catalog),
        },
    )
}

/// Where the shipped pack comes from, as its `catalog.json` states it.
pub fn shipped_packs() -> Result<Shipped, PackError> {
    let catalog = bundled::DISKWARS_CATALOG.text()?;
    Shipped::of_sentences(&[(bundled::DISKWARS_CATALOG.file, &catalog)])
}
