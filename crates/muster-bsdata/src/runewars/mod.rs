//! RuneWars: reads the community BattleScribe data for RuneWars (a `.gst` game system plus
//! one `.cat` catalogue per faction, as published by BSData) into the RuneWars catalogue
//! parts of the rules core. Only facts are taken: names, costs, tray shapes, slot icons,
//! unit types, unique flags, factions, restrictions and figure Defense / wound threshold.
//! Rule and description text is never read.
//!
//! - `index`: the parsed files and the shared entries links reach; `eval`: the conditions;
//! - `import`: the importer, the factions and the run that merges and names the upgrade
//!   cards; `units`: the units; `upgrades`: the upgrades and who may take them;
//! - `names`: hero-upgrade qualifiers and the name corrections; `corrections`: the slot
//!   corrections.
//!
//! # What is read, and how
//!
//! - **Factions**: one per catalogue, in file-name order; the name is the catalogue's
//!   `name` without a trailing year (`"Daqan Lords (2020)"` → Daqan Lords, id
//!   `daqan-lords`).
//! - **Units**: the targets of a catalogue's root `<entryLinks>`, then any shared
//!   `selectionEntry type="unit"` not linked. The unit type comes from the entry's category
//!   links to the game system's Infantry / Cavalry / Siege categories (the root link's, if
//!   the entry has none). A unit is unique when it links the game system's "Unique Unit"
//!   entry or carries a `max 1` constraint at roster scope.
//! - **Configurations**: the entries of the unit's "Unit Size" group (spaces ignored), or a
//!   hero's direct "1 Tray" entry. `"CxR Trays"` gives id `CxR`; when two rows share a shape,
//!   the label in parentheses becomes a suffix (`2x2-champion`; "Heraldry" becomes
//!   `banner`). Rows are sorted cheapest first.
//! - **Slots**: every group the unit links (or holds inline) whose name is a slot family
//!   (Equipment, Training, Heavy, Champion(s), Heraldry → banner, Music, Artifact, Unique) is
//!   evaluated for each configuration by [the condition evaluator](#conditions): when it is
//!   not hidden, its icon is listed as many times as its `max` constraint at parent scope
//!   allows (after modifiers of that constraint; 1 when it has none).
//! - **Upgrades**: every `selectionEntry type="upgrade"` reachable from a catalogue's
//!   slot-family groups (their faction subgroups and the game system's "… - Common" groups
//!   they link), skipping tray entries and the "Unique Unit" marker. `slot` is the family of
//!   the top group; `faction` is the faction of the file the entry is written in (none for
//!   the game system); `unique` is a `max 1` constraint at roster scope; a
//!   "Figure Upgrade" profile gives the figure (a `-` value gives none; a rune-dependent
//!   value such as `1 + [Stable Rune]` keeps its printed base number, with a note).
//! - **Restrictions**: the upgrade's visibility (its `hidden` attribute and `hidden`
//!   modifiers, and those of the groups and links above it) is evaluated for every imported
//!   unit. Visible to all: no restriction. Otherwise the shorter of two exact descriptions
//!   is kept: the unit types with a visible unit plus the units of those types that cannot
//!   see it (`unit_types` + `not_units`), or the list of units that can (`units`, also kept
//!   on a tie). An upgrade visible to no unit is left out, with a note.
//! - **Names and ids**: names are trimmed and their spaces collapsed; a hero figure
//!   upgrade's trailing qualifier such as "(Cavalry Upgrade)" is taken off the name; then
//!   [`NAME_CORRECTIONS`] applies. Ids are [`kebab_id`](crate::kebab_id) of the name. An upgrade reached
//!   from several groups or files with the same name and the same facts is one card. Two
//!   different cards of one name get a suffix, the first of these that tells them all apart:
//!   the kebab qualifier (`lord-hawthorne-cavalry`, `lord-hawthorne-infantry`), the slot id,
//!   the faction id (`neutral` for none). Otherwise the import fails.
//! - **Sources**: `BSData/runewars@<commit 7>:<file>#<entry id>`.
//! - **Order**: factions in file order, units and upgrades by faction (neutral first for
//!   upgrades) then id.
//!
//! # Conditions
//!
//! Modifiers are evaluated for one unit in one configuration in an army holding nothing
//! else, so hero interactions come out as "no hero": a roster- or force-scope count of any
//! other entry is 0 (`atLeast 1` is false, `equalTo 0` is true). `instanceOf` asks whether
//! the unit is that entry or has that category. Every hero interaction met, and every
//! modifier that cannot have an effect, is reported in [`Import::notes`]; nothing is
//! silently corrected: the only changes to the data are the names in [`NAME_CORRECTIONS`]
//! and the slots in [`SLOT_CORRECTIONS`], each with its reason and source.

