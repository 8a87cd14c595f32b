//! Saved lists: the list of lists, open, save, rename, duplicate, delete, history,
//! restore, and reading or writing a list document file. The library
//! (`muster_store::Library`) keeps every version; documents are checked with
//! `muster_core::parse_list` before they are saved.

use crate::commands::{meta_of, parse_document, parse_stored};
use crate::error::AppError;
use crate::state::AppState;
use muster_core::{Lang, ListDocument};
use muster_store::{ListId, SavedList, UnixMillis};
use serde::Serialize;
use std::path::Path;

/// A saved list without its document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ListSummary {
    /// The list's id.
    pub id: ListId,
    /// Its name.
    pub name: String,
    /// The game id.
    pub game: String,
    /// The faction id.
    pub faction: String,
    /// The player's notes, or null.
    pub notes: Option<String>,
    /// The current version number.
    pub version: u32,
    /// When version 1 was saved (unix ms).
    pub created_at: UnixMillis,
    /// When the current version was saved (unix ms).
    pub updated_at: UnixMillis,
}

impl From<muster_store::ListSummary> for ListSummary {
    fn from(s: muster_store::ListSummary) -> Self {
        ListSummary {
            id: s.id,
            name: s.name,
            game: s.game,
            faction: s.faction,
            notes: s.notes,
            version: s.version,
            created_at: s.created_at,
            updated_at: s.updated_at,
        }
    }
}

/// `list_open`'s answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OpenedList {
    /// The list's summary.
    pub summary: ListSummary,
    /// Its current document, as JSON text.
    pub document: String,
}

/// What a save produced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Saved {
    /// The list's id (new for a new list).
    pub id: ListId,
    /// The version the document was saved as.
    pub version: u32,
    /// When (unix ms).
    pub saved_at: UnixMillis,
}

impl From<SavedList> for Saved {
    fn from(s: SavedList) -> Self {
        Saved {
            id: s.id,
            version: s.version,
            saved_at: s.saved_at,
        }
    }
}

/// One entry of `list_history`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VersionView {
    /// 1, 2, 3…
    pub version: u32,
    /// When it was saved (unix ms).
    pub saved_at: UnixMillis,
    /// The list's name in that version (empty if that document cannot be read).
    pub name: String,
}

/// `lists_all`: every saved list, by id.
pub fn lists_all(state: &AppState) -> Result<Vec<ListSummary>, AppError> {
    state.with_library(|library| Ok(library.lists()?.into_iter().map(Into::into).collect()))
}

/// `list_open`: one list and its current document.
pub fn list_open(state: &AppState, id: ListId) -> Result<OpenedList, AppError> {
    state.with_library(|library| {
        let stored = library.list(id)?;
        Ok(OpenedList {
            summary: stored.summary.into(),
            document: stored.document,
        })
    })
}

/// `list_save`: a document as a new list (`id` null) or as a new version of list `id`.
/// Illegal lists are saved too (a list is work in progress); what is not a list document
/// is refused (`list.invalid`).
pub fn list_save(state: &AppState, id: Option<ListId>, document: &str) -> Result<Saved, AppError> {
    let parsed = parse_document(document)?;
    state.with_library(|library| {
        let meta = meta_of(state, library, &parsed)?;
        Ok(library.save_list(id, &meta, document)?.into())
    })
}

/// The document of `parsed` with `name` instead of its own, as compact JSON.
fn renamed(parsed: ListDocument, name: &str) -> String {
    match parsed {
        ListDocument::RuneWars(mut list) => {
            list.name = name.to_owned();
            serde_json::to_string(&list).expect("list documents serialize")
        }
        ListDocument::Diskwars(mut list) => {
            list.name = name.to_owned();
            serde_json::to_string(&list).expect("list documents serialize")
        }
        ListDocument::Sigmar(mut list) => {
            list.name = name.to_owned();
            serde_json::to_string(&list).expect("list documents serialize")
        }
        ListDocument::Underworlds(mut list) => {
            list.name = name.to_owned();
            serde_json::to_string(&list).expect("list documents serialize")
        }
    }
}

/// A list name without surrounding spaces, or `list.invalid` if nothing is left.
fn clean_name(name: &str, lang: Lang) -> Result<&str, AppError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(AppError::new(
            "list.invalid",
            lang.pick("a list needs a name", "una lista necesita un nombre"),
        ));
    }
    Ok(name)
}

