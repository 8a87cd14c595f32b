//! The community Underworlds importer (`muster_bsdata::import_underworlds`, what `muster
//! import underworlds-community` runs): a copy of `../shared/reference/underworlds-community/`
//! in a scratch folder (the reference is read, never copied into the repository), one of its
//! files mutated, joined to the rulebook's facts (`data/underworlds/sources/rulebook.json`).
//! What it makes must be a pack the Underworlds loader reads, as the command writes it.

use crate::common::{import_refusal_is_clear, Target};
use muster_fuzz::seeds::{self, Scratch};
use muster_fuzz::Input;
use std::path::Path;

/// A path inside the folder as an input's name (`warbands+the-emberwatch+warscroll.json`:
/// a saved input is one file).
fn name_of(relative: &Path) -> String {
    relative.to_string_lossy().replace('/', "+")
}

#[test]
fn underworlds_community() {
    fuzz();
}

/// Runs the target.
fn fuzz() {
    let Some(reference) = seeds::reference_dir() else {
        eprintln!("underworlds_community: no ../shared/reference beside the repository; skipped");
        return;
    };
    let source = reference.join("underworlds-community");
    let scratch = Scratch::new("underworlds-community");
    let dir = scratch.join("community");
    let mut seeds = Vec::new();
    for path in seeds::files(&source, &[""], &[]) {
        let relative = path.strip_prefix(&source).expect("inside the folder");
        let copy = dir.join(relative);
        std::fs::create_dir_all(copy.parent().expect("a folder")).expect("a folder is made");
        let bytes = std::fs::read(&path).expect("a community file");
        std::fs::write(&copy, &bytes).expect("a community file is copied");
        if path.extension().is_some_and(|x| x == "json") {
            seeds.push(Input::new(&name_of(relative), bytes));
        }
    }
    let originals = seeds.clone();
    let total: usize = seeds.iter().map(|s| s.bytes.len()).sum();
    let rulebook_file = seeds::repo_root().join("data/underworlds/sources/rulebook.json");
    let rulebook_text = std::fs::read_to_string(&rulebook_file).expect("the rulebook's facts");
    let rulebook = muster_data::underworlds::read_pack("rulebook.json", &rulebook_text)
        .expect("the rulebook's facts read");
    let body = |input: &Input| {
        let path = dir.join(input.name.replace('+', "/"));
        if !path.starts_with(&dir) || !path.is_file() {
            return Ok(());
        }
        std::fs::write(&path, &input.bytes).map_err(|e| e.to_string())?;
        let imported = muster_bsdata::import_underworlds(&dir, &rulebook);
        let original = originals.iter().find(|o| o.name == input.name);
        std::fs::write(&path, &original.expect("a seed's file").bytes)
            .map_err(|e| e.to_string())?;
        match imported {
            Err(refused) => import_refusal_is_clear(&refused)?,
            Ok(import) => {
                let pack = muster_data::underworlds::pack_json("fuzz", None, &import.parts);
                let read = muster_data::underworlds::read_pack("pack.json", &pack);
                // No empty id, no deck twice (findings 4 and 5, fixed): the pack reads.
                read.map_err(|e| format!("the imported pack does not read: {e}"))?;
            }
        }
        Ok(())
    };
    Target::new("underworlds_community", seeds)
        .reading(total)
        .run(body);
}
