//! The checks `Catalog::new` runs: unique ids per kind, and every reference resolving to a
//! record of the right kind. Each fault names its JSON pointer into the parts.

use super::{
    Ability, CatalogError, CatalogParts, DiscKind, Index, KeywordParameter, KeywordUse, Name,
    RegimentEntry, UsedOn, BOX_ITEM_KINDS,
};
use crate::ids::index_by;
use std::collections::HashMap;

type Checked = Result<(), CatalogError>;

fn fault(path: String, message: impl Into<String>) -> CatalogError {
    CatalogError {
        path,
        message: message.into(),
    }
}

/// A reference to one kind of record.
fn refers(index: &HashMap<String, usize>, id: &str, what: &str, path: String) -> Checked {
    if index.contains_key(id) {
        Ok(())
    } else {
        Err(fault(path, format!("no {what} '{id}' in the catalogue")))
    }
}

/// An English name comes with how sure it is, and only then.
fn name(name: &Name, path: &str) -> Checked {
    match (&name.en, &name.en_basis) {
        (Some(_), None) => Err(fault(
            format!("{path}/name/en_basis"),
            "an English name needs en_basis",
        )),
        (None, Some(_)) => Err(fault(
            format!("{path}/name/en"),
            "en_basis without an English name",
        )),
        _ => Ok(()),
    }
}

fn kind_word(kind: DiscKind) -> &'static str {
    match kind {
        DiscKind::Hero => "hero",
        DiscKind::Unit => "unit",
    }
}

struct Refs<'a> {
    parts: &'a CatalogParts,
    index: &'a Index,
}

