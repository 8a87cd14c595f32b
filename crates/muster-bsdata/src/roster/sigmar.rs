//! A [`Roster`] of Age of Sigmar 4.0 mapped to a matched-play [`SigmarList`], with a note
//! naming every selection it could not map. A list that breaks rules is mapped as it is: the
//! validator says what it breaks.
//!
//! Each selection is matched to the faction's pack by the catalogue ids of its `entryId`
//! chain (a pack record's `src` is `file#id`, the id of the entry or link the importer read),
//! then by name (case, spaces and punctuation aside). What is read:
//!
//! - the faction: the top force's `catalogueName` (a pack's faction name or id);
//! - the season: the force's name (`General's Handbook 2025-26` is `ghb-2025-26`);
//! - the points limit: the roster's `points` cost limit;
//! - the regiments: nested forces of the Regiment force entry; the leader is the unit of the
//!   category `Regimental Leader`, else the first HERO; the general is the unit holding the
//!   `General` upgrade;
//! - the auxiliary units, a Regiment of Renown (a nested force of its id or name), faction
//!   terrain (a top-level unit), the battle formation and lores (the choices under the
//!   force's `Battle Formation`, `… Lore` selections);
//! - each unit's Reinforced (its `Reinforced` upgrade, or as many models as the pack's
//!   Reinforced size), heroic trait and artefact (its upgrades matching the pack's).
//!
//! The battle tactic cards picked and an empty formation or lore slot are roster notes
//! ([`RosterNote::roster_note`]), said as the text reader says them (`app_text`'s
//! `Fault::BattleTactics` and `Fault::NothingChosen`): a list in Muster holds neither.
//!
//! Ignored on purpose: wargear and command models (inside model selections), configuration
//! and reference selections (`Allow Legends`, battle traits), and categories that are only
//! New Recruit's markers (`Undersize Unit`, `Illegal Units`): they are not Muster's choices.

use super::error::{RosterError, RosterFault};
use super::{Force, Roster, Selection};
use crate::aos::gate::REINFORCED;
use crate::aos::AOS4_SYSTEM_ID;
use muster_core::games::sigmar::app_text::{Fault, What};
use muster_core::games::sigmar::{
    ArmySlot, Catalog, Choice, Enhancement, ExtraChoice, Mode, Pack, Regiment, SigmarList, Unit,
    UnitChoice, SEASONS,
};
use muster_core::ids::{kebab_id, name_key};
use muster_core::Lang;

/// The General's Handbook's Regiment force entry (GST).
const REGIMENT_FORCE: &str = "376a-6b97-8699-dd59";
/// The General's Handbook's auxiliary units force entry (GST).
const AUXILIARY_FORCE: &str = "8732-47c4-9f1c-e71e";
/// The shared `General` upgrade (GST).
const GENERAL: &str = "a56b-952e-ad15-7868";

/// A roster mapped to a list: the list (stored nowhere yet) and what could not be mapped.
#[derive(Clone, Debug, PartialEq)]
pub struct RosterImport {
    /// The list, matched play.
    pub list: SigmarList,
    /// One note per selection or force not mapped, or mapped with a change, in file order.
    pub notes: Vec<RosterNote>,
}

/// A selection the mapping could not take as it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RosterNote {
    /// Where it is in the file: `line:column` (XML) or a JSON pointer.
    pub place: String,
    /// The selection's or force's name.
    pub name: String,
    /// What happened to it, in the language asked.
    pub message: String,
    /// A roster note, not a selection left out: what the file says that a list in Muster
    /// does not hold (the battle tactic cards picked, a formation or lore slot left empty).
    pub roster_note: bool,
}

