//! The rounds (§3.3–§3.5): command cards, activation, pins, damage and wounds, tokens and
//! the End phase. After `through_set_up` with two players: Ana (side 0, first player) has
//! the captain, knight and spearman on the battlefield and the boy in reserve; Ben (side 1)
//! has the warlord and two boys on it and a boy in reserve.

use super::*;

fn round_one() -> Table {
    let mut t = Table::standard(2);
    t.through_set_up();
    assert_eq!(t.state().stage, Stage::Choose);
    t
}

fn d(side: usize, disc: usize) -> Value {
    json!({"side": side, "disc": disc})
}

#[test]
fn every_player_with_cards_reveals_one_from_hand() {
    let mut t = round_one();
    t.refuses(
        json!({"type": "reveal", "cards": ["charge"]}),
        "diskwars.activation.cards_count",
        "/cards",
    );
    t.refuses(
        json!({"type": "reveal", "cards": ["charge", null]}),
        "diskwars.activation.must_play",
        "/cards/1",
    );
    t.refuses(
        json!({"type": "reveal", "cards": ["flank", "flank"]}),
        "diskwars.activation.not_in_hand",
        "/cards/0",
    );
    t.refuses(
        json!({"type": "activate", "side": 0, "disc": 0, "action": "pass"}),
        "diskwars.match.not_now",
        "",
    );
    t.ok(json!({"type": "reveal", "cards": ["charge", "flank"]}));
    assert_eq!(t.state().sides[0].hand, ["hold"]);
}

#[test]
fn strategies_order_the_cards_where_the_data_knows_them() {
    let mut t = round_one();
    // Cunning beats Bold: Ben's card resolves first although Ana is the first player.
    t.refuses(
        json!({"type": "reveal", "cards": ["charge", "flank"], "order": [0, 1]}),
        "diskwars.activation.order_differs",
        "/order",
    );
    t.ok(json!({"type": "reveal", "cards": ["charge", "flank"]}));
    assert_eq!(t.state().step.as_ref().unwrap().order, [1, 0]);
    assert_eq!(t.state().resolving(), Some(1));
    let mut t = round_one();
    // Direct against Slow: Slow goes last.
    t.ok(json!({"type": "reveal", "cards": ["hold", "wait"]}));
    assert_eq!(t.state().step.as_ref().unwrap().order, [0, 1]);
}

#[test]
fn where_a_strategy_is_unknown_the_players_give_the_order() {
    let men = list(
        json!([{"hero": "captain", "units": ["knight"]}]),
        &["mystery"],
    );
    let mut t = Table::new(setup_of(vec![men, army(1)]));
    t.through_set_up();
    t.refuses(
        json!({"type": "reveal", "cards": ["mystery", "wait"]}),
        "diskwars.activation.order_needed",
        "/order",
    );
    t.refuses(
        json!({"type": "reveal", "cards": ["mystery", "wait"], "order": [1]}),
        "diskwars.activation.order_sides",
        "/order",
    );
    t.ok(json!({"type": "reveal", "cards": ["mystery", "wait"], "order": [1, 0]}));
    assert_eq!(t.state().resolving(), Some(1));
}

