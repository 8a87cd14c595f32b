//! The plain-text form of a list, for pasting in chats: what every game's text shares.
//!
//! Each game writes and reads its own text ([`Game::write_text`], [`Game::read_text`]);
//! this module holds the parts they share:
//!
//! - [`TextError`]: why a text is not a list, naming its 1-based line;
//! - the head every list text starts with: the list's name on the first line, then a
//!   header whose fields are separated by `·` and whose first field is the game
//!   (`RuneWars · Daqan Lords · Standard · 200 points`). A list without a name starts
//!   straight with the header;
//! - which game a pasted text is (`crate::text_game`, the registry's), so a caller knows
//!   which catalogue to load before reading it;
//! - the end every list text has: the totals line with the verdict (`Total: … · legal`),
//!   then the list's notes, each line after `> `, written by `write_end` and read back
//!   with `Notes`;
//! - the pieces of a line every game writes or reads alike: a text kept on one line
//!   (`one_line`), a record written by its name when that name reads back as the record
//!   and by its id otherwise (`written`), and a leading count such as `2×` (`split_count`).
//!
//! Pasted text is read leniently: blank lines and the whitespace around a line are
//! ignored, and the game is recognised by its name or id in any case.
//!
//! [`Game::write_text`]: crate::Game::write_text
//! [`Game::read_text`]: crate::Game::read_text

use crate::ids::{has_name_key, name_key};
use crate::lang::Lang;
use crate::verdict::Verdict;
use std::fmt;
use std::fmt::Write;

/// Why a text is not a list: the 1-based line of the fault and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextError {
    /// 1-based line of the text.
    pub line: usize,
    /// What is wrong, in English.
    pub message: String,
}

impl TextError {
    pub(crate) fn new(line: usize, message: impl Into<String>) -> Self {
        TextError {
            line,
            message: message.into(),
        }
    }
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for TextError {}

/// What separates the fields of the header line.
pub(crate) const FIELD_SEPARATOR: char = '·';

/// A header as error messages show it.
pub(crate) const HEADER_EXAMPLE: &str = "RuneWars · Daqan Lords · Standard · 200 points";

/// The games a header's first field may name: a parameter (the registry's `GameId`), so
/// that this module, which every game uses, names none of them.
pub(crate) trait HeaderGame: Copy + 'static {
    /// Every game, in the order an unknown one's error lists them.
    const ALL: &'static [Self];
    /// Its name in a sentence, as that error lists it.
    fn name(self) -> &'static str;
    /// How a header may name it: its id, its name and its title.
    fn spellings(self) -> [&'static str; 3];
}

/// The game a header field names: its name, title or id, in any case and spacing.
fn game_of<G: HeaderGame>(field: &str) -> Option<G> {
    let key = name_key(field);
    if key.is_empty() {
        return None;
    }
    G::ALL
        .iter()
        .copied()
        .find(|&g| g.spellings().iter().any(|known| name_key(known) == key))
}

/// A catalogue entry a name in a list text can refer to: its id and its names.
pub(crate) trait Named {
    /// Its id.
    fn id(&self) -> &str;
    /// Its names as the catalogue spells them, the primary language first.
    fn names(&self) -> [Option<&str>; 2];
}

/// A borrowed entry is named as the entry (so a search may run over records gathered from
/// several tables).
impl<T: Named + ?Sized> Named for &T {
    fn id(&self) -> &str {
        (**self).id()
    }
    fn names(&self) -> [Option<&str>; 2] {
        (**self).names()
    }
}

/// `Named` for catalogue records with an `id` and a `name` that has `spellings()`.
macro_rules! named {
    ($($record:ty),+ $(,)?) => {
        $(impl $crate::list_text::Named for $record {
            fn id(&self) -> &str {
                &self.id
            }
            fn names(&self) -> [Option<&str>; 2] {
                self.name.spellings()
            }
        })+
    };
}
pub(crate) use named;

/// What a name in the text refers to.
#[derive(Debug, PartialEq)]
pub(crate) enum Found<'c> {
    /// Exactly one entry.
    One(&'c str),
    /// Several entries share the name (their ids).
    Several(Vec<&'c str>),
    /// Nothing.
    Nothing,
}

/// The entries among `items` that `text` names: an id (any case) first, then any of their
/// names, compared by [`name_key`].
pub(crate) fn find<'c, T: Named>(text: &str, items: &'c [T]) -> Found<'c> {
    let lower = text.to_lowercase();
    if let Some(item) = items.iter().find(|item| item.id() == lower) {
        return Found::One(item.id());
    }
    let key = name_key(text);
    if key.is_empty() {
        return Found::Nothing;
    }
    let ids: Vec<&str> = items
        .iter()
        .filter(|item| {
            item.names()
                .into_iter()
                .flatten()
                .any(|n| has_name_key(n, &key))
        })
        .map(Named::id)
        .collect();
    match ids.as_slice() {
        [] => Found::Nothing,
        [id] => Found::One(id),
        _ => Found::Several(ids),
    }
}

