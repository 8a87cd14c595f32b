//! Writes the UI's TypeScript bindings (`ui/src/lib/bindings.ts`) from the Rust types; run by
//! `scripts/bindings`.

fn main() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(muster_service::bindings::BINDINGS_FILE);
    let text = muster_service::bindings::typescript();
    if let Err(e) = muster_service::write_whole(&path, text.as_bytes()) {
        eprintln!("{}: cannot write: {e}", path.display());
        std::process::exit(2);
    }
    println!("{} written", path.display());
}
