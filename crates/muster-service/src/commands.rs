//! Every command the app's window may call, declared once in [`app_commands!`]: its name,
//! arguments, answer, meaning and how it is answered. From that one declaration come the
//! [`App`](crate::App) method of the same name (here), the Tauri shell's handler, the UI's
//! TypeScript function, the shell's permission and capability entry and the row of
//! `docs/app-commands.md` (`bindings.rs` and `bindings/commands.rs`).

/// Every command the app's window may call, in one list. Each entry is one of two forms:
///
/// - `fn name(arg: Type, …) -> Answer = muster(call, …);` — the command is answered by the
///   [`Muster`](crate::Muster) method of the same name, called with those arguments;
/// - `fn name(&self, arg: Type, …) -> Answer { … }` — the command needs the app's own state
///   (settings, dialogs, the files it wrote) and the body answers it.
///
/// Each fails with an [`AppError`](crate::AppError), and its doc comment says what it does
/// (the UI's function and the docs table show it). An argument the command reads and checks
/// itself (raw JSON, so that a bad value gets the command's own error naming its place) says
/// what the UI sends as `arg: Value as Shape`.
///
/// `app_commands!(then)` calls the macro `then` with every command's signature, one
/// `fn name(arg: Type [as Shape], …) -> Answer;` each with its doc comment: the shell makes
/// its Tauri handlers of it and the bindings generator the UI's functions, so they cannot
/// disagree.
#[macro_export]
macro_rules! app_commands {
    ($($with:tt)+) => {
        $crate::__app_commands! { $($with)+ []
            /// The app's version and the four games, each with what Muster does for it and
            /// what its shipped data holds (counted from the packs), in both languages.
            fn app_info() -> $crate::info::AppInfo = muster();
            /// What the settings' About section shows: the version, each game's shipped packs
            /// as they state where they come from (how many, the seasons they were made for,
            /// each source once: a community repository and its commit, the rulebook a pack
            /// was written from by hand, or the community values completing a pack: what they
            /// are in both languages, who made them, the commit and its date), the Age of
            /// Sigmar packs the player imported with the folder they are read from, and the
            /// library file in use. Reads the packs' own `source` and `reference`, never opens
            /// the library.
            fn about() -> $crate::info::About = muster();
            /// The id Muster makes of each name (`Zikkit's Tunnelpack` → `zikkits-tunnelpack`):
            /// the UI makes no id itself.
            fn kebab_ids(&self, names: Vec<String>) -> Vec<String> {
                Ok(names.iter().map(|n| muster_core::ids::kebab_id(n)).collect())
            }
            /// The RuneWars catalogue the library sees (the pack and the player's own units,
            /// upgrades, factions and boxes), names in `lang`.
            fn runewars_catalog(lang: $crate::Lang) -> $crate::games::runewars::CatalogView = muster(lang);
            /// The Diskwars catalogue the library sees (the pack and the player's values):
            /// every value the rulebook states with its source, every other `null` (unknown,
            /// never guessed); the pre-built regiments, introductory armies and boxes.
            fn diskwars_catalog(lang: $crate::Lang) -> $crate::games::diskwars::DiskwarsCatalogView = muster(lang);
            /// Stores the cells the player typed in the Diskwars values table (an empty cell
            /// takes the player's value off), all together or none; answers the refused cells,
            /// each with why in `lang` (none when stored).
            fn diskwars_values_save(edits: Vec<$crate::games::diskwars::CellEdit>, lang: $crate::Lang) -> Vec<$crate::games::diskwars::CellFault> = muster(&edits, lang);
            /// The values the saved Diskwars lists wait for (their verdict is unconfirmed
            /// until entered), each with the names of the lists.
            fn diskwars_values_needed(lang: $crate::Lang) -> Vec<$crate::games::diskwars::NeededValue> = muster(lang);
            /// Every Age of Sigmar faction (shipped and imported by the player) by name, grand
            /// alliance, Legends mark and the army it belongs to, without reading any pack; the
            /// seasons and a new list's defaults.
            fn sigmar_catalog() -> $crate::games::sigmar::SigmarCatalogView = muster();
            /// One faction's pack as the builder reads it, opened when the player chooses the
            /// faction (an unknown id is `args.invalid` naming the nearest; a shipped pack that
            /// fails its schema is `data.broken`).
            fn sigmar_pack(faction: String) -> $crate::games::sigmar::PackView = muster(&faction);
            /// What each place of a matched-play list could take now, each candidate allowed or
            /// not with the validator's reason (empty for an open-play list; another game's
            /// document is `args.invalid`).
            fn sigmar_choices(document: $crate::types::Value as $crate::games::ListDocumentShape, lang: $crate::Lang) -> $crate::types::Choices = muster(&$crate::lists::document_text(&document)?, lang);
            /// Imports every faction catalogue of a BattleScribe folder the player chooses in
            /// the folder dialog (titled `title`) among the player's packs; `null` when
            /// cancelled.
            fn sigmar_import_folder(&self, title: String) -> Option<$crate::games::sigmar::ImportedView> {
                let Some(dir) = self.choose(&$crate::dialogs::Ask::folder(&title, None)) else {
                    return Ok(None);
                };
                self.muster().sigmar_import_folder(&dir).map(Some)
            }
            /// A list pasted as the official Age of Sigmar app exports it, read into a
            /// matched-play list document, **not stored**: `{ document, problems: [{ line,
            /// text, message, nearest }] }` (save the document with `list_save`).
            fn sigmar_read_app_text(text: String, lang: $crate::Lang) -> $crate::games::sigmar::AppTextPreview = muster(&text, lang);
            /// A BattleScribe or New Recruit roster file (`.ros`, `.rosz`, `.json`) the player
            /// chooses in the open dialog (titled `title`) read into a matched-play list,
            /// **not stored**: `{ file, list, notes }`, each note `{ place, name, message }` in
            /// `lang` for a selection not mapped; `null` when cancelled.
            fn sigmar_read_roster(&self, title: String, lang: $crate::Lang) -> Option<$crate::games::sigmar::RosterRead> {
                let ask = $crate::dialogs::Ask::open(&title, $crate::dialogs::FileKind::Roster);
                let Some(path) = self.choose(&ask) else {
                    return Ok(None);
                };
                *self.roster.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(path.clone());
                self.muster().sigmar_read_roster(&path, lang).map(Some)
            }
            /// The roster file last chosen, read again with its notes in `lang` (a change of
            /// language; no dialog).
            fn sigmar_reread_roster(&self, lang: $crate::Lang) -> $crate::games::sigmar::RosterRead {
                let path = self
                    .roster
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .clone()
                    .ok_or_else(|| $crate::AppError::args("no roster file has been chosen yet"))?;
                self.muster().sigmar_read_roster(&path, lang)
            }
            /// The Underworlds warbands, decks and legality lists, the player's own records in
            /// place of the shipped ones of their id, each marked `user`, a warband whose
            /// fighter cards are the community's marked `community_cards`, and every runemark's
            /// words by its id (`runemarks`).
            fn underworlds_catalog() -> $crate::games::underworlds::UnderworldsCatalogView = muster();
            /// Stores the player's own warband or deck (`kind`), checked first; a record with a
            /// shipped id replaces the shipped one for this player; a refused record is
            /// `record.invalid` naming the place
            /// (`underworlds/warband/<id>/fighters/0/inspired/health: …`), and nothing is
            /// stored.
            fn underworlds_save_record(kind: String, record: $crate::types::Value as $crate::bindings::UnderworldsRecord) -> $crate::games::underworlds::UnderworldsCatalogView = muster(&kind, record);
            /// Deletes the player's own warband or deck (the shipped one of that id is back);
            /// `store.not_found` when there is none.
            fn underworlds_delete_record(kind: String, id: String) -> $crate::games::underworlds::UnderworldsCatalogView = muster(&kind, &id);
            /// A deck typed as plain text (one card per line `TYPE · NAME · GLORY`) read into a
            /// deck record, **not stored**; bad lines are `deck.text`, one `line N: …` per bad
            /// line, in `lang`.
            fn underworlds_read_deck(text: String, id: String, name: String, lang: $crate::Lang) -> $crate::types::Deck = muster(&text, &id, &name, lang);
            /// A deck link (underworldsdb's `…shared.php?deck=0,BL1,…`, its `deck=` part, or
            /// the card codes alone) read into a deck record of the shipped cards, **not
            /// stored**; every code no card has is `deck.link`, one `card N: …` per bad code,
            /// in `lang`.
            fn underworlds_deck_of_link(link: String, id: String, name: String, lang: $crate::Lang) -> $crate::types::Deck = muster(&link, &id, &name, lang);
            /// A list document with the decks and cards of a deck link (its name, warband,
            /// season and notes kept; the link's format, or Rivals for one deck and Nemesis for
            /// two); a bad link is `deck.link` as above, and nothing changes.
            fn underworlds_apply_link(document: $crate::types::Value as $crate::games::ListDocumentShape, link: String, lang: $crate::Lang) -> $crate::types::UnderworldsList = muster(&$crate::lists::document_text(&document)?, &link, lang);
            /// The underworldsdb link of an Underworlds list's cards, to share; a card with no
            /// code (one the player typed) is `deck.link` naming it; another game's list is
            /// `args.invalid`.
            fn deck_link(&self, document: $crate::types::Value as $crate::games::ListDocumentShape, lang: $crate::Lang) -> String {
                let document = $crate::lists::parse_document(&document.to_string())?;
                self.muster().deck_link(&document, lang)
            }
            /// What the tracker needs of a warband's fighters: a row per fighter the data
            /// counts (its name, or "Fighter n"/"Guerrero n" where the data names none), the
            /// leader, Health and Bounty of both faces where known, and `complete` when nothing
            /// is missing.
            fn underworlds_fighter_form(warband: String, lang: $crate::Lang) -> $crate::games::underworlds::FighterForm = muster(&warband, lang);
            /// The answers to that form kept as the player's own record of the warband (roster
            /// complete); a missing or zero Health, or a missing Bounty, is `record.invalid`
            /// naming `…/fighters/N`, in `lang`, and nothing is stored.
            fn underworlds_save_fighters(warband: String, fighters: Vec<$crate::games::underworlds::FighterValues>, lang: $crate::Lang) -> $crate::games::underworlds::UnderworldsCatalogView = muster(&warband, &fighters, lang);
            /// A unit's card, to look at without leaving the list: a warscroll, a RuneWars
            /// unit, a Diskwars disc or an Underworlds fighter (`faction`: the Age of Sigmar
            /// faction or the Underworlds warband it is in; the other games' ids need none),
            /// in `lang`: its characteristics and weapons from the data, keywords, abilities by
            /// name only, each value with its source in words (ids and commits as `details`)
            /// and what no source gives as unknown (`value` null). An unknown game, faction or
            /// unit is `args.invalid`, naming it and the nearest id.
            fn unit_card(game: String, faction: Option<String>, unit: String, lang: $crate::Lang) -> $crate::served::UnitCard = muster(&game, faction.as_deref(), &unit, lang);
            /// Every rule finding of a list, exactly `muster validate --format json` (the
            /// verdict, `legal`, `unconfirmed` or `illegal`, the values its checks wait for,
            /// the game's own totals), and the `collection.short` warnings against the
            /// library's collection when the setting `collectionChecks` says it counts.
            fn check_list(&self, document: $crate::types::Value as $crate::games::ListDocumentShape, lang: $crate::Lang) -> $crate::check::CheckResult {
                let checks = self.settings().collection_checks;
                self.muster().check_list(&$crate::lists::document_text(&document)?, lang, checks)
            }
            /// The upgrades unit `unitIndex` of a RuneWars list can take without a rule error
            /// at the new card (none in the other games).
            fn eligible_upgrades(document: $crate::types::Value as $crate::games::ListDocumentShape, unit_index: usize) -> Vec<String> = muster(&$crate::lists::document_text(&document)?, unit_index);
            /// Every saved list, by id. A Diskwars list is filed under the faction its discs'
            /// races belong to, an Age of Sigmar list under its faction, an Underworlds list
            /// under its warband.
            fn lists_all() -> Vec<$crate::lists::ListSummary> = muster();
            /// One saved list with its current document.
            fn list_open(id: $crate::types::ListId) -> $crate::lists::OpenedList = muster(id);
            /// A document saved as a new list (`id` null) or as a new version of list `id`;
            /// illegal lists are saved too; what is not a list document is `list.invalid`.
            fn list_save(id: Option<$crate::types::ListId>, document: $crate::types::Value as $crate::games::ListDocumentShape) -> $crate::lists::Saved = muster(id, &$crate::lists::document_text(&document)?);
            /// The current document saved with a new name, as a new version.
            fn list_rename(id: $crate::types::ListId, name: String, lang: $crate::Lang) -> $crate::lists::Saved = muster(id, &name, lang);
            /// A copy of a list named "… (copy)" / "… (copia)", starting its own history.
            fn list_duplicate(id: $crate::types::ListId, lang: $crate::Lang) -> $crate::lists::Saved = muster(id, lang);
            /// Deletes a list and its history.
            fn list_delete(id: $crate::types::ListId) -> () = muster(id);
            /// Every version of a list, oldest first.
            fn list_history(id: $crate::types::ListId) -> Vec<$crate::lists::VersionView> = muster(id);
            /// An earlier version made current again, as a new version (nothing is lost).
            fn list_restore(id: $crate::types::ListId, version: u32) -> $crate::lists::Saved = muster(id, version);
            /// Reads a list document file the player chooses in the open dialog (titled
            /// `title`) and saves it as a new list (a bad file is `list.invalid` naming the
            /// place); `null` when cancelled.
            fn list_import_file(&self, title: String) -> Option<$crate::lists::Saved> {
                let ask = $crate::dialogs::Ask::open(&title, $crate::dialogs::FileKind::List);
                let Some(path) = self.choose(&ask) else {
                    return Ok(None);
                };
                self.muster().list_import_file(&path).map(Some)
            }
            /// Writes a list's current document as pretty JSON where the player chooses in the
            /// save dialog (titled `title`, `suggested` as the name), and answers the file
            /// written; `null` when cancelled.
            fn list_export_file(&self, id: $crate::types::ListId, title: String, suggested: String) -> Option<std::path::PathBuf> {
                // The list is read first: a list that is not there asks nothing.
                self.muster().list_open(id)?;
                let ask = $crate::dialogs::Ask::save(&title, &suggested, $crate::dialogs::FileKind::List);
                let Some(path) = self.choose(&ask) else {
                    return Ok(None);
                };
                self.may_write(&path)?;
                self.muster().list_export_file(id, &path)?;
                self.wrote(&path);
                Ok(Some(path))
            }
            /// The pages exactly as the PDF draws them, for the document as the builder holds
            /// it, saved or not.
            fn list_print_preview(document: $crate::types::Value as $crate::games::ListDocumentShape, options: $crate::printing::PrintRequest) -> $crate::types::Layout = muster(&$crate::lists::document_text(&document)?, &options);
            /// Writes the PDF where the player chooses in the save dialog (titled `title`,
            /// `suggested` as the name): first to `<path>.muster-partial` beside it, then
            /// renamed, so a failed write leaves nothing half-written (`file.io` names the
            /// path); never over the library, its `-wal` or `-shm`, or the settings file
            /// (`file.io` naming both); the file written, `null` when cancelled.
            fn list_print_save(&self, document: $crate::types::Value as $crate::games::ListDocumentShape, options: $crate::printing::PrintRequest, title: String, suggested: String) -> Option<std::path::PathBuf> {
                // The PDF is made first: a list that cannot be printed asks nothing.
                let pdf = self.muster().list_pdf(&$crate::lists::document_text(&document)?, &options)?;
                let ask = $crate::dialogs::Ask::save(&title, &suggested, $crate::dialogs::FileKind::Pdf);
                let Some(path) = self.choose(&ask) else {
                    return Ok(None);
                };
                self.may_write(&path)?;
                let library = self.muster().library_path();
                $crate::files::write_output(&path, &pdf, Some(&library), &[])?;
                self.wrote(&path);
                Ok(Some(path))
            }
            /// Shows a file the app wrote this session (an export or a PDF) in the system's
            /// file manager ("Open folder"); any other path is `file.io`.
            fn reveal_saved(&self, path: std::path::PathBuf) -> () {
                let known = self
                    .written
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .contains(&path);
                if !known {
                    return Err($crate::AppError::new(
                        $crate::ErrorCode::FileIo,
                        format!("{}: only a file Muster saved in this session can be shown", path.display()),
                    ));
                }
                self.dialogs
                    .reveal(&path)
                    .map_err(|why| $crate::AppError::new($crate::ErrorCode::FileIo, format!("{}: {why}", path.display())))
            }
            /// The list as compact plain text for chats (name, header, one line per unit and
            /// upgrade with costs, totals and verdict).
            fn list_text(&self, document: $crate::types::Value as $crate::games::ListDocumentShape, lang: $crate::Lang) -> String {
                let document = $crate::lists::parse_document(&document.to_string())?;
                self.muster().list_text(&document, &$crate::Readings::default(), lang)
            }
            /// What is owned in `game`.
            fn collection_get(game: String) -> Vec<$crate::collection::CollectionEntry> = muster(Some(&game));
            /// Sets how many of an item are owned (0 removes the line); the new count. Raising
            /// a count checks that the item exists (`args.invalid` names it); lowering one
            /// never does, so a line whose item has gone can be cleared. Kinds: RuneWars `unit`
            /// (trays), `upgrade`, `box`; Diskwars `disc`, `command-card`, `box`; Age of Sigmar
            /// `unit` (models of a warscroll); Underworlds `warband`, `deck`.
            fn collection_set(game: String, kind: String, item: String, count: u32) -> u32 = muster(&game, &kind, &item, count);
            /// Stores a RuneWars box the player describes, checked like shipped data; owning it
            /// then counts as owning its contents. Other games' boxes are `args.invalid`.
            fn box_save(game: String, id: String, contents: Vec<$crate::collection::BoxLine>) -> () = muster(&game, &id, &contents);
            /// For every saved list, whether the collection covers it, how many shortfalls,
            /// whether the builder checks it against the collection (`checked`: the setting
            /// `collectionChecks`, and with `auto` whether anything of its game is owned), and
            /// its verdict (`legal`, `illegal` or `unconfirmed`).
            fn can_field_all(&self, lang: $crate::Lang) -> Vec<$crate::collection::CanFieldRow> {
                let checks = self.settings().collection_checks;
                self.muster().can_field_all(lang, checks)
            }
            /// A new match between saved lists; the player who keeps the library first.
            fn match_start(seats: Vec<$crate::matches::Seat>, lang: $crate::Lang) -> $crate::matches::TrackerView = muster(&seats, lang);
            /// A stored match, replayed from its log.
            fn match_open(id: $crate::types::MatchId, lang: $crate::Lang) -> $crate::matches::TrackerView = muster(id, lang);
            /// One entry of a match (an event, undo or redo) checked by the rules, stored, then
            /// taken; or refused (then nothing changed).
            fn match_record(id: $crate::types::MatchId, entry: $crate::types::Value as $crate::bindings::MatchEntry, lang: $crate::Lang) -> $crate::matches::Recorded = muster(id, entry, lang);
            /// Keeps the result of a match that is over in the history (`match.not_over` before
            /// that).
            fn match_finish(id: $crate::types::MatchId, lang: $crate::Lang) -> $crate::matches::TrackerView = muster(id, lang);
            /// Every match, newest first, with the names as played.
            fn matches_list() -> Vec<$crate::matches::MatchRow> = muster();
            /// Finished matches per saved list and per faction, for the player's side.
            fn match_stats() -> $crate::matches::StatsView = muster();
            /// The settings in force.
            fn settings_get(&self) -> $crate::settings::Settings {
                Ok(self.settings())
            }
            /// New settings checked and saved (anything else is `settings.invalid` and changes
            /// nothing). `dataDir` may only stay as it is or go back to the default folder
            /// (whose library is opened — or created — first); any other folder is
            /// `settings.invalid`.
            fn settings_set(&self, settings: $crate::types::Value as $crate::settings::Settings) -> $crate::settings::Settings {
                self.set_settings(settings)
            }
            /// Moves the library to a folder the player chooses in the folder dialog (titled
            /// `title`, opened at the folder in use): the library there is opened — or created
            /// — first; the settings in force, `null` when cancelled.
            fn settings_choose_data_folder(&self, title: String) -> Option<$crate::settings::Settings> {
                let current = self.settings();
                let ask = $crate::dialogs::Ask::folder(&title, Some(&current.data_dir));
                let Some(dir) = self.choose(&ask) else {
                    return Ok(None);
                };
                let settings = $crate::settings::Settings { data_dir: dir, ..current };
                self.apply_settings(settings).map(Some)
            }
        }
    };
}

