//! What every game's terminal text shares: a report's verdict, the values its checks wait
//! for and its findings, a list of names, a moment as a date.

use muster_core::verdict::awaited_lines;
use muster_core::{Diagnostic, Lang, Report, Severity, Verdict};
use std::fmt::Write;

fn severity_word(severity: Severity, lang: Lang) -> &'static str {
    match severity {
        Severity::Error => lang.pick("error", "error"),
        Severity::Warning => lang.pick("warning", "aviso"),
        Severity::Info => lang.pick("info", "info"),
    }
}

/// The verdict that ends a report's first line.
pub(crate) fn verdict(verdict: Verdict, lang: Lang) -> &'static str {
    match verdict {
        Verdict::Legal => lang.pick("LEGAL", "VÁLIDO"),
        Verdict::Illegal => lang.pick("NOT LEGAL", "NO VÁLIDO"),
        Verdict::Unconfirmed => lang.pick("UNCONFIRMED", "SIN CONFIRMAR"),
    }
}

/// Names joined with commas, `-` for none.
pub(crate) fn names_or_dash(names: &[&str]) -> String {
    if names.is_empty() {
        "-".to_owned()
    } else {
        names.join(", ")
    }
}

/// A report's lines, then the values its checks wait for and its findings, each after a
/// blank line (if any), without the trailing newline.
pub(crate) fn with_findings<T>(mut out: String, report: &Report<T>, lang: Lang) -> String {
    if !report.awaited.is_empty() {
        let _ = writeln!(
            out,
            "\n{}",
            lang.pick(
                "Not known yet (and the rules that wait for each value):",
                "Aún sin conocer (y las reglas que esperan cada valor):"
            )
        );
        for line in awaited_lines(&report.awaited) {
            let _ = writeln!(out, "  {line}");
        }
    }
    if !report.diagnostics.is_empty() {
        out.push('\n');
        out.push_str(&diagnostics(&report.diagnostics, lang));
    }
    out.trim_end().to_owned()
}

/// Findings, one block each: severity, code, rule, place, message, then the help.
pub fn diagnostics(diagnostics: &[Diagnostic], lang: Lang) -> String {
    let mut out = String::new();
    for d in diagnostics {
        let place = if d.path.is_empty() { "/" } else { &d.path };
        let _ = writeln!(
            out,
            "{}[{}] {} {place}: {}\n  {}: {}",
            severity_word(d.severity, lang),
            d.code,
            d.rule,
            d.message,
            lang.pick("help", "ayuda"),
            d.help
        );
    }
    out
}

/// A moment stored as unix milliseconds, as `YYYY-MM-DD HH:MM` UTC.
pub fn timestamp(unix_ms: i64) -> String {
    let secs = unix_ms.div_euclid(1000);
    let (days, rest) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}",
        rest / 3600,
        rest % 3600 / 60
    )
}

#[cfg(test)]
mod tests {
    use super::timestamp;

    #[test]
    fn timestamps_read_as_utc_dates() {
        assert_eq!(timestamp(0), "1970-01-01 00:00");
        assert_eq!(timestamp(951_782_400_000), "2000-02-29 00:00");
        assert_eq!(timestamp(1_795_305_600_000 + 3_660_000), "2026-11-22 01:01");
    }
}
