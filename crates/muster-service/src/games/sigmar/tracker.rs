//! Age of Sigmar matches: the set-up from two saved lists (open or matched play) and the
//! tracker's view.
//!
//! The view is the match now (the rules core's `SigmarMatch` as `state`) and, beside
//! it, what the rules core works out that the state does not hold as a field: the mode's six
//! phases and the next one, the units that must still take a battleshock test, the models
//! that began the battle still in play (Endure), the timeline's events, and for each one-tap
//! action whether the rules would take it now or why not (dry runs of `Match::check`, which
//! store nothing). The UI shows these and decides no rule.
//!
//! Triumphs (S1-TRI-1) go to an army whose previous battle was a major victory: the app's
//! history is that memory, so each saved list's last finished Age of Sigmar match says it.

use crate::error::AppError;
use crate::games::TrackerView;
use crate::served::{refusal, refusals, timeline, Live, Seated};
use muster_core::games::sigmar::season::{self, Command, Question, Test};
use muster_core::games::sigmar::{
    battleplan, income_words, is_major_victory, line_words, question_words, scored_words, Mode,
    Objective, Phase, PlayOptions, Removal, SetupPlayer, Sigmar, SigmarEvent, SigmarList,
    SigmarMatch, SigmarSetup, Stage,
};
use muster_core::matches::{Match, Outcome};
use muster_core::Lang;
use muster_store::{Library, ListId, LiveMatch, UnixMillis};
use serde::Serialize;
use serde_json::Value;

/// What the tracker shows of an Age of Sigmar match.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct SigmarTracker {
    #[serde(flatten)]
    live: Live<SigmarMatch>,
    /// The six phases of a turn in this mode, in order (open play ends with battleshock,
    /// matched play with the end of turn).
    phases: [Phase; 6],
    /// The phase after the current one; null outside a turn or in its last phase.
    next_phase: Option<Phase>,
    /// The units that must still take a battleshock test now, the active player's first.
    pending_tests: Vec<UnitRef>,
    /// Per side: models in play that began the battle on the battlefield (S1-SD-5).
    original_models: Vec<u32>,
    /// The timeline's events, oldest first, each written flat as in the match file; the
    /// first `head` count, the rest were undone (a redo brings them back).
    #[cfg_attr(feature = "bindings", ts(as = "Vec<SigmarEvent>"))]
    events: Vec<Value>,
    /// Whether each one-tap action would be taken now.
    checks: Checks,
    /// Matched play: the season's tables, the battleplan in words, command points and
    /// tactics with what the rules allow now (`null` in open play).
    matched: Option<MatchedView>,
}

/// What the tracker shows of matched play beside the state's counts, in the player's
/// language (`docs/rules/sigmar-matched-play.md`).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarMatchedView"))]
#[serde(rename_all = "camelCase")]
pub struct MatchedView {
    /// The season's battleplans, cards and objectives, when the tracker has them (2025-26,
    /// 2026-27).
    season: Option<SeasonView>,
    /// The battleplan picked, its lines in words.
    battleplan: Option<BattleplanView>,
    /// Per side: this round's command points and why (`4 + 1 underdog`).
    income: Vec<Option<String>>,
    /// The ten core commands with their costs, and per side whether each may be used now.
    commands: Vec<CommandView>,
    /// Per side: another command (of 1 point) may be used now.
    other_command: Vec<Option<String>>,
    /// Per `[side][card][tier]`: the tactic may be completed now, or why not.
    tactics: Vec<Vec<Vec<Option<String>>>>,
    /// Who controls each objective may be said now.
    control: Option<String>,
    /// Per side: each scoring, oldest first, with where it came from.
    scored: Vec<Vec<ScoredRow>>,
    /// The battleplan may be picked (or rolled) now.
    pick_battleplan: Option<String>,
    /// Per side: the battle tactic cards may be named now.
    tactic_cards: Vec<Option<String>>,
    /// Per side: victory points may be adjusted now.
    adjust_vp: Vec<Option<String>>,
    /// Where the tactics' value comes from.
    tactic_note: Option<String>,
}

