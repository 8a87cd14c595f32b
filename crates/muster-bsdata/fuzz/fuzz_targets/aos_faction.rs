//! Arbitrary bytes as an Age of Sigmar faction catalogue beside the real game system: the
//! import may refuse them, never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use muster_bsdata::{import_aos_texts, AosRequest};
use std::sync::OnceLock;

/// The real `Age of Sigmar 4.0.gst`, read once from the shared reference folder (never
/// copied into the repository).
fn game_system() -> &'static [u8] {
    static GST: OnceLock<Vec<u8>> = OnceLock::new();
    GST.get_or_init(|| {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../../../shared/reference/bsdata-aos4/Age of Sigmar 4.0.gst"
        );
        std::fs::read(path).expect("the reference game system is readable")
    })
}

fuzz_target!(|data: &[u8]| {
    let files = vec![
        ("Age of Sigmar 4.0.gst".to_string(), game_system().to_vec()),
        ("Fuzz.cat".to_string(), data.to_vec()),
    ];
    let request = AosRequest {
        game_system: "Age of Sigmar 4.0.gst",
        factions: &["Fuzz.cat"],
        season: "ghb-2026-27",
        origin: "fuzz",
        note: "fuzz",
    };
    let _ = import_aos_texts(&files, &request);
});
