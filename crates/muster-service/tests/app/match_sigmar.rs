//! The match commands on Age of Sigmar matches, with packs imported at test time from the
//! community BattleScribe data (`shared/reference/bsdata-aos4`, never copied into the
//! project): an open-play game set up step by step (territories, deployment unit by unit,
//! generals, sudden death with the opponent's pick of target), a battle round with wounds,
//! a battleshock test worked out by the rules and the game ended on the share of models lost;
//! a sudden-death win kept in the history that earns the army a triumph in its next battle;
//! matched play by drops with a reserve, the auxiliary command point and victory points per
//! round. Each time the buttons' state is the rules' dry runs.

use crate::support::*;
use muster_core::games::sigmar::DEFAULT_SEASON;
use serde_json::json;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The BattleScribe folder of the fourth edition.
fn bsdata() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference/bsdata-aos4")
}

/// The Stormcast Eternals and Blades of Khorne packs as `muster import bsdata` makes them,
/// once per test run.
fn pack_texts() -> &'static [(String, String)] {
    static TEXTS: OnceLock<Vec<(String, String)>> = OnceLock::new();
    TEXTS.get_or_init(|| {
        let data = bsdata();
        let import = muster_bsdata::import_aos(
            &data.join("Age of Sigmar 4.0.gst"),
            &[
                data.join("Stormcast Eternals.cat"),
                data.join("Blades of Khorne.cat"),
            ],
            DEFAULT_SEASON,
        )
        .unwrap();
        import
            .packs
            .iter()
            .map(|p| {
                (
                    format!("{}.json", p.faction.id),
                    serde_json::to_string_pretty(p).unwrap(),
                )
            })
            .collect()
    })
}

/// A state whose player has imported both packs.
fn with_packs(dir: &TempDir) -> AppState {
    let state = state_in(dir);
    let folder = user_packs_dir(&state);
    std::fs::create_dir_all(&folder).unwrap();
    for (file, text) in pack_texts() {
        std::fs::write(folder.join(file), text).unwrap();
    }
    state
}

/// Ana's open-play Stormcast: a Lord-Celestant and 5 Liberators (6 models; Bravery as she
/// reads it on her warscrolls).
fn ana_open() -> Value {
    json!({
        "format": "muster-list/1", "game": "sigmar", "name": "Ana's Stormhost",
        "faction": "stormcast-eternals", "mode": "open",
        "units": [
            {"unit": "lord-celestant", "models": 1, "bravery": 9},
            {"unit": "liberators", "models": 5, "bravery": 7}
        ]
    })
}

/// Ben's open-play Khorne: a Bloodsecrator and 10 Bloodletters (11 models; no Bravery
/// given, so the tracker asks at the first test).
fn ben_open() -> Value {
    json!({
        "format": "muster-list/1", "game": "sigmar", "name": "Ben's Blood Host",
        "faction": "blades-of-khorne", "mode": "open",
        "units": [
            {"unit": "bloodsecrator", "models": 1},
            {"unit": "bloodletters", "models": 10}
        ]
    })
}

/// Starts Ana's open army against Ben's and plays the set-up to round 1's first turn: Ana
/// wins the territories, both deploy unit by unit, the generals, Ana's Blunt on Ben's
/// Bloodletters (his pick), Ana (who finished deploying first) gives Ben the first turn.
fn open_game(state: &AppState) -> (MatchId, Value) {
    let ana = save(state, ana_open());
    let ben = save(state, ben_open());
    let view = match_start(state, ana, ben, "Ana", "Ben", Lang::En).unwrap();
    let id = view["id"].as_i64().unwrap();
    ok(state, id, json!({"type": "territories", "rolls": [5, 2]}));
    ok(state, id, json!({"type": "deploy", "side": 0, "unit": 0}));
    ok(state, id, json!({"type": "deploy", "side": 1, "unit": 0}));
    ok(state, id, json!({"type": "deploy", "side": 0, "unit": 1}));
    ok(state, id, json!({"type": "deploy", "side": 1, "unit": 1}));
    ok(state, id, json!({"type": "general", "side": 0, "unit": 0}));
    ok(state, id, json!({"type": "general", "side": 1, "unit": 0}));
    ok(
        state,
        id,
        json!({"type": "sudden_death", "side": 0, "objective": "blunt", "target": 1}),
    );
    let view = ok(
        state,
        id,
        json!({"type": "first_turn", "side": 0, "first": 1}),
    );
    (id, view)
}

