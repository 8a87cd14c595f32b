//! Every command the app's window may call, declared once in [`app_commands!`] so that the
//! Tauri shell's handlers and the UI's TypeScript functions are both generated from the same
//! list, and the methods of [`App`] that answer them.

use crate::app::App;
use crate::check::CheckResult;
use crate::collection::{BoxLine, CanFieldRow, CollectionEntry};
use crate::dialogs::{Ask, FileKind};
use crate::error::AppError;
use crate::games::diskwars::{CellEdit, CellFault, DiskwarsCatalogView, NeededValue};
use crate::games::runewars::CatalogView;
use crate::games::sigmar::{AppTextPreview, ImportedView, PackView, RosterRead, SigmarCatalogView};
use crate::games::underworlds::UnderworldsCatalogView;
use crate::info::{About, AppInfo};
use crate::lists::{ListSummary, OpenedList, Saved, VersionView};
use crate::matches::{MatchRow, Recorded, Seat, StatsView, TrackerView};
use crate::printing::PrintRequest;
use crate::settings::Settings;
use muster_core::games::sigmar::Choices;
use muster_core::games::underworlds::Deck;
use muster_core::Lang;
use muster_print::Layout;
use muster_store::{ListId, MatchId};
use serde_json::Value;
use std::path::PathBuf;
use std::sync::PoisonError;

