//! Damaged library files: a real library (`library.sqlite`, made by Muster with lists of
//! every game, their versions, a collection, records and a match) with its bytes mutated,
//! opened where the library lives, as every command and the app open it. Reading commands
//! (`lists`, `user-data show`, `collection`, `match history`) and a write (`lists save`)
//! either work or are refused with a code and words; the file's bytes are never lost (left
//! in place or set aside, never overwritten); after a write that was taken the library reads
//! and holds the new list.

use crate::common::Target;
use crate::ensure;
use crate::library_import::filled;
use muster_fuzz::seeds::{self, Scratch};
use muster_fuzz::Input;
use muster_service::{AppError, Muster};
use std::path::Path;

/// Whether some file of `dir` holds exactly `bytes` (the library, or its copy set aside).
fn kept(dir: &Path, bytes: &[u8]) -> bool {
    std::fs::read_dir(dir).is_ok_and(|entries| {
        entries
            .filter_map(Result::ok)
            .any(|e| std::fs::read(e.path()).is_ok_and(|held| held == bytes))
    })
}

/// A refusal says what and why.
fn said(e: &AppError) -> Result<(), String> {
    ensure!(!e.message.trim().is_empty(), "refused without words: {e:?}");
    Ok(())
}

#[test]
fn library_file() {
    let made = Scratch::new("library-file-seed");
    // Dropped, so that SQLite folds its log into the one file a player would copy.
    drop(filled(&made));
    let seed = std::fs::read(made.join("library.sqlite")).expect("the library file");
    let lists = Muster::new(None, made.join("library.sqlite"))
        .lists_all()
        .expect("the seed library reads");
    assert!(lists.len() > 5, "the seed's one file holds the lists");
    let scratch = Scratch::new("library-file");
    let dir = scratch.join("library");
    let new_list = std::fs::read_to_string(
        seeds::repo_root().join("examples/runewars-daqan-shield-wall.json"),
    )
    .expect("the example list");
    let body = |input: &Input| {
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let path = dir.join("library.sqlite");
        std::fs::write(&path, &input.bytes).map_err(|e| e.to_string())?;
        let muster = Muster::new(None, path.clone());
        let reads = [
            muster.lists_all().map(drop),
            muster.user_records().map(drop),
            muster.collection_get(None).map(drop),
            muster.match_history(true).map(drop),
        ];
        for read in &reads {
            if let Err(e) = read {
                said(e)?;
            }
        }
        // An empty file holds nothing to lose: by design (`Library::open`) it becomes a new
        // library, which must then read as one with no lists.
        if input.bytes.is_empty() {
            let lists = muster
                .lists_all()
                .map_err(|e| format!("an empty file did not become a library that reads: {e}"))?;
            ensure!(
                lists.is_empty(),
                "an empty file read as {} lists",
                lists.len()
            );
        } else {
            ensure!(
                kept(&dir, &input.bytes),
                "a reading command lost the library's bytes"
            );
        }
        match muster.list_save(None, &new_list) {
            Err(e) => {
                said(&e)?;
                ensure!(
                    input.bytes.is_empty() || kept(&dir, &input.bytes),
                    "a refused write lost the library's bytes"
                );
            }
            Ok(saved) => {
                let lists = muster
                    .lists_all()
                    .map_err(|e| format!("the list was saved, then the lists do not read: {e}"))?;
                ensure!(
                    lists.iter().any(|l| l.id == saved.id),
                    "list {} was saved but is not in the library",
                    saved.id
                );
            }
        }
        Ok(())
    };
    Target::new("library_file", vec![Input::new("library.sqlite", seed)]).run(body);
}
