//! Numbers read from constraints, costs and their modifiers: points, models as fielded
//! and Reinforced (digest S4-RNF-*), and the army cap (S4-UNQ-1, P4).

use super::gate::{Gate, Subject, MAX_GROUP_DEPTH, REINFORCED};
use super::index::Index;
use crate::xml::{attr, nested, numeric_value, Node};

/// Points: the link's cost, else the entry's, then applying `set`/`increment`/`decrement`
/// modifiers known to hold. The ×2 Reinforced modifier is not read (digest P3).
pub(crate) fn points(
    layers: &[Node<'_, '_>],
    mods: &[(Node<'_, '_>, Option<bool>)],
) -> Option<u32> {
    let cost = layers.iter().rev().find_map(|l| {
        nested(*l, "costs", "cost")
            .find(|c| attr(*c, "typeId") == "points")
            .and_then(numeric_value)
    });
    let mut value = cost?;
    for (m, applies) in mods {
        if attr(*m, "field") != "points" || *applies != Some(true) || has_repeats(*m) {
            continue;
        }
        let Some(v) = numeric_value(*m) else {
            continue;
        };
        match attr(*m, "type") {
            "set" => value = v,
            "increment" => value += v,
            "decrement" => value -= v,
            _ => {}
        }
    }
    whole(value)
}

/// A non-negative whole number, or None.
pub(crate) fn whole(value: f64) -> Option<u32> {
    (value.is_finite() && value >= 0.0 && value.fract() == 0.0 && value <= f64::from(u32::MAX))
        .then_some(value as u32)
}

fn has_repeats(modifier: Node<'_, '_>) -> bool {
    nested(modifier, "repeats", "repeat").next().is_some()
}

/// True when an element has a direct `entryLink` to the shared Reinforced upgrade.
pub(crate) fn has_reinforced(node: Node<'_, '_>) -> bool {
    nested(node, "entryLinks", "entryLink").any(|l| attr(l, "targetId") == REINFORCED)
}

/// Models as fielded: the minimum of every model entry (at any depth of groups), with the
/// Reinforced upgrade taken `reinforced` times (digest S4-RNF-4).
pub(crate) fn models<'d, 't>(
    ix: &Index<'d, 't>,
    gate: &Gate,
    subject: &Subject,
    container: Node<'d, 't>,
    reinforced: u32,
    depth: usize,
) -> u32 {
    if depth > MAX_GROUP_DEPTH {
        return 0;
    }
    let mut total: u32 = 0;
    for entry in nested(container, "selectionEntries", "selectionEntry") {
        if attr(entry, "type") == "model" {
            total = total.saturating_add(minimum(gate, subject, entry, entry, reinforced));
        }
    }
    for link in nested(container, "entryLinks", "entryLink") {
        if let Some(target) = ix.target(link).filter(|t| attr(*t, "type") == "model") {
            total = total.saturating_add(minimum(gate, subject, link, target, reinforced));
        }
    }
    for group in nested(container, "selectionEntryGroups", "selectionEntryGroup") {
        let inside = models(ix, gate, subject, group, reinforced, depth + 1);
        let own = constraint(gate, subject, &[group], "min", "parent", reinforced).unwrap_or(0);
        total = total.saturating_add(inside.max(own));
    }
    total
}

pub(crate) fn models_reinforced<'d, 't>(
    ix: &Index<'d, 't>,
    gate: &Gate,
    subject: &Subject,
    entry: Node<'d, 't>,
) -> u32 {
    models(ix, gate, subject, entry, 1, 0)
}

/// A model entry's minimum: its (or its link's) `min` at `parent` scope.
fn minimum(
    gate: &Gate,
    subject: &Subject,
    holder: Node<'_, '_>,
    entry: Node<'_, '_>,
    reinforced: u32,
) -> u32 {
    let layers: Vec<Node<'_, '_>> = if holder == entry {
        vec![entry]
    } else {
        vec![entry, holder]
    };
    constraint(gate, subject, &layers, "min", "parent", reinforced).unwrap_or(0)
}

