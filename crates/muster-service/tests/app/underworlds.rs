//! The Underworlds commands without a window: the catalogue (the shipped pack plus the
//! player's records), saving and deleting a record whole or not at all, reading a typed deck,
//! and an Underworlds list through every command that takes a list document.
//!
//! Every warband, fighter, card and number below is made up for the tests (fixture, not real
//! data); only the shipped pack's ids (`the-emberwatch`) are the rulebook's.

use crate::support::*;
use muster_core::games::underworlds::CardKind;
use muster_core::games::underworlds::Underworlds;
use muster_core::{parse_list, Lang, ListDocument};
use muster_data::Pack;
use serde_json::json;

/// A made-up fighter face: Move 3, Save 1 shield, Health 4, Bounty 2, one melee weapon.
fn face() -> Value {
    json!({"move": 3, "save": {"dice": 1, "symbol": "shield"}, "health": 4, "bounty": 2,
        "weapons": [{"name": "Fixture blade", "kind": "melee", "range": 1, "dice": 2,
            "symbol": "hammer", "damage": 2, "abilities": [{"kind": "cleave", "critical": true}]}]})
}

/// The shipped Emberwatch as a player completes it (fixture values, not real data), with
/// the `user` flag `underworlds_catalog` sends, as the UI would send the record back.
fn emberwatch() -> Value {
    json!({"id": "the-emberwatch", "name": {"en": "The Emberwatch", "es": "La Guardiascua"},
        "source": "user: my fighter cards (fixture, not real data)", "roster_complete": true,
        "fighters": [
            {"id": "ardorn", "name": {"en": "Ardorn"}, "runemarks": ["leader"],
             "uninspired": face(), "inspired": face()},
            {"id": "fixture-second", "name": {"en": "Fixture Second"}, "runemarks": [],
             "uninspired": face(), "inspired": face()}
        ],
        "abilities": [],
        "user": false})
}

/// A whole Rivals deck of the player's (fixture cards): 12 objectives (3 surge) and 20
/// power cards (10 ploys, 10 upgrades).
fn fixture_deck() -> Value {
    let mut cards = Vec::new();
    for n in 1..=12 {
        cards.push(json!({"id": format!("fixture-objective-{n}"),
            "name": {"en": format!("Fixture objective {n}")}, "kind": "objective",
            "surge": n <= 3, "glory": 1}));
    }
    for n in 1..=10 {
        cards.push(json!({"id": format!("fixture-ploy-{n}"),
            "name": {"en": format!("Fixture ploy {n}")}, "kind": "ploy", "surge": false}));
        cards.push(json!({"id": format!("fixture-upgrade-{n}"),
            "name": {"en": format!("Fixture upgrade {n}")}, "kind": "upgrade", "surge": false,
            "glory": 1}));
    }
    json!({"id": "fixture-deck", "name": {"en": "Fixture Deck"},
        "source": "user: fixture, not real data", "cards": cards})
}

/// A Rivals list of the completed Emberwatch and the whole fixture deck.
fn rivals_list() -> Value {
    let deck = fixture_deck();
    let cards = deck["cards"].as_array().unwrap();
    let ids = |kind: &str| -> Vec<Value> {
        cards
            .iter()
            .filter(|c| c["kind"] == kind || (kind == "power" && c["kind"] != "objective"))
            .map(|c| c["id"].clone())
            .collect()
    };
    json!({"format": "muster-list/1", "game": "underworlds", "name": "Fixture embers",
        "play_format": "rivals", "warband": "the-emberwatch", "decks": ["fixture-deck"],
        "objectives": ids("objective"), "power": ids("power")})
}

/// A state whose player stored the completed Emberwatch and the fixture deck.
fn with_records(dir: &TempDir) -> AppState {
    let state = state_in(dir);
    underworlds_save_record(&state, "warband", emberwatch()).unwrap();
    underworlds_save_record(&state, "deck", fixture_deck()).unwrap();
    state
}

