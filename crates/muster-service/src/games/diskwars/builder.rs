//! The Diskwars catalogue as the builder and the collection page show it: every value the
//! rulebook states with its source, every other value `null` (unknown, never guessed), the
//! pre-built regiments, the introductory armies and the boxes.

use super::super::Named;
use muster_core::games::diskwars::{
    BoxTotal, Catalog, CommandCard, Disc, DiscKind, Doubt, GameBox, Hints, Known, RegimentEntry,
    Restriction, Size, Strategy,
};
use muster_core::Lang;
use serde::Serialize;

/// A value the data states: the value, where it is stated, whether the player entered it or
/// it comes from community data, and why that is doubtful. An unknown value is `null` in
/// its place.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "DiskwarsValueView"))]
pub struct ValueView<T> {
    /// The value.
    pub value: T,
    /// Where it is stated, in the player's language and without the prefix saying whose it
    /// is (`user` and `community` say that): `rulebook p.17`, `reglamento p. 17`.
    pub source: String,
    /// Entered by the player rather than shipped.
    pub user: bool,
    /// Taken from community data, not the rulebook: the player's own disc may replace it.
    pub community: bool,
    /// Why a community value is doubtful (it then never makes a list illegal on its own).
    pub doubt: Option<Doubt>,
    /// For a community value, what only someone checking it needs (repository, commit,
    /// file and line), shown behind "Details"; null otherwise.
    pub details: Option<String>,
}

/// The value's view, its source in `lang` (`Catalog::source_words`).
fn known<T: Clone>(
    value: &Option<Known<T>>,
    catalog: &Catalog,
    lang: Lang,
) -> Option<ValueView<T>> {
    value.as_ref().map(|k| ValueView {
        value: k.value.clone(),
        source: catalog.source_words(&k.source, lang),
        user: k.is_users(),
        community: k.is_community(),
        doubt: k.doubt,
        details: catalog.source_details(&k.source),
    })
}

/// A race and the faction it belongs to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "DiskwarsRaceView"))]
pub struct RaceView {
    /// `chaos`, `orcs`…
    pub id: String,
    /// Its name.
    pub name: String,
    /// The faction id (`order`, `destruction`).
    pub faction: String,
}

/// A disc's printed stats, each known or `null`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "DiskwarsStatsView"))]
pub struct StatsView {
    /// Movement.
    pub movement: Option<ValueView<u8>>,
    /// Attack strength.
    pub attack: Option<ValueView<u8>>,
    /// Counterattack strength.
    pub counterattack: Option<ValueView<u8>>,
    /// Toughness.
    pub toughness: Option<ValueView<u8>>,
    /// Vigor.
    pub vigor: Option<ValueView<u8>>,
}

/// A hero or unit disc.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "DiskwarsDiscView"))]
#[serde(rename_all = "camelCase")]
pub struct DiscView {
    /// Its id.
    pub id: String,
    /// Its name (the Spanish one where no English name is known).
    pub name: String,
    /// `hero` or `unit`.
    pub kind: DiscKind,
    /// The race id.
    pub race: Option<ValueView<String>>,
    /// `small`, `medium` or `large`.
    pub size: Option<ValueView<Size>>,
    /// Unique.
    pub unique: Option<ValueView<bool>>,
    /// Elite.
    pub elite: Option<ValueView<bool>>,
    /// A hero's recruitment points.
    pub recruitment_points: Option<ValueView<u32>>,
    /// A hero's command value.
    pub command: Option<ValueView<u32>>,
    /// A unit's recruitment cost.
    pub cost: Option<ValueView<u32>>,
    /// The printed stats.
    pub stats: StatsView,
    /// Readings that are not values (what the digest read off a figure), by field, for a
    /// player checking their own disc; never used as a value.
    pub hints: Hints,
}

