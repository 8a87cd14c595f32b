//! What the players record: one event per thing that happened at the table, and what those
//! events name (the card kind drafted, a zone colour, a dial's action and modifier, a token,
//! an upgrade card's state, a unit).

use serde::{Deserialize, Serialize};

/// Which kind of card the first player took in the draft.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsCardKind"))]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    /// The first player took a deployment card.
    Deployment,
    /// The first player took an objective card.
    Objective,
}

/// A deployment zone's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsColour"))]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Red.
    Red,
    /// Blue.
    Blue,
}

/// An action on the command tool (§1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsAction"))]
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

impl Action {
    /// The action's name as a player reads it (the Spanish rules reference guide's words).
    pub fn name(self, lang: crate::Lang) -> &'static str {
        match self {
            Action::March => lang.pick("March", "Marcha"),
            Action::Shift => lang.pick("Shift", "Desplazamiento"),
            Action::Reform => lang.pick("Reform", "Reorganización"),
            Action::Melee => lang.pick("Melee attack", "Ataque cuerpo a cuerpo"),
            Action::Ranged => lang.pick("Ranged attack", "Ataque a distancia"),
            Action::Rally => lang.pick("Rally", "Reagrupamiento"),
            Action::Skill => lang.pick("Skill", "Habilidad"),
        }
    }
}

/// A modifier on the command tool (§58.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsModifier"))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsToken"))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsCardState"))]
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
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsUnitRef"))]
#[serde(deny_unknown_fields)]
pub struct UnitRef {
    /// The side (0-based).
    pub side: usize,
    /// The unit's place in that side's list (0-based).
    pub unit: usize,
}

/// One thing that happened at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
// In a match file and on the wire an event is written flat, `{"type": "deploy", …}`
// (`Entry`), which is what the UI's type says.
#[cfg_attr(feature = "ts", ts(tag = "type"))]
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
        /// The face of the unit's known dial (its index among `dial_faces`), instead of an
        /// action and initiative: both are then the face's (§53.2).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        face: Option<u8>,
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
