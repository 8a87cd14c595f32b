//! What an Underworlds data pack holds, and the indexed catalogue.
//!
//! The rulebook (digest §4.1) names the Embergard warbands and Rivals decks and very few
//! numbers; fighter cards and deck lists are printed on cards Muster does not ship. So a
//! shipped record holds the names and every value the rulebook gives, each with its source
//! (`source`), and leaves the rest unknown (`None`, JSON `null` or absent). A player enters
//! a whole warband or deck once (user data, kind `warband` or `deck`, `source` starting
//! with `user:`); a user record with a shipped record's id takes its place, so the editor
//! can start from the rulebook's names.

use crate::community::{CommunityReference, Words};
pub use crate::ids::CatalogError;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// The format tag every Underworlds pack carries.
pub const PACK_FORMAT: &str = "muster-underworlds-pack/1";

/// A name in English and, where a source gives it, in Spanish.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsName"))]
#[serde(deny_unknown_fields)]
pub struct Name {
    /// The English name.
    pub en: String,
    /// The Spanish name (the rulebook's), when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub es: Option<String>,
}

impl Name {
    /// The name in `lang`, falling back to English.
    pub fn get(&self, lang: Lang) -> &str {
        match (lang, &self.es) {
            (Lang::Es, Some(es)) => es,
            _ => &self.en,
        }
    }

    /// Its spellings, English first (what a typed list may name it by).
    pub fn spellings(&self) -> [Option<&str>; 2] {
        [Some(&self.en), self.es.as_deref()]
    }
}

/// The data pack: warbands, Rivals decks, and the legality lists of formats and seasons.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsCatalogParts"))]
#[serde(deny_unknown_fields)]
pub struct CatalogParts {
    /// Warbands (fixed rosters).
    #[serde(default)]
    pub warbands: Vec<Warband>,
    /// Rivals decks.
    #[serde(default)]
    pub decks: Vec<Deck>,
    /// Legality lists per format and season (digest V5), empty by default.
    #[serde(default)]
    pub legality: Vec<Legality>,
    /// Where the fighter cards come from when they are the community's (the pack's
    /// `reference`, read beside these parts): what the sheet's footnote names.
    #[serde(skip)]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub community: Option<CommunityReference>,
}

/// A warband: its fighters, its warscroll abilities (digest §1.1).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsWarband"))]
#[serde(deny_unknown_fields)]
pub struct Warband {
    /// Kebab-case id of the English name.
    pub id: String,
    /// The warband's name.
    pub name: Name,
    /// Where its facts come from (`rulebook L231`, `user: …`).
    pub source: String,
    /// The playstyle tag (Strike, Take and Hold, Flex, Mastery), when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub playstyle: Option<String>,
    /// The grand alliance the warband belongs to, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub alliance: Option<Alliance>,
    /// How many fighters the warband has, when a source says so even though it does not
    /// name them all (`fighters` then holds those it names).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fighter_count: Option<u8>,
    /// True when `fighters` is the whole roster; a shipped warband whose roster the
    /// rulebook does not give is `false`.
    #[serde(default = "yes")]
    pub roster_complete: bool,
    /// The fighters.
    pub fighters: Vec<Fighter>,
    /// The warscroll's abilities (front of the warscroll).
    #[serde(default)]
    pub abilities: Vec<WarscrollAbility>,
    /// The inspire condition in the player's own words, when entered.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inspire: Option<String>,
}

fn yes() -> bool {
    true
}

fn is_false(value: &bool) -> bool {
    !value
}

/// The four grand alliances of the Mortal Realms, as a warband's tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsAlliance"))]
#[serde(rename_all = "lowercase")]
pub enum Alliance {
    /// Order.
    Order,
    /// Chaos.
    Chaos,
    /// Death.
    Death,
    /// Destruction.
    Destruction,
}

impl Alliance {
    /// Every alliance, in the order players list them.
    pub const ALL: [Alliance; 4] = [
        Alliance::Order,
        Alliance::Chaos,
        Alliance::Death,
        Alliance::Destruction,
    ];

    /// The alliance's name as a player reads it.
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            Alliance::Order => lang.pick("Order", "Orden"),
            Alliance::Chaos => lang.pick("Chaos", "Caos"),
            Alliance::Death => lang.pick("Death", "Muerte"),
            Alliance::Destruction => lang.pick("Destruction", "Destrucción"),
        }
    }
}

