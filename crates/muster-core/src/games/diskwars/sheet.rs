//! The printed Diskwars list: a group per regiment (its hero and recruitment points, the
//! units with their recruitment costs, the points used), the totals per regiment and for
//! the hand, the verdict, and a table page with each disc's printed stats and boxes for
//! its tokens (digest §3.2, §3.12).
//!
//! Most values of the pack are unknown (the rulebook does not print them): an unknown cost
//! is `None` and prints as `?`, an unknown stat is written `?`, and a track whose length
//! depends on an unknown stat is one wide box to write a count in. Nothing is guessed. A
//! cost or recruitment points the player entered (user data) say "your data" beside them; a
//! value from community data carries a mark (`*`, `*?` when doubtful) that the footnotes
//! explain, so it never reads as the rulebook's.

use super::catalog::{Catalog, Disc, Known, Size};
use super::list::{DiskwarsList, Mode};
use super::play::ROUNDS;
use super::totals::{RegimentTotals, Totals};
use crate::diagnostic::Report;
use crate::lang::Lang;
use crate::sheet::{left_text, or_unknown, COMMUNITY_MARK, DOUBTFUL_MARK};
use crate::sheet::{
    PlaySheet, PlayUnit, Sheet, SheetEntry, SheetFact, SheetGroup, SheetTotal, Track,
};

/// Builds the printed form of a list from the validator's report.
pub(crate) fn sheet(list: &DiskwarsList, catalog: &Catalog, lang: Lang) -> Sheet {
    let report: Report<Totals> = super::validate::validate_list(list, catalog, lang);
    let totals = &report.totals;
    let faction = totals
        .faction
        .as_deref()
        .map(|id| {
            catalog
                .factions()
                .iter()
                .find(|f| f.id == id)
                .map_or_else(|| id.to_owned(), |f| f.name.get(lang).to_owned())
        })
        .unwrap_or_else(|| "?".to_owned());

    // The introductory armies come as they are (rulebook p.4): no recruitment points, no
    // costs, no unspent points for the initiative, no hand size from command values.
    let intro = list.mode == Mode::Introductory;
    let mut groups = Vec::with_capacity(list.regiments.len());
    let mut regiment_totals = Vec::with_capacity(list.regiments.len());
    let mut play_units = Vec::new();
    for (r, regiment) in list.regiments.iter().enumerate() {
        let hero = disc_name(catalog, &regiment.hero, lang);
        let t = totals.regiments.get(r);
        let points = t.and_then(|t| t.points);
        let mut title = if intro {
            hero.clone()
        } else {
            format!(
                "{hero} — {} {}",
                or_unknown(points),
                lang.pick("recruitment points", "puntos de reclutamiento")
            )
        };
        let hero_points = catalog
            .disc(&regiment.hero)
            .and_then(|h| h.recruitment_points.as_ref());
        if !intro && is_users(hero_points) {
            title = format!("{title} ({})", your_data(lang));
        }

        let mut entries = Vec::new();
        let mut units = regiment.units.iter().peekable();
        while let Some(id) = units.next() {
            let mut count = 1u32;
            while units.next_if(|next| *next == id).is_some() {
                count += 1;
            }
            entries.push(entry(catalog, id, count, !intro, lang));
        }

        play_units.push(play_disc(catalog, &regiment.hero, None, lang));
        let mut copies = std::collections::HashMap::new();
        for id in &regiment.units {
            let of = regiment.units.iter().filter(|u| *u == id).count();
            let copy = copies.entry(id.as_str()).or_insert(0);
            *copy += 1;
            let number = (of > 1).then_some(*copy);
            play_units.push(play_disc(catalog, id, number, lang));
        }

        groups.push(SheetGroup {
            title: Some(title),
            entries,
            subtotal: t.filter(|_| !intro).map(|t| t.spent.cost()),
            compact: false,
        });
        if let Some(t) = t.filter(|_| !intro) {
            regiment_totals.push(regiment_total(&hero, t, lang));
        }
    }

    let mut sheet_totals = regiment_totals;
    let hand_label = lang.pick("Command cards", "Cartas de Mando");
    sheet_totals.push(SheetTotal {
        label: hand_label.to_owned(),
        used: totals.hand,
        used_incomplete: false,
        limit: totals.hand_limit.filter(|_| !intro),
        limit_unknown: !intro && totals.hand_limit.is_none(),
    });

    Sheet {
        game: <super::Diskwars as crate::game::Game>::PRODUCT.to_owned(),
        game_id: <super::Diskwars as crate::game::Game>::ID.to_owned(),
        faction_group: None,
        list_name: list.name.clone(),
        faction,
        facts: facts(list, catalog, totals, lang),
        groups,
        costed: !intro,
        totals: sheet_totals,
        verdict: report.verdict,
        awaited: report.awaited.clone(),
        findings: report.diagnostics,
        notes: list.notes.clone(),
        footnotes: footnotes(list, catalog, !intro, lang),
        play: PlaySheet {
            game_tracks: vec![
                Track::rounds(ROUNDS, lang),
                Track::tally(lang.pick("Victory points", "Puntos de victoria")),
            ],
            units: play_units,
        },
    }
}

