//! Golden values of the Age of Sigmar importer against the real BSData files
//! (`shared/reference/bsdata-aos4`, commit 6c4bfee), for the examples of the rules digest
//! §4 and the counts of §5.5. Every value here was checked by reading the XML (file and
//! line in each comment), not only the digest.

use muster_bsdata::import_aos;
use muster_core::games::sigmar::{Pack, RegimentOption, Unit};
use std::path::PathBuf;
use std::sync::OnceLock;

fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference/bsdata-aos4")
}

fn import(season: &str, factions: &[&str]) -> Vec<Pack> {
    let dir = data();
    let cats: Vec<PathBuf> = factions.iter().map(|f| dir.join(f)).collect();
    import_aos(&dir.join("Age of Sigmar 4.0.gst"), &cats, season)
        .unwrap_or_else(|e| panic!("{e}"))
        .packs
}

/// The four factions of the shipped packs, season 2026-27, imported once.
fn packs() -> &'static [Pack] {
    static PACKS: OnceLock<Vec<Pack>> = OnceLock::new();
    PACKS.get_or_init(|| {
        import(
            "ghb-2026-27",
            &[
                "Stormcast Eternals.cat",
                "Blades of Khorne.cat",
                "Seraphon.cat",
                "Skaven.cat",
            ],
        )
    })
}

fn pack(id: &str) -> &'static Pack {
    packs()
        .iter()
        .find(|p| p.faction.id == id)
        .unwrap_or_else(|| panic!("no pack {id}"))
}

fn unit<'a>(pack: &'a Pack, id: &str) -> &'a Unit {
    pack.units
        .iter()
        .find(|u| u.id == id)
        .unwrap_or_else(|| panic!("no unit {id} in {}", pack.faction.id))
}

fn keyword(k: &str) -> RegimentOption {
    RegimentOption {
        keyword: Some(k.into()),
        unit: None,
        max: None,
        hero: false,
    }
}