/// One fighter and its card's two faces.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsFighter"))]
#[serde(deny_unknown_fields)]
pub struct Fighter {
    /// Kebab-case id, unique in its warband.
    pub id: String,
    /// The fighter's name.
    pub name: Name,
    /// Runemarks on its card (`leader`, `fly`, or a warband's own mark).
    #[serde(default)]
    pub runemarks: Vec<String>,
    /// The uninspired (grey) face; `None` while unknown.
    #[serde(default)]
    pub uninspired: Option<Face>,
    /// The inspired (gold) face; `None` while unknown.
    #[serde(default)]
    pub inspired: Option<Face>,
    /// What its source marks as doubtful (community values read off card images): shown
    /// to the player, and never on its own what makes a list illegal.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub doubts: Vec<Doubt>,
}

/// A value of a fighter card its source gives but a player should check on the card: the
/// community data's values are read off card images and its `SOURCE.txt` names these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsDoubt"))]
#[serde(rename_all = "kebab-case")]
pub enum Doubt {
    /// The card is tagged both leader and minion.
    LeaderAndMinion,
    /// A weapon's damage reads 0, likely a value the reading missed.
    DamageZero,
    /// Move reads 0.
    MoveZero,
    /// Health reads outside 2 to 6, the span of every other card of the data.
    HealthUnusual,
    /// The inspired face carries other runemarks than the uninspired one (the uninspired
    /// face's are kept).
    RunemarksDiffer,
}

impl Doubt {
    /// What is doubtful, as a player reads it.
    pub fn words(self, lang: Lang) -> &'static str {
        match self {
            Doubt::LeaderAndMinion => lang.pick(
                "tagged both leader and minion",
                "marcado a la vez como líder y como esbirro",
            ),
            Doubt::DamageZero => lang.pick("a weapon reads damage 0", "un arma indica daño 0"),
            Doubt::MoveZero => lang.pick("Move reads 0", "el Movimiento indica 0"),
            Doubt::HealthUnusual => lang.pick(
                "unusual Health (outside 2 to 6)",
                "Salud poco habitual (fuera de 2 a 6)",
            ),
            Doubt::RunemarksDiffer => lang.pick(
                "its inspired side has other runemarks (the uninspired side's are kept)",
                "su cara inspirada tiene otras runas (se conservan las de la no inspirada)",
            ),
        }
    }
}

/// The runemark of a warband's leader (digest V1, rulebook L756).
pub const LEADER: &str = "leader";

/// The common runemark of fighters that fly (digest §6: Volar).
pub const FLY: &str = "fly";

/// A runemark as a player reads it, in both languages: Leader and Fly by their names (digest
/// §6), any other by the words of its id (`chaos-star`: "Chaos Star"), the same in both
/// languages, as the data names it only in English.
pub fn runemark_words(mark: &str) -> Words {
    let (en, es) = match mark {
        LEADER => ("Leader".to_owned(), "Líder".to_owned()),
        FLY => ("Fly".to_owned(), "Volar".to_owned()),
        other => {
            let spelled = spelled(other);
            (spelled.clone(), spelled)
        }
    };
    Words { en, es }
}

/// An id's words, each capitalised but a small one inside (`thorns-of-the-briar-queen`:
/// "Thorns of the Briar Queen").
fn spelled(id: &str) -> String {
    id.split('-')
        .filter(|w| !w.is_empty())
        .enumerate()
        .map(|(i, word)| {
            if i > 0 && ["of", "the", "and"].contains(&word) {
                return word.to_owned();
            }
            let mut chars = word.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_uppercase().chain(chars).collect()
            })
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// How a warband's `source` names fighter cards read from the community's card list (the
/// import writes it; [`Warband::cards_from_community`] reads it).
pub const COMMUNITY_CARDS: &str = "fighters: community card list";

impl Fighter {
    /// True when the card carries the Leader runemark.
    pub fn is_leader(&self) -> bool {
        self.runemarks.iter().any(|r| r == LEADER)
    }

    /// The face shown when the fighter is (or is not) inspired.
    pub fn face(&self, inspired: bool) -> Option<&Face> {
        if inspired {
            self.inspired.as_ref()
        } else {
            self.uninspired.as_ref()
        }
    }
}

/// One face of a fighter card (digest V2).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsFace"))]
#[serde(deny_unknown_fields)]
pub struct Face {
    /// Move.
    #[serde(rename = "move")]
    pub moves: Option<u8>,
    /// Save: dice and symbol.
    pub save: Option<Save>,
    /// Health.
    pub health: Option<u8>,
    /// Bounty.
    pub bounty: Option<u8>,
    /// Weapons.
    #[serde(default)]
    pub weapons: Vec<Weapon>,
}

/// A save characteristic: a number of save dice and the symbol that succeeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsSave"))]
#[serde(deny_unknown_fields)]
pub struct Save {
    /// Save dice.
    pub dice: u8,
    /// Shield or dodge.
    pub symbol: SaveSymbol,
}

/// The symbol of a save (digest V2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsSaveSymbol"))]
#[serde(rename_all = "lowercase")]
pub enum SaveSymbol {
    /// Shield.
    Shield,
    /// Dodge.
    Dodge,
}

impl SaveSymbol {
    /// The symbol's name as a player reads it (digest §6: Escudo, Esquiva).
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            SaveSymbol::Shield => lang.pick("shield", "escudo"),
            SaveSymbol::Dodge => lang.pick("dodge", "esquiva"),
        }
    }
}

