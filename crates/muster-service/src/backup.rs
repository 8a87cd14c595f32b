//! What a library backup brings besides its list versions and records, checked before it
//! replaces the library as the command that writes each thing checks it, so the library
//! never holds what nothing else would write (issue 32): a list's columns are what its
//! current document says, a collection line names an item of its game's catalogue (the
//! backup's own records joined), and a match with a set-up replays through its game's
//! tracker. The first fault is its place in the file and what is wrong there.

use crate::collection::game_named;
use crate::games::{ListOf, Served};
use crate::lists::parse_document;
use crate::muster::Session;
use muster_core::{with_game, Game, GameId, Lang};
use muster_data::UserRecordText;
use muster_store::{ImportEntry, ImportFile, ImportList, ImportMatch, ImportRecord};

/// A fault: its place in the file and what is wrong there.
type Fault = (String, String);

/// Checks every list's columns, collection line and match of `file` (its records and list
/// documents are checked before, by `library_import`).
pub(crate) fn check_backup(session: &mut Session<'_>, file: &ImportFile) -> Result<(), Fault> {
    let records: Vec<ImportRecord<'_>> = file.records().collect();
    let lists: Vec<ImportList<'_>> = file.lists().collect();
    let entries: Vec<ImportEntry<'_>> = file.collection().collect();
    let matches: Vec<ImportMatch<'_>> = file.matches().collect();
    let games = lists
        .iter()
        .map(|l| (format!("/lists/{}/game", l.index), l.game))
        .chain(
            entries
                .iter()
                .map(|e| (format!("/collection/{}/game", e.index), e.game)),
        )
        .chain(
            matches
                .iter()
                .map(|m| (format!("/matches/{}/game", m.index), m.game)),
        );
    for (place, game) in games {
        game_named(game).map_err(|_| (place, format!("no game '{}'", shown(game))))?;
    }
    for game in GameId::ALL {
        with_game!(game, |G| check_game::<G>(
            session, &records, &lists, &entries, &matches
        ))?;
    }
    Ok(())
}

/// Checks the lists, collection lines and matches of game `G` on its pack joined to the
/// backup's records of `G`.
fn check_game<G: Served>(
    session: &mut Session<'_>,
    records: &[ImportRecord<'_>],
    lists: &[ImportList<'_>],
    entries: &[ImportEntry<'_>],
    matches: &[ImportMatch<'_>],
) -> Result<(), Fault> {
    let id = <G as Game>::ID;
    let lists: Vec<&ImportList<'_>> = lists.iter().filter(|l| l.game == id).collect();
    let entries: Vec<&ImportEntry<'_>> = entries.iter().filter(|e| e.game == id).collect();
    let matches: Vec<&ImportMatch<'_>> = matches.iter().filter(|m| m.game == id).collect();
    if lists.is_empty() && entries.is_empty() && matches.is_empty() {
        return Ok(());
    }
    let data = |e: crate::AppError| ("the data".to_owned(), e.message);
    let pack = session.pack::<G>().map_err(data)?;
    let texts: Vec<UserRecordText<'_>> = records
        .iter()
        .filter(|r| r.game == id)
        .map(|r| UserRecordText {
            kind: r.kind,
            id: r.id,
            json: r.json,
        })
        .collect();
    let catalog = G::with_records(session, pack, &texts).map_err(data)?;
    for list in lists {
        let at = format!("/lists/{}", list.index);
        let document =
            parse_document(list.document).map_err(|e| (format!("{at}/versions"), e.message))?;
        let (name, game, notes) = (
            document.name().to_owned(),
            document.game().id(),
            document.notes().map(str::to_owned),
        );
        let Ok(of_game) = ListOf::<G>::try_from(document) else {
            return Err(disagree(&at, "game", list.game, game));
        };
        let faction = G::faction(&of_game, &catalog);
        if list.name != name {
            return Err(disagree(&at, "name", list.name, &name));
        }
        if list.faction != faction {
            return Err(disagree(&at, "faction", list.faction, &faction));
        }
        if list.notes != notes.as_deref() {
            return Err(disagree(
                &at,
                "notes",
                list.notes.unwrap_or("(none)"),
                notes.as_deref().unwrap_or("(none)"),
            ));
        }
    }
    for entry in entries {
        let at = format!("/collection/{}", entry.index);
        match G::has_item(&catalog, entry.kind, entry.item) {
            Some(true) => {}
            Some(false) => {
                return Err((
                    format!("{at}/item"),
                    format!("no {} {} '{}'", G::NAME, entry.kind, shown(entry.item)),
                ))
            }
            None => {
                return Err((
                    format!("{at}/kind"),
                    format!("{} has no kind '{}'", G::NAME, shown(entry.kind)),
                ))
            }
        }
    }
    for m in matches {
        let at = format!("/matches/{}", m.index);
        // A match of schema 1 has no set-up: its log is kept as it is.
        let Some(setup) = m.setup else { continue };
        if let Err((seq, message)) =
            muster_store::replay_stored::<G>(setup, m.events.iter().copied(), &catalog, Lang::En)
        {
            let place = if seq == 0 {
                format!("{at}/setup")
            } else {
                format!("{at}/events/{}/event", seq - 1)
            };
            return Err((
                place,
                format!("the {} tracker cannot replay it: {message}", G::NAME),
            ));
        }
    }
    Ok(())
}

/// A column that is not what the list's current document says.
fn disagree(at: &str, column: &str, found: &str, document: &str) -> Fault {
    (
        format!("{at}/{column}"),
        format!(
            "the list's {column} is '{}' but its current document's is '{}' (Muster keeps them the same)",
            shown(found),
            shown(document)
        ),
    )
}

/// A text as a message shows it: at most 60 characters, `…` for the rest.
fn shown(text: &str) -> String {
    const MAX: usize = 60;
    match text.char_indices().nth(MAX) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}
