//! One unit's facts, read from a catalogue's link and the Library entry it points to
//! (digest §4.1, §5.2 step 3).

use super::gate::{Gate, Subject, UNDERSIZE};
use super::index::{own_text, Index};
use super::sizes::{army_cap, has_reinforced, models, models_reinforced, points};
use super::warscroll;
use crate::names::clean;
use crate::xml::{attr, elems, nested, Node};
use muster_core::games::sigmar::{Profile, Reinforced, Unit};

/// The "Legends" category (GST L246): a flag, not a keyword.
const LEGENDS: &str = "acaf-8bb6-d6f-3e2a";
/// Helper categories that say how BattleScribe builds a roster, not what a unit is; they
/// become neither keywords nor tags.
const ENGINE_CATEGORIES: [&str; 10] = [
    "d1f3-921c-b403-1106", // Regimental Leader
    "db3a-7199-c92e-f3cf", // Regimental Option
    "8f4b-1fa6-3128-8405", // Regimental Hero
    "676-2b78-7bbf-ba9c",  // Configuration
    "ac97-b27c-7e35-7ab9", // Army Composition
    "3360-1158-e879-9606", // Reference
    "8e18-320c-b5bb-7cc6", // Order of Battle
    "8fa2-f5fc-18d9-e5d0", // Enhancement Configuration
    "707c-1c04-9af6-2307", // Arcane Tome
    "9c77-5e0b-a20f-d885", // Command Model
];
/// The regiment categories a leader hands out (digest S4-REG-5).
pub(crate) const REGIMENTAL_OPTION: &str = "db3a-7199-c92e-f3cf";
/// See [`REGIMENTAL_OPTION`].
pub(crate) const REGIMENTAL_HERO: &str = "8f4b-1fa6-3128-8405";

/// A unit as read, with what the pack assembly still has to resolve.
pub(crate) struct Read<'d, 't> {
    /// The facts (`regiment`, `excludes` and the id are filled in by the assembly).
    pub unit: Unit,
    /// The link's id (or the entry's, for an entry that is not a link).
    pub link_id: String,
    /// The target entry's id.
    pub entry_id: String,
    /// Each regiment option the unit hands out as a leader: (target id, as a hero).
    pub options: Vec<(String, bool)>,
    /// The enhancement groups its link or entry carries and the season shows: (group name,
    /// group element).
    pub enhancement_groups: Vec<(String, Node<'d, 't>)>,
    /// Ids of entries whose presence lifts the army cap by one each (digest P4).
    pub max_per: Vec<String>,
    /// Ids of entries the unit cannot be fielded with (digest S4-UNQ-3).
    pub excludes: Vec<String>,
    /// The ids of the categories its links give it.
    pub category_ids: Vec<String>,
    /// The link element, for notes.
    pub link: Node<'d, 't>,
    /// The link and entry ids of other entries of the same unit merged into this one
    /// (`aos/twins.rs`).
    pub also: Vec<String>,
}

impl Read<'_, '_> {
    /// Whether `id` names this unit: its link's, its entry's, or a merged twin's id.
    pub fn is(&self, id: &str) -> bool {
        self.link_id == id || self.entry_id == id || self.also.iter().any(|a| a == id)
    }
}

