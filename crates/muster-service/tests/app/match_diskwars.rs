//! The match commands on Diskwars matches: two to four saved lists, what the rules refuse at
//! the start, the introductory game played (a refusal, the checks of the moment, damage to
//! the casualty pile, undo and redo, a reopened match, elimination, the result kept, the
//! history), and a standard game's set-up and five rounds to the scores.

use crate::support::*;
use serde_json::json;

fn seat(list_id: ListId, name: &str) -> Seat {
    Seat {
        list_id,
        name: name.to_owned(),
    }
}

/// Ana's Basic Empire army against Ben's Basic Orc army (the introductory scenario).
fn intro(state: &AppState) -> Value {
    let empire = save(state, example("diskwars/introductory-empire.json"));
    let orcs = save(state, example("diskwars/introductory-orcs.json"));
    match_start(state, empire, orcs, "Ana", " Ben ", Lang::En).unwrap()
}

fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn a_diskwars_match_starts_from_two_to_four_saved_lists() {
    let dir = TempDir::new("diskwars-start");
    let state = state_in(&dir);
    let view = intro(&state);
    assert_eq!(view["game"], "diskwars");
    assert_eq!(view["rounds"], 5);
    assert_eq!(view["state"]["mode"], "introductory");
    assert_eq!(view["state"]["stage"], "initiative");
    assert_eq!(view["state"]["sides"][1]["player"], "Ben");
    assert_eq!(
        view["state"]["sides"][0]["discs"].as_array().unwrap().len(),
        9
    );
    assert_eq!(view["typeUnspent"], json!([false, false]));
    assert_eq!(view["deployCount"], json!([9, 9]));
    // The pack knows Karl Franz's Toughness 5 and Vigor 1; not Grom's.
    assert_eq!(view["discs"][0][0], json!({"toughness": 5, "vigor": 1}));
    assert_eq!(
        view["discs"][1][0],
        json!({"toughness": null, "vigor": null})
    );
    // Nothing activates before the first round: the rules say why.
    let why = view["checks"]["activate"][0][0].as_str().unwrap();
    assert!(!why.is_empty());
    assert_eq!(view["checks"]["actions"][0][0], json!([]));
    assert_eq!(view["events"], json!([]));

    let row = serde_json::to_value(&matches_list(&state).unwrap()[0]).unwrap();
    assert_eq!(row["game"], "diskwars");
    assert_eq!(
        (row["player"].clone(), row["opponent"].clone()),
        (json!("Ana"), json!("Ben"))
    );
    assert_eq!(row["listName"], "Basic Empire army");
    assert_eq!(row["opponentListName"], "Basic Orc army");
    assert_eq!(
        (row["faction"].clone(), row["opponentFaction"].clone()),
        (json!("order"), json!("destruction"))
    );

    // Three players: the history names the others.
    let seats = [seat(1, "Ana"), seat(2, "Ben"), seat(1, "Cleo")];
    let view = match_start_seats(&state, &seats, Lang::En).unwrap();
    assert_eq!(view["state"]["sides"].as_array().unwrap().len(), 3);
    assert_eq!(view["typeUnspent"], json!([false, false, false]));
    let row = serde_json::to_value(&matches_list(&state).unwrap()[0]).unwrap();
    assert_eq!(row["opponent"], "Ben, Cleo");
    assert_eq!(row["opponentListName"], "Basic Orc army, Basic Empire army");
}

#[test]
fn a_diskwars_match_shows_why_its_lists_cannot_play_together() {
    let dir = TempDir::new("diskwars-start-errors");
    let state = state_in(&dir);
    let empire = save(&state, example("diskwars/introductory-empire.json"));
    let standard = save(&state, example("diskwars/order-karl-franz-and-teclis.json"));
    // The rules core's diagnostic, with its place.
    let err = match_start(&state, empire, standard, "Ana", "Ben", Lang::En).unwrap_err();
    assert_eq!(err.code, "match.setup");
    assert!(
        err.message.contains("/players/1/list/mode"),
        "{}",
        err.message
    );
    // Five players.
    let seats: Vec<Seat> = ["Ana", "Ben", "Cleo", "Dan", "Eva"]
        .iter()
        .map(|name| seat(empire, name))
        .collect();
    let err = match_start_seats(&state, &seats, Lang::En).unwrap_err();
    assert_eq!(err.code, "match.setup");
    assert!(err.message.contains("/players"), "{}", err.message);
    // A RuneWars list and a Diskwars list: not one game.
    let daqan = save(&state, example("runewars-daqan-shield-wall.json"));
    let err = match_start(&state, daqan, empire, "Ana", "Ben", Lang::En).unwrap_err();
    assert_eq!(err.code, "match.game");
    assert!(err.message.contains("Diskwars"), "{}", err.message);
    // RuneWars is two players.
    let seats = [seat(daqan, "Ana"), seat(daqan, "Ben"), seat(daqan, "Cleo")];
    let err = match_start_seats(&state, &seats, Lang::Es).unwrap_err();
    assert_eq!(err.code, "args.invalid");
    assert!(err.message.contains("dos jugadores"), "{}", err.message);
    let err = match_start_seats(&state, &[seat(empire, "Ana")], Lang::En).unwrap_err();
    assert_eq!(err.code, "args.invalid");
    assert!(matches_list(&state).unwrap().is_empty());
}

