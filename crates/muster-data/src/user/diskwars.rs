//! Diskwars user data: values the rulebook leaves unknown, entered by the player from their
//! own discs and cards. A record fills in fields of a shipped disc or command card; it never
//! adds a disc and never changes a value the pack states (the rulebook wins), and every
//! value it gives is marked as the user's (`user: …`) wherever it is shown.
//!
//! A record has the shape of the pack's own record (`data/schemas/diskwars-user-record.schema.json`),
//! so a copy of a pack's disc or card with its unknowns filled in is a record:
//!
//! - a `disc`: `{"id": <disc id>, "source": "…", "race", "size", "unique", "elite",
//!   "recruitment_points" (heroes), "command" (heroes), "cost" (units), "stats":
//!   {"movement", "attack", "counterattack", "toughness", "vigor"}}`; a `command-card`:
//!   `{"id", "source", "strategy", "value", "restriction"}`;
//! - each value written bare (`"cost": 6`), as the pack writes it (`"cost": {"value": 6,
//!   "source": "my disc"}`, its own source then kept for that value) or `null` (unknown);
//! - the pack's descriptive fields (`name`, `kind`, `traits`, `keywords`,
//!   `ranged_attacks`, `abilities`) may be copied too, and must then be the pack's: a record
//!   fills values in, it does not rename or redescribe a disc. `hints` are readings, not
//!   facts, and are not read.

use super::{user_source, UserRecordText};
use crate::pack::PackError;
use crate::Pack;
use muster_core::games::diskwars::{
    Ability, Catalog, DiscKind, Diskwars, KeywordUse, Known, Name, RangedAttack, Restriction, Size,
    Stats, Strategy, TraitUse,
};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer};
use std::fmt::Display;

/// One value of a record: left out or `null` (not given), bare, or as the pack writes it
/// (`{"value": …, "source": …}`, the source optional).
#[derive(Default)]
enum Given<T> {
    #[default]
    Absent,
    Bare(T),
    Sourced(T, Option<String>),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SourcedValue<T> {
    value: T,
    #[serde(default)]
    source: Option<String>,
}

impl<'de, T: DeserializeOwned> Deserialize<'de> for Given<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let value = serde_json::Value::deserialize(deserializer)?;
        match value {
            serde_json::Value::Null => Ok(Given::Absent),
            serde_json::Value::Object(map) => {
                let sourced: SourcedValue<T> =
                    serde_json::from_value(serde_json::Value::Object(map)).map_err(|e| {
                        D::Error::custom(format!(
                            "{e} (a value is written bare or as {{\"value\": …, \"source\": …}})"
                        ))
                    })?;
                Ok(Given::Sourced(sourced.value, sourced.source))
            }
            other => serde_json::from_value(other)
                .map(Given::Bare)
                .map_err(D::Error::custom),
        }
    }
}

impl<T> Given<T> {
    fn is_some(&self) -> bool {
        !matches!(self, Given::Absent)
    }

