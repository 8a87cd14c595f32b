//! Wounds and casualties (digest §2.5, S1-WND-1, S1-MW-1, S1-VIC-2): wounds allocated one
//! model at a time, healing, models removed, models and units added during the game, and
//! Wounds the players give where the data lacks them.
//!
//! A unit keeps the wounds of each damaged model (the rule's must-continue holds within
//! one allocation only, so a unit may hold several damaged models), and the general's
//! model apart, for its Wounds may be one higher (Empowered) and its loss matters.

use super::events::{ModelPick, Removal};
use super::refusals::Refusal;
use super::rules::{at, Refused};
use super::state::{Location, Losses, SigmarMatch, UnitState};

/// A model an allocation or removal reaches.
#[derive(Clone, Copy)]
enum Target {
    /// A damaged model, by its place before the event.
    Slot(usize),
    Fresh,
    General,
}

/// The models of one unit as one event works on them, committed only if the event is taken.
struct Models {
    /// The unit's name (for refusals).
    name: String,
    /// Wounds of a model other than the general.
    wounds: Option<u32>,
    /// Wounds of the general's model.
    general_wounds: Option<u32>,
    /// Damaged models other than the general, by their place before the event (`None` once
    /// gone), then models first wounded by this event.
    slots: Vec<Option<u32>>,
    /// Places that were there before the event.
    before: usize,
    /// Models other than the general without damage.
    fresh: u32,
    /// The general's damage, while its model is in this unit and in play.
    general: Option<u32>,
    /// The general's model left play in this event.
    general_gone: bool,
    /// Models that left play in this event.
    gone: u32,
}

impl Models {
    fn of(state: &SigmarMatch, side: usize, unit: usize) -> Self {
        let u = &state.sides[side].units[unit];
        let empowered = state.sides[side].general.is_some_and(|g| g.empowered);
        let ordinary = u.models - u32::from(u.general.is_some());
        Models {
            name: u.name.clone(),
            wounds: u.wounds,
            general_wounds: u.wounds.map(|w| w + u32::from(empowered)),
            slots: u.damaged.iter().map(|d| Some(*d)).collect(),
            before: u.damaged.len(),
            fresh: ordinary.saturating_sub(u.damaged.len() as u32),
            general: u.general,
            general_gone: false,
            gone: 0,
        }
    }

    fn alive(&self) -> u32 {
        self.slots.iter().flatten().count() as u32 + self.fresh + u32::from(self.general.is_some())
    }

    /// The owner's pick, checked; or, without one, the first damaged model, then a fresh
    /// one, the general last.
    fn target(&self, pick: Option<ModelPick>, path: &str) -> Result<Target, Refused> {
        match pick {
            Some(ModelPick::Damaged(k)) => {
                if k < self.before && self.slots[k].is_some() {
                    Ok(Target::Slot(k))
                } else {
                    Err(at(Refusal::NoDamagedModel { index: k }, path))
                }
            }
            Some(ModelPick::Fresh) if self.fresh > 0 => Ok(Target::Fresh),
            Some(ModelPick::Fresh) => Err(at(Refusal::NoFreshModel, path)),
            Some(ModelPick::General) if self.general.is_some() => Ok(Target::General),
            Some(ModelPick::General) => Err(at(Refusal::GeneralNotHere, path)),
            None => Ok(
                if let Some(k) = self.slots.iter().position(Option::is_some) {
                    Target::Slot(k)
                } else if self.fresh > 0 {
                    Target::Fresh
                } else {
                    Target::General
                },
            ),
        }
    }

    /// Puts wounds from `pool` on one model until it dies or the pool is empty.
    fn feed(&mut self, target: Target, pool: &mut u32, path: &str) -> Result<(), Refused> {
        let (wounds, damage) = match target {
            Target::Slot(k) => (self.wounds, self.slots[k].expect("alive")),
            Target::Fresh => (self.wounds, 0),
            Target::General => (self.general_wounds, self.general.expect("alive")),
        };
        let Some(wounds) = wounds else {
            return Err(at(
                Refusal::WoundsUnknown {
                    unit: self.name.clone(),
                },
                path,
            ));
        };
        let need = wounds.saturating_sub(damage).max(1);
        let dies = *pool >= need;
        let taken = if dies { need } else { *pool };
        *pool -= taken;
        let left = (!dies).then_some(damage + taken);
        match target {
            Target::Slot(k) => self.slots[k] = left,
            Target::Fresh => {
                self.fresh -= 1;
                if let Some(d) = left {
                    self.slots.push(Some(d));
                }
            }
            Target::General => {
                self.general = left;
                self.general_gone = dies;
            }
        }
        if dies {
            self.gone += 1;
        }
        Ok(())
    }

