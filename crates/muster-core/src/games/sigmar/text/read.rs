//! Reading a list text back (see the parent module for the format): the header's fields,
//! matched play's headings, unit, enhancement and choice lines, open play's unit lines, and
//! the notes; costs, points and totals are ignored.

use super::lines::{heading, labelled, open_field, strip_cost, unit_line, Heading, OpenField};
use super::{Enhance, EnhanceLabel, Slot};
use crate::games::sigmar::catalog::{
    season_name, Catalog, Faction, Pack, DEFAULT_POINTS_LIMIT, DEFAULT_SEASON, SEASONS,
};
use crate::games::sigmar::list::{ExtraChoice, Mode, OpenUnit, Regiment, SigmarList, UnitChoice};
use crate::ids::name_key;
use crate::lang::Lang;
use crate::list_text::{
    find, is_id_shaped, is_totals, read_head, resolve, split_count, Found, Line, Notes, TextError,
    FIELD_SEPARATOR,
};
use crate::registry::GameId;

/// An Age of Sigmar header as error messages show it.
const HEADER_EXAMPLE: &str =
    "Age of Sigmar · Stormcast Eternals · Matched play · 2000 points · General's Handbook 2026-27";

/// Every mode, in the order an error lists them.
const MODES: [Mode; 2] = [Mode::Open, Mode::Matched];

/// Spellings of each mode the reader accepts besides its English and Spanish names, as
/// name keys.
fn more_mode_names(mode: Mode) -> &'static [&'static str] {
    match mode {
        Mode::Open => &["open", "abierto", "openplay"],
        Mode::Matched => &["matched", "equilibrado", "juegoigualado", "igualado"],
    }
}

/// Words that may follow the number of a points limit.
const POINTS_WORDS: [&str; 5] = ["points", "pts", "puntos", "ptos", "pt"];

/// A header field after the game.
enum HeaderField {
    Mode(Mode),
    Points(u32),
    Season(String),
    Faction(String),
}

/// What a header field says: the mode, a points limit (`2000 points`), a season or the
/// faction (by name, or an id-shaped text kept for the validator to report).
fn header_field(field: &str, catalog: &Catalog, line: usize) -> Result<HeaderField, TextError> {
    let key = name_key(field);
    if let Some(mode) = MODES.into_iter().find(|&mode| {
        [mode.name(Lang::En), mode.name(Lang::Es)]
            .iter()
            .any(|spelling| name_key(spelling) == key)
            || more_mode_names(mode).contains(&key.as_str())
    }) {
        return Ok(HeaderField::Mode(mode));
    }
    let mut words = field.split_whitespace();
    if let Some(number) = words
        .next()
        .filter(|w| w.chars().all(|c| c.is_ascii_digit()))
    {
        let unit_ok = match words.next() {
            None => true,
            Some(word) => POINTS_WORDS.contains(&word.to_lowercase().as_str()),
        };
        return match number.parse::<u32>() {
            Ok(points) if unit_ok && words.next().is_none() => Ok(HeaderField::Points(points)),
            _ => Err(TextError::new(
                line,
                format!(
                    "bad points limit '{field}' (expected a number of points, like '2000 points')"
                ),
            )),
        };
    }
    // By the book's title as Muster writes it, or by the id older texts carry.
    if let Some(season) = SEASONS
        .iter()
        .find(|s| name_key(s) == key || name_key(&season_name(s)) == key)
    {
        return Ok(HeaderField::Season((*season).to_owned()));
    }
    match find(field, catalog.factions()) {
        Found::One(id) => Ok(HeaderField::Faction(id.to_owned())),
        Found::Nothing if is_id_shaped(field) => Ok(HeaderField::Faction(field.to_owned())),
        found => {
            let known: Vec<&str> = catalog.factions().iter().map(|f| f.name.as_str()).collect();
            let what = if let Found::Several(ids) = found {
                format!("'{field}' names more than one faction ({})", ids.join(", "))
            } else {
                format!("'{field}' is neither a faction ({})", known.join(", "))
            };
            Err(TextError::new(
                line,
                format!(
                    "{what}, a mode (Open play, Matched play), a points limit ('2000 points') nor a season ({})",
                    SEASONS.map(season_name).join(", ")
                ),
            ))
        }
    }
}

