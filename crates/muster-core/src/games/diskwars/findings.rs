//! Every Diskwars finding, with its stable code, rule id, severity and its words in English
//! and Spanish (the rulebook's own terms: regimiento, héroe, puntos de reclutamiento, disco
//! pequeño/mediano/grande, élite, único, cartas de Mando, Orden/Destrucción). One enum keeps
//! code, rule and both languages side by side, so a translation can never drift from its
//! check.
//!
//! Most printed values are unknown in the data pack, so many rules come in pairs: an error
//! when the known values break the rule, and a warning when only an unknown value stands
//! between the list and a verdict. The warning names the disc and says the player can enter
//! the value; it waits for that value ([`Explain::waits_for`]), so the list is unconfirmed
//! until the value is entered.

use super::catalog::Size;
use crate::diagnostic::{Explain, Severity};
use crate::lang::{plural, Lang};
use crate::suggest::unknown_id_help;
use crate::verdict::UnknownValue;

/// A disc or card a finding names: its id, and its name in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named {
    /// The catalogue id.
    pub id: String,
    /// The name, in the reader's language.
    pub name: String,
}

/// The names, comma-separated.
/// How many elite discs a regiment has, copies counted.
fn elite_count(discs: &[(String, usize)]) -> usize {
    discs.iter().map(|(_, n)| n).sum()
}

/// The elite discs, each once, with its copies where there are more than one (`2× Knights
/// Panther and Karl Franz`).
fn elite_list(discs: &[(String, usize)], lang: Lang) -> String {
    let named: Vec<String> = discs
        .iter()
        .map(|(name, n)| {
            if *n > 1 {
                format!("{n}× {name}")
            } else {
                name.clone()
            }
        })
        .collect();
    lang.and_list(&named)
}

fn joined(named: &[Named], lang: Lang) -> String {
    let names: Vec<&str> = named.iter().map(|n| n.name.as_str()).collect();
    lang.and_list(&names)
}

/// A finding about a Diskwars list, with what the words need to say. Names are already in
/// the reader's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    /// A disc id the catalogue lacks.
    UnknownDisc {
        /// The id written.
        disc: String,
        /// The closest known id.
        suggestion: Option<String>,
    },
    /// A command card id the catalogue lacks.
    UnknownCard {
        /// The id written.
        card: String,
        /// The closest known id.
        suggestion: Option<String>,
    },
    /// A standard list without the agreed regiment count.
    CountMissing,
    /// The list has more or fewer regiments than agreed.
    CountMismatch {
        /// Regiments in the list.
        written: usize,
        /// The agreed count.
        agreed: u8,
    },
    /// An agreed count other than the recommended 2 or 3.
    UnusualCount {
        /// The agreed count.
        count: u8,
    },
    /// The disc leading a regiment is a unit, not a hero.
    LeaderNotAHero {
        /// Its name.
        disc: String,
    },
    /// A hero written among a regiment's units.
    HeroAsUnit {
        /// Its name.
        disc: String,
    },
    /// The units cost more than the hero's recruitment points.
    OverPoints {
        /// The hero's name.
        hero: String,
        /// What the units with a known cost add up to.
        spent: u32,
        /// The hero's recruitment points.
        points: u32,
    },
    /// The hero's recruitment points are not in the data.
    UnknownHeroPoints {
        /// The hero's name.
        hero: String,
        /// Its id.
        id: String,
        /// True when the regiment recruits units, whose cost the points must cover (a hero
        /// alone spends nothing, and then only the points left for the initiative are
        /// unknown).
        waits: bool,
    },
    /// A unit's recruitment cost is not in the data.
    UnknownCost {
        /// The unit's name.
        disc: String,
        /// Its id.
        id: String,
    },
    /// Points the hero did not spend (they add to the initiative roll).
    Unspent {
        /// The hero's name.
        hero: String,
        /// Points left.
        left: u32,
    },
    /// A disc of the other faction.
    MixedFactions {
        /// The disc's name.
        disc: String,
        /// Its faction's name.
        faction: String,
        /// The army's faction's name.
        army_faction: String,
    },
    /// A unit of another race than its hero.
    RaceMismatch {
        /// The unit's name.
        disc: String,
        /// Its race's name.
        race: String,
        /// The hero's name.
        hero: String,
        /// The hero's race's name.
        hero_race: String,
    },
    /// A disc whose race is not in the data.
    UnknownRace {
        /// The disc's name.
        disc: String,
        /// Its id.
        id: String,
        /// True for the regiment's hero (none of its units can then be checked).
        leader: bool,
    },
    /// A unique disc more than once in the army.
    DuplicateUnique {
        /// The disc's name.
        disc: String,
    },
    /// A disc several times in the army whose uniqueness is not in the data.
    UniqueUnconfirmed {
        /// The disc's name.
        disc: String,
        /// Its id.
        id: String,
        /// Copies in the army.
        copies: u32,
    },
    /// No hero of the army is unique.
    NoUniqueHero,
    /// No hero is known to be unique and some heroes' uniqueness is not in the data.
    UniqueHeroUnconfirmed {
        /// The heroes whose uniqueness is unknown.
        heroes: Vec<Named>,
    },
    /// Fewer small discs than medium and large together.
    TooFewSmall {
        /// The hero's name.
        hero: String,
        /// Small discs.
        small: u32,
        /// Medium and large discs.
        larger: u32,
    },
    /// The size balance depends on discs whose size is not in the data.
    SizeUnconfirmed {
        /// The hero's name.
        hero: String,
        /// The units of unknown size.
        discs: Vec<Named>,
    },
    /// More copies of one disc in a regiment than its size allows.
    TooManyCopies {
        /// The disc's name.
        disc: String,
        /// Its size, when known (more than 3 copies break the rule whatever the size).
        size: Option<Size>,
        /// Copies in the regiment.
        copies: u32,
        /// The limit for the size (3 when the size is unknown).
        limit: u32,
    },
    /// Two or three copies of a disc whose size is not in the data.
    CopiesUnconfirmed {
        /// The disc's name.
        disc: String,
        /// Its id.
        id: String,
        /// Copies in the regiment.
        copies: u32,
    },
    /// More than one elite disc in a regiment.
    TooManyElite {
        /// The hero's name.
        hero: String,
        /// The elite discs, each once, with how many of it the regiment has.
        discs: Vec<(String, usize)>,
    },
    /// The elite limit depends on discs whose elite mark is not in the data.
    EliteUnconfirmed {
        /// The hero's name.
        hero: String,
        /// The discs whose elite mark is unknown.
        discs: Vec<Named>,
    },
    /// More command cards than the heroes' command values allow.
    HandOver {
        /// Cards in the hand.
        hand: u32,
        /// Σ command values.
        limit: u32,
    },
    /// Fewer command cards than the heroes' command values allow.
    HandShort {
        /// Cards in the hand.
        hand: u32,
        /// Σ command values.
        limit: u32,
    },
    /// A hero's command value is not in the data.
    UnknownCommand {
        /// The hero's name.
        hero: String,
        /// Its id.
        id: String,
        /// True when the hand holds more cards than the known command values allow, so
        /// that the hand's limit waits for this value (else the hand is within it whatever
        /// the value is, and only the number of cards the army may take is unknown).
        waits: bool,
    },
    /// The same command card twice in the hand.
    DuplicateCard {
        /// The card's title.
        card: String,
    },
    /// An Order-only or Destruction-only card without a hero of that faction.
    CardWrongFaction {
        /// The card's title.
        card: String,
        /// The faction it needs.
        faction: String,
    },
    /// A card whose faction restriction cannot be confirmed: the restriction is not in the
    /// data (`faction` is `None`), or no hero of the needed faction is known because a
    /// hero's race is unknown.
    CardFactionUnconfirmed {
        /// The card's title.
        card: String,
        /// Its id.
        id: String,
        /// The faction it needs, when its restriction is known.
        faction: Option<String>,
        /// The heroes whose race is not in the data (with a known restriction).
        heroes: Vec<Named>,
    },
    /// Introductory mode: the discs and cards are not one of the introductory armies. An
    /// error: the rulebook exempts only those two armies from the building rules (p.4), so
    /// any other army in that mode is built by no rule at all.
    NotAnIntroductoryArmy {
        /// The closest introductory army.
        closest: Option<String>,
        /// What the list lacks of it.
        missing: String,
        /// What the list has beyond it.
        extra: String,
    },
}

