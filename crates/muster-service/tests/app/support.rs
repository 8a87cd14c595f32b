//! What the app's tests share: a temporary folder with an [`App`] whose library lives in it,
//! the repository's examples, and each command called as the window calls it (by its name,
//! with the window's arguments), its answer read as the JSON the window receives where a test
//! reads it that way.

pub use muster_core::games::diskwars::{DiscKind, Diskwars, Doubt, Size};
pub use muster_core::games::runewars::{self, Options, RuneWars};
pub use muster_core::games::sigmar::{self, Sigmar, DEFAULT_SEASON, SEASONS};
pub use muster_core::{Diagnostic, Game, Lang, ListDocument, Report, Verdict, USER_SOURCE};
pub use muster_print::{Item, Layout, Paper};
pub use muster_service::app::App;
pub use muster_service::collection::{BoxLine, CanFieldRow, CollectionEntry};
pub use muster_service::games::diskwars::{
    CellEdit as DiskwarsCellEdit, CellFault as DiskwarsCellFault, DiscView, DiskwarsCatalogView,
};
pub use muster_service::games::runewars::{BoxItemView, BoxView, CatalogView};
pub use muster_service::games::sigmar::{
    FactionView, ImportedView, PackView, ReinforcedView, RosterRead, SigmarCatalogView, UnitView,
};
pub use muster_service::games::underworlds::UnderworldsCatalogView;
pub use muster_service::lists::{ListSummary, OpenedList, Saved, VersionView};
pub use muster_service::matches::{MatchRow, Seat, StatsView};
pub use muster_service::printing::PrintRequest;
pub use muster_service::settings::{read_settings, CollectionChecks, Settings, Theme};
pub use muster_service::{AppError, ErrorCode};
pub use muster_store::{Library, ListId, MatchId, MatchOutcome};
pub use serde::Serialize;
pub use serde_json::{json, Value};
pub use std::path::{Path, PathBuf};

pub use muster_service::dialogs::{Ask, FileKind, Scripted};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// The app as the tests hold it (see [`TestApp`]).
pub type AppState = TestApp;

/// A folder under the system's temporary folder, removed when dropped.
pub struct TempDir(PathBuf);

