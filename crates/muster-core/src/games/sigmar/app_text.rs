//! The text the official Warhammer Age of Sigmar app exports for a matched-play army, read
//! into a list document and written from one (`docs/app-text.md` describes the shape and
//! what public examples confirm of it).
//!
//! ```text
//! Thunderhost 1000/1000 pts
//!
//! Stormcast Eternals
//! Thunderhead Host
//! General's Handbook 2026-27
//! Drops: 2
//! Spell Lore - Lore of the Storm
//! Manifestation Lore - Forbidden Power (20 Points)
//!
//! General's Regiment
//! Lord-Celestant (140)
//! • General
//! • Null Pendant
//! Liberators (220)
//! • Reinforced
//!
//! Auxiliary Units
//! Gryph-hounds (80)
//!
//! Regiments of Renown
//! The Blacktalons (320)
//! Neave Blacktalon
//!
//! Faction Terrain
//! Stormreach Portal
//!
//! Created with Warhammer Age of Sigmar: The App
//! App: 1.38.1 | Data: 483
//! ```
//!
//! - [`write_app_text`]: a matched-play list in that shape, every name and cost from the
//!   faction's pack (a record the pack names twice, or does not know, is written by its id).
//!   Muster is not the app, so it writes no "Created with" footer.
//! - [`read_app_text`]: the text into a list document of the faction the text names, and
//!   every line that could not be taken, each a [`Problem`] with its 1-based line, the line,
//!   what is wrong in English and Spanish and, for a name that matches nothing, the nearest
//!   name the pack knows. Everything else is imported. Costs, the title's spent points and
//!   bookkeeping lines (`Drops:`, the footer) are not read: the validator recomputes what
//!   they say. Battle tactic cards and an empty slot are roster notes, said as what they are.
//! - [`is_app_text`]: whether a pasted text is in this shape (rather than Muster's own
//!   text, `text.rs`).
//!
//! Round trip: `read_app_text(write_app_text(list))` gives `list` back, with no problem, for
//! every matched list whose ids the pack knows by names that read back, whose name fits on
//! one line without surrounding spaces, whose explicit points limit and season, if any, are
//! not the defaults, with at most one general and no notes (the app's text has none).

mod changes;
mod lines;
mod names;
mod problems;
mod read;
mod write;

pub use changes::{season_words, CostChange};
pub use problems::{Fault, Problem, What};
pub use read::{read_app_text, AppTextRead, MAX_COPIES};
pub use write::write_app_text;

use super::catalog::{Catalog, Pack};
use crate::list_text::{closest_spelling, find, Found};

/// The most bytes a pasted text may hold (256 KiB: a 2,000-point army is about 2 KiB).
pub const MAX_BYTES: usize = 256 * 1024;

/// The most lines a pasted text may hold (a 2,000-point army is about 60).
pub const MAX_LINES: usize = 5_000;

/// True when `text` looks like the official app's export: its footer, or a title line
/// ending in points spent over the limit (`… 1000/2000 pts`) with a section heading under
/// it (`General's Regiment`, `Regiment 1`, `REGIMENTS`, `Auxiliary Units`, `Regiments of
/// Renown`, `Faction Terrain`).
pub fn is_app_text(text: &str) -> bool {
    if text.lines().any(|l| lines::is_app_footer(l.trim())) {
        return true;
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut filled = text.lines().map(str::trim).filter(|l| !l.is_empty());
    filled.next().and_then(lines::title).is_some() && filled.any(|l| lines::heading(l).is_some())
}

/// The faction a line names, by its name or id, among the catalogue's factions: the one
/// place the reader asks the catalogue for a faction (so that a catalogue that loads its
/// packs lazily only has to answer here).
fn faction_named<'c>(catalog: &'c Catalog, text: &str) -> Option<&'c Pack> {
    match find(text, catalog.factions()) {
        Found::One(id) => catalog.pack(id),
        _ => None,
    }
}

/// The faction name nearest to `text`, for a line that names none.
fn nearest_faction(catalog: &Catalog, text: &str) -> Option<String> {
    closest_spelling(text, catalog.factions().iter().map(|f| f.name.as_str())).map(str::to_owned)
}
