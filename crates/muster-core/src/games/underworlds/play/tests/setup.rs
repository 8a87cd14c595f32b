//! The start of a match and the set-up (digest §2, E3–E5).

use super::*;
use crate::games::underworlds::test_fixture::{DECK_PARTIAL, STRAYS};

fn start_faults(setup: UnderworldsSetup, catalog: &Catalog) -> Vec<Diagnostic> {
    match Match::<Underworlds>::new(setup, catalog, Lang::En) {
        Ok(_) => panic!("the set-up should be refused"),
        Err(faults) => faults,
    }
}

fn codes(faults: &[Diagnostic]) -> Vec<(&str, &str)> {
    faults.iter().map(|d| (d.code, d.path.as_str())).collect()
}

#[test]
fn a_match_starts_from_two_known_lists_with_every_fighter_and_card() {
    let t = Table::new(setup());
    let state = t.state();
    assert_eq!(state.stage, Stage::Territories);
    assert_eq!((state.round, state.next), (0, None));
    assert_eq!(state.sides.len(), 2);
    let ana = &state.sides[ANA];
    assert_eq!(
        (ana.player.as_str(), ana.warband.as_str()),
        ("Ana", WARDENS)
    );
    assert_eq!(ana.fighters.len(), 3);
    assert_eq!(ana.cards.len(), 32, "12 objectives and 20 power cards");
    assert!(ana.cards.iter().all(|c| c.state == CardPlace::InDeck));
    let captain = ana.fighter(CAPTAIN).unwrap();
    assert!(captain.leader && !captain.deployed && !captain.slain && !captain.inspired);
    // The face up is the uninspired one: Health 4, Bounty 2 (the fixture's).
    assert_eq!((captain.health, captain.bounty), (4, 2));
    assert_eq!(
        (captain.inspired_face.health, captain.inspired_face.bounty),
        (5, 3)
    );
    assert_eq!(captain.moves, Some(3));
    assert_eq!(ana.glory, Glory::default());
    assert_eq!(ana.capacity, Capacity::default());
    assert!(
        state.prompt.contains("Roll off for territories"),
        "{}",
        state.prompt
    );
    // The Spanish words are the state's too when the match runs in Spanish.
    let es = Match::<Underworlds>::new(setup(), &catalog(), Lang::Es).unwrap();
    assert!(
        es.state().prompt.contains("territorios"),
        "{}",
        es.state().prompt
    );
}

#[test]
fn two_players_are_needed() {
    let mut one = setup();
    one.players.pop();
    let faults = start_faults(one, &catalog());
    assert_eq!(codes(&faults), [("underworlds.match.players", "/players")]);
    assert_eq!(faults[0].rule, "underworlds:§2");
}

#[test]
fn unknown_warbands_decks_and_cards_are_refused_where_the_list_names_them() {
    let mut s = setup();
    s.players[0].list.warband = "no-such-warband".into();
    s.players[1].list.decks = vec![DECK_B.into(), "no-such-deck".into()];
    s.players[1].list.power[3] = "no-such-card".into();
    s.players[1].list.objectives[1] = s.players[1].list.objectives[0].clone();
    let faults = start_faults(s, &catalog());
    assert_eq!(
        codes(&faults),
        [
            (
                "underworlds.match.unknown_warband",
                "/players/0/list/warband"
            ),
            ("underworlds.match.unknown_deck", "/players/1/list/decks/1"),
            (
                "underworlds.match.card_twice",
                "/players/1/list/objectives/1"
            ),
            ("underworlds.match.unknown_card", "/players/1/list/power/3"),
        ]
    );
}

