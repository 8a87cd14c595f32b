//! Fourth-edition matched play (`docs/rules/sigmar-matched-play.md`): command points,
//! commands, battle tactics, the battleplan's objectives and the result after round 5,
//! with every number worked by hand from the digest.

use super::*;
use serde_json::json;

/// Ana: a regiment and one auxiliary unit; Ben: a regiment, no auxiliary unit, so Ben has
/// fewer auxiliary units and gains 1 more command point every round (MP-CP-3).
fn armies() -> Table {
    let ana = matched(
        json!([{"leader": {"unit": "lord"}, "units": [{"unit": "warriors"}], "general": true}]),
        None,
        json!([{"unit": "knights"}]),
    );
    let ben = matched(
        json!([{"leader": {"unit": "lord"}, "units": [{"unit": "knights"}], "general": true}]),
        None,
        json!([]),
    );
    Table::new(setup_of(vec![ana, ben]))
}

fn m(t: &Table) -> &Matched {
    t.state().matched.as_ref().unwrap()
}

/// Command points left, per side.
fn cp(t: &Table) -> [u32; 2] {
    [m(t).sides[0].cp, m(t).sides[1].cp]
}

/// The round's income, per side.
fn income(t: &Table) -> [u32; 2] {
    [0, 1].map(|s| m(t).sides[s].income.unwrap().total())
}

fn vp(t: &Table) -> [i64; 2] {
    [t.state().vp_total(0), t.state().vp_total(1)]
}

/// Who controls objectives 0–5 (Sun Seekers, Sun Seekers, Golden Lions, Golden Lions,
/// Heidenhain, Scions of the Comet): `a`, `b` or `-`.
fn held(map: &str) -> Value {
    let held: Vec<Value> = map
        .chars()
        .map(|c| match c {
            'a' => json!(0),
            'b' => json!(1),
            _ => Value::Null,
        })
        .collect();
    json!(held)
}

/// Moves to the end of the turn, says who controls what, completes `tactics` (card,
/// tier) and ends the turn.
fn end(t: &mut Table, map: &str, tactics: &[(usize, usize)]) {
    let side = t.state().turn.unwrap().side;
    t.phase("end_of_turn");
    t.ok(json!({"type": "control", "held": held(map)}));
    for (card, tier) in tactics {
        t.ok(json!({"type": "tactic", "side": side, "card": card, "tier": tier}));
    }
    t.ok(json!({"type": "end_turn"}));
}

fn spend(t: &mut Table, side: usize, command: &str) {
    t.ok(json!({"type": "command", "side": side, "command": command}));
}

