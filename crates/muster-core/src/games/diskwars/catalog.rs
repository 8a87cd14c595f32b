//! The Diskwars catalogue: factions and races, traits and keywords, discs, command,
//! deployment, terrain and scenario cards, the pre-built regiments, the introductory armies
//! and the core set. Built by the data-pack loader from `data/diskwars/catalog.json`; the
//! rules core only reads it.
//!
//! The pack is written by hand from the Spanish rulebook, which leaves most printed values
//! out (the extraction lost the numbers around the pictured discs). So every value is
//! either [`Known`] — the value and the page that states it — or `None`: unknown, never
//! guessed. A reading the digest could not confirm is kept apart in a record's [`Hints`],
//! never as a value.

mod armies;
mod cards;
mod checks;
mod community;
mod discs;
mod source;

pub use armies::{
    BoxTotal, GameBox, IntroductoryArmy, PreBuiltRegiment, RegimentEntry, Tally, BOX_ITEM_KINDS,
};
pub use cards::{
    CommandCard, DeploymentCard, Objective, ObjectiveCount, Restriction, ScenarioCard, Strategy,
    Terrain, TerrainAttack,
};
pub use community::{
    CommunityDisc, CommunityPack, CommunityReference, Doubt, Matched, COMMUNITY_FORMAT,
    COMMUNITY_SOURCE,
};
pub use discs::{
    Ability, AbilityKind, DamageType, Disc, DiscKind, Faction, Keyword, KeywordParameter,
    KeywordUse, MeleeStrength, Race, Range, RangedAttack, Size, Stats, Strength, Trait, TraitUse,
    UsedOn,
};

use crate::collection::BoxContents;
pub use crate::ids::CatalogError;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};

/// A value the rulebook states, with where (`rulebook p.17`, `rulebook p.18, pictured
/// disc`, `community: …` for a value of community data, or `user: …` for a value the player
/// entered). An unknown value is `None` beside it, never a `Known`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsKnown"))]
#[serde(deny_unknown_fields)]
pub struct Known<T> {
    /// The value.
    pub value: T,
    /// Where it is stated.
    pub source: String,
    /// Why a community value is doubtful; never in a pack file (the merge sets it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub doubt: Option<Doubt>,
}

impl<T> Known<T> {
    /// True for a value the player entered from their own disc or card (its source starts
    /// with [`crate::USER_SOURCE`]).
    pub fn is_users(&self) -> bool {
        self.source.starts_with(crate::USER_SOURCE)
    }
}

/// Non-authoritative readings, by field name (`cost`, `name.en`): what the digest read off
/// a scrambled figure, inferred or knows from outside the rulebook. Shown to a player who
/// checks the physical component; never used as a value.
pub type Hints = BTreeMap<String, String>;

/// How sure the English name is. The rulebook is Spanish; English names come from the
/// digest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsEnglishBasis"))]
#[serde(rename_all = "lowercase")]
pub enum EnglishBasis {
    /// The digest cites English-language material (the official FAQ, FFG's blog or forum).
    External,
    /// The digest's general knowledge of the English product, not checked.
    Unverified,
    /// A literal translation of the Spanish, not a name any English printing is known to use.
    Literal,
}

/// A name: Spanish as the rulebook prints it, English where the digest gives one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsName"))]
#[serde(deny_unknown_fields)]
pub struct Name {
    /// The Spanish name as printed.
    pub es: String,
    /// The English name, where the digest gives one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub en: Option<String>,
    /// How sure the English name is; present exactly when `en` is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub en_basis: Option<EnglishBasis>,
}

impl Name {
    /// Its names, Spanish first (the rulebook's).
    pub fn spellings(&self) -> [Option<&str>; 2] {
        [Some(self.es.as_str()), self.en.as_deref()]
    }

    /// The name in `lang`; an English reader sees the Spanish name when no English one is
    /// known.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::Es => &self.es,
            Lang::En => self.en.as_deref().unwrap_or(&self.es),
        }
    }
}

/// A short description in our own words, in both languages (no rulebook text is quoted).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsText"))]
#[serde(deny_unknown_fields)]
pub struct Text {
    /// English.
    pub en: String,
    /// Spanish.
    pub es: String,
}

impl Text {
    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        lang.pick(&self.en, &self.es)
    }
}

/// The parts of a Diskwars data pack.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsCatalogParts"))]
#[serde(deny_unknown_fields)]
pub struct CatalogParts {
    /// Order and Destruction.
    pub factions: Vec<Faction>,
    /// The four races.
    pub races: Vec<Race>,
    /// Traits.
    pub traits: Vec<Trait>,
    /// Keywords of discs, terrain and command cards.
    pub keywords: Vec<Keyword>,
    /// Heroes and units.
    pub discs: Vec<Disc>,
    /// Command cards.
    pub command_cards: Vec<CommandCard>,
    /// Deployment cards.
    pub deployment_cards: Vec<DeploymentCard>,
    /// Terrain types (each side of a piece).
    pub terrain: Vec<Terrain>,
    /// Scenario and special scenario cards.
    pub scenario_cards: Vec<ScenarioCard>,
    /// The twelve pre-built regiments.
    pub pre_built_regiments: Vec<PreBuiltRegiment>,
    /// The two introductory armies.
    pub introductory_armies: Vec<IntroductoryArmy>,
    /// Boxes.
    pub boxes: Vec<GameBox>,
    /// Where the community values joined to the pack come from (set by the join, never in
    /// a pack file), so a value's source can be named in the reader's language.
    #[serde(skip)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub community: Option<CommunityReference>,
}