#[test]
fn a_warband_whose_roster_or_values_are_unknown_is_refused_with_the_editor_as_help() {
    let mut s = setup();
    s.players[1].list = test_fixture::rivals_list_of(STRAYS, DECK_A);
    s.players[1].list.decks.push(DECK_PARTIAL.into());
    let faults = start_faults(s, &catalog());
    let at_warband: Vec<&str> = faults
        .iter()
        .filter(|d| d.path == "/players/1/list/warband")
        .map(|d| d.code)
        .collect();
    assert_eq!(at_warband[0], "underworlds.match.roster_incomplete");
    assert!(at_warband[1..]
        .iter()
        .all(|c| *c == "underworlds.match.fighter_value_unknown"));
    // Stray 1 lacks both faces; Stray 2 its inspired face and its uninspired Health and
    // Bounty.
    assert_eq!(at_warband.len(), 1 + 2 + 3, "{faults:?}");
    let value = faults
        .iter()
        .find(|d| d.message.contains("Health of Fixture Stray 2"))
        .expect("the unknown Health is named");
    assert_eq!(value.rule, "underworlds:§3.5");
    assert!(value.help.contains("warband editor"), "{}", value.help);

    // A complete roster with one value unknown is refused for that value alone.
    let mut parts = parts();
    let wardens = parts.warbands.iter_mut().find(|w| w.id == WARDENS).unwrap();
    wardens.fighters[2].inspired.as_mut().unwrap().bounty = None;
    let faults = start_faults(setup(), &Catalog::new(parts).unwrap());
    assert_eq!(
        codes(&faults),
        [(
            "underworlds.match.fighter_value_unknown",
            "/players/0/list/warband"
        )]
    );
    assert!(faults[0]
        .message
        .contains("Bounty of Fixture Warden on its inspired face"));
}

#[test]
fn a_list_of_another_game_is_refused() {
    let mut s = setup();
    s.players[0].list.game = "sigmar".into();
    let faults = start_faults(s, &catalog());
    assert_eq!(
        codes(&faults),
        [("underworlds.match.not_a_list", "/players/0/list/game")]
    );
}

#[test]
fn the_territory_roll_off_loser_places_the_first_feature_token_and_the_winner_the_second() {
    let mut t = Table::new(setup());
    t.refuses(
        json!({"type": "place_feature", "side": ANA, "territory": ANA, "number": 1}),
        "underworlds.match.not_now",
        "underworlds:§2",
        "",
    );
    t.ok(json!({"type": "territory_roll_off", "winner": ANA}));
    assert_eq!(
        (t.state().stage, t.state().next),
        (Stage::Features, Some(BEN))
    );
    assert!(t.state().log[0].contains("Ana won the territory roll-off"));
    assert!(t.state().prompt.contains("Ben places feature token 1 of 5"));
    // E3: the winner does not place first.
    t.refuses(
        json!({"type": "place_feature", "side": ANA, "territory": ANA, "number": 1}),
        "underworlds.feature.turn",
        "underworlds:E3",
        "/side",
    );
    t.ok(json!({"type": "place_feature", "side": BEN, "territory": BEN, "number": 3}));
    t.refuses(
        json!({"type": "place_feature", "side": BEN, "territory": null, "number": 1}),
        "underworlds.feature.turn",
        "underworlds:E3",
        "/side",
    );
    t.ok(json!({"type": "place_feature", "side": ANA, "territory": null, "number": 1}));
    let token = &t.state().features[0];
    assert_eq!(
        (token.placed_by, token.territory, token.number, token.face),
        (BEN, Some(BEN), 3, FeatureFace::Treasure)
    );
    t.refuses(
        json!({"type": "place_feature", "side": BEN, "territory": 2, "number": 1}),
        "underworlds.match.no_side",
        "muster:match-event",
        "/territory",
    );
}

/// Places tokens in `territories` in the roll-off order (Ben, who lost, first).
fn placing(territories: &[Option<usize>]) -> Table {
    let mut t = Table::new(setup());
    t.ok(json!({"type": "territory_roll_off", "winner": ANA}));
    for (i, territory) in territories.iter().enumerate() {
        let side = if i % 2 == 0 { BEN } else { ANA };
        t.ok(
            json!({"type": "place_feature", "side": side, "territory": territory, "number": i + 1}),
        );
    }
    t
}