/// A weapon profile (digest V2).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsWeapon"))]
#[serde(deny_unknown_fields)]
pub struct Weapon {
    /// The weapon's name; `None` where the source names none (the community data names no
    /// weapon).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Melee or ranged.
    pub kind: WeaponKind,
    /// Range in hexes.
    pub range: u8,
    /// Attack dice.
    pub dice: u8,
    /// Hammer or swords.
    pub symbol: AttackSymbol,
    /// Damage.
    pub damage: u8,
    /// Weapon abilities.
    #[serde(default)]
    pub abilities: Vec<WeaponAbility>,
    /// The names of its abilities that are not among the rulebook's six (a warband's own,
    /// as the source spells them): names only, never their text.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_abilities: Vec<String>,
}

impl Weapon {
    /// Its name, or its kind where the source names none (`Melee weapon`).
    pub fn label(&self, lang: Lang) -> String {
        match self.name.as_deref().map(str::trim) {
            Some(name) if !name.is_empty() => name.to_owned(),
            _ => match self.kind {
                WeaponKind::Melee => lang.pick("Melee weapon", "Arma de combate").to_owned(),
                WeaponKind::Ranged => lang.pick("Ranged weapon", "Arma a distancia").to_owned(),
            },
        }
    }
}

/// Melee or ranged (rulebook L155–157).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsWeaponKind"))]
#[serde(rename_all = "lowercase")]
pub enum WeaponKind {
    /// A melee weapon.
    Melee,
    /// A ranged weapon.
    Ranged,
}

impl WeaponKind {
    /// The kind's name as a player reads it (digest §6: de combate, a distancia).
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            WeaponKind::Melee => lang.pick("melee", "combate"),
            WeaponKind::Ranged => lang.pick("ranged", "a distancia"),
        }
    }
}

/// The symbol of an attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsAttackSymbol"))]
#[serde(rename_all = "lowercase")]
pub enum AttackSymbol {
    /// Hammer.
    Hammer,
    /// Swords.
    Swords,
}

impl AttackSymbol {
    /// The symbol's name as a player reads it (digest §6: Martillo, Espadas).
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            AttackSymbol::Hammer => lang.pick("hammer", "martillo"),
            AttackSymbol::Swords => lang.pick("swords", "espadas"),
        }
    }
}

/// A weapon ability runemark, maybe critical (digest §3.5).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsWeaponAbility"))]
#[serde(deny_unknown_fields)]
pub struct WeaponAbility {
    /// `cleave`, `ensnare`, `brutal`, `grievous`, `stagger`, `grapple`.
    pub kind: WeaponAbilityKind,
    /// True when it takes effect only with a critical in the attack roll.
    #[serde(default)]
    pub critical: bool,
}

/// The weapon abilities the rulebook defines (L498–520).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsWeaponAbilityKind"))]
#[serde(rename_all = "lowercase")]
pub enum WeaponAbilityKind {
    /// Romper.
    Cleave,
    /// Apresar.
    Ensnare,
    /// Brutal.
    Brutal,
    /// Doloroso.
    Grievous,
    /// Tambalear.
    Stagger,
    /// Forcejeo.
    Grapple,
}

impl WeaponAbilityKind {
    /// The ability's name as a player reads it (digest §6; the rulebook's Spanish names).
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            WeaponAbilityKind::Cleave => lang.pick("Cleave", "Romper"),
            WeaponAbilityKind::Ensnare => lang.pick("Ensnare", "Apresar"),
            WeaponAbilityKind::Brutal => lang.pick("Brutal", "Brutal"),
            WeaponAbilityKind::Grievous => lang.pick("Grievous", "Doloroso"),
            WeaponAbilityKind::Stagger => lang.pick("Stagger", "Tambalear"),
            WeaponAbilityKind::Grapple => lang.pick("Grapple", "Forcejeo"),
        }
    }
}