#[test]
fn a_card_activates_up_to_its_value_discs_neither_pinned_nor_activated() {
    let mut t = round_one();
    t.ok(json!({"type": "pin", "top": d(1, 2), "bottom": d(0, 2)}));
    t.ok(json!({"type": "reveal", "cards": ["charge", "wait"]}));
    assert_eq!(t.state().resolving(), Some(0));
    t.refuses(
        json!({"type": "activate", "side": 1, "disc": 0, "action": "move"}),
        "diskwars.activation.turn",
        "/side",
    );
    t.refuses(
        json!({"type": "activate", "side": 0, "disc": 2, "action": "move"}),
        "diskwars.activation.pinned",
        "/disc",
    );
    t.refuses(
        json!({"type": "activate", "side": 0, "disc": 3, "action": "move"}),
        "diskwars.activation.reserve_only_reinforces",
        "/action",
    );
    t.refuses(
        json!({"type": "activate", "side": 0, "disc": 0, "action": "reinforce"}),
        "diskwars.activation.not_in_reserve",
        "/action",
    );
    t.refuses(
        json!({"type": "activate", "side": 0, "disc": 7, "action": "pass"}),
        "diskwars.match.no_disc",
        "/disc",
    );
    t.ok(json!({"type": "activate", "side": 0, "disc": 0, "action": "move", "pins": [d(1, 1)]}));
    assert!(t.disc(0, 0).activated);
    assert!(t.disc(1, 1).pinned && t.disc(1, 1).engaged && t.disc(0, 0).engaged);
    t.refuses(
        json!({"type": "activate", "side": 0, "disc": 0, "action": "pass"}),
        "diskwars.activation.already",
        "/disc",
    );
    // Reinforcing from the reserve puts the disc on the battlefield with its token.
    t.ok(json!({"type": "activate", "side": 0, "disc": 3, "action": "reinforce"}));
    assert_eq!(t.disc(0, 3).location, Location::Battlefield);
    assert!(t.disc(0, 3).activated);
    // Charge activates 2.
    t.refuses(
        json!({"type": "activate", "side": 0, "disc": 1, "action": "pass"}),
        "diskwars.activation.card_spent",
        "/disc",
    );
    // An ability (not the card) may still activate a disc.
    t.ok(json!({"type": "activate", "side": 1, "disc": 3, "action": "reinforce", "by_ability": true}));
    t.ok(json!({"type": "resolved", "side": 0}));
    assert_eq!(t.state().sides[0].discard, ["charge"]);
    assert_eq!(t.state().resolving(), Some(1));
}

#[test]
fn a_card_must_activate_what_it_can_before_it_is_resolved() {
    let mut t = round_one();
    t.ok(json!({"type": "reveal", "cards": ["charge", "wait"]}));
    t.ok(json!({"type": "activate", "side": 0, "disc": 0, "action": "pass"}));
    t.refuses(
        json!({"type": "resolved", "side": 1}),
        "diskwars.activation.turn",
        "/side",
    );
    t.refuses(
        json!({"type": "resolved", "side": 0}),
        "diskwars.activation.must_activate",
        "",
    );
    // Reinforcing is never compulsory: once the battlefield discs are spent, it is done.
    t.ok(json!({"type": "pin", "top": d(1, 0), "bottom": d(0, 1)}));
    t.ok(json!({"type": "pin", "top": d(1, 2), "bottom": d(0, 2)}));
    t.ok(json!({"type": "resolved", "side": 0}));
}

#[test]
fn the_activation_phase_ends_when_every_battlefield_disc_is_activated_or_pinned() {
    let mut t = round_one();
    // Ana's three discs pinned by Ben's three.
    t.ok(json!({"type": "pin", "top": d(1, 0), "bottom": d(0, 0)}));
    t.ok(json!({"type": "pin", "top": d(1, 1), "bottom": d(0, 1)}));
    t.ok(json!({"type": "pin", "top": d(1, 2), "bottom": d(0, 2)}));
    t.ok(json!({"type": "reveal", "cards": ["charge", "flank"]}));
    for disc in [0, 1, 2] {
        if t.state().step.as_ref().unwrap().activations < 2 {
            t.ok(json!({"type": "activate", "side": 1, "disc": disc, "action": "pass"}));
        }
    }
    t.ok(json!({"type": "resolved", "side": 1}));
    assert_eq!(t.state().stage, Stage::Resolve, "Ana's card still resolves");
    t.ok(json!({"type": "resolved", "side": 0}));
    // Ben's disc 2 waits: another step, Ana with her hold must play although nothing of
    // hers can activate.
    assert_eq!(t.state().stage, Stage::Choose);
    t.refuses(
        json!({"type": "reveal", "cards": [null, "wait"]}),
        "diskwars.activation.must_play",
        "/cards/0",
    );
    t.ok(json!({"type": "reveal", "cards": ["hold", "wait"]}));
    t.ok(json!({"type": "resolved", "side": 0}));
    t.ok(json!({"type": "activate", "side": 1, "disc": 2, "action": "pass"}));
    t.ok(json!({"type": "resolved", "side": 1}));
    assert_eq!(
        t.state().stage,
        Stage::Melee,
        "Ben's reserve boy keeps nothing going"
    );
}

