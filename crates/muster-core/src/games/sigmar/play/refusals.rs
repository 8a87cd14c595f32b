//! Why an Age of Sigmar match refuses a set-up or an event: each refusal's stable code and
//! rule id here, its message and help in English and Spanish side by side in `words.rs`.

use super::events::{Objective, Phase};
use super::season::Question;
use super::state::{Location, Stage};
use crate::diagnostic::Explain;
use crate::games::sigmar::list::Mode;
use crate::lang::Lang;

/// A refusal, with what its words need.
#[derive(Clone, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Refusal {
    // The set-up.
    PlayerCount {
        count: usize,
    },
    NotASigmarList,
    EmptyList,
    UnknownUnit {
        id: String,
        faction: String,
    },
    UnknownFaction {
        faction: String,
    },
    UnknownRenown {
        id: String,
    },
    NotReinforceable {
        unit: String,
    },
    NoModels,
    ModesDiffer,
    // Any event.
    NoSide {
        side: usize,
    },
    NoUnit {
        side: usize,
        unit: usize,
        count: usize,
    },
    NotNow {
        event: &'static str,
        stage: Stage,
        phase: Option<Phase>,
    },
    Blank,
    Zero,
    Twice,
    RollRange {
        roll: u8,
    },
    UnitGone {
        unit: String,
    },
    NotOnBattlefield {
        unit: String,
        location: Location,
    },
    OpenPlayOnly {
        event: &'static str,
    },
    MatchedPlayOnly {
        event: &'static str,
    },
    // Deployment.
    DeployTurn {
        side: usize,
        next: usize,
    },
    DeployByDrops,
    NoDrops,
    AlreadyDeployed {
        unit: String,
    },
    NoDrop {
        side: usize,
        drop: usize,
        count: usize,
    },
    DropDeployed {
        drop: usize,
    },
    NotInDrop {
        unit: usize,
        drop: usize,
    },
    DropAllInReserve,
    NothingDeployed,
    // The general.
    GeneralAlready {
        side: usize,
    },
    GeneralNotDeployed {
        unit: String,
        location: Location,
    },
    GeneralNotLeader {
        unit: String,
    },
    // Triumphs.
    NoTriumph {
        side: usize,
    },
    TriumphRolled {
        side: usize,
    },
    TriumphSpent {
        side: usize,
    },
    TriumphPermanent,
    TriumphNoUnit,
    TriumphNeedsUnit,
    // Rounds and turns.
    NotTheChooser {
        side: usize,
        chooser: usize,
        round: u32,
    },
    PhaseNotInMode {
        phase: Phase,
        mode: Mode,
    },
    PhaseBackwards {
        phase: Phase,
        now: Phase,
    },
    NotLastPhase {
        phase: Phase,
        last: Phase,
    },
    TestsPending {
        unit: String,
        side: usize,
    },
    WrongPhase {
        event: &'static str,
        phase: Phase,
        needed: Phase,
    },
    NotYourTurn {
        side: usize,
        active: usize,
    },
    AlreadyMoved {
        unit: String,
    },
    CannotCharge {
        unit: String,
        ran: bool,
    },
    AlreadyCharged {
        unit: String,
    },
    GeneralSlain {
        side: usize,
    },
    CommandUsed,
    // Wounds and casualties.
    NoDamagedModel {
        index: usize,
    },
    NoFreshModel,
    GeneralNotHere,
    WoundsUnknown {
        unit: String,
    },
    PicksUnused,
    NothingToHeal,
    TooManyModels {
        count: u32,
        models: u32,
    },
    NotInReserve {
        unit: String,
        location: Location,
    },
    WoundsKnown {
        unit: String,
        known: u32,
    },
    // Battleshock.
    AlreadyTested {
        unit: String,
    },
    NoLosses {
        unit: String,
    },
    Inspired {
        unit: String,
    },
    ActiveFirst {
        unit: String,
    },
    BraveryDiffers {
        unit: String,
        known: u32,
        given: u32,
    },
    BraveryUnknown {
        unit: String,
    },
    // Sudden death.
    NotOutnumbered {
        side: usize,
        outnumbered: usize,
    },
    TargetNotNeeded,
    TerrainNotNeeded,
    NoTargetInArmy {
        objective: Objective,
    },
    TargetNeeded {
        objective: Objective,
    },
    NotATarget {
        objective: Objective,
        unit: String,
    },
    TerrainNeeded,
    // Victory points.
    VpRound {
        round: u32,
        now: u32,
    },
    VpAlready {
        side: usize,
        round: u32,
    },
    // Matched play (`docs/rules/sigmar-matched-play.md`).
    NoSeasonTables {
        season: String,
    },
    UnknownBattleplan {
        name: String,
        season: &'static str,
    },
    BattleplanChosen,
    UnknownObjective {
        kind: String,
        season: &'static str,
    },
    TooManyObjectives {
        kind: String,
        most: u32,
    },
    UnknownCard {
        name: String,
        season: &'static str,
    },
    CardTwice {
        name: String,
    },
    CardsChosen {
        side: usize,
    },
    NoCard {
        side: usize,
        card: usize,
        count: usize,
    },
    NoTier {
        tier: usize,
    },
    TacticDone {
        tactic: String,
    },
    TacticOrder {
        tactic: String,
        before: String,
    },
    CardThisTurn {
        card: String,
    },
    TacticSeized,
    CommandPick,
    CommandCost {
        command: &'static str,
        cost: u32,
        given: u32,
    },
    CostNeeded,
    CommandWindow {
        command: &'static str,
        phase: Phase,
        enemy: bool,
    },
    CommandAgain {
        command: String,
        phase: Phase,
    },
    UnitCommanded {
        unit: String,
    },
    NotEnoughCp {
        command: String,
        cost: u32,
        have: u32,
    },
    NoBattleplan {
        event: &'static str,
    },
    ControlGiven,
    ControlCount {
        given: usize,
        objectives: usize,
    },
    ControlUnasked,
    NotAsked {
        question: Question,
        battleplan: &'static str,
    },
    YesOrNo {
        value: u32,
    },
    VpBelowZero {
        total: i64,
        points: i64,
    },
}

