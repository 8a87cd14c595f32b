//! Every Underworlds finding, with its stable code, rule id (digest
//! `shared/rules/underworlds.md` §1.3, V1–V7) and severity, and its words in English and
//! Spanish side by side, so a translation cannot drift from its check.
//!
//! Spanish follows the rulebook's terms (digest §6): banda, guerrero, tarjeta de guerrero,
//! hoja de unidad, runa, líder, mazo Rivales, mazo de objetivos / de poderes, carta de
//! objetivo / de poder, ardid, mejora, objetivo súbito, carta de trama, marcador genérico.
//!
//! Codes (stable; tools and tests rely on them), and the value a warning waits for:
//!
//! | code | rule | severity | waits for |
//! |---|---|---|---|
//! | `underworlds.list.no_warband` | V1 | error | — |
//! | `underworlds.warband.unknown` | V1 | error | — |
//! | `underworlds.warband.no_leader` | V1 | error | — |
//! | `underworlds.warband.several_leaders` | V1 | error | — |
//! | `underworlds.warband.leader_unknown` | V1 | warning | — |
//! | `underworlds.warband.roster_incomplete` | V2 | warning | — |
//! | `underworlds.warband.stats_unknown` | V2 | warning | — |
//! | `underworlds.warband.stat_zero` | V2 | error | — |
//! | `underworlds.warband.no_weapons` | V2 | error | — |
//! | `underworlds.warband.doubtful` | V2 | warning | — |
//! | `underworlds.deck.unknown` | V3 / V4 | error | — |
//! | `underworlds.card.unknown` | V3 / V4 | error | — |
//! | `underworlds.card.unconfirmed` | V3 / V4 | warning | a deck's cards |
//! | `underworlds.card.wrong_pile` | V3 / V4 | error | — |
//! | `underworlds.deck.foreign_card` | V3 / V4 | error | — |
//! | `underworlds.deck.duplicate_card` | V3 / V4 | error | — |
//! | `underworlds.deck.cards_unknown` | V3 / V4 | warning | the deck's cards |
//! | `underworlds.deck.rivals_count` | V3 | error | — |
//! | `underworlds.deck.rivals_size` | V3 | error | — |
//! | `underworlds.deck.missing_cards` | V3 | error | — |
//! | `underworlds.deck.nemesis_count` | V4 | error | — |
//! | `underworlds.deck.same_deck` | V4 | error | — |
//! | `underworlds.deck.plots` | V4 | error | — |
//! | `underworlds.deck.nemesis_size` | V4 | error | — |
//! | `underworlds.deck.surge` | V4 | error | — |
//! | `underworlds.deck.ploys` | V4 | error | — |
//! | `underworlds.deck.duplicate_name` | V4 | error | — |
//! | `underworlds.legality.unknown_season` | V5 | warning | the season's legality list |
//! | `underworlds.legality.warband` | V5 | error | — |
//! | `underworlds.legality.deck` | V5 | error | — |
//! | `underworlds.legality.banned` | V5 | error | — |
//! | `underworlds.legality.restricted` | V5 | error | — |
//! | `underworlds.warscroll.token_count_unknown` | V6 | warning | — |
//! | `underworlds.warscroll.token_count_zero` | V6 | error | — |
//! | `underworlds.runemark.no_fighter` | V7 | warning | — |
//!
//! A warning that waits for a value leaves the list unconfirmed
//! ([`crate::verdict::Verdict`]): the decks' cards (V3, V4) and a season's legality list
//! (V5), which decide whether the player's choices keep the rules. The fighters' cards and
//! warscroll (V1, V2, V6) are the warband's own record, which no choice of the list changes:
//! a published warband keeps them as printed, and a warband the player enters is checked on
//! what they state. What those findings name is what the tracker needs; they wait for
//! nothing, so a list of a shipped warband is legal from the box.

use super::catalog::{CardKind, Doubt, PlayFormat};
use super::validate::{
    MAX_SURGE, NEMESIS_OBJECTIVES, NEMESIS_POWER, RIVALS_OBJECTIVES, RIVALS_POWER,
};
use crate::diagnostic::{Explain, Severity};
use crate::lang::{plural, Lang};
use crate::suggest::unknown_id_help;
use crate::verdict::UnknownValue;

/// A characteristic of a fighter card (digest V2), or a whole face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stat {
    /// The whole face.
    Face,
    /// Move.
    Move,
    /// Save (its dice).
    Save,
    /// Health.
    Health,
    /// Bounty.
    Bounty,
    /// The face's weapons.
    Weapons,
    /// A weapon's Range.
    Range,
    /// A weapon's attack Dice.
    Dice,
    /// A weapon's Damage.
    Damage,
}

