//! Army-wide choices: heroic traits and artefacts (digest S4-ENH-*) and a faction's own
//! enhancement tables, battle formations (S4-BF-*), spell, prayer and manifestation lores
//! (S4-LORE-1, S4-MAN-1), and the manifestations a lore summons.

use super::gate::{Gate, Subject, MAX_GROUP_DEPTH};
use super::index::Index;
use super::sizes::{points, whole};
use crate::names::clean;
use crate::names::kebab_id;
use crate::xml::{attr, nested, numeric_value, Node};
use muster_core::games::sigmar::{Choice, Enhancement, EnhancementTable};

/// One item found under a group: the element that names it (an entry or the link to
/// one), the entry, and the sub-group it sits in below the top group.
pub(crate) struct Item<'d, 't> {
    /// The link to the entry, or the entry itself.
    pub holder: Node<'d, 't>,
    /// The `selectionEntry`.
    pub entry: Node<'d, 't>,
    /// The innermost sub-group's name, when the item is not directly in the top group.
    pub group: Option<String>,
}

/// Every visible upgrade entry under `group` (following group links, each group once),
/// with the innermost sub-group it is in.
pub(crate) fn items<'d, 't>(
    ix: &Index<'d, 't>,
    gate: &Gate,
    group: Node<'d, 't>,
) -> Vec<Item<'d, 't>> {
    let mut out = Vec::new();
    let mut seen = Vec::new();
    walk(ix, gate, group, None, &mut out, &mut seen, 0);
    out
}

fn walk<'d, 't>(
    ix: &Index<'d, 't>,
    gate: &Gate,
    container: Node<'d, 't>,
    group: Option<String>,
    out: &mut Vec<Item<'d, 't>>,
    seen: &mut Vec<Node<'d, 't>>,
    depth: usize,
) {
    if depth > MAX_GROUP_DEPTH || seen.contains(&container) {
        return;
    }
    seen.push(container);
    let visible = |node: Node<'d, 't>, extra: Option<Node<'d, 't>>| {
        let subject = Subject {
            ids: std::iter::once(node)
                .chain(extra)
                .map(|n| attr(n, "id").to_owned())
                .collect(),
            categories: Vec::new(),
        };
        !gate.hidden(node, &subject) && extra.is_none_or(|e| !gate.hidden(e, &subject))
    };
    for entry in nested(container, "selectionEntries", "selectionEntry") {
        if visible(entry, None) {
            out.push(Item {
                holder: entry,
                entry,
                group: group.clone(),
            });
        }
    }
    for link in nested(container, "entryLinks", "entryLink") {
        let Some(target) = ix.target(link) else {
            continue;
        };
        // A group already walked adds nothing; deciding its visibility again, once per
        // link, scans its children each time (a group linking itself 10,868 times took
        // 1.7 s: docs/robustness.md, finding 20).
        if target.has_tag_name("selectionEntryGroup") && seen.contains(&target) {
            continue;
        }
        if !visible(link, Some(target)) {
            continue;
        }
        if target.has_tag_name("selectionEntryGroup") {
            let name = clean(attr(target, "name"));
            walk(ix, gate, target, Some(name), out, seen, depth + 1);
        } else if target.has_tag_name("selectionEntry") {
            out.push(Item {
                holder: link,
                entry: target,
                group: group.clone(),
            });
        }
    }
    for sub in nested(container, "selectionEntryGroups", "selectionEntryGroup") {
        if visible(sub, None) {
            let name = clean(attr(sub, "name"));
            walk(ix, gate, sub, Some(name), out, seen, depth + 1);
        }
    }
}

/// The item's name (the link's, else the entry's).
fn name(item: &Item<'_, '_>) -> String {
    let name = clean(attr(item.holder, "name"));
    if name.is_empty() {
        clean(attr(item.entry, "name"))
    } else {
        name
    }
}

/// The item's name, or None with a note when it has none: a choice a player could not name
/// or pick, which the pack refuses (its names are never empty). `of` is what it belongs to.
fn named(
    ix: &Index<'_, '_>,
    item: &Item<'_, '_>,
    of: &str,
    notes: &mut Vec<String>,
) -> Option<String> {
    ix.named(
        name(item),
        item.holder,
        format_args!("a choice of '{of}'"),
        notes,
    )
}

/// The item's points when it costs any.
fn cost(gate: &Gate, item: &Item<'_, '_>) -> Option<u32> {
    let layers: Vec<Node<'_, '_>> = if item.holder == item.entry {
        vec![item.entry]
    } else {
        vec![item.entry, item.holder]
    };
    let subject = Subject {
        ids: layers.iter().map(|n| attr(*n, "id").to_owned()).collect(),
        categories: Vec::new(),
    };
    let mods: Vec<_> = layers
        .iter()
        .flat_map(|l| gate.modifiers(*l, &subject))
        .collect();
    points(&layers, &mods).filter(|p| *p > 0)
}

fn src(ix: &Index<'_, '_>, item: &Item<'_, '_>) -> String {
    ix.source_of(item.holder)
}

