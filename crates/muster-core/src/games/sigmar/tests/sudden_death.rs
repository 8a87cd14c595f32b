//! Who may pick a sudden-death objective (`sudden_death`, S1-SD-1): the digest's worked
//! examples and the edges.

use crate::games::sigmar::sudden_death::sudden_death_eligible;

/// The digest's worked examples (S, L, eligible), both ways round.
#[test]
fn an_army_outnumbered_by_a_third_or_more_may_pick_an_objective() {
    let table = [
        (30, 40, true),
        (30, 39, false),
        (100, 133, false),
        (100, 134, true),
        (3, 4, true),
        (1, 2, true),
    ];
    for (smaller, larger, eligible) in table {
        let expected = eligible.then_some(0);
        assert_eq!(
            sudden_death_eligible(smaller, larger),
            expected,
            "{smaller} v {larger}"
        );
        let expected = eligible.then_some(1);
        assert_eq!(
            sudden_death_eligible(larger, smaller),
            expected,
            "{larger} v {smaller}"
        );
    }
}

#[test]
fn equal_armies_never_allow_sudden_death() {
    for n in [0, 1, 30, 100, u32::MAX] {
        assert_eq!(sudden_death_eligible(n, n), None);
    }
}

#[test]
fn an_army_of_no_models_is_a_battle_already_decided_not_sudden_death() {
    assert_eq!(sudden_death_eligible(0, 5), None);
    assert_eq!(sudden_death_eligible(5, 0), None);
}

#[test]
fn the_largest_counts_do_not_overflow() {
    assert_eq!(sudden_death_eligible(u32::MAX, u32::MAX / 2), Some(1));
    assert_eq!(sudden_death_eligible(u32::MAX - 1, u32::MAX), None);
}
