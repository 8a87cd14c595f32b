//! What the match-file tests on the real data share, for every game: the match files of
//! `tests/<game>/matches/` with their expectations (`*.expect.json`), a replay checked
//! against its expected result or fault, and the match-file schema
//! (`data/schemas/muster-match.schema.json`) held against the parser.

use super::{json_files, read_json, repo};
use muster_core::matches::{under_event, Entry, MatchFile, ReplayFault};
use muster_core::{Diagnostic, Lang, Match, Play};
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::fmt::Debug;
use std::path::PathBuf;

/// `tests/<game>/matches/`.
pub fn matches_dir(game: &str) -> PathBuf {
    repo().join("tests").join(game).join("matches")
}

/// Every match file of `tests/<game>/matches/` (at least `least` of them) as
/// `(file name, file, expectation)`, in name order.
pub fn scenarios(game: &str, least: usize) -> Vec<(String, Value, Value)> {
    let files: Vec<PathBuf> = json_files(&matches_dir(game))
        .into_iter()
        .filter(|p| !p.to_string_lossy().ends_with(".expect.json"))
        .collect();
    assert!(files.len() >= least, "scenarios missing: {files:?}");
    files
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let expect = read_json(&path.with_extension("expect.json"));
            (name, read_json(&path), expect)
        })
        .collect()
}

/// The match file `name` of `tests/<game>/matches/`.
pub fn scenario(game: &str, name: &str) -> Value {
    read_json(&matches_dir(game).join(name))
}

