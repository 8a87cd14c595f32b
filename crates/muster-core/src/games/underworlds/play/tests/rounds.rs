//! Battle rounds (digest §3.3, §3.4, E1, E2, E6, E10, E19, E20, E22).

use super::*;

#[test]
fn the_round_roll_off_loser_draws_a_power_card_even_when_the_winner_goes_second() {
    let mut t = Table::deployed();
    assert!(t.state().prompt.contains("the loser draws 1 power card"));
    // E1: Ana wins and lets Ben go first: Ben, the loser, draws; Ana does not.
    t.ok(json!({"type": "round_roll_off", "winner": ANA, "first": BEN}));
    let state = t.state();
    assert_eq!(state.roll_off_winner, Some(ANA));
    assert_eq!(state.draws_power, Some(BEN));
    assert_eq!(
        (state.first, state.active, state.next),
        (Some(BEN), Some(BEN), Some(BEN))
    );
    assert_eq!(state.stage, Stage::Action);
    let log = state.log.last().unwrap();
    assert!(
        log.contains("Ana won the roll-off and chose Ben to take the first turn. Ben lost the roll-off and draws 1 power card."),
        "{log}"
    );
    assert!(
        state
            .prompt
            .starts_with("Ben draws 1 power card for losing the roll-off."),
        "{}",
        state.prompt
    );
    // The words follow the language the match is read in.
    let es =
        Match::<Underworlds>::replay(setup(), &catalog(), t.0.log().to_vec(), Lang::Es).unwrap();
    assert!(es
        .state()
        .log
        .last()
        .unwrap()
        .contains("Ben perdió la tirada y roba 1 carta de poder"));
    // Ana wins and goes first: Ben, the loser, still draws.
    let mut t = Table::deployed();
    t.ok(json!({"type": "round_roll_off", "winner": ANA, "first": ANA}));
    assert_eq!(t.state().draws_power, Some(BEN));
    // After the first turn the prompt no longer repeats the draw.
    t.focus_turn();
    assert!(!t.state().prompt.contains("power card for losing"));
}

#[test]
fn a_tied_roll_off_goes_to_the_underdog_in_rounds_2_and_3_but_not_in_round_1() {
    let mut t = Table::deployed();
    t.refuses(
        json!({"type": "round_roll_off", "winner": null, "first": ANA}),
        "underworlds.roll_off.tie",
        "underworlds:E2",
        "/winner",
    );
    t.ok(json!({"type": "round_roll_off", "winner": BEN, "first": ANA}));
    // Ana's first turn: a card slays Ben's Hound (Bounty 1): Ben is the underdog.
    t.act(ANA, "attack", Some(CAPTAIN)).damage(BEN, HOUND, 4);
    assert_eq!(t.state().underdog, Some(BEN));
    t.passes().play_to_end_phase().end_phase();
    assert_eq!((t.state().stage, t.state().round), (Stage::RollOff, 2));
    assert!(t
        .state()
        .prompt
        .contains("On a tie, Ben wins as the underdog"));
    t.ok(json!({"type": "round_roll_off", "winner": null, "first": BEN}));
    assert_eq!(t.state().roll_off_winner, Some(BEN));
    assert_eq!(t.state().draws_power, Some(ANA));
    assert!(t
        .state()
        .log
        .last()
        .unwrap()
        .contains("Ben, the underdog, wins it"));

    // Round 2 without an underdog: roll again.
    let mut t = Table::round1();
    t.play_to_end_phase().end_phase();
    assert_eq!(t.state().underdog, None);
    let d = t.refuses(
        json!({"type": "round_roll_off", "winner": null, "first": ANA}),
        "underworlds.roll_off.tie",
        "underworlds:E2",
        "/winner",
    );
    assert!(d.message.contains("there is none"), "{}", d.message);
}

