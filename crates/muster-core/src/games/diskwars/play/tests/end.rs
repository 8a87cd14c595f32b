//! The end of the game (§3.11): elimination at once, the simultaneous wipe-out, the
//! reserve going to the casualty piles before scoring, objectives computed or typed, and
//! ties by initiative order.

use super::*;

fn d(side: usize, disc: usize) -> Value {
    json!({"side": side, "disc": disc})
}

fn outcome(t: &Table) -> crate::matches::Outcome {
    t.0.outcome(Lang::En).expect("the game is over")
}

#[test]
fn a_player_with_no_disc_on_the_battlefield_is_out_at_once_whatever_the_reserve_holds() {
    let mut t = Table::standard(2);
    t.through_set_up();
    assert_eq!(t.state().sides[1].count(Location::Reserve), 1);
    t.ok(json!({"type": "removed", "discs": [d(1, 0), d(1, 1)]}));
    assert!(t.0.outcome(Lang::En).is_none());
    t.refuses(
        json!({"type": "removed", "discs": [d(1, 2), d(1, 2)]}),
        "diskwars.match.twice",
        "/discs/1",
    );
    t.ok(json!({"type": "removed", "discs": [d(1, 2)]}));
    assert!(t.state().sides[1].eliminated);
    assert_eq!(t.state().stage, Stage::Over);
    let result = outcome(&t);
    assert_eq!(
        (
            result.winner,
            result.decided_by.as_str(),
            result.rule.as_str()
        ),
        (Some(0), "elimination", "diskwars:§3.11")
    );
    assert!(
        result.reasoning[0].contains("the reserve does not count"),
        "{:?}",
        result.reasoning
    );
    t.refuses(json!({"type": "end_round"}), "match.over", "");
}

#[test]
fn when_the_last_discs_of_every_player_go_at_the_same_moment_nobody_wins() {
    let mut t = Table::standard(2);
    t.through_set_up();
    t.ok(json!({"type": "removed", "discs": [d(0, 1), d(0, 2), d(1, 1), d(1, 2)]}));
    // The captain (Toughness 5, Vigor 1, one wound already) and the warlord (Vigor unknown)
    // strike each other down in one engagement.
    t.ok(json!({"type": "damage", "hits": [{"side": 0, "disc": 0, "amount": 5}]}));
    t.ok(json!({"type": "damage", "hits": [
        {"side": 0, "disc": 0, "amount": 6},
        {"side": 1, "disc": 0, "amount": 5, "result": "removed"}]}));
    let result = outcome(&t);
    assert_eq!(
        (result.winner, result.decided_by.as_str()),
        (None, "no_winner")
    );
    assert!(
        result.reasoning[0].contains("Ana and Ben"),
        "{:?}",
        result.reasoning
    );
}

#[test]
fn an_eliminated_player_plays_no_card_and_the_others_go_on() {
    let mut t = Table::standard(3);
    t.through_set_up();
    // Cleo's captain and knight are all she has.
    t.ok(json!({"type": "removed", "discs": [d(2, 0), d(2, 1)]}));
    assert!(t.state().sides[2].eliminated);
    assert_eq!(t.state().stage, Stage::Choose);
    t.refuses(
        json!({"type": "reveal", "cards": ["charge", "flank", "hold"]}),
        "diskwars.match.eliminated",
        "/cards/2",
    );
    t.ok(json!({"type": "reveal", "cards": ["charge", "flank", null]}));
}

#[test]
fn four_cards_resolve_against_the_first_players_card() {
    let mut t = Table::standard(4);
    t.through_set_up();
    // Ana (first) Bold, Ben Cunning, Cleo Direct, Dan Slow: Cunning beats Bold, Bold beats
    // Direct, Slow last.
    t.ok(json!({"type": "reveal", "cards": ["charge", "flank", "hold", "wait"]}));
    assert_eq!(t.state().step.as_ref().unwrap().order, [1, 0, 2, 3]);
}

