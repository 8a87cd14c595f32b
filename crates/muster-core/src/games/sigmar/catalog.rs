//! What an Age of Sigmar data pack holds, and the indexed catalogue of every loaded pack.
//!
//! A pack is one faction (`data/sigmar/<faction>.json`), made by `muster import bsdata`
//! from the community BattleScribe data for the fourth edition (digest §4–5): facts only
//! (names, points, unit sizes, keywords, the warscroll's numbers, Reinforced eligibility,
//! regiment options, enhancements, lores, formations, Regiments of Renown), never ability
//! text. Every record names where it was read (`src`). A value the data does not give is
//! absent, never guessed.
//!
//! Open play (digest §1–2, the 2015 core rules) uses a unit's Wounds and Bravery. The
//! fourth-edition data has neither: it has Health, which the tracker offers as the wounds
//! of a model, and no Bravery, which the player enters (`OpenUnit::bravery` in the list).

use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;

mod extras;

pub use extras::{Choice, Enhancement, EnhancementTable, RegimentOfRenown, RegimentSlot};

/// The format tag every Age of Sigmar pack carries.
pub const PACK_FORMAT: &str = "muster-sigmar-pack/1";

/// The seasons of matched play the data knows (General's Handbook forces, digest
/// S4-SEASON-1), newest last.
pub const SEASONS: [&str; 3] = ["ghb-2024-25", "ghb-2025-26", "ghb-2026-27"];

/// The season a list is built for when it names none: the newest.
pub const DEFAULT_SEASON: &str = "ghb-2026-27";

/// The points limit of matched play when the list names none (digest S4-PTS-1: the
/// 2,000-point battle size).
pub const DEFAULT_POINTS_LIMIT: u32 = 2000;

/// One faction's data pack.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarPack"))]
#[serde(deny_unknown_fields)]
pub struct Pack {
    /// Always [`PACK_FORMAT`].
    pub format: String,
    /// Where the facts were read.
    pub source: Source,
    /// The matched-play season the pack was imported for (one of [`SEASONS`]).
    pub season: String,
    /// The faction.
    pub faction: Faction,
    /// Every unit the faction can field (its warscrolls with their matched-play facts),
    /// faction terrain and manifestations included.
    pub units: Vec<Unit>,
    /// Heroic traits (one per army, digest S4-ENH-1).
    #[serde(default)]
    pub heroic_traits: Vec<Enhancement>,
    /// Artefacts of power (one per army, digest S4-ENH-2).
    #[serde(default)]
    pub artefacts: Vec<Enhancement>,
    /// Battle formations (one per army, digest S4-BF-1).
    #[serde(default)]
    pub battle_formations: Vec<Choice>,
    /// Spell lores (at most one, digest S4-LORE-1).
    #[serde(default)]
    pub spell_lores: Vec<Choice>,
    /// Prayer lores (at most one).
    #[serde(default)]
    pub prayer_lores: Vec<Choice>,
    /// Manifestation lores (at most one; some cost points, digest S4-MAN-1).
    #[serde(default)]
    pub manifestation_lores: Vec<Choice>,
    /// The Regiments of Renown this faction may take (digest S4-ROR-2).
    #[serde(default)]
    pub regiments_of_renown: Vec<RegimentOfRenown>,
    /// The faction's own enhancement tables beyond heroic traits and artefacts.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub enhancement_tables: Vec<EnhancementTable>,
    /// Units that give their regiment room for more units (digest S4-REG-3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub regiment_slots: Vec<RegimentSlot>,
}

/// Where a pack's facts come from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarSource"))]
#[serde(deny_unknown_fields)]
pub struct Source {
    /// The data's origin as a person reads it (`BSData/age-of-sigmar-4th`, or the folder a
    /// player imported from).
    pub origin: String,
    /// The files read, each with the revision its root element states.
    pub files: Vec<SourceFile>,
    /// How the pack was made (`muster import bsdata …`).
    pub note: String,
}

/// One file a pack was read from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarSourceFile"))]
#[serde(deny_unknown_fields)]
pub struct SourceFile {
    /// The file name.
    pub file: String,
    /// The `revision` attribute of its root element, when present.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revision: Option<u32>,
}

/// A faction.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarFaction"))]
#[serde(deny_unknown_fields)]
pub struct Faction {
    /// Kebab-case of the English name (`stormcast-eternals`).
    pub id: String,
    /// The name (`Stormcast Eternals`).
    pub name: String,
    /// The grand alliance keyword (ORDER, CHAOS, DEATH, DESTRUCTION) when the data gives one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grand_alliance: Option<String>,
}

