//! The state a Sigmar tracker shows (serialized as the app reads it) and the bookkeeping
//! every event shares: finding sides and units, the turn under way, counts of models.

use super::events::{Objective, Phase, Triumph};
use super::refusals::Refusal;
use super::rules::{at, Refused};
use super::season::Command;
use super::PlayOptions;
use crate::games::sigmar::list::Mode;
use serde::Serialize;

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarStage"))]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// S1-SET-4: the territories roll-off (again after a tie).
    Territories,
    /// S1-SET-5: the players set up units (open) or drops (matched) in turn.
    Deployment,
    /// S1-GEN-1: a player still names a general.
    General,
    /// S1-SD-1: the outnumbered player may choose a sudden-death objective.
    SuddenDeath,
    /// S1-TRI-1: players whose last battle was a major victory roll for a triumph.
    Triumphs,
    /// S1-RND-2: the roll-off at the start of a battle round (again after a tie).
    RollOff,
    /// Who takes the first turn of the round is chosen.
    FirstTurn,
    /// A turn is under way (`turn` says whose and which phase).
    Turn,
    /// S1-SD-6: the end of round 4; the outnumbered player says whether they hold the
    /// feature.
    SeizeGround,
    /// The game is over.
    Over,
}

/// Where a unit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarLocation"))]
#[serde(rename_all = "snake_case")]
pub enum Location {
    /// Not set up yet (deployment).
    Undeployed,
    /// On the battlefield.
    Battlefield,
    /// In reserve: not part of the army unless it arrives (S1-ARMY-5).
    Reserve,
    /// Every model gone.
    Destroyed,
}

/// What a drop is (matched play, S4-DROP-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarDropKind"))]
#[serde(rename_all = "snake_case")]
pub enum DropKind {
    /// A regiment: its leader and its units.
    Regiment,
    /// The Regiment of Renown.
    Renown,
    /// One auxiliary unit.
    Auxiliary,
}

/// A matched-play drop: units deployed together.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarDrop"))]
pub struct Drop {
    /// What it is.
    pub kind: DropKind,
    /// Its units.
    pub units: Vec<usize>,
    /// Set up already.
    pub deployed: bool,
}

/// Models a unit lost, by how (all are casualties, S1-VIC-2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarLosses"))]
pub struct Losses {
    /// Slain by wounds or otherwise.
    pub slain: u32,
    /// Fled (battleshock or an ability).
    pub fled: u32,
    /// Removed from play otherwise.
    pub removed: u32,
}

impl Losses {
    /// Every model lost.
    pub fn total(&self) -> u32 {
        self.slain + self.fled + self.removed
    }
}

/// A battleshock test as the engine worked it out (S1-BS-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarBattleshockTest"))]
pub struct BattleshockTest {
    /// The D6.
    pub roll: u8,
    /// Models slain this turn.
    pub slain: u32,
    /// The unit's (highest) Bravery.
    pub bravery: u32,
    /// +1 per full 10 models alive at the test.
    pub per_ten: u32,
    /// Modifiers (terrain).
    pub modifier: i32,
    /// Bravery used: Bravery + per ten + modifiers.
    pub bravery_used: i64,
    /// D6 + slain.
    pub total: i64,
    /// Models that fled.
    pub fled: u32,
}

