//! Matched play's season tables (`docs/rules/sigmar-matched-play.md`, ids `MP-*`): the
//! battlepack's objectives, the battleplans with how each scores at the end of a turn, the
//! battle tactic cards with their three tactics, the ten core commands and their costs.
//!
//! Every name and number here is a fact of the digest, which names each one's source: the
//! cards are BSData's (`Age of Sigmar 4.0.gst`, MP-BT-6), the 2025-26 battleplans a saved
//! copy of the community rules reference (§6.2), the 2026-27 ones community data (§6.1).
//! No rule text: a scoring line is a test the engine can work out from who controls what,
//! or a question the players answer. The 2024-25 season has no table here (§6.3, §7.1 are
//! a different scheme whose objective counts and tactics are not found): its players type
//! their victory points.

use serde::{Deserialize, Serialize};

/// A battle lasts 5 battle rounds (MP-END-1).
pub const LAST_ROUND: u32 = 5;
/// Command points each player gets at the start of a battle round (MP-CP-1).
pub const CP_EACH_ROUND: u32 = 4;
/// The underdog's extra command point (MP-CP-2), and the one for fewer auxiliary units
/// (MP-CP-3).
pub const CP_BONUS: u32 = 1;
/// 2025-26: a seizing player's opponent stays underdog unless they lead by this many
/// victory points or more (MP-PRI-3).
pub const SEIZE_LEAD: u32 = 11;

/// A question a battleplan's scoring line asks the players, where the tracker cannot see
/// the table (MP-OBJ-5, §6.1 notes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarQuestion"))]
#[serde(rename_all = "snake_case")]
pub enum Question {
    /// Seize the Embers: used Back to Base Camp this turn.
    BackToBaseCamp,
    /// What's Yours Is Ours: controls the coveted pair.
    CovetedPair,
    /// Avalanche of Ash: at most one objective left, and controls enemy terrain.
    EnemyTerrain,
    /// Avalanche of Ash: no objective left, and controls more terrain than the opponent.
    MoreTerrain,
    /// Treacherous Ground: controls at least one stable objective.
    StableOne,
    /// Treacherous Ground: controls at least two stable objectives.
    StableTwo,
    /// Treacherous Ground: controls more stable objectives than the opponent.
    StableMore,
    /// Power of the Realms, Lifecycle: controls the primary objective.
    Primary,
    /// Power of the Realms: controls at least two secondary objectives.
    SecondaryTwo,
    /// Lifecycle: how many secondary objectives it controls (points per objective).
    Secondaries,
    /// Linked Ley Lines: controls every objective of a linked ley line.
    LeyLine,
    /// The Liferoots: has more liferoot points than the opponent.
    MoreLiferoot,
}

impl Question {
    /// Whether the answer is a count (points per each) rather than yes or no.
    pub fn counts(self) -> bool {
        self == Question::Secondaries
    }
}

/// What a scoring line asks of the active player's position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarTest"))]
#[serde(tag = "test", rename_all = "snake_case")]
pub enum Test {
    /// Controls at least `n` objectives.
    AtLeast {
        /// How many.
        n: u32,
    },
    /// Controls more objectives than the opponent.
    More,
    /// Controls both objectives of some type that has two on the table (MP-OBJ-4).
    Pair,
    /// Controls at least one objective of this type.
    OfKind {
        /// The type.
        kind: &'static str,
    },
    /// Points for each objective of this type it controls.
    PerKind {
        /// The type.
        kind: &'static str,
    },
    /// Controls at least one objective of each of these types.
    EachOf {
        /// The types.
        kinds: &'static [&'static str],
    },
    /// Controls an objective the opponent controlled at the start of the turn.
    Took,
    /// The players' answer.
    Ask {
        /// The question.
        question: Question,
    },
}

/// Which battle rounds a line scores in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarRounds"))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Rounds {
    /// Every round.
    All,
    /// These rounds only.
    Only {
        /// The rounds.
        rounds: &'static [u32],
    },
    /// This round and later.
    From {
        /// The first round.
        round: u32,
    },
}

