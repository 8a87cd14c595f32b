//! Muster's desktop app: a thin Tauri 2 shell around the application layer
//! (`muster-service`).
//!
//! The window shows the SvelteKit UI (`ui/`); the UI calls the commands of [`commands`]
//! (their meaning is `docs/app-commands.md`), each generated from the application layer's one
//! list and calling its [`App`]: no rule and no step of a job lives here. The app makes no
//! network request; what the window may do is set by `tauri.conf.json` (CSP) and
//! `capabilities/default.json` (see `src-tauri/README.md`).

#![forbid(unsafe_code)]

pub mod commands;
mod dialogs;
mod names;

use muster_service::settings::{system_lang, SETTINGS_FILE};
use muster_service::App;
use std::sync::Once;
use std::time::{SystemTime, UNIX_EPOCH};
use tauri::Manager;

/// With `MUSTER_TRACE_STARTUP` set, prints `muster-app: <what> at <unix ms>` on stderr the
/// first time `once` is passed here, so start-up can be timed from outside (BENCHMARKS.md,
/// "Desktop app").
fn trace_startup(once: &Once, what: &str) {
    if std::env::var_os("MUSTER_TRACE_STARTUP").is_some() {
        once.call_once(|| {
            let now = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_millis());
            eprintln!("muster-app: {what} at {now}");
        });
    }
}

/// Traces the first command the window calls (see [`trace_startup`]).
pub(crate) fn trace_first_command() {
    static FIRST: Once = Once::new();
    trace_startup(&FIRST, "first command");
}

/// Builds and runs the app until its window is closed.
pub fn run() {
    tauri::Builder::default()
        // The dialogs are opened from Rust (`dialogs`); the window is allowed none of the
        // plugin's commands. A saved file is shown in the file manager with the opener
        // crate's function, without its plugin (no command of it exists for the window).
        .plugin(tauri_plugin_dialog::init())
        .setup(|app| {
            let settings_file = app.path().app_config_dir()?.join(SETTINGS_FILE);
            let dialogs = dialogs::Native(app.handle().clone());
            app.manage(App::load(settings_file, system_lang()).with_dialogs(dialogs));
            Ok(())
        })
        .on_page_load(|_, payload| {
            if payload.event() == tauri::webview::PageLoadEvent::Finished {
                static PAGE_LOADED: Once = Once::new();
                trace_startup(&PAGE_LOADED, "page loaded");
            }
        })
        .invoke_handler(commands::handler())
        .run(tauri::generate_context!())
        .expect("Muster's window could not be started");
}

#[cfg(test)]
mod tests {
    use super::commands::{COMMANDS, DECLARED};

    #[test]
    fn the_permission_names_are_the_declared_commands() {
        assert_eq!(
            COMMANDS, DECLARED,
            "src/names.rs must list app_commands! in order"
        );
    }
}
