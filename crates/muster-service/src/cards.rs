//! `unit_card`: a unit's card without leaving the list, for any game: the game's own module
//! fills it from its catalogue (`Served::unit_card`), the player's data joined as in every
//! other job.

use crate::collection::game_named;
use crate::error::AppError;
use crate::muster::Muster;
use crate::served::{Served, UnitCard};
use muster_core::{with_game, Lang};

impl Muster {
    /// `unit_card`: the card of `unit` of `game` (of `faction` where the game's units are a
    /// faction's: an Age of Sigmar faction, an Underworlds warband), in `lang`. An unknown
    /// game, faction or unit is `args.invalid`, naming it and the nearest id.
    pub fn unit_card(
        &self,
        game: &str,
        faction: Option<&str>,
        unit: &str,
        lang: Lang,
    ) -> Result<UnitCard, AppError> {
        let game = game_named(game)?;
        self.session(|session| with_game!(game, |G| G::unit_card(session, faction, unit, lang)))
    }
}
