//! Every finding of the Underworlds validator (placeholder: filled in by the validator's
//! author).

/// A finding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {}
