//! A unit's card as a player reads it beside a list, a catalogue or a match ([`UnitCard`]):
//! any game's characteristics, weapons, keywords and ability names, every value with the
//! source it comes from, in words. Each game fills one from its own data
//! (`Served::unit_card`, `crate::games::<game>::card`) with a [`CardWriter`], so the card's
//! shape and the way a source is worded are the same in every game.

use crate::error::AppError;
use muster_core::community::CommunityReference;
use muster_core::Lang;
use serde::Serialize;

/// The error of a card asked for a `what` (`RuneWars unit`, `fighter of the-emberwatch`)
/// the data has no `wanted` of: `args.invalid` naming it and the nearest of `known`.
pub fn unknown_unit<'a>(
    what: &str,
    wanted: &str,
    known: impl Iterator<Item = &'a str>,
) -> AppError {
    let nearest = muster_core::closest(wanted, known)
        .map(|id| format!("; did you mean '{id}'?"))
        .unwrap_or_default();
    AppError::args(format!("no {what} '{wanted}'{nearest}"))
}

/// `unit_card`'s answer: a warscroll, a RuneWars unit, a Diskwars disc or an Underworlds
/// fighter, in the reader's language. A value no source gives is in its place with a null
/// `value` (and named in `unknown`), never guessed; an empty section is an empty list.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct UnitCard {
    /// The unit's name.
    pub name: String,
    /// What it is, in short parts the window joins (its faction, its role, its cost).
    pub subtitle: Vec<String>,
    /// Its characteristics, in the card's order.
    pub characteristics: Vec<Stat>,
    /// Its weapons, in the card's order (none where the data has none).
    pub weapons: Vec<WeaponRow>,
    /// Its keywords (Age of Sigmar's, Diskwars' traits and keywords, Underworlds' runemarks,
    /// RuneWars' upgrade slots).
    pub keywords: Vec<CardTag>,
    /// Its abilities by name only: never their text.
    pub abilities: Vec<CardTag>,
    /// Where the values come from, each once; a value names its own by index.
    pub sources: Vec<CardSource>,
    /// What no source gives, in words (`Counterattack`, `Ranged attack: range`): the values
    /// shown with a null `value`.
    pub unknown: Vec<String>,
    /// What a source marks as doubtful, in words: a player checks it on their own piece.
    pub doubts: Vec<String>,
}

/// One characteristic: its name, its value as printed, and where it is stated.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "CardStat"))]
pub struct Stat {
    /// The characteristic's name (`Move`, `Movimiento`).
    pub label: String,
    /// Its value as the card writes it (`5"`, `3+`, `2 shield`); null when no source gives it.
    pub value: Option<String>,
    /// The index in the card's `sources` of where it is stated; null with an unknown value.
    pub source: Option<usize>,
    /// The heading it is shown under (Underworlds' inspired side, a RuneWars tray
    /// configuration); null for the unit's own characteristics.
    pub group: Option<String>,
}

/// One weapon: its name, melee or ranged, and its numbers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct WeaponRow {
    /// Its name; null where the data names none (the window then names it by its kind).
    pub name: Option<String>,
    /// A ranged weapon (else melee).
    pub ranged: bool,
    /// Its numbers (`Range`, `Dice`, `Damage`…), each with its source.
    pub stats: Vec<Stat>,
    /// Its abilities by name only.
    pub abilities: Vec<String>,
    /// The heading it is shown under (Underworlds' inspired side); null otherwise.
    pub group: Option<String>,
}

/// A keyword or an ability's name, with where it is stated.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct CardTag {
    /// The name as the player reads it (`HERO`, `Acometida 2`, `Leader`).
    pub name: String,
    /// The index in the card's `sources` of where it is stated.
    pub source: usize,
}

/// Where some of a card's values come from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
pub struct CardSource {
    /// What the source is, as a player reads it (`Community BattleScribe data, by BSData`,
    /// `rulebook p. 17`, a community list and its date): no repository, commit or id.
    pub said: String,
    /// Community data not checked against the printed pieces (a value the player enters
    /// from their own piece replaces it).
    pub community: bool,
    /// The player's own value or record.
    pub user: bool,
    /// What only someone checking the source needs (the repository, the commit, the file,
    /// the entry's id), shown behind "Details"; null when there is nothing more to say.
    pub details: Option<String>,
}

