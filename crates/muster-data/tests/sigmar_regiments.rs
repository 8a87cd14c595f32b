//! Age of Sigmar regiments on the real packs (digest `shared/rules/sigmar.md` S4-REG-2 to
//! S4-REG-5, S4-RNF-*): the leaders' options as the BattleScribe data gives them (Lord-
//! Celestant, Knight-Azyros, Mighty Lord of Khorne, Valkia, Karanak), Reinforced units, and
//! the digest's §4 golden facts as the loaded catalogue shows them. Every id is the pack's;
//! a number pinned here was checked in the pack file and in the BattleScribe file, both cited.

use crate::sigmar_common;

use sigmar_common::*;

#[test]
fn reinforced_liberators_cost_180_and_field_10_models() {
    // data/sigmar/stormcast-eternals.json:1576-1582 (points 90, models 5, reinforced 180 and
    // 10), read from Stormcast Eternals.cat:2958 (cost 90), :2941-2945 (×2 when Reinforced),
    // :2961 (the Reinforced link) and Stormcast Eternals - Library.cat:105-118 (5 Liberators,
    // +5 per Reinforced).
    let liberators = unit(SCE, "liberators");
    let reinforced = liberators.reinforced.as_ref().expect("reinforceable");
    assert_eq!((liberators.points, liberators.models), (Some(90), 5));
    assert_eq!((reinforced.points, reinforced.models), (Some(180), 10));

    let doc = matched(
        SCE,
        vec![regiment("lord-celestant", &["+liberators"], true)],
    );
    let report = check(&doc);
    assert!(report.legal, "{:?}", report.diagnostics);
    let leader = unit(SCE, "lord-celestant");
    let regiment = &report.totals.regiment_slots[0];
    assert_eq!(regiment.points, leader.points.unwrap() + 180);
    assert_eq!(regiment.models, leader.models + 10);
    assert_eq!(report.totals.models, leader.models + 10);
}

#[test]
fn reinforced_is_refused_on_a_unit_whose_data_has_no_reinforced_link() {
    // Questor Soulsworn: the library lets it be reinforced, the faction overlay offers no
    // link (digest S4-RNF-2: trust the overlay).
    assert!(unit(SCE, "questor-soulsworn").reinforced.is_none());
    let doc = matched(
        SCE,
        vec![regiment("lord-celestant", &["+questor-soulsworn"], true)],
    );
    let report = check(&doc);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.reinforced.not_allowed",
            "/regiments/0/units/0/reinforced".to_owned()
        )]
    );
    assert_eq!(
        message(&report, "sigmar.reinforced.not_allowed"),
        "Questor Soulsworn cannot be Reinforced."
    );
    // Counted at its normal size, not doubled.
    let regiment = &report.totals.regiment_slots[0];
    let expected = points(SCE, "lord-celestant", false) + points(SCE, "questor-soulsworn", false);
    assert_eq!(regiment.points, expected);
}

#[test]
fn a_lord_celestant_takes_three_units_or_four_in_the_generals_regiment() {
    let four = ["liberators", "vindictors", "praetors", "vigilors"];
    let doc = matched(
        SCE,
        vec![
            regiment("lord-celestant-on-dracoth", &[], true),
            regiment("lord-celestant", &four, false),
        ],
    );
    let report = check(&doc);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.regiment.too_many_units",
            "/regiments/1/units/3".to_owned()
        )]
    );
    assert_eq!(
        message(&report, "sigmar.regiment.too_many_units"),
        "Lord-Celestant's regiment has 4 units besides its leader; it may have 3."
    );

    let doc = matched(
        SCE,
        vec![
            regiment("lord-celestant-on-dracoth", &[], false),
            regiment("lord-celestant", &four, true),
        ],
    );
    assert!(check(&doc).legal);
}