    /// Takes one model out of play.
    fn take(&mut self, target: Target) {
        match target {
            Target::Slot(k) => self.slots[k] = None,
            Target::Fresh => self.fresh -= 1,
            Target::General => {
                self.general = None;
                self.general_gone = true;
            }
        }
        self.gone += 1;
    }

    /// Writes the models back to the unit and its side; the casualties count as `how`.
    fn commit(self, state: &mut SigmarMatch, side: usize, unit: usize, how: Removal) {
        let s = &mut state.sides[side];
        if self.general_gone {
            if let Some(g) = s.general.as_mut() {
                g.slain = true;
            }
        }
        let u = &mut s.units[unit];
        u.general = self.general;
        u.damaged = self.slots.into_iter().flatten().collect();
        lose(u, self.gone, how);
    }
}

/// `n` models of a unit leave play as `how`: added models go first (the owner's choice,
/// and the one that keeps models that began the battle for Endure; nothing else depends
/// on which), and a unit with none left is destroyed.
fn lose(u: &mut UnitState, n: u32, how: Removal) {
    u.models -= n;
    u.added_alive = u.added_alive.saturating_sub(n).min(u.models);
    let Losses {
        slain,
        fled,
        removed,
    } = &mut u.lost;
    match how {
        Removal::Slain => {
            *slain += n;
            u.slain_this_turn += n;
        }
        Removal::Fled => *fled += n,
        Removal::Removed => *removed += n,
    }
    if u.models == 0 {
        u.location = Location::Destroyed;
        u.damaged.clear();
    }
}

/// S1-WND-1, S1-MW-1: the owner puts the wounds on one model until it is slain or none
/// are left, then on the next; wounds left once the unit is wiped out are lost. Any phase
/// of a turn (spells in the hero phase, attacks, terrain).
pub(super) fn damage(
    state: &mut SigmarMatch,
    side: usize,
    unit: usize,
    wounds: u32,
    onto: &[ModelPick],
) -> Result<(), Refused> {
    state.in_turn("damage")?;
    state.unit_in_play(side, unit)?;
    if wounds == 0 {
        return Err(at(Refusal::Zero, "/wounds"));
    }
    let mut models = Models::of(state, side, unit);
    let mut pool = wounds;
    let mut picks = onto.iter().enumerate();
    while pool > 0 && models.alive() > 0 {
        let (path, pick) = match picks.next() {
            Some((i, p)) => (format!("/onto/{i}"), Some(*p)),
            None => ("/wounds".to_owned(), None),
        };
        let target = models.target(pick, &path)?;
        models.feed(target, &mut pool, &path)?;
    }
    if let Some((i, _)) = picks.next() {
        return Err(at(Refusal::PicksUnused, format!("/onto/{i}")));
    }
    models.commit(state, side, unit, Removal::Slain);
    Ok(())
}

/// Healing takes wounds off one living model (the first damaged one unless the owner picks
/// another); slain models cannot be healed, and wounds beyond a model's damage do nothing.
pub(super) fn heal(
    state: &mut SigmarMatch,
    side: usize,
    unit: usize,
    wounds: u32,
    model: Option<ModelPick>,
) -> Result<(), Refused> {
    state.in_turn("heal")?;
    state.unit_in_play(side, unit)?;
    if wounds == 0 {
        return Err(at(Refusal::Zero, "/wounds"));
    }
    let mut models = Models::of(state, side, unit);
    let target = match model {
        Some(ModelPick::Fresh) => return Err(at(Refusal::NothingToHeal, "/model")),
        Some(pick) => models.target(Some(pick), "/model")?,
        None => match models.slots.iter().position(Option::is_some) {
            Some(k) => Target::Slot(k),
            None if models.general.is_some_and(|d| d > 0) => Target::General,
            None => return Err(at(Refusal::NothingToHeal, "")),
        },
    };
    match target {
        Target::Slot(k) => {
            let d = models.slots[k].expect("alive");
            models.slots[k] = Some(d.saturating_sub(wounds)).filter(|d| *d > 0);
        }
        Target::General => match models.general {
            Some(d) if d > 0 => models.general = Some(d.saturating_sub(wounds)),
            _ => return Err(at(Refusal::NothingToHeal, "/model")),
        },
        Target::Fresh => unreachable!("refused above"),
    }
    // A model healed of every wound leaves the damaged list: it is whole again.
    models.commit(state, side, unit, Removal::Slain);
    Ok(())
}

/// Models taken out of play without wounds (Deadly terrain slays, abilities); the owner
/// chooses which (damaged models first unless they pick).
pub(super) fn remove(
    state: &mut SigmarMatch,
    side: usize,
    unit: usize,
    count: u32,
    how: Removal,
    picks: &[ModelPick],
) -> Result<(), Refused> {
    state.in_turn("remove")?;
    state.unit_in_play(side, unit)?;
    if count == 0 {
        return Err(at(Refusal::Zero, "/models"));
    }
    take_models(state, side, unit, count, how, picks, "/picks")
}

