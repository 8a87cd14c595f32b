//! "Paste a list": the official Age of Sigmar app's text read by `sigmar_read_app_text` on
//! the shipped packs, its answer as the window receives it, nothing stored until the window
//! saves the document with `list_save`.

use crate::support::*;

/// An export of the official app with one misspelt unit (line 10).
const PASTED: &str = "Thunderhost 1000/1000 pts\n\
                      \n\
                      Stormcast Eternals\n\
                      Thunderhead Host\n\
                      General's Handbook 2026-27\n\
                      \n\
                      General's Regiment\n\
                      Lord-Celestant (140)\n\
                      • General\n\
                      Annihilators Prime (160)\n\
                      Liberators (180)\n\
                      • Reinforced\n\
                      \n\
                      Created with Warhammer Age of Sigmar: The App\n\
                      App: 1.20.0 | Data: 345\n";

#[test]
fn a_pasted_list_is_read_with_its_problems_and_stored_only_when_saved() {
    let dir = TempDir::new("sg-app-text");
    let state = state_in(&dir);
    let preview = sigmar_read_app_text(&state, PASTED, Lang::Es).unwrap();
    let answer = as_json(&preview);
    assert_eq!(
        answer["problems"],
        json!([{
            "line": 10,
            "text": "Annihilators Prime (160)",
            "message": preview.problems[0].message,
            "nearest": "Annihilators"
        }])
    );
    assert!(
        preview.problems[0].message.contains("«Annihilators»"),
        "{}",
        preview.problems[0].message
    );
    assert_eq!(answer["document"]["faction"], "stormcast-eternals");
    assert_eq!(answer["document"]["points_limit"], 1000);
    assert_eq!(
        answer["document"]["regiments"][0]["units"],
        json!([{"unit": "liberators", "reinforced": true}])
    );
    assert_eq!(
        lists_all(&state).unwrap(),
        [],
        "nothing is stored by reading"
    );

    let saved = list_save(&state, None, &answer["document"].to_string()).unwrap();
    let opened = list_open(&state, saved.id).unwrap();
    assert_eq!(opened.summary.name, "Thunderhost");
    assert_eq!(opened.summary.faction, "stormcast-eternals");
}

#[test]
fn a_text_naming_no_faction_or_over_the_limit_is_refused_naming_why() {
    let dir = TempDir::new("sg-app-text-refused");
    let state = state_in(&dir);
    let lost = PASTED.replace("Stormcast Eternals", "Stormcast Eternal");
    let err = sigmar_read_app_text(&state, &lost, Lang::En).unwrap_err();
    assert_eq!(err.code, "list.text");
    assert!(
        err.message.starts_with("line 3: 'Stormcast Eternal'")
            && err.message.contains("'Stormcast Eternals'"),
        "{}",
        err.message
    );
    let huge = format!("{PASTED}{}", "Liberators (180)\n".repeat(20_000));
    let err = sigmar_read_app_text(&state, &huge, Lang::Es).unwrap_err();
    assert_eq!(err.code, "list.text");
    assert!(err.message.contains("demasiado grande"), "{}", err.message);
    assert_eq!(lists_all(&state).unwrap(), []);
}

#[test]
fn a_list_of_an_older_season_says_what_changed_since_in_a_players_words() {
    // Liberators written at a cost that is not the current data's, in a list naming the
    // season before: both said, in the language asked; the document holds the data's units.
    let dir = TempDir::new("sg-app-text-changed");
    let state = state_in(&dir);
    let liberators = PASTED.replace("Liberators (180)", "Liberators (100)");
    let older = liberators.replace("2026-27", "2025-26");
    let preview = sigmar_read_app_text(&state, &older, Lang::En).unwrap();
    let current = as_json(&preview)["document"].clone();
    assert_eq!(current["season"], "ghb-2025-26");
    // Each unit line whose cost is not the data's, in the order of the text (this
    // made-up export prices its Lord-Celestant the old way too).
    let change = (preview.changes.iter())
        .find(|c| c.line == 11)
        .unwrap_or_else(|| panic!("{:?}", preview.changes));
    assert_eq!(change.text, "Liberators (100)");
    assert!(
        change.message.starts_with("Liberators: 100 in your list, ")
            && change.message.ends_with(" in the current points"),
        "{change:?}"
    );
    assert!(preview
        .changes
        .iter()
        .all(|c| c.message.contains(" in your list, ")));
    let season = preview.season.as_deref().unwrap();
    assert!(season.contains("General's Handbook 2025-26"), "{season}");
    assert!(season.contains("General's Handbook 2026-27"), "{season}");
    assert!(
        !season.contains("ghb-"),
        "no slug in a player's words: {season}"
    );
    let es = sigmar_read_app_text(&state, &older, Lang::Es).unwrap();
    assert!(
        es.changes
            .iter()
            .all(|c| c.message.contains(" en tu lista, ")),
        "{:?}",
        es.changes
    );
    // The current season's export of the same list names no season change.
    let same = sigmar_read_app_text(&state, &liberators, Lang::En).unwrap();
    assert_eq!(same.season, None);
}

#[test]
fn the_builder_finds_the_sylvaneth_list_with_its_wyldwood_legal() {
    // Issue 31: the builder asks `check_list`; the terrain the data lists no points for is
    // free, so the verdict is legal and the totals name it as free.
    let dir = TempDir::new("sg-sylvaneth");
    let state = state_in(&dir);
    let document = example("sigmar/sylvaneth-matched-2000.json");
    let checked = check_list(&state, &document, Lang::En).unwrap();
    assert!(checked.report.legal, "{:?}", checked.report.codes());
    let json = serde_json::to_value(&checked).unwrap();
    assert_eq!(json["report"]["totals"]["points"], 2000);
    assert_eq!(
        json["report"]["totals"]["free"],
        json!(["Awakened Wyldwood"])
    );
    assert_eq!(json["report"]["totals"]["unpriced"], json!([]));
}
