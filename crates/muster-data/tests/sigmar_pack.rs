//! Loading Age of Sigmar packs: each text against the pack schema, then the catalogue; a
//! folder's packs in name order; the player's packs beside the shipped ones, marked as
//! theirs and named in the data label. The packs here are made up for the tests.

use crate::common;
use muster_core::games::sigmar::Sigmar;

use common::{repo, Scratch};
use muster_core::games::sigmar::Pack;
use muster_core::Lang;
use muster_data::sigmar::is_users;
use muster_data::Pack as _;
use std::path::Path;

/// A one-unit pack of `faction`, its origin `origin`.
fn pack(faction: &str, name: &str, origin: &str) -> String {
    format!(
        r#"{{"format": "muster-sigmar-pack/1",
            "source": {{"origin": "{origin}", "files": [{{"file": "{name}.cat", "revision": 3}}], "note": "made up for a test"}},
            "season": "ghb-2026-27",
            "faction": {{"id": "{faction}", "name": "{name}"}},
            "units": [{{"id": "warriors", "name": "Warriors", "points": 100, "models": 10,
                        "keywords": ["INFANTRY"], "src": "{name}.cat#1"}}]}}"#
    )
}

#[test]
fn packs_load_together_and_each_fault_names_its_file_and_place() {
    let seraphon = pack("seraphon", "Seraphon", "test");
    let khorne = pack("blades-of-khorne", "Blades of Khorne", "test");
    let catalog = Sigmar::load_texts(&[("a.json", &seraphon), ("b.json", &khorne)]).unwrap();
    assert_eq!(catalog.packs().count(), 2);
    assert_eq!(catalog.unit("seraphon", "warriors").unwrap().models, 10);

    let wrong_format = seraphon.replace("muster-sigmar-pack/1", "muster-sigmar-pack/2");
    let err = Sigmar::load_texts(&[("a.json", &khorne), ("b.json", &wrong_format)]).unwrap_err();
    assert_eq!(
        (err.file.as_str(), err.place.as_str()),
        ("b.json", "/format"),
        "{err}"
    );
    assert!(err.message.contains("schema"), "{err}");

    let unknown_field = seraphon.replace("\"models\": 10", "\"models\": 10, \"wounds\": 1");
    let err = Sigmar::load_texts(&[("a.json", &unknown_field)]).unwrap_err();
    assert_eq!(err.file, "a.json");
    assert!(
        err.place.starts_with("units[0]") || err.place.starts_with("/units/0"),
        "{err}"
    );
    assert!(err.message.contains("wounds"), "{err}");

    // Issue 32: a pack of no units (it would replace the shipped faction) is refused.
    let no_units = format!(
        "{}[]}}",
        &seraphon[..seraphon.find("\"units\": [").unwrap() + "\"units\": ".len()]
    );
    let err = Sigmar::load_texts(&[("a.json", &no_units)]).unwrap_err();
    assert_eq!(
        (err.file.as_str(), err.place.as_str()),
        ("a.json", "/units"),
        "{err}"
    );

    let broken = &seraphon[..40];
    let err = Sigmar::load_texts(&[("a.json", broken)]).unwrap_err();
    assert!(err.place.starts_with("line 2, column"), "{err}");

    let again = pack("seraphon", "Seraphon", "elsewhere");
    let err = Sigmar::load_texts(&[("a.json", &seraphon), ("b.json", &again)]).unwrap_err();
    assert_eq!(
        (err.file.as_str(), err.place.as_str()),
        ("b.json", "/faction/id"),
        "{err}"
    );
    assert!(err.message.contains("a second pack"), "{err}");
}

#[test]
fn a_folder_loads_its_json_files_in_name_order_and_a_missing_one_is_named() {
    let scratch = Scratch::new("dir");
    scratch.write("b-seraphon.json", &pack("seraphon", "Seraphon", "test"));
    scratch.write(
        "a-khorne.json",
        &pack("blades-of-khorne", "Blades of Khorne", "test"),
    );
    scratch.write("README.txt", "not a pack");
    let catalog = Sigmar::load_dir(scratch.dir()).unwrap();
    let order: Vec<&str> = catalog.packs().map(|p| p.faction.id.as_str()).collect();
    assert_eq!(order, ["blades-of-khorne", "seraphon"]);

    let err = Sigmar::load_dir(Path::new("/nonexistent/sigmar")).unwrap_err();
    assert!(
        err.file.ends_with("sigmar") && err.message.contains("cannot read"),
        "{err}"
    );
}