/// The value of the last `kind` constraint at `scope` on `layers` (`selections` field),
/// after the modifiers of those layers that target it and are known to hold; increments
/// repeated per Reinforced count `reinforced` times. `-1` (unlimited) gives None.
fn constraint(
    gate: &Gate,
    subject: &Subject,
    layers: &[Node<'_, '_>],
    kind: &str,
    scope: &str,
    reinforced: u32,
) -> Option<u32> {
    let mut found = None;
    for layer in layers {
        for c in nested(*layer, "constraints", "constraint") {
            if attr(c, "type") == kind
                && attr(c, "scope") == scope
                && attr(c, "field") == "selections"
            {
                found = Some(c);
            }
        }
    }
    let c = found?;
    let id = attr(c, "id");
    let mut value = numeric_value(c)?;
    for layer in layers {
        for (m, applies) in gate.modifiers(*layer, subject) {
            if attr(m, "field") != id {
                continue;
            }
            let Some(v) = numeric_value(m) else {
                continue;
            };
            let repeats: Vec<Node<'_, '_>> = nested(m, "repeats", "repeat").collect();
            let times = if repeats.is_empty() {
                if applies != Some(true) {
                    continue;
                }
                1.0
            } else if repeats.iter().all(|r| attr(*r, "childId") == REINFORCED)
                && applies == Some(true)
            {
                f64::from(reinforced)
            } else {
                continue;
            };
            match attr(m, "type") {
                "set" if times > 0.0 => value = v,
                "increment" => value += v * times,
                "decrement" => value -= v * times,
                _ => {}
            }
        }
    }
    if value < 0.0 {
        return None;
    }
    whole(value)
}

/// The army cap: the last `max` at roster scope on the link or entry, after modifiers known
/// to hold (None when absent or unlimited), and the entries each adding one to it. A `max`
/// at another scope counts too when a modifier raises it per unit in the roster (an
/// undersize unit written with `scope="parent"`, Stormdrake Guard (1 model) at SCE L3265):
/// the third value is then that scope, for a note.
pub(crate) fn army_cap<'d, 't>(
    layers: &[Node<'d, 't>],
    mods: &[(Node<'d, 't>, Option<bool>)],
) -> (Option<u32>, Vec<String>, Option<&'d str>) {
    let raised_per_unit = |c: Node<'_, '_>| {
        mods.iter().any(|(m, _)| {
            attr(*m, "field") == attr(c, "id")
                && attr(*m, "type") == "increment"
                && nested(*m, "repeats", "repeat").any(|r| attr(r, "scope") == "roster")
        })
    };
    let mut cap = None;
    let mut other_scope = None;
    for layer in layers {
        for c in nested(*layer, "constraints", "constraint") {
            if attr(c, "type") != "max" || attr(c, "field") != "selections" {
                continue;
            }
            if attr(c, "scope") == "roster" {
                cap = Some(c);
                other_scope = None;
            } else if cap.is_none() && raised_per_unit(c) {
                cap = Some(c);
                other_scope = Some(attr(c, "scope"));
            }
        }
    }
    let Some(c) = cap else {
        return (None, Vec::new(), None);
    };
    let mut value = numeric_value(c).unwrap_or(-1.0);
    let mut per = Vec::new();
    for (m, applies) in mods {
        if attr(*m, "field") != attr(c, "id") {
            continue;
        }
        let repeats: Vec<Node<'_, '_>> = nested(*m, "repeats", "repeat").collect();
        if !repeats.is_empty() {
            if attr(*m, "type") == "increment" && attr(*m, "value").trim() == "1" {
                per.extend(repeats.iter().map(|r| attr(*r, "childId").to_owned()));
            }
            continue;
        }
        if *applies != Some(true) {
            continue;
        }
        if let (Some(v), "set") = (numeric_value(*m), attr(*m, "type")) {
            value = v;
        }
    }
    let max = if value < 0.0 { None } else { whole(value) };
    (max, per, other_scope)
}
