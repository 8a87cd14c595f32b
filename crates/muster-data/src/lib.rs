//! Muster's data-pack loader.
//!
//! A data pack is a folder of JSON files per game under `data/` (see `data/README.md`).
//! Loading a pack parses every file, checks it against its JSON Schema in `data/schemas/`,
//! merges the translated names and the hand-written card effects, and builds the game's
//! catalogue. Any fault is a [`PackError`] naming the file and the JSON pointer (or line
//! and column) of the fault; loading never panics and never returns half a catalogue.
//!
//! Every game's data answers to one trait, [`Pack`]: `G::bundled()`, `G::load_dir(dir)`,
//! `G::with_user_data(…)`, `G::pack_label(…)` for any game `G`.
//!
//! The packs of this repository are also compiled into the crate ([`Pack::bundled`]), so the
//! `muster` binary works wherever it is copied. They are compiled in deflated (`build.rs`)
//! and, as they cannot change after the build, held to their schemas by the tests rather
//! than at every load.

mod bundled;
pub mod diskwars;
mod game;
mod identity;
mod pack;
pub mod provenance;
pub mod runewars;
pub mod schemas;
pub mod sigmar;
pub mod underworlds;
pub mod user;

pub use diskwars::DiskwarsPackTexts;
pub use game::Pack;
pub use pack::{PackError, PACK_FILE_MAX_BYTES};
pub use provenance::{Provenance, Shipped};
pub use runewars::RuneWarsPackTexts;
pub use user::diskwars_table::{
    read_diskwars_cell, read_diskwars_table, write_diskwars_table, TableCell, TableFault,
    DISKWARS_TABLE_COLUMNS, DISKWARS_TABLE_MAX_BYTES,
};
pub use user::UserRecordText;