/// A whole five-round battle of *Caverns of Slaughter* (2026-27): per turn, 3 VP for one
/// objective or more, 3 for two or more, 4 for a pair (digest §6.1); 5 VP per tactic
/// (MP-BT-4); each round 4 CP, +1 underdog, +1 fewer auxiliary units (MP-CP-1…3).
#[test]
fn a_five_round_battle_counts_command_points_tactics_objectives_and_the_winner() {
    let mut t = armies();
    t.ok(json!({"type": "battleplan", "battleplan": "Caverns of Slaughter"}));
    t.ok(json!({"type": "tactic_cards", "side": 0, "cards": ["Smokescreen", "Siege of Ashes"]}));
    t.ok(json!({"type": "tactic_cards", "side": 1, "cards": ["flanking firestorm"]}));
    assert_eq!(m(&t).objectives.len(), 6, "the battlepack's six objectives");
    assert_eq!(t.state().command_point_bonus, Some(1));
    // Ben (one drop) finishes deploying first and lets Ana take the first turn.
    t.battle(0);

    // Round 1: 0–0, no underdog. Ana 4; Ben 4 + 1 (fewer auxiliary units) = 5.
    assert_eq!(m(&t).underdog, None);
    assert_eq!(income(&t), [4, 5]);
    spend(&mut t, 0, "rally");
    assert_eq!(cp(&t), [3, 5]);
    // Ana holds the Sun Seekers pair: 3 + 3 + 4 = 10, and Smokescreen's Affray 5: 15.
    end(&mut t, "aa----", &[(0, 0)]);
    assert_eq!(vp(&t), [15, 0]);
    // In Ben's hero phase Ana reacts with Magical Intervention (the enemy hero phase).
    spend(&mut t, 0, "magical_intervention");
    assert_eq!(cp(&t), [2, 5]);
    // Ben holds a Sun Seekers and a Golden Lions, no pair: 3 + 3 = 6; Flanking
    // Firestorm's Affray 5: 11.
    end(&mut t, "abb---", &[(0, 0)]);
    assert_eq!(vp(&t), [15, 11]);
    // MP-CP-4: what is left at the end of the round is gone.
    assert_eq!(cp(&t), [0, 0]);

    // Round 2: Ben wins the priority roll and goes first (a double turn). Ben has fewer
    // VP (11 < 15): underdog. Ana 4; Ben 4 + 1 + 1 = 6.
    t.ok(json!({"type": "roll_off", "rolls": [2, 5]}));
    t.ok(json!({"type": "first_turn", "side": 1, "first": 1}));
    assert_eq!(m(&t).underdog, Some(1));
    assert_eq!(income(&t), [4, 6]);
    let why = m(&t).sides[1].income.unwrap();
    assert_eq!(
        income_words(&why, Lang::En),
        "4 + 1 underdog + 1 fewer auxiliary units"
    );
    assert!(income_words(&why, Lang::Es).contains("menos unidades auxiliares"));
    spend(&mut t, 1, "rally");
    let again = t.refuses(
        json!({"type": "command", "side": 1, "command": "rally"}),
        "sigmar.command.again",
        "/command",
    );
    assert_eq!(again.rule, "sigmar:MP-CMD-2");
    // Ben holds both pairs: 10, and Flanking Firestorm's Strike: 26.
    end(&mut t, "bbbb--", &[(0, 1)]);
    assert_eq!(vp(&t), [15, 26]);
    // Counter-charge costs 2, in the enemy charge phase.
    t.phase("charge");
    spend(&mut t, 1, "counter_charge");
    assert_eq!(cp(&t), [4, 3]);
    // Ana: one Sun Seekers and the Heidenhain, no pair: 6, no tactic: 21.
    end(&mut t, "abbba-", &[]);
    assert_eq!(vp(&t), [21, 26]);

    // Round 3: a tied priority roll is not rolled again: Ben, who went first in round 2,
    // decides (MP-PRI-2), and lets Ana go first. Ana is the underdog (21 < 26): 4 + 1 = 5;
    // Ben 4 + 1 (auxiliary) = 5.
    t.ok(json!({"type": "roll_off", "rolls": [3, 3]}));
    assert_eq!(t.state().chooser, Some(1));
    t.ok(json!({"type": "first_turn", "side": 1, "first": 0}));
    assert_eq!(m(&t).underdog, Some(0));
    assert_eq!(income(&t), [5, 5]);
    // Another command, by name, at the cost the player gives.
    t.ok(json!({"type": "command", "side": 0, "other": "A warscroll's command", "cost": 2}));
    assert_eq!(cp(&t), [3, 5]);
    // Ana holds all six: 10, and Smokescreen's Strike: 36.
    end(&mut t, "aaaaaa", &[(0, 1)]);
    // Ben retakes the Sun Seekers pair: 10: 36.
    end(&mut t, "bbaaaa", &[]);
    assert_eq!(vp(&t), [36, 36]);

    // Round 4: Ben first. Equal VP: no underdog. Ana 4; Ben 5.
    t.ok(json!({"type": "roll_off", "rolls": [2, 5]}));
    t.ok(json!({"type": "first_turn", "side": 1, "first": 1}));
    assert_eq!(m(&t).underdog, None);
    assert_eq!(income(&t), [4, 5]);
    spend(&mut t, 1, "rally");
    t.phase("combat");
    spend(&mut t, 1, "all_out_attack");
    spend(&mut t, 1, "all_out_defence");
    t.phase("end_of_turn");
    spend(&mut t, 1, "power_through");
    assert_eq!(cp(&t), [4, 1]);
    // A point that is not there.
    let short = t.refuses(
        json!({"type": "command", "side": 1, "other": "A warscroll's command", "cost": 2}),
        "sigmar.command.not_enough",
        "/side",
    );
    assert!(short.message.contains("only 1 left"), "{}", short.message);
    // Ben holds both pairs: 10, and Flanking Firestorm's Domination: 51.
    t.ok(json!({"type": "control", "held": held("bbbbaa")}));
    t.ok(json!({"type": "tactic", "side": 1, "card": 0, "tier": 2}));
    t.ok(json!({"type": "end_turn"}));
    assert_eq!(vp(&t), [36, 51]);
    // Ana: four with the Golden Lions pair: 10; Smokescreen's Domination and Siege of
    // Ashes' Affray: 10 more: 56.
    t.phase("end_of_turn");
    t.ok(json!({"type": "control", "held": held("bbaaaa")}));
    t.ok(json!({"type": "tactic", "side": 0, "card": 0, "tier": 2}));
    // Scoring a tactic twice.
    let twice = t.refuses(
        json!({"type": "tactic", "side": 0, "card": 0, "tier": 2}),
        "sigmar.tactic.done",
        "/tier",
    );
    assert!(
        twice.message.contains("Execute the Plan"),
        "{}",
        twice.message
    );
    t.ok(json!({"type": "tactic", "side": 0, "card": 1, "tier": 0}));
    t.refuses(
        json!({"type": "tactic", "side": 0, "card": 1, "tier": 1}),
        "sigmar.tactic.card_this_turn",
        "/card",
    );
    t.ok(json!({"type": "end_turn"}));
    assert_eq!(vp(&t), [56, 51]);

    // Round 5: Ana first; Ben is the underdog (51 < 56): 4 + 1 + 1 = 6; Ana 4.
    t.ok(json!({"type": "roll_off", "rolls": [6, 1]}));
    t.ok(json!({"type": "first_turn", "side": 0, "first": 0}));
    assert_eq!(m(&t).underdog, Some(1));
    assert_eq!(income(&t), [4, 6]);
    // Ana: the Golden Lions pair and two more: 10; Siege of Ashes' Strike: 71.
    end(&mut t, "bbaaaa", &[(1, 1)]);
    // Ben: the Sun Seekers pair and a Golden Lions: 10: 61; the players take 1 from Ana
    // for an objective they find they miscounted: 70.
    t.phase("end_of_turn");
    t.ok(json!({"type": "control", "held": held("bbba--")}));
    t.ok(json!({"type": "adjust_vp", "side": 0, "points": -1,
                "reason": "an objective miscounted in round 5"}));
    t.ok(json!({"type": "end_turn"}));
    assert_eq!(vp(&t), [70, 61]);

    // The battle ends after round 5 (MP-END-1): Ana has more VP and wins (MP-END-2).
    assert_eq!(t.state().stage, Stage::Over);
    let o = t.0.outcome(Lang::En).unwrap();
    assert_eq!(
        (o.winner, o.decided_by.as_str()),
        (Some(0), "victory_points")
    );
    assert_eq!(o.rule, "sigmar:MP-END-2");
    assert_eq!((o.scores[0].total, o.scores[1].total), (70, 61));
    let parts = &o.scores[0].parts;
    let part = |label: &str| parts.iter().find(|p| p.label == label).map(|p| p.points);
    assert_eq!(
        part("Round 1 · objectives (Caverns of Slaughter)"),
        Some(10)
    );
    assert_eq!(
        part("Round 4 · battle tactics (Execute the Plan, Form a Wall)"),
        Some(10)
    );
    assert_eq!(
        part("Round 5 · adjusted: an objective miscounted in round 5"),
        Some(-1)
    );
    assert!(o.reasoning[0].contains("round 5"), "{:?}", o.reasoning);
    let plan = battleplan(m(&t)).unwrap();
    assert_eq!(
        line_words(&plan.lines[2], Lang::En),
        "4 VP: you control both objectives of a pair"
    );
    assert_eq!(
        scored_words(m(&t), 1, &m(&t).sides[1].scored[2], Lang::Es),
        "Flanking Firestorm: Ambuscade (Refriega)"
    );
    // An event after the end is refused, naming it.
    let after = t.refuses(
        json!({"type": "command", "side": 0, "command": "rally"}),
        "match.over",
        "",
    );
    assert!(after.message.contains("`command`"), "{}", after.message);
    let es = t.0.outcome(Lang::Es).unwrap();
    assert!(
        es.reasoning.last().unwrap().contains("gana"),
        "{:?}",
        es.reasoning
    );
}

