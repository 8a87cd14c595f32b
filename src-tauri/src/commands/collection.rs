//! The collection: what the player owns, setting a count, and which saved lists the
//! collection can field (`muster_core::collection::Collection` and each game's
//! `Game::can_field`).

use crate::commands::parse_stored;
use crate::error::AppError;
use crate::state::AppState;
use muster_core::collection::{Collection, Owned};
use muster_core::games::diskwars::{self, BoxTotal, Diskwars, GameBox};
use muster_core::games::runewars::{Catalog, RuneWars, KINDS};
use muster_core::games::sigmar::{self, Sigmar};
use muster_core::games::underworlds::{self, Underworlds};
use muster_core::{Game, GameId, Lang, ListDocument};
use muster_store::{CollectionEntry, Library, ListId};
use serde::{Deserialize, Serialize};

/// One line of `collection_get`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OwnedView {
    /// `unit` (trays), `upgrade` (cards) or `box`.
    pub kind: String,
    /// The item id.
    pub item: String,
    /// How many.
    pub count: u32,
}

/// One row of `can_field_all`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CanFieldRow {
    /// The saved list's id.
    pub id: ListId,
    /// Its name.
    pub name: String,
    /// Its game (`runewars`, `diskwars`): the collection it is checked against.
    pub game: String,
    /// True when the collection covers everything the list needs.
    pub can_field: bool,
    /// How many `collection.short` findings (`check_list` gives them in full).
    pub shortfalls: usize,
}

/// One line of what a Diskwars box holds, named in the requested language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DiskwarsBoxLine {
    /// `disc`, `command-card`, `deployment-card`, `terrain` or `scenario-card`.
    pub kind: String,
    /// The catalogue id.
    pub item: String,
    /// Its name (the id when the catalogue has no such item).
    pub name: String,
    /// How many.
    pub count: u32,
}

/// A Diskwars box as `diskwars_catalog` gives it: what it holds per item where the
/// rulebook says so, whether that is all of it, and the totals the rulebook states.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DiskwarsBoxView {
    /// `core-set`.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The items owning the box counts as owning.
    pub contents: Vec<DiskwarsBoxLine>,
    /// False when `contents` does not account for everything in the box: the core set's
    /// rulebook counts its discs by size, never by disc, so the player counts their own.
    pub contents_complete: bool,
    /// Totals by kind of component (`small-discs`, `command-cards`…) with their source.
    pub totals: Vec<BoxTotal>,
    /// Where the rulebook lists the contents.
    pub source: String,
}

fn diskwars_item_name(catalog: &diskwars::Catalog, kind: &str, item: &str, lang: Lang) -> String {
    let name = match kind {
        "disc" => catalog.disc(item).map(|d| &d.name),
        "command-card" => catalog.command_card(item).map(|c| &c.name),
        "deployment-card" => catalog.deployment_card(item).map(|c| &c.name),
        "terrain" => catalog.terrain_by_id(item).map(|t| &t.name),
        "scenario-card" => catalog.scenario_card(item).map(|c| &c.name),
        _ => None,
    };
    name.map_or_else(|| item.to_owned(), |n| n.get(lang).to_owned())
}

fn diskwars_box_view(
    catalog: &diskwars::Catalog,
    game_box: &GameBox,
    lang: Lang,
) -> DiskwarsBoxView {
    DiskwarsBoxView {
        id: game_box.id.clone(),
        name: game_box.name.get(lang).to_owned(),
        contents: game_box
            .contents
            .iter()
            .map(|line| DiskwarsBoxLine {
                kind: line.kind.clone(),
                item: line.item.clone(),
                name: diskwars_item_name(catalog, &line.kind, &line.item, lang),
                count: line.count,
            })
            .collect(),
        contents_complete: game_box.contents_complete,
        totals: game_box.totals.clone(),
        source: game_box.source.clone(),
    }
}

