//! Fourth-edition matched play at the table (`docs/rules/sigmar-matched-play.md`): the
//! battleplan and its objectives, battle tactic cards, command points and commands, each
//! turn's victory points and the end after the last round.
//!
//! The tracker cannot see the table: the players say who controls each objective and
//! answer the battleplan's questions; the engine works out the points by the battleplan's
//! lines (MP-BP-1), the command points by MP-CP-1…4, and refuses what the rules forbid.

use super::events::{Answer, Phase};
use super::refusals::Refusal;
use super::rules::{at, d6, Refused};
use super::season::{
    self, Battleplan, Command, Line, Season, Test, Window, CP_BONUS, CP_EACH_ROUND, LAST_ROUND,
    SEIZE_LEAD,
};
use super::state::{
    CardState, Ending, Income, Matched, ObjectiveState, Scored, SigmarMatch, Spend, Stage,
    VpSource, When,
};
use super::sudden_death::end;
use crate::games::sigmar::list::Mode;

/// The matched-play counts, or a refusal for `event` in open play.
fn matched<'a>(state: &'a SigmarMatch, event: &'static str) -> Result<&'a Matched, Refused> {
    match (&state.matched, state.mode) {
        (Some(m), Mode::Matched) => Ok(m),
        _ => Err(at(Refusal::MatchedPlayOnly { event }, "")),
    }
}

fn matched_mut(state: &mut SigmarMatch) -> &mut Matched {
    state.matched.as_mut().expect("matched play")
}

/// The season's tables, or why the tracker has none.
fn tables(m: &Matched) -> Result<&'static Season, Refused> {
    season::season(&m.season).ok_or_else(|| {
        at(
            Refusal::NoSeasonTables {
                season: m.season.clone(),
            },
            "",
        )
    })
}

/// The battleplan picked, if any.
pub fn battleplan(m: &Matched) -> Option<&'static Battleplan> {
    let plan = m.battleplan?;
    season::season(&m.season).map(|s| &s.battleplans[plan])
}

/// Set-up events come before round 1.
fn before_battle(state: &SigmarMatch, event: &'static str) -> Result<(), Refused> {
    if state.round > 0 || state.stage == Stage::Over {
        return Err(state.not_now(event));
    }
    Ok(())
}

/// MP-SET-1: the battleplan picked, or rolled (a D6 for the table, a D6 on it), with the
/// objectives on its map by type (MP-OBJ-4; the battlepack's when none are given).
pub(super) fn pick_battleplan(
    state: &mut SigmarMatch,
    name: Option<&str>,
    rolls: Option<[u8; 2]>,
    objectives: &[String],
) -> Result<(), Refused> {
    let event = if rolls.is_some() {
        "battleplan_roll"
    } else {
        "battleplan"
    };
    let m = matched(state, event)?;
    before_battle(state, event)?;
    let season = tables(m)?;
    if m.battleplan.is_some() {
        return Err(at(Refusal::BattleplanChosen, ""));
    }
    let plan = match (name, rolls) {
        (_, Some([table, plan])) => {
            d6(table, "/rolls/0")?;
            d6(plan, "/rolls/1")?;
            season::rolled(season, table, plan).expect("every roll names a battleplan")
        }
        (Some(name), None) => {
            let key = |s: &str| s.trim().to_lowercase();
            season
                .battleplans
                .iter()
                .position(|b| key(b.name) == key(name))
                .ok_or_else(|| {
                    at(
                        Refusal::UnknownBattleplan {
                            name: name.to_owned(),
                            season: season.id,
                        },
                        "/battleplan",
                    )
                })?
        }
        (None, None) => return Err(at(Refusal::Blank, "/battleplan")),
    };
    let kinds: Vec<String> = if objectives.is_empty() {
        season
            .objectives
            .iter()
            .flat_map(|(kind, n)| std::iter::repeat_n((*kind).to_owned(), *n as usize))
            .collect()
    } else {
        let mut kinds = Vec::new();
        for (i, given) in objectives.iter().enumerate() {
            let Some((kind, most)) = season
                .objectives
                .iter()
                .find(|(k, _)| k.eq_ignore_ascii_case(given.trim()))
            else {
                return Err(at(
                    Refusal::UnknownObjective {
                        kind: given.clone(),
                        season: season.id,
                    },
                    format!("/objectives/{i}"),
                ));
            };
            if kinds.iter().filter(|k| k == kind).count() as u32 >= *most {
                return Err(at(
                    Refusal::TooManyObjectives {
                        kind: (*kind).to_owned(),
                        most: *most,
                    },
                    format!("/objectives/{i}"),
                ));
            }
            kinds.push((*kind).to_owned());
        }
        kinds
    };
    let m = matched_mut(state);
    m.battleplan = Some(plan);
    m.objectives = kinds
        .into_iter()
        .map(|kind| ObjectiveState { kind, held: None })
        .collect();
    Ok(())
}

