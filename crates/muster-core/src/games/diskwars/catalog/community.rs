//! Values the community has written down for the pack's discs (`data/diskwars/community.json`,
//! made by `muster import diskwars-community` from a fan-made regiment builder's disc
//! tables), and how they join the rulebook's pack: a community value fills a value the
//! rulebook leaves unknown, marked `community:` wherever it is shown; a value the rulebook
//! states wins (a disagreement is kept in its source, so the player sees it); a doubtful
//! value is marked with its [`Doubt`] and never makes a list illegal on its own
//! ([`Catalog::without_doubtful`]).

use super::{Catalog, CatalogError, Known, Size};
use crate::collection::BoxItem;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The prefix of the `source` of a value taken from community data.
pub const COMMUNITY_SOURCE: &str = "community:";

/// The format line of `community.json`.
pub const COMMUNITY_FORMAT: &str = "muster-diskwars-community/1";

/// Why a community value is doubtful: shown beside it, and the reason it never makes a list
/// illegal on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "DiskwarsDoubt"))]
#[serde(rename_all = "kebab-case")]
pub enum Doubt {
    /// The community's disc was matched to the pack's by another name (a spelling or a
    /// translation the reference's notes give), not by the same name.
    Alias,
    /// Matched only by a probable alias: nothing but its copies ties the two names.
    ProbableAlias,
    /// The reading of the rulebook's picture that the digest gives says otherwise.
    HintDisagrees,
    /// The rulebook's own regiments use more copies than the community's count.
    RegimentsUseMore,
}

impl Doubt {
    /// Why, in the reader's language.
    pub fn words(self, lang: Lang) -> &'static str {
        match self {
            Doubt::Alias => lang.pick(
                "doubtful: the community list names this disc differently",
                "dudoso: la lista de la comunidad llama a este disco de otra forma",
            ),
            Doubt::ProbableAlias => lang.pick(
                "doubtful: matched to the community list by a probable name only",
                "dudoso: emparejado con la lista de la comunidad solo por un nombre probable",
            ),
            Doubt::HintDisagrees => lang.pick(
                "doubtful: the rulebook's picture reads otherwise",
                "dudoso: la imagen del reglamento se lee de otra forma",
            ),
            Doubt::RegimentsUseMore => lang.pick(
                "doubtful: the rulebook's regiments use more copies",
                "dudoso: los regimientos del reglamento usan más copias",
            ),
        }
    }
}

/// How a community disc was matched to the pack's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Matched {
    /// The same English name.
    Name,
    /// Another spelling or a translation of the name.
    Alias,
    /// A probable alias only.
    ProbableAlias,
}

pub use crate::community::CommunityReference;

/// The community's values for one disc of the pack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommunityDisc {
    /// The pack's disc id.
    pub id: String,
    /// The name as the community data writes it.
    pub name: String,
    /// How the names were matched.
    pub matched: Matched,
    /// The line of the community file the values are on.
    pub line: u32,
    /// Race (the community table the disc sits in).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub race: Option<String>,
    /// Size.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<Size>,
    /// Elite.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elite: Option<bool>,
    /// Recruitment cost.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost: Option<u32>,
    /// Copies in the box.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copies: Option<u32>,
    /// Doubts on single values beyond the match (`size`, `copies`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub doubts: BTreeMap<String, Doubt>,
}

/// `data/diskwars/community.json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommunityPack {
    /// [`COMMUNITY_FORMAT`].
    pub format: String,
    /// `diskwars`.
    pub game: String,
    /// How the file was made and what it holds, in a sentence (the About section's).
    pub source: String,
    /// Where the values come from.
    pub reference: CommunityReference,
    /// The box whose contents the copies are (`core-set`).
    pub copies_box: String,
    /// Per disc of the pack the community gives.
    pub discs: Vec<CommunityDisc>,
    /// The community's discs the pack does not have, by the community's names.
    pub unmatched: Vec<String>,
}

impl CommunityPack {
    /// The source of a value of `disc`, in words: the community data, the repository, the
    /// date and the line.
    pub fn source_of(&self, disc: &CommunityDisc) -> String {
        let r = &self.reference;
        let file = r
            .file
            .as_deref()
            .map(|f| format!(", {f} line {}", disc.line))
            .unwrap_or_default();
        format!(
            "{COMMUNITY_SOURCE} {} ({}{file}), not checked against the printed disc",
            r.what.en,
            r.where_from()
        )
    }
}

impl<T> Known<T> {
    /// True for a value taken from community data (its source starts with
    /// [`COMMUNITY_SOURCE`]).
    pub fn is_community(&self) -> bool {
        self.source.starts_with(COMMUNITY_SOURCE)
    }
}

