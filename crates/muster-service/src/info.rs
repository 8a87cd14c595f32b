//! What the app says of itself: its version and the games it knows.

use crate::games::{Bilingual, Served};
use muster_core::{with_game, GameId};
use serde::Serialize;

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
    /// What Muster does for this game.
    pub note: Bilingual,
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

fn about<G: Served>() -> Bilingual {
    G::ABOUT
}

/// `app_info`: the app's version and the games, each with what Muster does for it.
pub fn app_info() -> AppInfo {
    AppInfo {
        version: env!("CARGO_PKG_VERSION"),
        games: GameId::ALL
            .into_iter()
            .map(|game| GameInfo {
                id: game.id(),
                title: game.title(),
                supported: true,
                note: with_game!(game, |G| about::<G>()),
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_four_games_are_supported() {
        let info = app_info();
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
}
