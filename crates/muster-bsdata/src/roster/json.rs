//! New Recruit's JSON export into a [`Roster`]: the roster schema's tree as JSON,
//! `{"roster": {"name", "gameSystemId", "gameSystemName", "costLimits": [{"typeId", "name",
//! "value"}], "forces": [{"name", "entryId", "catalogueName", "selections": […], "forces":
//! […]}]}}`, a selection being `{"name", "entryId", "type", "number", "from", "categories":
//! [{"name"}], "selections": […]}`. Places are JSON pointers.

use super::error::{RosterError, RosterFault};
use super::{Cost, Force, Roster, Selection, MAX_DEPTH};
use serde_json::{Map, Value};

/// Reads the New Recruit JSON `text` of the file named `file`.
pub(crate) fn read(file: &str, text: &str) -> Result<Roster, RosterError> {
    let value: Value = serde_json::from_str(text).map_err(|e| {
        let words = e.to_string();
        let words = words
            .strip_suffix(&format!(" at line {} column {}", e.line(), e.column()))
            .map_or(words.clone(), str::to_owned);
        RosterError::at(
            file,
            {
                let (line, column) = muster_core::json::position(&e);
                format!("{line}:{column}")
            },
            RosterFault::BadJson(words),
        )
    })?;
    let not_a_roster = || {
        RosterError::at(
            file,
            "/",
            RosterFault::NotARoster("JSON without a \"roster\" object".to_owned()),
        )
    };
    let (roster, at) = match value.get("roster") {
        Some(Value::Object(roster)) => (roster, "/roster".to_owned()),
        _ => return Err(not_a_roster()),
    };
    let reader = Reader { file };
    let cost_limits = match roster.get("costLimits") {
        Some(Value::Array(limits)) => limits
            .iter()
            .filter_map(Value::as_object)
            .map(|c| Cost {
                type_id: text_of(c, "typeId"),
                name: text_of(c, "name"),
                value: number_of(c, "value").unwrap_or(f64::NAN),
            })
            .collect(),
        _ => Vec::new(),
    };
    let forces = reader.forces(roster, &at, 1)?;
    Ok(Roster {
        file: file.to_owned(),
        name: text_of(roster, "name"),
        game_system_id: text_of(roster, "gameSystemId"),
        game_system_name: text_of(roster, "gameSystemName"),
        cost_limits,
        forces,
    })
}

/// A JSON object of the export.
type Object = Map<String, Value>;

struct Reader<'a> {
    file: &'a str,
}

impl Reader<'_> {
    /// The objects of the array `key` of `object` at `at`, each with its pointer.
    fn items<'v>(
        &self,
        object: &'v Map<String, Value>,
        key: &str,
        at: &str,
        depth: usize,
    ) -> Result<Vec<(&'v Object, String)>, RosterError> {
        let Some(list) = object.get(key) else {
            return Ok(Vec::new());
        };
        let Value::Array(list) = list else {
            return Err(RosterError::at(
                self.file,
                format!("{at}/{key}"),
                RosterFault::Missing(if key == "forces" {
                    "a list of forces"
                } else {
                    "a list of selections"
                }),
            ));
        };
        if depth > MAX_DEPTH {
            return Err(RosterError::at(
                self.file,
                format!("{at}/{key}"),
                RosterFault::TooDeep { limit: MAX_DEPTH },
            ));
        }
        Ok(list
            .iter()
            .enumerate()
            .filter_map(|(i, v)| v.as_object().map(|o| (o, format!("{at}/{key}/{i}"))))
            .collect())
    }

    fn forces(
        &self,
        parent: &Map<String, Value>,
        at: &str,
        depth: usize,
    ) -> Result<Vec<Force>, RosterError> {
        self.items(parent, "forces", at, depth)?
            .into_iter()
            .map(|(force, place)| {
                Ok(Force {
                    name: text_of(force, "name"),
                    entry_id: text_of(force, "entryId"),
                    catalogue_name: text_of(force, "catalogueName"),
                    selections: self.selections(force, &place, depth + 1)?,
                    forces: self.forces(force, &place, depth + 1)?,
                    place,
                })
            })
            .collect()
    }

    fn selections(
        &self,
        parent: &Map<String, Value>,
        at: &str,
        depth: usize,
    ) -> Result<Vec<Selection>, RosterError> {
        self.items(parent, "selections", at, depth)?
            .into_iter()
            .map(|(s, place)| {
                let categories = match s.get("categories") {
                    Some(Value::Array(list)) => list
                        .iter()
                        .filter_map(Value::as_object)
                        .map(|c| text_of(c, "name"))
                        .collect(),
                    _ => Vec::new(),
                };
                Ok(Selection {
                    name: text_of(s, "name"),
                    entry_id: text_of(s, "entryId"),
                    kind: text_of(s, "type"),
                    number: number_of(s, "number")
                        .filter(|n| n.is_finite() && *n >= 0.0 && *n <= f64::from(u32::MAX))
                        .map_or(1, |n| n as u32),
                    from: s.get("from").and_then(Value::as_str).map(str::to_owned),
                    categories,
                    selections: self.selections(s, &place, depth + 1)?,
                    place,
                })
            })
            .collect()
    }
}

/// A string field, trimmed, or "".
fn text_of(object: &Map<String, Value>, key: &str) -> String {
    object
        .get(key)
        .and_then(Value::as_str)
        .map(|s| s.trim().to_owned())
        .unwrap_or_default()
}

/// A number field, given as a number or a numeric string.
fn number_of(object: &Map<String, Value>, key: &str) -> Option<f64> {
    match object.get(key)? {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}
