//! The deck as printed, by type (objectives, ploys, upgrades, plot), and the sorting of the
//! list's cards that the plain text shares.

use super::fighters::runemark_name;
use super::not_in_data;
use crate::games::underworlds::catalog::{Card, CardKind, Catalog, Deck};
use crate::games::underworlds::list::UnderworldsList;
use crate::games::underworlds::totals::find_card;
use crate::lang::Lang;
use crate::sheet::{or_unknown, SheetEntry, SheetGroup};

/// A card id of the list with the deck and card it names (`None` when no deck has it).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Placed<'a> {
    /// The id as the list gives it.
    pub(crate) id: &'a str,
    /// The deck and card, looked up with [`find_card`].
    pub(crate) found: Option<(&'a Deck, &'a Card)>,
}

/// The list's cards as printed: the objective deck in list order, then the power deck's
/// ploys and upgrades, each in list order, then the power cards that are neither (an id no
/// deck has, an objective put among the power cards).
#[derive(Debug, Default)]
pub(crate) struct Sections<'a> {
    /// The objective deck, every card of it.
    pub(crate) objectives: Vec<Placed<'a>>,
    /// The ploys of the power deck.
    pub(crate) ploys: Vec<Placed<'a>>,
    /// The upgrades of the power deck.
    pub(crate) upgrades: Vec<Placed<'a>>,
    /// The rest of the power deck.
    pub(crate) other_power: Vec<Placed<'a>>,
}

/// Sorts the list's cards into [`Sections`].
pub(crate) fn sections<'a>(list: &'a UnderworldsList, catalog: &'a Catalog) -> Sections<'a> {
    let place = |id: &'a String| Placed {
        id,
        found: find_card(list, catalog, id),
    };
    let mut sections = Sections {
        objectives: list.objectives.iter().map(place).collect(),
        ..Sections::default()
    };
    for placed in list.power.iter().map(place) {
        match placed.found.map(|(_, card)| card.kind) {
            Some(CardKind::Ploy) => sections.ploys.push(placed),
            Some(CardKind::Upgrade) => sections.upgrades.push(placed),
            _ => sections.other_power.push(placed),
        }
    }
    sections
}

/// The heading of a kind's cards: `Objectives`, `Ardides`, `Upgrades`.
pub(crate) fn kind_heading(kind: CardKind, lang: Lang) -> &'static str {
    match kind {
        CardKind::Objective => lang.pick("Objectives", "Objetivos"),
        CardKind::Ploy => lang.pick("Ploys", "Ardides"),
        CardKind::Upgrade => lang.pick("Upgrades", "Mejoras"),
    }
}

/// The heading of the power cards that are neither ploys nor upgrades.
pub(crate) fn other_power_heading(lang: Lang) -> &'static str {
    lang.pick("Other power cards", "Otras cartas de poder")
}

/// What a player reads beside a card's name: `surge` for a surge objective or ploy, and
/// the glory value of an objective or upgrade (unknown when the data does not give it;
/// a ploy's only when stated).
pub(crate) fn card_marks(card: &Card, lang: Lang) -> Vec<String> {
    let mut marks = Vec::new();
    if card.surge {
        marks.push(lang.pick("surge", "súbita").to_owned());
    }
    if card.kind != CardKind::Ploy || card.glory.is_some() {
        marks.push(format!(
            "{} {}",
            lang.pick("glory", "gloria"),
            or_unknown(card.glory)
        ));
    }
    marks
}

/// The deck's groups, by type, then the plot cards of the chosen decks; an empty section
/// prints nothing.
pub(super) fn groups(list: &UnderworldsList, catalog: &Catalog, lang: Lang) -> Vec<SheetGroup> {
    let s = sections(list, catalog);
    let several = list.decks.len() > 1;
    let mut groups = Vec::new();
    for (heading, cards, expected) in [
        (
            kind_heading(CardKind::Objective, lang),
            &s.objectives,
            Some(CardKind::Objective),
        ),
        (
            kind_heading(CardKind::Ploy, lang),
            &s.ploys,
            Some(CardKind::Ploy),
        ),
        (
            kind_heading(CardKind::Upgrade, lang),
            &s.upgrades,
            Some(CardKind::Upgrade),
        ),
        (other_power_heading(lang), &s.other_power, None),
    ] {
        if cards.is_empty() {
            continue;
        }
        groups.push(SheetGroup {
            title: Some(format!("{heading} ({})", cards.len())),
            entries: cards
                .iter()
                .map(|placed| card_entry(list, placed, expected, several, lang))
                .collect(),
            subtotal: None,
            compact: true,
        });
    }
    let plots: Vec<SheetEntry> = list
        .decks
        .iter()
        .filter_map(|id| catalog.deck(id))
        .filter_map(|deck| {
            deck.plot.as_ref().map(|plot| SheetEntry {
                name: plot.name.get(lang).to_owned(),
                detail: deck.name.get(lang).to_owned(),
                cost: None,
                items: Vec::new(),
            })
        })
        .collect();
    if !plots.is_empty() {
        let title = match plots.len() {
            1 => lang.pick("Plot card", "Carta de trama"),
            _ => lang.pick("Plot cards", "Cartas de trama"),
        };
        groups.push(SheetGroup {
            title: Some(title.to_owned()),
            entries: plots,
            subtotal: None,
            compact: false,
        });
    }
    groups
}

/// A card's entry: its name, surge and glory, the runemark it is limited to, its kind when
/// the section is not its kind's, and its deck when the list names several or not this one.
fn card_entry(
    list: &UnderworldsList,
    placed: &Placed<'_>,
    expected: Option<CardKind>,
    several: bool,
    lang: Lang,
) -> SheetEntry {
    let Some((deck, card)) = placed.found else {
        return SheetEntry {
            name: placed.id.to_owned(),
            detail: not_in_data(lang).to_owned(),
            cost: None,
            items: Vec::new(),
        };
    };
    let mut detail = Vec::new();
    if expected != Some(card.kind) {
        detail.push(card.kind.name(lang).to_owned());
    }
    detail.extend(card_marks(card, lang));
    if let Some(mark) = &card.runemark {
        detail.push(format!(
            "{}: {}",
            lang.pick("Runemark", "Runa"),
            runemark_name(mark, lang)
        ));
    }
    if several || !list.decks.contains(&deck.id) {
        detail.push(deck.name.get(lang).to_owned());
    }
    SheetEntry {
        name: card.name.get(lang).to_owned(),
        detail: detail.join(" · "),
        cost: None,
        items: Vec::new(),
    }
}
