//! Battle rounds and turns: who chooses the first turn, roll-offs, double turns, the six
//! phases in order, movement and charge flags, command abilities and Inspiring Presence.

use super::*;

#[test]
fn round_one_is_chosen_by_who_finished_deploying_first_unless_the_players_roll_off() {
    let mut t = Table::open_armies();
    t.deploy_all();
    // Ana set up her 2 units before Ben's 3: she finished first.
    t.ok(json!({"type": "sudden_death", "side": 1, "objective": null}));
    assert_eq!(
        (t.state().stage, t.state().chooser),
        (Stage::FirstTurn, Some(0))
    );
    let d = t.refuses(
        json!({"type": "first_turn", "side": 1, "first": 1}),
        "sigmar.round.chooser",
        "/side",
    );
    assert_eq!(d.rule, "sigmar:S1-RND-2");
    t.ok(json!({"type": "first_turn", "side": 0, "first": 1}));
    let turn = t.state().turn.unwrap();
    assert_eq!(
        (turn.side, turn.number, turn.phase, t.state().round),
        (1, 1, Phase::Hero, 1)
    );

    let mut setup = setup_of(vec![
        open(&[("lord", 1, None, true), ("warriors", 10, None, false)]),
        open(&[("warriors", 10, None, true)]),
    ]);
    setup.options.round1_rolloff = true;
    let mut t = Table::new(setup);
    t.deploy_all();
    assert_eq!(
        t.state().stage,
        Stage::RollOff,
        "round1_rolloff: round 1 rolls off too"
    );
    t.refuses(
        json!({"type": "first_turn", "side": 0, "first": 0}),
        "sigmar.match.not_now",
        "",
    );
    t.ok(json!({"type": "roll_off", "rolls": [1, 6]}));
    assert_eq!(t.state().chooser, Some(1));
}

#[test]
fn later_rounds_roll_off_ties_again_and_the_winner_may_take_a_double_turn() {
    let mut t = Table::open_armies();
    t.battle(0);
    t.end_turn();
    assert_eq!(t.state().turn.map(|t| (t.side, t.number)), Some((1, 2)));
    t.end_turn();
    assert_eq!((t.state().stage, t.state().round), (Stage::RollOff, 2));
    t.refuses(
        json!({"type": "phase", "phase": "movement"}),
        "sigmar.match.not_now",
        "",
    );
    t.ok(json!({"type": "roll_off", "rolls": [4, 4]}));
    assert_eq!((t.state().stage, t.state().tied), (Stage::RollOff, true));
    t.ok(json!({"type": "roll_off", "rolls": [2, 5]}));
    t.refuses(
        json!({"type": "first_turn", "side": 0, "first": 0}),
        "sigmar.round.chooser",
        "/side",
    );
    // Ben took the last turn of round 1 and takes the first of round 2: a double turn.
    t.ok(json!({"type": "first_turn", "side": 1, "first": 1}));
    let turn = t.state().turn.unwrap();
    assert_eq!((turn.side, turn.double), (1, true));
}

#[test]
fn phases_go_in_order_and_never_back() {
    let mut t = Table::open_armies();
    t.battle(0);
    t.refuses(
        json!({"type": "end_turn"}),
        "sigmar.turn.not_last_phase",
        "",
    );
    t.phase("shooting");
    let d = t.refuses(
        json!({"type": "phase", "phase": "movement"}),
        "sigmar.turn.phase_backwards",
        "/phase",
    );
    assert_eq!(d.rule, "sigmar:§2.3");
    t.refuses(
        json!({"type": "phase", "phase": "shooting"}),
        "sigmar.turn.phase_backwards",
        "/phase",
    );
    t.refuses(
        json!({"type": "phase", "phase": "end_of_turn"}),
        "sigmar.turn.phase_not_in_mode",
        "/phase",
    );
    t.phase("battleshock");
    t.ok(json!({"type": "end_turn"}));
    assert_eq!(t.state().turn.unwrap().phase, Phase::Hero);

    // Matched play's sixth phase is the end of turn: no battleshock phase.
    let m = |aux: Value| {
        matched(
            json!([{"leader": {"unit": "lord"}, "general": true}]),
            None,
            aux,
        )
    };
    let mut t = Table::new(setup_of(vec![
        m(json!([])),
        m(json!([{"unit": "knights"}])),
    ]));
    t.battle(0);
    t.refuses(
        json!({"type": "phase", "phase": "battleshock"}),
        "sigmar.turn.phase_not_in_mode",
        "/phase",
    );
    t.phase("end_of_turn");
    t.ok(json!({"type": "end_turn"}));
}

