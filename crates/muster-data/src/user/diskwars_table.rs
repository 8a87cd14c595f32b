//! The Diskwars values as one table (`docs/diskwars-values-csv.md`): every disc and command
//! card of the pack a row, every value a column, read from CSV and written back.
//!
//! Reading names every bad cell by its row (the file's line, the header being row 1) and
//! column, and gives, for each good cell, the record field it sets: `None` when the cell is
//! empty or holds the value the pack states (nothing of the player's to keep). What those
//! cells do to the player's records is the caller's (`muster-service`), which checks the
//! records with `Pack::with_user_data` before it stores any.

use muster_core::games::diskwars::{Catalog, CommandCard, Disc, DiscKind, Known};
use muster_core::Lang;
use serde::Serialize;
use serde_json::Value;
use std::fmt;

/// The largest table read, in bytes (the whole pack's table is about 4 KB).
pub const DISKWARS_TABLE_MAX_BYTES: usize = 64 * 1024;

/// The columns of the table, in the order it is written. `kind` and `id` say which row is
/// which; `name` is for the reader and never read back.
pub const DISKWARS_TABLE_COLUMNS: [&str; 18] = [
    "kind",
    "id",
    "name",
    "race",
    "size",
    "unique",
    "elite",
    "recruitment_points",
    "command",
    "cost",
    "movement",
    "attack",
    "counterattack",
    "toughness",
    "vigor",
    "strategy",
    "value",
    "restriction",
];

const STATS: [&str; 5] = ["movement", "attack", "counterattack", "toughness", "vigor"];

/// One good cell: the record field it sets (`cost`, `stats.movement`…) and the value, `None`
/// to leave the field to the pack (an empty cell, or the pack's own value).
#[derive(Clone, Debug, PartialEq)]
pub struct TableCell {
    /// The row: the file's line number, the header being 1.
    pub row: usize,
    /// The column's name.
    pub column: &'static str,
    /// `disc` or `command-card`.
    pub kind: &'static str,
    /// The disc or card id.
    pub id: String,
    /// The record field: the column, or `stats.<column>` for a stat.
    pub field: String,
    /// The value to store as the player's, or `None`.
    pub value: Option<Value>,
}

/// A bad cell, or a bad row or header (`column` then names what is wrong).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TableFault {
    /// The row: the file's line number, the header being 1.
    pub row: usize,
    /// The column's name, empty for a fault of the whole row.
    pub column: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for TableFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.column.is_empty() {
            write!(f, "row {}: {}", self.row, self.message)
        } else {
            write!(
                f,
                "row {}, column {}: {}",
                self.row, self.column, self.message
            )
        }
    }
}

/// Splits CSV text into rows of fields (RFC 4180: quotes around a field that holds a comma,
/// a quote or a line break, a quote doubled inside), each row with its first line number.
fn csv_rows(text: &str) -> Result<Vec<(usize, Vec<String>)>, TableFault> {
    let mut rows = Vec::new();
    let mut row: Vec<String> = Vec::new();
    let mut field = String::new();
    let mut line = 1;
    let mut start = 1;
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    let mut any = false;
    while let Some(c) = chars.next() {
        any = true;
        if quoted {
            match c {
                '"' if chars.peek() == Some(&'"') => {
                    chars.next();
                    field.push('"');
                }
                '"' => quoted = false,
                '\n' => {
                    line += 1;
                    field.push(c);
                }
                _ => field.push(c),
            }
            continue;
        }
        match c {
            '"' if field.trim().is_empty() => {
                field.clear();
                quoted = true;
            }
            ',' => row.push(std::mem::take(&mut field)),
            '\r' if chars.peek() == Some(&'\n') => {}
            '\n' => {
                row.push(std::mem::take(&mut field));
                rows.push((start, std::mem::take(&mut row)));
                line += 1;
                start = line;
                any = false;
            }
            _ => field.push(c),
        }
    }
    if quoted {
        return Err(TableFault {
            row: start,
            column: String::new(),
            message: "a quoted field is not closed".into(),
        });
    }
    if any {
        row.push(field);
        rows.push((start, row));
    }
    Ok(rows)
}

/// A field for a CSV line, quoted when it must be.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

fn yes_no(cell: &str) -> Option<bool> {
    match cell.to_lowercase().as_str() {
        "yes" | "true" | "sí" | "si" | "y" => Some(true),
        "no" | "false" | "n" => Some(false),
        _ => None,
    }
}

