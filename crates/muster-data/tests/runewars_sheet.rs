//! The printed form of a RuneWars list (`RuneWars::sheet`), checked against the bundled
//! pack: every cost is the catalogue's, the totals and findings are the validator's, the
//! table page's trays and figure wounds come from the data, and nothing unknown gets a number.

use muster_core::games::runewars::{Catalog, Options, RuneWars, RuneWarsList};
use muster_core::sheet::Track;
use muster_core::{parse_list, Game, Lang, ListDocument, Verdict};
use muster_data::Pack;

fn catalog() -> Catalog {
    RuneWars::bundled().expect("bundled pack loads")
}

fn list(json: &str) -> RuneWarsList {
    let ListDocument::RuneWars(list) = parse_list(json).expect("test list parses") else {
        panic!("a RuneWars list")
    };
    list
}

const SHIELD_WALL: &str = include_str!("../../../examples/runewars-daqan-shield-wall.json");

#[test]
fn each_unit_and_upgrade_carries_the_catalogue_cost_and_the_totals_are_the_validators() {
    let catalog = catalog();
    let list = list(SHIELD_WALL);
    let sheet = RuneWars::sheet(&list, &catalog, &Options::default(), Lang::En);
    let report = RuneWars::validate(&list, &catalog, &Options::default(), Lang::En);
    let entries = &sheet.groups[0].entries;
    assert_eq!(entries.len(), list.units.len());
    let mut sum = 0;
    for (unit, entry) in list.units.iter().zip(entries) {
        let card = catalog.unit(&unit.unit).unwrap();
        let row = match &unit.config {
            Some(id) => card.configuration(id).unwrap(),
            None => &card.configurations[0],
        };
        assert_eq!(entry.name, card.name.en);
        assert_eq!(entry.cost, Some(row.cost), "{}", unit.unit);
        sum += row.cost;
        for (id, item) in unit.upgrades.iter().zip(&entry.items) {
            let upgrade = catalog.upgrade(id).unwrap();
            assert_eq!(item.cost, Some(upgrade.cost), "{id}");
            assert_eq!(item.kind.as_deref(), Some(upgrade.slot.name(Lang::En)));
            sum += upgrade.cost;
        }
    }
    // R-PTS-1: the printed costs add up to the printed total.
    assert_eq!(sheet.totals[0].used, sum);
    assert_eq!(sheet.totals[0].used, report.totals.points.used);
    assert_eq!(sheet.totals[0].limit, Some(report.totals.points.limit));
    assert_eq!(
        sheet.totals[1].limit,
        Some(report.totals.unique_units.allowed)
    );
    assert_eq!(sheet.verdict, report.verdict);
    assert_eq!(sheet.findings, report.diagnostics);
}

#[test]
fn what_the_catalogue_lacks_prints_as_unknown_not_as_zero() {
    let catalog = catalog();
    let list = list(
        r#"{"format": "muster-list/1", "game": "runewars", "name": "Typos", "faction": "daqan-lords",
            "units": [{"unit": "spearman", "config": "2x2", "upgrades": ["shield-wal"]}]}"#,
    );
    let sheet = RuneWars::sheet(&list, &catalog, &Options::default(), Lang::En);
    let entry = &sheet.groups[0].entries[0];
    assert_eq!((entry.name.as_str(), entry.cost), ("spearman", None));
    assert_eq!(
        (entry.items[0].name.as_str(), entry.items[0].cost),
        ("shield-wal", None)
    );
    assert_eq!(sheet.verdict, Verdict::Illegal);
    assert!(sheet
        .findings
        .iter()
        .any(|d| d.code == "runewars.unit.unknown"));
}

#[test]
fn the_sheet_speaks_spanish_where_the_pack_has_spanish_names() {
    let catalog = catalog();
    let sheet = RuneWars::sheet(&list(SHIELD_WALL), &catalog, &Options::default(), Lang::Es);
    assert_eq!(sheet.faction, "Señores de Daqan");
    assert_eq!(sheet.groups[0].entries[0].name, "Lanceros");
    assert!(sheet.groups[0].entries[0]
        .detail
        .starts_with("Infantería · 3×3 · 9 bandejas"));
    assert_eq!(sheet.totals[0].label, "Puntos");
    assert!(sheet
        .facts
        .iter()
        .any(|f| f.label == "Modo" && f.value == "Estándar"));
}

