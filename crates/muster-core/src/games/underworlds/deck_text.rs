//! A Rivals deck typed as plain text, one card per line, read into a deck record (the
//! player's `deck` user data) and written back the same way.
//!
//! ```text
//! # My deck
//! plot: Fixture Plot
//! objective · Hold the Line · 1
//! objective surge · Quick Win · 1
//! ploy · Sidestep Fixture
//! ardid súbito · Fast Feet · -
//! upgrade · Sharp Eye · 2 · runemark: leader
//! ```
//!
//! - A line is `TYPE · NAME · GLORY`, the fields separated by `·`, `|`, `;` or a tab; a
//!   fourth field `runemark: X` (or `runa: X`) limits the card to fighters with that mark.
//! - TYPE is `objective`/`objetivo`, `ploy`/`ardid` or `upgrade`/`mejora` in any case,
//!   with `surge`/`súbito`/`súbita` before or after it for a surge objective or ploy
//!   (rulebook L619–621, L665–667; an upgrade is never a surge card).
//! - GLORY is the card's glory value: required for objectives and upgrades, `-` or nothing
//!   for a ploy.
//! - `plot: NAME` (or `trama: NAME`) names the deck's plot card (rulebook L770–772).
//! - Blank lines and lines starting with `#` are ignored.
//!
//! A card's id is the kebab-case of its name ([`kebab_id`]), so two cards of one name are
//! refused (a deck is read whole or not at all). Every bad line is reported at once, each
//! with its 1-based line number and its words in English and Spanish. The names are kept as
//! typed, in the English slot of the record's name (the reader cannot tell the language).

use super::catalog::{Card, CardKind, Deck, Name, Plot};
use crate::ids::{is_kebab_id, kebab_id};
use crate::json::thousands;
use crate::lang::Lang;
use std::collections::HashMap;
use std::fmt;

/// What separates the fields of a line (the writer uses the first).
const SEPARATORS: [char; 4] = ['·', '|', ';', '\t'];

/// The longest deck text read: 256 KiB (a Rivals deck typed out is about 2 KB).
pub const MAX_BYTES: usize = 256 * 1024;

/// The most cards one deck text may give: 200 (a Rivals deck has 32, a Nemesis deck as many).
pub const MAX_CARDS: usize = 200;

/// Why a line of a deck text is not a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckFault {
    /// The deck's id (given by the caller, not a line) is not kebab-case.
    BadDeckId {
        /// The id given.
        id: String,
    },
    /// The deck's name (given by the caller) is empty.
    NoDeckName,
    /// The text holds no card.
    NoCards,
    /// The type field is not objective, ploy or upgrade (or their Spanish names).
    UnknownType {
        /// The field as typed.
        typed: String,
    },
    /// An upgrade marked surge.
    SurgeUpgrade,
    /// The name field is empty.
    NoName,
    /// The name has no letter or digit to make an id from.
    NameWithoutId {
        /// The name as typed.
        name: String,
    },
    /// An objective or upgrade without a glory value.
    MissingGlory {
        /// The card's kind.
        kind: CardKind,
    },
    /// The glory field is not a whole number from 0 to 255.
    BadGlory {
        /// The field as typed.
        typed: String,
    },
    /// The fourth field is not `runemark: X`.
    BadFourthField {
        /// The field as typed.
        typed: String,
    },
    /// A runemark with no letter or digit.
    EmptyRunemark,
    /// More than four fields.
    TooManyFields {
        /// How many fields the line has.
        count: usize,
    },
    /// A card whose name (its id) an earlier line already gave.
    Twice {
        /// The name as typed.
        name: String,
        /// The line that gave it first.
        first: usize,
    },
    /// `plot:` without a name.
    EmptyPlot,
    /// A second `plot:` line.
    SecondPlot {
        /// The line of the first.
        first: usize,
    },
    /// The text is longer than [`MAX_BYTES`] (nothing of it is read).
    TextTooLong {
        /// Its length in bytes.
        bytes: usize,
    },
    /// A card past the [`MAX_CARDS`] one deck may give (the rest is not read).
    TooManyCards,
}

