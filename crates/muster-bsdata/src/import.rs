//! From indexed BattleScribe files to RuneWars catalogue parts.

use crate::error::ImportError;
use crate::eval::{impossible_and, one_per_army, parent_max, Eval, Subject};
use crate::names::{clean, corrected, kebab_id, split_qualifier};
use crate::xml::{attr, nested, Data, Node};
use muster_core::games::runewars::{
    CatalogParts, Configuration, Faction, FigureProfile, SlotIcon, UnitCard, UnitType, UpgradeCard,
    UpgradeRestrictions,
};
use muster_core::LocalizedName;
use std::collections::{BTreeMap, HashMap, HashSet};

/// The upgrade-slot family of a BSData group name (`Equipment`, `Champions`, `Heraldry`…).
pub(crate) fn slot_family(name: &str) -> Option<SlotIcon> {
    Some(match clean(name).to_ascii_lowercase().as_str() {
        "artifact" => SlotIcon::Artifact,
        "champion" | "champions" => SlotIcon::Champion,
        "training" => SlotIcon::Training,
        "equipment" => SlotIcon::Equipment,
        "heraldry" | "banner" => SlotIcon::Banner,
        "music" => SlotIcon::Music,
        "heavy" => SlotIcon::Heavy,
        "unique" => SlotIcon::Unique,
        _ => return None,
    })
}

/// A tray configuration read from an entry name: columns, ranks and the label in
/// parentheses (`"2x2 Trays (Champion)"` → `(2, 2, Some("Champion"))`, `"1 Tray"` →
/// `(1, 1, None)`).
pub(crate) fn parse_trays(name: &str) -> Option<(u8, u8, Option<String>)> {
    let name = clean(name);
    let (shape, label) = match name.find('(') {
        Some(open) if name.ends_with(')') => (
            name[..open].trim().to_owned(),
            Some(clean(&name[open + 1..name.len() - 1])).filter(|l| !l.is_empty()),
        ),
        Some(_) => return None,
        None => (name.clone(), None),
    };
    let lower = shape.to_ascii_lowercase();
    let size = lower
        .strip_suffix(" trays")
        .or_else(|| lower.strip_suffix(" tray"))?
        .trim();
    let (columns, ranks) = match size.split_once('x') {
        Some((c, r)) => (c.trim().parse().ok()?, r.trim().parse().ok()?),
        None if size == "1" => (1, 1),
        None => return None,
    };
    (columns > 0 && ranks > 0).then_some((columns, ranks, label))
}

/// Collected notes, each once, in the order first met.
#[derive(Default)]
pub(crate) struct Notes {
    list: Vec<String>,
    seen: HashSet<String>,
}

impl Notes {
    fn add(&mut self, note: String) {
        if self.seen.insert(note.clone()) {
            self.list.push(note);
        }
    }

    /// The notes.
    pub fn into_vec(self) -> Vec<String> {
        self.list
    }
}

struct Unit<'d, 't> {
    node: Node<'d, 't>,
    bs_id: &'d str,
    categories: Vec<&'d str>,
    card: UnitCard,
}

struct Found<'d, 't> {
    slot: SlotIcon,
    chain: Vec<Node<'d, 't>>,
    entry: Node<'d, 't>,
}

/// The importer's state.
pub(crate) struct Importer<'a, 'd, 't> {
    data: &'a Data<'d, 't>,
    commit: Option<&'a str>,
    types: HashMap<&'d str, UnitType>,
    unique_marker: Option<&'d str>,
    points: Option<&'d str>,
    /// Notes for the report.
    pub notes: Notes,
}

fn integer(value: f64) -> Option<u32> {
    (value >= 0.0 && value.fract() == 0.0 && value <= f64::from(u32::MAX)).then_some(value as u32)
}

