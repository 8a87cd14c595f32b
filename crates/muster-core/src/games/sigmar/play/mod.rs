//! Age of Sigmar matches (digest §1.2–1.4 and §2): the state a tracker shows, the events
//! that change it and the rules that allow or refuse each one.
//!
//! The tracker cannot see the table: the players record what happened (roll-offs, units
//! set up, phases, wounds, tests) and the engine keeps the state, works out what the rules
//! work out (who deploys and who chooses, wound allocation model by model, battleshock,
//! sudden-death eligibility and progress, the result) and refuses what the rules forbid.
//! Where the list and the data lack a value (Wounds, Bravery) the players give it.
//!
//! Both modes share the skeleton (deployment, rounds of two turns, six phases, wounds);
//! open play adds the core rules' general, sudden death, triumphs, battleshock and
//! Inspiring Presence; matched play deploys by drops (S4-DROP-1), shows the auxiliary
//! command-point bonus (S4-AUX-2) and scores victory points the players record.
//!
//! - `events`: the events; `state`: the state and its bookkeeping; `army`: each list's
//!   units as a match starts (sizes, Wounds, Bravery, drops, the list's general);
//! - `setup`: the pre-game events (S1-SET-*, S1-GEN-1, S1-TRI-*);
//! - `round`: roll-offs, turns, phases, movement and charge flags, command abilities;
//! - `damage`: wounds, healing, casualties, added models (S1-WND-1, S1-MW-1, S1-VIC-2);
//! - `battleshock`: the test (S1-BS-*); `sudden_death`: eligibility and progress (S1-SD-*);
//! - `score`: the end of the game (S1-VIC-*, matched victory points);
//! - `refusals`: every refusal's code and rule; `words`: its message and help, English and
//!   Spanish side by side.
//!
//! Sides and units are numbered from 0: `side` is the player's place in the set-up; `unit`
//! is a flat index into that player's list: open play its `units` in order; matched play
//! regiment by regiment (each leader before its units), then the Regiment of Renown's
//! units, then the auxiliary units. Summoned units are added after them.

mod army;
mod battleshock;
mod damage;
mod events;
mod matched;
mod refusals;
mod round;
mod rules;
mod score;
pub mod season;
mod setup;
mod state;
mod sudden_death;
mod words;

#[cfg(test)]
mod tests;

pub use battleshock::battleshock_test;
pub use events::{Answer, ModelPick, Objective, Phase, Removal, SigmarEvent, Triumph};
pub use matched::battleplan;
pub use refusals::Refusal;
pub use rules::PLAYERS;
pub use score::is_major_victory;
pub use setup::TRIUMPHS;
pub use state::{
    BattleshockTest, CardState, Drop, DropKind, Ending, General, Income, Location, Losses, Matched,
    MatchedSide, ObjectiveState, Scored, Side, SigmarMatch, Spend, Stage, SuddenDeath,
    TriumphState, Turn, UnitState, VpSource, When,
};
pub use sudden_death::assassinate_target;
pub use words::{income_words, line_words, question_words, scored_words, tier_name};

use super::catalog::Catalog;
use super::list::SigmarList;
use crate::diagnostic::{Diagnostic, Explain};
use crate::lang::Lang;
use crate::matches::{Outcome, Play, SideScore};
use rules::Refused;
use serde::{Deserialize, Serialize};

/// What an Age of Sigmar match starts from: the two players, their lists and the
/// options.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct SigmarSetup {
    /// The two players, first the one who created the match.
    pub players: Vec<SetupPlayer>,
    /// Readings of rules the digest leaves open.
    #[serde(default)]
    pub options: PlayOptions,
}

/// A player and the list they play.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarSetupPlayer"))]
#[serde(deny_unknown_fields)]
pub struct SetupPlayer {
    /// The player's name.
    pub name: String,
    /// Their list (open or matched, as the other player's).
    pub list: SigmarList,
    /// Open play: the army won a major victory in its previous battle, so it rolls for a
    /// triumph (S1-TRI-1).
    #[serde(default)]
    pub last_major_victory: bool,
}

/// The match's options.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarPlayOptions"))]
#[serde(deny_unknown_fields)]
pub struct PlayOptions {
    /// Round 1 starts with a roll-off, as every later round, instead of the choice of the
    /// player who finished deploying first (S1-RND-2; off by default).
    #[serde(default)]
    pub round1_rolloff: bool,
}

/// Age of Sigmar matches.
impl Play for super::Sigmar {
    const ID: &'static str = <super::Sigmar as crate::game::Game>::ID;
    const PLAYERS: std::ops::RangeInclusive<usize> = PLAYERS..=PLAYERS;
    type Catalog = Catalog;
    type Setup = SigmarSetup;
    type Event = SigmarEvent;
    type State = SigmarMatch;

