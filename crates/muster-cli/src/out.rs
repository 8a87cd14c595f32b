//! Standard output that a closed pipe does not break.
//!
//! `muster catalog sigmar | head` stops reading after a few lines; the next write then finds
//! no reader. That is the reader's choice, not a fault: the rest of the output is dropped
//! and the command ends as it would have, with its own exit code (a verdict stays a
//! verdict), where `println!` would panic. Any other failure to write (a full disk) is said
//! once on stderr and the command exits 2. Every command writes its output through
//! [`outln!`] and [`out!`], and `main` ends with [`finish`].

use std::fmt;
use std::io::{ErrorKind, Write};
use std::sync::atomic::{AtomicU8, Ordering};

/// Writing goes on.
const OPEN: u8 = 0;
/// The reader has gone: the rest of the output is dropped.
const READER_GONE: u8 = 1;
/// A write failed otherwise: the rest is dropped and the command exits 2.
const FAILED: u8 = 2;

static STATE: AtomicU8 = AtomicU8::new(OPEN);

/// Takes the outcome of a write or flush: a broken pipe closes the output quietly, any other
/// error closes it with a one-line message.
fn settle(written: std::io::Result<()>) {
    if let Err(e) = written {
        if e.kind() == ErrorKind::BrokenPipe {
            STATE.store(READER_GONE, Ordering::Relaxed);
        } else {
            STATE.store(FAILED, Ordering::Relaxed);
            eprintln!("muster: cannot write the output: {e}");
        }
    }
}

/// Writes `args` to standard output, unless the output is already closed.
pub(crate) fn write(args: fmt::Arguments<'_>) {
    if STATE.load(Ordering::Relaxed) == OPEN {
        settle(std::io::stdout().lock().write_fmt(args));
    }
}

/// The command's exit code once its output is flushed: `code` as the command decided it,
/// also when the reader stopped early, or 2 when the output could not be written.
pub(crate) fn finish(code: std::process::ExitCode) -> std::process::ExitCode {
    if STATE.load(Ordering::Relaxed) == OPEN {
        settle(std::io::stdout().lock().flush());
    }
    if STATE.load(Ordering::Relaxed) == FAILED {
        std::process::ExitCode::from(2)
    } else {
        code
    }
}

/// `println!` for the command's output, through [`write`].
macro_rules! outln {
    () => {
        $crate::out::write(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::out::write(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// `print!` for the command's output, through [`write`].
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::out::write(format_args!($($arg)*))
    };
}