/// `list_rename`: saves the current document with a new name as a new version.
pub fn list_rename(
    state: &AppState,
    id: ListId,
    name: &str,
    lang: Lang,
) -> Result<Saved, AppError> {
    let name = clean_name(name, lang)?;
    state.with_library(|library| {
        let stored = library.list(id)?;
        let parsed = parse_stored(&stored)?;
        let document = renamed(parsed, name);
        let parsed = parse_document(&document)?;
        let meta = meta_of(state, library, &parsed)?;
        Ok(library.save_list(Some(id), &meta, &document)?.into())
    })
}

/// `list_duplicate`: the current document saved as a new list named "… (copy)"
/// ("… (copia)" in Spanish). The copy starts its own history at version 1.
pub fn list_duplicate(state: &AppState, id: ListId, lang: Lang) -> Result<Saved, AppError> {
    state.with_library(|library| {
        let stored = library.list(id)?;
        let parsed = parse_stored(&stored)?;
        let name = format!("{} {}", parsed.name(), lang.pick("(copy)", "(copia)"));
        let document = renamed(parsed, &name);
        let parsed = parse_document(&document)?;
        let meta = meta_of(state, library, &parsed)?;
        Ok(library.save_list(None, &meta, &document)?.into())
    })
}

/// `list_delete`: the list and its whole history.
pub fn list_delete(state: &AppState, id: ListId) -> Result<(), AppError> {
    state.with_library(|library| Ok(library.delete_list(id)?))
}

/// `list_history`: every version, oldest first; the last is the current one.
pub fn list_history(state: &AppState, id: ListId) -> Result<Vec<VersionView>, AppError> {
    state.with_library(|library| {
        Ok(library
            .list_history(id)?
            .into_iter()
            .map(|v| VersionView {
                version: v.version,
                saved_at: v.saved_at,
                name: muster_core::parse_list(&v.document)
                    .map(|d| d.name().to_owned())
                    .unwrap_or_default(),
            })
            .collect())
    })
}

/// `list_restore`: an earlier version's document saved as the list's new current version
/// (nothing is lost: the version it replaces stays in the history).
///
/// This is a save of the old document with its own metadata rather than
/// `Library::restore_list_version`, which keeps the current name, faction and notes in the
/// list of lists even when the restored document has others.
pub fn list_restore(state: &AppState, id: ListId, version: u32) -> Result<Saved, AppError> {
    state.with_library(|library| {
        let history = library.list_history(id)?;
        let Some(old) = history.into_iter().find(|v| v.version == version) else {
            let file = library.path().map(|p| p.display().to_string());
            return Err(AppError::new(
                "store.not_found",
                format!(
                    "{}: no version {version} of list {id}",
                    file.as_deref().unwrap_or("(library in memory)")
                ),
            ));
        };
        let parsed = muster_core::parse_list(&old.document)
            .map_err(|e| AppError::list(&format!("version {version} of saved list {id}"), &e))?;
        let meta = meta_of(state, library, &parsed)?;
        Ok(library.save_list(Some(id), &meta, &old.document)?.into())
    })
}

/// `list_import_file`: reads a list document file and saves it as a new list; a file that
/// is not a list document is `list.invalid` naming the file and the place of the fault.
pub fn list_import_file(state: &AppState, path: &Path) -> Result<Saved, AppError> {
    let text = std::fs::read_to_string(path).map_err(|e| AppError::file(path, "read", &e))?;
    let parsed = muster_core::parse_list(&text)
        .map_err(|e| AppError::list(&path.display().to_string(), &e))?;
    state.with_library(|library| {
        let meta = meta_of(state, library, &parsed)?;
        Ok(library.save_list(None, &meta, &text)?.into())
    })
}

