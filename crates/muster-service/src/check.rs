//! Checking a list: the validator's report with the player's own data joined to the pack,
//! and, for the builder, what the collection lacks and which upgrades a unit may take.

use crate::error::{AppError, ErrorCode};
pub use crate::games::AnyReport;
use crate::lists::parse_document;
use crate::muster::{Muster, Session};
use crate::served::{Readings, Served};
use crate::settings::CollectionChecks;
use muster_core::{
    text_game, with_game, with_list, Diagnostic, Lang, ListDocument, Report, Verdict,
};
use serde::Serialize;

/// `check_list`'s answer.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct CheckResult {
    /// Exactly `muster validate --format json`: `game`, `legal`, `verdict`, `awaited`,
    /// `totals` (each game's own shape), `diagnostics`.
    pub report: AnyReport,
    /// The `collection.short` warnings against the library's collection.
    pub shortfalls: Vec<Diagnostic>,
}

/// How a validation report is written for a reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReportForm {
    /// As a player reads it in a terminal.
    Text,
    /// Pretty-printed JSON for tools.
    Json,
}

fn check<G: Served>(
    session: &mut Session<'_>,
    list: &G::List,
    lang: Lang,
    checks: CollectionChecks,
) -> Result<CheckResult, AppError>
where
    AnyReport: From<Report<G::Totals>>,
{
    let catalog = session.catalog::<G>()?;
    let report = G::validate(list, &catalog, &Default::default(), lang);
    // With the checks off the collection is not read, so the library is not even opened.
    let collection = match checks {
        CollectionChecks::Off => None,
        _ => Some(session.collection::<G>()?),
    };
    let shortfalls = match collection {
        Some(collection) if checks.applies(collection.owns_anything()) => {
            G::can_field(list, &catalog, &collection, lang)
        }
        _ => Vec::new(),
    };
    Ok(CheckResult {
        report: report.into(),
        shortfalls,
    })
}

fn validate<G: Served>(
    session: &mut Session<'_>,
    list: &G::List,
    readings: &Readings,
    lang: Lang,
    form: ReportForm,
) -> Result<(Verdict, String), AppError> {
    let catalog = session.catalog::<G>()?;
    let report = G::validate(list, &catalog, &G::options(readings), lang);
    let output = match form {
        ReportForm::Json => serde_json::to_string_pretty(&report).expect("reports serialize"),
        ReportForm::Text => G::report_text(list, &catalog, &report, lang),
    };
    Ok((report.verdict, output))
}

fn write_text<G: Served>(
    session: &mut Session<'_>,
    list: &G::List,
    readings: &Readings,
    lang: Lang,
) -> Result<String, AppError> {
    let catalog = session.catalog::<G>()?;
    Ok(G::write_text(list, &catalog, &G::options(readings), lang))
}

fn read_text<G: Served>(session: &mut Session<'_>, text: &str) -> Result<ListDocument, AppError> {
    let catalog = session.catalog::<G>()?;
    let list = G::read_text(text, &catalog)
        .map_err(|e| AppError::new(ErrorCode::ListText, e.to_string()))?;
    Ok(list.into())
}

fn eligible<G: Served>(
    session: &mut Session<'_>,
    list: &G::List,
    index: usize,
) -> Result<Vec<String>, AppError> {
    let catalog = session.catalog::<G>()?;
    Ok(G::eligible_upgrades(list, index, &catalog))
}

impl Muster {
    /// `check_list`: every rule finding, and what the collection lacks to field the list
    /// when `checks` says the collection counts (it never changes the verdict).
    pub fn check_list(
        &self,
        document: &str,
        lang: Lang,
        checks: CollectionChecks,
    ) -> Result<CheckResult, AppError> {
        let document = parse_document(document)?;
        self.session(|session| {
            with_list!(&document, |list, G| check::<G>(session, list, lang, checks))
        })
    }

    /// `muster validate`: the verdict and the report, in `form`, with the readings of
    /// unclear rules the options chose.
    pub fn validate(
        &self,
        document: &ListDocument,
        readings: &Readings,
        lang: Lang,
        form: ReportForm,
    ) -> Result<(Verdict, String), AppError> {
        self.session(|session| {
            with_list!(document, |list, G| validate::<G>(
                session, list, readings, lang, form
            ))
        })
    }

    /// `list_text` and `muster export --format text`: the list as compact plain text for
    /// pasting in chats, in `lang`, with its costs, totals and verdict.
    pub fn list_text(
        &self,
        document: &ListDocument,
        readings: &Readings,
        lang: Lang,
    ) -> Result<String, AppError> {
        self.session(|session| {
            with_list!(document, |list, G| write_text::<G>(
                session, list, readings, lang
            ))
        })
    }

    /// `muster import text`: a list pasted as text (in either language) read back into its
    /// document; an unreadable line is `list.text`, naming its line.
    pub fn read_list_text(&self, text: &str) -> Result<ListDocument, AppError> {
        let game =
            text_game(text).map_err(|e| AppError::new(ErrorCode::ListText, e.to_string()))?;
        self.session(|session| with_game!(game, |G| read_text::<G>(session, text)))
    }

    /// `eligible_upgrades`: the ids of the upgrades unit `unit_index` of the list can take
    /// without a rule error at the new card (none for an index past the end, and none in a
    /// game without upgrade cards).
    pub fn eligible_upgrades(
        &self,
        document: &str,
        unit_index: usize,
    ) -> Result<Vec<String>, AppError> {
        let document = parse_document(document)?;
        self.session(|session| {
            with_list!(&document, |list, G| eligible::<G>(
                session, list, unit_index
            ))
        })
    }
}

fn listing<G: Served>(
    session: &mut Session<'_>,
    faction: Option<&str>,
    form: ReportForm,
    lang: Lang,
) -> Result<String, AppError> {
    let catalog = session.catalog::<G>()?;
    if let Some(wanted) = faction {
        let known = G::faction_ids(&catalog);
        if !known.iter().any(|id| id == wanted) {
            // The nearest spelling, else the one id holding the words asked for
            // (`emberwatch` for `the-emberwatch`).
            let words = format!("-{wanted}-");
            let mut holding = known.iter().filter(|id| format!("-{id}-").contains(&words));
            let held = match (holding.next(), holding.next()) {
                (Some(one), None) => Some(one.as_str()),
                _ => None,
            };
            let nearest = muster_core::closest(wanted, known.iter().map(String::as_str))
                .or(held)
                .map(|id| format!("; did you mean '{id}'?"))
                .unwrap_or_default();
            // A long list of ids is the listing's own job.
            let known = if known.len() > 12 {
                format!(
                    "`muster catalog {}` lists them",
                    <G as muster_core::Game>::ID
                )
            } else {
                format!("known: {}", known.join(", "))
            };
            return Err(AppError::args(format!(
                "unknown {} '{wanted}'{nearest} ({known})",
                G::FACTION.en.to_lowercase()
            )));
        }
    }
    Ok(match form {
        ReportForm::Json => G::catalog_json(&catalog, faction),
        ReportForm::Text => G::catalog_text(&catalog, faction, lang),
    })
}

impl Muster {
    /// `muster catalog GAME`: the ids, names and numbers a player needs to write a list
    /// (only `faction`'s when given: a faction id, or an Underworlds warband), in `form`.
    pub fn catalog_listing(
        &self,
        game: &str,
        faction: Option<&str>,
        form: ReportForm,
        lang: Lang,
    ) -> Result<String, AppError> {
        let game = crate::collection::game_named(game)?;
        self.session(|session| with_game!(game, |G| listing::<G>(session, faction, form, lang)))
    }
}
