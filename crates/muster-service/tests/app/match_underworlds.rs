//! The match commands on Underworlds matches, with two warbands and two Rivals decks the
//! player stored as their own records (every fighter, card and number made up for the tests:
//! fixture, not real data): a whole game from the territory roll-off to the result kept in
//! the history, the glory cap on upgrades (V8) refused through the shell, undo and redo, and
//! the set-ups the rules refuse. Each time the buttons' state is the rules' dry runs.

use crate::support::*;
use serde_json::json;

const ANA: usize = 0;
const BEN: usize = 1;

/// A made-up face: Health 4, Bounty 2 (fixture values).
fn face() -> Value {
    json!({"move": 3, "save": {"dice": 1, "symbol": "shield"}, "health": 4, "bounty": 2,
        "weapons": [{"name": "Fixture blade", "kind": "melee", "range": 1, "dice": 2,
            "symbol": "hammer", "damage": 2, "abilities": []}]})
}

/// A complete fixture warband: a leader and one more fighter.
fn warband(id: &str, leader: &str, other: &str) -> Value {
    let fighter = |id: &str, runemarks: Value| {
        json!({"id": id, "name": {"en": id}, "runemarks": runemarks,
            "uninspired": face(), "inspired": face()})
    };
    json!({"id": id, "name": {"en": id}, "source": "user: fixture, not real data",
        "roster_complete": true,
        "fighters": [fighter(leader, json!(["leader"])), fighter(other, json!([]))],
        "abilities": [{"id": format!("{id}-ability"), "name": {"en": "Fixture ability"}}]})
}

/// A whole fixture deck `id`: 12 objectives (the first a surge one) with glory 1, 10 ploys
/// and 10 upgrades with glory 1.
fn deck(id: &str) -> Value {
    let mut cards = Vec::new();
    for n in 1..=12 {
        cards.push(json!({"id": format!("{id}-objective-{n}"),
            "name": {"en": format!("{id} objective {n}")}, "kind": "objective",
            "surge": n == 1, "glory": 1}));
    }
    for n in 1..=10 {
        cards.push(json!({"id": format!("{id}-ploy-{n}"),
            "name": {"en": format!("{id} ploy {n}")}, "kind": "ploy", "surge": false}));
        cards.push(json!({"id": format!("{id}-upgrade-{n}"),
            "name": {"en": format!("{id} upgrade {n}")}, "kind": "upgrade", "surge": false,
            "glory": 1}));
    }
    json!({"id": id, "name": {"en": id}, "source": "user: fixture, not real data",
        "cards": cards})
}

/// The Rivals list of `warband` with the whole of `deck`.
fn list(name: &str, warband: &str, deck_id: &str) -> Value {
    let cards = deck(deck_id)["cards"].as_array().unwrap().clone();
    let ids = |objective: bool| -> Vec<Value> {
        cards
            .iter()
            .filter(|c| (c["kind"] == "objective") == objective)
            .map(|c| c["id"].clone())
            .collect()
    };
    json!({"format": "muster-list/1", "game": "underworlds", "name": name,
        "play_format": "rivals", "warband": warband, "decks": [deck_id],
        "objectives": ids(true), "power": ids(false)})
}

/// A state whose player stored both warbands and both decks.
fn with_records(dir: &TempDir) -> AppState {
    let state = state_in(dir);
    for (kind, record) in [
        ("warband", warband("fixture-wardens", "captain", "warden")),
        ("warband", warband("fixture-raiders", "chief", "raider")),
        ("deck", deck("deck-a")),
        ("deck", deck("deck-b")),
    ] {
        underworlds_save_record(&state, kind, record).unwrap();
    }
    state
}

/// Ana (the Wardens, deck A) against Ben (the Raiders, deck B).
fn start(state: &AppState) -> (MatchId, Value) {
    let ana = save(state, list("Ana's wardens", "fixture-wardens", "deck-a"));
    let ben = save(state, list("Ben's raiders", "fixture-raiders", "deck-b"));
    let view = match_start(state, ana, ben, "Ana", "Ben", Lang::En).unwrap();
    (view["id"].as_i64().unwrap(), view)
}

