//! The start from the two lists and the set-up (digest §2): the first player, the card draft,
//! the zones, alternating deployment, and a skirmish's objective value.

use super::*;

#[test]
fn the_match_starts_from_the_lists_with_the_validators_totals() {
    let t = Table::new();
    let s = t.state();
    assert_eq!(s.stage, Stage::FirstPlayer);
    assert_eq!((s.sides[0].spent, s.sides[1].spent), (77, 70));
    assert_eq!(s.sides[0].units[0].trays, 9);
    assert_eq!(s.sides[0].units[0].value_now, 59);
    assert_eq!(s.sides[0].units[0].upgrades.len(), 2);
}

#[test]
fn a_set_up_that_cannot_be_resolved_is_refused_at_its_place() {
    let mut bad = setup();
    bad.players[1].list.units[1].unit = "wizards".into();
    bad.players[0].list.units[0].upgrades.push("banner".into());
    let faults = Match::<RuneWars>::new(bad, &catalog(), Lang::En).unwrap_err();
    let paths: Vec<&str> = faults.iter().map(|d| d.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "/players/0/list/units/0/upgrades/2",
            "/players/1/list/units/1/unit"
        ]
    );
    let mut three = setup();
    three.players.push(three.players[0].clone());
    let faults = Match::<RuneWars>::new(three, &catalog(), Lang::Es).unwrap_err();
    assert_eq!(faults[0].code, "runewars.match.players");
    assert!(faults[0].message.contains("dos jugadores"));
    let mut empty = setup();
    empty.players[0].list.units.clear();
    let faults = Match::<RuneWars>::new(empty, &catalog(), Lang::En).unwrap_err();
    assert_eq!(
        (faults[0].code, faults[0].path.as_str()),
        ("runewars.match.empty_list", "/players/0/list/units")
    );
}

/// Prep step 3, E7: the lower spent total chooses the first player; a tie lets either.
#[test]
fn the_lower_spent_total_chooses_the_first_player() {
    let mut t = Table::new();
    let d = t.refused(json!({"type": "first_player", "chooser": 0, "first": 0}));
    assert_eq!(
        (d.code, d.rule, d.path.as_str()),
        (
            "runewars.setup.first_player_chooser",
            "runewars:Prep-3",
            "/chooser"
        )
    );
    assert!(d.message.contains("70 against 77"), "{}", d.message);
    // Ben may make either player first.
    t.ok(json!({"type": "first_player", "chooser": 1, "first": 0}));
    assert_eq!(t.state().first_player, Some(0));

    let mut tie = setup();
    tie.players[1] = tie.players[0].clone();
    let mut game = Match::<RuneWars>::new(tie, &catalog(), Lang::En).unwrap();
    let event =
        Entry::from_value(json!({"type": "first_player", "chooser": 0, "first": 1})).unwrap();
    game.record(event, Lang::En).unwrap();
}

/// Prep step 4, E8: the deployment card's chooser picks the zone colour; the opponent gets
/// the other. The first player may take either kind of card.
#[test]
fn the_deployment_cards_chooser_picks_the_zone() {
    let mut t = Table::new();
    t.ok(json!({"type": "first_player", "chooser": 1, "first": 0}))
        .ok(
            json!({"type": "cards", "first_pick": "objective", "deployment": "D",
                   "objective": "O", "objective_value": 2}),
        );
    // Ana (first player) took the objective, so Ben chose the deployment card.
    assert_eq!(t.state().deployment_chooser, Some(1));
    let d = t.refused(json!({"type": "zone", "side": 0, "colour": "blue"}));
    assert_eq!(
        (d.code, d.rule),
        ("runewars.setup.zone_chooser", "runewars:Prep-4")
    );
    t.ok(json!({"type": "zone", "side": 1, "colour": "blue"}));
    assert_eq!(t.state().sides[0].zone, Some(Colour::Red));
    let d = t.refused(
        json!({"type": "cards", "first_pick": "objective", "deployment": "D",
                             "objective": "O", "objective_value": 2}),
    );
    assert_eq!(d.code, "runewars.match.not_now");
}

/// Prep step 7, E24: alternate deployment from the first player; when one runs out the
/// other places the rest; a unit that cannot be placed is destroyed.
#[test]
fn deployment_alternates_from_the_first_player_and_the_rest_follow() {
    let mut t = Table::new();
    t.ok(json!({"type": "first_player", "chooser": 1, "first": 1}))
        .ok(
            json!({"type": "cards", "first_pick": "deployment", "deployment": "D",
                   "objective": "O", "objective_value": 2}),
        )
        .ok(json!({"type": "zone", "side": 1, "colour": "red"}));
    let d = t.refused(json!({"type": "deploy", "side": 0, "unit": 0}));
    assert_eq!(
        (d.code, d.rule),
        ("runewars.setup.deploy_turn", "runewars:Prep-7")
    );
    t.ok(json!({"type": "deploy", "side": 1, "unit": 2}))
        .ok(json!({"type": "deploy", "side": 0, "unit": 1}));
    let d = t.refused(json!({"type": "deploy", "side": 1, "unit": 2}));
    assert_eq!(d.code, "runewars.setup.already_deployed");
    t.ok(json!({"type": "cannot_deploy", "side": 1, "unit": 1}))
        .ok(json!({"type": "deploy", "side": 0, "unit": 0}));
    assert!(
        t.unit(1, 1).destroyed,
        "a unit that cannot deploy is destroyed (§91.2)"
    );
    // Ana has placed everything: Ben places the rest, then round 1 begins.
    assert_eq!(t.state().stage, Stage::Deploy);
    t.ok(json!({"type": "deploy", "side": 1, "unit": 0}));
    assert_eq!((t.state().stage, t.state().round), (Stage::Command, 1));
}

/// E21, 1.10: a skirmish scores objective tokens at half the printed value, rounded up;
/// both lists must be for the same kind of game.
#[test]
fn a_skirmish_halves_the_objective_value_rounding_up() {
    let mut skirmish = setup();
    for player in &mut skirmish.players {
        player.list.mode = crate::games::runewars::Mode::Skirmish;
    }
    let mut game = Match::<RuneWars>::new(skirmish.clone(), &catalog(), Lang::En).unwrap();
    for event in [
        json!({"type": "first_player", "chooser": 1, "first": 0}),
        json!({"type": "cards", "first_pick": "deployment", "deployment": "D", "objective": "O",
               "objective_value": 3}),
    ] {
        game.record(Entry::from_value(event).unwrap(), Lang::En)
            .unwrap();
    }
    assert!(game.state().skirmish);
    assert_eq!(game.state().objective_value, Some(2));

    skirmish.players[1].list.mode = crate::games::runewars::Mode::Standard;
    let faults = Match::<RuneWars>::new(skirmish, &catalog(), Lang::En).unwrap_err();
    assert_eq!(
        (faults[0].code, faults[0].path.as_str()),
        ("runewars.match.modes_differ", "/players/1/list/mode")
    );
}
