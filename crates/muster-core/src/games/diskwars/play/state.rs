//! The state a Diskwars tracker shows (serialized as the app reads it) and the bookkeeping
//! every event shares: pins, leaving the battlefield, elimination, the activation loop.

use super::events::{DiscRef, Face};
use super::refusals::Refusal;
use super::rules::{at, Refused};
use crate::games::diskwars::catalog::{Name, Objective, Strategy};
use crate::games::diskwars::list::Mode;
use serde::Serialize;

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsStage"))]
#[serde(rename_all = "snake_case")]
pub enum Stage {
    /// Set-up: the players roll for initiative (again, for the tied ones, after a tie).
    Initiative,
    /// Set-up: the highest total gives out the initiative tokens.
    AssignInitiative,
    /// Set-up: the last player keeps the active scenario card (standard game).
    Scenario,
    /// Set-up: deployment cards are picked in reverse initiative order (standard game).
    DeploymentCards,
    /// Set-up: each player deploys.
    Deploy,
    /// Activation phase, step 1: every player with cards chooses one.
    Choose,
    /// Activation phase, step 2: the revealed cards resolve in strategy order.
    Resolve,
    /// Melee phase: the engagements are fought.
    Melee,
    /// Round 5 is over: the secret objectives still to be recorded or typed.
    Scoring,
    /// The game is over.
    Over,
}

/// Where a disc is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsLocation"))]
#[serde(rename_all = "snake_case")]
pub enum Location {
    /// Not deployed yet (set-up).
    Undeployed,
    /// On the battlefield.
    Battlefield,
    /// In its player's reserve.
    Reserve,
    /// In its owner's casualty pile.
    Casualty,
}

/// A command card of a side's hand, with what the data knows of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsCardInfo"))]
pub struct CardInfo {
    /// The card's id.
    pub id: String,
    /// Its title.
    pub name: Name,
    /// Its strategy, where known.
    pub strategy: Option<Strategy>,
    /// Its activation value, where known.
    pub value: Option<u8>,
}

/// A scenario card of the pack, with what the data knows of its objective.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsScenarioInfo"))]
pub struct ScenarioInfo {
    /// The card's id.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// A special scenario card (chosen before the set-up; not tracked).
    pub special: bool,
    /// Its objective's victory points, where the data knows them.
    pub objective: Option<Objective>,
}

/// A deployment card of the pack, with its text face's value where known.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsDeploymentInfo"))]
pub struct DeploymentInfo {
    /// The card's id.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// The text face's deployment value, where known.
    pub value: Option<u8>,
}

/// A deployment card a side placed on its edge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsPlacedCard"))]
pub struct PlacedCard {
    /// The card's id (none for the introductory scenario's plain cards).
    pub card: Option<String>,
    /// The face up.
    pub face: Face,
    /// Its deployment value.
    pub value: u8,
}

/// A disc in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsDiscState"))]
pub struct DiscState {
    /// The disc's id.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// The regiment it belongs to (index into the list's regiments).
    pub regiment: usize,
    /// The regiment's hero.
    pub hero: bool,
    /// Printed Toughness, where known.
    pub toughness: Option<u8>,
    /// Printed Vigor, where known.
    pub vigor: Option<u8>,
    /// Where it is.
    pub location: Location,
    /// Carries an Activation token.
    pub activated: bool,
    /// Damage tokens.
    pub damage: u32,
    /// Carries a Power token.
    pub empowered: bool,
    /// Wound tokens (they stay from round to round).
    pub wounds: u32,
    /// Toughness changed until the End phase (battle-ability tokens).
    pub toughness_change: i32,
    /// Pinned by a disc, friend or enemy: it cannot activate.
    pub pinned: bool,
    /// Pins or is pinned by an enemy.
    pub engaged: bool,
    /// Pinned by an enemy and pinning an enemy (hostigado).
    pub embattled: bool,
}

/// A disc lying directly on another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsPin"))]
pub struct Pin {
    /// The disc on top.
    pub top: DiscRef,
    /// The disc it pins.
    pub bottom: DiscRef,
}

/// The activation step under way: the cards revealed and their resolution.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsStep"))]
pub struct Step {
    /// The card each side revealed (`None`: no card).
    pub revealed: Vec<Option<String>>,
    /// The sides in resolution order.
    pub order: Vec<usize>,
    /// The place in `order` of the card resolving now.
    pub position: usize,
    /// Discs the card resolving now has activated.
    pub activations: u32,
}

/// How the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsEnding"))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Ending {
    /// Every player but one (or every one, at the same moment) was eliminated (§3.11).
    Elimination {
        /// The player left, if any.
        winner: Option<usize>,
        /// The players eliminated by the last event.
        last_eliminated: Vec<usize>,
    },
    /// Round 5 ended and the secret objectives scored (§3.11).
    LastRound,
}

