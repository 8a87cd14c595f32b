//! What can be wrong with a line of the app's text, in English and Spanish side by side.

use crate::games::sigmar::text::Slot;
use crate::lang::Lang;
use std::fmt;

/// The kind of record a name on a line was looked up as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What {
    /// A faction.
    Faction,
    /// A unit (a warscroll of the faction's pack).
    Unit,
    /// A heroic trait or an artefact (the app's line does not say which).
    Enhancement,
    /// A heroic trait.
    HeroicTrait,
    /// An artefact of power.
    Artefact,
    /// The Regiment of Renown.
    RegimentOfRenown,
    /// The faction terrain.
    FactionTerrain,
    /// The battle formation.
    BattleFormation,
    /// The spell lore.
    SpellLore,
    /// The prayer lore.
    PrayerLore,
    /// The manifestation lore.
    ManifestationLore,
    /// A unit of the Regiment of Renown above.
    RenownUnit,
}

impl What {
    /// The kind of an army-wide choice.
    pub(super) fn of_slot(slot: Slot) -> What {
        match slot {
            Slot::RegimentOfRenown => What::RegimentOfRenown,
            Slot::FactionTerrain => What::FactionTerrain,
            Slot::BattleFormation => What::BattleFormation,
            Slot::SpellLore => What::SpellLore,
            Slot::PrayerLore => What::PrayerLore,
            Slot::ManifestationLore => What::ManifestationLore,
        }
    }

    /// The kind's name in a sentence, lowercase except proper names.
    fn word(self, lang: Lang) -> &'static str {
        match self {
            What::Faction => lang.pick("faction", "facción"),
            What::Unit => lang.pick("unit", "unidad"),
            What::Enhancement => lang.pick(
                "enhancement (heroic trait or artefact)",
                "mejora (rasgo heroico o artefacto)",
            ),
            What::HeroicTrait => lang.pick("heroic trait", "rasgo heroico"),
            What::Artefact => lang.pick("artefact", "artefacto"),
            What::RegimentOfRenown => Slot::RegimentOfRenown.word(lang),
            What::FactionTerrain => Slot::FactionTerrain.word(lang),
            What::BattleFormation => Slot::BattleFormation.word(lang),
            What::SpellLore => Slot::SpellLore.word(lang),
            What::PrayerLore => Slot::PrayerLore.word(lang),
            What::ManifestationLore => Slot::ManifestationLore.word(lang),
            What::RenownUnit => lang.pick(
                "unit of the Regiment of Renown above",
                "unidad del Regimiento de Renombre de arriba",
            ),
        }
    }
}

/// Why a line of the app's text was not taken (or, for the first three, why the text was
/// not read at all).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The text is over [`MAX_BYTES`](super::MAX_BYTES) or
    /// [`MAX_LINES`](super::MAX_LINES): nothing is read.
    TooLarge {
        /// Its size in bytes.
        bytes: usize,
        /// Its lines.
        lines: usize,
    },
    /// The text holds nothing but blank lines.
    Empty,
    /// No line names a faction the catalogue has, so no unit can be looked up: nothing is
    /// read. The line is the first one that could have been the faction.
    NoFaction {
        /// The faction name nearest to that line, when one is close.
        nearest: Option<String>,
    },
    /// The first line is not the title (`Name 1000/2000 pts`): the list has no name and the
    /// default points limit.
    NoTitle,
    /// A General's Handbook the data does not know, or a Path to Glory army: the list is
    /// read as matched play of the newest season.
    UnknownSeason {
        /// The seasons the data knows, as the app writes them.
        known: Vec<String>,
    },
    /// A name that matches nothing of its kind in the faction's pack.
    Unknown {
        /// What it was looked up as.
        what: What,
        /// The nearest known name, when one is close.
        nearest: Option<String>,
    },
    /// A name that several records share.
    Several {
        /// What it was looked up as.
        what: What,
        /// Their ids.
        ids: Vec<String>,
    },
    /// A line of the army's head that is nothing Muster reads.
    UnknownLine,
    /// A `•` line with no unit line above it.
    NoUnitAbove,
    /// A line that belongs to a unit (or Regiment of Renown) that was left out.
    LeftOutWith {
        /// The line of what was left out.
        line: usize,
    },
    /// `• General` under a unit that does not lead a regiment.
    GeneralNotLeader,
    /// A second heroic trait or artefact on one hero.
    SecondEnhancement {
        /// Which.
        what: What,
    },
    /// A regiment heading with no unit read under it: the regiment is left out.
    EmptyRegiment,
    /// A count of copies that is zero or over [`MAX_COPIES`](super::read::MAX_COPIES).
    BadCount {
        /// The count written.
        count: u32,
    },
    /// Not a problem but a note on a line that was taken: the name is misspelt (as the app
    /// itself does, `Manifestions of Doom`) and one known name only is within a typo of it,
    /// so that one was taken.
    TakenAsNearest {
        /// What it was looked up as.
        what: What,
        /// The name taken.
        name: String,
    },
    /// Not a problem but a note on a line that was taken: the name is a shorter writing of
    /// one known name only (a character without its title, a unit's option written shorter),
    /// so that one was taken.
    TakenAsLonger {
        /// What it was looked up as.
        what: What,
        /// The name taken.
        name: String,
    },
    /// Not a problem but a note on a line that was taken: the name is one unit's, after one
    /// of that unit's keywords (`Ogor Gluttons`, the data's `Gluttons`), so that one was
    /// taken.
    TakenAfterKeyword {
        /// The unit's name taken.
        name: String,
    },
    /// Not a problem but a note on a line that was taken: the name is none the data knows,
    /// and the faction has one record of this kind only (its one spell or prayer lore), so
    /// that one was taken.
    TakenAsOnly {
        /// What it was looked up as.
        what: What,
        /// The name taken.
        name: String,
    },
    /// Not a problem but a roster note: the battle tactic cards the player picked, which
    /// a list in Muster does not hold.
    BattleTactics {
        /// The cards as the export writes them (`A, B and C`: a card's own name may hold
        /// an `and`, so they are not split).
        cards: String,
    },
    /// Not a problem but a roster note: the points the app adds for auxiliary units past
    /// the first (its `Auxiliaries: 26 (+6500 Points)` line), a cost the data does not give,
    /// so Muster's total leaves it out.
    AuxiliaryCharge {
        /// The auxiliary units the app counts.
        units: u32,
        /// The points it adds.
        points: u32,
    },
    /// Not a problem but a roster note: a battle formation or lore slot the export leaves
    /// empty.
    NothingChosen {
        /// Which.
        what: What,
    },
}

