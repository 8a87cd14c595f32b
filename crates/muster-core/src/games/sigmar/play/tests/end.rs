//! The end of the game: annihilation, sudden-death objectives achieved, minor victory by
//! the share of starting models lost (the digest's worked examples), matched play's
//! victory points.

use super::super::score::lower_share;
use super::*;

fn outcome(t: &Table) -> Outcome {
    t.0.outcome(Lang::En).expect("the game is over")
}

#[test]
fn no_enemy_model_left_on_the_battlefield_is_a_major_victory_at_once() {
    let mut t = Table::new(setup_of(vec![
        open(&[("lord", 1, Some(7), true), ("warriors", 10, Some(6), false)]),
        open(&[("knights", 5, Some(6), true), ("beast", 1, Some(8), false)]),
    ]));
    t.ok(json!({"type": "territories", "rolls": [6, 1]}));
    t.ok(json!({"type": "deploy", "side": 0, "unit": 0}));
    t.ok(json!({"type": "deploy", "side": 1, "unit": 0}));
    t.ok(json!({"type": "deploy", "side": 0, "unit": 1}));
    // Ben leaves his beast in reserve: it does not save him.
    t.ok(json!({"type": "done_deploying", "side": 1}));
    t.ok(json!({"type": "sudden_death", "side": 1, "objective": null}));
    t.ok(json!({"type": "first_turn", "side": 0, "first": 0}));
    t.phase("shooting");
    t.ok(json!({"type": "damage", "side": 1, "unit": 0, "wounds": 15}));
    assert_eq!(t.state().stage, Stage::Over);
    let o = outcome(&t);
    assert_eq!(
        (o.winner, o.decided_by.as_str(), o.rule.as_str()),
        (Some(0), "annihilation", "sigmar:S1-VIC-1")
    );
    let d = t.refused(json!({"type": "end_turn"}));
    assert_eq!(d.code, "match.over");
    // Undoing the last damage takes the game back into play.
    t.0.undo(Lang::En).unwrap();
    assert_eq!(t.state().stage, Stage::Turn);
    assert!(t.0.outcome(Lang::En).is_none());
}

#[test]
fn both_armies_gone_at_once_is_a_draw() {
    // No single event can empty both battlefields, but the check holds for both.
    let mut t = Table::open_armies();
    t.battle(0);
    let mut state = t.state().clone();
    for s in &mut state.sides {
        s.on_battlefield = 0;
    }
    super::super::sudden_death::settle(&mut state);
    assert_eq!(state.ending, Some(Ending::Annihilation { winner: None }));
    let o = super::super::score::outcome(&state, Lang::Es).unwrap();
    assert_eq!(
        (o.winner, o.decided_by.as_str()),
        (None, "mutual_annihilation")
    );
    assert!(o.reasoning[0].contains("empate"), "{:?}", o.reasoning);
}

#[test]
fn assassinate_is_won_the_moment_the_target_falls() {
    let mut t = Table::open_armies();
    t.deploy_all();
    t.ok(json!({"type": "sudden_death", "side": 1, "objective": "assassinate", "target": 0}));
    t.ok(json!({"type": "first_turn", "side": 0, "first": 1}));
    t.ok(json!({"type": "damage", "side": 0, "unit": 0, "wounds": 4, "mortal": true}));
    assert!(
        t.0.outcome(Lang::En).is_none(),
        "4 of 5 wounds: the lord stands"
    );
    t.ok(json!({"type": "damage", "side": 0, "unit": 0, "wounds": 1, "mortal": true}));
    let o = outcome(&t);
    assert_eq!(
        (o.winner, o.decided_by.as_str(), o.rule.as_str()),
        (Some(1), "sudden_death", "sigmar:S1-SD-2")
    );
    assert!(o.reasoning[0].contains("Assassinate"), "{:?}", o.reasoning);
}

