//! Age of Sigmar matches on the real packs: what the bundled catalogue itself decides in the
//! match files of `tests/sigmar/matches/` (their results are replayed through the real
//! binary by `crates/muster-cli/tests/matches.rs`). The armies are lists of the packs'
//! units; the tracker fields each unit at the size and Wounds the pack gives, deploys the
//! drops the validator counts, and offers sudden death by the models set up.

use crate::common;
use crate::sigmar_common;

use common::matches::setup_lists;
use muster_core::games::sigmar::{
    income_words, sudden_death_eligible, Mode, Sigmar, SigmarEvent, SigmarList, SigmarMatch, Stage,
    VpSource,
};
use muster_core::matches::{Entry, MatchFile};
use muster_core::{Game, Lang, Match, Severity};
use serde_json::{json, Value};
use sigmar_common::catalog;

/// Every match file of `tests/sigmar/matches/` with its expectation, in name order.
fn scenarios() -> Vec<(String, Value, Value)> {
    common::matches::scenarios("sigmar", 4)
}

/// The scenarios the rules accept from the start (valid, or refused at an event).
fn started() -> Vec<(String, Vec<SigmarList>, Match<Sigmar>)> {
    scenarios()
        .into_iter()
        .filter(|(_, _, expect)| {
            !expect["place"]
                .as_str()
                .is_some_and(|p| p.starts_with("/setup"))
        })
        .map(|(name, file, _)| {
            let lists = setup_lists(&file);
            let file = MatchFile::<Sigmar>::from_value(file).expect("a well-formed match file");
            let game = Match::<Sigmar>::new(file.setup, catalog(), Lang::En)
                .unwrap_or_else(|e| panic!("{name}: {e:?}"));
            (name, lists, game)
        })
        .collect()
}

/// Every army of every file is a list of the bundled packs' units that the builder accepts.
/// Matched play's battle formation is an army choice the tracker does not use, so a
/// scenario list without one is the only error allowed (S4-BF-3).
#[test]
fn every_scenario_army_is_a_list_the_builder_accepts_on_the_bundled_packs() {
    let mut checked = 0;
    for (name, file, _) in scenarios() {
        for list in setup_lists::<SigmarList>(&file) {
            let report = Sigmar::validate(&list, catalog(), &Default::default(), Lang::En);
            let errors: Vec<&str> = report
                .with_severity(Severity::Error)
                .map(|d| d.code)
                .filter(|&c| !(list.mode == Mode::Matched && c == "sigmar.formation.missing"))
                .collect();
            assert!(errors.is_empty(), "{name}: {}: {errors:?}", list.name);
            checked += 1;
        }
    }
    assert!(checked >= 8, "{checked} lists checked");
}

/// The tracker fields each unit as the pack sizes it (matched play: the pack's models, the
/// Reinforced size when Reinforced; open play: the list's models) and gives each model the
/// pack's Health where the list gives no Wounds (S1-WND-1).
#[test]
fn the_tracker_fields_units_at_the_packs_sizes_and_health() {
    let mut units = 0;
    for (name, lists, game) in started() {
        let state: &SigmarMatch = game.state();
        for (side, list) in state.sides.iter().zip(&lists) {
            for (i, u) in side.units.iter().enumerate() {
                let faction = u.faction.as_deref().unwrap_or(&list.faction);
                let data = catalog()
                    .unit(faction, &u.id)
                    .unwrap_or_else(|| panic!("{name}: {} not in {faction}", u.id));
                let (size, wounds) = match list.mode {
                    Mode::Matched => {
                        let size = match (u.reinforced, &data.reinforced) {
                            (true, Some(r)) => r.models,
                            _ => data.models,
                        };
                        (size, data.profile.health)
                    }
                    Mode::Open => {
                        let entry = &list.units[i];
                        (entry.models, entry.wounds.or(data.profile.health))
                    }
                };
                assert_eq!(u.size, size, "{name}: {}'s size", u.name);
                assert_eq!(u.wounds, wounds, "{name}: {}'s Wounds", u.name);
                assert_eq!(u.name, data.name, "{name}");
                units += 1;
            }
        }
    }
    assert!(units >= 20, "{units} units checked");
}

