//! The warband: its id, one leader (V1), both faces of every fighter card (V2), the generic
//! tokens of its warscroll abilities (V6) and the runemarks they need (V7).

use super::*;
use crate::games::underworlds::catalog::{Doubt, Fighter};
use crate::games::underworlds::findings::Stat;
use crate::suggest::closest;

const PATH: &str = "/warband";

/// What a face leaves unknown, and the stated values that break V2.
struct FaceCheck {
    unknown: Vec<Stat>,
    broken: Vec<Finding>,
}

/// The checks of one face; a weapon's Damage of 0 that the fighter's source marks as doubtful
/// is left to the doubt's warning, not made an error.
fn check_face(fighter: &Fighter, inspired: bool, lang: Lang) -> FaceCheck {
    let face = fighter.face(inspired);
    let doubtful_damage = fighter.doubts.contains(&Doubt::DamageZero);
    let fighter = fighter.name.get(lang);
    let mut check = FaceCheck {
        unknown: Vec::new(),
        broken: Vec::new(),
    };
    let Some(face) = face else {
        check.unknown.push(Stat::Face);
        return check;
    };
    let zero = |stat: Stat, weapon: Option<String>| Finding::StatZero {
        fighter: fighter.to_owned(),
        inspired,
        stat,
        weapon,
    };
    let known = [
        (Stat::Move, face.moves.is_some()),
        (Stat::Save, face.save.is_some()),
        (Stat::Health, face.health.is_some()),
        (Stat::Bounty, face.bounty.is_some()),
    ];
    check.unknown = known.iter().filter(|(_, k)| !k).map(|(s, _)| *s).collect();
    if face.save.is_some_and(|s| s.dice == 0) {
        check.broken.push(zero(Stat::Save, None));
    }
    if face.health == Some(0) {
        check.broken.push(zero(Stat::Health, None));
    }
    if face.weapons.is_empty() {
        // A face whose Move or Save is stated was entered from its card, which has a weapon;
        // one of Health and Bounty only is what the tracker asks (the fighter form), and
        // leaves its weapons unknown.
        if face.moves.is_some() || face.save.is_some() {
            check.broken.push(Finding::NoWeapons {
                fighter: fighter.to_owned(),
                inspired,
            });
        } else {
            check.unknown.push(Stat::Weapons);
        }
    }
    for weapon in &face.weapons {
        for (stat, value) in [
            (Stat::Range, weapon.range),
            (Stat::Dice, weapon.dice),
            (Stat::Damage, weapon.damage),
        ] {
            if value == 0 && !(stat == Stat::Damage && doubtful_damage) {
                check.broken.push(zero(stat, Some(weapon.label(lang))));
            }
        }
    }
    check
}

impl<'a> Checker<'a> {
    /// The list's warband, or an error (none chosen yet, or an unknown id with the closest
    /// known one); then V1, V2, V6 and V7.
    pub(super) fn check_warband(&mut self) -> Option<&'a Warband> {
        let id = &self.list.warband;
        if id.trim().is_empty() {
            self.push(Finding::NoWarband, PATH);
            return None;
        }
        let Some(warband) = self.catalog.warband(id) else {
            let ids = self.catalog.warbands().iter().map(|w| w.id.as_str());
            let suggestion = closest(id, ids).map(str::to_owned);
            let warband = id.clone();
            self.push(
                Finding::UnknownWarband {
                    warband,
                    suggestion,
                },
                PATH,
            );
            return None;
        };
        self.check_leader(warband);
        self.check_fighters(warband);
        self.check_tokens(warband);
        self.check_ability_runemarks(warband);
        Some(warband)
    }

    /// V1: exactly one fighter with the Leader runemark; none with a roster that is not
    /// complete is not known yet.
    fn check_leader(&mut self, warband: &Warband) {
        let leaders: Vec<&Fighter> = warband.fighters.iter().filter(|f| f.is_leader()).collect();
        let name = self.warband_name(warband);
        match leaders.as_slice() {
            [] if warband.roster_complete => self.push(Finding::NoLeader { warband: name }, PATH),
            [] => self.push(Finding::LeaderUnknown { warband: name }, PATH),
            [_] => {}
            several => {
                let names: Vec<&str> = several.iter().map(|f| f.name.get(self.lang)).collect();
                let leaders = names.join(", ");
                self.push(
                    Finding::SeveralLeaders {
                        warband: name,
                        leaders,
                    },
                    PATH,
                );
            }
        }
    }

    /// V2: both faces of every fighter card, with their characteristics and weapons.
    fn check_fighters(&mut self, warband: &Warband) {
        if !warband.roster_complete {
            let warband = self.warband_name(warband);
            self.push(Finding::RosterIncomplete { warband }, PATH);
        }
        for fighter in &warband.fighters {
            let name = fighter.name.get(self.lang);
            let uninspired = check_face(fighter, false, self.lang);
            let inspired = check_face(fighter, true, self.lang);
            for finding in uninspired.broken.into_iter().chain(inspired.broken) {
                self.push(finding, PATH);
            }
            if !fighter.doubts.is_empty() {
                let finding = Finding::Doubtful {
                    fighter: name.to_owned(),
                    doubts: fighter.doubts.clone(),
                };
                self.push(finding, PATH);
            }
            if !uninspired.unknown.is_empty() || !inspired.unknown.is_empty() {
                let finding = Finding::StatsUnknown {
                    fighter: name.to_owned(),
                    uninspired: uninspired.unknown,
                    inspired: inspired.unknown,
                };
                self.push(finding, PATH);
            }
        }
    }

    /// V6: an ability that needs generic tokens says how many (at least one).
    fn check_tokens(&mut self, warband: &Warband) {
        for ability in warband.abilities.iter().filter(|a| a.generic_tokens) {
            let name = ability.name.get(self.lang).to_owned();
            match ability.token_count {
                None => self.push(Finding::TokenCountUnknown { ability: name }, PATH),
                Some(0) => self.push(Finding::TokenCountZero { ability: name }, PATH),
                Some(_) => {}
            }
        }
    }

    /// V7: a warscroll ability's runemark is carried by a fighter of the warband.
    fn check_ability_runemarks(&mut self, warband: &Warband) {
        for ability in &warband.abilities {
            let Some(runemark) = &ability.runemark else {
                continue;
            };
            if !carried(warband, runemark) {
                let finding = Finding::RunemarkUnused {
                    name: ability.name.get(self.lang).to_owned(),
                    runemark: runemark.clone(),
                    card: false,
                };
                self.push(finding, PATH);
            }
        }
    }

    /// V7: a card's runemark is carried by a fighter of the warband.
    pub(super) fn check_card_runemarks(&mut self, warband: &Warband, entries: &[Entry<'a>]) {
        for entry in entries {
            let Some(runemark) = &entry.card.runemark else {
                continue;
            };
            if !carried(warband, runemark) {
                let finding = Finding::RunemarkUnused {
                    name: self.card_name(entry.card),
                    runemark: runemark.clone(),
                    card: true,
                };
                self.push(finding, entry.path.clone());
            }
        }
    }
}

/// True when a fighter of the warband carries the runemark.
fn carried(warband: &Warband, runemark: &str) -> bool {
    warband
        .fighters
        .iter()
        .any(|f| f.runemarks.iter().any(|r| r == runemark))
}
