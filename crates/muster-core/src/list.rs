//! The list document: the portable JSON form of an army list (`"format": "muster-list/1"`).
//!
//! Parsing is strict: an unknown field, a wrong type or a missing field is an error that
//! names the place of the fault (line and column for broken JSON, a JSON pointer for a
//! document of the wrong shape). Rule violations are *not* parse errors: a well-formed
//! list that breaks the rules parses fine and gets diagnostics from validation.

use crate::game::Game;
use crate::registry::{GameId, ListDocument};
use serde_json::Value;
use std::fmt;

pub use crate::game::LIST_FORMAT;

/// Why a text is not a list document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListError {
    /// The text is not JSON.
    Syntax {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What the JSON parser says.
        message: String,
    },
    /// The JSON is not a list document: wrong shape, wrong format tag, unknown game.
    Shape {
        /// JSON pointer to the fault ("" for the whole document).
        path: String,
        /// What is wrong.
        message: String,
    },
}

impl fmt::Display for ListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ListError::Syntax {
                line,
                column,
                message,
            } => write!(f, "line {line}, column {column}: not valid JSON: {message}"),
            ListError::Shape { path, message } if path.is_empty() => write!(f, "{message}"),
            ListError::Shape { path, message } => write!(f, "at {path}: {message}"),
        }
    }
}

impl std::error::Error for ListError {}

fn shape(path: impl Into<String>, message: impl Into<String>) -> ListError {
    ListError::Shape {
        path: path.into(),
        message: message.into(),
    }
}

/// The two fields every list document starts from; everything else is skipped unread.
#[derive(serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
struct Envelope {
    format: Option<Value>,
    game: Option<Value>,
}

/// Parses a list document of any supported game.
///
/// Two passes over the text, neither building a JSON tree: the first reads only the
/// envelope (and finds any syntax error, with its line and column), the second reads the
/// game's typed document, keeping the JSON pointer of any fault.
pub fn parse_list(text: &str) -> Result<ListDocument, ListError> {
    // Before the shape: serde would name a repeated field of the envelope as a wrong shape,
    // and a document past its limits is refused before it is read.
    if let Some(fault) = crate::json::check(text, &crate::json::LIST_LIMITS) {
        return Err(shape(fault.path(), fault.to_string()));
    }
    let envelope: Envelope = match serde_json::from_str(text) {
        Ok(envelope) => envelope,
        Err(e) if e.is_syntax() || e.is_eof() => {
            return Err(ListError::Syntax {
                line: crate::json::position(&e).0,
                column: crate::json::position(&e).1,
                message: crate::json::strip_position(&e.to_string()),
            })
        }
        Err(_) => return Err(shape("", "a list document is a JSON object")),
    };
    // serde reads a struct from an array too; a list document is an object.
    if !text.trim_start().starts_with('{') {
        return Err(shape("", "a list document is a JSON object"));
    }
    match envelope.format {
        Some(Value::String(f)) if f == LIST_FORMAT => {}
        Some(Value::String(f)) => {
            return Err(shape(
                "/format",
                format!("unsupported format '{f}' (expected '{LIST_FORMAT}')"),
            ))
        }
        Some(_) => return Err(shape("/format", "format must be a string")),
        None => {
            return Err(shape(
                "",
                format!("missing \"format\": \"{LIST_FORMAT}\" (is this a Muster list?)"),
            ))
        }
    }
    let game = match envelope.game {
        Some(Value::String(g)) => g
            .parse::<GameId>()
            .map_err(|e| shape("/game", e.to_string()))?,
        Some(_) => return Err(shape("/game", "game must be a string")),
        None => return Err(shape("", "missing \"game\"")),
    };
    crate::with_game!(game, |G| typed::<<G as Game>::List>(text)
        .map(ListDocument::from))
}

/// Deserializes the text into a game's list type, keeping the path of any fault.
fn typed<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, ListError> {
    let mut deserializer = serde_json::Deserializer::from_str(text);
    serde_path_to_error::deserialize(&mut deserializer).map_err(|e| {
        let pointer = path_to_pointer(e.path());
        shape(
            pointer,
            crate::json::strip_position(&e.into_inner().to_string()),
        )
    })
}

/// Turns serde_path_to_error's path (`units[2].config`) into a JSON pointer.
fn path_to_pointer(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let segments = path.iter().filter_map(|s| match s {
        Segment::Seq { index } => Some(index.to_string()),
        Segment::Map { key } => Some(key.clone()),
        Segment::Enum { variant } => Some(variant.clone()),
        Segment::Unknown => None,
    });
    crate::diagnostic::json_pointer(segments)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broken_json_names_line_and_column() {
        let err = parse_list("{\n  \"format\": \"muster-list/1\",\n  \"game\" \"runewars\"\n}")
            .unwrap_err();
        match err {
            ListError::Syntax { line, column, .. } => {
                assert_eq!(line, 3);
                assert!(column > 1);
            }
            other => panic!("expected a syntax error, got {other:?}"),
        }
    }

    #[test]
    fn a_document_without_the_format_tag_is_not_a_list() {
        let err = parse_list(r#"{"game": "runewars"}"#).unwrap_err();
        assert!(err.to_string().contains("muster-list/1"), "{err}");
        let err = parse_list(r#"{"format": "muster-list/9", "game": "runewars"}"#).unwrap_err();
        assert_eq!(
            err,
            shape(
                "/format",
                "unsupported format 'muster-list/9' (expected 'muster-list/1')"
            )
        );
    }

    #[test]
    fn only_a_json_object_can_be_a_list() {
        for text in ["[1, 2]", "\"muster-list/1\"", "42", "null"] {
            assert_eq!(
                parse_list(text).unwrap_err(),
                shape("", "a list document is a JSON object"),
                "{text}"
            );
        }
    }

    #[test]
    fn an_unknown_game_points_at_the_game_field() {
        let err = parse_list(r#"{"format": "muster-list/1", "game": "chess"}"#).unwrap_err();
        match err {
            ListError::Shape { path, message } => {
                assert_eq!(path, "/game");
                assert!(message.contains("chess"), "{message}");
            }
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn a_wrong_type_deep_in_the_list_names_its_json_pointer() {
        let text = r#"{"format": "muster-list/1", "game": "runewars", "name": "x",
            "faction": "daqan-lords", "units": [{"unit": "spearmen", "config": "3x3"},
            {"unit": "spearmen", "config": 7}]}"#;
        match parse_list(text).unwrap_err() {
            ListError::Shape { path, .. } => assert_eq!(path, "/units/1/config"),
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn a_misspelt_field_is_refused_rather_than_ignored() {
        let text = r#"{"format": "muster-list/1", "game": "runewars", "name": "x",
            "faction": "daqan-lords", "units": [{"unit": "spearmen", "upgrade": ["shield-wall"]}]}"#;
        match parse_list(text).unwrap_err() {
            ListError::Shape { path, message } => {
                assert_eq!(path, "/units/0/upgrade");
                assert!(message.contains("unknown field"), "{message}");
            }
            other => panic!("unexpected {other:?}"),
        }
    }
}
