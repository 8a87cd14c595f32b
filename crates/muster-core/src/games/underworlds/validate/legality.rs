//! The season (V5): when the list names one, its legality list for the format decides which
//! warbands, decks and cards are legal. Every number comes from that list, none from code.

use super::*;

impl<'a> Checker<'a> {
    /// V5: the warband and decks are legal, no card is banned, no more restricted cards
    /// than the cap. A season without a legality list is a warning and nothing is checked.
    pub(super) fn check_legality(
        &mut self,
        warband: Option<&'a Warband>,
        decks: &[Option<&'a Deck>],
        entries: &[Entry<'a>],
    ) {
        let Some(season) = &self.list.season else {
            return;
        };
        let format = self.list.play_format;
        let Some(legality) = self.catalog.legality_of(format, season) else {
            let season = season.clone();
            self.push(Finding::UnknownSeason { season, format }, "/season");
            return;
        };
        if let (Some(warband), Some(legal)) = (warband, &legality.warbands) {
            if !legal.contains(&warband.id) {
                let finding = Finding::WarbandNotLegal {
                    warband: self.warband_name(warband),
                    season: season.clone(),
                };
                self.push(finding, "/warband");
            }
        }
        if let Some(legal) = &legality.decks {
            for (i, deck) in decks.iter().enumerate() {
                let Some(deck) = deck.filter(|d| !legal.contains(&d.id)) else {
                    continue;
                };
                let finding = Finding::DeckNotLegal {
                    deck: self.deck_name(deck),
                    season: season.clone(),
                };
                self.push(finding, format!("/decks/{i}"));
            }
        }
        for entry in entries
            .iter()
            .filter(|e| legality.banned.contains(&e.card.id))
        {
            let finding = Finding::Banned {
                card: self.card_name(entry.card),
                season: season.clone(),
            };
            self.push(finding, entry.path.clone());
        }
        let Some(max) = legality.max_restricted else {
            return;
        };
        let restricted: Vec<&Entry> = entries
            .iter()
            .filter(|e| legality.restricted.contains(&e.card.id))
            .collect();
        if let Some(over) = restricted.get(usize::from(max)) {
            let names: Vec<String> = restricted.iter().map(|e| self.card_name(e.card)).collect();
            let finding = Finding::TooManyRestricted {
                count: restricted.len(),
                max,
                cards: names.join(", "),
                season: season.clone(),
            };
            self.push(finding, over.path.clone());
        }
    }
}