/// A warscroll and what matched play says of it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarUnit"))]
#[serde(deny_unknown_fields)]
pub struct Unit {
    /// Kebab-case of the name; unique within the pack.
    pub id: String,
    /// The name as the data writes it.
    pub name: String,
    /// Matched-play points; absent when the data gives none (some faction terrain).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<u32>,
    /// Models in the unit as fielded (the model entries' minimum).
    pub models: u32,
    /// When the unit may be Reinforced (digest S4-RNF-*): its points and models then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reinforced: Option<Reinforced>,
    /// The visible keywords, as the data spells them (`HERO`, `WARD (6+)`, `WIZARD (1)`).
    pub keywords: Vec<String>,
    /// Helper categories the data files the unit under that regiment options refer to
    /// (`Stormcast Exemplar`, `Warrior Chamber Infantry`); never shown as keywords.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<String>,
    /// A Legends warscroll (kept, flagged): the data files it under the Legends category,
    /// or shows it only when its "Allow Legends" configuration entry is chosen.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub legends: bool,
    /// The warscroll's numbers.
    #[serde(default)]
    pub profile: Profile,
    /// The base size (`40mm`), when stated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub base: Option<String>,
    /// May take a heroic trait and an artefact (the data links those two groups; the
    /// faction's other tables name their units, `EnhancementTable::units`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub enhancements: bool,
    /// What the unit may take into its regiment when it leads one (heroes only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub regiment: Option<RegimentOptions>,
    /// The most the army may field, when the data caps it below "any" (UNIQUE is capped by
    /// its keyword whether or not this is set).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<u32>,
    /// Units (by id) each of which in the army raises `max` by one: the data caps an
    /// undersize unit at 0 plus one per such unit (Dracothian Guard Concussors (1 model):
    /// one per Lord-Celestant on Dracoth, digest P4). `max` is then the cap with none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub max_per: Vec<String>,
    /// Units this one cannot be fielded with (seasonal variants of one warscroll, digest
    /// S4-UNQ-3), by id.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub excludes: Vec<String>,
    /// Where the data states it: `file#entry id`.
    pub src: String,
}

/// A warscroll's numbers, by characteristic name; absent when not stated.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarProfile"))]
#[serde(deny_unknown_fields)]
pub struct Profile {
    /// Move (`5"`, or `*` where the warscroll says so).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub r#move: Option<String>,
    /// Health: wounds a model can take.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub health: Option<u32>,
    /// Save (`3+`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub save: Option<String>,
    /// Control.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub control: Option<u32>,
    /// Banishment (manifestations).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub banishment: Option<String>,
}

/// A Reinforced unit's size and cost.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarReinforced"))]
#[serde(deny_unknown_fields)]
pub struct Reinforced {
    /// Points when Reinforced (twice the unit's, digest S4-RNF-3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub points: Option<u32>,
    /// Models when Reinforced (digest S4-RNF-4).
    pub models: u32,
}

/// What a regiment led by this hero may hold (digest S4-REG-5, §4.6).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarRegimentOptions"))]
#[serde(deny_unknown_fields)]
pub struct RegimentOptions {
    /// Each way a unit may join.
    pub options: Vec<RegimentOption>,
    /// Units (by id, once per copy) the regiment must hold when this hero leads it: the
    /// data sets their minimum to 1 under this leader (Neave Blacktalon's Companions and
    /// Lorai). Each is also admitted by one of `options`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub required: Vec<String>,
}

/// One way a unit joins a regiment: every unit with a keyword (or helper tag), or one
/// named unit; perhaps capped; perhaps as an extra hero.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarRegimentOption"))]
#[serde(deny_unknown_fields)]
pub struct RegimentOption {
    /// Any unit with this keyword or tag (`WARRIOR CHAMBER`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keyword: Option<String>,
    /// This one unit, by id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit: Option<String>,
    /// At most this many of the regiment's units through this option.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max: Option<u32>,
    /// The option admits HEROES as Regimental Heroes (a plain option admits no HERO).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub hero: bool,
}

/// Why packs do not make a catalogue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogError {
    /// The faction pack at fault (its faction id), or "" for the whole set.
    pub pack: String,
    /// JSON pointer into that pack.
    pub path: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at {}: {}", self.pack, self.path, self.message)
    }
}

impl std::error::Error for CatalogError {}

/// Every loaded faction pack, indexed.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    packs: Vec<Pack>,
    by_faction: HashMap<String, usize>,
    units: Vec<HashMap<String, usize>>,
}

