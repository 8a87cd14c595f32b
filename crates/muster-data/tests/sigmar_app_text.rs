//! The official app's text on the four shipped packs (`docs/app-text.md`): lists written
//! in the app's shape read back as the same list document (reinforced units, enhancements,
//! the general, auxiliaries, a Regiment of Renown, faction terrain, formation and lores),
//! every unit of every pack by its name, a pasted text with a misspelt unit, and the bench
//! army of `benches/sigmar-2000.json`.

use crate::sigmar_common;

use muster_core::games::sigmar::app_text::{is_app_text, read_app_text, write_app_text, Fault};
use muster_core::games::sigmar::{Mode, Pack, Regiment, SigmarList, UnitChoice};
use muster_core::Lang;
use sigmar_common::*;

const FACTIONS: [&str; 4] = [
    "stormcast-eternals",
    "seraphon",
    "skaven",
    "blades-of-khorne",
];

/// Writes `list` in the app's shape and reads it back: the same list, no problem.
fn round_trip(list: &SigmarList) -> String {
    let text = write_app_text(list, catalog()).expect("a matched list");
    assert!(is_app_text(&text), "{text}");
    let read = read_app_text(&text, catalog()).unwrap_or_else(|p| panic!("{p}\n{text}"));
    assert_eq!(read.problems, [], "{text}");
    assert_eq!(&read.list, list, "{text}");
    text
}

/// A list of a pack's own choices: its first heroes taking enhancements leading regiments
/// (the first the general's, with a heroic trait; the second with an artefact), a
/// reinforceable unit Reinforced in the general's regiment, the rest of the army's
/// choices the pack offers (a Regiment of Renown, terrain, formation, lores), and an
/// auxiliary unit. Whether the rules allow it does not matter to the text.
fn list_of(pack: &Pack) -> SigmarList {
    let heroes: Vec<_> = pack
        .units
        .iter()
        .filter(|u| u.is_hero() && u.enhancements)
        .collect();
    let reinforceable = pack
        .units
        .iter()
        .find(|u| u.reinforced.is_some())
        .expect("the pack has a reinforceable unit");
    let plain = pack
        .units
        .iter()
        .find(|u| !u.is_hero() && !u.is_faction_terrain() && !u.is_manifestation())
        .expect("the pack has a plain unit");
    let mut general = Regiment {
        leader: UnitChoice::new(&heroes[0].id),
        units: vec![
            UnitChoice {
                reinforced: true,
                ..UnitChoice::new(&reinforceable.id)
            },
            UnitChoice::new(&plain.id),
        ],
        general: true,
    };
    general.leader.heroic_trait = pack.heroic_traits.first().map(|e| e.id.clone());
    let mut second = Regiment {
        leader: UnitChoice::new(&heroes[1].id),
        units: vec![UnitChoice::new(&plain.id)],
        general: false,
    };
    second.leader.artefact = pack.artefacts.last().map(|e| e.id.clone());
    let mut list = SigmarList::new("From the app", &pack.faction.id, Mode::Matched);
    list.regiments = vec![second, general];
    list.points_limit = Some(1000);
    list.auxiliaries = vec![UnitChoice::new(&reinforceable.id)];
    list.regiment_of_renown = pack.regiments_of_renown.first().map(|r| r.id.clone());
    list.faction_terrain = pack
        .units
        .iter()
        .find(|u| u.is_faction_terrain())
        .map(|u| u.id.clone());
    list.battle_formation = pack.battle_formations.last().map(|c| c.id.clone());
    list.spell_lore = pack.spell_lores.first().map(|c| c.id.clone());
    list.prayer_lore = pack.prayer_lores.first().map(|c| c.id.clone());
    list.manifestation_lore = pack
        .manifestation_lores
        .iter()
        .find(|c| c.points.is_some())
        .map(|c| c.id.clone());
    list
}

#[test]
fn a_list_of_every_kind_of_choice_reads_back_the_same_in_every_shipped_faction() {
    for faction in FACTIONS {
        let list = list_of(pack(faction));
        let text = round_trip(&list);
        for line in [
            "General's Regiment",
            "Regiment 1",
            "• General",
            "• Reinforced",
        ] {
            assert!(text.contains(line), "{faction}: {line} in\n{text}");
        }
        // The Regiment of Renown's units follow it by name, as the app lists them.
        let renown = &pack(faction).regiments_of_renown[0];
        for unit in &renown.units {
            let line = format!("\n{}\n", unit.name);
            assert!(text.contains(&line), "{faction}: {line} in\n{text}");
        }
    }
}

