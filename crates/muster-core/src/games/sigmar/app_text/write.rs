//! Writing a matched-play list in the app's shape, every name and cost from the pack.

use super::faction_named;
use super::lines::{
    battle_tactics, bullet, heading, is_bookkeeping, is_separator, labelled, season, strip_cost,
    title, LABELS,
};
use crate::games::sigmar::catalog::{Catalog, Pack};
use crate::games::sigmar::list::{Mode, SigmarList, UnitChoice};
use crate::games::sigmar::text::{Enhance, Slot};
use crate::games::sigmar::totals::in_regiment;
use crate::games::sigmar::validate::{validate_list, Options};
use crate::lang::Lang;
use crate::list_text::{find, one_line, split_count, written, Found, Named};
use std::fmt::Write;

/// True when `shown`, alone on a line, reads as nothing but a name: no cost, bullet,
/// heading, label, count or line the reader skips.
fn plain(shown: &str) -> bool {
    shown == shown.trim()
        && !shown.is_empty()
        && strip_cost(shown) == shown
        && bullet(shown).is_none()
        && heading(shown).is_none()
        && labelled(shown).is_none()
        && title(shown).is_none()
        && season(shown).is_none()
        && !is_bookkeeping(shown)
        && battle_tactics(shown).is_none()
        && !is_separator(shown)
        && split_count(shown).0.is_none()
        && !shown.contains('|')
        && !super::lines::is_app_footer(shown)
}

/// A record's name as a line writes it: the pack's name where it reads back as this
/// record among `items`, its id otherwise.
fn name_of<'c, T: Named>(items: &'c [T], id: &'c str) -> &'c str {
    match items.iter().find(|item| item.id() == id) {
        Some(item) => {
            let shown = item.names()[0].unwrap_or(id);
            written(id, shown, |s| plain(s) && find(s, items) == Found::One(id))
        }
        None => id,
    }
}

/// ` (20 Points)` for a choice that costs points.
fn points_suffix(points: Option<u32>) -> String {
    points.map(|p| format!(" ({p} Points)")).unwrap_or_default()
}

