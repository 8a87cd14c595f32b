//! What the players record: one event per thing that happened at the table.

use super::season::{Command, Question};
use serde::{Deserialize, Serialize};

/// A phase of a turn, in order (digest §2.3). Open play's sixth phase is the battleshock
/// phase of the core rules; matched play's is the end of turn: fourth edition has no
/// Bravery and no battleshock (digest "Two games, not one"), and its turn closes with an
/// end-of-turn phase instead [GK].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarPhase"))]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Cast spells, use hero-phase abilities and the general's command ability.
    Hero,
    /// Move, run or retreat.
    Movement,
    /// Attack with missile weapons.
    Shooting,
    /// Charge.
    Charge,
    /// Pile in and attack with melee weapons.
    Combat,
    /// Open play: test Bravery (S1-BS-1).
    Battleshock,
    /// Matched play: the end of the turn.
    EndOfTurn,
}

/// The sudden-death objectives (S1-SD-3…6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarObjective"))]
#[serde(rename_all = "snake_case")]
pub enum Objective {
    /// Asesinar: slay an enemy HERO, WIZARD, PRIEST or MONSTER unit the opponent picks.
    Assassinate,
    /// Diezmar: wipe out an enemy unit of 5 or more models the opponent picks.
    Blunt,
    /// Resistir: keep a model that began on the battlefield in play to the end of round 6.
    Endure,
    /// Conquistar: hold a terrain feature in enemy territory at the end of round 4.
    SeizeGround,
}

/// A triumph of the triumph table (S1-TRI-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarTriumph"))]
#[serde(rename_all = "snake_case")]
pub enum Triumph {
    /// 1–2: once per battle, change one die to any result.
    Blessed,
    /// 3–4: re-roll the failed hit rolls of one unit in one combat phase.
    Inspired,
    /// 5–6: the general's Wounds +1.
    Empowered,
}

/// A model of a unit the owner chooses (S1-WND-1: the defender allocates; S1-BS-2: the
/// owner chooses who flees).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarModelPick"))]
#[serde(rename_all = "snake_case")]
pub enum ModelPick {
    /// A damaged model: its place in the unit's `damaged` list as it stood before the event.
    Damaged(usize),
    /// A model without damage (not the general).
    Fresh,
    /// The general's model.
    General,
}

/// How models left play (S1-VIC-2: all of them are casualties).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarRemoval"))]
#[serde(rename_all = "snake_case")]
pub enum Removal {
    /// Slain (Deadly terrain, an ability): counts for this turn's battleshock test.
    Slain,
    /// Fled (an ability; a battleshock test's flight is worked out by `battleshock`).
    Fled,
    /// Removed from play otherwise.
    Removed,
}

