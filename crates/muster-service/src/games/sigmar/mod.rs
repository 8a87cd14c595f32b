//! Age of Sigmar in the application layer: the shipped packs and those the player imported
//! beside their library; its report and catalogue in a terminal and in the builder, the
//! builder's choices for each place of a matched list; importing a BattleScribe folder; the
//! official app's text read and written (`app_text`); reading a roster file into a list
//! (`roster.rs`); its tracker.
//!
//! Loading the packs checks every one against its schema, which is too slow to repeat on each
//! edit once a player has imported a whole folder; so the catalogue is kept and read again
//! only when the player's folder changes (a file added, removed or rewritten).

mod app_text;
mod builder;
mod card;
mod import;
mod roster;
mod terminal;
mod tracker;

pub use app_text::{AppTextPreview, AppTextProblem, PastedList, MAX_BYTES, MAX_LINES};
pub use builder::{
    FactionView, OptionView, PackView, ProfileView, ReinforcedView, RenownView, SigmarCatalogView,
    SourceFileView, SourceView, UnitView,
};
pub use import::{ImportedPack, ImportedView};
pub use muster_core::games::sigmar::DEFAULT_SEASON;
pub use roster::{RosterNoteView, RosterRead};
pub use tracker::{Checks as SigmarChecks, SigmarTracker, SuddenDeathChecks, UnitRef};

use crate::error::AppError;
use crate::muster::Muster;
use crate::served::{Hold, OwnPack, OwnPacks, Readings, Seated, Served, UnitCard};
use muster_core::community::Words;
use muster_core::games::sigmar::{
    self, Catalog, Options, Pack, Sigmar, SigmarList, SigmarSetup, Totals,
};
use muster_core::Bilingual;
use muster_core::{Lang, ListDocument, Report};
use muster_data::sigmar::USER_FOLDER;
use muster_data::UserRecordText;
use muster_store::{LiveMatch, UnixMillis};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The folder of the packs the player imported: [`USER_FOLDER`] beside the library file.
pub fn user_packs_dir(library: &Path) -> PathBuf {
    library
        .parent()
        .map_or_else(|| PathBuf::from(USER_FOLDER), |dir| dir.join(USER_FOLDER))
}

impl Served for Sigmar {
    const ABOUT: Bilingual = Bilingual {
        en: "Open play from the core rules, and matched play built regiment by regiment with every building rule checked; printing, saved lists and matches tracked round by round.",
        es: "Juego abierto con las reglas básicas, y juego equilibrado por regimientos con todas las reglas de creación comprobadas; impresión, listas guardadas y partidas anotadas ronda a ronda.",
    };
    fn shipped(pack: &Catalog) -> Words {
        let factions = pack.factions().iter().filter(|f| !f.legends).count();
        let legends = pack.factions().len() - factions;
        Words {
            en: format!("Included: {factions} factions and {legends} Legends ones, from community BattleScribe data; or bring your own BattleScribe data."),
            es: format!("Incluye {factions} facciones y {legends} de Leyendas, de datos de BattleScribe de la comunidad; o trae tus propios datos de BattleScribe."),
        }
    }

    /// The shipped packs and the player's, from the folder beside the library (whether or not
    /// the library file exists yet); with `--data`, that folder's packs only.
    fn with_user(session: &mut impl Hold, pack: Arc<Catalog>) -> Result<Arc<Catalog>, AppError> {
        if session.data_dir().is_some() {
            return Ok(pack);
        }
        let dir = user_packs_dir(session.library_path());
        session.read_folder::<Sigmar>(&dir, || Ok(muster_data::sigmar::with_user_packs(&dir)?))
    }

