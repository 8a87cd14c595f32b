//! Library backups (`muster-library/1`), imported into a library of their own as `muster
//! library import` and the app do (`Muster::library_import`): the file's shape, every list
//! version read as a saved list is, every record checked as an entered one is. The seed: the
//! export of a library holding every repository list (some in two versions), a collection,
//! the player's records and a RuneWars match with its events (`Muster::library_export`).

use crate::common::{list_seeds, muster, Target};
use crate::ensure;
use muster_fuzz::seeds::{self, Scratch};
use muster_fuzz::Input;
use muster_service::matches::Seat;
use muster_service::{Lang, Muster};
use serde_json::Value;

/// A library with something of everything, exported.
fn exported(scratch: &Scratch) -> String {
    let muster = filled(scratch);
    let file = scratch.join("export.json");
    muster.library_export(&file).expect("the library exports");
    std::fs::read_to_string(file).expect("the export reads")
}

/// A library in `scratch` (`library.sqlite`) holding something of everything: every
/// repository list (some renamed, with a right-to-left override), a collection, the
/// player's Underworlds records and a RuneWars match with its events.
pub fn filled(scratch: &Scratch) -> Muster {
    let muster = muster(scratch);
    for list in list_seeds() {
        if let Ok(saved) = muster.list_save(None, &list.text()) {
            if list.name.starts_with('r') {
                let _ = muster.list_rename(saved.id, "Renamed \u{202e}list", Lang::En);
            }
        }
    }
    muster
        .collection_import(
            "game,kind,item,count\nrunewars,unit,spearmen,12\nrunewars,upgrade,shield-wall,1\n\
             diskwars,disc,orc-boyz,2\nunderworlds,warband,the-emberwatch,1\n",
            "collection.csv",
        )
        .expect("the collection imports");
    let records = seeds::repo_root().join("tests/underworlds/matches/records");
    for kind in ["warband", "deck"] {
        for file in seeds::files(&records.join(kind), &[".json"], &[]) {
            let json = std::fs::read_to_string(&file).expect("a record file");
            muster
                .user_record_add("underworlds", kind, &json, "record.json")
                .expect("the record is added");
        }
    }
    play_a_match(&muster);
    muster
}

/// A RuneWars match of the repository's match file, started from its players' lists and
/// its events recorded (those the rules refuse change nothing).
fn play_a_match(muster: &Muster) {
    let path =
        seeds::repo_root().join("tests/runewars/matches/daqan-eliminate-waiqar-in-round-3.json");
    let file: Value = serde_json::from_str(&std::fs::read_to_string(path).expect("the match file"))
        .expect("the match file is JSON");
    let mut seats = Vec::new();
    for player in file["setup"]["players"].as_array().expect("players") {
        let saved = muster
            .list_save(None, &player["list"].to_string())
            .expect("the player's list saves");
        seats.push(Seat {
            list_id: saved.id,
            name: player["name"].as_str().unwrap_or("Ana").to_owned(),
        });
    }
    let view = muster
        .match_start(&seats, Lang::En)
        .expect("the match starts");
    let view = serde_json::to_value(view).expect("a view serializes");
    let id = find_id(&view).expect("the view names its match");
    for event in file["events"].as_array().expect("events") {
        let _ = muster.match_record(id, event.clone(), Lang::En);
    }
}

/// The match id of a tracker's view (its `id`, wherever the game's view keeps it).
fn find_id(view: &Value) -> Option<muster_service::types::MatchId> {
    match view {
        Value::Object(map) => map
            .get("id")
            .and_then(|id| serde_json::from_value(id.clone()).ok())
            .or_else(|| map.values().find_map(find_id)),
        _ => None,
    }
}