/// Maps `roster` to a matched-play list of the faction pack in `catalog` its force names,
/// notes in `lang`. Refused: another game system than Age of Sigmar 4.0, a roster with no
/// force, a faction with no pack.
pub fn sigmar_list(
    roster: &Roster,
    catalog: &Catalog,
    lang: Lang,
) -> Result<RosterImport, RosterError> {
    if roster.game_system_id != AOS4_SYSTEM_ID {
        let shown = if roster.game_system_name.is_empty() {
            roster.game_system_id.clone()
        } else {
            roster.game_system_name.clone()
        };
        let fault = if shown.is_empty() {
            RosterFault::Missing("its game system (gameSystemId)")
        } else {
            RosterFault::OtherGameSystem(shown)
        };
        return Err(RosterError::whole(&roster.file, fault));
    }
    let Some((force, others)) = roster.forces.split_first() else {
        return Err(RosterError::whole(&roster.file, RosterFault::NoForce));
    };
    let wanted = name_key(&force.catalogue_name);
    // The faction is found among the names the catalogue knows, and only its pack opened
    // (a shipped pack is checked when first opened and the shipped ones are tested).
    let pack = catalog
        .factions()
        .iter()
        .find(|f| name_key(&f.name) == wanted || f.id == kebab_id(&force.catalogue_name))
        .and_then(|f| catalog.open(&f.id).ok().flatten())
        .ok_or_else(|| {
            RosterError::at(
                &roster.file,
                force.place.clone(),
                RosterFault::UnknownFaction(force.catalogue_name.clone()),
            )
        })?;
    let name = if roster.name.is_empty() {
        pack.faction.name.clone()
    } else {
        roster.name.clone()
    };
    let mut mapper = Mapper {
        pack,
        lang,
        list: SigmarList::new(name, pack.faction.id.clone(), Mode::Matched),
        notes: Vec::new(),
    };
    mapper.list.points_limit = roster
        .cost_limits
        .iter()
        .find(|c| c.type_id == "points" || c.name == "pts")
        .and_then(|c| whole(c.value))
        .filter(|p| *p > 0);
    mapper.list.season = season(&force.name);
    if mapper.list.season.is_none() {
        mapper.note(
            &force.place,
            &force.name,
            lang.pick(
                "not a General's Handbook season Muster knows; the list takes the newest season",
                "no es una temporada del General's Handbook que Muster conozca; la lista toma la más reciente",
            )
            .to_owned(),
        );
    }
    mapper.army(force);
    for other in others {
        mapper.note(
            &other.place,
            &other.name,
            lang.pick(
                "a second army in the file; only the first was read",
                "un segundo ejército en el archivo; solo se leyó el primero",
            )
            .to_owned(),
        );
    }
    Ok(RosterImport {
        list: mapper.list,
        notes: mapper.notes,
    })
}

/// `General's Handbook 2025-26` (any decoration around it) as `ghb-2025-26`, when known.
fn season(force_name: &str) -> Option<String> {
    let at = force_name.find("Handbook")?;
    let years: String = force_name[at..]
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(|c| c.is_ascii_digit() || *c == '-')
        .collect();
    let id = format!("ghb-{years}");
    SEASONS.contains(&id.as_str()).then_some(id)
}

/// The id part of a pack record's `src` (`file#id`).
fn src_id(src: &str) -> &str {
    src.rsplit_once('#').map_or(src, |(_, id)| id)
}

/// The first record whose `src` id is in `ids` (in the chain's order), else whose name is
/// `name` (case, spaces and punctuation aside).
fn find<'p, T>(
    records: impl Iterator<Item = &'p T> + Clone,
    src: impl Fn(&T) -> &str,
    record_name: impl Fn(&T) -> &str,
    ids: &[&str],
    name: &str,
) -> Option<&'p T> {
    ids.iter()
        .find_map(|id| records.clone().find(|r| src_id(src(r)) == *id))
        .or_else(|| {
            let key = name_key(name);
            records.clone().find(|r| name_key(record_name(r)) == key)
        })
}

/// Which army-wide choice a record is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Slot {
    Formation,
    Spell,
    Prayer,
    Manifestation,
}

impl Slot {
    /// The kind as the text reader names it.
    fn what(self) -> What {
        match self {
            Slot::Formation => What::BattleFormation,
            Slot::Spell => What::SpellLore,
            Slot::Prayer => What::PrayerLore,
            Slot::Manifestation => What::ManifestationLore,
        }
    }
}

struct Mapper<'p> {
    pack: &'p Pack,
    lang: Lang,
    list: SigmarList,
    notes: Vec<RosterNote>,
}

impl<'p> Mapper<'p> {
    fn note(&mut self, place: &str, name: &str, message: String) {
        self.notes.push(RosterNote {
            place: place.to_owned(),
            name: name.to_owned(),
            message,
            roster_note: false,
        });
    }

    /// A roster note, in the text reader's words for it.
    fn roster_note(&mut self, s: &Selection, fault: &Fault) {
        self.notes.push(RosterNote {
            place: s.place.clone(),
            name: s.name.clone(),
            message: fault.message(self.lang),
            roster_note: true,
        });
    }

