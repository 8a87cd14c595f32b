//! The official Warhammer Age of Sigmar app's text (`docs/app-text.md`): a pasted export
//! read into a list document with every line left out (`sigmar_read_app_text`, the app's
//! "Paste a list"; `muster import text`), and a matched list written in that shape
//! (`muster export --format app-text`). Nothing is stored here: the window saves the
//! document with `list_save` once the player confirms.
//!
//! A pasted text is refused above [`MAX_BYTES`] bytes or [`MAX_LINES`] lines, whichever
//! format it is in.

use crate::error::{AppError, ErrorCode};
use crate::muster::Muster;
use muster_core::games::sigmar::app_text::{self, Fault, Problem};
use muster_core::games::sigmar::{Mode, Sigmar, SigmarList};
use muster_core::{Lang, ListDocument};
use serde::Serialize;

pub use app_text::{MAX_BYTES, MAX_LINES};

/// A line of the pasted text that was left out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarAppTextProblem"))]
pub struct AppTextProblem {
    /// 1-based line of the text.
    pub line: usize,
    /// The line as pasted, trimmed.
    pub text: String,
    /// What is wrong, in the language asked.
    pub message: String,
    /// For a name that matches nothing, the nearest name the faction's pack knows.
    pub nearest: Option<String>,
}

impl AppTextProblem {
    fn of(problem: &Problem, lang: Lang) -> Self {
        AppTextProblem {
            line: problem.line,
            text: problem.text.clone(),
            message: problem.message(lang),
            nearest: problem.fault.nearest().map(str::to_owned),
        }
    }
}

/// `sigmar_read_app_text`'s answer: the list document read (not stored) and every line
/// left out.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "SigmarAppTextPreview"))]
pub struct AppTextPreview {
    /// The matched-play list of the faction the text names.
    pub document: SigmarList,
    /// Every line left out, in the order of the text.
    pub problems: Vec<AppTextProblem>,
    /// What changed since the list was written, in the language asked: each unit line whose
    /// cost in the text is not the current data's, its message `Liberators: 100 in your
    /// list, 110 in the current points`. The verdict is the current data's.
    pub changes: Vec<AppTextProblem>,
    /// The season the list names against the data's, in plain words, when they differ.
    pub season: Option<String>,
    /// Lines taken with a note, not left out: a misspelt name read as the one known name
    /// it is a typo of.
    pub notes: Vec<AppTextProblem>,
    /// Roster notes: what the text says that a list in Muster does not hold (the battle
    /// tactic cards picked, a formation or lore left empty). Neither left out nor read.
    pub roster_notes: Vec<AppTextProblem>,
}

/// A pasted text read by `muster import text`, in whichever format it was.
#[derive(Clone, Debug, PartialEq)]
pub struct PastedList {
    /// The list document.
    pub document: ListDocument,
    /// The lines left out, each `line N: 'text': message` in the language asked (only the
    /// app's text leaves lines out; Muster's own is read whole or refused).
    pub problems: Vec<String>,
    /// Names read with a note, roster notes (battle tactic cards, an empty slot) and what
    /// changed since the list was written (the season it names, costs the current data
    /// does not give), in the language asked; nothing left out.
    pub notes: Vec<String>,
}

/// The refusal of a text over the size limit, before anything is read.
fn check_size(text: &str, lang: Lang) -> Result<(), AppError> {
    let lines = text.lines().count();
    if text.len() > MAX_BYTES || lines > MAX_LINES {
        let fault = Fault::TooLarge {
            bytes: text.len(),
            lines,
        };
        return Err(AppError::new(ErrorCode::ListText, fault.message(lang)));
    }
    Ok(())
}

/// A problem that stops the whole text, as the job's error.
fn refused(problem: &Problem, lang: Lang) -> AppError {
    AppError::new(ErrorCode::ListText, problem.text(lang))
}

