//! The printed form of an Age of Sigmar list (`Sigmar::sheet`) and what it needs from a
//! collection (`Sigmar::needs`), checked against the shipped packs and the example lists:
//! every cost the pack's, every total the validator's, Reinforced marked, the player's
//! values marked as theirs, and unknowns left unknown.

use muster_core::collection::{Collection, Owned};
use muster_core::games::sigmar::{Catalog, Options, Sigmar, SigmarList, UnitChoice};
use muster_core::sheet::{SheetCost, Track};
use muster_core::{parse_list, Game, Lang, ListDocument, Verdict};
use muster_data::Pack;

fn catalog() -> Catalog {
    Sigmar::bundled().expect("the shipped packs load")
}

fn list(json: &str) -> SigmarList {
    match parse_list(json).expect("the list parses") {
        ListDocument::Sigmar(list) => list,
        other => panic!("not an Age of Sigmar list: {other:?}"),
    }
}

const MATCHED: &str = include_str!("../../../examples/sigmar/stormcast-matched-2000.json");
const OPEN: &str = include_str!("../../../examples/sigmar/open-play-mixed-shelf.json");

/// A unit's points as taken, from the pack.
fn points(catalog: &Catalog, choice: &UnitChoice) -> Option<u32> {
    let unit = catalog.unit("stormcast-eternals", &choice.unit).unwrap();
    match (&unit.reinforced, choice.reinforced) {
        (Some(r), true) => r.points,
        _ => unit.points,
    }
}

#[test]
fn a_matched_list_prints_each_regiment_with_its_leader_units_and_points() {
    let catalog = catalog();
    let list = list(MATCHED);
    let sheet = Sigmar::sheet(&list, &catalog, &Options::default(), Lang::En);
    let report = Sigmar::validate(&list, &catalog, &Options::default(), Lang::En);
    assert!(sheet.verdict == Verdict::Legal && report.legal);
    assert_eq!(sheet.faction, "Stormcast Eternals");
    assert_eq!(sheet.game, "Warhammer Age of Sigmar");
    // The printer's keys to the game's face and the faction's grand alliance colour.
    assert_eq!(sheet.game_id, "sigmar");
    assert_eq!(
        sheet.faction_group,
        catalog.pack(&list.faction).unwrap().faction.grand_alliance
    );
    assert_eq!(sheet.faction_group.as_deref(), Some("ORDER"));
    for (r, (regiment, group)) in list.regiments.iter().zip(&sheet.groups).enumerate() {
        let leader = catalog.unit(&list.faction, &regiment.leader.unit).unwrap();
        let mut title = format!("Regiment {}: {}", r + 1, leader.name);
        if regiment.general {
            title.push_str(" (general)");
        }
        assert_eq!(group.title.as_deref(), Some(title.as_str()));
        let choices: Vec<&UnitChoice> = std::iter::once(&regiment.leader)
            .chain(&regiment.units)
            .collect();
        assert_eq!(group.entries.len(), choices.len());
        for (choice, entry) in choices.iter().zip(&group.entries) {
            assert_eq!(entry.cost, points(&catalog, choice), "{}", entry.name);
            assert_eq!(
                entry.detail.contains("Reinforced"),
                choice.reinforced,
                "{}",
                entry.detail
            );
        }
        assert!(group.entries[0].detail.starts_with("Leader"));
        assert_eq!(
            group.subtotal,
            Some(SheetCost {
                known: report.totals.regiment_slots[r].points,
                incomplete: false,
            })
        );
    }
    // The general's leader carries the heroic trait, the second leader the artefact.
    let trait_item = &sheet.groups[0].entries[0].items[0];
    assert_eq!(
        (trait_item.name.as_str(), trait_item.kind.as_deref()),
        ("Shock and Awe", Some("Heroic trait"))
    );
    let artefact = &sheet.groups[1].entries[0].items[0];
    assert_eq!(artefact.kind.as_deref(), Some("Artefact of power"));
    assert_eq!(sheet.groups[0].entries[1].detail, "Reinforced · 10 models");

    let titles: Vec<Option<&str>> = sheet.groups.iter().map(|g| g.title.as_deref()).collect();
    assert_eq!(
        titles[3..],
        [
            Some("Auxiliary units"),
            Some("Faction terrain, formation and lores")
        ]
    );
    let choices: Vec<&str> = sheet.groups[4]
        .entries
        .iter()
        .map(|e| e.name.as_str())
        .collect();
    assert_eq!(
        choices,
        [
            "Stormreach Portal",
            "Thunderhead Host",
            "Lore of the Storm",
            "Prayers of the Stormhosts",
            "Manifestations of the Storm"
        ]
    );

    let t = &report.totals;
    let totals: Vec<(&str, u32, Option<u32>)> = sheet
        .totals
        .iter()
        .map(|t| (t.label.as_str(), t.used, t.limit))
        .collect();
    assert_eq!(
        totals,
        [
            ("Points", t.points, Some(2000)),
            ("Drops", t.drops as u32, None),
            ("Regiments", t.regiments as u32, Some(5)),
            ("Auxiliary units", t.auxiliaries as u32, None),
            ("Models", t.models, None),
        ]
    );
    assert_eq!((t.points, t.drops, t.models), (1930, 4, 69));
    let facts: Vec<(&str, &str)> = sheet
        .facts
        .iter()
        .map(|f| (f.label.as_str(), f.value.as_str()))
        .collect();
    assert!(
        facts.contains(&("Season", "General's Handbook 2026-27")),
        "{facts:?}"
    );
    assert!(facts.contains(&("General", "Lord-Celestant")), "{facts:?}");
    assert!(
        facts.contains(&("Drops (regiments and auxiliary units)", "4")),
        "{facts:?}"
    );
}

