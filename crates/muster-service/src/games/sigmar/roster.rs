//! `sigmar_read_roster`: a BattleScribe or New Recruit roster file (`.ros`, `.rosz`, `.json`)
//! read into a matched-play list of the packs loaded now, with a note for every selection it
//! could not map. Nothing is stored: the player looks at the list and saves it with
//! `list_save` (the command line writes it out).
//!
//! Reading and mapping are `muster-bsdata`'s (`roster/`); a refused file is
//! `roster.refused`, its message naming the file and the place in the player's language.

use crate::error::{AppError, ErrorCode};
use crate::muster::Muster;
use muster_core::games::sigmar::{Sigmar, SigmarList};
use muster_core::Lang;
use serde::Serialize;
use std::path::Path;

/// One selection the import could not take as it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarRosterNote"))]
pub struct RosterNoteView {
    /// Where it is in the file: `line:column` (XML) or a JSON pointer (New Recruit's JSON).
    pub place: String,
    /// The selection's or force's name as the file writes it.
    pub name: String,
    /// What happened to it, in the language asked.
    pub message: String,
    /// A roster note (the battle tactic cards picked, an empty formation or lore slot):
    /// said as what it is, not a selection left out.
    pub roster_note: bool,
}

/// `sigmar_read_roster`'s answer: the list to show (not stored) and the notes.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarRosterRead"))]
pub struct RosterRead {
    /// The file read (its name, no folder).
    pub file: String,
    /// The list, matched play, as the file has it: rules it breaks are the validator's to say.
    pub list: SigmarList,
    /// One per selection not mapped (or mapped with a change), and the roster notes, in
    /// file order.
    pub notes: Vec<RosterNoteView>,
}

/// A roster file refused (`roster.refused`), in `lang`.
fn refused(error: &muster_bsdata::RosterError, lang: Lang) -> AppError {
    AppError::new(ErrorCode::RosterRefused, error.message(lang))
}

impl Muster {
    /// `sigmar_read_roster` (and `muster import roster`): the roster file at `path` as a
    /// matched-play list of the packs loaded now (the shipped ones and the player's), notes
    /// in `lang`. Refused, changing nothing (`roster.refused`): a path that is not a regular
    /// file, a file past 4 MB, a hostile or malformed file, another game system than Age of
    /// Sigmar 4.0, a faction no pack has.
    pub fn sigmar_read_roster(&self, path: &Path, lang: Lang) -> Result<RosterRead, AppError> {
        let roster = muster_bsdata::read_roster_file(path).map_err(|e| refused(&e, lang))?;
        self.sigmar_map_roster(roster, lang)
    }

    /// [`Muster::sigmar_read_roster`] of a file already read: `bytes` of the file named
    /// `file` (`muster check` reads each file once to tell what it holds).
    pub fn sigmar_read_roster_bytes(
        &self,
        file: &str,
        bytes: &[u8],
        lang: Lang,
    ) -> Result<RosterRead, AppError> {
        let roster = muster_bsdata::read_roster(file, bytes).map_err(|e| refused(&e, lang))?;
        self.sigmar_map_roster(roster, lang)
    }

    /// A roster read from its file, mapped to a list of the packs loaded now.
    fn sigmar_map_roster(
        &self,
        roster: muster_bsdata::Roster,
        lang: Lang,
    ) -> Result<RosterRead, AppError> {
        let import = self.session(|session| {
            let catalog = session.catalog::<Sigmar>()?;
            Ok(muster_bsdata::sigmar_list(&roster, &catalog, lang))
        })?;
        let import = import.map_err(|e| refused(&e, lang))?;
        crate::lists::within_limits(&import.list).map_err(|e| {
            AppError::new(
                ErrorCode::RosterRefused,
                format!("{}: {}", roster.file, e.message),
            )
        })?;
        Ok(RosterRead {
            file: roster.file,
            list: import.list,
            notes: import
                .notes
                .into_iter()
                .map(|n| RosterNoteView {
                    place: n.place,
                    name: n.name,
                    message: n.message,
                    roster_note: n.roster_note,
                })
                .collect(),
        })
    }
}
