//! The rules every JSON document Muster reads follows beyond its shape, checked before it is
//! read (`check`):
//!
//! - an object names each key once. JSON parsers differ on a repeated key (serde keeps the
//!   last, some the first), so a document that repeats one could mean two things; Muster
//!   refuses it, naming the key and the object's place;
//! - its size stays within the [`Limits`] of its kind: its length in bytes, the items of any
//!   one array or object, the characters of any one text. Each limit is far past any real
//!   list, match or library (docs/limits.md) and keeps every command quick and small at it;
//!   a document past one is refused at its place, before any of it is read into a value.

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use std::collections::HashSet;
use std::fmt;

/// How large a JSON document of one kind may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// What the document is, in a refusal ("a list document").
    pub what: &'static str,
    /// Its length in bytes.
    pub max_bytes: usize,
    /// The items of any one array, or the keys of any one object.
    pub max_items: usize,
    /// The characters of any one text (a key or a string value).
    pub max_chars: usize,
}

/// A list document (and a player's own record): 256 KiB, 200 items, 4,000 characters. The
/// largest real list (an Underworlds list of 32 cards, a RuneWars army of a dozen units) is
/// a few kilobytes.
pub const LIST_LIMITS: Limits = Limits {
    what: "a list document",
    max_bytes: 256 * 1024,
    max_items: 200,
    max_chars: 4_000,
};

/// A player's own record (`user-data add`, a deck or warband entered in the app): the same
/// sizes as a list.
pub const RECORD_LIMITS: Limits = Limits {
    what: "a record",
    ..LIST_LIMITS
};

/// A match file: 8 MiB, 20,000 items (its log: a real game has a few hundred entries),
/// 4,000 characters.
pub const MATCH_LIMITS: Limits = Limits {
    what: "a match file",
    max_bytes: 8 * 1024 * 1024,
    max_items: 20_000,
    max_chars: 4_000,
};

/// A library backup: 16 MiB (a player's library of a hundred lists with their histories is
/// about 3 MB), 100,000 items in any one array (lists, versions, matches…), a text up to
/// 256 KiB (a list document kept as text).
pub const LIBRARY_LIMITS: Limits = Limits {
    what: "a library backup",
    max_bytes: 16 * 1024 * 1024,
    max_items: 100_000,
    max_chars: 256 * 1024,
};

/// Why a JSON text is refused before it is read: a repeated key, or a size past its limits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JsonFault {
    /// An object (at `path`, a JSON pointer, empty for the top) names `key` twice.
    Repeated {
        /// JSON pointer of the object.
        path: String,
        /// The key it repeats.
        key: String,
    },
    /// The text is longer than `max` bytes.
    TooLarge {
        /// What the document is.
        what: &'static str,
        /// Its length.
        bytes: usize,
        /// The limit.
        max: usize,
    },
    /// The array or object at `path` has more than `max` items.
    TooManyItems {
        /// JSON pointer of the array or object.
        path: String,
        /// The limit.
        max: usize,
    },
    /// The text at `path` (a key: the place it would name) is longer than `max` characters.
    TooLong {
        /// JSON pointer of the text.
        path: String,
        /// The limit.
        max: usize,
    },
}

impl JsonFault {
    /// The place of the fault (`/units/0/unit` for a repeated key `unit`; empty for a text
    /// too large as a whole).
    pub fn path(&self) -> String {
        match self {
            JsonFault::Repeated { path, key } => format!("{path}/{}", pointer_token(key)),
            JsonFault::TooLarge { .. } => String::new(),
            JsonFault::TooManyItems { path, .. } | JsonFault::TooLong { path, .. } => path.clone(),
        }
    }
}

impl JsonFault {
    /// The fault with its place in front (`at /units/0: …`), or alone for the whole text.
    pub fn with_place(&self) -> String {
        match self.path() {
            path if path.is_empty() => self.to_string(),
            path => format!("at {path}: {self}"),
        }
    }
}

impl fmt::Display for JsonFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JsonFault::Repeated { key, .. } => write!(f, "the key \"{key}\" is given twice"),
            JsonFault::TooLarge { what, bytes, max } => write!(
                f,
                "{what} of {} bytes is past the {} Muster reads",
                thousands(*bytes as u64),
                size_limit(*max as u64)
            ),
            JsonFault::TooManyItems { max, .. } => {
                write!(
                    f,
                    "more than {} items here; Muster reads at most that many",
                    thousands(*max as u64)
                )
            }
            JsonFault::TooLong { max, .. } => write!(
                f,
                "a text longer than {} characters; Muster reads at most that many",
                thousands(*max as u64)
            ),
        }
    }
}

