//! The findings about a faction's own enhancement tables (`Pack::enhancement_tables`:
//! Monstrous Traits, Big Names…), with their codes, rules, severities and words in
//! English and Spanish. The data gives these tables the pattern of heroic traits and
//! artefacts: a cap per army and per unit on the group (digest S4-ENH-1), a cap per
//! enhancement (S4-ENH-2), and eligibility by which units link the table (S4-ENH-3).

use crate::diagnostic::Severity;
use crate::lang::Lang;
use crate::suggest::unknown_id_help;

/// A finding about an enhancement from a faction's own table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableFinding {
    /// An id no table of the pack holds.
    Unknown {
        /// The id written.
        id: String,
        /// The closest id of the pack's tables.
        suggestion: Option<String>,
    },
    /// A unit the table does not name takes from it.
    NotEligible {
        /// The enhancement's name.
        enhancement: String,
        /// The table's name.
        table: String,
        /// The unit's name.
        unit: String,
    },
    /// More from one table in the army than its cap.
    PerArmy {
        /// The table's name.
        table: String,
        /// Its cap per army.
        max: u32,
        /// The unit holding the one too many.
        unit: String,
    },
    /// More from one table on one unit than its cap.
    PerUnit {
        /// The table's name.
        table: String,
        /// Its cap per unit.
        max: u32,
        /// The unit's name.
        unit: String,
    },
    /// One enhancement more times in the army than its cap.
    Repeated {
        /// The enhancement's name.
        enhancement: String,
        /// Its cap.
        max: u32,
    },
}

impl TableFinding {
    /// The stable code.
    pub fn code(&self) -> &'static str {
        match self {
            TableFinding::Unknown { .. } => "sigmar.enhancement_table.unknown",
            TableFinding::NotEligible { .. } => "sigmar.enhancement_table.not_eligible",
            TableFinding::PerArmy { .. } => "sigmar.enhancement_table.per_army",
            TableFinding::PerUnit { .. } => "sigmar.enhancement_table.per_unit",
            TableFinding::Repeated { .. } => "sigmar.enhancement_table.repeated",
        }
    }

    /// The rule id of `shared/rules/sigmar.md` whose pattern the table's data follows.
    pub fn rule(&self) -> &'static str {
        match self {
            TableFinding::Unknown { .. } | TableFinding::NotEligible { .. } => "sigmar:S4-ENH-3",
            TableFinding::PerArmy { .. } | TableFinding::PerUnit { .. } => "sigmar:S4-ENH-1",
            TableFinding::Repeated { .. } => "sigmar:S4-ENH-2",
        }
    }

    /// Every one makes the list illegal.
    pub fn severity(&self) -> Severity {
        Severity::Error
    }

    /// What is wrong.
    pub fn message(&self, l: Lang) -> String {
        match self {
            TableFinding::Unknown { id, .. } => l.pick(
                format!("No enhancement table of the faction's pack has '{id}'."),
                format!("Ninguna tabla de mejoras del paquete de la facción tiene «{id}»."),
            ),
            TableFinding::NotEligible {
                enhancement,
                table,
                unit,
            } => l.pick(
                format!("{unit} cannot take {enhancement}: the data offers {table} to other units."),
                format!("{unit} no puede llevar {enhancement}: los datos ofrecen {table} a otras unidades."),
            ),
            TableFinding::PerArmy { table, max, unit } => l.pick(
                format!("One too many from {table} (on {unit}): an army takes at most {max}."),
                format!("Una de más de {table} (en {unit}): un ejército lleva como mucho {max}."),
            ),
            TableFinding::PerUnit { table, max, unit } => l.pick(
                format!("{unit} takes more from {table} than the {max} a unit may."),
                format!("{unit} lleva más de {table} que las {max} que admite una unidad."),
            ),
            TableFinding::Repeated { enhancement, max } => l.pick(
                format!("{enhancement} is taken more than {max} times in the army."),
                format!("{enhancement} aparece más de {max} veces en el ejército."),
            ),
        }
    }

    /// How to fix it.
    pub fn help(&self, l: Lang) -> String {
        let text = |en: &str, es: &str| l.pick(en, es).to_owned();
        match self {
            TableFinding::Unknown { suggestion, .. } => {
                unknown_id_help("sigmar", suggestion.as_deref(), l)
            }
            TableFinding::NotEligible { .. } => text(
                "Give it to a unit the table names (the builder lists them).",
                "Dásela a una unidad que la tabla nombre (el constructor las muestra).",
            ),
            TableFinding::PerArmy { .. } => text(
                "Remove this one, or another from the same table.",
                "Quita esta u otra de la misma tabla.",
            ),
            TableFinding::PerUnit { .. } => text(
                "Keep one from this table on the unit and give the others to other units.",
                "Deja una de esta tabla en la unidad y da las demás a otras unidades.",
            ),
            TableFinding::Repeated { .. } => text(
                "Take each enhancement only as often as the data allows.",
                "Toma cada mejora solo tantas veces como permiten los datos.",
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_finding_has_words_in_both_languages_and_an_enhancement_rule() {
        let all = [
            TableFinding::Unknown {
                id: "x".into(),
                suggestion: None,
            },
            TableFinding::NotEligible {
                enhancement: "E".into(),
                table: "T".into(),
                unit: "U".into(),
            },
            TableFinding::PerArmy {
                table: "T".into(),
                max: 1,
                unit: "U".into(),
            },
            TableFinding::PerUnit {
                table: "T".into(),
                max: 1,
                unit: "U".into(),
            },
            TableFinding::Repeated {
                enhancement: "E".into(),
                max: 1,
            },
        ];
        for f in &all {
            assert_ne!(f.message(Lang::En), f.message(Lang::Es), "{f:?}");
            assert_ne!(f.help(Lang::En), f.help(Lang::Es), "{f:?}");
            assert!(f.rule().starts_with("sigmar:S4-ENH-"));
            assert_eq!(f.code().split('.').nth(1), Some("enhancement_table"));
            assert_eq!(f.severity(), Severity::Error);
        }
    }
}
