//! The printed Diskwars list. In progress.

use super::catalog::Catalog;
use super::list::DiskwarsList;
use crate::lang::Lang;
use crate::sheet::{PlaySheet, Sheet};

/// The list as a player reads it on paper.
pub fn sheet(list: &DiskwarsList, _catalog: &Catalog, _lang: Lang) -> Sheet {
    Sheet {
        game: "Warhammer: Diskwars".to_owned(),
        list_name: list.name.clone(),
        faction: String::new(),
        facts: Vec::new(),
        groups: Vec::new(),
        totals: Vec::new(),
        legal: true,
        findings: Vec::new(),
        notes: list.notes.clone(),
        play: PlaySheet {
            game_tracks: Vec::new(),
            units: Vec::new(),
        },
    }
}
