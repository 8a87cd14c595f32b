//! Age of Sigmar's rule cases on the hand-made fixture catalogue (`test_fixture.rs`, not
//! game data), one file per room: `validate` (the building rules, one file per group of
//! rules under `validate/`), `choices` (what the builder may add next), `sudden_death`
//! (who may pick a sudden-death objective) `text` (the list as plain text and back) and `app_text` (the official app's text).
//! The tracker's are in `play/tests/`; the rules on the real packs in
//! `crates/muster-data/tests/sigmar_*.rs`.

mod app_text;
mod choices;
mod sudden_death;
mod text;
mod validate;
