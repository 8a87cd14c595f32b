//! The matched-play parts of the printed list: a group per regiment, the Regiment of
//! Renown, the auxiliary units, the army's choices; the facts, the totals and the table
//! page's blocks.

use super::{count_total, line_cost, missing, not_in_data, tracks, Parts, MAX_REGIMENTS};
use crate::games::sigmar::catalog::{season_name, Pack, Unit};
use crate::games::sigmar::list::{SigmarList, UnitChoice};
use crate::games::sigmar::text::{models_text, Enhance, EnhanceLabel, Slot};
use crate::games::sigmar::totals::{as_taken, in_regiment};
use crate::games::sigmar::validate::Totals;
use crate::lang::Lang;
use crate::sheet::or_unknown;
use crate::sheet::{PlayUnit, SheetEntry, SheetFact, SheetGroup, SheetItem, SheetTotal};

pub(super) fn parts(list: &SigmarList, pack: Option<&Pack>, t: &Totals, lang: Lang) -> Parts {
    let unit_of = |id: &str| pack.and_then(|p| p.units.iter().find(|u| u.id == id));
    let name_of = |id: &str| unit_of(id).map_or_else(|| id.to_owned(), |u| u.name.clone());
    let mut groups = Vec::new();
    let mut play = Vec::new();
    let general = list
        .regiments
        .iter()
        .find(|r| r.general)
        .map_or_else(|| "—".to_owned(), |r| name_of(&r.leader.unit));
    for (r, regiment) in list.regiments.iter().enumerate() {
        let mut title = format!(
            "{} {}: {}",
            lang.pick("Regiment", "Regimiento"),
            r + 1,
            name_of(&regiment.leader.unit)
        );
        if regiment.general {
            title.push_str(" (general)");
        }
        let mut entries = vec![matched_entry(
            pack,
            &regiment.leader,
            true,
            regiment.general,
            lang,
        )];
        entries.extend(
            regiment
                .units
                .iter()
                .map(|c| matched_entry(pack, c, false, false, lang)),
        );
        let choices: Vec<&UnitChoice> = std::iter::once(&regiment.leader)
            .chain(&regiment.units)
            .collect();
        play.extend(choices.iter().map(|c| play_matched(pack, c, lang)));
        groups.push(SheetGroup {
            title: Some(title),
            entries,
            subtotal: Some(line_cost(pack, choices)),
            compact: false,
        });
    }
    let renown_entries: Vec<SheetEntry> = Slot::RegimentOfRenown
        .ids(list)
        .map(|id| renown_entry(pack, id, &mut play, lang))
        .collect();
    if !renown_entries.is_empty() {
        groups.push(SheetGroup {
            title: Some(
                lang.pick("Regiment of Renown", "Regimiento de Renombre")
                    .to_owned(),
            ),
            entries: renown_entries,
            subtotal: None,
            compact: false,
        });
    }
    if !list.auxiliaries.is_empty() {
        play.extend(list.auxiliaries.iter().map(|c| play_matched(pack, c, lang)));
        groups.push(SheetGroup {
            title: Some(
                lang.pick("Auxiliary units", "Unidades auxiliares")
                    .to_owned(),
            ),
            entries: list
                .auxiliaries
                .iter()
                .map(|c| matched_entry(pack, c, false, false, lang))
                .collect(),
            subtotal: Some(line_cost(pack, &list.auxiliaries)),
            compact: false,
        });
    }
    let choices: Vec<SheetEntry> = Slot::ALL[1..]
        .iter()
        .flat_map(|&slot| slot.ids(list).map(move |id| (slot, id)))
        .map(|(slot, id)| {
            match pack.and_then(|p| slot.record(p, id)) {
                Some((name, points)) => SheetEntry {
                    name: name.to_owned(),
                    detail: slot.label(lang).to_owned(),
                    // A terrain, formation or lore the data lists no points for costs
                    // nothing (`Unit::cost`).
                    cost: Some(points.unwrap_or(0)),
                    items: Vec::new(),
                },
                None => SheetEntry {
                    detail: format!("{} · {}", slot.label(lang), not_in_data(lang)),
                    ..missing(id, lang)
                },
            }
        })
        .collect();
    if let Some(terrain) = list.faction_terrain.as_deref().and_then(unit_of) {
        play.push(play_unit(
            &terrain.name,
            Some(terrain),
            terrain.models,
            lang,
        ));
    }
    if !choices.is_empty() {
        groups.push(SheetGroup {
            title: Some(
                lang.pick(
                    "Faction terrain, formation and lores",
                    "Terreno de facción, formación y saberes",
                )
                .to_owned(),
            ),
            entries: choices,
            subtotal: None,
            compact: false,
        });
    }

    let facts = vec![
        SheetFact::new(lang.pick("Mode", "Modo"), list.mode.name(lang)),
        SheetFact::new(
            lang.pick("Points limit", "Límite de puntos"),
            format!("{} {}", list.points_limit(), lang.pick("points", "puntos")),
        ),
        SheetFact::new(lang.pick("Season", "Temporada"), season_name(list.season())),
        SheetFact::new("General", general),
        SheetFact::new(
            lang.pick(
                "Drops (regiments and auxiliary units)",
                "Despliegues (regimientos y unidades auxiliares)",
            ),
            t.drops.to_string(),
        ),
    ];
    let totals = vec![
        SheetTotal {
            label: lang.pick("Points", "Puntos").to_owned(),
            used: t.points,
            used_incomplete: !t.unpriced.is_empty(),
            limit: Some(t.points_limit.unwrap_or_else(|| list.points_limit())),
            limit_unknown: false,
        },
        count_total(lang.pick("Drops", "Despliegues"), t.drops as u32),
        SheetTotal {
            limit: Some(MAX_REGIMENTS),
            ..count_total(lang.pick("Regiments", "Regimientos"), t.regiments as u32)
        },
        count_total(
            lang.pick("Auxiliary units", "Unidades auxiliares"),
            t.auxiliaries as u32,
        ),
        count_total(lang.pick("Models", "Miniaturas"), t.models),
    ];
    (facts, groups, totals, play)
}

