//! The one rule every JSON document Muster reads follows beyond its shape: an object names
//! each key once. JSON parsers differ on a repeated key (serde keeps the last, some the
//! first), so a document that repeats one could mean two things; Muster refuses it, naming
//! the key and the object's place.

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use std::collections::HashSet;
use std::fmt;

/// A key an object of a JSON text names twice: the object's place (a JSON pointer, empty for
/// the top) and the key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuplicateKey {
    /// JSON pointer of the object.
    pub path: String,
    /// The key it repeats.
    pub key: String,
}

impl DuplicateKey {
    /// The place of the repeated key itself (`/units/0/unit`).
    pub fn key_path(&self) -> String {
        format!("{}/{}", self.path, pointer_token(&self.key))
    }
}

impl fmt::Display for DuplicateKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the key \"{}\" is given twice", self.key)
    }
}

/// The first key an object of `text` repeats, in reading order; `None` when none does or
/// the text is not JSON (its parser says where it breaks).
pub fn duplicate_key(text: &str) -> Option<DuplicateKey> {
    let mut de = serde_json::Deserializer::from_str(text);
    let mut found = None;
    let _ = Check {
        path: String::new(),
        found: &mut found,
    }
    .deserialize(&mut de);
    found
}

/// A key as a JSON pointer writes it (`~` and `/` escaped).
fn pointer_token(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

/// Walks one value, recording the first repeated key (and stopping there with an error).
struct Check<'f> {
    path: String,
    found: &'f mut Option<DuplicateKey>,
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
    fn visit_str<E>(self, _: &str) -> Result<(), E> {
        Ok(())
    }
    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let mut index = 0usize;
        loop {
            let item = Check {
                path: format!("{}/{index}", self.path),
                found: &mut *self.found,
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
            if !seen.insert(key.clone()) {
                *self.found = Some(DuplicateKey {
                    path: self.path,
                    key,
                });
                return Err(de::Error::custom("duplicate key"));
            }
            map.next_value_seed(Check {
                path: format!("{}/{}", self.path, pointer_token(&key)),
                found: &mut *self.found,
            })?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_repeated_key_is_found_with_its_place_at_any_depth() {
        assert_eq!(duplicate_key(r#"{"a": 1, "b": [1, {"c": 2}]}"#), None);
        let top = duplicate_key(r#"{"game": "runewars", "game": "diskwars"}"#).unwrap();
        assert_eq!((top.path.as_str(), top.key.as_str()), ("", "game"));
        assert_eq!(top.key_path(), "/game");
        let deep =
            duplicate_key(r#"{"units": [{"unit": "a"}, {"unit": "b", "unit": "c"}]}"#).unwrap();
        assert_eq!(deep.key_path(), "/units/1/unit");
        assert_eq!(deep.to_string(), "the key \"unit\" is given twice");
        let odd = duplicate_key(r#"{"a/b": {"x": 1, "x": 2}}"#).unwrap();
        assert_eq!(odd.path, "/a~1b");
        // The same key in two objects is no repeat; broken JSON is its parser's to report.
        assert_eq!(duplicate_key(r#"[{"a": 1}, {"a": 2}]"#), None);
        assert_eq!(duplicate_key(r#"{"a": 1, "#), None);
    }
}