impl Catalog {
    /// Indexes `packs`, refusing a duplicate faction, a duplicate unit id within a pack, a
    /// regiment option, exclusion, regiment slot or enhancement table naming no unit of the
    /// pack, and a wrong format tag.
    pub fn new(packs: Vec<Pack>) -> Result<Self, CatalogError> {
        let mut by_faction = HashMap::new();
        let mut units = Vec::with_capacity(packs.len());
        for (p, pack) in packs.iter().enumerate() {
            let fault = |path: String, message: String| CatalogError {
                pack: pack.faction.id.clone(),
                path,
                message,
            };
            if pack.format != PACK_FORMAT {
                return Err(fault(
                    "/format".into(),
                    format!("expected \"{PACK_FORMAT}\", found \"{}\"", pack.format),
                ));
            }
            if !SEASONS.contains(&pack.season.as_str()) {
                return Err(fault(
                    "/season".into(),
                    format!(
                        "unknown season \"{}\" (known: {})",
                        pack.season,
                        SEASONS.join(", ")
                    ),
                ));
            }
            if by_faction.insert(pack.faction.id.clone(), p).is_some() {
                return Err(fault(
                    "/faction/id".into(),
                    format!("a second pack for faction \"{}\"", pack.faction.id),
                ));
            }
            let mut index = HashMap::with_capacity(pack.units.len());
            for (u, unit) in pack.units.iter().enumerate() {
                if index.insert(unit.id.clone(), u).is_some() {
                    return Err(fault(
                        format!("/units/{u}/id"),
                        format!("a second unit with id \"{}\"", unit.id),
                    ));
                }
            }
            for (t, table) in pack.enhancement_tables.iter().enumerate() {
                for (x, id) in table.units.iter().enumerate() {
                    if !index.contains_key(id) {
                        return Err(fault(
                            format!("/enhancement_tables/{t}/units/{x}"),
                            format!("no unit \"{id}\" in this pack"),
                        ));
                    }
                }
            }
            for (i, slot) in pack.regiment_slots.iter().enumerate() {
                if !index.contains_key(&slot.unit) {
                    return Err(fault(
                        format!("/regiment_slots/{i}/unit"),
                        format!("no unit \"{}\" in this pack", slot.unit),
                    ));
                }
            }
            for (u, unit) in pack.units.iter().enumerate() {
                for (x, other) in unit.excludes.iter().enumerate() {
                    if !index.contains_key(other) {
                        return Err(fault(
                            format!("/units/{u}/excludes/{x}"),
                            format!("no unit \"{other}\" in this pack"),
                        ));
                    }
                }
                let Some(regiment) = &unit.regiment else {
                    continue;
                };
                for (o, option) in regiment.options.iter().enumerate() {
                    let at = format!("/units/{u}/regiment/options/{o}");
                    match (&option.keyword, &option.unit) {
                        (Some(_), None) => {}
                        (None, Some(id)) if index.contains_key(id) => {}
                        (None, Some(id)) => {
                            return Err(fault(
                                format!("{at}/unit"),
                                format!("no unit \"{id}\" in this pack"),
                            ))
                        }
                        _ => {
                            return Err(fault(
                                at,
                                "an option names a keyword or a unit, exactly one".into(),
                            ))
                        }
                    }
                }
            }
            units.push(index);
        }
        Ok(Catalog {
            packs,
            by_faction,
            units,
        })
    }

    /// Every pack, in load order.
    pub fn packs(&self) -> &[Pack] {
        &self.packs
    }

    /// The pack of a faction.
    pub fn pack(&self, faction: &str) -> Option<&Pack> {
        self.by_faction.get(faction).map(|&p| &self.packs[p])
    }

    /// A unit of a faction.
    pub fn unit(&self, faction: &str, id: &str) -> Option<&Unit> {
        let &p = self.by_faction.get(faction)?;
        self.units[p].get(id).map(|&u| &self.packs[p].units[u])
    }

    /// Every faction holding a unit with this id, with the unit (open play names units
    /// from any faction).
    pub fn units_named<'a>(
        &'a self,
        id: &'a str,
    ) -> impl Iterator<Item = (&'a Faction, &'a Unit)> + 'a {
        self.packs
            .iter()
            .zip(&self.units)
            .filter_map(move |(pack, index)| {
                index.get(id).map(|&u| (&pack.faction, &pack.units[u]))
            })
    }
}

impl Pack {
    /// The enhancement of the faction's own tables with this id, with its table.
    pub fn table_enhancement(&self, id: &str) -> Option<(&EnhancementTable, &Enhancement)> {
        self.enhancement_tables
            .iter()
            .find_map(|t| t.enhancements.iter().find(|e| e.id == id).map(|e| (t, e)))
    }

    /// The Regiment of Renown with this id, when the pack offers it.
    pub fn renown(&self, id: &str) -> Option<&RegimentOfRenown> {
        self.regiments_of_renown.iter().find(|r| r.id == id)
    }
}

impl Unit {
    /// Whether the unit has this keyword (exact, as the data spells it).
    pub fn has_keyword(&self, keyword: &str) -> bool {
        self.keywords.iter().any(|k| k == keyword)
    }

    /// Whether the unit has this keyword or helper tag (what regiment options match).
    pub fn has_keyword_or_tag(&self, name: &str) -> bool {
        self.has_keyword(name) || self.tags.iter().any(|t| t == name)
    }

    /// A HERO.
    pub fn is_hero(&self) -> bool {
        self.has_keyword("HERO")
    }

    /// UNIQUE: at most one in an army, no enhancements (digest S4-UNQ-1, S4-UNQ-2).
    pub fn is_unique(&self) -> bool {
        self.has_keyword("UNIQUE")
    }

    /// A WARMASTER: the general must be one if the army has one (digest S4-WM-1).
    pub fn is_warmaster(&self) -> bool {
        self.has_keyword("WARMASTER")
    }

    /// FACTION TERRAIN (one per army, digest S4-TER-1).
    pub fn is_faction_terrain(&self) -> bool {
        self.has_keyword("FACTION TERRAIN")
    }

    /// A MANIFESTATION (summoned by a lore, not bought as a unit).
    pub fn is_manifestation(&self) -> bool {
        self.has_keyword("MANIFESTATION")
    }
}
