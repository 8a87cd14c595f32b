//! Reading the app's text line by line: the army's head (title, faction, formation, season,
//! lores) until the first heading, then the sections (regiments, auxiliary units, Regiments
//! of Renown, faction terrain), each unit line followed by its `•` lines.

use super::changes::CostChange;
use super::lines::{
    auxiliary_charge, battle_tactics, bullet, heading, is_bookkeeping, is_separator, labelled,
    season, strip_cost, title, written_cost, Heading,
};
use super::names::{forms, longer_of, plain_characters, typo_of};
use super::problems::{Fault, Problem, What};
use super::{faction_named, nearest_faction, MAX_BYTES, MAX_LINES};
use crate::games::sigmar::catalog::{
    season_name, Catalog, Pack, RegimentOfRenown, Unit, DEFAULT_POINTS_LIMIT, DEFAULT_SEASON,
    SEASONS,
};
use crate::games::sigmar::list::{ExtraChoice, Mode, Regiment, SigmarList, UnitChoice};
use crate::games::sigmar::text::Slot;
use crate::games::sigmar::totals::{enhancement_points, in_regiment};
use crate::list_text::{closest_spelling, find, split_count, Found, Named};

mod marks;

/// [`find`] over each spelling of `name` the data may use ([`forms`]): what the first
/// that names anything finds.
pub(super) fn find_as<'c, T: Named>(name: &str, items: &'c [T]) -> Found<'c> {
    forms(name)
        .iter()
        .map(|form| find(form, items))
        .find(|found| *found != Found::Nothing)
        .unwrap_or(Found::Nothing)
}

/// A slot's record by any spelling of `name` ([`forms`]).
fn slot_find<'c>(slot: Slot, name: &str, pack: &'c Pack) -> Found<'c> {
    forms(name)
        .iter()
        .map(|form| slot.find(form, Some(pack)))
        .find(|found| *found != Found::Nothing)
        .unwrap_or(Found::Nothing)
}

/// The names of `A, B (20 Points) and C`, each without its cost.
fn several(value: &str) -> Vec<&str> {
    value
        .split(", ")
        .flat_map(|part| part.split(" and "))
        .map(|part| strip_cost(part.trim()))
        .filter(|part| !part.is_empty())
        .collect()
}

/// The one unit whose name `name` is, after one of the unit's own keywords (`Ogor
/// Gluttons`: OGOR, then `Gluttons`).
fn after_keyword<'u>(name: &str, units: &'u [Unit]) -> Option<&'u Unit> {
    let lower = name.to_lowercase();
    let mut named = units.iter().filter(|unit| {
        let Some(before) = lower.strip_suffix(&unit.name.to_lowercase()) else {
            return false;
        };
        let before = before.strip_suffix(' ').unwrap_or_default();
        !before.is_empty() && unit.keywords.iter().any(|k| k.to_lowercase() == before)
    });
    let one = named.next()?;
    named.next().is_none().then_some(one)
}

/// The most copies of a unit one line may give (`3x Liberators`).
pub const MAX_COPIES: u32 = 20;

/// What the app's text gave: the list document, and every line that was left out.
#[derive(Clone, Debug, PartialEq)]
pub struct AppTextRead {
    /// The matched-play list of the faction the text names.
    pub list: SigmarList,
    /// Every line not taken, in the order of the text.
    pub problems: Vec<Problem>,
    /// The lines read as units (of a regiment or the auxiliaries), in the order of the
    /// text: with the problems' lines, every unit line of the text.
    pub taken: Vec<usize>,
    /// Each unit line whose written cost is not the current data's (a points update since
    /// the list was written), in the order of the text.
    pub changes: Vec<CostChange>,
    /// The season the text names, when it names one the data knows (the default too).
    pub season: Option<&'static str>,
    /// Lines taken with a note, not left out: a misspelt name taken as the one known name
    /// it is a typo of ([`Fault::TakenAsNearest`]), a shorter writing of one
    /// ([`Fault::TakenAsLonger`]), an unknown lore as the faction's only one
    /// ([`Fault::TakenAsOnly`]).
    pub notes: Vec<Problem>,
    /// Roster notes: what the export says that a list in Muster does not hold (the battle
    /// tactic cards picked, [`Fault::BattleTactics`]; a formation or lore slot left empty,
    /// [`Fault::NothingChosen`]; the app's charge for auxiliaries,
    /// [`Fault::AuxiliaryCharge`]). Neither a line left out nor a choice.
    pub roster_notes: Vec<Problem>,
}