impl<'a, 'd, 't> Importer<'a, 'd, 't> {
    /// Reads the game system's categories, cost type and "Unique Unit" marker.
    pub fn new(data: &'a Data<'d, 't>, commit: Option<&'a str>) -> Self {
        let root = data.files[data.system].doc.root_element();
        let mut types = HashMap::new();
        for c in nested(root, "categoryEntries", "categoryEntry") {
            let ty = match clean(attr(c, "name")).to_ascii_lowercase().as_str() {
                "infantry" => UnitType::Infantry,
                "cavalry" => UnitType::Cavalry,
                "siege" => UnitType::Siege,
                _ => continue,
            };
            types.insert(attr(c, "id"), ty);
        }
        let unique_marker = nested(root, "sharedSelectionEntries", "selectionEntry")
            .find(|e| clean(attr(*e, "name")).eq_ignore_ascii_case("Unique Unit"))
            .map(|e| attr(e, "id"));
        let points = nested(root, "costTypes", "costType")
            .find(|c| clean(attr(*c, "name")).eq_ignore_ascii_case("Points"))
            .map(|c| attr(c, "id"));
        Importer {
            data,
            commit,
            types,
            unique_marker,
            points,
            notes: Notes::default(),
        }
    }

    fn source(&self, node: Node<'d, 't>) -> String {
        let at = self
            .commit
            .map(|c| format!("@{}", c.chars().take(7).collect::<String>()))
            .unwrap_or_default();
        let file = self.data.files[self.data.file_of(node)].name;
        format!("BSData/runewars{at}:{file}#{}", attr(node, "id"))
    }

    fn note(&mut self, node: Node<'d, 't>, text: String) {
        let place = self.data.place(node);
        self.notes.add(format!("{place}: {text}"));
    }

    /// The points cost of an entry (its `<cost>` of the points type).
    fn cost(&self, node: Node<'d, 't>, what: &str) -> Result<u32, ImportError> {
        let cost = nested(node, "costs", "cost").find(|c| {
            self.points.is_some_and(|p| attr(*c, "typeId") == p)
                || clean(attr(*c, "name")).eq_ignore_ascii_case("Points")
        });
        let Some(cost) = cost else {
            return Err(self.data.error(node, format!("{what} has no points cost")));
        };
        let text = attr(cost, "value");
        text.trim()
            .parse::<f64>()
            .ok()
            .and_then(integer)
            .ok_or_else(|| {
                self.data.error(
                    cost,
                    format!("{what} has cost '{text}', not a whole number of points"),
                )
            })
    }

    /// The factions, one per catalogue, in file-name order.
    pub fn factions(&self) -> Vec<(usize, Faction)> {
        let mut out = Vec::new();
        for (i, file) in self.data.files.iter().enumerate() {
            if file.is_system {
                continue;
            }
            let root = file.doc.root_element();
            let mut name = clean(attr(root, "name"));
            if let Some(open) = name.rfind(" (") {
                let year = &name[open + 2..];
                let digits = year.get(..4).unwrap_or("");
                if year.len() == 5
                    && year.ends_with(')')
                    && digits.bytes().all(|b| b.is_ascii_digit())
                {
                    name.truncate(open);
                }
            }
            out.push((
                i,
                Faction {
                    id: kebab_id(&name),
                    name: LocalizedName::english(name),
                    source: self.source(root),
                },
            ));
        }
        out
    }

    /// The unit entries of a catalogue: targets of its root entry links, then shared
    /// entries of type `unit` not linked.
    fn unit_nodes(
        &self,
        file: usize,
    ) -> Result<Vec<(Node<'d, 't>, Option<Node<'d, 't>>)>, ImportError> {
        let root = self.data.files[file].doc.root_element();
        let mut out: Vec<(Node<'d, 't>, Option<Node<'d, 't>>)> = Vec::new();
        for link in nested(root, "entryLinks", "entryLink") {
            if attr(link, "type") != "selectionEntry" {
                continue;
            }
            let target = self.data.target(link)?;
            if !out.iter().any(|(n, _)| *n == target) {
                out.push((target, Some(link)));
            }
        }
        for entry in nested(root, "sharedSelectionEntries", "selectionEntry") {
            if attr(entry, "type") == "unit" && !out.iter().any(|(n, _)| *n == entry) {
                out.push((entry, None));
            }
        }
        Ok(out)
    }

