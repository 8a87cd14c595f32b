//! The fighter cards: `fighters/<warband>.json` (a later commit of the same community data,
//! read off the card images by the community): each fighter's name and both faces, with
//! Move, Save, Health, Bounty, runemarks and weapons, and the names of the weapons'
//! abilities. The cards' texts are never read. What the data's `SOURCE.txt` names as
//! doubtful is marked on the fighter (`Doubt`), never corrected.

use super::{id_of, read};
use crate::error::ImportError;
use muster_core::games::underworlds::{
    AttackSymbol, Doubt, Face, Fighter, Name, Save, SaveSymbol, Weapon, WeaponAbility,
    WeaponAbilityKind, WeaponKind, LEADER,
};
use serde::Deserialize;
use std::path::Path;

/// The runemark of a minion on the community's cards.
const MINION: &str = "minion";

/// Health outside this span is marked doubtful: every other card of the data reads 2 to 6,
/// and the data's `SOURCE.txt` names those outside as doubtful.
const USUAL_HEALTH: std::ops::RangeInclusive<u8> = 2..=6;

#[derive(Deserialize)]
struct File {
    warband: String,
    fighters: Vec<Listed>,
}

/// A fighter as the file lists it; `cardRulesText` is not read.
#[derive(Deserialize)]
struct Listed {
    index: u8,
    name: String,
    uninspired: ListedFace,
    inspired: ListedFace,
}

#[derive(Deserialize)]
struct ListedFace {
    #[serde(rename = "move")]
    moves: u8,
    save: ListedSave,
    health: u8,
    bounty: u8,
    #[serde(default)]
    runemarks: Vec<String>,
    #[serde(default)]
    weapons: Vec<ListedWeapon>,
}

#[derive(Deserialize)]
struct ListedSave {
    symbol: String,
    dice: u8,
}

#[derive(Deserialize)]
struct ListedWeapon {
    #[serde(default)]
    name: Option<String>,
    reach: String,
    range: u8,
    symbol: String,
    dice: u8,
    damage: u8,
    #[serde(default)]
    abilities: Vec<ListedAbility>,
}

#[derive(Deserialize)]
struct ListedAbility {
    name: String,
    #[serde(default)]
    critical: bool,
}

/// The fighters of the warband `slug` in card order, or `None` when the data has no fighter
/// file for it; a file whose warband or count is not the index's is refused.
pub(super) fn import(
    dir: &Path,
    slug: &str,
    count: u8,
) -> Result<Option<Vec<Fighter>>, ImportError> {
    let relative = format!("fighters/{slug}.json");
    if !dir.join(&relative).is_file() {
        return Ok(None);
    }
    let file: File = read(dir, &relative)?;
    let fault = |at: String, what: String| ImportError::file(&relative, format!("{at}: {what}"));
    if file.warband != slug {
        return Err(fault(
            "/warband".to_owned(),
            format!("the file is of '{}', not of '{slug}'", file.warband),
        ));
    }
    if file.fighters.len() != usize::from(count) {
        return Err(fault(
            "/fighters".to_owned(),
            format!(
                "{} fighters, where warbands/index.json counts {count}",
                file.fighters.len()
            ),
        ));
    }
    let mut listed: Vec<(usize, &Listed)> = file.fighters.iter().enumerate().collect();
    listed.sort_by_key(|(_, f)| f.index);
    let mut fighters: Vec<Fighter> = Vec::new();
    for (i, entry) in listed {
        let at = |what: &str| format!("/fighters/{i}{what}");
        let id = id_of(&entry.name, &relative)?;
        if fighters.iter().any(|f| f.id == id) {
            return Err(fault(at("/name"), format!("a second fighter '{id}'")));
        }
        // A face's fault names its place below the face: `/fighters/0/inspired/weapons/1: …`.
        let below =
            |side: &str, what: String| ImportError::file(&relative, format!("{}{what}", at(side)));
        let uninspired = face(&entry.uninspired, |w| below("/uninspired", w))?;
        let inspired = face(&entry.inspired, |w| below("/inspired", w))?;
        let mut runemarks: Vec<String> = Vec::new();
        for (k, mark) in entry.uninspired.runemarks.iter().enumerate() {
            if !crate::is_kebab_id(mark) {
                return Err(fault(
                    at(&format!("/uninspired/runemarks/{k}")),
                    format!("'{mark}' is not a runemark id such as fly"),
                ));
            }
            if !runemarks.contains(mark) {
                runemarks.push(mark.clone());
            }
        }
        let doubts = doubts(entry, &runemarks);
        fighters.push(Fighter {
            id,
            name: Name {
                en: entry.name.trim().to_owned(),
                es: None,
            },
            runemarks,
            uninspired: Some(uninspired),
            inspired: Some(inspired),
            doubts,
        });
    }
    Ok(Some(fighters))
}

