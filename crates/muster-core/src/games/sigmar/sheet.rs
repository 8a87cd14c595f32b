//! The printed Age of Sigmar list.
//!
//! Matched play (digest §3): a group per regiment (its leader with the enhancements it
//! takes, its units with Reinforced marked, the points of each line and the regiment's
//! subtotal), the Regiment of Renown, the auxiliary units, and a group for the faction
//! terrain, the battle formation and the lores; then the totals (points against the limit,
//! drops, regiments against five, auxiliary units, models) and the verdict. The facts say
//! the season and the drops, which decide who picks the first turn (S4-DROP-1).
//!
//! Open play (digest §1): the units with their models, the player's Wounds and Bravery
//! marked as theirs (the data has neither: Health stands in for Wounds, Bravery is the
//! player's, S1-ARMY-2), the general or that it is chosen after deployment (S1-GEN-1), and
//! the models in all, which sudden death compares (S1-SD-1).
//!
//! What the data does not give is `None` and prints as unknown; nothing is guessed.

mod matched;
mod open;

use super::catalog::{Catalog, Pack};
use super::list::{Mode, SigmarList, UnitChoice};
use super::text::Enhance;
use super::totals::in_regiment;
use super::validate::{validate_list, Options, Totals};
use crate::diagnostic::Report;
use crate::lang::Lang;
use crate::sheet::{
    PlaySheet, PlayUnit, Sheet, SheetCost, SheetEntry, SheetFact, SheetGroup, SheetTotal, Track,
};

pub(crate) use super::validate::MAX_REGIMENTS;

/// An enhancement's points on a unit (none when it costs nothing; an id the pack lacks
/// counts as unknown).
fn enhancement_points(pack: Option<&Pack>, kind: Enhance, id: &str) -> Option<Option<u32>> {
    pack.and_then(|p| kind.of_pack(p).iter().find(|e| e.id == id))
        .map(|e| e.points)
}

/// The points of some units' lines, their enhancements included: what is known, and
/// whether some part is not (a unit without points or an id the pack lacks).
/// A unit the data lists no points for costs 0 (`Unit::cost`).
pub(crate) fn line_cost<'a>(
    pack: Option<&Pack>,
    choices: impl IntoIterator<Item = &'a UnitChoice>,
) -> SheetCost {
    let mut cost = SheetCost {
        known: 0,
        incomplete: false,
    };
    let mut add = |points: Option<u32>| match points {
        Some(p) => cost.known = cost.known.saturating_add(p),
        None => cost.incomplete = true,
    };
    for choice in choices {
        let unit = pack.and_then(|p| p.units.iter().find(|u| u.id == choice.unit));
        add(unit.map(|u| in_regiment(u, choice.reinforced)));
        for kind in [Enhance::HeroicTrait, Enhance::Artefact] {
            if let Some(id) = kind.chosen(choice) {
                match enhancement_points(pack, kind, id) {
                    Some(points) => add(Some(points.unwrap_or(0))),
                    None => add(None),
                }
            }
        }
        for id in &choice.enhancements {
            let record = pack.and_then(|p| p.table_enhancement(id));
            add(record.map(|(_, e)| e.points.unwrap_or(0)));
        }
    }
    cost
}

/// Builds the printed form of a list from the validator's report.
pub(crate) fn sheet(list: &SigmarList, catalog: &Catalog, options: &Options, lang: Lang) -> Sheet {
    let report: Report<Totals> = validate_list(list, catalog, options, lang);
    let pack = catalog.pack(&list.faction);
    let faction = pack.map_or_else(|| list.faction.clone(), |p| p.faction.name.clone());
    let (facts, groups, totals, units) = match list.mode {
        Mode::Matched => matched::parts(list, pack, &report.totals, lang),
        Mode::Open => open::parts(list, catalog, &report.totals, lang),
    };
    let mut game_tracks = vec![Track::tally(lang.pick("Battle round", "Ronda de batalla"))];
    if list.mode == Mode::Matched {
        game_tracks.push(Track::tally(lang.pick("Command points", "Puntos de mando")));
        game_tracks.push(Track::tally(
            lang.pick("Victory points", "Puntos de victoria"),
        ));
    }
    Sheet {
        game: <super::Sigmar as crate::game::Game>::PRODUCT.to_owned(),
        game_id: <super::Sigmar as crate::game::Game>::ID.to_owned(),
        faction_group: pack.and_then(|p| p.faction.grand_alliance.clone()),
        list_name: list.name.clone(),
        faction,
        facts,
        groups,
        costed: list.mode == Mode::Matched,
        totals,
        verdict: report.verdict,
        awaited: report.awaited.clone(),
        findings: report.diagnostics,
        notes: list.notes.clone(),
        footnotes: Vec::new(),
        play: PlaySheet { game_tracks, units },
    }
}

/// The parts of a sheet that depend on the mode.
pub(super) type Parts = (
    Vec<SheetFact>,
    Vec<SheetGroup>,
    Vec<SheetTotal>,
    Vec<PlayUnit>,
);

/// A total without a limit.
pub(super) fn count_total(label: &str, used: u32) -> SheetTotal {
    SheetTotal {
        label: label.to_owned(),
        used,
        used_incomplete: false,
        limit: None,
        limit_unknown: false,
    }
}

/// `not in the data`, for an id the pack lacks.
pub(super) fn not_in_data(lang: Lang) -> &'static str {
    lang.pick("not in the data", "no está en los datos")
}

/// An entry for an id the pack lacks: the id, said plainly, its cost unknown.
pub(super) fn missing(id: &str, lang: Lang) -> SheetEntry {
    SheetEntry {
        name: id.to_owned(),
        detail: not_in_data(lang).to_owned(),
        cost: None,
        items: Vec::new(),
    }
}

/// Boxes for the models slain and for the wounds on the model taking them (wounds go to
/// one model until it is slain, digest §2.5), or a box to count in where boxes would be
/// too many or the value is unknown; no model boxes for what the data fields without
/// models (faction terrain).
pub(super) fn tracks(models: u32, wounds: Option<u32>, lang: Lang) -> Vec<Track> {
    // Past a row's worth of boxes a running count is easier to keep than boxes.
    let boxes = |label: &str, count: Option<u32>| match count {
        Some(n @ 1..=20) => Track::boxes(label, n),
        _ => Track::tally(label),
    };
    let mut tracks = Vec::new();
    if models > 0 {
        tracks.push(boxes(
            lang.pick("Models slain", "Miniaturas muertas"),
            Some(models),
        ));
    }
    tracks.push(boxes(
        lang.pick(
            "Wounds on the current model",
            "Heridas en la miniatura actual",
        ),
        wounds,
    ));
    tracks
}