/// A unit in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarUnitState"))]
pub struct UnitState {
    /// The warscroll's id in its pack (empty for a summoned unit the data does not hold).
    pub id: String,
    /// Its name.
    pub name: String,
    /// The pack it comes from.
    pub faction: Option<String>,
    /// Its keywords, as the data spells them.
    pub keywords: Vec<String>,
    /// Matched play: its drop.
    pub drop: Option<usize>,
    /// Matched play: leads a regiment (may be the general, S4-GEN-2).
    pub leader: bool,
    /// Matched play: Reinforced.
    pub reinforced: bool,
    /// Summoned during the game.
    pub summoned: bool,
    /// Models as the list fields it.
    pub size: u32,
    /// Wounds per model, where known (open play: the list's, else the data's Health;
    /// matched play: Health); set by `set_wounds` otherwise.
    pub wounds: Option<u32>,
    /// Bravery, where known (open play: the list's; set by the first battleshock test).
    pub bravery: Option<u32>,
    /// Save, from the pack's profile (MP-UNIT-1).
    pub save: Option<String>,
    /// Control, from the pack's profile (MP-UNIT-1; manifestations and terrain have none).
    pub control: Option<u32>,
    /// Where it is.
    pub location: Location,
    /// Models on the battlefield when deployment ended (0 for reserves and summons).
    pub starting: u32,
    /// Models in play now (the general's model included).
    pub models: u32,
    /// The wounds on each damaged model other than the general, in the order they were
    /// first wounded; the first is the current model (S1-WND-1).
    pub damaged: Vec<u32>,
    /// The general's model is one of this unit's models in play: the wounds on it (kept
    /// apart, for its Wounds may be 1 higher and its loss matters).
    pub general: Option<u32>,
    /// Models added during the game (summoned, reinforcements, arrivals from reserve).
    pub added: u32,
    /// Of the models in play, those added during the game.
    pub added_alive: u32,
    /// Models lost, by how.
    pub lost: Losses,
    /// Models slain this turn (S1-BS-1).
    pub slain_this_turn: u32,
    /// Ran this turn.
    pub ran: bool,
    /// Retreated this turn.
    pub retreated: bool,
    /// Charged this turn.
    pub charged: bool,
    /// Tested battleshock this turn.
    pub tested: bool,
    /// The last battleshock test.
    pub last_test: Option<BattleshockTest>,
}

impl UnitState {
    /// On the battlefield with models left.
    pub fn in_play(&self) -> bool {
        self.location == Location::Battlefield && self.models > 0
    }
}

/// A side's general (S1-GEN-1: one model of a deployed unit; the wounds on it are the
/// unit's `general`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarGeneral"))]
pub struct General {
    /// The unit the model belongs to.
    pub unit: usize,
    /// Slain, fled or removed.
    pub slain: bool,
    /// +1 Wounds (the Empowered triumph, S1-TRI-2).
    pub empowered: bool,
}

/// A triumph rolled before the battle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarTriumphState"))]
pub struct TriumphState {
    /// The D6.
    pub roll: u8,
    /// The triumph.
    pub kind: Triumph,
    /// A once-per-battle triumph already used.
    pub spent: bool,
}

/// A player in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarSide"))]
pub struct Side {
    /// The player's name.
    pub player: String,
    /// The list's name.
    pub list: String,
    /// The list's faction.
    pub faction: String,
    /// The units, by flat index.
    pub units: Vec<UnitState>,
    /// Matched play: the drops (regiments, the Regiment of Renown, each auxiliary unit).
    pub drops: Vec<Drop>,
    /// Matched play: auxiliary units (S4-AUX-2).
    pub auxiliaries: usize,
    /// Has finished deploying.
    pub done_deploying: bool,
    /// The unit the list names as the general's, if any.
    pub list_general: Option<usize>,
    /// The general, once named.
    pub general: Option<General>,
    /// The army won a major victory in its previous battle (S1-TRI-1).
    pub last_major_victory: bool,
    /// The triumph rolled.
    pub triumph: Option<TriumphState>,
    /// The unit under Inspiring Presence until this player's next hero phase (S1-IP-1).
    pub inspiring: Option<usize>,
    /// A command ability was used in this hero phase (S1-GEN-2).
    pub command_used: bool,
    /// Matched play: victory points per battle round (index 0 is round 1).
    pub victory_points: Vec<Option<u32>>,
    /// Models on the battlefield when deployment ended (S1-ARMY-5).
    pub starting: u32,
    /// Models on the battlefield now.
    pub on_battlefield: u32,
    /// Models removed from play (slain, fled or otherwise), added ones included.
    pub removed: u32,
    /// Models added during the game.
    pub added: u32,
}

impl Side {
    /// Victory points the players typed per round.
    pub fn vp_typed(&self) -> u32 {
        self.victory_points.iter().flatten().sum()
    }
}

/// The turn under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarTurn"))]
pub struct Turn {
    /// The active player.
    pub side: usize,
    /// First or second turn of the round.
    pub number: u8,
    /// The phase.
    pub phase: Phase,
    /// The same player took the last turn of the round before (S1-RND-3).
    pub double: bool,
}

/// The sudden-death objective chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarSuddenDeath"))]
pub struct SuddenDeath {
    /// The outnumbered player.
    pub side: usize,
    /// The objective.
    pub objective: Objective,
    /// Assassinate, Blunt: the enemy unit.
    pub target: Option<usize>,
    /// Seize Ground: the terrain feature.
    pub terrain: Option<String>,
}

