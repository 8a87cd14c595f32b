//! Lists pasted as text: Muster's own text of every game (in English or Spanish) and the
//! official Age of Sigmar app's text, read as `muster import text` reads them
//! (`Muster::read_pasted_text`). The seeds are the texts Muster itself writes of the
//! repository's lists (`Muster::list_text`, `Muster::official_app_text`).

use crate::common::{lang_of, list_seeds, muster, Target};
use crate::ensure;
use muster_core::parse_list;
use muster_fuzz::seeds::Scratch;
use muster_fuzz::Input;
use muster_service::{Lang, Readings};

#[test]
fn list_text() {
    let scratch = Scratch::new("list-text");
    let muster = muster(&scratch);
    let mut seeds = Vec::new();
    for list in list_seeds() {
        let Ok(document) = parse_list(&list.text()) else {
            continue;
        };
        for lang in [Lang::En, Lang::Es] {
            if let Ok(text) = muster.list_text(&document, &Readings::default(), lang) {
                seeds.push(Input::new("list.txt", text.into_bytes()));
            }
        }
        if let Ok(text) = muster.official_app_text(&document) {
            seeds.push(Input::new("app.txt", text.into_bytes()));
        }
    }
    for seed in &seeds {
        let _ = muster.read_pasted_text(&seed.text(), Lang::En);
    }
    let body = |input: &Input| {
        match muster.read_pasted_text(&input.text(), lang_of(input)) {
            Err(refused) => {
                ensure!(
                    !refused.message.trim().is_empty(),
                    "refused without words: {refused:?}"
                );
            }
            Ok(pasted) => {
                // What the reader makes is a list document Muster reads, the same list
                // (within a list's limits: finding 3, fixed).
                let json = pasted.document.to_json();
                let again = parse_list(&json)
                    .map_err(|e| format!("the list read from text is no list document: {e}"))?;
                ensure!(
                    again == pasted.document,
                    "the list read from text reads back as another"
                );
                for problem in &pasted.problems {
                    ensure!(!problem.trim().is_empty(), "a line left out without words");
                }
            }
        }
        Ok(())
    };
    Target::new("list_text", seeds).run(body);
}