/// The records stored for Underworlds, as (kind, id, JSON).
fn stored(state: &AppState) -> Vec<(String, String, Value)> {
    state
        .with_library(|library| Ok(library.user_records(Some("underworlds"))?))
        .unwrap()
        .into_iter()
        .map(|r| (r.kind, r.id, serde_json::from_str(&r.record).unwrap()))
        .collect()
}

fn with_lang(state: &AppState, lang: Lang) {
    let settings = Settings {
        lang,
        ..state.settings()
    };
    settings_set(state, serde_json::to_value(settings).unwrap()).unwrap();
}

#[test]
fn the_catalogue_is_the_shipped_pack_none_of_it_the_players() {
    let dir = TempDir::new("uw-catalog");
    let state = state_in(&dir);
    let view = underworlds_catalog(&state).unwrap();
    let shipped = Underworlds::bundled().unwrap();
    let ids = |view: &UnderworldsCatalogView| -> Vec<String> {
        view.warbands.iter().map(|w| w.record.id.clone()).collect()
    };
    assert_eq!(
        ids(&view),
        shipped
            .warbands()
            .iter()
            .map(|w| w.id.clone())
            .collect::<Vec<_>>()
    );
    assert_eq!(view.decks.len(), shipped.decks().len());
    assert!(view.warbands.iter().all(|w| !w.user));
    assert!(view.decks.iter().all(|d| !d.user));
    assert_eq!(view.legality.len(), shipped.legality().len());

    // What the UI reads: the core record as is, `user` beside its fields, unknown faces null.
    let json = serde_json::to_value(&view).unwrap();
    let emberwatch = json["warbands"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["id"] == "the-emberwatch")
        .expect("the shipped Emberwatch");
    assert_eq!(emberwatch["user"], false);
    assert_eq!(emberwatch["roster_complete"], true);
    assert_eq!(emberwatch["name"]["es"], "La Guardiascua");
    assert_eq!(emberwatch["fighters"][0]["uninspired"]["health"], 5);
    // A warband without the community's fighter cards names none.
    let garrek = json["warbands"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["id"] == "garreks-reavers")
        .expect("the shipped Garrek's Reavers");
    assert_eq!(garrek["roster_complete"], false);
    assert_eq!(garrek["fighters"], json!([]));
    assert!(json["decks"][0]["cards_complete"].is_boolean());
    assert!(json["legality"].is_array());
}

#[test]
fn a_players_warband_takes_the_shipped_ones_place_until_deleted() {
    let dir = TempDir::new("uw-save");
    let state = state_in(&dir);
    let before = underworlds_catalog(&state).unwrap();

    let after = underworlds_save_record(&state, "warband", emberwatch()).unwrap();
    assert_eq!(after, underworlds_catalog(&state).unwrap());
    assert_eq!(after.warbands.len(), before.warbands.len());
    let mine = after
        .warbands
        .iter()
        .find(|w| w.record.id == "the-emberwatch")
        .unwrap();
    assert!(mine.user);
    assert!(mine.record.roster_complete);
    assert_eq!(mine.record.fighters.len(), 2);
    assert!(mine.record.fighters[0].is_leader());
    assert_eq!(
        mine.record.fighters[1]
            .inspired
            .as_ref()
            .and_then(|f| f.health),
        Some(4)
    );
    // Stored once, without the view's `user` flag (not part of a record).
    let records = stored(&state);
    assert_eq!(records.len(), 1);
    assert_eq!(
        (records[0].0.as_str(), records[0].1.as_str()),
        ("warband", "the-emberwatch")
    );
    assert!(records[0].2.get("user").is_none(), "{}", records[0].2);

    // Saving again edits the record.
    let mut renamed = emberwatch();
    renamed["fighters"][1]["name"]["en"] = "Fixture Renamed".into();
    let edited = underworlds_save_record(&state, "warband", renamed).unwrap();
    let mine = edited
        .warbands
        .iter()
        .find(|w| w.record.id == "the-emberwatch")
        .unwrap();
    assert_eq!(mine.record.fighters[1].name.en, "Fixture Renamed");
    assert_eq!(stored(&state).len(), 1);

    // Deleting it brings the shipped record back; there is nothing more to delete.
    let back = underworlds_delete_record(&state, "warband", "the-emberwatch").unwrap();
    assert_eq!(back, before);
    assert!(stored(&state).is_empty());
    let err = underworlds_delete_record(&state, "warband", "the-emberwatch").unwrap_err();
    assert_eq!(err.code, "store.not_found");
}