/// The Diskwars boxes of the catalogue, names in `lang` (part of `diskwars_catalog`).
pub fn diskwars_boxes(catalog: &diskwars::Catalog, lang: Lang) -> Vec<DiskwarsBoxView> {
    catalog
        .boxes()
        .iter()
        .map(|b| diskwars_box_view(catalog, b, lang))
        .collect()
}

fn game_of(game: &str) -> Result<GameId, AppError> {
    game.parse().map_err(|e| AppError::args(format!("{e}")))
}

/// The library's RuneWars collection, boxes expanded with the catalogue's contents.
pub fn runewars_collection(library: &Library, catalog: &Catalog) -> Result<Collection, AppError> {
    let owned: Vec<Owned> = library.collection(Some(RuneWars::ID))?;
    Ok(Collection::new(RuneWars::ID, &owned, catalog.boxes()))
}

/// The library's Diskwars collection, boxes expanded with what the catalogue knows they hold.
pub fn diskwars_collection(
    library: &Library,
    catalog: &diskwars::Catalog,
) -> Result<Collection, AppError> {
    let owned: Vec<Owned> = library.collection(Some(Diskwars::ID))?;
    Ok(Collection::new(
        Diskwars::ID,
        &owned,
        &catalog.box_contents(),
    ))
}

/// The library's Age of Sigmar collection: models per warscroll (the packs describe no
/// boxes).
pub fn sigmar_collection(library: &Library) -> Result<Collection, AppError> {
    let owned: Vec<Owned> = library.collection(Some(Sigmar::ID))?;
    Ok(Collection::new(Sigmar::ID, &owned, &[]))
}

/// The library's Underworlds collection (no pack describes a box).
pub fn underworlds_collection(library: &Library) -> Result<Collection, AppError> {
    let owned: Vec<Owned> = library.collection(Some(Underworlds::ID))?;
    Ok(Collection::new(Underworlds::ID, &owned, &[]))
}

/// [`check_item`] for Underworlds: a kind the rules core counts
/// (`muster_core::games::underworlds::KINDS`), and a warband or deck of the catalogue.
fn check_underworlds_item(
    catalog: &underworlds::Catalog,
    kind: &str,
    item: &str,
) -> Result<(), AppError> {
    if !underworlds::KINDS.iter().any(|k| k.id == kind) {
        let kinds: Vec<&str> = underworlds::KINDS.iter().map(|k| k.id).collect();
        return Err(AppError::args(format!(
            "unknown kind '{kind}' (Underworlds: {})",
            kinds.join(", ")
        )));
    }
    let known = match kind {
        "warband" => catalog.warband(item).is_some(),
        "deck" => catalog.deck(item).is_some(),
        _ => false,
    };
    if known {
        Ok(())
    } else {
        Err(AppError::args(format!("no Underworlds {kind} '{item}'")))
    }
}

/// [`check_item`] for Age of Sigmar: `unit`, a warscroll of a loaded pack (counted in
/// models).
fn check_sigmar_item(catalog: &sigmar::Catalog, kind: &str, item: &str) -> Result<(), AppError> {
    if kind != sigmar::MODELS.id {
        return Err(AppError::args(format!(
            "unknown kind '{kind}' (Age of Sigmar: {})",
            sigmar::MODELS.id
        )));
    }
    if sigmar::is_collected_unit(catalog, item) {
        Ok(())
    } else {
        Err(AppError::args(format!("no Age of Sigmar unit '{item}'")))
    }
}

/// `collection_get`: what is owned in `game`, by kind and item.
pub fn collection_get(state: &AppState, game: &str) -> Result<Vec<OwnedView>, AppError> {
    let game = game_of(game)?;
    state.with_library(|library| {
        Ok(library
            .collection(Some(game.id()))?
            .into_iter()
            .map(|e| OwnedView {
                kind: e.kind,
                item: e.item,
                count: e.count,
            })
            .collect())
    })
}