impl Rounds {
    /// Whether round `round` is one of them.
    pub fn contains(self, round: u32) -> bool {
        match self {
            Rounds::All => true,
            Rounds::Only { rounds } => rounds.contains(&round),
            Rounds::From { round: from } => round >= from,
        }
    }
}

/// One scoring line of a battleplan: `vp` when `test` holds in `rounds`, at the end of the
/// active player's turn, or once at the end of the battle (MP-BP-1, MP-END-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarLine"))]
pub struct Line {
    /// The victory points.
    pub vp: u32,
    /// What it asks.
    pub test: Test,
    /// When.
    pub rounds: Rounds,
    /// Scored once when the battle ends instead of at the end of each turn.
    pub at_end: bool,
}

const fn line(vp: u32, test: Test) -> Line {
    Line {
        vp,
        test,
        rounds: Rounds::All,
        at_end: false,
    }
}

const fn when(vp: u32, test: Test, rounds: Rounds) -> Line {
    Line {
        vp,
        test,
        rounds,
        at_end: false,
    }
}

const fn ask(vp: u32, question: Question) -> Line {
    line(vp, Test::Ask { question })
}

const ONE: Test = Test::AtLeast { n: 1 };
const TWO: Test = Test::AtLeast { n: 2 };

/// A battleplan of a season's two tables (MP-SET-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarBattleplan"))]
pub struct Battleplan {
    /// Its name, as the sources spell it.
    pub name: &'static str,
    /// Table 1 or 2.
    pub table: u8,
    /// 1 to 6 on its table.
    pub roll: u8,
    /// How many objectives its map has, where a source counts them (§6.2: community data).
    pub objectives: Option<u32>,
    /// Its scoring lines.
    pub lines: &'static [Line],
}

/// A battle tactic card: three tactics, completed in order (MP-BT-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarTacticCard"))]
pub struct Card {
    /// The card's name (BSData's spelling).
    pub name: &'static str,
    /// Affray, Strike and Domination, by name.
    pub tactics: [&'static str; 3],
    /// The card asks for a choice at the start of the battle (MP-SET-4).
    pub setup_choice: bool,
}

/// A season's matched-play tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarSeason"))]
pub struct Season {
    /// The season id (`ghb-2026-27`).
    pub id: &'static str,
    /// The battlepack's objectives by type, with how many of each (MP-OBJ-4).
    pub objectives: &'static [(&'static str, u32)],
    /// Its battleplans, table 1 then table 2, each by its roll.
    pub battleplans: &'static [Battleplan],
    /// Its battle tactic cards (MP-BT-6).
    pub cards: &'static [Card],
    /// Victory points per completed tactic (MP-BT-4).
    pub tactic_vp: u32,
    /// The tactic value is community data, not the reference's (MP-BT-4).
    pub tactic_vp_community: bool,
    /// Seizing the initiative bars tactics and swaps the underdog (MP-PRI-3: 2025-26 only).
    pub seize: bool,
}

const fn plan(
    name: &'static str,
    n: u8,
    objectives: Option<u32>,
    lines: &'static [Line],
) -> Battleplan {
    Battleplan {
        name,
        table: if n <= 6 { 1 } else { 2 },
        roll: if n <= 6 { n } else { n - 6 },
        objectives,
        lines,
    }
}

const fn card(name: &'static str, tactics: [&'static str; 3], setup_choice: bool) -> Card {
    Card {
        name,
        tactics,
        setup_choice,
    }
}

/// 3 for one, 3 for two, 4 for more than the opponent: the commonest 2026-27 lines (§6.1).
const THREE_THREE_FOUR: &[Line] = &[line(3, ONE), line(3, TWO), line(4, Test::More)];

