//! Underworlds' rule cases on the synthetic fixture catalogue (`test_fixture.rs`, not game
//! data), one file per room: `validate` (the building rules V1–V7, one file per group of
//! rules under `validate/`), `deck_text` (a deck typed as plain text), `needs` (what a list
//! needs from a collection), `sheet` (the printed list) and `text` (the list as plain text
//! and back). The tracker's are in `play/tests/`; the shipped pack and the players' records
//! in `crates/muster-data/tests/underworlds_*.rs`.

mod deck_link;
mod deck_text;
mod needs;
mod sheet;
mod text;
mod validate;
