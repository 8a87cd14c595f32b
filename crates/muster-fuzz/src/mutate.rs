//! The mutations a seed goes through, each a plain value (the tests' proptest strategies
//! choose them, and shrink them), applied in order by [`apply`]:
//!
//! - on bytes: a bit flipped, a byte set, the text cut short, bytes put in, a stretch
//!   deleted or repeated, the seed spliced with another seed;
//! - on lines (texts, XML, pretty JSON): a line repeated, deleted, swapped or replaced;
//! - on tokens: a run of digits replaced with an odd number, a quoted text (an XML
//!   attribute) with an odd string, elements nested deep;
//! - on the JSON tree (when the text is JSON): an array item or object member deleted or
//!   repeated (a member repeated is a key given twice), a number replaced with a huge,
//!   negative or fractional one, a string or key with a long or odd one, a value with one of
//!   another type, a value nested deep, a value grafted from another seed.
//!
//! Every index is taken modulo what is there, so any value of a mutation applies to any
//! seed; a JSON mutation of a text that is not JSON leaves it as it is.

use crate::json::Json;

/// The most bytes one mutation adds (8 MiB: past every limit of a list, a record, a pack
/// file, a text or a match file): a repetition is cut to fit, so a seed never grows past
/// what the machine running the tests holds.
pub const MAX_GROWTH: usize = 8 * 1024 * 1024;

/// How many of `times` copies of `size` bytes fit in [`MAX_GROWTH`].
fn fitting(times: usize, size: usize) -> usize {
    times.min(MAX_GROWTH / size.max(1))
}

/// Numbers that break assumptions: zero, signs, fractions, past `u32`, `u64`, `f64`.
pub const ODD_NUMBERS: &[&str] = &[
    "0",
    "-1",
    "-0",
    "1.5",
    "0.1",
    "1.0",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999999999999999",
    "1e308",
    "1e400",
    "-1e400",
    "1E2",
    "0.0000000000000000000000000001",
    "100000",
    "-2147483649",
    "65536",
];

/// A string that breaks assumptions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Odd {
    /// Nothing.
    Empty,
    /// The same letter `n` times (10,000 and more: past every text limit).
    Long(usize),
    /// A NUL, a bell, an escape, line and tab breaks.
    Control,
    /// Right-to-left override and Arabic and Hebrew letters.
    RightToLeft,
    /// Combining marks piled on one letter.
    Combining,
    /// Emoji, with joiners and a flag.
    Emoji,
    /// Only spaces of several kinds.
    Whitespace,
    /// Markup, a path, a formula: text that means something elsewhere.
    Markup,
    /// A lone surrogate: `\ud800` in JSON (not a character), its escape as text elsewhere.
    LoneSurrogate,
    /// Any text the strategy made.
    Text(String),
}

impl Odd {
    /// The string.
    pub fn text(&self) -> String {
        match self {
            Odd::Empty => String::new(),
            Odd::Long(n) => "W".repeat(*n),
            Odd::Control => "a\u{0}b\u{7}c\u{1b}[31m\r\n\td\u{7f}".to_owned(),
            Odd::RightToLeft => "\u{202e}مرحبا שלום\u{202c}\u{200f}x".to_owned(),
            Odd::Combining => format!("Z{}", "\u{0301}\u{0316}\u{0340}".repeat(60)),
            Odd::Emoji => "🛡️⚔️👩‍👩‍👧‍👦🇪🇸".to_owned(),
            Odd::Whitespace => " \u{a0}\u{2003}\u{3000}\u{feff} ".to_owned(),
            Odd::Markup => {
                "<script>alert(1)</script> ../../etc/passwd =SUM(A1) %s %n {0}".to_owned()
            }
            Odd::LoneSurrogate => "\\ud800".to_owned(),
            Odd::Text(text) => text.clone(),
        }
    }

    /// The string as a JSON value (a lone surrogate written as its escape).
    fn json(&self) -> Json {
        match self {
            Odd::LoneSurrogate => Json::Raw("\"a\\ud800b\"".to_owned()),
            other => Json::String(other.text()),
        }
    }
}

/// A JSON value of another type than the one it replaces.
pub const ODD_VALUES: &[&str] = &[
    "null",
    "true",
    "false",
    "0",
    "\"\"",
    "[]",
    "{}",
    "\"x\"",
    "-1",
    "[[]]",
    "{\"\":null}",
    "[null,null,null]",
];

