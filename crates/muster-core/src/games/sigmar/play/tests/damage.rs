//! Wounds allocated one model at a time (S1-WND-1), mortal wounds, healing, casualties,
//! models added during the game, and Wounds the players give.

use super::*;

/// Ana: a lord (general) and 3 knights (Health 3 in the fixture); Ben: a lord and 10
/// warriors. Round 1, Ana's hero phase.
fn knights() -> Table {
    let mut t = Table::new(setup_of(vec![
        open(&[("lord", 1, Some(7), true), ("knights", 3, Some(6), false)]),
        open(&[("lord", 1, Some(7), true), ("warriors", 10, Some(6), false)]),
    ]));
    t.battle(0);
    t
}

#[test]
fn the_digests_worked_example_two_slain_none_wasted() {
    // 3 models with Wounds 3; three unsaved attacks of Damage 2: a pool of 6.
    let mut t = knights();
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 6}));
    let u = t.unit(0, 1);
    assert_eq!((u.models, u.damaged.clone(), u.lost.slain), (1, vec![], 2));
    assert_eq!(u.slain_this_turn, 2);
}

#[test]
fn wounds_stay_on_one_model_until_it_dies_and_damage_is_kept_per_model() {
    let mut t = knights();
    // One wound on a fresh model, then another wound on another fresh model: two damaged
    // models (the must-continue rule holds within one allocation only).
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 1}));
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 1, "onto": ["fresh"]}));
    assert_eq!(t.unit(0, 1).damaged, [1, 1]);
    // Four wounds: the owner starts on the second damaged model; it dies after 2, the
    // other 2 go on (the first damaged model, by default) and kill it too.
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 4, "onto": [{"damaged": 1}]}));
    let u = t.unit(0, 1);
    assert_eq!((u.models, u.damaged.clone()), (1, vec![]));
    // The last model: 2 wounds stay on it, it is the current model.
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 2, "mortal": true}));
    assert_eq!(t.unit(0, 1).damaged, [2]);
}

#[test]
fn wounds_left_once_the_unit_is_wiped_out_are_lost_and_a_dead_unit_takes_no_more() {
    let mut t = knights();
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 20}));
    let u = t.unit(0, 1);
    assert_eq!(
        (u.models, u.lost.slain, u.location),
        (0, 3, Location::Destroyed)
    );
    let d = t.refuses(
        json!({"type": "damage", "side": 0, "unit": 1, "wounds": 1}),
        "sigmar.unit.gone",
        "/unit",
    );
    assert!(d.message.contains("knights"), "{}", d.message);
    t.refuses(
        json!({"type": "heal", "side": 0, "unit": 1, "wounds": 1}),
        "sigmar.unit.gone",
        "/unit",
    );
}

#[test]
fn the_owner_picks_are_checked() {
    let mut t = knights();
    t.refuses(
        json!({"type": "damage", "side": 0, "unit": 1, "wounds": 2, "onto": [{"damaged": 0}]}),
        "sigmar.damage.no_damaged_model",
        "/onto/0",
    );
    t.refuses(
        json!({"type": "damage", "side": 0, "unit": 1, "wounds": 2, "onto": ["general"]}),
        "sigmar.damage.general_not_here",
        "/onto/0",
    );
    t.refuses(
        json!({"type": "damage", "side": 0, "unit": 1, "wounds": 2, "onto": ["fresh", "fresh"]}),
        "sigmar.damage.picks_unused",
        "/onto/1",
    );
    t.refuses(
        json!({"type": "damage", "side": 0, "unit": 1, "wounds": 0}),
        "sigmar.match.zero",
        "/wounds",
    );
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 9, "onto": ["fresh", "fresh", "fresh"]}));
    assert_eq!(t.unit(0, 1).models, 0);
}

#[test]
fn the_general_is_spared_unless_the_owner_picks_it_and_empowered_adds_a_wound() {
    // Ana's general is a model of her 3 knights (Wounds 3).
    let mut setup = setup_of(vec![
        open(&[("knights", 3, Some(6), true)]),
        open(&[
            ("lord", 1, Some(7), true),
            ("warriors", 10, Some(6), false),
            ("beast", 1, Some(8), false),
        ]),
    ]);
    setup.players[0].last_major_victory = true;
    let mut t = Table::new(setup);
    t.deploy_all();
    // 3 v 12: Ana is outnumbered and plays without an objective, then rolls Empowered.
    t.ok(json!({"type": "sudden_death", "side": 0, "objective": null}));
    t.ok(json!({"type": "triumph", "side": 0, "roll": 5}));
    let chooser = t.state().chooser.unwrap();
    t.ok(json!({"type": "first_turn", "side": chooser, "first": 1}));
    // 6 wounds by default: the two other knights die, the general is untouched.
    t.ok(json!({"type": "damage", "side": 0, "unit": 0, "wounds": 6}));
    let g = t.state().sides[0].general.unwrap();
    assert_eq!(
        (t.unit(0, 0).models, t.unit(0, 0).general, g.slain),
        (1, Some(0), false)
    );
    // Empowered: the general's model has Wounds 4, so 3 wounds leave it standing.
    t.ok(json!({"type": "damage", "side": 0, "unit": 0, "wounds": 3, "onto": ["general"]}));
    let g = t.state().sides[0].general.unwrap();
    assert_eq!(
        (t.unit(0, 0).general, g.slain, t.unit(0, 0).models),
        (Some(3), false, 1)
    );
    t.ok(json!({"type": "heal", "side": 0, "unit": 0, "wounds": 2}));
    assert_eq!(t.unit(0, 0).general, Some(1), "healing the general");
}