#[test]
fn commands_keep_their_windows_and_costs() {
    let mut t = armies();
    t.battle(0);
    // Power Through waits for an end of turn, said in words a player reads.
    let early = t.refuses(
        json!({"type": "command", "side": 0, "command": "power_through"}),
        "sigmar.command.window",
        "/command",
    );
    assert_eq!(
        early.message,
        "Power Through is used in any end-of-turn phase only."
    );
    // Redeploy is used in the enemy movement phase only.
    t.phase("movement");
    t.refuses(
        json!({"type": "command", "side": 0, "command": "redeploy"}),
        "sigmar.command.window",
        "/command",
    );
    spend(&mut t, 1, "redeploy");
    // A core command's cost is the table's; another's must be given.
    t.refuses(
        json!({"type": "command", "side": 0, "command": "at_the_double", "cost": 2}),
        "sigmar.command.cost",
        "/cost",
    );
    t.refuses(
        json!({"type": "command", "side": 0, "other": "A warscroll's command"}),
        "sigmar.command.cost_needed",
        "/cost",
    );
    t.refuses(
        json!({"type": "command", "side": 0}),
        "sigmar.command.pick",
        "/command",
    );
    // Each unit one command a phase; an exception named lifts the limit (MP-CMD-3).
    t.ok(json!({"type": "command", "side": 0, "command": "at_the_double", "unit": 1}));
    t.refuses(
        json!({"type": "command", "side": 0, "command": "forward_to_victory", "unit": 1}),
        "sigmar.command.unit_again",
        "/unit",
    );
    t.ok(
        json!({"type": "command", "side": 0, "command": "at_the_double", "unit": 2,
                "exception": "a faction ability"}),
    );
    assert_eq!(cp(&t), [2, 4]);
    // Undo gives the point back.
    t.0.undo(Lang::En).unwrap();
    assert_eq!(cp(&t), [3, 4]);
    // Open play has no command points.
    let mut open = Table::open_armies();
    open.battle(0);
    open.refuses(
        json!({"type": "command", "side": 0, "command": "rally"}),
        "sigmar.match.matched_play_only",
        "",
    );
}