/// 2026-27 (`ghb-2026-27`): digest §6.1 (COMM-2627, AOSM), cards MP-BT-6, 5 VP per tactic
/// from community sources (MP-BT-4).
const SEASON_2026_27: Season = Season {
    id: "ghb-2026-27",
    objectives: &[
        ("Sun Seekers", 2),
        ("Golden Lions", 2),
        ("Heidenhain", 1),
        ("Scions of the Comet", 1),
    ],
    battleplans: &[
        plan("Into the Fire", 1, None, THREE_THREE_FOUR),
        plan(
            "Bloodstained Coasts",
            2,
            None,
            &[
                line(3, ONE),
                line(3, TWO),
                when(4, Test::More, Rounds::Only { rounds: &[1] }),
                when(4, Test::Took, Rounds::From { round: 2 }),
            ],
        ),
        plan(
            "Avalanche of Ash",
            3,
            None,
            &[
                line(3, ONE),
                line(3, TWO),
                line(4, Test::More),
                ask(3, Question::EnemyTerrain),
                ask(7, Question::MoreTerrain),
            ],
        ),
        plan(
            "Caverns of Slaughter",
            4,
            None,
            &[line(3, ONE), line(3, TWO), line(4, Test::Pair)],
        ),
        plan(
            "What's Yours Is Ours",
            5,
            None,
            &[
                line(3, ONE),
                ask(3, Question::CovetedPair),
                line(4, Test::More),
            ],
        ),
        plan("Hidden Under Ash-Clouds", 6, None, THREE_THREE_FOUR),
        plan(
            "Warped Ruins",
            7,
            None,
            &[line(3, ONE), line(3, Test::Pair), line(4, Test::More)],
        ),
        plan(
            "Curse of the Gnaw",
            8,
            None,
            &[
                line(
                    3,
                    Test::OfKind {
                        kind: "Golden Lions",
                    },
                ),
                line(
                    3,
                    Test::OfKind {
                        kind: "Sun Seekers",
                    },
                ),
                line(4, Test::More),
            ],
        ),
        plan(
            "Seize the Embers",
            9,
            None,
            &[
                line(3, ONE),
                when(3, TWO, Rounds::Only { rounds: &[1] }),
                when(
                    3,
                    Test::Ask {
                        question: Question::BackToBaseCamp,
                    },
                    Rounds::From { round: 2 },
                ),
                line(4, Test::More),
            ],
        ),
        plan(
            "Treacherous Ground",
            10,
            None,
            &[
                ask(3, Question::StableOne),
                ask(3, Question::StableTwo),
                ask(4, Question::StableMore),
            ],
        ),
        plan("Escape from the Coast", 11, None, THREE_THREE_FOUR),
        plan(
            "Power of the Realms",
            12,
            None,
            &[
                ask(3, Question::Primary),
                ask(3, Question::SecondaryTwo),
                line(4, Test::More),
            ],
        ),
    ],
    cards: &[
        card(
            "Blazing Onslaught",
            ["Master of Arms", "Break Their Defences", "No Survivors"],
            true,
        ),
        card(
            "Siege of Ashes",
            ["Form a Wall", "Outpost Territory", "Repel the Attackers"],
            false,
        ),
        card(
            "Burning for Vengeance",
            ["Search Every Inch", "Quick Pursuit", "Bring Them In"],
            true,
        ),
        card(
            "Legend of the Parch",
            ["Daring Rescue", "Command from the Front", "Hero of Legend"],
            false,
        ),
        card(
            "Flanking Firestorm",
            ["Ambuscade", "Surround the Enemy", "Claim What's Yours"],
            false,
        ),
        card(
            "Smokescreen",
            ["Keep the Enemy Close", "Feign Weakness", "Execute the Plan"],
            false,
        ),
    ],
    tactic_vp: 5,
    tactic_vp_community: true,
    seize: false,
};

/// 5 for one, 3 for two, 2 for more than the opponent: the commonest 2025-26 lines (§6.2).
const FIVE_THREE_TWO: &[Line] = &[line(5, ONE), line(3, TWO), line(2, Test::More)];
/// 5 for one, 3 for a pair, 2 for more than the opponent (§6.2).
const FIVE_PAIR_TWO: &[Line] = &[line(5, ONE), line(3, Test::Pair), line(2, Test::More)];