    fn start(
        setup: &SigmarSetup,
        catalog: &Catalog,
        lang: Lang,
    ) -> Result<SigmarMatch, Vec<Diagnostic>> {
        army::start(setup, catalog, lang)
    }

    fn apply(state: &mut SigmarMatch, event: &SigmarEvent, lang: Lang) -> Result<(), Diagnostic> {
        apply(state, event).map_err(|(refusal, path)| refusal.diagnostic(path, lang))
    }

    fn outcome(state: &SigmarMatch, lang: Lang) -> Option<Outcome> {
        score::outcome(state, lang)
    }

    fn scores(state: &SigmarMatch, lang: Lang) -> Vec<SideScore> {
        score::scores(state, lang)
    }
}

/// Applies one event, or says why not (and where in the event).
fn apply(state: &mut SigmarMatch, event: &SigmarEvent) -> Result<(), Refused> {
    use SigmarEvent as E;
    match event {
        E::Realm { realm } => setup::realm(state, realm),
        E::Territories { rolls } => setup::territories(state, *rolls),
        E::Deploy { side, unit } => setup::deploy(state, *side, *unit),
        E::DeployDrop {
            side,
            drop,
            reserve,
        } => setup::deploy_drop(state, *side, *drop, reserve),
        E::DoneDeploying { side } => setup::done_deploying(state, *side),
        E::General { side, unit } => setup::general(state, *side, *unit),
        E::SuddenDeath {
            side,
            objective,
            target,
            terrain,
        } => sudden_death::choose(state, *side, *objective, *target, terrain.as_deref()),
        E::Triumph { side, roll } => setup::triumph(state, *side, *roll),
        E::RollOff { rolls } => round::roll_off(state, *rolls),
        E::FirstTurn { side, first } => round::first_turn(state, *side, *first),
        E::Phase { phase } => round::phase(state, *phase),
        E::EndTurn => round::end_turn(state),
        E::Ran { side, unit } => round::moved(state, *side, *unit, false),
        E::Retreated { side, unit } => round::moved(state, *side, *unit, true),
        E::Charged { side, unit } => round::charged(state, *side, *unit),
        E::Damage {
            side,
            unit,
            wounds,
            mortal: _,
            onto,
        } => damage::damage(state, *side, *unit, *wounds, onto),
        E::Heal {
            side,
            unit,
            wounds,
            model,
        } => damage::heal(state, *side, *unit, *wounds, *model),
        E::Remove {
            side,
            unit,
            models,
            how,
            picks,
        } => damage::remove(state, *side, *unit, *models, *how, picks),
        E::AddModels { side, unit, models } => damage::add_models(state, *side, *unit, *models),
        E::Summon {
            side,
            name,
            models,
            wounds,
            bravery,
        } => damage::summon(state, *side, name, *models, *wounds, *bravery),
        E::Arrive { side, unit } => damage::arrive(state, *side, *unit),
        E::SetWounds { side, unit, wounds } => damage::set_wounds(state, *side, *unit, *wounds),
        E::Battleshock {
            side,
            unit,
            roll,
            bravery,
            modifier,
            flee,
        } => battleshock::test(state, *side, *unit, *roll, *bravery, *modifier, flee),
        E::InspiringPresence { side, unit } => round::inspiring_presence(state, *side, *unit),
        E::CommandAbility { side, ability } => round::command_ability(state, *side, ability),
        E::UseTriumph { side, unit } => round::use_triumph(state, *side, *unit),
        E::SeizeGround { side, held } => sudden_death::seize_ground(state, *side, *held),
        E::VictoryPoints {
            side,
            round,
            points,
        } => score::victory_points(state, *side, *round, *points),
        E::EndGame => score::end_game(state),
        E::Battleplan {
            battleplan,
            objectives,
        } => matched::pick_battleplan(state, Some(battleplan), None, objectives),
        E::BattleplanRoll { rolls, objectives } => {
            matched::pick_battleplan(state, None, Some(*rolls), objectives)
        }
        E::TacticCards { side, cards } => matched::tactic_cards(state, *side, cards),
        E::Command {
            side,
            command,
            other,
            cost,
            unit,
            exception,
        } => matched::command(
            state,
            *side,
            *command,
            other.as_deref(),
            *cost,
            *unit,
            exception.as_deref(),
        ),
        E::Control { held, answers } => matched::control(state, held, answers),
        E::Tactic { side, card, tier } => matched::tactic(state, *side, *card, *tier),
        E::AdjustVp {
            side,
            points,
            reason,
        } => matched::adjust(state, *side, *points, reason),
    }?;
    state.refresh_counts();
    sudden_death::settle(state);
    Ok(())
}