#[test]
fn an_age_of_sigmar_match_starts_from_two_saved_lists() {
    let dir = TempDir::new("sigmar-start");
    let state = with_packs(&dir);
    let ana = save(&state, ana_open());
    let ben = save(&state, ben_open());
    let view = match_start(&state, ana, ben, "Ana", " Ben ", Lang::En).unwrap();
    assert_eq!(view["game"], "sigmar");
    assert_eq!(view["state"]["mode"], "open");
    assert_eq!(view["state"]["stage"], "territories");
    assert_eq!(view["state"]["sides"][1]["player"], "Ben");
    let units = &view["state"]["sides"][0]["units"];
    assert_eq!(units[1]["name"], "Liberators");
    assert_eq!(
        (units[1]["size"].clone(), units[1]["bravery"].clone()),
        (json!(5), json!(7))
    );
    // Wounds from the data's Health where the list gives none.
    assert_eq!(units[1]["wounds"], 2);
    assert_eq!(
        view["state"]["sides"][1]["units"][1]["bravery"],
        json!(null)
    );
    // Open play's six phases end with battleshock.
    assert_eq!(
        view["phases"],
        json!([
            "hero",
            "movement",
            "shooting",
            "charge",
            "combat",
            "battleshock"
        ])
    );
    assert_eq!(view["nextPhase"], json!(null));
    // Only the territories roll-off may be recorded now; the rules say why not the rest.
    assert_eq!(view["checks"]["territories"], json!(null));
    assert_eq!(view["checks"]["realm"], json!(null));
    assert!(!why(&view["checks"]["deploy"][0][0]).is_empty());
    assert!(!why(&view["checks"]["damage"][1][1]).is_empty());
    assert!(!why(&view["checks"]["endGame"]).is_empty());
    assert_eq!(view["events"], json!([]));

    let row = serde_json::to_value(&matches_list(&state).unwrap()[0]).unwrap();
    assert_eq!(row["game"], "sigmar");
    assert_eq!(
        (row["player"].clone(), row["opponent"].clone()),
        (json!("Ana"), json!("Ben"))
    );
    assert_eq!(
        (row["faction"].clone(), row["opponentFaction"].clone()),
        (json!("stormcast-eternals"), json!("blades-of-khorne"))
    );
    assert_eq!(row["listName"], "Ana's Stormhost");

    // Lists of two modes: the rules core names the place.
    let mut matched = ana_open();
    matched["mode"] = json!("matched");
    matched["units"] = json!([]);
    matched["regiments"] = json!([{"leader": {"unit": "lord-celestant"}, "general": true}]);
    let matched = save(&state, matched);
    let err = match_start(&state, matched, ben, "Ana", "Ben", Lang::En).unwrap_err();
    assert_eq!(err.code, "match.setup");
    assert!(
        err.message.contains("/players/1/list/mode"),
        "{}",
        err.message
    );
    // An Age of Sigmar list against a RuneWars one: not one game.
    let daqan = save(&state, example("runewars-daqan-shield-wall.json"));
    let err = match_start(&state, ana, daqan, "Ana", "Ben", Lang::En).unwrap_err();
    assert_eq!(err.code, "match.game");
    assert!(err.message.contains("Age of Sigmar"), "{}", err.message);
}

