//! The set-up (§2.1, §2.2): players and lists, initiative, scenario and objectives,
//! deployment cards and deployment.

use super::*;

fn start_faults(lists: Vec<Value>) -> Vec<Diagnostic> {
    Match::<Diskwars>::new(setup_of(lists), &catalog(), Lang::En).expect_err("refused")
}

#[test]
fn one_and_five_players_are_refused_two_to_four_start() {
    for n in [1, 5] {
        let faults = start_faults((0..n).map(|p| army(p.min(3))).collect());
        assert_eq!(faults.len(), 1, "{faults:?}");
        assert_eq!(
            (faults[0].code, faults[0].path.as_str()),
            ("diskwars.match.players", "/players")
        );
        assert_eq!(faults[0].rule, "diskwars:R-REG-1");
    }
    for n in 2..=4 {
        let t = Table::standard(n);
        assert_eq!(t.state().sides.len(), n);
        assert_eq!(t.state().stage, Stage::Initiative);
    }
}

#[test]
fn every_army_fields_the_same_number_of_regiments_and_plays_the_same_mode() {
    let two = list(
        json!([{"hero": "captain", "units": ["knight"]}, {"hero": "warlord", "units": ["boy"]}]),
        &["charge"],
    );
    let faults = start_faults(vec![army(0), two]);
    assert_eq!(
        faults
            .iter()
            .map(|d| (d.code, d.path.as_str()))
            .collect::<Vec<_>>(),
        [("diskwars.setup.regiment_count", "/players/1/list/regiments")]
    );
    let faults = start_faults(vec![army(0), intro(json!([{"hero": "warlord"}]), &[])]);
    assert_eq!(faults[0].code, "diskwars.match.modes_differ");
    assert_eq!(faults[0].path, "/players/1/list/mode");
}

#[test]
fn discs_and_cards_the_pack_lacks_are_refused_with_their_place() {
    let odd = list(
        json!([{"hero": "captain", "units": ["knight", "ghost"]}]),
        &["charge", "joker"],
    );
    let faults = start_faults(vec![army(1), odd]);
    let places: Vec<(&str, &str)> = faults.iter().map(|d| (d.code, d.path.as_str())).collect();
    assert_eq!(
        places,
        [
            (
                "diskwars.match.unknown_disc",
                "/players/1/list/regiments/0/units/1"
            ),
            (
                "diskwars.match.unknown_card",
                "/players/1/list/command_cards/1"
            ),
        ]
    );
}

#[test]
fn discs_are_numbered_through_the_list_each_hero_before_its_units() {
    let t = Table::standard(2);
    let ids: Vec<&str> = t.state().sides[0]
        .discs
        .iter()
        .map(|d| d.id.as_str())
        .collect();
    assert_eq!(ids, ["captain", "knight", "spearman", "boy"]);
    assert!(t.disc(0, 0).hero && !t.disc(0, 1).hero);
    assert_eq!(t.state().sides[0].hand, ["charge", "hold"]);
}

#[test]
fn initiative_adds_the_unspent_recruitment_points_to_the_roll() {
    let mut t = Table::standard(2);
    assert_eq!(
        (t.state().sides[0].unspent, t.state().sides[1].unspent),
        (Some(2), Some(5))
    );
    // Ana 6 + 2 = 8 loses to Ben 4 + 5 = 9.
    t.ok(json!({"type": "initiative", "rolls": [6, 4]}));
    assert_eq!(t.state().sides[0].initiative_total, Some(8));
    assert_eq!(t.state().sides[1].initiative_total, Some(9));
    assert_eq!(t.state().initiative_winner, Some(1));
    assert_eq!(t.state().stage, Stage::AssignInitiative);
    t.refuses(
        json!({"type": "assign_initiative", "side": 0, "order": [0, 1]}),
        "diskwars.setup.initiative_winner",
        "/side",
    );
    t.refuses(
        json!({"type": "assign_initiative", "side": 1, "order": [1, 1]}),
        "diskwars.setup.initiative_order",
        "/order",
    );
    // The winner may give the large token to anyone, even the other player.
    t.ok(json!({"type": "assign_initiative", "side": 1, "order": [0, 1]}));
    assert_eq!(t.state().initiative_order, [0, 1]);
    assert_eq!(
        (t.state().sides[0].initiative, t.state().sides[1].initiative),
        (Some(1), Some(2))
    );
}

