//! Roster files of BattleScribe and New Recruit read into a neutral tree ([`Roster`]), and
//! that tree mapped to an Age of Sigmar list ([`sigmar_list`]).
//!
//! # The forms read
//!
//! - `.ros`: the roster as XML (the BattleScribe roster schema, `roster` › `costLimits`,
//!   `forces` › `force` › `selections` › `selection` › `selections`…, `categories`, nested
//!   `forces`);
//! - `.rosz`: a zip holding exactly one `.ros`;
//! - `.json`: New Recruit's export of the same tree (`{"roster": {"forces": [{"selections":
//!   […], "forces": […]}]}}`, lists as plain arrays).
//!
//! # What is refused, before anything is mapped
//!
//! A path that is not a regular file (checked before it is opened), a file over
//! [`MAX_FILE_BYTES`], a zip with more or fewer than one entry, a directory or a path in the
//! entry's name, an entry that inflates past [`MAX_EXPANDED_BYTES`] or more than
//! [`MAX_RATIO`] times the file (counted while inflating, never trusting the sizes the zip
//! declares), malformed XML or JSON (with its line and column), a DTD or an entity
//! reference, a tree nested deeper than [`MAX_DEPTH`], a file that is not a roster, and
//! (when mapping) another game system. Each is a [`RosterError`] naming the file and the
//! place, in English or Spanish.

mod error;
mod file;
mod json;
mod rosz;
mod sigmar;
mod xml;

pub use error::{RosterError, RosterFault};
pub use file::{read_roster, read_roster_file};
pub use sigmar::{sigmar_list, RosterImport, RosterNote};

/// The largest roster file read, in any form: 4 MiB. Real rosters reach about 200 KB of XML.
pub const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// The most a `.rosz` entry may inflate to: 4 MiB, the limit of a `.ros` file.
pub const MAX_EXPANDED_BYTES: u64 = MAX_FILE_BYTES;

/// The most a `.rosz` entry may inflate to per byte of the file once past 1 MiB: real rosters
/// compress about 11 to 1.
pub const MAX_RATIO: u64 = 100;

/// The deepest nesting of forces and selections read (a real roster nests fewer than ten).
pub const MAX_DEPTH: usize = 64;

/// A roster: what its file says, before any game's mapping.
#[derive(Clone, Debug, PartialEq)]
pub struct Roster {
    /// The file's name (no directory), for messages.
    pub file: String,
    /// The roster's name.
    pub name: String,
    /// `gameSystemId`.
    pub game_system_id: String,
    /// `gameSystemName`, when given.
    pub game_system_name: String,
    /// `costLimits`: each limit's cost type id (`points`), name (`pts`) and value.
    pub cost_limits: Vec<Cost>,
    /// The top forces (usually one).
    pub forces: Vec<Force>,
}

/// A cost or cost limit.
#[derive(Clone, Debug, PartialEq)]
pub struct Cost {
    /// `typeId` (`points`).
    pub type_id: String,
    /// `name` (`pts`).
    pub name: String,
    /// `value`.
    pub value: f64,
}

/// A force: a General's Handbook force, or one nested in it (a regiment, the auxiliary
/// units, a Regiment of Renown).
#[derive(Clone, Debug, PartialEq)]
pub struct Force {
    /// Where it is in the file: `line:column` (XML) or a JSON pointer.
    pub place: String,
    /// `name` (`Regiment`, `✦ General's Handbook 2026-27`).
    pub name: String,
    /// `entryId`: the force entry, possibly `linkId::entryId`.
    pub entry_id: String,
    /// `catalogueName`: the faction's catalogue (`Stormcast Eternals`).
    pub catalogue_name: String,
    /// Its selections, in file order.
    pub selections: Vec<Selection>,
    /// Its nested forces, in file order.
    pub forces: Vec<Force>,
}

/// A selection: a unit, a model or an upgrade, with what was chosen inside it.
#[derive(Clone, Debug, PartialEq)]
pub struct Selection {
    /// Where it is in the file: `line:column` (XML) or a JSON pointer.
    pub place: String,
    /// `name`, as the data writes it (seasonal variants keep their suffix).
    pub name: String,
    /// `entryId`: the catalogue entry, possibly a chain `linkId::entryId`.
    pub entry_id: String,
    /// `type`: `unit`, `model` or `upgrade`.
    pub kind: String,
    /// `number`: how many (models of a model selection).
    pub number: u32,
    /// New Recruit's `from` (`entry` or `group`), when given.
    pub from: Option<String>,
    /// `categories`, by name (keywords and New Recruit's own markers alike).
    pub categories: Vec<String>,
    /// What was chosen inside it.
    pub selections: Vec<Selection>,
}

impl Selection {
    /// The ids of its `entryId` chain, outermost link first.
    pub fn entry_ids(&self) -> impl Iterator<Item = &str> {
        chain(&self.entry_id)
    }

    /// Whether it carries the category `name` (exact).
    pub fn has_category(&self, name: &str) -> bool {
        self.categories.iter().any(|c| c == name)
    }
}

impl Force {
    /// The ids of its `entryId` chain, outermost link first.
    pub fn entry_ids(&self) -> impl Iterator<Item = &str> {
        chain(&self.entry_id)
    }
}

/// The ids of an `entryId` chain (`a::b::c`).
fn chain(entry_id: &str) -> impl Iterator<Item = &str> {
    entry_id
        .split("::")
        .map(str::trim)
        .filter(|id| !id.is_empty())
}
