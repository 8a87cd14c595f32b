//! The fuzzer's seed faction (`fuzz/seeds/aos_faction/faction.cat`, small and written by
//! hand) through the importer beside the real game system: every pattern of the digest's
//! §4.6 and pitfalls in one file, with values that exist nowhere else.

use muster_bsdata::{import_aos_texts, AosImport, AosRequest};
use muster_core::games::sigmar::{RegimentOption, Unit};
use std::path::PathBuf;

fn import(season: &str) -> AosImport {
    import_edited(season, |cat| cat)
}

/// The seed faction imported after `edit` has changed its text.
fn import_edited(season: &str, edit: impl Fn(String) -> String) -> AosImport {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let gst =
        std::fs::read(here.join("../../../shared/reference/bsdata-aos4/Age of Sigmar 4.0.gst"))
            .unwrap();
    let cat = std::fs::read_to_string(here.join("fuzz/seeds/aos_faction/faction.cat")).unwrap();
    let cat = edit(cat).into_bytes();
    let files = vec![("Game.gst".to_string(), gst), ("Seed.cat".to_string(), cat)];
    import_aos_texts(
        &files,
        &AosRequest {
            game_system: "Game.gst",
            factions: &["Seed.cat"],
            season,
            origin: "seed",
            note: "seed",
        },
    )
    .unwrap()
}

fn unit<'a>(units: &'a [Unit], id: &str) -> &'a Unit {
    units
        .iter()
        .find(|u| u.id == id)
        .unwrap_or_else(|| panic!("no {id}"))
}

#[test]
fn the_seed_faction_reads_as_written() {
    let import = import("ghb-2026-27");
    let pack = &import.packs[0];
    assert_eq!(pack.faction.name, "Fuzz Host", "the sort glyph is dropped");
    let ids: Vec<&str> = pack.units.iter().map(|u| u.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "fuzz-lord",
            "fuzz-troop",
            "fuzz-troop-1-model",
            "fuzz-troop-scourge-of-aqshy",
            "fuzz-vortex"
        ]
    );
    let lord = unit(&pack.units, "fuzz-lord");
    assert!(lord.legends && lord.enhancements && lord.is_hero());
    assert_eq!(lord.base.as_deref(), Some("40mm"));
    let options = &lord.regiment.as_ref().unwrap().options;
    assert_eq!(
        options,
        &vec![
            RegimentOption {
                keyword: Some("INFANTRY".into()),
                unit: None,
                max: Some(1),
                hero: false
            },
            RegimentOption {
                keyword: None,
                unit: Some("fuzz-troop".into()),
                max: None,
                hero: false
            },
            RegimentOption {
                keyword: Some("Fuzz Exemplar".into()),
                unit: None,
                max: None,
                hero: true
            },
        ]
    );
    let troop = unit(&pack.units, "fuzz-troop");
    assert_eq!((troop.points, troop.models), (Some(120), 10));
    let r = troop.reinforced.as_ref().unwrap();
    assert_eq!((r.points, r.models), (Some(240), 20));
    assert_eq!(troop.excludes, ["fuzz-troop-scourge-of-aqshy"]);
    let small = unit(&pack.units, "fuzz-troop-1-model");
    assert_eq!(
        (small.points, small.models, small.max),
        (Some(70), 1, Some(0))
    );
    assert_eq!(small.max_per, ["fuzz-lord"]);
    assert!(small.reinforced.is_none());
    let vortex = unit(&pack.units, "fuzz-vortex");
    assert_eq!(vortex.profile.banishment.as_deref(), Some("7+"));
    assert_eq!(vortex.points, None);
    assert_eq!(pack.heroic_traits[0].group.as_deref(), Some("Fuzz Traits"));
    assert_eq!(pack.heroic_traits[0].points, Some(20));
    assert_eq!(
        pack.artefacts.len(),
        1,
        "a group linking itself is read once"
    );
    assert_eq!(pack.battle_formations[0].id, "fuzz-host-formation");
    assert_eq!(pack.manifestation_lores[0].points, Some(10));
}

#[test]
fn a_variant_shown_only_by_another_seasons_gate_is_left_out() {
    let import = import("ghb-2025-26");
    let pack = &import.packs[0];
    assert!(pack
        .units
        .iter()
        .all(|u| u.id != "fuzz-troop-scourge-of-aqshy"));
    assert!(unit(&pack.units, "fuzz-troop").excludes.is_empty());
    assert!(
        import
            .notes
            .iter()
            .any(|n| n.starts_with("Seed.cat:") && n.contains("shown only in another season")),
        "{:?}",
        import.notes
    );
}

