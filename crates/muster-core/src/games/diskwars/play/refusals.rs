//! Why a Diskwars match refuses a set-up or an event: each refusal's stable code and rule
//! id here, its message and help in English and Spanish side by side in `words.rs`.

use super::events::{HitResult, TokenKind};
use super::state::{Location, Stage};
use crate::diagnostic::Explain;
use crate::games::diskwars::catalog::Name;
use crate::lang::Lang;

/// A refusal, with what its words need.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Refusal {
    // The set-up.
    PlayerCount {
        count: usize,
    },
    NotADiskwarsList,
    EmptyList,
    UnknownDisc {
        id: String,
    },
    UnknownCard {
        id: String,
    },
    ModesDiffer,
    RegimentCountsDiffer {
        first: usize,
        count: usize,
    },
    // Any event.
    NoSide {
        side: usize,
        count: usize,
    },
    NoDisc {
        side: usize,
        disc: usize,
        count: usize,
    },
    NotNow {
        event: &'static str,
        stage: Stage,
    },
    Twice,
    Eliminated {
        side: usize,
    },
    NotOnBattlefield {
        disc: Name,
        location: Location,
    },
    NoDiscs,
    NothingDealt,
    // Initiative.
    RollCount {
        given: usize,
        players: usize,
    },
    RollRange {
        roll: u8,
    },
    RollMissing {
        side: usize,
    },
    NotInReroll {
        side: usize,
        tied: Vec<usize>,
    },
    IntroNoBonus,
    UnspentDiffers {
        side: usize,
        typed: u32,
        known: u32,
    },
    UnspentUnknown {
        side: usize,
    },
    NotTheInitiativeWinner {
        side: usize,
        winner: usize,
    },
    NotAnOrder {
        players: usize,
    },
    IntroWinnerFirst {
        winner: usize,
    },
    // Scenario and objectives.
    NotTheLastPlayer {
        side: usize,
        last: usize,
    },
    SpecialScenario {
        card: String,
    },
    IntroNoScenario,
    ObjectiveAlready {
        side: usize,
    },
    ObjectiveIsActive,
    ObjectiveTaken {
        other: usize,
    },
    // Deployment.
    PickTurn {
        side: usize,
        next: usize,
    },
    CardTaken {
        card: String,
    },
    ValueDiffers {
        typed: u8,
        value: u8,
    },
    ValueUnknown {
        card: Option<String>,
    },
    DeployTurn {
        side: usize,
        next: usize,
    },
    DeployCount {
        count: usize,
        expected: usize,
        value: u32,
    },
    HeroNotDeployed {
        hero: Name,
    },
    // Activation.
    CardsCount {
        given: usize,
        players: usize,
    },
    NotInHand {
        card: String,
    },
    MustPlay {
        side: usize,
    },
    OrderDiffers {
        expected: Vec<usize>,
    },
    OrderNeeded,
    OrderNotPlayed {
        played: Vec<usize>,
    },
    NotYourCard {
        side: usize,
        resolving: usize,
    },
    CardSpent {
        value: u8,
    },
    ReserveOnlyReinforces,
    NotInReserve {
        disc: Name,
    },
    Pinned {
        disc: Name,
    },
    AlreadyActivated {
        disc: Name,
    },
    MustActivate {
        left: u32,
        can: usize,
    },
    // Pins.
    PinItself,
    PinBothWays,
    PinAlready,
    PinAbsent,
    // Damage and tokens.
    ResultDiffers {
        disc: Name,
        computed: HitResult,
    },
    ResultNeeded {
        disc: Name,
    },
    ResultContradicts {
        disc: Name,
        given: HitResult,
        toughness: Option<u32>,
        vigor: Option<u32>,
    },
    TokenUnchanged {
        disc: Name,
        token: TokenKind,
        on: bool,
    },
    // The end.
    ObjectiveMissing {
        side: usize,
    },
    VpComputed,
    VpAlready {
        side: usize,
    },
}

