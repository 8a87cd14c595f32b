//! Muster's application layer: every job the `muster` command line and the desktop app
//! offer, written once over the rules core (`muster-core`), the data packs (`muster-data`,
//! `muster-bsdata`), the library (`muster-store`) and the printer (`muster-print`).
//!
//! Both front ends make a [`Muster`] (where the data and the library are) and call its jobs:
//! check a list with the player's own data ([`check`]), save and version lists ([`lists`]),
//! the collection and "can I field this?" ([`collection`]), the player's own records
//! ([`records`]), print and text ([`printing`]), matches from start to history
//! ([`matches`]), imports ([`imports`]); the app adds its settings ([`settings`]) and what
//! it says of itself ([`info`]). The front ends only parse arguments and format output: no
//! rule and no game-specific step lives in them.
//!
//! A game plugs in through one trait, [`games::Served`], and the rules core's one dispatch
//! (`muster_core::with_list!`, `with_game!`).

pub mod app;
mod backup;
pub mod batch;
#[cfg(feature = "bindings")]
pub mod bindings;
pub mod cards;
pub mod check;
pub mod collection;
pub mod commands;
pub mod dialogs;
pub mod error;
pub mod files;
pub mod games;
pub mod imports;
pub mod info;
pub mod lists;
pub mod matches;
pub mod muster;
pub mod printing;
pub mod records;
pub mod served;
pub mod settings;
pub mod terminal;

pub use app::App;
pub use error::{AppError, ErrorCode};
pub use games::Readings;
pub use muster::{Muster, Session};
pub use muster_core::games::runewars::{FactionUpgradeReading, UniqueCapRounding};
pub use muster_core::{GameId, Lang, Verdict, USER_SOURCE};
pub use muster_print::Paper;

/// The types the app's commands take and give that other crates define, for
/// [`app_commands!`]'s users.
pub mod types {
    pub use muster_core::games::sigmar::Choices;
    pub use muster_core::games::underworlds::{Deck, UnderworldsList};
    pub use muster_print::Layout;
    pub use muster_store::{ListId, MatchId};
    pub use serde_json::Value;
}
pub use muster_store::write_whole;
pub use records::{USER_RECORD_EXAMPLE, VALUES_TABLE_MAX_BYTES};

/// The library file the `muster` command line and the app use by default
/// (`~/.local/share/muster/library.sqlite` on Linux).
pub fn default_library_path() -> std::path::PathBuf {
    muster_store::Library::default_path()
}
pub use muster_store::Record;