#[test]
fn run_and_retreat_in_the_movement_phase_bar_a_charge_and_reset_each_turn() {
    let mut t = Table::open_armies();
    t.battle(0);
    t.refuses(
        json!({"type": "ran", "side": 0, "unit": 1}),
        "sigmar.turn.wrong_phase",
        "",
    );
    t.phase("movement");
    t.refuses(
        json!({"type": "ran", "side": 1, "unit": 1}),
        "sigmar.turn.not_active",
        "/side",
    );
    t.ok(json!({"type": "ran", "side": 0, "unit": 1}));
    t.refuses(
        json!({"type": "retreated", "side": 0, "unit": 1}),
        "sigmar.movement.already",
        "/unit",
    );
    t.ok(json!({"type": "retreated", "side": 0, "unit": 0}));
    t.refuses(
        json!({"type": "charged", "side": 0, "unit": 0}),
        "sigmar.turn.wrong_phase",
        "",
    );
    t.phase("charge");
    let d = t.refuses(
        json!({"type": "charged", "side": 0, "unit": 1}),
        "sigmar.charge.ran_or_retreated",
        "/unit",
    );
    assert!(d.message.contains("ran"), "{}", d.message);
    let d = t.refuses(
        json!({"type": "charged", "side": 0, "unit": 0}),
        "sigmar.charge.ran_or_retreated",
        "/unit",
    );
    assert!(d.message.contains("retreated"), "{}", d.message);
    assert!(t.unit(0, 1).ran && t.unit(0, 0).retreated);
    // Next turn (Ben's) the flags are gone; Ana's units charge freely in her next turn.
    t.end_turn();
    assert!(!t.unit(0, 1).ran && !t.unit(0, 0).retreated);
    t.phase("charge");
    t.ok(json!({"type": "charged", "side": 1, "unit": 1}));
    t.refuses(
        json!({"type": "charged", "side": 1, "unit": 1}),
        "sigmar.charge.already",
        "/unit",
    );
    assert!(t.unit(1, 1).charged);
}

#[test]
fn one_command_ability_per_hero_phase_by_a_living_general() {
    let mut t = Table::open_armies();
    t.battle(0);
    t.refuses(
        json!({"type": "command_ability", "side": 1, "ability": "Rally"}),
        "sigmar.turn.not_active",
        "/side",
    );
    t.ok(json!({"type": "command_ability", "side": 0, "ability": "Lord of the Host"}));
    let d = t.refuses(
        json!({"type": "inspiring_presence", "side": 0, "unit": 1}),
        "sigmar.command.used",
        "",
    );
    assert_eq!(d.rule, "sigmar:S1-GEN-2");
    t.phase("movement");
    t.refuses(
        json!({"type": "inspiring_presence", "side": 0, "unit": 1}),
        "sigmar.turn.wrong_phase",
        "",
    );
    t.end_turn();
    // Ben's general falls in his own hero phase: no command ability now.
    t.ok(json!({"type": "damage", "side": 1, "unit": 0, "wounds": 5, "mortal": true}));
    assert!(t.state().sides[1].general.unwrap().slain);
    let d = t.refuses(
        json!({"type": "inspiring_presence", "side": 1, "unit": 1}),
        "sigmar.command.general_slain",
        "/side",
    );
    assert_eq!(d.rule, "sigmar:S1-IP-1");
}