/// True for text shaped like an id (`orc-boyz`): lowercase letters and digits in
/// hyphen-separated parts.
pub(crate) fn is_id_shaped(text: &str) -> bool {
    !text.is_empty()
        && text.split('-').all(|part| {
            !part.is_empty()
                && part
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

/// The id a name refers to, or the error for the line: one entry, or an id-shaped text
/// kept for the validator to report; several entries or an unknown name are errors.
pub(crate) fn resolve<T: Named>(
    text: &str,
    found: Found<'_>,
    items: &[T],
    what: &str,
    line: usize,
) -> Result<String, TextError> {
    match found {
        Found::One(id) => Ok(id.to_owned()),
        Found::Several(ids) => Err(TextError::new(
            line,
            format!(
                "'{text}' names more than one {what}; write the id of the one you mean: {}",
                ids.join(", ")
            ),
        )),
        Found::Nothing if is_id_shaped(text) => Ok(text.to_owned()),
        Found::Nothing => {
            let hint = suggestion(text, items)
                .map(|near| format!("; did you mean '{near}'?"))
                .unwrap_or_default();
            Err(TextError::new(
                line,
                format!("unknown {what} '{text}'{hint}"),
            ))
        }
    }
}

/// The name or id closest to `text`, compared without case, as the catalogue spells it.
fn suggestion<'c, T: Named>(text: &str, items: &'c [T]) -> Option<&'c str> {
    closest_spelling(text, items.iter().flat_map(spellings).flatten())
}

/// What a text may name an item by: its names and its id.
pub(crate) fn spellings<T: Named + ?Sized>(item: &T) -> [Option<&str>; 3] {
    let [first, second] = item.names();
    [first, second, Some(item.id())]
}

/// The one of `spellings` closest to `text`, compared without case, as it is spelt.
pub(crate) fn closest_spelling<'c>(
    text: &str,
    spellings: impl IntoIterator<Item = &'c str>,
) -> Option<&'c str> {
    let spellings: Vec<(String, &str)> = spellings
        .into_iter()
        .map(|s| (s.to_lowercase(), s))
        .collect();
    let near = crate::suggest::closest(
        &text.to_lowercase(),
        spellings.iter().map(|(lower, _)| lower.as_str()),
    )?;
    spellings
        .iter()
        .find(|(lower, _)| lower == near)
        .map(|(_, spelt)| *spelt)
}

/// One line for a text that must stay on one line (a list's name, a player's).
pub(crate) fn one_line(text: &str) -> String {
    text.replace(['\r', '\n'], " ")
}

/// How a known record is written: the name it is `shown` by (in the reader's language) when
/// that name reads back as this record on its line, its id otherwise.
pub(crate) fn written<'c>(
    id: &'c str,
    shown: &'c str,
    reads_back: impl Fn(&str) -> bool,
) -> &'c str {
    if reads_back(shown) {
        shown
    } else {
        id
    }
}

/// A leading count (`2×`, `2 x`, `2x `) and the rest of the line.
pub(crate) fn split_count(text: &str) -> (Option<u32>, &str) {
    let digits = text.len() - text.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 {
        return (None, text);
    }
    let rest = text[digits..].trim_start();
    let after = if let Some(rest) = rest.strip_prefix('×') {
        rest
    } else if let Some(rest) = rest.strip_prefix(['x', 'X']) {
        if !rest.starts_with(char::is_whitespace) {
            return (None, text);
        }
        rest
    } else {
        return (None, text);
    };
    match text[..digits].parse() {
        Ok(count) => (Some(count), after.trim_start()),
        Err(_) => (None, text),
    }
}

/// True for the totals line (`Total: …`), which readers ignore.
pub(crate) fn is_totals(text: &str) -> bool {
    text.get(..5)
        .is_some_and(|word| word.eq_ignore_ascii_case("total"))
        && text[5..].trim_start().starts_with(':')
}

/// The end of a list's text: the totals line, `Total: {totals} · legal` (or `not legal`,
/// `unconfirmed`), then the notes, each of their lines after `> ` (a blank one as `>`).
pub(crate) fn write_end(
    out: &mut String,
    totals: &str,
    verdict: Verdict,
    notes: Option<&str>,
    lang: Lang,
) {
    let verdict = verdict.word(lang);
    let _ = writeln!(out, "Total: {totals} {FIELD_SEPARATOR} {verdict}");
    for line in notes.into_iter().flat_map(|notes| notes.split('\n')) {
        let line = line.trim_end();
        if line.is_empty() {
            out.push_str(">\n");
        } else {
            let _ = writeln!(out, "> {line}");
        }
    }
}

/// A list's notes as a text is read: every line starting with `>`, without it and the one
/// space after it.
#[derive(Debug, Default)]
pub(crate) struct Notes<'a>(Option<Vec<&'a str>>);