impl TempDir {
    /// A new empty folder named after `tag`.
    pub fn new(tag: &str) -> Self {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "muster-app-test-{tag}-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    /// The folder.
    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// An app with its settings file under `dir/config` and its library under `dir/data`.
/// The app on a library in `dir`, lists always checked against the collection (what most
/// tests look at; `state_with` for the other settings).
pub fn state_in(dir: &TempDir) -> TestApp {
    state_with(dir, CollectionChecks::On)
}

/// The app as a test drives it: the app, and the dialogs it asks (answered in advance with
/// [`TestApp::answer`]).
pub struct TestApp {
    pub app: App,
    pub dialogs: Arc<Scripted>,
}

impl TestApp {
    /// The next dialog the app opens answers `path`.
    pub fn answer(&self, path: &Path) {
        self.dialogs.answer(Some(path.to_path_buf()));
    }
}

impl std::ops::Deref for TestApp {
    type Target = App;
    fn deref(&self) -> &App {
        &self.app
    }
}

/// The app on a library in `dir`, with `checks` for the collection.
pub fn state_with(dir: &TempDir, checks: CollectionChecks) -> TestApp {
    let dialogs = Arc::new(Scripted::default());
    let app = App::new(
        dir.path().join("config").join("settings.json"),
        Settings {
            lang: Lang::En,
            theme: Theme::Light,
            data_dir: dir.path().join("data"),
            collection_checks: checks,
            player_name: String::new(),
            paper: Default::default(),
            print_lang: None,
        },
    )
    .with_dialogs(Arc::clone(&dialogs));
    TestApp { app, dialogs }
}

/// Every text of a printed layout, in drawing order.
pub fn layout_texts(layout: &Layout) -> Vec<&str> {
    layout
        .pages
        .iter()
        .flat_map(|p| &p.items)
        .filter_map(|item| match item {
            Item::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

/// An example list document of the repository (`examples/NAME`).
pub fn example(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../examples")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The rulebook's worked example (p.16–17): Kairos Fateweaver's 33 recruitment points spent
/// on a Bloodthirster (15), Plaguebearers (8) and two Kurgan Barbarians (5 each), in a
/// two-regiment army with one regiment chosen so far.
pub const DISKWARS_KAIROS: &str = r#"{"format": "muster-list/1", "game": "diskwars",
    "name": "Fateweaver's host", "regiment_count": 2,
    "regiments": [{"hero": "kairos-fateweaver",
        "units": ["bloodthirster", "plaguebearers", "kurgan-barbarians", "kurgan-barbarians"]}],
    "command_cards": ["intimidate", "nurgles-rot"]}"#;

/// What the app's state offers a test beyond the commands.
pub trait AppExt {
    /// Runs `f` on the library, opening it first.
    fn with_library<T>(
        &self,
        f: impl FnOnce(&mut Library) -> Result<T, AppError>,
    ) -> Result<T, AppError>;
}

impl AppExt for App {
    fn with_library<T>(
        &self,
        f: impl FnOnce(&mut Library) -> Result<T, AppError>,
    ) -> Result<T, AppError> {
        self.muster().with_library(f)
    }
}

/// A value as the window receives it.
pub fn as_json(value: impl Serialize) -> Value {
    serde_json::to_value(value).expect("answers serialize")
}

/// `check_list`'s answer, its report read as the window reads it.
#[derive(Debug, Serialize)]
pub struct CheckResult {
    /// The report, its totals as JSON.
    pub report: Report<Value>,
    /// The collection's shortfalls.
    pub shortfalls: Vec<Diagnostic>,
}

pub fn check_list(state: &App, document: &str, lang: Lang) -> Result<CheckResult, AppError> {
    let checked = state.check_list(sent(document), lang)?;
    let json = as_json(&checked.report);
    let game = match json["game"].as_str() {
        Some("runewars") => "runewars",
        Some("diskwars") => "diskwars",
        Some("sigmar") => "sigmar",
        _ => "underworlds",
    };
    let report = Report::new(
        game,
        json["totals"].clone(),
        checked.report.diagnostics().to_vec(),
    );
    Ok(CheckResult {
        report,
        shortfalls: checked.shortfalls,
    })
}

pub fn eligible_upgrades(
    state: &App,
    document: &str,
    unit: usize,
) -> Result<Vec<String>, AppError> {
    state.eligible_upgrades(sent(document), unit)
}

pub fn runewars_catalog(state: &App, lang: Lang) -> Result<CatalogView, AppError> {
    state.runewars_catalog(lang)
}

pub fn diskwars_catalog(state: &App, lang: Lang) -> Result<DiskwarsCatalogView, AppError> {
    state.diskwars_catalog(lang)
}

/// Stores cells of the values table (`(kind, id, column, text)`): the refused cells.
pub fn diskwars_values_save(
    state: &App,
    cells: &[(&str, &str, &str, &str)],
    lang: Lang,
) -> Result<Vec<DiskwarsCellFault>, AppError> {
    let edits = cells
        .iter()
        .map(|(kind, id, column, text)| DiskwarsCellEdit {
            kind: (*kind).into(),
            id: (*id).into(),
            column: (*column).into(),
            text: (*text).into(),
        })
        .collect();
    state.diskwars_values_save(edits, lang)
}

/// Stores one cell, which must be taken.
pub fn diskwars_value(state: &App, kind: &str, id: &str, column: &str, text: &str) {
    let faults = diskwars_values_save(state, &[(kind, id, column, text)], Lang::En).unwrap();
    assert!(faults.is_empty(), "{faults:?}");
}

pub fn sigmar_catalog(state: &App, _lang: Lang) -> Result<SigmarCatalogView, AppError> {
    state.sigmar_catalog()
}

pub fn sigmar_pack(state: &App, faction: &str) -> Result<PackView, AppError> {
    state.sigmar_pack(faction.to_owned())
}

pub fn sigmar_choices(
    state: &App,
    document: &str,
    lang: Lang,
) -> Result<muster_core::games::sigmar::Choices, AppError> {
    state.sigmar_choices(sent(document), lang)
}

/// `sigmar_import_folder` with `dir` chosen in its dialog.
pub fn sigmar_import_folder(state: &TestApp, dir: &Path) -> Result<ImportedView, AppError> {
    state.answer(dir);
    Ok(state
        .sigmar_import_folder("Import".into())?
        .expect("a folder was chosen"))
}

/// `sigmar_read_roster` with `path` chosen in its dialog.
pub fn sigmar_read_roster(
    state: &TestApp,
    path: &Path,
    lang: Lang,
) -> Result<RosterRead, AppError> {
    state.answer(path);
    Ok(state
        .sigmar_read_roster("Roster".into(), lang)?
        .expect("a file was chosen"))
}

pub fn user_packs_dir(state: &App) -> PathBuf {
    muster_service::games::sigmar::user_packs_dir(&state.muster().library_path())
}

pub fn underworlds_catalog(state: &App) -> Result<UnderworldsCatalogView, AppError> {
    state.underworlds_catalog()
}

pub fn underworlds_save_record(
    state: &App,
    kind: &str,
    record: Value,
) -> Result<UnderworldsCatalogView, AppError> {
    state.underworlds_save_record(kind.into(), record)
}

pub fn underworlds_delete_record(
    state: &App,
    kind: &str,
    id: &str,
) -> Result<UnderworldsCatalogView, AppError> {
    state.underworlds_delete_record(kind.into(), id.into())
}

pub fn underworlds_read_deck(
    state: &App,
    text: &str,
    id: &str,
    name: &str,
) -> Result<muster_core::games::underworlds::Deck, AppError> {
    let lang = state.settings().lang;
    state.underworlds_read_deck(text.into(), id.into(), name.into(), lang)
}

pub fn lists_all(state: &App) -> Result<Vec<ListSummary>, AppError> {
    state.lists_all()
}

pub fn list_open(state: &App, id: ListId) -> Result<OpenedList, AppError> {
    state.list_open(id)
}

pub fn list_save(state: &App, id: Option<ListId>, document: &str) -> Result<Saved, AppError> {
    state.list_save(id, sent(document))
}

pub fn list_rename(state: &App, id: ListId, name: &str, lang: Lang) -> Result<Saved, AppError> {
    state.list_rename(id, name.to_owned(), lang)
}

pub fn list_duplicate(state: &App, id: ListId, lang: Lang) -> Result<Saved, AppError> {
    state.list_duplicate(id, lang)
}

pub fn list_delete(state: &App, id: ListId) -> Result<(), AppError> {
    state.list_delete(id)
}

pub fn list_history(state: &App, id: ListId) -> Result<Vec<VersionView>, AppError> {
    state.list_history(id)
}

pub fn list_restore(state: &App, id: ListId, version: u32) -> Result<Saved, AppError> {
    state.list_restore(id, version)
}

/// `list_import_file` with `path` chosen in its dialog.
pub fn list_import_file(state: &TestApp, path: &Path) -> Result<Saved, AppError> {
    state.answer(path);
    Ok(state
        .list_import_file("Import".into())?
        .expect("a file was chosen"))
}

/// `list_export_file` with `path` chosen in its dialog.
pub fn list_export_file(state: &TestApp, id: ListId, path: &Path) -> Result<(), AppError> {
    state.answer(path);
    let written = state.list_export_file(id, "Export".into(), "list.json".into())?;
    assert_eq!(written.as_deref(), Some(path));
    Ok(())
}

/// What the print view sends, with its language and paper as the window writes them.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PrintArgs {
    pub lang: String,
    pub paper: String,
    pub player: Option<String>,
    pub date: String,
    pub play_sheet: bool,
}

impl PrintArgs {
    /// The request the window's JSON deserializes to (`args.invalid` when it does not).
    fn request(&self) -> Result<PrintRequest, AppError> {
        serde_json::from_value(json!({
            "lang": self.lang, "paper": self.paper, "player": self.player,
            "date": self.date, "playSheet": self.play_sheet,
        }))
        .map_err(|e| AppError::args(e.to_string()))
    }
}

pub fn list_print_preview(
    state: &App,
    document: &str,
    args: &PrintArgs,
) -> Result<Layout, AppError> {
    state.list_print_preview(sent(document), args.request()?)
}

/// `list_print_save` with `path` chosen in its dialog.
pub fn list_print_save(
    state: &TestApp,
    document: &str,
    args: &PrintArgs,
    path: &Path,
) -> Result<(), AppError> {
    state.answer(path);
    let written = state.list_print_save(
        sent(document),
        args.request()?,
        "Save PDF".into(),
        "list.pdf".into(),
    )?;
    assert_eq!(written.as_deref(), Some(path));
    Ok(())
}

pub fn list_text(state: &App, document: &str, lang: Lang) -> Result<String, AppError> {
    state.list_text(sent(document), lang)
}

pub fn collection_get(state: &App, game: &str) -> Result<Vec<CollectionEntry>, AppError> {
    state.collection_get(game.to_owned())
}

pub fn collection_set(
    state: &App,
    game: &str,
    kind: &str,
    item: &str,
    count: u32,
) -> Result<u32, AppError> {
    state.collection_set(game.into(), kind.into(), item.into(), count)
}

pub fn box_save(state: &App, game: &str, id: &str, contents: &[BoxLine]) -> Result<(), AppError> {
    state.box_save(game.into(), id.into(), contents.to_vec())
}

pub fn can_field_all(state: &App, lang: Lang) -> Result<Vec<CanFieldRow>, AppError> {
    state.can_field_all(lang)
}

pub fn settings_get(state: &App) -> Settings {
    state.settings_get().expect("settings are always there")
}

pub fn settings_set(state: &App, settings: Value) -> Result<Settings, AppError> {
    state.settings_set(settings)
}

/// `match_start` with two players.
pub fn match_start(
    state: &App,
    list_id: ListId,
    opponent_list_id: ListId,
    player: &str,
    opponent: &str,
    lang: Lang,
) -> Result<Value, AppError> {
    let seats = [
        Seat {
            list_id,
            name: player.to_owned(),
        },
        Seat {
            list_id: opponent_list_id,
            name: opponent.to_owned(),
        },
    ];
    match_start_seats(state, &seats, lang)
}

pub fn match_start_seats(state: &App, seats: &[Seat], lang: Lang) -> Result<Value, AppError> {
    state.match_start(seats.to_vec(), lang).map(as_json)
}

pub fn match_open(state: &App, id: MatchId, lang: Lang) -> Result<Value, AppError> {
    state.match_open(id, lang).map(as_json)
}

/// `match_record`'s answer as the window reads it.
#[derive(Debug)]
pub struct Recorded {
    pub view: Value,
    pub refused: Option<Diagnostic>,
}

pub fn match_record(
    state: &App,
    id: MatchId,
    entry: Value,
    lang: Lang,
) -> Result<Recorded, AppError> {
    let recorded = state.match_record(id, entry, lang)?;
    Ok(Recorded {
        view: as_json(&recorded.view),
        refused: recorded.refused,
    })
}

pub fn match_finish(state: &App, id: MatchId, lang: Lang) -> Result<Value, AppError> {
    state.match_finish(id, lang).map(as_json)
}

pub fn matches_list(state: &App) -> Result<Vec<MatchRow>, AppError> {
    state.matches_list()
}

pub fn match_stats(state: &App) -> Result<StatsView, AppError> {
    state.match_stats()
}

/// Saves a list document (its JSON) as a new list.
pub fn save(state: &App, document: impl ToString) -> ListId {
    list_save(state, None, &document.to_string()).unwrap().id
}

/// Records `entry`, which the rules must take: the view after it.
pub fn ok(state: &App, id: MatchId, entry: Value) -> Value {
    let recorded = match_record(state, id, entry.clone(), Lang::En).unwrap();
    if let Some(d) = recorded.refused {
        panic!("{entry} refused: {} ({})", d.message, d.code);
    }
    recorded.view
}

/// Records `entry`, which the rules must refuse: the refusal and the unchanged view.
pub fn refused(state: &App, id: MatchId, entry: Value) -> (Diagnostic, Value) {
    let recorded = match_record(state, id, entry.clone(), Lang::En).unwrap();
    let diagnostic = recorded
        .refused
        .unwrap_or_else(|| panic!("{entry} was taken"));
    (diagnostic, recorded.view)
}

/// A refusal's message (the check is off), or a panic when the action is allowed.
pub fn why(check: &Value) -> &str {
    check
        .as_str()
        .unwrap_or_else(|| panic!("allowed, expected a refusal: {check}"))
}

pub fn sigmar_read_app_text(
    state: &App,
    text: &str,
    lang: Lang,
) -> Result<muster_service::games::sigmar::AppTextPreview, AppError> {
    state.sigmar_read_app_text(text.to_owned(), lang)
}

/// A document's text as the window sends it: typed JSON (text that is not JSON goes as a
/// JSON string, which the app refuses as it would any other value that is not a list).
pub fn sent(document: &str) -> serde_json::Value {
    serde_json::from_str(document)
        .unwrap_or_else(|_| serde_json::Value::String(document.to_owned()))
}