/// One thing that happened at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
// In a match file and on the wire an event is written flat, `{"type": "deploy", …}`
// (`Entry`), which is what the UI's type says.
#[cfg_attr(feature = "ts", ts(tag = "type"))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum SigmarEvent {
    /// S1-SET-1: the Mortal Realm the battle is fought in (optional, before round 1).
    Realm {
        /// The realm, in the players' words.
        realm: String,
    },
    /// S1-SET-4: the territories roll-off, a D6 per side; a tie rolls again. The winner
    /// splits the battlefield and deploys first.
    Territories {
        /// The D6 of side 0 and side 1.
        rolls: [u8; 2],
    },
    /// S1-SET-5, open play: one unit set up; the players alternate.
    Deploy {
        /// Who deploys.
        side: usize,
        /// The unit.
        unit: usize,
    },
    /// S4-DROP-1, matched play: one drop set up (a regiment, the Regiment of Renown or an
    /// auxiliary unit); the players alternate.
    DeployDrop {
        /// Who deploys.
        side: usize,
        /// The drop (its place in the side's `drops`).
        drop: usize,
        /// Units of the drop left in reserve.
        #[serde(default)]
        reserve: Vec<usize>,
    },
    /// S1-SET-5: a player has set up every unit they want; the rest stay in reserve.
    DoneDeploying {
        /// Who.
        side: usize,
    },
    /// S1-GEN-1: the general, a model of a deployed unit.
    General {
        /// Whose.
        side: usize,
        /// The unit the model belongs to.
        unit: usize,
    },
    /// S1-SD-1: the outnumbered player's sudden-death objective (`null`: none). For
    /// Assassinate and Blunt, `target` is the enemy unit the opponent picked; for Seize
    /// Ground, `terrain` names the feature in enemy territory.
    SuddenDeath {
        /// The outnumbered player.
        side: usize,
        /// The objective, or `null` to play without one.
        objective: Option<Objective>,
        /// Assassinate, Blunt: the opponent's unit.
        #[serde(default)]
        target: Option<usize>,
        /// Seize Ground: the terrain feature.
        #[serde(default)]
        terrain: Option<String>,
    },
    /// S1-TRI-1: a player whose army won a major victory in its last battle rolls a D6.
    Triumph {
        /// Who.
        side: usize,
        /// The D6.
        roll: u8,
    },
    /// S1-RND-2: the roll-off at the start of a battle round, a D6 per side; a tie rolls
    /// again. The winner chooses who takes the first turn.
    RollOff {
        /// The D6 of side 0 and side 1.
        rolls: [u8; 2],
    },
    /// Who takes the first turn of the round, chosen by `side`.
    FirstTurn {
        /// Who chooses.
        side: usize,
        /// Who goes first.
        first: usize,
    },
    /// The turn moves on to a later phase (never back).
    Phase {
        /// The phase now.
        phase: Phase,
    },
    /// The active player's turn ends (from its last phase).
    EndTurn,
    /// Movement phase: the unit ran.
    Ran {
        /// The active side.
        side: usize,
        /// The unit.
        unit: usize,
    },
    /// Movement phase: the unit retreated.
    Retreated {
        /// The active side.
        side: usize,
        /// The unit.
        unit: usize,
    },
    /// Charge phase: the unit made a charge move.
    Charged {
        /// The active side.
        side: usize,
        /// The unit.
        unit: usize,
    },
    /// Wounds inflicted on a unit by one attacking unit, or mortal wounds (S1-WND-1,
    /// S1-MW-1): the owner puts them on one model until it dies, then the next.
    Damage {
        /// The unit's side.
        side: usize,
        /// The unit.
        unit: usize,
        /// The wounds.
        wounds: u32,
        /// Mortal wounds (no save rolls); allocated the same way.
        #[serde(default)]
        mortal: bool,
        /// The models the owner feeds the wounds to, in order; when the list runs out,
        /// damaged models first, then fresh ones, the general last.
        #[serde(default)]
        onto: Vec<ModelPick>,
    },
    /// Wounds healed on one model (slain models cannot be healed).
    Heal {
        /// The unit's side.
        side: usize,
        /// The unit.
        unit: usize,
        /// The wounds healed.
        wounds: u32,
        /// The model (a damaged one, or the general); the first damaged model when left out.
        #[serde(default)]
        model: Option<ModelPick>,
    },
    /// Models taken out of play without wounds (Deadly terrain, an ability).
    Remove {
        /// The unit's side.
        side: usize,
        /// The unit.
        unit: usize,
        /// How many.
        models: u32,
        /// Slain, fled or removed.
        how: Removal,
        /// Which models, in order; when the list runs out, damaged models first, then fresh
        /// ones, the general last.
        #[serde(default)]
        picks: Vec<ModelPick>,
    },
    /// Models added to a unit in play (reinforcements, reincarnation): casualties when
    /// lost, never part of the starting size (S1-VIC-2).
    AddModels {
        /// The unit's side.
        side: usize,
        /// The unit.
        unit: usize,
        /// How many.
        models: u32,
    },
    /// A new unit summoned onto the battlefield (S1-VIC-2: added models).
    Summon {
        /// Whose.
        side: usize,
        /// Its name.
        name: String,
        /// Its models.
        models: u32,
        /// Wounds per model, when known.
        #[serde(default)]
        wounds: Option<u32>,
        /// Bravery, when known.
        #[serde(default)]
        bravery: Option<u32>,
    },
    /// A unit left in reserve comes onto the battlefield; its models count as added.
    Arrive {
        /// Whose.
        side: usize,
        /// The unit.
        unit: usize,
    },
    /// The Wounds characteristic of a unit's models, where neither the list nor the data
    /// gives it.
    SetWounds {
        /// The unit's side.
        side: usize,
        /// The unit.
        unit: usize,
        /// Wounds per model.
        wounds: u32,
    },
    /// S1-BS-1/2, open play's battleshock phase: a unit that lost models this turn tests;
    /// the engine works out how many flee.
    Battleshock {
        /// The unit's side.
        side: usize,
        /// The unit.
        unit: usize,
        /// The D6.
        roll: u8,
        /// The unit's Bravery, where the list does not give it.
        #[serde(default)]
        bravery: Option<u32>,
        /// Bravery modifiers (Inspiring terrain +1, Sinister −1).
        #[serde(default)]
        modifier: i32,
        /// Which models flee, in order (the owner's choice; damaged models first otherwise).
        #[serde(default)]
        flee: Vec<ModelPick>,
    },
    /// S1-IP-1: in your hero phase your general's command ability makes one friendly unit
    /// skip battleshock tests until your next hero phase.
    InspiringPresence {
        /// The active side.
        side: usize,
        /// The unit.
        unit: usize,
    },
    /// S1-GEN-2: another command ability of the general's warscroll.
    CommandAbility {
        /// The active side.
        side: usize,
        /// The ability, in the players' words.
        ability: String,
    },
    /// A once-per-battle triumph spent (Blessed; Inspired in a combat phase, on a unit).
    UseTriumph {
        /// Whose.
        side: usize,
        /// Inspired: the unit that re-rolls.
        #[serde(default)]
        unit: Option<usize>,
    },
    /// S1-SD-6, at the end of round 4: whether a friendly model is within 3" of the
    /// chosen terrain feature.
    SeizeGround {
        /// The outnumbered player.
        side: usize,
        /// Held.
        held: bool,
    },
    /// Matched play: victory points a player scored in a battle round.
    VictoryPoints {
        /// Who.
        side: usize,
        /// The battle round.
        round: u32,
        /// The points.
        points: u32,
    },
    /// The players end the game (S1-SD-7: no round limit); the result is worked out.
    EndGame,
    /// Matched play, before round 1: the battleplan the players pick from the season's
    /// (MP-SET-1), with the objectives on the table by type (the battlepack's when empty).
    Battleplan {
        /// Its name.
        battleplan: String,
        /// The objectives' types, one per objective on the map.
        #[serde(default)]
        objectives: Vec<String>,
    },
    /// Matched play, before round 1: the battleplan rolled as the book does, a D6 for the
    /// table (1–3 table 1) and a D6 for the battleplan on it (MP-SET-1).
    BattleplanRoll {
        /// The table's D6 and the battleplan's D6.
        rolls: [u8; 2],
        /// The objectives' types, one per objective on the map.
        #[serde(default)]
        objectives: Vec<String>,
    },
    /// Matched play, before round 1: a player's battle tactic cards, by name (MP-BT-1; the
    /// list holds none, so the player names them at set-up).
    TacticCards {
        /// Whose.
        side: usize,
        /// The cards' names, each once.
        cards: Vec<String>,
    },
    /// Matched play: command points spent on a command (MP-CMD-1): a core command or
    /// another, by name, with the cost the player gives.
    Command {
        /// Who spends.
        side: usize,
        /// A core command (MP-CMD-4).
        #[serde(default)]
        command: Option<Command>,
        /// Or another command's name (a warscroll's, a faction's).
        #[serde(default)]
        other: Option<String>,
        /// The other command's cost.
        #[serde(default)]
        cost: Option<u32>,
        /// The unit that uses it, where the players say (each unit one command a phase).
        #[serde(default)]
        unit: Option<usize>,
        /// The ability that lets this command be used again this phase (MP-CMD-3), in the
        /// players' words.
        #[serde(default)]
        exception: Option<String>,
    },
    /// Matched play, the active player's end of turn: who controls each objective (`null`:
    /// nobody) and the battleplan's other questions answered; the battleplan scores
    /// (MP-BP-1, MP-OBJ-5).
    Control {
        /// Per objective on the table, its controller.
        held: Vec<Option<usize>>,
        /// The battleplan's questions the active player answers (yes, or a count).
        #[serde(default)]
        answers: Vec<Answer>,
    },
    /// Matched play, the active player's end of turn: a battle tactic completed, the next
    /// on one of their cards (MP-BT-2, MP-BT-3).
    Tactic {
        /// Who.
        side: usize,
        /// The card (its place among the side's cards).
        card: usize,
        /// 0 Affray, 1 Strike, 2 Domination.
        tier: usize,
    },
    /// Matched play: victory points added or taken away for what the tracker cannot know,
    /// with the reason (kept in the log).
    AdjustVp {
        /// Whose.
        side: usize,
        /// The points, negative to take away.
        points: i64,
        /// Why, in the players' words.
        reason: String,
    },
}

/// An answer to a battleplan's question.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarAnswer"))]
#[serde(deny_unknown_fields)]
pub struct Answer {
    /// The question.
    pub question: Question,
    /// 1 for yes (0 no), or the count the question asks for.
    pub value: u32,
}
