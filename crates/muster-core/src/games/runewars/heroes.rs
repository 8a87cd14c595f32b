//! The army-building effects of the heroes in a list (R-FAC-2, digest §1.7 and §4.5): a
//! hero's card overrides the building rules while the hero is in the army *as a unit*.

use super::catalog::{Catalog, Configuration, HeroEffect, SlotIcon, UnitCard, UnitType};

/// An allowance for units of another faction, with what is left of it.
struct AllyAllowance<'c> {
    hero: &'c UnitCard,
    faction: Option<&'c str>,
    unit_types: &'c [UnitType],
    left: u32,
}

/// An allowance for upgrades beyond a unit's slots.
pub(crate) struct ExtraUpgrades<'c> {
    faction: &'c str,
    unit_types: &'c [UnitType],
    upgrades: &'c [String],
    count: u32,
}

impl ExtraUpgrades<'_> {
    /// True when `upgrade` may be taken this way.
    pub(crate) fn covers(&self, upgrade: &str) -> bool {
        self.upgrades.iter().any(|u| u == upgrade)
    }
}

/// The heroes' effects in force in one list.
pub(crate) struct HeroEffects<'c> {
    allies: Vec<AllyAllowance<'c>>,
    extras: Vec<ExtraUpgrades<'c>>,
    /// The hero that shifts every unit to the slots of its next row, if any.
    pub(crate) slots_from_next_row: Option<&'c UnitCard>,
}

impl<'c> HeroEffects<'c> {
    /// Collects the effects of the unique unit cards in the list.
    pub(crate) fn gather(cards: &[Option<&'c UnitCard>], catalog: &'c Catalog) -> Self {
        let mut effects = HeroEffects {
            allies: Vec::new(),
            extras: Vec::new(),
            slots_from_next_row: None,
        };
        for card in cards.iter().flatten().filter(|c| c.unique) {
            for effect in catalog.hero_effects(&card.id) {
                match effect {
                    HeroEffect::AllowAlliedUnits {
                        faction,
                        unit_types,
                        count,
                    } => effects.allies.push(AllyAllowance {
                        hero: card,
                        faction: faction.as_deref(),
                        unit_types,
                        left: *count,
                    }),
                    HeroEffect::ExtraUpgrades {
                        faction,
                        unit_types,
                        upgrades,
                        count,
                    } => effects.extras.push(ExtraUpgrades {
                        faction,
                        unit_types,
                        upgrades,
                        count: *count,
                    }),
                    HeroEffect::SlotsFromNextRow => {
                        effects.slots_from_next_row.get_or_insert(card);
                    }
                    HeroEffect::Reminder { .. } => {}
                }
            }
        }
        effects
    }

    /// Uses an ally allowance for `card`, if one fits; returns the hero that allows it.
    /// Allies are never unique units.
    pub(crate) fn take_ally(
        &mut self,
        card: &UnitCard,
        army_faction: &str,
    ) -> Option<&'c UnitCard> {
        if card.unique {
            return None;
        }
        let allowance = self.allies.iter_mut().find(|a| {
            a.left > 0
                && (a.unit_types.is_empty() || a.unit_types.contains(&card.unit_type))
                && match a.faction {
                    Some(f) => f == card.faction,
                    None => card.faction != army_faction,
                }
        })?;
        allowance.left -= 1;
        Some(allowance.hero)
    }

    /// The extra-upgrade allowances that apply to `card`, each with its count still free.
    pub(crate) fn extras_for(&self, card: &UnitCard) -> Vec<(&ExtraUpgrades<'c>, u32)> {
        self.extras
            .iter()
            .filter(|x| {
                x.faction == card.faction
                    && (x.unit_types.is_empty() || x.unit_types.contains(&card.unit_type))
            })
            .map(|x| (x, x.count))
            .collect()
    }

    /// The slots a unit may fill: its row's, or the next more expensive row's under a hero
    /// that shifts slots; a unit already on its most expensive row keeps its own.
    pub(crate) fn slots<'a>(
        &self,
        card: &'a UnitCard,
        config: &'a Configuration,
    ) -> &'a [SlotIcon] {
        if self.slots_from_next_row.is_none() {
            return &config.slots;
        }
        card.configurations
            .iter()
            .filter(|c| c.cost > config.cost)
            .min_by_key(|c| c.cost)
            .map_or(&config.slots, |next| &next.slots)
    }
}