    fn faction_name(&self) -> &str {
        &self.pack.faction.name
    }

    /// The top force: its own selections, then its nested forces.
    fn army(&mut self, force: &Force) {
        for selection in &force.selections {
            self.army_selection(selection);
        }
        for child in &force.forces {
            self.child_force(child);
        }
    }

    /// A selection of the top force: configuration (skipped), a choice or a container of
    /// choices, faction terrain, or a unit outside any regiment.
    fn army_selection(&mut self, s: &Selection) {
        let configuration = ["Configuration", "Reference"]
            .iter()
            .any(|c| s.has_category(c))
            || s.name == "Allow Legends"
            || s.name.starts_with("Battle Traits");
        if configuration {
            return;
        }
        if s.kind == "unit" {
            let Some(unit) = self.unit(s) else {
                return;
            };
            if unit.is_faction_terrain() && self.list.faction_terrain.is_none() {
                self.list.faction_terrain = Some(unit.id.clone());
            } else if unit.is_faction_terrain() {
                // A second terrain is kept beside the first: the check reports it (S4-TER-1).
                let (slot, id) = (ArmySlot::FactionTerrain, unit.id.clone());
                self.list.extra_choices.push(ExtraChoice { slot, id });
            } else {
                let message = self.lang.pick(
                    "outside any regiment; placed among the auxiliary units",
                    "fuera de todo regimiento; puesta entre las unidades auxiliares",
                );
                self.note(&s.place, &s.name, message.to_owned());
                let choice = self.unit_choice(s, unit);
                self.list.auxiliaries.push(choice);
            }
            return;
        }
        if name_key(&s.name).starts_with("battletactic") {
            // The cards picked, as the export names them; none picked is nothing to say.
            let cards: Vec<&str> = s.selections.iter().map(|c| c.name.as_str()).collect();
            if !cards.is_empty() {
                let cards = cards.join(", ");
                self.roster_note(s, &Fault::BattleTactics { cards });
            }
            return;
        }
        let hint = slot_hint(&s.name);
        if self.choice(s, hint) {
            return;
        }
        if s.selections.is_empty() {
            match hint {
                Some(slot) => self.roster_note(s, &Fault::NothingChosen { what: slot.what() }),
                None => self.unmapped_choice(s),
            }
        }
        for inner in &s.selections {
            if !self.choice(inner, hint) {
                self.unmapped_choice(inner);
            }
        }
    }

    fn unmapped_choice(&mut self, s: &Selection) {
        let message = self.lang.pick(
            format!(
                "could not map: no battle formation or lore of that id or name in the {} pack",
                self.faction_name()
            ),
            format!(
                "no se pudo asignar: ninguna formación de batalla ni saber con ese id o nombre en el pack de {}",
                self.faction_name()
            ),
        );
        self.note(&s.place, &s.name, message);
    }

    /// Takes `s` as a battle formation or lore when it is one (of the slot `hint` first).
    fn choice(&mut self, s: &Selection, hint: Option<Slot>) -> bool {
        let ids: Vec<&str> = s.entry_ids().collect();
        let pack = self.pack;
        let slots = [
            (Slot::Formation, &pack.battle_formations),
            (Slot::Spell, &pack.spell_lores),
            (Slot::Prayer, &pack.prayer_lores),
            (Slot::Manifestation, &pack.manifestation_lores),
        ];
        let ordered = slots
            .iter()
            .filter(|(slot, _)| Some(*slot) == hint)
            .chain(slots.iter().filter(|(slot, _)| Some(*slot) != hint));
        for (slot, records) in ordered {
            let found: Option<&Choice> = find(
                records.iter(),
                |c| c.src.as_str(),
                |c| c.name.as_str(),
                &ids,
                &s.name,
            );
            if let Some(choice) = found {
                self.set_choice(*slot, choice);
                return true;
            }
        }
        false
    }

    /// Takes the choice for its slot, or, when the slot holds one already, beside it: the
    /// check reports a second one (S4-LORE-1, S4-BF-1), so nothing the roster names is lost.
    fn set_choice(&mut self, slot: Slot, choice: &Choice) {
        let (target, army) = match slot {
            Slot::Formation => (&mut self.list.battle_formation, ArmySlot::BattleFormation),
            Slot::Spell => (&mut self.list.spell_lore, ArmySlot::SpellLore),
            Slot::Prayer => (&mut self.list.prayer_lore, ArmySlot::PrayerLore),
            Slot::Manifestation => (
                &mut self.list.manifestation_lore,
                ArmySlot::ManifestationLore,
            ),
        };
        if target.is_none() {
            *target = Some(choice.id.clone());
        } else {
            let id = choice.id.clone();
            self.list.extra_choices.push(ExtraChoice { slot: army, id });
        }
    }

