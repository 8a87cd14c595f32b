//! The parts of a printed list, top to bottom: the army, the totals, the verdict with its
//! findings, the notes, what the marks beside values mean, the table page and the footers.

use super::{
    heights, plain, Composer, Item, Run, BAD, BOX, COST_COLUMN, FAINT, GOOD, INK, ITEM_INDENT,
    MUTED, TALLY, WARN,
};
use crate::fonts::{face, wrap, Weight};
use muster_core::sheet::{or_unknown, PlayUnit, SheetEntry, SheetTotal, Track};
use muster_core::verdict::awaited_lines;
use muster_core::{Diagnostic, Severity, Verdict};

/// Room kept left of a finding's message for its severity.
const SEVERITY_COLUMN: f32 = 50.0;

impl Composer<'_> {
    /// Every group and unit with its cost in the right-hand column.
    pub(super) fn army(&mut self) {
        let width = self.content_width();
        let sheet = self.sheet;
        let accent = self.accent();
        for group in &sheet.groups {
            if let Some(title) = &group.title {
                let runs: Vec<Run> = wrap(title, Weight::Bold, 12.0, width)
                    .into_iter()
                    .map(|l| plain(l, 12.0, Weight::Bold, accent))
                    .collect();
                // A group title never sits alone at the foot of a page.
                self.place_kept(&runs, 30.0);
                self.y += 2.0;
            }
            if group.compact {
                self.compact_entries(&group.entries, width);
            } else {
                for entry in &group.entries {
                    let runs = entry_runs(entry, width, self.sheet.costed);
                    self.place_kept(&runs, 8.0);
                    self.y += 3.0;
                    self.rule(self.y, 0.4, FAINT);
                    self.y += 5.0;
                }
            }
            if let Some(subtotal) = group.subtotal {
                let run = Run {
                    text: self.labels.subtotal.to_owned(),
                    size: 10.0,
                    weight: Weight::Regular,
                    color: INK,
                    indent: 0.0,
                    cost: Some((subtotal.text(), Weight::Bold)),
                };
                self.keep_together(run.height() + 6.0);
                self.place(&[run]);
                self.y += 6.0;
            }
        }
        if sheet.groups.iter().all(|g| g.entries.is_empty()) {
            let run = plain(
                self.labels.no_units.to_owned(),
                10.0,
                Weight::Regular,
                MUTED,
            );
            self.place(&[run]);
        }
        self.army_finished = true;
    }

    /// A compact group's entries, one line each (the name, then its detail where it fits,
    /// else under it), in two columns read down: the first half left, the rest right.
    fn compact_entries(&mut self, entries: &[SheetEntry], width: f32) {
        let column = (width - COMPACT_GAP) / 2.0;
        let rows = entries.len().div_ceil(2);
        for row in 0..rows {
            let cells: Vec<Vec<Cell>> = [entries.get(row), entries.get(row + rows)]
                .into_iter()
                .flatten()
                .map(|entry| compact_cell(entry, column))
                .collect();
            let height = cells
                .iter()
                .map(|lines| lines.iter().map(|l| l.size * 1.3).sum::<f32>())
                .fold(0.0, f32::max);
            if self.make_room(height + 6.0) {
                for (c, lines) in cells.iter().enumerate() {
                    let x = self.left() + c as f32 * (column + COMPACT_GAP);
                    let mut y = self.y;
                    for line in lines {
                        self.compact_line(x, y, line);
                        y += line.size * 1.3;
                    }
                }
                self.y += height;
            } else {
                self.compact_row_flowing(&cells, column);
                self.keep_together(6.0);
            }
            self.y += 2.0;
            self.rule(self.y, 0.4, FAINT);
            self.y += 3.0;
        }
    }

    /// One line of a compact entry at `x`, its top at `y`.
    fn compact_line(&mut self, x: f32, y: f32, line: &Cell) {
        let baseline = y + line.size * face(Weight::Bold).ascent + line.size * 0.1;
        if !line.name.is_empty() {
            self.text(x, baseline, line.size, Weight::Bold, INK, &line.name);
        }
        if !line.detail.is_empty() {
            let after = x + line.detail_at;
            self.text(
                after,
                baseline,
                DETAIL_SIZE,
                Weight::Regular,
                MUTED,
                &line.detail,
            );
        }
    }

    /// A row of compact entries taller than a page: each column's lines run on to the next
    /// pages, side by side, as far as each page has room.
    fn compact_row_flowing(&mut self, cells: &[Vec<Cell>], column: f32) {
        let mut next = vec![0usize; cells.len()];
        loop {
            let top = self.y;
            let mut used: f32 = 0.0;
            for (c, lines) in cells.iter().enumerate() {
                let x = self.left() + c as f32 * (column + COMPACT_GAP);
                let mut y = top;
                while let Some(line) = lines.get(next[c]) {
                    if y + line.size * 1.3 > self.bottom() {
                        break;
                    }
                    self.compact_line(x, y, line);
                    y += line.size * 1.3;
                    next[c] += 1;
                }
                used = used.max(y - top);
            }
            self.y = top + used;
            if cells.iter().zip(&next).all(|(lines, n)| *n >= lines.len()) {
                return;
            }
            self.new_page();
        }
    }

    /// Points (and whatever else the game counts) against their limits.
    pub(super) fn totals(&mut self) {
        let runs: Vec<Run> = self
            .sheet
            .totals
            .iter()
            .map(|t| {
                let over = t.limit.is_some_and(|limit| t.used > limit);
                Run {
                    text: t.label.clone(),
                    size: 10.5,
                    weight: Weight::Regular,
                    color: if over { BAD } else { INK },
                    indent: 0.0,
                    cost: Some((total_text(t), Weight::Bold)),
                }
            })
            .collect();
        self.keep_together(heights(&runs) + 12.0);
        self.y += 2.0;
        self.rule(self.y, 0.8, INK);
        self.y += 5.0;
        self.place(&runs);
        self.y += 8.0;
    }

    /// The verdict in a frame, the values an unconfirmed list's checks wait for, then every
    /// finding with its rule, place and help.
    pub(super) fn verdict(&mut self) {
        let sheet = self.sheet;
        let frame = 26.0;
        self.keep_together(frame + 8.0);
        let (color, verdict) = match sheet.verdict {
            Verdict::Legal => (GOOD, self.labels.legal),
            Verdict::Illegal => (BAD, self.labels.illegal),
            Verdict::Unconfirmed => (WARN, self.labels.unconfirmed),
        };
        let (left, right, top) = (self.left(), self.right(), self.y);
        self.push(Item::Rect {
            x: left,
            y: top,
            width: right - left,
            height: frame,
            thickness: 1.4,
            color,
        });
        let baseline = top + 17.0;
        self.text(left + 8.0, baseline, 12.0, Weight::Bold, color, verdict);
        let counts = self.labels.counts(&sheet.findings);
        self.text_right(right - 8.0, baseline, 9.0, Weight::Regular, MUTED, &counts);
        self.y += frame + 8.0;
        self.awaited();

        let width = self.content_width() - SEVERITY_COLUMN;
        // What makes the list illegal first, then what deserves a look, then the reminders.
        let mut findings: Vec<&Diagnostic> = sheet.findings.iter().collect();
        findings.sort_by_key(|f| f.severity);
        for finding in findings {
            self.finding(finding, width);
        }
    }

    /// The values the checks wait for, a line per record: `Steam Tank: size
    /// (diskwars:R-SIZE-1), elite (diskwars:R-ELITE-1)`.
    fn awaited(&mut self) {
        let awaited = &self.sheet.awaited;
        if awaited.is_empty() {
            return;
        }
        let width = self.content_width();
        let mut runs = vec![plain(
            self.labels.awaited.to_owned(),
            9.5,
            Weight::Bold,
            self.accent(),
        )];
        for line in awaited_lines(awaited) {
            for l in wrap(&line, Weight::Regular, 9.0, width) {
                runs.push(plain(l, 9.0, Weight::Regular, INK));
            }
        }
        // The title stays with the first value; a long list runs on to the next page.
        self.keep_together(heights(&runs[..2]) + 6.0);
        for run in &runs {
            self.keep_together(run.height());
            self.place(std::slice::from_ref(run));
        }
        self.y += 8.0;
    }

    fn finding(&mut self, finding: &Diagnostic, width: f32) {
        let mut runs: Vec<Run> = Vec::new();
        let indented = |text: String, size: f32, weight: Weight, color: [u8; 3]| Run {
            text,
            size,
            weight,
            color,
            indent: SEVERITY_COLUMN,
            cost: None,
        };
        for line in wrap(&finding.message, Weight::Regular, 9.5, width) {
            runs.push(indented(line, 9.5, Weight::Regular, INK));
        }
        for line in wrap(&finding.help, Weight::Regular, 8.5, width) {
            runs.push(indented(line, 8.5, Weight::Regular, MUTED));
        }
        // Only the rule, in small type, for a tournament organiser: never the finding's code
        // or its place as a pointer, which no reader of paper needs.
        for line in wrap(finding.rule, Weight::Regular, 7.5, width) {
            runs.push(indented(line, 7.5, Weight::Regular, MUTED));
        }
        let kept = self.make_room(heights(&runs) + 6.0);
        let (tag, color) = match finding.severity {
            Severity::Error => (self.labels.error, BAD),
            Severity::Warning => (self.labels.warning, WARN),
            Severity::Info => (self.labels.info, MUTED),
        };
        let baseline = self.y + 9.5 * face(Weight::Regular).ascent + 0.95;
        let left = self.left();
        self.text(left, baseline, 8.5, Weight::Bold, color, tag);
        if kept {
            self.place(&runs);
        } else {
            self.place_flowing(&runs);
        }
        self.y += 6.0;
    }

    /// The player's notes, when there are any.
    pub(super) fn notes(&mut self) {
        let Some(notes) = self.sheet.notes.as_deref().filter(|n| !n.trim().is_empty()) else {
            return;
        };
        let width = self.content_width();
        let title = plain(
            self.labels.notes.to_owned(),
            10.0,
            Weight::Bold,
            self.accent(),
        );
        let lines: Vec<Run> = wrap(notes, Weight::Regular, 9.5, width)
            .into_iter()
            .map(|l| plain(l, 9.5, Weight::Regular, INK))
            .collect();
        self.keep_together(title.height() + lines.first().map_or(0.0, Run::height) + 4.0);
        self.y += 4.0;
        self.place(&[title]);
        for line in lines {
            self.keep_together(line.height());
            self.place(&[line]);
        }
    }

    /// What the marks beside some values mean, a small line each, under a thin rule, all on
    /// one page: a mark's meaning is never left alone on a page of its own.
    pub(super) fn footnotes(&mut self) {
        if self.sheet.footnotes.is_empty() {
            return;
        }
        let width = self.content_width();
        let lines: Vec<Run> = self
            .sheet
            .footnotes
            .iter()
            .flat_map(|note| wrap(note, Weight::Regular, 8.0, width))
            .map(|l| plain(l, 8.0, Weight::Regular, MUTED))
            .collect();
        self.make_room(lines.iter().map(Run::height).sum::<f32>() + 8.0);
        self.y += 6.0;
        self.rule(self.y, 0.4, FAINT);
        self.y += 2.0;
        for line in lines {
            self.keep_together(line.height());
            self.place(&[line]);
        }
    }

    /// The table page: tracks for the whole game, then one block per unit.
    pub(super) fn table(&mut self) {
        let play = &self.sheet.play;
        let width = self.content_width();
        let title = plain(
            self.labels.table_title.to_owned(),
            13.0,
            Weight::Bold,
            self.accent(),
        );
        self.place(&[title]);
        self.y += 4.0;
        let rows = flow(&play.game_tracks, width);
        self.tracks(&rows);
        self.y += 6.0;
        for unit in &play.units {
            self.play_unit(unit, width);
        }
    }

    fn play_unit(&mut self, unit: &PlayUnit, width: f32) {
        let mut runs: Vec<Run> = wrap(&unit.name, Weight::Bold, 11.0, width)
            .into_iter()
            .map(|l| plain(l, 11.0, Weight::Bold, INK))
            .collect();
        let facts: Vec<String> = unit
            .facts
            .iter()
            .map(|f| format!("{}: {}", f.label, f.value))
            .collect();
        for line in wrap(&facts.join(" · "), Weight::Regular, 8.5, width) {
            runs.push(plain(line, 8.5, Weight::Regular, MUTED));
        }
        let rows = flow(&unit.tracks, width);
        let needed = heights(&runs) + rows.len() as f32 * TRACK_ROW + 12.0;
        let kept = self.make_room(needed);
        self.rule(self.y, 0.4, FAINT);
        self.y += 5.0;
        if kept {
            self.place(&runs);
        } else {
            self.place_flowing(&runs);
        }
        self.y += 2.0;
        self.tracks(&rows);
        self.y += 4.0;
    }

    /// Draws rows of tracks: each a label followed by its boxes.
    fn tracks(&mut self, rows: &[Vec<&Track>]) {
        for row in rows {
            // A unit's rows were kept on its page; only a unit taller than a page runs on.
            self.keep_together(TRACK_ROW);
            let mut x = self.left();
            let top = self.y + 2.0;
            for track in row {
                let baseline = top + BOX - 2.5;
                self.text(x, baseline, TRACK_LABEL, Weight::Regular, INK, &track.label);
                x += face(Weight::Regular).width(&track.label, TRACK_LABEL) + 4.0;
                if track.boxes == 0 {
                    self.outline(x, top, TALLY);
                    x += TALLY;
                } else {
                    for i in 0..track.boxes as usize {
                        self.outline(x, top, BOX);
                        if let Some(mark) = track.marks.get(i) {
                            let w = face(Weight::Regular).width(mark, 6.0);
                            self.text(
                                x + (BOX - w) / 2.0,
                                top + BOX - 3.0,
                                6.0,
                                Weight::Regular,
                                MUTED,
                                mark,
                            );
                        }
                        x += BOX + 2.0;
                    }
                }
                x += TRACK_GAP;
            }
            self.y += TRACK_ROW;
        }
    }

    fn outline(&mut self, x: f32, top: f32, width: f32) {
        self.push(Item::Rect {
            x,
            y: top,
            width,
            height: BOX,
            thickness: 0.6,
            color: INK,
        });
    }

    /// The footer of every page: who checked the list with what data, and the page number.
    pub(super) fn footers(&mut self) {
        let total = self.pages.len();
        let line = self.bottom() + 3.0;
        let stamp = format!(
            "{} Muster {} · {}",
            self.labels.checked_by, self.options.muster_version, self.options.data_pack
        );
        let page_width = face(Weight::Regular).width(&self.labels.page_of(total, total), 7.5);
        let stamp_lines = wrap(
            &stamp,
            Weight::Regular,
            7.5,
            self.content_width() - page_width - 12.0,
        );
        for index in 0..total {
            self.page = index;
            let page = self.labels.page_of(index + 1, total);
            self.rule(line, 0.4, FAINT);
            let mut baseline = line + 9.0;
            let left = self.left();
            for l in &stamp_lines {
                self.text(left, baseline, 7.5, Weight::Regular, MUTED, l);
                baseline += 9.0;
            }
            let right = self.right();
            self.text_right(right, line + 9.0, 7.5, Weight::Regular, MUTED, &page);
        }
    }
}

