//! RuneWars match rules (digest §2–3), each shown refusing what it forbids and taking what it
//! allows. The catalogue is a fixture; the one cost table that matters for scoring is the
//! rulebook's own example (digest §1.3: 2/4/6/9 trays for 18/30/40/59 points).

use super::*;
use crate::games::runewars::{
    CatalogParts, Configuration, Faction, FigureProfile, RuneWars, SlotIcon, UnitCard, UnitType,
    UpgradeCard, UpgradeRestrictions,
};
use crate::matches::{Entry, Match};
use serde_json::{json, Value};

fn config(id: &str, columns: u8, ranks: u8, cost: u32) -> Configuration {
    Configuration {
        id: id.into(),
        columns,
        ranks,
        cost,
        slots: vec![SlotIcon::Champion, SlotIcon::Training],
    }
}

fn catalog() -> Catalog {
    let upgrade = |id: &str, slot, cost, figure: bool| UpgradeCard {
        id: id.into(),
        name: LocalizedName::english(id),
        slot,
        cost,
        faction: None,
        unique: false,
        figure: figure.then_some(FigureProfile {
            defense: 1,
            wounds: 1,
        }),
        restrictions: UpgradeRestrictions::default(),
        source: "test fixture".into(),
    };
    let unit = |id: &str, configurations| UnitCard {
        id: id.into(),
        name: LocalizedName::english(id),
        faction: "fixture".into(),
        unit_type: UnitType::Infantry,
        unique: false,
        configurations,
        source: "test fixture".into(),
    };
    Catalog::new(CatalogParts {
        factions: vec![Faction {
            id: "fixture".into(),
            name: LocalizedName::english("Fixture"),
            source: "test fixture".into(),
        }],
        units: vec![
            // The rulebook's cost-table example (§74 scoring example uses it too).
            unit(
                "spearmen",
                vec![
                    config("2x1", 2, 1, 18),
                    config("2x2", 2, 2, 30),
                    config("3x2", 3, 2, 40),
                    config("3x3", 3, 3, 59),
                ],
            ),
            unit(
                "scouts",
                vec![config("1x1", 1, 1, 10), config("2x1", 2, 1, 20)],
            ),
        ],
        upgrades: vec![
            upgrade("captain", SlotIcon::Champion, 5, true),
            upgrade("drill", SlotIcon::Training, 3, false),
        ],
        ..CatalogParts::default()
    })
    .expect("fixture is consistent")
}

fn list(units: Value) -> Value {
    json!({"format": "muster-list/1", "game": "runewars", "name": "L", "faction": "fixture",
           "units": units})
}

/// Side 0: spearmen 3x3 with captain and drill (67) and scouts 1x1 (10) = 77.
/// Side 1: spearmen 2x2 (30) and two scouts 2x1 (40) = 70.
fn setup() -> RuneWarsSetup {
    serde_json::from_value(json!({"players": [
        {"name": "Ana", "list": list(json!([
            {"unit": "spearmen", "config": "3x3", "upgrades": ["captain", "drill"]},
            {"unit": "scouts", "config": "1x1"}]))},
        {"name": "Ben", "list": list(json!([
            {"unit": "spearmen", "config": "2x2"},
            {"unit": "scouts", "config": "2x1"},
            {"unit": "scouts", "config": "2x1"}]))}
    ]}))
    .unwrap()
}

struct Table(Match<RuneWars>);

impl Table {
    fn new() -> Self {
        Table(Match::new(setup(), &catalog(), Lang::En).unwrap())
    }

    fn ok(&mut self, event: Value) -> &mut Self {
        crate::matches::testing::ok(&mut self.0, event);
        self
    }

    fn refused(&mut self, event: Value) -> Diagnostic {
        crate::matches::testing::refused(&mut self.0, event)
    }

    fn state(&self) -> &RuneWarsMatch {
        self.0.state()
    }

    fn unit(&self, side: usize, unit: usize) -> &UnitState {
        &self.0.state().sides[side].units[unit]
    }

