//! What each finding says and how to fix it, in English and Spanish side by side.

use super::{EnhancementKind, Finding, LoreKind};
use crate::games::sigmar::catalog::season_name;
use crate::games::sigmar::text::counted;
use crate::lang::Lang;
use crate::suggest::unknown_id_help;

fn enhancement(kind: EnhancementKind, lang: Lang) -> &'static str {
    match kind {
        EnhancementKind::HeroicTrait => lang.pick("heroic trait", "rasgo heroico"),
        EnhancementKind::Artefact => lang.pick("artefact of power", "artefacto de poder"),
    }
}

/// The enhancement after an indefinite article: "an artefact of power", "un rasgo heroico".
fn an_enhancement(kind: EnhancementKind, lang: Lang) -> &'static str {
    match kind {
        EnhancementKind::HeroicTrait => lang.pick("a heroic trait", "un rasgo heroico"),
        EnhancementKind::Artefact => lang.pick("an artefact of power", "un artefacto de poder"),
    }
}

/// Names as a sentence lists them: `A`, `A or B`, `A, B or C` (`word` is "or" or "and").
fn joined(names: &[String], word: &str) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {word} {last}", rest.join(", ")),
    }
}

/// `1 time`, `3 veces`.
fn times(n: u32, lang: Lang) -> String {
    counted(n as usize, ("time", "vez"), ("times", "veces"), lang)
}

fn lore(kind: LoreKind, lang: Lang) -> &'static str {
    match kind {
        LoreKind::Spell => lang.pick("spell lore", "saber de hechizos"),
        LoreKind::Prayer => lang.pick("prayer lore", "saber de plegarias"),
        LoreKind::Manifestation => lang.pick("manifestation lore", "saber de manifestaciones"),
    }
}