#[test]
fn the_open_play_set_up_goes_step_by_step_with_the_rules_checks() {
    let dir = TempDir::new("sigmar-setup");
    let state = with_packs(&dir);
    let ana = save(&state, ana_open());
    let ben = save(&state, ben_open());
    let id = match_start(&state, ana, ben, "Ana", "Ben", Lang::En).unwrap()["id"]
        .as_i64()
        .unwrap();

    // A tie rolls again; then Ana wins and sets up first.
    let view = ok(&state, id, json!({"type": "territories", "rolls": [4, 4]}));
    assert_eq!(
        (
            view["state"]["stage"].clone(),
            view["state"]["tied"].clone()
        ),
        (json!("territories"), json!(true))
    );
    let view = ok(&state, id, json!({"type": "territories", "rolls": [5, 2]}));
    assert_eq!(view["state"]["stage"], "deployment");
    assert_eq!(view["state"]["territories_winner"], 0);
    assert_eq!(view["state"]["next"], 0);
    // Ana's units may be set up, Ben's not yet: the rules' reason.
    assert_eq!(view["checks"]["deploy"][0], json!([null, null]));
    assert!(why(&view["checks"]["deploy"][1][0]).contains("side 0"));
    // She may not stop before setting up a unit: her general must be one of its models.
    assert!(why(&view["checks"]["doneDeploying"][0]).contains("general"));
    // Open play deploys unit by unit, never by drops.
    assert_eq!(view["checks"]["deployDrop"], json!([[], []]));
    let (d, view) = refused(&state, id, json!({"type": "deploy", "side": 1, "unit": 0}));
    assert_eq!(d.path, "/side");
    assert_eq!(view["head"], 2, "nothing was recorded");

    let view = ok(&state, id, json!({"type": "deploy", "side": 0, "unit": 0}));
    assert!(why(&view["checks"]["deploy"][0][1]).contains("side 1"));
    let view = ok(&state, id, json!({"type": "deploy", "side": 1, "unit": 0}));
    assert_eq!(view["state"]["next"], 0);
    // Ana stops: her Liberators stay in reserve and she finished first; Ben may go on.
    let view = ok(&state, id, json!({"type": "done_deploying", "side": 0}));
    assert_eq!(view["state"]["finished_first"], 0);
    assert_eq!(view["state"]["sides"][0]["units"][1]["location"], "reserve");
    assert_eq!(view["state"]["next"], 1);
    let view = ok(&state, id, json!({"type": "deploy", "side": 1, "unit": 1}));

    // Both done: the models are counted and each names a general.
    assert_eq!(view["state"]["stage"], "general");
    assert_eq!(
        (
            view["state"]["sides"][0]["starting"].clone(),
            view["state"]["sides"][1]["starting"].clone()
        ),
        (json!(1), json!(11))
    );
    assert_eq!(view["checks"]["general"][0][0], json!(null));
    assert!(
        !why(&view["checks"]["general"][0][1]).is_empty(),
        "in reserve"
    );
    ok(&state, id, json!({"type": "general", "side": 0, "unit": 0}));
    let view = ok(&state, id, json!({"type": "general", "side": 1, "unit": 0}));

    // 1 against 11 qualifies (3 × 11 ≥ 4 × 1): Ana may pick an objective. Ben picks the
    // target: Assassinate takes his hero, Blunt his unit of 10.
    assert_eq!(view["state"]["stage"], "sudden_death");
    let sd = &view["checks"]["suddenDeath"];
    assert_eq!(sd["side"], 0);
    assert_eq!(sd["none"], json!(null));
    assert_eq!(sd["assassinate"][0], json!(null));
    assert!(!why(&sd["assassinate"][1]).is_empty());
    assert!(!why(&sd["blunt"][0]).is_empty());
    assert_eq!(sd["blunt"][1], json!(null));
    assert_eq!(sd["endure"], json!(null));
    assert_eq!(sd["seizeGround"], json!(null));
    let view = ok(
        &state,
        id,
        json!({"type": "sudden_death", "side": 0, "objective": "blunt", "target": 1}),
    );

    // Round 1: Ana finished deploying first, so she chooses without a roll-off.
    assert_eq!(view["state"]["stage"], "first_turn");
    assert_eq!(view["state"]["chooser"], 0);
    assert_eq!(view["checks"]["firstTurn"], json!(null));
    assert!(!why(&view["checks"]["rollOff"]).is_empty());
    let view = ok(
        &state,
        id,
        json!({"type": "first_turn", "side": 0, "first": 1}),
    );
    assert_eq!(view["state"]["turn"]["side"], 1);
    assert_eq!(view["state"]["turn"]["phase"], "hero");
    assert_eq!(view["nextPhase"], "movement");
    assert_eq!(view["events"].as_array().unwrap().len(), 10);
    assert_eq!(
        view["events"][0],
        json!({"type": "territories", "rolls": [4, 4]})
    );
}

