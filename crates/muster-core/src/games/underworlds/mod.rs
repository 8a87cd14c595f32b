//! Warhammer Underworlds, Embergard edition (digest `shared/rules/underworlds.md`).
//!
//! - `catalog`: what the data pack holds: warbands with their fighters' two faces and
//!   warscroll abilities, Rivals decks with their cards, legality lists per format and
//!   season; every value a source gives, every other value unknown;
//! - `list`: the list document (warband, format, decks, objective and power cards);
//! - `validate`: the building rules V1–V7 (§1.3), with `totals` (the deck's counts) and
//!   `findings` (every finding's code, rule id and words in English and Spanish);
//! - `deck_text`: a deck typed as plain text (one card per line) read into a deck record;
//! - `needs`: what a list needs from a collection;
//! - `sheet`: the printed list; `text`: the list as plain text and back;
//! - `play`: matches (§2–3), with V8 (the glory cap on upgrades).

mod catalog;
pub mod deck_link;
pub mod deck_text;
mod findings;
mod list;
mod needs;
pub mod play;
mod sheet;
#[cfg(test)]
pub(crate) mod test_fixture;
#[cfg(test)]
mod tests;
mod text;
mod totals;
mod validate;

pub use catalog::{
    runemark_words, Alliance, AttackSymbol, Card, CardKind, Catalog, CatalogError, CatalogParts,
    Deck, Doubt, Face, Fighter, Legality, Name, PlayFormat, Plot, Save, SaveSymbol, Warband,
    WarscrollAbility, Weapon, WeaponAbility, WeaponAbilityKind, WeaponKind, COMMUNITY_CARDS, FLY,
    LEADER, PACK_FORMAT,
};
pub use findings::{Finding, Stat};
pub use list::UnderworldsList;
pub use needs::{DECKS, KINDS, WARBANDS};
pub use play::{
    Ability, Capacity, CardPlace, CardState, FaceName, FaceStats, FeatureFace, FeatureToken,
    FighterState, Glory, Needed, Note, PowerStep, Redraw, Refusal, SetupPlayer, Side, Stage,
    TokenKind, Tokens, UnderworldsEvent, UnderworldsMatch, UnderworldsSetup,
};
pub use totals::{find_card, Totals};
pub use validate::{MAX_SURGE, NEMESIS_OBJECTIVES, NEMESIS_POWER, RIVALS_OBJECTIVES, RIVALS_POWER};

use crate::collection::{ItemKind, Need};
use crate::diagnostic::Report;
use crate::game::Game;
use crate::lang::{Bilingual, Lang};
use crate::list_text::TextError;
use crate::sheet::Sheet;

/// The Underworlds game module.
#[derive(Clone, Copy, Debug, Default)]
pub struct Underworlds;

impl Game for Underworlds {
    const ID: &'static str = "underworlds";
    const NAME: &'static str = "Underworlds";
    const TITLE: Bilingual = Bilingual {
        en: "Warhammer Underworlds",
        es: "Warhammer Underworlds",
    };
    const FACTION: Bilingual = Bilingual {
        en: "Warband",
        es: "Banda",
    };
    const PRODUCT: &'static str = "Warhammer Underworlds";
    const KINDS: &'static [ItemKind] = KINDS;
    type Catalog = Catalog;
    type List = UnderworldsList;
    type Totals = Totals;
    /// Underworlds has no reading of an unclear building rule to choose.
    type Options = ();
    const COLLECTION_RULE: &'static str = "underworlds:§1.1";

    /// A warband is a fixed roster, so the library files a list under its warband.
    fn faction(list: &UnderworldsList, _: &Catalog) -> String {
        list.warband.clone()
    }

    /// A `warband` or a `deck` of the catalogue (the pack describes no boxes).
    fn has_item(catalog: &Catalog, kind: &str, item: &str) -> Option<bool> {
        match kind {
            "warband" => Some(catalog.warband(item).is_some()),
            "deck" => Some(catalog.deck(item).is_some()),
            _ => None,
        }
    }

    fn validate(list: &UnderworldsList, catalog: &Catalog, _: &(), lang: Lang) -> Report<Totals> {
        validate::validate_list(list, catalog, lang)
    }

    fn needs(list: &UnderworldsList, catalog: &Catalog, lang: Lang) -> Vec<Need> {
        needs::needs(list, catalog, lang)
    }

    fn sheet(list: &UnderworldsList, catalog: &Catalog, _: &(), lang: Lang) -> Sheet {
        sheet::sheet(list, catalog, lang)
    }

    fn write_text(list: &UnderworldsList, catalog: &Catalog, _: &(), lang: Lang) -> String {
        text::write_text(list, catalog, lang)
    }

    fn read_text(text: &str, catalog: &Catalog) -> Result<UnderworldsList, TextError> {
        text::read_text(text, catalog)
    }
}
