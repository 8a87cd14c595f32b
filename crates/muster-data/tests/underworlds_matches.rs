//! Underworlds matches on the real catalogue: the match files of `tests/underworlds/matches/`
//! replayed on the bundled pack plus the players' own records beside them
//! (`tests/underworlds/matches/records/<kind>/*.json`, loaded as user data). The shipped pack
//! holds the community's fighter cards of the organised-play warbands only, so a match of any
//! other needs a warband the player entered: the records are made up for the files (fixture,
//! not real data), and one file shows two shipped warbands without cards refused at the
//! set-up.

use crate::common;

use common::matches::{
    check_broken, check_fault, check_result, check_schema_on_scenarios, faults, matches_dir,
    setup_lists, with_entries, Break,
};
use common::{json_files, read};
use muster_core::games::underworlds::{Catalog, Stage, Underworlds, UnderworldsList};
use muster_core::matches::MatchFile;
use muster_core::{Game, Lang, Match, Severity};
use muster_data::user::is_users;
use muster_data::{Pack, UserRecordText};
use serde_json::{json, Value};

/// The players' records: `(kind, id, json)` from `records/<kind>/<id>.json`.
fn records() -> Vec<(String, String, String)> {
    let mut records = Vec::new();
    for kind in ["warband", "deck"] {
        for path in json_files(&matches_dir("underworlds").join("records").join(kind)) {
            let id = path.file_stem().unwrap().to_string_lossy().into_owned();
            records.push((kind.to_owned(), id, read(&path)));
        }
    }
    assert!(records.len() >= 4, "records missing: {records:?}");
    records
}

/// The bundled pack plus the players' records.
fn catalog() -> Catalog {
    let records = records();
    let texts: Vec<UserRecordText<'_>> = records
        .iter()
        .map(|(kind, id, json)| UserRecordText { kind, id, json })
        .collect();
    Underworlds::with_user_data(&Underworlds::bundled().unwrap(), &texts)
        .unwrap_or_else(|e| panic!("the records load: {e}"))
}

/// Every match file with its expectation, in name order.
fn scenarios() -> Vec<(String, Value, Value)> {
    common::matches::scenarios("underworlds", 5)
}

/// Each file replays to the result or the fault its `*.expect.json` says, as
/// `muster match replay` reports them (the place a JSON pointer into the file).
#[test]
fn every_scenario_replays_to_its_expected_result_or_fault() {
    let catalog = catalog();
    let (mut results, mut refused) = (0, 0);
    for (name, file, expect) in scenarios() {
        let replayed = common::matches::replay::<Underworlds>(file, &catalog);
        if expect["exit"] == 2 {
            check_fault(&name, &faults(&name, replayed), &expect);
            refused += 1;
            continue;
        }
        let game = replayed.unwrap_or_else(|e| panic!("{name}: {e:?}"));
        check_result(&name, &game, &catalog, &expect);
        assert_eq!(game.state().stage, Stage::Over, "{name}");
        let outcome = game.outcome(Lang::En).expect("the game is over");
        assert_eq!(json!(outcome.reasoning), expect["reasoning"], "{name}");
        results += 1;
    }
    assert!(
        results >= 2 && refused >= 3,
        "{results} results, {refused} refused"
    );
}

/// Every list of a file that starts is one the builder accepts on the same catalogue: a
/// Rivals deck of 12 objectives and 20 power cards, one leader, every value known.
#[test]
fn every_scenario_list_is_one_the_builder_accepts() {
    let catalog = catalog();
    let mut checked = 0;
    for (name, file, expect) in scenarios() {
        if expect["place"]
            .as_str()
            .is_some_and(|p| p.starts_with("/setup"))
        {
            continue;
        }
        for list in setup_lists::<UnderworldsList>(&file) {
            let report = Underworlds::validate(&list, &catalog, &(), Lang::En);
            let errors: Vec<&str> = report
                .with_severity(Severity::Error)
                .map(|d| d.code)
                .collect();
            assert!(errors.is_empty(), "{name}: {}: {errors:?}", list.name);
            checked += 1;
        }
    }
    assert!(checked >= 8, "{checked} lists checked");
}

/// The tracker fields each fighter with the values of the player's record: the Health and
/// Bounty of both faces, the uninspired face up at the start.
#[test]
fn the_tracker_fields_each_fighter_with_the_players_values() {
    let catalog = catalog();
    let mut fighters = 0;
    for (name, file, _) in scenarios() {
        let file = MatchFile::<Underworlds>::from_value(file).expect("a match file");
        let Ok(game) = Match::<Underworlds>::new(file.setup, &catalog, Lang::En) else {
            continue;
        };
        for side in &game.state().sides {
            let warband = catalog.warband(&side.warband).expect("a known warband");
            assert!(
                is_users(&warband.source) || warband.source.contains("community card list"),
                "{name}: {}",
                warband.source
            );
            assert_eq!(side.fighters.len(), warband.fighters.len(), "{name}");
            for (state, data) in side.fighters.iter().zip(&warband.fighters) {
                let (grey, gold) = (data.face(false).unwrap(), data.face(true).unwrap());
                assert_eq!(Some(state.health), grey.health, "{name}: {}", data.id);
                assert_eq!(Some(state.bounty), grey.bounty, "{name}: {}", data.id);
                assert_eq!(Some(state.inspired_face.health), gold.health, "{name}");
                assert_eq!(Some(state.inspired_face.bounty), gold.bounty, "{name}");
                assert_eq!(state.leader, data.is_leader(), "{name}");
                fighters += 1;
            }
        }
    }
    assert!(fighters >= 14, "{fighters} fighters checked");
}