impl CardSource {
    /// A source said in `said`, with nothing behind "Details".
    pub fn plain(said: impl Into<String>) -> Self {
        CardSource {
            said: said.into(),
            community: false,
            user: false,
            details: None,
        }
    }

    /// Data a Muster importer made from a community repository at one commit (BattleScribe
    /// data when `battlescribe`), as the About section says it: who made it; the repository,
    /// the commit and `more` (the file and the entry) behind "Details".
    pub fn community_data(
        repository: &str,
        commit: &str,
        battlescribe: bool,
        more: &str,
        lang: Lang,
    ) -> Self {
        let by = repository
            .split_once('/')
            .map_or(repository, |(owner, _)| owner);
        let said = match (battlescribe, lang) {
            (true, Lang::En) => format!("Community BattleScribe data, by {by}"),
            (true, Lang::Es) => format!("Datos de BattleScribe de la comunidad, de {by}"),
            (false, Lang::En) => format!("Community data, by {by}"),
            (false, Lang::Es) => format!("Datos de la comunidad, de {by}"),
        };
        CardSource {
            said,
            community: false,
            user: false,
            details: Some(details(
                &format!("{repository}, commit {}", short(commit)),
                more,
            )),
        }
    }

    /// Community values completing a pack (dials, disc values, fighter cards), read off the
    /// pieces by fans: what they are and their date (`CommunityReference::said`), marked
    /// unverified; the repository, commit, file and `more` behind "Details".
    pub fn community_values(reference: &CommunityReference, more: &str, lang: Lang) -> Self {
        CardSource {
            said: reference.said(lang),
            community: true,
            user: false,
            details: Some(details(&reference.details(), more)),
        }
    }

    /// The player's own record or value, `what` saying which in words.
    pub fn users(what: impl Into<String>) -> Self {
        CardSource {
            said: what.into(),
            community: false,
            user: true,
            details: None,
        }
    }
}

/// `head` and, when there is any, `more` after it.
fn details(head: &str, more: &str) -> String {
    if more.is_empty() {
        head.to_owned()
    } else {
        format!("{head}, {more}")
    }
}

/// A commit as git shortens it.
fn short(commit: &str) -> &str {
    &commit[..commit.len().min(7)]
}

/// Writes a [`UnitCard`]: each value with its source, each source once.
#[derive(Debug, Default)]
pub struct CardWriter {
    card: UnitCard,
}

impl CardWriter {
    /// A card for the unit `name`, described by `subtitle`.
    pub fn new(name: impl Into<String>, subtitle: Vec<String>) -> Self {
        CardWriter {
            card: UnitCard {
                name: name.into(),
                subtitle,
                ..UnitCard::default()
            },
        }
    }

    /// The index of `source` among the card's sources, added the first time.
    pub fn source(&mut self, source: CardSource) -> usize {
        if let Some(at) = self.card.sources.iter().position(|s| *s == source) {
            return at;
        }
        self.card.sources.push(source);
        self.card.sources.len() - 1
    }

    /// A characteristic under `group`: its value from `source`, or unknown (`None`).
    pub fn stat(
        &mut self,
        group: Option<&str>,
        label: &str,
        value: Option<(String, usize)>,
    ) -> &mut Self {
        let stat = stat(group, label, value);
        if stat.value.is_none() {
            self.card.unknown.push(unknown_words(group, label));
        }
        self.card.characteristics.push(stat);
        self
    }

