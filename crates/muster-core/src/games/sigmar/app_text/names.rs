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
}
