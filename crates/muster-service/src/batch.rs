//! `muster check`: every list file of an event read and judged at once, for an organiser.
//! Each file is read by the reader its contents call for (a list document, a pasted text of
//! any game or builder, a roster file) and checked as `muster validate` checks it; the
//! answer is one row per file, a file that cannot be read being a row with its reason, never
//! the end of the run. With a print asked for, every readable list goes into one PDF, each
//! starting on a new page.
//!
//! Folders are walked to every depth, in name order; hidden files and folders (a name
//! starting with `.`) and symbolic links are passed over, and only `.json`, `.txt`, `.ros`
//! and `.rosz` files are read (a path named on the command line is read whatever its name,
//! a link followed). Limits (docs/limits.md): [`MAX_FILES`] files in one run,
//! [`MAX_DEPTH`] folders deep, each file within its kind's own limit.

use crate::error::{AppError, ErrorCode};
use crate::files;
use crate::games::{Readings, Served};
use crate::muster::{Muster, Session};
use crate::printing::{printed, PrintRequest, Printed};
use muster_core::sheet::SheetTotal;
use muster_core::{
    parse_list, plural, with_list, Diagnostic, Lang, ListDocument, Severity, Verdict,
};
use serde::Serialize;
use std::path::{Path, PathBuf};

/// The most list files one run reads; past it the run is refused before any is read.
pub const MAX_FILES: usize = 10_000;

/// The deepest folder a walk enters, below the folder named.
pub const MAX_DEPTH: usize = 32;

/// The largest file read, whatever it holds: a roster's limit (4 MiB), the largest kind. A
/// list document or a pasted text is then held to its own, smaller limit.
pub const MAX_FILE_BYTES: usize = muster_bsdata::roster::MAX_FILE_BYTES as usize;

/// The names a folder's list files end in (any case).
pub const LIST_EXTENSIONS: [&str; 4] = ["json", "txt", "ros", "rosz"];

/// A row's verdict: the list's, or unreadable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RowVerdict {
    /// Every rule checked and kept.
    Legal,
    /// A rule broken.
    Illegal,
    /// Nothing known breaks a rule; some checks wait for values no source gives.
    Unconfirmed,
    /// The file could not be read as a list.
    Unreadable,
}

impl From<Verdict> for RowVerdict {
    fn from(verdict: Verdict) -> Self {
        match verdict {
            Verdict::Legal => RowVerdict::Legal,
            Verdict::Illegal => RowVerdict::Illegal,
            Verdict::Unconfirmed => RowVerdict::Unconfirmed,
        }
    }
}

impl RowVerdict {
    /// The verdict in a reader's words.
    pub fn word(self, lang: Lang) -> &'static str {
        match self {
            RowVerdict::Legal => Verdict::Legal.word(lang),
            RowVerdict::Illegal => Verdict::Illegal.word(lang),
            RowVerdict::Unconfirmed => Verdict::Unconfirmed.word(lang),
            RowVerdict::Unreadable => lang.pick("unreadable", "ilegible"),
        }
    }

    /// The stable id (`legal`, `illegal`, `unconfirmed`, `unreadable`) of JSON and CSV.
    pub fn id(self) -> &'static str {
        match self {
            RowVerdict::Legal => "legal",
            RowVerdict::Illegal => "illegal",
            RowVerdict::Unconfirmed => "unconfirmed",
            RowVerdict::Unreadable => "unreadable",
        }
    }
}

/// What a file was read as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ReadAs {
    /// A Muster list document (JSON).
    Document,
    /// A pasted list: Muster's own text, or an export of the official app or another
    /// builder.
    Text,
    /// A BattleScribe or New Recruit roster (`.ros`, `.rosz`, New Recruit's `.json`).
    Roster,
}

