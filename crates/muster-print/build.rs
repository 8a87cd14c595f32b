//! Deflates the two DejaVu faces (`fonts/*.ttf`, 1.4 MB together) into the build folder,
//! so that the binary carries them at half the size; `src/fonts.rs` includes the deflated
//! bytes and inflates a face the first time it is measured or printed. The faces are not
//! read here beyond their bytes: a test checks they inflate to the files and parse.

use std::path::Path;

/// The faces, by file name in `fonts/`.
const FACES: [&str; 2] = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"];

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for face in FACES {
        let path = Path::new(&manifest).join("fonts").join(face);
        println!("cargo:rerun-if-changed={}", path.display());
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let deflated = miniz_oxide::deflate::compress_to_vec(&bytes, 10);
        std::fs::write(Path::new(&out).join(format!("{face}.deflate")), deflated)
            .expect("the build folder can be written");
    }
}
