//! Roster files of BattleScribe and New Recruit (`.ros`, `.rosz`, New Recruit's `.json`),
//! read into a matched-play Age of Sigmar list as `muster import roster` and the app read
//! them (`Muster::sigmar_read_roster`: `muster_bsdata::read_roster_file`, then
//! `sigmar_list` on the shipped packs). The seeds: `tests/sigmar/rosters/`, each `.ros`
//! also zipped as a `.rosz`; and each `.ros` as `NAME.ros+zip`, mutated as XML and zipped
//! after, so the mutations reach inside the zip too.

use crate::common::{lang_of, muster, Target};
use crate::ensure;
use muster_core::{parse_list, ListDocument};
use muster_fuzz::seeds::{self, Scratch};
use muster_fuzz::Input;
use std::io::Write;

/// A zip holding one deflated entry.
fn zip_of(name: &str, bytes: &[u8]) -> Vec<u8> {
    let mut out = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    out.start_file(name, options).expect("a zip entry starts");
    out.write_all(bytes).expect("a zip entry is written");
    out.finish().expect("a zip is finished").into_inner()
}

#[test]
fn roster() {
    fuzz();
}

/// Runs the target.
fn fuzz() {
    let scratch = Scratch::new("roster");
    let muster = muster(&scratch);
    let mut seeds = seeds::repo_inputs(
        "tests/sigmar/rosters",
        &[".ros", ".json"],
        &[".expect.json"],
    );
    for ros in seeds.clone().iter().filter(|s| s.name.ends_with(".ros")) {
        let stem = ros.name.trim_end_matches(".ros");
        seeds.push(Input::new(
            &format!("{stem}.rosz"),
            zip_of(&ros.name, &ros.bytes),
        ));
        seeds.push(Input::new(&format!("{stem}.ros+zip"), ros.bytes.clone()));
    }
    // The packs are loaded once per Muster, as in the app: not part of any one input's cost.
    for seed in seeds.iter().filter(|s| s.name.ends_with(".ros")) {
        let path = seeds::repo_root()
            .join("tests/sigmar/rosters")
            .join(&seed.name);
        let _ = muster.sigmar_read_roster(&path, muster_service::Lang::En);
    }
    let body = |input: &Input| {
        let (name, bytes) = match input.name.strip_suffix(".ros+zip") {
            Some(stem) => (
                format!("{stem}.rosz"),
                zip_of(&format!("{stem}.ros"), &input.bytes),
            ),
            None => (input.name.clone(), input.bytes.clone()),
        };
        let path = scratch.join(&name);
        std::fs::write(&path, &bytes).map_err(|e| e.to_string())?;
        match muster.sigmar_read_roster(&path, lang_of(input)) {
            Err(refused) => ensure!(
                refused.code == "roster.refused" && !refused.message.trim().is_empty(),
                "a roster refused as {refused:?}"
            ),
            Ok(read) => {
                // The list read is a list document Muster reads, the same list.
                let document = ListDocument::Sigmar(read.list);
                // Within a list's limits (finding 3, fixed).
                let again = parse_list(&document.to_json())
                    .map_err(|e| format!("the list read from a roster does not read: {e}"))?;
                ensure!(
                    again == document,
                    "the list read from a roster reads back as another"
                );
                for note in &read.notes {
                    ensure!(
                        !note.message.trim().is_empty(),
                        "a note without words: {note:?}"
                    );
                }
            }
        }
        Ok(())
    };
    Target::new("roster", seeds).run(body);
}