/// Ana wins the territory roll-off; Ben places tokens 1, 3 and 5, Ana 2 and 4; Ben, who
/// placed the last, deploys first; both warbands deploy; round 1's roll-off is next.
fn deployed(state: &AppState) -> (MatchId, Value) {
    let (id, _) = start(state);
    ok(
        state,
        id,
        json!({"type": "territory_roll_off", "winner": ANA}),
    );
    for (side, territory, number) in [
        (BEN, json!(BEN), 1),
        (ANA, json!(ANA), 2),
        (BEN, json!(null), 3),
        (ANA, json!(null), 4),
        (BEN, json!(null), 5),
    ] {
        ok(
            state,
            id,
            json!({"type": "place_feature", "side": side, "territory": territory, "number": number}),
        );
    }
    let mut view = Value::Null;
    for (side, fighter) in [
        (BEN, "chief"),
        (ANA, "captain"),
        (BEN, "raider"),
        (ANA, "warden"),
    ] {
        view = ok(
            state,
            id,
            json!({"type": "deploy", "side": side, "fighter": fighter}),
        );
    }
    (id, view)
}

/// The power step ends: the player with the opportunity passes, then the other.
fn passes(state: &AppState, id: MatchId, view: &Value) -> Value {
    let next = view["state"]["next"].as_u64().unwrap() as usize;
    ok(state, id, json!({"type": "pass", "side": next}));
    ok(state, id, json!({"type": "pass", "side": 1 - next}))
}

/// Focus turns (both players passing) until the end phase.
fn to_end_phase(state: &AppState, id: MatchId, mut view: Value) -> Value {
    while view["state"]["stage"] != "end_phase" {
        let active = view["state"]["active"].as_u64().unwrap();
        view = ok(
            state,
            id,
            json!({"type": "action", "side": active, "ability": "focus"}),
        );
        view = passes(state, id, &view);
    }
    view
}

/// The player whose end phase it is finishes it, then the other.
fn end_phase(state: &AppState, id: MatchId, view: &Value) -> Value {
    let first = view["state"]["next"].as_u64().unwrap();
    ok(state, id, json!({"type": "end_phase_done", "side": first}));
    ok(
        state,
        id,
        json!({"type": "end_phase_done", "side": 1 - first}),
    )
}

#[test]
fn an_underworlds_match_starts_from_two_saved_lists_with_the_players_records() {
    let dir = TempDir::new("uw-start");
    let state = with_records(&dir);
    let (id, view) = start(&state);
    assert_eq!(view["game"], "underworlds");
    assert_eq!(
        (
            view["rounds"].clone(),
            view["turns"].clone(),
            view["featureTokens"].clone()
        ),
        (json!(3), json!(4), json!(5))
    );
    assert_eq!(view["state"]["stage"], "territories");
    let ana = &view["state"]["sides"][ANA];
    assert_eq!(ana["player"], "Ana");
    assert_eq!(ana["warband"], "fixture-wardens");
    assert_eq!(ana["fighters"][0]["id"], "captain");
    assert_eq!(ana["fighters"][0]["leader"], true);
    assert_eq!(ana["cards"].as_array().unwrap().len(), 32);
    assert_eq!(ana["abilities"], json!(["fixture-wardens-ability"]));
    assert_eq!(view["events"], json!([]));
    assert_eq!(view["finishedAt"], json!(null));

    // Only the territory roll-off may be recorded (and the redraws told); the rest say why not.
    let checks = &view["checks"];
    assert_eq!(checks["territoryRollOff"], json!([null, null]));
    assert_eq!(checks["redraw"], json!([null, null]));
    for key in [
        "placeFeature",
        "roundRollOff",
        "focus",
        "pass",
        "endPhaseDone",
    ] {
        let all = checks[key].as_array().unwrap();
        assert!(all.iter().all(|c| !why(c).is_empty()), "{key}: {all:?}");
    }
    for key in [
        "deploy",
        "move",
        "attack",
        "charge",
        "guard",
        "delve",
        "damage",
        "heal",
        "inspire",
        "uninspire",
        "raise",
    ] {
        let sides = checks[key].as_array().unwrap();
        assert_eq!(sides.len(), 2, "{key}");
        assert_eq!(
            sides[ANA].as_array().unwrap().len(),
            2,
            "{key}: per fighter"
        );
        assert!(!why(&sides[BEN][1]).is_empty(), "{key}");
    }
    for key in ["playPloy", "scoreObjective"] {
        assert_eq!(
            checks[key][BEN].as_array().unwrap().len(),
            32,
            "{key}: per card"
        );
    }
    assert_eq!(checks["equip"][ANA].as_array().unwrap().len(), 32);
    assert_eq!(checks["equip"][ANA][31].as_array().unwrap().len(), 2);
    assert!(!why(&checks["equip"][ANA][31][0]).is_empty());
    assert_eq!(checks["useAbility"][BEN].as_array().unwrap().len(), 1);

    let row = serde_json::to_value(&matches_list(&state).unwrap()[0]).unwrap();
    assert_eq!(row["game"], "underworlds");
    assert_eq!(
        (row["player"].clone(), row["opponent"].clone()),
        (json!("Ana"), json!("Ben"))
    );
    assert_eq!(
        (row["faction"].clone(), row["opponentFaction"].clone()),
        (json!("fixture-wardens"), json!("fixture-raiders"))
    );
    assert_eq!(row["listName"], "Ana's wardens");

    // Opened again: the same match, replayed from its log.
    let opened = match_open(&state, id, Lang::Es).unwrap();
    assert_eq!(opened["state"]["sides"], view["state"]["sides"]);
    assert_ne!(
        opened["state"]["prompt"], view["state"]["prompt"],
        "in Spanish"
    );
}

