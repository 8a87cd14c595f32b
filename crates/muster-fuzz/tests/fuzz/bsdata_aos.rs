//! The Age of Sigmar BattleScribe importer (`muster_bsdata::import_aos_texts`, what `muster
//! import bsdata` and the app's folder import run), on small inputs: the cargo-fuzz seeds of
//! `crates/muster-bsdata/fuzz/seeds/` (a small game system and faction), either mutated, for
//! both matched-play seasons. Every pack it makes must be one the pack loader reads, as the
//! command writes it (`muster_data::sigmar::pack_json`).

use crate::common::{import_refusal_is_clear, Target};
use crate::ensure;
use muster_bsdata::AosRequest;
use muster_core::games::sigmar::Sigmar;
use muster_data::Pack;
use muster_fuzz::seeds;
use muster_fuzz::Input;

#[test]
fn bsdata_aos() {
    let dir = seeds::repo_root().join("crates/muster-bsdata/fuzz/seeds");
    let seeds = vec![
        seeds::input_of(&dir.join("aos_game_system/game.gst")),
        seeds::input_of(&dir.join("aos_faction/faction.cat")),
    ];
    let originals = seeds.clone();
    let others: usize = seeds.iter().map(|s| s.bytes.len()).sum();
    let body = |input: &Input| {
        let mut files: Vec<(String, Vec<u8>)> = originals
            .iter()
            .map(|o| (o.name.clone(), o.bytes.clone()))
            .collect();
        let mutated = if input.name.ends_with(".gst") { 0 } else { 1 };
        files[mutated].1 = input.bytes.clone();
        let season = if input.bytes.len().is_multiple_of(2) {
            "ghb-2025-26"
        } else {
            "ghb-2026-27"
        };
        let request = AosRequest {
            game_system: "game.gst",
            factions: &["faction.cat"],
            season,
            origin: "fuzz",
            note: "fuzz",
        };
        match muster_bsdata::import_aos_texts(&files, &request) {
            // The seeds as they are must import, or mutations would mostly meet an early
            // refusal (the seed game system once took the seed faction for a Regiments of
            // Renown catalogue, so the faction's import went untried).
            Err(refused) if originals.iter().any(|o| o.bytes == input.bytes) => {
                return Err(format!("the seeds are refused: {refused}"));
            }
            Err(refused) => import_refusal_is_clear(&refused)?,
            Ok(import) => {
                ensure!(
                    import.packs.len() == 1,
                    "{} packs for one faction",
                    import.packs.len()
                );
                let texts: Vec<String> = import
                    .packs
                    .iter()
                    .map(muster_data::sigmar::pack_json)
                    .collect();
                let named: Vec<(&str, &str)> =
                    texts.iter().map(|t| ("pack.json", t.as_str())).collect();
                let loaded = Sigmar::load_texts(&named);
                loaded.map_err(|e| format!("the imported pack does not load: {e}"))?;
            }
        }
        Ok(())
    };
    Target::new("bsdata_aos", seeds).reading(others).run(body);
}