#[test]
fn the_activation_phase_ends_when_no_player_has_cards() {
    let mut t = round_one();
    t.activation_phase();
    assert_eq!(t.state().stage, Stage::Melee);
    assert!(t.state().sides.iter().all(|s| s.hand.is_empty()));
    t.ok(json!({"type": "end_round"}));
    assert_eq!(t.state().round, 2);
    assert_eq!(
        t.state().sides[0].hand,
        ["charge", "hold"],
        "the discard pile comes back"
    );
    assert!(t.state().sides[0].discard.is_empty());
}

#[test]
fn pins_go_one_level_and_an_embattled_disc_pins_and_is_pinned_by_enemies() {
    let mut t = round_one();
    t.refuses(
        json!({"type": "pin", "top": d(0, 0), "bottom": d(0, 0)}),
        "diskwars.pin.itself",
        "/bottom",
    );
    t.refuses(
        json!({"type": "pin", "top": d(0, 0), "bottom": d(0, 3)}),
        "diskwars.match.not_on_battlefield",
        "/bottom/disc",
    );
    // The warlord on Ana's knight, Ana's captain on the warlord: the captain does not pin
    // the knight.
    t.ok(json!({"type": "pin", "top": d(1, 0), "bottom": d(0, 1)}));
    t.ok(json!({"type": "pin", "top": d(0, 0), "bottom": d(1, 0)}));
    t.refuses(
        json!({"type": "pin", "top": d(0, 0), "bottom": d(1, 0)}),
        "diskwars.pin.already",
        "/bottom",
    );
    t.refuses(
        json!({"type": "pin", "top": d(1, 0), "bottom": d(0, 0)}),
        "diskwars.pin.both_ways",
        "/bottom",
    );
    assert!(t.disc(1, 0).embattled && t.disc(1, 0).pinned);
    assert!(!t.disc(0, 0).pinned && t.disc(0, 0).engaged && !t.disc(0, 0).embattled);
    t.ok(json!({"type": "unpin", "top": d(0, 0), "bottom": d(1, 0)}));
    t.refuses(
        json!({"type": "unpin", "top": d(0, 0), "bottom": d(1, 0)}),
        "diskwars.pin.absent",
        "/bottom",
    );
    assert!(!t.disc(1, 0).embattled);
}

#[test]
fn damage_at_toughness_wounds_and_vigor_keeps_a_disc_for_one_more_wound() {
    let mut t = round_one();
    let hit = |side, disc, amount| json!({"type": "damage", "hits": [{"side": side, "disc": disc, "amount": amount}]});
    // The captain: Toughness 5, Vigor 1.
    t.ok(hit(0, 0, 3));
    assert_eq!(t.disc(0, 0).damage, 3);
    t.refuses(
        json!({"type": "damage", "hits": [{"side": 0, "disc": 0, "amount": 2, "result": "removed"}]}),
        "diskwars.damage.result_differs",
        "/hits/0/result",
    );
    // 3 + 9 reaches 5: one wound only, however large the damage; damage cleared.
    t.ok(hit(0, 0, 9));
    assert_eq!((t.disc(0, 0).damage, t.disc(0, 0).wounds), (0, 1));
    assert_eq!(t.disc(0, 0).location, Location::Battlefield);
    t.ok(hit(0, 0, 5));
    assert_eq!(t.disc(0, 0).location, Location::Casualty);
    // The knight: Toughness 4, Vigor 0: gone at the first wound. Empowered: Toughness 5.
    t.ok(json!({"type": "token", "side": 0, "disc": 1, "token": "power", "on": true}));
    t.refuses(
        json!({"type": "token", "side": 0, "disc": 1, "token": "power", "on": true}),
        "diskwars.token.unchanged",
        "/on",
    );
    t.ok(hit(0, 1, 4));
    assert_eq!(t.disc(0, 1).damage, 4);
    t.ok(hit(0, 1, 1));
    assert_eq!(t.disc(0, 1).location, Location::Casualty);
}

