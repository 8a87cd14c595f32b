//! Cards (digest §3.8, V8, E18, E21): ploys, upgrades under the glory cap, objectives.

use super::*;

/// Round 1, Ana's first power step, Ana with `glory` glory from the Bounty of Ben's fighters
/// slain by cards (the Hound is worth 1, the others 2).
fn with_glory(slain: &[&str]) -> Table {
    let mut t = Table::round1();
    t.act(ANA, "focus", None);
    for f in slain {
        t.damage(BEN, f, 4);
    }
    t
}

#[test]
fn an_upgrade_fits_when_the_equipped_glory_values_reach_the_glory_exactly_and_not_beyond() {
    // Ana has 2 glory (the Chief). Upgrade 2 has glory 2: equal to her glory, allowed.
    let mut t = with_glory(&[CHIEF]);
    t.ok(json!({"type": "equip", "side": ANA, "fighter": CAPTAIN, "card": a(2, "upgrade")}));
    assert_eq!(
        t.card(ANA, &a(2, "upgrade")).state,
        CardPlace::Equipped {
            fighter: CAPTAIN.into()
        }
    );
    assert_eq!(t.fighter(ANA, CAPTAIN).upgrades, [a(2, "upgrade")]);
    assert_eq!(
        t.state().sides[ANA].capacity,
        Capacity { used: 2, total: 2 }
    );
    // Upgrade 1 (glory 1) would make 3 against 2: refused (V8).
    t.pass(BEN);
    let d = t.refuses(
        json!({"type": "equip", "side": ANA, "fighter": WARDEN, "card": a(1, "upgrade")}),
        "underworlds.upgrade.over_cap",
        "underworlds:V8",
        "/card",
    );
    assert!(
        d.message
            .contains("makes 3, more than the warband's 2 glory"),
        "{}",
        d.message
    );
    // One more glory (the Hound): it fits.
    t.damage(BEN, HOUND, 4);
    t.ok(json!({"type": "equip", "side": ANA, "fighter": WARDEN, "card": a(1, "upgrade")}));
    assert_eq!(
        t.state().sides[ANA].capacity,
        Capacity { used: 3, total: 3 }
    );
}

#[test]
fn with_no_glory_no_upgrade_fits() {
    let mut t = with_glory(&[]);
    t.refuses(
        json!({"type": "equip", "side": ANA, "fighter": CAPTAIN, "card": a(1, "upgrade")}),
        "underworlds.upgrade.over_cap",
        "underworlds:V8",
        "/card",
    );
}

#[test]
fn a_slain_fighters_upgrades_are_discarded_and_the_capacity_comes_back() {
    let mut t = with_glory(&[CHIEF, RAIDER_1]);
    t.ok(json!({"type": "equip", "side": ANA, "fighter": CAPTAIN, "card": a(2, "upgrade")}));
    t.ok(json!({"type": "play_ploy", "side": BEN, "card": b(1, "ploy")}));
    t.ok(json!({"type": "equip", "side": ANA, "fighter": CAPTAIN, "card": a(4, "upgrade")}));
    assert_eq!(
        t.state().sides[ANA].capacity,
        Capacity { used: 3, total: 4 }
    );
    t.damage(ANA, CAPTAIN, 4);
    assert_eq!(
        t.state().sides[ANA].capacity,
        Capacity { used: 0, total: 4 }
    );
    assert!(t.fighter(ANA, CAPTAIN).upgrades.is_empty());
    assert_eq!(t.card(ANA, &a(2, "upgrade")).state, CardPlace::Discarded);
    assert!(t
        .state()
        .log
        .last()
        .unwrap()
        .contains("Its upgrades are discarded: Fixture A upgrade 2, Fixture A upgrade 4."));
    // The capacity is back: 4 glory of upgrades fit on another fighter.
    t.ok(json!({"type": "play_ploy", "side": BEN, "card": b(2, "ploy")}));
    t.ok(json!({"type": "equip", "side": ANA, "fighter": WARDEN, "card": a(5, "upgrade")}));
    t.ok(json!({"type": "play_ploy", "side": BEN, "card": b(3, "ploy")}));
    t.ok(json!({"type": "equip", "side": ANA, "fighter": WARDEN, "card": a(6, "upgrade")}));
    assert_eq!(
        t.state().sides[ANA].capacity,
        Capacity { used: 2, total: 4 }
    );
    // A discarded upgrade is not equipped again.
    t.ok(json!({"type": "play_ploy", "side": BEN, "card": b(4, "ploy")}));
    t.refuses(
        json!({"type": "equip", "side": ANA, "fighter": WARDEN, "card": a(2, "upgrade")}),
        "underworlds.card.used",
        "underworlds:§3.8",
        "/card",
    );
}