/// What is wrong, in `lang`.
pub(super) fn message(finding: &Finding, lang: Lang) -> String {
    use Finding::*;
    let l = lang;
    match finding {
        Table(t) => t.message(l),
        UnknownFaction { faction, .. } => l.pick(
            format!("No loaded pack is the faction '{faction}'."),
            format!("Ningún paquete cargado es la facción «{faction}»."),
        ),
        UnknownUnit { unit, open: true, .. } => l.pick(
            format!("No loaded pack holds the warscroll '{unit}'."),
            format!("Ningún paquete cargado tiene el warscroll «{unit}»."),
        ),
        UnknownUnit { unit, .. } => l.pick(
            format!("The army's faction has no unit '{unit}'."),
            format!("La facción del ejército no tiene ninguna unidad «{unit}»."),
        ),
        OtherModeFields { fields, open: true } => l.pick(
            format!("Open play does not read these matched-play fields: {fields}."),
            format!("El juego abierto no lee estos campos del juego equilibrado: {fields}."),
        ),
        OtherModeFields { fields, .. } => l.pick(
            format!("Matched play does not read these open-play fields: {fields}."),
            format!("El juego equilibrado no lee estos campos del juego abierto: {fields}."),
        ),
        UnknownSeason { season } => l.pick(
            format!("Unknown season '{season}'."),
            format!("Temporada desconocida «{season}»."),
        ),
        SeasonMismatch { season, pack_season, faction } => {
            // The seasons by the book's title: a player never reads the id.
            let (season, pack_season) = (season_name(season), season_name(pack_season));
            l.pick(
                format!("The list is for the {season} season, but the {faction} pack holds the data of {pack_season}."),
                format!("La lista es para la temporada {season}, pero el paquete de {faction} tiene los datos de {pack_season}."),
            )
        }
        EmptyArmy => l.pick(
            "The army has no units.".to_owned(),
            "El ejército no tiene ninguna unidad.".to_owned(),
        ),
        AmbiguousUnit { unit, factions } => l.pick(
            format!("The warscroll '{unit}' is in several packs ({factions}): which one is meant?"),
            format!("El warscroll «{unit}» está en varios paquetes ({factions}): ¿cuál es?"),
        ),
        NoModels { unit } => l.pick(
            format!("The unit of {unit} has no models."),
            format!("La unidad de {unit} no tiene ninguna miniatura."),
        ),
        GeneralAfterDeployment => l.pick(
            "No general yet: the general is named after deployment.".to_owned(),
            "Aún no hay general: el general se nombra tras el despliegue.".to_owned(),
        ),
        SeveralGenerals { open: true } => l.pick(
            "More than one unit holds the general: the general is one model.".to_owned(),
            "Más de una unidad tiene al general: el general es una sola miniatura.".to_owned(),
        ),
        SeveralGenerals { .. } => l.pick(
            "More than one regiment is the general's: the army has exactly one general.".to_owned(),
            "Más de un regimiento es el del general: el ejército tiene exactamente un general.".to_owned(),
        ),
        WoundsUnknown { unit } => l.pick(
            format!("The data gives no Wounds for {unit}, and the tracker needs them."),
            format!("Los datos no dan el atributo Wounds de {unit}, y el registro de partida lo necesita."),
        ),
        ZeroWounds { unit } => l.pick(
            format!("{unit} has Wounds 0: a model needs at least 1."),
            format!("{unit} tiene Wounds 0: una miniatura necesita al menos 1."),
        ),
        BraveryUnknown { unit } => l.pick(
            format!("No Bravery for {unit}: the battleshock test will ask for it."),
            format!("No hay atributo Bravery para {unit}: el chequeo de acobardamiento lo pedirá."),
        ),
        ZeroLimit => l.pick(
            "A points limit of 0 allows no army.".to_owned(),
            "Un límite de 0 puntos no permite ningún ejército.".to_owned(),
        ),
        OverLimit { points, limit } => l.pick(
            format!("The army costs {points} points, over the limit of {limit}."),
            format!("El ejército cuesta {points} puntos, por encima del límite de {limit}."),
        ),
        Unpriced { item, .. } => l.pick(
            format!("The data gives no points for {item}: the total leaves it out."),
            format!("Los datos no dan los puntos de {item}: el total no lo cuenta."),
        ),
        OtherFaction { unit, faction, army_faction } => l.pick(
            format!("{unit} is a unit of {faction}, not of the army's faction, {army_faction}."),
            format!("{unit} es una unidad de {faction}, no de la facción del ejército, {army_faction}."),
        ),
        NoRegiment => l.pick(
            "The army has no regiment.".to_owned(),
            "El ejército no tiene ningún regimiento.".to_owned(),
        ),
        TooManyRegiments { regiments, renown: true } => l.pick(
            format!("{regiments} regiments and a Regiment of Renown: at most 5 in all."),
            format!("{regiments} regimientos y un Regimiento de Renombre: como mucho 5 en total."),
        ),
        TooManyRegiments { regiments, .. } => l.pick(
            format!("{regiments} regiments: at most 5."),
            format!("{regiments} regimientos: como mucho 5."),
        ),
        LeaderNotAHero { unit } => l.pick(
            format!("{unit} is not a HERO and cannot lead a regiment."),
            format!("{unit} no es HERO y no puede liderar un regimiento."),
        ),
        CannotLead { unit } => l.pick(
            format!("{unit} has no regiment options and cannot lead a regiment."),
            format!("{unit} no tiene opciones de regimiento y no puede liderar un regimiento."),
        ),
        TooManyUnits { leader, units, limit } => l.pick(
            format!("{leader}'s regiment has {units} units besides its leader; it may have {limit}."),
            format!("El regimiento de {leader} tiene {units} unidades además de su líder; puede tener {limit}."),
        ),
        NotARegimentUnit { unit, terrain: true } => l.pick(
            format!("{unit} is faction terrain: it is taken on its own, not in a regiment or as an auxiliary."),
            format!("{unit} es terreno de facción: se elige aparte, no en un regimiento ni como unidad auxiliar."),
        ),
        NotARegimentUnit { unit, .. } => l.pick(
            format!("{unit} is a MANIFESTATION: it comes with a manifestation lore, not in a regiment or as an auxiliary."),
            format!("{unit} es una MANIFESTATION: llega con un saber de manifestaciones, no en un regimiento ni como unidad auxiliar."),
        ),
        NotAnOption { unit, leader, hero: true } => l.pick(
            format!("{leader}'s regiment options admit no HERO such as {unit}."),
            format!("Las opciones de regimiento de {leader} no admiten un HERO como {unit}."),
        ),
        NotAnOption { unit, leader, .. } => l.pick(
            format!("{unit} is not one of {leader}'s regiment options."),
            format!("{unit} no es una de las opciones de regimiento de {leader}."),
        ),
        OptionFull { unit, leader, max } => l.pick(
            format!("{leader}'s regiment already has as many units like {unit} as its options allow ({max})."),
            format!("El regimiento de {leader} ya tiene tantas unidades como {unit} como permiten sus opciones ({max})."),
        ),
        UnknownRenown { renown, .. } => l.pick(
            format!("The faction's pack offers no Regiment of Renown '{renown}'."),
            format!("El paquete de la facción no ofrece ningún Regimiento de Renombre «{renown}»."),
        ),
        NotReinforceable { unit } => l.pick(
            format!("{unit} cannot be Reinforced."),
            format!("{unit} no puede ser reforzada."),
        ),
        NotFactionTerrain { unit } => l.pick(
            format!("{unit} is not FACTION TERRAIN."),
            format!("{unit} no es FACTION TERRAIN."),
        ),
        DuplicateUnique { unit } => l.pick(
            format!("{unit} is UNIQUE and is already in the army."),
            format!("{unit} es UNIQUE y ya está en el ejército."),
        ),
        OverMax { unit, max, per, .. } if per.is_empty() => l.pick(
            format!("The army may include {unit} at most {}.", times(*max, l)),
            format!("El ejército puede incluir {unit} como mucho {}.", times(*max, l)),
        ),
        OverMax { unit, max, per, raisers } => {
            let base = max.saturating_sub(*raisers);
            let (per_en, per_es) = (joined(per, "or"), joined(per, "o"));
            let (base_en, base_es) = match base {
                0 => (String::new(), String::new()),
                b => (format!("{}, and ", times(b, l)), format!("{}, y ", times(b, l))),
            };
            l.pick(
                format!("The army may include {unit} {base_en}once for each {per_en} in it; with {raisers} there, at most {}.", times(*max, l)),
                format!("El ejército puede incluir {unit} {base_es}una vez por cada {per_es} que tenga; con {raisers}, como mucho {}.", times(*max, l)),
            )
        }
        RequiredMissing { unit, leader } => l.pick(
            format!("{leader}'s regiment must include {unit}."),
            format!("El regimiento de {leader} debe incluir {unit}."),
        ),
        CompulsoryAuxiliary { unit, required } => l.pick(
            format!("{unit} cannot be an auxiliary: the regiment it leads must include {}.", joined(required, "and")),
            format!("{unit} no puede ser una unidad auxiliar: el regimiento que lidera debe incluir {}.", joined(required, "y")),
        ),
        ComesWithLeader { unit, leaders } => l.pick(
            format!("{unit} comes with {} and is taken only in that hero's regiment.", joined(leaders, "or")),
            format!("{unit} va con {} y solo puede ir en el regimiento de ese héroe.", joined(leaders, "o")),
        ),
        Excluded { unit, other } => l.pick(
            format!("{unit} cannot be taken with {other}."),
            format!("{unit} no puede elegirse junto con {other}."),
        ),
        UnknownEnhancement { kind, id, .. } => l.pick(
            format!("The faction's pack has no {} '{id}'.", enhancement(*kind, l)),
            format!("El paquete de la facción no tiene ningún {} «{id}».", enhancement(*kind, l)),
        ),
        TooManyEnhancements { kind, unit, first } => l.pick(
            format!("A second {} (on {unit}): the army already has one, on {first}.", enhancement(*kind, l)),
            format!("Un segundo {} (en {unit}): el ejército ya tiene uno, en {first}.", enhancement(*kind, l)),
        ),
        EnhancementNotEligible { kind, unit, hero: false } => l.pick(
            format!("{unit} is not a HERO and cannot take {}.", an_enhancement(*kind, l)),
            format!("{unit} no es HERO y no puede llevar {}.", an_enhancement(*kind, l)),
        ),
        EnhancementNotEligible { kind, unit, .. } => l.pick(
            format!("{unit}'s warscroll takes no {}.", enhancement(*kind, l)),
            format!("El warscroll de {unit} no admite ningún {}.", enhancement(*kind, l)),
        ),
        EnhancementOnUnique { kind, unit } => l.pick(
            format!("{unit} is UNIQUE and cannot take {}.", an_enhancement(*kind, l)),
            format!("{unit} es UNIQUE y no puede llevar {}.", an_enhancement(*kind, l)),
        ),
        UnknownFormation { id, .. } => l.pick(
            format!("The faction's pack has no battle formation '{id}'."),
            format!("El paquete de la facción no tiene ninguna formación de batalla «{id}»."),
        ),
        NoFormation => l.pick(
            "The army has no battle formation.".to_owned(),
            "El ejército no tiene formación de batalla.".to_owned(),
        ),
        UnknownLore { kind, id, .. } => l.pick(
            format!("The faction's pack has no {} '{id}'.", lore(*kind, l)),
            format!("El paquete de la facción no tiene ningún {} «{id}».", lore(*kind, l)),
        ),
        NoGeneral => l.pick(
            "No regiment is the general's.".to_owned(),
            "Ningún regimiento es el del general.".to_owned(),
        ),
        ExtraChoice { slot, name } => {
            let word = slot.word(l);
            l.pick(
                format!("The list also names {name} as its {word}, and an army takes one of each."),
                format!("La lista nombra también {name} como {word}, y un ejército lleva uno de cada."),
            )
        }
        GeneralNotWarmaster { general, warmaster } => l.pick(
            format!("The army includes {warmaster}, a WARMASTER, so the general must be a WARMASTER, not {general}."),
            format!("El ejército incluye a {warmaster}, que es WARMASTER, así que el general debe ser un WARMASTER, no {general}."),
        ),
        Legends { unit } => l.pick(
            format!("{unit} is a Legends warscroll."),
            format!("{unit} es un warscroll de Leyendas."),
        ),
        Drops { drops, regiments, auxiliaries } => {
            let drops = counted(*drops, ("drop", "despliegue"), ("drops", "despliegues"), l);
            let regiments = counted(
                *regiments,
                ("regiment", "regimiento"),
                ("regiments", "regimientos"),
                l,
            );
            let auxiliaries = counted(
                *auxiliaries,
                ("auxiliary unit", "unidad auxiliar"),
                ("auxiliary units", "unidades auxiliares"),
                l,
            );
            l.pick(
                format!("The army deploys in {drops} ({regiments}, {auxiliaries})."),
                format!("El ejército se despliega en {drops} ({regiments}, {auxiliaries})."),
            )
        }
    }
}

