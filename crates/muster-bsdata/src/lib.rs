//! Reads the community BattleScribe data into the rules core's catalogues: facts only
//! (names, costs, sizes, flags, restrictions), never rule or description text.
//!
//! - RuneWars ([`runewars`]: a `.gst` game system plus one `.cat` catalogue per faction)
//!   into RuneWars catalogue parts: [`import_runewars`];
//! - fourth-edition Age of Sigmar ([`aos`]: BSData/age-of-sigmar-4th) into one
//!   `muster_core::games::sigmar::Pack` per faction: [`import_aos`];
//! - BattleScribe and New Recruit roster files ([`roster`]: `.ros`, `.rosz`, `.json`) into a
//!   neutral tree, and an Age of Sigmar roster into a matched-play list: [`read_roster_file`],
//!   [`sigmar_list`];
//! - the community Diskwars data ([`diskwars`]: a fan-made regiment builder's disc tables)
//!   into the values the rulebook's pack leaves unknown: [`import_diskwars`];
//! - the community RuneWars dials ([`runewars_dials`]: a fan-made combat simulator's units)
//!   into each unit's command dial: [`import_runewars_dials`];
//! - the community Warhammer Underworlds data ([`underworlds`]: JSON gathered from
//!   underworldsdb, not BattleScribe) into Underworlds catalogue parts:
//!   [`import_underworlds`].
//!
//! What both importers share sits here: the parsed files and their element helpers
//! (`xml`), names and kebab-case ids ([`kebab_id`]), [`ImportError`], and the commit a
//! folder's `SOURCE.txt` names.

pub mod aos;
pub mod diskwars;
mod error;
mod files;
mod names;
pub mod roster;
pub mod runewars;
pub mod runewars_dials;
pub mod underworlds;
mod xml;

pub use aos::{
    aos_faction_catalogues, aos_inputs, import_aos, import_aos_texts, AosImport, AosInputs,
    AosRequest, MAX_FILE_BYTES,
};
pub use diskwars::{import_diskwars, DiskwarsImport};
pub use error::ImportError;
pub use names::{is_kebab_id, kebab_id};
pub use roster::{
    read_roster, read_roster_file, sigmar_list, Roster, RosterError, RosterFault, RosterImport,
    RosterNote,
};
pub use runewars::{
    import_runewars, import_runewars_from_texts, import_runewars_from_texts_with_notes,
    import_runewars_with_notes, Import, NameCorrection, SlotCorrection, NAME_CORRECTIONS,
    SLOT_CORRECTIONS,
};
pub use runewars_dials::{import_runewars_dials, DialsImport};
pub use underworlds::{import_underworlds, UnderworldsImport};

/// The commit a `SOURCE.txt` text names: its first word of 40 hex digits.
pub(crate) fn source_commit(text: &str) -> Option<String> {
    text.split(|c: char| !c.is_ascii_hexdigit())
        .find(|w| w.len() == 40)
        .map(str::to_owned)
}