impl<'a> Notes<'a> {
    /// Keeps `text` if it is a notes line, and says whether it was.
    pub(crate) fn take(&mut self, text: &'a str) -> bool {
        let Some(note) = text.strip_prefix('>') else {
            return false;
        };
        let note = note.strip_prefix(' ').unwrap_or(note);
        self.0.get_or_insert_with(Vec::new).push(note);
        true
    }

    /// The notes, a line each (`None` when the text has no notes line).
    pub(crate) fn text(self) -> Option<String> {
        self.0.map(|lines| lines.join("\n"))
    }
}

/// One non-blank line of a text, trimmed, with its 1-based number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Line<'a> {
    /// 1-based line number in the whole text.
    pub(crate) number: usize,
    /// The line without its surrounding whitespace.
    pub(crate) text: &'a str,
}

/// The name and header of a list text, and the lines after them.
#[derive(Debug)]
pub(crate) struct Head<'a, G> {
    /// The list's name ("" when the text starts with the header).
    pub(crate) name: &'a str,
    /// The game the header names.
    pub(crate) game: G,
    /// The header line's number.
    pub(crate) header_line: usize,
    /// The header's fields after the game, trimmed.
    pub(crate) fields: Vec<&'a str>,
    /// Every non-blank line after the header.
    pub(crate) body: Vec<Line<'a>>,
}

/// True when a line reads as a header: separated fields, the first naming a known game.
fn is_header<G: HeaderGame>(line: &str) -> bool {
    line.contains(FIELD_SEPARATOR)
        && line
            .split(FIELD_SEPARATOR)
            .next()
            .and_then(game_of::<G>)
            .is_some()
}

/// Splits a text into its name, header and body lines.
///
/// The first non-blank line is the name, the next the header. A text whose first line is
/// a header and whose second is not has no name (a list saved with an empty name).
pub(crate) fn read_head<G: HeaderGame>(text: &str) -> Result<Head<'_, G>, TextError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<Line<'_>> = text
        .lines()
        .enumerate()
        .map(|(i, line)| Line {
            number: i + 1,
            text: line.trim(),
        })
        .filter(|line| !line.text.is_empty())
        .collect();
    let Some(first) = lines.first() else {
        return Err(TextError::new(
            1,
            format!(
                "the text is empty: a list text starts with the list's name, then a header like '{HEADER_EXAMPLE}'"
            ),
        ));
    };
    let nameless =
        is_header::<G>(first.text) && !lines.get(1).is_some_and(|l| is_header::<G>(l.text));
    let (name, header_at) = if nameless { ("", 0) } else { (first.text, 1) };
    let Some(header) = lines.get(header_at) else {
        return Err(TextError::new(
            first.number + 1,
            format!("missing header: after the list's name comes a line like '{HEADER_EXAMPLE}'"),
        ));
    };
    let mut fields = header.text.split(FIELD_SEPARATOR).map(str::trim);
    let game_field = fields.next().unwrap_or_default();
    if !header.text.contains(FIELD_SEPARATOR) {
        return Err(TextError::new(
            header.number,
            format!(
                "missing header: expected a line like '{HEADER_EXAMPLE}' after the list's name, found '{}'",
                header.text
            ),
        ));
    }
    let Some(game) = game_of::<G>(game_field) else {
        let known: Vec<&str> = G::ALL.iter().map(|&g| g.name()).collect();
        return Err(TextError::new(
            header.number,
            format!(
                "unknown game '{game_field}' (supported: {})",
                known.join(", ")
            ),
        ));
    };
    Ok(Head {
        name,
        game,
        header_line: header.number,
        fields: fields.collect(),
        body: lines[header_at + 1..].to_vec(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_end_of_a_text_is_the_totals_verdict_and_notes_which_read_back() {
        let mut out = String::new();
        write_end(
            &mut out,
            "3/4 points",
            Verdict::Illegal,
            Some("first\n\n  second  "),
            Lang::Es,
        );
        assert_eq!(
            out,
            "Total: 3/4 points · no es legal\n> first\n>\n>   second\n"
        );
        let mut notes = Notes::default();
        let lines: Vec<&str> = out.lines().filter(|line| !notes.take(line)).collect();
        assert_eq!(lines, ["Total: 3/4 points · no es legal"]);
        assert_eq!(notes.text().as_deref(), Some("first\n\n  second"));
        let mut out = String::new();
        write_end(&mut out, "x", Verdict::Legal, None, Lang::En);
        assert_eq!(out, "Total: x · legal\n");
        assert_eq!(Notes::default().text(), None);
        let mut out = String::new();
        write_end(&mut out, "x", Verdict::Unconfirmed, None, Lang::Es);
        assert_eq!(out, "Total: x · sin confirmar\n");
        let lines: Vec<&str> = out.lines().filter(|l| !is_totals(l)).collect();
        assert!(
            lines.is_empty(),
            "the totals line is read as such: {lines:?}"
        );
    }
}
