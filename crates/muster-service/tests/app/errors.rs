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

/// A library of 60 lists cut in half, as a crash or a bad disk leaves it: the data folder,
/// the library's path and the bytes left in it.
fn damaged_library(dir: &TempDir) -> (PathBuf, PathBuf, Vec<u8>) {
    let state = state_in(dir);
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
    (data, library, cut)
}

/// The names of the files in `dir`, sorted.
fn file_names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// A damaged Muster library is set aside only by a command that writes: the lists page,
/// the collection and the match history refuse it and leave it where it is; saving a list
/// moves it to `library.sqlite.corrupt-<ms>` and starts a new library.
#[test]
fn a_damaged_library_is_set_aside_only_by_a_command_that_writes() {
    let dir = TempDir::new("error-damaged");
    let (data, library, cut) = damaged_library(&dir);
    let files = || file_names(&data);

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

/// The first list of each game the examples hold.
fn one_list_per_game() -> Vec<String> {
    [
        "runewars-daqan-shield-wall.json",
        "diskwars/introductory-empire.json",
        "sigmar/stormcast-matched-2000.json",
        "underworlds/emberwatch-nemesis.json",
    ]
    .map(example)
    .to_vec()
}

/// Checking a list only reads the library: where none exists, it makes no file, whatever
/// the collection checks say.
#[test]
fn checking_a_list_creates_no_library() {
    for checks in [
        CollectionChecks::Auto,
        CollectionChecks::On,
        CollectionChecks::Off,
    ] {
        let dir = TempDir::new("check-no-library");
        let state = state_with(&dir, checks);
        for document in one_list_per_game() {
            let checked = check_list(&state, &document, Lang::En).unwrap();
            // Owning nothing, every game's list is short of something when the checks are on.
            assert_eq!(
                checked.shortfalls.is_empty(),
                checks != CollectionChecks::On,
                "{checks:?}: {:?}",
                checked.shortfalls
            );
        }
        let library = dir.path().join("data").join("library.sqlite");
        assert!(!library.exists(), "{checks:?} made {}", library.display());
        let data = dir.path().join("data");
        let made: Vec<_> = std::fs::read_dir(&data)
            .map(|d| d.map(|e| e.unwrap().file_name()).collect())
            .unwrap_or_default();
        assert!(made.is_empty(), "{checks:?} made {made:?}");
    }
}

/// A check never sets a damaged library aside: with the checks off it does not open it and
/// answers; with them on it refuses the library and leaves it where it was.
#[test]
fn a_check_leaves_a_damaged_library_where_it_is() {
    let dir = TempDir::new("check-damaged");
    let (data, library, cut) = damaged_library(&dir);
    let files = || file_names(&data);

    // Age of Sigmar joins no records from the library, so only the collection opens it.
    let sigmar = example("sigmar/stormcast-matched-2000.json");
    let off = state_with(&dir, CollectionChecks::Off);
    check_list(&off, &sigmar, Lang::En).unwrap();
    let on = state_with(&dir, CollectionChecks::On);
    for document in one_list_per_game() {
        let err = check_list(&on, &document, Lang::En).unwrap_err();
        assert_eq!(err.code, "store.not_a_library", "{}", err.message);
    }
    assert_eq!(files(), ["library.sqlite"]);
    assert_eq!(std::fs::read(&library).unwrap(), cut);
}