/// Matched play deploys by the drops the builder counts (S4-DROP-1) and knows each side's
/// auxiliary units (S4-AUX-2).
#[test]
fn matched_play_deploys_the_drops_the_builder_counts() {
    let mut matched = 0;
    for (name, lists, game) in started() {
        if game.state().mode != Mode::Matched {
            continue;
        }
        matched += 1;
        for (side, list) in game.state().sides.iter().zip(&lists) {
            let totals = Sigmar::validate(list, catalog(), &Default::default(), Lang::En).totals;
            assert_eq!(side.drops.len(), totals.drops, "{name}: {}", side.player);
            assert_eq!(side.auxiliaries, totals.auxiliaries, "{name}");
        }
    }
    assert!(matched >= 1, "no matched-play scenario");
}

/// S1-SD-1 on the armies as set up: the tracker offers the objective to the side
/// `sudden_death_eligible` names, from the models on the battlefield after deployment.
#[test]
fn sudden_death_is_offered_by_the_models_set_up() {
    let mut offered = 0;
    for (name, file, _) in scenarios() {
        let file = MatchFile::<Sigmar>::from_value(file).expect("a match file");
        if file.setup.players[0].list.mode != Mode::Open {
            continue;
        }
        let Ok(game) = Match::<Sigmar>::replay(file.setup, catalog(), file.events, Lang::En) else {
            continue;
        };
        let state = game.state();
        if matches!(state.stage, Stage::Territories | Stage::Deployment) {
            continue;
        }
        let starting: Vec<u32> = state.sides.iter().map(|s| s.starting).collect();
        let eligible = sudden_death_eligible(starting[0], starting[1]);
        assert_eq!(state.outnumbered, eligible, "{name}: {starting:?}");
        offered += usize::from(eligible.is_some());
    }
    assert!(offered >= 1, "no scenario with sudden death");
}

/// A scenario's file (set-up and events) as JSON.
fn scenario(name: &str) -> Value {
    common::matches::scenario("sigmar", name)
}

/// The scenario `file` replayed to its first `events` events, then `next` recorded: the
/// refusal's code and place.
fn refused_after(file: Value, events: usize, next: Value) -> (&'static str, String) {
    let file = MatchFile::<Sigmar>::from_value(file).expect("a match file");
    let mut game = Match::<Sigmar>::replay(
        file.setup,
        catalog(),
        file.events[..events].to_vec(),
        Lang::En,
    )
    .expect("the prefix replays");
    let entry = Entry::<SigmarEvent>::from_value(next.clone()).expect("an event");
    let refusal = game
        .record(entry, Lang::En)
        .expect_err(&format!("{next} is refused"));
    (refusal.code, refusal.path)
}

/// The refusals no test of the tracker's own fixture shows, each on a real army at the
/// point of a real match where a player could make the mistake.
#[test]
fn the_tracker_refuses_these_mistakes_on_real_armies() {
    const BLUNT: &str = "open-blunt-won-by-flight-in-round-1.json";
    const MINOR: &str = "open-minor-victory-after-two-rounds.json";
    const MATCHED: &str = "matched-khorne-win-on-victory-points.json";
    let setup_fault = |file: Value| -> Vec<(&'static str, String)> {
        let file = MatchFile::<Sigmar>::from_value(file).expect("a match file");
        match Match::<Sigmar>::new(file.setup, catalog(), Lang::En) {
            Ok(_) => panic!("the set-up is accepted"),
            Err(faults) => faults.into_iter().map(|d| (d.code, d.path)).collect(),
        }
    };

    // A list of another game, and an army of a faction no pack holds.
    let mut file = scenario(BLUNT);
    file["setup"]["players"][1]["list"]["game"] = json!("diskwars");
    assert_eq!(
        setup_fault(file),
        [("sigmar.match.not_a_list", "/players/1/list/game".to_owned())]
    );
    let mut file = scenario(MATCHED);
    file["setup"]["players"][0]["list"]["faction"] = json!("nowhere");
    assert_eq!(
        setup_fault(file),
        [(
            "sigmar.match.unknown_faction",
            "/players/0/list/faction".to_owned()
        )]
    );

    // A third side, at deployment.
    let third = json!({"type": "deploy", "side": 2, "unit": 0});
    assert_eq!(
        refused_after(scenario(BLUNT), 3, third),
        ("sigmar.match.no_side", "/side".to_owned())
    );
    // A unit of a drop left in reserve twice.
    let twice = json!({"type": "deploy_drop", "side": 0, "drop": 0, "reserve": [1, 1]});
    assert_eq!(
        refused_after(scenario(MATCHED), 1, twice),
        ("sigmar.match.twice", "/reserve/1".to_owned())
    );
    // Terrain named for Blunt, which needs none (S1-SD-6 is Seize Ground's).
    let terrain = json!({"type": "sudden_death", "side": 1, "objective": "blunt", "target": 1,
                         "terrain": "the old temple"});
    assert_eq!(
        refused_after(scenario(BLUNT), 9, terrain),
        (
            "sigmar.sudden_death.terrain_not_needed",
            "/terrain".to_owned()
        )
    );
    // Wounds onto an unwounded model of a Bloodthirster that is the general's only model.
    let fresh = json!({"type": "damage", "side": 0, "unit": 0, "wounds": 1, "onto": ["fresh"]});
    assert_eq!(
        refused_after(scenario(MINOR), 12, fresh),
        ("sigmar.damage.no_fresh_model", "/onto/0".to_owned())
    );

    // S1-TRI-1: one roll each; both players won their last battle, Ben rolls twice.
    let mut file = scenario(MINOR);
    file["setup"]["players"][0]["last_major_victory"] = json!(true);
    let again = json!({"type": "triumph", "side": 1, "roll": 2});
    assert_eq!(
        refused_after(file, 10, again),
        ("sigmar.triumph.rolled", "/side".to_owned())
    );
    // S1-TRI-2: Empowered (5–6) is never spent; Blessed (1–2) is spent on no unit.
    for (roll, used, expected) in [
        (
            5,
            json!({"type": "use_triumph", "side": 1}),
            ("sigmar.triumph.permanent", ""),
        ),
        (
            1,
            json!({"type": "use_triumph", "side": 1, "unit": 1}),
            ("sigmar.triumph.no_unit", "/unit"),
        ),
    ] {
        let mut file = scenario(MINOR);
        file["events"][9]["roll"] = json!(roll);
        let (code, path) = refused_after(file, 12, used);
        assert_eq!((code, path.as_str()), expected, "roll {roll}");
    }
}

