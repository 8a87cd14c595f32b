//! The command hand (R-CMD-1 to R-CMD-3), and unknown card ids in the introductory mode.

use super::*;

impl<'c> Checker<'c> {
    /// R-CMD-1 to R-CMD-3: the hand.
    pub(super) fn check_hand(&mut self, resolved: &[Resolved<'c>], hand_limit: Option<u32>) {
        // Command values are never negative: a hand within the known ones is within the
        // limit whatever the unknown ones are, and then R-CMD-1 waits for none of them.
        let known: u32 = resolved
            .iter()
            .filter_map(|r| r.leader?.command.as_ref())
            .map(|c| c.value)
            .fold(0, u32::saturating_add);
        let waits = self.list.command_cards.len() as u32 > known;
        for (r, regiment) in resolved.iter().enumerate() {
            if let Some(leader) = regiment.leader.filter(|d| d.command.is_none()) {
                let (hero, id) = (self.name(leader), leader.id.clone());
                self.push(Finding::UnknownCommand { hero, id, waits }, hero_path(r));
            }
        }
        let mut factions: Vec<&str> = Vec::new();
        let mut some_unknown = false;
        // The heroes whose race is not known: a faction-only card waits for them.
        let mut raceless: Vec<&'c Disc> = Vec::new();
        for regiment in resolved {
            match (regiment.hero, regiment.leader) {
                (None, _) => some_unknown = true,
                (Some(_), Some(leader)) => match self.faction_of(leader) {
                    Some(f) => factions.push(f),
                    None => {
                        some_unknown = true;
                        raceless.push(leader);
                    }
                },
                (Some(_), None) => {}
            }
        }
        let both = ["order", "destruction"]
            .iter()
            .all(|f| factions.contains(f));
        let mut chosen: Vec<&str> = Vec::new();
        for (c, id) in self.list.command_cards.iter().enumerate() {
            let path = format!("/command_cards/{c}");
            let Some(card) = self.catalog.command_card(id) else {
                let ids = self.catalog.command_cards().iter().map(|k| k.id.as_str());
                let suggestion = closest(id, ids).map(str::to_owned);
                let card = id.clone();
                self.push(Finding::UnknownCard { card, suggestion }, path);
                continue;
            };
            let title = card.name.get(self.lang).to_owned();
            if chosen.contains(&id.as_str()) {
                self.push(Finding::DuplicateCard { card: title }, path);
                continue;
            }
            chosen.push(id);
            let needed = match card.restriction.as_ref().map(|k| k.value) {
                Some(Restriction::None) => continue,
                Some(Restriction::OrderOnly) => "order",
                Some(Restriction::DestructionOnly) => "destruction",
                None if both => continue,
                None => {
                    let finding = Finding::CardFactionUnconfirmed {
                        card: title,
                        id: card.id.clone(),
                        faction: None,
                        heroes: Vec::new(),
                    };
                    self.push(finding, path);
                    continue;
                }
            };
            if factions.contains(&needed) {
                continue;
            }
            let faction = self.faction_name(needed);
            let finding = if some_unknown {
                Finding::CardFactionUnconfirmed {
                    card: title,
                    id: card.id.clone(),
                    faction: Some(faction),
                    heroes: self.named(raceless.iter().copied()),
                }
            } else {
                Finding::CardWrongFaction {
                    card: title,
                    faction,
                }
            };
            self.push(finding, path);
        }
        let hand = self.list.command_cards.len() as u32;
        match hand_limit {
            Some(limit) if hand > limit => self.push(
                Finding::HandOver { hand, limit },
                format!("/command_cards/{limit}"),
            ),
            Some(limit) if hand < limit => {
                self.push(Finding::HandShort { hand, limit }, "/command_cards".into())
            }
            _ => {}
        }
    }

    /// Unknown card ids, for the introductory mode (the hand rules do not apply there).
    pub(super) fn check_card_ids(&mut self) {
        for (c, id) in self.list.command_cards.iter().enumerate() {
            if self.catalog.command_card(id).is_none() {
                let ids = self.catalog.command_cards().iter().map(|k| k.id.as_str());
                let suggestion = closest(id, ids).map(str::to_owned);
                let card = id.clone();
                self.push(
                    Finding::UnknownCard { card, suggestion },
                    format!("/command_cards/{c}"),
                );
            }
        }
    }
}