/// A season's tables.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarSeasonView"))]
#[serde(rename_all = "camelCase")]
pub struct SeasonView {
    /// The season id.
    id: String,
    /// Its battleplans, table 1 then table 2.
    battleplans: Vec<BattleplanView>,
    /// Its battle tactic cards.
    cards: Vec<CardView>,
    /// The battlepack's objective types, one entry per objective.
    objectives: Vec<String>,
}

/// A battleplan in words.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarBattleplanView"))]
#[serde(rename_all = "camelCase")]
pub struct BattleplanView {
    /// Its name.
    name: String,
    /// Table 1 or 2.
    table: u8,
    /// Its roll on the table.
    roll: u8,
    /// How many objectives its map has, where a source counts them.
    objectives: Option<u32>,
    /// Its scoring lines in words.
    lines: Vec<String>,
    /// The questions it asks at the end of each turn.
    questions: Vec<QuestionView>,
}

/// A question a battleplan asks.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarQuestionView"))]
#[serde(rename_all = "camelCase")]
pub struct QuestionView {
    /// The question.
    question: Question,
    /// In words.
    words: String,
    /// A count (how many), not yes or no.
    counts: bool,
}

/// A battle tactic card.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarCardView"))]
#[serde(rename_all = "camelCase")]
pub struct CardView {
    /// Its name.
    name: String,
    /// Its Affray, Strike and Domination.
    tactics: Vec<String>,
    /// It asks for a choice at the start of the battle.
    setup_choice: bool,
}

/// A core command.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarCommandView"))]
#[serde(rename_all = "camelCase")]
pub struct CommandView {
    /// The command.
    command: Command,
    /// Its name.
    name: String,
    /// Its cost in command points.
    cost: u32,
    /// Per side: it may be used now, or why not.
    checks: Vec<Option<String>>,
}

/// Victory points scored, in words.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarScoredRow"))]
#[serde(rename_all = "camelCase")]
pub struct ScoredRow {
    /// The battle round.
    round: u32,
    /// First or second turn (0: between turns or at the end of the battle).
    turn: u8,
    /// The points.
    #[cfg_attr(feature = "bindings", ts(type = "number"))]
    points: i64,
    /// Where they came from.
    words: String,
}

fn battleplan_view(plan: &season::Battleplan, lang: Lang) -> BattleplanView {
    let mut questions: Vec<QuestionView> = Vec::new();
    for line in plan.lines {
        if let Test::Ask { question } = line.test {
            if !questions.iter().any(|q| q.question == question) {
                questions.push(QuestionView {
                    question,
                    words: question_words(question, lang).to_owned(),
                    counts: question.counts(),
                });
            }
        }
    }
    BattleplanView {
        name: plan.name.to_owned(),
        table: plan.table,
        roll: plan.roll,
        objectives: plan.objectives,
        lines: plan.lines.iter().map(|l| line_words(l, lang)).collect(),
        questions,
    }
}

