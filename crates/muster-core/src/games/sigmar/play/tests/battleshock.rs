//! The battleshock phase (S1-BS-1, S1-BS-2) and the digest's worked examples A, B and C.

use super::*;

/// Ana: a lord (general, Bravery 7) and 20 warriors (Bravery 6, Wounds 1); Ben: a lord
/// (general) and 10 warriors. 21 v 11: Ben is outnumbered and plays without an
/// objective. Round 1, Ben's turn first, in his combat phase.
fn twenty() -> Table {
    let mut t = Table::new(setup_of(vec![
        open(&[("lord", 1, Some(7), true), ("warriors", 20, Some(6), false)]),
        open(&[("lord", 1, Some(7), true), ("warriors", 10, None, false)]),
    ]));
    t.battle(1);
    t.phase("combat");
    t
}

#[test]
fn worked_example_a_four_flee() {
    let mut t = twenty();
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 7}));
    t.phase("battleshock");
    t.ok(json!({"type": "battleshock", "side": 0, "unit": 1, "roll": 4}));
    let test = t.unit(0, 1).last_test.unwrap();
    // 13 alive: Bravery 6 + 1 = 7; 4 + 7 slain = 11; 4 flee, 9 remain.
    assert_eq!(
        (test.per_ten, test.bravery_used, test.total, test.fled),
        (1, 7, 11, 4)
    );
    let u = t.unit(0, 1);
    assert_eq!((u.models, u.lost.fled, u.lost.slain), (9, 4, 7));
    assert_eq!(t.state().sides[0].removed, 11);
}

#[test]
fn worked_example_b_inspiring_terrain_three_flee() {
    let mut t = twenty();
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 7}));
    t.phase("battleshock");
    t.ok(json!({"type": "battleshock", "side": 0, "unit": 1, "roll": 4, "modifier": 1}));
    assert_eq!(t.unit(0, 1).last_test.unwrap().bravery_used, 8);
    assert_eq!(t.unit(0, 1).models, 10);
}

#[test]
fn worked_example_c_a_unit_only_wounded_does_not_test() {
    let mut t = twenty();
    t.ok(json!({"type": "damage", "side": 0, "unit": 0, "wounds": 3}));
    t.phase("battleshock");
    assert!(t.state().pending_tests.is_empty());
    let d = t.refuses(
        json!({"type": "battleshock", "side": 0, "unit": 0, "roll": 6}),
        "sigmar.battleshock.no_losses",
        "/unit",
    );
    assert_eq!(d.rule, "sigmar:S1-BS-1");
    t.ok(json!({"type": "end_turn"}));
}

#[test]
fn the_arithmetic_caps_the_fled_at_the_models_left_and_never_below_nothing() {
    let hard = battleshock_test(6, 9, 1, 3, -1);
    assert_eq!((hard.bravery_used, hard.total, hard.fled), (0, 15, 3));
    let brave = battleshock_test(1, 1, 10, 35, 0);
    assert_eq!((brave.per_ten, brave.fled), (3, 0));
}

#[test]
fn who_tests_in_what_order_and_when_the_turn_may_end() {
    let mut t = twenty();
    // Ben's turn: losses on both sides in combat.
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 2}));
    t.ok(json!({"type": "damage", "side": 1, "unit": 1, "wounds": 3}));
    t.refuses(
        json!({"type": "battleshock", "side": 1, "unit": 1, "roll": 3, "bravery": 5}),
        "sigmar.turn.wrong_phase",
        "",
    );
    t.phase("battleshock");
    assert_eq!(
        t.state().pending_tests,
        [(1, 1), (0, 1)],
        "the active player's first"
    );
    let d = t.refuses(
        json!({"type": "end_turn"}),
        "sigmar.battleshock.pending",
        "",
    );
    assert_eq!(d.rule, "sigmar:S1-BS-1");
    t.refuses(
        json!({"type": "battleshock", "side": 0, "unit": 1, "roll": 3}),
        "sigmar.battleshock.active_first",
        "/side",
    );
    // Ben's warriors have no Bravery in his list: the test carries it, and it is kept.
    t.refuses(
        json!({"type": "battleshock", "side": 1, "unit": 1, "roll": 3}),
        "sigmar.battleshock.bravery_unknown",
        "/bravery",
    );
    t.ok(json!({"type": "battleshock", "side": 1, "unit": 1, "roll": 3, "bravery": 5}));
    assert_eq!(t.unit(1, 1).bravery, Some(5));
    // 7 alive: 5 + 0 = 5 against 3 + 3 = 6: one flees.
    assert_eq!(t.unit(1, 1).models, 6);
    t.refuses(
        json!({"type": "battleshock", "side": 1, "unit": 1, "roll": 3}),
        "sigmar.battleshock.already",
        "/unit",
    );
    t.refuses(
        json!({"type": "battleshock", "side": 0, "unit": 1, "roll": 3, "bravery": 9}),
        "sigmar.battleshock.bravery_differs",
        "/bravery",
    );
    t.refuses(
        json!({"type": "battleshock", "side": 0, "unit": 1, "roll": 9}),
        "sigmar.match.roll_range",
        "/roll",
    );
    t.ok(json!({"type": "battleshock", "side": 0, "unit": 1, "roll": 1}));
    assert_eq!(
        t.unit(0, 1).models,
        18,
        "18 alive: 6 + 1 = 7 against 3: nobody flees"
    );
    t.ok(json!({"type": "end_turn"}));
    // Ana's turn: last turn's losses are forgotten.
    assert_eq!(t.unit(0, 1).slain_this_turn, 0);
}

#[test]
fn a_wiped_out_unit_does_not_test_and_the_owner_chooses_who_flees() {
    let mut t = twenty();
    t.ok(json!({"type": "damage", "side": 1, "unit": 1, "wounds": 10}));
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 1}));
    t.phase("battleshock");
    assert_eq!(t.state().pending_tests, [(0, 1)]);
    t.refuses(
        json!({"type": "battleshock", "side": 1, "unit": 1, "roll": 3, "bravery": 5}),
        "sigmar.unit.gone",
        "/unit",
    );
    // A flight of 0 names no model.
    t.refuses(
        json!({"type": "battleshock", "side": 0, "unit": 1, "roll": 1, "flee": ["fresh"]}),
        "sigmar.damage.picks_unused",
        "/flee/0",
    );
    t.ok(json!({"type": "battleshock", "side": 0, "unit": 1, "roll": 1}));
}

#[test]
fn fleeing_takes_damaged_models_first_unless_the_owner_picks() {
    // Knights (Wounds 3, Bravery 6): one slain and one wounded this turn, then a bad roll.
    let mut t = Table::new(setup_of(vec![
        open(&[("lord", 1, Some(7), true), ("knights", 5, Some(1), false)]),
        open(&[("lord", 1, Some(7), true), ("knights", 5, Some(6), false)]),
    ]));
    t.battle(1);
    t.phase("shooting");
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 4}));
    assert_eq!(t.unit(0, 1).damaged, [1]);
    t.phase("battleshock");
    // 4 alive: Bravery 1; 1 + 1 slain = 2: one flees, the wounded one by default.
    t.ok(json!({"type": "battleshock", "side": 0, "unit": 1, "roll": 1}));
    let u = t.unit(0, 1);
    assert_eq!((u.models, u.damaged.clone(), u.lost.fled), (3, vec![], 1));
}