/// MP-BT-1: a player's battle tactic cards, each a card of the season, once.
pub(super) fn tactic_cards(
    state: &mut SigmarMatch,
    side: usize,
    cards: &[String],
) -> Result<(), Refused> {
    let m = matched(state, "tactic_cards")?;
    before_battle(state, "tactic_cards")?;
    state.side_index(side, "/side")?;
    let season = tables(m)?;
    if !m.sides[side].cards.is_empty() {
        return Err(at(Refusal::CardsChosen { side }, "/side"));
    }
    if cards.is_empty() {
        return Err(at(Refusal::Blank, "/cards"));
    }
    let mut picked: Vec<CardState> = Vec::new();
    for (i, name) in cards.iter().enumerate() {
        let path = format!("/cards/{i}");
        let Some(card) = season::card_named(season, name) else {
            return Err(at(
                Refusal::UnknownCard {
                    name: name.clone(),
                    season: season.id,
                },
                path,
            ));
        };
        let data = &season.cards[card];
        if picked.iter().any(|c| c.card == card) {
            return Err(at(
                Refusal::CardTwice {
                    name: data.name.to_owned(),
                },
                path,
            ));
        }
        picked.push(CardState {
            card,
            name: data.name.to_owned(),
            tactics: data.tactics.map(str::to_owned),
            done: [None; 3],
        });
    }
    matched_mut(state).sides[side].cards = picked;
    Ok(())
}

/// MP-RND-3, MP-UD-1, MP-CP-1…3 (and MP-PRI-3 in 2025-26): once the first turn is
/// decided, the underdog is decided and each player gains the round's command points.
pub(super) fn round_begins(state: &mut SigmarMatch, first: usize) {
    if state.matched.is_none() {
        return;
    }
    let round = state.round;
    let vp = [state.vp_total(0), state.vp_total(1)];
    let last_turn = state.last_turn;
    let bonus = state.command_point_bonus;
    let m = matched_mut(state);
    let seize_rule = season::season(&m.season).is_some_and(|s| s.seize);
    m.seized = None;
    // Going first after going second in the round before, unless the opponent leads by
    // 11 or more, is seizing the initiative (MP-PRI-3, 2025-26).
    let took_second = round > 1 && last_turn == Some(first);
    if seize_rule && took_second && vp[1 - first] - vp[first] < i64::from(SEIZE_LEAD) {
        m.seized = Some(first);
        m.underdog_since_seized = Some(1 - first);
    }
    m.underdog = m.underdog_since_seized.or(match vp[0].cmp(&vp[1]) {
        std::cmp::Ordering::Less => Some(0),
        std::cmp::Ordering::Greater => Some(1),
        std::cmp::Ordering::Equal => None,
    });
    for side in 0..m.sides.len() {
        let income = Income {
            round,
            base: CP_EACH_ROUND,
            underdog: if m.underdog == Some(side) {
                CP_BONUS
            } else {
                0
            },
            auxiliary: if bonus == Some(side) { CP_BONUS } else { 0 },
        };
        m.sides[side].cp = income.total();
        m.sides[side].income = Some(income);
    }
}

/// A turn begins: control as it stands is what the turn started with (Bloodstained Coasts).
pub(super) fn turn_begins(state: &mut SigmarMatch) {
    if let Some(m) = state.matched.as_mut() {
        m.held_at_start = m.objectives.iter().map(|o| o.held).collect();
        m.controlled = false;
    }
}

