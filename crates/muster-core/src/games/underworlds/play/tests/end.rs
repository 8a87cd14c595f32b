//! The end of the game (digest §3.9, E28): glory, then the tie-breaks in order, and a whole
//! game from set-up to result.

use super::*;

/// Plays on with Focus turns (Ana wins every roll-off and goes first) to the final end
/// phase.
fn to_final(t: &mut Table) {
    loop {
        if t.state().stage == Stage::RollOff {
            t.ok(json!({"type": "round_roll_off", "winner": ANA, "first": ANA}));
        }
        t.play_to_end_phase();
        if t.state().final_end_phase() {
            return;
        }
        t.end_phase();
    }
}

fn done(t: &mut Table, side: usize) -> &mut Table {
    t.ok(json!({"type": "end_phase_done", "side": side}))
}

fn score(t: &mut Table, side: usize, card: String) -> &mut Table {
    t.ok(json!({"type": "score_objective", "side": side, "card": card}))
}

#[test]
fn the_most_glory_wins_a_major_victory() {
    let mut t = Table::round1();
    t.act(ANA, "attack", Some(CAPTAIN)).damage(BEN, HOUND, 4);
    t.passes();
    to_final(&mut t);
    score(&mut t, ANA, a(3, "objective"));
    assert!(
        t.0.outcome(Lang::En).is_none(),
        "not before the final end phase is over"
    );
    t.end_phase();
    let outcome = t.outcome(Lang::En);
    assert_eq!(outcome.winner, Some(ANA));
    assert_eq!(
        (outcome.decided_by.as_str(), outcome.rule.as_str()),
        ("glory", "underworlds:§3.9")
    );
    assert_eq!(
        outcome.reasoning,
        ["Ana has 3 glory and Ben has 0: Ana wins a major victory."]
    );
    let ana = &outcome.scores[ANA];
    assert_eq!(ana.total, 3);
    let parts: Vec<i64> = ana.parts.iter().map(|p| p.points).collect();
    assert_eq!(parts, [2, 1], "objectives, then Bounty");
    assert_eq!(ana.parts[0].label, "Objectives");
    assert_eq!(
        t.0.scores(Lang::Es)[ANA].parts[1].label,
        "Recompensa de enemigos muertos"
    );
    let es = t.outcome(Lang::Es);
    assert!(
        es.reasoning[0].contains("Ana logra una victoria mayor"),
        "{:?}",
        es.reasoning
    );
}

#[test]
fn on_equal_glory_the_only_side_with_fighters_left_wins_a_minor_victory() {
    // Ana slays every Raider (Bounty 2 + 2 + 2 + 1 = 7); Ben scores objective 9 (glory 7).
    let mut t = Table::round1();
    t.act(ANA, "attack", Some(CAPTAIN));
    for f in [CHIEF, RAIDER_1, RAIDER_2, HOUND] {
        t.damage(BEN, f, 4);
    }
    t.passes();
    to_final(&mut t);
    done(&mut t, ANA);
    score(&mut t, BEN, b(9, "objective"));
    done(&mut t, BEN);
    let outcome = t.outcome(Lang::En);
    assert_eq!(
        (outcome.winner, outcome.decided_by.as_str()),
        (Some(ANA), "fighters")
    );
    assert_eq!(
        outcome.reasoning,
        [
            "Both players have 7 glory.",
            "Only Ana has fighters left on the battlefield.",
            "Ana wins a minor victory.",
        ]
    );
}