fn matched_view(game: &Match<Sigmar>, lang: Lang) -> Option<MatchedView> {
    let state = game.state();
    let m = state.matched.as_ref()?;
    let tables = season::season(&m.season);
    let sides = 0..state.sides.len();
    let season = tables.map(|t| SeasonView {
        id: t.id.to_owned(),
        battleplans: t
            .battleplans
            .iter()
            .map(|b| battleplan_view(b, lang))
            .collect(),
        cards: t
            .cards
            .iter()
            .map(|c| CardView {
                name: c.name.to_owned(),
                tactics: c.tactics.iter().map(|t| (*t).to_owned()).collect(),
                setup_choice: c.setup_choice,
            })
            .collect(),
        objectives: t
            .objectives
            .iter()
            .flat_map(|(k, n)| std::iter::repeat_n((*k).to_owned(), *n as usize))
            .collect(),
    });
    let first_card = tables.map_or(String::new(), |t| t.cards[0].name.to_owned());
    let first_plan = tables.map_or(String::new(), |t| t.battleplans[0].name.to_owned());
    Some(MatchedView {
        season,
        battleplan: battleplan(m).map(|b| {
            let mut view = battleplan_view(b, lang);
            // Only what a line asks this round is asked (Seize the Embers: from round 2).
            if state.round > 0 {
                view.questions.retain(|q| {
                    b.lines.iter().any(|l| {
                        l.test
                            == Test::Ask {
                                question: q.question,
                            }
                            && l.rounds.contains(state.round)
                    })
                });
            }
            view
        }),
        income: m
            .sides
            .iter()
            .map(|s| s.income.as_ref().map(|i| income_words(i, lang)))
            .collect(),
        commands: Command::ALL
            .iter()
            .map(|c| CommandView {
                command: *c,
                name: c.name().to_owned(),
                cost: c.cost(),
                checks: per_side(game, lang, |side| SigmarEvent::Command {
                    side,
                    command: Some(*c),
                    other: None,
                    cost: None,
                    unit: None,
                    exception: None,
                }),
            })
            .collect(),
        other_command: per_side(game, lang, |side| SigmarEvent::Command {
            side,
            command: None,
            other: Some("command".into()),
            cost: Some(1),
            unit: None,
            exception: None,
        }),
        tactics: m
            .sides
            .iter()
            .enumerate()
            .map(|(side, s)| {
                (0..s.cards.len())
                    .map(|card| {
                        refusals(game, lang, 0..3, |tier| SigmarEvent::Tactic {
                            side,
                            card,
                            tier,
                        })
                    })
                    .collect()
            })
            .collect(),
        control: refusal(
            game,
            SigmarEvent::Control {
                held: vec![None; m.objectives.len()],
                answers: Vec::new(),
            },
            lang,
        ),
        scored: sides
            .clone()
            .map(|side| {
                m.sides[side]
                    .scored
                    .iter()
                    .map(|s| ScoredRow {
                        round: s.round,
                        turn: s.turn,
                        points: s.points,
                        words: scored_words(m, side, s, lang),
                    })
                    .collect()
            })
            .collect(),
        pick_battleplan: refusal(
            game,
            SigmarEvent::Battleplan {
                battleplan: first_plan,
                objectives: Vec::new(),
            },
            lang,
        ),
        tactic_cards: per_side(game, lang, |side| SigmarEvent::TacticCards {
            side,
            cards: vec![first_card.clone()],
        }),
        adjust_vp: per_side(game, lang, |side| SigmarEvent::AdjustVp {
            side,
            points: 1,
            reason: "reason".into(),
        }),
        tactic_note: tables.map(|t| {
            if t.tactic_vp_community {
                lang.pick(
                    format!(
                        "{} VP per tactic: community data (no rulebook source found)",
                        t.tactic_vp
                    ),
                    format!(
                        "{} PV por táctica: dato de la comunidad (sin fuente del reglamento)",
                        t.tactic_vp
                    ),
                )
            } else {
                lang.pick(
                    format!("{} VP per tactic", t.tactic_vp),
                    format!("{} PV por táctica", t.tactic_vp),
                )
            }
        }),
    })
}

/// A unit of a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarUnitRef"))]
pub struct UnitRef {
    side: usize,
    unit: usize,
}

/// Per `[side][unit]` (or `[side][drop]`, `[side][round - 1]`): `null` when the rules would
/// take the event now, otherwise the message of their refusal.
type PerUnit = Vec<Vec<Option<String>>>;

