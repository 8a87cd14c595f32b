//! Undo and redo from the kept states give, entry for entry, what folding the timeline from
//! the start gave ([`FromTheStart`]): the same states, the same refusals, on a toy game whose
//! state depends on the order of its events and on the language of each.

use super::*;
use crate::matches::checkpoints::EVERY;
use crate::matches::from_the_start::{record_both_ways, replay_both_ways, FromTheStart};

/// `value` folds the numbers in order, `spanish` counts the events applied in Spanish and
/// `said` is the language of the last one (as Underworlds' words are); a 99 ends the game.
#[derive(Debug)]
struct Trail;

#[derive(Clone, Debug, PartialEq, Serialize)]
struct TrailState {
    value: u64,
    spanish: usize,
    said: &'static str,
    over: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum TrailEvent {
    Step { n: u64 },
}

impl Play for Trail {
    const ID: &'static str = "trail";
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=1;
    type Catalog = ();
    type Setup = ();
    type Event = TrailEvent;
    type State = TrailState;

    fn start(_: &(), _: &(), lang: Lang) -> Result<TrailState, Vec<Diagnostic>> {
        Ok(TrailState {
            value: 1,
            spanish: 0,
            said: lang.pick("en", "es"),
            over: false,
        })
    }

    fn apply(state: &mut TrailState, event: &TrailEvent, lang: Lang) -> Result<(), Diagnostic> {
        let TrailEvent::Step { n } = *event;
        // Changes the state before refusing a 0: the engine must not keep it.
        state.value = (state.value * 31 + n) % 1_000_000_007;
        state.spanish += usize::from(lang == Lang::Es);
        state.said = lang.pick("en", "es");
        state.over = n == 99;
        if n == 0 {
            return Err(refusal("/n"));
        }
        Ok(())
    }

    fn outcome(state: &TrailState, _: Lang) -> Option<Outcome> {
        state.over.then(|| Outcome {
            winner: Some(0),
            scores: vec![],
            decided_by: "ninety-nine".into(),
            rule: "trail:99".into(),
            reasoning: vec![],
        })
    }

    fn scores(_: &TrailState, _: Lang) -> Vec<SideScore> {
        vec![]
    }
}

fn step(n: u64) -> Entry<TrailEvent> {
    Entry::Play(TrailEvent::Step { n })
}

/// `count` steps that neither end the game nor are refused.
fn steps(count: usize) -> impl Iterator<Item = Entry<TrailEvent>> {
    (0..count as u64).map(|i| step(i % 97 + 1))
}

fn english(
    entries: impl IntoIterator<Item = Entry<TrailEvent>>,
) -> impl Iterator<Item = (Entry<TrailEvent>, Lang)> {
    entries.into_iter().map(|e| (e, Lang::En))
}

#[test]
fn undo_and_redo_on_either_side_of_a_kept_state_give_the_fold_from_the_start() {
    assert_eq!(
        EVERY, 64,
        "the points below are kept states and their neighbours"
    );
    let (undo, redo) = (|to| Entry::Undo { to }, |to| Entry::Redo { to });
    let mut log: Vec<(Entry<TrailEvent>, Lang)> = english(steps(130)).collect();
    log.extend(english([
        undo(128),
        undo(64),
        redo(65),
        redo(130),
        undo(63),
        undo(0),
        redo(64),
        undo(64),  // refused: 64 count
        redo(131), // refused: 130 were recorded
        redo(100),
        step(5),   // drops events 101 to 130, and the state kept at 128
        redo(102), // refused: nothing undone
        undo(50),
        redo(101),
    ]));
    // A language change: no state kept in English stands in for a fold in Spanish.
    log.extend([
        (undo(64), Lang::Es),
        (redo(101), Lang::En),
        (undo(100), Lang::En),
        (undo(64), Lang::En),
        (redo(100), Lang::Es),
        (undo(0), Lang::Es),
        (redo(64), Lang::Es),
    ]);
    // The end of the game and what may follow it.
    log.extend(english([
        redo(101),
        step(99),
        step(4), // refused: the game is over
        undo(101),
        step(0), // refused by the game
        redo(102),
        undo(1),
    ]));
    let (game, refused) = record_both_ways::<Trail>(&(), &(), log);
    assert_eq!(refused, 5);
    assert_eq!(game.head(), 1);
    assert_eq!(game.timeline().len(), 102);
    // The last undo folded one event in English on the start.
    assert_eq!((game.state().said, game.state().spanish), ("en", 0));
}

#[test]
fn a_spanish_undo_to_a_kept_state_is_folded_in_spanish() {
    let mut game = Match::<Trail>::new((), &(), Lang::En).unwrap();
    for entry in steps(2 * EVERY) {
        game.record(entry, Lang::En).unwrap();
    }
    // An undo past the 64th event keeps the state there, made in English.
    game.record(Entry::Undo { to: EVERY + 1 }, Lang::En)
        .unwrap();
    game.record(Entry::Redo { to: 2 * EVERY }, Lang::En)
        .unwrap();
    game.record(Entry::Undo { to: EVERY }, Lang::Es).unwrap();
    assert_eq!((game.state().said, game.state().spanish), ("es", EVERY));
    game.record(Entry::Redo { to: 2 * EVERY }, Lang::En)
        .unwrap();
    assert_eq!((game.state().said, game.state().spanish), ("en", EVERY));
}

#[test]
fn long_runs_of_undo_redo_pairs_and_undo_chains_replay_as_the_fold_from_the_start() {
    let events = 2_000;
    let mut log: Vec<Entry<TrailEvent>> = steps(events).collect();
    for _ in 0..1_000 {
        log.push(Entry::Undo { to: events - 1 });
        log.push(Entry::Redo { to: events });
    }
    for _ in 0..2 {
        log.extend((0..events).rev().map(|to| Entry::Undo { to }));
        log.extend((1..=events).map(|to| Entry::Redo { to }));
    }
    // Jumps back to the start, to kept states and between them, and forward again.
    for to in [0, 1, 63, 64, 65, 700, 1024, 1999] {
        log.push(Entry::Undo { to });
        log.push(Entry::Redo { to: events });
    }
    replay_both_ways::<Trail>(&(), &(), &log, Lang::En);
    replay_both_ways::<Trail>(&(), &(), &log, Lang::Es);

    // Then what may not be done: the engine's refusals, the same both ways.
    log.extend([
        Entry::Undo { to: events },
        Entry::Redo { to: events + 1 },
        Entry::Redo { to: events },
    ]);
    let (game, refused) = record_both_ways::<Trail>(&(), &(), english(log));
    assert_eq!(refused, 3);
    assert_eq!((game.head(), game.timeline().len()), (events, events));
}

/// A small deterministic generator (xorshift), so a failure is the same on every run.
struct Dice(u64);

impl Dice {
    fn roll(&mut self, sides: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % sides as u64) as usize
    }
}