#[test]
fn a_players_deck_joins_the_shipped_ones() {
    let dir = TempDir::new("uw-deck");
    let state = state_in(&dir);
    let before = underworlds_catalog(&state).unwrap();
    let after = underworlds_save_record(&state, "deck", fixture_deck()).unwrap();
    assert_eq!(after.decks.len(), before.decks.len() + 1);
    let mine = after.decks.last().unwrap();
    assert_eq!(mine.record.id, "fixture-deck");
    assert!(mine.user);
    assert_eq!(mine.record.cards.len(), 32);
    assert_eq!(after.warbands, before.warbands);
    let back = underworlds_delete_record(&state, "deck", "fixture-deck").unwrap();
    assert_eq!(back, before);
}

#[test]
fn a_bad_record_is_refused_naming_the_place_and_nothing_is_stored() {
    let dir = TempDir::new("uw-bad");
    let state = state_in(&dir);
    let before = underworlds_catalog(&state).unwrap();

    let mut bad = emberwatch();
    bad["fighters"][0]["inspired"]["health"] = json!(-1);
    let err = underworlds_save_record(&state, "warband", bad).unwrap_err();
    assert_eq!(err.code, "record.invalid");
    assert!(
        err.message
            .starts_with("underworlds/warband/the-emberwatch/fighters/0/inspired/health: "),
        "{}",
        err.message
    );

    let mut twice = fixture_deck();
    twice["cards"][1]["id"] = "fixture-objective-1".into();
    let err = underworlds_save_record(&state, "deck", twice).unwrap_err();
    assert_eq!(err.code, "record.invalid");
    assert!(
        err.message
            .starts_with("underworlds/deck/fixture-deck/cards/1/id: "),
        "{}",
        err.message
    );

    let err = underworlds_save_record(&state, "deck", json!(["not", "a", "deck"])).unwrap_err();
    assert_eq!(
        (err.code.as_str(), err.message.as_str()),
        (
            "record.invalid",
            "underworlds/deck: a record is a JSON object"
        )
    );
    let mut nameless = fixture_deck();
    nameless.as_object_mut().unwrap().remove("id");
    let err = underworlds_save_record(&state, "deck", nameless).unwrap_err();
    assert_eq!(
        (err.code.as_str(), err.message.as_str()),
        (
            "record.invalid",
            "underworlds/deck/id: a record needs an id"
        )
    );
    let err = underworlds_save_record(&state, "fighter", emberwatch()).unwrap_err();
    assert_eq!(err.code, "args.invalid");
    assert!(err.message.contains("warband, deck"), "{}", err.message);
    let err = underworlds_delete_record(&state, "plot", "x").unwrap_err();
    assert_eq!(err.code, "args.invalid");

    assert!(stored(&state).is_empty());
    assert_eq!(underworlds_catalog(&state).unwrap(), before);
}

/// The words of a printed layout, in drawing order.
fn printed_words(layout: &muster_print::Layout) -> String {
    layout_texts(layout).join("\n")
}

