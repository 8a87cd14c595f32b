//! Laying a [`Sheet`] out on pages: every piece of text with its place, size and weight,
//! every rule and box. The PDF writer draws exactly this, and the app's preview draws the
//! same [`Layout`], so what the player sees before saving is what prints.
//!
//! Coordinates are points (1/72 inch) from the page's top-left corner; a text's `y` is its
//! baseline. Nothing is placed outside the margins or over the footer; a unit, a finding or
//! a table block is never split between pages, unless it is taller than a whole page: then
//! it runs on over the next pages, line by line. The header is wrapped once and repeated on
//! every page, and the footer says which page of how many.

use crate::face::{game_face, group_accent, subpaths, tint, GameFace, Shape, EMBLEM_GRID};
use crate::face::{EMBLEM_STROKE, EMBLEM_TINT};
use crate::fonts::{face, wrap_up_to, Weight};
use crate::labels::Labels;
use crate::{Paper, PrintOptions};
use muster_core::sheet::Sheet;
use serde::Serialize;

/// Space between the page edge and anything printed.
pub const MARGIN: f32 = 42.0;
/// Width kept for the cost column at the right.
const COST_COLUMN: f32 = 54.0;
/// Indent of items under their unit.
const ITEM_INDENT: f32 = 14.0;
/// Side of one tracking box.
const BOX: f32 = 11.0;
/// Width of a box to write a count in.
const TALLY: f32 = 44.0;
/// Height of the footer band.
const FOOTER: f32 = 26.0;
/// Side of the game's emblem in the header.
const EMBLEM: f32 = 24.0;
/// Room the emblem takes left of the title and the game's line.
const EMBLEM_ROOM: f32 = EMBLEM + 8.0;

/// Black ink.
pub const INK: [u8; 3] = [0x1a, 0x1a, 0x1a];
/// Secondary text.
pub const MUTED: [u8; 3] = [0x5c, 0x5c, 0x5c];
/// Rules and box outlines.
pub const FAINT: [u8; 3] = [0xb0, 0xb0, 0xb0];
/// A legal verdict.
pub const GOOD: [u8; 3] = [0x1d, 0x6b, 0x34];
/// An illegal verdict, an error, a total over its limit.
pub const BAD: [u8; 3] = [0xa3, 0x1f, 0x1f];
/// A warning.
pub const WARN: [u8; 3] = [0x8a, 0x5a, 0x00];

/// A whole printed document.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Layout {
    /// The paper size.
    pub paper: Paper,
    /// Page width in points.
    pub width: f32,
    /// Page height in points.
    pub height: f32,
    /// The pages, in order.
    pub pages: Vec<Page>,
}

/// One page.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Page {
    /// What is drawn, in drawing order.
    pub items: Vec<Item>,
}

/// One thing drawn on a page.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Item {
    /// A line of text.
    Text {
        /// Left edge.
        x: f32,
        /// Baseline.
        y: f32,
        /// Font size in points.
        size: f32,
        /// Regular or bold.
        weight: Weight,
        /// Colour, RGB.
        color: [u8; 3],
        /// The text.
        text: String,
        /// Its measured width.
        width: f32,
    },
    /// A straight line.
    Line {
        /// Start.
        x1: f32,
        /// Start.
        y1: f32,
        /// End.
        x2: f32,
        /// End.
        y2: f32,
        /// Stroke width.
        thickness: f32,
        /// Colour, RGB.
        color: [u8; 3],
    },
    /// A line through points, closed into a polygon when `closed`, filled inside with
    /// `fill` when given (the emblem's strokes: round caps and joins).
    Shape {
        /// The points, in order.
        points: Vec<[f32; 2]>,
        /// Joins the last point to the first.
        closed: bool,
        /// Stroke width.
        thickness: f32,
        /// Stroke colour, RGB.
        color: [u8; 3],
        /// The colour inside, RGB; `None` for a bare stroke.
        fill: Option<[u8; 3]>,
    },
    /// An outlined rectangle (a tracking box, the verdict frame).
    Rect {
        /// Left edge.
        x: f32,
        /// Top edge.
        y: f32,
        /// Width.
        width: f32,
        /// Height.
        height: f32,
        /// Stroke width.
        thickness: f32,
        /// Colour, RGB.
        color: [u8; 3],
    },
}

