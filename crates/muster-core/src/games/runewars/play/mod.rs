//! RuneWars matches (digest §2 set-up, §3 match tracker): the state a tracker shows, the
//! events that change it and the rules that allow or refuse each one.
//!
//! What is tracked is what the rules count: who chooses the first player, the deployment and
//! objective draft, alternating deployment, the 8 rounds with their Command, Activation and
//! End phases, each unit's dial, activation in initiative order with the first player's
//! precedence, trays and wound tokens, banes and boons, upgrade cards (ready, exhausted,
//! discarded), conditions, morale tests, objective tokens, destruction and elimination, and
//! at the end the score with its reasoning (`score`). What happens on the table between
//! those (movement, dice, damage assignment) is the players' to resolve; they record the
//! result.
//!
//! Sides and units are numbered from 0: `side` is the player's place in the set-up, `unit`
//! the unit's place in that player's list document.

mod refusals;
mod score;

#[cfg(test)]
mod tests;

pub use refusals::Refusal;

use super::catalog::Catalog;
use super::list::{Mode, RuneWarsList};
use super::options::Options;
use super::validate::validate_list;
use crate::diagnostic::{json_pointer, Diagnostic, Explain};
use crate::lang::{Lang, LocalizedName};
use crate::matches::{at, player_count, Outcome, Play, SideScore};
use serde::{Deserialize, Serialize};

/// Rounds in a game (§78.3).
pub const ROUNDS: u8 = 8;
/// The initiative of a unit with no action on its dial (§36.2).
pub const NO_ACTION_INITIATIVE: u8 = 10;

/// What a RuneWars match starts from: the two players and their lists.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuneWarsSetup {
    /// The players, first the one who created the match.
    pub players: Vec<SetupPlayer>,
}

/// A player and the list they play.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupPlayer {
    /// The player's name.
    pub name: String,
    /// Their list document.
    pub list: RuneWarsList,
}

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

/// Which kind of card the first player took in the draft.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    /// The first player took a deployment card.
    Deployment,
    /// The first player took an objective card.
    Objective,
}

/// A deployment zone's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Red.
    Red,
    /// Blue.
    Blue,
}

/// An action on the command tool (§1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// March.
    March,
    /// Shift.
    Shift,
    /// Reform.
    Reform,
    /// Melee attack.
    Melee,
    /// Ranged attack.
    Ranged,
    /// Rally.
    Rally,
    /// Skill.
    Skill,
}

/// A modifier on the command tool (§58.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Modifier {
    /// Turn.
    Turn,
    /// Charge.
    Charge,
    /// Turn and charge.
    TurningCharge,
    /// Wheel.
    Wheel,
    /// Defense +N.
    Defense,
    /// Enhance.
    Enhance,
    /// Bonus action.
    Bonus,
}

/// A token on a unit (§3.4 of the digest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Token {
    /// Bane: may cancel the modifier on reveal.
    Stun,
    /// Bane: may cancel a March or Shift on reveal.
    Immobilize,
    /// Bane: raises morale severity.
    Panic,
    /// Bane: removes a die when attacking.
    Blight,
    /// Boon: removes a bane or readies a card before reveal.
    Inspiration,
}

impl Token {
    /// The four banes (§4).
    pub const BANES: [Token; 4] = [Token::Stun, Token::Immobilize, Token::Panic, Token::Blight];
}

/// An upgrade card's state (§5, §22.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardState {
    /// Ready to use.
    Ready,
    /// Exhausted until readied.
    Exhausted,
    /// Discarded face down: no longer used and scores nothing.
    Discarded,
}

/// A unit of a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitRef {
    /// The side (0-based).
    pub side: usize,
    /// The unit's place in that side's list (0-based).
    pub unit: usize,
}

