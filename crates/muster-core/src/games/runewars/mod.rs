//! RuneWars: The Miniatures Game — army building (digest `shared/rules/runewars.md` §1).

mod catalog;
mod findings;
mod list;
mod validate;

pub use catalog::{
    Catalog, CatalogError, CatalogParts, Configuration, Faction, FigureProfile, HeroEffect,
    HeroRule, SlotCounts, SlotIcon, UnitCard, UnitType, UpgradeCard, UpgradeRestrictions,
};
pub use findings::Finding;
pub use list::{ListUnit, Mode, RuneWarsList};
pub use validate::{
    FactionUpgradeReading, Options, PointsTotals, SlotUse, Totals, UniqueCapRounding, UniqueTotals,
    UnitTotals,
};

use crate::diagnostic::Report;
use crate::game::Game;
use crate::lang::Lang;

/// The RuneWars game module.
#[derive(Clone, Copy, Debug, Default)]
pub struct RuneWars;

impl Game for RuneWars {
    const ID: &'static str = "runewars";
    type Catalog = Catalog;
    type List = RuneWarsList;
    type Totals = Totals;
    type Options = Options;

    fn validate(
        list: &RuneWarsList,
        catalog: &Catalog,
        options: &Options,
        lang: Lang,
    ) -> Report<Totals> {
        validate::validate_list(list, catalog, options, lang)
    }
}