#[test]
fn a_vanguard_chamber_unit_is_no_option_of_a_lord_celestant() {
    let hunters = unit(SCE, "vanguard-hunters");
    assert!(hunters.has_keyword("VANGUARD CHAMBER") && !hunters.has_keyword("WARRIOR CHAMBER"));
    let doc = matched(
        SCE,
        vec![regiment(
            "lord-celestant",
            &["gryph-hounds", "vanguard-hunters"],
            true,
        )],
    );
    let report = check(&doc);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.regiment.not_an_option",
            "/regiments/0/units/1".to_owned()
        )]
    );
    assert_eq!(
        message(&report, "sigmar.regiment.not_an_option"),
        "Vanguard-Hunters is not one of Lord-Celestant's regiment options."
    );
}

#[test]
fn regimental_heroes_and_capped_options_of_the_real_leaders() {
    // Lord-Celestant: 0-1 Stormcast Exemplar (digest §4.3); a second is refused.
    let doc = matched(
        SCE,
        vec![regiment(
            "lord-celestant",
            &["knight-vexillor", "knight-questor"],
            true,
        )],
    );
    let report = check(&doc);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.regiment.option_full",
            "/regiments/0/units/1".to_owned()
        )]
    );
    // Knight-Azyros: at most one WARRIOR CHAMBER unit (digest §4.6, SCE L2970-3003).
    let doc = matched(
        SCE,
        vec![regiment(
            "knight-azyros",
            &["liberators", "prosecutors", "vindictors"],
            true,
        )],
    );
    assert_eq!(
        errors(&check(&doc)),
        [(
            "sigmar.regiment.option_full",
            "/regiments/0/units/2".to_owned()
        )]
    );
}

#[test]
fn a_mighty_lord_of_khorne_takes_bloodbound_warmongers_without_a_cap() {
    let secrator = unit(BOK, "bloodsecrator");
    assert!(secrator.has_keyword_or_tag("Bloodbound Warmonger") && secrator.is_hero());
    let doc = matched(
        BOK,
        vec![regiment(
            "mighty-lord-of-khorne",
            &["bloodsecrator", "bloodstoker", "blood-warriors"],
            true,
        )],
    );
    let report = check(&doc);
    assert!(report.legal, "{:?}", report.diagnostics);

    // Valkia the Bloody caps the Warmongers at one (digest §4.5).
    let doc = matched(
        BOK,
        vec![regiment(
            "valkia-the-bloody",
            &["bloodsecrator", "bloodstoker"],
            true,
        )],
    );
    assert_eq!(
        errors(&check(&doc)),
        [(
            "sigmar.regiment.option_full",
            "/regiments/0/units/1".to_owned()
        )]
    );
    // A Bloodthirster's options are DAEMON units and Slaughter Seekers: no Warmonger.
    let doc = matched(
        BOK,
        vec![regiment(
            "bloodthirster-of-unfettered-fury",
            &["bloodsecrator"],
            true,
        )],
    );
    let report = check(&doc);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.regiment.not_an_option",
            "/regiments/0/units/0".to_owned()
        )]
    );
    assert_eq!(
        message(&report, "sigmar.regiment.not_an_option"),
        "Bloodthirster of Unfettered Fury's regiment options admit no HERO such as Bloodsecrator."
    );
}

#[test]
fn karanak_takes_only_flesh_hounds_and_the_claws_of_karanak() {
    let doc = matched(
        BOK,
        vec![regiment(
            "karanak",
            &["flesh-hounds", "claws-of-karanak", "bloodletters"],
            true,
        )],
    );
    let report = check(&doc);
    assert_eq!(
        errors(&report),
        [(
            "sigmar.regiment.not_an_option",
            "/regiments/0/units/2".to_owned()
        )]
    );
    assert_eq!(
        message(&report, "sigmar.regiment.not_an_option"),
        "Bloodletters is not one of Karanak's regiment options."
    );
}

/// A unit's numbers as `(points, models, reinforced points and models, move, health, save,
/// control, base)`.
type Facts = (
    Option<u32>,
    u32,
    Option<(Option<u32>, u32)>,
    Option<String>,
    Option<u32>,
    Option<String>,
    Option<u32>,
    Option<String>,
);

fn facts(faction: &str, id: &str) -> Facts {
    let u = unit(faction, id);
    let p = &u.profile;
    (
        u.points,
        u.models,
        u.reinforced.as_ref().map(|r| (r.points, r.models)),
        p.r#move.clone(),
        p.health,
        p.save.clone(),
        p.control,
        u.base.clone(),
    )
}