#[test]
fn a_battle_round_takes_wounds_model_by_model_and_works_out_battleshock() {
    let dir = TempDir::new("sigmar-battle");
    let state = with_packs(&dir);
    let (id, view) = open_game(&state);
    assert_eq!(view["state"]["outnumbered"], 0);
    assert_eq!(view["state"]["sudden_death"]["objective"], "blunt");
    assert_eq!(view["state"]["sudden_death"]["target"], 1);
    assert_eq!(view["originalModels"], json!([6, 11]));

    // Ben's hero phase: his general may inspire his own units, not Ana's; nothing moves yet.
    assert_eq!(view["checks"]["inspiringPresence"][1], json!([null, null]));
    assert!(!why(&view["checks"]["inspiringPresence"][0][1]).is_empty());
    assert!(!why(&view["checks"]["ran"][1][1]).is_empty());
    assert!(!why(&view["checks"]["battleshock"][1][1]).is_empty());
    assert_eq!(view["checks"]["damage"][0][1], json!(null));
    assert_eq!(view["checks"]["nextPhase"], json!(null));
    assert!(
        !why(&view["checks"]["endTurn"]).is_empty(),
        "not the last phase"
    );

    // Movement: the Bloodletters run, and then may not charge.
    let view = ok(&state, id, json!({"type": "phase", "phase": "movement"}));
    assert_eq!(view["checks"]["ran"][1], json!([null, null]));
    assert!(!why(&view["checks"]["ran"][0][1]).is_empty(), "Ana's units");
    ok(&state, id, json!({"type": "ran", "side": 1, "unit": 1}));
    let view = ok(&state, id, json!({"type": "phase", "phase": "charge"}));
    assert_eq!(view["state"]["sides"][1]["units"][1]["ran"], true);
    assert!(!why(&view["checks"]["charged"][1][1]).is_empty(), "it ran");
    assert_eq!(view["checks"]["charged"][1][0], json!(null));
    ok(&state, id, json!({"type": "charged", "side": 1, "unit": 0}));

    // Combat: 3 wounds on the Liberators (2 Wounds each): one slain, the next carries 1.
    ok(&state, id, json!({"type": "phase", "phase": "combat"}));
    let view = ok(
        &state,
        id,
        json!({"type": "damage", "side": 0, "unit": 1, "wounds": 3}),
    );
    let liberators = &view["state"]["sides"][0]["units"][1];
    assert_eq!(liberators["models"], 4);
    assert_eq!(liberators["damaged"], json!([1]));
    assert_eq!(liberators["slain_this_turn"], 1);
    // Wounds on the general's model are kept apart (its Wounds may be 1 higher); no model
    // slain, so no test for it.
    let view = ok(
        &state,
        id,
        json!({"type": "damage", "side": 0, "unit": 0, "wounds": 2}),
    );
    let celestant = &view["state"]["sides"][0]["units"][0];
    assert_eq!(
        (celestant["general"].clone(), celestant["models"].clone()),
        (json!(2), json!(1))
    );
    // Ana's Liberators strike back: 4 mortal wounds, 2 Bloodletters slain.
    let view = ok(
        &state,
        id,
        json!({"type": "damage", "side": 1, "unit": 1, "wounds": 4, "mortal": true}),
    );
    assert_eq!(view["state"]["sides"][1]["units"][1]["models"], 8);
    assert_eq!(view["state"]["sides"][1]["removed"], 2);

    // Battleshock: both units that lost models test, Ben's (the active player's) first.
    let view = ok(&state, id, json!({"type": "phase", "phase": "battleshock"}));
    assert_eq!(view["nextPhase"], json!(null));
    assert_eq!(
        view["pendingTests"],
        json!([{"side": 1, "unit": 1}, {"side": 0, "unit": 1}])
    );
    assert_eq!(view["checks"]["battleshock"][1][1], json!(null));
    assert!(
        !why(&view["checks"]["battleshock"][0][1]).is_empty(),
        "Ben's first"
    );
    assert!(
        !why(&view["checks"]["battleshock"][1][0]).is_empty(),
        "lost none"
    );
    assert!(!why(&view["checks"]["endTurn"]).is_empty(), "tests pending");
    // The Bloodletters' Bravery is not in the list: the test needs it.
    let (d, _) = refused(
        &state,
        id,
        json!({"type": "battleshock", "side": 1, "unit": 1, "roll": 5}),
    );
    assert_eq!(d.path, "/bravery");
    // Bravery 6 + 0 (8 models) against 5 + 2 slain: 1 flees.
    let view = ok(
        &state,
        id,
        json!({"type": "battleshock", "side": 1, "unit": 1, "roll": 5, "bravery": 6}),
    );
    let bloodletters = &view["state"]["sides"][1]["units"][1];
    assert_eq!(
        bloodletters["last_test"],
        json!({"roll": 5, "slain": 2, "bravery": 6, "per_ten": 0, "modifier": 0,
               "bravery_used": 6, "total": 7, "fled": 1})
    );
    assert_eq!(bloodletters["models"], 7);
    assert_eq!(
        bloodletters["lost"],
        json!({"slain": 2, "fled": 1, "removed": 0})
    );
    assert_eq!(view["pendingTests"], json!([{"side": 0, "unit": 1}]));
    // Ana's Liberators know their Bravery (7): 2 + 1 does not exceed it.
    let view = ok(
        &state,
        id,
        json!({"type": "battleshock", "side": 0, "unit": 1, "roll": 2}),
    );
    assert_eq!(
        view["state"]["sides"][0]["units"][1]["last_test"]["fled"],
        0
    );
    assert_eq!(view["pendingTests"], json!([]));
    assert_eq!(view["checks"]["endTurn"], json!(null));

    // Ana's turn: the flags start afresh; her general inspires the Liberators.
    let view = ok(&state, id, json!({"type": "end_turn"}));
    assert_eq!(view["state"]["turn"]["side"], 0);
    assert_eq!(view["state"]["turn"]["number"], 2);
    assert_eq!(view["state"]["sides"][1]["units"][1]["ran"], false);
    assert_eq!(view["checks"]["inspiringPresence"][0][1], json!(null));
    let view = ok(
        &state,
        id,
        json!({"type": "inspiring_presence", "side": 0, "unit": 1}),
    );
    assert_eq!(view["state"]["sides"][0]["inspiring"], 1);
    assert!(
        !why(&view["checks"]["inspiringPresence"][0][0]).is_empty(),
        "one command ability per hero phase"
    );
    // A refused tap changes nothing; undo takes the last event back.
    let head = view["head"].as_u64().unwrap();
    let view = ok(&state, id, json!({"type": "undo", "to": head - 1}));
    assert_eq!(view["state"]["sides"][0]["inspiring"], json!(null));
    let view = ok(&state, id, json!({"type": "redo", "to": head}));
    assert_eq!(view["state"]["sides"][0]["inspiring"], 1);

    // The players end the game: Ana lost 1 of 6, Ben 3 of 11; Ana's lower share wins a
    // minor victory.
    assert_eq!(view["checks"]["endGame"], json!(null));
    let view = ok(&state, id, json!({"type": "end_game"}));
    assert_eq!(view["state"]["stage"], "over");
    let outcome = &view["outcome"];
    assert_eq!(outcome["winner"], 0);
    assert_eq!(outcome["decided_by"], "minor_victory");
    assert_eq!(outcome["rule"], "sigmar:S1-VIC-2");
    let reasoning = outcome["reasoning"].to_string();
    assert!(reasoning.contains("1 of 6"), "{reasoning}");
    assert!(reasoning.contains("3 of 11"), "{reasoning}");
    let view = match_finish(&state, id, Lang::En).unwrap();
    assert!(view["finishedAt"].is_i64());
    let row = serde_json::to_value(&matches_list(&state).unwrap()[0]).unwrap();
    assert_eq!(row["outcome"], "won");
}

