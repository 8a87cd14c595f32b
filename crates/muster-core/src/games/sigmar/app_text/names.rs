//! The other spellings a name in an export may have of the data's one: a season's prefix
//! (`Scourge of Aqshy: Blood Warriors`, the data's `Blood Warriors (Scourge of Aqshy)`), a
//! season's suffix on a record the data has once (`Proclamations of Murder (Scourge of
//! Aqshy)`), an Army of Renown's lore (`Da King's Gitz Spell Lore`, the data's `Spell Lore:
//! Da King's Gitz`), and the characters players' tools write (full-width brackets,
//! no-break spaces, other dashes).

/// The characters players' tools write in place of plain ones, as the plain ones.
pub(super) fn plain_characters(line: &str) -> String {
    line.chars()
        .map(|c| match c {
            '（' => '(',
            '）' => ')',
            '\u{a0}' | '\u{2007}' | '\u{202f}' | '\u{2009}' | '\u{3000}' => ' ',
            '‐' | '‑' | '‒' | '—' | '―' | '−' => '-',
            '\u{fe0f}' | '\u{200b}' | '\u{200d}' => '\u{0}',
            other => other,
        })
        .filter(|&c| c != '\u{0}')
        .collect()
}

/// The lore words an Army of Renown's lore ends with in the app's text.
const LORES: [&str; 3] = ["Spell Lore", "Prayer Lore", "Manifestation Lore"];

/// `name` and the other spellings of it the data may use, in the order to try them.
pub(super) fn forms(name: &str) -> Vec<String> {
    let mut out = vec![name.to_owned()];
    if let Some((season, rest)) = season_prefix(name) {
        out.push(format!("{rest} ({season})"));
        out.push(rest.to_owned());
    }
    if let Some(rest) = season_suffix(name) {
        out.push(rest.to_owned());
    }
    for lore in LORES {
        if let Some(army) = name.strip_suffix(lore).map(str::trim_end) {
            if !army.is_empty() {
                out.push(format!("{lore}: {army}"));
            }
        }
    }
    out
}

/// `Scourge of Aqshy: Name` or `Scourge of Ghyran Name`: the season's name and the rest.
fn season_prefix(name: &str) -> Option<(&str, &str)> {
    let rest = name.strip_prefix("Scourge of ")?;
    let end = rest.find([':', ' '])?;
    let season = &name[..("Scourge of ".len() + end)];
    let rest = rest[end..].trim_start_matches(':').trim();
    (!rest.is_empty()).then_some((season, rest))
}

/// `Name (Scourge of Aqshy)`: the name without the season.
fn season_suffix(name: &str) -> Option<&str> {
    let inner = name.strip_suffix(')')?;
    let open = inner.rfind("(Scourge of ")?;
    let rest = inner[..open].trim_end();
    (!rest.is_empty()).then_some(rest)
}

/// The most single-letter edits a misspelt name may be from the one it is taken as.
const TYPO: usize = 2;

/// The one name among `names` within a typo ([`TYPO`] edits, case aside) of `name`, when
/// exactly one is nearest.
pub(super) fn typo_of<'n>(name: &str, names: impl IntoIterator<Item = &'n str>) -> Option<&'n str> {
    let wanted: Vec<char> = name.to_lowercase().chars().collect();
    let mut best: Option<(usize, &str)> = None;
    let mut tied = false;
    for candidate in names {
        let distance = edits(
            &wanted,
            &candidate.to_lowercase().chars().collect::<Vec<_>>(),
        );
        match best {
            _ if distance > TYPO => {}
            Some((d, c)) if d == distance && c != candidate => tied = true,
            Some((d, _)) if d <= distance => {}
            _ => {
                best = Some((distance, candidate));
                tied = false;
            }
        }
    }
    best.filter(|_| !tied).map(|(_, c)| c)
}

/// The one name among `names` that `name` is a shorter writing of, by either of two rules
/// the official app's text follows: a named character without its title (`Gelgus Pust`, the
/// data's `Gelgus Pust, the Prince of Sores`: the start of one name only, up to its comma),
/// or a unit followed by its option written shorter (`Kurnoth Hunters with Greatbows`, the
/// data's `… with Kurnoth Greatbows`; `… with Greatscythes`, the data's `… with Kurnoth
/// Scythes`: among the names of the same unit and the same season's mark, the one option
/// whose last word the written option's last word ends with).
pub(super) fn longer_of<'n>(
    name: &str,
    names: impl IntoIterator<Item = &'n str> + Clone,
) -> Option<&'n str> {
    let lower = name.to_lowercase();
    let titled = names.clone().into_iter().filter(|candidate| {
        let candidate = candidate.to_lowercase();
        candidate
            .strip_prefix(&lower)
            .is_some_and(|rest| rest.starts_with(','))
    });
    if let Some(one) = only(titled) {
        return Some(one);
    }
    let (unit, option, mark) = with_option(&lower)?;
    let word = option.rsplit(' ').next()?;
    let options = names.into_iter().filter(|candidate| {
        with_option(&candidate.to_lowercase()).is_some_and(|(u, o, m)| {
            u == unit
                && m == mark
                && o != option
                && o.rsplit(' ').next().is_some_and(|w| word.ends_with(w))
        })
    });
    only(options)
}

