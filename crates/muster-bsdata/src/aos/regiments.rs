//! What a leader may take into its regiment (digest S4-REG-5, §4.6).
//!
//! A leader's link hands the helper category "Regimental Option" (or "Regimental Hero") to
//! what may join: `affects="self.entries.recursive.<X>"`, where X is a category (any unit
//! with that keyword or helper tag) or one unit's link. Caps live elsewhere:
//!
//! - on extra heroes, in the faction category's `max` at force scope, set per leader by
//!   `localConditionGroup`s naming the leader's link (`-1`: unlimited);
//! - on plain options, as an error "Regiment has too many selections of X (max N)" on the
//!   units, in a modifier group whose conditions name the leader's link.

use super::gate::{MAX_GROUP_DEPTH, REGIMENT_FORCE};
use super::index::Index;
use super::sizes::whole;
use super::units::Read;
use crate::names::clean;
use crate::xml::{attr, nested, numeric_value, Node};
use muster_core::games::sigmar::{RegimentOption, RegimentOptions, RegimentSlot};
use std::collections::HashMap;

/// The "Regimental Leader" category (GST L218).
const LEADER: &str = "d1f3-921c-b403-1106";

/// Fills in every hero's `regiment` from its handed-out categories, resolving link ids to
/// the unit ids of the pack. Options naming nothing in the pack are left out with a note.
pub(crate) fn resolve(ix: &Index<'_, '_>, reads: &mut [Read<'_, '_>], notes: &mut Vec<String>) {
    let mut by_link: HashMap<String, usize> = HashMap::new();
    let mut by_entry: HashMap<String, Vec<usize>> = HashMap::new();
    for (i, r) in reads.iter().enumerate() {
        by_link.entry(r.link_id.clone()).or_insert(i);
        by_entry.entry(r.entry_id.clone()).or_default().push(i);
        // A merged twin's ids name the same unit (`aos/twins.rs`).
        for id in &r.also {
            by_link.entry(id.clone()).or_insert(i);
        }
    }
    let caps = unit_caps(reads);
    let required = required_members(reads);
    let mut regiments: Vec<Option<RegimentOptions>> = vec![None; reads.len()];
    for (i, leader) in reads.iter().enumerate() {
        if leader.options.is_empty() {
            continue;
        }
        if !leader.unit.is_hero() {
            notes.push(format!(
                "{}: '{}' hands out regiment options but is not a HERO; ignored",
                ix.place(leader.link),
                leader.unit.name
            ));
            continue;
        }
        let from = ix.file_of(leader.link);
        let mut options: Vec<RegimentOption> = Vec::new();
        for (target, hero) in &leader.options {
            let mut push = |option: RegimentOption| {
                if !options.contains(&option) {
                    options.push(option);
                }
            };
            if let Some(category) = ix
                .lookup(from, target)
                .filter(|n| n.has_tag_name("categoryEntry"))
            {
                let what = format_args!(
                    "category {target}, which '{}' may take into its regiment,",
                    leader.unit.name
                );
                let Some(keyword) =
                    ix.named(clean(attr(category, "name")), leader.link, what, notes)
                else {
                    continue;
                };
                let max = if *hero {
                    hero_cap(category, leader)
                } else {
                    caps.get(&(leader.link_id.clone(), keyword.clone()))
                        .copied()
                };
                if max == Some(0) {
                    notes.push(format!(
                        "{}: '{}' may take '{keyword}' heroes, capped at 0 for it; left out",
                        ix.place(leader.link),
                        leader.unit.name
                    ));
                    continue;
                }
                push(RegimentOption {
                    keyword: Some(keyword),
                    unit: None,
                    max,
                    hero: *hero,
                });
                continue;
            }
            let units: Vec<usize> = match by_link.get(target) {
                Some(&u) => vec![u],
                None => by_entry.get(target).cloned().unwrap_or_default(),
            };
            if units.is_empty() {
                notes.push(format!(
                    "{}: '{}' may take {}, which is not a unit of this pack; left out",
                    ix.place(leader.link),
                    leader.unit.name,
                    ix.name_of(from, target)
                ));
            }
            for u in units {
                push(RegimentOption {
                    keyword: None,
                    unit: Some(reads[u].unit.id.clone()),
                    max: None,
                    hero: *hero,
                });
            }
        }
        for ((link, keyword), max) in &caps {
            let used = options
                .iter()
                .any(|o| !o.hero && o.keyword.as_deref() == Some(keyword.as_str()));
            if link == &leader.link_id && !used {
                notes.push(format!(
                    "{}: '{}' caps '{keyword}' at {max} in its regiment, which no option of it names; the cap is not in the pack",
                    ix.place(leader.link),
                    leader.unit.name
                ));
            }
        }
        let required: Vec<String> = required
            .iter()
            .filter(|(leader_link, _, _)| *leader_link == leader.link_id)
            .flat_map(|(_, u, n)| std::iter::repeat_n(reads[*u].unit.id.clone(), *n))
            .collect();
        for id in &required {
            let admitted = options
                .iter()
                .any(|o| o.unit.as_deref() == Some(id.as_str()));
            if !admitted {
                notes.push(format!(
                    "{}: '{}' must take '{id}' into its regiment, which no option of it names by id",
                    ix.place(leader.link),
                    leader.unit.name
                ));
            }
        }
        regiments[i] = Some(RegimentOptions { options, required });
    }
    for (r, regiment) in reads.iter_mut().zip(regiments) {
        if regiment.is_some() {
            r.unit.regiment = regiment;
        }
    }
}

