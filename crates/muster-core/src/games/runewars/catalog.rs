//! The RuneWars catalogue: factions, unit cards with their cost tables, upgrade cards and
//! the army-building effects of heroes. Built by the data-pack loader from `data/runewars/`;
//! the rules core only reads it.

use super::dials::UnitDial;
use crate::collection::BoxContents;
use crate::community::CommunityReference;
pub use crate::ids::CatalogError;
use crate::ids::{index_by, name_key};
use crate::lang::LocalizedName;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use std::fmt;

/// The three unit types of RuneWars [§87.1]; the type icon decides tray size and which
/// type-restricted upgrades a unit may carry (R-UPG-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsUnitType"))]
#[serde(rename_all = "lowercase")]
pub enum UnitType {
    /// Infantería.
    Infantry,
    /// Caballería.
    Cavalry,
    /// Asedio.
    Siege,
}

impl UnitType {
    /// The stable id (`infantry`).
    pub fn id(self) -> &'static str {
        match self {
            UnitType::Infantry => "infantry",
            UnitType::Cavalry => "cavalry",
            UnitType::Siege => "siege",
        }
    }

    /// The name in English and Spanish (glossary of `shared/rules/runewars.md`).
    pub fn name(self, lang: crate::Lang) -> &'static str {
        match self {
            UnitType::Infantry => lang.pick("infantry", "infantería"),
            UnitType::Cavalry => lang.pick("cavalry", "caballería"),
            UnitType::Siege => lang.pick("siege", "asedio"),
        }
    }
}

/// The eight upgrade-slot icons [§50]. `Unique` is a slot icon, not the unique-name property
/// (edge case E4). `Banner` is the rulebook's *Estandarte*, called "Heraldry" by BattleScribe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsSlotIcon"))]
#[serde(rename_all = "lowercase")]
pub enum SlotIcon {
    /// Artefacto.
    Artifact,
    /// Campeón.
    Champion,
    /// Entrenamiento.
    Training,
    /// Equipo.
    Equipment,
    /// Estandarte (BattleScribe: Heraldry).
    Banner,
    /// Música.
    Music,
    /// Pesada.
    Heavy,
    /// Única (the slot icon).
    Unique,
}

impl SlotIcon {
    /// Every icon, in the order slot counts are reported.
    pub const ALL: [SlotIcon; 8] = [
        SlotIcon::Artifact,
        SlotIcon::Champion,
        SlotIcon::Training,
        SlotIcon::Equipment,
        SlotIcon::Banner,
        SlotIcon::Music,
        SlotIcon::Heavy,
        SlotIcon::Unique,
    ];

