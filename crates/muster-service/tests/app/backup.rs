//! Issue 32: a library backup brings only what the app's own commands would write. A list
//! whose columns disagree with its document, a collection line of an unknown game or item
//! (a trailing space included), a match its tracker cannot replay: each is refused at its
//! place and the library keeps every byte; a backup the app wrote imports and still works.

use crate::support::*;

/// A library with two lists, a collection line and a started match with one event, and
/// its backup as JSON.
fn backup(dir: &TempDir, state: &AppState) -> Value {
    let daqan = list_save(state, None, &example("runewars-daqan-shield-wall.json")).unwrap();
    let waiqar = list_save(state, None, &example("runewars-waiqar-host-of-crows.json")).unwrap();
    collection_set(state, "runewars", "unit", "spearmen", 2).unwrap();
    let id = match_start(state, daqan.id, waiqar.id, "Ana", "Ben", Lang::En).unwrap()["id"]
        .as_i64()
        .unwrap();
    let view = match_open(state, id, Lang::En).unwrap();
    let chooser = view["mayChooseFirst"].as_u64().unwrap();
    ok(
        state,
        id,
        json!({"type": "first_player", "chooser": chooser, "first": 1}),
    );
    let file = dir.path().join("backup.json");
    state.muster().library_export(&file).unwrap();
    serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap()
}

/// A label, an edit of the good backup, the place refused and words of the message.
type Case<'a> = (&'a str, &'a dyn Fn(&mut Value), &'a str, &'a str);

#[test]
fn a_backup_holds_only_what_the_apps_commands_write() {
    let dir = TempDir::new("backup-checked");
    let state = state_in(&dir);
    let good = backup(&dir, &state);
    let library = state.muster().library_path();
    let huge = "x".repeat(256 * 1024);
    let huge_name = |v: &mut Value| v["lists"][0]["name"] = huge.clone().into();
    let cases: Vec<Case<'_>> = vec![
        (
            "game column",
            &|v| v["lists"][0]["game"] = "diskwars".into(),
            "/lists/0/game",
            "'diskwars' but its current document's is 'runewars'",
        ),
        (
            "unknown game column",
            &|v| v["lists"][0]["game"] = "chess".into(),
            "/lists/0/game",
            "no game 'chess'",
        ),
        (
            "faction column",
            &|v| v["lists"][1]["faction"] = "daqan-lords".into(),
            "/lists/1/faction",
            "is 'daqan-lords' but",
        ),
        (
            "huge name",
            &huge_name,
            "/lists/0/name",
            "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'",
        ),
        (
            "notes column",
            &|v| v["lists"][0]["notes"] = "mine".into(),
            "/lists/0/notes",
            "'mine'",
        ),
        (
            "unknown collection game",
            &|v| v["collection"][0]["game"] = "chess".into(),
            "/collection/0/game",
            "no game 'chess'",
        ),
        (
            "unknown item",
            &|v| v["collection"][0]["item"] = "dragons".into(),
            "/collection/0/item",
            "no RuneWars unit 'dragons'",
        ),
        (
            "trailing space",
            &|v| {
                let mut second = v["collection"][0].clone();
                second["item"] = "spearmen ".into();
                v["collection"].as_array_mut().unwrap().push(second);
            },
            "/collection/1/item",
            "no RuneWars unit 'spearmen '",
        ),
        (
            "unknown kind",
            &|v| v["collection"][0]["kind"] = "dragon".into(),
            "/collection/0/kind",
            "no kind 'dragon'",
        ),
        (
            "set-up",
            &|v| v["matches"][0]["setup"] = json!({"players": 3}),
            "/matches/0/setup",
            "the RuneWars tracker cannot replay it",
        ),
        (
            "event",
            &|v| v["matches"][0]["events"][0]["event"] = json!({"event": {"type": "fly"}}),
            "/matches/0/events/0/event",
            "the RuneWars tracker cannot replay it",
        ),
        (
            "unknown match game",
            &|v| v["matches"][0]["game"] = "chess".into(),
            "/matches/0/game",
            "no game 'chess'",
        ),
    ];
    let bytes = || std::fs::read(&library).unwrap();
    let before = bytes();
    for (label, edit, place, message) in cases {
        let mut v = good.clone();
        edit(&mut v);
        let file = dir.path().join("edited.json");
        std::fs::write(&file, serde_json::to_string_pretty(&v).unwrap()).unwrap();
        let err = state.muster().library_import(&file).unwrap_err();
        assert_eq!(err.code, "store.bad_import", "{label}: {}", err.message);
        assert!(
            err.message
                .contains(&format!("import refused, at {place}: ")),
            "{label}: {}",
            err.message
        );
        assert!(err.message.contains(message), "{label}: {}", err.message);
        assert!(err.message.len() < 400, "{label}: {}", err.message);
        assert_eq!(bytes(), before, "{label}: the library changed");
    }

    // The backup as the app wrote it imports, and the library still works.
    let file = dir.path().join("good.json");
    std::fs::write(&file, serde_json::to_string(&good).unwrap()).unwrap();
    state.muster().library_import(&file).unwrap();
    assert_eq!(lists_all(&state).unwrap().len(), 2);
    let id = good["matches"][0]["id"].as_i64().unwrap();
    assert_eq!(match_open(&state, id, Lang::En).unwrap()["id"], id);
    list_save(&state, None, &example("runewars-uthuk-skirmish.json")).unwrap();
}