#[test]
fn the_underdog_is_the_side_whose_slain_fighters_have_more_bounty() {
    let mut t = Table::round1();
    t.act(ANA, "attack", Some(CAPTAIN));
    assert_eq!(t.state().underdog, None);
    t.damage(BEN, HOUND, 4); // Bounty 1 slain on Ben's side
    assert_eq!(t.state().underdog, Some(BEN));
    t.damage(ANA, WARDEN, 4); // Bounty 2 slain on Ana's side
    assert_eq!(t.state().underdog, Some(ANA));
    t.damage(ANA, MARKSMAN, 2);
    t.damage(BEN, CHIEF, 4); // 1 + 2 = 3 against 2
    assert_eq!(t.state().underdog, Some(BEN));
    t.ok(json!({"type": "raise", "side": BEN, "fighter": CHIEF}));
    // A raised fighter is no longer slain: 1 against 2.
    assert_eq!(t.state().underdog, Some(ANA));
}

#[test]
fn only_the_active_player_takes_the_action_step_and_names_the_fighter_it_needs() {
    let mut t = Table::round1();
    assert!(
        t.state().prompt.contains("Ana's turn 1 of 4"),
        "{}",
        t.state().prompt
    );
    t.refuses(
        json!({"type": "action", "side": BEN, "ability": "focus"}),
        "underworlds.turn.not_active",
        "underworlds:§3.3",
        "/side",
    );
    t.refuses(
        json!({"type": "action", "side": ANA, "ability": "move"}),
        "underworlds.action.fighter_needed",
        "muster:match-event",
        "/fighter",
    );
    t.refuses(
        json!({"type": "action", "side": ANA, "ability": "focus", "fighter": CAPTAIN}),
        "underworlds.action.focus_has_no_fighter",
        "muster:match-event",
        "/fighter",
    );
    t.refuses(
        json!({"type": "action", "side": ANA, "ability": "move", "fighter": CHIEF}),
        "underworlds.match.no_fighter",
        "muster:match-event",
        "/fighter",
    );
    t.act(ANA, "focus", None);
    assert_eq!(t.state().stage, Stage::Power);
    // Only one core ability per action step.
    t.refuses(
        json!({"type": "action", "side": ANA, "ability": "focus"}),
        "underworlds.match.not_now",
        "underworlds:§3.3",
        "",
    );
}

#[test]
fn a_slain_fighter_takes_no_action() {
    let mut t = Table::round1();
    t.act(ANA, "focus", None).damage(ANA, WARDEN, 4).passes();
    t.act(BEN, "focus", None).passes();
    let d = t.refuses(
        json!({"type": "action", "side": ANA, "ability": "guard", "fighter": WARDEN}),
        "underworlds.fighter.not_on_battlefield",
        "underworlds:E27",
        "/fighter",
    );
    assert!(d.message.contains("slain"));
}

#[test]
fn move_gives_a_move_token_which_forbids_charge_only() {
    let mut t = Table::round1();
    t.act(ANA, "move", Some(CAPTAIN)).passes();
    assert!(t.fighter(ANA, CAPTAIN).tokens.moved);
    t.focus_turn();
    // E6: a fighter with a Move token may Move, Attack or Guard again.
    t.act(ANA, "move", Some(CAPTAIN)).passes().focus_turn();
    t.act(ANA, "attack", Some(CAPTAIN)).passes().focus_turn();
    t.refuses(
        json!({"type": "action", "side": ANA, "ability": "charge", "fighter": CAPTAIN}),
        "underworlds.action.cannot_charge",
        "underworlds:E6",
        "/fighter",
    );
    t.act(ANA, "guard", Some(CAPTAIN));
    assert!(t.fighter(ANA, CAPTAIN).tokens.guard);
}

