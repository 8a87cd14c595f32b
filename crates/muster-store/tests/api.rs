//! Every API on an in-memory library (file behaviour is in `open.rs`, `durability.rs`).

mod common;

use common::{meta, SHIELD_WALL};
use muster_store::{CollectionEntry, Library, ListMeta, MatchOutcome, NewMatch, StoreError};

fn library() -> Library {
    Library::open_in_memory().unwrap()
}

#[test]
fn in_memory_library_has_no_path_and_the_current_schema() {
    let library = library();
    assert_eq!(library.path(), None);
    assert_eq!(
        library.schema_version().unwrap(),
        muster_store::SCHEMA_VERSION
    );
}

#[test]
fn a_new_list_is_version_one_and_reads_back() {
    let mut library = library();
    let mut m = meta("Shield wall");
    m.notes = Some("club night".into());
    let saved = library
        .save_list(None, &m, &format!("\n{SHIELD_WALL}\n"))
        .unwrap();
    assert_eq!(saved.version, 1);
    let list = library.list(saved.id).unwrap();
    assert_eq!(list.summary.id, saved.id);
    assert_eq!(list.summary.name, "Shield wall");
    assert_eq!(list.summary.game, "runewars");
    assert_eq!(list.summary.faction, "daqan-lords");
    assert_eq!(list.summary.notes.as_deref(), Some("club night"));
    assert_eq!(list.summary.version, 1);
    assert_eq!(list.summary.created_at, saved.saved_at);
    assert_eq!(list.summary.updated_at, saved.saved_at);
    assert_eq!(
        list.document,
        SHIELD_WALL.trim(),
        "stored without the surrounding whitespace"
    );
}