    /// A backup holds no Age of Sigmar record: the player's packs are joined as always.
    fn with_records(
        session: &mut impl Hold,
        pack: Arc<Catalog>,
        _: &[UserRecordText<'_>],
    ) -> Result<Arc<Catalog>, AppError> {
        Self::with_user(session, pack)
    }

    /// The packs in the folder beside the library (none with `--data`, which reads no
    /// player's packs). A folder whose packs do not load is said so, not an error: the
    /// builder names the file and the place.
    fn own_packs(session: &mut impl Hold) -> Result<Option<OwnPacks>, AppError> {
        if session.data_dir().is_some() {
            return Ok(None);
        }
        let folder = user_packs_dir(session.library_path());
        let catalog = match session.catalog::<Sigmar>() {
            Ok(catalog) => catalog,
            Err(e) if e.code == "data.broken" => {
                return Ok(Some(OwnPacks {
                    folder,
                    packs: Vec::new(),
                    unreadable: true,
                }))
            }
            Err(e) => return Err(e),
        };
        let packs = muster_data::sigmar::own_packs(&catalog)
            .into_iter()
            .map(|own| OwnPack {
                name: own.faction.name.clone(),
                replaces_shipped: own.replaces_shipped,
            })
            .collect();
        Ok(Some(OwnPacks {
            folder,
            packs,
            unreadable: false,
        }))
    }

    /// Age of Sigmar has no reading of an unclear rule to choose on the command line.
    fn options(_: &Readings) -> Options {
        Options::default()
    }

    fn report_text(
        list: &SigmarList,
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

    /// A warscroll of `faction`'s pack, opened now if it was not.
    fn unit_card(
        session: &mut impl Hold,
        faction: Option<&str>,
        unit: &str,
        lang: Lang,
    ) -> Result<UnitCard, AppError> {
        card::card(&*session.catalog::<Sigmar>()?, faction, unit, lang)
    }

    type Tracker = SigmarTracker;

    fn tracker(
        live: &LiveMatch<Sigmar>,
        finished_at: Option<UnixMillis>,
        lang: Lang,
    ) -> SigmarTracker {
        tracker::tracker(live, finished_at, lang)
    }

    fn setup(
        session: &mut impl Hold,
        players: Vec<Seated<SigmarList>>,
        _: Lang,
    ) -> Result<SigmarSetup, AppError> {
        tracker::setup(session.library()?, players)
    }
}

impl Muster {
    /// `sigmar_catalog`: every faction, shipped and imported, as the chooser lists them;
    /// no pack is read. The data's names are its own (English).
    pub fn sigmar_catalog(&self) -> Result<SigmarCatalogView, AppError> {
        self.session(|session| Ok(builder::catalog_view(&*session.catalog::<Sigmar>()?)))
    }

    /// `sigmar_pack`: one faction's pack as the builder reads it, read the first time it is
    /// asked for. A faction no pack has is `args.invalid` (naming the nearest one); a pack
    /// that cannot be read is `data.broken`, naming the file and the place.
    pub fn sigmar_pack(&self, faction: &str) -> Result<PackView, AppError> {
        self.session(|session| {
            let catalog = session.catalog::<Sigmar>()?;
            let pack = open_pack(&catalog, faction)?;
            Ok(builder::pack_view(&catalog, pack))
        })
    }

    /// `sigmar_choices`: what each place of a matched-play list could take now, and why not
    /// where it could not (the validator's message in `lang`). An open-play list, or one whose
    /// faction no pack has, gets empty choices; a document of another game is `args.invalid`.
    pub fn sigmar_choices(&self, document: &str, lang: Lang) -> Result<sigmar::Choices, AppError> {
        let ListDocument::Sigmar(list) = crate::lists::parse_document(document)? else {
            return Err(AppError::args("not an Age of Sigmar list"));
        };
        self.session(|session| Ok(sigmar::choices(&list, &*session.catalog::<Sigmar>()?, lang)))
    }

    /// `sigmar_import_folder`: every faction catalogue of the BattleScribe folder `dir`
    /// imported among the player's packs beside the library (see [`import`]).
    pub fn sigmar_import_folder(&self, dir: &Path) -> Result<ImportedView, AppError> {
        import::import_folder(&self.library_path(), dir)
    }
}

/// A faction's pack, read now if it was not: an unknown faction is `args.invalid` naming
/// the nearest id, a pack that cannot be read `data.broken` naming its file and place.
pub(crate) fn open_pack<'c>(catalog: &'c Catalog, faction: &str) -> Result<&'c Pack, AppError> {
    match catalog.open(faction) {
        Ok(Some(pack)) => Ok(pack),
        Ok(None) => {
            let ids = catalog.factions().iter().map(|f| f.id.as_str());
            let nearest = muster_core::closest(faction, ids)
                .map(|id| format!("; did you mean '{id}'?"))
                .unwrap_or_default();
            Err(AppError::args(format!(
                "unknown faction '{faction}'{nearest} (`muster catalog sigmar` lists every faction)"
            )))
        }
        Err(e) => Err(AppError::broken(format!(
            "the Age of Sigmar pack of '{}' cannot be read: {}{}",
            e.pack,
            if e.path.is_empty() {
                String::new()
            } else {
                format!("at {}: ", e.path)
            },
            e.message
        ))),
    }
}
