//! The system's dialogs for the application layer's file commands
//! (`muster_service::dialogs`): opened here, from Rust, over Muster's window, so the window
//! itself can open none and name no file.

use muster_service::dialogs::{Ask, Dialogs, FileKind};
use muster_service::Lang;
use std::path::{Path, PathBuf};
use tauri::{AppHandle, Manager, Runtime};
use tauri_plugin_dialog::{DialogExt, FileDialogBuilder};

/// The native dialogs, each a child of the app's window.
pub struct Native<R: Runtime>(pub AppHandle<R>);

impl<R: Runtime> std::fmt::Debug for Native<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Native dialogs")
    }
}

impl<R: Runtime> Native<R> {
    /// A file dialog over the main window, titled `title`.
    fn builder(&self, title: &str) -> FileDialogBuilder<R> {
        let builder = self.0.dialog().file().set_title(title);
        match self.0.get_webview_window("main") {
            Some(window) => builder.set_parent(&window),
            None => builder,
        }
    }
}

/// Adds `kind`'s filter, named in `lang`.
fn filtered<R: Runtime>(
    builder: FileDialogBuilder<R>,
    kind: FileKind,
    lang: Lang,
) -> FileDialogBuilder<R> {
    let (name, extensions) = kind.filter(lang);
    builder.add_filter(name, extensions)
}

impl<R: Runtime> Dialogs for Native<R> {
    fn choose(&self, ask: &Ask, lang: Lang) -> Option<PathBuf> {
        let chosen = match ask {
            Ask::Open { title, kind } => {
                filtered(self.builder(title), *kind, lang).blocking_pick_file()
            }
            Ask::Folder { title, start } => {
                let builder = self.builder(title);
                match start {
                    Some(start) => builder.set_directory(start),
                    None => builder,
                }
                .blocking_pick_folder()
            }
            Ask::Save {
                title,
                suggested,
                kind,
            } => filtered(self.builder(title), *kind, lang)
                .set_file_name(suggested)
                .blocking_save_file(),
        };
        chosen.and_then(|path| path.into_path().ok())
    }

    fn reveal(&self, path: &Path) -> Result<(), String> {
        tauri_plugin_opener::reveal_item_in_dir(path).map_err(|e| e.to_string())
    }
}
