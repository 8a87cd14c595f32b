//! Arbitrary bytes as a faction catalogue beside the small seed game system: the same code
//! as `aos_faction` at a hundred times its speed (the real game system takes most of each
//! run to parse), so the faction logic sees far more inputs.
#![no_main]

use libfuzzer_sys::fuzz_target;
use muster_bsdata::{import_aos_texts, AosRequest};

const GAME_SYSTEM: &[u8] = include_bytes!("../seeds/aos_game_system/game.gst");

fuzz_target!(|data: &[u8]| {
    let files = vec![
        ("Game.gst".to_string(), GAME_SYSTEM.to_vec()),
        ("Fuzz.cat".to_string(), data.to_vec()),
    ];
    for season in ["ghb-2025-26", "ghb-2026-27"] {
        let request = AosRequest {
            game_system: "Game.gst",
            factions: &["Fuzz.cat"],
            season,
            origin: "fuzz",
            note: "fuzz",
        };
        let _ = import_aos_texts(&files, &request);
    }
});