    /// Set-up done the usual way: Ben (lower total) makes Ana first, Ana takes the
    /// deployment card, picks red, and both deploy everything.
    fn set_up() -> Self {
        let mut t = Table::new();
        t.ok(json!({"type": "first_player", "chooser": 1, "first": 0}))
            .ok(
                json!({"type": "cards", "first_pick": "deployment", "deployment": "D",
                       "objective": "O", "objective_value": 3}),
            )
            .ok(json!({"type": "zone", "side": 0, "colour": "red"}));
        for (side, unit) in [(0, 0), (1, 0), (0, 1), (1, 1), (1, 2)] {
            t.ok(json!({"type": "deploy", "side": side, "unit": unit}));
        }
        t
    }

    fn dial(&mut self, side: usize, unit: usize, initiative: u8) -> &mut Self {
        self.ok(
            json!({"type": "dial", "side": side, "unit": unit, "action": "march",
                       "initiative": initiative, "modifier": "turn"}),
        )
    }

    /// Dials every unit in play at `initiative` and activates them all in the allowed
    /// order, then ends the round.
    fn play_round(&mut self) -> &mut Self {
        let units: Vec<(usize, usize)> = self
            .state()
            .sides
            .iter()
            .enumerate()
            .flat_map(|(s, side)| {
                side.units
                    .iter()
                    .enumerate()
                    .filter(|(_, u)| u.in_play())
                    .map(move |(u, _)| (s, u))
            })
            .collect();
        for (s, u) in &units {
            self.dial(*s, *u, 5);
        }
        self.ok(json!({"type": "end_command"}));
        while let Some((_, side)) = self.state().next_activation {
            let unit = self.state().sides[side]
                .units
                .iter()
                .position(|u| u.in_play() && !u.activated)
                .unwrap();
            self.ok(json!({"type": "activate", "side": side, "unit": unit}));
        }
        self.ok(json!({"type": "end_activation"}))
            .ok(json!({"type": "end_round"}))
    }
}

#[test]
fn the_match_starts_from_the_lists_with_the_validators_totals() {
    let t = Table::new();
    let s = t.state();
    assert_eq!(s.stage, Stage::FirstPlayer);
    assert_eq!((s.sides[0].spent, s.sides[1].spent), (77, 70));
    assert_eq!(s.sides[0].units[0].trays, 9);
    assert_eq!(s.sides[0].units[0].value_now, 59);
    assert_eq!(s.sides[0].units[0].upgrades.len(), 2);
}

#[test]
fn a_set_up_that_cannot_be_resolved_is_refused_at_its_place() {
    let mut bad = setup();
    bad.players[1].list.units[1].unit = "wizards".into();
    bad.players[0].list.units[0].upgrades.push("banner".into());
    let faults = Match::<RuneWars>::new(bad, &catalog(), Lang::En).unwrap_err();
    let paths: Vec<&str> = faults.iter().map(|d| d.path.as_str()).collect();
    assert_eq!(
        paths,
        [
            "/players/0/list/units/0/upgrades/2",
            "/players/1/list/units/1/unit"
        ]
    );
    let mut three = setup();
    three.players.push(three.players[0].clone());
    let faults = Match::<RuneWars>::new(three, &catalog(), Lang::Es).unwrap_err();
    assert_eq!(faults[0].code, "runewars.match.players");
    assert!(faults[0].message.contains("dos jugadores"));
    let mut empty = setup();
    empty.players[0].list.units.clear();
    let faults = Match::<RuneWars>::new(empty, &catalog(), Lang::En).unwrap_err();
    assert_eq!(
        (faults[0].code, faults[0].path.as_str()),
        ("runewars.match.empty_list", "/players/0/list/units")
    );
}

/// Prep step 3, E7: the lower spent total chooses the first player; a tie lets either.
#[test]
fn the_lower_spent_total_chooses_the_first_player() {
    let mut t = Table::new();
    let d = t.refused(json!({"type": "first_player", "chooser": 0, "first": 0}));
    assert_eq!(
        (d.code, d.rule, d.path.as_str()),
        (
            "runewars.setup.first_player_chooser",
            "runewars:Prep-3",
            "/chooser"
        )
    );
    assert!(d.message.contains("70 against 77"), "{}", d.message);
    // Ben may make either player first.
    t.ok(json!({"type": "first_player", "chooser": 1, "first": 0}));
    assert_eq!(t.state().first_player, Some(0));

    let mut tie = setup();
    tie.players[1] = tie.players[0].clone();
    let mut game = Match::<RuneWars>::new(tie, &catalog(), Lang::En).unwrap();
    let event =
        Entry::from_value(json!({"type": "first_player", "chooser": 0, "first": 1})).unwrap();
    game.record(event, Lang::En).unwrap();
}

