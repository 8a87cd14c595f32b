//! A deck typed as plain text (placeholder).