/// Properties of a library an accepted backup left: what the app and the command line do
/// on a library still works on it (every list opens with its history and reads as the list
/// of its game, every game's catalogue with the player's records loads, the collection and
/// "can I field this?" read, every match opens, the history counts), a new list can be saved
/// and removed, and the library exports a backup that imports again.
fn still_works(muster: &Muster, scratch: &Scratch, new_list: &str) -> Result<(), String> {
    let lists = muster
        .lists_all()
        .map_err(|e| format!("the lists do not read: {e}"))?;
    for list in &lists {
        let opened = muster
            .list_open(list.id)
            .map_err(|e| format!("list {} does not open: {e}", list.id))?;
        let document = muster_core::parse_list(&opened.document.to_string())
            .map_err(|e| format!("list {} does not read: {e}", list.id))?;
        ensure!(
            document.game().id() == list.game,
            "list {} is filed under {} but is a {} list",
            list.id,
            list.game,
            document.game().id()
        );
        muster
            .list_history(list.id)
            .map_err(|e| format!("list {}'s history does not read: {e}", list.id))?;
    }
    muster
        .runewars_catalog(Lang::En)
        .map_err(|e| format!("the RuneWars catalogue does not load: {e}"))?;
    muster
        .diskwars_catalog(Lang::En)
        .map_err(|e| format!("the Diskwars catalogue does not load: {e}"))?;
    muster
        .underworlds_catalog()
        .map_err(|e| format!("the Underworlds catalogue does not load: {e}"))?;
    muster
        .collection_get(None)
        .map_err(|e| format!("the collection does not read: {e}"))?;
    muster
        .can_field_every(Lang::En)
        .map_err(|e| format!("can-field does not read: {e}"))?;
    for row in muster
        .matches_list()
        .map_err(|e| format!("the matches do not read: {e}"))?
    {
        muster
            .match_open(row.id, Lang::En)
            .map_err(|e| format!("match {} does not open: {e}", row.id))?;
    }
    muster
        .match_history(true)
        .map_err(|e| format!("the match history does not read: {e}"))?;
    // Nothing unreadable is left: the library's own backup imports into another library.
    let again = scratch.join("again.json");
    let _ = std::fs::remove_file(&again);
    muster
        .library_export(&again)
        .map_err(|e| format!("the library does not export: {e}"))?;
    let other = Muster::new(None, scratch.join("other.sqlite"));
    other
        .library_import(&again)
        .map_err(|e| format!("the library's own backup is refused: {e}"))?;
    let saved = muster
        .list_save(None, new_list)
        .map_err(|e| format!("a new list cannot be saved: {e}"))?;
    muster
        .list_delete(saved.id)
        .map_err(|e| format!("the new list cannot be removed: {e}"))?;
    Ok(())
}

#[test]
fn library_import() {
    let scratch = Scratch::new("library-import");
    let seed = exported(&Scratch::new("library-export"));
    assert!(seed.contains("\"events\""), "the export holds a match");
    let muster = muster(&scratch);
    let file = scratch.join("backup.json");
    let new_list = std::fs::read_to_string(
        seeds::repo_root().join("examples/runewars-daqan-shield-wall.json"),
    )
    .expect("the example list");
    Target::new(
        "library_import",
        vec![Input::new("backup.json", seed.into_bytes())],
    )
    .run(|input| {
        std::fs::write(&file, &input.bytes).map_err(|e| e.to_string())?;
        match muster.library_import(&file) {
            Err(refused) => ensure!(
                !refused.message.trim().is_empty(),
                "refused without words: {refused:?}"
            ),
            Ok(summary) => {
                // The library now holds what the file held, and nothing else.
                let lists = muster.lists_all().map_err(|e| e.to_string())?;
                ensure!(
                    lists.len() == summary.lists,
                    "{} lists imported, {} in the library",
                    summary.lists,
                    lists.len()
                );
                let records = muster.user_records().map_err(|e| e.to_string())?;
                ensure!(
                    records.len() == summary.user_records,
                    "{} records imported, {} in the library",
                    summary.user_records,
                    records.len()
                );
                still_works(&muster, &scratch, &new_list)?;
            }
        }
        Ok(())
    });
}
