//! The values a player enters from their own discs and cards: one at a time from the builder,
//! or many at once as a table (`muster user-data import diskwars values.csv`, docs in
//! `docs/diskwars-values-csv.md`). Both go through [`save_cells`]: the cells join the
//! player's stored records, every record is checked with the pack
//! (`muster_data::diskwars_with_user_data`) and then all are stored in one transaction, or
//! none.

use crate::error::AppError;
use crate::games::record_texts;
use crate::muster::Muster;
use muster_core::games::diskwars::Diskwars;
use muster_core::{Game, Lang};
use muster_data::{TableFault, UserRecordText, DISKWARS_KINDS};
use serde_json::{Map, Value};

/// The `source` a value entered in the builder is stored with.
fn entered_source(kind: &str) -> &'static str {
    if kind == "disc" {
        "user: entered in Muster from the player's own disc"
    } else {
        "user: entered in Muster from the player's own card"
    }
}

/// One value to set: a field of a disc or card (`cost`, `stats.movement`…), `None` to take
/// the player's value off; where it was written (`row`, `column`) for a refusal.
pub(crate) struct Cell<'a> {
    pub kind: &'a str,
    pub id: &'a str,
    pub field: &'a str,
    pub value: Option<Value>,
    pub row: usize,
    pub column: &'a str,
}

/// True when a record still says something beyond its id and source (a field it should
/// not have included: the check then names it).
fn says_something(record: &Map<String, Value>) -> bool {
    record.iter().any(|(key, value)| match key.as_str() {
        "id" | "source" => false,
        _ => !value.is_null(),
    })
}