/// One file's row.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CheckedFile {
    /// The path as named, or as found in a folder named.
    pub file: String,
    /// What it was read as (none when it could not be read at all).
    pub read_as: Option<ReadAs>,
    /// The list's name.
    pub name: Option<String>,
    /// The game's id.
    pub game: Option<&'static str>,
    /// The faction, in the reader's language.
    pub faction: Option<String>,
    /// The list's first total: its points of the limit (a game without points, its first
    /// count).
    pub total: Option<SheetTotal>,
    /// Legal, illegal, unconfirmed or unreadable.
    pub verdict: RowVerdict,
    /// How many findings are errors.
    pub errors: usize,
    /// How many findings are warnings.
    pub warnings: usize,
    /// Each line of a pasted text not read, or selection of a roster not mapped as it is,
    /// with its place, in the reader's language.
    pub not_read: Vec<String>,
    /// Why the file is unreadable, or why its list is not in the PDF.
    pub reason: Option<String>,
    /// Every finding, as `muster validate --format json` gives them.
    pub diagnostics: Vec<Diagnostic>,
}

impl CheckedFile {
    fn unreadable(file: String, read_as: Option<ReadAs>, error: &AppError) -> Self {
        CheckedFile {
            file,
            read_as,
            name: None,
            game: None,
            faction: None,
            total: None,
            verdict: RowVerdict::Unreadable,
            errors: 0,
            warnings: 0,
            not_read: Vec::new(),
            reason: Some(error.message.clone()),
            diagnostics: Vec::new(),
        }
    }

    /// The total as a reader reads it: `1990/2000`, `2000+?/2000`, `12/?`; empty for none.
    pub fn total_text(&self) -> String {
        let Some(total) = &self.total else {
            return String::new();
        };
        let used = if total.used_incomplete {
            format!("{}+?", total.used)
        } else {
            total.used.to_string()
        };
        match (total.limit, total.limit_unknown) {
            (Some(limit), _) => format!("{used}/{limit}"),
            (None, true) => format!("{used}/?"),
            (None, false) => used,
        }
    }
}

/// What `muster check` asks for.
#[derive(Clone, Debug)]
pub struct CheckFiles {
    /// Files and folders, in the order named.
    pub paths: Vec<PathBuf>,
    /// The language of the rows' words and of the PDF.
    pub lang: Lang,
    /// The readings of unclear rules.
    pub readings: Readings,
    /// The PDF to write and how, when a print is asked for.
    pub print: Option<(PathBuf, PrintRequest)>,
}

/// `muster check`'s answer: a row per file, in the order read, and the lists to print.
pub struct Checked {
    /// One per file.
    pub rows: Vec<CheckedFile>,
    lang: Lang,
    inputs: Vec<PathBuf>,
    printed: Vec<Printed>,
}

/// A file or folder the walk found, or the reason a path named gives no file.
enum Found {
    File(PathBuf),
    Fault(String, AppError),
}

/// Whether a folder's entry named `name` is a list file the walk reads.
fn is_list_file(name: &str) -> bool {
    name.rsplit_once('.').is_some_and(|(_, ext)| {
        LIST_EXTENSIONS
            .iter()
            .any(|wanted| ext.eq_ignore_ascii_case(wanted))
    })
}

fn too_many() -> AppError {
    AppError::args(format!(
        "more than {} list files to check; Muster checks at most {} in one run \
         (name fewer folders)",
        muster_core::json::thousands(MAX_FILES as u64),
        muster_core::json::thousands(MAX_FILES as u64)
    ))
}

/// The list files of folder `dir`, `depth` folders below the one named, in name order.
fn walk(
    dir: &Path,
    depth: usize,
    found: &mut Vec<Found>,
    files: &mut usize,
) -> Result<(), AppError> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => {
            let error = AppError::unreadable(dir, &e);
            found.push(Found::Fault(dir.display().to_string(), error));
            return Ok(());
        }
    };
    let mut entries: Vec<_> = entries.filter_map(Result::ok).collect();
    entries.sort_by_key(std::fs::DirEntry::file_name);
    for entry in entries {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if name.starts_with('.') {
            continue;
        }
        // A link is passed over, so a walk never leaves the folders named nor loops.
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        let path = entry.path();
        if kind.is_dir() {
            if depth >= MAX_DEPTH {
                let error = AppError::args(format!(
                    "{}: more than {MAX_DEPTH} folders deep; not read",
                    path.display()
                ));
                found.push(Found::Fault(path.display().to_string(), error));
                continue;
            }
            walk(&path, depth + 1, found, files)?;
        } else if kind.is_file() && is_list_file(&name) {
            *files += 1;
            if *files > MAX_FILES {
                return Err(too_many());
            }
            found.push(Found::File(path));
        }
    }
    Ok(())
}

