//! The commands the UI calls (`docs/app-commands.md`).
//!
//! Each domain module holds plain functions that take the [`AppState`] explicitly, so they
//! are tested without a window; the `#[tauri::command]` functions here are one-line
//! wrappers that Tauri calls with the state and the arguments (camelCase in JavaScript,
//! snake_case here). Every command runs off the main thread (`async`), so a slow disk never
//! freezes the window.

pub mod app;
pub mod catalog;
pub mod collection;
pub mod diskwars;
pub mod lists;
pub mod matches;
mod names;
pub mod print;
pub mod settings;
pub mod sigmar;
pub mod underworlds;

pub use names::COMMANDS;

use crate::error::AppError;
use crate::state::{AppState, Settings};
use muster_core::games::diskwars::Diskwars;
use muster_core::games::runewars::RuneWars;
use muster_core::games::sigmar::Sigmar;
use muster_core::games::underworlds::Underworlds;
use muster_core::{parse_list, Game, Lang, ListDocument};
use muster_store::{Library, ListId, ListMeta, MatchId, StoredList};
use std::path::PathBuf;
use tauri::State;

/// A language code from the UI (`args.invalid` unless `en` or `es`).
pub(crate) fn lang(code: &str) -> Result<Lang, AppError> {
    code.parse().map_err(|e| AppError::args(format!("{e}")))
}

/// A list document the UI sent (`list.invalid` naming the place of the fault).
pub(crate) fn parse_document(text: &str) -> Result<ListDocument, AppError> {
    Ok(parse_list(text)?)
}

/// A saved list's document (they were parsed before saving, but a file may have been
/// written by another program).
pub(crate) fn parse_stored(stored: &StoredList) -> Result<ListDocument, AppError> {
    parse_list(&stored.document)
        .map_err(|e| AppError::list(&format!("saved list {}", stored.summary.id), &e))
}

/// What the library keeps beside a document (as the CLI's `meta_of`). A Diskwars document
/// names no faction: its faction is the one its discs' races belong to, as the validator's
/// totals say (empty until a disc of known race is in it), so it needs the catalogue.
pub(crate) fn meta_of(
    state: &AppState,
    library: &Library,
    document: &ListDocument,
) -> Result<ListMeta, AppError> {
    Ok(match document {
        ListDocument::RuneWars(list) => ListMeta {
            name: list.name.clone(),
            game: RuneWars::ID.to_owned(),
            faction: list.faction.clone(),
            notes: list.notes.clone(),
        },
        ListDocument::Diskwars(list) => {
            let catalog = state.diskwars_catalog(library)?;
            ListMeta {
                name: list.name.clone(),
                game: Diskwars::ID.to_owned(),
                faction: list.faction(&catalog).unwrap_or_default(),
                notes: list.notes.clone(),
            }
        }
        ListDocument::Sigmar(list) => ListMeta {
            name: list.name.clone(),
            game: Sigmar::ID.to_owned(),
            faction: list.faction.clone(),
            notes: list.notes.clone(),
        },
        // An Underworlds list's "faction" is its warband.
        ListDocument::Underworlds(list) => ListMeta {
            name: list.name.clone(),
            game: Underworlds::ID.to_owned(),
            faction: list.warband.clone(),
            notes: list.notes.clone(),
        },
    })
}

/// See [`app::app_info`].
#[tauri::command(async)]
pub fn app_info() -> app::AppInfo {
    app::app_info()
}

/// See [`catalog::runewars_catalog`].
#[tauri::command(async)]
pub fn runewars_catalog(
    state: State<'_, AppState>,
    lang: String,
) -> Result<catalog::CatalogView, AppError> {
    catalog::runewars_catalog(&state, self::lang(&lang)?)
}

/// See [`diskwars::diskwars_catalog`].
#[tauri::command(async)]
pub fn diskwars_catalog(
    state: State<'_, AppState>,
    lang: String,
) -> Result<diskwars::DiskwarsCatalogView, AppError> {
    diskwars::diskwars_catalog(&state, self::lang(&lang)?)
}

/// See [`diskwars::diskwars_value_save`].
#[tauri::command(async)]
pub fn diskwars_value_save(
    state: State<'_, AppState>,
    kind: String,
    id: String,
    field: String,
    value: serde_json::Value,
) -> Result<(), AppError> {
    diskwars::diskwars_value_save(&state, &kind, &id, &field, value)
}

/// See [`sigmar::sigmar_catalog`].
#[tauri::command(async)]
pub fn sigmar_catalog(
    state: State<'_, AppState>,
    lang: String,
) -> Result<sigmar::SigmarCatalogView, AppError> {
    sigmar::sigmar_catalog(&state, self::lang(&lang)?)
}