/// Size of a track's label.
const TRACK_LABEL: f32 = 8.0;
/// Space between two tracks on a row.
const TRACK_GAP: f32 = 12.0;
/// Height of a row of tracks.
const TRACK_ROW: f32 = BOX + 6.0;

fn track_width(track: &Track) -> f32 {
    let label = face(Weight::Regular).width(&track.label, TRACK_LABEL) + 4.0;
    let boxes = if track.boxes == 0 {
        TALLY
    } else {
        track.boxes as f32 * (BOX + 2.0)
    };
    label + boxes
}

/// Puts tracks on rows no wider than `width`, in order.
fn flow(tracks: &[Track], width: f32) -> Vec<Vec<&Track>> {
    let mut rows: Vec<Vec<&Track>> = Vec::new();
    let mut used = 0.0;
    for track in tracks {
        let w = track_width(track);
        match rows.last_mut() {
            Some(row) if used + TRACK_GAP + w <= width => {
                row.push(track);
                used += TRACK_GAP + w;
            }
            _ => {
                rows.push(vec![track]);
                used = w;
            }
        }
    }
    rows
}

/// Room between the two columns of a compact group.
const COMPACT_GAP: f32 = 18.0;
/// A compact entry's name, and its detail after it.
const NAME_SIZE: f32 = 9.5;
const DETAIL_SIZE: f32 = 8.0;

