//! The few BattleScribe conditions an import can decide, and modifiers under them.
//!
//! A pack describes a faction in a season, not a roster, so almost every condition in the
//! data ("is this unit in a regiment", "does the force have a leader") has no answer at
//! import time. Only these are decided (digest P2, S4-SEASON-1):
//!
//! - the General's Handbook forces: the chosen season's is present, the other two and every
//!   other top-level force of the game system (Path to Glory ones) are absent;
//! - the "Force Category - GHB" counter is 1 (a GHB force exists) and "Force Category - PTG"
//!   is 0;
//! - "Allow Legends" (the game system's configuration entry, matched by id) is selected:
//!   Legends warscrolls are kept and flagged. [`Gate::without_legends`] asks the same
//!   question with it left out, which tells an entry hidden unless Legends are allowed;
//! - a catalogue id names the faction's own catalogue or another one;
//! - inside a Regiment of Renown's force, that force is present;
//! - a category the unit itself carries (its links, digest P4's "Undersize Unit") and the
//!   unit's own entry ids.
//!
//! Anything else is unknown, and logic is three-valued (Kleene): `and` is false when one
//! part is false, `or` true when one part is true, otherwise unknown. A modifier applies only
//! when its conditions are known to hold.

use crate::xml::{attr, nested, numeric_value, Node};
use std::collections::HashSet;
use std::rc::Rc;

/// The General's Handbook force of each season (digest S4-SEASON-1).
pub(crate) const SEASON_FORCES: [(&str, &str); 3] = [
    ("ghb-2024-25", "f079-501a-2738-6844"),
    ("ghb-2025-26", "f079-501a-2738-6845"),
    ("ghb-2026-27", "0151-9c5b-2f1e-32d4"),
];
/// The "Regiment" force (digest S4-REG-1).
pub(crate) const REGIMENT_FORCE: &str = "376a-6b97-8699-dd59";
/// The "Auxillary Units" force (digest S4-AUX-1).
pub(crate) const AUXILIARY_FORCE: &str = "8732-47c4-9f1c-e71e";
/// The hidden cost type "Force Category - GHB" (GST L11).
const GHB_COUNTER: &str = "de92-2099-fbf7-a156";
/// The hidden cost type "Force Category - PTG" (GST L10).
const PTG_COUNTER: &str = "e63c-79ff-93ba-c5eb";
/// The game system's "Allow Legends" configuration entry (GST L15831).
const ALLOW_LEGENDS: &str = "7e59-2237-4890-a80a";
/// The shared "Reinforced" upgrade (digest S4-RNF-1).
pub(crate) const REINFORCED: &str = "1b37-82b8-c062-eb82";
/// The helper category "Undersize Unit" (GST L245, digest P4).
pub(crate) const UNDERSIZE: &str = "c461-2ebb-5bbc-81a2";

/// What an import knows while evaluating conditions.
#[derive(Clone)]
pub(crate) struct Gate {
    /// The chosen season's GHB force id.
    season_force: String,
    /// Every force id of the game system.
    system_forces: Rc<HashSet<String>>,
    /// Every catalogue id among the parsed files.
    catalogues: Rc<HashSet<String>>,
    /// The faction catalogue's id.
    faction: String,
    /// A Regiment of Renown force the entries are read inside, when there is one.
    inside: Option<String>,
    /// Whether "Allow Legends" counts as selected (it does, but for
    /// [`Gate::without_legends`]).
    allow_legends: bool,
}

/// The entry whose conditions are evaluated: its own ids and the categories it carries.
#[derive(Default)]
pub(crate) struct Subject {
    /// The entry link's and the target entry's ids.
    pub ids: Vec<String>,
    /// The ids of the categories the entry carries by its links.
    pub categories: Vec<String>,
}

impl Gate {
    /// A gate for `season_force`, the faction catalogue `faction`.
    pub fn new(
        season_force: &str,
        system_forces: HashSet<String>,
        catalogues: HashSet<String>,
        faction: &str,
    ) -> Self {
        Gate {
            season_force: season_force.to_owned(),
            system_forces: Rc::new(system_forces),
            catalogues: Rc::new(catalogues),
            faction: faction.to_owned(),
            inside: None,
            allow_legends: true,
        }
    }

