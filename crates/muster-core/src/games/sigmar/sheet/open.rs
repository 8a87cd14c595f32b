//! The open-play parts of the printed list: the units with their models and the player's
//! Wounds and Bravery, the general, the models in all, and the table page's blocks.

use super::{count_total, not_in_data, tracks, Parts};
use crate::games::sigmar::catalog::{Catalog, Unit};
use crate::games::sigmar::list::{OpenUnit, SigmarList};
use crate::games::sigmar::text::models_text;
use crate::games::sigmar::validate::Totals;
use crate::lang::Lang;
use crate::sheet::{PlayUnit, SheetEntry, SheetFact, SheetGroup, Track};

pub(super) fn parts(list: &SigmarList, catalog: &Catalog, t: &Totals, lang: Lang) -> Parts {
    let mut entries = Vec::with_capacity(list.units.len());
    let mut play = Vec::with_capacity(list.units.len());
    let mut general = None;
    for open in &list.units {
        let faction = open.faction.as_deref().unwrap_or(&list.faction);
        let unit = catalog.unit(faction, &open.unit);
        let name = unit.map_or_else(|| open.unit.clone(), |u| u.name.clone());
        if open.general {
            general.get_or_insert_with(|| name.clone());
        }
        entries.push(open_entry(open, unit, &name, list, catalog, lang));
        play.push(play_open(open, unit, &name, lang));
    }
    let general = general.unwrap_or_else(|| {
        lang.pick("chosen after deployment", "se elige tras el despliegue")
            .to_owned()
    });
    let facts = vec![
        SheetFact::new(lang.pick("Mode", "Modo"), list.mode.name(lang)),
        SheetFact::new("General", general),
        SheetFact::new(lang.pick("Models", "Miniaturas"), t.models.to_string()),
    ];
    let groups = vec![SheetGroup {
        title: None,
        entries,
        subtotal: None,
        compact: false,
    }];
    let totals = vec![
        count_total(lang.pick("Units", "Unidades"), t.units as u32),
        count_total(lang.pick("Models", "Miniaturas"), t.models),
    ];
    (facts, groups, totals, play)
}

/// The player's Wounds (theirs when they entered it, the data's Health standing in
/// otherwise) and Bravery (theirs, or unknown).
fn wounds_and_bravery(open: &OpenUnit, unit: Option<&Unit>, lang: Lang) -> [String; 2] {
    let yours = lang.pick("yours", "tuyo");
    let wounds = match (open.wounds, unit.and_then(|u| u.profile.health)) {
        (Some(w), _) => format!("Wounds {w} ({yours})"),
        (None, Some(h)) => format!("Wounds {h} ({})", lang.pick("Health", "Salud")),
        (None, None) => "Wounds ?".to_owned(),
    };
    let bravery = match open.bravery {
        Some(b) => format!("Bravery {b} ({yours})"),
        None => "Bravery ?".to_owned(),
    };
    [wounds, bravery]
}

/// An open-play unit's entry: its models, Wounds and Bravery, its pack when it is not the
/// list's faction, whether the general is one of its models.
fn open_entry(
    open: &OpenUnit,
    unit: Option<&Unit>,
    name: &str,
    list: &SigmarList,
    catalog: &Catalog,
    lang: Lang,
) -> SheetEntry {
    let mut detail = vec![models_text(open.models, lang)];
    detail.extend(wounds_and_bravery(open, unit, lang));
    if let Some(faction) = open.faction.as_deref().filter(|f| *f != list.faction) {
        detail.push(
            catalog
                .pack(faction)
                .map_or_else(|| faction.to_owned(), |p| p.faction.name.clone()),
        );
    }
    if open.general {
        detail.push("General".to_owned());
    }
    if unit.is_none() {
        detail.push(not_in_data(lang).to_owned());
    }
    SheetEntry {
        name: name.to_owned(),
        detail: detail.join(" · "),
        cost: None,
        items: Vec::new(),
    }
}

/// An open-play unit's block: models, Wounds and Bravery, boxes for the models slain and
/// the wounds on the current model.
fn play_open(open: &OpenUnit, unit: Option<&Unit>, name: &str, lang: Lang) -> PlayUnit {
    let [wounds, bravery] = wounds_and_bravery(open, unit, lang);
    let per_model = open.wounds.or_else(|| unit.and_then(|u| u.profile.health));
    PlayUnit {
        name: name.to_owned(),
        facts: vec![
            SheetFact::new(lang.pick("Models", "Miniaturas"), open.models.to_string()),
            SheetFact::new("Wounds", wounds.trim_start_matches("Wounds ")),
            SheetFact::new("Bravery", bravery.trim_start_matches("Bravery ")),
        ],
        tracks: {
            let mut tracks = tracks(open.models, per_model, lang);
            tracks.push(Track::tally(
                lang.pick("Slain this turn", "Muertas este turno"),
            ));
            tracks
        },
    }
}