/// Every command the app's window may call, in one list: its name, arguments and answer
/// (each fails with an [`AppError`]). `app_commands!(then)` calls the macro `then` with the
/// list, one `fn name(arg: Type, …) -> Answer;` per command, each with its doc comment; the
/// shell makes its Tauri handlers of it and the bindings generator the UI's functions, so the
/// two cannot disagree. Each command is the method of the same name on [`App`]. An argument
/// the command reads and checks itself (raw JSON, so that a bad value gets the command's own
/// error naming its place) says what the UI sends as `arg: Value as Shape`.
#[macro_export]
macro_rules! app_commands {
    ($then:path) => {
        $then! {
            /// The app's version and the games it knows.
            fn app_info() -> $crate::info::AppInfo;
            /// What the About section shows: the version, where every shipped data pack
            /// comes from (as the pack states it), the packs the player imported and the
            /// library file in use.
            fn about() -> $crate::info::About;
            /// The kebab-case id of each name, as Muster makes every id (`Zikkit's
            /// Tunnelpack` → `zikkits-tunnelpack`).
            fn kebab_ids(names: Vec<String>) -> Vec<String>;
            /// The RuneWars catalogue (the pack and the player's own records), names in `lang`.
            fn runewars_catalog(lang: $crate::Lang) -> $crate::games::runewars::CatalogView;
            /// The Diskwars catalogue (the pack and the player's values), names in `lang`.
            fn diskwars_catalog(lang: $crate::Lang) -> $crate::games::diskwars::DiskwarsCatalogView;
            /// Stores the cells the player typed in the Diskwars values table (an empty cell
            /// takes the player's value off) all together, or none: the refused cells, each
            /// with why in `lang` (none when stored).
            fn diskwars_values_save(edits: Vec<$crate::games::diskwars::CellEdit>, lang: $crate::Lang) -> Vec<$crate::games::diskwars::CellFault>;
            /// The values the player's saved Diskwars lists wait for, each with the lists.
            fn diskwars_values_needed(lang: $crate::Lang) -> Vec<$crate::games::diskwars::NeededValue>;
            /// Every Age of Sigmar faction, shipped and imported, as the chooser lists them
            /// (no pack read).
            fn sigmar_catalog() -> $crate::games::sigmar::SigmarCatalogView;
            /// One Age of Sigmar faction's pack as the builder reads it.
            fn sigmar_pack(faction: String) -> $crate::games::sigmar::PackView;
            /// What each place of a matched-play list could take now, and why not.
            fn sigmar_choices(document: String, lang: $crate::Lang) -> $crate::types::Choices;
            /// Imports every faction of a BattleScribe folder the player chooses (a folder
            /// dialog titled `title`) among the player's packs; null when cancelled.
            fn sigmar_import_folder(title: String) -> Option<$crate::games::sigmar::ImportedView>;
            /// A list pasted as the official app exports it, read into a matched-play list
            /// document with every line left out (line, text, why in `lang`, nearest name);
            /// nothing is stored (save the document with `list_save`).
            fn sigmar_read_app_text(text: String, lang: $crate::Lang) -> $crate::games::sigmar::AppTextPreview;
            /// Reads a BattleScribe or New Recruit roster file (`.ros`, `.rosz`, `.json`) the
            /// player chooses (an open dialog titled `title`) into a matched-play list with a
            /// note per selection not mapped; nothing is stored; null when cancelled.
            fn sigmar_read_roster(title: String, lang: $crate::Lang) -> Option<$crate::games::sigmar::RosterRead>;
            /// The roster file the player last chose, read again with its notes in `lang`.
            fn sigmar_reread_roster(lang: $crate::Lang) -> $crate::games::sigmar::RosterRead;
            /// The Underworlds warbands, decks and legality lists with the player's own records.
            fn underworlds_catalog() -> $crate::games::underworlds::UnderworldsCatalogView;
            /// Stores the player's own warband or deck (`kind`), checked first.
            fn underworlds_save_record(kind: String, record: $crate::types::Value as $crate::bindings::UnderworldsRecord) -> $crate::games::underworlds::UnderworldsCatalogView;
            /// Deletes the player's own warband or deck.
            fn underworlds_delete_record(kind: String, id: String) -> $crate::games::underworlds::UnderworldsCatalogView;
            /// A deck typed as plain text read into a deck record (not stored).
            fn underworlds_read_deck(text: String, id: String, name: String, lang: $crate::Lang) -> $crate::types::Deck;
            /// A deck link (or its card codes) read into a deck record of the shipped cards (not stored).
            fn underworlds_deck_of_link(link: String, id: String, name: String, lang: $crate::Lang) -> $crate::types::Deck;
            /// An Underworlds list with the decks and cards of a deck link (its name and warband kept).
            fn underworlds_apply_link(document: String, link: String, lang: $crate::Lang) -> $crate::types::UnderworldsList;
            /// The deck link of an Underworlds list's cards, to share.
            fn deck_link(document: String, lang: $crate::Lang) -> String;
            /// What the tracker needs of a warband's fighters, known or to ask.
            fn underworlds_fighter_form(warband: String, lang: $crate::Lang) -> $crate::games::underworlds::FighterForm;
            /// The players' answers to a warband's form, kept as their own record of it.
            fn underworlds_save_fighters(warband: String, fighters: Vec<$crate::games::underworlds::FighterValues>, lang: $crate::Lang) -> $crate::games::underworlds::UnderworldsCatalogView;
            /// Every rule finding of a list, and what the collection lacks to field it.
            fn check_list(document: String, lang: $crate::Lang) -> $crate::check::CheckResult;
            /// The upgrades unit `unit_index` of a RuneWars list can take.
            fn eligible_upgrades(document: String, unit_index: usize) -> Vec<String>;
            /// Every saved list, by id.
            fn lists_all() -> Vec<$crate::lists::ListSummary>;
            /// One saved list and its current document.
            fn list_open(id: $crate::types::ListId) -> $crate::lists::OpenedList;
            /// Saves a document as a new list (`id` null) or a new version of list `id`.
            fn list_save(id: Option<$crate::types::ListId>, document: String) -> $crate::lists::Saved;
            /// Saves the current document with a new name as a new version.
            fn list_rename(id: $crate::types::ListId, name: String, lang: $crate::Lang) -> $crate::lists::Saved;
            /// Saves a copy of a list as a new list.
            fn list_duplicate(id: $crate::types::ListId, lang: $crate::Lang) -> $crate::lists::Saved;
            /// Deletes a list and its history.
            fn list_delete(id: $crate::types::ListId) -> ();
            /// Every version of a list, oldest first.
            fn list_history(id: $crate::types::ListId) -> Vec<$crate::lists::VersionView>;
            /// Makes an earlier version current again, as a new version.
            fn list_restore(id: $crate::types::ListId, version: u32) -> $crate::lists::Saved;
            /// Reads a list document file the player chooses (an open dialog titled `title`)
            /// and saves it as a new list; null when cancelled.
            fn list_import_file(title: String) -> Option<$crate::lists::Saved>;
            /// Writes a list's current document where the player chooses (a save dialog
            /// titled `title`, `suggested` as the name); the file written, null when cancelled.
            fn list_export_file(id: $crate::types::ListId, title: String, suggested: String) -> Option<std::path::PathBuf>;
            /// The printed pages of a list, exactly as the PDF draws them.
            fn list_print_preview(document: String, options: $crate::printing::PrintRequest) -> $crate::types::Layout;
            /// Writes the PDF of a list where the player chooses (a save dialog titled `title`,
            /// `suggested` as the name); the file written, null when cancelled.
            fn list_print_save(document: String, options: $crate::printing::PrintRequest, title: String, suggested: String) -> Option<std::path::PathBuf>;
            /// Shows a file the app wrote (an export or a PDF, this session) in the system's
            /// file manager; any other path is refused.
            fn reveal_saved(path: std::path::PathBuf) -> ();
            /// A list as compact plain text for chats.
            fn list_text(document: String, lang: $crate::Lang) -> String;
            /// What is owned in `game`.
            fn collection_get(game: String) -> Vec<$crate::collection::CollectionEntry>;
            /// Sets how many of an item are owned; the new count.
            fn collection_set(game: String, kind: String, item: String, count: u32) -> u32;
            /// Stores a box the player describes, with its contents.
            fn box_save(game: String, id: String, contents: Vec<$crate::collection::BoxLine>) -> ();
            /// For every saved list, whether the collection covers it.
            fn can_field_all(lang: $crate::Lang) -> Vec<$crate::collection::CanFieldRow>;
            /// Starts a match between saved lists, the player who keeps the library first.
            fn match_start(seats: Vec<$crate::matches::Seat>, lang: $crate::Lang) -> $crate::matches::TrackerView;
            /// A stored match, replayed from its log.
            fn match_open(id: $crate::types::MatchId, lang: $crate::Lang) -> $crate::matches::TrackerView;
            /// Records one entry of a match (an event, undo or redo), or the rules' refusal.
            fn match_record(id: $crate::types::MatchId, entry: $crate::types::Value as $crate::bindings::MatchEntry, lang: $crate::Lang) -> $crate::matches::Recorded;
            /// Keeps the result of a match that is over in the history.
            fn match_finish(id: $crate::types::MatchId, lang: $crate::Lang) -> $crate::matches::TrackerView;
            /// Every match, newest first.
            fn matches_list() -> Vec<$crate::matches::MatchRow>;
            /// Finished matches per saved list and per faction.
            fn match_stats() -> $crate::matches::StatsView;
            /// The settings in force.
            fn settings_get() -> $crate::settings::Settings;
            /// Checks and saves new settings; `dataDir` stays, or goes back to the default
            /// folder, whose library is opened first.
            fn settings_set(settings: $crate::types::Value as $crate::settings::Settings) -> $crate::settings::Settings;
            /// Moves the library to a folder the player chooses (a folder dialog titled
            /// `title`): the library there is opened (or made) first; the settings in force,
            /// null when cancelled.
            fn settings_choose_data_folder(title: String) -> Option<$crate::settings::Settings>;
        }
    };
}

