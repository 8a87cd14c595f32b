//! The Underworlds side of the builder: the warbands, Rivals decks and legality lists (the
//! shipped pack plus the player's own records, `muster_data::user::underworlds`), storing or
//! deleting a record the player enters (checked by
//! `Underworlds::check_new_user_record` before it is stored),
//! and reading a deck typed as plain text (`muster_core::games::underworlds::deck_text`).

use crate::error::{AppError, ErrorCode};
use crate::games::record_texts;
use crate::muster::Muster;
use muster_core::community::{CommunityReference, Words};
use muster_core::games::underworlds::{
    deck_text, runemark_words, Catalog, Deck, Legality, Underworlds, Warband,
};
use muster_core::{Game, Lang};
use muster_data::user::is_users;
use muster_data::{Pack, PackError, UserRecordText};
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;

/// Where a deck typed in the app says it comes from (the loader keeps the `user:` mark).
pub const TYPED_DECK_SOURCE: &str = "user: typed in Muster's deck editor";

/// A catalogue record as is, and whether it is the player's own (`source` starting
/// `user:`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "UnderworldsRecordView"))]
pub struct RecordView<T> {
    /// The core catalogue record, serialized as is.
    #[serde(flatten)]
    pub record: T,
    /// The player's own record rather than a shipped one.
    pub user: bool,
    /// A warband whose fighter cards are the community's card list (read off the card
    /// images, not checked against the cards); false for a deck and for the player's own.
    pub community_cards: bool,
}

/// `underworlds_catalog`'s answer: `{ warbands, decks, legality }`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct UnderworldsCatalogView {
    /// Every warband in pack order, a player's record in place of the shipped one of its
    /// id, their new ones after.
    pub warbands: Vec<RecordView<Warband>>,
    /// Every Rivals deck, likewise.
    pub decks: Vec<RecordView<Deck>>,
    /// The legality lists per format and season.
    pub legality: Vec<Legality>,
    /// Every runemark of the catalogue's fighters, abilities and cards, by id, as a player
    /// reads it (`runemark_words`): the window shows no id.
    pub runemarks: BTreeMap<String, Words>,
    /// Where the community's fighter cards come from, as a player reads it (what it is and
    /// its date, `CommunityReference::said`); null when no card is the community's.
    pub community: Option<Words>,
    /// What of that source only someone checking it needs (repository, commit, file),
    /// shown behind "Details"; null likewise.
    pub community_details: Option<String>,
}

/// The catalogue as the builder reads it.
pub(crate) fn catalog_view(catalog: &Catalog) -> UnderworldsCatalogView {
    UnderworldsCatalogView {
        warbands: catalog
            .warbands()
            .iter()
            .map(|w| RecordView {
                user: is_users(&w.source),
                community_cards: w.cards_from_community(),
                record: w.clone(),
            })
            .collect(),
        decks: catalog
            .decks()
            .iter()
            .map(|d| RecordView {
                user: is_users(&d.source),
                community_cards: false,
                record: d.clone(),
            })
            .collect(),
        legality: catalog.legality().to_vec(),
        runemarks: runemarks(catalog),
        community: catalog
            .parts()
            .community
            .as_ref()
            .map(CommunityReference::said_words),
        community_details: catalog
            .parts()
            .community
            .as_ref()
            .map(CommunityReference::details),
    }
}

/// [`UnderworldsCatalogView::runemarks`].
fn runemarks(catalog: &Catalog) -> BTreeMap<String, Words> {
    let fighters = catalog.warbands().iter().flat_map(|w| {
        w.fighters
            .iter()
            .flat_map(|f| f.runemarks.iter())
            .chain(w.abilities.iter().filter_map(|a| a.runemark.as_ref()))
    });
    let cards = catalog
        .decks()
        .iter()
        .flat_map(|d| d.cards.iter().filter_map(|c| c.runemark.as_ref()));
    fighters
        .chain(cards)
        .map(|mark| (mark.clone(), runemark_words(mark)))
        .collect()
}

