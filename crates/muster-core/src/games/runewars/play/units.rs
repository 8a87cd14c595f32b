//! What happens to units during a round (digest §3.2, §3.4–3.5): wound tokens, trays lost,
//! destruction, banes and boons, rally, morale tests, upgrade cards and conditions; and the
//! objective tokens a side holds.

use super::events::{CardState, Token, UnitRef};
use super::refusals::Refusal;
use super::rules::{at, Refused};
use super::score;
use super::state::{MoraleTest, RuneWarsMatch, Stage};

/// Wound tokens put on or taken off a unit.
pub(super) fn wounds(
    state: &mut RuneWarsMatch,
    side: usize,
    unit: usize,
    change: i32,
) -> Result<(), Refused> {
    state.in_round("wounds")?;
    let u = state.unit_in_play(side, unit)?;
    let wounds = add(u.wounds, change).ok_or_else(|| {
        at(
            Refusal::BelowZero {
                what: "wounds",
                have: u.wounds,
                change,
            },
            "/change",
        )
    })?;
    state.sides[side].units[unit].wounds = wounds;
    Ok(())
}

/// Trays removed from a unit: its value drops to its cost-table row (§74.4); the last tray
/// destroys it (§30).
pub(super) fn trays_lost(
    state: &mut RuneWarsMatch,
    side: usize,
    unit: usize,
    count: u32,
) -> Result<(), Refused> {
    state.in_round("trays_lost")?;
    let u = state.unit_in_play(side, unit)?;
    if count == 0 || count > u.trays {
        return Err(at(
            Refusal::TrayCount {
                count,
                trays: u.trays,
            },
            "/count",
        ));
    }
    let left = u.trays - count;
    if left == 0 {
        state.destroy(&[UnitRef { side, unit }]);
    } else {
        let u = &mut state.sides[side].units[unit];
        u.trays = left;
        u.value_now = score::table_value(&u.cost_table, left, u.trays_bought, u.cost_bought);
    }
    Ok(())
}

/// Units destroyed at the same moment (§30, §44.4).
pub(super) fn destroyed(state: &mut RuneWarsMatch, units: &[UnitRef]) -> Result<(), Refused> {
    state.in_round("destroyed")?;
    if units.is_empty() {
        return Err(at(Refusal::NoUnits, "/units"));
    }
    for (i, r) in units.iter().enumerate() {
        let path = format!("/units/{i}");
        state
            .unit_in_play(r.side, r.unit)
            .map_err(|(refusal, p)| (refusal, format!("{path}{p}")))?;
        if units[..i].contains(r) {
            return Err((Refusal::Twice, path));
        }
    }
    state.destroy(units);
    Ok(())
}

/// A bane or boon added to or spent from a unit.
pub(super) fn token(
    state: &mut RuneWarsMatch,
    side: usize,
    unit: usize,
    token: Token,
    change: i32,
) -> Result<(), Refused> {
    state.in_round("token")?;
    let u = state.unit_in_play(side, unit)?;
    let have = u.tokens.get(token);
    let now = add(have, change).ok_or_else(|| {
        at(
            Refusal::BelowZero {
                what: "tokens",
                have,
                change,
            },
            "/change",
        )
    })?;
    *state.sides[side].units[unit].tokens.slot_mut(token) = now;
    Ok(())
}

/// The activating unit rallies: every bane cleared and every exhausted card readied, or with
/// nothing to clear an inspiration token (§75, E17).
pub(super) fn rally(state: &mut RuneWarsMatch, side: usize, unit: usize) -> Result<(), Refused> {
    state.in_round("rally")?;
    state.unit_in_play(side, unit)?;
    let this = UnitRef { side, unit };
    if state.stage != Stage::Activation || state.active != Some(this) {
        return Err(at(Refusal::RallyNotActive, "/unit"));
    }
    let u = &mut state.sides[side].units[unit];
    let exhausted = u.upgrades.iter().any(|c| c.state == CardState::Exhausted);
    if u.tokens.banes() > 0 || exhausted {
        for bane in Token::BANES {
            *u.tokens.slot_mut(bane) = 0;
        }
        for card in &mut u.upgrades {
            if card.state == CardState::Exhausted {
                card.state = CardState::Ready;
            }
        }
    } else {
        u.tokens.inspiration += 1;
    }
    Ok(())
}