#[test]
fn the_battleplan_is_rolled_as_the_book_does_and_asks_its_questions() {
    let mut t = armies();
    // Table 2 (a 4), battleplan 3 on it: the ninth, Seize the Embers (§6.1).
    t.refuses(
        json!({"type": "battleplan_roll", "rolls": [7, 3]}),
        "sigmar.match.roll_range",
        "/rolls/0",
    );
    t.refuses(
        json!({"type": "battleplan_roll", "rolls": [4, 3], "objectives": ["Oakenbrow"]}),
        "sigmar.battleplan.objective",
        "/objectives/0",
    );
    t.refuses(
        json!({"type": "battleplan_roll", "rolls": [4, 3],
               "objectives": ["Golden Lions", "golden lions", "Golden Lions"]}),
        "sigmar.battleplan.objective_count",
        "/objectives/2",
    );
    t.ok(json!({"type": "battleplan_roll", "rolls": [4, 3],
                "objectives": ["Golden Lions", "Golden Lions", "Sun Seekers", "Heidenhain"]}));
    assert_eq!(battleplan(m(&t)).unwrap().name, "Seize the Embers");
    t.refuses(
        json!({"type": "battleplan", "battleplan": "Into the Fire"}),
        "sigmar.battleplan.already",
        "",
    );
    t.battle(0);
    t.refuses(
        json!({"type": "tactic_cards", "side": 0, "cards": ["Smokescreen"]}),
        "sigmar.match.not_now",
        "",
    );
    // The turn does not end before the control question is answered.
    t.phase("end_of_turn");
    t.refuses(
        json!({"type": "end_turn"}),
        "sigmar.score.control_unasked",
        "",
    );
    t.refuses(
        json!({"type": "control", "held": [0, 0]}),
        "sigmar.score.control_count",
        "/held",
    );
    // Round 1: 3 for one, 3 for two (round 1 only), 4 for more: 10.
    t.ok(json!({"type": "control", "held": [0, 0, null, null]}));
    t.refuses(
        json!({"type": "control", "held": [0, 0, null, null]}),
        "sigmar.score.control_given",
        "",
    );
    t.ok(json!({"type": "end_turn"}));
    assert_eq!(vp(&t), [10, 0]);
    t.phase("end_of_turn");
    t.refuses(
        json!({"type": "control", "held": [null, 1, null, null],
               "answers": [{"question": "primary", "value": 1}]}),
        "sigmar.score.not_asked",
        "/answers/0/question",
    );
    t.ok(json!({"type": "control", "held": [null, 1, null, null]}));
    t.ok(json!({"type": "end_turn"}));
    // Ben: one, and Ana has none: 3 + 4.
    assert_eq!(vp(&t), [10, 7]);
    // Round 2: two objectives score nothing more; Back to Base Camp does (3).
    t.ok(json!({"type": "roll_off", "rolls": [5, 2]}));
    t.ok(json!({"type": "first_turn", "side": 0, "first": 0}));
    t.phase("end_of_turn");
    t.refuses(
        json!({"type": "control", "held": [0, 0, 0, null],
               "answers": [{"question": "back_to_base_camp", "value": 2}]}),
        "sigmar.score.yes_or_no",
        "/answers/0/value",
    );
    t.ok(json!({"type": "control", "held": [0, 0, 0, null],
                "answers": [{"question": "back_to_base_camp", "value": 1}]}));
    assert_eq!(vp(&t), [10 + 3 + 3 + 4, 7]);
}