/// Fills `field` from the community when the rulebook leaves it unknown; a rulebook value
/// wins, and a community value that disagrees with it is named in its source.
fn fill<T: PartialEq + Clone + Serialize>(
    field: &mut Option<Known<T>>,
    value: &Option<T>,
    source: &str,
    doubt: Option<Doubt>,
) {
    let Some(value) = value else {
        return;
    };
    match field {
        None => {
            *field = Some(Known {
                value: value.clone(),
                source: source.to_owned(),
                doubt,
            })
        }
        Some(known) if known.value != *value => {
            let said = serde_json::to_value(value)
                .ok()
                .map(|v| match v {
                    serde_json::Value::String(s) => s,
                    other => other.to_string(),
                })
                .unwrap_or_default();
            known.source = format!("{}; the community list says {said}", known.source);
        }
        Some(_) => {}
    }
}

impl Catalog {
    /// The catalogue with `community`'s values filled in where the rulebook leaves them
    /// unknown, and the copies it gives (but doubtful ones) as the contents of its box.
    pub fn with_community(&self, community: &CommunityPack) -> Result<Catalog, CatalogError> {
        let mut parts = self.parts.clone();
        parts.community = Some(community.reference.clone());
        let mut copies: Vec<BoxItem> = Vec::new();
        for (d, given) in community.discs.iter().enumerate() {
            let Some(disc) = parts.discs.iter_mut().find(|x| x.id == given.id) else {
                return Err(CatalogError {
                    path: format!("/discs/{d}/id"),
                    message: format!("no disc of the pack has the id '{}'", given.id),
                });
            };
            if let Some(race) = &given.race {
                if self.race(race).is_none() {
                    return Err(CatalogError {
                        path: format!("/discs/{d}/race"),
                        message: format!("no race of the pack has the id '{race}'"),
                    });
                }
            }
            let source = community.source_of(given);
            let matched = match given.matched {
                Matched::Name => None,
                Matched::Alias => Some(Doubt::Alias),
                Matched::ProbableAlias => Some(Doubt::ProbableAlias),
            };
            let doubt = |field: &str| given.doubts.get(field).copied().or(matched);
            fill(&mut disc.race, &given.race, &source, doubt("race"));
            fill(&mut disc.size, &given.size, &source, doubt("size"));
            fill(&mut disc.elite, &given.elite, &source, doubt("elite"));
            fill(&mut disc.cost, &given.cost, &source, doubt("cost"));
            // A doubt on the count itself keeps it out of the box (it would make a list
            // short on its own); one on the name's match does not: the discs are the same.
            if let (Some(count), None) = (given.copies, given.doubts.get("copies")) {
                copies.push(BoxItem {
                    kind: "disc".into(),
                    item: given.id.clone(),
                    count,
                });
            }
        }
        if !copies.is_empty() {
            let Some(game_box) = parts
                .boxes
                .iter_mut()
                .find(|b| b.id == community.copies_box)
            else {
                return Err(CatalogError {
                    path: "/copies_box".into(),
                    message: format!("no box of the pack has the id '{}'", community.copies_box),
                });
            };
            for item in copies {
                if !game_box
                    .contents
                    .iter()
                    .any(|c| c.kind == item.kind && c.item == item.item)
                {
                    game_box.contents.push(item);
                }
            }
            let r = &community.reference;
            game_box.source = format!(
                "{}; copies of each unit disc: {COMMUNITY_SOURCE} {} ({}), not checked \
                 against the box",
                game_box.source,
                r.what.en,
                r.where_from()
            );
        }
        Catalog::new(parts)
    }

    /// True when a value of the catalogue is marked doubtful.
    pub fn has_doubtful(&self) -> bool {
        self.parts.discs.iter().any(|d| {
            [
                d.race.as_ref().and_then(|k| k.doubt),
                d.size.as_ref().and_then(|k| k.doubt),
                d.elite.as_ref().and_then(|k| k.doubt),
                d.cost.as_ref().and_then(|k| k.doubt),
            ]
            .iter()
            .any(Option::is_some)
        })
    }

    /// The catalogue with every doubtful value unknown again: what a list is checked on
    /// when the doubtful values alone would make it illegal.
    pub fn without_doubtful(&self) -> Catalog {
        fn clear<T>(field: &mut Option<Known<T>>) {
            if field.as_ref().is_some_and(|k| k.doubt.is_some()) {
                *field = None;
            }
        }
        let mut parts = self.parts.clone();
        for disc in &mut parts.discs {
            clear(&mut disc.race);
            clear(&mut disc.size);
            clear(&mut disc.elite);
            clear(&mut disc.cost);
        }
        Catalog {
            parts,
            index: self.index.clone(),
        }
    }
}
