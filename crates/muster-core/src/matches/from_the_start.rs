//! For tests: the engine's undo and redo as first written, without kept states. Every undo
//! folds the timeline again from the starting state, every redo applies the undone events
//! to the current state, each in the language of its entry. Quadratic, and plainly right:
//! [`Match`] must give the same state, timeline and refusal, entry for entry, whatever its
//! kept states.

pub(crate) use super::checkpoints::EVERY as KEPT_EVERY;
use super::{engine_refusal, event_name, EngineRefusal, Entry, Match, Play, ReplayFault};
use crate::diagnostic::Diagnostic;
use crate::lang::Lang;
use std::fmt::Debug;

/// A match taken the straightforward way.
pub(crate) struct FromTheStart<G: Play> {
    start: G::State,
    timeline: Vec<G::Event>,
    head: usize,
    state: G::State,
}

impl<G: Play> FromTheStart<G> {
    /// The match before its first event (the set-up must be good).
    pub(crate) fn new(setup: &G::Setup, catalog: &G::Catalog, lang: Lang) -> Self {
        let Ok(start) = G::start(setup, catalog, lang) else {
            panic!("the set-up starts a match");
        };
        FromTheStart {
            state: start.clone(),
            start,
            timeline: Vec::new(),
            head: 0,
        }
    }

    /// The state at the head of the timeline.
    pub(crate) fn state(&self) -> &G::State {
        &self.state
    }

    /// How many events of the timeline count.
    pub(crate) fn head(&self) -> usize {
        self.head
    }

    /// The events of the timeline, the undone ones included.
    pub(crate) fn timeline(&self) -> &[G::Event] {
        &self.timeline
    }

    /// Takes one entry, or refuses it and changes nothing.
    pub(crate) fn record(&mut self, entry: &Entry<G::Event>, lang: Lang) -> Result<(), Diagnostic> {
        match entry {
            Entry::Play(event) => {
                if G::outcome(&self.state, lang).is_some() {
                    let event = event_name(event);
                    return Err(engine_refusal(EngineRefusal::Over { event }, lang));
                }
                let mut next = self.state.clone();
                G::apply(&mut next, event, lang)?;
                self.timeline.truncate(self.head);
                self.timeline.push(event.clone());
                self.head += 1;
                self.state = next;
            }
            Entry::Undo { to } => {
                if *to >= self.head {
                    let refusal = EngineRefusal::Undo {
                        to: *to,
                        head: self.head,
                    };
                    return Err(engine_refusal(refusal, lang));
                }
                let mut state = self.start.clone();
                for event in &self.timeline[..*to] {
                    G::apply(&mut state, event, lang).expect("the timeline applies again");
                }
                self.state = state;
                self.head = *to;
            }
            Entry::Redo { to } => {
                if *to <= self.head || *to > self.timeline.len() {
                    let refusal = EngineRefusal::Redo {
                        to: *to,
                        head: self.head,
                        len: self.timeline.len(),
                    };
                    return Err(engine_refusal(refusal, lang));
                }
                for event in &self.timeline[self.head..*to] {
                    G::apply(&mut self.state, event, lang).expect("the timeline applies again");
                }
                self.head = *to;
            }
        }
        Ok(())
    }
}

/// Takes each entry in its language with [`Match::record`] and the straightforward way,
/// and fails the test at the first entry where the two differ (in the refusal, the state,
/// the head or the timeline). Returns the match and how many entries were refused.
pub(crate) fn record_both_ways<G: Play>(
    setup: &G::Setup,
    catalog: &G::Catalog,
    log: impl IntoIterator<Item = (Entry<G::Event>, Lang)>,
) -> (Match<G>, usize)
where
    G::State: PartialEq + Debug,
    G::Event: PartialEq + Debug,
{
    let mut game = Match::<G>::new(setup.clone(), catalog, Lang::En).expect("the set-up");
    let mut reference = FromTheStart::<G>::new(setup, catalog, Lang::En);
    let mut refused = 0;
    for (index, (entry, lang)) in log.into_iter().enumerate() {
        let expected = reference.record(&entry, lang);
        let got = game.record(entry.clone(), lang);
        assert_eq!(got, expected, "entry {index}: {entry:?} in {lang:?}");
        assert_eq!(game.head(), reference.head(), "entry {index}: {entry:?}");
        assert_eq!(game.timeline(), reference.timeline(), "entry {index}");
        assert_eq!(game.state(), reference.state(), "entry {index}: {entry:?}");
        refused += usize::from(expected.is_err());
    }
    (game, refused)
}

/// Replays `log` in `lang` with [`Match::replay`] and the straightforward way: the same
/// state, head and timeline at the end, or the same first fault.
pub(crate) fn replay_both_ways<G: Play>(
    setup: &G::Setup,
    catalog: &G::Catalog,
    log: &[Entry<G::Event>],
    lang: Lang,
) where
    G::State: PartialEq + Debug,
    G::Event: PartialEq + Debug,
{
    let mut reference = FromTheStart::<G>::new(setup, catalog, lang);
    let first_fault = log
        .iter()
        .enumerate()
        .find_map(|(index, entry)| reference.record(entry, lang).err().map(|d| (index, d)));
    match (
        Match::<G>::replay(setup.clone(), catalog, log.to_vec(), lang),
        first_fault,
    ) {
        (Ok(game), None) => {
            assert_eq!(game.state(), reference.state());
            assert_eq!(game.head(), reference.head());
            assert_eq!(game.timeline(), reference.timeline());
        }
        (Err(ReplayFault::Event(fault)), Some((index, diagnostic))) => {
            assert_eq!((fault.index, fault.diagnostic), (index, diagnostic));
        }
        (got, expected) => panic!(
            "replayed: {:?}; from the start: {expected:?}",
            got.map(|g| g.head())
        ),
    }
}