/// Turns serde_path_to_error's path into a JSON pointer.
pub fn path_pointer(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    crate::diagnostic::json_pointer(path.iter().filter_map(|s| match s {
        Segment::Seq { index } => Some(index.to_string()),
        Segment::Map { key } => Some(key.clone()),
        Segment::Enum { variant } => Some(variant.clone()),
        Segment::Unknown => None,
    }))
}

/// Where a JSON parser's error is, as a reader counts: line and column from 1 (serde_json
/// says column 0 at the start of a line, before any character: an empty text, or one cut
/// after a line break).
pub fn position(error: &serde_json::Error) -> (usize, usize) {
    (error.line().max(1), error.column().max(1))
}

/// `n` with a comma every three digits (`1,048,576`): how a size and its limit are written
/// in a refusal, here and wherever a file is refused for its size.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A size limit as the limit is set, exactly: `32 MiB (33,554,432 bytes)` for a whole
/// number of MiB or KiB, `1,000 bytes` otherwise, never a rounded "33 MB".
pub fn size_limit(max: u64) -> String {
    const KIB: u64 = 1024;
    const MIB: u64 = 1024 * 1024;
    match max {
        0 => "0 bytes".to_owned(),
        m if m.is_multiple_of(MIB) => format!("{} MiB ({} bytes)", m / MIB, thousands(m)),
        m if m.is_multiple_of(KIB) => format!("{} KiB ({} bytes)", m / KIB, thousands(m)),
        m => format!("{} bytes", thousands(m)),
    }
}

/// The first fault of `text` within `limits`, in reading order: its size first, then a
/// repeated key, an array or object with too many items, or a text too long. `None` when
/// there is none or the text is not JSON (its parser says where it breaks). One pass over
/// the text, nothing kept but the keys of the objects it is in.
pub fn check(text: &str, limits: &Limits) -> Option<JsonFault> {
    if text.len() > limits.max_bytes {
        return Some(JsonFault::TooLarge {
            what: limits.what,
            bytes: text.len(),
            max: limits.max_bytes,
        });
    }
    let mut de = serde_json::Deserializer::from_str(text);
    let mut found = None;
    let _ = Check {
        path: String::new(),
        found: &mut found,
        limits,
    }
    .deserialize(&mut de);
    found
}

/// A key as a JSON pointer writes it (`~` and `/` escaped).
fn pointer_token(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

/// Walks one value, recording the first fault (and stopping there with an error).
struct Check<'f> {
    path: String,
    found: &'f mut Option<JsonFault>,
    limits: &'f Limits,
}

impl Check<'_> {
    /// Records `fault` and stops the walk.
    fn fail<E: de::Error>(self, fault: JsonFault) -> Result<(), E> {
        *self.found = Some(fault);
        Err(E::custom("refused"))
    }

    /// A text at `path` past the limit, if it is.
    fn too_long(&self, text: &str, path: impl FnOnce() -> String) -> Option<JsonFault> {
        // Bytes first: a text of fewer bytes than the limit has fewer characters.
        (text.len() > self.limits.max_chars && text.chars().count() > self.limits.max_chars).then(
            || JsonFault::TooLong {
                path: path(),
                max: self.limits.max_chars,
            },
        )
    }
}

impl<'de> DeserializeSeed<'de> for Check<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Check<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<(), E> {
        Ok(())
    }
    fn visit_i64<E>(self, _: i64) -> Result<(), E> {
        Ok(())
    }
    fn visit_u64<E>(self, _: u64) -> Result<(), E> {
        Ok(())
    }
    fn visit_f64<E>(self, _: f64) -> Result<(), E> {
        Ok(())
    }
    fn visit_str<E: de::Error>(self, text: &str) -> Result<(), E> {
        match self.too_long(text, || self.path.clone()) {
            Some(fault) => self.fail(fault),
            None => Ok(()),
        }
    }
    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let mut index = 0usize;
        loop {
            if index == self.limits.max_items {
                // One more item is past the limit; none is the end.
                if seq.next_element::<de::IgnoredAny>()?.is_none() {
                    return Ok(());
                }
                let fault = JsonFault::TooManyItems {
                    path: self.path.clone(),
                    max: self.limits.max_items,
                };
                return self.fail(fault);
            }
            let item = Check {
                path: format!("{}/{index}", self.path),
                found: &mut *self.found,
                limits: self.limits,
            };
            if seq.next_element_seed(item)?.is_none() {
                return Ok(());
            }
            index += 1;
        }
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let mut seen = HashSet::new();
        while let Some(key) = map.next_key::<String>()? {
            let here = || format!("{}/{}", self.path, pointer_token(&key));
            if let Some(fault) = self.too_long(&key, || self.path.clone()) {
                return self.fail(fault);
            }
            if seen.len() == self.limits.max_items {
                let fault = JsonFault::TooManyItems {
                    path: self.path.clone(),
                    max: self.limits.max_items,
                };
                return self.fail(fault);
            }
            if seen.contains(&key) {
                let fault = JsonFault::Repeated {
                    path: self.path.clone(),
                    key,
                };
                return self.fail(fault);
            }
            let path = here();
            seen.insert(key);
            map.next_value_seed(Check {
                path,
                found: &mut *self.found,
                limits: self.limits,
            })?;
        }
        Ok(())
    }
}

