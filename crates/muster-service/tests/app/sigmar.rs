//! The Age of Sigmar commands on the community BattleScribe data (read at test time from
//! `shared/reference/bsdata-aos4`, never copied into the project): the packs as the builder
//! reads them, the choices of a matched list, and importing a folder whole or not at all.

use crate::support::*;
use serde_json::Value;
use std::sync::OnceLock;

/// The BattleScribe folder of the fourth edition.
fn bsdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference/bsdata-aos4")
}

/// The Stormcast Eternals pack as `muster import bsdata` makes it, once per test run.
fn stormcast_text() -> &'static str {
    static TEXT: OnceLock<String> = OnceLock::new();
    TEXT.get_or_init(|| {
        let data = bsdata();
        let import = muster_bsdata::import_aos(
            &data.join("Age of Sigmar 4.0.gst"),
            &[data.join("Stormcast Eternals.cat")],
            DEFAULT_SEASON,
        )
        .unwrap();
        serde_json::to_string_pretty(&import.packs[0]).unwrap()
    })
}

/// A state whose player has imported the Stormcast Eternals pack.
fn with_stormcast(dir: &TempDir) -> AppState {
    let state = state_in(dir);
    let folder = user_packs_dir(&state);
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("stormcast-eternals.json"), stormcast_text()).unwrap();
    state
}

fn unit<'a>(pack: &'a PackView, id: &str) -> &'a UnitView {
    pack.units
        .iter()
        .find(|u| u.id == id)
        .unwrap_or_else(|| panic!("no {id}"))
}

#[test]
fn the_catalogue_shows_a_players_pack_as_theirs_with_the_datas_numbers() {
    let dir = TempDir::new("sg-catalog");
    let state = with_stormcast(&dir);
    let view = sigmar_catalog(&state, Lang::En).unwrap();
    let faction = view
        .factions
        .iter()
        .find(|f| f.id == "stormcast-eternals")
        .unwrap();
    assert!(faction.user);
    assert_eq!(faction.grand_alliance.as_deref(), Some("ORDER"));
    let pack = sigmar_pack(&state, "stormcast-eternals").unwrap();
    assert!(pack.faction.user);
    assert!(
        !pack.source.origin.starts_with(USER_SOURCE),
        "{}",
        pack.source.origin
    );
    assert_eq!(pack.season, DEFAULT_SEASON);
    assert_eq!(pack.faction.grand_alliance.as_deref(), Some("ORDER"));
    let pack = &pack;
    // Digest §4.2 and §4.3.
    let liberators = unit(pack, "liberators");
    assert_eq!((liberators.points, liberators.models), (Some(90), 5));
    assert_eq!(
        liberators.reinforced,
        Some(ReinforcedView {
            points: Some(180),
            models: 10
        })
    );
    assert_eq!(liberators.profile.health, Some(2));
    assert_eq!(liberators.base.as_deref(), Some("40mm"));
    let celestant = unit(pack, "lord-celestant");
    assert!(celestant.hero && celestant.enhancements && !celestant.unique);
    assert_eq!(celestant.points, Some(100));
    let neave = unit(pack, "neave-blacktalon");
    assert!(neave.unique && !neave.enhancements);
    assert!(pack.units.iter().any(|u| u.faction_terrain));
    assert!(!pack.heroic_traits.is_empty() && !pack.artefacts.is_empty());
    assert_eq!(view.seasons.last(), Some(&DEFAULT_SEASON));

    // What the UI reads: camelCase, `null` for what the data does not state.
    let json = serde_json::to_value(&view).unwrap();
    let sce = serde_json::to_value(pack).unwrap();
    assert_eq!(sce["faction"]["grandAlliance"], "ORDER");
    assert!(sce["heroicTraits"].is_array() && sce["regimentsOfRenown"].is_array());
    let celestant = sce["units"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["id"] == "lord-celestant")
        .unwrap();
    assert_eq!(celestant["reinforced"], Value::Null);
    assert_eq!(celestant["factionTerrain"], false);
    assert_eq!(celestant["profile"]["move"], "5\"");
    assert_eq!(
        json["seasons"].as_array().unwrap().last().unwrap(),
        DEFAULT_SEASON
    );
}