fn strings(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

#[test]
fn liberators_cost_90_for_5_models_and_180_for_10_reinforced() {
    // SCE L2939-3007 (link 9e2b-…: cost 90 L2958, Reinforced link L2961), SCE-LIB L4-148.
    let u = unit(pack("stormcast-eternals"), "liberators");
    assert_eq!(u.name, "Liberators");
    assert_eq!(u.points, Some(90));
    assert_eq!(u.models, 5);
    let r = u.reinforced.as_ref().expect("Liberators may be Reinforced");
    assert_eq!((r.points, r.models), (Some(180), 10));
    assert_eq!(
        u.keywords,
        strings(&[
            "CHAMPION",
            "INFANTRY",
            "ORDER",
            "STORMCAST ETERNALS",
            "WARRIOR CHAMBER"
        ])
    );
    assert_eq!(u.tags, strings(&["Warrior Chamber Infantry"]));
    assert_eq!(u.profile.r#move.as_deref(), Some("5\""));
    assert_eq!(u.profile.health, Some(2));
    assert_eq!(u.profile.save.as_deref(), Some("3+"));
    assert_eq!(u.profile.control, Some(1));
    assert_eq!(u.base.as_deref(), Some("40mm"));
    assert!(!u.enhancements && u.regiment.is_none() && u.max.is_none() && !u.legends);
    assert_eq!(u.src, "Stormcast Eternals.cat#9e2b-99cf-8387-d835");
}

#[test]
fn lord_celestant_leads_warrior_chamber_gryph_hounds_and_one_exemplar() {
    // SCE L1380-1428: cost 100, enhancement links L1382-1383, options L1419-1421; the
    // Stormcast Exemplar cap is 1 for this leader (categoryEntry L5557-5691).
    let p = pack("stormcast-eternals");
    let u = unit(p, "lord-celestant");
    assert_eq!(u.points, Some(100));
    assert_eq!(u.models, 1);
    assert!(u.is_hero() && u.enhancements && u.reinforced.is_none());
    assert_eq!(
        (u.profile.health, u.profile.control, u.base.as_deref()),
        (Some(6), Some(2), Some("40mm"))
    );
    let options = &u.regiment.as_ref().expect("a leader").options;
    assert!(options.contains(&keyword("WARRIOR CHAMBER")));
    assert!(options.contains(&RegimentOption {
        keyword: None,
        unit: Some("gryph-hounds".into()),
        max: None,
        hero: false
    }));
    assert!(options.contains(&RegimentOption {
        keyword: Some("Stormcast Exemplar".into()),
        unit: None,
        max: Some(1),
        hero: true
    }));
    assert_eq!(options.len(), 3);
    assert!(unit(p, "gryph-hounds").points.is_some());
}

#[test]
fn neave_blacktalon_is_unique_without_enhancements_and_brings_lorai() {
    // SCE L5-57: cost 280, no enhancement links, options L48-50 (Lorai as Regimental
    // Hero); SCE-LIB L2005 caps her at 1.
    let p = pack("stormcast-eternals");
    let u = unit(p, "neave-blacktalon");
    assert_eq!(u.points, Some(280));
    assert!(u.is_unique() && !u.enhancements);
    assert_eq!(u.max, Some(1));
    assert_eq!(
        (u.profile.r#move.as_deref(), u.profile.health),
        (Some("7\""), Some(6))
    );
    let options = &u.regiment.as_ref().expect("a leader").options;
    assert_eq!(
        options,
        &vec![
            keyword("VANGUARD CHAMBER"),
            RegimentOption {
                keyword: None,
                unit: Some("neaves-companions".into()),
                max: None,
                hero: false
            },
            RegimentOption {
                keyword: None,
                unit: Some("lorai-child-of-the-abyss".into()),
                max: None,
                hero: true
            },
        ]
    );
    // Under her, Lorai's and the Companions' force minimum is set to 1 (SCE L61-72 and
    // the Companions' link at L3008): her regiment must hold both.
    let mut required = u.regiment.as_ref().unwrap().required.clone();
    required.sort();
    assert_eq!(
        required,
        strings(&["lorai-child-of-the-abyss", "neaves-companions"])
    );
    // Lorai has no cost of her own in the faction catalogue (SCE L58-87).
    assert_eq!(unit(p, "lorai-child-of-the-abyss").points, None);
}

#[test]
fn bloodletters_cost_150_for_10_and_300_for_20_reinforced() {
    // BOK L1895-1923 (cost 150 L1921, Reinforced L1914); BOK-LIB L2139-2154.
    let u = unit(pack("blades-of-khorne"), "bloodletters");
    assert_eq!(u.points, Some(150));
    assert_eq!(u.models, 10);
    let r = u.reinforced.as_ref().expect("reinforceable");
    assert_eq!((r.points, r.models), (Some(300), 20));
    assert_eq!(
        u.keywords,
        strings(&[
            "WARD (6+)",
            "CHAOS",
            "DAEMON",
            "INFANTRY",
            "CHAMPION",
            "STANDARD BEARER (1/10)",
            "MUSICIAN (1/10)",
            "BLADES OF KHORNE"
        ])
    );
    assert_eq!(u.base.as_deref(), Some("32mm"));
    // The Scourge of Aqshy variant and the standard warscroll exclude each other
    // (BOK-LIB L2360, digest S4-UNQ-3).
    assert_eq!(u.excludes, strings(&["bloodletters-scourge-of-aqshy"]));
}

#[test]
fn mighty_lord_of_khorne_takes_any_blades_of_khorne_and_any_number_of_warmongers() {
    // BOK L1408-1456: cost 110, options L1448-1449; the Bloodbound Warmonger cap is set to
    // -1 (unlimited) for this leader (BOK L798-844).
    let u = unit(pack("blades-of-khorne"), "mighty-lord-of-khorne");
    assert_eq!(u.points, Some(110));
    assert!(u.enhancements && !u.is_unique());
    assert_eq!(
        u.regiment.as_ref().expect("a leader").options,
        vec![
            keyword("BLADES OF KHORNE"),
            RegimentOption {
                keyword: Some("Bloodbound Warmonger".into()),
                unit: None,
                max: None,
                hero: true
            },
        ]
    );
    // The Warmonger tag is what a Bloodsecrator gives itself outside the lead (BOK L1062).
    assert!(unit(pack("blades-of-khorne"), "bloodsecrator")
        .tags
        .contains(&"Bloodbound Warmonger".to_string()));
}

#[test]
fn khorgos_khul_is_a_unique_legends_warmaster() {
    // BOK L2427-2468 (cost 220 L2466), BOK-LIB L4545-4674 (keywords L4602-4610, max 1
    // L4671, base 60mm).
    let u = unit(pack("blades-of-khorne"), "khorgos-khul");
    assert_eq!(u.points, Some(220));
    assert!(u.is_warmaster() && u.is_unique() && u.legends && !u.enhancements);
    assert!(!u.keywords.contains(&"Legends".to_string()));
    assert_eq!(u.max, Some(1));
    assert_eq!(
        (u.profile.health, u.base.as_deref()),
        (Some(8), Some("60mm"))
    );
    assert!(u
        .regiment
        .as_ref()
        .expect("a leader")
        .options
        .contains(&keyword("BLADES OF KHORNE")));
}

/// Reinforceable units and heroes of a pack.
fn counts(pack: &Pack) -> (usize, usize) {
    let reinforceable = pack.units.iter().filter(|u| u.reinforced.is_some()).count();
    let heroes = pack.units.iter().filter(|u| u.is_hero()).count();
    (reinforceable, heroes)
}

#[test]
fn counts_of_reinforceable_units_and_heroes_follow_the_season() {
    // The digest's 32/47 (SCE) and 11/24 (BoK) count every unit link of the catalogue
    // (checked: 96 and 43 unit links). A pack is one season of matched play, so:
    // - "Anvil of Apotheosis: … Hero" (a hero link in both) is Path to Glory only;
    // - "(Scourge of Ghyran)" variants are shown only under GHB 2025-26: Iridan the
    //   Witness (SCE hero), Mighty Lord of Khorne (BoK hero), Bloodcrushers (BoK,
    //   reinforceable);
    // - "(Scourge of Aqshy)" variants only under GHB 2026-27: Iridan the Witness (SCE
    //   hero), Stormstrike Palladors (SCE, reinforceable), Bloodletters and Blood Warriors
    //   (BoK, reinforceable; written hidden="false" but gated, see gate::Visibility).
    // 2026-27: SCE 32 reinforceable, 47 - Anvil - Iridan SoG = 45 heroes;
    //          BoK 11 - Bloodcrushers SoG = 10, 24 - Anvil - Mighty Lord SoG = 22.
    // 2025-26: SCE 32 - Palladors SoA = 31, 47 - Anvil - Iridan SoA = 45;
    //          BoK 11 - Bloodletters SoA - Blood Warriors SoA = 9, 24 - Anvil = 23.
    assert_eq!(counts(pack("stormcast-eternals")), (32, 45));
    assert_eq!(counts(pack("blades-of-khorne")), (10, 22));
    let older = import(
        "ghb-2025-26",
        &["Stormcast Eternals.cat", "Blades of Khorne.cat"],
    );
    assert_eq!(counts(&older[0]), (31, 45));
    assert_eq!(counts(&older[1]), (9, 23));
    let ids = |p: &Pack| p.units.iter().map(|u| u.id.clone()).collect::<Vec<_>>();
    assert!(ids(&older[1]).contains(&"bloodcrushers-scourge-of-ghyran".to_string()));
    assert!(!ids(&older[1]).contains(&"bloodletters-scourge-of-aqshy".to_string()));
    assert!(ids(pack("blades-of-khorne")).contains(&"bloodletters-scourge-of-aqshy".to_string()));
    assert!(!ids(pack("blades-of-khorne")).contains(&"bloodcrushers-scourge-of-ghyran".to_string()));
}

#[test]
fn dracothian_guard_concussors_are_two_units() {
    // SCE L1991 (200 pts, reinforceable) and L2020 ("(1 model)", 120 pts, Undersize Unit,
    // roster max 0 plus one per Lord-Celestant on Dracoth) both link 1b86-….
    let p = pack("stormcast-eternals");
    let full = unit(p, "dracothian-guard-concussors");
    let one = unit(p, "dracothian-guard-concussors-1-model");
    assert_eq!((full.points, full.models), (Some(200), 2));
    assert_eq!(
        full.reinforced.as_ref().map(|r| (r.points, r.models)),
        Some((Some(400), 4))
    );
    assert_eq!(one.name, "Dracothian Guard Concussors (1 model)");
    assert_eq!((one.points, one.models), (Some(120), 1));
    assert!(one.reinforced.is_none());
    // None without a Lord-Celestant on Dracoth, one more per Lord-Celestant on Dracoth.
    assert_eq!(one.max, Some(0));
    assert_eq!(one.max_per, strings(&["lord-celestant-on-dracoth"]));
    assert_eq!(one.tags, strings(&["Undersize Unit"]));
    assert_ne!(full.src, one.src);
    // Stormdrake Guard (1 model) writes its cap at parent scope (SCE L3265), raised per
    // Knight-Draconis in the roster (L3236-3238): read as the army's cap all the same.
    let drake = unit(p, "stormdrake-guard-1-model");
    assert_eq!(
        (drake.max, drake.max_per.clone()),
        (Some(0), strings(&["knight-draconis"]))
    );
    // An ordinary per-regiment cap (Liberators' force max, set under a Knight-Azyros) is
    // not an army cap.
    assert_eq!(unit(p, "liberators").max, None);
}

#[test]
fn the_blacktalons_cost_320_and_come_with_seraphon_not_stormcast() {
    // GST L7791-7833: cost 320; the parent-force conditions (L7799-7806) name Seraphon
    // among eight factions, not Stormcast Eternals; the units are RoR L550-610.
    let ror = pack("seraphon")
        .regiments_of_renown
        .iter()
        .find(|r| r.id == "the-blacktalons")
        .expect("Seraphon may take the Blacktalons");
    assert_eq!(ror.points, Some(320));
    let ids: Vec<&str> = ror.units.iter().map(|u| u.id.as_str()).collect();
    assert_eq!(
        ids,
        [
            "neave-blacktalon",
            "lorai-child-of-the-abyss",
            "neaves-companions"
        ]
    );
    assert!(ror.units.iter().all(|u| u.regiment.is_none()));
    // Its heroes may not be the general (RoR L551-553, L574-576: "Restrict General").
    let heroes = ror.units.iter().filter(|u| u.is_hero());
    assert!(heroes
        .into_iter()
        .all(|u| u.tags.contains(&"Restrict General".to_string())));
    assert!(!pack("stormcast-eternals")
        .regiments_of_renown
        .iter()
        .any(|r| r.id == "the-blacktalons"));
}

#[test]
fn every_unique_unit_is_capped_at_one() {
    let mut seen = 0;
    for p in packs() {
        let ror_units = p.regiments_of_renown.iter().flat_map(|r| &r.units);
        for u in p.units.iter().chain(ror_units) {
            if u.is_unique() {
                assert_eq!(u.max, Some(1), "{} in {}", u.id, p.faction.id);
                seen += 1;
            }
        }
    }
    assert!(seen > 20, "only {seen} UNIQUE units seen");
    // Domitan's Stormcoven is UNIQUE with no roster cap in the data (SCE-LIB L8783).
    assert_eq!(
        unit(pack("stormcast-eternals"), "domitans-stormcoven").max,
        Some(1)
    );
}

#[test]
fn lores_formations_and_enhancements_come_with_their_points() {
    let p = pack("stormcast-eternals");
    // Forbidden Power costs 20 (LORES L1061); Primal Energy 10 (L1105).
    let lore = |id: &str| p.manifestation_lores.iter().find(|c| c.id == id).cloned();
    assert_eq!(lore("forbidden-power").and_then(|c| c.points), Some(20));
    assert_eq!(lore("primal-energy").and_then(|c| c.points), Some(10));
    assert!(lore("manifestations-of-the-storm").is_some_and(|c| c.points.is_none()));
    assert_eq!(
        p.spell_lores
            .iter()
            .map(|c| c.id.as_str())
            .collect::<Vec<_>>(),
        ["lore-of-the-storm"]
    );
    assert_eq!(
        p.prayer_lores
            .iter()
            .map(|c| c.id.as_str())
            .collect::<Vec<_>>(),
        ["prayers-of-the-stormhosts"]
    );
    assert_eq!(p.battle_formations.len(), 5);
    // 2026-27 shows "Aspects of Azyr" (SCE L5058) and hides "Stormforged Qualities"
    // (2025-26 only, L5145-5225); "Relics of Sigmaron" is 2025-26 only as well.
    assert!(p
        .heroic_traits
        .iter()
        .all(|t| t.group.as_deref() == Some("Aspects of Azyr")));
    assert_eq!(p.heroic_traits.len(), 3);
    assert!(p
        .artefacts
        .iter()
        .all(|a| a.group.as_deref() == Some("Artefacts of the Tempest")));
    // Blades of Khorne have no spell lore (digest S4-LORE-1).
    assert!(pack("blades-of-khorne").spell_lores.is_empty());
}

#[test]
fn the_grand_alliance_comes_from_the_keywords() {
    let alliances: Vec<Option<&str>> = packs()
        .iter()
        .map(|p| p.faction.grand_alliance.as_deref())
        .collect();
    assert_eq!(
        alliances,
        [Some("ORDER"), Some("CHAOS"), Some("ORDER"), Some("CHAOS")]
    );
}

#[test]
fn the_packs_make_a_catalogue() {
    // Every regiment option and exclusion names a unit of its pack, ids are unique.
    let catalog = muster_core::games::sigmar::Catalog::new(packs().to_vec());
    assert!(catalog.is_ok(), "{:?}", catalog.err());
}