#[test]
fn where_toughness_or_vigor_is_unknown_the_players_record_the_result() {
    let mut t = round_one();
    // The spearman: Toughness 3, Vigor unknown; the warlord: Toughness 5, Vigor unknown.
    t.refuses(
        json!({"type": "damage", "hits": [{"side": 0, "disc": 2, "amount": 3}]}),
        "diskwars.damage.result_needed",
        "/hits/0/result",
    );
    t.refuses(
        json!({"type": "damage", "hits": [{"side": 0, "disc": 2, "amount": 3, "result": "no_wound"}]}),
        "diskwars.damage.result_contradicts",
        "/hits/0/result",
    );
    t.ok(
        json!({"type": "damage", "hits": [{"side": 0, "disc": 2, "amount": 3, "result": "wound"}]}),
    );
    assert_eq!(t.disc(0, 2).wounds, 1);
    // Below Toughness the engine knows there is no wound.
    t.ok(json!({"type": "damage", "hits": [{"side": 1, "disc": 0, "amount": 2}]}));
    t.ok(json!({"type": "damage", "hits": [{"side": 1, "disc": 0, "wound": true, "result": "removed"}]}));
    assert_eq!(t.disc(1, 0).location, Location::Casualty);
    t.refuses(
        json!({"type": "damage", "hits": [{"side": 1, "disc": 0, "amount": 1}]}),
        "diskwars.match.not_on_battlefield",
        "/hits/0/disc",
    );
    t.refuses(
        json!({"type": "damage", "hits": [{"side": 1, "disc": 2}]}),
        "diskwars.match.nothing",
        "/hits/0/amount",
    );
    t.refuses(
        json!({"type": "damage", "hits": []}),
        "diskwars.match.no_discs",
        "/hits",
    );
}

#[test]
fn the_generalicide_scenario_leaves_a_one_vigor_hero_dead_at_the_first_wound() {
    let mut t = Table::standard(2);
    t.ok(json!({"type": "initiative", "rolls": [6, 1]}));
    t.ok(json!({"type": "assign_initiative", "side": 0, "order": [0, 1]}));
    t.ok(json!({"type": "scenario", "side": 1, "card": HEROES_LOSE_VIGOR}));
    t.through_set_up();
    t.ok(json!({"type": "damage", "hits": [{"side": 0, "disc": 0, "amount": 5}]}));
    assert_eq!(t.disc(0, 0).location, Location::Casualty);
}

#[test]
fn the_end_phase_clears_every_token_but_wounds() {
    let mut t = round_one();
    t.ok(json!({"type": "damage", "hits": [{"side": 0, "disc": 0, "amount": 6}, {"side": 1, "disc": 1, "amount": 1}]}));
    t.ok(json!({"type": "token", "side": 1, "disc": 1, "token": "power", "on": true}));
    t.ok(json!({"type": "toughness", "side": 1, "disc": 2, "change": -2}));
    t.ok(json!({"type": "pin", "top": d(1, 1), "bottom": d(0, 1)}));
    t.activation_phase();
    t.ok(json!({"type": "end_round"}));
    let (captain, boy, other) = (t.disc(0, 0), t.disc(1, 1), t.disc(1, 2));
    assert_eq!((captain.wounds, captain.damage), (1, 0));
    assert!(!captain.activated && !boy.empowered && boy.damage == 0);
    assert_eq!(other.toughness_change, 0);
    assert!(t.disc(0, 1).pinned, "discs stay where they are");
}

#[test]
fn toughness_changes_count_and_never_go_below_one() {
    let mut t = round_one();
    // The knight, Toughness 4, loses 5: Toughness 1.
    t.ok(json!({"type": "toughness", "side": 0, "disc": 1, "change": -5}));
    assert_eq!(t.state().toughness(t.disc(0, 1)), Some(1));
    t.refuses(
        json!({"type": "toughness", "side": 0, "disc": 1, "change": 0}),
        "diskwars.match.nothing",
        "/change",
    );
    t.ok(json!({"type": "damage", "hits": [{"side": 0, "disc": 1, "amount": 1}]}));
    assert_eq!(t.disc(0, 1).location, Location::Casualty);
}
