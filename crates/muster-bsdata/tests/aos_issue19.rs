//! The importer defects of issue 19, each on the real BSData files
//! (`shared/reference/bsdata-aos4`, commit 6c4bfee), with the lines relied on in each
//! comment; and that a pack does not depend on what else was imported with it.

use muster_bsdata::import_aos;
use muster_core::games::sigmar::{
    validate_list, Catalog, Mode, Options, Pack, Regiment, SigmarList, Unit, UnitChoice,
    DEFAULT_SEASON,
};
use muster_core::Lang;
use std::path::PathBuf;

fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference/bsdata-aos4")
}

/// The packs and notes of `factions`, imported together for the newest season.
fn import(factions: &[&str]) -> (Vec<Pack>, Vec<String>) {
    import_for(DEFAULT_SEASON, factions)
}

/// [`import`] for `season`.
fn import_for(season: &str, factions: &[&str]) -> (Vec<Pack>, Vec<String>) {
    let dir = data();
    let cats: Vec<PathBuf> = factions.iter().map(|f| dir.join(f)).collect();
    let import = import_aos(&dir.join("Age of Sigmar 4.0.gst"), &cats, season)
        .unwrap_or_else(|e| panic!("{e}"));
    (import.packs, import.notes)
}

fn unit<'a>(pack: &'a Pack, id: &str) -> &'a Unit {
    pack.units
        .iter()
        .find(|u| u.id == id)
        .unwrap_or_else(|| panic!("no unit {id} in {}", pack.faction.id))
}

#[test]
fn a_pack_imported_alone_is_the_pack_imported_with_others() {
    // The shipped packs' notes name one faction each; `data/sigmar` is made in one run.
    let (alone, _) = import(&["Seraphon.cat"]);
    let (together, _) = import(&["Stormcast Eternals.cat", "Seraphon.cat"]);
    assert_eq!(alone[0], together[1]);
    let files: Vec<&str> = alone[0]
        .source
        .files
        .iter()
        .map(|f| f.file.as_str())
        .collect();
    // The game system, the faction's own catalogue, then the others by name.
    assert_eq!(files[..2], ["Age of Sigmar 4.0.gst", "Seraphon.cat"]);
    assert!(files[2..].windows(2).all(|w| w[0] < w[1]), "{files:?}");
}

#[test]
fn knight_zephyros_shown_only_when_legends_are_allowed_is_a_kept_legends_unit() {
    // Stormcast Eternals - Library.cat L7517: Knight-Zephyros, no Legends category; L7607-
    // 7612: hidden while "Allow Legends" (Age of Sigmar 4.0.gst L15831, id 7e59-2237-4890-
    // a80a) is not selected. The faction links it at Stormcast Eternals.cat L992.
    let (packs, _) = import(&["Stormcast Eternals.cat"]);
    let sce = &packs[0];
    let zephyros = unit(sce, "knight-zephyros");
    assert!(zephyros.legends, "flagged Legends");
    assert_eq!(zephyros.src, "Stormcast Eternals.cat#a7c5-4587-7ce3-bcc7");
    assert!(zephyros.is_hero() && !zephyros.keywords.iter().any(|k| k == "Legends"));
    // The Legends category still flags (Lord-Ordinator) and a current warscroll is not.
    assert!(unit(sce, "lord-ordinator").legends);
    assert!(!unit(sce, "liberators").legends);
    assert!(!unit(sce, "lord-celestant").legends);
}

#[test]
fn a_unit_listed_twice_keeps_what_either_entry_allows() {
    // Daughters of Khaine - The Croneseer's Pariahs.cat L166 (link 9e18-…, no Reinforced
    // link) and L696 (link 8829-…, Reinforced link at L718): one unit, reinforceable.
    let (packs, notes) = import(&[
        "Daughters of Khaine - The Croneseer's Pariahs.cat",
        "Ironjawz - Big Waaagh!.cat",
        "Nighthaunt - The Clattering Procession.cat",
    ]);
    let pariahs = &packs[0];
    let twins: Vec<&Unit> = (pariahs.units.iter())
        .filter(|u| u.name == "Khainite Shadowstalkers")
        .collect();
    assert_eq!(twins.len(), 1);
    let shadowstalkers = twins[0];
    assert_eq!(
        shadowstalkers.src,
        "Daughters of Khaine - The Croneseer's Pariahs.cat#9e18-866c-dd28-3d33"
    );
    assert_eq!(shadowstalkers.points, Some(130));
    let reinforced = shadowstalkers
        .reinforced
        .as_ref()
        .expect("Reinforced from L696");
    assert_eq!((reinforced.points, reinforced.models), (Some(260), 18));
    assert!(notes.iter().any(|n| n.starts_with(
        "Daughters of Khaine - The Croneseer's Pariahs.cat:696: 'Khainite Shadowstalkers' listed twice"
    ) && n.ends_with("from the second: Reinforced")));

    // Big Waaagh!.cat L800 and L3111: Kragnos leads what either entry's options admit
    // (KRULEBOYZ from the first, IRONJAWZ from the second).
    let kragnos = unit(&packs[1], "kragnos-the-end-of-empires");
    let keywords: Vec<&str> = (kragnos.regiment.as_ref().unwrap().options.iter())
        .filter_map(|o| o.keyword.as_deref())
        .collect();
    assert!(keywords.contains(&"KRULEBOYZ") && keywords.contains(&"IRONJAWZ"));

    // Nighthaunt - The Clattering Procession.cat L251 caps its Black Coach at one (L281),
    // L371 does not: the unit is not capped.
    let coach = unit(&packs[2], "black-coach");
    assert_eq!(coach.max, None);
}

