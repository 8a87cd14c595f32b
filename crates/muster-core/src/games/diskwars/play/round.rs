//! A round's events (§3.3–§3.5): command cards chosen and resolved, discs activated, pins,
//! damage and wounds, tokens, and the End phase.

use super::events::{Action, DiscRef, Hit, HitResult, TokenKind};
use super::order::resolution_order;
use super::refusals::Refusal;
use super::rules::{at, Refused, ROUNDS};
use super::state::{DiskwarsMatch, Location, Pin, Stage, Step};

/// Step 1: every player with cards reveals one; the engine orders them by strategy where
/// every revealed card's strategy is known, and takes the players' order where one is not.
pub(super) fn reveal(
    state: &mut DiskwarsMatch,
    cards: &[Option<String>],
    order: Option<&[usize]>,
) -> Result<(), Refused> {
    state.expect(Stage::Choose, "reveal")?;
    let players = state.sides.len();
    if cards.len() != players {
        return Err(at(
            Refusal::CardsCount {
                given: cards.len(),
                players,
            },
            "/cards",
        ));
    }
    for (side, card) in cards.iter().enumerate() {
        let path = format!("/cards/{side}");
        let s = &state.sides[side];
        match card {
            Some(_) if s.eliminated => return Err(at(Refusal::Eliminated { side }, path)),
            Some(id) if !s.hand.contains(id) => {
                return Err(at(Refusal::NotInHand { card: id.clone() }, path))
            }
            None if !s.eliminated && !s.hand.is_empty() => {
                return Err(at(Refusal::MustPlay { side }, path))
            }
            _ => {}
        }
    }
    // The cards played, in initiative order.
    let played: Vec<usize> = state
        .initiative_order
        .iter()
        .copied()
        .filter(|s| cards[*s].is_some())
        .collect();
    let strategies: Option<Vec<_>> = played
        .iter()
        .map(|s| {
            let id = cards[*s].as_deref().expect("played");
            state.sides[*s]
                .card(id)
                .and_then(|c| c.strategy)
                .map(|k| (*s, k))
        })
        .collect();
    let order = match (strategies, order) {
        (Some(known), given) => {
            let computed = resolution_order(&known);
            if given.is_some_and(|g| g != computed.as_slice()) {
                return Err(at(Refusal::OrderDiffers { expected: computed }, "/order"));
            }
            computed
        }
        (None, None) => return Err(at(Refusal::OrderNeeded, "/order")),
        (None, Some(given)) => {
            let mut sorted = given.to_vec();
            sorted.sort_unstable();
            let mut expected = played.clone();
            expected.sort_unstable();
            if sorted != expected {
                return Err(at(Refusal::OrderNotPlayed { played }, "/order"));
            }
            given.to_vec()
        }
    };
    for (side, card) in cards.iter().enumerate() {
        if let Some(id) = card {
            state.sides[side].hand.retain(|c| c != id);
        }
    }
    state.step = Some(Step {
        revealed: cards.to_vec(),
        order,
        position: 0,
        activations: 0,
    });
    state.stage = Stage::Resolve;
    Ok(())
}

