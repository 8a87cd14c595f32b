//! Regiments of Renown (digest S4-ROR-2): each is a hidden force of the game system with
//! its own points, linked from the season's General's Handbook force, shown only when the
//! parent force is one of the factions its conditions name; its units are links in the
//! Regiments of Renown catalogue, shown (and set to min = max = n) inside that force.

use super::gate::{Gate, Subject};
use super::index::Index;
use super::units::{read, Read};
use crate::names::clean;
use crate::names::kebab_id;
use crate::xml::{attr, nested, Node};
use muster_core::games::sigmar::{RegimentOfRenown, Unit};

/// The Regiments of Renown the faction catalogue `faction` may take in the season whose
/// force is `season_force`, with their units read from the catalogues `renown_files`.
pub(crate) fn regiments<'d, 't>(
    ix: &Index<'d, 't>,
    gate: &Gate,
    season_force: &str,
    faction: &str,
    renown_files: &[usize],
    used: &mut Vec<usize>,
    notes: &mut Vec<String>,
) -> Vec<RegimentOfRenown> {
    let Some(season) = ix.lookup(ix.system, season_force) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for link in nested(season, "forceEntryLinks", "forceEntryLink") {
        let Some(force) = ix.target(link).filter(|f| f.has_tag_name("forceEntry")) else {
            continue;
        };
        let Some(points) = nested(force, "costs", "cost")
            .find(|c| attr(*c, "typeId") == "points")
            .and_then(|c| attr(c, "value").trim().parse::<u32>().ok())
            .filter(|p| *p > 0)
        else {
            continue;
        };
        if !allows(force, faction) {
            continue;
        }
        let force_id = attr(force, "id");
        let inside = gate.inside(force_id);
        let mut units = Vec::new();
        for &file in renown_files {
            let root = ix.files[file].doc.root_element();
            for unit_link in nested(root, "entryLinks", "entryLink") {
                if !mentions(unit_link, force_id) {
                    continue;
                }
                let Some(entry) = ix.target(unit_link).filter(|e| attr(*e, "type") == "unit")
                else {
                    continue;
                };
                let Some(r) = read(ix, &inside, unit_link, entry, notes) else {
                    continue;
                };
                used.push(ix.file_of(unit_link));
                used.push(ix.file_of(entry));
                for _ in 0..count(&inside, unit_link, &r) {
                    units.push(unit(&r));
                }
            }
        }
        if units.is_empty() {
            notes.push(format!(
                "{}: Regiment of Renown '{}' has no units in the files read; left out",
                ix.place(force),
                attr(force, "name")
            ));
            continue;
        }
        let Some(name) = ix.named(
            clean(attr(force, "name")),
            force,
            "a Regiment of Renown",
            notes,
        ) else {
            continue;
        };
        used.push(ix.system);
        let id = Some(kebab_id(&name))
            .filter(|id| !id.is_empty())
            .unwrap_or_else(|| format!("regiment-{}", out.len() + 1));
        out.push(RegimentOfRenown {
            id,
            name,
            points: Some(points),
            units,
            src: ix.source_of(force),
        });
    }
    out.sort_by(|a, b| a.id.cmp(&b.id));
    out
}

/// True when one of the force's conditions at `parent` scope names the faction's
/// catalogue (the parent force must be that faction's).
fn allows(force: Node<'_, '_>, faction: &str) -> bool {
    nested(force, "modifiers", "modifier")
        .flat_map(|m| m.descendants())
        .any(|c| {
            c.has_tag_name("condition")
                && attr(c, "scope") == "parent"
                && attr(c, "childId") == faction
        })
}

/// True when a unit link's conditions name the force.
fn mentions(link: Node<'_, '_>, force: &str) -> bool {
    link.descendants()
        .any(|c| c.has_tag_name("condition") && attr(c, "childId") == force)
}

/// How many of the unit the regiment holds: the link's `min` at force scope after the
/// modifiers that hold inside the force (1 when it states none).
fn count(gate: &Gate, link: Node<'_, '_>, r: &Read<'_, '_>) -> u32 {
    let subject = Subject {
        ids: vec![r.link_id.clone(), r.entry_id.clone()],
        categories: r.category_ids.clone(),
    };
    let Some(min) = nested(link, "constraints", "constraint")
        .find(|c| attr(*c, "type") == "min" && attr(*c, "scope") == "force")
    else {
        return 1;
    };
    let mut value: i64 = attr(min, "value").trim().parse().unwrap_or(1);
    for (m, applies) in gate.modifiers(link, &subject) {
        if attr(m, "field") == attr(min, "id") && attr(m, "type") == "set" && applies == Some(true)
        {
            value = attr(m, "value").trim().parse().unwrap_or(value);
        }
    }
    // A regiment is a handful of units; more than 20 copies is not data, it is noise.
    u32::try_from(value.clamp(1, 20)).unwrap_or(1)
}

/// A Regiment of Renown's unit: its own facts, no regiment options (the regiment is fixed).
fn unit(r: &Read<'_, '_>) -> Unit {
    let mut unit = r.unit.clone();
    unit.id = Some(kebab_id(&unit.name))
        .filter(|id| !id.is_empty())
        .unwrap_or_else(|| "unit".into());
    unit.regiment = None;
    unit
}
