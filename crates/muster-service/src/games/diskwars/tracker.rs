//! Diskwars matches: the set-up from two to four saved lists and the tracker's view.
//!
//! The view is the match now (the rules core's `DiskwarsMatch` as `state`) and, beside
//! it, what the rules compute that the state does not hold as a field: whose card resolves
//! now, the deployment order and how many discs each player deploys, each disc's Toughness
//! and Vigor now where the pack knows them, which values the players must type, the events of
//! the timeline, and for each one-tap action whether the rules would take it now or why not
//! (dry runs of `Match::check`, which store nothing). The UI shows these and decides no rule.

use crate::games::TrackerView;
use crate::served::{refusal, refusals, seat_lists, timeline, Live, Seated};
use muster_core::games::diskwars::{
    Action, DiscRef, DiscState, Diskwars, DiskwarsEvent, DiskwarsList, DiskwarsMatch,
    DiskwarsSetup, Location, Mode, SetupPlayer, Side, Stage, TokenKind, ROUNDS,
};
use muster_core::matches::Match;
use muster_core::Lang;
use muster_store::{LiveMatch, UnixMillis};
use serde::Serialize;
use serde_json::Value;

/// What the tracker shows of a Diskwars match.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct DiskwarsTracker {
    #[serde(flatten)]
    live: Live<DiskwarsMatch>,
    /// Rounds in a game (5).
    rounds: u8,
    /// The side whose command card resolves now (Activation phase, step 2), or null.
    resolving: Option<usize>,
    /// The sides in the order they deploy (empty until the initiative order is known).
    deploy_order: Vec<usize>,
    /// Per side: how many discs it deploys (its deployment value, or all its discs when it
    /// has fewer).
    deploy_count: Vec<usize>,
    /// Per side: whether the players must type its unspent recruitment points with the
    /// initiative roll (a standard game whose costs the pack does not all know).
    type_unspent: Vec<bool>,
    /// Per `[side][disc]`: Toughness and Vigor now, where the pack knows them (null: the
    /// players say what damage did).
    discs: Vec<Vec<DiscNow>>,
    /// The timeline's events, oldest first, each written flat as in the match file; the
    /// first `head` count, the rest were undone (a redo brings them back).
    #[cfg_attr(feature = "bindings", ts(as = "Vec<DiskwarsEvent>"))]
    events: Vec<Value>,
    /// Whether each one-tap action would be taken now.
    checks: Checks,
}

/// A disc's Toughness and Vigor as they are now (empowered, battle abilities, the active
/// scenario), where the printed value is known.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "DiskwarsDiscNow"))]
pub struct DiscNow {
    toughness: Option<u32>,
    vigor: Option<u32>,
}

/// For each one-tap action: `null` when the rules would take it now, otherwise the message of
/// their refusal (in the requested language). Per-disc entries are `[side][disc]`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "DiskwarsChecks"))]
#[serde(rename_all = "camelCase")]
pub struct Checks {
    /// The disc activates with the card resolving now: null when some action would be taken
    /// (from the reserve it reinforces), otherwise why not.
    activate: Vec<Vec<Option<String>>>,
    /// The actions the rules would take for the disc now (`move`, `focus`, `ranged`, `pass`,
    /// `reinforce`); empty when it may not activate.
    actions: Vec<Vec<Vec<Action>>>,
    /// A Power token put on (or taken off, when it has one).
    empower: Vec<Vec<Option<String>>>,
    /// An Activation token put on by hand (or taken off, when it has one).
    activation_token: Vec<Vec<Option<String>>>,
    /// The disc goes to its owner's casualty pile without damage.
    remove: Vec<Vec<Option<String>>>,
    /// Per side: its secret objective may be recorded now.
    objective: Vec<Option<String>>,
    /// Per side: the victory points of its objective may be typed now (the pack lacks its
    /// rule).
    score: Vec<Option<String>>,
    /// The card resolving now is done.
    resolved: Option<String>,
    /// Melee is over: the End phase.
    end_round: Option<String>,
}

const ACTIONS: [Action; 5] = [
    Action::Move,
    Action::Focus,
    Action::Ranged,
    Action::Pass,
    Action::Reinforce,
];

/// Per `[side][disc]`, the refusal of the event `make` builds for the disc. Where the stage
/// takes no such event at all (`now` false), one dry run gives every disc its reason.
fn per_disc(
    game: &Match<Diskwars>,
    now: bool,
    lang: Lang,
    make: impl Fn(DiscRef, &DiscState) -> DiskwarsEvent,
) -> Vec<Vec<Option<String>>> {
    let state = game.state();
    let not_now = (!now).then(|| {
        let first = DiscRef { side: 0, disc: 0 };
        refusal(game, make(first, state.disc_at(first)), lang)
    });
    state
        .sides
        .iter()
        .enumerate()
        .map(|(side, s)| {
            s.discs
                .iter()
                .enumerate()
                .map(|(disc, d)| match &not_now {
                    Some(why) => why.clone(),
                    None => refusal(game, make(DiscRef { side, disc }, d), lang),
                })
                .collect()
        })
        .collect()
}