#[test]
fn a_matched_lists_choices_come_from_the_rules_with_their_reasons() {
    let dir = TempDir::new("sg-choices");
    let state = with_stormcast(&dir);
    let document = r#"{"format": "muster-list/1", "game": "sigmar", "name": "Hammers",
        "faction": "stormcast-eternals", "mode": "matched",
        "regiments": [{"leader": {"unit": "lord-celestant"}, "units": [], "general": true}]}"#;
    let choices = sigmar_choices(&state, document, Lang::En).unwrap();
    let leader = choices
        .leaders
        .iter()
        .find(|p| p.id == "lord-celestant")
        .unwrap();
    assert_eq!((leader.points, leader.hero), (Some(100), true));
    let regiment = &choices.regiments[0];
    // The general's regiment: four units besides the leader (digest S4-REG-3).
    assert_eq!((regiment.slots_used, regiment.slots_max), (0, 4));
    let liberators = regiment
        .units
        .iter()
        .find(|p| p.id == "liberators")
        .unwrap();
    assert!(liberators.allowed, "{:?}", liberators.reason);
    assert_eq!(liberators.reinforced_points, Some(180));
    // A unit the Lord-Celestant's options do not name is refused, with the rules' words.
    let refused = regiment.units.iter().find(|p| !p.allowed).unwrap();
    assert!(refused.reason.as_ref().is_some_and(|r| !r.is_empty()));

    let json = serde_json::to_value(&choices).unwrap();
    assert!(json["regiments"][0]["slotsMax"].is_u64());
    assert!(json["regimentsOfRenown"].is_array());
    assert!(json["leaders"][0]["reinforcedPoints"].is_null());

    let spanish = sigmar_choices(&state, document, Lang::Es).unwrap();
    let reason = |c: &sigmar::Choices| {
        c.regiments[0]
            .units
            .iter()
            .find(|p| p.id == refused.id)
            .and_then(|p| p.reason.clone())
    };
    assert_ne!(
        reason(&spanish),
        reason(&choices),
        "the reason is in the language asked"
    );
}

#[test]
fn an_open_list_has_no_choices_and_another_games_list_is_refused() {
    let dir = TempDir::new("sg-choices-open");
    let state = with_stormcast(&dir);
    let open = r#"{"format": "muster-list/1", "game": "sigmar", "name": "Any",
        "faction": "stormcast-eternals", "mode": "open",
        "units": [{"unit": "liberators", "models": 5}]}"#;
    let choices = sigmar_choices(&state, open, Lang::En).unwrap();
    assert!(choices.leaders.is_empty() && choices.regiments.is_empty());
    let err = sigmar_choices(&state, DISKWARS_KAIROS, Lang::En).unwrap_err();
    assert_eq!(err.code, "args.invalid");
    let err = sigmar_choices(&state, "{}", Lang::En).unwrap_err();
    assert_eq!(err.code, "list.invalid");
}

