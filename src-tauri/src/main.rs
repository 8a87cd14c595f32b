//! `muster-app`: Muster's desktop window.

#![forbid(unsafe_code)]
// No console window behind the app on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    muster_app::run();
}
