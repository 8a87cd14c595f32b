//! User data: what a player enters because no pack ships it, marked as the user's (`source`
//! starts with `user:`); the validator then treats it like shipped data.
//!
//! - RuneWars ([`runewars`]): factions, units, upgrades and boxes, each checked against the same
//!   schema as shipped data and never reusing a shipped id.
//! - Diskwars ([`diskwars`]): values the rulebook leaves unknown, filled into shipped discs
//!   and command cards.
//! - Underworlds ([`underworlds`]): whole warbands and decks, each checked against the pack
//!   schema; one with a shipped id takes the shipped record's place.

pub mod diskwars;
pub mod diskwars_table;
pub mod runewars;
pub mod underworlds;

use crate::pack::PackError;
use serde::de::DeserializeOwned;
use serde_json::{json, Value};

/// One stored user record: its kind, its id and its JSON text.
#[derive(Clone, Copy, Debug)]
pub struct UserRecordText<'a> {
    /// `faction`, `unit`, `upgrade` or `box`.
    pub kind: &'a str,
    /// The record's id (must equal the `id` inside the JSON).
    pub id: &'a str,
    /// The record as JSON, shaped like the same record of a pack.
    pub json: &'a str,
}

/// The prefix that marks a record as the user's.
pub use muster_core::USER_SOURCE;

/// A fault of a user record of `game`, placed at `<game>/<kind>/<id><place>` in the file
/// `user data`.
pub(crate) fn record_fault(
    game: &str,
    record: &UserRecordText<'_>,
    place: &str,
    message: impl Into<String>,
) -> PackError {
    PackError::new(
        "user data",
        format!("{game}/{}/{}{place}", record.kind, record.id),
        message,
    )
}

/// A record's own source, marked as the user's.
pub(crate) fn user_source(source: &str) -> String {
    if source.starts_with(USER_SOURCE) {
        source.to_owned()
    } else {
        format!("{USER_SOURCE} {source}")
    }
}

/// Checks one record of `game` against a pack schema, wrapped as a one-record pack (the
/// record alone in `wrapper[key]`, so the shipped schema is the only definition), and
/// returns it typed with its `source` marked as the user's. The record's JSON must be
/// valid and its `id` the record's id; a fault names `<game>/<kind>/<id><pointer>`.
pub(crate) fn checked_in<T: DeserializeOwned>(
    game: &str,
    record: &UserRecordText<'_>,
    mut wrapper: Value,
    key: &str,
    validator: &jsonschema::Validator,
) -> Result<T, PackError> {
    let fault = |place: &str, message: String| record_fault(game, record, place, message);
    let mut value: Value = serde_json::from_str(record.json).map_err(|e| {
        fault(
            "",
            format!(
                "not valid JSON (line {}, column {}): {e}",
                muster_core::json::position(&e).0,
                muster_core::json::position(&e).1
            ),
        )
    })?;
    if value.get("id").and_then(Value::as_str) != Some(record.id) {
        return Err(fault(
            "/id",
            format!("the record's id must be '{}'", record.id),
        ));
    }
    if let Some(source) = value.get("source").and_then(Value::as_str) {
        value["source"] = Value::String(user_source(source));
    }
    wrapper[key] = json!([value]);
    if let Some(error) = validator.iter_errors(&wrapper).next() {
        let pointer = error.instance_path().to_string();
        let inner = pointer
            .strip_prefix(&format!("/{key}/0"))
            .unwrap_or(&pointer)
            .to_owned();
        return Err(fault(
            &inner,
            format!("does not match the pack schema: {error}"),
        ));
    }
    serde_json::from_value(wrapper[key][0].take()).map_err(|e| fault("", e.to_string()))
}

/// The stored records with `record` in place of any of the same kind and id.
pub(crate) fn replacing<'a>(
    stored: &[UserRecordText<'a>],
    record: UserRecordText<'a>,
) -> Vec<UserRecordText<'a>> {
    let mut texts: Vec<UserRecordText<'a>> = stored
        .iter()
        .copied()
        .filter(|r| !(r.kind == record.kind && r.id == record.id))
        .collect();
    texts.push(record);
    texts
}

/// True when a catalogue record came from the user.
pub fn is_users(source: &str) -> bool {
    source.starts_with(USER_SOURCE)
}