/// The facts under the title: the mode, the regiments against the agreed count, the
/// unspent points (added to the initiative roll, R-REG-4) and the hand, its size against
/// the heroes' command values (R-CMD-1) and its cards.
fn facts(list: &DiskwarsList, catalog: &Catalog, totals: &Totals, lang: Lang) -> Vec<SheetFact> {
    let fielded = list.regiments.len() as u32;
    let cards: Vec<&str> = list
        .command_cards
        .iter()
        .map(|id| {
            catalog
                .command_card(id)
                .map_or(id.as_str(), |c| c.name.get(lang))
        })
        .collect();
    let regiments = match totals.regiment_count {
        Some(agreed) => format!("{fielded} {} {agreed}", lang.pick("of", "de")),
        None => fielded.to_string(),
    };
    let intro = list.mode == Mode::Introductory;
    let hand = if intro {
        format!("{} ({})", lang.pick("Hand", "Mano"), totals.hand)
    } else {
        format!(
            "{} ({} {} {})",
            lang.pick("Hand", "Mano"),
            totals.hand,
            lang.pick("of", "de"),
            or_unknown(totals.hand_limit)
        )
    };
    let mut facts = vec![
        SheetFact::new(lang.pick("Mode", "Modo"), list.mode.name(lang)),
        SheetFact::new(lang.pick("Regiments", "Regimientos"), regiments),
    ];
    if !intro {
        facts.push(SheetFact::new(
            lang.pick(
                "Unspent points (initiative)",
                "Puntos sin gastar (iniciativa)",
            ),
            or_unknown(totals.unspent),
        ));
    }
    facts.push(SheetFact::new(
        hand,
        if cards.is_empty() {
            "—".to_owned()
        } else {
            cards.join(", ")
        },
    ));
    facts
}

/// A regiment's row in the totals: the points its units use of its hero's (`13+? / 33` when
/// a cost is unknown, `18 / ?` when the hero's points are), and what is left when both are
/// known.
fn regiment_total(hero: &str, t: &RegimentTotals, lang: Lang) -> SheetTotal {
    let points = lang.pick("points", "puntos");
    let label = match (t.points, t.spent.unknown) {
        (Some(_), 0) => format!("{hero}: {points} ({})", left_text(t.left, lang)),
        _ => format!("{hero}: {points}"),
    };
    SheetTotal {
        label,
        used: t.spent.known,
        used_incomplete: t.spent.unknown > 0,
        limit: t.points,
        limit_unknown: t.points.is_none(),
    }
}