/// Step 2: a disc activates. With the card resolving now, its player's disc, up to the
/// card's value where known; a battlefield disc neither pinned nor activated, or a reserve
/// disc that reinforces. An Activation token goes on it (§3.3).
pub(super) fn activate(
    state: &mut DiskwarsMatch,
    side: usize,
    disc: usize,
    action: Action,
    pins: Option<&[DiscRef]>,
    by_ability: bool,
) -> Result<(), Refused> {
    state.expect(Stage::Resolve, "activate")?;
    let r = DiscRef { side, disc };
    let d = state.disc(r, "")?;
    let resolving = state.resolving().expect("a card resolves");
    if !by_ability {
        if side != resolving {
            return Err(at(Refusal::NotYourCard { side, resolving }, "/side"));
        }
        let step = state.step.as_ref().expect("under way");
        let card = step.revealed[side].as_deref().expect("it played");
        if let Some(value) = state.sides[side].card(card).and_then(|c| c.value) {
            if step.activations >= u32::from(value) {
                return Err(at(Refusal::CardSpent { value }, "/disc"));
            }
        }
    }
    match (d.location, action) {
        (Location::Reserve, Action::Reinforce) => {}
        (Location::Reserve, _) => return Err(at(Refusal::ReserveOnlyReinforces, "/action")),
        (Location::Battlefield, Action::Reinforce) => {
            return Err(at(
                Refusal::NotInReserve {
                    disc: d.name.clone(),
                },
                "/action",
            ))
        }
        (Location::Battlefield, _) => {
            if d.pinned {
                return Err(at(
                    Refusal::Pinned {
                        disc: d.name.clone(),
                    },
                    "/disc",
                ));
            }
            if d.activated {
                return Err(at(
                    Refusal::AlreadyActivated {
                        disc: d.name.clone(),
                    },
                    "/disc",
                ));
            }
        }
        (location, _) => {
            return Err(at(
                Refusal::NotOnBattlefield {
                    disc: d.name.clone(),
                    location,
                },
                "/disc",
            ))
        }
    }
    let d = &mut state.sides[side].discs[disc];
    d.location = Location::Battlefield;
    d.activated = true;
    if let Some(pins) = pins {
        set_pins(state, r, pins)?;
    }
    if !by_ability {
        state.step.as_mut().expect("under way").activations += 1;
    }
    Ok(())
}

/// Replaces what `top` pins with `pins` (the disc moved or arrived).
fn set_pins(state: &mut DiskwarsMatch, top: DiscRef, pins: &[DiscRef]) -> Result<(), Refused> {
    state.pins.retain(|p| p.top != top);
    for (i, bottom) in pins.iter().enumerate() {
        let path = format!("/pins/{i}");
        check_pin(state, top, *bottom, &path)?;
        if pins[..i].contains(bottom) {
            return Err(at(Refusal::Twice, path));
        }
        state.pins.push(Pin {
            top,
            bottom: *bottom,
        });
    }
    state.refresh_pins();
    Ok(())
}

/// A pin `top` over `bottom` can be recorded: both on the battlefield, two discs, and not
/// the other way round already.
fn check_pin(
    state: &DiskwarsMatch,
    top: DiscRef,
    bottom: DiscRef,
    path: &str,
) -> Result<(), Refused> {
    state.on_battlefield(bottom, path)?;
    if top == bottom {
        return Err(at(Refusal::PinItself, path));
    }
    if state
        .pins
        .iter()
        .any(|p| p.top == bottom && p.bottom == top)
    {
        return Err(at(Refusal::PinBothWays, path));
    }
    Ok(())
}

/// Step 3: the card resolving now is done and goes to its player's discard pile. A card of
/// known value must have activated that many discs while its player had a battlefield disc
/// that could (reinforcing is never compulsory; §3.3, p.18).
pub(super) fn resolved(state: &mut DiskwarsMatch, side: usize) -> Result<(), Refused> {
    state.expect(Stage::Resolve, "resolved")?;
    state.side_index(side, "/side")?;
    let resolving = state.resolving().expect("a card resolves");
    if side != resolving {
        return Err(at(Refusal::NotYourCard { side, resolving }, "/side"));
    }
    let step = state.step.as_ref().expect("under way");
    let card = step.revealed[side].as_deref().expect("it played");
    if let Some(value) = state.sides[side].card(card).and_then(|c| c.value) {
        let left = u32::from(value).saturating_sub(step.activations);
        let can = state.sides[side]
            .discs
            .iter()
            .filter(|d| d.location == Location::Battlefield && !d.activated && !d.pinned)
            .count();
        if left > 0 && can > 0 {
            return Err(at(Refusal::MustActivate { left, can }, ""));
        }
    }
    state.advance_resolution();
    Ok(())
}

