//! Loading Age of Sigmar packs: each text against the pack schema, then the catalogue; a
//! folder's packs in name order; the player's packs beside the shipped ones, marked as
//! theirs and named in the data label. The packs here are made up for the tests.

mod common;

use common::{repo, Scratch};
use muster_core::Lang;
use muster_data::sigmar::is_users;
use muster_data::{
    bundled_sigmar, load_sigmar_dir, load_sigmar_texts, sigmar_pack_label, sigmar_with_user_packs,
};
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
    let catalog = load_sigmar_texts(&[("a.json", &seraphon), ("b.json", &khorne)]).unwrap();
    assert_eq!(catalog.packs().len(), 2);
    assert_eq!(catalog.unit("seraphon", "warriors").unwrap().models, 10);

    let wrong_format = seraphon.replace("muster-sigmar-pack/1", "muster-sigmar-pack/2");
    let err = load_sigmar_texts(&[("a.json", &khorne), ("b.json", &wrong_format)]).unwrap_err();
    assert_eq!(
        (err.file.as_str(), err.place.as_str()),
        ("b.json", "/format"),
        "{err}"
    );
    assert!(err.message.contains("schema"), "{err}");

    let unknown_field = seraphon.replace("\"models\": 10", "\"models\": 10, \"wounds\": 1");
    let err = load_sigmar_texts(&[("a.json", &unknown_field)]).unwrap_err();
    assert_eq!(err.file, "a.json");
    assert!(
        err.place.starts_with("units[0]") || err.place.starts_with("/units/0"),
        "{err}"
    );
    assert!(err.message.contains("wounds"), "{err}");

    let broken = &seraphon[..40];
    let err = load_sigmar_texts(&[("a.json", broken)]).unwrap_err();
    assert!(err.place.starts_with("line 2, column"), "{err}");

    let again = pack("seraphon", "Seraphon", "elsewhere");
    let err = load_sigmar_texts(&[("a.json", &seraphon), ("b.json", &again)]).unwrap_err();
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
    let catalog = load_sigmar_dir(scratch.dir()).unwrap();
    let order: Vec<&str> = catalog
        .packs()
        .iter()
        .map(|p| p.faction.id.as_str())
        .collect();
    assert_eq!(order, ["blades-of-khorne", "seraphon"]);

    let err = load_sigmar_dir(Path::new("/nonexistent/sigmar")).unwrap_err();
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
    assert_eq!(files, muster_data::sigmar::FILES);
    let shipped = bundled_sigmar().unwrap();
    let from_folder = load_sigmar_dir(&folder).unwrap();
    assert_eq!(shipped.packs(), from_folder.packs());
    for (pack, file) in shipped.packs().iter().zip(muster_data::sigmar::FILES) {
        assert_eq!(format!("{}.json", pack.faction.id), file);
        assert!(!is_users(pack), "{file}");
        // The text a pack is written as is the file's text.
        let text = std::fs::read_to_string(folder.join(file)).unwrap();
        assert!(muster_data::sigmar::pack_json(pack) == text, "{file}");
    }
}

#[test]
fn the_players_packs_join_the_shipped_ones_marked_as_theirs() {
    let shipped = bundled_sigmar().unwrap();
    let scratch = Scratch::new("user");
    // No folder yet: the shipped packs alone, and the label names none of the player's.
    let alone = sigmar_with_user_packs(&scratch.dir().join("sigmar-packs")).unwrap();
    assert_eq!(alone.packs(), shipped.packs());
    assert!(!sigmar_pack_label(&alone, Lang::En).contains('('));

    scratch.write(
        "sylvaneth.json",
        &pack("sylvaneth", "Sylvaneth", "my BattleScribe folder"),
    );
    let mine = sigmar_with_user_packs(scratch.dir()).unwrap();
    let sylvaneth = mine.pack("sylvaneth").unwrap();
    assert!(is_users(sylvaneth));
    assert_eq!(sylvaneth.source.origin, "user: my BattleScribe folder");
    assert_eq!(mine.packs().len(), shipped.packs().len() + 1);
    assert!(
        sigmar_pack_label(&mine, Lang::En).ends_with(" (your packs: Sylvaneth)"),
        "{}",
        sigmar_pack_label(&mine, Lang::En)
    );
    assert_ne!(
        muster_data::sigmar_fingerprint(&mine),
        muster_data::sigmar_fingerprint(&alone)
    );

    // A pack of a shipped faction replaces the shipped one, and the label says so.
    scratch.write(
        "seraphon.json",
        &pack("seraphon", "Seraphon", "my BattleScribe folder"),
    );
    let replaced = sigmar_with_user_packs(scratch.dir()).unwrap();
    assert_eq!(replaced.packs().len(), shipped.packs().len() + 1);
    let seraphon = replaced.pack("seraphon").unwrap();
    assert!(is_users(seraphon));
    assert_eq!(seraphon.units.len(), 1);
    assert!(
        sigmar_pack_label(&replaced, Lang::En)
            .ends_with(" (your packs: Seraphon, replacing the shipped one; Sylvaneth)"),
        "{}",
        sigmar_pack_label(&replaced, Lang::En)
    );
    assert!(
        sigmar_pack_label(&replaced, Lang::Es)
            .ends_with(" (tus packs: Seraphon, en lugar del incluido; Sylvaneth)"),
        "{}",
        sigmar_pack_label(&replaced, Lang::Es)
    );

    // A broken pack of the player's loads nothing and names its file.
    scratch.write("zz-broken.json", "{");
    let err = sigmar_with_user_packs(scratch.dir()).unwrap_err();
    assert!(err.file.ends_with("zz-broken.json"), "{err}");
}
