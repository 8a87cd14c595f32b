//! The rules side: the RuneWars catalogue as the builder shows it, checking a list of any
//! game, and which upgrades a RuneWars unit can take. Every verdict comes from `muster-core`.

use crate::commands::{collection, parse_document};
use crate::error::AppError;
use crate::state::AppState;
use muster_core::games::diskwars::Diskwars;
use muster_core::games::runewars::{self, Catalog, Options, RuneWars, SlotIcon, UnitType};
use muster_core::games::sigmar::{self, Sigmar};
use muster_core::games::underworlds::Underworlds;
use muster_core::{Diagnostic, Game, Lang, ListDocument, Report};
use muster_data::user::is_users;
use serde::Serialize;
use serde_json::Value;

/// An id and its name in the requested language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Named {
    /// The stable id.
    pub id: String,
    /// The name.
    pub name: String,
}

/// One row of a unit's cost table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ConfigurationView {
    /// `CxR`, maybe with a suffix (`2x2-champion`).
    pub id: String,
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
pub struct FigureView {
    /// Defense.
    pub defense: u8,
    /// Wound threshold.
    pub wounds: u8,
}

/// An upgrade card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
}

const UNIT_TYPES: [UnitType; 3] = [UnitType::Infantry, UnitType::Cavalry, UnitType::Siege];

/// The catalogue (bundled pack plus the user's records) with names in `lang`.
pub fn catalog_view(catalog: &Catalog, lang: Lang) -> CatalogView {
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
    }
}

/// `runewars_catalog`: the catalogue the library sees, names in `lang`.
pub fn runewars_catalog(state: &AppState, lang: Lang) -> Result<CatalogView, AppError> {
    state.with_library(|library| Ok(catalog_view(&state.runewars_catalog(library)?, lang)))
}

/// `check_list`'s answer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CheckResult {
    /// Exactly `muster validate --format json`: `game`, `legal`, `totals` (each game's own
    /// shape), `diagnostics`.
    pub report: Report<Value>,
    /// The `collection.short` warnings against the library's collection.
    pub shortfalls: Vec<Diagnostic>,
}

/// A report with its game's totals as the JSON they serialize to, so that one command
/// answers for every game.
fn as_json<T: Serialize>(report: Report<T>) -> Report<Value> {
    Report {
        game: report.game,
        legal: report.legal,
        totals: serde_json::to_value(&report.totals).expect("totals serialize"),
        diagnostics: report.diagnostics,
    }
}

/// `check_list`: every rule finding, and what the collection lacks to field the list.
pub fn check_list(state: &AppState, document: &str, lang: Lang) -> Result<CheckResult, AppError> {
    let document = parse_document(document)?;
    match &document {
        ListDocument::RuneWars(list) => state.with_library(|library| {
            let catalog = state.runewars_catalog(library)?;
            let report = RuneWars::validate(list, &catalog, &Options::default(), lang);
            let owned = collection::runewars_collection(library, &catalog)?;
            let shortfalls = RuneWars::can_field(list, &catalog, &owned, lang);
            Ok(CheckResult {
                report: as_json(report),
                shortfalls,
            })
        }),
        ListDocument::Diskwars(list) => state.with_library(|library| {
            let catalog = state.diskwars_catalog(library)?;
            let report = Diskwars::validate(list, &catalog, &(), lang);
            let owned = collection::diskwars_collection(library, &catalog)?;
            let shortfalls = Diskwars::can_field(list, &catalog, &owned, lang);
            Ok(CheckResult {
                report: as_json(report),
                shortfalls,
            })
        }),
        ListDocument::Sigmar(list) => {
            // Loaded before the library is taken: loading reads the settings, under the
            // same lock.
            let catalog = crate::commands::sigmar::sigmar_catalog_loaded(state)?;
            let report = Sigmar::validate(list, &catalog, &sigmar::Options::default(), lang);
            let owned = state.with_library(|library| collection::sigmar_collection(library))?;
            let shortfalls = Sigmar::can_field(list, &catalog, &owned, lang);
            Ok(CheckResult {
                report: as_json(report),
                shortfalls,
            })
        }
        ListDocument::Underworlds(list) => state.with_library(|library| {
            let catalog = crate::commands::underworlds::underworlds_catalog_of(library)?;
            let report = Underworlds::validate(list, &catalog, &(), lang);
            let owned = collection::underworlds_collection(library)?;
            let shortfalls = Underworlds::can_field(list, &catalog, &owned, lang);
            Ok(CheckResult {
                report: as_json(report),
                shortfalls,
            })
        }),
    }
}