impl Stat {
    /// The characteristic's name as the fighter card prints it.
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            Stat::Face => lang.pick("the whole face", "toda la cara"),
            Stat::Move => lang.pick("Move", "Movimiento"),
            Stat::Save => lang.pick("Save", "Salvación"),
            Stat::Health => lang.pick("Health", "Salud"),
            Stat::Bounty => lang.pick("Bounty", "Recompensa"),
            Stat::Weapons => lang.pick("weapons", "armas"),
            Stat::Range => lang.pick("Range", "Alcance"),
            Stat::Dice => lang.pick("Dice", "Dados"),
            Stat::Damage => lang.pick("Damage", "Daño"),
        }
    }
}

/// A finding about an Underworlds list, with what its words need to say. Names are already
/// in the reader's language; `format` picks the rule (V3 for Rivals, V4 for Nemesis) where
/// one finding serves both formats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    /// V1: no warband chosen yet (the id is empty, as a new list starts).
    NoWarband,
    /// The warband id is no warband of the catalogue.
    UnknownWarband {
        /// The id written.
        warband: String,
        /// The closest known id.
        suggestion: Option<String>,
    },
    /// V1: a complete roster without a fighter with the Leader runemark.
    NoLeader {
        /// The warband's name.
        warband: String,
    },
    /// V1: more than one fighter with the Leader runemark.
    SeveralLeaders {
        /// The warband's name.
        warband: String,
        /// The leaders' names, comma-separated.
        leaders: String,
    },
    /// V1: no known fighter is the leader, and the roster is not complete.
    LeaderUnknown {
        /// The warband's name.
        warband: String,
    },
    /// V2: the catalogue does not hold the whole roster.
    RosterIncomplete {
        /// The warband's name.
        warband: String,
    },
    /// V2: characteristics of a fighter card that are not known.
    StatsUnknown {
        /// The fighter's name.
        fighter: String,
        /// What is unknown on the uninspired face.
        uninspired: Vec<Stat>,
        /// What is unknown on the inspired face.
        inspired: Vec<Stat>,
    },
    /// V2: a stated characteristic of 0 where the card needs at least 1.
    StatZero {
        /// The fighter's name.
        fighter: String,
        /// True for the inspired face.
        inspired: bool,
        /// The characteristic.
        stat: Stat,
        /// The weapon's name, for a weapon's characteristic.
        weapon: Option<String>,
    },
    /// V2: values of a fighter card that its source marks as doubtful (community data read
    /// off card images): a warning to check the card, never an error on its own.
    Doubtful {
        /// The fighter's name.
        fighter: String,
        /// What is doubtful.
        doubts: Vec<Doubt>,
    },
    /// V2: a face with characteristics but no weapon.
    NoWeapons {
        /// The fighter's name.
        fighter: String,
        /// True for the inspired face.
        inspired: bool,
    },
    /// A deck id that is no Rivals deck of the catalogue.
    UnknownDeck {
        /// The id written.
        deck: String,
        /// The closest known id.
        suggestion: Option<String>,
        /// The list's format.
        format: PlayFormat,
    },
    /// A card id that no deck holds.
    UnknownCard {
        /// The id written.
        card: String,
        /// The closest known id.
        suggestion: Option<String>,
        /// The list's format.
        format: PlayFormat,
    },
    /// An objective card in the power deck, or a power card among the objectives.
    WrongPile {
        /// The card's name.
        card: String,
        /// What the card is.
        kind: CardKind,
        /// The format.
        format: PlayFormat,
    },
    /// A card of a deck the list did not choose.
    ForeignCard {
        /// The card's name.
        card: String,
        /// The deck it belongs to.
        deck: String,
        /// The format.
        format: PlayFormat,
    },
    /// The same card twice.
    DuplicateCard {
        /// The card's name.
        card: String,
        /// The format.
        format: PlayFormat,
    },
    /// A chosen deck whose cards the catalogue does not hold in full.
    DeckCardsUnknown {
        /// The deck's name.
        deck: String,
        /// Its id.
        id: String,
        /// The format.
        format: PlayFormat,
    },
    /// A card id none of the chosen decks' known cards has (no deck, or another deck, holds
    /// it) while a chosen deck's cards are not known in full: it may be one of them.
    CardUnconfirmed {
        /// The id written.
        card: String,
        /// The chosen decks whose cards are not known in full: (id, name).
        decks: Vec<(String, String)>,
        /// The format.
        format: PlayFormat,
    },
    /// V3: a Rivals list names other than exactly one deck.
    RivalsDecks {
        /// Decks named.
        decks: usize,
    },
    /// V3: a Rivals objective or power deck of the wrong size.
    RivalsSize {
        /// True for the power deck.
        power: bool,
        /// Cards in it.
        count: usize,
    },
    /// V3: cards of the chosen deck the list leaves out (a Rivals deck is used as printed).
    MissingCards {
        /// The deck's name.
        deck: String,
        /// The missing cards' names, comma-separated.
        cards: String,
        /// How many.
        count: usize,
        /// True for power cards.
        power: bool,
    },
    /// V4: a Nemesis list names other than two decks.
    NemesisDecks {
        /// Decks named.
        decks: usize,
    },
    /// V4: the same deck chosen twice.
    SameDeck {
        /// The deck's name.
        deck: String,
    },
    /// V4: both decks have a plot card.
    TwoPlots {
        /// The first deck's name.
        first: String,
        /// The second deck's name.
        second: String,
    },
    /// V4: a Nemesis objective or power deck below its minimum.
    NemesisSize {
        /// True for the power deck.
        power: bool,
        /// Cards in it.
        count: usize,
    },
    /// V4: more surge objectives than allowed.
    Surge {
        /// Surge objectives.
        surge: usize,
    },
    /// V4: more ploys than upgrades.
    Ploys {
        /// Ploys.
        ploys: usize,
        /// Upgrades.
        upgrades: usize,
    },
    /// V4: two cards of one name.
    DuplicateName {
        /// The card's name.
        card: String,
        /// The deck of the card that shares it.
        first_deck: String,
        /// The deck of this card.
        deck: String,
    },
    /// V5: no legality list for the format and season.
    UnknownSeason {
        /// The season written.
        season: String,
        /// The format.
        format: PlayFormat,
    },
    /// V5: the warband is not legal in the season.
    WarbandNotLegal {
        /// The warband's name.
        warband: String,
        /// The season.
        season: String,
    },
    /// V5: a deck is not legal in the season.
    DeckNotLegal {
        /// The deck's name.
        deck: String,
        /// The season.
        season: String,
    },
    /// V5: a banned card.
    Banned {
        /// The card's name.
        card: String,
        /// The season.
        season: String,
    },
    /// V5: more restricted cards than the season allows.
    TooManyRestricted {
        /// Restricted cards in the list.
        count: usize,
        /// The cap.
        max: u8,
        /// The restricted cards' names, comma-separated.
        cards: String,
        /// The season.
        season: String,
    },
    /// V6: an ability needing generic tokens whose number is not known.
    TokenCountUnknown {
        /// The ability's name.
        ability: String,
    },
    /// V6: an ability needing generic tokens that declares none.
    TokenCountZero {
        /// The ability's name.
        ability: String,
    },
    /// V7: a warscroll ability or card limited to a runemark no fighter carries.
    RunemarkUnused {
        /// The ability's or card's name.
        name: String,
        /// The runemark.
        runemark: String,
        /// True for a card, false for a warscroll ability.
        card: bool,
    },
}