/// Reads the official app's text into a list document of its faction (see the module
/// documentation): every line that names nothing known is a [`Problem`] with its line and
/// the nearest name, and the rest is imported. The whole text is refused (`Err`) when it
/// is over the size limit, empty, or names no faction the catalogue has.
pub fn read_app_text(text: &str, catalog: &Catalog) -> Result<AppTextRead, Problem> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let count = text.lines().count();
    if text.len() > MAX_BYTES || count > MAX_LINES {
        let fault = Fault::TooLarge {
            bytes: text.len(),
            lines: count,
        };
        return Err(Problem::new(0, "", fault));
    }
    let mut reader = Reader::new(catalog);
    for (i, line) in text.lines().enumerate() {
        reader.line(i + 1, line.trim());
    }
    reader.finish()
}

/// Where the next lines go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Section {
    /// The army's head, before any heading.
    Head,
    /// Regiments: explicit ones under their headings, or blocks under `REGIMENTS`.
    Regiments,
    /// Auxiliary units.
    Auxiliaries,
    /// The Regiment of Renown and its units.
    Renown,
    /// The faction terrain.
    Terrain,
}

/// What a `•` line applies to: the unit of the last unit line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    /// Nothing above.
    None,
    /// The unit line above (line number) was left out.
    LeftOut(usize),
    /// Regiment `r`'s leader.
    Leader(usize),
    /// Unit `u` of regiment `r`.
    Unit(usize, usize),
    /// Auxiliary unit `a`.
    Auxiliary(usize),
}

/// A regiment as read so far.
struct Reading {
    /// Its heading's line (or its first unit's, under `REGIMENTS`).
    line: usize,
    /// The heading's text.
    text: String,
    general: bool,
    leader: Option<UnitChoice>,
    units: Vec<UnitChoice>,
    /// Opened by a unit line under `REGIMENTS` (a blank line ends it), not by a heading.
    block: bool,
}

/// The Regiment of Renown as read so far.
enum Renown<'c> {
    None,
    Chosen(&'c RegimentOfRenown),
    LeftOut(usize),
}

struct Reader<'c> {
    catalog: &'c Catalog,
    pack: Option<&'c Pack>,
    list: SigmarList,
    problems: Vec<Problem>,
    /// A line with text has been read (the first is the title).
    started: bool,
    limit: Option<u32>,
    /// Head lines read before the faction's, none of them naming one.
    before_faction: Vec<(usize, String)>,
    /// The line after the faction's has been read as the formation.
    formation_tried: bool,
    section: Section,
    regiments: Vec<Reading>,
    /// A regiment is open (explicit ones stay open until the next heading).
    open: bool,
    target: Target,
    renown: Renown<'c>,
    /// The line of each army-wide choice taken, by its place in `Slot::ALL`.
    choice_lines: [Option<usize>; 6],
    /// The lines read as units.
    taken: Vec<usize>,
    /// Lines taken with a note (a name taken as the one it is a typo of).
    notes: Vec<Problem>,
    /// Roster notes (battle tactic cards, an empty slot).
    roster_notes: Vec<Problem>,
    /// The line before was the battle tactic cards' (or a pick under it): a bullet now is
    /// a card picked.
    tactics: bool,
    /// The first lines, when they may be a title broken over lines.
    title_lines: Vec<(usize, String)>,
    /// Each unit line's written cost, its copies and its last copy's place.
    costs: Vec<(usize, u32, u32, Target)>,
    season_named: Option<&'static str>,
}

