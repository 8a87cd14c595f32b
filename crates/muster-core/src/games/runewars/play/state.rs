//! The state a RuneWars tracker shows (serialized as the app reads it) and the bookkeeping
//! every event shares: finding sides and units, the stage an event needs, whose deployment
//! or activation it is, destruction and elimination.

use super::events::{Action, CardState, Colour, Modifier, Token, UnitRef};
use super::refusals::Refusal;
use super::rules::{at, Refused};
use crate::lang::LocalizedName;
use serde::{Deserialize, Serialize};

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsStage"))]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Set-up step 3: the player with the lower spent total chooses the first player.
    FirstPlayer,
    /// Set-up step 4: the deployment and objective cards are drafted.
    Cards,
    /// Set-up step 4: the deployment card's chooser picks a zone colour.
    Zone,
    /// Set-up step 7: units are deployed one at a time, alternating.
    Deploy,
    /// Round phase: dials are set.
    Command,
    /// Round phase: units activate in initiative order.
    Activation,
    /// Round phase: energy is cast and the round counter passes.
    End,
    /// The game is over.
    Over,
}

/// A side in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsSide"))]
pub struct Side {
    /// The player's name.
    pub player: String,
    /// The army's faction id.
    pub faction: String,
    /// The points the list spends (set-up step 3).
    pub spent: u32,
    /// Objective tokens held.
    pub objectives: u32,
    /// The zone colour, once chosen.
    pub zone: Option<Colour>,
    /// The units, in list order.
    pub units: Vec<UnitState>,
}

/// A unit in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsUnitState"))]
pub struct UnitState {
    /// The unit card id.
    pub card: String,
    /// Its name.
    pub name: LocalizedName,
    /// The configuration bought (its id).
    pub config: String,
    /// How a player names it (`2×2 (Champion)`).
    pub config_label: LocalizedName,
    /// Trays bought.
    pub trays_bought: u32,
    /// Trays left.
    pub trays: u32,
    /// The cost table as (trays, points) rows, fewest trays first (for scoring, §74.4).
    pub cost_table: Vec<(u32, u32)>,
    /// The points of the row bought.
    pub cost_bought: u32,
    /// What the unit would score now (§74.3–74.4); 0 once destroyed.
    pub value_now: u32,
    /// Wound tokens on it.
    pub wounds: u32,
    /// Tokens on it.
    pub tokens: Tokens,
    /// Its upgrade cards.
    pub upgrades: Vec<UpgradeState>,
    /// Conditions on it.
    pub conditions: Vec<String>,
    /// Placed on the table.
    pub deployed: bool,
    /// Destroyed (or could not deploy).
    pub destroyed: bool,
    /// This round's dial, once set.
    pub dial: Option<Dial>,
    /// The action faces of the unit's dial where community data gives them, each with its
    /// initiative: the Command phase offers these (none: the player types the initiative).
    pub dial_faces: Vec<crate::games::runewars::DialFace>,
    /// Why those faces are doubtful (the player may then set another face).
    pub dial_doubts: Vec<crate::games::runewars::DialDoubt>,
    /// Activated this round.
    pub activated: bool,
}

impl UnitState {
    /// On the table and not destroyed.
    pub fn in_play(&self) -> bool {
        self.deployed && !self.destroyed
    }
}

/// The tokens on a unit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsTokens"))]
pub struct Tokens {
    /// Stun.
    pub stun: u32,
    /// Immobilize.
    pub immobilize: u32,
    /// Panic.
    pub panic: u32,
    /// Blight.
    pub blight: u32,
    /// Inspiration.
    pub inspiration: u32,
}

impl Tokens {
    /// The count of one token.
    pub fn get(&self, token: Token) -> u32 {
        *self.slot(token)
    }