    /// The stable id (`equipment`).
    pub fn id(self) -> &'static str {
        match self {
            SlotIcon::Artifact => "artifact",
            SlotIcon::Champion => "champion",
            SlotIcon::Training => "training",
            SlotIcon::Equipment => "equipment",
            SlotIcon::Banner => "banner",
            SlotIcon::Music => "music",
            SlotIcon::Heavy => "heavy",
            SlotIcon::Unique => "unique",
        }
    }

    /// The icon's name in English and Spanish (digest §1.4 glossary).
    pub fn name(self, lang: crate::Lang) -> &'static str {
        match self {
            SlotIcon::Artifact => lang.pick("Artifact", "Artefacto"),
            SlotIcon::Champion => lang.pick("Champion", "Campeón"),
            SlotIcon::Training => lang.pick("Training", "Entrenamiento"),
            SlotIcon::Equipment => lang.pick("Equipment", "Equipo"),
            SlotIcon::Banner => lang.pick("Banner", "Estandarte"),
            SlotIcon::Music => lang.pick("Music", "Música"),
            SlotIcon::Heavy => lang.pick("Heavy", "Pesada"),
            SlotIcon::Unique => lang.pick("Unique", "Única"),
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for SlotIcon {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A count per slot icon; small and copyable, so slot arithmetic never allocates.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SlotCounts([u8; 8]);

impl SlotCounts {
    /// Counts the icons of a slot list (an icon listed twice gives two slots, R-UPG-1).
    pub fn from_slots(slots: &[SlotIcon]) -> Self {
        let mut counts = SlotCounts::default();
        for slot in slots {
            counts.add(*slot);
        }
        counts
    }

    /// The count for one icon.
    pub fn get(&self, slot: SlotIcon) -> u8 {
        self.0[slot.index()]
    }

    /// Adds one of `slot`.
    pub fn add(&mut self, slot: SlotIcon) {
        self.0[slot.index()] = self.0[slot.index()].saturating_add(1);
    }
}

/// A faction of RuneWars.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsFaction"))]
#[serde(deny_unknown_fields)]
pub struct Faction {
    /// Kebab-case id of the English name (`daqan-lords`).
    pub id: String,
    /// Its name.
    pub name: LocalizedName,
    /// Where the facts come from.
    pub source: String,
}

/// One row of a unit card's cost table: a tray configuration, its cost and its slots
/// (R-CFG-1, R-UPG-1). Same tray count can mean different rows (edge case E5).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsConfiguration"))]
#[serde(deny_unknown_fields)]
pub struct Configuration {
    /// `CxR` (columns × ranks, `3x2`); a suffix tells apart two rows of the same shape
    /// (`2x2-champion`).
    pub id: String,
    /// Trays across the front edge.
    pub columns: u8,
    /// Ranks, front to back.
    pub ranks: u8,
    /// Points for this row.
    pub cost: u32,
    /// The upgrade-slot icons of this row; an icon may repeat.
    pub slots: Vec<SlotIcon>,
}

impl Configuration {
    /// Trays in this configuration.
    pub fn trays(&self) -> u32 {
        u32::from(self.columns) * u32::from(self.ranks)
    }

    /// How a player names this row: its shape, and the slot icon that tells it apart from a
    /// row of the same shape (`2×2 (Champion)`), never its id.
    pub fn label(&self, lang: crate::Lang) -> String {
        let shape = format!("{}×{}", self.columns, self.ranks);
        match self.id.split_once('-').map(|(_, suffix)| suffix) {
            None | Some("") => shape,
            Some(suffix) => {
                let word = SlotIcon::ALL
                    .into_iter()
                    .find(|icon| icon.id() == suffix)
                    .map_or_else(
                        || suffix.replace('-', " "),
                        |icon| icon.name(lang).to_owned(),
                    );
                format!("{shape} ({word})")
            }
        }
    }
}

/// A unit card.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsUnitCard"))]
#[serde(deny_unknown_fields)]
pub struct UnitCard {
    /// Kebab-case id of the English name (`oathsworn-cavalry`).
    pub id: String,
    /// Its name.
    pub name: LocalizedName,
    /// The faction id.
    pub faction: String,
    /// Infantry, cavalry or siege.
    pub unit_type: UnitType,
    /// True when the name is underlined on the card (a unique unit, a hero).
    pub unique: bool,
    /// The cost table, cheapest row first.
    pub configurations: Vec<Configuration>,
    /// Where the facts come from.
    pub source: String,
}

impl UnitCard {
    /// The configuration with this id.
    pub fn configuration(&self, id: &str) -> Option<&Configuration> {
        self.configurations.iter().find(|c| c.id == id)
    }

    /// The row a list entry names, or the only row when it names none (R-CFG-1).
    pub fn chosen_configuration(&self, id: Option<&str>) -> Option<&Configuration> {
        match id {
            Some(id) => self.configuration(id),
            None if self.configurations.len() == 1 => self.configurations.first(),
            None => None,
        }
    }
}

/// Which units an upgrade card may be equipped on, beyond its slot icon and faction icon.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsUpgradeRestrictions"))]
#[serde(deny_unknown_fields)]
pub struct UpgradeRestrictions {
    /// Unit-type icons on the card (R-UPG-2); empty means any type.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unit_types: Vec<UnitType>,
    /// Only these unit cards may carry it (a named restriction); empty means any unit.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub units: Vec<String>,
    /// These unit cards may not carry it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub not_units: Vec<String>,
}

impl UpgradeRestrictions {
    /// True when no restriction applies.
    pub fn is_empty(&self) -> bool {
        self.unit_types.is_empty() && self.units.is_empty() && self.not_units.is_empty()
    }
}

/// The Defense and wound threshold a figure upgrade brings [§57.2].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsFigureProfile"))]
#[serde(deny_unknown_fields)]
pub struct FigureProfile {
    /// Defense of the figure.
    pub defense: u8,
    /// Wound threshold of the figure.
    pub wounds: u8,
}

/// An upgrade card.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsUpgradeCard"))]
#[serde(deny_unknown_fields)]
pub struct UpgradeCard {
    /// Kebab-case id of the English name; a suffix tells apart two cards of one name.
    pub id: String,
    /// Its name.
    pub name: LocalizedName,
    /// The slot icon it needs.
    pub slot: SlotIcon,
    /// Points.
    pub cost: u32,
    /// The faction icon on the card (R-UPG-3); none for a neutral card.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub faction: Option<String>,
    /// True when the name is underlined (R-UNQ-1).
    pub unique: bool,
    /// Present for a figure upgrade [§57].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub figure: Option<FigureProfile>,
    /// Type and unit restrictions.
    #[serde(default, skip_serializing_if = "UpgradeRestrictions::is_empty")]
    pub restrictions: UpgradeRestrictions,
    /// Where the facts come from.
    pub source: String,
}

/// An army-building effect printed on a hero's unit card (digest §1.7, §4.5). Hero text
/// overrides the army-building rules (R-FAC-2) while that hero is in the army.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsHeroEffect"))]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum HeroEffect {
    /// The army may include `count` non-unique units from another faction (R-FAC-2).
    AllowAlliedUnits {
        /// The faction the ally must come from; none means any other faction.
        #[serde(default)]
        faction: Option<String>,
        /// The unit types the ally may have; empty means any type.
        #[serde(default)]
        unit_types: Vec<UnitType>,
        /// How many such units.
        count: u32,
    },
    /// Every unit of the army uses the slots of the next more expensive row of its cost
    /// table; a unit already on its most expensive row keeps its own slots.
    SlotsFromNextRow,
    /// Each unit of the given faction and types may equip `count` extra upgrades from
    /// `upgrades`, beyond its slots.
    ExtraUpgrades {
        /// The units' faction.
        faction: String,
        /// The units' types; empty means any.
        #[serde(default)]
        unit_types: Vec<UnitType>,
        /// The upgrade card ids that may be taken this way.
        upgrades: Vec<String>,
        /// How many extra per unit.
        count: u32,
    },
    /// An effect for the table, not for building: shown as an information reminder.
    Reminder {
        /// The reminder text we wrote (no card text is quoted).
        text: LocalizedName,
    },
}

/// The army-building effects of one hero.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsHeroRule"))]
#[serde(deny_unknown_fields)]
pub struct HeroRule {
    /// The hero's unit card id.
    pub unit: String,
    /// Its effects.
    pub effects: Vec<HeroEffect>,
    /// Where the effect is described.
    pub source: String,
}

/// What a catalogue needs to be built from: the parts of a data pack.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsCatalogParts"))]
#[serde(deny_unknown_fields)]
pub struct CatalogParts {
    /// Factions.
    pub factions: Vec<Faction>,
    /// Unit cards.
    pub units: Vec<UnitCard>,
    /// Upgrade cards.
    pub upgrades: Vec<UpgradeCard>,
    /// Hero effects.
    #[serde(default)]
    pub heroes: Vec<HeroRule>,
    /// Front-rank figures per tray for each unit type, where a source gives it; used by the
    /// figure-upgrade check (digest §1.5, V10). Unknown types are not checked.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub front_rank_figures_per_tray: BTreeMap<UnitType, u8>,
    /// Boxes and expansions, by what they contain (kinds `unit` in trays, `upgrade` in
    /// cards), for the collection.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub boxes: Vec<BoxContents>,
    /// The units' command dials where community data gives them (`dials.json`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dials: Vec<UnitDial>,
    /// Where those dials come from (`dials.json`'s `reference`), for the dial pick's words.
    #[serde(skip)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub dials_reference: Option<CommunityReference>,
}

/// An indexed, read-only RuneWars catalogue.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    parts: CatalogParts,
    units: HashMap<String, usize>,
    upgrades: HashMap<String, usize>,
    factions: HashMap<String, usize>,
    heroes: HashMap<String, usize>,
    /// Per upgrade (same order as `parts.upgrades`): does it carry a unique name?
    unique_upgrades: Vec<bool>,
}

