//! Fighters in the action phase (digest §3.5–§3.8, E10, E25–E27).

use super::*;

#[test]
fn a_fighter_is_slain_when_its_damage_reaches_its_health_and_the_other_side_gains_its_bounty() {
    let mut t = Table::round1();
    t.act(ANA, "attack", Some(CAPTAIN));
    t.damage(BEN, CHIEF, 3);
    let chief = t.fighter(BEN, CHIEF);
    assert!(!chief.slain && chief.damage == 3);
    assert_eq!(t.state().sides[ANA].glory.bounty, 0);
    t.stand(BEN, CHIEF, Some(0));
    t.ok(
        json!({"type": "token", "side": BEN, "fighter": CHIEF, "token": "guard", "present": true}),
    );
    t.damage(BEN, CHIEF, 1);
    let chief = t.fighter(BEN, CHIEF);
    assert!(chief.slain && !chief.on_battlefield());
    assert_eq!(chief.damage, 0, "its damage tokens go with it");
    assert_eq!(chief.tokens, Tokens::default());
    assert_eq!(chief.feature, None);
    let ana = &t.state().sides[ANA];
    assert_eq!(
        ana.glory,
        Glory {
            total: 2,
            objectives: 0,
            bounty: 2
        }
    );
    assert_eq!(ana.capacity.total, 2);
    assert!(t
        .state()
        .log
        .last()
        .unwrap()
        .contains("Fixture Chief is slain: Ana gains 2 glory"));
    // E27: a slain fighter is ignored: no more damage, no healing, no tokens.
    for event in [
        json!({"type": "damage", "side": BEN, "fighter": CHIEF, "amount": 1}),
        json!({"type": "heal", "side": BEN, "fighter": CHIEF}),
        json!({"type": "token", "side": BEN, "fighter": CHIEF, "token": "stagger", "present": true}),
    ] {
        t.refuses(
            event,
            "underworlds.fighter.not_on_battlefield",
            "underworlds:E27",
            "/fighter",
        );
    }
    t.refuses(
        json!({"type": "damage", "side": BEN, "fighter": HOUND, "amount": 0}),
        "underworlds.match.zero",
        "muster:match-event",
        "/amount",
    );
}

#[test]
fn self_inflicted_damage_still_pays_the_bounty_to_the_other_side() {
    // E25: whatever slew it, the enemy gains the Bounty: here Ben's own ploy hurts his Hound.
    let mut t = Table::round1();
    t.focus_turn();
    t.act(BEN, "focus", None);
    t.ok(json!({"type": "play_ploy", "side": BEN, "card": b(2, "ploy")}));
    t.damage(BEN, HOUND, 4);
    assert_eq!(t.state().sides[ANA].glory.bounty, 1);
    assert_eq!(t.state().sides[BEN].glory.bounty, 0);
}

#[test]
fn an_inspired_fighter_pays_the_bounty_of_its_face_up_and_is_flipped_back_when_slain() {
    let mut t = Table::round1();
    t.act(ANA, "focus", None);
    t.ok(json!({"type": "inspire", "side": ANA, "fighter": CAPTAIN}));
    let captain = t.fighter(ANA, CAPTAIN);
    assert!(captain.inspired);
    assert_eq!((captain.health, captain.bounty), (5, 3));
    t.refuses(
        json!({"type": "inspire", "side": ANA, "fighter": CAPTAIN}),
        "underworlds.fighter.inspired_already",
        "underworlds:§3.8",
        "/fighter",
    );
    // Health 5 when inspired: 4 damage does not slay it.
    t.damage(ANA, CAPTAIN, 4);
    assert!(!t.fighter(ANA, CAPTAIN).slain);
    t.damage(ANA, CAPTAIN, 1);
    let captain = t.fighter(ANA, CAPTAIN);
    assert!(captain.slain && !captain.inspired);
    assert_eq!(t.state().sides[BEN].glory.bounty, 3);
    // Slain, it counts its uninspired Bounty for the underdog.
    assert_eq!(t.state().sides[ANA].slain_bounty(), 2);
}

#[test]
fn a_flip_to_a_face_with_less_health_slays_a_fighter_already_damaged_enough() {
    // E26: Health 5 inspired, 4 uninspired; 4 damage, then uninspired.
    let mut t = Table::round1();
    t.act(ANA, "focus", None);
    t.ok(json!({"type": "inspire", "side": ANA, "fighter": CAPTAIN}));
    t.damage(ANA, CAPTAIN, 4);
    assert!(!t.fighter(ANA, CAPTAIN).slain);
    t.ok(json!({"type": "uninspire", "side": ANA, "fighter": CAPTAIN}));
    assert!(t.fighter(ANA, CAPTAIN).slain);
    // Its Bounty as it was slain: the uninspired face's 2.
    assert_eq!(t.state().sides[BEN].glory.bounty, 2);
    t.refuses(
        json!({"type": "uninspire", "side": ANA, "fighter": WARDEN}),
        "underworlds.fighter.inspired_already",
        "underworlds:§3.8",
        "/fighter",
    );
}

