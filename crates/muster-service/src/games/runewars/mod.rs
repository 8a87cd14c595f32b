//! RuneWars in the application layer: its pack and the player's own units, upgrades, factions
//! and boxes; its report and catalogue in a terminal and in the builder; its tracker.

mod builder;
mod card;
mod terminal;
mod tracker;

pub use builder::{
    BoxItemView, BoxView, CatalogView, ConfigurationView, FigureView, UnitView, UpgradeView,
};
pub use tracker::{Checks as RuneWarsChecks, RuneWarsTracker};

use crate::error::AppError;
use crate::muster::Muster;
use crate::served::{Hold, Readings, Seated, Served, UnitCard};
use muster_core::community::Words;
use muster_core::games::runewars::{
    self, Catalog, Options, RuneWars, RuneWarsList, RuneWarsSetup, Totals,
};
use muster_core::Bilingual;
use muster_core::{Lang, Report};
use muster_store::{LiveMatch, UnixMillis};

impl Served for RuneWars {
    const ABOUT: Bilingual = Bilingual {
        en: "Army building with every rule checked, saved lists with their history, your collection, printing and matches tracked round by round.",
        es: "Creación de ejércitos con todas las reglas comprobadas, listas guardadas con su historial, tu colección, impresión y partidas anotadas ronda a ronda.",
    };
    fn shipped(pack: &Catalog) -> Words {
        let (units, upgrades, factions) = (
            pack.units().len(),
            pack.upgrades().len(),
            pack.factions().len(),
        );
        Words {
            en: format!("Included: {units} units and {upgrades} upgrade cards of {factions} factions, from community BattleScribe data."),
            es: format!("Incluye {units} unidades y {upgrades} cartas de mejora de {factions} facciones, de datos de BattleScribe de la comunidad."),
        }
    }
    fn options(readings: &Readings) -> Options {
        Options {
            faction_upgrades: readings.faction_upgrades,
            unique_cap_rounding: readings.unique_rounding,
        }
    }

    fn report_text(
        list: &RuneWarsList,
        catalog: &Catalog,
        report: &Report<Totals>,
        lang: Lang,
    ) -> String {
        terminal::report(list, catalog, report, lang)
    }

    fn faction_ids(catalog: &Catalog) -> Vec<String> {
        catalog.factions().iter().map(|f| f.id.clone()).collect()
    }

    fn catalog_text(catalog: &Catalog, faction: Option<&str>, lang: Lang) -> String {
        terminal::text(catalog, faction, lang)
    }

    fn catalog_json(catalog: &Catalog, faction: Option<&str>) -> String {
        terminal::json(catalog, faction)
    }

    /// A unit card of the catalogue (the pack and the player's own), whatever `faction`.
    fn unit_card(
        session: &mut impl Hold,
        _faction: Option<&str>,
        unit: &str,
        lang: Lang,
    ) -> Result<UnitCard, AppError> {
        card::card(&*session.catalog::<RuneWars>()?, unit, lang)
    }

    fn eligible_upgrades(list: &RuneWarsList, index: usize, catalog: &Catalog) -> Vec<String> {
        runewars::eligible_upgrades(list, index, catalog, &Options::default())
            .into_iter()
            .map(|u| u.id.clone())
            .collect()
    }

    type Tracker = RuneWarsTracker;

    fn tracker(
        live: &LiveMatch<RuneWars>,
        finished_at: Option<UnixMillis>,
        lang: Lang,
    ) -> RuneWarsTracker {
        tracker::tracker(live, finished_at, lang)
    }

    fn setup(
        _: &mut impl Hold,
        players: Vec<Seated<RuneWarsList>>,
        lang: Lang,
    ) -> Result<RuneWarsSetup, AppError> {
        tracker::setup(players, lang)
    }
}

impl Muster {
    /// `runewars_catalog`: the catalogue the library sees (the pack and the player's own
    /// records), names in `lang`.
    pub fn runewars_catalog(&self, lang: Lang) -> Result<CatalogView, AppError> {
        self.session(|session| {
            Ok(builder::catalog_view(
                &*session.catalog::<RuneWars>()?,
                lang,
            ))
        })
    }
}
