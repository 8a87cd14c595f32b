//! The end of the game (digest §3.7): partial units, the cost-table lookup, destroyed units
//! and discarded cards, elimination and draws.

use super::*;

/// §74.3–74.4, E6: a partial unit scores the row for its trays, rounded down (Spearmen with
/// 7 trays score 40); below the smallest row it scores 0 but its upgrades still count.
#[test]
fn a_partial_unit_scores_its_row_rounded_down_and_keeps_its_upgrades() {
    let mut t = Table::set_up();
    t.ok(json!({"type": "trays_lost", "side": 0, "unit": 0, "count": 2}));
    assert_eq!((t.unit(0, 0).trays, t.unit(0, 0).value_now), (7, 40));
    t.ok(json!({"type": "trays_lost", "side": 0, "unit": 0, "count": 6}));
    assert_eq!((t.unit(0, 0).trays, t.unit(0, 0).value_now), (1, 0));
    let d = t.refused(json!({"type": "trays_lost", "side": 0, "unit": 0, "count": 2}));
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.match.tray_count", "/count")
    );
    for _ in 0..ROUNDS {
        t.play_round();
    }
    let outcome = t.0.outcome(Lang::En).unwrap();
    let ana = &outcome.scores[0];
    let points: Vec<i64> = ana.parts.iter().map(|p| p.points).collect();
    assert_eq!(points, [0, 5, 3, 10], "{:?}", ana.parts);
    assert!(ana.parts[0].label.contains("below the smallest row"));
    assert_eq!(ana.total, 18);
}

#[test]
fn the_cost_table_lookup_rounds_down_and_prefers_the_cheaper_of_equal_rows() {
    let table = [(2, 18), (4, 30), (4, 28), (6, 40), (9, 59)];
    assert_eq!(score::table_value(&table, 9, 9, 59), 59);
    assert_eq!(score::table_value(&table, 7, 9, 59), 40);
    assert_eq!(score::table_value(&table, 5, 9, 59), 28);
    assert_eq!(score::table_value(&table, 1, 9, 59), 0);
    // Full strength scores the row bought, even where another row has the same trays.
    assert_eq!(score::table_value(&table, 4, 4, 30), 30);
}

/// §30.2, §22.3, §57.7: a destroyed unit scores nothing and its upgrades are discarded; a
/// discarded card (a removed figure upgrade) scores nothing and cannot come back.
#[test]
fn destroyed_units_and_discarded_cards_score_nothing() {
    let mut t = Table::set_up();
    t.ok(json!({"type": "upgrade", "side": 0, "unit": 0, "upgrade": "captain", "state": "discarded"}));
    let d = t.refused(
        json!({"type": "upgrade", "side": 0, "unit": 0, "upgrade": "captain", "state": "ready"}),
    );
    assert_eq!(
        (d.code, d.rule),
        ("runewars.match.card_discarded", "runewars:§22.3")
    );
    let d = t.refused(json!({"type": "upgrade", "side": 0, "unit": 1, "upgrade": "captain", "state": "exhausted"}));
    assert_eq!(d.code, "runewars.match.card_not_equipped");
    t.ok(json!({"type": "destroyed", "units": [{"side": 1, "unit": 1}]}));
    assert!(t.unit(1, 1).destroyed);
    let d = t.refused(json!({"type": "wounds", "side": 1, "unit": 1, "change": 1}));
    assert_eq!(
        (d.code, d.rule),
        ("runewars.match.destroyed", "runewars:§30")
    );
    for _ in 0..ROUNDS {
        t.play_round();
    }
    let outcome = t.0.outcome(Lang::En).unwrap();
    assert_eq!(outcome.scores[0].total, 59 + 3 + 10);
    assert_eq!(outcome.scores[1].total, 30 + 20);
}

/// §31, §44.1, §44.4, E20: a player with no units left loses at once; both at once go to
/// scoring.
#[test]
fn elimination_wins_at_once_and_a_double_elimination_goes_to_the_scores() {
    let mut t = Table::set_up();
    t.ok(json!({"type": "destroyed", "units": [{"side": 1, "unit": 0}, {"side": 1, "unit": 1}]}));
    assert!(t.0.outcome(Lang::En).is_none());
    t.ok(json!({"type": "trays_lost", "side": 1, "unit": 2, "count": 2}));
    assert_eq!(t.state().stage, Stage::Over);
    let outcome = t.0.outcome(Lang::Es).unwrap();
    assert_eq!(
        (
            outcome.winner,
            outcome.decided_by.as_str(),
            outcome.rule.as_str()
        ),
        (Some(0), "elimination", "runewars:§44.1")
    );
    assert!(outcome.reasoning.last().unwrap().contains("eliminación"));

    let mut t = Table::set_up();
    t.ok(json!({"type": "objective", "side": 1, "change": 1}));
    t.ok(json!({"type": "destroyed", "units": [
        {"side": 0, "unit": 0}, {"side": 0, "unit": 1},
        {"side": 1, "unit": 0}, {"side": 1, "unit": 1}, {"side": 1, "unit": 2}]}));
    let outcome = t.0.outcome(Lang::En).unwrap();
    assert_eq!(
        (
            outcome.winner,
            outcome.decided_by.as_str(),
            outcome.rule.as_str()
        ),
        (Some(1), "score", "runewars:§44.4")
    );
    assert_eq!((outcome.scores[0].total, outcome.scores[1].total), (0, 3));
    let d = t.refused(
        json!({"type": "destroyed", "units": [{"side": 0, "unit": 0}, {"side": 0, "unit": 0}]}),
    );
    assert_eq!(d.code, "match.over");
}

/// §44.3, E20: equal scores after round 8 are a draw; there is no tie-break.
#[test]
fn equal_scores_are_a_draw() {
    let mut t = Table::set_up();
    // Ana: 59 + 10 once both her cards are discarded = 69. Ben: 30 + 10 (a scouts unit down
    // to one tray scores the 1x1 row) + 20 + 3 objective tokens × 3 = 69.
    t.ok(json!({"type": "upgrade", "side": 0, "unit": 0, "upgrade": "drill", "state": "discarded"}))
        .ok(json!({"type": "upgrade", "side": 0, "unit": 0, "upgrade": "captain", "state": "discarded"}))
        .ok(json!({"type": "trays_lost", "side": 1, "unit": 1, "count": 1}))
        .ok(json!({"type": "objective", "side": 1, "change": 3}));
    for _ in 0..ROUNDS {
        t.play_round();
    }
    let outcome = t.0.outcome(Lang::En).unwrap();
    assert_eq!((outcome.scores[0].total, outcome.scores[1].total), (69, 69));
    assert_eq!(
        (
            outcome.winner,
            outcome.decided_by.as_str(),
            outcome.rule.as_str()
        ),
        (None, "draw", "runewars:§44.3")
    );
    assert!(outcome.reasoning.last().unwrap().contains("no tie-break"));
}