/// The header's mode, points limit, season and faction.
fn read_header(
    fields: &[&str],
    catalog: &Catalog,
    line: usize,
) -> Result<(Mode, Option<u32>, Option<String>, String), TextError> {
    let (mut mode, mut points, mut season, mut faction) = (None, None, None, None);
    for field in fields.iter().copied().filter(|f| !f.is_empty()) {
        let twice = match header_field(field, catalog, line)? {
            HeaderField::Mode(m) => mode.replace(m).is_some(),
            HeaderField::Points(p) => points.replace(p).is_some(),
            HeaderField::Season(s) => season.replace(s).is_some(),
            HeaderField::Faction(f) => faction.replace(f).is_some(),
        };
        if twice {
            return Err(TextError::new(
                line,
                format!("the header gives '{field}' and another field of its kind: it reads like '{HEADER_EXAMPLE}'"),
            ));
        }
    }
    let missing = |what: &str| {
        TextError::new(
            line,
            format!("missing {what}: the header reads like '{HEADER_EXAMPLE}'"),
        )
    };
    let mode = mode.ok_or_else(|| missing("mode (Open play or Matched play)"))?;
    let faction = faction.ok_or_else(|| missing("faction"))?;
    Ok((mode, points, season, faction))
}

/// Reads a list text back into a list document (see the module documentation). Costs,
/// points and the totals line are ignored: the validator recomputes them.
pub(crate) fn read_text(text: &str, catalog: &Catalog) -> Result<SigmarList, TextError> {
    let head = read_head::<GameId>(text)?;
    let line = head.header_line;
    if head.game != GameId::Sigmar {
        return Err(TextError::new(
            line,
            format!(
                "this is a {} list, not an Age of Sigmar one",
                head.game.product()
            ),
        ));
    }
    let (mode, points, season, faction) = read_header(&head.fields, catalog, line)?;
    let mut list = SigmarList::new(head.name, faction, mode);
    list.points_limit = points.filter(|&p| p != DEFAULT_POINTS_LIMIT);
    list.season = season.filter(|s| s != DEFAULT_SEASON);
    let mut notes = Notes::default();
    let mut matched = Matched::default();
    for body in &head.body {
        if notes.take(body.text) || is_totals(body.text) {
            continue;
        }
        if mode == Mode::Open {
            let unit = read_open(*body, &list.faction, catalog)?;
            list.units.push(unit);
        } else {
            matched.read(*body, catalog.pack(&list.faction), &mut list)?;
        }
    }
    list.regiments = matched.regiments()?;
    list.notes = notes.text();
    Ok(list)
}

/// Where unit lines of matched play go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Section {
    /// Before any heading, or after an army-choice line.
    #[default]
    None,
    /// The last regiment.
    Regiment,
    /// The auxiliary units.
    Auxiliaries,
}

/// A regiment as read so far: the heading's line, general, leader and units.
struct Reading {
    line: usize,
    general: bool,
    leader: Option<UnitChoice>,
    units: Vec<UnitChoice>,
}

/// The state of reading matched play's lines.
#[derive(Default)]
struct Matched {
    section: Section,
    regiments: Vec<Reading>,
    /// The last unit line read went to the auxiliaries (else to the last regiment).
    last_auxiliary: bool,
    /// A unit line has been read (enhancement lines attach to it).
    any_unit: bool,
}