/// Prep step 4, E8: the deployment card's chooser picks the zone colour; the opponent gets
/// the other. The first player may take either kind of card.
#[test]
fn the_deployment_cards_chooser_picks_the_zone() {
    let mut t = Table::new();
    t.ok(json!({"type": "first_player", "chooser": 1, "first": 0}))
        .ok(
            json!({"type": "cards", "first_pick": "objective", "deployment": "D",
                   "objective": "O", "objective_value": 2}),
        );
    // Ana (first player) took the objective, so Ben chose the deployment card.
    assert_eq!(t.state().deployment_chooser, Some(1));
    let d = t.refused(json!({"type": "zone", "side": 0, "colour": "blue"}));
    assert_eq!(
        (d.code, d.rule),
        ("runewars.setup.zone_chooser", "runewars:Prep-4")
    );
    t.ok(json!({"type": "zone", "side": 1, "colour": "blue"}));
    assert_eq!(t.state().sides[0].zone, Some(Colour::Red));
    let d = t.refused(
        json!({"type": "cards", "first_pick": "objective", "deployment": "D",
                             "objective": "O", "objective_value": 2}),
    );
    assert_eq!(d.code, "runewars.match.not_now");
}

/// Prep step 7, E24: alternate deployment from the first player; when one runs out the
/// other places the rest; a unit that cannot be placed is destroyed.
#[test]
fn deployment_alternates_from_the_first_player_and_the_rest_follow() {
    let mut t = Table::new();
    t.ok(json!({"type": "first_player", "chooser": 1, "first": 1}))
        .ok(
            json!({"type": "cards", "first_pick": "deployment", "deployment": "D",
                   "objective": "O", "objective_value": 2}),
        )
        .ok(json!({"type": "zone", "side": 1, "colour": "red"}));
    let d = t.refused(json!({"type": "deploy", "side": 0, "unit": 0}));
    assert_eq!(
        (d.code, d.rule),
        ("runewars.setup.deploy_turn", "runewars:Prep-7")
    );
    t.ok(json!({"type": "deploy", "side": 1, "unit": 2}))
        .ok(json!({"type": "deploy", "side": 0, "unit": 1}));
    let d = t.refused(json!({"type": "deploy", "side": 1, "unit": 2}));
    assert_eq!(d.code, "runewars.setup.already_deployed");
    t.ok(json!({"type": "cannot_deploy", "side": 1, "unit": 1}))
        .ok(json!({"type": "deploy", "side": 0, "unit": 0}));
    assert!(
        t.unit(1, 1).destroyed,
        "a unit that cannot deploy is destroyed (§91.2)"
    );
    // Ana has placed everything: Ben places the rest, then round 1 begins.
    assert_eq!(t.state().stage, Stage::Deploy);
    t.ok(json!({"type": "deploy", "side": 1, "unit": 0}));
    assert_eq!((t.state().stage, t.state().round), (Stage::Command, 1));
}

/// §37.2, §53.2, §36.2: every unit on the table gets a dial; an action needs its initiative,
/// no action means initiative 10.
#[test]
fn every_unit_needs_a_dial_and_an_action_needs_its_initiative() {
    let mut t = Table::set_up();
    let d = t.refused(json!({"type": "dial", "side": 0, "unit": 0, "action": "march"}));
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.command.initiative_missing", "/initiative")
    );
    let d = t
        .refused(json!({"type": "dial", "side": 0, "unit": 0, "action": "march", "initiative": 0}));
    assert_eq!(d.code, "runewars.command.initiative_range");
    let d = t.refused(json!({"type": "dial", "side": 0, "unit": 0, "initiative": 3}));
    assert_eq!(
        (d.code, d.rule),
        (
            "runewars.command.initiative_without_action",
            "runewars:§36.2"
        )
    );
    t.ok(json!({"type": "dial", "side": 0, "unit": 0}));
    assert_eq!(t.unit(0, 0).dial.unwrap().initiative, NO_ACTION_INITIATIVE);
    let d = t.refused(json!({"type": "activate", "side": 0, "unit": 0}));
    assert_eq!(d.code, "runewars.match.not_now");
    let d = t.refused(json!({"type": "end_command"}));
    assert_eq!(
        (d.code, d.rule),
        ("runewars.command.dials_missing", "runewars:§37.2")
    );
    assert!(d.message.contains("scouts"), "{}", d.message);
}

