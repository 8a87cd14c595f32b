//! A warscroll's weapons and the names of its abilities: the `Melee Weapon`, `Ranged Weapon`
//! and `Ability (…)` profiles (GST L14-101, L129-160) of the unit's entry, its models, their upgrades
//! and groups, the shared entries those link and the shared profiles their `infoLink`s
//! name, and of the faction's link to the unit (Regiments of Renown.cat's Daemon Prince).
//!
//! - **Shown**: an element the season hides is left out with what it holds, as a unit is
//!   (`aos/gate.rs`); a modifier the import cannot decide leaves the data's default, so a
//!   weapon hidden only once another is chosen (Liberators' Warhammer beside the
//!   Grandhammer) is kept. The unit's enhancement groups are the army's choices, not the
//!   warscroll's, and are not read.
//! - **Weapons**: each characteristic by its name (Rng, Atk, Hit, Wnd, Rnd, Dmg, Ability),
//!   as printed; `set` and `append` modifiers known to hold are applied. A characteristic
//!   longer than [`VALUE_MAX_CHARS`] points at an ability instead of giving a value
//!   (`⟝See 'Searing Beam of Light' ability⟞`) and is left unknown. The weapon
//!   abilities are split at commas, the data's keyword marks (`**^^Infantry^^**`) written
//!   as a keyword in capitals. A weapon several models carry with the same numbers is one.
//! - **Abilities**: the name, the kind inside the profile type's brackets, and the Timing
//!   clauses that name a moment or a frequency; a reaction is `Reaction`, and nothing of
//!   what it answers, its declaration or its effect is read.
//!
//! Names and labels longer than [`LABEL_MAX_CHARS`] are left out with a note: a pack holds
//! names, never sentences. What a link leads to is charged to the import's link budget
//! (`Index::spend`), so a group every unit links is no cost the input's size does not pay
//! for; a unit keeps at most [`MAX_PER_UNIT`] weapons and as many abilities.

use super::gate::{Gate, Subject, MAX_GROUP_DEPTH};
use super::index::{own_text, Index};
use crate::names::clean;
use crate::xml::{attr, elems, nested, Node};
use muster_core::games::sigmar::{Ability, Weapon, LABEL_MAX_CHARS, VALUE_MAX_CHARS};
use std::collections::HashSet;

/// The most weapons, and the most abilities, one unit keeps (the data's most are 11 and
/// 22); past them a note says the rest were left out.
const MAX_PER_UNIT: usize = 100;

/// A warscroll's weapons and abilities.
#[derive(Default)]
pub(crate) struct Warscroll {
    pub weapons: Vec<Weapon>,
    pub abilities: Vec<Ability>,
}

/// Reads the warscroll of the unit `name` from its faction `link` and its `entry` (the same
/// node for a unit that is not linked), leaving out the groups in `skip` (its enhancement
/// groups).
pub(crate) fn read<'d, 't>(
    ix: &Index<'d, 't>,
    gate: &Gate,
    subject: &Subject,
    (link, entry): (Node<'d, 't>, Node<'d, 't>),
    skip: &[Node<'d, 't>],
    name: &str,
    notes: &mut Vec<String>,
) -> Warscroll {
    let mut walk = Walk {
        ix,
        gate,
        subject,
        unit: name,
        notes,
        skip,
        seen: HashSet::new(),
        weapon_keys: HashSet::new(),
        ability_keys: HashSet::new(),
        out: Warscroll::default(),
        spent_out: false,
        full: [false; 2],
    };
    if link != entry {
        // The link's own profiles only: its links are the faction's options for the unit.
        walk.profiles_of(link, false);
    }
    walk.walk(entry);
    walk.out
}

struct Walk<'a, 'd, 't> {
    ix: &'a Index<'d, 't>,
    gate: &'a Gate,
    subject: &'a Subject,
    unit: &'a str,
    notes: &'a mut Vec<String>,
    skip: &'a [Node<'d, 't>],
    /// Elements already read for this unit (a link may reach one twice, or loop).
    seen: HashSet<(usize, usize)>,
    weapon_keys: HashSet<Weapon>,
    ability_keys: HashSet<Ability>,
    out: Warscroll,
    /// The import's link budget ran out while reading this unit (noted once).
    spent_out: bool,
    /// Weapons, abilities: the unit's cap was met (noted once each).
    full: [bool; 2],
}

/// One element to read: a container, how deep, and whether a link led to it.
type Step<'d, 't> = (Node<'d, 't>, usize, bool);

