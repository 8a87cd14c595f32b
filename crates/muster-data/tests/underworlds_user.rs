//! Underworlds user data: a player's whole warband or deck, checked against the pack schema,
//! marked as theirs, replacing a shipped record of the same id; a bad record is refused
//! naming `underworlds/<kind>/<id><pointer>` and changes nothing. The values in these
//! records are made up for the tests (fixture, not real data).

use muster_core::games::underworlds::Underworlds;
use muster_core::games::underworlds::{CardKind, Catalog, SaveSymbol};
use muster_core::Lang;
use muster_data::user::is_users;
use muster_data::{Pack, UserRecordText};
use muster_store::Library;

fn base() -> Catalog {
    Underworlds::bundled().unwrap()
}

/// A made-up face: Move 3, Save 1 shield, Health 4, Bounty 2, one melee weapon.
const FACE: &str = r#"{"move": 3, "save": {"dice": 1, "symbol": "shield"}, "health": 4, "bounty": 2,
    "weapons": [{"name": "Fixture blade", "kind": "melee", "range": 1, "dice": 2, "symbol": "hammer",
                 "damage": 2, "abilities": [{"kind": "cleave", "critical": true}]}]}"#;

/// The Emberwatch as a player completes it from the shipped names (made-up values).
fn emberwatch() -> String {
    format!(
        r#"{{"id": "the-emberwatch", "name": {{"en": "The Emberwatch", "es": "La Guardiascua"}},
            "source": "my fighter cards (fixture, not real data)", "roster_complete": true,
            "fighters": [
              {{"id": "ardorn", "name": {{"en": "Ardorn"}}, "runemarks": ["leader"],
                "uninspired": {FACE}, "inspired": {FACE}}},
              {{"id": "second", "name": {{"en": "Second Fixture"}}, "runemarks": [],
                "uninspired": {FACE}, "inspired": {FACE}}}
            ],
            "abilities": [{{"id": "fixture-ability", "name": {{"en": "Fixture Ability"}},
                           "generic_tokens": true, "token_count": 2}}]}}"#
    )
}

/// A deck of the player's own (made-up cards).
const DECK: &str = r#"{"id": "my-deck", "name": {"en": "My Deck"}, "source": "typed from my cards",
    "cards": [{"id": "hold-on", "name": {"en": "Hold On"}, "kind": "objective", "surge": true, "glory": 1},
              {"id": "quick-step", "name": {"en": "Quick Step"}, "kind": "ploy"},
              {"id": "sharp-eye", "name": {"en": "Sharp Eye"}, "kind": "upgrade", "glory": 2}]}"#;

fn warband(json: &str) -> UserRecordText<'_> {
    UserRecordText {
        kind: "warband",
        id: "the-emberwatch",
        json,
    }
}

fn deck(json: &str) -> UserRecordText<'_> {
    UserRecordText {
        kind: "deck",
        id: "my-deck",
        json,
    }
}

#[test]
fn the_kinds_are_warbands_and_decks() {
    assert_eq!(Underworlds::RECORD_KINDS, ["warband", "deck"]);
}

#[test]
fn a_players_warband_replaces_the_shipped_one_of_its_id_marked_as_theirs() {
    let base = base();
    let json = emberwatch();
    let catalog = Underworlds::with_user_data(&base, &[warband(&json)]).unwrap();
    assert_eq!(catalog.warbands().len(), base.warbands().len());
    let mine = catalog.warband("the-emberwatch").unwrap();
    assert!(mine.roster_complete);
    assert_eq!(
        mine.source,
        "user: my fighter cards (fixture, not real data)"
    );
    assert!(is_users(&mine.source));
    let ardorn = mine.fighter("ardorn").unwrap();
    assert!(ardorn.is_leader());
    let face = ardorn.face(true).unwrap();
    assert_eq!(face.save.unwrap().symbol, SaveSymbol::Shield);
    assert_eq!(mine.abilities[0].token_count, Some(2));
    // The other warband is still the shipped one, and the base is unchanged.
    assert_eq!(
        catalog.warband("zikkits-tunnelpack"),
        base.warband("zikkits-tunnelpack")
    );
    assert_ne!(base.warband("the-emberwatch").unwrap().source, mine.source);
}

#[test]
fn a_players_new_deck_joins_the_shipped_ones() {
    let base = base();
    let catalog = Underworlds::with_user_data(&base, &[deck(DECK)]).unwrap();
    assert_eq!(catalog.decks().len(), base.decks().len() + 1);
    let mine = catalog.deck("my-deck").unwrap();
    assert_eq!(mine.source, "user: typed from my cards");
    assert!(
        mine.cards_complete,
        "a player's deck is complete unless it says not"
    );
    let kinds: Vec<CardKind> = mine.cards.iter().map(|c| c.kind).collect();
    assert_eq!(
        kinds,
        [CardKind::Objective, CardKind::Ploy, CardKind::Upgrade]
    );
    // A source already marked is not marked twice.
    let marked = DECK.replace("typed from my cards", "user: typed");
    let catalog = Underworlds::with_user_data(&base, &[deck(&marked)]).unwrap();
    assert_eq!(catalog.deck("my-deck").unwrap().source, "user: typed");
}

