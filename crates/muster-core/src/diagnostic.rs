//! Findings of a validation: the diagnostics contract every game and every front end shares.
//!
//! A diagnostic says *what* is wrong (`message`), *which rule* (`rule`, a rule id of the
//! digests in `shared/rules/`, prefixed by game), *where* (`path`, a JSON pointer into the
//! list document) and *how to fix it* (`help`). Codes are stable (`game.area.what`) so that
//! tools and tests can rely on them; message and help are rendered in the requested language.

use crate::lang::Lang;
use crate::verdict::{awaited, Awaited, UnknownValue, Verdict, WaitsFor};
use serde::Serialize;

/// How serious a finding is. Only errors make a list illegal; a warning that waits for a
/// value leaves it unconfirmed ([`Verdict`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The list breaks a rule and may not be played.
    Error,
    /// Nothing is broken but something deserves a look (an unclear rule, a likely mistake,
    /// a value a check waits for).
    Warning,
    /// A reminder for the table (a physical or set-up rule software cannot check).
    Info,
}

/// One finding about a list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Diagnostic {
    /// Stable code, `game.area.what`, e.g. `runewars.points.over_limit`.
    pub code: &'static str,
    /// How serious it is.
    pub severity: Severity,
    /// The rule it enforces, `game:ID`, e.g. `runewars:R-PTS-1`.
    pub rule: &'static str,
    /// JSON pointer (RFC 6901) into the list document; empty for the whole document.
    pub path: String,
    /// What is wrong, in the requested language.
    pub message: String,
    /// How to fix it, in the requested language.
    pub help: String,
    /// The values this finding's rule waits for, which the data does not give (empty for
    /// a rule that was checked): a warning that waits leaves the list unconfirmed.
    #[cfg_attr(feature = "ts", ts(as = "Vec<UnknownValue>"))]
    pub waits_for: WaitsFor,
}

/// A game's finding about a list or refusal of a match event, as its one enum says it: the
/// stable code, the rule, the severity and the words in the reader's language. Every game
/// implements this for its findings and refusals, and [`Explain::diagnostic`] is the one way
/// they become a [`Diagnostic`].
pub trait Explain {
    /// The stable code (`game.area.what`).
    fn code(&self) -> &'static str;

    /// The rule it enforces (`game:ID`).
    fn rule(&self) -> &'static str;

    /// How serious it is: an error unless the enum says otherwise (a refused event always
    /// is one).
    fn severity(&self) -> Severity {
        Severity::Error
    }

    /// What is wrong, in `lang`.
    fn message(&self, lang: Lang) -> String;

    /// How to put it right, in `lang`.
    fn help(&self, lang: Lang) -> String;

    /// The values the rule waits for, names in `lang`: what the data does not give and only
    /// it could break the rule with. None unless the enum says otherwise; a finding that
    /// waits is a warning, never an error.
    fn waits_for(&self, _lang: Lang) -> Vec<UnknownValue> {
        Vec::new()
    }

    /// The diagnostic at `path` (a JSON pointer into the list, the set-up or the event), in
    /// `lang`.
    fn diagnostic(&self, path: String, lang: Lang) -> Diagnostic {
        Diagnostic {
            code: self.code(),
            severity: self.severity(),
            rule: self.rule(),
            path,
            message: self.message(lang),
            help: self.help(lang),
            waits_for: self.waits_for(lang).into(),
        }
    }
}

/// The result of validating one list: every finding at once plus the totals a player reads.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Report<T> {
    /// The game id (`runewars`).
    pub game: &'static str,
    /// True for a confirmed legal list only: `verdict` is `legal`.
    pub legal: bool,
    /// Legal, illegal, or unconfirmed (nothing known breaks a rule, but some checks wait for
    /// values not entered yet).
    pub verdict: Verdict,
    /// The values the checks wait for, each once, with the rules waiting for it.
    pub awaited: Vec<Awaited>,
    /// Game-specific totals (points used and left, unique units, slots…).
    pub totals: T,
    /// Every finding, in document order.
    pub diagnostics: Vec<Diagnostic>,
}

impl<T> Report<T> {
    /// Builds a report; the verdict, `legal` and what the checks wait for are derived from
    /// the diagnostics ([`Verdict::of`]), never set by hand.
    pub fn new(game: &'static str, totals: T, diagnostics: Vec<Diagnostic>) -> Self {
        let verdict = Verdict::of(&diagnostics);
        Report {
            game,
            legal: verdict.is_legal(),
            verdict,
            awaited: awaited(&diagnostics),
            totals,
            diagnostics,
        }
    }

    /// The codes of all findings, in order (handy for tests and summaries).
    pub fn codes(&self) -> Vec<&'static str> {
        self.diagnostics.iter().map(|d| d.code).collect()
    }

    /// Findings of one severity.
    pub fn with_severity(&self, severity: Severity) -> impl Iterator<Item = &Diagnostic> {
        self.diagnostics
            .iter()
            .filter(move |d| d.severity == severity)
    }
}

