//! The printer's own words in English and Spanish (the game's words come in the sheet).

use muster_core::{Diagnostic, Lang, Severity};

/// Every fixed word a printed list uses, in one language.
pub(crate) struct Labels {
    lang: Lang,
    pub(crate) player: &'static str,
    pub(crate) date: &'static str,
    pub(crate) continued: &'static str,
    pub(crate) table_title: &'static str,
    pub(crate) unit: &'static str,
    pub(crate) cost: &'static str,
    pub(crate) subtotal: &'static str,
    pub(crate) no_units: &'static str,
    pub(crate) legal: &'static str,
    pub(crate) illegal: &'static str,
    pub(crate) unconfirmed: &'static str,
    pub(crate) awaited: &'static str,
    pub(crate) error: &'static str,
    pub(crate) warning: &'static str,
    pub(crate) info: &'static str,
    pub(crate) notes: &'static str,
    pub(crate) checked_by: &'static str,
}

impl Labels {
    pub(crate) fn new(lang: Lang) -> Self {
        Labels {
            lang,
            player: lang.pick("Player", "Jugador"),
            date: lang.pick("Date", "Fecha"),
            continued: lang.pick("continued", "continuación"),
            table_title: lang.pick("At the table", "En la mesa"),
            unit: lang.pick("UNIT", "UNIDAD"),
            cost: lang.pick("POINTS", "PUNTOS"),
            subtotal: lang.pick("Subtotal", "Subtotal"),
            no_units: lang.pick("No units yet.", "Todavía no hay unidades."),
            legal: lang.pick("Legal list", "Lista legal"),
            illegal: lang.pick("Not a legal list", "La lista no es legal"),
            unconfirmed: lang.pick("Unconfirmed list", "Lista sin confirmar"),
            awaited: lang.pick(
                "Not known yet (and the rules that wait for each value):",
                "Aún sin conocer (y las reglas que esperan cada valor):",
            ),
            error: lang.pick("Error", "Error"),
            warning: lang.pick("Warning", "Aviso"),
            info: lang.pick("Note", "Nota"),
            notes: lang.pick("Notes", "Notas"),
            checked_by: lang.pick("Checked with", "Comprobada con"),
        }
    }

    /// `Page 2 of 3`.
    pub(crate) fn page_of(&self, page: usize, total: usize) -> String {
        match self.lang {
            Lang::En => format!("Page {page} of {total}"),
            Lang::Es => format!("Página {page} de {total}"),
        }
    }

    /// `2 errors · 1 warning`, or `no findings`.
    pub(crate) fn counts(&self, findings: &[Diagnostic]) -> String {
        let count = |severity| findings.iter().filter(|d| d.severity == severity).count();
        let parts: Vec<String> = [
            (
                count(Severity::Error),
                ("error", "errors"),
                ("error", "errores"),
            ),
            (
                count(Severity::Warning),
                ("warning", "warnings"),
                ("aviso", "avisos"),
            ),
            (count(Severity::Info), ("note", "notes"), ("nota", "notas")),
        ]
        .into_iter()
        .filter(|(n, ..)| *n > 0)
        .map(|(n, en, es)| {
            let (one, many) = self.lang.pick(en, es);
            format!("{n} {}", if n == 1 { one } else { many })
        })
        .collect();
        if parts.is_empty() {
            self.lang
                .pick("no findings", "sin observaciones")
                .to_owned()
        } else {
            parts.join(" · ")
        }
    }
}