/// How [`app_commands!`] reads its list: `@methods` makes the [`App`](crate::App) method of
/// each command; a macro's path calls that macro with every command's signature (gathered in
/// the brackets, one command at a time).
#[doc(hidden)]
#[macro_export]
macro_rules! __app_commands {
    (@methods []) => {};
    (@methods [] $(#[doc = $doc:literal])* fn $name:ident($($arg:ident: $ty:ty $(as $shape:ty)?),* $(,)?) -> $answer:ty = muster($($call:expr),* $(,)?); $($rest:tt)*) => {
        impl $crate::App {
            $(#[doc = $doc])*
            pub fn $name(&self $(, $arg: $ty)*) -> Result<$answer, $crate::AppError> {
                self.muster().$name($($call),*)
            }
        }
        $crate::__app_commands!(@methods [] $($rest)*);
    };
    (@methods [] $(#[doc = $doc:literal])* fn $name:ident(&$self:ident $(, $arg:ident: $ty:ty $(as $shape:ty)?)* $(,)?) -> $answer:ty $body:block $($rest:tt)*) => {
        impl $crate::App {
            $(#[doc = $doc])*
            pub fn $name(&$self $(, $arg: $ty)*) -> Result<$answer, $crate::AppError> $body
        }
        $crate::__app_commands!(@methods [] $($rest)*);
    };
    ($then:path [$($done:tt)*]) => {
        $then! { $($done)* }
    };
    ($then:path [$($done:tt)*] $(#[doc = $doc:literal])* fn $name:ident($($arg:ident: $ty:ty $(as $shape:ty)?),* $(,)?) -> $answer:ty = muster($($call:expr),* $(,)?); $($rest:tt)*) => {
        $crate::__app_commands!($then [$($done)* $(#[doc = $doc])* fn $name($($arg: $ty $(as $shape)?),*) -> $answer;] $($rest)*);
    };
    ($then:path [$($done:tt)*] $(#[doc = $doc:literal])* fn $name:ident(&$self:ident $(, $arg:ident: $ty:ty $(as $shape:ty)?)* $(,)?) -> $answer:ty $body:block $($rest:tt)*) => {
        $crate::__app_commands!($then [$($done)* $(#[doc = $doc])* fn $name($($arg: $ty $(as $shape)?),*) -> $answer;] $($rest)*);
    };
}

app_commands!(@methods);

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