#[test]
fn when_neither_side_has_fighters_left_the_next_tie_breaks_decide() {
    // E28: both warbands wiped out: on to the treasure tokens (none held) and the Bounty on
    // the battlefield (none): a draw. Ana gains 7, Ben 2 + 1 + 2 = 5 and scores 2 more.
    let mut t = Table::round1();
    t.act(ANA, "attack", Some(CAPTAIN));
    for f in [CHIEF, RAIDER_1, RAIDER_2, HOUND] {
        t.damage(BEN, f, 4);
    }
    for f in [CAPTAIN, MARKSMAN, WARDEN] {
        t.damage(ANA, f, 4);
    }
    t.passes();
    to_final(&mut t);
    done(&mut t, ANA);
    score(&mut t, BEN, b(10, "objective"));
    score(&mut t, BEN, b(11, "objective"));
    done(&mut t, BEN);
    let outcome = t.outcome(Lang::En);
    assert_eq!(
        (outcome.winner, outcome.decided_by.as_str()),
        (None, "draw")
    );
    assert_eq!(
        outcome.reasoning,
        [
            "Both players have 7 glory.",
            "Neither player has fighters left on the battlefield.",
            "Treasure tokens held: Ana 0, Ben 0.",
            "Bounty of the fighters on the battlefield: Ana 0, Ben 0.",
            "The game is a draw.",
        ]
    );
}

#[test]
fn on_equal_glory_with_fighters_on_both_sides_the_higher_sum_of_treasure_held_wins() {
    // Ana's Captain stands on token 3 (number 4), Ben's Chief on token 0 (number 1).
    let mut t = Table::round1();
    t.act(ANA, "move", Some(CAPTAIN));
    t.stand(ANA, CAPTAIN, Some(3)).stand(BEN, CHIEF, Some(0));
    t.passes();
    let mut cover = Table(t.0.clone());
    to_final(&mut t);
    t.end_phase();
    let outcome = t.outcome(Lang::En);
    assert_eq!(
        (outcome.winner, outcome.decided_by.as_str()),
        (Some(ANA), "treasure")
    );
    assert_eq!(
        outcome.reasoning[1..],
        [
            "Both players have fighters left on the battlefield.",
            "Treasure tokens held: Ana 4, Ben 1.",
            "Ana wins a minor victory.",
        ]
    );
    // A cover token counts nothing: the Captain Delves its token to cover, Ben wins.
    cover.act(BEN, "focus", None).pass(BEN);
    cover.ok(json!({"type": "delve", "side": ANA, "fighter": CAPTAIN}));
    cover.passes();
    to_final(&mut cover);
    cover.end_phase();
    let outcome = cover.outcome(Lang::En);
    assert_eq!(
        (outcome.winner, outcome.decided_by.as_str()),
        (Some(BEN), "treasure")
    );
    assert!(outcome
        .reasoning
        .contains(&"Treasure tokens held: Ana 0, Ben 1.".to_owned()));
}

#[test]
fn then_the_higher_bounty_on_the_battlefield_wins_a_raised_fighter_counting_nothing() {
    // Ana slays the Chief (2 glory) and Ben raises it; Ben scores 2. On the battlefield:
    // Ana 3 (inspired Captain) + 1 + 2 = 6, Ben 0 (raised Chief) + 2 + 2 + 1 = 5.
    let mut t = Table::round1();
    t.act(ANA, "attack", Some(CAPTAIN)).damage(BEN, CHIEF, 4);
    t.ok(json!({"type": "raise", "side": BEN, "fighter": CHIEF}));
    t.ok(json!({"type": "inspire", "side": ANA, "fighter": CAPTAIN}));
    t.passes();
    to_final(&mut t);
    done(&mut t, ANA);
    score(&mut t, BEN, b(10, "objective"));
    score(&mut t, BEN, b(11, "objective"));
    done(&mut t, BEN);
    let outcome = t.outcome(Lang::En);
    assert_eq!(
        (outcome.winner, outcome.decided_by.as_str()),
        (Some(ANA), "bounty")
    );
    assert_eq!(
        outcome.reasoning[2..],
        [
            "Treasure tokens held: Ana 0, Ben 0.",
            "Bounty of the fighters on the battlefield: Ana 6, Ben 5.",
            "Ana wins a minor victory.",
        ]
    );
}

