//! Saved lists: the list of lists, open, save, rename, duplicate, delete, history, restore,
//! and reading or writing a list document file. The library keeps every version; documents
//! are checked with `muster_core::parse_list` before they are saved, and illegal lists are
//! saved too (a list is work in progress).

use crate::error::{AppError, ErrorCode};
use crate::muster::{Muster, Session};
use crate::served::Served;
use muster_core::{parse_list, with_list, Lang, ListDocument, Severity, Verdict};
use muster_store::{ListId, ListMeta, SavedList, StoredList, UnixMillis};
use serde::Serialize;
use std::path::Path;

/// A list document the UI sent (`list.invalid` naming the place of the fault).
pub fn parse_document(text: &str) -> Result<ListDocument, AppError> {
    Ok(parse_list(text)?)
}

/// A list document the window sent, as the JSON text Rust writes for it (what the library
/// stores and every job reads); what is not a list document is `list.invalid`.
pub fn document_text(document: &serde_json::Value) -> Result<String, AppError> {
    Ok(parse_document(&document.to_string())?.to_json())
}

/// A list read from another form (a pasted text, a roster file) as Muster would read its
/// document: within the limits of a list (`list.invalid` naming the place past them), so
/// that what a reader gives can always be saved and checked.
pub fn within_limits<T: serde::Serialize>(list: &T) -> Result<(), AppError> {
    let json = serde_json::to_string(list).map_err(|e| AppError::args(e.to_string()))?;
    json_within_limits(&json)
}

/// [`within_limits`] of a document's JSON text.
pub fn json_within_limits(json: &str) -> Result<(), AppError> {
    match muster_core::json::check(json, &crate::files::LIST_LIMITS) {
        None => Ok(()),
        Some(fault) => Err(AppError::new(
            ErrorCode::ListInvalid,
            format!(
                "the list read is past what a list may hold: {}",
                fault.with_place()
            ),
        )),
    }
}

/// A saved list's document (they were parsed before saving, but a file may have been written
/// by another program).
pub fn parse_stored(stored: &StoredList) -> Result<ListDocument, AppError> {
    parse_list(&stored.document)
        .map_err(|e| AppError::list(&format!("saved list {}", stored.summary.id), &e))
}

/// Reads and parses a list document file: its text and document, or an error naming the file
/// and the place of the fault.
pub fn read_list_file(path: &Path) -> Result<(String, ListDocument), AppError> {
    let text = crate::files::read_document(path, &crate::files::LIST_LIMITS)?;
    let document =
        parse_list(&text).map_err(|e| AppError::list(&path.display().to_string(), &e))?;
    Ok((text, document))
}

/// A saved list without its document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
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
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct OpenedList {
    /// The list's summary.
    pub summary: ListSummary,
    /// Its current document.
    #[cfg_attr(feature = "bindings", ts(as = "crate::games::ListDocumentShape"))]
    pub document: serde_json::Value,
}

/// What a save produced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
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

/// One entry of a list's history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct VersionView {
    /// 1, 2, 3…
    pub version: u32,
    /// When it was saved (unix ms).
    pub saved_at: UnixMillis,
    /// The list's name in that version (empty if that document cannot be read).
    pub name: String,
}

/// What the library keeps beside a document: its name, game, notes, and the faction the
/// game files it under (a Diskwars list's is the one its discs belong to, so it needs the
/// catalogue).
pub(crate) fn meta_of(
    session: &mut Session<'_>,
    document: &ListDocument,
) -> Result<ListMeta, AppError> {
    fn faction<G: Served>(session: &mut Session<'_>, list: &G::List) -> Result<String, AppError> {
        Ok(G::faction(list, &*session.catalog::<G>()?))
    }
    let faction = with_list!(document, |list, G| faction::<G>(session, list))?;
    Ok(ListMeta {
        name: document.name().to_owned(),
        game: document.game().id().to_owned(),
        faction,
        notes: document.notes().map(str::to_owned),
    })
}

/// Saves `text` (whose document is `document`) as a new list, or as a new version of `id`.
fn save(
    session: &mut Session<'_>,
    id: Option<ListId>,
    document: &ListDocument,
    text: &str,
) -> Result<Saved, AppError> {
    // Opened to write before anything reads it: a damaged library is set aside here, not
    // refused by the catalogue's read of the player's records.
    session.library()?;
    let meta = meta_of(session, document)?;
    Ok(session.library()?.save_list(id, &meta, text)?.into())
}

/// A list name without surrounding spaces, or `list.invalid` if nothing is left.
fn clean_name(name: &str, lang: Lang) -> Result<&str, AppError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(AppError::new(
            ErrorCode::ListInvalid,
            lang.pick("a list needs a name", "una lista necesita un nombre"),
        ));
    }
    Ok(name)
}

/// Version `version` of list `id` (`store.not_found` naming the library when it has none).
fn version_of(
    session: &mut Session<'_>,
    id: ListId,
    version: u32,
) -> Result<muster_store::ListVersion, AppError> {
    let library = session.library()?;
    let history = library.list_history(id)?;
    history
        .into_iter()
        .find(|v| v.version == version)
        .ok_or_else(|| {
            let file = library.path().map(|p| p.display().to_string());
            AppError::new(
                ErrorCode::StoreNotFound,
                format!(
                    "{}: no version {version} of list {id}",
                    file.as_deref().unwrap_or("(library in memory)")
                ),
            )
        })
}

