//! Regiments and auxiliaries (digest S4-REG-2 to S4-REG-5, S4-AUX-1, S4-AUX-2), and
//! Reinforced units (S4-RNF-2).
//!
//! Units a leader must take (`RegimentOptions::required`, Neave Blacktalon's Companions and
//! Lorai: Stormcast Eternals.cat:58-70 and :3008-3039 set their minimum to 1 when she leads
//! the regiment) are checked in its regiment; such a leader is no auxiliary (S4-AUX-2:
//! "heroes with compulsory regiment options cannot be auxiliaries"); and a required unit the
//! data prices nowhere comes with its leader (`totals::comes_with`), so it is taken in no
//! other place (the data hides them outside her regiment, :73-81 and :3020-3036, and hides
//! her outside a regiment, :23-40).

use super::matched::{leader_of, Taken};
use super::*;
use crate::games::sigmar::catalog::RegimentOption;
use crate::games::sigmar::list::UnitChoice;
use crate::games::sigmar::totals::{comes_with, required_of, units_allowed, Place};

/// Whether `option` admits `unit`: its keyword (or helper tag) or its id, and a HERO only
/// through a hero option, any other unit only through a plain one (S4-REG-5).
fn admits(option: &RegimentOption, unit: &Unit) -> bool {
    let named = option
        .keyword
        .as_deref()
        .is_some_and(|k| unit.has_keyword_or_tag(k))
        || option.unit.as_deref() == Some(unit.id.as_str());
    named && option.hero == unit.is_hero()
}

/// Assigns units to options within each option's cap, trying harder for each unit than
/// first come, first served (an augmenting path through the units already placed), so a
/// unit fails only when no assignment of the ones before it leaves room. Returns, for each
/// unit, whether it found a place.
fn assign(matches: &[Vec<usize>], caps: &[u32]) -> Vec<bool> {
    fn place(
        u: usize,
        matches: &[Vec<usize>],
        caps: &[u32],
        held: &mut [Vec<usize>],
        visited: &mut [bool],
    ) -> bool {
        for &o in &matches[u] {
            if visited[o] {
                continue;
            }
            visited[o] = true;
            if (held[o].len() as u32) < caps[o] {
                held[o].push(u);
                return true;
            }
            for k in 0..held[o].len() {
                let other = held[o][k];
                if place(other, matches, caps, held, visited) {
                    held[o][k] = u;
                    return true;
                }
            }
        }
        false
    }
    let mut held = vec![Vec::new(); caps.len()];
    (0..matches.len())
        .map(|u| {
            let mut visited = vec![false; caps.len()];
            place(u, matches, caps, &mut held, &mut visited)
        })
        .collect()
}

