//! Roster files mapped to Age of Sigmar lists on the shipped packs: by the catalogue ids the
//! file carries and by name, in every form (`.ros`, a `.rosz` made here, New Recruit's
//! `.json`), with every selection not mapped named. The fixtures are made here
//! (`tests/sigmar/rosters/`, see their headers), each with its expected list.

use crate::common;

use common::{expected, fixture, shipped, zip_of};
use muster_bsdata::{read_roster, read_roster_file, sigmar_list, RosterImport};
use muster_core::games::sigmar::{validate_list, Options};
use muster_core::Lang;

fn import(file: &str, lang: Lang) -> RosterImport {
    let roster = read_roster_file(&fixture(file)).unwrap();
    sigmar_list(&roster, &shipped(), lang).unwrap()
}

/// The notes as `name: message`, for assertions that read like the file.
fn notes(import: &RosterImport) -> Vec<String> {
    import
        .notes
        .iter()
        .map(|n| format!("{}: {}", n.name, n.message))
        .collect()
}

#[test]
fn a_roster_maps_by_catalogue_ids_to_its_expected_list() {
    let import = import("stormcast-vanguard.ros", Lang::En);
    assert_eq!(import.list, expected("stormcast-vanguard.expect.json"));
}

#[test]
fn three_of_the_same_unit_stay_three_and_reinforced_is_read_from_the_model_count_or_the_upgrade() {
    let list = import("stormcast-vanguard.ros", Lang::En).list;
    let first = &list.regiments[0];
    let liberators: Vec<bool> = first.units.iter().map(|u| u.reinforced).collect();
    // Ten Liberators (the pack's Reinforced size, no marker), then five and five.
    assert_eq!(liberators, [true, false, false]);
    assert!(first.units.iter().all(|u| u.unit == "liberators"));
    // Twelve Gryph-hounds with their Reinforced upgrade.
    assert!(list.regiments[1].units[0].reinforced);
}

#[test]
fn what_could_not_be_mapped_is_named_with_its_place() {
    let import = import("stormcast-vanguard.ros", Lang::En);
    assert_eq!(
        notes(&import),
        [
            "Warlord: could not map this upgrade of \"Lord-Celestant on Dracoth\": not a heroic \
             trait or artefact of the Stormcast Eternals pack",
            "Unknown Warscroll: could not map this unit: no unit of that id or name in the \
             Stormcast Eternals pack",
        ]
    );
    assert!(import.notes.iter().all(|n| n.place.contains(':')));
    let spanish = self::import("stormcast-vanguard.ros", Lang::Es);
    assert!(
        spanish.notes[1]
            .message
            .starts_with("no se pudo asignar esta unidad"),
        "{:?}",
        spanish.notes
    );
}

#[test]
fn new_recruits_markers_and_configuration_are_not_findings_the_validator_judges_the_list() {
    let import = import("stormcast-vanguard.ros", Lang::En);
    // `Undersize Unit`, `Illegal Units`, `Allow Legends` and the battle traits are no notes.
    assert!(notes(&import)
        .iter()
        .all(|n| !n.contains("Undersize") && !n.contains("Legends") && !n.contains("Traits")));
    let report = validate_list(&import.list, &shipped(), &Options::default(), Lang::En);
    let codes: Vec<&str> = report.diagnostics.iter().map(|d| d.code).collect();
    // The drops are information the validator gives every matched list.
    assert_eq!(codes, ["sigmar.deployment.drops"]);
    assert!(report.legal);
}

#[test]
fn a_list_that_breaks_rules_imports_as_it_is_and_the_validator_says_what_it_breaks() {
    let text = std::fs::read_to_string(fixture("khorne-by-name.ros"))
        .unwrap()
        .replace(
            "typeId=\"points\" value=\"1000\"",
            "typeId=\"points\" value=\"500\"",
        );
    let roster = read_roster("khorne-500.ros", text.as_bytes()).unwrap();
    let import = sigmar_list(&roster, &shipped(), Lang::En).unwrap();
    assert_eq!(import.list.points_limit, Some(500));
    assert_eq!(
        import.list.regiments,
        expected("khorne-by-name.expect.json").regiments
    );
    let report = validate_list(&import.list, &shipped(), &Options::default(), Lang::En);
    assert!(!report.legal);
    assert!(report
        .diagnostics
        .iter()
        .any(|d| d.code == "sigmar.points.over_limit"));
}

