//! The shape of a Diskwars record a player writes (`data/schemas/diskwars-user-record.schema.json`)
//! against the reader that merges it (`Diskwars::with_user_data`), on the real
//! pack's records: what the schema accepts, the reader accepts, and the other way round.

use muster_core::games::diskwars::Diskwars;
use muster_data::{Pack, UserRecordText};
use serde_json::{json, Value};

fn pack() -> Value {
    serde_json::from_str(include_str!("../../../data/diskwars/catalog.json")).unwrap()
}

fn schema_accepts(record: &Value) -> bool {
    muster_data::schemas::diskwars_user_record().is_valid(record)
}

fn reader_accepts(kind: &str, record: &Value) -> bool {
    let json = record.to_string();
    let id = record["id"].as_str().unwrap_or("");
    let text = UserRecordText {
        kind,
        id,
        json: &json,
    };
    Diskwars::with_user_data(&Diskwars::bundled().unwrap(), &[text]).is_ok()
}

#[test]
fn every_disc_and_card_of_the_pack_copied_as_a_record_has_the_schemas_shape() {
    let pack = pack();
    let mut all = Vec::new();
    for (list, kind) in [("discs", "disc"), ("command_cards", "command-card")] {
        for record in pack[list].as_array().unwrap() {
            assert!(schema_accepts(record), "{kind} {}", record["id"]);
            assert!(reader_accepts(kind, record), "{kind} {}", record["id"]);
            all.push(record.clone());
        }
    }
    // An array of records in one file is one of the schema's shapes too.
    assert!(schema_accepts(&Value::Array(all)));
}

#[test]
fn a_copy_with_its_unknowns_filled_in_has_the_schemas_shape() {
    let pack = pack();
    let mut boyz = pack["discs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["id"] == "orc-boyz")
        .unwrap()
        .clone();
    boyz["source"] = json!("my own disc");
    boyz["cost"] = json!({"value": 6, "source": "my own disc"});
    boyz["size"] = json!("small");
    boyz["stats"]["vigor"] = json!({"value": 1});
    assert!(schema_accepts(&boyz));
    assert!(reader_accepts("disc", &boyz));
}

#[test]
fn the_schema_and_the_reader_refuse_the_same_bad_records() {
    let bad = [
        json!({"id": "orc-boyz", "source": "x", "cost": -2}),
        json!({"id": "orc-boyz", "source": "x", "size": "huge"}),
        json!({"id": "orc-boyz", "source": "x", "cost": {"value": 6, "sauce": "x"}}),
        json!({"id": "orc-boyz", "source": "x", "stats": {"speed": 3}}),
        json!({"id": "orc-boyz", "source": "x", "colour": "green"}),
        json!({"id": "orc-boyz"}),
    ];
    for record in bad {
        assert!(!schema_accepts(&record), "schema: {record}");
        assert!(!reader_accepts("disc", &record), "reader: {record}");
    }
}
