//! One faction catalogue into one pack: units (with manifestations and faction terrain),
//! regiment options, enhancements, formations, lores and Regiments of Renown.

use super::choices::{choices, enhancements, summoned, table, table_ids};
use super::gate::Gate;
use super::index::{display_name, Index};
use super::units::{is_core_table, read, Read};
use super::{regiments, renown, twins};
use crate::names::kebab_id;
use crate::xml::{attr, nested, Node};
use muster_core::games::sigmar::{Faction, Pack, Source, SourceFile, Unit, PACK_FORMAT};
use std::collections::{HashMap, HashSet};

/// What a pack is built from besides the faction file.
pub(crate) struct Setting<'a> {
    /// The season (one of `SEASONS`).
    pub season: &'a str,
    /// Its General's Handbook force id.
    pub season_force: &'a str,
    /// The Regiments of Renown catalogues among the parsed files.
    pub renown_files: &'a [usize],
    /// `Source::origin`.
    pub origin: &'a str,
    /// `Source::note`.
    pub note: &'a str,
}

/// Builds the pack of the faction catalogue `file`.
pub(crate) fn build(
    ix: &Index<'_, '_>,
    gate: &Gate,
    file: usize,
    setting: &Setting<'_>,
    notes: &mut Vec<String>,
) -> Pack {
    let root = ix.files[file].doc.root_element();
    let mut used = vec![ix.system, file];
    let roots: Vec<Node<'_, '_>> = ix
        .root_catalogues(file)
        .into_iter()
        .map(|f| ix.files[f].doc.root_element())
        .collect();

    let mut reads: Vec<Read<'_, '_>> = Vec::new();
    let root_links = roots
        .iter()
        .flat_map(|r| nested(*r, "entryLinks", "entryLink"));
    for link in root_links {
        if attr(link, "type") != "selectionEntry" {
            continue;
        }
        let Some(entry) = ix.target(link) else {
            notes.push(format!(
                "{}: link '{}' points to {}, which no file read defines; left out",
                ix.place(link),
                attr(link, "name"),
                attr(link, "targetId")
            ));
            continue;
        };
        if entry.has_tag_name("selectionEntry") && attr(entry, "type") == "unit" {
            if let Some(r) = read(ix, gate, link, entry, notes) {
                used.push(ix.file_of(entry));
                reads.push(r);
            }
        }
    }
    let root_entries: Vec<Node<'_, '_>> = roots
        .iter()
        .flat_map(|r| nested(*r, "selectionEntries", "selectionEntry"))
        .collect();
    for entry in &root_entries {
        if attr(*entry, "type") == "unit" {
            if let Some(r) = read(ix, gate, *entry, *entry, notes) {
                used.push(ix.file_of(*entry));
                reads.push(r);
            }
        }
    }

    // Army options: root entries named as in every faction catalogue (digest S4-BF-1,
    // S4-LORE-1). The names are BattleScribe's own labels for these four entries.
    let mut formations = Vec::new();
    let mut spell_lores = Vec::new();
    let mut prayer_lores = Vec::new();
    let mut manifestation_lores = Vec::new();
    for &entry in &root_entries {
        let slot = match display_name(attr(entry, "name")).as_str() {
            "Battle Formation" => &mut formations,
            "Spell Lore" => &mut spell_lores,
            "Prayer Lore" => &mut prayer_lores,
            "Manifestation Lore" => &mut manifestation_lores,
            _ => continue,
        };
        let subject = super::gate::Subject {
            ids: vec![attr(entry, "id").to_owned()],
            categories: Vec::new(),
        };
        if gate.hidden(entry, &subject) {
            continue;
        }
        slot.extend(choices(ix, gate, entry, notes));
    }
    let mut known: Vec<String> = reads.iter().map(|r| r.entry_id.clone()).collect();
    for (_, item) in &manifestation_lores {
        for (link, entry) in summoned(ix, gate, item) {
            if known.iter().any(|k| k == attr(entry, "id")) {
                continue;
            }
            if let Some(r) = read(ix, gate, link, entry, notes) {
                known.push(r.entry_id.clone());
                used.push(ix.file_of(link));
                used.push(ix.file_of(entry));
                reads.push(r);
            }
        }
    }
    for list in [
        &formations,
        &spell_lores,
        &prayer_lores,
        &manifestation_lores,
    ] {
        for (_, item) in list {
            used.push(ix.file_of(item.holder));
        }
    }

    twins::merge(ix, &mut reads, notes);
    assign_ids(&mut reads);
    resolve_excludes(&mut reads);
    resolve_max_per(ix, &mut reads, notes);
    regiments::resolve(ix, &mut reads, notes);

    let mut groups: HashMap<&str, Vec<Node<'_, '_>>> = HashMap::new();
    for r in &reads {
        for (kind, group) in &r.enhancement_groups {
            let list = groups.entry(kind.as_str()).or_default();
            if !list.contains(group) {
                list.push(*group);
            }
        }
    }
    let empty = Vec::new();
    let heroic_traits = enhancements(
        ix,
        gate,
        groups.get("Heroic Traits").unwrap_or(&empty),
        notes,
    );
    let artefacts = enhancements(
        ix,
        gate,
        groups.get("Artefacts of Power").unwrap_or(&empty),
        notes,
    );
    let mut table_names: Vec<&str> = groups
        .keys()
        .copied()
        .filter(|n| !is_core_table(n))
        .collect();
    table_names.sort_unstable();
    let mut enhancement_tables = Vec::new();
    for name in table_names {
        let own = &groups[name];
        let mut units: Vec<String> = (reads.iter())
            .filter(|r| r.enhancement_groups.iter().any(|(_, g)| own.contains(g)))
            .map(|r| r.unit.id.clone())
            .collect();
        units.sort_unstable();
        if let Some(table) = table(ix, gate, name, own, units, notes) {
            enhancement_tables.push(table);
        }
    }
    table_ids(&mut enhancement_tables);
    for (name, list) in &groups {
        let kept = is_core_table(name) || enhancement_tables.iter().any(|t| t.name == *name);
        if kept {
            used.extend(list.iter().map(|g| ix.file_of(*g)));
        }
    }

    let faction_id = attr(root, "id");
    let regiments_of_renown = renown::regiments(
        ix,
        gate,
        setting.season_force,
        faction_id,
        setting.renown_files,
        &mut used,
        notes,
    );

    let regiment_slots = regiments::slots(ix, &reads, notes);
    let mut units: Vec<Unit> = reads.into_iter().map(|r| r.unit).collect();
    units.sort_by(|a, b| a.id.cmp(&b.id));
    let mut written = display_name(attr(root, "name"));
    if written.trim().is_empty() {
        // A catalogue without a name: its file's name says which faction it is.
        let file_name = ix.files[file].name;
        written = display_name(file_name.strip_suffix(".cat").unwrap_or(file_name));
        notes.push(format!(
            "{file_name}: the catalogue has no name; the faction is named after its file"
        ));
    }
    let (name, legends) = without_legends_mark(&written);
    let mut faction = Faction {
        id: kebab_id(&written),
        grand_alliance: grand_alliance(&units),
        name,
        legends,
    };
    if faction.id.is_empty() {
        faction.id = "faction".into();
    }
    // The game system, the faction's catalogue, then the others by name: the same list
    // whatever else is imported at the same time.
    used.sort_unstable_by_key(|&f| (f != ix.system, f != file, ix.files[f].name));
    used.dedup();
    let files = used
        .iter()
        .map(|&f| {
            let root = ix.files[f].doc.root_element();
            SourceFile {
                file: ix.files[f].name.to_owned(),
                revision: root
                    .attribute("revision")
                    .and_then(|r| r.trim().parse().ok()),
            }
        })
        .collect();
    let strip = |list: Vec<(muster_core::games::sigmar::Choice, _)>| {
        list.into_iter().map(|(c, _)| c).collect::<Vec<_>>()
    };
    Pack {
        format: PACK_FORMAT.into(),
        source: Source {
            origin: setting.origin.to_owned(),
            files,
            note: setting.note.to_owned(),
        },
        season: setting.season.to_owned(),
        faction,
        units,
        heroic_traits,
        artefacts,
        battle_formations: strip(formations),
        spell_lores: strip(spell_lores),
        prayer_lores: strip(prayer_lores),
        manifestation_lores: strip(manifestation_lores),
        regiments_of_renown,
        enhancement_tables,
        regiment_slots,
    }
}