    /// A nested force: a regiment, the auxiliary units, a Regiment of Renown, or not mapped.
    fn child_force(&mut self, force: &Force) {
        let ids: Vec<&str> = force.entry_ids().collect();
        if ids.contains(&REGIMENT_FORCE) || force.name == "Regiment" {
            self.regiment(force);
        } else if ids.contains(&AUXILIARY_FORCE) || name_key(&force.name).starts_with("auxil") {
            for s in force.selections.iter().filter(|s| s.kind == "unit") {
                if let Some(unit) = self.unit(s) {
                    let choice = self.unit_choice(s, unit);
                    self.list.auxiliaries.push(choice);
                }
            }
        } else if let Some(renown) = find(
            self.pack.regiments_of_renown.iter(),
            |r| r.src.as_str(),
            |r| r.name.as_str(),
            &ids,
            &force.name,
        ) {
            let id = renown.id.clone();
            if self.list.regiment_of_renown.is_none() {
                self.list.regiment_of_renown = Some(id);
            } else {
                // Kept beside the first: the check reports it (S4-ROR-1).
                let slot = ArmySlot::RegimentOfRenown;
                self.list.extra_choices.push(ExtraChoice { slot, id });
            }
        } else {
            let message = self.lang.pick(
                format!(
                    "could not map this force: not a regiment, the auxiliary units or a Regiment of Renown of the {} pack; its units were not read",
                    self.faction_name()
                ),
                format!(
                    "no se pudo asignar esta fuerza: no es un regimiento, las unidades auxiliares ni un Regimiento de Renombre del pack de {}; sus unidades no se leyeron",
                    self.faction_name()
                ),
            );
            self.note(&force.place, &force.name, message);
        }
        for nested in &force.forces {
            self.child_force(nested);
        }
    }

    /// A regiment force: its leader first, then its other units in file order.
    fn regiment(&mut self, force: &Force) {
        let mut units: Vec<(&Selection, UnitChoice, bool)> = Vec::new();
        for s in force.selections.iter().filter(|s| s.kind == "unit") {
            if let Some(unit) = self.unit(s) {
                let choice = self.unit_choice(s, unit);
                units.push((s, choice, unit.is_hero()));
            }
        }
        let leader = units
            .iter()
            .position(|(s, _, _)| s.has_category("Regimental Leader"))
            .or_else(|| units.iter().position(|(_, _, hero)| *hero));
        if units.is_empty() {
            let message = self.lang.pick(
                "a regiment with no unit Muster could map; skipped",
                "un regimiento sin ninguna unidad que Muster pudiera asignar; omitido",
            );
            self.note(&force.place, &force.name, message.to_owned());
            return;
        }
        let (leader_selection, leader, _) = units.remove(leader.unwrap_or(0));
        let general = is_general(leader_selection);
        for (s, _, _) in &units {
            if is_general(s) {
                let message = self.lang.pick(
                    "marked as the general but does not lead its regiment; Muster's general is a regiment's leader, so none was set from it",
                    "marcada como general pero no dirige su regimiento; el general en Muster es el líder de un regimiento, así que no se tomó de ella",
                );
                self.note(&s.place, &s.name, message.to_owned());
            }
        }
        self.list.regiments.push(Regiment {
            leader,
            units: units.into_iter().map(|(_, c, _)| c).collect(),
            general,
        });
    }