#[test]
fn the_introductory_game_is_set_up_played_refused_undone_and_won() {
    let dir = TempDir::new("diskwars-play");
    let state = state_in(&dir);
    let id = intro(&state)["id"].as_i64().unwrap();

    // Ben rolls higher: with two players he takes the large token at once, and deploys first.
    let view = ok(&state, id, json!({"type": "initiative", "rolls": [3, 5]}));
    assert_eq!(view["state"]["stage"], "deploy");
    assert_eq!(view["state"]["initiative_order"], json!([1, 0]));
    assert_eq!(view["state"]["next"], 1);
    assert_eq!(view["deployOrder"], json!([1, 0]));

    // Eight discs where nine are due: refused, nothing changed.
    let (why, unchanged) = refused(
        &state,
        id,
        json!({"type": "deploy", "side": 1, "discs": [0, 1, 2, 3, 4, 5, 6, 7]}),
    );
    assert_eq!(why.code, "diskwars.setup.deploy_count");
    assert_eq!(why.path, "/discs");
    assert_eq!(unchanged["head"], 1);
    assert_eq!(unchanged["log"], 1, "nothing was stored");
    let all: Vec<usize> = (0..9).collect();
    ok(
        &state,
        id,
        json!({"type": "deploy", "side": 1, "discs": all}),
    );
    let view = ok(
        &state,
        id,
        json!({"type": "deploy", "side": 0, "discs": all}),
    );
    assert_eq!(
        (
            view["state"]["stage"].clone(),
            view["state"]["round"].clone()
        ),
        (json!("choose"), json!(1))
    );

    // Waaagh!'s strategy is not in the pack: the players give the order.
    let (why, _) = refused(
        &state,
        id,
        json!({"type": "reveal", "cards": ["corner", "waaagh"]}),
    );
    assert_eq!(why.code, "diskwars.activation.order_needed");
    let view = ok(
        &state,
        id,
        json!({"type": "reveal", "cards": ["corner", "waaagh"], "order": [0, 1]}),
    );
    assert_eq!(view["state"]["stage"], "resolve");
    assert_eq!(view["resolving"], 0);
    assert_eq!(view["checks"]["activate"][0][0], Value::Null);
    assert_eq!(
        strings(&view["checks"]["actions"][0][0]),
        ["move", "focus", "ranged", "pass"]
    );
    assert!(
        view["checks"]["activate"][1][0].is_string(),
        "not Ben's card"
    );
    assert_eq!(view["checks"]["actions"][1][0], json!([]));
    // Corner is worth 4 (rulebook p.7): it is not done before four discs activate.
    assert!(view["checks"]["resolved"].is_string());
    for disc in 0..4 {
        ok(
            &state,
            id,
            json!({"type": "activate", "side": 0, "disc": disc, "action": "move"}),
        );
    }
    let view = match_open(&state, id, Lang::En).unwrap();
    assert!(view["checks"]["activate"][0][0].is_string(), "activated");
    assert!(
        view["checks"]["activate"][0][4].is_string(),
        "Corner is spent"
    );
    assert_eq!(view["checks"]["resolved"], Value::Null);
    assert_eq!(view["state"]["sides"][0]["discs"][0]["activated"], true);
    assert!(view["checks"]["activationToken"][0][0].is_null());
    assert!(view["checks"]["empower"][0][0].is_null());
    let view = ok(&state, id, json!({"type": "resolved", "side": 0}));
    assert_eq!(view["resolving"], 1);
    ok(
        &state,
        id,
        json!({"type": "activate", "side": 1, "disc": 5, "action": "move",
               "pins": [{"side": 0, "disc": 4}]}),
    );
    let view = ok(&state, id, json!({"type": "resolved", "side": 1}));
    assert_eq!(view["state"]["sides"][0]["discs"][4]["pinned"], true);
    assert_eq!(view["state"]["stage"], "choose");

    // Five damage to Orc Boyz (Toughness 4; their Vigor is not in the pack: the players say
    // they are removed): a casualty, and Ana's live score counts it.
    let view = ok(
        &state,
        id,
        json!({"type": "damage", "hits": [{"side": 1, "disc": 4, "amount": 5, "result": "removed"}]}),
    );
    assert_eq!(
        view["state"]["sides"][1]["discs"][4]["location"],
        "casualty"
    );
    assert_eq!(view["scores"][0]["total"], 1);
    assert_eq!(view["discs"][1][4]["toughness"], 4);
    let head = view["head"].as_u64().unwrap();
    assert_eq!(view["events"].as_array().unwrap().len() as u64, head);
    assert_eq!(view["events"][head as usize - 1]["type"], "damage");
    assert_eq!(
        view["checks"]["remove"][1][4]
            .as_str()
            .map(|m| m.is_empty()),
        Some(false)
    );

    // Undo, redo, undo: the disc is back, then gone, then back; the undone event stays on
    // the timeline until a new one replaces it.
    let undone = ok(&state, id, json!({"type": "undo", "to": head - 1}));
    assert_eq!(
        undone["state"]["sides"][1]["discs"][4]["location"],
        "battlefield"
    );
    assert_eq!(undone["events"].as_array().unwrap().len() as u64, head);
    assert_eq!(undone["canRedo"], true);
    let redone = ok(&state, id, json!({"type": "redo", "to": head}));
    assert_eq!(
        redone["state"]["sides"][1]["discs"][4]["location"],
        "casualty"
    );
    let undone = ok(&state, id, json!({"type": "undo", "to": head - 1}));
    let reopened = match_open(&state, id, Lang::En).unwrap();
    assert_eq!(reopened, undone);

    // Every Orc disc on the battlefield goes: Ben is out, Ana wins by elimination.
    let discs: Vec<Value> = (0..9)
        .map(|disc| json!({"side": 1, "disc": disc}))
        .collect();
    let over = ok(&state, id, json!({"type": "removed", "discs": discs}));
    assert_eq!(over["state"]["stage"], "over");
    assert_eq!(over["outcome"]["winner"], 0);
    assert_eq!(over["outcome"]["decided_by"], "elimination");
    assert_eq!(over["outcome"]["rule"], "diskwars:§3.11");
    assert_eq!(over["scores"][0]["total"], 9);
    let kept = match_finish(&state, id, Lang::En).unwrap();
    assert!(kept["finishedAt"].is_i64());
    let err = match_record(&state, id, json!({"type": "undo", "to": 1}), Lang::En);
    assert_eq!(err.unwrap_err().code, "match.finished");

    let row = serde_json::to_value(&matches_list(&state).unwrap()[0]).unwrap();
    assert_eq!(row["outcome"], "won");
    assert_eq!(row["result"]["winner"], 0);
    let stats = serde_json::to_value(match_stats(&state).unwrap()).unwrap();
    assert_eq!(
        stats["factions"],
        json!([{"game": "diskwars", "faction": "order",
                "played": 1, "won": 1, "lost": 0, "drawn": 0}])
    );
    // Not an event of the game at all: the UI's mistake.
    let dir = TempDir::new("diskwars-not-an-event");
    let state = state_in(&dir);
    let id = intro(&state)["id"].as_i64().unwrap();
    let err = match_record(&state, id, json!({"type": "dial", "side": 0}), Lang::En).unwrap_err();
    assert_eq!(err.code, "args.invalid");
    assert!(err.message.contains("Diskwars"), "{}", err.message);
}