/// 2025-26 (`ghb-2025-26`): digest §6.2 (HB-BP; objective counts COMM-OBJ), cards MP-BT-6,
/// 5 VP per tactic (HB-BT), seizing the initiative (MP-PRI-3).
const SEASON_2025_26: Season = Season {
    id: "ghb-2025-26",
    objectives: &[
        ("Oakenbrow", 2),
        ("Gnarlroot", 2),
        ("Winterleaf", 1),
        ("Heartwood", 1),
    ],
    battleplans: &[
        plan(
            "Passing Seasons",
            1,
            Some(4),
            &[
                when(
                    5,
                    Test::PerKind { kind: "Gnarlroot" },
                    Rounds::Only { rounds: &[1, 3, 5] },
                ),
                when(
                    5,
                    Test::PerKind { kind: "Oakenbrow" },
                    Rounds::Only { rounds: &[2, 4] },
                ),
            ],
        ),
        plan("Paths of the Fey", 2, Some(5), FIVE_THREE_TWO),
        plan("Roiling Roots", 3, Some(6), FIVE_PAIR_TWO),
        plan("Cyclic Shifts", 4, Some(6), FIVE_THREE_TWO),
        plan("Surge of Slaughter", 5, Some(5), FIVE_PAIR_TWO),
        plan(
            "Linked Ley Lines",
            6,
            Some(5),
            &[
                line(3, ONE),
                line(3, TWO),
                line(2, Test::Pair),
                ask(2, Question::LeyLine),
            ],
        ),
        plan(
            "Noxious Nexus",
            7,
            Some(3),
            &[
                line(5, Test::OfKind { kind: "Oakenbrow" }),
                line(3, Test::OfKind { kind: "Gnarlroot" }),
                line(2, Test::OfKind { kind: "Heartwood" }),
                Line {
                    vp: 10,
                    test: Test::OfKind { kind: "Heartwood" },
                    rounds: Rounds::All,
                    at_end: true,
                },
            ],
        ),
        plan(
            "The Liferoots",
            8,
            Some(2),
            &[line(5, ONE), line(3, TWO), ask(2, Question::MoreLiferoot)],
        ),
        plan(
            "Bountiful Equinox",
            9,
            Some(5),
            &[
                line(5, ONE),
                line(3, TWO),
                line(
                    2,
                    Test::EachOf {
                        kinds: &["Oakenbrow", "Gnarlroot", "Heartwood"],
                    },
                ),
            ],
        ),
        plan(
            "Lifecycle",
            10,
            Some(4),
            &[
                line(4, ONE),
                line(2, Test::More),
                when(
                    4,
                    Test::EachOf {
                        kinds: &["Oakenbrow", "Gnarlroot"],
                    },
                    Rounds::Only { rounds: &[1] },
                ),
                ask(2, Question::Primary),
                ask(1, Question::Secondaries),
            ],
        ),
        plan("Creeping Corruption", 11, Some(6), FIVE_THREE_TWO),
        plan("Grasp of Thorns", 12, Some(4), FIVE_THREE_TWO),
    ],
    cards: &[
        card(
            "Master the Paths",
            [
                "Cut Off The Head",
                "Seize the Paths",
                "Envelop and Strangle",
            ],
            false,
        ),
        card(
            "Restless Energy",
            ["Water With Blood", "Invasive Species", "All Roots Entwined"],
            false,
        ),
        card(
            "Intercept and Recover",
            [
                "Stolen Seedpod",
                "Contraband Aqua Ghyranis",
                "Ley Line Taproot",
            ],
            true,
        ),
        card(
            "Wrathful Cycles",
            ["Defiant Surge", "Daring Resurgence", "Master of Strategy"],
            false,
        ),
        card(
            "Scouting Force",
            ["Raiding Party", "Bold Explorers", "Courageous Adventurers"],
            true,
        ),
        card(
            "Attuned to Ghyran",
            ["Sacred Centrality", "Fey Strikes", "Purification Rites"],
            false,
        ),
    ],
    tactic_vp: 5,
    tactic_vp_community: false,
    seize: true,
};

