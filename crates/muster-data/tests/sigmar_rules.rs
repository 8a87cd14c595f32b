//! The Age of Sigmar matched-play rules for the army as a whole (digest
//! `shared/rules/sigmar.md` §3, S4-*) on the packs this repository ships
//! (`data/sigmar/*.json`, imported from BSData `age-of-sigmar-4th` at `6c4bfee`): real armies
//! of real units, every id read from the pack, every expected total summed from the pack's
//! own points. Regiments, Reinforced units and the digest's §4 golden facts are in
//! `sigmar_regiments.rs`, open play in `sigmar_open.rs`; the rules on invented units in
//! `crates/muster-core/src/games/sigmar/tests/validate/`.

use crate::sigmar_common;

use muster_core::games::sigmar::Unit;
use muster_core::{parse_list, Lang};
use serde_json::{json, Value};
use sigmar_common::*;

/// The units Neave Blacktalon's regiment must hold (the pack's `regiment.required`, from
/// Stormcast Eternals.cat:58-70 and :3008-3039).
const NEAVE_BRINGS: [&str; 2] = ["neaves-companions", "lorai-child-of-the-abyss"];

/// A Lord-Celestant leading Liberators (Reinforced), Gryph-hounds, Vindictors and a Knight-
/// Vexillor (a Stormcast Exemplar, its Regimental Hero); a Lord-Celestant on Dracoth with
/// Dracothian Guard; a Knight-Azyros with Prosecutors and its one WARRIOR CHAMBER unit;
/// three auxiliaries; the faction terrain; a priced heroic trait, an artefact, a priced
/// manifestation lore. Returns the list and its cost summed from the pack.
fn stormcast_2000() -> (Value, u32) {
    let sce = pack(SCE);
    let trait_ = sce.heroic_traits.iter().find(|t| t.points.is_some());
    let trait_ = trait_.expect("the pack prices a heroic trait (Envoy of the Heavens)");
    let artefact = &sce.artefacts[0];
    let lore = sce.manifestation_lores.iter().find(|l| l.points.is_some());
    let lore = lore.expect("the pack prices a manifestation lore (Forbidden Power)");

    let mut general = regiment(
        "lord-celestant",
        &[
            "+liberators",
            "gryph-hounds",
            "vindictors",
            "knight-vexillor",
        ],
        true,
    );
    general["leader"]["artefact"] = json!(artefact.id);
    general["units"][3]["heroic_trait"] = json!(trait_.id);
    let regiments = vec![
        general,
        regiment(
            "lord-celestant-on-dracoth",
            &["dracothian-guard-concussors", "praetors", "vigilors"],
            false,
        ),
        regiment("knight-azyros", &["prosecutors", "liberators"], false),
    ];
    let auxiliaries = ["vanquishers", "annihilators", "stormstrike-chariot"];
    let mut doc = matched(SCE, regiments);
    doc["auxiliaries"] = json!(auxiliaries.map(|u| json!({"unit": u})));
    doc["faction_terrain"] = json!("stormreach-portal");
    doc["spell_lore"] = json!(sce.spell_lores[0].id);
    doc["prayer_lore"] = json!(sce.prayer_lores[0].id);
    doc["manifestation_lore"] = json!(lore.id);

    let units = [
        ("lord-celestant", false),
        ("liberators", true),
        ("gryph-hounds", false),
        ("vindictors", false),
        ("knight-vexillor", false),
        ("lord-celestant-on-dracoth", false),
        ("dracothian-guard-concussors", false),
        ("praetors", false),
        ("vigilors", false),
        ("knight-azyros", false),
        ("prosecutors", false),
        ("liberators", false),
        ("vanquishers", false),
        ("annihilators", false),
        ("stormstrike-chariot", false),
        ("stormreach-portal", false),
    ];
    let cost = units
        .iter()
        .map(|&(id, reinforced)| points(SCE, id, reinforced))
        .sum::<u32>()
        + trait_.points.unwrap()
        + artefact.points.unwrap_or(0)
        + lore.points.unwrap();
    (doc, cost)
}

