//! RuneWars user data: factions, units, upgrades and boxes a player enters, each checked
//! against the same schema as shipped data and never reusing a shipped id.

use super::{checked_in, record_fault, UserRecordText};
use crate::pack::PackError;
use crate::{schemas, Pack};
use muster_core::collection::BoxContents;
use muster_core::games::runewars::{Catalog, Faction, RuneWars, UnitCard, UpgradeCard};
use serde::de::DeserializeOwned;
use serde_json::json;

fn fault(record: &UserRecordText<'_>, place: &str, message: impl Into<String>) -> PackError {
    record_fault("runewars", record, place, message)
}

/// Checks one RuneWars record against its pack schema and returns it typed, marked as the
/// user's.
fn checked<T: DeserializeOwned>(record: &UserRecordText<'_>, key: &str) -> Result<T, PackError> {
    let (wrapper, validator) = if key == "boxes" {
        let wrapper =
            json!({"format": "muster-pack/1", "game": "runewars", "heroes": [], "boxes": []});
        (wrapper, schemas::runewars_rules())
    } else {
        let wrapper = json!({"format": "muster-pack/1", "game": "runewars", "source": "user data",
            "factions": [], "units": [], "upgrades": []});
        (wrapper, schemas::runewars_catalog())
    };
    checked_in("runewars", record, wrapper, key, validator)
}

/// The catalogue `base` plus the user's records ([`Pack::with_user_data`]). A bad record,
/// an unknown kind, an id that a shipped record already has or a reference to nothing is an
/// error naming the record; the base catalogue is never changed.
pub(crate) fn with_user_data(
    base: &Catalog,
    records: &[UserRecordText<'_>],
) -> Result<Catalog, PackError> {
    let mut parts = base.parts().clone();
    for record in records {
        let taken = match record.kind {
            "faction" => base.faction(record.id).is_some(),
            "unit" => base.unit(record.id).is_some(),
            "upgrade" => base.upgrade(record.id).is_some(),
            "box" => base.boxes().iter().any(|b| b.id == record.id),
            other => {
                return Err(fault(
                    record,
                    "",
                    format!(
                        "unknown kind '{other}' (expected one of {})",
                        RuneWars::RECORD_KINDS.join(", ")
                    ),
                ))
            }
        };
        if taken {
            return Err(fault(record, "/id", "a shipped record already has this id"));
        }
        match record.kind {
            "faction" => parts.factions.push(checked::<Faction>(record, "factions")?),
            "unit" => parts.units.push(checked::<UnitCard>(record, "units")?),
            "upgrade" => parts
                .upgrades
                .push(checked::<UpgradeCard>(record, "upgrades")?),
            _ => parts.boxes.push(checked::<BoxContents>(record, "boxes")?),
        }
    }
    Catalog::new(parts).map_err(|e| PackError::new("user data", e.path, e.message))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::user::is_users;

    fn base() -> Catalog {
        RuneWars::bundled().unwrap()
    }

    const GOLEM: &str = r#"{"id": "stone-giants", "name": {"en": "Stone Giants"}, "faction": "daqan-lords",
        "unit_type": "siege", "unique": false, "source": "my own cards",
        "configurations": [{"id": "1x1", "columns": 1, "ranks": 1, "cost": 20, "slots": ["equipment"]}]}"#;

    #[test]
    fn a_user_unit_joins_the_catalogue_marked_as_the_users() {
        let record = UserRecordText {
            kind: "unit",
            id: "stone-giants",
            json: GOLEM,
        };
        let catalog = with_user_data(&base(), &[record]).unwrap();
        let unit = catalog.unit("stone-giants").expect("merged");
        assert!(is_users(&unit.source), "{}", unit.source);
        assert_eq!(catalog.units().len(), base().units().len() + 1);
    }

    #[test]
    fn a_user_record_that_breaks_the_schema_is_refused_with_its_place() {
        let bad = GOLEM.replace("\"cost\": 20", "\"cost\": -1");
        let record = UserRecordText {
            kind: "unit",
            id: "stone-giants",
            json: &bad,
        };
        let err = with_user_data(&base(), &[record]).unwrap_err();
        assert_eq!(err.file, "user data");
        assert_eq!(
            err.place,
            "runewars/unit/stone-giants/configurations/0/cost"
        );
    }

    #[test]
    fn a_user_record_may_not_take_a_shipped_id_or_point_at_nothing() {
        let shipped = GOLEM.replace("stone-giants", "spearmen");
        let record = UserRecordText {
            kind: "unit",
            id: "spearmen",
            json: &shipped,
        };
        let err = with_user_data(&base(), &[record]).unwrap_err();
        assert!(err.message.contains("shipped"), "{err}");

        let orphan = GOLEM.replace("daqan-lords", "dwarves");
        let record = UserRecordText {
            kind: "unit",
            id: "stone-giants",
            json: &orphan,
        };
        let err = with_user_data(&base(), &[record]).unwrap_err();
        assert!(err.message.contains("unknown faction 'dwarves'"), "{err}");
    }

    #[test]
    fn a_new_record_replaces_its_stored_version_and_is_checked_with_the_others() {
        let stored = [UserRecordText {
            kind: "unit",
            id: "stone-giants",
            json: GOLEM,
        }];
        let cheaper = GOLEM.replace("\"cost\": 20", "\"cost\": 15");
        let record = UserRecordText {
            kind: "unit",
            id: "stone-giants",
            json: &cheaper,
        };
        let catalog = RuneWars::check_new_user_record(&base(), &stored, record).unwrap();
        assert_eq!(
            catalog.unit("stone-giants").unwrap().configurations[0].cost,
            15
        );

        // A box naming the stored unit loads beside it; without it, it points at nothing.
        let json = r#"{"id": "giant-box", "source": "mine", "contents": [{"kind": "unit", "item": "stone-giants", "count": 2}]}"#;
        let new_box = UserRecordText {
            kind: "box",
            id: "giant-box",
            json,
        };
        assert!(RuneWars::check_new_user_record(&base(), &stored, new_box).is_ok());
        assert!(RuneWars::check_new_user_record(&base(), &[], new_box).is_err());
    }

    #[test]
    fn a_user_box_expands_into_known_items_only() {
        let json = r#"{"id": "my-starter", "source": "what I counted in my box",
            "contents": [{"kind": "unit", "item": "spearmen", "count": 4}, {"kind": "upgrade", "item": "shield-wall", "count": 1}]}"#;
        let record = UserRecordText {
            kind: "box",
            id: "my-starter",
            json,
        };
        let catalog = with_user_data(&base(), &[record]).unwrap();
        assert_eq!(catalog.boxes().len(), 1);
        let wrong = json.replace("shield-wall", "shield-wal");
        let record = UserRecordText {
            kind: "box",
            id: "my-starter",
            json: &wrong,
        };
        assert!(with_user_data(&base(), &[record]).is_err());
    }
}