#[test]
fn every_pack_of_data_sigmar_is_shipped_and_loads() {
    let folder = repo().join("data/sigmar");
    let mut files: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".json"))
        .collect();
    files.sort();
    let shipped_files: Vec<&str> = muster_data::sigmar::bundled_files().collect();
    assert_eq!(files, shipped_files);
    let shipped = Sigmar::bundled().unwrap();
    shipped.open_all().unwrap();
    let from_folder = Sigmar::load_dir(&folder).unwrap();
    let shipped_packs: Vec<&Pack> = shipped.packs().collect();
    assert_eq!(shipped_packs, from_folder.packs().collect::<Vec<_>>());
    assert_eq!(shipped.factions(), from_folder.factions());
    for ((pack, file), (faction, stamp)) in shipped_packs
        .iter()
        .zip(&shipped_files)
        .zip(shipped.stamps())
    {
        assert_eq!(format!("{}.json", pack.faction.id), *file);
        assert!(!is_users(pack), "{file}");
        // The index compiled in says what the pack says, and its stamp is its text's.
        assert_eq!(*faction, pack.faction, "{file}");
        let text = std::fs::read_to_string(folder.join(file)).unwrap();
        assert_eq!(stamp, muster_data::sigmar::stamp(&text), "{file}");
        // The text a pack is written as is the file's text.
        assert!(muster_data::sigmar::pack_json(pack) == text, "{file}");
    }
    assert_eq!(
        Sigmar::fingerprint(&shipped),
        Sigmar::fingerprint(&from_folder)
    );
}

#[test]
fn the_shipped_packs_are_read_one_faction_at_a_time() {
    let shipped = Sigmar::bundled().unwrap();
    assert!(
        shipped.factions().len() > 90,
        "every faction is known at once"
    );
    let label = Sigmar::pack_label(&shipped, Lang::En);
    assert!(
        format!("{shipped:?}").contains("opened: 0"),
        "listing the factions and printing the label read no pack: {shipped:?}"
    );
    assert!(label.starts_with("Age of Sigmar data "), "{label}");
    let seraphon = shipped.pack("seraphon").expect("Seraphon is shipped");
    assert!(seraphon.units.len() > 20);
    assert!(
        format!("{shipped:?}").contains("opened: 1"),
        "opening a faction reads its pack only: {shipped:?}"
    );
    let legends: Vec<&str> = shipped
        .factions()
        .iter()
        .filter(|f| f.legends)
        .map(|f| f.id.as_str())
        .collect();
    assert!(legends.contains(&"beasts-of-chaos-legends"), "{legends:?}");
    assert!(!shipped.faction("seraphon").unwrap().legends);
}

#[test]
fn the_players_packs_join_the_shipped_ones_marked_as_theirs() {
    let shipped = Sigmar::bundled().unwrap();
    let scratch = Scratch::new("user");
    // No folder yet: the shipped packs alone, and the label names none of the player's.
    let alone = muster_data::sigmar::with_user_packs(&scratch.dir().join("sigmar-packs")).unwrap();
    assert_eq!(alone.factions(), shipped.factions());
    assert_eq!(Sigmar::fingerprint(&alone), Sigmar::fingerprint(&shipped));
    assert!(!Sigmar::pack_label(&alone, Lang::En).contains('('));

    scratch.write(
        "my-warhost.json",
        &pack("my-warhost", "My Warhost", "my BattleScribe folder"),
    );
    let mine = muster_data::sigmar::with_user_packs(scratch.dir()).unwrap();
    let warhost = mine.pack("my-warhost").unwrap();
    assert!(is_users(warhost));
    assert!(mine.is_users("my-warhost"));
    assert_eq!(warhost.source.origin, "user: my BattleScribe folder");
    assert_eq!(mine.factions().len(), shipped.factions().len() + 1);
    assert!(
        Sigmar::pack_label(&mine, Lang::En).ends_with(" (your packs: My Warhost)"),
        "{}",
        Sigmar::pack_label(&mine, Lang::En)
    );
    assert_ne!(Sigmar::fingerprint(&mine), Sigmar::fingerprint(&alone));

    // A pack of a shipped faction replaces the shipped one, and the label says so.
    scratch.write(
        "seraphon.json",
        &pack("seraphon", "Seraphon", "my BattleScribe folder"),
    );
    let replaced = muster_data::sigmar::with_user_packs(scratch.dir()).unwrap();
    assert_eq!(replaced.factions().len(), shipped.factions().len() + 1);
    let seraphon = replaced.pack("seraphon").unwrap();
    assert!(is_users(seraphon));
    assert_eq!(seraphon.units.len(), 1);
    assert!(
        Sigmar::pack_label(&replaced, Lang::En)
            .ends_with(" (your packs: Seraphon, replacing the shipped one; My Warhost)"),
        "{}",
        Sigmar::pack_label(&replaced, Lang::En)
    );
    assert!(
        Sigmar::pack_label(&replaced, Lang::Es)
            .ends_with(" (tus packs: Seraphon, en lugar del incluido; My Warhost)"),
        "{}",
        Sigmar::pack_label(&replaced, Lang::Es)
    );

    // A broken pack of the player's loads nothing and names its file.
    scratch.write("zz-broken.json", "{");
    let err = muster_data::sigmar::with_user_packs(scratch.dir()).unwrap_err();
    assert!(err.file.ends_with("zz-broken.json"), "{err}");
}