/// `eligible_upgrades`: the ids of the upgrades unit `unit_index` of the list can take
/// without a rule error at the new card (none for an index past the end, and none in a
/// game without upgrade cards).
pub fn eligible_upgrades(
    state: &AppState,
    document: &str,
    unit_index: usize,
) -> Result<Vec<String>, AppError> {
    let document = parse_document(document)?;
    match &document {
        ListDocument::RuneWars(list) => state.with_library(|library| {
            let catalog = state.runewars_catalog(library)?;
            Ok(
                runewars::eligible_upgrades(list, unit_index, &catalog, &Options::default())
                    .into_iter()
                    .map(|u| u.id.clone())
                    .collect(),
            )
        }),
        ListDocument::Diskwars(_) | ListDocument::Sigmar(_) | ListDocument::Underworlds(_) => {
            Ok(Vec::new())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{example, state_in, TempDir, DISKWARS_KAIROS};

    #[test]
    fn the_over_budget_example_is_illegal_with_every_finding() {
        let dir = TempDir::new("check");
        let state = state_in(&dir);
        let document = example("runewars-latari-over-budget.json");
        let checked = check_list(&state, &document, Lang::En).unwrap();
        assert!(!checked.report.legal);
        assert_eq!(
            checked.report.codes(),
            [
                "runewars.upgrade.no_free_slot",
                "runewars.upgrade.no_free_slot",
                "runewars.upgrade.wrong_faction",
                "runewars.unique.too_many_units",
                "runewars.points.over_limit",
            ]
        );
        // The empty collection lacks everything: one shortfall per unit card and upgrade.
        assert!(!checked.shortfalls.is_empty());
        assert!(checked
            .shortfalls
            .iter()
            .all(|d| d.code == "collection.short" && d.rule == "runewars:V12"));
        // The report is the CLI's JSON: snake_case totals inside, as `muster validate`.
        let json = serde_json::to_value(&checked).unwrap();
        assert_eq!(json["report"]["game"], "runewars");
        assert_eq!(json["report"]["totals"]["points"]["used"], 201);
        assert_eq!(json["report"]["totals"]["unique_units"]["allowed"], 2);
    }

    #[test]
    fn messages_come_in_the_language_asked_for() {
        let dir = TempDir::new("check-es");
        let state = state_in(&dir);
        let document = example("runewars-latari-over-budget.json");
        let en = check_list(&state, &document, Lang::En).unwrap();
        let es = check_list(&state, &document, Lang::Es).unwrap();
        assert_eq!(en.report.codes(), es.report.codes());
        assert_ne!(
            en.report.diagnostics[4].message,
            es.report.diagnostics[4].message
        );
    }

    #[test]
    fn a_text_that_is_not_a_list_is_list_invalid() {
        let dir = TempDir::new("check-bad");
        let state = state_in(&dir);
        let err = check_list(&state, r#"{"game": "runewars"}"#, Lang::En).unwrap_err();
        assert_eq!(err.code, "list.invalid");
        let err = eligible_upgrades(&state, "{", 0).unwrap_err();
        assert_eq!(err.code, "list.invalid");
        assert!(err.message.starts_with("line 1, column"), "{}", err.message);
    }

    #[test]
    fn eligible_upgrades_are_the_validators_answer() {
        let dir = TempDir::new("eligible");
        let state = state_in(&dir);
        let document = example("runewars-daqan-shield-wall.json");
        let catalog = muster_data::bundled_runewars().unwrap();
        let Ok(ListDocument::RuneWars(list)) = muster_core::parse_list(&document) else {
            panic!("a RuneWars example");
        };
        for index in 0..list.units.len() {
            let expected: Vec<String> =
                runewars::eligible_upgrades(&list, index, &catalog, &Options::default())
                    .into_iter()
                    .map(|u| u.id.clone())
                    .collect();
            assert_eq!(
                eligible_upgrades(&state, &document, index).unwrap(),
                expected
            );
        }
        // The Spearmen 2x2 (unit 3) has room left; a Latari card is never offered to Daqan.
        let offered = eligible_upgrades(&state, &document, 3).unwrap();
        assert!(!offered.is_empty());
        for id in &offered {
            let card = catalog.upgrade(id).unwrap();
            assert!(
                matches!(card.faction.as_deref(), None | Some("daqan-lords")),
                "{id}"
            );
        }
        assert!(eligible_upgrades(&state, &document, 99).unwrap().is_empty());
    }

    #[test]
    fn the_catalogue_has_names_in_the_language_asked_for() {
        let dir = TempDir::new("catalog");
        let state = state_in(&dir);
        let es = runewars_catalog(&state, Lang::Es).unwrap();
        let spearmen = es.units.iter().find(|u| u.id == "spearmen").unwrap();
        assert_eq!(spearmen.name, "Lanceros");
        assert_eq!(spearmen.faction, "daqan-lords");
        assert_eq!(spearmen.unit_type, "infantry");
        assert!(!spearmen.user);
        let three_by_three = spearmen
            .configurations
            .iter()
            .find(|c| c.id == "3x3")
            .unwrap();
        assert_eq!(three_by_three.trays, 9);
        assert_eq!(es.slots.len(), 8);
        assert_eq!(es.unit_types.len(), 3);
        let json = serde_json::to_value(&es).unwrap();
        assert!(json["unitTypes"].is_array());
        assert!(json["units"][0]["unitType"].is_string());
        let upgrade = &json["upgrades"][0];
        for key in [
            "id",
            "name",
            "slot",
            "cost",
            "faction",
            "unique",
            "figure",
            "unitTypes",
            "units",
            "user",
        ] {
            assert!(upgrade.get(key).is_some(), "upgrade lacks {key}: {upgrade}");
        }
    }

    const USER_UNIT: &str = r#"{"id": "bridge-wardens", "name": {"en": "Bridge Wardens"},
        "faction": "daqan-lords", "unit_type": "infantry", "unique": false,
        "source": "printed on my proxy card",
        "configurations": [{"id": "2x1", "columns": 2, "ranks": 1, "cost": 18, "slots": ["training"]}]}"#;
    const USER_BOX: &str = r#"{"id": "garrison-crate", "source": "counted by hand",
        "contents": [{"kind": "unit", "item": "spearmen", "count": 9}]}"#;

    #[test]
    fn the_users_own_records_join_the_catalogue_and_the_collection() {
        let dir = TempDir::new("catalog-user");
        let state = state_in(&dir);
        state
            .with_library(|library| {
                library.put_user_record("runewars", "unit", "bridge-wardens", USER_UNIT)?;
                library.put_user_record("runewars", "box", "garrison-crate", USER_BOX)?;
                Ok(())
            })
            .unwrap();
        let view = runewars_catalog(&state, Lang::En).unwrap();
        let wardens = view
            .units
            .iter()
            .find(|u| u.id == "bridge-wardens")
            .unwrap();
        assert!(wardens.user);
        assert_eq!(
            view.boxes,
            [BoxView {
                id: "garrison-crate".into(),
                contents: vec![BoxItemView {
                    kind: "unit".into(),
                    item: "spearmen".into(),
                    count: 9
                }],
                user: true
            }]
        );
        // A list with the user's unit validates; owning the box covers nine trays.
        let document = r#"{"format": "muster-list/1", "game": "runewars", "name": "Bridge",
            "faction": "daqan-lords", "units": [{"unit": "bridge-wardens"},
            {"unit": "spearmen", "config": "3x3"}]}"#;
        let checked = check_list(&state, document, Lang::En).unwrap();
        assert!(checked.report.legal, "{:?}", checked.report.diagnostics);
        assert_eq!(checked.shortfalls.len(), 2);
        collection::collection_set(&state, "runewars", "box", "garrison-crate", 1).unwrap();
        let checked = check_list(&state, document, Lang::En).unwrap();
        assert_eq!(checked.shortfalls.len(), 1, "{:?}", checked.shortfalls);
    }

    #[test]
    fn a_broken_user_record_is_data_broken_naming_it() {
        let dir = TempDir::new("catalog-broken");
        let state = state_in(&dir);
        let bad = USER_UNIT.replace("\"cost\": 18", "\"cost\": -3");
        state
            .with_library(|library| {
                library.put_user_record("runewars", "unit", "bridge-wardens", &bad)?;
                Ok(())
            })
            .unwrap();
        let err = runewars_catalog(&state, Lang::En).unwrap_err();
        assert_eq!(err.code, "data.broken");
        assert!(
            err.message.starts_with(
                "broken user data: user data at runewars/unit/bridge-wardens/configurations/0/cost"
            ),
            "{}",
            err.message
        );
    }

    #[test]
    fn a_diskwars_list_is_checked_regiment_by_regiment() {
        let dir = TempDir::new("check-diskwars");
        let state = state_in(&dir);
        let checked = check_list(&state, DISKWARS_KAIROS, Lang::En).unwrap();
        let json = serde_json::to_value(&checked).unwrap();
        assert_eq!(json["report"]["game"], "diskwars");
        let totals = &json["report"]["totals"];
        assert_eq!(totals["faction"], "destruction");
        assert_eq!(totals["regiment_count"], 2);
        let kairos = &totals["regiments"][0];
        assert_eq!(kairos["hero"], "kairos-fateweaver");
        assert_eq!(kairos["points"], 33);
        assert_eq!(
            kairos["spent"],
            serde_json::json!({"known": 33, "unknown": 0})
        );
        assert_eq!(kairos["left"], 0);
        assert_eq!(totals["hand"], 2);
        let codes = checked.report.codes();
        assert!(
            codes.iter().all(|c| c.starts_with("diskwars.")),
            "{codes:?}"
        );
        assert!(!codes.contains(&"diskwars.points.over"), "{codes:?}");
        // The empty collection lacks every disc and card, citing the Diskwars rule.
        assert!(!checked.shortfalls.is_empty());
        assert!(checked
            .shortfalls
            .iter()
            .all(|d| d.code == "collection.short" && d.rule.starts_with("diskwars:")));
        // Diskwars has no upgrade cards.
        assert!(eligible_upgrades(&state, DISKWARS_KAIROS, 0)
            .unwrap()
            .is_empty());

        // A third Kurgan Barbarians disc costs 38 of Kairos's 33 points.
        let over = DISKWARS_KAIROS.replace(
            r#""kurgan-barbarians", "kurgan-barbarians"]"#,
            r#""kurgan-barbarians", "kurgan-barbarians", "kurgan-barbarians"]"#,
        );
        let checked = check_list(&state, &over, Lang::Es).unwrap();
        assert!(!checked.report.legal);
        let finding = checked
            .report
            .diagnostics
            .iter()
            .find(|d| d.code == "diskwars.points.over")
            .expect("the points finding");
        assert!(finding.path.starts_with("/regiments/0"), "{}", finding.path);
        assert_eq!(checked.report.totals["regiments"][0]["left"], -5);
    }

    #[test]
    fn a_sigmar_list_is_checked_with_the_shipped_packs_and_counted_in_models() {
        let dir = TempDir::new("check-sigmar");
        let state = state_in(&dir);
        let document = example("sigmar/stormcast-matched-2000.json");
        let checked = check_list(&state, &document, Lang::En).unwrap();
        assert!(checked.report.legal, "{:?}", checked.report.diagnostics);
        assert_eq!(checked.report.game, "sigmar");
        assert_eq!(checked.report.totals["points"], 1930);
        assert_eq!(checked.report.totals["drops"], 4);
        // Nothing owned yet: a shortfall per warscroll, counted in models.
        let liberators = checked
            .shortfalls
            .iter()
            .find(|d| d.message.starts_with("Liberators:"))
            .expect("Liberators are short");
        assert!(
            liberators.message.contains("the list needs 10."),
            "{}",
            liberators.message
        );
        assert_eq!(liberators.rule, "sigmar:S1-ARMY-1");
        assert!(eligible_upgrades(&state, &document, 0).unwrap().is_empty());
    }
}
