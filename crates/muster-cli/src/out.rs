//! Standard output that a closed pipe does not break.
//!
//! `muster catalog sigmar | head` stops reading after a few lines; the next write then finds
//! no reader. That is the reader's choice, not a fault: the rest of the output is dropped
//! and the command ends as it would have, with its own exit code (a verdict stays a
//! verdict), where `println!` would panic. Any other failure to write (a full disk) is said
//! once on stderr and the command exits 2. Every command writes its output through
//! [`outln!`] and [`out!`], its messages through [`errln!`], and `main` ends with [`finish`].
//!
//! Text from a list or any other file reaches the terminal only as text: every control
//! character but the line break and the tab is written escaped (`\u{1b}`), so a shared list
//! cannot move the cursor, recolour the screen or write a fake "LEGAL" line over the real one.

use std::borrow::Cow;
use std::fmt;
use std::fmt::Write as _;
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

/// `text` with every control character but `\n` and `\t` escaped.
pub(crate) fn clean(text: &str) -> Cow<'_, str> {
    let escaped = |c: char| c.is_control() && c != '\n' && c != '\t';
    if !text.contains(escaped) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if escaped(c) {
            let _ = write!(out, "{}", c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// Writes `args` to standard output, unless the output is already closed.
pub(crate) fn write(args: fmt::Arguments<'_>) {
    if STATE.load(Ordering::Relaxed) == OPEN {
        let text = args.to_string();
        settle(std::io::stdout().lock().write_all(clean(&text).as_bytes()));
    }
}

/// Writes `args` to standard error, escaped as the output is.
pub(crate) fn error(args: fmt::Arguments<'_>) {
    let text = args.to_string();
    let _ = std::io::stderr().lock().write_all(clean(&text).as_bytes());
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

/// `eprintln!` for the command's messages, through [`error`].
macro_rules! errln {
    ($($arg:tt)*) => {
        $crate::out::error(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// `print!` for the command's output, through [`write`].
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::out::write(format_args!($($arg)*))
    };
}