impl<'d, 't> Walk<'_, 'd, 't> {
    /// Reads `root` (already known to be shown) and everything under it, in document order.
    fn walk(&mut self, root: Node<'d, 't>) {
        let mut stack: Vec<Step<'d, 't>> = vec![(root, 0, false)];
        while let Some((node, depth, linked)) = stack.pop() {
            if depth > MAX_GROUP_DEPTH || !self.seen.insert(key(node)) {
                continue;
            }
            if linked && !self.spend(node) {
                return;
            }
            if node != root && self.gate.hidden(node, self.subject) {
                continue;
            }
            self.profiles_of(node, linked);
            let mut next: Vec<Step<'d, 't>> = Vec::new();
            for wrapper in node.children().filter(Node::is_element) {
                match wrapper.tag_name().name() {
                    "selectionEntries" => {
                        let entries = elems(wrapper, "selectionEntry");
                        next.extend(entries.map(|e| (e, depth + 1, linked)));
                    }
                    "selectionEntryGroups" => {
                        let groups = elems(wrapper, "selectionEntryGroup");
                        next.extend(groups.map(|g| (g, depth + 1, linked)));
                    }
                    "infoGroups" => {
                        let groups = elems(wrapper, "infoGroup");
                        next.extend(groups.map(|g| (g, depth + 1, linked)));
                    }
                    "entryLinks" => {
                        for l in elems(wrapper, "entryLink") {
                            if self.gate.hidden(l, self.subject) {
                                continue;
                            }
                            let Some(target) = self.ix.target(l) else {
                                continue;
                            };
                            if self.skip.contains(&target) {
                                continue;
                            }
                            next.push((l, depth + 1, true));
                            next.push((target, depth + 1, true));
                        }
                    }
                    _ => {}
                }
            }
            stack.extend(next.into_iter().rev());
        }
    }

    /// Takes `node`'s cost from the import's link budget; false, with one note, once it is
    /// spent.
    fn spend(&mut self, node: Node<'d, 't>) -> bool {
        let cost = 1 + node.children().filter(Node::is_element).count();
        if self.ix.spend(cost) {
            return true;
        }
        if !std::mem::replace(&mut self.spent_out, true) {
            self.notes.push(format!(
                "{}: '{}': the import has followed as many links as its files allow; the rest of its warscroll is left out",
                self.ix.place(node),
                self.unit
            ));
        }
        false
    }

    /// The profiles `node` holds and those its `infoLink`s name.
    fn profiles_of(&mut self, node: Node<'d, 't>, linked: bool) {
        for profile in nested(node, "profiles", "profile") {
            self.profile(profile);
        }
        for info in nested(node, "infoLinks", "infoLink") {
            if attr(info, "type") != "profile" || self.gate.hidden(info, self.subject) {
                continue;
            }
            if linked && !self.spend(info) {
                return;
            }
            match self.ix.profile(info) {
                Some(profile) if self.seen.insert(key(profile)) => self.profile(profile),
                Some(_) => {}
                None => self.notes.push(format!(
                    "{}: '{}' links profile '{}' ({}), which no file read defines; left out",
                    self.ix.place(info),
                    self.unit,
                    clean(attr(info, "name")),
                    attr(info, "targetId")
                )),
            }
        }
    }

    /// One profile: a weapon, an ability, or nothing this reads.
    fn profile(&mut self, profile: Node<'d, 't>) {
        let kind = attr(profile, "typeName");
        let is_weapon = matches!(kind, "Melee Weapon" | "Ranged Weapon");
        let ability_kind = kind
            .strip_prefix("Ability (")
            .and_then(|k| k.strip_suffix(')'));
        if !is_weapon && ability_kind.is_none() {
            return;
        }
        // A unit that holds its most takes no more, so nothing more is read for it.
        let (kept, which, what) = if is_weapon {
            (self.out.weapons.len(), 0, "weapons")
        } else {
            (self.out.abilities.len(), 1, "abilities")
        };
        if kept >= MAX_PER_UNIT {
            self.full_note(which, profile, what);
            return;
        }
        let v = self.gate.visibility(profile, self.subject);
        if v.undecided || v.season_slip {
            self.notes.push(format!(
                "{}: '{}' of '{}' left out: hidden, and what would show it is not decided at import",
                self.ix.place(profile),
                clean(attr(profile, "name")),
                self.unit
            ));
        }
        if v.hidden {
            return;
        }
        let what = if is_weapon { "a weapon" } else { "an ability" };
        let Some(name) = self.label(attr(profile, "name"), profile, what) else {
            return;
        };
        if is_weapon {
            let weapon = self.weapon(profile, name, kind == "Ranged Weapon");
            self.keep_weapon(weapon);
        } else if let Some(kind) = ability_kind.and_then(|k| self.label(k, profile, "a kind")) {
            let ability = Ability {
                name,
                kind,
                timing: self.timing(profile),
                src: self.ix.source_of(profile),
            };
            self.keep_ability(ability);
        }
    }

    fn keep_weapon(&mut self, weapon: Weapon) {
        let bare = Weapon {
            src: String::new(),
            ..weapon.clone()
        };
        if self.weapon_keys.insert(bare) {
            self.out.weapons.push(weapon);
        }
    }

    fn keep_ability(&mut self, ability: Ability) {
        let bare = Ability {
            src: String::new(),
            ..ability.clone()
        };
        if self.ability_keys.insert(bare) {
            self.out.abilities.push(ability);
        }
    }

    fn full_note(&mut self, which: usize, at: Node<'d, 't>, what: &str) {
        if !std::mem::replace(&mut self.full[which], true) {
            self.notes.push(format!(
                "{}: '{}' has more than {MAX_PER_UNIT} {what}; the rest are left out",
                self.ix.place(at),
                self.unit
            ));
        }
    }

    /// A name or label as the pack keeps it: cleaned, not empty, not longer than a name.
    fn label(&mut self, text: &str, at: Node<'d, 't>, what: &str) -> Option<String> {
        let text = clean(text);
        let what = format_args!("{what} of '{}'", self.unit);
        let text = self.ix.named(text, at, what, self.notes)?;
        if text.chars().count() > LABEL_MAX_CHARS {
            self.notes.push(format!(
                "{}: {what} is longer than {LABEL_MAX_CHARS} characters, not a name; left out",
                self.ix.place(at)
            ));
            return None;
        }
        Some(text)
    }

    /// A weapon's numbers and abilities, after the modifiers known to hold.
    fn weapon(&mut self, profile: Node<'d, 't>, name: String, ranged: bool) -> Weapon {
        let mut weapon = Weapon {
            name,
            ranged,
            range: None,
            attacks: None,
            hit: None,
            wound: None,
            rend: None,
            damage: None,
            abilities: Vec::new(),
            src: self.ix.source_of(profile),
        };
        let mods = self.gate.modifiers(profile, self.subject);
        for c in nested(profile, "characteristics", "characteristic") {
            let mut text = own_text(c);
            for (m, applies) in &mods {
                let on_this =
                    !attr(*m, "field").is_empty() && attr(*m, "field") == attr(c, "typeId");
                if !on_this || *applies != Some(true) {
                    continue;
                }
                match attr(*m, "type") {
                    "set" => text = attr(*m, "value").to_owned(),
                    "append" if text.is_empty() || text == "-" => {
                        text = attr(*m, "value").to_owned();
                    }
                    "append" => {
                        let join = m.attribute("join").unwrap_or(" ");
                        text = format!("{text}{join}{}", attr(*m, "value"));
                    }
                    other => self.notes.push(format!(
                        "{}: '{}' of '{}': a '{other}' modifier of its {} is not applied; the data's value is kept",
                        self.ix.place(*m),
                        weapon.name,
                        self.unit,
                        attr(c, "name")
                    )),
                }
            }
            let field = attr(c, "name");
            if field == "Ability" {
                weapon.abilities = self.weapon_abilities(&text, c, &weapon.name);
                continue;
            }
            let slot = match field {
                "Rng" => &mut weapon.range,
                "Atk" => &mut weapon.attacks,
                "Hit" => &mut weapon.hit,
                "Wnd" => &mut weapon.wound,
                "Rnd" => &mut weapon.rend,
                "Dmg" => &mut weapon.damage,
                _ => continue,
            };
            let value = clean(&text);
            if value.is_empty() {
                continue;
            }
            if value.chars().count() > VALUE_MAX_CHARS {
                self.notes.push(format!(
                    "{}: '{}' of '{}': its {field} is not a value (it points elsewhere); left unknown",
                    self.ix.place(c),
                    weapon.name,
                    self.unit
                ));
                continue;
            }
            *slot = Some(value);
        }
        weapon
    }

    /// The weapon abilities a characteristic names, each once: `-` names none.
    fn weapon_abilities(&mut self, text: &str, at: Node<'d, 't>, weapon: &str) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for part in keywords_in_capitals(text).split(',') {
            let part = clean(part);
            if part.is_empty() || part == "-" {
                continue;
            }
            if part.chars().count() > LABEL_MAX_CHARS {
                self.notes.push(format!(
                    "{}: a weapon ability of '{weapon}' of '{}' is longer than {LABEL_MAX_CHARS} characters, not a name; left out",
                    self.ix.place(at),
                    self.unit
                ));
                continue;
            }
            if !out.contains(&part) {
                out.push(part);
            }
        }
        out
    }

    /// The ability's Timing as far as it names moments and frequencies.
    fn timing(&mut self, profile: Node<'d, 't>) -> Option<String> {
        let c = nested(profile, "characteristics", "characteristic")
            .find(|c| attr(*c, "name") == "Timing")?;
        let text = own_text(c);
        let (mut kept, mut odd) = timing_labels(&text);
        while kept.join(", ").chars().count() > LABEL_MAX_CHARS {
            kept.pop();
            odd = true;
        }
        if odd {
            self.notes.push(format!(
                "{}: the Timing of '{}' of '{}' holds more than moments and frequencies; only those are kept",
                self.ix.place(c),
                clean(attr(profile, "name")),
                self.unit
            ));
        }
        (!kept.is_empty()).then(|| kept.join(", "))
    }
}

