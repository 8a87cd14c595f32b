//! What an Age of Sigmar data pack holds, and the indexed catalogue of every loaded pack.
//!
//! A pack is one faction (`data/sigmar/<faction>.json`), made by `muster import bsdata`
//! from the community BattleScribe data for the fourth edition (digest §4–5): facts only
//! (names, points, unit sizes, keywords, the warscroll's numbers and weapons, its abilities
//! by name, Reinforced eligibility, regiment options, enhancements, lores, formations,
//! Regiments of Renown), never ability text. Every record names where it was read (`src`). A value the data does not give is
//! absent, never guessed.
//!
//! Open play (digest §1–2, the 2015 core rules) uses a unit's Wounds and Bravery. The
//! fourth-edition data has neither: it has Health, which the tracker offers as the wounds
//! of a model, and no Bravery, which the player enters (`OpenUnit::bravery` in the list).

use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, OnceLock};

mod extras;
mod warscroll;

pub use extras::{Choice, Enhancement, EnhancementTable, RegimentOfRenown, RegimentSlot};
pub use warscroll::{Ability, Weapon, LABEL_MAX_CHARS, VALUE_MAX_CHARS};

/// The format tag every Age of Sigmar pack carries.
pub const PACK_FORMAT: &str = "muster-sigmar-pack/1";

/// The seasons of matched play the data knows (General's Handbook forces, digest
/// S4-SEASON-1), newest last.
pub const SEASONS: [&str; 3] = ["ghb-2024-25", "ghb-2025-26", "ghb-2026-27"];

/// A season's name in words, as the app and the printed list write it (the same in both
/// languages: the book's title): `ghb-2026-27` → `General's Handbook 2026-27`.
pub fn season_name(season: &str) -> String {
    format!(
        "General's Handbook {}",
        season.strip_prefix("ghb-").unwrap_or(season)
    )
}

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
    /// A Legends faction: the data marks its catalogue `[LEGENDS]`; kept, flagged.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub legends: bool,
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
    /// Matched-play points; absent when the data lists no points cost (most faction
    /// terrain), which BattleScribe reads as 0: such a unit is free ([`Unit::cost`]).
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
    /// The warscroll's weapons, in the data's order (a weapon its models share, once).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub weapons: Vec<Weapon>,
    /// The warscroll's abilities by name, in the data's order; never their text.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<Ability>,
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

/// Reads one faction's pack when it is first needed. The loader is the caller's (the data
/// crate decompresses a shipped pack or reads nothing at all); the core only calls it.
pub type PackLoader = Arc<dyn Fn() -> Result<Pack, CatalogError> + Send + Sync>;

/// One faction as a catalogue is given it: its pack, read now or later, and the stamp its
/// loader chose to tell its content apart (the data crate's hash of the pack's file text;
/// the fingerprint printed on a list is made of them).
pub struct Shelved {
    faction: Faction,
    stamp: u64,
    users: bool,
    pack: Option<Pack>,
    load: Option<PackLoader>,
}

impl Shelved {
    /// A pack read now (checked when the catalogue is made). It is the player's when its
    /// origin says so ([`crate::USER_SOURCE`]).
    pub fn read(pack: Pack, stamp: u64) -> Self {
        Shelved {
            faction: pack.faction.clone(),
            stamp,
            users: pack.source.origin.starts_with(crate::USER_SOURCE),
            pack: Some(pack),
            load: None,
        }
    }

    /// The faction, as the pack states it.
    pub fn faction(&self) -> &Faction {
        &self.faction
    }

    /// A pack read by `load` when the faction is first opened (checked then); `faction` is
    /// what the pack states, and the pack read must state the same.
    pub fn unread(faction: Faction, stamp: u64, users: bool, load: PackLoader) -> Self {
        Shelved {
            faction,
            stamp,
            users,
            pack: None,
            load: Some(load),
        }
    }
}

/// A pack read and indexed.
#[derive(Clone, Debug)]
struct Opened {
    pack: Pack,
    units: HashMap<String, usize>,
}

/// One faction of a catalogue: its stamp, whether it is the player's, and its pack once
/// read.
#[derive(Clone)]
struct Shelf {
    stamp: u64,
    users: bool,
    load: Option<PackLoader>,
    opened: OnceLock<Result<Opened, CatalogError>>,
}

/// Every faction pack, indexed; packs are read when first needed.
///
/// The factions themselves (id, name, grand alliance, Legends) are known without reading any
/// pack, so a chooser of every faction costs nothing. A faction's pack is read and indexed
/// the first time it is asked for ([`Catalog::open`], [`Catalog::pack`], [`Catalog::unit`]),
/// once; the iterators over every pack ([`Catalog::packs`], [`Catalog::units_named`]) read
/// them all, and say so.
#[derive(Clone, Default)]
pub struct Catalog {
    factions: Vec<Faction>,
    shelves: Vec<Shelf>,
    by_faction: HashMap<String, usize>,
}