fn checks(game: &Match<Diskwars>, lang: Lang) -> Checks {
    let state = game.state();
    // Only the player whose card resolves may activate: the other players' discs need one
    // dry run each for their reason, not one per action.
    let resolving = (state.stage == Stage::Resolve)
        .then(|| state.resolving())
        .flatten();
    let in_round = matches!(state.stage, Stage::Choose | Stage::Resolve | Stage::Melee);
    // Activation: every action is a dry run, so the buttons offer exactly what the rules take.
    let mut actions = Vec::new();
    let mut activate = Vec::new();
    for (side, s) in state.sides.iter().enumerate() {
        let mut side_actions = Vec::new();
        let mut side_activate = Vec::new();
        for (disc, d) in s.discs.iter().enumerate() {
            let event = |action| DiskwarsEvent::Activate {
                side,
                disc,
                action,
                pins: None,
                by_ability: false,
            };
            let taken: Vec<Action> = if resolving == Some(side) {
                ACTIONS
                    .into_iter()
                    .filter(|a| refusal(game, event(*a), lang).is_none())
                    .collect()
            } else {
                Vec::new()
            };
            let own = if d.location == Location::Reserve {
                Action::Reinforce
            } else {
                Action::Pass
            };
            side_activate.push(if taken.is_empty() {
                refusal(game, event(own), lang)
            } else {
                None
            });
            side_actions.push(taken);
        }
        actions.push(side_actions);
        activate.push(side_activate);
    }
    let token = |kind: TokenKind| {
        per_disc(game, in_round, lang, move |r, d| DiskwarsEvent::Token {
            side: r.side,
            disc: r.disc,
            token: kind,
            on: !match kind {
                TokenKind::Activation => d.activated,
                TokenKind::Power => d.empowered,
            },
        })
    };
    let sides = 0..state.sides.len();
    Checks {
        activate,
        actions,
        empower: token(TokenKind::Power),
        activation_token: token(TokenKind::Activation),
        remove: per_disc(game, in_round, lang, |r, _| DiskwarsEvent::Removed {
            discs: vec![r],
        }),
        objective: refusals(game, lang, sides.clone(), |side| DiskwarsEvent::Objective {
            side,
            card: None,
        }),
        score: refusals(game, lang, sides, |side| DiskwarsEvent::Score {
            side,
            vp: 0,
        }),
        resolved: refusal(
            game,
            DiskwarsEvent::Resolved {
                side: state.resolving().unwrap_or_default(),
            },
            lang,
        ),
        end_round: refusal(game, DiskwarsEvent::EndRound, lang),
    }
}

/// The tracker's view of `live`.
pub(super) fn tracker(
    live: &LiveMatch<Diskwars>,
    finished_at: Option<UnixMillis>,
    lang: Lang,
) -> DiskwarsTracker {
    let game = live.game();
    let state = game.state();
    DiskwarsTracker {
        live: Live::of(live, finished_at, lang),
        rounds: ROUNDS,
        resolving: state.resolving(),
        deploy_order: state.deploy_order(),
        deploy_count: state.sides.iter().map(Side::deploy_count).collect(),
        type_unspent: state
            .sides
            .iter()
            .map(|s| state.mode == Mode::Standard && s.unspent.is_none())
            .collect(),
        discs: state
            .sides
            .iter()
            .map(|s| {
                s.discs
                    .iter()
                    .map(|d| DiscNow {
                        toughness: state.toughness(d),
                        vigor: state.vigor(d),
                    })
                    .collect()
            })
            .collect(),
        events: timeline(game),
        checks: checks(game, lang),
    }
}

impl From<DiskwarsTracker> for TrackerView {
    fn from(view: DiskwarsTracker) -> Self {
        TrackerView::Diskwars(view)
    }
}

/// The set-up of a Diskwars match between two to four players' lists, the player who keeps
/// the library first. The rules core refuses a set-up it cannot start from (a count of
/// players outside 2–4, lists of different modes or regiment counts, a disc the data does not
/// know) with every fault's place (`match.setup`).
pub(super) fn setup(players: Vec<Seated<DiskwarsList>>) -> DiskwarsSetup {
    DiskwarsSetup {
        players: seat_lists(players, |name, list| SetupPlayer { name, list }),
    }
}