/// Every file the paths name, folders walked; a path that gives no file is a fault.
fn gather(paths: &[PathBuf]) -> Result<Vec<Found>, AppError> {
    let mut found = Vec::new();
    let mut files = 0;
    for path in paths {
        match std::fs::metadata(path) {
            Ok(meta) if meta.is_dir() => {
                let before = found.len();
                walk(path, 0, &mut found, &mut files)?;
                if found.len() == before {
                    let error = AppError::args(format!(
                        "{}: no list files in this folder (.json, .txt, .ros, .rosz)",
                        path.display()
                    ));
                    found.push(Found::Fault(path.display().to_string(), error));
                }
            }
            Ok(_) => {
                files += 1;
                if files > MAX_FILES {
                    return Err(too_many());
                }
                found.push(Found::File(path.clone()));
            }
            Err(e) => {
                let error = AppError::unreadable(path, &e);
                found.push(Found::Fault(path.display().to_string(), error));
            }
        }
    }
    Ok(found)
}

/// What the file at `path` holds, by its name where it says (`.ros` and `.rosz` a roster,
/// `.txt` a text, `.json` a list document or New Recruit's roster), else by its bytes.
fn what_file_is(path: &Path, bytes: &[u8]) -> ReadAs {
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase());
    match ext.as_deref() {
        Some("ros" | "rosz") => ReadAs::Roster,
        Some("txt") => ReadAs::Text,
        Some("json") if what_is(bytes) == ReadAs::Roster => ReadAs::Roster,
        Some("json") => ReadAs::Document,
        _ => what_is(bytes),
    }
}

/// What a file's bytes hold: a zip or XML is a roster, a JSON object a roster when it has
/// New Recruit's `roster` and no `format`, else a list document; anything else is text.
fn what_is(bytes: &[u8]) -> ReadAs {
    if bytes.starts_with(b"PK") {
        return ReadAs::Roster;
    }
    let text = bytes.strip_prefix("\u{feff}".as_bytes()).unwrap_or(bytes);
    let start = text.iter().find(|b| !b.is_ascii_whitespace());
    match start {
        Some(b'<') => ReadAs::Roster,
        Some(b'{') => {
            /// The two keys that tell a roster from a document (the rest is skipped).
            #[derive(serde::Deserialize)]
            struct Keys {
                format: Option<serde::de::IgnoredAny>,
                roster: Option<serde::de::IgnoredAny>,
            }
            match serde_json::from_slice::<Keys>(text) {
                Ok(Keys {
                    format: None,
                    roster: Some(_),
                }) => ReadAs::Roster,
                _ => ReadAs::Document,
            }
        }
        _ => ReadAs::Text,
    }
}

/// A file's list, what of it was not read, and what it was read as.
type Read = (ListDocument, Vec<String>);

