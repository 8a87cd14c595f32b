//! An Age of Sigmar warscroll's card: its profile (Move, Health, Save, Control, Banishment),
//! its matched-play points, models, Reinforced size and base, its weapons, keywords and
//! ability names, all from its faction's pack (shipped or the player's own import), which the card names as its source.

use super::open_pack;
use crate::error::AppError;
use crate::served::{unknown_unit, CardSource, CardWriter, UnitCard};
use muster_core::games::sigmar::{season_name, Catalog, Pack, Unit};
use muster_core::{Lang, USER_SOURCE};
use muster_data::provenance::sigmar_provenance;
use muster_data::Provenance;

/// The card of warscroll `id` of `faction`'s pack (its own warscrolls, then those of its
/// Regiments of Renown).
pub(super) fn card(
    catalog: &Catalog,
    faction: Option<&str>,
    id: &str,
    lang: Lang,
) -> Result<UnitCard, AppError> {
    let faction = faction
        .ok_or_else(|| AppError::args("an Age of Sigmar warscroll's card needs its faction"))?;
    let pack = open_pack(catalog, faction)?;
    let mut units = pack
        .units
        .iter()
        .chain(pack.regiments_of_renown.iter().flat_map(|r| &r.units));
    let Some(unit) = units.clone().find(|u| u.id == id) else {
        let what = format!("warscroll in the Age of Sigmar faction '{faction}'");
        return Err(unknown_unit(
            &what,
            id,
            units.by_ref().map(|u| u.id.as_str()),
        ));
    };

    let mut card = CardWriter::new(&unit.name, subtitle(pack, unit, lang));
    let source = card.source(source(catalog, pack, unit, lang));
    let known = |value: Option<String>| value.map(|v| (v, source));
    // What a warscroll of its kind prints (core rules: a unit's four characteristics, a
    // manifestation's Banishment, a terrain's Health and Save) is unknown when the data
    // leaves it out; a characteristic its kind may lack is shown only when given.
    let (manifestation, terrain) = (unit.is_manifestation(), unit.is_faction_terrain());
    let profile = &unit.profile;
    let characteristics = [
        (
            lang.pick("Move", "Movimiento"),
            profile.r#move.clone(),
            !manifestation && !terrain,
        ),
        (
            lang.pick("Health", "Salud"),
            profile.health.map(|h| h.to_string()),
            true,
        ),
        (lang.pick("Save", "Salvación"), profile.save.clone(), true),
        (
            lang.pick("Control", "Control"),
            profile.control.map(|c| c.to_string()),
            !manifestation && !terrain,
        ),
        (
            lang.pick("Banishment", "Destierro"),
            profile.banishment.clone(),
            manifestation,
        ),
    ];
    for (label, value, printed) in characteristics {
        if value.is_some() || printed {
            card.stat(None, label, known(value));
        }
    }
    // A manifestation is summoned by its lore, never bought: it has no points or models.
    if !manifestation {
        card.stat(
            None,
            lang.pick("Points", "Puntos"),
            known(Some(unit.cost().to_string())),
        );
        card.stat(
            None,
            lang.pick("Models", "Miniaturas"),
            known(Some(unit.models.to_string())),
        );
    }
    if let Some(reinforced) = &unit.reinforced {
        let label = lang.pick("Reinforced", "Reforzada");
        card.stat(None, label, known(Some(reinforced_words(unit, lang))));
        if reinforced.points.is_none() {
            // The data leaves a Reinforced unit's points out: the rules double them.
            let rule = CardSource::plain(lang.pick(
                "Matched-play rules: a Reinforced unit costs twice its points",
                "Reglas de juego equilibrado: una unidad Reforzada cuesta el doble de puntos",
            ));
            let rule = card.source(rule);
            card.stat(
                None,
                lang.pick("Reinforced points", "Puntos Reforzada"),
                Some((unit.cost().saturating_mul(2).to_string(), rule)),
            );
        }
    }
    if let Some(base) = &unit.base {
        card.stat(None, lang.pick("Base", "Peana"), known(Some(base.clone())));
    }
    for keyword in &unit.keywords {
        card.keyword(keyword, source);
    }
    // The weapons and ability names come from the same pack entry as the profile.
    for weapon in &unit.weapons {
        let mut numbers = Vec::new();
        if weapon.ranged {
            numbers.push((lang.pick("Range", "Alcance"), known(weapon.range.clone())));
        }
        numbers.extend([
            (
                lang.pick("Attacks", "Ataques"),
                known(weapon.attacks.clone()),
            ),
            (lang.pick("Hit", "Impactar"), known(weapon.hit.clone())),
            (lang.pick("Wound", "Herir"), known(weapon.wound.clone())),
            (lang.pick("Rend", "Perforación"), known(weapon.rend.clone())),
            (lang.pick("Damage", "Daño"), known(weapon.damage.clone())),
        ]);
        let kind = if weapon.ranged {
            lang.pick("Ranged weapon", "Arma a distancia")
        } else {
            lang.pick("Melee weapon", "Arma de combate")
        };
        let name = Some(weapon.name.clone()).filter(|n| !n.is_empty());
        card.weapon(
            None,
            name,
            kind,
            weapon.ranged,
            numbers,
            weapon.abilities.clone(),
        );
    }
    for ability in &unit.abilities {
        card.ability(&ability.name, source);
    }
    Ok(card.done())
}

