//! What the commands need to know about each game beyond the [`Game`] trait: where its
//! catalogue comes from, the rule readings its arguments choose, how its report reads in
//! the terminal, what its printed footer names, and what its collection counts.
//!
//! Every command that takes a list is one generic function over [`CliGame`] and one
//! `match` on the list's game, so a new game is one implementation here and one arm per
//! command.

use crate::validate::RulesArgs;
use crate::{text, DataArg, DbArg};
use muster_core::collection::{BoxContents, Collection, ItemKind};
use muster_core::games::diskwars::{self, Diskwars};
use muster_core::games::runewars::{self, RuneWars};
use muster_core::games::sigmar::{self, Sigmar};
use muster_core::games::underworlds::{self, Underworlds};
use muster_core::{Diagnostic, Game, Lang, Report};
use muster_store::Library;

/// A game as the command line serves it.
pub(crate) trait CliGame: Game + Sized {
    /// The game's name in messages (`RuneWars`).
    const NAME: &'static str;
    /// The kinds of item its collection counts.
    const KINDS: &'static [ItemKind];

    /// The pack without the user's own records.
    fn pack(data: &DataArg) -> Result<Self::Catalog, String>;
    /// The pack with the user's own records from an open library.
    fn with_user(data: &DataArg, library: &Library) -> Result<Self::Catalog, String>;
    /// The catalogue a check uses: the pack, plus the user's own records when the library
    /// file exists (a missing library is not created just to read it).
    fn catalog_for(data: &DataArg, db: &DbArg) -> Result<Self::Catalog, String> {
        match db.open_existing()? {
            Some(library) => Self::with_user(data, &library),
            None => Self::pack(data),
        }
    }
    /// The readings of unclear rules the arguments choose.
    fn options(rules: &RulesArgs) -> Self::Options;
    /// A validation report as a player reads it in the terminal.
    fn report_text(
        list: &Self::List,
        catalog: &Self::Catalog,
        report: &Report<Self::Totals>,
        lang: Lang,
    ) -> String;
    /// The data a printed list names in its footer.
    fn pack_label(catalog: &Self::Catalog, lang: Lang) -> String;
    /// The faction the library files a list under ("" when its discs name none).
    fn faction(list: &Self::List, catalog: &Self::Catalog) -> String;
    /// Boxes with their contents, as the collection expands them.
    fn boxes(catalog: &Self::Catalog) -> Vec<BoxContents>;
    /// Whether the catalogue holds `item` of `kind` (`None`: not a kind of this game).
    fn has_item(catalog: &Self::Catalog, kind: &str, item: &str) -> Option<bool>;
}

/// Checks that an item exists before it is stored, so a typo cannot enter the collection.
pub(crate) fn check_item<G: CliGame>(
    catalog: &G::Catalog,
    kind: &str,
    item: &str,
) -> Result<(), String> {
    match G::has_item(catalog, kind, item) {
        Some(true) => Ok(()),
        Some(false) => Err(format!(
            "no {} {kind} '{item}' (see `muster catalog {}`)",
            G::NAME,
            G::ID
        )),
        None => {
            let kinds: Vec<&str> = G::KINDS.iter().map(|k| k.id).collect();
            Err(format!(
                "unknown kind '{kind}' ({}: {})",
                G::NAME,
                kinds.join(", ")
            ))
        }
    }
}

/// A game's catalogue and the player's collection of it, loaded once per command.
pub(crate) struct Fielding<G: CliGame> {
    catalog: G::Catalog,
    collection: Collection,
}

impl<G: CliGame> Fielding<G> {
    /// Loads the catalogue (with the user's records) and the collection of game `G`.
    pub(crate) fn load(data: &DataArg, library: &Library) -> Result<Self, String> {
        let catalog = G::with_user(data, library)?;
        let owned = library.collection(Some(G::ID)).map_err(|e| e.to_string())?;
        let collection = Collection::new(G::ID, &owned, &G::boxes(&catalog));
        Ok(Fielding {
            catalog,
            collection,
        })
    }

    /// "Can I field this list?": a warning per shortfall.
    pub(crate) fn shortfalls(&self, list: &G::List, lang: Lang) -> Vec<Diagnostic> {
        G::can_field(list, &self.catalog, &self.collection, lang)
    }
}

/// Loads a game's [`Fielding`] the first time a list of that game needs it.
pub(crate) fn fielding<'a, G: CliGame>(
    slot: &'a mut Option<Fielding<G>>,
    data: &DataArg,
    library: &Library,
) -> Result<&'a Fielding<G>, String> {
    if slot.is_none() {
        *slot = Some(Fielding::load(data, library)?);
    }
    Ok(slot.as_ref().expect("loaded just above"))
}

impl CliGame for RuneWars {
    const NAME: &'static str = "RuneWars";
    const KINDS: &'static [ItemKind] = &runewars::KINDS;

    fn pack(data: &DataArg) -> Result<runewars::Catalog, String> {
        data.runewars()
    }

    fn with_user(data: &DataArg, library: &Library) -> Result<runewars::Catalog, String> {
        data.runewars_with_user(library)
    }

    fn options(rules: &RulesArgs) -> runewars::Options {
        rules.runewars()
    }

    fn report_text(
        list: &runewars::RuneWarsList,
        catalog: &runewars::Catalog,
        report: &Report<runewars::Totals>,
        lang: Lang,
    ) -> String {
        text::runewars_report(list, catalog, report, lang)
    }

    fn pack_label(catalog: &runewars::Catalog, lang: Lang) -> String {
        muster_data::runewars_pack_label(catalog, lang)
    }

    fn faction(list: &runewars::RuneWarsList, _: &runewars::Catalog) -> String {
        list.faction.clone()
    }