#[test]
fn the_set_up_goes_step_by_step_with_the_rules_checks() {
    let dir = TempDir::new("uw-setup");
    let state = with_records(&dir);
    let (id, _) = start(&state);
    ok(
        &state,
        id,
        json!({"type": "redraw", "side": ANA, "objectives": true}),
    );
    let view = ok(
        &state,
        id,
        json!({"type": "territory_roll_off", "winner": ANA}),
    );
    assert_eq!(view["state"]["stage"], "features");
    // The roll-off's loser places the first token; a redraw is told once.
    assert_eq!(view["state"]["next"], BEN);
    assert!(!why(&view["checks"]["redraw"][ANA]).is_empty());
    assert_eq!(view["checks"]["redraw"][BEN], json!(null));
    assert_eq!(view["checks"]["placeFeature"], json!([null, null, null]));
    assert!(!why(&view["checks"]["territoryRollOff"][ANA]).is_empty());
    let (d, view) = refused(
        &state,
        id,
        json!({"type": "place_feature", "side": ANA, "territory": null, "number": 1}),
    );
    assert_eq!(d.path, "/side");
    assert_eq!(view["head"], 2, "nothing was recorded");

    // Four tokens with none in Ana's territory: the fifth must go there.
    let mut view = view;
    for (side, territory, number) in [
        (BEN, json!(BEN), 1),
        (ANA, json!(null), 2),
        (BEN, json!(null), 3),
        (ANA, json!(null), 4),
    ] {
        view = ok(
            &state,
            id,
            json!({"type": "place_feature", "side": side, "territory": territory, "number": number}),
        );
    }
    let place = &view["checks"]["placeFeature"];
    assert_eq!(place[ANA], json!(null));
    assert!(!why(&place[BEN]).is_empty());
    assert!(!why(&place[2]).is_empty());
    let view = ok(
        &state,
        id,
        json!({"type": "place_feature", "side": BEN, "territory": ANA, "number": 5}),
    );
    assert_eq!(view["state"]["stage"], "deployment");
    assert_eq!(view["state"]["features"].as_array().unwrap().len(), 5);

    // Ben placed the last token: he deploys first, then the players alternate.
    assert_eq!(view["checks"]["deploy"][BEN], json!([null, null]));
    assert!(!why(&view["checks"]["deploy"][ANA][0]).is_empty());
    let view = ok(
        &state,
        id,
        json!({"type": "deploy", "side": BEN, "fighter": "chief"}),
    );
    assert_eq!(view["checks"]["deploy"][ANA], json!([null, null]));
    assert!(
        !why(&view["checks"]["deploy"][BEN][0]).is_empty(),
        "deployed"
    );
    ok(
        &state,
        id,
        json!({"type": "deploy", "side": ANA, "fighter": "captain"}),
    );
    ok(
        &state,
        id,
        json!({"type": "deploy", "side": BEN, "fighter": "raider"}),
    );
    let view = ok(
        &state,
        id,
        json!({"type": "deploy", "side": ANA, "fighter": "warden"}),
    );
    assert_eq!(
        (
            view["state"]["stage"].clone(),
            view["state"]["round"].clone()
        ),
        (json!("roll_off"), json!(1))
    );
    // Round 1: a winner is recorded; a tie has no underdog to win it yet.
    let roll = &view["checks"]["roundRollOff"];
    assert_eq!(
        (roll[ANA].clone(), roll[BEN].clone()),
        (json!(null), json!(null))
    );
    assert!(!why(&roll[2]).is_empty());
    assert_eq!(view["events"].as_array().unwrap().len(), 11);
    assert_eq!(
        view["events"][0],
        json!({"type": "redraw", "side": 0, "objectives": true, "power": false})
    );
}