    fn slot(&self, token: Token) -> &u32 {
        match token {
            Token::Stun => &self.stun,
            Token::Immobilize => &self.immobilize,
            Token::Panic => &self.panic,
            Token::Blight => &self.blight,
            Token::Inspiration => &self.inspiration,
        }
    }

    pub(super) fn slot_mut(&mut self, token: Token) -> &mut u32 {
        match token {
            Token::Stun => &mut self.stun,
            Token::Immobilize => &mut self.immobilize,
            Token::Panic => &mut self.panic,
            Token::Blight => &mut self.blight,
            Token::Inspiration => &mut self.inspiration,
        }
    }

    /// Banes on the unit.
    pub fn banes(&self) -> u32 {
        Token::BANES.iter().map(|t| self.get(*t)).sum()
    }
}

/// An upgrade card in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsUpgradeState"))]
pub struct UpgradeState {
    /// The card id.
    pub id: String,
    /// Its name.
    pub name: LocalizedName,
    /// Its cost (it scores this while not discarded and its unit survives).
    pub cost: u32,
    /// A figure upgrade (its card is discarded when its figure is removed, §57.7).
    pub figure: bool,
    /// Ready, exhausted or discarded.
    pub state: CardState,
}

/// A unit's dial for the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsDial"))]
pub struct Dial {
    /// The action, if any.
    pub action: Option<Action>,
    /// Its initiative (10 without an action).
    pub initiative: u8,
    /// The modifier, if any.
    pub modifier: Option<Modifier>,
}

/// The last morale test, for the tracker to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsMoraleTest"))]
pub struct MoraleTest {
    /// The tested unit.
    pub unit: UnitRef,
    /// Its severity: cards the opponent draws, and the most morale icons the chosen card
    /// may have (§73).
    pub severity: u32,
}

/// How the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsEnding"))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Ending {
    /// Sides with no units left (§44.1; both at once go to scoring, §44.4).
    Elimination {
        /// The eliminated sides.
        sides: Vec<usize>,
    },
    /// Round 8 ended (§44.2).
    LastRound,
}

/// Everything a RuneWars tracker shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RuneWarsMatch {
    /// The two sides.
    pub sides: Vec<Side>,
    /// Where the game is.
    pub stage: Stage,
    /// The round (0 during set-up, then 1–8).
    pub round: u8,
    /// Who chose the first player.
    pub chooser: Option<usize>,
    /// The first player this round (who holds the round counter).
    pub first_player: Option<usize>,
    /// The deployment card.
    pub deployment: Option<String>,
    /// The objective card.
    pub objective: Option<String>,
    /// Points per objective token at the end: the printed value, halved rounding up in a
    /// skirmish (digest E21).
    pub objective_value: Option<u32>,
    /// A skirmish (both lists in skirmish mode).
    pub skirmish: bool,
    /// Who chose the deployment card (picks the zone colour, places terrain first).
    pub deployment_chooser: Option<usize>,
    /// The last side that deployed a unit.
    pub last_deployed: Option<usize>,
    /// The unit activating now (the last one revealed this round).
    pub active: Option<UnitRef>,
    /// The initiative count of the last activation and its side.
    pub last_activation: Option<(u8, usize)>,
    /// Whose activation it is now and at which initiative, while units wait (Activation
    /// phase).
    pub next_activation: Option<(u8, usize)>,
    /// The last morale test.
    pub last_morale: Option<MoraleTest>,
    /// How the game ended, once over.
    pub ending: Option<Ending>,
}

