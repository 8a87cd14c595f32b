//! Muster's desktop app: a thin Tauri 2 shell around the Muster crates.
//!
//! The window shows the SvelteKit UI (`ui/`); the UI calls the commands of [`commands`]
//! (the contract is `docs/app-commands.md`), and each command only calls `muster-core`,
//! `muster-data` and `muster-store`: no rule lives here. The app makes no network request;
//! what the window may do is set by `tauri.conf.json` (CSP) and `capabilities/default.json`
//! (see `src-tauri/README.md`).

#![forbid(unsafe_code)]

pub mod commands;
pub mod error;
pub mod state;

#[cfg(test)]
mod test_support;

use state::{system_lang, AppState, SETTINGS_FILE};
use std::sync::Once;
use std::time::{SystemTime, UNIX_EPOCH};
use tauri::Manager;

/// With `MUSTER_TRACE_STARTUP` set, prints `muster-app: <what> at <unix ms>` on stderr the
/// first time `once` is passed here, so start-up can be timed from outside (BENCHMARKS.md,
/// "Desktop app").
pub(crate) fn trace_startup(once: &Once, what: &str) {
    if std::env::var_os("MUSTER_TRACE_STARTUP").is_some() {
        once.call_once(|| {
            let now = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_millis());
            eprintln!("muster-app: {what} at {now}");
        });
    }
}

/// Builds and runs the app until its window is closed.
pub fn run() {
    tauri::Builder::default()
        .plugin(tauri_plugin_dialog::init())
        .setup(|app| {
            let settings_file = app.path().app_config_dir()?.join(SETTINGS_FILE);
            app.manage(AppState::load(settings_file, system_lang()));
            Ok(())
        })
        .on_page_load(|_, payload| {
            if payload.event() == tauri::webview::PageLoadEvent::Finished {
                static PAGE_LOADED: Once = Once::new();
                trace_startup(&PAGE_LOADED, "page loaded");
            }
        })
        .invoke_handler(tauri::generate_handler![
            commands::app_info,
            commands::runewars_catalog,
            commands::diskwars_catalog,
            commands::diskwars_value_save,
            commands::sigmar_catalog,
            commands::sigmar_choices,
            commands::sigmar_import_folder,
            commands::underworlds_catalog,
            commands::underworlds_save_record,
            commands::underworlds_delete_record,
            commands::underworlds_read_deck,
            commands::check_list,
            commands::eligible_upgrades,
            commands::lists_all,
            commands::list_open,
            commands::list_save,
            commands::list_rename,
            commands::list_duplicate,
            commands::list_delete,
            commands::list_history,
            commands::list_restore,
            commands::list_import_file,
            commands::list_export_file,
            commands::list_print_preview,
            commands::list_print_save,
            commands::list_text,
            commands::collection_get,
            commands::collection_set,
            commands::box_save,
            commands::can_field_all,
            commands::match_start,
            commands::match_open,
            commands::match_record,
            commands::match_finish,
            commands::matches_list,
            commands::match_stats,
            commands::settings_get,
            commands::settings_set,
        ])
        .run(tauri::generate_context!())
        .expect("Muster's window could not be started");
}
