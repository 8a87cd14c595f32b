//! What the players record: one event per thing that happened at the table.

use serde::{Deserialize, Serialize};

/// A disc of a side: the side (0-based) and the disc's flat index in that side's list
/// (regiment by regiment, each hero before its units).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsDiscRef"))]
#[serde(deny_unknown_fields)]
pub struct DiscRef {
    /// The side.
    pub side: usize,
    /// The disc.
    pub disc: usize,
}

/// Which face of a deployment card is up (§2.1 step 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsFace"))]
#[serde(rename_all = "snake_case")]
pub enum Face {
    /// The text face: name, deployment value, ability.
    Text,
    /// The plain face: deployment value 3, no ability (§2.2).
    Plain,
}

/// What an activated disc did (§3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsAction"))]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Flipped up to its Movement.
    Move,
    /// Resolved its focus ability (Magic X included).
    Focus,
    /// Made a ranged attack.
    Ranged,
    /// Did nothing.
    Pass,
    /// Came from the reserve into one of its player's deployment zones.
    Reinforce,
}

/// The tokens the players put on or take off by hand (crits, abilities).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsTokenKind"))]
#[serde(rename_all = "snake_case")]
pub enum TokenKind {
    /// Activation: the disc counts as activated (§3.3).
    Activation,
    /// Power: the disc is empowered, +1 Attack, Counterattack and Toughness (§3.5).
    Power,
}

/// What a disc's damage did (§3.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsHitResult"))]
#[serde(rename_all = "snake_case")]
pub enum HitResult {
    /// Its damage stays below its Toughness: the tokens stay on it.
    NoWound,
    /// It took a wound and stays: its damage tokens give way to one wound token.
    Wound,
    /// It took a wound it cannot survive: it goes to its owner's casualty pile.
    Removed,
}

/// Damage dealt to one disc in a damage event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsHit"))]
#[serde(deny_unknown_fields)]
pub struct Hit {
    /// The disc's side.
    pub side: usize,
    /// The disc.
    pub disc: usize,
    /// Damage dealt (damage tokens put on it).
    #[serde(default)]
    pub amount: u32,
    /// A wound dealt directly, without damage (Tyrion's roll of 6).
    #[serde(default)]
    pub wound: bool,
    /// What it did, as the players saw it: needed where the data lacks the disc's Toughness
    /// or Vigor, checked against the rules where it knows them.
    #[serde(default)]
    pub result: Option<HitResult>,
}

/// One thing that happened at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
// In a match file and on the wire an event is written flat, `{"type": "deploy", …}`
// (`Entry`), which is what the UI's type says.
#[cfg_attr(feature = "ts", ts(tag = "type"))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum DiskwarsEvent {
    /// Set-up (§2.1 step 4, §2.2 step 4): each player's d6, in player order. On a re-roll
    /// only the tied players roll; the others are `null`.
    Initiative {
        /// The d6 per side (1–6), `null` for a side that does not roll.
        rolls: Vec<Option<u8>>,
        /// Each side's unspent recruitment points as the players read them (standard game),
        /// where the data cannot compute them; `null` or left out where it can.
        #[serde(default)]
        unspent: Vec<Option<u32>>,
    },
    /// Set-up: the player with the highest total gives out the initiative tokens: `order` is
    /// every side, the first player (large token) first.
    AssignInitiative {
        /// Who assigns.
        side: usize,
        /// The sides in initiative order.
        order: Vec<usize>,
    },
    /// Set-up (§2.1 step 5): the last player keeps the active scenario card.
    Scenario {
        /// Who chose.
        side: usize,
        /// The scenario card's id; `null` for a card the pack does not hold.
        card: Option<String>,
    },
    /// A player's secret objective card, recorded at once or at the end (§2.1 step 5).
    Objective {
        /// Whose.
        side: usize,
        /// The scenario card's id; `null` for a card the pack does not hold (its victory
        /// points are typed at the end).
        card: Option<String>,
    },
    /// Set-up (§2.1 step 6): a deployment card picked, in reverse initiative order.
    DeploymentCard {
        /// Who picked.
        side: usize,
        /// The card's id; `null` for a card the pack does not hold.
        card: Option<String>,
        /// The face up.
        face: Face,
        /// Its deployment value as printed, where the data does not know it (text face).
        #[serde(default)]
        value: Option<u8>,
    },
    /// Set-up (§2.1 step 8, §2.2 step 6): the discs a player deploys; the rest go to the
    /// reserve.
    Deploy {
        /// Who deployed.
        side: usize,
        /// The discs deployed.
        discs: Vec<usize>,
    },
    /// Activation phase, step 1: the command cards revealed, one per side (`null` for a
    /// side with no card or out of the game). `order`: the sides in resolution order, where
    /// the data lacks a revealed card's strategy.
    Reveal {
        /// The card per side.
        cards: Vec<Option<String>>,
        /// The resolution order, by side.
        #[serde(default)]
        order: Option<Vec<usize>>,
    },
    /// Activation phase, step 2: a disc activates with the card resolving now.
    Activate {
        /// The side.
        side: usize,
        /// The disc.
        disc: usize,
        /// What it did.
        action: Action,
        /// The discs it pins once it stands still (replaces what it pinned before); left out,
        /// its pins stay as they are.
        #[serde(default)]
        pins: Option<Vec<DiscRef>>,
        /// Activated by a special ability (Kairos bringing a unit in), not by the card: it
        /// does not count against the card's value and may be any side's disc.
        #[serde(default)]
        by_ability: bool,
    },
    /// Activation phase, step 3: the card resolving now is done and discarded.
    Resolved {
        /// Its player.
        side: usize,
    },
    /// A disc now pins another (it lies directly on it).
    Pin {
        /// The disc on top.
        top: DiscRef,
        /// The disc under it.
        bottom: DiscRef,
    },
    /// A disc no longer pins another.
    Unpin {
        /// The disc on top.
        top: DiscRef,
        /// The disc under it.
        bottom: DiscRef,
    },
    /// Damage dealt at the same moment (an engagement, a ranged attack's hits, an ability).
    Damage {
        /// Per disc.
        hits: Vec<Hit>,
    },
    /// Discs removed to their owners' casualty piles at the same moment without damage
    /// (flipped off the battlefield, an ability).
    Removed {
        /// The discs.
        discs: Vec<DiscRef>,
    },
    /// A token put on (`on: true`) or taken off a disc by hand.
    Token {
        /// The side.
        side: usize,
        /// The disc.
        disc: usize,
        /// Which token.
        token: TokenKind,
        /// On or off.
        on: bool,
    },
    /// A change of a disc's Toughness until the End phase (a battle-ability token such as
    /// Nurgle's Rot); Toughness never goes below 1.
    Toughness {
        /// The side.
        side: usize,
        /// The disc.
        disc: usize,
        /// The change.
        change: i32,
    },
    /// Melee is over: the End phase clears the tokens (wounds stay) and the hands come back;
    /// after round 5 the game ends.
    EndRound,
    /// The victory points a player's secret objective gives at the end, where the data
    /// lacks the objective's rule.
    Score {
        /// The side.
        side: usize,
        /// Victory points.
        vp: u32,
    },
}
