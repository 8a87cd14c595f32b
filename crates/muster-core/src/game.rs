//! The common shape of every game module.
//!
//! A new game is a new folder under `games/`, an implementation of [`Game`], and its entry
//! in the registry of games ([`crate::registry`]).

use crate::collection::{shortfalls, BoxContents, Collection, ItemKind, Need};
use crate::diagnostic::{Diagnostic, Report};
use crate::lang::{Bilingual, Lang};
use crate::list_text::TextError;
use crate::sheet::Sheet;
use serde::Serialize;

/// The format tag every list document carries.
pub const LIST_FORMAT: &str = "muster-list/1";

/// What every game module provides: its list type, its catalogue and a validator that
/// returns every finding at once.
pub trait Game {
    /// The game's id in list documents and rule ids (`runewars`).
    const ID: &'static str;
    /// The game's name in a sentence (`RuneWars`, `Age of Sigmar`), as a list text's header
    /// writes it.
    const NAME: &'static str;
    /// The game's name on the app's pages, in both languages (`Warhammer Underworlds`).
    const TITLE: Bilingual;
    /// What the library files a list under, as a label in both languages (`Warband`).
    const FACTION: Bilingual;
    /// The game's name as players know it (`RuneWars: The Miniatures Game`), the same in
    /// English and Spanish: a product name.
    const PRODUCT: &'static str;
    /// The kinds of item its collection counts.
    const KINDS: &'static [ItemKind];
    /// The game's catalogue (what a data pack loads into): plain data, shared between the
    /// threads of the app's commands.
    type Catalog: Send + Sync + 'static;
    /// The game-specific list document.
    type List;
    /// The totals a player reads next to the findings.
    type Totals: Serialize;
    /// Choices the rules leave to the players (readings of unclear rules).
    type Options: Default;

    /// The rule id collection shortfalls cite.
    const COLLECTION_RULE: &'static str;

    /// The faction the library files a list under (`""` when the list names none yet): the
    /// list's own faction, or what the rules derive it from.
    fn faction(list: &Self::List, catalog: &Self::Catalog) -> String;

    /// Whether the catalogue holds `item` of `kind`, for the collection (`None`: `kind` is
    /// not one of [`Game::KINDS`]).
    fn has_item(catalog: &Self::Catalog, kind: &str, item: &str) -> Option<bool>;

    /// Boxes whose contents the catalogue knows, as the collection expands them.
    fn boxes(_catalog: &Self::Catalog) -> Vec<BoxContents> {
        Vec::new()
    }

    /// Checks a whole list and returns every finding, in `lang`.
    fn validate(
        list: &Self::List,
        catalog: &Self::Catalog,
        options: &Self::Options,
        lang: Lang,
    ) -> Report<Self::Totals>;

    /// What the list needs from a collection, summed per item (names in `lang`).
    fn needs(list: &Self::List, catalog: &Self::Catalog, lang: Lang) -> Vec<Need>;

    /// The list as a player reads it on paper, validated with `options`, in `lang`.
    fn sheet(
        list: &Self::List,
        catalog: &Self::Catalog,
        options: &Self::Options,
        lang: Lang,
    ) -> Sheet;

    /// "Can I field this list from my collection?": a warning per shortfall.
    fn can_field(
        list: &Self::List,
        catalog: &Self::Catalog,
        collection: &Collection,
        lang: Lang,
    ) -> Vec<Diagnostic> {
        shortfalls(
            &Self::needs(list, catalog, lang),
            collection,
            Self::COLLECTION_RULE,
            lang,
        )
    }

    /// The list as a compact plain text for pasting in chats, in `lang`: name, header,
    /// one line per unit and upgrade with its cost, and the totals and verdict of
    /// validating it with `options`.
    fn write_text(
        list: &Self::List,
        catalog: &Self::Catalog,
        options: &Self::Options,
        lang: Lang,
    ) -> String;

    /// Reads a text written by [`Game::write_text`] (in either language, or typed by hand)
    /// back into the list document. Costs and totals in the text are ignored: the
    /// validator recomputes them.
    fn read_text(text: &str, catalog: &Self::Catalog) -> Result<Self::List, TextError>;
}
