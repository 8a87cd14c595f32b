//! The introductory mode (R-INTRO-1): the discs and cards are one of the two fixed armies.

use super::*;

impl<'c> Checker<'c> {
    /// `count × name` lines of what one multiset has beyond another.
    fn beyond(
        &self,
        these: &BTreeMap<&str, u32>,
        those: &BTreeMap<&str, u32>,
        name: impl Fn(&str) -> Option<String>,
    ) -> (u32, Vec<String>) {
        let mut total = 0;
        let mut lines = Vec::new();
        for (id, &count) in these {
            let over = count.saturating_sub(those.get(id).copied().unwrap_or(0));
            if over > 0 {
                total += over;
                let name = name(id).unwrap_or_else(|| (*id).to_owned());
                lines.push(if over == 1 {
                    name
                } else {
                    format!("{over}× {name}")
                });
            }
        }
        (total, lines)
    }

    /// R-INTRO-1: the discs and cards are exactly one introductory army.
    pub(super) fn check_introductory(&mut self) {
        let mut discs: BTreeMap<&str, u32> = BTreeMap::new();
        for regiment in &self.list.regiments {
            for id in std::iter::once(&regiment.hero).chain(&regiment.units) {
                *discs.entry(id).or_default() += 1;
            }
        }
        let mut cards: BTreeMap<&str, u32> = BTreeMap::new();
        for id in &self.list.command_cards {
            *cards.entry(id).or_default() += 1;
        }
        let disc_name = |id: &str| self.catalog.disc(id).map(|d| self.name(d));
        let card_name = |id: &str| {
            self.catalog
                .command_card(id)
                .map(|c| c.name.get(self.lang).to_owned())
        };
        let mut best: Option<(u32, String, Vec<String>, Vec<String>)> = None;
        for army in self.catalog.introductory_armies() {
            let mut want_discs: BTreeMap<&str, u32> = BTreeMap::new();
            for entry in &army.discs {
                *want_discs.entry(&entry.disc).or_default() += u32::from(entry.count);
            }
            let mut want_cards: BTreeMap<&str, u32> = BTreeMap::new();
            for id in &army.command_cards {
                *want_cards.entry(id).or_default() += 1;
            }
            let (a, mut missing) = self.beyond(&want_discs, &discs, disc_name);
            let (b, missing_cards) = self.beyond(&want_cards, &cards, card_name);
            let (c, mut extra) = self.beyond(&discs, &want_discs, disc_name);
            let (d, extra_cards) = self.beyond(&cards, &want_cards, card_name);
            let score = a + b + c + d;
            if score == 0 {
                return;
            }
            if best.as_ref().is_none_or(|(s, ..)| score < *s) {
                missing.extend(missing_cards);
                extra.extend(extra_cards);
                best = Some((score, army.name.get(self.lang).to_owned(), missing, extra));
            }
        }
        let finding = match best {
            Some((_, closest, missing, extra)) => Finding::NotAnIntroductoryArmy {
                closest: Some(closest),
                missing: missing.join(", "),
                extra: extra.join(", "),
            },
            None => Finding::NotAnIntroductoryArmy {
                closest: None,
                missing: String::new(),
                extra: String::new(),
            },
        };
        self.push(finding, String::new());
    }
}
