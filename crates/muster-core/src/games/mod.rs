//! One module per game, each with the same inner shape: `catalog` (what a data pack
//! holds), `list` (the list document), `findings` (diagnostics in both languages) and
//! `validate` (the army-building rules).

pub mod diskwars;
pub mod runewars;
pub mod sigmar;
pub mod underworlds;