/// How the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarEnding"))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Ending {
    /// A side has no model left on the battlefield (both at once: nobody wins).
    Annihilation {
        /// The side with models left.
        winner: Option<usize>,
    },
    /// The outnumbered player achieved their objective.
    SuddenDeath {
        /// The outnumbered player.
        winner: usize,
    },
    /// The players ended the game.
    Called,
    /// Matched play with a battleplan: the last battle round is over (MP-END-1).
    LastRound,
}

/// An objective on the table (MP-OBJ-4) and who controls it now (MP-OBJ-3: it stays
/// controlled until the opponent takes it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarObjectiveState"))]
pub struct ObjectiveState {
    /// Its type (`Sun Seekers`).
    pub kind: String,
    /// Who controls it.
    pub held: Option<usize>,
}

/// A side's command-point income at the start of a battle round (MP-CP-1…3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarIncome"))]
pub struct Income {
    /// The battle round.
    pub round: u32,
    /// Every player's 4.
    pub base: u32,
    /// +1 for the underdog.
    pub underdog: u32,
    /// +1 for fewer auxiliary units.
    pub auxiliary: u32,
}

impl Income {
    /// The points gained.
    pub fn total(&self) -> u32 {
        self.base + self.underdog + self.auxiliary
    }
}

/// Command points spent (MP-CMD-1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarSpend"))]
pub struct Spend {
    /// The battle round.
    pub round: u32,
    /// First or second turn of the round.
    pub turn: u8,
    /// The phase.
    pub phase: Phase,
    /// The core command, if it is one.
    pub core: Option<Command>,
    /// The command's name.
    pub name: String,
    /// Its cost.
    pub cost: u32,
    /// The unit that used it, if said.
    pub unit: Option<usize>,
    /// The exception that allowed a second use this phase (MP-CMD-3).
    pub exception: Option<String>,
}

/// When a tactic was completed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarWhen"))]
pub struct When {
    /// The battle round.
    pub round: u32,
    /// First or second turn of the round.
    pub turn: u8,
}

/// A battle tactic card in play (MP-BT-2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarCardState"))]
pub struct CardState {
    /// Its place among the season's cards.
    pub card: usize,
    /// Its name.
    pub name: String,
    /// Its three tactics' names.
    pub tactics: [String; 3],
    /// When each tactic was completed.
    pub done: [Option<When>; 3],
}

/// Where victory points came from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarVpSource"))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum VpSource {
    /// A line of the battleplan (its place in the battleplan's lines).
    Line {
        /// The line.
        line: usize,
    },
    /// A battle tactic completed.
    Tactic {
        /// The card (its place among the side's cards).
        card: usize,
        /// 0 Affray, 1 Strike, 2 Domination.
        tier: usize,
    },
    /// Added or taken away by the players.
    Adjusted {
        /// Their reason.
        reason: String,
    },
}

/// Victory points scored (MP-BP-1, MP-BT-4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarScored"))]
pub struct Scored {
    /// The battle round.
    pub round: u32,
    /// First or second turn of the round (0: at the end of the battle or between turns).
    pub turn: u8,
    /// The points.
    pub points: i64,
    /// Where they came from.
    pub source: VpSource,
}

/// A side's matched-play counts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarMatchedSide"))]
pub struct MatchedSide {
    /// Command points left this round (MP-CP-4: none carry over).
    pub cp: u32,
    /// This round's income and why.
    pub income: Option<Income>,
    /// Every command used, oldest first.
    pub spent: Vec<Spend>,
    /// The battle tactic cards (MP-BT-1).
    pub cards: Vec<CardState>,
    /// The victory points scored, oldest first.
    pub scored: Vec<Scored>,
}