#[test]
fn tactics_are_completed_in_order_from_the_lists_cards() {
    let mut t = armies();
    t.refuses(
        json!({"type": "tactic_cards", "side": 0, "cards": ["Smokescreen", "Master the Paths"]}),
        "sigmar.tactic.unknown_card",
        "/cards/1",
    );
    t.refuses(
        json!({"type": "tactic_cards", "side": 0, "cards": ["Smokescreen", "smokescreen"]}),
        "sigmar.tactic.card_twice",
        "/cards/1",
    );
    t.ok(json!({"type": "tactic_cards", "side": 0, "cards": ["Smokescreen"]}));
    t.refuses(
        json!({"type": "tactic_cards", "side": 0, "cards": ["Siege of Ashes"]}),
        "sigmar.tactic.cards_already",
        "/side",
    );
    t.battle(0);
    // Only at the end of one's own turn.
    t.refuses(
        json!({"type": "tactic", "side": 0, "card": 0, "tier": 0}),
        "sigmar.turn.wrong_phase",
        "",
    );
    t.phase("end_of_turn");
    t.refuses(
        json!({"type": "tactic", "side": 1, "card": 0, "tier": 0}),
        "sigmar.turn.not_active",
        "/side",
    );
    let order = t.refuses(
        json!({"type": "tactic", "side": 0, "card": 0, "tier": 1}),
        "sigmar.tactic.order",
        "/tier",
    );
    assert_eq!(order.rule, "sigmar:MP-BT-2");
    t.refuses(
        json!({"type": "tactic", "side": 0, "card": 1, "tier": 0}),
        "sigmar.tactic.no_card",
        "/card",
    );
    t.refuses(
        json!({"type": "tactic", "side": 0, "card": 0, "tier": 3}),
        "sigmar.tactic.no_tier",
        "/tier",
    );
    t.ok(json!({"type": "tactic", "side": 0, "card": 0, "tier": 0}));
    assert_eq!(vp(&t), [5, 0]);
}