#[test]
fn a_legal_2000_point_stormcast_army_led_by_a_lord_celestant() {
    let (doc, cost) = stormcast_2000();
    let report = check(&doc);
    assert!(report.legal, "{:?}", report.diagnostics);
    assert!(warnings(&report).is_empty(), "{:?}", report.diagnostics);
    assert_eq!(report.totals.points, cost);
    assert!(cost <= 2000 && cost > 1500, "a 2,000-point army: {cost}");
    assert_eq!(report.totals.points_limit, Some(2000));
    assert_eq!(report.totals.points_left, Some(2000 - i64::from(cost)));
    let general = &report.totals.regiment_slots[0];
    assert_eq!((general.slots_used, general.slots_max), (4, 4));
    assert_eq!(report.totals.regiment_slots[1].slots_max, 3);
}

#[test]
fn the_same_army_over_the_limit_is_refused_with_its_cost() {
    let (mut doc, cost) = stormcast_2000();
    let extra = points(SCE, "stormdrake-guard", true);
    doc["auxiliaries"]
        .as_array_mut()
        .unwrap()
        .push(json!({"unit": "stormdrake-guard", "reinforced": true}));
    let report = check(&doc);
    let total = cost + extra;
    assert!(total > 2000);
    assert_eq!(
        errors(&report),
        [("sigmar.points.over_limit", "/points_limit".to_owned())]
    );
    assert_eq!(
        message(&report, "sigmar.points.over_limit"),
        format!("The army costs {total} points, over the limit of 2000.")
    );
    assert_eq!(report.totals.points_left, Some(2000 - i64::from(total)));

    // A larger limit the players agree makes it legal again (S4-PTS-1: a setting).
    doc["points_limit"] = json!(total);
    assert!(check(&doc).legal);
}

#[test]
fn neave_blacktalon_takes_no_artefact_because_she_is_unique() {
    let report = check(&neave_with_an_artefact());
    assert_eq!(
        errors(&report),
        [(
            "sigmar.enhancement.unique_hero",
            "/regiments/0/leader/artefact".to_owned()
        )]
    );
    let words = message(&report, "sigmar.enhancement.unique_hero");
    assert!(words.starts_with("Neave Blacktalon is UNIQUE"), "{words}");
}

/// Neave Blacktalon (UNIQUE, no enhancement links in the data) leading the regiment she
/// must (her Companions and Lorai, `NEAVE_BRINGS`), with an artefact.
fn neave_with_an_artefact() -> Value {
    let neave = unit(SCE, "neave-blacktalon");
    assert!(neave.is_unique() && !neave.enhancements);
    let mut doc = matched(SCE, vec![regiment("neave-blacktalon", &NEAVE_BRINGS, true)]);
    doc["regiments"][0]["leader"]["artefact"] = json!(pack(SCE).artefacts[0].id);
    doc
}

#[test]
fn an_artefact_of_power_takes_an_not_a() {
    let report = check(&neave_with_an_artefact());
    assert_eq!(
        message(&report, "sigmar.enhancement.unique_hero"),
        "Neave Blacktalon is UNIQUE and cannot take an artefact of power."
    );
}

#[test]
fn a_second_heroic_trait_is_refused() {
    let traits = &pack(SCE).heroic_traits;
    let mut doc = matched(
        SCE,
        vec![
            regiment("lord-celestant", &[], true),
            regiment("knight-azyros", &[], false),
        ],
    );
    doc["regiments"][0]["leader"]["heroic_trait"] = json!(traits[0].id);
    doc["regiments"][1]["leader"]["heroic_trait"] = json!(traits[1].id);
    let report = check(&doc);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.enhancement.too_many",
            "/regiments/1/leader/heroic_trait".to_owned()
        )]
    );
    // A trait and an artefact on one hero are fine (S4-ENH-4).
    doc["regiments"][1]["leader"]["heroic_trait"] = Value::Null;
    doc["regiments"][0]["leader"]["artefact"] = json!(pack(SCE).artefacts[0].id);
    assert!(check(&doc).legal);
}

