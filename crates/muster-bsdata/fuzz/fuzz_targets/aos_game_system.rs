//! Arbitrary bytes as the game system beside a small faction catalogue: the import may
//! refuse them, never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use muster_bsdata::{import_aos_texts, AosRequest};

/// A small faction (the fuzz seed of the other target).
const FACTION: &[u8] = include_bytes!("../seeds/aos_faction/faction.cat");

fuzz_target!(|data: &[u8]| {
    let files = vec![
        ("Fuzz.gst".to_string(), data.to_vec()),
        ("Faction.cat".to_string(), FACTION.to_vec()),
    ];
    let request = AosRequest {
        game_system: "Fuzz.gst",
        factions: &["Faction.cat"],
        season: "ghb-2025-26",
        origin: "fuzz",
        note: "fuzz",
    };
    let _ = import_aos_texts(&files, &request);
});