/// Heroic traits or artefacts from the enhancement groups heroes link (each group once).
/// The top group's own name is not a sub-group.
pub(crate) fn enhancements<'d, 't>(
    ix: &Index<'d, 't>,
    gate: &Gate,
    groups: &[Node<'d, 't>],
    notes: &mut Vec<String>,
) -> Vec<Enhancement> {
    let mut out: Vec<Enhancement> = Vec::new();
    let mut seen_groups: Vec<Node<'d, 't>> = Vec::new();
    for group in groups {
        if seen_groups.contains(group) {
            continue;
        }
        seen_groups.push(*group);
        let top = clean(attr(*group, "name"));
        for item in items(ix, gate, *group) {
            let source = src(ix, &item);
            if out.iter().any(|e| e.src == source) {
                continue;
            }
            let Some(name) = named(ix, &item, &top, notes) else {
                continue;
            };
            let group = match item.group.clone().filter(|g| *g != top) {
                Some(g) => ix.named(g, item.holder, format_args!("the group of '{name}'"), notes),
                None => None,
            };
            out.push(Enhancement {
                id: String::new(),
                name,
                group,
                points: cost(gate, &item),
                max: cap(gate, item.holder, "roster").or_else(|| cap(gate, item.entry, "roster")),
                src: source,
            });
        }
    }
    let ids = unique_ids(out.iter().map(|e| (e.name.as_str(), e.group.as_deref())));
    for (e, id) in out.iter_mut().zip(ids) {
        e.id = id;
    }
    out
}

/// A faction's own enhancement table named `name`, from the groups of that name units
/// link (each once; the first gives the limits and `src`), for the units `units`: its
/// enhancements, and its caps as the first group's constraints state them after the
/// modifiers the import decides (the Path to Glory lift does not hold): a roster `max`
/// per army, a `root-entry` `max` per unit. None when the season shows none of its
/// enhancements. Enhancement ids are made unique across tables by [`table_ids`].
pub(crate) fn table<'d, 't>(
    ix: &Index<'d, 't>,
    gate: &Gate,
    name: &str,
    groups: &[Node<'d, 't>],
    units: Vec<String>,
    notes: &mut Vec<String>,
) -> Option<EnhancementTable> {
    let first = *groups.first()?;
    let enhancements = enhancements(ix, gate, groups, notes);
    if enhancements.is_empty() {
        return None;
    }
    Some(EnhancementTable {
        id: kebab_id(name),
        name: name.to_owned(),
        enhancements,
        units,
        per_army: cap(gate, first, "roster"),
        per_unit: cap(gate, first, "root-entry"),
        src: ix.source_of(first),
    })
}

/// An element's `max` selections at `scope`, after the `set` modifiers known to hold; None
/// when absent or unlimited (`-1`).
fn cap(gate: &Gate, group: Node<'_, '_>, scope: &str) -> Option<u32> {
    let cap = nested(group, "constraints", "constraint")
        .filter(|c| {
            attr(*c, "type") == "max"
                && attr(*c, "field") == "selections"
                && attr(*c, "scope") == scope
        })
        .last()?;
    let mut value = numeric_value(cap)?;
    let subject = Subject {
        ids: vec![attr(group, "id").to_owned()],
        categories: Vec::new(),
    };
    for (m, applies) in gate.modifiers(group, &subject) {
        if attr(m, "field") == attr(cap, "id") && attr(m, "type") == "set" && applies == Some(true)
        {
            value = numeric_value(m).unwrap_or(value);
        }
    }
    if value < 0.0 {
        None
    } else {
        whole(value)
    }
}

/// Table ids, and enhancement ids unique across all `tables` (a list names one without its
/// table): a name in several tables takes its table's id as a suffix, then a number.
pub(crate) fn table_ids(tables: &mut [EnhancementTable]) {
    // The tables' own ids too: a name of no letter or digit (invisible characters only)
    // still needs one, and two names may make the same.
    let own = unique_ids(tables.iter().map(|t| (t.name.as_str(), None)));
    for (t, id) in tables.iter_mut().zip(own) {
        t.id = id;
    }
    let all: Vec<(String, String)> = (tables.iter())
        .flat_map(|t| {
            t.enhancements
                .iter()
                .map(|e| (e.name.clone(), t.name.clone()))
        })
        .collect();
    let ids = unique_ids(all.iter().map(|(n, t)| (n.as_str(), Some(t.as_str()))));
    let mut ids = ids.into_iter();
    for e in tables.iter_mut().flat_map(|t| t.enhancements.iter_mut()) {
        e.id = ids.next().unwrap_or_default();
    }
}