#[test]
fn every_unit_listed_twice_is_merged_with_a_note() {
    // The six pairs of the data (`aos/twins.rs`), each now one unit with one note.
    let (packs, notes) = import(&[
        "Daughters of Khaine - The Croneseer's Pariahs.cat",
        "Ironjawz - Big Waaagh!.cat",
        "Kharadron Overlords - The Magnate's Crew.cat",
        "Nighthaunt - The Clattering Procession.cat",
        "Sons of Behemat - King Brodd's Stomp.cat",
    ]);
    let merged: Vec<&String> = notes
        .iter()
        .filter(|n| n.contains("listed twice ("))
        .collect();
    assert_eq!(merged.len(), 6, "{merged:#?}");
    for pack in &packs {
        let mut names: Vec<&str> = pack.units.iter().map(|u| u.name.as_str()).collect();
        names.sort_unstable();
        let before = names.len();
        names.dedup();
        assert_eq!(before, names.len(), "{}", pack.faction.id);
    }
    assert!(!notes.iter().any(|n| n.contains("a second unit named")));
}

/// A matched list of `faction` with one regiment, the general's: `leader` and `units`.
fn one_regiment(faction: &str, leader: &str, units: &[&str]) -> SigmarList {
    let mut list = SigmarList::new("slots", faction, Mode::Matched);
    list.regiments.push(Regiment {
        leader: UnitChoice::new(leader),
        units: units.iter().map(|u| UnitChoice::new(*u)).collect(),
        general: true,
    });
    list
}

/// The paths of the findings of S4-REG-3 (a unit beyond the regiment's size).
fn beyond_size(catalog: &Catalog, list: &SigmarList) -> Vec<String> {
    let report = validate_list(list, catalog, &Options::default(), Lang::En);
    (report.diagnostics.into_iter())
        .filter(|d| d.code == "sigmar.regiment.too_many_units")
        .inspect(|d| assert_eq!(d.rule, "sigmar:S4-REG-3"))
        .map(|d| d.path)
        .collect()
}

#[test]
fn a_cities_of_sigmar_regiment_with_a_command_corps_takes_one_more_unit() {
    // Age of Sigmar 4.0.gst L9644-9653: the Regiment force (L9616) raises its size cap
    // (L9658) by one when it holds exactly one Freeguild Command Corps Auxiliaries
    // (Cities of Sigmar - Library.cat L8091) or Whisperblade (L8229).
    let (packs, _) = import(&["Cities of Sigmar.cat", "Stormcast Eternals.cat"]);
    let cities = &packs[0];
    let slots: Vec<(&str, u32, &str)> = (cities.regiment_slots.iter())
        .map(|s| (s.unit.as_str(), s.extra, s.src.as_str()))
        .collect();
    assert_eq!(
        slots,
        [
            (
                "freeguild-command-corps-auxiliaries",
                1,
                "Age of Sigmar 4.0.gst#376a-6b97-8699-dd59"
            ),
            (
                "freeguild-command-corps-whisperblade",
                1,
                "Age of Sigmar 4.0.gst#376a-6b97-8699-dd59"
            ),
        ]
    );
    assert!(packs[1].regiment_slots.is_empty(), "Stormcast has none");
    let catalog = Catalog::new(packs.clone()).unwrap();

    // The general's regiment: a Battlemage and five Sigmarite Infantry, one of them the
    // Command Corps: legal; five without it, or with two of it: the fifth is one too many.
    let infantry = ["freeguild-fusiliers", "freeguild-steelhelms", "flagellants"];
    let with_corps = [
        &infantry[..],
        &["wildercorps-hunters", "freeguild-command-corps-auxiliaries"],
    ]
    .concat();
    let list = one_regiment("cities-of-sigmar", "battlemage", &with_corps);
    assert_eq!(beyond_size(&catalog, &list), Vec::<String>::new());
    let without = [
        &infantry[..],
        &["wildercorps-hunters", "freeguild-grenadiers"],
    ]
    .concat();
    let list = one_regiment("cities-of-sigmar", "battlemage", &without);
    assert_eq!(beyond_size(&catalog, &list), ["/regiments/0/units/4"]);
    let twice = [&infantry[..], &["freeguild-command-corps-auxiliaries"; 2]].concat();
    let list = one_regiment("cities-of-sigmar", "battlemage", &twice);
    assert_eq!(beyond_size(&catalog, &list), ["/regiments/0/units/4"]);

    // Five units in another faction's general's regiment are one too many.
    let warriors = [
        "liberators",
        "judicators-with-skybolt-bows",
        "decimators",
        "praetors",
        "annihilators",
    ];
    let list = one_regiment("stormcast-eternals", "lord-celestant", &warriors);
    assert_eq!(beyond_size(&catalog, &list), ["/regiments/0/units/4"]);
}