/// One line of a compact entry: bold `name` (may be empty) and, `detail_at` points after
/// its start, the `detail` in small muted type; `size` sets the line's height.
struct Cell {
    name: String,
    detail: String,
    detail_at: f32,
    size: f32,
}

/// A compact entry's lines within `width`: the name (wrapped if it must be) with its detail
/// on its last line where both fit, else the detail on lines of its own.
fn compact_cell(entry: &SheetEntry, width: f32) -> Vec<Cell> {
    let mut lines: Vec<Cell> = wrap(&entry.name, Weight::Bold, NAME_SIZE, width)
        .into_iter()
        .map(|name| Cell {
            name,
            detail: String::new(),
            detail_at: 0.0,
            size: NAME_SIZE,
        })
        .collect();
    if entry.detail.is_empty() {
        return lines;
    }
    let detail = format!("· {}", entry.detail);
    let last = lines.last_mut().filter(|last| {
        let used = face(Weight::Bold).width(&last.name, NAME_SIZE) + 4.0;
        used + face(Weight::Regular).width(&detail, DETAIL_SIZE) <= width
    });
    match last {
        Some(last) => {
            last.detail_at = face(Weight::Bold).width(&last.name, NAME_SIZE) + 4.0;
            last.detail = detail;
        }
        None => lines.extend(
            wrap(&entry.detail, Weight::Regular, DETAIL_SIZE, width)
                .into_iter()
                .map(|detail| Cell {
                    name: String::new(),
                    detail,
                    detail_at: 0.0,
                    size: DETAIL_SIZE,
                }),
        ),
    }
    lines
}

