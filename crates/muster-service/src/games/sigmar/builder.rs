//! The Age of Sigmar packs as the builder reads them (the shipped ones and those the player
//! imported), and what each place of a matched-play list could take now
//! (`muster_core::games::sigmar::choices`, which asks the validator).

use muster_core::games::sigmar::{
    Catalog, Choice, Enhancement, EnhancementTable, Faction, Pack, Unit, SEASONS,
};
use muster_core::USER_SOURCE;
use serde::Serialize;

/// A warscroll's numbers; `null` where the data states none.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarProfileView"))]
pub struct ProfileView {
    /// Move.
    pub r#move: Option<String>,
    /// Health: wounds a model can take.
    pub health: Option<u32>,
    /// Save.
    pub save: Option<String>,
    /// Control.
    pub control: Option<u32>,
    /// Banishment (manifestations).
    pub banishment: Option<String>,
}

/// A Reinforced unit's size and points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarReinforcedView"))]
pub struct ReinforcedView {
    /// Points when Reinforced (`null`: not given).
    pub points: Option<u32>,
    /// Models when Reinforced.
    pub models: u32,
}

/// A warscroll with what matched play says of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarUnitView"))]
#[serde(rename_all = "camelCase")]
pub struct UnitView {
    /// Its id in the pack.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Matched-play points (`null`: not given; 0 for a unit the data lists no points for).
    pub points: Option<u32>,
    /// The data lists no points for it, so it costs 0 (BattleScribe's reading of a missing
    /// cost): the builder says so where the player asks why.
    pub free: bool,
    /// Models as fielded.
    pub models: u32,
    /// `null` when the unit may not be Reinforced.
    pub reinforced: Option<ReinforcedView>,
    /// The visible keywords.
    pub keywords: Vec<String>,
    /// A HERO.
    pub hero: bool,
    /// UNIQUE.
    pub unique: bool,
    /// A WARMASTER.
    pub warmaster: bool,
    /// A Legends warscroll.
    pub legends: bool,
    /// FACTION TERRAIN.
    pub faction_terrain: bool,
    /// A MANIFESTATION (summoned by a lore).
    pub manifestation: bool,
    /// The warscroll's numbers.
    pub profile: ProfileView,
    /// The base size, when stated.
    pub base: Option<String>,
    /// May take a heroic trait and an artefact.
    pub enhancements: bool,
    /// The faction's own enhancement tables it may take from, by id (`tables` of its pack).
    pub tables: Vec<String>,
}

/// One of a faction's own enhancement tables (Monstrous Traits, Big Names…).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarTableView"))]
#[serde(rename_all = "camelCase")]
pub struct TableView {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// At most this many from it in an army (`null`: not capped).
    pub per_army: Option<u32>,
    /// At most this many from it on one unit (`null`: not capped).
    pub per_unit: Option<u32>,
    /// The units that may take from it, by id.
    pub units: Vec<String>,
    /// Its enhancements (a list's unit choice names them in `enhancements`).
    pub enhancements: Vec<OptionView>,
}

/// A heroic trait, an artefact, a battle formation or a lore.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarOptionView"))]
pub struct OptionView {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The table an enhancement is in, when the data groups them.
    pub group: Option<String>,
    /// Points, when it costs any.
    pub points: Option<u32>,
}

/// A Regiment of Renown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarRenownView"))]
pub struct RenownView {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its points.
    pub points: Option<u32>,
    /// Its units.
    pub units: Vec<UnitView>,
}

/// A faction, as the chooser lists it (no pack read).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarFactionView"))]
#[serde(rename_all = "camelCase")]
pub struct FactionView {
    /// Its id.
    pub id: String,
    /// Its name (without the data's `[LEGENDS]` mark: `legends` says it).
    pub name: String,
    /// ORDER, CHAOS, DEATH or DESTRUCTION, when the data gives it.
    pub grand_alliance: Option<String>,
    /// A Legends faction (kept, flagged).
    pub legends: bool,
    /// Imported by the player (not shipped).
    pub user: bool,
    /// The faction this one is an army of (`Blades of Khorne - Gorechosen Champions` is an
    /// army of Blades of Khorne; `Catalog::army_of`).
    pub army_of: Option<String>,
}

/// One file a pack was read from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarSourceFileView"))]
pub struct SourceFileView {
    /// The file name.
    pub file: String,
    /// The revision its root element states.
    pub revision: Option<u32>,
}

/// Where a pack's facts were read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarSourceView"))]
pub struct SourceView {
    /// The data's origin (`BSData/age-of-sigmar-4th`, or the folder imported), without the
    /// mark the loader puts on a player's pack (`user` says whose it is).
    pub origin: String,
    /// The files read.
    pub files: Vec<SourceFileView>,
    /// How the pack was made.
    pub note: String,
}

/// One faction's pack as the builder reads it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarPackView"))]
#[serde(rename_all = "camelCase")]
pub struct PackView {
    /// The faction.
    pub faction: FactionView,
    /// The season it was imported for.
    pub season: String,
    /// Where its facts were read.
    pub source: SourceView,
    /// Its warscrolls.
    pub units: Vec<UnitView>,
    /// Heroic traits.
    pub heroic_traits: Vec<OptionView>,
    /// Artefacts of power.
    pub artefacts: Vec<OptionView>,
    /// The faction's own enhancement tables.
    pub tables: Vec<TableView>,
    /// Battle formations.
    pub battle_formations: Vec<OptionView>,
    /// Spell lores.
    pub spell_lores: Vec<OptionView>,
    /// Prayer lores.
    pub prayer_lores: Vec<OptionView>,
    /// Manifestation lores.
    pub manifestation_lores: Vec<OptionView>,
    /// Regiments of Renown.
    pub regiments_of_renown: Vec<RenownView>,
}