/// The commands, each calling the application layer (see [`app_commands!`]).
impl App {
    /// See [`app_commands!`].
    pub fn app_info(&self) -> Result<AppInfo, AppError> {
        Ok(crate::info::app_info())
    }

    /// See [`app_commands!`].
    pub fn about(&self) -> Result<About, AppError> {
        self.muster().about()
    }

    /// See [`app_commands!`].
    pub fn kebab_ids(&self, names: Vec<String>) -> Result<Vec<String>, AppError> {
        Ok(names
            .iter()
            .map(|n| muster_core::ids::kebab_id(n))
            .collect())
    }

    /// See [`app_commands!`].
    pub fn runewars_catalog(&self, lang: Lang) -> Result<CatalogView, AppError> {
        self.muster().runewars_catalog(lang)
    }

    /// See [`app_commands!`].
    pub fn diskwars_catalog(&self, lang: Lang) -> Result<DiskwarsCatalogView, AppError> {
        self.muster().diskwars_catalog(lang)
    }

    /// See [`app_commands!`].
    pub fn diskwars_values_save(
        &self,
        edits: Vec<CellEdit>,
        lang: Lang,
    ) -> Result<Vec<CellFault>, AppError> {
        self.muster().diskwars_values_save(&edits, lang)
    }

    /// See [`app_commands!`].
    pub fn diskwars_values_needed(&self, lang: Lang) -> Result<Vec<NeededValue>, AppError> {
        self.muster().diskwars_values_needed(lang)
    }