#[test]
fn a_bad_record_is_refused_naming_its_place_and_changes_nothing() {
    let base = base();
    let before = Underworlds::fingerprint(&base);
    let json = emberwatch();
    let cases: Vec<(UserRecordText<'_>, String, &str)> = vec![
        // A schema fault inside a fighter's face.
        (
            warband(""),
            json.replacen("\"health\": 4", "\"health\": 0", 1),
            "underworlds/warband/the-emberwatch/fighters/0/uninspired/health",
        ),
        // An unknown save symbol.
        (
            warband(""),
            json.replacen("\"shield\"", "\"cloak\"", 1),
            "underworlds/warband/the-emberwatch/fighters/0/uninspired/save/symbol",
        ),
        // A fighter twice in the warband.
        (
            warband(""),
            json.replace("\"id\": \"second\"", "\"id\": \"ardorn\""),
            "underworlds/warband/the-emberwatch/fighters/1/id",
        ),
        // The record's id is not the one it is stored under.
        (
            warband(""),
            json.replace("\"id\": \"the-emberwatch\"", "\"id\": \"emberwatch\""),
            "underworlds/warband/the-emberwatch/id",
        ),
        // A card twice in the deck.
        (
            deck(""),
            DECK.replace("\"id\": \"quick-step\"", "\"id\": \"hold-on\""),
            "underworlds/deck/my-deck/cards/1/id",
        ),
        // A surge upgrade.
        (
            deck(""),
            DECK.replace(
                "\"kind\": \"upgrade\"",
                "\"kind\": \"upgrade\", \"surge\": true",
            ),
            "underworlds/deck/my-deck/cards/2/surge",
        ),
        // Broken JSON.
        (
            deck(""),
            DECK.replace("\"cards\":", "\"cards\""),
            "underworlds/deck/my-deck",
        ),
    ];
    for (record, json, place) in &cases {
        let record = UserRecordText { json, ..*record };
        let err = Underworlds::with_user_data(&base, &[record]).unwrap_err();
        assert_eq!(
            (err.file.as_str(), err.place.as_str()),
            ("user data", *place),
            "{err}"
        );
    }
    let unknown = UserRecordText {
        kind: "fighter",
        id: "ardorn",
        json: "{}",
    };
    let err = Underworlds::with_user_data(&base, &[unknown]).unwrap_err();
    assert_eq!(err.place, "underworlds/fighter/ardorn");
    assert!(err.message.contains("warband, deck"), "{err}");
    assert_eq!(Underworlds::fingerprint(&base), before);
}

#[test]
fn a_new_record_replaces_its_stored_version_and_the_label_counts_the_players_records() {
    let base = base();
    let first = emberwatch();
    let stored = [warband(&first), deck(DECK)];
    let renamed = first.replace("Second Fixture", "Renamed Fixture");
    let catalog = Underworlds::check_new_user_record(&base, &stored, warband(&renamed)).unwrap();
    let names: Vec<&str> = catalog
        .warband("the-emberwatch")
        .unwrap()
        .fighters
        .iter()
        .map(|f| f.name.en.as_str())
        .collect();
    assert_eq!(names, ["Ardorn", "Renamed Fixture"]);
    assert!(
        catalog.deck("my-deck").is_some(),
        "the other stored record stays"
    );
    assert_ne!(
        Underworlds::fingerprint(&catalog),
        Underworlds::fingerprint(&base)
    );
    assert!(Underworlds::pack_label(&catalog, Lang::En).ends_with("(with 2 records of your own)"));
    assert!(Underworlds::pack_label(&catalog, Lang::Es).ends_with("(con 2 registros propios)"));
    assert!(!Underworlds::pack_label(&base, Lang::En).contains('('));

    // A bad new version is refused; the stored ones still load.
    let broken = first.replace("\"roster_complete\": true", "\"roster_complete\": \"yes\"");
    let err = Underworlds::check_new_user_record(&base, &stored, warband(&broken)).unwrap_err();
    assert_eq!(
        err.place,
        "underworlds/warband/the-emberwatch/roster_complete"
    );
    assert!(Underworlds::with_user_data(&base, &stored).is_ok());
}

#[test]
fn records_stored_in_the_library_load_back_and_deleting_one_brings_the_shipped_record_back() {
    let base = base();
    let mut library = Library::open_in_memory().unwrap();
    let json = emberwatch();
    for record in [warband(&json), deck(DECK)] {
        Underworlds::check_new_user_record(&base, &[], record).unwrap();
        library
            .put_user_record("underworlds", record.kind, record.id, record.json)
            .unwrap();
    }
    let load = |library: &Library| {
        let stored = library.user_records(Some("underworlds")).unwrap();
        let texts: Vec<UserRecordText<'_>> = stored
            .iter()
            .map(|r| UserRecordText {
                kind: &r.kind,
                id: &r.id,
                json: &r.record,
            })
            .collect();
        Underworlds::with_user_data(&base, &texts).unwrap()
    };
    let catalog = load(&library);
    assert!(catalog.warband("the-emberwatch").unwrap().roster_complete);
    assert!(catalog.deck("my-deck").is_some());

    library
        .delete_user_record("underworlds", "warband", "the-emberwatch")
        .unwrap();
    let catalog = load(&library);
    assert_eq!(
        catalog.warband("the-emberwatch"),
        base.warband("the-emberwatch")
    );
}
