//! The `muster` command line's integration tests, one binary: each file below is a module
//! that runs the real binary (its own doc says what it holds); `common/` is shared.
//!
//! One binary per crate (issue 23): each test file used to be its own binary, compiled and
//! linked with the crate and its dependencies alone.

mod common;

mod check;
mod cli;
mod diskwars;
mod library;
mod limits;
mod matches;
mod nothing_lost;
mod print;
mod roster_import;
mod scenarios;
mod sigmar;
mod sigmar_import;
mod underworlds;