/// A pin recorded (`on`) or lifted.
pub(super) fn pin(
    state: &mut DiskwarsMatch,
    top: DiscRef,
    bottom: DiscRef,
    on: bool,
) -> Result<(), Refused> {
    let event = if on { "pin" } else { "unpin" };
    match state.stage {
        Stage::Deploy | Stage::Choose | Stage::Resolve | Stage::Melee => {}
        stage => return Err(at(Refusal::NotNow { event, stage }, "")),
    }
    state.on_battlefield(top, "/top")?;
    let exists = state
        .pins
        .iter()
        .any(|p| p.top == top && p.bottom == bottom);
    if on {
        check_pin(state, top, bottom, "/bottom")?;
        if exists {
            return Err(at(Refusal::PinAlready, "/bottom"));
        }
        state.pins.push(Pin { top, bottom });
    } else {
        state.disc(bottom, "/bottom")?;
        if !exists {
            return Err(at(Refusal::PinAbsent, "/bottom"));
        }
        state.pins.retain(|p| !(p.top == top && p.bottom == bottom));
    }
    state.refresh_pins();
    Ok(())
}

/// §3.4 for one disc: what its damage does where the data knows enough, or `None`.
fn computed(state: &DiskwarsMatch, r: DiscRef, hit: &Hit) -> (Option<bool>, Option<HitResult>) {
    let d = state.disc_at(r);
    let wounded = if hit.wound {
        Some(true)
    } else {
        state.toughness(d).map(|t| d.damage + hit.amount >= t)
    };
    let vigor = state.vigor(d);
    let result = match wounded {
        Some(false) => Some(HitResult::NoWound),
        Some(true) => vigor.map(|v| {
            if d.wounds >= v {
                HitResult::Removed
            } else {
                HitResult::Wound
            }
        }),
        None => None,
    };
    (wounded, result)
}

/// Damage dealt at the same moment (§3.4): damage tokens, then for each disc whose damage
/// reaches its Toughness one wound: removed without Vigor or with Vigor-many wounds already,
/// otherwise its damage gives way to one wound token (never more than one per event).
pub(super) fn damage(state: &mut DiskwarsMatch, hits: &[Hit]) -> Result<(), Refused> {
    state.in_round("damage")?;
    if hits.is_empty() {
        return Err(at(Refusal::NoDiscs, "/hits"));
    }
    let mut results = Vec::new();
    for (i, hit) in hits.iter().enumerate() {
        let path = format!("/hits/{i}");
        let r = DiscRef {
            side: hit.side,
            disc: hit.disc,
        };
        let d = state.on_battlefield(r, &path)?;
        if hits[..i]
            .iter()
            .any(|h| (h.side, h.disc) == (hit.side, hit.disc))
        {
            return Err(at(Refusal::Twice, path));
        }
        if hit.amount == 0 && !hit.wound {
            return Err(at(Refusal::NothingDealt, format!("{path}/amount")));
        }
        let name = d.name.clone();
        let result_path = format!("{path}/result");
        let (wounded, computed) = computed(state, r, hit);
        let result = match (computed, hit.result) {
            (Some(c), Some(given)) if c != given => {
                return Err(at(
                    Refusal::ResultDiffers {
                        disc: name,
                        computed: c,
                    },
                    result_path,
                ))
            }
            (Some(c), _) => c,
            (None, None) => return Err(at(Refusal::ResultNeeded { disc: name }, result_path)),
            (None, Some(given)) => {
                // Check what the data does know: a wound or not (Toughness), survived or
                // not (Vigor).
                let vigor = state.vigor(state.disc_at(r));
                let wounds = state.disc_at(r).wounds;
                let contradicts = match given {
                    HitResult::NoWound => wounded == Some(true),
                    HitResult::Wound => {
                        wounded == Some(false) || vigor.is_some_and(|v| wounds >= v)
                    }
                    HitResult::Removed => {
                        wounded == Some(false) || vigor.is_some_and(|v| wounds < v)
                    }
                };
                if contradicts {
                    return Err(at(
                        Refusal::ResultContradicts {
                            disc: name,
                            given,
                            toughness: state.toughness(state.disc_at(r)),
                            vigor,
                        },
                        result_path,
                    ));
                }
                given
            }
        };
        results.push((r, hit.amount, result));
    }
    let mut removed = Vec::new();
    for (r, amount, result) in results {
        let d = &mut state.sides[r.side].discs[r.disc];
        match result {
            HitResult::NoWound => d.damage += amount,
            HitResult::Wound => {
                d.damage = 0;
                d.wounds += 1;
            }
            HitResult::Removed => removed.push(r),
        }
    }
    if !removed.is_empty() {
        state.leave_battlefield(&removed, Location::Casualty);
    }
    Ok(())
}