/// Refuses an item the catalogue does not have, so a typo cannot enter the collection.
fn check_item(catalog: &Catalog, kind: &str, item: &str) -> Result<(), AppError> {
    let known = match kind {
        "unit" => catalog.unit(item).is_some(),
        "upgrade" => catalog.upgrade(item).is_some(),
        "box" => catalog.boxes().iter().any(|b| b.id == item),
        _ => {
            let kinds: Vec<&str> = KINDS.iter().map(|k| k.id).collect();
            return Err(AppError::args(format!(
                "unknown kind '{kind}' (RuneWars: {})",
                kinds.join(", ")
            )));
        }
    };
    if known {
        Ok(())
    } else {
        Err(AppError::args(format!("no RuneWars {kind} '{item}'")))
    }
}

/// [`check_item`] for Diskwars: discs, command cards and boxes.
fn check_diskwars_item(
    catalog: &diskwars::Catalog,
    kind: &str,
    item: &str,
) -> Result<(), AppError> {
    let known = match kind {
        "disc" => catalog.disc(item).is_some(),
        "command-card" => catalog.command_card(item).is_some(),
        "box" => catalog.game_box(item).is_some(),
        _ => {
            let kinds: Vec<&str> = diskwars::KINDS.iter().map(|k| k.id).collect();
            return Err(AppError::args(format!(
                "unknown kind '{kind}' (Diskwars: {})",
                kinds.join(", ")
            )));
        }
    };
    if known {
        Ok(())
    } else {
        Err(AppError::args(format!("no Diskwars {kind} '{item}'")))
    }
}

/// `collection_set`: sets how many of an item are owned (0 removes the line) and returns
/// the new count. Raising a count checks that the item exists; lowering one never does,
/// so a line whose item has gone (a deleted user record) can still be cleared.
pub fn collection_set(
    state: &AppState,
    game: &str,
    kind: &str,
    item: &str,
    count: u32,
) -> Result<u32, AppError> {
    let game = game_of(game)?;
    // Loaded before the library is taken: loading reads the settings, under the same lock.
    let sigmar = match (game, count) {
        (GameId::Sigmar, 1..) => Some(crate::commands::sigmar::sigmar_catalog_loaded(state)?),
        _ => None,
    };
    state.with_library(|library| {
        let owned = library
            .collection(Some(game.id()))?
            .into_iter()
            .find(|e| e.kind == kind && e.item == item)
            .map_or(0, |e| e.count);
        if count > owned {
            match game {
                GameId::RuneWars => check_item(&state.runewars_catalog(library)?, kind, item)?,
                GameId::Diskwars => {
                    check_diskwars_item(&state.diskwars_catalog(library)?, kind, item)?
                }
                GameId::Sigmar => match &sigmar {
                    Some(catalog) => check_sigmar_item(catalog, kind, item)?,
                    None => return Err(AppError::args("no Age of Sigmar packs loaded")),
                },
                GameId::Underworlds => check_underworlds_item(
                    &crate::commands::underworlds::underworlds_catalog_of(library)?,
                    kind,
                    item,
                )?,
            }
            let add = CollectionEntry::new(game.id(), kind, item, count - owned);
            library.add_to_collection(&[add])?;
        } else if count < owned {
            let remove = CollectionEntry::new(game.id(), kind, item, owned - count);
            library.remove_from_collection(&remove)?;
        }
        Ok(count)
    })
}

/// One line of a box the player describes: `count` of `item` of `kind` (`unit` trays or
/// `upgrade` cards).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoxLine {
    /// `unit` or `upgrade`.
    pub kind: String,
    /// The catalogue id.
    pub item: String,
    /// How many.
    pub count: u32,
}