impl Item {
    /// The rectangle the item covers: left, top, right, bottom. For text, from the face's
    /// ascent to its descent.
    pub fn bounds(&self) -> (f32, f32, f32, f32) {
        match self {
            Item::Text {
                x,
                y,
                size,
                weight,
                width,
                ..
            } => {
                let f = face(*weight);
                (*x, y - f.ascent * size, x + width, y + f.descent * size)
            }
            Item::Line { x1, y1, x2, y2, .. } => {
                (x1.min(*x2), y1.min(*y2), x1.max(*x2), y1.max(*y2))
            }
            Item::Shape {
                points, thickness, ..
            } => {
                let half = thickness / 2.0;
                points.iter().fold(
                    (f32::MAX, f32::MAX, f32::MIN, f32::MIN),
                    |(l, t, r, b), [x, y]| {
                        (
                            l.min(x - half),
                            t.min(y - half),
                            r.max(x + half),
                            b.max(y + half),
                        )
                    },
                )
            }
            Item::Rect {
                x,
                y,
                width,
                height,
                ..
            } => (*x, *y, x + width, y + height),
        }
    }
}

/// Lays a sheet out: the list pages, then (when asked) the table page.
pub fn layout(sheet: &Sheet, options: &PrintOptions) -> Layout {
    let (width, height) = options.paper.size();
    let mut composer = Composer {
        sheet,
        options,
        labels: Labels::new(options.lang),
        width,
        height,
        pages: Vec::new(),
        page: 0,
        y: 0.0,
        section: Section::List,
        army_finished: false,
        headers: [None, None],
        face: game_face(&sheet.game_id),
    };
    composer.new_page();
    composer.army();
    composer.totals();
    composer.verdict();
    composer.notes();
    composer.footnotes();
    if options.play_sheet {
        composer.section = Section::Table;
        composer.new_page();
        composer.table();
        composer.footnotes();
    }
    composer.footers();
    Layout {
        paper: options.paper,
        width,
        height,
        pages: composer.pages,
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    List,
    Table,
}

/// A line of text waiting to be placed: its text, size, weight, colour and indent.
struct Run {
    text: String,
    size: f32,
    weight: Weight,
    color: [u8; 3],
    indent: f32,
    /// Cost printed at the right on the same baseline.
    cost: Option<(String, Weight)>,
}

impl Run {
    fn height(&self) -> f32 {
        self.size * 1.3
    }
}

struct Composer<'a> {
    sheet: &'a Sheet,
    options: &'a PrintOptions,
    labels: Labels,
    width: f32,
    height: f32,
    pages: Vec<Page>,
    /// The page being drawn on.
    page: usize,
    /// Top of the free space on the current page.
    y: f32,
    section: Section,
    /// Set once every unit is placed: later list pages carry no column heading.
    army_finished: bool,
    /// The header's lines, wrapped once for the whole document (a header of long facts
    /// wrapped again on each of many pages cost the square of its length): the one a page
    /// carries, and the one of a list page after the first (which says "continued").
    headers: [Option<Vec<Run>>; 2],
    /// The game's accent and emblem; `None` for a game paper knows no face of (plain).
    face: Option<&'static GameFace>,
}

