//! A live match in the library: each entry checked by the rules, stored, then taken.

mod common;

use common::{runewars_match, RUNEWARS_SETUP_EVENTS};
use muster_core::games::runewars::{RuneWars, Stage};
use muster_core::matches::Entry;
use muster_core::Lang;
use muster_store::{Library, LiveError, LiveMatch, MatchOutcome, NewMatch, StoreError};

fn entry(json: &str) -> Entry<muster_core::games::runewars::RuneWarsEvent> {
    Entry::from_value(serde_json::from_str(json).unwrap()).unwrap()
}

fn started(library: &mut Library) -> LiveMatch<RuneWars> {
    let (catalog, setup) = runewars_match();
    let new = NewMatch {
        opponent: Some("Ben".into()),
        faction: Some("fixture".into()),
        ..NewMatch::default()
    };
    let mut live = LiveMatch::<RuneWars>::start(library, new, setup, &catalog, Lang::En).unwrap();
    for event in RUNEWARS_SETUP_EVENTS {
        live.record(library, entry(event), Lang::En).unwrap();
    }
    live
}

#[test]
fn entries_are_stored_as_they_are_taken_and_the_match_reopens_where_it_was() {
    let mut library = Library::open_in_memory().unwrap();
    let mut live = started(&mut library);
    let token = r#"{"type": "token", "side": 1, "unit": 0, "token": "panic", "change": 1}"#;
    assert_eq!(
        live.record(&mut library, entry(token), Lang::En).unwrap(),
        6
    );
    live.record(&mut library, Entry::Undo { to: 5 }, Lang::En)
        .unwrap();
    live.record(&mut library, Entry::Redo { to: 6 }, Lang::En)
        .unwrap();
    let stored = library.events(live.id()).unwrap();
    assert_eq!(stored.len(), 8);
    assert_eq!(stored[6].event, r#"{"to":5,"type":"undo"}"#);
    assert!(
        stored[5].event.contains(r#""type":"token""#),
        "{}",
        stored[5].event
    );

    let (catalog, _) = runewars_match();
    let again = LiveMatch::<RuneWars>::open(&library, live.id(), &catalog, Lang::En).unwrap();
    assert_eq!(again.game().state(), live.game().state());
    assert_eq!(again.game().head(), 6);
    assert_eq!(again.game().state().sides[1].units[0].tokens.panic, 1);
    assert_eq!(again.game().state().stage, Stage::Command);
}

#[test]
fn a_refused_entry_is_not_stored() {
    let mut library = Library::open_in_memory().unwrap();
    let mut live = started(&mut library);
    let before = live.game().state().clone();
    let bad = r#"{"type": "activate", "side": 0, "unit": 0}"#;
    match live.record(&mut library, entry(bad), Lang::En) {
        Err(LiveError::Refused(d)) => assert_eq!(d.code, "runewars.match.not_now"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(library.events(live.id()).unwrap().len(), 5);
    assert_eq!(live.game().state(), &before);
}

#[test]
fn a_bad_set_up_stores_no_match() {
    let mut library = Library::open_in_memory().unwrap();
    let (catalog, mut setup) = runewars_match();
    setup.players[1].list.units[0].unit = "ghosts".into();
    let err =
        LiveMatch::<RuneWars>::start(&mut library, NewMatch::default(), setup, &catalog, Lang::En)
            .err()
            .unwrap();
    assert!(
        matches!(err, LiveError::Setup(ref f) if f[0].path == "/players/1/list/units/0/unit"),
        "{err:?}"
    );
    assert!(library.matches().unwrap().is_empty());
}

#[test]
fn the_result_is_kept_once_the_game_is_over_and_the_match_then_takes_nothing() {
    let mut library = Library::open_in_memory().unwrap();
    let mut live = started(&mut library);
    assert!(matches!(
        live.finish(&mut library, Lang::En),
        Err(LiveError::NotOver)
    ));
    let destroy = r#"{"type": "destroyed", "units": [{"side": 1, "unit": 0}]}"#;
    live.record(&mut library, entry(destroy), Lang::En).unwrap();
    let outcome = live.finish(&mut library, Lang::En).unwrap();
    assert_eq!(outcome.winner, Some(0));
    let summary = &library.matches().unwrap()[0];
    assert_eq!(summary.outcome, Some(MatchOutcome::Won));
    assert_eq!(summary.opponent.as_deref(), Some("Ben"));
    let result: serde_json::Value =
        serde_json::from_str(summary.result.as_deref().unwrap()).unwrap();
    assert_eq!(result["decided_by"], "elimination");
    // Finished: an undo is refused by the library and the match stays as it was.
    let head = live.game().head();
    let err = live
        .record(&mut library, Entry::Undo { to: 5 }, Lang::En)
        .unwrap_err();
    assert!(
        matches!(err, LiveError::Store(StoreError::Conflict { .. })),
        "{err:?}"
    );
    assert_eq!(live.game().head(), head);
}

#[test]
fn a_stored_log_that_no_longer_replays_names_the_event() {
    let mut library = Library::open_in_memory().unwrap();
    let live = started(&mut library);
    // An entry appended behind the rules' back (another program, a damaged import).
    library
        .append_event(live.id(), r#"{"type": "activate", "side": 0, "unit": 0}"#)
        .unwrap();
    let (catalog, _) = runewars_match();
    match LiveMatch::<RuneWars>::open(&library, live.id(), &catalog, Lang::En) {
        Err(LiveError::Stored { seq, .. }) => assert_eq!(seq, 6),
        Err(other) => panic!("expected a stored-log fault, got {other:?}"),
        Ok(_) => panic!("expected a stored-log fault"),
    }
}