/// See [`sigmar::sigmar_choices`].
#[tauri::command(async)]
pub fn sigmar_choices(
    state: State<'_, AppState>,
    document: String,
    lang: String,
) -> Result<muster_core::games::sigmar::Choices, AppError> {
    sigmar::sigmar_choices(&state, &document, self::lang(&lang)?)
}

/// See [`sigmar::sigmar_import_folder`].
#[tauri::command(async)]
pub fn sigmar_import_folder(
    state: State<'_, AppState>,
    dir: PathBuf,
) -> Result<sigmar::ImportedView, AppError> {
    sigmar::sigmar_import_folder(&state, &dir)
}

/// See [`underworlds::underworlds_catalog`].
#[tauri::command(async)]
pub fn underworlds_catalog(
    state: State<'_, AppState>,
) -> Result<underworlds::UwCatalogView, AppError> {
    underworlds::underworlds_catalog(&state)
}

/// See [`underworlds::underworlds_save_record`].
#[tauri::command(async)]
pub fn underworlds_save_record(
    state: State<'_, AppState>,
    kind: String,
    record: serde_json::Value,
) -> Result<underworlds::UwCatalogView, AppError> {
    underworlds::underworlds_save_record(&state, &kind, record)
}

/// See [`underworlds::underworlds_delete_record`].
#[tauri::command(async)]
pub fn underworlds_delete_record(
    state: State<'_, AppState>,
    kind: String,
    id: String,
) -> Result<underworlds::UwCatalogView, AppError> {
    underworlds::underworlds_delete_record(&state, &kind, &id)
}

/// See [`underworlds::underworlds_read_deck`].
#[tauri::command(async)]
pub fn underworlds_read_deck(
    state: State<'_, AppState>,
    text: String,
    id: String,
    name: String,
) -> Result<muster_core::games::underworlds::Deck, AppError> {
    underworlds::underworlds_read_deck(&state, &text, &id, &name)
}

/// See [`catalog::check_list`].
#[tauri::command(async)]
pub fn check_list(
    state: State<'_, AppState>,
    document: String,
    lang: String,
) -> Result<catalog::CheckResult, AppError> {
    catalog::check_list(&state, &document, self::lang(&lang)?)
}

/// See [`catalog::eligible_upgrades`].
#[tauri::command(async)]
pub fn eligible_upgrades(
    state: State<'_, AppState>,
    document: String,
    unit_index: usize,
) -> Result<Vec<String>, AppError> {
    catalog::eligible_upgrades(&state, &document, unit_index)
}

/// See [`lists::lists_all`].
#[tauri::command(async)]
pub fn lists_all(state: State<'_, AppState>) -> Result<Vec<lists::ListSummary>, AppError> {
    lists::lists_all(&state)
}

/// See [`lists::list_open`].
#[tauri::command(async)]
pub fn list_open(state: State<'_, AppState>, id: ListId) -> Result<lists::OpenedList, AppError> {
    lists::list_open(&state, id)
}

/// See [`lists::list_save`].
#[tauri::command(async)]
pub fn list_save(
    state: State<'_, AppState>,
    id: Option<ListId>,
    document: String,
) -> Result<lists::Saved, AppError> {
    lists::list_save(&state, id, &document)
}

/// See [`lists::list_rename`].
#[tauri::command(async)]
pub fn list_rename(
    state: State<'_, AppState>,
    id: ListId,
    name: String,
    lang: String,
) -> Result<lists::Saved, AppError> {
    lists::list_rename(&state, id, &name, self::lang(&lang)?)
}

/// See [`lists::list_duplicate`].
#[tauri::command(async)]
pub fn list_duplicate(
    state: State<'_, AppState>,
    id: ListId,
    lang: String,
) -> Result<lists::Saved, AppError> {
    lists::list_duplicate(&state, id, self::lang(&lang)?)
}

/// See [`lists::list_delete`].
#[tauri::command(async)]
pub fn list_delete(state: State<'_, AppState>, id: ListId) -> Result<(), AppError> {
    lists::list_delete(&state, id)
}

/// See [`lists::list_history`].
#[tauri::command(async)]
pub fn list_history(
    state: State<'_, AppState>,
    id: ListId,
) -> Result<Vec<lists::VersionView>, AppError> {
    lists::list_history(&state, id)
}

/// See [`lists::list_restore`].
#[tauri::command(async)]
pub fn list_restore(
    state: State<'_, AppState>,
    id: ListId,
    version: u32,
) -> Result<lists::Saved, AppError> {
    lists::list_restore(&state, id, version)
}

/// See [`lists::list_import_file`].
#[tauri::command(async)]
pub fn list_import_file(
    state: State<'_, AppState>,
    path: PathBuf,
) -> Result<lists::Saved, AppError> {
    lists::list_import_file(&state, &path)
}

