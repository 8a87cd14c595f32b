//! Matches (placeholder).