/// One face, its symbols and abilities read into the catalogue's types.
fn face(listed: &ListedFace, fault: impl Fn(String) -> ImportError) -> Result<Face, ImportError> {
    let symbol = match listed.save.symbol.as_str() {
        "shield" => SaveSymbol::Shield,
        "dodge" => SaveSymbol::Dodge,
        other => return Err(fault(format!("/save: unknown save symbol '{other}'"))),
    };
    if listed.health == 0 {
        return Err(fault(
            "/health: 0, where a fighter has at least 1".to_owned(),
        ));
    }
    let mut weapons = Vec::new();
    for (j, w) in listed.weapons.iter().enumerate() {
        // A damage of 0 is kept and marked doubtful (the data's SOURCE.txt names such cards);
        // a range or dice of 0 is no weapon the game has.
        if w.range == 0 || w.dice == 0 {
            return Err(fault(format!(
                "/weapons/{j}: range {} and {} dice, where each is at least 1",
                w.range, w.dice
            )));
        }
        let kind = match w.reach.as_str() {
            "melee" => WeaponKind::Melee,
            "ranged" => WeaponKind::Ranged,
            other => return Err(fault(format!("/weapons/{j}: unknown reach '{other}'"))),
        };
        let symbol = match w.symbol.as_str() {
            "hammer" => AttackSymbol::Hammer,
            "swords" => AttackSymbol::Swords,
            other => return Err(fault(format!("/weapons/{j}: unknown symbol '{other}'"))),
        };
        let mut abilities = Vec::new();
        let mut other_abilities = Vec::new();
        for a in &w.abilities {
            let known = match a.name.as_str() {
                "cleave" => Some(WeaponAbilityKind::Cleave),
                "ensnare" => Some(WeaponAbilityKind::Ensnare),
                "brutal" => Some(WeaponAbilityKind::Brutal),
                "grievous" => Some(WeaponAbilityKind::Grievous),
                "stagger" => Some(WeaponAbilityKind::Stagger),
                "grapple" => Some(WeaponAbilityKind::Grapple),
                _ => None,
            };
            match known {
                Some(kind) => abilities.push(WeaponAbility {
                    kind,
                    critical: a.critical,
                }),
                None if a.name.trim().is_empty() => {
                    return Err(fault(format!("/weapons/{j}/abilities: a blank name")))
                }
                None => other_abilities.push(a.name.trim().to_owned()),
            }
        }
        weapons.push(Weapon {
            name: w
                .name
                .as_deref()
                .map(str::trim)
                .filter(|n| !n.is_empty())
                .map(str::to_owned),
            kind,
            range: w.range,
            dice: w.dice,
            symbol,
            damage: w.damage,
            abilities,
            other_abilities,
        });
    }
    Ok(Face {
        moves: Some(listed.moves),
        save: Some(Save {
            dice: listed.save.dice,
            symbol,
        }),
        health: Some(listed.health),
        bounty: Some(listed.bounty),
        weapons,
    })
}

/// What the data's `SOURCE.txt` would call doubtful on this card.
fn doubts(entry: &Listed, runemarks: &[String]) -> Vec<Doubt> {
    let faces = [&entry.uninspired, &entry.inspired];
    let mut doubts = Vec::new();
    let has = |mark: &str| runemarks.iter().any(|r| r == mark);
    if has(LEADER) && has(MINION) {
        doubts.push(Doubt::LeaderAndMinion);
    }
    if faces
        .iter()
        .any(|f| f.weapons.iter().any(|w| w.damage == 0))
    {
        doubts.push(Doubt::DamageZero);
    }
    if faces.iter().any(|f| f.moves == 0) {
        doubts.push(Doubt::MoveZero);
    }
    if faces.iter().any(|f| !USUAL_HEALTH.contains(&f.health)) {
        doubts.push(Doubt::HealthUnusual);
    }
    let mut gold: Vec<&String> = entry.inspired.runemarks.iter().collect();
    let mut grey: Vec<&String> = runemarks.iter().collect();
    gold.sort();
    gold.dedup();
    grey.sort();
    if gold != grey {
        doubts.push(Doubt::RunemarksDiffer);
    }
    doubts
}