/// A run of one unit: its name (with the count when more than one), cost and detail.
/// `costed` false (the introductory armies): no costs, and no size said to be unknown.
fn entry(catalog: &Catalog, id: &str, count: u32, costed: bool, lang: Lang) -> SheetEntry {
    let disc = catalog.disc(id);
    let cost = disc.and_then(|d| d.cost.as_ref()).map(|k| k.value);
    let name = disc_name(catalog, id, lang);
    let mut detail = Vec::new();
    match disc {
        Some(disc) => {
            match disc.size.as_ref() {
                Some(size) => detail.push(format!(
                    "{}{}",
                    size_name(size.value, lang),
                    mark(Some(size))
                )),
                None if costed => detail.push(format!("{} ?", lang.pick("Size", "Tamaño"))),
                None => {}
            }
            if is_true(&disc.unique) {
                detail.push(lang.pick("unique", "único").to_owned());
            }
            if is_true(&disc.elite) {
                detail.push(format!(
                    "{}{}",
                    lang.pick("elite", "élite"),
                    mark(disc.elite.as_ref())
                ));
            }
            if costed && is_users(disc.cost.as_ref()) {
                detail.push(format!(
                    "{}: {}",
                    lang.pick("cost", "coste"),
                    your_data(lang)
                ));
            } else if costed && !mark(disc.cost.as_ref()).is_empty() {
                detail.push(format!(
                    "{}{}",
                    lang.pick("cost", "coste"),
                    mark(disc.cost.as_ref())
                ));
            }
        }
        None => detail.push(
            lang.pick("not in the data", "no está en los datos")
                .to_owned(),
        ),
    }
    if costed && count > 1 {
        detail.push(format!(
            "{count} × {} {}",
            or_unknown(cost),
            lang.pick("points", "puntos")
        ));
    }
    SheetEntry {
        name: if count > 1 {
            format!("{count}× {name}")
        } else {
            name
        },
        detail: detail.join(" · "),
        cost: cost.map(|c| c * count),
        items: Vec::new(),
    }
}

/// A disc's block on the table page: its printed stats (`?` where unknown) and boxes for
/// its tokens. `copy` numbers one of several copies in a regiment.
fn play_disc(catalog: &Catalog, id: &str, copy: Option<usize>, lang: Lang) -> PlayUnit {
    let disc = catalog.disc(id);
    let mut name = disc_name(catalog, id, lang);
    if let Some(copy) = copy {
        name = format!("{name} #{copy}");
    }
    let stats = disc.map(|d| &d.stats);
    let stat = |get: fn(&super::catalog::Stats) -> &Option<Known<u8>>| {
        stats.and_then(|s| get(s).as_ref()).map(|k| k.value)
    };
    let toughness = stat(|s| &s.toughness);
    let vigor = stat(|s| &s.vigor);
    let mut facts = Vec::new();
    if let Some(disc) = disc {
        facts.push(SheetFact::new(
            lang.pick("Kind", "Tipo"),
            kind_name(disc, lang),
        ));
    }
    for (label, value) in [
        (lang.pick("Movement", "Movimiento"), stat(|s| &s.movement)),
        (lang.pick("Attack", "Ataque"), stat(|s| &s.attack)),
        (
            lang.pick("Counter", "Contraataque"),
            stat(|s| &s.counterattack),
        ),
        (lang.pick("Toughness", "Resistencia"), toughness),
        (lang.pick("Stamina", "Vigor"), vigor),
    ] {
        facts.push(SheetFact::new(label, or_unknown(value)));
    }
    let damage = lang.pick("Damage", "Daño");
    let wounds = lang.pick("Wounds", "Heridas");
    let tracks = vec![
        // Damage tokens up to the Toughness make a wound (digest §3.4).
        match toughness {
            Some(t) => Track::boxes(damage, u32::from(t)),
            None => Track::tally(damage),
        },
        // A disc with Stamina V survives V wounds; the next removes it (§3.4).
        match vigor {
            Some(v) => Track::boxes(wounds, u32::from(v) + 1),
            None => Track::tally(wounds),
        },
        Track::boxes(lang.pick("Activated", "Activado"), 1),
        Track::boxes(lang.pick("Power", "Potencia"), 1),
    ];
    PlayUnit {
        name,
        facts,
        tracks,
    }
}