/// A command card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "DiskwarsCommandCardView"))]
pub struct CommandCardView {
    /// Its id.
    pub id: String,
    /// Its title.
    pub name: String,
    /// `bold`, `direct`, `cunning` or `slow`.
    pub strategy: Option<ValueView<Strategy>>,
    /// Its activation value.
    pub value: Option<ValueView<u8>>,
    /// `none`, `order-only` or `destruction-only`.
    pub restriction: Option<ValueView<Restriction>>,
    /// Readings that are not values, by field.
    pub hints: Hints,
}

/// Copies of one disc.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "DiskwarsEntryView"))]
pub struct EntryView {
    /// The disc id.
    pub disc: String,
    /// How many.
    pub count: u8,
}

/// A pre-built regiment of the rulebook.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "DiskwarsPreBuiltRegimentView"))]
#[serde(rename_all = "camelCase")]
pub struct PreBuiltRegimentView {
    /// Its id.
    pub id: String,
    /// The hero's disc id.
    pub hero: String,
    /// The units it recruits.
    pub units: Vec<EntryView>,
    /// The command cards it brings.
    pub command_cards: Vec<String>,
}

/// An introductory army of the rulebook.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "DiskwarsIntroductoryArmyView"))]
#[serde(rename_all = "camelCase")]
pub struct IntroductoryArmyView {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Its discs, hero included.
    pub discs: Vec<EntryView>,
    /// Its hand of command cards.
    pub command_cards: Vec<String>,
}

/// `diskwars_catalog`'s answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct DiskwarsCatalogView {
    /// Order and Destruction.
    pub factions: Vec<Named>,
    /// The races.
    pub races: Vec<RaceView>,
    /// Heroes and units.
    pub discs: Vec<DiscView>,
    /// Command cards.
    pub command_cards: Vec<CommandCardView>,
    /// The pre-built regiments.
    pub pre_built_regiments: Vec<PreBuiltRegimentView>,
    /// The introductory armies.
    pub introductory_armies: Vec<IntroductoryArmyView>,
    /// The boxes, as the collection page shows them.
    pub boxes: Vec<DiskwarsBoxView>,
    /// Where the community values come from, for whoever opens "Details" (repository,
    /// commit, file: `CommunityReference::details`); null when none is taken.
    pub community_details: Option<String>,
}

fn entries(entries: &[RegimentEntry]) -> Vec<EntryView> {
    entries
        .iter()
        .map(|e| EntryView {
            disc: e.disc.clone(),
            count: e.count,
        })
        .collect()
}

fn disc_view(disc: &Disc, catalog: &Catalog, lang: Lang) -> DiscView {
    DiscView {
        id: disc.id.clone(),
        name: disc.name.get(lang).to_owned(),
        kind: disc.kind,
        race: known(&disc.race, catalog, lang),
        size: known(&disc.size, catalog, lang),
        unique: known(&disc.unique, catalog, lang),
        elite: known(&disc.elite, catalog, lang),
        recruitment_points: known(&disc.recruitment_points, catalog, lang),
        command: known(&disc.command, catalog, lang),
        cost: known(&disc.cost, catalog, lang),
        stats: StatsView {
            movement: known(&disc.stats.movement, catalog, lang),
            attack: known(&disc.stats.attack, catalog, lang),
            counterattack: known(&disc.stats.counterattack, catalog, lang),
            toughness: known(&disc.stats.toughness, catalog, lang),
            vigor: known(&disc.stats.vigor, catalog, lang),
        },
        hints: disc.hints.clone(),
    }
}

fn card_view(card: &CommandCard, catalog: &Catalog, lang: Lang) -> CommandCardView {
    CommandCardView {
        id: card.id.clone(),
        name: card.name.get(lang).to_owned(),
        strategy: known(&card.strategy, catalog, lang),
        value: known(&card.value, catalog, lang),
        restriction: known(&card.restriction, catalog, lang),
        hints: card.hints.clone(),
    }
}