    fn categories(node: Node<'d, 't>) -> Vec<&'d str> {
        nested(node, "categoryLinks", "categoryLink")
            .map(|c| attr(c, "targetId"))
            .collect()
    }

    fn unit_type(
        &self,
        entry: Node<'d, 't>,
        link: Option<Node<'d, 't>>,
        name: &str,
    ) -> Result<(UnitType, Vec<&'d str>), ImportError> {
        let mut categories = Self::categories(entry);
        let mut types: Vec<UnitType> = categories
            .iter()
            .filter_map(|c| self.types.get(c).copied())
            .collect();
        if types.is_empty() {
            if let Some(link) = link {
                categories = Self::categories(link);
                types = categories
                    .iter()
                    .filter_map(|c| self.types.get(c).copied())
                    .collect();
            }
        }
        types.sort();
        types.dedup();
        match types.as_slice() {
            [one] => Ok((*one, categories)),
            [] => Err(self.data.error(
                entry,
                format!("unit '{name}' has no Infantry, Cavalry or Siege category"),
            )),
            _ => Err(self
                .data
                .error(entry, format!("unit '{name}' has more than one unit type"))),
        }
    }

    /// The tray configurations of a unit: the entries of its "Unit Size" group, or (heroes)
    /// its direct "1 Tray" entry.
    fn config_nodes(
        &self,
        entry: Node<'d, 't>,
        name: &str,
    ) -> Result<Vec<Node<'d, 't>>, ImportError> {
        let group = nested(entry, "selectionEntryGroups", "selectionEntryGroup")
            .find(|g| clean(attr(*g, "name")).eq_ignore_ascii_case("Unit Size"));
        let nodes: Vec<Node<'d, 't>> = match group {
            Some(g) => nested(g, "selectionEntries", "selectionEntry").collect(),
            None => nested(entry, "selectionEntries", "selectionEntry")
                .filter(|e| parse_trays(attr(*e, "name")).is_some())
                .collect(),
        };
        if nodes.is_empty() {
            let what = if group.is_some() {
                "an empty ' Unit Size' group"
            } else {
                "no ' Unit Size' group"
            };
            return Err(self.data.error(entry, format!("unit '{name}' has {what}")));
        }
        Ok(nodes)
    }

    /// The slot groups of a unit: (icon, nodes target-first) for each linked or inline group
    /// of a slot family.
    fn slot_chains(
        &mut self,
        entry: Node<'d, 't>,
        name: &str,
    ) -> Result<Vec<(SlotIcon, Vec<Node<'d, 't>>)>, ImportError> {
        let mut chains = Vec::new();
        for link in nested(entry, "entryLinks", "entryLink") {
            if attr(link, "type") != "selectionEntryGroup" {
                continue;
            }
            let target = self.data.target(link)?;
            match slot_family(attr(target, "name")) {
                Some(slot) => chains.push((slot, vec![target, link])),
                None => self.note(
                    link,
                    format!(
                        "unit '{name}': group '{}' is not an upgrade slot; skipped (hero effect?)",
                        clean(attr(target, "name"))
                    ),
                ),
            }
        }
        for group in nested(entry, "selectionEntryGroups", "selectionEntryGroup") {
            let gname = clean(attr(group, "name"));
            if gname.eq_ignore_ascii_case("Unit Size") {
                continue;
            }
            match slot_family(&gname) {
                Some(slot) => {
                    self.note(
                        group,
                        format!("unit '{name}': inline slot group '{gname}' (not a link to the faction's group)"),
                    );
                    chains.push((slot, vec![group]));
                }
                None => self.note(
                    group,
                    format!("unit '{name}': group '{gname}' is not an upgrade slot; skipped"),
                ),
            }
        }
        Ok(chains)
    }

    fn hero_notes(&mut self, eval_refs: Vec<(Node<'d, 't>, &'d str)>, context: &str) {
        for (c, child) in eval_refs {
            let text = format!(
                "{context}: hero interaction evaluated with no such unit in the army: \
                 {} {} {} '{}'",
                attr(c, "scope"),
                attr(c, "type"),
                attr(c, "value"),
                self.data.name_of(child)
            );
            self.note(c, text);
        }
    }

    /// Reads the units of one catalogue.
    fn units_of(&mut self, file: usize, faction: &str) -> Result<Vec<Unit<'d, 't>>, ImportError> {
        let mut units = Vec::new();
        for (entry, link) in self.unit_nodes(file)? {
            let name = corrected(&clean(attr(entry, "name")));
            if name.is_empty() {
                return Err(self.data.error(entry, "unit without a name"));
            }
            let (unit_type, categories) = self.unit_type(entry, link, &name)?;
            let marker = self.unique_marker;
            let unique = nested(entry, "entryLinks", "entryLink")
                .any(|l| marker.is_some_and(|m| attr(l, "targetId") == m))
                || one_per_army(self.data, entry)?;
            let base_cost = match nested(entry, "costs", "cost").next() {
                Some(_) => self.cost(entry, &format!("unit '{name}'"))?,
                None => 0,
            };
            let config_nodes = self.config_nodes(entry, &name)?;
            let config_ids: Vec<&str> = config_nodes.iter().map(|c| attr(*c, "id")).collect();
            let chains = self.slot_chains(entry, &name)?;
            for (_, chain) in &chains {
                for node in chain {
                    for m in impossible_and(*node, &config_ids) {
                        self.note(
                            m,
                            format!(
                                "unit '{name}': modifier needs two configurations selected at once \
                                 (its conditions are AND-ed), so it never applies"
                            ),
                        );
                    }
                    let conditions = nested(*node, "modifiers", "modifier")
                        .flat_map(|m| m.descendants())
                        .filter(|n| n.has_tag_name("condition"));
                    for c in conditions {
                        let child = attr(c, "childId");
                        let counts = !matches!(attr(c, "type"), "instanceOf" | "notInstanceOf");
                        if counts
                            && !matches!(attr(c, "scope"), "roster" | "force")
                            && !config_ids.contains(&child)
                            && !categories.contains(&child)
                            && child != attr(entry, "id")
                        {
                            let other = self.data.name_of(child);
                            self.note(
                                c,
                                format!(
                                    "unit '{name}': condition counts '{other}' ({child}), which is \
                                     not a configuration of this unit, so it is never met"
                                ),
                            );
                        }
                    }
                }
            }
            let mut rows = Vec::new();
            for config in &config_nodes {
                let cname = attr(*config, "name");
                let Some((columns, ranks, label)) = parse_trays(cname) else {
                    return Err(self.data.error(
                        *config,
                        format!(
                            "unit '{name}': cannot read tray configuration '{}'",
                            clean(cname)
                        ),
                    ));
                };
                let cost = base_cost
                    + self.cost(
                        *config,
                        &format!("unit '{name}' configuration '{}'", clean(cname)),
                    )?;
                let mut slots = Vec::new();
                for (slot, chain) in &chains {
                    let subject = Subject {
                        unit: attr(entry, "id"),
                        categories: &categories,
                        config: Some(attr(*config, "id")),
                    };
                    let mut eval = Eval::new(self.data, subject);
                    let (hidden, no_ops) = eval.hidden(chain)?;
                    let linked: Vec<Node<'d, 't>> = chain.iter().rev().copied().collect();
                    let count = match parent_max(self.data, &linked)? {
                        Some((id, max)) => eval.number(chain, id, max)?,
                        None => 1.0,
                    };
                    let refs = std::mem::take(&mut eval.hero_refs);
                    self.hero_notes(refs, &format!("unit '{name}', {slot} slot"));
                    for m in no_ops {
                        self.note(
                            m,
                            format!(
                                "unit '{name}', {slot} slot: modifier sets hidden={} when it already \
                                 is, so it has no effect",
                                attr(m, "value")
                            ),
                        );
                    }
                    if hidden {
                        continue;
                    }
                    if count < 0.0 {
                        return Err(self.data.error(
                            chain[0],
                            format!("unit '{name}': {slot} slot has no upper limit"),
                        ));
                    }
                    for _ in 0..(count.round() as usize).min(8) {
                        slots.push(*slot);
                    }
                }
                slots.sort();
                rows.push((columns, ranks, label, cost, slots, *config));
            }
            let mut configurations = Vec::new();
            for (columns, ranks, label, cost, slots, config) in &rows {
                let shared = rows
                    .iter()
                    .filter(|r| r.0 == *columns && r.1 == *ranks)
                    .count()
                    > 1;
                let mut id = format!("{columns}x{ranks}");
                if shared {
                    let Some(label) = label else {
                        return Err(self.data.error(
                            *config,
                            format!("unit '{name}': two {id} rows and this one has no label"),
                        ));
                    };
                    let suffix = if label.eq_ignore_ascii_case("Heraldry") {
                        "banner".to_owned()
                    } else {
                        kebab_id(label)
                    };
                    id = format!("{id}-{suffix}");
                }
                if configurations.iter().any(|c: &Configuration| c.id == id) {
                    return Err(self
                        .data
                        .error(*config, format!("unit '{name}': two configurations '{id}'")));
                }
                configurations.push(Configuration {
                    id,
                    columns: *columns,
                    ranks: *ranks,
                    cost: *cost,
                    slots: slots.clone(),
                });
            }
            configurations
                .sort_by(|a, b| (a.cost, a.trays(), &a.id).cmp(&(b.cost, b.trays(), &b.id)));
            units.push(Unit {
                node: entry,
                bs_id: attr(entry, "id"),
                categories,
                card: UnitCard {
                    id: kebab_id(&name),
                    name: LocalizedName::english(name),
                    faction: faction.to_owned(),
                    unit_type,
                    unique,
                    configurations,
                    source: self.source(entry),
                },
            });
        }
        Ok(units)
    }

    /// Every upgrade entry under the slot-family groups of the catalogues.
    fn find_upgrades(&self) -> Result<Vec<Found<'d, 't>>, ImportError> {
        let mut found = Vec::new();
        for file in self.data.files.iter().filter(|f| !f.is_system) {
            let root = file.doc.root_element();
            for group in nested(root, "sharedSelectionEntryGroups", "selectionEntryGroup") {
                if let Some(slot) = slot_family(attr(group, "name")) {
                    self.walk(slot, vec![group], &mut found)?;
                }
            }
        }
        Ok(found)
    }

    fn walk(
        &self,
        slot: SlotIcon,
        chain: Vec<Node<'d, 't>>,
        found: &mut Vec<Found<'d, 't>>,
    ) -> Result<(), ImportError> {
        let Some(group) = chain.last().copied() else {
            return Ok(());
        };
        if chain.len() > 32 {
            return Err(self
                .data
                .error(group, "groups nested too deep (a link cycle?)"));
        }
        for entry in nested(group, "selectionEntries", "selectionEntry") {
            self.push_upgrade(slot, &chain, entry, found);
        }
        for sub in nested(group, "selectionEntryGroups", "selectionEntryGroup") {
            let mut next = chain.clone();
            next.push(sub);
            self.walk(slot, next, found)?;
        }
        for link in nested(group, "entryLinks", "entryLink") {
            let target = self.data.target(link)?;
            let mut next = chain.clone();
            next.push(link);
            match attr(link, "type") {
                "selectionEntryGroup" => {
                    next.push(target);
                    self.walk(slot, next, found)?;
                }
                _ => self.push_upgrade(slot, &next, target, found),
            }
        }
        Ok(())
    }

    fn push_upgrade(
        &self,
        slot: SlotIcon,
        chain: &[Node<'d, 't>],
        entry: Node<'d, 't>,
        found: &mut Vec<Found<'d, 't>>,
    ) {
        let is_marker = self.unique_marker.is_some_and(|m| attr(entry, "id") == m);
        if attr(entry, "type") == "upgrade"
            && !is_marker
            && parse_trays(attr(entry, "name")).is_none()
        {
            found.push(Found {
                slot,
                chain: chain.to_vec(),
                entry,
            });
        }
    }

    fn figure(
        &mut self,
        entry: Node<'d, 't>,
        name: &str,
    ) -> Result<Option<FigureProfile>, ImportError> {
        let Some(profile) = nested(entry, "profiles", "profile")
            .find(|p| clean(attr(*p, "typeName")).eq_ignore_ascii_case("Figure Upgrade"))
        else {
            return Ok(None);
        };
        let mut defense = None;
        let mut wounds = None;
        for c in nested(profile, "characteristics", "characteristic") {
            let slot = match clean(attr(c, "name")).to_ascii_lowercase().as_str() {
                "defence" | "defense" => &mut defense,
                "wound threshold" => &mut wounds,
                _ => continue,
            };
            *slot = Some((c, c.text().unwrap_or("").trim()));
        }
        let mut values = [0u8; 2];
        for (k, (stat, got)) in [("Defence", defense), ("Wound Threshold", wounds)]
            .into_iter()
            .enumerate()
        {
            let Some((node, text)) = got else {
                return Err(self
                    .data
                    .error(profile, format!("figure upgrade '{name}' has no {stat}")));
            };
            if text == "-" || text.is_empty() {
                return Ok(None);
            }
            if let Ok(v) = text.parse::<u8>() {
                values[k] = v;
                continue;
            }
            // A rune-dependent value such as "1 + [Stable Rune]": keep the printed base.
            let base = text.split_once('+').and_then(|(b, rest)| {
                let rest = rest.trim();
                (rest.starts_with('[') && rest.ends_with(']'))
                    .then(|| b.trim().parse::<u8>().ok())
                    .flatten()
            });
            match base {
                Some(v) => {
                    values[k] = v;
                    self.note(
                        node,
                        format!(
                            "upgrade '{name}': {stat} '{text}' depends on a rune; imported as {v}"
                        ),
                    );
                }
                None => {
                    return Err(self.data.error(
                        node,
                        format!("figure upgrade '{name}' has {stat} '{text}', not a number"),
                    ))
                }
            }
        }
        Ok(Some(FigureProfile {
            defense: values[0],
            wounds: values[1],
        }))
    }

    /// Who may take an upgrade, from where it is visible; `None` when it is visible to no unit.
    fn restrictions(units: &[Unit<'d, 't>], visible: &[bool]) -> Option<UpgradeRestrictions> {
        if visible.iter().all(|v| *v) {
            return Some(UpgradeRestrictions::default());
        }
        if !visible.iter().any(|v| *v) {
            return None;
        }
        let mut types: Vec<UnitType> = units
            .iter()
            .zip(visible)
            .filter(|(_, v)| **v)
            .map(|(u, _)| u.card.unit_type)
            .collect();
        types.sort();
        types.dedup();
        let mut not_units: Vec<String> = units
            .iter()
            .zip(visible)
            .filter(|(u, v)| !**v && types.contains(&u.card.unit_type))
            .map(|(u, _)| u.card.id.clone())
            .collect();
        let mut only: Vec<String> = units
            .iter()
            .zip(visible)
            .filter(|(_, v)| **v)
            .map(|(u, _)| u.card.id.clone())
            .collect();
        not_units.sort();
        only.sort();
        if types.len() == 3 {
            types.clear();
        }
        Some(if not_units.len() < only.len() {
            UpgradeRestrictions {
                unit_types: types,
                units: Vec::new(),
                not_units,
            }
        } else {
            UpgradeRestrictions {
                unit_types: Vec::new(),
                units: only,
                not_units: Vec::new(),
            }
        })
    }

    /// Notes the modifiers of an upgrade entry that depend on the army (hero interactions)
    /// and are not visibility.
    fn army_modifier_notes(&mut self, entry: Node<'d, 't>, name: &str) {
        for m in nested(entry, "modifiers", "modifier") {
            if attr(m, "field") == "hidden" {
                continue;
            }
            let refs: Vec<String> = m
                .descendants()
                .filter(|c| c.has_tag_name("condition"))
                .map(|c| {
                    format!(
                        "{} {} {} '{}'",
                        attr(c, "scope"),
                        attr(c, "type"),
                        attr(c, "value"),
                        self.data.name_of(attr(c, "childId"))
                    )
                })
                .collect();
            let field = attr(m, "field");
            let target = nested(entry, "constraints", "constraint")
                .find(|c| attr(*c, "id") == field)
                .map_or_else(
                    || format!("field {field}"),
                    |c| format!("{} {} limit", attr(c, "scope"), attr(c, "type")),
                );
            self.note(
                m,
                format!(
                    "upgrade '{name}': hero interaction not imported: {} {target} to {} when {}",
                    attr(m, "type"),
                    attr(m, "value"),
                    refs.join(" / ")
                ),
            );
        }
    }

    /// Reads everything.
    pub fn run(&mut self) -> Result<CatalogParts, ImportError> {
        let factions = self.factions();
        let faction_of: HashMap<usize, String> =
            factions.iter().map(|(i, f)| (*i, f.id.clone())).collect();
        let mut units: Vec<Unit<'d, 't>> = Vec::new();
        for (file, faction) in &factions {
            let mut more = self.units_of(*file, &faction.id)?;
            units.append(&mut more);
        }
        let mut by_id: HashMap<String, Node<'d, 't>> = HashMap::new();
        for unit in &units {
            if let Some(first) = by_id.insert(unit.card.id.clone(), unit.node) {
                return Err(self.data.error(
                    unit.node,
                    format!(
                        "unit id '{}' is also the id of the unit at {}",
                        unit.card.id,
                        self.data.place(first)
                    ),
                ));
            }
        }

        // Upgrade cards, merged when the same name carries the same facts.
        let mut cards: Vec<(UpgradeCard, Option<String>, Node<'d, 't>)> = Vec::new();
        let mut done: HashSet<Vec<usize>> = HashSet::new();
        for found in self.find_upgrades()? {
            let mut path: Vec<usize> = found.chain.iter().map(|n| n.range().start).collect();
            path.push(found.entry.range().start);
            path.push(self.data.file_of(found.entry));
            if !done.insert(path) {
                continue;
            }
            let entry = found.entry;
            let (base, qualifier) = split_qualifier(attr(entry, "name"));
            let name = corrected(&base);
            if name.is_empty() {
                return Err(self.data.error(entry, "upgrade without a name"));
            }
            let mut nodes = found.chain.clone();
            nodes.push(entry);
            let mut visible = Vec::with_capacity(units.len());
            for unit in &units {
                let mut eval = Eval::new(
                    self.data,
                    Subject {
                        unit: unit.bs_id,
                        categories: &unit.categories,
                        config: None,
                    },
                );
                let (hidden, no_ops) = eval.hidden(&nodes)?;
                let refs = std::mem::take(&mut eval.hero_refs);
                self.hero_notes(refs, &format!("upgrade '{name}'"));
                for m in no_ops {
                    self.note(
                        m,
                        format!(
                            "upgrade '{name}': modifier sets hidden={} on an entry that already is, \
                             so it restricts nothing",
                            attr(m, "value")
                        ),
                    );
                }
                visible.push(!hidden);
            }
            self.army_modifier_notes(entry, &name);
            let Some(restrictions) = Self::restrictions(&units, &visible) else {
                self.note(
                    entry,
                    format!("upgrade '{name}' is hidden from every unit; left out"),
                );
                continue;
            };
            let card = UpgradeCard {
                id: String::new(),
                name: LocalizedName::english(name.clone()),
                slot: found.slot,
                cost: self.cost(entry, &format!("upgrade '{name}'"))?,
                faction: faction_of.get(&self.data.file_of(entry)).cloned(),
                unique: one_per_army(self.data, entry)?,
                figure: self.figure(entry, &name)?,
                restrictions,
                source: self.source(entry),
            };
            let same = cards.iter().any(|(c, _, _)| {
                UpgradeCard {
                    source: card.source.clone(),
                    ..c.clone()
                } == card
            });
            if !same {
                cards.push((card, qualifier, entry));
            }
        }

        // Ids: the kebab name; cards sharing a name get a suffix (see the crate docs).
        let mut by_name: BTreeMap<String, Vec<usize>> = BTreeMap::new();
        for (i, (card, _, _)) in cards.iter().enumerate() {
            by_name.entry(card.name.en.clone()).or_default().push(i);
        }
        for (name, members) in &by_name {
            let base = kebab_id(name);
            if members.len() == 1 {
                cards[members[0]].0.id = base;
                continue;
            }
            let pick = |f: &dyn Fn(usize) -> Option<String>| -> Option<Vec<String>> {
                let keys: Vec<String> = members.iter().map(|&i| f(i)).collect::<Option<_>>()?;
                let distinct: HashSet<&String> = keys.iter().collect();
                (distinct.len() == keys.len()).then_some(keys)
            };
            let keys = pick(&|i| cards[i].1.as_deref().map(kebab_id))
                .or_else(|| pick(&|i| Some(cards[i].0.slot.id().to_owned())))
                .or_else(|| {
                    pick(&|i| {
                        Some(
                            cards[i]
                                .0
                                .faction
                                .clone()
                                .unwrap_or_else(|| "neutral".into()),
                        )
                    })
                });
            let Some(keys) = keys else {
                let places: Vec<String> = members
                    .iter()
                    .map(|&i| self.data.place(cards[i].2))
                    .collect();
                return Err(self.data.error(
                    cards[members[0]].2,
                    format!(
                        "upgrade cards named '{name}' differ but cannot be told apart by qualifier, \
                         slot or faction ({})",
                        places.join(", ")
                    ),
                ));
            };
            for (&i, key) in members.iter().zip(keys) {
                cards[i].0.id = format!("{base}-{key}");
            }
        }
        let mut seen: HashMap<String, Node<'d, 't>> = HashMap::new();
        for (card, _, node) in &cards {
            if let Some(first) = seen.insert(card.id.clone(), *node) {
                return Err(self.data.error(
                    *node,
                    format!(
                        "upgrade id '{}' is also the id of the upgrade at {}",
                        card.id,
                        self.data.place(first)
                    ),
                ));
            }
        }

        let mut unit_cards: Vec<UnitCard> = units.into_iter().map(|u| u.card).collect();
        unit_cards.sort_by(|a, b| (&a.faction, &a.id).cmp(&(&b.faction, &b.id)));
        let mut upgrades: Vec<UpgradeCard> = cards.into_iter().map(|(c, _, _)| c).collect();
        upgrades.sort_by(|a, b| (&a.faction, &a.id).cmp(&(&b.faction, &b.id)));
        Ok(CatalogParts {
            factions: factions.into_iter().map(|(_, f)| f).collect(),
            units: unit_cards,
            upgrades,
            ..CatalogParts::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tray_names_are_read_with_odd_spacing_and_labels() {
        assert_eq!(parse_trays("2x3  Trays"), Some((2, 3, None)));
        assert_eq!(parse_trays("1 Tray"), Some((1, 1, None)));
        assert_eq!(
            parse_trays("2x2 Trays (Heraldry)"),
            Some((2, 2, Some("Heraldry".into())))
        );
        assert_eq!(parse_trays("Unique Unit"), None);
        assert_eq!(parse_trays("0x2 Trays"), None);
    }

    #[test]
    fn slot_families_cover_bsdata_spellings() {
        assert_eq!(slot_family("Champions"), Some(SlotIcon::Champion));
        assert_eq!(slot_family(" Heraldry "), Some(SlotIcon::Banner));
        assert_eq!(slot_family("High Circle at Lithelin"), None);
    }
}
