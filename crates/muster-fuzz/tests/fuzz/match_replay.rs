//! Match files (`muster-match/1`), replayed by their game's tracker as `muster match replay`
//! does (`Muster::replay_match`), with the Underworlds match files' warbands and decks added
//! to the library first as the command line's tests add them. The seeds: every match file
//! of `tests/<game>/matches/`.

use crate::common::{lang_of, muster, Target};
use crate::ensure;
use muster_fuzz::seeds::{self, Scratch};

#[test]
fn match_replay() {
    let scratch = Scratch::new("match-replay");
    let muster = muster(&scratch);
    let records = seeds::repo_root().join("tests/underworlds/matches/records");
    for kind in ["warband", "deck"] {
        for file in seeds::files(&records.join(kind), &[".json"], &[]) {
            let json = std::fs::read_to_string(&file).expect("a record file");
            let shown = file.display().to_string();
            muster
                .user_record_add("underworlds", kind, &json, &shown)
                .unwrap_or_else(|e| panic!("{shown}: {e}"));
        }
    }
    let mut files = Vec::new();
    for game in ["runewars", "diskwars", "sigmar", "underworlds"] {
        let dir = seeds::repo_root().join("tests").join(game).join("matches");
        files.extend(
            seeds::files(&dir, &[".json"], &[".expect.json"])
                .iter()
                .filter(|p| !p.starts_with(&records))
                .map(|p| seeds::input_of(p)),
        );
    }
    for seed in &files {
        let _ = muster.replay_match(&seed.text(), muster_service::Lang::En);
    }
    Target::new("match_replay", files).run(|input| {
        let text = input.text();
        let lang = lang_of(input);
        let replayed = muster.replay_match(&text, lang);
        // A replay is the fold of the log over the set-up: the same file, the same answer.
        ensure!(
            muster.replay_match(&text, lang) == replayed,
            "two replays of one file differ"
        );
        match replayed {
            Err(refused) => ensure!(!refused.trim().is_empty(), "refused without words"),
            Ok(replay) => {
                let head = replay["head"].as_u64().ok_or("no head")?;
                let events = replay["events"].as_u64().ok_or("no events")?;
                ensure!(
                    head <= events,
                    "the head {head} is past the log's {events} entries"
                );
                ensure!(replay["game"].is_string(), "no game");
            }
        }
        Ok(())
    });
}
