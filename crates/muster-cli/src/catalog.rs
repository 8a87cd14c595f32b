//! `muster catalog GAME`: the ids a user needs to write a list.

mod diskwars;
mod sigmar;
mod underworlds;

use crate::games::CliGame;
use crate::{DataArg, DbArg, Format, LangArg};
use muster_core::games::runewars::{Catalog, SlotIcon};
use muster_core::games::underworlds::Underworlds;
use muster_core::{GameId, Lang};
use serde::Serialize;
use std::fmt::Write;
use std::process::ExitCode;

/// Arguments of `muster catalog`.
#[derive(clap::Args)]
pub(crate) struct Args {
    /// The game (`runewars`, `diskwars`, `sigmar`, `underworlds`).
    game: String,
    /// Only this faction (RuneWars: and the neutral upgrades; Diskwars: `order` or
    /// `destruction`, and what no faction restricts; Age of Sigmar: a pack's faction id;
    /// Underworlds: a warband id, with every deck).
    #[arg(long, value_name = "FACTION")]
    faction: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    /// Language of names.
    #[arg(long, value_enum, default_value_t)]
    lang: LangArg,
    #[command(flatten)]
    data: DataArg,
    /// The library beside which the Age of Sigmar packs you imported sit (folder
    /// `sigmar-packs`), and whose Underworlds warbands and decks you entered are shown.
    #[command(flatten)]
    db: DbArg,
}