fn fact(
    points: u32,
    models: u32,
    reinforced: Option<(u32, u32)>,
    profile: (&str, u32, &str, u32),
    base: &str,
) -> Facts {
    (
        Some(points),
        models,
        reinforced.map(|(p, m)| (Some(p), m)),
        Some(profile.0.to_owned()),
        Some(profile.1),
        Some(profile.2.to_owned()),
        Some(profile.3),
        Some(base.to_owned()),
    )
}

/// The unit's keywords, sorted.
fn keywords(faction: &str, id: &str) -> Vec<&'static str> {
    let mut k: Vec<&str> = unit(faction, id)
        .keywords
        .iter()
        .map(String::as_str)
        .collect();
    k.sort_unstable();
    k
}

/// The leader's options as `(keyword or unit, max, hero)`.
fn options(faction: &str, id: &str) -> Vec<(String, Option<u32>, bool)> {
    let regiment = unit(faction, id).regiment.as_ref().expect("leads");
    let mut o: Vec<_> = regiment
        .options
        .iter()
        .map(|o| {
            let what = o.keyword.clone().or(o.unit.clone()).unwrap();
            (what, o.max, o.hero)
        })
        .collect();
    o.sort();
    o
}

fn option(what: &str, max: Option<u32>, hero: bool) -> (String, Option<u32>, bool) {
    (what.to_owned(), max, hero)
}

#[test]
fn the_digests_stormcast_golden_facts_read_from_the_loaded_catalogue() {
    // Liberators: data/sigmar/stormcast-eternals.json:1576-1601; Stormcast Eternals.cat:2939
    // (link 9e2b-…), :2958 (90 pts), :2961 (Reinforced); Stormcast Eternals - Library.cat:26-34
    // (5"/2/3+/1), :105-118 (5 models, +5), :136-147 (40mm, keywords).
    let liberators = unit(SCE, "liberators");
    assert_eq!(liberators.src, "Stormcast Eternals.cat#9e2b-99cf-8387-d835");
    assert_eq!(
        facts(SCE, "liberators"),
        fact(90, 5, Some((180, 10)), ("5\"", 2, "3+", 1), "40mm")
    );
    assert_eq!(
        keywords(SCE, "liberators"),
        [
            "CHAMPION",
            "INFANTRY",
            "ORDER",
            "STORMCAST ETERNALS",
            "WARRIOR CHAMBER"
        ]
    );

    // Lord-Celestant: stormcast-eternals.json:1815-1849; Stormcast Eternals.cat:1380-1428
    // (100 pts L1391, enhancement links L1382-1383, options L1416-1427: Gryph-hounds
    // 218d-…, WARRIOR CHAMBER 94a8-…, a Stormcast Exemplar capped at 1 in L5557-5691);
    // Library :1361-1394 (5"/6/3+/2, keywords, 1 model).
    let celestant = unit(SCE, "lord-celestant");
    assert_eq!(celestant.src, "Stormcast Eternals.cat#ef68-a21a-719c-8384");
    assert_eq!(
        facts(SCE, "lord-celestant"),
        fact(100, 1, None, ("5\"", 6, "3+", 2), "40mm")
    );
    assert_eq!(
        keywords(SCE, "lord-celestant"),
        [
            "HERO",
            "INFANTRY",
            "ORDER",
            "STORMCAST ETERNALS",
            "WARRIOR CHAMBER"
        ]
    );
    assert!(celestant.enhancements && !celestant.is_unique());
    assert_eq!(
        options(SCE, "lord-celestant"),
        [
            option("Stormcast Exemplar", Some(1), true),
            option("WARRIOR CHAMBER", None, false),
            option("gryph-hounds", None, false),
        ]
    );
    assert_eq!(
        unit(SCE, "gryph-hounds").src,
        "Stormcast Eternals.cat#218d-f230-5cf7-c3cd"
    );

    // Neave Blacktalon: stormcast-eternals.json:2280-2315; Stormcast Eternals.cat:5-57 (280
    // pts L7, no enhancement links, options L44-50); Library :1956-2005 (7"/6/3+/2,
    // keywords, max 1).
    let neave = unit(SCE, "neave-blacktalon");
    assert_eq!(neave.src, "Stormcast Eternals.cat#9950-73bd-365e-e450");
    assert_eq!(
        facts(SCE, "neave-blacktalon"),
        fact(280, 1, None, ("7\"", 6, "3+", 2), "40mm")
    );
    assert!(neave.is_unique() && !neave.enhancements && neave.max == Some(1));
    assert!(neave.has_keyword("VANGUARD CHAMBER") && neave.has_keyword("THE BLACKTALONS"));
    assert_eq!(
        options(SCE, "neave-blacktalon"),
        [
            option("VANGUARD CHAMBER", None, false),
            option("lorai-child-of-the-abyss", None, true),
            option("neaves-companions", None, false),
        ]
    );
}

