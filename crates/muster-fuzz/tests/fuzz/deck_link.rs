//! Underworlds deck links (underworldsdb's `deck=` codes): read into a deck record
//! (`Muster::underworlds_deck_of_link`, what `muster import deck` does with a link) and into
//! a list (`Muster::underworlds_apply_link`, the app's "paste a link"). The seeds: the
//! links Muster writes of the repository's Underworlds lists (`Muster::deck_link`).

use crate::common::{lang_of, list_seeds, muster, Target};
use crate::ensure;
use muster_core::{parse_list, ListDocument};
use muster_fuzz::seeds::Scratch;
use muster_fuzz::Input;
use muster_service::Lang;

#[test]
fn deck_link() {
    let scratch = Scratch::new("deck-link");
    let muster = muster(&scratch);
    let mut seeds = Vec::new();
    let mut lists = Vec::new();
    for list in list_seeds() {
        let Ok(document @ ListDocument::Underworlds(_)) = parse_list(&list.text()) else {
            continue;
        };
        if let Ok(link) = muster.deck_link(&document, Lang::En) {
            seeds.push(Input::new("link.txt", link.clone().into_bytes()));
            // The codes alone are a link too.
            if let Some((_, codes)) = link.split_once('?') {
                seeds.push(Input::new("link.txt", codes.as_bytes().to_vec()));
            }
            lists.push(document.to_json());
        }
    }
    assert!(
        !lists.is_empty(),
        "the repository has Underworlds lists with links"
    );
    Target::new("deck_link", seeds).run(|input| {
        let text = input.text();
        let lang = lang_of(input);
        match muster.underworlds_deck_of_link(&text, "fuzz-link-deck", "Fuzz", lang) {
            Err(refused) => ensure!(
                !refused.message.trim().is_empty(),
                "a link refused without words"
            ),
            Ok(deck) => ensure!(
                deck.id == "fuzz-link-deck",
                "the deck is not the one asked for"
            ),
        }
        let list = &lists[input.bytes.len() % lists.len()];
        match muster.underworlds_apply_link(list, &text, lang) {
            Err(refused) => ensure!(
                !refused.message.trim().is_empty(),
                "a link refused without words"
            ),
            Ok(made) => {
                // The list made from a link is a list document Muster reads.
                let document = ListDocument::Underworlds(made);
                let again = parse_list(&document.to_json())
                    .map_err(|e| format!("the list made from a link does not read: {e}"))?;
                ensure!(
                    again == document,
                    "the list made from a link reads back as another"
                );
            }
        }
        Ok(())
    });
}