/// §53, §53.4, §71.2, E9: activation counts up from 1; at each number the first player
/// activates first and the players alternate; then whoever has units left goes on.
#[test]
fn activation_follows_initiative_then_the_first_player_then_alternates() {
    let mut t = Table::set_up();
    t.dial(0, 0, 2)
        .dial(0, 1, 2)
        .dial(1, 0, 2)
        .dial(1, 1, 2)
        .ok(json!({
        "type": "dial", "side": 1, "unit": 2}));
    t.ok(json!({"type": "end_command"}));
    assert_eq!(t.state().next_activation, Some((2, 0)));
    let d = t.refused(json!({"type": "activate", "side": 1, "unit": 2}));
    assert_eq!(
        (d.code, d.rule),
        ("runewars.activation.initiative", "runewars:§53")
    );
    let d = t.refused(json!({"type": "activate", "side": 1, "unit": 0}));
    assert_eq!(
        (d.code, d.rule),
        ("runewars.activation.turn", "runewars:§53.4")
    );
    t.ok(json!({"type": "activate", "side": 0, "unit": 1}));
    assert_eq!(t.state().active, Some(UnitRef { side: 0, unit: 1 }));
    let d = t.refused(json!({"type": "activate", "side": 0, "unit": 0}));
    assert_eq!(d.code, "runewars.activation.turn");
    t.ok(json!({"type": "activate", "side": 1, "unit": 0}))
        .ok(json!({"type": "activate", "side": 0, "unit": 0}));
    let d = t.refused(json!({"type": "activate", "side": 0, "unit": 0}));
    assert_eq!(d.code, "runewars.activation.already");
    let d = t.refused(json!({"type": "end_activation"}));
    assert_eq!(
        (d.code, d.rule),
        ("runewars.activation.units_waiting", "runewars:§36")
    );
    // Ana has nothing left at 2: Ben activates his, then his unit with no action at 10.
    t.ok(json!({"type": "activate", "side": 1, "unit": 1}));
    assert_eq!(t.state().next_activation, Some((10, 1)));
    t.ok(json!({"type": "activate", "side": 1, "unit": 2}))
        .ok(json!({"type": "end_activation"}));
    assert_eq!(t.state().stage, Stage::End);
}

/// §38, §78: the round counter passes every End phase, so the first player alternates; the
/// game ends after round 8 and goes to scoring.
#[test]
fn the_first_player_alternates_and_the_game_ends_after_round_8() {
    let mut t = Table::set_up();
    let mut firsts = Vec::new();
    for _ in 0..ROUNDS {
        firsts.push(t.state().first_player.unwrap());
        t.play_round();
    }
    assert_eq!(firsts, [0, 1, 0, 1, 0, 1, 0, 1]);
    assert_eq!(t.state().stage, Stage::Over);
    assert_eq!(t.state().ending, Some(Ending::LastRound));
    // Nothing lost: 67 + 10 against 70, Ana wins on score.
    let outcome = t.0.outcome(Lang::En).unwrap();
    assert_eq!(
        (
            outcome.winner,
            outcome.decided_by.as_str(),
            outcome.rule.as_str()
        ),
        (Some(0), "score", "runewars:§44.2")
    );
    assert_eq!(outcome.scores[0].total, 59 + 5 + 3 + 10);
    assert_eq!(outcome.scores[1].total, 70);
    let d = t.refused(json!({"type": "end_round"}));
    assert_eq!(d.code, "match.over");
}

/// §74.3–74.4, E6: a partial unit scores the row for its trays, rounded down (Spearmen with
/// 7 trays score 40); below the smallest row it scores 0 but its upgrades still count.
#[test]
fn a_partial_unit_scores_its_row_rounded_down_and_keeps_its_upgrades() {
    let mut t = Table::set_up();
    t.ok(json!({"type": "trays_lost", "side": 0, "unit": 0, "count": 2}));
    assert_eq!((t.unit(0, 0).trays, t.unit(0, 0).value_now), (7, 40));
    t.ok(json!({"type": "trays_lost", "side": 0, "unit": 0, "count": 6}));
    assert_eq!((t.unit(0, 0).trays, t.unit(0, 0).value_now), (1, 0));
    let d = t.refused(json!({"type": "trays_lost", "side": 0, "unit": 0, "count": 2}));
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.match.tray_count", "/count")
    );
    for _ in 0..ROUNDS {
        t.play_round();
    }
    let outcome = t.0.outcome(Lang::En).unwrap();
    let ana = &outcome.scores[0];
    let points: Vec<i64> = ana.parts.iter().map(|p| p.points).collect();
    assert_eq!(points, [0, 5, 3, 10], "{:?}", ana.parts);
    assert!(ana.parts[0].label.contains("below the smallest row"));
    assert_eq!(ana.total, 18);
}

