//! The army-building rules on the hand-made fixture catalogue (`test_fixture.rs`): every
//! rule fired by a broken list and passed by a legal one. Not game data: every unit, name
//! and number here is a fixture.

use crate::diagnostic::{Report, Severity};
use crate::games::sigmar::list::{SigmarList, UnitChoice};
use crate::games::sigmar::test_fixture::catalog;
use crate::games::sigmar::validate::{validate_list, Options, Totals};
use crate::lang::Lang;

mod army;
mod open;
mod points;
mod regiments;
mod required;
mod verdict;
mod words;

pub(super) fn check(list: &SigmarList) -> Report<Totals> {
    validate_list(list, &catalog(), &Options::default(), Lang::En)
}

/// The (code, path) of every finding.
pub(super) fn found(report: &Report<Totals>) -> Vec<(&'static str, String)> {
    report
        .diagnostics
        .iter()
        .map(|d| (d.code, d.path.clone()))
        .collect()
}

/// The (code, path) of every error.
pub(super) fn errors(report: &Report<Totals>) -> Vec<(&'static str, String)> {
    report
        .with_severity(Severity::Error)
        .map(|d| (d.code, d.path.clone()))
        .collect()
}

pub(super) fn has(report: &Report<Totals>, code: &str, path: &str) -> bool {
    found(report).iter().any(|(c, p)| *c == code && p == path)
}

pub(super) fn legal(list: &SigmarList) -> Report<Totals> {
    let report = check(list);
    assert!(report.legal, "{:#?}", report.diagnostics);
    assert_eq!(report.verdict, crate::Verdict::Legal);
    report
}

/// A list nothing known breaks, whose checks wait for values: its report.
pub(super) fn unconfirmed(list: &SigmarList) -> Report<Totals> {
    let report = check(list);
    assert_eq!(
        report.verdict,
        crate::Verdict::Unconfirmed,
        "{:#?}",
        report.diagnostics
    );
    assert!(!report.legal);
    report
}

pub(super) fn aux(ids: &[&str]) -> Vec<UnitChoice> {
    ids.iter().map(|id| UnitChoice::new(*id)).collect()
}
