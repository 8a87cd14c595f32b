//! One fuzz target per parser and loader of Muster (docs/robustness.md). Each test runs its
//! target's seeds, its regression inputs (`crates/muster-fuzz/regressions/<target>/`),
//! `MUSTER_FUZZ_CASES` mutations of the seeds and a quarter as many arbitrary inputs, each
//! under the budget of `muster_fuzz::budget`.

mod bsdata_aos;
mod bsdata_runewars;
mod collection_csv;
mod common;
mod deck_link;
mod deck_text;
mod diskwars_values;
mod harness;
mod library_file;
mod library_import;
mod list_document;
mod list_text;
mod match_replay;
mod packs;
mod print;
mod roster;
mod settings;
mod underworlds_community;
mod user_records;