    /// See [`app_commands!`].
    pub fn sigmar_catalog(&self) -> Result<SigmarCatalogView, AppError> {
        self.muster().sigmar_catalog()
    }

    /// See [`app_commands!`].
    pub fn sigmar_pack(&self, faction: String) -> Result<PackView, AppError> {
        self.muster().sigmar_pack(&faction)
    }

    /// See [`app_commands!`].
    pub fn sigmar_choices(&self, document: String, lang: Lang) -> Result<Choices, AppError> {
        self.muster().sigmar_choices(&document, lang)
    }

    /// See [`app_commands!`].
    pub fn sigmar_import_folder(&self, title: String) -> Result<Option<ImportedView>, AppError> {
        let Some(dir) = self.choose(&Ask::folder(&title, None)) else {
            return Ok(None);
        };
        self.muster().sigmar_import_folder(&dir).map(Some)
    }

    /// See [`app_commands!`].
    pub fn sigmar_read_app_text(
        &self,
        text: String,
        lang: Lang,
    ) -> Result<AppTextPreview, AppError> {
        self.muster().sigmar_read_app_text(&text, lang)
    }

    /// See [`app_commands!`].
    pub fn sigmar_read_roster(
        &self,
        title: String,
        lang: Lang,
    ) -> Result<Option<RosterRead>, AppError> {
        let Some(path) = self.choose(&Ask::open(&title, FileKind::Roster)) else {
            return Ok(None);
        };
        *self.roster.lock().unwrap_or_else(PoisonError::into_inner) = Some(path.clone());
        self.muster().sigmar_read_roster(&path, lang).map(Some)
    }

    /// See [`app_commands!`].
    pub fn sigmar_reread_roster(&self, lang: Lang) -> Result<RosterRead, AppError> {
        let path = self
            .roster
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
            .ok_or_else(|| AppError::args("no roster file has been chosen yet"))?;
        self.muster().sigmar_read_roster(&path, lang)
    }

    /// See [`app_commands!`].
    pub fn underworlds_catalog(&self) -> Result<UnderworldsCatalogView, AppError> {
        self.muster().underworlds_catalog()
    }

    /// See [`app_commands!`].
    pub fn underworlds_save_record(
        &self,
        kind: String,
        record: Value,
    ) -> Result<UnderworldsCatalogView, AppError> {
        self.muster().underworlds_save_record(&kind, record)
    }

    /// See [`app_commands!`].
    pub fn underworlds_delete_record(
        &self,
        kind: String,
        id: String,
    ) -> Result<UnderworldsCatalogView, AppError> {
        self.muster().underworlds_delete_record(&kind, &id)
    }

    /// See [`app_commands!`].
    pub fn underworlds_read_deck(
        &self,
        text: String,
        id: String,
        name: String,
        lang: Lang,
    ) -> Result<Deck, AppError> {
        self.muster().underworlds_read_deck(&text, &id, &name, lang)
    }

    /// See [`app_commands!`].
    pub fn underworlds_deck_of_link(
        &self,
        link: String,
        id: String,
        name: String,
        lang: Lang,
    ) -> Result<Deck, AppError> {
        self.muster()
            .underworlds_deck_of_link(&link, &id, &name, lang)
    }

    /// See [`app_commands!`].
    pub fn underworlds_apply_link(
        &self,
        document: String,
        link: String,
        lang: Lang,
    ) -> Result<muster_core::games::underworlds::UnderworldsList, AppError> {
        self.muster().underworlds_apply_link(&document, &link, lang)
    }

    /// See [`app_commands!`].
    pub fn deck_link(&self, document: String, lang: Lang) -> Result<String, AppError> {
        let document = crate::lists::parse_document(&document)?;
        self.muster().deck_link(&document, lang)
    }

    /// See [`app_commands!`].
    pub fn underworlds_fighter_form(
        &self,
        warband: String,
        lang: Lang,
    ) -> Result<crate::games::underworlds::FighterForm, AppError> {
        self.muster().underworlds_fighter_form(&warband, lang)
    }

