//! Warhammer Age of Sigmar (digest `shared/rules/sigmar.md`), in two modes: open play from
//! the core rules (§1–2) and fourth-edition matched play (§3–4).
//!
//! - `catalog`: what a faction pack holds (imported from BattleScribe data by
//!   `muster-bsdata`), and the catalogue of every loaded pack;
//! - `list`: the list document (open: units and models; matched: regiments, auxiliaries
//!   and the army's choices);
//! - `validate`: the army-building rules (S1-*, S4-*), with `totals` and `findings`.

mod catalog;
mod list;
mod validate;

pub use catalog::{
    Catalog, CatalogError, Choice, Enhancement, Faction, Pack, Profile, RegimentOfRenown,
    RegimentOption, RegimentOptions, Reinforced, Source, SourceFile, Unit, DEFAULT_POINTS_LIMIT,
    DEFAULT_SEASON, PACK_FORMAT, SEASONS,
};
pub use list::{Mode, OpenUnit, Regiment, SigmarList, UnitChoice};
pub use validate::{validate_list, Options, Totals};