impl fmt::Debug for Catalog {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let opened = self
            .shelves
            .iter()
            .filter(|s| s.opened.get().is_some())
            .count();
        f.debug_struct("Catalog")
            .field("factions", &self.factions.len())
            .field("opened", &opened)
            .finish()
    }
}

impl Catalog {
    /// Indexes `packs`, each read now, refusing a duplicate faction, a duplicate unit id
    /// within a pack, a regiment option, exclusion, regiment slot or enhancement table
    /// naming no unit of the pack, and a wrong format tag or season. Their stamps are 0
    /// (see [`Catalog::shelve`]).
    pub fn new(packs: Vec<Pack>) -> Result<Self, CatalogError> {
        Self::shelve(packs.into_iter().map(|p| Shelved::read(p, 0)).collect())
    }

    /// A catalogue of `shelved` factions, in their order. A pack given read is checked
    /// now; one given unread when it is first opened. Refuses a second pack of a faction.
    pub fn shelve(shelved: Vec<Shelved>) -> Result<Self, CatalogError> {
        let mut catalog = Catalog::default();
        for shelved in shelved {
            let opened = match shelved.pack {
                Some(pack) => OnceLock::from(Ok(index(pack)?)),
                None => OnceLock::new(),
            };
            let faction = shelved.faction;
            let at = catalog.factions.len();
            if catalog.by_faction.insert(faction.id.clone(), at).is_some() {
                return Err(CatalogError {
                    pack: faction.id.clone(),
                    path: "/faction/id".into(),
                    message: format!("a second pack for faction \"{}\"", faction.id),
                });
            }
            catalog.factions.push(faction);
            catalog.shelves.push(Shelf {
                stamp: shelved.stamp,
                users: shelved.users,
                load: shelved.load,
                opened,
            });
        }
        Ok(catalog)
    }

    /// Every faction, in load order, read or not.
    pub fn factions(&self) -> &[Faction] {
        &self.factions
    }

    /// A faction by id, without reading its pack.
    pub fn faction(&self, id: &str) -> Option<&Faction> {
        self.by_faction.get(id).map(|&p| &self.factions[p])
    }

    /// Each faction with its loader's stamp, in load order.
    pub fn stamps(&self) -> impl Iterator<Item = (&Faction, u64)> + '_ {
        self.factions
            .iter()
            .zip(&self.shelves)
            .map(|(f, s)| (f, s.stamp))
    }

    /// Whether a faction's pack is the player's own (without reading it).
    pub fn is_users(&self, faction: &str) -> bool {
        self.by_faction
            .get(faction)
            .is_some_and(|&p| self.shelves[p].users)
    }

    /// The pack of a faction, read and checked the first time: `Ok(None)` for a faction the
    /// catalogue does not have, an error for a pack that cannot be read or is inconsistent.
    pub fn open(&self, faction: &str) -> Result<Option<&Pack>, CatalogError> {
        match self.by_faction.get(faction) {
            None => Ok(None),
            Some(&p) => self.opened(p).map(|o| Some(&o.pack)),
        }
    }

    /// The shelf `p` read and indexed (once).
    fn opened(&self, p: usize) -> Result<&Opened, CatalogError> {
        let shelf = &self.shelves[p];
        let result = shelf.opened.get_or_init(|| {
            let faction = &self.factions[p];
            let pack = shelf.load.as_ref().map_or_else(
                || {
                    Err(CatalogError {
                        pack: faction.id.clone(),
                        path: String::new(),
                        message: "no pack to read".into(),
                    })
                },
                |load| load(),
            )?;
            if pack.faction != *faction {
                return Err(CatalogError {
                    pack: faction.id.clone(),
                    path: "/faction".into(),
                    message: format!(
                        "the pack states faction \"{}\" ({}), not the one it was shelved as",
                        pack.faction.id, pack.faction.name
                    ),
                });
            }
            index(pack)
        });
        result.as_ref().map_err(Clone::clone)
    }

    /// The pack of a faction (read the first time); `None` when the catalogue has no such
    /// faction or its pack cannot be read ([`Catalog::open`] says why).
    pub fn pack(&self, faction: &str) -> Option<&Pack> {
        self.open(faction).ok().flatten()
    }

    /// A unit of a faction (its pack read the first time).
    pub fn unit(&self, faction: &str, id: &str) -> Option<&Unit> {
        let &p = self.by_faction.get(faction)?;
        let opened = self.opened(p).ok()?;
        opened.units.get(id).map(|&u| &opened.pack.units[u])
    }

    /// Every pack that reads, in load order: reads every faction not read yet.
    pub fn packs(&self) -> impl Iterator<Item = &Pack> + '_ {
        (0..self.shelves.len()).filter_map(|p| self.opened(p).ok().map(|o| &o.pack))
    }

    /// Reads every pack, returning the first that cannot be read or is inconsistent.
    pub fn open_all(&self) -> Result<(), CatalogError> {
        (0..self.shelves.len()).try_for_each(|p| self.opened(p).map(|_| ()))
    }

    /// The faction `faction` is an Army of Renown (or another army) of: the faction whose
    /// name, followed by ` - `, starts its name (`Blades of Khorne - Gorechosen Champions`
    /// is an army of `Blades of Khorne`), the longest such name when several do.
    pub fn army_of(&self, faction: &Faction) -> Option<&Faction> {
        self.factions
            .iter()
            .filter(|f| f.id != faction.id)
            .filter(|f| {
                faction
                    .name
                    .strip_prefix(f.name.as_str())
                    .is_some_and(|rest| rest.starts_with(" - "))
            })
            .max_by_key(|f| f.name.len())
    }

    /// The holders of one warscroll, each warscroll once: a holder whose faction is an
    /// army of another holder's faction ([`Catalog::army_of`]: an Army of Renown repeats
    /// its faction's warscrolls, sometimes with a keyword of its own) is left out, and so
    /// is a holder whose unit is the same warscroll as an earlier one's
    /// ([`Unit::same_warscroll`]).
    pub fn distinct_warscrolls<'a>(
        &self,
        holders: impl Iterator<Item = (&'a Faction, &'a Unit)>,
    ) -> Vec<(&'a Faction, &'a Unit)> {
        let holders: Vec<(&Faction, &Unit)> = holders.collect();
        let mut distinct: Vec<(&Faction, &Unit)> = Vec::new();
        for &(faction, unit) in &holders {
            let parent_holds = self
                .army_of(faction)
                .is_some_and(|parent| holders.iter().any(|(f, _)| f.id == parent.id));
            if !parent_holds && !distinct.iter().any(|(_, u)| u.same_warscroll(unit)) {
                distinct.push((faction, unit));
            }
        }
        distinct
    }

    /// Every faction holding a unit with this id, with the unit (open play names units
    /// from any faction): reads every pack.
    pub fn units_named<'a>(
        &'a self,
        id: &'a str,
    ) -> impl Iterator<Item = (&'a Faction, &'a Unit)> + 'a {
        (0..self.shelves.len()).filter_map(move |p| {
            let opened = self.opened(p).ok()?;
            opened
                .units
                .get(id)
                .map(|&u| (&opened.pack.faction, &opened.pack.units[u]))
        })
    }
}