    fn boxes(catalog: &runewars::Catalog) -> Vec<BoxContents> {
        catalog.boxes().to_vec()
    }

    fn has_item(catalog: &runewars::Catalog, kind: &str, item: &str) -> Option<bool> {
        match kind {
            "unit" => Some(catalog.unit(item).is_some()),
            "upgrade" => Some(catalog.upgrade(item).is_some()),
            "box" => Some(catalog.boxes().iter().any(|b| b.id == item)),
            _ => None,
        }
    }
}

impl CliGame for Diskwars {
    const NAME: &'static str = "Diskwars";
    const KINDS: &'static [ItemKind] = &diskwars::KINDS;

    fn pack(data: &DataArg) -> Result<diskwars::Catalog, String> {
        data.diskwars()
    }

    fn with_user(data: &DataArg, library: &Library) -> Result<diskwars::Catalog, String> {
        data.diskwars_with_user(library)
    }

    /// Diskwars has no reading of an unclear rule to choose yet.
    fn options(_: &RulesArgs) {}

    fn report_text(
        list: &diskwars::DiskwarsList,
        catalog: &diskwars::Catalog,
        report: &Report<diskwars::Totals>,
        lang: Lang,
    ) -> String {
        text::diskwars_report(list, catalog, report, lang)
    }

    fn pack_label(catalog: &diskwars::Catalog, lang: Lang) -> String {
        muster_data::diskwars_pack_label(catalog, lang)
    }

    fn faction(list: &diskwars::DiskwarsList, catalog: &diskwars::Catalog) -> String {
        list.faction(catalog).unwrap_or_default()
    }

    fn boxes(catalog: &diskwars::Catalog) -> Vec<BoxContents> {
        catalog.box_contents()
    }

    fn has_item(catalog: &diskwars::Catalog, kind: &str, item: &str) -> Option<bool> {
        match kind {
            "disc" => Some(catalog.disc(item).is_some()),
            "command-card" => Some(catalog.command_card(item).is_some()),
            "box" => Some(catalog.game_box(item).is_some()),
            _ => None,
        }
    }
}

impl CliGame for Sigmar {
    const NAME: &'static str = "Age of Sigmar";
    const KINDS: &'static [ItemKind] = &sigmar::KINDS;

    fn pack(data: &DataArg) -> Result<sigmar::Catalog, String> {
        data.sigmar()
    }

    fn with_user(data: &DataArg, library: &Library) -> Result<sigmar::Catalog, String> {
        data.sigmar_beside(library.path())
    }

    /// The player's packs sit beside the library file whether or not it exists yet.
    fn catalog_for(data: &DataArg, db: &DbArg) -> Result<sigmar::Catalog, String> {
        data.sigmar_beside(Some(&db.path()))
    }

    /// Age of Sigmar has no reading of an unclear rule to choose on the command line.
    fn options(_: &RulesArgs) -> sigmar::Options {
        sigmar::Options::default()
    }

    fn report_text(
        list: &sigmar::SigmarList,
        catalog: &sigmar::Catalog,
        report: &Report<sigmar::Totals>,
        lang: Lang,
    ) -> String {
        text::sigmar_report(list, catalog, report, lang)
    }

    fn pack_label(catalog: &sigmar::Catalog, lang: Lang) -> String {
        muster_data::sigmar_pack_label(catalog, lang)
    }

    fn faction(list: &sigmar::SigmarList, _: &sigmar::Catalog) -> String {
        list.faction.clone()
    }

    /// The packs describe no boxes.
    fn boxes(_: &sigmar::Catalog) -> Vec<BoxContents> {
        Vec::new()
    }

    /// A `unit` is any warscroll of a loaded pack, a Regiment of Renown's included.
    fn has_item(catalog: &sigmar::Catalog, kind: &str, item: &str) -> Option<bool> {
        (kind == sigmar::MODELS.id).then(|| sigmar::is_collected_unit(catalog, item))
    }
}

impl CliGame for Underworlds {
    const NAME: &'static str = "Underworlds";
    const KINDS: &'static [ItemKind] = underworlds::KINDS;

    fn pack(data: &DataArg) -> Result<underworlds::Catalog, String> {
        data.underworlds()
    }

    fn with_user(data: &DataArg, library: &Library) -> Result<underworlds::Catalog, String> {
        data.underworlds_with_user(library)
    }

    /// Underworlds has no reading of an unclear building rule to choose.
    fn options(_: &RulesArgs) {}

    fn report_text(
        list: &underworlds::UnderworldsList,
        catalog: &underworlds::Catalog,
        report: &Report<underworlds::Totals>,
        lang: Lang,
    ) -> String {
        text::underworlds_report(list, catalog, report, lang)
    }

    fn pack_label(catalog: &underworlds::Catalog, lang: Lang) -> String {
        muster_data::underworlds_pack_label(catalog, lang)
    }

    /// A warband is a fixed roster, so the library files a list under its warband.
    fn faction(list: &underworlds::UnderworldsList, _: &underworlds::Catalog) -> String {
        list.warband.clone()
    }

    /// The pack describes no boxes.
    fn boxes(_: &underworlds::Catalog) -> Vec<BoxContents> {
        Vec::new()
    }

    /// A `warband` or a `deck` of the catalogue, for the kinds the collection counts.
    fn has_item(catalog: &underworlds::Catalog, kind: &str, item: &str) -> Option<bool> {
        if !underworlds::KINDS.iter().any(|k| k.id == kind) {
            return None;
        }
        match kind {
            "warband" => Some(catalog.warband(item).is_some()),
            "deck" => Some(catalog.deck(item).is_some()),
            _ => None,
        }
    }
}
