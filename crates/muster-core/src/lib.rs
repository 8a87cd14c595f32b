//! Muster's rules core.
//!
//! Pure functions from data to verdicts: a catalogue and a list document go in, a
//! [`Report`] with every finding comes out. This crate never touches files, databases,
//! the network or the clock, so the command line, the desktop app and the tests all call
//! the very same functions.
//!
//! - [`lang`]: English/Spanish, always passed as a parameter.
//! - [`diagnostic`]: the findings contract (`code`, `severity`, `rule`, `path`, `message`,
//!   `help`, and the values a finding waits for).
//! - [`verdict`]: legal, illegal or unconfirmed, the same in every game, from the findings.
//! - [`list`]: the list document envelope (`muster-list/1`) and its parse errors.
//! - [`list_text`]: the plain-text form of a list for pasting in chats (shared parts).
//! - [`game`]: the trait every game module implements.
//! - [`registry`]: the registry of games above them: [`GameId`], [`ListDocument`] and the
//!   one dispatch to a game (`with_list!`, `with_game!`).
//! - [`games`]: one module per game.
//! - [`ids`]: the one way to make a kebab-case id from a name.
//! - [`json`]: the rule every JSON document follows beyond its shape (no key given twice).
//! - [`community`]: where a pack's community values come from.
//! - [`collection`]: what a list needs from a collection, and the shortfalls.
//! - [`matches`]: a match as a log of events, undo/redo, replay and the result (the
//!   engine every game's tracker shares).
//! - [`sheet`]: a list as a player reads it on paper (what the printer lays out).

pub mod collection;
pub mod community;
pub mod diagnostic;
pub mod game;
pub mod games;
pub mod ids;
pub mod json;
pub mod lang;
pub mod list;
pub mod list_text;
pub mod matches;
pub mod registry;
pub mod sheet;
mod suggest;
pub mod verdict;

pub use diagnostic::{Diagnostic, Report, Severity};
pub use game::Game;
pub use lang::{plural, Bilingual, Lang, LocalizedName};
pub use list::{parse_list, ListError};
pub use list_text::TextError;
pub use matches::{Entry, Match, Outcome, Play};
pub use registry::{text_game, GameId, ListDocument};
pub use sheet::Sheet;
pub use suggest::closest;
pub use verdict::{Awaited, UnknownValue, Verdict, WaitsFor};

/// The prefix of the `source` of anything the player entered rather than a pack shipped
/// (`user: from my own disc`).
pub const USER_SOURCE: &str = "user:";
