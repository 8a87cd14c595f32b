//! Diskwars matches on the real data pack: the scenario files of `tests/diskwars/matches/`
//! replayed through the core with the bundled catalogue, each against its expectation
//! (`*.expect.json`), and what the pack itself decides in them (the armies are the pack's
//! own, Karl Franz's wound is computed from his stats, unspent points from known costs).

use muster_core::games::diskwars::{
    Catalog, DiskwarsEvent, DiskwarsList, DiskwarsMatch, Location, Stage,
};
use muster_core::matches::{under_event, Entry, MatchFile, ReplayFault};
use muster_core::{Lang, Match};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

type Diskwars = muster_core::games::diskwars::Diskwars;

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| muster_data::bundled_diskwars().expect("the bundled pack loads"))
}

fn read_json(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every scenario of `tests/diskwars/matches/` with its expectation, in name order.
fn scenarios() -> Vec<(String, Value, Value)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/diskwars/matches");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/diskwars/matches exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "json")
                && !p.to_string_lossy().ends_with(".expect.json")
        })
        .collect();
    files.sort();
    assert!(files.len() >= 6, "scenarios missing: {files:?}");
    files
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let expect = read_json(&path.with_extension("expect.json"));
            (name, read_json(&path), expect)
        })
        .collect()
}

fn scenario(name: &str) -> Value {
    scenarios()
        .into_iter()
        .find(|(n, _, _)| n == name)
        .unwrap_or_else(|| panic!("no scenario {name}"))
        .1
}

fn replay(file: Value) -> Result<Match<Diskwars>, ReplayFault> {
    let file = MatchFile::<Diskwars>::from_value(file).expect("a well-formed match file");
    Match::<Diskwars>::replay(file.setup, catalog(), file.events, Lang::En)
}

fn replayed(name: &str) -> Match<Diskwars> {
    replay(scenario(name)).unwrap_or_else(|f| panic!("{name}: {f:?}"))
}

/// The expectation's scores as `(side, total, parts)`.
fn expected_scores(expect: &Value) -> Vec<(u64, i64, Vec<i64>)> {
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

#[test]
fn every_valid_scenario_ends_as_its_expectation_says_with_the_real_catalogue() {
    let mut played = 0;
    for (name, file, expect) in scenarios() {
        if expect["exit"] != 0 {
            continue;
        }
        played += 1;
        let game = replay(file).unwrap_or_else(|f| panic!("{name}: {f:?}"));
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
            expected_scores(&expect),
            "{name}: {:?}",
            outcome.scores
        );
        // Every result reads in both languages.
        assert!(!game.outcome(Lang::Es).unwrap().reasoning.is_empty());

        // The log the match keeps replays to the very same state, which serializes.
        let again = Match::<Diskwars>::replay(
            game.setup().clone(),
            catalog(),
            game.log().to_vec(),
            Lang::En,
        )
        .unwrap();
        assert_eq!(again.state(), game.state(), "{name}: replaying the log");
        serde_json::to_value(game.state()).expect("the state serializes");
    }
    assert!(played >= 4, "valid scenarios missing");
}

#[test]
fn every_refused_scenario_is_refused_where_its_expectation_says() {
    let mut refused = 0;
    for (name, file, expect) in scenarios() {
        match expect["fault"].as_str() {
            Some("rules") => {
                refused += 1;
                let (place, code, rule) = match replay(file) {
                    Err(ReplayFault::Event(fault)) => {
                        let d = under_event(fault.diagnostic, fault.index);
                        (d.path, d.code, d.rule)
                    }
                    Err(ReplayFault::Setup(faults)) => {
                        assert_eq!(faults.len(), 1, "{name}: {faults:?}");
                        let d = &faults[0];
                        (format!("/setup{}", d.path), d.code, d.rule)
                    }
                    Ok(_) => panic!("{name}: replayed without a refusal"),
                };
                assert_eq!(place, expect["place"], "{name}");
                assert_eq!(code, expect["code"], "{name}");
                assert_eq!(rule, expect["rule"], "{name}");
            }
            Some("shape") => {
                refused += 1;
                let error = MatchFile::<Diskwars>::from_value(file).expect_err(&name);
                assert_eq!(error.path, expect["place"], "{name}: {error}");
            }
            _ => {}
        }
    }
    assert!(refused >= 3, "refused scenarios missing");
}

