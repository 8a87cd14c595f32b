//! [`Pack`]: what every game's data does, implemented once per game beside its loader
//! (`runewars.rs`, `diskwars.rs`, `sigmar.rs`, `underworlds.rs`), so a caller asks
//! `G::bundled()` of any game instead of a function named after it.

use crate::pack::PackError;
use crate::provenance::Shipped;
use crate::user::{replacing, UserRecordText};
use muster_core::{Game, Lang};
use std::path::Path;

/// A game's data: its shipped pack, a folder's, the player's records joined to one, and the
/// label a printed list names it by.
pub trait Pack: Game {
    /// The kinds of record a player may enter (`muster user-data add`); empty when the game
    /// takes none.
    const RECORD_KINDS: &'static [&'static str];

    /// A pack's texts as a caller read them, each with the name its errors show.
    type Texts<'a>;

    /// The pack of this repository, compiled in.
    fn bundled() -> Result<Self::Catalog, PackError>;
    /// The pack of a folder (`data/<game id>`); an error names the file and the place.
    fn load_dir(dir: &Path) -> Result<Self::Catalog, PackError>;
    /// A pack from its texts (no file access: the caller reads them), checked against the
    /// schemas.
    fn load_texts(texts: Self::Texts<'_>) -> Result<Self::Catalog, PackError>;
    /// What the shipped packs state of themselves: how many, their seasons, their sources.
    fn shipped_packs() -> Result<Shipped, PackError>;

    /// The catalogue `base` plus the player's records, marked as theirs. A bad record or an
    /// unknown kind is an error naming the record; `base` is never changed.
    fn with_user_data(
        base: &Self::Catalog,
        records: &[UserRecordText<'_>],
    ) -> Result<Self::Catalog, PackError>;
    /// The check to run before storing a record: it must load beside the `stored` ones,
    /// replacing any stored record of its kind and id (saving again edits a record).
    fn check_new_user_record(
        base: &Self::Catalog,
        stored: &[UserRecordText<'_>],
        record: UserRecordText<'_>,
    ) -> Result<Self::Catalog, PackError> {
        Self::with_user_data(base, &replacing(stored, record))
    }

    /// The first 8 hex digits of a fingerprint of everything the catalogue holds, the
    /// player's own data included.
    fn fingerprint(catalog: &Self::Catalog) -> String;
    /// The data a printed list names in its footer (`RuneWars data 1a2b3c4d`), with what of
    /// it is the player's.
    fn pack_label(catalog: &Self::Catalog, lang: Lang) -> String;
}
