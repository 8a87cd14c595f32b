//! Muster's desktop app: a thin Tauri 2 shell around the application layer
//! (`muster-service`).
//!
//! The window shows the SvelteKit UI (`ui/`); the UI calls the commands of [`commands`]
//! (their meaning is `docs/app-commands.md`), each generated from the application layer's one
//! list and calling its [`App`]: no rule and no step of a job lives here. The app makes no
//! network request; what the window may do is set by `tauri.conf.json` (CSP),
//! `capabilities/default.json` and [`navigation`] (the app's own pages only, no second
//! window) (see `src-tauri/README.md`).

#![forbid(unsafe_code)]

pub mod commands;
mod dialogs;
mod names;
pub mod navigation;

use muster_service::settings::{system_lang, SETTINGS_FILE};
use muster_service::App;
use std::sync::{Once, OnceLock};
use std::time::{SystemTime, UNIX_EPOCH};
use tauri::Manager;

/// Whether `MUSTER_TRACE_STARTUP` is set: the app then prints `muster-app: <what> at <unix
/// ms>` on stderr at the moments of its start-up, so that it can be timed from outside
/// (`scripts/bench-app`, BENCHMARKS.md "Desktop app").
fn tracing() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("MUSTER_TRACE_STARTUP").is_some())
}

/// Prints `muster-app: <what> at <unix ms>` when [`tracing`].
fn trace(what: &str) {
    if tracing() {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_millis());
        eprintln!("muster-app: {what} at {now}");
    }
}

/// Traces a command the window called, as it comes (`asked`) and once answered
/// (`answered`): the first screen is usable once the commands it asked at start-up have
/// answered and it has drawn their answers.
pub(crate) fn trace_command(name: &str, answered: bool) {
    if tracing() {
        trace(&format!(
            "{} {name}",
            if answered { "answered" } else { "asked" }
        ));
    }
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
            // The window is made here, not from the config alone, so that it has its
            // navigation handler from its first page: only the app's own pages, no other
            // window (`tauri.conf.json` marks it `"create": false`).
            let config = app
                .config()
                .app
                .windows
                .iter()
                .find(|w| w.label == "main")
                .cloned()
                .ok_or("tauri.conf.json has no main window")?;
            tauri::WebviewWindowBuilder::from_config(app.handle(), &config)?
                .on_navigation(navigation::allow)
                .on_new_window(|_, _| tauri::webview::NewWindowResponse::Deny)
                .build()?;
            Ok(())
        })
        .on_page_load(|_, payload| {
            if payload.event() == tauri::webview::PageLoadEvent::Finished {
                static PAGE_LOADED: Once = Once::new();
                PAGE_LOADED.call_once(|| trace("page loaded"));
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
            "src/names.rs is not app_commands!: run scripts/bindings"
        );
    }
}
