//! The engine on a toy game: a counter that may not go below zero and ends at ten.

mod undo;

use super::*;
use serde_json::json;

#[derive(Debug)]
struct Counter;

#[derive(Clone, Debug, Serialize, Deserialize)]
struct CounterSetup {
    start: i64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
enum CounterEvent {
    Add { n: i64 },
}

impl Play for Counter {
    const ID: &'static str = "counter";
    const PLAYERS: std::ops::RangeInclusive<usize> = 1..=1;
    type Catalog = ();
    type Setup = CounterSetup;
    type Event = CounterEvent;
    type State = i64;

    fn start(setup: &CounterSetup, _: &(), _: Lang) -> Result<i64, Vec<Diagnostic>> {
        if setup.start < 0 {
            return Err(vec![refusal("/start")]);
        }
        Ok(setup.start)
    }

    fn apply(state: &mut i64, event: &CounterEvent, _: Lang) -> Result<(), Diagnostic> {
        let CounterEvent::Add { n } = event;
        // Changes the state before refusing: the engine must not keep it.
        *state += n;
        if *state < 0 {
            return Err(refusal("/n"));
        }
        Ok(())
    }

    fn scores(state: &i64, _: Lang) -> Vec<SideScore> {
        vec![SideScore {
            side: 0,
            player: "one".into(),
            total: *state,
            parts: vec![],
        }]
    }

