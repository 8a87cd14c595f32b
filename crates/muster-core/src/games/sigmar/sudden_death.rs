//! Sudden death (digest S1-SD-1, seed §Victoria por muerte súbita): when one army
//! outnumbers the other by a third or more in models, the outnumbered player may pick one
//! sudden-death objective after the generals are named.
//!
//! The digest reads "supera al otro en un tercio" as a third *of the smaller* army (the
//! English "a third more models"): with `L` the larger and `S` the smaller count, eligible
//! when `L − S ≥ S / 3`, i.e. `3·L ≥ 4·S` in integers, no rounding. Equal counts never
//! qualify, and `S = 0` is a battle already decided, not sudden death. The counts are the
//! models deployed at the start (reserves and later summoned models excluded).

/// Which army may pick a sudden-death objective, given both armies' models at deployment:
/// `Some(0)` when the first (`a`) is outnumbered, `Some(1)` when the second (`b`) is, `None`
/// when neither is by a third or more (or either army has no models).
pub fn sudden_death_eligible(a: u32, b: u32) -> Option<usize> {
    let (larger, smaller, outnumbered) = match a.cmp(&b) {
        std::cmp::Ordering::Less => (b, a, 0),
        std::cmp::Ordering::Greater => (a, b, 1),
        std::cmp::Ordering::Equal => return None,
    };
    if smaller == 0 {
        return None;
    }
    (3 * u64::from(larger) >= 4 * u64::from(smaller)).then_some(outnumbered)
}

#[cfg(test)]
mod tests {
    use super::sudden_death_eligible;

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
}