#[test]
fn a_mirror_match_with_nothing_to_separate_the_players_is_a_draw() {
    // Both play the Wardens with deck A: the same fighter ids on both sides.
    let list = || test_fixture::rivals_list_of(WARDENS, DECK_A);
    let mut t = Table::new(setup_of(list(), list()));
    t.ok(json!({"type": "territory_roll_off", "winner": BEN}));
    for (i, territory) in [Some(ANA), Some(BEN), None, None, None].iter().enumerate() {
        let side = if i % 2 == 0 { ANA } else { BEN };
        t.ok(
            json!({"type": "place_feature", "side": side, "territory": territory, "number": i + 1}),
        );
    }
    for f in [CAPTAIN, MARKSMAN, WARDEN] {
        t.deploy(ANA, f).deploy(BEN, f);
    }
    t.ok(json!({"type": "round_roll_off", "winner": BEN, "first": ANA}));
    t.act(ANA, "move", Some(WARDEN)).passes();
    t.act(BEN, "guard", Some(WARDEN)).passes();
    assert!(t.fighter(ANA, WARDEN).tokens.moved && !t.fighter(ANA, WARDEN).tokens.guard);
    assert!(t.fighter(BEN, WARDEN).tokens.guard && !t.fighter(BEN, WARDEN).tokens.moved);
    to_final(&mut t);
    t.end_phase();
    let outcome = t.outcome(Lang::En);
    assert_eq!(
        (outcome.winner, outcome.decided_by.as_str()),
        (None, "draw")
    );
    assert_eq!(
        outcome.reasoning,
        [
            "Both players have 0 glory.",
            "Both players have fighters left on the battlefield.",
            "Treasure tokens held: Ana 0, Ben 0.",
            "Bounty of the fighters on the battlefield: Ana 5, Ben 5.",
            "The game is a draw.",
        ]
    );
    let es = t.outcome(Lang::Es);
    assert_eq!(
        es.reasoning.last().unwrap(),
        "La partida termina en empate."
    );
}

