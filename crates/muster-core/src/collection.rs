//! "Can I field this?": what a list needs from a player's collection, what the player owns,
//! and a finding per shortfall in the same diagnostic shape as the rules.
//!
//! Each game says what a list needs (`Game::needs`: RuneWars counts unit trays and upgrade
//! cards) and which kinds of item exist; this module compares needs with what is owned.
//! Boxes are expanded into their contents before the comparison.

use crate::diagnostic::{Diagnostic, Severity};
use crate::lang::Lang;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// The code of every shortfall finding.
pub const SHORT: &str = "collection.short";

/// A kind of owned item within a game, with its words for the user.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ItemKind {
    /// The id stored in the collection (`unit`, `upgrade`, `box`).
    pub id: &'static str,
    /// What one counted item is, in English ("tray").
    pub one_en: &'static str,
    /// The same in Spanish ("bandeja").
    pub one_es: &'static str,
    /// What one counted item is, plural, in English ("trays").
    pub unit_en: &'static str,
    /// The same in Spanish ("bandejas").
    pub unit_es: &'static str,
}

impl ItemKind {
    /// The counted unit in `lang`, singular for a count of one.
    pub fn unit(&self, lang: Lang, count: u32) -> &'static str {
        match count {
            1 => lang.pick(self.one_en, self.one_es),
            _ => lang.pick(self.unit_en, self.unit_es),
        }
    }
}

/// A box or expansion: the kind `box`, expanded into its contents when owned.
pub const BOX: ItemKind = ItemKind {
    id: "box",
    one_en: "box",
    one_es: "caja",
    unit_en: "boxes",
    unit_es: "cajas",
};

/// One thing a list needs: `count` of `item` of `kind`, first needed at `path`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Need {
    /// The kind of item.
    pub kind: ItemKind,
    /// The item id (a catalogue id).
    pub item: String,
    /// The item's name, in the language of the report.
    pub name: String,
    /// How many the list needs.
    pub count: u32,
    /// JSON pointer of the first place in the list that needs it.
    pub path: String,
}

/// Adds `count` of an item to a list of needs, keeping the first path.
pub fn add_need(
    needs: &mut Vec<Need>,
    kind: ItemKind,
    item: &str,
    name: &str,
    count: u32,
    path: impl FnOnce() -> String,
) {
    match needs.iter_mut().find(|n| n.kind == kind && n.item == item) {
        Some(need) => need.count += count,
        None => needs.push(Need {
            kind,
            item: item.to_owned(),
            name: name.to_owned(),
            count,
            path: path(),
        }),
    }
}

/// One line of a collection as stored: `count` of `item` of kind `kind` in `game`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "CollectionEntry"))]
pub struct Owned {
    /// The game id.
    pub game: String,
    /// The kind id (`unit`, `upgrade`, `box`…).
    pub kind: String,
    /// The item id.
    pub item: String,
    /// How many.
    pub count: u32,
}

impl Owned {
    /// A line from its parts.
    pub fn new(
        game: impl Into<String>,
        kind: impl Into<String>,
        item: impl Into<String>,
        count: u32,
    ) -> Self {
        Owned {
            game: game.into(),
            kind: kind.into(),
            item: item.into(),
            count,
        }
    }
}

/// What one box holds, as counts of items of other kinds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct BoxContents {
    /// The box id.
    pub id: String,
    /// What is inside: (kind id, item id, count).
    pub contents: Vec<BoxItem>,
    /// Where the contents come from.
    pub source: String,
}

/// One line of a box's contents.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct BoxItem {
    /// The kind id.
    pub kind: String,
    /// The item id.
    pub item: String,
    /// How many.
    pub count: u32,
}

/// What a player owns in one game, with boxes expanded into their contents.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Collection {
    /// kind → item → count; nested so lookups borrow `&str` without allocating.
    counts: HashMap<String, HashMap<String, u32>>,
}

impl Collection {
    /// Builds the collection of `game` from stored lines, expanding owned boxes with
    /// `boxes`. A box nobody describes counts only as itself.
    pub fn new<'a>(
        game: &str,
        owned: impl IntoIterator<Item = &'a Owned>,
        boxes: &[BoxContents],
    ) -> Self {
        let mut counts: HashMap<String, HashMap<String, u32>> = HashMap::new();
        let mut add = |kind: &str, item: &str, count: u32| {
            let slot = counts
                .entry(kind.to_owned())
                .or_default()
                .entry(item.to_owned())
                .or_default();
            *slot = slot.saturating_add(count);
        };
        for line in owned.into_iter().filter(|o| o.game == game) {
            add(&line.kind, &line.item, line.count);
            if line.kind == BOX.id {
                if let Some(contents) = boxes.iter().find(|b| b.id == line.item) {
                    for inside in &contents.contents {
                        add(
                            &inside.kind,
                            &inside.item,
                            inside.count.saturating_mul(line.count),
                        );
                    }
                }
            }
        }
        Collection { counts }
    }

    /// True when the player owns anything of this game (a count above zero).
    pub fn owns_anything(&self) -> bool {
        self.counts
            .values()
            .any(|items| items.values().any(|n| *n > 0))
    }

    /// How many of `item` of `kind` the player owns.
    pub fn owned(&self, kind: &str, item: &str) -> u32 {
        self.counts
            .get(kind)
            .and_then(|items| items.get(item))
            .copied()
            .unwrap_or(0)
    }
}

