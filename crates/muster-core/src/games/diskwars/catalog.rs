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

mod checks;

use crate::collection::{BoxContents, BoxItem};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use std::fmt;

/// A value the rulebook states, with where (`rulebook p.17`, `rulebook p.18, pictured
/// disc`, or `user: …` for a value the player entered). An unknown value is `None` beside
/// it, never a `Known`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Known<T> {
    /// The value.
    pub value: T,
    /// Where it is stated.
    pub source: String,
}

/// Non-authoritative readings, by field name (`cost`, `name.en`): what the digest read off
/// a scrambled figure, inferred or knows from outside the rulebook. Shown to a player who
/// checks the physical component; never used as a value.
pub type Hints = BTreeMap<String, String>;

/// How sure the English name is. The rulebook is Spanish; English names come from the
/// digest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

/// Order or Destruction (R-FAC-1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Faction {
    /// `order`, `destruction`.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Where the rulebook names it.
    pub source: String,
}

/// A race, the unit of recruitment (R-FAC-3), and the faction it belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Race {
    /// `high-elves`, `empire`, `chaos`, `orcs`.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// The faction id.
    pub faction: String,
    /// Where the rulebook names it.
    pub source: String,
}

/// A trait: an italic descriptor with no rules of its own, referred to by abilities.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Trait {
    /// Kebab-case id (`infantry`).
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Where the rulebook names it.
    pub source: String,
}

/// What a keyword is printed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum UsedOn {
    /// Discs (p.21).
    Disc,
    /// Terrain (p.22).
    Terrain,
    /// Command cards (p.21).
    CommandCard,
}

/// The parameter a keyword takes where it is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum KeywordParameter {
    /// None (`Volador`).
    None,
    /// A number X (`Acometida X`, `Magia X`).
    Number,
    /// What it guards against (`Inmune a X`, `Resistente a X`).
    Against,
    /// Which melee strengths (`Veloz`, `Lento`).
    Strengths,
    /// A damage type (`Peligroso`).
    Damage,
}

/// A keyword: a bold special ability with rules of its own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Keyword {
    /// Kebab-case id (`impact`).
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Discs, terrain or command cards.
    pub used_on: UsedOn,
    /// The parameter it takes.
    pub parameter: KeywordParameter,
    /// Where the rulebook defines it.
    pub source: String,
}

/// A trait a disc is stated to have.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TraitUse {
    /// The trait id.
    pub id: String,
    /// Where the rulebook states it.
    pub source: String,
}

/// A melee strength, for `Veloz` and `Lento`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MeleeStrength {
    /// Fuerza de ataque.
    Attack,
    /// Fuerza de contraataque.
    Counterattack,
}

/// Physical (√) or arcane damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DamageType {
    /// Daño físico; all melee damage is physical.
    Physical,
    /// Daño arcano.
    Arcane,
}

/// A keyword printed on a disc, terrain or card, with its parameter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeywordUse {
    /// The keyword id.
    pub keyword: String,
    /// X of a number keyword; `None` when the keyword has none or X is unknown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x: Option<u8>,
    /// X of `Inmune a X`/`Resistente a X`: `arcane`, `physical`, `ranged` or a keyword id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub against: Option<String>,
    /// The strengths of `Veloz`/`Lento`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub strengths: Vec<MeleeStrength>,
    /// The damage type of `Peligroso`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub damage: Option<DamageType>,
    /// Where the rulebook states it.
    pub source: String,
}

/// Disc sizes (R-SIZE-1, R-COPY-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Size {
    /// Pequeño.
    Small,
    /// Mediano.
    Medium,
    /// Grande.
    Large,
}

/// A hero leads a regiment and brings recruitment points; a unit is recruited with them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DiscKind {
    /// Héroe (R-REG-2).
    Hero,
    /// Unidad.
    Unit,
}

/// The four range bands (p.5, p.18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Range {
    /// Corto.
    Short,
    /// Medio.
    Medium,
    /// Largo.
    Long,
    /// De asedio: beyond the whole ruler.
    Siege,
}

/// The strength of a ranged attack: a number, or a d6 rolled with the dice (p.11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "StrengthRepr", into = "StrengthRepr")]
pub enum Strength {
    /// A printed number.
    Fixed(u8),
    /// "d6".
    D6,
}

#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum StrengthRepr {
    Fixed(u8),
    Roll(String),
}

impl TryFrom<StrengthRepr> for Strength {
    type Error = String;

    fn try_from(repr: StrengthRepr) -> Result<Self, String> {
        match repr {
            StrengthRepr::Fixed(n) => Ok(Strength::Fixed(n)),
            StrengthRepr::Roll(s) if s == "d6" => Ok(Strength::D6),
            StrengthRepr::Roll(s) => Err(format!("strength '{s}' is neither a number nor d6")),
        }
    }
}