#[test]
fn a_sudden_death_win_is_kept_and_earns_the_army_a_triumph_next_time() {
    let dir = TempDir::new("sigmar-triumph");
    let state = with_packs(&dir);
    let (id, _) = open_game(&state);
    // Ben's Bloodletters, Ana's Blunt target, are wiped out: Ana's major victory at once.
    let view = ok(
        &state,
        id,
        json!({"type": "damage", "side": 1, "unit": 1, "wounds": 20}),
    );
    assert_eq!(view["state"]["stage"], "over");
    assert_eq!(view["outcome"]["winner"], 0);
    assert_eq!(view["outcome"]["decided_by"], "sudden_death");
    assert_eq!(view["outcome"]["rule"], "sigmar:S1-SD-2");
    assert!(!why(&view["checks"]["damage"][0][1]).is_empty(), "over");
    match_finish(&state, id, Lang::En).unwrap();
    let err = match_record(&state, id, json!({"type": "end_game"}), Lang::En).unwrap_err();
    assert_eq!(err.code, "match.finished");

    // The same two lists again: Ana's army rolls on the triumph table after sudden death;
    // Ben's, which lost, does not.
    let (ana, ben) = (1, 2);
    let view = match_start(&state, ana, ben, "Ana", "Ben", Lang::En).unwrap();
    assert_eq!(view["state"]["sides"][0]["last_major_victory"], true);
    assert_eq!(view["state"]["sides"][1]["last_major_victory"], false);
    let id = view["id"].as_i64().unwrap();
    ok(&state, id, json!({"type": "territories", "rolls": [1, 3]}));
    for (side, unit) in [(1, 0), (0, 0), (1, 1), (0, 1)] {
        ok(
            &state,
            id,
            json!({"type": "deploy", "side": side, "unit": unit}),
        );
    }
    ok(&state, id, json!({"type": "general", "side": 0, "unit": 0}));
    ok(&state, id, json!({"type": "general", "side": 1, "unit": 0}));
    let view = ok(
        &state,
        id,
        json!({"type": "sudden_death", "side": 0, "objective": null}),
    );
    assert_eq!(view["state"]["stage"], "triumphs");
    assert_eq!(view["checks"]["triumph"][0], json!(null));
    assert!(!why(&view["checks"]["triumph"][1]).is_empty());
    // 5–6: Empowered, the general's +1 Wounds.
    let view = ok(&state, id, json!({"type": "triumph", "side": 0, "roll": 6}));
    assert_eq!(view["state"]["sides"][0]["triumph"]["kind"], "empowered");
    assert_eq!(view["state"]["sides"][0]["general"]["empowered"], true);
    assert_eq!(view["state"]["stage"], "first_turn");
    // Ben finished deploying first this time.
    assert_eq!(view["state"]["chooser"], 1);
}

