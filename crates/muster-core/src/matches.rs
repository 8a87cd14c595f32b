//! A match as a sequence of events: the engine every game's tracker shares.
//!
//! A game module implements [`Play`]: how a match starts from the set-up (the players' lists
//! and choices), how one event changes the state (or why it may not happen now) and, once the
//! game is over, who won and why. [`Match`] keeps the log and the state:
//!
//! - the state is always the fold of the events over the starting state, never edited by
//!   hand, so replaying a stored log gives the very same state;
//! - an event is checked against the current state and refused with a [`Diagnostic`] (the
//!   usual findings shape) that changes nothing;
//! - undo and redo move the head of the timeline to any point and are events themselves, so
//!   the log keeps what was undone; a new event after an undo drops the undone branch from
//!   the timeline (not from the log).
//!
//! This module does no I/O: the storage crate appends each entry to the match log in one
//! transaction, and the command line replays event files.

use crate::diagnostic::{json_pointer, Diagnostic, Explain, Severity};
use crate::json::path_pointer;
use crate::lang::Lang;
use checkpoints::{Checkpoints, Made, Met};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A game whose matches Muster tracks.
pub trait Play {
    /// The game's id (`runewars`), as in list documents.
    const ID: &'static str;
    /// How many players a match takes (the set-up refuses another count).
    const PLAYERS: std::ops::RangeInclusive<usize>;
    /// What the game's data pack loads into.
    type Catalog;
    /// What a match starts from: the players, their lists and the set-up choices known
    /// before the first event.
    type Setup: Clone + Serialize + DeserializeOwned;
    /// One thing that happened at the table: a plain serde enum (externally tagged, the
    /// default), which a match file writes flat as `{"type": "variant", …fields}`; `undo` and
    /// `redo` are the engine's and may not be used as variant names.
    type Event: Clone + Serialize + DeserializeOwned;
    /// Everything the tracker shows, computed from the events.
    type State: Clone + Serialize;

    /// The state before the first event, or every fault of the set-up (paths are JSON
    /// pointers into the set-up).
    fn start(
        setup: &Self::Setup,
        catalog: &Self::Catalog,
        lang: Lang,
    ) -> Result<Self::State, Vec<Diagnostic>>;

    /// Applies `event` if the rules allow it now. On a refusal the state may be left half
    /// changed: [`Match`] applies events to a copy. The refusal's path points into the event
    /// (`/unit`), and the engine puts it under the event's place in the log.
    fn apply(state: &mut Self::State, event: &Self::Event, lang: Lang) -> Result<(), Diagnostic>;

    /// The result, once the game is over (`None` while it goes on).
    fn outcome(state: &Self::State, lang: Lang) -> Option<Outcome>;

    /// Each side's score as it stands now (what it would be if the game ended here), for
    /// the tracker's live score.
    fn scores(state: &Self::State, lang: Lang) -> Vec<SideScore>;
}

/// How a finished match ended: winner, each side's score, and the reasoning.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Outcome {
    /// The winning side (index into the players), or `None` for a draw.
    pub winner: Option<usize>,
    /// Each side's score, in player order.
    pub scores: Vec<SideScore>,
    /// What decided it, as a stable code (`elimination`, `score`, `draw`…).
    pub decided_by: String,
    /// The rule that decided it (`runewars:§44.3`).
    pub rule: String,
    /// The reasoning in the requested language, one sentence per line.
    pub reasoning: Vec<String>,
}

/// One side's score and what it is made of.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SideScore {
    /// The side (index into the players).
    pub side: usize,
    /// The player's name.
    pub player: String,
    /// The total.
    pub total: i64,
    /// What adds up to it, in the requested language (`Spearmen, 7 trays: 40`).
    pub parts: Vec<ScorePart>,
}

/// A line of a score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ScorePart {
    /// What scores.
    pub label: String,
    /// Its points.
    pub points: i64,
}

/// One entry of a match log: an event of the game, or a move of the timeline's head.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry<E> {
    /// Something that happened at the table.
    Play(E),
    /// Takes the timeline back so that only its first `to` events count.
    Undo {
        /// How many events of the timeline stay.
        to: usize,
    },
    /// Brings undone events back so that the first `to` events of the timeline count.
    Redo {
        /// How many events of the timeline count afterwards.
        to: usize,
    },
}

impl<E: Serialize> Serialize for Entry<E> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.to_value()
            .map_err(serde::ser::Error::custom)?
            .serialize(serializer)
    }
}

