//! How a game plugs into the application layer: one trait, [`Served`], that each game module
//! (`crate::games`) implements, on top of the rules core's `Game` and `Play` and the data's
//! `Pack`; and [`Hold`], what a game asks of a job's session. This module sits below the
//! jobs: it imports none of them (`crate::muster`'s `Session` implements [`Hold`]).
//!
//! Every job is written once, generic over `G: Served`, and reaches the game of a list or a
//! match through the core's one dispatch (`muster_core::with_list!`, `with_game!`). What differs
//! by game is here, above its data (`muster_data::Pack`): how the player's own data reaches
//! it, how its report and catalogue read in a terminal and in the builder, and what its
//! tracker shows.

use crate::error::AppError;
use muster_core::games::runewars::{FactionUpgradeReading, UniqueCapRounding};
use muster_core::matches::{Entry, Match, Outcome, SideScore};
use muster_core::{Game, Lang, ListDocument, Play, Report};
use muster_data::{Pack, UserRecordText};
use muster_store::{Library, ListId, LiveMatch, MatchId, UnixMillis};
use serde::Serialize;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::Arc;

mod card;
pub use card::{unknown_unit, CardSource, CardTag, CardWriter, Stat, UnitCard, WeaponRow};

/// A game's catalogue (the core's `Game::Catalog`, which its `Play::Catalog` is too).
pub type CatalogOf<G> = <G as Game>::Catalog;

/// A game's own list document.
pub type ListOf<G> = <G as Game>::List;

/// An id and its name in the requested language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct Named {
    /// The stable id.
    pub id: String,
    /// The name.
    pub name: String,
}

/// The readings of unclear rules a check uses, as the command line's options choose them
/// (the app uses the digests' recommendations, the defaults).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Readings {
    /// RuneWars, edge case E3: which faction a faction-icon upgrade must match.
    pub faction_upgrades: FactionUpgradeReading,
    /// RuneWars, edge case E2: the rounding of the unique-unit cap.
    pub unique_rounding: UniqueCapRounding,
}

/// What a game asks of a job's hold on the library and the data: the one implementation is
/// the job's `crate::muster::Session`, whose methods of the same names these are.
pub trait Hold {
    /// The library for a job that writes to it, opened (or created) now if need be.
    fn library(&mut self) -> Result<&mut Library, AppError>;
    /// The library if its file exists (reading never creates one).
    fn existing_library(&mut self) -> Result<Option<&mut Library>, AppError>;
    /// The library file.
    fn library_path(&self) -> &Path;
    /// The folder of packs given instead of the shipped ones, if any.
    fn data_dir(&self) -> Option<&Path>;
    /// Game `G`'s catalogue: its pack and the player's own data, joined once per session.
    fn catalog<G: Served>(&mut self) -> Result<Arc<CatalogOf<G>>, AppError>;
    /// `load`'s catalogue of game `G` from the folder `dir`, read again only when the folder
    /// changed since the last time.
    fn read_folder<G: Served>(
        &self,
        dir: &Path,
        load: impl FnOnce() -> Result<CatalogOf<G>, AppError>,
    ) -> Result<Arc<CatalogOf<G>>, AppError>;
}

/// A game as the application layer serves it: its data is a [`Pack`], its list goes into a
/// list document and is taken out of one by the registry's conversions.
pub trait Served:
    Pack
    + Game<List: Into<ListDocument> + TryFrom<ListDocument, Error = ListDocument>>
    + Play<Catalog = CatalogOf<Self>>
    + Sized
    + 'static
{
    /// What Muster does for this game, for the home screen.
    const ABOUT: muster_core::Bilingual;
    /// What its shipped pack holds, counted from it, for the home screen after [`Self::ABOUT`].
    fn shipped(pack: &CatalogOf<Self>) -> muster_core::community::Words;

    /// The packs the player imported beside the shipped ones and the folder they are read
    /// from; `None` for a game whose player adds records rather than packs.
    fn own_packs(_session: &mut impl Hold) -> Result<Option<OwnPacks>, AppError> {
        Ok(None)
    }
    /// The pack joined to the player's own data: by default their records of this game
    /// from the library, when its file exists (a record that no longer loads is
    /// `data.broken`, naming it).
    fn with_user(
        session: &mut impl Hold,
        pack: Arc<CatalogOf<Self>>,
    ) -> Result<Arc<CatalogOf<Self>>, AppError> {
        let Some(library) = session.existing_library()? else {
            return Ok(pack);
        };
        let records = library.user_records(Some(<Self as Game>::ID))?;
        Ok(Arc::new(Self::with_user_data(
            &pack,
            &record_texts(&records),
        )?))
    }
    /// The pack joined to the records `records` (a backup's, which will replace the stored
    /// ones) as [`Served::with_user`] joins the stored ones; a game whose player's data is not
    /// records (Age of Sigmar's packs beside the library) joins that data.
    fn with_records(
        _session: &mut impl Hold,
        pack: Arc<CatalogOf<Self>>,
        records: &[UserRecordText<'_>],
    ) -> Result<Arc<CatalogOf<Self>>, AppError> {
        Ok(Arc::new(Self::with_user_data(&pack, records)?))
    }

    /// The readings of unclear rules `readings` chooses for this game.
    fn options(readings: &Readings) -> <Self as Game>::Options;
    /// A validation report as a player reads it in a terminal.
    fn report_text(
        list: &ListOf<Self>,
        catalog: &CatalogOf<Self>,
        report: &Report<<Self as Game>::Totals>,
        lang: Lang,
    ) -> String;

    /// The ids `--faction` may name in `muster catalog`.
    fn faction_ids(catalog: &CatalogOf<Self>) -> Vec<String>;
    /// The catalogue as a terminal shows it (only `faction`'s part when given).
    fn catalog_text(catalog: &CatalogOf<Self>, faction: Option<&str>, lang: Lang) -> String;
    /// The catalogue as JSON for tools (only `faction`'s part when given).
    fn catalog_json(catalog: &CatalogOf<Self>, faction: Option<&str>) -> String;

    /// The card of unit `unit` as a player reads it, in `lang`: of `faction` in a game whose
    /// units are a faction's (an Age of Sigmar pack, an Underworlds warband), which another
    /// game does not need. An unknown unit or faction is `args.invalid`, naming it.
    fn unit_card(
        session: &mut impl Hold,
        faction: Option<&str>,
        unit: &str,
        lang: Lang,
    ) -> Result<UnitCard, AppError>;

    /// The ids of the upgrades unit `index` of the list may take without a rule error (none
    /// in a game without upgrade cards).
    fn eligible_upgrades(_list: &ListOf<Self>, _index: usize, _: &CatalogOf<Self>) -> Vec<String> {
        Vec::new()
    }

    /// What the tracker shows of a live match (`crate::games::TrackerView` holds any game's).
    type Tracker: Serialize;
    /// The tracker's view of `live`, `finished_at` when its result was kept.
    fn tracker(
        live: &LiveMatch<Self>,
        finished_at: Option<UnixMillis>,
        lang: Lang,
    ) -> Self::Tracker;
    /// The set-up of a new match of `players`, with what the library remembers of them.
    fn setup(
        session: &mut impl Hold,
        players: Vec<Seated<ListOf<Self>>>,
        lang: Lang,
    ) -> Result<<Self as Play>::Setup, AppError>;
}

/// Stored user records in the shape the data loaders read.
pub fn record_texts(records: &[muster_store::UserRecord]) -> Vec<UserRecordText<'_>> {
    records
        .iter()
        .map(|r| UserRecordText {
            kind: &r.kind,
            id: &r.id,
            json: &r.record,
        })
        .collect()
}

