//! The upgrade cards (see the module documentation): the entries under the slot-family
//! groups, a figure upgrade's profile, who may take each card, and the notes on hero
//! interactions that are not imported.

use super::import::{parse_trays, slot_family, Importer};
use super::units::Unit;
use crate::error::ImportError;
use crate::names::clean;
use crate::xml::{attr, nested, Node};
use muster_core::games::runewars::{FigureProfile, SlotIcon, UnitType, UpgradeRestrictions};

/// An upgrade entry found under a slot-family group, with the groups and links above it.
pub(super) struct Found<'d, 't> {
    pub(super) slot: SlotIcon,
    pub(super) chain: Vec<Node<'d, 't>>,
    pub(super) entry: Node<'d, 't>,
}

impl<'d, 't> Importer<'_, 'd, 't> {
    /// Every upgrade entry under the slot-family groups of the catalogues.
    pub(super) fn find_upgrades(&self) -> Result<Vec<Found<'d, 't>>, ImportError> {
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

    pub(super) fn figure(
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
    pub(super) fn restrictions(
        units: &[Unit<'d, 't>],
        visible: &[bool],
    ) -> Option<UpgradeRestrictions> {
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
    pub(super) fn army_modifier_notes(&mut self, entry: Node<'d, 't>, name: &str) {
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
}