/// The value of `field` the pack states (not the player's), as JSON: the rulebook's, or a
/// community value (`community:`, which the player may replace).
fn stated<T: Serialize>(known: &Option<Known<T>>) -> Option<(Value, &str)> {
    known.as_ref().filter(|k| !k.is_users()).map(|k| {
        (
            serde_json::to_value(&k.value).expect("values serialize"),
            k.source.as_str(),
        )
    })
}

/// What a disc or card is, for the columns that apply to it.
enum Row<'c> {
    Disc(&'c Disc),
    Card(&'c CommandCard),
}

impl Row<'_> {
    /// The pack's stated value of a column, or `Err` (English, Spanish) when the column does
    /// not apply.
    fn stated(&self, column: &str) -> Result<Option<(Value, &str)>, (&'static str, &'static str)> {
        match self {
            Row::Disc(d) => Ok(match column {
                "race" => stated(&d.race),
                "size" => stated(&d.size),
                "unique" => stated(&d.unique),
                "elite" => stated(&d.elite),
                "recruitment_points" | "command" if d.kind == DiscKind::Unit => {
                    return Err((
                        "only a hero has recruitment points and a command value",
                        "solo un héroe tiene puntos de reclutamiento y valor de Mando",
                    ))
                }
                "cost" if d.kind == DiscKind::Hero => {
                    return Err((
                        "a hero has recruitment points, not a cost",
                        "un héroe tiene puntos de reclutamiento, no un coste",
                    ))
                }
                "recruitment_points" => stated(&d.recruitment_points),
                "command" => stated(&d.command),
                "cost" => stated(&d.cost),
                "movement" => stated(&d.stats.movement),
                "attack" => stated(&d.stats.attack),
                "counterattack" => stated(&d.stats.counterattack),
                "toughness" => stated(&d.stats.toughness),
                "vigor" => stated(&d.stats.vigor),
                _ => {
                    return Err((
                        "a disc has no such value (it is a command card's)",
                        "un disco no tiene ese valor (es de una carta de Mando)",
                    ))
                }
            }),
            Row::Card(c) => Ok(match column {
                "strategy" => stated(&c.strategy),
                "value" => stated(&c.value),
                "restriction" => stated(&c.restriction),
                _ => {
                    return Err((
                        "a command card has no such value (it is a disc's)",
                        "una carta de Mando no tiene ese valor (es de un disco)",
                    ))
                }
            }),
        }
    }
}

/// Reads one cell of `column` into its JSON value, or says why it cannot be, in `lang`.
fn cell_value(pack: &Catalog, column: &str, cell: &str, lang: Lang) -> Result<Value, String> {
    // Said as a player reads it: a whole number, or one too large for the value (the
    // storage limit, 255 or 4294967295, is no word for a player).
    let number = |max: u64| -> Result<Value, String> {
        match cell.parse::<u64>() {
            Ok(n) if n <= max => Ok(Value::from(n)),
            Ok(_) => Err(lang.pick(
                format!("'{cell}' is too large for this value"),
                format!("'{cell}' es demasiado grande para este valor"),
            )),
            Err(_) => Err(lang.pick(
                format!("'{cell}' is not a whole number"),
                format!("'{cell}' no es un número entero"),
            )),
        }
    };
    let one_of = |options: &[&str]| -> Result<Value, String> {
        let lower = cell.to_lowercase();
        if options.contains(&lower.as_str()) {
            Ok(Value::String(lower))
        } else {
            Err(lang.pick(
                format!("'{cell}' is not one of {}", options.join(", ")),
                format!("'{cell}' no es ninguno de {}", options.join(", ")),
            ))
        }
    };
    match column {
        "race" => {
            let races: Vec<&str> = pack.races().iter().map(|r| r.id.as_str()).collect();
            one_of(&races)
        }
        "size" => one_of(&["small", "medium", "large"]),
        "unique" | "elite" => yes_no(cell).map(Value::Bool).ok_or_else(|| {
            lang.pick(
                format!("'{cell}' is neither yes nor no"),
                format!("'{cell}' no es ni sí ni no"),
            )
        }),
        "recruitment_points" | "command" | "cost" => number(u64::from(u32::MAX)),
        "strategy" => one_of(&["bold", "direct", "cunning", "slow"]),
        "restriction" => one_of(&["none", "order-only", "destruction-only"]),
        _ => number(u64::from(u8::MAX)),
    }
}