/// The armies of the files are the pack's: the introductory armies and the pre-built
/// regiments as `catalog.json` lists them (one disc id per disc, the cards in order), and
/// the p.17 worked regiment.
#[test]
fn the_scenario_armies_are_the_packs_own() {
    let flat = |entries: &[muster_core::games::diskwars::RegimentEntry]| -> Vec<String> {
        entries
            .iter()
            .flat_map(|e| std::iter::repeat_n(e.disc.clone(), e.count as usize))
            .collect()
    };
    let mut checked = 0;
    for (name, file, _) in scenarios() {
        let Some(players) = file["setup"]["players"].as_array() else {
            continue;
        };
        for player in players {
            let Ok(list) = serde_json::from_value::<DiskwarsList>(player["list"].clone()) else {
                continue;
            };
            let mut cards = list.command_cards.iter();
            for regiment in &list.regiments {
                let mut discs = vec![regiment.hero.clone()];
                discs.extend(regiment.units.iter().cloned());
                discs.sort();
                let pre_built =
                    catalog().pre_built_regiment(&format!("{}-regiment", regiment.hero));
                let army = catalog()
                    .introductory_armies()
                    .iter()
                    .find(|a| a.discs.iter().any(|e| e.disc == regiment.hero));
                let (mut expected, expected_cards) = match (list.mode, pre_built, army) {
                    (muster_core::games::diskwars::Mode::Introductory, _, Some(a)) => {
                        (flat(&a.discs), a.command_cards.clone())
                    }
                    (_, _, _) if regiment.hero == "kairos-fateweaver" => {
                        // Kimmie's regiment (p.17): 15 + 8 + 5 + 5 of Kairos's 33.
                        let units = [
                            "bloodthirster",
                            "plaguebearers",
                            "kurgan-barbarians",
                            "kurgan-barbarians",
                        ];
                        let mut d: Vec<String> = units.iter().map(|u| u.to_string()).collect();
                        d.push(regiment.hero.clone());
                        (d, vec!["eager-troops".into(), "intimidate".into()])
                    }
                    (_, Some(r), _) => {
                        let mut d = flat(&r.units);
                        d.push(r.hero.clone());
                        (d, r.command_cards.clone())
                    }
                    _ => panic!("{name}: {} leads no army of the pack", regiment.hero),
                };
                expected.sort();
                assert_eq!(discs, expected, "{name}: {}'s discs", regiment.hero);
                for card in expected_cards {
                    assert_eq!(
                        cards.next(),
                        Some(&card),
                        "{name}: {}'s cards",
                        regiment.hero
                    );
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 8, "{checked} regiments checked");
}

/// §3.4 on the pack's stats: Karl Franz (Toughness 5, Vigor 1, rulebook p.9–10) keeps his
/// first wound from 6 damage, computed without the players saying so.
#[test]
fn karl_franz_keeps_his_first_wound_as_the_pack_computes_it() {
    let game = replayed("intro-empire-and-orcs-tie-after-five-rounds.json");
    let karl = &game.state().sides[0].discs[0];
    assert_eq!(karl.id, "karl-franz");
    assert_eq!((karl.toughness, karl.vigor), (Some(5), Some(1)));
    assert_eq!((karl.wounds, karl.location), (1, Location::Battlefield));
    let file = MatchFile::<Diskwars>::from_value(scenario(
        "intro-empire-and-orcs-tie-after-five-rounds.json",
    ))
    .unwrap();
    let karl_hit = file.events.iter().find_map(|e| match e {
        Entry::Play(DiskwarsEvent::Damage { hits }) => hits
            .iter()
            .find(|h| (h.side, h.disc, h.amount) == (0, 0, 6))
            .copied(),
        _ => None,
    });
    assert_eq!(
        karl_hit.expect("the p.9 hit").result,
        None,
        "the file leaves the result to the engine"
    );
}

/// §3.11 edge case 13: at the end of round 5 the reserve goes to the casualty piles.
#[test]
fn the_reserve_becomes_casualties_before_the_objectives_score() {
    let game = replayed("order-generalicide-after-five-rounds.json");
    let state: &DiskwarsMatch = game.state();
    assert_eq!(state.stage, Stage::Over);
    for side in &state.sides {
        assert_eq!(side.count(Location::Reserve), 0, "{}", side.player);
    }
    assert!(state.sides[1].reserve_lost > 0);
}

/// Unspent recruitment points are computed where the pack knows every cost (Kimmie's
/// regiment, 33 of 33, p.17) and typed elsewhere.
#[test]
fn unspent_points_are_computed_where_the_pack_knows_every_cost() {
    let file =
        MatchFile::<Diskwars>::from_value(scenario("broken-unspent-contradicts-the-list.json"))
            .unwrap();
    let game = Match::<Diskwars>::new(file.setup, catalog(), Lang::En).unwrap();
    assert_eq!(game.state().sides[1].unspent, Some(0));
    assert_eq!(game.state().sides[0].unspent, None);
}

#[test]
fn every_event_kind_reads_from_its_json() {
    let events = [
        json!({"type": "initiative", "rolls": [3, null], "unspent": [null, 4]}),
        json!({"type": "assign_initiative", "side": 0, "order": [1, 0]}),
        json!({"type": "scenario", "side": 1, "card": null}),
        json!({"type": "objective", "side": 0, "card": "generalicide"}),
        json!({"type": "deployment_card", "side": 1, "card": "advance", "face": "text", "value": 4}),
        json!({"type": "deploy", "side": 1, "discs": [0, 2]}),
        json!({"type": "reveal", "cards": ["corner", null], "order": [0]}),
        json!({"type": "activate", "side": 0, "disc": 1, "action": "reinforce", "pins": [], "by_ability": true}),
        json!({"type": "resolved", "side": 0}),
        json!({"type": "pin", "top": {"side": 0, "disc": 1}, "bottom": {"side": 1, "disc": 0}}),
        json!({"type": "unpin", "top": {"side": 0, "disc": 1}, "bottom": {"side": 1, "disc": 0}}),
        json!({"type": "damage", "hits": [{"side": 1, "disc": 0, "wound": true, "result": "wound"}]}),
        json!({"type": "removed", "discs": [{"side": 1, "disc": 0}]}),
        json!({"type": "token", "side": 0, "disc": 1, "token": "activation", "on": false}),
        json!({"type": "toughness", "side": 0, "disc": 1, "change": -2}),
        json!({"type": "end_round"}),
        json!({"type": "score", "side": 1, "vp": 6}),
    ];
    for event in events {
        let entry = Entry::<DiskwarsEvent>::from_value(event.clone())
            .unwrap_or_else(|e| panic!("{event}: {e:?}"));
        assert_eq!(entry.to_value().unwrap(), normalized(event), "round trip");
    }
    let (path, _) = Entry::<DiskwarsEvent>::from_value(
        json!({"type": "deploy", "side": 0, "discs": [0, "one"]}),
    )
    .expect_err("a disc is a number");
    assert_eq!(path, "/discs/1");
}

/// An event as the engine writes it back: optional fields it leaves out are written as
/// their defaults.
fn normalized(mut event: Value) -> Value {
    let object = event.as_object_mut().unwrap();
    match object["type"].as_str().unwrap() {
        "initiative" if !object.contains_key("unspent") => {
            object.insert("unspent".into(), json!([]));
        }
        "damage" => {
            for hit in object["hits"].as_array_mut().unwrap() {
                let hit = hit.as_object_mut().unwrap();
                hit.entry("amount").or_insert(json!(0));
                hit.entry("wound").or_insert(json!(false));
                hit.entry("result").or_insert(Value::Null);
            }
        }
        _ => {}
    }
    event
}

/// Breaks a valid match file in one place.
type Break = fn(&mut Value);

#[test]
fn the_match_file_schema_accepts_every_diskwars_file_the_parser_accepts() {
    use muster_core::matches::{Entry, MatchFile};
    let schema = muster_data::schemas::match_file();
    for (name, file, expect) in scenarios() {
        let parsed = MatchFile::<Diskwars>::from_value(file.clone());
        if expect["fault"] == "shape" {
            let error = parsed.expect_err(&name);
            assert_eq!(error.path, expect["place"], "{name}: {error}");
            assert!(!schema.is_valid(&file), "{name}: the schema accepted it");
        } else {
            parsed.unwrap_or_else(|e| panic!("{name}: {e}"));
            let errors: Vec<String> = schema
                .iter_errors(&file)
                .map(|e| format!("{}: {e}", e.instance_path()))
                .take(3)
                .collect();
            assert!(errors.is_empty(), "{name}: {errors:?}");
        }
    }
    // Every kind of entry, once, each read by the parser and accepted by the schema.
    let mut every = scenario("tyrion-eliminates-archaon-in-round-2.json");
    let entries = [
        json!({"type": "initiative", "rolls": [3, null], "unspent": [null, 2]}),
        json!({"type": "assign_initiative", "side": 0, "order": [0, 1]}),
        json!({"type": "scenario", "side": 1, "card": null}),
        json!({"type": "objective", "side": 0, "card": "generalicide"}),
        json!({"type": "deployment_card", "side": 1, "card": null, "face": "plain", "value": 3}),
        json!({"type": "deploy", "side": 0, "discs": [0, 1]}),
        json!({"type": "reveal", "cards": ["corner", null], "order": [1, 0]}),
        json!({"type": "activate", "side": 0, "disc": 1, "action": "reinforce",
               "pins": [{"side": 1, "disc": 0}], "by_ability": true}),
        json!({"type": "resolved", "side": 0}),
        json!({"type": "pin", "top": {"side": 0, "disc": 1}, "bottom": {"side": 1, "disc": 0}}),
        json!({"type": "unpin", "top": {"side": 0, "disc": 1}, "bottom": {"side": 1, "disc": 0}}),
        json!({"type": "damage", "hits": [{"side": 1, "disc": 0, "amount": 4, "result": "wound"},
               {"side": 1, "disc": 2, "wound": true}]}),
        json!({"type": "removed", "discs": [{"side": 1, "disc": 3}]}),
        json!({"type": "token", "side": 0, "disc": 0, "token": "power", "on": true}),
        json!({"type": "toughness", "side": 1, "disc": 0, "change": -2}),
        json!({"type": "end_round"}),
        json!({"type": "score", "side": 0, "vp": 5}),
        json!({"type": "undo", "to": 0}),
        json!({"type": "redo", "to": 3}),
    ];
    for entry in &entries {
        Entry::<muster_core::games::diskwars::DiskwarsEvent>::from_value(entry.clone())
            .unwrap_or_else(|e| panic!("{entry}: {e:?}"));
        every["events"].as_array_mut().unwrap().push(entry.clone());
    }
    let errors: Vec<String> = schema
        .iter_errors(&every)
        .map(|e| format!("{}: {e}", e.instance_path()))
        .take(3)
        .collect();
    assert!(errors.is_empty(), "{errors:?}");
    // Faults both refuse, the parser naming the place.
    let broken: [(&str, Break); 4] = [
        ("/events/0", |f| f["events"][0] = json!({"type": "charge"})),
        (
            "/events/1/face",
            |f| {
                f["events"][1] =
                    json!({"type": "deployment_card", "side": 0, "card": null, "face": "edge"})
            },
        ),
        ("/events/2/extra", |f| {
            f["events"][2] = json!({"type": "resolved", "side": 0, "extra": 1})
        }),
        ("/setup/players/0/list/regiments/0", |f| {
            f["setup"]["players"][0]["list"]["regiments"][0] = json!({"units": []})
        }),
    ];
    for (place, breaks) in broken {
        let mut file = every.clone();
        breaks(&mut file);
        assert!(
            !schema.is_valid(&file),
            "the schema accepted a fault at {place}"
        );
        let error = MatchFile::<Diskwars>::from_value(file)
            .expect_err(&format!("the parser accepted a fault at {place}"));
        assert_eq!(error.path, place, "the parser says {error}");
    }
}