/// The rule of a finding that serves both formats.
fn deck_rule(format: PlayFormat) -> &'static str {
    match format {
        PlayFormat::Rivals => "underworlds:V3",
        PlayFormat::Nemesis => "underworlds:V4",
    }
}

/// `1 card`, `12 cartas`: a count and its noun (singular, plural) in `lang`, singular for
/// one.
fn counted(n: usize, one: (&str, &str), many: (&str, &str), lang: Lang) -> String {
    let (en, es) = if n == 1 { one } else { many };
    format!("{n} {}", lang.pick(en, es))
}

fn cards(n: usize, lang: Lang) -> String {
    counted(n, ("card", "carta"), ("cards", "cartas"), lang)
}

fn surge_objectives(n: usize, lang: Lang) -> String {
    let one = ("surge objective", "objetivo súbito");
    counted(n, one, ("surge objectives", "objetivos súbitos"), lang)
}

fn restricted_cards(n: usize, lang: Lang) -> String {
    let one = ("restricted card", "carta restringida");
    counted(n, one, ("restricted cards", "cartas restringidas"), lang)
}

fn face(inspired: bool, lang: Lang) -> &'static str {
    match inspired {
        true => lang.pick("inspired face", "cara Inspirada"),
        false => lang.pick("uninspired face", "cara no Inspirada"),
    }
}

fn pile(power: bool, lang: Lang) -> &'static str {
    match power {
        true => lang.pick("power deck", "mazo de poderes"),
        false => lang.pick("objective deck", "mazo de objetivos"),
    }
}

fn stats(stats: &[Stat], lang: Lang) -> String {
    let names: Vec<&str> = stats.iter().map(|s| s.name(lang)).collect();
    names.join(", ")
}