impl Explain for Refusal {
    /// The stable code (`sigmar.battleshock.no_losses`).
    fn code(&self) -> &'static str {
        use Refusal::*;
        match self {
            PlayerCount { .. } => "sigmar.match.players",
            NotASigmarList => "sigmar.match.not_a_list",
            EmptyList => "sigmar.match.empty_list",
            UnknownUnit { .. } => "sigmar.match.unknown_unit",
            UnknownFaction { .. } => "sigmar.match.unknown_faction",
            UnknownRenown { .. } => "sigmar.match.unknown_renown",
            NotReinforceable { .. } => "sigmar.match.not_reinforceable",
            NoModels => "sigmar.match.no_models",
            ModesDiffer => "sigmar.match.modes_differ",
            NoSide { .. } => "sigmar.match.no_side",
            NoUnit { .. } => "sigmar.match.no_unit",
            NotNow { .. } => "sigmar.match.not_now",
            Blank => "sigmar.match.blank",
            Zero => "sigmar.match.zero",
            Twice => "sigmar.match.twice",
            RollRange { .. } => "sigmar.match.roll_range",
            UnitGone { .. } => "sigmar.unit.gone",
            NotOnBattlefield { .. } => "sigmar.unit.not_on_battlefield",
            OpenPlayOnly { .. } => "sigmar.match.open_play_only",
            MatchedPlayOnly { .. } => "sigmar.match.matched_play_only",
            DeployTurn { .. } => "sigmar.deploy.turn",
            DeployByDrops => "sigmar.deploy.by_drops",
            NoDrops => "sigmar.deploy.no_drops",
            AlreadyDeployed { .. } => "sigmar.deploy.already",
            NoDrop { .. } => "sigmar.deploy.no_drop",
            DropDeployed { .. } => "sigmar.deploy.drop_deployed",
            NotInDrop { .. } => "sigmar.deploy.not_in_drop",
            DropAllInReserve => "sigmar.deploy.drop_all_in_reserve",
            NothingDeployed => "sigmar.deploy.nothing_deployed",
            GeneralAlready { .. } => "sigmar.general.already",
            GeneralNotDeployed { .. } => "sigmar.general.not_deployed",
            GeneralNotLeader { .. } => "sigmar.general.not_a_leader",
            NoTriumph { .. } => "sigmar.triumph.none",
            TriumphRolled { .. } => "sigmar.triumph.rolled",
            TriumphSpent { .. } => "sigmar.triumph.spent",
            TriumphPermanent => "sigmar.triumph.permanent",
            TriumphNoUnit => "sigmar.triumph.no_unit",
            TriumphNeedsUnit => "sigmar.triumph.needs_unit",
            NotTheChooser { .. } => "sigmar.round.chooser",
            PhaseNotInMode { .. } => "sigmar.turn.phase_not_in_mode",
            PhaseBackwards { .. } => "sigmar.turn.phase_backwards",
            NotLastPhase { .. } => "sigmar.turn.not_last_phase",
            TestsPending { .. } => "sigmar.battleshock.pending",
            WrongPhase { .. } => "sigmar.turn.wrong_phase",
            NotYourTurn { .. } => "sigmar.turn.not_active",
            AlreadyMoved { .. } => "sigmar.movement.already",
            CannotCharge { .. } => "sigmar.charge.ran_or_retreated",
            AlreadyCharged { .. } => "sigmar.charge.already",
            GeneralSlain { .. } => "sigmar.command.general_slain",
            CommandUsed => "sigmar.command.used",
            NoDamagedModel { .. } => "sigmar.damage.no_damaged_model",
            NoFreshModel => "sigmar.damage.no_fresh_model",
            GeneralNotHere => "sigmar.damage.general_not_here",
            WoundsUnknown { .. } => "sigmar.damage.wounds_unknown",
            PicksUnused => "sigmar.damage.picks_unused",
            NothingToHeal => "sigmar.damage.nothing_to_heal",
            TooManyModels { .. } => "sigmar.damage.too_many_models",
            NotInReserve { .. } => "sigmar.unit.not_in_reserve",
            WoundsKnown { .. } => "sigmar.unit.wounds_known",
            AlreadyTested { .. } => "sigmar.battleshock.already",
            NoLosses { .. } => "sigmar.battleshock.no_losses",
            Inspired { .. } => "sigmar.battleshock.inspired",
            ActiveFirst { .. } => "sigmar.battleshock.active_first",
            BraveryDiffers { .. } => "sigmar.battleshock.bravery_differs",
            BraveryUnknown { .. } => "sigmar.battleshock.bravery_unknown",
            NotOutnumbered { .. } => "sigmar.sudden_death.not_outnumbered",
            TargetNotNeeded => "sigmar.sudden_death.target_not_needed",
            TerrainNotNeeded => "sigmar.sudden_death.terrain_not_needed",
            NoTargetInArmy { .. } => "sigmar.sudden_death.no_target",
            TargetNeeded { .. } => "sigmar.sudden_death.target_needed",
            NotATarget { .. } => "sigmar.sudden_death.not_a_target",
            TerrainNeeded => "sigmar.sudden_death.terrain_needed",
            VpRound { .. } => "sigmar.score.round",
            VpAlready { .. } => "sigmar.score.already",
            NoSeasonTables { .. } => "sigmar.battleplan.season",
            UnknownBattleplan { .. } => "sigmar.battleplan.unknown",
            BattleplanChosen => "sigmar.battleplan.already",
            UnknownObjective { .. } => "sigmar.battleplan.objective",
            TooManyObjectives { .. } => "sigmar.battleplan.objective_count",
            UnknownCard { .. } => "sigmar.tactic.unknown_card",
            CardTwice { .. } => "sigmar.tactic.card_twice",
            CardsChosen { .. } => "sigmar.tactic.cards_already",
            NoCard { .. } => "sigmar.tactic.no_card",
            NoTier { .. } => "sigmar.tactic.no_tier",
            TacticDone { .. } => "sigmar.tactic.done",
            TacticOrder { .. } => "sigmar.tactic.order",
            CardThisTurn { .. } => "sigmar.tactic.card_this_turn",
            TacticSeized => "sigmar.tactic.seized",
            CommandPick => "sigmar.command.pick",
            CommandCost { .. } => "sigmar.command.cost",
            CostNeeded => "sigmar.command.cost_needed",
            CommandWindow { .. } => "sigmar.command.window",
            CommandAgain { .. } => "sigmar.command.again",
            UnitCommanded { .. } => "sigmar.command.unit_again",
            NotEnoughCp { .. } => "sigmar.command.not_enough",
            NoBattleplan { .. } => "sigmar.score.no_battleplan",
            ControlGiven => "sigmar.score.control_given",
            ControlCount { .. } => "sigmar.score.control_count",
            ControlUnasked => "sigmar.score.control_unasked",
            NotAsked { .. } => "sigmar.score.not_asked",
            YesOrNo { .. } => "sigmar.score.yes_or_no",
            VpBelowZero { .. } => "sigmar.score.below_zero",
        }
    }

    /// The rule it enforces (`sigmar:S1-BS-1`; `sigmar:§2.4` where the digest numbers no
    /// rule; `muster:match-event` for the shape of an event).
    fn rule(&self) -> &'static str {
        use Refusal::*;
        match self {
            PlayerCount { .. } => "sigmar:S1-RND-1",
            NotASigmarList | ModesDiffer | OpenPlayOnly { .. } | MatchedPlayOnly { .. } => {
                "sigmar:two-games"
            }
            EmptyList => "sigmar:S1-ARMY-1",
            UnknownUnit { .. } | UnknownFaction { .. } => "sigmar:S1-ARMY-2",
            NoModels => "sigmar:S1-ARMY-3",
            UnknownRenown { .. } => "sigmar:S4-ROR-1",
            NotReinforceable { .. } => "sigmar:S4-RNF-2",
            NoSide { .. }
            | NoUnit { .. }
            | Blank
            | Zero
            | Twice
            | NoDrop { .. }
            | NotInDrop { .. }
            | NoDamagedModel { .. }
            | NoFreshModel
            | GeneralNotHere
            | PicksUnused
            | TooManyModels { .. }
            | TriumphNoUnit
            | TriumphNeedsUnit
            | TargetNotNeeded
            | TerrainNotNeeded
            | NoCard { .. }
            | NoTier { .. }
            | CommandPick
            | CommandCost { .. }
            | CostNeeded
            | ControlCount { .. }
            | NotAsked { .. }
            | YesOrNo { .. }
            | VpBelowZero { .. } => "muster:match-event",
            NotNow { stage, .. } => match stage {
                Stage::Territories => "sigmar:S1-SET-4",
                Stage::Deployment => "sigmar:S1-SET-5",
                Stage::General => "sigmar:S1-GEN-1",
                Stage::SuddenDeath | Stage::SeizeGround => "sigmar:S1-SD-1",
                Stage::Triumphs => "sigmar:S1-TRI-1",
                Stage::RollOff | Stage::FirstTurn => "sigmar:S1-RND-2",
                Stage::Turn => "sigmar:S1-RND-1",
                Stage::Over => "sigmar:S1-VIC-1",
            },
            RollRange { .. } => "sigmar:§2.10",
            UnitGone { .. } | NotOnBattlefield { .. } | NotInReserve { .. } => "sigmar:S1-ARMY-5",
            DeployTurn { .. } | AlreadyDeployed { .. } | NothingDeployed => "sigmar:S1-SET-5",
            DeployByDrops | NoDrops | DropDeployed { .. } | DropAllInReserve => "sigmar:S4-DROP-1",
            GeneralAlready { .. } | GeneralNotDeployed { .. } => "sigmar:S1-GEN-1",
            GeneralNotLeader { .. } => "sigmar:S4-GEN-2",
            NoTriumph { .. } | TriumphRolled { .. } => "sigmar:S1-TRI-1",
            TriumphSpent { .. } | TriumphPermanent => "sigmar:S1-TRI-2",
            NotTheChooser { .. } => "sigmar:S1-RND-2",
            PhaseNotInMode { .. }
            | PhaseBackwards { .. }
            | NotLastPhase { .. }
            | WrongPhase { .. }
            | NotYourTurn { .. } => "sigmar:§2.3",
            AlreadyMoved { .. } | CannotCharge { .. } | AlreadyCharged { .. } => "sigmar:§2.4",
            GeneralSlain { .. } => "sigmar:S1-IP-1",
            CommandUsed => "sigmar:S1-GEN-2",
            WoundsUnknown { .. } | NothingToHeal | WoundsKnown { .. } => "sigmar:S1-WND-1",
            TestsPending { .. }
            | AlreadyTested { .. }
            | NoLosses { .. }
            | Inspired { .. }
            | ActiveFirst { .. } => "sigmar:S1-BS-1",
            BraveryDiffers { .. } | BraveryUnknown { .. } => "sigmar:S1-BS-2",
            NotOutnumbered { .. } => "sigmar:S1-SD-1",
            NoTargetInArmy { objective }
            | TargetNeeded { objective }
            | NotATarget { objective, .. } => match objective {
                Objective::Assassinate => "sigmar:S1-SD-3",
                _ => "sigmar:S1-SD-4",
            },
            TerrainNeeded => "sigmar:S1-SD-6",
            VpRound { .. } | VpAlready { .. } => "sigmar:matched-victory-points",
            NoSeasonTables { .. } | UnknownBattleplan { .. } | BattleplanChosen => {
                "sigmar:MP-SET-1"
            }
            UnknownObjective { .. } | TooManyObjectives { .. } => "sigmar:MP-OBJ-4",
            UnknownCard { .. } => "sigmar:MP-BT-6",
            CardTwice { .. } | CardsChosen { .. } => "sigmar:MP-BT-1",
            TacticOrder { .. } => "sigmar:MP-BT-2",
            TacticDone { .. } | CardThisTurn { .. } => "sigmar:MP-BT-3",
            TacticSeized => "sigmar:MP-PRI-3",
            NotEnoughCp { .. } => "sigmar:MP-CMD-1",
            CommandAgain { .. } | UnitCommanded { .. } => "sigmar:MP-CMD-2",
            CommandWindow { .. } => "sigmar:MP-CMD-4",
            NoBattleplan { .. } | ControlGiven => "sigmar:MP-BP-1",
            ControlUnasked => "sigmar:MP-OBJ-5",
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