/// The packs a player imported for a game, and where they are read from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct OwnPacks {
    /// The folder beside the library the packs are read from (it may not exist yet).
    pub folder: PathBuf,
    /// The packs, in the catalogue's order.
    pub packs: Vec<OwnPack>,
    /// True when the folder's packs do not load (none is used until they do; the builder
    /// says which file is at fault and where).
    pub unreadable: bool,
}

/// A pack the player imported.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct OwnPack {
    /// Its faction's name.
    pub name: String,
    /// True when it is used instead of the shipped pack of its faction.
    pub replaces_shipped: bool,
}

/// A player with their name trimmed and their saved list's document read (`L`: the game's own
/// list).
#[derive(Clone, Debug)]
pub struct Seated<L> {
    /// The saved list.
    pub list_id: ListId,
    /// The player's name.
    pub name: String,
    /// The list as it is now.
    pub list: L,
}

/// What every game's tracker shows of a live match: the state at the timeline's head and
/// where the timeline stands.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Live<S> {
    /// The match's id.
    pub id: MatchId,
    /// The state now.
    pub state: S,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
    /// Each side's score as it stands now.
    pub scores: Vec<SideScore>,
    /// How many events of the timeline count.
    pub head: usize,
    /// Events in the timeline (undone ones after `head` included).
    pub timeline: usize,
    /// Entries in the log, undo and redo included.
    pub log: usize,
    /// Something to undo.
    pub can_undo: bool,
    /// Something to redo.
    pub can_redo: bool,
    /// When the result was kept in the history; null while in progress.
    pub finished_at: Option<UnixMillis>,
}

impl<S> Live<S> {
    /// The view of `live` now.
    pub fn of<G: Play<State = S>>(
        live: &LiveMatch<G>,
        finished_at: Option<UnixMillis>,
        lang: Lang,
    ) -> Live<S>
    where
        S: Clone,
    {
        let game = live.game();
        Live {
            id: live.id(),
            state: game.state().clone(),
            outcome: game.outcome(lang),
            scores: game.scores(lang),
            head: game.head(),
            timeline: game.timeline().len(),
            log: game.log().len(),
            can_undo: game.head() > 0,
            can_redo: game.head() < game.timeline().len(),
            finished_at,
        }
    }
}

/// Why `event` would be refused now (its message), or `None` when it would be taken: a dry
/// run of the rules' own check, which stores nothing.
pub(crate) fn refusal<G: Play>(game: &Match<G>, event: G::Event, lang: Lang) -> Option<String> {
    game.check(Entry::Play(event), lang)
        .err()
        .map(|d| d.message)
}

/// For each of `items`, the [`refusal`] of the event `make` builds from it.
pub(crate) fn refusals<G: Play, T>(
    game: &Match<G>,
    lang: Lang,
    items: impl IntoIterator<Item = T>,
    make: impl Fn(T) -> G::Event,
) -> Vec<Option<String>> {
    items
        .into_iter()
        .map(|item| refusal(game, make(item), lang))
        .collect()
}

/// The timeline's events, oldest first, each written flat as in the match file (the view's
/// `events`: the first `head` count, the rest were undone).
pub(crate) fn timeline<G: Play>(game: &Match<G>) -> Vec<Value> {
    game.timeline()
        .iter()
        .map(|event| {
            Entry::Play(event.clone())
                .to_value()
                .expect("an event serializes")
        })
        .collect()
}

/// The lists of a match's players as `Seated` with the game's own lists, for a game's
/// [`Served::setup`].
pub(crate) fn seat_lists<L, S>(players: Vec<Seated<L>>, seat: impl Fn(String, L) -> S) -> Vec<S> {
    players.into_iter().map(|p| seat(p.name, p.list)).collect()
}