impl<'c> Checker<'c> {
    /// Every regiment: its leader (S4-REG-2), its size (S4-REG-3), the kinds of unit it
    /// may hold (S4-REG-4) and the leader's options (S4-REG-5).
    pub(super) fn check_regiments(&mut self, taken: &[Taken<'c>]) {
        for (r, regiment) in self.list.regiments.iter().enumerate() {
            let leader = leader_of(taken, r);
            let leader_name =
                leader.map_or_else(|| regiment.leader.unit.clone(), |u| u.name.clone());
            let options = leader.and_then(|leader| self.check_leader(r, leader));
            let limit = units_allowed(regiment, self.pack);
            for u in limit..regiment.units.len() {
                let finding = Finding::TooManyUnits {
                    leader: leader_name.clone(),
                    units: regiment.units.len(),
                    limit,
                };
                self.push(finding, format!("/regiments/{r}/units/{u}"));
            }
            let units: Vec<(usize, &Unit)> = taken
                .iter()
                .filter_map(|t| match (t.place, t.unit) {
                    (Place::Unit(rr, u), Some(unit)) if rr == r => Some((u, unit)),
                    _ => None,
                })
                .filter(|&(u, unit)| self.check_regiment_kind(Place::Unit(r, u), unit))
                .collect();
            if let (Some(options), Some(leader)) = (options, leader) {
                self.check_options(r, &leader_name, options, &units);
                self.check_required(r, leader, &regiment.units);
                for &(u, unit) in &units {
                    let admitted = options.iter().any(|o| admits(o, unit));
                    if admitted && !required_of(leader).contains(&unit.id) {
                        self.check_comes_with(Place::Unit(r, u), unit);
                    }
                }
            }
        }
    }

    /// S4-REG-5: the regiment holds every unit its leader must take, once per copy the
    /// data requires; each one missing is an error at the regiment.
    fn check_required(&mut self, r: usize, leader: &Unit, units: &[UnitChoice]) {
        let mut missing: Vec<&String> = required_of(leader).iter().collect();
        for choice in units {
            if let Some(i) = missing.iter().position(|id| **id == choice.unit) {
                missing.remove(i);
            }
        }
        for id in missing {
            let finding = Finding::RequiredMissing {
                unit: self.unit_name(id),
                leader: leader.name.clone(),
            };
            self.push(finding, format!("/regiments/{r}"));
        }
    }

    /// A unit that comes with a leader (required by it, priced in its points) anywhere but
    /// in such a leader's regiment.
    fn check_comes_with(&mut self, place: Place, unit: &Unit) {
        let Some(pack) = self.pack else {
            return;
        };
        let leaders: Vec<String> = comes_with(pack, unit).map(|l| l.name.clone()).collect();
        if !leaders.is_empty() {
            let unit = unit.name.clone();
            self.push(Finding::ComesWithLeader { unit, leaders }, place.path());
        }
    }

    /// S4-REG-2: a HERO with regiment options leads. Returns its options when it may.
    fn check_leader(&mut self, r: usize, leader: &'c Unit) -> Option<&'c [RegimentOption]> {
        let path = format!("/regiments/{r}/leader");
        let unit = leader.name.clone();
        if !leader.is_hero() {
            self.push(Finding::LeaderNotAHero { unit }, path);
            return None;
        }
        match &leader.regiment {
            Some(regiment) => Some(&regiment.options),
            None => {
                self.push(Finding::CannotLead { unit }, path);
                None
            }
        }
    }

    /// S4-REG-4 (and S4-AUX-1, whose force offers the same kinds): faction terrain and
    /// manifestations sit in no regiment and are no auxiliaries. True when the unit may.
    fn check_regiment_kind(&mut self, place: Place, unit: &Unit) -> bool {
        let terrain = unit.is_faction_terrain();
        if terrain || unit.is_manifestation() {
            let unit = unit.name.clone();
            self.push(Finding::NotARegimentUnit { unit, terrain }, place.path());
            return false;
        }
        true
    }

    /// S4-REG-5: each unit through an option of its leader, within the options' caps.
    fn check_options(
        &mut self,
        r: usize,
        leader: &str,
        options: &[RegimentOption],
        units: &[(usize, &Unit)],
    ) {
        let matches: Vec<Vec<usize>> = units
            .iter()
            .map(|(_, unit)| {
                (0..options.len())
                    .filter(|&o| admits(&options[o], unit))
                    .collect()
            })
            .collect();
        let caps: Vec<u32> = options.iter().map(|o| o.max.unwrap_or(u32::MAX)).collect();
        let placed = assign(&matches, &caps);
        for ((&(u, unit), matching), placed) in units.iter().zip(&matches).zip(placed) {
            if placed {
                continue;
            }
            let path = format!("/regiments/{r}/units/{u}");
            let finding = if matching.is_empty() {
                Finding::NotAnOption {
                    unit: unit.name.clone(),
                    leader: leader.to_owned(),
                    hero: unit.is_hero(),
                }
            } else {
                Finding::OptionFull {
                    unit: unit.name.clone(),
                    leader: leader.to_owned(),
                    max: matching.iter().map(|&o| caps[o]).max().unwrap_or(0),
                }
            };
            self.push(finding, path);
        }
    }

    /// S4-AUX-1: any unit of the faction may be an auxiliary (the general cannot, by the
    /// list format: the general is a regiment's), but not faction terrain or a
    /// manifestation. S4-AUX-2: nor a hero whose regiment must hold certain units, nor a
    /// unit that comes with such a hero.
    pub(super) fn check_auxiliaries(&mut self, taken: &[Taken<'c>]) {
        for t in taken {
            let (Place::Auxiliary(_), Some(unit)) = (t.place, t.unit) else {
                continue;
            };
            if !self.check_regiment_kind(t.place, unit) {
                continue;
            }
            let required = required_of(unit);
            if !required.is_empty() {
                let finding = Finding::CompulsoryAuxiliary {
                    unit: unit.name.clone(),
                    required: self.unit_names(required),
                };
                self.push(finding, t.place.path());
            }
            self.check_comes_with(t.place, unit);
        }
    }

    /// S4-RNF-2: Reinforced only where the data allows it (once is by the list format).
    pub(super) fn check_reinforced(&mut self, taken: &[Taken<'c>]) {
        for t in taken {
            let Some(unit) = t.unit else {
                continue;
            };
            if t.choice.reinforced && unit.reinforced.is_none() {
                let finding = Finding::NotReinforceable {
                    unit: unit.name.clone(),
                };
                self.push(finding, format!("{}/reinforced", t.place.path()));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::assign;

    #[test]
    fn a_unit_matching_a_capped_and_an_uncapped_option_leaves_the_cap_to_the_next() {
        // Option 0 takes one unit, option 1 any number; the first unit matches both, the
        // second only the capped one: both find a place.
        let placed = assign(&[vec![0, 1], vec![0]], &[1, u32::MAX]);
        assert_eq!(placed, [true, true]);
    }

    #[test]
    fn a_full_option_turns_away_the_unit_that_does_not_fit() {
        let placed = assign(&[vec![0], vec![0], vec![1]], &[1, 1]);
        assert_eq!(placed, [true, false, true]);
    }
}