#[test]
fn the_cost_table_lookup_rounds_down_and_prefers_the_cheaper_of_equal_rows() {
    let table = [(2, 18), (4, 30), (4, 28), (6, 40), (9, 59)];
    assert_eq!(score::table_value(&table, 9, 9, 59), 59);
    assert_eq!(score::table_value(&table, 7, 9, 59), 40);
    assert_eq!(score::table_value(&table, 5, 9, 59), 28);
    assert_eq!(score::table_value(&table, 1, 9, 59), 0);
    // Full strength scores the row bought, even where another row has the same trays.
    assert_eq!(score::table_value(&table, 4, 4, 30), 30);
}

/// §30.2, §22.3, §57.7: a destroyed unit scores nothing and its upgrades are discarded; a
/// discarded card (a removed figure upgrade) scores nothing and cannot come back.
#[test]
fn destroyed_units_and_discarded_cards_score_nothing() {
    let mut t = Table::set_up();
    t.ok(json!({"type": "upgrade", "side": 0, "unit": 0, "upgrade": "captain", "state": "discarded"}));
    let d = t.refused(
        json!({"type": "upgrade", "side": 0, "unit": 0, "upgrade": "captain", "state": "ready"}),
    );
    assert_eq!(
        (d.code, d.rule),
        ("runewars.match.card_discarded", "runewars:§22.3")
    );
    let d = t.refused(json!({"type": "upgrade", "side": 0, "unit": 1, "upgrade": "captain", "state": "exhausted"}));
    assert_eq!(d.code, "runewars.match.card_not_equipped");
    t.ok(json!({"type": "destroyed", "units": [{"side": 1, "unit": 1}]}));
    assert!(t.unit(1, 1).destroyed);
    let d = t.refused(json!({"type": "wounds", "side": 1, "unit": 1, "change": 1}));
    assert_eq!(
        (d.code, d.rule),
        ("runewars.match.destroyed", "runewars:§30")
    );
    for _ in 0..ROUNDS {
        t.play_round();
    }
    let outcome = t.0.outcome(Lang::En).unwrap();
    assert_eq!(outcome.scores[0].total, 59 + 3 + 10);
    assert_eq!(outcome.scores[1].total, 30 + 20);
}

/// §31, §44.1, §44.4, E20: a player with no units left loses at once; both at once go to
/// scoring.
#[test]
fn elimination_wins_at_once_and_a_double_elimination_goes_to_the_scores() {
    let mut t = Table::set_up();
    t.ok(json!({"type": "destroyed", "units": [{"side": 1, "unit": 0}, {"side": 1, "unit": 1}]}));
    assert!(t.0.outcome(Lang::En).is_none());
    t.ok(json!({"type": "trays_lost", "side": 1, "unit": 2, "count": 2}));
    assert_eq!(t.state().stage, Stage::Over);
    let outcome = t.0.outcome(Lang::Es).unwrap();
    assert_eq!(
        (
            outcome.winner,
            outcome.decided_by.as_str(),
            outcome.rule.as_str()
        ),
        (Some(0), "elimination", "runewars:§44.1")
    );
    assert!(outcome.reasoning.last().unwrap().contains("eliminación"));

    let mut t = Table::set_up();
    t.ok(json!({"type": "objective", "side": 1, "change": 1}));
    t.ok(json!({"type": "destroyed", "units": [
        {"side": 0, "unit": 0}, {"side": 0, "unit": 1},
        {"side": 1, "unit": 0}, {"side": 1, "unit": 1}, {"side": 1, "unit": 2}]}));
    let outcome = t.0.outcome(Lang::En).unwrap();
    assert_eq!(
        (
            outcome.winner,
            outcome.decided_by.as_str(),
            outcome.rule.as_str()
        ),
        (Some(1), "score", "runewars:§44.4")
    );
    assert_eq!((outcome.scores[0].total, outcome.scores[1].total), (0, 3));
    let d = t.refused(
        json!({"type": "destroyed", "units": [{"side": 0, "unit": 0}, {"side": 0, "unit": 0}]}),
    );
    assert_eq!(d.code, "match.over");
}

