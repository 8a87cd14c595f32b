//! The set-up: players and lists, starting sizes, territories, deployment by units and by
//! drops, the generals, the realm.

use super::*;

fn start_faults(lists: Vec<Value>) -> Vec<Diagnostic> {
    Match::<Sigmar>::new(setup_of(lists), &catalog(), Lang::En).expect_err("refused")
}

fn places(faults: &[Diagnostic]) -> Vec<(&str, &str)> {
    faults.iter().map(|d| (d.code, d.path.as_str())).collect()
}

#[test]
fn a_battle_has_two_players_playing_the_same_mode() {
    let a = open(&[("lord", 1, None, true)]);
    for n in [1, 3] {
        let faults = start_faults(vec![a.clone(); n]);
        assert_eq!(places(&faults), [("sigmar.match.players", "/players")]);
        assert_eq!(faults[0].rule, "sigmar:S1-RND-1");
    }
    let m = matched(json!([{"leader": {"unit": "lord"}}]), None, json!([]));
    let faults = start_faults(vec![a, m]);
    assert_eq!(
        places(&faults),
        [("sigmar.match.modes_differ", "/players/1/list/mode")]
    );
}

#[test]
fn units_the_data_lacks_empty_units_and_impossible_reinforcements_are_refused_with_their_place() {
    let faults = start_faults(vec![
        open(&[
            ("lord", 1, None, true),
            ("ghost", 3, None, false),
            ("warriors", 0, None, false),
        ]),
        matched(
            json!([{"leader": {"unit": "lord"}, "units": [{"unit": "knights", "reinforced": true}]}]),
            Some("nobody"),
            json!([]),
        ),
    ]);
    assert_eq!(
        places(&faults),
        [
            ("sigmar.match.unknown_unit", "/players/0/list/units/1/unit"),
            ("sigmar.match.no_models", "/players/0/list/units/2/models"),
            (
                "sigmar.match.not_reinforceable",
                "/players/1/list/regiments/0/units/0/reinforced"
            ),
            (
                "sigmar.match.unknown_renown",
                "/players/1/list/regiment_of_renown"
            ),
            // Mixed modes are refused too.
            ("sigmar.match.modes_differ", "/players/1/list/mode"),
        ]
    );
    let faults = start_faults(vec![open(&[]), open(&[("lord", 1, None, false)])]);
    assert_eq!(
        places(&faults),
        [("sigmar.match.empty_list", "/players/0/list/units")]
    );
}

#[test]
fn open_play_sizes_wounds_and_bravery_come_from_the_list_then_the_data() {
    let mut list = open(&[("warriors", 12, Some(5), false), ("horde", 30, None, false)]);
    list["units"][0]["wounds"] = json!(2);
    let t = Table::new(setup_of(vec![list, open(&[("lord", 1, None, true)])]));
    let s = &t.state().sides[0];
    assert_eq!((s.units[0].size, s.units[0].models), (12, 12));
    assert_eq!(
        s.units[0].wounds,
        Some(2),
        "the player's warscroll wins over Health 1"
    );
    assert_eq!(s.units[0].bravery, Some(5));
    assert_eq!(
        (s.units[1].wounds, s.units[1].bravery),
        (None, None),
        "unknown stays unknown"
    );
    assert_eq!(
        t.state().sides[1].units[0].wounds,
        Some(5),
        "Health stands in"
    );
    assert_eq!(t.state().stage, Stage::Territories);
}

