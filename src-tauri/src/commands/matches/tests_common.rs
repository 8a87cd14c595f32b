//! What the match commands' tests of every game share: saving a list, recording an entry the
//! rules must take or must refuse, and reading a button's refusal.

use super::{match_record, Diagnostic, ListId, MatchId};
use crate::commands::lists::list_save;
use crate::state::AppState;
use muster_core::Lang;
use serde_json::Value;

/// Saves a list document (its JSON) as a new list.
pub(super) fn save(state: &AppState, document: impl ToString) -> ListId {
    list_save(state, None, &document.to_string()).unwrap().id
}

/// Records `entry`, which the rules must take: the view after it.
pub(super) fn ok(state: &AppState, id: MatchId, entry: Value) -> Value {
    let recorded = match_record(state, id, entry.clone(), Lang::En).unwrap();
    if let Some(d) = recorded.refused {
        panic!("{entry} refused: {} ({})", d.message, d.code);
    }
    recorded.view
}

/// Records `entry`, which the rules must refuse: the refusal and the unchanged view.
pub(super) fn refused(state: &AppState, id: MatchId, entry: Value) -> (Diagnostic, Value) {
    let recorded = match_record(state, id, entry.clone(), Lang::En).unwrap();
    let diagnostic = recorded
        .refused
        .unwrap_or_else(|| panic!("{entry} was taken"));
    (diagnostic, recorded.view)
}

/// A refusal's message (the check is off), or a panic when the action is allowed.
pub(super) fn why(check: &Value) -> &str {
    check
        .as_str()
        .unwrap_or_else(|| panic!("allowed, expected a refusal: {check}"))
}