#[test]
fn an_underworlds_list_is_checked_with_the_players_records_and_their_collection() {
    let dir = TempDir::new("uw-check");
    let state = with_records(&dir);
    let document = rivals_list().to_string();
    let checked = check_list(&state, &document, Lang::En).unwrap();
    assert_eq!(checked.report.game, "underworlds");
    assert!(checked.report.legal, "{:?}", checked.report.diagnostics);
    let totals = &checked.report.totals;
    assert_eq!(totals["fighters"], 2);
    assert_eq!(totals["objectives"], 12);
    assert_eq!(totals["surge_objectives"], 3);
    assert_eq!(totals["power"], 20);
    assert_eq!(
        (&totals["ploys"], &totals["upgrades"]),
        (&json!(10), &json!(10))
    );
    assert_eq!(totals["plots"], json!([]));
    assert!(eligible_upgrades(&state, &document, 0).unwrap().is_empty());

    // Nothing owned: the warband and the deck are short, citing the Underworlds rule.
    assert_eq!(checked.shortfalls.len(), 2, "{:?}", checked.shortfalls);
    assert!(checked
        .shortfalls
        .iter()
        .all(|d| d.code == "collection.short" && d.rule == "underworlds:§1.1"));
    assert_eq!(
        collection_set(&state, "underworlds", "warband", "the-emberwatch", 1).unwrap(),
        1
    );
    collection_set(&state, "underworlds", "deck", "fixture-deck", 1).unwrap();
    assert_eq!(collection_get(&state, "underworlds").unwrap().len(), 2);
    let checked = check_list(&state, &document, Lang::Es).unwrap();
    assert!(checked.shortfalls.is_empty(), "{:?}", checked.shortfalls);

    // A typo, a kind the game does not count and a box never enter the collection.
    let err = collection_set(&state, "underworlds", "warband", "the-emberwach", 1).unwrap_err();
    assert_eq!(err.code, "args.invalid");
    assert!(
        err.message
            .contains("no Underworlds warband 'the-emberwach'"),
        "{}",
        err.message
    );
    let err = collection_set(&state, "underworlds", "box", "starter", 1).unwrap_err();
    assert_eq!(err.code, "args.invalid");
    assert_eq!(
        box_save(&state, "underworlds", "starter", &[])
            .unwrap_err()
            .code,
        "args.invalid"
    );
    assert_eq!(collection_get(&state, "underworlds").unwrap().len(), 2);

    // A list breaking a building rule: one objective short of the Rivals deck's twelve.
    let mut short = rivals_list();
    short["objectives"].as_array_mut().unwrap().pop();
    let checked = check_list(&state, &short.to_string(), Lang::En).unwrap();
    assert!(!checked.report.legal);
    assert!(checked
        .report
        .diagnostics
        .iter()
        .any(|d| d.rule == "underworlds:V3" && d.severity == muster_core::Severity::Error));
    assert_eq!(checked.report.totals["objectives"], 11);
}

#[test]
fn an_underworlds_list_is_saved_with_its_warband_renamed_exported_and_fielded() {
    let dir = TempDir::new("uw-lists");
    let state = with_records(&dir);
    let document = rivals_list().to_string();
    let saved = list_save(&state, None, &document).unwrap();
    let opened = list_open(&state, saved.id).unwrap();
    assert_eq!(opened.summary.game, "underworlds");
    assert_eq!(opened.summary.faction, "the-emberwatch");
    assert_eq!(opened.summary.name, "Fixture embers");

    list_rename(&state, saved.id, "Embers at dusk", Lang::En).unwrap();
    let copy = list_duplicate(&state, saved.id, Lang::Es).unwrap();
    let copied = list_open(&state, copy.id).unwrap();
    assert_eq!(copied.summary.name, "Embers at dusk (copia)");
    let Ok(ListDocument::Underworlds(list)) = parse_list(&copied.document.to_string()) else {
        panic!("an Underworlds document: {}", copied.document);
    };
    assert_eq!(list.objectives.len(), 12);
    assert_eq!(list.power.len(), 20);

    let out = dir.path().join("embers.json");
    list_export_file(&state, saved.id, &out).unwrap();
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(
        written.contains("\n  \"game\": \"underworlds\""),
        "{written}"
    );
    let imported = list_import_file(&state, &out).unwrap();
    let reopened = list_open(&state, imported.id).unwrap();
    assert_eq!(reopened.summary.faction, "the-emberwatch");
    assert_eq!(
        parse_list(&reopened.document.to_string()).unwrap(),
        parse_list(&list_open(&state, saved.id).unwrap().document.to_string()).unwrap()
    );

    // Three saved lists, none fielded yet; owning the warband and deck fields them all.
    let rows = can_field_all(&state, Lang::En).unwrap();
    assert_eq!(rows.len(), 3);
    assert!(rows
        .iter()
        .all(|r| r.game == "underworlds" && !r.can_field && r.shortfalls == 2));
    collection_set(&state, "underworlds", "warband", "the-emberwatch", 1).unwrap();
    collection_set(&state, "underworlds", "deck", "fixture-deck", 1).unwrap();
    assert!(can_field_all(&state, Lang::En)
        .unwrap()
        .iter()
        .all(|r| r.can_field && r.shortfalls == 0));
}

