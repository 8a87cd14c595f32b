//! `sigmar_read_roster` as the window calls it: a roster file chosen in a dialog read into a
//! list shown to the player (stored nowhere until they save it with `list_save`), its notes
//! and refusals in the player's language. The rosters are the fixtures made here
//! (`tests/sigmar/rosters/`).

use crate::support::*;

fn roster(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/sigmar/rosters")
        .join(name)
}

#[test]
fn a_roster_file_is_read_into_a_list_that_is_stored_only_when_saved() {
    let dir = TempDir::new("roster-read");
    let state = state_in(&dir);
    let read = sigmar_read_roster(&state, &roster("stormcast-vanguard.json"), Lang::Es).unwrap();
    let expected: sigmar::SigmarList = serde_json::from_str(
        &std::fs::read_to_string(roster("stormcast-vanguard.expect.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(read.file, "stormcast-vanguard.json");
    assert_eq!(read.list, expected);
    let notes: Vec<(&str, &str)> = read
        .notes
        .iter()
        .map(|n| (n.name.as_str(), n.place.as_str()))
        .collect();
    assert_eq!(
        notes,
        [
            (
                "Warlord",
                "/roster/forces/0/forces/0/selections/0/selections/2"
            ),
            (
                "Unknown Warscroll",
                "/roster/forces/0/forces/1/selections/2"
            ),
        ]
    );
    assert!(read.notes[1]
        .message
        .starts_with("no se pudo asignar esta unidad"));
    assert!(state.lists_all().unwrap().is_empty(), "nothing stored yet");
    // A change of language reads the same file again, without a dialog.
    let asked = state.dialogs.asked().len();
    let again = state.sigmar_reread_roster(Lang::En).unwrap();
    assert_eq!(again.list, read.list);
    assert!(
        again.notes[1].message.starts_with("could not"),
        "{}",
        again.notes[1].message
    );
    assert_eq!(state.dialogs.asked().len(), asked);

    let document = serde_json::to_string(&read.list).unwrap();
    state
        .list_save(None, serde_json::from_str(&document).unwrap())
        .unwrap();
    let saved = state.lists_all().unwrap();
    assert_eq!(saved.len(), 1);
    assert_eq!(saved[0].name, "Vanguard of Azyr");
}

#[test]
fn a_refused_roster_says_why_in_the_players_language_and_changes_nothing() {
    let dir = TempDir::new("roster-refused");
    let state = state_in(&dir);
    let text = std::fs::read_to_string(roster("seraphon-starhost.ros"))
        .unwrap()
        .replace("e51d-b1a3-75fc-dc3g", "28ec-711c-d87f-3aeb")
        .replace("Age of Sigmar 4.0", "Warhammer 40,000 10th Edition");
    let path = dir.path().join("other game.ros");
    std::fs::write(&path, text).unwrap();
    let error = sigmar_read_roster(&state, &path, Lang::Es).unwrap_err();
    assert_eq!(error.code, "roster.refused");
    assert_eq!(
        error.message,
        "other game.ros: una lista de otro sistema de juego (Warhammer 40,000 10th Edition); \
         Muster lee listas de Age of Sigmar 4.0"
    );
    let error = sigmar_read_roster(&state, dir.path(), Lang::En).unwrap_err();
    assert_eq!(error.code, "roster.refused");
    assert!(
        error.message.contains("not a regular file"),
        "{}",
        error.message
    );
    assert!(state.lists_all().unwrap().is_empty());
}