    /// The value and the source it is stored with: its own, else the record's.
    fn with_source(self, record_source: &str) -> Option<(T, String)> {
        match self {
            Given::Absent => None,
            Given::Bare(value) | Given::Sourced(value, None) => {
                Some((value, user_source(record_source)))
            }
            Given::Sourced(value, Some(source)) => Some((value, user_source(&source))),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DiscValues {
    id: String,
    source: String,
    #[serde(default)]
    name: Option<Name>,
    #[serde(default)]
    kind: Option<DiscKind>,
    #[serde(default)]
    race: Given<String>,
    #[serde(default)]
    size: Given<Size>,
    #[serde(default)]
    unique: Given<bool>,
    #[serde(default)]
    elite: Given<bool>,
    #[serde(default)]
    recruitment_points: Given<u32>,
    #[serde(default)]
    command: Given<u32>,
    #[serde(default)]
    cost: Given<u32>,
    #[serde(default)]
    stats: StatValues,
    #[serde(default)]
    traits: Option<Vec<TraitUse>>,
    #[serde(default)]
    keywords: Option<Vec<KeywordUse>>,
    #[serde(default)]
    ranged_attacks: Option<Vec<RangedAttack>>,
    #[serde(default)]
    abilities: Option<Vec<Ability>>,
    #[serde(default, rename = "hints")]
    _hints: serde::de::IgnoredAny,
}

#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct StatValues {
    #[serde(default)]
    movement: Given<u8>,
    #[serde(default)]
    attack: Given<u8>,
    #[serde(default)]
    counterattack: Given<u8>,
    #[serde(default)]
    toughness: Given<u8>,
    #[serde(default)]
    vigor: Given<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardValues {
    id: String,
    source: String,
    #[serde(default)]
    name: Option<Name>,
    #[serde(default)]
    strategy: Given<Strategy>,
    #[serde(default)]
    value: Given<u8>,
    #[serde(default)]
    restriction: Given<Restriction>,
    #[serde(default)]
    keywords: Option<Vec<KeywordUse>>,
    #[serde(default)]
    abilities: Option<Vec<Ability>>,
    #[serde(default, rename = "hints")]
    _hints: serde::de::IgnoredAny,
}

/// A descriptive field copied from the pack must be the pack's.
fn same_as_pack<T: PartialEq>(
    given: Option<T>,
    pack: &T,
    record: &UserRecordText<'_>,
    place: &str,
) -> Result<(), PackError> {
    match given {
        Some(given) if given != *pack => Err(fault(
            record,
            place,
            "differs from the pack's: a record fills in unknown values and cannot change what \
             describes a disc or card; copy the field as the pack writes it or leave it out",
        )),
        _ => Ok(()),
    }
}

fn fault(record: &UserRecordText<'_>, place: &str, message: impl Into<String>) -> PackError {
    super::record_fault("diskwars", record, place, message)
}

/// Reads a record's JSON into its typed values, naming the field of a fault.
fn read<T: DeserializeOwned>(record: &UserRecordText<'_>) -> Result<T, PackError> {
    let mut deserializer = serde_json::Deserializer::from_str(record.json);
    serde_path_to_error::deserialize(&mut deserializer).map_err(|e| {
        let place: String = e
            .path()
            .iter()
            .map(|segment| format!("/{segment}"))
            .collect();
        let inner = e.into_inner();
        let message = if inner.is_syntax() || inner.is_eof() {
            format!(
                "not valid JSON (line {}, column {}): {inner}",
                muster_core::json::position(&inner).0,
                muster_core::json::position(&inner).1
            )
        } else {
            // The place is named by the path; serde's own position is noise here.
            let message = inner.to_string();
            match message.rfind(" at line ") {
                Some(i) => message[..i].to_owned(),
                None => message,
            }
        };
        fault(record, &place, message)
    })
}

/// Fills `field` with `value` when the pack leaves it unknown; a value equal to the pack's
/// is accepted (nothing to change), a different one is refused.
fn fill<T: PartialEq + Display>(
    field: &mut Option<Known<T>>,
    given: Given<T>,
    record_source: &str,
    record: &UserRecordText<'_>,
    place: &str,
) -> Result<(), PackError> {
    let Some((value, source)) = given.with_source(record_source) else {
        return Ok(());
    };
    match field {
        // A community value is the player's to replace, even by the same value: the
        // player's record is then where it comes from. The rulebook's is not.
        Some(known) if known.is_community() => {
            *field = Some(Known {
                value,
                source,
                doubt: None,
            });
            Ok(())
        }
        Some(known) if known.value == value => Ok(()),
        Some(known) if !known.is_users() => Err(fault(
            record,
            place,
            format!(
                "the pack states {} ({}); your value {value} cannot replace it",
                known.value, known.source
            ),
        )),
        _ => {
            *field = Some(Known {
                value,
                source,
                doubt: None,
            });
            Ok(())
        }
    }
}

/// `Display` for the enums a record may give, as the pack writes them.
struct Shown<T>(T);

impl<T: PartialEq> PartialEq for Shown<T> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl<T: serde::Serialize> Display for Shown<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let value = serde_json::to_value(&self.0).map_err(|_| std::fmt::Error)?;
        match value {
            serde_json::Value::String(s) => f.write_str(&s),
            other => write!(f, "{other}"),
        }
    }
}

/// Fills an enum field (sizes, strategies, restrictions) like [`fill`].
fn fill_enum<T: PartialEq + Clone + serde::Serialize>(
    field: &mut Option<Known<T>>,
    value: Given<T>,
    source: &str,
    record: &UserRecordText<'_>,
    place: &str,
) -> Result<(), PackError> {
    let mut shown = field.take().map(|k| Known {
        value: Shown(k.value),
        source: k.source,
        doubt: k.doubt,
    });
    let value = match value {
        Given::Absent => Given::Absent,
        Given::Bare(v) => Given::Bare(Shown(v)),
        Given::Sourced(v, s) => Given::Sourced(Shown(v), s),
    };
    let result = fill(&mut shown, value, source, record, place);
    *field = shown.map(|k| Known {
        value: k.value.0,
        source: k.source,
        doubt: k.doubt,
    });
    result
}

fn fill_stats(
    stats: &mut Stats,
    values: StatValues,
    source: &str,
    record: &UserRecordText<'_>,
) -> Result<(), PackError> {
    fill(
        &mut stats.movement,
        values.movement,
        source,
        record,
        "/stats/movement",
    )?;
    fill(
        &mut stats.attack,
        values.attack,
        source,
        record,
        "/stats/attack",
    )?;
    fill(
        &mut stats.counterattack,
        values.counterattack,
        source,
        record,
        "/stats/counterattack",
    )?;
    fill(
        &mut stats.toughness,
        values.toughness,
        source,
        record,
        "/stats/toughness",
    )?;
    fill(
        &mut stats.vigor,
        values.vigor,
        source,
        record,
        "/stats/vigor",
    )
}

/// The catalogue `base` with the user's values filled in ([`Pack::with_user_data`]). A
/// record of an unknown kind, for a disc or card the pack lacks, with a field its kind does
/// not have, or contradicting a value the pack states is an error naming the record and the
/// field; `base` is never changed.
pub(crate) fn with_user_data(
    base: &Catalog,
    records: &[UserRecordText<'_>],
) -> Result<Catalog, PackError> {
    let mut parts = base.parts().clone();
    for record in records {
        match record.kind {
            "disc" => {
                let values: DiscValues = read(record)?;
                if values.id != record.id {
                    return Err(fault(
                        record,
                        "/id",
                        format!("the record's id must be '{}'", record.id),
                    ));
                }
                let Some(disc) = parts.discs.iter_mut().find(|d| d.id == record.id) else {
                    return Err(fault(record, "/id", "no disc of the pack has this id"));
                };
                let source = values.source.clone();
                same_as_pack(values.name, &disc.name, record, "/name")?;
                same_as_pack(values.kind, &disc.kind, record, "/kind")?;
                same_as_pack(values.traits, &disc.traits, record, "/traits")?;
                same_as_pack(values.keywords, &disc.keywords, record, "/keywords")?;
                same_as_pack(
                    values.ranged_attacks,
                    &disc.ranged_attacks,
                    record,
                    "/ranged_attacks",
                )?;
                same_as_pack(values.abilities, &disc.abilities, record, "/abilities")?;
                let hero = disc.kind == DiscKind::Hero;
                if hero && values.cost.is_some() {
                    return Err(fault(
                        record,
                        "/cost",
                        "a hero has recruitment points, not a cost",
                    ));
                }
                if !hero && (values.recruitment_points.is_some() || values.command.is_some()) {
                    let field = if values.command.is_some() {
                        "/command"
                    } else {
                        "/recruitment_points"
                    };
                    return Err(fault(
                        record,
                        field,
                        "only a hero has recruitment points and a command value",
                    ));
                }
                if let Given::Bare(race) | Given::Sourced(race, _) = &values.race {
                    if base.race(race).is_none() {
                        let known: Vec<&str> = base.races().iter().map(|r| r.id.as_str()).collect();
                        return Err(fault(
                            record,
                            "/race",
                            format!("unknown race '{race}' (known: {})", known.join(", ")),
                        ));
                    }
                }
                fill(&mut disc.race, values.race, &source, record, "/race")?;
                fill_enum(&mut disc.size, values.size, &source, record, "/size")?;
                fill(&mut disc.unique, values.unique, &source, record, "/unique")?;
                fill(&mut disc.elite, values.elite, &source, record, "/elite")?;
                fill(
                    &mut disc.recruitment_points,
                    values.recruitment_points,
                    &source,
                    record,
                    "/recruitment_points",
                )?;
                fill(
                    &mut disc.command,
                    values.command,
                    &source,
                    record,
                    "/command",
                )?;
                fill(&mut disc.cost, values.cost, &source, record, "/cost")?;
                fill_stats(&mut disc.stats, values.stats, &source, record)?;
            }
            "command-card" => {
                let values: CardValues = read(record)?;
                if values.id != record.id {
                    return Err(fault(
                        record,
                        "/id",
                        format!("the record's id must be '{}'", record.id),
                    ));
                }
                let Some(card) = parts.command_cards.iter_mut().find(|c| c.id == record.id) else {
                    return Err(fault(
                        record,
                        "/id",
                        "no command card of the pack has this id",
                    ));
                };
                let source = values.source.clone();
                same_as_pack(values.name, &card.name, record, "/name")?;
                same_as_pack(values.keywords, &card.keywords, record, "/keywords")?;
                same_as_pack(values.abilities, &card.abilities, record, "/abilities")?;
                fill_enum(
                    &mut card.strategy,
                    values.strategy,
                    &source,
                    record,
                    "/strategy",
                )?;
                fill(&mut card.value, values.value, &source, record, "/value")?;
                fill_enum(
                    &mut card.restriction,
                    values.restriction,
                    &source,
                    record,
                    "/restriction",
                )?;
            }
            other => {
                return Err(fault(
                    record,
                    "",
                    format!(
                        "unknown kind '{other}' (expected one of {})",
                        Diskwars::RECORD_KINDS.join(", ")
                    ),
                ))
            }
        }
    }
    Catalog::new(parts).map_err(|e| PackError::new("user data", e.path, e.message))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base() -> Catalog {
        Diskwars::bundled().unwrap()
    }

    fn disc<'a>(id: &'a str, json: &'a str) -> UserRecordText<'a> {
        UserRecordText {
            kind: "disc",
            id,
            json,
        }
    }

    #[test]
    fn a_players_values_fill_what_the_rulebook_leaves_unknown_marked_as_theirs() {
        // The community's cost, which the player's own disc replaces.
        assert!(base()
            .disc("orc-boyz")
            .unwrap()
            .cost
            .as_ref()
            .unwrap()
            .is_community());
        assert!(base().disc("orc-boyz").unwrap().stats.movement.is_none());
        let record = disc(
            "orc-boyz",
            r#"{"id": "orc-boyz", "source": "my disc", "cost": 6, "size": "small",
                "stats": {"movement": 4}}"#,
        );
        let catalog = with_user_data(&base(), &[record]).unwrap();
        let boyz = catalog.disc("orc-boyz").unwrap();
        let cost = boyz.cost.as_ref().unwrap();
        assert_eq!((cost.value, cost.source.as_str()), (6, "user: my disc"));
        assert_eq!(boyz.size.as_ref().unwrap().value, Size::Small);
        assert_eq!(boyz.stats.movement.as_ref().unwrap().value, 4);
        // What the rulebook states stays as it was.
        assert_eq!(boyz.stats.attack.as_ref().unwrap().source, "rulebook p.9");
    }

    #[test]
    fn a_value_the_rulebook_states_cannot_be_changed_but_may_be_repeated() {
        let changed = disc(
            "kurgan-barbarians",
            r#"{"id": "kurgan-barbarians", "source": "x", "cost": 6}"#,
        );
        let err = with_user_data(&base(), &[changed]).unwrap_err();
        assert_eq!(err.place, "diskwars/disc/kurgan-barbarians/cost");
        assert!(err.message.contains("rulebook p.17"), "{err}");
        let same = disc(
            "kurgan-barbarians",
            r#"{"id": "kurgan-barbarians", "source": "x", "cost": 5}"#,
        );
        assert!(with_user_data(&base(), &[same]).is_ok());
    }

    #[test]
    fn a_bad_record_names_its_field_and_changes_nothing() {
        let cases = [
            (
                disc(
                    "orc-boyz",
                    r#"{"id": "orc-boyz", "source": "x", "cost": -2}"#,
                ),
                "diskwars/disc/orc-boyz/cost",
            ),
            (
                disc(
                    "orc-boyz",
                    r#"{"id": "orc-boyz", "source": "x", "size": "huge"}"#,
                ),
                "diskwars/disc/orc-boyz/size",
            ),
            (
                disc(
                    "orc-boyz",
                    r#"{"id": "orc-boyz", "source": "x", "command": 2}"#,
                ),
                "diskwars/disc/orc-boyz/command",
            ),
            (
                disc(
                    "karl-franz",
                    r#"{"id": "karl-franz", "source": "x", "cost": 3}"#,
                ),
                "diskwars/disc/karl-franz/cost",
            ),
            (
                disc(
                    "orc-boyz",
                    r#"{"id": "orc-boyz", "source": "x", "race": "dwarfs"}"#,
                ),
                "diskwars/disc/orc-boyz/race",
            ),
            (
                disc("no-such-disc", r#"{"id": "no-such-disc", "source": "x"}"#),
                "diskwars/disc/no-such-disc/id",
            ),
            (
                disc(
                    "orc-boyz",
                    r#"{"id": "orc-boyz", "source": "x", "stats": {"speed": 3}}"#,
                ),
                "diskwars/disc/orc-boyz/stats/speed",
            ),
        ];
        for (record, place) in cases {
            let err = with_user_data(&base(), &[record]).unwrap_err();
            assert_eq!(err.place, place, "{err}");
        }
        assert!(base()
            .disc("orc-boyz")
            .unwrap()
            .cost
            .as_ref()
            .unwrap()
            .is_community());
    }

    #[test]
    fn command_card_values_and_unknown_kinds() {
        let record = UserRecordText {
            kind: "command-card",
            id: "eager-troops",
            json: r#"{"id": "eager-troops", "source": "my card", "strategy": "direct", "value": 3}"#,
        };
        let catalog = with_user_data(&base(), &[record]).unwrap();
        let card = catalog.command_card("eager-troops").unwrap();
        assert_eq!(card.strategy.as_ref().unwrap().value, Strategy::Direct);
        assert_eq!(card.value.as_ref().unwrap().value, 3);
        let other = UserRecordText {
            kind: "terrain",
            id: "hill",
            json: "{}",
        };
        let err = with_user_data(&base(), &[other]).unwrap_err();
        assert!(err.message.contains("disc, command-card"), "{err}");
    }

    #[test]
    fn saving_again_replaces_the_stored_values() {
        let stored = [disc(
            "orc-boyz",
            r#"{"id": "orc-boyz", "source": "x", "cost": 6}"#,
        )];
        let edited = disc(
            "orc-boyz",
            r#"{"id": "orc-boyz", "source": "x", "cost": 7}"#,
        );
        let catalog = Diskwars::check_new_user_record(&base(), &stored, edited).unwrap();
        assert_eq!(
            catalog
                .disc("orc-boyz")
                .unwrap()
                .cost
                .as_ref()
                .unwrap()
                .value,
            7
        );
    }

    /// The pack's own record of `id` among `discs` or `command_cards`, as JSON.
    fn pack_record(list: &str, id: &str) -> serde_json::Value {
        let pack: serde_json::Value =
            serde_json::from_str(include_str!("../../../../data/diskwars/catalog.json")).unwrap();
        pack[list]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["id"] == id)
            .unwrap()
            .clone()
    }

    #[test]
    fn a_copy_of_the_packs_disc_with_its_unknowns_filled_in_is_a_record() {
        let mut boyz = pack_record("discs", "orc-boyz");
        assert!(boyz["cost"].is_null() && boyz["name"].is_object());
        boyz["cost"] = serde_json::json!({"value": 6, "source": "my Orc Boyz disc"});
        boyz["size"] = serde_json::json!("small");
        boyz["stats"]["vigor"] = serde_json::json!({"value": 1});
        let json = boyz.to_string();
        let catalog = with_user_data(&base(), &[disc("orc-boyz", &json)]).unwrap();
        let boyz = catalog.disc("orc-boyz").unwrap();
        let cost = boyz.cost.as_ref().unwrap();
        assert_eq!(
            (cost.value, cost.source.as_str()),
            (6, "user: my Orc Boyz disc")
        );
        // A bare value, and a sourced one without its source, take the record's source.
        assert_eq!(boyz.size.as_ref().unwrap().source, "user: rulebook p.17");
        assert_eq!(
            boyz.stats.vigor.as_ref().unwrap().source,
            "user: rulebook p.17"
        );
        // What the pack states, copied with it, stays the pack's.
        assert_eq!(boyz.stats.attack.as_ref().unwrap().source, "rulebook p.9");
        assert_eq!(
            boyz.race.as_ref().unwrap().source,
            "rulebook p.4: in the basic Orc army"
        );

        let mut franz = pack_record("discs", "karl-franz");
        franz["recruitment_points"] = serde_json::json!({"value": 30, "source": "my disc"});
        franz["command"] = serde_json::json!(2);
        let json = franz.to_string();
        let catalog = with_user_data(&base(), &[disc("karl-franz", &json)]).unwrap();
        let franz = catalog.disc("karl-franz").unwrap();
        assert_eq!(franz.recruitment_points.as_ref().unwrap().value, 30);
        assert_eq!(franz.command.as_ref().unwrap().value, 2);
    }

    #[test]
    fn every_record_of_the_pack_copied_as_it_is_is_accepted_and_changes_nothing() {
        let pack: serde_json::Value =
            serde_json::from_str(include_str!("../../../../data/diskwars/catalog.json")).unwrap();
        for (list, kind) in [("discs", "disc"), ("command_cards", "command-card")] {
            for record in pack[list].as_array().unwrap() {
                let id = record["id"].as_str().unwrap();
                let json = record.to_string();
                let catalog = with_user_data(
                    &base(),
                    &[UserRecordText {
                        kind,
                        id,
                        json: &json,
                    }],
                )
                .unwrap_or_else(|e| panic!("{kind} {id}: {e}"));
                assert_eq!(catalog.parts(), base().parts(), "{kind} {id}");
            }
        }
    }

    #[test]
    fn a_copy_of_the_packs_card_with_its_restriction_is_a_record() {
        let mut card = pack_record("command_cards", "intimidate");
        card["restriction"] = serde_json::json!({"value": "destruction-only", "source": "my card"});
        let json = card.to_string();
        let record = UserRecordText {
            kind: "command-card",
            id: "intimidate",
            json: &json,
        };
        let catalog = with_user_data(&base(), &[record]).unwrap();
        let restriction = catalog
            .command_card("intimidate")
            .unwrap()
            .restriction
            .clone();
        assert_eq!(
            restriction.map(|r| (r.value, r.source)),
            Some((Restriction::DestructionOnly, "user: my card".to_owned()))
        );
    }

    #[test]
    fn a_copy_that_changes_what_describes_the_disc_is_refused_at_that_field() {
        let mut boyz = pack_record("discs", "orc-boyz");
        boyz["name"]["en"] = serde_json::json!("Orc Lads");
        let json = boyz.to_string();
        let err = with_user_data(&base(), &[disc("orc-boyz", &json)]).unwrap_err();
        assert_eq!(err.place, "diskwars/disc/orc-boyz/name", "{err}");
        let mut boyz = pack_record("discs", "orc-boyz");
        boyz["kind"] = serde_json::json!("hero");
        let json = boyz.to_string();
        let err = with_user_data(&base(), &[disc("orc-boyz", &json)]).unwrap_err();
        assert_eq!(err.place, "diskwars/disc/orc-boyz/kind", "{err}");
        let mut boyz = pack_record("discs", "orc-boyz");
        boyz["cost"] = serde_json::json!({"value": 6, "sauce": "x"});
        let json = boyz.to_string();
        let err = with_user_data(&base(), &[disc("orc-boyz", &json)]).unwrap_err();
        assert_eq!(err.place, "diskwars/disc/orc-boyz/cost", "{err}");
    }
}
