//! Underworlds match rules (digest §2–§3), each shown refusing what it forbids and taking
//! what it allows. The catalogue is the shared test fixture (`underworlds::test_fixture`),
//! with a few values changed for the cases below: fixture, not real data.

mod cards;
mod end;
mod fighters;
mod robust;
mod rounds;
mod setup;
mod words;

use super::*;
use crate::games::underworlds::test_fixture::{self, DECK_A, DECK_B, RAIDERS, WARDENS};
use crate::games::underworlds::{CatalogParts, Underworlds};
use crate::matches::{Entry, Match};
use serde_json::{json, Value};

/// Side 0.
pub(super) const ANA: usize = 0;
/// Side 1.
pub(super) const BEN: usize = 1;

/// Ana's fighters (the fixture Wardens).
pub(super) const CAPTAIN: &str = "fixture-captain";
pub(super) const MARKSMAN: &str = "fixture-marksman";
pub(super) const WARDEN: &str = "fixture-warden";
/// Ben's fighters (the fixture Raiders).
pub(super) const CHIEF: &str = "fixture-chief";
pub(super) const RAIDER_1: &str = "fixture-raider-1";
pub(super) const RAIDER_2: &str = "fixture-raider-2";
pub(super) const HOUND: &str = "fixture-hound";

fn set<T>(items: &mut [T], pick: impl Fn(&T) -> bool, change: impl FnOnce(&mut T)) {
    change(items.iter_mut().find(|i| pick(i)).expect("fixture record"));
}

/// The fixture with the values these tests need (fixture, not real data):
/// - the Captain's inspired face has Health 5 and Bounty 3 (uninspired: 4 and 2);
/// - the Marksman's and the Hound's Bounty is 1 on both faces (the others' is 2);
/// - deck A: upgrade 2 has glory 2, upgrade 3 an unknown glory value; objective 3 glory 2,
///   objective 4 an unknown glory value; ploy 1 is a surge ploy;
/// - deck B: objective 9 has glory 7.
pub(super) fn parts() -> CatalogParts {
    let mut parts = test_fixture::parts();
    let warband = |parts: &mut CatalogParts, id: &str| {
        let i = parts.warbands.iter().position(|w| w.id == id).unwrap();
        i
    };
    let w = warband(&mut parts, WARDENS);
    set(
        &mut parts.warbands[w].fighters,
        |f| f.id == CAPTAIN,
        |f| {
            let face = f.inspired.as_mut().unwrap();
            face.health = Some(5);
            face.bounty = Some(3);
        },
    );
    let r = warband(&mut parts, RAIDERS);
    for (w, id) in [(w, MARKSMAN), (r, HOUND)] {
        set(
            &mut parts.warbands[w].fighters,
            |f| f.id == id,
            |f| {
                for face in [&mut f.uninspired, &mut f.inspired].into_iter().flatten() {
                    face.bounty = Some(1);
                }
            },
        );
    }
    let deck = |parts: &CatalogParts, id: &str| parts.decks.iter().position(|d| d.id == id);
    let a = deck(&parts, DECK_A).unwrap();
    let cards = &mut parts.decks[a].cards;
    set(
        cards,
        |c| c.id == "fixture-a-upgrade-2",
        |c| c.glory = Some(2),
    );
    set(cards, |c| c.id == "fixture-a-upgrade-3", |c| c.glory = None);
    set(
        cards,
        |c| c.id == "fixture-a-objective-3",
        |c| c.glory = Some(2),
    );
    set(
        cards,
        |c| c.id == "fixture-a-objective-4",
        |c| c.glory = None,
    );
    set(cards, |c| c.id == "fixture-a-ploy-1", |c| c.surge = true);
    let b = deck(&parts, DECK_B).unwrap();
    let cards = &mut parts.decks[b].cards;
    set(
        cards,
        |c| c.id == "fixture-b-objective-9",
        |c| c.glory = Some(7),
    );
    parts
}

pub(super) fn catalog() -> Catalog {
    Catalog::new(parts()).expect("the fixture is a catalogue")
}

/// Ana plays the Wardens with deck A, Ben the Raiders with deck B.
pub(super) fn setup() -> UnderworldsSetup {
    setup_of(
        test_fixture::rivals_list_of(WARDENS, DECK_A),
        test_fixture::rivals_list_of(RAIDERS, DECK_B),
    )
}

pub(super) fn setup_of(a: UnderworldsList, b: UnderworldsList) -> UnderworldsSetup {
    UnderworldsSetup {
        players: vec![
            SetupPlayer {
                name: "Ana".into(),
                list: a,
            },
            SetupPlayer {
                name: "Ben".into(),
                list: b,
            },
        ],
    }
}

pub(super) fn a(n: usize, kind: &str) -> String {
    format!("fixture-a-{kind}-{n}")
}

