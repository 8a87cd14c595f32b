//! The match commands on RuneWars matches: start, the set-up, a round, a refusal, undo and
//! redo, a reopened match, elimination, the result kept, the history and the statistics.

use crate::support::*;
use serde_json::json;

/// Ana's Shield wall (list 1) against Ben's Host of Crows (list 2).
fn started(state: &AppState) -> Value {
    let daqan = list_save(state, None, &example("runewars-daqan-shield-wall.json")).unwrap();
    let waiqar = list_save(state, None, &example("runewars-waiqar-host-of-crows.json")).unwrap();
    match_start(state, daqan.id, waiqar.id, " Ana ", "Ben", Lang::En).unwrap()
}

/// First player, cards, zone and every unit deployed, alternating from Ben (first).
fn set_up(state: &AppState, id: MatchId) -> Value {
    let view = match_open(state, id, Lang::En).unwrap();
    let chooser = view["mayChooseFirst"].as_u64().unwrap();
    ok(
        state,
        id,
        json!({"type": "first_player", "chooser": chooser, "first": 1}),
    );
    ok(
        state,
        id,
        json!({"type": "cards", "first_pick": "objective", "deployment": "D",
               "objective": "O", "objective_value": 2}),
    );
    let mut view = ok(
        state,
        id,
        json!({"type": "zone", "side": 0, "colour": "blue"}),
    );
    while view["state"]["stage"] == "deploy" {
        let side = view["nextToDeploy"].as_u64().unwrap() as usize;
        let unit = view["checks"]["deploy"][side]
            .as_array()
            .unwrap()
            .iter()
            .position(Value::is_null)
            .expect("a unit of the side to deploy may deploy");
        view = ok(
            state,
            id,
            json!({"type": "deploy", "side": side, "unit": unit}),
        );
    }
    view
}

#[test]
fn a_match_starts_from_two_saved_lists_and_is_in_the_history() {
    let dir = TempDir::new("match-start");
    let state = state_in(&dir);
    let view = started(&state);
    assert_eq!(view["game"], "runewars");
    assert_eq!(view["rounds"], 8);
    assert_eq!(view["state"]["stage"], "first_player");
    assert_eq!(view["state"]["sides"][0]["player"], "Ana");
    assert_eq!(view["state"]["sides"][1]["faction"], "waiqar-the-undying");
    assert_eq!(
        view["state"]["sides"][0]["units"].as_array().unwrap().len(),
        4
    );
    assert_eq!(
        (view["head"].clone(), view["canUndo"].clone()),
        (json!(0), json!(false))
    );
    assert_eq!(view["finishedAt"], Value::Null);
    assert!(view["scores"][0]["total"].as_i64().unwrap() > 0);
    // The lower spent total chooses the first player: the rules core says which side.
    let spent: Vec<u64> = (0..2)
        .map(|s| view["state"]["sides"][s]["spent"].as_u64().unwrap())
        .collect();
    let lower = if spent[0] < spent[1] { 0 } else { 1 };
    assert_ne!(spent[0], spent[1]);
    assert_eq!(view["mayChooseFirst"], lower);

    let rows = matches_list(&state).unwrap();
    assert_eq!(rows.len(), 1);
    let row = serde_json::to_value(&rows[0]).unwrap();
    assert_eq!(row["player"], "Ana");
    assert_eq!(row["opponent"], "Ben");
    assert_eq!(row["listName"], "Shield wall of Terrinoth");
    assert_eq!(row["opponentListName"], "Host of Crows");
    assert_eq!(
        (row["listId"].clone(), row["opponentListId"].clone()),
        (json!(1), json!(2))
    );
    assert_eq!(row["faction"], "daqan-lords");
    assert_eq!(row["finishedAt"], Value::Null);
    assert_eq!(row["outcome"], Value::Null);
    assert!(row["createdAt"].is_i64());
}

