//! `app_info`: the app's version and the games it knows.

use muster_core::games::diskwars::Diskwars;
use muster_core::games::runewars::RuneWars;
use muster_core::games::sigmar::Sigmar;
use muster_core::games::underworlds::Underworlds;
use muster_core::{Game, GameId};
use serde::Serialize;

/// A text in both languages.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Bilingual {
    /// English.
    pub en: &'static str,
    /// Spanish.
    pub es: &'static str,
}

/// One game of the four Muster is for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameInfo {
    /// The game id used in list documents (`runewars`).
    pub id: &'static str,
    /// The game's name as players know it.
    pub title: &'static str,
    /// True when Muster builds and checks armies of this game.
    pub supported: bool,
    /// What Muster does (or does not do yet) for this game.
    pub note: Bilingual,
}

/// `app_info`'s answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AppInfo {
    /// This build's version.
    pub version: &'static str,
    /// The four games, RuneWars first.
    pub games: Vec<GameInfo>,
}

/// The app's version and the games, each with what is and is not there yet.
pub fn app_info() -> AppInfo {
    AppInfo {
        version: env!("CARGO_PKG_VERSION"),
        games: vec![
            GameInfo {
                id: RuneWars::ID,
                title: GameId::RuneWars.title(),
                supported: true,
                note: Bilingual {
                    en: "Army building with every rule checked, saved lists with their history, \
                         your collection, printing and matches tracked round by round.",
                    es: "Creación de ejércitos con todas las reglas comprobadas, listas guardadas \
                         con su historial, tu colección, impresión y partidas anotadas ronda a \
                         ronda.",
                },
            },
            GameInfo {
                id: Diskwars::ID,
                title: GameId::Diskwars.title(),
                supported: true,
                note: Bilingual {
                    en: "Armies built regiment by regiment with every rule checked, the command \
                         hand, printing and saved lists. Most disc values are not in the rulebook: \
                         enter them from your own discs. Matches of 2 to 4 players tracked round \
                         by round.",
                    es: "Ejércitos por regimientos con todas las reglas comprobadas, la mano de \
                         cartas de Mando, impresión y listas guardadas. La mayoría de valores de \
                         los discos no están en el reglamento: introdúcelos desde tus propios \
                         discos. Partidas de 2 a 4 jugadores anotadas ronda a ronda.",
                },
            },
            GameInfo {
                id: Sigmar::ID,
                title: GameId::Sigmar.title(),
                supported: true,
                note: Bilingual {
                    en: "Open play from the core rules, and matched play built regiment by \
                         regiment with every building rule checked; factions from the shipped \
                         packs or your own BattleScribe data; printing, saved lists and matches \
                         tracked round by round.",
                    es: "Juego abierto con las reglas básicas, y juego equilibrado por \
                         regimientos con todas las reglas de creación comprobadas; facciones de \
                         los packs incluidos o de tus propios datos de BattleScribe; impresión, \
                         listas guardadas y partidas anotadas ronda a ronda.",
                },
            },
            GameInfo {
                id: Underworlds::ID,
                title: GameId::Underworlds.title(),
                supported: true,
                note: Bilingual {
                    en: "Warbands and Rivals decks checked for the Rivals and Nemesis formats, \
                         printing, saved lists and matches tracked turn by turn. The rulebook \
                         prints no fighter card and no deck list: enter your warbands and \
                         decks from your own cards (a deck can be typed as text).",
                    es: "Bandas y mazos de Rivales comprobados para los formatos Rivales y \
                         Némesis, impresión, listas guardadas y partidas anotadas turno a turno. \
                         El reglamento no trae cartas de luchador ni listas de mazos: introduce \
                         tus bandas y mazos desde tus propias cartas (un mazo se puede escribir \
                         como texto).",
                },
            },
        ],
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
