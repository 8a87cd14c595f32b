//! One unit listed twice in a catalogue: two root links that end up with the same name
//! (six pairs in the data at 6c4bfee: Khainite Shadowstalkers in `Daughters of Khaine - The
//! Croneseer's Pariahs.cat` L166 and L696, Kragnos in `Big Waaagh!.cat` L800 and L3111,
//! Arkanaut Ironclad in `Kharadron Overlords - The Magnate's Crew.cat` L464 and L976,
//! Black Coach and its Scourge of Aqshy variant in `Nighthaunt - The Clattering
//! Procession.cat` L251/L371 and L311/L396, the Gatebreaker Mega-Gargant (Scourge of Aqshy)
//! in `Sons of Behemat - King Brodd's Stomp.cat` L138 and L205). A list names a unit by
//! its name's id, so the two are one unit, and it keeps what either entry allows:
//!
//! - **Reinforced**: either entry's link to Reinforced makes it reinforceable (the
//!   Shadowstalkers' second link has it, the first has not).
//! - **Keywords, tags**: both entries' (a keyword can only let a regiment option admit it).
//! - **Legends**: either entry flags it (a reminder, never a refusal).
//! - **Enhancements**: either entry's enhancement groups (and so their tables).
//! - **Regiment options** (as a leader): both entries' options; the link ids of both
//!   count wherever the data names the leader (extra-hero caps, "too many" caps).
//! - **Army cap**: the looser (no cap over any cap, the larger over the smaller; a cap
//!   raised per unit is kept from whichever entry has it when the other has a plain one,
//!   with a note). UNIQUE still caps at one.
//! - **Exclusions** (seasonal variants): only those both entries state.
//! - **Points, models, Reinforced size, profile, weapons and abilities, base**: one
//!   warscroll, which cannot be merged; when the two differ the first entry's wins, with a
//!   note naming both.
//!
//! The unit's `src` is the first entry's; a note names the second.

use super::index::Index;
use super::units::Read;

/// Merges every later read that has the name of an earlier one into that one, in order,
/// with a note per pair and per field the two disagree on.
pub(crate) fn merge<'d, 't>(
    ix: &Index<'d, 't>,
    reads: &mut Vec<Read<'d, 't>>,
    notes: &mut Vec<String>,
) {
    let mut i = 0;
    while i < reads.len() {
        let first = reads[..i]
            .iter()
            .position(|r| r.unit.name == reads[i].unit.name);
        let Some(j) = first else {
            i += 1;
            continue;
        };
        let second = reads.remove(i);
        merge_pair(ix, &mut reads[j], second, notes);
    }
}