impl Fault {
    /// What is wrong, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        let (en, es) = self.words();
        lang.pick(en, es)
    }

    /// The nearest known name, for a name that matches nothing.
    pub fn nearest(&self) -> Option<&str> {
        match self {
            Fault::NoFaction { nearest } | Fault::Unknown { nearest, .. } => nearest.as_deref(),
            _ => None,
        }
    }

    /// True for a fault that stops the whole text from being read.
    pub fn is_fatal(&self) -> bool {
        matches!(
            self,
            Fault::TooLarge { .. } | Fault::Empty | Fault::NoFaction { .. }
        )
    }

    /// The message in English and in Spanish.
    fn words(&self) -> (String, String) {
        let near = |nearest: &Option<String>| match nearest {
            Some(n) => (
                format!("; the nearest known name is '{n}'"),
                format!("; el nombre conocido más cercano es «{n}»"),
            ),
            None => (String::new(), String::new()),
        };
        match self {
            Fault::TooLarge { bytes, lines } => (
                format!(
                    "the text is too large to be a list ({bytes} bytes, {lines} lines; at most {} bytes and {} lines): nothing was read",
                    super::MAX_BYTES,
                    super::MAX_LINES
                ),
                format!(
                    "el texto es demasiado grande para ser una lista ({bytes} bytes, {lines} líneas; como mucho {} bytes y {} líneas): no se ha leído nada",
                    super::MAX_BYTES,
                    super::MAX_LINES
                ),
            ),
            Fault::Empty => (
                "the text is empty: paste the list the app exported".into(),
                "el texto está vacío: pega la lista que exportó la app".into(),
            ),
            Fault::NoFaction { nearest } => {
                let (n_en, n_es) = near(nearest);
                (
                    format!("no line names a faction Muster has{n_en}: nothing was read"),
                    format!("ninguna línea nombra una facción que Muster tenga{n_es}: no se ha leído nada"),
                )
            }
            Fault::NoTitle => (
                "the first line is not the title ('Name 1000/2000 pts'): the list gets no name and the 2000-point limit".into(),
                "la primera línea no es el título («Nombre 1000/2000 pts»): la lista queda sin nombre y con el límite de 2000 puntos".into(),
            ),
            Fault::UnknownSeason { known } => (
                format!(
                    "not a season of matched play Muster knows ({}): the list is read for the newest",
                    known.join(", ")
                ),
                format!(
                    "no es una temporada de juego equilibrado que Muster conozca ({}): la lista se lee para la más reciente",
                    known.join(", ")
                ),
            ),
            Fault::Unknown { what, nearest } => {
                let (n_en, n_es) = near(nearest);
                (
                    format!("no {} of the faction has this name{n_en}; the line was left out", what.word(Lang::En)),
                    format!("ningún registro de tipo «{}» de la facción tiene este nombre{n_es}; la línea se ha dejado fuera", what.word(Lang::Es)),
                )
            }
            // The records share the name, so only their ids tell them apart: the player
            // is told how many there are and where to choose, not the data's ids.
            Fault::Several { what, ids } => (
                format!(
                    "{} entries of the kind '{}' share this name; the line was left out: choose the one you mean in the builder",
                    ids.len(),
                    what.word(Lang::En),
                ),
                format!(
                    "{} registros de tipo «{}» comparten este nombre; la línea se ha dejado fuera: elige el que quieres en el editor",
                    ids.len(),
                    what.word(Lang::Es),
                ),
            ),
            Fault::UnknownLine => (
                "Muster does not read this line here; it was left out".into(),
                "Muster no lee esta línea aquí; se ha dejado fuera".into(),
            ),
            Fault::NoUnitAbove => (
                "a '•' line goes under the unit it belongs to, and there is none above it; it was left out".into(),
                "una línea «•» va bajo la unidad a la que pertenece, y no hay ninguna encima; se ha dejado fuera".into(),
            ),
            Fault::LeftOutWith { line } => (
                format!("belongs to line {line}, which was left out; so was this one"),
                format!("pertenece a la línea {line}, que se ha dejado fuera; esta también"),
            ),
            Fault::GeneralNotLeader => (
                "the general leads a regiment, and this unit leads none; the mark was left out".into(),
                "el general dirige un regimiento, y esta unidad no dirige ninguno; la marca se ha dejado fuera".into(),
            ),
            Fault::SecondEnhancement { what } => (
                format!("a hero takes one {}, and this one already has one; the line was left out", what.word(Lang::En)),
                format!("un héroe lleva como mucho uno de tipo «{}», y este ya lo tiene; la línea se ha dejado fuera", what.word(Lang::Es)),
            ),
            Fault::EmptyRegiment => (
                "no unit was read under this regiment heading, so the regiment was left out".into(),
                "no se ha leído ninguna unidad bajo este encabezado de regimiento, así que el regimiento se ha dejado fuera".into(),
            ),
            Fault::TakenAsNearest { what, name } => (
                format!(
                    "read as the {} '{name}', the one known name this spelling is a typo away from",
                    what.word(Lang::En)
                ),
                format!(
                    "leído como {} «{name}», el único nombre conocido a una errata de esta forma de escribirlo",
                    what.word(Lang::Es)
                ),
            ),
            Fault::TakenAsLonger { what, name } => (
                format!(
                    "read as the {} '{name}', the one known name this is a shorter writing of",
                    what.word(Lang::En)
                ),
                format!(
                    "leído como {} «{name}», el único nombre conocido del que esta es una forma más corta",
                    what.word(Lang::Es)
                ),
            ),
            Fault::TakenAfterKeyword { name } => (
                format!("read as the unit '{name}': the name written puts one of the unit's keywords before it"),
                format!("leído como unidad «{name}»: el nombre escrito lleva delante una de las palabras clave de la unidad"),
            ),
            Fault::TakenAsOnly { what, name } => (
                format!(
                    "read as the {} '{name}': the data knows no such name, and it is the faction's only one",
                    what.word(Lang::En)
                ),
                format!(
                    "leído como {} «{name}»: los datos no conocen ese nombre, y es el único de la facción",
                    what.word(Lang::Es)
                ),
            ),
            Fault::BattleTactics { cards } => (
                format!(
                    "your battle tactic cards: {cards} (a list in Muster does not hold them, so they are not checked)"
                ),
                format!(
                    "tus cartas de táctica de batalla: {cards} (una lista de Muster no las guarda, así que no se comprueban)"
                ),
            ),
            Fault::AuxiliaryCharge { units, points } => (
                format!(
                    "the app adds {points} points for your {units} auxiliary units; the data Muster checks against gives no such cost, so Muster's total leaves them out"
                ),
                format!(
                    "la app suma {points} puntos por tus {units} unidades auxiliares; los datos con los que Muster comprueba no dan ese coste, así que el total de Muster no los cuenta"
                ),
            ),
            Fault::NothingChosen { what } => (
                format!("the list chooses no {}", what.word(Lang::En)),
                format!("la lista no elige {}", what.word(Lang::Es)),
            ),
            Fault::BadCount { count } => (
                format!(
                    "{count} copies of one unit on one line (from 1 to {}); the line was left out",
                    super::read::MAX_COPIES
                ),
                format!(
                    "{count} copias de una unidad en una línea (de 1 a {}); la línea se ha dejado fuera",
                    super::read::MAX_COPIES
                ),
            ),
        }
    }
}

/// A line of the app's text that was not taken, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// 1-based line of the text (0 for a fault of the whole text: its size).
    pub line: usize,
    /// The line as pasted, without its surrounding spaces.
    pub text: String,
    /// What is wrong.
    pub fault: Fault,
}

impl Problem {
    /// A problem of line `line`.
    pub(super) fn new(line: usize, text: &str, fault: Fault) -> Self {
        Problem {
            line,
            text: text.to_owned(),
            fault,
        }
    }

    /// What is wrong, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        self.fault.message(lang)
    }

    /// `line 3: 'Anihilators (160)': …` in `lang` (the message alone for line 0).
    pub fn text(&self, lang: Lang) -> String {
        match self.line {
            0 => self.message(lang),
            n => format!(
                "{} {n}: '{}': {}",
                lang.pick("line", "línea"),
                self.text,
                self.message(lang)
            ),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for Problem {}