/// `sigmar_catalog`'s answer: every faction, no pack read (`sigmar_pack` opens one).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct SigmarCatalogView {
    /// Every faction, shipped first (in file order), then the player's.
    pub factions: Vec<FactionView>,
    /// The seasons the data knows, newest last (a new list's season and points limit are
    /// the rules' numbers, `RULES.sigmar` in the UI's bindings).
    pub seasons: Vec<&'static str>,
}

fn unit_view(unit: &Unit, tables: &[EnhancementTable]) -> UnitView {
    UnitView {
        id: unit.id.clone(),
        name: unit.name.clone(),
        points: Some(unit.cost()),
        free: unit.free(),
        models: unit.models,
        reinforced: unit.reinforced.as_ref().map(|r| ReinforcedView {
            points: Some(r.points.unwrap_or_else(|| unit.cost().saturating_mul(2))),
            models: r.models,
        }),
        keywords: unit.keywords.clone(),
        hero: unit.is_hero(),
        unique: unit.is_unique(),
        warmaster: unit.is_warmaster(),
        legends: unit.legends,
        faction_terrain: unit.is_faction_terrain(),
        manifestation: unit.is_manifestation(),
        profile: ProfileView {
            r#move: unit.profile.r#move.clone(),
            health: unit.profile.health,
            save: unit.profile.save.clone(),
            control: unit.profile.control,
            banishment: unit.profile.banishment.clone(),
        },
        base: unit.base.clone(),
        enhancements: unit.enhancements,
        tables: (tables.iter())
            .filter(|t| t.units.contains(&unit.id))
            .map(|t| t.id.clone())
            .collect(),
    }
}

fn table_view(table: &EnhancementTable) -> TableView {
    TableView {
        id: table.id.clone(),
        name: table.name.clone(),
        per_army: table.per_army,
        per_unit: table.per_unit,
        units: table.units.clone(),
        enhancements: table.enhancements.iter().map(enhancement_view).collect(),
    }
}

fn enhancement_view(e: &Enhancement) -> OptionView {
    OptionView {
        id: e.id.clone(),
        name: e.name.clone(),
        group: e.group.clone(),
        points: e.points,
    }
}

fn choice_view(c: &Choice) -> OptionView {
    OptionView {
        id: c.id.clone(),
        name: c.name.clone(),
        group: None,
        points: c.points,
    }
}

/// A faction of `catalog` as the chooser lists it.
fn faction_view(catalog: &Catalog, faction: &Faction) -> FactionView {
    let army_of = catalog.army_of(faction).map(|f| f.id.clone());
    FactionView {
        id: faction.id.clone(),
        name: faction.name.clone(),
        grand_alliance: faction.grand_alliance.clone(),
        legends: faction.legends,
        user: catalog.is_users(&faction.id),
        army_of,
    }
}

/// One pack as the builder reads it.
pub(crate) fn pack_view(catalog: &Catalog, pack: &Pack) -> PackView {
    let origin = pack.source.origin.as_str();
    let origin = origin
        .strip_prefix(USER_SOURCE)
        .map_or(origin, str::trim_start);
    PackView {
        faction: faction_view(catalog, &pack.faction),
        season: pack.season.clone(),
        source: SourceView {
            origin: origin.to_owned(),
            files: pack
                .source
                .files
                .iter()
                .map(|f| SourceFileView {
                    file: f.file.clone(),
                    revision: f.revision,
                })
                .collect(),
            note: pack.source.note.clone(),
        },
        units: (pack.units.iter())
            .map(|u| unit_view(u, &pack.enhancement_tables))
            .collect(),
        heroic_traits: pack.heroic_traits.iter().map(enhancement_view).collect(),
        artefacts: pack.artefacts.iter().map(enhancement_view).collect(),
        tables: pack.enhancement_tables.iter().map(table_view).collect(),
        battle_formations: pack.battle_formations.iter().map(choice_view).collect(),
        spell_lores: pack.spell_lores.iter().map(choice_view).collect(),
        prayer_lores: pack.prayer_lores.iter().map(choice_view).collect(),
        manifestation_lores: pack.manifestation_lores.iter().map(choice_view).collect(),
        regiments_of_renown: pack
            .regiments_of_renown
            .iter()
            .map(|r| RenownView {
                id: r.id.clone(),
                name: r.name.clone(),
                points: r.points,
                units: r.units.iter().map(|u| unit_view(u, &[])).collect(),
            })
            .collect(),
    }
}

/// Every faction, shipped and imported, as the chooser lists them, with the seasons; no
/// pack is read.
pub(crate) fn catalog_view(catalog: &Catalog) -> SigmarCatalogView {
    SigmarCatalogView {
        factions: catalog
            .factions()
            .iter()
            .map(|f| faction_view(catalog, f))
            .collect(),
        seasons: SEASONS.to_vec(),
    }
}