/// With a battleplan, the turn ends once the active player said who controls what.
pub(super) fn may_end_turn(state: &SigmarMatch) -> Result<(), Refused> {
    match &state.matched {
        Some(m) if m.battleplan.is_some() && !m.controlled => Err(at(Refusal::ControlUnasked, "")),
        _ => Ok(()),
    }
}

/// MP-CP-4: points left at the end of the round are lost. After the last round of a
/// battleplan (MP-END-1) the end-of-battle lines score (MP-END-3) and the battle ends;
/// `true` when it did.
pub(super) fn round_ends(state: &mut SigmarMatch) -> bool {
    let round = state.round;
    let Some(m) = state.matched.as_mut() else {
        return false;
    };
    m.previous_first = state.first;
    for s in &mut m.sides {
        s.cp = 0;
    }
    let Some(plan) = battleplan(m) else {
        return false;
    };
    if round < LAST_ROUND {
        return false;
    }
    let held: Vec<Option<usize>> = m.objectives.iter().map(|o| o.held).collect();
    for side in 0..m.sides.len() {
        for (i, line) in plan.lines.iter().enumerate() {
            if !line.at_end {
                continue;
            }
            let points = line_points(line, &m.objectives, &held, &held, side, &[]);
            if points > 0 {
                m.sides[side].scored.push(Scored {
                    round,
                    turn: 0,
                    points,
                    source: VpSource::Line { line: i },
                });
            }
        }
    }
    end(state, Ending::LastRound);
    true
}

/// Objectives of `side` among `held`.
fn count(held: &[Option<usize>], side: usize) -> usize {
    held.iter().filter(|h| **h == Some(side)).count()
}

/// What one line gives `side` (MP-BP-1): `held` now, `before` at the start of the turn.
fn line_points(
    line: &Line,
    objectives: &[ObjectiveState],
    held: &[Option<usize>],
    before: &[Option<usize>],
    side: usize,
    answers: &[Answer],
) -> i64 {
    let vp = i64::from(line.vp);
    let mine = |kind: &str| {
        objectives
            .iter()
            .zip(held)
            .filter(|(o, h)| o.kind == kind && **h == Some(side))
            .count()
    };
    let of_kind = |kind: &str| objectives.iter().filter(|o| o.kind == kind).count();
    let yes = |b: bool| if b { vp } else { 0 };
    match line.test {
        Test::AtLeast { n } => yes(count(held, side) >= n as usize),
        Test::More => yes(count(held, side) > count(held, 1 - side)),
        Test::Pair => yes(objectives
            .iter()
            .any(|o| of_kind(&o.kind) == 2 && mine(&o.kind) == 2)),
        Test::OfKind { kind } => yes(mine(kind) > 0),
        Test::PerKind { kind } => vp * mine(kind) as i64,
        Test::EachOf { kinds } => yes(kinds.iter().all(|k| mine(k) > 0)),
        Test::Took => yes(held
            .iter()
            .zip(before)
            .any(|(now, then)| *now == Some(side) && *then == Some(1 - side))),
        Test::Ask { question } => {
            let value = answers
                .iter()
                .find(|a| a.question == question)
                .map_or(0, |a| i64::from(a.value));
            if question.counts() {
                vp * value
            } else {
                yes(value > 0)
            }
        }
    }
}

