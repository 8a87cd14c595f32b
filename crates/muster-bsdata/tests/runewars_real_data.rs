//! Imports the real BSData RuneWars files from `shared/reference/bsdata-runewars` (read at
//! test time, never copied) and checks facts against the rules digest.

use muster_bsdata::{import_runewars, import_runewars_with_notes, is_kebab_id};
use muster_core::games::runewars::{
    Catalog, CatalogParts, SlotIcon, UnitCard, UnitType, UpgradeCard,
};
use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::OnceLock;

use SlotIcon::*;

fn folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference/bsdata-runewars")
}

fn parts() -> &'static CatalogParts {
    static PARTS: OnceLock<CatalogParts> = OnceLock::new();
    PARTS.get_or_init(|| import_runewars(&folder()).unwrap_or_else(|e| panic!("{e}")))
}

fn unit(id: &str) -> &'static UnitCard {
    parts()
        .units
        .iter()
        .find(|u| u.id == id)
        .unwrap_or_else(|| panic!("no unit {id}"))
}

fn upgrade(id: &str) -> &'static UpgradeCard {
    parts()
        .upgrades
        .iter()
        .find(|u| u.id == id)
        .unwrap_or_else(|| panic!("no upgrade {id}"))
}

fn rows(unit: &UnitCard) -> Vec<(&str, u32, Vec<SlotIcon>)> {
    unit.configurations
        .iter()
        .map(|c| (c.id.as_str(), c.cost, c.slots.clone()))
        .collect()
}

#[test]
fn four_factions_in_file_order() {
    let ids: Vec<&str> = parts().factions.iter().map(|f| f.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "daqan-lords",
            "latari-elves",
            "uthuk-yllan",
            "waiqar-the-undying"
        ]
    );
    assert_eq!(parts().factions[2].name.en, "Uthuk Y'llan");
    assert!(parts().heroes.is_empty());
}

#[test]
fn spearmen_as_the_evaluator_reads_them() {
    let spearmen = unit("spearmen");
    assert_eq!(spearmen.faction, "daqan-lords");
    assert_eq!(spearmen.unit_type, UnitType::Infantry);
    assert!(!spearmen.unique);
    // BSData un-hides Heavy at 2x1/2x2/3x2 on a link that is never hidden, so the evaluator
    // alone would show Heavy at every size; SLOT_CORRECTIONS keeps it on 3x3 only, as the
    // digest (§4.4) says.
    assert_eq!(
        rows(spearmen),
        [
            ("2x1", 18, vec![Equipment, Music]),
            ("2x2", 30, vec![Champion, Equipment, Music]),
            ("3x2", 40, vec![Champion, Equipment, Banner, Music]),
            ("3x3", 59, vec![Champion, Equipment, Banner, Music, Heavy]),
        ]
    );
    let c = spearmen.configuration("3x2").unwrap();
    assert_eq!((c.columns, c.ranks, c.trays()), (3, 2, 6));
}

#[test]
fn oathsworn_cavalry_cost_table() {
    let oathsworn = unit("oathsworn-cavalry");
    assert_eq!(oathsworn.unit_type, UnitType::Cavalry);
    assert_eq!(
        rows(oathsworn),
        [
            ("2x1", 20, vec![Training, Equipment]),
            ("2x2", 34, vec![Training, Equipment, Banner]),
            ("2x3", 46, vec![Champion, Training, Equipment, Banner]),
            ("3x3", 68, vec![Champion, Training, Equipment, Banner]),
        ]
    );
}

#[test]
fn deepwood_archers_have_two_four_tray_rows_at_thirty() {
    let archers = unit("deepwood-archers");
    let four: Vec<_> = archers
        .configurations
        .iter()
        .filter(|c| c.trays() == 4)
        .collect();
    assert_eq!(four.len(), 2);
    assert!(four.iter().all(|c| c.cost == 30));
    assert_eq!(four[0].id, "2x2-banner");
    assert_eq!(four[1].id, "2x2-champion");
    assert_ne!(four[0].slots, four[1].slots);
    assert!(four[0].slots.contains(&Banner) && !four[0].slots.contains(&Champion));
    assert!(four[1].slots.contains(&Champion) && !four[1].slots.contains(&Banner));
}