/// Sets `cells` in the player's records, checks every record with the pack and stores the
/// changed ones (a record left with nothing but its id and source is deleted), all or nothing. A refusal names
/// each cell it can (`row R, column C: …`). The number of records changed.
pub(crate) fn save_cells(muster: &Muster, cells: &[Cell<'_>]) -> Result<usize, Vec<TableFault>> {
    let refused = |message: String| {
        vec![TableFault {
            row: 0,
            column: String::new(),
            message,
        }]
    };
    let result = muster.session(|session| {
        let pack = session.pack::<Diskwars>()?;
        let stored = session.library()?.user_records(Some(Diskwars::ID))?;
        let checked = (|| {
            let mut records: Vec<(&str, &str, Map<String, Value>)> = Vec::new();
            for cell in cells {
                let at = match records
                    .iter()
                    .position(|(k, i, _)| *k == cell.kind && *i == cell.id)
                {
                    Some(at) => at,
                    None => {
                        let record = stored
                            .iter()
                            .find(|r| r.kind == cell.kind && r.id == cell.id)
                            .and_then(|r| serde_json::from_str::<Value>(&r.record).ok())
                            .and_then(|v| match v {
                                Value::Object(map) => Some(map),
                                _ => None,
                            })
                            .unwrap_or_default();
                        records.push((cell.kind, cell.id, record));
                        records.len() - 1
                    }
                };
                let record = &mut records[at].2;
                record.insert("id".into(), Value::String(cell.id.to_owned()));
                record
                    .entry("source")
                    .or_insert_with(|| Value::String(entered_source(cell.kind).to_owned()));
                let (target, name) = match cell.field.split_once('.') {
                    Some((group, name)) => {
                        let group = record
                            .entry(group)
                            .or_insert_with(|| Value::Object(Map::new()));
                        if !group.is_object() {
                            *group = Value::Object(Map::new());
                        }
                        (group.as_object_mut().expect("made an object above"), name)
                    }
                    None => (&mut *record, cell.field),
                };
                match &cell.value {
                    Some(value) => target.insert(name.to_owned(), value.clone()),
                    None => target.remove(name),
                };
                if record
                    .get("stats")
                    .is_some_and(|s| s.as_object().is_some_and(|s| s.is_empty()))
                {
                    record.remove("stats");
                }
            }
            let mut put: Vec<(&str, &str, String)> = Vec::new();
            let mut removed: Vec<(&str, &str)> = Vec::new();
            for (kind, id, record) in records {
                if says_something(&record) {
                    put.push((kind, id, Value::Object(record).to_string()));
                } else if stored.iter().any(|r| r.kind == kind && r.id == id) {
                    removed.push((kind, id));
                }
            }
            let touched = |kind: &str, id: &str| {
                put.iter().any(|(k, i, _)| *k == kind && *i == id)
                    || removed.iter().any(|(k, i)| *k == kind && *i == id)
            };
            let mut texts: Vec<UserRecordText<'_>> = record_texts(&stored)
                .into_iter()
                .filter(|r| !touched(r.kind, r.id))
                .collect();
            texts.extend(
                put.iter()
                    .map(|(kind, id, json)| UserRecordText { kind, id, json }),
            );
            if let Err(e) = muster_data::diskwars_with_user_data(&pack, &texts) {
                return Err(vec![refusal_at(cells, &e.place, e.message)]);
            }
            let rows: Vec<(String, String, String)> = put
                .into_iter()
                .map(|(k, i, j)| (k.to_owned(), i.to_owned(), j))
                .collect();
            let removed: Vec<(String, String)> = removed
                .into_iter()
                .map(|(k, i)| (k.to_owned(), i.to_owned()))
                .collect();
            Ok((rows, removed))
        })();
        let (rows, removed) = match checked {
            Ok(changes) => changes,
            Err(faults) => return Ok(Err(faults)),
        };
        let rows: Vec<(&str, &str, &str)> = rows
            .iter()
            .map(|(k, i, j)| (k.as_str(), i.as_str(), j.as_str()))
            .collect();
        let removed: Vec<(&str, &str)> = removed
            .iter()
            .map(|(k, i)| (k.as_str(), i.as_str()))
            .collect();
        session
            .library()?
            .change_user_records(Diskwars::ID, &rows, &removed)?;
        session.forget::<Diskwars>();
        Ok(Ok(rows.len() + removed.len()))
    });
    match result {
        Ok(outcome) => outcome,
        Err(e) => Err(refused(e.message)),
    }
}

/// The cell a checker's place (`diskwars/<kind>/<id>/<field>`) points at, or the place.
fn refusal_at(cells: &[Cell<'_>], place: &str, message: String) -> TableFault {
    let mut parts = place.splitn(4, '/');
    let (_, kind, id, field) = (parts.next(), parts.next(), parts.next(), parts.next());
    let field = field.unwrap_or("").replace('/', ".");
    let cell = cells
        .iter()
        .find(|c| Some(c.kind) == kind && Some(c.id) == id && c.field == field)
        .or_else(|| {
            cells
                .iter()
                .find(|c| Some(c.kind) == kind && Some(c.id) == id)
        });
    match cell {
        Some(cell) => TableFault {
            row: cell.row,
            column: cell.column.to_owned(),
            message,
        },
        None => TableFault {
            row: 0,
            column: String::new(),
            message: format!("{place}: {message}"),
        },
    }
}

/// Faults as one refusal, each on its line (`shown` naming the file).
fn refusal(faults: &[TableFault], shown: &str) -> AppError {
    let lines: Vec<String> = faults
        .iter()
        .map(|f| {
            if f.row == 0 {
                f.message.clone()
            } else {
                f.to_string()
            }
        })
        .collect();
    let message = if shown.is_empty() {
        lines.join("\n")
    } else {
        format!("{shown}: nothing stored:\n{}", lines.join("\n"))
    };
    AppError::new("data.refused", message)
}

/// `diskwars_value_save`: stores the player's value for one field of a shipped disc
/// (`kind` `disc`: `race`, `size`, `unique`, `elite`, `recruitment_points`, `command`,
/// `cost`, `stats.movement` … `stats.vigor`) or command card (`command-card`: `strategy`,
/// `value`, `restriction`); `value` null takes the player's value off again. The record
/// keeps the player's other values of that disc or card. It is checked with the pack and
/// the player's other records first: a value the pack states, a field the kind does not
/// have or a value of the wrong kind is refused (`data.refused`, the message naming the
/// field) and nothing is stored.
pub(super) fn value_save(
    muster: &Muster,
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
    match field.split_once('.') {
        Some(("stats", stat)) if kind == "disc" && !stat.is_empty() && !stat.contains('.') => {}
        None if !field.is_empty() && field != "id" && field != "source" => {}
        _ => return Err(AppError::args(format!("no field '{field}' in a {kind}"))),
    }
    let cell = Cell {
        kind,
        id,
        field,
        value: (!value.is_null()).then_some(value),
        row: 0,
        column: field,
    };
    save_cells(muster, &[cell]).map_err(|faults| {
        let lines: Vec<String> = faults
            .iter()
            .map(|f| {
                if f.column.is_empty() {
                    f.message.clone()
                } else {
                    format!(
                        "diskwars/{kind}/{id}/{}: {}",
                        f.column.replace('.', "/"),
                        f.message
                    )
                }
            })
            .collect();
        AppError::new("data.refused", lines.join("\n"))
    })?;
    Ok(())
}

/// `muster user-data import diskwars FILE`: the values of a table (CSV, one row per disc or
/// card, a header naming the columns) stored as the player's, every bad cell named by row
/// and column and nothing stored on any. The number of records changed.
pub(super) fn table_import(muster: &Muster, text: &str, shown: &str) -> Result<usize, AppError> {
    let pack = muster.session(|session| session.pack::<Diskwars>())?;
    let table = muster_data::read_diskwars_table(&pack, text).map_err(|f| refusal(&f, shown))?;
    let cells: Vec<Cell<'_>> = table
        .iter()
        .map(|c| Cell {
            kind: c.kind,
            id: &c.id,
            field: &c.field,
            value: c.value.clone(),
            row: c.row,
            column: c.column,
        })
        .collect();
    save_cells(muster, &cells).map_err(|f| refusal(&f, shown))
}

/// `muster user-data export diskwars`: the table of every disc and card with every value
/// known (the pack's and the player's), names in `lang`.
pub(super) fn table_export(muster: &Muster, lang: Lang) -> Result<String, AppError> {
    muster.session(|session| {
        Ok(muster_data::write_diskwars_table(
            &*session.catalog::<Diskwars>()?,
            lang,
        ))
    })
}
