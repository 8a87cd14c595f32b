//! The desktop app's commands, called as the window calls them (`App`'s methods, one per
//! command of `app_commands!`), each on an app whose library lives in a temporary folder.

mod support;

mod about;
mod backup;
mod cards;
mod catalog;
mod collection;
mod diskwars;
mod errors;
mod lists;
mod match_diskwars;
mod match_runewars;
mod match_sigmar;
mod match_underworlds;
mod print;
mod settings;
mod sigmar;
mod sigmar_app_text;
mod sigmar_roster;
mod underworlds;
mod underworlds_box;
