//! Underworlds matches: the set-up from two saved lists and the tracker's view.
//!
//! The view is the match now (the rules core's `UnderworldsMatch` as `state`) and,
//! beside it, the rules' numbers the tracker lays out (rounds, turns per round, feature
//! tokens), the timeline's events, and for each one-tap action whether the rules would take
//! it now or why not (dry runs of `Match::check`, which store nothing). The UI shows these
//! and decides no rule.

use crate::games::TrackerView;
use crate::served::{refusal, refusals, seat_lists, timeline, Live, Seated};
use muster_core::games::underworlds::play::{
    Ability, SetupPlayer, Side, Stage, UnderworldsEvent, UnderworldsMatch, UnderworldsSetup,
    FEATURES, ROUNDS, TURNS,
};
use muster_core::games::underworlds::{Underworlds, UnderworldsList};
use muster_core::matches::Match;
use muster_core::Lang;
use muster_store::{LiveMatch, UnixMillis};
use serde::Serialize;
use serde_json::Value;

/// What the tracker shows of an Underworlds match.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct UnderworldsTracker {
    #[serde(flatten)]
    live: Live<UnderworldsMatch>,
    /// Battle rounds in a game (3).
    rounds: u8,
    /// Turns per player per round (4).
    turns: u8,
    /// Feature tokens placed at set-up (5).
    feature_tokens: usize,
    /// The timeline's events, oldest first, each written flat as in the match file; the
    /// first `head` count, the rest were undone (a redo brings them back).
    #[cfg_attr(feature = "bindings", ts(as = "Vec<UnderworldsEvent>"))]
    events: Vec<Value>,
    /// Whether each one-tap action would be taken now.
    checks: Checks,
}

/// Per side: `null` when the rules would take the event now, otherwise the message of their
/// refusal (in the requested language).
type PerSide = Vec<Option<String>>;

/// Per `[side][fighter]` (warband order), `[side][card]` (the side's `cards` order) or
/// `[side][ability]` (the side's `abilities` order).
type PerItem = Vec<Vec<Option<String>>>;

/// For each one-tap action: `null` when the rules would take it now, otherwise the message of
/// their refusal.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "UnderworldsChecks"))]
#[serde(rename_all = "camelCase")]
pub struct Checks {
    /// Per side: it may be recorded as the territory roll-off's winner.
    territory_roll_off: PerSide,
    /// Per side: its redraw may be told.
    redraw: PerSide,
    /// The next feature token may be placed, by the player whose placement it is, in
    /// `[side 0's territory, side 1's territory, neutral territory]`.
    place_feature: PerSide,
    /// Per fighter: it may be deployed.
    deploy: PerItem,
    /// The round's roll-off may be recorded with the winner `[side 0, side 1, a tie the
    /// underdog wins]`, the winner taking the first turn.
    round_roll_off: PerSide,
    /// Per fighter: the action step's Move.
    r#move: PerItem,
    /// Per fighter: the action step's Attack.
    attack: PerItem,
    /// Per fighter: the action step's Charge.
    charge: PerItem,
    /// Per fighter: the action step's Guard.
    guard: PerItem,
    /// Per side: the action step's Focus.
    focus: PerSide,
    /// Per side: it may pass in the power step.
    pass: PerSide,
    /// Per card: it may be played as a ploy.
    play_ploy: PerItem,
    /// Per `[side][card][fighter]`: the card may be equipped on the fighter.
    equip: Vec<PerItem>,
    /// Per fighter: it may Delve.
    delve: PerItem,
    /// Per warscroll ability: it may be used.
    use_ability: PerItem,
    /// Per fighter: damage may be inflicted on it.
    damage: PerItem,
    /// Per fighter: a damage token may be removed.
    heal: PerItem,
    /// Per fighter: its card may be flipped to the inspired face.
    inspire: PerItem,
    /// Per fighter: its card may be flipped back to the uninspired face.
    uninspire: PerItem,
    /// Per fighter: it may be raised.
    raise: PerItem,
    /// Per card: it may be scored as an objective.
    score_objective: PerItem,
    /// Per side: it may finish its end phase.
    end_phase_done: PerSide,
}

