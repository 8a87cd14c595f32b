//! The decks and cards: every deck and card id, each card in its pile, from a chosen deck
//! and written once (V3 in Rivals, V4 in Nemesis); then Rivals' deck used as printed (V3)
//! or Nemesis' two decks built into one (V4).

use super::*;
use crate::games::underworlds::catalog::PlayFormat;
use crate::suggest::closest;
use std::collections::{BTreeMap, BTreeSet};

/// The pile's path and whether it is the power deck.
const PILES: [(&str, bool); 2] = [("/objectives", false), ("/power", true)];

/// A name compared as the rule reads it: case and spaces ignored, but punctuation kept
/// (unlike [`name_key`](crate::ids::name_key), which drops it too), so two cards whose names
/// differ only by punctuation are different cards here.
fn name_key_keeping_punctuation(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_lowercase)
        .collect()
}

impl<'a> Checker<'a> {
    /// The list's decks as the catalogue resolves them (an unknown id is an error with the
    /// closest known id), then how many decks the format takes, the plot cards (V4) and
    /// decks whose cards are not known in full.
    pub(super) fn check_decks(&mut self) -> Vec<Option<&'a Deck>> {
        let format = self.list.play_format;
        let mut decks = Vec::with_capacity(self.list.decks.len());
        for (i, id) in self.list.decks.iter().enumerate() {
            let deck = self.catalog.deck(id);
            if deck.is_none() {
                let ids = self.catalog.decks().iter().map(|d| d.id.as_str());
                let suggestion = closest(id, ids).map(str::to_owned);
                let deck = id.clone();
                let finding = Finding::UnknownDeck {
                    deck,
                    suggestion,
                    format,
                };
                self.push(finding, format!("/decks/{i}"));
            }
            decks.push(deck);
        }
        let count = self.list.decks.len();
        match format {
            PlayFormat::Rivals if count != 1 => {
                self.push(Finding::RivalsDecks { decks: count }, "/decks");
            }
            PlayFormat::Nemesis if count != 2 => {
                self.push(Finding::NemesisDecks { decks: count }, "/decks");
            }
            _ => {}
        }
        // Each deck once: a repeat is an error of its own in Nemesis.
        let mut distinct: Vec<(usize, &'a Deck)> = Vec::new();
        for (i, deck) in decks.iter().enumerate() {
            let Some(deck) = *deck else { continue };
            if distinct.iter().any(|(_, d)| d.id == deck.id) {
                if format == PlayFormat::Nemesis {
                    let deck = self.deck_name(deck);
                    self.push(Finding::SameDeck { deck }, format!("/decks/{i}"));
                }
            } else {
                distinct.push((i, deck));
            }
        }
        if format == PlayFormat::Nemesis {
            let plots: Vec<&Deck> = distinct
                .iter()
                .map(|&(_, d)| d)
                .filter(|d| d.plot.is_some())
                .collect();
            if let [first, second, ..] = plots.as_slice() {
                let finding = Finding::TwoPlots {
                    first: self.deck_name(first),
                    second: self.deck_name(second),
                };
                self.push(finding, "/decks");
            }
        }
        for (i, deck) in distinct {
            if !deck.cards_complete {
                let (id, deck) = (deck.id.clone(), self.deck_name(deck));
                self.push(
                    Finding::DeckCardsUnknown { deck, id, format },
                    format!("/decks/{i}"),
                );
            }
        }
        decks
    }

