//! Diskwars in the application layer: its pack and the values the player enters from their
//! own discs and cards; its report and catalogue in a terminal and in the builder; its
//! tracker.

mod builder;
mod card;
mod terminal;
mod tracker;
mod values;

pub use builder::{
    CommandCardView, DiscView, DiskwarsBoxLine, DiskwarsBoxView, DiskwarsCatalogView, EntryView,
    IntroductoryArmyView, PreBuiltRegimentView, RaceView, StatsView, ValueView,
};
pub use tracker::{Checks as DiskwarsChecks, DiscNow, DiskwarsTracker};
pub use values::{CellEdit, CellFault, NeededValue, MAX_CELLS as MAX_VALUE_CELLS};

use crate::error::AppError;
use crate::muster::Muster;
use crate::served::{Hold, Readings, Seated, Served, UnitCard};
use muster_core::community::Words;
use muster_core::games::diskwars::{Catalog, Diskwars, DiskwarsList, DiskwarsSetup, Totals};
use muster_core::Bilingual;
use muster_core::{Lang, Report};
use muster_store::{LiveMatch, UnixMillis};

impl Served for Diskwars {
    const ABOUT: Bilingual = Bilingual {
        en: "Armies built regiment by regiment with every rule checked, the command hand, printing and saved lists; matches of 2 to 4 players tracked round by round.",
        es: "Ejércitos por regimientos con todas las reglas comprobadas, la mano de cartas de Mando, impresión y listas guardadas; partidas de 2 a 4 jugadores anotadas ronda a ronda.",
    };
    fn shipped(pack: &Catalog) -> Words {
        let discs = pack.discs().len();
        // A disc can join an army once its recruitment value is known (R-REG-3).
        let valued = pack
            .discs()
            .iter()
            .filter(|d| d.cost.is_some() || d.recruitment_points.is_some())
            .count();
        let regiments = pack.pre_built_regiments().len();
        let (rest_en, rest_es) = if valued < discs {
            (
                " (enter the others from your own discs)",
                " (introduce los demás desde tus propios discos)",
            )
        } else {
            ("", "")
        };
        Words {
            en: format!("Included: {discs} discs, {valued} of them with their recruitment value from the rulebook or community data{rest_en}, and {regiments} pre-built regiments."),
            es: format!("Incluye {discs} discos, {valued} con su valor de reclutamiento del reglamento o de datos de la comunidad{rest_es}, y {regiments} regimientos ya formados."),
        }
    }
    /// Diskwars has no reading of an unclear rule to choose yet.
    fn options(_: &Readings) {}

    fn report_text(
        list: &DiskwarsList,
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

    /// A disc of the catalogue, with the community's and the player's values, whatever
    /// `faction`.
    fn unit_card(
        session: &mut impl Hold,
        _faction: Option<&str>,
        unit: &str,
        lang: Lang,
    ) -> Result<UnitCard, AppError> {
        card::card(&*session.catalog::<Diskwars>()?, unit, lang)
    }

    type Tracker = DiskwarsTracker;

    fn tracker(
        live: &LiveMatch<Diskwars>,
        finished_at: Option<UnixMillis>,
        lang: Lang,
    ) -> DiskwarsTracker {
        tracker::tracker(live, finished_at, lang)
    }

    fn setup(
        _: &mut impl Hold,
        players: Vec<Seated<DiskwarsList>>,
        _: Lang,
    ) -> Result<DiskwarsSetup, AppError> {
        Ok(tracker::setup(players))
    }
}

impl Muster {
    /// `diskwars_catalog`: the catalogue the library sees (the pack plus the player's values),
    /// names in `lang`.
    pub fn diskwars_catalog(&self, lang: Lang) -> Result<DiskwarsCatalogView, AppError> {
        self.session(|session| {
            Ok(builder::catalog_view(
                &*session.catalog::<Diskwars>()?,
                lang,
            ))
        })
    }

    /// `diskwars_values_save`: cells the player typed, stored together or not at all (see
    /// [`values`]); the refused cells, none when stored.
    pub fn diskwars_values_save(
        &self,
        edits: &[CellEdit],
        lang: Lang,
    ) -> Result<Vec<CellFault>, AppError> {
        values::values_save(self, edits, lang)
    }

    /// `diskwars_values_needed`: the values the saved Diskwars lists wait for (see
    /// [`values`]).
    pub fn diskwars_values_needed(&self, lang: Lang) -> Result<Vec<NeededValue>, AppError> {
        values::values_needed(self, lang)
    }

    /// `muster user-data import diskwars FILE`: a table of values (CSV text, `shown` naming
    /// it) stored as the player's, or nothing stored and every bad cell named (see
    /// [`values`]). The number of records changed.
    pub fn diskwars_values_import(&self, text: &str, shown: &str) -> Result<usize, AppError> {
        values::table_import(self, text, shown)
    }

    /// `muster user-data export diskwars`: every disc and command card with its values as
    /// CSV, names in `lang`; what `diskwars_values_import` reads back.
    pub fn diskwars_values_export(&self, lang: Lang) -> Result<String, AppError> {
        values::table_export(self, lang)
    }
}
