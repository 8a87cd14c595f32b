//! Writing a [`Layout`] as PDF with printpdf: the two faces embedded (subset to the glyphs
//! used), one content stream per page, nothing that changes from one run to the next.

use crate::fonts::{face, Weight};
use crate::layout::{Item, Layout};
use printpdf::OffsetDateTime;
use printpdf::{
    Color, FontId, Line, LineCapStyle, LineJoinStyle, LinePoint, Mm, Op, PaintMode, ParsedFont,
    PdfDocument, PdfFont, PdfFontHandle, PdfPage, PdfSaveOptions, Point, Polygon, PolygonRing, Pt,
    Rect, Rgb, TextItem, WindingOrder,
};
use std::collections::BTreeSet;

/// Resource names of the two faces. printpdf would name them at random; fixed names keep
/// the output the same for the same input.
const REGULAR_ID: &str = "F1";
const BOLD_ID: &str = "F2";

/// The PDF of a layout; `title` and `date` (`YYYY-MM-DD`, as printed) go into the
/// document's properties.
pub fn pdf(layout: &Layout, title: &str, date: &str, muster_version: &str) -> Vec<u8> {
    let mut doc = PdfDocument::new(title);
    doc.metadata.info.creator = format!("Muster {muster_version}");
    doc.metadata.info.producer = format!("Muster {muster_version}");
    if let Some(moment) =
        unix_seconds(date).and_then(|s| OffsetDateTime::from_unix_timestamp(s).ok())
    {
        doc.metadata.info.creation_date = moment;
        doc.metadata.info.modification_date = moment;
        doc.metadata.info.metadata_date = moment;
    }
    for (id, weight) in [(REGULAR_ID, Weight::Regular), (BOLD_ID, Weight::Bold)] {
        let used: BTreeSet<char> = layout
            .pages
            .iter()
            .flat_map(|p| &p.items)
            .filter_map(|item| match item {
                Item::Text {
                    weight: w, text, ..
                } if *w == weight => Some(text.chars()),
                _ => None,
            })
            .flatten()
            .collect();
        doc.resources
            .fonts
            .map
            .insert(FontId(id.to_owned()), PdfFont::new(subset(weight, &used)));
    }
    let (w, h) = layout.paper.millimetres();
    let pages = layout
        .pages
        .iter()
        .map(|page| {
            let mut ops = Vec::with_capacity(page.items.len() * 6);
            for item in &page.items {
                draw(&mut ops, item, layout.height);
            }
            PdfPage::new(Mm(w), Mm(h), ops)
        })
        .collect();
    doc.with_pages(pages);
    let mut warnings = Vec::new();
    let bytes = doc.save(&PdfSaveOptions::default(), &mut warnings);
    fixed_ids(bytes)
}

/// The face cut down to the glyphs of `used`: a one-page list embeds a few kilobytes of
/// font instead of the whole face.
fn subset(weight: Weight, used: &BTreeSet<char>) -> ParsedFont {
    use allsorts::binary::read::ReadScope;
    use allsorts::font_data::FontData;
    use allsorts::subset::{subset as cut, CmapTarget, SubsetProfile};

    let whole = &face(weight).font;
    // Glyph 0 (.notdef) first, then each glyph once, in order (allsorts requires both).
    let glyphs: BTreeSet<u16> = used
        .iter()
        .filter_map(|c| whole.lookup_glyph_index(*c as u32))
        .filter(|g| *g != 0)
        .collect();
    let ids: Vec<u16> = std::iter::once(0).chain(glyphs).collect();
    let cut_bytes = ReadScope::new(&whole.original_bytes)
        .read::<FontData<'_>>()
        .ok()
        .and_then(|data| data.table_provider(0).ok())
        .and_then(|provider| cut(&provider, &ids, &SubsetProfile::Pdf, CmapTarget::Unicode).ok());
    let mut warnings = Vec::new();
    // The faces are compiled in and known to subset; should it ever fail, embed the whole
    // face rather than print nothing.
    cut_bytes
        .and_then(|b| ParsedFont::from_bytes(&b, 0, &mut warnings))
        .unwrap_or_else(|| whole.clone())
}

fn rgb(color: [u8; 3]) -> Color {
    let [r, g, b] = color.map(|c| f32::from(c) / 255.0);
    Color::Rgb(Rgb {
        r,
        g,
        b,
        icc_profile: None,
    })
}

/// Layout coordinates run from the top; PDF's from the bottom.
fn point(x: f32, y: f32, page_height: f32) -> Point {
    Point {
        x: Pt(x),
        y: Pt(page_height - y),
    }
}

