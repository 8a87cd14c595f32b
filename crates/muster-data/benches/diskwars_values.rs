//! Benchmarks: the Diskwars values table (`muster user-data import diskwars values.csv`,
//! `docs/diskwars-values-csv.md`; see `BENCHMARKS.md`).
//!
//! - `diskwars_values/read_whole_table`: the pack's 72 rows with every unknown value filled
//!   in (placeholder values of the right kind, not data), about 5 KB, read into cells.
//! - `diskwars_values/read_at_limit`: the same rows with their `name` cells (never read back)
//!   padded until the file is at the 64 KiB limit.
//! - `diskwars_values/read_at_limit_all_bad`: 64 KiB of one row of bad cells repeated (its
//!   15 faults, then every later row refused as a repeat), each fault named by row and
//!   column.
//! - `diskwars_values/join_records`: the 72 records the whole table makes, joined to the pack
//!   (the check the import runs before it stores anything).
//! - `diskwars_values/write_table`: the export.
//!
//! Run with `cargo bench -p muster-data --bench diskwars_values`.

use criterion::{criterion_group, criterion_main, Criterion};
use muster_core::games::diskwars::Diskwars;
use muster_core::games::diskwars::{Catalog, DiscKind};
use muster_core::Lang;
use muster_data::{
    read_diskwars_table, write_diskwars_table, Pack, UserRecordText, DISKWARS_TABLE_MAX_BYTES,
};
use std::hint::black_box;

/// Every row of the pack with every value given; `pad` bytes of name per row.
fn whole_table(pack: &Catalog, pad: usize) -> String {
    let mut out = String::from(
        "kind,id,name,race,size,unique,elite,recruitment_points,command,cost,movement,attack,counterattack,toughness,vigor,strategy,value,restriction\n",
    );
    let filled = |known: bool, value: &str| {
        if known {
            String::new()
        } else {
            value.to_owned()
        }
    };
    let name = "n".repeat(pad);
    for d in pack.discs() {
        let s = &d.stats;
        let hero = d.kind == DiscKind::Hero;
        let stat = |k: &Option<muster_core::games::diskwars::Known<u8>>| filled(k.is_some(), "1");
        let row = [
            "disc".to_owned(),
            d.id.clone(),
            name.clone(),
            filled(d.race.is_some(), "orcs"),
            filled(d.size.is_some(), "small"),
            filled(d.unique.is_some(), "no"),
            filled(d.elite.is_some(), "no"),
            if hero {
                filled(d.recruitment_points.is_some(), "30")
            } else {
                String::new()
            },
            if hero {
                filled(d.command.is_some(), "2")
            } else {
                String::new()
            },
            if hero {
                String::new()
            } else {
                filled(d.cost.is_some(), "5")
            },
            stat(&s.movement),
            stat(&s.attack),
            stat(&s.counterattack),
            stat(&s.toughness),
            stat(&s.vigor),
            String::new(),
            String::new(),
            String::new(),
        ];
        out.push_str(&row.join(","));
        out.push('\n');
    }
    for c in pack.command_cards() {
        out.push_str(&format!(
            "command-card,{},{name},,,,,,,,,,,,,{},{},{}\n",
            c.id,
            filled(c.strategy.is_some(), "bold"),
            filled(c.value.is_some(), "1"),
            filled(c.restriction.is_some(), "none"),
        ));
    }
    out
}

fn bench(c: &mut Criterion) {
    let pack = Diskwars::bundled().expect("the bundled pack");
    let whole = whole_table(&pack, 10);
    let rows = pack.discs().len() + pack.command_cards().len();
    let pad = (DISKWARS_TABLE_MAX_BYTES - whole.len()) / rows + 10;
    let mut at_limit = whole_table(&pack, pad);
    while at_limit.len() > DISKWARS_TABLE_MAX_BYTES {
        at_limit = whole_table(
            &pack,
            pad - (at_limit.len() - DISKWARS_TABLE_MAX_BYTES) / rows - 1,
        );
    }
    let bad_row = "disc,orc-boyz,,x,x,x,x,x,x,x,x,x,x,x,x,x,x,x\n";
    let mut all_bad = String::from(whole.lines().next().unwrap());
    all_bad.push('\n');
    while all_bad.len() + bad_row.len() <= DISKWARS_TABLE_MAX_BYTES {
        all_bad.push_str(bad_row);
    }
    let cells = read_diskwars_table(&pack, &whole).expect("the whole table reads");
    assert!(read_diskwars_table(&pack, &at_limit).is_ok());
    assert!(
        at_limit.len() <= DISKWARS_TABLE_MAX_BYTES
            && at_limit.len() > DISKWARS_TABLE_MAX_BYTES * 9 / 10
    );
    assert!(read_diskwars_table(&pack, &all_bad).is_err());
    // The records the whole table makes, one per row.
    let mut records: Vec<(String, String, serde_json::Map<String, serde_json::Value>)> = Vec::new();
    for cell in &cells {
        let Some(value) = &cell.value else { continue };
        let at = match records
            .iter()
            .position(|(k, i, _)| *k == cell.kind && *i == cell.id)
        {
            Some(at) => at,
            None => {
                let mut m = serde_json::Map::new();
                m.insert("id".into(), cell.id.clone().into());
                m.insert("source".into(), "bench".into());
                records.push((cell.kind.to_owned(), cell.id.clone(), m));
                records.len() - 1
            }
        };
        let record = &mut records[at].2;
        match cell.field.split_once('.') {
            Some((group, name)) => {
                let group = record.entry(group).or_insert_with(|| serde_json::json!({}));
                group
                    .as_object_mut()
                    .unwrap()
                    .insert(name.to_owned(), value.clone());
            }
            None => {
                record.insert(cell.field.clone(), value.clone());
            }
        }
    }
    let jsons: Vec<(String, String, String)> = records
        .into_iter()
        .map(|(k, i, m)| (k, i, serde_json::Value::Object(m).to_string()))
        .collect();
    let texts: Vec<UserRecordText<'_>> = jsons
        .iter()
        .map(|(kind, id, json)| UserRecordText { kind, id, json })
        .collect();
    assert_eq!(texts.len(), rows);
    let joined = Diskwars::with_user_data(&pack, &texts).expect("the records join");

    let mut group = c.benchmark_group("diskwars_values");
    group.bench_function("read_whole_table", |b| {
        b.iter(|| read_diskwars_table(&pack, black_box(&whole)))
    });
    group.bench_function("read_at_limit", |b| {
        b.iter(|| read_diskwars_table(&pack, black_box(&at_limit)))
    });
    group.bench_function("read_at_limit_all_bad", |b| {
        b.iter(|| read_diskwars_table(&pack, black_box(&all_bad)))
    });
    group.bench_function("join_records", |b| {
        b.iter(|| Diskwars::with_user_data(&pack, black_box(&texts)))
    });
    group.bench_function("write_table", |b| {
        b.iter(|| write_diskwars_table(black_box(&joined), Lang::Es))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
