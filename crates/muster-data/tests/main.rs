//! The data-pack loader's integration tests, one binary (each file below is a module; its
//! own doc says what it holds). Shared helpers: `common/` and `sigmar_common/`.
//!
//! One binary per crate (issue 23): each test file used to be its own binary, compiled and
//! linked with the crate and its dependencies alone.

mod common;
mod sigmar_common;

mod diskwars_matches;
mod diskwars_pack;
mod diskwars_rules;
mod diskwars_sheet;
mod diskwars_user_records;
mod packs;
mod rules_coverage;
mod runewars_collection;
mod runewars_matches;
mod runewars_rules;
mod runewars_sheet;
mod runewars_text;
mod sigmar_app_text;
mod sigmar_corpus;
mod sigmar_matches;
mod sigmar_open;
mod sigmar_pack;
mod sigmar_regiments;
mod sigmar_rules;
mod sigmar_sheet;
mod sigmar_tables;
mod underworlds_fixture;
mod underworlds_lists;
mod underworlds_matches;
mod underworlds_pack;
mod underworlds_sheet;
mod underworlds_user;
