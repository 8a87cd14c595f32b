//! The strategy order of revealed command cards (§3.3, `order`).

use crate::games::diskwars::catalog::Strategy;
use crate::games::diskwars::play::order::*;
use Strategy::*;

#[test]
fn two_players_the_card_that_beats_the_other_goes_first() {
    // p.7 example: Bold against Cunning, Cunning resolves first.
    assert_eq!(resolution_order(&[(0, Bold), (1, Cunning)]), vec![1, 0]);
    assert_eq!(resolution_order(&[(0, Bold), (1, Direct)]), vec![0, 1]);
    assert_eq!(resolution_order(&[(1, Direct), (0, Cunning)]), vec![1, 0]);
    assert_eq!(resolution_order(&[(1, Cunning), (0, Direct)]), vec![0, 1]);
}

#[test]
fn equal_strategies_go_by_initiative_and_slow_goes_last() {
    assert_eq!(resolution_order(&[(1, Direct), (0, Direct)]), vec![1, 0]);
    assert_eq!(resolution_order(&[(0, Slow), (1, Bold)]), vec![1, 0]);
    assert_eq!(resolution_order(&[(0, Bold), (1, Slow)]), vec![0, 1]);
    assert_eq!(resolution_order(&[(1, Slow), (0, Slow)]), vec![1, 0]);
}

#[test]
fn three_players_compare_with_the_first_players_card() {
    // p.15 example: the first player Bold, then Cunning and Direct: Cunning, Bold,
    // Direct, although Direct beats Cunning.
    assert_eq!(
        resolution_order(&[(0, Bold), (1, Cunning), (2, Direct)]),
        vec![1, 0, 2]
    );
    assert_eq!(
        resolution_order(&[(2, Direct), (0, Slow), (1, Direct)]),
        vec![2, 1, 0]
    );
}

#[test]
fn a_slow_first_card_lets_the_others_compare_and_three_strategies_loop() {
    assert_eq!(
        resolution_order(&[(0, Slow), (1, Bold), (2, Cunning)]),
        vec![2, 1, 0]
    );
    // p.18: Bold, Cunning and Direct behind a Slow first card are a loop.
    assert_eq!(
        resolution_order(&[(0, Slow), (1, Bold), (2, Cunning), (3, Direct)]),
        vec![1, 2, 3, 0]
    );
}