#[test]
fn charge_removes_guard_gives_a_charge_token_and_never_follows_another_charge() {
    let mut t = Table::round1();
    t.act(ANA, "guard", Some(CAPTAIN)).passes().focus_turn();
    t.refuses(
        json!({"type": "action", "side": ANA, "ability": "guard", "fighter": CAPTAIN}),
        "underworlds.action.already_guarded",
        "underworlds:E10",
        "/fighter",
    );
    t.act(ANA, "charge", Some(CAPTAIN)).passes().focus_turn();
    let tokens = t.fighter(ANA, CAPTAIN).tokens;
    assert!(
        tokens.charge && !tokens.guard && !tokens.moved,
        "{tokens:?}"
    );
    let d = t.refuses(
        json!({"type": "action", "side": ANA, "ability": "charge", "fighter": CAPTAIN}),
        "underworlds.action.cannot_charge",
        "underworlds:E6",
        "/fighter",
    );
    assert!(d.message.contains("Charge token"), "{}", d.message);
}

#[test]
fn a_charged_fighter_may_not_move_attack_or_guard_until_every_friendly_fighter_has_charged() {
    let mut t = Table::round1();
    t.act(ANA, "charge", Some(CAPTAIN)).passes().focus_turn();
    for ability in ["move", "attack", "guard"] {
        t.refuses(
            json!({"type": "action", "side": ANA, "ability": ability, "fighter": CAPTAIN}),
            "underworlds.action.charge_token",
            "underworlds:E6",
            "/fighter",
        );
    }
    // Others may still act.
    t.act(ANA, "attack", Some(MARKSMAN)).passes().focus_turn();
    t.act(ANA, "charge", Some(MARKSMAN)).passes().focus_turn();
    // The Warden has none yet: the Captain is still locked.
    t.refuses(
        json!({"type": "action", "side": ANA, "ability": "attack", "fighter": CAPTAIN}),
        "underworlds.action.charge_token",
        "underworlds:E6",
        "/fighter",
    );
    // The Warden is slain: every friendly fighter on the battlefield has a Charge token.
    t.damage(ANA, WARDEN, 4);
    t.act(ANA, "attack", Some(CAPTAIN));
    t.passes().focus_turn();
    assert_eq!(t.state().stage, Stage::EndPhase);

    // The exception, all charged by tokens given by cards: Move and Guard too, never Charge.
    let mut t = Table::round1();
    t.act(ANA, "focus", None);
    for f in [CAPTAIN, MARKSMAN, WARDEN] {
        t.ok(
            json!({"type": "token", "side": ANA, "fighter": f, "token": "charge", "present": true}),
        );
    }
    t.passes().focus_turn();
    t.act(ANA, "move", Some(CAPTAIN)).passes().focus_turn();
    t.act(ANA, "guard", Some(MARKSMAN)).passes().focus_turn();
    t.refuses(
        json!({"type": "action", "side": ANA, "ability": "charge", "fighter": WARDEN}),
        "underworlds.action.cannot_charge",
        "underworlds:E6",
        "/fighter",
    );
}

#[test]
fn the_power_step_alternates_from_the_active_player_until_two_passes_in_a_row() {
    let mut t = Table::round1();
    t.act(ANA, "focus", None);
    let power = t.state().power.clone().unwrap();
    assert_eq!((power.opportunity, power.passes), (ANA, 0));
    t.refuses(
        json!({"type": "pass", "side": BEN}),
        "underworlds.power.not_your_opportunity",
        "underworlds:E19",
        "/side",
    );
    t.pass(ANA);
    assert_eq!(t.state().next, Some(BEN));
    // Ben plays a ploy in Ana's power step: the passes start again.
    t.ok(json!({"type": "play_ploy", "side": BEN, "card": b(1, "ploy")}));
    assert_eq!(t.state().power.as_ref().unwrap().passes, 0);
    assert_eq!(t.state().next, Some(ANA));
    t.pass(ANA);
    assert_eq!(t.state().stage, Stage::Power);
    t.pass(BEN);
    // Two passes in a row: Ben's turn.
    assert_eq!(t.state().stage, Stage::Action);
    assert_eq!(
        (t.state().active, t.state().sides[ANA].turns),
        (Some(BEN), 1)
    );
    t.refuses(
        json!({"type": "pass", "side": BEN}),
        "underworlds.match.not_now",
        "underworlds:§3.3",
        "",
    );
}