/// Builds a JSON pointer from path segments, escaping `~` and `/` as RFC 6901 requires.
pub fn json_pointer<I, S>(segments: I) -> String
where
    I: IntoIterator<Item = S>,
    S: AsRef<str>,
{
    let mut out = String::new();
    for segment in segments {
        out.push('/');
        for c in segment.as_ref().chars() {
            match c {
                '~' => out.push_str("~0"),
                '/' => out.push_str("~1"),
                c => out.push(c),
            }
        }
    }
    out
}

/// What every game's tests of its findings share.
#[cfg(test)]
pub(crate) mod testing {
    use super::{Diagnostic, Explain};
    use crate::lang::Lang;

    /// Checks one finding (or refusal) of each kind of a game: each kind has a code of its
    /// own, of the game and in three parts (`game.area.what`), a rule of the game
    /// (`game:…`), and words in English and in Spanish, none empty, the two languages
    /// different, with the same code, rule and severity. Gives each one's diagnostic in
    /// English and in Spanish, for the game's own checks.
    pub(crate) fn explained<E: Explain>(game: &str, all: &[E]) -> Vec<(Diagnostic, Diagnostic)> {
        let mut codes: Vec<&str> = all.iter().map(Explain::code).collect();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), all.len(), "one code per kind of finding");
        let pairs: Vec<(Diagnostic, Diagnostic)> = all
            .iter()
            .map(|e| {
                (
                    e.diagnostic("/x".into(), Lang::En),
                    e.diagnostic("/x".into(), Lang::Es),
                )
            })
            .collect();
        for (en, es) in &pairs {
            let parts: Vec<&str> = en.code.split('.').collect();
            assert!(parts.len() == 3 && parts[0] == game, "{}", en.code);
            assert!(
                en.rule
                    .strip_prefix(game)
                    .is_some_and(|r| r.starts_with(':')),
                "{}",
                en.rule
            );
            for d in [en, es] {
                assert!(!d.message.is_empty() && !d.help.is_empty(), "{}", d.code);
            }
            assert_ne!(en.message, es.message, "{}", en.code);
            assert_ne!(en.help, es.help, "{}", en.code);
            assert_eq!(
                (en.code, en.rule, en.severity),
                (es.code, es.rule, es.severity)
            );
            // A finding that waits for a value is a warning: an error is already a verdict.
            if !en.waits_for.is_empty() {
                assert_eq!(en.severity, super::Severity::Warning, "{}", en.code);
            }
            let values = |d: &Diagnostic| {
                let v = d.waits_for.iter();
                v.map(|w| (w.kind, w.id.clone(), w.value))
                    .collect::<Vec<_>>()
            };
            assert_eq!(values(en), values(es), "{}", en.code);
            for w in en.waits_for.iter().chain(es.waits_for.iter()) {
                assert!(!w.id.is_empty() && !w.name.is_empty() && !w.label.is_empty());
            }
        }
        pairs
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn diagnostic(severity: Severity) -> Diagnostic {
        Diagnostic {
            code: "test.code",
            severity,
            rule: "test:R-1",
            path: String::new(),
            message: String::new(),
            help: String::new(),
            waits_for: WaitsFor::default(),
        }
    }

    /// A warning whose rule waits for the `value` of record `id`.
    fn waiting(rule: &'static str, id: &str, value: &'static str) -> Diagnostic {
        Diagnostic {
            rule,
            waits_for: vec![UnknownValue::new(
                "disc",
                id,
                id,
                value,
                (value, value),
                Lang::En,
            )]
            .into(),
            ..diagnostic(Severity::Warning)
        }
    }

    #[test]
    fn warnings_and_infos_keep_a_list_legal_but_an_error_does_not() {
        let ok = Report::new(
            "test",
            (),
            vec![diagnostic(Severity::Warning), diagnostic(Severity::Info)],
        );
        assert!(ok.legal);
        assert_eq!(ok.verdict, Verdict::Legal);
        let bad = Report::new("test", (), vec![diagnostic(Severity::Error)]);
        assert!(!bad.legal);
        assert_eq!(bad.verdict, Verdict::Illegal);
    }

    #[test]
    fn a_warning_that_waits_for_a_value_leaves_the_list_unconfirmed_and_never_legal() {
        let report = Report::new(
            "test",
            (),
            vec![
                diagnostic(Severity::Info),
                waiting("test:R-SIZE", "steam-tank", "size"),
            ],
        );
        assert_eq!(report.verdict, Verdict::Unconfirmed);
        assert!(!report.legal);
        // An error known besides it decides: the list is illegal whatever the value is.
        let mut findings = report.diagnostics.clone();
        findings.push(diagnostic(Severity::Error));
        let report = Report::new("test", (), findings);
        assert_eq!(report.verdict, Verdict::Illegal);
        assert!(!report.legal);
    }

    #[test]
    fn each_awaited_value_is_named_once_with_every_rule_that_waits_for_it() {
        let report = Report::new(
            "test",
            (),
            vec![
                waiting("test:R-SIZE", "steam-tank", "size"),
                waiting("test:R-COPY", "steam-tank", "size"),
                waiting("test:R-COPY", "steam-tank", "size"),
                waiting("test:R-COST", "steam-tank", "cost"),
                waiting("test:R-SIZE", "knights-panther", "size"),
            ],
        );
        let awaited: Vec<(&str, &str, Vec<&str>)> = report
            .awaited
            .iter()
            .map(|a| (a.value.id.as_str(), a.value.value, a.rules.clone()))
            .collect();
        assert_eq!(
            awaited,
            [
                ("steam-tank", "size", vec!["test:R-SIZE", "test:R-COPY"]),
                ("steam-tank", "cost", vec!["test:R-COST"]),
                ("knights-panther", "size", vec!["test:R-SIZE"]),
            ]
        );
    }

    #[test]
    fn a_player_reads_the_awaited_values_a_line_per_record() {
        let report = Report::new(
            "test",
            (),
            vec![
                waiting("test:R-SIZE", "steam-tank", "size"),
                waiting("test:R-SIZE", "knights-panther", "size"),
                waiting("test:R-COPY", "steam-tank", "size"),
                waiting("test:R-COST", "steam-tank", "cost"),
            ],
        );
        assert_eq!(
            crate::verdict::awaited_lines(&report.awaited),
            [
                "steam-tank: size (test:R-SIZE, test:R-COPY), cost (test:R-COST)",
                "knights-panther: size (test:R-SIZE)",
            ]
        );
    }

    #[test]
    fn the_verdict_serializes_as_one_lower_case_word_beside_legal() {
        let report = Report::new("test", (), vec![waiting("test:R-1", "a", "size")]);
        let json = serde_json::to_value(&report).unwrap();
        assert_eq!(json["verdict"], "unconfirmed");
        assert_eq!(json["legal"], false);
        assert_eq!(json["awaited"][0]["id"], "a");
        assert_eq!(json["awaited"][0]["value"], "size");
        assert_eq!(json["awaited"][0]["rules"][0], "test:R-1");
        for verdict in [Verdict::Legal, Verdict::Illegal, Verdict::Unconfirmed] {
            let word = serde_json::to_value(verdict).unwrap();
            let words: Vec<&str> = Lang::ALL.iter().map(|&l| verdict.word(l)).collect();
            assert!(word.is_string() && words.iter().all(|w| !w.is_empty()));
        }
        assert_eq!(Verdict::Unconfirmed.word(Lang::Es), "sin confirmar");
    }

    /// A made-up finding for the test below.
    struct Late(u8);

    impl Explain for Late {
        fn code(&self) -> &'static str {
            "test.late"
        }

        fn rule(&self) -> &'static str {
            "test:R-2"
        }

        fn message(&self, lang: Lang) -> String {
            lang.pick(
                format!("{} minutes late.", self.0),
                format!("{} minutos tarde.", self.0),
            )
        }

        fn help(&self, lang: Lang) -> String {
            lang.pick("Hurry.", "Date prisa.").to_owned()
        }
    }

    #[test]
    fn an_explained_finding_is_an_error_at_its_place_in_the_readers_language() {
        let d = Late(5).diagnostic("/units/0".into(), Lang::Es);
        assert_eq!(
            (d.code, d.severity, d.rule, d.path.as_str()),
            ("test.late", Severity::Error, "test:R-2", "/units/0")
        );
        assert_eq!(
            (d.message.as_str(), d.help.as_str()),
            ("5 minutos tarde.", "Date prisa.")
        );
        assert_eq!(
            Late(1).diagnostic(String::new(), Lang::En).message,
            "1 minutes late."
        );
    }

    #[test]
    fn json_pointer_escapes_tilde_and_slash() {
        assert_eq!(
            json_pointer(["units", "2", "upgrades"]),
            "/units/2/upgrades"
        );
        assert_eq!(json_pointer(["a/b", "c~d"]), "/a~1b/c~0d");
        assert_eq!(json_pointer(Vec::<&str>::new()), "");
    }

    #[test]
    fn diagnostic_serializes_with_the_contract_field_names() {
        let json = serde_json::to_value(diagnostic(Severity::Error)).unwrap();
        let keys: Vec<_> = json.as_object().unwrap().keys().cloned().collect();
        assert_eq!(
            keys,
            [
                "code",
                "help",
                "message",
                "path",
                "rule",
                "severity",
                "waits_for"
            ]
        );
        assert_eq!(json["severity"], "error");
    }
}
