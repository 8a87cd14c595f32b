//! The BattleScribe importers' integration tests, one binary: each file below is a module
//! (its own doc says what it holds); `common/` is shared.
//!
//! One binary per crate (issue 23): each test file used to be its own binary, compiled and
//! linked with the crate and its dependencies alone.

mod common;

mod aos_all;
mod aos_errors;
mod aos_golden;
mod aos_inputs;
mod aos_issue19;
mod aos_seed;
mod aos_shipped;
mod aos_warscrolls;
mod roster_hostile;
mod roster_sigmar;
mod runewars_in_memory;
mod runewars_real_data;