impl Refs<'_> {
    fn abilities(&self, abilities: &[Ability], path: &str) -> Checked {
        for (i, ability) in abilities.iter().enumerate() {
            for (j, t) in ability.used_by.iter().enumerate() {
                refers(
                    &self.index.traits,
                    t,
                    "trait",
                    format!("{path}/abilities/{i}/used_by/{j}"),
                )?;
            }
        }
        Ok(())
    }

    /// A keyword exists, is printed on this kind of thing and carries the parameter it
    /// takes (X may be unknown, but no other parameter may be given).
    fn keywords(&self, uses: &[KeywordUse], on: UsedOn, path: &str) -> Checked {
        for (i, used) in uses.iter().enumerate() {
            let here = format!("{path}/keywords/{i}");
            let Some(&k) = self.index.keywords.get(&used.keyword) else {
                return Err(fault(
                    format!("{here}/keyword"),
                    format!("no keyword '{}' in the catalogue", used.keyword),
                ));
            };
            let keyword = &self.parts.keywords[k];
            if keyword.used_on != on {
                return Err(fault(
                    format!("{here}/keyword"),
                    format!(
                        "keyword '{}' is not printed on {}",
                        used.keyword,
                        match on {
                            UsedOn::Disc => "discs",
                            UsedOn::Terrain => "terrain",
                            UsedOn::CommandCard => "command cards",
                        }
                    ),
                ));
            }
            let given = [
                (KeywordParameter::Number, used.x.is_some(), "x"),
                (KeywordParameter::Against, used.against.is_some(), "against"),
                (
                    KeywordParameter::Strengths,
                    !used.strengths.is_empty(),
                    "strengths",
                ),
                (KeywordParameter::Damage, used.damage.is_some(), "damage"),
            ];
            for (parameter, present, field) in given {
                if present && parameter != keyword.parameter {
                    return Err(fault(
                        format!("{here}/{field}"),
                        format!("keyword '{}' takes no {field}", used.keyword),
                    ));
                }
            }
            if let Some(against) = &used.against {
                let plain = ["arcane", "physical", "ranged"].contains(&against.as_str());
                if !plain && !self.index.keywords.contains_key(against) {
                    return Err(fault(
                        format!("{here}/against"),
                        format!("'{against}' is not arcane, physical, ranged or a keyword"),
                    ));
                }
            }
        }
        Ok(())
    }

    fn entries(&self, entries: &[RegimentEntry], kind: Option<DiscKind>, path: &str) -> Checked {
        for (i, entry) in entries.iter().enumerate() {
            let here = format!("{path}/{i}");
            let Some(&d) = self.index.discs.get(&entry.disc) else {
                return Err(fault(
                    format!("{here}/disc"),
                    format!("no disc '{}' in the catalogue", entry.disc),
                ));
            };
            if let Some(kind) = kind {
                if self.parts.discs[d].kind != kind {
                    return Err(fault(
                        format!("{here}/disc"),
                        format!("'{}' is not a {}", entry.disc, kind_word(kind)),
                    ));
                }
            }
            if entry.count == 0 {
                return Err(fault(format!("{here}/count"), "a count is at least 1"));
            }
        }
        Ok(())
    }

    fn cards(&self, cards: &[String], path: &str) -> Checked {
        for (i, card) in cards.iter().enumerate() {
            refers(
                &self.index.command_cards,
                card,
                "command card",
                format!("{path}/{i}"),
            )?;
        }
        Ok(())
    }

    fn discs(&self) -> Checked {
        for (i, disc) in self.parts.discs.iter().enumerate() {
            let path = format!("/discs/{i}");
            name(&disc.name, &path)?;
            if let Some(race) = &disc.race {
                refers(
                    &self.index.races,
                    &race.value,
                    "race",
                    format!("{path}/race/value"),
                )?;
            }
            let misplaced = match disc.kind {
                DiscKind::Hero => disc.cost.is_some().then_some("cost"),
                DiscKind::Unit => (disc.recruitment_points.is_some())
                    .then_some("recruitment_points")
                    .or(disc.command.is_some().then_some("command")),
            };
            if let Some(field) = misplaced {
                return Err(fault(
                    format!("{path}/{field}"),
                    format!("a {} has no {field}", kind_word(disc.kind)),
                ));
            }
            for (j, t) in disc.traits.iter().enumerate() {
                refers(
                    &self.index.traits,
                    &t.id,
                    "trait",
                    format!("{path}/traits/{j}/id"),
                )?;
            }
            self.keywords(&disc.keywords, UsedOn::Disc, &path)?;
            self.abilities(&disc.abilities, &path)?;
        }
        Ok(())
    }

    fn cards_and_terrain(&self) -> Checked {
        for (i, card) in self.parts.command_cards.iter().enumerate() {
            let path = format!("/command_cards/{i}");
            name(&card.name, &path)?;
            self.keywords(&card.keywords, UsedOn::CommandCard, &path)?;
            self.abilities(&card.abilities, &path)?;
        }
        for (i, card) in self.parts.deployment_cards.iter().enumerate() {
            let path = format!("/deployment_cards/{i}");
            name(&card.name, &path)?;
            self.abilities(&card.abilities, &path)?;
        }
        for (i, terrain) in self.parts.terrain.iter().enumerate() {
            let path = format!("/terrain/{i}");
            name(&terrain.name, &path)?;
            self.keywords(&terrain.keywords, UsedOn::Terrain, &path)?;
            self.abilities(&terrain.abilities, &path)?;
            if let Some(other) = &terrain.other_side {
                let here = format!("{path}/other_side/value");
                refers(&self.index.terrain, &other.value, "terrain", here.clone())?;
                let back = &self.parts.terrain[self.index.terrain[&other.value]];
                if back.other_side.as_ref().map(|o| o.value.as_str()) != Some(&terrain.id) {
                    return Err(fault(
                        here,
                        format!(
                            "'{}' does not name '{}' as its other side",
                            back.id, terrain.id
                        ),
                    ));
                }
            }
        }
        for (i, card) in self.parts.scenario_cards.iter().enumerate() {
            let path = format!("/scenario_cards/{i}");
            name(&card.name, &path)?;
            self.abilities(&card.abilities, &path)?;
            if let Some(attack) = &card.terrain_attack {
                refers(
                    &self.index.terrain,
                    &attack.terrain,
                    "terrain",
                    format!("{path}/terrain_attack/terrain"),
                )?;
            }
        }
        Ok(())
    }

    fn armies_and_boxes(&self) -> Checked {
        for (i, regiment) in self.parts.pre_built_regiments.iter().enumerate() {
            let path = format!("/pre_built_regiments/{i}");
            let hero = RegimentEntry {
                disc: regiment.hero.clone(),
                count: 1,
                printed_as: None,
            };
            self.entries(&[hero], Some(DiscKind::Hero), &path)
                .map_err(|e| fault(format!("{path}/hero"), e.message))?;
            self.entries(
                &regiment.units,
                Some(DiscKind::Unit),
                &format!("{path}/units"),
            )?;
            self.cards(&regiment.command_cards, &format!("{path}/command_cards"))?;
        }
        for (i, army) in self.parts.introductory_armies.iter().enumerate() {
            let path = format!("/introductory_armies/{i}");
            name(&army.name, &path)?;
            self.entries(&army.discs, None, &format!("{path}/discs"))?;
            self.cards(&army.command_cards, &format!("{path}/command_cards"))?;
        }
        for (i, b) in self.parts.boxes.iter().enumerate() {
            let path = format!("/boxes/{i}");
            name(&b.name, &path)?;
            for (j, inside) in b.contents.iter().enumerate() {
                let here = format!("{path}/contents/{j}");
                let index = match inside.kind.as_str() {
                    "disc" => &self.index.discs,
                    "command-card" => &self.index.command_cards,
                    "deployment-card" => &self.index.deployment_cards,
                    "terrain" => &self.index.terrain,
                    "scenario-card" => &self.index.scenario_cards,
                    other => {
                        return Err(fault(
                            format!("{here}/kind"),
                            format!(
                                "'{other}' is not a kind of item ({})",
                                BOX_ITEM_KINDS.join(", ")
                            ),
                        ))
                    }
                };
                refers(index, &inside.item, &inside.kind, format!("{here}/item"))?;
            }
        }
        Ok(())
    }
}

