//! The shell's integration tests, one binary: what the window may do (`security`), and the
//! app's binary run as the command line (`command_line`).

mod command_line;
mod security;