pub(super) fn b(n: usize, kind: &str) -> String {
    format!("fixture-b-{kind}-{n}")
}

pub(super) struct Table(pub Match<Underworlds>);

impl Table {
    pub fn new(setup: UnderworldsSetup) -> Self {
        Table(Match::new(setup, &catalog(), Lang::En).unwrap_or_else(|f| panic!("{f:?}")))
    }

    /// Ana won the territory roll-off: Ben placed tokens 1, 3, 5 (numbers 1, 3, 5; token 0
    /// in Ben's territory, 2 and 4 neutral), Ana 2 and 4 (numbers 2, 4; token 1 in her
    /// territory, 3 neutral). Ben deploys first; every fighter is on the battlefield; round
    /// 1's roll-off is next.
    pub fn deployed() -> Self {
        let mut t = Table::new(setup());
        t.ok(json!({"type": "territory_roll_off", "winner": ANA}));
        for (side, territory, number) in [
            (BEN, Some(BEN), 1),
            (ANA, Some(ANA), 2),
            (BEN, None, 3),
            (ANA, None, 4),
            (BEN, None, 5),
        ] {
            t.ok(json!({"type": "place_feature", "side": side, "territory": territory, "number": number}));
        }
        for (side, fighter) in [
            (BEN, CHIEF),
            (ANA, CAPTAIN),
            (BEN, RAIDER_1),
            (ANA, MARKSMAN),
            (BEN, RAIDER_2),
            (ANA, WARDEN),
            (BEN, HOUND),
        ] {
            t.deploy(side, fighter);
        }
        t
    }

    /// Deployed, and round 1 begun: Ana won the roll-off and goes first.
    pub fn round1() -> Self {
        let mut t = Table::deployed();
        t.ok(json!({"type": "round_roll_off", "winner": ANA, "first": ANA}));
        t
    }

    pub fn state(&self) -> &UnderworldsMatch {
        self.0.state()
    }

    pub fn fighter(&self, side: usize, id: &str) -> &FighterState {
        self.state().sides[side].fighter(id).unwrap()
    }

    pub fn card(&self, side: usize, id: &str) -> &CardState {
        self.state().sides[side].card(id).unwrap()
    }

    pub fn ok(&mut self, event: Value) -> &mut Self {
        crate::matches::testing::ok(&mut self.0, event);
        self
    }

    pub fn refused(&mut self, event: Value) -> Diagnostic {
        crate::matches::testing::refused(&mut self.0, event)
    }

    /// Refused with `code` and `rule` at `path`.
    pub fn refuses(&mut self, event: Value, code: &str, rule: &str, path: &str) -> Diagnostic {
        let d = self.refused(event);
        assert_eq!(
            (d.code, d.rule, d.path.as_str()),
            (code, rule, path),
            "{}",
            d.message
        );
        d
    }

    pub fn deploy(&mut self, side: usize, fighter: &str) -> &mut Self {
        self.ok(json!({"type": "deploy", "side": side, "fighter": fighter}))
    }

    pub fn act(&mut self, side: usize, ability: &str, fighter: Option<&str>) -> &mut Self {
        self.ok(json!({"type": "action", "side": side, "ability": ability, "fighter": fighter}))
    }

    pub fn pass(&mut self, side: usize) -> &mut Self {
        self.ok(json!({"type": "pass", "side": side}))
    }

    /// The power step ends: the player with the opportunity and then the other pass.
    pub fn passes(&mut self) -> &mut Self {
        let side = self.state().next.unwrap();
        self.pass(side).pass(1 - side)
    }

    /// A whole turn of the active player: Focus, then both pass.
    pub fn focus_turn(&mut self) -> &mut Self {
        let side = self.state().active.unwrap();
        self.act(side, "focus", None).passes()
    }

    /// Focus turns until the end phase.
    pub fn play_to_end_phase(&mut self) -> &mut Self {
        while self.state().stage != Stage::EndPhase {
            self.focus_turn();
        }
        self
    }

    /// Both players finish the end phase, the first player first.
    pub fn end_phase(&mut self) -> &mut Self {
        let first = self.state().next.unwrap();
        self.ok(json!({"type": "end_phase_done", "side": first}))
            .ok(json!({"type": "end_phase_done", "side": 1 - first}))
    }

    pub fn damage(&mut self, side: usize, fighter: &str, amount: u8) -> &mut Self {
        self.ok(json!({"type": "damage", "side": side, "fighter": fighter, "amount": amount}))
    }

    pub fn stand(&mut self, side: usize, fighter: &str, feature: Option<usize>) -> &mut Self {
        self.ok(json!({"type": "stand", "side": side, "fighter": fighter, "feature": feature}))
    }

    pub fn outcome(&self, lang: Lang) -> Outcome {
        self.0.outcome(lang).expect("the game is over")
    }
}