#[test]
fn turns_alternate_four_each_then_the_end_phase_from_the_first_player() {
    let mut t = Table::deployed();
    t.ok(json!({"type": "round_roll_off", "winner": ANA, "first": BEN}));
    let mut order = Vec::new();
    while t.state().stage != Stage::EndPhase {
        order.push(t.state().active.unwrap());
        t.focus_turn();
    }
    assert_eq!(order, [BEN, ANA, BEN, ANA, BEN, ANA, BEN, ANA]);
    assert_eq!((t.state().next, t.state().active), (Some(BEN), None));
    assert!(t.state().sides.iter().all(|s| s.turns == TURNS));
    t.refuses(
        json!({"type": "end_phase_done", "side": ANA}),
        "underworlds.end.turn",
        "underworlds:E22",
        "/side",
    );
    t.ok(json!({"type": "end_phase_done", "side": BEN}));
    assert_eq!(t.state().next, Some(ANA));
    t.refuses(
        json!({"type": "end_phase_done", "side": BEN}),
        "underworlds.end.turn",
        "underworlds:E22",
        "/side",
    );
    t.ok(json!({"type": "end_phase_done", "side": ANA}));
    assert_eq!((t.state().stage, t.state().round), (Stage::RollOff, 2));
}

#[test]
fn move_charge_guard_and_stagger_tokens_go_at_the_end_of_the_round_damage_and_raise_stay() {
    let mut t = Table::round1();
    t.act(ANA, "move", Some(CAPTAIN));
    t.ok(json!({"type": "token", "side": ANA, "fighter": CAPTAIN, "token": "stagger", "present": true}));
    t.damage(ANA, CAPTAIN, 1).passes();
    t.act(BEN, "guard", Some(CHIEF)).passes();
    t.act(ANA, "charge", Some(MARKSMAN));
    t.damage(BEN, HOUND, 4);
    t.ok(json!({"type": "raise", "side": BEN, "fighter": HOUND}));
    t.passes().play_to_end_phase();
    t.ok(json!({"type": "end_phase_done", "side": ANA}));
    // Not before both have finished (E22).
    assert!(t.fighter(ANA, CAPTAIN).tokens.moved);
    assert!(t.fighter(BEN, CHIEF).tokens.guard);
    t.ok(json!({"type": "end_phase_done", "side": BEN}));
    let captain = t.fighter(ANA, CAPTAIN);
    assert!(!captain.tokens.moved && !captain.tokens.stagger);
    assert_eq!(captain.damage, 1);
    assert!(!t.fighter(BEN, CHIEF).tokens.guard);
    assert!(!t.fighter(ANA, MARKSMAN).tokens.charge);
    assert!(t.fighter(BEN, HOUND).tokens.raise);
    assert!(t.state().log.last().unwrap().contains("End of round 1"));
}

