//! The games of the application layer, one module each, and the enums that hold any
//! game's report, tracker, match entry and list document: the one file of the service that
//! names every game. How a game plugs in is [`crate::served`].

pub mod diskwars;
pub mod runewars;
pub mod sigmar;
pub mod underworlds;

pub use crate::served::*;
use diskwars::DiskwarsTracker;
use muster_core::games::{diskwars as diskwars_core, runewars as runewars_core};
use muster_core::games::{sigmar as sigmar_core, underworlds as underworlds_core};
use muster_core::{Diagnostic, Report, Verdict};
use runewars::RuneWarsTracker;
use serde::Serialize;
use sigmar::SigmarTracker;
use underworlds::UnderworldsTracker;

/// A validator's report of any game (`game` says which; `totals` are that game's).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(untagged)]
pub enum AnyReport {
    /// A RuneWars list's.
    RuneWars(Report<runewars_core::Totals>),
    /// A Diskwars list's.
    Diskwars(Report<diskwars_core::Totals>),
    /// An Age of Sigmar list's.
    Sigmar(Report<sigmar_core::Totals>),
    /// An Underworlds list's.
    Underworlds(Report<underworlds_core::Totals>),
}

impl AnyReport {
    /// Legal, illegal or unconfirmed.
    pub fn verdict(&self) -> Verdict {
        match self {
            AnyReport::RuneWars(r) => r.verdict,
            AnyReport::Diskwars(r) => r.verdict,
            AnyReport::Sigmar(r) => r.verdict,
            AnyReport::Underworlds(r) => r.verdict,
        }
    }

    /// Every finding, in document order.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        match self {
            AnyReport::RuneWars(r) => &r.diagnostics,
            AnyReport::Diskwars(r) => &r.diagnostics,
            AnyReport::Sigmar(r) => &r.diagnostics,
            AnyReport::Underworlds(r) => &r.diagnostics,
        }
    }

    /// The findings' codes, in order.
    pub fn codes(&self) -> Vec<&'static str> {
        self.diagnostics().iter().map(|d| d.code).collect()
    }
}

impl From<Report<runewars_core::Totals>> for AnyReport {
    fn from(report: Report<runewars_core::Totals>) -> Self {
        AnyReport::RuneWars(report)
    }
}

impl From<Report<diskwars_core::Totals>> for AnyReport {
    fn from(report: Report<diskwars_core::Totals>) -> Self {
        AnyReport::Diskwars(report)
    }
}

impl From<Report<sigmar_core::Totals>> for AnyReport {
    fn from(report: Report<sigmar_core::Totals>) -> Self {
        AnyReport::Sigmar(report)
    }
}

impl From<Report<underworlds_core::Totals>> for AnyReport {
    fn from(report: Report<underworlds_core::Totals>) -> Self {
        AnyReport::Underworlds(report)
    }
}

/// The tracker's view of a live match, of whichever game (`game` says which).
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "game")]
#[allow(clippy::large_enum_variant)]
pub enum TrackerView {
    /// A RuneWars match.
    #[serde(rename = "runewars")]
    RuneWars(RuneWarsTracker),
    /// A Diskwars match.
    #[serde(rename = "diskwars")]
    Diskwars(DiskwarsTracker),
    /// An Age of Sigmar match.
    #[serde(rename = "sigmar")]
    Sigmar(SigmarTracker),
    /// An Underworlds match.
    #[serde(rename = "underworlds")]
    Underworlds(UnderworldsTracker),
}

#[cfg(feature = "bindings")]
pub use shapes::*;

/// The shapes only the bindings declare.
#[cfg(feature = "bindings")]
mod shapes {
    use crate::bindings::TimelineMove;
    use ts_rs::TS;

    /// What `match_record` takes: an event of the match's game (written flat, `{"type":
    /// "deploy", …}`), or a move of the timeline's head.
    #[derive(TS)]
    #[ts(untagged)]
    #[allow(dead_code)]
    pub enum MatchEntry {
        /// A RuneWars event.
        RuneWars(muster_core::games::runewars::RuneWarsEvent),
        /// A Diskwars event.
        Diskwars(muster_core::games::diskwars::DiskwarsEvent),
        /// An Age of Sigmar event.
        Sigmar(muster_core::games::sigmar::SigmarEvent),
        /// An Underworlds event.
        Underworlds(muster_core::games::underworlds::play::UnderworldsEvent),
        /// Undo or redo.
        Move(TimelineMove),
    }

    /// A list document of any game, as the UI writes it (`"format": "muster-list/1"`).
    #[derive(TS)]
    #[ts(untagged, rename = "ListDocument")]
    #[allow(dead_code)]
    pub enum ListDocumentShape {
        /// A RuneWars army.
        RuneWars(muster_core::games::runewars::RuneWarsList),
        /// A Diskwars army.
        Diskwars(muster_core::games::diskwars::DiskwarsList),
        /// An Age of Sigmar army.
        Sigmar(muster_core::games::sigmar::SigmarList),
        /// An Underworlds warband and deck.
        Underworlds(muster_core::games::underworlds::UnderworldsList),
    }
}
