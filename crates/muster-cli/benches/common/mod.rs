//! What the command-line benches share: the built binary run under GNU time.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The `muster` binary this bench was built with.
pub const MUSTER: &str = env!("CARGO_BIN_EXE_muster");

/// The repository's root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// One run: its exit code (`None` when a signal ended it), seconds, CPU seconds (user and
/// system: a busy machine's wait for a core is not counted) and peak resident MB.
pub struct Run {
    pub code: Option<i32>,
    pub seconds: f64,
    // Each bench compiles this module on its own; only the import bench reads the CPU time.
    #[allow(dead_code)]
    pub cpu: f64,
    pub mb: f64,
}

/// Runs `muster ARGS` from the repository's root under GNU time (`%x %e %U %S %M`).
pub fn measure(args: &[&str]) -> Run {
    let out = Command::new("/usr/bin/time")
        .args(["-f", "%x %e %U %S %M", MUSTER])
        .args(args)
        .current_dir(root())
        .output()
        .expect("/usr/bin/time runs (GNU time)");
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut parts = stderr.lines().last().unwrap_or_default().split_whitespace();
    let code: i32 = parts.next().and_then(|s| s.parse().ok()).unwrap_or(-1);
    let mut number = || -> f64 {
        parts
            .next()
            .and_then(|s| s.parse().ok())
            .unwrap_or(f64::NAN)
    };
    let seconds = number();
    let cpu = number() + number();
    let kb = number();
    let signalled = stderr.contains("Command terminated by signal");
    Run {
        code: (!signalled).then_some(code),
        seconds,
        cpu,
        mb: kb / 1024.0,
    }
}