/// For each one-tap action: `null` when the rules would take it now, otherwise the message of
/// their refusal (in the requested language).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarChecks"))]
#[serde(rename_all = "camelCase")]
pub struct Checks {
    /// The Mortal Realm may be named.
    realm: Option<String>,
    /// The territories roll-off may be recorded.
    territories: Option<String>,
    /// Open play: the unit may be set up now.
    deploy: PerUnit,
    /// Matched play: the drop may be set up now.
    deploy_drop: PerUnit,
    /// Per side: it may stop deploying now (the rest in reserve).
    done_deploying: Vec<Option<String>>,
    /// A model of the unit may be named general.
    general: PerUnit,
    /// The outnumbered player's sudden-death choice.
    sudden_death: SuddenDeathChecks,
    /// Per side: its triumph may be rolled.
    triumph: Vec<Option<String>>,
    /// The battle round's roll-off may be recorded.
    roll_off: Option<String>,
    /// The chooser may pick who takes the first turn.
    first_turn: Option<String>,
    /// The turn may move on to the next phase.
    next_phase: Option<String>,
    /// The turn may end.
    end_turn: Option<String>,
    /// Movement phase: the unit may be marked as having run.
    ran: PerUnit,
    /// Movement phase: the unit may be marked as having retreated.
    retreated: PerUnit,
    /// Charge phase: the unit may be marked as having charged.
    charged: PerUnit,
    /// Wounds may be allocated to the unit.
    damage: PerUnit,
    /// Wounds may be healed on the unit.
    heal: PerUnit,
    /// A model of the unit may be removed (slain, fled or otherwise).
    remove: PerUnit,
    /// Models may be added to the unit.
    add_models: PerUnit,
    /// The unit may come from reserve.
    arrive: PerUnit,
    /// The Wounds of the unit's models may be given (the list and the data lack them).
    set_wounds: PerUnit,
    /// The unit may take its battleshock test now.
    battleshock: PerUnit,
    /// The unit may be the target of the general's Inspiring Presence.
    inspiring_presence: PerUnit,
    /// Per side: the general may use another command ability.
    command_ability: Vec<Option<String>>,
    /// Per side: a Blessed triumph may be spent.
    use_triumph: Vec<Option<String>>,
    /// An Inspired triumph may be spent on the unit.
    use_triumph_on: PerUnit,
    /// Per side: a unit may be summoned.
    summon: Vec<Option<String>>,
    /// The outnumbered player may say whether they hold the terrain feature (S1-SD-6).
    seize_ground: Option<String>,
    /// Per `[side][round - 1]`, rounds 1 to the current one: its victory points may be
    /// recorded.
    victory_points: PerUnit,
    /// The players may end the game.
    end_game: Option<String>,
}

/// The outnumbered player's choice of sudden-death objective (S1-SD-1…6).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarSuddenDeathChecks"))]
#[serde(rename_all = "camelCase")]
pub struct SuddenDeathChecks {
    /// The player who chooses (the outnumbered one), when the armies qualify.
    side: Option<usize>,
    /// Playing without an objective.
    none: Option<String>,
    /// Per enemy unit: it may be Assassinate's target.
    assassinate: Vec<Option<String>>,
    /// Per enemy unit: it may be Blunt's target.
    blunt: Vec<Option<String>>,
    /// Endure may be chosen.
    endure: Option<String>,
    /// Seize Ground may be chosen (with the feature named).
    seize_ground: Option<String>,
}

/// Per `[side][unit]`, the refusal of the event `make` builds. Where the moment takes no
/// such event at all (`now` false), one dry run per side gives each of its units the reason.
fn per_unit(
    game: &Match<Sigmar>,
    now: bool,
    lang: Lang,
    make: impl Fn(usize, usize) -> SigmarEvent,
) -> PerUnit {
    game.state()
        .sides
        .iter()
        .enumerate()
        .map(|(side, s)| {
            if now {
                refusals(game, lang, 0..s.units.len(), |unit| make(side, unit))
            } else {
                let why = refusal(game, make(side, 0), lang);
                vec![why; s.units.len()]
            }
        })
        .collect()
}

/// Per side, the refusal of the event `make` builds.
fn per_side(
    game: &Match<Sigmar>,
    lang: Lang,
    make: impl Fn(usize) -> SigmarEvent,
) -> Vec<Option<String>> {
    refusals(game, lang, 0..game.state().sides.len(), make)
}

fn sudden_death_checks(game: &Match<Sigmar>, lang: Lang) -> SuddenDeathChecks {
    let state = game.state();
    let side = state.outnumbered.unwrap_or(0);
    let enemy_units = state.sides.get(1 - side).map_or(0, |s| s.units.len());
    let choose = |objective: Option<Objective>, target: Option<usize>, terrain: Option<&str>| {
        SigmarEvent::SuddenDeath {
            side,
            objective,
            target,
            terrain: terrain.map(str::to_owned),
        }
    };
    let targets = |objective: Objective| -> Vec<Option<String>> {
        if state.stage == Stage::SuddenDeath {
            refusals(game, lang, 0..enemy_units, |u| {
                choose(Some(objective), Some(u), None)
            })
        } else {
            let why = refusal(game, choose(Some(objective), Some(0), None), lang);
            vec![why; enemy_units]
        }
    };
    SuddenDeathChecks {
        side: state.outnumbered,
        none: refusal(game, choose(None, None, None), lang),
        assassinate: targets(Objective::Assassinate),
        blunt: targets(Objective::Blunt),
        endure: refusal(game, choose(Some(Objective::Endure), None, None), lang),
        // The feature is named in the players' words; any name stands in for the dry run.
        seize_ground: refusal(
            game,
            choose(Some(Objective::SeizeGround), None, Some("terrain")),
            lang,
        ),
    }
}

