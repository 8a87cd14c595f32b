//! The common shape of every game module, and the registry of games.
//!
//! A new game is a new folder under `games/`, an implementation of [`Game`], one variant in
//! [`GameId`] and one in [`crate::ListDocument`].

use crate::collection::{shortfalls, BoxContents, Collection, ItemKind, Need};
use crate::diagnostic::{Diagnostic, Report};
use crate::lang::{Bilingual, Lang};
use crate::list::ListDocument;
use crate::list_text::TextError;
use crate::sheet::Sheet;
use serde::Serialize;
use std::fmt;
use std::str::FromStr;

/// What every game module provides: its list type, its catalogue and a validator that
/// returns every finding at once.
pub trait Game {
    /// The game's id in list documents and rule ids (`runewars`).
    const ID: &'static str;
    /// The game's name in a sentence (`RuneWars`, `Age of Sigmar`).
    const NAME: &'static str;
    /// The game's name on the app's pages, in both languages (`Warhammer Underworlds`).
    const TITLE: Bilingual;
    /// What the library files a list under, as a label in both languages (`Warband`).
    const FACTION: Bilingual;
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

    /// The game's own list inside a list document (`None` for another game's document).
    fn list_of(document: ListDocument) -> Option<Self::List>;

    /// The list document holding the game's own list.
    fn document(list: Self::List) -> ListDocument;

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

/// Runs `$body` with `$G` the game of the list document `$document` and `$list` bound to
/// its game's own list: `with_list!(document, |list, G| G::validate(&list, …))`. With
/// [`with_game!`], the one place that names every game: a new game is one arm in each.
#[macro_export]
macro_rules! with_list {
    ($document:expr, |$list:pat, $G:ident| $body:expr) => {
        match $document {
            $crate::ListDocument::RuneWars($list) => {
                type $G = $crate::games::runewars::RuneWars;
                $body
            }
            $crate::ListDocument::Diskwars($list) => {
                type $G = $crate::games::diskwars::Diskwars;
                $body
            }
            $crate::ListDocument::Sigmar($list) => {
                type $G = $crate::games::sigmar::Sigmar;
                $body
            }
            $crate::ListDocument::Underworlds($list) => {
                type $G = $crate::games::underworlds::Underworlds;
                $body
            }
        }
    };
}

/// Runs `$body` with `$G` the game a [`GameId`] names: `with_game!(id, |G| G::NAME)`.
#[macro_export]
macro_rules! with_game {
    ($game:expr, |$G:ident| $body:expr) => {
        match $game {
            $crate::GameId::RuneWars => {
                type $G = $crate::games::runewars::RuneWars;
                $body
            }
            $crate::GameId::Diskwars => {
                type $G = $crate::games::diskwars::Diskwars;
                $body
            }
            $crate::GameId::Sigmar => {
                type $G = $crate::games::sigmar::Sigmar;
                $body
            }
            $crate::GameId::Underworlds => {
                type $G = $crate::games::underworlds::Underworlds;
                $body
            }
        }
    };
}

/// The games Muster knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameId {
    /// RuneWars: The Miniatures Game.
    RuneWars,
    /// Warhammer: Diskwars.
    Diskwars,
    /// Warhammer Age of Sigmar (open play from the core rules, fourth-edition matched play).
    Sigmar,
    /// Warhammer Underworlds (Embergard edition: Rivals and Nemesis formats).
    Underworlds,
}

impl GameId {
    /// Every supported game.
    pub const ALL: [GameId; 4] = [
        GameId::RuneWars,
        GameId::Diskwars,
        GameId::Sigmar,
        GameId::Underworlds,
    ];

    /// The id used in documents and on the command line.
    pub fn id(self) -> &'static str {
        with_game!(self, |G| G::ID)
    }

    /// The game's name in a sentence (`RuneWars`, `Age of Sigmar`).
    pub fn name(self) -> &'static str {
        with_game!(self, |G| G::NAME)
    }

    /// The game's name as players know it.
    pub fn title(self) -> &'static str {
        match self {
            GameId::RuneWars => "RuneWars: The Miniatures Game",
            GameId::Diskwars => "Warhammer: Diskwars",
            GameId::Sigmar => "Warhammer Age of Sigmar",
            GameId::Underworlds => "Warhammer Underworlds",
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The error for a game id Muster does not support.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<_> = GameId::ALL.iter().map(|g| g.id()).collect();
        write!(
            f,
            "unknown game '{}' (supported: {})",
            self.0,
            known.join(", ")
        )
    }
}

impl std::error::Error for UnknownGame {}

impl FromStr for GameId {
    type Err = UnknownGame;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameId::ALL
            .into_iter()
            .find(|g| g.id() == s)
            .ok_or_else(|| UnknownGame(s.to_owned()))
    }
}