    /// The pack's unit for a unit selection, or a note naming it.
    fn unit(&mut self, s: &Selection) -> Option<&'p Unit> {
        let ids: Vec<&str> = s.entry_ids().collect();
        let found = find(
            self.pack.units.iter(),
            |u| u.src.as_str(),
            |u| u.name.as_str(),
            &ids,
            &s.name,
        );
        if found.is_none() {
            let message = self.lang.pick(
                format!(
                    "could not map this unit: no unit of that id or name in the {} pack",
                    self.faction_name()
                ),
                format!(
                    "no se pudo asignar esta unidad: ninguna unidad con ese id o nombre en el pack de {}",
                    self.faction_name()
                ),
            );
            self.note(&s.place, &s.name, message);
        }
        found
    }

    /// A unit as the list takes it: Reinforced, heroic trait and artefact read from the
    /// selection's upgrades and model counts.
    fn unit_choice(&mut self, s: &Selection, unit: &Unit) -> UnitChoice {
        let mut choice = UnitChoice::new(unit.id.clone());
        let marked = s
            .selections
            .iter()
            .any(|c| c.name == "Reinforced" || c.entry_ids().any(|id| id == REINFORCED));
        let by_count = unit
            .reinforced
            .as_ref()
            .is_some_and(|r| r.models > unit.models && models(s) >= r.models);
        choice.reinforced = marked || by_count;
        for upgrade in s.selections.iter().filter(|c| c.kind != "model") {
            if upgrade.name == "Reinforced"
                || upgrade.name == "General"
                || upgrade
                    .entry_ids()
                    .any(|id| id == REINFORCED || id == GENERAL)
            {
                continue;
            }
            self.enhancement(upgrade, &s.name, &mut choice);
        }
        choice
    }

    /// Takes `upgrade` of the unit `unit_name` as its heroic trait or artefact, or notes it.
    fn enhancement(&mut self, upgrade: &Selection, unit_name: &str, choice: &mut UnitChoice) {
        let ids: Vec<&str> = upgrade.entry_ids().collect();
        let lang = self.lang;
        let pick = |records: &'p [Enhancement]| {
            find(
                records.iter(),
                |e| e.src.as_str(),
                |e| e.name.as_str(),
                &ids,
                &upgrade.name,
            )
        };
        let heroic_trait = pick(&self.pack.heroic_traits);
        let artefact = heroic_trait
            .is_none()
            .then(|| pick(&self.pack.artefacts))
            .flatten();
        let (target, record, what) = match (heroic_trait, artefact) {
            (Some(record), _) => (
                &mut choice.heroic_trait,
                record,
                lang.pick("heroic trait", "rasgo heroico"),
            ),
            (None, Some(record)) => (
                &mut choice.artefact,
                record,
                lang.pick("artefact", "artefacto"),
            ),
            (None, None) => {
                let message = lang.pick(
                    format!(
                        "could not map this upgrade of \"{unit_name}\": not a heroic trait or artefact of the {} pack",
                        self.faction_name()
                    ),
                    format!(
                        "no se pudo asignar esta mejora de «{unit_name}»: no es un rasgo heroico ni un artefacto del pack de {}",
                        self.faction_name()
                    ),
                );
                self.note(&upgrade.place, &upgrade.name, message);
                return;
            }
        };
        if target.is_none() {
            *target = Some(record.id.clone());
        } else {
            let message = lang.pick(
                format!("a second {what} on \"{unit_name}\"; only the first is kept"),
                format!("un segundo {what} en «{unit_name}»; solo se conserva el primero"),
            );
            self.note(&upgrade.place, &upgrade.name, message);
        }
    }
}

/// The slot a container's name points at (`Battle Formation`, `Spell Lore`…).
fn slot_hint(name: &str) -> Option<Slot> {
    let key = name_key(name);
    if key.contains("formation") {
        Some(Slot::Formation)
    } else if key.contains("spell") {
        Some(Slot::Spell)
    } else if key.contains("prayer") {
        Some(Slot::Prayer)
    } else if key.contains("manifestation") {
        Some(Slot::Manifestation)
    } else {
        None
    }
}

/// Whether a unit selection holds the `General` upgrade (or the category).
fn is_general(s: &Selection) -> bool {
    s.has_category("General")
        || s.selections.iter().any(|c| {
            c.kind != "model" && (c.name == "General" || c.entry_ids().any(|id| id == GENERAL))
        })
}

/// The models a unit selection holds: the numbers of its model selections, at any depth
/// below it (never inside another unit).
fn models(s: &Selection) -> u32 {
    s.selections
        .iter()
        .map(|c| match c.kind.as_str() {
            "model" => c.number,
            "unit" => 0,
            _ => models(c),
        })
        .fold(0, u32::saturating_add)
}

/// A cost limit as a whole number of points, when it is one.
fn whole(value: f64) -> Option<u32> {
    (value.is_finite() && value >= 0.0 && value.fract() == 0.0 && value <= f64::from(u32::MAX))
        .then_some(value as u32)
}