/// `list_export_file`: writes list `id`'s current document to `path` as pretty JSON.
pub fn list_export_file(state: &AppState, id: ListId, path: &Path) -> Result<(), AppError> {
    let stored = state.with_library(|library| Ok(library.list(id)?))?;
    let mut text = match parse_stored(&stored)? {
        ListDocument::RuneWars(list) => {
            serde_json::to_string_pretty(&list).expect("list documents serialize")
        }
        ListDocument::Diskwars(list) => {
            serde_json::to_string_pretty(&list).expect("list documents serialize")
        }
        ListDocument::Sigmar(list) => {
            serde_json::to_string_pretty(&list).expect("list documents serialize")
        }
        ListDocument::Underworlds(list) => {
            serde_json::to_string_pretty(&list).expect("list documents serialize")
        }
    };
    text.push('\n');
    muster_store::write_whole(path, text.as_bytes()).map_err(|e| AppError::file(path, "write", &e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{example, state_in, TempDir, DISKWARS_KAIROS};

    #[test]
    fn save_open_rename_duplicate_history_restore_delete() {
        let dir = TempDir::new("lists");
        let state = state_in(&dir);
        let shield_wall = example("runewars-daqan-shield-wall.json");

        let first = list_save(&state, None, &shield_wall).unwrap();
        assert_eq!((first.id, first.version), (1, 1));
        let opened = list_open(&state, first.id).unwrap();
        assert_eq!(opened.document, shield_wall.trim());
        assert_eq!(opened.summary.name, "Shield wall of Terrinoth");
        assert_eq!(opened.summary.faction, "daqan-lords");

        let renamed = list_rename(&state, first.id, "  Iron line ", Lang::En).unwrap();
        assert_eq!((renamed.id, renamed.version), (first.id, 2));
        let opened = list_open(&state, first.id).unwrap();
        assert_eq!(opened.summary.name, "Iron line");
        assert_eq!(
            muster_core::parse_list(&opened.document).unwrap().name(),
            "Iron line"
        );
        let err = list_rename(&state, first.id, " ", Lang::Es).unwrap_err();
        assert_eq!(
            err,
            AppError::new("list.invalid", "una lista necesita un nombre")
        );

        let copy = list_duplicate(&state, first.id, Lang::Es).unwrap();
        assert_eq!(copy.version, 1);
        assert_ne!(copy.id, first.id);
        assert_eq!(
            list_open(&state, copy.id).unwrap().summary.name,
            "Iron line (copia)"
        );

        let history = list_history(&state, first.id).unwrap();
        let names: Vec<_> = history
            .iter()
            .map(|v| (v.version, v.name.as_str()))
            .collect();
        assert_eq!(names, [(1, "Shield wall of Terrinoth"), (2, "Iron line")]);

        let restored = list_restore(&state, first.id, 1).unwrap();
        assert_eq!(restored.version, 3);
        let opened = list_open(&state, first.id).unwrap();
        assert_eq!(opened.document, shield_wall.trim());
        // The list of lists follows the restored document's name.
        assert_eq!(opened.summary.name, "Shield wall of Terrinoth");
        assert_eq!(list_history(&state, first.id).unwrap().len(), 3);
        let err = list_restore(&state, first.id, 9).unwrap_err();
        assert_eq!(err.code, "store.not_found");
        assert!(
            err.message.ends_with("no version 9 of list 1"),
            "{}",
            err.message
        );

        let all: Vec<_> = lists_all(&state)
            .unwrap()
            .into_iter()
            .map(|s| s.id)
            .collect();
        assert_eq!(all, [first.id, copy.id]);
        list_delete(&state, first.id).unwrap();
        let all: Vec<_> = lists_all(&state)
            .unwrap()
            .into_iter()
            .map(|s| s.id)
            .collect();
        assert_eq!(all, [copy.id]);
        assert_eq!(
            list_open(&state, first.id).unwrap_err().code,
            "store.not_found"
        );
        assert_eq!(
            list_delete(&state, first.id).unwrap_err().code,
            "store.not_found"
        );
    }

    #[test]
    fn illegal_lists_are_saved_but_other_documents_are_not() {
        let dir = TempDir::new("lists-save");
        let state = state_in(&dir);
        let saved = list_save(&state, None, &example("runewars-latari-over-budget.json"));
        assert_eq!(saved.unwrap().version, 1);
        let err = list_save(&state, None, r#"{"format": "muster-list/1"}"#).unwrap_err();
        assert_eq!(err.code, "list.invalid");
        let err = list_save(
            &state,
            Some(42),
            &example("runewars-daqan-shield-wall.json"),
        );
        assert_eq!(err.unwrap_err().code, "store.not_found");
        assert_eq!(lists_all(&state).unwrap().len(), 1);
    }

    #[test]
    fn summaries_are_camel_case_json() {
        let dir = TempDir::new("lists-json");
        let state = state_in(&dir);
        let saved = list_save(&state, None, &example("runewars-uthuk-skirmish.json")).unwrap();
        let json = serde_json::to_value(saved).unwrap();
        assert!(json["savedAt"].is_i64(), "{json}");
        let json = serde_json::to_value(&lists_all(&state).unwrap()[0]).unwrap();
        let mut keys: Vec<_> = json.as_object().unwrap().keys().cloned().collect();
        keys.sort();
        assert_eq!(
            keys,
            [
                "createdAt",
                "faction",
                "game",
                "id",
                "name",
                "notes",
                "updatedAt",
                "version"
            ]
        );
        let json = serde_json::to_value(&list_history(&state, 1).unwrap()[0]).unwrap();
        assert!(
            json["savedAt"].is_i64() && json["name"].is_string(),
            "{json}"
        );
    }

    #[test]
    fn files_are_imported_and_exported() {
        let dir = TempDir::new("lists-files");
        let state = state_in(&dir);
        let source = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../examples/runewars-waiqar-host-of-crows.json");
        let saved = list_import_file(&state, &source).unwrap();
        let out = dir.path().join("out.json");
        list_export_file(&state, saved.id, &out).unwrap();
        let written = std::fs::read_to_string(&out).unwrap();
        assert!(
            written.contains("\n  \"format\": \"muster-list/1\""),
            "{written}"
        );
        assert_eq!(
            muster_core::parse_list(&written).unwrap(),
            muster_core::parse_list(&std::fs::read_to_string(&source).unwrap()).unwrap()
        );

        let bad = dir.path().join("bad.json");
        std::fs::write(&bad, r#"{"format": "muster-list/1", "game": "chess"}"#).unwrap();
        let err = list_import_file(&state, &bad).unwrap_err();
        assert_eq!(err.code, "list.invalid");
        assert!(
            err.message
                .starts_with(&format!("{}: at /game: ", bad.display())),
            "{}",
            err.message
        );
        let missing = dir.path().join("missing.json");
        assert_eq!(
            list_import_file(&state, &missing).unwrap_err().code,
            "file.io"
        );
        let nowhere = dir.path().join("no-such-folder").join("out.json");
        assert_eq!(
            list_export_file(&state, saved.id, &nowhere)
                .unwrap_err()
                .code,
            "file.io"
        );
        assert_eq!(lists_all(&state).unwrap().len(), 1);
    }

    #[test]
    fn a_diskwars_list_is_saved_with_the_faction_of_its_discs() {
        let dir = TempDir::new("lists-diskwars");
        let state = state_in(&dir);
        let saved = list_save(&state, None, DISKWARS_KAIROS).unwrap();
        let opened = list_open(&state, saved.id).unwrap();
        assert_eq!(opened.summary.game, "diskwars");
        assert_eq!(opened.summary.faction, "destruction");
        assert_eq!(opened.summary.name, "Fateweaver's host");

        list_rename(&state, saved.id, "Tzeentch's host", Lang::En).unwrap();
        let copy = list_duplicate(&state, saved.id, Lang::En).unwrap();
        let copied = list_open(&state, copy.id).unwrap();
        assert_eq!(copied.summary.name, "Tzeentch's host (copy)");
        assert_eq!(copied.summary.game, "diskwars");
        let Ok(ListDocument::Diskwars(list)) = muster_core::parse_list(&copied.document) else {
            panic!("a Diskwars document: {}", copied.document);
        };
        assert_eq!(list.regiments[0].units.len(), 4);
        assert_eq!(list.regiment_count, Some(2));

        let out = dir.path().join("host.json");
        list_export_file(&state, saved.id, &out).unwrap();
        let written = std::fs::read_to_string(&out).unwrap();
        assert!(written.contains("\n  \"game\": \"diskwars\""), "{written}");
        let imported = list_import_file(&state, &out).unwrap();
        assert_eq!(
            list_open(&state, imported.id).unwrap().summary.faction,
            "destruction"
        );

        // Before any disc of known race, the list has no faction yet.
        let empty = r#"{"format": "muster-list/1", "game": "diskwars", "name": "Empty",
            "regiment_count": 3, "regiments": []}"#;
        let saved = list_save(&state, None, empty).unwrap();
        assert_eq!(list_open(&state, saved.id).unwrap().summary.faction, "");
    }
}