#[test]
fn a_tie_at_the_top_asks_the_tied_players_to_roll_again() {
    let mut t = Table::standard(3);
    t.refuses(
        json!({"type": "initiative", "rolls": [6, 3]}),
        "diskwars.setup.roll_count",
        "/rolls",
    );
    t.refuses(
        json!({"type": "initiative", "rolls": [7, 3, 1]}),
        "diskwars.setup.roll_range",
        "/rolls/0",
    );
    t.refuses(
        json!({"type": "initiative", "rolls": [6, null, 1]}),
        "diskwars.setup.roll_missing",
        "/rolls/1",
    );
    let mut t = Table::standard(2);
    // Ana 6 + 2 = 8 and Ben 3 + 5 = 8: roll again.
    t.ok(json!({"type": "initiative", "rolls": [6, 3]}));
    assert_eq!(t.state().stage, Stage::Initiative);
    assert_eq!(t.state().reroll, [0, 1]);
    assert_eq!(t.state().initiative_winner, None);
    t.ok(json!({"type": "initiative", "rolls": [2, 1]}));
    // Ana 4, Ben 6.
    assert_eq!(t.state().initiative_winner, Some(1));
}

#[test]
fn only_the_tied_players_roll_again() {
    let lists = vec![
        army(0),
        army(1),
        list(
            json!([{"hero": "warlord", "units": ["boy", "boy", "boy"]}]),
            &["hold"],
        ),
    ];
    let mut t = Table::new(setup_of(lists));
    // Ben and Cleo (both 5 unspent) roll 4: 9 each; Ana 6 + 2 = 8.
    t.ok(json!({"type": "initiative", "rolls": [6, 4, 4]}));
    assert_eq!(t.state().reroll, [1, 2]);
    t.refuses(
        json!({"type": "initiative", "rolls": [5, 2, 3]}),
        "diskwars.setup.not_in_reroll",
        "/rolls/0",
    );
    t.refuses(
        json!({"type": "initiative", "rolls": [null, null, 3]}),
        "diskwars.setup.roll_missing",
        "/rolls/1",
    );
    t.ok(json!({"type": "initiative", "rolls": [null, 2, 3]}));
    assert_eq!(t.state().initiative_winner, Some(2));
    assert_eq!(
        t.state().sides[0].initiative_total,
        Some(8),
        "Ana keeps her first total"
    );
}

#[test]
fn unknown_unspent_points_are_typed_and_a_known_value_is_not_contradicted() {
    let shady = list(
        json!([{"hero": "warlord", "units": ["shade", "boy"]}]),
        &["hold"],
    );
    let mut t = Table::new(setup_of(vec![army(0), shady]));
    assert_eq!(t.state().sides[1].unspent, None);
    t.refuses(
        json!({"type": "initiative", "rolls": [1, 1]}),
        "diskwars.setup.unspent_unknown",
        "/unspent/1",
    );
    t.refuses(
        json!({"type": "initiative", "rolls": [1, 1], "unspent": [3, 4]}),
        "diskwars.setup.unspent_differs",
        "/unspent/0",
    );
    t.ok(json!({"type": "initiative", "rolls": [1, 1], "unspent": [null, 9]}));
    assert_eq!(t.state().sides[1].unspent, Some(9));
    assert_eq!(t.state().sides[1].initiative_total, Some(10));
    assert_eq!(t.state().initiative_winner, Some(1));
}

#[test]
fn the_introductory_scenario_rolls_a_plain_d6_and_the_winner_takes_the_large_token() {
    let orcs = intro(
        json!([{"hero": "warlord", "units": ["boy", "boy", "boy", "spearman"]}]),
        &["flank", "wait"],
    );
    let men = intro(
        json!([{"hero": "captain", "units": ["knight", "spearman", "boy", "boy"]}]),
        &["charge", "hold"],
    );
    let mut t = Table::new(setup_of(vec![men, orcs]));
    assert_eq!(t.state().sides[0].unspent, None);
    assert_eq!(
        t.state().sides[0].deployment_value,
        9,
        "three plain cards of value 3"
    );
    t.refuses(
        json!({"type": "initiative", "rolls": [2, 3], "unspent": [0, 0]}),
        "diskwars.setup.intro_no_bonus",
        "/unspent/0",
    );
    t.ok(json!({"type": "initiative", "rolls": [2, 3]}));
    assert_eq!(
        t.state().initiative_order,
        [1, 0],
        "no tokens to give out with two players"
    );
    assert_eq!(t.state().stage, Stage::Deploy);
    assert_eq!(t.state().next, Some(1), "the first player deploys first");
    t.refuses(
        json!({"type": "scenario", "side": 0, "card": "conquest"}),
        "diskwars.match.not_now",
        "",
    );
    t.refuses(
        json!({"type": "objective", "side": 0, "card": "conquest"}),
        "diskwars.setup.intro_no_scenario",
        "",
    );
    t.refuses(
        json!({"type": "deploy", "side": 0, "discs": [0, 1, 2, 3, 4]}),
        "diskwars.setup.deploy_turn",
        "/side",
    );
    t.ok(json!({"type": "deploy", "side": 1, "discs": [0, 1, 2, 3, 4]}));
}