    /// The same gate, reading inside the Regiment of Renown force `force`.
    pub fn inside(&self, force: &str) -> Gate {
        Gate {
            inside: Some(force.to_owned()),
            ..self.clone()
        }
    }

    /// The same gate with "Allow Legends" not selected: an entry this gate shows and that
    /// one hides is a Legends warscroll, whether or not it carries the Legends category
    /// (Knight-Zephyros, Stormcast Eternals - Library.cat L7517, hidden at L7607-7612).
    pub fn without_legends(&self) -> Gate {
        Gate {
            allow_legends: false,
            ..self.clone()
        }
    }

    /// How many of `child` a condition would count, when known.
    fn count(&self, condition: Node<'_, '_>, subject: &Subject) -> Option<f64> {
        let field = attr(condition, "field");
        let child = attr(condition, "childId");
        match field {
            GHB_COUNTER => return Some(1.0),
            PTG_COUNTER => return Some(0.0),
            "selections" | "forces" => {}
            _ => return None,
        }
        let own_scope = matches!(attr(condition, "scope"), "self" | "root-entry" | "parent");
        let yes = |b: bool| Some(if b { 1.0 } else { 0.0 });
        if child == self.season_force {
            return yes(true);
        }
        if self.inside.as_deref() == Some(child) {
            return yes(true);
        }
        if child == REGIMENT_FORCE || child == AUXILIARY_FORCE {
            return None;
        }
        if self.system_forces.contains(child) {
            return yes(false);
        }
        if child == ALLOW_LEGENDS {
            return yes(self.allow_legends);
        }
        if self.catalogues.contains(child) {
            return yes(child == self.faction);
        }
        if own_scope && subject.categories.iter().any(|c| c == child) {
            return yes(true);
        }
        if own_scope && matches!(attr(condition, "scope"), "self" | "root-entry") {
            if subject.ids.iter().any(|i| i == child) {
                return yes(true);
            }
            if child == UNDERSIZE {
                return yes(false);
            }
        }
        None
    }

    /// One `condition`.
    pub fn condition(&self, condition: Node<'_, '_>, subject: &Subject) -> Option<bool> {
        let n = self.count(condition, subject)?;
        let v = numeric_value(condition)?;
        match attr(condition, "type") {
            "instanceOf" => Some(n >= 1.0),
            "notInstanceOf" => Some(n < 1.0),
            "atLeast" => Some(n >= v),
            "greaterThan" => Some(n > v),
            "lessThan" => Some(n < v),
            "atMost" => Some(n <= v),
            "equalTo" => Some(n == v),
            "notEqualTo" => Some(n != v),
            _ => None,
        }
    }

    /// The conditions an element holds directly (its `conditions`, `conditionGroups` and
    /// New Recruit `localConditionGroups`), all of which must hold. None means true.
    pub fn holds(&self, holder: Node<'_, '_>, subject: &Subject) -> Option<bool> {
        let parts = nested(holder, "conditions", "condition")
            .map(|c| self.condition(c, subject))
            .chain(
                nested(holder, "conditionGroups", "conditionGroup")
                    .map(|g| self.group(g, subject, 0)),
            )
            .chain(nested(holder, "localConditionGroups", "localConditionGroup").map(|_| None));
        all(parts)
    }

    /// A `conditionGroup` (`and` unless it says `or`).
    fn group(&self, group: Node<'_, '_>, subject: &Subject, depth: usize) -> Option<bool> {
        if depth > MAX_GROUP_DEPTH {
            return None;
        }
        let parts = nested(group, "conditions", "condition")
            .map(|c| self.condition(c, subject))
            .chain(
                nested(group, "conditionGroups", "conditionGroup")
                    .map(|g| self.group(g, subject, depth + 1)),
            )
            .chain(nested(group, "localConditionGroups", "localConditionGroup").map(|_| None));
        if attr(group, "type") == "or" {
            any(parts)
        } else {
            all(parts)
        }
    }

    /// Every modifier of an element (in `modifiers` and, at any depth, `modifierGroups`),
    /// in document order, each with whether it applies.
    pub fn modifiers<'d, 't>(
        &self,
        node: Node<'d, 't>,
        subject: &Subject,
    ) -> Vec<(Node<'d, 't>, Option<bool>)> {
        let mut out = Vec::new();
        self.collect(node, Some(true), subject, &mut out, 0);
        out
    }