impl From<Strength> for StrengthRepr {
    fn from(strength: Strength) -> Self {
        match strength {
            Strength::Fixed(n) => StrengthRepr::Fixed(n),
            Strength::D6 => StrengthRepr::Roll("d6".into()),
        }
    }
}

/// A ranged attack (`ß: range, dice, strength, damage`); each part may be unknown, and the
/// known parts come from `source`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RangedAttack {
    /// Maximum range.
    pub range: Option<Range>,
    /// Battle dice rolled (shot icons).
    pub dice: Option<u8>,
    /// Damage per hit.
    pub strength: Option<Strength>,
    /// Damage type.
    pub damage: Option<DamageType>,
    /// True when printed "ignores deviation".
    pub ignores_deviation: Option<bool>,
    /// Where the known parts are stated.
    pub source: String,
}

/// The kind of a special ability, where the rulebook says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AbilityKind {
    /// A focus ability (≥), used as a disc's action.
    Focus,
    /// A command card's passive ability, lasting until the card is discarded.
    Passive,
    /// A command card's battle ability, used by the discs whose traits it names.
    Battle,
    /// A scenario card's scenario ability.
    Scenario,
}

/// A special ability, described in our own words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ability {
    /// Its kind, where stated.
    pub kind: Option<AbilityKind>,
    /// For a battle ability, the traits of the discs that may use it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub used_by: Vec<String>,
    /// What it does.
    pub summary: Text,
    /// Where the rulebook states it.
    pub source: String,
}

/// The printed stats of a disc (p.24); each unknown until stated.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Stats {
    /// Movimiento: flips per move.
    pub movement: Option<Known<u8>>,
    /// Fuerza de ataque.
    pub attack: Option<Known<u8>>,
    /// Fuerza de contraataque.
    pub counterattack: Option<Known<u8>>,
    /// Resistencia.
    pub toughness: Option<Known<u8>>,
    /// Vigor: wounds survived.
    pub vigor: Option<Known<u8>>,
}

/// A disc: a hero or a unit.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Disc {
    /// Kebab-case id of the English name, or of the Spanish one when no English name is
    /// known.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Hero or unit.
    pub kind: DiscKind,
    /// The race id.
    pub race: Option<Known<String>>,
    /// Small, medium or large.
    pub size: Option<Known<Size>>,
    /// Unique (ƒ, R-UNQ-1).
    pub unique: Option<Known<bool>>,
    /// Elite (», R-ELITE-1).
    pub elite: Option<Known<bool>>,
    /// A hero's recruitment points (R-REG-3).
    #[serde(default)]
    pub recruitment_points: Option<Known<u32>>,
    /// A hero's command value (R-CMD-1).
    #[serde(default)]
    pub command: Option<Known<u32>>,
    /// A unit's recruitment cost (R-REG-3).
    #[serde(default)]
    pub cost: Option<Known<u32>>,
    /// The printed stats.
    pub stats: Stats,
    /// Traits the rulebook states; the disc may have more.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub traits: Vec<TraitUse>,
    /// Keywords the rulebook states; the disc may have more.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<KeywordUse>,
    /// Ranged attacks the rulebook states.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ranged_attacks: Vec<RangedAttack>,
    /// Abilities the rulebook describes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<Ability>,
    /// Readings that are not facts.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints: Hints,
    /// Where the rulebook names the disc (and so its kind).
    pub source: String,
}

/// The four strategies of command cards (p.7): Bold beats Direct beats Cunning beats Bold;
/// Slow goes last.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Strategy {
    /// Audaz.
    Bold,
    /// Directa.
    Direct,
    /// Astuta.
    Cunning,
    /// Lenta.
    Slow,
}

/// Who may choose a command card (R-CMD-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Restriction {
    /// Any army.
    None,
    /// Sólo Orden.
    OrderOnly,
    /// Sólo Destrucción.
    DestructionOnly,
}

/// A command card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommandCard {
    /// Kebab-case id.
    pub id: String,
    /// Its title.
    pub name: Name,
    /// Its strategy.
    pub strategy: Option<Known<Strategy>>,
    /// Its activation value.
    pub value: Option<Known<u8>>,
    /// Order-only, Destruction-only or none.
    pub restriction: Option<Known<Restriction>>,
    /// Keywords the rulebook states.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<KeywordUse>,
    /// Abilities the rulebook describes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<Ability>,
    /// Readings that are not facts.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints: Hints,
    /// Where the rulebook names it.
    pub source: String,
}

/// A deployment card (its text face).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeploymentCard {
    /// Kebab-case id.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Its deployment value.
    pub value: Option<Known<u8>>,
    /// Abilities the rulebook describes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<Ability>,
    /// Readings that are not facts.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints: Hints,
    /// Where the rulebook names it.
    pub source: String,
}

/// One side of a double-sided terrain piece, with its terrain card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Terrain {
    /// Kebab-case id.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Keywords the rulebook states.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keywords: Vec<KeywordUse>,
    /// The terrain on the other side of the same piece and card.
    pub other_side: Option<Known<String>>,
    /// Abilities the rulebook describes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<Ability>,
    /// Readings that are not facts.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints: Hints,
    /// Where the rulebook names it.
    pub source: String,
}

