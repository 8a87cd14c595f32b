//! The printed RuneWars list: the army with its costs, the totals and the verdict, and a
//! table page with each unit's trays, figure upgrades and token boxes (digest §3.4).
//!
//! RuneWars has no regiments, so the army is one untitled group without a subtotal; the
//! totals are points against the army value (R-PTS-1) and unique units against their cap
//! (R-UNQ-2).

use super::catalog::{Catalog, UnitCard};
use super::list::RuneWarsList;
use super::options::Options;
use super::play::ROUNDS;
use super::totals::Totals;
use crate::diagnostic::Report;
use crate::lang::Lang;
use crate::sheet::{
    PlaySheet, PlayUnit, Sheet, SheetEntry, SheetFact, SheetGroup, SheetItem, SheetTotal, Track,
};

/// Builds the printed form of a list from the validator's report.
pub(crate) fn sheet(
    list: &RuneWarsList,
    catalog: &Catalog,
    options: &Options,
    lang: Lang,
) -> Sheet {
    let report: Report<Totals> = super::validate::validate_list(list, catalog, options, lang);
    let faction = catalog
        .faction(&list.faction)
        .map_or_else(|| list.faction.clone(), |f| f.name.get(lang).to_owned());

    let mut entries = Vec::with_capacity(list.units.len());
    let mut play_units = Vec::with_capacity(list.units.len());
    for (i, unit) in list.units.iter().enumerate() {
        let card = catalog.unit(&unit.unit);
        let config_id = report
            .totals
            .units
            .get(i)
            .and_then(|t| t.config.clone())
            .or_else(|| unit.config.clone());
        let row = card
            .zip(config_id.as_deref())
            .and_then(|(c, id)| c.configuration(id));
        let name = card.map_or_else(|| unit.unit.clone(), |c| c.name.get(lang).to_owned());

        let mut detail = Vec::new();
        if let Some(card) = card {
            detail.push(capitalised(card.unit_type.name(lang)));
            if card.unique {
                detail.push(lang.pick("unique", "única").to_owned());
            }
        }
        match (row, config_id.as_deref()) {
            (Some(row), _) => {
                detail.push(row.label(lang));
                detail.push(trays(row.trays(), lang));
            }
            (None, Some(id)) => detail.push(id.to_owned()),
            (None, None) => {}
        }
        if let Some(player) = &unit.player {
            detail.push(format!("{}: {player}", lang.pick("player", "jugador")));
        }

        let items: Vec<SheetItem> = unit
            .upgrades
            .iter()
            .map(|id| match catalog.upgrade(id) {
                Some(card) => SheetItem {
                    name: card.name.get(lang).to_owned(),
                    kind: Some(card.slot.name(lang).to_owned()),
                    cost: Some(card.cost),
                },
                None => SheetItem {
                    name: id.clone(),
                    kind: None,
                    cost: None,
                },
            })
            .collect();

        play_units.push(play_unit(
            &name,
            card,
            row.map(|r| (r.columns, r.ranks)),
            &unit.upgrades,
            catalog,
            lang,
        ));
        entries.push(SheetEntry {
            name,
            detail: detail.join(" · "),
            cost: row.map(|r| r.cost),
            items,
        });
    }

    let points = report.totals.points;
    let unique = report.totals.unique_units;
    Sheet {
        game: <super::RuneWars as crate::game::Game>::PRODUCT.to_owned(),
        game_id: <super::RuneWars as crate::game::Game>::ID.to_owned(),
        faction_group: None,
        list_name: list.name.clone(),
        faction,
        facts: vec![
            SheetFact::new(lang.pick("Mode", "Modo"), list.mode.name(lang)),
            SheetFact::new(
                lang.pick("Army value", "Valor del ejército"),
                format!("{} {}", points.limit, lang.pick("points", "puntos")),
            ),
        ],
        costed: true,
        groups: vec![SheetGroup {
            title: None,
            entries,
            subtotal: None,
            compact: false,
        }],
        totals: vec![
            SheetTotal {
                label: lang.pick("Points", "Puntos").to_owned(),
                used: points.used,
                used_incomplete: false,
                limit: Some(points.limit),
                limit_unknown: false,
            },
            SheetTotal {
                label: lang.pick("Unique units", "Unidades únicas").to_owned(),
                used: unique.used,
                used_incomplete: false,
                limit: Some(unique.allowed),
                limit_unknown: false,
            },
        ],
        verdict: report.verdict,
        awaited: report.awaited.clone(),
        findings: report.diagnostics,
        notes: list.notes.clone(),
        footnotes: Vec::new(),
        play: PlaySheet {
            game_tracks: vec![
                Track::rounds(ROUNDS, lang),
                Track::tally(lang.pick("Objective tokens", "Fichas de objetivo")),
            ],
            units: play_units,
        },
    }
}

/// A unit's block on the table page: what the pack holds about it, and boxes to mark.
fn play_unit(
    name: &str,
    card: Option<&UnitCard>,
    shape: Option<(u8, u8)>,
    upgrades: &[String],
    catalog: &Catalog,
    lang: Lang,
) -> PlayUnit {
    let mut facts = Vec::new();
    let mut tracks = Vec::new();
    if let Some(card) = card {
        facts.push(SheetFact::new(
            lang.pick("Type", "Tipo"),
            capitalised(card.unit_type.name(lang)),
        ));
    }
    if let Some((columns, ranks)) = shape {
        let count = u32::from(columns) * u32::from(ranks);
        facts.push(SheetFact::new(
            lang.pick("Trays", "Bandejas"),
            format!("{columns}×{ranks} = {count}"),
        ));
        // One box per tray, crossed out as trays are removed (digest §3, trays[]).
        tracks.push(Track::boxes(
            lang.pick("Trays lost", "Bandejas perdidas"),
            count,
        ));
    }
    for card in upgrades.iter().filter_map(|id| catalog.upgrade(id)) {
        if let Some(figure) = card.figure {
            // A figure upgrade's Defense and wound threshold are on its card [§57.2].
            facts.push(SheetFact::new(
                card.name.get(lang),
                format!(
                    "{} {} · {} {}",
                    lang.pick("Defense", "Defensa"),
                    figure.defense,
                    lang.pick("Wounds", "Heridas"),
                    figure.wounds
                ),
            ));
            tracks.push(Track::boxes(
                format!(
                    "{} ({})",
                    lang.pick("Wounds", "Heridas"),
                    card.name.get(lang)
                ),
                u32::from(figure.wounds),
            ));
        }
    }
    tracks.push(Track::tally(lang.pick("Wound tokens", "Fichas de herida")));
    // Every token type the reference guide names for a unit (digest §3.4).
    for (en, es) in [
        ("Panic", "Pánico"),
        ("Stun", "Aturdimiento"),
        ("Immobilize", "Inmovilizar"),
        ("Blight", "Plaga"),
        ("Inspiration", "Inspiración"),
    ] {
        tracks.push(Track::tally(lang.pick(en, es)));
    }
    PlayUnit {
        name: name.to_owned(),
        facts,
        tracks,
    }
}

fn trays(count: u32, lang: Lang) -> String {
    match (count, lang) {
        (1, Lang::En) => "1 tray".to_owned(),
        (1, Lang::Es) => "1 bandeja".to_owned(),
        (n, _) => format!("{n} {}", lang.pick("trays", "bandejas")),
    }
}

/// `infantry` → `Infantry` (unit-type names are lowercase for use inside sentences).
fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