/// One change to a seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mutation {
    /// Flips bit `bit % 8` of the byte at `at`.
    FlipBit {
        /// Where.
        at: usize,
        /// Which bit.
        bit: u8,
    },
    /// Sets the byte at `at`.
    SetByte {
        /// Where.
        at: usize,
        /// To what.
        byte: u8,
    },
    /// Cuts the text at `at`.
    Truncate {
        /// Where.
        at: usize,
    },
    /// Puts `bytes` in at `at`.
    Insert {
        /// Where.
        at: usize,
        /// What.
        bytes: Vec<u8>,
    },
    /// Deletes `len` bytes from `at`.
    Delete {
        /// Where.
        at: usize,
        /// How many.
        len: usize,
    },
    /// Repeats the `len` bytes from `at` `times` more times.
    Repeat {
        /// Where.
        at: usize,
        /// How many bytes.
        len: usize,
        /// How many more times.
        times: usize,
    },
    /// This seed up to `at`, then the other seed from `from`.
    Splice {
        /// Where this seed is cut.
        at: usize,
        /// Where the other seed is taken from.
        from: usize,
    },
    /// Repeats line `line` `times` more times.
    RepeatLine {
        /// Which line.
        line: usize,
        /// How many more times.
        times: usize,
    },
    /// Deletes line `line`.
    DeleteLine {
        /// Which line.
        line: usize,
    },
    /// Swaps two lines.
    SwapLines {
        /// One line.
        a: usize,
        /// The other.
        b: usize,
    },
    /// Replaces line `line` with an odd string.
    ReplaceLine {
        /// Which line.
        line: usize,
        /// With what.
        with: Odd,
    },
    /// Replaces the `which`th run of digits with `ODD_NUMBERS[number]`.
    ReplaceDigits {
        /// Which run.
        which: usize,
        /// Which odd number.
        number: usize,
    },
    /// Replaces the `which`th quoted text (`"…"`: an XML attribute, a JSON string) with an
    /// odd string.
    ReplaceQuoted {
        /// Which quoted text.
        which: usize,
        /// With what.
        with: Odd,
    },
    /// Puts `depth` nested elements in at `at`: `<x><x>…</x></x>` in XML, `[[…]]` elsewhere.
    NestText {
        /// Where.
        at: usize,
        /// How deep.
        depth: usize,
    },
    /// Deletes the `which`th item of any array or object of the JSON.
    JsonDelete {
        /// Which item.
        which: usize,
    },
    /// Repeats the `which`th item of any array or object `times` more times (a member of an
    /// object: its key given again).
    JsonRepeat {
        /// Which item.
        which: usize,
        /// How many more times.
        times: usize,
    },
    /// Replaces the `which`th number with `ODD_NUMBERS[number]`.
    JsonNumber {
        /// Which number.
        which: usize,
        /// Which odd number.
        number: usize,
    },
    /// Replaces the `which`th string value with an odd string.
    JsonString {
        /// Which string.
        which: usize,
        /// With what.
        with: Odd,
    },
    /// Renames the `which`th key of any object to an odd string.
    JsonKey {
        /// Which member.
        which: usize,
        /// With what.
        with: Odd,
    },
    /// Replaces the `which`th value with `ODD_VALUES[value]`.
    JsonValue {
        /// Which value.
        which: usize,
        /// Which odd value.
        value: usize,
    },
    /// Wraps the `which`th value in `depth` arrays (or objects).
    JsonNest {
        /// Which value.
        which: usize,
        /// How deep.
        depth: usize,
        /// In objects (`{"a":…}`) rather than arrays.
        objects: bool,
    },
    /// Replaces the `which`th value with the `from`th value of the other seed.
    JsonGraft {
        /// Which value here.
        which: usize,
        /// Which value of the other seed.
        from: usize,
    },
}

/// `seed` after each of `mutations` in turn; `other` is the seed a splice or graft takes
/// from.
pub fn apply(seed: &[u8], other: &[u8], mutations: &[Mutation]) -> Vec<u8> {
    let mut bytes = seed.to_vec();
    for mutation in mutations {
        bytes = mutate(bytes, other, mutation);
    }
    bytes
}

/// `at` within `0..=len`.
fn place(at: usize, len: usize) -> usize {
    at % (len + 1)
}

