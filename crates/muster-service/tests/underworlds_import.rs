//! The community Underworlds data into the shipped pack: the import of the reference folder
//! (read from `../shared/reference/underworlds-community` at test time) is the shipped pack
//! byte for byte, it holds every deck and warband of the reference with their facts and none
//! of their texts, and a broken folder is refused naming the file and the place.

use muster_service::imports::underworlds_community;
use serde_json::Value;
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn reference() -> PathBuf {
    repo().join("../shared/reference/underworlds-community")
}

fn rulebook() -> PathBuf {
    repo().join("data/underworlds/sources/rulebook.json")
}

fn json(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn imported() -> Value {
    let made = underworlds_community(&reference(), Some(&rulebook()))
        .unwrap()
        .made;
    serde_json::from_str(&made).unwrap()
}

#[test]
fn the_shipped_pack_is_the_import_of_the_reference_byte_for_byte() {
    let import = underworlds_community(&reference(), Some(&rulebook())).unwrap();
    let shipped = std::fs::read_to_string(repo().join("data/underworlds/embergard.json")).unwrap();
    assert!(
        import.made == shipped,
        "data/underworlds/embergard.json is not the import of the reference: run `muster import \
         underworlds-community ../shared/reference/underworlds-community --rulebook \
         data/underworlds/sources/rulebook.json -o data/underworlds/embergard.json`"
    );
    // The rulebook's names agree with the community data's.
    assert!(import.notes.is_empty(), "{:?}", import.notes);
}

#[test]
fn every_deck_of_the_reference_is_shipped_whole_with_its_facts_and_no_text() {
    let pack = imported();
    let index = json(&reference().join("rivals/index.json"));
    let decks = pack["decks"].as_array().unwrap();
    assert_eq!(decks.len(), index.as_array().unwrap().len());
    let shipped_text = serde_json::to_string(&pack).unwrap();
    for entry in index.as_array().unwrap() {
        let slug = entry["slug"].as_str().unwrap();
        let file = json(&reference().join(format!("rivals/{slug}/deck.json")));
        let deck = decks.iter().find(|d| d["id"] == slug).unwrap();
        assert_eq!(deck["code"], file["code"]);
        assert_eq!(deck["cards_complete"], true);
        assert_eq!(deck["plot"].is_object(), !file["plot"].is_null(), "{slug}");
        let cards = deck["cards"].as_array().unwrap();
        let given = file["cards"].as_array().unwrap();
        assert_eq!(cards.len(), given.len(), "{slug}");
        for (card, from) in cards.iter().zip(given) {
            assert_eq!(card["code"], from["id"]);
            assert_eq!(card["name"]["en"], from["name"]);
            let kind = from["type"].as_str().unwrap().to_lowercase();
            assert_eq!(card["kind"], kind.as_str());
            match from["value"].as_str() {
                Some(value) if kind != "ploy" => {
                    assert_eq!(card["glory"], value.parse::<u64>().unwrap())
                }
                _ => assert!(card.get("glory").is_none()),
            }
            // No card text is kept, nor any long run of it.
            let text = from["text"].as_str().unwrap();
            for sentence in text.split(['.', '\n']).filter(|s| s.trim().len() > 24) {
                assert!(
                    !shipped_text.contains(sentence.trim()),
                    "{}: {sentence}",
                    from["id"]
                );
            }
        }
        let objectives = cards.iter().filter(|c| c["kind"] == "objective").count();
        assert_eq!((objectives, cards.len() - objectives), (12, 20), "{slug}");
    }
}

#[test]
fn surge_and_restricted_come_from_what_the_cards_say() {
    let pack = imported();
    let card = |code: &str| {
        pack["decks"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|d| d["cards"].as_array().unwrap())
            .find(|c| c["code"] == code)
            .unwrap_or_else(|| panic!("no card {code}"))
            .clone()
    };
    // Strike the Head scores immediately after a fighter is slain: a surge objective.
    let strike = card("BL1");
    assert_eq!(strike["name"]["en"], "Strike the Head");
    assert_eq!(
        (strike["surge"].clone(), strike["glory"].clone()),
        (true.into(), 1.into())
    );
    // Spread Havoc scores in an end phase, and says it is Restricted.
    let havoc = card("CC1");
    assert_eq!(havoc["surge"], false);
    assert_eq!(havoc["restricted"], true);
    // A ploy is never scored, and a card that does not say Restricted is not.
    let sidestep = card("BL16");
    assert_eq!(sidestep["kind"], "ploy");
    assert!(sidestep.get("restricted").is_none() && sidestep.get("glory").is_none());
    // The organised-play lists restrict exactly the cards that say so, and cap nothing.
    for list in pack["legality"].as_array().unwrap() {
        assert!(list["restricted"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c == "spread-havoc"));
        assert!(list.get("max_restricted").is_none());
    }
}

#[test]
fn every_warband_of_the_reference_is_shipped_with_its_count_alliance_and_legality() {
    let pack = imported();
    let index = json(&reference().join("warbands/index.json"));
    let warbands = pack["warbands"].as_array().unwrap();
    assert_eq!(warbands.len(), index.as_array().unwrap().len());
    let legality = pack["legality"].as_array().unwrap();
    assert_eq!(legality.len(), 2, "one list for Rivals, one for Nemesis");
    for entry in index.as_array().unwrap() {
        let warband = warbands.iter().find(|w| w["id"] == entry["slug"]).unwrap();
        assert_eq!(warband["name"]["en"], entry["name"]);
        assert_eq!(warband["fighter_count"], entry["fighters"]);
        let alliance = entry["grandAlliance"].as_str().unwrap().to_lowercase();
        assert_eq!(warband["alliance"], alliance.as_str());
        for list in legality {
            let legal = list["warbands"]
                .as_array()
                .unwrap()
                .contains(&entry["slug"]);
            assert_eq!(legal, entry["opLegal"] == true, "{}", entry["slug"]);
        }
    }
}

#[test]
fn a_broken_folder_is_refused_naming_the_file_and_the_place() {
    let dir = std::env::temp_dir().join(format!("muster-uw-import-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("rivals/test-deck")).unwrap();
    std::fs::create_dir_all(dir.join("warbands")).unwrap();
    std::fs::write(dir.join("rivals/index.json"), r#"[{"slug": "test-deck"}]"#).unwrap();
    std::fs::write(
        dir.join("rivals/test-deck/deck.json"),
        r#"{"slug": "test-deck", "code": "TD", "name": "Test Deck Rivals Deck", "plot": null,
            "cards": [{"id": "TD1", "name": "One", "type": "Gambit", "text": "made up", "value": "1"}]}"#,
    )
    .unwrap();
    std::fs::write(dir.join("warbands/index.json"), "[]").unwrap();
    let err = underworlds_community(&dir, None).unwrap_err();
    assert_eq!(err.code, "data.broken");
    assert!(
        err.message
            .ends_with("rivals/test-deck/deck.json: /cards/0: unknown card type 'Gambit'"),
        "{}",
        err.message
    );
    // A fighter file that is not its warband's count, or reads a weapon of no dice.
    std::fs::write(
        dir.join("rivals/test-deck/deck.json"),
        r#"{"slug": "test-deck", "code": "TD", "name": "Test Deck Rivals Deck", "plot": null, "cards": []}"#,
    )
    .unwrap();
    std::fs::write(
        dir.join("warbands/index.json"),
        r#"[{"slug": "test-band", "name": "Test Band", "fighters": 1, "opLegal": true, "grandAlliance": "Order"}]"#,
    )
    .unwrap();
    std::fs::create_dir_all(dir.join("fighters")).unwrap();
    let face = |dice: u8| {
        format!(
            r#"{{"move": 3, "save": {{"symbol": "shield", "dice": 1}}, "health": 3, "bounty": 1,
                "runemarks": ["leader"], "weapons": [{{"name": null, "reach": "melee", "range": 1,
                "symbol": "hammer", "dice": {dice}, "damage": 1, "abilities": []}}]}}"#
        )
    };
    let file = |fighters: &str| {
        std::fs::write(
            dir.join("fighters/test-band.json"),
            format!(r#"{{"warband": "test-band", "fighters": [{fighters}]}}"#),
        )
        .unwrap()
    };
    let fighter = |name: &str, dice: u8| {
        format!(
            r#"{{"index": 1, "name": "{name}", "uninspired": {}, "inspired": {}}}"#,
            face(dice),
            face(dice)
        )
    };
    file(&format!("{}, {}", fighter("One", 2), fighter("Two", 2)));
    let err = underworlds_community(&dir, None).unwrap_err();
    assert!(
        err.message.ends_with(
            "fighters/test-band.json: /fighters: 2 fighters, where warbands/index.json counts 1"
        ),
        "{}",
        err.message
    );
    file(&fighter("One", 0));
    let err = underworlds_community(&dir, None).unwrap_err();
    assert!(
        err.message.ends_with(
            "fighters/test-band.json: /fighters/0/uninspired/weapons/0: range 1 and 0 dice, \
             where each is at least 1"
        ),
        "{}",
        err.message
    );
    file(&fighter("One", 2));
    let made = underworlds_community(&dir, None).unwrap().made;
    assert!(made.contains("\"one\""), "{made}");
    std::fs::write(dir.join("rivals/index.json"), "[{").unwrap();
    let err = underworlds_community(&dir, None).unwrap_err();
    assert!(
        err.message.contains("rivals/index.json: "),
        "{}",
        err.message
    );
    assert!(err.message.contains("line 1"), "{}", err.message);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The fighter files of the reference, by warband slug.
fn fighter_files() -> Vec<(String, Value)> {
    let mut files: Vec<(String, Value)> = std::fs::read_dir(reference().join("fighters"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .map(|p| json(&p))
        .filter_map(|file| Some((file["warband"].as_str()?.to_owned(), file)))
        .collect();
    files.sort_by(|a, b| a.0.cmp(&b.0));
    files
}

#[test]
fn every_fighter_card_of_the_reference_is_shipped_with_its_numbers_and_no_text() {
    let pack = imported();
    let warbands = pack["warbands"].as_array().unwrap();
    let files = fighter_files();
    assert_eq!(
        files.len(),
        50,
        "the reference's 50 organised-play warbands"
    );
    let shipped_text = serde_json::to_string(&pack).unwrap();
    let mut fighters = 0;
    for (slug, file) in &files {
        let warband = warbands.iter().find(|w| w["id"] == *slug).unwrap();
        assert_eq!(warband["roster_complete"], true, "{slug}");
        assert!(
            warband["source"]
                .as_str()
                .unwrap()
                .contains("community card list"),
            "{slug}"
        );
        let shipped = warband["fighters"].as_array().unwrap();
        let given = file["fighters"].as_array().unwrap();
        assert_eq!(shipped.len(), given.len(), "{slug}");
        assert_eq!(
            Some(shipped.len() as u64),
            warband["fighter_count"].as_u64()
        );
        let leaders = shipped
            .iter()
            .filter(|f| {
                f["runemarks"]
                    .as_array()
                    .unwrap()
                    .contains(&"leader".into())
            })
            .count();
        assert_eq!(leaders, 1, "{slug}: one leader");
        for (fighter, from) in shipped.iter().zip(given) {
            fighters += 1;
            assert_eq!(fighter["name"]["en"], from["name"], "{slug}");
            for side in ["uninspired", "inspired"] {
                let (face, card) = (&fighter[side], &from[side]);
                for stat in ["move", "health", "bounty"] {
                    assert_eq!(face[stat], card[stat], "{slug} {} {side}", from["name"]);
                }
                assert_eq!(face["save"]["dice"], card["save"]["dice"]);
                assert_eq!(face["save"]["symbol"], card["save"]["symbol"]);
                let weapons = face["weapons"].as_array().unwrap();
                let on_card = card["weapons"].as_array().unwrap();
                assert_eq!(weapons.len(), on_card.len());
                for (w, c) in weapons.iter().zip(on_card) {
                    assert_eq!(w["kind"], c["reach"]);
                    for n in ["range", "dice", "damage", "symbol"] {
                        assert_eq!(w[n], c[n], "{slug} {} {side} {n}", from["name"]);
                    }
                    let abilities = w["abilities"].as_array().map_or(0, Vec::len)
                        + w["other_abilities"].as_array().map_or(0, Vec::len);
                    assert_eq!(abilities, c["abilities"].as_array().unwrap().len());
                }
            }
            // The extractor's notes beside a card are not kept.
            if let Some(text) = from["cardRulesText"].as_array() {
                for note in text.iter().filter_map(Value::as_str) {
                    assert!(!shipped_text.contains(note), "{slug}: {note}");
                }
            }
        }
    }
    assert_eq!(fighters, 235);
    // The 18 warbands without cards still name none.
    let without = warbands
        .iter()
        .filter(|w| w["fighters"].as_array().unwrap().is_empty())
        .count();
    assert_eq!(without, 68 - 50);
}

#[test]
fn what_the_reference_calls_doubtful_is_marked_on_the_fighter() {
    let pack = imported();
    let fighter = |warband: &str, name: &str| {
        pack["warbands"]
            .as_array()
            .unwrap()
            .iter()
            .find(|w| w["id"] == warband)
            .unwrap()["fighters"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["name"]["en"] == name)
            .unwrap_or_else(|| panic!("{warband}: no {name}"))
            .clone()
    };
    let doubts = |f: &Value| -> Vec<String> {
        f["doubts"]
            .as_array()
            .map(|d| d.iter().map(|d| d.as_str().unwrap().to_owned()).collect())
            .unwrap_or_default()
    };
    // SOURCE.txt: three fighters marked both leader and minion.
    for (warband, name) in [
        ("skittershanks-clawpack", "Slynk"),
        ("the-starblood-stalkers", "Kixi-Taka"),
        ("zarbags-gitz", "Zarbag"),
    ] {
        assert!(
            doubts(&fighter(warband, name)).contains(&"leader-and-minion".to_owned()),
            "{name}"
        );
    }
    // Damage 0 on every weapon of four of the Gardeners, both sides.
    for name in ["Phleghmus", "Strewg", "Dripterus", "Slunge"] {
        assert!(doubts(&fighter("grandfathers-gardeners", name)).contains(&"damage-zero".into()));
    }
    assert!(doubts(&fighter("mollogs-mob", "Stalagsquig")).contains(&"move-zero".into()));
    assert!(doubts(&fighter("mollogs-mob", "Mollog")).contains(&"health-unusual".into()));
    assert!(doubts(&fighter("gnarlspirit-pack", "Sarrakkar")).contains(&"runemarks-differ".into()));
    // A card read plainly carries no doubt.
    assert!(doubts(&fighter("the-grymwatch", "Crakmarrow")).is_empty());
    // The rulebook's facts join the cards: Tik Tik keeps its runemark, Ardorn his name.
    let tik = fighter("zikkits-tunnelpack", "Tik Tik");
    assert!(tik["runemarks"]
        .as_array()
        .unwrap()
        .contains(&"tik-tik".into()));
    assert_eq!(fighter("the-emberwatch", "Ardorn")["name"]["es"], "Ardorn");
}