/// Finding 13 of docs/robustness.md: a category a leader may take into its regiment, and a
/// sub-group of enhancements, with no name are left out with a note at their place; the
/// pack written passes its schema (an empty keyword or group is shorter than it allows).
#[test]
fn a_regiment_keyword_or_enhancement_group_with_no_name_is_left_out() {
    let import = import_edited("ghb-2026-27", |cat| {
        let cat = cat.replace(r#"name="Fuzz Exemplar" id="c-ex""#, r#"name="" id="c-ex""#);
        assert!(cat.contains(r#"name="" id="c-ex""#), "the seed has changed");
        cat.replace(r#"name="Fuzz Traits""#, r#"name="  ""#)
    });
    let pack = &import.packs[0];
    let options = &unit(&pack.units, "fuzz-lord")
        .regiment
        .as_ref()
        .unwrap()
        .options;
    assert_eq!(options.len(), 2, "{options:?}");
    assert!(options.iter().all(|o| o.keyword.as_deref() != Some("")));
    assert!(pack.heroic_traits.iter().all(|t| t.group.is_none()));
    for what in [
        "category c-ex, which 'Fuzz Lord' may take into its regiment, has no name; left out",
        "has no name; left out",
    ] {
        assert!(
            import
                .notes
                .iter()
                .any(|n| n.starts_with("Seed.cat:") && n.contains(what)),
            "{what}: {:?}",
            import.notes
        );
    }
    let group_notes = import.notes.iter().filter(|n| n.contains("the group of '"));
    assert_eq!(group_notes.count(), pack.heroic_traits.len());
    assert_meets_schema(pack);
}

/// The long run of 2026-12-03 (docs/robustness.md): a unit whose link and entry both have
/// no name is left out with a note at its place, and the pack written still passes its
/// schema; the same entry taken by another, named link stays.
#[test]
fn a_unit_with_no_name_is_left_out() {
    let edited = import_edited("ghb-2026-27", |cat| {
        let blank = |cat: String, id: &str| {
            let named = format!(r#"name="Fuzz Troop" id="{id}""#);
            assert!(cat.contains(&named), "the seed has changed");
            cat.replace(&named, &format!(r#"name="" id="{id}""#))
        };
        blank(blank(cat, "l-troop"), "u-troop")
    });
    let pack = &edited.packs[0];
    assert!(pack.units.iter().all(|u| !u.name.is_empty()));
    let names = |pack: &muster_core::games::sigmar::Pack| {
        pack.units
            .iter()
            .map(|u| u.name.clone())
            .collect::<Vec<_>>()
    };
    let mut expected = names(&import("ghb-2026-27").packs[0]);
    expected.retain(|n| n != "Fuzz Troop");
    assert_eq!(names(pack), expected, "only the unnamed unit is left out");
    assert!(
        edited
            .notes
            .iter()
            .any(|n| n.starts_with("Seed.cat:") && n.contains("a unit has no name; left out")),
        "{:?}",
        edited.notes
    );
    assert_meets_schema(pack);
}

/// The same long run: a faction table whose name is only invisible characters (an
/// ideographic space, a byte-order mark) made an empty id; it takes an id all the same.
#[test]
fn a_table_named_with_invisible_characters_still_has_an_id() {
    let edited = import_edited("ghb-2026-27", |cat| {
        let named = r#"name="Heroic Traits" id="g-ht-l""#;
        assert!(cat.contains(named), "the seed has changed");
        cat.replace(named, "name=\"\u{3000}\u{feff}\" id=\"g-ht-l\"")
    });
    let pack = &edited.packs[0];
    assert!(
        !pack.enhancement_tables.is_empty(),
        "the seed has a faction table"
    );
    assert!(pack.enhancement_tables.iter().all(|t| !t.id.is_empty()));
    assert_meets_schema(pack);
}

/// A warscroll's weapons come from its models' upgrades and the groups they link (a group
/// linking itself read once), its abilities from its profiles and the shared profiles it
/// names; an artefact's weapon is the army's choice and stays out, as do a hidden weapon and
/// one another season shows; no ability's declaration or effect is kept.
#[test]
fn the_seed_warscrolls_carry_their_weapons_and_ability_names() {
    let made = import("ghb-2026-27");
    let pack = &made.packs[0];
    let troop = unit(&pack.units, "fuzz-troop");
    let names = |u: &Unit| u.weapons.iter().map(|w| w.name.clone()).collect::<Vec<_>>();
    assert_eq!(names(troop), ["Fuzz Spear", "Fuzz Bow"]);
    let spear = &troop.weapons[0];
    fn numbers(w: &muster_core::games::sigmar::Weapon) -> [Option<&str>; 6] {
        [&w.range, &w.attacks, &w.hit, &w.wound, &w.rend, &w.damage].map(|v| v.as_deref())
    }
    assert!(!spear.ranged);
    assert_eq!(
        numbers(spear),
        [
            None,
            Some("2"),
            Some("3+"),
            Some("4+"),
            Some("-"),
            Some("1")
        ]
    );
    assert_eq!(
        spear.abilities,
        ["Crit (Mortal)", "Anti-INFANTRY (+1 Rend)"]
    );
    assert_eq!(spear.src, "Seed.cat#p-spear");
    let bow = &troop.weapons[1];
    assert!(bow.ranged && bow.abilities.is_empty());
    assert_eq!(
        numbers(bow),
        [
            Some("18\""),
            Some("D3"),
            Some("4+"),
            Some("4+"),
            Some("1"),
            None
        ],
        "a damage that points at an ability is unknown"
    );
    assert!(made
        .notes
        .iter()
        .any(|n| n.contains("'Fuzz Bow' of 'Fuzz Troop': its Dmg is not a value")));
    let abilities: Vec<(&str, &str, Option<&str>, &str)> = (troop.abilities.iter())
        .map(|a| {
            (
                a.name.as_str(),
                a.kind.as_str(),
                a.timing.as_deref(),
                a.src.as_str(),
            )
        })
        .collect();
    assert_eq!(
        abilities,
        [
            ("Fuzz Drill", "Passive", None, "Seed.cat#p-drill"),
            (
                "Fuzz Rally",
                "Activated",
                Some("Once Per Turn (Army), Reaction"),
                "Seed.cat#p-rally"
            ),
            ("Fuzz Banner", "Passive", None, "Seed.cat#p-banner"),
        ]
    );
    let small = unit(&pack.units, "fuzz-troop-1-model");
    assert_eq!(
        (&small.weapons, &small.abilities),
        (&troop.weapons, &troop.abilities)
    );
    let lord = unit(&pack.units, "fuzz-lord");
    assert_eq!(names(lord), ["Fuzz Lord Sword"], "not the artefact's blade");
    assert_eq!(lord.weapons[0].abilities, ["Charge (+1 Damage)"]);
    assert_eq!(lord.abilities.len(), 1);
    assert_eq!(
        (
            lord.abilities[0].kind.as_str(),
            lord.abilities[0].timing.as_deref()
        ),
        ("Command", Some("Your Hero Phase"))
    );

    // Nothing of an ability's text is written, whatever field it would be in.
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let seed = std::fs::read_to_string(here.join("fuzz/seeds/aos_faction/faction.cat")).unwrap();
    let doc = roxmltree::Document::parse(&seed).unwrap();
    let texts: Vec<&str> = (doc.descendants())
        .filter(|n| n.has_tag_name("characteristic"))
        .filter(|n| matches!(n.attribute("name"), Some("Effect" | "Declare")))
        .filter_map(|n| n.text())
        .collect();
    assert_eq!(texts.len(), 5, "the seed has changed");
    let written = serde_json::to_string(pack).unwrap();
    for text in texts {
        assert!(!written.contains(text.trim()), "{text}");
    }
    assert!(
        !written.contains("declared"),
        "a reaction's trigger is not kept"
    );
    assert_meets_schema(pack);

    let other = import("ghb-2025-26");
    let troop = unit(&other.packs[0].units, "fuzz-troop");
    assert_eq!(
        names(troop),
        ["Fuzz Spear", "Fuzz Bow", "Fuzz Ghyran Axe"],
        "shown in its own season only; the hidden blade never"
    );
}

/// The pack as written passes `data/schemas/sigmar-pack.schema.json`.
fn assert_meets_schema(pack: &impl serde::Serialize) {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let text =
        std::fs::read_to_string(here.join("../../data/schemas/sigmar-pack.schema.json")).unwrap();
    let schema = jsonschema::options()
        .build(&serde_json::from_str(&text).unwrap())
        .unwrap();
    let value = serde_json::to_value(pack).unwrap();
    let errors: Vec<String> = schema.iter_errors(&value).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{errors:?}");
}
