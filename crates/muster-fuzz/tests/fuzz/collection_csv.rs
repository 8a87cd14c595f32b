//! The collection as a table (`game,kind,item,count` lines), imported as `muster collection
//! import` does (`Muster::collection_import`): every item checked against its game's
//! catalogue. The seeds: what each repository list needs, as that table.

use crate::common::{list_seeds, muster, Target};
use crate::ensure;
use muster_core::collection::Need;
use muster_core::{parse_list, Game, Lang, ListDocument};
use muster_data::Pack;
use muster_fuzz::seeds::Scratch;
use muster_fuzz::Input;

/// What `document` needs from a collection, by the shipped packs.
fn needs(document: &ListDocument) -> Option<(&'static str, Vec<Need>)> {
    let lang = Lang::En;
    Some(muster_core::with_list!(document, |list, G| (
        <G as Game>::ID,
        G::needs(list, &G::bundled().ok()?, lang)
    )))
}

#[test]
fn collection_csv() {
    let scratch = Scratch::new("collection-csv");
    let muster = muster(&scratch);
    let mut seeds = Vec::new();
    for list in list_seeds() {
        let Some((game, needs)) = parse_list(&list.text()).ok().as_ref().and_then(needs) else {
            continue;
        };
        if needs.is_empty() {
            continue;
        }
        let mut table = String::from("game,kind,item,count\n# what the list needs\n");
        for need in needs {
            table.push_str(&format!(
                "{game},{},{},{}\n",
                need.kind.id, need.item, need.count
            ));
        }
        seeds.push(Input::new("collection.csv", table.into_bytes()));
    }
    Target::new("collection_csv", seeds).run(|input| {
        let text = input.text();
        match muster.collection_import(&text, "collection.csv") {
            // A line at fault is named; a count the collection cannot hold (this target's
            // library keeps what every input added) is the library's refusal, in words.
            Err(refused) => ensure!(
                refused.message.starts_with("collection.csv:")
                    || (refused.code == "store.conflict" && refused.message.contains("count")),
                "a refusal that names no line: {refused:?}"
            ),
            Ok(added) => {
                let lines = text.lines().count();
                ensure!(added <= lines, "{added} entries from {lines} lines");
            }
        }
        Ok(())
    });
}