/// Position of each record by id, per kind.
#[derive(Clone, Debug, Default)]
struct Index {
    factions: HashMap<String, usize>,
    races: HashMap<String, usize>,
    traits: HashMap<String, usize>,
    keywords: HashMap<String, usize>,
    discs: HashMap<String, usize>,
    command_cards: HashMap<String, usize>,
    deployment_cards: HashMap<String, usize>,
    terrain: HashMap<String, usize>,
    scenario_cards: HashMap<String, usize>,
    pre_built_regiments: HashMap<String, usize>,
    introductory_armies: HashMap<String, usize>,
    boxes: HashMap<String, usize>,
}

/// An indexed, read-only Diskwars catalogue whose references all resolve.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    parts: CatalogParts,
    index: Index,
}

fn find<'a, T>(items: &'a [T], index: &HashMap<String, usize>, id: &str) -> Option<&'a T> {
    index.get(id).map(|&i| &items[i])
}

impl Catalog {
    /// Indexes the parts and checks that every id is unique within its kind and every
    /// reference resolves; the first fault is returned with its JSON pointer.
    pub fn new(parts: CatalogParts) -> Result<Self, CatalogError> {
        let index = checks::check(&parts)?;
        Ok(Catalog { parts, index })
    }

    /// The parts the catalogue was built from.
    pub fn parts(&self) -> &CatalogParts {
        &self.parts
    }

    /// Order and Destruction.
    pub fn factions(&self) -> &[Faction] {
        &self.parts.factions
    }

    /// The races.
    pub fn races(&self) -> &[Race] {
        &self.parts.races
    }

    /// A race by id.
    pub fn race(&self, id: &str) -> Option<&Race> {
        find(&self.parts.races, &self.index.races, id)
    }

    /// The faction a race belongs to.
    pub fn faction_of_race(&self, race: &str) -> Option<&Faction> {
        let race = self.race(race)?;
        find(&self.parts.factions, &self.index.factions, &race.faction)
    }

    /// A trait by id.
    pub fn trait_by_id(&self, id: &str) -> Option<&Trait> {
        find(&self.parts.traits, &self.index.traits, id)
    }

    /// A keyword by id.
    pub fn keyword(&self, id: &str) -> Option<&Keyword> {
        find(&self.parts.keywords, &self.index.keywords, id)
    }

    /// All discs.
    pub fn discs(&self) -> &[Disc] {
        &self.parts.discs
    }

    /// A disc by id.
    pub fn disc(&self, id: &str) -> Option<&Disc> {
        find(&self.parts.discs, &self.index.discs, id)
    }

    /// The heroes.
    pub fn heroes(&self) -> impl Iterator<Item = &Disc> {
        self.parts.discs.iter().filter(|d| d.kind == DiscKind::Hero)
    }

    /// All command cards.
    pub fn command_cards(&self) -> &[CommandCard] {
        &self.parts.command_cards
    }

    /// A command card by id.
    pub fn command_card(&self, id: &str) -> Option<&CommandCard> {
        find(&self.parts.command_cards, &self.index.command_cards, id)
    }

    /// All deployment cards.
    pub fn deployment_cards(&self) -> &[DeploymentCard] {
        &self.parts.deployment_cards
    }

    /// A deployment card by id.
    pub fn deployment_card(&self, id: &str) -> Option<&DeploymentCard> {
        find(
            &self.parts.deployment_cards,
            &self.index.deployment_cards,
            id,
        )
    }

    /// All terrain types.
    pub fn terrain(&self) -> &[Terrain] {
        &self.parts.terrain
    }

    /// A terrain type by id.
    pub fn terrain_by_id(&self, id: &str) -> Option<&Terrain> {
        find(&self.parts.terrain, &self.index.terrain, id)
    }

    /// All scenario cards, the special one included.
    pub fn scenario_cards(&self) -> &[ScenarioCard] {
        &self.parts.scenario_cards
    }

    /// A scenario card by id.
    pub fn scenario_card(&self, id: &str) -> Option<&ScenarioCard> {
        find(&self.parts.scenario_cards, &self.index.scenario_cards, id)
    }

    /// The pre-built regiments.
    pub fn pre_built_regiments(&self) -> &[PreBuiltRegiment] {
        &self.parts.pre_built_regiments
    }

    /// A pre-built regiment by id.
    pub fn pre_built_regiment(&self, id: &str) -> Option<&PreBuiltRegiment> {
        find(
            &self.parts.pre_built_regiments,
            &self.index.pre_built_regiments,
            id,
        )
    }

    /// The introductory armies.
    pub fn introductory_armies(&self) -> &[IntroductoryArmy] {
        &self.parts.introductory_armies
    }

    /// An introductory army by id.
    pub fn introductory_army(&self, id: &str) -> Option<&IntroductoryArmy> {
        find(
            &self.parts.introductory_armies,
            &self.index.introductory_armies,
            id,
        )
    }

    /// The boxes.
    pub fn boxes(&self) -> &[GameBox] {
        &self.parts.boxes
    }

    /// A box by id.
    pub fn game_box(&self, id: &str) -> Option<&GameBox> {
        find(&self.parts.boxes, &self.index.boxes, id)
    }

    /// Every box in the shape the collection expands.
    pub fn box_contents(&self) -> Vec<BoxContents> {
        self.parts.boxes.iter().map(GameBox::contents).collect()
    }
}