fn draw(ops: &mut Vec<Op>, item: &Item, page_height: f32) {
    match item {
        Item::Text {
            x,
            y,
            size,
            weight,
            color,
            text,
            ..
        } => {
            let id = match weight {
                Weight::Regular => REGULAR_ID,
                Weight::Bold => BOLD_ID,
            };
            ops.push(Op::StartTextSection);
            ops.push(Op::SetFont {
                font: PdfFontHandle::External(FontId(id.to_owned())),
                size: Pt(*size),
            });
            ops.push(Op::SetFillColor { col: rgb(*color) });
            ops.push(Op::SetTextCursor {
                pos: point(*x, *y, page_height),
            });
            ops.push(Op::ShowText {
                items: vec![TextItem::Text(text.clone())],
            });
            ops.push(Op::EndTextSection);
        }
        Item::Line {
            x1,
            y1,
            x2,
            y2,
            thickness,
            color,
        } => {
            ops.push(Op::SetOutlineColor { col: rgb(*color) });
            ops.push(Op::SetOutlineThickness { pt: Pt(*thickness) });
            ops.push(Op::DrawLine {
                line: Line {
                    points: vec![
                        LinePoint {
                            p: point(*x1, *y1, page_height),
                            bezier: false,
                        },
                        LinePoint {
                            p: point(*x2, *y2, page_height),
                            bezier: false,
                        },
                    ],
                    is_closed: false,
                },
            });
        }
        Item::Shape {
            points,
            closed,
            thickness,
            color,
            fill,
        } => {
            // Round ends and corners like the window's emblem, kept to this shape alone.
            ops.push(Op::SaveGraphicsState);
            ops.push(Op::SetLineCapStyle {
                cap: LineCapStyle::Round,
            });
            ops.push(Op::SetLineJoinStyle {
                join: LineJoinStyle::Round,
            });
            ops.push(Op::SetOutlineColor { col: rgb(*color) });
            ops.push(Op::SetOutlineThickness { pt: Pt(*thickness) });
            let line: Vec<LinePoint> = points
                .iter()
                .map(|[x, y]| LinePoint {
                    p: point(*x, *y, page_height),
                    bezier: false,
                })
                .collect();
            match fill {
                Some(fill) => {
                    ops.push(Op::SetFillColor { col: rgb(*fill) });
                    ops.push(Op::DrawPolygon {
                        polygon: Polygon {
                            rings: vec![PolygonRing { points: line }],
                            mode: PaintMode::FillStroke,
                            winding_order: WindingOrder::NonZero,
                        },
                    });
                }
                None => ops.push(Op::DrawLine {
                    line: Line {
                        points: line,
                        is_closed: *closed,
                    },
                }),
            }
            ops.push(Op::RestoreGraphicsState);
        }
        Item::Rect {
            x,
            y,
            width,
            height,
            thickness,
            color,
        } => {
            ops.push(Op::SetOutlineColor { col: rgb(*color) });
            ops.push(Op::SetOutlineThickness { pt: Pt(*thickness) });
            ops.push(Op::DrawRectangle {
                rectangle: Rect {
                    x: Pt(*x),
                    y: Pt(page_height - y - height),
                    width: Pt(*width),
                    height: Pt(*height),
                    mode: Some(PaintMode::Stroke),
                    winding_order: None,
                },
            });
        }
    }
}

/// Midnight UTC of a `YYYY-MM-DD` date, in seconds since 1970 (Howard Hinnant's
/// days-from-civil); `None` for any other text.
fn unix_seconds(date: &str) -> Option<i64> {
    let mut parts = date.split('-');
    let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return None;
    }
    let (y, m, d): (i64, i64, i64) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
    if !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return None;
    }
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some((era * 146_097 + doe - 719_468) * 86_400)
}

/// printpdf draws the trailer's two file identifiers from a process-wide counter, so a
/// second print of the same list in one process (the app) would differ in those bytes.
/// They are replaced, in place and at the same length, by a hash of the rest of the file:
/// the same document gets the same identifiers, a different one different identifiers.
fn fixed_ids(mut bytes: Vec<u8>) -> Vec<u8> {
    const OPEN: &[u8] = b"/ID[(";
    const ID: usize = 32;
    let Some(start) = bytes.windows(OPEN.len()).rposition(|w| w == OPEN) else {
        return bytes;
    };
    let first = start + OPEN.len();
    let second = first + ID + 2;
    if bytes.len() < second + ID + 2
        || &bytes[first + ID..second] != b")("
        || &bytes[second + ID..second + ID + 2] != b")]"
    {
        return bytes;
    }
    bytes[first..first + ID].fill(b'0');
    bytes[second..second + ID].fill(b'0');
    let hash = bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    let hex = format!(
        "{hash:016x}{:016x}",
        hash.rotate_left(32) ^ 0x9e37_79b9_7f4a_7c15
    );
    bytes[first..first + ID].copy_from_slice(hex.as_bytes());
    bytes[second..second + ID].copy_from_slice(hex.as_bytes());
    bytes
}

#[cfg(test)]
mod tests {
    use super::unix_seconds;

    #[test]
    fn dates_become_midnight_utc() {
        assert_eq!(unix_seconds("1970-01-01"), Some(0));
        assert_eq!(unix_seconds("2000-03-01"), Some(951_868_800));
        assert_eq!(unix_seconds("2026-11-23"), Some(1_795_392_000));
        assert_eq!(unix_seconds("23/11/2026"), None);
        assert_eq!(unix_seconds("2026-13-01"), None);
    }
}
