//! The match file (`muster-match/1`): a set-up and a log written as JSON, read back with
//! every fault at its place; what `muster match replay` and a library backup read.

use super::{Entry, Play};
use crate::diagnostic::{json_pointer, Diagnostic};
use crate::json::path_pointer;
use serde::Serialize;
use serde_json::Value;

/// The `format` tag of a match file (`muster match replay`).
pub const MATCH_FORMAT: &str = "muster-match/1";

/// A match file: `{"format": "muster-match/1", "game": …, "setup": …, "events": […]}`.
#[derive(Clone, Debug)]
pub struct MatchFile<G: Play> {
    /// The set-up.
    pub setup: G::Setup,
    /// The log, in order.
    pub events: Vec<Entry<G::Event>>,
}

impl<G: Play> Serialize for MatchFile<G> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(4))?;
        map.serialize_entry("format", MATCH_FORMAT)?;
        map.serialize_entry("game", G::ID)?;
        map.serialize_entry("setup", &self.setup)?;
        map.serialize_entry("events", &self.events)?;
        map.end()
    }
}

/// A match file that cannot be read: where (a JSON pointer, or a line and column for broken
/// JSON) and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchFileError {
    /// JSON pointer to the fault (empty for the whole file).
    pub path: String,
    /// 1-based line and column when the JSON itself is broken.
    pub position: Option<(usize, usize)>,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for MatchFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.position, self.path.as_str()) {
            (Some((line, column)), _) => {
                write!(f, "line {line}, column {column}: {}", self.message)
            }
            (None, "") => f.write_str(&self.message),
            (None, path) => write!(f, "{path}: {}", self.message),
        }
    }
}

/// The game a match file is for (its `game` field), after checking its `format`.
pub fn match_file_game(value: &Value) -> Result<&str, MatchFileError> {
    let fault = |path: &str, message: String| MatchFileError {
        path: path.into(),
        position: None,
        message,
    };
    let Some(object) = value.as_object() else {
        return Err(fault("", "a match file is a JSON object".into()));
    };
    match object.get("format") {
        Some(Value::String(f)) if f == MATCH_FORMAT => {}
        Some(other) => {
            return Err(fault(
                "/format",
                format!("the format must be \"{MATCH_FORMAT}\", not {other}"),
            ))
        }
        None => return Err(fault("", format!("missing `format` (\"{MATCH_FORMAT}\")"))),
    }
    match object.get("game") {
        Some(Value::String(game)) => Ok(game),
        Some(_) => Err(fault("/game", "`game` must be a string".into())),
        None => Err(fault("", "missing `game`".into())),
    }
}

/// Parses the text of a match file into JSON (the error gives line and column); a key given
/// twice in one object, or a file past [`crate::json::MATCH_LIMITS`], is refused at its place
/// before any value is built.
pub fn match_file_json(text: &str) -> Result<Value, MatchFileError> {
    if let Some(fault) = crate::json::check(text, &crate::json::MATCH_LIMITS) {
        return Err(MatchFileError {
            path: fault.path(),
            position: None,
            message: fault.to_string(),
        });
    }
    serde_json::from_str(text).map_err(|e| MatchFileError {
        path: String::new(),
        position: Some(crate::json::position(&e)),
        message: crate::json::strip_position(&e.to_string()),
    })
}

impl<G: Play> MatchFile<G> {
    /// Reads a match file of game `G` from its JSON; every fault names its JSON pointer.
    pub fn from_value(mut value: Value) -> Result<Self, MatchFileError> {
        let game = match_file_game(&value)?;
        if game != G::ID {
            return Err(MatchFileError {
                path: "/game".into(),
                position: None,
                message: format!("this is a {game} match, not {}", G::ID),
            });
        }
        let object = value.as_object_mut().expect("checked above");
        for key in object.keys() {
            if !matches!(key.as_str(), "format" | "game" | "setup" | "events") {
                return Err(MatchFileError {
                    path: json_pointer([key.as_str()]),
                    position: None,
                    message: format!("unknown field `{key}`"),
                });
            }
        }
        let setup = object.remove("setup").ok_or_else(|| MatchFileError {
            path: String::new(),
            position: None,
            message: "missing `setup`".into(),
        })?;
        let setup: G::Setup =
            serde_path_to_error::deserialize(setup).map_err(|e| MatchFileError {
                path: format!("/setup{}", path_pointer(e.path())),
                position: None,
                message: crate::json::strip_position(&e.into_inner().to_string()),
            })?;
        let events = match object.remove("events") {
            Some(Value::Array(events)) => events,
            Some(_) => {
                return Err(MatchFileError {
                    path: "/events".into(),
                    position: None,
                    message: "`events` must be an array".into(),
                })
            }
            None => Vec::new(),
        };
        let events = events
            .into_iter()
            .enumerate()
            .map(|(i, event)| {
                Entry::from_value(event).map_err(|(path, message)| MatchFileError {
                    path: format!("/events/{i}{path}"),
                    position: None,
                    message: crate::json::strip_position(&message),
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(MatchFile { setup, events })
    }
}

/// Puts a refusal's path (relative to its entry) under the entry's place in a match file.
pub fn under_event(mut diagnostic: Diagnostic, index: usize) -> Diagnostic {
    diagnostic.path = format!("/events/{index}{}", diagnostic.path);
    diagnostic
}
