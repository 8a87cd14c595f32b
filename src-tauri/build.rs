//! Tauri's build step: reads `tauri.conf.json` and `capabilities/`, and declares the app's
//! own commands so that each one needs an `allow-…` permission in a capability (without
//! this manifest Tauri lets every window call every app command).

include!("src/names.rs");

fn main() {
    let manifest = tauri_build::AppManifest::new().commands(COMMANDS);
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(manifest))
        .expect("the Tauri configuration or a capability is invalid");
}