/// Kebab ids from names (two units of one name are merged before, `aos/twins.rs`); a name
/// whose id is taken by another name (they differ only in punctuation) gets a number.
fn assign_ids(reads: &mut [Read<'_, '_>]) {
    let mut taken: HashSet<String> = HashSet::new();
    for r in reads.iter_mut() {
        let base = kebab_id(&r.unit.name);
        let base = if base.is_empty() {
            "unit".to_owned()
        } else {
            base
        };
        let mut id = base.clone();
        let mut n = 2;
        while taken.contains(&id) {
            id = format!("{base}-{n}");
            n += 1;
        }
        taken.insert(id.clone());
        r.unit.id = id;
    }
}

/// Turns excluded entry ids into unit ids, both ways (a variant excludes the standard
/// warscroll and the other way round).
fn resolve_excludes(reads: &mut [Read<'_, '_>]) {
    let mut pairs = Vec::new();
    for (i, r) in reads.iter().enumerate() {
        for other in &r.excludes {
            for (j, o) in reads.iter().enumerate() {
                if j != i && o.is(other) {
                    pairs.push((i, j));
                }
            }
        }
    }
    for (i, j) in pairs {
        for (a, b) in [(i, j), (j, i)] {
            let id = reads[b].unit.id.clone();
            if !reads[a].unit.excludes.contains(&id) {
                reads[a].unit.excludes.push(id);
            }
        }
    }
    for r in reads.iter_mut() {
        r.unit.excludes.sort();
    }
}