/// A morale test: severity is the icons plus the panic tokens spent, which leave the unit
/// (§73.2, E19).
pub(super) fn morale(
    state: &mut RuneWarsMatch,
    side: usize,
    unit: usize,
    icons: u32,
    panic_spent: u32,
) -> Result<(), Refused> {
    state.in_round("morale")?;
    let u = state.unit_in_play(side, unit)?;
    if panic_spent > u.tokens.panic {
        return Err(at(
            Refusal::NotEnoughPanic {
                spent: panic_spent,
                have: u.tokens.panic,
            },
            "/panic_spent",
        ));
    }
    let severity = icons + panic_spent;
    if severity == 0 {
        return Err(at(Refusal::NoSeverity, "/icons"));
    }
    state.sides[side].units[unit].tokens.panic -= panic_spent;
    state.last_morale = Some(MoraleTest {
        unit: UnitRef { side, unit },
        severity,
    });
    Ok(())
}

/// An upgrade card exhausted, readied or discarded; a discarded card stays so (§5, §22.3).
pub(super) fn upgrade(
    state: &mut RuneWarsMatch,
    side: usize,
    unit: usize,
    upgrade: &str,
    to: CardState,
) -> Result<(), Refused> {
    state.in_round("upgrade")?;
    let u = state.unit_in_play(side, unit)?;
    let Some(k) = u.upgrades.iter().position(|c| c.id == upgrade) else {
        return Err(at(
            Refusal::NotEquipped {
                upgrade: upgrade.to_owned(),
                unit: u.name.clone(),
            },
            "/upgrade",
        ));
    };
    let card = &u.upgrades[k];
    if card.state == CardState::Discarded {
        return Err(at(
            Refusal::CardDiscarded {
                upgrade: card.name.clone(),
            },
            "/state",
        ));
    }
    if card.state == to {
        return Err(at(
            Refusal::CardAlready {
                upgrade: card.name.clone(),
                state: to,
            },
            "/state",
        ));
    }
    state.sides[side].units[unit].upgrades[k].state = to;
    Ok(())
}

/// Objective tokens gained or lost by a side.
pub(super) fn objective(
    state: &mut RuneWarsMatch,
    side: usize,
    change: i32,
) -> Result<(), Refused> {
    state.in_round("objective")?;
    state.side_index(side, "/side")?;
    let have = state.sides[side].objectives;
    let now = add(have, change).ok_or_else(|| {
        at(
            Refusal::BelowZero {
                what: "objectives",
                have,
                change,
            },
            "/change",
        )
    })?;
    state.sides[side].objectives = now;
    Ok(())
}

/// A condition put on or taken off a unit, kept by name.
pub(super) fn condition(
    state: &mut RuneWarsMatch,
    side: usize,
    unit: usize,
    name: &str,
    present: bool,
) -> Result<(), Refused> {
    state.in_round("condition")?;
    let u = state.unit_in_play(side, unit)?;
    let name = name.trim();
    if name.is_empty() {
        return Err(at(Refusal::EmptyName, "/name"));
    }
    let has = u.conditions.iter().any(|c| c == name);
    if has == present {
        return Err(at(
            Refusal::Condition {
                name: name.to_owned(),
                present,
            },
            "/name",
        ));
    }
    let conditions = &mut state.sides[side].units[unit].conditions;
    if present {
        conditions.push(name.to_owned());
    } else {
        conditions.retain(|c| c != name);
    }
    Ok(())
}

/// `have + change`, or `None` below zero.
fn add(have: u32, change: i32) -> Option<u32> {
    u32::try_from(i64::from(have) + i64::from(change)).ok()
}