/// The five-round game between two shipped lists (`examples/sigmar/`): Ana's Hammers of Azyr
/// (Stormcast Eternals: three regiments and one auxiliary unit, four drops) against Ben's
/// Evergreen Wardens (Sylvaneth: three regiments, no auxiliary unit, three drops), on the
/// rolled 2026-27 battleplan *Seize the Embers*. Every number is worked by hand from
/// `docs/rules/sigmar-matched-play.md`:
/// - command points (MP-CP-1…3): 4 each round, +1 for the underdog (fewer VP at the start of
///   the round, MP-UD-1), +1 for Ben every round (0 auxiliary units against Ana's 1);
/// - Seize the Embers (§6.1, #9), at the end of each of your turns: 3 if you control at least
///   one objective; in round 1, 3 if at least two; from round 2, 3 if you used Back to Base
///   Camp; 4 if you control more objectives than the opponent;
/// - each battle tactic completed 5 VP (MP-BT-4), a card's in order (MP-BT-2).
#[test]
fn five_rounds_of_matched_play_between_shipped_lists_add_up_by_hand() {
    const FILE: &str = "matched-stormcast-sylvaneth-five-rounds-seize-the-embers.json";
    let file = scenario(FILE);
    for (side, example) in ["stormcast-matched-2000", "sylvaneth-matched-2000-legal"]
        .iter()
        .enumerate()
    {
        let shipped =
            common::read_json(&common::repo().join(format!("examples/sigmar/{example}.json")));
        assert_eq!(
            file["setup"]["players"][side]["list"], shipped,
            "side {side} plays the shipped {example}"
        );
    }
    let file = MatchFile::<Sigmar>::from_value(file).expect("a match file");
    let mut game = Match::<Sigmar>::new(file.setup, catalog(), Lang::En).expect("the set-up");
    let m = |game: &Match<Sigmar>| game.state().matched.clone().expect("matched play");

    // Per round: each side's income, and why in words, once the first turn is decided.
    let mut incomes: Vec<[u32; 2]> = Vec::new();
    let mut why: Vec<[String; 2]> = Vec::new();
    let mut underdogs: Vec<Option<usize>> = Vec::new();
    // Per turn: (round, side, points from the battleplan, points from tactics).
    let mut turns: Vec<(u32, usize, i64, i64)> = Vec::new();
    // What each side had scored when the turn under way began.
    let mut scored_before = [0, 0];
    for entry in file.events {
        let before = game.state().turn;
        let round = game.state().round;
        let first_turn = matches!(entry, Entry::Play(SigmarEvent::FirstTurn { .. }));
        let end_turn = matches!(entry, Entry::Play(SigmarEvent::EndTurn));
        game.record(entry, Lang::En)
            .expect("the rules take every event");
        let now = m(&game);
        if first_turn {
            let income = [0, 1].map(|s| now.sides[s].income.expect("an income"));
            incomes.push(income.map(|i| i.total()));
            why.push(income.map(|i| income_words(&i, Lang::En)));
            underdogs.push(now.underdog);
            assert_eq!(
                [now.sides[0].cp, now.sides[1].cp],
                incomes.last().copied().unwrap(),
                "the pool fills with the round's income"
            );
        }
        if end_turn {
            let turn = before.expect("a turn under way");
            let new = &now.sides[turn.side].scored[scored_before[turn.side]..];
            let points = |tactic: bool| -> i64 {
                new.iter()
                    .filter(|s| matches!(s.source, VpSource::Tactic { .. }) == tactic)
                    .map(|s| s.points)
                    .sum()
            };
            turns.push((round, turn.side, points(false), points(true)));
            scored_before = [0, 1].map(|s| now.sides[s].scored.len());
        }
    }

    // Round 1: 0–0, no underdog: Ana 4, Ben 4 + 1 = 5. Round 2: 15–15, none again.
    // Round 3: Ana 32, Ben 30: Ben is the underdog, 4 + 1 + 1 = 6. Round 4: 47 to 45, Ben
    // again. Round 5: Ana 55, Ben 65: Ana 4 + 1 = 5, Ben 4 + 1 = 5.
    assert_eq!(incomes, [[4, 5], [4, 5], [4, 6], [4, 6], [5, 5]]);
    assert_eq!(underdogs, [None, None, Some(1), Some(1), Some(0)]);
    assert_eq!(why[2][1], "4 + 1 underdog + 1 fewer auxiliary units");
    assert_eq!(why[4], ["4 + 1 underdog", "4 + 1 fewer auxiliary units"]);
    // Every turn's points: the battleplan's lines, then the tactics.
    let a = 0;
    let b = 1;
    assert_eq!(
        turns,
        [
            // Ana 2 objectives to 0: 3 + 3 (round 1) + 4; Smokescreen's Affray.
            (1, a, 10, 5),
            // Ben 2 to 1: 3 + 3 + 4; Flanking Firestorm's Affray.
            (1, b, 10, 5),
            // Ben's double turn: 3 to 1, Back to Base Camp: 3 + 3 + 4; Firestorm's Strike.
            (2, b, 10, 5),
            // Ana 3 to 2, no Back to Base Camp: 3 + 4; Smokescreen's Strike and Siege of
            // Ashes' Affray.
            (2, a, 7, 10),
            // Ana 4 to 1, Back to Base Camp: 10; Smokescreen's Domination.
            (3, a, 10, 5),
            // Ben 4 to 2, Back to Base Camp: 10; Legend of the Parch's Affray.
            (3, b, 10, 5),
            // Ben 5 to 1: 10; Firestorm's Domination and Legend of the Parch's Strike.
            (4, b, 10, 10),
            // Ana 3 to 3 (not more), no Back to Base Camp: 3; Siege of Ashes' Strike.
            (4, a, 3, 5),
            // Ana 5 to 1: 10; Siege of Ashes' Domination.
            (5, a, 10, 5),
            // Ben 4 to 2: 10; Legend of the Parch's Domination.
            (5, b, 10, 5),
        ]
    );
    // Ana 10 + 7 + 10 + 3 + 10 = 40 and six tactics, 30: 70. Ben 50 and six tactics: 80.
    let state = game.state();
    assert_eq!(state.stage, Stage::Over, "the battle ends after round 5");
    assert_eq!([state.vp_total(0), state.vp_total(1)], [70, 80]);
    let outcome = game.outcome(Lang::En).expect("a result");
    assert_eq!(outcome.winner, Some(1));
    assert_eq!(outcome.decided_by, "victory_points");
    // Points lost at the end of each round (MP-CP-4): none are left after the last.
    assert_eq!([m(&game).sides[0].cp, m(&game).sides[1].cp], [0, 0]);
    // And nothing is taken after the end, naming the event.
    let after =
        Entry::<SigmarEvent>::from_value(json!({"type": "command", "side": 0, "command": "rally"}))
            .expect("an event");
    let refused = game.record(after, Lang::En).expect_err("the game is over");
    assert_eq!(refused.code, "match.over");
    assert!(refused.message.contains("`command`"), "{}", refused.message);
}