#[test]
fn the_digests_khorne_golden_facts_read_from_the_loaded_catalogue() {
    // Bloodletters: data/sigmar/blades-of-khorne.json:193-221; Blades of Khorne.cat:1895-1923
    // (150 pts L1921, Reinforced L1914); Library :2100-2154 (5"/2/5+/1, keywords
    // L2126-2133, 10 models +10 L2141-2154), :2218 (32mm).
    let bloodletters = unit(BOK, "bloodletters");
    assert_eq!(bloodletters.src, "Blades of Khorne.cat#e0b-379b-7832-7bac");
    assert_eq!(
        facts(BOK, "bloodletters"),
        fact(150, 10, Some((300, 20)), ("5\"", 2, "5+", 1), "32mm")
    );
    assert_eq!(
        keywords(BOK, "bloodletters"),
        [
            "BLADES OF KHORNE",
            "CHAMPION",
            "CHAOS",
            "DAEMON",
            "INFANTRY",
            "MUSICIAN (1/10)",
            "STANDARD BEARER (1/10)",
            "WARD (6+)"
        ]
    );

    // Mighty Lord of Khorne: blades-of-khorne.json:985-1015; Blades of Khorne.cat:1408-1456
    // (110 pts L1410, options L1448-1449, the Warmonger cap -1 in L798-844); Library
    // :1544-1591 (5"/7/3+/2), :1635 (60mm).
    let lord = unit(BOK, "mighty-lord-of-khorne");
    assert_eq!(lord.src, "Blades of Khorne.cat#e0c4-7af2-b0a2-4718");
    assert_eq!(
        facts(BOK, "mighty-lord-of-khorne"),
        fact(110, 1, None, ("5\"", 7, "3+", 2), "60mm")
    );
    assert!(lord.enhancements);
    assert_eq!(
        options(BOK, "mighty-lord-of-khorne"),
        [
            option("BLADES OF KHORNE", None, false),
            option("Bloodbound Warmonger", None, true),
        ]
    );

    // Khorgos Khul: blades-of-khorne.json:798-832; Blades of Khorne.cat:2427-2468 (220 pts
    // L2466); Library :4545-4557 (5"/8/3+/2), :4600-4612 (keywords, Legends), :4671 (max 1).
    let khul = unit(BOK, "khorgos-khul");
    assert_eq!(khul.src, "Blades of Khorne.cat#799e-1279-bb01-74d5");
    assert_eq!(
        facts(BOK, "khorgos-khul"),
        fact(220, 1, None, ("5\"", 8, "3+", 2), "60mm")
    );
    assert!(khul.is_warmaster() && khul.is_unique() && khul.legends && khul.max == Some(1));
    assert!(khul.has_keyword("WARD (6+)") && !khul.enhancements);
}

