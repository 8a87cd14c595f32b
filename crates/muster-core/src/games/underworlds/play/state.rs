//! The state an Underworlds tracker shows (serialized as the app reads it, snake_case as the
//! other games' states) and the bookkeeping every event shares.

use super::events::TokenKind;
use super::refusals::Refusal;
use super::rules::{at, Refused};
use crate::games::underworlds::catalog::{CardKind, Name, Save};
use serde::Serialize;

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsStage"))]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Set-up step 3: the territory roll-off.
    Territories,
    /// Set-up step 4: the five feature tokens are placed.
    Features,
    /// Set-up step 5: the fighters are deployed.
    Deployment,
    /// The start of a battle round: the roll-off for the first turn.
    RollOff,
    /// The action step of a turn.
    Action,
    /// The power step of a turn.
    Power,
    /// The end phase (round 3's is the final end phase: only scoring and equipping).
    EndPhase,
    /// The game is over.
    Over,
}

/// Which face of a feature token is up (§3.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsFeatureFace"))]
#[serde(rename_all = "snake_case")]
pub enum FeatureFace {
    /// The numbered face: a treasure token.
    Treasure,
    /// The other face: a cover token.
    Cover,
}

/// A feature token on the battlefield.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsFeatureToken"))]
pub struct FeatureToken {
    /// Who placed it.
    pub placed_by: usize,
    /// Whose territory it is in (`None`: neutral territory).
    pub territory: Option<usize>,
    /// The number on its treasure face.
    pub number: u8,
    /// The face up.
    pub face: FeatureFace,
}

/// Where a card of a side's decks is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsCardPlace"))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CardPlace {
    /// In the deck or the hand: the tracker does not see which.
    InDeck,
    /// An objective scored.
    Scored {
        /// In which round.
        round: u8,
    },
    /// A ploy played (and discarded).
    Played,
    /// An upgrade equipped on a fighter.
    Equipped {
        /// The fighter's id.
        fighter: String,
    },
    /// An upgrade discarded when its fighter was slain.
    Discarded,
}

/// A card of a side's objective or power deck.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsCardState"))]
pub struct CardState {
    /// The card's id.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Objective, ploy or upgrade.
    pub kind: CardKind,
    /// Its glory value, when known.
    pub glory: Option<u8>,
    /// A surge objective or ploy.
    pub surge: bool,
    /// Where it is.
    pub state: CardPlace,
}

/// The characteristics of one face of a fighter card that the tracker uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsFaceStats"))]
pub struct FaceStats {
    /// Move, when known.
    #[serde(rename = "move")]
    pub moves: Option<u8>,
    /// Save, when known.
    pub save: Option<Save>,
    /// Health.
    pub health: u8,
    /// Bounty.
    pub bounty: u8,
}

/// The tokens on a fighter (§3.7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsTokens"))]
pub struct Tokens {
    /// A Move token.
    #[serde(rename = "move")]
    pub moved: bool,
    /// A Charge token.
    pub charge: bool,
    /// A Guard token.
    pub guard: bool,
    /// A Stagger token.
    pub stagger: bool,
    /// A Raise token (a raised fighter, Bounty 0).
    pub raise: bool,
}

impl Tokens {
    /// Whether the token is on.
    pub fn has(&self, token: TokenKind) -> bool {
        match token {
            TokenKind::Move => self.moved,
            TokenKind::Charge => self.charge,
            TokenKind::Guard => self.guard,
            TokenKind::Stagger => self.stagger,
        }
    }

    /// Puts the token on or takes it off.
    pub fn set(&mut self, token: TokenKind, present: bool) {
        match token {
            TokenKind::Move => self.moved = present,
            TokenKind::Charge => self.charge = present,
            TokenKind::Guard => self.guard = present,
            TokenKind::Stagger => self.stagger = present,
        }
    }
}

/// A fighter in the match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsFighterState"))]
pub struct FighterState {
    /// The fighter's id in its warband.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// Carries the Leader runemark.
    pub leader: bool,
    /// Has been deployed (set-up step 5) or raised.
    pub deployed: bool,
    /// Slain (off the battlefield).
    pub slain: bool,
    /// Its card shows the inspired face.
    pub inspired: bool,
    /// Damage tokens.
    pub damage: u8,
    /// The current face's Health.
    pub health: u8,
    /// The current face's Bounty (0 while it carries a Raise token).
    pub bounty: u8,
    /// The current face's Move, when known.
    #[serde(rename = "move")]
    pub moves: Option<u8>,
    /// The current face's Save, when known.
    pub save: Option<Save>,
    /// Its tokens.
    pub tokens: Tokens,
    /// The upgrades equipped on it, by card id.
    pub upgrades: Vec<String>,
    /// The feature token it stands on (its place in the placing order).
    pub feature: Option<usize>,
    /// The uninspired face.
    pub uninspired_face: FaceStats,
    /// The inspired face.
    pub inspired_face: FaceStats,
}

impl FighterState {
    /// On the battlefield: deployed and not slain.
    pub fn on_battlefield(&self) -> bool {
        self.deployed && !self.slain
    }