#[test]
fn matched_play_numbers_units_regiment_by_regiment_then_renown_then_auxiliaries() {
    let a = matched(
        json!([{"leader": {"unit": "lord"}, "units": [{"unit": "warriors", "reinforced": true}, {"unit": "knights"}], "general": true},
               {"leader": {"unit": "mage"}}]),
        Some("the-band"),
        json!([{"unit": "beast"}, {"unit": "warriors"}]),
    );
    let b = matched(
        json!([{"leader": {"unit": "lord"}}]),
        None,
        json!([{"unit": "beast"}]),
    );
    let t = Table::new(setup_of(vec![a, b]));
    let s = &t.state().sides[0];
    let ids: Vec<(&str, u32)> = s.units.iter().map(|u| (u.id.as_str(), u.models)).collect();
    assert_eq!(
        ids,
        [
            ("lord", 1),
            ("warriors", 20),
            ("knights", 5),
            ("mage", 1),
            ("champion", 1),
            ("beast", 1),
            ("warriors", 10)
        ]
    );
    // S4-DROP-1: each regiment one drop, the Regiment of Renown one, each auxiliary one.
    let drops: Vec<(DropKind, Vec<usize>)> =
        s.drops.iter().map(|d| (d.kind, d.units.clone())).collect();
    assert_eq!(
        drops,
        [
            (DropKind::Regiment, vec![0, 1, 2]),
            (DropKind::Regiment, vec![3]),
            (DropKind::Renown, vec![4]),
            (DropKind::Auxiliary, vec![5]),
            (DropKind::Auxiliary, vec![6]),
        ]
    );
    assert_eq!(
        s.units[0].wounds,
        Some(5),
        "matched play: the pack's Health"
    );
    assert!(s.units[0].leader && !s.units[4].leader);
    // S4-AUX-2: Ben has fewer auxiliary units (1 against 2): +1 command point each round.
    assert_eq!((s.auxiliaries, t.state().command_point_bonus), (2, Some(1)));
    let even = Table::new(setup_of(vec![
        matched(
            json!([{"leader": {"unit": "lord"}}]),
            None,
            json!([{"unit": "beast"}]),
        ),
        matched(
            json!([{"leader": {"unit": "lord"}}]),
            None,
            json!([{"unit": "knights"}]),
        ),
    ]));
    assert_eq!(even.state().command_point_bonus, None, "a tie: nobody");
}

#[test]
fn the_territories_winner_deploys_first_after_ties_are_rolled_again() {
    let mut t = Table::open_armies();
    t.refuses(
        json!({"type": "deploy", "side": 0, "unit": 0}),
        "sigmar.match.not_now",
        "",
    );
    t.refuses(
        json!({"type": "territories", "rolls": [7, 1]}),
        "sigmar.match.roll_range",
        "/rolls/0",
    );
    t.ok(json!({"type": "territories", "rolls": [3, 3]}));
    assert!(t.state().tied);
    assert_eq!(t.state().stage, Stage::Territories, "a tie rolls again");
    t.ok(json!({"type": "territories", "rolls": [2, 4]}));
    assert_eq!(
        (t.state().territories_winner, t.state().next),
        (Some(1), Some(1))
    );
    t.refuses(
        json!({"type": "deploy", "side": 0, "unit": 0}),
        "sigmar.deploy.turn",
        "/side",
    );
    t.ok(json!({"type": "deploy", "side": 1, "unit": 2}));
    t.refuses(
        json!({"type": "deploy", "side": 1, "unit": 0}),
        "sigmar.deploy.turn",
        "/side",
    );
    t.ok(json!({"type": "deploy", "side": 0, "unit": 1}));
    t.refuses(
        json!({"type": "deploy", "side": 1, "unit": 2}),
        "sigmar.deploy.already",
        "/unit",
    );
    t.refuses(
        json!({"type": "deploy", "side": 1, "unit": 9}),
        "sigmar.match.no_unit",
        "/unit",
    );
}

