//! What the Age of Sigmar tests on the real packs share: the bundled catalogue, its units
//! and their points as the pack states them, and lists written as JSON the way a player's
//! file is.
// Each test crate uses a different part of this module.
#![allow(dead_code)]

use muster_core::games::sigmar::{Catalog, Pack, Sigmar, SigmarList, Totals, Unit};
use muster_core::{parse_list, Game, Lang, ListDocument, Report, Severity};
use muster_data::Pack as _;
use serde_json::{json, Value};
use std::sync::OnceLock;

pub const SCE: &str = "stormcast-eternals";
pub const BOK: &str = "blades-of-khorne";

/// The packs of `data/sigmar/`, compiled in.
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| Sigmar::bundled().expect("the bundled packs load"))
}

pub fn pack(faction: &str) -> &'static Pack {
    catalog()
        .pack(faction)
        .unwrap_or_else(|| panic!("no bundled pack {faction}"))
}

pub fn unit(faction: &str, id: &str) -> &'static Unit {
    catalog()
        .unit(faction, id)
        .unwrap_or_else(|| panic!("{faction} has no unit {id}"))
}

/// A unit's points as the pack prices it (plain, or Reinforced).
pub fn points(faction: &str, id: &str, reinforced: bool) -> u32 {
    let unit = unit(faction, id);
    let points = if reinforced {
        unit.reinforced.as_ref().and_then(|r| r.points)
    } else {
        unit.points
    };
    points.unwrap_or_else(|| panic!("{id} is priced in the pack"))
}

/// A regiment: its leader, its units (`"+id"` for a Reinforced unit) and the general flag.
pub fn regiment(leader: &str, units: &[&str], general: bool) -> Value {
    let units: Vec<Value> = units
        .iter()
        .map(|u| match u.strip_prefix('+') {
            Some(id) => json!({"unit": id, "reinforced": true}),
            None => json!({"unit": u}),
        })
        .collect();
    json!({"leader": {"unit": leader}, "units": units, "general": general})
}

/// Regiments led by `leaders`, the first the general's.
pub fn regiments(leaders: &[&str]) -> Vec<Value> {
    leaders
        .iter()
        .enumerate()
        .map(|(i, leader)| regiment(leader, &[], i == 0))
        .collect()
}

/// A matched list of `faction` with `regiments` and the pack's first battle formation (a
/// list without one lacks an army choice, S4-BF-3).
pub fn matched(faction: &str, regiments: Vec<Value>) -> Value {
    let formation = &pack(faction).battle_formations[0].id;
    json!({
        "format": "muster-list/1", "game": "sigmar", "name": "test", "faction": faction,
        "mode": "matched", "regiments": regiments, "battle_formation": formation
    })
}

/// An open-play list of `faction` with `units`.
pub fn open(faction: &str, units: Value) -> Value {
    json!({
        "format": "muster-list/1", "game": "sigmar", "name": "test", "faction": faction,
        "mode": "open", "units": units
    })
}

pub fn parse(doc: &Value) -> SigmarList {
    match parse_list(&doc.to_string()).expect("a well-formed list") {
        ListDocument::Sigmar(list) => list,
        other => panic!("not an Age of Sigmar list: {:?}", other.game()),
    }
}

pub fn check_in(doc: &Value, lang: Lang) -> Report<Totals> {
    Sigmar::validate(&parse(doc), catalog(), &Default::default(), lang)
}

pub fn check(doc: &Value) -> Report<Totals> {
    check_in(doc, Lang::En)
}

/// The errors as `(code, path)`.
pub fn errors(report: &Report<Totals>) -> Vec<(&'static str, String)> {
    report
        .with_severity(Severity::Error)
        .map(|d| (d.code, d.path.clone()))
        .collect()
}

/// One error, as `errors` gives it.
pub fn error(code: &'static str, path: &str) -> Vec<(&'static str, String)> {
    vec![(code, path.to_owned())]
}

pub fn warnings(report: &Report<Totals>) -> Vec<&'static str> {
    report
        .with_severity(Severity::Warning)
        .map(|d| d.code)
        .collect()
}

/// The message of the one finding with `code`.
pub fn message(report: &Report<Totals>, code: &str) -> String {
    let found: Vec<_> = report
        .diagnostics
        .iter()
        .filter(|d| d.code == code)
        .collect();
    assert_eq!(found.len(), 1, "one {code}: {:?}", report.diagnostics);
    found[0].message.clone()
}
