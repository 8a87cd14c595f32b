//! What happens to fighters during the action phase (digest §3.5–§3.8, rulebook L522–546,
//! L758–768): damage and slaying with its Bounty, healing, inspiring, tokens given by cards
//! and hexes, the feature token a fighter stands on, raising.

use super::events::TokenKind;
use super::refusals::Refusal;
use super::rules::{at, Refused};
use super::setup::other;
use super::state::{CardPlace, Note, Tokens, UnderworldsMatch};

/// Refuses `event` outside the action phase (an action or power step).
fn in_action_phase(state: &UnderworldsMatch, event: &'static str) -> Result<(), Refused> {
    if state.in_action_phase() {
        Ok(())
    } else {
        Err(state.not_now(event))
    }
}

/// Damage inflicted (rulebook L522–536, E25–E27): when the fighter's damage reaches the
/// Health of its face up, it is slain.
pub(super) fn damage(
    state: &mut UnderworldsMatch,
    side: usize,
    fighter: &str,
    amount: u8,
) -> Result<(), Refused> {
    in_action_phase(state, "damage")?;
    let f = state.fighter_in_play(side, fighter)?;
    if amount == 0 {
        return Err(at(Refusal::Zero, "/amount"));
    }
    let fighter = &mut state.sides[side].fighters[f];
    fighter.damage = fighter.damage.saturating_add(amount);
    slay_if_due(state, side, f);
    Ok(())
}

/// Slays the fighter if its damage has reached its Health (the Health of the face up, so a
/// flip to a face with less Health may slay it, E26): its tokens and damage go, its upgrades
/// are discarded (their glory values leave the capacity used), its card flips to uninspired,
/// and the other side gains its Bounty, 0 while it carried a Raise token (E25, E27).
fn slay_if_due(state: &mut UnderworldsMatch, side: usize, f: usize) {
    let fighter = &mut state.sides[side].fighters[f];
    if fighter.damage < fighter.face().health {
        return;
    }
    let bounty = if fighter.tokens.raise {
        0
    } else {
        fighter.face().bounty
    };
    let upgrades = std::mem::take(&mut fighter.upgrades);
    fighter.slain = true;
    fighter.damage = 0;
    fighter.tokens = Tokens::default();
    fighter.inspired = false;
    fighter.feature = None;
    let id = fighter.id.clone();
    for card in &mut state.sides[side].cards {
        if upgrades.contains(&card.id) {
            card.state = CardPlace::Discarded;
        }
    }
    state.sides[other(side)].glory.bounty += u32::from(bounty);
    state.notes.push(Note::Slain {
        side,
        fighter: id,
        bounty,
        upgrades,
    });
}

/// Heal: one damage token removed (an undamaged fighter has none to lose).
pub(super) fn heal(
    state: &mut UnderworldsMatch,
    side: usize,
    fighter: &str,
) -> Result<(), Refused> {
    in_action_phase(state, "heal")?;
    let f = state.fighter_in_play(side, fighter)?;
    let fighter = &mut state.sides[side].fighters[f];
    if fighter.damage == 0 {
        return Err(at(
            Refusal::NothingToHeal {
                fighter: fighter.name.clone(),
            },
            "/fighter",
        ));
    }
    fighter.damage -= 1;
    Ok(())
}

/// The card flipped to its inspired (`inspired`) or uninspired face (rulebook L141–145,
/// L762–764); flipping to the face already up does nothing and is refused.
pub(super) fn inspire(
    state: &mut UnderworldsMatch,
    side: usize,
    fighter: &str,
    inspired: bool,
) -> Result<(), Refused> {
    in_action_phase(state, if inspired { "inspire" } else { "uninspire" })?;
    let f = state.fighter_in_play(side, fighter)?;
    let fighter = &mut state.sides[side].fighters[f];
    if fighter.inspired == inspired {
        return Err(at(
            Refusal::InspiredAlready {
                fighter: fighter.name.clone(),
                inspired,
            },
            "/fighter",
        ));
    }
    fighter.inspired = inspired;
    slay_if_due(state, side, f);
    Ok(())
}

/// A token given or removed by a card or a hex (§3.7); a fighter never holds two Guard
/// tokens (E10), and giving a token it has or removing one it lacks is refused.
pub(super) fn token(
    state: &mut UnderworldsMatch,
    side: usize,
    fighter: &str,
    token: TokenKind,
    present: bool,
) -> Result<(), Refused> {
    in_action_phase(state, "token")?;
    let f = state.fighter_in_play(side, fighter)?;
    let fighter = &mut state.sides[side].fighters[f];
    if fighter.tokens.has(token) == present {
        return Err(at(
            Refusal::TokenUnchanged {
                fighter: fighter.name.clone(),
                token,
                present,
            },
            "/token",
        ));
    }
    fighter.tokens.set(token, present);
    Ok(())
}

/// The feature token a fighter stands on now (`None`: none); one fighter per hex.
pub(super) fn stand(
    state: &mut UnderworldsMatch,
    side: usize,
    fighter: &str,
    feature: Option<usize>,
) -> Result<(), Refused> {
    in_action_phase(state, "stand")?;
    let f = state.fighter_in_play(side, fighter)?;
    if let Some(i) = feature {
        if i >= state.features.len() {
            return Err(at(
                Refusal::NoFeature {
                    feature: i,
                    count: state.features.len(),
                },
                "/feature",
            ));
        }
        let taken = state.sides.iter().enumerate().find_map(|(s, sd)| {
            sd.fighters.iter().enumerate().find(|(j, other)| {
                (s, *j) != (side, f) && other.on_battlefield() && other.feature == Some(i)
            })
        });
        if let Some((_, other)) = taken {
            return Err(at(
                Refusal::FeatureTaken {
                    feature: i,
                    fighter: other.name.clone(),
                },
                "/feature",
            ));
        }
    }
    state.sides[side].fighters[f].feature = feature;
    Ok(())
}

/// Raise (rulebook L766–768): a slain fighter comes back to the battlefield with a Raise
/// token, uninspired and undamaged; its Bounty is 0 while it keeps the token.
pub(super) fn raise(
    state: &mut UnderworldsMatch,
    side: usize,
    fighter: &str,
) -> Result<(), Refused> {
    in_action_phase(state, "raise")?;
    let f = state.fighter_index(side, fighter)?;
    let fighter = &mut state.sides[side].fighters[f];
    if !fighter.slain {
        return Err(at(
            Refusal::NotSlain {
                fighter: fighter.name.clone(),
            },
            "/fighter",
        ));
    }
    fighter.slain = false;
    fighter.deployed = true;
    fighter.damage = 0;
    fighter.inspired = false;
    fighter.feature = None;
    fighter.tokens = Tokens {
        raise: true,
        ..Tokens::default()
    };
    Ok(())
}
