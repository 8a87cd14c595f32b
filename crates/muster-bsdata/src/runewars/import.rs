//! From indexed BattleScribe files to RuneWars catalogue parts.

use super::eval::{one_per_army, Eval, Subject};
use super::index::Data;
use super::names::{corrected, split_qualifier};
use super::units::Unit;
use crate::error::ImportError;
use crate::names::{clean, kebab_id};
use crate::xml::{attr, nested, Node};
use muster_core::games::runewars::{
    CatalogParts, Faction, SlotIcon, UnitCard, UnitType, UpgradeCard,
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

/// The importer's state.
pub(crate) struct Importer<'a, 'd, 't> {
    pub(super) data: &'a Data<'d, 't>,
    pub(super) commit: Option<&'a str>,
    pub(super) types: HashMap<&'d str, UnitType>,
    pub(super) unique_marker: Option<&'d str>,
    pub(super) points: Option<&'d str>,
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

    pub(super) fn source(&self, node: Node<'d, 't>) -> String {
        let at = self
            .commit
            .map(|c| format!("@{}", c.chars().take(7).collect::<String>()))
            .unwrap_or_default();
        let file = self.data.files[self.data.file_of(node)].name;
        format!("BSData/runewars{at}:{file}#{}", attr(node, "id"))
    }

    pub(super) fn note(&mut self, node: Node<'d, 't>, text: String) {
        let place = self.data.place(node);
        self.notes.add(format!("{place}: {text}"));
    }

    /// The points cost of an entry (its `<cost>` of the points type).
    pub(super) fn cost(&self, node: Node<'d, 't>, what: &str) -> Result<u32, ImportError> {
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
            if kebab_id(&name).is_empty() {
                return Err(self.data.error(
                    entry,
                    format!("upgrade without a name (no letter or digit in '{name}')"),
                ));
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

        // Ids: the kebab name; cards sharing a name get a suffix (see the module docs).
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
