//! Reading a list text back (see the parent module for the format): the header's fields,
//! the sections' card lines and the notes; fighters, plots, counts and totals are ignored.

use super::lines::{card_name, heading, is_plot_line, season_field, Section};
use super::{find_card_named, own_decks};
use crate::games::underworlds::catalog::{Card, CardKind, Catalog, PlayFormat};
use crate::games::underworlds::list::UnderworldsList;
use crate::games::underworlds::totals::find_card;
use crate::ids::name_key;
use crate::list_text::{
    closest_spelling, find, is_id_shaped, is_totals, read_head, resolve, spellings, Found, Notes,
    TextError,
};
use crate::registry::GameId;

/// An Underworlds header as error messages show it.
const HEADER_EXAMPLE: &str = "Underworlds · The Emberwatch · Rivals · Blazing Assault";

/// The spellings of each play format the reader accepts, as name keys.
const FORMATS: [(PlayFormat, &[&str]); 2] = [
    (PlayFormat::Rivals, &["rivals", "rival", "rivales"]),
    (PlayFormat::Nemesis, &["nemesis", "némesis"]),
];

/// What a header field after the game says.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum HeaderField<'c> {
    /// The play format.
    Format(PlayFormat),
    /// The season (`season <id>`).
    Season(String),
    /// A warband of the catalogue, by id.
    Warband(&'c str),
    /// A Rivals deck of the catalogue, by id.
    Deck(&'c str),
    /// An id-shaped text that names no warband or deck, kept for the validator to report.
    Unknown(String),
}

/// What a header field says, or why it says nothing the reader knows.
pub(super) fn header_field<'c>(
    field: &str,
    catalog: &'c Catalog,
) -> Result<HeaderField<'c>, String> {
    let key = name_key(field);
    if let Some((format, _)) = FORMATS
        .iter()
        .find(|(_, words)| words.contains(&key.as_str()))
    {
        return Ok(HeaderField::Format(*format));
    }
    if let Some(season) = season_field(field) {
        return Ok(HeaderField::Season(season.to_owned()));
    }
    match (
        find(field, catalog.warbands()),
        find(field, catalog.decks()),
    ) {
        (Found::One(id), Found::Nothing) => Ok(HeaderField::Warband(id)),
        (Found::Nothing, Found::One(id)) => Ok(HeaderField::Deck(id)),
        (Found::Nothing, Found::Nothing) if is_id_shaped(field) => {
            Ok(HeaderField::Unknown(field.to_owned()))
        }
        (Found::Nothing, Found::Nothing) => {
            let hint = suggestion(field, catalog)
                .map(|near| format!("; did you mean '{near}'?"))
                .unwrap_or_default();
            Err(format!(
                "'{field}' is neither a warband, a Rivals deck, a format (Rivals, Nemesis) nor a season ('season <id>'){hint}"
            ))
        }
        (warbands, decks) => {
            let ids: Vec<&str> = [warbands, decks]
                .into_iter()
                .flat_map(|found| match found {
                    Found::One(id) => vec![id],
                    Found::Several(ids) => ids,
                    Found::Nothing => Vec::new(),
                })
                .collect();
            Err(format!(
                "'{field}' names more than one warband or deck; write the id of the one you mean: {}",
                ids.join(", ")
            ))
        }
    }
}

/// The warband or deck name or id closest to `field`, as the catalogue spells it.
fn suggestion<'c>(field: &str, catalog: &'c Catalog) -> Option<&'c str> {
    let warbands = catalog.warbands().iter().flat_map(spellings);
    let decks = catalog.decks().iter().flat_map(spellings);
    closest_spelling(field, warbands.chain(decks).flatten())
}

/// The header's format, season, warband and decks.
struct Header {
    format: PlayFormat,
    season: Option<String>,
    warband: String,
    decks: Vec<String>,
}