impl RuneWarsMatch {
    /// The side that may choose the first player: the lower spent total, or either on a tie.
    pub fn may_choose_first(&self) -> Option<usize> {
        let (a, b) = (self.sides[0].spent, self.sides[1].spent);
        match a.cmp(&b) {
            std::cmp::Ordering::Less => Some(0),
            std::cmp::Ordering::Greater => Some(1),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// The side whose turn it is to deploy (set-up step 7).
    pub fn next_to_deploy(&self) -> Option<usize> {
        let waiting = |s: usize| {
            self.sides[s]
                .units
                .iter()
                .any(|u| !u.deployed && !u.destroyed)
        };
        let first = self.first_player?;
        let preferred = match self.last_deployed {
            None => first,
            Some(last) => 1 - last,
        };
        [preferred, 1 - preferred].into_iter().find(|s| waiting(*s))
    }

    /// The initiative count now, and whose activation it is (§53, §71.2), while units wait.
    pub(super) fn compute_next_activation(&self) -> Option<(u8, usize)> {
        let waiting = |s: usize, count: u8| {
            self.sides[s]
                .units
                .iter()
                .any(|u| u.in_play() && !u.activated && u.dial.map(|d| d.initiative) == Some(count))
        };
        let count = self
            .sides
            .iter()
            .flat_map(|s| &s.units)
            .filter(|u| u.in_play() && !u.activated)
            .filter_map(|u| u.dial.map(|d| d.initiative))
            .min()?;
        let first = self.first_player?;
        let preferred = match self.last_activation {
            Some((last_count, last_side)) if last_count == count => 1 - last_side,
            _ => first,
        };
        let side = [preferred, 1 - preferred]
            .into_iter()
            .find(|s| waiting(*s, count))?;
        Some((count, side))
    }

    pub(super) fn unit(&self, side: usize, unit: usize) -> Result<&UnitState, Refused> {
        let s = self
            .sides
            .get(side)
            .ok_or_else(|| at(Refusal::NoSide { side }, "/side"))?;
        s.units.get(unit).ok_or_else(|| {
            at(
                Refusal::NoUnit {
                    side,
                    unit,
                    count: s.units.len(),
                },
                "/unit",
            )
        })
    }

    /// A unit that is on the table and not destroyed.
    pub(super) fn unit_in_play(&self, side: usize, unit: usize) -> Result<&UnitState, Refused> {
        let u = self.unit(side, unit)?;
        if u.destroyed {
            return Err(at(
                Refusal::Destroyed {
                    unit: u.name.clone(),
                },
                "/unit",
            ));
        }
        Ok(u)
    }

    pub(super) fn side_index(&self, side: usize, path: &str) -> Result<usize, Refused> {
        if side < self.sides.len() {
            Ok(side)
        } else {
            Err(at(Refusal::NoSide { side }, path))
        }
    }

    pub(super) fn in_round(&self, event: &'static str) -> Result<(), Refused> {
        match self.stage {
            Stage::Command | Stage::Activation | Stage::End => Ok(()),
            stage => Err(at(Refusal::NotNow { event, stage }, "")),
        }
    }

    pub(super) fn expect(&self, stage: Stage, event: &'static str) -> Result<(), Refused> {
        if self.stage == stage {
            Ok(())
        } else {
            Err(at(
                Refusal::NotNow {
                    event,
                    stage: self.stage,
                },
                "",
            ))
        }
    }

    /// Marks units destroyed: trays gone, upgrades discarded (§30.2); then ends the game if a
    /// side has no unit left (§44.1).
    pub(super) fn destroy(&mut self, units: &[UnitRef]) {
        for r in units {
            let u = &mut self.sides[r.side].units[r.unit];
            u.destroyed = true;
            u.trays = 0;
            u.value_now = 0;
            for upgrade in &mut u.upgrades {
                upgrade.state = CardState::Discarded;
            }
        }
        if self.stage == Stage::Activation {
            self.next_activation = self.compute_next_activation();
        }
        self.check_elimination();
    }

    fn check_elimination(&mut self) {
        let eliminated: Vec<usize> = (0..self.sides.len())
            .filter(|s| self.sides[*s].units.iter().all(|u| u.destroyed))
            .collect();
        if !eliminated.is_empty() {
            self.ending = Some(Ending::Elimination { sides: eliminated });
            self.stage = Stage::Over;
            self.next_activation = None;
        }
    }
}