impl<'c> Reader<'c> {
    fn new(catalog: &'c Catalog) -> Self {
        Reader {
            catalog,
            pack: None,
            list: SigmarList::new("", "", Mode::Matched),
            problems: Vec::new(),
            started: false,
            limit: None,
            before_faction: Vec::new(),
            formation_tried: false,
            section: Section::Head,
            regiments: Vec::new(),
            open: false,
            target: Target::None,
            renown: Renown::None,
            choice_lines: [None; 6],
            taken: Vec::new(),
            costs: Vec::new(),
            notes: Vec::new(),
            roster_notes: Vec::new(),
            tactics: false,
            title_lines: Vec::new(),
            season_named: None,
        }
    }

    fn problem(&mut self, line: usize, text: &str, fault: Fault) {
        self.problems.push(Problem::new(line, text, fault));
    }

    fn roster_note(&mut self, line: usize, text: &str, fault: Fault) {
        self.roster_notes.push(Problem::new(line, text, fault));
    }

    /// Reads one line (trimmed) of the text.
    fn line(&mut self, n: usize, text: &str) {
        if text.is_empty() {
            self.blank();
            return;
        }
        if !self.started {
            self.started = true;
            if let Some((name, limit)) = title(text) {
                self.list.name = name.to_owned();
                self.limit = Some(limit);
                return;
            }
            // Listbot's text has no title: its first line is the faction. Another line may
            // be a title broken over lines, its points on the next (or the one after).
            if faction_named(self.catalog, text).is_none() {
                self.title_lines.push((n, text.to_owned()));
                return;
            }
        } else if !self.title_lines.is_empty() {
            match title(text) {
                Some(("", limit)) => {
                    let names: Vec<String> = std::mem::take(&mut self.title_lines)
                        .into_iter()
                        .map(|(_, t)| t)
                        .collect();
                    self.list.name = names.join(" ");
                    self.limit = Some(limit);
                    return;
                }
                _ if self.title_lines.len() < 2 && self.plain_line(text) => {
                    self.title_lines.push((n, text.to_owned()));
                    return;
                }
                _ => {
                    // No title after all: the first line is reported, each is read as it is.
                    let lines = std::mem::take(&mut self.title_lines);
                    self.problem(lines[0].0, &lines[0].1, Fault::NoTitle);
                    for (at, line) in lines {
                        self.rest(at, &line);
                    }
                }
            }
        }
        self.rest(n, text);
    }

    /// A line that is nothing the reader knows on its own: it may be part of a title.
    fn plain_line(&self, text: &str) -> bool {
        !(is_separator(text)
            || is_bookkeeping(text)
            || battle_tactics(text).is_some()
            || season(text).is_some()
            || labelled(text).is_some()
            || heading(text).is_some()
            || bullet(text).is_some()
            || text.contains('|')
            || faction_named(self.catalog, text).is_some())
    }

    /// A line after the title.
    fn rest(&mut self, n: usize, text: &str) {
        let after_tactics = std::mem::take(&mut self.tactics);
        if let Some(cards) = battle_tactics(text) {
            self.tactics = true;
            if !cards.is_empty() {
                self.roster_note(n, text, Fault::BattleTactics { cards });
            }
            return;
        }
        if let Some(card) = bullet(text).filter(|_| after_tactics) {
            // A card picked, on its own line under the cards' line.
            self.tactics = true;
            let cards = plain_characters(card);
            self.roster_note(n, text, Fault::BattleTactics { cards });
            return;
        }
        if let Some((units, points)) = auxiliary_charge(text) {
            let fault = Fault::AuxiliaryCharge { units, points };
            return self.roster_note(n, text, fault);
        }
        if is_separator(text) || is_bookkeeping(text) {
            return;
        }
        if let Some(found) = season(text) {
            match found {
                Ok(season) => {
                    self.list.season = Some(season.to_owned());
                    self.season_named = Some(season);
                }
                Err(()) => {
                    let known = SEASONS.iter().map(|s| season_name(s));
                    let fault = Fault::UnknownSeason {
                        known: known.collect(),
                    };
                    self.problem(n, text, fault);
                }
            }
            return;
        }
        if let Some((slot, value)) = labelled(text) {
            self.choice(slot, value, n, text);
            return;
        }
        if let Some(heading) = heading(text) {
            self.heading(heading, n, text);
            return;
        }
        if self.section == Section::Head {
            self.head(n, text);
            return;
        }
        match (self.section, bullet(text)) {
            // A mark under a member of the Regiment of Renown taken (`• General`, its
            // wargear) is that regiment's: the data gives the regiment whole.
            (Section::Renown, Some(_)) if matches!(self.renown, Renown::Chosen(_)) => {}
            (Section::Renown, Some(member)) => self.renown(member, n, text),
            (_, Some(mark)) => self.mark(mark, n, text),
            (Section::Regiments | Section::Auxiliaries, None) => self.unit(n, text),
            (Section::Renown, None) => self.renown(text, n, text),
            (Section::Terrain, None) => self.choice(Slot::FactionTerrain, text, n, text),
            (Section::Head, None) => unreachable!("the head is read above"),
        }
    }