/// The cap on extra heroes of a category under `leader`: the category's force-scope `max`
/// after the `set` modifiers whose condition groups name the leader (digest S4-REG-5).
fn hero_cap(category: Node<'_, '_>, leader: &Read<'_, '_>) -> Option<u32> {
    let constraint = nested(category, "constraints", "constraint").find(|c| {
        attr(*c, "type") == "max"
            && attr(*c, "scope") == "force"
            && attr(*c, "field") == "selections"
    })?;
    let mut value = numeric_value(constraint)?;
    for m in nested(category, "modifiers", "modifier") {
        if attr(m, "field") != attr(constraint, "id") || attr(m, "type") != "set" {
            continue;
        }
        if names_leader(m, leader, 0) {
            if let Some(v) = numeric_value(m) {
                value = v;
            }
        }
    }
    if value < 0.0 {
        None
    } else {
        Some(value.min(f64::from(u32::MAX)) as u32)
    }
}

/// True when one of the holder's local condition groups (at any depth) asks only for this
/// leader being the regiment's leader: every `childId` in it is the leader's link or entry,
/// a category it carries, or "Regimental Leader".
fn names_leader(holder: Node<'_, '_>, leader: &Read<'_, '_>, depth: usize) -> bool {
    if depth > MAX_GROUP_DEPTH {
        return false;
    }
    let own =
        |id: &str| id == LEADER || leader.is(id) || leader.category_ids.iter().any(|c| c == id);
    for local in nested(holder, "localConditionGroups", "localConditionGroup") {
        let ids: Vec<&str> = nested(local, "conditions", "condition")
            .map(|c| attr(c, "childId"))
            .collect();
        if !ids.is_empty() && ids.iter().all(|id| own(id)) && ids.iter().any(|id| *id != LEADER) {
            return true;
        }
        if ids == [LEADER] {
            // "any leader at all": this leader too.
            return true;
        }
    }
    nested(holder, "conditionGroups", "conditionGroup").any(|g| names_leader(g, leader, depth + 1))
}

/// The "too many selections of X (max N)" caps: (leader link id, X) → N; the conditions
/// name the leader by its link (or a twin's).
fn unit_caps(reads: &[Read<'_, '_>]) -> HashMap<(String, String), u32> {
    let leaders: Vec<&Read<'_, '_>> = reads.iter().filter(|r| !r.options.is_empty()).collect();
    let mut caps = HashMap::new();
    for r in reads {
        for group in r
            .link
            .descendants()
            .filter(|n| n.has_tag_name("modifierGroup"))
        {
            for m in nested(group, "modifiers", "modifier") {
                if attr(m, "field") != "error" {
                    continue;
                }
                let Some((keyword, max)) = too_many(attr(m, "value")) else {
                    continue;
                };
                for c in group.descendants().filter(|n| n.has_tag_name("condition")) {
                    if let Some(leader) = leader_named(&leaders, attr(c, "childId")) {
                        caps.insert((leader.to_owned(), keyword.clone()), max);
                    }
                }
            }
        }
    }
    caps
}