/// How to fix it, in `lang`.
pub(super) fn help(finding: &Finding, lang: Lang) -> String {
    use Finding::*;
    let l = lang;
    let text = |en: &str, es: &str| l.pick(en, es).to_owned();
    match finding {
        Table(t) => t.help(l),
        UnknownFaction { suggestion, .. }
        | UnknownUnit { suggestion, .. }
        | UnknownRenown { suggestion, .. }
        | UnknownEnhancement { suggestion, .. }
        | UnknownFormation { suggestion, .. }
        | UnknownLore { suggestion, .. } => {
            unknown_id_help("sigmar", suggestion.as_deref(), lang)
        }
        OtherModeFields { .. } => text(
            "Remove them, or switch the list's mode.",
            "Quítalos o cambia el modo de la lista.",
        ),
        UnknownSeason { .. } => {
            let known: Vec<String> = super::super::SEASONS.iter().map(|s| season_name(s)).collect();
            l.pick(
                format!("Known seasons: {}.", known.join(", ")),
                format!("Temporadas conocidas: {}.", known.join(", ")),
            )
        }
        SeasonMismatch { .. } => text(
            "Import the pack for the list's season, or set the list's season to the pack's.",
            "Importa el paquete de la temporada de la lista o pon en la lista la temporada del paquete.",
        ),
        EmptyArmy => text(
            "Add the units you will set up: any number of models, from any warscrolls.",
            "Añade las unidades que vas a desplegar: cualquier número de miniaturas, de cualquier warscroll.",
        ),
        AmbiguousUnit { .. } => text(
            "Set the unit's \"faction\" to the pack you mean.",
            "Pon en \"faction\" de la unidad el paquete que quieres usar.",
        ),
        NoModels { .. } => text(
            "A unit has one or more models: set its models, or remove it.",
            "Una unidad tiene una o más miniaturas: indica cuántas o quítala.",
        ),
        GeneralAfterDeployment => text(
            "Nothing to fix: name one now, or the tracker asks for the general after deployment.",
            "Nada que corregir: nómbralo ahora o el registro de partida lo pedirá tras el despliegue.",
        ),
        SeveralGenerals { open: true } => text(
            "Mark one unit only.",
            "Marca una sola unidad.",
        ),
        SeveralGenerals { .. } => text(
            "Mark one regiment only.",
            "Marca un solo regimiento.",
        ),
        WoundsUnknown { .. } => text(
            "Enter Wounds from your warscroll.",
            "Introduce el atributo Wounds de tu warscroll.",
        ),
        ZeroWounds { .. } => text(
            "Enter Wounds from your warscroll.",
            "Introduce el atributo Wounds de tu warscroll.",
        ),
        BraveryUnknown { .. } => text(
            "Enter Bravery from your warscroll now, or when the test comes.",
            "Introduce el atributo Bravery de tu warscroll ahora o cuando llegue el chequeo.",
        ),
        ZeroLimit => text(
            "Agree a limit with your opponent: 2,000 points is the usual battle, 1,000 a smaller one.",
            "Acordad un límite: 2.000 puntos es la batalla habitual y 1.000 una más pequeña.",
        ),
        OverLimit { points, limit } => l.pick(
            format!("Save {} points, or agree a larger limit.", points.saturating_sub(*limit)),
            format!("Ahorra {} puntos o acordad un límite mayor.", points.saturating_sub(*limit)),
        ),
        Unpriced { .. } => text(
            "Check its points in the current points list and add them to the total yourself.",
            "Consulta sus puntos en la lista de puntos vigente y súmalos tú al total.",
        ),
        OtherFaction { .. } => text(
            "A matched-play army is one faction: replace the unit with one of the army's faction.",
            "Un ejército de juego equilibrado es de una sola facción: sustituye la unidad por una de la facción del ejército.",
        ),
        NoRegiment => text(
            "Add a regiment led by a HERO.",
            "Añade un regimiento liderado por un HERO.",
        ),
        TooManyRegiments { .. } => text(
            "Remove a regiment, or the Regiment of Renown: at most 5, and at most one of Renown.",
            "Quita un regimiento o el Regimiento de Renombre: como mucho 5, y como mucho uno de Renombre.",
        ),
        LeaderNotAHero { .. } | CannotLead { .. } => text(
            "Choose a HERO with regiment options to lead, and take this unit in a regiment or as an auxiliary.",
            "Elige como líder un HERO con opciones de regimiento, y lleva esta unidad en un regimiento o como unidad auxiliar.",
        ),
        TooManyUnits { .. } => text(
            "Move the unit to another regiment or to the auxiliaries: a regiment takes 3 units, 4 in the general's.",
            "Pasa la unidad a otro regimiento o a las unidades auxiliares: un regimiento admite 3 unidades, 4 el del general.",
        ),
        NotARegimentUnit { terrain: true, .. } => text(
            "Take it as the army's faction terrain.",
            "Elígelo como el terreno de facción del ejército.",
        ),
        NotARegimentUnit { .. } => text(
            "Remove it and choose its manifestation lore.",
            "Quítala y elige su saber de manifestaciones.",
        ),
        NotAnOption { .. } | OptionFull { .. } => text(
            "Move the unit to a regiment whose leader's options admit it, or to the auxiliaries.",
            "Pasa la unidad a un regimiento cuyo líder la admita en sus opciones o a las unidades auxiliares.",
        ),
        NotReinforceable { .. } => text(
            "Take it at its normal size.",
            "Llévala con su tamaño normal.",
        ),
        NotFactionTerrain { .. } => text(
            "Choose a FACTION TERRAIN warscroll of the army's faction.",
            "Elige un warscroll FACTION TERRAIN de la facción del ejército.",
        ),
        OverMax { per, .. } if !per.is_empty() => l.pick(
            format!("Add one {} for each copy, or remove this copy.", joined(per, "or")),
            format!("Por cada copia, añade {} o quita la copia.", joined(per, "o")),
        ),
        DuplicateUnique { .. } | OverMax { .. } => text(
            "Remove this copy.",
            "Quita esta copia.",
        ),
        RequiredMissing { unit, leader } => l.pick(
            format!("Add {unit} to the regiment: it comes with {leader}."),
            format!("Añade {unit} al regimiento: va con {leader}."),
        ),
        CompulsoryAuxiliary { unit, required } => l.pick(
            format!("Make {unit} the leader of a regiment with {}.", joined(required, "and")),
            format!("Haz que {unit} lidere un regimiento con {}.", joined(required, "y")),
        ),
        ComesWithLeader { leaders, .. } => l.pick(
            format!("Move it to a regiment led by {}, or remove it.", joined(leaders, "or")),
            format!("Pásala a un regimiento liderado por {} o quítala.", joined(leaders, "o")),
        ),
        Excluded { .. } => text(
            "Keep one of the two versions of this warscroll.",
            "Conserva una de las dos versiones de este warscroll.",
        ),
        TooManyEnhancements { .. } => text(
            "An army takes one heroic trait and one artefact of power: remove this one.",
            "Un ejército lleva un rasgo heroico y un artefacto de poder: quita este.",
        ),
        EnhancementNotEligible { .. } | EnhancementOnUnique { .. } => text(
            "Give it to a HERO that can take enhancements, one that is not UNIQUE.",
            "Dáselo a un HERO que admita mejoras y que no sea UNIQUE.",
        ),
        NoFormation => text(
            "Choose one of the faction's battle formations.",
            "Elige una de las formaciones de batalla de la facción.",
        ),
        NoGeneral => text(
            "Mark the regiment whose leader is the general.",
            "Marca el regimiento cuyo líder es el general.",
        ),
        ExtraChoice { .. } => text(
            "Keep one and remove the others.",
            "Deja uno y quita los demás.",
        ),
        GeneralNotWarmaster { .. } => text(
            "Make a WARMASTER's regiment the general's.",
            "Haz que el regimiento del general sea el de un WARMASTER.",
        ),
        Legends { .. } => text(
            "Matched-play events usually do not allow Legends: agree it with your opponent.",
            "Los torneos de juego equilibrado no suelen admitir Leyendas: acordadlo con tu oponente.",
        ),
        Drops { .. } => text(
            "Each regiment deploys in one drop and each auxiliary unit in its own; the player who finishes deploying first chooses who takes the first turn.",
            "Cada regimiento es un despliegue y cada unidad auxiliar otro; quien termina de desplegar primero elige quién juega el primer turno.",
        ),
    }
}