/// Per side, the refusal of the event `make` builds.
fn per_side(
    game: &Match<Underworlds>,
    lang: Lang,
    make: impl Fn(usize) -> UnderworldsEvent,
) -> PerSide {
    refusals(game, lang, 0..game.state().sides.len(), make)
}

/// A side's fighters' ids, in warband order.
fn fighter_ids(side: &Side) -> Vec<String> {
    side.fighters.iter().map(|f| f.id.clone()).collect()
}

/// A side's cards' ids, in the side's `cards` order.
fn card_ids(side: &Side) -> Vec<String> {
    side.cards.iter().map(|c| c.id.clone()).collect()
}

/// Per `[side][item]`, the refusal of the event `make` builds for each of the side's `ids`.
fn per_item(
    game: &Match<Underworlds>,
    lang: Lang,
    ids: fn(&Side) -> Vec<String>,
    make: impl Fn(usize, String) -> UnderworldsEvent,
) -> PerItem {
    game.state()
        .sides
        .iter()
        .enumerate()
        .map(|(side, s)| refusals(game, lang, ids(s), |id| make(side, id)))
        .collect()
}

/// Per `[side][fighter]`, the refusal of the event `make` builds for the fighter's id.
fn per_fighter(
    game: &Match<Underworlds>,
    lang: Lang,
    make: impl Fn(usize, String) -> UnderworldsEvent,
) -> PerItem {
    per_item(game, lang, fighter_ids, make)
}

/// Per `[side][card]`, the refusal of the event `make` builds for the card's id.
fn per_card(
    game: &Match<Underworlds>,
    lang: Lang,
    make: impl Fn(usize, String) -> UnderworldsEvent,
) -> PerItem {
    per_item(game, lang, card_ids, make)
}

/// Per `[side][card][fighter]`: equipping the card on the fighter. Outside the power step
/// and the end phase the rules take no upgrade at all, so one dry run per side gives every
/// pair its reason.
fn equip_checks(game: &Match<Underworlds>, lang: Lang) -> Vec<PerItem> {
    let state = game.state();
    let now = matches!(state.stage, Stage::Power | Stage::EndPhase);
    state
        .sides
        .iter()
        .enumerate()
        .map(|(side, s)| {
            let equip = |card: &str, fighter: &str| {
                refusal(
                    game,
                    UnderworldsEvent::Equip {
                        side,
                        fighter: fighter.to_owned(),
                        card: card.to_owned(),
                    },
                    lang,
                )
            };
            let first = |items: &[String]| items.first().cloned().unwrap_or_default();
            let (cards, fighters) = (card_ids(s), fighter_ids(s));
            if now {
                cards
                    .iter()
                    .map(|card| fighters.iter().map(|f| equip(card, f)).collect())
                    .collect()
            } else {
                let why = equip(&first(&cards), &first(&fighters));
                vec![vec![why; fighters.len()]; cards.len()]
            }
        })
        .collect()
}

fn action(side: usize, ability: Ability, fighter: Option<String>) -> UnderworldsEvent {
    UnderworldsEvent::Action {
        side,
        ability,
        fighter,
    }
}