#[test]
fn saving_again_keeps_the_history_and_restoring_adds_a_version() {
    let mut library = library();
    let v1 = library.save_list(None, &meta("A"), r#"{"v":1}"#).unwrap();
    let v2 = library
        .save_list(Some(v1.id), &meta("A renamed"), r#"{"v":2}"#)
        .unwrap();
    assert_eq!((v2.id, v2.version), (v1.id, 2));
    let v3 = library
        .save_list(Some(v1.id), &meta("A renamed"), r#"{"v":3}"#)
        .unwrap();
    assert_eq!(v3.version, 3);

    let history = library.list_history(v1.id).unwrap();
    let docs: Vec<_> = history
        .iter()
        .map(|v| (v.version, v.document.as_str()))
        .collect();
    assert_eq!(
        docs,
        [(1, r#"{"v":1}"#), (2, r#"{"v":2}"#), (3, r#"{"v":3}"#)]
    );
    assert_eq!(history[0].saved_at, v1.saved_at);
    assert_eq!(history[2].saved_at, v3.saved_at);

    let restored = library.restore_list_version(v1.id, 1).unwrap();
    assert_eq!(restored.version, 4);
    let list = library.list(v1.id).unwrap();
    assert_eq!(list.document, r#"{"v":1}"#);
    assert_eq!(list.summary.version, 4);
    assert_eq!(
        list.summary.name, "A renamed",
        "restoring keeps the metadata"
    );
    assert_eq!(list.summary.created_at, v1.saved_at);
    let history = library.list_history(v1.id).unwrap();
    assert_eq!(history.len(), 4, "nothing is lost");
    assert_eq!(history[2].document, r#"{"v":3}"#);
    assert_eq!(history[3].document, r#"{"v":1}"#);
}

#[test]
fn lists_and_all_lists_are_ordered_by_id() {
    let mut library = library();
    let ids: Vec<_> = (0..5)
        .map(|i| {
            library
                .save_list(None, &meta(&format!("L{i}")), &format!("[{i}]"))
                .unwrap()
                .id
        })
        .collect();
    library
        .save_list(Some(ids[2]), &meta("L2"), "[22]")
        .unwrap();
    let summaries = library.lists().unwrap();
    assert_eq!(summaries.iter().map(|s| s.id).collect::<Vec<_>>(), ids);
    assert_eq!(summaries[2].version, 2);
    let all = library.all_lists().unwrap();
    assert_eq!(
        all.iter().map(|l| l.summary.clone()).collect::<Vec<_>>(),
        summaries
    );
    assert_eq!(all[2].document, "[22]");
    assert_eq!(all[4].document, "[4]");
}

#[test]
fn deleting_a_list_removes_its_history_and_its_id_is_not_reused() {
    let mut library = library();
    let a = library.save_list(None, &meta("A"), "{}").unwrap();
    library.save_list(Some(a.id), &meta("A"), "[]").unwrap();
    let m = library
        .create_match(&NewMatch {
            game: "runewars".into(),
            list_id: Some(a.id),
            ..NewMatch::default()
        })
        .unwrap();
    library.delete_list(a.id).unwrap();
    assert!(matches!(
        library.list(a.id),
        Err(StoreError::NotFound { .. })
    ));
    assert!(matches!(
        library.list_history(a.id),
        Err(StoreError::NotFound { .. })
    ));
    assert!(library.lists().unwrap().is_empty());
    assert_eq!(
        library.matches().unwrap()[0].list_id,
        None,
        "the match stays, without its list"
    );
    assert_eq!(library.matches().unwrap()[0].id, m);
    let b = library.save_list(None, &meta("B"), "{}").unwrap();
    assert!(b.id > a.id);
}

#[test]
fn missing_lists_and_versions_are_not_found() {
    let mut library = library();
    let a = library.save_list(None, &meta("A"), "{}").unwrap();
    let err = library.list(99).unwrap_err();
    assert_eq!(err.to_string(), "(library in memory): no list 99");
    assert!(matches!(
        library.save_list(Some(99), &meta("x"), "{}"),
        Err(StoreError::NotFound { .. })
    ));
    assert!(matches!(
        library.list_history(99),
        Err(StoreError::NotFound { .. })
    ));
    assert!(matches!(
        library.delete_list(99),
        Err(StoreError::NotFound { .. })
    ));
    let err = library.restore_list_version(a.id, 5).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!("(library in memory): no version 5 of list {}", a.id)
    );
    let err = library.restore_list_version(99, 1).unwrap_err();
    assert_eq!(err.to_string(), "(library in memory): no list 99");
    assert_eq!(
        library.list_history(a.id).unwrap().len(),
        1,
        "failed calls changed nothing"
    );
}

#[test]
fn a_document_must_be_json_and_a_list_needs_a_game() {
    let mut library = library();
    let err = library
        .save_list(None, &meta("A"), "{not json")
        .unwrap_err();
    assert!(matches!(err, StoreError::Invalid { .. }), "{err:?}");
    assert!(
        err.to_string().contains("the list document is not JSON"),
        "{err}"
    );
    let err = library
        .save_list(None, &ListMeta::new("A", "", "f"), "{}")
        .unwrap_err();
    assert!(matches!(err, StoreError::Invalid { .. }), "{err:?}");
    // SQLite's JSON nests up to 1000 levels; deeper is refused before SQLite sees it.
    let deep = |n| format!("{}{}", "[".repeat(n), "]".repeat(n));
    library.save_list(None, &meta("deep"), &deep(1000)).unwrap();
    let err = library
        .save_list(None, &meta("deeper"), &deep(1001))
        .unwrap_err();
    assert!(matches!(err, StoreError::Invalid { .. }), "{err:?}");
    assert_eq!(library.lists().unwrap().len(), 1);
}

#[test]
fn the_collection_adds_counts_and_filters_by_game() {
    let mut library = library();
    library
        .add_to_collection(&[
            CollectionEntry::new("runewars", "unit", "spearmen", 2),
            CollectionEntry::new("runewars", "upgrade", "shield-wall", 1),
            CollectionEntry::new("runewars", "unit", "spearmen", 1),
            CollectionEntry::new("diskwars", "box", "core-set", 1),
            CollectionEntry::new("runewars", "box", "core-set", 0),
        ])
        .unwrap();
    library
        .add_to_collection(&[CollectionEntry::new(
            "runewars",
            "upgrade",
            "shield-wall",
            2,
        )])
        .unwrap();
    assert_eq!(
        library.collection(Some("runewars")).unwrap(),
        [
            CollectionEntry::new("runewars", "unit", "spearmen", 3),
            CollectionEntry::new("runewars", "upgrade", "shield-wall", 3),
        ]
    );
    assert_eq!(library.collection(None).unwrap().len(), 3);
    assert_eq!(library.collection(None).unwrap()[0].game, "diskwars");
    assert!(library.collection(Some("aos")).unwrap().is_empty());
}

#[test]
fn adding_to_the_collection_is_all_or_nothing() {
    let mut library = library();
    library
        .add_to_collection(&[CollectionEntry::new(
            "runewars",
            "unit",
            "spearmen",
            u32::MAX - 1,
        )])
        .unwrap();
    let err = library
        .add_to_collection(&[
            CollectionEntry::new("runewars", "unit", "archers", 1),
            CollectionEntry::new("runewars", "unit", "spearmen", 2),
        ])
        .unwrap_err();
    assert!(matches!(err, StoreError::Conflict { .. }), "{err:?}");
    assert_eq!(
        library.collection(None).unwrap(),
        [CollectionEntry::new(
            "runewars",
            "unit",
            "spearmen",
            u32::MAX - 1
        )],
        "the archers of the failed call were not added"
    );
    let err = library
        .add_to_collection(&[CollectionEntry::new("runewars", "", "x", 1)])
        .unwrap_err();
    assert!(matches!(err, StoreError::Invalid { .. }), "{err:?}");
}

#[test]
fn removing_from_the_collection_never_goes_below_zero() {
    let mut library = library();
    let spearmen = |n| CollectionEntry::new("runewars", "unit", "spearmen", n);
    library.add_to_collection(&[spearmen(3)]).unwrap();
    assert_eq!(library.remove_from_collection(&spearmen(1)).unwrap(), 2);
    let err = library.remove_from_collection(&spearmen(5)).unwrap_err();
    assert!(matches!(err, StoreError::Conflict { .. }), "{err:?}");
    assert_eq!(
        err.to_string(),
        "(library in memory): cannot remove 5 × runewars/unit/spearmen: 2 owned; nothing was changed"
    );
    assert_eq!(library.collection(None).unwrap(), [spearmen(2)]);
    assert_eq!(library.remove_from_collection(&spearmen(2)).unwrap(), 0);
    assert!(
        library.collection(None).unwrap().is_empty(),
        "a zero count is deleted"
    );
    assert!(matches!(
        library.remove_from_collection(&spearmen(1)),
        Err(StoreError::Conflict { .. })
    ));
}

#[test]
fn the_schema_refuses_a_zero_or_negative_count() {
    let dir = common::TempDir::new("count-check");
    let path = dir.join("library.sqlite");
    drop(Library::open(&path).unwrap());
    let conn = rusqlite::Connection::open(&path).unwrap();
    for count in [0, -1] {
        let err = conn
            .execute(
                "INSERT INTO collection (game, kind, item, count) VALUES ('g', 'k', 'i', ?1)",
                [count],
            )
            .unwrap_err();
        assert!(err.to_string().contains("CHECK constraint failed"), "{err}");
    }
}

#[test]
fn user_records_are_put_replaced_listed_and_deleted() {
    let mut library = library();
    let t1 = library
        .put_user_record("runewars", "unit", "home-made", r#"{"cost": 20}"#)
        .unwrap();
    library
        .put_user_record("aos", "warscroll", "w", "{}")
        .unwrap();
    let records = library.user_records(Some("runewars")).unwrap();
    assert_eq!(records.len(), 1);
    assert_eq!(records[0].record, r#"{"cost": 20}"#);
    assert_eq!(records[0].added_at, t1);
    library
        .put_user_record("runewars", "unit", "home-made", r#"{"cost": 22}"#)
        .unwrap();
    let records = library.user_records(None).unwrap();
    assert_eq!(
        records
            .iter()
            .map(|r| (r.game.as_str(), r.record.as_str()))
            .collect::<Vec<_>>(),
        [("aos", "{}"), ("runewars", r#"{"cost": 22}"#)]
    );
    library
        .delete_user_record("runewars", "unit", "home-made")
        .unwrap();
    assert_eq!(library.user_records(None).unwrap().len(), 1);
    let err = library
        .delete_user_record("runewars", "unit", "home-made")
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "(library in memory): no user record runewars/unit/home-made"
    );
    let err = library
        .put_user_record("runewars", "unit", "x", "nope")
        .unwrap_err();
    assert!(matches!(err, StoreError::Invalid { .. }));
}

#[test]
fn a_match_logs_events_in_order_until_it_is_finished() {
    let mut library = library();
    let list = library.save_list(None, &meta("A"), "{}").unwrap();
    let m = library
        .create_match(&NewMatch {
            game: "runewars".into(),
            list_id: Some(list.id),
            ..NewMatch::default()
        })
        .unwrap();
    let other = library
        .create_match(&NewMatch {
            game: "runewars".into(),
            list_id: None,
            ..NewMatch::default()
        })
        .unwrap();
    assert_eq!(library.append_event(m, r#"{"round":1}"#).unwrap(), 1);
    assert_eq!(library.append_event(other, "1").unwrap(), 1);
    assert_eq!(library.append_event(m, r#"{"round":2}"#).unwrap(), 2);
    let events = library.events(m).unwrap();
    assert_eq!(
        events
            .iter()
            .map(|e| (e.seq, e.event.as_str()))
            .collect::<Vec<_>>(),
        [(1, r#"{"round":1}"#), (2, r#"{"round":2}"#)]
    );
    library
        .finish_match(m, r#"{"winner":"me"}"#, MatchOutcome::Won)
        .unwrap();
    let err = library.append_event(m, "{}").unwrap_err();
    assert!(matches!(err, StoreError::Conflict { .. }), "{err:?}");
    assert!(matches!(
        library.finish_match(m, "{}", MatchOutcome::Won),
        Err(StoreError::Conflict { .. })
    ));
    assert!(matches!(
        library.finish_match(other, "null", MatchOutcome::Won),
        Err(StoreError::Invalid { .. })
    ));

    let matches = library.matches().unwrap();
    assert_eq!(matches.len(), 2);
    assert_eq!(matches[0].id, m);
    assert_eq!(matches[0].list_id, Some(list.id));
    assert_eq!(matches[0].events, 2);
    assert_eq!(matches[0].result.as_deref(), Some(r#"{"winner":"me"}"#));
    assert!(matches[0].finished_at.unwrap() >= matches[0].created_at);
    assert_eq!(
        (
            matches[1].list_id,
            matches[1].finished_at,
            matches[1].events
        ),
        (None, None, 1)
    );
}

fn new_match(list: Option<i64>, faction: &str, opponent_list: Option<i64>) -> NewMatch {
    NewMatch {
        game: "runewars".into(),
        list_id: list,
        opponent_list_id: opponent_list,
        opponent: Some("  Ben ".into()),
        faction: Some(faction.into()),
        opponent_faction: Some("latari-elves".into()),
        setup: Some(r#" {"players": []} "#.into()),
    }
}

#[test]
fn a_match_keeps_its_set_up_opponent_and_factions() {
    let mut library = library();
    let mine = library.save_list(None, &meta("Mine"), "{}").unwrap();
    let theirs = library.save_list(None, &meta("Theirs"), "{}").unwrap();
    let m = library
        .create_match(&new_match(Some(mine.id), "daqan-lords", Some(theirs.id)))
        .unwrap();
    assert_eq!(
        library.match_setup(m).unwrap().as_deref(),
        Some(r#"{"players": []}"#)
    );
    let summary = &library.matches().unwrap()[0];
    assert_eq!(
        summary.opponent.as_deref(),
        Some("Ben"),
        "names are trimmed"
    );
    assert_eq!(summary.opponent_list_id, Some(theirs.id));
    assert_eq!(summary.faction.as_deref(), Some("daqan-lords"));
    assert_eq!(summary.opponent_faction.as_deref(), Some("latari-elves"));
    assert_eq!(summary.outcome, None);
    assert_eq!(library.match_finished_at(m).unwrap(), None);
    library.finish_match(m, "{}", MatchOutcome::Drawn).unwrap();
    assert_eq!(
        library.matches().unwrap()[0].outcome,
        Some(MatchOutcome::Drawn)
    );

    let mut bad = new_match(None, "x", Some(99));
    assert!(matches!(
        library.create_match(&bad),
        Err(StoreError::NotFound { .. })
    ));
    bad.opponent_list_id = None;
    bad.setup = Some("{not json".into());
    assert!(matches!(
        library.create_match(&bad),
        Err(StoreError::Invalid { .. })
    ));
    assert_eq!(
        library.matches().unwrap().len(),
        1,
        "refused matches are not created"
    );
    assert!(matches!(
        library.match_setup(99),
        Err(StoreError::NotFound { .. })
    ));
    assert!(matches!(
        library.match_finished_at(99),
        Err(StoreError::NotFound { .. })
    ));
    let kept = library.match_finished_at(1).unwrap();
    assert!(kept.is_some());
    assert_eq!(kept, library.matches().unwrap()[0].finished_at);
}

#[test]
fn statistics_count_finished_matches_per_list_and_faction() {
    let mut library = library();
    let a = library.save_list(None, &meta("A"), "{}").unwrap();
    let b = library.save_list(None, &meta("B"), "{}").unwrap();
    let plays = [
        (Some(a.id), "daqan-lords", Some(MatchOutcome::Won)),
        (Some(a.id), "daqan-lords", Some(MatchOutcome::Lost)),
        (Some(a.id), "daqan-lords", Some(MatchOutcome::Won)),
        (Some(b.id), "uthuk-yllan", Some(MatchOutcome::Drawn)),
        (None, "uthuk-yllan", Some(MatchOutcome::Lost)),
        // Not finished: not counted.
        (Some(b.id), "uthuk-yllan", None),
    ];
    for (list, faction, outcome) in plays {
        let m = library
            .create_match(&new_match(list, faction, None))
            .unwrap();
        if let Some(outcome) = outcome {
            library.finish_match(m, "{}", outcome).unwrap();
        }
    }
    let stats = library.match_stats().unwrap();
    let lists: Vec<_> = stats
        .lists
        .iter()
        .map(|l| {
            (
                l.name.as_str(),
                l.record.played,
                l.record.won,
                l.record.lost,
                l.record.drawn,
            )
        })
        .collect();
    assert_eq!(lists, [("A", 3, 2, 1, 0), ("B", 1, 0, 0, 1)]);
    let factions: Vec<_> = stats
        .factions
        .iter()
        .map(|f| {
            (
                f.faction.as_str(),
                f.record.played,
                f.record.won,
                f.record.lost,
                f.record.drawn,
            )
        })
        .collect();
    assert_eq!(
        factions,
        [("daqan-lords", 3, 2, 1, 0), ("uthuk-yllan", 2, 0, 1, 1)]
    );
}

#[test]
fn missing_matches_and_lists_are_not_found() {
    let mut library = library();
    assert!(matches!(
        library.create_match(&NewMatch {
            game: "runewars".into(),
            list_id: Some(5),
            ..NewMatch::default()
        }),
        Err(StoreError::NotFound { .. })
    ));
    assert!(library.matches().unwrap().is_empty());
    assert!(matches!(
        library.append_event(5, "{}"),
        Err(StoreError::NotFound { .. })
    ));
    assert!(matches!(
        library.events(5),
        Err(StoreError::NotFound { .. })
    ));
    assert!(matches!(
        library.finish_match(5, "{}", MatchOutcome::Won),
        Err(StoreError::NotFound { .. })
    ));
    let m = library
        .create_match(&NewMatch {
            game: "runewars".into(),
            list_id: None,
            ..NewMatch::default()
        })
        .unwrap();
    assert!(library.events(m).unwrap().is_empty());
}

/// Guarantee 5: the event log is append-only in the database itself, whoever writes to it.
#[test]
fn match_events_refuse_update_and_delete_in_sql() {
    let dir = common::TempDir::new("append-only");
    let path = dir.join("library.sqlite");
    let mut library = Library::open(&path).unwrap();
    let m = library
        .create_match(&NewMatch {
            game: "runewars".into(),
            list_id: None,
            ..NewMatch::default()
        })
        .unwrap();
    library.append_event(m, r#"{"round":1}"#).unwrap();
    library.append_event(m, r#"{"round":2}"#).unwrap();
    drop(library);

    let conn = rusqlite::Connection::open(&path).unwrap();
    for sql in [
        "UPDATE match_events SET event = '{\"round\":9}' WHERE seq = 1",
        "UPDATE match_events SET seq = 5 WHERE seq = 2",
        "DELETE FROM match_events WHERE seq = 2",
        "DELETE FROM match_events",
        "DELETE FROM matches",
    ] {
        let err = conn.execute(sql, []).unwrap_err();
        let text = err.to_string();
        assert!(
            text.contains("append-only") || text.contains("FOREIGN KEY"),
            "{sql}: {text}"
        );
    }
    for sql in [
        // A gap in the numbering, or a number used again.
        "INSERT INTO match_events (match_id, seq, event, recorded_at) VALUES (1, 4, '{}', 0)",
        "INSERT INTO match_events (match_id, seq, event, recorded_at) VALUES (1, 2, '{}', 0)",
    ] {
        assert!(conn.execute(sql, []).is_err(), "{sql}");
    }
    drop(conn);
    let library = Library::open(&path).unwrap();
    let events = library.events(m).unwrap();
    assert_eq!(
        events.iter().map(|e| e.event.as_str()).collect::<Vec<_>>(),
        [r#"{"round":1}"#, r#"{"round":2}"#]
    );
}

#[test]
fn earlier_list_versions_cannot_be_changed_in_sql() {
    let dir = common::TempDir::new("versions-fixed");
    let path = dir.join("library.sqlite");
    let mut library = Library::open(&path).unwrap();
    let a = library.save_list(None, &meta("A"), "[1]").unwrap();
    library.save_list(Some(a.id), &meta("A"), "[2]").unwrap();
    drop(library);
    let conn = rusqlite::Connection::open(&path).unwrap();
    let err = conn
        .execute("UPDATE list_versions SET document = '[9]'", [])
        .unwrap_err();
    assert!(err.to_string().contains("never changed"), "{err}");
}

#[test]
fn json_columns_refuse_text_that_is_not_json_in_sql() {
    let dir = common::TempDir::new("json-check");
    let path = dir.join("library.sqlite");
    drop(Library::open(&path).unwrap());
    let conn = rusqlite::Connection::open(&path).unwrap();
    let err = conn
        .execute(
            "INSERT INTO lists (name, game, faction, document, version, created_at, updated_at)
             VALUES ('a', 'runewars', 'f', '{oops', 1, 0, 0)",
            [],
        )
        .unwrap_err();
    assert!(err.to_string().contains("CHECK constraint failed"), "{err}");
}
