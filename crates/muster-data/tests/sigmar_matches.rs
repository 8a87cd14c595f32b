//! Age of Sigmar matches on the real packs: what the bundled catalogue itself decides in the
//! match files of `tests/sigmar/matches/` (their results are replayed through the real
//! binary by `crates/muster-cli/tests/matches.rs`). The armies are lists of the packs'
//! units; the tracker fields each unit at the size and Wounds the pack gives, deploys the
//! drops the validator counts, and offers sudden death by the models set up.

use crate::common;
use crate::sigmar_common;

use common::matches::setup_lists;
use muster_core::games::sigmar::{
    sudden_death_eligible, Mode, Sigmar, SigmarEvent, SigmarList, SigmarMatch, Stage,
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