/// An element's key for [`Walk::seen`]: its document and its place in it.
fn key(node: Node<'_, '_>) -> (usize, usize) {
    (
        std::ptr::from_ref(node.document()) as usize,
        node.range().start,
    )
}

/// The text with the data's keyword marks (`^^…^^`, bold `**`) taken off and each marked
/// keyword in capitals, as the pack writes keywords: `Anti-**^^Infantry^^** (+1 Rend)` gives
/// `Anti-INFANTRY (+1 Rend)`. Marks that do not pair are only taken off. The non-breaking
/// hyphen some entries use is a hyphen.
pub(crate) fn keywords_in_capitals(text: &str) -> String {
    let text = text.replace('*', "").replace('\u{2011}', "-");
    let parts: Vec<&str> = text.split("^^").collect();
    if parts.len().is_multiple_of(2) {
        return parts.concat();
    }
    parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if i % 2 == 1 {
                p.to_uppercase()
            } else {
                (*p).to_owned()
            }
        })
        .collect()
}

/// The clauses of a Timing that name when an ability is used (`Once Per Turn (Army)`, `Any
/// Combat Phase`), in order, and whether a clause that is no such name was dropped. A
/// `Reaction:` clause is kept as `Reaction` and ends the reading (what follows says what it
/// answers: rule text); a clause with a keyword mark or a colon, or longer than half of
/// [`LABEL_MAX_CHARS`], is a sentence where a moment was expected (a slip in the data) and
/// ends it too.
pub(crate) fn timing_labels(text: &str) -> (Vec<String>, bool) {
    let text = clean(&text.replace("(Army,)", "(Army),"));
    let mut kept: Vec<String> = Vec::new();
    for clause in text.split(',') {
        let clause = clean(clause);
        if clause.is_empty() {
            continue;
        }
        if clause == "Reaction" || clause.starts_with("Reaction:") {
            kept.push("Reaction".to_owned());
            return (kept, false);
        }
        let sentence =
            clause.contains(['^', '*', ':']) || clause.chars().count() > LABEL_MAX_CHARS / 2;
        if sentence {
            return (kept, true);
        }
        kept.push(clause);
    }
    (kept, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keyword_marks_become_capitals() {
        assert_eq!(
            keywords_in_capitals("Anti-**^^Infantry^^** (+1 Rend)"),
            "Anti-INFANTRY (+1 Rend)"
        );
        assert_eq!(
            keywords_in_capitals("Anti-^^**Cavalry^^** (+1 Rend)"),
            "Anti-CAVALRY (+1 Rend)"
        );
        assert_eq!(
            keywords_in_capitals("Anti\u{2011}**^^War Machine^^** (+1 Rend)"),
            "Anti-WAR MACHINE (+1 Rend)"
        );
        assert_eq!(keywords_in_capitals("**Crit (2 Hits)**"), "Crit (2 Hits)");
        assert_eq!(
            keywords_in_capitals("**^^Anti-**^^Monster^^** (+1 Rend)"),
            "Anti-Monster (+1 Rend)",
            "marks that do not pair are only taken off"
        );
    }

    #[test]
    fn a_timing_keeps_its_moments_and_no_more() {
        let labels = |t: &str| timing_labels(t).0.join(", ");
        assert_eq!(labels("Your Hero Phase"), "Your Hero Phase");
        assert_eq!(
            labels("Once Per Turn (Army),\u{a0}Any Combat Phase"),
            "Once Per Turn (Army), Any Combat Phase"
        );
        assert_eq!(
            labels("Once Per Turn (Army,) Your Shooting Phase"),
            "Once Per Turn (Army), Your Shooting Phase"
        );
        let (kept, odd) = timing_labels(
            "Once Per Turn (Army), Reaction: You declared a **^^Shoot^^**, **^^Run^^** ability",
        );
        assert_eq!(
            (kept.join(", ").as_str(), odd),
            ("Once Per Turn (Army), Reaction", false),
            "what a reaction answers is not kept, and is no slip"
        );
        let (kept, odd) = timing_labels("Pick a friendly **^^Lethis^^** unit to be the target.");
        assert_eq!((kept.len(), odd), (0, true));
        assert_eq!(
            timing_labels("Reaction"),
            (vec!["Reaction".to_owned()], false)
        );
    }
}
