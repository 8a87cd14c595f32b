use crate::support::*;
#[test]
fn save_open_rename_duplicate_history_restore_delete() {
    let dir = TempDir::new("lists");
    let state = state_in(&dir);
    let shield_wall = example("runewars-daqan-shield-wall.json");

    let first = list_save(&state, None, &shield_wall).unwrap();
    assert_eq!((first.id, first.version), (1, 1));
    let opened = list_open(&state, first.id).unwrap();
    assert_eq!(
        opened.document,
        serde_json::from_str::<serde_json::Value>(&shield_wall).unwrap()
    );
    assert_eq!(opened.summary.name, "Shield wall of Terrinoth");
    assert_eq!(opened.summary.faction, "daqan-lords");

    let renamed = list_rename(&state, first.id, "  Iron line ", Lang::En).unwrap();
    assert_eq!((renamed.id, renamed.version), (first.id, 2));
    let opened = list_open(&state, first.id).unwrap();
    assert_eq!(opened.summary.name, "Iron line");
    assert_eq!(
        muster_core::parse_list(&opened.document.to_string())
            .unwrap()
            .name(),
        "Iron line"
    );
    let err = list_rename(&state, first.id, " ", Lang::Es).unwrap_err();
    assert_eq!(
        err,
        AppError::new(ErrorCode::ListInvalid, "una lista necesita un nombre")
    );

    let copy = list_duplicate(&state, first.id, Lang::Es).unwrap();
    assert_eq!(copy.version, 1);
    assert_ne!(copy.id, first.id);
    assert_eq!(
        list_open(&state, copy.id).unwrap().summary.name,
        "Iron line (copia)"
    );

    let history = list_history(&state, first.id).unwrap();
    let names: Vec<_> = history
        .iter()
        .map(|v| (v.version, v.name.as_str()))
        .collect();
    assert_eq!(names, [(1, "Shield wall of Terrinoth"), (2, "Iron line")]);

    let restored = list_restore(&state, first.id, 1).unwrap();
    assert_eq!(restored.version, 3);
    let opened = list_open(&state, first.id).unwrap();
    assert_eq!(
        opened.document,
        serde_json::from_str::<serde_json::Value>(&shield_wall).unwrap()
    );
    // The list of lists follows the restored document's name.
    assert_eq!(opened.summary.name, "Shield wall of Terrinoth");
    assert_eq!(list_history(&state, first.id).unwrap().len(), 3);
    let err = list_restore(&state, first.id, 9).unwrap_err();
    assert_eq!(err.code, "store.not_found");
    assert!(
        err.message.ends_with("no version 9 of list 1"),
        "{}",
        err.message
    );

    let all: Vec<_> = lists_all(&state)
        .unwrap()
        .into_iter()
        .map(|s| s.id)
        .collect();
    assert_eq!(all, [first.id, copy.id]);
    list_delete(&state, first.id).unwrap();
    let all: Vec<_> = lists_all(&state)
        .unwrap()
        .into_iter()
        .map(|s| s.id)
        .collect();
    assert_eq!(all, [copy.id]);
    assert_eq!(
        list_open(&state, first.id).unwrap_err().code,
        "store.not_found"
    );
    assert_eq!(
        list_delete(&state, first.id).unwrap_err().code,
        "store.not_found"
    );
}