impl Composer<'_> {
    fn left(&self) -> f32 {
        MARGIN
    }

    fn right(&self) -> f32 {
        self.width - MARGIN
    }

    fn bottom(&self) -> f32 {
        self.height - MARGIN - FOOTER
    }

    fn content_width(&self) -> f32 {
        self.right() - self.left()
    }

    /// The accent of headings and the header's rule: the game's, or ink for a plain list.
    fn accent(&self) -> [u8; 3] {
        self.face.map_or(INK, |f| f.accent)
    }

    /// The game's emblem at `(x, y)` (its top-left corner), `EMBLEM` points square.
    fn emblem(&mut self, x: f32, y: f32) {
        let Some(game) = self.face else { return };
        let scale = EMBLEM / EMBLEM_GRID;
        let at = |[gx, gy]: [f32; 2]| [x + gx * scale, y + gy * scale];
        for shape in game.emblem {
            let (rings, filled) = match *shape {
                Shape::Circle { cx, cy, r, filled } => {
                    // A circle as a polygon fine enough that no facet shows at print sizes.
                    let ring = (0..48)
                        .map(|i| {
                            let a = i as f32 * std::f32::consts::TAU / 48.0;
                            [cx + r * a.cos(), cy + r * a.sin()]
                        })
                        .collect();
                    (vec![(ring, true)], filled)
                }
                Shape::Path { d, filled } => (subpaths(d).unwrap_or_default(), filled),
            };
            for (ring, closed) in rings {
                self.push(Item::Shape {
                    points: ring.into_iter().map(at).collect(),
                    closed,
                    thickness: EMBLEM_STROKE * scale,
                    color: game.accent,
                    fill: filled.then(|| tint(game.accent, EMBLEM_TINT)),
                });
            }
        }
    }

    fn push(&mut self, item: Item) {
        self.pages[self.page].items.push(item);
    }

    fn text(
        &mut self,
        x: f32,
        baseline: f32,
        size: f32,
        weight: Weight,
        color: [u8; 3],
        text: &str,
    ) {
        let width = face(weight).width(text, size);
        self.push(Item::Text {
            x,
            y: baseline,
            size,
            weight,
            color,
            text: text.to_owned(),
            width,
        });
    }

    /// Text whose right edge sits at `right`.
    fn text_right(
        &mut self,
        right: f32,
        baseline: f32,
        size: f32,
        weight: Weight,
        color: [u8; 3],
        text: &str,
    ) {
        let width = face(weight).width(text, size);
        self.text(right - width, baseline, size, weight, color, text);
    }

    fn rule(&mut self, y: f32, thickness: f32, color: [u8; 3]) {
        let (x1, x2) = (self.left(), self.right());
        self.push(Item::Line {
            x1,
            y1: y,
            x2,
            y2: y,
            thickness,
            color,
        });
    }

    /// Places runs one under the other from the current position.
    fn place(&mut self, runs: &[Run]) {
        for run in runs {
            let baseline = self.y + run.size * face(run.weight).ascent + run.size * 0.1;
            let x = self.left() + run.indent;
            self.text(x, baseline, run.size, run.weight, run.color, &run.text);
            if let Some((cost, weight)) = &run.cost {
                let right = self.right();
                self.text_right(right, baseline, run.size, *weight, run.color, cost);
            }
            self.y += run.height();
        }
    }

    /// Starts a new page when `needed` points do not fit in what is left of this one.
    fn keep_together(&mut self, needed: f32) {
        if self.y + needed > self.bottom() {
            self.new_page();
        }
    }

    /// [`Self::keep_together`], then whether `needed` points now fit: false for a block
    /// taller than a whole page, which must then be split across pages.
    fn make_room(&mut self, needed: f32) -> bool {
        self.keep_together(needed);
        self.y + needed <= self.bottom()
    }

    /// Places `runs` together on one page with `after` points below them; runs taller than
    /// a whole page run on over as many pages as they need, line by line, so that nothing is
    /// ever printed over the footer or off the paper.
    fn place_kept(&mut self, runs: &[Run], after: f32) {
        if self.make_room(heights(runs) + after) {
            self.place(runs);
        } else {
            self.place_flowing(runs);
            self.keep_together(after);
        }
    }

    /// Places `runs` line by line, each on the next page when it does not fit on this one.
    fn place_flowing(&mut self, runs: &[Run]) {
        for run in runs {
            self.keep_together(run.height());
            self.place(std::slice::from_ref(run));
        }
    }

    /// A new page with the header every page carries.
    fn new_page(&mut self) {
        self.pages.push(Page::default());
        self.page = self.pages.len() - 1;
        self.y = MARGIN;
        self.emblem(MARGIN, MARGIN);
        let continued = self.pages.len() > 1 && self.section == Section::List;
        let runs = self.headers[usize::from(continued)]
            .take()
            .unwrap_or_else(|| self.header(continued));
        self.place(&runs);
        self.headers[usize::from(continued)] = Some(runs);
        self.y += 4.0;
        self.rule(self.y, 1.2, self.accent());
        self.y += 8.0;
        // The column headings name the entries' column against the cost column: a list
        // without costs (Age of Sigmar's open play, Underworlds) has one column, unheaded.
        if self.section == Section::List && !self.army_finished && self.sheet.costed {
            let baseline = self.y + 8.0;
            let (left, right) = (self.left(), self.right());
            self.text(
                left,
                baseline,
                8.0,
                Weight::Regular,
                MUTED,
                self.labels.unit,
            );
            self.text_right(
                right,
                baseline,
                8.0,
                Weight::Regular,
                MUTED,
                self.labels.cost,
            );
            self.y += 14.0;
        }
    }

    /// The header's lines: the list's name, the game and faction, the facts (with "continued"
    /// on a list page after the first).
    fn header(&self, continued: bool) -> Vec<Run> {
        let width = self.content_width();
        // The emblem sits left of the title and the game's line, which keep clear of it.
        let room = if self.face.is_some() {
            EMBLEM_ROOM
        } else {
            0.0
        };
        let mut runs = Vec::new();
        // The header is on every page: each part keeps to a few lines (cut with "…"), so that
        // a list naming a great many decks or a very long name does not fill every page with
        // its header (the whole of it is printed in the list itself).
        for line in at_most(&self.sheet.list_name, Weight::Bold, 17.0, width - room, 2) {
            runs.push(indented(plain(line, 17.0, Weight::Bold, INK), room));
        }
        // The faction line takes its group's colour (a grand alliance) when the game has one.
        let group = self.sheet.faction_group.as_deref().and_then(group_accent);
        let subtitle = format!("{} · {}", self.sheet.game, self.sheet.faction);
        for line in at_most(&subtitle, Weight::Regular, 10.5, width - room, 2) {
            let color = group.unwrap_or(INK);
            runs.push(indented(plain(line, 10.5, Weight::Regular, color), room));
        }
        let mut facts: Vec<String> = self
            .sheet
            .facts
            .iter()
            .map(|f| format!("{}: {}", f.label, f.value))
            .collect();
        if let Some(player) = self
            .options
            .player
            .as_deref()
            .filter(|p| !p.trim().is_empty())
        {
            facts.push(format!("{}: {}", self.labels.player, player.trim()));
        }
        facts.push(format!("{}: {}", self.labels.date, self.options.date));
        if continued {
            facts.push(self.labels.continued.to_owned());
        }
        for line in at_most(&facts.join(" · "), Weight::Regular, 8.5, width, 3) {
            runs.push(plain(line, 8.5, Weight::Regular, MUTED));
        }
        runs
    }
}

/// `text` wrapped to `width`, at most `lines` lines: the last one kept is cut to end in "…"
/// when there is more.
fn at_most(text: &str, weight: Weight, size: f32, width: f32, lines: usize) -> Vec<String> {
    let mut wrapped = wrap_up_to(text, weight, size, width, lines + 1);
    if wrapped.len() > lines {
        wrapped.truncate(lines);
        if let Some(last) = wrapped.last_mut() {
            while !last.is_empty() && face(weight).width(&format!("{last} …"), size) > width {
                last.pop();
            }
            last.push_str(" …");
        }
    }
    wrapped
}

/// The height of `runs` placed one under the other.
fn heights(runs: &[Run]) -> f32 {
    runs.iter().map(Run::height).sum()
}

fn indented(run: Run, indent: f32) -> Run {
    Run { indent, ..run }
}

fn plain(text: String, size: f32, weight: Weight, color: [u8; 3]) -> Run {
    Run {
        text,
        size,
        weight,
        color,
        indent: 0.0,
        cost: None,
    }
}

mod sections;
#[cfg(test)]
mod tests;
