//! Every RuneWars finding, with its stable code, rule id, severity and its words in English
//! and Spanish. One enum keeps code, rule and both languages of a finding side by side, so a
//! translation can never drift from the check it belongs to.

use crate::diagnostic::{Explain, Severity};
use crate::lang::{plural, Lang};
use crate::suggest::unknown_id_help;

/// A finding about a RuneWars list, with what the words need to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    /// The army's faction is not in the catalogue.
    UnknownFaction {
        /// The id written.
        faction: String,
        /// The known faction ids.
        known: String,
    },
    /// A unit id is not in the catalogue.
    UnknownUnit {
        /// The id written.
        unit: String,
        /// The closest known id.
        suggestion: Option<String>,
    },
    /// No configuration was given for a unit that has several.
    MissingConfiguration {
        /// The unit's name.
        unit: String,
        /// Its configuration ids.
        choices: String,
    },
    /// The configuration is not a row of the unit's cost table.
    UnknownConfiguration {
        /// The unit's name.
        unit: String,
        /// The configuration written.
        config: String,
        /// Its configuration ids.
        choices: String,
    },
    /// A unit of another faction, with no hero allowing it.
    UnitOutOfFaction {
        /// The unit's name.
        unit: String,
        /// The unit's faction name.
        unit_faction: String,
        /// The army's faction name.
        army_faction: String,
    },
    /// A unit of another faction, allowed by a hero's card.
    AlliedUnitAllowed {
        /// The unit's name.
        unit: String,
        /// The hero's name.
        hero: String,
    },
    /// An upgrade id is not in the catalogue.
    UnknownUpgrade {
        /// The id written.
        upgrade: String,
        /// The closest known id.
        suggestion: Option<String>,
    },
    /// No free slot of the upgrade's icon is left on the unit.
    NoFreeSlot {
        /// The upgrade's name.
        upgrade: String,
        /// The slot icon's name.
        slot: String,
        /// The unit's name.
        unit: String,
        /// The configuration as a player names it (`2×2 (Champion)`).
        config: String,
        /// Slots of that icon the configuration gives.
        available: u8,
    },
    /// The upgrade carries a unit-type icon the unit does not have.
    WrongUnitType {
        /// The upgrade's name.
        upgrade: String,
        /// The allowed types.
        allowed: String,
        /// The unit's name.
        unit: String,
        /// The unit's type.
        unit_type: String,
    },
    /// The upgrade carries a faction icon that does not match.
    WrongFaction {
        /// The upgrade's name.
        upgrade: String,
        /// The upgrade's faction name.
        upgrade_faction: String,
        /// The unit's name.
        unit: String,
        /// The faction it was checked against (the army's or the unit's).
        against: String,
    },
    /// The upgrade may only be equipped by named units, or not by this one.
    RestrictedUpgrade {
        /// The upgrade's name.
        upgrade: String,
        /// The unit's name.
        unit: String,
        /// The units that may carry it (empty when the card excludes this unit).
        allowed: String,
    },
    /// A unique name appears twice.
    DuplicateUniqueName {
        /// The name.
        name: String,
    },
    /// More unique units than the army value allows.
    TooManyUniqueUnits {
        /// How many are allowed.
        allowed: u32,
        /// The army value.
        limit: u32,
    },
    /// The army value is not a multiple of 100, so the unique-unit cap had to be rounded.
    UniqueCapRounded {
        /// The army value.
        limit: u32,
        /// The cap used.
        allowed: u32,
    },
    /// The army costs more than its value.
    OverLimit {
        /// Points spent.
        used: u32,
        /// The army value.
        limit: u32,
    },
    /// The army value is zero.
    ZeroLimit,
    /// The players agreed a value other than the mode's default.
    CustomLimit {
        /// The agreed value.
        limit: u32,
        /// The default.
        default: u32,
    },
    /// A skirmish list with a value other than 100.
    SkirmishLimit {
        /// The value written.
        limit: u32,
    },
    /// Team play: a unit with no player.
    TeamUnitWithoutPlayer {
        /// The unit's name.
        unit: String,
    },
    /// Team play with fewer than two players named.
    TeamOnePlayer,
    /// More figure upgrades than figures in the unit's front rank.
    FrontRankFull {
        /// The unit's name.
        unit: String,
        /// Figure upgrades equipped.
        figures: u32,
        /// Figures in the front rank.
        front: u32,
    },
    /// Several units of one card: ID tokens are needed.
    IdTokens {
        /// The unit's name.
        unit: String,
        /// How many copies.
        copies: u32,
    },
    /// A hero makes every unit use the slots of its next row.
    SlotsFromNextRow {
        /// The hero's name.
        hero: String,
    },
    /// A hero's effect for the table.
    HeroReminder {
        /// The hero's name.
        hero: String,
        /// What to remember.
        text: String,
    },
}