fn checks(game: &Match<Underworlds>, lang: Lang) -> Checks {
    let state = game.state();
    let placer = state.next.unwrap_or(0);
    // A number no placed token has, for the dry run (the players read the real one).
    let number = (1..=u8::MAX)
        .find(|n| !state.features.iter().any(|f| f.number == *n))
        .unwrap_or(1);
    let roll_off = |winner: Option<usize>| {
        let first = winner.or(state.underdog).unwrap_or(0);
        refusal(game, UnderworldsEvent::RoundRollOff { winner, first }, lang)
    };
    Checks {
        territory_roll_off: per_side(game, lang, |winner| UnderworldsEvent::TerritoryRollOff {
            winner,
        }),
        redraw: per_side(game, lang, |side| UnderworldsEvent::Redraw {
            side,
            objectives: true,
            power: true,
        }),
        place_feature: refusals(game, lang, [Some(0), Some(1), None], |territory| {
            UnderworldsEvent::PlaceFeature {
                side: placer,
                territory,
                number,
            }
        }),
        deploy: per_fighter(game, lang, |side, fighter| UnderworldsEvent::Deploy {
            side,
            fighter,
        }),
        round_roll_off: vec![roll_off(Some(0)), roll_off(Some(1)), roll_off(None)],
        r#move: per_fighter(game, lang, |side, f| action(side, Ability::Move, Some(f))),
        attack: per_fighter(game, lang, |side, f| action(side, Ability::Attack, Some(f))),
        charge: per_fighter(game, lang, |side, f| action(side, Ability::Charge, Some(f))),
        guard: per_fighter(game, lang, |side, f| action(side, Ability::Guard, Some(f))),
        focus: per_side(game, lang, |side| action(side, Ability::Focus, None)),
        pass: per_side(game, lang, |side| UnderworldsEvent::Pass { side }),
        play_ploy: per_card(game, lang, |side, card| UnderworldsEvent::PlayPloy {
            side,
            card,
        }),
        equip: equip_checks(game, lang),
        delve: per_fighter(game, lang, |side, fighter| UnderworldsEvent::Delve {
            side,
            fighter,
        }),
        use_ability: per_item(
            game,
            lang,
            |s| s.abilities.clone(),
            |side, ability| UnderworldsEvent::UseAbility { side, ability },
        ),
        damage: per_fighter(game, lang, |side, fighter| UnderworldsEvent::Damage {
            side,
            fighter,
            amount: 1,
        }),
        heal: per_fighter(game, lang, |side, fighter| UnderworldsEvent::Heal {
            side,
            fighter,
        }),
        inspire: per_fighter(game, lang, |side, fighter| UnderworldsEvent::Inspire {
            side,
            fighter,
        }),
        uninspire: per_fighter(game, lang, |side, fighter| UnderworldsEvent::Uninspire {
            side,
            fighter,
        }),
        raise: per_fighter(game, lang, |side, fighter| UnderworldsEvent::Raise {
            side,
            fighter,
        }),
        score_objective: per_card(game, lang, |side, card| UnderworldsEvent::ScoreObjective {
            side,
            card,
        }),
        end_phase_done: per_side(game, lang, |side| UnderworldsEvent::EndPhaseDone { side }),
    }
}

/// The tracker's view of `live`.
pub(super) fn tracker(
    live: &LiveMatch<Underworlds>,
    finished_at: Option<UnixMillis>,
    lang: Lang,
) -> UnderworldsTracker {
    let game = live.game();
    UnderworldsTracker {
        live: Live::of(live, finished_at, lang),
        rounds: ROUNDS,
        turns: TURNS,
        feature_tokens: FEATURES,
        events: timeline(game),
        checks: checks(game, lang),
    }
}

impl From<UnderworldsTracker> for TrackerView {
    fn from(view: UnderworldsTracker) -> Self {
        TrackerView::Underworlds(view)
    }
}

/// The set-up of an Underworlds match between the player's list and the opponent's. The rules
/// core refuses a set-up it cannot start from (not two players, a warband whose roster or
/// Health and Bounty are not known, a card no deck has) with every fault's place
/// (`match.setup`).
pub(super) fn setup(players: Vec<Seated<UnderworldsList>>) -> UnderworldsSetup {
    UnderworldsSetup {
        players: seat_lists(players, |name, list| SetupPlayer { name, list }),
    }
}