impl Matched {
    /// Reads one line of matched play.
    fn read(
        &mut self,
        body: Line<'_>,
        pack: Option<&Pack>,
        list: &mut SigmarList,
    ) -> Result<(), TextError> {
        let (text, line) = (body.text, body.number);
        if let Some(rest) = text.strip_prefix('+') {
            return self.read_enhancement(rest.trim(), line, pack, list);
        }
        if let Some((slot, value)) = labelled(text, Slot::of_label) {
            self.section = Section::None;
            let id = resolve_slot(slot, strip_cost(value), pack, line)?;
            if slot.chosen(list).is_some() {
                // Kept beside the first: the check reports a second one (S4-ROR-1 and the like).
                list.extra_choices.push(ExtraChoice { slot, id });
            } else {
                *slot.field(list) = Some(id);
            }
            return Ok(());
        }
        match heading(text) {
            Some(Heading::Regiment { general }) => {
                self.section = Section::Regiment;
                self.regiments.push(Reading {
                    line,
                    general,
                    leader: None,
                    units: Vec::new(),
                });
                return Ok(());
            }
            Some(Heading::Auxiliaries) => {
                self.section = Section::Auxiliaries;
                return Ok(());
            }
            None => {}
        }
        let (name, reinforced) = unit_line(text);
        if name.is_empty() {
            return Err(TextError::new(line, "a unit line needs the unit's name"));
        }
        let units = pack.map_or(&[][..], |p| &p.units[..]);
        let id = resolve(name, find(name, units), units, "unit", line)?;
        let choice = UnitChoice {
            reinforced,
            ..UnitChoice::new(id)
        };
        match (self.section, self.regiments.last_mut()) {
            (Section::Regiment, Some(regiment)) => {
                match regiment.leader {
                    None => regiment.leader = Some(choice),
                    Some(_) => regiment.units.push(choice),
                }
                self.last_auxiliary = false;
            }
            (Section::Auxiliaries, _) => {
                list.auxiliaries.push(choice);
                self.last_auxiliary = true;
            }
            _ => {
                return Err(TextError::new(
                    line,
                    format!("'{text}' is a unit before any 'Regiment' or 'Auxiliaries' heading: a unit line goes under the heading of the regiment that takes it"),
                ))
            }
        }
        self.any_unit = true;
        Ok(())
    }

    /// Reads `+ Heroic trait: name`, `+ Artefact: name`, `+ <a table of the faction's
    /// own>: name` (`+ Monstrous Traits: Armour Cruncher`) or `+ Enhancement: name` (from
    /// any of its tables) onto the last unit.
    fn read_enhancement(
        &mut self,
        text: &str,
        line: usize,
        pack: Option<&Pack>,
        list: &mut SigmarList,
    ) -> Result<(), TextError> {
        let Some((kind, value)) = labelled(text, |label| EnhanceLabel::of_label(label, pack))
        else {
            let tables: Vec<&str> = pack
                .map_or(&[][..], |p| &p.enhancement_tables[..])
                .iter()
                .map(|t| t.name.as_str())
                .collect();
            let own = match tables.as_slice() {
                [] => String::new(),
                names => format!(" ({})", names.join(", ")),
            };
            return Err(TextError::new(
                line,
                format!("'+ {text}' is not an enhancement: write '+ Heroic trait: name', '+ Artefact: name' or, for one of the faction's own tables{own}, '+ <table>: name' or '+ Enhancement: name'"),
            ));
        };
        let name = strip_cost(value);
        if name.is_empty() {
            return Err(TextError::new(
                line,
                "an enhancement line needs the enhancement's name",
            ));
        }
        let items = kind.records(pack);
        let what = kind.what();
        let id = resolve(name, find(name, &items), &items, &what, line)?;
        let last = match (self.any_unit, self.last_auxiliary) {
            (false, _) => None,
            (true, true) => list.auxiliaries.last_mut(),
            (true, false) => self
                .regiments
                .last_mut()
                .and_then(|r| r.units.last_mut().or(r.leader.as_mut())),
        };
        let Some(unit) = last else {
            return Err(TextError::new(
                line,
                "an enhancement line before any unit: each '+ …' line goes under the unit that takes it",
            ));
        };
        let slot = match kind {
            EnhanceLabel::Hero(Enhance::HeroicTrait) => &mut unit.heroic_trait,
            EnhanceLabel::Hero(Enhance::Artefact) => &mut unit.artefact,
            EnhanceLabel::Table(_) | EnhanceLabel::AnyTable => {
                // The validator judges the tables' caps; the text keeps what was written.
                unit.enhancements.push(id);
                return Ok(());
            }
        };
        if slot.is_some() {
            return Err(TextError::new(
                line,
                format!("a second {what} on one hero: a hero takes at most one"),
            ));
        }
        *slot = Some(id);
        Ok(())
    }

    /// The regiments read, each with its leader.
    fn regiments(self) -> Result<Vec<Regiment>, TextError> {
        self.regiments
            .into_iter()
            .map(|r| match r.leader {
                Some(leader) => Ok(Regiment {
                    leader,
                    units: r.units,
                    general: r.general,
                }),
                None => Err(TextError::new(
                    r.line,
                    "a regiment without units: the first unit line under its heading is its leader",
                )),
            })
            .collect()
    }
}