/// Entries of every kind at every point: steps (some refused, some ending the game), undo
/// and redo by one, to anywhere (some out of range), in chains, mostly in English. Also
/// gives the longest the timeline grew.
fn random_log(dice: &mut Dice, entries: usize) -> (Vec<(Entry<TrailEvent>, Lang)>, usize) {
    let mut reference = FromTheStart::<Trail>::new(&(), &(), Lang::En);
    let mut log = Vec::new();
    let mut longest = 0;
    while log.len() < entries {
        let (head, len) = (reference.head(), reference.timeline().len());
        longest = longest.max(len);
        let lang = if dice.roll(10) == 0 {
            Lang::Es
        } else {
            Lang::En
        };
        let batch: Vec<_> = match dice.roll(40) {
            0..=27 => vec![step(match dice.roll(400) {
                0 => 0,
                1 => 99,
                n => n as u64 % 97 + 1,
            })],
            28..=30 => vec![Entry::Undo {
                to: head.saturating_sub(1),
            }],
            31 | 32 => vec![Entry::Redo { to: head + 1 }],
            33 => vec![
                Entry::Undo {
                    to: head.saturating_sub(dice.roll(2 * EVERY + 2)),
                },
                Entry::Redo { to: len },
            ],
            34 => vec![Entry::Redo {
                to: dice.roll(len + 2),
            }],
            35 if dice.roll(20) == 0 => vec![Entry::Undo { to: 0 }],
            35 => vec![Entry::Redo { to: len }],
            // Back one at a time, then forward again, mostly all the way.
            _ => {
                let down = dice.roll(EVERY + 8).min(head);
                let up = if dice.roll(8) == 0 {
                    dice.roll(down + 1)
                } else {
                    down
                };
                let back = (1..=down).map(|k| Entry::Undo { to: head - k });
                let forward = (1..=up).map(|k| Entry::Redo {
                    to: head - down + k,
                });
                back.chain(forward).collect()
            }
        };
        for entry in batch {
            let _ = reference.record(&entry, lang);
            log.push((entry, lang));
        }
    }
    (log, longest)
}

#[test]
fn random_entries_in_either_language_give_the_fold_from_the_start() {
    for seed in 1..=4u64 {
        let mut dice = Dice(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let (log, longest) = random_log(&mut dice, 10_000);
        assert!(
            longest > 3 * EVERY,
            "seed {seed}: the timeline reached {longest}"
        );
        let (_, refused) = record_both_ways::<Trail>(&(), &(), log.iter().cloned());
        assert!(refused > 100, "seed {seed}: {refused} refusals");
        let entries: Vec<_> = log.into_iter().map(|(e, _)| e).collect();
        replay_both_ways::<Trail>(&(), &(), &entries, Lang::En);
    }
}