    /// A blank line ends a regiment that is a block of lines under `REGIMENTS`.
    fn blank(&mut self) {
        if self.regiments.last().is_some_and(|r| r.block) {
            self.open = false;
        }
    }

    /// A line of the army's head: the faction (alone, or in `Grand Alliance | Faction |
    /// Formation`), then the formation on the line after it.
    fn head(&mut self, n: usize, text: &str) {
        if bullet(text).is_some() {
            // A mark in the army's head under no unit (`• Legends` of an older export): not
            // read.
            return;
        }
        if text.contains('|') {
            let parts: Vec<&str> = text.split('|').map(str::trim).collect();
            // `Blades of Khorne | The Baleful Lords`: an Army of Renown, made in its own
            // pack (`Blades of Khorne - The Baleful Lords`); a formation may follow it.
            let renown = (0..parts.len().saturating_sub(1)).find_map(|at| {
                let name = format!("{} - {}", parts[at], parts[at + 1]);
                faction_named(self.catalog, &name).map(|_| (at, name))
            });
            if let (Some((at, name)), None) = (renown, self.pack) {
                self.set_faction(&name);
                self.formation_tried = true;
                if let Some(formation) = parts.get(at + 2).filter(|f| !f.is_empty()) {
                    self.choice(Slot::BattleFormation, formation, n, text);
                }
                return;
            }
            let faction = parts
                .iter()
                .position(|part| faction_named(self.catalog, part).is_some());
            match faction {
                Some(at) if self.pack.is_none() => {
                    self.set_faction(parts[at]);
                    self.formation_tried = true;
                    if let Some(formation) = parts.get(at + 1).filter(|f| !f.is_empty()) {
                        self.choice(Slot::BattleFormation, formation, n, text);
                    }
                }
                _ => self.unknown_head(n, text),
            }
            return;
        }
        if self.pack.is_none() {
            if faction_named(self.catalog, text).is_some() {
                self.set_faction(text);
            } else {
                self.unknown_head(n, text);
            }
        } else if let Some(renown) = self.army_of_renown(text) {
            // `Skaven` then `Thanquol's Mutated Menagerie`: the Army of Renown's own pack.
            self.set_faction(&renown);
        } else if !self.formation_tried {
            self.formation_tried = true;
            self.choice(Slot::BattleFormation, text, n, text);
        } else {
            self.problem(n, text, Fault::UnknownLine);
        }
    }

    /// The Army of Renown of the faction read so far that a line names, as its pack's name;
    /// none for a line that names one of the faction's formations (Sylvaneth's Lords of the
    /// Clan is both), which the line after the faction's is in the app's text.
    fn army_of_renown(&self, text: &str) -> Option<String> {
        let pack = self.pack?;
        if slot_find(Slot::BattleFormation, strip_cost(text), pack) != Found::Nothing {
            return None;
        }
        let faction = &pack.faction.name;
        let name = format!("{faction} - {}", strip_cost(text));
        faction_named(self.catalog, &name).map(|_| name)
    }