/// Units a leader's regiment must hold: a unit link's force-scope `min` set above 0 by a
/// modifier whose conditions name the leader's link (Lorai and Neave's Companions under
/// Neave Blacktalon, SCE L58-70). (leader link id, unit index, how many).
fn required_members(reads: &[Read<'_, '_>]) -> Vec<(String, usize, usize)> {
    let leaders: Vec<&Read<'_, '_>> = reads.iter().filter(|r| !r.options.is_empty()).collect();
    let mut out = Vec::new();
    for (u, r) in reads.iter().enumerate() {
        let Some(min) = nested(r.link, "constraints", "constraint")
            .find(|c| attr(*c, "type") == "min" && attr(*c, "scope") == "force")
        else {
            continue;
        };
        for m in r.link.descendants().filter(|n| n.has_tag_name("modifier")) {
            if attr(m, "field") != attr(min, "id") || attr(m, "type") != "set" {
                continue;
            }
            let Some(n) = numeric_value(m) else {
                continue;
            };
            if !(1.0..=10.0).contains(&n) {
                continue;
            }
            for c in m.descendants().filter(|c| c.has_tag_name("condition")) {
                let Some(id) = leader_named(&leaders, attr(c, "childId")) else {
                    continue;
                };
                if !out.iter().any(|(l, x, _)| l == id && *x == u) {
                    out.push((id.to_owned(), u, n as usize));
                }
            }
        }
    }
    out
}

/// The units of the pack that give their regiment more room (digest S4-REG-3): the game
/// system's Regiment force raises its own size cap (`max` selections at `self` scope,
/// GST L9658) by `increment` modifiers, each holding when the force holds exactly one of
/// an entry (`equalTo 1`, `self` scope; GST L9644-9653). Entries that are no unit of this
/// pack give nothing (other factions). The `set` of the general's regiment (GST L9639) is
/// the rule's own (`GENERAL_REGIMENT_UNITS`); any other modifier of the cap is noted.
pub(crate) fn slots(
    ix: &Index<'_, '_>,
    reads: &[Read<'_, '_>],
    notes: &mut Vec<String>,
) -> Vec<RegimentSlot> {
    let Some(force) = ix
        .lookup(ix.system, REGIMENT_FORCE)
        .filter(|f| f.has_tag_name("forceEntry"))
    else {
        return Vec::new();
    };
    let Some(cap) = nested(force, "constraints", "constraint").find(|c| {
        attr(*c, "type") == "max"
            && attr(*c, "scope") == "self"
            && attr(*c, "field") == "selections"
    }) else {
        return Vec::new();
    };
    let src = ix.source_of(force);
    let mut out: Vec<RegimentSlot> = Vec::new();
    for m in nested(force, "modifiers", "modifier") {
        if attr(m, "field") != attr(cap, "id") || attr(m, "type") == "set" {
            continue;
        }
        let conditions: Vec<Node<'_, '_>> = nested(m, "conditions", "condition").collect();
        let grouped = nested(m, "conditionGroups", "conditionGroup")
            .next()
            .is_some();
        let extra = numeric_value(m).and_then(whole).filter(|n| *n > 0);
        let one = match (attr(m, "type"), extra, conditions.as_slice(), grouped) {
            ("increment", Some(extra), [c], false)
                if attr(*c, "type") == "equalTo"
                    && attr(*c, "scope") == "self"
                    && attr(*c, "field") == "selections"
                    && numeric_value(*c) == Some(1.0) =>
            {
                Some((extra, attr(*c, "childId")))
            }
            _ => None,
        };
        let Some((extra, child)) = one else {
            notes.push(format!(
                "{}: a modifier of the regiment's size the importer does not read; left out",
                ix.place(m)
            ));
            continue;
        };
        for r in reads.iter().filter(|r| r.is(child)) {
            out.push(RegimentSlot {
                unit: r.unit.id.clone(),
                extra,
                src: src.clone(),
            });
        }
    }
    out
}

/// The link id of the leader `id` names (its link, its entry, or a merged twin's id: a
/// cap or requirement stated under either twin comes with the options that twin gives).
fn leader_named<'r>(leaders: &[&'r Read<'_, '_>], id: &str) -> Option<&'r str> {
    leaders
        .iter()
        .find(|l| l.link_id == id || l.also.iter().any(|a| a == id))
        .map(|l| l.link_id.as_str())
}

/// Reads "Regiment has too many selections of X (max N)".
fn too_many(text: &str) -> Option<(String, u32)> {
    let rest = text.strip_prefix("Regiment has too many selections of ")?;
    let open = rest.rfind(" (max ")?;
    let number = rest[open + 6..].strip_suffix(')')?;
    Some((clean(&rest[..open]), number.trim().parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cap_message_gives_keyword_and_number() {
        assert_eq!(
            too_many("Regiment has too many selections of WARRIOR CHAMBER (max 1)"),
            Some(("WARRIOR CHAMBER".into(), 1))
        );
        assert_eq!(
            too_many("Regiment has too many selections of X (max one)"),
            None
        );
        assert_eq!(too_many("something else"), None);
    }
}