/// Ana (first player) and Ben with the active scenario Generalicide; Ben lays one narrow
/// card (value 1) and deploys only the warlord: his three boys wait in the reserve.
fn reserve_game() -> Table {
    let mut t = Table::standard(2);
    t.ok(json!({"type": "initiative", "rolls": [6, 1]}));
    t.ok(json!({"type": "assign_initiative", "side": 0, "order": [0, 1]}));
    t.ok(json!({"type": "scenario", "side": 1, "card": "generalicide"}));
    t.ok(json!({"type": "deployment_card", "side": 1, "card": "narrow", "face": "text"}));
    t.ok(json!({"type": "deployment_card", "side": 0, "card": "wide", "face": "text"}));
    t.ok(json!({"type": "deploy", "side": 1, "discs": [0]}));
    t.ok(json!({"type": "deploy", "side": 0, "discs": [0, 1, 2]}));
    t.ok(json!({"type": "objective", "side": 0, "card": "conquest"}));
    t
}

#[test]
fn reserve_discs_become_casualties_before_the_objectives_score() {
    let mut t = reserve_game();
    for _ in 0..5 {
        t.quiet_round();
    }
    // Ana's Conquest counts Ben's three reserve boys: 3 VP. Without that step she would
    // have 0 against Ben's 2 and lose.
    assert_eq!(t.state().stage, Stage::Scoring);
    assert_eq!(t.state().sides[1].reserve_lost, 3);
    assert_eq!(t.state().sides[1].count(Location::Casualty), 3);
    assert_eq!(t.0.scores(Lang::En)[0].total, 3);
    // Ben's secret objective is recorded at the end; the data lacks its rule, so he types it.
    t.refuses(
        json!({"type": "score", "side": 1, "vp": 2}),
        "diskwars.score.objective_missing",
        "/side",
    );
    t.refuses(
        json!({"type": "score", "side": 0, "vp": 9}),
        "diskwars.score.computed",
        "/vp",
    );
    t.ok(json!({"type": "objective", "side": 1, "card": "riddle"}));
    assert_eq!(t.state().stage, Stage::Scoring);
    t.ok(json!({"type": "score", "side": 1, "vp": 2}));
    let result = outcome(&t);
    assert_eq!(
        (result.winner, result.decided_by.as_str()),
        (Some(0), "score")
    );
    let totals: Vec<i64> = result.scores.iter().map(|s| s.total).collect();
    assert_eq!(totals, [3, 2]);
    assert!(
        result
            .reasoning
            .iter()
            .any(|l| l == "Ben: 3 reserve discs became casualties."),
        "{:?}",
        result.reasoning
    );
    assert_eq!(
        result.scores[0].parts[0].label,
        "conquest: Ben's casualty pile, 3 discs × 1"
    );
}

#[test]
fn the_live_score_counts_the_casualty_piles_as_they_stand() {
    let mut t = reserve_game();
    assert_eq!(t.0.scores(Lang::En)[0].total, 0);
    t.ok(
        json!({"type": "damage", "hits": [{"side": 1, "disc": 0, "amount": 5, "result": "wound"}]}),
    );
    assert_eq!(
        t.0.scores(Lang::En)[1].parts[0].label,
        "Secret objective not recorded yet"
    );
    assert_eq!(
        t.0.scores(Lang::Es)[1].parts[0].label,
        "Objetivo secreto aún sin anotar"
    );
}

#[test]
fn a_tie_in_victory_points_goes_to_the_earlier_player_in_initiative_order() {
    let mut t = Table::standard(3);
    t.through_set_up();
    assert_eq!(t.state().initiative_order, [0, 1, 2]);
    t.ok(json!({"type": "objective", "side": 0, "card": "conquest"}));
    t.ok(json!({"type": "objective", "side": 1, "card": "riddle"}));
    t.ok(json!({"type": "objective", "side": 2, "card": "generalicide"}));
    // Ana's captain falls: Cleo's Generalicide scores 5.
    t.ok(json!({"type": "removed", "discs": [d(0, 0)]}));
    for _ in 0..5 {
        t.quiet_round();
    }
    t.ok(json!({"type": "score", "side": 1, "vp": 5}));
    let result = outcome(&t);
    let totals: Vec<i64> = result.scores.iter().map(|s| s.total).collect();
    // Ana: Ben's reserve boy (Cleo deployed both her discs): 1.
    assert_eq!(totals, [1, 5, 5]);
    assert_eq!(
        (result.winner, result.decided_by.as_str()),
        (Some(1), "initiative")
    );
    let last = result.reasoning.last().unwrap();
    assert!(
        last.contains("Ben holds initiative token 2, ahead of initiative token 3: Ben wins"),
        "{last}"
    );
}