/// A player in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsSide"))]
pub struct Side {
    /// The player's name.
    pub player: String,
    /// The army's faction id, when its discs name one.
    pub faction: Option<String>,
    /// Unspent recruitment points (standard game): computed from the data, or as typed.
    pub unspent: Option<u32>,
    /// The player's last initiative roll.
    pub roll: Option<u8>,
    /// That roll plus the unspent points (standard game).
    pub initiative_total: Option<u32>,
    /// The initiative token: 1 is the large token (the first player), then 2, 3, 4.
    pub initiative: Option<u8>,
    /// The command cards the player brought.
    pub cards: Vec<CardInfo>,
    /// Card ids in hand.
    pub hand: Vec<String>,
    /// Card ids in the discard pile (public).
    pub discard: Vec<String>,
    /// The secret objective is recorded.
    pub objective_recorded: bool,
    /// The secret objective card, once recorded (`None` then: a card the pack does not
    /// hold).
    pub objective: Option<String>,
    /// Victory points typed for an objective whose rule the data lacks.
    pub objective_vp: Option<u32>,
    /// The deployment cards on the player's edge.
    pub deployment_cards: Vec<PlacedCard>,
    /// Their values' sum: the discs the player deploys.
    pub deployment_value: u32,
    /// Has deployed.
    pub deployed: bool,
    /// Out of the game: no disc left on the battlefield.
    pub eliminated: bool,
    /// Reserve discs moved to the casualty pile at the end of round 5.
    pub reserve_lost: u32,
    /// The discs, by flat index.
    pub discs: Vec<DiscState>,
}

impl Side {
    pub(super) fn new(
        player: &str,
        faction: Option<String>,
        unspent: Option<u32>,
        cards: Vec<CardInfo>,
        discs: Vec<DiscState>,
    ) -> Self {
        Side {
            player: player.to_owned(),
            faction,
            unspent,
            roll: None,
            initiative_total: None,
            initiative: None,
            hand: cards.iter().map(|c| c.id.clone()).collect(),
            cards,
            discard: Vec::new(),
            objective_recorded: false,
            objective: None,
            objective_vp: None,
            deployment_cards: Vec::new(),
            deployment_value: 0,
            deployed: false,
            eliminated: false,
            reserve_lost: 0,
            discs,
        }
    }

    /// How many discs the side deploys: its deployment value, or all its discs when it has
    /// fewer (§2.1 step 8, the official FAQ).
    pub fn deploy_count(&self) -> usize {
        (self.deployment_value as usize).min(self.discs.len())
    }

    /// A card of the side's hand by id.
    pub fn card(&self, id: &str) -> Option<&CardInfo> {
        self.cards.iter().find(|c| c.id == id)
    }

    /// Discs in a place.
    pub fn count(&self, location: Location) -> usize {
        self.discs.iter().filter(|d| d.location == location).count()
    }
}

/// Everything a Diskwars tracker shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DiskwarsMatch {
    /// Standard or introductory.
    pub mode: Mode,
    /// The players, in set-up order.
    pub sides: Vec<Side>,
    /// Where the game is.
    pub stage: Stage,
    /// The round (0 during set-up, then 1–5).
    pub round: u8,
    /// The sides that must roll again for initiative after a tie.
    pub reroll: Vec<usize>,
    /// The side with the highest initiative total, who gives out the tokens.
    pub initiative_winner: Option<usize>,
    /// The sides in initiative order, the first player first (empty until assigned).
    pub initiative_order: Vec<usize>,
    /// The active scenario card (its ability applies; its objective never scores); `None`
    /// before it is chosen or when it is a card the pack does not hold.
    pub active_scenario: Option<String>,
    /// Every hero has 1 Vigor less (the active scenario says so, p.12).
    pub heroes_lose_vigor: bool,
    /// Regiments of every army together: the deployment cards dealt.
    pub regiments: usize,
    /// Whose pick or deployment it is (set-up).
    pub next: Option<usize>,
    /// The activation step under way.
    pub step: Option<Step>,
    /// Which disc pins which.
    pub pins: Vec<Pin>,
    /// How the game ended, once over.
    pub ending: Option<Ending>,
    /// The pack's scenario cards (for the active scenario and the secret objectives).
    pub scenario_cards: Vec<ScenarioInfo>,
    /// The pack's deployment cards.
    pub deployment_deck: Vec<DeploymentInfo>,
}