/// What an objective counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ObjectiveCount {
    /// Each enemy disc in a casualty pile.
    EnemyCasualty,
    /// Each enemy hero in a casualty pile.
    EnemyHeroCasualty,
}

/// A scenario card's objective: victory points per counted casualty.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Objective {
    /// Victory points for each.
    pub vp: u8,
    /// What is counted.
    pub per: ObjectiveCount,
    /// Where it is stated.
    pub source: String,
}

/// A ranged attack a scenario gives to a terrain piece (the Watchtower of Fortalezas).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerrainAttack {
    /// The terrain id.
    pub terrain: String,
    /// The attack.
    pub attack: RangedAttack,
}

/// A scenario card, or the special scenario card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScenarioCard {
    /// Kebab-case id.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// True for a special scenario card (p.15).
    pub special: bool,
    /// Abilities the rulebook describes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<Ability>,
    /// The objective of a scenario card; `None` when unknown (or for a special card).
    #[serde(default)]
    pub objective: Option<Objective>,
    /// True when every player must own a core set to play it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub needs_own_core_box: Option<Known<bool>>,
    /// A ranged attack it gives to terrain.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub terrain_attack: Option<TerrainAttack>,
    /// Readings that are not facts.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints: Hints,
    /// Where the rulebook names it.
    pub source: String,
}

/// Copies of one disc in a regiment or army.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegimentEntry {
    /// The disc id.
    pub disc: String,
    /// How many.
    pub count: u8,
    /// The name the list prints when it differs from the disc's (a misprint).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub printed_as: Option<String>,
}

/// One of the twelve pre-built regiments (R-PRE-1, p.17).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PreBuiltRegiment {
    /// `<hero id>-regiment`.
    pub id: String,
    /// The leading hero's disc id.
    pub hero: String,
    /// The units it recruits.
    pub units: Vec<RegimentEntry>,
    /// The command cards it brings.
    pub command_cards: Vec<String>,
    /// Readings that are not facts.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints: Hints,
    /// Where the rulebook lists it.
    pub source: String,
}

/// One of the two introductory armies (R-INTRO-1, p.4), exempt from the building rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IntroductoryArmy {
    /// Kebab-case id.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Its discs, hero included.
    pub discs: Vec<RegimentEntry>,
    /// Its hand of command cards.
    pub command_cards: Vec<String>,
    /// Readings that are not facts.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints: Hints,
    /// Where the rulebook lists it.
    pub source: String,
}

/// What a box total counts (the contents list of p.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[allow(missing_docs)]
pub enum Tally {
    SmallDiscs,
    MediumDiscs,
    LargeDiscs,
    CommandCards,
    DeploymentCards,
    TerrainCards,
    ScenarioCards,
    SpecialScenarioCards,
    TerrainPieces,
    SixSidedDice,
    BattleDice,
    ActivationTokens,
    DamageTokens,
    WoundTokens,
    PowerTokens,
    InitiativeTokens,
    BattleAbilityTokens,
    BattlefieldCorners,
    RangeRulers,
}

/// A counted total of a box.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoxTotal {
    /// What is counted.
    pub what: Tally,
    /// How many.
    pub count: u32,
    /// Where it is stated.
    pub source: String,
}

/// The kinds of item a box's `contents` may hold, as the collection counts them.
pub const BOX_ITEM_KINDS: [&str; 5] = [
    "disc",
    "command-card",
    "deployment-card",
    "terrain",
    "scenario-card",
];

/// A box: what it holds per catalogue item where stated, and its stated totals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameBox {
    /// Kebab-case id (`core-set`).
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Items per catalogue id, in the collection's shape; only those the rulebook ties to
    /// a named item.
    pub contents: Vec<BoxItem>,
    /// False when `contents` does not account for every item of the box (see `totals`).
    pub contents_complete: bool,
    /// Totals by kind of component.
    pub totals: Vec<BoxTotal>,
    /// Readings that are not facts.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hints: Hints,
    /// Where the rulebook lists the contents.
    pub source: String,
}

impl GameBox {
    /// The box in the shape the collection expands (`collection::Collection::new`).
    pub fn contents(&self) -> BoxContents {
        BoxContents {
            id: self.id.clone(),
            contents: self.contents.clone(),
            source: self.source.clone(),
        }
    }

    /// A stated total.
    pub fn total(&self, what: Tally) -> Option<u32> {
        self.totals.iter().find(|t| t.what == what).map(|t| t.count)
    }
}

/// The parts of a Diskwars data pack.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
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
}

/// A catalogue that refers to something it does not contain, names a thing twice or
/// gives a record a field its kind does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogError {
    /// JSON pointer into the catalogue parts.
    pub path: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

impl std::error::Error for CatalogError {}

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