#[test]
fn a_warmaster_in_the_army_must_be_the_general() {
    // Digest S4-WM-1: Celestant-Prime, Yndrasta, Karazai, Krondys and Ionus Cryptborn
    // (Stormcast Eternals - Library.cat:504, :2325, :2596, :2745, :5761).
    let mut warmasters: Vec<&Unit> = pack(SCE)
        .units
        .iter()
        .filter(|u| u.is_warmaster())
        .collect();
    warmasters.sort_by(|a, b| a.id.cmp(&b.id));
    let names: Vec<&str> = warmasters.iter().map(|u| u.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Celestant-Prime, Hammer of Sigmar",
            "Ionus Cryptborn, Warden of Lost Souls",
            "Karazai the Scarred",
            "Krondys, Son of Dracothion",
            "Yndrasta, the Celestial Spear",
        ]
    );
    let warmaster = warmasters[0];
    let doc = matched(
        SCE,
        vec![
            regiment("lord-celestant", &[], true),
            regiment(&warmaster.id, &[], false),
        ],
    );
    let report = check(&doc);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.general.not_warmaster",
            "/regiments/0/general".to_owned()
        )]
    );
    assert!(message(&report, "sigmar.general.not_warmaster").contains(&warmaster.name));

    let doc = matched(
        SCE,
        vec![
            regiment("lord-celestant", &[], false),
            regiment(&warmaster.id, &[], true),
        ],
    );
    assert!(check(&doc).legal);
}

#[test]
fn five_regiments_are_legal_and_a_sixth_is_not() {
    let leaders = [
        "lord-celestant",
        "lord-celestant-on-dracoth",
        "knight-azyros",
        "lord-vigilant-on-gryph-stalker",
        "lord-veritant",
        "knight-zephyros",
    ];
    let six = regiments(&leaders);
    let report = check(&matched(SCE, six.clone()));
    assert_eq!(
        errors(&report),
        [("sigmar.regiments.too_many", "/regiments/5".to_owned())]
    );
    assert_eq!(report.totals.drops, 6);
    let five = check(&matched(SCE, six[..5].to_vec()));
    assert!(five.legal, "{:?}", five.diagnostics);
}

#[test]
fn a_regiment_of_renown_the_faction_offers_counts_toward_the_five() {
    let renown = &pack(SCE).regiments_of_renown[0];
    let leaders = [
        "lord-celestant",
        "lord-celestant-on-dracoth",
        "knight-azyros",
        "lord-veritant",
        "knight-zephyros",
    ];
    let five = regiments(&leaders);
    let mut doc = matched(SCE, five[..4].to_vec());
    doc["regiment_of_renown"] = json!(renown.id);
    let report = check(&doc);
    assert!(report.legal, "{:?}", report.diagnostics);
    assert_eq!(report.totals.regiments, 5);
    assert_eq!(report.totals.renown_points, renown.points);
    let heroes: u32 = leaders[..4].iter().map(|l| points(SCE, l, false)).sum();
    assert_eq!(report.totals.points, heroes + renown.points.unwrap());

    // Beside five regiments it is a sixth.
    doc["regiments"] = json!(five);
    assert_eq!(
        errors(&check(&doc)),
        [(
            "sigmar.regiments.too_many",
            "/regiment_of_renown".to_owned()
        )]
    );

    // A second cannot be written: the list holds one (by the list format).
    let mut two = matched(SCE, five[..1].to_vec());
    two["regiment_of_renown"] = json!([renown.id, pack(SCE).regiments_of_renown[1].id]);
    assert!(parse_list(&two.to_string()).is_err());
}

#[test]
fn a_regiment_of_renown_offered_only_to_another_faction_is_refused() {
    let sce = &pack(SCE).regiments_of_renown;
    let other = pack(BOK)
        .regiments_of_renown
        .iter()
        .find(|r| !sce.iter().any(|s| s.id == r.id))
        .expect("Blades of Khorne is offered a Regiment of Renown Stormcast is not");
    let mut doc = matched(SCE, vec![regiment("lord-celestant", &[], true)]);
    doc["regiment_of_renown"] = json!(other.id);
    let report = check(&doc);
    assert_eq!(
        errors(&report),
        [("sigmar.renown.unknown", "/regiment_of_renown".to_owned())]
    );
    assert_eq!(report.totals.renown_points, None);
}

