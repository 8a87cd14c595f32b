//! What the roster tests share: the shipped Age of Sigmar packs as one catalogue, the roster
//! fixtures of `tests/sigmar/rosters/` (made here, see each file's header), and `.rosz`
//! files made in the test.

#![allow(dead_code)]

use muster_core::games::sigmar::{Catalog, Pack, SigmarList};
use std::io::Write;
use std::path::PathBuf;

/// The repository's root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// A roster fixture's path.
pub fn fixture(name: &str) -> PathBuf {
    root().join("tests/sigmar/rosters").join(name)
}

/// The four shipped packs (`data/sigmar/`).
pub fn shipped() -> Catalog {
    let mut packs = Vec::new();
    for file in [
        "stormcast-eternals",
        "seraphon",
        "skaven",
        "blades-of-khorne",
    ] {
        let path = root().join(format!("data/sigmar/{file}.json"));
        let text = std::fs::read_to_string(&path).unwrap();
        packs.push(serde_json::from_str::<Pack>(&text).unwrap());
    }
    Catalog::new(packs).unwrap()
}

/// An expected list, written by hand beside its roster.
pub fn expected(name: &str) -> SigmarList {
    serde_json::from_str(&std::fs::read_to_string(fixture(name)).unwrap()).unwrap()
}

/// A zip of `entries` (name, bytes), each deflated.
pub fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut out = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for (name, bytes) in entries {
        out.start_file(*name, options).unwrap();
        out.write_all(bytes).unwrap();
    }
    out.finish().unwrap().into_inner()
}
