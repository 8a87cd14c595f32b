//! RuneWars' rule cases on fixture catalogues shaped for each case (not game data), one file
//! per room: `validate` (the army-building rules, hero overrides) and `text` (the list as
//! plain text and back). The tracker's are in `play/tests/`; the rules on the real pack in
//! `crates/muster-data/tests/runewars_*.rs`.

mod text;
mod validate;