pub(crate) fn run(args: &Args) -> Result<ExitCode, String> {
    let game: GameId = args.game.parse().map_err(|e| format!("{e}"))?;
    match game {
        GameId::RuneWars => {
            let catalog = args.data.runewars()?;
            if let Some(f) = &args.faction {
                if catalog.faction(f).is_none() {
                    let known: Vec<_> = catalog.factions().iter().map(|f| f.id.as_str()).collect();
                    return Err(format!(
                        "unknown faction '{f}' (known: {})",
                        known.join(", ")
                    ));
                }
            }
            let output = match args.format {
                Format::Json => runewars_json(&catalog, args.faction.as_deref()),
                Format::Text => runewars_text(&catalog, args.faction.as_deref(), args.lang.into()),
            };
            outln!("{output}");
            Ok(ExitCode::SUCCESS)
        }
        GameId::Diskwars => {
            let catalog = args.data.diskwars()?;
            if let Some(f) = &args.faction {
                if !catalog.factions().iter().any(|known| &known.id == f) {
                    let known: Vec<_> = catalog.factions().iter().map(|f| f.id.as_str()).collect();
                    return Err(format!(
                        "unknown faction '{f}' (known: {})",
                        known.join(", ")
                    ));
                }
            }
            let output = match args.format {
                Format::Json => diskwars::json(&catalog, args.faction.as_deref()),
                Format::Text => diskwars::text(&catalog, args.faction.as_deref(), args.lang.into()),
            };
            outln!("{output}");
            Ok(ExitCode::SUCCESS)
        }
        GameId::Sigmar => {
            let catalog = args.data.sigmar_beside(Some(&args.db.path()))?;
            if let Some(f) = &args.faction {
                if catalog.pack(f).is_none() {
                    let known: Vec<_> = catalog
                        .packs()
                        .iter()
                        .map(|p| p.faction.id.as_str())
                        .collect();
                    return Err(format!(
                        "unknown faction '{f}' (known: {})",
                        known.join(", ")
                    ));
                }
            }
            let output = match args.format {
                Format::Json => sigmar::json(&catalog, args.faction.as_deref()),
                Format::Text => sigmar::text(&catalog, args.faction.as_deref(), args.lang.into()),
            };
            outln!("{output}");
            Ok(ExitCode::SUCCESS)
        }
        GameId::Underworlds => {
            let catalog = Underworlds::catalog_for(&args.data, &args.db)?;
            if let Some(w) = &args.faction {
                if catalog.warband(w).is_none() {
                    let known: Vec<_> = catalog.warbands().iter().map(|w| w.id.as_str()).collect();
                    return Err(format!(
                        "unknown warband '{w}' (known: {})",
                        known.join(", ")
                    ));
                }
            }
            let only = args.faction.as_deref();
            let output = match args.format {
                Format::Json => underworlds::json(&catalog, only),
                Format::Text => underworlds::text(&catalog, only, args.lang.into()),
            };
            outln!("{output}");
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn in_faction(faction: Option<&str>, item: Option<&str>) -> bool {
    match (faction, item) {
        (None, _) | (_, None) => true,
        (Some(f), Some(i)) => f == i,
    }
}

#[derive(Serialize)]
struct CatalogView<'a> {
    game: &'static str,
    factions: Vec<&'a muster_core::games::runewars::Faction>,
    units: Vec<&'a muster_core::games::runewars::UnitCard>,
    upgrades: Vec<&'a muster_core::games::runewars::UpgradeCard>,
}

fn runewars_json(catalog: &Catalog, faction: Option<&str>) -> String {
    let view = CatalogView {
        game: "runewars",
        factions: catalog
            .factions()
            .iter()
            .filter(|f| in_faction(faction, Some(&f.id)))
            .collect(),
        units: catalog
            .units()
            .iter()
            .filter(|u| in_faction(faction, Some(&u.faction)))
            .collect(),
        upgrades: catalog
            .upgrades()
            .iter()
            .filter(|u| in_faction(faction, u.faction.as_deref()))
            .collect(),
    };
    serde_json::to_string_pretty(&view).expect("catalogues serialize")
}

fn slot_list(slots: &[SlotIcon], lang: Lang) -> String {
    if slots.is_empty() {
        return "-".to_owned();
    }
    slots
        .iter()
        .map(|s| s.name(lang))
        .collect::<Vec<_>>()
        .join(", ")
}

fn runewars_text(catalog: &Catalog, faction: Option<&str>, lang: Lang) -> String {
    let mut out = String::new();
    for f in catalog
        .factions()
        .iter()
        .filter(|f| in_faction(faction, Some(&f.id)))
    {
        let _ = writeln!(out, "{} ({})", f.name.get(lang), f.id);
        let _ = writeln!(out, "  {}:", lang.pick("Units", "Unidades"));
        for u in catalog.units().iter().filter(|u| u.faction == f.id) {
            let unique = if u.unique {
                lang.pick(", unique", ", única")
            } else {
                ""
            };
            let _ = writeln!(
                out,
                "    {} — {} ({}{unique})",
                u.id,
                u.name.get(lang),
                u.unit_type.name(lang)
            );
            for c in &u.configurations {
                let _ = writeln!(
                    out,
                    "      {:<14} {:>3} pts  {}",
                    c.id,
                    c.cost,
                    slot_list(&c.slots, lang)
                );
            }
        }
        write_upgrades(&mut out, catalog, Some(&f.id), lang);
    }
    let _ = writeln!(
        out,
        "{}",
        lang.pick("Neutral upgrades", "Mejoras neutrales")
    );
    write_upgrades(&mut out, catalog, None, lang);
    out.trim_end().to_owned()
}

fn write_upgrades(out: &mut String, catalog: &Catalog, faction: Option<&str>, lang: Lang) {
    let _ = writeln!(out, "  {}:", lang.pick("Upgrades", "Mejoras"));
    for u in catalog
        .upgrades()
        .iter()
        .filter(|u| u.faction.as_deref() == faction)
    {
        let mut notes = Vec::new();
        if u.unique {
            notes.push(lang.pick("unique", "única").to_owned());
        }
        if let Some(fig) = u.figure {
            notes.push(format!(
                "{} {}/{}",
                lang.pick("figure", "miniatura"),
                fig.defense,
                fig.wounds
            ));
        }
        if !u.restrictions.unit_types.is_empty() {
            notes.push(
                u.restrictions
                    .unit_types
                    .iter()
                    .map(|t| t.name(lang))
                    .collect::<Vec<_>>()
                    .join("/"),
            );
        }
        if !u.restrictions.units.is_empty() {
            notes.push(format!(
                "{} {}",
                lang.pick("only", "solo"),
                u.restrictions.units.join("/")
            ));
        }
        let notes = if notes.is_empty() {
            String::new()
        } else {
            format!("  ({})", notes.join("; "))
        };
        let _ = writeln!(
            out,
            "    {:<32} {:<10} {:>3} pts{notes}",
            u.id,
            u.slot.name(lang),
            u.cost
        );
    }
}