/// Checks one pack and indexes its units: its format tag and season, unit ids unique, every
/// regiment option and exclusion naming a unit of the pack.
fn index(pack: Pack) -> Result<Opened, CatalogError> {
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
    let mut units = HashMap::with_capacity(pack.units.len());
    for (u, unit) in pack.units.iter().enumerate() {
        if units.insert(unit.id.clone(), u).is_some() {
            return Err(fault(
                format!("/units/{u}/id"),
                format!("a second unit with id \"{}\"", unit.id),
            ));
        }
    }
    for (t, table) in pack.enhancement_tables.iter().enumerate() {
        for (x, id) in table.units.iter().enumerate() {
            if !units.contains_key(id) {
                return Err(fault(
                    format!("/enhancement_tables/{t}/units/{x}"),
                    format!("no unit \"{id}\" in this pack"),
                ));
            }
        }
    }
    for (i, slot) in pack.regiment_slots.iter().enumerate() {
        if !units.contains_key(&slot.unit) {
            return Err(fault(
                format!("/regiment_slots/{i}/unit"),
                format!("no unit \"{}\" in this pack", slot.unit),
            ));
        }
    }
    for (u, unit) in pack.units.iter().enumerate() {
        for (x, other) in unit.excludes.iter().enumerate() {
            if !units.contains_key(other) {
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
                (None, Some(id)) if units.contains_key(id) => {}
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
    Ok(Opened { pack, units })
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
    /// Matched-play points: the data's, or 0 when it lists none. BattleScribe counts an
    /// entry that lists no cost of a cost type as costing 0 of it, and the official app
    /// prints such a terrain without points, so it is free, not unknown (`data/README.md`).
    pub fn cost(&self) -> u32 {
        self.points.unwrap_or(0)
    }

    /// True when the data lists no points for the unit, so it costs 0 ([`Unit::cost`]):
    /// what a player asking why a unit is free is told.
    pub fn free(&self) -> bool {
        self.points.is_none()
    }

    /// The same warscroll as `other` in all that play reads of it: name, keywords, the
    /// warscroll's numbers and models (the data's entry and points may differ: an Army of
    /// Renown links its own copy of its faction's warscroll).
    pub fn same_warscroll(&self, other: &Unit) -> bool {
        self.name == other.name
            && self.keywords == other.keywords
            && self.profile == other.profile
            && self.models == other.models
    }

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
