//! What changed since a list was written: an export writes each unit's cost, and where
//! that cost differs from the data's (a points update since), the reader says so in a
//! player's words; and the season the list names, against the data's, in plain words. The
//! verdict is always the current data's: these are notes, never problems.

use crate::games::sigmar::catalog::season_name;
use crate::lang::Lang;

/// A cost the text writes that the current data does not give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CostChange {
    /// 1-based line of the text.
    pub line: usize,
    /// The name as the data writes it.
    pub name: String,
    /// The cost the text writes on that line.
    pub written: u32,
    /// The cost in the current data, for what the line gave (its copies, Reinforced).
    pub current: u32,
}

impl CostChange {
    /// `Liberators: 100 in your list, 110 in the current points`, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        let CostChange {
            name,
            written,
            current,
            ..
        } = self;
        match lang {
            Lang::En => format!("{name}: {written} in your list, {current} in the current points"),
            Lang::Es => format!("{name}: {written} en tu lista, {current} en los puntos actuales"),
        }
    }
}

/// The season a list names against the data's, in plain words, when they differ: `This
/// list names General's Handbook 2025-26; the points and rules here are General's Handbook
/// 2026-27's.` None when they are the same, or the list names none.
pub fn season_words(named: Option<&str>, data: &str, lang: Lang) -> Option<String> {
    let named = named.filter(|n| *n != data)?;
    let (named, data) = (season_name(named), season_name(data));
    Some(match lang {
        Lang::En => format!(
            "This list names {named}; the points and rules here are {data}'s, the current data."
        ),
        Lang::Es => format!(
            "Esta lista nombra el {named}; los puntos y reglas aquí son los del {data}, los datos actuales."
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_and_a_season_are_said_in_a_players_words() {
        let change = CostChange {
            line: 3,
            name: "Liberators".into(),
            written: 100,
            current: 110,
        };
        assert_eq!(
            change.message(Lang::En),
            "Liberators: 100 in your list, 110 in the current points"
        );
        assert!(change
            .message(Lang::Es)
            .contains("110 en los puntos actuales"));
        let words = season_words(Some("ghb-2025-26"), "ghb-2026-27", Lang::En).unwrap();
        assert!(words.contains("General's Handbook 2025-26"), "{words}");
        assert!(
            !words.contains("ghb-"),
            "no slug in a player's words: {words}"
        );
        assert_eq!(
            season_words(Some("ghb-2026-27"), "ghb-2026-27", Lang::En),
            None
        );
        assert_eq!(season_words(None, "ghb-2026-27", Lang::Es), None);
    }
}
