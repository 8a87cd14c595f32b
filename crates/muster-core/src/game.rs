//! The common shape of every game module, and the registry of games.
//!
//! A new game is a new folder under `games/`, an implementation of [`Game`], one variant in
//! [`GameId`] and one in [`crate::ListDocument`].

use crate::collection::{shortfalls, Collection, Need};
use crate::diagnostic::{Diagnostic, Report};
use crate::lang::Lang;
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
    /// The game's catalogue (what a data pack loads into).
    type Catalog;
    /// The game-specific list document.
    type List;
    /// The totals a player reads next to the findings.
    type Totals: Serialize;
    /// Choices the rules leave to the players (readings of unclear rules).
    type Options: Default;

    /// The rule id collection shortfalls cite.
    const COLLECTION_RULE: &'static str;

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
        match self {
            GameId::RuneWars => crate::games::runewars::RuneWars::ID,
            GameId::Diskwars => crate::games::diskwars::Diskwars::ID,
            GameId::Sigmar => crate::games::sigmar::Sigmar::ID,
            GameId::Underworlds => crate::games::underworlds::Underworlds::ID,
        }
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
