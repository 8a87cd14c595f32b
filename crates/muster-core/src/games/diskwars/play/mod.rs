//! Diskwars matches (digest §2 set-up, §3 match tracker): the state a tracker shows, the
//! events that change it and the rules that allow or refuse each one.
//!
//! The tracker cannot see the table: the players record what happened (rolls, cards
//! revealed, discs activated, pins, damage) and the engine keeps the state, computes what the
//! rules compute (initiative totals, the strategy order where the cards' strategies are
//! known, wounds where Toughness and Vigor are known, elimination, the score) and refuses what
//! the rules forbid. Where the data pack does not know a value (most costs, card values and
//! strategies, Toughness and Vigor), the players type it or record the result, and the engine
//! takes it; a typed value that contradicts a known one is refused.
//!
//! - `events`: the events; `state`: the state and its bookkeeping;
//! - `setup`: the set-up events (§2.1, §2.2); `round`: the round's events (§3.3–§3.5);
//! - `order`: the strategy order of revealed command cards (§3.3);
//! - `score`: the end of the game (§3.11);
//! - `refusals`: every refusal's code and rule; `words`: its message and help, English and
//!   Spanish side by side.
//!
//! Sides and discs are numbered from 0: `side` is the player's place in the set-up; `disc`
//! is a flat index into that player's list, regiment by regiment, each hero before its units
//! (regiment 0's hero is disc 0, its units 1…n, then regiment 1's hero, and so on).

mod events;
mod order;
mod refusals;
mod round;
mod rules;
mod score;
mod setup;
mod state;
mod words;

#[cfg(test)]
mod tests;

pub use events::{Action, DiscRef, DiskwarsEvent, Face, Hit, HitResult, TokenKind};
pub use order::resolution_order;
pub use refusals::Refusal;
pub use rules::{INTRO_DEPLOYMENT_CARDS, PLAIN_FACE_VALUE, PLAYERS, ROUNDS};
pub use state::{
    CardInfo, DeploymentInfo, DiscState, DiskwarsMatch, Ending, Location, Pin, PlacedCard,
    ScenarioInfo, Side, Stage, Step,
};

use super::catalog::{Catalog, DiscKind};
use super::list::{DiskwarsList, Mode};
use crate::diagnostic::{json_pointer, Diagnostic, Explain};
use crate::lang::Lang;
use crate::matches::{player_count, Outcome, Play, SideScore};
use rules::Refused;
use serde::{Deserialize, Serialize};

/// What a Diskwars match starts from: the players, in order, and their lists.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct DiskwarsSetup {
    /// Two to four players, first the one who created the match.
    pub players: Vec<SetupPlayer>,
}

/// A player and the list they play.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsSetupPlayer"))]
#[serde(deny_unknown_fields)]
pub struct SetupPlayer {
    /// The player's name.
    pub name: String,
    /// Their list document (standard or introductory, as every other player's).
    pub list: DiskwarsList,
}

/// Diskwars matches.
impl Play for super::Diskwars {
    const ID: &'static str = <super::Diskwars as crate::game::Game>::ID;
    const PLAYERS: std::ops::RangeInclusive<usize> = PLAYERS;
    type Catalog = Catalog;
    type Setup = DiskwarsSetup;
    type Event = DiskwarsEvent;
    type State = DiskwarsMatch;

    fn start(
        setup: &DiskwarsSetup,
        catalog: &Catalog,
        lang: Lang,
    ) -> Result<DiskwarsMatch, Vec<Diagnostic>> {
        start(setup, catalog, lang)
    }

    fn apply(
        state: &mut DiskwarsMatch,
        event: &DiskwarsEvent,
        lang: Lang,
    ) -> Result<(), Diagnostic> {
        apply(state, event).map_err(|(refusal, path)| refusal.diagnostic(path, lang))
    }

    fn outcome(state: &DiskwarsMatch, lang: Lang) -> Option<Outcome> {
        score::outcome(state, lang)
    }

    fn scores(state: &DiskwarsMatch, lang: Lang) -> Vec<SideScore> {
        score::scores(state, lang)
    }
}

/// Applies one event, or says why not (and where in the event).
fn apply(state: &mut DiskwarsMatch, event: &DiskwarsEvent) -> Result<(), Refused> {
    use DiskwarsEvent as E;
    match event {
        E::Initiative { rolls, unspent } => setup::initiative(state, rolls, unspent),
        E::AssignInitiative { side, order } => setup::assign_initiative(state, *side, order),
        E::Scenario { side, card } => setup::scenario(state, *side, card.as_deref()),
        E::Objective { side, card } => setup::objective(state, *side, card.as_deref()),
        E::DeploymentCard {
            side,
            card,
            face,
            value,
        } => setup::deployment_card(state, *side, card.as_deref(), *face, *value),
        E::Deploy { side, discs } => setup::deploy(state, *side, discs),
        E::Reveal { cards, order } => round::reveal(state, cards, order.as_deref()),
        E::Activate {
            side,
            disc,
            action,
            pins,
            by_ability,
        } => round::activate(state, *side, *disc, *action, pins.as_deref(), *by_ability),
        E::Resolved { side } => round::resolved(state, *side),
        E::Pin { top, bottom } => round::pin(state, *top, *bottom, true),
        E::Unpin { top, bottom } => round::pin(state, *top, *bottom, false),
        E::Damage { hits } => round::damage(state, hits),
        E::Removed { discs } => round::removed(state, discs),
        E::Token {
            side,
            disc,
            token,
            on,
        } => round::token(state, *side, *disc, *token, *on),
        E::Toughness { side, disc, change } => round::toughness(state, *side, *disc, *change),
        E::EndRound => round::end_round(state),
        E::Score { side, vp } => score::record_vp(state, *side, *vp),
    }
}