#[test]
fn a_whole_game_is_played_kept_in_the_history_and_counted() {
    let dir = TempDir::new("uw-game");
    let state = with_records(&dir);
    let (id, _) = deployed(&state);
    let view = ok(
        &state,
        id,
        json!({"type": "round_roll_off", "winner": ANA, "first": ANA}),
    );
    assert_eq!(view["state"]["stage"], "action");
    assert_eq!(view["state"]["active"], ANA);
    // Ana's action step: her fighters may act, Ben's not; a non-surge ploy waits for the
    // power step.
    for key in ["move", "attack", "charge", "guard"] {
        assert_eq!(view["checks"][key][ANA], json!([null, null]), "{key}");
        assert!(!why(&view["checks"][key][BEN][0]).is_empty(), "{key}");
    }
    assert_eq!(view["checks"]["focus"][ANA], json!(null));
    assert!(!why(&view["checks"]["playPloy"][ANA][12]).is_empty());

    // The Captain attacks and takes the Raider down (Health 4): Ana gains its Bounty 2.
    ok(
        &state,
        id,
        json!({"type": "action", "side": ANA, "ability": "attack", "fighter": "captain"}),
    );
    let view = ok(
        &state,
        id,
        json!({"type": "damage", "side": BEN, "fighter": "raider", "amount": 4}),
    );
    let raider = &view["state"]["sides"][BEN]["fighters"][1];
    assert_eq!(raider["slain"], true);
    assert_eq!(view["state"]["sides"][ANA]["glory"]["total"], 2);
    assert!(!why(&view["checks"]["damage"][BEN][1]).is_empty(), "slain");
    assert_eq!(view["checks"]["raise"][BEN][1], json!(null));
    assert_eq!(view["state"]["stage"], "power");

    // Her power step: two upgrades of glory 1 fit her 2 glory; a third would not (V8).
    assert_eq!(view["checks"]["pass"][ANA], json!(null));
    assert!(!why(&view["checks"]["pass"][BEN]).is_empty());
    let upgrade = |n: usize| format!("deck-a-upgrade-{n}");
    let index = |view: &Value, card: &str| {
        view["state"]["sides"][ANA]["cards"]
            .as_array()
            .unwrap()
            .iter()
            .position(|c| c["id"] == card)
            .unwrap()
    };
    assert_eq!(
        view["checks"]["equip"][ANA][index(&view, &upgrade(1))],
        json!([null, null])
    );
    ok(
        &state,
        id,
        json!({"type": "equip", "side": ANA, "fighter": "captain", "card": upgrade(1)}),
    );
    ok(&state, id, json!({"type": "pass", "side": BEN}));
    let view = ok(
        &state,
        id,
        json!({"type": "equip", "side": ANA, "fighter": "warden", "card": upgrade(2)}),
    );
    assert_eq!(
        view["state"]["sides"][ANA]["capacity"],
        json!({"used": 2, "total": 2})
    );
    ok(&state, id, json!({"type": "pass", "side": BEN}));
    let view = match_open(&state, id, Lang::En).unwrap();
    let over = &view["checks"]["equip"][ANA][index(&view, &upgrade(3))];
    assert!(!why(&over[0]).is_empty(), "over the cap");
    let (d, after) = refused(
        &state,
        id,
        json!({"type": "equip", "side": ANA, "fighter": "captain", "card": upgrade(3)}),
    );
    assert_eq!(d.rule, "underworlds:V8");
    assert_eq!(d.message, why(&over[0]));
    assert_eq!(after["head"], view["head"], "nothing was recorded");
    // Ben passed last: Ana's pass is the second in a row and ends her turn.
    let view = ok(&state, id, json!({"type": "pass", "side": ANA}));
    assert_eq!(view["state"]["active"], BEN);

    // Undo and redo move along the timeline.
    let head = view["head"].as_u64().unwrap();
    let undone = ok(&state, id, json!({"type": "undo", "to": head - 1}));
    assert_eq!(undone["state"]["stage"], "power");
    assert_eq!(undone["canRedo"], true);
    let view = ok(&state, id, json!({"type": "redo", "to": head}));
    assert_eq!(view["state"]["active"], BEN);

    // Round 1 to its end phase; Ana scores an objective there.
    let view = to_end_phase(&state, id, view);
    let first = view["state"]["next"].as_u64().unwrap() as usize;
    assert_eq!(first, ANA, "the first player plays the end phase first");
    assert_eq!(view["checks"]["endPhaseDone"][ANA], json!(null));
    assert!(!why(&view["checks"]["endPhaseDone"][BEN]).is_empty());
    let objective = index(&view, "deck-a-objective-2");
    assert_eq!(
        view["checks"]["scoreObjective"][ANA][objective],
        json!(null)
    );
    let view = ok(
        &state,
        id,
        json!({"type": "score_objective", "side": ANA, "card": "deck-a-objective-2"}),
    );
    assert_eq!(view["state"]["sides"][ANA]["glory"]["total"], 3);
    let mut view = end_phase(&state, id, &view);

    // Rounds 2 and 3: Ben (the underdog) wins a tied roll-off and goes first.
    for round in [2, 3] {
        assert_eq!(view["state"]["stage"], "roll_off");
        assert_eq!(view["state"]["round"], round);
        assert_eq!(
            view["checks"]["roundRollOff"][2],
            json!(null),
            "the underdog"
        );
        ok(
            &state,
            id,
            json!({"type": "round_roll_off", "winner": null, "first": BEN}),
        );
        view = to_end_phase(&state, id, match_open(&state, id, Lang::En).unwrap());
        if round < 3 {
            view = end_phase(&state, id, &view);
        }
    }
    assert!(view["outcome"].is_null(), "not before the final end phase");
    let err = match_finish(&state, id, Lang::En).unwrap_err();
    assert_eq!(err.code, "match.not_over");
    let view = end_phase(&state, id, &view);
    assert_eq!(view["state"]["stage"], "over");
    let outcome = &view["outcome"];
    assert_eq!(outcome["winner"], ANA);
    assert_eq!(outcome["decided_by"], "glory");
    assert_eq!(view["scores"][ANA]["total"], 3);

    // Kept in the history: won for the player, counted per list and warband.
    let view = match_finish(&state, id, Lang::En).unwrap();
    assert!(view["finishedAt"].is_i64());
    let row = &matches_list(&state).unwrap()[0];
    assert_eq!(row.outcome, Some(MatchOutcome::Won));
    let stats = match_stats(&state).unwrap();
    assert_eq!(stats.factions[0].faction, "fixture-wardens");
    assert_eq!(
        (
            stats.factions[0].record.played,
            stats.factions[0].record.won
        ),
        (1, 1)
    );
    let err = match_record(&state, id, json!({"type": "pass", "side": 0}), Lang::En).unwrap_err();
    assert_eq!(err.code, "match.finished");
}

