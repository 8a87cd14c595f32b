//! The collection: what the player owns, setting or adding counts (every item checked
//! against the catalogue first, so a typo cannot enter it), the boxes a player describes, and
//! "can I field this?" for one list or every saved one (each game's `Game::can_field`),
//! every saved one with its verdict beside, since a list you can field may still not be
//! legal or wait for values.

use crate::error::AppError;
use crate::games::{record_texts, Served};
use crate::lists::parse_stored;
use crate::muster::{Muster, Session};
use crate::settings::CollectionChecks;
use muster_core::{with_game, with_list, Diagnostic, Game, GameId, Lang, ListDocument, Verdict};
use muster_data::UserRecordText;
pub use muster_store::CollectionEntry;
use muster_store::{ListId, StoredList};
use serde::{Deserialize, Serialize};

/// One row of `can_field_all`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct CanFieldRow {
    /// The saved list's id.
    pub id: ListId,
    /// Its name.
    pub name: String,
    /// Its game: the collection it is checked against.
    pub game: String,
    /// True when the collection covers everything the list needs.
    pub can_field: bool,
    /// How many `collection.short` findings (`check_list` gives them in full).
    pub shortfalls: usize,
    /// Whether the builder checks this list against the collection (the setting
    /// `collectionChecks`, and with `auto` whether the player owns anything of its game):
    /// where not, a list page shows no shortfalls in the list's own place either.
    pub checked: bool,
    /// The list's verdict (legal, illegal or unconfirmed), with the default readings of
    /// unclear rules.
    pub verdict: Verdict,
}

/// One saved list, what the collection lacks to field it, and its verdict.
pub struct Fielding {
    /// The list.
    pub list: StoredList,
    /// A `collection.short` warning per shortfall.
    pub shortfalls: Vec<Diagnostic>,
    /// Legal, illegal or unconfirmed, with the default readings of unclear rules.
    pub verdict: Verdict,
    /// The player owns something of the list's game.
    pub owns_anything: bool,
}

/// One line of a box the player describes: `count` of `item` of `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct BoxLine {
    /// The kind of item inside (`unit`, `upgrade`).
    pub kind: String,
    /// The catalogue id.
    pub item: String,
    /// How many.
    pub count: u32,
}

/// A game named by its id (`args.invalid` for a game Muster does not know).
pub fn game_named(game: &str) -> Result<GameId, AppError> {
    game.parse().map_err(|e| AppError::args(format!("{e}")))
}

/// Refuses an item game `G`'s catalogue does not have, so a typo cannot enter the
/// collection.
fn check_item<G: Served>(
    session: &mut Session<'_>,
    kind: &str,
    item: &str,
) -> Result<(), AppError> {
    let catalog = session.catalog::<G>()?;
    match G::has_item(&catalog, kind, item) {
        Some(true) => Ok(()),
        Some(false) => Err(AppError::args(format!("no {} {kind} '{item}'", G::NAME))),
        None => {
            let kinds: Vec<&str> = G::KINDS.iter().map(|k| k.id).collect();
            Err(AppError::args(format!(
                "unknown kind '{kind}' ({}: {})",
                G::NAME,
                kinds.join(", ")
            )))
        }
    }
}

/// Checks that `item` of `kind` exists in `game` before it is stored.
fn check_entry(
    session: &mut Session<'_>,
    game: &str,
    kind: &str,
    item: &str,
) -> Result<(), AppError> {
    let game = game_named(game)?;
    with_game!(game, |G| check_item::<G>(session, kind, item))
}

fn shortfalls<G: Served>(
    session: &mut Session<'_>,
    list: &G::List,
    lang: Lang,
) -> Result<Vec<Diagnostic>, AppError> {
    let catalog = session.catalog::<G>()?;
    let collection = session.collection::<G>()?;
    Ok(G::can_field(list, &catalog, &collection, lang))
}

fn list_shortfalls(
    session: &mut Session<'_>,
    document: &ListDocument,
    lang: Lang,
) -> Result<Vec<Diagnostic>, AppError> {
    with_list!(document, |list, G| shortfalls::<G>(session, list, lang))
}