/// A matched-play unit's entry: its name and points, how it is fielded (leader, general,
/// Reinforced, models) and its enhancements with their points (a unit the data lists no
/// points for costs 0, `Unit::cost`).
fn matched_entry(
    pack: Option<&Pack>,
    choice: &UnitChoice,
    leader: bool,
    general: bool,
    lang: Lang,
) -> SheetEntry {
    let Some(unit) = pack.and_then(|p| p.units.iter().find(|u| u.id == choice.unit)) else {
        return missing(&choice.unit, lang);
    };
    let mut detail = Vec::new();
    if leader {
        detail.push(lang.pick("Leader", "Líder").to_owned());
    }
    if general {
        detail.push("General".to_owned());
    }
    if choice.reinforced {
        detail.push(lang.pick("Reinforced", "Reforzada").to_owned());
    }
    detail.push(models_text(as_taken(unit, choice.reinforced).1, lang));
    if unit.is_unique() {
        detail.push(lang.pick("unique", "única").to_owned());
    }
    let core = [Enhance::HeroicTrait, Enhance::Artefact]
        .into_iter()
        .filter_map(|kind| {
            let id = kind.chosen(choice)?;
            let record = pack.and_then(|p| kind.of_pack(p).iter().find(|e| e.id == id));
            Some(SheetItem {
                name: record.map_or_else(|| id.to_owned(), |e| e.name.clone()),
                kind: Some(kind.kind(lang).to_owned()),
                cost: record.map(|e| e.points.unwrap_or(0)),
            })
        });
    // The faction's own tables: the table's name is the kind (an id no table holds is an
    // enhancement of unknown cost, as a hero's unknown one is).
    let tables =
        choice
            .enhancements
            .iter()
            .map(|id| match pack.and_then(|p| p.table_enhancement(id)) {
                Some((table, e)) => SheetItem {
                    name: e.name.clone(),
                    kind: Some(table.name.clone()),
                    cost: Some(e.points.unwrap_or(0)),
                },
                None => SheetItem {
                    name: id.clone(),
                    kind: Some(EnhanceLabel::any_table(lang).to_owned()),
                    cost: None,
                },
            });
    let items = core.chain(tables).collect();
    SheetEntry {
        name: unit.name.clone(),
        detail: detail.join(" · "),
        cost: Some(in_regiment(unit, choice.reinforced)),
        items,
    }
}

/// A matched-play unit's block on the table page.
fn play_matched(pack: Option<&Pack>, choice: &UnitChoice, lang: Lang) -> PlayUnit {
    match pack.and_then(|p| p.units.iter().find(|u| u.id == choice.unit)) {
        Some(unit) => play_unit(
            &unit.name,
            Some(unit),
            as_taken(unit, choice.reinforced).1,
            lang,
        ),
        None => play_unit(&choice.unit, None, 0, lang),
    }
}

/// A unit's block: its models and the warscroll's numbers the data gives (`?` where it
/// gives none), boxes for the models slain and the wounds on the model taking them (wounds
/// go to one model until it is slain, digest §2.5).
fn play_unit(name: &str, unit: Option<&Unit>, models: u32, lang: Lang) -> PlayUnit {
    let profile = unit.map(|u| &u.profile);
    let health = profile.and_then(|p| p.health);
    let mut facts = vec![SheetFact::new(
        lang.pick("Models", "Miniaturas"),
        models.to_string(),
    )];
    if let Some(profile) = profile {
        facts.push(SheetFact::new(
            lang.pick("Move", "Movimiento"),
            or_unknown(profile.r#move.clone()),
        ));
        facts.push(SheetFact::new(
            lang.pick("Health", "Salud"),
            or_unknown(health),
        ));
        facts.push(SheetFact::new(
            lang.pick("Save", "Salvación"),
            or_unknown(profile.save.clone()),
        ));
        facts.push(SheetFact::new(
            lang.pick("Control", "Control"),
            or_unknown(profile.control),
        ));
    }
    PlayUnit {
        name: name.to_owned(),
        facts,
        tracks: tracks(models, health, lang),
    }
}

/// A Regiment of Renown's entry, its units added to the play sheet.
fn renown_entry(pack: Option<&Pack>, id: &str, play: &mut Vec<PlayUnit>, lang: Lang) -> SheetEntry {
    let renown = pack.and_then(|p| p.regiments_of_renown.iter().find(|r| r.id == id));
    match renown {
        Some(renown) => {
            let units: Vec<String> = renown
                .units
                .iter()
                .map(|u| format!("{} ({})", u.name, models_text(u.models, lang)))
                .collect();
            play.extend(
                renown
                    .units
                    .iter()
                    .map(|u| play_unit(&u.name, Some(u), u.models, lang)),
            );
            SheetEntry {
                name: renown.name.clone(),
                detail: units.join(" · "),
                cost: renown.points,
                items: Vec::new(),
            }
        }
        None => missing(id, lang),
    }
}
