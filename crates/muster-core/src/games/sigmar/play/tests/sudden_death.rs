//! Before round 1: sudden-death eligibility (S1-SD-1) and the objectives' choices
//! (S1-SD-3…6), and the triumphs (S1-TRI-1/2).

use super::*;

#[test]
fn the_tracker_offers_sudden_death_by_the_models_set_up_three_larger_at_least_four_smaller() {
    // The digest's 30 v 40 (yes) and 30 v 39 (no), counted from what was set up.
    for (larger, outnumbered) in [(40, Some(0)), (39, None)] {
        let mut t = Table::new(setup_of(vec![
            open(&[("warriors", 30, None, true)]),
            open(&[("warriors", larger, None, true)]),
        ]));
        t.deploy_all();
        assert_eq!(t.state().outnumbered, outnumbered, "30 v {larger}");
        let stage = if outnumbered.is_some() {
            Stage::SuddenDeath
        } else {
            Stage::FirstTurn
        };
        assert_eq!(t.state().stage, stage);
    }
    // Reserves do not count: 30 set up of 45 against 40 qualifies.
    let mut t = Table::new(setup_of(vec![
        open(&[("warriors", 30, None, true), ("knights", 15, None, false)]),
        open(&[("warriors", 40, None, true)]),
    ]));
    t.ok(json!({"type": "territories", "rolls": [6, 1]}));
    t.ok(json!({"type": "deploy", "side": 0, "unit": 0}));
    t.ok(json!({"type": "deploy", "side": 1, "unit": 0}));
    t.ok(json!({"type": "done_deploying", "side": 0}));
    assert_eq!(t.state().outnumbered, Some(0));
}

#[test]
fn the_outnumbered_player_may_choose_an_objective_after_the_generals() {
    // 11 v 7: 33 ≥ 28, Ben is outnumbered.
    let mut t = Table::open_armies();
    t.deploy_all();
    assert_eq!(
        (t.state().stage, t.state().outnumbered, t.state().next),
        (Stage::SuddenDeath, Some(1), Some(1))
    );
    t.refuses(
        json!({"type": "sudden_death", "side": 0, "objective": "endure"}),
        "sigmar.sudden_death.not_outnumbered",
        "/side",
    );
    // Assassinate: Ana's HERO lord qualifies; her warriors do not.
    t.refuses(
        json!({"type": "sudden_death", "side": 1, "objective": "assassinate"}),
        "sigmar.sudden_death.target_needed",
        "/target",
    );
    let d = t.refuses(
        json!({"type": "sudden_death", "side": 1, "objective": "assassinate", "target": 1}),
        "sigmar.sudden_death.not_a_target",
        "/target",
    );
    assert_eq!(d.rule, "sigmar:S1-SD-3");
    // Blunt: the warriors (10 models) qualify; the lord does not.
    t.refuses(
        json!({"type": "sudden_death", "side": 1, "objective": "blunt", "target": 0}),
        "sigmar.sudden_death.not_a_target",
        "/target",
    );
    t.refuses(
        json!({"type": "sudden_death", "side": 1, "objective": "seize_ground"}),
        "sigmar.sudden_death.terrain_needed",
        "/terrain",
    );
    t.refuses(
        json!({"type": "sudden_death", "side": 1, "objective": "endure", "target": 0}),
        "sigmar.sudden_death.target_not_needed",
        "/target",
    );
    t.ok(json!({"type": "sudden_death", "side": 1, "objective": "blunt", "target": 1}));
    let sd = t.state().sudden_death.clone().unwrap();
    assert_eq!(
        (sd.side, sd.objective, sd.target),
        (1, Objective::Blunt, Some(1))
    );
    assert_eq!(t.state().stage, Stage::FirstTurn);
}

#[test]
fn assassinate_needs_a_hero_wizard_priest_or_monster_in_the_enemy_army() {
    // Ana: 15 warriors; Ben: a mage. Ben is outnumbered and Ana has no such unit.
    let mut t = Table::new(setup_of(vec![
        open(&[("warriors", 15, None, true)]),
        open(&[("mage", 1, None, true)]),
    ]));
    t.deploy_all();
    let d = t.refuses(
        json!({"type": "sudden_death", "side": 1, "objective": "assassinate", "target": 0}),
        "sigmar.sudden_death.no_target",
        "/objective",
    );
    assert_eq!(d.rule, "sigmar:S1-SD-3");
    // Had Ana been the outnumbered one, Ben's `WIZARD (1)` mage would qualify.
    assert!(assassinate_target(&["WIZARD (1)".to_owned()]));
    assert!(!assassinate_target(&["WIZARDRY".to_owned()]));
    t.ok(json!({"type": "sudden_death", "side": 1, "objective": "seize_ground", "terrain": "the ruined tower"}));
    assert_eq!(
        t.state().sudden_death.as_ref().unwrap().terrain.as_deref(),
        Some("the ruined tower")
    );
}

#[test]
fn armies_within_a_third_skip_sudden_death() {
    // 11 v 10: 33 < 40.
    let mut t = Table::new(setup_of(vec![
        open(&[("lord", 1, None, true), ("warriors", 10, None, false)]),
        open(&[("warriors", 10, None, true)]),
    ]));
    t.deploy_all();
    assert_eq!(
        (t.state().outnumbered, t.state().stage),
        (None, Stage::FirstTurn)
    );
}

#[test]
fn a_player_whose_last_battle_was_a_major_victory_rolls_on_the_triumph_table() {
    assert_eq!(
        (1..=6)
            .map(super::super::setup::triumph_for)
            .collect::<Vec<_>>(),
        [
            Triumph::Blessed,
            Triumph::Blessed,
            Triumph::Inspired,
            Triumph::Inspired,
            Triumph::Empowered,
            Triumph::Empowered
        ]
    );
    let mut setup = setup_of(vec![
        open(&[("lord", 1, None, true), ("warriors", 10, None, false)]),
        open(&[("warriors", 10, None, true)]),
    ]);
    setup.players[1].last_major_victory = true;
    let mut t = Table::new(setup);
    t.deploy_all();
    assert_eq!(
        (t.state().stage, t.state().next),
        (Stage::Triumphs, Some(1))
    );
    t.refuses(
        json!({"type": "triumph", "side": 0, "roll": 5}),
        "sigmar.triumph.none",
        "/side",
    );
    t.refuses(
        json!({"type": "triumph", "side": 1, "roll": 0}),
        "sigmar.match.roll_range",
        "/roll",
    );
    t.ok(json!({"type": "triumph", "side": 1, "roll": 6}));
    assert_eq!(
        t.state().sides[1].triumph.map(|t| t.kind),
        Some(Triumph::Empowered)
    );
    assert!(t.state().sides[1].general.unwrap().empowered);
    assert_eq!(t.state().stage, Stage::FirstTurn);
}