/// A cap that grows by one per unit of some ids (digest P4): those ids become the pack's
/// unit ids in `max_per`, the cap stays the data's base.
fn resolve_max_per(ix: &Index<'_, '_>, reads: &mut [Read<'_, '_>], notes: &mut Vec<String>) {
    // For each read, for each raw id of its `max_per`: the unit ids it names.
    let mut found_for: Vec<Vec<Vec<String>>> = Vec::with_capacity(reads.len());
    for r in reads.iter() {
        let per_raw = (r.max_per.iter())
            .map(|raw| {
                (reads.iter().filter(|o| o.is(raw)))
                    .map(|o| o.unit.id.clone())
                    .collect()
            })
            .collect();
        found_for.push(per_raw);
    }
    for (r, found_for) in reads.iter_mut().zip(found_for) {
        for (raw, found) in r.max_per.iter().zip(found_for) {
            if found.is_empty() {
                notes.push(format!(
                    "{}: '{}' may be fielded once more per {}, which is not a unit of this pack",
                    ix.place(r.link),
                    r.unit.name,
                    ix.name_of(ix.file_of(r.link), raw)
                ));
            }
            for id in found {
                if !r.unit.max_per.contains(&id) {
                    r.unit.max_per.push(id);
                }
            }
        }
        if !r.max_per.is_empty() && r.unit.max.is_none() {
            r.unit.max = Some(0);
        }
    }
}

/// The grand alliance most units carry (ORDER, CHAOS, DEATH, DESTRUCTION), if any.
fn grand_alliance(units: &[Unit]) -> Option<String> {
    let mut best: Option<(&str, usize)> = None;
    for alliance in ["CHAOS", "DEATH", "DESTRUCTION", "ORDER"] {
        let n = units.iter().filter(|u| u.has_keyword(alliance)).count();
        if n > 0 && best.is_none_or(|(_, m)| n > m) {
            best = Some((alliance, n));
        }
    }
    best.map(|(a, _)| a.to_owned())
}

/// A catalogue name without the `[LEGENDS]` mark BSData puts on its Legends factions
/// (`Beasts of Chaos [LEGENDS]`; one file writes it without the closing bracket), and
/// whether it had one. The faction's id keeps the mark (`beasts-of-chaos-legends`), so a
/// Legends faction never shares an id with a current one.
fn without_legends_mark(name: &str) -> (String, bool) {
    let upper = name.to_ascii_uppercase();
    match upper.find("[LEGENDS") {
        Some(at) => {
            let rest = name[at + "[LEGENDS".len()..].trim_start_matches(']');
            let clean = format!("{} {}", name[..at].trim_end(), rest.trim_start());
            (clean.trim().to_owned(), true)
        }
        None => (name.to_owned(), false),
    }
}

#[cfg(test)]
mod tests {
    use super::without_legends_mark;

    #[test]
    fn a_legends_mark_leaves_the_name_and_flags_the_faction() {
        assert_eq!(
            without_legends_mark("Beasts of Chaos [LEGENDS]"),
            ("Beasts of Chaos".to_owned(), true)
        );
        assert_eq!(
            without_legends_mark("Cities of Sigmar - Lethis [LEGENDS"),
            ("Cities of Sigmar - Lethis".to_owned(), true)
        );
        assert_eq!(
            without_legends_mark("Stormcast Eternals"),
            ("Stormcast Eternals".to_owned(), false)
        );
    }
}