#[test]
fn a_broken_folder_is_refused_naming_the_file_and_changes_nothing() {
    let dir = TempDir::new("sg-import-broken");
    let state = with_stormcast(&dir);
    let folder = user_packs_dir(&state);
    let before = std::fs::read(folder.join("stormcast-eternals.json")).unwrap();

    // No game system: the folder is named.
    let empty = dir.path().join("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let err = sigmar_import_folder(&state, &empty).unwrap_err();
    assert_eq!(err.code, "data.broken");
    assert!(err.message.contains(".gst"), "{}", err.message);

    // The real game system beside a faction catalogue cut short: that file is named.
    let broken = dir.path().join("broken");
    std::fs::create_dir_all(&broken).unwrap();
    std::fs::copy(
        bsdata().join("Age of Sigmar 4.0.gst"),
        broken.join("Age of Sigmar 4.0.gst"),
    )
    .unwrap();
    std::fs::write(
        broken.join("Broken Host.cat"),
        "<?xml version=\"1.0\"?>\n<catalogue id=\"b-1\" name=\"Broken Host\" library=\"false\" \
         gameSystemId=\"e51d-b1a3-75fc-dc3g\">\n<entryLinks><entryLink",
    )
    .unwrap();
    let err = sigmar_import_folder(&state, &broken).unwrap_err();
    assert_eq!(err.code, "data.broken");
    assert!(err.message.contains("Broken Host.cat"), "{}", err.message);

    // Nothing was written: the player's packs are as they were.
    let files: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(files, ["stormcast-eternals.json"]);
    assert_eq!(
        std::fs::read(folder.join("stormcast-eternals.json")).unwrap(),
        before
    );
}

#[test]
fn every_faction_of_the_folder_is_imported_among_the_players_packs() {
    let dir = TempDir::new("sg-import");
    // The player imported Stormcast Eternals before, for an older season.
    let state = state_in(&dir);
    let folder = user_packs_dir(&state);
    std::fs::create_dir_all(&folder).unwrap();
    let older = stormcast_text().replace(DEFAULT_SEASON, SEASONS[0]);
    std::fs::write(folder.join("stormcast-eternals.json"), &older).unwrap();
    let before = sigmar_catalog(&state, Lang::En).unwrap();
    let imported = sigmar_import_folder(&state, &bsdata()).unwrap();

    // Each faction catalogue (Armies of Renown are catalogues of their own), no library,
    // no Regiments of Renown, no Path to Glory.
    let names: Vec<&str> = imported.packs.iter().map(|p| p.name.as_str()).collect();
    assert!(names.contains(&"Stormcast Eternals"), "{names:?}");
    assert!(names.contains(&"Blades of Khorne"), "{names:?}");
    assert!(!names
        .iter()
        .any(|n| n.contains("Library") || n.contains("Renown") || n.contains("Path to Glory")));
    let sce = imported
        .packs
        .iter()
        .find(|p| p.faction == "stormcast-eternals")
        .unwrap();
    assert_eq!(sce.file, "stormcast-eternals.json");
    assert!(sce.units > 0);
    for pack in &imported.packs {
        assert!(
            user_packs_dir(&state).join(&pack.file).is_file(),
            "{}",
            pack.file
        );
    }

    // The catalogue reads the player's folder again and marks the packs theirs; the new
    // Stormcast Eternals pack replaced the older one, and every shipped pack of a faction
    // the folder has gives way to the player's.
    let after = sigmar_catalog(&state, Lang::En).unwrap();
    let replaced = before
        .factions
        .iter()
        .filter(|f| imported.packs.iter().any(|i| i.faction == f.id))
        .count();
    assert_eq!(
        after.factions.len(),
        before.factions.len() + imported.packs.len() - replaced
    );
    let sce: Vec<&FactionView> = after
        .factions
        .iter()
        .filter(|f| f.id == "stormcast-eternals")
        .collect();
    assert_eq!(sce.len(), 1);
    assert!(
        after.factions.iter().all(|f| f.user),
        "every faction here is the player's now"
    );
    assert_eq!(
        sigmar_pack(&state, "stormcast-eternals").unwrap().season,
        DEFAULT_SEASON
    );
    let khorne = sigmar_pack(&state, "blades-of-khorne").unwrap();
    assert!(khorne.faction.user);
    let khorne = &khorne;
    // Digest §4.4: Bloodletters, 150 points for 10, 300 for 20 Reinforced.
    let bloodletters = unit(khorne, "bloodletters");
    assert_eq!((bloodletters.points, bloodletters.models), (Some(150), 10));
    assert_eq!(
        bloodletters
            .reinforced
            .as_ref()
            .map(|r| (r.points, r.models)),
        Some((Some(300), 20))
    );
}
