//! The Diskwars side of the builder: the catalogue as the builder shows it (every value the
//! rulebook states with its source, every other value `null`: unknown, never guessed), and
//! the values a player enters from their own discs and cards, checked by
//! `muster_data::check_new_diskwars_user_record` before they are stored as user data.

use crate::error::AppError;
use crate::state::{record_texts, AppState};
use muster_core::games::diskwars::{
    Catalog, CommandCard, Disc, DiscKind, Diskwars, Hints, Known, RegimentEntry, Restriction, Size,
    Strategy,
};
use muster_core::{Game, Lang};
use muster_data::{UserRecordText, DISKWARS_KINDS};
use serde::Serialize;
use serde_json::{Map, Value};

/// A value the data states: the value, where it is stated, and whether the player entered
/// it. An unknown value is `null` in its place.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ValueView<T> {
    /// The value.
    pub value: T,
    /// Where it is stated (`rulebook p.17`, or `user: …`).
    pub source: String,
    /// Entered by the player rather than shipped.
    pub user: bool,
}

fn known<T: Clone>(value: &Option<Known<T>>) -> Option<ValueView<T>> {
    value.as_ref().map(|k| ValueView {
        value: k.value.clone(),
        source: k.source.clone(),
        user: k.is_users(),
    })
}

/// An id and its name in the requested language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Named {
    /// The stable id.
    pub id: String,
    /// The name.
    pub name: String,
}

/// A race and the faction it belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RaceView {
    /// `chaos`, `orcs`…
    pub id: String,
    /// Its name.
    pub name: String,
    /// The faction id (`order`, `destruction`).
    pub faction: String,
}

/// A disc's printed stats, each known or `null`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StatsView {
    /// Movement.
    pub movement: Option<ValueView<u8>>,
    /// Attack strength.
    pub attack: Option<ValueView<u8>>,
    /// Counterattack strength.
    pub counterattack: Option<ValueView<u8>>,
    /// Toughness.
    pub toughness: Option<ValueView<u8>>,
    /// Vigor.
    pub vigor: Option<ValueView<u8>>,
}

/// A hero or unit disc.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DiscView {
    /// Its id.
    pub id: String,
    /// Its name (the Spanish one where no English name is known).
    pub name: String,
    /// `hero` or `unit`.
    pub kind: DiscKind,
    /// The race id.
    pub race: Option<ValueView<String>>,
    /// `small`, `medium` or `large`.
    pub size: Option<ValueView<Size>>,
    /// Unique.
    pub unique: Option<ValueView<bool>>,
    /// Elite.
    pub elite: Option<ValueView<bool>>,
    /// A hero's recruitment points.
    pub recruitment_points: Option<ValueView<u32>>,
    /// A hero's command value.
    pub command: Option<ValueView<u32>>,
    /// A unit's recruitment cost.
    pub cost: Option<ValueView<u32>>,
    /// The printed stats.
    pub stats: StatsView,
    /// Readings that are not values (what the digest read off a figure), by field, for a
    /// player checking their own disc; never used as a value.
    pub hints: Hints,
}

/// A command card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CommandCardView {
    /// Its id.
    pub id: String,
    /// Its title.
    pub name: String,
    /// `bold`, `direct`, `cunning` or `slow`.
    pub strategy: Option<ValueView<Strategy>>,
    /// Its activation value.
    pub value: Option<ValueView<u8>>,
    /// `none`, `order-only` or `destruction-only`.
    pub restriction: Option<ValueView<Restriction>>,
    /// Readings that are not values, by field.
    pub hints: Hints,
}

/// Copies of one disc.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EntryView {
    /// The disc id.
    pub disc: String,
    /// How many.
    pub count: u8,
}

/// A pre-built regiment of the rulebook.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PreBuiltRegimentView {
    /// Its id.
    pub id: String,
    /// The hero's disc id.
    pub hero: String,
    /// The units it recruits.
    pub units: Vec<EntryView>,
    /// The command cards it brings.
    pub command_cards: Vec<String>,
}

/// An introductory army of the rulebook.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct IntroductoryArmyView {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its discs, hero included.
    pub discs: Vec<EntryView>,
    /// Its hand of command cards.
    pub command_cards: Vec<String>,
}

/// `diskwars_catalog`'s answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DiskwarsCatalogView {
    /// Order and Destruction.
    pub factions: Vec<Named>,
    /// The races.
    pub races: Vec<RaceView>,
    /// Heroes and units.
    pub discs: Vec<DiscView>,
    /// Command cards.
    pub command_cards: Vec<CommandCardView>,
    /// The pre-built regiments.
    pub pre_built_regiments: Vec<PreBuiltRegimentView>,
    /// The introductory armies.
    pub introductory_armies: Vec<IntroductoryArmyView>,
    /// The boxes, as the collection page shows them.
    pub boxes: Vec<crate::commands::collection::DiskwarsBoxView>,
}