#[test]
fn an_introductory_game_played_to_the_end() {
    let men = intro(
        json!([{"hero": "captain", "units": ["knight", "spearman", "boy", "boy"]}]),
        &["charge", "hold"],
    );
    let orcs = intro(
        json!([{"hero": "warlord", "units": ["boy", "boy", "boy", "shade"]}]),
        &["flank", "mystery"],
    );
    let mut t = Table::new(setup_of(vec![men, orcs]));
    t.ok(json!({"type": "initiative", "rolls": [4, 4]}));
    assert_eq!(t.state().reroll, [0, 1]);
    t.ok(json!({"type": "initiative", "rolls": [2, 5]}));
    assert_eq!(t.state().initiative_order, [1, 0]);
    t.ok(json!({"type": "deploy", "side": 1, "discs": [0, 1, 2, 3, 4]}));
    t.ok(json!({"type": "deploy", "side": 0, "discs": [0, 1, 2, 3, 4]}));
    assert_eq!(t.state().round, 1);
    t.activation_phase();
    // Melee: Ben's boy 1 pins Ana's knight; 5 and 3 damage at once. The knight (T4, Vigor
    // 0) falls; the boy (T4, Vigor 0) survives 3.
    t.ok(json!({"type": "pin", "top": d(1, 1), "bottom": d(0, 1)}));
    t.ok(json!({"type": "damage", "hits": [
        {"side": 0, "disc": 1, "amount": 5}, {"side": 1, "disc": 1, "amount": 3}]}));
    assert_eq!(t.disc(0, 1).location, Location::Casualty);
    assert!(t.state().pins.is_empty(), "the pin leaves with the knight");
    t.ok(json!({"type": "end_round"}));
    t.quiet_round();
    t.activation_phase();
    t.ok(json!({"type": "damage", "hits": [{"side": 1, "disc": 2, "amount": 4}, {"side": 1, "disc": 4, "amount": 2, "result": "removed"}]}));
    t.ok(json!({"type": "end_round"}));
    t.quiet_round();
    t.quiet_round();
    let result = outcome(&t);
    assert_eq!(result.decided_by, "score");
    assert_eq!(result.winner, Some(0));
    let totals: Vec<i64> = result.scores.iter().map(|s| s.total).collect();
    assert_eq!(totals, [2, 1]);
    assert_eq!(
        result.scores[0].parts[0].label,
        "Ben's casualty pile: 2 discs × 1"
    );
    let es = t.0.outcome(Lang::Es).unwrap();
    assert_eq!(
        es.reasoning.last().unwrap(),
        "Ana tiene más puntos de victoria y gana (§3.11)."
    );
}

#[test]
fn two_players_out_at_once_are_spoken_of_in_the_plural_and_the_third_wins() {
    let mut t = Table::standard(3);
    t.through_set_up();
    let on_field: Vec<Value> = [1, 2]
        .into_iter()
        .flat_map(|s| {
            t.state().sides[s]
                .discs
                .iter()
                .enumerate()
                .filter(|(_, disc)| disc.location == Location::Battlefield)
                .map(move |(i, _)| d(s, i))
                .collect::<Vec<_>>()
        })
        .collect();
    t.ok(json!({"type": "removed", "discs": on_field}));
    let result = outcome(&t);
    assert_eq!(
        (result.winner, result.decided_by.as_str()),
        (Some(0), "elimination")
    );
    assert!(
        result.reasoning[0]
            .starts_with("Ben and Cleo have no disc left on the battlefield and are out at once"),
        "{:?}",
        result.reasoning
    );
    let es = t.0.outcome(Lang::Es).unwrap();
    assert!(
        es.reasoning[0]
            .starts_with("Ben y Cleo no tienen discos en el campo de batalla y quedan eliminados"),
        "{:?}",
        es.reasoning
    );
}

#[test]
fn the_initiative_tokens_are_named_as_the_rulebook_names_them() {
    use crate::games::diskwars::play::score::token_name;
    assert_eq!(token_name(1, Lang::En), "the large initiative token");
    assert_eq!(token_name(2, Lang::En), "initiative token 2");
    assert_eq!(token_name(1, Lang::Es), "la ficha de Iniciativa grande");
    assert_eq!(token_name(4, Lang::Es), "la ficha de Iniciativa 4");
}
