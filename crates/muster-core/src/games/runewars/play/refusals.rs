//! Why a RuneWars match refuses a set-up or an event: each refusal's stable code and rule id
//! here, its message and help in English and Spanish side by side in `words.rs`, as for list
//! findings (`findings.rs`).

use super::events::CardState;
use super::state::Stage;
use crate::diagnostic::Explain;
use crate::lang::{Lang, LocalizedName};

/// A refusal, with what its words need.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Refusal {
    PlayerCount {
        count: usize,
    },
    UnknownCard {
        id: String,
    },
    EmptyList,
    ModesDiffer,
    NotARuneWarsList,
    NoSide {
        side: usize,
    },
    NoUnit {
        side: usize,
        unit: usize,
        count: usize,
    },
    Destroyed {
        unit: LocalizedName,
    },
    NotNow {
        event: &'static str,
        stage: Stage,
    },
    NotTheChooser {
        chooser: usize,
        lower: usize,
        spent: [u32; 2],
    },
    EmptyName,
    NotTheZoneChooser {
        chooser: usize,
    },
    AlreadyDeployed {
        unit: LocalizedName,
    },
    NotYourDeployment {
        side: usize,
        next: usize,
    },
    InitiativeRange {
        initiative: u8,
    },
    InitiativeMissing,
    InitiativeWithoutAction,
    FaceAndInitiative,
    NoSuchFace {
        unit: LocalizedName,
        face: u8,
        faces: usize,
    },
    DialsMissing {
        units: Vec<LocalizedName>,
    },
    AlreadyActivated {
        unit: LocalizedName,
    },
    NotItsInitiative {
        unit: LocalizedName,
        initiative: u8,
        count: u8,
    },
    OtherPlayersActivation {
        next: usize,
        count: u8,
    },
    UnitsWaiting {
        units: Vec<LocalizedName>,
    },
    BelowZero {
        what: &'static str,
        have: u32,
        change: i32,
    },
    TrayCount {
        count: u32,
        trays: u32,
    },
    NoUnits,
    Twice,
    RallyNotActive,
    NotEnoughPanic {
        spent: u32,
        have: u32,
    },
    NoSeverity,
    NotEquipped {
        upgrade: String,
        unit: LocalizedName,
    },
    CardDiscarded {
        upgrade: LocalizedName,
    },
    CardAlready {
        upgrade: LocalizedName,
        state: CardState,
    },
    Condition {
        name: String,
        present: bool,
    },
}

impl Explain for Refusal {
    /// The stable code.
    fn code(&self) -> &'static str {
        match self {
            Refusal::PlayerCount { .. } => "runewars.match.players",
            Refusal::UnknownCard { .. } => "runewars.match.unknown_card",
            Refusal::EmptyList => "runewars.match.empty_list",
            Refusal::ModesDiffer => "runewars.match.modes_differ",
            Refusal::NotARuneWarsList => "runewars.match.not_a_runewars_list",
            Refusal::NoSide { .. } => "runewars.match.no_side",
            Refusal::NoUnit { .. } => "runewars.match.no_unit",
            Refusal::Destroyed { .. } => "runewars.match.destroyed",
            Refusal::NotNow { .. } => "runewars.match.not_now",
            Refusal::NotTheChooser { .. } => "runewars.setup.first_player_chooser",
            Refusal::EmptyName => "runewars.match.empty_name",
            Refusal::NotTheZoneChooser { .. } => "runewars.setup.zone_chooser",
            Refusal::AlreadyDeployed { .. } => "runewars.setup.already_deployed",
            Refusal::NotYourDeployment { .. } => "runewars.setup.deploy_turn",
            Refusal::InitiativeRange { .. } => "runewars.command.initiative_range",
            Refusal::InitiativeMissing => "runewars.command.initiative_missing",
            Refusal::InitiativeWithoutAction => "runewars.command.initiative_without_action",
            Refusal::FaceAndInitiative => "runewars.command.face_and_initiative",
            Refusal::NoSuchFace { .. } => "runewars.command.no_such_face",
            Refusal::DialsMissing { .. } => "runewars.command.dials_missing",
            Refusal::AlreadyActivated { .. } => "runewars.activation.already",
            Refusal::NotItsInitiative { .. } => "runewars.activation.initiative",
            Refusal::OtherPlayersActivation { .. } => "runewars.activation.turn",
            Refusal::UnitsWaiting { .. } => "runewars.activation.units_waiting",
            Refusal::BelowZero { .. } => "runewars.match.below_zero",
            Refusal::TrayCount { .. } => "runewars.match.tray_count",
            Refusal::NoUnits => "runewars.match.no_units",
            Refusal::Twice => "runewars.match.twice",
            Refusal::RallyNotActive => "runewars.rally.not_active",
            Refusal::NotEnoughPanic { .. } => "runewars.morale.panic",
            Refusal::NoSeverity => "runewars.morale.no_severity",
            Refusal::NotEquipped { .. } => "runewars.match.card_not_equipped",
            Refusal::CardDiscarded { .. } => "runewars.match.card_discarded",
            Refusal::CardAlready { .. } => "runewars.match.card_already",
            Refusal::Condition { .. } => "runewars.match.condition",
        }
    }

    /// The rule it enforces (`runewars:§53.4`; set-up steps are `Prep-N`).
    fn rule(&self) -> &'static str {
        match self {
            Refusal::PlayerCount { .. } | Refusal::EmptyList => "runewars:Prep-1",
            Refusal::ModesDiffer => "runewars:1.10",
            Refusal::NotARuneWarsList => "runewars:Prep-1",
            Refusal::UnknownCard { .. } => "runewars:R-CFG-1",
            Refusal::NoSide { .. }
            | Refusal::NoUnit { .. }
            | Refusal::EmptyName
            | Refusal::BelowZero { .. }
            | Refusal::NoUnits
            | Refusal::Twice
            | Refusal::Condition { .. } => "muster:match-event",
            Refusal::Destroyed { .. } | Refusal::TrayCount { .. } => "runewars:§30",
            Refusal::NotNow { .. } => "runewars:§78",
            Refusal::NotTheChooser { .. } => "runewars:Prep-3",
            Refusal::NotTheZoneChooser { .. } => "runewars:Prep-4",
            Refusal::AlreadyDeployed { .. } | Refusal::NotYourDeployment { .. } => {
                "runewars:Prep-7"
            }
            Refusal::InitiativeRange { .. } | Refusal::InitiativeMissing => "runewars:§53.2",
            Refusal::InitiativeWithoutAction => "runewars:§36.2",
            Refusal::FaceAndInitiative | Refusal::NoSuchFace { .. } => "runewars:§53.2",
            Refusal::DialsMissing { .. } => "runewars:§37.2",
            Refusal::AlreadyActivated { .. } => "runewars:§3.5",
            Refusal::NotItsInitiative { .. } => "runewars:§53",
            Refusal::OtherPlayersActivation { .. } => "runewars:§53.4",
            Refusal::UnitsWaiting { .. } => "runewars:§36",
            Refusal::RallyNotActive => "runewars:§75",
            Refusal::NotEnoughPanic { .. } | Refusal::NoSeverity => "runewars:§73.2",
            Refusal::NotEquipped { .. } => "runewars:§22",
            Refusal::CardDiscarded { .. } => "runewars:§22.3",
            Refusal::CardAlready { .. } => "runewars:§5",
        }
    }

    /// What is wrong.
    fn message(&self, lang: Lang) -> String {
        super::words::message(self, lang)
    }

    /// How to put it right.
    fn help(&self, lang: Lang) -> String {
        super::words::help(self, lang)
    }
}
