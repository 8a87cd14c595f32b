//! Diskwars user data: values the rulebook leaves unknown, entered by the player from their
//! own discs and cards. A record fills in fields of a shipped disc or command card; it never
//! adds a disc and never changes a value the pack states (the rulebook wins), and every
//! value it gives is marked as the user's (`user: …`) wherever it is shown.
//!
//! A `disc` record: `{"id": <disc id>, "source": "…", "race", "size", "unique", "elite",
//! "recruitment_points" (heroes), "command" (heroes), "cost" (units), "stats": {"movement",
//! "attack", "counterattack", "toughness", "vigor"}}`, every value optional. A
//! `command-card` record: `{"id", "source", "strategy", "value", "restriction"}`.

use super::{user_source, UserRecordText};
use crate::pack::PackError;
use muster_core::games::diskwars::{Catalog, DiscKind, Known, Restriction, Size, Stats, Strategy};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use std::fmt::Display;

/// The kinds of Diskwars record a user may enter.
pub const DISKWARS_KINDS: [&str; 2] = ["disc", "command-card"];

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DiscValues {
    id: String,
    source: String,
    race: Option<String>,
    size: Option<Size>,
    unique: Option<bool>,
    elite: Option<bool>,
    recruitment_points: Option<u32>,
    command: Option<u32>,
    cost: Option<u32>,
    #[serde(default)]
    stats: StatValues,
}

#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct StatValues {
    movement: Option<u8>,
    attack: Option<u8>,
    counterattack: Option<u8>,
    toughness: Option<u8>,
    vigor: Option<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardValues {
    id: String,
    source: String,
    strategy: Option<Strategy>,
    value: Option<u8>,
    restriction: Option<Restriction>,
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
                inner.line(),
                inner.column()
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
    value: Option<T>,
    source: &str,
    record: &UserRecordText<'_>,
    place: &str,
) -> Result<(), PackError> {
    let Some(value) = value else { return Ok(()) };
    match field {
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
                source: source.to_owned(),
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
    value: Option<T>,
    source: &str,
    record: &UserRecordText<'_>,
    place: &str,
) -> Result<(), PackError> {
    let mut shown = field.take().map(|k| Known {
        value: Shown(k.value),
        source: k.source,
    });
    let result = fill(&mut shown, value.map(Shown), source, record, place);
    *field = shown.map(|k| Known {
        value: k.value.0,
        source: k.source,
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

/// The catalogue `base` with the user's values filled in. A record of an unknown kind, for
/// a disc or card the pack lacks, with a field its kind does not have, or contradicting a
/// value the pack states is an error naming the record and the field; `base` is never
/// changed.
pub fn diskwars_with_user_data(
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
                let source = user_source(&values.source);
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
                if let Some(race) = &values.race {
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
                let source = user_source(&values.source);
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
                        DISKWARS_KINDS.join(", ")
                    ),
                ))
            }
        }
    }
    Catalog::new(parts).map_err(|e| PackError::new("user data", e.path, e.message))
}

/// The check to run before storing a Diskwars user record: it must load beside the stored
/// ones, replacing a stored record of the same kind and id.
pub fn check_new_diskwars_user_record(
    base: &Catalog,
    stored: &[UserRecordText<'_>],
    record: UserRecordText<'_>,
) -> Result<Catalog, PackError> {
    diskwars_with_user_data(base, &super::replacing(stored, record))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base() -> Catalog {
        crate::bundled_diskwars().unwrap()
    }

    fn disc(id: &'static str, json: &'static str) -> UserRecordText<'static> {
        UserRecordText {
            kind: "disc",
            id,
            json,
        }
    }

    #[test]
    fn a_players_values_fill_what_the_rulebook_leaves_unknown_marked_as_theirs() {
        assert!(base().disc("orc-boyz").unwrap().cost.is_none());
        let record = disc(
            "orc-boyz",
            r#"{"id": "orc-boyz", "source": "my disc", "cost": 6, "size": "small",
                "stats": {"movement": 4}}"#,
        );
        let catalog = diskwars_with_user_data(&base(), &[record]).unwrap();
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
        let err = diskwars_with_user_data(&base(), &[changed]).unwrap_err();
        assert_eq!(err.place, "diskwars/disc/kurgan-barbarians/cost");
        assert!(err.message.contains("rulebook p.17"), "{err}");
        let same = disc(
            "kurgan-barbarians",
            r#"{"id": "kurgan-barbarians", "source": "x", "cost": 5}"#,
        );
        assert!(diskwars_with_user_data(&base(), &[same]).is_ok());
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
            let err = diskwars_with_user_data(&base(), &[record]).unwrap_err();
            assert_eq!(err.place, place, "{err}");
        }
        assert!(base().disc("orc-boyz").unwrap().cost.is_none());
    }

    #[test]
    fn command_card_values_and_unknown_kinds() {
        let record = UserRecordText {
            kind: "command-card",
            id: "eager-troops",
            json: r#"{"id": "eager-troops", "source": "my card", "strategy": "direct", "value": 3}"#,
        };
        let catalog = diskwars_with_user_data(&base(), &[record]).unwrap();
        let card = catalog.command_card("eager-troops").unwrap();
        assert_eq!(card.strategy.as_ref().unwrap().value, Strategy::Direct);
        assert_eq!(card.value.as_ref().unwrap().value, 3);
        let other = UserRecordText {
            kind: "terrain",
            id: "hill",
            json: "{}",
        };
        let err = diskwars_with_user_data(&base(), &[other]).unwrap_err();
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
        let catalog = check_new_diskwars_user_record(&base(), &stored, edited).unwrap();
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
}