/// An ability on the warband's warscroll.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsWarscrollAbility"))]
#[serde(deny_unknown_fields)]
pub struct WarscrollAbility {
    /// Kebab-case id, unique in its warband.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// The runemark a fighter needs to use it (rulebook L227–231).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub runemark: Option<String>,
    /// True when it needs generic tokens placed at muster (rulebook L241, digest V6).
    #[serde(default)]
    pub generic_tokens: bool,
    /// How many generic tokens, when it needs them and the number is known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub token_count: Option<u8>,
}

/// A Rivals deck (rulebook L163–167: 12 objectives and 20 power cards, maybe a plot card).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsDeck"))]
#[serde(deny_unknown_fields)]
pub struct Deck {
    /// Kebab-case id of the English name.
    pub id: String,
    /// The deck's name.
    pub name: Name,
    /// Where its facts come from.
    pub source: String,
    /// The playstyle tag, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub playstyle: Option<String>,
    /// The code the community card database gives the deck, which prefixes its cards'
    /// codes (`BL`), when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// True when `cards` is the whole deck; a shipped deck whose cards the rulebook does
    /// not list is `false`.
    #[serde(default = "yes")]
    pub cards_complete: bool,
    /// The deck's cards.
    pub cards: Vec<Card>,
    /// The deck's plot card, if it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plot: Option<Plot>,
}

/// A plot card (rulebook L770–772).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsPlot"))]
#[serde(deny_unknown_fields)]
pub struct Plot {
    /// Kebab-case id.
    pub id: String,
    /// Its name.
    pub name: Name,
}

/// One card of a Rivals deck.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsCard"))]
#[serde(deny_unknown_fields)]
pub struct Card {
    /// Kebab-case id of the English name, unique in its deck.
    pub id: String,
    /// Its name.
    pub name: Name,
    /// The card's code in the community card database and its deck links (`BL1`), when
    /// known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// Objective, ploy or upgrade.
    pub kind: CardKind,
    /// True for a surge objective or surge ploy.
    #[serde(default)]
    pub surge: bool,
    /// True when the card says it is Restricted (a season's legality list may cap how many
    /// restricted cards a deck holds).
    #[serde(default, skip_serializing_if = "is_false")]
    pub restricted: bool,
    /// The glory value (objectives and upgrades), when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub glory: Option<u8>,
    /// The runemark the card is limited to, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub runemark: Option<String>,
}

/// The three kinds of card (rulebook L603–610).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsCardKind"))]
#[serde(rename_all = "lowercase")]
pub enum CardKind {
    /// A gold-backed objective card.
    Objective,
    /// A power card played and discarded.
    Ploy,
    /// A power card equipped on a fighter.
    Upgrade,
}

impl CardKind {
    /// True for ploys and upgrades.
    pub fn is_power(self) -> bool {
        !matches!(self, CardKind::Objective)
    }

    /// The kind's name as a player reads it.
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            CardKind::Objective => lang.pick("Objective", "Objetivo"),
            CardKind::Ploy => lang.pick("Ploy", "Ardid"),
            CardKind::Upgrade => lang.pick("Upgrade", "Mejora"),
        }
    }
}

/// Which warbands, decks and cards a format allows in a season (digest V5). Data only:
/// the shipped pack has none, so nothing is restricted until a player or a later pack
/// adds a list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsLegality"))]
#[serde(deny_unknown_fields)]
pub struct Legality {
    /// `rivals` or `nemesis`.
    pub play_format: PlayFormat,
    /// The season's id.
    pub season: String,
    /// Where the list comes from.
    pub source: String,
    /// The legal warbands (`None`: every warband).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub warbands: Option<Vec<String>>,
    /// The legal decks (`None`: every deck).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decks: Option<Vec<String>>,
    /// Banned cards, by card id.
    #[serde(default)]
    pub banned: Vec<String>,
    /// Restricted cards, by card id.
    #[serde(default)]
    pub restricted: Vec<String>,
    /// How many restricted cards a list may hold (`None`: no cap stated).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_restricted: Option<u8>,
}