#[test]
fn blunt_is_won_when_the_target_is_wiped_out_by_flight_too() {
    let mut t = Table::open_armies();
    t.deploy_all();
    t.ok(json!({"type": "sudden_death", "side": 1, "objective": "blunt", "target": 1}));
    t.ok(json!({"type": "first_turn", "side": 0, "first": 1}));
    t.phase("combat");
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 8}));
    t.phase("battleshock");
    // 2 left: Bravery 6 against 6 + 8: both flee.
    t.ok(json!({"type": "battleshock", "side": 0, "unit": 1, "roll": 6}));
    let o = outcome(&t);
    assert_eq!((o.winner, o.decided_by.as_str()), (Some(1), "sudden_death"));
}

/// Ana 11 models against Ben 7; Ben takes `objective`; the first turn of each round is
/// Ana's.
fn objective(objective: Value) -> Table {
    let mut t = Table::open_armies();
    t.deploy_all();
    let mut event = json!({"type": "sudden_death", "side": 1});
    event
        .as_object_mut()
        .unwrap()
        .extend(objective.as_object().unwrap().clone());
    t.ok(event);
    t.ok(json!({"type": "first_turn", "side": 0, "first": 0}));
    t
}

#[test]
fn endure_is_won_at_the_end_of_round_six_with_a_model_that_began_the_battle() {
    let mut t = objective(json!({"objective": "endure"}));
    for _ in 2..=6 {
        t.next_round(0);
    }
    assert_eq!(t.state().round, 6);
    t.end_turn();
    assert!(
        t.0.outcome(Lang::En).is_none(),
        "not before the end of round 6"
    );
    t.end_turn();
    let o = outcome(&t);
    assert_eq!((o.winner, o.decided_by.as_str()), (Some(1), "sudden_death"));

    // Only summoned models left at the end of round 6: Endure fails, the battle goes on.
    let mut t = objective(json!({"objective": "endure"}));
    t.ok(json!({"type": "summon", "side": 1, "name": "Spirits", "models": 2, "wounds": 1}));
    for unit in 0..3 {
        let wounds = [5, 15, 4][unit];
        t.ok(json!({"type": "damage", "side": 1, "unit": unit, "wounds": wounds}));
    }
    assert_eq!(
        (
            t.state().sides[1].on_battlefield,
            t.state().original_models(1)
        ),
        (2, 0)
    );
    for _ in 2..=6 {
        t.next_round(0);
    }
    t.end_turn().end_turn();
    assert_eq!(
        (t.state().stage, t.state().round),
        (Stage::RollOff, 7),
        "no round limit"
    );
}

#[test]
fn seize_ground_asks_the_player_at_the_end_of_round_four() {
    let mut t = objective(json!({"objective": "seize_ground", "terrain": "the old shrine"}));
    for _ in 2..=4 {
        t.next_round(0);
    }
    t.end_turn().end_turn();
    assert_eq!(
        (t.state().stage, t.state().next),
        (Stage::SeizeGround, Some(1))
    );
    t.refuses(json!({"type": "end_game"}), "sigmar.match.not_now", "");
    t.refuses(
        json!({"type": "seize_ground", "side": 0, "held": true}),
        "sigmar.sudden_death.not_outnumbered",
        "/side",
    );
    t.ok(json!({"type": "seize_ground", "side": 1, "held": false}));
    assert_eq!((t.state().stage, t.state().round), (Stage::RollOff, 5));

    let mut t = objective(json!({"objective": "seize_ground", "terrain": "the old shrine"}));
    for _ in 2..=4 {
        t.next_round(0);
    }
    t.end_turn().end_turn();
    t.ok(json!({"type": "seize_ground", "side": 1, "held": true}));
    assert_eq!(outcome(&t).decided_by, "sudden_death");
}

#[test]
fn minor_victory_by_the_lower_share_lost_compared_exactly() {
    // The digest's table: A starts 60 and loses 45 (75%), B starts 40 and loses 20 (50%).
    assert_eq!(lower_share(45, 60, 20, 40), Some(1));
    // B also summoned 10 and lost 8 of them: 28 of 40 (70%), still B.
    assert_eq!(lower_share(45, 60, 28, 40), Some(1));
    // Above 100% is legal: 25 of 10 (250%) against 45 of 60.
    assert_eq!(lower_share(45, 60, 25, 10), Some(0));
    // Equal shares are a draw; 1/3 and 2/6 compare equal in integers.
    assert_eq!(lower_share(1, 3, 2, 6), None);
    assert_eq!(lower_share(33, 100, 1, 3), Some(0), "33% is below a third");
}