    /// The face its card shows.
    pub fn face(&self) -> &FaceStats {
        if self.inspired {
            &self.inspired_face
        } else {
            &self.uninspired_face
        }
    }

    /// Copies the current face's characteristics into the shown fields.
    pub(super) fn refresh(&mut self) {
        let face = *self.face();
        self.health = face.health;
        self.bounty = if self.tokens.raise { 0 } else { face.bounty };
        self.moves = face.moves;
        self.save = face.save;
    }
}

/// A side's glory (§3.2: never spent) and where it came from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsGlory"))]
pub struct Glory {
    /// Every glory point gained.
    pub total: u32,
    /// From objectives scored.
    pub objectives: u32,
    /// From enemy fighters slain (their Bounty).
    pub bounty: u32,
}

/// The upgrade capacity (V8): the glory values of the equipped upgrades against the glory.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsCapacity"))]
pub struct Capacity {
    /// Σ glory values of the upgrades equipped now.
    pub used: u32,
    /// The side's glory.
    pub total: u32,
}

/// A player's redraw at set-up (E5), as told.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsRedraw"))]
pub struct Redraw {
    /// Redrew the objective cards.
    pub objectives: bool,
    /// Redrew the power cards.
    pub power: bool,
}

/// A player in the match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsSide"))]
pub struct Side {
    /// The player's name.
    pub player: String,
    /// The list's name.
    pub list: String,
    /// The warband's id.
    pub warband: String,
    /// The warband's name.
    pub warband_name: Name,
    /// The warscroll abilities' ids (for `use_ability`).
    pub abilities: Vec<String>,
    /// Glory and where it came from.
    pub glory: Glory,
    /// Upgrade capacity used and total.
    pub capacity: Capacity,
    /// The redraw, once told.
    pub redraw: Option<Redraw>,
    /// The objective deck's cards, then the power deck's, in list order.
    pub cards: Vec<CardState>,
    /// The fighters, in warband order.
    pub fighters: Vec<FighterState>,
    /// Turns taken this round (0–4).
    pub turns: u8,
    /// Has finished this round's end phase.
    pub end_phase_done: bool,
}

impl Side {
    /// A fighter by id.
    pub fn fighter(&self, id: &str) -> Option<&FighterState> {
        self.fighters.iter().find(|f| f.id == id)
    }

    /// A card by id.
    pub fn card(&self, id: &str) -> Option<&CardState> {
        self.cards.iter().find(|c| c.id == id)
    }

    /// Fighters on the battlefield.
    pub fn on_battlefield(&self) -> impl Iterator<Item = &FighterState> {
        self.fighters.iter().filter(|f| f.on_battlefield())
    }

    /// The combined Bounty of the side's slain fighters (the underdog, §3.6).
    pub fn slain_bounty(&self) -> u32 {
        self.fighters
            .iter()
            .filter(|f| f.slain)
            .map(|f| u32::from(f.bounty))
            .sum()
    }
}

/// The power step under way (§3.3, E19).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsPowerStep"))]
pub struct PowerStep {
    /// Whose opportunity it is.
    pub opportunity: usize,
    /// Passes in a row (two end the step).
    pub passes: u8,
    /// Per side: has Delved in this power step.
    pub delved: Vec<bool>,
}

/// Something the engine worked out, kept for the log (its words in `log`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsNote"))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Note {
    /// The territory roll-off's winner picks the board and territory; the loser places the
    /// first feature token.
    Territories {
        /// The winner.
        winner: usize,
    },
    /// The last feature token is placed: its placer deploys first.
    DeployFirst {
        /// Who deploys first.
        side: usize,
    },
    /// A round's roll-off: the winner (maybe the underdog on a tie), the first player, and
    /// the loser who draws a power card (E1).
    RollOff {
        /// The round.
        round: u8,
        /// The winner.
        winner: usize,
        /// Won on a tie as the underdog (E2).
        underdog: bool,
        /// Takes the first turn.
        first: usize,
        /// The roll-off's loser, who draws 1 power card.
        draws: usize,
    },
    /// A fighter was slain; the other side gained its Bounty.
    Slain {
        /// The fighter's side.
        side: usize,
        /// The fighter's id.
        fighter: String,
        /// Glory the other side gained.
        bounty: u8,
        /// Upgrades discarded.
        upgrades: Vec<String>,
    },
    /// A fighter Delved: the feature token flipped.
    Delved {
        /// The fighter's side.
        side: usize,
        /// The fighter.
        fighter: String,
        /// The token.
        feature: usize,
        /// Its face now.
        face: FeatureFace,
    },
    /// An objective scored.
    Scored {
        /// Whose.
        side: usize,
        /// The card.
        card: String,
        /// Glory gained.
        glory: u8,
    },
    /// The end of a round: Move, Charge, Guard and Stagger tokens removed.
    RoundEnded {
        /// The round.
        round: u8,
    },
    /// The final end phase is over: the game ends.
    GameOver,
}