#[test]
fn the_matched_sheet_reads_in_spanish_and_its_table_page_follows_the_pack() {
    let catalog = catalog();
    let list = list(MATCHED);
    let sheet = Sigmar::sheet(&list, &catalog, &Options::default(), Lang::Es);
    assert_eq!(
        sheet.groups[0].title.as_deref(),
        Some("Regimiento 1: Lord-Celestant (general)")
    );
    assert_eq!(
        sheet.groups[0].entries[1].detail,
        "Reforzada · 10 miniaturas"
    );
    let labels: Vec<&str> = sheet.totals.iter().map(|t| t.label.as_str()).collect();
    assert_eq!(
        labels,
        [
            "Puntos",
            "Despliegues",
            "Regimientos",
            "Unidades auxiliares",
            "Miniaturas"
        ]
    );
    // One block per unit fielded, leaders first in each regiment, the terrain last.
    let fielded = list
        .regiments
        .iter()
        .map(|r| 1 + r.units.len())
        .sum::<usize>()
        + list.auxiliaries.len()
        + 1;
    assert_eq!(sheet.play.units.len(), fielded);
    let liberators = &sheet.play.units[1];
    let unit = catalog.unit("stormcast-eternals", "liberators").unwrap();
    assert_eq!(liberators.tracks[0], Track::boxes("Miniaturas muertas", 10));
    let health = unit
        .profile
        .health
        .expect("the pack gives Liberators' Health");
    assert_eq!(
        liberators.tracks[1],
        Track::boxes("Heridas en la miniatura actual", health)
    );
    let terrain = sheet.play.units.last().unwrap();
    assert_eq!(terrain.name, "Stormreach Portal");
    assert!(
        terrain
            .tracks
            .iter()
            .all(|t| t.label != "Miniaturas muertas"),
        "{terrain:?}"
    );
}

#[test]
fn an_open_list_prints_models_the_players_values_as_theirs_and_the_general() {
    let catalog = catalog();
    let list = list(OPEN);
    let sheet = Sigmar::sheet(&list, &catalog, &Options::default(), Lang::En);
    assert_eq!(sheet.groups.len(), 1);
    assert_eq!(sheet.groups[0].title, None);
    let details: Vec<&str> = sheet.groups[0]
        .entries
        .iter()
        .map(|e| e.detail.as_str())
        .collect();
    let prosecutors = catalog.unit("stormcast-eternals", "prosecutors").unwrap();
    let health = prosecutors.profile.health.unwrap();
    assert_eq!(
        details,
        [
            "1 model · Wounds 5 (yours) · Bravery 9 (yours) · General".to_owned(),
            "10 models · Wounds 2 (yours) · Bravery 7 (yours)".to_owned(),
            format!("3 models · Wounds {health} (Health) · Bravery ?"),
            format!(
                "10 models · Wounds {} (Health) · Bravery 10 (yours) · Blades of Khorne",
                catalog
                    .unit("blades-of-khorne", "bloodletters")
                    .unwrap()
                    .profile
                    .health
                    .unwrap()
            ),
        ]
    );
    assert!(sheet.groups[0].entries.iter().all(|e| e.cost.is_none()));
    let totals: Vec<(&str, u32)> = sheet
        .totals
        .iter()
        .map(|t| (t.label.as_str(), t.used))
        .collect();
    assert_eq!(totals, [("Units", 4), ("Models", 24)]);
    assert!(sheet
        .facts
        .iter()
        .any(|f| f.label == "General" && f.value == "Lord-Celestant"));

    let mut undecided = list.clone();
    undecided.units[0].general = false;
    undecided.units[1].unit = "liberatorz".into();
    let sheet = Sigmar::sheet(&undecided, &catalog, &Options::default(), Lang::Es);
    assert!(sheet
        .facts
        .iter()
        .any(|f| f.label == "General" && f.value == "se elige tras el despliegue"));
    let typo = &sheet.groups[0].entries[1];
    assert_eq!(typo.name, "liberatorz");
    assert!(
        typo.detail.ends_with("no está en los datos"),
        "{}",
        typo.detail
    );
    assert_eq!(sheet.verdict, Verdict::Illegal);
}