impl Muster {
    /// The list in the file at `path`, read by the reader its contents call for.
    fn read_any(
        &self,
        path: &Path,
        read_as: ReadAs,
        bytes: &[u8],
        lang: Lang,
    ) -> Result<Read, AppError> {
        let shown = path.display().to_string();
        let text = || std::str::from_utf8(bytes).map_err(|_| files::not_utf8(path));
        match read_as {
            ReadAs::Roster => {
                let name = path
                    .file_name()
                    .map_or_else(|| shown.clone(), |n| n.to_string_lossy().into_owned());
                let read = self.sigmar_read_roster_bytes(&name, bytes, lang)?;
                // A roster note (the tactic cards, an empty slot) is no selection not read.
                let notes = read
                    .notes
                    .iter()
                    .filter(|n| !n.roster_note)
                    .map(|n| format!("{}: {}: {}", n.place, n.name, n.message))
                    .collect();
                Ok((ListDocument::Sigmar(read.list), notes))
            }
            ReadAs::Document => {
                let limit = files::LIST_LIMITS.max_bytes;
                if bytes.len() > limit {
                    return Err(AppError::new(
                        ErrorCode::FileIo,
                        format!(
                            "{shown}: {} of {} bytes is past the {} Muster reads",
                            files::LIST_LIMITS.what,
                            muster_core::json::thousands(bytes.len() as u64),
                            muster_core::json::size_limit(limit as u64)
                        ),
                    ));
                }
                let document = parse_list(text()?).map_err(|e| AppError::list(&shown, &e))?;
                Ok((document, Vec::new()))
            }
            ReadAs::Text => {
                let pasted = self.read_pasted_text(text()?, lang)?;
                Ok((pasted.document, pasted.problems))
            }
        }
    }

    /// One file's row, and its list on paper when a print is asked for.
    fn check_one(&self, path: &Path, request: &CheckFiles) -> (CheckedFile, Option<Printed>) {
        let shown = path.display().to_string();
        let bytes = match files::read_bytes(path, MAX_FILE_BYTES, "a list file") {
            Ok(bytes) => bytes,
            Err(e) => return (CheckedFile::unreadable(shown, None, &e), None),
        };
        let read_as = what_file_is(path, &bytes);
        let (document, not_read) = match self.read_any(path, read_as, &bytes, request.lang) {
            Ok(read) => read,
            Err(e) => return (CheckedFile::unreadable(shown, Some(read_as), &e), None),
        };
        let print = request.print.as_ref().map(|(_, r)| r);
        let judged = self.session(|session| {
            with_list!(&document, |list, G| judge::<G>(
                session,
                list,
                &request.readings,
                request.lang,
                print
            ))
        });
        let judged = match judged {
            Ok(judged) => judged,
            Err(e) => return (CheckedFile::unreadable(shown, Some(read_as), &e), None),
        };
        let sheet = judged.sheet();
        let count = |severity| {
            sheet
                .findings
                .iter()
                .filter(|d| d.severity == severity)
                .count()
        };
        let row = CheckedFile {
            file: shown,
            read_as: Some(read_as),
            name: Some(document.name().to_owned()),
            game: Some(document.game().id()),
            faction: Some(sheet.faction.clone()),
            total: sheet.totals.first().cloned(),
            verdict: sheet.verdict.into(),
            errors: count(Severity::Error),
            warnings: count(Severity::Warning),
            not_read,
            reason: None,
            diagnostics: sheet.findings.clone(),
        };
        match judged {
            Judged::Printed(paper) => (row, Some(paper)),
            Judged::Sheet(_, reason) => (CheckedFile { reason, ..row }, None),
        }
    }

    /// `muster check`: every list file `request` names, each a row (one that cannot be read
    /// too, with its reason), and with a print asked for, the readable lists on paper.
    /// Refused whole: more than [`MAX_FILES`] files (`args.invalid`), or a PDF that would
    /// write over one of the files named or over the library (`file.io`).
    pub fn check_files(&self, request: &CheckFiles) -> Result<Checked, AppError> {
        let found = gather(&request.paths)?;
        let inputs: Vec<PathBuf> = found
            .iter()
            .filter_map(|f| match f {
                Found::File(path) => Some(path.clone()),
                Found::Fault(..) => None,
            })
            .collect();
        if let Some((out, _)) = &request.print {
            self.refuse_overwrite(out, &inputs)?;
        }
        let mut rows = Vec::with_capacity(found.len());
        let mut printed = Vec::new();
        for item in found {
            match item {
                Found::Fault(shown, error) => {
                    rows.push(CheckedFile::unreadable(shown, None, &error));
                }
                Found::File(path) => {
                    let (row, paper) = self.check_one(&path, request);
                    rows.push(row);
                    printed.extend(paper);
                }
            }
        }
        Ok(Checked {
            rows,
            lang: request.lang,
            inputs,
            printed,
        })
    }