fn size_word(size: Size, lang: Lang) -> &'static str {
    match size {
        Size::Small => lang.pick("small", "pequeño"),
        Size::Medium => lang.pick("medium", "mediano"),
        Size::Large => lang.pick("large", "grande"),
    }
}

/// `n` followed by the word for one or for several.
fn count(n: u32, one: &str, several: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { several })
}

/// A faction's Spanish name after `a` or `de`, with its article as Spanish writes it
/// ("al Orden", "de la Destrucción"); a name the rulebook does not give is left bare.
fn es_faction(preposition: &str, faction: &str) -> String {
    match (preposition, faction) {
        ("a", "Orden") => "al Orden".to_owned(),
        ("de", "Orden") => "del Orden".to_owned(),
        (p, "Destrucción") => format!("{p} la Destrucción"),
        (p, other) => format!("{p} {other}"),
    }
}

fn or_nothing(list: &str, lang: Lang) -> String {
    if list.is_empty() {
        lang.pick("nothing", "nada").to_owned()
    } else {
        list.to_owned()
    }
}

impl Explain for Finding {
    /// The stable code.
    fn code(&self) -> &'static str {
        use Finding::*;
        match self {
            UnknownDisc { .. } => "diskwars.disc.unknown",
            UnknownCard { .. } => "diskwars.command.unknown_card",
            CountMissing => "diskwars.regiments.count_missing",
            CountMismatch { .. } => "diskwars.regiments.count_mismatch",
            UnusualCount { .. } => "diskwars.regiments.unusual_count",
            LeaderNotAHero { .. } => "diskwars.regiment.leader_not_a_hero",
            HeroAsUnit { .. } => "diskwars.regiment.hero_as_unit",
            OverPoints { .. } => "diskwars.points.over",
            UnknownHeroPoints { .. } => "diskwars.points.unknown_hero_points",
            UnknownCost { .. } => "diskwars.points.unknown_cost",
            Unspent { .. } => "diskwars.points.unspent",
            MixedFactions { .. } => "diskwars.faction.mixed",
            RaceMismatch { .. } => "diskwars.race.mismatch",
            UnknownRace { .. } => "diskwars.race.unknown",
            DuplicateUnique { .. } => "diskwars.unique.duplicate",
            UniqueUnconfirmed { .. } => "diskwars.unique.unconfirmed",
            NoUniqueHero => "diskwars.unique.no_unique_hero",
            UniqueHeroUnconfirmed { .. } => "diskwars.unique.hero_unconfirmed",
            TooFewSmall { .. } => "diskwars.size.too_few_small",
            SizeUnconfirmed { .. } => "diskwars.size.unconfirmed",
            TooManyCopies { .. } => "diskwars.copies.over",
            CopiesUnconfirmed { .. } => "diskwars.copies.unconfirmed",
            TooManyElite { .. } => "diskwars.elite.too_many",
            EliteUnconfirmed { .. } => "diskwars.elite.unconfirmed",
            HandOver { .. } => "diskwars.command.hand_over",
            HandShort { .. } => "diskwars.command.hand_short",
            UnknownCommand { .. } => "diskwars.command.unknown_value",
            DuplicateCard { .. } => "diskwars.command.duplicate",
            CardWrongFaction { .. } => "diskwars.command.wrong_faction",
            CardFactionUnconfirmed { .. } => "diskwars.command.faction_unconfirmed",
            NotAnIntroductoryArmy { .. } => "diskwars.intro.not_an_introductory_army",
        }
    }

    /// The rule id of `shared/rules/diskwars.md` §1 it enforces.
    fn rule(&self) -> &'static str {
        use Finding::*;
        match self {
            CountMissing | CountMismatch { .. } | UnusualCount { .. } => "diskwars:R-REG-1",
            UnknownDisc { .. } | LeaderNotAHero { .. } | HeroAsUnit { .. } => "diskwars:R-REG-2",
            OverPoints { .. } | UnknownHeroPoints { .. } | UnknownCost { .. } => "diskwars:R-REG-3",
            Unspent { .. } => "diskwars:R-REG-4",
            MixedFactions { .. } => "diskwars:R-FAC-2",
            RaceMismatch { .. } | UnknownRace { .. } => "diskwars:R-FAC-3",
            DuplicateUnique { .. } | UniqueUnconfirmed { .. } => "diskwars:R-UNQ-1",
            NoUniqueHero | UniqueHeroUnconfirmed { .. } => "diskwars:R-UNQ-2",
            TooFewSmall { .. } | SizeUnconfirmed { .. } => "diskwars:R-SIZE-1",
            TooManyCopies { .. } | CopiesUnconfirmed { .. } => "diskwars:R-COPY-1",
            TooManyElite { .. } | EliteUnconfirmed { .. } => "diskwars:R-ELITE-1",
            UnknownCard { .. } | HandOver { .. } | HandShort { .. } | UnknownCommand { .. } => {
                "diskwars:R-CMD-1"
            }
            DuplicateCard { .. } => "diskwars:R-CMD-2",
            CardWrongFaction { .. } | CardFactionUnconfirmed { .. } => "diskwars:R-CMD-3",
            NotAnIntroductoryArmy { .. } => "diskwars:R-INTRO-1",
        }
    }

    /// How serious it is.
    fn severity(&self) -> Severity {
        use Finding::*;
        match self {
            UnusualCount { .. } | Unspent { .. } => Severity::Info,
            UnknownHeroPoints { .. }
            | UnknownCost { .. }
            | UnknownRace { .. }
            | UniqueUnconfirmed { .. }
            | UniqueHeroUnconfirmed { .. }
            | SizeUnconfirmed { .. }
            | CopiesUnconfirmed { .. }
            | EliteUnconfirmed { .. }
            | HandShort { .. }
            | UnknownCommand { .. }
            | CardFactionUnconfirmed { .. } => Severity::Warning,
            NotAnIntroductoryArmy { .. }
            | UnknownDisc { .. }
            | UnknownCard { .. }
            | CountMissing
            | CountMismatch { .. }
            | LeaderNotAHero { .. }
            | HeroAsUnit { .. }
            | OverPoints { .. }
            | MixedFactions { .. }
            | RaceMismatch { .. }
            | DuplicateUnique { .. }
            | NoUniqueHero
            | TooFewSmall { .. }
            | TooManyCopies { .. }
            | TooManyElite { .. }
            | HandOver { .. }
            | DuplicateCard { .. }
            | CardWrongFaction { .. } => Severity::Error,
        }
    }

    /// The values a warning's rule waits for: each unknown value that alone could break it.
    fn waits_for(&self, lang: Lang) -> Vec<UnknownValue> {
        use Finding::*;
        let disc = |id: &str, name: &str, value, label| {
            UnknownValue::new("disc", id, name, value, label, lang)
        };
        let size = |d: &Named| disc(&d.id, &d.name, "size", ("size", "tamaño"));
        let unique = |id: &str, name: &str| disc(id, name, "unique", ("unique", "único"));
        let race = |id: &str, name: &str| disc(id, name, "race", ("race", "raza"));
        match self {
            UnknownHeroPoints {
                hero,
                id,
                waits: true,
            } => vec![disc(
                id,
                hero,
                "recruitment_points",
                ("recruitment points", "puntos de reclutamiento"),
            )],
            UnknownCost { disc: name, id } => vec![disc(
                id,
                name,
                "cost",
                ("recruitment cost", "coste de reclutamiento"),
            )],
            UnknownRace { disc, id, .. } => vec![race(id, disc)],
            UniqueUnconfirmed { disc, id, .. } => vec![unique(id, disc)],
            UniqueHeroUnconfirmed { heroes } => {
                heroes.iter().map(|h| unique(&h.id, &h.name)).collect()
            }
            SizeUnconfirmed { discs, .. } => discs.iter().map(size).collect(),
            CopiesUnconfirmed { disc, id, .. } => vec![size(&Named {
                id: id.clone(),
                name: disc.clone(),
            })],
            EliteUnconfirmed { discs, .. } => discs
                .iter()
                .map(|d| disc(&d.id, &d.name, "elite", ("elite", "élite")))
                .collect(),
            UnknownCommand {
                hero,
                id,
                waits: true,
            } => vec![disc(id, hero, "command", ("command", "Mando"))],
            CardFactionUnconfirmed {
                card,
                id,
                faction: None,
                ..
            } => vec![UnknownValue::new(
                "command-card",
                id,
                card,
                "restriction",
                ("restriction", "restricción"),
                lang,
            )],
            CardFactionUnconfirmed { heroes, .. } => {
                heroes.iter().map(|h| race(&h.id, &h.name)).collect()
            }
            _ => Vec::new(),
        }
    }

    /// What is wrong, in `lang`.
    fn message(&self, lang: Lang) -> String {
        use Finding::*;
        match (self, lang) {
            (UnknownDisc { disc, .. }, Lang::En) => format!("Unknown disc '{disc}'."),
            (UnknownDisc { disc, .. }, Lang::Es) => format!("Disco desconocido «{disc}»."),
            (UnknownCard { card, .. }, Lang::En) => format!("Unknown command card '{card}'."),
            (UnknownCard { card, .. }, Lang::Es) => {
                format!("Carta de Mando desconocida «{card}».")
            }
            (CountMissing, Lang::En) => "The agreed number of regiments is missing.".to_owned(),
            (CountMissing, Lang::Es) => "Falta el número de regimientos acordado.".to_owned(),
            (CountMismatch { written, agreed }, Lang::En) => format!(
                "The army has {written} {} but {agreed} were agreed.",
                plural(*written, "regiment", "regiments")
            ),
            (CountMismatch { written, agreed }, Lang::Es) => format!(
                "El ejército tiene {written} {} pero se acordaron {agreed}.",
                plural(*written, "regimiento", "regimientos")
            ),
            (UnusualCount { count }, Lang::En) => format!(
                "{count} {} per player: the rulebook recommends 2 (short game) or 3 (long game).",
                plural(*count, "regiment", "regiments")
            ),
            (UnusualCount { count }, Lang::Es) => format!(
                "{count} {} por jugador: el reglamento recomienda 2 (partida corta) o 3 (partida larga).",
                plural(*count, "regimiento", "regimientos")
            ),
            (LeaderNotAHero { disc }, Lang::En) => {
                format!("{disc} is a unit and cannot lead a regiment.")
            }
            (LeaderNotAHero { disc }, Lang::Es) => {
                format!("{disc} es una unidad y no puede liderar un regimiento.")
            }
            (HeroAsUnit { disc }, Lang::En) => {
                format!("{disc} is a hero and cannot be recruited as a unit.")
            }
            (HeroAsUnit { disc }, Lang::Es) => {
                format!("{disc} es un héroe y no puede reclutarse como unidad.")
            }
            (OverPoints { hero, spent, points }, Lang::En) => format!(
                "{hero}'s units cost {spent} points, {} over the hero's {points} recruitment points.",
                spent.saturating_sub(*points)
            ),
            (OverPoints { hero, spent, points }, Lang::Es) => format!(
                "Las unidades de {hero} cuestan {spent} puntos, {} más que sus {points} puntos de reclutamiento.",
                spent.saturating_sub(*points)
            ),
            (UnknownHeroPoints { hero, waits: true, .. }, Lang::En) => format!(
                "{hero}'s recruitment points are not in the data: the regiment's cost cannot be checked."
            ),
            (UnknownHeroPoints { hero, waits: true, .. }, Lang::Es) => format!(
                "Los puntos de reclutamiento de {hero} no están en los datos: no se puede comprobar el coste del regimiento."
            ),
            (UnknownHeroPoints { hero, .. }, Lang::En) => format!(
                "{hero}'s recruitment points are not in the data: the points left for the initiative are not known."
            ),
            (UnknownHeroPoints { hero, .. }, Lang::Es) => format!(
                "Los puntos de reclutamiento de {hero} no están en los datos: no se saben los puntos que quedan para la iniciativa."
            ),
            (UnknownCost { disc, .. }, Lang::En) => format!(
                "The recruitment cost of {disc} is not in the data: the regiment's cost cannot be confirmed."
            ),
            (UnknownCost { disc, .. }, Lang::Es) => format!(
                "El coste de reclutamiento de {disc} no está en los datos: no se puede confirmar el coste del regimiento."
            ),
            (Unspent { hero, left }, Lang::En) => format!(
                "{hero} leaves {left} recruitment {} unspent.",
                plural(*left, "point", "points")
            ),
            (Unspent { hero, left }, Lang::Es) => format!(
                "{hero} deja {left} {} de reclutamiento sin gastar.",
                plural(*left, "punto", "puntos")
            ),
            (MixedFactions { disc, faction, army_faction }, Lang::En) => format!(
                "{disc} belongs to {faction}, but the army is {army_faction}: Order and Destruction discs cannot be mixed."
            ),
            (MixedFactions { disc, faction, army_faction }, Lang::Es) => format!(
                "{disc} pertenece {}, pero el ejército es {}: no se pueden mezclar discos del Orden y de la Destrucción.",
                es_faction("a", faction),
                es_faction("de", army_faction)
            ),
            (RaceMismatch { disc, race, hero, hero_race }, Lang::En) => format!(
                "{disc} is {race}, but its hero {hero} is {hero_race}."
            ),
            (RaceMismatch { disc, race, hero, hero_race }, Lang::Es) => format!(
                "{disc} es de la raza {race}, pero su héroe {hero} es de la raza {hero_race}."
            ),
            (UnknownRace { disc, leader: true, .. }, Lang::En) => format!(
                "The race of {disc} is not in the data: the race and faction of the regiment cannot be checked."
            ),
            (UnknownRace { disc, leader: true, .. }, Lang::Es) => format!(
                "La raza de {disc} no está en los datos: no se puede comprobar la raza ni la facción del regimiento."
            ),
            (UnknownRace { disc, leader: false, .. }, Lang::En) => format!(
                "The race of {disc} is not in the data: it cannot be checked against its hero's."
            ),
            (UnknownRace { disc, leader: false, .. }, Lang::Es) => format!(
                "La raza de {disc} no está en los datos: no se puede comprobar que sea la de su héroe."
            ),
            (DuplicateUnique { disc }, Lang::En) => {
                format!("{disc} is unique and is already in this army.")
            }
            (DuplicateUnique { disc }, Lang::Es) => {
                format!("{disc} es un disco único y ya está en este ejército.")
            }
            (UniqueUnconfirmed { disc, copies, .. }, Lang::En) => format!(
                "{copies} copies of {disc} in the army, and whether it is unique is not in the data."
            ),
            (UniqueUnconfirmed { disc, copies, .. }, Lang::Es) => format!(
                "{copies} copias de {disc} en el ejército, y los datos no dicen si es único."
            ),
            (NoUniqueHero, Lang::En) => "The army has no unique hero.".to_owned(),
            (NoUniqueHero, Lang::Es) => "El ejército no tiene ningún héroe único.".to_owned(),
            (UniqueHeroUnconfirmed { heroes }, Lang::En) => format!(
                "No hero is known to be unique: the data does not say whether {}{} is.",
                plural(heroes.len(), "", "any of "),
                joined(heroes, Lang::En)
            ),
            (UniqueHeroUnconfirmed { heroes }, Lang::Es) => format!(
                "No se sabe de ningún héroe único: los datos no dicen si {}{} lo es.",
                plural(heroes.len(), "", "alguno de "),
                joined(heroes, Lang::Es)
            ),
            (TooFewSmall { hero, small, larger }, Lang::En) => format!(
                "{hero}'s regiment has {small} small {} but {larger} medium and large.",
                plural(*small, "disc", "discs")
            ),
            (TooFewSmall { hero, small, larger }, Lang::Es) => format!(
                "El regimiento de {hero} tiene {small} {} pero {larger} medianos y grandes.",
                plural(*small, "disco pequeño", "discos pequeños")
            ),
            (SizeUnconfirmed { hero, discs }, Lang::En) => format!(
                "{hero}'s regiment may have too few small discs: {} of {} {} not in the data.",
                plural(discs.len(), "the size", "the sizes"),
                joined(discs, Lang::En),
                plural(discs.len(), "is", "are")
            ),
            (SizeUnconfirmed { hero, discs }, Lang::Es) => format!(
                "Puede que el regimiento de {hero} tenga muy pocos discos pequeños: {} de {} no {} en los datos.",
                plural(discs.len(), "el tamaño", "los tamaños"),
                joined(discs, Lang::Es),
                plural(discs.len(), "está", "están")
            ),
            (TooManyCopies { disc, size: Some(size), copies, limit }, Lang::En) => format!(
                "{copies} copies of {disc} in one regiment: a {} disc is limited to {limit}.",
                size_word(*size, Lang::En)
            ),
            (TooManyCopies { disc, size: Some(size), copies, limit }, Lang::Es) => format!(
                "{copies} copias de {disc} en un regimiento: un disco {} está limitado a {limit}.",
                size_word(*size, Lang::Es)
            ),
            (TooManyCopies { disc, size: None, copies, .. }, Lang::En) => format!(
                "{copies} copies of {disc} in one regiment: more than 3 is too many whatever its size."
            ),
            (TooManyCopies { disc, size: None, copies, .. }, Lang::Es) => format!(
                "{copies} copias de {disc} en un regimiento: más de 3 son demasiadas sea cual sea su tamaño."
            ),
            (CopiesUnconfirmed { disc, copies, .. }, Lang::En) => format!(
                "{copies} copies of {disc} in one regiment, and its size is not in the data."
            ),
            (CopiesUnconfirmed { disc, copies, .. }, Lang::Es) => format!(
                "{copies} copias de {disc} en un regimiento, y su tamaño no está en los datos."
            ),
            (TooManyElite { hero, discs }, Lang::En) => format!(
                "{hero}'s regiment has {} elite discs, and it may have 1: {}.",
                elite_count(discs),
                elite_list(discs, Lang::En)
            ),
            (TooManyElite { hero, discs }, Lang::Es) => format!(
                "El regimiento de {hero} tiene {} discos de élite, y puede tener 1: {}.",
                elite_count(discs),
                elite_list(discs, Lang::Es)
            ),
            (EliteUnconfirmed { hero, discs }, Lang::En) => format!(
                "{hero}'s regiment may have more than 1 elite disc: the data does not say {} {} {} elite.",
                plural(discs.len(), "whether", "which of"),
                joined(discs, Lang::En),
                plural(discs.len(), "is", "are")
            ),
            (EliteUnconfirmed { hero, discs }, Lang::Es) => format!(
                "Puede que el regimiento de {hero} tenga más de 1 disco de élite: los datos no dicen {} {} {} de élite.",
                plural(discs.len(), "si", "cuáles de"),
                joined(discs, Lang::Es),
                plural(discs.len(), "es", "son")
            ),
            (HandOver { hand, limit }, Lang::En) => format!(
                "The hand has {hand} command cards, but the heroes' command values allow {limit}."
            ),
            (HandOver { hand, limit }, Lang::Es) => format!(
                "La mano tiene {hand} cartas de Mando, pero el valor de Mando de los héroes permite {limit}."
            ),
            (HandShort { hand, limit }, Lang::En) => format!(
                "The hand has {hand} command {} though the heroes' command values allow {limit}.",
                plural(*hand, "card", "cards")
            ),
            (HandShort { hand, limit }, Lang::Es) => format!(
                "La mano tiene {hand} {} de Mando aunque el valor de Mando de los héroes permite {limit}.",
                plural(*hand, "carta", "cartas")
            ),
            (UnknownCommand { hero, waits: true, .. }, Lang::En) => format!(
                "{hero}'s command value is not in the data: the hand size cannot be checked."
            ),
            (UnknownCommand { hero, waits: true, .. }, Lang::Es) => format!(
                "El valor de Mando de {hero} no está en los datos: no se puede comprobar el tamaño de la mano."
            ),
            (UnknownCommand { hero, .. }, Lang::En) => format!(
                "{hero}'s command value is not in the data: how many command cards the army may take is not known."
            ),
            (UnknownCommand { hero, .. }, Lang::Es) => format!(
                "El valor de Mando de {hero} no está en los datos: no se sabe cuántas cartas de Mando puede llevar el ejército."
            ),
            (DuplicateCard { card }, Lang::En) => {
                format!("{card} is already in the hand.")
            }
            (DuplicateCard { card }, Lang::Es) => format!("{card} ya está en la mano."),
            (CardWrongFaction { card, faction }, Lang::En) => format!(
                "{card} is {faction}-only, and the army has no {faction} hero."
            ),
            (CardWrongFaction { card, faction }, Lang::Es) => format!(
                "{card} es «Sólo {faction}», y el ejército no tiene ningún héroe {}.",
                es_faction("de", faction)
            ),
            (CardFactionUnconfirmed { card, faction: None, .. }, Lang::En) => format!(
                "Whether {card} is Order-only or Destruction-only is not in the data."
            ),
            (CardFactionUnconfirmed { card, faction: None, .. }, Lang::Es) => format!(
                "Los datos no dicen si {card} es «Sólo Orden» o «Sólo Destrucción»."
            ),
            (CardFactionUnconfirmed { card, faction: Some(faction), .. }, Lang::En) => format!(
                "{card} is {faction}-only, and no hero is known to be {faction}: a hero's race is not in the data."
            ),
            (CardFactionUnconfirmed { card, faction: Some(faction), .. }, Lang::Es) => format!(
                "{card} es «Sólo {faction}», y no se sabe de ningún héroe {}: la raza de un héroe no está en los datos.",
                es_faction("de", faction)
            ),
            (NotAnIntroductoryArmy { closest: Some(closest), .. }, Lang::En) => format!(
                "These discs and cards are not an introductory army, and only those two armies skip the army-building rules; the closest is {closest}."
            ),
            (NotAnIntroductoryArmy { closest: Some(closest), .. }, Lang::Es) => format!(
                "Estos discos y cartas no son un ejército del escenario introductorio, y solo esos dos ejércitos no siguen las reglas de creación de ejércitos; el más parecido es {closest}."
            ),
            (NotAnIntroductoryArmy { closest: None, .. }, Lang::En) => {
                "The data holds no introductory army to compare with.".to_owned()
            }
            (NotAnIntroductoryArmy { closest: None, .. }, Lang::Es) => {
                "Los datos no tienen ningún ejército introductorio con el que comparar.".to_owned()
            }
        }
    }

    /// How to fix it, in `lang`.
    fn help(&self, lang: Lang) -> String {
        use Finding::*;
        match (self, lang) {
            (UnknownDisc { suggestion, .. } | UnknownCard { suggestion, .. }, _) => {
                unknown_id_help("diskwars", suggestion.as_deref(), lang)
            }
            (CountMissing, Lang::En) => "Set \"regiment_count\" to the number every player agreed (2 for a short game, 3 for a long one).".to_owned(),
            (CountMissing, Lang::Es) => "Pon en \"regiment_count\" el número que acordaron todos los jugadores (2 para una partida corta, 3 para una larga).".to_owned(),
            (CountMismatch { written, agreed }, Lang::En) if *written > usize::from(*agreed) => "Remove a regiment, or agree a larger count with the other players.".to_owned(),
            (CountMismatch { written, agreed }, Lang::Es) if *written > usize::from(*agreed) => "Quita un regimiento o acuerda un número mayor con los demás jugadores.".to_owned(),
            (CountMismatch { .. }, Lang::En) => "Add a regiment led by a hero, or agree a smaller count with the other players.".to_owned(),
            (CountMismatch { .. }, Lang::Es) => "Añade un regimiento liderado por un héroe o acuerda un número menor con los demás jugadores.".to_owned(),
            (UnusualCount { .. }, Lang::En) => "Legal if every player agrees; every player must field the same number of regiments.".to_owned(),
            (UnusualCount { .. }, Lang::Es) => "Es válido si todos los jugadores lo acuerdan; todos deben tener el mismo número de regimientos.".to_owned(),
            (LeaderNotAHero { .. }, Lang::En) => "Choose a hero to lead the regiment and recruit this disc as a unit.".to_owned(),
            (LeaderNotAHero { .. }, Lang::Es) => "Elige un héroe como líder del regimiento y recluta este disco como unidad.".to_owned(),
            (HeroAsUnit { .. }, Lang::En) => "A hero leads its own regiment: move it to \"hero\" of a regiment, or remove it.".to_owned(),
            (HeroAsUnit { .. }, Lang::Es) => "Un héroe lidera su propio regimiento: pásalo a \"hero\" de un regimiento o quítalo.".to_owned(),
            (OverPoints { spent, points, .. }, Lang::En) => format!(
                "Save {}: drop a unit or choose a cheaper one. Points do not pass between regiments.",
                count(spent.saturating_sub(*points), "point", "points")
            ),
            (OverPoints { spent, points, .. }, Lang::Es) => format!(
                "Ahorra {}: quita una unidad o elige otra más barata. Los puntos no pasan de un regimiento a otro.",
                count(spent.saturating_sub(*points), "punto", "puntos")
            ),
            (UnknownHeroPoints { .. }, Lang::En) => "Enter the hero's recruitment points from the disc (your own data) and Muster will check the regiment.".to_owned(),
            (UnknownHeroPoints { .. }, Lang::Es) => "Introduce los puntos de reclutamiento del héroe tal como aparecen en el disco (tus datos) y Muster comprobará el regimiento.".to_owned(),
            (UnknownCost { .. }, Lang::En) => "Enter the unit's recruitment cost from the disc (your own data) and Muster will check the regiment.".to_owned(),
            (UnknownCost { .. }, Lang::Es) => "Introduce el coste de reclutamiento de la unidad tal como aparece en el disco (tus datos) y Muster comprobará el regimiento.".to_owned(),
            (Unspent { .. }, Lang::En) => "Nothing to fix: unspent points are added to your initiative roll.".to_owned(),
            (Unspent { .. }, Lang::Es) => "Nada que corregir: los puntos sin gastar se suman a tu tirada de iniciativa.".to_owned(),
            (MixedFactions { .. }, Lang::En) => "Keep to one faction: replace the disc or its regiment with one of the army's faction.".to_owned(),
            (MixedFactions { .. }, Lang::Es) => "Usa una sola facción: sustituye el disco o su regimiento por uno de la facción del ejército.".to_owned(),
            (RaceMismatch { .. }, Lang::En) => "A hero recruits only discs of its own race: move the unit to a regiment led by a hero of its race.".to_owned(),
            (RaceMismatch { .. }, Lang::Es) => "Un héroe solo recluta discos de su propia raza: pasa la unidad a un regimiento liderado por un héroe de su raza.".to_owned(),
            (UnknownRace { .. }, Lang::En) => "Enter the disc's race from its race icon (your own data) and Muster will check it.".to_owned(),
            (UnknownRace { .. }, Lang::Es) => "Introduce la raza del disco según su icono de raza (tus datos) y Muster la comprobará.".to_owned(),
            (DuplicateUnique { .. }, Lang::En) => "Keep one copy of each unique disc in the army: remove this one.".to_owned(),
            (DuplicateUnique { .. }, Lang::Es) => "Conserva una sola copia de cada disco único en el ejército: quita esta.".to_owned(),
            (UniqueUnconfirmed { .. }, Lang::En) => "If the disc shows the unique icon left of its name, keep one copy; enter it in your own data and Muster will check it.".to_owned(),
            (UniqueUnconfirmed { .. }, Lang::Es) => "Si el disco muestra el icono de disco único a la izquierda del nombre, conserva una sola copia; indícalo en tus datos y Muster lo comprobará.".to_owned(),
            (NoUniqueHero, Lang::En) => "Lead a regiment with a unique hero.".to_owned(),
            (NoUniqueHero, Lang::Es) => "Pon un héroe único como líder de un regimiento.".to_owned(),
            (UniqueHeroUnconfirmed { .. }, Lang::En) => "Check the unique icon on the heroes' discs and enter it in your own data.".to_owned(),
            (UniqueHeroUnconfirmed { .. }, Lang::Es) => "Comprueba el icono de disco único en los discos de los héroes e indícalo en tus datos.".to_owned(),
            (TooFewSmall { small, larger, .. }, Lang::En) => format!(
                "Add {} or drop a medium or large one (the hero does not count).",
                count(larger.saturating_sub(*small), "small disc", "small discs")
            ),
            (TooFewSmall { small, larger, .. }, Lang::Es) => format!(
                "Añade {} o quita uno mediano o grande (el héroe no cuenta).",
                count(larger.saturating_sub(*small), "disco pequeño", "discos pequeños")
            ),
            (SizeUnconfirmed { .. }, Lang::En) => "Enter each disc's size (small, medium or large) in your own data and Muster will check the balance.".to_owned(),
            (SizeUnconfirmed { .. }, Lang::Es) => "Introduce el tamaño de cada disco (pequeño, mediano o grande) en tus datos y Muster comprobará el equilibrio.".to_owned(),
            (TooManyCopies { copies, limit, .. }, Lang::En) => format!(
                "Remove {} from this regiment; another regiment may hold its own copies.",
                count(copies.saturating_sub(*limit), "copy", "copies")
            ),
            (TooManyCopies { copies, limit, .. }, Lang::Es) => format!(
                "Quita {} de este regimiento; otro regimiento puede tener sus propias copias.",
                count(copies.saturating_sub(*limit), "copia", "copias")
            ),
            (CopiesUnconfirmed { .. }, Lang::En) => "Up to 3 copies of a small disc, 2 of a medium and 1 of a large: enter its size in your own data and Muster will check it.".to_owned(),
            (CopiesUnconfirmed { .. }, Lang::Es) => "Hasta 3 copias de un disco pequeño, 2 de uno mediano y 1 de uno grande: introduce su tamaño en tus datos y Muster lo comprobará.".to_owned(),
            (TooManyElite { .. }, Lang::En) => "Keep one elite disc in this regiment; move the others to another regiment.".to_owned(),
            (TooManyElite { .. }, Lang::Es) => "Conserva un solo disco de élite en este regimiento; pasa los demás a otro regimiento.".to_owned(),
            (EliteUnconfirmed { .. }, Lang::En) => "Check the elite icon left of each disc's name and enter it in your own data.".to_owned(),
            (EliteUnconfirmed { .. }, Lang::Es) => "Comprueba el icono de disco de élite a la izquierda del nombre de cada disco e indícalo en tus datos.".to_owned(),
            (HandOver { hand, limit }, Lang::En) => format!(
                "Remove {}.",
                count(hand.saturating_sub(*limit), "command card", "command cards")
            ),
            (HandOver { hand, limit }, Lang::Es) => format!(
                "Quita {} de Mando.",
                count(hand.saturating_sub(*limit), "carta", "cartas")
            ),
            (HandShort { .. }, Lang::En) => "Legal, but you may add more command cards to the hand.".to_owned(),
            (HandShort { .. }, Lang::Es) => "Es válido, pero puedes añadir más cartas de Mando a la mano.".to_owned(),
            (UnknownCommand { .. }, Lang::En) => "Enter the hero's command value from the disc (your own data) and Muster will check the hand.".to_owned(),
            (UnknownCommand { .. }, Lang::Es) => "Introduce el valor de Mando del héroe tal como aparece en el disco (tus datos) y Muster comprobará la mano.".to_owned(),
            (DuplicateCard { .. }, Lang::En) => "Keep one copy of each command card: choose another card.".to_owned(),
            (DuplicateCard { .. }, Lang::Es) => "Conserva una sola copia de cada carta de Mando: elige otra carta.".to_owned(),
            (CardWrongFaction { .. }, Lang::En) => "Choose another card, or lead a regiment with a hero of that faction.".to_owned(),
            (CardWrongFaction { .. }, Lang::Es) => "Elige otra carta o pon como líder de un regimiento a un héroe de esa facción.".to_owned(),
            (CardFactionUnconfirmed { faction: None, .. }, Lang::En) => "Check the card for an Order-only or Destruction-only keyword and enter it in your own data.".to_owned(),
            (CardFactionUnconfirmed { faction: None, .. }, Lang::Es) => "Comprueba si la carta tiene la palabra clave «Sólo Orden» o «Sólo Destrucción» e indícalo en tus datos.".to_owned(),
            (CardFactionUnconfirmed { .. }, Lang::En) => "Enter your heroes' races in your own data and Muster will check the card.".to_owned(),
            (CardFactionUnconfirmed { .. }, Lang::Es) => "Introduce la raza de tus héroes en tus datos y Muster comprobará la carta.".to_owned(),
            (NotAnIntroductoryArmy { closest: Some(_), missing, extra }, Lang::En) => format!(
                "The introductory scenario uses one of two fixed armies (rulebook p.4). Missing: {}. Not in it: {}. Or switch to the standard mode, where every army-building rule applies.",
                or_nothing(missing, Lang::En),
                or_nothing(extra, Lang::En)
            ),
            (NotAnIntroductoryArmy { closest: Some(_), missing, extra }, Lang::Es) => format!(
                "El escenario introductorio usa uno de dos ejércitos fijos (reglamento p.4). Falta: {}. Sobra: {}. O cambia al modo estándar, donde se aplican todas las reglas de creación de ejércitos.",
                or_nothing(missing, Lang::Es),
                or_nothing(extra, Lang::Es)
            ),
            (NotAnIntroductoryArmy { closest: None, .. }, Lang::En) => "Switch to the standard mode.".to_owned(),
            (NotAnIntroductoryArmy { closest: None, .. }, Lang::Es) => "Cambia al modo estándar.".to_owned(),
        }
    }
}