/// Matched play's battle: the season, the battleplan and objectives, who is underdog,
/// each side's command points, tactics and points (`docs/rules/sigmar-matched-play.md`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarMatched"))]
pub struct Matched {
    /// The season (the first player's list's).
    pub season: String,
    /// The battleplan picked (its place in the season's), if any: without one the players
    /// type their victory points and end the game themselves.
    pub battleplan: Option<usize>,
    /// The objectives on the table.
    pub objectives: Vec<ObjectiveState>,
    /// Who controlled each objective when the turn under way began.
    pub held_at_start: Vec<Option<usize>>,
    /// The active player said who controls each objective this turn.
    pub controlled: bool,
    /// This round's underdog (MP-UD-1).
    pub underdog: Option<usize>,
    /// 2025-26: the player who seized the initiative this round (MP-PRI-3).
    pub seized: Option<usize>,
    /// 2025-26: the player who counts as underdog since the last seizing (MP-PRI-3).
    pub underdog_since_seized: Option<usize>,
    /// Took the first turn of the previous round: decides on a priority tie (MP-PRI-2).
    pub previous_first: Option<usize>,
    /// Per side.
    pub sides: Vec<MatchedSide>,
}

/// Everything an Age of Sigmar tracker shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SigmarMatch {
    /// Open or matched play.
    pub mode: Mode,
    /// The set-up's options.
    pub options: PlayOptions,
    /// The two players, in set-up order.
    pub sides: Vec<Side>,
    /// Where the game is.
    pub stage: Stage,
    /// The battle round (0 before the first).
    pub round: u32,
    /// The Mortal Realm, if the players named one.
    pub realm: Option<String>,
    /// The last roll-off's dice.
    pub rolls: Option<[u8; 2]>,
    /// The last roll-off was a tie: roll again.
    pub tied: bool,
    /// Won the territories roll-off: split the battlefield and deployed first.
    pub territories_winner: Option<usize>,
    /// Whose deployment, choice or answer it is.
    pub next: Option<usize>,
    /// Finished deploying first (chooses round 1's first turn, S1-SET-5, S4-DROP-1).
    pub finished_first: Option<usize>,
    /// Chooses who takes the first turn of this round.
    pub chooser: Option<usize>,
    /// Took the first turn of this round.
    pub first: Option<usize>,
    /// Took the last turn of the round before.
    pub last_turn: Option<usize>,
    /// The turn under way.
    pub turn: Option<Turn>,
    /// Open play: the outnumbered player, when the armies qualify for sudden death.
    pub outnumbered: Option<usize>,
    /// The sudden-death objective chosen.
    pub sudden_death: Option<SuddenDeath>,
    /// Matched play: the player with fewer auxiliary units, who gains 1 extra command
    /// point at the start of each battle round (S4-AUX-2; `None` on a tie).
    pub command_point_bonus: Option<usize>,
    /// Open play's battleshock phase: the units that must still test, `[side, unit]`, the
    /// active player's first (S1-BS-1).
    pub pending_tests: Vec<(usize, usize)>,
    /// How the game ended.
    pub ending: Option<Ending>,
    /// Matched play: command points, the battleplan, tactics and points (`None` in open
    /// play).
    pub matched: Option<Matched>,
}

impl SigmarMatch {
    /// A side's victory points so far: typed per round, scored and adjusted.
    pub fn vp_total(&self, side: usize) -> i64 {
        let scored: i64 = self
            .matched
            .as_ref()
            .map_or(0, |m| m.sides[side].scored.iter().map(|s| s.points).sum());
        i64::from(self.sides[side].vp_typed()) + scored
    }

    pub(super) fn side_index(&self, side: usize, path: &str) -> Result<usize, Refused> {
        if side < self.sides.len() {
            Ok(side)
        } else {
            Err(at(Refusal::NoSide { side }, path))
        }
    }

    /// The unit, or why it does not exist (`path` leads to the event's fields).
    pub(super) fn unit(&self, side: usize, unit: usize) -> Result<&UnitState, Refused> {
        self.side_index(side, "/side")?;
        let units = &self.sides[side].units;
        units.get(unit).ok_or_else(|| {
            at(
                Refusal::NoUnit {
                    side,
                    unit,
                    count: units.len(),
                },
                "/unit",
            )
        })
    }

    /// The unit, which must be on the battlefield with models left.
    pub(super) fn unit_in_play(&self, side: usize, unit: usize) -> Result<&UnitState, Refused> {
        let u = self.unit(side, unit)?;
        match u.location {
            Location::Battlefield if u.models > 0 => Ok(u),
            Location::Battlefield | Location::Destroyed => Err(at(
                Refusal::UnitGone {
                    unit: u.name.clone(),
                },
                "/unit",
            )),
            location => Err(at(
                Refusal::NotOnBattlefield {
                    unit: u.name.clone(),
                    location,
                },
                "/unit",
            )),
        }
    }