#[test]
fn a_standard_game_asks_for_what_the_pack_lacks_and_scores_after_five_rounds() {
    let dir = TempDir::new("diskwars-standard");
    let state = state_in(&dir);
    let order = save(&state, example("diskwars/order-karl-franz-and-teclis.json"));
    let chaos = save(
        &state,
        example("diskwars/destruction-kairos-and-archaon.json"),
    );
    let view = match_start(&state, order, chaos, "Ana", "Ben", Lang::En).unwrap();
    let id = view["id"].as_i64().unwrap();
    assert_eq!(view["typeUnspent"], json!([true, true]));

    // Unspent points the pack cannot compute are typed; a tie at the top rolls again.
    let (why, _) = refused(&state, id, json!({"type": "initiative", "rolls": [4, 2]}));
    assert_eq!(why.code, "diskwars.setup.unspent_unknown");
    let view = ok(
        &state,
        id,
        json!({"type": "initiative", "rolls": [4, 2], "unspent": [1, 3]}),
    );
    assert_eq!(view["state"]["reroll"], json!([0, 1]));
    assert_eq!(view["state"]["sides"][1]["initiative_total"], 5);
    assert_eq!(view["typeUnspent"], json!([false, false]));
    let view = ok(&state, id, json!({"type": "initiative", "rolls": [6, 2]}));
    assert_eq!(view["state"]["stage"], "assign_initiative");
    assert_eq!(view["state"]["next"], 0);
    ok(
        &state,
        id,
        json!({"type": "assign_initiative", "side": 0, "order": [0, 1]}),
    );
    let view = ok(
        &state,
        id,
        json!({"type": "scenario", "side": 1, "card": "conquest"}),
    );
    assert_eq!(view["state"]["stage"], "deployment_cards");
    assert_eq!(view["checks"]["objective"][0], Value::Null);
    let view = ok(
        &state,
        id,
        json!({"type": "objective", "side": 0, "card": "generalicide"}),
    );
    assert!(view["checks"]["objective"][0].is_string(), "recorded once");
    for (side, card, face, value) in [
        (1, json!("rally-point"), "text", Value::Null),
        (0, json!("advance"), "text", json!(4)),
        (1, Value::Null, "plain", Value::Null),
        (0, json!("feint"), "plain", Value::Null),
    ] {
        let mut entry =
            json!({"type": "deployment_card", "side": side, "card": card, "face": face});
        if !value.is_null() {
            entry["value"] = value;
        }
        ok(&state, id, entry);
    }
    let view = match_open(&state, id, Lang::En).unwrap();
    assert_eq!(view["deployCount"], json!([7, 4]));
    assert_eq!(view["deployOrder"], json!([1, 0]));
    ok(
        &state,
        id,
        json!({"type": "deploy", "side": 1, "discs": [0, 5, 1, 9]}),
    );
    let mut view = ok(
        &state,
        id,
        json!({"type": "deploy", "side": 0, "discs": [0, 6, 1, 2, 3, 7, 9]}),
    );
    assert_eq!(view["state"]["sides"][1]["discs"][2]["location"], "reserve");

    // Five rounds: each card revealed in initiative order and done at once (their values
    // are not in the pack), then the End phase.
    while view["state"]["stage"] != "scoring" {
        let entry = match view["state"]["stage"].as_str().unwrap() {
            "choose" => {
                let cards: Vec<Value> = (0..2)
                    .map(|s| view["state"]["sides"][s]["hand"][0].clone())
                    .collect();
                json!({"type": "reveal", "cards": cards, "order": [0, 1]})
            }
            "resolve" => {
                assert_eq!(view["checks"]["resolved"], Value::Null);
                json!({"type": "resolved", "side": view["resolving"]})
            }
            "melee" => json!({"type": "end_round"}),
            other => panic!("stage {other}"),
        };
        view = ok(&state, id, entry);
    }
    assert_eq!(view["state"]["round"], 5);
    // Generalicide is in the pack: Ana's score is counted. Ben's objective is still secret.
    assert!(view["checks"]["score"][0].is_string());
    assert_eq!(view["checks"]["objective"][1], Value::Null);
    assert!(view["checks"]["score"][1].is_string());
    let view = ok(
        &state,
        id,
        json!({"type": "objective", "side": 1, "card": null}),
    );
    assert_eq!(view["checks"]["score"][1], Value::Null);
    let over = ok(&state, id, json!({"type": "score", "side": 1, "vp": 3}));
    assert_eq!(over["state"]["stage"], "over");
    assert_eq!(over["outcome"]["winner"], 1);
    assert_eq!(over["outcome"]["decided_by"], "score");
    let kept = match_finish(&state, id, Lang::Es).unwrap();
    assert!(kept["outcome"]["reasoning"][0]
        .as_str()
        .unwrap()
        .contains("ronda 5"));
    let row = serde_json::to_value(&matches_list(&state).unwrap()[0]).unwrap();
    assert_eq!(row["outcome"], "lost");
}