#[test]
fn set_ups_the_rules_cannot_start_from_are_refused_naming_the_place() {
    let dir = TempDir::new("uw-refused");
    let state = with_records(&dir);
    let wardens = save(&state, list("Ana's wardens", "fixture-wardens", "deck-a"));
    // The shipped Garrek's Reavers: no source gives its roster nor its values.
    let embers = save(&state, list("Reavers", "garreks-reavers", "deck-b"));
    let err = match_start(&state, wardens, embers, "Ana", "Ben", Lang::En).unwrap_err();
    assert_eq!(err.code, "match.setup");
    assert!(
        err.message.contains("/players/1/list/warband"),
        "{}",
        err.message
    );
    // An Underworlds list against a RuneWars one: not one game.
    let daqan = save(&state, example("runewars-daqan-shield-wall.json"));
    let err = match_start(&state, wardens, daqan, "Ana", "Ben", Lang::En).unwrap_err();
    assert_eq!(err.code, "match.game");
    assert!(err.message.contains("Underworlds"), "{}", err.message);
    assert!(matches_list(&state).unwrap().is_empty(), "nothing started");

    // What is not an Underworlds event at all is args.invalid, and nothing is recorded.
    let (id, _) = start(&state);
    let err = match_record(&state, id, json!({"type": "activate"}), Lang::En).unwrap_err();
    assert_eq!(err.code, "args.invalid");
    assert!(err.message.contains("Underworlds"), "{}", err.message);
    let err = match_record(
        &state,
        id,
        json!({"type": "damage", "side": 0, "fighter": "captain", "amount": "lots"}),
        Lang::En,
    )
    .unwrap_err();
    assert_eq!(err.code, "args.invalid");
    assert_eq!(match_open(&state, id, Lang::En).unwrap()["log"], 0);
}