impl<E: Serialize> Entry<E> {
    /// The entry as its JSON object: `{"type": "activate", "side": 0, …}`.
    pub fn to_value(&self) -> Result<Value, serde_json::Error> {
        let mut object = serde_json::Map::new();
        match self {
            Entry::Play(event) => match serde_json::to_value(event)? {
                // A variant without fields.
                Value::String(kind) => {
                    object.insert("type".into(), Value::String(kind));
                }
                // `{"kind": {fields}}`, as serde writes an enum variant.
                Value::Object(outer) if outer.len() == 1 => {
                    let (kind, fields) = outer.into_iter().next().expect("one entry");
                    object.insert("type".into(), Value::String(kind));
                    match fields {
                        Value::Object(fields) => object.extend(fields),
                        Value::Null => {}
                        other => {
                            return Err(serde::ser::Error::custom(format!(
                                "an event's fields must be an object, not {other}"
                            )))
                        }
                    }
                }
                other => {
                    return Err(serde::ser::Error::custom(format!(
                        "an event must be an enum variant, not {other}"
                    )))
                }
            },
            Entry::Undo { to } | Entry::Redo { to } => {
                let kind = if matches!(self, Entry::Undo { .. }) {
                    "undo"
                } else {
                    "redo"
                };
                object.insert("type".into(), Value::String(kind.into()));
                object.insert("to".into(), Value::from(*to));
            }
        }
        Ok(Value::Object(object))
    }
}

impl<E: DeserializeOwned> Entry<E> {
    /// Reads an entry from its JSON value; the error names the field at fault as a JSON
    /// pointer relative to the entry, and what is wrong.
    pub fn from_value(value: Value) -> Result<Self, (String, String)> {
        let Value::Object(mut fields) = value else {
            return Err(("".into(), "an event is a JSON object".into()));
        };
        let kind = match fields.remove("type") {
            Some(Value::String(kind)) => kind,
            Some(_) => return Err(("/type".into(), "`type` must be a string".into())),
            None => return Err(("".into(), "an event needs a `type`".into())),
        };
        if kind == "undo" || kind == "redo" {
            let mut to = None;
            for (key, value) in fields {
                if key != "to" {
                    return Err((
                        json_pointer([key.as_str()]),
                        format!("unknown field `{key}`"),
                    ));
                }
                to = Some(
                    serde_json::from_value::<usize>(value)
                        .map_err(|e| ("/to".to_owned(), e.to_string()))?,
                );
            }
            let to = to.ok_or_else(|| ("".to_owned(), format!("`{kind}` needs `to`")))?;
            return Ok(if kind == "undo" {
                Entry::Undo { to }
            } else {
                Entry::Redo { to }
            });
        }
        // Game events are plain serde enums: `{"kind": {fields}}`, or `"kind"` for a variant
        // without fields. Reading them that way keeps the path of a wrong field.
        if fields.is_empty() {
            if let Ok(event) = serde_json::from_value::<E>(Value::String(kind.clone())) {
                return Ok(Entry::Play(event));
            }
        }
        let mut outer = serde_json::Map::new();
        outer.insert(kind, Value::Object(fields));
        serde_path_to_error::deserialize::<_, E>(Value::Object(outer))
            .map(Entry::Play)
            .map_err(|e| {
                // The first segment is the variant; the rest is inside the event.
                let pointer = path_pointer(e.path());
                let inner = match pointer.get(1..).and_then(|rest| rest.find('/')) {
                    Some(i) => pointer[i + 1..].to_owned(),
                    None => String::new(),
                };
                (inner, e.into_inner().to_string())
            })
    }
}

impl<'de, E: DeserializeOwned> Deserialize<'de> for Entry<E> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(deserializer)?;
        Entry::from_value(value).map_err(|(path, message)| {
            serde::de::Error::custom(if path.is_empty() {
                message
            } else {
                format!("{path}: {message}")
            })
        })
    }
}

/// A match being played: its set-up, its whole log, the timeline the log leaves and the
/// state at the timeline's head.
#[derive(Clone, Debug)]
pub struct Match<G: Play> {
    setup: G::Setup,
    /// The starting state and, where an undo or redo has passed, every 64th state of the
    /// timeline (`checkpoints.rs`).
    checkpoints: Checkpoints<G::State>,
    log: Vec<Entry<G::Event>>,
    timeline: Vec<G::Event>,
    head: usize,
    state: G::State,
    /// The language of the events behind `state`.
    made: Made,
}

/// An entry of a log that could not be taken: where (index into the log, 0-based) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogFault {
    /// The entry's index in the log.
    pub index: usize,
    /// The refusal; its path is relative to the entry ([`under_event`] puts it under
    /// `/events/{index}`).
    pub diagnostic: Diagnostic,
}

