//! Underworlds decks typed as plain text, read as `muster import deck` and the app read them
//! (`Muster::underworlds_import_deck`), then stored as the player's own record as the
//! command does (`Muster::underworlds_store_deck`). The seeds: the repository's typed decks
//! and the text of every shipped deck (`deck_text::write_deck`).

use crate::common::{lang_of, muster, Target};
use crate::ensure;
use muster_core::games::underworlds::deck_text::{read_deck, write_deck};
use muster_core::games::underworlds::Underworlds;
use muster_data::Pack;
use muster_fuzz::seeds::{self, Scratch};
use muster_fuzz::Input;

#[test]
fn deck_text() {
    let scratch = Scratch::new("deck-text");
    let muster = muster(&scratch);
    let mut seeds = seeds::repo_inputs("tests/underworlds", &[".txt"], &[]);
    let catalog = Underworlds::bundled().expect("the shipped pack loads");
    seeds.extend(
        catalog
            .decks()
            .iter()
            .map(|deck| Input::new("deck.txt", write_deck(deck).into_bytes())),
    );
    let source = "user: typed deck list deck.txt";
    Target::new("deck_text", seeds).run(|input| {
        let text = input.text();
        let lang = lang_of(input);
        match muster.underworlds_import_deck(&text, "fuzz-deck", "Fuzz deck", source, lang) {
            Err(lines) => {
                ensure!(!lines.is_empty(), "refused without a reason");
                for line in &lines {
                    ensure!(!line.trim().is_empty(), "a bad line named without words");
                }
            }
            Ok(deck) => {
                ensure!(deck.id == "fuzz-deck", "the deck is not the one asked for");
                if !muster_service::games::underworlds::is_deck_link(&text) {
                    // The deck's own text reads back as the same deck.
                    let again =
                        read_deck(&write_deck(&deck), &deck.id, &deck.name.en, &deck.source)
                            .map_err(|e| format!("its own text does not read back: {e:?}"))?;
                    ensure!(again == deck, "its own text reads back as another deck");
                }
                match muster.underworlds_store_deck(&deck) {
                    Ok(()) => muster
                        .user_record_remove("underworlds", "deck", &deck.id)
                        .map_err(|e| format!("the stored deck cannot be removed: {e}"))?,
                    Err(refused) => ensure!(
                        refused.code == "data.refused" && !refused.message.is_empty(),
                        "a deck refused as {refused:?}"
                    ),
                }
            }
        }
        Ok(())
    });
}