/// The disc or card a row names (`kind`, `id`), or the column at fault and why, in `lang`.
fn subject<'c>(
    pack: &'c Catalog,
    kind: &str,
    id: &str,
    lang: Lang,
) -> Result<(&'static str, Row<'c>), (&'static str, String)> {
    match kind {
        "disc" => pack
            .disc(id)
            .map(|d| ("disc", Row::Disc(d)))
            .ok_or_else(|| {
                (
                    "id",
                    lang.pick(
                        format!("no disc of the pack has the id '{id}'"),
                        format!("ningún disco de los datos tiene el id '{id}'"),
                    ),
                )
            }),
        "command-card" => pack
            .command_card(id)
            .map(|c| ("command-card", Row::Card(c)))
            .ok_or_else(|| {
                (
                    "id",
                    lang.pick(
                        format!("no command card of the pack has the id '{id}'"),
                        format!("ninguna carta de Mando de los datos tiene el id '{id}'"),
                    ),
                )
            }),
        other => Err((
            "kind",
            lang.pick(
                format!("'{other}' is neither disc nor command-card"),
                format!("'{other}' no es ni disc ni command-card"),
            ),
        )),
    }
}

/// One cell of a row: the record field it sets and the value (`None`: leave it to the pack),
/// `Ok(None)` for an empty cell of a column that does not apply, or why the cell is refused,
/// in `lang`.
#[allow(clippy::type_complexity)]
fn read_cell(
    pack: &Catalog,
    subject: &Row<'_>,
    column: &str,
    cell: &str,
    lang: Lang,
) -> Result<Option<(String, Option<Value>)>, String> {
    let stated = match subject.stated(column) {
        Ok(stated) => stated,
        Err(_) if cell.is_empty() => return Ok(None),
        Err(why) => return Err(lang.pick(why.0, why.1).to_owned()),
    };
    let value = if cell.is_empty() {
        None
    } else {
        let value = cell_value(pack, column, cell, lang)?;
        match stated {
            Some((pack_value, _)) if pack_value == value => None,
            // The player's own disc replaces what the community wrote down.
            Some((_, source))
                if source.starts_with(muster_core::games::diskwars::COMMUNITY_SOURCE) =>
            {
                Some(value)
            }
            Some((pack_value, source)) => {
                return Err(lang.pick(
                    format!(
                        "the pack states {} ({source}); '{cell}' cannot replace it",
                        shown(&pack_value)
                    ),
                    format!(
                        "los datos dicen {} ({source}); '{cell}' no puede sustituirlo",
                        shown(&pack_value)
                    ),
                ))
            }
            None => Some(value),
        }
    };
    let field = if STATS.contains(&column) {
        format!("stats.{column}")
    } else {
        column.to_owned()
    };
    Ok(Some((field, value)))
}

/// One cell as the app's values table sends it: the disc or card (`kind`, `id`), the
/// column (`cost`, `movement`…) and the text typed, read as a table's cell is. The record
/// field it sets and the value (`None`: the cell is empty, or holds what the pack states),
/// or why it is refused, in `lang`.
pub fn read_diskwars_cell(
    pack: &Catalog,
    kind: &str,
    id: &str,
    column: &str,
    text: &str,
    lang: Lang,
) -> Result<(String, Option<Value>), String> {
    if matches!(column, "kind" | "id" | "name") || !DISKWARS_TABLE_COLUMNS.contains(&column) {
        return Err(lang.pick(
            format!("no such value: '{column}'"),
            format!("no existe el valor '{column}'"),
        ));
    }
    let (_, row) = subject(pack, kind, id, lang).map_err(|(_, why)| why)?;
    let text = text.trim();
    match read_cell(pack, &row, column, text, lang)? {
        Some(read) => Ok(read),
        None => Ok((column.to_owned(), None)),
    }
}