#[test]
fn with_more_players_the_intro_winner_is_first_and_orders_the_rest() {
    let a = intro(json!([{"hero": "captain", "units": ["boy"]}]), &["hold"]);
    let mut t = Table::new(setup_of(vec![a.clone(), a.clone(), a]));
    t.ok(json!({"type": "initiative", "rolls": [2, 5, 3]}));
    assert_eq!(t.state().stage, Stage::AssignInitiative);
    t.refuses(
        json!({"type": "assign_initiative", "side": 1, "order": [0, 1, 2]}),
        "diskwars.setup.intro_winner_first",
        "/order/0",
    );
    t.ok(json!({"type": "assign_initiative", "side": 1, "order": [1, 0, 2]}));
    assert_eq!(t.state().stage, Stage::Deploy);
}

/// Standard set-up with four players to the scenario: Dan (15 unspent) wins and gives the
/// tokens 0, 1, 2, 3; Dan is the last player.
fn four_to_scenario() -> Table {
    let mut t = Table::standard(4);
    t.ok(json!({"type": "initiative", "rolls": [1, 1, 1, 1]}));
    assert_eq!(t.state().initiative_winner, Some(3));
    t.ok(json!({"type": "assign_initiative", "side": 3, "order": [0, 1, 2, 3]}));
    t
}

#[test]
fn the_last_player_keeps_the_active_scenario_and_the_objectives_are_the_other_cards() {
    let mut t = four_to_scenario();
    assert_eq!(t.state().next, Some(3));
    t.refuses(
        json!({"type": "objective", "side": 0, "card": "conquest"}),
        "diskwars.match.not_now",
        "",
    );
    t.refuses(
        json!({"type": "scenario", "side": 0, "card": "conquest"}),
        "diskwars.setup.scenario_chooser",
        "/side",
    );
    t.refuses(
        json!({"type": "scenario", "side": 3, "card": "fortress"}),
        "diskwars.setup.special_scenario",
        "/card",
    );
    t.refuses(
        json!({"type": "scenario", "side": 3, "card": "nowhere"}),
        "diskwars.match.unknown_card",
        "/card",
    );
    t.ok(json!({"type": "scenario", "side": 3, "card": "generalicide"}));
    assert!(t.state().heroes_lose_vigor);
    t.refuses(
        json!({"type": "objective", "side": 0, "card": "generalicide"}),
        "diskwars.setup.objective_active",
        "/card",
    );
    t.ok(json!({"type": "objective", "side": 0, "card": "conquest"}));
    t.refuses(
        json!({"type": "objective", "side": 1, "card": "conquest"}),
        "diskwars.setup.objective_taken",
        "/card",
    );
    t.refuses(
        json!({"type": "objective", "side": 0, "card": "riddle"}),
        "diskwars.setup.objective_already",
        "/side",
    );
}

#[test]
fn deployment_cards_go_in_reverse_initiative_order_with_their_values() {
    let mut t = four_to_scenario();
    t.ok(json!({"type": "scenario", "side": 3, "card": "conquest"}));
    assert_eq!(t.state().regiments, 4);
    assert_eq!(t.state().next, Some(3), "the last player picks first");
    t.refuses(
        json!({"type": "deployment_card", "side": 0, "card": "wide", "face": "text"}),
        "diskwars.setup.pick_turn",
        "/side",
    );
    t.refuses(
        json!({"type": "deployment_card", "side": 3, "card": "wide", "face": "text", "value": 2}),
        "diskwars.setup.value_differs",
        "/value",
    );
    t.ok(json!({"type": "deployment_card", "side": 3, "card": "wide", "face": "text"}));
    t.refuses(
        json!({"type": "deployment_card", "side": 2, "card": "wide", "face": "plain"}),
        "diskwars.setup.card_taken",
        "/card",
    );
    t.refuses(
        json!({"type": "deployment_card", "side": 2, "card": "hidden", "face": "text"}),
        "diskwars.setup.value_unknown",
        "/value",
    );
    t.ok(
        json!({"type": "deployment_card", "side": 2, "card": "hidden", "face": "text", "value": 4}),
    );
    t.refuses(json!({"type": "deployment_card", "side": 1, "card": "narrow", "face": "plain", "value": 1}), "diskwars.setup.value_differs", "/value");
    t.ok(json!({"type": "deployment_card", "side": 1, "card": "narrow", "face": "plain"}));
    t.ok(json!({"type": "deployment_card", "side": 0, "card": "far", "face": "text"}));
    let values: Vec<u32> = t.state().sides.iter().map(|s| s.deployment_value).collect();
    assert_eq!(values, [2, PLAIN_FACE_VALUE as u32, 4, 3]);
    assert_eq!(t.state().stage, Stage::Deploy);
    assert_eq!(t.state().next, Some(3), "the last player deploys first");
}