/// One thing that happened at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum RuneWarsEvent {
    /// Set-up step 3: `chooser` (the side with the lower spent total, or the winner of the
    /// random draw on equal totals) makes `first` the first player.
    FirstPlayer {
        /// Who chose.
        chooser: usize,
        /// The first player.
        first: usize,
    },
    /// Set-up step 4: the first player took a card of `first_pick`, the other player one of
    /// the other kind; the two cards kept and the objective card's printed value.
    Cards {
        /// What the first player took.
        first_pick: CardKind,
        /// The deployment card's name.
        deployment: String,
        /// The objective card's name.
        objective: String,
        /// The value printed on the objective card kept, as the players read it (Muster ships
        /// no objective cards): points per objective token at the end.
        objective_value: u32,
    },
    /// Set-up step 4: the deployment card's chooser takes a zone colour.
    Zone {
        /// Who chose.
        side: usize,
        /// Their colour; the opponent has the other.
        colour: Colour,
    },
    /// Set-up step 7: a unit is placed in its zone.
    Deploy {
        /// The side.
        side: usize,
        /// The unit.
        unit: usize,
    },
    /// Set-up step 7: a unit could not be placed and is destroyed (§91.2).
    CannotDeploy {
        /// The side.
        side: usize,
        /// The unit.
        unit: usize,
    },
    /// Command phase: a unit's dial. No action means initiative 10 (§36.2).
    Dial {
        /// The side.
        side: usize,
        /// The unit.
        unit: usize,
        /// The action chosen, if any.
        #[serde(default)]
        action: Option<Action>,
        /// The white number of the action on the unit's dial (1–9); none without an action.
        #[serde(default)]
        initiative: Option<u8>,
        /// The modifier chosen, if any.
        #[serde(default)]
        modifier: Option<Modifier>,
    },
    /// Both players have set every dial: the Activation phase begins.
    EndCommand,
    /// A unit reveals its dial and activates.
    Activate {
        /// The side.
        side: usize,
        /// The unit.
        unit: usize,
    },
    /// Every unit has activated: the End phase begins.
    EndActivation,
    /// The End phase is done: the round counter goes up and passes to the other player.
    EndRound,
    /// Wound tokens put on (positive) or taken off (negative) a unit.
    Wounds {
        /// The side.
        side: usize,
        /// The unit.
        unit: usize,
        /// The change.
        change: i32,
    },
    /// Trays removed from a unit; its last tray destroys it (§30).
    TraysLost {
        /// The side.
        side: usize,
        /// The unit.
        unit: usize,
        /// How many.
        count: u32,
    },
    /// Units destroyed at the same moment (§30, §44.4).
    Destroyed {
        /// The units.
        units: Vec<UnitRef>,
    },
    /// A token added (positive) or spent (negative).
    Token {
        /// The side.
        side: usize,
        /// The unit.
        unit: usize,
        /// Which token.
        token: Token,
        /// The change.
        change: i32,
    },
    /// The activating unit rallies (§75).
    Rally {
        /// The side.
        side: usize,
        /// The unit.
        unit: usize,
    },
    /// A unit suffers a morale test: severity is the morale icons plus the panic tokens the
    /// opponent spends (§73.2).
    Morale {
        /// The side.
        side: usize,
        /// The unit.
        unit: usize,
        /// Morale icons (or the effect's severity).
        icons: u32,
        /// Panic tokens spent on it.
        #[serde(default)]
        panic_spent: u32,
    },
    /// An upgrade card is exhausted, readied or discarded.
    Upgrade {
        /// The side.
        side: usize,
        /// The unit.
        unit: usize,
        /// The upgrade card id (as in the list).
        upgrade: String,
        /// Its new state.
        state: CardState,
    },
    /// Objective tokens gained (positive) or lost (negative) by a side.
    Objective {
        /// The side.
        side: usize,
        /// The change.
        change: i32,
    },
    /// A condition put on or taken off a unit (free text: conditions come from later
    /// expansions the data does not hold).
    Condition {
        /// The side.
        side: usize,
        /// The unit.
        unit: usize,
        /// The condition's name.
        name: String,
        /// On (true) or off (false).
        present: bool,
    },
}

