//! A match being played, kept in the library: the rules core's [`Match`] whose every entry
//! is checked by the game's rules, then stored in the append-only log in its own
//! transaction, and only then taken. A crash loses nothing that was reported recorded, and a
//! refused or unstored entry changes nothing.
//!
//! The library still knows no game rules: they come from the game's [`Play`] implementation.

use std::fmt;

use muster_core::matches::{Entry, Match, Outcome, Play, ReplayFault};
use muster_core::{Diagnostic, Lang};

use crate::{Library, MatchId, MatchOutcome, NewMatch, StoreError};

/// A match of game `G` with its place in the library.
pub struct LiveMatch<G: Play> {
    id: MatchId,
    game: Match<G>,
}

/// Why a live match could not be started, opened, changed or finished.
#[derive(Debug)]
pub enum LiveError {
    /// The library failed (nothing was changed).
    Store(StoreError),
    /// The set-up has faults (paths into the set-up).
    Setup(Vec<Diagnostic>),
    /// The rules refuse the entry now (path inside the entry).
    Refused(Diagnostic),
    /// The stored match cannot be rebuilt: the stored event `seq` (1-based) is refused, or
    /// the stored set-up or an event is not what this game reads.
    Stored {
        /// The match.
        id: MatchId,
        /// The event (1-based), or 0 for the set-up.
        seq: usize,
        /// What is wrong.
        message: String,
    },
    /// The match is not over: there is no result to keep.
    NotOver,
}

impl fmt::Display for LiveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LiveError::Store(e) => e.fmt(f),
            LiveError::Setup(faults) => {
                let lines: Vec<String> = faults
                    .iter()
                    .map(|d| format!("{}: {}", d.path, d.message))
                    .collect();
                write!(f, "the match cannot start: {}", lines.join("; "))
            }
            LiveError::Refused(d) => write!(f, "{} ({}, {})", d.message, d.code, d.rule),
            LiveError::Stored {
                id,
                seq: 0,
                message,
            } => {
                write!(f, "match {id}: its stored set-up cannot be read: {message}")
            }
            LiveError::Stored { id, seq, message } => {
                write!(
                    f,
                    "match {id}: stored event {seq} cannot be replayed: {message}"
                )
            }
            LiveError::NotOver => f.write_str("the match is not over yet"),
        }
    }
}

impl std::error::Error for LiveError {}

impl From<StoreError> for LiveError {
    fn from(e: StoreError) -> Self {
        LiveError::Store(e)
    }
}

impl<G: Play> LiveMatch<G> {
    /// Starts a match from `setup` and stores it with what `new` says of the history (its
    /// `game` and `setup` are filled in here). A set-up the rules refuse stores nothing.
    pub fn start(
        library: &mut Library,
        mut new: NewMatch,
        setup: G::Setup,
        catalog: &G::Catalog,
        lang: Lang,
    ) -> Result<Self, LiveError> {
        let game = Match::<G>::new(setup, catalog, lang).map_err(LiveError::Setup)?;
        new.game = G::ID.to_owned();
        new.setup = Some(serde_json::to_string(game.setup()).expect("a set-up serializes"));
        let id = library.create_match(&new)?;
        Ok(LiveMatch { id, game })
    }

    /// Opens a stored match and replays its log.
    pub fn open(
        library: &Library,
        id: MatchId,
        catalog: &G::Catalog,
        lang: Lang,
    ) -> Result<Self, LiveError> {
        let setup = library.match_setup(id)?.ok_or_else(|| LiveError::Stored {
            id,
            seq: 0,
            message: "the match was stored without a set-up".into(),
        })?;
        let events = library.events(id)?;
        let game = replay_stored::<G>(
            &setup,
            events.iter().map(|e| e.event.as_str()),
            catalog,
            lang,
        )
        .map_err(|(seq, message)| LiveError::Stored { id, seq, message })?;
        Ok(LiveMatch { id, game })
    }

    /// Records one entry: checked by the rules, stored in one transaction, then taken.
    /// Returns its place in the stored log (1-based).
    pub fn record(
        &mut self,
        library: &mut Library,
        entry: Entry<G::Event>,
        lang: Lang,
    ) -> Result<u32, LiveError> {
        let checked = self.game.check(entry, lang).map_err(LiveError::Refused)?;
        let json = checked
            .entry()
            .to_value()
            .expect("an entry serializes")
            .to_string();
        let seq = library.append_event(self.id, &json)?;
        self.game.accept(checked);
        Ok(seq)
    }

    /// Keeps the result of a match that is over in the history; after this the match takes
    /// no more entries.
    pub fn finish(&self, library: &mut Library, lang: Lang) -> Result<Outcome, LiveError> {
        let outcome = self.game.outcome(lang).ok_or(LiveError::NotOver)?;
        let json = serde_json::to_string(&outcome).expect("an outcome serializes");
        library.finish_match(self.id, &json, player_outcome(&outcome))?;
        Ok(outcome)
    }

    /// The match's id in the library.
    pub fn id(&self) -> MatchId {
        self.id
    }

    /// The match: set-up, log, timeline and state.
    pub fn game(&self) -> &Match<G> {
        &self.game
    }
}

/// A match of game `G` rebuilt from its stored set-up and events (JSON texts, in order), as
/// [`LiveMatch::open`] rebuilds one: the one way a stored match is read, also to check a
/// backup's matches before they are imported. A fault is the event's place (1-based, 0 for
/// the set-up) and what is wrong.
pub fn replay_stored<'e, G: Play>(
    setup: &str,
    events: impl IntoIterator<Item = &'e str>,
    catalog: &G::Catalog,
    lang: Lang,
) -> Result<Match<G>, (usize, String)> {
    let setup: G::Setup = serde_json::from_str(setup).map_err(|e| (0, e.to_string()))?;
    let mut entries = Vec::new();
    for (n, event) in events.into_iter().enumerate() {
        let seq = n + 1;
        let value: serde_json::Value =
            serde_json::from_str(event).map_err(|e| (seq, e.to_string()))?;
        let entry = Entry::from_value(value)
            .map_err(|(path, message)| (seq, format!("{path}: {message}")))?;
        entries.push(entry);
    }
    Match::replay(setup, catalog, entries, lang).map_err(|fault| match fault {
        ReplayFault::Setup(faults) => (
            0,
            faults
                .iter()
                .map(|d| d.message.clone())
                .collect::<Vec<_>>()
                .join("; "),
        ),
        ReplayFault::Event(fault) => (fault.index + 1, fault.diagnostic.message),
    })
}

/// Won, lost or drawn for side 0, the player who keeps the library.
pub fn player_outcome(outcome: &Outcome) -> MatchOutcome {
    match outcome.winner {
        None => MatchOutcome::Drawn,
        Some(0) => MatchOutcome::Won,
        Some(_) => MatchOutcome::Lost,
    }
}