/// MP-BP-1, MP-OBJ-5: at the end of the active player's turn, who controls each objective
/// and the battleplan's questions answered; the active player scores its lines.
pub(super) fn control(
    state: &mut SigmarMatch,
    held: &[Option<usize>],
    answers: &[Answer],
) -> Result<(), Refused> {
    let m = matched(state, "control")?;
    let turn = state.in_turn("control")?;
    let Some(plan) = battleplan(m) else {
        return Err(at(Refusal::NoBattleplan { event: "control" }, ""));
    };
    if turn.phase != Phase::EndOfTurn {
        return Err(at(
            Refusal::WrongPhase {
                event: "control",
                phase: turn.phase,
                needed: Phase::EndOfTurn,
            },
            "",
        ));
    }
    if m.controlled {
        return Err(at(Refusal::ControlGiven, ""));
    }
    if held.len() != m.objectives.len() {
        return Err(at(
            Refusal::ControlCount {
                given: held.len(),
                objectives: m.objectives.len(),
            },
            "/held",
        ));
    }
    for (i, h) in held.iter().enumerate() {
        if let Some(side) = *h {
            state.side_index(side, &format!("/held/{i}"))?;
        }
    }
    for (i, a) in answers.iter().enumerate() {
        let asked = plan.lines.iter().any(|l| {
            l.test
                == Test::Ask {
                    question: a.question,
                }
        });
        if !asked {
            return Err(at(
                Refusal::NotAsked {
                    question: a.question,
                    battleplan: plan.name,
                },
                format!("/answers/{i}/question"),
            ));
        }
        if !a.question.counts() && a.value > 1 {
            return Err(at(
                Refusal::YesOrNo { value: a.value },
                format!("/answers/{i}/value"),
            ));
        }
        if answers[..i].iter().any(|b| b.question == a.question) {
            return Err(at(Refusal::Twice, format!("/answers/{i}")));
        }
    }
    let round = state.round;
    let m = matched_mut(state);
    for (o, h) in m.objectives.iter_mut().zip(held) {
        o.held = *h;
    }
    m.controlled = true;
    let before = m.held_at_start.clone();
    for (i, line) in plan.lines.iter().enumerate() {
        if line.at_end || !line.rounds.contains(round) {
            continue;
        }
        let points = line_points(line, &m.objectives, held, &before, turn.side, answers);
        if points > 0 {
            m.sides[turn.side].scored.push(Scored {
                round,
                turn: turn.number,
                points,
                source: VpSource::Line { line: i },
            });
        }
    }
    Ok(())
}

/// MP-BT-2, MP-BT-3, MP-BT-4: at the end of their own turn a player completes the next
/// tactic of a card, one per card per turn, each once per battle, for the season's points.
pub(super) fn tactic(
    state: &mut SigmarMatch,
    side: usize,
    card: usize,
    tier: usize,
) -> Result<(), Refused> {
    let m = matched(state, "tactic")?;
    let turn = state.active_in("tactic", Phase::EndOfTurn, side)?;
    let season = tables(m)?;
    let cards = &m.sides[side].cards;
    let Some(c) = cards.get(card) else {
        return Err(at(
            Refusal::NoCard {
                side,
                card,
                count: cards.len(),
            },
            "/card",
        ));
    };
    if tier > 2 {
        return Err(at(Refusal::NoTier { tier }, "/tier"));
    }
    if c.done[tier].is_some() {
        return Err(at(
            Refusal::TacticDone {
                tactic: c.tactics[tier].clone(),
            },
            "/tier",
        ));
    }
    if tier > 0 && c.done[tier - 1].is_none() {
        return Err(at(
            Refusal::TacticOrder {
                tactic: c.tactics[tier].clone(),
                before: c.tactics[tier - 1].clone(),
            },
            "/tier",
        ));
    }
    let now = When {
        round: state.round,
        turn: turn.number,
    };
    if c.done.contains(&Some(now)) {
        return Err(at(
            Refusal::CardThisTurn {
                card: c.name.clone(),
            },
            "/card",
        ));
    }
    if m.seized == Some(side) && season.seize {
        return Err(at(Refusal::TacticSeized, "/side"));
    }
    let vp = i64::from(season.tactic_vp);
    let s = &mut matched_mut(state).sides[side];
    s.cards[card].done[tier] = Some(now);
    s.scored.push(Scored {
        round: now.round,
        turn: now.turn,
        points: vp,
        source: VpSource::Tactic { card, tier },
    });
    Ok(())
}

/// The command's name and cost, from the core table or the player.
fn command_named(
    command: Option<Command>,
    other: Option<&str>,
    cost: Option<u32>,
) -> Result<(String, u32), Refused> {
    match (command, other, cost) {
        (Some(c), None, None) => Ok((c.name().to_owned(), c.cost())),
        (Some(c), None, Some(given)) if given == c.cost() => Ok((c.name().to_owned(), given)),
        (Some(c), None, Some(given)) => Err(at(
            Refusal::CommandCost {
                command: c.name(),
                cost: c.cost(),
                given,
            },
            "/cost",
        )),
        (None, Some(name), Some(cost)) if !name.trim().is_empty() => {
            if cost == 0 {
                Err(at(Refusal::Zero, "/cost"))
            } else {
                Ok((name.trim().to_owned(), cost))
            }
        }
        (None, Some(name), None) if !name.trim().is_empty() => {
            Err(at(Refusal::CostNeeded, "/cost"))
        }
        (None, Some(_), _) => Err(at(Refusal::Blank, "/other")),
        _ => Err(at(Refusal::CommandPick, "/command")),
    }
}