/// The season's tables, where the tracker has them (2025-26 and 2026-27).
pub fn season(id: &str) -> Option<&'static Season> {
    [&SEASON_2026_27, &SEASON_2025_26]
        .into_iter()
        .find(|s| s.id == id)
}

/// The battleplan a table roll and a plan roll give (MP-SET-1: table 1 on 1–3, 2 on 4–6).
pub fn rolled(season: &Season, table_roll: u8, plan_roll: u8) -> Option<usize> {
    let table = if table_roll <= 3 { 1 } else { 2 };
    season
        .battleplans
        .iter()
        .position(|b| b.table == table && b.roll == plan_roll)
}

/// A card's place among the season's, by name (case aside: the official app writes
/// "Master The Paths", digest §11.1).
pub fn card_named(season: &Season, name: &str) -> Option<usize> {
    let key = |s: &str| s.trim().to_lowercase();
    season.cards.iter().position(|c| key(c.name) == key(name))
}

/// The ten core commands (MP-CMD-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarCommand"))]
#[serde(rename_all = "snake_case")]
pub enum Command {
    /// Reaction to your ATTACK ability.
    AllOutAttack,
    /// Reaction to an enemy ATTACK ability.
    AllOutDefence,
    /// Reaction to your RUN ability.
    AtTheDouble,
    /// Reaction to your CHARGE ability.
    ForwardToVictory,
    /// Any hero phase.
    Rally,
    /// The enemy hero phase.
    MagicalIntervention,
    /// The enemy movement phase.
    Redeploy,
    /// The enemy shooting phase.
    CoveringFire,
    /// The enemy charge phase, 2 CP.
    CounterCharge,
    /// The end of any turn.
    PowerThrough,
}

/// When a command may be used (MP-CMD-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "SigmarCommandWindow"))]
#[serde(rename_all = "snake_case")]
pub enum Window {
    /// Right after the ability it answers is declared, in any phase.
    Reaction,
    /// This phase of either player's turn.
    Any(super::events::Phase),
    /// This phase of the opponent's turn.
    Enemy(super::events::Phase),
}

impl Command {
    /// Every core command, in the digest's order.
    pub const ALL: [Command; 10] = [
        Command::AllOutAttack,
        Command::AllOutDefence,
        Command::AtTheDouble,
        Command::ForwardToVictory,
        Command::Rally,
        Command::MagicalIntervention,
        Command::Redeploy,
        Command::CoveringFire,
        Command::CounterCharge,
        Command::PowerThrough,
    ];

    /// Its cost in command points (MP-CMD-4).
    pub fn cost(self) -> u32 {
        match self {
            Command::CounterCharge => 2,
            _ => 1,
        }
    }

    /// When it may be used (MP-CMD-4).
    pub fn window(self) -> Window {
        use super::events::Phase as P;
        match self {
            Command::AllOutAttack
            | Command::AllOutDefence
            | Command::AtTheDouble
            | Command::ForwardToVictory => Window::Reaction,
            Command::Rally => Window::Any(P::Hero),
            Command::MagicalIntervention => Window::Enemy(P::Hero),
            Command::Redeploy => Window::Enemy(P::Movement),
            Command::CoveringFire => Window::Enemy(P::Shooting),
            Command::CounterCharge => Window::Enemy(P::Charge),
            Command::PowerThrough => Window::Any(P::EndOfTurn),
        }
    }

    /// Its name, as the publisher spells it (a name, not translated).
    pub fn name(self) -> &'static str {
        match self {
            Command::AllOutAttack => "All-out Attack",
            Command::AllOutDefence => "All-out Defence",
            Command::AtTheDouble => "At the Double",
            Command::ForwardToVictory => "Forward to Victory",
            Command::Rally => "Rally",
            Command::MagicalIntervention => "Magical Intervention",
            Command::Redeploy => "Redeploy",
            Command::CoveringFire => "Covering Fire",
            Command::CounterCharge => "Counter-charge",
            Command::PowerThrough => "Power Through",
        }
    }
}