    /// A head line that is nothing known: kept until the faction is found (it may have
    /// been meant as the faction), a problem after.
    fn unknown_head(&mut self, n: usize, text: &str) {
        if self.pack.is_none() {
            self.before_faction.push((n, text.to_owned()));
        } else {
            self.problem(n, text, Fault::UnknownLine);
        }
    }

    fn set_faction(&mut self, name: &str) {
        let pack = faction_named(self.catalog, name).expect("the caller found the faction");
        self.pack = Some(pack);
        self.list.faction = pack.faction.id.clone();
        for (n, text) in std::mem::take(&mut self.before_faction) {
            self.problem(n, &text, Fault::UnknownLine);
        }
    }

    /// A section heading.
    fn heading(&mut self, heading: Heading, n: usize, text: &str) {
        self.target = Target::None;
        self.open = false;
        self.section = match heading {
            Heading::GeneralsRegiment | Heading::Regiment => {
                let general = heading == Heading::GeneralsRegiment;
                self.regiments.push(Reading {
                    line: n,
                    text: text.to_owned(),
                    general,
                    leader: None,
                    units: Vec::new(),
                    block: false,
                });
                self.open = true;
                Section::Regiments
            }
            Heading::Regiments => Section::Regiments,
            Heading::Auxiliaries => Section::Auxiliaries,
            Heading::Renown => Section::Renown,
            Heading::Terrain => Section::Terrain,
        }
    }

    /// A unit line under a regiment or the auxiliary units: `[2x ]Name[ (cost)]`.
    pub(super) fn unit(&mut self, n: usize, text: &str) {
        let clean = plain_characters(text);
        let (count, rest) = split_count(&clean);
        let name = strip_cost(rest);
        let units = self.pack.map_or(&[][..], |p| &p.units[..]);
        let mut found = find_as(name, units);
        // `Ogor Gluttons`, the data's `Gluttons`: a unit's name after one of its own
        // keywords, when one unit only is so named; taken with a note.
        let keyworded = (found == Found::Nothing)
            .then(|| after_keyword(name, units))
            .flatten();
        if let Some(unit) = keyworded {
            found = Found::One(&unit.id);
            let name = unit.name.clone();
            self.notes
                .push(Problem::new(n, text, Fault::TakenAfterKeyword { name }));
        }
        let Some(id) = self.resolve(name, found, units, What::Unit, n, text) else {
            self.target = Target::LeftOut(n);
            return;
        };
        // A count that is the unit's models (`3 x Annihilators`, `20 × Deathrattle
        // Skeletons`, Reinforced) is its size, not copies of it.
        let unit = units.iter().find(|u| u.id == id);
        let (copies, reinforced) = match (count, unit) {
            (None, _) => (1, false),
            (Some(c), Some(u)) if c == u.models && c > 1 => (1, false),
            (Some(c), Some(u)) if u.reinforced.as_ref().is_some_and(|r| r.models == c) => (1, true),
            (Some(c), _) => (c, false),
        };
        if copies == 0 || copies > MAX_COPIES {
            self.problem(n, text, Fault::BadCount { count: copies });
            self.target = Target::LeftOut(n);
            return;
        }
        self.taken.push(n);
        for _ in 0..copies {
            let mut choice = UnitChoice::new(id.clone());
            choice.reinforced = reinforced;
            self.place(choice, n, text);
        }
        // Compared at the end, once the `• Reinforced` under it is read.
        if let Some(written) = written_cost(rest) {
            self.costs.push((n, written, copies, self.target));
        }
    }

    /// Puts a unit where the section says, and makes it the target of the `•` lines.
    fn place(&mut self, choice: UnitChoice, n: usize, text: &str) {
        if self.section == Section::Auxiliaries {
            self.list.auxiliaries.push(choice);
            self.target = Target::Auxiliary(self.list.auxiliaries.len() - 1);
            return;
        }
        if !self.open {
            self.regiments.push(Reading {
                line: n,
                text: text.to_owned(),
                general: false,
                leader: None,
                units: Vec::new(),
                block: true,
            });
            self.open = true;
        }
        let r = self.regiments.len() - 1;
        let regiment = &mut self.regiments[r];
        if regiment.leader.is_none() {
            regiment.leader = Some(choice);
            self.target = Target::Leader(r);
        } else {
            regiment.units.push(choice);
            self.target = Target::Unit(r, regiment.units.len() - 1);
        }
    }