/// See [`lists::list_export_file`].
#[tauri::command(async)]
pub fn list_export_file(
    state: State<'_, AppState>,
    id: ListId,
    path: PathBuf,
) -> Result<(), AppError> {
    lists::list_export_file(&state, id, &path)
}

/// See [`print::list_print_preview`].
#[tauri::command(async)]
pub fn list_print_preview(
    state: State<'_, AppState>,
    document: String,
    options: print::PrintArgs,
) -> Result<muster_print::Layout, AppError> {
    print::list_print_preview(&state, &document, &options)
}

/// See [`print::list_print_save`].
#[tauri::command(async)]
pub fn list_print_save(
    state: State<'_, AppState>,
    document: String,
    options: print::PrintArgs,
    path: PathBuf,
) -> Result<(), AppError> {
    print::list_print_save(&state, &document, &options, &path)
}

/// See [`print::list_text`].
#[tauri::command(async)]
pub fn list_text(
    state: State<'_, AppState>,
    document: String,
    lang: String,
) -> Result<String, AppError> {
    print::list_text(&state, &document, self::lang(&lang)?)
}

/// See [`collection::collection_get`].
#[tauri::command(async)]
pub fn collection_get(
    state: State<'_, AppState>,
    game: String,
) -> Result<Vec<collection::OwnedView>, AppError> {
    collection::collection_get(&state, &game)
}

/// See [`collection::collection_set`].
#[tauri::command(async)]
pub fn collection_set(
    state: State<'_, AppState>,
    game: String,
    kind: String,
    item: String,
    count: u32,
) -> Result<u32, AppError> {
    collection::collection_set(&state, &game, &kind, &item, count)
}

/// See [`collection::box_save`].
#[tauri::command(async)]
pub fn box_save(
    state: State<'_, AppState>,
    game: String,
    id: String,
    contents: Vec<collection::BoxLine>,
) -> Result<(), AppError> {
    collection::box_save(&state, &game, &id, &contents)
}

/// See [`collection::can_field_all`].
#[tauri::command(async)]
pub fn can_field_all(
    state: State<'_, AppState>,
    lang: String,
) -> Result<Vec<collection::CanFieldRow>, AppError> {
    collection::can_field_all(&state, self::lang(&lang)?)
}

/// See [`matches::match_start_seats`]: the player, the opponent and (Diskwars) up to two
/// `more` players.
#[tauri::command(async)]
pub fn match_start(
    state: State<'_, AppState>,
    list_id: ListId,
    opponent_list_id: ListId,
    player: String,
    opponent: String,
    more: Option<Vec<matches::Seat>>,
    lang: String,
) -> Result<serde_json::Value, AppError> {
    let mut seats = vec![
        matches::Seat {
            list_id,
            name: player,
        },
        matches::Seat {
            list_id: opponent_list_id,
            name: opponent,
        },
    ];
    seats.extend(more.unwrap_or_default());
    matches::match_start_seats(&state, &seats, self::lang(&lang)?)
}

/// See [`matches::match_open`].
#[tauri::command(async)]
pub fn match_open(
    state: State<'_, AppState>,
    id: MatchId,
    lang: String,
) -> Result<serde_json::Value, AppError> {
    matches::match_open(&state, id, self::lang(&lang)?)
}

/// See [`matches::match_record`].
#[tauri::command(async)]
pub fn match_record(
    state: State<'_, AppState>,
    id: MatchId,
    entry: serde_json::Value,
    lang: String,
) -> Result<matches::Recorded, AppError> {
    matches::match_record(&state, id, entry, self::lang(&lang)?)
}

/// See [`matches::match_finish`].
#[tauri::command(async)]
pub fn match_finish(
    state: State<'_, AppState>,
    id: MatchId,
    lang: String,
) -> Result<serde_json::Value, AppError> {
    matches::match_finish(&state, id, self::lang(&lang)?)
}

/// See [`matches::matches_list`].
#[tauri::command(async)]
pub fn matches_list(state: State<'_, AppState>) -> Result<Vec<matches::MatchRow>, AppError> {
    matches::matches_list(&state)
}

/// See [`matches::match_stats`].
#[tauri::command(async)]
pub fn match_stats(state: State<'_, AppState>) -> Result<matches::StatsView, AppError> {
    matches::match_stats(&state)
}

/// See [`settings::settings_get`].
#[tauri::command(async)]
pub fn settings_get(state: State<'_, AppState>) -> Settings {
    settings::settings_get(&state)
}

/// See [`settings::settings_set`].
#[tauri::command(async)]
pub fn settings_set(
    state: State<'_, AppState>,
    settings: serde_json::Value,
) -> Result<Settings, AppError> {
    settings::settings_set(&state, settings)
}
