//! A faction's own enhancement tables (issue 19) on the shipped packs: Seraphon's Monstrous
//! Traits (`Seraphon.cat#38fe-485c-1e16-e591`: one per army, one per unit, each trait once,
//! 10 points each in 2026-27), taken through a unit choice's `enhancements`, checked by the
//! validator, counted in the points, offered by the builder, printed and written as text.

use crate::sigmar_common;

use muster_core::games::sigmar::{
    choices, Enhancement, EnhancementTable, Options, Sigmar, UnitChoice,
};
use muster_core::sheet::SheetItem;
use muster_core::{Game, Lang};
use serde_json::{json, Value};
use sigmar_common::*;

const SERAPHON: &str = "seraphon";

/// A Saurus Oldblood (the general) leading a Stegadon, a Bastiladon and Saurus Warriors,
/// with `enhancements` on the regiment's units in that order.
fn monsters(enhancements: [&[&str]; 3]) -> Value {
    let units = [
        "stegadon",
        "bastiladon-with-solar-engine",
        "saurus-warriors",
    ];
    let units: Vec<Value> = (units.iter().zip(enhancements))
        .map(|(u, e)| json!({"unit": u, "enhancements": e}))
        .collect();
    let regiment = json!({"leader": {"unit": "saurus-oldblood"}, "units": units, "general": true});
    matched(SERAPHON, vec![regiment])
}

#[test]
fn the_seraphon_pack_has_monstrous_traits_for_its_monsters() {
    let table = &pack(SERAPHON).enhancement_tables[0];
    assert_eq!(table.name, "Monstrous Traits");
    assert_eq!((table.per_army, table.per_unit), (Some(1), Some(1)));
    assert_eq!(table.src, "Seraphon.cat#38fe-485c-1e16-e591");
    assert!(table.units.iter().any(|u| u == "stegadon"));
    assert!(!table.units.iter().any(|u| u == "saurus-warriors"));
    let armour = &table.enhancements[0];
    assert_eq!(armour.id, "armour-cruncher");
    assert_eq!((armour.points, armour.max), (Some(10), Some(1)));
}

#[test]
fn a_monster_takes_one_monstrous_trait_and_pays_for_it() {
    let bare = check(&monsters([&[], &[], &[]]));
    let report = check(&monsters([&["armour-cruncher"], &[], &[]]));
    assert_eq!(errors(&report), vec![]);
    assert_eq!(report.totals.points, bare.totals.points + 10);
}

#[test]
fn a_second_monstrous_trait_in_the_army_is_one_too_many() {
    let report = check(&monsters([&["armour-cruncher"], &["titanic-slam"], &[]]));
    assert_eq!(
        errors(&report),
        error(
            "sigmar.enhancement_table.per_army",
            "/regiments/0/units/1/enhancements/0"
        )
    );
    let finding = &report
        .diagnostics
        .iter()
        .find(|d| d.code.ends_with("per_army"));
    assert_eq!(finding.unwrap().rule, "sigmar:S4-ENH-1");
}

#[test]
fn one_unit_takes_one_monstrous_trait_and_each_trait_once() {
    let report = check(&monsters([&["armour-cruncher", "titanic-slam"], &[], &[]]));
    let codes: Vec<&str> = errors(&report).into_iter().map(|(c, _)| c).collect();
    assert!(
        codes.contains(&"sigmar.enhancement_table.per_unit"),
        "{codes:?}"
    );
    let report = check(&monsters([&["armour-cruncher"], &["armour-cruncher"], &[]]));
    let codes: Vec<&str> = errors(&report).into_iter().map(|(c, _)| c).collect();
    assert!(
        codes.contains(&"sigmar.enhancement_table.repeated"),
        "{codes:?}"
    );
}

#[test]
fn a_unit_the_table_does_not_name_cannot_take_from_it() {
    let report = check(&monsters([&[], &[], &["armour-cruncher"]]));
    assert_eq!(
        errors(&report),
        error(
            "sigmar.enhancement_table.not_eligible",
            "/regiments/0/units/2/enhancements/0"
        )
    );
    let en = message(&report, "sigmar.enhancement_table.not_eligible");
    let es = message(
        &check_in(&monsters([&[], &[], &["armour-cruncher"]]), Lang::Es),
        "sigmar.enhancement_table.not_eligible",
    );
    assert!(en.contains("Saurus Warriors") && en.contains("Monstrous Traits"));
    assert!(es.contains("no puede llevar"), "{es}");
}

#[test]
fn an_unknown_table_enhancement_suggests_the_closest() {
    let report = check(&monsters([&["armour-crunch"], &[], &[]]));
    assert_eq!(
        errors(&report),
        error(
            "sigmar.enhancement_table.unknown",
            "/regiments/0/units/0/enhancements/0"
        )
    );
    let found = report
        .diagnostics
        .iter()
        .find(|d| d.code.ends_with(".unknown"));
    assert!(found.unwrap().help.contains("armour-cruncher"));
}