mod corrections;
mod eval;
mod import;
mod index;
mod names;
mod units;
mod upgrades;

pub use corrections::{SlotCorrection, SLOT_CORRECTIONS};
pub use names::{NameCorrection, NAME_CORRECTIONS};

use crate::error::ImportError;
use crate::source_commit;
use crate::xml;
use muster_core::games::runewars::CatalogParts;
use std::path::Path;

/// An import result with the importer's notes.
#[derive(Clone, Debug, PartialEq)]
pub struct Import {
    /// The catalogue parts (factions, units, upgrades; heroes left empty).
    pub parts: CatalogParts,
    /// `file:line:col: text` notes on what was skipped or looked suspicious: hero
    /// interactions evaluated as absent, modifiers without effect, groups that are not
    /// slots, rune-dependent figure values. Deterministic, in the order met.
    pub notes: Vec<String>,
    /// The BSData commit the files come from, when it was given or found.
    pub commit: Option<String>,
}

/// Reads a BSData RuneWars folder (.gst + .cat files) into catalogue parts (factions, units,
/// upgrades; heroes left empty).
pub fn import_runewars(dir: &Path) -> Result<CatalogParts, ImportError> {
    import_runewars_with_notes(dir).map(|i| i.parts)
}

/// [`import_runewars`], with the notes. The commit comes from a 40-hex-digit word in the
/// folder's `SOURCE.txt`, when there is one.
pub fn import_runewars_with_notes(dir: &Path) -> Result<Import, ImportError> {
    let folder = dir.display().to_string();
    let read_dir = std::fs::read_dir(dir).map_err(|e| ImportError::file(&folder, e.to_string()))?;
    let mut files = Vec::new();
    let mut commit = None;
    for item in read_dir {
        let item = item.map_err(|e| ImportError::file(&folder, e.to_string()))?;
        let name = item.file_name().to_string_lossy().into_owned();
        let wanted = name.ends_with(".gst") || name.ends_with(".cat");
        if !wanted && name != "SOURCE.txt" {
            continue;
        }
        let text = crate::files::read_text(&item.path(), &name)?;
        if wanted {
            files.push((name, text));
        } else {
            commit = source_commit(&text);
        }
    }
    import_runewars_from_texts_with_notes(&files, commit.as_deref())
}
/// Same from in-memory files: (file name, XML text) pairs, so the logic is testable without
/// disk.
pub fn import_runewars_from_texts(
    files: &[(String, String)],
    source_commit: Option<&str>,
) -> Result<CatalogParts, ImportError> {
    import_runewars_from_texts_with_notes(files, source_commit).map(|i| i.parts)
}

/// [`import_runewars_from_texts`], with the notes.
pub fn import_runewars_from_texts_with_notes(
    files: &[(String, String)],
    source_commit: Option<&str>,
) -> Result<Import, ImportError> {
    let mut sorted: Vec<&(String, String)> = files.iter().collect();
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    let parsed = sorted
        .iter()
        .map(|(name, text)| xml::Parsed::parse(name, text))
        .collect::<Result<Vec<_>, _>>()?;
    let data = index::Data::new(&parsed, "BSData folder")?;
    let mut importer = import::Importer::new(&data, source_commit);
    let mut parts = importer.run()?;
    let mut notes = importer.notes.into_vec();
    notes.extend(corrections::apply(&mut parts));
    Ok(Import {
        parts,
        notes,
        commit: source_commit.map(str::to_owned),
    })
}