/// A side in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
pub struct UnitState {
    /// The unit card id.
    pub card: String,
    /// Its name.
    pub name: LocalizedName,
    /// The configuration bought.
    pub config: String,
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

    fn slot_mut(&mut self, token: Token) -> &mut u32 {
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
pub struct MoraleTest {
    /// The tested unit.
    pub unit: UnitRef,
    /// Its severity: cards the opponent draws, and the most morale icons the chosen card
    /// may have (§73).
    pub severity: u32,
}

/// How the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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

/// RuneWars matches.
impl Play for super::RuneWars {
    const ID: &'static str = <super::RuneWars as crate::game::Game>::ID;
    type Catalog = Catalog;
    type Setup = RuneWarsSetup;
    type Event = RuneWarsEvent;
    type State = RuneWarsMatch;

    fn start(
        setup: &RuneWarsSetup,
        catalog: &Catalog,
        lang: Lang,
    ) -> Result<RuneWarsMatch, Vec<Diagnostic>> {
        start(setup, catalog, lang)
    }

    fn apply(
        state: &mut RuneWarsMatch,
        event: &RuneWarsEvent,
        lang: Lang,
    ) -> Result<(), Diagnostic> {
        apply(state, event).map_err(|(refusal, path)| refusal.diagnostic(path, lang))
    }

    fn outcome(state: &RuneWarsMatch, lang: Lang) -> Option<Outcome> {
        score::outcome(state, lang)
    }

    fn scores(state: &RuneWarsMatch, lang: Lang) -> Vec<SideScore> {
        score::scores(state, lang)
    }
}

/// Builds the starting state: each unit's cost table and upgrades from the catalogue, each
/// side's spent total as the validator counts it.
fn start(
    setup: &RuneWarsSetup,
    catalog: &Catalog,
    lang: Lang,
) -> Result<RuneWarsMatch, Vec<Diagnostic>> {
    let mut faults = Vec::new();
    let count = |count| Refusal::PlayerCount { count };
    faults.extend(player_count(setup.players.len(), 2..=2, count, lang));
    let mut sides = Vec::new();
    for (p, player) in setup.players.iter().enumerate() {
        let list = &player.list;
        if list.game != super::RuneWars::ID || list.format != crate::list::LIST_FORMAT {
            faults.push(
                Refusal::NotARuneWarsList.diagnostic(format!("/players/{p}/list/game"), lang),
            );
        }
        let mut units = Vec::new();
        for (u, entry) in list.units.iter().enumerate() {
            let path = json_pointer(["players", &p.to_string(), "list", "units", &u.to_string()]);
            let Some(card) = catalog.unit(&entry.unit) else {
                faults.push(
                    Refusal::UnknownCard {
                        id: entry.unit.clone(),
                    }
                    .diagnostic(format!("{path}/unit"), lang),
                );
                continue;
            };
            let Some(config) = card.chosen_configuration(entry.config.as_deref()) else {
                let id = entry.config.clone().unwrap_or_default();
                faults.push(Refusal::UnknownCard { id }.diagnostic(format!("{path}/config"), lang));
                continue;
            };
            let mut upgrades = Vec::new();
            for (k, id) in entry.upgrades.iter().enumerate() {
                match catalog.upgrade(id) {
                    Some(card) => upgrades.push(UpgradeState {
                        id: id.clone(),
                        name: card.name.clone(),
                        cost: card.cost,
                        figure: card.figure.is_some(),
                        state: CardState::Ready,
                    }),
                    None => faults.push(
                        Refusal::UnknownCard { id: id.clone() }
                            .diagnostic(format!("{path}/upgrades/{k}"), lang),
                    ),
                }
            }
            let mut cost_table: Vec<(u32, u32)> = card
                .configurations
                .iter()
                .map(|c| (c.trays(), c.cost))
                .collect();
            cost_table.sort_unstable();
            let trays = config.trays();
            units.push(UnitState {
                card: card.id.clone(),
                name: card.name.clone(),
                config: config.id.clone(),
                trays_bought: trays,
                trays,
                cost_table,
                cost_bought: config.cost,
                value_now: config.cost,
                wounds: 0,
                tokens: Tokens::default(),
                upgrades,
                conditions: Vec::new(),
                deployed: false,
                destroyed: false,
                dial: None,
                activated: false,
            });
        }
        if units.is_empty() && !list.units.is_empty() {
            continue;
        }
        if list.units.is_empty() {
            faults.push(Refusal::EmptyList.diagnostic(format!("/players/{p}/list/units"), lang));
        }
        let spent = validate_list(list, catalog, &Options::default(), lang)
            .totals
            .points
            .used;
        sides.push(Side {
            player: player.name.trim().to_owned(),
            faction: list.faction.clone(),
            spent,
            objectives: 0,
            zone: None,
            units,
        });
    }
    let modes: Vec<Mode> = setup.players.iter().map(|p| p.list.mode).collect();
    if let Some(other) = modes.iter().position(|m| *m != modes[0]) {
        faults.push(Refusal::ModesDiffer.diagnostic(format!("/players/{other}/list/mode"), lang));
    }
    let skirmish = modes.first() == Some(&Mode::Skirmish);
    if !faults.is_empty() {
        return Err(faults);
    }
    Ok(RuneWarsMatch {
        sides,
        stage: Stage::FirstPlayer,
        round: 0,
        chooser: None,
        first_player: None,
        deployment: None,
        objective: None,
        objective_value: None,
        skirmish,
        deployment_chooser: None,
        last_deployed: None,
        active: None,
        last_activation: None,
        next_activation: None,
        last_morale: None,
        ending: None,
    })
}

/// A refusal and the path inside the event it concerns.
type Refused = crate::matches::Refused<Refusal>;

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
    fn compute_next_activation(&self) -> Option<(u8, usize)> {
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

    fn unit(&self, side: usize, unit: usize) -> Result<&UnitState, Refused> {
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
    fn unit_in_play(&self, side: usize, unit: usize) -> Result<&UnitState, Refused> {
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

    fn side_index(&self, side: usize, path: &str) -> Result<usize, Refused> {
        if side < self.sides.len() {
            Ok(side)
        } else {
            Err(at(Refusal::NoSide { side }, path))
        }
    }

    fn in_round(&self, event: &'static str) -> Result<(), Refused> {
        match self.stage {
            Stage::Command | Stage::Activation | Stage::End => Ok(()),
            stage => Err(at(Refusal::NotNow { event, stage }, "")),
        }
    }

    fn expect(&self, stage: Stage, event: &'static str) -> Result<(), Refused> {
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
    fn destroy(&mut self, units: &[UnitRef]) {
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

/// Applies one event, or says why not (and where in the event).
fn apply(state: &mut RuneWarsMatch, event: &RuneWarsEvent) -> Result<(), Refused> {
    use RuneWarsEvent as E;
    match event {
        E::FirstPlayer { chooser, first } => {
            state.expect(Stage::FirstPlayer, "first_player")?;
            state.side_index(*chooser, "/chooser")?;
            state.side_index(*first, "/first")?;
            if let Some(lower) = state.may_choose_first() {
                if *chooser != lower {
                    return Err(at(
                        Refusal::NotTheChooser {
                            chooser: *chooser,
                            lower,
                            spent: [state.sides[0].spent, state.sides[1].spent],
                        },
                        "/chooser",
                    ));
                }
            }
            state.chooser = Some(*chooser);
            state.first_player = Some(*first);
            state.stage = Stage::Cards;
        }
        E::Cards {
            first_pick,
            deployment,
            objective,
            objective_value,
        } => {
            state.expect(Stage::Cards, "cards")?;
            if deployment.trim().is_empty() {
                return Err(at(Refusal::EmptyName, "/deployment"));
            }
            if objective.trim().is_empty() {
                return Err(at(Refusal::EmptyName, "/objective"));
            }
            let first = state.first_player.expect("chosen before the cards");
            state.deployment_chooser = Some(match first_pick {
                CardKind::Deployment => first,
                CardKind::Objective => 1 - first,
            });
            state.deployment = Some(deployment.trim().to_owned());
            state.objective = Some(objective.trim().to_owned());
            state.objective_value = Some(if state.skirmish {
                objective_value.div_ceil(2)
            } else {
                *objective_value
            });
            state.stage = Stage::Zone;
        }
        E::Zone { side, colour } => {
            state.expect(Stage::Zone, "zone")?;
            state.side_index(*side, "/side")?;
            let chooser = state.deployment_chooser.expect("set with the cards");
            if *side != chooser {
                return Err(at(Refusal::NotTheZoneChooser { chooser }, "/side"));
            }
            state.sides[*side].zone = Some(*colour);
            state.sides[1 - *side].zone = Some(match colour {
                Colour::Red => Colour::Blue,
                Colour::Blue => Colour::Red,
            });
            state.stage = Stage::Deploy;
        }
        E::Deploy { side, unit } | E::CannotDeploy { side, unit } => {
            state.expect(Stage::Deploy, "deploy")?;
            let u = state.unit(*side, *unit)?;
            if u.deployed || u.destroyed {
                return Err(at(
                    Refusal::AlreadyDeployed {
                        unit: u.name.clone(),
                    },
                    "/unit",
                ));
            }
            let next = state.next_to_deploy().expect("a unit waits");
            if *side != next {
                return Err(at(
                    Refusal::NotYourDeployment { side: *side, next },
                    "/side",
                ));
            }
            state.last_deployed = Some(*side);
            if matches!(event, E::Deploy { .. }) {
                state.sides[*side].units[*unit].deployed = true;
            } else {
                state.destroy(&[UnitRef {
                    side: *side,
                    unit: *unit,
                }]);
                if state.stage == Stage::Over {
                    return Ok(());
                }
            }
            if state.next_to_deploy().is_none() {
                state.round = 1;
                state.stage = Stage::Command;
            }
        }
        E::Dial {
            side,
            unit,
            action,
            initiative,
            modifier,
        } => {
            state.expect(Stage::Command, "dial")?;
            state.unit_in_play(*side, *unit)?;
            let initiative = match (action, initiative) {
                (Some(_), Some(i)) if (1..=9).contains(i) => *i,
                (Some(_), Some(i)) => {
                    return Err(at(
                        Refusal::InitiativeRange { initiative: *i },
                        "/initiative",
                    ))
                }
                (Some(_), None) => return Err(at(Refusal::InitiativeMissing, "/initiative")),
                (None, Some(_)) => return Err(at(Refusal::InitiativeWithoutAction, "/initiative")),
                (None, None) => NO_ACTION_INITIATIVE,
            };
            state.sides[*side].units[*unit].dial = Some(Dial {
                action: *action,
                initiative,
                modifier: *modifier,
            });
        }
        E::EndCommand => {
            state.expect(Stage::Command, "end_command")?;
            let missing: Vec<LocalizedName> = state
                .sides
                .iter()
                .flat_map(|s| &s.units)
                .filter(|u| u.in_play() && u.dial.is_none())
                .map(|u| u.name.clone())
                .collect();
            if !missing.is_empty() {
                return Err(at(Refusal::DialsMissing { units: missing }, ""));
            }
            state.stage = Stage::Activation;
            state.last_activation = None;
            state.next_activation = state.compute_next_activation();
        }
        E::Activate { side, unit } => {
            state.expect(Stage::Activation, "activate")?;
            let u = state.unit_in_play(*side, *unit)?;
            if u.activated {
                return Err(at(
                    Refusal::AlreadyActivated {
                        unit: u.name.clone(),
                    },
                    "/unit",
                ));
            }
            let initiative = u.dial.expect("dials are set before activation").initiative;
            let (count, next) = state.next_activation.expect("a unit waits to activate");
            if initiative != count {
                return Err(at(
                    Refusal::NotItsInitiative {
                        unit: u.name.clone(),
                        initiative,
                        count,
                    },
                    "/unit",
                ));
            }
            if *side != next {
                return Err(at(Refusal::OtherPlayersActivation { next, count }, "/side"));
            }
            state.sides[*side].units[*unit].activated = true;
            state.active = Some(UnitRef {
                side: *side,
                unit: *unit,
            });
            state.last_activation = Some((count, *side));
            state.next_activation = state.compute_next_activation();
        }
        E::EndActivation => {
            state.expect(Stage::Activation, "end_activation")?;
            let waiting: Vec<LocalizedName> = state
                .sides
                .iter()
                .flat_map(|s| &s.units)
                .filter(|u| u.in_play() && !u.activated)
                .map(|u| u.name.clone())
                .collect();
            if !waiting.is_empty() {
                return Err(at(Refusal::UnitsWaiting { units: waiting }, ""));
            }
            state.stage = Stage::End;
            state.active = None;
            state.next_activation = None;
        }
        E::EndRound => {
            state.expect(Stage::End, "end_round")?;
            if state.round >= ROUNDS {
                state.stage = Stage::Over;
                state.ending = Some(Ending::LastRound);
                return Ok(());
            }
            state.round += 1;
            state.first_player = state.first_player.map(|f| 1 - f);
            for u in state.sides.iter_mut().flat_map(|s| &mut s.units) {
                u.dial = None;
                u.activated = false;
            }
            state.last_activation = None;
            state.stage = Stage::Command;
        }
        E::Wounds { side, unit, change } => {
            state.in_round("wounds")?;
            let u = state.unit_in_play(*side, *unit)?;
            let wounds = add(u.wounds, *change).ok_or_else(|| {
                at(
                    Refusal::BelowZero {
                        what: "wounds",
                        have: u.wounds,
                        change: *change,
                    },
                    "/change",
                )
            })?;
            state.sides[*side].units[*unit].wounds = wounds;
        }
        E::TraysLost { side, unit, count } => {
            state.in_round("trays_lost")?;
            let u = state.unit_in_play(*side, *unit)?;
            if *count == 0 || *count > u.trays {
                return Err(at(
                    Refusal::TrayCount {
                        count: *count,
                        trays: u.trays,
                    },
                    "/count",
                ));
            }
            let left = u.trays - count;
            if left == 0 {
                state.destroy(&[UnitRef {
                    side: *side,
                    unit: *unit,
                }]);
            } else {
                let u = &mut state.sides[*side].units[*unit];
                u.trays = left;
                u.value_now =
                    score::table_value(&u.cost_table, left, u.trays_bought, u.cost_bought);
            }
        }
        E::Destroyed { units } => {
            state.in_round("destroyed")?;
            if units.is_empty() {
                return Err(at(Refusal::NoUnits, "/units"));
            }
            for (i, r) in units.iter().enumerate() {
                let path = format!("/units/{i}");
                state
                    .unit_in_play(r.side, r.unit)
                    .map_err(|(refusal, p)| (refusal, format!("{path}{p}")))?;
                if units[..i].contains(r) {
                    return Err((Refusal::Twice, path));
                }
            }
            state.destroy(units);
        }
        E::Token {
            side,
            unit,
            token,
            change,
        } => {
            state.in_round("token")?;
            let u = state.unit_in_play(*side, *unit)?;
            let have = u.tokens.get(*token);
            let now = add(have, *change).ok_or_else(|| {
                at(
                    Refusal::BelowZero {
                        what: "tokens",
                        have,
                        change: *change,
                    },
                    "/change",
                )
            })?;
            *state.sides[*side].units[*unit].tokens.slot_mut(*token) = now;
        }
        E::Rally { side, unit } => {
            state.in_round("rally")?;
            state.unit_in_play(*side, *unit)?;
            let this = UnitRef {
                side: *side,
                unit: *unit,
            };
            if state.stage != Stage::Activation || state.active != Some(this) {
                return Err(at(Refusal::RallyNotActive, "/unit"));
            }
            let u = &mut state.sides[*side].units[*unit];
            let exhausted = u.upgrades.iter().any(|c| c.state == CardState::Exhausted);
            if u.tokens.banes() > 0 || exhausted {
                for bane in Token::BANES {
                    *u.tokens.slot_mut(bane) = 0;
                }
                for card in &mut u.upgrades {
                    if card.state == CardState::Exhausted {
                        card.state = CardState::Ready;
                    }
                }
            } else {
                u.tokens.inspiration += 1;
            }
        }
        E::Morale {
            side,
            unit,
            icons,
            panic_spent,
        } => {
            state.in_round("morale")?;
            let u = state.unit_in_play(*side, *unit)?;
            if *panic_spent > u.tokens.panic {
                return Err(at(
                    Refusal::NotEnoughPanic {
                        spent: *panic_spent,
                        have: u.tokens.panic,
                    },
                    "/panic_spent",
                ));
            }
            let severity = icons + panic_spent;
            if severity == 0 {
                return Err(at(Refusal::NoSeverity, "/icons"));
            }
            state.sides[*side].units[*unit].tokens.panic -= panic_spent;
            state.last_morale = Some(MoraleTest {
                unit: UnitRef {
                    side: *side,
                    unit: *unit,
                },
                severity,
            });
        }
        E::Upgrade {
            side,
            unit,
            upgrade,
            state: to,
        } => {
            state.in_round("upgrade")?;
            let u = state.unit_in_play(*side, *unit)?;
            let Some(k) = u.upgrades.iter().position(|c| &c.id == upgrade) else {
                return Err(at(
                    Refusal::NotEquipped {
                        upgrade: upgrade.clone(),
                        unit: u.name.clone(),
                    },
                    "/upgrade",
                ));
            };
            let card = &u.upgrades[k];
            if card.state == CardState::Discarded {
                return Err(at(
                    Refusal::CardDiscarded {
                        upgrade: card.name.clone(),
                    },
                    "/state",
                ));
            }
            if card.state == *to {
                return Err(at(
                    Refusal::CardAlready {
                        upgrade: card.name.clone(),
                        state: *to,
                    },
                    "/state",
                ));
            }
            state.sides[*side].units[*unit].upgrades[k].state = *to;
        }
        E::Objective { side, change } => {
            state.in_round("objective")?;
            state.side_index(*side, "/side")?;
            let have = state.sides[*side].objectives;
            let now = add(have, *change).ok_or_else(|| {
                at(
                    Refusal::BelowZero {
                        what: "objectives",
                        have,
                        change: *change,
                    },
                    "/change",
                )
            })?;
            state.sides[*side].objectives = now;
        }
        E::Condition {
            side,
            unit,
            name,
            present,
        } => {
            state.in_round("condition")?;
            let u = state.unit_in_play(*side, *unit)?;
            let name = name.trim();
            if name.is_empty() {
                return Err(at(Refusal::EmptyName, "/name"));
            }
            let has = u.conditions.iter().any(|c| c == name);
            if has == *present {
                return Err(at(
                    Refusal::Condition {
                        name: name.to_owned(),
                        present: *present,
                    },
                    "/name",
                ));
            }
            let conditions = &mut state.sides[*side].units[*unit].conditions;
            if *present {
                conditions.push(name.to_owned());
            } else {
                conditions.retain(|c| c != name);
            }
        }
    }
    Ok(())
}

/// `have + change`, or `None` below zero.
fn add(have: u32, change: i32) -> Option<u32> {
    u32::try_from(i64::from(have) + i64::from(change)).ok()
}
