//! A RuneWars unit's card: its faction, type and unique name, each row of its cost table
//! (trays, points, upgrade slots) from the community BattleScribe data, and its command
//! dial's faces from the community's dials where they give one. The card's Defense and wound
//! threshold (rules reference §26.2, §49.3) are in no data Muster has: they show as unknown.

use crate::error::AppError;
use crate::served::{unknown_unit, CardSource, CardWriter, UnitCard};
use muster_core::games::runewars::{Catalog, Configuration, UnitCard as Unit};
use muster_core::{Lang, USER_SOURCE};
use muster_data::user::is_users;

/// The card of unit `id` (a RuneWars unit's id is the catalogue's, whatever its faction).
pub(super) fn card(catalog: &Catalog, id: &str, lang: Lang) -> Result<UnitCard, AppError> {
    let Some(unit) = catalog.unit(id) else {
        let known = catalog.units().iter().map(|u| u.id.as_str());
        return Err(unknown_unit("RuneWars unit", id, known));
    };
    let faction = catalog
        .faction(&unit.faction)
        .map_or(unit.faction.as_str(), |f| f.name.get(lang));
    let mut card = CardWriter::new(
        unit.name.get(lang),
        vec![faction.to_owned(), cost(unit, lang)],
    );
    let source = card.source(source(&unit.source, lang));
    let mut kind = unit.unit_type.name(lang).to_owned();
    if let Some(first) = kind.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    card.keyword(kind, source);
    if unit.unique {
        card.keyword(lang.pick("Unique", "Único"), source);
    }
    card.stat(None, lang.pick("Defense", "Defensa"), None);
    card.stat(
        None,
        lang.pick("Wound threshold", "Umbral de heridas"),
        None,
    );
    for (row, configuration) in unit.configurations.iter().enumerate() {
        let group = shape(unit, row, configuration, lang);
        let group = Some(group.as_str());
        let trays = configuration.trays().to_string();
        card.stat(group, lang.pick("Trays", "Bandejas"), Some((trays, source)));
        let points = configuration.cost.to_string();
        card.stat(group, lang.pick("Points", "Puntos"), Some((points, source)));
        let slots: Vec<&str> = configuration.slots.iter().map(|s| s.name(lang)).collect();
        let slots = if slots.is_empty() {
            lang.pick("none", "ninguna").to_owned()
        } else {
            slots.join(", ")
        };
        card.stat(
            group,
            lang.pick("Upgrade slots", "Huecos de mejora"),
            Some((slots, source)),
        );
    }
    if let (Some(dial), Some(reference)) = (catalog.dial(id), &catalog.parts().dials_reference) {
        let lines: Vec<String> = dial.faces.iter().map(|f| f.line.to_string()).collect();
        let more = format!(
            "{}, {} {}",
            dial.file,
            lang.pick("lines", "líneas"),
            lines.join(", ")
        );
        let dials = card.source(CardSource::community_values(reference, &more, lang));
        let group = lang.pick("Action dial", "Selector de acción");
        for face in &dial.faces {
            let initiative = face.initiative.to_string();
            card.stat(
                Some(group),
                face.action.name(lang),
                Some((initiative, dials)),
            );
        }
        for doubt in &dial.doubts {
            card.doubt(doubt.words(lang));
        }
    }
    Ok(card.done())
}

/// The cost table's span: `22 points`, or `22–38 points` over its rows.
fn cost(unit: &Unit, lang: Lang) -> String {
    let costs = unit.configurations.iter().map(|c| c.cost);
    let (low, high) = (costs.clone().min().unwrap_or(0), costs.max().unwrap_or(0));
    let points = lang.pick("points", "puntos");
    if low == high {
        format!("{low} {points}")
    } else {
        format!("{low}–{high} {points}")
    }
}

/// A cost-table row's heading: its label (`3×2`, `2×2 (Champion)`), and its row where two
/// rows still read the same.
fn shape(unit: &Unit, row: usize, configuration: &Configuration, lang: Lang) -> String {
    let label = configuration.label(lang);
    let shared = unit
        .configurations
        .iter()
        .filter(|c| c.label(lang) == label)
        .count();
    if shared > 1 {
        format!("{label} ({} {})", lang.pick("row", "fila"), row + 1)
    } else {
        label
    }
}

/// Where a unit's facts are stated: the community data's `repository@commit:file#entry`, as
/// the importer writes it, or the player's own record.
fn source(source: &str, lang: Lang) -> CardSource {
    if is_users(source) {
        let words = source.strip_prefix(USER_SOURCE).unwrap_or(source).trim();
        let mut own = CardSource::users(lang.pick("Your own record", "Tu propio registro"));
        own.details = (!words.is_empty()).then(|| words.to_owned());
        return own;
    }
    let parts = source.split_once('@').and_then(|(repository, rest)| {
        let (commit, place) = rest.split_once(':')?;
        Some((repository, commit, place))
    });
    match parts {
        Some((repository, commit, place)) => {
            let place = match place.split_once('#') {
                Some((file, entry)) => {
                    format!("{file}, {} {entry}", lang.pick("entry", "entrada"))
                }
                None => place.to_owned(),
            };
            let battlescribe = place.contains(".cat") || place.contains(".gst");
            CardSource::community_data(repository, commit, battlescribe, &place, lang)
        }
        None => CardSource::plain(source),
    }
}