    /// A weapon, its numbers each known with its source or unknown: `name` as the data has
    /// it, or else `kind` (`Melee weapon`) naming it where a value is unknown.
    pub fn weapon(
        &mut self,
        group: Option<&str>,
        name: Option<String>,
        kind: &str,
        ranged: bool,
        numbers: Vec<(&str, Option<(String, usize)>)>,
        abilities: Vec<String>,
    ) -> &mut Self {
        let stats: Vec<Stat> = (numbers.into_iter())
            .map(|(label, value)| stat(group, label, value))
            .collect();
        let missing: Vec<&str> = (stats.iter())
            .filter(|s| s.value.is_none())
            .map(|s| s.label.as_str())
            .collect();
        if !missing.is_empty() {
            let place = unknown_words(group, name.as_deref().unwrap_or(kind));
            self.card
                .unknown
                .push(format!("{place}: {}", missing.join(", ")));
        }
        self.card.weapons.push(WeaponRow {
            name,
            ranged,
            stats,
            abilities,
            group: group.map(str::to_owned),
        });
        self
    }

    /// Something no source gives that is not a characteristic of its own, in words.
    pub fn unknown(&mut self, words: impl Into<String>) -> &mut Self {
        self.card.unknown.push(words.into());
        self
    }

    /// A keyword stated by `source`.
    pub fn keyword(&mut self, name: impl Into<String>, source: usize) -> &mut Self {
        self.card.keywords.push(CardTag {
            name: name.into(),
            source,
        });
        self
    }

    /// An ability's name stated by `source`.
    pub fn ability(&mut self, name: impl Into<String>, source: usize) -> &mut Self {
        self.card.abilities.push(CardTag {
            name: name.into(),
            source,
        });
        self
    }

    /// Something a source marks as doubtful, in words.
    pub fn doubt(&mut self, words: impl Into<String>) -> &mut Self {
        let words = words.into();
        if !self.card.doubts.contains(&words) {
            self.card.doubts.push(words);
        }
        self
    }

    /// The card written.
    pub fn done(self) -> UnitCard {
        self.card
    }
}

fn stat(group: Option<&str>, label: &str, value: Option<(String, usize)>) -> Stat {
    let (value, source) = value.map_or((None, None), |(v, s)| (Some(v), Some(s)));
    Stat {
        label: label.to_owned(),
        value,
        source,
        group: group.map(str::to_owned),
    }
}

/// An unknown value's name with its heading, for the card's `unknown`.
fn unknown_words(group: Option<&str>, label: &str) -> String {
    match group {
        Some(group) => format!("{label} ({group})"),
        None => label.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use muster_core::community::Words;

    #[test]
    fn a_source_given_twice_is_listed_once() {
        let mut card = CardWriter::new("Spearmen", vec![]);
        let first = card.source(CardSource::plain("rulebook p. 17"));
        let again = card.source(CardSource::plain("rulebook p. 17"));
        let other = card.source(CardSource::users("your own disc"));
        assert_eq!((first, again, other), (0, 0, 1));
        card.stat(None, "Attack", Some(("3".into(), first)));
        card.stat(None, "Vigor", None);
        let card = card.done();
        assert_eq!(card.sources.len(), 2);
        assert_eq!(card.characteristics[1].value, None);
        assert_eq!(card.unknown, ["Vigor"]);
    }

    #[test]
    fn a_community_source_is_said_without_repository_or_commit() {
        let data = CardSource::community_data(
            "BSData/runewars",
            "98b69cf7d8a7",
            true,
            "Units.cat",
            Lang::Es,
        );
        assert_eq!(
            data.said,
            "Datos de BattleScribe de la comunidad, de BSData"
        );
        assert_eq!(
            data.details.as_deref(),
            Some("BSData/runewars, commit 98b69cf, Units.cat")
        );
        let reference = CommunityReference {
            what: Words {
                en: "a fan's dial list".into(),
                es: "la lista de diales de un aficionado".into(),
            },
            repository: "someone/dials".into(),
            commit: "0123456789".into(),
            date: Some("2017-10-29".into()),
            file: None,
        };
        let values = CardSource::community_values(&reference, "Spearmen.java", Lang::En);
        assert_eq!(values.said, "a fan's dial list, 2017-10-29");
        assert!(values.community && !values.said.contains("someone"));
        assert_eq!(
            values.details.as_deref(),
            Some("someone/dials, commit 0123456, Spearmen.java")
        );
    }
}