impl Explain for Finding {
    /// The stable code.
    fn code(&self) -> &'static str {
        use Finding::*;
        match self {
            NoWarband => "underworlds.list.no_warband",
            UnknownWarband { .. } => "underworlds.warband.unknown",
            NoLeader { .. } => "underworlds.warband.no_leader",
            SeveralLeaders { .. } => "underworlds.warband.several_leaders",
            LeaderUnknown { .. } => "underworlds.warband.leader_unknown",
            RosterIncomplete { .. } => "underworlds.warband.roster_incomplete",
            StatsUnknown { .. } => "underworlds.warband.stats_unknown",
            StatZero { .. } => "underworlds.warband.stat_zero",
            NoWeapons { .. } => "underworlds.warband.no_weapons",
            Doubtful { .. } => "underworlds.warband.doubtful",
            UnknownDeck { .. } => "underworlds.deck.unknown",
            UnknownCard { .. } => "underworlds.card.unknown",
            WrongPile { .. } => "underworlds.card.wrong_pile",
            ForeignCard { .. } => "underworlds.deck.foreign_card",
            DuplicateCard { .. } => "underworlds.deck.duplicate_card",
            DeckCardsUnknown { .. } => "underworlds.deck.cards_unknown",
            CardUnconfirmed { .. } => "underworlds.card.unconfirmed",
            RivalsDecks { .. } => "underworlds.deck.rivals_count",
            RivalsSize { .. } => "underworlds.deck.rivals_size",
            MissingCards { .. } => "underworlds.deck.missing_cards",
            NemesisDecks { .. } => "underworlds.deck.nemesis_count",
            SameDeck { .. } => "underworlds.deck.same_deck",
            TwoPlots { .. } => "underworlds.deck.plots",
            NemesisSize { .. } => "underworlds.deck.nemesis_size",
            Surge { .. } => "underworlds.deck.surge",
            Ploys { .. } => "underworlds.deck.ploys",
            DuplicateName { .. } => "underworlds.deck.duplicate_name",
            UnknownSeason { .. } => "underworlds.legality.unknown_season",
            WarbandNotLegal { .. } => "underworlds.legality.warband",
            DeckNotLegal { .. } => "underworlds.legality.deck",
            Banned { .. } => "underworlds.legality.banned",
            TooManyRestricted { .. } => "underworlds.legality.restricted",
            TokenCountUnknown { .. } => "underworlds.warscroll.token_count_unknown",
            TokenCountZero { .. } => "underworlds.warscroll.token_count_zero",
            RunemarkUnused { .. } => "underworlds.runemark.no_fighter",
        }
    }

    /// The rule id of digest §1.3 it enforces.
    fn rule(&self) -> &'static str {
        use Finding::*;
        match self {
            NoWarband
            | UnknownWarband { .. }
            | NoLeader { .. }
            | SeveralLeaders { .. }
            | LeaderUnknown { .. } => "underworlds:V1",
            RosterIncomplete { .. }
            | StatsUnknown { .. }
            | StatZero { .. }
            | NoWeapons { .. }
            | Doubtful { .. } => "underworlds:V2",
            UnknownDeck { format, .. }
            | UnknownCard { format, .. }
            | WrongPile { format, .. }
            | ForeignCard { format, .. }
            | DuplicateCard { format, .. }
            | DeckCardsUnknown { format, .. }
            | CardUnconfirmed { format, .. } => deck_rule(*format),
            RivalsDecks { .. } | RivalsSize { .. } | MissingCards { .. } => "underworlds:V3",
            NemesisDecks { .. }
            | SameDeck { .. }
            | TwoPlots { .. }
            | NemesisSize { .. }
            | Surge { .. }
            | Ploys { .. }
            | DuplicateName { .. } => "underworlds:V4",
            UnknownSeason { .. }
            | WarbandNotLegal { .. }
            | DeckNotLegal { .. }
            | Banned { .. }
            | TooManyRestricted { .. } => "underworlds:V5",
            TokenCountUnknown { .. } | TokenCountZero { .. } => "underworlds:V6",
            RunemarkUnused { .. } => "underworlds:V7",
        }
    }

    /// How serious it is: an unknown value is a warning (the player can enter it), never
    /// an error; a stated value that breaks a rule is an error.
    fn severity(&self) -> Severity {
        use Finding::*;
        match self {
            LeaderUnknown { .. }
            | RosterIncomplete { .. }
            | StatsUnknown { .. }
            | Doubtful { .. }
            | DeckCardsUnknown { .. }
            | CardUnconfirmed { .. }
            | UnknownSeason { .. }
            | TokenCountUnknown { .. }
            | RunemarkUnused { .. } => Severity::Warning,
            NoWarband
            | UnknownWarband { .. }
            | NoLeader { .. }
            | SeveralLeaders { .. }
            | StatZero { .. }
            | NoWeapons { .. }
            | UnknownDeck { .. }
            | UnknownCard { .. }
            | WrongPile { .. }
            | ForeignCard { .. }
            | DuplicateCard { .. }
            | RivalsDecks { .. }
            | RivalsSize { .. }
            | MissingCards { .. }
            | NemesisDecks { .. }
            | SameDeck { .. }
            | TwoPlots { .. }
            | NemesisSize { .. }
            | Surge { .. }
            | Ploys { .. }
            | DuplicateName { .. }
            | WarbandNotLegal { .. }
            | DeckNotLegal { .. }
            | Banned { .. }
            | TooManyRestricted { .. }
            | TokenCountZero { .. } => Severity::Error,
        }
    }

    /// The values a warning waits for: a chosen deck's cards (V3, V4), a season's legality
    /// list (V5).
    fn waits_for(&self, lang: Lang) -> Vec<UnknownValue> {
        use Finding::*;
        let cards = |id: &str, name: &str| {
            UnknownValue::new("deck", id, name, "cards", ("cards", "cartas"), lang)
        };
        match self {
            DeckCardsUnknown { deck, id, .. } => vec![cards(id, deck)],
            CardUnconfirmed { decks, .. } => decks.iter().map(|(id, n)| cards(id, n)).collect(),
            UnknownSeason { season, .. } => vec![UnknownValue::new(
                "legality",
                season,
                season,
                "legality",
                ("legality list", "lista de legalidad"),
                lang,
            )],
            _ => Vec::new(),
        }
    }

    /// What is wrong, in `lang`.
    fn message(&self, lang: Lang) -> String {
        use Finding::*;
        let l = lang;
        match self {
            NoWarband => l.pick(
                "No warband chosen yet.".to_owned(),
                "Aún no has elegido banda.".to_owned(),
            ),
            UnknownWarband { warband, .. } => l.pick(
                format!("Unknown warband '{warband}'."),
                format!("Banda desconocida «{warband}»."),
            ),
            NoLeader { warband } => l.pick(
                format!("{warband} has no fighter with the Leader runemark; a warband has exactly one."),
                format!("{warband} no tiene ningún guerrero con la runa líder; una banda tiene exactamente uno."),
            ),
            SeveralLeaders { warband, leaders } => l.pick(
                format!("{warband} has more than one fighter with the Leader runemark: {leaders}."),
                format!("{warband} tiene más de un guerrero con la runa líder: {leaders}."),
            ),
            LeaderUnknown { warband } => l.pick(
                format!("{warband}'s leader is not known: no fighter entered so far carries the Leader runemark."),
                format!("No se sabe quién es el líder de {warband}: ningún guerrero introducido hasta ahora tiene la runa líder."),
            ),
            RosterIncomplete { warband } => l.pick(
                format!("{warband}'s roster is not complete in the data: its fighters cannot all be checked."),
                format!("Los datos no tienen todos los guerreros de {warband}: no se pueden comprobar todos."),
            ),
            StatsUnknown { fighter, uninspired, inspired } => {
                let mut parts = Vec::new();
                for (inspired, stat_list) in [(false, uninspired), (true, inspired)] {
                    if !stat_list.is_empty() {
                        parts.push(format!("{} ({})", face(inspired, l), stats(stat_list, l)));
                    }
                }
                let parts = parts.join("; ");
                l.pick(
                    format!("{fighter}'s fighter card is not known in full: {parts}."),
                    format!("La tarjeta de guerrero de {fighter} no se conoce entera: {parts}."),
                )
            }
            StatZero { fighter, inspired, stat, weapon } => {
                let face = face(*inspired, l);
                let stat = stat.name(l);
                match weapon {
                    Some(weapon) => l.pick(
                        format!("{fighter}'s weapon {weapon} ({face}) has {stat} 0; it needs at least 1."),
                        format!("El arma {weapon} de {fighter} ({face}) tiene {stat} 0; necesita al menos 1."),
                    ),
                    None => l.pick(
                        format!("{fighter}'s {face} has {stat} 0; it needs at least 1."),
                        format!("La {face} de {fighter} tiene {stat} 0; necesita al menos 1."),
                    ),
                }
            }
            Doubtful { fighter, doubts } => {
                let what: Vec<&str> = doubts.iter().map(|d| d.words(l)).collect();
                let what = what.join("; ");
                l.pick(
                    format!("{fighter}'s card in the community data may be misread: {what}."),
                    format!("La tarjeta de {fighter} en los datos de la comunidad puede estar mal leída: {what}."),
                )
            }
            NoWeapons { fighter, inspired } => {
                let face = face(*inspired, l);
                l.pick(
                    format!("{fighter}'s {face} has characteristics but no weapon; each face has at least one."),
                    format!("La {face} de {fighter} tiene atributos pero ningún arma; cada cara tiene al menos una."),
                )
            }
            UnknownDeck { deck, .. } => l.pick(
                format!("Unknown Rivals deck '{deck}'."),
                format!("Mazo Rivales desconocido «{deck}»."),
            ),
            UnknownCard { card, .. } => l.pick(
                format!("No Rivals deck has the card '{card}'."),
                format!("Ningún mazo Rivales tiene la carta «{card}»."),
            ),
            WrongPile { card, kind: CardKind::Objective, .. } => l.pick(
                format!("{card} is an objective card, listed in the power deck."),
                format!("{card} es una carta de objetivo y está en el mazo de poderes."),
            ),
            WrongPile { card, kind, .. } => {
                let kind = kind.name(l).to_lowercase();
                l.pick(
                    format!("{card} is a power card ({kind}), listed among the objectives."),
                    format!("{card} es una carta de poder ({kind}) y está en el mazo de objetivos."),
                )
            }
            ForeignCard { card, deck, .. } => l.pick(
                format!("{card} belongs to the {deck} deck, which the list did not choose."),
                format!("{card} pertenece al mazo {deck}, que la lista no ha elegido."),
            ),
            DuplicateCard { card, .. } => l.pick(
                format!("{card} is in the list more than once."),
                format!("{card} está más de una vez en la lista."),
            ),
            DeckCardsUnknown { deck, .. } => l.pick(
                format!("The cards of the {deck} deck are not known in full: the list cannot be checked against it."),
                format!("No se conocen todas las cartas del mazo {deck}: no se puede comprobar la lista con él."),
            ),
            CardUnconfirmed { card, decks, .. } => {
                let names: Vec<&str> = decks.iter().map(|(_, name)| name.as_str()).collect();
                let names = names.join(", ");
                l.pick(
                    format!("The card '{card}' is not among the known cards of the chosen decks: those of {names} are not known in full."),
                    format!("La carta «{card}» no está entre las cartas conocidas de los mazos elegidos: no se conocen todas las de {names}."),
                )
            }
            RivalsDecks { decks } => l.pick(
                format!("A Rivals list uses exactly one Rivals deck; this one names {decks}."),
                format!("Una lista Rivales usa exactamente un mazo Rivales; esta indica {decks}."),
            ),
            RivalsSize { power: false, count } => l.pick(
                format!("The objective deck has {}; a Rivals deck has exactly {RIVALS_OBJECTIVES} objective cards.", cards(*count, l)),
                format!("El mazo de objetivos tiene {}; un mazo Rivales tiene exactamente {RIVALS_OBJECTIVES} cartas de objetivo.", cards(*count, l)),
            ),
            RivalsSize { power: true, count } => l.pick(
                format!("The power deck has {}; a Rivals deck has exactly {RIVALS_POWER} power cards.", cards(*count, l)),
                format!("El mazo de poderes tiene {}; un mazo Rivales tiene exactamente {RIVALS_POWER} cartas de poder.", cards(*count, l)),
            ),
            MissingCards { deck, cards: names, count, power } => {
                let pile = pile(*power, l);
                l.pick(
                    format!("The {pile} leaves out {} of the {deck} deck: {names}.", cards(*count, l)),
                    format!("Al {pile} le {} {} del mazo {deck}: {names}.", plural(*count, "falta", "faltan"), cards(*count, l)),
                )
            }
            NemesisDecks { decks } => l.pick(
                format!("A Nemesis list is built from exactly two Rivals decks; this one names {decks}."),
                format!("Una lista Némesis se construye con exactamente dos mazos Rivales; esta indica {decks}."),
            ),
            SameDeck { deck } => l.pick(
                format!("The {deck} deck is chosen twice; a Nemesis list uses two different decks."),
                format!("El mazo {deck} está elegido dos veces; una lista Némesis usa dos mazos distintos."),
            ),
            TwoPlots { first, second } => l.pick(
                format!("Both {first} and {second} have a plot card; at most one of the two decks may have one."),
                format!("Tanto {first} como {second} tienen carta de trama; como mucho uno de los dos mazos puede tenerla."),
            ),
            NemesisSize { power: false, count } => l.pick(
                format!("The objective deck has {}; a Nemesis objective deck has at least {NEMESIS_OBJECTIVES}.", cards(*count, l)),
                format!("El mazo de objetivos tiene {}; en Némesis tiene al menos {NEMESIS_OBJECTIVES}.", cards(*count, l)),
            ),
            NemesisSize { power: true, count } => l.pick(
                format!("The power deck has {}; a Nemesis power deck has at least {NEMESIS_POWER}.", cards(*count, l)),
                format!("El mazo de poderes tiene {}; en Némesis tiene al menos {NEMESIS_POWER}.", cards(*count, l)),
            ),
            Surge { surge } => l.pick(
                format!("The objective deck has {}; at most {MAX_SURGE} are allowed.", surge_objectives(*surge, l)),
                format!("El mazo de objetivos tiene {}; como mucho se permiten {MAX_SURGE}.", surge_objectives(*surge, l)),
            ),
            Ploys { ploys, upgrades } => {
                let ploys = counted(*ploys, ("ploy", "ardid"), ("ploys", "ardides"), l);
                let upgrades = counted(*upgrades, ("upgrade", "mejora"), ("upgrades", "mejoras"), l);
                l.pick(
                    format!("The power deck has {ploys} and {upgrades}; ploys may be at most half of it."),
                    format!("El mazo de poderes tiene {ploys} y {upgrades}; los ardides pueden ser como mucho la mitad."),
                )
            }
            DuplicateName { card, first_deck, deck } if first_deck == deck => l.pick(
                format!("Two cards of the {deck} deck are named {card}; names must be unique."),
                format!("Dos cartas del mazo {deck} se llaman {card}; los nombres no pueden repetirse."),
            ),
            DuplicateName { card, first_deck, deck } => l.pick(
                format!("{card} of the {deck} deck has the same name as a card of the {first_deck} deck; names must be unique."),
                format!("{card} del mazo {deck} se llama igual que una carta del mazo {first_deck}; los nombres no pueden repetirse."),
            ),
            UnknownSeason { season, format } => {
                let format = format.name(l);
                l.pick(
                    format!("No legality list for {format} in the season '{season}': legality is not checked."),
                    format!("No hay lista de legalidad de {format} para la temporada «{season}»: no se comprueba la legalidad."),
                )
            }
            WarbandNotLegal { warband, season } => l.pick(
                format!("{warband} is not legal in the season '{season}'."),
                format!("{warband} no es legal en la temporada «{season}»."),
            ),
            DeckNotLegal { deck, season } => l.pick(
                format!("The {deck} deck is not legal in the season '{season}'."),
                format!("El mazo {deck} no es legal en la temporada «{season}»."),
            ),
            Banned { card, season } => l.pick(
                format!("{card} is banned in the season '{season}'."),
                format!("{card} está prohibida en la temporada «{season}»."),
            ),
            TooManyRestricted { count, max, cards: names, season } => l.pick(
                format!("The list has {} ({names}); the season '{season}' allows {max}.", restricted_cards(*count, l)),
                format!("La lista tiene {} ({names}); la temporada «{season}» permite {max}.", restricted_cards(*count, l)),
            ),
            TokenCountUnknown { ability } => l.pick(
                format!("The warscroll ability {ability} needs generic tokens, but how many is not known."),
                format!("La habilidad {ability} de la hoja de unidad necesita marcadores genéricos, pero no se sabe cuántos."),
            ),
            TokenCountZero { ability } => l.pick(
                format!("The warscroll ability {ability} needs generic tokens but declares 0."),
                format!("La habilidad {ability} de la hoja de unidad necesita marcadores genéricos pero indica 0."),
            ),
            RunemarkUnused { name, runemark, card: false } => l.pick(
                format!("The warscroll ability {name} needs the runemark '{runemark}', which no fighter of the warband carries."),
                format!("La habilidad {name} de la hoja de unidad necesita la runa «{runemark}», que no tiene ningún guerrero de la banda."),
            ),
            RunemarkUnused { name, runemark, card: true } => l.pick(
                format!("{name} is limited to fighters with the runemark '{runemark}', which no fighter of the warband carries."),
                format!("{name} está limitada a guerreros con la runa «{runemark}», que no tiene ningún guerrero de la banda."),
            ),
        }
    }

    /// How to fix it, in `lang`.
    fn help(&self, lang: Lang) -> String {
        use Finding::*;
        let l = lang;
        let s = |en: &str, es: &str| l.pick(en, es).to_owned();
        match self {
            NoWarband => s(
                "Choose a warband from the catalogue, or enter your own in the warband editor.",
                "Elige una banda del catálogo o introduce la tuya en el editor de bandas.",
            ),
            UnknownWarband { suggestion, .. }
            | UnknownDeck { suggestion, .. }
            | UnknownCard { suggestion, .. } => {
                unknown_id_help("underworlds", suggestion.as_deref(), l)
            }
            NoLeader { .. } => s(
                "Give the leader's fighter card the Leader runemark in your warband data.",
                "Añade la runa líder a la tarjeta de guerrero del líder en los datos de tu banda.",
            ),
            SeveralLeaders { .. } => s(
                "Keep the Leader runemark on the one fighter whose card shows it.",
                "Deja la runa líder solo en el guerrero cuya tarjeta la muestra.",
            ),
            LeaderUnknown { .. } | RosterIncomplete { .. } => s(
                "Enter the warband's fighters from their fighter cards in the warband editor.",
                "Introduce los guerreros de la banda según sus tarjetas de guerrero en el editor de bandas.",
            ),
            StatsUnknown { .. } => s(
                "Enter the missing characteristics from the fighter card in the warband editor; until then the list is not checked against them.",
                "Introduce los atributos que faltan según la tarjeta de guerrero en el editor de bandas; hasta entonces la lista no se comprueba con ellos.",
            ),
            StatZero { .. } => s(
                "Correct the value from the fighter card in the warband editor.",
                "Corrige el valor según la tarjeta de guerrero en el editor de bandas.",
            ),
            Doubtful { .. } => s(
                "Check the value on the fighter card; if it differs, correct it in the warband editor (your record replaces the data's).",
                "Comprueba el valor en la tarjeta de guerrero; si es otro, corrígelo en el editor de bandas (tu registro sustituye al de los datos).",
            ),
            NoWeapons { .. } => s(
                "Enter the face's weapons from the bottom of the fighter card.",
                "Introduce las armas de esa cara según el pie de la tarjeta de guerrero.",
            ),
            WrongPile { kind: CardKind::Objective, .. } => s(
                "Move the card from \"power\" to \"objectives\".",
                "Pasa la carta de \"power\" a \"objectives\".",
            ),
            WrongPile { .. } => s(
                "Move the card from \"objectives\" to \"power\".",
                "Pasa la carta de \"objectives\" a \"power\".",
            ),
            ForeignCard { format: PlayFormat::Rivals, .. } => s(
                "Remove the card: a Rivals list uses only the cards of its one deck.",
                "Quita la carta: una lista Rivales usa solo las cartas de su mazo.",
            ),
            ForeignCard { .. } => s(
                "Remove the card, or choose its deck as one of the two decks.",
                "Quita la carta o elige su mazo como uno de los dos mazos.",
            ),
            DuplicateCard { .. } => s(
                "Keep one copy of the card.",
                "Conserva una sola copia de la carta.",
            ),
            DeckCardsUnknown { .. } => s(
                "Enter the deck's cards in the deck editor; until then the list is not checked against it.",
                "Introduce las cartas del mazo en el editor de mazos; hasta entonces la lista no se comprueba con él.",
            ),
            CardUnconfirmed { .. } => s(
                "Enter the deck's cards in the deck editor, or correct the card's id if it is mistyped.",
                "Introduce las cartas del mazo en el editor de mazos o corrige el identificador de la carta si está mal escrito.",
            ),
            RivalsDecks { decks: 0 } => s(
                "Choose one Rivals deck.",
                "Elige un mazo Rivales.",
            ),
            RivalsDecks { .. } => s(
                "Keep one Rivals deck, or switch the list to the Nemesis format.",
                "Conserva un solo mazo Rivales o cambia la lista al formato Némesis.",
            ),
            RivalsSize { .. } | MissingCards { .. } => s(
                "In Rivals the deck is used as printed: list every card of the chosen deck, each once.",
                "En Rivales el mazo se usa tal cual: incluye cada carta del mazo elegido una vez.",
            ),
            NemesisDecks { .. } => s(
                "Choose two Rivals decks.",
                "Elige dos mazos Rivales.",
            ),
            SameDeck { .. } => s(
                "Replace one of the two with another Rivals deck.",
                "Sustituye uno de los dos por otro mazo Rivales.",
            ),
            TwoPlots { .. } => s(
                "Replace one of the two decks with a deck without a plot card.",
                "Sustituye uno de los dos mazos por otro sin carta de trama.",
            ),
            NemesisSize { power: false, .. } => s(
                "Add objective cards from the two decks.",
                "Añade cartas de objetivo de los dos mazos.",
            ),
            NemesisSize { power: true, .. } => s(
                "Add power cards from the two decks.",
                "Añade cartas de poder de los dos mazos.",
            ),
            Surge { surge } => l.pick(
                format!("Swap {} for other objective cards.", surge_objectives(surge.saturating_sub(MAX_SURGE), l)),
                format!("Cambia {} por otras cartas de objetivo.", surge_objectives(surge.saturating_sub(MAX_SURGE), l)),
            ),
            Ploys { .. } => s(
                "Swap ploys for upgrades, or add upgrades.",
                "Cambia ardides por mejoras o añade mejoras.",
            ),
            DuplicateName { .. } => s(
                "Keep one card of that name.",
                "Conserva una sola carta con ese nombre.",
            ),
            UnknownSeason { .. } => s(
                "Check the season's id, add its legality list, or remove \"season\" from the list.",
                "Comprueba el identificador de la temporada, añade su lista de legalidad o quita \"season\" de la lista.",
            ),
            WarbandNotLegal { .. } => s(
                "Choose a warband legal in the season, or another season.",
                "Elige una banda legal en la temporada u otra temporada.",
            ),
            DeckNotLegal { .. } => s(
                "Choose a deck legal in the season, or another season.",
                "Elige un mazo legal en la temporada u otra temporada.",
            ),
            Banned { .. } => s(
                "Remove the card (in Rivals, choose another deck).",
                "Quita la carta (en Rivales, elige otro mazo).",
            ),
            TooManyRestricted { count, max, .. } => l.pick(
                format!("Remove {}.", restricted_cards(count.saturating_sub(usize::from(*max)), l)),
                format!("Quita {}.", restricted_cards(count.saturating_sub(usize::from(*max)), l)),
            ),
            TokenCountUnknown { .. } => s(
                "Enter how many generic tokens the ability uses, from the warscroll, in the warband editor.",
                "Introduce cuántos marcadores genéricos usa la habilidad, según la hoja de unidad, en el editor de bandas.",
            ),
            TokenCountZero { .. } => s(
                "Correct the number of generic tokens from the warscroll, or mark the ability as needing none.",
                "Corrige el número de marcadores genéricos según la hoja de unidad o indica que la habilidad no los necesita.",
            ),
            RunemarkUnused { card: false, .. } => s(
                "Check the runemarks of the ability and of the fighter cards: no fighter can use it as entered.",
                "Comprueba las runas de la habilidad y de las tarjetas de guerrero: tal como están, ningún guerrero puede usarla.",
            ),
            RunemarkUnused { card: true, .. } => s(
                "No fighter can use or score the card: consider another card, or check the runemarks.",
                "Ningún guerrero puede usar ni cumplir la carta: plantéate otra carta o comprueba las runas.",
            ),
        }
    }
}
