//! The two faces every printed list uses, built into the binary, and the measuring that
//! lets the layout wrap lines and right-align costs.
//!
//! DejaVu Sans covers every Spanish letter and sign (á é í ó ú ü ñ ¿ ¡) and far more, so no
//! text falls back to a missing glyph. The faces are compiled in deflated (`build.rs`: 1.4 MB
//! of faces as 0.7 MB), inflated and parsed once per process, when first measured.

use printpdf::{ParsedFont, PdfFontParseWarning};
use std::sync::OnceLock;

/// DejaVu Sans, regular (licence in `fonts/LICENSE-DejaVu.txt`), deflated.
const REGULAR: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/DejaVuSans.ttf.deflate"));
/// DejaVu Sans, bold, deflated.
const BOLD: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/DejaVuSans-Bold.ttf.deflate"));

/// A face's file from its deflated bytes.
fn inflate(deflated: &[u8], what: &str) -> Vec<u8> {
    // The bytes are compiled in; a face that fails to inflate is a broken build.
    miniz_oxide::inflate::decompress_to_vec(deflated)
        .unwrap_or_else(|e| panic!("the built-in {what} font does not inflate: {e}"))
}

/// Regular or bold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Weight {
    /// Body text.
    Regular,
    /// Names, headings, costs.
    Bold,
}

/// A parsed face with what measuring needs.
pub(crate) struct Face {
    /// The face, with its file (`original_bytes`, for subsetting).
    pub(crate) font: ParsedFont,
    units_per_em: f32,
    /// Ascent and descent as fractions of the font size (descent positive, below the baseline).
    pub(crate) ascent: f32,
    pub(crate) descent: f32,
}

impl Face {
    fn parse(deflated: &[u8], what: &str) -> Face {
        let mut warnings: Vec<PdfFontParseWarning> = Vec::new();
        // The bytes are compiled in; a face that fails to parse is a broken build. The
        // parsed face keeps its own copy of the file, so the inflated one is dropped here.
        let font = ParsedFont::from_bytes(&inflate(deflated, what), 0, &mut warnings)
            .unwrap_or_else(|| panic!("the built-in {what} font does not parse"));
        let units_per_em = f32::from(font.units_per_em.max(1));
        let ascent = f32::from(font.font_metrics.ascent) / units_per_em;
        let descent = -f32::from(font.font_metrics.descent) / units_per_em;
        Face {
            font,
            units_per_em,
            ascent,
            descent,
        }
    }

    /// The advance width of `text` at `size` points (no kerning: the PDF does not kern either).
    pub(crate) fn width(&self, text: &str, size: f32) -> f32 {
        self.at(text.chars().map(|c| self.units(c)).sum(), size)
    }

    /// The advance of one character in font units (a character the face lacks is drawn,
    /// and so measured, as `?`).
    fn units(&self, c: char) -> u32 {
        self.font
            .lookup_glyph_index(c as u32)
            .or_else(|| self.font.lookup_glyph_index('?' as u32))
            .and_then(|gid| self.font.get_glyph_width(gid))
            .map_or(0, u32::from)
    }

    /// `units` font units at `size` points.
    fn at(&self, units: u32, size: f32) -> f32 {
        units as f32 / self.units_per_em * size
    }
}

/// The two faces, parsed on first use.
pub(crate) fn face(weight: Weight) -> &'static Face {
    static REGULAR_FACE: OnceLock<Face> = OnceLock::new();
    static BOLD_FACE: OnceLock<Face> = OnceLock::new();
    match weight {
        Weight::Regular => REGULAR_FACE.get_or_init(|| Face::parse(REGULAR, "regular")),
        Weight::Bold => BOLD_FACE.get_or_init(|| Face::parse(BOLD, "bold")),
    }
}

/// Breaks `text` into lines no wider than `width` at `size`: at spaces where possible,
/// inside a word only when the word alone is wider than the line. Explicit line breaks in
/// the text are kept. An empty text gives no line.
pub(crate) fn wrap(text: &str, weight: Weight, size: f32, width: f32) -> Vec<String> {
    wrap_up_to(text, weight, size, width, usize::MAX)
}