    /// The unit a `•` line applies to.
    fn target_unit(&mut self) -> Option<&mut UnitChoice> {
        match self.target {
            Target::Leader(r) => self.regiments[r].leader.as_mut(),
            Target::Unit(r, u) => self.regiments[r].units.get_mut(u),
            Target::Auxiliary(a) => self.list.auxiliaries.get_mut(a),
            Target::None | Target::LeftOut(_) => None,
        }
    }

    /// An army-wide choice: its record by name, or the problem.
    fn choice(&mut self, slot: Slot, value: &str, n: usize, text: &str) {
        let clean = plain_characters(value);
        let name = strip_cost(&clean);
        if name.is_empty() {
            // `Battle Formation -` with nothing after it: the slot is empty, and said so.
            let what = What::of_slot(slot);
            return self.roster_note(n, text, Fault::NothingChosen { what });
        }
        // `A, B (20 Points) and C`: several lores on one line, when the whole is no name.
        let found = self.pack.map(|p| slot_find(slot, name, p));
        let parts = several(name);
        if found == Some(Found::Nothing) && parts.len() > 1 {
            for part in parts {
                self.choice(slot, part, n, text);
            }
            return;
        }
        let what = What::of_slot(slot);
        let Some(pack) = self.pack else {
            return self.problem(n, text, Fault::UnknownLine);
        };
        let found = slot_find(slot, name, pack);
        let id = match slot {
            Slot::RegimentOfRenown => {
                self.resolve(name, found, &pack.regiments_of_renown, what, n, text)
            }
            Slot::FactionTerrain => {
                let terrain: Vec<_> = pack
                    .units
                    .iter()
                    .filter(|u| u.is_faction_terrain())
                    .collect();
                let names = terrain.iter().map(|u| u.name.as_str());
                let again = |typo: &str| slot_find(slot, typo, pack);
                self.resolve_with(name, found, names, what, n, text, again)
            }
            _ => self.resolve(name, found, slot.choices(pack), what, n, text),
        };
        if let Some(id) = id {
            self.take_choice(slot, id, n);
        }
    }

    /// Takes `id` for `slot` from line `n`: the slot's choice, or, when the slot already
    /// holds one, a choice beyond it, which the check reports (S4-ROR-1 and the like).
    pub(super) fn take_choice(&mut self, slot: Slot, id: String, n: usize) {
        let at = Slot::ALL
            .iter()
            .position(|&s| s == slot)
            .unwrap_or_default();
        if slot.chosen(&self.list).is_some() {
            self.list.extra_choices.push(ExtraChoice { slot, id });
        } else {
            *slot.field(&mut self.list) = Some(id);
            self.choice_lines[at] = Some(n);
        }
    }

    /// The id `found` names, or the problem, the nearest name taken among `items`.
    fn resolve<T: Named>(
        &mut self,
        name: &str,
        found: Found<'_>,
        items: &[T],
        what: What,
        n: usize,
        text: &str,
    ) -> Option<String> {
        let names = items.iter().filter_map(|item| item.names()[0]);
        self.resolve_with(name, found, names, what, n, text, |typo| find(typo, items))
    }

