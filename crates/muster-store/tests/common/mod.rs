//! Helpers shared by the integration tests: throw-away folders and folder snapshots.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

use muster_store::{CollectionEntry, Library, ListMeta, MatchOutcome, NewMatch};

/// A folder under Cargo's target tmp dir (a real disk, not tmpfs), removed when dropped.
pub struct TempDir(PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join("muster-store-tests")
            .join(format!("{tag}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }

    pub fn join(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Every file of a folder (not recursive) with its bytes.
pub fn snapshot(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect()
}

/// The file names of a folder, sorted.
pub fn names(dir: &Path) -> Vec<String> {
    snapshot(dir).into_keys().collect()
}

pub fn meta(name: &str) -> ListMeta {
    ListMeta::new(name, "runewars", "daqan-lords")
}

pub const SHIELD_WALL: &str = include_str!("../../../../examples/runewars-daqan-shield-wall.json");

/// A library with some of everything: two lists (one with three versions), a collection,
/// user records and two matches with events (one finished).
pub fn fill(library: &mut Library) {
    let a = library
        .save_list(None, &meta("Shield wall"), SHIELD_WALL)
        .unwrap();
    library
        .save_list(
            Some(a.id),
            &meta("Shield wall"),
            r#"{"format":"muster-list/1","v":2}"#,
        )
        .unwrap();
    let mut with_notes = meta("Shield wall");
    with_notes.notes = Some("for the club night".into());
    library
        .save_list(
            Some(a.id),
            &with_notes,
            "{\n  \"format\": \"muster-list/1\",\n  \"v\": 3\n}",
        )
        .unwrap();
    let b = library
        .save_list(
            None,
            &ListMeta::new("Crows", "runewars", "waiqar"),
            r#"{"name":"Crows \"quoted\" / ~"}"#,
        )
        .unwrap();
    library
        .add_to_collection(&[
            CollectionEntry::new("runewars", "unit", "spearmen", 3),
            CollectionEntry::new("runewars", "upgrade", "shield-wall", 2),
            CollectionEntry::new("runewars", "box", "core-set", 1),
            CollectionEntry::new("diskwars", "box", "core-set", 1),
        ])
        .unwrap();
    library
        .put_user_record(
            "runewars",
            "unit",
            "home-made",
            r#"{"name":"Home made","cost":20}"#,
        )
        .unwrap();
    library
        .put_user_record("aos", "warscroll", "x/y~z", "[1, 2, 3]")
        .unwrap();
    let m1 = library
        .create_match(&NewMatch {
            game: "runewars".into(),
            list_id: Some(a.id),
            opponent_list_id: Some(b.id),
            opponent: Some("Ñuño".into()),
            faction: Some("daqan-lords".into()),
            opponent_faction: Some("waiqar-the-undying".into()),
            setup: Some(r#"{"players":[{"name":"Ana"},{"name":"Ñuño"}]}"#.into()),
        })
        .unwrap();
    library.append_event(m1, r#"{"round":1}"#).unwrap();
    library
        .append_event(m1, r#"{"round":2,"note":"é ü ✓"}"#)
        .unwrap();
    library
        .finish_match(m1, r#"{"winner":"me"}"#, MatchOutcome::Won)
        .unwrap();
    let m2 = library
        .create_match(&NewMatch {
            game: "runewars".into(),
            list_id: Some(b.id),
            ..NewMatch::default()
        })
        .unwrap();
    library.append_event(m2, "true").unwrap();
}

/// A RuneWars catalogue fixture (one unit, made-up costs) and a two-player set-up with one
/// unit each, for live matches.
#[allow(dead_code)]
pub fn runewars_match() -> (
    muster_core::games::runewars::Catalog,
    muster_core::games::runewars::RuneWarsSetup,
) {
    use muster_core::games::runewars::*;
    use muster_core::LocalizedName;
    let catalog = Catalog::new(CatalogParts {
        factions: vec![Faction {
            id: "fixture".into(),
            name: LocalizedName::english("Fixture"),
            source: "test fixture".into(),
        }],
        units: vec![UnitCard {
            id: "line".into(),
            name: LocalizedName::english("Line"),
            faction: "fixture".into(),
            unit_type: UnitType::Infantry,
            unique: false,
            configurations: vec![Configuration {
                id: "2x1".into(),
                columns: 2,
                ranks: 1,
                cost: 20,
                slots: vec![],
            }],
            source: "test fixture".into(),
        }],
        ..CatalogParts::default()
    })
    .unwrap();
    let list = serde_json::json!({"format": "muster-list/1", "game": "runewars", "name": "L",
                                  "faction": "fixture", "units": [{"unit": "line"}]});
    let setup = serde_json::from_value(serde_json::json!({"players": [
        {"name": "Ana", "list": list}, {"name": "Ben", "list": list}]}))
    .unwrap();
    (catalog, setup)
}

/// The set-up events of [`runewars_match`], as a match file writes them.
#[allow(dead_code)]
pub const RUNEWARS_SETUP_EVENTS: [&str; 5] = [
    r#"{"type": "first_player", "chooser": 0, "first": 0}"#,
    r#"{"type": "cards", "first_pick": "deployment", "deployment": "D", "objective": "O", "objective_value": 2}"#,
    r#"{"type": "zone", "side": 0, "colour": "red"}"#,
    r#"{"type": "deploy", "side": 0, "unit": 0}"#,
    r#"{"type": "deploy", "side": 1, "unit": 0}"#,
];