/// The id a choice line names in its slot.
fn resolve_slot(
    slot: Slot,
    name: &str,
    pack: Option<&Pack>,
    line: usize,
) -> Result<String, TextError> {
    if name.is_empty() {
        return Err(TextError::new(
            line,
            format!("a '{}' line needs a name", slot.label(Lang::En)),
        ));
    }
    let found = slot.find(name, pack);
    let what = slot.label(Lang::En).to_lowercase();
    match pack {
        None => resolve(name, found, &[] as &[Faction], &what, line),
        Some(pack) => match slot {
            Slot::RegimentOfRenown => resolve(name, found, &pack.regiments_of_renown, &what, line),
            Slot::FactionTerrain => resolve(name, found, &pack.units, &what, line),
            _ => resolve(name, found, slot.choices(pack), &what, line),
        },
    }
}

/// Reads an open-play unit line: `10× Liberators · Wounds 2 · Bravery 7 · general`.
fn read_open(body: Line<'_>, list_faction: &str, catalog: &Catalog) -> Result<OpenUnit, TextError> {
    let (text, line) = (body.text, body.number);
    let (count, rest) = split_count(text);
    let Some(models) = count else {
        return Err(TextError::new(
            line,
            format!("'{text}' gives no models: an open-play line starts with them, like '10× Liberators'"),
        ));
    };
    let mut fields = rest.split(FIELD_SEPARATOR).map(str::trim);
    let name = fields.next().unwrap_or_default();
    if name.is_empty() {
        return Err(TextError::new(
            line,
            "a unit line needs the warscroll's name",
        ));
    }
    let mut unit = OpenUnit {
        unit: String::new(),
        faction: None,
        models,
        wounds: None,
        bravery: None,
        general: false,
    };
    for field in fields.filter(|f| !f.is_empty()) {
        let twice = match open_field(field) {
            Some(OpenField::General) => std::mem::replace(&mut unit.general, true),
            Some(OpenField::Wounds(n)) => unit.wounds.replace(n).is_some(),
            Some(OpenField::Bravery(n)) => unit.bravery.replace(n).is_some(),
            None => match find(field, catalog.factions()) {
                Found::One(id) => unit.faction.replace(id.to_owned()).is_some(),
                Found::Nothing if is_id_shaped(field) => {
                    unit.faction.replace(field.to_owned()).is_some()
                }
                _ => {
                    return Err(TextError::new(
                        line,
                        format!("unknown field '{field}': a field is 'Wounds 2', 'Bravery 7', 'general' or a faction"),
                    ))
                }
            },
        };
        if twice {
            return Err(TextError::new(
                line,
                format!("the line gives '{field}' and another field of its kind"),
            ));
        }
    }
    let faction = unit.faction.as_deref().unwrap_or(list_faction);
    let units = catalog.pack(faction).map_or(&[][..], |p| &p.units[..]);
    let found = find(name, units);
    if found == Found::Nothing && unit.faction.is_none() && !is_id_shaped(name) {
        // A warscroll of another pack, named without its faction.
        let holders = catalog
            .packs()
            .filter(|p| p.faction.id != faction)
            .filter_map(|p| match find(name, &p.units) {
                Found::One(id) => catalog.unit(&p.faction.id, id).map(|u| (&p.faction, u)),
                _ => None,
            });
        let elsewhere: Vec<(&str, &str)> = catalog
            .distinct_warscrolls(holders)
            .into_iter()
            .map(|(f, u)| (f.id.as_str(), u.id.as_str()))
            .collect();
        match elsewhere.as_slice() {
            [(other, id)] => {
                unit.faction = Some((*other).to_owned());
                unit.unit = (*id).to_owned();
                return Ok(unit);
            }
            [] => {}
            several => {
                let factions: Vec<&str> = several.iter().map(|(f, _)| *f).collect();
                return Err(TextError::new(
                    line,
                    format!(
                        "'{name}' is a warscroll of several factions ({}): add the faction, like '{text} {FIELD_SEPARATOR} {}'",
                        factions.join(", "),
                        factions[0]
                    ),
                ));
            }
        }
    }
    unit.unit = resolve(name, found, units, "warscroll", line)?;
    Ok(unit)
}
