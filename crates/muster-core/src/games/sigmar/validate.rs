//! The army-building rules (digest S1-* for open play, S4-* for matched play).
//! PLACEHOLDER signature: the rules are being written.

use super::catalog::Catalog;
use super::list::{Mode, SigmarList};
use crate::diagnostic::Report;
use crate::lang::Lang;
use serde::Serialize;

/// Readings of rules the digest leaves open.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {}

/// What a player reads beside the findings.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Totals {
    /// The list's mode.
    pub mode: Mode,
    /// Models in the army (Reinforced units counted doubled).
    pub models: u32,
    /// Units in the army.
    pub units: usize,
    /// Matched play: points spent, from every priced choice.
    pub points: u32,
    /// Matched play: the limit in force.
    pub points_limit: Option<u32>,
    /// Matched play: points left (negative when over).
    pub points_left: Option<i64>,
    /// Names of taken choices whose points the data does not give.
    pub unpriced: Vec<String>,
    /// Matched play: regiments, the Regiment of Renown included.
    pub regiments: usize,
    /// Matched play: auxiliary units.
    pub auxiliaries: usize,
    /// Matched play: drops (regiments plus auxiliary units, digest S4-DROP-1).
    pub drops: usize,
}

/// Checks a whole list: every finding at once.
pub fn validate_list(
    list: &SigmarList,
    _catalog: &Catalog,
    _options: &Options,
    _lang: Lang,
) -> Report<Totals> {
    let totals = Totals {
        mode: list.mode,
        models: 0,
        units: 0,
        points: 0,
        points_limit: None,
        points_left: None,
        unpriced: Vec::new(),
        regiments: 0,
        auxiliaries: 0,
        drops: 0,
    };
    Report::new("sigmar", totals, Vec::new())
}