fn checks(game: &Match<Sigmar>, lang: Lang) -> Checks {
    let state = game.state();
    let stage = state.stage;
    let phase = state.phase_now();
    let in_turn = stage == Stage::Turn;
    let deploying = stage == Stage::Deployment;
    let chooser = state.chooser.unwrap_or(0);
    let rounds = state.round.max(1) as usize;
    Checks {
        realm: refusal(
            game,
            SigmarEvent::Realm {
                realm: "realm".into(),
            },
            lang,
        ),
        territories: refusal(game, SigmarEvent::Territories { rolls: [2, 1] }, lang),
        deploy: per_unit(
            game,
            deploying && state.mode == Mode::Open,
            lang,
            |side, unit| SigmarEvent::Deploy { side, unit },
        ),
        deploy_drop: state
            .sides
            .iter()
            .enumerate()
            .map(|(side, s)| {
                refusals(game, lang, 0..s.drops.len(), |drop| {
                    SigmarEvent::DeployDrop {
                        side,
                        drop,
                        reserve: Vec::new(),
                    }
                })
            })
            .collect(),
        done_deploying: per_side(game, lang, |side| SigmarEvent::DoneDeploying { side }),
        general: per_unit(game, stage == Stage::General, lang, |side, unit| {
            SigmarEvent::General { side, unit }
        }),
        sudden_death: sudden_death_checks(game, lang),
        triumph: per_side(game, lang, |side| SigmarEvent::Triumph { side, roll: 1 }),
        roll_off: refusal(game, SigmarEvent::RollOff { rolls: [2, 1] }, lang),
        first_turn: refusal(
            game,
            SigmarEvent::FirstTurn {
                side: chooser,
                first: chooser,
            },
            lang,
        ),
        next_phase: refusal(
            game,
            SigmarEvent::Phase {
                phase: state.next_phase().unwrap_or(Phase::Battleshock),
            },
            lang,
        ),
        end_turn: refusal(game, SigmarEvent::EndTurn, lang),
        ran: per_unit(game, phase == Some(Phase::Movement), lang, |side, unit| {
            SigmarEvent::Ran { side, unit }
        }),
        retreated: per_unit(game, phase == Some(Phase::Movement), lang, |side, unit| {
            SigmarEvent::Retreated { side, unit }
        }),
        charged: per_unit(game, phase == Some(Phase::Charge), lang, |side, unit| {
            SigmarEvent::Charged { side, unit }
        }),
        damage: per_unit(game, in_turn, lang, |side, unit| SigmarEvent::Damage {
            side,
            unit,
            wounds: 1,
            mortal: false,
            onto: Vec::new(),
        }),
        heal: per_unit(game, in_turn, lang, |side, unit| SigmarEvent::Heal {
            side,
            unit,
            wounds: 1,
            model: None,
        }),
        remove: per_unit(game, in_turn, lang, |side, unit| SigmarEvent::Remove {
            side,
            unit,
            models: 1,
            how: Removal::Removed,
            picks: Vec::new(),
        }),
        add_models: per_unit(game, in_turn, lang, |side, unit| SigmarEvent::AddModels {
            side,
            unit,
            models: 1,
        }),
        arrive: per_unit(game, in_turn, lang, |side, unit| SigmarEvent::Arrive {
            side,
            unit,
        }),
        set_wounds: per_unit(game, stage != Stage::Over, lang, |side, unit| {
            SigmarEvent::SetWounds {
                side,
                unit,
                wounds: 1,
            }
        }),
        battleshock: per_unit(
            game,
            phase == Some(Phase::Battleshock),
            lang,
            |side, unit| SigmarEvent::Battleshock {
                side,
                unit,
                roll: 1,
                // Where the Bravery is unknown the players give it with the roll: any value
                // stands in for the dry run, which asks about everything else.
                bravery: state.sides[side].units[unit].bravery.is_none().then_some(1),
                modifier: 0,
                flee: Vec::new(),
            },
        ),
        inspiring_presence: per_unit(game, phase == Some(Phase::Hero), lang, |side, unit| {
            SigmarEvent::InspiringPresence { side, unit }
        }),
        command_ability: per_side(game, lang, |side| SigmarEvent::CommandAbility {
            side,
            ability: "ability".into(),
        }),
        use_triumph: per_side(game, lang, |side| SigmarEvent::UseTriumph {
            side,
            unit: None,
        }),
        use_triumph_on: per_unit(game, phase == Some(Phase::Combat), lang, |side, unit| {
            SigmarEvent::UseTriumph {
                side,
                unit: Some(unit),
            }
        }),
        summon: per_side(game, lang, |side| SigmarEvent::Summon {
            side,
            name: "unit".into(),
            models: 1,
            wounds: None,
            bravery: None,
        }),
        seize_ground: refusal(
            game,
            SigmarEvent::SeizeGround {
                side: state.sudden_death.as_ref().map_or(0, |sd| sd.side),
                held: false,
            },
            lang,
        ),
        victory_points: (0..state.sides.len())
            .map(|side| {
                refusals(game, lang, 1..=rounds as u32, |round| {
                    SigmarEvent::VictoryPoints {
                        side,
                        round,
                        points: 0,
                    }
                })
            })
            .collect(),
        end_game: refusal(game, SigmarEvent::EndGame, lang),
    }
}