/// The lists of a match file's set-up, in the players' order.
pub fn setup_lists<L: DeserializeOwned>(file: &Value) -> Vec<L> {
    file["setup"]["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| serde_json::from_value(p["list"].clone()).expect("a list of the game"))
        .collect()
}

/// A well-formed match file of game `G` replayed on `catalog`.
pub fn replay<G: Play>(file: Value, catalog: &G::Catalog) -> Result<Match<G>, ReplayFault> {
    let file = MatchFile::<G>::from_value(file).expect("a well-formed match file");
    Match::<G>::replay(file.setup, catalog, file.events, Lang::En)
}

/// Why a replay stopped: every fault, each with its place as a JSON pointer into the match
/// file (a set-up's under `/setup`, an event's under `/events/<index>`), as
/// `muster match replay` names them.
pub fn faults<G: Play>(name: &str, replayed: Result<Match<G>, ReplayFault>) -> Vec<Diagnostic> {
    match replayed {
        Ok(_) => panic!("{name}: replayed without a refusal"),
        Err(ReplayFault::Setup(faults)) => faults
            .into_iter()
            .map(|mut d| {
                d.path = format!("/setup{}", d.path);
                d
            })
            .collect(),
        Err(ReplayFault::Event(fault)) => vec![under_event(fault.diagnostic, fault.index)],
    }
}

/// Among a refused replay's faults, the one at the expectation's `place`, with its `code`
/// and `rule`.
pub fn check_fault(name: &str, faults: &[Diagnostic], expect: &Value) {
    let place = expect["place"].as_str().expect("the expected place");
    let found = faults
        .iter()
        .find(|d| d.path == place)
        .unwrap_or_else(|| panic!("{name}: no fault at {place}: {faults:?}"));
    assert_eq!(found.code, expect["code"], "{name}: {}", found.message);
    assert_eq!(found.rule, expect["rule"], "{name}");
}

/// The expectation's scores as `(side, total, parts)`, each side's parts adding up to its
/// total.
pub fn expected_scores(expect: &Value) -> Vec<(u64, i64, Vec<i64>)> {
    expect["scores"]
        .as_array()
        .expect("scores")
        .iter()
        .map(|s| {
            let parts: Vec<i64> = s["parts"]
                .as_array()
                .expect("parts")
                .iter()
                .map(|p| p.as_i64().unwrap())
                .collect();
            assert_eq!(
                parts.iter().sum::<i64>(),
                s["total"].as_i64().unwrap(),
                "an expectation's parts add up to its total: {s}"
            );
            (
                s["side"].as_u64().unwrap(),
                s["total"].as_i64().unwrap(),
                parts,
            )
        })
        .collect()
}

/// A whole game replayed as its expectation says: the head and the log, the winner, how and
/// by which rule it was decided, each side's score with its parts; the result reads in both
/// languages, and the log the match keeps replays to the very same state, which serializes.
pub fn check_result<G>(name: &str, game: &Match<G>, catalog: &G::Catalog, expect: &Value)
where
    G: Play,
    G::State: PartialEq + Debug,
{
    assert_eq!(game.head() as u64, expect["head"], "{name}: head");
    assert_eq!(game.log().len() as u64, expect["events"], "{name}: log");
    let outcome = game
        .outcome(Lang::En)
        .unwrap_or_else(|| panic!("{name}: the match is not over"));
    assert_eq!(
        outcome.winner.map(|w| w as u64),
        expect["winner"].as_u64(),
        "{name}: winner ({:?})",
        outcome.reasoning
    );
    assert_eq!(outcome.decided_by, expect["decided_by"], "{name}");
    assert_eq!(outcome.rule, expect["rule"], "{name}");
    let scores: Vec<(u64, i64, Vec<i64>)> = outcome
        .scores
        .iter()
        .map(|s| {
            let parts = s.parts.iter().map(|p| p.points).collect();
            (s.side as u64, s.total, parts)
        })
        .collect();
    assert_eq!(
        scores,
        expected_scores(expect),
        "{name}: {:?}",
        outcome.scores
    );
    assert!(!game.outcome(Lang::Es).unwrap().reasoning.is_empty());

    let again =
        Match::<G>::replay(game.setup().clone(), catalog, game.log().to_vec(), Lang::En).unwrap();
    assert_eq!(again.state(), game.state(), "{name}: replaying the log");
    serde_json::to_value(game.state()).expect("the state serializes");
}

/// The match-file schema's errors for `file`, the first three.
pub fn schema_errors(file: &Value) -> Vec<String> {
    muster_data::schemas::match_file()
        .iter_errors(file)
        .map(|e| format!("{}: {e}", e.instance_path()))
        .take(3)
        .collect()
}

/// The schema and the parser agree on every scenario of game `G`: a file the parser refuses
/// for its shape (`"fault": "shape"`) it refuses at the expected place and the schema too;
/// every other file both accept.
pub fn check_schema_on_scenarios<G: Play>(scenarios: &[(String, Value, Value)]) {
    let schema = muster_data::schemas::match_file();
    for (name, file, expect) in scenarios {
        let shape = expect["fault"] == "shape";
        match MatchFile::<G>::from_value(file.clone()) {
            Err(error) if shape => {
                assert_eq!(error.path, expect["place"], "{name}: {error}");
                assert!(!schema.is_valid(file), "{name}: the schema accepted it");
            }
            Err(error) => panic!("{name}: {error}"),
            Ok(_) if shape => panic!("{name}: the parser accepted it"),
            Ok(_) => assert!(
                schema_errors(file).is_empty(),
                "{name}: {:?}",
                schema_errors(file)
            ),
        }
    }
}

/// `file` with `entries` added to its log, each read by the parser as an entry of game `G`;
/// the schema accepts the result.
pub fn with_entries<G: Play>(mut file: Value, entries: &[Value]) -> Value {
    for entry in entries {
        Entry::<G::Event>::from_value(entry.clone()).unwrap_or_else(|e| panic!("{entry}: {e:?}"));
        file["events"].as_array_mut().unwrap().push(entry.clone());
    }
    assert!(
        schema_errors(&file).is_empty(),
        "{:?}",
        schema_errors(&file)
    );
    file
}

/// Breaks a valid match file in one place.
pub type Break = fn(&mut Value);

/// Each fault of `broken` put into `valid` is refused by the schema and by the parser, which
/// names its place.
pub fn check_broken<G: Play>(valid: &Value, broken: &[(&str, Break)]) {
    let schema = muster_data::schemas::match_file();
    for (place, breaks) in broken {
        let mut file = valid.clone();
        breaks(&mut file);
        assert!(
            !schema.is_valid(&file),
            "the schema accepted a fault at {place}"
        );
        let Err(error) = MatchFile::<G>::from_value(file) else {
            panic!("the parser accepted a fault at {place}");
        };
        assert_eq!(error.path, *place, "the parser says {error}");
    }
}