#[test]
fn the_builder_offers_a_monstrous_trait_once_a_monster_can_take_it() {
    let list = parse(&monsters([&[], &[], &[]]));
    let offered = choices(&list, catalog(), Lang::En);
    let table = &offered.enhancement_tables[0];
    assert_eq!(table.name, "Monstrous Traits");
    assert!(table.units.iter().any(|u| u == "stegadon"));
    assert!(table.enhancements.iter().all(|p| p.allowed), "{table:?}");

    // With the trait taken, another is one too many: refused, with the validator's words.
    let list = parse(&monsters([&["armour-cruncher"], &[], &[]]));
    let offered = choices(&list, catalog(), Lang::En);
    let slam = (offered.enhancement_tables[0].enhancements.iter())
        .find(|p| p.id == "titanic-slam")
        .unwrap();
    assert!(!slam.allowed);
    assert!(slam.reason.as_deref().unwrap().contains("Monstrous Traits"));

    // A regiment of no monster: nothing can take one.
    let infantry = regiment("saurus-oldblood", &["saurus-warriors"], true);
    let list = parse(&matched(SERAPHON, vec![infantry]));
    let offered = choices(&list, catalog(), Lang::En);
    assert!(offered.enhancement_tables[0]
        .enhancements
        .iter()
        .all(|p| !p.allowed));
}

#[test]
fn a_unit_choice_without_table_enhancements_writes_none() {
    // Lists written before the field read and write unchanged.
    let plain = serde_json::to_value(UnitChoice::new("stegadon")).unwrap();
    assert_eq!(plain, json!({"unit": "stegadon"}));
    let list = parse(&monsters([&["armour-cruncher"], &[], &[]]));
    assert_eq!(list.regiments[0].units[0].enhancements, ["armour-cruncher"]);
}

/// The Monstrous Trait `id` as the pack gives it, with its table.
fn monstrous_trait(id: &str) -> (&'static EnhancementTable, &'static Enhancement) {
    pack(SERAPHON)
        .table_enhancement(id)
        .unwrap_or_else(|| panic!("no table enhancement {id}"))
}

#[test]
fn the_printed_list_shows_a_monstrous_trait_on_its_monster_with_the_table_as_its_kind() {
    let (table, armour) = monstrous_trait("armour-cruncher");
    let bare = Sigmar::sheet(
        &parse(&monsters([&[], &[], &[]])),
        catalog(),
        &Options::default(),
        Lang::En,
    );
    for lang in Lang::ALL {
        let list = parse(&monsters([&["armour-cruncher"], &[], &[]]));
        let sheet = Sigmar::sheet(&list, catalog(), &Options::default(), lang);
        let group = &sheet.groups[0];
        let stegadon = (group.entries.iter())
            .find(|e| e.name == unit(SERAPHON, "stegadon").name)
            .expect("the Stegadon is printed");
        let item = SheetItem {
            name: armour.name.clone(),
            kind: Some(table.name.clone()),
            cost: armour.points,
        };
        assert_eq!(stegadon.items, [item], "{lang}");
        // The regiment's subtotal counts it, as the totals do.
        let plus = armour.points.unwrap();
        let subtotal = group.subtotal.unwrap();
        assert_eq!(
            subtotal.known,
            bare.groups[0].subtotal.unwrap().known + plus
        );
    }
}

#[test]
fn a_list_with_a_monstrous_trait_reads_back_from_its_text_in_either_language() {
    let (table, armour) = monstrous_trait("armour-cruncher");
    let list = parse(&monsters([&["armour-cruncher"], &[], &[]]));
    for lang in Lang::ALL {
        let text = Sigmar::write_text(&list, catalog(), &Options::default(), lang);
        let line = format!(
            "+ {}: {} ({})",
            table.name,
            armour.name,
            armour.points.unwrap()
        );
        let under = &unit(SERAPHON, "stegadon").name;
        let at = text
            .find(&line)
            .unwrap_or_else(|| panic!("{line} missing:\n{text}"));
        let unit_line = text[..at]
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap();
        assert!(unit_line.trim_start().starts_with(under.as_str()), "{text}");
        let back = Sigmar::read_text(&text, catalog()).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back, list, "{lang}:\n{text}");
    }
}

#[test]
fn a_misspelt_monstrous_trait_is_refused_with_its_line_and_the_nearest_name() {
    let (table, armour) = monstrous_trait("armour-cruncher");
    let list = parse(&monsters([&["armour-cruncher"], &[], &[]]));
    let text = Sigmar::write_text(&list, catalog(), &Options::default(), Lang::En);
    // The name with its last letter dropped and in lower case: no id, no name.
    let misspelt = armour.name[..armour.name.len() - 1].to_lowercase();
    let wrong = text.replace(&format!(": {}", armour.name), &format!(": {misspelt}"));
    assert_ne!(wrong, text);
    let line = 1 + wrong.lines().position(|l| l.contains(&misspelt)).unwrap();
    let err = Sigmar::read_text(&wrong, catalog()).expect_err(&wrong);
    assert_eq!(err.line, line, "{err}");
    let hint = format!("did you mean '{}'?", armour.name);
    assert!(
        err.message.contains(&table.name) && err.message.contains(&hint),
        "{err}"
    );
}