/// `Hero` or `Unit`, with the size when known.
fn kind_name(disc: &Disc, lang: Lang) -> String {
    let kind = match disc.kind {
        super::catalog::DiscKind::Hero => lang.pick("Hero", "Héroe"),
        super::catalog::DiscKind::Unit => lang.pick("Unit", "Unidad"),
    };
    match disc.size.as_ref() {
        Some(size) => format!(
            "{kind}, {}{}",
            size_name(size.value, lang).to_lowercase(),
            mark(Some(size))
        ),
        None => kind.to_owned(),
    }
}

fn size_name(size: Size, lang: Lang) -> &'static str {
    match size {
        Size::Small => lang.pick("Small", "Pequeño"),
        Size::Medium => lang.pick("Medium", "Mediano"),
        Size::Large => lang.pick("Large", "Grande"),
    }
}

/// The mark a printed value carries: none for the rulebook's or the player's, one for a
/// value from community data, another for one its source calls doubtful.
fn mark<T>(value: Option<&Known<T>>) -> &'static str {
    match value {
        Some(k) if k.is_community() && k.doubt.is_some() => DOUBTFUL_MARK,
        Some(k) if k.is_community() => COMMUNITY_MARK,
        _ => "",
    }
}

/// What the marks on the sheet mean, a line for each mark a printed value of the list
/// carries (its size, elite mark, and cost where costs print).
fn footnotes(list: &DiskwarsList, catalog: &Catalog, costed: bool, lang: Lang) -> Vec<String> {
    let marks: Vec<&str> = list
        .regiments
        .iter()
        .flat_map(|r| std::iter::once(&r.hero).chain(&r.units))
        .filter_map(|id| catalog.disc(id))
        .flat_map(|d| {
            let cost = d.cost.as_ref().filter(|_| costed);
            let elite = d.elite.as_ref().filter(|k| k.value);
            [mark(d.size.as_ref()), mark(elite), mark(cost)]
        })
        .collect();
    let mut lines = Vec::new();
    if marks.contains(&COMMUNITY_MARK) || marks.contains(&DOUBTFUL_MARK) {
        // Which community data and its date, in words: paper has no "Details".
        let said = catalog.parts().community.as_ref().map_or_else(
            || {
                lang.pick("community data", "datos de la comunidad")
                    .to_owned()
            },
            |r| r.said(lang),
        );
        lines.push(format!(
            "{COMMUNITY_MARK} {}",
            lang.pick(
                format!(
                    "From community data ({said}), not checked against the printed discs; a \
                     value the rulebook gives wins."
                ),
                format!(
                    "De datos de la comunidad ({said}), sin comprobar con los discos impresos; \
                     un valor que da el reglamento prevalece."
                ),
            )
        ));
    }
    if marks.contains(&DOUBTFUL_MARK) {
        lines.push(format!(
            "{DOUBTFUL_MARK} {}",
            lang.pick(
                "Doubtful community value: check it on your disc.",
                "Valor dudoso de la comunidad: compruébalo en tu disco.",
            )
        ));
    }
    lines
}

/// True for a value the player entered (its source starts `user:`), which the sheet
/// marks as theirs.
fn is_users<T>(value: Option<&Known<T>>) -> bool {
    value.is_some_and(Known::is_users)
}

fn your_data(lang: Lang) -> &'static str {
    lang.pick("your data", "tus datos")
}

fn is_true(value: &Option<Known<bool>>) -> bool {
    value.as_ref().is_some_and(|k| k.value)
}

/// A disc's name in `lang`, or its id when the catalogue lacks it.
fn disc_name(catalog: &Catalog, id: &str, lang: Lang) -> String {
    catalog
        .disc(id)
        .map_or_else(|| id.to_owned(), |d| d.name.get(lang).to_owned())
}