impl DiskwarsMatch {
    pub(super) fn new(
        mode: Mode,
        sides: Vec<Side>,
        regiments: usize,
        scenario_cards: Vec<ScenarioInfo>,
        deployment_deck: Vec<DeploymentInfo>,
    ) -> Self {
        DiskwarsMatch {
            mode,
            sides,
            stage: Stage::Initiative,
            round: 0,
            reroll: Vec::new(),
            initiative_winner: None,
            initiative_order: Vec::new(),
            active_scenario: None,
            heroes_lose_vigor: false,
            regiments,
            next: None,
            step: None,
            pins: Vec::new(),
            ending: None,
            scenario_cards,
            deployment_deck,
        }
    }

    /// The disc `r` (which must exist).
    pub fn disc_at(&self, r: DiscRef) -> &DiscState {
        &self.sides[r.side].discs[r.disc]
    }

    fn disc_mut(&mut self, r: DiscRef) -> &mut DiscState {
        &mut self.sides[r.side].discs[r.disc]
    }

    /// Every disc, with its reference.
    pub fn discs(&self) -> impl Iterator<Item = (DiscRef, &DiscState)> {
        self.sides.iter().enumerate().flat_map(|(side, s)| {
            s.discs
                .iter()
                .enumerate()
                .map(move |(disc, d)| (DiscRef { side, disc }, d))
        })
    }

    /// The sides in reverse initiative order, the last player first.
    pub fn reverse_order(&self) -> Vec<usize> {
        self.initiative_order.iter().rev().copied().collect()
    }

    /// The side's place in initiative order (0 for the first player).
    pub fn initiative_place(&self, side: usize) -> usize {
        self.initiative_order
            .iter()
            .position(|s| *s == side)
            .unwrap_or(usize::MAX)
    }

    /// Toughness now, where the printed value is known: +1 empowered, battle-ability
    /// changes, never below 1 (§3.4, §3.5).
    pub fn toughness(&self, d: &DiscState) -> Option<u32> {
        let printed = i64::from(d.toughness?);
        let now = printed + i64::from(d.empowered) + i64::from(d.toughness_change);
        Some(now.max(1) as u32)
    }

    /// Vigor now, where the printed value is known (a hero loses 1 under the active scenario
    /// that says so).
    pub fn vigor(&self, d: &DiscState) -> Option<u32> {
        let printed = u32::from(d.vigor?);
        Some(if d.hero && self.heroes_lose_vigor {
            printed.saturating_sub(1)
        } else {
            printed
        })
    }

    pub(super) fn side_index(&self, side: usize, path: &str) -> Result<usize, Refused> {
        if side < self.sides.len() {
            Ok(side)
        } else {
            Err(at(
                Refusal::NoSide {
                    side,
                    count: self.sides.len(),
                },
                path,
            ))
        }
    }

    /// The disc, or why it does not exist (`path` leads to the pair, `/side` and `/disc`
    /// are added).
    pub(super) fn disc(&self, r: DiscRef, path: &str) -> Result<&DiscState, Refused> {
        self.side_index(r.side, &format!("{path}/side"))?;
        let discs = &self.sides[r.side].discs;
        discs.get(r.disc).ok_or_else(|| {
            at(
                Refusal::NoDisc {
                    side: r.side,
                    disc: r.disc,
                    count: discs.len(),
                },
                format!("{path}/disc"),
            )
        })
    }

