//! The values a player enters from their own discs and cards: one at a time from the builder,
//! or many at once as a table (`muster user-data import diskwars values.csv`, docs in
//! `docs/diskwars-values-csv.md`). Both go through [`save_cells`]: the cells join the
//! player's stored records, every record is checked with the pack
//! (`Diskwars::with_user_data`) and then all are stored in one transaction, or
//! none.

use crate::error::{AppError, ErrorCode};
use crate::games::record_texts;
use crate::muster::Muster;
use muster_core::games::diskwars::{Diskwars, DiskwarsList};
use muster_core::{Game, Lang};
use muster_data::{Pack, TableFault, UserRecordText};
use serde::{Deserialize, Serialize};
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
            if let Err(e) = Diskwars::with_user_data(&pack, &texts) {
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
    AppError::new(ErrorCode::DataRefused, message)
}

/// One cell the player typed in the app's values table: the disc or card (`kind` `disc` or
/// `command-card`, `id`), the column (`cost`, `size`, `movement`, `restriction`…, as the
/// CSV table names them) and the text, read as a table's cell is (`small`, `yes`, `3`; empty
/// takes the player's value off).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "DiskwarsCellEdit"))]
pub struct CellEdit {
    /// `disc` or `command-card`.
    pub kind: String,
    /// The disc's or card's id.
    pub id: String,
    /// The column.
    pub column: String,
    /// What was typed.
    pub text: String,
}

/// A cell refused, and why, in the player's language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "DiskwarsCellFault"))]
pub struct CellFault {
    /// `disc` or `command-card`.
    pub kind: String,
    /// The disc's or card's id.
    pub id: String,
    /// The column.
    pub column: String,
    /// Why it is refused.
    pub message: String,
}

/// A value the player's saved lists wait for: which disc or card, which column, and the
/// names of the lists whose verdict waits for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "DiskwarsNeededValue"))]
pub struct NeededValue {
    /// `disc` or `command-card`.
    pub kind: String,
    /// The disc's or card's id.
    pub id: String,
    /// The column, as the table names it (`size`, `elite`, `restriction`…).
    pub column: String,
    /// The saved lists that wait for it.
    pub lists: Vec<String>,
}

/// The most cells one save takes: every cell of the whole pack's table (about 150 rows of
/// 15 values) fits with room to spare.
pub const MAX_CELLS: usize = 4096;

/// `diskwars_values_save`: the cells the player typed in the app's table, read as a CSV
/// table's cells are, checked with the pack and the player's other values, and stored as
/// the player's records all together; or nothing stored and every refused cell named, in
/// `lang`. An empty answer means stored.
pub(super) fn values_save(
    muster: &Muster,
    edits: &[CellEdit],
    lang: Lang,
) -> Result<Vec<CellFault>, AppError> {
    if edits.len() > MAX_CELLS {
        return Err(AppError::args(format!(
            "{} cells in one save; the limit is {MAX_CELLS}",
            edits.len()
        )));
    }
    let pack = muster.session(|session| session.pack::<Diskwars>())?;
    let fault = |edit: &CellEdit, message: String| CellFault {
        kind: edit.kind.clone(),
        id: edit.id.clone(),
        column: edit.column.clone(),
        message,
    };
    let mut faults = Vec::new();
    let mut read = Vec::with_capacity(edits.len());
    for edit in edits {
        match muster_data::read_diskwars_cell(
            &pack,
            &edit.kind,
            &edit.id,
            &edit.column,
            &edit.text,
            lang,
        ) {
            Ok((field, value)) => read.push((edit, field, value)),
            Err(why) => faults.push(fault(edit, why)),
        }
    }
    if !faults.is_empty() {
        return Ok(faults);
    }
    let cells: Vec<Cell<'_>> = read
        .iter()
        .enumerate()
        .map(|(row, (edit, field, value))| Cell {
            kind: if edit.kind == "disc" {
                "disc"
            } else {
                "command-card"
            },
            id: &edit.id,
            field,
            value: value.clone(),
            row: row + 1,
            column: &edit.column,
        })
        .collect();
    match save_cells(muster, &cells) {
        Ok(_) => Ok(Vec::new()),
        Err(refused) => Ok(refused
            .into_iter()
            .map(
                |f| match f.row.checked_sub(1).and_then(|at| edits.get(at)) {
                    Some(edit) => fault(edit, f.message),
                    None => CellFault {
                        kind: String::new(),
                        id: String::new(),
                        column: String::new(),
                        message: f.message,
                    },
                },
            )
            .collect()),
    }
}

/// `diskwars_values_needed`: every value the player's saved Diskwars lists wait for (their
/// verdict is unconfirmed until it is entered), each once with the lists that wait for it.
pub(super) fn values_needed(muster: &Muster, lang: Lang) -> Result<Vec<NeededValue>, AppError> {
    muster.session(|session| {
        let lists = session.reading()?.all_lists()?;
        let catalog = session.catalog::<Diskwars>()?;
        let mut needed: Vec<NeededValue> = Vec::new();
        for stored in lists.iter().filter(|l| l.summary.game == Diskwars::ID) {
            let document = crate::lists::parse_stored(stored)?;
            let Ok(list) = DiskwarsList::try_from(document) else {
                continue;
            };
            let report = Diskwars::validate(&list, &catalog, &Default::default(), lang);
            for awaited in &report.awaited {
                let value = &awaited.value;
                let column = value.value.strip_prefix("stats.").unwrap_or(value.value);
                match needed
                    .iter_mut()
                    .find(|n| n.kind == value.kind && n.id == value.id && n.column == column)
                {
                    Some(n) if n.lists.contains(&stored.summary.name) => {}
                    Some(n) => n.lists.push(stored.summary.name.clone()),
                    None => needed.push(NeededValue {
                        kind: value.kind.to_owned(),
                        id: value.id.clone(),
                        column: column.to_owned(),
                        lists: vec![stored.summary.name.clone()],
                    }),
                }
            }
        }
        Ok(needed)
    })
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
