//! `muster`: the command line alone, without the desktop app (`cargo install --path
//! crates/muster-cli`, for servers and CI); the whole of it is the library's [`muster_cli::run`].

fn main() -> std::process::ExitCode {
    muster_cli::run(std::env::args_os())
}