    /// Refuses an output that is one of `inputs` or the library (its file or SQLite's files
    /// beside it): [`crate::files::check_output`], the one guard.
    fn refuse_overwrite(&self, out: &Path, inputs: &[PathBuf]) -> Result<(), AppError> {
        let inputs: Vec<&Path> = inputs.iter().map(PathBuf::as_path).collect();
        crate::files::check_output(out, Some(&self.library_path()), &inputs)
    }
}

/// A list checked: on paper when a print is asked for and it can be, else its sheet with
/// the reason it is not printed, if any.
enum Judged {
    Printed(Printed),
    Sheet(muster_core::Sheet, Option<String>),
}

impl Judged {
    fn sheet(&self) -> &muster_core::Sheet {
        match self {
            Judged::Printed(paper) => &paper.sheet,
            Judged::Sheet(sheet, _) => sheet,
        }
    }
}

fn judge<G: Served>(
    session: &mut Session<'_>,
    list: &G::List,
    readings: &Readings,
    lang: Lang,
    print: Option<&PrintRequest>,
) -> Result<Judged, AppError> {
    let mut not_printed = None;
    if let Some(request) = print {
        match printed::<G>(session, list, readings, request) {
            Ok(paper) => return Ok(Judged::Printed(paper)),
            // A list too long to print is still checked.
            Err(e) if e.code == "args.invalid" => not_printed = Some(e.message),
            Err(e) => return Err(e),
        }
    }
    let catalog = session.catalog::<G>()?;
    let sheet = G::sheet(list, &catalog, &G::options(readings), lang);
    Ok(Judged::Sheet(sheet, not_printed))
}

impl Checked {
    /// The exit code: 2 when any file is unreadable, else 1 when any list is illegal, else 3
    /// when any is unconfirmed, else 0.
    pub fn exit_code(&self) -> u8 {
        let any = |v| self.rows.iter().any(|r| r.verdict == v);
        if any(RowVerdict::Unreadable) {
            2
        } else if any(RowVerdict::Illegal) {
            1
        } else if any(RowVerdict::Unconfirmed) {
            3
        } else {
            0
        }
    }

    /// How many lists are on paper.
    pub fn printed(&self) -> usize {
        self.printed.len()
    }

    /// Every readable list in one PDF, each starting on a new page (each list's pages as
    /// `muster print` lays them out); `None` when no list could be read.
    pub fn pdf(&self) -> Option<Vec<u8>> {
        let first = self.printed.first()?;
        let mut all = first.layout();
        for paper in &self.printed[1..] {
            all.pages.extend(paper.layout().pages);
        }
        let title = self.lang.pick("Lists checked", "Listas comprobadas");
        let options = &first.options;
        Some(muster_print::pdf(
            &all,
            title,
            &options.date,
            &options.muster_version,
        ))
    }

    /// Writes [`Checked::pdf`] whole at `out` (refused over one of the files checked or the
    /// library); false when there was no list to print and nothing was written.
    pub fn write_pdf(&self, muster: &Muster, out: &Path) -> Result<bool, AppError> {
        muster.refuse_overwrite(out, &self.inputs)?;
        let Some(pdf) = self.pdf() else {
            return Ok(false);
        };
        let inputs: Vec<&Path> = self.inputs.iter().map(PathBuf::as_path).collect();
        crate::files::write_output(out, &pdf, Some(&muster.library_path()), &inputs)?;
        Ok(true)
    }