#[test]
fn a_rosz_of_the_roster_imports_to_the_same_list() {
    let ros = std::fs::read(fixture("stormcast-vanguard.ros")).unwrap();
    let rosz = zip_of(&[("Vanguard of Azyr.ros", &ros)]);
    let roster = read_roster("Vanguard of Azyr.rosz", &rosz).unwrap();
    let import = sigmar_list(&roster, &shipped(), Lang::En).unwrap();
    assert_eq!(import.list, expected("stormcast-vanguard.expect.json"));
    assert_eq!(import.notes.len(), 2);
    assert_eq!(import.notes[0].place, "86:17");
}

#[test]
fn new_recruits_json_of_the_roster_imports_to_the_same_list() {
    let import = import("stormcast-vanguard.json", Lang::En);
    assert_eq!(import.list, expected("stormcast-vanguard.expect.json"));
    let places: Vec<&str> = import.notes.iter().map(|n| n.place.as_str()).collect();
    assert_eq!(
        places,
        [
            "/roster/forces/0/forces/0/selections/0/selections/2",
            "/roster/forces/0/forces/1/selections/2",
        ]
    );
}

#[test]
fn a_roster_without_the_packs_ids_maps_by_name_seasonal_variants_included() {
    let import = import("khorne-by-name.ros", Lang::En);
    assert_eq!(import.list, expected("khorne-by-name.expect.json"));
    assert!(import.notes.is_empty(), "{:?}", import.notes);
    // Twenty Bloodletters are Reinforced; ten, and nine with their Bloodreaper, are not.
    let units: Vec<bool> = import.list.regiments[0]
        .units
        .iter()
        .map(|u| u.reinforced)
        .collect();
    assert_eq!(units, [true, false, false]);
}

#[test]
fn seraphon_and_skaven_rosters_map_too() {
    let seraphon = import("seraphon-starhost.ros", Lang::En);
    assert!(seraphon.notes.is_empty(), "{:?}", seraphon.notes);
    let list = &seraphon.list;
    assert_eq!(list.faction, "seraphon");
    assert_eq!(
        list.battle_formation.as_deref(),
        Some("thunderquake-starhost")
    );
    let regiment = &list.regiments[0];
    assert_eq!(regiment.leader.unit, "saurus-oldblood");
    assert_eq!(
        regiment.leader.heroic_trait.as_deref(),
        Some("being-of-the-stars")
    );
    assert!(regiment.general && regiment.units[0].reinforced);

    let skaven = import("skaven-swarm.json", Lang::En);
    assert!(skaven.notes.is_empty(), "{:?}", skaven.notes);
    let list = &skaven.list;
    assert_eq!(
        (
            list.faction.as_str(),
            list.points_limit,
            list.spell_lore.as_deref()
        ),
        ("skaven", Some(1000), Some("lore-of-ruin"))
    );
    let regiment = &list.regiments[0];
    assert_eq!(regiment.leader.artefact.as_deref(), Some("warpstone-charm"));
    let units: Vec<(&str, bool)> = regiment
        .units
        .iter()
        .map(|u| (u.unit.as_str(), u.reinforced))
        .collect();
    assert_eq!(units, [("clanrats", true), ("stormvermin", false)]);
}

#[test]
fn a_faction_without_a_pack_is_refused_by_name() {
    let text = std::fs::read_to_string(fixture("seraphon-starhost.ros"))
        .unwrap()
        .replace(
            "catalogueName=\"Seraphon\"",
            "catalogueName=\"Lumineth Realm-lords\"",
        );
    let roster = read_roster("lumineth.ros", text.as_bytes()).unwrap();
    let error = sigmar_list(&roster, &shipped(), Lang::En).unwrap_err();
    assert_eq!(
        error.to_string(),
        "lumineth.ros:8:5: no pack of the faction \"Lumineth Realm-lords\"; import its \
         BattleScribe data first"
    );
}