#[test]
fn an_undersize_dracothian_guard_needs_a_lord_celestant_on_dracoth_for_each_copy() {
    // Stormcast Eternals.cat:2020-2054: "Dracothian Guard Concussors (1 model)" has a
    // roster cap of 0 (L2052), raised by 1 for each Lord-Celestant on Dracoth (L2033-2037,
    // childId 2e41-… = the pack's `lord-celestant-on-dracoth`); the Desolators, Fulminators
    // and Tempestors "(1 model)" have the same pattern (L2369, L2436, L2613). Digest P4.
    let undersize = unit(SCE, "dracothian-guard-concussors-1-model");
    assert!(undersize.tags.iter().any(|t| t == "Undersize Unit"));
    let mut doc = matched(SCE, vec![regiment("lord-celestant", &[], true)]);
    doc["auxiliaries"] = serde_json::json!([{"unit": undersize.id}]);
    let report = check(&doc);
    assert!(
        !report.legal,
        "an undersize unit without a Lord-Celestant on Dracoth: {:?}",
        report.diagnostics
    );
    assert_eq!(
        errors(&report),
        error("sigmar.unit.over_max", "/auxiliaries/0")
    );
    assert_eq!(
        message(&report, "sigmar.unit.over_max"),
        "The army may include Dracothian Guard Concussors (1 model) once for each \
         Lord-Celestant on Dracoth in it; with 0 there, at most 0 times."
    );

    // With one Lord-Celestant on Dracoth, one copy is allowed and a second is not.
    let mut doc = matched(
        SCE,
        vec![
            regiment("lord-celestant", &[], true),
            regiment("lord-celestant-on-dracoth", &[&undersize.id], false),
        ],
    );
    assert!(check(&doc).legal, "{:?}", check(&doc).diagnostics);
    doc["auxiliaries"] = serde_json::json!([{"unit": undersize.id}]);
    assert!(!check(&doc).legal);

    // Two Lords-Celestant on Dracoth allow two.
    doc["regiments"][0] = regiment("lord-celestant-on-dracoth", &[], true);
    assert!(check(&doc).legal, "{:?}", check(&doc).diagnostics);
}

#[test]
fn an_undersize_stormdrake_guard_needs_a_knight_draconis() {
    // Stormcast Eternals.cat:3233-3267: "Stormdrake Guard (1 model)" has a cap of 0 in its
    // force (L3265), raised by 1 for each Knight-Draconis in the roster (L3236-3238, childId
    // bb4b-… = the pack's `knight-draconis`, Stormcast Eternals.cat:548). Digest P4.
    let undersize = unit(SCE, "stormdrake-guard-1-model");
    assert!(undersize.tags.iter().any(|t| t == "Undersize Unit"));
    let mut doc = matched(SCE, vec![regiment("lord-celestant", &[], true)]);
    doc["auxiliaries"] = serde_json::json!([{"unit": undersize.id}]);
    let report = check(&doc);
    assert!(
        !report.legal,
        "an undersize unit without a Knight-Draconis: {:?}",
        report.diagnostics
    );
    let doc = matched(
        SCE,
        vec![regiment("knight-draconis", &[&undersize.id], true)],
    );
    assert!(check(&doc).legal, "{:?}", check(&doc).diagnostics);
}

#[test]
fn a_regiment_is_led_by_a_hero_with_regiment_options() {
    let doc = matched(SCE, vec![regiment("liberators", &[], true)]);
    assert_eq!(
        errors(&check(&doc)),
        error("sigmar.regiment.leader_not_a_hero", "/regiments/0/leader")
    );
    // Lorai is a HERO only ever taken into Neave Blacktalon's regiment: she leads none.
    let lorai = unit(SCE, "lorai-child-of-the-abyss");
    assert!(lorai.is_hero() && lorai.regiment.is_none());
    let doc = matched(SCE, vec![regiment(&lorai.id, &[], true)]);
    assert_eq!(
        errors(&check(&doc)),
        error("sigmar.regiment.cannot_lead", "/regiments/0/leader")
    );
    // A manifestation is in no regiment (S4-REG-4).
    let doc = matched(
        SCE,
        vec![regiment("lord-celestant", &["celestian-vortex"], true)],
    );
    assert!(unit(SCE, "celestian-vortex").is_manifestation());
    assert_eq!(
        errors(&check(&doc)),
        error(
            "sigmar.regiment.terrain_or_manifestation",
            "/regiments/0/units/0"
        )
    );
}