/// `box_save`: stores a box the player describes (no pack ships box contents: no source
/// gives them) as their own data, checked like shipped data before it is stored; owning
/// it then counts as owning its contents. Saving an existing id replaces its contents.
pub fn box_save(
    state: &AppState,
    game: &str,
    id: &str,
    contents: &[BoxLine],
) -> Result<(), AppError> {
    let game = game_of(game)?;
    let record = serde_json::json!({
        "id": id,
        "contents": contents,
        "source": "user: described in Muster's collection page",
    })
    .to_string();
    state.with_library(|library| {
        match game {
            GameId::RuneWars => {
                let stored = library.user_records(Some(game.id()))?;
                let texts: Vec<muster_data::UserRecordText<'_>> = stored
                    .iter()
                    .map(|r| muster_data::UserRecordText {
                        kind: &r.kind,
                        id: &r.id,
                        json: &r.record,
                    })
                    .collect();
                let record = muster_data::UserRecordText {
                    kind: "box",
                    id,
                    json: &record,
                };
                muster_data::check_new_user_record(state.runewars_base()?, &texts, record)?;
            }
            GameId::Diskwars => return Err(AppError::args(
                "Diskwars boxes cannot be described in the app: record the discs and cards you own",
            )),
            GameId::Sigmar => return Err(AppError::args(
                "Age of Sigmar boxes cannot be described in the app: record the models you own per warscroll",
            )),
            GameId::Underworlds => return Err(AppError::args(
                "Underworlds boxes cannot be described in the app: record the warbands and decks you own",
            )),
        }
        library.put_user_record(game.id(), "box", id, &record)?;
        Ok(())
    })
}

/// The value in `slot`, made by `make` the first time it is asked for.
fn lazily<T>(
    slot: &mut Option<T>,
    make: impl FnOnce() -> Result<T, AppError>,
) -> Result<&T, AppError> {
    if slot.is_none() {
        *slot = Some(make()?);
    }
    Ok(slot.as_ref().expect("filled above"))
}

