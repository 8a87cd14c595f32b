//! Why a roster file is refused: the file, the place in it, and the fault, said in English
//! or Spanish.

use muster_core::Lang;
use std::fmt;

/// A roster file refused. Nothing was read from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RosterError {
    /// The file's name (no directory), or the path as given when it has none.
    pub file: String,
    /// Where in the file: `line:column` (XML, JSON) or an element or entry named; empty for
    /// the file as a whole.
    pub place: String,
    /// What is wrong.
    pub fault: RosterFault,
}

/// What is wrong with a roster file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RosterFault {
    /// Not a regular file (a folder, a FIFO, a device): never opened.
    NotAFile,
    /// The file could not be read (the system's words).
    Unreadable(String),
    /// Larger than the limit, in bytes.
    TooLarge {
        /// The limit.
        limit: u64,
    },
    /// Neither a `.ros`, a `.rosz` nor a New Recruit `.json`.
    UnknownForm,
    /// A `.rosz` that is not a zip the reader takes (the zip reader's words).
    BadZip(String),
    /// A `.rosz` holding this many entries, not one.
    ZipEntries(usize),
    /// A `.rosz` whose entry name holds a path or is not a `.ros`.
    ZipEntryName(String),
    /// A `.rosz` entry inflating past the limit, in bytes.
    ZipTooLarge {
        /// The limit.
        limit: u64,
    },
    /// A `.rosz` entry inflating more than this many times the file's size.
    ZipRatio {
        /// The ratio allowed.
        limit: u64,
    },
    /// Text that is not UTF-8.
    NotUtf8,
    /// Malformed XML (the parser's words).
    BadXml(String),
    /// A DTD or an entity reference: never expanded.
    Dtd,
    /// Malformed JSON (the parser's words).
    BadJson(String),
    /// Well-formed, but not a roster (the root element or object named).
    NotARoster(String),
    /// Nested deeper than the limit.
    TooDeep {
        /// The limit.
        limit: usize,
    },
    /// A field the roster must have is missing or of the wrong kind.
    Missing(&'static str),
    /// Another game system than Age of Sigmar 4.0: its name, or its id.
    OtherGameSystem(String),
    /// The roster has no force.
    NoForce,
    /// No pack of the faction the force names.
    UnknownFaction(String),
}

impl RosterError {
    /// A fault of the file as a whole.
    pub(crate) fn whole(file: &str, fault: RosterFault) -> Self {
        RosterError {
            file: file.to_owned(),
            place: String::new(),
            fault,
        }
    }

    /// A fault at a place.
    pub(crate) fn at(file: &str, place: impl Into<String>, fault: RosterFault) -> Self {
        RosterError {
            file: file.to_owned(),
            place: place.into(),
            fault,
        }
    }

    /// The whole message in `lang`: `file:place: what is wrong`.
    pub fn message(&self, lang: Lang) -> String {
        let what = self.fault.message(lang);
        if self.place.is_empty() {
            format!("{}: {what}", self.file)
        } else {
            format!("{}:{}: {what}", self.file, self.place)
        }
    }
}