#[test]
fn an_underworlds_list_prints_and_copies_naming_the_players_records() {
    let dir = TempDir::new("uw-print");
    let state = with_records(&dir);
    let document = rivals_list().to_string();
    let args = |lang: &str| PrintArgs {
        lang: lang.into(),
        paper: "a4".into(),
        player: Some("Ana".into()),
        date: "2026-03-14".into(),
        play_sheet: false,
    };
    let en = printed_words(&list_print_preview(&state, &document, &args("en")).unwrap());
    assert!(en.contains("Fixture embers"), "{en}");
    assert!(en.contains("Fixture objective 1"), "{en}");
    assert!(en.contains("Underworlds data "), "{en}");
    assert!(en.contains("(with 2 records of your own)"), "{en}");
    let es = printed_words(&list_print_preview(&state, &document, &args("es")).unwrap());
    assert!(es.contains("datos de Underworlds "), "{es}");
    assert!(es.contains("La Guardiascua"), "{es}");

    let text = list_text(&state, &document, Lang::En).unwrap();
    assert!(text.contains("Fixture embers"), "{text}");
    assert!(text.contains("Fixture upgrade 10"), "{text}");
}

#[test]
fn a_rivals_decklist_prints_on_one_page_in_either_language() {
    let dir = TempDir::new("uw-one-page");
    let state = state_in(&dir);
    let document = example("underworlds/emberwatch-blazing-assault.json");
    for lang in ["en", "es"] {
        let args = PrintArgs {
            lang: lang.into(),
            paper: "a4".into(),
            player: Some("Ana".into()),
            date: "2026-03-14".into(),
            play_sheet: false,
        };
        let layout = list_print_preview(&state, &document, &args).unwrap();
        // The warband's fighters with their numbers, the 12 objectives and 20 power cards,
        // the totals and the verdict on the first page; the list's notes may follow.
        let first = muster_print::Layout {
            pages: layout.pages[..1].to_vec(),
            ..layout.clone()
        };
        let words = printed_words(&first);
        for word in ["Ardorn", "Yurik", "Health 5", "Keen Eye", "Healing Potion"] {
            let word = match lang {
                "es" => word.replace("Health", "Salud"),
                _ => word.to_owned(),
            };
            assert!(words.contains(&word), "{lang}: {word} in {words}");
        }
        assert!(
            layout.pages.len() <= 2,
            "{lang}: {}",
            printed_words(&layout)
        );
    }
}