#[test]
fn deployment_alternates_a_finished_player_is_skipped_and_reserves_are_not_counted() {
    let mut t = Table::open_armies();
    t.ok(json!({"type": "territories", "rolls": [6, 1]}));
    // A player must set up a unit before finishing: the general is one of its models.
    t.refuses(
        json!({"type": "done_deploying", "side": 0}),
        "sigmar.deploy.nothing_deployed",
        "/side",
    );
    t.ok(json!({"type": "deploy", "side": 0, "unit": 0}));
    t.ok(json!({"type": "deploy", "side": 1, "unit": 0}));
    // Ana stops: her warriors stay in reserve, and she finished first.
    t.ok(json!({"type": "done_deploying", "side": 0}));
    assert_eq!(t.state().finished_first, Some(0));
    assert_eq!(t.unit(0, 1).location, Location::Reserve);
    // Ben keeps deploying on his own.
    t.ok(json!({"type": "deploy", "side": 1, "unit": 1}));
    assert_eq!(t.state().next, Some(1));
    t.ok(json!({"type": "deploy", "side": 1, "unit": 2}));
    // S1-ARMY-5: the counts frozen at the end of deployment exclude the reserve.
    assert_eq!(
        (t.state().sides[0].starting, t.state().sides[1].starting),
        (1, 7)
    );
    assert_eq!((t.unit(0, 1).starting, t.unit(1, 1).starting), (0, 5));
    assert_eq!(t.state().finished_first, Some(0), "Ana finished first");
}

#[test]
fn matched_play_deploys_drop_by_drop() {
    let a = matched(
        json!([{"leader": {"unit": "lord"}, "units": [{"unit": "warriors"}], "general": true}]),
        None,
        json!([{"unit": "beast"}]),
    );
    let b = matched(
        json!([{"leader": {"unit": "lord"}, "general": true}]),
        None,
        json!([]),
    );
    let mut t = Table::new(setup_of(vec![a, b]));
    t.ok(json!({"type": "territories", "rolls": [6, 1]}));
    t.refuses(
        json!({"type": "deploy", "side": 0, "unit": 0}),
        "sigmar.deploy.by_drops",
        "",
    );
    t.refuses(
        json!({"type": "deploy_drop", "side": 0, "drop": 0, "reserve": [2]}),
        "sigmar.deploy.not_in_drop",
        "/reserve/0",
    );
    t.refuses(
        json!({"type": "deploy_drop", "side": 0, "drop": 0, "reserve": [0, 1]}),
        "sigmar.deploy.drop_all_in_reserve",
        "/reserve",
    );
    t.refuses(
        json!({"type": "deploy_drop", "side": 0, "drop": 5}),
        "sigmar.deploy.no_drop",
        "/drop",
    );
    // The regiment as one drop, its warriors in reserve.
    t.ok(json!({"type": "deploy_drop", "side": 0, "drop": 0, "reserve": [1]}));
    assert_eq!(
        (t.unit(0, 0).location, t.unit(0, 1).location),
        (Location::Battlefield, Location::Reserve)
    );
    // Ben's one drop: he has finished first, and chooses round 1's first turn (S4-DROP-1).
    t.ok(json!({"type": "deploy_drop", "side": 1, "drop": 0}));
    assert_eq!(t.state().finished_first, Some(1));
    t.refuses(
        json!({"type": "deploy_drop", "side": 0, "drop": 0}),
        "sigmar.deploy.drop_deployed",
        "/drop",
    );
    t.ok(json!({"type": "deploy_drop", "side": 0, "drop": 1}));
    assert_eq!(
        t.state().sides[0].starting,
        2,
        "the lord and the beast; the warriors wait"
    );
    assert_eq!(
        (t.state().stage, t.state().chooser),
        (Stage::FirstTurn, Some(1))
    );
    let mut open = Table::open_armies();
    open.ok(json!({"type": "territories", "rolls": [6, 1]}));
    open.refuses(
        json!({"type": "deploy_drop", "side": 0, "drop": 0}),
        "sigmar.deploy.no_drops",
        "",
    );
}