/// MP-CMD-1, MP-CMD-2, MP-CMD-4: a command used in a phase, its points spent from the
/// round's pool; the same command once per army and a unit one command per phase, unless
/// an ability says otherwise (MP-CMD-3, its name logged).
#[allow(clippy::too_many_arguments)]
pub(super) fn command(
    state: &mut SigmarMatch,
    side: usize,
    command: Option<Command>,
    other: Option<&str>,
    cost: Option<u32>,
    unit: Option<usize>,
    exception: Option<&str>,
) -> Result<(), Refused> {
    let m = matched(state, "command")?;
    let turn = state.in_turn("command")?;
    state.side_index(side, "/side")?;
    let (name, cost) = command_named(command, other, cost)?;
    if let Some(c) = command {
        let (needed, enemy) = match c.window() {
            Window::Reaction => (None, false),
            Window::Any(p) => (Some(p), false),
            Window::Enemy(p) => (Some(p), true),
        };
        let wrong_phase = needed.is_some_and(|p| p != turn.phase);
        if wrong_phase || (enemy && turn.side == side) {
            return Err(at(
                Refusal::CommandWindow {
                    command: c.name(),
                    phase: needed.unwrap_or(turn.phase),
                    enemy,
                },
                "/command",
            ));
        }
    }
    if let Some(u) = unit {
        state.unit_in_play(side, u)?;
    }
    let exception = exception.map(str::trim).filter(|e| !e.is_empty());
    let this_phase =
        |s: &&Spend| s.round == state.round && s.turn == turn.number && s.phase == turn.phase;
    let ours = &m.sides[side];
    let key = name.to_lowercase();
    if exception.is_none()
        && ours
            .spent
            .iter()
            .filter(this_phase)
            .any(|s| s.name.to_lowercase() == key)
    {
        return Err(at(
            Refusal::CommandAgain {
                command: name,
                phase: turn.phase,
            },
            "/command",
        ));
    }
    if let Some(u) = unit {
        if exception.is_none()
            && ours
                .spent
                .iter()
                .filter(this_phase)
                .any(|s| s.unit == Some(u))
        {
            return Err(at(
                Refusal::UnitCommanded {
                    unit: state.sides[side].units[u].name.clone(),
                },
                "/unit",
            ));
        }
    }
    if cost > ours.cp {
        return Err(at(
            Refusal::NotEnoughCp {
                command: name,
                cost,
                have: ours.cp,
            },
            "/side",
        ));
    }
    let round = state.round;
    let s = &mut matched_mut(state).sides[side];
    s.cp -= cost;
    s.spent.push(Spend {
        round,
        turn: turn.number,
        phase: turn.phase,
        core: command,
        name,
        cost,
        unit,
        exception: exception.map(str::to_owned),
    });
    Ok(())
}

/// Victory points added or taken away by the players with their reason, during the
/// battle; a total never goes below nothing.
pub(super) fn adjust(
    state: &mut SigmarMatch,
    side: usize,
    points: i64,
    reason: &str,
) -> Result<(), Refused> {
    matched(state, "adjust_vp")?;
    if state.round == 0 || state.stage == Stage::Over {
        return Err(state.not_now("adjust_vp"));
    }
    state.side_index(side, "/side")?;
    if points == 0 {
        return Err(at(Refusal::Zero, "/points"));
    }
    if reason.trim().is_empty() {
        return Err(at(Refusal::Blank, "/reason"));
    }
    let total = state.vp_total(side);
    if total + points < 0 {
        return Err(at(Refusal::VpBelowZero { total, points }, "/points"));
    }
    let round = state.round;
    let turn = state.turn.map_or(0, |t| t.number);
    matched_mut(state).sides[side].scored.push(Scored {
        round,
        turn,
        points,
        source: VpSource::Adjusted {
            reason: reason.trim().to_owned(),
        },
    });
    Ok(())
}