#[test]
fn heal_removes_one_damage_token_and_an_undamaged_fighter_has_none_to_lose() {
    let mut t = Table::round1();
    t.act(ANA, "focus", None);
    t.refuses(
        json!({"type": "heal", "side": ANA, "fighter": WARDEN}),
        "underworlds.fighter.undamaged",
        "underworlds:§3.7",
        "/fighter",
    );
    t.damage(ANA, WARDEN, 3);
    t.ok(json!({"type": "heal", "side": ANA, "fighter": WARDEN}));
    assert_eq!(t.fighter(ANA, WARDEN).damage, 2);
    // Damage is recorded only in the action phase.
    t.passes().play_to_end_phase();
    t.refuses(
        json!({"type": "damage", "side": ANA, "fighter": WARDEN, "amount": 1}),
        "underworlds.match.not_now",
        "underworlds:§3.3",
        "",
    );
}

#[test]
fn tokens_from_cards_change_something_and_a_fighter_never_holds_two_guard_tokens() {
    let mut t = Table::round1();
    t.act(ANA, "guard", Some(CAPTAIN));
    t.refuses(
        json!({"type": "token", "side": ANA, "fighter": CAPTAIN, "token": "guard", "present": true}),
        "underworlds.fighter.token_unchanged",
        "underworlds:E10",
        "/token",
    );
    t.refuses(
        json!({"type": "token", "side": ANA, "fighter": CAPTAIN, "token": "stagger", "present": false}),
        "underworlds.fighter.token_unchanged",
        "underworlds:§3.7",
        "/token",
    );
    t.ok(json!({"type": "token", "side": ANA, "fighter": CAPTAIN, "token": "guard", "present": false}));
    t.ok(json!({"type": "token", "side": BEN, "fighter": HOUND, "token": "stagger", "present": true}));
    assert!(!t.fighter(ANA, CAPTAIN).tokens.guard);
    assert!(t.fighter(BEN, HOUND).tokens.stagger);
}

#[test]
fn one_fighter_stands_on_a_feature_token() {
    let mut t = Table::round1();
    t.act(ANA, "move", Some(CAPTAIN));
    t.stand(ANA, CAPTAIN, Some(2));
    assert_eq!(t.fighter(ANA, CAPTAIN).feature, Some(2));
    let d = t.refuses(
        json!({"type": "stand", "side": BEN, "fighter": CHIEF, "feature": 2}),
        "underworlds.feature.occupied",
        "underworlds:§3.7",
        "/feature",
    );
    assert!(d.message.contains("Fixture Captain"));
    t.refuses(
        json!({"type": "stand", "side": BEN, "fighter": CHIEF, "feature": 5}),
        "underworlds.feature.no_such",
        "muster:match-event",
        "/feature",
    );
    t.stand(ANA, CAPTAIN, None).stand(BEN, CHIEF, Some(2));
    assert_eq!(t.fighter(BEN, CHIEF).feature, Some(2));
}

#[test]
fn a_raised_fighter_comes_back_with_a_raise_token_and_is_worth_no_bounty() {
    let mut t = Table::round1();
    t.act(ANA, "attack", Some(CAPTAIN));
    t.refuses(
        json!({"type": "raise", "side": BEN, "fighter": CHIEF}),
        "underworlds.fighter.not_slain",
        "underworlds:§3.8",
        "/fighter",
    );
    t.damage(BEN, CHIEF, 4);
    assert_eq!(t.state().sides[ANA].glory.bounty, 2);
    t.ok(json!({"type": "raise", "side": BEN, "fighter": CHIEF}));
    let chief = t.fighter(BEN, CHIEF);
    assert!(chief.on_battlefield() && chief.tokens.raise);
    assert_eq!((chief.damage, chief.bounty), (0, 0));
    // Slain again while raised: Ana gains nothing more (E25).
    t.damage(BEN, CHIEF, 4);
    assert_eq!(t.state().sides[ANA].glory.bounty, 2);
    assert!(
        !t.fighter(BEN, CHIEF).tokens.raise,
        "death clears the Raise token"
    );
}

#[test]
fn damage_beyond_what_a_token_count_can_hold_still_slays_once() {
    // 3 damage tokens, then 255 more: the count saturates instead of wrapping round to 2.
    let mut t = Table::round1();
    t.act(ANA, "attack", Some(CAPTAIN));
    t.damage(BEN, CHIEF, 3).damage(BEN, CHIEF, 255);
    assert!(t.fighter(BEN, CHIEF).slain);
    assert_eq!(t.state().sides[ANA].glory.bounty, 2);
    // 255 on an undamaged fighter slays it as well.
    t.damage(BEN, HOUND, 255);
    assert!(t.fighter(BEN, HOUND).slain);
    assert_eq!(t.state().sides[ANA].glory.bounty, 3);
}