    fn collect<'d, 't>(
        &self,
        holder: Node<'d, 't>,
        inherited: Option<bool>,
        subject: &Subject,
        out: &mut Vec<(Node<'d, 't>, Option<bool>)>,
        depth: usize,
    ) {
        if depth > MAX_GROUP_DEPTH {
            return;
        }
        for modifier in nested(holder, "modifiers", "modifier") {
            let applies = all([inherited, self.holds(modifier, subject)]);
            out.push((modifier, applies));
        }
        for group in nested(holder, "modifierGroups", "modifierGroup") {
            let applies = all([inherited, self.holds(group, subject)]);
            self.collect(group, applies, subject, out, depth + 1);
        }
    }

    /// Whether an element ends up hidden: its `hidden` attribute, then each applying
    /// `set hidden` modifier in order; see [`Visibility`].
    pub fn visibility(&self, node: Node<'_, '_>, subject: &Subject) -> Visibility {
        #[cfg(test)]
        DECIDED.with(|d| d.set(d.get() + 1));
        let mut v = Visibility {
            hidden: attr(node, "hidden") == "true",
            ..Visibility::default()
        };
        let mut shown_by_season = None;
        for (m, applies) in self.modifiers(node, subject) {
            if attr(m, "field") != "hidden" || attr(m, "type") != "set" {
                continue;
            }
            let value = attr(m, "value") == "true";
            match applies {
                Some(true) => v.hidden = value,
                None if v.hidden && !value => v.undecided = true,
                _ => {}
            }
            if !value && names_season(m) {
                shown_by_season = Some(shown_by_season.unwrap_or(false) || applies == Some(true));
            }
        }
        if !v.hidden && shown_by_season == Some(false) {
            v.hidden = true;
            v.season_slip = true;
        }
        v
    }

    /// [`Gate::visibility`]'s verdict alone.
    pub fn hidden(&self, node: Node<'_, '_>, subject: &Subject) -> bool {
        self.visibility(node, subject).hidden
    }
}

#[cfg(test)]
thread_local! {
    /// How many visibilities this thread has decided: tests bound the import's work by it,
    /// not by a clock.
    pub(crate) static DECIDED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// What the import decided about an element's visibility.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Visibility {
    /// Left out for this season.
    pub hidden: bool,
    /// Hidden, and a modifier that would show it could not be decided.
    pub undecided: bool,
    /// Written `hidden="false"` but shown by a season gate that does not hold: BSData
    /// marks some seasonal variants so (Bloodletters (Scourge of Aqshy), BOK-LIB L2225,
    /// while Bloodcrushers (Scourge of Ghyran) at L4274 says `hidden="true"`); the gate is
    /// read as meant and the entry left out of other seasons.
    pub season_slip: bool,
}

/// True when a modifier's conditions name a General's Handbook force.
fn names_season(modifier: Node<'_, '_>) -> bool {
    modifier.descendants().any(|c| {
        c.has_tag_name("condition")
            && SEASON_FORCES
                .iter()
                .any(|(_, id)| attr(c, "childId") == *id)
    })
}

/// How deep modifier groups and condition groups are followed (far beyond real data; a
/// bound so hostile input cannot exhaust the stack).
pub(crate) const MAX_GROUP_DEPTH: usize = 32;

/// Kleene `and`.
fn all(parts: impl IntoIterator<Item = Option<bool>>) -> Option<bool> {
    let mut result = Some(true);
    for part in parts {
        match part {
            Some(false) => return Some(false),
            None => result = None,
            Some(true) => {}
        }
    }
    result
}

/// Kleene `or`; an empty group is false.
fn any(parts: impl IntoIterator<Item = Option<bool>>) -> Option<bool> {
    let mut result = Some(false);
    for part in parts {
        match part {
            Some(true) => return Some(true),
            None => result = None,
            Some(false) => {}
        }
    }
    result
}

/// The season's GHB force id, or None for an unknown season.
pub(crate) fn season_force(season: &str) -> Option<&'static str> {
    SEASON_FORCES
        .iter()
        .find(|(s, _)| *s == season)
        .map(|(_, id)| *id)
}
