//! Warhammer Age of Sigmar (digest `shared/rules/sigmar.md`), in two modes: open play from
//! the core rules (§1–2) and fourth-edition matched play (§3–4).
//!
//! - `catalog`: what a faction pack holds (imported from BattleScribe data by
//!   `muster-bsdata`), and the catalogue of every loaded pack;
//! - `list`: the list document (open: units and models; matched: regiments, auxiliaries
//!   and the army's choices);
//! - `validate`: the army-building rules (S1-*, S4-*), with `totals` and `findings`;
//! - `choices`: what the matched-play builder may add next, each asked of `validate`;
//! - `sudden_death`: who may pick a sudden-death objective (S1-SD-1).

mod catalog;
mod choices;
#[cfg(test)]
mod choices_tests;
mod findings;
mod list;
pub mod sudden_death;
#[cfg(test)]
mod test_fixture;
mod totals;
mod validate;
#[cfg(test)]
mod validate_tests;

pub use catalog::{
    Catalog, CatalogError, Choice, Enhancement, Faction, Pack, Profile, RegimentOfRenown,
    RegimentOption, RegimentOptions, Reinforced, Source, SourceFile, Unit, DEFAULT_POINTS_LIMIT,
    DEFAULT_SEASON, PACK_FORMAT, SEASONS,
};
pub use choices::{choices, Choices, Pick, RegimentChoices};
pub use findings::{EnhancementKind, Finding, LoreKind};
pub use list::{Mode, OpenUnit, Regiment, SigmarList, UnitChoice};
pub use sudden_death::sudden_death_eligible;
pub use validate::{validate_list, Options, RegimentTotals, Totals};