#[test]
fn the_lists_general_is_taken_when_deployed_otherwise_the_tracker_asks_for_a_deployed_model() {
    let mut t = Table::new(setup_of(vec![
        open(&[("lord", 1, None, true), ("warriors", 10, None, false)]),
        open(&[("lord", 1, None, false), ("knights", 5, None, false)]),
    ]));
    t.ok(json!({"type": "territories", "rolls": [6, 1]}));
    t.ok(json!({"type": "deploy", "side": 0, "unit": 0}));
    t.ok(json!({"type": "deploy", "side": 1, "unit": 1}));
    t.ok(json!({"type": "deploy", "side": 0, "unit": 1}));
    t.ok(json!({"type": "done_deploying", "side": 1}));
    assert_eq!(t.state().stage, Stage::General);
    assert_eq!(
        t.state().sides[0].general.map(|g| g.unit),
        Some(0),
        "the list's choice"
    );
    assert_eq!(t.state().next, Some(1), "Ben's list names none");
    t.refuses(
        json!({"type": "general", "side": 1, "unit": 0}),
        "sigmar.general.not_deployed",
        "/unit",
    );
    t.refuses(
        json!({"type": "general", "side": 0, "unit": 1}),
        "sigmar.general.already",
        "/side",
    );
    t.ok(json!({"type": "general", "side": 1, "unit": 1}));
    assert_eq!(t.state().sides[1].general.map(|g| g.unit), Some(1));
    assert_ne!(t.state().stage, Stage::General);
}

#[test]
fn a_list_general_left_in_reserve_is_asked_for_again() {
    let mut t = Table::new(setup_of(vec![
        open(&[("lord", 1, None, true), ("warriors", 10, None, false)]),
        open(&[("lord", 1, None, true)]),
    ]));
    t.ok(json!({"type": "territories", "rolls": [6, 1]}));
    t.ok(json!({"type": "deploy", "side": 0, "unit": 1}));
    t.ok(json!({"type": "deploy", "side": 1, "unit": 0}));
    t.ok(json!({"type": "done_deploying", "side": 0}));
    assert_eq!((t.state().stage, t.state().next), (Stage::General, Some(0)));
    assert!(t.state().sides[0].general.is_none());
    t.ok(json!({"type": "general", "side": 0, "unit": 1}));
}

#[test]
fn in_matched_play_the_general_leads_a_regiment() {
    let a = matched(
        json!([{"leader": {"unit": "lord"}, "units": [{"unit": "warriors"}]}]),
        None,
        json!([{"unit": "beast"}]),
    );
    let b = matched(
        json!([{"leader": {"unit": "lord"}, "general": true}]),
        None,
        json!([]),
    );
    let mut t = Table::new(setup_of(vec![a, b]));
    t.deploy_all();
    assert_eq!((t.state().stage, t.state().next), (Stage::General, Some(0)));
    t.refuses(
        json!({"type": "general", "side": 0, "unit": 1}),
        "sigmar.general.not_a_leader",
        "/unit",
    );
    let d = t.refuses(
        json!({"type": "general", "side": 0, "unit": 2}),
        "sigmar.general.not_a_leader",
        "/unit",
    );
    assert_eq!(d.rule, "sigmar:S4-GEN-2");
    t.ok(json!({"type": "general", "side": 0, "unit": 0}));
    assert_eq!(
        t.state().stage,
        Stage::FirstTurn,
        "matched play has no sudden death"
    );
}

#[test]
fn the_realm_is_named_before_the_battle_and_the_state_serialises() {
    let mut t = Table::open_armies();
    t.refuses(
        json!({"type": "realm", "realm": "  "}),
        "sigmar.match.blank",
        "/realm",
    );
    t.ok(json!({"type": "realm", "realm": "Realm of Fire"}));
    assert_eq!(t.state().realm.as_deref(), Some("Realm of Fire"));
    t.battle(0);
    t.refuses(
        json!({"type": "realm", "realm": "Realm of Metal"}),
        "sigmar.match.not_now",
        "",
    );
    let shown = serde_json::to_value(t.state()).unwrap();
    assert_eq!(shown["stage"], "turn");
    assert_eq!(shown["turn"]["phase"], "hero");
    assert_eq!(shown["sides"][0]["units"][1]["models"], 10);
}