    /// See [`app_commands!`].
    pub fn underworlds_save_fighters(
        &self,
        warband: String,
        fighters: Vec<crate::games::underworlds::FighterValues>,
        lang: Lang,
    ) -> Result<UnderworldsCatalogView, AppError> {
        self.muster()
            .underworlds_save_fighters(&warband, &fighters, lang)
    }

    /// See [`app_commands!`].
    pub fn check_list(&self, document: String, lang: Lang) -> Result<CheckResult, AppError> {
        let checks = self.settings().collection_checks;
        self.muster().check_list(&document, lang, checks)
    }

    /// See [`app_commands!`].
    pub fn eligible_upgrades(
        &self,
        document: String,
        unit_index: usize,
    ) -> Result<Vec<String>, AppError> {
        self.muster().eligible_upgrades(&document, unit_index)
    }

    /// See [`app_commands!`].
    pub fn lists_all(&self) -> Result<Vec<ListSummary>, AppError> {
        self.muster().lists_all()
    }

    /// See [`app_commands!`].
    pub fn list_open(&self, id: ListId) -> Result<OpenedList, AppError> {
        self.muster().list_open(id)
    }

    /// See [`app_commands!`].
    pub fn list_save(&self, id: Option<ListId>, document: String) -> Result<Saved, AppError> {
        self.muster().list_save(id, &document)
    }

    /// See [`app_commands!`].
    pub fn list_rename(&self, id: ListId, name: String, lang: Lang) -> Result<Saved, AppError> {
        self.muster().list_rename(id, &name, lang)
    }

    /// See [`app_commands!`].
    pub fn list_duplicate(&self, id: ListId, lang: Lang) -> Result<Saved, AppError> {
        self.muster().list_duplicate(id, lang)
    }

    /// See [`app_commands!`].
    pub fn list_delete(&self, id: ListId) -> Result<(), AppError> {
        self.muster().list_delete(id)
    }

    /// See [`app_commands!`].
    pub fn list_history(&self, id: ListId) -> Result<Vec<VersionView>, AppError> {
        self.muster().list_history(id)
    }

    /// See [`app_commands!`].
    pub fn list_restore(&self, id: ListId, version: u32) -> Result<Saved, AppError> {
        self.muster().list_restore(id, version)
    }

    /// See [`app_commands!`].
    pub fn list_import_file(&self, title: String) -> Result<Option<Saved>, AppError> {
        let Some(path) = self.choose(&Ask::open(&title, FileKind::List)) else {
            return Ok(None);
        };
        self.muster().list_import_file(&path).map(Some)
    }

    /// See [`app_commands!`].
    pub fn list_export_file(
        &self,
        id: ListId,
        title: String,
        suggested: String,
    ) -> Result<Option<PathBuf>, AppError> {
        // The list is read first: a list that is not there asks nothing.
        self.muster().list_open(id)?;
        let Some(path) = self.choose(&Ask::save(&title, &suggested, FileKind::List)) else {
            return Ok(None);
        };
        self.may_write(&path)?;
        self.muster().list_export_file(id, &path)?;
        self.wrote(&path);
        Ok(Some(path))
    }

    /// See [`app_commands!`].
    pub fn list_print_preview(
        &self,
        document: String,
        options: PrintRequest,
    ) -> Result<Layout, AppError> {
        self.muster().list_print_preview(&document, &options)
    }

    /// See [`app_commands!`].
    pub fn list_print_save(
        &self,
        document: String,
        options: PrintRequest,
        title: String,
        suggested: String,
    ) -> Result<Option<PathBuf>, AppError> {
        // The PDF is made first: a list that cannot be printed asks nothing.
        let pdf = self.muster().list_pdf(&document, &options)?;
        let Some(path) = self.choose(&Ask::save(&title, &suggested, FileKind::Pdf)) else {
            return Ok(None);
        };
        self.may_write(&path)?;
        crate::files::write_output(&path, &pdf, Some(&self.muster().library_path()), &[])?;
        self.wrote(&path);
        Ok(Some(path))
    }

