//! Why an Underworlds match refuses a set-up or an event: each refusal's stable code and
//! rule id here, its message and help in English and Spanish side by side in `words.rs`.

use super::events::{Ability, TokenKind};
use super::state::{CardPlace, Stage};
use crate::diagnostic::Explain;
use crate::games::underworlds::catalog::{CardKind, Name};
use crate::lang::Lang;

/// Which face of a fighter card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaceName {
    /// The uninspired face.
    Uninspired,
    /// The inspired face.
    Inspired,
}

/// A characteristic the tracker needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needed {
    /// The face itself is missing.
    Face,
    /// Health.
    Health,
    /// Bounty.
    Bounty,
}

/// A refusal, with what its words need (a side is named by its player, as the set-up
/// gave it, so the words say whose turn it is).
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Refusal {
    // The set-up.
    PlayerCount {
        count: usize,
    },
    NotAnUnderworldsList,
    UnknownWarband {
        id: String,
    },
    RosterIncomplete {
        warband: Name,
    },
    NoFighters {
        warband: Name,
    },
    FighterValueUnknown {
        fighter: Name,
        face: FaceName,
        needed: Needed,
    },
    UnknownDeck {
        id: String,
    },
    UnknownCard {
        id: String,
    },
    CardTwice {
        id: String,
    },
    // Any event.
    NoSide {
        side: usize,
    },
    NoFighter {
        player: String,
        fighter: String,
    },
    NoCard {
        player: String,
        card: String,
    },
    NotNow {
        event: &'static str,
        stage: Stage,
        round: u8,
    },
    Zero,
    // Set-up.
    RedrawTwice {
        player: String,
    },
    RedrawNothing,
    PlaceTurn {
        player: String,
        next: String,
    },
    TerritoryLeftEmpty {
        territory: String,
        left: usize,
    },
    DeployTurn {
        player: String,
        next: String,
    },
    AlreadyDeployed {
        fighter: Name,
    },
    // Rounds and turns.
    RollOffTie {
        round: u8,
    },
    NotYourTurn {
        player: String,
        active: String,
    },
    FighterNeeded {
        ability: Ability,
    },
    FighterNotNeeded,
    NotOnBattlefield {
        fighter: Name,
        slain: bool,
    },
    ChargeLocked {
        fighter: Name,
        ability: Ability,
    },
    CannotCharge {
        fighter: Name,
        token: TokenKind,
    },
    AlreadyGuarded {
        fighter: Name,
    },
    NotYourOpportunity {
        player: String,
        opportunity: String,
    },
    DelvedAlready {
        player: String,
    },
    NotOnFeature {
        fighter: Name,
    },
    UnknownAbility {
        ability: String,
    },
    EndPhaseTurn {
        player: String,
        next: String,
    },
    // Cards.
    WrongKind {
        card: Name,
        kind: CardKind,
        needed: CardKind,
    },
    PloyNotSurge {
        card: Name,
    },
    CardUsed {
        card: Name,
        place: CardPlace,
    },
    GloryUnknown {
        card: Name,
        kind: CardKind,
    },
    OverCap {
        card: Name,
        glory: u8,
        used: u32,
        total: u32,
    },
    SurgeOnly {
        card: Name,
    },
    // Fighters.
    NothingToHeal {
        fighter: Name,
    },
    InspiredAlready {
        fighter: Name,
        inspired: bool,
    },
    TokenUnchanged {
        fighter: Name,
        token: TokenKind,
        present: bool,
    },
    NoFeature {
        feature: usize,
        count: usize,
    },
    FeatureTaken {
        feature: usize,
        fighter: Name,
    },
    NotSlain {
        fighter: Name,
    },
}