/// §44.3, E20: equal scores after round 8 are a draw; there is no tie-break.
#[test]
fn equal_scores_are_a_draw() {
    let mut t = Table::set_up();
    // Ana: 59 + 10 once both her cards are discarded = 69. Ben: 30 + 10 (a scouts unit down
    // to one tray scores the 1x1 row) + 20 + 3 objective tokens × 3 = 69.
    t.ok(json!({"type": "upgrade", "side": 0, "unit": 0, "upgrade": "drill", "state": "discarded"}))
        .ok(json!({"type": "upgrade", "side": 0, "unit": 0, "upgrade": "captain", "state": "discarded"}))
        .ok(json!({"type": "trays_lost", "side": 1, "unit": 1, "count": 1}))
        .ok(json!({"type": "objective", "side": 1, "change": 3}));
    for _ in 0..ROUNDS {
        t.play_round();
    }
    let outcome = t.0.outcome(Lang::En).unwrap();
    assert_eq!((outcome.scores[0].total, outcome.scores[1].total), (69, 69));
    assert_eq!(
        (
            outcome.winner,
            outcome.decided_by.as_str(),
            outcome.rule.as_str()
        ),
        (None, "draw", "runewars:§44.3")
    );
    assert!(outcome.reasoning.last().unwrap().contains("no tie-break"));
}

/// §75, E17: Rally clears every bane and readies every exhausted card; with nothing to clear
/// it gives Inspiration. Only the unit activating now rallies.
#[test]
fn rally_clears_banes_and_readies_cards_or_else_inspires() {
    let mut t = Table::set_up();
    t.ok(json!({"type": "token", "side": 0, "unit": 0, "token": "panic", "change": 2}))
        .ok(json!({"type": "token", "side": 0, "unit": 0, "token": "stun", "change": 1}))
        .ok(json!({"type": "upgrade", "side": 0, "unit": 0, "upgrade": "drill", "state": "exhausted"}));
    let d = t.refused(json!({"type": "rally", "side": 0, "unit": 0}));
    assert_eq!(
        (d.code, d.rule),
        ("runewars.rally.not_active", "runewars:§75")
    );
    t.dial(0, 0, 1)
        .dial(0, 1, 4)
        .dial(1, 0, 4)
        .dial(1, 1, 4)
        .dial(1, 2, 4);
    t.ok(json!({"type": "end_command"}))
        .ok(json!({"type": "activate", "side": 0, "unit": 0}))
        .ok(json!({"type": "rally", "side": 0, "unit": 0}));
    let u = t.unit(0, 0);
    assert_eq!((u.tokens.banes(), u.tokens.inspiration), (0, 0));
    assert_eq!(u.upgrades[1].state, CardState::Ready);
    t.ok(json!({"type": "rally", "side": 0, "unit": 0}));
    assert_eq!(
        t.unit(0, 0).tokens.inspiration,
        1,
        "nothing to clear: Inspiration instead"
    );
}

/// §73.2, E19: severity is the morale icons plus the panic tokens spent, which leave the
/// unit; a unit cannot spend panic it does not have.
#[test]
fn morale_severity_adds_the_panic_spent() {
    let mut t = Table::set_up();
    t.ok(json!({"type": "token", "side": 1, "unit": 0, "token": "panic", "change": 2}));
    let d =
        t.refused(json!({"type": "morale", "side": 1, "unit": 0, "icons": 1, "panic_spent": 3}));
    assert_eq!(
        (d.code, d.rule, d.path.as_str()),
        ("runewars.morale.panic", "runewars:§73.2", "/panic_spent")
    );
    let d = t.refused(json!({"type": "morale", "side": 1, "unit": 0, "icons": 0}));
    assert_eq!(d.code, "runewars.morale.no_severity");
    t.ok(json!({"type": "morale", "side": 1, "unit": 0, "icons": 1, "panic_spent": 2}));
    assert_eq!(t.state().last_morale.unwrap().severity, 3);
    assert_eq!(t.unit(1, 0).tokens.panic, 0);
}

