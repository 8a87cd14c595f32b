//! The units of a catalogue (see the module documentation): their entries, unit type,
//! tray configurations with their costs, and slots evaluated for each configuration.

use super::eval::{impossible_and, one_per_army, parent_max, Eval, Subject};
use super::import::{parse_trays, slot_family, Importer};
use super::names::corrected;
use crate::error::ImportError;
use crate::names::{clean, kebab_id};
use crate::xml::{attr, nested, Node};
use muster_core::games::runewars::{Configuration, SlotIcon, UnitCard, UnitType};
use muster_core::LocalizedName;

/// A unit read, with what the upgrades' visibility is evaluated against.
pub(super) struct Unit<'d, 't> {
    pub(super) node: Node<'d, 't>,
    pub(super) bs_id: &'d str,
    pub(super) categories: Vec<&'d str>,
    pub(super) card: UnitCard,
}

impl<'d, 't> Importer<'_, 'd, 't> {
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

    pub(super) fn hero_notes(&mut self, eval_refs: Vec<(Node<'d, 't>, &'d str)>, context: &str) {
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
    pub(super) fn units_of(
        &mut self,
        file: usize,
        faction: &str,
    ) -> Result<Vec<Unit<'d, 't>>, ImportError> {
        let mut units = Vec::new();
        for (entry, link) in self.unit_nodes(file)? {
            let name = corrected(&clean(attr(entry, "name")));
            if kebab_id(&name).is_empty() {
                return Err(self.data.error(
                    entry,
                    format!("unit without a name (no letter or digit in '{name}')"),
                ));
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
}