    fn outcome(state: &i64, _: Lang) -> Option<Outcome> {
        (*state >= 10).then(|| Outcome {
            winner: Some(0),
            scores: vec![],
            decided_by: "ten".into(),
            rule: "counter:ten".into(),
            reasoning: vec![],
        })
    }
}

fn refusal(path: &str) -> Diagnostic {
    Diagnostic {
        code: "counter.negative",
        severity: Severity::Error,
        rule: "counter:1",
        path: path.into(),
        message: "below zero".into(),
        help: "add less".into(),
        waits_for: Default::default(),
    }
}

fn add(n: i64) -> Entry<CounterEvent> {
    Entry::Play(CounterEvent::Add { n })
}

fn started() -> Match<Counter> {
    Match::new(CounterSetup { start: 0 }, &(), Lang::En).unwrap()
}

#[test]
fn the_state_is_the_fold_of_the_events() {
    let mut game = started();
    for n in [1, 2, 3] {
        game.record(add(n), Lang::En).unwrap();
    }
    assert_eq!(*game.state(), 6);
    assert_eq!(game.head(), 3);
    assert_eq!(game.log().len(), 3);
}

#[test]
fn a_refused_event_changes_nothing_and_says_where() {
    let mut game = started();
    game.record(add(2), Lang::En).unwrap();
    let refusal = game.record(add(-5), Lang::En).unwrap_err();
    assert_eq!(refusal.code, "counter.negative");
    assert_eq!(refusal.path, "/n");
    assert_eq!(*game.state(), 2, "the half-applied event was not kept");
    assert_eq!(game.log().len(), 1, "a refused event is not logged");
    assert_eq!(game.timeline().len(), 1);
}

#[test]
fn undo_and_redo_to_any_point_and_the_log_keeps_both() {
    let mut game = started();
    for n in [1, 2, 3, 4] {
        game.record(add(n), Lang::En).unwrap();
    }
    game.record(Entry::Undo { to: 1 }, Lang::En).unwrap();
    assert_eq!(*game.state(), 1);
    game.record(Entry::Redo { to: 3 }, Lang::En).unwrap();
    assert_eq!(*game.state(), 6);
    game.undo(Lang::En).unwrap();
    assert_eq!(*game.state(), 3);
    game.redo(Lang::En).unwrap();
    assert_eq!(*game.state(), 6);
    // Nothing left to redo past the timeline, nothing to undo past the start.
    assert_eq!(
        game.record(Entry::Redo { to: 5 }, Lang::En)
            .unwrap_err()
            .code,
        "match.redo.out_of_range"
    );
    game.record(Entry::Undo { to: 0 }, Lang::En).unwrap();
    assert_eq!(*game.state(), 0);
    assert_eq!(
        game.undo(Lang::En).unwrap_err().code,
        "match.undo.out_of_range"
    );
    // Four events, undo, redo, undo, redo, undo: all kept in the log.
    assert_eq!(game.log().len(), 9);
    assert_eq!(game.timeline().len(), 4);
}

#[test]
fn a_new_event_after_an_undo_drops_the_undone_branch_from_the_timeline_only() {
    let mut game = started();
    game.record(add(1), Lang::En).unwrap();
    game.record(add(2), Lang::En).unwrap();
    game.undo(Lang::En).unwrap();
    game.record(add(5), Lang::En).unwrap();
    assert_eq!(*game.state(), 6);
    assert_eq!(
        game.timeline(),
        &[CounterEvent::Add { n: 1 }, CounterEvent::Add { n: 5 }]
    );
    assert_eq!(
        game.redo(Lang::En).unwrap_err().code,
        "match.redo.out_of_range"
    );
    assert_eq!(game.log().len(), 4, "the undone +2 is still in the log");
    assert!(game.log().contains(&add(2)));
}

#[test]
fn a_finished_match_takes_no_events_but_can_be_undone() {
    let mut game = started();
    game.record(add(10), Lang::En).unwrap();
    assert_eq!(game.outcome(Lang::En).unwrap().decided_by, "ten");
    let refusal = game.record(add(1), Lang::Es).unwrap_err();
    assert_eq!(refusal.code, "match.over");
    assert!(refusal.message.contains("terminado"));
    game.undo(Lang::En).unwrap();
    assert!(game.outcome(Lang::En).is_none());
    game.record(add(1), Lang::En).unwrap();
}

#[test]
fn replay_gives_the_same_state_and_names_the_first_bad_entry() {
    let mut game = started();
    for entry in [add(3), add(4), Entry::Undo { to: 1 }, add(2)] {
        game.record(entry, Lang::En).unwrap();
    }
    let again = Match::<Counter>::replay(
        CounterSetup { start: 0 },
        &(),
        game.log().to_vec(),
        Lang::En,
    )
    .unwrap();
    assert_eq!(again.state(), game.state());
    assert_eq!(again.timeline(), game.timeline());

    let bad = vec![add(3), add(-1), add(-5), add(1)];
    match Match::<Counter>::replay(CounterSetup { start: 0 }, &(), bad, Lang::En) {
        Err(ReplayFault::Event(fault)) => {
            assert_eq!(fault.index, 2);
            assert_eq!(
                under_event(fault.diagnostic, fault.index).path,
                "/events/2/n"
            );
        }
        other => panic!("expected the third event refused, got {other:?}"),
    }
    match Match::<Counter>::replay(CounterSetup { start: -1 }, &(), vec![], Lang::En) {
        Err(ReplayFault::Setup(faults)) => assert_eq!(faults[0].path, "/start"),
        other => panic!("expected a set-up fault, got {other:?}"),
    }
}

#[test]
fn a_match_file_round_trips_and_its_faults_name_their_place() {
    let file = MatchFile::<Counter> {
        setup: CounterSetup { start: 1 },
        events: vec![add(2), Entry::Undo { to: 0 }, Entry::Redo { to: 1 }],
    };
    let value = serde_json::to_value(&file).unwrap();
    assert_eq!(
        value,
        json!({"format": MATCH_FORMAT, "game": "counter", "setup": {"start": 1},
               "events": [{"type": "add", "n": 2}, {"type": "undo", "to": 0},
                          {"type": "redo", "to": 1}]})
    );
    let back = MatchFile::<Counter>::from_value(value.clone()).unwrap();
    assert_eq!(back.events, file.events);

    let fault = |v: Value| MatchFile::<Counter>::from_value(v).unwrap_err();
    let mut wrong = value.clone();
    wrong["events"][1] = json!({"type": "add", "n": "two"});
    assert_eq!(fault(wrong).path, "/events/1/n");
    let mut wrong = value.clone();
    wrong["events"][0] = json!({"type": "jump"});
    let error = fault(wrong);
    assert_eq!(error.path, "/events/0");
    assert!(error.message.contains("jump"), "{}", error.message);
    let mut wrong = value.clone();
    wrong["events"][2] = json!({"type": "undo"});
    assert!(fault(wrong).message.contains("to"));
    let mut wrong = value.clone();
    wrong["setup"] = json!({"start": "x"});
    assert_eq!(fault(wrong).path, "/setup/start");
    let mut wrong = value.clone();
    wrong["format"] = json!("muster-list/1");
    assert_eq!(fault(wrong).path, "/format");
    let mut wrong = value;
    wrong["game"] = json!("chess");
    assert_eq!(fault(wrong).path, "/game");
    let broken = match_file_json("{\n \"format\": ").unwrap_err();
    assert_eq!(broken.position.map(|p| p.0), Some(2));
}