#[test]
fn ending_the_game_gives_the_minor_victory_or_a_draw() {
    let mut t = Table::open_armies();
    t.refuses(json!({"type": "end_game"}), "sigmar.match.not_now", "");
    t.battle(0);
    // Ana loses 3 of 11 (27%), Ben 2 of 7 (29%): Ana wins a minor victory.
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 3}));
    t.ok(json!({"type": "damage", "side": 1, "unit": 1, "wounds": 6}));
    t.ok(json!({"type": "end_game"}));
    let o = outcome(&t);
    assert_eq!(
        (o.winner, o.decided_by.as_str(), o.rule.as_str()),
        (Some(0), "minor_victory", "sigmar:S1-VIC-2")
    );
    let totals: Vec<(i64, Vec<i64>)> = o
        .scores
        .iter()
        .map(|s| (s.total, s.parts.iter().map(|p| p.points).collect()))
        .collect();
    assert_eq!(totals, [(3, vec![3, 0, 0]), (2, vec![2, 0, 0])]);

    let mut t = Table::new(setup_of(vec![
        open(&[("lord", 1, Some(7), true), ("warriors", 10, Some(6), false)]),
        open(&[("lord", 1, Some(7), true), ("warriors", 10, Some(6), false)]),
    ]));
    t.battle(0);
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 2}));
    t.ok(json!({"type": "remove", "side": 1, "unit": 1, "models": 2, "how": "fled"}));
    t.ok(json!({"type": "end_game"}));
    let o = outcome(&t);
    assert_eq!((o.winner, o.decided_by.as_str()), (None, "draw"));
}

#[test]
fn matched_play_is_won_on_the_victory_points_the_players_record() {
    let m = matched(
        json!([{"leader": {"unit": "lord"}, "units": [{"unit": "warriors"}], "general": true}]),
        None,
        json!([]),
    );
    let mut t = Table::new(setup_of(vec![m.clone(), m]));
    t.refuses(
        json!({"type": "victory_points", "side": 0, "round": 1, "points": 4}),
        "sigmar.match.not_now",
        "",
    );
    t.battle(0);
    t.ok(json!({"type": "victory_points", "side": 0, "round": 1, "points": 4}));
    t.refuses(
        json!({"type": "victory_points", "side": 0, "round": 1, "points": 5}),
        "sigmar.score.already",
        "/round",
    );
    t.refuses(
        json!({"type": "victory_points", "side": 1, "round": 2, "points": 5}),
        "sigmar.score.round",
        "/round",
    );
    t.ok(json!({"type": "victory_points", "side": 1, "round": 1, "points": 3}));
    t.next_round(1);
    t.ok(json!({"type": "victory_points", "side": 1, "round": 2, "points": 5}));
    assert_eq!((t.state().vp_total(0), t.state().vp_total(1)), (4, 8));
    let live = t.0.scores(Lang::En);
    assert_eq!(
        live[1].parts.iter().map(|p| p.points).collect::<Vec<_>>(),
        [3, 5]
    );
    t.ok(json!({"type": "end_game"}));
    let o = outcome(&t);
    assert_eq!(
        (o.winner, o.decided_by.as_str()),
        (Some(1), "victory_points")
    );
    assert_eq!((o.scores[0].total, o.scores[1].total), (4, 8));

    let mut open = Table::open_armies();
    open.battle(0);
    open.refuses(
        json!({"type": "victory_points", "side": 0, "round": 1, "points": 1}),
        "sigmar.match.matched_play_only",
        "",
    );
}

#[test]
fn the_result_speaks_spanish() {
    let mut t = Table::open_armies();
    t.battle(0);
    t.ok(json!({"type": "damage", "side": 1, "unit": 1, "wounds": 3}));
    t.ok(json!({"type": "end_game"}));
    let o = t.0.outcome(Lang::Es).unwrap();
    assert!(
        o.reasoning.iter().any(|l| l.contains("victoria menor")),
        "{:?}",
        o.reasoning
    );
    assert!(o.scores[1].parts[0].label.contains("Muertas"));
}
