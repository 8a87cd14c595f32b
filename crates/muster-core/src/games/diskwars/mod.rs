//! Warhammer: Diskwars (digest `shared/rules/diskwars.md`).
//!
//! - `catalog`: what the data pack holds: factions and races, discs, command, deployment,
//!   terrain and scenario cards, the pre-built regiments, the introductory armies and the
//!   core set; every value the rulebook states with its page, every other value unknown.
//! - `list`: the list document (regiments and the command hand);
//! - `validate`: the army-building rules (§1), with `totals` (what the player reads) and
//!   `findings` (every finding's code, rule id and words in English and Spanish);
//! - `needs`: what a list needs from a collection;
//! - `sheet`: the printed list; `text`: the list as plain text and back;
//! - `play`: matches (§2–3).

mod catalog;
mod findings;
mod list;
mod needs;
mod play;
mod sheet;
#[cfg(test)]
mod tests;
mod text;
mod totals;
mod validate;

pub use catalog::{
    Ability, AbilityKind, BoxTotal, Catalog, CatalogError, CatalogParts, CommandCard,
    CommunityDisc, CommunityPack, CommunityReference, DamageType, DeploymentCard, Disc, DiscKind,
    Doubt, EnglishBasis, Faction, GameBox, Hints, IntroductoryArmy, Keyword, KeywordParameter,
    KeywordUse, Known, Matched, MeleeStrength, Name, Objective, ObjectiveCount, PreBuiltRegiment,
    Race, Range, RangedAttack, RegimentEntry, Restriction, ScenarioCard, Size, Stats, Strategy,
    Strength, Tally, Terrain, TerrainAttack, Text, Trait, TraitUse, UsedOn, BOX_ITEM_KINDS,
    COMMUNITY_FORMAT, COMMUNITY_SOURCE,
};
pub use findings::Finding;
pub use list::{DiskwarsList, Mode, Regiment};
pub use needs::{COMMAND_CARDS, DISCS, KINDS};
pub use play::{
    resolution_order, Action, CardInfo, DeploymentInfo, DiscRef, DiscState, DiskwarsEvent,
    DiskwarsMatch, DiskwarsSetup, Ending, Face, Hit, HitResult, Location, Pin, PlacedCard, Refusal,
    ScenarioInfo, SetupPlayer, Side, Stage, Step, TokenKind, PLAYERS, ROUNDS,
};
pub use totals::{RegimentTotals, Spent, Totals};
pub use validate::{LONG_GAME, SHORT_GAME};

use crate::collection::{BoxContents, ItemKind, Need};
use crate::diagnostic::Report;
use crate::game::Game;
use crate::lang::{Bilingual, Lang};
use crate::list_text::TextError;
use crate::sheet::Sheet;

/// The Diskwars game module.
#[derive(Clone, Copy, Debug, Default)]
pub struct Diskwars;

impl Game for Diskwars {
    const ID: &'static str = "diskwars";
    const NAME: &'static str = "Diskwars";
    const TITLE: Bilingual = Bilingual {
        en: "Diskwars",
        es: "Diskwars",
    };
    const FACTION: Bilingual = Bilingual {
        en: "Faction",
        es: "Facción",
    };
    const PRODUCT: &'static str = "Warhammer: Diskwars";
    const KINDS: &'static [ItemKind] = &KINDS;
    type Catalog = Catalog;
    type List = DiskwarsList;
    type Totals = Totals;
    /// Diskwars has no reading of an unclear rule to choose yet.
    type Options = ();
    const COLLECTION_RULE: &'static str = "diskwars:§1.6.12";

    /// A Diskwars list names no faction: it is the one its discs' races belong to (empty
    /// until a disc of known race is in it).
    fn faction(list: &DiskwarsList, catalog: &Catalog) -> String {
        list.faction(catalog).unwrap_or_default()
    }

    fn has_item(catalog: &Catalog, kind: &str, item: &str) -> Option<bool> {
        match kind {
            "disc" => Some(catalog.disc(item).is_some()),
            "command-card" => Some(catalog.command_card(item).is_some()),
            "box" => Some(catalog.game_box(item).is_some()),
            _ => None,
        }
    }

    fn boxes(catalog: &Catalog) -> Vec<BoxContents> {
        catalog.box_contents()
    }

    fn validate(list: &DiskwarsList, catalog: &Catalog, _: &(), lang: Lang) -> Report<Totals> {
        let report = validate::validate_list(list, catalog, lang);
        // A doubtful community value never makes a list illegal on its own: an illegal
        // list is checked again with those values unknown, whose findings then wait for
        // them instead (and keep every error that holds without them).
        if report.verdict == crate::Verdict::Illegal && catalog.has_doubtful() {
            let second = validate::validate_list(list, &catalog.without_doubtful(), lang);
            return Report::new(Self::ID, report.totals, second.diagnostics);
        }
        report
    }

    fn needs(list: &DiskwarsList, catalog: &Catalog, lang: Lang) -> Vec<Need> {
        needs::needs(list, catalog, lang)
    }

    fn sheet(list: &DiskwarsList, catalog: &Catalog, _: &(), lang: Lang) -> Sheet {
        sheet::sheet(list, catalog, lang)
    }

    fn write_text(list: &DiskwarsList, catalog: &Catalog, _: &(), lang: Lang) -> String {
        text::write_text(list, catalog, lang)
    }

    fn read_text(text: &str, catalog: &Catalog) -> Result<DiskwarsList, TextError> {
        text::read_text(text, catalog)
    }
}
