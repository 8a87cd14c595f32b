//! How a line of the app's text is recognised: the title, the season, the headings, the
//! labelled lines of the army's choices, the `•` lines, the lines Muster does not read
//! (bookkeeping and the footer), and a cost at the end of a name.

use crate::games::sigmar::catalog::SEASONS;
use crate::games::sigmar::text::Slot;
use crate::ids::name_key;

/// The footer the app writes: `Created with Warhammer Age of Sigmar: The App`.
pub(super) const FOOTER: &str = "Created with Warhammer Age of Sigmar";

/// True for the app's footer line.
pub(super) fn is_app_footer(line: &str) -> bool {
    starts_with_ignoring_case(line, FOOTER)
}

/// True when `line` starts with `prefix`, compared without ASCII case.
fn starts_with_ignoring_case(line: &str, prefix: &str) -> bool {
    line.get(..prefix.len())
        .is_some_and(|head| head.eq_ignore_ascii_case(prefix))
}

/// Words that may follow a number of points.
const POINTS_WORDS: [&str; 5] = ["pts", "pt", "points", "point", "puntos"];

/// The title line, `Name 1000/2000 pts` (or `points`; the name may be missing): the
/// list's name and its points limit.
pub(super) fn title(line: &str) -> Option<(&str, u32)> {
    let body = line
        .trim_end_matches(|c: char| c.is_alphabetic())
        .trim_end();
    let unit = line[body.len()..].trim();
    if !POINTS_WORDS.contains(&unit.to_lowercase().as_str()) {
        return None;
    }
    let (name, spent_limit) = match body.rsplit_once(char::is_whitespace) {
        Some((name, numbers)) => (name.trim(), numbers),
        None => ("", body),
    };
    let (spent, limit) = spent_limit.split_once('/')?;
    let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    if !digits(spent) || !digits(limit) {
        return None;
    }
    Some((name, limit.parse().ok()?))
}

/// The season line: `General's Handbook 2026-27` (or `GHB 2026-27`) read as a season the
/// data knows (`Ok`), or a handbook or Path to Glory line naming none (`Err`).
pub(super) fn season(line: &str) -> Option<Result<&'static str, ()>> {
    let key = name_key(line);
    let rest = key
        .strip_prefix("generalshandbook")
        .or_else(|| key.strip_prefix("ghb"));
    match rest {
        Some(rest) => Some(
            SEASONS
                .iter()
                .find(|s| name_key(s).strip_prefix("ghb") == Some(rest))
                .copied()
                .ok_or(()),
        ),
        None if key.starts_with("pathtoglory") => Some(Err(())),
        None => None,
    }
}

/// The season's line as the app writes it: `ghb-2026-27` → `General's Handbook 2026-27`.
pub(super) fn season_line(season: &str) -> String {
    format!(
        "General's Handbook {}",
        season.strip_prefix("ghb-").unwrap_or(season)
    )
}

/// The labels of the army's choices on a line of their own (`Spell Lore - Lore of the
/// Storm`), as the app writes them.
pub(super) const LABELS: [(&str, Slot); 4] = [
    ("Battle Formation", Slot::BattleFormation),
    ("Spell Lore", Slot::SpellLore),
    ("Prayer Lore", Slot::PrayerLore),
    ("Manifestation Lore", Slot::ManifestationLore),
];

/// A labelled choice line: its slot and its value (`-`, `–` or `:` after the label).
pub(super) fn labelled(line: &str) -> Option<(Slot, &str)> {
    LABELS.iter().find_map(|&(label, slot)| {
        if !starts_with_ignoring_case(line, label) {
            return None;
        }
        let rest = line[label.len()..].trim_start();
        let value = rest.strip_prefix(['-', '–', ':'])?;
        Some((slot, value.trim()))
    })
}

/// A section heading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Heading {
    /// `General's Regiment`: a regiment whose leader is the general.
    GeneralsRegiment,
    /// `Regiment 2`.
    Regiment,
    /// `REGIMENTS`: regiments follow, each a block of lines without a heading of its own.
    Regiments,
    /// `Auxiliary Units`.
    Auxiliaries,
    /// `Regiments of Renown`.
    Renown,
    /// `Faction Terrain`.
    Terrain,
}

/// The heading a line is, in any case and spacing.
pub(super) fn heading(line: &str) -> Option<Heading> {
    if line.contains(':') {
        return None;
    }
    let mut words = line.split_whitespace();
    if words
        .next()
        .is_some_and(|w| w.eq_ignore_ascii_case("regiment"))
    {
        let numbered = match (words.next(), words.next()) {
            (None, _) => true,
            (Some(n), None) => n.chars().all(|c| c.is_ascii_digit()),
            _ => false,
        };
        if numbered {
            return Some(Heading::Regiment);
        }
    }
    match name_key(line).as_str() {
        "generalsregiment" => Some(Heading::GeneralsRegiment),
        "regiments" => Some(Heading::Regiments),
        "auxiliaryunits" | "auxiliaryunit" | "auxiliaries" | "auxiliary" => {
            Some(Heading::Auxiliaries)
        }
        "regimentsofrenown" | "regimentofrenown" => Some(Heading::Renown),
        "factionterrain" => Some(Heading::Terrain),
        _ => None,
    }
}

/// Lines the app writes that Muster does not read: the footer and its versions, the counts
/// it works out (`Drops: 4`, `Auxiliaries: 2 (+20 Points)`), the battle tactic cards, a
/// grand alliance on its own, and the `Army of Renown` marker.
pub(super) fn is_bookkeeping(line: &str) -> bool {
    const PREFIXES: [&str; 13] = [
        "created with",
        "app:",
        "app version",
        "data:",
        "data version",
        "server version",
        "exported with",
        "drops:",
        "auxiliaries:",
        "auxiliary units:",
        "wounds:",
        "total:",
        "battle tactic",
    ];
    let key = name_key(line);
    PREFIXES.iter().any(|p| starts_with_ignoring_case(line, p))
        || key == "armyofrenown"
        || (key.starts_with("grandalliance") && !line.contains('|'))
}