#[test]
fn delve_flips_the_feature_token_staggers_the_fighter_once_per_power_step_per_warband() {
    let mut t = Table::round1();
    t.act(ANA, "charge", Some(CAPTAIN));
    t.stand(ANA, CAPTAIN, Some(1)).stand(BEN, CHIEF, Some(0));
    t.refuses(
        json!({"type": "delve", "side": ANA, "fighter": MARKSMAN}),
        "underworlds.delve.no_feature",
        "underworlds:E20",
        "/fighter",
    );
    // E20: a fighter with a Charge token may Delve.
    t.ok(json!({"type": "delve", "side": ANA, "fighter": CAPTAIN}));
    assert_eq!(t.state().features[1].face, FeatureFace::Cover);
    assert!(t.fighter(ANA, CAPTAIN).tokens.stagger);
    assert!(t
        .state()
        .log
        .last()
        .unwrap()
        .contains("feature token 1 is now a cover token"));
    // E19: Ben's warband may Delve in the same power step.
    t.ok(json!({"type": "delve", "side": BEN, "fighter": CHIEF}));
    assert_eq!(t.state().features[0].face, FeatureFace::Cover);
    t.stand(ANA, MARKSMAN, Some(3));
    t.refuses(
        json!({"type": "delve", "side": ANA, "fighter": MARKSMAN}),
        "underworlds.delve.once",
        "underworlds:E19",
        "/side",
    );
    t.passes();
    // A new power step: Delve again, cover back to treasure.
    t.act(BEN, "focus", None).pass(BEN);
    t.ok(json!({"type": "delve", "side": ANA, "fighter": CAPTAIN}));
    assert_eq!(t.state().features[1].face, FeatureFace::Treasure);
    // Delve is a power-step play: not in an action step.
    t.passes();
    t.refuses(
        json!({"type": "delve", "side": ANA, "fighter": CAPTAIN}),
        "underworlds.match.not_now",
        "underworlds:§3.3",
        "",
    );
}

#[test]
fn a_warscroll_ability_is_one_of_the_warbands_and_takes_the_opportunity() {
    let mut t = Table::round1();
    t.act(ANA, "focus", None);
    t.refuses(
        json!({"type": "use_ability", "side": ANA, "ability": "no-such-ability"}),
        "underworlds.power.unknown_ability",
        "muster:match-event",
        "/ability",
    );
    t.ok(json!({"type": "use_ability", "side": ANA, "ability": "fixture-rally"}));
    assert_eq!(t.state().next, Some(BEN));
}

#[test]
fn the_final_end_phase_only_scores_and_equips_then_the_game_ends() {
    let mut t = Table::round1();
    for round in 1..=3 {
        if round > 1 {
            t.ok(json!({"type": "round_roll_off", "winner": ANA, "first": ANA}));
        }
        if round == 1 {
            // Glory for an upgrade later: objective 3 (glory 2) is not a surge objective,
            // so it waits for the end phase.
            t.play_to_end_phase();
            t.ok(json!({"type": "score_objective", "side": ANA, "card": a(3, "objective")}));
            t.end_phase();
        } else {
            t.play_to_end_phase();
            if round < 3 {
                t.end_phase();
            }
        }
    }
    assert!(t.state().final_end_phase());
    assert!(
        t.state().prompt.starts_with("Final end phase"),
        "{}",
        t.state().prompt
    );
    let d = t.refuses(
        json!({"type": "play_ploy", "side": ANA, "card": a(2, "ploy")}),
        "underworlds.match.not_now",
        "underworlds:§3.3",
        "",
    );
    assert!(d.message.contains("final end phase"), "{}", d.message);
    t.refuses(
        json!({"type": "damage", "side": BEN, "fighter": CHIEF, "amount": 1}),
        "underworlds.match.not_now",
        "underworlds:§3.3",
        "",
    );
    t.ok(json!({"type": "score_objective", "side": ANA, "card": a(5, "objective")}));
    t.ok(json!({"type": "equip", "side": ANA, "fighter": CAPTAIN, "card": a(2, "upgrade")}));
    t.ok(json!({"type": "end_phase_done", "side": ANA}));
    assert!(t.0.outcome(Lang::En).is_none(), "not before both are done");
    t.ok(json!({"type": "score_objective", "side": BEN, "card": b(10, "objective")}));
    t.ok(json!({"type": "end_phase_done", "side": BEN}));
    assert_eq!((t.state().stage, t.state().next), (Stage::Over, None));
    assert_eq!(t.state().round, 3, "no round 4");
    assert!(t.state().log.last().unwrap().contains("the game ends"));
    assert!(t.0.outcome(Lang::En).is_some());
    let d = t.refused(json!({"type": "round_roll_off", "winner": ANA, "first": ANA}));
    assert_eq!(d.code, "match.over");
}