/// Builds the starting state: every disc of every list from the catalogue, each side's hand
/// and, in a standard game, its unspent recruitment points where the data knows them.
fn start(
    setup: &DiskwarsSetup,
    catalog: &Catalog,
    lang: Lang,
) -> Result<DiskwarsMatch, Vec<Diagnostic>> {
    let mut faults = Vec::new();
    let count = |count| Refusal::PlayerCount { count };
    faults.extend(player_count(setup.players.len(), PLAYERS, count, lang));
    let mut sides = Vec::new();
    for (p, player) in setup.players.iter().enumerate() {
        let list = &player.list;
        let base = json_pointer(["players", &p.to_string(), "list"]);
        if list.game != super::Diskwars::ID || list.format != crate::game::LIST_FORMAT {
            faults.push(Refusal::NotADiskwarsList.diagnostic(format!("{base}/game"), lang));
        }
        if list.regiments.is_empty() {
            faults.push(Refusal::EmptyList.diagnostic(format!("{base}/regiments"), lang));
        }
        let mut discs = Vec::new();
        for (r, regiment) in list.regiments.iter().enumerate() {
            let ids = std::iter::once((format!("{base}/regiments/{r}/hero"), &regiment.hero))
                .chain(
                    regiment
                        .units
                        .iter()
                        .enumerate()
                        .map(|(u, id)| (format!("{base}/regiments/{r}/units/{u}"), id)),
                );
            for (path, id) in ids {
                match catalog.disc(id) {
                    Some(disc) => discs.push(DiscState::new(disc, r)),
                    None => {
                        faults.push(Refusal::UnknownDisc { id: id.clone() }.diagnostic(path, lang))
                    }
                }
            }
        }
        let mut cards = Vec::new();
        for (k, id) in list.command_cards.iter().enumerate() {
            match catalog.command_card(id) {
                Some(card) => cards.push(CardInfo {
                    id: card.id.clone(),
                    name: card.name.clone(),
                    strategy: card.strategy.as_ref().map(|k| k.value),
                    value: card.value.as_ref().map(|k| k.value),
                }),
                None => faults.push(
                    Refusal::UnknownCard { id: id.clone() }
                        .diagnostic(format!("{base}/command_cards/{k}"), lang),
                ),
            }
        }
        let totals = super::totals::totals(list, catalog);
        sides.push(Side::new(
            player.name.trim(),
            totals.faction,
            totals.unspent,
            cards,
            discs,
        ));
    }
    let modes: Vec<Mode> = setup.players.iter().map(|p| p.list.mode).collect();
    if let Some(other) = modes.iter().position(|m| *m != modes[0]) {
        faults.push(Refusal::ModesDiffer.diagnostic(format!("/players/{other}/list/mode"), lang));
    }
    let mode = modes.first().copied().unwrap_or_default();
    if mode == Mode::Standard {
        // R-REG-1: every army fields the same number of regiments.
        let counts: Vec<usize> = setup
            .players
            .iter()
            .map(|p| p.list.regiments.len())
            .collect();
        if let Some(other) = counts.iter().position(|c| *c != counts[0]) {
            faults.push(
                Refusal::RegimentCountsDiffer {
                    first: counts[0],
                    count: counts[other],
                }
                .diagnostic(format!("/players/{other}/list/regiments"), lang),
            );
        }
    }
    if !faults.is_empty() {
        return Err(faults);
    }
    if mode == Mode::Introductory {
        for side in &mut sides {
            side.unspent = None;
            side.deployment_cards = vec![
                PlacedCard {
                    card: None,
                    face: Face::Plain,
                    value: PLAIN_FACE_VALUE,
                };
                INTRO_DEPLOYMENT_CARDS
            ];
            side.deployment_value = PLAIN_FACE_VALUE as u32 * INTRO_DEPLOYMENT_CARDS as u32;
        }
    }
    let regiments = setup.players.iter().map(|p| p.list.regiments.len()).sum();
    let scenario_cards = catalog
        .scenario_cards()
        .iter()
        .map(|c| ScenarioInfo {
            id: c.id.clone(),
            name: c.name.clone(),
            special: c.special,
            objective: c.objective.clone(),
        })
        .collect();
    let deployment_deck = catalog
        .deployment_cards()
        .iter()
        .map(|c| DeploymentInfo {
            id: c.id.clone(),
            name: c.name.clone(),
            value: c.value.as_ref().map(|k| k.value),
        })
        .collect();
    Ok(DiskwarsMatch::new(
        mode,
        sides,
        regiments,
        scenario_cards,
        deployment_deck,
    ))
}

impl DiscState {
    fn new(disc: &super::catalog::Disc, regiment: usize) -> Self {
        DiscState {
            id: disc.id.clone(),
            name: disc.name.clone(),
            regiment,
            hero: disc.kind == DiscKind::Hero,
            toughness: disc.stats.toughness.as_ref().map(|k| k.value),
            vigor: disc.stats.vigor.as_ref().map(|k| k.value),
            location: Location::Undeployed,
            activated: false,
            damage: 0,
            empowered: false,
            wounds: 0,
            toughness_change: 0,
            pinned: false,
            engaged: false,
            embattled: false,
        }
    }
}