/// Takes `count` models of a unit out of play as `how`, the owner's picks first (`path`
/// leads to them in the event).
pub(super) fn take_models(
    state: &mut SigmarMatch,
    side: usize,
    unit: usize,
    count: u32,
    how: Removal,
    picks: &[ModelPick],
    path: &str,
) -> Result<(), Refused> {
    let mut models = Models::of(state, side, unit);
    let alive = models.alive();
    if count > alive {
        return Err(at(
            Refusal::TooManyModels {
                count,
                models: alive,
            },
            "/models",
        ));
    }
    if picks.len() > count as usize {
        return Err(at(Refusal::PicksUnused, format!("{path}/{count}")));
    }
    for n in 0..count as usize {
        let pick = picks.get(n).copied();
        let target = models.target(pick, &format!("{path}/{n}"))?;
        models.take(target);
    }
    models.commit(state, side, unit, how);
    Ok(())
}

/// Models added to a unit in play, or to a destroyed one that returns (reinforcements,
/// reincarnation): casualties when lost, never part of the starting count (S1-VIC-2).
pub(super) fn add_models(
    state: &mut SigmarMatch,
    side: usize,
    unit: usize,
    models: u32,
) -> Result<(), Refused> {
    state.in_turn("add_models")?;
    let u = state.unit(side, unit)?;
    if !matches!(u.location, Location::Battlefield | Location::Destroyed) {
        return Err(at(
            Refusal::NotOnBattlefield {
                unit: u.name.clone(),
                location: u.location,
            },
            "/unit",
        ));
    }
    if models == 0 {
        return Err(at(Refusal::Zero, "/models"));
    }
    let u = &mut state.sides[side].units[unit];
    u.location = Location::Battlefield;
    u.models += models;
    u.added += models;
    u.added_alive += models;
    Ok(())
}

/// A unit summoned onto the battlefield: every model an added one (S1-VIC-2).
pub(super) fn summon(
    state: &mut SigmarMatch,
    side: usize,
    name: &str,
    models: u32,
    wounds: Option<u32>,
    bravery: Option<u32>,
) -> Result<(), Refused> {
    state.in_turn("summon")?;
    state.side_index(side, "/side")?;
    if name.trim().is_empty() {
        return Err(at(Refusal::Blank, "/name"));
    }
    if models == 0 {
        return Err(at(Refusal::Zero, "/models"));
    }
    if wounds == Some(0) {
        return Err(at(Refusal::Zero, "/wounds"));
    }
    state.sides[side].units.push(UnitState {
        id: String::new(),
        name: name.trim().to_owned(),
        faction: None,
        keywords: Vec::new(),
        drop: None,
        leader: false,
        reinforced: false,
        summoned: true,
        size: models,
        wounds,
        bravery,
        save: None,
        control: None,
        location: Location::Battlefield,
        starting: 0,
        models,
        damaged: Vec::new(),
        general: None,
        added: models,
        added_alive: models,
        lost: Losses::default(),
        slain_this_turn: 0,
        ran: false,
        retreated: false,
        charged: false,
        tested: false,
        last_test: None,
    });
    Ok(())
}

/// A unit left in reserve comes onto the battlefield ("unless fate intervenes",
/// S1-ARMY-5); its models are added ones [INTERP, digest S1-VIC-2].
pub(super) fn arrive(state: &mut SigmarMatch, side: usize, unit: usize) -> Result<(), Refused> {
    state.in_turn("arrive")?;
    let u = state.unit(side, unit)?;
    if u.location != Location::Reserve {
        return Err(at(
            Refusal::NotInReserve {
                unit: u.name.clone(),
                location: u.location,
            },
            "/unit",
        ));
    }
    let u = &mut state.sides[side].units[unit];
    u.location = Location::Battlefield;
    u.added += u.models;
    u.added_alive = u.models;
    Ok(())
}

/// The Wounds of a unit's models where neither the list nor the data gives them; a value
/// already known is not replaced.
pub(super) fn set_wounds(
    state: &mut SigmarMatch,
    side: usize,
    unit: usize,
    wounds: u32,
) -> Result<(), Refused> {
    if state.stage == super::state::Stage::Over {
        return Err(state.not_now("set_wounds"));
    }
    let u = state.unit(side, unit)?;
    if let Some(known) = u.wounds {
        return Err(at(
            Refusal::WoundsKnown {
                unit: u.name.clone(),
                known,
            },
            "/wounds",
        ));
    }
    if wounds == 0 {
        return Err(at(Refusal::Zero, "/wounds"));
    }
    state.sides[side].units[unit].wounds = Some(wounds);
    Ok(())
}