/// Ana's matched-play Stormcast: the Lord-Celestant (general) leading Liberators, and
/// Liberators as an auxiliary unit.
fn ana_matched() -> Value {
    json!({
        "format": "muster-list/1", "game": "sigmar", "name": "Ana's Regiments",
        "faction": "stormcast-eternals", "mode": "matched",
        "regiments": [{"leader": {"unit": "lord-celestant"}, "units": [{"unit": "liberators"}], "general": true}],
        "auxiliaries": [{"unit": "liberators"}]
    })
}

/// Ben's matched-play Khorne: the Bloodsecrator (general) leading Bloodletters.
fn ben_matched() -> Value {
    json!({
        "format": "muster-list/1", "game": "sigmar", "name": "Ben's Regiment",
        "faction": "blades-of-khorne", "mode": "matched",
        "regiments": [{"leader": {"unit": "bloodsecrator"}, "units": [{"unit": "bloodletters"}], "general": true}]
    })
}

#[test]
fn matched_play_deploys_by_drops_and_scores_victory_points_per_round() {
    let dir = TempDir::new("sigmar-matched");
    let state = with_packs(&dir);
    let ana = save(&state, ana_matched());
    let ben = save(&state, ben_matched());
    let view = match_start(&state, ana, ben, "Ana", "Ben", Lang::En).unwrap();
    let id = view["id"].as_i64().unwrap();
    assert_eq!(view["state"]["mode"], "matched");
    assert_eq!(view["phases"][5], "end_of_turn");
    // Ben has fewer auxiliary units: the extra command point each round is his.
    assert_eq!(view["state"]["command_point_bonus"], 1);
    assert_eq!(
        view["state"]["sides"][0]["drops"].as_array().unwrap().len(),
        2
    );
    assert_eq!(view["state"]["sides"][0]["drops"][1]["kind"], "auxiliary");

    let view = ok(&state, id, json!({"type": "territories", "rolls": [6, 1]}));
    assert_eq!(view["checks"]["deployDrop"][0], json!([null, null]));
    assert!(!why(&view["checks"]["deployDrop"][1][0]).is_empty());
    assert!(!why(&view["checks"]["deploy"][0][0]).is_empty(), "by drops");
    // Ana's regiment, its Liberators held in reserve.
    let view = ok(
        &state,
        id,
        json!({"type": "deploy_drop", "side": 0, "drop": 0, "reserve": [1]}),
    );
    assert_eq!(view["state"]["sides"][0]["units"][1]["location"], "reserve");
    // Ben's one drop: he has finished first and chooses round 1's first turn.
    ok(
        &state,
        id,
        json!({"type": "deploy_drop", "side": 1, "drop": 0}),
    );
    let view = ok(
        &state,
        id,
        json!({"type": "deploy_drop", "side": 0, "drop": 1}),
    );
    // The generals come from the lists; matched play has no sudden death or triumphs.
    assert_eq!(view["state"]["stage"], "first_turn");
    assert_eq!(view["state"]["chooser"], 1);
    assert_eq!(view["state"]["sides"][0]["general"]["unit"], 0);
    assert_eq!(view["state"]["sides"][1]["starting"], 11);
    let view = ok(
        &state,
        id,
        json!({"type": "first_turn", "side": 1, "first": 0}),
    );

    // No battleshock or Inspiring Presence in matched play: the rules say so.
    assert!(!why(&view["checks"]["inspiringPresence"][0][0]).is_empty());
    // Victory points for round 1, once per side.
    assert_eq!(view["checks"]["victoryPoints"], json!([[null], [null]]));
    let view = ok(
        &state,
        id,
        json!({"type": "victory_points", "side": 0, "round": 1, "points": 4}),
    );
    assert!(!why(&view["checks"]["victoryPoints"][0][0]).is_empty());
    ok(
        &state,
        id,
        json!({"type": "victory_points", "side": 1, "round": 1, "points": 6}),
    );
    let (d, _) = refused(
        &state,
        id,
        json!({"type": "victory_points", "side": 0, "round": 2, "points": 1}),
    );
    assert_eq!(d.path, "/round");
    // The last phase is the end of turn; then Ben's turn and round 2's roll-off.
    for phase in ["movement", "shooting", "charge", "combat", "end_of_turn"] {
        ok(&state, id, json!({"type": "phase", "phase": phase}));
    }
    ok(&state, id, json!({"type": "end_turn"}));
    ok(&state, id, json!({"type": "phase", "phase": "end_of_turn"}));
    let view = ok(&state, id, json!({"type": "end_turn"}));
    assert_eq!(view["state"]["stage"], "roll_off");
    assert_eq!(view["state"]["round"], 2);
    assert_eq!(view["checks"]["rollOff"], json!(null));
    assert_eq!(
        view["checks"]["victoryPoints"][1],
        json!([why(&view["checks"]["victoryPoints"][1][0]), null])
    );

    // Ended: the most victory points win.
    let view = ok(&state, id, json!({"type": "end_game"}));
    assert_eq!(view["outcome"]["winner"], 1);
    assert_eq!(view["outcome"]["decided_by"], "victory_points");
    assert_eq!(view["scores"][1]["total"], 6);
}