    /// The disc, which must be on the battlefield.
    pub(super) fn on_battlefield(&self, r: DiscRef, path: &str) -> Result<&DiscState, Refused> {
        let d = self.disc(r, path)?;
        if d.location != Location::Battlefield {
            return Err(at(
                Refusal::NotOnBattlefield {
                    disc: d.name.clone(),
                    location: d.location,
                },
                format!("{path}/disc"),
            ));
        }
        Ok(d)
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

    /// Rounds only: the Activation and Melee phases.
    pub(super) fn in_round(&self, event: &'static str) -> Result<(), Refused> {
        match self.stage {
            Stage::Choose | Stage::Resolve | Stage::Melee => Ok(()),
            stage => Err(at(Refusal::NotNow { event, stage }, "")),
        }
    }

    /// Works out the derived pin flags of every disc (§3.2: pinned, engaged, embattled).
    pub(super) fn refresh_pins(&mut self) {
        for side in &mut self.sides {
            for d in &mut side.discs {
                d.pinned = false;
                d.engaged = false;
                d.embattled = false;
            }
        }
        let pins = self.pins.clone();
        let mut pinned_by_enemy = Vec::new();
        let mut pinning_enemy = Vec::new();
        for pin in &pins {
            self.disc_mut(pin.bottom).pinned = true;
            if pin.top.side != pin.bottom.side {
                self.disc_mut(pin.bottom).engaged = true;
                self.disc_mut(pin.top).engaged = true;
                pinned_by_enemy.push(pin.bottom);
                pinning_enemy.push(pin.top);
            }
        }
        for r in pinned_by_enemy {
            if pinning_enemy.contains(&r) {
                self.disc_mut(r).embattled = true;
            }
        }
    }

    /// Takes discs off the battlefield at the same moment: their tokens go and their pins
    /// with them; then a player left with none there is eliminated.
    pub(super) fn leave_battlefield(&mut self, discs: &[DiscRef], to: Location) {
        for r in discs {
            let d = self.disc_mut(*r);
            d.location = to;
            d.activated = false;
            d.damage = 0;
            d.wounds = 0;
            d.empowered = false;
            d.toughness_change = 0;
        }
        self.pins
            .retain(|p| !discs.contains(&p.top) && !discs.contains(&p.bottom));
        self.refresh_pins();
        self.check_elimination();
    }

    /// §3.11: a player with no disc on the battlefield is out at once (the reserve does not
    /// count). When one player is left, that player wins; when none is, nobody does.
    pub(super) fn check_elimination(&mut self) {
        if self.round == 0 || self.ending.is_some() {
            return;
        }
        let now: Vec<usize> = (0..self.sides.len())
            .filter(|s| {
                !self.sides[*s].eliminated && self.sides[*s].count(Location::Battlefield) == 0
            })
            .collect();
        if now.is_empty() {
            return;
        }
        for s in &now {
            self.sides[*s].eliminated = true;
        }
        let left: Vec<usize> = (0..self.sides.len())
            .filter(|s| !self.sides[*s].eliminated)
            .collect();
        if left.len() <= 1 {
            self.ending = Some(Ending::Elimination {
                winner: left.first().copied(),
                last_eliminated: now,
            });
            self.stage = Stage::Over;
            self.step = None;
            self.next = None;
            return;
        }
        if self.stage == Stage::Resolve {
            let resolving = self.resolving();
            if resolving.is_some_and(|s| self.sides[s].eliminated) {
                self.advance_resolution();
            }
        }
    }

    /// The side whose card resolves now.
    pub fn resolving(&self) -> Option<usize> {
        let step = self.step.as_ref()?;
        step.order.get(step.position).copied()
    }

    /// Discards the card resolving now and moves to the next one still in the game, or ends
    /// the step (§3.3 step 3).
    pub(super) fn advance_resolution(&mut self) {
        let Some(step) = self.step.as_mut() else {
            return;
        };
        if let Some(&side) = step.order.get(step.position) {
            if let Some(card) = step.revealed[side].clone() {
                self.sides[side].discard.push(card);
            }
        }
        let step = self.step.as_mut().expect("still under way");
        step.position += 1;
        step.activations = 0;
        while let Some(&side) = step.order.get(step.position) {
            if !self.sides[side].eliminated {
                return;
            }
            if let Some(card) = step.revealed[side].clone() {
                self.sides[side].discard.push(card);
            }
            step.position += 1;
        }
        self.step = None;
        self.begin_step();
    }

    /// The Activation phase goes on while some battlefield disc is neither activated nor
    /// pinned and some player still has cards (§3.3); otherwise Melee begins.
    pub(super) fn begin_step(&mut self) {
        let cards_left = self
            .sides
            .iter()
            .any(|s| !s.eliminated && !s.hand.is_empty());
        let disc_waits = self
            .discs()
            .any(|(_, d)| d.location == Location::Battlefield && !d.activated && !d.pinned);
        self.stage = if cards_left && disc_waits {
            Stage::Choose
        } else {
            Stage::Melee
        };
    }

    /// Whose set-up pick or deployment it is.
    pub(super) fn refresh_next(&mut self) {
        self.next = match self.stage {
            Stage::DeploymentCards => {
                let picked: usize = self.sides.iter().map(|s| s.deployment_cards.len()).sum();
                let reverse = self.reverse_order();
                Some(reverse[picked % reverse.len()])
            }
            Stage::Deploy => self
                .deploy_order()
                .into_iter()
                .find(|s| !self.sides[*s].deployed),
            Stage::Scenario => self.initiative_order.last().copied(),
            Stage::AssignInitiative => self.initiative_winner,
            _ => None,
        };
    }

    /// Reverse initiative order in a standard game, the first player first in the
    /// introductory scenario (§2.1 step 8, §2.2 step 6).
    pub fn deploy_order(&self) -> Vec<usize> {
        match self.mode {
            Mode::Standard => self.reverse_order(),
            Mode::Introductory => self.initiative_order.clone(),
        }
    }
}