/// A whole game as the players record it, from the set-up to the result.
#[test]
fn a_whole_game_from_set_up_to_result() {
    let events = json!([
        {"type": "redraw", "side": 1, "power": true},
        {"type": "territory_roll_off", "winner": 1},
        {"type": "place_feature", "side": 0, "territory": 0, "number": 2},
        {"type": "place_feature", "side": 1, "territory": 1, "number": 5},
        {"type": "place_feature", "side": 0, "territory": null, "number": 1},
        {"type": "place_feature", "side": 1, "territory": null, "number": 3},
        {"type": "place_feature", "side": 0, "territory": null, "number": 4},
        {"type": "deploy", "side": 0, "fighter": CAPTAIN},
        {"type": "deploy", "side": 1, "fighter": CHIEF},
        {"type": "deploy", "side": 0, "fighter": MARKSMAN},
        {"type": "deploy", "side": 1, "fighter": RAIDER_1},
        {"type": "deploy", "side": 0, "fighter": WARDEN},
        {"type": "deploy", "side": 1, "fighter": RAIDER_2},
        {"type": "deploy", "side": 1, "fighter": HOUND},
        // Round 1: Ben wins the roll-off and goes first; Ana draws a power card.
        {"type": "round_roll_off", "winner": 1, "first": 1},
        {"type": "action", "side": 1, "ability": "charge", "fighter": HOUND},
        {"type": "damage", "side": 0, "fighter": MARKSMAN, "amount": 2},
        {"type": "pass", "side": 1},
        {"type": "play_ploy", "side": 0, "card": a(2, "ploy")},
        {"type": "pass", "side": 1},
        {"type": "pass", "side": 0},
        {"type": "action", "side": 0, "ability": "attack", "fighter": MARKSMAN},
        {"type": "damage", "side": 1, "fighter": HOUND, "amount": 4},
        {"type": "pass", "side": 0},
        {"type": "pass", "side": 1},
        {"type": "action", "side": 1, "ability": "move", "fighter": CHIEF},
        {"type": "stand", "side": 1, "fighter": CHIEF, "feature": 1},
        {"type": "pass", "side": 1},
        {"type": "delve", "side": 0, "fighter": CAPTAIN},
    ]);
    // The Captain stands on no token: that Delve is refused; the players correct it.
    let setup = setup();
    let entries: Vec<Entry<UnderworldsEvent>> = events
        .as_array()
        .unwrap()
        .iter()
        .map(|e| Entry::from_value(e.clone()).unwrap())
        .collect();
    let fault = match Match::<Underworlds>::replay(setup.clone(), &catalog(), entries, Lang::En) {
        Err(crate::matches::ReplayFault::Event(fault)) => fault,
        other => panic!("the Delve is refused: {:?}", other.map(|m| m.head())),
    };
    assert_eq!(fault.index, 28);
    assert_eq!(fault.diagnostic.code, "underworlds.delve.no_feature");

    let mut t = Table::new(setup);
    for e in &events.as_array().unwrap()[..28] {
        t.ok(e.clone());
    }
    assert_eq!(t.state().sides[ANA].glory.bounty, 1, "the Hound's Bounty");
    t.pass(ANA);
    // Ana's second turn: the Captain moves onto token 4 and Delves it in her power step.
    t.act(ANA, "move", Some(CAPTAIN))
        .stand(ANA, CAPTAIN, Some(4));
    t.ok(json!({"type": "delve", "side": ANA, "fighter": CAPTAIN}));
    assert_eq!(t.state().features[4].face, FeatureFace::Cover);
    t.ok(json!({"type": "delve", "side": BEN, "fighter": CHIEF}));
    t.passes();
    t.play_to_end_phase();
    // Ben's end phase first (he took the first turn).
    t.ok(json!({"type": "score_objective", "side": BEN, "card": b(10, "objective")}));
    done(&mut t, BEN);
    t.ok(json!({"type": "score_objective", "side": ANA, "card": a(3, "objective")}));
    t.ok(json!({"type": "equip", "side": ANA, "fighter": CAPTAIN, "card": a(2, "upgrade")}));
    done(&mut t, ANA);
    assert_eq!(t.state().sides[ANA].glory.total, 3);
    assert_eq!(
        t.state().sides[ANA].capacity,
        Capacity { used: 2, total: 3 }
    );
    // Round 2: Ben is the underdog (his Hound is slain); a tie goes to him.
    assert_eq!(t.state().underdog, Some(BEN));
    t.ok(json!({"type": "round_roll_off", "winner": null, "first": ANA}));
    t.act(ANA, "attack", Some(CAPTAIN)).damage(BEN, RAIDER_1, 4);
    t.passes();
    t.act(BEN, "charge", Some(CHIEF)).damage(ANA, CAPTAIN, 4);
    assert_eq!(
        t.state().sides[ANA].capacity,
        Capacity { used: 0, total: 5 }
    );
    t.passes();
    t.play_to_end_phase().end_phase();
    // Round 3.
    t.ok(json!({"type": "round_roll_off", "winner": ANA, "first": ANA}));
    t.ok(json!({"type": "score_objective", "side": ANA, "card": a(1, "objective")}));
    t.play_to_end_phase();
    t.ok(json!({"type": "score_objective", "side": ANA, "card": a(5, "objective")}));
    done(&mut t, ANA);
    t.ok(json!({"type": "score_objective", "side": BEN, "card": b(11, "objective")}));
    done(&mut t, BEN);
    // Ana: objectives 2 + 1 + 1, Bounty 1 + 2 = 7. Ben: objectives 1 + 1, Bounty 2 = 4.
    let outcome = t.outcome(Lang::En);
    assert_eq!(
        (outcome.winner, outcome.decided_by.as_str()),
        (Some(ANA), "glory")
    );
    let totals: Vec<i64> = outcome.scores.iter().map(|s| s.total).collect();
    assert_eq!(totals, [7, 4]);
    let es = t.outcome(Lang::Es);
    assert_eq!(
        es.reasoning,
        ["Ana tiene 7 puntos de gloria y Ben, 4: Ana logra una victoria mayor."]
    );
    // The state is the fold of the log: replaying it gives the same state.
    let again = Match::<Underworlds>::replay(
        t.0.setup().clone(),
        &catalog(),
        t.0.log().to_vec(),
        Lang::En,
    )
    .unwrap();
    assert_eq!(again.state(), t.state());
    assert_eq!(t.state().stage, Stage::Over);
}