/// Writes a matched-play list as the official app exports it (see the module
/// documentation); `None` for an open-play list, which the app's text cannot hold.
pub fn write_app_text(list: &SigmarList, catalog: &Catalog) -> Option<String> {
    if list.mode != Mode::Matched {
        return None;
    }
    let report = validate_list(list, catalog, &Options::default(), Lang::En);
    let pack = catalog.pack(&list.faction);
    let mut out = String::new();
    let name = one_line(&list.name);
    let spent = report.totals.points;
    let limit = list.points_limit();
    let _ = match name.trim() {
        "" => writeln!(out, "{spent}/{limit} pts"),
        name => writeln!(out, "{name} {spent}/{limit} pts"),
    };
    out.push('\n');
    let faction = match pack {
        Some(pack) => written(&list.faction, &pack.faction.name, |s| {
            plain(s) && faction_named(catalog, s).is_some_and(|p| p.faction.id == list.faction)
        }),
        None => &list.faction,
    };
    let _ = writeln!(out, "{faction}");
    let formation = Slot::BattleFormation.ids(list).next();
    if let Some(line) = formation.map(|id| choice(Slot::BattleFormation, id, pack)) {
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(
        out,
        "{}",
        crate::games::sigmar::catalog::season_name(list.season())
    );
    let _ = writeln!(out, "Drops: {}", report.totals.drops);
    // A formation beyond the first is written with its label, as the lores are.
    for (at, (label, slot)) in LABELS.into_iter().enumerate() {
        for id in slot.ids(list).skip(usize::from(at == 0)) {
            let _ = writeln!(out, "{label} - {}", choice(slot, id, pack));
        }
    }
    let mut numbered = 0;
    for regiment in &list.regiments {
        out.push('\n');
        if regiment.general {
            out.push_str("General's Regiment\n");
        } else {
            numbered += 1;
            let _ = writeln!(out, "Regiment {numbered}");
        }
        write_unit(&mut out, pack, &regiment.leader, regiment.general);
        for unit in &regiment.units {
            write_unit(&mut out, pack, unit, false);
        }
    }
    if !list.auxiliaries.is_empty() {
        out.push_str("\nAuxiliary Units\n");
        for unit in &list.auxiliaries {
            write_unit(&mut out, pack, unit, false);
        }
    }
    let renowns: Vec<&str> = Slot::RegimentOfRenown.ids(list).collect();
    if !renowns.is_empty() {
        out.push_str("\nRegiments of Renown\n");
    }
    for id in renowns {
        let renown = pack.and_then(|p| p.renown(id));
        let shown = pack.map_or(id, |p| name_of(&p.regiments_of_renown, id));
        let cost = renown
            .and_then(|r| r.points)
            .map(|p| format!(" ({p})"))
            .unwrap_or_default();
        let _ = writeln!(out, "{shown}{cost}");
        if let Some(renown) = renown {
            // Its units by name, once per copy (a regiment may field two of one warscroll).
            for unit in &renown.units {
                let shown = written(&unit.id, &unit.name, |s| {
                    plain(s) && find(s, &renown.units) != Found::Nothing
                });
                let _ = writeln!(out, "{shown}");
            }
        }
    }
    let terrains: Vec<&str> = Slot::FactionTerrain.ids(list).collect();
    if !terrains.is_empty() {
        out.push_str("\nFaction Terrain\n");
    }
    for id in terrains {
        let shown = pack.map_or(id, |p| name_of(&p.units, id));
        let _ = writeln!(out, "{shown}");
    }
    Some(out)
}

/// A formation's or lore's name with its cost.
fn choice(slot: Slot, id: &str, pack: Option<&Pack>) -> String {
    let Some(pack) = pack else {
        return id.to_owned();
    };
    let items = slot.choices(pack);
    let points = items.iter().find(|c| c.id == id).and_then(|c| c.points);
    format!("{}{}", name_of(items, id), points_suffix(points))
}

/// `Liberators (220)` and its `•` lines: the general's mark, the enhancements, Reinforced.
fn write_unit(out: &mut String, pack: Option<&Pack>, choice: &UnitChoice, general: bool) {
    let unit = pack.and_then(|p| p.units.iter().find(|u| u.id == choice.unit));
    let shown = pack.map_or(choice.unit.as_str(), |p| name_of(&p.units, &choice.unit));
    let cost = unit
        .map(|u| in_regiment(u, choice.reinforced))
        .map(|p| format!(" ({p})"))
        .unwrap_or_default();
    let _ = writeln!(out, "{shown}{cost}");
    if general {
        out.push_str("• General\n");
    }
    for kind in [Enhance::HeroicTrait, Enhance::Artefact] {
        let Some(id) = kind.chosen(choice) else {
            continue;
        };
        let items = pack.map_or(&[][..], |p| kind.of_pack(p));
        let points = items.iter().find(|e| e.id == id).and_then(|e| e.points);
        let cost = points
            .map(|p| format!(" - ({p}) Points"))
            .unwrap_or_default();
        let shown = name_of(items, id);
        // A name the other kind also has is written with its kind, as the app may.
        let other = match kind {
            Enhance::HeroicTrait => Enhance::Artefact,
            Enhance::Artefact => Enhance::HeroicTrait,
        };
        let shared = pack.is_some_and(|p| find(shown, other.of_pack(p)) != Found::Nothing);
        let label = match (shared, kind) {
            (false, _) => "",
            (true, Enhance::HeroicTrait) => "Heroic Trait - ",
            (true, Enhance::Artefact) => "Artefact of Power - ",
        };
        let _ = writeln!(out, "• {label}{shown}{cost}");
    }
    // The faction's own tables (monstrous traits, big names…): by name, which the reader
    // looks up among the tables when no heroic trait or artefact has it.
    for id in &choice.enhancements {
        let found = pack.and_then(|p| p.table_enhancement(id));
        let (shown, points) =
            found.map_or((id.as_str(), None), |(_, e)| (e.name.as_str(), e.points));
        let cost = points
            .map(|p| format!(" - ({p}) Points"))
            .unwrap_or_default();
        let _ = writeln!(out, "• {shown}{cost}");
    }
    if choice.reinforced {
        out.push_str("• Reinforced\n");
    }
}
