//! The Diskwars army-building rules (digest §1, rulebook p.16–17 and p.21): a whole list in,
//! every finding out.
//!
//! Most printed values are unknown in the data pack. A rule the known values break is an
//! error; a rule only an unknown value could break is a warning that names the disc and
//! waits for the value, so the player can enter it: the list is then unconfirmed, never
//! illegal for an unknown value, and never legal while a rule waits.
//!
//! Readings where the rulebook leaves room:
//! - R-ELITE-1 limits the regiment, so the hero counts when it is elite; R-SIZE-1 is the
//!   only rule that leaves the hero out (the rulebook says so for it alone).
//! - R-FAC-2: the army's faction is that of its first hero whose race is known (else of its
//!   first unit); a hero of the other faction is reported once for its regiment, and a unit
//!   only when its hero has not already been reported for the same faction.
//! - R-CMD-1: the hand may hold fewer cards than the command values allow (a warning);
//!   more is an error. R-CMD-3: a card whose restriction is unknown is a warning unless the
//!   army has known heroes of both factions (then any restriction is met).
//! - Unknown ids are errors in both modes; the introductory mode (R-INTRO-1) skips every
//!   other rule and compares the discs and cards with the catalogue's introductory armies.
//!   Any other army in that mode is an error: p.4 exempts those two armies, not the mode.
//! - Rules that need several ids of one disc report at the copy that breaks them (the 4th
//!   small disc, the 2nd unique one); rules about a regiment's make-up report at the
//!   regiment's `units`; a value that is unknown is reported once per regiment, at its first
//!   copy.

use super::catalog::{Catalog, Disc, DiscKind, Restriction, Size};
use super::findings::{Finding, Named};
use super::list::{DiskwarsList, Mode, Regiment};
use super::totals::{totals, RegimentTotals, Totals};
use crate::diagnostic::{Diagnostic, Explain, Report};
use crate::game::Game;
use crate::lang::Lang;
use crate::suggest::closest;
use std::collections::BTreeMap;

mod hand;
mod intro;

fn hero_path(r: usize) -> String {
    format!("/regiments/{r}/hero")
}

fn unit_path(r: usize, u: usize) -> String {
    format!("/regiments/{r}/units/{u}")
}

/// The regiments of each army in a short game (R-REG-1).
pub const SHORT_GAME: u8 = 2;
/// The regiments of each army in a long game (R-REG-1).
pub const LONG_GAME: u8 = 3;

/// A regiment's discs as the catalogue resolves them.
struct Resolved<'c> {
    /// The disc in the hero slot, when its id resolves (a hero or, wrongly, a unit).
    hero: Option<&'c Disc>,
    /// The same disc when it is a hero.
    leader: Option<&'c Disc>,
    /// The units that resolve to units, with their index in the regiment's `units`.
    units: Vec<(usize, &'c Disc)>,
}

/// Copies of one disc, with the index of each copy.
struct Copies<'c> {
    disc: &'c Disc,
    at: Vec<usize>,
}

/// The units of a regiment grouped by disc, in the order each disc first appears.
fn group<'c>(units: &[(usize, &'c Disc)]) -> Vec<Copies<'c>> {
    let mut groups: Vec<Copies<'c>> = Vec::new();
    for &(u, disc) in units {
        match groups.iter_mut().find(|g| g.disc.id == disc.id) {
            Some(g) => g.at.push(u),
            None => groups.push(Copies { disc, at: vec![u] }),
        }
    }
    groups
}

/// One validation run: the inputs and the findings so far.
struct Checker<'c> {
    list: &'c DiskwarsList,
    catalog: &'c Catalog,
    lang: Lang,
    out: Vec<Diagnostic>,
}

impl<'c> Checker<'c> {
    fn push(&mut self, finding: Finding, path: String) {
        self.out.push(finding.diagnostic(path, self.lang));
    }

    fn name(&self, disc: &Disc) -> String {
        disc.name.get(self.lang).to_owned()
    }