impl RosterFault {
    /// What is wrong, in `lang`, for a player.
    pub fn message(&self, lang: Lang) -> String {
        let mib = |bytes: u64| muster_core::json::size_limit(bytes);
        match self {
            RosterFault::NotAFile => lang
                .pick(
                    "not a regular file (a folder, pipe or device is never read); choose a .ros, .rosz or .json roster file",
                    "no es un archivo normal (no se lee una carpeta, tubería ni dispositivo); elige un archivo de lista .ros, .rosz o .json",
                )
                .to_owned(),
            RosterFault::Unreadable(e) => lang.pick(
                format!("cannot read the file: {e}"),
                format!("no se puede leer el archivo: {e}"),
            ),
            RosterFault::TooLarge { limit } => lang.pick(
                format!("larger than {}; a roster file is far smaller, so this is not one", mib(*limit)),
                format!("ocupa más de {}; un archivo de lista es mucho menor, así que no lo es", mib(*limit)),
            ),
            RosterFault::UnknownForm => lang
                .pick(
                    "not a roster file: expected a BattleScribe .ros (XML) or .rosz (zip), or a New Recruit .json export",
                    "no es un archivo de lista: se esperaba un .ros (XML) o .rosz (zip) de BattleScribe, o un .json exportado de New Recruit",
                )
                .to_owned(),
            RosterFault::BadZip(e) => lang.pick(
                format!("not a readable .rosz (zip): {e}"),
                format!("no es un .rosz (zip) legible: {e}"),
            ),
            RosterFault::ZipEntries(n) => lang.pick(
                format!("a .rosz holds exactly one .ros file; this one holds {n} entries"),
                format!("un .rosz contiene exactamente un archivo .ros; este contiene {n} entradas"),
            ),
            RosterFault::ZipEntryName(name) => lang.pick(
                format!("the entry \"{name}\" is not a plain .ros file name (no folders, '/', '\\' or '..')"),
                format!("la entrada «{name}» no es un simple nombre de archivo .ros (sin carpetas, «/», «\\» ni «..»)"),
            ),
            RosterFault::ZipTooLarge { limit } => lang.pick(
                format!("the .ros inside expands past {}; refused before reading further", mib(*limit)),
                format!("el .ros de dentro ocupa más de {} al descomprimirse; rechazado sin leer más", mib(*limit)),
            ),
            RosterFault::ZipRatio { limit } => lang.pick(
                format!("the .ros inside expands more than {limit} times the file's size (a roster compresses about 11 to 1); refused before reading further"),
                format!("el .ros de dentro crece más de {limit} veces el tamaño del archivo (una lista se comprime unas 11 a 1); rechazado sin leer más"),
            ),
            RosterFault::NotUtf8 => lang
                .pick("the text is not UTF-8", "el texto no está en UTF-8")
                .to_owned(),
            RosterFault::BadXml(e) => lang.pick(
                format!("malformed XML: {e}"),
                format!("XML mal formado: {e}"),
            ),
            RosterFault::Dtd => lang
                .pick(
                    "the XML declares a DTD or uses an entity; a roster has neither, and they are never expanded",
                    "el XML declara un DTD o usa una entidad; una lista no tiene ninguno, y nunca se expanden",
                )
                .to_owned(),
            RosterFault::BadJson(e) => lang.pick(
                format!("malformed JSON: {e}"),
                format!("JSON mal formado: {e}"),
            ),
            RosterFault::NotARoster(root) => lang.pick(
                format!("not a roster: the file holds {root}, not a roster"),
                format!("no es una lista: el archivo contiene {root}, no una lista (roster)"),
            ),
            RosterFault::TooDeep { limit } => lang.pick(
                format!("forces and selections nest deeper than {limit} levels"),
                format!("las fuerzas y selecciones se anidan a más de {limit} niveles"),
            ),
            RosterFault::Missing(what) => lang.pick(
                format!("the roster lacks {what}"),
                format!("a la lista le falta {what}"),
            ),
            RosterFault::OtherGameSystem(name) => lang.pick(
                format!("a roster of another game system ({name}); Muster reads Age of Sigmar 4.0 rosters"),
                format!("una lista de otro sistema de juego ({name}); Muster lee listas de Age of Sigmar 4.0"),
            ),
            RosterFault::NoForce => lang
                .pick("the roster has no army (no force)", "la lista no tiene ejército (ninguna fuerza)")
                .to_owned(),
            RosterFault::UnknownFaction(name) => lang.pick(
                format!("no pack of the faction \"{name}\"; import its BattleScribe data first"),
                format!("no hay pack de la facción «{name}»; importa antes sus datos de BattleScribe"),
            ),
        }
    }
}

impl fmt::Display for RosterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

impl std::error::Error for RosterError {}