/// Everything an Underworlds tracker shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct UnderworldsMatch {
    /// The two players, in set-up order.
    pub sides: Vec<Side>,
    /// Where the game is.
    pub stage: Stage,
    /// The battle round (0 during set-up, then 1–3).
    pub round: u8,
    /// The territory roll-off's winner.
    pub territory_winner: Option<usize>,
    /// The feature tokens, in the order placed.
    pub features: Vec<FeatureToken>,
    /// Whose move it is: who places or deploys next, the active player in an action step,
    /// whose opportunity it is in a power step, who plays their end phase; `None` while
    /// both roll off or once the game is over.
    pub next: Option<usize>,
    /// This round's roll-off winner.
    pub roll_off_winner: Option<usize>,
    /// This round's roll-off loser, who draws 1 power card (E1).
    pub draws_power: Option<usize>,
    /// Takes the first turn this round (and plays the end phase first).
    pub first: Option<usize>,
    /// The player whose turn it is (action and power steps).
    pub active: Option<usize>,
    /// The power step under way.
    pub power: Option<PowerStep>,
    /// The side whose slain fighters have the higher combined Bounty (§3.6), if any.
    pub underdog: Option<usize>,
    /// What the engine worked out, in order.
    pub notes: Vec<Note>,
    /// `notes` in words, in the language of the last event.
    pub log: Vec<String>,
    /// What happens next, in the language of the last event.
    pub prompt: String,
}

impl UnderworldsMatch {
    /// True in the final end phase (round 3's: only scoring and equipping, §3.3).
    pub fn final_end_phase(&self) -> bool {
        self.stage == Stage::EndPhase && self.round == super::rules::ROUNDS
    }

    /// True in the action phase (an action or power step).
    pub fn in_action_phase(&self) -> bool {
        matches!(self.stage, Stage::Action | Stage::Power)
    }
}

impl UnderworldsMatch {
    /// `side`, or the refusal at `path` when there is no such side.
    pub(super) fn side_index(&self, side: usize, path: &str) -> Result<usize, Refused> {
        if side < self.sides.len() {
            Ok(side)
        } else {
            Err(at(Refusal::NoSide { side }, path))
        }
    }

    /// The player of `side` (an index already checked), by the name the set-up gave.
    pub(super) fn player(&self, side: usize) -> String {
        self.sides[side].player.clone()
    }

    /// The fighter's place in its side, or why there is none (`/side`, `/fighter`).
    pub(super) fn fighter_index(&self, side: usize, fighter: &str) -> Result<usize, Refused> {
        self.side_index(side, "/side")?;
        self.sides[side]
            .fighters
            .iter()
            .position(|f| f.id == fighter)
            .ok_or_else(|| {
                at(
                    Refusal::NoFighter {
                        player: self.player(side),
                        fighter: fighter.to_owned(),
                    },
                    "/fighter",
                )
            })
    }

    /// The fighter's place, which must be on the battlefield (E27: a slain fighter is
    /// ignored by every rule).
    pub(super) fn fighter_in_play(&self, side: usize, fighter: &str) -> Result<usize, Refused> {
        let f = self.fighter_index(side, fighter)?;
        let state = &self.sides[side].fighters[f];
        if state.on_battlefield() {
            Ok(f)
        } else {
            Err(at(
                Refusal::NotOnBattlefield {
                    fighter: state.name.clone(),
                    slain: state.slain,
                },
                "/fighter",
            ))
        }
    }

    /// The card's place in the side's decks, or why there is none (`/card`).
    pub(super) fn card_index(&self, side: usize, card: &str) -> Result<usize, Refused> {
        self.side_index(side, "/side")?;
        self.sides[side]
            .cards
            .iter()
            .position(|c| c.id == card)
            .ok_or_else(|| {
                at(
                    Refusal::NoCard {
                        player: self.player(side),
                        card: card.to_owned(),
                    },
                    "/card",
                )
            })
    }

    /// The refusal of `event` at this stage.
    pub(super) fn not_now(&self, event: &'static str) -> Refused {
        at(
            Refusal::NotNow {
                event,
                stage: self.stage,
                round: self.round,
            },
            "",
        )
    }

    /// Refuses `event` unless the game is at `stage`.
    pub(super) fn expect(&self, stage: Stage, event: &'static str) -> Result<(), Refused> {
        if self.stage == stage {
            Ok(())
        } else {
            Err(self.not_now(event))
        }
    }

    /// Works out what every event may change: each fighter's shown characteristics, each
    /// side's glory and upgrade capacity, the underdog.
    pub(super) fn refresh(&mut self) {
        for side in &mut self.sides {
            for fighter in &mut side.fighters {
                fighter.refresh();
            }
            side.glory.total = side.glory.objectives + side.glory.bounty;
            let equipped: u32 = side
                .cards
                .iter()
                .filter(|c| matches!(c.state, CardPlace::Equipped { .. }))
                .map(|c| u32::from(c.glory.unwrap_or(0)))
                .sum();
            side.capacity = Capacity {
                used: equipped,
                total: side.glory.total,
            };
        }
        let slain: Vec<u32> = self.sides.iter().map(Side::slain_bounty).collect();
        self.underdog = match slain.as_slice() {
            [a, b] if a > b => Some(0),
            [a, b] if b > a => Some(1),
            _ => None,
        };
    }
}