#[test]
fn the_table_page_has_a_box_per_tray_and_per_wound_of_each_figure_upgrade() {
    let catalog = catalog();
    let list = list(SHIELD_WALL);
    let sheet = RuneWars::sheet(&list, &catalog, &Options::default(), Lang::En);
    assert_eq!(sheet.play.units.len(), list.units.len());
    // Rounds 1 to 8 (round counter, digest §3).
    assert_eq!(sheet.play.game_tracks[0].marks.len(), 8);
    for (unit, block) in list.units.iter().zip(&sheet.play.units) {
        let card = catalog.unit(&unit.unit).unwrap();
        let row = match &unit.config {
            Some(id) => card.configuration(id).unwrap(),
            None => &card.configurations[0],
        };
        let trays = block
            .tracks
            .iter()
            .find(|t| t.label == "Trays lost")
            .unwrap();
        assert_eq!(trays.boxes, row.trays(), "{}", unit.unit);
        let figures: Vec<u32> = unit
            .upgrades
            .iter()
            .filter_map(|id| catalog.upgrade(id).unwrap().figure)
            .map(|f| u32::from(f.wounds))
            .collect();
        let wound_tracks: Vec<&Track> = block
            .tracks
            .iter()
            .filter(|t| t.label.starts_with("Wounds ("))
            .collect();
        assert_eq!(
            wound_tracks.iter().map(|t| t.boxes).collect::<Vec<_>>(),
            figures
        );
        // Every token a unit can carry (digest §3.4) has a box.
        for token in ["Panic", "Stun", "Immobilize", "Blight", "Inspiration"] {
            assert!(
                block
                    .tracks
                    .iter()
                    .any(|t| t.label == token && t.boxes == 0),
                "{token}"
            );
        }
    }
    assert!(
        sheet.play.units[0]
            .tracks
            .iter()
            .any(|t| t.label.starts_with("Wounds (")),
        "the first Spearmen carry a figure upgrade (Front-Line Rune Golem)"
    );
}

/// Two rows of one shape (Deepwood Archers' 2×2 with a champion, 2×2 with a banner, in the
/// shipped pack) are told apart by their icon's name, in each language, never by an id.
#[test]
fn a_row_is_named_by_its_shape_and_the_icon_that_tells_it_apart() {
    let catalog = catalog();
    for unit in catalog.units() {
        for lang in [Lang::En, Lang::Es] {
            let labels: Vec<String> = unit.configurations.iter().map(|c| c.label(lang)).collect();
            for (label, row) in labels.iter().zip(&unit.configurations) {
                assert!(
                    !label.contains('-') && !label.contains('x'),
                    "{}: {label}",
                    unit.id
                );
                assert!(label.starts_with(&format!("{}×{}", row.columns, row.ranks)));
                let same = labels.iter().filter(|l| *l == label).count();
                assert_eq!(same, 1, "{} has two rows named {label}", unit.id);
            }
        }
    }
    let archers = catalog.unit("deepwood-archers").expect("shipped");
    let names = |lang| {
        archers
            .configurations
            .iter()
            .map(|c| c.label(lang))
            .collect::<Vec<_>>()
    };
    assert!(names(Lang::En).contains(&"2×2 (Champion)".to_owned()));
    assert!(names(Lang::Es).contains(&"2×2 (Estandarte)".to_owned()));

    let list = list(
        r#"{"format":"muster-list/1","game":"runewars","name":"Archers","points_limit":200,
            "faction":"latari-elves","units":[{"unit":"deepwood-archers","config":"2x2-champion"}]}"#,
    );
    let sheet = RuneWars::sheet(&list, &catalog, &Options::default(), Lang::Es);
    let detail = &sheet.groups[0].entries[0].detail;
    assert!(detail.contains("2×2 (Campeón)"), "{detail}");
    assert!(!detail.contains("2x2-champion"), "{detail}");
}
