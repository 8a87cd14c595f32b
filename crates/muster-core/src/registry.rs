//! The registry of games: the one place above the games that names every one of them.
//!
//! [`GameId`] names a game, [`ListDocument`] holds a list of any game, and [`with_list!`]
//! and [`with_game!`] are the one dispatch from a document or an id to its game. A new game
//! is one variant in each enum and one arm in each macro.

use crate::game::Game;
use crate::games::diskwars::DiskwarsList;
use crate::games::runewars::RuneWarsList;
use crate::games::sigmar::SigmarList;
use crate::games::underworlds::UnderworldsList;
use crate::list_text::{read_head, HeaderGame, TextError};
use std::fmt;
use std::str::FromStr;

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

    /// The game's name as players know it (`RuneWars: The Miniatures Game`).
    pub fn product(self) -> &'static str {
        with_game!(self, |G| G::PRODUCT)
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

impl HeaderGame for GameId {
    const ALL: &'static [GameId] = &GameId::ALL;

    fn name(self) -> &'static str {
        GameId::name(self)
    }

    fn spellings(self) -> [&'static str; 3] {
        [self.id(), GameId::name(self), self.product()]
    }
}

/// Which game a pasted list text is for, read from its header line, so that the caller
/// can load that game's catalogue and call its [`Game::read_text`](crate::Game::read_text).
pub fn text_game(text: &str) -> Result<GameId, TextError> {
    read_head::<GameId>(text).map(|head| head.game)
}

/// A parsed list document of any game.
// One document is parsed per command and never kept in bulk, so the size of the largest
// game's list costs nothing worth a box (which every caller would then unwrap).
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq)]
pub enum ListDocument {
    /// A RuneWars army.
    RuneWars(RuneWarsList),
    /// A Diskwars army.
    Diskwars(DiskwarsList),
    /// An Age of Sigmar army (open or matched play).
    Sigmar(SigmarList),
    /// An Underworlds warband and deck.
    Underworlds(UnderworldsList),
}

impl ListDocument {
    /// The game this list is for.
    pub fn game(&self) -> GameId {
        crate::with_list!(self, |_, G| <G as crate::Game>::ID)
            .parse()
            .expect("every game's id is a GameId")
    }

    /// The list's name.
    pub fn name(&self) -> &str {
        crate::with_list!(self, |list, _G| &list.name)
    }

    /// The player's notes on the list, if any.
    pub fn notes(&self) -> Option<&str> {
        crate::with_list!(self, |list, _G| list.notes.as_deref())
    }

    /// Gives the list another name.
    pub fn set_name(&mut self, name: &str) {
        crate::with_list!(self, |list, _G| list.name = name.to_owned())
    }

    /// The document as compact JSON, as the library stores it.
    pub fn to_json(&self) -> String {
        crate::with_list!(self, |list, _G| serde_json::to_string(list))
            .expect("list documents serialize")
    }

    /// The document as pretty-printed JSON ending with a line break, as files hold it.
    pub fn to_pretty_json(&self) -> String {
        let mut json = crate::with_list!(self, |list, _G| serde_json::to_string_pretty(list))
            .expect("list documents serialize");
        json.push('\n');
        json
    }
}

/// The conversions between each game's own list and the document that holds it: `From`
/// into the document, `TryFrom` out of it (giving back a document of another game).
macro_rules! conversions {
    ($($variant:ident($list:ty)),* $(,)?) => {$(
        impl From<$list> for ListDocument {
            fn from(list: $list) -> Self {
                ListDocument::$variant(list)
            }
        }

        impl TryFrom<ListDocument> for $list {
            type Error = ListDocument;

            fn try_from(document: ListDocument) -> Result<Self, ListDocument> {
                match document {
                    ListDocument::$variant(list) => Ok(list),
                    other => Err(other),
                }
            }
        }
    )*};
}

conversions!(
    RuneWars(RuneWarsList),
    Diskwars(DiskwarsList),
    Sigmar(SigmarList),
    Underworlds(UnderworldsList),
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_game_is_read_from_the_header_in_any_case_and_spacing() {
        for header in [
            "RuneWars · Daqan Lords",
            "runewars·x",
            "  Rune Wars ·",
            "RUNEWARS: the miniatures game · x",
        ] {
            let text = format!("My list\n{header}\nSpearmen 2x2 (18)\n");
            assert_eq!(text_game(&text), Ok(GameId::RuneWars), "{header}");
        }
    }

    #[test]
    fn a_text_without_a_name_starts_with_its_header() {
        let head = read_head::<GameId>("\n RuneWars · Daqan Lords \nSpearmen\n").unwrap();
        assert_eq!(head.name, "");
        assert_eq!(head.header_line, 2);
        assert_eq!(head.fields, ["Daqan Lords"]);
        assert_eq!(head.body.len(), 1);
        // A name that looks like a header is still the name when a header follows.
        let head = read_head::<GameId>("RuneWars · the best\nRuneWars · Daqan Lords\n").unwrap();
        assert_eq!(head.name, "RuneWars · the best");
        assert_eq!(head.header_line, 2);
    }

    #[test]
    fn a_missing_header_or_unknown_game_names_its_line() {
        let err = text_game("").unwrap_err();
        assert_eq!(err.line, 1);
        assert!(err.message.contains("empty"), "{err}");
        let err = text_game("\n\nMy list\n\n").unwrap_err();
        assert_eq!(err.line, 4);
        assert!(err.message.starts_with("missing header"), "{err}");
        let err = text_game("My list\n\nSpearmen 2x2 (18)").unwrap_err();
        assert_eq!(err.line, 3);
        assert!(
            err.message.starts_with("missing header") && err.message.contains("Spearmen"),
            "{err}"
        );
        let err = text_game("My list\nChess · White").unwrap_err();
        assert_eq!(
            err,
            TextError::new(
                2,
                "unknown game 'Chess' (supported: RuneWars, Diskwars, Age of Sigmar, Underworlds)"
            )
        );
        assert_eq!(
            err.to_string(),
            "line 2: unknown game 'Chess' (supported: RuneWars, Diskwars, Age of Sigmar, Underworlds)"
        );
    }
}