    /// The rows as JSON: the counts of each verdict and every row.
    pub fn json(&self) -> String {
        #[derive(Serialize)]
        struct Summary<'a> {
            files: usize,
            legal: usize,
            illegal: usize,
            unconfirmed: usize,
            unreadable: usize,
            rows: &'a [CheckedFile],
        }
        let count = |v| self.rows.iter().filter(|r| r.verdict == v).count();
        let summary = Summary {
            files: self.rows.len(),
            legal: count(RowVerdict::Legal),
            illegal: count(RowVerdict::Illegal),
            unconfirmed: count(RowVerdict::Unconfirmed),
            unreadable: count(RowVerdict::Unreadable),
            rows: &self.rows,
        };
        serde_json::to_string_pretty(&summary).expect("rows serialize")
    }

    /// The rows as CSV (RFC 4180's quoting, lines ending in a line feed), a header line first: the same fields as the JSON's rows
    /// but the findings, stable ids for the game and the verdict, the words in the reader's
    /// language.
    pub fn csv(&self) -> String {
        let mut out = String::from(
            "file,name,game,faction,total,used,used_incomplete,limit,verdict,errors,warnings,\
             not_read,reason\n",
        );
        for row in &self.rows {
            let total = row.total.as_ref();
            let cells = [
                cell(&row.file),
                cell(row.name.as_deref().unwrap_or("")),
                cell(row.game.unwrap_or("")),
                cell(row.faction.as_deref().unwrap_or("")),
                cell(total.map_or("", |t| t.label.as_str())),
                total.map_or(String::new(), |t| t.used.to_string()),
                total.map_or(String::new(), |t| t.used_incomplete.to_string()),
                total
                    .and_then(|t| t.limit)
                    .map_or(String::new(), |l| l.to_string()),
                row.verdict.id().to_owned(),
                row.errors.to_string(),
                row.warnings.to_string(),
                row.not_read.len().to_string(),
                cell(row.reason.as_deref().unwrap_or("")),
            ];
            out.push_str(&cells.join(","));
            out.push('\n');
        }
        out
    }

    /// The rows as a table for a terminal, and a line of counts under it.
    pub fn table(&self) -> String {
        let lang = self.lang;
        let header = [
            lang.pick("File", "Archivo"),
            lang.pick("List", "Lista"),
            lang.pick("Game", "Juego"),
            lang.pick("Faction", "Facción"),
            lang.pick("Total", "Total"),
            lang.pick("Verdict", "Veredicto"),
            lang.pick("Errors", "Errores"),
            lang.pick("Warnings", "Avisos"),
            lang.pick("Not read", "Sin leer"),
            lang.pick("Reason", "Motivo"),
        ];
        let mut lines: Vec<Vec<String>> = vec![header.iter().map(|h| (*h).to_owned()).collect()];
        for row in &self.rows {
            let readable = row.verdict != RowVerdict::Unreadable;
            let number = |n: usize| {
                if readable {
                    n.to_string()
                } else {
                    String::new()
                }
            };
            let game = row
                .game
                .and_then(|g| g.parse::<muster_core::GameId>().ok())
                .map_or("", muster_core::GameId::name);
            lines.push(vec![
                row.file.clone(),
                cut(row.name.as_deref().unwrap_or(""), TABLE_NAME_CHARS),
                game.to_owned(),
                cut(row.faction.as_deref().unwrap_or(""), TABLE_NAME_CHARS),
                row.total_text(),
                row.verdict.word(lang).to_owned(),
                number(row.errors),
                number(row.warnings),
                number(row.not_read.len()),
                cut(row.reason.as_deref().unwrap_or(""), TABLE_REASON_CHARS),
            ]);
        }
        let columns = header.len();
        let widths: Vec<usize> = (0..columns)
            .map(|c| {
                lines
                    .iter()
                    .map(|l| l[c].chars().count())
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut out = String::new();
        for line in &lines {
            let mut text = String::new();
            for (c, value) in line.iter().enumerate() {
                if c > 0 {
                    text.push_str("  ");
                }
                text.push_str(value);
                if c + 1 < columns {
                    let pad = widths[c] - value.chars().count();
                    text.extend(std::iter::repeat_n(' ', pad));
                }
            }
            out.push_str(text.trim_end());
            out.push('\n');
        }
        let count = |v| self.rows.iter().filter(|r| r.verdict == v).count();
        out.push_str(&format!(
            "{} {}: {} {}, {} {}, {} {}, {} {}",
            self.rows.len(),
            plural(
                self.rows.len(),
                lang.pick("file", "archivo"),
                lang.pick("files", "archivos")
            ),
            count(RowVerdict::Legal),
            plural(
                count(RowVerdict::Legal),
                "legal",
                lang.pick("legal", "legales")
            ),
            count(RowVerdict::Illegal),
            plural(
                count(RowVerdict::Illegal),
                lang.pick("not legal", "no legal"),
                lang.pick("not legal", "no legales")
            ),
            count(RowVerdict::Unconfirmed),
            lang.pick("unconfirmed", "sin confirmar"),
            count(RowVerdict::Unreadable),
            plural(
                count(RowVerdict::Unreadable),
                lang.pick("unreadable", "ilegible"),
                lang.pick("unreadable", "ilegibles")
            ),
        ));
        out
    }
}

/// The longest name a table shows whole (the JSON and CSV keep every name whole).
const TABLE_NAME_CHARS: usize = 40;

/// The longest reason a table shows whole (a reason may quote a whole line of the file).
const TABLE_REASON_CHARS: usize = 120;

/// A name cut to `most` characters for the table, `…` where it was cut; line breaks and
/// tabs a pasted name may hold become spaces, so a row stays one line.
fn cut(name: &str, most: usize) -> String {
    let clean: String = name
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    if clean.chars().count() <= most {
        return clean;
    }
    let mut kept: String = clean.chars().take(most - 1).collect();
    kept.push('…');
    kept
}

/// A CSV cell: quoted when it holds a comma, a quote or a line break; a cell a spreadsheet
/// would run as a formula (starting with `=`, `+`, `-` or `@`) gets a leading `'`, since
/// the names come from players' files.
fn cell(value: &str) -> String {
    let value = if value.starts_with(['=', '+', '-', '@']) {
        format!("'{value}")
    } else {
        value.to_owned()
    };
    if value.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_told_by_its_bytes() {
        assert_eq!(what_is(b"PK\x03\x04rest"), ReadAs::Roster);
        assert_eq!(
            what_is(b"\n  <?xml version=\"1.0\"?><roster/>"),
            ReadAs::Roster
        );
        assert_eq!(what_is(br#"{"roster": {"forces": []}}"#), ReadAs::Roster);
        assert_eq!(
            what_is(br#"{"format": "muster-list/1", "roster": 1}"#),
            ReadAs::Document
        );
        assert_eq!(what_is(b"{ not json"), ReadAs::Document);
        assert_eq!(what_is(b"My list 1990/2000 pts\n"), ReadAs::Text);
        assert_eq!(what_is(b""), ReadAs::Text);
        let named = |name: &str, bytes: &[u8]| what_file_is(Path::new(name), bytes);
        assert_eq!(named("a.JSON", b"not json"), ReadAs::Document);
        assert_eq!(named("a.json", br#"{"roster": {}}"#), ReadAs::Roster);
        assert_eq!(named("a.ros", b"junk"), ReadAs::Roster);
        assert_eq!(named("a.txt", b"{}"), ReadAs::Text);
        assert_eq!(named("pasted", b"<roster/>"), ReadAs::Roster);
    }

    #[test]
    fn a_folder_gives_its_list_files_only() {
        assert!(is_list_file("a.json") && is_list_file("B.ROSZ") && is_list_file("x.txt"));
        assert!(!is_list_file("README.md") && !is_list_file("out.pdf") && !is_list_file("json"));
    }

    #[test]
    fn a_csv_cell_is_quoted_and_never_a_formula() {
        assert_eq!(cell("plain"), "plain");
        assert_eq!(cell("a, b"), "\"a, b\"");
        assert_eq!(cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(cell("=HYPERLINK(1)"), "'=HYPERLINK(1)");
        assert_eq!(cell("line\nbreak"), "\"line\nbreak\"");
    }

    #[test]
    fn a_long_name_is_cut_for_the_table() {
        let long = "x".repeat(50);
        let cut_name = cut(&long, TABLE_NAME_CHARS);
        assert_eq!(cut_name.chars().count(), TABLE_NAME_CHARS);
        assert!(cut_name.ends_with('…'));
        assert_eq!(cut("a\tb", TABLE_NAME_CHARS), "a b");
    }
}
