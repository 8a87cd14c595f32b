//! `sigmar_import_folder`: every faction catalogue of a player's BattleScribe folder (the
//! fourth edition's `.gst` and the `.cat` files beside it) imported among the player's
//! packs, whole or not at all.
//!
//! Which `.cat` files are faction catalogues is the importer's answer
//! (`muster_bsdata::aos_inputs`).

use super::user_packs_dir;
use crate::error::{AppError, ErrorCode};
use muster_core::games::sigmar::{Sigmar, DEFAULT_SEASON};
use muster_data::Pack;
use serde::Serialize;
use std::path::{Path, PathBuf};

/// One faction imported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarImportedPack"))]
pub struct ImportedPack {
    /// Its faction id.
    pub faction: String,
    /// Its name.
    pub name: String,
    /// How many warscrolls it holds.
    pub units: usize,
    /// The pack file written among the player's packs.
    pub file: String,
}

/// `sigmar_import_folder`'s answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarImportedView"))]
pub struct ImportedView {
    /// The folder read.
    pub folder: String,
    /// One per faction catalogue, in file-name order.
    pub packs: Vec<ImportedPack>,
}

/// A broken folder or file: `data.broken`, the message naming the place.
fn broken(message: impl Into<String>) -> AppError {
    AppError::new(ErrorCode::DataBroken, message)
}

/// The game system and the faction catalogues of `dir`, each path sorted by name
/// (`muster_bsdata::aos_inputs`: the catalogues that are not factions are left).
fn folder_files(dir: &Path) -> Result<(PathBuf, Vec<PathBuf>), AppError> {
    let inputs = muster_bsdata::aos_inputs(&[dir.to_path_buf()])
        .map_err(|e| broken(format!("{}: {e}", dir.display())))?;
    Ok((inputs.game_system, inputs.factions))
}

fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// The `*.json` pack files of the player's folder now, by name.
fn current_texts(dir: &Path) -> Result<Vec<(String, String)>, AppError> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(Vec::new());
    };
    let mut texts = Vec::new();
    for entry in entries.filter_map(Result::ok) {
        let path = entry.path();
        if path.is_file() && path.extension().is_some_and(|x| x == "json") {
            let text = crate::files::read_text(&path, crate::files::PACK_MAX, "a pack file")?;
            texts.push((file_name(&path), text));
        }
    }
    texts.sort();
    Ok(texts)
}

/// Imports every faction catalogue of the BattleScribe folder `dir`
/// for the newest season into the player's packs (`<faction id>.json` in
/// [`user_packs_dir`], each written whole with `muster_store::write_whole`), replacing
/// their earlier import of the same faction. Before anything is written, the player's
/// packs as they would then be are loaded exactly as the app loads them; a folder the
/// importer refuses (the message names the file, line and element), or packs that would
/// not load together, change nothing (`data.broken`).
pub(super) fn import_folder(library: &Path, dir: &Path) -> Result<ImportedView, AppError> {
    let (system, factions) = folder_files(dir)?;
    let import = muster_bsdata::import_aos(&system, &factions, DEFAULT_SEASON)
        .map_err(|e| broken(format!("{}: {e}", dir.display())))?;
    let target = user_packs_dir(library);
    let new: Vec<(String, String)> = import
        .packs
        .iter()
        .map(|p| {
            (
                format!("{}.json", p.faction.id),
                muster_data::sigmar::pack_json(p),
            )
        })
        .collect();
    let mut after: Vec<(String, String)> = current_texts(&target)?
        .into_iter()
        .filter(|(file, _)| !new.iter().any(|(n, _)| n == file))
        .collect();
    after.extend(new.iter().cloned());
    let borrowed: Vec<(&str, &str)> = after
        .iter()
        .map(|(f, t)| (f.as_str(), t.as_str()))
        .collect();
    Sigmar::load_texts(&borrowed)
        .map_err(|e| broken(format!("the imported packs would not load: {e}")))?;

    std::fs::create_dir_all(&target)
        .map_err(|e| AppError::file(&target, "create the folder", &e))?;
    for (file, text) in &new {
        let path = target.join(file);
        muster_store::write_whole(&path, text.as_bytes())
            .map_err(|e| AppError::file(&path, "write", &e))?;
    }
    Ok(ImportedView {
        folder: dir.display().to_string(),
        packs: import
            .packs
            .iter()
            .zip(&new)
            .map(|(pack, (file, _))| ImportedPack {
                faction: pack.faction.id.clone(),
                name: pack.faction.name.clone(),
                units: pack.units.len(),
                file: file.clone(),
            })
            .collect(),
    })
}