/// `Unit with Option (Mark)` as its unit, its option and its season's mark (or "").
fn with_option(name: &str) -> Option<(&str, &str, &str)> {
    let (unit, rest) = name.split_once(" with ")?;
    let (option, mark) = match rest.strip_suffix(')').and_then(|r| r.rfind(" (")) {
        Some(at) => (&rest[..at], &rest[at..]),
        None => (rest, ""),
    };
    (!unit.is_empty() && !option.is_empty()).then_some((unit, option, mark))
}

/// The one item of `items`, when there is exactly one.
fn only<T>(items: impl IntoIterator<Item = T>) -> Option<T> {
    let mut items = items.into_iter();
    let first = items.next()?;
    items.next().is_none().then_some(first)
}

/// Single-letter insertions, deletions and substitutions from `a` to `b`.
fn edits(a: &[char], b: &[char]) -> usize {
    if a.len().abs_diff(b.len()) > TYPO {
        return TYPO + 1;
    }
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut row = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            row[j + 1] = (prev[j] + usize::from(ca != cb))
                .min(prev[j + 1] + 1)
                .min(row[j] + 1);
        }
        prev = row;
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_season_prefix_is_the_datas_suffix_and_an_army_lore_its_label() {
        assert_eq!(
            forms("Scourge of Aqshy: Blood Warriors")[1],
            "Blood Warriors (Scourge of Aqshy)"
        );
        assert_eq!(
            forms("Scourge of Ghyran Ironblaster")[1],
            "Ironblaster (Scourge of Ghyran)"
        );
        assert_eq!(
            forms("Proclamations of Murder (Scourge of Aqshy)")[1],
            "Proclamations of Murder"
        );
        assert_eq!(
            forms("Da King's Gitz Spell Lore")[1],
            "Spell Lore: Da King's Gitz"
        );
        assert_eq!(forms("Liberators"), ["Liberators"]);
        assert_eq!(plain_characters("Clanrats (300）"), "Clanrats (300)");
        assert_eq!(plain_characters("Lord\u{a0}Kroak"), "Lord Kroak");
    }

    #[test]
    fn a_shorter_writing_is_of_one_name_only() {
        let kurnoth = [
            "Kurnoth Hunters with Kurnoth Greatbows",
            "Kurnoth Hunters with Kurnoth Greatswords",
            "Kurnoth Hunters with Kurnoth Greatswords (Scourge of Aqshy)",
            "Kurnoth Hunters with Kurnoth Scythes",
            "Gelgus Pust, the Prince of Sores",
            "Treelord Ancient",
        ];
        let longer = |name: &str| longer_of(name, kurnoth);
        assert_eq!(longer("Kurnoth Hunters with Greatbows"), Some(kurnoth[0]));
        assert_eq!(longer("Kurnoth Hunters with Greatswords"), Some(kurnoth[1]));
        assert_eq!(
            longer("Kurnoth Hunters with Greatswords (Scourge of Aqshy)"),
            Some(kurnoth[2]),
            "the season's mark kept"
        );
        assert_eq!(
            longer("Kurnoth Hunters with Greatscythes"),
            Some(kurnoth[3])
        );
        assert_eq!(longer("Gelgus Pust"), Some(kurnoth[4]));
        assert_eq!(
            longer("Treelord"),
            None,
            "only a title after a comma is dropped"
        );
        assert_eq!(longer("Kurnoth Hunters"), None);
        assert_eq!(
            longer("Kurnoth Hunters with Bows"),
            None,
            "no option ends so"
        );
        assert_eq!(
            longer_of(
                "Hunters with Swords",
                ["Hunters with Great Swords", "Hunters with Long Swords"]
            ),
            None,
            "two options end so"
        );
    }

    #[test]
    fn a_typo_is_taken_only_when_one_name_alone_is_nearest() {
        let names = ["Manifestations of Doom", "Hobgrot Vandalz", "Rat Ogors"];
        assert_eq!(
            typo_of("Manifestions of Doom", names),
            Some("Manifestations of Doom")
        );
        assert_eq!(typo_of("Hobgrotz Vandalz", names), Some("Hobgrot Vandalz"));
        assert_eq!(typo_of("Kurnoth Hunters", names), None, "too far");
        assert_eq!(
            typo_of("Rat Ogor", ["Rat Ogors", "Rat Ogory"]),
            None,
            "a tie"
        );
    }
}
