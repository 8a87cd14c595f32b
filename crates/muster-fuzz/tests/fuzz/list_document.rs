//! List documents: read (`muster_core::parse_list`), then checked by their game's validator
//! on the shipped packs as the app checks one (`Muster::check_list`).

use crate::common::{lang_of, list_seeds, muster, Target};
use crate::ensure;
use muster_core::{parse_list, ListError, Verdict};
use muster_fuzz::seeds::Scratch;
use muster_fuzz::Input;
use muster_service::settings::CollectionChecks;
use muster_service::Lang;

/// A refused document says what is wrong and where: a line and column (1-based, as
/// `ListError::Syntax` says), or a JSON pointer.
/// (Finding 2 of docs/robustness.md, fixed: a text ending where a value should start was
/// placed at column 0.)
fn refusal_has_a_place(error: &ListError) -> Result<(), String> {
    match error {
        ListError::Syntax {
            line,
            column,
            message,
        } => {
            ensure!(
                *line >= 1 && *column >= 1,
                "syntax error without a place: {error:?}"
            );
            ensure!(
                !message.trim().is_empty(),
                "syntax error without words: {error:?}"
            );
        }
        ListError::Shape { path, message } => {
            ensure!(
                path.is_empty() || path.starts_with('/'),
                "a place that is no JSON pointer: {error:?}"
            );
            ensure!(
                !message.trim().is_empty(),
                "refusal without words: {error:?}"
            );
        }
    }
    Ok(())
}

#[test]
fn list_document() {
    fuzz();
}

/// Runs the target.
fn fuzz() {
    let scratch = Scratch::new("list-document");
    let muster = muster(&scratch);
    let seeds = list_seeds();
    // The packs are loaded once per Muster, as in the app: not part of any one input's cost.
    for seed in &seeds {
        let _ = muster.check_list(&seed.text(), Lang::En, CollectionChecks::On);
    }
    let body = |input: &Input| {
        let text = input.text();
        let lang = lang_of(input);
        let checked = muster.check_list(&text, lang, CollectionChecks::On);
        match parse_list(&text) {
            Err(error) => {
                refusal_has_a_place(&error)?;
                let refused = checked
                    .err()
                    .ok_or("a document parse_list refuses was checked")?;
                ensure!(
                    refused.code == "list.invalid",
                    "refused as {}",
                    refused.code
                );
                ensure!(!refused.message.is_empty(), "refused without words");
            }
            Ok(document) => {
                let again = parse_list(&document.to_json())
                    .map_err(|e| format!("its own JSON does not read back: {e}"))?;
                ensure!(again == document, "its own JSON reads back as another list");
                let pretty = parse_list(&document.to_pretty_json())
                    .map_err(|e| format!("its pretty JSON does not read back: {e}"))?;
                ensure!(
                    pretty == document,
                    "its pretty JSON reads back as another list"
                );
                let result = checked.map_err(|e| format!("a list that reads is refused: {e}"))?;
                let findings = result.report.diagnostics();
                ensure!(
                    result.report.verdict() == Verdict::of(findings),
                    "verdict {:?} is not the findings' own",
                    result.report.verdict()
                );
                for d in findings.iter().chain(&result.shortfalls) {
                    ensure!(
                        !d.code.is_empty() && !d.rule.is_empty() && !d.message.is_empty(),
                        "a finding without code, rule or words: {d:?}"
                    );
                    ensure!(
                        d.path.is_empty() || d.path.starts_with('/'),
                        "a finding's place is no JSON pointer: {d:?}"
                    );
                }
            }
        }
        Ok(())
    };
    Target::new("list_document", seeds).run(body);
}