/// `can_field_all`: for every saved list, whether the collection covers it.
pub fn can_field_all(state: &AppState, lang: Lang) -> Result<Vec<CanFieldRow>, AppError> {
    // The Age of Sigmar packs are read before the library is taken (loading reads the
    // settings, under the same lock), and their fault only matters to a Sigmar list.
    let sigmar_catalog = crate::commands::sigmar::sigmar_catalog_loaded(state);
    state.with_library(|library| {
        let stored = library.all_lists()?;
        // Each game's catalogue and collection are read once, and only when a list needs them.
        let mut runewars = None;
        let mut diskwars = None;
        let mut sigmar = None;
        let mut underworlds = None;
        let mut rows = Vec::with_capacity(stored.len());
        for stored in &stored {
            let short = match parse_stored(stored)? {
                ListDocument::RuneWars(list) => {
                    let (catalog, collection) = lazily(&mut runewars, || {
                        let catalog = state.runewars_catalog(library)?;
                        let collection = runewars_collection(library, &catalog)?;
                        Ok((catalog, collection))
                    })?;
                    RuneWars::can_field(&list, catalog, collection, lang)
                }
                ListDocument::Diskwars(list) => {
                    let (catalog, collection) = lazily(&mut diskwars, || {
                        let catalog = state.diskwars_catalog(library)?;
                        let collection = diskwars_collection(library, &catalog)?;
                        Ok((catalog, collection))
                    })?;
                    Diskwars::can_field(&list, catalog, collection, lang)
                }
                ListDocument::Sigmar(list) => {
                    let catalog = sigmar_catalog.as_ref().map_err(Clone::clone)?;
                    let collection = lazily(&mut sigmar, || sigmar_collection(library))?;
                    Sigmar::can_field(&list, catalog, collection, lang)
                }
                ListDocument::Underworlds(list) => {
                    let (catalog, collection) = lazily(&mut underworlds, || {
                        let catalog =
                            crate::commands::underworlds::underworlds_catalog_of(library)?;
                        Ok((catalog, underworlds_collection(library)?))
                    })?;
                    Underworlds::can_field(&list, catalog, collection, lang)
                }
            };
            rows.push(CanFieldRow {
                id: stored.summary.id,
                name: stored.summary.name.clone(),
                game: stored.summary.game.clone(),
                can_field: short.is_empty(),
                shortfalls: short.len(),
            });
        }
        Ok(rows)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::catalog::check_list;
    use crate::commands::diskwars::diskwars_catalog;
    use crate::commands::lists::list_save;
    use crate::test_support::{example, state_in, TempDir, DISKWARS_KAIROS};

    #[test]
    fn a_box_the_player_describes_counts_as_its_contents() {
        let dir = TempDir::new("box");
        let state = state_in(&dir);
        let document = example("runewars-uthuk-skirmish.json");
        let line = |kind: &str, item: &str, count| BoxLine {
            kind: kind.into(),
            item: item.into(),
            count,
        };
        let contents = [
            line("unit", "kethra-alaak", 1),
            line("unit", "berserkers", 6),
            line("unit", "flesh-rippers", 2),
            line("upgrade", "ritual-venom", 1),
            line("upgrade", "trumpets", 1),
        ];
        box_save(&state, "runewars", "raiding-box", &contents).unwrap();
        assert!(!check_list(&state, &document, Lang::En)
            .unwrap()
            .shortfalls
            .is_empty());
        collection_set(&state, "runewars", "box", "raiding-box", 1).unwrap();
        let checked = check_list(&state, &document, Lang::En).unwrap();
        assert!(checked.shortfalls.is_empty(), "{:?}", checked.shortfalls);

        // A box naming something the catalogue lacks is refused and nothing is stored.
        let err = box_save(
            &state,
            "runewars",
            "typo-box",
            &[line("upgrade", "trumpet", 1)],
        )
        .unwrap_err();
        assert_eq!(err.code, "data.broken");
        let boxes = state
            .with_library(|l| Ok(l.user_records(Some("runewars"))?))
            .unwrap();
        assert_eq!(boxes.len(), 1);
    }

    #[test]
    fn owning_what_a_list_needs_clears_its_shortfalls() {
        let dir = TempDir::new("collection");
        let state = state_in(&dir);
        let document = example("runewars-daqan-shield-wall.json");
        let short = check_list(&state, &document, Lang::En).unwrap().shortfalls;
        assert!(!short.is_empty());
        // Trays: 9 + 4 Spearmen, 4 Oathsworn Cavalry, 1 Kari; one card of each upgrade.
        for (kind, item, count) in [
            ("unit", "spearmen", 13),
            ("unit", "oathsworn-cavalry", 4),
            ("unit", "kari-wraithstalker", 1),
            ("upgrade", "shield-wall", 1),
            ("upgrade", "war-crier", 1),
            ("upgrade", "front-line-rune-golem", 1),
            ("upgrade", "master-crafted-weapons", 1),
            ("upgrade", "heartseeker", 1),
            ("upgrade", "trumpets", 1),
        ] {
            assert_eq!(
                collection_set(&state, "runewars", kind, item, count).unwrap(),
                count
            );
        }
        let checked = check_list(&state, &document, Lang::En).unwrap();
        assert!(checked.shortfalls.is_empty(), "{:?}", checked.shortfalls);

        // One tray fewer: exactly one shortfall, naming the Spearmen.
        assert_eq!(
            collection_set(&state, "runewars", "unit", "spearmen", 12).unwrap(),
            12
        );
        let short = check_list(&state, &document, Lang::En).unwrap().shortfalls;
        assert_eq!(short.len(), 1);
        assert_eq!(short[0].code, "collection.short");

        let owned = collection_get(&state, "runewars").unwrap();
        assert_eq!(owned.len(), 9);
        assert_eq!(
            owned.iter().find(|o| o.item == "spearmen").unwrap(),
            &OwnedView {
                kind: "unit".into(),
                item: "spearmen".into(),
                count: 12
            }
        );
        assert_eq!(
            collection_set(&state, "runewars", "unit", "spearmen", 0).unwrap(),
            0
        );
        assert_eq!(collection_get(&state, "runewars").unwrap().len(), 8);
    }

    #[test]
    fn unknown_games_kinds_and_items_are_refused() {
        let dir = TempDir::new("collection-bad");
        let state = state_in(&dir);
        let err = collection_set(&state, "chess", "unit", "pawn", 8).unwrap_err();
        assert_eq!(err.code, "args.invalid");
        let err = collection_set(&state, "runewars", "unit", "spearman", 1).unwrap_err();
        assert_eq!(err, AppError::args("no RuneWars unit 'spearman'"));
        let err = collection_set(&state, "runewars", "dice", "red", 1).unwrap_err();
        assert_eq!(err.code, "args.invalid");
        assert_eq!(
            collection_get(&state, "chess").unwrap_err().code,
            "args.invalid"
        );
        // Clearing what is not there changes nothing and is not an error.
        assert_eq!(
            collection_set(&state, "runewars", "unit", "spearman", 0).unwrap(),
            0
        );
        assert!(collection_get(&state, "runewars").unwrap().is_empty());
    }

    #[test]
    fn can_field_all_answers_for_every_saved_list() {
        let dir = TempDir::new("can-field");
        let state = state_in(&dir);
        let skirmish = list_save(&state, None, &example("runewars-uthuk-skirmish.json")).unwrap();
        let wall = list_save(&state, None, &example("runewars-daqan-shield-wall.json")).unwrap();
        for (kind, item, count) in [
            ("unit", "spearmen", 13),
            ("unit", "oathsworn-cavalry", 4),
            ("unit", "kari-wraithstalker", 1),
            ("upgrade", "shield-wall", 1),
            ("upgrade", "war-crier", 1),
            ("upgrade", "front-line-rune-golem", 1),
            ("upgrade", "master-crafted-weapons", 1),
            ("upgrade", "heartseeker", 1),
            ("upgrade", "trumpets", 1),
        ] {
            collection_set(&state, "runewars", kind, item, count).unwrap();
        }
        let rows = can_field_all(&state, Lang::En).unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].id, skirmish.id);
        assert!(!rows[0].can_field && rows[0].shortfalls > 0);
        assert_eq!(
            rows[1],
            CanFieldRow {
                id: wall.id,
                name: "Shield wall of Terrinoth".into(),
                game: "runewars".into(),
                can_field: true,
                shortfalls: 0
            }
        );
        let json = serde_json::to_value(&rows[1]).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"id": wall.id, "name": "Shield wall of Terrinoth",
                "game": "runewars", "canField": true, "shortfalls": 0})
        );
    }

    #[test]
    fn diskwars_discs_and_cards_are_collected_and_can_field_covers_both_games() {
        let dir = TempDir::new("collection-diskwars");
        let state = state_in(&dir);
        let runewars =
            list_save(&state, None, &example("runewars-daqan-shield-wall.json")).unwrap();
        let diskwars = list_save(&state, None, DISKWARS_KAIROS).unwrap();
        let rows = can_field_all(&state, Lang::En).unwrap();
        assert_eq!(rows.len(), 2);
        assert!(rows.iter().all(|r| !r.can_field));

        // Kairos, a Bloodthirster, Plaguebearers, two Kurgan Barbarians and the two cards.
        for (kind, item, count) in [
            ("disc", "kairos-fateweaver", 1),
            ("disc", "bloodthirster", 1),
            ("disc", "plaguebearers", 1),
            ("disc", "kurgan-barbarians", 2),
            ("command-card", "intimidate", 1),
            ("command-card", "nurgles-rot", 1),
        ] {
            assert_eq!(
                collection_set(&state, "diskwars", kind, item, count).unwrap(),
                count
            );
        }
        let rows = can_field_all(&state, Lang::En).unwrap();
        let row = |id| rows.iter().find(|r| r.id == id).unwrap();
        assert!(row(diskwars.id).can_field, "{rows:?}");
        assert!(!row(runewars.id).can_field);
        assert!(check_list(&state, DISKWARS_KAIROS, Lang::En)
            .unwrap()
            .shortfalls
            .is_empty());
        assert_eq!(collection_get(&state, "diskwars").unwrap().len(), 6);

        let err = collection_set(&state, "diskwars", "disc", "kurgan-barbarian", 1).unwrap_err();
        assert_eq!(err.code, "args.invalid");
        let err = collection_set(&state, "diskwars", "unit", "flamers", 1).unwrap_err();
        assert_eq!(err.code, "args.invalid");
        let err = box_save(&state, "diskwars", "my-box", &[]).unwrap_err();
        assert_eq!(err.code, "args.invalid");
    }

    #[test]
    fn the_core_set_says_its_disc_counts_are_unknown_and_adds_only_what_it_lists() {
        let dir = TempDir::new("collection-core-set");
        let state = state_in(&dir);
        let es = diskwars_catalog(&state, Lang::Es).unwrap();
        let core = es.boxes.iter().find(|b| b.id == "core-set").unwrap();
        assert_eq!(core.name, "Caja básica");
        assert!(!core.contents_complete);
        assert!(core.contents.iter().all(|l| l.kind != "disc"), "{core:?}");
        let json = serde_json::to_value(core).unwrap();
        assert_eq!(json["contentsComplete"], false);
        let small = json["totals"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["what"] == "small-discs")
            .unwrap();
        assert_eq!(small["count"], 38);

        // Owning the core set fields no list: which discs it holds is not stated.
        let list = list_save(&state, None, DISKWARS_KAIROS).unwrap();
        collection_set(&state, "diskwars", "box", "core-set", 1).unwrap();
        let rows = can_field_all(&state, Lang::En).unwrap();
        assert_eq!(rows[0].id, list.id);
        assert_eq!(rows[0].game, "diskwars");
        assert!(!rows[0].can_field);
    }

    #[test]
    fn sigmar_models_are_owned_per_warscroll_and_saved_lists_are_checked_against_them() {
        let dir = TempDir::new("collection-sigmar");
        let state = state_in(&dir);
        let document = example("sigmar/open-play-mixed-shelf.json");
        let saved = list_save(&state, None, &document).unwrap();
        let rows = can_field_all(&state, Lang::En).unwrap();
        assert_eq!((rows[0].id, rows[0].game.as_str()), (saved.id, "sigmar"));
        assert_eq!((rows[0].can_field, rows[0].shortfalls), (false, 4));
        for (unit, models) in [
            ("lord-celestant", 1),
            ("liberators", 10),
            ("prosecutors", 3),
            ("bloodletters", 10),
        ] {
            assert_eq!(
                collection_set(&state, "sigmar", "unit", unit, models).unwrap(),
                models
            );
        }
        assert!(can_field_all(&state, Lang::En).unwrap()[0].can_field);
        assert!(check_list(&state, &document, Lang::En)
            .unwrap()
            .shortfalls
            .is_empty());

        let typo = collection_set(&state, "sigmar", "unit", "liberatorz", 1).unwrap_err();
        assert!(
            typo.message.contains("no Age of Sigmar unit 'liberatorz'"),
            "{}",
            typo.message
        );
        let kind = collection_set(&state, "sigmar", "box", "starter", 1).unwrap_err();
        assert!(
            kind.message.contains("unknown kind 'box'"),
            "{}",
            kind.message
        );
        let boxed = box_save(&state, "sigmar", "starter", &[]).unwrap_err();
        assert_eq!(boxed.code, "args.invalid");
    }
}