#[test]
fn a_match_needs_two_saved_lists_and_two_names() {
    let dir = TempDir::new("match-start-errors");
    let state = state_in(&dir);
    let daqan = list_save(&state, None, &example("runewars-daqan-shield-wall.json")).unwrap();
    let err = match_start(&state, daqan.id, 99, "Ana", "Ben", Lang::En).unwrap_err();
    assert_eq!(err.code, "store.not_found");
    let err = match_start(&state, daqan.id, daqan.id, "Ana", "  ", Lang::Es).unwrap_err();
    assert_eq!(
        err,
        AppError::new(ErrorCode::ArgsInvalid, "cada jugador necesita un nombre")
    );
    // A list whose units the data does not know cannot be played: the set-up's faults.
    let unknown = r#"{"format": "muster-list/1", "game": "runewars", "name": "X",
                      "faction": "daqan-lords", "units": [{"unit": "dragons"}]}"#;
    let odd = list_save(&state, None, unknown).unwrap();
    let err = match_start(&state, daqan.id, odd.id, "Ana", "Ben", Lang::En).unwrap_err();
    assert_eq!(err.code, "match.setup");
    assert!(
        err.message.contains("/players/1/list/units/0/unit"),
        "{}",
        err.message
    );
    assert!(matches_list(&state).unwrap().is_empty());
    assert_eq!(
        match_open(&state, 7, Lang::En).unwrap_err().code,
        "store.not_found"
    );
}

#[test]
fn a_refused_event_comes_back_as_a_diagnostic_and_changes_nothing() {
    let dir = TempDir::new("match-refused");
    let state = state_in(&dir);
    let id = started(&state)["id"].as_i64().unwrap();
    // Ben (the higher total) may not choose the first player.
    let view = match_open(&state, id, Lang::En).unwrap();
    let higher = 1 - view["mayChooseFirst"].as_u64().unwrap();
    let recorded = match_record(
        &state,
        id,
        json!({"type": "first_player", "chooser": higher, "first": 0}),
        Lang::Es,
    )
    .unwrap();
    let refused = serde_json::to_value(recorded.refused.unwrap()).unwrap();
    assert_eq!(refused["code"], "runewars.setup.first_player_chooser");
    assert_eq!(refused["rule"], "runewars:Prep-3");
    assert_eq!(refused["path"], "/chooser");
    assert_eq!(refused["severity"], "error");
    assert!(refused["help"].is_string());
    assert!(
        refused["message"].as_str().unwrap().contains(" contra "),
        "in Spanish: {}",
        refused["message"]
    );
    assert_eq!(recorded.view["head"], 0);
    assert_eq!(recorded.view["log"], 0, "nothing was stored");
    assert_eq!(recorded.view["state"]["stage"], "first_player");

    // Something that is no event at all is the UI's mistake, not a rule's refusal.
    let err = match_record(&state, id, json!({"type": "teleport"}), Lang::En).unwrap_err();
    assert_eq!(err.code, "args.invalid");
    let err = match_record(&state, id, json!({"type": "undo", "to": 3}), Lang::En).unwrap();
    assert_eq!(err.refused.unwrap().code, "match.undo.out_of_range");
}

