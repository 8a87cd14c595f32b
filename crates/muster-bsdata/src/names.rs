//! Names and ids, for both importers: whitespace clean-up and kebab-case ids.

/// Trims a name and collapses runs of whitespace to one space.
pub(crate) fn clean(name: &str) -> String {
    name.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The kebab-case id of a name, and the check that a string is one: the core's, so that
/// the importer, the plain-text deck reader and the app make the same ids.
pub use muster_core::ids::{is_kebab_id, kebab_id};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_drop_apostrophes_inside_and_after_words() {
        assert_eq!(kebab_id("Ardus Ix'Erebus"), "ardus-ixerebus");
        assert_eq!(kebab_id("Uthuk Y'llan"), "uthuk-yllan");
        assert_eq!(kebab_id("Th'Uk Tar and Gorgemaw"), "thuk-tar-and-gorgemaw");
        assert_eq!(kebab_id("Ardus' Fury"), "ardus-fury");
        assert_eq!(kebab_id("  Raven-Pennon  Bearer "), "raven-pennon-bearer");
        assert_eq!(kebab_id("Fortuna's Dice"), "fortunas-dice");
        assert!(is_kebab_id("front-line-rune-golem"));
        assert!(
            !is_kebab_id("-a") && !is_kebab_id("a--b") && !is_kebab_id("A") && !is_kebab_id("")
        );
    }
}
