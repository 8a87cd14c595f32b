//! The data-pack loaders of `muster-data`, each on a folder as `--data` names one
//! (`RuneWars::load_dir`, `Diskwars::load_dir`, `Underworlds::load_dir`, `Sigmar::load_dir`)
//! and the player's imported Age of Sigmar packs beside the library
//! (`muster_data::sigmar::with_user_packs`): a folder holding the shipped files, one mutated.

use crate::common::Target;
use crate::ensure;
use muster_core::games::diskwars::Diskwars;
use muster_core::games::runewars::RuneWars;
use muster_core::games::sigmar::Sigmar;
use muster_core::games::underworlds::Underworlds;
use muster_data::Pack;
use muster_data::PackError;
use muster_fuzz::seeds::{self, Scratch};
use muster_fuzz::Input;
use std::path::Path;

/// A refusal names the file at fault, in the folder, says what is wrong and where: a JSON
/// pointer, or a line and column (`PackError::place`).
/// (Finding 1 of docs/robustness.md, fixed: a value the schema lets through but the typed
/// reading refuses was placed by serde's path, `discs[0].stats.attack.value`.)
fn refusal_names_its_file(error: &PackError, dir: &Path) -> Result<(), String> {
    ensure!(
        error.file.starts_with(&dir.display().to_string()),
        "a refusal that names no file of the folder: {error}"
    );
    ensure!(
        !error.message.trim().is_empty(),
        "a refusal without words: {error}"
    );
    let pointer = error.place.is_empty() || error.place.starts_with('/');
    let line = error.place.starts_with("line ");
    ensure!(
        pointer || line,
        "a place that is neither a JSON pointer nor a line: {error}"
    );
    Ok(())
}

/// Fuzzes `load` on a folder of `files` (repository paths), each the seed of a mutation,
/// with `also` (repository paths) as further seeds written beside them.
fn fuzz_pack<T>(
    target: &'static str,
    files: &[&str],
    also: &[&str],
    load: impl Fn(&Path) -> Result<T, PackError>,
) {
    let scratch = Scratch::new(target);
    let dir = scratch.join("pack");
    std::fs::create_dir_all(&dir).expect("the pack folder");
    let mut seeds = Vec::new();
    let mut total = 0;
    for file in files {
        let input = seeds::input_of(&seeds::repo_root().join(file));
        std::fs::write(dir.join(&input.name), &input.bytes).expect("a pack file is copied");
        total += input.bytes.len();
        seeds.push(input);
    }
    let originals = seeds.clone();
    seeds.extend(
        also.iter()
            .map(|f| seeds::input_of(&seeds::repo_root().join(f))),
    );
    let body = |input: &Input| {
        let path = dir.join(&input.name);
        std::fs::write(&path, &input.bytes).map_err(|e| e.to_string())?;
        let loaded = load(&dir);
        // The folder as it was, for the next input.
        match originals.iter().find(|o| o.name == input.name) {
            Some(original) => std::fs::write(&path, &original.bytes),
            None => std::fs::remove_file(&path),
        }
        .map_err(|e| e.to_string())?;
        if let Err(error) = loaded {
            refusal_names_its_file(&error, &dir)?;
        }
        Ok(())
    };
    Target::new(target, seeds).reading(total).run(body);
}

#[test]
fn packs_runewars() {
    fuzz_pack(
        "packs_runewars",
        &[
            "data/runewars/catalog.json",
            "data/runewars/rules.json",
            "data/runewars/names-es.json",
        ],
        &[],
        RuneWars::load_dir,
    );
}

#[test]
fn packs_diskwars() {
    fuzz_pack(
        "packs_diskwars",
        &["data/diskwars/catalog.json"],
        &[],
        Diskwars::load_dir,
    );
}

#[test]
fn packs_underworlds() {
    fuzz_pack(
        "packs_underworlds",
        &["data/underworlds/embergard.json"],
        &[
            "tests/underworlds/fixture-data/underworlds/fixture.json",
            "tests/underworlds/rules-data/underworlds/rules.json",
        ],
        Underworlds::load_dir,
    );
}

#[test]
fn packs_sigmar() {
    fuzz_pack(
        "packs_sigmar",
        &[
            "data/sigmar/ossiarch-bonereapers-the-lance-of-ossia.json",
            "data/sigmar/lumineth-realm-lords-vanari-paragons.json",
        ],
        &["data/sigmar/slaves-to-darkness-the-swords-of-chaos.json"],
        |dir| {
            // The player's packs beside the shipped ones, then the folder alone.
            muster_data::sigmar::with_user_packs(dir)?;
            Sigmar::load_dir(dir)
        },
    );
}

/// A RuneWars `names-es.json` just under the 16 MiB a pack file may have, the shipped one
/// with one `where` made an array of 160,000 arrays nested 42 deep (what the fuzzing's
/// greediest input was, grown to the limit): made here, not kept.
fn names_at_the_limit() -> String {
    let names = std::fs::read_to_string(seeds::repo_root().join("data/runewars/names-es.json"))
        .expect("names-es.json");
    let item = format!("{}\"line 113\"{}", "[".repeat(42), "]".repeat(42));
    // As many as fit under the limit, with room for the rest of the file.
    let room = muster_data::PACK_FILE_MAX_BYTES as usize - names.len() - 4096;
    let items = vec![item.clone(); room / (item.len() + 1)].join(",");
    names.replacen(
        "\"where\": \"line 113\"",
        &format!("\"where\": [{items}]"),
        1,
    )
}

#[test]
/// Finding 9 of docs/robustness.md (fixed: the limit is now 4 MiB): a pack file of nested
/// arrays just under the limit is refused within the budget.
fn packs_runewars_at_the_limit() {
    let scratch = Scratch::new("packs-at-the-limit");
    let dir = scratch.path().to_path_buf();
    let mut total = 0;
    for file in ["catalog.json", "rules.json"] {
        let bytes = std::fs::read(seeds::repo_root().join("data/runewars").join(file))
            .expect("a pack file");
        total += bytes.len();
        std::fs::write(dir.join(file), bytes).expect("a pack file is copied");
    }
    let mut input = Input::new("names-es.json", names_at_the_limit().into_bytes());
    assert!(input.bytes.len() < muster_data::PACK_FILE_MAX_BYTES as usize);
    input.reads += total;
    std::fs::write(dir.join(&input.name), &input.bytes).expect("the names are written");
    let outcome = muster_fuzz::run("packs_runewars", &input, |_| {
        let loaded = RuneWars::load_dir(&dir);
        match loaded {
            Err(error) => refusal_names_its_file(&error, &dir),
            Ok(_) => Ok(()),
        }
    });
    if let Err(failure) = outcome {
        panic!("{failure}");
    }
}
