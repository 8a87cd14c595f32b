//! The rounds (digest §3.3): dials, activation in initiative order, the round counter
//! and the end after round 8; refusals in Spanish.

use super::*;

/// §37.2, §53.2, §36.2: every unit on the table gets a dial; an action needs its initiative,
/// no action means initiative 10.
#[test]
fn every_unit_needs_a_dial_and_an_action_needs_its_initiative() {
    let mut t = Table::set_up();
    let d = t.refused(json!({"type": "dial", "side": 0, "unit": 0, "action": "march"}));
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.command.initiative_missing", "/initiative")
    );
    let d = t
        .refused(json!({"type": "dial", "side": 0, "unit": 0, "action": "march", "initiative": 0}));
    assert_eq!(d.code, "runewars.command.initiative_range");
    let d = t.refused(json!({"type": "dial", "side": 0, "unit": 0, "initiative": 3}));
    assert_eq!(
        (d.code, d.rule),
        (
            "runewars.command.initiative_without_action",
            "runewars:§36.2"
        )
    );
    t.ok(json!({"type": "dial", "side": 0, "unit": 0}));
    assert_eq!(t.unit(0, 0).dial.unwrap().initiative, NO_ACTION_INITIATIVE);
    let d = t.refused(json!({"type": "activate", "side": 0, "unit": 0}));
    assert_eq!(d.code, "runewars.match.not_now");
    let d = t.refused(json!({"type": "end_command"}));
    assert_eq!(
        (d.code, d.rule),
        ("runewars.command.dials_missing", "runewars:§37.2")
    );
    assert!(d.message.contains("scouts"), "{}", d.message);
}

/// §53, §53.4, §71.2, E9: activation counts up from 1; at each number the first player
/// activates first and the players alternate; then whoever has units left goes on.
#[test]
fn activation_follows_initiative_then_the_first_player_then_alternates() {
    let mut t = Table::set_up();
    t.dial(0, 0, 2)
        .dial(0, 1, 2)
        .dial(1, 0, 2)
        .dial(1, 1, 2)
        .ok(json!({
        "type": "dial", "side": 1, "unit": 2}));
    t.ok(json!({"type": "end_command"}));
    assert_eq!(t.state().next_activation, Some((2, 0)));
    let d = t.refused(json!({"type": "activate", "side": 1, "unit": 2}));
    assert_eq!(
        (d.code, d.rule),
        ("runewars.activation.initiative", "runewars:§53")
    );
    let d = t.refused(json!({"type": "activate", "side": 1, "unit": 0}));
    assert_eq!(
        (d.code, d.rule),
        ("runewars.activation.turn", "runewars:§53.4")
    );
    t.ok(json!({"type": "activate", "side": 0, "unit": 1}));
    assert_eq!(t.state().active, Some(UnitRef { side: 0, unit: 1 }));
    let d = t.refused(json!({"type": "activate", "side": 0, "unit": 0}));
    assert_eq!(d.code, "runewars.activation.turn");
    t.ok(json!({"type": "activate", "side": 1, "unit": 0}))
        .ok(json!({"type": "activate", "side": 0, "unit": 0}));
    let d = t.refused(json!({"type": "activate", "side": 0, "unit": 0}));
    assert_eq!(d.code, "runewars.activation.already");
    let d = t.refused(json!({"type": "end_activation"}));
    assert_eq!(
        (d.code, d.rule),
        ("runewars.activation.units_waiting", "runewars:§36")
    );
    // Ana has nothing left at 2: Ben activates his, then his unit with no action at 10.
    t.ok(json!({"type": "activate", "side": 1, "unit": 1}));
    assert_eq!(t.state().next_activation, Some((10, 1)));
    t.ok(json!({"type": "activate", "side": 1, "unit": 2}))
        .ok(json!({"type": "end_activation"}));
    assert_eq!(t.state().stage, Stage::End);
}

/// §38, §78: the round counter passes every End phase, so the first player alternates; the
/// game ends after round 8 and goes to scoring.
#[test]
fn the_first_player_alternates_and_the_game_ends_after_round_8() {
    let mut t = Table::set_up();
    let mut firsts = Vec::new();
    for _ in 0..ROUNDS {
        firsts.push(t.state().first_player.unwrap());
        t.play_round();
    }
    assert_eq!(firsts, [0, 1, 0, 1, 0, 1, 0, 1]);
    assert_eq!(t.state().stage, Stage::Over);
    assert_eq!(t.state().ending, Some(Ending::LastRound));
    // Nothing lost: 67 + 10 against 70, Ana wins on score.
    let outcome = t.0.outcome(Lang::En).unwrap();
    assert_eq!(
        (
            outcome.winner,
            outcome.decided_by.as_str(),
            outcome.rule.as_str()
        ),
        (Some(0), "score", "runewars:§44.2")
    );
    assert_eq!(outcome.scores[0].total, 59 + 5 + 3 + 10);
    assert_eq!(outcome.scores[1].total, 70);
    let d = t.refused(json!({"type": "end_round"}));
    assert_eq!(d.code, "match.over");
}

#[test]
fn refusals_speak_spanish_too() {
    let mut t = Table::set_up();
    let entry = Entry::from_value(json!({"type": "end_command"})).unwrap();
    let d = t.0.record(entry, Lang::Es).unwrap_err();
    assert!(
        d.message.contains("aún no tienen los selectores"),
        "{}",
        d.message
    );
    assert!(d.help.contains("Prepara"), "{}", d.help);
}
