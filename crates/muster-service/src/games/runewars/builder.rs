//! The RuneWars catalogue as the builder shows it: names in the player's language, each unit's
//! cost table with its slots, the upgrade cards with their restrictions, and the boxes.

use super::super::Named;
use muster_core::community::CommunityReference;
use muster_core::games::runewars::{Catalog, SlotIcon, UnitType};
use muster_core::Lang;
use muster_data::user::is_users;
use serde::Serialize;

/// One row of a unit's cost table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "RuneWarsConfigurationView"))]
#[serde(rename_all = "camelCase")]
pub struct ConfigurationView {
    /// `CxR`, maybe with a suffix (`2x2-champion`).
    pub id: String,
    /// How a player names it, in the player's language (`2×2 (Champion)`).
    pub label: String,
    /// Trays across.
    pub columns: u8,
    /// Ranks.
    pub ranks: u8,
    /// Trays in all.
    pub trays: u32,
    /// Points.
    pub cost: u32,
    /// Slot icon ids; an icon may repeat.
    pub slots: Vec<&'static str>,
}

/// A unit card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "RuneWarsUnitView"))]
#[serde(rename_all = "camelCase")]
pub struct UnitView {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Faction id.
    pub faction: String,
    /// `infantry`, `cavalry` or `siege`.
    pub unit_type: &'static str,
    /// Unique (a hero or a unique unit).
    pub unique: bool,
    /// Entered by the user rather than shipped.
    pub user: bool,
    /// The cost table, cheapest row first.
    pub configurations: Vec<ConfigurationView>,
}

/// A figure upgrade's Defense and wounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "RuneWarsFigureView"))]
pub struct FigureView {
    /// Defense.
    pub defense: u8,
    /// Wound threshold.
    pub wounds: u8,
}

/// An upgrade card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "RuneWarsUpgradeView"))]
#[serde(rename_all = "camelCase")]
pub struct UpgradeView {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The slot icon id it needs.
    pub slot: &'static str,
    /// Points.
    pub cost: u32,
    /// Faction id, or null for a neutral card.
    pub faction: Option<String>,
    /// Unique name.
    pub unique: bool,
    /// Present for a figure upgrade.
    pub figure: Option<FigureView>,
    /// Unit types it is restricted to; empty: any.
    pub unit_types: Vec<&'static str>,
    /// Unit ids it is restricted to; empty: any.
    pub units: Vec<String>,
    /// Entered by the user rather than shipped.
    pub user: bool,
}

/// One line of a box's contents.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "RuneWarsBoxItemView"))]
pub struct BoxItemView {
    /// `unit` (trays) or `upgrade` (cards).
    pub kind: String,
    /// The item id.
    pub item: String,
    /// How many.
    pub count: u32,
}

/// A box whose contents are known (owning one counts as owning its contents).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "RuneWarsBoxView"))]
pub struct BoxView {
    /// Its id (a `box` item of the collection).
    pub id: String,
    /// What is inside.
    pub contents: Vec<BoxItemView>,
    /// Entered by the user rather than shipped.
    pub user: bool,
}

/// `runewars_catalog`'s answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "RuneWarsCatalogView"))]
#[serde(rename_all = "camelCase")]
pub struct CatalogView {
    /// Factions.
    pub factions: Vec<Named>,
    /// Unit cards.
    pub units: Vec<UnitView>,
    /// Upgrade cards.
    pub upgrades: Vec<UpgradeView>,
    /// The eight slot icons.
    pub slots: Vec<Named>,
    /// The three unit types.
    pub unit_types: Vec<Named>,
    /// Boxes with known contents (the shipped pack has none yet; users may add some).
    pub boxes: Vec<BoxView>,
    /// Where the units' command dials come from, as a player reads it in `lang` (what it is
    /// and its date, `CommunityReference::said`); null when the data gives no dial.
    pub dials_source: Option<String>,
    /// What of that source only someone checking it needs (repository, commit), shown
    /// behind "Details"; null likewise.
    pub dials_details: Option<String>,
}

const UNIT_TYPES: [UnitType; 3] = [UnitType::Infantry, UnitType::Cavalry, UnitType::Siege];

/// The catalogue (bundled pack plus the user's records) with names in `lang`.
pub(crate) fn catalog_view(catalog: &Catalog, lang: Lang) -> CatalogView {
    let slot_ids = |slots: &[SlotIcon]| slots.iter().map(|s| s.id()).collect();
    CatalogView {
        factions: catalog
            .factions()
            .iter()
            .map(|f| Named {
                id: f.id.clone(),
                name: f.name.get(lang).to_owned(),
            })
            .collect(),
        units: catalog
            .units()
            .iter()
            .map(|u| UnitView {
                id: u.id.clone(),
                name: u.name.get(lang).to_owned(),
                faction: u.faction.clone(),
                unit_type: u.unit_type.id(),
                unique: u.unique,
                user: is_users(&u.source),
                configurations: u
                    .configurations
                    .iter()
                    .map(|c| ConfigurationView {
                        id: c.id.clone(),
                        label: c.label(lang),
                        columns: c.columns,
                        ranks: c.ranks,
                        trays: c.trays(),
                        cost: c.cost,
                        slots: slot_ids(&c.slots),
                    })
                    .collect(),
            })
            .collect(),
        upgrades: catalog
            .upgrades()
            .iter()
            .map(|u| UpgradeView {
                id: u.id.clone(),
                name: u.name.get(lang).to_owned(),
                slot: u.slot.id(),
                cost: u.cost,
                faction: u.faction.clone(),
                unique: u.unique,
                figure: u.figure.map(|f| FigureView {
                    defense: f.defense,
                    wounds: f.wounds,
                }),
                unit_types: u.restrictions.unit_types.iter().map(|t| t.id()).collect(),
                units: u.restrictions.units.clone(),
                user: is_users(&u.source),
            })
            .collect(),
        slots: SlotIcon::ALL
            .iter()
            .map(|s| Named {
                id: s.id().to_owned(),
                name: s.name(lang).to_owned(),
            })
            .collect(),
        unit_types: UNIT_TYPES
            .iter()
            .map(|t| Named {
                id: t.id().to_owned(),
                name: t.name(lang).to_owned(),
            })
            .collect(),
        boxes: catalog
            .boxes()
            .iter()
            .map(|b| BoxView {
                id: b.id.clone(),
                contents: b
                    .contents
                    .iter()
                    .map(|c| BoxItemView {
                        kind: c.kind.clone(),
                        item: c.item.clone(),
                        count: c.count,
                    })
                    .collect(),
                user: is_users(&b.source),
            })
            .collect(),
        dials_source: catalog
            .parts()
            .dials_reference
            .as_ref()
            .map(|r| r.said(lang)),
        dials_details: catalog
            .parts()
            .dials_reference
            .as_ref()
            .map(CommunityReference::details),
    }
}