impl Catalog {
    /// Indexes the parts and checks that every reference resolves.
    pub fn new(parts: CatalogParts) -> Result<Self, CatalogError> {
        let factions = index_by(&parts.factions, |f| &f.id, "factions")?;
        let units = index_by(&parts.units, |u| &u.id, "units")?;
        let upgrades = index_by(&parts.upgrades, |u| &u.id, "upgrades")?;
        let heroes = index_by(&parts.heroes, |h| &h.unit, "heroes")?;
        let faction_ref = |id: &str, path: String| {
            if factions.contains_key(id) {
                Ok(())
            } else {
                Err(CatalogError {
                    path,
                    message: format!("unknown faction '{id}'"),
                })
            }
        };
        let unit_ref = |id: &str, path: String| {
            if units.contains_key(id) {
                Ok(())
            } else {
                Err(CatalogError {
                    path,
                    message: format!("unknown unit '{id}'"),
                })
            }
        };
        for (i, unit) in parts.units.iter().enumerate() {
            faction_ref(&unit.faction, format!("/units/{i}/faction"))?;
            if unit.configurations.is_empty() {
                return Err(CatalogError {
                    path: format!("/units/{i}/configurations"),
                    message: "a unit needs at least one configuration".into(),
                });
            }
            index_by(
                &unit.configurations,
                |c| &c.id,
                &format!("units/{i}/configurations"),
            )?;
        }
        for (i, upgrade) in parts.upgrades.iter().enumerate() {
            if let Some(faction) = &upgrade.faction {
                faction_ref(faction, format!("/upgrades/{i}/faction"))?;
            }
            let r = &upgrade.restrictions;
            for (j, unit) in r.units.iter().enumerate() {
                unit_ref(unit, format!("/upgrades/{i}/restrictions/units/{j}"))?;
            }
            for (j, unit) in r.not_units.iter().enumerate() {
                unit_ref(unit, format!("/upgrades/{i}/restrictions/not_units/{j}"))?;
            }
        }
        for (i, hero) in parts.heroes.iter().enumerate() {
            unit_ref(&hero.unit, format!("/heroes/{i}/unit"))?;
            for (j, effect) in hero.effects.iter().enumerate() {
                let path = format!("/heroes/{i}/effects/{j}");
                match effect {
                    HeroEffect::AllowAlliedUnits {
                        faction: Some(f), ..
                    } => faction_ref(f, format!("{path}/faction"))?,
                    HeroEffect::ExtraUpgrades {
                        faction,
                        upgrades: ids,
                        ..
                    } => {
                        faction_ref(faction, format!("{path}/faction"))?;
                        for (k, id) in ids.iter().enumerate() {
                            if !upgrades.contains_key(id) {
                                return Err(CatalogError {
                                    path: format!("{path}/upgrades/{k}"),
                                    message: format!("unknown upgrade '{id}'"),
                                });
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        let _ = index_by(&parts.boxes, |b| &b.id, "boxes")?;
        for (i, b) in parts.boxes.iter().enumerate() {
            for (j, inside) in b.contents.iter().enumerate() {
                let path = format!("/boxes/{i}/contents/{j}/item");
                let known = match inside.kind.as_str() {
                    "unit" => units.contains_key(&inside.item),
                    "upgrade" => upgrades.contains_key(&inside.item),
                    _ => false,
                };
                if !known {
                    return Err(CatalogError {
                        path,
                        message: format!("no {} '{}' in the catalogue", inside.kind, inside.item),
                    });
                }
            }
        }
        // A name is unique for every card that bears it (R-UNQ-1): a hero's figure upgrade
        // shares the hero's unique name even where the data forgot to mark the upgrade.
        let unique_keys: Vec<String> = parts
            .units
            .iter()
            .filter(|u| u.unique)
            .map(|u| name_key(&u.name.en))
            .chain(
                parts
                    .upgrades
                    .iter()
                    .filter(|u| u.unique)
                    .map(|u| name_key(&u.name.en)),
            )
            .collect();
        let unique_upgrades = parts
            .upgrades
            .iter()
            .map(|u| u.unique || unique_keys.contains(&name_key(&u.name.en)))
            .collect();
        Ok(Catalog {
            parts,
            units,
            upgrades,
            factions,
            heroes,
            unique_upgrades,
        })
    }

    /// A unit's command dial, where community data gives it.
    pub fn dial(&self, unit: &str) -> Option<&UnitDial> {
        self.parts.dials.iter().find(|d| d.unit == unit)
    }

    /// The parts the catalogue was built from.
    pub fn parts(&self) -> &CatalogParts {
        &self.parts
    }

    /// All factions.
    pub fn factions(&self) -> &[Faction] {
        &self.parts.factions
    }

    /// All unit cards.
    pub fn units(&self) -> &[UnitCard] {
        &self.parts.units
    }

    /// All upgrade cards.
    pub fn upgrades(&self) -> &[UpgradeCard] {
        &self.parts.upgrades
    }

    /// All boxes with known contents.
    pub fn boxes(&self) -> &[BoxContents] {
        &self.parts.boxes
    }

    /// A faction by id.
    pub fn faction(&self, id: &str) -> Option<&Faction> {
        self.factions.get(id).map(|&i| &self.parts.factions[i])
    }

    /// A unit card by id.
    pub fn unit(&self, id: &str) -> Option<&UnitCard> {
        self.units.get(id).map(|&i| &self.parts.units[i])
    }

    /// An upgrade card by id.
    pub fn upgrade(&self, id: &str) -> Option<&UpgradeCard> {
        self.upgrades.get(id).map(|&i| &self.parts.upgrades[i])
    }

    /// True when the upgrade bears a unique name: its own underline, or the name of another
    /// unique card (R-UNQ-1, E1).
    pub fn upgrade_has_unique_name(&self, id: &str) -> bool {
        self.upgrades
            .get(id)
            .is_some_and(|&i| self.unique_upgrades[i])
    }

    /// The army-building effects of a hero unit, if it has any.
    pub fn hero_effects(&self, unit: &str) -> &[HeroEffect] {
        self.heroes
            .get(unit)
            .map(|&i| self.parts.heroes[i].effects.as_slice())
            .unwrap_or(&[])
    }

    /// Front-rank figures per tray for a unit type, where a source gives it.
    pub fn front_rank_figures_per_tray(&self, unit_type: UnitType) -> Option<u8> {
        self.parts
            .front_rank_figures_per_tray
            .get(&unit_type)
            .copied()
    }
}