impl<G: Play> Match<G> {
    /// Starts a match, or gives every fault of the set-up.
    pub fn new(setup: G::Setup, catalog: &G::Catalog, lang: Lang) -> Result<Self, Vec<Diagnostic>> {
        let start = G::start(&setup, catalog, lang)?;
        Ok(Match {
            setup,
            state: start.clone(),
            checkpoints: Checkpoints::new(start),
            log: Vec::new(),
            timeline: Vec::new(),
            head: 0,
            made: Made::Start,
        })
    }

    /// Rebuilds a match from its set-up and its log, checking every entry: the first one that
    /// cannot be taken is the fault.
    pub fn replay(
        setup: G::Setup,
        catalog: &G::Catalog,
        log: impl IntoIterator<Item = Entry<G::Event>>,
        lang: Lang,
    ) -> Result<Self, ReplayFault> {
        let mut game = Match::new(setup, catalog, lang).map_err(ReplayFault::Setup)?;
        for (index, entry) in log.into_iter().enumerate() {
            let fault = |diagnostic| ReplayFault::Event(Box::new(LogFault { index, diagnostic }));
            match entry {
                // A game event is applied in place, without the copy `record` makes: a
                // refusal ends the replay and the half-changed match is dropped.
                Entry::Play(event) => {
                    if G::outcome(&game.state, lang).is_some() {
                        let event = event_name(&event);
                        return Err(fault(engine_refusal(EngineRefusal::Over { event }, lang)));
                    }
                    G::apply(&mut game.state, &event, lang).map_err(fault)?;
                    game.made = game.made.then(lang);
                    game.push_event(event.clone());
                    game.log.push(Entry::Play(event));
                }
                other => game.record(other, lang).map_err(fault)?,
            }
        }
        Ok(game)
    }

    /// Records one entry if it can be taken now; otherwise the refusal (path relative to the
    /// entry) and nothing changes.
    pub fn record(&mut self, entry: Entry<G::Event>, lang: Lang) -> Result<(), Diagnostic> {
        let checked = self.check(entry, lang)?;
        self.accept(checked);
        Ok(())
    }

    /// Checks one entry against the current state without taking it: the refusal, or what
    /// taking it gives, for [`Match::accept`]. Lets a caller store the entry first and take it
    /// only once it is stored.
    pub fn check(&self, entry: Entry<G::Event>, lang: Lang) -> Result<Checked<G>, Diagnostic> {
        let ((state, made, met), head) = match &entry {
            Entry::Play(event) => {
                if G::outcome(&self.state, lang).is_some() {
                    let event = event_name(event);
                    return Err(engine_refusal(EngineRefusal::Over { event }, lang));
                }
                let mut next = self.state.clone();
                G::apply(&mut next, event, lang)?;
                ((next, self.made.then(lang), Vec::new()), self.head + 1)
            }
            Entry::Undo { to } => {
                if *to >= self.head {
                    return Err(engine_refusal(
                        EngineRefusal::Undo {
                            to: *to,
                            head: self.head,
                        },
                        lang,
                    ));
                }
                (self.state_at(*to, lang), *to)
            }
            Entry::Redo { to } => {
                if *to <= self.head || *to > self.timeline.len() {
                    return Err(engine_refusal(
                        EngineRefusal::Redo {
                            to: *to,
                            head: self.head,
                            len: self.timeline.len(),
                        },
                        lang,
                    ));
                }
                // From the current state, or, when that is the fold in this language, from
                // the latest kept state on the way: the same state either way.
                let kept = self
                    .made
                    .fits(lang)
                    .then(|| self.checkpoints.between(self.head, *to, lang))
                    .flatten();
                let (from, state, made) = kept.unwrap_or((self.head, &self.state, self.made));
                (self.replayed(from, state.clone(), made, *to, lang), *to)
            }
        };
        Ok(Checked {
            entry,
            state,
            made,
            met,
            head,
            log_len: self.log.len(),
        })
    }

    /// Takes an entry [`Match::check`] allowed.
    ///
    /// # Panics
    /// If the match has taken another entry since that check.
    pub fn accept(&mut self, checked: Checked<G>) {
        assert_eq!(
            checked.log_len,
            self.log.len(),
            "an entry is accepted right after its check"
        );
        self.state = checked.state;
        self.made = checked.made;
        self.checkpoints.keep(checked.met);
        match &checked.entry {
            Entry::Play(event) => self.push_event(event.clone()),
            Entry::Undo { .. } | Entry::Redo { .. } => self.head = checked.head,
        }
        self.log.push(checked.entry);
    }