    /// The id `found` names, or the problem, the nearest name taken among `names`; a typo
    /// of one of them only is looked up again with `again` and taken with a note.
    #[allow(clippy::too_many_arguments)]
    fn resolve_with<'n, 'f>(
        &mut self,
        name: &str,
        found: Found<'f>,
        names: impl IntoIterator<Item = &'n str>,
        what: What,
        n: usize,
        text: &str,
        again: impl Fn(&'n str) -> Found<'f>,
    ) -> Option<String> {
        match found {
            Found::One(id) => Some(id.to_owned()),
            Found::Several(ids) => {
                let ids = ids.into_iter().map(str::to_owned).collect();
                self.problem(n, text, Fault::Several { what, ids });
                None
            }
            Found::Nothing => {
                let names: Vec<&str> = names.into_iter().collect();
                // A typo of one known name only (as the app itself makes): that one, noted.
                let typo = typo_of(name, names.iter().copied());
                if let Some(Found::One(id)) = typo.map(&again) {
                    let name = typo.unwrap_or_default().to_owned();
                    let note = Problem::new(n, text, Fault::TakenAsNearest { what, name });
                    self.notes.push(note);
                    return Some(id.to_owned());
                }
                // A shorter writing of one known name only, or the faction's one lore of
                // the kind: that one, noted.
                let longer =
                    (forms(name).iter()).find_map(|form| longer_of(form, names.iter().copied()));
                let only = matches!(what, What::SpellLore | What::PrayerLore) && names.len() == 1;
                let taken = match (longer, only) {
                    (Some(long), _) => Some((long, false)),
                    (None, true) => Some((names[0], true)),
                    (None, false) => None,
                };
                if let Some((taken, only)) = taken {
                    if let Found::One(id) = again(taken) {
                        let (what, name) = (what, taken.to_owned());
                        let fault = if only {
                            Fault::TakenAsOnly { what, name }
                        } else {
                            Fault::TakenAsLonger { what, name }
                        };
                        self.notes.push(Problem::new(n, text, fault));
                        return Some(id.to_owned());
                    }
                }
                let nearest = closest_spelling(name, names).map(str::to_owned);
                self.problem(n, text, Fault::Unknown { what, nearest });
                None
            }
        }
    }

    /// The unit lines whose written cost is not the current data's for what they gave.
    fn changes(&mut self) -> Vec<CostChange> {
        let costs = std::mem::take(&mut self.costs);
        let mut changes = Vec::new();
        for (line, written, copies, target) in costs {
            self.target = target;
            let Some(choice) = self.target_unit().cloned() else {
                continue;
            };
            let Some(pack) = self.pack else {
                continue;
            };
            let Some(unit) = pack.units.iter().find(|u| u.id == choice.unit) else {
                continue;
            };
            // The app's cost of a unit counts its enhancements.
            let current = in_regiment(unit, choice.reinforced)
                .saturating_add(enhancement_points(pack, &choice))
                .saturating_mul(copies);
            if written != current {
                changes.push(CostChange {
                    line,
                    name: unit.name.clone(),
                    written,
                    current,
                });
            }
        }
        changes
    }

    /// The list, or the fault that stops the whole text.
    fn finish(mut self) -> Result<AppTextRead, Problem> {
        let lines = std::mem::take(&mut self.title_lines);
        if let Some((n, text)) = lines.first() {
            self.problem(*n, text, Fault::NoTitle);
        }
        for (n, text) in lines {
            self.rest(n, &text);
        }
        if self.pack.is_none() {
            return Err(match self.before_faction.first() {
                Some((n, text)) => {
                    let nearest = nearest_faction(self.catalog, text);
                    Problem::new(*n, text, Fault::NoFaction { nearest })
                }
                None if self.started => Problem::new(1, "", Fault::NoFaction { nearest: None }),
                None => Problem::new(1, "", Fault::Empty),
            });
        }
        let changes = self.changes();
        for reading in std::mem::take(&mut self.regiments) {
            match reading.leader {
                Some(leader) => self.list.regiments.push(Regiment {
                    leader,
                    units: reading.units,
                    general: reading.general,
                }),
                None => self.problem(reading.line, &reading.text, Fault::EmptyRegiment),
            }
        }
        self.list.points_limit = self.limit.filter(|&l| l != DEFAULT_POINTS_LIMIT);
        self.list.season = self.list.season.take().filter(|s| s != DEFAULT_SEASON);
        self.problems.sort_by_key(|p| p.line);
        Ok(AppTextRead {
            list: self.list,
            problems: self.problems,
            taken: self.taken,
            changes,
            notes: self.notes,
            roster_notes: self.roster_notes,
            season: self.season_named,
        })
    }
}
