//! The verdict on a list, the same in every game and every front end, computed in one place
//! from the findings.
//!
//! Where a game's data leaves a value out (a Diskwars disc's size, an Age of Sigmar unit's
//! points, the cards of an Underworlds deck), a rule that only that value could break cannot
//! be confirmed. The game's finding for it is then a warning that *waits for* the value: its
//! [`Explain::waits_for`](crate::diagnostic::Explain::waits_for) names each value (which
//! record, which of its values), and the finding's `rule` is the rule that waits. No game
//! decides the verdict itself; [`Verdict::of`] reads the findings:
//!
//! - **illegal**: a finding is an error, a rule broken by what is known;
//! - **unconfirmed**: no error, but a finding waits for a value the player has not entered;
//! - **legal**: every rule checked and kept.
//!
//! A value a match needs but no building rule does (a fighter's Health for the tracker) is a
//! warning that waits for nothing: it does not make a list unconfirmed.

use crate::diagnostic::{Diagnostic, Severity};
use crate::lang::Lang;
use serde::Serialize;

/// The verdict on a list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// Every rule checked and kept.
    Legal,
    /// A rule broken by what is known.
    Illegal,
    /// Nothing known breaks a rule, but some checks wait for values not entered yet.
    Unconfirmed,
}

impl Verdict {
    /// The verdict the findings give: illegal with an error, else unconfirmed when a finding
    /// waits for a value, else legal.
    pub fn of(diagnostics: &[Diagnostic]) -> Self {
        if diagnostics.iter().any(|d| d.severity == Severity::Error) {
            Verdict::Illegal
        } else if diagnostics.iter().any(|d| !d.waits_for.is_empty()) {
            Verdict::Unconfirmed
        } else {
            Verdict::Legal
        }
    }

    /// True for a confirmed legal list only.
    pub fn is_legal(self) -> bool {
        self == Verdict::Legal
    }

    /// The verdict as a list's text and the command line's notes say it: `legal`, `not legal`
    /// or `unconfirmed` (`legal`, `no es legal`, `sin confirmar`).
    pub fn word(self, lang: Lang) -> &'static str {
        match self {
            Verdict::Legal => lang.pick("legal", "legal"),
            Verdict::Illegal => lang.pick("not legal", "no es legal"),
            Verdict::Unconfirmed => lang.pick("unconfirmed", "sin confirmar"),
        }
    }
}

/// A value a check waits for: one value of one record of the game's data, which the player
/// can enter (or look up) to let the check run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct UnknownValue {
    /// The kind of record, as the player's own records name it (`disc`, `command-card`,
    /// `unit`, `deck`).
    pub kind: &'static str,
    /// The record's id (`steam-tank`).
    pub id: String,
    /// The record's name, in the reader's language.
    pub name: String,
    /// Which of its values, as the record's field is named (`size`, `cost`, `points`).
    pub value: &'static str,
    /// That value's name, in the reader's language (`size`, `tamaño`).
    pub label: String,
}

impl UnknownValue {
    /// A value of a record: `label` is `(English, Spanish)`, picked for `lang`.
    pub fn new(
        kind: &'static str,
        id: impl Into<String>,
        name: impl Into<String>,
        value: &'static str,
        label: (&str, &str),
        lang: Lang,
    ) -> Self {
        UnknownValue {
            kind,
            id: id.into(),
            name: name.into(),
            value,
            label: lang.pick(label.0, label.1).to_owned(),
        }
    }

    /// True when both name the same value of the same record.
    fn same(&self, other: &UnknownValue) -> bool {
        (self.kind, self.id.as_str(), self.value) == (other.kind, other.id.as_str(), other.value)
    }
}

/// The values a finding waits for: none for most findings. Behind one thin pointer when
/// there are some (a `Box<Vec>`, where a `Vec` would be three words), so that a diagnostic,
/// the error of every match event too, stays small. Reads as a slice, serializes as an
/// array.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[allow(clippy::box_collection)]
pub struct WaitsFor(Option<Box<Vec<UnknownValue>>>);

impl From<Vec<UnknownValue>> for WaitsFor {
    fn from(values: Vec<UnknownValue>) -> Self {
        WaitsFor((!values.is_empty()).then(|| Box::new(values)))
    }
}

impl std::ops::Deref for WaitsFor {
    type Target = [UnknownValue];

    fn deref(&self) -> &[UnknownValue] {
        self.0.as_deref().map_or(&[], Vec::as_slice)
    }
}

impl Serialize for WaitsFor {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(serializer)
    }
}

/// One value a list's checks wait for, once, with every rule that waits for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Awaited {
    /// The value.
    #[serde(flatten)]
    pub value: UnknownValue,
    /// The rules that wait for it (`diskwars:R-SIZE-1`), in the order of the findings.
    pub rules: Vec<&'static str>,
}

/// Every value the findings wait for, each once, in the order first met, with the rules that
/// wait for it. An illegal list keeps them too: entering them may show more to fix.
pub fn awaited(diagnostics: &[Diagnostic]) -> Vec<Awaited> {
    let mut out: Vec<Awaited> = Vec::new();
    for d in diagnostics {
        for value in d.waits_for.iter() {
            match out.iter_mut().find(|a| a.value.same(value)) {
                Some(a) if a.rules.contains(&d.rule) => {}
                Some(a) => a.rules.push(d.rule),
                None => out.push(Awaited {
                    value: value.clone(),
                    rules: vec![d.rule],
                }),
            }
        }
    }
    out
}

/// The awaited values as a player reads them, a line per record in the order each record is
/// first met: `Steam Tank: recruitment cost (diskwars:R-REG-3), size (diskwars:R-SIZE-1,
/// diskwars:R-COPY-1)`.
pub fn awaited_lines(awaited: &[Awaited]) -> Vec<String> {
    let mut records: Vec<(&UnknownValue, Vec<String>)> = Vec::new();
    for a in awaited {
        let value = format!("{} ({})", a.value.label, a.rules.join(", "));
        let v = &a.value;
        match records
            .iter_mut()
            .find(|(r, _)| (r.kind, r.id.as_str()) == (v.kind, v.id.as_str()))
        {
            Some((_, values)) => values.push(value),
            None => records.push((v, vec![value])),
        }
    }
    records
        .into_iter()
        .map(|(record, values)| format!("{}: {}", record.name, values.join(", ")))
        .collect()
}
