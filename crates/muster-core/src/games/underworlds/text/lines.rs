//! How the reader takes a line apart: the section headings, the plot line, a card line's
//! name and the header's season field.

use crate::ids::name_key;
use crate::list_text::{is_totals, FIELD_SEPARATOR};

/// A section of the list's body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Section {
    /// The warband's fighters, which the warband decides: their lines are not read.
    Fighters,
    /// The objective deck.
    Objectives,
    /// The power deck (under `Ploys`, `Upgrades` or `Power cards`).
    Power,
}

/// The headings each section answers to, as name keys.
const HEADINGS: [(Section, &[&str]); 3] = [
    (
        Section::Fighters,
        &["fighters", "fighter", "guerreros", "guerrero"],
    ),
    (
        Section::Objectives,
        &[
            "objectives",
            "objective",
            "objectivecards",
            "objectivedeck",
            "objetivos",
            "objetivo",
            "cartasdeobjetivo",
            "mazodeobjetivos",
        ],
    ),
    (
        Section::Power,
        &[
            "ploys",
            "ploy",
            "ardides",
            "ardid",
            "upgrades",
            "upgrade",
            "mejoras",
            "mejora",
            "power",
            "powercards",
            "powerdeck",
            "otherpowercards",
            "poder",
            "cartasdepoder",
            "mazodepoder",
            "mazodepoderes",
            "otrascartasdepoder",
        ],
    ),
];

/// The section a heading line opens (`Objectives (12)`, `Ardides:`), if the line is one.
pub(crate) fn heading(text: &str) -> Option<Section> {
    let mut text = text.trim().trim_end_matches(':').trim_end();
    // A count or remark in brackets at the end (`(12)`) is ignored.
    if let Some(open) = text.strip_suffix(')').and_then(|inner| inner.rfind('(')) {
        text = text[..open].trim_end();
    }
    let key = name_key(text);
    if key.is_empty() {
        return None;
    }
    HEADINGS
        .iter()
        .find(|(_, words)| words.contains(&key.as_str()))
        .map(|(section, _)| *section)
}

/// Labels of the plot card's line (`Plot: …`), as name keys.
const PLOT_LABELS: [&str; 5] = ["plot", "plotcard", "trama", "cartadetrama", "cartasdetrama"];

/// True for a plot card's line, which the reader ignores: the plot card comes with its
/// deck (digest §1.1), the list does not choose it.
pub(crate) fn is_plot_line(text: &str) -> bool {
    text.split_once(':')
        .is_some_and(|(label, _)| PLOT_LABELS.contains(&name_key(label).as_str()))
}

/// The bullets a hand-typed card line may start with.
const BULLETS: [char; 4] = ['-', '*', '•', '+'];

/// A card line's name: the line without a leading bullet and without the fields after the
/// first `·` (surge, glory), which the reader ignores.
pub(crate) fn card_name(text: &str) -> &str {
    let text = match text.strip_prefix(BULLETS) {
        Some(rest) if rest.starts_with(char::is_whitespace) => rest,
        _ => text,
    };
    text.split(FIELD_SEPARATOR)
        .next()
        .unwrap_or_default()
        .trim()
}

/// True when `shown`, as the name on a line of its own, reads as nothing but that name:
/// not a heading, a plot line, a note, the totals line, and with no bullet or field
/// separator a reader would take apart.
pub(crate) fn plain_name(shown: &str) -> bool {
    !shown.is_empty()
        && shown == shown.trim()
        && card_name(shown) == shown
        && !shown.starts_with('>')
        && heading(shown).is_none()
        && !is_plot_line(shown)
        && !is_totals(shown)
}

/// The words that open the header's season field (`season ghb-2025`), as name keys.
const SEASON_WORDS: [&str; 2] = ["season", "temporada"];

/// The season a header field names (`season ghb-2025`, `Temporada ghb-2025`), if it is one.
pub(crate) fn season_field(field: &str) -> Option<&str> {
    let (word, rest) = field.trim().split_once(char::is_whitespace)?;
    let rest = rest.trim();
    (SEASON_WORDS.contains(&name_key(word).as_str()) && !rest.is_empty()).then_some(rest)
}