#[test]
fn healing_cancels_wounds_on_a_living_model() {
    let mut t = knights();
    t.refuses(
        json!({"type": "heal", "side": 0, "unit": 1, "wounds": 1}),
        "sigmar.damage.nothing_to_heal",
        "",
    );
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 2}));
    t.refuses(
        json!({"type": "heal", "side": 0, "unit": 1, "wounds": 1, "model": "fresh"}),
        "sigmar.damage.nothing_to_heal",
        "/model",
    );
    t.ok(json!({"type": "heal", "side": 0, "unit": 1, "wounds": 1}));
    assert_eq!(t.unit(0, 1).damaged, [1]);
    t.ok(json!({"type": "heal", "side": 0, "unit": 1, "wounds": 5}));
    assert_eq!(
        t.unit(0, 1).damaged,
        Vec::<u32>::new(),
        "whole again, no more"
    );
    assert_eq!(t.unit(0, 1).models, 3);
}

#[test]
fn unknown_wounds_are_asked_for_before_wounds_are_allocated() {
    let mut t = Table::new(setup_of(vec![
        open(&[("lord", 1, None, true), ("horde", 20, None, false)]),
        open(&[("lord", 1, None, true), ("horde", 20, None, false)]),
    ]));
    t.battle(0);
    let d = t.refuses(
        json!({"type": "damage", "side": 1, "unit": 1, "wounds": 3}),
        "sigmar.damage.wounds_unknown",
        "/wounds",
    );
    assert!(d.help.contains("set_wounds"));
    t.refuses(
        json!({"type": "set_wounds", "side": 1, "unit": 0, "wounds": 2}),
        "sigmar.unit.wounds_known",
        "/wounds",
    );
    t.ok(json!({"type": "set_wounds", "side": 1, "unit": 1, "wounds": 1}));
    t.ok(json!({"type": "damage", "side": 1, "unit": 1, "wounds": 3}));
    assert_eq!(t.unit(1, 1).models, 17);
}

#[test]
fn removals_count_as_casualties_and_only_the_slain_count_for_battleshock() {
    let mut t = knights();
    t.refuses(
        json!({"type": "remove", "side": 1, "unit": 1, "models": 11, "how": "fled"}),
        "sigmar.damage.too_many_models",
        "/models",
    );
    t.ok(json!({"type": "remove", "side": 1, "unit": 1, "models": 2, "how": "slain"}));
    t.ok(json!({"type": "remove", "side": 1, "unit": 1, "models": 1, "how": "fled"}));
    t.ok(json!({"type": "remove", "side": 1, "unit": 1, "models": 1, "how": "removed"}));
    let u = t.unit(1, 1);
    assert_eq!((u.models, u.slain_this_turn), (6, 2));
    assert_eq!((u.lost.slain, u.lost.fled, u.lost.removed), (2, 1, 1));
    assert_eq!(t.state().sides[1].removed, 4);
}

#[test]
fn summoned_and_arriving_models_are_casualties_when_lost_but_never_starting_models() {
    let mut t = Table::new(setup_of(vec![
        open(&[("lord", 1, Some(7), true), ("warriors", 10, Some(6), false)]),
        open(&[
            ("lord", 1, Some(7), true),
            ("knights", 5, Some(6), false),
            ("beast", 1, Some(8), false),
        ]),
    ]));
    t.ok(json!({"type": "territories", "rolls": [6, 1]}));
    t.ok(json!({"type": "deploy", "side": 0, "unit": 0}));
    t.ok(json!({"type": "deploy", "side": 1, "unit": 0}));
    t.ok(json!({"type": "done_deploying", "side": 0}));
    t.ok(json!({"type": "deploy", "side": 1, "unit": 1}));
    t.ok(json!({"type": "deploy", "side": 1, "unit": 2}));
    // Ana set up her lord alone (1 model) against 7: she is outnumbered.
    t.ok(json!({"type": "sudden_death", "side": 0, "objective": null}));
    t.ok(json!({"type": "first_turn", "side": 0, "first": 0}));
    assert_eq!(t.state().sides[0].starting, 1);
    t.refuses(
        json!({"type": "damage", "side": 0, "unit": 1, "wounds": 1}),
        "sigmar.unit.not_on_battlefield",
        "/unit",
    );
    t.refuses(
        json!({"type": "arrive", "side": 0, "unit": 0}),
        "sigmar.unit.not_in_reserve",
        "/unit",
    );
    t.ok(json!({"type": "arrive", "side": 0, "unit": 1}));
    t.ok(json!({"type": "summon", "side": 0, "name": "Summoned spirits", "models": 5, "wounds": 1, "bravery": 10}));
    t.ok(json!({"type": "add_models", "side": 0, "unit": 0, "models": 1}));
    let s = &t.state().sides[0];
    assert_eq!((s.starting, s.on_battlefield, s.added), (1, 17, 16));
    assert_eq!(s.units[2].name, "Summoned spirits");
    t.ok(json!({"type": "damage", "side": 0, "unit": 2, "wounds": 5}));
    t.ok(json!({"type": "damage", "side": 0, "unit": 1, "wounds": 8}));
    let s = &t.state().sides[0];
    assert_eq!(
        (s.starting, s.removed),
        (1, 13),
        "13 of 1 starting model: above 100% is allowed"
    );
    // The lord and the model added to its unit: the added one goes first, so a model that
    // began the battle is still in play.
    t.ok(json!({"type": "remove", "side": 0, "unit": 0, "models": 1, "how": "removed"}));
    assert_eq!(t.state().original_models(0), 1);
}
