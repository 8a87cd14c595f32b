//! What the app says of itself: its version and the games it knows ([`app_info`]), and
//! what its About section shows ([`Muster::about`]): the version, where every shipped data
//! pack comes from as the pack states it, the packs the player imported, and the library in
//! use.

use crate::error::AppError;
use crate::muster::{Muster, Session};
use crate::served::Served;
pub use crate::served::{OwnPack, OwnPacks};
use muster_core::community::Words;
use muster_core::{with_game, GameId};
use muster_data::{Provenance, Shipped};
use serde::Serialize;
use std::path::PathBuf;

/// The version Muster was built as: the workspace's (`[workspace.package]` in
/// `Cargo.toml`), the one place it is declared for the crates; the shell and its bundle
/// declare the same (`src-tauri/Cargo.toml`, `tauri.conf.json`).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The hex digits of a commit the About section shows, as git shortens them.
const SHORT_COMMIT: usize = 7;

/// One game of the four Muster is for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct GameInfo {
    /// The game id used in list documents (`runewars`).
    pub id: &'static str,
    /// The game's name as players know it.
    pub title: &'static str,
    /// True when Muster builds and checks armies of this game.
    pub supported: bool,
    /// What Muster does for this game and what its shipped data holds.
    pub note: Words,
}

/// `app_info`'s answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct AppInfo {
    /// This build's version.
    pub version: &'static str,
    /// The four games, RuneWars first.
    pub games: Vec<GameInfo>,
}

/// What Muster does for game `G` and what its shipped pack holds (the pack is kept for the
/// pages that follow). A pack that does not load is named by the pages that use it; Home
/// still says what Muster does.
fn note<G: Served>(muster: &Muster) -> Words {
    let does = G::ABOUT;
    match muster.pack::<G>() {
        Ok(pack) => {
            let holds = G::shipped(&pack);
            Words {
                en: format!("{} {}", does.en, holds.en),
                es: format!("{} {}", does.es, holds.es),
            }
        }
        Err(_) => Words {
            en: does.en.to_owned(),
            es: does.es.to_owned(),
        },
    }
}

impl Muster {
    /// `app_info`: the app's version and the games, each with what Muster does for it and
    /// what its shipped data holds, counted from it.
    pub fn app_info(&self) -> Result<AppInfo, AppError> {
        let games = GameId::ALL
            .into_iter()
            .map(|game| GameInfo {
                id: game.id(),
                title: game.product(),
                supported: true,
                note: with_game!(game, |G| note::<G>(self)),
            })
            .collect();
        Ok(AppInfo {
            version: VERSION,
            games,
        })
    }
}

/// `about`'s answer: what the About section of the settings shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct About {
    /// This build's version ([`VERSION`]).
    pub version: &'static str,
    /// The library file in use.
    pub library: PathBuf,
    /// The data of each game, RuneWars first.
    pub games: Vec<GameData>,
}

/// One game's data: its shipped packs as they state themselves, and the player's own.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct GameData {
    /// The game id (`sigmar`).
    pub id: &'static str,
    /// The game's name as players know it.
    pub title: &'static str,
    /// How many packs ship (Age of Sigmar: one per faction; the other games one).
    pub packs: usize,
    /// The matched-play seasons the packs were made for (`ghb-2026-27`), each once; empty
    /// when the packs name none.
    pub seasons: Vec<String>,
    /// Where the packs come from, each source once.
    pub sources: Vec<DataSource>,
    /// The packs the player imported (Age of Sigmar); null for a game that takes none.
    pub own: Option<OwnPacks>,
}

/// Where packs come from, as they state it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum DataSource {
    /// Made by Muster's importer from a community repository at one commit.
    Community {
        /// Who made it: the repository's owner (`BSData`), what the main view names.
        by: String,
        /// The repository (`BSData/runewars`), behind "Details".
        repository: String,
        /// The commit, shortened (`98b69cf`).
        commit: String,
        /// True for BattleScribe data.
        battlescribe: bool,
    },
    /// Written by hand from a rulebook.
    Rulebook {
        /// The book as the pack names it.
        book: String,
    },
    /// Values read from community data to complete the pack (Diskwars' disc values,
    /// RuneWars' dials, Underworlds' fighter cards): unverified, a rulebook value winning.
    CommunityValues {
        /// What the source is, in words, in both languages, as the pack states it.
        what: Words,
        /// Who made it: the repository's owner (`mathey96`).
        by: String,
        /// The repository (`mathey96/diskbuilder`).
        repository: String,
        /// The commit, shortened (`df47244`), behind "Details".
        commit: String,
        /// The commit's date (`2025-07-06`); null when the source does not record it.
        date: Option<String>,
    },
    /// The source as the pack writes it, when it is neither.
    Stated {
        /// The pack's words.
        text: String,
    },
}