/// The faction, what the warscroll is and its points.
fn subtitle(pack: &Pack, unit: &Unit, lang: Lang) -> Vec<String> {
    let mut parts = vec![pack.faction.name.clone()];
    let kinds = [
        (unit.is_hero(), lang.pick("Hero", "Héroe")),
        (unit.is_unique(), lang.pick("Unique", "Único")),
        (
            unit.is_manifestation(),
            lang.pick("Manifestation", "Manifestación"),
        ),
        (
            unit.is_faction_terrain(),
            lang.pick("Faction terrain", "Terreno de facción"),
        ),
        (unit.legends, lang.pick("Legends", "Leyendas")),
    ];
    parts.extend(
        kinds
            .iter()
            .filter(|(is, _)| *is)
            .map(|(_, w)| w.to_string()),
    );
    if !unit.is_manifestation() {
        parts.push(format!("{} {}", unit.cost(), lang.pick("points", "puntos")));
    }
    parts
}

/// A Reinforced unit's size, and its points where the data gives them.
fn reinforced_words(unit: &Unit, lang: Lang) -> String {
    let reinforced = unit.reinforced.as_ref().expect("a Reinforced unit");
    let models = format!(
        "{} {}",
        reinforced.models,
        lang.pick("models", "miniaturas")
    );
    match reinforced.points {
        Some(points) => format!("{models}, {points} {}", lang.pick("points", "puntos")),
        None => models,
    }
}

/// Where the pack states the warscroll: the community data it was imported from at its
/// commit, for its season, or the player's own import; the file and entry behind "Details".
fn source(catalog: &Catalog, pack: &Pack, unit: &Unit, lang: Lang) -> CardSource {
    let entry = match unit.src.split_once('#') {
        Some((file, entry)) => format!("{file}, {} {entry}", lang.pick("entry", "entrada")),
        None => unit.src.clone(),
    };
    let season = format!(
        "{} {}",
        lang.pick("for the", "para el"),
        season_name(&pack.season)
    );
    if catalog.is_users(&pack.faction.id) {
        let folder = pack.source.origin.as_str();
        let folder = folder
            .strip_prefix(USER_SOURCE)
            .map_or(folder, str::trim_start);
        let mut source = CardSource::users(format!(
            "{}, {season}",
            lang.pick(
                "BattleScribe files you imported",
                "Archivos de BattleScribe que importaste"
            )
        ));
        source.details = Some(format!("{folder}, {entry}"));
        return source;
    }
    match sigmar_provenance(&pack.source) {
        Provenance::Community {
            repository,
            commit,
            battlescribe,
        } => {
            let mut source =
                CardSource::community_data(&repository, &commit, battlescribe, &entry, lang);
            source.said = format!("{}, {season}", source.said);
            source
        }
        _ => {
            let mut source = CardSource::plain(pack.source.note.trim());
            source.details = Some(entry);
            source
        }
    }
}