/// Reads a unit from `link` (an `entryLink`, or the entry itself) and its target `entry`
/// (a `selectionEntry type="unit"`). None when it is hidden for this season.
pub(crate) fn read<'d, 't>(
    ix: &Index<'d, 't>,
    gate: &Gate,
    link: Node<'d, 't>,
    entry: Node<'d, 't>,
    notes: &mut Vec<String>,
) -> Option<Read<'d, 't>> {
    let from = ix.file_of(link);
    let is_link = link != entry;
    let layers: Vec<Node<'d, 't>> = if is_link {
        vec![entry, link]
    } else {
        vec![entry]
    };
    let mut category_ids: Vec<String> = Vec::new();
    for layer in &layers {
        for c in nested(*layer, "categoryLinks", "categoryLink") {
            push_unique(&mut category_ids, attr(c, "targetId"));
        }
    }
    let subject = Subject {
        ids: vec![attr(link, "id").to_owned(), attr(entry, "id").to_owned()],
        categories: category_ids.clone(),
    };
    for layer in &layers {
        let v = gate.visibility(*layer, &subject);
        if v.undecided {
            notes.push(format!(
                "{}: '{}' left out: hidden, and what would show it is not decided at import",
                ix.place(*layer),
                attr(link, "name")
            ));
        }
        if v.season_slip {
            notes.push(format!(
                "{}: '{}' is written hidden=\"false\" but shown only in another season; left out (read as a seasonal variant)",
                ix.place(*layer),
                attr(link, "name")
            ));
        }
        if v.hidden {
            return None;
        }
    }
    // Legends by either sign: the category (below) or being shown only while "Allow
    // Legends" is selected (digest §5.3).
    let no_legends = gate.without_legends();
    let mut legends = layers.iter().any(|l| no_legends.hidden(*l, &subject));
    let mods: Vec<(Node<'d, 't>, Option<bool>)> = layers
        .iter()
        .flat_map(|l| gate.modifiers(*l, &subject))
        .collect();

    let mut name = clean(attr(link, "name"));
    if name.is_empty() {
        name = clean(attr(entry, "name"));
    }
    for (m, applies) in &mods {
        if attr(*m, "field") == "name" && attr(*m, "type") == "set" && *applies == Some(true) {
            name = clean(attr(*m, "value"));
        }
    }
    let name = ix.named(name, link, "a unit", notes)?;

    let points = points(&layers, &mods);

    // Keywords, tags and flags (digest §4.1 keyword conventions).
    let mut added: Vec<(String, bool)> = Vec::new();
    for (m, applies) in &mods {
        let self_add = attr(*m, "field") == "category"
            && attr(*m, "type") == "add"
            && m.attribute("affects").is_none();
        if self_add && *applies != Some(false) {
            added.push((attr(*m, "value").to_owned(), *applies == Some(true)));
        }
    }
    let removed: Vec<&str> = mods
        .iter()
        .filter(|(m, a)| {
            attr(*m, "field") == "category" && attr(*m, "type") == "remove" && *a == Some(true)
        })
        .map(|(m, _)| attr(*m, "value"))
        .collect();
    let mut keywords = Vec::new();
    let mut tags = Vec::new();
    let all_ids = category_ids
        .iter()
        .map(|c| (c.clone(), true))
        .chain(added.iter().cloned());
    for (id, sure) in all_ids {
        if removed.contains(&id.as_str()) || ENGINE_CATEGORIES.contains(&id.as_str()) {
            continue;
        }
        if id == LEGENDS {
            legends = true;
            continue;
        }
        let Some(category) = ix
            .lookup(from, &id)
            .filter(|n| n.has_tag_name("categoryEntry"))
        else {
            notes.push(format!(
                "{}: '{name}' links category {id}, which no file defines; left out",
                ix.place(link)
            ));
            continue;
        };
        let what = format_args!("category {id}, which '{name}' links,");
        let Some(cname) = ix.named(clean(attr(category, "name")), link, what, notes) else {
            continue;
        };
        let helper = attr(category, "hidden") == "true" || cname.chars().any(char::is_lowercase);
        if helper {
            push_unique(&mut tags, &cname);
        } else if sure {
            push_unique(&mut keywords, &cname);
        }
    }

    let profile = profile(entry, notes, ix, &name);
    let base = entry
        .descendants()
        .find(|n| n.has_tag_name("rule") && attr(*n, "name") == "Base Size")
        .and_then(|r| elems(r, "description").next())
        .map(own_text)
        .filter(|t| !t.is_empty());

    let models = models(ix, gate, &subject, entry, 0, 0);
    let undersize = category_ids.iter().any(|c| c == UNDERSIZE);
    let link_reinforced = has_reinforced(link) && is_link;
    if !link_reinforced && has_reinforced(entry) {
        notes.push(format!(
            "{}: '{name}': the Library entry offers Reinforced but the faction's link does not; not reinforceable (digest S4-RNF-2)",
            ix.place(link)
        ));
    }
    let reinforced = (link_reinforced && !undersize).then(|| Reinforced {
        points: points.map(|p| p.saturating_mul(2)),
        models: models_reinforced(ix, gate, &subject, entry),
    });
    if link_reinforced && undersize {
        notes.push(format!(
            "{}: '{name}' is an undersize unit with a Reinforced link; not reinforceable (digest P4)",
            ix.place(link)
        ));
    }

    // Every group the unit links that shows in the season: heroic traits, artefacts and
    // the faction's own tables; Path to Glory's groups are hidden outside it (its counter
    // is 0), and a table left with no enhancement is dropped by the pack assembly.
    let mut enhancement_groups = Vec::new();
    for layer in &layers {
        for group_link in nested(*layer, "entryLinks", "entryLink") {
            if attr(group_link, "type") != "selectionEntryGroup" {
                continue;
            }
            if gate.hidden(group_link, &subject) {
                continue;
            }
            let what = format_args!("a group '{name}' links");
            let Some(gname) = ix.named(clean(attr(group_link, "name")), group_link, what, notes)
            else {
                continue;
            };
            let core = is_core_table(&gname);
            match ix.target(group_link) {
                Some(group) if core || !gate.hidden(group, &subject) => {
                    enhancement_groups.push((gname, group));
                }
                Some(_) => {}
                // Path to Glory's groups live in catalogues the import does not read.
                None if !core => {}
                None => notes.push(format!(
                    "{}: '{name}' links '{gname}' ({}), which no file defines",
                    ix.place(group_link),
                    attr(group_link, "targetId")
                )),
            }
        }
    }

    let skip: Vec<Node<'d, 't>> = enhancement_groups.iter().map(|(_, g)| *g).collect();
    let warscroll = warscroll::read(ix, gate, &subject, (link, entry), &skip, &name, notes);

    let mut options = Vec::new();
    for (m, applies) in &mods {
        let value = attr(*m, "value");
        let hands_out = attr(*m, "field") == "category"
            && attr(*m, "type") == "add"
            && (value == REGIMENTAL_OPTION || value == REGIMENTAL_HERO);
        if !hands_out || *applies == Some(false) {
            continue;
        }
        if let Some(target) = attr(*m, "affects").strip_prefix("self.entries.recursive.") {
            options.push((target.to_owned(), value == REGIMENTAL_HERO));
        }
    }

    let (mut max, max_per, cap_scope) = army_cap(&layers, &mods);
    if let Some(scope) = cap_scope {
        notes.push(format!(
            "{}: '{name}': the cap raised per unit in the army is written at {scope} scope; read as the army's cap",
            ix.place(link)
        ));
    }
    // UNIQUE means one per army whatever the constraints say (digest S4-UNQ-1).
    if keywords.iter().any(|k| k == "UNIQUE") && max != Some(1) {
        if max.is_none() {
            notes.push(format!(
                "{}: '{name}' is UNIQUE with no roster cap in the data; capped at 1 by its keyword",
                ix.place(link)
            ));
        }
        max = Some(1);
    }
    let excludes = exclusions(&layers, &subject.ids);

    Some(Read {
        unit: Unit {
            id: String::new(),
            name,
            points,
            models,
            reinforced,
            keywords,
            tags,
            legends,
            profile,
            weapons: warscroll.weapons,
            abilities: warscroll.abilities,
            base,
            enhancements: enhancement_groups.iter().any(|(g, _)| is_core_table(g)),
            regiment: None,
            max,
            max_per: Vec::new(),
            excludes: Vec::new(),
            src: ix.source_of(link),
        },
        link_id: attr(link, "id").to_owned(),
        entry_id: attr(entry, "id").to_owned(),
        options,
        enhancement_groups,
        max_per,
        excludes,
        category_ids,
        link,
        also: Vec::new(),
    })
}