impl Explain for Refusal {
    /// The stable code.
    fn code(&self) -> &'static str {
        use Refusal::*;
        match self {
            PlayerCount { .. } => "diskwars.match.players",
            NotADiskwarsList => "diskwars.match.not_a_diskwars_list",
            EmptyList => "diskwars.match.empty_list",
            UnknownDisc { .. } => "diskwars.match.unknown_disc",
            UnknownCard { .. } => "diskwars.match.unknown_card",
            ModesDiffer => "diskwars.match.modes_differ",
            RegimentCountsDiffer { .. } => "diskwars.setup.regiment_count",
            NoSide { .. } => "diskwars.match.no_side",
            NoDisc { .. } => "diskwars.match.no_disc",
            NotNow { .. } => "diskwars.match.not_now",
            Twice => "diskwars.match.twice",
            Eliminated { .. } => "diskwars.match.eliminated",
            NotOnBattlefield { .. } => "diskwars.match.not_on_battlefield",
            NoDiscs => "diskwars.match.no_discs",
            NothingDealt => "diskwars.match.nothing",
            RollCount { .. } => "diskwars.setup.roll_count",
            RollRange { .. } => "diskwars.setup.roll_range",
            RollMissing { .. } => "diskwars.setup.roll_missing",
            NotInReroll { .. } => "diskwars.setup.not_in_reroll",
            IntroNoBonus => "diskwars.setup.intro_no_bonus",
            UnspentDiffers { .. } => "diskwars.setup.unspent_differs",
            UnspentUnknown { .. } => "diskwars.setup.unspent_unknown",
            NotTheInitiativeWinner { .. } => "diskwars.setup.initiative_winner",
            NotAnOrder { .. } => "diskwars.setup.initiative_order",
            IntroWinnerFirst { .. } => "diskwars.setup.intro_winner_first",
            NotTheLastPlayer { .. } => "diskwars.setup.scenario_chooser",
            SpecialScenario { .. } => "diskwars.setup.special_scenario",
            IntroNoScenario => "diskwars.setup.intro_no_scenario",
            ObjectiveAlready { .. } => "diskwars.setup.objective_already",
            ObjectiveIsActive => "diskwars.setup.objective_active",
            ObjectiveTaken { .. } => "diskwars.setup.objective_taken",
            PickTurn { .. } => "diskwars.setup.pick_turn",
            CardTaken { .. } => "diskwars.setup.card_taken",
            ValueDiffers { .. } => "diskwars.setup.value_differs",
            ValueUnknown { .. } => "diskwars.setup.value_unknown",
            DeployTurn { .. } => "diskwars.setup.deploy_turn",
            DeployCount { .. } => "diskwars.setup.deploy_count",
            HeroNotDeployed { .. } => "diskwars.setup.hero_not_deployed",
            CardsCount { .. } => "diskwars.activation.cards_count",
            NotInHand { .. } => "diskwars.activation.not_in_hand",
            MustPlay { .. } => "diskwars.activation.must_play",
            OrderDiffers { .. } => "diskwars.activation.order_differs",
            OrderNeeded => "diskwars.activation.order_needed",
            OrderNotPlayed { .. } => "diskwars.activation.order_sides",
            NotYourCard { .. } => "diskwars.activation.turn",
            CardSpent { .. } => "diskwars.activation.card_spent",
            ReserveOnlyReinforces => "diskwars.activation.reserve_only_reinforces",
            NotInReserve { .. } => "diskwars.activation.not_in_reserve",
            Pinned { .. } => "diskwars.activation.pinned",
            AlreadyActivated { .. } => "diskwars.activation.already",
            MustActivate { .. } => "diskwars.activation.must_activate",
            PinItself => "diskwars.pin.itself",
            PinBothWays => "diskwars.pin.both_ways",
            PinAlready => "diskwars.pin.already",
            PinAbsent => "diskwars.pin.absent",
            ResultDiffers { .. } => "diskwars.damage.result_differs",
            ResultNeeded { .. } => "diskwars.damage.result_needed",
            ResultContradicts { .. } => "diskwars.damage.result_contradicts",
            TokenUnchanged { .. } => "diskwars.token.unchanged",
            ObjectiveMissing { .. } => "diskwars.score.objective_missing",
            VpComputed => "diskwars.score.computed",
            VpAlready { .. } => "diskwars.score.already",
        }
    }

    /// The rule it enforces (`diskwars:§3.3`; `muster:match-event` for the shape of an event).
    fn rule(&self) -> &'static str {
        use Refusal::*;
        match self {
            PlayerCount { .. } | RegimentCountsDiffer { .. } => "diskwars:R-REG-1",
            ModesDiffer | IntroNoBonus | IntroWinnerFirst { .. } | IntroNoScenario => {
                "diskwars:§2.2"
            }
            SpecialScenario { .. } => "diskwars:§2.4",
            NotADiskwarsList
            | EmptyList
            | UnknownDisc { .. }
            | UnknownCard { .. }
            | RollCount { .. }
            | RollRange { .. }
            | RollMissing { .. }
            | NotInReroll { .. }
            | UnspentDiffers { .. }
            | UnspentUnknown { .. }
            | NotTheInitiativeWinner { .. }
            | NotAnOrder { .. }
            | NotTheLastPlayer { .. }
            | ObjectiveAlready { .. }
            | ObjectiveIsActive
            | ObjectiveTaken { .. }
            | PickTurn { .. }
            | CardTaken { .. }
            | ValueDiffers { .. }
            | ValueUnknown { .. }
            | DeployTurn { .. }
            | DeployCount { .. }
            | HeroNotDeployed { .. } => "diskwars:§2.1",
            NoSide { .. }
            | NoDisc { .. }
            | Twice
            | NoDiscs
            | NothingDealt
            | CardsCount { .. }
            | PinAlready
            | PinAbsent => "muster:match-event",
            NotNow { stage, .. } => match stage {
                Stage::Initiative
                | Stage::AssignInitiative
                | Stage::Scenario
                | Stage::DeploymentCards
                | Stage::Deploy => "diskwars:§2.1",
                Stage::Scoring | Stage::Over => "diskwars:§3.11",
                _ => "diskwars:§3.3",
            },
            NotOnBattlefield { .. }
            | NotInHand { .. }
            | MustPlay { .. }
            | OrderDiffers { .. }
            | OrderNeeded
            | OrderNotPlayed { .. }
            | NotYourCard { .. }
            | CardSpent { .. }
            | ReserveOnlyReinforces
            | NotInReserve { .. }
            | Pinned { .. }
            | AlreadyActivated { .. }
            | MustActivate { .. } => "diskwars:§3.3",
            PinItself | PinBothWays => "diskwars:§3.2",
            ResultDiffers { .. } | ResultNeeded { .. } | ResultContradicts { .. } => {
                "diskwars:§3.4"
            }
            TokenUnchanged { token, .. } => match token {
                TokenKind::Activation => "diskwars:§3.3",
                TokenKind::Power => "diskwars:§3.5",
            },
            Eliminated { .. } | ObjectiveMissing { .. } | VpComputed | VpAlready { .. } => {
                "diskwars:§3.11"
            }
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