    /// Puts `event` at the head of the timeline, dropping the undone events after it;
    /// `state` is already the state after it.
    fn push_event(&mut self, event: G::Event) {
        self.timeline.truncate(self.head);
        self.checkpoints.cut(self.head);
        self.timeline.push(event);
        self.head += 1;
    }

    /// The state after the first `n` events of the timeline, folded in `lang` as from the
    /// start: from the latest kept state at or before `n` that fits `lang`.
    fn state_at(&self, n: usize, lang: Lang) -> (G::State, Made, Met<G::State>) {
        let (from, state, made) = self.checkpoints.at_or_before(n, lang);
        self.replayed(from, state.clone(), made, n, lang)
    }

    /// `state`, the state after `from` events of the timeline, with the events up to `to`
    /// applied again in `lang`, and the states met on the way worth keeping.
    fn replayed(
        &self,
        from: usize,
        mut state: G::State,
        mut made: Made,
        to: usize,
        lang: Lang,
    ) -> (G::State, Made, Met<G::State>) {
        let mut met = Vec::new();
        for (at, event) in (from + 1..).zip(&self.timeline[from..to]) {
            G::apply(&mut state, event, lang)
                .expect("an event of the timeline applies again after the ones before it");
            made = made.then(lang);
            if self.checkpoints.wants(at, made) {
                met.push((at, state.clone(), made));
            }
        }
        (state, made, met)
    }

    /// Undoes the last event that counts.
    pub fn undo(&mut self, lang: Lang) -> Result<(), Diagnostic> {
        self.record(
            Entry::Undo {
                to: self.head.saturating_sub(1),
            },
            lang,
        )
    }

    /// Redoes the next undone event.
    pub fn redo(&mut self, lang: Lang) -> Result<(), Diagnostic> {
        self.record(Entry::Redo { to: self.head + 1 }, lang)
    }

    /// The set-up.
    pub fn setup(&self) -> &G::Setup {
        &self.setup
    }

    /// The state at the head of the timeline.
    pub fn state(&self) -> &G::State {
        &self.state
    }

    /// The whole log, undo and redo included.
    pub fn log(&self) -> &[Entry<G::Event>] {
        &self.log
    }

    /// The events of the timeline, the undone ones after [`Match::head`] included.
    pub fn timeline(&self) -> &[G::Event] {
        &self.timeline
    }

    /// How many events of the timeline count.
    pub fn head(&self) -> usize {
        self.head
    }

    /// The result, once the game is over.
    pub fn outcome(&self, lang: Lang) -> Option<Outcome> {
        G::outcome(&self.state, lang)
    }

    /// Each side's score as it stands now.
    pub fn scores(&self, lang: Lang) -> Vec<SideScore> {
        G::scores(&self.state, lang)
    }
}

/// An entry checked against a match, ready to be taken ([`Match::accept`]).
#[derive(Debug)]
pub struct Checked<G: Play> {
    entry: Entry<G::Event>,
    state: G::State,
    made: Made,
    met: Met<G::State>,
    head: usize,
    log_len: usize,
}

impl<G: Play> Checked<G> {
    /// The entry.
    pub fn entry(&self) -> &Entry<G::Event> {
        &self.entry
    }

    /// The state once it is taken.
    pub fn state(&self) -> &G::State {
        &self.state
    }
}

/// Why a match could not be rebuilt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayFault {
    /// The set-up has faults (paths into the set-up).
    Setup(Vec<Diagnostic>),
    /// An entry of the log was refused (boxed: a fault is rare, and a result stays small).
    Event(Box<LogFault>),
}

/// An event's type as a match file writes it (`end_turn`), so a refusal can name it.
pub(super) fn event_name<E: Serialize>(event: &E) -> String {
    match serde_json::to_value(event) {
        Ok(Value::String(name)) => name,
        Ok(Value::Object(map)) if map.len() == 1 => map.keys().next().cloned().unwrap_or_default(),
        _ => "event".to_owned(),
    }
}

/// The engine's own refusals.
enum EngineRefusal {
    Over { event: String },
    Undo { to: usize, head: usize },
    Redo { to: usize, head: usize, len: usize },
}