#[test]
fn inspiring_presence_lasts_until_its_players_next_hero_phase_across_a_double_turn() {
    let mut t = Table::open_armies();
    t.battle(1);
    // Round 1: Ben first, Ana second. In her hero phase Ana inspires her warriors.
    t.end_turn();
    t.ok(json!({"type": "inspiring_presence", "side": 0, "unit": 1}));
    assert_eq!(t.state().sides[0].inspiring, Some(1));
    t.phase("combat");
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 3}));
    t.phase("battleshock");
    t.refuses(
        json!({"type": "battleshock", "side": 0, "unit": 1, "roll": 6}),
        "sigmar.battleshock.inspired",
        "/unit",
    );
    assert!(
        t.state().pending_tests.is_empty(),
        "an inspired unit does not test"
    );
    t.ok(json!({"type": "end_turn"}));
    // Round 2: Ana wins and goes first again (a double turn): her new hero phase ends it.
    t.ok(json!({"type": "roll_off", "rolls": [6, 1]}));
    t.ok(json!({"type": "first_turn", "side": 0, "first": 0}));
    assert_eq!(t.state().sides[0].inspiring, None);
    t.phase("combat");
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 1}));
    t.phase("battleshock");
    assert_eq!(t.state().pending_tests, [(0, 1)]);

    // Inspired in round 1's first turn, the unit still skips in the opponent's turn after.
    let mut t = Table::open_armies();
    t.battle(0);
    t.ok(json!({"type": "inspiring_presence", "side": 0, "unit": 1}));
    t.end_turn();
    t.phase("combat");
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 2}));
    t.phase("battleshock");
    assert!(t.state().pending_tests.is_empty());
    t.ok(json!({"type": "end_turn"}));
}

#[test]
fn matched_play_has_no_battleshock_triumphs_or_inspiring_presence() {
    let m = matched(
        json!([{"leader": {"unit": "lord"}, "units": [{"unit": "warriors"}], "general": true}]),
        None,
        json!([]),
    );
    let mut t = Table::new(setup_of(vec![m.clone(), m]));
    t.battle(0);
    t.refuses(
        json!({"type": "inspiring_presence", "side": 0, "unit": 1}),
        "sigmar.match.open_play_only",
        "",
    );
    t.refuses(
        json!({"type": "command_ability", "side": 0, "ability": "Rally"}),
        "sigmar.match.open_play_only",
        "",
    );
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 3}));
    t.refuses(
        json!({"type": "battleshock", "side": 0, "unit": 1, "roll": 3, "bravery": 6}),
        "sigmar.match.open_play_only",
        "",
    );
    t.phase("end_of_turn");
    t.ok(json!({"type": "end_turn"}));
}

#[test]
fn triumphs_are_spent_once_inspired_in_a_combat_phase_on_a_unit() {
    let mut setup = setup_of(vec![
        open(&[("lord", 1, None, true), ("warriors", 10, None, false)]),
        open(&[("warriors", 10, None, true)]),
    ]);
    setup.players[0].last_major_victory = true;
    let mut t = Table::new(setup);
    t.deploy_all();
    t.ok(json!({"type": "triumph", "side": 0, "roll": 3}));
    let chooser = t.state().chooser.unwrap();
    t.ok(json!({"type": "first_turn", "side": chooser, "first": 0}));
    t.refuses(
        json!({"type": "use_triumph", "side": 1}),
        "sigmar.triumph.none",
        "/side",
    );
    t.refuses(
        json!({"type": "use_triumph", "side": 0, "unit": 1}),
        "sigmar.turn.wrong_phase",
        "",
    );
    t.phase("combat");
    t.refuses(
        json!({"type": "use_triumph", "side": 0}),
        "sigmar.triumph.needs_unit",
        "/unit",
    );
    t.ok(json!({"type": "use_triumph", "side": 0, "unit": 1}));
    let d = t.refuses(
        json!({"type": "use_triumph", "side": 0, "unit": 1}),
        "sigmar.triumph.spent",
        "/side",
    );
    assert_eq!(d.rule, "sigmar:S1-TRI-2");
}