#[test]
fn illegal_lists_are_saved_but_other_documents_are_not() {
    let dir = TempDir::new("lists-save");
    let state = state_in(&dir);
    let saved = list_save(&state, None, &example("runewars-latari-over-budget.json"));
    assert_eq!(saved.unwrap().version, 1);
    let err = list_save(&state, None, r#"{"format": "muster-list/1"}"#).unwrap_err();
    assert_eq!(err.code, "list.invalid");
    let err = list_save(
        &state,
        Some(42),
        &example("runewars-daqan-shield-wall.json"),
    );
    assert_eq!(err.unwrap_err().code, "store.not_found");
    assert_eq!(lists_all(&state).unwrap().len(), 1);
}

#[test]
fn summaries_are_camel_case_json() {
    let dir = TempDir::new("lists-json");
    let state = state_in(&dir);
    let saved = list_save(&state, None, &example("runewars-uthuk-skirmish.json")).unwrap();
    let json = serde_json::to_value(saved).unwrap();
    assert!(json["savedAt"].is_i64(), "{json}");
    let json = serde_json::to_value(&lists_all(&state).unwrap()[0]).unwrap();
    let mut keys: Vec<_> = json.as_object().unwrap().keys().cloned().collect();
    keys.sort();
    assert_eq!(
        keys,
        [
            "createdAt",
            "faction",
            "game",
            "id",
            "name",
            "notes",
            "updatedAt",
            "version"
        ]
    );
    let json = serde_json::to_value(&list_history(&state, 1).unwrap()[0]).unwrap();
    assert!(
        json["savedAt"].is_i64() && json["name"].is_string(),
        "{json}"
    );
}

#[test]
fn files_are_imported_and_exported() {
    let dir = TempDir::new("lists-files");
    let state = state_in(&dir);
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples/runewars-waiqar-host-of-crows.json");
    let saved = list_import_file(&state, &source).unwrap();
    let out = dir.path().join("out.json");
    list_export_file(&state, saved.id, &out).unwrap();
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(
        written.contains("\n  \"format\": \"muster-list/1\""),
        "{written}"
    );
    assert_eq!(
        muster_core::parse_list(&written).unwrap(),
        muster_core::parse_list(&std::fs::read_to_string(&source).unwrap()).unwrap()
    );

    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, r#"{"format": "muster-list/1", "game": "chess"}"#).unwrap();
    let err = list_import_file(&state, &bad).unwrap_err();
    assert_eq!(err.code, "list.invalid");
    assert!(
        err.message
            .starts_with(&format!("{}: at /game: ", bad.display())),
        "{}",
        err.message
    );
    let missing = dir.path().join("missing.json");
    assert_eq!(
        list_import_file(&state, &missing).unwrap_err().code,
        "file.io"
    );
    let nowhere = dir.path().join("no-such-folder").join("out.json");
    assert_eq!(
        list_export_file(&state, saved.id, &nowhere)
            .unwrap_err()
            .code,
        "file.io"
    );
    assert_eq!(lists_all(&state).unwrap().len(), 1);
}

#[test]
fn files_are_only_those_the_player_chooses_in_a_dialog() {
    let dir = TempDir::new("lists-dialogs");
    let state = state_in(&dir);
    // Cancelled: nothing read, nothing saved, nothing written.
    assert_eq!(
        state.list_import_file("Import a list".into()).unwrap(),
        None
    );
    assert!(lists_all(&state).unwrap().is_empty());
    let saved = list_save(&state, None, &example("runewars-daqan-shield-wall.json")).unwrap();
    assert_eq!(
        state
            .list_export_file(saved.id, "Export".into(), "shield wall.json".into())
            .unwrap(),
        None
    );
    // The window gives only a title and a file name: a folder in the name is dropped.
    let out = dir.path().join("shield wall.json");
    state.answer(&out);
    let written = state
        .list_export_file(saved.id, "Export".into(), "../../.profile".into())
        .unwrap();
    assert_eq!(written.as_deref(), Some(out.as_path()));
    assert!(out.exists());
    let asked = state.dialogs.asked();
    assert_eq!(
        asked,
        [
            Ask::Open {
                title: "Import a list".into(),
                kind: FileKind::List
            },
            Ask::Save {
                title: "Export".into(),
                suggested: "shield wall.json".into(),
                kind: FileKind::List
            },
            Ask::Save {
                title: "Export".into(),
                suggested: ".profile".into(),
                kind: FileKind::List
            },
        ]
    );
    // A list that is not there asks nothing.
    assert_eq!(
        state
            .list_export_file(999, "Export".into(), "x.json".into())
            .unwrap_err()
            .code,
        "store.not_found"
    );
    assert_eq!(state.dialogs.asked().len(), 3);

    // Only a file the app wrote is shown in the file manager.
    state.reveal_saved(out.clone()).unwrap();
    assert_eq!(state.dialogs.revealed(), std::slice::from_ref(&out));
    let other = dir.path().join("data").join("library.sqlite");
    let err = state.reveal_saved(other).unwrap_err();
    assert_eq!(err.code, "file.io");
    assert_eq!(state.dialogs.revealed(), [out]);
}

#[test]
fn a_diskwars_list_is_saved_with_the_faction_of_its_discs() {
    let dir = TempDir::new("lists-diskwars");
    let state = state_in(&dir);
    let saved = list_save(&state, None, DISKWARS_KAIROS).unwrap();
    let opened = list_open(&state, saved.id).unwrap();
    assert_eq!(opened.summary.game, "diskwars");
    assert_eq!(opened.summary.faction, "destruction");
    assert_eq!(opened.summary.name, "Fateweaver's host");

    list_rename(&state, saved.id, "Tzeentch's host", Lang::En).unwrap();
    let copy = list_duplicate(&state, saved.id, Lang::En).unwrap();
    let copied = list_open(&state, copy.id).unwrap();
    assert_eq!(copied.summary.name, "Tzeentch's host (copy)");
    assert_eq!(copied.summary.game, "diskwars");
    let Ok(ListDocument::Diskwars(list)) = muster_core::parse_list(&copied.document.to_string())
    else {
        panic!("a Diskwars document: {}", copied.document);
    };
    assert_eq!(list.regiments[0].units.len(), 4);
    assert_eq!(list.regiment_count, Some(2));

    let out = dir.path().join("host.json");
    list_export_file(&state, saved.id, &out).unwrap();
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(written.contains("\n  \"game\": \"diskwars\""), "{written}");
    let imported = list_import_file(&state, &out).unwrap();
    assert_eq!(
        list_open(&state, imported.id).unwrap().summary.faction,
        "destruction"
    );

    // Before any disc of known race, the list has no faction yet.
    let empty = r#"{"format": "muster-list/1", "game": "diskwars", "name": "Empty",
        "regiment_count": 3, "regiments": []}"#;
    let saved = list_save(&state, None, empty).unwrap();
    assert_eq!(list_open(&state, saved.id).unwrap().summary.faction, "");
}