/// `legal`, `not legal: N errors` or `unconfirmed: N values not known yet`, for a list
/// checked with the default readings of unclear rules.
fn verdict<G: Served>(session: &mut Session<'_>, list: &G::List) -> Result<String, AppError> {
    let catalog = session.catalog::<G>()?;
    let report = G::validate(list, &catalog, &Default::default(), Lang::En);
    let errors = report.with_severity(Severity::Error).count();
    Ok(match report.verdict {
        Verdict::Legal => "legal".to_owned(),
        Verdict::Illegal => format!("not legal: {errors} errors"),
        Verdict::Unconfirmed => {
            format!("unconfirmed: {} values not known yet", report.awaited.len())
        }
    })
}

impl Muster {
    /// `lists_all`: every saved list, by id.
    pub fn lists_all(&self) -> Result<Vec<ListSummary>, AppError> {
        self.with_reading(|library| Ok(library.lists()?.into_iter().map(Into::into).collect()))
    }

    /// `list_open`: one list and its current document.
    pub fn list_open(&self, id: ListId) -> Result<OpenedList, AppError> {
        self.with_reading(|library| {
            let stored = library.list(id)?;
            Ok(OpenedList {
                summary: stored.summary.into(),
                document: serde_json::from_str(&stored.document).map_err(|e| {
                    AppError::new(
                        ErrorCode::ListInvalid,
                        format!("list {id} is not JSON: {e}"),
                    )
                })?,
            })
        })
    }

    /// A saved list's document: the current version, or `version`.
    pub fn list_document(&self, id: ListId, version: Option<u32>) -> Result<String, AppError> {
        self.session(|session| match version {
            None => Ok(session.reading()?.list(id)?.document),
            Some(v) => Ok(version_of(session, id, v)
                .map_err(|_| {
                    AppError::new(
                        ErrorCode::StoreNotFound,
                        format!("list {id} has no version {v}"),
                    )
                })?
                .document),
        })
    }

    /// `list_save`: a document as a new list (`id` null) or as a new version of list `id`;
    /// what is not a list document is refused (`list.invalid`).
    pub fn list_save(&self, id: Option<ListId>, document: &str) -> Result<Saved, AppError> {
        let parsed = parse_document(document)?;
        self.session(|session| save(session, id, &parsed, document))
    }

    /// Saves a list document (its text and document) and says whether it is legal, as
    /// `muster lists save` reports it: `(saved, "legal" | "not legal: N errors" |
    /// "unconfirmed: N values not known yet")`.
    pub fn list_save_checked(
        &self,
        id: Option<ListId>,
        text: &str,
        document: &ListDocument,
    ) -> Result<(Saved, String), AppError> {
        self.session(|session| {
            let saved = save(session, id, document, text)?;
            let verdict = with_list!(document, |list, G| verdict::<G>(session, list))?;
            Ok((saved, verdict))
        })
    }

    /// `list_rename`: saves the current document with a new name as a new version.
    pub fn list_rename(&self, id: ListId, name: &str, lang: Lang) -> Result<Saved, AppError> {
        let name = clean_name(name, lang)?;
        self.session(|session| {
            let mut document = parse_stored(&session.library()?.list(id)?)?;
            document.set_name(name);
            save(session, Some(id), &document, &document.to_json())
        })
    }

    /// `list_duplicate`: the current document saved as a new list named "… (copy)"
    /// ("… (copia)" in Spanish). The copy starts its own history at version 1.
    pub fn list_duplicate(&self, id: ListId, lang: Lang) -> Result<Saved, AppError> {
        self.session(|session| {
            let mut document = parse_stored(&session.library()?.list(id)?)?;
            let name = format!("{} {}", document.name(), lang.pick("(copy)", "(copia)"));
            document.set_name(&name);
            save(session, None, &document, &document.to_json())
        })
    }

    /// `list_delete`: the list and its whole history.
    pub fn list_delete(&self, id: ListId) -> Result<(), AppError> {
        self.with_library(|library| Ok(library.delete_list(id)?))
    }

    /// `list_history`: every version, oldest first; the last is the current one.
    pub fn list_history(&self, id: ListId) -> Result<Vec<VersionView>, AppError> {
        self.with_reading(|library| {
            Ok(library
                .list_history(id)?
                .into_iter()
                .map(|v| VersionView {
                    version: v.version,
                    saved_at: v.saved_at,
                    name: parse_list(&v.document)
                        .map(|d| d.name().to_owned())
                        .unwrap_or_default(),
                })
                .collect())
        })
    }

    /// `list_restore`: an earlier version's document saved as the list's new current version
    /// (nothing is lost: the version it replaces stays in the history), with that document's
    /// own name, faction and notes in the list of lists.
    pub fn list_restore(&self, id: ListId, version: u32) -> Result<Saved, AppError> {
        self.session(|session| {
            let old = version_of(session, id, version)?;
            let document = parse_list(&old.document).map_err(|e| {
                AppError::list(&format!("version {version} of saved list {id}"), &e)
            })?;
            save(session, Some(id), &document, &old.document)
        })
    }

    /// `list_import_file`: reads a list document file and saves it as a new list; a file
    /// that is not a list document is `list.invalid` naming the file and the place of the
    /// fault.
    pub fn list_import_file(&self, path: &Path) -> Result<Saved, AppError> {
        let (text, document) = read_list_file(path)?;
        self.session(|session| save(session, None, &document, &text))
    }

    /// `list_export_file`: writes list `id`'s current document to `path` as pretty JSON.
    /// Never written over the library.
    pub fn list_export_file(&self, id: ListId, path: &Path) -> Result<(), AppError> {
        let stored = self.with_reading(|library| Ok(library.list(id)?))?;
        let text = parse_stored(&stored)?.to_pretty_json();
        crate::files::write_output(path, text.as_bytes(), Some(&self.library_path()), &[])
    }
}
