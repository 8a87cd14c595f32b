//! `muster-app`: Muster's desktop window, and the `muster` command line in the same binary:
//! given any argument, or called by the name `muster` (the packages' `/usr/bin/muster` is a
//! link to this binary), it runs the command line and never starts the window.

#![forbid(unsafe_code)]
// No console window behind the app on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::ffi::OsString;
use std::path::Path;
use std::process::ExitCode;

fn main() -> ExitCode {
    // Decided before anything of Tauri, GTK or WebKit starts, so a command needs no display.
    if wants_command_line(std::env::args_os()) {
        return muster_cli::run(std::env::args_os());
    }
    muster_app::run();
    ExitCode::SUCCESS
}

/// Whether `args` (the program's name first) ask for the command line: the window takes no
/// argument, so any argument is one for `muster`, as is the name `muster` itself.
fn wants_command_line(mut args: impl Iterator<Item = OsString>) -> bool {
    let named_muster = args
        .next()
        .is_some_and(|name| Path::new(&name).file_stem() == Some("muster".as_ref()));
    named_muster || args.next().is_some()
}