fn engine_refusal(refusal: EngineRefusal, lang: Lang) -> Diagnostic {
    let (code, path, message, help) = match refusal {
        EngineRefusal::Over { event } => (
            "match.over",
            "",
            lang.pick(
                format!("The match is over: no more events can be recorded (`{event}`)."),
                format!("La partida ha terminado: no se pueden anotar más sucesos («{event}»)."),
            ),
            lang.pick(
                "Undo the event that ended it if it was a mistake.".to_owned(),
                "Deshaz el suceso que la terminó si fue un error.".to_owned(),
            ),
        ),
        EngineRefusal::Undo { to, head } => (
            "match.undo.out_of_range",
            "/to",
            lang.pick(
                format!("Cannot undo to {to} events: only {head} count now."),
                format!("No se puede deshacer hasta {to} sucesos: ahora cuentan {head}."),
            ),
            lang.pick(
                format!("Undo to a number below {head}."),
                format!("Deshaz hasta un número menor que {head}."),
            ),
        ),
        EngineRefusal::Redo { to, head, len } => (
            "match.redo.out_of_range",
            "/to",
            lang.pick(
                format!("Cannot redo to {to} events: {head} count now and {len} were recorded."),
                format!(
                    "No se puede rehacer hasta {to} sucesos: ahora cuentan {head} y se anotaron {len}."
                ),
            ),
            lang.pick(
                format!("Redo to a number above {head} and at most {len}."),
                format!("Rehaz hasta un número mayor que {head} y como mucho {len}."),
            ),
        ),
    };
    Diagnostic {
        code,
        severity: Severity::Error,
        rule: "muster:match-log",
        path: path.to_owned(),
        message,
        help,
        waits_for: Default::default(),
    }
}

/// The fault of a set-up whose number of players is not in `allowed`: the game's own
/// refusal (made by `refusal` from the count) at `/players`.
pub fn player_count<R: Explain>(
    count: usize,
    allowed: impl std::ops::RangeBounds<usize>,
    refusal: impl FnOnce(usize) -> R,
    lang: Lang,
) -> Option<Diagnostic> {
    (!allowed.contains(&count)).then(|| refusal(count).diagnostic("/players".into(), lang))
}

/// A game's refusal of an event (or of its set-up) and the JSON pointer inside the event it
/// concerns (`/fighter`, `""` for the whole event): what a game's rules return until
/// [`Play::apply`] makes it a [`Diagnostic`] in the reader's language.
pub type Refused<R> = (R, String);

/// `refusal` at `path` inside the event.
pub fn at<R>(refusal: R, path: impl Into<String>) -> Refused<R> {
    (refusal, path.into())
}

mod checkpoints;
mod file;

pub use file::{
    match_file_game, match_file_json, under_event, MatchFile, MatchFileError, MATCH_FORMAT,
};

#[cfg(test)]
pub(crate) mod from_the_start;
#[cfg(test)]
mod tests;

/// What every game's tracker tests share: an event written as in a match file, recorded
/// where it must be taken or where it must be refused.
#[cfg(test)]
pub(crate) mod testing {
    use super::{Entry, Match, Play};
    use crate::diagnostic::Diagnostic;
    use crate::lang::Lang;
    use serde_json::Value;
    use std::fmt::Debug;

    /// Records `event` (`{"type": …, …}`), or fails the test with the refusal.
    pub(crate) fn ok<G: Play>(game: &mut Match<G>, event: Value) {
        let entry = Entry::from_value(event.clone()).expect("an event of the game");
        if let Err(d) = game.record(entry, Lang::En) {
            panic!("{event} refused: {} ({}, {})", d.message, d.code, d.path);
        }
    }

    /// Records `event`, which must be refused: the refusal (in English) changes nothing,
    /// has a code of the game or the engine and words, and reads in Spanish with the same
    /// code, place and rule in words of its own.
    pub(crate) fn refused<G: Play>(game: &mut Match<G>, event: Value) -> Diagnostic
    where
        G::State: PartialEq + Debug,
    {
        let before = game.state().clone();
        let entry = Entry::from_value(event.clone()).expect("an event of the game");
        let d = game
            .record(entry.clone(), Lang::En)
            .expect_err(&format!("{event} should be refused"));
        assert_eq!(game.state(), &before, "a refused event changes nothing");
        assert!(!d.message.is_empty() && !d.help.is_empty(), "{event}");
        let ours = d
            .code
            .strip_prefix(G::ID)
            .is_some_and(|c| c.starts_with('.'));
        assert!(ours || d.code.starts_with("match."), "{}", d.code);
        let Err(es) = game.check(entry, Lang::Es) else {
            panic!("{event} is taken in Spanish");
        };
        assert_eq!((es.code, &es.path, es.rule), (d.code, &d.path, d.rule));
        assert_ne!(es.message, d.message, "{} has Spanish words", d.code);
        d
    }
}