fn verdict<G: Served>(session: &mut Session<'_>, list: &G::List) -> Result<Verdict, AppError> {
    let catalog = session.catalog::<G>()?;
    Ok(G::validate(list, &catalog, &Default::default(), Lang::En).verdict)
}

fn owns_anything<G: Served>(session: &mut Session<'_>) -> Result<bool, AppError> {
    Ok(session.collection::<G>()?.owns_anything())
}

/// Checks a box record of game `G` the player describes, as shipped data is checked.
fn check_box<G: Served>(session: &mut Session<'_>, id: &str, record: &str) -> Result<(), AppError> {
    if !G::RECORD_KINDS.contains(&"box") {
        let kinds: Vec<&str> = G::KINDS
            .iter()
            .filter(|k| k.id != "box")
            .map(|k| k.unit_en)
            .collect();
        return Err(AppError::args(format!(
            "{} boxes cannot be described in the app: record the {} you own",
            G::NAME,
            kinds.join(" and ")
        )));
    }
    let pack = session.pack::<G>()?;
    let stored = session.library()?.user_records(Some(<G as Game>::ID))?;
    let record = UserRecordText {
        kind: "box",
        id,
        json: record,
    };
    G::check_new_user_record(&pack, &record_texts(&stored), record)?;
    Ok(())
}

/// Reads `game,kind,item,count` lines (a header line is allowed, `#` starts a comment); the
/// first fault is named by line number, every item checked.
fn read_csv(
    session: &mut Session<'_>,
    text: &str,
    shown: &str,
) -> Result<Vec<CollectionEntry>, AppError> {
    let mut entries = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let at = |message: String| AppError::args(format!("{shown}:{}: {message}", n + 1));
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(',').map(str::trim).collect();
        if n == 0 && fields.first() == Some(&"game") {
            continue;
        }
        let [game, kind, item, count] = fields[..] else {
            return Err(at(format!(
                "expected 4 fields game,kind,item,count, found {}",
                fields.len()
            )));
        };
        let count: u32 = match count.parse() {
            Ok(c) if c > 0 => c,
            _ => return Err(at(format!("count '{count}' is not a whole number above 0"))),
        };
        check_entry(session, game, kind, item).map_err(|e| at(e.message))?;
        entries.push(CollectionEntry::new(game, kind, item, count));
    }
    Ok(entries)
}

impl Muster {
    /// `collection_get`: what is owned in `game` (every game when `None`), by kind and item.
    pub fn collection_get(&self, game: Option<&str>) -> Result<Vec<CollectionEntry>, AppError> {
        if let Some(game) = game {
            game_named(game)?;
        }
        self.with_reading(|library| Ok(library.collection(game)?))
    }

    /// `collection_set`: sets how many of an item are owned (0 removes the line) and returns
    /// the new count. Raising a count checks that the item exists; lowering one never does,
    /// so a line whose item has gone (a deleted user record) can still be cleared.
    pub fn collection_set(
        &self,
        game: &str,
        kind: &str,
        item: &str,
        count: u32,
    ) -> Result<u32, AppError> {
        let id = game_named(game)?.id();
        self.session(|session| {
            let owned = session
                .library()?
                .collection(Some(id))?
                .into_iter()
                .find(|e| e.kind == kind && e.item == item)
                .map_or(0, |e| e.count);
            if count > owned {
                check_entry(session, id, kind, item)?;
                let add = CollectionEntry::new(id, kind, item, count - owned);
                session.library()?.add_to_collection(&[add])?;
            } else if count < owned {
                let remove = CollectionEntry::new(id, kind, item, owned - count);
                session.library()?.remove_from_collection(&remove)?;
            }
            Ok(count)
        })
    }

