//! Muster's data-pack loader.
//!
//! A data pack is a folder of JSON files per game under `data/` (see `data/README.md`).
//! Loading a pack parses every file, checks it against its JSON Schema in `data/schemas/`,
//! merges the translated names and the hand-written card effects, and builds the game's
//! catalogue. Any fault is a [`PackError`] naming the file and the JSON pointer (or line
//! and column) of the fault; loading never panics and never returns half a catalogue.
//!
//! The packs of this repository are also compiled into the crate ([`bundled_runewars`],
//! [`bundled_diskwars`], [`bundled_sigmar`], [`bundled_underworlds`]), so the `muster` binary
//! works wherever it is copied. They are compiled in deflated (`build.rs`) and, as they
//! cannot change after the build, held to their schemas by the tests rather than at every
//! load.

mod bundled;
pub mod diskwars;
mod identity;
mod pack;
pub mod provenance;
pub mod runewars;
pub mod schemas;
pub mod sigmar;
pub mod underworlds;
pub mod user;

pub use diskwars::{bundled_diskwars, load_diskwars_dir, load_diskwars_texts, DiskwarsPackTexts};
pub use identity::{
    diskwars_fingerprint, diskwars_pack_label, runewars_fingerprint, runewars_pack_label,
    sigmar_fingerprint, sigmar_pack_label, underworlds_fingerprint, underworlds_pack_label,
};
pub use pack::{PackError, PACK_FILE_MAX_BYTES};
pub use provenance::{Provenance, Shipped};
pub use runewars::{bundled_runewars, load_runewars_dir, load_runewars_texts, RuneWarsPackTexts};
pub use sigmar::{bundled_sigmar, load_sigmar_dir, load_sigmar_texts, sigmar_with_user_packs};
pub use underworlds::{bundled_underworlds, load_underworlds_dir, load_underworlds_texts};
pub use user::diskwars::{check_new_diskwars_user_record, diskwars_with_user_data, DISKWARS_KINDS};
pub use user::diskwars_table::{
    read_diskwars_cell, read_diskwars_table, write_diskwars_table, TableCell, TableFault,
    DISKWARS_TABLE_COLUMNS, DISKWARS_TABLE_MAX_BYTES,
};
pub use user::underworlds::{
    check_new_underworlds_user_record, underworlds_with_user_data, UNDERWORLDS_KINDS,
};
pub use user::{check_new_user_record, with_user_data, UserRecordText};