#[test]
fn each_player_deploys_exactly_its_value_every_hero_and_the_rest_go_to_the_reserve() {
    let mut t = Table::standard(2);
    t.ok(json!({"type": "initiative", "rolls": [6, 1]}));
    t.ok(json!({"type": "assign_initiative", "side": 0, "order": [0, 1]}));
    t.ok(json!({"type": "scenario", "side": 1, "card": "conquest"}));
    t.ok(json!({"type": "deployment_card", "side": 1, "card": "wide", "face": "text"}));
    t.ok(json!({"type": "deployment_card", "side": 0, "card": "narrow", "face": "text"}));
    // Ben (value 3) deploys first: the reverse of initiative order.
    t.refuses(
        json!({"type": "deploy", "side": 0, "discs": [0]}),
        "diskwars.setup.deploy_turn",
        "/side",
    );
    t.refuses(
        json!({"type": "deploy", "side": 1, "discs": [0, 1]}),
        "diskwars.setup.deploy_count",
        "/discs",
    );
    t.refuses(
        json!({"type": "deploy", "side": 1, "discs": [0, 1, 1]}),
        "diskwars.match.twice",
        "/discs/2",
    );
    t.refuses(
        json!({"type": "deploy", "side": 1, "discs": [0, 1, 9]}),
        "diskwars.match.no_disc",
        "/discs/2",
    );
    t.refuses(
        json!({"type": "deploy", "side": 1, "discs": [1, 2, 3]}),
        "diskwars.setup.hero_not_deployed",
        "/discs",
    );
    t.ok(json!({"type": "deploy", "side": 1, "discs": [0, 2, 3]}));
    // A pin may be recorded once discs stand on the battlefield.
    t.ok(json!({"type": "pin", "top": {"side": 1, "disc": 2}, "bottom": {"side": 1, "disc": 3}}));
    t.ok(json!({"type": "deploy", "side": 0, "discs": [0]}));
    assert_eq!(t.state().round, 1);
    assert_eq!(t.state().stage, Stage::Choose);
    assert_eq!(t.disc(1, 1).location, Location::Reserve);
    assert_eq!(t.state().sides[0].count(Location::Reserve), 3);
    assert!(
        t.disc(1, 3).pinned && !t.disc(1, 3).engaged,
        "an allied pin is no engagement"
    );
}

#[test]
fn refusals_speak_spanish_too() {
    let mut t = Table::standard(2);
    let entry = Entry::from_value(json!({"type": "initiative", "rolls": [9, 1]})).unwrap();
    let d = t.0.record(entry, Lang::Es).unwrap_err();
    assert_eq!(d.message, "9 no sale en un dado de seis caras.");
    assert_eq!(d.rule, "diskwars:§2.1");
    t.ok(json!({"type": "initiative", "rolls": [6, 1]}));
}

#[test]
fn cards_the_pack_does_not_hold_are_recorded_as_null() {
    let mut t = four_to_scenario();
    t.ok(json!({"type": "scenario", "side": 3, "card": null}));
    assert_eq!(t.state().active_scenario, None);
    assert!(!t.state().heroes_lose_vigor);
    assert_eq!(t.state().stage, Stage::DeploymentCards);
    t.refuses(
        json!({"type": "deployment_card", "side": 3, "card": null, "face": "text"}),
        "diskwars.setup.value_unknown",
        "/value",
    );
    t.ok(json!({"type": "deployment_card", "side": 3, "card": null, "face": "text", "value": 2}));
    t.ok(json!({"type": "deployment_card", "side": 2, "card": null, "face": "plain"}));
    assert_eq!(t.state().sides[2].deployment_value, 3);
    // Two players may hold cards the pack lacks; each still holds one only.
    t.ok(json!({"type": "objective", "side": 0, "card": null}));
    t.ok(json!({"type": "objective", "side": 1, "card": null}));
    t.refuses(
        json!({"type": "objective", "side": 0, "card": "conquest"}),
        "diskwars.setup.objective_already",
        "/side",
    );
    assert!(t.state().sides[0].objective_recorded && t.state().sides[0].objective.is_none());
}