    pub(super) fn expect(&self, stage: Stage, event: &'static str) -> Result<(), Refused> {
        if self.stage == stage {
            Ok(())
        } else {
            Err(self.not_now(event))
        }
    }

    pub(super) fn not_now(&self, event: &'static str) -> Refused {
        at(
            Refusal::NotNow {
                event,
                stage: self.stage,
                phase: self.turn.map(|t| t.phase),
            },
            "",
        )
    }

    /// The turn under way, or a refusal for `event`.
    pub(super) fn in_turn(&self, event: &'static str) -> Result<Turn, Refused> {
        match (self.stage, self.turn) {
            (Stage::Turn, Some(turn)) => Ok(turn),
            _ => Err(self.not_now(event)),
        }
    }

    /// The turn under way in `phase`, with `side` the active player.
    pub(super) fn active_in(
        &self,
        event: &'static str,
        phase: Phase,
        side: usize,
    ) -> Result<Turn, Refused> {
        let turn = self.in_turn(event)?;
        if turn.phase != phase {
            return Err(at(
                Refusal::WrongPhase {
                    event,
                    phase: turn.phase,
                    needed: phase,
                },
                "",
            ));
        }
        self.side_index(side, "/side")?;
        if side != turn.side {
            return Err(at(
                Refusal::NotYourTurn {
                    side,
                    active: turn.side,
                },
                "/side",
            ));
        }
        Ok(turn)
    }

    /// Must this unit still test in this battleshock phase (S1-BS-1)?
    pub fn must_test(&self, side: usize, unit: usize) -> bool {
        let u = &self.sides[side].units[unit];
        u.in_play()
            && u.slain_this_turn > 0
            && !u.tested
            && self.sides[side].inspiring != Some(unit)
    }

    /// Units that must still test, side by side (the active player's first).
    fn tests_due(&self) -> Vec<(usize, usize)> {
        let Some(turn) = self.turn else {
            return Vec::new();
        };
        if self.mode != Mode::Open || turn.phase != Phase::Battleshock {
            return Vec::new();
        }
        [turn.side, 1 - turn.side]
            .into_iter()
            .flat_map(|s| {
                (0..self.sides[s].units.len())
                    .filter(move |u| self.must_test(s, *u))
                    .map(move |u| (s, u))
            })
            .collect()
    }

    /// Works out each side's counts of models, and the tests due, again.
    pub(super) fn refresh_counts(&mut self) {
        self.pending_tests = self.tests_due();
        for side in &mut self.sides {
            side.on_battlefield = side
                .units
                .iter()
                .filter(|u| u.location == Location::Battlefield)
                .map(|u| u.models)
                .sum();
            side.removed = side.units.iter().map(|u| u.lost.total()).sum();
            side.added = side.units.iter().map(|u| u.added).sum();
        }
    }

    /// Models of a side in play that began the battle on the battlefield (S1-SD-5):
    /// added models count as the first to go, the owner's choice that keeps Endure alive.
    pub fn original_models(&self, side: usize) -> u32 {
        self.sides[side]
            .units
            .iter()
            .filter(|u| u.location == Location::Battlefield)
            .map(|u| u.models.saturating_sub(u.added_alive))
            .sum()
    }

    /// The phase of the turn under way, if one is.
    pub fn phase_now(&self) -> Option<Phase> {
        (self.stage == Stage::Turn)
            .then_some(self.turn.map(|t| t.phase))
            .flatten()
    }

    /// The phase after the current one in this mode (§2.3: in order); `None` outside a turn
    /// or in its last phase.
    pub fn next_phase(&self) -> Option<Phase> {
        let now = self.phase_now()?;
        let phases = self.phases();
        let at = phases.iter().position(|p| *p == now)?;
        phases.get(at + 1).copied()
    }

    /// The phases of a turn in this mode, in order.
    pub fn phases(&self) -> [Phase; 6] {
        let last = match self.mode {
            Mode::Open => Phase::Battleshock,
            Mode::Matched => Phase::EndOfTurn,
        };
        [
            Phase::Hero,
            Phase::Movement,
            Phase::Shooting,
            Phase::Charge,
            Phase::Combat,
            last,
        ]
    }
}