impl DeckFault {
    /// What is wrong, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        let (en, es) = self.words();
        lang.pick(en, es)
    }

    /// The message in English and in Spanish, side by side.
    fn words(&self) -> (String, String) {
        match self {
            DeckFault::TextTooLong { bytes } => (
                format!(
                    "the text is {} bytes long; a deck text is read up to {}",
                    thousands(*bytes as u64),
                    crate::json::size_limit(MAX_BYTES as u64)
                ),
                format!(
                    "el texto ocupa {} bytes; un mazo en texto se lee hasta {}",
                    thousands(*bytes as u64),
                    crate::json::size_limit(MAX_BYTES as u64)
                ),
            ),
            DeckFault::TooManyCards => (
                format!("more than {MAX_CARDS} cards; a deck text gives at most that many"),
                format!("más de {MAX_CARDS} cartas; un mazo en texto da como mucho esas"),
            ),
            DeckFault::BadDeckId { id } => (
                format!(
                    "the deck's id '{id}' is not kebab-case (lowercase letters, digits and \
                     hyphens, e.g. 'my-deck')"
                ),
                format!(
                    "el id del mazo '{id}' no está en kebab-case (minúsculas, cifras y \
                     guiones, p. ej. 'mi-mazo')"
                ),
            ),
            DeckFault::NoDeckName => (
                "the deck needs a name".into(),
                "el mazo necesita un nombre".into(),
            ),
            DeckFault::NoCards => (
                "the text holds no card (one card per line: TYPE · NAME · GLORY)".into(),
                "el texto no tiene ninguna carta (una carta por línea: TIPO · NOMBRE · \
                 GLORIA)"
                    .into(),
            ),
            DeckFault::UnknownType { typed } => (
                format!(
                    "unknown card type '{typed}' (expected objective, ploy or upgrade, maybe \
                     with surge)"
                ),
                format!(
                    "tipo de carta desconocido '{typed}' (se espera objetivo, ardid o mejora, \
                     quizá con súbito)"
                ),
            ),
            DeckFault::SurgeUpgrade => (
                "an upgrade cannot be a surge card (only objectives and ploys can)".into(),
                "una mejora no puede ser súbita (solo los objetivos y los ardides)".into(),
            ),
            DeckFault::NoName => (
                "the card has no name (TYPE · NAME · GLORY)".into(),
                "la carta no tiene nombre (TIPO · NOMBRE · GLORIA)".into(),
            ),
            DeckFault::NameWithoutId { name } => (
                format!("the name '{name}' has no letter or digit"),
                format!("el nombre '{name}' no tiene ninguna letra ni cifra"),
            ),
            DeckFault::MissingGlory { kind } => {
                let (en, es) = (kind_word(*kind, Lang::En), kind_word(*kind, Lang::Es));
                // "an objective", "an upgrade"; "un objetivo", "una mejora" (ploys need none).
                let un = if *kind == CardKind::Upgrade {
                    "una"
                } else {
                    "un"
                };
                (
                    format!("an {en} needs its glory value (a number after the name)"),
                    format!("{un} {es} necesita su valor de gloria (un número tras el nombre)"),
                )
            }
            DeckFault::BadGlory { typed } => (
                format!("the glory value '{typed}' is not a whole number from 0 to 255"),
                format!("el valor de gloria '{typed}' no es un número entero de 0 a 255"),
            ),
            DeckFault::BadFourthField { typed } => (
                format!("the fourth field '{typed}' is not 'runemark: MARK'"),
                format!("el cuarto campo '{typed}' no es 'runa: RUNA'"),
            ),
            DeckFault::EmptyRunemark => {
                ("the runemark is empty".into(), "la runa está vacía".into())
            }
            DeckFault::TooManyFields { count } => (
                format!(
                    "{count} fields; a card has at most 4 (TYPE · NAME · GLORY · runemark: MARK)"
                ),
                format!(
                    "{count} campos; una carta tiene 4 como mucho (TIPO · NOMBRE · GLORIA · \
                     runa: RUNA)"
                ),
            ),
            DeckFault::Twice { name, first } => (
                format!(
                    "'{name}' is already in the deck (line {first}); no two cards may share a \
                     name"
                ),
                format!(
                    "'{name}' ya está en el mazo (línea {first}); dos cartas no pueden \
                     compartir nombre"
                ),
            ),
            DeckFault::EmptyPlot => (
                "'plot:' needs the plot card's name".into(),
                "'trama:' necesita el nombre de la carta de trama".into(),
            ),
            DeckFault::SecondPlot { first } => (
                format!("a deck has one plot card at most; line {first} already names it"),
                format!(
                    "un mazo tiene una carta de trama como mucho; la línea {first} ya la nombra"
                ),
            ),
        }
    }
}