#[test]
fn a_list_needs_the_models_of_each_warscroll_as_fielded() {
    let catalog = catalog();
    let list = list(MATCHED);
    let needs = Sigmar::needs(&list, &catalog, Lang::En);
    let count = |item: &str| needs.iter().find(|n| n.item == item).map(|n| n.count);
    // Reinforced Liberators field 10; Gryph-hounds in three regiments, 6 each; Vindictors
    // Reinforced in one regiment and plain as an auxiliary; the terrain has no models.
    assert_eq!(count("liberators"), Some(10));
    assert_eq!(count("gryph-hounds"), Some(18));
    assert_eq!(count("vindictors"), Some(15));
    assert_eq!(count("stormreach-portal"), None);
    assert_eq!(needs.iter().map(|n| n.count).sum::<u32>(), 69);
    assert_eq!(needs[0].path, "/regiments/0/leader");

    let owned: Vec<Owned> = needs
        .iter()
        .map(|n| Owned::new("sigmar", "unit", n.item.clone(), n.count))
        .collect();
    assert!(Sigmar::can_field(
        &list,
        &catalog,
        &Collection::new("sigmar", &owned, &[]),
        Lang::En
    )
    .is_empty());
    let mut short = owned.clone();
    short.retain(|o| o.item != "gryph-hounds");
    short.push(Owned::new("sigmar", "unit", "gryph-hounds", 12));
    let found = Sigmar::can_field(
        &list,
        &catalog,
        &Collection::new("sigmar", &short, &[]),
        Lang::Es,
    );
    assert_eq!(found.len(), 1);
    assert_eq!(
        (found[0].rule, found[0].path.as_str()),
        ("sigmar:S1-ARMY-1", "/regiments/0/units/3")
    );
    assert!(
        found[0]
            .message
            .contains("tienes 12 miniaturas, la lista necesita 18"),
        "{}",
        found[0].message
    );
}

#[test]
fn neave_blacktalons_companions_print_at_no_cost_in_her_regiment_and_in_the_text() {
    // The data gives Neave's Companions and Lorai no points of their own: they come with
    // Neave (Stormcast Eternals.cat:5-8, :58-86, :3008-3044), so her regiment prints her
    // points, complete, and the text says the same.
    let catalog = catalog();
    let mut list = SigmarList::new(
        "Blacktalon",
        "stormcast-eternals",
        muster_core::games::sigmar::Mode::Matched,
    );
    let neave = catalog
        .unit("stormcast-eternals", "neave-blacktalon")
        .unwrap();
    let required = neave.regiment.as_ref().unwrap().required.clone();
    assert!(!required.is_empty());
    list.regiments.push(muster_core::games::sigmar::Regiment {
        leader: UnitChoice::new("neave-blacktalon"),
        units: required.iter().map(UnitChoice::new).collect(),
        general: true,
    });
    let sheet = Sigmar::sheet(&list, &catalog, &Options::default(), Lang::En);
    let group = &sheet.groups[0];
    for entry in &group.entries[1..] {
        assert_eq!(entry.cost, Some(0), "{}", entry.name);
    }
    assert_eq!(
        group.subtotal,
        Some(SheetCost {
            known: neave.points.unwrap(),
            incomplete: false
        })
    );
    let text = Sigmar::write_text(&list, &catalog, &Options::default(), Lang::En);
    assert!(!text.contains('?'), "{text}");
    // The same units as auxiliaries have no leader to come with: the data lists no points
    // for them, so they are free there too (BattleScribe: no cost is 0), never unknown.
    let cost = muster_core::games::sigmar::Sigmar::sheet(
        &{
            let mut l = list.clone();
            l.auxiliaries = required.iter().map(UnitChoice::new).collect();
            l
        },
        &catalog,
        &Options::default(),
        Lang::En,
    )
    .groups
    .iter()
    .find(|g| g.title.as_deref() == Some("Auxiliary units"))
    .and_then(|g| g.subtotal)
    .unwrap();
    assert_eq!(
        cost,
        SheetCost {
            known: 0,
            incomplete: false
        }
    );
}

#[test]
fn a_sylvaneth_2000_point_list_with_its_wyldwood_prints_legal_at_2000() {
    // Issue 31: the Awakened Wyldwood has no points in the data, which BattleScribe reads
    // as 0, so the list is legal on paper too, its total whole ("2000 / 2000", no "+?").
    let catalog = catalog();
    let list = list(include_str!(
        "../../../examples/sigmar/sylvaneth-matched-2000.json"
    ));
    assert_eq!(list.faction_terrain.as_deref(), Some("awakened-wyldwood"));
    let sheet = Sigmar::sheet(&list, &catalog, &Options::default(), Lang::En);
    assert_eq!(sheet.verdict, Verdict::Legal);
    let points = &sheet.totals[0];
    assert_eq!(
        (points.used, points.used_incomplete, points.limit),
        (2000, false, Some(2000)),
        "{points:?}"
    );
    assert!(sheet.awaited.is_empty());
}