/// Indexes every kind and checks every reference.
pub(super) fn check(parts: &CatalogParts) -> Result<Index, CatalogError> {
    let index = Index {
        factions: index_by(&parts.factions, |r| &r.id, "factions")?,
        races: index_by(&parts.races, |r| &r.id, "races")?,
        traits: index_by(&parts.traits, |r| &r.id, "traits")?,
        keywords: index_by(&parts.keywords, |r| &r.id, "keywords")?,
        discs: index_by(&parts.discs, |r| &r.id, "discs")?,
        command_cards: index_by(&parts.command_cards, |r| &r.id, "command_cards")?,
        deployment_cards: index_by(&parts.deployment_cards, |r| &r.id, "deployment_cards")?,
        terrain: index_by(&parts.terrain, |r| &r.id, "terrain")?,
        scenario_cards: index_by(&parts.scenario_cards, |r| &r.id, "scenario_cards")?,
        pre_built_regiments: index_by(
            &parts.pre_built_regiments,
            |r| &r.id,
            "pre_built_regiments",
        )?,
        introductory_armies: index_by(
            &parts.introductory_armies,
            |r| &r.id,
            "introductory_armies",
        )?,
        boxes: index_by(&parts.boxes, |r| &r.id, "boxes")?,
    };
    for (i, faction) in parts.factions.iter().enumerate() {
        name(&faction.name, &format!("/factions/{i}"))?;
    }
    for (i, race) in parts.races.iter().enumerate() {
        name(&race.name, &format!("/races/{i}"))?;
        refers(
            &index.factions,
            &race.faction,
            "faction",
            format!("/races/{i}/faction"),
        )?;
    }
    for (i, t) in parts.traits.iter().enumerate() {
        name(&t.name, &format!("/traits/{i}"))?;
    }
    for (i, k) in parts.keywords.iter().enumerate() {
        name(&k.name, &format!("/keywords/{i}"))?;
    }
    let refs = Refs {
        parts,
        index: &index,
    };
    refs.discs()?;
    refs.cards_and_terrain()?;
    refs.armies_and_boxes()?;
    Ok(index)
}
