//! RuneWars' names: hero-upgrade qualifiers and the one table of name corrections.

use crate::names::clean;

/// One name that BSData spells differently from the printed card, with the reason we trust
/// the other spelling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NameCorrection {
    /// The name as BSData writes it (after trimming and after a hero-upgrade qualifier
    /// such as "(Cavalry Upgrade)" is taken off).
    pub bsdata: &'static str,
    /// The name we use.
    pub corrected: &'static str,
    /// Why.
    pub reason: &'static str,
}

/// Every name the importer changes. Nothing else is renamed: all other names are kept as
/// BSData has them (only surrounding and doubled spaces are removed).
pub const NAME_CORRECTIONS: &[NameCorrection] = &[
    NameCorrection {
        bsdata: "Beserkers",
        corrected: "Berserkers",
        reason: "misspelt unit name; the card, the unit's own BSData profile and the \
                 rules digest (shared/rules/runewars.md §4.5) say Berserkers",
    },
    NameCorrection {
        bsdata: "Aliana of Sumersong",
        corrected: "Aliana of Summersong",
        reason: "misspelt hero figure upgrade; the hero unit in the same catalogue and the \
                 rules digest §4.5 say Summersong, and the unique-name rule (R-UNQ-1) must \
                 see the unit and the upgrade as one name",
    },
];

/// Applies [`NAME_CORRECTIONS`] to a cleaned name.
pub(crate) fn corrected(name: &str) -> String {
    NAME_CORRECTIONS
        .iter()
        .find(|c| c.bsdata == name)
        .map_or_else(|| name.to_owned(), |c| c.corrected.to_owned())
}
/// Splits a hero figure upgrade's qualifier off its name:
/// `"Lord Hawthorne (Cavalry Upgrade)"` gives `("Lord Hawthorne", Some("Cavalry"))`.
/// Only a trailing parenthesis containing the word "upgrade" counts; other names come back
/// whole with no qualifier.
pub(crate) fn split_qualifier(name: &str) -> (String, Option<String>) {
    let name = clean(name);
    if let (Some(open), true) = (name.rfind('('), name.ends_with(')')) {
        let inner = &name[open + 1..name.len() - 1];
        let lower = inner.to_ascii_lowercase();
        if let Some(at) = lower.find("upgrade") {
            let qualifier = clean(&format!("{}{}", &inner[..at], &inner[at + 7..]));
            let base = clean(&name[..open]);
            if !base.is_empty() {
                return (base, (!qualifier.is_empty()).then_some(qualifier));
            }
        }
    }
    (name, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn qualifiers_come_off_hero_upgrades_only() {
        assert_eq!(
            split_qualifier("Lord Hawthorne (Cavalry Upgrade)"),
            ("Lord Hawthorne".into(), Some("Cavalry".into()))
        );
        assert_eq!(
            split_qualifier("Kethra A'laak (CavalryUpgrade)"),
            ("Kethra A'laak".into(), Some("Cavalry".into()))
        );
        assert_eq!(
            split_qualifier(" Bannerscamp"),
            ("Bannerscamp".into(), None)
        );
        assert_eq!(
            split_qualifier("Thing (Other)"),
            ("Thing (Other)".into(), None)
        );
    }

    #[test]
    fn corrections_apply_to_listed_names_only() {
        assert_eq!(corrected("Beserkers"), "Berserkers");
        assert_eq!(corrected("Spearmen"), "Spearmen");
    }
}
