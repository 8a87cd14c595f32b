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