/// Reads the header's fields (see the module documentation).
fn read_header(fields: &[&str], catalog: &Catalog, line: usize) -> Result<Header, TextError> {
    let (mut format, mut season, mut warband) = (None, None, None);
    // Decks in header order; `true` marks an unknown id that may yet be the warband.
    let mut decks: Vec<(bool, String)> = Vec::new();
    for field in fields.iter().copied().filter(|f| !f.is_empty()) {
        let field_kind = header_field(field, catalog).map_err(|m| TextError::new(line, m))?;
        let twice = match field_kind {
            HeaderField::Format(f) => format.replace(f).is_some(),
            HeaderField::Season(s) => season.replace(s).is_some(),
            HeaderField::Warband(id) => warband.replace(id.to_owned()).is_some(),
            HeaderField::Deck(id) => {
                decks.push((false, id.to_owned()));
                false
            }
            HeaderField::Unknown(id) => {
                decks.push((true, id));
                false
            }
        };
        if twice {
            return Err(TextError::new(
                line,
                format!("the header gives '{field}' and another field of its kind: a list has one warband, one format and one season, like '{HEADER_EXAMPLE}'"),
            ));
        }
    }
    if warband.is_none() {
        if let Some(at) = decks.iter().position(|(unknown, _)| *unknown) {
            warband = Some(decks.remove(at).1);
        }
    }
    let Some(warband) = warband else {
        return Err(TextError::new(
            line,
            format!("missing warband: the header reads like '{HEADER_EXAMPLE}'"),
        ));
    };
    let decks: Vec<String> = decks.into_iter().map(|(_, id)| id).collect();
    let format = format.unwrap_or(if decks.len() > 1 {
        PlayFormat::Nemesis
    } else {
        PlayFormat::Rivals
    });
    Ok(Header {
        format,
        season,
        warband,
        decks,
    })
}

/// The id a card line names (see [`find_card_named`]), or the error for its line.
fn resolve_card(
    name: &str,
    decks: &[String],
    catalog: &Catalog,
    line: usize,
) -> Result<String, TextError> {
    match find_card_named(name, decks, catalog) {
        Found::One(id) => Ok(id.to_owned()),
        found => {
            // The cards a near name is suggested from: the chosen decks', or every deck's.
            let own = own_decks(decks, catalog);
            let pool: Vec<&Card> = if own.is_empty() {
                catalog.decks().iter().collect()
            } else {
                own
            }
            .into_iter()
            .flat_map(|d| d.cards.iter())
            .collect();
            resolve(name, found, &pool, "card", line)
        }
    }
}

/// Reads a list text back into a list document (see the module documentation).
pub(crate) fn read_text(text: &str, catalog: &Catalog) -> Result<UnderworldsList, TextError> {
    let head = read_head::<GameId>(text)?;
    let line = head.header_line;
    if head.game != GameId::Underworlds {
        return Err(TextError::new(
            line,
            format!(
                "this is a {} list, not an Underworlds one",
                head.game.product()
            ),
        ));
    }
    let header = read_header(&head.fields, catalog, line)?;
    let mut list = UnderworldsList::new(head.name, header.format, header.warband);
    list.season = header.season;
    list.decks = header.decks;
    let mut section = None;
    let mut notes = Notes::default();
    for body in &head.body {
        let (text, line) = (body.text, body.number);
        if notes.take(text) || is_totals(text) || is_plot_line(text) {
            continue;
        }
        if let Some(opened) = heading(text) {
            section = Some(opened);
            continue;
        }
        if section == Some(Section::Fighters) {
            continue;
        }
        let name = card_name(text);
        if name.is_empty() {
            return Err(TextError::new(line, "a card line needs the card's name"));
        }
        let id = resolve_card(name, &list.decks, catalog, line)?;
        let objective = match section {
            Some(Section::Objectives) => true,
            Some(_) => false,
            None => match find_card(&list, catalog, &id) {
                Some((_, card)) => card.kind == CardKind::Objective,
                None => {
                    return Err(TextError::new(
                        line,
                        format!("'{name}' is under no heading and no deck has it: put it under 'Objectives', 'Ploys' or 'Upgrades'"),
                    ))
                }
            },
        };
        if objective {
            list.objectives.push(id);
        } else {
            list.power.push(id);
        }
    }
    list.notes = notes.text();
    Ok(list)
}
