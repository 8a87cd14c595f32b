//! The values a player enters from their own discs and cards, one at a time from the builder,
//! checked by `muster_data::check_new_diskwars_user_record` before they are stored as their
//! own data.

use crate::error::AppError;
use crate::games::record_texts;
use crate::muster::Muster;
use muster_core::games::diskwars::Diskwars;
use muster_core::Game;
use muster_data::{UserRecordText, DISKWARS_KINDS};
use serde_json::{Map, Value};

/// The `source` a value entered in the builder is stored with.
fn entered_source(kind: &str) -> &'static str {
    if kind == "disc" {
        "user: entered in Muster from the player's own disc"
    } else {
        "user: entered in Muster from the player's own card"
    }
}

/// `diskwars_value_save`: stores the player's value for one field of a shipped disc
/// (`kind` `disc`: `race`, `size`, `unique`, `elite`, `recruitment_points`, `command`,
/// `cost`, `stats.movement` … `stats.vigor`) or command card (`command-card`: `strategy`,
/// `value`, `restriction`); `value` null takes the player's value off again. The record
/// keeps the player's other values of that disc or card. It is checked with the pack and
/// the player's other records first: a value the pack states, a field the kind does not
/// have or a value of the wrong kind is refused (`data.refused`, the message naming the
/// field) and nothing is stored.
pub(super) fn value_save(
    muster: &Muster,
    kind: &str,
    id: &str,
    field: &str,
    value: Value,
) -> Result<(), AppError> {
    if !DISKWARS_KINDS.contains(&kind) {
        return Err(AppError::args(format!(
            "unknown kind '{kind}' (Diskwars: {})",
            DISKWARS_KINDS.join(", ")
        )));
    }
    let (group, name) = match field.split_once('.') {
        Some(("stats", stat)) if kind == "disc" && !stat.is_empty() => (Some("stats"), stat),
        None if !field.is_empty() && field != "id" && field != "source" => (None, field),
        _ => return Err(AppError::args(format!("no field '{field}' in a {kind}"))),
    };
    muster.session(|session| {
        let pack = session.pack::<Diskwars>()?;
        let library = session.library()?;
        let stored = library.user_records(Some(Diskwars::ID))?;
        let mut record: Map<String, Value> = stored
            .iter()
            .find(|r| r.kind == kind && r.id == id)
            .and_then(|r| serde_json::from_str::<Value>(&r.record).ok())
            .and_then(|v| match v {
                Value::Object(map) => Some(map),
                _ => None,
            })
            .unwrap_or_default();
        record.insert("id".into(), Value::String(id.to_owned()));
        record
            .entry("source")
            .or_insert_with(|| Value::String(entered_source(kind).to_owned()));
        let target = match group {
            Some(group) => {
                let stats = record
                    .entry(group)
                    .or_insert_with(|| Value::Object(Map::new()));
                if !stats.is_object() {
                    *stats = Value::Object(Map::new());
                }
                stats.as_object_mut().expect("made an object above")
            }
            None => &mut record,
        };
        if value.is_null() {
            target.remove(name);
        } else {
            target.insert(name.to_owned(), value);
        }
        if record
            .get("stats")
            .is_some_and(|s| s == &Value::Object(Map::new()))
        {
            record.remove("stats");
        }
        let json = Value::Object(record).to_string();
        let texts = record_texts(&stored);
        let new = UserRecordText {
            kind,
            id,
            json: &json,
        };
        muster_data::check_new_diskwars_user_record(&pack, &texts, new)
            .map_err(|e| AppError::new("data.refused", format!("{}: {}", e.place, e.message)))?;
        library.put_user_record(Diskwars::ID, kind, id, &json)?;
        Ok(())
    })
}