/// A kind's word in a sentence (lowercase).
fn kind_word(kind: CardKind, lang: Lang) -> &'static str {
    match kind {
        CardKind::Objective => lang.pick("objective", "objetivo"),
        CardKind::Ploy => lang.pick("ploy", "ardid"),
        CardKind::Upgrade => lang.pick("upgrade", "mejora"),
    }
}

/// A bad line of a deck text: its 1-based line number (0 for the deck's id or name, which
/// the caller gives) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckLineError {
    /// 1-based line of the text; 0 when the fault is in the id or name given with it.
    pub line: usize,
    /// What is wrong.
    pub fault: DeckFault,
}

impl DeckLineError {
    /// What is wrong, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        self.fault.message(lang)
    }

    /// `line 3: …` (or the message alone for line 0), in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self.line {
            0 => self.message(lang),
            n => format!("{} {n}: {}", lang.pick("line", "línea"), self.message(lang)),
        }
    }
}

impl fmt::Display for DeckLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for DeckLineError {}

/// The words a type field may hold.
fn kind_of(word: &str) -> Option<CardKind> {
    match word {
        "objective" | "objetivo" => Some(CardKind::Objective),
        "ploy" | "ardid" => Some(CardKind::Ploy),
        "upgrade" | "mejora" => Some(CardKind::Upgrade),
        _ => None,
    }
}

fn is_surge(word: &str) -> bool {
    matches!(word, "surge" | "súbito" | "súbita" | "subito" | "subita")
}

/// The kind and surge of a type field: one kind word and at most one surge word.
fn card_type(field: &str) -> Result<(CardKind, bool), DeckFault> {
    let unknown = || DeckFault::UnknownType {
        typed: field.to_owned(),
    };
    let lower = field.to_lowercase();
    let (mut kind, mut surge) = (None, false);
    for word in lower.split_whitespace() {
        match (kind_of(word), is_surge(word)) {
            (Some(k), _) if kind.is_none() => kind = Some(k),
            (None, true) if !surge => surge = true,
            _ => return Err(unknown()),
        }
    }
    let kind = kind.ok_or_else(unknown)?;
    if surge && kind == CardKind::Upgrade {
        return Err(DeckFault::SurgeUpgrade);
    }
    Ok((kind, surge))
}

/// The value after `label:` when `field` starts with one of `labels` (any case).
fn labelled<'t>(field: &'t str, labels: &[&str]) -> Option<&'t str> {
    let (label, value) = field.split_once(':')?;
    let label = label.trim().to_lowercase();
    labels.contains(&label.as_str()).then(|| value.trim())
}

/// One card line read, or its fault.
fn card(fields: &[&str]) -> Result<Card, DeckFault> {
    if fields.len() > 4 {
        return Err(DeckFault::TooManyFields {
            count: fields.len(),
        });
    }
    let (kind, surge) = card_type(fields[0])?;
    let name = fields.get(1).copied().unwrap_or_default();
    if name.is_empty() {
        return Err(DeckFault::NoName);
    }
    let id = kebab_id(name);
    if id.is_empty() {
        return Err(DeckFault::NameWithoutId {
            name: name.to_owned(),
        });
    }
    let glory = match fields.get(2).copied().unwrap_or_default() {
        "" | "-" if kind == CardKind::Ploy => None,
        "" | "-" => return Err(DeckFault::MissingGlory { kind }),
        typed => Some(typed.parse::<u8>().map_err(|_| DeckFault::BadGlory {
            typed: typed.to_owned(),
        })?),
    };
    let runemark = match fields.get(3) {
        None => None,
        Some(field) => {
            let mark = labelled(field, &["runemark", "runa"]).ok_or_else(|| {
                DeckFault::BadFourthField {
                    typed: (*field).to_owned(),
                }
            })?;
            let mark = kebab_id(mark);
            if mark.is_empty() {
                return Err(DeckFault::EmptyRunemark);
            }
            Some(mark)
        }
    };
    Ok(Card {
        id,
        name: Name {
            en: name.to_owned(),
            es: None,
        },
        code: None,
        kind,
        surge,
        restricted: false,
        glory,
        runemark,
    })
}

