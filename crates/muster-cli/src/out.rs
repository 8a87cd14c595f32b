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
//! character but the line break and the tab (C0, DEL, C1), and every bidirectional override
//! or isolate (U+202A–U+202E, U+2066–U+2069), is written escaped, so a shared list cannot
//! move the cursor, recolour the screen, write a fake "LEGAL" line over the real one or read
//! backwards. The escape is JSON's own (`\u001b`, `\u202e`): such a character can stand in
//! JSON output only inside a string, where that escape means the same character, so a
//! command's `--format json` output stays valid JSON with the same values.

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

/// A character written escaped: a control character but `\n` and `\t`, or a bidirectional
/// override or isolate, which would make the terminal show text in another order.
fn escaped(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || ('\u{202a}'..='\u{202e}').contains(&c)
        || ('\u{2066}'..='\u{2069}').contains(&c)
}

/// `text` with every [`escaped`] character written as JSON writes it in a string (`\u0085`;
/// all of them are in the first plane, so four digits always do).
pub(crate) fn clean(text: &str) -> Cow<'_, str> {
    if !text.contains(escaped) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if escaped(c) {
            let _ = write!(out, "\\u{:04x}", u32::from(c));
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

#[cfg(test)]
mod tests {
    use super::clean;

    /// Every character there is, in a JSON string as serde writes it, then cleaned: still
    /// valid JSON, with the same value, and nothing a terminal obeys left in it.
    #[test]
    fn cleaned_json_is_the_same_json_whatever_it_holds() {
        let all: String = (0..=0x10ffff_u32).filter_map(char::from_u32).collect();
        let json =
            serde_json::to_string_pretty(&serde_json::json!({ "name": all, "pre\u{85}": [all] }))
                .unwrap();
        let cleaned = clean(&json);
        let back: serde_json::Value = serde_json::from_str(&cleaned).unwrap();
        assert_eq!(back["name"].as_str(), Some(all.as_str()));
        assert_eq!(back["pre\u{85}"][0].as_str(), Some(all.as_str()));
        assert!(!cleaned.contains(|c: char| c.is_control() && c != '\n'));
        for bidi in ['\u{202a}', '\u{202e}', '\u{2066}', '\u{2069}'] {
            assert!(!cleaned.contains(bidi));
        }
        assert_eq!(clean("\u{202e}LAGEL TON\u{85}"), "\\u202eLAGEL TON\\u0085");
        assert_eq!(clean("plain\tline\n"), "plain\tline\n");
    }
}