#[test]
fn a_typed_deck_is_read_but_not_stored_and_saved_as_read() {
    let dir = TempDir::new("uw-read");
    let state = state_in(&dir);
    let text = "# Fixture cards, not real data\n\
                objective · Fixture Hold · 1\n\
                objective surge · Fixture Dash · 2\n\
                \n\
                ploy · Fixture Feint\n\
                upgrade · Fixture Edge · 1 · runemark: leader\n";
    let deck = underworlds_read_deck(&state, text, "fixture-typed", "Fixture Typed").unwrap();
    assert_eq!(deck.id, "fixture-typed");
    assert_eq!(deck.name.en, "Fixture Typed");
    assert!(deck.source.starts_with("user:"), "{}", deck.source);
    let cards: Vec<(&str, CardKind, bool, Option<u8>)> = deck
        .cards
        .iter()
        .map(|c| (c.name.en.as_str(), c.kind, c.surge, c.glory))
        .collect();
    assert_eq!(
        cards,
        [
            ("Fixture Hold", CardKind::Objective, false, Some(1)),
            ("Fixture Dash", CardKind::Objective, true, Some(2)),
            ("Fixture Feint", CardKind::Ploy, false, None),
            ("Fixture Edge", CardKind::Upgrade, false, Some(1)),
        ]
    );
    assert_eq!(deck.cards[3].runemark.as_deref(), Some("leader"));
    assert!(stored(&state).is_empty(), "reading stores nothing");

    // The UI saves what it read as it is.
    let saved =
        underworlds_save_record(&state, "deck", serde_json::to_value(&deck).unwrap()).unwrap();
    let mine = saved
        .decks
        .iter()
        .find(|d| d.record.id == "fixture-typed")
        .unwrap();
    assert!(mine.user);
    assert_eq!(mine.record.cards, deck.cards);
}

#[test]
fn a_typed_deck_with_bad_lines_names_each_in_the_apps_language() {
    let dir = TempDir::new("uw-read-bad");
    let state = state_in(&dir);
    let text = "objective · Fixture Hold · 1\n\
                gambit · Fixture Odd · 1\n\
                upgrade · Fixture Edge\n";
    let err = underworlds_read_deck(&state, text, "fixture-typed", "Fixture Typed").unwrap_err();
    assert_eq!(err.code, "deck.text");
    let lines: Vec<&str> = err.message.lines().collect();
    assert_eq!(lines.len(), 2, "{}", err.message);
    assert!(lines[0].starts_with("line 2: "), "{}", lines[0]);
    assert!(lines[0].contains("gambit"), "{}", lines[0]);
    assert!(lines[1].starts_with("line 3: "), "{}", lines[1]);

    with_lang(&state, Lang::Es);
    let err = underworlds_read_deck(&state, text, "fixture-typed", "Fixture Typed").unwrap_err();
    assert_eq!(err.code, "deck.text");
    assert!(err.message.starts_with("línea 2: "), "{}", err.message);
    assert_eq!(err.message.lines().count(), 2);

    // The id or name given with the text is named too, without a line.
    let err = underworlds_read_deck(&state, "ploy · Fixture Feint", "Not Kebab", "x").unwrap_err();
    assert_eq!(err.code, "deck.text");
    assert!(err.message.contains("Not Kebab"), "{}", err.message);
    assert!(stored(&state).is_empty());
}

#[test]
fn the_catalogue_names_every_runemark_in_words() {
    let dir = TempDir::new("uw-runemarks");
    let state = state_in(&dir);
    let view = underworlds_catalog(&state).unwrap();
    let marks: Vec<&String> = view
        .warbands
        .iter()
        .flat_map(|w| w.record.fighters.iter().flat_map(|f| f.runemarks.iter()))
        .collect();
    assert!(marks.len() > 100, "{} runemarks", marks.len());
    for mark in marks {
        let words = &view.runemarks[mark];
        // Words, never the id: no dash, a capital first.
        assert!(
            !words.en.contains('-') && !words.es.contains('-'),
            "{mark}: {words:?}"
        );
        assert!(
            words.en.starts_with(char::is_uppercase),
            "{mark}: {words:?}"
        );
    }
    assert_eq!(view.runemarks["leader"].es, "Líder");
    assert_eq!(view.runemarks["fly"].es, "Volar");
    assert_eq!(view.runemarks["chaos-star"].en, "Chaos Star");
}