/// The choices under a root "Battle Formation" / "… Lore" entry: the upgrades of the
/// groups it links (flattened), with the item elements for the manifestation search; an item
/// with no name is left out with a note.
pub(crate) fn choices<'d, 't>(
    ix: &Index<'d, 't>,
    gate: &Gate,
    root_entry: Node<'d, 't>,
    notes: &mut Vec<String>,
) -> Vec<(Choice, Item<'d, 't>)> {
    let mut out: Vec<(Choice, Item<'d, 't>)> = Vec::new();
    for item in items(ix, gate, root_entry) {
        let source = src(ix, &item);
        if out.iter().any(|(c, _)| c.src == source) {
            continue;
        }
        let Some(name) = named(ix, &item, &clean(attr(root_entry, "name")), notes) else {
            continue;
        };
        // A lore is one level down: the root entry's own upgrades are not choices when
        // it links groups; entries directly in the root are kept (some formations).
        out.push((
            Choice {
                id: String::new(),
                name,
                points: cost(gate, &item),
                src: source,
            },
            item,
        ));
    }
    let ids = unique_ids(out.iter().map(|(c, _)| (c.name.as_str(), None)));
    for ((c, _), id) in out.iter_mut().zip(ids) {
        c.id = id;
    }
    out
}

/// The unit entries a lore summons: `entryLink`s to units inside the groups the lore item
/// links (digest S4-MAN-1), as (link, unit entry).
pub(crate) fn summoned<'d, 't>(
    ix: &Index<'d, 't>,
    gate: &Gate,
    item: &Item<'d, 't>,
) -> Vec<(Node<'d, 't>, Node<'d, 't>)> {
    let mut out = Vec::new();
    let mut stack: Vec<(Node<'d, 't>, usize)> = vec![(item.entry, 0)];
    if item.holder != item.entry {
        stack.push((item.holder, 0));
    }
    let mut seen = Vec::new();
    while let Some((node, depth)) = stack.pop() {
        if depth > MAX_GROUP_DEPTH || seen.contains(&node) {
            continue;
        }
        seen.push(node);
        for link in nested(node, "entryLinks", "entryLink") {
            let Some(target) = ix.target(link) else {
                continue;
            };
            if target.has_tag_name("selectionEntryGroup") {
                stack.push((target, depth + 1));
            } else if attr(target, "type") == "unit" {
                out.push((link, target));
            }
        }
        for group in nested(node, "selectionEntryGroups", "selectionEntryGroup") {
            stack.push((group, depth + 1));
        }
        for entry in nested(node, "selectionEntries", "selectionEntry") {
            if attr(entry, "type") == "unit" {
                out.push((entry, entry));
            }
        }
    }
    let _ = gate;
    out
}

/// Kebab ids for names, unique in the list: a repeated name takes its group's id as a
/// suffix, then a number.
fn unique_ids<'a>(names: impl Iterator<Item = (&'a str, Option<&'a str>)>) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let all: Vec<(&str, Option<&str>)> = names.collect();
    for (i, (name, group)) in all.iter().enumerate() {
        // A name with no letter or digit still needs an id (the schema's pattern).
        let base = Some(kebab_id(name))
            .filter(|b| !b.is_empty())
            .unwrap_or_else(|| "unnamed".into());
        let repeated = all
            .iter()
            .enumerate()
            .any(|(j, (other, _))| j != i && kebab_id(other) == base);
        // A group named with no letter or digit gives no suffix: the number below tells
        // the names apart instead.
        let suffix = group.map(kebab_id).filter(|g| !g.is_empty());
        let mut id = match (repeated, suffix) {
            (true, Some(g)) => format!("{base}-{g}"),
            _ => base.clone(),
        };
        let stem = id.clone();
        let mut n = 2;
        while out.contains(&id) {
            id = format!("{stem}-{n}");
            n += 1;
        }
        out.push(id);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::gate::DECIDED;
    use crate::{import_aos_texts, AosRequest};
    use std::path::Path;

    /// Finding 20 of docs/robustness.md: a group that links itself thousands of times cost
    /// two visibility decisions per link, each scanning the group's children.
    #[test]
    fn a_group_linked_again_and_again_is_decided_once() {
        let here = Path::new(env!("CARGO_MANIFEST_DIR"));
        let gst = here.join("../../../shared/reference/bsdata-aos4/Age of Sigmar 4.0.gst");
        let gst = std::fs::read(gst).unwrap();
        let cat = here.join("fuzz/seeds/aos_faction/faction.cat");
        let cat = std::fs::read_to_string(cat).unwrap();
        let link = r#"<entryLinks><entryLink name="Artefacts of Power" id="g-ar-loop" type="selectionEntryGroup" targetId="g-ar"/></entryLinks>"#;
        assert!(cat.contains(link), "the seed has changed");
        let decided = |copies: usize| {
            let cat = cat.replacen(link, &link.repeat(copies), 1);
            let files = vec![
                ("game.gst".to_owned(), gst.clone()),
                ("faction.cat".to_owned(), cat.into_bytes()),
            ];
            let request = AosRequest {
                game_system: "game.gst",
                factions: &["faction.cat"],
                season: "ghb-2025-26",
                origin: "test",
                note: "test",
            };
            DECIDED.with(|d| d.set(0));
            let import = import_aos_texts(&files, &request).expect("the seed imports");
            assert_eq!(import.packs.len(), 1);
            DECIDED.with(|d| d.get())
        };
        assert_eq!(decided(1), decided(2_000));
    }
}