/// A finding per need the collection does not cover, as warnings citing `rule`.
pub fn shortfalls(
    needs: &[Need],
    collection: &Collection,
    rule: &'static str,
    lang: Lang,
) -> Vec<Diagnostic> {
    needs
        .iter()
        .filter_map(|need| {
            let owned = collection.owned(need.kind.id, &need.item);
            (owned < need.count).then(|| {
                let (name, needed, short) = (&need.name, need.count, need.count - owned);
                let (owned_unit, short_unit) =
                    (need.kind.unit(lang, owned), need.kind.unit(lang, short));
                Diagnostic {
                    code: SHORT,
                    severity: Severity::Warning,
                    rule,
                    path: need.path.clone(),
                    message: match lang {
                        Lang::En => {
                            format!(
                                "{name}: you own {owned} {owned_unit}, the list needs {needed}."
                            )
                        }
                        Lang::Es => {
                            format!(
                                "{name}: tienes {owned} {owned_unit}, la lista necesita {needed}."
                            )
                        }
                    },
                    help: match lang {
                        Lang::En => format!(
                            "Add {short} {short_unit} of {name} to your collection, or change the list."
                        ),
                        Lang::Es => format!(
                            "Añade {short} {short_unit} de {name} a tu colección o cambia la lista."
                        ),
                    },
                    waits_for: Default::default(),
                }
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TRAYS: ItemKind = ItemKind {
        id: "unit",
        one_en: "tray",
        one_es: "bandeja",
        unit_en: "trays",
        unit_es: "bandejas",
    };

    fn owned(kind: &str, item: &str, count: u32) -> Owned {
        Owned {
            game: "g".into(),
            kind: kind.into(),
            item: item.into(),
            count,
        }
    }

    #[test]
    fn needs_add_up_and_keep_the_first_place() {
        let mut needs = Vec::new();
        add_need(&mut needs, TRAYS, "spearmen", "Spearmen", 9, || {
            "/units/0".into()
        });
        add_need(&mut needs, TRAYS, "spearmen", "Spearmen", 4, || {
            "/units/3".into()
        });
        assert_eq!(needs.len(), 1);
        assert_eq!((needs[0].count, needs[0].path.as_str()), (13, "/units/0"));
    }

    #[test]
    fn a_shortfall_names_the_item_what_is_owned_and_what_is_needed() {
        let mut needs = Vec::new();
        add_need(&mut needs, TRAYS, "spearmen", "Spearmen", 9, || {
            "/units/0".into()
        });
        let collection = Collection::new("g", &[owned("unit", "spearmen", 6)], &[]);
        let found = shortfalls(&needs, &collection, "g:R-1", Lang::En);
        assert_eq!(found.len(), 1);
        let d = &found[0];
        assert_eq!(
            (d.code, d.severity, d.rule, d.path.as_str()),
            (SHORT, Severity::Warning, "g:R-1", "/units/0")
        );
        assert!(
            d.message.contains("own 6 trays") && d.message.contains("needs 9"),
            "{}",
            d.message
        );
        assert!(d.help.contains("Add 3 trays"), "{}", d.help);
        let es = shortfalls(&needs, &collection, "g:R-1", Lang::Es);
        assert!(
            es[0].message.contains("tienes 6 bandejas"),
            "{}",
            es[0].message
        );

        let enough = Collection::new("g", &[owned("unit", "spearmen", 9)], &[]);
        assert!(shortfalls(&needs, &enough, "g:R-1", Lang::En).is_empty());
    }

    #[test]
    fn owned_boxes_expand_into_their_contents_and_other_games_are_ignored() {
        let core = BoxContents {
            id: "starter".into(),
            contents: vec![BoxItem {
                kind: "unit".into(),
                item: "spearmen".into(),
                count: 4,
            }],
            source: "test fixture".into(),
        };
        let mut other_game = owned("unit", "spearmen", 50);
        other_game.game = "other".into();
        let lines = [
            owned("box", "starter", 2),
            owned("unit", "spearmen", 1),
            other_game,
        ];
        let collection = Collection::new("g", &lines, &[core]);
        assert_eq!(collection.owned("unit", "spearmen"), 9);
        assert_eq!(collection.owned("box", "starter"), 2);
        assert_eq!(collection.owned("upgrade", "shield-wall"), 0);
    }
}