#[test]
fn one_faction_terrain_outside_the_regiments() {
    let terrain: Vec<&Unit> = pack(SCE)
        .units
        .iter()
        .filter(|u| u.is_faction_terrain())
        .collect();
    assert_eq!(
        terrain.len(),
        1,
        "Stormcast Eternals has one faction terrain"
    );
    let portal = terrain[0];
    let mut doc = matched(SCE, vec![regiment("lord-celestant", &[], true)]);
    doc["faction_terrain"] = json!(portal.id);
    let report = check(&doc);
    assert!(report.legal, "{:?}", report.diagnostics);
    let expected = points(SCE, "lord-celestant", false) + portal.points.unwrap();
    assert_eq!(report.totals.points, expected);
    assert_eq!(report.totals.drops, 1, "faction terrain is no drop");

    doc["faction_terrain"] = json!("liberators");
    assert_eq!(
        errors(&check(&doc)),
        [(
            "sigmar.terrain.not_faction_terrain",
            "/faction_terrain".to_owned()
        )]
    );
    doc["faction_terrain"] = Value::Null;
    doc["regiments"][0]["units"] = json!([{"unit": portal.id}]);
    assert_eq!(
        errors(&check(&doc)),
        [(
            "sigmar.regiment.terrain_or_manifestation",
            "/regiments/0/units/0".to_owned()
        )]
    );

    // The Skull Altar has no points in the data [BOK L2345]: BattleScribe reads an entry
    // with no cost of a type as costing 0 of it, so it is free and named as such, and the
    // list is legal (S4-PTS-2 sums the costs the data gives).
    let altar = unit(BOK, "skull-altar");
    assert!(altar.is_faction_terrain() && altar.points.is_none());
    let mut doc = matched(BOK, vec![regiment("mighty-lord-of-khorne", &[], true)]);
    doc["faction_terrain"] = json!(altar.id);
    let report = check(&doc);
    assert_eq!(
        report.verdict,
        muster_core::Verdict::Legal,
        "{:?}",
        report.diagnostics
    );
    assert!(report.awaited.is_empty());
    assert!(report.totals.unpriced.is_empty());
    assert_eq!(report.totals.free, ["Skull Altar"]);
    let lord = unit(BOK, "mighty-lord-of-khorne");
    assert_eq!(Some(report.totals.points), lord.points);
}

#[test]
fn drops_are_the_regiments_the_renown_and_each_auxiliary_unit() {
    let mut doc = matched(
        SCE,
        vec![
            regiment("lord-celestant", &["liberators"], true),
            regiment("knight-azyros", &["prosecutors"], false),
        ],
    );
    doc["regiment_of_renown"] = json!(pack(SCE).regiments_of_renown[0].id);
    doc["auxiliaries"] = json!([{"unit": "vanquishers"}, {"unit": "lord-veritant"}]);
    doc["faction_terrain"] = json!("stormreach-portal");
    let report = check(&doc);
    assert!(report.legal, "{:?}", report.diagnostics);
    let t = &report.totals;
    assert_eq!((t.regiments, t.auxiliaries, t.drops), (3, 2, 5));
    assert_eq!(
        message(&report, "sigmar.deployment.drops"),
        "The army deploys in 5 drops (3 regiments, 2 auxiliary units)."
    );
    let es = check_in(&doc, Lang::Es);
    let drops = es
        .diagnostics
        .iter()
        .find(|d| d.code == "sigmar.deployment.drops");
    assert!(drops.unwrap().message.contains("5 despliegues"));
}

#[test]
fn one_drop_and_one_regiment_read_in_the_singular() {
    let mut doc = matched(SCE, vec![regiment("lord-celestant", &[], true)]);
    let report = check(&doc);
    assert_eq!(
        message(&report, "sigmar.deployment.drops"),
        "The army deploys in 1 drop (1 regiment, 0 auxiliary units)."
    );
    doc["auxiliaries"] = json!([{"unit": "vanquishers"}]);
    assert_eq!(
        message(&check(&doc), "sigmar.deployment.drops"),
        "The army deploys in 2 drops (1 regiment, 1 auxiliary unit)."
    );
    let es = check_in(&doc, Lang::Es);
    let drops = es
        .diagnostics
        .iter()
        .find(|d| d.code == "sigmar.deployment.drops");
    assert_eq!(
        drops.unwrap().message,
        "El ejército se despliega en 2 despliegues (1 regimiento, 1 unidad auxiliar)."
    );
}