/// The two formats of play (digest §1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "UnderworldsPlayFormat"))]
#[serde(rename_all = "lowercase")]
pub enum PlayFormat {
    /// One Rivals deck used as printed.
    Rivals,
    /// Two Rivals decks built into one.
    Nemesis,
}

impl PlayFormat {
    /// The format's name as a player reads it.
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            PlayFormat::Rivals => lang.pick("Rivals", "Rivales"),
            PlayFormat::Nemesis => lang.pick("Nemesis", "Némesis"),
        }
    }

    /// The id in list documents.
    pub fn id(self) -> &'static str {
        match self {
            PlayFormat::Rivals => "rivals",
            PlayFormat::Nemesis => "nemesis",
        }
    }
}

/// The indexed catalogue.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    parts: CatalogParts,
    warbands: HashMap<String, usize>,
    decks: HashMap<String, usize>,
}

impl Catalog {
    /// Indexes the parts; a repeated warband, deck, fighter, ability or card id is an error
    /// naming its place.
    pub fn new(parts: CatalogParts) -> Result<Self, CatalogError> {
        let fault = |path: String, message: String| CatalogError { path, message };
        let mut warbands = HashMap::new();
        for (i, w) in parts.warbands.iter().enumerate() {
            if warbands.insert(w.id.clone(), i).is_some() {
                return Err(fault(
                    format!("/warbands/{i}/id"),
                    format!("warband '{}' is defined twice", w.id),
                ));
            }
            unique(w.fighters.iter().map(|f| &f.id), "fighter")
                .map_err(|(j, m)| fault(format!("/warbands/{i}/fighters/{j}/id"), m))?;
            unique(w.abilities.iter().map(|a| &a.id), "ability")
                .map_err(|(j, m)| fault(format!("/warbands/{i}/abilities/{j}/id"), m))?;
        }
        let mut decks = HashMap::new();
        for (i, d) in parts.decks.iter().enumerate() {
            if decks.insert(d.id.clone(), i).is_some() {
                return Err(fault(
                    format!("/decks/{i}/id"),
                    format!("deck '{}' is defined twice", d.id),
                ));
            }
            unique(d.cards.iter().map(|c| &c.id), "card")
                .map_err(|(j, m)| fault(format!("/decks/{i}/cards/{j}/id"), m))?;
        }
        Ok(Catalog {
            parts,
            warbands,
            decks,
        })
    }

    /// The parts the catalogue was built from.
    pub fn parts(&self) -> &CatalogParts {
        &self.parts
    }

    /// Every warband, in pack order.
    pub fn warbands(&self) -> &[Warband] {
        &self.parts.warbands
    }

    /// Every deck, in pack order.
    pub fn decks(&self) -> &[Deck] {
        &self.parts.decks
    }

    /// The legality lists.
    pub fn legality(&self) -> &[Legality] {
        &self.parts.legality
    }

    /// A warband by id.
    pub fn warband(&self, id: &str) -> Option<&Warband> {
        self.warbands.get(id).map(|&i| &self.parts.warbands[i])
    }

    /// A deck by id.
    pub fn deck(&self, id: &str) -> Option<&Deck> {
        self.decks.get(id).map(|&i| &self.parts.decks[i])
    }

    /// The legality list of a format in a season.
    pub fn legality_of(&self, format: PlayFormat, season: &str) -> Option<&Legality> {
        self.parts
            .legality
            .iter()
            .find(|l| l.play_format == format && l.season == season)
    }
}

impl Deck {
    /// A card of this deck by id.
    pub fn card(&self, id: &str) -> Option<&Card> {
        self.cards.iter().find(|c| c.id == id)
    }
}

impl Warband {
    /// True when its fighter cards are the community's card list (the shipped record of an
    /// organised-play warband), not a rulebook's or the player's.
    pub fn cards_from_community(&self) -> bool {
        !self.source.starts_with(crate::USER_SOURCE) && self.source.contains(COMMUNITY_CARDS)
    }

    /// A fighter of this warband by id.
    pub fn fighter(&self, id: &str) -> Option<&Fighter> {
        self.fighters.iter().find(|f| f.id == id)
    }
}

/// The first repeated id, with its index and a message.
fn unique<'a>(ids: impl Iterator<Item = &'a String>, what: &str) -> Result<(), (usize, String)> {
    let mut seen = std::collections::HashSet::new();
    for (i, id) in ids.enumerate() {
        if !seen.insert(id) {
            return Err((i, format!("{what} '{id}' is defined twice")));
        }
    }
    Ok(())
}
