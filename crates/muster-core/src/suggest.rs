//! "Did you mean…?" for unknown ids: the closest known id by edit distance.
//!
//! Only ever runs on an error path, but a list with a typo is still validated in
//! microseconds: candidates whose length alone rules them out are skipped, one pair of
//! buffers serves every candidate, and a candidate is dropped as soon as a whole row of
//! the distance table is over the limit.

/// The help of an unknown-id finding, for the app and the command line alike: the closest id
/// when there is one, to choose again from the game's catalogue, and the command that lists
/// every id (`muster catalog runewars`).
pub(crate) fn unknown_id_help(game: &str, suggestion: Option<&str>, lang: crate::Lang) -> String {
    let catalog = format!("muster catalog {game}");
    match (suggestion, lang) {
        (Some(s), crate::Lang::En) => {
            format!("Did you mean '{s}'? Choose again from the catalogue (`{catalog}` lists every id).")
        }
        (Some(s), crate::Lang::Es) => format!(
            "¿Quisiste decir «{s}»? Elige de nuevo en el catálogo (`{catalog}` muestra todos los identificadores)."
        ),
        (None, crate::Lang::En) => {
            format!("Choose again from the catalogue (`{catalog}` lists every id).")
        }
        (None, crate::Lang::Es) => format!(
            "Elige de nuevo en el catálogo (`{catalog}` muestra todos los identificadores)."
        ),
    }
}

/// The candidate closest to `wanted`, if it is close enough to be a likely typo.
pub fn closest<'a>(wanted: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    let wanted: Vec<char> = wanted.chars().collect();
    let limit = (wanted.len() / 3).max(2);
    let mut buffers = (Vec::new(), Vec::new());
    let mut best: Option<(usize, &str)> = None;
    for candidate in candidates {
        let length = candidate.chars().count();
        if length.abs_diff(wanted.len()) > limit {
            continue;
        }
        let Some(distance) = bounded_distance(&wanted, candidate, limit, &mut buffers) else {
            continue;
        };
        let better = match best {
            None => true,
            Some((d, c)) => (distance, candidate) < (d, c),
        };
        if better {
            best = Some((distance, candidate));
        }
    }
    best.map(|(_, c)| c)
}

/// Levenshtein distance over chars, or `None` once it must exceed `limit`.
fn bounded_distance(
    a: &[char],
    b: &str,
    limit: usize,
    (prev, row): &mut (Vec<usize>, Vec<usize>),
) -> Option<usize> {
    let b_len = b.chars().count();
    prev.clear();
    prev.extend(0..=b_len);
    row.clear();
    row.resize(b_len + 1, 0);
    for (i, ca) in a.iter().enumerate() {
        row[0] = i + 1;
        let mut row_min = row[0];
        for (j, cb) in b.chars().enumerate() {
            let cost = usize::from(*ca != cb);
            row[j + 1] = (prev[j] + cost).min(prev[j + 1] + 1).min(row[j] + 1);
            row_min = row_min.min(row[j + 1]);
        }
        if row_min > limit {
            return None;
        }
        std::mem::swap(prev, row);
    }
    Some(prev[b_len]).filter(|d| *d <= limit)
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

    #[test]
    fn the_bounded_distance_is_the_edit_distance_within_the_limit() {
        let mut buffers = (Vec::new(), Vec::new());
        let kitten: Vec<char> = "kitten".chars().collect();
        assert_eq!(
            bounded_distance(&kitten, "sitting", 3, &mut buffers),
            Some(3)
        );
        assert_eq!(bounded_distance(&kitten, "sitting", 2, &mut buffers), None);
        assert_eq!(
            bounded_distance(&kitten, "kitten", 0, &mut buffers),
            Some(0)
        );
        let empty: Vec<char> = Vec::new();
        assert_eq!(bounded_distance(&empty, "ab", 2, &mut buffers), Some(2));
    }

    #[test]
    fn the_help_names_the_suggestion_and_both_ways_to_the_catalogue_in_both_languages() {
        use crate::Lang;
        let en = unknown_id_help("underworlds", Some("the-emberwatch"), Lang::En);
        assert!(en.starts_with("Did you mean 'the-emberwatch'?"), "{en}");
        assert!(
            en.contains("catalogue") && en.contains("`muster catalog underworlds`"),
            "{en}"
        );
        let es = unknown_id_help("sigmar", None, Lang::Es);
        assert!(es.starts_with("Elige de nuevo en el catálogo"), "{es}");
        assert!(es.contains("`muster catalog sigmar`"), "{es}");
    }

    #[test]
    fn ties_go_to_the_first_id_in_alphabetical_order() {
        let ids = ["heartseeker-b", "heartseeker-a"];
        assert_eq!(
            closest("heartseeker-c", ids.into_iter()),
            Some("heartseeker-a")
        );
    }
}