/// The first `most` lines of `text` wrapped to `width` (all of them when fewer): a text cut
/// to a few lines is measured only as far as those lines reach, however long it is.
pub(crate) fn wrap_up_to(
    text: &str,
    weight: Weight,
    size: f32,
    width: f32,
    most: usize,
) -> Vec<String> {
    // Each character is measured once: the line's width is kept as a sum of font units
    // (exact, so a line measures the same whole as built up), never measured again.
    let face = face(weight);
    let fits = |units: u32| face.at(units, size) <= width;
    let space = face.units(' ');
    let mut lines = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        let mut line_units = 0u32;
        for word in paragraph.split_whitespace() {
            if lines.len() >= most {
                return lines;
            }
            #[cfg(test)]
            measured::add(word.len());
            let word_units: u32 = word.chars().map(|c| face.units(c)).sum();
            let candidate = if line.is_empty() {
                word_units
            } else {
                line_units + space + word_units
            };
            if fits(candidate) {
                if !line.is_empty() {
                    line.push(' ');
                }
                line.push_str(word);
                line_units = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
                line_units = 0;
            }
            // The word alone: split it where it overflows.
            for c in word.chars() {
                let c_units = face.units(c);
                if !line.is_empty() && !fits(line_units + c_units) {
                    lines.push(std::mem::take(&mut line));
                    line_units = 0;
                    if lines.len() >= most {
                        lines.truncate(most);
                        return lines;
                    }
                }
                line.push(c);
                line_units += c_units;
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
        if lines.len() >= most {
            lines.truncate(most);
            return lines;
        }
    }
    lines
}

/// How many bytes of text [`wrap_up_to`] has measured on this thread: the layout's tests
/// check that a page's header is not measured again on every page.
#[cfg(test)]
pub(crate) mod measured {
    use std::cell::Cell;

    thread_local! {
        static BYTES: Cell<usize> = const { Cell::new(0) };
    }

    pub(crate) fn add(bytes: usize) {
        BYTES.with(|b| b.set(b.get() + bytes));
    }

    /// The bytes measured so far.
    pub(crate) fn bytes() -> usize {
        BYTES.with(Cell::get)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compiled_in_faces_are_the_font_files_deflated() {
        let fonts = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fonts");
        for (deflated, file, weight) in [
            (REGULAR, "DejaVuSans.ttf", Weight::Regular),
            (BOLD, "DejaVuSans-Bold.ttf", Weight::Bold),
        ] {
            let bytes = std::fs::read(fonts.join(file)).unwrap();
            assert!(inflate(deflated, file) == bytes, "{file}");
            assert!(deflated.len() < bytes.len() * 6 / 10, "{file}");
            // The parsed face keeps the whole file, which subsetting reads.
            assert!(face(weight).font.original_bytes == bytes, "{file}");
        }
    }

    #[test]
    fn every_spanish_letter_has_a_glyph_in_both_faces() {
        for weight in [Weight::Regular, Weight::Bold] {
            for c in "áéíóúüñÁÉÍÓÚÜÑ¿¡×·–".chars() {
                assert!(
                    face(weight).font.lookup_glyph_index(c as u32).is_some(),
                    "{c} missing in {weight:?}"
                );
            }
        }
    }

    #[test]
    fn bold_text_is_wider_than_regular_and_width_grows_with_size() {
        let regular = face(Weight::Regular).width("Oathsworn Cavalry", 10.0);
        let bold = face(Weight::Bold).width("Oathsworn Cavalry", 10.0);
        assert!(regular > 0.0 && bold > regular);
        let larger = face(Weight::Regular).width("Oathsworn Cavalry", 20.0);
        assert!((larger - 2.0 * regular).abs() < 0.01);
    }

    #[test]
    fn wrapping_keeps_every_word_and_every_line_fits() {
        let text = "Caballería juramentada de los Señores de Daqan con un estandarte";
        let lines = wrap(text, Weight::Bold, 11.0, 120.0);
        assert!(lines.len() > 1);
        for line in &lines {
            assert!(face(Weight::Bold).width(line, 11.0) <= 120.0, "{line}");
        }
        assert_eq!(lines.join(" "), text);
    }

    #[test]
    fn a_word_wider_than_the_line_is_split_inside() {
        let word = "Supercalifragilisticexpialidocious";
        let lines = wrap(word, Weight::Regular, 12.0, 60.0);
        assert!(lines.len() > 1);
        assert_eq!(lines.concat(), word);
        for line in &lines {
            assert!(face(Weight::Regular).width(line, 12.0) <= 60.0, "{line}");
        }
    }
}