#[test]
fn every_unit_of_every_shipped_pack_reads_back_by_its_name() {
    for faction in FACTIONS {
        let pack = pack(faction);
        let mut list = SigmarList::new("Everything", faction, Mode::Matched);
        list.auxiliaries = pack.units.iter().map(|u| UnitChoice::new(&u.id)).collect();
        round_trip(&list);
    }
}

#[test]
fn the_bench_army_is_written_with_the_packs_points_and_reads_back() {
    let mut list =
        parse(&serde_json::from_str(include_str!("../benches/sigmar-2000.json")).unwrap());
    list.regiment_of_renown = Some("gotrek-gurnisson".into());
    // The text cannot tell an explicit 2,000-point limit from the default one.
    list.points_limit = None;
    let text = round_trip(&list);
    let report = check(&serde_json::to_value(&list).unwrap());
    let title = format!("Five regiments of Azyr {}/2000 pts", report.totals.points);
    assert!(text.starts_with(&title), "{title} in\n{text}");
    let celestant = unit(SCE, "lord-celestant").points.unwrap();
    assert!(
        text.contains(&format!(
            "General's Regiment\nLord-Celestant ({celestant})\n• General\n• Null Pendant\n"
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!("Drops: {}\n", report.totals.drops)),
        "{text}"
    );
    assert!(
        text.contains("Manifestation Lore - Forbidden Power (20 Points)"),
        "{text}"
    );
}

#[test]
fn a_pasted_list_with_a_misspelt_unit_imports_the_rest_and_names_the_line() {
    let text = "Thunderhost 1000/1000 pts\n\
                \n\
                Stormcast Eternals\n\
                Thunderhead Host\n\
                General's Handbook 2026-27\n\
                \n\
                General's Regiment\n\
                Lord-Celestant (140)\n\
                • General\n\
                Anihilators (160)\n\
                Liberators (180)\n\
                • Reinforced\n\
                \n\
                Created with Warhammer Age of Sigmar: The App\n\
                App: 1.20.0 | Data: 345\n";
    assert!(is_app_text(text));
    let read = read_app_text(text, catalog()).expect("a faction is named");
    assert_eq!(read.problems.len(), 1, "{:?}", read.problems);
    let problem = &read.problems[0];
    assert_eq!(
        (problem.line, problem.text.as_str()),
        (10, "Anihilators (160)")
    );
    assert_eq!(problem.fault.nearest(), Some("Annihilators"));
    assert!(matches!(problem.fault, Fault::Unknown { .. }));
    assert!(problem
        .text(Lang::Es)
        .starts_with("línea 10: 'Anihilators (160)'"));
    let list = read.list;
    assert_eq!(list.faction, SCE);
    assert_eq!(list.points_limit, Some(1000));
    assert_eq!(list.battle_formation.as_deref(), Some("thunderhead-host"));
    let general = &list.regiments[0];
    assert!(general.general);
    assert_eq!(general.leader.unit, "lord-celestant");
    assert_eq!(
        general.units,
        [UnitChoice {
            reinforced: true,
            ..UnitChoice::new("liberators")
        }]
    );
}

#[test]
fn every_table_enhancement_of_every_shipped_pack_survives_the_round_trip() {
    // Issue 31: an enhancement of a faction's own table (a monstrous trait, a big name…)
    // was read and then not written back, so a list lost it silently. Every one, on a unit
    // its table names, in every shipped pack that has tables.
    let mut seen = 0;
    for faction in catalog().factions() {
        let pack = pack(&faction.id);
        for table in &pack.enhancement_tables {
            let Some(unit) = table.units.first() else {
                continue;
            };
            let mut list = SigmarList::new("Tables", &pack.faction.id, Mode::Matched);
            list.auxiliaries = (table.enhancements.iter())
                .map(|e| UnitChoice {
                    enhancements: vec![e.id.clone()],
                    ..UnitChoice::new(unit)
                })
                .collect();
            let text = write_app_text(&list, catalog()).expect("a matched list");
            let read = read_app_text(&text, catalog()).unwrap_or_else(|p| panic!("{p}\n{text}"));
            let back: Vec<&Vec<String>> = read
                .list
                .auxiliaries
                .iter()
                .map(|u| &u.enhancements)
                .collect();
            let written: Vec<&Vec<String>> =
                list.auxiliaries.iter().map(|u| &u.enhancements).collect();
            assert_eq!(back, written, "{}: {}\n{text}", pack.faction.id, table.name);
            seen += table.enhancements.len();
        }
    }
    assert!(
        seen > 50,
        "the shipped packs' tables hold many enhancements: {seen}"
    );
}
