//! The JSON the UI receives for the failures it must handle.

use crate::support::*;
use muster_core::Lang;
use serde_json::json;

#[test]
fn a_list_that_does_not_exist() {
    let dir = TempDir::new("error-not-found");
    let state = state_in(&dir);
    let library = dir.path().join("data").join("library.sqlite");
    let err = list_open(&state, 99).unwrap_err();
    assert_eq!(
        serde_json::to_value(err).unwrap(),
        json!({"code": "store.not_found", "message": format!("{}: no list 99", library.display())})
    );
}

#[test]
fn a_document_that_is_not_a_list() {
    let dir = TempDir::new("error-not-a-list");
    let state = state_in(&dir);
    let err = check_list(&state, r#"{"name": "My army"}"#, Lang::En).unwrap_err();
    assert_eq!(
        serde_json::to_value(err).unwrap(),
        json!({"code": "list.invalid",
               "message": "missing \"format\": \"muster-list/1\" (is this a Muster list?)"})
    );
    let err = check_list(&state, "[1]", Lang::En).unwrap_err();
    assert_eq!(
        serde_json::to_value(err).unwrap(),
        json!({"code": "list.invalid", "message": "a list document is a JSON object"})
    );
}

/// A file at the library's place that is not a Muster library (here a shopping list) is
/// refused by name and left exactly where it is: only a damaged Muster library is ever moved
/// aside (muster-store's tests).
#[test]
fn a_file_that_is_not_a_library_is_refused_named_and_left() {
    let dir = TempDir::new("error-corrupt");
    let state = state_in(&dir);
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    let library = data.join("library.sqlite");
    let garbage = b"this is not a database, it is a shopping list".repeat(200);
    std::fs::write(&library, &garbage).unwrap();

    for _ in 0..2 {
        let err = lists_all(&state).unwrap_err();
        assert_eq!(
            serde_json::to_value(&err).unwrap(),
            json!({"code": "store.not_a_library", "message": format!(
                "{}: not a Muster library (it is not a SQLite database); the file was left untouched",
                library.display())})
        );
        assert_eq!(std::fs::read(&library).unwrap(), garbage);
        assert_eq!(
            std::fs::read_dir(&data).unwrap().count(),
            1,
            "nothing moved or made"
        );
    }
}

/// A damaged Muster library is set aside only by a command that writes: the lists page,
/// the collection and the match history refuse it and leave it where it is; saving a list
/// moves it to `library.sqlite.corrupt-<ms>` and starts a new library.
#[test]
fn a_damaged_library_is_set_aside_only_by_a_command_that_writes() {
    let dir = TempDir::new("error-damaged");
    let state = state_in(&dir);
    for i in 0..60 {
        let mut list: Value =
            serde_json::from_str(&example("runewars-daqan-shield-wall.json")).unwrap();
        list["name"] = json!(format!("List {i} {}", "x".repeat(400)));
        list_save(&state, None, &list.to_string()).unwrap();
    }
    drop(state);
    let data = dir.path().join("data");
    let library = data.join("library.sqlite");
    let bytes = std::fs::read(&library).unwrap();
    let cut = bytes[..bytes.len() / 2].to_vec();
    std::fs::write(&library, &cut).unwrap();
    let files = || {
        let mut names: Vec<String> = std::fs::read_dir(&data)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };

    let state = state_in(&dir);
    let err = lists_all(&state).unwrap_err();
    assert_eq!(err.code, "store.not_a_library");
    assert!(err.message.contains("will set it aside"), "{}", err.message);
    assert_eq!(
        state.matches_list().unwrap_err().code,
        "store.not_a_library"
    );
    assert_eq!(files(), ["library.sqlite"]);
    assert_eq!(std::fs::read(&library).unwrap(), cut);

    let err = list_save(&state, None, &example("runewars-daqan-shield-wall.json")).unwrap_err();
    assert_eq!(err.code, "store.not_a_library");
    let names = files();
    assert_eq!(names.len(), 1, "{names:?}");
    assert!(names[0].starts_with("library.sqlite.corrupt-"), "{names:?}");
    // The next save makes a new library.
    list_save(&state, None, &example("runewars-daqan-shield-wall.json")).unwrap();
    assert_eq!(lists_all(&state).unwrap().len(), 1);
}