#[test]
fn one_faction_unique_units_once_and_seasonal_variants_apart() {
    // S4-REG-6: Bloodletters are Blades of Khorne, not Stormcast Eternals.
    let mut doc = matched(SCE, vec![regiment("lord-celestant", &[], true)]);
    doc["auxiliaries"] = json!([{"unit": "bloodletters"}]);
    let report = check(&doc);
    assert_eq!(
        errors(&report),
        error("sigmar.faction.other_faction", "/auxiliaries/0/unit")
    );
    assert_eq!(
        message(&report, "sigmar.faction.other_faction"),
        "Bloodletters is a unit of Blades of Khorne, not of the army's faction, Stormcast Eternals."
    );

    // S4-UNQ-1: a second Neave Blacktalon, with a second of her UNIQUE Companions and Lorai.
    let doc = matched(
        SCE,
        vec![
            regiment("lord-celestant", &[], true),
            regiment("neave-blacktalon", &NEAVE_BRINGS, false),
            regiment("neave-blacktalon", &NEAVE_BRINGS, false),
        ],
    );
    let duplicate = |path: &str| ("sigmar.unique.duplicate", path.to_owned());
    assert_eq!(
        errors(&check(&doc)),
        [
            duplicate("/regiments/2/leader"),
            duplicate("/regiments/2/units/0"),
            duplicate("/regiments/2/units/1"),
        ]
    );

    // S4-UNQ-3: Bloodletters and their Scourge of Aqshy version [BOK-LIB L2360].
    assert_eq!(
        unit(BOK, "bloodletters").excludes,
        ["bloodletters-scourge-of-aqshy"]
    );
    let mut doc = matched(BOK, vec![regiment("mighty-lord-of-khorne", &[], true)]);
    doc["auxiliaries"] =
        json!([{"unit": "bloodletters"}, {"unit": "bloodletters-scourge-of-aqshy"}]);
    assert_eq!(
        errors(&check(&doc)),
        error("sigmar.unit.excluded", "/auxiliaries/1")
    );
}

#[test]
fn the_army_choices_are_the_factions_and_the_general_is_one() {
    let sce = pack(SCE);
    // S4-BF-3: no battle formation while the pack has some.
    let mut doc = matched(SCE, vec![regiment("lord-celestant", &[], true)]);
    doc["battle_formation"] = Value::Null;
    assert_eq!(
        errors(&check(&doc)),
        error("sigmar.formation.missing", "/battle_formation")
    );
    // S4-LORE-1: a Khorne prayer lore is not a Stormcast one; the closest is suggested.
    doc["battle_formation"] = json!(sce.battle_formations[0].id);
    let khorne_lore = &pack(BOK).prayer_lores[0].id;
    doc["prayer_lore"] = json!(khorne_lore);
    assert_eq!(
        errors(&check(&doc)),
        error("sigmar.lore.unknown", "/prayer_lore")
    );
    doc["prayer_lore"] = Value::Null;
    // S4-ENH-3: Liberators are no HERO.
    doc["regiments"][0]["units"] = json!([{"unit": "liberators", "artefact": sce.artefacts[0].id}]);
    assert_eq!(
        errors(&check(&doc)),
        error(
            "sigmar.enhancement.not_eligible",
            "/regiments/0/units/0/artefact"
        )
    );
    // S4-GEN-1: no general, then two.
    let doc = matched(SCE, vec![regiment("lord-celestant", &[], false)]);
    assert_eq!(
        errors(&check(&doc)),
        error("sigmar.general.missing", "/regiments")
    );
    let doc = matched(
        SCE,
        vec![
            regiment("lord-celestant", &[], true),
            regiment("knight-azyros", &[], true),
        ],
    );
    assert_eq!(
        errors(&check(&doc)),
        error("sigmar.general.several", "/regiments/1/general")
    );
}

#[test]
fn the_season_is_the_packs_and_legends_are_said() {
    for pack in catalog().packs() {
        assert_eq!(pack.season, muster_core::games::sigmar::DEFAULT_SEASON);
    }
    let mut doc = matched(BOK, vec![regiment("khorgos-khul", &[], true)]);
    let report = check(&doc);
    assert!(report.legal, "{:?}", report.diagnostics);
    assert_eq!(
        message(&report, "sigmar.unit.legends"),
        "Khorgos Khul is a Legends warscroll."
    );
    doc["season"] = json!("ghb-2024-25");
    let report = check(&doc);
    assert!(report.legal);
    assert_eq!(warnings(&report), ["sigmar.season.mismatch"]);
    doc["season"] = json!("ghb-2099");
    assert_eq!(
        errors(&check(&doc)),
        error("sigmar.season.unknown", "/season")
    );
}