#[test]
fn an_upgrade_is_one_of_the_players_own_unused_upgrades_with_a_known_glory_value_on_a_friendly_fighter(
) {
    let mut t = with_glory(&[CHIEF, RAIDER_1]);
    t.refuses(
        json!({"type": "equip", "side": ANA, "fighter": CAPTAIN, "card": a(1, "ploy")}),
        "underworlds.card.wrong_kind",
        "underworlds:§3.8",
        "/card",
    );
    t.refuses(
        json!({"type": "equip", "side": ANA, "fighter": CAPTAIN, "card": b(1, "upgrade")}),
        "underworlds.match.no_card",
        "muster:match-event",
        "/card",
    );
    t.refuses(
        json!({"type": "equip", "side": ANA, "fighter": CHIEF, "card": a(1, "upgrade")}),
        "underworlds.match.no_fighter",
        "muster:match-event",
        "/fighter",
    );
    let d = t.refuses(
        json!({"type": "equip", "side": ANA, "fighter": CAPTAIN, "card": a(3, "upgrade")}),
        "underworlds.card.glory_unknown",
        "underworlds:V8",
        "/card",
    );
    assert!(d.help.contains("deck editor"));
    t.refuses(
        json!({"type": "equip", "side": BEN, "fighter": CHIEF, "card": b(1, "upgrade")}),
        "underworlds.power.not_your_opportunity",
        "underworlds:E19",
        "/side",
    );
    t.ok(json!({"type": "equip", "side": ANA, "fighter": CAPTAIN, "card": a(1, "upgrade")}));
    t.pass(BEN);
    t.refuses(
        json!({"type": "equip", "side": ANA, "fighter": WARDEN, "card": a(1, "upgrade")}),
        "underworlds.card.used",
        "underworlds:§3.8",
        "/card",
    );
    // Not in an action step.
    t.pass(ANA);
    assert_eq!(t.state().stage, Stage::Action);
    t.refuses(
        json!({"type": "equip", "side": BEN, "fighter": HOUND, "card": b(1, "upgrade")}),
        "underworlds.match.not_now",
        "underworlds:§3.3",
        "",
    );
}

#[test]
fn upgrades_are_equipped_in_the_players_own_end_phase() {
    let mut t = with_glory(&[CHIEF]);
    t.passes().play_to_end_phase();
    t.refuses(
        json!({"type": "equip", "side": BEN, "fighter": HOUND, "card": b(1, "upgrade")}),
        "underworlds.end.turn",
        "underworlds:E22",
        "/side",
    );
    t.ok(json!({"type": "equip", "side": ANA, "fighter": MARKSMAN, "card": a(1, "upgrade")}));
    assert_eq!(t.state().sides[ANA].capacity.used, 1);
}

