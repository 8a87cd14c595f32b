//! The Underworlds building rules (digest §1.3, V1–V7): a whole list in, every finding out.
//!
//! - The warband (`validate/warband.rs`): its id, one leader (V1), both faces of every
//!   fighter card (V2), the generic tokens its warscroll abilities declare (V6) and the
//!   runemarks they need (V7).
//! - The decks and cards (`validate/cards.rs`): every deck and card id, each card in its
//!   pile and from a chosen deck, no card twice; then the format's rules: Rivals (V3) is one
//!   deck used as printed, Nemesis (V4) is two different decks built into one; and the
//!   runemarks the cards need (V7).
//! - The season (`validate/legality.rs`, V5): only when the list names one, and only with
//!   the numbers of the catalogue's legality list.
//!
//! Readings where the rules leave room:
//! - Shipped warbands and decks leave what the rulebook does not print unknown. An unknown
//!   value a rule needs is a warning naming it (the player can enter it in the editor),
//!   never an error; a stated value that breaks a rule is an error.
//! - A card of a deck the list did not choose is reported only when every chosen deck is
//!   known: with a mistyped deck id the cards are more likely meant for it, and the deck's
//!   own error says so.
//! - Rivals' plot card comes with its deck and has no place in the list: nothing is said of
//!   it. In Nemesis only the limit of one plot card between the two decks is checked.
//! - A card written twice is reported once, at its second place; the later rules (names,
//!   runemarks, season) look at each card once.

use super::catalog::{Card, Catalog, Deck, Warband};
use super::findings::Finding;
use super::list::UnderworldsList;
use super::totals::{find_card, totals, Totals};
use super::Underworlds;
use crate::diagnostic::{Diagnostic, Explain, Report};
use crate::game::Game;
use crate::lang::Lang;

mod cards;
mod legality;
mod warband;

/// Objective cards in a Rivals deck (rulebook L165, digest V3).
pub const RIVALS_OBJECTIVES: usize = 12;
/// Power cards in a Rivals deck (rulebook L165, digest V3).
pub const RIVALS_POWER: usize = 20;
/// The least objective cards of a Nemesis deck (digest V4).
pub const NEMESIS_OBJECTIVES: usize = 12;
/// The least power cards of a Nemesis deck (digest V4).
pub const NEMESIS_POWER: usize = 20;
/// The most surge objectives of a Nemesis deck (digest V4).
pub const MAX_SURGE: usize = 6;

/// A card of the list, found in a deck: the first place it is written.
struct Entry<'a> {
    /// JSON pointer to its place (`/objectives/3`).
    path: String,
    /// The deck it was found in.
    deck: &'a Deck,
    /// The card.
    card: &'a Card,
}

/// One validation run: the inputs and the findings so far.
struct Checker<'a> {
    list: &'a UnderworldsList,
    catalog: &'a Catalog,
    lang: Lang,
    out: Vec<Diagnostic>,
}

impl<'a> Checker<'a> {
    fn push(&mut self, finding: Finding, path: impl Into<String>) {
        self.out.push(finding.diagnostic(path.into(), self.lang));
    }

    fn warband_name(&self, warband: &Warband) -> String {
        warband.name.get(self.lang).to_owned()
    }

    fn deck_name(&self, deck: &Deck) -> String {
        deck.name.get(self.lang).to_owned()
    }

    fn card_name(&self, card: &Card) -> String {
        card.name.get(self.lang).to_owned()
    }
}

/// Checks an Underworlds list against every building rule of digest §1.3 (V1–V7).
pub(crate) fn validate_list(
    list: &UnderworldsList,
    catalog: &Catalog,
    lang: Lang,
) -> Report<Totals> {
    let totals = totals(list, catalog);
    let mut checker = Checker {
        list,
        catalog,
        lang,
        out: Vec::new(),
    };
    let warband = checker.check_warband();
    let decks = checker.check_decks();
    let entries = checker.check_cards(&decks);
    checker.check_format(&decks, &entries, &totals);
    if let Some(warband) = warband {
        checker.check_card_runemarks(warband, &entries);
    }
    checker.check_legality(warband, &decks, &entries);
    Report::new(Underworlds::ID, totals, checker.out)
}
