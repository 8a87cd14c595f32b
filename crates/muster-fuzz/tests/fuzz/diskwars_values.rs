//! The Diskwars values table (CSV: one row per disc or card, the values the pack leaves
//! unknown), imported as `muster user-data import diskwars` does
//! (`Muster::user_values_import`): every bad cell named by row and column, stored all or
//! none. The seeds: the table Muster writes (`Muster::user_values_export`), in English and
//! Spanish, with some values filled in.

use crate::common::{muster, Target};
use crate::ensure;
use muster_fuzz::seeds::Scratch;
use muster_fuzz::Input;
use muster_service::Lang;

#[test]
fn diskwars_values() {
    let scratch = Scratch::new("diskwars-values");
    let muster = muster(&scratch);
    let mut seeds = Vec::new();
    for lang in [Lang::En, Lang::Es] {
        let table = muster
            .user_values_export("diskwars", lang)
            .expect("the table of values exports");
        // The same table with every empty cell of its first rows given a value.
        let filled: String = table
            .lines()
            .enumerate()
            .map(|(n, line)| {
                let line = if (1..40).contains(&n) {
                    line.replace(",,", ",3,")
                } else {
                    line.to_owned()
                };
                line + "\n"
            })
            .collect();
        seeds.push(Input::new("values.csv", table.into_bytes()));
        seeds.push(Input::new("values.csv", filled.into_bytes()));
    }
    Target::new("diskwars_values", seeds).run(|input| {
        match muster.user_values_import("diskwars", &input.text(), "values.csv") {
            Err(refused) => ensure!(
                !refused.message.trim().is_empty(),
                "refused without words: {refused:?}"
            ),
            Ok(_) => {
                // What was stored is a table Muster writes again.
                muster
                    .user_values_export("diskwars", Lang::En)
                    .map_err(|e| format!("the values stored do not export: {e}"))?;
            }
        }
        Ok(())
    });
}