#[test]
fn counts_never_go_below_zero_and_conditions_are_kept_by_name() {
    let mut t = Table::set_up();
    let d = t.refused(json!({"type": "wounds", "side": 0, "unit": 0, "change": -1}));
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.match.below_zero", "/change")
    );
    t.ok(json!({"type": "wounds", "side": 0, "unit": 0, "change": 2}));
    assert_eq!(t.unit(0, 0).wounds, 2);
    let d = t.refused(json!({"type": "objective", "side": 0, "change": -1}));
    assert_eq!(d.code, "runewars.match.below_zero");
    let d =
        t.refused(json!({"type": "token", "side": 2, "unit": 0, "token": "blight", "change": 1}));
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.match.no_side", "/side")
    );
    let d =
        t.refused(json!({"type": "token", "side": 0, "unit": 7, "token": "blight", "change": 1}));
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.match.no_unit", "/unit")
    );
    t.ok(json!({"type": "condition", "side": 0, "unit": 1, "name": "Mark", "present": true}));
    let d = t.refused(
        json!({"type": "condition", "side": 0, "unit": 1, "name": "Mark", "present": true}),
    );
    assert_eq!(d.code, "runewars.match.condition");
    t.ok(json!({"type": "condition", "side": 0, "unit": 1, "name": "Mark", "present": false}));
    assert!(t.unit(0, 1).conditions.is_empty());
    let d =
        t.refused(json!({"type": "condition", "side": 0, "unit": 1, "name": " ", "present": true}));
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.match.empty_name", "/name")
    );
    let d = t.refused(json!({"type": "destroyed", "units": []}));
    assert_eq!(d.code, "runewars.match.no_units");
    let d = t.refused(
        json!({"type": "destroyed", "units": [{"side": 0, "unit": 1}, {"side": 0, "unit": 1}]}),
    );
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.match.twice", "/units/1")
    );
    let d = t.refused(
        json!({"type": "destroyed", "units": [{"side": 0, "unit": 1}, {"side": 1, "unit": 9}]}),
    );
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.match.no_unit", "/units/1/unit")
    );
    t.ok(
        json!({"type": "upgrade", "side": 0, "unit": 0, "upgrade": "drill", "state": "exhausted"}),
    );
    let d = t.refused(
        json!({"type": "upgrade", "side": 0, "unit": 0, "upgrade": "drill", "state": "exhausted"}),
    );
    assert_eq!(
        (d.code, d.rule),
        ("runewars.match.card_already", "runewars:§5")
    );
}

#[test]
fn refusals_speak_spanish_too() {
    let mut t = Table::set_up();
    let entry = Entry::from_value(json!({"type": "end_command"})).unwrap();
    let d = t.0.record(entry, Lang::Es).unwrap_err();
    assert!(
        d.message.contains("aún no tienen los selectores"),
        "{}",
        d.message
    );
    assert!(d.help.contains("Prepara"), "{}", d.help);
}

/// E21, 1.10: a skirmish scores objective tokens at half the printed value, rounded up;
/// both lists must be for the same kind of game.
#[test]
fn a_skirmish_halves_the_objective_value_rounding_up() {
    let mut skirmish = setup();
    for player in &mut skirmish.players {
        player.list.mode = crate::games::runewars::Mode::Skirmish;
    }
    let mut game = Match::<RuneWars>::new(skirmish.clone(), &catalog(), Lang::En).unwrap();
    for event in [
        json!({"type": "first_player", "chooser": 1, "first": 0}),
        json!({"type": "cards", "first_pick": "deployment", "deployment": "D", "objective": "O",
               "objective_value": 3}),
    ] {
        game.record(Entry::from_value(event).unwrap(), Lang::En)
            .unwrap();
    }
    assert!(game.state().skirmish);
    assert_eq!(game.state().objective_value, Some(2));

    skirmish.players[1].list.mode = crate::games::runewars::Mode::Standard;
    let faults = Match::<RuneWars>::new(skirmish, &catalog(), Lang::En).unwrap_err();
    assert_eq!(
        (faults[0].code, faults[0].path.as_str()),
        ("runewars.match.modes_differ", "/players/1/list/mode")
    );
}