/// The shipped pack starts a match of every warband whose fighter cards the community data
/// holds, and no other: a roster not complete is refused at the set-up and the help sends the
/// player to the warband editor.
#[test]
fn the_shipped_warbands_without_fighter_cards_start_no_match_until_the_player_enters_them() {
    let shipped = Underworlds::bundled().unwrap();
    let (known, unknown): (Vec<_>, Vec<_>) =
        shipped.warbands().iter().partition(|w| w.roster_complete);
    assert_eq!((known.len(), unknown.len()), (50, 18));
    for warband in known {
        let list = json!({"format": "muster-list/1", "game": "underworlds", "name": "Shipped",
                          "play_format": "rivals", "warband": warband.id});
        let setup = serde_json::from_value(json!({"players": [
            {"name": "Ana", "list": list}, {"name": "Ben", "list": list}
        ]}))
        .unwrap();
        let game = Match::<Underworlds>::new(setup, &shipped, Lang::En)
            .unwrap_or_else(|f| panic!("{}: {f:?}", warband.id));
        assert_eq!(game.state().sides[0].fighters.len(), warband.fighters.len());
    }
    for warband in unknown {
        let list = json!({"format": "muster-list/1", "game": "underworlds", "name": "Shipped",
                          "play_format": "rivals", "warband": warband.id});
        let setup = serde_json::from_value(json!({"players": [
            {"name": "Ana", "list": list}, {"name": "Ben", "list": list}
        ]}))
        .unwrap();
        let faults = match Match::<Underworlds>::new(setup, &shipped, Lang::En) {
            Ok(_) => panic!("{}: a shipped warband starts a match", warband.id),
            Err(faults) => faults,
        };
        let first = &faults[0];
        assert_eq!(
            first.code, "underworlds.match.roster_incomplete",
            "{}",
            warband.id
        );
        assert_eq!(first.path, "/players/0/list/warband");
        assert!(first.help.contains("warband editor"), "{}", first.help);
    }
}

/// The match-file schema (`data/schemas/muster-match.schema.json`) accepts every file the
/// parser reads and every kind of Underworlds entry, and refuses the faults the parser
/// refuses.
#[test]
fn the_match_file_schema_accepts_every_underworlds_file_the_parser_accepts() {
    check_schema_on_scenarios::<Underworlds>(&scenarios());
    // Every kind of entry, once, each read by the parser and accepted by the schema.
    let entries = [
        json!({"type": "territory_roll_off", "winner": 1}),
        json!({"type": "redraw", "side": 0, "objectives": true, "power": false}),
        json!({"type": "place_feature", "side": 0, "territory": null, "number": 3}),
        json!({"type": "deploy", "side": 1, "fighter": "fixture-chief"}),
        json!({"type": "round_roll_off", "winner": null, "first": 0}),
        json!({"type": "action", "side": 0, "ability": "focus", "fighter": null}),
        json!({"type": "action", "side": 0, "ability": "charge", "fighter": "fixture-captain"}),
        json!({"type": "pass", "side": 1}),
        json!({"type": "play_ploy", "side": 1, "card": "fixture-b-ploy-1"}),
        json!({"type": "equip", "side": 0, "fighter": "fixture-warden", "card": "fixture-a-upgrade-1"}),
        json!({"type": "delve", "side": 0, "fighter": "fixture-warden"}),
        json!({"type": "use_ability", "side": 0, "ability": "fixture-rally"}),
        json!({"type": "damage", "side": 1, "fighter": "fixture-hound", "amount": 2}),
        json!({"type": "heal", "side": 1, "fighter": "fixture-hound"}),
        json!({"type": "inspire", "side": 0, "fighter": "fixture-captain"}),
        json!({"type": "uninspire", "side": 0, "fighter": "fixture-captain"}),
        json!({"type": "token", "side": 0, "fighter": "fixture-captain", "token": "stagger", "present": true}),
        json!({"type": "stand", "side": 0, "fighter": "fixture-captain", "feature": 2}),
        json!({"type": "stand", "side": 0, "fighter": "fixture-captain", "feature": null}),
        json!({"type": "score_objective", "side": 1, "card": "fixture-b-objective-1"}),
        json!({"type": "raise", "side": 1, "fighter": "fixture-hound"}),
        json!({"type": "end_phase_done", "side": 0}),
        json!({"type": "undo", "to": 0}),
        json!({"type": "redo", "to": 3}),
    ];
    let whole_game = common::matches::scenario("underworlds", "wardens-win-on-glory.json");
    let every = with_entries::<Underworlds>(whole_game, &entries);
    // Faults both refuse, the parser naming the place.
    let broken: [(&str, Break); 5] = [
        ("/events/0", |f| {
            f["events"][0] = json!({"type": "activate"})
        }),
        ("/events/1/ability", |f| {
            f["events"][1] = json!({"type": "action", "side": 0, "ability": "shoot"})
        }),
        ("/events/2/extra", |f| {
            f["events"][2] = json!({"type": "pass", "side": 0, "extra": 1})
        }),
        (
            "/events/3/amount",
            |f| {
                f["events"][3] = json!({"type": "damage", "side": 0, "fighter": "x", "amount": 300})
            },
        ),
        ("/setup/players/0/list/warband", |f| {
            f["setup"]["players"][0]["list"]["warband"] = json!(7)
        }),
    ];
    check_broken::<Underworlds>(&every, &broken);
}