#[test]
fn faction_enhancement_tables_come_with_their_units_limits_and_season() {
    // Ironjawz.cat L547: "Monstrous Traits" (roster max 1 at L780, lifted only in Path to
    // Glory at L773; max 1 per unit at L781); its 2026-27 sub-group "Brutal Beasts" (L549,
    // shown under GHB 2026-27) holds Big 'Un, Angry 'Un and Fast 'Un at 10 points each.
    let (packs, notes) = import(&[
        "Ironjawz.cat",
        "Ogor Mawtribes.cat",
        "Stormcast Eternals.cat",
    ]);
    let ironjawz = &packs[0];
    let traits = (ironjawz.enhancement_tables.iter())
        .find(|t| t.name == "Monstrous Traits")
        .expect("Ironjawz have Monstrous Traits");
    assert_eq!(traits.src, "Ironjawz.cat#9ce1-0fdf-ab44-7202");
    assert_eq!((traits.per_army, traits.per_unit), (Some(1), Some(1)));
    let names: Vec<(&str, Option<u32>, Option<u32>)> = (traits.enhancements.iter())
        .map(|e| (e.name.as_str(), e.points, e.max))
        .collect();
    assert_eq!(
        names,
        [
            ("Big 'Un", Some(10), Some(1)),
            ("Angry 'Un", Some(10), Some(1)),
            ("Fast 'Un", Some(10), Some(1)),
        ]
    );
    assert_eq!(
        traits.enhancements[0].src,
        "Ironjawz.cat#6967-79c3-e674-0b6d"
    );
    assert!(!traits.units.is_empty());
    for id in &traits.units {
        assert!(
            unit(ironjawz, id).keywords.iter().any(|k| k == "MONSTER"),
            "{id}"
        );
    }
    // Heroic traits and artefacts stay where they were; Path to Glory's groups are no table.
    assert!(!ironjawz.heroic_traits.is_empty() && !ironjawz.artefacts.is_empty());
    for pack in &packs {
        for table in &pack.enhancement_tables {
            assert!(
                !matches!(
                    table.name.as_str(),
                    "Heroic Traits" | "Artefacts of Power" | "Paths" | "Battle Wounds + Scars"
                ),
                "{}: {}",
                pack.faction.id,
                table.name
            );
        }
    }
    assert!(!notes.iter().any(|n| n.contains("Ghyranite Concoctions")));

    // Ogor Mawtribes.cat L534: "Big Names", whose enhancements (sub-group L536) show only
    // under GHB 2025-26 (L607-608): not in 2026-27, in 2025-26 (where the Monstrous
    // Traits of L633 show none).
    let ogors = &packs[1];
    let tables: Vec<&str> = ogors
        .enhancement_tables
        .iter()
        .map(|t| t.name.as_str())
        .collect();
    assert_eq!(tables, ["Monstrous Traits"]);
    let (older, _) = import_for("ghb-2025-26", &["Ogor Mawtribes.cat"]);
    let tables: Vec<&str> = (older[0].enhancement_tables.iter())
        .map(|t| t.name.as_str())
        .collect();
    assert_eq!(tables, ["Big Names"]);

    // Stormcast Eternals.cat L5335: "Scars of War" shows under GHB 2026-27 (unhidden at
    // L5459-5464), so it is a table of the season, though the digest files it with Path to
    // Glory.
    assert!(packs[2]
        .enhancement_tables
        .iter()
        .any(|t| t.name == "Scars of War"));
}
