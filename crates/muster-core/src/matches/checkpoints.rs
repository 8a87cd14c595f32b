//! States of a match's timeline kept at every [`EVERY`]-th event, so that an undo or a redo
//! applies a few events again instead of the whole timeline from the start.
//!
//! They are kept lazily: an undo or redo keeps the states it passes on its way at multiples
//! of `EVERY`, so the next one nearby starts close; playing forward keeps none, so a replay
//! without undo costs nothing more. One state in `EVERY` at most bounds the memory: a
//! timeline of 60,000 events keeps at most 938 states, not 60,000.
//!
//! What an undo or redo gives is the state the fold from the start gives, event for event: a
//! kept state is used only where that fold would reach it, in the same language (see
//! [`Made`]).

use crate::lang::Lang;

/// How many events of the timeline lie between two kept states.
pub(crate) const EVERY: usize = 64;

/// In which language the events that made a state were applied.
///
/// [`Play::apply`](super::Play::apply) takes the reader's language, and a state may keep
/// words in it (Underworlds' log and prompt); the engine folds the timeline again in the
/// language of the entry it takes. A kept state stands in for that fold only where every
/// event behind it was applied in that same language, which is always the case when one
/// match is played in one language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Made {
    /// The starting state: no event applied, good for every language.
    Start,
    /// Every event applied in this language, each after the one before it from the start.
    In(Lang),
    /// Anything else (the language changed on the way).
    Mixed,
}

impl Made {
    /// After one more event applied in `lang`.
    pub(super) fn then(self, lang: Lang) -> Made {
        match self {
            Made::Start => Made::In(lang),
            Made::In(l) if l == lang => self,
            _ => Made::Mixed,
        }
    }

    /// True when this state is what folding its events in `lang` from the start gives.
    pub(super) fn fits(self, lang: Lang) -> bool {
        match self {
            Made::Start => true,
            Made::In(l) => l == lang,
            Made::Mixed => false,
        }
    }
}

/// States met on the way of an undo or redo, each after how many events of the timeline:
/// kept once the entry is taken ([`Checkpoints::keep`]).
pub(super) type Met<S> = Vec<(usize, S, Made)>;

/// The kept states: the `i`-th, where there is one, is the state after the first
/// `i * EVERY` events of the timeline (the 0th, the starting state, always is).
#[derive(Clone, Debug)]
pub(super) struct Checkpoints<S> {
    states: Vec<Option<(S, Made)>>,
}

impl<S: Clone> Checkpoints<S> {
    /// Only the starting state.
    pub(super) fn new(start: S) -> Self {
        Checkpoints {
            states: vec![Some((start, Made::Start))],
        }
    }

    /// The `i`-th kept state, with how many events lie behind it.
    fn kept(&self, i: usize) -> Option<(usize, &S, Made)> {
        let (state, made) = self.states.get(i)?.as_ref()?;
        Some((i * EVERY, state, *made))
    }

    /// The latest kept state at or before event `n` that fits `lang`, with how many events
    /// lie behind it. The starting state always fits.
    pub(super) fn at_or_before(&self, n: usize, lang: Lang) -> (usize, &S, Made) {
        (0..=n / EVERY)
            .rev()
            .filter_map(|i| self.kept(i))
            .find(|(_, _, made)| made.fits(lang))
            .expect("the starting state fits every language")
    }

    /// The latest kept state after event `after` and at or before event `n` that fits
    /// `lang`, if there is one.
    pub(super) fn between(&self, after: usize, n: usize, lang: Lang) -> Option<(usize, &S, Made)> {
        (after / EVERY + 1..=n / EVERY)
            .rev()
            .filter_map(|i| self.kept(i))
            .find(|(_, _, made)| made.fits(lang))
    }

    /// True when the state after `n` events, made so, is worth keeping: `n` is a multiple
    /// of [`EVERY`], the state fits a language and no state made so is kept there yet.
    pub(super) fn wants(&self, n: usize, made: Made) -> bool {
        n.is_multiple_of(EVERY)
            && made != Made::Mixed
            && !matches!(self.kept(n / EVERY), Some((_, _, kept)) if kept == made)
    }

    /// Keeps the states met on the way of an undo or redo just taken.
    pub(super) fn keep(&mut self, met: Met<S>) {
        for (n, state, made) in met {
            let i = n / EVERY;
            if self.states.len() <= i {
                self.states.resize_with(i + 1, || None);
            }
            self.states[i] = Some((state, made));
        }
    }

    /// The timeline was cut to its first `n` events: the states past them go.
    pub(super) fn cut(&mut self, n: usize) {
        self.states.truncate(n / EVERY + 1);
    }
}
