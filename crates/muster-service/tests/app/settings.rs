use crate::support::*;
use muster_core::Lang;
use serde_json::json;

#[test]
fn settings_round_trip_through_their_file() {
    let dir = TempDir::new("settings");
    let state = state_in(&dir);
    assert_eq!(read_settings(state.settings_file()).unwrap(), None);
    let data = dir.path().join("data");
    let wanted = json!({
        "lang": "es", "theme": "dark", "dataDir": data, "collectionChecks": "off",
        "playerName": "Ana", "paper": "letter", "printLang": "en"
    });
    let set = settings_set(&state, wanted.clone()).unwrap();
    assert_eq!(
        set,
        Settings {
            lang: Lang::Es,
            theme: Theme::Dark,
            data_dir: data.clone(),
            collection_checks: CollectionChecks::Off,
            player_name: "Ana".into(),
            paper: muster_print::Paper::Letter,
            print_lang: Some(Lang::En),
        }
    );
    assert_eq!(serde_json::to_value(&set).unwrap(), wanted);
    assert_eq!(settings_get(&state), set);
    // A new start reads them back.
    let again = App::load(state.settings_file().to_path_buf(), Lang::En);
    assert_eq!(settings_get(&again), set);
}

#[test]
fn bad_settings_are_settings_invalid_and_change_nothing() {
    let dir = TempDir::new("settings-bad");
    let state = state_in(&dir);
    let before = settings_get(&state);
    let data = dir.path().join("data");
    for bad in [
        json!({"lang": "fr", "theme": "dark", "dataDir": data}),
        json!({"lang": "en", "theme": "blue", "dataDir": data}),
        json!({"lang": "en", "theme": "dark"}),
        json!({"lang": "en", "theme": "dark", "dataDir": data, "extra": 1}),
        json!({"lang": "en", "theme": "dark", "dataDir": "relative/folder"}),
        json!({"lang": "en", "theme": "dark", "dataDir": ""}),
        json!({"lang": "en", "theme": "dark", "dataDir": data, "playerName": "x".repeat(61)}),
        json!({"lang": "en", "theme": "dark", "dataDir": data, "playerName": "Ana\nBen"}),
        json!({"lang": "en", "theme": "dark", "dataDir": data, "collectionChecks": "sometimes"}),
        json!({"lang": "en", "theme": "dark", "dataDir": data, "printLang": "fr"}),
        json!("en"),
    ] {
        let err = settings_set(&state, bad.clone()).unwrap_err();
        assert_eq!(err.code, "settings.invalid", "{bad}: {err}");
    }
    assert_eq!(settings_get(&state), before);
    assert!(!state.settings_file().exists());
}

#[test]
fn a_broken_settings_file_gives_the_defaults() {
    let dir = TempDir::new("settings-broken");
    let file = dir.path().join("settings.json");
    std::fs::write(&file, "{ not json").unwrap();
    assert_eq!(read_settings(&file).unwrap_err().code, "settings.invalid");
    let state = App::load(file.clone(), Lang::Es);
    assert_eq!(settings_get(&state), Settings::defaults(Lang::Es));
    // The file is left for the user until settings are saved again.
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "{ not json");
}

#[test]
fn a_data_folder_chosen_in_its_dialog_opens_the_library_there() {
    let dir = TempDir::new("settings-move");
    let state = state_in(&dir);
    list_save(&state, None, &example("runewars-daqan-shield-wall.json")).unwrap();
    assert_eq!(lists_all(&state).unwrap().len(), 1);
    let elsewhere = dir.path().join("elsewhere");
    state.answer(&elsewhere);
    let set = state
        .settings_choose_data_folder("Data folder".into())
        .unwrap()
        .expect("a folder was chosen");
    assert_eq!(set.data_dir, elsewhere);
    assert_eq!(
        state.dialogs.asked().last(),
        Some(&Ask::Folder {
            title: "Data folder".into(),
            start: Some(dir.path().join("data"))
        }),
        "the dialog opens at the folder in use"
    );
    assert!(elsewhere.join("library.sqlite").exists());
    assert!(lists_all(&state).unwrap().is_empty());
    // Cancelled: nothing changes.
    assert_eq!(
        state
            .settings_choose_data_folder("Data folder".into())
            .unwrap(),
        None
    );
    assert_eq!(settings_get(&state).data_dir, elsewhere);
    // Back to the first folder: its list is still there.
    state.answer(&dir.path().join("data"));
    state
        .settings_choose_data_folder("Data folder".into())
        .unwrap();
    assert_eq!(lists_all(&state).unwrap().len(), 1);
}

#[test]
fn the_window_cannot_name_a_data_folder() {
    let dir = TempDir::new("settings-named");
    let state = state_in(&dir);
    let before = settings_get(&state);
    let elsewhere = dir.path().join("elsewhere");
    let err = settings_set(
        &state,
        json!({"lang": "en", "theme": "light", "dataDir": elsewhere}),
    )
    .unwrap_err();
    assert_eq!(err.code, "settings.invalid");
    assert!(err.message.contains("folder dialog"), "{}", err.message);
    assert!(!elsewhere.exists(), "nothing made where the window said");
    assert_eq!(settings_get(&state), before);
    // Keeping the folder is the window's to say.
    let kept = settings_set(
        &state,
        json!({"lang": "es", "theme": "light", "dataDir": before.data_dir}),
    )
    .unwrap();
    assert_eq!(kept.lang, Lang::Es);
}

#[test]
fn settings_written_before_collection_checks_existed_read_as_auto() {
    let dir = TempDir::new("settings-old");
    let state = state_in(&dir);
    let data = dir.path().join("data");
    let set = settings_set(
        &state,
        json!({"lang": "en", "theme": "light", "dataDir": data}),
    )
    .unwrap();
    assert_eq!(set.collection_checks, CollectionChecks::Auto);
    assert_eq!(
        (set.player_name.as_str(), set.paper, set.print_lang),
        ("", muster_print::Paper::A4, None)
    );
}
