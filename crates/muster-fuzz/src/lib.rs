//! Fuzzing every parser and loader of Muster on stable Rust, briefly in every test run and
//! for longer on demand (`docs/robustness.md`).
//!
//! Each target (`tests/fuzz/`, one module per target) calls the same function the command
//! line and the app call, on inputs of three kinds: the real seeds (the repository's
//! examples, scenario and match files, packs and rosters, and the community data beside the
//! repository), structure-aware mutations of them ([`mutate`], chosen by proptest), and
//! arbitrary text. Every input runs under a [`budget`]: the CPU time of the thread that runs
//! it and the most memory it holds at once, counted by this crate's global allocator
//! ([`meter`]); a panic, a broken property or a cost past the budget fails the test, names
//! the target and saves the input under `target/fuzz-failures/<target>/`.
//!
//! This library holds the harness only (no proptest: the tests choose the mutations), so it
//! is the one place the budget and the mutations are written and can be read.

pub mod budget;
pub mod json;
pub mod meter;
pub mod mutate;
pub mod seeds;

pub use budget::{run, Budget, Cost, Failure, Input};

/// Every allocation of a program that links this crate (its tests) is counted per thread.
#[global_allocator]
static ALLOCATOR: meter::Counting = meter::Counting;