fn entries(entries: &[RegimentEntry]) -> Vec<EntryView> {
    entries
        .iter()
        .map(|e| EntryView {
            disc: e.disc.clone(),
            count: e.count,
        })
        .collect()
}

fn disc_view(disc: &Disc, lang: Lang) -> DiscView {
    DiscView {
        id: disc.id.clone(),
        name: disc.name.get(lang).to_owned(),
        kind: disc.kind,
        race: known(&disc.race),
        size: known(&disc.size),
        unique: known(&disc.unique),
        elite: known(&disc.elite),
        recruitment_points: known(&disc.recruitment_points),
        command: known(&disc.command),
        cost: known(&disc.cost),
        stats: StatsView {
            movement: known(&disc.stats.movement),
            attack: known(&disc.stats.attack),
            counterattack: known(&disc.stats.counterattack),
            toughness: known(&disc.stats.toughness),
            vigor: known(&disc.stats.vigor),
        },
        hints: disc.hints.clone(),
    }
}

fn card_view(card: &CommandCard, lang: Lang) -> CommandCardView {
    CommandCardView {
        id: card.id.clone(),
        name: card.name.get(lang).to_owned(),
        strategy: known(&card.strategy),
        value: known(&card.value),
        restriction: known(&card.restriction),
        hints: card.hints.clone(),
    }
}

/// The catalogue as the builder shows it, names in `lang`.
pub fn catalog_view(catalog: &Catalog, lang: Lang) -> DiskwarsCatalogView {
    DiskwarsCatalogView {
        factions: catalog
            .factions()
            .iter()
            .map(|f| Named {
                id: f.id.clone(),
                name: f.name.get(lang).to_owned(),
            })
            .collect(),
        races: catalog
            .races()
            .iter()
            .map(|r| RaceView {
                id: r.id.clone(),
                name: r.name.get(lang).to_owned(),
                faction: r.faction.clone(),
            })
            .collect(),
        discs: catalog.discs().iter().map(|d| disc_view(d, lang)).collect(),
        command_cards: catalog
            .command_cards()
            .iter()
            .map(|c| card_view(c, lang))
            .collect(),
        pre_built_regiments: catalog
            .pre_built_regiments()
            .iter()
            .map(|r| PreBuiltRegimentView {
                id: r.id.clone(),
                hero: r.hero.clone(),
                units: entries(&r.units),
                command_cards: r.command_cards.clone(),
            })
            .collect(),
        introductory_armies: catalog
            .introductory_armies()
            .iter()
            .map(|a| IntroductoryArmyView {
                id: a.id.clone(),
                name: a.name.get(lang).to_owned(),
                discs: entries(&a.discs),
                command_cards: a.command_cards.clone(),
            })
            .collect(),
        boxes: crate::commands::collection::diskwars_boxes(catalog, lang),
    }
}

