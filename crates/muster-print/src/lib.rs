//! Muster's printing: a list's [`Sheet`] laid out on A4 or US Letter pages and written as a
//! PDF a player can hand to an opponent or a tournament organiser.
//!
//! Two steps, both pure (no file, clock or network access; the fonts are compiled in):
//! [`layout()`] places every line, rule and box on pages — the app's preview draws that
//! same [`Layout`] — and [`pdf()`] writes it. The same sheet and options always give the
//! same bytes.

pub mod face;
mod fonts;
mod labels;
mod layout;
mod pdf;

pub use fonts::Weight;
pub use layout::{layout, Item, Layout, Page, MARGIN};
pub use pdf::pdf;

use muster_core::{Lang, Sheet};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The paper a list is printed on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Paper {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Width and height in millimetres.
    pub fn millimetres(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }

    /// Width and height in points (1/72 inch).
    pub fn size(self) -> (f32, f32) {
        let (w, h) = self.millimetres();
        (w * 72.0 / 25.4, h * 72.0 / 25.4)
    }
}

impl fmt::Display for Paper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        })
    }
}

impl FromStr for Paper {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "a4" => Ok(Paper::A4),
            "letter" => Ok(Paper::Letter),
            other => Err(format!(
                "unknown paper '{other}' (expected 'a4' or 'letter')"
            )),
        }
    }
}

/// What the printed list says besides the list itself, and how it is laid out.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PrintOptions {
    /// The language of the printer's own words (the sheet brings the game's).
    pub lang: Lang,
    /// A4 or Letter.
    pub paper: Paper,
    /// The player's name, printed in the header when given.
    pub player: Option<String>,
    /// The date printed in the header, as the caller writes it (`2026-11-23`): the printer
    /// reads no clock, so the same input prints the same page.
    pub date: String,
    /// The Muster version that checked the list.
    pub muster_version: String,
    /// The data pack that checked it (`runewars data 1a2b3c4d`).
    pub data_pack: String,
    /// Adds the table page: key numbers and blank tracking boxes.
    pub play_sheet: bool,
}

/// Lays out and writes a sheet: the PDF's bytes.
pub fn print(sheet: &Sheet, options: &PrintOptions) -> Vec<u8> {
    pdf(
        &layout(sheet, options),
        &sheet.list_name,
        &options.date,
        &options.muster_version,
    )
}
