//! Warhammer: Diskwars (digest `shared/rules/diskwars.md`).
//!
//! - `catalog`: what the data pack holds: factions and races, discs, command, deployment,
//!   terrain and scenario cards, the pre-built regiments, the introductory armies and the
//!   core set; every value the rulebook states with its page, every other value unknown.
//!
//! The list document, the validator and the tracker come in later steps.

mod catalog;

pub use catalog::{
    Ability, AbilityKind, BoxTotal, Catalog, CatalogError, CatalogParts, CommandCard, DamageType,
    DeploymentCard, Disc, DiscKind, EnglishBasis, Faction, GameBox, Hints, IntroductoryArmy,
    Keyword, KeywordParameter, KeywordUse, Known, MeleeStrength, Name, Objective, ObjectiveCount,
    PreBuiltRegiment, Race, Range, RangedAttack, RegimentEntry, Restriction, ScenarioCard, Size,
    Stats, Strategy, Strength, Tally, Terrain, TerrainAttack, Text, Trait, TraitUse, UsedOn,
    BOX_ITEM_KINDS,
};
