//! What a RuneWars list needs from a collection (digest V12), on the real data pack.

use muster_core::collection::{Collection, Owned, SHORT};
use muster_core::games::runewars::{RuneWars, UNIT_TRAYS, UPGRADE_CARDS};
use muster_core::{parse_list, Game, Lang, ListDocument};
use muster_data::Pack;
use serde_json::json;

fn list(units: serde_json::Value) -> muster_core::games::runewars::RuneWarsList {
    let doc = json!({"format": "muster-list/1", "game": "runewars", "name": "t", "faction": "daqan-lords", "units": units});
    match parse_list(&doc.to_string()).unwrap() {
        ListDocument::RuneWars(list) => list,
        other => panic!("a RuneWars list, not {}", other.game()),
    }
}

fn owned(kind: &str, item: &str, count: u32) -> Owned {
    Owned {
        game: "runewars".into(),
        kind: kind.into(),
        item: item.into(),
        count,
    }
}

#[test]
fn a_list_needs_the_trays_of_its_rows_and_one_card_per_upgrade() {
    let catalog = RuneWars::bundled().unwrap();
    let army = list(json!([
        {"unit": "spearmen", "config": "3x3", "upgrades": ["shield-wall"]},
        {"unit": "spearmen", "config": "2x1", "upgrades": ["shield-wall"]},
        {"unit": "kari-wraithstalker"},
        {"unit": "dragons", "config": "9x9", "upgrades": ["nonsense"]}
    ]));
    let needs = RuneWars::needs(&army, &catalog, Lang::En);
    let summary: Vec<(&str, &str, u32, &str)> = needs
        .iter()
        .map(|n| (n.kind.id, n.item.as_str(), n.count, n.path.as_str()))
        .collect();
    assert_eq!(
        summary,
        [
            (UNIT_TRAYS.id, "spearmen", 9 + 2, "/units/0"),
            (UPGRADE_CARDS.id, "shield-wall", 2, "/units/0/upgrades/0"),
            (UNIT_TRAYS.id, "kari-wraithstalker", 1, "/units/2"),
        ]
    );
}

#[test]
fn can_field_warns_per_shortfall_and_nothing_when_covered() {
    let catalog = RuneWars::bundled().unwrap();
    let army = list(json!([{"unit": "spearmen", "config": "3x2", "upgrades": ["shield-wall"]}]));
    let none = Collection::new("runewars", &[], catalog.boxes());
    let short = RuneWars::can_field(&army, &catalog, &none, Lang::Es);
    assert_eq!(short.len(), 2);
    assert!(short
        .iter()
        .all(|d| d.code == SHORT && d.rule == "runewars:V12"));
    assert!(
        short[0].message.starts_with("Lanceros: tienes 0 bandejas"),
        "{}",
        short[0].message
    );

    let lines = [
        owned("unit", "spearmen", 6),
        owned("upgrade", "shield-wall", 1),
    ];
    let enough = Collection::new("runewars", &lines, catalog.boxes());
    assert!(RuneWars::can_field(&army, &catalog, &enough, Lang::En).is_empty());
}
