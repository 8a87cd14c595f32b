//! Regiments and auxiliaries (digest S4-REG-2 to S4-REG-5, S4-AUX-1), and Reinforced
//! units (S4-RNF-2).

use super::matched::Taken;
use super::*;
use crate::games::sigmar::catalog::RegimentOption;
use crate::games::sigmar::totals::{Place, GENERAL_REGIMENT_UNITS, REGIMENT_UNITS};

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
            let leader = taken
                .iter()
                .find(|t| t.place == Place::Leader(r))
                .and_then(|t| t.unit);
            let leader_name =
                leader.map_or_else(|| regiment.leader.unit.clone(), |u| u.name.clone());
            let options = leader.and_then(|leader| self.check_leader(r, leader));
            let limit = if regiment.general {
                GENERAL_REGIMENT_UNITS
            } else {
                REGIMENT_UNITS
            };
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
            if let Some(options) = options {
                self.check_options(r, &leader_name, options, &units);
            }
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
    /// manifestation.
    pub(super) fn check_auxiliaries(&mut self, taken: &[Taken<'c>]) {
        for t in taken {
            if let (Place::Auxiliary(_), Some(unit)) = (t.place, t.unit) {
                self.check_regiment_kind(t.place, unit);
            }
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
