//! "Did you mean…?" for unknown ids: the closest known id by edit distance.

/// The candidate closest to `wanted`, if it is close enough to be a likely typo.
pub(crate) fn closest<'a>(
    wanted: &str,
    candidates: impl Iterator<Item = &'a str>,
) -> Option<&'a str> {
    let limit = (wanted.chars().count() / 3).max(2);
    candidates
        .map(|c| (edit_distance(wanted, c), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, c)| (*d, *c))
        .map(|(_, c)| c)
}

/// Levenshtein distance over chars.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut row = vec![0; b.len() + 1];
    for (i, ca) in a.chars().enumerate() {
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != *cb);
            row[j + 1] = (prev[j] + cost).min(prev[j + 1] + 1).min(row[j] + 1);
        }
        std::mem::swap(&mut prev, &mut row);
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typo_finds_the_intended_id_and_nonsense_finds_nothing() {
        let ids = ["spearmen", "oathsworn-cavalry", "rune-golems"];
        assert_eq!(closest("spearman", ids.into_iter()), Some("spearmen"));
        assert_eq!(
            closest("oathsworn-cavlry", ids.into_iter()),
            Some("oathsworn-cavalry")
        );
        assert_eq!(closest("dragon", ids.into_iter()), None);
    }
}
