//! Writes what is generated from the Rust types and the command list: the UI's TypeScript
//! bindings (`ui/src/lib/bindings.ts`), the shell's permission names and capability, and the
//! command table of `docs/app-commands.md`; run by `scripts/bindings`.

use muster_service::bindings;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = vec![(root.join(bindings::BINDINGS_FILE), bindings::typescript())];
    match bindings::commands::files(&root) {
        Ok(more) => files.extend(more),
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    }
    for (path, text) in files {
        if let Err(e) = muster_service::write_whole(&path, text.as_bytes()) {
            eprintln!("{}: cannot write: {e}", path.display());
            std::process::exit(2);
        }
        println!("{} written", path.display());
    }
}
