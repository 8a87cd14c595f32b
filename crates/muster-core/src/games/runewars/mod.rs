//! RuneWars: The Miniatures Game — army building (digest `shared/rules/runewars.md` §1).
//!
//! - `catalog`: what the data pack holds; `list`: the list document;
//! - `validate`: the rules, with `heroes` (hero overrides), `options` (readings of unclear
//!   rules) and `totals` (what the player reads);
//! - `needs`: what a list needs from a collection;
//! - `sheet`: the printed list and its table page;
//! - `text`: the list as plain text for chats, and that text read back;
//! - `play`: matches (digest §2–3): set-up, rounds, events and the result;
//! - `choices`: what a unit may take next (asked of the validator);
//! - `findings`: every finding's code, rule id and words in English and Spanish.

mod catalog;
mod choices;
mod dials;
mod findings;
mod heroes;
mod list;
mod needs;
mod options;
mod play;
mod sheet;
mod text;
mod totals;
mod validate;

#[cfg(test)]
mod tests;

pub use crate::ids::name_key;
pub use catalog::{
    Catalog, CatalogError, CatalogParts, Configuration, Faction, FigureProfile, HeroEffect,
    HeroRule, SlotCounts, SlotIcon, UnitCard, UnitType, UpgradeCard, UpgradeRestrictions,
};
pub use choices::eligible_upgrades;
pub use dials::{DialDoubt, DialFace, DialsPack, UnitDial, DIALS_FORMAT};
pub use findings::Finding;
pub use list::{ListUnit, Mode, RuneWarsList};
pub use needs::{KINDS, UNIT_TRAYS, UPGRADE_CARDS};
pub use options::{FactionUpgradeReading, Options, UniqueCapRounding};
pub use play::{
    Action, CardKind, CardState, Colour, Dial, Ending, Modifier, MoraleTest, Refusal,
    RuneWarsEvent, RuneWarsMatch, RuneWarsSetup, SetupPlayer, Side, Stage, Token, Tokens, UnitRef,
    UnitState, UpgradeState, NO_ACTION_INITIATIVE, ROUNDS,
};
pub use totals::{PointsTotals, SlotUse, Totals, UniqueTotals, UnitTotals};

use crate::collection::{BoxContents, ItemKind, Need};
use crate::diagnostic::Report;
use crate::game::Game;
use crate::lang::{Bilingual, Lang};
use crate::list_text::TextError;
use crate::sheet::Sheet;

/// The RuneWars game module.
#[derive(Clone, Copy, Debug, Default)]
pub struct RuneWars;

impl Game for RuneWars {
    const ID: &'static str = "runewars";
    const NAME: &'static str = "RuneWars";
    const TITLE: Bilingual = Bilingual {
        en: "RuneWars",
        es: "RuneWars",
    };
    const FACTION: Bilingual = Bilingual {
        en: "Faction",
        es: "Facción",
    };
    const PRODUCT: &'static str = "RuneWars: The Miniatures Game";
    const KINDS: &'static [ItemKind] = &KINDS;
    type Catalog = Catalog;
    type List = RuneWarsList;
    type Totals = Totals;
    type Options = Options;
    const COLLECTION_RULE: &'static str = "runewars:V12";

    fn faction(list: &RuneWarsList, _: &Catalog) -> String {
        list.faction.clone()
    }

    fn has_item(catalog: &Catalog, kind: &str, item: &str) -> Option<bool> {
        match kind {
            "unit" => Some(catalog.unit(item).is_some()),
            "upgrade" => Some(catalog.upgrade(item).is_some()),
            "box" => Some(catalog.boxes().iter().any(|b| b.id == item)),
            _ => None,
        }
    }

    fn boxes(catalog: &Catalog) -> Vec<BoxContents> {
        catalog.boxes().to_vec()
    }

    fn validate(
        list: &RuneWarsList,
        catalog: &Catalog,
        options: &Options,
        lang: Lang,
    ) -> Report<Totals> {
        validate::validate_list(list, catalog, options, lang)
    }

    fn needs(list: &RuneWarsList, catalog: &Catalog, lang: Lang) -> Vec<Need> {
        needs::needs(list, catalog, lang)
    }

    fn sheet(list: &RuneWarsList, catalog: &Catalog, options: &Options, lang: Lang) -> Sheet {
        sheet::sheet(list, catalog, options, lang)
    }

    fn write_text(list: &RuneWarsList, catalog: &Catalog, options: &Options, lang: Lang) -> String {
        text::write_text(list, catalog, options, lang)
    }

    fn read_text(text: &str, catalog: &Catalog) -> Result<RuneWarsList, TextError> {
        text::read_text(text, catalog)
    }
}