    /// See [`app_commands!`].
    pub fn reveal_saved(&self, path: PathBuf) -> Result<(), AppError> {
        let known = self
            .written
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .contains(&path);
        if !known {
            return Err(AppError::new(
                "file.io",
                format!(
                    "{}: only a file Muster saved in this session can be shown",
                    path.display()
                ),
            ));
        }
        self.dialogs
            .reveal(&path)
            .map_err(|why| AppError::new("file.io", format!("{}: {why}", path.display())))
    }

    /// See [`app_commands!`].
    pub fn list_text(&self, document: String, lang: Lang) -> Result<String, AppError> {
        let document = crate::lists::parse_document(&document)?;
        self.muster()
            .list_text(&document, &crate::Readings::default(), lang)
    }

    /// See [`app_commands!`].
    pub fn collection_get(&self, game: String) -> Result<Vec<CollectionEntry>, AppError> {
        self.muster().collection_get(Some(&game))
    }

    /// See [`app_commands!`].
    pub fn collection_set(
        &self,
        game: String,
        kind: String,
        item: String,
        count: u32,
    ) -> Result<u32, AppError> {
        self.muster().collection_set(&game, &kind, &item, count)
    }

    /// See [`app_commands!`].
    pub fn box_save(
        &self,
        game: String,
        id: String,
        contents: Vec<BoxLine>,
    ) -> Result<(), AppError> {
        self.muster().box_save(&game, &id, &contents)
    }

    /// See [`app_commands!`].
    pub fn can_field_all(&self, lang: Lang) -> Result<Vec<CanFieldRow>, AppError> {
        let checks = self.settings().collection_checks;
        self.muster().can_field_all(lang, checks)
    }

    /// See [`app_commands!`].
    pub fn match_start(&self, seats: Vec<Seat>, lang: Lang) -> Result<TrackerView, AppError> {
        self.muster().match_start(&seats, lang)
    }

    /// See [`app_commands!`].
    pub fn match_open(&self, id: MatchId, lang: Lang) -> Result<TrackerView, AppError> {
        self.muster().match_open(id, lang)
    }

    /// See [`app_commands!`].
    pub fn match_record(
        &self,
        id: MatchId,
        entry: Value,
        lang: Lang,
    ) -> Result<Recorded, AppError> {
        self.muster().match_record(id, entry, lang)
    }

    /// See [`app_commands!`].
    pub fn match_finish(&self, id: MatchId, lang: Lang) -> Result<TrackerView, AppError> {
        self.muster().match_finish(id, lang)
    }

    /// See [`app_commands!`].
    pub fn matches_list(&self) -> Result<Vec<MatchRow>, AppError> {
        self.muster().matches_list()
    }

    /// See [`app_commands!`].
    pub fn match_stats(&self) -> Result<StatsView, AppError> {
        self.muster().match_stats()
    }

    /// See [`app_commands!`].
    pub fn settings_get(&self) -> Result<Settings, AppError> {
        Ok(self.settings())
    }

    /// See [`app_commands!`].
    pub fn settings_set(&self, settings: Value) -> Result<Settings, AppError> {
        self.set_settings(settings)
    }

    /// See [`app_commands!`].
    pub fn settings_choose_data_folder(&self, title: String) -> Result<Option<Settings>, AppError> {
        let current = self.settings();
        let Some(dir) = self.choose(&Ask::folder(&title, Some(&current.data_dir))) else {
            return Ok(None);
        };
        let settings = Settings {
            data_dir: dir,
            ..current
        };
        self.apply_settings(settings).map(Some)
    }
}

#[cfg(test)]
mod tests {
    /// Every command's name with the Rust types of its arguments, as the list declares them.
    macro_rules! argument_types {
        ($( $(#[doc = $doc:literal])* fn $name:ident($($arg:ident: $ty:ty $(as $shape:ty)?),* $(,)?) -> $answer:ty; )*) => {
            const COMMANDS: &[(&str, &[&str])] = &[$((stringify!($name), &[$(stringify!($ty)),*])),*];
        };
    }

    app_commands!(argument_types);

    #[test]
    fn the_window_names_no_file_but_one_the_app_wrote() {
        let naming: Vec<&str> = COMMANDS
            .iter()
            .filter(|(_, types)| types.iter().any(|t| t.contains("Path")))
            .map(|(name, _)| *name)
            .collect();
        // `reveal_saved` shows a file only when the app wrote it (tests/app/lists.rs).
        assert_eq!(naming, ["reveal_saved"]);
    }
}