/// The tracker's view of `live`.
pub(super) fn tracker(
    live: &LiveMatch<Sigmar>,
    finished_at: Option<UnixMillis>,
    lang: Lang,
) -> SigmarTracker {
    let game = live.game();
    let state = game.state();
    SigmarTracker {
        live: Live::of(live, finished_at, lang),
        phases: state.phases(),
        next_phase: state.next_phase(),
        pending_tests: state
            .pending_tests
            .iter()
            .map(|&(side, unit)| UnitRef { side, unit })
            .collect(),
        original_models: (0..state.sides.len())
            .map(|side| state.original_models(side))
            .collect(),
        events: timeline(game),
        checks: checks(game, lang),
        matched: matched_view(game, lang),
    }
}

impl From<SigmarTracker> for TrackerView {
    fn from(view: SigmarTracker) -> Self {
        TrackerView::Sigmar(view)
    }
}

/// S1-TRI-1: whether the army of saved list `list` won a major victory in its previous
/// battle: its last finished Age of Sigmar match in the history, as the rules core judges its
/// kept result. An army with no battle kept won none.
fn won_major_victory_last(library: &Library, list: ListId) -> Result<bool, AppError> {
    let last = library.matches()?.into_iter().rev().find(|m| {
        m.game == <Sigmar as muster_core::Play>::ID
            && m.finished_at.is_some()
            && (m.list_id == Some(list) || m.opponent_list_id == Some(list))
    });
    let Some(last) = last else {
        return Ok(false);
    };
    let Some(outcome) = last
        .result
        .as_deref()
        .and_then(|text| serde_json::from_str::<Outcome>(text).ok())
    else {
        return Ok(false);
    };
    let lists = [last.list_id, last.opponent_list_id];
    let won = outcome
        .winner
        .is_some_and(|w| lists.get(w).copied().flatten() == Some(list));
    Ok(won && is_major_victory(&outcome))
}

/// The set-up of an Age of Sigmar match between the player's list and the opponent's, each
/// army with whether it won a major victory in its previous battle (the library's history is
/// that memory). The rules core refuses a set-up it cannot start from (not two players, lists
/// of different modes, a unit the packs do not hold) with every fault's place
/// (`match.setup`).
pub(super) fn setup(
    library: &Library,
    players: Vec<Seated<SigmarList>>,
) -> Result<SigmarSetup, AppError> {
    let mut seats = Vec::new();
    for p in players {
        seats.push(SetupPlayer {
            last_major_victory: won_major_victory_last(library, p.list_id)?,
            name: p.name,
            list: p.list,
        });
    }
    Ok(SigmarSetup {
        players: seats,
        options: PlayOptions::default(),
    })
}