/// serde_json appends "at line X column Y" to its messages; we report those separately.
pub(crate) fn strip_position(message: &str) -> String {
    match message.rfind(" at line ") {
        Some(i) => message[..i].to_owned(),
        None => message.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first repeated key of `text` (any size allowed).
    fn repeated(text: &str) -> Option<JsonFault> {
        check(text, &LIBRARY_LIMITS)
    }

    #[test]
    fn a_repeated_key_is_found_with_its_place_at_any_depth() {
        assert_eq!(repeated(r#"{"a": 1, "b": [1, {"c": 2}]}"#), None);
        let top = repeated(r#"{"game": "runewars", "game": "diskwars"}"#).unwrap();
        assert_eq!(
            top,
            JsonFault::Repeated {
                path: String::new(),
                key: "game".into()
            }
        );
        assert_eq!(top.path(), "/game");
        let deep = repeated(r#"{"units": [{"unit": "a"}, {"unit": "b", "unit": "c"}]}"#).unwrap();
        assert_eq!(deep.path(), "/units/1/unit");
        assert_eq!(deep.to_string(), "the key \"unit\" is given twice");
        let odd = repeated(r#"{"a/b": {"x": 1, "x": 2}}"#).unwrap();
        assert_eq!(odd.path(), "/a~1b/x");
        // The same key in two objects is no repeat; broken JSON is its parser's to report.
        assert_eq!(repeated(r#"[{"a": 1}, {"a": 2}]"#), None);
        assert_eq!(repeated(r#"{"a": 1, "#), None);
    }

    const SMALL: Limits = Limits {
        what: "a test document",
        max_bytes: 200,
        max_items: 3,
        max_chars: 5,
    };

    #[test]
    fn a_document_within_its_limits_passes_and_one_past_any_is_refused_at_its_place() {
        assert_eq!(check(r#"{"abc": [1, 2, 3], "x": "héllo"}"#, &SMALL), None);
        let big = format!("[{}]", vec!["1"; 150].join(","));
        let fault = check(&big, &SMALL).unwrap();
        assert_eq!(
            fault,
            JsonFault::TooLarge {
                what: "a test document",
                bytes: big.len(),
                max: 200
            }
        );
        assert_eq!(
            fault.to_string(),
            "a test document of 301 bytes is past the 200 bytes Muster reads"
        );
        let many = check(r#"{"a": [{"b": [1, 2, 3, 4]}]}"#, &SMALL).unwrap();
        assert_eq!(
            many,
            JsonFault::TooManyItems {
                path: "/a/0/b".into(),
                max: 3
            }
        );
        let keys = check(r#"{"a": 1, "b": 2, "c": 3, "d": 4}"#, &SMALL).unwrap();
        assert_eq!(keys.path(), "");
        let long = check(r#"{"a": ["ok", "toolong"]}"#, &SMALL).unwrap();
        assert_eq!(
            long,
            JsonFault::TooLong {
                path: "/a/1".into(),
                max: 5
            }
        );
        assert_eq!(
            long.to_string(),
            "a text longer than 5 characters; Muster reads at most that many"
        );
        // Characters, not bytes: five accented letters are five.
        assert_eq!(check(r#"["ééééé"]"#, &SMALL), None);
        let key = check(r#"{"longkey": 1}"#, &SMALL).unwrap();
        assert!(matches!(key, JsonFault::TooLong { .. }));
    }

    #[test]
    fn a_parser_error_is_placed_from_line_1_column_1() {
        let at =
            |text: &str| position(&serde_json::from_str::<serde_json::Value>(text).unwrap_err());
        assert_eq!(at(""), (1, 1));
        assert_eq!(at("{\n"), (2, 1));
        assert_eq!(at("[1, x]"), (1, 5));
    }

    #[test]
    fn a_size_limit_is_written_exactly_in_its_unit() {
        assert_eq!(size_limit(32 * 1024 * 1024), "32 MiB (33,554,432 bytes)");
        assert_eq!(size_limit(64 * 1024), "64 KiB (65,536 bytes)");
        assert_eq!(size_limit(1_000), "1,000 bytes");
        assert_eq!(size_limit(0), "0 bytes");
    }

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(1_048_576), "1,048,576");
    }
}
