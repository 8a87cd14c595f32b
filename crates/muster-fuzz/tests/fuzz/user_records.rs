//! The player's own records, entered as `muster user-data add GAME KIND FILE` and the app
//! enter them (`Muster::user_record_add`): one record or an array of them, each checked
//! against its pack's schema beside the stored ones, stored all or none. Every game and
//! kind that keeps records: RuneWars factions, units, upgrades and boxes; Diskwars discs and
//! command cards; Underworlds warbands and decks. The seeds (named `GAME.KIND.json`): a
//! shipped record of each kind made the player's own (a new id, the player's source), and
//! the repository's Underworlds records.

use crate::common::{muster, Target};
use crate::ensure;
use muster_fuzz::seeds::{self, Scratch};
use muster_fuzz::Input;
use serde_json::{json, Value};

/// The first record of `key` in the pack file `file`, with a new id and the player's source.
fn made_own(file: &str, key: &str, id: &str) -> String {
    let path = seeds::repo_root().join(file);
    let pack: Value = serde_json::from_str(&std::fs::read_to_string(path).expect("a pack file"))
        .expect("the pack is JSON");
    let mut record = pack[key][0].clone();
    record["id"] = json!(id);
    record["source"] = json!("user: printed on my proxy card");
    serde_json::to_string_pretty(&record).expect("a record serializes")
}

fn seeds() -> Vec<Input> {
    let mut seeds = vec![
        (
            "runewars.faction.json",
            made_own("data/runewars/catalog.json", "factions", "fuzz-faction"),
        ),
        (
            "runewars.unit.json",
            made_own("data/runewars/catalog.json", "units", "fuzz-unit"),
        ),
        (
            "runewars.upgrade.json",
            made_own("data/runewars/catalog.json", "upgrades", "fuzz-upgrade"),
        ),
        (
            "runewars.box.json",
            r#"{"id": "garrison-crate", "source": "counted by hand",
    "contents": [{"kind": "unit", "item": "spearmen", "count": 9}]}"#
                .to_owned(),
        ),
        (
            "diskwars.disc.json",
            r#"[{"id": "kurgan-barbarians", "source": "my own disc", "size": "small",
    "cost": {"value": 5, "source": "rulebook p.17"}},
  {"id": "orc-boyz", "source": "my own disc", "stats": {"movement": 2, "attack": 3}}]"#
                .to_owned(),
        ),
        (
            "diskwars.command-card.json",
            made_own("data/diskwars/catalog.json", "command_cards", "approach"),
        ),
    ]
    .into_iter()
    .map(|(name, json)| Input::new(name, json.into_bytes()))
    .collect::<Vec<_>>();
    let records = seeds::repo_root().join("tests/underworlds/matches/records");
    for kind in ["warband", "deck"] {
        for file in seeds::files(&records.join(kind), &[".json"], &[]) {
            let mut input = seeds::input_of(&file);
            input.name = format!("underworlds.{kind}.json");
            seeds.push(input);
        }
    }
    seeds
}

#[test]
fn user_records() {
    let scratch = Scratch::new("user-records");
    let muster = muster(&scratch);
    Target::new("user_records", seeds()).run(|input| {
        let mut parts = input.name.split('.');
        let (game, kind) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
        match muster.user_record_add(game, kind, &input.text(), "record.json") {
            Err(refused) => ensure!(
                !refused.message.trim().is_empty(),
                "refused without words: {refused:?}"
            ),
            Ok(ids) => {
                ensure!(!ids.is_empty(), "stored without an id");
                // Each record stored is the player's to remove, and then gone.
                for id in &ids {
                    muster
                        .user_record_remove(game, kind, id)
                        .map_err(|e| format!("record '{id}' stored but not removed: {e}"))?;
                }
                let left = muster.user_records().map_err(|e| e.to_string())?;
                ensure!(
                    left.is_empty(),
                    "{} records left after removing them",
                    left.len()
                );
            }
        }
        Ok(())
    });
}