/// Discs removed at the same moment without damage.
pub(super) fn removed(state: &mut DiskwarsMatch, discs: &[DiscRef]) -> Result<(), Refused> {
    state.in_round("removed")?;
    if discs.is_empty() {
        return Err(at(Refusal::NoDiscs, "/discs"));
    }
    for (i, r) in discs.iter().enumerate() {
        let path = format!("/discs/{i}");
        state.on_battlefield(*r, &path)?;
        if discs[..i].contains(r) {
            return Err(at(Refusal::Twice, path));
        }
    }
    state.leave_battlefield(discs, Location::Casualty);
    Ok(())
}

/// A token put on or taken off by hand: an Activation token (a critical hit, Karl Franz,
/// the Orc Big Boss, the Rally Point zone) or a Power token (empowering; never twice, §3.5).
pub(super) fn token(
    state: &mut DiskwarsMatch,
    side: usize,
    disc: usize,
    token: TokenKind,
    on: bool,
) -> Result<(), Refused> {
    state.in_round("token")?;
    let d = state.on_battlefield(DiscRef { side, disc }, "")?;
    let now = match token {
        TokenKind::Activation => d.activated,
        TokenKind::Power => d.empowered,
    };
    if now == on {
        return Err(at(
            Refusal::TokenUnchanged {
                disc: d.name.clone(),
                token,
                on,
            },
            "/on",
        ));
    }
    let d = &mut state.sides[side].discs[disc];
    match token {
        TokenKind::Activation => d.activated = on,
        TokenKind::Power => d.empowered = on,
    }
    Ok(())
}

/// A Toughness change until the End phase.
pub(super) fn toughness(
    state: &mut DiskwarsMatch,
    side: usize,
    disc: usize,
    change: i32,
) -> Result<(), Refused> {
    state.in_round("toughness")?;
    state.on_battlefield(DiscRef { side, disc }, "")?;
    if change == 0 {
        return Err(at(Refusal::NothingDealt, "/change"));
    }
    let d = &mut state.sides[side].discs[disc];
    d.toughness_change = d.toughness_change.saturating_add(change);
    Ok(())
}

/// Melee is over: the End phase takes every token but wounds off every disc and gives each
/// player their discard pile back (§3.3). After round 5 every reserve disc goes to its
/// owner's casualty pile and then the objectives score (§3.11).
pub(super) fn end_round(state: &mut DiskwarsMatch) -> Result<(), Refused> {
    state.expect(Stage::Melee, "end_round")?;
    for side in &mut state.sides {
        for d in &mut side.discs {
            d.activated = false;
            d.damage = 0;
            d.empowered = false;
            d.toughness_change = 0;
        }
        let discard = std::mem::take(&mut side.discard);
        side.hand.extend(discard);
        // The hand keeps the list's order.
        let order: Vec<String> = side.cards.iter().map(|c| c.id.clone()).collect();
        side.hand
            .sort_by_key(|id| order.iter().position(|o| o == id));
    }
    if state.round < ROUNDS {
        state.round += 1;
        state.begin_step();
        return Ok(());
    }
    for side in &mut state.sides {
        let mut moved = 0;
        for d in &mut side.discs {
            if d.location == Location::Reserve {
                d.location = Location::Casualty;
                moved += 1;
            }
        }
        side.reserve_lost = moved;
    }
    state.stage = Stage::Scoring;
    super::score::settle(state);
    Ok(())
}