impl Explain for Refusal {
    /// The stable code (`underworlds.upgrade.over_cap`).
    fn code(&self) -> &'static str {
        use Refusal::*;
        match self {
            PlayerCount { .. } => "underworlds.match.players",
            NotAnUnderworldsList => "underworlds.match.not_a_list",
            UnknownWarband { .. } => "underworlds.match.unknown_warband",
            RosterIncomplete { .. } => "underworlds.match.roster_incomplete",
            NoFighters { .. } => "underworlds.match.no_fighters",
            FighterValueUnknown { .. } => "underworlds.match.fighter_value_unknown",
            UnknownDeck { .. } => "underworlds.match.unknown_deck",
            UnknownCard { .. } => "underworlds.match.unknown_card",
            CardTwice { .. } => "underworlds.match.card_twice",
            NoSide { .. } => "underworlds.match.no_side",
            NoFighter { .. } => "underworlds.match.no_fighter",
            NoCard { .. } => "underworlds.match.no_card",
            NotNow { .. } => "underworlds.match.not_now",
            Zero => "underworlds.match.zero",
            RedrawTwice { .. } => "underworlds.setup.redraw_twice",
            RedrawNothing => "underworlds.setup.redraw_nothing",
            PlaceTurn { .. } => "underworlds.feature.turn",
            TerritoryLeftEmpty { .. } => "underworlds.feature.territory_empty",
            DeployTurn { .. } => "underworlds.deploy.turn",
            AlreadyDeployed { .. } => "underworlds.deploy.already",
            RollOffTie { .. } => "underworlds.roll_off.tie",
            NotYourTurn { .. } => "underworlds.turn.not_active",
            FighterNeeded { .. } => "underworlds.action.fighter_needed",
            FighterNotNeeded => "underworlds.action.focus_has_no_fighter",
            NotOnBattlefield { .. } => "underworlds.fighter.not_on_battlefield",
            ChargeLocked { .. } => "underworlds.action.charge_token",
            CannotCharge { .. } => "underworlds.action.cannot_charge",
            AlreadyGuarded { .. } => "underworlds.action.already_guarded",
            NotYourOpportunity { .. } => "underworlds.power.not_your_opportunity",
            DelvedAlready { .. } => "underworlds.delve.once",
            NotOnFeature { .. } => "underworlds.delve.no_feature",
            UnknownAbility { .. } => "underworlds.power.unknown_ability",
            EndPhaseTurn { .. } => "underworlds.end.turn",
            WrongKind { .. } => "underworlds.card.wrong_kind",
            PloyNotSurge { .. } => "underworlds.card.ploy_not_surge",
            CardUsed { .. } => "underworlds.card.used",
            GloryUnknown { .. } => "underworlds.card.glory_unknown",
            OverCap { .. } => "underworlds.upgrade.over_cap",
            SurgeOnly { .. } => "underworlds.objective.surge_only",
            NothingToHeal { .. } => "underworlds.fighter.undamaged",
            InspiredAlready { .. } => "underworlds.fighter.inspired_already",
            TokenUnchanged { .. } => "underworlds.fighter.token_unchanged",
            NoFeature { .. } => "underworlds.feature.no_such",
            FeatureTaken { .. } => "underworlds.feature.occupied",
            NotSlain { .. } => "underworlds.fighter.not_slain",
        }
    }

    /// The rule it enforces (`underworlds:V8`, `underworlds:E6`, `underworlds:§3.3`;
    /// `muster:match-event` for the shape of an event).
    fn rule(&self) -> &'static str {
        use Refusal::*;
        match self {
            PlayerCount { .. }
            | NotAnUnderworldsList
            | UnknownWarband { .. }
            | UnknownDeck { .. }
            | UnknownCard { .. }
            | CardTwice { .. } => "underworlds:§2",
            RosterIncomplete { .. } | NoFighters { .. } | DeployTurn { .. } => "underworlds:§2",
            AlreadyDeployed { .. } => "underworlds:§2",
            FighterValueUnknown { .. } => "underworlds:§3.5",
            NoSide { .. }
            | NoFighter { .. }
            | NoCard { .. }
            | Zero
            | FighterNeeded { .. }
            | FighterNotNeeded
            | UnknownAbility { .. }
            | NoFeature { .. } => "muster:match-event",
            NotNow { stage, .. } => match stage {
                Stage::Territories | Stage::Features | Stage::Deployment => "underworlds:§2",
                Stage::RollOff | Stage::Action | Stage::Power | Stage::EndPhase => {
                    "underworlds:§3.3"
                }
                Stage::Over => "underworlds:§3.9",
            },
            RedrawTwice { .. } | RedrawNothing => "underworlds:E5",
            PlaceTurn { .. } => "underworlds:E3",
            TerritoryLeftEmpty { .. } => "underworlds:E4",
            RollOffTie { .. } => "underworlds:E2",
            NotYourTurn { .. } => "underworlds:§3.3",
            NotOnBattlefield { .. } => "underworlds:E27",
            ChargeLocked { .. } | CannotCharge { .. } => "underworlds:E6",
            AlreadyGuarded { .. } => "underworlds:E10",
            NotYourOpportunity { .. } | DelvedAlready { .. } => "underworlds:E19",
            NotOnFeature { .. } => "underworlds:E20",
            EndPhaseTurn { .. } => "underworlds:E22",
            WrongKind { .. } | PloyNotSurge { .. } | CardUsed { .. } => "underworlds:§3.8",
            GloryUnknown { kind, .. } => match kind {
                CardKind::Upgrade => "underworlds:V8",
                _ => "underworlds:§3.3",
            },
            OverCap { .. } => "underworlds:V8",
            SurgeOnly { .. } => "underworlds:E21",
            NothingToHeal { .. } => "underworlds:§3.7",
            InspiredAlready { .. } | NotSlain { .. } => "underworlds:§3.8",
            TokenUnchanged {
                token: TokenKind::Guard,
                present: true,
                ..
            } => "underworlds:E10",
            TokenUnchanged { .. } | FeatureTaken { .. } => "underworlds:§3.7",
        }
    }

    /// What is wrong.
    fn message(&self, lang: Lang) -> String {
        super::words::words(self, lang).0
    }

    /// How to put it right.
    fn help(&self, lang: Lang) -> String {
        super::words::words(self, lang).1
    }
}