    /// Every card id of both piles: known, in its pile, from a chosen deck, written once.
    /// A card no chosen deck is known to hold (no deck, or another deck, holds it) waits for
    /// the chosen decks whose cards are not known in full, when there are any (it may be
    /// one of theirs; Rivals decks share cards); else it is an error. Returns each known
    /// card at its first place, in list order.
    pub(super) fn check_cards(&mut self, decks: &[Option<&'a Deck>]) -> Vec<Entry<'a>> {
        let format = self.list.play_format;
        let list = self.list;
        // A card of another deck is told only when every chosen deck is known.
        let decks_known = !decks.is_empty() && decks.iter().all(Option::is_some);
        let mut partial: Vec<(String, String)> = Vec::new();
        for deck in decks.iter().flatten().filter(|d| !d.cards_complete) {
            if !partial.iter().any(|(id, _)| *id == deck.id) {
                partial.push((deck.id.clone(), self.deck_name(deck)));
            }
        }
        let mut seen: BTreeSet<&str> = BTreeSet::new();
        let mut entries = Vec::new();
        for ((pile, power), ids) in PILES.into_iter().zip([&list.objectives, &list.power]) {
            for (i, id) in ids.iter().enumerate() {
                let path = format!("{pile}/{i}");
                let Some((deck, card)) = find_card(list, self.catalog, id) else {
                    if !partial.is_empty() {
                        let card = id.clone();
                        let decks = partial.clone();
                        let finding = Finding::CardUnconfirmed {
                            card,
                            decks,
                            format,
                        };
                        self.push(finding, path);
                        continue;
                    }
                    let all = self.catalog.decks().iter().flat_map(|d| &d.cards);
                    let suggestion = closest(id, all.map(|c| c.id.as_str())).map(str::to_owned);
                    let card = id.clone();
                    let finding = Finding::UnknownCard {
                        card,
                        suggestion,
                        format,
                    };
                    self.push(finding, path);
                    continue;
                };
                if card.kind.is_power() != power {
                    let finding = Finding::WrongPile {
                        card: self.card_name(card),
                        kind: card.kind,
                        format,
                    };
                    self.push(finding, path.clone());
                }
                if decks_known && !list.decks.contains(&deck.id) {
                    let finding = if partial.is_empty() {
                        Finding::ForeignCard {
                            card: self.card_name(card),
                            deck: self.deck_name(deck),
                            format,
                        }
                    } else {
                        Finding::CardUnconfirmed {
                            card: id.clone(),
                            decks: partial.clone(),
                            format,
                        }
                    };
                    self.push(finding, path.clone());
                }
                if !seen.insert(id) {
                    let card = self.card_name(card);
                    self.push(Finding::DuplicateCard { card, format }, path);
                    continue;
                }
                entries.push(Entry { path, deck, card });
            }
        }
        entries
    }

    /// The format's rules on the piles: V3 for Rivals, V4 for Nemesis.
    pub(super) fn check_format(
        &mut self,
        decks: &[Option<&'a Deck>],
        entries: &[Entry<'a>],
        totals: &Totals,
    ) {
        match self.list.play_format {
            PlayFormat::Rivals => self.check_rivals(decks, entries),
            PlayFormat::Nemesis => self.check_nemesis(entries, totals),
        }
    }

    /// V3: 12 objectives and 20 power cards, every card of the one deck (used as printed).
    fn check_rivals(&mut self, decks: &[Option<&'a Deck>], entries: &[Entry<'a>]) {
        let sizes = [
            (self.list.objectives.len(), RIVALS_OBJECTIVES),
            (self.list.power.len(), RIVALS_POWER),
        ];
        for ((pile, power), (count, wanted)) in PILES.into_iter().zip(sizes) {
            if count != wanted {
                self.push(Finding::RivalsSize { power, count }, pile);
            }
        }
        let [Some(deck)] = decks else {
            return;
        };
        if !deck.cards_complete {
            return;
        }
        let listed: BTreeSet<&str> = entries
            .iter()
            .filter(|e| e.deck.id == deck.id)
            .map(|e| e.card.id.as_str())
            .collect();
        for (pile, power) in PILES {
            let missing: Vec<String> = deck
                .cards
                .iter()
                .filter(|c| c.kind.is_power() == power && !listed.contains(c.id.as_str()))
                .map(|c| self.card_name(c))
                .collect();
            if !missing.is_empty() {
                let finding = Finding::MissingCards {
                    deck: self.deck_name(deck),
                    count: missing.len(),
                    cards: missing.join(", "),
                    power,
                };
                self.push(finding, pile);
            }
        }
    }

    /// V4: at least 12 objectives with at most 6 surge, at least 20 power cards with no more
    /// ploys than upgrades, no two cards of one name.
    fn check_nemesis(&mut self, entries: &[Entry<'a>], totals: &Totals) {
        let sizes = [
            (self.list.objectives.len(), NEMESIS_OBJECTIVES),
            (self.list.power.len(), NEMESIS_POWER),
        ];
        for ((pile, power), (count, least)) in PILES.into_iter().zip(sizes) {
            if count < least {
                self.push(Finding::NemesisSize { power, count }, pile);
            }
        }
        if totals.surge_objectives > MAX_SURGE {
            let surge = totals.surge_objectives;
            self.push(Finding::Surge { surge }, "/objectives");
        }
        if totals.ploys > totals.upgrades {
            let (ploys, upgrades) = (totals.ploys, totals.upgrades);
            self.push(Finding::Ploys { ploys, upgrades }, "/power");
        }
        let mut names: BTreeMap<String, &Deck> = BTreeMap::new();
        for entry in entries {
            let key = name_key_keeping_punctuation(&entry.card.name.en);
            match names.get(&key) {
                Some(first) => {
                    let finding = Finding::DuplicateName {
                        card: self.card_name(entry.card),
                        first_deck: self.deck_name(first),
                        deck: self.deck_name(entry.deck),
                    };
                    self.push(finding, entry.path.clone());
                }
                None => {
                    names.insert(key, entry.deck);
                }
            }
        }
    }
}