#[test]
fn heroes_are_unique_single_trays() {
    let kari = unit("kari-wraithstalker");
    assert!(kari.unique);
    assert_eq!(kari.unit_type, UnitType::Infantry);
    assert_eq!(rows(kari), [("1x1", 32, vec![Artifact, Unique])]);
    assert_eq!(
        rows(unit("ardus-ixerebus")),
        [("1x1", 37, vec![Artifact, Unique])]
    );
    // Maegan has no "Unique Unit" link, only a max-1-per-army constraint.
    assert!(unit("maegan-cyndewin").unique);
    // A hero written as an upgrade entry but linked as a unit.
    let cursed = unit("vorunthul-the-cursed");
    assert!(cursed.unique);
    assert_eq!(cursed.unit_type, UnitType::Siege);
}

#[test]
fn berserkers_are_renamed_by_the_corrections_table() {
    let berserkers = unit("berserkers");
    assert_eq!(berserkers.name.en, "Berserkers");
    assert!(parts().units.iter().all(|u| u.name.en != "Beserkers"));
}

#[test]
fn core_upgrades_match_the_digest() {
    let shield_wall = upgrade("shield-wall");
    assert_eq!(
        (
            shield_wall.slot,
            shield_wall.cost,
            shield_wall.faction.as_deref()
        ),
        (Equipment, 5, None)
    );
    assert!(shield_wall.restrictions.is_empty() && !shield_wall.unique);
    assert!(shield_wall
        .source
        .ends_with("Runewars.gst#5cde-b969-918f-c94e"));

    let heartseeker = upgrade("heartseeker");
    assert_eq!((heartseeker.slot, heartseeker.cost), (Artifact, 10));
    assert!(heartseeker.unique && heartseeker.faction.is_none());

    let golem = upgrade("front-line-rune-golem");
    assert_eq!(golem.faction.as_deref(), Some("daqan-lords"));
    assert_eq!((golem.slot, golem.cost), (Heavy, 7));
    let figure = golem.figure.expect("a figure upgrade");
    assert_eq!((figure.defense, figure.wounds), (4, 2));
    assert_eq!(golem.restrictions.unit_types, [UnitType::Infantry]);

    let lancer = upgrade("support-carrion-lancer");
    let figure = lancer.figure.unwrap();
    assert_eq!((lancer.cost, figure.defense, figure.wounds), (6, 3, 3));

    for (id, cost) in [("wraith-step", 1), ("latari-training", 6)] {
        let card = upgrade(id);
        assert_eq!((card.slot, card.cost), (Unique, cost));
        assert_eq!(card.restrictions.units, ["kari-wraithstalker"]);
    }
    assert_eq!(upgrade("ardus-fury").restrictions.units, ["ardus-ixerebus"]);
    assert_eq!(upgrade("ancient-technique").cost, 2);
}

#[test]
fn hero_figure_upgrades_share_the_hero_name() {
    let kari = upgrade("kari-wraithstalker");
    assert_eq!((kari.slot, kari.cost, kari.unique), (Champion, 18, true));
    assert_eq!(kari.name.en, "Kari Wraithstalker");
    let cavalry = upgrade("lord-hawthorne-cavalry");
    let infantry = upgrade("lord-hawthorne-infantry");
    assert_eq!(cavalry.name.en, "Lord Hawthorne");
    assert_eq!(infantry.name.en, "Lord Hawthorne");
    assert_eq!(cavalry.restrictions.unit_types, [UnitType::Cavalry]);
    assert_eq!(infantry.restrictions.unit_types, [UnitType::Infantry]);
    assert_eq!(
        upgrade("aliana-of-summersong").name.en,
        "Aliana of Summersong"
    );
    assert_eq!(upgrade("ardus-ixerebus").cost, 23);
}