#[test]
fn a_match_is_set_up_played_undone_reopened_won_and_kept() {
    let dir = TempDir::new("match-play");
    let state = state_in(&dir);
    let id = started(&state)["id"].as_i64().unwrap();
    let view = set_up(&state, id);
    assert_eq!(
        (
            view["state"]["stage"].clone(),
            view["state"]["round"].clone()
        ),
        (json!("command"), json!(1))
    );
    assert_eq!(
        view["checks"]["endCommand"].as_str().map(|m| m.is_empty()),
        Some(false)
    );

    // Dials: every unit marches at its place in the list + 1.
    for side in 0..2 {
        let count = view["state"]["sides"][side]["units"]
            .as_array()
            .unwrap()
            .len();
        for unit in 0..count {
            ok(
                &state,
                id,
                json!({"type": "dial", "side": side, "unit": unit, "action": "march",
                       "initiative": unit + 1}),
            );
        }
    }
    let view = ok(&state, id, json!({"type": "end_command"}));
    assert_eq!(view["state"]["stage"], "activation");
    // Initiative 1: Ben is the first player, so his first unit activates first.
    assert_eq!(view["state"]["next_activation"], json!([1, 1]));
    assert_eq!(view["checks"]["activate"][1][0], Value::Null);
    let why = view["checks"]["activate"][0][0].as_str().unwrap();
    assert!(!why.is_empty());
    assert!(view["checks"]["activate"][1][1].is_string());
    ok(
        &state,
        id,
        json!({"type": "activate", "side": 1, "unit": 0}),
    );
    let view = ok(
        &state,
        id,
        json!({"type": "token", "side": 1, "unit": 0, "token": "panic", "change": 2}),
    );
    assert_eq!(
        view["checks"]["rally"][1][0],
        Value::Null,
        "the active unit may rally"
    );
    assert!(view["checks"]["rally"][0][0].is_string());

    // Undo the token, redo it, undo it again.
    let head = view["head"].as_u64().unwrap();
    let undone = ok(&state, id, json!({"type": "undo", "to": head - 1}));
    assert_eq!(
        undone["state"]["sides"][1]["units"][0]["tokens"]["panic"],
        0
    );
    assert_eq!(
        (undone["canUndo"].clone(), undone["canRedo"].clone()),
        (json!(true), json!(true))
    );
    let redone = ok(&state, id, json!({"type": "redo", "to": head}));
    assert_eq!(
        redone["state"]["sides"][1]["units"][0]["tokens"]["panic"],
        2
    );
    let undone = ok(&state, id, json!({"type": "undo", "to": head - 1}));

    // Reopened from the library (as after a restart): exactly where it was.
    let reopened = match_open(&state, id, Lang::En).unwrap();
    assert_eq!(reopened, undone);

    // Ben's army is destroyed: Ana wins by elimination; the result is kept.
    let count = reopened["state"]["sides"][1]["units"]
        .as_array()
        .unwrap()
        .len();
    let units: Vec<Value> = (0..count).map(|u| json!({"side": 1, "unit": u})).collect();
    let over = ok(&state, id, json!({"type": "destroyed", "units": units}));
    assert_eq!(over["state"]["stage"], "over");
    assert_eq!(over["outcome"]["winner"], 0);
    assert_eq!(over["outcome"]["decided_by"], "elimination");
    assert_eq!(over["outcome"]["rule"], "runewars:§44.1");
    assert_eq!(over["finishedAt"], Value::Null);

    let kept = match_finish(&state, id, Lang::En).unwrap();
    assert!(kept["finishedAt"].is_i64());
    assert_eq!(kept["outcome"], over["outcome"]);
    let err = match_record(&state, id, json!({"type": "undo", "to": 1}), Lang::En);
    assert_eq!(err.unwrap_err().code, "match.finished");
    assert_eq!(
        match_finish(&state, id, Lang::En).unwrap_err().code,
        "match.finished"
    );

    let row = serde_json::to_value(&matches_list(&state).unwrap()[0]).unwrap();
    assert_eq!(row["outcome"], "won");
    assert_eq!(row["result"]["winner"], 0);
    assert!(row["finishedAt"].is_i64());
    let stats = serde_json::to_value(match_stats(&state).unwrap()).unwrap();
    assert_eq!(
        stats["lists"],
        json!([{"listId": 1, "name": "Shield wall of Terrinoth", "game": "runewars",
                "played": 1, "won": 1, "lost": 0, "drawn": 0}])
    );
    assert_eq!(
        stats["factions"],
        json!([{"game": "runewars", "faction": "daqan-lords",
                "played": 1, "won": 1, "lost": 0, "drawn": 0}])
    );
}

#[test]
fn a_match_that_is_not_over_has_no_result_to_keep() {
    let dir = TempDir::new("match-not-over");
    let state = state_in(&dir);
    let id = started(&state)["id"].as_i64().unwrap();
    assert_eq!(
        match_finish(&state, id, Lang::En).unwrap_err().code,
        "match.not_over"
    );
    assert_eq!(matches_list(&state).unwrap()[0].finished_at, None);
    let stats = match_stats(&state).unwrap();
    assert!(stats.lists.is_empty() && stats.factions.is_empty());
}