#[test]
fn victory_points_stay_editable_with_the_reason() {
    let mut t = armies();
    t.battle(0);
    t.refuses(
        json!({"type": "adjust_vp", "side": 0, "points": 2, "reason": " "}),
        "sigmar.match.blank",
        "/reason",
    );
    t.refuses(
        json!({"type": "adjust_vp", "side": 0, "points": -2, "reason": "slip"}),
        "sigmar.score.below_zero",
        "/points",
    );
    t.refuses(
        json!({"type": "adjust_vp", "side": 0, "points": 0, "reason": "nothing"}),
        "sigmar.match.zero",
        "/points",
    );
    t.phase("end_of_turn");
    t.refuses(
        json!({"type": "control", "held": []}),
        "sigmar.score.no_battleplan",
        "",
    );
    t.ok(json!({"type": "adjust_vp", "side": 0, "points": 2, "reason": "a twist's points"}));
    assert_eq!(vp(&t), [2, 0]);
    // Without a battleplan the players end the game themselves, as before.
    t.ok(json!({"type": "end_game"}));
    assert_eq!(t.0.outcome(Lang::En).unwrap().winner, Some(0));
}

#[test]
fn seasons_without_tables_and_2025_26_seizing_the_initiative() {
    let mut list = matched(
        json!([{"leader": {"unit": "lord"}, "units": [{"unit": "warriors"}], "general": true}]),
        None,
        json!([]),
    );
    list["season"] = json!("ghb-2024-25");
    let mut t = Table::new(setup_of(vec![list.clone(), list.clone()]));
    t.refuses(
        json!({"type": "battleplan", "battleplan": "Starstrike"}),
        "sigmar.battleplan.season",
        "",
    );

    list["season"] = json!("ghb-2025-26");
    let mut t = Table::new(setup_of(vec![list.clone(), list]));
    t.ok(json!({"type": "battleplan", "battleplan": "Paths of the Fey"}));
    t.ok(json!({"type": "tactic_cards", "side": 1, "cards": ["Master The Paths"]}));
    t.battle(0);
    end(&mut t, "aa----", &[]);
    end(&mut t, "aa----", &[]);
    // Ana leads 10–0 (5 + 3 + 2): Ben went second and goes first, seizing the initiative
    // (a lead of 10 < 11): Ana counts as the underdog (MP-PRI-3), and Ben completes no
    // tactic this turn.
    assert_eq!(vp(&t), [10, 0]);
    t.ok(json!({"type": "roll_off", "rolls": [1, 6]}));
    t.ok(json!({"type": "first_turn", "side": 1, "first": 1}));
    assert_eq!(m(&t).seized, Some(1));
    assert_eq!(m(&t).underdog, Some(0));
    assert_eq!(income(&t), [5, 4]);
    t.phase("end_of_turn");
    let seized = t.refuses(
        json!({"type": "tactic", "side": 1, "card": 0, "tier": 0}),
        "sigmar.tactic.seized",
        "/side",
    );
    assert_eq!(seized.rule, "sigmar:MP-PRI-3");
}