/// A record kind the player may store (`args.invalid` otherwise).
fn record_kind(kind: &str) -> Result<&str, AppError> {
    if Underworlds::RECORD_KINDS.contains(&kind) {
        Ok(kind)
    } else {
        Err(AppError::args(format!(
            "unknown kind '{kind}' (Underworlds: {})",
            Underworlds::RECORD_KINDS.join(", ")
        )))
    }
}

/// A record refused before the checker sees it, named as the checker names its places.
fn invalid(kind: &str, place: &str, message: &str) -> AppError {
    AppError::new(
        ErrorCode::RecordInvalid,
        format!("underworlds/{kind}{place}: {message}"),
    )
}

/// `underworlds_save_record`: stores the player's own warband or deck (`kind`), replacing
/// their earlier record of the same id, and a shipped record of that id for this player.
/// The record is the catalogue's shape; the `user` flag `underworlds_catalog` adds is not
/// part of it and is dropped. A record the checker refuses is `record.invalid`, its message
/// naming the place (`underworlds/warband/<id>/fighters/0/inspired/health: …`), and nothing
/// is stored.
pub(super) fn save_record(
    muster: &Muster,
    kind: &str,
    record: Value,
) -> Result<UnderworldsCatalogView, AppError> {
    let kind = record_kind(kind)?;
    let Value::Object(mut record) = record else {
        return Err(invalid(kind, "", "a record is a JSON object"));
    };
    record.remove("user");
    let id = match record.get("id") {
        Some(Value::String(id)) if !id.trim().is_empty() => id.clone(),
        _ => return Err(invalid(kind, "/id", "a record needs an id")),
    };
    let json = Value::Object(record).to_string();
    muster.session(|session| {
        let pack = session.pack::<Underworlds>()?;
        let library = session.library()?;
        let stored = library.user_records(Some(Underworlds::ID))?;
        let texts = record_texts(&stored);
        let new = UserRecordText {
            kind,
            id: &id,
            json: &json,
        };
        let catalog = Underworlds::check_new_user_record(&pack, &texts, new)
            .map_err(|e| AppError::new(ErrorCode::RecordInvalid, checked_message(&e)))?;
        library.put_user_record(Underworlds::ID, kind, &id, &json)?;
        Ok(catalog_view(&catalog))
    })
}

/// The checker's fault as `place: message` (the place is `underworlds/<kind>/<id>/…`).
fn checked_message(error: &PackError) -> String {
    if error.place.is_empty() {
        error.message.clone()
    } else {
        format!("{}: {}", error.place, error.message)
    }
}

/// `underworlds_delete_record`: deletes the player's own warband or deck (the shipped one of
/// that id, if any, is theirs again); `store.not_found` when they have no such record.
pub(super) fn delete_record(
    muster: &Muster,
    kind: &str,
    id: &str,
) -> Result<UnderworldsCatalogView, AppError> {
    let kind = record_kind(kind)?;
    muster.session(|session| {
        session
            .library()?
            .delete_user_record(Underworlds::ID, kind, id)?;
        Ok(catalog_view(&*session.catalog::<Underworlds>()?))
    })
}

/// `underworlds_read_deck`: a deck typed as plain text (one card per line, `TYPE · NAME ·
/// GLORY`) read into a deck record `id` named `name`, not stored. Bad lines are `deck.text`,
/// the message one line per bad input line (`line 3: …`) in `lang`.
pub(super) fn read_deck(text: &str, id: &str, name: &str, lang: Lang) -> Result<Deck, AppError> {
    deck_text::read_deck(text, id, name, TYPED_DECK_SOURCE).map_err(|errors| {
        let lines: Vec<String> = errors.iter().map(|e| e.text(lang)).collect();
        AppError::new(ErrorCode::DeckText, lines.join("\n"))
    })
}