#[test]
fn a_round_of_known_dials_is_set_by_faces_and_activates_in_dial_order_with_no_number_typed() {
    let dir = TempDir::new("match-dials");
    let state = state_in(&dir);
    let id = started(&state)["id"].as_i64().unwrap();
    let view = set_up(&state, id);
    // Ana's four Daqan units have the community's dials: the tracker offers their faces.
    let units = |view: &Value, side: usize| view["state"]["sides"][side]["units"].clone();
    let daqan = units(&view, 0);
    assert_eq!(daqan.as_array().unwrap().len(), 4);
    for unit in daqan.as_array().unwrap() {
        assert!(!unit["dial_faces"].as_array().unwrap().is_empty(), "{unit}");
    }
    // Each unit sets a face of its own dial, the last face of the first unit, the first of
    // the others…: an action and an initiative the player never types.
    let mut chosen: Vec<(usize, usize, u64)> = Vec::new();
    for side in 0..2 {
        for (unit, state_unit) in units(&view, side).as_array().unwrap().iter().enumerate() {
            let faces = state_unit["dial_faces"].as_array().unwrap();
            let face = (unit * 3 + side) % faces.len();
            let after = ok(
                &state,
                id,
                json!({"type": "dial", "side": side, "unit": unit, "face": face}),
            );
            let dial = &after["state"]["sides"][side]["units"][unit]["dial"];
            assert_eq!(dial["initiative"], faces[face]["initiative"]);
            assert_eq!(dial["action"], faces[face]["action"]);
            chosen.push((side, unit, faces[face]["initiative"].as_u64().unwrap()));
        }
    }
    // A face the dial does not have, or a face beside a typed initiative, is refused.
    let (why, _) = refused(
        &state,
        id,
        json!({"type": "dial", "side": 0, "unit": 0, "face": 8}),
    );
    assert_eq!(why.code, "runewars.command.no_such_face");
    let (why, _) = refused(
        &state,
        id,
        json!({"type": "dial", "side": 0, "unit": 0, "face": 0, "initiative": 3}),
    );
    assert_eq!(why.code, "runewars.command.face_and_initiative");
    let mut view = ok(&state, id, json!({"type": "end_command"}));
    // Activation follows the dials: the lowest initiative first, ties to the first player
    // (Ben), then alternating (digest §53.2, §53.4).
    let mut order: Vec<u64> = Vec::new();
    let mut last: Option<(u64, u64)> = None;
    while view["state"]["stage"] == "activation" {
        let Some(next) = view["state"]["next_activation"].as_array().cloned() else {
            break;
        };
        let (count, side) = (next[0].as_u64().unwrap(), next[1].as_u64().unwrap());
        if let Some((last_count, last_side)) = last {
            let tied_other_waits = chosen
                .iter()
                .any(|&(s, _, i)| s as u64 == 1 - last_side && i == count);
            if last_count == count && tied_other_waits {
                assert_ne!(side, last_side, "ties alternate");
            }
        } else {
            let lowest = chosen.iter().map(|c| c.2).min().unwrap();
            assert_eq!(count, lowest);
        }
        let (_, unit, _) = *chosen
            .iter()
            .find(|&&(s, u, i)| {
                s as u64 == side
                    && i == count
                    && view["state"]["sides"][s]["units"][u]["activated"] == false
            })
            .expect("a unit of that side waits at that initiative");
        order.push(count);
        last = Some((count, side));
        view = ok(
            &state,
            id,
            json!({"type": "activate", "side": side, "unit": unit}),
        );
        if view["state"]["next_activation"].is_null() {
            break;
        }
    }
    assert_eq!(order.len(), chosen.len(), "every unit activated");
    let mut sorted = order.clone();
    sorted.sort_unstable();
    assert_eq!(order, sorted, "in dial order");
}

#[test]
fn a_doubtful_dial_is_marked_never_stops_a_move_and_never_touches_the_lists_verdict() {
    let dir = TempDir::new("match-doubtful-dial");
    let state = state_in(&dir);
    // The two lists are legal with the community's dials in the data, doubtful ones included.
    for file in [
        "runewars-daqan-shield-wall.json",
        "runewars-waiqar-host-of-crows.json",
    ] {
        let checked = check_list(&state, &example(file), Lang::En).unwrap();
        assert!(
            checked.report.legal,
            "{file}: {:?}",
            checked.report.diagnostics
        );
    }
    let id = started(&state)["id"].as_i64().unwrap();
    let view = set_up(&state, id);
    // Each unit whose dial the data calls doubtful says why (blank faces, a copied dial, a
    // name matched by another spelling); the shipped pack has such units on both sides.
    let mut doubtful = 0;
    for side in 0..2 {
        let units = view["state"]["sides"][side]["units"]
            .as_array()
            .unwrap()
            .clone();
        for (unit, u) in units.iter().enumerate() {
            let doubts = u["dial_doubts"].as_array().unwrap();
            if doubts.is_empty() {
                continue;
            }
            doubtful += 1;
            for doubt in doubts {
                assert!(
                    ["blank-faces", "copied", "alias"].contains(&doubt.as_str().unwrap()),
                    "{doubt}"
                );
            }
            // The player's own dial shows a face the data does not list: it is taken as typed.
            let faces = u["dial_faces"].as_array().unwrap();
            let missing = (1..=9u64)
                .find(|i| {
                    !faces
                        .iter()
                        .any(|f| f["action"] == "skill" && f["initiative"] == *i)
                })
                .unwrap();
            let after = ok(
                &state,
                id,
                json!({"type": "dial", "side": side, "unit": unit, "action": "skill",
                       "initiative": missing}),
            );
            let dial = &after["state"]["sides"][side]["units"][unit]["dial"];
            assert_eq!(
                (&dial["action"], dial["initiative"].as_u64()),
                (&json!("skill"), Some(missing))
            );
        }
    }
    assert!(doubtful >= 2, "{doubtful}");
}