    /// The discs, each once, with their ids and names.
    fn named<'d>(&self, discs: impl IntoIterator<Item = &'d Disc>) -> Vec<Named> {
        let mut named: Vec<Named> = Vec::new();
        for disc in discs {
            if !named.iter().any(|n| n.id == disc.id) {
                named.push(Named {
                    id: disc.id.clone(),
                    name: self.name(disc),
                });
            }
        }
        named
    }

    /// The faction id of a disc, when its race is known.
    fn faction_of(&self, disc: &Disc) -> Option<&'c str> {
        let race = disc.race.as_ref()?;
        self.catalog
            .faction_of_race(&race.value)
            .map(|f| f.id.as_str())
    }

    fn faction_name(&self, id: &str) -> String {
        self.catalog
            .factions()
            .iter()
            .find(|f| f.id == id)
            .map_or_else(|| id.to_owned(), |f| f.name.get(self.lang).to_owned())
    }

    fn race_name(&self, id: &str) -> String {
        self.catalog
            .race(id)
            .map_or_else(|| id.to_owned(), |r| r.name.get(self.lang).to_owned())
    }

    /// The regiment's hero by name, or the id written when it does not resolve.
    fn hero_name(&self, regiment: &Regiment, resolved: &Resolved) -> String {
        resolved
            .hero
            .map_or_else(|| regiment.hero.clone(), |h| self.name(h))
    }

    /// Looks the regiment's ids up; an id the catalogue lacks is an error with the closest
    /// known id (a hero's among the heroes).
    fn resolve(&mut self, r: usize, regiment: &Regiment) -> Resolved<'c> {
        let hero = self.catalog.disc(&regiment.hero);
        if hero.is_none() {
            let ids = self.catalog.heroes().map(|d| d.id.as_str());
            let suggestion = closest(&regiment.hero, ids).map(str::to_owned);
            let disc = regiment.hero.clone();
            self.push(Finding::UnknownDisc { disc, suggestion }, hero_path(r));
        }
        let mut units = Vec::new();
        for (u, id) in regiment.units.iter().enumerate() {
            match self.catalog.disc(id) {
                Some(disc) if disc.kind == DiscKind::Unit => units.push((u, disc)),
                Some(_) => {}
                None => {
                    let ids = self.catalog.discs().iter().map(|d| d.id.as_str());
                    let suggestion = closest(id, ids).map(str::to_owned);
                    let disc = id.clone();
                    self.push(Finding::UnknownDisc { disc, suggestion }, unit_path(r, u));
                }
            }
        }
        Resolved {
            hero,
            leader: hero.filter(|h| h.kind == DiscKind::Hero),
            units,
        }
    }

    /// R-REG-1: as many regiments as agreed; 2 or 3 are recommended, others agreed.
    fn check_regiment_count(&mut self) {
        let Some(agreed) = self.list.regiment_count else {
            self.push(Finding::CountMissing, "/regiment_count".into());
            return;
        };
        if !(SHORT_GAME..=LONG_GAME).contains(&agreed) {
            self.push(
                Finding::UnusualCount { count: agreed },
                "/regiment_count".into(),
            );
        }
        let written = self.list.regiments.len();
        if written != usize::from(agreed) {
            self.push(
                Finding::CountMismatch { written, agreed },
                "/regiments".into(),
            );
        }
    }

    /// R-REG-2: a hero leads, units are recruited.
    fn check_leader(&mut self, r: usize, regiment: &Regiment, resolved: &Resolved) {
        if let Some(disc) = resolved.hero.filter(|d| d.kind != DiscKind::Hero) {
            let disc = self.name(disc);
            self.push(Finding::LeaderNotAHero { disc }, hero_path(r));
        }
        for (u, id) in regiment.units.iter().enumerate() {
            if let Some(disc) = self.catalog.disc(id).filter(|d| d.kind == DiscKind::Hero) {
                let disc = self.name(disc);
                self.push(Finding::HeroAsUnit { disc }, unit_path(r, u));
            }
        }
    }

    /// R-REG-3 and R-REG-4: the units' cost within the hero's points, per regiment.
    fn check_points(&mut self, r: usize, hero: &str, resolved: &Resolved, t: &RegimentTotals) {
        if let Some(leader) = resolved.leader {
            match &leader.recruitment_points {
                None => self.push(
                    Finding::UnknownHeroPoints {
                        hero: hero.to_owned(),
                        id: leader.id.clone(),
                        waits: !resolved.units.is_empty(),
                    },
                    hero_path(r),
                ),
                // Costs are never negative, so known costs over the points are over
                // whatever the unknown ones are.
                Some(points) if t.spent.known > points.value => self.push(
                    Finding::OverPoints {
                        hero: hero.to_owned(),
                        spent: t.spent.known,
                        points: points.value,
                    },
                    format!("/regiments/{r}/units"),
                ),
                Some(_) => {
                    if let Some(left) = t.left.filter(|left| *left > 0) {
                        let left = u32::try_from(left).unwrap_or(u32::MAX);
                        let hero = hero.to_owned();
                        self.push(Finding::Unspent { hero, left }, format!("/regiments/{r}"));
                    }
                }
            }
        }
        for copies in group(&resolved.units) {
            if copies.disc.cost.is_none() {
                let (disc, id) = (self.name(copies.disc), copies.disc.id.clone());
                self.push(
                    Finding::UnknownCost { disc, id },
                    unit_path(r, copies.at[0]),
                );
            }
        }
    }

    /// R-FAC-3: a hero recruits only its own race.
    fn check_race(&mut self, r: usize, resolved: &Resolved) {
        let Some(leader) = resolved.leader else {
            return;
        };
        let Some(hero_race) = &leader.race else {
            let (disc, id) = (self.name(leader), leader.id.clone());
            let finding = Finding::UnknownRace {
                disc,
                id,
                leader: true,
            };
            self.push(finding, hero_path(r));
            return;
        };
        for copies in group(&resolved.units) {
            let path = unit_path(r, copies.at[0]);
            match &copies.disc.race {
                None => {
                    let (disc, id) = (self.name(copies.disc), copies.disc.id.clone());
                    self.push(
                        Finding::UnknownRace {
                            disc,
                            id,
                            leader: false,
                        },
                        path,
                    );
                }
                Some(race) if race.value != hero_race.value => {
                    let finding = Finding::RaceMismatch {
                        disc: self.name(copies.disc),
                        race: self.race_name(&race.value),
                        hero: self.name(leader),
                        hero_race: self.race_name(&hero_race.value),
                    };
                    self.push(finding, path);
                }
                Some(_) => {}
            }
        }
    }

    /// R-SIZE-1: small ≥ medium + large, copies counted, the hero left out.
    fn check_sizes(&mut self, r: usize, hero: &str, resolved: &Resolved, t: &RegimentTotals) {
        let at_most_small = t.small + t.unknown_size;
        if at_most_small < t.larger {
            let finding = Finding::TooFewSmall {
                hero: hero.to_owned(),
                small: at_most_small,
                larger: t.larger,
            };
            self.push(finding, format!("/regiments/{r}/units"));
        } else if t.unknown_size > 0 && t.small < t.larger + t.unknown_size {
            let unknown = resolved
                .units
                .iter()
                .map(|&(_, d)| d)
                .filter(|d| d.size.is_none());
            let discs = self.named(unknown);
            let hero = hero.to_owned();
            self.push(
                Finding::SizeUnconfirmed { hero, discs },
                format!("/regiments/{r}/units"),
            );
        }
    }

    /// R-COPY-1: per regiment, 3 copies of a small disc, 2 of a medium, 1 of a large.
    fn check_copies(&mut self, r: usize, resolved: &Resolved) {
        for copies in group(&resolved.units) {
            let count = copies.at.len() as u32;
            let size = copies.disc.size.as_ref().map(|k| k.value);
            let limit = match size {
                Some(Size::Small) | None => 3,
                Some(Size::Medium) => 2,
                Some(Size::Large) => 1,
            };
            let disc = self.name(copies.disc);
            if count > limit {
                let path = unit_path(r, copies.at[limit as usize]);
                let finding = Finding::TooManyCopies {
                    disc,
                    size,
                    copies: count,
                    limit,
                };
                self.push(finding, path);
            } else if size.is_none() && count >= 2 {
                let path = unit_path(r, copies.at[1]);
                self.push(
                    Finding::CopiesUnconfirmed {
                        disc,
                        id: copies.disc.id.clone(),
                        copies: count,
                    },
                    path,
                );
            }
        }
    }

    /// R-ELITE-1: at most one elite disc per regiment, the hero included.
    fn check_elite(&mut self, r: usize, hero: &str, resolved: &Resolved) {
        let leader = resolved.leader.map(|d| (hero_path(r), d));
        let discs = leader
            .into_iter()
            .chain(resolved.units.iter().map(|&(u, d)| (unit_path(r, u), d)));
        let (mut elite, mut unknown) = (Vec::new(), Vec::new());
        for (path, disc) in discs {
            match disc.elite.as_ref().map(|k| k.value) {
                Some(true) => elite.push((path, disc)),
                Some(false) => {}
                None => unknown.push(disc),
            }
        }
        if elite.len() > 1 {
            let path = elite[1].0.clone();
            let mut discs: Vec<(String, usize)> = Vec::new();
            for &(_, disc) in &elite {
                let name = self.name(disc);
                match discs.iter_mut().find(|(n, _)| *n == name) {
                    Some((_, copies)) => *copies += 1,
                    None => discs.push((name, 1)),
                }
            }
            let hero = hero.to_owned();
            self.push(Finding::TooManyElite { hero, discs }, path);
        } else if !unknown.is_empty() && elite.len() + unknown.len() > 1 {
            let discs = self.named(unknown);
            let hero = hero.to_owned();
            self.push(
                Finding::EliteUnconfirmed { hero, discs },
                format!("/regiments/{r}"),
            );
        }
    }

    /// Every rule of one regiment.
    fn check_regiment(
        &mut self,
        r: usize,
        regiment: &Regiment,
        resolved: &Resolved,
        t: &RegimentTotals,
    ) {
        let hero = self.hero_name(regiment, resolved);
        self.check_leader(r, regiment, resolved);
        self.check_points(r, &hero, resolved, t);
        self.check_race(r, resolved);
        self.check_sizes(r, &hero, resolved, t);
        self.check_copies(r, resolved);
        self.check_elite(r, &hero, resolved);
    }

    /// R-FAC-2: no Order and Destruction discs in one army.
    fn check_factions(&mut self, resolved: &[Resolved<'c>]) {
        let first_hero = resolved
            .iter()
            .filter_map(|r| r.leader)
            .find_map(|d| self.faction_of(d));
        let army = first_hero.or_else(|| {
            resolved
                .iter()
                .flat_map(|r| &r.units)
                .find_map(|&(_, d)| self.faction_of(d))
        });
        let Some(army) = army else {
            return;
        };
        let army_faction = self.faction_name(army);
        for (r, regiment) in resolved.iter().enumerate() {
            let hero_faction = regiment.hero.and_then(|d| self.faction_of(d));
            if let (Some(hero), Some(faction)) = (regiment.hero, hero_faction) {
                if faction != army {
                    let finding = Finding::MixedFactions {
                        disc: self.name(hero),
                        faction: self.faction_name(faction),
                        army_faction: army_faction.clone(),
                    };
                    self.push(finding, hero_path(r));
                }
            }
            for copies in group(&regiment.units) {
                let Some(faction) = self.faction_of(copies.disc) else {
                    continue;
                };
                if faction != army && hero_faction != Some(faction) {
                    let finding = Finding::MixedFactions {
                        disc: self.name(copies.disc),
                        faction: self.faction_name(faction),
                        army_faction: army_faction.clone(),
                    };
                    self.push(finding, unit_path(r, copies.at[0]));
                }
            }
        }
    }

    /// R-UNQ-1: a unique disc at most once per army, heroes included.
    fn check_unique_discs(&mut self) {
        let mut seen: Vec<(&'c Disc, Vec<String>)> = Vec::new();
        for (r, regiment) in self.list.regiments.iter().enumerate() {
            let hero = (hero_path(r), &regiment.hero);
            let units = regiment
                .units
                .iter()
                .enumerate()
                .map(|(u, id)| (unit_path(r, u), id));
            for (path, id) in std::iter::once(hero).chain(units) {
                let Some(disc) = self.catalog.disc(id) else {
                    continue;
                };
                match seen.iter_mut().find(|(d, _)| d.id == disc.id) {
                    Some((_, paths)) => paths.push(path),
                    None => seen.push((disc, vec![path])),
                }
            }
        }
        for (disc, paths) in seen.into_iter().filter(|(_, p)| p.len() > 1) {
            match disc.unique.as_ref().map(|k| k.value) {
                Some(true) => {
                    for path in paths.into_iter().skip(1) {
                        let disc = self.name(disc);
                        self.push(Finding::DuplicateUnique { disc }, path);
                    }
                }
                None => {
                    let finding = Finding::UniqueUnconfirmed {
                        disc: self.name(disc),
                        id: disc.id.clone(),
                        copies: paths.len() as u32,
                    };
                    self.push(finding, paths[1].clone());
                }
                Some(false) => {}
            }
        }
    }

    /// R-UNQ-2: at least one unique hero.
    fn check_unique_hero(&mut self, resolved: &[Resolved<'c>]) {
        let leaders: Vec<&Disc> = resolved.iter().filter_map(|r| r.leader).collect();
        let unique = |d: &&Disc| d.unique.as_ref().map(|k| k.value);
        if leaders.iter().any(|d| unique(d) == Some(true)) {
            return;
        }
        let unknown: Vec<&Disc> = leaders
            .iter()
            .copied()
            .filter(|d| unique(d).is_none())
            .collect();
        if !unknown.is_empty() {
            let heroes = self.named(unknown);
            self.push(
                Finding::UniqueHeroUnconfirmed { heroes },
                "/regiments".into(),
            );
        } else if resolved.iter().all(|r| r.hero.is_some()) {
            // An id the catalogue lacks might be a unique hero: its own error comes first.
            self.push(Finding::NoUniqueHero, "/regiments".into());
        }
    }
}

/// Checks a Diskwars list against every army-building rule of digest §1, or, in the
/// introductory mode, against the introductory armies.
pub fn validate_list(list: &DiskwarsList, catalog: &Catalog, lang: Lang) -> Report<Totals> {
    let totals = totals(list, catalog);
    let mut checker = Checker {
        list,
        catalog,
        lang,
        out: Vec::new(),
    };
    match list.mode {
        Mode::Introductory => {
            for (r, regiment) in list.regiments.iter().enumerate() {
                checker.resolve(r, regiment);
            }
            checker.check_card_ids();
            // An id the catalogue lacks is its own error; the army is compared once every
            // id is known, so a typo is not also reported as a foreign army.
            if checker.out.is_empty() {
                checker.check_introductory();
            }
        }
        Mode::Standard => {
            checker.check_regiment_count();
            let mut resolved = Vec::with_capacity(list.regiments.len());
            for (r, (regiment, t)) in list.regiments.iter().zip(&totals.regiments).enumerate() {
                let these = checker.resolve(r, regiment);
                checker.check_regiment(r, regiment, &these, t);
                resolved.push(these);
            }
            checker.check_factions(&resolved);
            checker.check_unique_discs();
            checker.check_unique_hero(&resolved);
            checker.check_hand(&resolved, totals.hand_limit);
        }
    }
    Report::new(super::Diskwars::ID, totals, checker.out)
}