/// Seize the Embers asks about Back to Base Camp only where a line scores it: from round 2
/// (`docs/rules/sigmar-matched-play.md` §6.1, #9), so round 1's end of turn does not ask.
#[test]
fn a_battleplan_asks_its_questions_only_in_the_rounds_they_score() {
    let dir = TempDir::new("sigmar-questions");
    let state = with_packs(&dir);
    let ana = save(&state, ana_matched());
    let ben = save(&state, ben_matched());
    let view = match_start(&state, ana, ben, "Ana", "Ben", Lang::En).unwrap();
    let id = view["id"].as_i64().unwrap();
    let asked = |view: &Value| -> Vec<Value> {
        view["matched"]["battleplan"]["questions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|q| q["question"].clone())
            .collect()
    };
    let view = ok(
        &state,
        id,
        json!({"type": "battleplan", "battleplan": "Seize the Embers"}),
    );
    // Before the battle the battleplan shows everything it asks.
    assert_eq!(asked(&view), [json!("back_to_base_camp")]);
    for entry in [
        json!({"type": "territories", "rolls": [6, 1]}),
        json!({"type": "deploy_drop", "side": 0, "drop": 0}),
        json!({"type": "deploy_drop", "side": 1, "drop": 0}),
        json!({"type": "deploy_drop", "side": 0, "drop": 1}),
        json!({"type": "first_turn", "side": 1, "first": 0}),
    ] {
        ok(&state, id, entry);
    }
    let view = ok(&state, id, json!({"type": "phase", "phase": "end_of_turn"}));
    assert_eq!(asked(&view), Vec::<Value>::new(), "round 1 asks nothing");
    let held = json!([0, null, null, null, null, null]);
    ok(&state, id, json!({"type": "control", "held": held}));
    ok(&state, id, json!({"type": "end_turn"}));
    ok(&state, id, json!({"type": "phase", "phase": "end_of_turn"}));
    ok(&state, id, json!({"type": "control", "held": held}));
    ok(&state, id, json!({"type": "end_turn"}));
    ok(&state, id, json!({"type": "roll_off", "rolls": [5, 2]}));
    ok(
        &state,
        id,
        json!({"type": "first_turn", "side": 0, "first": 0}),
    );
    let view = ok(&state, id, json!({"type": "phase", "phase": "end_of_turn"}));
    assert_eq!(asked(&view), [json!("back_to_base_camp")], "round 2 asks");
    assert_eq!(
        view["matched"]["battleplan"]["questions"][0]["words"],
        "Did you use Back to Base Camp this turn?"
    );
}

#[test]
fn a_refusal_speaks_the_players_language_and_a_non_event_is_the_uis_mistake() {
    let dir = TempDir::new("sigmar-refusal");
    let state = with_packs(&dir);
    let ana = save(&state, ana_open());
    let ben = save(&state, ben_open());
    let id = match_start(&state, ana, ben, "Ana", "Ben", Lang::En).unwrap()["id"]
        .as_i64()
        .unwrap();
    let recorded = match_record(
        &state,
        id,
        json!({"type": "territories", "rolls": [7, 1]}),
        Lang::Es,
    )
    .unwrap();
    let d = recorded.refused.unwrap();
    assert_eq!(d.path, "/rolls/0");
    assert!(d.code.starts_with("sigmar."), "{}", d.code);
    assert!(d.rule.starts_with("sigmar:"), "{}", d.rule);
    assert!(!d.message.is_empty() && !d.help.is_empty());
    assert_eq!(recorded.view["log"], 0, "nothing was stored");
    let view = match_open(&state, id, Lang::Es).unwrap();
    assert!(!why(&view["checks"]["deploy"][0][0]).is_empty());

    let err = match_record(&state, id, json!({"type": "teleport"}), Lang::En).unwrap_err();
    assert_eq!(err.code, "args.invalid");
    assert!(err.message.contains("Age of Sigmar"), "{}", err.message);
}