#[test]
fn ploys_are_played_in_the_power_step_and_surge_ploys_in_the_action_step_too() {
    let mut t = Table::round1();
    // Ana's action step: her surge ploy (ploy 1) may be played; ploy 2 may not.
    t.ok(json!({"type": "play_ploy", "side": ANA, "card": a(1, "ploy")}));
    assert_eq!(t.card(ANA, &a(1, "ploy")).state, CardPlace::Played);
    assert_eq!(
        t.state().stage,
        Stage::Action,
        "a surge ploy takes no action step"
    );
    t.refuses(
        json!({"type": "play_ploy", "side": ANA, "card": a(2, "ploy")}),
        "underworlds.card.ploy_not_surge",
        "underworlds:§3.8",
        "/card",
    );
    t.refuses(
        json!({"type": "play_ploy", "side": ANA, "card": a(1, "ploy")}),
        "underworlds.card.used",
        "underworlds:§3.8",
        "/card",
    );
    t.act(ANA, "focus", None);
    t.ok(json!({"type": "play_ploy", "side": ANA, "card": a(2, "ploy")}));
    assert_eq!(t.state().next, Some(BEN));
    t.refuses(
        json!({"type": "play_ploy", "side": BEN, "card": b(1, "upgrade")}),
        "underworlds.card.wrong_kind",
        "underworlds:§3.8",
        "/card",
    );
}

#[test]
fn only_surge_objectives_are_scored_in_the_action_phase() {
    let mut t = Table::round1();
    // Objectives 1 and 2 of deck A are surge objectives; 3 is not (E21).
    t.refuses(
        json!({"type": "score_objective", "side": ANA, "card": a(3, "objective")}),
        "underworlds.objective.surge_only",
        "underworlds:E21",
        "/card",
    );
    t.ok(json!({"type": "score_objective", "side": ANA, "card": a(1, "objective")}));
    t.act(ANA, "focus", None);
    // Either player, in either step.
    t.ok(json!({"type": "score_objective", "side": BEN, "card": b(1, "objective")}));
    assert_eq!(
        t.state().sides[ANA].glory,
        Glory {
            total: 1,
            objectives: 1,
            bounty: 0
        }
    );
    assert_eq!(t.state().sides[BEN].glory.objectives, 1);
    assert_eq!(
        t.card(ANA, &a(1, "objective")).state,
        CardPlace::Scored { round: 1 }
    );
    assert!(t
        .state()
        .log
        .last()
        .unwrap()
        .contains("Ben scores Fixture B objective 1: 1 glory."));
    t.refuses(
        json!({"type": "score_objective", "side": ANA, "card": a(1, "objective")}),
        "underworlds.card.used",
        "underworlds:§3.8",
        "/card",
    );
    t.refuses(
        json!({"type": "score_objective", "side": ANA, "card": a(1, "ploy")}),
        "underworlds.card.wrong_kind",
        "underworlds:§3.8",
        "/card",
    );
}

#[test]
fn any_objective_is_scored_in_the_players_end_phase_if_its_glory_value_is_known() {
    let mut t = Table::round1();
    t.play_to_end_phase();
    t.refuses(
        json!({"type": "score_objective", "side": BEN, "card": b(10, "objective")}),
        "underworlds.end.turn",
        "underworlds:E22",
        "/side",
    );
    t.ok(json!({"type": "score_objective", "side": ANA, "card": a(3, "objective")}));
    t.ok(json!({"type": "score_objective", "side": ANA, "card": a(2, "objective")}));
    assert_eq!(t.state().sides[ANA].glory.objectives, 3);
    t.refuses(
        json!({"type": "score_objective", "side": ANA, "card": a(4, "objective")}),
        "underworlds.card.glory_unknown",
        "underworlds:§3.3",
        "/card",
    );
    t.ok(json!({"type": "end_phase_done", "side": ANA}));
    t.ok(json!({"type": "score_objective", "side": BEN, "card": b(10, "objective")}));
    assert_eq!(t.state().sides[BEN].glory.total, 1);
    // Not at the roll-off.
    t.ok(json!({"type": "end_phase_done", "side": BEN}));
    t.refuses(
        json!({"type": "score_objective", "side": ANA, "card": a(5, "objective")}),
        "underworlds.match.not_now",
        "underworlds:§3.3",
        "",
    );
}
