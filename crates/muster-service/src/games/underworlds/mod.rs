//! Underworlds in the application layer: the shipped pack and the player's own warbands and
//! decks (records that replace a shipped one of the same id); its report and catalogue in a
//! terminal and in the builder; a deck typed as text; its tracker.

mod card;
mod fighters;
mod links;
mod records;
mod terminal;
mod tracker;

pub use fighters::{FighterForm, FighterValues};
pub use links::is_deck_link;
pub use records::{RecordView, UnderworldsCatalogView, TYPED_DECK_SOURCE};
pub use tracker::{Checks as UnderworldsChecks, UnderworldsTracker};

use crate::error::AppError;
use crate::muster::Muster;
use crate::served::{Hold, Readings, Seated, Served, UnitCard};
use muster_core::community::Words;
use muster_core::games::underworlds::{
    CardKind, Catalog, Deck, Totals, Underworlds, UnderworldsList, UnderworldsSetup,
};
use muster_core::Bilingual;
use muster_core::{Lang, Report};
use muster_store::{LiveMatch, UnixMillis};
use serde_json::Value;

impl Served for Underworlds {
    const ABOUT: Bilingual = Bilingual {
        en: "Warbands and Rivals decks checked for the Rivals and Nemesis formats, printing, saved lists and matches tracked turn by turn.",
        es: "Bandas y mazos de Rivales comprobados para los formatos Rivales y Némesis, impresión, listas guardadas y partidas anotadas turno a turno.",
    };
    fn shipped(pack: &Catalog) -> Words {
        let warbands = pack
            .warbands()
            .iter()
            .filter(|w| !w.fighters.is_empty())
            .count();
        let decks = pack.decks().iter().filter(|d| !d.cards.is_empty()).count();
        Words {
            en: format!("Included: {warbands} warbands with their fighter cards and {decks} Rivals decks, from community data; add any other from your own cards (a deck can be typed as text)."),
            es: format!("Incluye {warbands} bandas con sus cartas de luchador y {decks} mazos de Rivales, de datos de la comunidad; añade cualquier otro desde tus propias cartas (un mazo se puede escribir como texto)."),
        }
    }
    /// Underworlds has no reading of an unclear building rule to choose.
    fn options(_: &Readings) {}

    fn report_text(
        list: &UnderworldsList,
        catalog: &Catalog,
        report: &Report<Totals>,
        lang: Lang,
    ) -> String {
        terminal::report(list, catalog, report, lang)
    }

    fn faction_ids(catalog: &Catalog) -> Vec<String> {
        catalog.warbands().iter().map(|w| w.id.clone()).collect()
    }

    fn catalog_text(catalog: &Catalog, warband: Option<&str>, lang: Lang) -> String {
        terminal::text(catalog, warband, lang)
    }

    fn catalog_json(catalog: &Catalog, warband: Option<&str>) -> String {
        terminal::json(catalog, warband)
    }

    /// A fighter of the warband `faction`, the player's record of it in place of the
    /// shipped one.
    fn unit_card(
        session: &mut impl Hold,
        faction: Option<&str>,
        unit: &str,
        lang: Lang,
    ) -> Result<UnitCard, AppError> {
        card::card(&*session.catalog::<Underworlds>()?, faction, unit, lang)
    }

    type Tracker = UnderworldsTracker;

    fn tracker(
        live: &LiveMatch<Underworlds>,
        finished_at: Option<UnixMillis>,
        lang: Lang,
    ) -> UnderworldsTracker {
        tracker::tracker(live, finished_at, lang)
    }

    fn setup(
        _: &mut impl Hold,
        players: Vec<Seated<UnderworldsList>>,
        _: Lang,
    ) -> Result<UnderworldsSetup, AppError> {
        Ok(tracker::setup(players))
    }
}

impl Muster {
    /// `underworlds_catalog`: the shipped pack plus the player's records.
    pub fn underworlds_catalog(&self) -> Result<UnderworldsCatalogView, AppError> {
        self.session(|session| Ok(records::catalog_view(&*session.catalog::<Underworlds>()?)))
    }

    /// `underworlds_save_record`: stores the player's own warband or deck (see
    /// [`records`]).
    pub fn underworlds_save_record(
        &self,
        kind: &str,
        record: Value,
    ) -> Result<UnderworldsCatalogView, AppError> {
        records::save_record(self, kind, record)
    }

    /// `underworlds_delete_record`: deletes the player's own warband or deck.
    pub fn underworlds_delete_record(
        &self,
        kind: &str,
        id: &str,
    ) -> Result<UnderworldsCatalogView, AppError> {
        records::delete_record(self, kind, id)
    }

    /// `underworlds_read_deck`: a deck typed as plain text read into a deck record, not
    /// stored; bad lines are `deck.text`, one line each in `lang`.
    pub fn underworlds_read_deck(
        &self,
        text: &str,
        id: &str,
        name: &str,
        lang: Lang,
    ) -> Result<Deck, AppError> {
        records::read_deck(text, id, name, lang)
    }
}

/// A deck's counts as a player reads them: `12 objectives (2 surge), 20 power cards (10 ploys / 10 upgrades), plot card NAME`.
pub fn deck_counts(deck: &Deck, lang: Lang) -> String {
    let count = |kind: CardKind| deck.cards.iter().filter(|c| c.kind == kind).count();
    let surge = deck
        .cards
        .iter()
        .filter(|c| c.kind == CardKind::Objective && c.surge)
        .count();
    let (ploys, upgrades) = (count(CardKind::Ploy), count(CardKind::Upgrade));
    let mut text = match lang {
        Lang::En => format!(
            "{} objectives ({surge} surge), {} power cards ({ploys} ploys / {upgrades} upgrades)",
            count(CardKind::Objective),
            ploys + upgrades
        ),
        Lang::Es => format!(
            "{} objetivos ({surge} súbitos), {} cartas de poder ({ploys} ardides / {upgrades} mejoras)",
            count(CardKind::Objective),
            ploys + upgrades
        ),
    };
    if let Some(plot) = &deck.plot {
        text.push_str(&format!(
            ", {} {}",
            lang.pick("plot card", "carta de trama"),
            plot.name.get(lang)
        ));
    }
    text
}
