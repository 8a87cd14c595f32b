//! Printing a list: the pages laid out (the app's preview draws exactly these) and the PDF.
//! The sheet comes from the core (`Game::sheet`), the pages and the PDF from `muster-print`;
//! the catalogue is the one a check uses (the pack and the player's own data), and so are
//! the readings of unclear rules.

use crate::error::AppError;
use crate::games::{Readings, Served};
use crate::muster::{Muster, Session};
use muster_core::{with_list, Lang, ListDocument, Sheet};
use muster_print::{Layout, Paper, PrintOptions};
use serde::Deserialize;

/// What a print asks for: `{ lang, paper, player, date, playSheet }`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PrintRequest {
    /// The language of the printed list.
    pub lang: Lang,
    /// A4 or Letter.
    pub paper: Paper,
    /// The player's name for the header; null or blank prints none.
    #[serde(default)]
    pub player: Option<String>,
    /// The date for the header (`YYYY-MM-DD`; the app sends the user's local day, the
    /// command line today in UTC unless told).
    pub date: String,
    /// Adds the table page (key numbers and tracking boxes).
    pub play_sheet: bool,
}

impl PrintRequest {
    /// The printer's options for a list whose data is `data_pack`.
    fn options(&self, data_pack: String) -> PrintOptions {
        let player = self
            .player
            .as_deref()
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(str::to_owned);
        PrintOptions {
            lang: self.lang,
            paper: self.paper,
            player,
            date: self.date.trim().to_owned(),
            muster_version: crate::info::VERSION.to_owned(),
            data_pack,
            play_sheet: self.play_sheet,
        }
    }
}

/// A list on paper: its validated sheet and the printer's options.
pub struct Printed {
    /// The list as printed.
    pub sheet: Sheet,
    /// Paper, language, header and footer.
    pub options: PrintOptions,
}

impl Printed {
    /// The pages, exactly as the PDF draws them.
    pub fn layout(&self) -> Layout {
        muster_print::layout(&self.sheet, &self.options)
    }

    /// The PDF's bytes (the same list, options and date give the same bytes).
    pub fn pdf(&self) -> Vec<u8> {
        muster_print::print(&self.sheet, &self.options)
    }
}

/// The most lines a printed list may have: its units or cards, each upgrade or item under
/// them, and its findings. A line is one entry, not one printed line: 200 units of three
/// upgrades print on 23 list pages (46 with the table pages), but a list whose texts are
/// long prints more (200 units named by unknown ids of 1,200 characters, each quoted by its
/// finding: 200 list pages, 300 with the table pages); a real list prints on one to three.
/// Past it, printing is refused before any page is laid out (docs/limits.md).
pub const MAX_PRINTED_ROWS: usize = 1_000;

/// How many lines `sheet` prints (see [`MAX_PRINTED_ROWS`]).
fn printed_rows(sheet: &muster_core::sheet::Sheet) -> usize {
    let entries: usize = sheet
        .groups
        .iter()
        .flat_map(|g| &g.entries)
        .map(|e| 1 + e.items.len())
        .sum();
    entries + sheet.findings.len()
}

pub(crate) fn printed<G: Served>(
    session: &mut Session<'_>,
    list: &G::List,
    readings: &Readings,
    request: &PrintRequest,
) -> Result<Printed, AppError> {
    let catalog = session.catalog::<G>()?;
    let sheet = G::sheet(list, &catalog, &G::options(readings), request.lang);
    let rows = printed_rows(&sheet);
    if rows > MAX_PRINTED_ROWS {
        return Err(AppError::args(format!(
            "this list has {rows} lines to print (units, upgrades and findings); Muster \
             prints at most {MAX_PRINTED_ROWS}"
        )));
    }
    let options = request.options(G::pack_label(&catalog, request.lang));
    Ok(Printed { sheet, options })
}

impl Muster {
    /// A list on paper, checked with `readings`.
    pub fn print(
        &self,
        document: &ListDocument,
        readings: &Readings,
        request: &PrintRequest,
    ) -> Result<Printed, AppError> {
        self.session(|session| {
            with_list!(document, |list, G| printed::<G>(
                session, list, readings, request
            ))
        })
    }

    /// `list_print_preview`: the pages exactly as the PDF draws them (points from the top-left
    /// corner, text at its baseline), for a document saved or not.
    pub fn list_print_preview(
        &self,
        document: &str,
        request: &PrintRequest,
    ) -> Result<Layout, AppError> {
        let document = crate::lists::parse_document(document)?;
        Ok(self
            .print(&document, &Readings::default(), request)?
            .layout())
    }

    /// `list_print_save`'s PDF: the document read and printed (the app then writes it whole
    /// where the player chooses, first to a temporary file beside it and then renamed over
    /// it, so a failed write leaves neither half a PDF nor the temporary file).
    pub fn list_pdf(&self, document: &str, request: &PrintRequest) -> Result<Vec<u8>, AppError> {
        let document = crate::lists::parse_document(document)?;
        Ok(self.print(&document, &Readings::default(), request)?.pdf())
    }
}