#[test]
fn ids_are_kebab_unique_and_sorted() {
    let p = parts();
    let mut seen = HashSet::new();
    for id in p.units.iter().map(|u| &u.id) {
        assert!(is_kebab_id(id), "{id}");
        assert!(seen.insert(("unit", id.clone())), "duplicate unit {id}");
    }
    for id in p.upgrades.iter().map(|u| &u.id) {
        assert!(is_kebab_id(id), "{id}");
        assert!(
            seen.insert(("upgrade", id.clone())),
            "duplicate upgrade {id}"
        );
    }
    let keys: Vec<_> = p.units.iter().map(|u| (&u.faction, &u.id)).collect();
    assert!(keys.windows(2).all(|w| w[0] < w[1]));
    let keys: Vec<_> = p.upgrades.iter().map(|u| (&u.faction, &u.id)).collect();
    assert!(keys.windows(2).all(|w| w[0] < w[1]));
}

#[test]
fn every_unit_has_rows_and_every_reference_resolves() {
    let p = parts();
    assert!(p.units.len() >= 30, "{} units", p.units.len());
    for unit in &p.units {
        assert!(!unit.configurations.is_empty(), "{}", unit.id);
        let costs: Vec<u32> = unit.configurations.iter().map(|c| c.cost).collect();
        assert!(
            costs.windows(2).all(|w| w[0] <= w[1]),
            "{} not cheapest first",
            unit.id
        );
        assert!(unit.source.starts_with("BSData/runewars@98b69cf:"));
    }
    let unit_ids: HashSet<&str> = p.units.iter().map(|u| u.id.as_str()).collect();
    for upgrade in &p.upgrades {
        let r = &upgrade.restrictions;
        for id in r.units.iter().chain(&r.not_units) {
            assert!(unit_ids.contains(id.as_str()), "{} names {id}", upgrade.id);
        }
    }
    // The rules core accepts the parts as a catalogue.
    let catalog = Catalog::new(p.clone()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(catalog.factions().len(), 4);
}

#[test]
fn output_is_deterministic_and_round_trips_through_json() {
    let again = import_runewars(&folder()).unwrap();
    assert_eq!(&again, parts());
    let json = serde_json::to_string_pretty(parts()).unwrap();
    let back: CatalogParts = serde_json::from_str(&json).unwrap();
    assert_eq!(&back, parts());
}

#[test]
fn notes_report_bsdata_oddities() {
    let import = import_runewars_with_notes(&folder()).unwrap();
    let has = |needle: &str| import.notes.iter().any(|n| n.contains(needle));
    assert!(has(
        "unit 'Spearmen', heavy slot: modifier sets hidden=false when it already is"
    ));
    assert!(has("hero interaction evaluated with no such unit in the army: force equalTo 0.0 'Ardus Ix'Erebus'"));
    assert!(has(
        "upgrade 'Lunging Terror' is hidden from every unit; left out"
    ));
    assert!(has("corrected: spearmen 2x1 loses its heavy slot"));
    assert!(import
        .notes
        .iter()
        .all(|n| n.contains(".cat:") || n.contains(".gst:") || n.starts_with("corrected: ")));
}

#[test]
fn truncated_files_give_errors_not_panics() {
    let dir = folder();
    let name = "Daqan_Lords_(2020).cat";
    let text = std::fs::read_to_string(dir.join(name)).unwrap();
    let gst = std::fs::read_to_string(dir.join("Runewars.gst")).unwrap();
    for cut in [10, 500, 5_000, 20_000, text.len() / 2, text.len() - 20] {
        let cut = (0..=cut).rev().find(|i| text.is_char_boundary(*i)).unwrap();
        let files = vec![
            ("Runewars.gst".to_owned(), gst.clone()),
            (name.to_owned(), text[..cut].to_owned()),
        ];
        let err = muster_bsdata::import_runewars_from_texts(&files, None).unwrap_err();
        assert_eq!(err.file, name);
        assert!(err.position.is_some(), "{err}");
    }
}