/// A unit's lines: its name with its cost, how it is fielded, then its items with theirs.
/// Without costs (`costed` false) no cost is printed, not even an unknown one.
fn entry_runs(entry: &SheetEntry, width: f32, costed: bool) -> Vec<Run> {
    let mut runs = Vec::new();
    let name_width = width - COST_COLUMN;
    for (i, line) in wrap(&entry.name, Weight::Bold, 11.0, name_width)
        .into_iter()
        .enumerate()
    {
        runs.push(Run {
            text: line,
            size: 11.0,
            weight: Weight::Bold,
            color: INK,
            indent: 0.0,
            cost: (costed && i == 0).then(|| (or_unknown(entry.cost), Weight::Regular)),
        });
    }
    for line in wrap(&entry.detail, Weight::Regular, 8.5, name_width) {
        runs.push(plain(line, 8.5, Weight::Regular, MUTED));
    }
    for item in &entry.items {
        let text = match &item.kind {
            Some(kind) => format!("+ {} · {kind}", item.name),
            None => format!("+ {}", item.name),
        };
        let lines = wrap(&text, Weight::Regular, 9.5, name_width - ITEM_INDENT - 8.0);
        for (i, line) in lines.into_iter().enumerate() {
            runs.push(Run {
                text: line,
                size: 9.5,
                weight: Weight::Regular,
                color: INK,
                indent: if i == 0 {
                    ITEM_INDENT
                } else {
                    ITEM_INDENT + 8.0
                },
                cost: (costed && i == 0).then(|| (or_unknown(item.cost), Weight::Regular)),
            });
        }
    }
    runs
}

/// `13 / 33`, `13+? / 33` when some of what is used is unknown, `13 / ?` when the limit is.
fn total_text(t: &SheetTotal) -> String {
    let used = if t.used_incomplete {
        format!("{}+?", t.used)
    } else {
        t.used.to_string()
    };
    match (t.limit, t.limit_unknown) {
        (Some(limit), _) => format!("{used} / {limit}"),
        (None, true) => format!("{used} / ?"),
        (None, false) => used,
    }
}
