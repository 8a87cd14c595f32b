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
    let file = scratch.join("export.json");
    muster.library_export(&file).expect("the library exports");
    std::fs::read_to_string(file).expect("the export reads")
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

#[test]
fn library_import() {
    let scratch = Scratch::new("library-import");
    let seed = exported(&Scratch::new("library-export"));
    assert!(seed.contains("\"events\""), "the export holds a match");
    let muster = muster(&scratch);
    let file = scratch.join("backup.json");
    Target::new(
        "library_import",
        vec![Input::new("backup.json", seed.into_bytes())],
    )
    .run(|input| {
        std::fs::write(&file, &input.bytes).map_err(|e| e.to_string())?;
        match muster.library_import(&file) {
            Err(refused) => ensure!(
                !refused.code.is_empty() && !refused.message.trim().is_empty(),
                "refused without a code or words: {refused:?}"
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
            }
        }
        Ok(())
    });
}