/// Reads a deck typed as plain text (see the module's documentation) into a deck record
/// with the given id, name and source, its cards complete; or every bad line at once.
pub fn read_deck(
    text: &str,
    id: &str,
    name: &str,
    source: &str,
) -> Result<Deck, Vec<DeckLineError>> {
    if text.len() > MAX_BYTES {
        let fault = DeckFault::TextTooLong { bytes: text.len() };
        return Err(vec![DeckLineError { line: 0, fault }]);
    }
    let mut errors = Vec::new();
    let mut fault = |line: usize, fault: DeckFault| errors.push(DeckLineError { line, fault });
    if !is_kebab_id(id) {
        fault(0, DeckFault::BadDeckId { id: id.to_owned() });
    }
    if name.trim().is_empty() {
        fault(0, DeckFault::NoDeckName);
    }
    let mut cards = Vec::new();
    let mut lines_of: HashMap<String, usize> = HashMap::new();
    let mut plot: Option<(usize, Plot)> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if let Some(plot_name) = labelled(trimmed, &["plot", "trama"]) {
            match (&plot, kebab_id(plot_name)) {
                (Some((first, _)), _) => fault(line, DeckFault::SecondPlot { first: *first }),
                (None, id) if id.is_empty() => fault(line, DeckFault::EmptyPlot),
                (None, id) => {
                    let name = Name {
                        en: plot_name.to_owned(),
                        es: None,
                    };
                    plot = Some((line, Plot { id, name }));
                }
            }
            continue;
        }
        let fields: Vec<&str> = trimmed.split(SEPARATORS).map(str::trim).collect();
        match card(&fields) {
            Ok(card) => match lines_of.get(&card.id) {
                Some(&first) => fault(
                    line,
                    DeckFault::Twice {
                        name: card.name.en,
                        first,
                    },
                ),
                None if cards.len() == MAX_CARDS => {
                    fault(line, DeckFault::TooManyCards);
                    break;
                }
                None => {
                    lines_of.insert(card.id.clone(), line);
                    cards.push(card);
                }
            },
            Err(f) => fault(line, f),
        }
    }
    if cards.is_empty() && errors.iter().all(|e| e.line == 0) {
        errors.push(DeckLineError {
            line: text.lines().count().max(1),
            fault: DeckFault::NoCards,
        });
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(Deck {
        id: id.to_owned(),
        name: Name {
            en: name.trim().to_owned(),
            es: None,
        },
        source: source.to_owned(),
        playstyle: None,
        code: None,
        cards_complete: true,
        cards,
        plot: plot.map(|(_, p)| p),
    })
}

/// A deck as plain text in the form [`read_deck`] reads: a comment with its name, its plot
/// card, then one card per line in the deck's order (English type words; `-` for a glory
/// value the deck does not give).
pub fn write_deck(deck: &Deck) -> String {
    let separator = format!(" {} ", SEPARATORS[0]);
    let mut text = format!("# {}\n", deck.name.en);
    if let Some(plot) = &deck.plot {
        text.push_str(&format!("plot: {}\n", plot.name.en));
    }
    for card in &deck.cards {
        let mut kind = kind_word(card.kind, Lang::En).to_owned();
        if card.surge {
            kind.push_str(" surge");
        }
        let glory = card.glory.map_or("-".to_owned(), |g| g.to_string());
        let mut fields = vec![kind, card.name.en.clone(), glory];
        if let Some(mark) = &card.runemark {
            fields.push(format!("runemark: {mark}"));
        }
        text.push_str(&fields.join(&separator));
        text.push('\n');
    }
    text
}