fn mutate(mut bytes: Vec<u8>, other: &[u8], mutation: &Mutation) -> Vec<u8> {
    let len = bytes.len();
    match mutation {
        Mutation::FlipBit { at, bit } => {
            if len > 0 {
                bytes[at % len] ^= 1 << (bit % 8);
            }
            bytes
        }
        Mutation::SetByte { at, byte } => {
            if len > 0 {
                bytes[at % len] = *byte;
            }
            bytes
        }
        Mutation::Truncate { at } => {
            bytes.truncate(place(*at, len));
            bytes
        }
        Mutation::Insert { at, bytes: new } => {
            let at = place(*at, len);
            bytes.splice(at..at, new.iter().copied());
            bytes
        }
        Mutation::Delete { at, len: n } => {
            let at = place(*at, len);
            let end = at.saturating_add(*n).min(len);
            bytes.drain(at..end);
            bytes
        }
        Mutation::Repeat { at, len: n, times } => {
            let at = place(*at, len);
            let end = at.saturating_add(*n).min(len);
            let stretch = bytes[at..end].to_vec();
            let copies = stretch.repeat(fitting(*times, stretch.len()));
            bytes.splice(end..end, copies);
            bytes
        }
        Mutation::Splice { at, from } => {
            bytes.truncate(place(*at, len));
            bytes.extend_from_slice(&other[place(*from, other.len())..]);
            bytes
        }
        Mutation::RepeatLine { line, times } => on_lines(&bytes, |lines| {
            let i = line % lines.len();
            let copy = lines[i].clone();
            let copies = fitting(*times, copy.len() + 1);
            lines.splice(i..i, std::iter::repeat_n(copy, copies));
        }),
        Mutation::DeleteLine { line } => on_lines(&bytes, |lines| {
            lines.remove(line % lines.len());
        }),
        Mutation::SwapLines { a, b } => on_lines(&bytes, |lines| {
            let n = lines.len();
            lines.swap(a % n, b % n);
        }),
        Mutation::ReplaceLine { line, with } => on_lines(&bytes, |lines| {
            let n = lines.len();
            lines[line % n] = with.text().into_bytes();
        }),
        Mutation::ReplaceDigits { which, number } => {
            let runs = runs(&bytes, |b| b.is_ascii_digit());
            replace_run(
                bytes,
                &runs,
                *which,
                ODD_NUMBERS[number % ODD_NUMBERS.len()],
            )
        }
        Mutation::ReplaceQuoted { which, with } => {
            let quoted = quoted(&bytes);
            replace_run(bytes, &quoted, *which, &with.text())
        }
        Mutation::NestText { at, depth } => {
            let xml = bytes.starts_with(b"<") || bytes.windows(5).take(64).any(|w| w == b"<?xml");
            let (open, close): (&[u8], &[u8]) = if xml { (b"<x>", b"</x>") } else { (b"[", b"]") };
            let depth = fitting(*depth, open.len() + close.len());
            let mut nest = open.repeat(depth);
            nest.extend(close.repeat(depth));
            let at = place(*at, len);
            bytes.splice(at..at, nest);
            bytes
        }
        json => on_json(bytes, other, json),
    }
}

/// `bytes` split into lines (at `\n`), changed by `change` when there is one, joined again.
fn on_lines(bytes: &[u8], change: impl FnOnce(&mut Vec<Vec<u8>>)) -> Vec<u8> {
    let mut lines: Vec<Vec<u8>> = bytes.split(|b| *b == b'\n').map(<[u8]>::to_vec).collect();
    if lines.is_empty() {
        return bytes.to_vec();
    }
    change(&mut lines);
    lines.join(&b'\n')
}

/// The stretches of bytes each made of bytes `is` accepts.
fn runs(bytes: &[u8], is: impl Fn(u8) -> bool) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let mut start = None;
    for (i, b) in bytes.iter().enumerate() {
        match (is(*b), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                found.push((s, i));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        found.push((s, bytes.len()));
    }
    found
}

/// The insides of the double-quoted texts.
fn quoted(bytes: &[u8]) -> Vec<(usize, usize)> {
    let quotes: Vec<usize> = bytes
        .iter()
        .enumerate()
        .filter(|(i, b)| **b == b'"' && (*i == 0 || bytes[i - 1] != b'\\'))
        .map(|(i, _)| i)
        .collect();
    quotes.chunks_exact(2).map(|q| (q[0] + 1, q[1])).collect()
}

/// Replaces stretch `which` (modulo how many there are) with `with`.
fn replace_run(mut bytes: Vec<u8>, runs: &[(usize, usize)], which: usize, with: &str) -> Vec<u8> {
    if let Some(&(start, end)) = runs.get(which % runs.len().max(1)) {
        bytes.splice(start..end, with.bytes());
    }
    bytes
}