/// Reads a table: every bad cell, row and header named, or every good cell. A table over
/// [`DISKWARS_TABLE_MAX_BYTES`] is refused whole.
pub fn read_diskwars_table(pack: &Catalog, text: &str) -> Result<Vec<TableCell>, Vec<TableFault>> {
    let whole = |message: String| {
        vec![TableFault {
            row: 1,
            column: String::new(),
            message,
        }]
    };
    if text.len() > DISKWARS_TABLE_MAX_BYTES {
        return Err(whole(format!(
            "the table is {} bytes; the limit is {} (the whole pack's table is about 4 KB)",
            text.len(),
            DISKWARS_TABLE_MAX_BYTES
        )));
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let rows = csv_rows(text).map_err(|f| vec![f])?;
    let mut rows = rows
        .into_iter()
        .filter(|(_, fields)| fields.iter().any(|f| !f.trim().is_empty()));
    let Some((header_row, header)) = rows.next() else {
        return Err(whole(
            "the table is empty: it needs a header naming its columns".into(),
        ));
    };
    let mut faults = Vec::new();
    let mut columns: Vec<Option<&'static str>> = Vec::new();
    for name in &header {
        let name = name.trim();
        match DISKWARS_TABLE_COLUMNS.iter().find(|c| **c == name) {
            Some(c) if columns.contains(&Some(*c)) => faults.push(TableFault {
                row: header_row,
                column: name.to_owned(),
                message: "the column is named twice".into(),
            }),
            Some(c) => columns.push(Some(c)),
            None => {
                faults.push(TableFault {
                    row: header_row,
                    column: name.to_owned(),
                    message: format!(
                        "no such column (the columns: {})",
                        DISKWARS_TABLE_COLUMNS.join(", ")
                    ),
                });
                columns.push(None);
            }
        }
    }
    for needed in ["kind", "id"] {
        if !columns.contains(&Some(needed)) {
            faults.push(TableFault {
                row: header_row,
                column: needed.to_owned(),
                message: "the header must name this column".into(),
            });
        }
    }
    if !faults.is_empty() {
        return Err(faults);
    }
    let at = |column: &str| columns.iter().position(|c| *c == Some(column));
    let (kind_at, id_at) = (at("kind").expect("checked"), at("id").expect("checked"));
    let mut cells = Vec::new();
    let mut seen: Vec<(&'static str, String, usize)> = Vec::new();
    for (row, fields) in rows {
        let mut fault = |column: &str, message: String| {
            faults.push(TableFault {
                row,
                column: column.to_owned(),
                message,
            })
        };
        if fields.len() > columns.len() {
            fault(
                "",
                format!(
                    "{} cells, but the header names {} columns",
                    fields.len(),
                    columns.len()
                ),
            );
            continue;
        }
        let get = |i: usize| fields.get(i).map_or("", |f| f.trim());
        let (kind, id) = (get(kind_at), get(id_at));
        let (kind, subject) = match subject(pack, kind, id, Lang::En) {
            Ok(found) => found,
            Err((column, why)) => {
                fault(column, why);
                continue;
            }
        };
        if let Some((_, _, first)) = seen.iter().find(|(k, i, _)| *k == kind && i == id) {
            fault("id", format!("{kind} '{id}' is already row {first}"));
            continue;
        }
        seen.push((kind, id.to_owned(), row));
        for (i, column) in columns.iter().enumerate() {
            let Some(column) = *column else { continue };
            if matches!(column, "kind" | "id" | "name") {
                continue;
            }
            match read_cell(pack, &subject, column, get(i), Lang::En) {
                Ok(Some((field, value))) => cells.push(TableCell {
                    row,
                    column,
                    kind,
                    id: id.to_owned(),
                    field,
                    value,
                }),
                Ok(None) => {}
                Err(why) => fault(column, why),
            }
        }
    }
    if faults.is_empty() {
        Ok(cells)
    } else {
        Err(faults)
    }
}

/// A JSON value as a cell shows it.
fn shown(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Bool(true) => "yes".into(),
        Value::Bool(false) => "no".into(),
        other => other.to_string(),
    }
}

fn cell<T: Serialize>(known: &Option<Known<T>>) -> String {
    known.as_ref().map_or_else(String::new, |k| {
        shown(&serde_json::to_value(&k.value).expect("values serialize"))
    })
}

/// The table of every disc and command card of `catalog` (the pack with the player's values
/// joined), every known value filled in and every unknown one empty, names in `lang`: what
/// [`read_diskwars_table`] reads back.
pub fn write_diskwars_table(catalog: &Catalog, lang: Lang) -> String {
    let mut out = DISKWARS_TABLE_COLUMNS.join(",");
    out.push('\n');
    for d in catalog.discs() {
        let s = &d.stats;
        let hero = d.kind == DiscKind::Hero;
        let row = [
            "disc".to_owned(),
            d.id.clone(),
            csv_field(d.name.get(lang)),
            cell(&d.race),
            cell(&d.size),
            cell(&d.unique),
            cell(&d.elite),
            if hero {
                cell(&d.recruitment_points)
            } else {
                String::new()
            },
            if hero {
                cell(&d.command)
            } else {
                String::new()
            },
            if hero { String::new() } else { cell(&d.cost) },
            cell(&s.movement),
            cell(&s.attack),
            cell(&s.counterattack),
            cell(&s.toughness),
            cell(&s.vigor),
            String::new(),
            String::new(),
            String::new(),
        ];
        out.push_str(&row.join(","));
        out.push('\n');
    }
    for c in catalog.command_cards() {
        let mut row = vec![
            "command-card".to_owned(),
            c.id.clone(),
            csv_field(c.name.get(lang)),
        ];
        row.extend(std::iter::repeat_n(String::new(), 12));
        row.extend([cell(&c.strategy), cell(&c.value), cell(&c.restriction)]);
        out.push_str(&row.join(","));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pack() -> Catalog {
        <muster_core::games::diskwars::Diskwars as crate::Pack>::bundled().unwrap()
    }

    #[test]
    fn the_packs_own_table_reads_back_with_nothing_of_the_players() {
        let text = write_diskwars_table(&pack(), Lang::Es);
        assert!(text.len() < DISKWARS_TABLE_MAX_BYTES / 4, "{}", text.len());
        let cells = read_diskwars_table(&pack(), &text).unwrap();
        assert!(!cells.is_empty());
        assert!(cells.iter().all(|c| c.value.is_none()), "{cells:?}");
    }

    #[test]
    fn every_bad_cell_is_named_by_row_and_column() {
        let text = "kind,id,cost,size,unique,strategy\n\
                    disc,orc-boyz,six,huge,maybe,\n\
                    disc,kurgan-barbarians,6,small,,\n\
                    disc,karl-franz,3,,,bold\n\
                    disc,no-such-disc,,,,\n\
                    command-card,eager-troops,,,,sideways\n\
                    disc,orc-boyz,,,,\n";
        let faults = read_diskwars_table(&pack(), text).unwrap_err();
        let places: Vec<(usize, &str)> =
            faults.iter().map(|f| (f.row, f.column.as_str())).collect();
        assert_eq!(
            places,
            [
                (2, "cost"),
                (2, "size"),
                (2, "unique"),
                (3, "cost"),
                (4, "cost"),
                (4, "strategy"),
                (5, "id"),
                (6, "strategy"),
                (7, "id"),
            ]
        );
        assert!(faults[3].message.contains("rulebook p.17"), "{}", faults[3]);
        assert_eq!(
            faults[0].to_string(),
            "row 2, column cost: 'six' is not a whole number"
        );
    }

    #[test]
    fn a_header_naming_an_unknown_column_or_lacking_the_id_is_refused() {
        let faults = read_diskwars_table(&pack(), "kind,colour\ndisc,green\n").unwrap_err();
        let places: Vec<(usize, &str)> =
            faults.iter().map(|f| (f.row, f.column.as_str())).collect();
        assert_eq!(places, [(1, "colour"), (1, "id")]);
    }

    #[test]
    fn quoted_fields_and_spreadsheet_line_ends_are_read() {
        let text = "\u{feff}kind,id,name,cost\r\ndisc,orc-boyz,\"Boyz, \"\"da best\"\"\",7\r\n";
        let cells = read_diskwars_table(&pack(), text).unwrap();
        assert_eq!(cells.len(), 1);
        assert_eq!(
            (cells[0].field.as_str(), cells[0].value.clone()),
            ("cost", Some(Value::from(7)))
        );
        assert_eq!(csv_field("Boyz, \"da best\""), "\"Boyz, \"\"da best\"\"\"");
    }

    #[test]
    fn a_table_over_the_limit_is_refused_whole() {
        let text = format!("kind,id,name\n{}", "x".repeat(DISKWARS_TABLE_MAX_BYTES));
        let faults = read_diskwars_table(&pack(), &text).unwrap_err();
        assert_eq!(faults.len(), 1);
        assert!(
            faults[0].message.contains("the limit is 65536"),
            "{}",
            faults[0]
        );
    }
}
