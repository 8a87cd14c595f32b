//! The RuneWars BattleScribe importer (`muster_bsdata::import_runewars_from_texts_with_notes`,
//! what `muster import bsdata-runewars` runs on a folder): the community game system and its
//! four faction catalogues, read in place from `../shared/reference/bsdata-runewars/`, one
//! of them mutated. What it makes must be a catalogue the RuneWars loader reads, as the command
//! writes it (`muster_data::runewars::catalog_json`).

use crate::common::{import_refusal_is_clear, Target};
use muster_core::games::runewars::RuneWars;
use muster_data::Pack;
use muster_data::RuneWarsPackTexts;
use muster_fuzz::seeds;
use muster_fuzz::Input;

#[test]
fn bsdata_runewars() {
    fuzz();
}

/// Runs the target.
fn fuzz() {
    let Some(reference) = seeds::reference_dir() else {
        eprintln!("bsdata_runewars: no ../shared/reference beside the repository; skipped");
        return;
    };
    let files = seeds::files(&reference.join("bsdata-runewars"), &[".gst", ".cat"], &[]);
    let seeds: Vec<Input> = files.iter().map(|p| seeds::input_of(p)).collect();
    let originals = seeds.clone();
    let total: usize = seeds.iter().map(|s| s.bytes.len()).sum();
    let root = seeds::repo_root().join("data/runewars");
    let rules = std::fs::read_to_string(root.join("rules.json")).expect("rules.json");
    let names = std::fs::read_to_string(root.join("names-es.json")).expect("names-es.json");
    let body = |input: &Input| {
        let texts: Vec<(String, String)> = originals
            .iter()
            .map(|o| {
                let file = if o.name == input.name { input } else { o };
                (file.name.clone(), file.text())
            })
            .collect();
        match muster_bsdata::import_runewars_from_texts_with_notes(&texts, None) {
            Err(refused) => import_refusal_is_clear(&refused)?,
            Ok(import) => {
                let catalog = muster_data::runewars::catalog_json(&import.parts, "fuzz");
                let loaded = RuneWars::load_texts(RuneWarsPackTexts {
                    catalog: ("catalog.json", &catalog),
                    rules: ("rules.json", &rules),
                    names_es: ("names-es.json", &names),
                    dials: None,
                });
                match loaded {
                    // The hand-written rules and Spanish names name cards of the real data:
                    // changed data may lack one, which the loader says naming that file.
                    Err(e) if e.file == "rules.json" || e.file == "names-es.json" => {}
                    loaded => {
                        loaded.map_err(|e| format!("the imported catalogue does not load: {e}"))?;
                    }
                }
            }
        }
        Ok(())
    };
    Target::new("bsdata_runewars", seeds)
        .reading(total)
        .run(body);
}