impl From<Provenance> for DataSource {
    fn from(provenance: Provenance) -> Self {
        match provenance {
            Provenance::Community {
                repository,
                commit,
                battlescribe,
            } => DataSource::Community {
                by: repository
                    .split_once('/')
                    .map_or(repository.as_str(), |(owner, _)| owner)
                    .to_owned(),
                repository,
                commit,
                battlescribe,
            },
            Provenance::Rulebook { book } => DataSource::Rulebook { book },
            Provenance::Values(reference) => DataSource::CommunityValues {
                by: reference.owner().to_owned(),
                commit: reference.commit.chars().take(SHORT_COMMIT).collect(),
                what: reference.what,
                repository: reference.repository,
                date: reference.date,
            },
            Provenance::Stated(text) => DataSource::Stated { text },
        }
    }
}

/// Game `G`'s data: its shipped packs and the player's own.
fn game_data<G: Served>(session: &mut Session<'_>, game: GameId) -> Result<GameData, AppError> {
    let Shipped {
        packs,
        seasons,
        sources,
    } = G::shipped_packs()?;
    Ok(GameData {
        id: game.id(),
        title: game.product(),
        packs,
        seasons,
        sources: sources.into_iter().map(DataSource::from).collect(),
        own: G::own_packs(session)?,
    })
}

impl Muster {
    /// `about`: the version, the shipped packs of every game as they state where they come
    /// from (the app always uses the shipped packs), the packs the player imported and the
    /// library file in use. Nothing is written and the library is not opened.
    pub fn about(&self) -> Result<About, AppError> {
        self.session(|session| {
            let games = GameId::ALL
                .into_iter()
                .map(|game| with_game!(game, |G| game_data::<G>(session, game)))
                .collect::<Result<_, _>>()?;
            Ok(About {
                version: VERSION,
                library: session.library_path().to_path_buf(),
                games,
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use muster_core::games::runewars::RuneWars;

    #[test]
    fn the_four_games_are_supported() {
        let dir = std::env::temp_dir().join(format!("muster-info-{}", std::process::id()));
        let info = Muster::new(None, dir.join("library.sqlite"))
            .app_info()
            .unwrap();
        assert_eq!(info.version, env!("CARGO_PKG_VERSION"));
        let ids: Vec<_> = info.games.iter().map(|g| (g.id, g.supported)).collect();
        assert_eq!(
            ids,
            [
                ("runewars", true),
                ("diskwars", true),
                ("sigmar", true),
                ("underworlds", true)
            ]
        );
        let json = serde_json::to_value(&info).unwrap();
        assert_eq!(json["games"][0]["title"], "RuneWars: The Miniatures Game");
        assert_eq!(json["games"][1]["title"], "Warhammer: Diskwars");
        assert!(json["games"][1]["note"]["es"].is_string());
        assert_eq!(json["games"][3]["title"], "Warhammer Underworlds");
        assert!(info
            .games
            .iter()
            .all(|g| !g.note.en.is_empty() && !g.note.es.is_empty()));
    }

    /// A data folder whose RuneWars pack is broken: Home still says what Muster does for it,
    /// without counts, and the other games' words are whole.
    #[test]
    fn a_pack_that_does_not_load_leaves_home_its_words() {
        let dir = std::env::temp_dir().join(format!("muster-info-broken-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("runewars")).unwrap();
        std::fs::write(dir.join("runewars/catalog.json"), "{").unwrap();
        let muster = Muster::new(Some(dir.clone()), dir.join("library.sqlite"));
        let info = muster.app_info().unwrap();
        let runewars = &info.games[0].note;
        assert_eq!(runewars.en, RuneWars::ABOUT.en);
        assert_eq!(runewars.es, RuneWars::ABOUT.es);
        assert!(muster.pack::<RuneWars>().is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
