//! Warhammer Age of Sigmar (digest `shared/rules/sigmar.md`), in two modes: open play from
//! the core rules (§1–2) and fourth-edition matched play (§3–4).
//!
//! - `catalog`: what a faction pack holds (imported from BattleScribe data by
//!   `muster-bsdata`), and the catalogue of every loaded pack;
//! - `list`: the list document (open: units and models; matched: regiments, auxiliaries
//!   and the army's choices);
//! - `validate`: the army-building rules (S1-*, S4-*), with `totals` and `findings`;
//! - `choices`: what the matched-play builder may add next, each asked of `validate`;
//! - `sudden_death`: who may pick a sudden-death objective (S1-SD-1);
//! - `needs`: what a list needs from a collection (models per warscroll);
//! - `sheet`: the printed list; `text`: the list as plain text and back; `app_text`: the
//!   text the official app exports, read into a list and written from one;
//! - `play`: matches (`Play`): the tracker's set-up, events, state and result.

pub mod app_text;
mod catalog;
mod choices;
mod findings;
mod list;
mod needs;
mod play;
mod sheet;
pub mod sudden_death;
#[cfg(test)]
mod test_fixture;
#[cfg(test)]
mod tests;
mod text;
mod totals;
mod validate;

/// A season's name in words, for the app's unit card as for the printed list.
pub use catalog::season_name;
pub use catalog::{
    Ability, Catalog, CatalogError, Choice, Enhancement, EnhancementTable, Faction, Pack,
    PackLoader, Profile, RegimentOfRenown, RegimentOption, RegimentOptions, RegimentSlot,
    Reinforced, Shelved, Source, SourceFile, Unit, Weapon, DEFAULT_POINTS_LIMIT, DEFAULT_SEASON,
    LABEL_MAX_CHARS, PACK_FORMAT, SEASONS, VALUE_MAX_CHARS,
};
pub use choices::{choices, Choices, Pick, RegimentChoices, TableChoices};
pub use findings::{EnhancementKind, Finding, LoreKind, TableFinding};
pub use list::{ArmySlot, ExtraChoice, Mode, OpenUnit, Regiment, SigmarList, UnitChoice};
pub use needs::{is_collected_unit, KINDS, MODELS};
pub use play::season;
pub use play::{
    assassinate_target, battleplan, battleshock_test, is_major_victory, Answer, BattleshockTest,
    CardState, Drop, DropKind, Ending, General, Income, Location, Losses, Matched, MatchedSide,
    ModelPick, Objective, ObjectiveState, Phase, PlayOptions, Refusal, Removal, Scored,
    SetupPlayer, Side, SigmarEvent, SigmarMatch, SigmarSetup, Spend, Stage, SuddenDeath, Triumph,
    TriumphState, Turn, UnitState, VpSource, When, TRIUMPHS,
};
pub use play::{income_words, line_words, question_words, scored_words, tier_name};
pub use sudden_death::sudden_death_eligible;
pub use text::models_text;
pub use validate::MAX_REGIMENTS;
pub use validate::{validate_list, Options, RegimentTotals, Totals};

use crate::collection::{ItemKind, Need};
use crate::diagnostic::Report;
use crate::game::Game;
use crate::lang::{Bilingual, Lang};
use crate::list_text::TextError;
use crate::sheet::Sheet;

/// The Age of Sigmar game module.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sigmar;

impl Game for Sigmar {
    const ID: &'static str = "sigmar";
    const NAME: &'static str = "Age of Sigmar";
    const TITLE: Bilingual = Bilingual {
        en: "Age of Sigmar",
        es: "Age of Sigmar",
    };
    const FACTION: Bilingual = Bilingual {
        en: "Faction",
        es: "Facción",
    };
    const PRODUCT: &'static str = "Warhammer Age of Sigmar";
    const KINDS: &'static [ItemKind] = &KINDS;
    type Catalog = Catalog;
    type List = SigmarList;
    type Totals = Totals;
    type Options = Options;
    /// An army is built from the models in the player's collection (digest S1-ARMY-1).
    const COLLECTION_RULE: &'static str = "sigmar:S1-ARMY-1";

    fn faction(list: &SigmarList, _: &Catalog) -> String {
        list.faction.clone()
    }

    /// A `unit` is any warscroll of a loaded pack, a Regiment of Renown's included
    /// (counted in models; the packs describe no boxes).
    fn has_item(catalog: &Catalog, kind: &str, item: &str) -> Option<bool> {
        (kind == MODELS.id).then(|| is_collected_unit(catalog, item))
    }

    fn validate(
        list: &SigmarList,
        catalog: &Catalog,
        options: &Options,
        lang: Lang,
    ) -> Report<Totals> {
        validate_list(list, catalog, options, lang)
    }

    fn needs(list: &SigmarList, catalog: &Catalog, lang: Lang) -> Vec<Need> {
        needs::needs(list, catalog, lang)
    }

    fn sheet(list: &SigmarList, catalog: &Catalog, options: &Options, lang: Lang) -> Sheet {
        sheet::sheet(list, catalog, options, lang)
    }

    fn write_text(list: &SigmarList, catalog: &Catalog, options: &Options, lang: Lang) -> String {
        text::write_text(list, catalog, options, lang)
    }

    fn read_text(text: &str, catalog: &Catalog) -> Result<SigmarList, TextError> {
        text::read_text(text, catalog)
    }
}
