//! How the reader takes a line apart: a trailing cost, the `[Reinforced]` marker, a leading
//! count, a heading's points, the headings of matched play, a `Label: value` line and the
//! fields of an open-play line.

use crate::ids::name_key;

/// The line without a trailing `(cost)` (digits or `?`), which the reader ignores.
pub(super) fn strip_cost(text: &str) -> &str {
    let Some(inner) = text.strip_suffix(')') else {
        return text;
    };
    let Some(open) = inner.rfind('(') else {
        return text;
    };
    let cost = inner[open + 1..].trim();
    if cost == "?" || (!cost.is_empty() && cost.chars().all(|c| c.is_ascii_digit())) {
        inner[..open].trim_end()
    } else {
        text
    }
}

/// A matched-play unit line taken apart: its name and whether it says `[Reinforced]`.
pub(super) fn unit_line(text: &str) -> (&str, bool) {
    let rest = strip_cost(text);
    if let Some(inner) = rest.strip_suffix(']') {
        if let Some(open) = inner.rfind('[') {
            let key = name_key(&inner[open + 1..]);
            if ["reinforced", "reforzada", "reforzado"].contains(&key.as_str()) {
                return (inner[..open].trim_end(), true);
            }
        }
    }
    (rest, false)
}

/// The dashes that may separate a heading from its points.
pub(super) const DASHES: [&str; 3] = [" — ", " – ", " - "];

/// A heading without its points (`— 400 points`), which the reader ignores.
pub(super) fn strip_points(text: &str) -> &str {
    let cut = DASHES
        .iter()
        .filter_map(|dash| text.find(dash).map(|at| (at, dash.len())))
        .min();
    match cut {
        Some((at, len))
            if text[at + len..]
                .chars()
                .any(|c| c.is_ascii_digit() || c == '?') =>
        {
            text[..at].trim_end()
        }
        _ => text,
    }
}

/// A section heading of matched play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Heading {
    /// `Regiment 2`, `Regiment 1 (general)`.
    Regiment {
        /// The heading says `(general)`.
        general: bool,
    },
    /// `Auxiliaries`.
    Auxiliaries,
}

/// The heading a line is, if any: `Regiment`/`Regimiento` with an optional number and
/// `(general)`, or `Auxiliaries`/`Auxiliares`, each perhaps followed by its points.
pub(crate) fn heading(text: &str) -> Option<Heading> {
    let text = strip_points(text);
    let lower = text.to_lowercase();
    let general = lower.contains("(general)");
    let rest = lower.replace("(general)", "");
    let mut words = rest.split_whitespace();
    let first = words.next().map(name_key).unwrap_or_default();
    let number = words.next();
    if ["regiment", "regimiento"].contains(&first.as_str())
        && number.is_none_or(|n| n.chars().all(|c| c.is_ascii_digit()))
        && words.next().is_none()
    {
        return Some(Heading::Regiment { general });
    }
    let auxiliaries = [
        "auxiliaries",
        "auxiliary",
        "auxiliaryunits",
        "auxiliares",
        "unidadesauxiliares",
    ];
    (!general && auxiliaries.contains(&name_key(&rest).as_str())).then_some(Heading::Auxiliaries)
}

/// The label and value of a `Label: value` line whose label is known to `known`.
pub(super) fn labelled<T>(text: &str, known: impl Fn(&str) -> Option<T>) -> Option<(T, &str)> {
    let (label, value) = text.split_once(':')?;
    known(label).map(|what| (what, value.trim()))
}

/// A field of an open-play line that is not a faction: `general`, `Wounds 2`, `Bravery 7`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum OpenField {
    /// The general is a model of this unit.
    General,
    /// The player's Wounds.
    Wounds(u32),
    /// The player's Bravery.
    Bravery(u32),
}

/// What a field of an open-play line says, unless it names a faction (or is unknown).
pub(crate) fn open_field(field: &str) -> Option<OpenField> {
    let key = name_key(field);
    if key == "general" {
        return Some(OpenField::General);
    }
    let (label, number) = field.trim().rsplit_once(char::is_whitespace)?;
    let value: u32 = number.parse().ok()?;
    match name_key(label).as_str() {
        "wounds" | "heridas" => Some(OpenField::Wounds(value)),
        "bravery" | "valentia" | "valor" | "bravura" => Some(OpenField::Bravery(value)),
        _ => None,
    }
}