#[test]
fn every_territory_must_be_able_to_hold_a_feature_token_after_the_fifth() {
    // Three neutral tokens: two left, both territories empty; a fourth neutral token would
    // leave one token for two empty territories.
    let mut t = placing(&[None, None, None]);
    let d = t.refuses(
        json!({"type": "place_feature", "side": ANA, "territory": null, "number": 4}),
        "underworlds.feature.territory_empty",
        "underworlds:E4",
        "/territory",
    );
    assert!(d.message.contains("only 1 would be left"), "{}", d.message);
    // In Ana's territory it is fine; the fifth must then go to Ben's.
    t.ok(json!({"type": "place_feature", "side": ANA, "territory": ANA, "number": 4}));
    t.refuses(
        json!({"type": "place_feature", "side": BEN, "territory": ANA, "number": 5}),
        "underworlds.feature.territory_empty",
        "underworlds:E4",
        "/territory",
    );
    t.refuses(
        json!({"type": "place_feature", "side": BEN, "territory": null, "number": 5}),
        "underworlds.feature.territory_empty",
        "underworlds:E4",
        "/territory",
    );
    t.ok(json!({"type": "place_feature", "side": BEN, "territory": BEN, "number": 5}));
    assert_eq!(t.state().stage, Stage::Deployment);
    // With both territories holding a token, the fifth may go anywhere.
    let mut t = placing(&[Some(ANA), Some(BEN), None, None]);
    t.ok(json!({"type": "place_feature", "side": BEN, "territory": null, "number": 5}));
    assert_eq!(t.state().features.len(), 5);
}

#[test]
fn the_last_placer_deploys_first_the_players_alternate_and_the_other_deploys_the_rest() {
    let mut t = placing(&[Some(BEN), Some(ANA), None, None, None]);
    assert_eq!(
        (t.state().stage, t.state().next),
        (Stage::Deployment, Some(BEN))
    );
    assert!(t
        .state()
        .log
        .last()
        .unwrap()
        .contains("Ben placed the last one and deploys first"));
    t.refuses(
        json!({"type": "deploy", "side": ANA, "fighter": CAPTAIN}),
        "underworlds.deploy.turn",
        "underworlds:§2",
        "/side",
    );
    t.refuses(
        json!({"type": "deploy", "side": BEN, "fighter": CAPTAIN}),
        "underworlds.match.no_fighter",
        "muster:match-event",
        "/fighter",
    );
    t.deploy(BEN, CHIEF)
        .deploy(ANA, CAPTAIN)
        .deploy(BEN, RAIDER_1);
    t.refuses(
        json!({"type": "deploy", "side": ANA, "fighter": CAPTAIN}),
        "underworlds.deploy.already",
        "underworlds:§2",
        "/fighter",
    );
    t.deploy(ANA, MARKSMAN)
        .deploy(BEN, RAIDER_2)
        .deploy(ANA, WARDEN);
    // Ana has deployed her three: Ben deploys the rest.
    assert_eq!(t.state().next, Some(BEN));
    assert!(t.state().sides[ANA].fighters.iter().all(|f| f.deployed));
    t.refuses(
        json!({"type": "action", "side": ANA, "ability": "focus"}),
        "underworlds.match.not_now",
        "underworlds:§2",
        "",
    );
    t.deploy(BEN, HOUND);
    // Every fighter is deployed: round 1's roll-off.
    assert_eq!((t.state().stage, t.state().round), (Stage::RollOff, 1));
    assert!(t
        .state()
        .sides
        .iter()
        .all(|s| s.fighters.iter().all(|f| f.on_battlefield())));
}

#[test]
fn each_player_redraws_at_most_once_during_set_up() {
    let mut t = Table::new(setup());
    t.refuses(
        json!({"type": "redraw", "side": ANA}),
        "underworlds.setup.redraw_nothing",
        "underworlds:E5",
        "",
    );
    t.ok(json!({"type": "redraw", "side": ANA, "objectives": true}));
    assert_eq!(
        t.state().sides[ANA].redraw,
        Some(Redraw {
            objectives: true,
            power: false
        })
    );
    t.refuses(
        json!({"type": "redraw", "side": ANA, "power": true}),
        "underworlds.setup.redraw_twice",
        "underworlds:E5",
        "/side",
    );
    t.ok(json!({"type": "territory_roll_off", "winner": BEN}));
    t.ok(json!({"type": "redraw", "side": BEN, "objectives": true, "power": true}));
    // Once the battle has begun, no more redraws.
    let mut t = Table::deployed();
    t.refuses(
        json!({"type": "redraw", "side": ANA, "power": true}),
        "underworlds.match.not_now",
        "underworlds:§3.3",
        "",
    );
}