/// The path of each value of `tree` that `is` picks.
fn picked(tree: &Json, is: impl Fn(&Json) -> bool) -> Vec<Vec<usize>> {
    tree.paths()
        .into_iter()
        .filter(|p| tree.at(p).is_some_and(&is))
        .collect()
}

fn on_json(bytes: Vec<u8>, other: &[u8], mutation: &Mutation) -> Vec<u8> {
    let Some(mut tree) = std::str::from_utf8(&bytes).ok().and_then(Json::parse) else {
        return bytes;
    };
    let items = |tree: &Json| -> Vec<Vec<usize>> {
        tree.paths().into_iter().filter(|p| !p.is_empty()).collect()
    };
    let pick = |paths: &[Vec<usize>], which: usize| paths.get(which % paths.len().max(1)).cloned();
    match mutation {
        Mutation::JsonDelete { which } => {
            if let Some(path) = pick(&items(&tree), *which) {
                let (last, parent) = path.split_last().expect("an item has a parent");
                match tree.at_mut(parent) {
                    Some(Json::Array(items)) => {
                        items.remove(*last);
                    }
                    Some(Json::Object(members)) => {
                        members.remove(*last);
                    }
                    _ => {}
                }
            }
        }
        Mutation::JsonRepeat { which, times } => {
            if let Some(path) = pick(&items(&tree), *which) {
                let (last, parent) = path.split_last().expect("an item has a parent");
                match tree.at_mut(parent) {
                    Some(Json::Array(items)) => {
                        let copy = items[*last].clone();
                        let times = fitting(*times, copy.text().len() + 1);
                        let at = *last;
                        items.splice(at..at, std::iter::repeat_n(copy, times));
                    }
                    Some(Json::Object(members)) => {
                        let copy = members[*last].clone();
                        let times = fitting(*times, copy.0.len() + copy.1.text().len() + 4);
                        let at = *last + 1;
                        members.splice(at..at, std::iter::repeat_n(copy, times));
                    }
                    _ => {}
                }
            }
        }
        Mutation::JsonNumber { which, number } => {
            let numbers = picked(&tree, |v| matches!(v, Json::Number(_)));
            if let Some(value) = pick(&numbers, *which).and_then(|p| tree.at_mut(&p)) {
                *value = Json::Number(ODD_NUMBERS[number % ODD_NUMBERS.len()].to_owned());
            }
        }
        Mutation::JsonString { which, with } => {
            let strings = picked(&tree, |v| matches!(v, Json::String(_)));
            if let Some(value) = pick(&strings, *which).and_then(|p| tree.at_mut(&p)) {
                *value = with.json();
            }
        }
        Mutation::JsonKey { which, with } => {
            let members = picked(&tree, |v| matches!(v, Json::Object(m) if !m.is_empty()));
            if let Some(Json::Object(members)) =
                pick(&members, *which).and_then(|p| tree.at_mut(&p))
            {
                let n = members.len();
                members[which % n].0 = with.text();
            }
        }
        Mutation::JsonValue { which, value } => {
            let all = tree.paths();
            if let Some(target) = pick(&all, *which).and_then(|p| tree.at_mut(&p)) {
                *target = Json::Raw(ODD_VALUES[value % ODD_VALUES.len()].to_owned());
            }
        }
        Mutation::JsonNest {
            which,
            depth,
            objects,
        } => {
            let all = tree.paths();
            if let Some(target) = pick(&all, *which).and_then(|p| tree.at_mut(&p)) {
                let (open, close) = if *objects {
                    ("{\"a\":", "}")
                } else {
                    ("[", "]")
                };
                let depth = fitting(*depth, open.len() + close.len());
                *target = Json::Raw(format!(
                    "{}{}{}",
                    open.repeat(depth),
                    target.text(),
                    close.repeat(depth)
                ));
            }
        }
        Mutation::JsonGraft { which, from } => {
            let graft = std::str::from_utf8(other)
                .ok()
                .and_then(Json::parse)
                .and_then(|o| {
                    let paths = o.paths();
                    pick(&paths, *from).and_then(|p| o.at(&p).cloned())
                });
            let all = tree.paths();
            if let (Some(graft), Some(target)) =
                (graft, pick(&all, *which).and_then(|p| tree.at_mut(&p)))
            {
                *target = graft;
            }
        }
        _ => unreachable!("byte, line and token mutations are applied before"),
    }
    tree.text().into_bytes()
}
