//! Underworlds user data: whole warbands and Rivals decks a player enters from their own
//! cards, because the rulebook prints no fighter card and no deck list.
//!
//! A record of kind `warband` or `deck` is shaped like the same record of a pack and checked
//! against the pack schema (`data/schemas/underworlds-pack.schema.json`, the record wrapped
//! as a one-record pack), then indexed on its own (a fighter, ability or card id twice is
//! refused). Its `source` is marked as the user's (`user: …`). A record with a shipped id
//! takes the shipped record's place, so the warband editor can start from the rulebook's
//! names and complete them; deleting it brings the shipped record back.

use super::{checked_in, record_fault, UserRecordText};
use crate::pack::PackError;
use crate::{schemas, Pack};
use muster_core::games::underworlds::{
    Catalog, CatalogParts, Deck, Underworlds, Warband, PACK_FORMAT,
};
use serde::de::DeserializeOwned;
use serde_json::json;

const GAME: &str = "underworlds";

/// Checks one record (its schema, its id, its own ids) and returns it typed, marked as the
/// user's. `key` is the pack's array for the kind (`warbands`, `decks`).
fn record<T: DeserializeOwned + Clone>(
    record: &UserRecordText<'_>,
    key: &str,
    alone: impl Fn(T) -> CatalogParts,
) -> Result<T, PackError> {
    let wrapper = json!({"format": PACK_FORMAT, "source": "user data",
        "warbands": [], "decks": [], "legality": []});
    let typed: T = checked_in(GAME, record, wrapper, key, schemas::underworlds_pack())?;
    Catalog::new(alone(typed.clone())).map_err(|e| {
        let place = e
            .path
            .strip_prefix(&format!("/{key}/0"))
            .unwrap_or(&e.path)
            .to_owned();
        record_fault(GAME, record, &place, e.message)
    })?;
    Ok(typed)
}

/// Puts `item` in place of the item with the same id, or at the end.
fn put<T>(items: &mut Vec<T>, item: T, id: impl Fn(&T) -> &str) {
    match items.iter().position(|old| id(old) == id(&item)) {
        Some(i) => items[i] = item,
        None => items.push(item),
    }
}

/// The catalogue `base` plus the player's warbands and decks: each record is checked
/// against the pack schema, marked as the user's, and takes the place of a shipped (or
/// earlier) record with its id. A bad record or an unknown kind is an error naming
/// `underworlds/<kind>/<id><pointer>`; `base` is never changed.
pub(crate) fn with_user_data(
    base: &Catalog,
    records: &[UserRecordText<'_>],
) -> Result<Catalog, PackError> {
    let mut parts = base.parts().clone();
    for text in records {
        match text.kind {
            "warband" => {
                let warband: Warband = record(text, "warbands", |w| CatalogParts {
                    warbands: vec![w],
                    ..CatalogParts::default()
                })?;
                put(&mut parts.warbands, warband, |w| &w.id);
            }
            "deck" => {
                let deck: Deck = record(text, "decks", |d| CatalogParts {
                    decks: vec![d],
                    ..CatalogParts::default()
                })?;
                put(&mut parts.decks, deck, |d| &d.id);
            }
            other => {
                return Err(record_fault(
                    GAME,
                    text,
                    "",
                    format!(
                        "unknown kind '{other}' (expected one of {})",
                        Underworlds::RECORD_KINDS.join(", ")
                    ),
                ))
            }
        }
    }
    Catalog::new(parts).map_err(|e| PackError::new("user data", e.path, e.message))
}