impl Muster {
    /// `sigmar_read_app_text`: the official app's text of a matched list read into a list
    /// document of its faction, with every line left out (its number, its text, why, in
    /// `lang`, and the nearest known name); nothing is stored. A text over the size limit,
    /// empty, or naming no faction Muster has is `list.text`.
    pub fn sigmar_read_app_text(&self, text: &str, lang: Lang) -> Result<AppTextPreview, AppError> {
        check_size(text, lang)?;
        self.session(|session| {
            let catalog = session.catalog::<Sigmar>()?;
            let read = app_text::read_app_text(text, &catalog).map_err(|p| refused(&p, lang))?;
            crate::lists::within_limits(&read.list)?;
            let data_season = catalog.pack(&read.list.faction).map(|p| p.season.clone());
            let season =
                data_season.and_then(|data| app_text::season_words(read.season, &data, lang));
            let lines: Vec<&str> = text.lines().collect();
            Ok(AppTextPreview {
                changes: (read.changes.iter())
                    .map(|c| AppTextProblem {
                        line: c.line,
                        text: lines.get(c.line - 1).map_or("", |l| l.trim()).to_owned(),
                        message: c.message(lang),
                        nearest: None,
                    })
                    .collect(),
                season,
                notes: (read.notes.iter())
                    .map(|p| AppTextProblem::of(p, lang))
                    .collect(),
                roster_notes: (read.roster_notes.iter())
                    .map(|p| AppTextProblem::of(p, lang))
                    .collect(),
                document: read.list,
                problems: read
                    .problems
                    .iter()
                    .map(|p| AppTextProblem::of(p, lang))
                    .collect(),
            })
        })
    }

    /// `muster import text`: a pasted list in the official app's shape (its footer, or a
    /// `… 1000/2000 pts` title over section headings) or in Muster's own text, read into its
    /// document. The app's text keeps the lines it cannot take as problems (in `lang`);
    /// Muster's own text is read whole or refused (`list.text`, naming the line).
    pub fn read_pasted_text(&self, text: &str, lang: Lang) -> Result<PastedList, AppError> {
        check_size(text, lang)?;
        if !app_text::is_app_text(text) {
            let document = self.read_list_text(text)?;
            crate::lists::json_within_limits(&document.to_json())?;
            return Ok(PastedList {
                document,
                problems: Vec::new(),
                notes: Vec::new(),
            });
        }
        let preview = self.sigmar_read_app_text(text, lang)?;
        let line = lang.pick("line", "línea");
        let typos = (preview.notes.iter())
            .chain(&preview.roster_notes)
            .map(|p| format!("{line} {}: '{}': {}", p.line, p.text, p.message));
        let changes = (preview.changes.iter()).map(|c| format!("{line} {}: {}", c.line, c.message));
        let notes = typos
            .chain(preview.season.iter().cloned())
            .chain(changes)
            .collect();
        Ok(PastedList {
            notes,
            document: ListDocument::Sigmar(preview.document),
            problems: preview
                .problems
                .iter()
                .map(|p| {
                    let line = lang.pick("line", "línea");
                    format!("{line} {}: '{}': {}", p.line, p.text, p.message)
                })
                .collect(),
        })
    }

    /// `muster export --format app-text`: a matched-play Age of Sigmar list as the official
    /// app exports it, with the pack's names and points. Another game's list, or open play,
    /// is `args.invalid`.
    pub fn official_app_text(&self, document: &ListDocument) -> Result<String, AppError> {
        let ListDocument::Sigmar(list) = document else {
            return Err(AppError::args(format!(
                "only an Age of Sigmar list has the official app's text; this is a {} list",
                document.game().product()
            )));
        };
        if list.mode != Mode::Matched {
            return Err(AppError::args(
                "the official app's text holds matched play only; this list is open play",
            ));
        }
        self.session(|session| {
            let catalog = session.catalog::<Sigmar>()?;
            Ok(app_text::write_app_text(list, &catalog).expect("a matched list has app text"))
        })
    }
}