    /// `muster collection add`: adds `count` of an item, checked first; the count now owned.
    pub fn collection_add(&self, entry: &CollectionEntry) -> Result<u32, AppError> {
        self.session(|session| {
            check_entry(session, &entry.game, &entry.kind, &entry.item)?;
            let library = session.library()?;
            library.add_to_collection(std::slice::from_ref(entry))?;
            Ok(library
                .collection(Some(&entry.game))?
                .into_iter()
                .find(|e| e.kind == entry.kind && e.item == entry.item)
                .map_or(0, |e| e.count))
        })
    }

    /// `muster collection remove`: removes up to `count` of an item (never below zero); the
    /// count left.
    pub fn collection_remove(&self, entry: &CollectionEntry) -> Result<u32, AppError> {
        self.with_library(|library| Ok(library.remove_from_collection(entry)?))
    }

    /// `muster collection import`: adds every line of a CSV text `game,kind,item,count`
    /// (`shown` names it in errors); a bad line changes nothing. The lines added.
    pub fn collection_import(&self, text: &str, shown: &str) -> Result<usize, AppError> {
        self.session(|session| {
            let entries = read_csv(session, text, shown)?;
            session.library()?.add_to_collection(&entries)?;
            Ok(entries.len())
        })
    }

    /// `box_save`: stores a box the player describes (no pack ships box contents: no source
    /// gives them) as their own data, checked like shipped data before it is stored; owning
    /// it then counts as owning its contents. Saving an existing id replaces its contents.
    pub fn box_save(&self, game: &str, id: &str, contents: &[BoxLine]) -> Result<(), AppError> {
        let game = game_named(game)?;
        let record = serde_json::json!({
            "id": id,
            "contents": contents,
            "source": "user: described in Muster's collection page",
        })
        .to_string();
        self.session(|session| {
            with_game!(game, |G| check_box::<G>(session, id, &record))?;
            session
                .library()?
                .put_user_record(game.id(), "box", id, &record)?;
            Ok(())
        })
    }

    /// "Can I field this list?": a `collection.short` warning per shortfall.
    pub fn can_field(
        &self,
        document: &ListDocument,
        lang: Lang,
    ) -> Result<Vec<Diagnostic>, AppError> {
        self.session(|session| list_shortfalls(session, document, lang))
    }

    /// "Can I field saved list `id`?": the list and its shortfalls.
    pub fn can_field_saved(
        &self,
        id: ListId,
        lang: Lang,
    ) -> Result<(ListDocument, Vec<Diagnostic>), AppError> {
        self.session(|session| {
            let document = parse_stored(&session.reading()?.list(id)?)?;
            let short = list_shortfalls(session, &document, lang)?;
            Ok((document, short))
        })
    }

    /// "Which lists can I field now?": every saved list with its shortfalls. Each game's
    /// catalogue and collection are read once, and only when a list needs them.
    pub fn can_field_every(&self, lang: Lang) -> Result<Vec<Fielding>, AppError> {
        self.session(|session| {
            let lists = session.reading()?.all_lists()?;
            let mut rows = Vec::with_capacity(lists.len());
            for list in lists {
                let document = parse_stored(&list)?;
                let shortfalls = list_shortfalls(session, &document, lang)?;
                let verdict = with_list!(&document, |list, G| verdict::<G>(session, list))?;
                let owns_anything = with_list!(&document, |_list, G| owns_anything::<G>(session))?;
                rows.push(Fielding {
                    list,
                    shortfalls,
                    verdict,
                    owns_anything,
                });
            }
            Ok(rows)
        })
    }

    /// `can_field_all`: for every saved list, whether the collection covers it, and whether
    /// `checks` has the builder check it.
    pub fn can_field_all(
        &self,
        lang: Lang,
        checks: CollectionChecks,
    ) -> Result<Vec<CanFieldRow>, AppError> {
        Ok(self
            .can_field_every(lang)?
            .into_iter()
            .map(|row| CanFieldRow {
                id: row.list.summary.id,
                name: row.list.summary.name,
                game: row.list.summary.game,
                can_field: row.shortfalls.is_empty(),
                shortfalls: row.shortfalls.len(),
                checked: checks.applies(row.owns_anything),
                verdict: row.verdict,
            })
            .collect())
    }
}
