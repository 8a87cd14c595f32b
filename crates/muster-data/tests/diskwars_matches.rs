//! Diskwars matches on the real data pack: the scenario files of `tests/diskwars/matches/`
//! replayed through the core with the bundled catalogue, each against its expectation
//! (`*.expect.json`), and what the pack itself decides in them (the armies are the pack's
//! own, Karl Franz's wound is computed from his stats, unspent points from known costs).

use crate::common;
use muster_core::games::diskwars::{
    Catalog, DiskwarsEvent, DiskwarsList, DiskwarsMatch, Location, Stage,
};
use muster_data::Pack;

use common::matches::{
    check_broken, check_fault, check_result, check_schema_on_scenarios, faults, scenario,
    with_entries, Break,
};
use muster_core::matches::{Entry, MatchFile, ReplayFault};
use muster_core::{Lang, Match};
use serde_json::{json, Value};
use std::sync::OnceLock;

type Diskwars = muster_core::games::diskwars::Diskwars;

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| Diskwars::bundled().expect("the bundled pack loads"))
}

/// Every scenario of `tests/diskwars/matches/` with its expectation, in name order.
fn scenarios() -> Vec<(String, Value, Value)> {
    common::matches::scenarios("diskwars", 6)
}

fn replay(file: Value) -> Result<Match<Diskwars>, ReplayFault> {
    common::matches::replay(file, catalog())
}

fn replayed(name: &str) -> Match<Diskwars> {
    replay(scenario("diskwars", name)).unwrap_or_else(|f| panic!("{name}: {f:?}"))
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
        check_result(&name, &game, catalog(), &expect);
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
                let faults = faults(&name, replay(file));
                assert_eq!(faults.len(), 1, "{name}: {faults:?}");
                check_fault(&name, &faults, &expect);
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
        "diskwars",
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
    let file = MatchFile::<Diskwars>::from_value(scenario(
        "diskwars",
        "broken-unspent-contradicts-the-list.json",
    ))
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

#[test]
fn the_match_file_schema_accepts_every_diskwars_file_the_parser_accepts() {
    check_schema_on_scenarios::<Diskwars>(&scenarios());
    // Every kind of entry, once, each read by the parser and accepted by the schema.
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
    let every = with_entries::<Diskwars>(
        scenario("diskwars", "tyrion-eliminates-archaon-in-round-2.json"),
        &entries,
    );
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
    check_broken::<Diskwars>(&every, &broken);
}