/// A real New Recruit roster of `../shared/reference/newrecruit-aos4/`, read at test time,
/// mapped on the shipped pack of its faction (`data/sigmar/<pack>.json`).
fn real(file: &str, pack: &str, lang: Lang) -> RosterImport {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/reference/newrecruit-aos4")
        .join(file);
    let roster = read_roster_file(&path).unwrap_or_else(|e| panic!("{file}: {e:?}"));
    let text = std::fs::read_to_string(common::root().join(format!("data/sigmar/{pack}.json")));
    let pack = serde_json::from_str(&text.unwrap()).unwrap();
    let catalog = muster_core::games::sigmar::Catalog::new(vec![pack]).unwrap();
    sigmar_list(&roster, &catalog, lang).unwrap()
}

#[test]
fn tactic_cards_and_empty_slots_of_real_rosters_are_roster_notes_not_selections_left_out() {
    // The kitchen sink picks two battle tactic cards: one roster note naming both.
    for file in [
        "fec-001-ghb-kitchen-sink.json",
        "fec-001-ghb-kitchen-sink.ros",
    ] {
        let import = real(file, "flesh-eater-courts", Lang::En);
        let cards: Vec<&muster_bsdata::RosterNote> =
            import.notes.iter().filter(|n| n.roster_note).collect();
        assert_eq!(cards.len(), 1, "{file}: {:?}", import.notes);
        assert_eq!(cards[0].name, "Battle Tactic Cards");
        assert!(
            cards[0]
                .message
                .contains("battle tactic cards: Flanking Firestorm, Smokescreen"),
            "{}",
            cards[0].message
        );
        assert!(
            import
                .notes
                .iter()
                .all(|n| !n.message.contains("could not map")),
            "{file}: {:?}",
            import.notes
        );
        let spanish = real(file, "flesh-eater-courts", Lang::Es);
        assert!(spanish.notes.iter().any(|n| n.roster_note
            && n.message
                .contains("cartas de táctica de batalla: Flanking Firestorm")));
    }
    // The minimal roster leaves its formation and manifestation lore empty, and picks no
    // card (nothing to say): each empty slot is said as what it is.
    for file in [
        "sce-001-minimal.json",
        "sce-001-minimal.ros",
        "sce-001-minimal.rosz",
    ] {
        let import = real(file, "stormcast-eternals", Lang::En);
        let said: Vec<(&str, &str, bool)> = (import.notes.iter())
            .map(|n| (n.name.as_str(), n.message.as_str(), n.roster_note))
            .collect();
        assert_eq!(
            said,
            [
                (
                    "Battle Formation",
                    "the list chooses no battle formation",
                    true
                ),
                (
                    "Manifestation Lore",
                    "the list chooses no manifestation lore",
                    true
                ),
            ],
            "{file}"
        );
        assert_eq!(import.list.battle_formation, None);
        assert!(import.list.spell_lore.is_some() && import.list.prayer_lore.is_some());
    }
    // A slot holding a lore the pack has is taken, and a lore slot left empty beside it is a
    // note: Ogor Mawtribes' roster leaves every slot empty.
    let ogors = real("om-001-all-units.json", "ogor-mawtribes", Lang::Es);
    let empty: Vec<&str> = (ogors.notes.iter())
        .filter(|n| n.roster_note)
        .map(|n| n.message.as_str())
        .collect();
    assert!(
        empty.contains(&"la lista no elige saber de hechizos"),
        "{empty:?}"
    );
    assert!(
        ogors.notes.iter().all(|n| !n
            .message
            .starts_with("no se pudo asignar: ninguna formación")),
        "{:?}",
        ogors.notes
    );
}
