//! What the players record: one event per thing that happened at the table.
//!
//! Sides are 0 and 1 (the player's place in the set-up); fighters are named by their id in
//! the warband, with the `side` that owns them (both players may field the same warband).

use serde::{Deserialize, Serialize};

/// A core ability of the action step (digest §3.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsAbility"))]
#[serde(rename_all = "snake_case")]
pub enum Ability {
    /// Move: the fighter gets a Move token.
    Move,
    /// Attack: no token.
    Attack,
    /// Charge: only without Move and Charge tokens; removes Guard, gives a Charge token.
    Charge,
    /// Guard: gives a Guard token (never a second one).
    Guard,
    /// Focus: the player's own ability, no fighter.
    Focus,
}

/// A token the players put on or take off a fighter by hand (a card, a stagger hex).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsTokenKind"))]
#[serde(rename_all = "snake_case")]
pub enum TokenKind {
    /// Move token.
    Move,
    /// Charge token.
    Charge,
    /// Guard token.
    Guard,
    /// Stagger token.
    Stagger,
}

/// One thing that happened at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
// In a match file and on the wire an event is written flat, `{"type": "deploy", …}`
// (`Entry`), which is what the UI's type says.
#[cfg_attr(feature = "ts", ts(tag = "type"))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum UnderworldsEvent {
    /// Set-up step 3 (§2): the territory roll-off's winner (a tie is rolled again at the
    /// table and not recorded). The winner picks the board side and their territory.
    TerritoryRollOff {
        /// Who won.
        winner: usize,
    },
    /// Set-up step 2 (§2, E5): a player's redraw, once, before round 1 (told, not checked:
    /// the tracker does not see the hands).
    Redraw {
        /// Who redrew.
        side: usize,
        /// Redrew the objective cards of the hand.
        #[serde(default)]
        objectives: bool,
        /// Redrew the power cards of the hand.
        #[serde(default)]
        power: bool,
    },
    /// Set-up step 4 (§2, E3, E4): a feature token placed; the roll-off loser places the
    /// 1st, 3rd and 5th, the winner the 2nd and 4th.
    PlaceFeature {
        /// Who placed it.
        side: usize,
        /// Whose territory the hex is in (`null`: neutral territory).
        #[serde(default)]
        territory: Option<usize>,
        /// The number printed on its treasure face, as the players read it.
        number: u8,
    },
    /// Set-up step 5 (§2): a fighter placed on a starting hex of its territory.
    Deploy {
        /// Whose.
        side: usize,
        /// The fighter's id.
        fighter: String,
    },
    /// Start of a battle round (§3.3, E1, E2): the roll-off for the first turn. The winner
    /// chooses who goes first; the loser draws a power card.
    RoundRollOff {
        /// Who won; `null` for a tie that the underdog wins (rounds 2 and 3 only).
        #[serde(default)]
        winner: Option<usize>,
        /// Who takes the first turn (the winner's choice).
        first: usize,
    },
    /// The action step (§3.4): the active player's one core ability.
    Action {
        /// The active player.
        side: usize,
        /// The core ability.
        ability: Ability,
        /// The fighter (every ability but Focus).
        #[serde(default)]
        fighter: Option<String>,
    },
    /// The power step (§3.3): the player whose opportunity it is passes.
    Pass {
        /// Who passes.
        side: usize,
    },
    /// A ploy played from the power deck: in the power step on the player's opportunity; a
    /// surge ploy also any time in the action step (§3.8).
    PlayPloy {
        /// Whose.
        side: usize,
        /// The card's id.
        card: String,
    },
    /// An upgrade equipped on a friendly fighter (power step, or the player's end phase),
    /// within the glory cap (V8).
    Equip {
        /// Whose.
        side: usize,
        /// The fighter.
        fighter: String,
        /// The upgrade card's id.
        card: String,
    },
    /// The power step's Delve (§3.4, E19, E20): a fighter on a feature token flips it and
    /// gets a Stagger token; once per power step per warband.
    Delve {
        /// Whose.
        side: usize,
        /// The fighter.
        fighter: String,
    },
    /// A warscroll ability used on the player's opportunity in a power step.
    UseAbility {
        /// Whose.
        side: usize,
        /// The ability's id on the warscroll.
        ability: String,
    },
    /// Damage inflicted on a fighter (an attack, a card, an ability), any time in the action
    /// phase; it is slain when its damage reaches its Health (§3.5, E25–E27).
    Damage {
        /// The fighter's side.
        side: usize,
        /// The fighter.
        fighter: String,
        /// Damage tokens given.
        amount: u8,
    },
    /// One damage token removed (Heal).
    Heal {
        /// The fighter's side.
        side: usize,
        /// The fighter.
        fighter: String,
    },
    /// The fighter's card flipped to its inspired face.
    Inspire {
        /// The fighter's side.
        side: usize,
        /// The fighter.
        fighter: String,
    },
    /// The fighter's card flipped back to its uninspired face.
    Uninspire {
        /// The fighter's side.
        side: usize,
        /// The fighter.
        fighter: String,
    },
    /// A token given or removed by a card or a hex (a push into a stagger hex).
    Token {
        /// The fighter's side.
        side: usize,
        /// The fighter.
        fighter: String,
        /// Which token.
        token: TokenKind,
        /// Given (`true`) or removed.
        present: bool,
    },
    /// The feature token a fighter now stands on (`null`: none), for Delve and the
    /// treasure tie-break.
    Stand {
        /// The fighter's side.
        side: usize,
        /// The fighter.
        fighter: String,
        /// The feature token (its place in the placing order, from 0).
        #[serde(default)]
        feature: Option<usize>,
    },
    /// An objective scored: a surge objective any time in the action phase (E21); any
    /// objective in the player's end phase.
    ScoreObjective {
        /// Whose.
        side: usize,
        /// The objective card's id.
        card: String,
    },
    /// A slain fighter raised by an ability: back with a Raise token and Bounty 0.
    Raise {
        /// The fighter's side.
        side: usize,
        /// The fighter.
        fighter: String,
    },
    /// The player has finished their end phase (the first player, then the second).
    EndPhaseDone {
        /// Who.
        side: usize,
    },
}