/// The two enhancement tables every faction has (digest S4-ENH-1, S4-ENH-2), by the names
/// BattleScribe gives their groups; the others are the faction's own.
pub(crate) fn is_core_table(name: &str) -> bool {
    name == "Heroic Traits" || name == "Artefacts of Power"
}

fn push_unique(list: &mut Vec<String>, item: &str) {
    if !list.iter().any(|x| x == item) {
        list.push(item.to_owned());
    }
}

/// The warscroll's numbers from the first `Unit` or `Manifestation` profile, matched by
/// characteristic name (digest P14).
fn profile<'d, 't>(
    entry: Node<'d, 't>,
    notes: &mut Vec<String>,
    ix: &Index<'d, 't>,
    name: &str,
) -> Profile {
    let found = entry.descendants().find(|n| {
        n.has_tag_name("profile") && matches!(attr(*n, "typeName"), "Unit" | "Manifestation")
    });
    let mut profile = Profile::default();
    let Some(found) = found else {
        notes.push(format!("{}: '{name}' has no Unit profile", ix.place(entry)));
        return profile;
    };
    for c in nested(found, "characteristics", "characteristic") {
        let text = own_text(c);
        if text.is_empty() || text == "-" {
            continue;
        }
        let number = || text.parse::<u32>().ok();
        match attr(c, "name") {
            "Move" => profile.r#move = Some(text.clone()),
            "Health" => profile.health = number(),
            "Save" => profile.save = Some(text.clone()),
            "Control" => profile.control = number(),
            "Banishment" => profile.banishment = Some(text.clone()),
            _ => continue,
        }
        if matches!(attr(c, "name"), "Health" | "Control") && number().is_none() {
            notes.push(format!(
                "{}: '{name}': {} is '{text}', not a number; left unknown",
                ix.place(c),
                attr(c, "name")
            ));
        }
    }
    profile
}

/// Entries named by an error modifier that fires when the roster holds one of them (the
/// seasonal-variant exclusion, digest S4-UNQ-3), other than the unit itself.
fn exclusions(layers: &[Node<'_, '_>], own: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for layer in layers {
        for m in layer.descendants().filter(|n| n.has_tag_name("modifier")) {
            if attr(m, "field") != "error" || attr(m, "type") != "add" {
                continue;
            }
            if m.ancestors()
                .skip(1)
                .any(|a| a.has_tag_name("selectionEntry") && a != *layer)
            {
                continue;
            }
            for c in m.descendants().filter(|n| n.has_tag_name("condition")) {
                let child = attr(c, "childId");
                if attr(c, "type") == "atLeast"
                    && attr(c, "scope") == "roster"
                    && attr(c, "value").trim() == "1"
                    && !own.iter().any(|o| o == child)
                {
                    push_unique(&mut out, child);
                }
            }
        }
    }
    out
}