/// `diskwars_catalog`: the catalogue the library sees (the pack plus the player's values),
/// names in `lang`.
pub fn diskwars_catalog(state: &AppState, lang: Lang) -> Result<DiskwarsCatalogView, AppError> {
    state.with_library(|library| Ok(catalog_view(&state.diskwars_catalog(library)?, lang)))
}

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
pub fn diskwars_value_save(
    state: &AppState,
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
    state.with_library(|library| {
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
        muster_data::check_new_diskwars_user_record(state.diskwars_base()?, &texts, new)
            .map_err(|e| AppError::new("data.refused", format!("{}: {}", e.place, e.message)))?;
        library.put_user_record(Diskwars::ID, kind, id, &json)?;
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{state_in, TempDir};

    fn disc<'a>(view: &'a DiskwarsCatalogView, id: &str) -> &'a DiscView {
        view.discs.iter().find(|d| d.id == id).unwrap()
    }

    #[test]
    fn the_catalogue_states_known_values_with_their_source_and_unknown_ones_as_null() {
        let dir = TempDir::new("dw-catalog");
        let state = state_in(&dir);
        let es = diskwars_catalog(&state, Lang::Es).unwrap();
        let kairos = disc(&es, "kairos-fateweaver");
        assert_eq!(kairos.name, "Kairos Tejedestinos");
        assert_eq!(kairos.kind, DiscKind::Hero);
        assert_eq!(kairos.recruitment_points.as_ref().unwrap().value, 33);
        assert!(!kairos.recruitment_points.as_ref().unwrap().user);
        let flamers = disc(&es, "flamers");
        assert_eq!(flamers.cost, None, "the rulebook gives no cost for Flamers");

        let en = diskwars_catalog(&state, Lang::En).unwrap();
        assert_eq!(disc(&en, "kairos-fateweaver").name, "Kairos Fateweaver");
        assert_eq!(en.factions.len(), 2);
        assert_eq!(en.pre_built_regiments.len(), 12);
        assert_eq!(en.introductory_armies.len(), 2);

        // What the UI reads: camelCase keys, `null` for unknown, `{value, source, user}`.
        let json = serde_json::to_value(&en).unwrap();
        let kurgan = json["discs"]
            .as_array()
            .unwrap()
            .iter()
            .find(|d| d["id"] == "kurgan-barbarians")
            .unwrap();
        assert_eq!(kurgan["kind"], "unit");
        assert_eq!(kurgan["size"]["value"], "small");
        assert_eq!(kurgan["cost"]["value"], 5);
        assert_eq!(kurgan["cost"]["user"], false);
        assert!(kurgan["recruitmentPoints"].is_null());
        assert!(kurgan["stats"]["movement"].is_null());
        assert!(json["commandCards"][0]["strategy"]["value"].is_string());
        assert!(json["preBuiltRegiments"][0]["commandCards"].is_array());
        assert!(json["introductoryArmies"][0]["discs"][0]["count"].is_u64());
    }

    #[test]
    fn a_players_value_fills_an_unknown_and_joins_their_other_values() {
        let dir = TempDir::new("dw-value");
        let state = state_in(&dir);
        diskwars_value_save(&state, "disc", "flamers", "cost", 7.into()).unwrap();
        diskwars_value_save(&state, "disc", "flamers", "size", "medium".into()).unwrap();
        diskwars_value_save(&state, "disc", "flamers", "stats.attack", 3.into()).unwrap();
        diskwars_value_save(&state, "command-card", "elan", "value", 2.into()).unwrap();

        let view = diskwars_catalog(&state, Lang::En).unwrap();
        let flamers = disc(&view, "flamers");
        let cost = flamers.cost.as_ref().unwrap();
        assert_eq!((cost.value, cost.user), (7, true));
        assert_eq!(flamers.size.as_ref().unwrap().value, Size::Medium);
        assert_eq!(flamers.stats.attack.as_ref().unwrap().value, 3);
        let elan = view.command_cards.iter().find(|c| c.id == "elan").unwrap();
        assert_eq!(elan.value.as_ref().unwrap().value, 2);
        let records = state
            .with_library(|l| Ok(l.user_records(Some("diskwars"))?))
            .unwrap();
        assert_eq!(records.len(), 2, "one record per disc or card");

        // A second value replaces the player's own; null takes it off again.
        diskwars_value_save(&state, "disc", "flamers", "cost", 8.into()).unwrap();
        diskwars_value_save(&state, "disc", "flamers", "stats.attack", Value::Null).unwrap();
        let view = diskwars_catalog(&state, Lang::En).unwrap();
        let flamers = disc(&view, "flamers");
        assert_eq!(flamers.cost.as_ref().unwrap().value, 8);
        assert_eq!(flamers.stats.attack, None);
        assert_eq!(flamers.size.as_ref().unwrap().value, Size::Medium);
    }

    #[test]
    fn a_value_the_rulebook_states_or_a_bad_value_is_refused_naming_the_field() {
        let dir = TempDir::new("dw-refused");
        let state = state_in(&dir);
        let err =
            diskwars_value_save(&state, "disc", "bloodthirster", "cost", 12.into()).unwrap_err();
        assert_eq!(err.code, "data.refused");
        assert!(
            err.message
                .starts_with("diskwars/disc/bloodthirster/cost: "),
            "{}",
            err.message
        );
        let err =
            diskwars_value_save(&state, "disc", "flamers", "size", "huge".into()).unwrap_err();
        assert_eq!(err.code, "data.refused");
        assert!(err.message.contains("/size"), "{}", err.message);
        let err = diskwars_value_save(&state, "disc", "flamers", "recruitment_points", 5.into())
            .unwrap_err();
        assert!(
            err.message.contains("/recruitment_points"),
            "{}",
            err.message
        );
        let err =
            diskwars_value_save(&state, "disc", "no-such-disc", "cost", 3.into()).unwrap_err();
        assert_eq!(err.code, "data.refused");
        let err =
            diskwars_value_save(&state, "disc", "flamers", "colour", "red".into()).unwrap_err();
        assert!(err.message.contains("colour"), "{}", err.message);
        let err = diskwars_value_save(&state, "unit", "flamers", "cost", 3.into()).unwrap_err();
        assert_eq!(err.code, "args.invalid");
        let err = diskwars_value_save(&state, "disc", "flamers", "source", 3.into()).unwrap_err();
        assert_eq!(err.code, "args.invalid");

        // Nothing was stored, and the catalogue is the pack's.
        let records = state
            .with_library(|l| Ok(l.user_records(Some("diskwars"))?))
            .unwrap();
        assert!(records.is_empty(), "{records:?}");
        let view = diskwars_catalog(&state, Lang::En).unwrap();
        assert_eq!(
            disc(&view, "bloodthirster").cost.as_ref().unwrap().value,
            15
        );
        assert_eq!(disc(&view, "flamers").size, None);
    }
}