/// The catalogue as the builder shows it, names in `lang`.
pub(crate) fn catalog_view(catalog: &Catalog, lang: Lang) -> DiskwarsCatalogView {
    DiskwarsCatalogView {
        factions: catalog
            .factions()
            .iter()
            .map(|f| Named {
                id: f.id.clone(),
                name: f.name.get(lang).to_owned(),
            })
            .collect(),
        races: catalog
            .races()
            .iter()
            .map(|r| RaceView {
                id: r.id.clone(),
                name: r.name.get(lang).to_owned(),
                faction: r.faction.clone(),
            })
            .collect(),
        discs: catalog
            .discs()
            .iter()
            .map(|d| disc_view(d, catalog, lang))
            .collect(),
        command_cards: catalog
            .command_cards()
            .iter()
            .map(|c| card_view(c, catalog, lang))
            .collect(),
        pre_built_regiments: catalog
            .pre_built_regiments()
            .iter()
            .map(|r| PreBuiltRegimentView {
                id: r.id.clone(),
                hero: r.hero.clone(),
                units: entries(&r.units),
                command_cards: r.command_cards.clone(),
            })
            .collect(),
        introductory_armies: catalog
            .introductory_armies()
            .iter()
            .map(|a| IntroductoryArmyView {
                id: a.id.clone(),
                name: a.name.get(lang).to_owned(),
                discs: entries(&a.discs),
                command_cards: a.command_cards.clone(),
            })
            .collect(),
        boxes: diskwars_boxes(catalog, lang),
        community_details: catalog.parts().community.as_ref().map(|r| r.details()),
    }
}

/// One line of what a Diskwars box holds, named in the requested language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct DiskwarsBoxLine {
    /// `disc`, `command-card`, `deployment-card`, `terrain` or `scenario-card`.
    pub kind: String,
    /// The catalogue id.
    pub item: String,
    /// Its name (the id when the catalogue has no such item).
    pub name: String,
    /// How many.
    pub count: u32,
}

/// A Diskwars box as `diskwars_catalog` gives it: what it holds per item where the
/// rulebook says so, whether that is all of it, and the totals the rulebook states.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct DiskwarsBoxView {
    /// `core-set`.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The items owning the box counts as owning.
    pub contents: Vec<DiskwarsBoxLine>,
    /// False when `contents` does not account for everything in the box: the core set's
    /// rulebook counts its discs by size, never by disc, so the player counts their own.
    pub contents_complete: bool,
    /// Totals by kind of component (`small-discs`, `command-cards`…) with their source.
    pub totals: Vec<BoxTotal>,
    /// Where the rulebook lists the contents.
    pub source: String,
}

fn diskwars_item_name(catalog: &Catalog, kind: &str, item: &str, lang: Lang) -> String {
    let name = match kind {
        "disc" => catalog.disc(item).map(|d| &d.name),
        "command-card" => catalog.command_card(item).map(|c| &c.name),
        "deployment-card" => catalog.deployment_card(item).map(|c| &c.name),
        "terrain" => catalog.terrain_by_id(item).map(|t| &t.name),
        "scenario-card" => catalog.scenario_card(item).map(|c| &c.name),
        _ => None,
    };
    name.map_or_else(|| item.to_owned(), |n| n.get(lang).to_owned())
}

fn diskwars_box_view(catalog: &Catalog, game_box: &GameBox, lang: Lang) -> DiskwarsBoxView {
    DiskwarsBoxView {
        id: game_box.id.clone(),
        name: game_box.name.get(lang).to_owned(),
        contents: game_box
            .contents
            .iter()
            .map(|line| DiskwarsBoxLine {
                kind: line.kind.clone(),
                item: line.item.clone(),
                name: diskwars_item_name(catalog, &line.kind, &line.item, lang),
                count: line.count,
            })
            .collect(),
        contents_complete: game_box.contents_complete,
        totals: game_box.totals.clone(),
        source: game_box.source.clone(),
    }
}

/// The Diskwars boxes of the catalogue, names in `lang` (part of `diskwars_catalog`).
pub(crate) fn diskwars_boxes(catalog: &Catalog, lang: Lang) -> Vec<DiskwarsBoxView> {
    catalog
        .boxes()
        .iter()
        .map(|b| diskwars_box_view(catalog, b, lang))
        .collect()
}