#[test]
fn the_builder_offers_a_lord_celestant_what_his_options_allow() {
    let doc = matched(SCE, vec![regiment("lord-celestant", &["liberators"], true)]);
    let choices =
        muster_core::games::sigmar::choices(&parse(&doc), catalog(), muster_core::Lang::En);
    let regiment = &choices.regiments[0];
    assert_eq!((regiment.slots_used, regiment.slots_max), (1, 4));
    let pick = |id: &str| {
        regiment
            .units
            .iter()
            .find(|p| p.id == id)
            .unwrap_or_else(|| panic!("{id} offered"))
    };
    assert!(pick("vindictors").allowed);
    assert!(pick("gryph-hounds").allowed);
    let hunters = pick("vanguard-hunters");
    assert!(!hunters.allowed);
    assert_eq!(
        hunters.reason.as_deref(),
        Some("Vanguard-Hunters is not one of Lord-Celestant's regiment options.")
    );
    assert_eq!(
        pick("liberators").reinforced_points,
        Some(points(SCE, "liberators", true))
    );
    // Every leader offered is a HERO of the pack; Lorai (no options) is not allowed.
    assert!(choices.leaders.iter().all(|p| p.hero));
    let lorai = choices
        .leaders
        .iter()
        .find(|p| p.id == "lorai-child-of-the-abyss");
    assert!(lorai.is_none_or(|p| !p.allowed));
}

#[test]
fn neave_blacktalon_leads_a_regiment_with_her_companions_and_lorai() {
    // Stormcast Eternals.cat:58-70 and :3008-3039: Lorai's and Neave's Companions' minimum
    // (-1, none) is set to 1 when Neave Blacktalon (9950-…) is the Regimental Leader of the
    // force, so her regiment holds both; :23-40: Neave is hidden outside a Regiment, so she is
    // never an auxiliary (digest S4-AUX-2: "Heroes with compulsory regiment options cannot be
    // auxiliaries").
    let whole = matched(
        SCE,
        vec![regiment(
            "neave-blacktalon",
            &["neaves-companions", "lorai-child-of-the-abyss"],
            true,
        )],
    );
    let report = check(&whole);
    assert!(report.legal, "{:?}", report.diagnostics);
    // Neither has a cost element in the data: both are paid for in Neave's 280 points.
    assert!(report.totals.unpriced.is_empty(), "{:?}", report.totals);
    assert_eq!(
        report.totals.regiment_slots[0].points,
        points(SCE, "neave-blacktalon", false)
    );

    let alone = matched(SCE, vec![regiment("neave-blacktalon", &[], true)]);
    assert!(
        !check(&alone).legal,
        "Neave's regiment without her Companions and Lorai: {:?}",
        check(&alone).diagnostics
    );
    let missing = (
        "sigmar.regiment.required_missing",
        "/regiments/0".to_owned(),
    );
    assert_eq!(errors(&check(&alone)), [missing.clone(), missing]);
    let half = matched(
        SCE,
        vec![regiment("neave-blacktalon", &["neaves-companions"], true)],
    );
    assert_eq!(
        message(&check(&half), "sigmar.regiment.required_missing"),
        "Neave Blacktalon's regiment must include Lorai, Child of the Abyss."
    );

    let mut auxiliary = matched(SCE, vec![regiment("lord-celestant", &[], true)]);
    auxiliary["auxiliaries"] = serde_json::json!([{"unit": "neave-blacktalon"}]);
    assert!(
        !check(&auxiliary).legal,
        "Neave as an auxiliary: {:?}",
        check(&auxiliary).diagnostics
    );
    assert_eq!(
        errors(&check(&auxiliary)),
        error("sigmar.auxiliary.compulsory_regiment", "/auxiliaries/0")
    );

    // The builder offers her as a leader (with them) and not as an auxiliary.
    let lord = matched(SCE, vec![regiment("lord-celestant", &[], true)]);
    let choices =
        muster_core::games::sigmar::choices(&parse(&lord), catalog(), muster_core::Lang::En);
    let leader = choices.leaders.iter().find(|p| p.id == "neave-blacktalon");
    assert!(leader.is_some_and(|p| p.allowed), "{leader:?}");
    let aux = choices
        .auxiliaries
        .iter()
        .find(|p| p.id == "neave-blacktalon");
    assert!(aux.is_some_and(|p| !p.allowed), "{aux:?}");
}