impl Explain for Finding {
    /// The stable code.
    fn code(&self) -> &'static str {
        use Finding::*;
        match self {
            UnknownFaction { .. } => "runewars.faction.unknown",
            UnknownUnit { .. } => "runewars.unit.unknown",
            MissingConfiguration { .. } => "runewars.config.missing",
            UnknownConfiguration { .. } => "runewars.config.unknown",
            UnitOutOfFaction { .. } => "runewars.faction.mismatch",
            AlliedUnitAllowed { .. } => "runewars.faction.hero_ally",
            UnknownUpgrade { .. } => "runewars.upgrade.unknown",
            NoFreeSlot { .. } => "runewars.upgrade.no_free_slot",
            WrongUnitType { .. } => "runewars.upgrade.wrong_unit_type",
            WrongFaction { .. } => "runewars.upgrade.wrong_faction",
            RestrictedUpgrade { .. } => "runewars.upgrade.restricted",
            DuplicateUniqueName { .. } => "runewars.unique.duplicate_name",
            TooManyUniqueUnits { .. } => "runewars.unique.too_many_units",
            UniqueCapRounded { .. } => "runewars.unique.cap_rounded",
            OverLimit { .. } => "runewars.points.over_limit",
            ZeroLimit => "runewars.points.zero_limit",
            CustomLimit { .. } => "runewars.points.custom_limit",
            SkirmishLimit { .. } => "runewars.skirmish.points_limit",
            TeamUnitWithoutPlayer { .. } => "runewars.team.unit_without_player",
            TeamOnePlayer => "runewars.team.one_player",
            FrontRankFull { .. } => "runewars.upgrade.front_rank_full",
            IdTokens { .. } => "runewars.setup.id_tokens",
            SlotsFromNextRow { .. } => "runewars.hero.slots_from_next_row",
            HeroReminder { .. } => "runewars.hero.reminder",
        }
    }

    /// The rule id of `shared/rules/runewars.md` it enforces.
    fn rule(&self) -> &'static str {
        use Finding::*;
        match self {
            UnknownFaction { .. } | UnitOutOfFaction { .. } => "runewars:R-FAC-1",
            AlliedUnitAllowed { .. } => "runewars:R-FAC-2",
            UnknownUnit { .. } | MissingConfiguration { .. } | UnknownConfiguration { .. } => {
                "runewars:R-CFG-1"
            }
            UnknownUpgrade { .. } | NoFreeSlot { .. } => "runewars:R-UPG-1",
            WrongUnitType { .. } => "runewars:R-UPG-2",
            WrongFaction { .. } => "runewars:R-UPG-3",
            RestrictedUpgrade { .. } | SlotsFromNextRow { .. } | HeroReminder { .. } => {
                "runewars:1.7"
            }
            DuplicateUniqueName { .. } => "runewars:R-UNQ-1",
            TooManyUniqueUnits { .. } | UniqueCapRounded { .. } => "runewars:R-UNQ-2",
            OverLimit { .. } => "runewars:R-PTS-1",
            ZeroLimit | CustomLimit { .. } => "runewars:R-PTS-2",
            SkirmishLimit { .. } | TeamUnitWithoutPlayer { .. } | TeamOnePlayer => "runewars:1.10",
            FrontRankFull { .. } => "runewars:1.5",
            IdTokens { .. } => "runewars:1.8",
        }
    }

    /// How serious it is.
    fn severity(&self) -> Severity {
        use Finding::*;
        match self {
            AlliedUnitAllowed { .. }
            | CustomLimit { .. }
            | IdTokens { .. }
            | SlotsFromNextRow { .. }
            | HeroReminder { .. } => Severity::Info,
            UniqueCapRounded { .. }
            | SkirmishLimit { .. }
            | TeamUnitWithoutPlayer { .. }
            | TeamOnePlayer
            | FrontRankFull { .. } => Severity::Warning,
            _ => Severity::Error,
        }
    }

    /// What is wrong, in `lang`.
    fn message(&self, lang: Lang) -> String {
        use Finding::*;
        match (self, lang) {
            (UnknownFaction { faction, .. }, Lang::En) => format!("Unknown faction '{faction}'."),
            (UnknownFaction { faction, .. }, Lang::Es) => format!("Facción desconocida «{faction}»."),
            (UnknownUnit { unit, .. }, Lang::En) => format!("Unknown unit '{unit}'."),
            (UnknownUnit { unit, .. }, Lang::Es) => format!("Unidad desconocida «{unit}»."),
            (MissingConfiguration { unit, .. }, Lang::En) => {
                format!("{unit} has several configurations and none is chosen.")
            }
            (MissingConfiguration { unit, .. }, Lang::Es) => {
                format!("{unit} tiene varias configuraciones y no se ha elegido ninguna.")
            }
            (UnknownConfiguration { unit, config, .. }, Lang::En) => {
                format!("{unit} has no '{config}' configuration in its cost table.")
            }
            (UnknownConfiguration { unit, config, .. }, Lang::Es) => {
                format!("{unit} no tiene la configuración «{config}» en su tabla de costes.")
            }
            (UnitOutOfFaction { unit, unit_faction, army_faction }, Lang::En) => format!(
                "{unit} belongs to {unit_faction}, but this is a {army_faction} army."
            ),
            (UnitOutOfFaction { unit, unit_faction, army_faction }, Lang::Es) => format!(
                "{unit} pertenece a {unit_faction}, pero este ejército es de {army_faction}."
            ),
            (AlliedUnitAllowed { unit, hero }, Lang::En) => {
                format!("{unit} joins from another faction thanks to {hero}.")
            }
            (AlliedUnitAllowed { unit, hero }, Lang::Es) => {
                format!("{unit} se une desde otra facción gracias a {hero}.")
            }
            (UnknownUpgrade { upgrade, .. }, Lang::En) => format!("Unknown upgrade '{upgrade}'."),
            (UnknownUpgrade { upgrade, .. }, Lang::Es) => {
                format!("Mejora desconocida «{upgrade}».")
            }
            (NoFreeSlot { upgrade, slot, unit, config, available: 0 }, Lang::En) => format!(
                "{upgrade} needs a slot with the {slot} icon, but {unit} in {config} has none."
            ),
            (NoFreeSlot { upgrade, slot, unit, config, available: 0 }, Lang::Es) => format!(
                "{upgrade} necesita un hueco con el icono de {slot}, pero {unit} en {config} no tiene ninguno."
            ),
            (NoFreeSlot { upgrade, slot, unit, config, available }, Lang::En) => format!(
                "{upgrade} needs a slot with the {slot} icon, but every such slot of {unit} in {config} ({available}) is taken."
            ),
            (NoFreeSlot { upgrade, slot, unit, config, available }, Lang::Es) => format!(
                "{upgrade} necesita un hueco con el icono de {slot}, pero todos los de {unit} en {config} ({available}) están ocupados."
            ),
            (WrongUnitType { upgrade, allowed, unit, unit_type }, Lang::En) => format!(
                "{upgrade} is for {allowed} units only; {unit} is {unit_type}."
            ),
            (WrongUnitType { upgrade, allowed, unit, unit_type }, Lang::Es) => format!(
                "{upgrade} es solo para unidades de {allowed}; {unit} es de {unit_type}."
            ),
            (WrongFaction { upgrade, upgrade_faction, unit, against }, Lang::En) => format!(
                "{upgrade} carries the {upgrade_faction} icon and cannot be equipped on {unit} ({against})."
            ),
            (WrongFaction { upgrade, upgrade_faction, unit, against }, Lang::Es) => format!(
                "{upgrade} lleva el icono de {upgrade_faction} y no puede equiparse en {unit} ({against})."
            ),
            (RestrictedUpgrade { upgrade, unit, .. }, Lang::En) => {
                format!("{upgrade} cannot be equipped on {unit}.")
            }
            (RestrictedUpgrade { upgrade, unit, .. }, Lang::Es) => {
                format!("{upgrade} no puede equiparse en {unit}.")
            }
            (DuplicateUniqueName { name }, Lang::En) => {
                format!("{name} is a unique name and is already in this army.")
            }
            (DuplicateUniqueName { name }, Lang::Es) => {
                format!("{name} es un nombre único y ya está en este ejército.")
            }
            (TooManyUniqueUnits { allowed, limit }, Lang::En) => format!(
                "Too many unique units: a {limit}-point army may include {allowed}."
            ),
            (TooManyUniqueUnits { allowed, limit }, Lang::Es) => format!(
                "Demasiadas unidades únicas: un ejército de {limit} puntos puede incluir {allowed}."
            ),
            (UniqueCapRounded { limit, allowed }, Lang::En) => format!(
                "{limit} points is not a multiple of 100; the unique-unit cap is taken as {allowed}."
            ),
            (UniqueCapRounded { limit, allowed }, Lang::Es) => format!(
                "{limit} puntos no es múltiplo de 100; el límite de unidades únicas se toma como {allowed}."
            ),
            (OverLimit { used, limit }, Lang::En) => {
                format!("The army costs {used} points, {} over its {limit}.", used - limit)
            }
            (OverLimit { used, limit }, Lang::Es) => format!(
                "El ejército cuesta {used} puntos, {} por encima de sus {limit}.",
                used - limit
            ),
            (ZeroLimit, Lang::En) => "The army value is 0 points.".to_owned(),
            (ZeroLimit, Lang::Es) => "El valor del ejército es 0 puntos.".to_owned(),
            (CustomLimit { limit, .. }, Lang::En) => {
                format!("Agreed army value: {limit} points.")
            }
            (CustomLimit { limit, .. }, Lang::Es) => {
                format!("Valor de ejército acordado: {limit} puntos.")
            }
            (SkirmishLimit { limit }, Lang::En) => {
                format!("A skirmish army is worth 100 points, not {limit}.")
            }
            (SkirmishLimit { limit }, Lang::Es) => {
                format!("Un ejército de escaramuza vale 100 puntos, no {limit}.")
            }
            (TeamUnitWithoutPlayer { unit }, Lang::En) => {
                format!("{unit} is not assigned to a player of the team.")
            }
            (TeamUnitWithoutPlayer { unit }, Lang::Es) => {
                format!("{unit} no está asignada a ningún jugador del equipo.")
            }
            (TeamOnePlayer, Lang::En) => "A team army names fewer than two players.".to_owned(),
            (TeamOnePlayer, Lang::Es) => {
                "Un ejército de equipo nombra menos de dos jugadores.".to_owned()
            }
            (FrontRankFull { unit, figures, front }, Lang::En) => format!(
                "{unit} has {figures} figure upgrades but only {front} figures in its front rank."
            ),
            (FrontRankFull { unit, figures, front }, Lang::Es) => format!(
                "{unit} tiene {figures} mejoras de miniatura pero solo {front} miniaturas en su fila frontal."
            ),
            (IdTokens { unit, copies }, Lang::En) => {
                format!("{copies} units of {unit}: each needs an ID token.")
            }
            (IdTokens { unit, copies }, Lang::Es) => format!(
                "{copies} unidades de {unit}: cada una necesita una ficha de Identificación."
            ),
            (SlotsFromNextRow { hero }, Lang::En) => format!(
                "{hero}: every unit uses the upgrade slots of the next more expensive row of its cost table."
            ),
            (SlotsFromNextRow { hero }, Lang::Es) => format!(
                "{hero}: cada unidad usa los huecos de mejora de la siguiente fila más cara de su tabla de costes."
            ),
            (HeroReminder { hero, text }, _) => format!("{hero}: {text}"),
        }
    }

    /// How to fix it, in `lang`.
    fn help(&self, lang: Lang) -> String {
        use Finding::*;
        match (self, lang) {
            (UnknownFaction { known, .. }, Lang::En) => format!("Use one of: {known}."),
            (UnknownFaction { known, .. }, Lang::Es) => format!("Usa una de: {known}."),
            (UnknownUnit { suggestion, .. } | UnknownUpgrade { suggestion, .. }, _) => {
                unknown_id_help("runewars", suggestion.as_deref(), lang)
            }
            (MissingConfiguration { choices, .. }, Lang::En)
            | (UnknownConfiguration { choices, .. }, Lang::En) => {
                format!("Set \"config\" to one of: {choices}.")
            }
            (MissingConfiguration { choices, .. }, Lang::Es)
            | (UnknownConfiguration { choices, .. }, Lang::Es) => {
                format!("Pon en \"config\" una de: {choices}.")
            }
            (UnitOutOfFaction { .. }, Lang::En) => "Remove the unit, or include a hero whose card allows a unit from another faction.".to_owned(),
            (UnitOutOfFaction { .. }, Lang::Es) => "Quita la unidad o incluye un personaje cuya carta permita una unidad de otra facción.".to_owned(),
            (AlliedUnitAllowed { .. }, Lang::En) => "Nothing to fix: the hero's card overrides the one-faction rule for this unit.".to_owned(),
            (AlliedUnitAllowed { .. }, Lang::Es) => "Nada que corregir: la carta del personaje anula la regla de una sola facción para esta unidad.".to_owned(),
            (NoFreeSlot { .. }, Lang::En) => "Remove an upgrade of that icon, or choose a configuration with more slots.".to_owned(),
            (NoFreeSlot { .. }, Lang::Es) => "Quita una mejora de ese icono o elige una configuración con más huecos.".to_owned(),
            (WrongUnitType { .. }, Lang::En) => "Move the upgrade to a unit of the right type.".to_owned(),
            (WrongUnitType { .. }, Lang::Es) => "Pasa la mejora a una unidad del tipo correcto.".to_owned(),
            (WrongFaction { .. }, Lang::En) => "Remove the upgrade, or equip it on a unit of its faction in an army of its faction.".to_owned(),
            (WrongFaction { .. }, Lang::Es) => "Quita la mejora o equípala en una unidad de su facción en un ejército de su facción.".to_owned(),
            (RestrictedUpgrade { allowed, .. }, Lang::En) if !allowed.is_empty() => {
                format!("Only {allowed} may equip it.")
            }
            (RestrictedUpgrade { allowed, .. }, Lang::Es) if !allowed.is_empty() => {
                format!("Solo puede equiparla: {allowed}.")
            }
            (RestrictedUpgrade { .. }, Lang::En) => "Equip it on another unit.".to_owned(),
            (RestrictedUpgrade { .. }, Lang::Es) => "Equípala en otra unidad.".to_owned(),
            (DuplicateUniqueName { .. }, Lang::En) => "Keep one card of each unique name: remove this one or the other.".to_owned(),
            (DuplicateUniqueName { .. }, Lang::Es) => "Conserva una sola carta de cada nombre único: quita esta o la otra.".to_owned(),
            (TooManyUniqueUnits { .. }, Lang::En) => "Remove a unique unit (unique upgrades do not count).".to_owned(),
            (TooManyUniqueUnits { .. }, Lang::Es) => "Quita una unidad única (las mejoras únicas no cuentan).".to_owned(),
            (UniqueCapRounded { .. }, Lang::En) => "The rules give no rounding; agree it with your opponent (Muster rounds down unless told otherwise).".to_owned(),
            (UniqueCapRounded { .. }, Lang::Es) => "Las reglas no indican redondeo; acuérdalo con tu rival (Muster redondea hacia abajo salvo que se indique lo contrario).".to_owned(),
            (OverLimit { used, limit }, Lang::En) => format!(
                "Save {} {}: drop an upgrade or a unit, or choose a smaller configuration.",
                used - limit,
                plural(used - limit, "point", "points")
            ),
            (OverLimit { used, limit }, Lang::Es) => format!(
                "Ahorra {} {}: retira una mejora o una unidad, o elige una configuración más pequeña.",
                used - limit,
                plural(used - limit, "punto", "puntos")
            ),
            (ZeroLimit, Lang::En) => "Set \"points_limit\" to the agreed value, or leave it out for the default.".to_owned(),
            (ZeroLimit, Lang::Es) => "Pon en \"points_limit\" el valor acordado, o quítalo para usar el predeterminado.".to_owned(),
            (CustomLimit { default, .. }, Lang::En) => format!(
                "Both players must agree on it; leave \"points_limit\" out for the usual {default}."
            ),
            (CustomLimit { default, .. }, Lang::Es) => format!(
                "Ambos jugadores deben acordarlo; quita \"points_limit\" para los {default} habituales."
            ),
            (SkirmishLimit { .. }, Lang::En) => "Leave \"points_limit\" out (100), or play a standard game with an agreed value.".to_owned(),
            (SkirmishLimit { .. }, Lang::Es) => "Quita \"points_limit\" (100) o juega una partida normal con un valor acordado.".to_owned(),
            (TeamUnitWithoutPlayer { .. }, Lang::En) => "Set \"player\" on the unit: each unit is commanded by one player of the team.".to_owned(),
            (TeamUnitWithoutPlayer { .. }, Lang::Es) => "Pon \"player\" en la unidad: cada unidad la controla un jugador del equipo.".to_owned(),
            (TeamOnePlayer, Lang::En) => "Name each player of the team on the units they command, or play a standard game.".to_owned(),
            (TeamOnePlayer, Lang::Es) => "Nombra a cada jugador del equipo en las unidades que controla, o juega una partida normal.".to_owned(),
            (FrontRankFull { .. }, Lang::En) => "Each figure upgrade replaces a front-rank figure: remove one or choose a wider configuration.".to_owned(),
            (FrontRankFull { .. }, Lang::Es) => "Cada mejora de miniatura sustituye una miniatura de la fila frontal: quita una o elige una configuración más ancha.".to_owned(),
            (IdTokens { .. }, Lang::En) => "At setup, put matching ID tokens on a tray and on the card of each of these units.".to_owned(),
            (IdTokens { .. }, Lang::Es) => "En los preparativos, pon fichas de Identificación iguales en una bandeja y en la carta de cada una de estas unidades.".to_owned(),
            (SlotsFromNextRow { .. }, Lang::En) => "Slot counts shown already include this effect.".to_owned(),
            (SlotsFromNextRow { .. }, Lang::Es) => "Los huecos mostrados ya incluyen este efecto.".to_owned(),
            (HeroReminder { .. }, Lang::En) => "A reminder for the table; nothing to fix.".to_owned(),
            (HeroReminder { .. }, Lang::Es) => "Un recordatorio para la mesa; nada que corregir.".to_owned(),
        }
    }
}