/// True for a separator line (`-----`, `===`).
pub(super) fn is_separator(line: &str) -> bool {
    line.chars().count() >= 3 && line.chars().all(|c| matches!(c, '-' | '=' | '_' | '~'))
}

/// What follows a bullet (`•`, `◦`, `*`, `-`, `–`), when the line starts with one.
pub(super) fn bullet(line: &str) -> Option<&str> {
    if is_separator(line) {
        return None;
    }
    line.strip_prefix(['•', '◦', '●', '▪', '*', '-', '–'])
        .map(str::trim)
}

/// A name without the cost the app writes after it: `(140)`, `(20 Points)`, `(+20 pts)`,
/// `- (10) Points`. A parenthesis that is not a cost (`(2 models)`, `(Scourge of Aqshy)`)
/// is part of the name.
pub(super) fn strip_cost(text: &str) -> &str {
    let text = text.trim();
    let body = text.trim_end_matches(|c: char| c.is_alphabetic());
    let word = &text[body.len()..];
    let body = body.trim_end();
    // `(10) Points`: the word after the parenthesis.
    if !word.is_empty()
        && POINTS_WORDS.contains(&word.to_lowercase().as_str())
        && body.ends_with(')')
    {
        if let Some(rest) = strip_parenthesised(body, false) {
            return rest;
        }
    }
    strip_parenthesised(text, true).unwrap_or(text)
}

/// `text` without a last `(N)` (or, `inner_word`, `(N points)`), and any dash before it.
fn strip_parenthesised(text: &str, inner_word: bool) -> Option<&str> {
    let inner = text.strip_suffix(')')?;
    let open = inner.rfind('(')?;
    let mut words = inner[open + 1..].split_whitespace();
    let number = words.next()?.trim_start_matches('+');
    let cost = (!number.is_empty() && number.chars().all(|c| c.is_ascii_digit())) || number == "?";
    let word_ok = match words.next() {
        None => true,
        Some(w) => inner_word && POINTS_WORDS.contains(&w.to_lowercase().as_str()),
    };
    if !cost || !word_ok || words.next().is_some() {
        return None;
    }
    let rest = inner[..open].trim_end();
    Some(rest.strip_suffix(['-', '–']).unwrap_or(rest).trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cost_in_any_of_the_apps_shapes_is_not_part_of_the_name() {
        for line in [
            "Liberators (220)",
            "Liberators (220 Points)",
            "Liberators (220 pts)",
            "Liberators - (220) Points",
            "Liberators (+20 Points)",
            "Liberators",
        ] {
            assert_eq!(strip_cost(line), "Liberators", "{line}");
        }
        assert_eq!(
            strip_cost("Terradon Riders (2 models) (70)"),
            "Terradon Riders (2 models)"
        );
        assert_eq!(
            strip_cost("Black Coach (Scourge of Aqshy)"),
            "Black Coach (Scourge of Aqshy)"
        );
    }

    #[test]
    fn the_title_gives_the_name_and_the_limit() {
        assert_eq!(
            title("Thunderhost 1000/2000 pts"),
            Some(("Thunderhost", 2000))
        );
        assert_eq!(
            title("Big host  1980/2000 points"),
            Some(("Big host", 2000))
        );
        assert_eq!(title("440/1500pts"), Some(("", 1500)));
        assert_eq!(title("Liberators (220)"), None);
        assert_eq!(title("Drops 3/4 models"), None);
    }

    #[test]
    fn headings_seasons_and_labels_are_read_in_any_case() {
        assert_eq!(
            heading("General’s Regiment"),
            Some(Heading::GeneralsRegiment)
        );
        assert_eq!(heading("REGIMENT 3"), Some(Heading::Regiment));
        assert_eq!(heading("REGIMENTS"), Some(Heading::Regiments));
        assert_eq!(heading("Auxiliary Units"), Some(Heading::Auxiliaries));
        assert_eq!(heading("Auxiliaries: 2 (+20 Points)"), None);
        assert_eq!(heading("Regiment of the storm"), None);
        assert_eq!(
            season("General's Handbook 2026-27"),
            Some(Ok("ghb-2026-27"))
        );
        assert_eq!(season("GHB 2024-25"), Some(Ok("ghb-2024-25")));
        assert_eq!(season("General's Handbook 2019"), Some(Err(())));
        assert_eq!(season("Path to Glory: Ascension"), Some(Err(())));
        assert_eq!(season(&season_line("ghb-2025-26")), Some(Ok("ghb-2025-26")));
        assert_eq!(
            labelled("Manifestation Lore - Forbidden Power (20 Points)"),
            Some((Slot::ManifestationLore, "Forbidden Power (20 Points)"))
        );
        assert_eq!(
            labelled("spell lore: Lore of the Storm"),
            Some((Slot::SpellLore, "Lore of the Storm"))
        );
        assert_eq!(labelled("Spell Lorekeeper (100)"), None);
        assert_eq!(bullet(" • General".trim()), Some("General"));
        assert_eq!(bullet("-----"), None);
        assert!(is_bookkeeping("App: v1.17.0 (3) | Data: v310"));
        assert!(is_bookkeeping("Drops: 4"));
        assert!(is_app_footer(
            "Created with Warhammer Age of Sigmar: The App"
        ));
    }
}