fn merge_pair<'d, 't>(
    ix: &Index<'d, 't>,
    first: &mut Read<'d, 't>,
    second: Read<'d, 't>,
    notes: &mut Vec<String>,
) {
    let name = first.unit.name.clone();
    let place = ix.place(second.link);
    let src2 = ix.source_of(second.link);
    let mut gained: Vec<&str> = Vec::new();
    let shown = |p: Option<u32>| p.map_or_else(|| "not given".to_owned(), |p| p.to_string());
    let (a, b) = (&first.unit, &second.unit);
    let mut conflicts = vec![
        ("points", shown(a.points), shown(b.points)),
        ("models", a.models.to_string(), b.models.to_string()),
        (
            "the profile",
            format!("{:?}", a.profile),
            format!("{:?}", b.profile),
        ),
        ("the weapons", warscroll(a), warscroll(b)),
        ("the base", format!("{:?}", a.base), format!("{:?}", b.base)),
    ];
    match (&a.reinforced, &b.reinforced) {
        (None, Some(r)) => {
            first.unit.reinforced = Some(r.clone());
            gained.push("Reinforced");
        }
        (Some(x), Some(y)) => conflicts.push((
            "Reinforced",
            format!("{} models for {}", x.models, shown(x.points)),
            format!("{} models for {}", y.models, shown(y.points)),
        )),
        _ => {}
    }
    for (field, x, y) in conflicts {
        if x != y {
            notes.push(format!(
                "{place}: '{name}' listed twice: {field} is {x} at {} and {y} here; the first is kept",
                first.unit.src
            ));
        }
    }
    let before = (first.unit.keywords.len(), first.unit.tags.len());
    union(&mut first.unit.keywords, &second.unit.keywords);
    union(&mut first.unit.tags, &second.unit.tags);
    if before != (first.unit.keywords.len(), first.unit.tags.len()) {
        gained.push("keywords");
    }
    union(&mut first.category_ids, &second.category_ids);
    if second.unit.legends && !first.unit.legends {
        first.unit.legends = true;
        gained.push("the Legends flag");
    }
    let groups = first.enhancement_groups.len();
    for group in second.enhancement_groups {
        if !first.enhancement_groups.contains(&group) {
            first.enhancement_groups.push(group);
        }
    }
    if first.enhancement_groups.len() > groups {
        first.unit.enhancements =
            (first.enhancement_groups.iter()).any(|(g, _)| super::units::is_core_table(g));
        gained.push("enhancements");
    }
    let options = first.options.len();
    for option in second.options {
        if !first.options.contains(&option) {
            first.options.push(option);
        }
    }
    if first.options.len() > options {
        gained.push("regiment options");
    }
    merge_cap(
        first,
        &second.unit.max,
        second.max_per,
        &mut gained,
        notes,
        &place,
    );
    first.excludes.retain(|x| second.excludes.contains(x));
    first.also.push(second.link_id);
    first.also.push(second.entry_id);
    first.also.extend(second.also);
    let gained = if gained.is_empty() {
        String::new()
    } else {
        format!("; from the second: {}", gained.join(", "))
    };
    notes.push(format!(
        "{place}: '{name}' listed twice ({} and {src2}); one unit that allows what either allows{gained}",
        first.unit.src
    ));
}

/// The looser of two army caps (see the module documentation).
fn merge_cap(
    first: &mut Read<'_, '_>,
    max: &Option<u32>,
    max_per: Vec<String>,
    gained: &mut Vec<&str>,
    notes: &mut Vec<String>,
    place: &str,
) {
    let raised = (!first.max_per.is_empty(), !max_per.is_empty());
    match (first.unit.max, *max, raised) {
        (None, _, (false, _)) => {}
        (_, None, (_, false)) => {
            first.unit.max = None;
            first.max_per.clear();
            gained.push("no army cap");
        }
        (Some(a), Some(b), (false, false)) => {
            if b > a {
                first.unit.max = Some(b);
                gained.push("a larger army cap");
            }
        }
        (_, _, (true, true)) => {
            union(&mut first.max_per, &max_per);
            first.unit.max = first.unit.max.max(*max);
        }
        _ => notes.push(format!(
            "{place}: '{}' listed twice with a cap raised per unit on one entry only; the first entry's cap is kept",
            first.unit.name
        )),
    }
}

fn union(into: &mut Vec<String>, from: &[String]) {
    for x in from {
        if !into.contains(x) {
            into.push(x.clone());
        }
    }
}

/// A twin's weapons and abilities as a note compares them: how many of each, and a digest
/// of their names and numbers (where each is stated left out), short whatever they hold.
fn warscroll(unit: &muster_core::games::sigmar::Unit) -> String {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    for w in &unit.weapons {
        (&w.name, w.ranged, &w.range, &w.attacks, &w.hit, &w.wound).hash(&mut hasher);
        (&w.rend, &w.damage, &w.abilities).hash(&mut hasher);
    }
    for a in &unit.abilities {
        (&a.name, &a.kind, &a.timing).hash(&mut hasher);
    }
    format!(
        "{} weapons and {} abilities (digest {:016x})",
        unit.weapons.len(),
        unit.abilities.len(),
        hasher.finish()
    )
}
